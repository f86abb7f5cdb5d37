"""Shape ops PyTorch builds from other ops (CompositeImplicitAutograd): stacking (hstack, vstack,
dstack, column_stack), atleast_Nd, broadcasting, meshgrid, cartesian_prod, combinations, the
flips, tensor_split and the h/v/dsplits, diagflat, kron, inner, tensordot, adjoint, sum_to_size,
repeat_interleave and the Vandermonde matrices.

Each is decomposed as PyTorch decomposes it, so the results carry PyTorch's grad_fn names
(hstack of 0-dim tensors is CatBackward0 over ViewBackward0s, tensordot a ViewBackward0 over an
MmBackward0, or a DotBackward0 when nothing is left free)."""
import math
import warnings
from collections.abc import Sequence

import numpy as np

from ..autograd import dispatch_state
from ..core.dtypes import scalar_type_name
from ..core.layout import contiguous_format
from ..core.printing import format_shape
from ..core.stacklevel import user_stacklevel
from ..core.tensor import Size, Tensor
from ..generated import ops
from ..kernels.core import broadcast_shape, wrap_dim
from .composite import chunk
from .op_support import int_list, not_a_tensor


def _non_empty(tensors, name):
    if len(tensors) == 0:
        raise RuntimeError(f"{name} expects a non-empty TensorList")


# -- at least N dims, and the stacks built on them -------------------------------------------------

def atleast_1d(self):
    return ops.reshape(self, (1,)) if self.ndim == 0 else self


def atleast_2d(self):
    if self.ndim == 0:
        return ops.reshape(self, (1, 1))
    return ops.unsqueeze(self, 0) if self.ndim == 1 else self


def atleast_3d(self):
    if self.ndim == 0:
        return ops.reshape(self, (1, 1, 1))
    if self.ndim == 1:
        return ops.unsqueeze(ops.unsqueeze(self, 0), -1)
    return ops.unsqueeze(self, -1) if self.ndim == 2 else self


def atleast_1d_sequence(tensors):
    return [atleast_1d(t) for t in tensors]


def atleast_2d_sequence(tensors):
    return [atleast_2d(t) for t in tensors]


def atleast_3d_sequence(tensors):
    return [atleast_3d(t) for t in tensors]


def hstack(tensors):
    """cat along dim 1, or dim 0 for 1-D tensors (0-dim ones become 1-D first)."""
    _non_empty(tensors, "hstack")
    tensors = atleast_1d_sequence(tensors)
    return ops.cat(tensors, 0 if tensors[0].ndim == 1 else 1)


def vstack(tensors):
    _non_empty(tensors, "vstack")
    return ops.cat(atleast_2d_sequence(tensors), 0)


def dstack(tensors):
    _non_empty(tensors, "dstack")
    return ops.cat(atleast_3d_sequence(tensors), 2)


def column_stack(tensors):
    """0-dim and 1-D tensors become columns (n, 1); the rest are joined as they are, along dim 1."""
    _non_empty(tensors, "column_stack")
    return ops.cat([ops.reshape(t, (t.numel(), 1)) if t.ndim <= 1 else t for t in tensors], 1)


# -- broadcasting and grids ----------------------------------------------------------------------

def broadcast_tensors(tensors):
    """Each tensor expanded to the common shape (a tensor already of that shape is returned as is)."""
    shape = ()
    for t in tensors:
        shape = broadcast_shape(shape, tuple(t.shape))
    return [t if tuple(t.shape) == shape else ops.expand(t, shape) for t in tensors]


def broadcast_shapes(*shapes):
    """The shape tensors of these shapes broadcast to (torch.Size), checked in PyTorch's order: a size
    equal to the result so far, then a result of 1 taking the size (a negative one refused), then a size
    of 1 broadcasting; anything else is a mismatch whose message shows the whole result so far."""
    sizes = [(s,) if isinstance(s, (int, np.integer)) else s for s in shapes if s is not None]
    for shape in sizes:
        if not isinstance(shape, Sequence):
            raise RuntimeError(f"Input shapes should be of type ints, a tuple of ints, or a list of ints, got {shape}")
    if not sizes:
        return Size([])
    result = [1] * max(len(s) for s in sizes)
    for at, shape in enumerate(sizes):
        for i in range(-1, -1 - len(shape), -1):
            size = shape[i]
            if size == result[i]:
                continue
            if result[i] == 1:
                if size < 0:   # (a str compared with 0 raises Python's TypeError, as in PyTorch)
                    raise ValueError("Attempting to broadcast a dimension with negative length!")
                result[i] = size
            if size != 1 and result[i] != size:
                raise RuntimeError(f"Attempting to broadcast a dimension of length {size} at {i}! Mismatching "
                                   f"argument at index {at} had {shape}; but expected shape should be "
                                   f"broadcastable to {result}")
    for at, size in enumerate(result):
        if not isinstance(size, (int, np.integer)):   # (torch.Size's own check of the result)
            raise TypeError(f"torch.Size() takes an iterable of 'int' (item {at} is '{type(size).__name__}')")
    return Size(int(size) for size in result)


