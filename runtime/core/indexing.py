"""Tensor indexing, decomposed as PyTorch does so grad_fn names and shapes match:
ints -> select, slices -> slice, None -> unsqueeze, applied first; then whatever is
left (integer arrays, bool masks) -> one `index` op, whose backward accumulates
repeated indices. Assignment (`x[i] = v`) is an in-place op on such a view."""
import numbers
import warnings

import numpy as np

from ..autograd import dispatch_state as _dispatch
from ..autograd.grad_mode import state as _grad_state
from ..autograd.node import BrokenView
from ..kernels.core import expand
from ..kernels.indexing import check_index_put_overlap
from .dtypes import FLOATING_KINDS, legacy_type_name
from .printing import format_shape
from .tensor import Tensor

_INT64_MAX = 2 ** 63 - 1
_INT64 = np.dtype(np.int64)


def to_numpy_index(index):
    """A NumPy index from a gradtable one: tensors become arrays, a list inside it one index array. A list
    at the top is PyTorch's `Tensor?[] indices` (aten.index.Tensor(x, [t, None]), index_put): one item per
    leading dim, None for the whole dim, read as the tuple x[t, :] would be."""
    if type(index) is list:
        index = tuple([slice(None) if i is None else i for i in index])
    if isinstance(index, tuple):
        # (a loop, with slices and None told first by their type: C[X]'s (X, :) ~5.0k -> ~3.0k instructions,
        # in its forward and again in its backward)
        items = []
        for i in index:
            if type(i) is slice or i is None:
                items.append(i)
            elif isinstance(i, Tensor):
                items.append(i._data)
            elif isinstance(i, (tuple, list)):
                items.append(_nested(i))
            else:
                items.append(i)
        return tuple(items)
    if isinstance(index, Tensor):
        return index._data
    return index


def _nested(item):
    """A list inside an index (x[[0, 2]]) is one index array; a tuple inside it stays a tuple."""
    if isinstance(item, tuple):
        return to_numpy_index(item)
    return list_index(item)


def list_index(items):
    """One index array from a list of numbers or tensors (x[[0, 2]], x[[t0, t1]])."""
    return np.asarray([i._data if isinstance(i, Tensor) else i for i in items])


def _is_int(item):
    return isinstance(item, (int, np.integer)) and not isinstance(item, (bool, np.bool_))


#: PyTorch's refusal of an index tensor of another dtype (float, int8, int16).
INDEX_DTYPE_ERROR = "tensors used as indices must be long, int, byte or bool tensors"


def _normalize(item):
    """One index item as PyTorch reads it: a 0-d integer tensor is an int; a bool is a 0-d mask;
    int64 and int32 tensors are index arrays, uint8 ones masks (deprecated there, with its warning),
    other dtypes refused; a list or range is an index array (a float in a list is truncated)."""
    if item is None or item is Ellipsis or isinstance(item, slice) or _is_int(item):
        return int(item) if _is_int(item) else item
    if isinstance(item, (bool, np.bool_)):
        return np.asarray(item)
    if isinstance(item, Tensor):
        item = item._data
        if item.dtype == np.uint8:
            warnings.warn("indexing with dtype torch.uint8 is now deprecated, please use a dtype torch.bool "
                          "instead.", UserWarning, stacklevel=4)
            return item.astype(np.bool_)
        if item.ndim == 0 and item.dtype.kind in "iu":
            return int(item)
        if item.dtype.kind in "iu" and item.dtype.itemsize < 4:
            raise IndexError(INDEX_DTYPE_ERROR)
    elif isinstance(item, (list, tuple, range)):
        item = list_index(item)
        if item.size == 0 or item.dtype.kind in FLOATING_KINDS:
            item = item.astype(np.int64)
    if isinstance(item, np.ndarray):
        if item.dtype.kind in "iu":
            return item.astype(np.int64, copy=False)
        if item.dtype == np.bool_:
            return item
        raise IndexError(INDEX_DTYPE_ERROR)
    raise IndexError("only integers, slices (`:`), ellipsis (`...`), None and long or byte Variables are valid "
                     f"indices (got {type(item).__name__})")


