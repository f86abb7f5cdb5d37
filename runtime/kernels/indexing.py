"""NumPy kernels of the indexing ops: x[idx] and its index_put, index_select / index_add,
gather / scatter, masked_select, with PyTorch's dtype and bounds checks (NumPy's own errors, or
its wrap-around of negative indices, would otherwise show through)."""
import numpy as np

from ..core.dtypes import cpp_type_name, scalar_type_name
from ..core.printing import format_shape
from .core import broadcast_shape, kept_array, wrap_dim
from .output_layout import _row_major, index_layout, iterated, non_overlapping_and_dense

_INT64 = np.dtype(np.int64)
_INTP = np.dtype(np.intp)
_ALL = slice(None)


def index(x, idx):
    """x[idx], laid out as PyTorch's result (NumPy's fancy indexing may give x[..., idx] another layout)."""
    rows = _rows_of(x, idx)
    try:
        if rows is not None and _row_major(x) and _row_major(rows):
            # x[t] (makemore's C[X]): np.take copies the rows into a fresh row-major array, the layout
            # index_layout gives a row-major x and t, ~4x faster than fancy indexing and index_layout's
            # checks (C[X] of 96 lookups: 6.9 -> 0.8 us; the same bits: the rows are copied)
            return x.take(rows, axis=0)
        return index_layout(x, idx, x[idx])
    except IndexError as err:
        if x.size == 0:   # nothing is read, so PyTorch's kernel checks no index: clip them for NumPy
            return x[_clipped(idx, x.shape)]
        if rows is not None:   # (PyTorch's words; indexing.getitem leaves this check to the kernel)
            raise IndexError(rows_out_of_range(rows, x.shape[0])) from None
        raise IndexError(_out_of_range(x, idx) or str(err)) from None


def _out_of_range(x, idx):
    """PyTorch's words for an index array with a value out of its dim's range, or None: it counts the
    index arrays (`dimension 0` is the first array, x[:, t] included; a mask of k dims is k of them),
    NumPy the dims (`axis 1`)."""
    d = position = 0
    for item in idx if isinstance(idx, tuple) else (idx,):
        if item is None:
            continue
        mask = isinstance(item, np.ndarray) and item.dtype == np.bool_
        if isinstance(item, np.ndarray) and item.dtype.kind in "iu":
            size = x.shape[d]
            if item.size and ((item < -size) | (item >= size)).any():
                return rows_out_of_range(item, size, position)
            position += 1
        elif mask:
            position += item.ndim
        d += item.ndim if mask else 1
    return None


def _rows_of(x, idx):
    """The index array of x[t] / x[t, :, ...] with t a non-empty int64 array and x a non-empty array (the
    form indexing.getitem's common case hands over), else None."""
    if type(idx) is not tuple or not idx or len(idx) > x.ndim or type(x) is not np.ndarray or not x.size:
        return None
    rows = idx[0]
    if type(rows) is not np.ndarray or rows.dtype is not _INT64 or not rows.size or not rows.ndim:
        return None
    for item in idx[1:]:
        if type(item) is not slice or item != _ALL:
            return None
    return rows


def rows_out_of_range(rows, size, position=0):
    """PyTorch's error for an index array into a dim of `size` rows: its first value out of range. (PyTorch
    names the index array's `position` among the index arrays, not the dim it indexes.)"""
    bad = rows[(rows < -size) | (rows >= size)]
    return f"index {bad.reshape(-1)[0]} is out of bounds for dimension {position} with size {size}"


def _clipped(idx, shape):
    """idx with its integer arrays clipped into their dims' range (dims of size 0 excepted)."""
    out, d = [], 0
    for item in idx if isinstance(idx, tuple) else (idx,):
        if isinstance(item, np.ndarray) and item.dtype != np.bool_ and shape[d]:
            item = np.clip(item, -shape[d], shape[d] - 1)
        out.append(item)
        d += 0 if item is None else item.ndim if isinstance(item, np.ndarray) and item.dtype == np.bool_ else 1
    return tuple(out)