def meshgrid(tensors, indexing="ij"):
    """Grids of 0-D / 1-D tensors: each viewed along its own dim and expanded to all of them
    ('xy' swaps the first two dims of the grid, as NumPy's)."""
    _non_empty(tensors, "meshgrid")
    if indexing not in ("ij", "xy"):
        raise RuntimeError(f'torch.meshgrid: indexing must be one of "xy" or "ij", but received: {indexing}')
    for t in tensors:
        if t.ndim > 1:
            raise RuntimeError(f"torch.meshgrid: Expected 0D or 1D tensor in the tensor list but got: "
                               f"{_cpp_print(t)}")
    if any(t.dtype is not tensors[0].dtype for t in tensors):
        raise RuntimeError("meshgrid expects all tensors to have the same dtype")
    order = list(tensors)
    swap = indexing == "xy" and len(order) >= 2
    if swap:
        order[0], order[1] = order[1], order[0]
    shape = tuple(t.numel() for t in order)
    grids = []
    for i, t in enumerate(order):
        view = [1] * len(order)
        view[i] = -1
        grids.append(ops.expand(ops.view(t, tuple(view)), shape))
    if swap:   # the grids of (y, x) in 'ij' order are those of (x, y) in 'xy' order, the first two swapped
        grids[0], grids[1] = grids[1], grids[0]
    return grids


def _cpp_print(t):
    """How PyTorch's C++ prints a small tensor in an error: rows of right-aligned values, then its
    type and sizes."""
    values = [[f"{v:g}" for v in row] for row in t._data.reshape(t.shape[0], -1)]
    width = max((len(v) for row in values for v in row), default=0) + 1
    body = "\n".join(" ".join(v.rjust(width) for v in row) for row in values)
    return f"{body}\n[ torch.{t.type().removeprefix('torch.')}{{{','.join(map(str, t.shape))}}} ]"


def cartesian_prod(tensors):
    """Every combination of one element from each 1-D tensor, as rows: meshgrid, flatten, stack."""
    for t in tensors:
        if t.ndim != 1:
            raise RuntimeError(f"Expect a 1D vector, but got shape {format_shape(t.shape)}")
    if len(tensors) == 1:
        return tensors[0]
    return ops.stack([ops.flatten(g) for g in meshgrid(tensors, "ij")], 1)


def combinations(self, r=2, with_replacement=False):
    """The r-element combinations of a 1-D tensor's elements (in order), as rows: grids of the input
    masked where their indices increase (or do not decrease, with replacement)."""
    if self.ndim != 1:
        raise RuntimeError(f"Expect a 1D vector, but got shape {format_shape(self.shape)}")
    if r < 0:
        raise RuntimeError(f"Expect a non-negative number, but got {r}")
    if r == 0:
        return Tensor._make(np.zeros((0,), self._data.dtype))
    n = self.numel()
    grids = meshgrid([self] * r, "ij")
    index = np.indices((n,) * r) if n else np.zeros((r,) + (0,) * r, np.int64)
    mask = np.ones((n,) * r, bool)
    for a, b in zip(index[:-1], index[1:]):
        mask &= (a <= b) if with_replacement else (a < b)
    mask = Tensor._make(mask)
    return ops.stack([ops.masked_select(g, mask) for g in grids], 1)


# -- flips, splits, diagonals --------------------------------------------------------------------

def fliplr(self):
    if self.ndim < 2:
        raise RuntimeError("Input must be >= 2-d.")
    return ops.flip(self, [1])


def flipud(self):
    if self.ndim < 1:
        raise RuntimeError("Input must be >= 1-d.")
    return ops.flip(self, [0])