def _items(index):
    """The index's items. As PyTorch (after NumPy's old rule), a list shorter than 32 that holds a
    sequence, a tensor, a slice, `...` or None is read as a tuple: x[[[0, 1], [2, 2]]] is x[[0, 1], [2, 2]]."""
    if isinstance(index, tuple):
        return index
    if isinstance(index, list) and len(index) < 32 and any(
            isinstance(i, (Tensor, list, tuple, range, slice)) or i is None or i is Ellipsis for i in index):
        return tuple(index)
    return (index,)


def _dims_used(item):
    """How many dims of the tensor an index item consumes."""
    if item is None or item is Ellipsis:
        return 0
    if isinstance(item, np.ndarray) and item.dtype == np.bool_:
        return item.ndim
    return 1


def _select_basic(tensor, items, keep_full_slices=False):
    """Pass 1: basic indexing (ints, slices, None, ...) left to right, giving a view of `tensor`
    (`tensor` itself if nothing is selected); advanced items are noted at the dim they land on.
    As PyTorch, a slice covering its whole dim is skipped inside a tuple (x[:, 0:5] is an alias),
    but recorded when it is the whole index (keep_full_slices: x[:] and x[0:2] are SliceBackward0)."""
    from ..generated import ops  # (the generated ops import op_support, which imports this module)
    consumed = sum(_dims_used(i) for i in items)
    if consumed > tensor.ndim:
        raise IndexError(f"too many indices for tensor of dimension {tensor.ndim}")
    result, dim, advanced = tensor, 0, {}
    for item in items:
        if item is None:
            result = ops.unsqueeze(result, dim)
            dim += 1
        elif item is Ellipsis:
            dim += tensor.ndim - consumed
        elif isinstance(item, slice):
            if item.step is not None and item.step <= 0:
                raise ValueError("step must be greater than zero")
            # PyTorch's test, on the slice as written: x[:, -3:] is still a SliceBackward0.
            covers_dim = (item.start in (None, 0) and item.step in (None, 1)
                          and (item.stop is None or item.stop >= result.shape[dim]))
            if keep_full_slices or not covers_dim:
                # as PyTorch's indexing, an open end is given as 0 and INT64_MAX (SliceBackward0 saves those)
                result = ops.slice(result, dim, 0 if item.start is None else item.start,
                                   _INT64_MAX if item.stop is None else item.stop, item.step or 1)
            dim += 1
        elif isinstance(item, int):
            size = result.shape[dim]
            if not -size <= item < size:
                raise IndexError(f"index {item} is out of bounds for dimension {dim} with size {size}")
            result = ops.select(result, dim, item)
        elif item.dtype == np.bool_ and item.ndim == 0:
            # x[True] adds a dim of size 1 (x[False]: size 0), as PyTorch and NumPy.
            result = ops.unsqueeze(result, dim)
            advanced[dim] = np.arange(1 if item else 0)
            dim += 1
        else:
            if item.dtype == np.bool_:
                _check_mask(item, result.shape, dim)
            advanced[dim] = item
            dim += _dims_used(item)
    return result, advanced


def _refuse_on_zero_dim(tensor, index):
    """PyTorch's messages for a lone integer or slice on a 0-dim tensor (x[0] there usually means x.item())."""
    if tensor._data.ndim:
        return
    if isinstance(index, slice):
        raise IndexError("slice() cannot be applied to a 0-dim tensor.")
    if isinstance(index, (numbers.Integral, np.integer)) and not isinstance(index, (bool, np.bool_)):
        if index == 0:
            raise IndexError("invalid index of a 0-dim tensor. Use `tensor.item()` in Python or `tensor.item<T>()` "
                             "in C++ to convert a 0-dim tensor to a number")
        raise IndexError(f"index {index} is out of bounds for dimension 0 with size 0")


