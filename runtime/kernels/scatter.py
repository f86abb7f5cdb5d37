"""NumPy kernels of the ops that write values into positions of a tensor (a copy of it: the in-place
forms write the copy back): take/put on the flattened tensor, index_fill / index_copy / index_reduce
along a dim, masked_scatter, scatter_reduce. PyTorch's checks and texts come first, so NumPy's own
errors (or its wrap-around of negative indices) never show through."""
import numpy as np

from ..core.dtypes import scalar_type_name
from ..core.stacklevel import user_stacklevel
from ..core.warn_once import warn_once
from .core import wrap_dim
from .indexing import _check_bounds, _scatter_positions, check_index_and_source, scatter_checks


def _long_index(index, message):
    if index.dtype != np.int64:
        raise RuntimeError(message.format(scalar_type_name(index.dtype)))


def _flat_positions(index, n):
    """index into a flattened tensor of n elements (negative counts from the end), bounds checked."""
    bad = (index < -n) | (index >= n)
    if bad.any():
        raise IndexError(f"out of range: tried to access index {int(index[bad][0])} on a tensor of {n} elements.")
    return np.where(index < 0, index + n, index)


def take(x, index):
    """x.reshape(-1)[index], index of any shape."""
    _long_index(index, "take(): Expected a long tensor for index, but got {}")
    if x.size == 0 and index.size:
        raise IndexError("take(): tried to take from an empty tensor")
    return x.reshape(-1)[_flat_positions(index, x.size)]


def put_checks(x, index, source):
    """put_'s argument checks, which PyTorch makes before its overlap check."""
    _long_index(index, "put_(): Expected a long tensor for index, but got {}")
    if x.dtype != source.dtype:
        raise RuntimeError(f"put_(): self and source expected to have the same dtype, but got self.dtype = "
                           f"{scalar_type_name(x.dtype)} and source.dtype = {scalar_type_name(source.dtype)}")
    if index.size != source.size:
        raise IndexError(f"put_(): Expected source and index to have the same number of elements, but got "
                         f"source.numel() = {source.size}, index.numel() = {index.size}")


def put(x, index, source, accumulate):
    """A copy of x with its flattened elements at index set to (accumulate: increased by) source's."""
    put_checks(x, index, source)
    out = np.array(x, copy=True, order="K")
    flat = out.reshape(-1) if out.flags.c_contiguous else None
    positions = _flat_positions(index.reshape(-1), x.size)
    values = source.reshape(-1)
    target = flat if flat is not None else out.ravel()
    if accumulate:
        np.add.at(target, positions, values)
    else:
        target[positions] = values   # (a repeated index: the last write wins, as PyTorch's CPU loop)
    return out if flat is not None else target.reshape(x.shape)


def _dim_index(op, x, dim, index):
    """dim wrapped, index as a 1-D int64 array with negatives counted from the end, both checked."""
    d = wrap_dim(dim, x.ndim)
    size = x.shape[d] if x.ndim else 1
    idx = index.reshape(-1)
    bad = (idx < -size) | (idx >= size)
    if bad.any():
        raise IndexError(f"{op}index {int(idx[bad][0])} is out of bounds for dimension {d} with size {size}")
    return d, np.where(idx < 0, idx + size, idx)


def index_fill(x, dim, index, value):
    """A copy of x with the slices at index along dim filled with value (a number or 0-dim array)."""
    index = np.asarray(index)  # (a 0-dim index may come as a Python int: apply_arrays' saved_array)
    # PyTorch's order: the value's dims, the index's dtype, dim, then the index's dims
    if np.ndim(value) != 0:
        raise RuntimeError(f"index_fill_ only supports a 0-dimensional value tensor, but got tensor with "
                           f"{np.ndim(value)} dimension(s).")
    if index.dtype != np.int64:
        raise IndexError("index_fill_(): Expected dtype int64 for index.")
    wrap_dim(dim, x.ndim)
    if index.ndim > 1:
        raise RuntimeError("Index has to be a vector/scalar")
    d, idx = _dim_index("", x, dim, index)
    out = np.array(x, copy=True, order="K")
    view = out.reshape(1) if out.ndim == 0 else out
    with np.errstate(invalid="ignore"):
        view[(slice(None),) * d + (idx,)] = np.asarray(value).astype(x.dtype, copy=False)
    return out