def tensor_split(self, sections, dim=0):
    """`sections` nearly equal pieces (the first n % sections one longer), as slices (views)."""
    _check_splittable(self)
    sections = _index_values(sections) if isinstance(sections, Tensor) else int(sections)   # (a 0-dim tensor counts)
    if sections <= 0:
        raise RuntimeError(f"number of sections must be larger than 0, got {sections}")
    d = wrap_dim(dim, self.ndim)
    n = self.shape[d]
    base, extra = divmod(n, sections)
    bounds, start = [], 0
    for i in range(sections):
        end = start + base + (1 if i < extra else 0)
        bounds.append((start, end))
        start = end
    return tuple(ops.slice(self, d, s, e, 1) for s, e in bounds)


def tensor_split_indices(self, indices, dim=0):
    """Pieces between the given indices (clamped to the dim; a decreasing pair gives an empty piece)."""
    _check_splittable(self)
    d = wrap_dim(dim, self.ndim)
    n = self.shape[d]
    cuts = [0] + [int(i) for i in indices] + [n]
    pieces = []
    for s, e in zip(cuts[:-1], cuts[1:]):
        s, e = min(max(s, 0), n), min(max(e, 0), n)
        pieces.append(ops.slice(self, d, s, max(s, e), 1))
    return tuple(pieces)


def tensor_split_tensor(self, tensor_indices_or_sections, dim=0):
    """tensor_split with a tensor: a 0-dim one is the number of sections, a 1-D one the indices."""
    _check_splittable(self)
    t = tensor_indices_or_sections
    if dispatch_state.is_batched(self) or dispatch_state.is_batched(t):
        # (a batch of indices would split each sample differently; PyTorch's vmap refuses every call)
        raise RuntimeError("Batching rule not implemented for aten::tensor_split.tensor_indices_or_sections. "
                           "We could not generate a fallback.")
    if t.ndim > 1:
        raise RuntimeError("tensor_split expected tensor_indices_or_sections to be a zero-dimensional or "
                           f"one-dimensional tensor, but got a tensor with {t.ndim} dims")
    if t._data.dtype != np.int64:
        raise RuntimeError("tensor_split expected tensor_indices_or_sections to have dtype of long, but got "
                           f"{scalar_type_name(t._data.dtype)}")
    values = _index_values(t)
    if t.ndim == 0:
        return tensor_split(self, values, dim)
    return tensor_split_indices(self, values, dim)


def _index_values(t):
    """An index tensor's values as Python ints, read by a ufunc: a wrapper subclass's array has none,
    and refuses with its own error rather than giving placeholder numbers."""
    return np.add(t._data, 0, dtype=np.int64).tolist()


def _check_splittable(self):
    if self.ndim == 0:
        raise RuntimeError("tensor_split expected at least a 1-dimensional tensor, but got a tensor with 0 dims")


def _directional_split(self, sections, name, dim, least):
    if self.ndim < least:
        raise RuntimeError(f"torch.{name} requires a tensor with at least {least} dimension, but got a tensor with "
                           f"{self.ndim} dimensions!")
    if isinstance(sections, (int, np.integer)):
        size = self.shape[dim]
        if sections == 0 or size % sections:
            raise RuntimeError(f"torch.{name} attempted to split along dimension {dim}, but the size of the "
                               f"dimension {size} is not divisible by the split_size {sections}!")
        return tensor_split(self, int(sections), dim)
    return tensor_split_indices(self, int_list((sections,)), dim)


def hsplit(self, sections):
    return _directional_split(self, sections, "hsplit", 1 if self.ndim > 1 else 0, 1)


def vsplit(self, sections):
    return _directional_split(self, sections, "vsplit", 0, 2)


def dsplit(self, sections):
    return _directional_split(self, sections, "dsplit", 2, 3)


def unsafe_chunk(self, chunks, dim=0):
    """chunk's pieces from unsafe_split (copies PyTorch does not track as views)."""
    return chunk(self, chunks, dim, ops.unsafe_split, ops.unsafe_split_with_sizes)


def diagflat(self, offset=0):
    """The flattened input on the `offset` diagonal of a square matrix."""
    return ops.diag_embed(ops.flatten(self.contiguous()) if self.ndim != 1 else self, offset, 0, 1)


# -- products ----------------------------------------------------------------------------------------