def _tensor_sources(raw_items, items):
    """id(array) -> its tensor, for the index arrays that are an index tensor's own memory. Those tensors
    are what the index op keeps for backward (as PyTorch's saved index tensors), so changing one in
    place before backward raises PyTorch's error instead of moving the gradient."""
    return {id(n): r for r, n in zip(raw_items, items) if isinstance(r, Tensor) and n is r._data}


_generated_ops = None   # getitem's `ops`, once imported


def getitem(tensor, index):
    global _generated_ops
    ops = _generated_ops
    if ops is None:   # (kept: `from ... import` in the body ran importlib's _handle_fromlist, ~0.5 us a call)
        from ..generated import ops  # (the generated ops import op_support, which imports this module)
        _generated_ops = ops
    if type(tensor._grad_node) is BrokenView and _grad_state.enabled:
        raise RuntimeError(tensor._grad_node.message)   # before any index check, as PyTorch
    data = tensor._data
    if not data.ndim:
        _refuse_on_zero_dim(tensor, index)
    if type(index) is Tensor and (rows := index._data).dtype is _INT64 and rows.ndim and rows.size and data.size:
        # x[t] with a non-empty int64 tensor t into a non-empty x (makemore's C[X]): the index the general
        # way below builds, without its bookkeeping (~half of the ~15 us such a call took). The index kernel
        # checks the range as it takes the rows, and raises _check_advanced's error (the min and max taken
        # here before cost ~1.5 us of the ~9 us call). Masks, other dtypes, empty or 0-dim indices or
        # tensors (and their errors) take the general way.
        return ops.index(tensor, (index,) + (slice(None),) * (data.ndim - 1))  # (as `sources` below)
    raw = _items(index)
    items = [_normalize(i) for i in raw]
    result, advanced = _select_basic(tensor, items, keep_full_slices=isinstance(index, slice))
    if not advanced:
        return ops.alias(tensor) if result is tensor else result
    # Pass 2: the integer arrays and masks, as one index op over the remaining dims.
    _check_advanced(advanced, result.shape, _batched_items(raw, items))
    return ops.index(result, _remaining_index(advanced, result.ndim, _tensor_sources(raw, items)))


def _remaining_index(advanced, ndim, sources):
    """The advanced part of an index over the dims the basic part left: arrays and masks at the dims
    they land on (an index tensor's own memory as that tensor, see _tensor_sources), `:` elsewhere."""
    full, skip = [], 0
    for d in range(ndim):
        if skip:
            skip -= 1
        elif d in advanced:
            full.append(sources.get(id(advanced[d]), advanced[d]))
            skip = _dims_used(advanced[d]) - 1
        else:
            full.append(slice(None))
    return tuple(full)


