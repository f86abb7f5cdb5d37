"""torch.nn.utils.skip_init: build a module without spending time on its initialisation."""
import inspect

from ..modules.module import Module

__all__ = ["skip_init"]


def skip_init(module_cls, *args, **kwargs):
    """module_cls(*args, **kwargs) whose parameter values are unspecified. PyTorch builds it on the
    meta device and allocates it uninitialised; gradtable has no meta device, so the constructor's
    initialisation runs (the values are valid, just not to be relied on)."""
    if not issubclass(module_cls, Module):
        raise RuntimeError(f"Expected a Module; got {module_cls}")
    if "device" not in inspect.signature(module_cls).parameters:
        raise RuntimeError("Module must support a 'device' arg to skip initialization")
    kwargs.pop("device", None)
    return module_cls(*args, **kwargs)
