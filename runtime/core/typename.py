"""torch.typename: how PyTorch's messages name the type of a value."""
from .tensor import Tensor


def typename(obj):
    """torch.typename: how PyTorch's error messages name a value's type (a tensor by its legacy type,
    torch.FloatTensor; a class or function by its own dotted name; anything else by its class's)."""
    if isinstance(obj, Tensor):
        return obj.type()
    module = getattr(obj, "__module__", "") or ""
    if hasattr(obj, "__qualname__"):
        qualname = obj.__qualname__
    elif hasattr(obj, "__name__"):
        qualname = obj.__name__
    else:
        module = obj.__class__.__module__ or ""
        qualname = obj.__class__.__qualname__
    return qualname if module in ("", "builtins") else f"{module}.{qualname}"
