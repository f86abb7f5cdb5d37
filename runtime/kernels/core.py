"""NumPy forwards too long for one expression in derivatives.yaml: the generic ones, which the
other kernel modules build on (dim arguments, broadcasting, views and shape ops, joins and splits),
and the few small ops no family claims (clamp, fill, copy, sort/topk, isclose, where's condition).

Each takes and returns NumPy arrays (never Tensors): they are the forward half
of a table entry; the backward half is that entry's formulas. The families have their own
modules beside this one: reduction, indexing, matmul, pointwise, activation, loss,
normalization, nn (convolution, pooling, padding, embedding), linalg.
"""
import warnings

import numpy as np

from ..core import layout
from ..core.dtypes import scalar_type_name, to_numpy, type_string
from ..core.printing import format_shape
from ..core.stacklevel import user_stacklevel
from .opmath import with_common_dtype
from .output_layout import contiguous_strides, iterated, row_major


def dims(dim, ndim):
    """A NumPy axis argument from PyTorch's int / int[] / None dim (None or [] = all)."""
    if dim is None:
        return None
    if isinstance(dim, (int, np.integer)):
        dim = (dim,)
    if len(dim) == 0:
        return None
    out = tuple(wrap_dim(d, ndim) for d in dim)
    if len(set(out)) != len(out):
        raise RuntimeError(f"dim {out[0]} appears multiple times in the list of dims")
    if ndim == 0:  # PyTorch lets a 0-dim tensor have dim 0 / -1 (checked above); NumPy has no axis to reduce
        return ()
    return out


def as_storage(data):
    """A tensor's storage is always an ndarray: NumPy gives a scalar (np.float32) for arithmetic on 0-d
    arrays (`mean + std * draw` of shape ()), and a scalar has no memory to write into, so in-place ops
    and optimizers on it fail. Arrays of a subclass (a wrapper's NoData) are kept as they are."""
    return data if isinstance(data, np.ndarray) else np.asarray(data)


def wrap_dim(dim, ndim):
    """dim in [-ndim, ndim) made non-negative; a 0-dim tensor accepts -1 and 0 (PyTorch's rule)."""
    n = max(ndim, 1)
    if not -n <= dim < n:
        raise IndexError(f"Dimension out of range (expected to be in range of [{-n}, {n - 1}], but got {dim})")
    return dim % n


def wrap_dim_nonscalar(dim, ndim):
    """wrap_dim for ops PyTorch refuses on a 0-dim tensor even at dim 0 / -1 (unbind, take_along_dim)."""
    d = wrap_dim(dim, ndim)
    if ndim == 0:
        raise IndexError(f"Dimension specified as {d} but tensor has no dimensions")
    return d


def size_at(x, dim):
    """x.size(dim) as PyTorch's, with its errors (a 0-dim x has no dim to read, -1 included)."""
    if x.ndim == 0:
        raise IndexError(f"Dimension specified as {dim} but tensor has no dimensions")
    return x.shape[wrap_dim(dim, x.ndim)]


def expand(x, size):
    size = tuple(size)
    if len(size) < x.ndim:
        raise RuntimeError(f"expand({type_string(x.dtype)}{{{format_shape(x.shape)}}}, "
                           f"size={format_shape(size)}): the number of sizes provided ({len(size)}) must be "
                           f"greater or equal to the number of dimensions in the tensor ({x.ndim})")
    lead = len(size) - x.ndim
    target = tuple(x.shape[i - lead] if s == -1 else s for i, s in enumerate(size))
    for i in reversed(range(x.ndim)):  # PyTorch reports the last mismatching dim
        s = x.shape[i]
        if s != 1 and s != target[lead + i]:
            raise RuntimeError(f"The expanded size of the tensor ({target[lead + i]}) must match the existing "
                               f"size ({s}) at non-singleton dimension {lead + i}.  "
                               f"Target sizes: {format_shape(size)}.  Tensor sizes: {format_shape(x.shape)}")
    if target == x.shape and type(x) is np.ndarray:
        # nothing to expand (matmul expands both operands to their common batch shape, most often
        # their own): a read-only view with x's strides, as below, without broadcast_to's nditer (~3 us)
        out = x.view()
        out.flags.writeable = False
        return out
    out = np.broadcast_to(x, target)
    strides = _expand_strides(x, target, lead)
    if strides != out.strides:
        # PyTorch's strides where NumPy's differ (a dim of size 1 that is kept, or new, has stride 0
        # in NumPy): the memory-overlap checks compare layouts, so x[None] = x must match as there.
        out = np.lib.stride_tricks.as_strided(out, target, strides, writeable=False)
    return out


