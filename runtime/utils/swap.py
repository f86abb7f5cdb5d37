"""gradtable.utils.swap_tensors (torch.utils.swap_tensors): two tensor objects exchange everything
they are - class, Python attributes, data, autograd state - so every reference to one now sees the
other's contents (how Module conversion keeps a Parameter's identity under
__future__.set_swap_module_params_on_conversion)."""
import weakref

from ..core.tensor import Tensor

_STATE = ("_data", "_requires_grad", "_grad_node", "_version_counter")


def swap_tensors(t1, t2):
    if not isinstance(t1, Tensor) or not isinstance(t2, Tensor):
        raise TypeError(f"Expected t1 and t2 to be tensors, but got {type(t1).__name__} and {type(t2).__name__}")
    if weakref.getweakrefcount(t1) or weakref.getweakrefcount(t2):
        raise RuntimeError("Cannot swap t1 and t2 if they have weakrefs")
    t1.__class__, t2.__class__ = t2.__class__, t1.__class__
    t1.__dict__, t2.__dict__ = t2.__dict__, t1.__dict__
    for slot in _STATE:
        first, second = getattr(t1, slot), getattr(t2, slot)
        object.__setattr__(t1, slot, second)
        object.__setattr__(t2, slot, first)
