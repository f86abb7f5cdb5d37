"""NumPy kernels of unique and unique_consecutive: the distinct values (or slices along a dim) of a
tensor, sorted (unique) or in order of runs (unique_consecutive), with the index of each element's
value among them (inverse) and how many elements have it (counts), as PyTorch's CPU kernels give them:
nan is never equal to nan (each nan its own value), -0. and 0. are one value (the first in sorted
order kept), and the three results are always made (the unrequested ones empty, except along a
dim, where PyTorch fills them anyway)."""
import numpy as np

from .core import wrap_dim

_INDEX = np.int64


def _empty_index():
    return np.empty(0, _INDEX)


def unique2(x, sorted, return_inverse, return_counts):
    """torch._unique2: flattened, sorted distinct values (PyTorch's CPU kernel sorts even for sorted=False)."""
    flat = x.reshape(-1)
    order = np.argsort(flat, kind="stable")
    values = flat[order]
    starts = _run_starts(values)
    inverse = np.empty(flat.size, _INDEX)
    inverse[order] = np.cumsum(starts) - 1
    counts = np.diff(np.append(np.flatnonzero(starts), flat.size))
    return (values[starts], inverse.reshape(x.shape) if return_inverse else _empty_index(),
            counts.astype(_INDEX) if return_counts else _empty_index())


def _run_starts(values):
    """True where a run of equal values begins (nan != nan: every nan starts its own run)."""
    starts = np.ones(values.shape[0], bool)
    if values.shape[0] > 1:
        same = values[1:] == values[:-1]
        starts[1:] = ~same.reshape(same.shape[0], -1).all(axis=1)
    return starts


def unique_consecutive(x, return_inverse, return_counts, dim):
    """Collapse runs of equal consecutive values (slices along dim when dim is given)."""
    if dim is None:
        flat = x.reshape(-1)
        starts = _run_starts(flat)
        inverse = np.cumsum(starts) - 1
        counts = np.diff(np.append(np.flatnonzero(starts), flat.size))
        return (flat[starts], inverse.reshape(x.shape).astype(_INDEX) if return_inverse else _empty_index(),
                counts.astype(_INDEX) if return_counts else _empty_index())
    d = _check_dim(x, dim)
    moved = np.moveaxis(x, d, 0)
    starts = _run_starts(moved)
    inverse = np.cumsum(starts) - 1
    counts = np.diff(np.append(np.flatnonzero(starts), moved.shape[0]))
    return np.moveaxis(moved[starts], 0, d), inverse.astype(_INDEX), counts.astype(_INDEX)  # (always, as PyTorch)


def _check_dim(x, dim):
    d = wrap_dim(dim, x.ndim)
    if x.size == 0 and x.ndim and x.shape[d] != 0:
        raise RuntimeError("There are 0 sized dimensions, and they aren't selected, so unique cannot be applied")
    return d


def unique_dim(x, dim, sorted, return_inverse, return_counts):
    """The distinct slices along dim, in lexicographic order of their elements."""
    d = _check_dim(x, dim)
    moved = np.moveaxis(x, d, 0)
    rows = moved.reshape(moved.shape[0], int(np.prod(moved.shape[1:])))
    order = np.lexsort(rows.T[::-1]) if rows.shape[1] else np.arange(rows.shape[0])
    ordered = rows[order]
    starts = _run_starts(ordered)
    inverse = np.empty(rows.shape[0], _INDEX)
    inverse[order] = np.cumsum(starts) - 1
    counts = np.diff(np.append(np.flatnonzero(starts), rows.shape[0]))
    picked = moved[order][starts]
    return np.moveaxis(picked, 0, d), inverse, counts.astype(_INDEX)   # (inverse and counts always, as PyTorch)