def index_copy(x, dim, index, source):
    """A copy of x with source's slices along dim written at index (a repeated index: the last wins), after
    PyTorch's checks in its order. A slice is a tensor's sizes without dim (a 0-dim tensor's: none)."""
    d = wrap_dim(dim, x.ndim)
    if index.ndim > 1:
        raise IndexError(f"index_copy_(): Index should have dimension 1 or 0 (got {index.ndim})")
    if source.ndim == 0 and index.size != 1:
        raise IndexError(f"index_copy_(): When source is scalar, index should have one element (got {index.size})")
    if source.ndim not in (x.ndim, 0) and x.ndim != 0:
        raise IndexError("index_copy_(): When source and destination are not scalars, their dimensionality must "
                         f"match. Source dimensionality ({source.ndim}), destination dimensionality ({x.ndim})")
    _long_index(index, "index_copy_(): Expected a long tensor for index, but got {}")
    if x.dtype != source.dtype:
        raise RuntimeError(f"index_copy_(): self and source expected to have the same dtype, but got (self) "
                           f"{scalar_type_name(x.dtype)} and (source) {scalar_type_name(source.dtype)}")
    x_slice = [s for i, s in enumerate(x.shape) if i != d]
    source_slice = [s for i, s in enumerate(source.shape) if i != d]
    if x_slice != source_slice:
        raise RuntimeError("index_copy_(): Source/destination tensor must have same slice shapes. Destination slice "
                           f"shape: {' '.join(map(str, x_slice))} at dimension {d} and source slice shape: "
                           f"{' '.join(map(str, source_slice))} at dimension 0.")
    if source.ndim and index.size != source.shape[d]:
        raise IndexError(f"index_copy_(): Number of indices ({index.size}) should be equal to source.size(dim) "
                         f"({source.shape[d]})")
    size = x.shape[d] if x.ndim else 1
    outside = (index < 0) | (index >= size)   # (no index counts from the end here)
    if outside.any():
        raise IndexError(f"index_copy_(): index {int(index[outside].reshape(-1)[0])} is out of bounds for dimension "
                         f"{d} with size {size}")
    out = np.array(x, copy=True, order="K")
    view = out.reshape(1) if out.ndim == 0 else out
    view[(slice(None),) * d + (index.reshape(-1),)] = source.reshape(1) if source.ndim == 0 else source
    return out


_REDUCERS = {"sum": np.add, "prod": np.multiply, "mean": np.add, "amax": np.fmax, "amin": np.fmin}


def _reduce_into(out, positions, values, reduce, include_self, counts_shape):
    """Combine values into out at positions (tuples of index arrays) with reduce; without include_self,
    a position written to starts from the first value, not from out's. Returns out (changed) for
    mean, divided by each position's count (self counted when included), integer division for ints."""
    touched = np.zeros(counts_shape, dtype=np.int64)
    np.add.at(touched, positions, 1)
    if not include_self:
        identity = {"sum": 0, "mean": 0, "prod": 1}.get(reduce)
        if identity is None:   # amax / amin start from the first value: from +-inf (or the dtype's bound)
            if out.dtype.kind in "fV":
                identity = -np.inf if reduce == "amax" else np.inf
            else:
                info = np.iinfo(out.dtype) if out.dtype.kind in "iu" else None
                identity = (info.min if reduce == "amax" else info.max) if info else reduce == "amin"
        out[np.broadcast_to(touched > 0, out.shape)] = identity
    if reduce in ("amax", "amin"):
        # nan wins (PyTorch's maximum/minimum propagate it): fmax/fmin then put nans back
        func = np.maximum if reduce == "amax" else np.minimum
        func.at(out, positions, values)
    else:
        _REDUCERS[reduce].at(out, positions, values)
    if reduce == "mean":
        n = touched + (1 if include_self else 0)
        n = np.where(n == 0, 1, n)
        if out.dtype.kind in "iu":
            out[...] = np.floor_divide(out, n)
        else:
            out[...] = out / n
    return out


