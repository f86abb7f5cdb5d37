"""Tensor.apply_, map_ and map2_: a Python callable run on each element, in place (PyTorch's CPU-only
methods, for the odd element-wise rule no op expresses).

As PyTorch: the callable sees Python numbers (float, int or bool by the dtype) and its result is
converted back to self's dtype (a float truncated for an integer dtype, PyTorch's overflow errors);
the other tensors of map_/map2_ must have self's dtype and are expanded to self's shape; self must not
require grad (autograd cannot see through a Python callable), and the version counter is not bumped."""
import numbers

import numpy as np

from ..kernels.core import expand
from .dtypes import legacy_type_name
from .tensor import Tensor


def apply_(self, callable):
    _refuse_grad(self, "apply_")
    _run(self, callable, ())
    return self


def map_(self, other, callable):
    _refuse_grad(self, "map_")
    _check_type(self, other, "map_", "'other'")
    _run(self, callable, (other,))
    return self


def map2_(self, x, y, callable):
    _refuse_grad(self, "map2_")
    _check_type(self, x, "map2_", "argument 'x'")
    _check_type(self, y, "map2_", "argument 'y'")
    _run(self, callable, (x, y))
    return self


def _refuse_grad(self, name):
    if self.requires_grad:
        raise RuntimeError(f"Can't call {name}() on Variable that requires grad. Use var.detach().{name}() instead.")


def _check_type(self, other, name, label):
    if other._data.dtype != self._data.dtype:
        raise TypeError(f"{name}: expected torch.{legacy_type_name(self._data.dtype)} for {label} "
                        f"(got torch.{legacy_type_name(other._data.dtype)})")


def _run(self, fn, others):
    data = self._data
    arrays = [expand(o._data, data.shape) for o in others]
    convert = _converter(data.dtype)
    for index in np.ndindex(data.shape):
        data[index] = convert(fn(data[index].item(), *(a[index].item() for a in arrays)))


def _converter(dtype):
    """The result of the callable as a value of dtype, refused as PyTorch refuses it."""
    if dtype.kind == "b":
        return bool
    if dtype.kind in "iu":
        info = np.iinfo(dtype)

        def to_int(value):
            if not isinstance(value, numbers.Real):
                raise TypeError(f"'{type(value).__name__}' object cannot be interpreted as an integer")
            value = int(value)
            if not -2 ** 63 <= value < 2 ** 63:
                raise ValueError("Overflow when unpacking long long")
            if not info.min <= value <= info.max:
                raise RuntimeError(f"value cannot be converted to type {dtype} without overflow")
            return value
        return to_int

    def to_float(value):
        if not isinstance(value, numbers.Real):
            raise TypeError(f"must be real number, not {type(value).__name__}")
        return float(value)
    return to_float


Tensor.apply_ = apply_
Tensor.map_ = map_
Tensor.map2_ = map2_