def add_rows_at(out, index, rows):
    """out[index[i]] += rows[i] for a 2-D `out`, a 1-D integer `index` (negative counts from the end)
    and `rows` of shape (len(index), out.shape[1]); repeated indices accumulate.

    Few small rows (index.size * width <= 1024: makemore's 96 lookups of 10) go to np.add.at, which adds
    them one by one in lookup order, as PyTorch's CPU kernel: the same bits as PyTorch, and cheaper
    than sorting (8 against 13 us). More are sorted (stably) and each run of one index is reduced at
    once: about 6x faster than np.add.at (a GPT's 1024 lookups of 128-wide rows: 0.4 ms against 2.5 ms),
    but NumPy sums a run of 8 or more pairwise, so such sums can differ from PyTorch's in the last bit.
    Used by embedding's and indexing's backward."""
    if not index.size:
        return out
    width = out.shape[1]
    if index.size * width <= 1024:
        if width and out.flags.c_contiguous:
            # One element index per element, into out's flat view: NumPy's ufunc.at has a fast 1-d path
            # (the row-index call walks a general iterator): each element still gets its rows in lookup
            # order, so the same bits (makemore's 96 lookups of 10: ~8 -> ~4.6 us). A negative row r
            # gives r * width + c, which wraps to row r + len(out) as the row index did.
            # The same flat indices as index[:, None] * width + arange(width), in the same order, made
            # without broadcasting over rows of `width` (NumPy's iterator runs its loop once a row):
            # each row start repeated `width` times plus the kept 0..width-1 columns (~38k -> ~25k
            # instructions for makemore's 96 lookups of 10; add_rows_at ~76k -> ~62k).
            if index.dtype is not _INTP:
                index = index.astype(np.intp)
            flat = index.repeat(width)
            flat *= width
            flat += _columns(index.size, width)
            np.add.at(out.reshape(-1), flat, rows.reshape(-1))
        else:
            np.add.at(out, index, rows)
        return out
    index = np.where(index < 0, index + out.shape[0], index)
    order = np.argsort(index, kind="stable")
    ordered = index[order]
    starts = np.flatnonzero(np.concatenate(([True], ordered[1:] != ordered[:-1])))
    out[ordered[starts]] += np.add.reduceat(rows[order], starts, axis=0)
    return out


_COLUMNS = {}


def _columns(n, width):
    """np.tile(np.arange(width), n) (intp): row after row of the column numbers 0..width-1, kept read-only."""
    return kept_array(_COLUMNS, (n, width), _tiled_columns, n, width)


def _tiled_columns(n, width):
    return np.tile(np.arange(width, dtype=np.intp), n)


def _whole_rows_index(idx):
    """The integer array of an index that picks whole rows of dim 0 (`x[t]`, `x[t, :]`), else None."""
    if isinstance(idx, tuple):
        if not idx:
            return None
        for item in idx[1:]:   # (a loop, not any() over a generator: two frames fewer, ~6.9k -> ~4.2k instructions)
            if not (isinstance(item, slice) and item == _ALL):
                return None
        idx = idx[0]
    return idx if isinstance(idx, np.ndarray) and idx.dtype.kind in "iu" else None


def index_put_zeros(grad, sizes, idx):
    """Zeros of `sizes` with grad added at idx (repeated indices accumulate). With no elements to
    add, nothing is indexed: PyTorch does not check indices into an empty tensor, in either pass."""
    sizes = tuple(sizes)   # (a Size's items are read through its Python __getitem__)
    out = np.zeros(sizes, grad.dtype)
    if grad.size == 0 or out.size == 0:
        return out
    rows = _whole_rows_index(idx)
    if rows is not None and out.size and rows.size and grad.shape == rows.shape + sizes[1:]:  # x[int tensor]
        add_rows_at(out.reshape(sizes[0], -1), rows.reshape(-1), grad.reshape(rows.size, -1))
        return out
    np.add.at(out, idx, grad)
    return out


def repeat_counts(repeats, output_size):
    """torch.repeat_interleave(repeats): index i repeated repeats[i] times, in repeats' dtype."""
    if repeats.dtype.kind not in "iu":
        raise NotImplementedError(f'"repeat_interleave_cpu" not implemented for \'{scalar_type_name(repeats.dtype)}\'')
    if repeats.ndim != 1:
        raise RuntimeError("repeat_interleave only accept 1D vector as repeat")
    if (repeats < 0).any():
        raise RuntimeError("repeats can not be negative")
    if output_size is not None and output_size != int(repeats.sum()):
        raise RuntimeError("allocated size does not match required size")
    return np.repeat(np.arange(repeats.size, dtype=repeats.dtype), repeats)


def _check_index_dtype(index, message):
    if index.dtype.kind not in "iu":
        raise RuntimeError(message)


