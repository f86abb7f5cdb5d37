"""NumPy kernels of the ops that see a tensor through other strides or write one into such a window:
as_strided (a view into the memory under the tensor), slice_inverse and as_strided_scatter, unfold (sliding windows,
a view) and its backward, select/slice/diagonal_scatter, rot90, block_diag, and the copying splits
(unsafe_split). Views are NumPy views of the same memory, as PyTorch's share their storage."""
import numpy as np

from ..core.printing import format_shape
from .core import element_strides, slice_, split, split_with_sizes, wrap_dim
from .diagonals import diagonal
from .opmath import promote_across


def _owner(a):
    """The array owning a's memory (the end of its chain of NumPy views)."""
    while isinstance(a.base, np.ndarray):
        a = a.base
    return a


def storage_offset(a):
    """Where a starts in its owner's memory, in elements."""
    owner = _owner(a)
    if not owner.nbytes:
        return 0
    return (a.__array_interface__["data"][0] - owner.__array_interface__["data"][0]) // a.itemsize


def _check_geometry(size, stride, offset, itemsize, storage_elements):
    if len(size) != len(stride):
        raise RuntimeError("mismatch in length of strides and shape")
    if any(s < 0 for s in stride):
        raise RuntimeError(f"as_strided: Negative strides are not supported at the moment, got strides: "
                           f"{format_shape(stride)}")
    if any(n < 0 for n in size):
        raise RuntimeError(f"Trying to create tensor with negative dimension {min(size)}: {format_shape(size)}")
    needed = 0 if 0 in size else offset + 1 + sum((n - 1) * s for n, s in zip(size, stride))
    if needed > storage_elements:
        raise RuntimeError(f"setStorage: sizes {format_shape(size)}, strides {format_shape(stride)}, storage offset "
                           f"{offset}, and itemsize {itemsize} requiring a storage size of {needed * itemsize} are "
                           f"out of bounds for storage of size {storage_elements * itemsize}")


