"""Tensor indexing, decomposed as PyTorch does so grad_fn names match:
ints -> select, slices -> slice, None -> unsqueeze, anything advanced -> index."""
import numbers

import numpy as np

from .dtypes import LEGACY_TYPE_NAMES


def to_numpy_index(index):
    """A NumPy index from a gradtable one (tensors become arrays, lists become arrays)."""
    from .tensor import Tensor
    if isinstance(index, tuple):
        return tuple(to_numpy_index(i) for i in index)
    if isinstance(index, Tensor):
        return index._data
    if isinstance(index, list):
        return np.asarray([i._data if isinstance(i, Tensor) else i for i in index])
    return index


def _is_basic(item):
    return item is None or item is Ellipsis or isinstance(item, (int, np.integer, slice)) and not isinstance(item, bool)


def _basic_view(tensor, items):
    """The view that basic indices (ints, slices, None, ...) select; `tensor` itself if they select all."""
    from .generated import ops
    consumed = sum(1 for i in items if i is not None and i is not Ellipsis)
    if consumed > tensor.ndim:
        raise IndexError(f"too many indices for tensor of dimension {tensor.ndim}")
    result, dim = tensor, 0
    for item in items:
        if item is None:
            result = ops.unsqueeze(result, dim)
            dim += 1
        elif item is Ellipsis:
            dim += tensor.ndim - consumed
        elif isinstance(item, slice):
            if item.step is not None and item.step <= 0:
                raise ValueError("step must be greater than zero")
            if not (item.start in (None, 0) and item.stop is None and item.step in (None, 1)):
                result = ops.slice(result, dim, item.start, item.stop, item.step or 1)
            dim += 1
        else:
            size = result.shape[dim]
            if not -size <= item < size:
                raise IndexError(f"index {item} is out of bounds for dimension {dim} with size {size}")
            result = ops.select(result, dim, int(item))
    return result


def getitem(tensor, index):
    from .generated import ops
    items = index if isinstance(index, tuple) else (index,)
    if not all(_is_basic(i) for i in items):
        return ops.index(tensor, index)
    result = _basic_view(tensor, items)
    if result is tensor:
        result = ops.alias(tensor)
    return result


def setitem(tensor, index, value):
    """`x[index] = value`, as PyTorch does it: basic indices select a view that is filled or copied
    into (the in-place op on a view makes x's grad_fn CopySlices); advanced ones use index_put_."""
    from .generated import ops
    from .tensor import Tensor
    if not isinstance(value, (Tensor, numbers.Number, np.number, np.bool_)):
        kind = LEGACY_TYPE_NAMES.get(str(tensor._data.dtype), "Tensor")
        raise TypeError(f"can't assign a {type(value).__name__} to a torch.{kind}")
    items = index if isinstance(index, tuple) else (index,)
    if not all(_is_basic(i) for i in items):
        if not isinstance(value, Tensor):
            value = Tensor._make(np.asarray(value, dtype=tensor._data.dtype))
        ops.index_put_(tensor, index, value)
        return
    target = _basic_view(tensor, items)
    if not isinstance(value, Tensor):
        value = Tensor._make(np.asarray(value, dtype=target._data.dtype))
    if value._data.ndim == 0:  # PyTorch fills with a number or a 0-d tensor (FillBackward3)
        ops.fill_(target, value)
    else:
        ops.copy_(target, value)