def _check_bounds(index, size, dim):
    bad = index[(index < 0) | (index >= size)] if index.size else index[:0]
    if bad.size:
        raise RuntimeError(f"index {bad.reshape(-1)[0]} is out of bounds for dimension {dim} with size {size}")


def _first_out_of_range(index, size):
    """The first entry of a 1-d index outside [0, size), or None (negative indices are out of range)."""
    if not index.size or (index.min() >= 0 and index.max() < size):
        return None
    return index[(index < 0) | (index >= size)][0]


def index_select(x, dim, index):
    index = np.asarray(index)  # (a 0-dim index may come as a Python int: apply_arrays' saved_array)
    _check_index_dtype(index, "index_select(): Expected dtype int32 or int64 for index")
    if index.ndim > 1:
        raise IndexError("index_select(): Index is supposed to be a vector")
    d = wrap_dim(dim, x.ndim)
    if x.ndim == 0:  # PyTorch: one index, which must be 0; the result stays 0-dim
        if index.size != 1:
            raise RuntimeError(f"index_select(): Index to scalar can have only 1 value, got {index.size} value(s)")
        if index.reshape(-1)[0] != 0:
            raise IndexError("index out of range in self")
        return x.copy()
    index = index.reshape(-1)
    if index.size and x.shape[d] == 0 and x.ndim > 1:  # (a 1-d one gets "index out of range")
        raise RuntimeError("index_select(): self indexing axis dim should be positive")
    bad = _first_out_of_range(index, x.shape[d])
    if bad is not None:
        if d == 1:   # PyTorch's kernel for dim 1 says it its own way, naming the first bad index
            raise RuntimeError(f"INDICES element is out of DATA bounds, id={bad} axis_dim={x.shape[d]}")
        raise IndexError("index out of range in self")
    return x.copy() if x.ndim == 0 else np.take(x, index, axis=d)


def check_index_and_source(op, x, dim, index, source):
    """index_add_'s and index_reduce_'s checks, in PyTorch's order (its index_func_meta_impl): a vector
    index of an integer dtype, source in self's dtype, dim within source's dims, one index per slice."""
    dim = wrap_dim(dim, x.ndim)
    if index.ndim > 1:
        raise IndexError(f"{op}(): Index is supposed to be a vector, but got dim: {index.ndim} with type: "
                         f"{scalar_type_name(index.dtype)} and size: {format_shape(index.shape)}")
    if index.dtype.kind not in "iu":
        raise RuntimeError(f"{op}(): Expected dtype int32/int64 for index but got: {scalar_type_name(index.dtype)}")
    if x.dtype != source.dtype:
        raise RuntimeError(f"{op}(): self ({scalar_type_name(x.dtype)}) and source ({scalar_type_name(source.dtype)}) "
                           "must have the same scalar type")
    if dim != 0 and dim >= source.ndim:
        raise RuntimeError(f"{op}(): Indexing dim {dim} is out of bounds of the source tensor with dim {source.ndim}")
    count = source.shape[dim] if source.ndim else 1
    if index.size != count:
        raise RuntimeError(f"{op}(): Number of indices ({index.size}) should be equal to source.size(dim): "
                           f"({count}), for dim: {dim}")


def index_add(x, dim, index, source, alpha):
    """x with alpha * source's slices added at index along dim (repeated indices accumulate)."""
    d = wrap_dim(dim, x.ndim)
    if x.ndim == 0:  # as a 1-element 1-d tensor, as PyTorch does
        return index_add(x.reshape(1), 0, index, source.reshape(-1), alpha).reshape(())
    check_index_and_source("index_add_", x, dim, index, source)
    index = index.reshape(-1)
    out_shape = None
    bad = _first_out_of_range(index, x.shape[d])
    if bad is not None:
        if x.ndim > 1 and d in (0, x.ndim - 1):
            # PyTorch's kernel for the outer and the inner dim names the index (middle dims do not)
            raise RuntimeError(f"index {bad} is out of bounds for dimension {d} with size {x.shape[d]}")
        raise IndexError("index out of range in self")
    out = x.copy()
    np.add.at(out, (slice(None),) * d + (index,), source if alpha == 1 else source * alpha)
    return out if out_shape is None else out.reshape(out_shape)


def _scatter_positions(index, d):
    """The advanced index that addresses, for every element of `index`, self[..., index[i], ...] along d."""
    return tuple(index if i == d else np.arange(n).reshape((-1,) + (1,) * (index.ndim - i - 1))
                 for i, n in enumerate(index.shape))


