"""Tensor methods built on table ops rather than being ops themselves
(as in PyTorch's torch/_tensor.py): indexing, reflected division, transposes, dim-style helpers.
(In-place methods such as add_ and the augmented operators are generated from the table.)"""
import warnings

from ..autograd.dispatch_state import has_own_dispatch, is_batched
from ..core import creation
from ..core.device import check_device
from ..core.indexing import getitem, setitem
from ..core.stacklevel import user_stacklevel
from ..core.tensor import Tensor
from ..generated import ops
from .composite import swapaxes_, swapdims_, true_divide_reflected
from .dispatch import route_new
from .linalg_solvers import REMOVED_METHODS, lu
from .pointwise_composite import float_power_, positive, square_

Tensor.__getitem__ = getitem
Tensor.__setitem__ = setitem
Tensor.__rtruediv__ = true_divide_reflected
Tensor.__pos__ = Tensor.positive = positive
Tensor.square_ = square_
Tensor.float_power_ = float_power_
Tensor.swapaxes_ = swapaxes_
Tensor.swapdims_ = swapdims_
Tensor.lu = lu
for _name, _method in REMOVED_METHODS.items():
    setattr(Tensor, _name, _method)


def _matrix_transpose(name):
    """Tensor.mT: transpose(-2, -1) (TransposeBackward0); mH, its conjugate, is in complex_composite.py."""
    def prop(self):
        if self.ndim < 2:
            raise RuntimeError(f"tensor.{name} is only supported on matrices or batches of matrices. "
                               f"Got {self.ndim}-D tensor.")
        return ops.transpose(self, -2, -1)
    prop.__name__ = name
    return property(prop)


Tensor.mT = _matrix_transpose("mT")


def _conjugate_transpose(self):
    """Tensor.H: a matrix's conjugate transpose (a conjugate view; for real dtypes the transpose); a
    0-dim tensor is itself, with PyTorch's deprecation warning."""
    if self.ndim == 0:
        warnings.warn("Tensor.H is deprecated on 0-D tensors. Consider using x.conj().", UserWarning,
                      stacklevel=user_stacklevel())
        return self
    if self.ndim != 2:
        hint = " For batches of matrices, consider using tensor.mH" if self.ndim > 2 else ""
        raise RuntimeError(f"tensor.H is only supported on matrices (2-D tensors). Got {self.ndim}-D tensor.{hint}")
    return ops.conj(ops.transpose(self, 0, 1))


Tensor.H = property(_conjugate_transpose)


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
    if is_batched(self) or is_batched(other):   # (one bool for a batch of samples: vmap refuses it)
        raise RuntimeError("Batching rule not implemented for aten::equal. We could not generate a fallback.")
    return self.shape == other.shape and bool((self._data == other._data).all())


Tensor.equal = _equal


def _polygamma(self, n):
    """x.polygamma(n): the table's polygamma(int n, Tensor self) takes n first, as PyTorch's does."""
    return ops.polygamma(n, self)


Tensor.polygamma = _polygamma


# -- conveniences of torch/_tensor.py: new tensors like this one, dtype of another, closeness

def _new_sized(name):
    """x.new_zeros(2, 3) or x.new_zeros((2, 3)): aten.new_zeros(x, [2, 3]) (dispatch.route_new)."""
    def method(self, *size, dtype=None, device=None, requires_grad=False, layout=None, pin_memory=False):
        check_device(device)
        return route_new(f"{name}.default", self, creation._shape(size, name), (), dtype, requires_grad)
    method.__name__ = name
    return method


def _new_full(self, size, *fill_value, dtype=None, device=None, requires_grad=False, layout=None,
              pin_memory=False):
    check_device(device)
    if not isinstance(size, (tuple, list)):
        raise TypeError(f"new_full(): argument 'size' (position 1) must be tuple of ints, not {type(size).__name__}")
    if len(fill_value) != 1:
        raise TypeError('new_full() missing 1 required positional arguments: "fill_value"' if not fill_value else
                        f"new_full() takes 2 positional arguments but {1 + len(fill_value)} were given")
    return route_new("new_full.default", self, creation._shape((size,), "new_full"), fill_value, dtype,
                     requires_grad)


def _new_tensor(self, data, *, dtype=None, device=None, requires_grad=False):
    check_device(device)
    return creation.tensor(data, dtype=dtype or self.dtype, requires_grad=requires_grad)


Tensor.new_zeros = _new_sized("new_zeros")
Tensor.new_ones = _new_sized("new_ones")
Tensor.new_empty = _new_sized("new_empty")
Tensor.new_full = _new_full
Tensor.new_tensor = _new_tensor
Tensor.type_as = lambda self, other: self.to(other.dtype)


def allclose(input, other, rtol=1e-05, atol=1e-08, equal_nan=False):
    """Whether every element of input is close to other's (a Python bool, as torch.allclose). The
    reduction is an op too, so a wrapper subclass's handler computes it (its array is a placeholder)."""
    if is_batched(input) or is_batched(other):
        raise RuntimeError("vmap over torch.allclose isn't supported yet. Please file an issue at "
                           "https://github.com/pytorch/pytorch/issues if you need this feature.")
    close = ops.isclose(input, other, rtol, atol, equal_nan)
    return bool(close.all().item()) if has_own_dispatch(close) else bool(close._data.all())


Tensor.allclose = allclose


def _volatile(self):
    warnings.warn("volatile was removed (Variable.volatile is always False)", UserWarning, stacklevel=2)
    return False


def _set_volatile(self, value):
    warnings.warn("volatile was removed and now has no effect. Use `with torch.no_grad():` instead.", UserWarning,
                  stacklevel=2)


# (PyTorch 0.3's Variable.volatile, kept as a warning: old code reads and sets it)
Tensor.volatile = property(_volatile, _set_volatile)