def kron(self, other):
    """The Kronecker product: both inputs padded to the same rank, viewed with interleaved size-1 dims
    (a: (a0, 1, a1, 1, ...), b: (1, b0, 1, b1, ...)) and multiplied, then viewed as (a0 b0, a1 b1, ...)."""
    rank = max(self.ndim, other.ndim)
    a_shape = (1,) * (rank - self.ndim) + tuple(self.shape)
    b_shape = (1,) * (rank - other.ndim) + tuple(other.shape)
    a = ops._unsafe_view(self, tuple(s for size in a_shape for s in (size, 1)))
    b = ops._unsafe_view(other, tuple(s for size in b_shape for s in (1, size)))
    return ops._unsafe_view(ops.mul(a, b), tuple(x * y for x, y in zip(a_shape, b_shape)))


def inner(self, other):
    """Sum over the last dims of both; a 0-dim operand multiplies."""
    if self.ndim == 0 or other.ndim == 0:
        return ops.mul(self, other)
    if self.shape[-1] != other.shape[-1]:
        raise RuntimeError(f"inner() the last dimension must match on both input tensors but got shapes "
                           f"{format_shape(self.shape)} and {format_shape(other.shape)}")
    return tensordot(self, other, [-1], [-1])


def tensordot(a, b, dims_a, dims_b):
    """Contract dims_a of a with dims_b of b. As PyTorch: permute the contracted dims together,
    reshape to matrices, mm (dot when nothing else is left), view to the free dims."""
    dims_a, dims_b = int_list((dims_a,)), int_list((dims_b,))
    if len(dims_a) != len(dims_b):
        raise RuntimeError("both dimension lists should have same length")
    if a.dtype is not b.dtype:
        raise RuntimeError("both inputs should have same dtype")
    contracted = 1
    for da, db in zip(dims_a, dims_b):
        sa, sb = a.shape[da], b.shape[db]
        if sb == 1:   # a broadcast dim is summed right away
            a = ops.sum(a, [da], True)
        elif sa == 1:
            b = ops.sum(b, [db], True)
        elif sa != sb:
            raise RuntimeError(f"contracted dimensions need to match, but first has size {sa} in dim {da} and "
                               f"second has size {sb} in dim {db}")
        else:
            contracted *= sa
    wa = {wrap_dim(d, a.ndim) for d in dims_a}
    wb = {wrap_dim(d, b.ndim) for d in dims_b}
    free_a = [i for i in range(a.ndim) if i not in wa]
    free_b = [i for i in range(b.ndim) if i not in wb]
    sizes = tuple(a.shape[i] for i in free_a) + tuple(b.shape[i] for i in free_b)
    pa = ops.permute(a, free_a + [wrap_dim(d, a.ndim) for d in dims_a])
    pb = ops.permute(b, [wrap_dim(d, b.ndim) for d in dims_b] + free_b)
    rows, cols = math.prod(a.shape[i] for i in free_a), math.prod(b.shape[i] for i in free_b)
    if rows == 1 and cols == 1:
        product = ops.dot(ops.flatten(pa), ops.flatten(pb))
    else:
        product = ops.mm(ops.reshape(pa, (rows, contracted)), ops.reshape(pb, (contracted, cols)))
    return ops.reshape(product, sizes)


def tensordot_dims(a, b, dims):
    """torch.tensordot's `dims`: a count (a's last dims, b's first), two lists, or a tensor of either."""
    if isinstance(dims, Tensor):
        dims = dims.item() if dims.ndim == 0 else dims.tolist()
    if isinstance(dims, (int, np.integer)):
        if dims < 0:
            raise RuntimeError(f"tensordot expects dims >= 0, but got dims={dims}")
        if dims > min(a.ndim, b.ndim):
            raise RuntimeError(f"tensordot expects dims < ndim_a or ndim_b, but got dims={dims}")
        return list(range(-dims, 0)), list(range(dims))
    dims_a, dims_b = dims
    return int_list((dims_a,)), int_list((dims_b,))


def adjoint(self):
    """The conjugate transpose of the last two dims (a conjugate view of their transpose; the transpose
    itself for real dtypes); a 0-dim tensor is itself, with PyTorch's deprecation warning."""
    if self.ndim == 0:
        warnings.warn("adjoint() is deprecated on 0-D tensors. Consider using x.conj().", UserWarning,
                      stacklevel=user_stacklevel())
        return self
    if self.ndim < 2:
        raise RuntimeError(f"tensor.adjoint() is only supported on matrices or batches of matrices. Got "
                           f"{self.ndim}-D tensor.")
    return ops.conj(ops.transpose(self, -2, -1))