def as_strided(x, size, stride, storage_offset_=None):
    """A view of the memory under x (all of it, not only x's elements) with these sizes and element
    strides, from storage_offset (x's own offset by default)."""
    size, stride = tuple(int(s) for s in size), tuple(int(s) for s in stride)
    owner = _owner(x)
    offset = storage_offset(x) if storage_offset_ is None else int(storage_offset_)
    _check_geometry(size, stride, offset, x.itemsize, owner.nbytes // x.itemsize)
    flat = owner.reshape(-1) if owner.flags.c_contiguous or owner.flags.f_contiguous else owner
    flat = np.frombuffer(flat.data, dtype=x.dtype) if flat.ndim != 1 or flat.dtype != x.dtype else flat
    # (an ndarray over the owner's buffer, so that its base chain reaches the owner: storage_offset() reads it)
    view = np.ndarray(size, x.dtype, buffer=flat, offset=min(offset, flat.size) * x.itemsize,
                      strides=tuple(s * x.itemsize for s in stride))
    if not x.flags.writeable:
        view.flags.writeable = False
    return view


def slice_inverse(x, src):
    """x's memory seen as src is laid out in its own (src's sizes, element strides and storage offset):
    slice_inverse(base[:, 2:3], base) is base again, for any memory x has enough of."""
    return as_strided(x, src.shape, element_strides(src), storage_offset(src))


def new_zeros_with_same_feature_meta(x, other, num_batch_dims):
    """Zeros laid out as `other` in memory (its sizes, strides, storage offset and storage length),
    under x's first `num_batch_dims` sizes: each batch element gets a copy of other's whole storage,
    one after the other. Forward-mode AD makes a tangent this way when the given one's layout is not
    its primal's, so that the same as_strided call reads the same elements of both."""
    num_batch_dims = int(num_batch_dims)
    if not 0 <= num_batch_dims <= x.ndim:
        raise RuntimeError(f"_new_zeros_with_same_feature_meta: self_num_batch_dims must be in [0, {x.ndim}] (self "
                           f"has {x.ndim} dimensions), but got {num_batch_dims}")
    storage = _owner(other).nbytes // other.itemsize
    batch = tuple(x.shape[:num_batch_dims])
    batch_strides = []
    step = storage
    for n in reversed(batch):   # the innermost batch dim steps over one storage, each outer one over the inner
        batch_strides.insert(0, step)
        step *= n
    flat = np.zeros(step, dtype=other.dtype)
    return as_strided(flat, batch + tuple(other.shape),
                      tuple(batch_strides) + element_strides(other), storage_offset(other))


def strided_positions(size, stride, offset):
    """The storage position of every element of a (size, stride, offset) window, as an int64 array."""
    positions = np.full(tuple(size), offset, dtype=np.int64)
    for d, (n, s) in enumerate(zip(size, stride)):
        positions = positions + (np.arange(n, dtype=np.int64) * s).reshape((-1,) + (1,) * (len(size) - d - 1))
    return positions


def as_strided_scatter(x, src, size, stride, storage_offset_):
    """A copy of x (row-major) with src written into the (size, stride, offset) window of its memory."""
    size, stride = tuple(int(s) for s in size), tuple(int(s) for s in stride)
    offset = 0 if storage_offset_ is None else int(storage_offset_)
    if tuple(src.shape) != size:
        raise RuntimeError(f"expected src to have a size equal to the slice of self. src size = "
                           f"{format_shape(src.shape)}, slice size = {format_shape(size)}")
    out = np.array(x, copy=True, order="C")
    _check_geometry(size, stride, offset, x.itemsize, out.size)
    out.reshape(-1)[strided_positions(size, stride, offset)] = src
    return out


def _scatter_into(x, src, where):
    """A copy of x with src written at out[where] (a basic index: the window of select, slice or
    diagonal), src checked to fit the window."""
    out = np.array(x, copy=True, order="K")
    window = where(out) if callable(where) else out[where]
    if np.shape(window) != src.shape:
        raise RuntimeError(f"expected src to have a size equal to the slice of self. src size = "
                           f"{format_shape(src.shape)}, slice size = {format_shape(np.shape(window))}")
    if callable(where):
        window[...] = src
    else:
        out[where] = src
    return out


def select_scatter(x, src, dim, index):
    d = wrap_dim(dim, x.ndim)
    size = x.shape[d]
    if not -size <= index < size:
        raise IndexError(f"select(): index {index} out of range for tensor of size {format_shape(x.shape)} at "
                         f"dimension {d}")
    return _scatter_into(x, src, (slice(None),) * d + (index,))


def slice_scatter(x, src, dim, start, end, step):
    return _scatter_into(x, src, lambda out: slice_(out, dim, start, end, step))


def diagonal_scatter(x, src, offset, dim1, dim2):
    return _scatter_into(x, src, lambda out: diagonal(out, offset, dim1, dim2))


def unfold(x, dimension, size, step):
    """Windows of `size` elements every `step` along dimension, as a new last dim: a view."""
    d = wrap_dim(dimension, x.ndim)
    n = x.shape[d] if x.ndim else 1
    if size > n:
        raise RuntimeError(f"maximum size for tensor at dimension {d} is {n} but size is {size}")
    if step <= 0:
        raise RuntimeError(f"step is {step} but must be > 0")
    if size < 0:
        raise RuntimeError(f"size is {size} but must be >= 0")
    if x.ndim == 0:
        return x.reshape(1)
    count = (n - size) // step + 1
    shape = x.shape[:d] + (count,) + x.shape[d + 1:] + (size,)
    strides = x.strides[:d] + (x.strides[d] * step,) + x.strides[d + 1:] + (x.strides[d],)
    return np.lib.stride_tricks.as_strided(x, shape, strides, writeable=x.flags.writeable)


def unfold_backward(grad, input_sizes, dim, size, step):
    """Each window's gradient added back where the window read (overlapping windows accumulate)."""
    sizes = tuple(input_sizes)
    out = np.zeros(sizes, dtype=grad.dtype)
    if not sizes:
        return grad.reshape(())
    d = wrap_dim(dim, len(sizes))
    g = np.moveaxis(grad, (d, grad.ndim - 1), (0, 1))   # (count, size, ...rest)
    target = np.moveaxis(out, d, 0)
    for w in range(g.shape[0]):
        target[w * step:w * step + size] += g[w]
    return out


def rot90(x, k, dims):
    """x rotated k quarter turns from dims[0] towards dims[1], as PyTorch builds it (a flip, then a
    transposed view of it), so its strides are PyTorch's."""
    dims = tuple(dims)
    if len(dims) != 2:
        raise RuntimeError(f"expected total rotation dims == 2, but got dims = {len(dims)}")
    if x.ndim < 2:
        raise RuntimeError(f"expected total dims >= 2, but got total dims = {x.ndim}")
    d0, d1 = wrap_dim(dims[0], x.ndim), wrap_dim(dims[1], x.ndim)
    if d0 == d1:
        raise RuntimeError(f"expected rotation dims to be different, but got dim0 = {d0} and dim1 = {d1}")
    k = k % 4
    # (a copy: ascontiguousarray would keep a flip along a size-1 dim as a view of x, which shares its memory)
    if k == 1:
        return np.swapaxes(np.flip(x, d1).copy(), d0, d1)
    if k == 2:
        return np.flip(x, (d0, d1)).copy()
    if k == 3:
        return np.swapaxes(np.flip(x, d0).copy(), d0, d1)
    return np.array(x, copy=True, order="C")


def block_diag(arrays):
    """The inputs (0-D as 1x1, 1-D as a row) along the diagonal of one matrix, in their common dtype."""
    blocks = []
    for i, a in enumerate(arrays):
        if a.ndim > 2:
            raise RuntimeError(f"torch.block_diag: Input tensors must have 2 or fewer dimensions. Input {i} has "
                               f"{a.ndim} dimensions")
        blocks.append(a.reshape(1, 1) if a.ndim == 0 else a.reshape(1, -1) if a.ndim == 1 else a)
    dtype = blocks[0].dtype if blocks else np.dtype(np.float32)
    for b in blocks[1:]:
        dtype = promote_across(dtype, b.dtype)
    rows, cols = sum(b.shape[0] for b in blocks), sum(b.shape[1] for b in blocks)
    out = np.zeros((rows if blocks else 1, cols), dtype=dtype)
    r = c = 0
    for b in blocks:
        out[r:r + b.shape[0], c:c + b.shape[1]] = b
        r, c = r + b.shape[0], c + b.shape[1]
    return out


def unsafe_split(x, split_size, dim):
    """split's pieces, sharing x's memory as PyTorch's do: autograd does not track them as views (no
    view of x, their own version counters), so writing into a piece changes x unseen, as there."""
    return split(x, split_size, dim)


def unsafe_split_with_sizes(x, sizes, dim):
    return split_with_sizes(x, sizes, dim)
