"""Ops defined by other ops (PyTorch's CompositeImplicitAutograd): no formula of
their own; autograd differentiates the ops they call, and grad_fn names match
PyTorch's because the same decomposition is used.

This module holds matmul and the shape, indexing and alias ops; the linear-algebra
composites are in linalg_composite.py, the nn.functional ones in nn_composite.py and
loss_composite.py."""
import math

import numpy as np

from ..core.dtypes import scalar_type_name
from ..core.layout import contiguous_format
from ..core.printing import format_shape
from ..generated import ops
from ..kernels.core import broadcast_shape, viewable, wrap_dim, wrap_dim_nonscalar
from .op_support import int_list


def matmul(input, other):
    """matmul's shape cases, as PyTorch decomposes them (dot, mv, mm, folded mm/mv, bmm), so that
    results carry PyTorch's grad_fn. (The arrays' ndim, not the property's call: both are tensors here.)"""
    a, b = input._data.ndim, other._data.ndim
    if a == 0 or b == 0:
        raise RuntimeError(f"both arguments to matmul need to be at least 1D, but they are {a}D and {b}D")
    if a == 1 and b == 1:
        return ops.dot(input, other)
    if a == 2 and b == 1:
        return ops.mv(input, other)
    if a == 1 and b == 2:
        # PyTorch squeezes mm's result in place (squeeze_.dim: no view, SqueezeBackward4, _version 1)
        return ops.squeeze_(ops.mm(ops.unsqueeze(input, 0), other), 0)
    if a == 2 and b == 2:
        return ops.mm(input, other)
    if _should_fold(input, other):
        return _folded_matmul(input, other)
    # Batched: broadcast the batch dims, then bmm.
    a_mat = input if a >= 2 else ops.unsqueeze(input, 0)
    b_mat = other if b >= 2 else ops.unsqueeze(other, -1)
    batch = broadcast_shape(a_mat.shape[:-2], b_mat.shape[:-2])
    n, k, m = a_mat.shape[-2], a_mat.shape[-1], b_mat.shape[-1]
    if b_mat.shape[-2] != k:
        raise RuntimeError(f"Expected size for first two dimensions of batch2 tensor to be: [{math.prod(batch)}, {k}] "
                           f"but got: [{math.prod(batch)}, {b_mat.shape[-2]}].")
    # (the batch size written out: -1 cannot be inferred when n, k or m is 0)
    a3 = ops.reshape(ops.expand(a_mat, batch + (n, k)), (math.prod(batch), n, k))
    b3 = ops.reshape(ops.expand(b_mat, batch + (k, m)), (math.prod(batch), k, m))
    # The vector dims are left out of the shape _unsafe_view gives (no squeeze), as in PyTorch.
    shape = batch + ((n,) if a >= 2 else ()) + ((m,) if b >= 2 else ())
    return ops._unsafe_view(ops.bmm(a3, b3), shape)


def _should_fold(input, other):
    """PyTorch's rule for folding the batch of the larger operand (3-D or more, beside a vector or
    matrix) into the rows of one mm/mv instead of a bmm: always when the smaller operand requires
    grad (a smaller saved tensor for backward), otherwise only when the fold is a view and no
    transpose of the result has to be copied back."""
    larger_first = input.ndim >= other.ndim
    t1 = input._data if larger_first else np.swapaxes(other._data, -1, -2)
    small = other if larger_first else input
    if not (t1.ndim >= 3 and small.ndim <= 2):
        return False
    if small.requires_grad:
        return True
    if input.ndim == 2:
        return False
    return t1.size == 0 or viewable(t1, (math.prod(t1.shape[:-1]), t1.shape[-1]))


def _folded_matmul(input, other):
    """(batch..., n, k) @ (k[, m]) as one mm/mv on (batch * n, k) rows; a vector or matrix on the left
    multiplies the transposed batch, and the result is transposed back (a contiguous copy)."""
    transpose = other.ndim > input.ndim
    t1 = ops.transpose(other, -1, -2) if transpose else input
    t2 = (ops.t(input) if input.ndim == 2 else input) if transpose else other
    lead = tuple(t1.shape[:-1])
    folded = ops.reshape(t1, (math.prod(lead), t1.shape[-1]))
    if t2.ndim == 1:
        return ops._unsafe_view(ops.mv(folded, t2), lead)
    out = ops._unsafe_view(ops.mm(folded, t2), lead + (t2.shape[1],))
    return ops.transpose(out, -1, -2).contiguous() if transpose else out


