"""Ops whose tensor arguments must be tensors: the entries marked `tensors_only: true` in
derivatives.yaml. The table's `Tensor` parameters accept Python numbers (PyTorch allows that for
add, mul, pow, comparisons, ...), but PyTorch's argument parser refuses a number for these binary
ops: torch.maximum(x, 2.0) is a TypeError there, and so it is here. The check wraps the function
and the method separately because PyTorch counts argument positions differently for each."""
import functools

from ..generated import ops
from ..generated.tensor_methods import TENSORS_ONLY
from ..core.tensor import Tensor


def _require_tensors(name, fn, names, first_position):
    @functools.wraps(fn)
    def checked(*args, **kwargs):
        for position, (arg_name, value) in enumerate(zip(names, args), first_position):
            if not isinstance(value, Tensor):
                raise TypeError(f"{name}(): argument '{arg_name}' (position {position}) must be Tensor, "
                                f"not {type(value).__name__}")
        return fn(*args, **kwargs)
    return checked


for _name in TENSORS_ONLY:
    _op = getattr(ops, _name)
    setattr(ops, _name, _require_tensors(_name, _op, ("input", "other"), 1))
    # As a method, self is the tensor itself: `other` is the first argument.
    setattr(Tensor, _name, _require_tensors(_name, _op, ("self", "other"), 0))
del _name, _op