def sum_to_size(self, *size):
    """Sum the dims that `size` has as 1 (or does not have) so that self becomes `size`."""
    size = int_list(size)
    lead = self.ndim - len(size)
    expandable = lead >= 0 and all(s == 1 or s == n for s, n in zip(size, tuple(self.shape)[lead:]))
    if not expandable:
        raise RuntimeError(f"size {{{format_shape(size)}}} is not expandable to size {{{format_shape(self.shape)}}}.")
    if tuple(self.shape) == size:
        return self
    reduced = list(range(lead)) + [lead + i for i, s in enumerate(size) if s == 1 and self.shape[lead + i] != 1]
    result = ops.sum(self, reduced, True) if reduced else self
    return ops.view(result, size) if lead else result


# -- repeat_interleave and the Vandermonde matrices -------------------------------------------------

def repeat_interleave_int(self, repeats, dim=None, output_size=None):
    """Each element repeated `repeats` times along dim (of the flattened input without dim): a new dim
    after `dim` expanded to `repeats`, copied, and viewed into `dim`."""
    if repeats < 0:
        raise RuntimeError("Repeats must be non-negative")
    x = self if dim is not None else ops.flatten(self)
    d = wrap_dim(dim if dim is not None else 0, x.ndim)
    shape = tuple(x.shape)
    if output_size is not None and output_size != shape[d] * repeats:
        raise RuntimeError(f"repeat_interleave: Invalid output_size, expected {shape[d] * repeats} but got "
                           f"{output_size}")
    expanded = ops.expand(ops.unsqueeze(x, d + 1), shape[:d + 1] + (repeats,) + shape[d + 1:])
    copy = ops.clone(expanded, memory_format=contiguous_format)
    return ops.view(copy, shape[:d] + (shape[d] * repeats,) + shape[d + 1:])


def repeat_interleave_tensor(self, repeats, dim=None, output_size=None):
    """Element i repeated repeats[i] times along dim (one count for all when repeats has one element):
    an index_select with the repeated indices."""
    x = self if dim is not None else ops.flatten(self)
    d = wrap_dim(dim if dim is not None else 0, x.ndim)
    if repeats.ndim > 1:
        raise RuntimeError("repeats must be 0-dim or 1-dim tensor")
    if x.ndim == 0:   # (PyTorch reads input.size(dim) unwrapped, before the repeats' dtype matters)
        raise IndexError(f"Dimension specified as {dim} but tensor has no dimensions")
    if repeats.numel() == 1 and (x.ndim or repeats.ndim == 0):
        repeats = ops.expand(ops.reshape(repeats, (1,)), (x.shape[d] if x.ndim else 1,))
    elif repeats.shape[0] != (x.shape[d] if x.ndim else 1):
        raise RuntimeError(f"repeats must have the same size as input along dim, but got repeats.size(0) = "
                           f"{repeats.shape[0]} and input.size({d}) = {x.shape[d] if x.ndim else 1}")
    return ops.index_select(x, d, ops.repeat_interleave(repeats, output_size=output_size))


def vander(x, N=None, increasing=False):
    """torch.vander: columns x^(N-1), ..., x, 1 (increasing: 1, x, ..., x^(N-1)), built as PyTorch does:
    ones in column 0, x copied into the rest, cumprod written back over it, then flipped."""
    if not isinstance(x, Tensor):
        raise not_a_tensor("vander", "x", 1, x)
    if x.ndim != 1:
        raise RuntimeError("x must be a one-dimensional tensor.")
    n = x.shape[0] if N is None else N
    if n < 0:
        raise RuntimeError("N must be non-negative.")
    dtype = x._data.dtype if x._data.dtype.kind not in "biu" else np.dtype(np.int64)
    result = Tensor._make(np.zeros((x.shape[0], n), dtype))
    if n > 0:
        ops.select(result, 1, 0).fill_(1)
        if n > 1:
            rest = result[:, 1:]
            rest.copy_(ops.unsqueeze(x, 1))
            rest.copy_(ops.cumprod(result[:, 1:], 1))
    return result if increasing else ops.flip(result, [1])


def linalg_vander(x, N=None):
    """linalg.vander: columns 1, x, ..., x^(N-1): a row of ones beside the cumprod of x repeated."""
    shape = tuple(x.shape)
    n = N if N is not None else (shape[-1] if shape else 0)
    if n <= 1:
        raise RuntimeError("N must be greater than 1.")
    powers = ops.cumprod(ops.expand(ops.unsqueeze(x, -1), shape + (n - 1,)), -1)
    ones = Tensor._make(np.ones(shape + (1,), powers._data.dtype))
    return ops.cat([ones, powers], -1)