def _expand_strides(x, target, lead):
    """PyTorch's strides for x expanded to `target`: an expanded dim has stride 0, a kept one its own,
    a new dim of size 1 the next dim's size times its stride."""
    strides = [0] * len(target)
    for i in reversed(range(len(target))):
        d = i - lead
        if d >= 0:
            strides[i] = x.strides[d] if x.shape[d] == target[i] else 0
        elif target[i] == 1:
            strides[i] = target[i + 1] * strides[i + 1] if i + 1 < len(target) else x.itemsize
    return tuple(strides)


def infer_shape(shape, numel):
    """PyTorch's infer_size: the shape with its one -1 filled in, or PyTorch's error. NumPy cannot say
    this: it takes any negative size for the unknown one, and a -1 beside a 0 for an error of size."""
    unknown, known = None, 1
    for i, size in enumerate(shape):
        if size == -1:
            if unknown is not None:
                raise RuntimeError("only one dimension can be inferred")
            unknown = i
        elif size >= 0:
            known *= size
        else:
            raise RuntimeError(f"invalid shape dimension {size} at index {i} of shape {format_shape(shape)}")
    if numel == known or (unknown is not None and known > 0 and numel % known == 0):
        if unknown is None:
            return shape
        if known == 0:
            raise RuntimeError(f"cannot reshape tensor of 0 elements into shape {format_shape(shape)} because the "
                               "unspecified dimension size -1 can be any value and is ambiguous")
        return shape[:unknown] + (numel // known,) + shape[unknown + 1:]
    raise RuntimeError(f"shape '{format_shape(shape)}' is invalid for input of size {numel}")


def view(x, shape):
    """x with a new shape on the same memory; PyTorch's errors when the size or the strides forbid it."""
    if len(shape) == 1 and isinstance(shape[0], (tuple, list)):
        shape = shape[0]
    shape = infer_shape(tuple(map(int, shape)), x.size)
    try:
        # (the method, not np.reshape's Python wrapper, for plain arrays: views are the most frequent op)
        return x.reshape(shape, copy=False) if type(x) is np.ndarray else np.reshape(x, shape, copy=False)
    except ValueError:
        raise RuntimeError("view size is not compatible with input tensor's size and stride (at least one dimension "
                           "spans across two contiguous subspaces). Use .reshape(...) instead.") from None


def element_strides(array):
    """An array's strides in elements, as PyTorch reports them: NumPy gives a fresh empty array zero
    strides, PyTorch contiguous ones (zeros(0, 3).stride() is (3, 1))."""
    strides = tuple(s // array.itemsize for s in array.strides)
    if array.size == 0 and not any(strides):
        return contiguous_strides(array.shape)
    return strides


def viewable(x, shape):
    """Whether view(x, shape) can share x's memory (else reshape copies)."""
    try:
        # (the method, not np.reshape's Python wrapper, for a plain array: reshape asks this first)
        x.reshape(tuple(shape), copy=False) if type(x) is np.ndarray else np.reshape(x, tuple(shape), copy=False)
    except ValueError:
        return False
    return True


def squeeze(x, dim):
    if dim is None:
        return x.reshape(tuple(s for s in x.shape if s != 1))
    axes = dims(dim, x.ndim) or ()
    return x.reshape(tuple(s for i, s in enumerate(x.shape) if not (i in axes and s == 1)))


def unsqueeze(x, dim):
    return np.expand_dims(x, wrap_dim(dim, x.ndim + 1))


def transpose(x, dim0, dim1):
    n = x.ndim
    if type(x) is np.ndarray and n and type(dim0) is int and type(dim1) is int and -n <= dim0 < n and -n <= dim1 < n:
        # (the usual call, int dims in range of a dimensioned array: no wrap_dim calls, and the array's own
        # swapaxes rather than np.swapaxes's Python wrapper; 28 calls in a tiny GPT step, with viewable's
        # method below 58.97M -> 58.67M instructions a step, callgrind)
        return x.swapaxes(dim0, dim1)
    d0, d1 = wrap_dim(dim0, x.ndim), wrap_dim(dim1, x.ndim)
    if x.ndim == 0:
        wrap_dim(dim0, 0), wrap_dim(dim1, 0)
        return x
    return np.swapaxes(x, d0, d1)


def t(x, name="t"):
    if x.ndim > 2:
        raise RuntimeError(f"{name}() expects a tensor with <= 2 dimensions, but self is {x.ndim}D")
    return x.T


def select(x, dim, index):
    if x.ndim == 0:
        raise IndexError("select() cannot be applied to a 0-dim tensor.")
    d = wrap_dim(dim, x.ndim)
    size = x.shape[d]
    if not -size <= index < size:
        raise IndexError(f"select(): index {index} out of range for tensor of size {format_shape(x.shape)} "
                         f"at dimension {d}")
    return x[(slice(None),) * d + (index, Ellipsis)]  # Ellipsis: a 0-d view, never a NumPy scalar


def select_backward(grad, sizes, dim, index):
    out = np.zeros(tuple(sizes), grad.dtype)
    out[(slice(None),) * wrap_dim(dim, len(sizes)) + (index,)] = grad
    return out


def slice_(x, dim, start, end, step):
    if x.ndim == 0:
        raise IndexError("slice() cannot be applied to a 0-dim tensor.")
    d = wrap_dim(dim, x.ndim)
    return x[(slice(None),) * d + (slice(start, end, step),)]


def slice_backward(grad, sizes, dim, start, end, step):
    out = np.zeros(tuple(sizes), grad.dtype)
    out[(slice(None),) * wrap_dim(dim, len(sizes)) + (slice(start, end, step),)] = grad
    return out


def cat(arrays, dim):
    """torch.cat: legacy empty (0,) tensors are skipped; shapes are checked with PyTorch's messages
    (which count tensors in the list as given)."""
    if not len(arrays):
        raise ValueError("torch.cat(): expected a non-empty list of Tensors")
    for i, a in enumerate(arrays):
        if a.ndim == 0:
            raise RuntimeError(f"zero-dimensional tensor (at position {i}) cannot be concatenated")
    kept = [(i, a) for i, a in enumerate(arrays) if not (a.ndim == 1 and a.shape[0] == 0)] or [(0, arrays[0])]
    first = kept[0][1]
    if first.ndim == 1 and first.shape[0] == 0:  # only legacy empties: PyTorch does not look at dim
        return first.copy()
    d = wrap_dim(dim, first.ndim)
    for i, a in kept[1:]:
        if a.ndim != first.ndim:
            raise RuntimeError(f"Tensors must have same number of dimensions: got {first.ndim} and {a.ndim}")
        for k, (expected, got) in enumerate(zip(first.shape, a.shape)):
            if k != d and expected != got:
                raise RuntimeError(f"Sizes of tensors must match except in dimension {d}. Expected size {expected} "
                                   f"but got size {got} for tensor number {i} in the list.")
    try:
        out = np.concatenate([a for _, a in kept], axis=d)
    except TypeError:   # NumPy's DTypePromotionError: bfloat16 beside float16 or a wide integer
        out = np.concatenate(with_common_dtype([a for _, a in kept]), axis=d)
    # Row-major, as PyTorch's cat (NumPy follows its inputs: transposed or expanded ones give another layout)
    return np.ascontiguousarray(out)


def stack(arrays, dim):
    if not len(arrays):
        raise RuntimeError("stack expects a non-empty TensorList")
    axis = wrap_dim(dim, arrays[0].ndim + 1)   # PyTorch checks the dim (against the first) before the sizes
    for i, a in enumerate(arrays[1:], 1):
        if a.shape != arrays[0].shape:
            raise RuntimeError(f"stack expects each tensor to be equal size, but got {list(arrays[0].shape)} "
                               f"at entry 0 and {format_shape(a.shape)} at entry {i}")
    try:
        out = np.stack(arrays, axis=axis)
    except TypeError:   # (as in cat)
        out = np.stack(with_common_dtype(arrays), axis=axis)
    return row_major(out)   # (PyTorch's stack is a cat of unsqueezed inputs: row-major, as cat's)



def unbind(x, dim):
    d = wrap_dim_nonscalar(dim, x.ndim)
    return [x[(slice(None),) * d + (i, Ellipsis)] for i in range(x.shape[d])]


def permute(x, order):
    order = tuple(order)
    if len(order) != x.ndim:
        raise RuntimeError("permute(sparse_coo): number of dimensions in the tensor input does not match the length of "
                           f"the desired ordering of dimensions i.e. input.dim() = {x.ndim} is not equal to "
                           f"len(dims) = {len(order)}")
    axes = tuple(wrap_dim(d, x.ndim) for d in order)
    if len(set(axes)) != len(axes):
        raise RuntimeError("permute(): duplicate dims are not allowed.")
    return np.transpose(x, axes)


def repeat(x, repeats):
    """x.repeat(r0, r1, ...): tile the (left-padded) tensor r_i times along dim i."""
    repeats = tuple(int(r) for r in repeats)
    if len(repeats) < x.ndim:
        raise RuntimeError("Number of dimensions of repeat dims can not be smaller than number of dimensions of tensor")
    shape = (1,) * (len(repeats) - x.ndim) + x.shape
    target = [r * s for r, s in zip(repeats, shape)]
    negative = [t for t in target if t < 0]
    if negative:
        raise RuntimeError(f"Trying to create tensor with negative dimension {negative[0]}: "
                           f"{format_shape(target)}")
    out = np.tile(x.reshape(shape), repeats)
    # np.tile of ones copies in x's order; PyTorch's result is row-major (not ascontiguousarray: it makes 0-dim 1-dim)
    return out if out.flags.c_contiguous else out.copy(order="C")


def flip(x, dim):
    """A reversed copy along dim (PyTorch's flip copies; an empty list flips nothing), laid out as
    PyTorch's empty_like(x, preserve_format): a transposed x gives a transposed result."""
    axes = dims(dim, x.ndim)
    out = layout.copy_as(x, layout.preserve_format)
    if x.size == 0:   # (nothing to write: an empty expanded x's layout may come back as a read-only view of it)
        return np.array(out, copy=True)
    if axes is not None:
        out[...] = np.flip(x, axes)
    return out


def roll(x, shifts, dim):
    """Shift elements cyclically along dims; with no dims, along the flattened tensor."""
    shifts = (shifts,) if isinstance(shifts, (int, np.integer)) else tuple(shifts)
    dim = (dim,) if isinstance(dim, (int, np.integer)) else tuple(dim)
    if not shifts:
        raise RuntimeError("`shifts` required")
    if not dim and len(shifts) == 1:
        return np.roll(x.reshape(-1), shifts[0]).reshape(x.shape)
    if len(shifts) != len(dim):
        raise RuntimeError(f"shifts and dimensions must align. shifts: {len(shifts)}, dims:{len(dim)}")
    if x.ndim == 0:
        raise IndexError(f"Dimension specified as {dim[0]} but tensor has no dimensions")
    if x.size == 0:  # (PyTorch returns an empty tensor's clone before looking at dim)
        return x.copy()
    return np.roll(x, shifts, tuple(wrap_dim(d, x.ndim) for d in dim))


def split(x, split_size, dim):
    """Pieces of split_size along dim (the last may be smaller), as views."""
    if x.ndim == 0:
        raise RuntimeError("split expects at least a 1-dimensional tensor")
    d = wrap_dim(dim, x.ndim)
    n = x.shape[d]
    if split_size < 0:
        raise RuntimeError(f"split expects split_size be non-negative, but got split_size={split_size}")
    if split_size == 0 and n != 0:
        raise RuntimeError(f"split_size can only be 0 if dimension size is 0, but got dimension size of {n}")
    sizes = [min(split_size, n - start) for start in range(0, n, split_size)] if split_size else []
    return split_with_sizes(x, sizes or [0], d)


def split_with_sizes(x, sizes, dim):
    if x.ndim == 0:
        raise RuntimeError("split expects at least a 1-dimensional tensor")
    d = wrap_dim(dim, x.ndim)
    sizes = [int(s) for s in sizes]
    if sum(sizes) != x.shape[d] or any(s < 0 for s in sizes):
        raise RuntimeError(f"split_with_sizes expects split_sizes to sum exactly to {x.shape[d]} (input tensor's size "
                           f"at dimension {dim}), but got split_sizes={format_shape(sizes)}")
    starts = np.cumsum([0] + sizes)
    lead = (slice(None),) * d
    return [x[lead + (slice(int(a), int(b)),)] for a, b in zip(starts[:-1], starts[1:])]


def sum_to_axes(shape, target):
    """The axes to sum a gradient of `shape` over (keeping them) to undo broadcasting `target` to it."""
    lead = len(shape) - len(target)
    return tuple(range(lead)) + tuple(lead + i for i, n in enumerate(target) if n == 1 and shape[lead + i] != 1)


def kept_array(cache, key, make, *args):
    """make(*args), read-only, kept in `cache` under `key` (up to 64 keys): the small index arrays and constants
    a kernel would otherwise build at every call (row numbers, column offsets), at the cost of a dict lookup."""
    array = cache.get(key)
    if array is None:
        array = make(*args)
        array.flags.writeable = False
        if len(cache) < 64:
            cache[key] = array
    return array


def broadcast_shape(a, b):
    """The broadcast of shapes a and b, with PyTorch's error naming a as tensor a (infer_size's: the
    last mismatching dim, as it scans from the right)."""
    a, b = tuple(a), tuple(b)
    n = max(len(a), len(b))
    a, b = (1,) * (n - len(a)) + a, (1,) * (n - len(b)) + b
    for i, (p, q) in reversed(list(enumerate(zip(a, b)))):
        if p != q and p != 1 and q != 1:
            raise RuntimeError(f"The size of tensor a ({p}) must match the size of tensor b ({q}) at non-singleton "
                               f"dimension {i}")
    return tuple(q if p == 1 else p for p, q in zip(a, b))


def clamp(x, lo, hi):
    if lo is None and hi is None:
        raise RuntimeError("torch.clamp: At least one of 'min' or 'max' must not be None")
    # PyTorch's min(max(x, lo), hi) keeps x on a tie (-0.0 against 0.0); NumPy keeps its second operand.
    out = x
    if lo is not None:
        out = np.maximum(lo, out)
    if hi is not None:
        out = np.minimum(hi, out)
    return out


def numpy_dtype(dtype):
    """The NumPy dtype of a gradtable dtype (or Python type): the name the table's forwards call."""
    return to_numpy(dtype)


def bool_condition(condition):
    """where's condition, refused as PyTorch does when it is not bool (0/1 ints are no mask)."""
    dtype = np.asarray(condition).dtype
    if dtype != np.bool_:
        raise RuntimeError(f"where expected condition to be a boolean tensor, but got a tensor with dtype "
                           f"{scalar_type_name(dtype)}")
    return condition


def clone(x, memory_format):
    """A copy with the strides memory_format gives (by default preserve_format: x's own order)."""
    if memory_format is None:
        return layout.copy_as(x, layout.preserve_format)
    layout.check_memory_format(memory_format, "clone")
    return layout.copy_as(x, memory_format)


def to_copy(x, dtype, memory_format):
    """Tensor.to's copy: x in `dtype` (its own when None) with memory_format's strides (x's order by default).
    Complex to real keeps the real part with PyTorch's warning (NumPy would warn a ComplexWarning of its own)."""
    if memory_format is None or memory_format is layout.preserve_format:
        out = layout.copy_as(x, layout.preserve_format)
    else:
        out = clone(x, memory_format)
    if dtype is None:
        return out
    target = to_numpy(dtype)
    if out.dtype.kind == "c" and target.kind != "c":
        warnings.warn("Casting complex values to real discards the imaginary part", UserWarning,
                      stacklevel=user_stacklevel())
        return out.real.astype(target)   # (a new array in out's order: the real parts' strides are not kept)
    return out.astype(target, copy=False)


def fill(x, value):
    if value.ndim != 0:
        raise RuntimeError(f"fill_ only supports 0-dimension value tensor but got tensor with {value.ndim} dimensions.")
    return iterated((x,), np.full_like(x, value))   # (PyTorch's empty_like(x): an expanded x gives row-major)


def copy_into(x, src):
    """src broadcast to x's shape in x's dtype (copy_ casts freely, as PyTorch's does)."""
    try:
        src = np.broadcast_to(src, x.shape)
    except ValueError:
        try:
            shape = np.broadcast_shapes(x.shape, np.shape(src))
        except ValueError:
            shape = np.shape(src)
        raise RuntimeError(f"output with shape {format_shape(x.shape)} doesn't match the broadcast shape "
                           f"{format_shape(shape)}") from None
    return src.astype(x.dtype, copy=False)


def sort(x, dim, descending):
    """(values, indices) along dim; NaN counts as the largest value, as in PyTorch. Always stable
    (PyTorch's CPU sort is, descending too: equal values keep their order)."""
    d = wrap_dim(dim, x.ndim)
    if x.ndim == 0:
        return x.copy(), np.zeros((), np.int64)
    if descending:
        # ascending stable sort of the reversed slice, reversed: ties come out in their original order
        n = x.shape[d]
        order = (n - 1) - np.flip(np.argsort(np.flip(x, axis=d), axis=d, kind="stable"), axis=d)
    else:
        order = np.argsort(x, axis=d, kind="stable")
    # PyTorch sorts into empty_like(x): x's strides when x is dense, else dense in x's order of strides
    return iterated((x,), np.take_along_axis(x, order, axis=d)), iterated((x,), order.astype(np.int64))


def topk(x, k, dim, largest, sorted):
    """The k largest (or smallest) values along dim and where they were, largest first."""
    d = wrap_dim(dim, max(x.ndim, 1))
    size = x.shape[d] if x.ndim else 1
    if not 0 <= k <= size:
        raise RuntimeError("selected index k out of range")
    if x.ndim == 0:  # PyTorch returns the element itself, even for k = 0
        return x.copy(), np.zeros((), np.int64)
    values, order = sort(x, d, largest)
    if x.ndim == 0:
        return values, order
    keep = (slice(None),) * d + (slice(0, k),)
    return values[keep].copy(), order[keep].copy()


def isclose(a, b, rtol, atol, equal_nan):
    if a.dtype != b.dtype:
        raise RuntimeError(f"{scalar_type_name(a.dtype)} did not match {scalar_type_name(b.dtype)}")
    return np.isclose(a, b, rtol=rtol, atol=atol, equal_nan=equal_nan)
