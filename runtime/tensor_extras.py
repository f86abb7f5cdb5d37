"""Tensor methods built on table ops rather than being ops themselves
(as in PyTorch's torch/_tensor.py): indexing, reflected division, dim-style helpers."""
import numpy as np

from .composite import true_divide_reflected
from .generated import ops
from .indexing import getitem
from .tensor import Tensor

Tensor.__getitem__ = getitem
Tensor.__rtruediv__ = true_divide_reflected
Tensor.__pos__ = lambda self: self


def _matrix_transpose(name):
    """Tensor.mT / Tensor.mH: transpose(-2, -1) (TransposeBackward0); mH equals mT for real dtypes."""
    def prop(self):
        if self.ndim < 2:
            raise RuntimeError(f"tensor.{name} is only supported on matrices or batches of matrices. "
                               f"Got {self.ndim}-D tensor.")
        return ops.transpose(self, -2, -1)
    prop.__name__ = name
    return property(prop)


Tensor.mT = _matrix_transpose("mT")
Tensor.mH = _matrix_transpose("mH")


def _inplace(op):
    """In-place arithmetic for tensors outside the graph (e.g. `w -= lr * w.grad` under no_grad).
    Recording in-place ops in the graph comes with issue 4."""
    def method(self, other, **kwargs):
        from .tensor import _check_inplace
        _check_inplace(self, op.__name__ + "_")
        if isinstance(other, Tensor) and other._requires_grad and _grad_enabled():
            raise NotImplementedError(f"{op.__name__}_() with an input that requires grad is not supported yet "
                                      "(in-place autograd comes with issue 4)")
        ufunc = _UFUNCS.get(op.__name__)
        operand = other._data if isinstance(other, Tensor) else other
        if ufunc is not None and not kwargs and np.result_type(self._data, operand) == self._data.dtype:
            ufunc(self._data, operand, out=self._data)  # straight into the storage, no temporary
        else:
            from .grad_mode import no_grad
            with no_grad():
                value = op(self, other, **kwargs)
            self._data[...] = value._data
        self._bump_version()
        return self
    method.__name__ = op.__name__ + "_"
    return method


_UFUNCS = {"add": np.add, "sub": np.subtract, "mul": np.multiply, "div": np.true_divide}


def _grad_enabled():
    from .grad_mode import state
    return state.enabled


for _op, _names in ((ops.add, ("add_", "__iadd__")), (ops.sub, ("sub_", "__isub__")),
                    (ops.mul, ("mul_", "__imul__")), (ops.div, ("div_", "__itruediv__"))):
    for _n in _names:
        setattr(Tensor, _n, _inplace(_op))


def _equal(self, other):
    """True if both tensors have the same shape and elements (a Python bool, as torch.equal)."""
    return self.shape == other.shape and bool((self._data == other._data).all())


Tensor.equal = _equal


def _polygamma(self, n):
    """x.polygamma(n): the table's polygamma(int n, Tensor self) takes n first, as PyTorch's does."""
    return ops.polygamma(n, self)


Tensor.polygamma = _polygamma
