"""Tensor methods built on table ops rather than being ops themselves
(as in PyTorch's torch/_tensor.py): indexing, reflected division, transposes, dim-style helpers.
(In-place methods such as add_ and the augmented operators are generated from the table.)"""
import warnings

from ..core import creation
from ..core.device import check_device
from ..core.indexing import getitem, setitem
from ..core.tensor import Tensor
from ..generated import ops
from .composite import swapaxes_, swapdims_, true_divide_reflected
from .pointwise_composite import float_power_, positive, square_

Tensor.__getitem__ = getitem
Tensor.__setitem__ = setitem
Tensor.__rtruediv__ = true_divide_reflected
Tensor.__pos__ = Tensor.positive = positive
Tensor.square_ = square_
Tensor.float_power_ = float_power_
Tensor.swapaxes_ = swapaxes_
Tensor.swapdims_ = swapdims_


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


def _reversed_dims(self):
    """Tensor.T: all dims reversed, a permute (PermuteBackward0 even for a matrix, as PyTorch);
    PyTorch deprecates it, with a warning, for tensors that are not matrices."""
    if self.ndim != 2:
        warnings.warn("The use of `x.T` on tensors of dimension other than 2 to reverse their shape is deprecated "
                      "and it will throw an error in a future release. Consider `x.mT` to transpose batches of "
                      "matrices or `x.permute(*torch.arange(x.ndim - 1, -1, -1))` to reverse the dimensions of a "
                      "tensor.", UserWarning, stacklevel=2)
    return ops.permute(self, tuple(range(self.ndim - 1, -1, -1)))


Tensor.T = property(_reversed_dims)


def _where(self, condition, other):
    """x.where(condition, y): torch.where(condition, x, y), the tensor being the value taken where True."""
    return ops.where(condition, self, other)


Tensor.where = _where


def _equal(self, other):
    """True if both tensors have the same shape and elements (a Python bool, as torch.equal)."""
    return self.shape == other.shape and bool((self._data == other._data).all())


Tensor.equal = _equal


def _polygamma(self, n):
    """x.polygamma(n): the table's polygamma(int n, Tensor self) takes n first, as PyTorch's does."""
    return ops.polygamma(n, self)


Tensor.polygamma = _polygamma


# -- conveniences of torch/_tensor.py: new tensors like this one, dtype of another, closeness

def _like_self(make):
    def method(self, *args, dtype=None, device=None, requires_grad=False, **kwargs):
        check_device(device)
        return make(self, *args, dtype=dtype or self.dtype, requires_grad=requires_grad, **kwargs)
    return method


Tensor.new_zeros = _like_self(lambda self, *size, **kw: creation.zeros(*size, **kw))
Tensor.new_ones = _like_self(lambda self, *size, **kw: creation.ones(*size, **kw))
Tensor.new_empty = _like_self(lambda self, *size, **kw: creation.empty(*size, **kw))
Tensor.new_full = _like_self(lambda self, size, fill_value, **kw: creation.full(size, fill_value, **kw))
Tensor.new_tensor = _like_self(lambda self, data, **kw: creation.tensor(data, **kw))
Tensor.type_as = lambda self, other: self.to(other.dtype)


def allclose(input, other, rtol=1e-05, atol=1e-08, equal_nan=False):
    """Whether every element of input is close to other's (a Python bool, as torch.allclose)."""
    return bool(ops.isclose(input, other, rtol, atol, equal_nan)._data.all())


Tensor.allclose = allclose