def _check_gather_scatter_shapes(op, x, d, index, src=None):
    """gather's and scatter's shape checks: index has x's dims and fits in x (and src) off dim d."""
    if index.ndim != x.ndim and not (index.ndim <= 1 and x.ndim <= 1):
        # (gather's words name its input, scatter's their self)
        raise RuntimeError("Index tensor must have the same number of dimensions as "
                           f"{'input' if op == 'gather' else 'self'} tensor")
    too_big_for_self = any(i != d and index.shape[i] > x.shape[i] for i in range(index.ndim))
    if too_big_for_self and op == "gather":
        i = next(i for i in range(index.ndim) if i != d and index.shape[i] > x.shape[i])
        raise RuntimeError(f"Size does not match at dimension {i} expected index {format_shape(index.shape)} "
                           f"to be no larger than self {format_shape(x.shape)} apart from dimension {d}")
    if src is not None and (too_big_for_self or any(index.shape[i] > src.shape[i] for i in range(index.ndim))):
        raise RuntimeError(f"Expected index {format_shape(index.shape)} to be no larger than "
                           f"self {format_shape(x.shape)} apart from dimension {d} and to be no larger size "
                           f"than src {format_shape(src.shape)}")
    if too_big_for_self:
        raise RuntimeError(f"Expected index {format_shape(index.shape)} to be no larger than self "
                           f"{format_shape(x.shape)} apart from dimension {d}")


def scatter_checks(x, dim, index, src):
    """scatter's argument checks (scatter_add's and scatter_reduce's too) in PyTorch's order, which
    comes before its in-place overlap check: the index's dtype (an empty index's is not looked at),
    src's dtype, the shapes. The index's bounds come after, in the kernel."""
    if index.size:
        _check_index_dtype(index, "scatter(): Expected dtype int32/int64 for index")
    tensor_src = isinstance(src, np.ndarray)
    if tensor_src and src.dtype != x.dtype:
        raise RuntimeError("scatter(): Expected self.dtype to be equal to src.dtype")
    _check_gather_scatter_shapes("scatter", x, wrap_dim(dim, x.ndim), index, src if tensor_src else None)


def gather(x, dim, index):
    """out[i][j] = x[index[i][j]][j] (dim 0): picks along dim, anywhere index's other sizes fit."""
    d = wrap_dim(dim, x.ndim)
    _check_index_dtype(index, "gather(): Expected dtype int32/int64 for index")
    _check_gather_scatter_shapes("gather", x, d, index)
    _check_bounds(index, x.shape[d] if x.ndim else 1, d)
    if x.ndim == 0:
        return x.reshape(1)[index]
    return x[_scatter_positions(index, d)]


def scatter(x, dim, index, src, accumulate=False):
    """x with src (a tensor or a number) written at index along dim; scatter_add sums instead."""
    d = wrap_dim(dim, x.ndim)
    scatter_checks(x, d, index, src)
    out = x.copy()
    if index.size == 0:
        return out
    _check_bounds(index, x.shape[d] if x.ndim else 1, d)
    tensor_src = isinstance(src, np.ndarray)
    where = _scatter_positions(index, d)
    values = src[tuple(slice(0, n) for n in index.shape)] if tensor_src else src
    if accumulate:
        np.add.at(out, where, values)
    else:
        out[where] = values
    return out


def masked_select(x, mask):
    if mask.dtype != np.bool_:
        raise RuntimeError("masked_select: expected BoolTensor for mask")
    shape = broadcast_shape(mask.shape, x.shape)
    return np.broadcast_to(x, shape)[np.broadcast_to(mask, shape)]


def index_put(x, idx, values, accumulate, inplace=False):
    """x with values written (or, with accumulate, added: repeated indices add up) at idx. `inplace`:
    for index_put_, which writes into x's own memory (where an expanded x's elements are one)."""
    check_index_put_overlap(x, idx, values, accumulate)
    out = _memory_copy(x) if inplace else x.copy()
    try:
        if isinstance(values, np.ndarray) and values.dtype != x.dtype and (
                accumulate or values.size != 1 or values.ndim or not _one_mask(idx)):
            _refuse_other_dtype(out[idx].shape, values, x.dtype)
        if accumulate:
            np.add.at(out, idx, values)   # (unbuffered: each addition reads what the previous one wrote)
        else:
            out[idx] = values
    except IndexError:
        if x.size:
            raise
        return out   # nothing to write into, so PyTorch's kernel checks no index (indexing.py checked the rest)
    except (ValueError, TypeError):
        indexed = out[idx].shape
        try:
            fits = np.broadcast_shapes(np.shape(values), indexed) == indexed
        except ValueError:
            fits = False
        if not fits:
            raise RuntimeError(f"shape mismatch: value tensor of shape {format_shape(np.shape(values))} "
                               f"cannot be broadcast to indexing result of shape {list(indexed)}") from None
        raise
    return iterated((x,), out)   # (PyTorch's index_put writes into a clone of x: x's order of strides)