def setitem(tensor, index, value):
    """`x[index] = value`, as PyTorch does it: basic indices select a view that is filled or copied
    into (the in-place op on a view makes x's grad_fn CopySlices); advanced ones use index_put_."""
    from ..generated import ops  # (the generated ops import op_support, which imports this module)
    if not isinstance(value, (Tensor, numbers.Number, np.number, np.bool_)):
        kind = legacy_type_name(tensor._data.dtype)
        raise TypeError(f"can't assign a {type(value).__name__} to a torch.{kind}")
    _refuse_on_zero_dim(tensor, index)
    raw = _items(index)
    items = [_normalize(i) for i in raw]
    target, advanced = _select_basic(tensor, items)
    if (isinstance(index, Tensor) and index._data.dtype == np.uint8 and index._data.ndim
            and (not isinstance(value, Tensor) or value._data.ndim == 0)):
        # PyTorch fills through masked_fill_ here, which refuses a uint8 mask (after the shape check)
        raise RuntimeError("masked_fill_ only supports boolean masks, but got mask with dtype unsigned char")
    if advanced:
        # As PyTorch: index_put_ into what the basic part selected (a view of x when it selected
        # anything: x[0, mask] = v makes x's grad_fn CopySlices), with the arrays and masks left
        # (index tensors themselves, ranges, lists and uint8 masks as the arrays and masks they mean).
        index = _remaining_index(advanced, target._data.ndim, _tensor_sources(raw, items))
        from .inplace import check_inplace, must_record_inplace  # (inplace imports this module's users)
        if not isinstance(value, Tensor):
            value = Tensor._make(np.asarray(value, dtype=tensor._data.dtype))
        # As PyTorch: the value's leading size-1 dims are dropped (a view, so x[i] = x with x of shape
        # (1, n) is no longer "x itself"), then autograd's checks, the overlap check, the index checks.
        lead = _leading_ones(value._data.shape)
        if lead:
            value = ops.view(value, value._data.shape[lead:])
        if must_record_inplace(target, value):
            check_inplace(target)
        check_index_put_overlap(target._data, to_numpy_index(index), value._data, False)
        try:
            _check_advanced(advanced, target.shape, value_shape=value._data.shape)
        except IndexError:
            _write_before_the_bad_index(target, advanced, value)
            raise
        ops.index_put_(target, index, value)
        return
    if not isinstance(value, Tensor):
        value = Tensor._make(np.asarray(value, dtype=target._data.dtype))
    # As PyTorch's copy_to: a value of the target's shape is copied (CopyBackwards; a 0-dim target too,
    # x[...] = v with x 0-dim or x[0] = v with x 1-D, which under vmap decides the error), else a 0-d
    # value fills (FillBackward3).
    if value._data.shape == target._data.shape:
        ops.copy_(target, value)
    elif value._data.ndim == 0:
        ops.fill_(target, value)
    else:
        # As PyTorch's copy_to: the value's leading size-1 dims are dropped (x[0, 1] = t([0.5])) and what
        # is left is expanded to the target's shape, so copy_'s overlap check sees the expanded value.
        lead = _leading_ones(value._data.shape)
        if lead:
            value = ops.reshape(value, value._data.shape[lead:])
        if value._data.ndim <= target._data.ndim:  # PyTorch's "The expanded size ..." for a value that does not fit
            expand(value._data, target._data.shape)
        if value._data.ndim == 0:
            from .inplace import refuse_expanded_scalar_overlap  # (inplace imports this module's users)
            refuse_expanded_scalar_overlap(target._data, value._data)
        ops.copy_(target, ops.expand(value, target._data.shape))


def _leading_ones(shape):
    """How many leading dims of size 1 a shape has (PyTorch's copy_to and index_put_ drop them)."""
    return next((i for i, n in enumerate(shape) if n != 1), len(shape))


def _check_mask(mask, shape, dim):
    for j, n in enumerate(mask.shape):
        if n != shape[dim + j]:
            raise IndexError(f"The shape of the mask {format_shape(mask.shape)} at index {j} does not match "
                             f"the shape of the indexed tensor {format_shape(shape)} at index {dim + j}")


def _batched_items(raw, items):
    """The index arrays (by id) that are a batched tensor's inside vmap: their values are the whole
    batch's, which only the index op's batching rule reads."""
    return {id(n) for r, n in zip(raw, items) if _dispatch.is_batched(r)}