def index_reduce_checks(x, dim, index, source, reduce):
    """index_reduce_'s argument checks, which PyTorch makes before its overlap check."""
    if reduce not in ("prod", "mean", "amax", "amin"):
        raise RuntimeError(f"index_reduce(): Expected reduce to be one of prod, mean, amax or amin but got {reduce}.")
    check_index_and_source("index_reduce_", x, dim, index, source)


def index_reduce(x, dim, index, source, reduce, include_self):
    """Reduce source's slices into x's slices at index along dim (prod, mean, amax, amin)."""
    warn_once("index_reduce() is in beta and the API may change at any time.", stacklevel=user_stacklevel())
    index_reduce_checks(x, dim, index, source, reduce)
    d, idx = _dim_index("", x, dim, index)
    out = np.array(x, copy=True, order="K")
    view = np.moveaxis(out.reshape(1) if out.ndim == 0 else out, d, 0)
    src = np.moveaxis(source.reshape(1) if source.ndim == 0 else source, d, 0)
    _reduce_into(view, (idx,), src, reduce, include_self, view.shape[:1] + (1,) * (view.ndim - 1))
    return out


def masked_scatter(x, mask, source, inplace=False):
    """x broadcast with mask, its elements where mask holds replaced by source's first ones, in order.
    In place, a source too short for the mask has filled x's first positions when the error is raised,
    as PyTorch's kernel, which walks the mask in order and checks source's end as it goes."""
    if mask.dtype != np.bool_:
        raise RuntimeError(f"masked_scatter_ only supports boolean masks, but got mask with dtype "
                           f"{scalar_type_name(mask.dtype)}")
    if x.dtype != source.dtype:
        raise RuntimeError(f"masked_scatter: expected self and source to have same dtypes but got"
                           f"{scalar_type_name(x.dtype)} and {scalar_type_name(source.dtype)}")
    shape = np.broadcast_shapes(x.shape, mask.shape)
    out = np.array(np.broadcast_to(x, shape), copy=True)
    full_mask = np.broadcast_to(mask, shape)
    count = int(full_mask.sum())
    if count > source.size:
        if inplace and shape == x.shape and x.flags.writeable and not any(
                st == 0 and n > 1 for st, n in zip(x.strides, x.shape)):   # (not an expanded x: refused later)
            x[tuple(p[:source.size] for p in np.nonzero(full_mask))] = source.reshape(-1)
        raise RuntimeError("Number of elements of source < number of ones in mask")
    out[full_mask] = source.reshape(-1)[:count]
    return out


def masked_scatter_backward(grad, mask, sizes):
    """grad's elements where mask holds, in order, in a zero tensor of source's size (source's
    elements the mask never reached get no gradient)."""
    values = grad[np.broadcast_to(mask, grad.shape)]
    out = np.zeros(int(np.prod(sizes)), dtype=grad.dtype)
    out[:values.size] = values
    return out.reshape(tuple(sizes))


def scatter_reduce(x, dim, index, src, reduce, include_self):
    """Reduce src's elements into x at index along dim (sum, prod, mean, amax, amin), as scatter_add
    does for sum; positions no index reaches keep x's value."""
    if reduce not in _REDUCERS:
        raise RuntimeError(f"reduce argument must be either sum, prod, mean, amax or amin, got {reduce}")
    d = wrap_dim(dim, x.ndim)
    scatter_checks(x, d, index, src)
    _check_bounds(index, x.shape[d] if x.ndim else 1, d)
    out = np.array(x, copy=True, order="K")
    if index.size == 0:
        return out
    values = src[tuple(slice(0, s) for s in index.shape)]
    _reduce_into(out, _scatter_positions(index, d), values, reduce, include_self, out.shape)
    return out