def reshape(self, *shape):
    """reshape as PyTorch's: a view when the memory layout allows, else a copy (UnsafeViewBackward0).
    The view is view() of a contiguous tensor (ViewBackward0) and _reshape_alias of another
    (ReshapeAliasBackward0), except for a tensor whose values live elsewhere (vmap's, a wrapper
    subclass's), which PyTorch views."""
    if len(shape) == 1 and isinstance(shape[0], (tuple, list)):
        shape = tuple(shape[0])
    if viewable(self._data, shape):
        if type(self._data) is not np.ndarray or self.is_contiguous():
            return ops.view(self, shape)
        strides = np.reshape(self._data, shape, copy=False).strides
        return ops._reshape_alias(self, shape, [s // self._data.itemsize for s in strides])
    return ops._unsafe_view(ops.clone(self, memory_format=contiguous_format), shape)  # a copy, not a view of self


def true_divide_reflected(self, other):
    """`number / tensor`, which PyTorch computes as reciprocal(tensor) * number."""
    return ops.mul(ops.reciprocal(self), other)


def flatten(self, start_dim=0, end_dim=-1):
    s, e = wrap_dim(start_dim, self.ndim), wrap_dim(end_dim, self.ndim)
    if self.ndim == 0:
        return ops.view(self, (1,))
    if s > e:
        raise RuntimeError("flatten() has invalid args: start_dim cannot come after end_dim")
    if s == e:
        return self
    shape = tuple(self.shape)
    return reshape(self, shape[:s] + (math.prod(shape[s:e + 1]),) + shape[e + 1:])  # (no -1: ambiguous when empty)


def max_other(self, other):
    """torch.max(a, b) is the elementwise maximum: PyTorch records it as MaximumBackward0."""
    return ops.maximum(self, other)


def min_other(self, other):
    """torch.min(a, b) is the elementwise minimum (MinimumBackward0)."""
    return ops.minimum(self, other)


def square(self):
    return ops.pow(self, 2)


# -- shape and indexing ops that PyTorch builds from others (grad_fn names follow from the ops used)

def ravel(self):
    """A 1-D view of self's elements, made contiguous first (CloneBackward0) when it is not."""
    return ops.view(self.contiguous(), (-1,))


def swapaxes(self, axis0, axis1):
    """NumPy's name for transpose (TransposeBackward0)."""
    return ops.transpose(self, axis0, axis1)


def swapdims(self, dim0, dim1):
    return ops.transpose(self, dim0, dim1)


def swapaxes_(self, axis0, axis1):
    """Tensor.swapaxes_ / swapdims_: transpose_ (TransposeBackward1), as PyTorch's."""
    return ops.transpose_(self, axis0, axis1)


def swapdims_(self, dim0, dim1):
    return ops.transpose_(self, dim0, dim1)


def movedim(self, source, destination):
    """Move dims to new positions (the others keep their order): a permute."""
    src = (source,) if isinstance(source, int) else tuple(source)
    dst = (destination,) if isinstance(destination, int) else tuple(destination)
    if len(src) != len(dst):
        raise RuntimeError(f"movedim: Invalid source or destination dims: source ({list(src)} dims) should contain "
                           f"the same number of dims as destination ({list(dst)} dims)")
    n = self.ndim
    src, dst = [wrap_dim(d, n) for d in src], [wrap_dim(d, n) for d in dst]
    if n == 0:  # nothing to move: PyTorch returns an alias
        return ops.alias(self)
    for name, given in (("source", src), ("destination", dst)):
        if len(set(given)) != len(given):
            raise RuntimeError(f"movedim: repeated dim in `{name}` ({given})")
    if n == 0:  # a 0-dim tensor: dims 0 / -1 (checked above) move nothing
        return ops.permute(self, [])
    order = [None] * n
    for s, d in zip(src, dst):
        order[d] = s
    rest = iter(i for i in range(n) if i not in src)
    return ops.permute(self, [o if o is not None else next(rest) for o in order])


def unflatten(self, dim, sizes):
    """Split one dim into several (a view); one size may be -1."""
    d = wrap_dim(dim, self.ndim)
    if self.ndim == 0:  # (PyTorch's unflatten words its 0-dim error so)
        raise RuntimeError(f"unflatten got an unexpected error:\nDimension specified as {d} but tensor has no "
                           "dimensions")
    sizes = tuple(int(s) for s in sizes)
    if not sizes:
        raise RuntimeError("unflatten: sizes must be non-empty")
    known = 1
    for s in sizes:
        known *= s if s != -1 else 1
    n = self.shape[d]
    if (-1 not in sizes and known != n) or (-1 in sizes and (known == 0 or n % known)):
        raise RuntimeError(f"unflatten: Provided sizes {format_shape(sizes)} don't multiply up to the size "
                           f"of dim {dim} ({n}) in the input tensor")
    if -1 in sizes:  # inferred from this dim alone (a view's -1 is ambiguous in an empty tensor)
        sizes = tuple(n // known if s == -1 else s for s in sizes)
    shape = tuple(self.shape)
    return ops.view(self, shape[:d] + sizes + shape[d + 1:])


def expand_as(self, other):
    return ops.expand(self, other.shape)


def broadcast_to(self, *size):
    return ops.expand(self, size=size)   # (by keyword: an empty shape, (), is a size too)


def tile(self, *dims):
    """repeat, with dims padded by leading 1s when shorter than the tensor's rank."""
    dims = int_list(dims)
    return ops.repeat(self, (1,) * (self.ndim - len(dims)) + dims)


def split_by_sizes(self, split_size, dim=0):
    """x.split([2, 3]): a list of sizes goes to split_with_sizes, as torch.Tensor.split does."""
    return ops.split_with_sizes(self, split_size, dim)


def chunk(self, chunks, dim=0, split=None, split_with_sizes=None):
    """`chunks` pieces of equal size ceil(n / chunks) (fewer if they run out): a split (unsafe_chunk
    passes the unsafe splits)."""
    if chunks <= 0:
        raise RuntimeError(f"chunk expects `chunks` to be greater than 0, got: {chunks}")
    if self.ndim == 0:
        raise RuntimeError("chunk expects at least a 1-dimensional tensor")
    n = self.shape[wrap_dim(dim, self.ndim)]
    split_size = (n + chunks - 1) // chunks
    if split_size == 0 and n == 0:
        return (split_with_sizes or ops.split_with_sizes)(self, [0] * chunks, dim)
    return (split or ops.split)(self, split_size, dim)


def narrow(self, dim, start, length):
    """`length` elements from `start` along dim: a slice (a view)."""
    if self.ndim == 0:
        raise RuntimeError("narrow() cannot be applied to a 0-dim tensor.")
    d = wrap_dim(dim, self.ndim)
    size = self.shape[d]
    if not -size <= start <= size:
        raise IndexError(f"start out of range (expected to be in range of [{-size}, {size}], but got {start})")
    if length < 0:
        raise RuntimeError("narrow(): length must be non-negative.")
    start = start + size if start < 0 else start
    if start + length > size:
        raise RuntimeError(f"start ({start}) + length ({length}) exceeds dimension size ({size}).")
    return ops.slice(self, d, start, start + length, 1)


def take_along_dim(self, indices, dim=None):
    """Pick values along dim at indices (broadcast against each other elsewhere): a gather.
    Without dim, indices address the flattened tensor."""
    if indices.dtype.numpy.kind not in "iu":
        raise RuntimeError(f"torch.take_along_dim(): dtype of indices should be Long but got "
                           f"{scalar_type_name(indices.dtype.numpy)}")
    if dim is None:
        return ops.gather(ops.reshape(self, (-1,)), 0, ops.reshape(indices, (-1,)))
    if self.ndim != indices.ndim:
        raise RuntimeError("torch.take_along_dim(): input and indices should have the same number of dimensions, "
                           f"but got {self.ndim} dimensions for input, and {indices.ndim} dimensions for indices")
    d = wrap_dim_nonscalar(dim, self.ndim)
    index_shape = broadcast_shape(_with(self.shape, d, indices.shape[d]), indices.shape)
    self_shape = broadcast_shape(_with(indices.shape, d, self.shape[d]), self.shape)
    if tuple(indices.shape) != index_shape:
        indices = ops.expand(indices, index_shape)
    if tuple(self.shape) != self_shape:
        self = ops.expand(self, self_shape)
    return ops.gather(self, d, indices)


def _with(shape, d, size):
    shape = list(shape)
    shape[d] = size
    return tuple(shape)


def where_nonzero(condition):
    """torch.where(condition) with one argument: the indices of its nonzero elements, one tensor per dim."""
    return nonzero_as_tuple(condition, True)


def nonzero_as_tuple(self, as_tuple):
    """nonzero(as_tuple=True): one index tensor per dim (a 0-d input counts as 1-d, as PyTorch)."""
    if not as_tuple:
        return ops.nonzero(self)
    found = ops.nonzero(self if self.ndim else ops.reshape(self, (1,)))
    return ops.unbind(found, 1)


# -- aliases and conveniences PyTorch defines in terms of other ops

def view_as(self, other):
    return ops.view(self, other.shape)


def reshape_as(self, other):
    return ops.reshape(self, other.shape)


def special_ndtr(input):
    """The standard normal distribution function, (1 + erf(x / sqrt 2)) / 2, composed as PyTorch
    composes it, so its values are PyTorch's (0 far in the lower tail, where scipy's ndtr is not).
    Its multiplications are by C++ doubles in PyTorch's composite: mul.Scalar (MulBackward1)."""
    return ops._mul_Scalar(1 + ops.erf(ops._mul_Scalar(input, 1 / math.sqrt(2.0))), 0.5)


def test_autograd_multiple_dispatch_ntonly(self, b):
    """PyTorch's test op _test_autograd_multiple_dispatch.ntonly: on the CPU its CompositeImplicitAutograd
    kernel, a clone (its only formula is for nested tensors), so autograd records CloneBackward0."""
    return ops.clone(self)