def _check_advanced(advanced, shape, batched=frozenset(), value_shape=None):
    """PyTorch's index errors, in its order: index arrays that do not broadcast; an index into a
    size-0 dim; a value (`value_shape`, for an assignment) that does not broadcast to the indexed
    result; then out-of-range indices (dims counted among the indexed ones), which PyTorch's
    kernel finds as it reads them, so only when the result is not empty. `batched`: index arrays of a
    batch inside vmap (a mask's result would have a shape of its own in each sample, which vmap refuses
    as PyTorch's does; an integer array's range is the index op's to check)."""
    if any(id(item) in batched and item.dtype == np.bool_ for item in advanced.values()):
        raise RuntimeError("vmap: We do not support batching operators that can support dynamic shape. Attempting "
                           "to batch over indexing with a boolean mask.")
    shapes = [(int(item.sum()),) if item.dtype == np.bool_ else item.shape for _, item in sorted(advanced.items())]
    try:
        index_shape = np.broadcast_shapes(*shapes)
    except ValueError:
        raise IndexError("shape mismatch: indexing tensors could not be broadcast together with shapes "
                         + ", ".join(f"{format_shape(s)}" for s in shapes)) from None
    indexed = {d + j for d, item in advanced.items() for j in range(_dims_used(item))}
    if 0 not in index_shape and any(shape[d] == 0 for d in indexed):
        raise IndexError("index is out of bounds for dimension with size 0")
    if value_shape is not None:
        _check_value_fits(value_shape, _indexed_shape(shape, indexed, index_shape))
    if 0 in index_shape or any(n == 0 for d, n in enumerate(shape) if d not in indexed):
        return
    for k, (d, item) in enumerate(sorted(advanced.items())):
        if item.dtype == np.bool_ or id(item) in batched:
            continue
        size = shape[d]
        bad = item[(item < -size) | (item >= size)]
        if bad.size:
            raise IndexError(f"index {bad.reshape(-1)[0]} is out of bounds for dimension {k} with size {size}")


def _indexed_shape(shape, indexed, index_shape):
    """The shape of x[index] for advanced indices over the dims `indexed` (broadcast to `index_shape`):
    in their place when they are adjacent, else first (NumPy's and PyTorch's rule)."""
    rest = [n for d, n in enumerate(shape) if d not in indexed]
    first = min(indexed)
    if sorted(indexed) == list(range(first, first + len(indexed))):
        return tuple(shape[:first]) + tuple(index_shape) + tuple(shape[first + len(indexed):])
    return tuple(index_shape) + tuple(rest)


def _check_value_fits(value_shape, indexed_shape):
    """index_put_'s shape check (before its kernel reads an index): the value expands to the result."""
    fits = len(value_shape) <= len(indexed_shape) and all(
        v in (1, n) for v, n in zip(reversed(value_shape), reversed(indexed_shape)))
    if not fits:
        raise RuntimeError(f"shape mismatch: value tensor of shape {format_shape(value_shape)} cannot be broadcast "
                           f"to indexing result of shape {format_shape(indexed_shape)}")


def _write_before_the_bad_index(target, advanced, value):
    """PyTorch's index_put_ kernel writes element by element and raises at the first index out of
    range, so the elements before it are written (and the version is not bumped: the op failed).
    Done for its common form, one integer index array into the first dim and a single value, or a
    value laid over the rows of a row-major target (the kernel's order is then the index's, row by
    row; in other dims it follows the memory layout)."""
    if len(advanced) != 1 or (value._data.ndim and not target._data.flags.c_contiguous) or (
            value._data.dtype != target._data.dtype):   # (another dtype: PyTorch refuses it before writing)
        return
    (d, item), = advanced.items()
    if d != 0 or item.dtype == np.bool_ or 0 in target.shape:
        return
    flat = item.reshape(-1)
    size = target.shape[d]
    bad = np.flatnonzero((flat < -size) | (flat >= size))
    if not bad.size:
        return
    data = target._data
    if not data.flags.writeable:
        from .inplace import _writable_alias, shares_elements  # (inplace imports this module's users)
        if not shares_elements(data):
            return
        data = _writable_alias(data)   # an expanded target: PyTorch writes through to the shared elements
    where = [slice(None)] * data.ndim
    where[d] = flat[:bad[0]]
    rows = value._data
    if rows.ndim:   # the value over every indexed row (setitem checked that it fits), up to the bad one
        rows = np.broadcast_to(rows, item.shape + data.shape[1:]).reshape((-1,) + data.shape[1:])[:bad[0]]
    data[tuple(where)] = rows