def _refuse_other_dtype(indexed, values, dtype):
    """PyTorch's index_put_ writes values of the target's dtype only (after its shape check; a single value
    under one mask is a masked_fill_ there, which casts)."""
    try:
        fits = np.broadcast_shapes(values.shape, indexed) == indexed
    except ValueError:
        fits = False
    if fits:
        raise RuntimeError(f"Index put requires the source and destination dtypes match, got "
                           f"{scalar_type_name(dtype)} for the destination and {scalar_type_name(values.dtype)} for "
                           "the source.")


def _memory_copy(x):
    """A copy of x that keeps its layout over a copy of its memory: elements of an expanded x stay one
    location, so index_put_ writes into them as PyTorch's kernel does, one after another into the
    memory: accumulations add up (zeros(3).expand(2, 3) accumulating 1 at rows 0 and 1 holds 2
    everywhere) and the last value written to a location is what it holds."""
    if not x.size or not any(stride == 0 and size > 1 for size, stride in zip(x.shape, x.strides)) \
            or min(x.strides) < 0:
        return x.copy()
    span = sum((size - 1) * stride for size, stride in zip(x.shape, x.strides)) // x.itemsize + 1
    memory = np.lib.stride_tricks.as_strided(x, (span,), (x.itemsize,)).copy()
    return np.lib.stride_tricks.as_strided(memory, x.shape, x.strides)


def check_index_put_overlap(x, idx, values, accumulate):
    """PyTorch's index_put_ refuses any overlap of the values with the tensor written, even x[i] = x
    (and x itself when empty); one value under one boolean mask is a masked_fill_ there, unchecked.
    Memory PyTorch cannot tell about (an expanded x or value: not dense and non-overlapping) passes.
    (The first check it makes: indexing.setitem calls it before checking the index.)"""
    if isinstance(values, np.ndarray) and (values is x or values.size and np.may_share_memory(x, values) and (
            non_overlapping_and_dense(x) and non_overlapping_and_dense(values))) and not (
            not accumulate and values.size == 1 and _one_mask(idx)):
        raise RuntimeError("unsupported operation: some elements of the input tensor and the written-to tensor refer "
                           "to a single memory location. Please clone() the tensor before performing the operation.")


def _one_mask(idx):
    """Whether an index has exactly one array, a boolean mask (the rest basic: ints, slices, None)."""
    arrays = [i for i in (idx if isinstance(idx, tuple) else (idx,)) if isinstance(i, np.ndarray)]
    return len(arrays) == 1 and arrays[0].dtype == np.bool_


def masked_fill(x, mask, value):
    """masked_fill: an indexing kernel, not an element-wise one, so a 0-dim self beside a dimensioned
    mask keeps its dtype (the element-wise ops' operand rule would hand it over as a Python number)."""
    if isinstance(value, np.ndarray) and value.ndim != 0:   # (PyTorch's first check, before the mask's)
        raise RuntimeError(f"masked_fill_ only supports a 0-dimensional value tensor, but got tensor with "
                           f"{value.ndim} dimension(s).")
    mask = np.asarray(mask)
    if mask.dtype != np.bool_:
        raise RuntimeError(f"masked_fill_ only supports boolean masks, but got mask with dtype "
                           f"{cpp_type_name(mask.dtype)}")
    fill = np.asarray(value).astype(x.dtype)
    # a contiguous copy of x (broadcast against the mask), then the fill where the mask says, as
    # PyTorch's clone + masked_fill_: the same values as np.where(mask, fill, x) at a third of its
    # time (an attention mask over (16, 4, 64, 64): 255 -> 82 us)
    shape = x.shape if mask.shape == x.shape else np.broadcast_shapes(x.shape, mask.shape)
    out = np.empty(shape, x.dtype)
    out[...] = x
    np.copyto(out, fill, where=mask)
    return out
