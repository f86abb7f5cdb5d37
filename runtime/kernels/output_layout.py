"""The memory layout PyTorch gives a result where NumPy would choose another.

A tensor's strides decide what `view` accepts, whether `reshape` copies and whether `contiguous()`
returns the tensor itself; gradtable's strides are its arrays', so a kernel whose NumPy result is laid
out differently from PyTorch's lays it out again here (LAPACK results are column-major: linalg.py).

`iterator_strides` is the layout of an output that PyTorch's TensorIterator allocates: dims ordered by
the strides of the inputs (the first input that tells two dims apart decides), then stored densely in
that order. Advanced indexing (x[..., idx]) makes its result that way.
"""
import numpy as np


def iterator_strides(shape, operands):
    """Strides (in elements) of a TensorIterator output of `shape`, given each input's strides over
    that shape (any unit; a broadcast dim has stride 0), in PyTorch's operand order."""
    ndim = len(shape)
    perm = list(range(ndim - 1, -1, -1))   # perm[0] is the fastest-moving dim

    def should_swap(d0, d1):
        """1 when d0 should move slower than d1, -1 when faster, 0 when no input tells."""
        for strides in operands:
            s0, s1 = strides[d0], strides[d1]
            if s0 == 0 or s1 == 0:
                continue
            if s0 != s1:
                return -1 if s0 < s1 else 1
            if shape[d0] > shape[d1]:   # equal strides: the smaller dim goes first
                return 1
        return 0

    for i in range(1, ndim):   # an insertion sort that leaves ambiguous pairs where they are
        d1 = i
        for d0 in range(i - 1, -1, -1):
            order = should_swap(perm[d0], perm[d1])
            if order > 0:
                perm[d0], perm[d1] = perm[d1], perm[d0]
                d1 = d0
            elif order < 0:
                break
    strides, step = [0] * ndim, 1
    for d in perm:
        strides[d] = step
        step *= shape[d]
    return strides


def laid_out(values, strides):
    """`values` copied into a new array with the given strides (in elements)."""
    if values.size == 0 or all(s == c for s, c, n in zip(strides, _contiguous(values.shape), values.shape) if n > 1):
        return np.ascontiguousarray(values)
    memory = np.empty(values.size, values.dtype)
    out = np.lib.stride_tricks.as_strided(memory, values.shape, tuple(s * values.itemsize for s in strides))
    out[...] = values
    return out


def _contiguous(shape):
    strides, step = [], 1
    for n in reversed(shape):
        strides.append(step)
        step *= max(n, 1)
    return strides[::-1]


def index_layout(x, idx, result):
    """x[idx] (an advanced index: a tuple of slice(None) and index arrays or masks, one per dim it
    consumes) laid out as PyTorch's index kernel lays it out: row-major when x and the indices are
    (its common case), else TensorIterator's order over x restrided to the result's shape (the
    indexed dims become the index's broadcast dims with stride 0) and the broadcast indices."""
    items = idx if isinstance(idx, tuple) else (idx,)
    arrays = [i for i in items if isinstance(i, np.ndarray)]
    if x.flags.c_contiguous and all(a.flags.c_contiguous for a in arrays):
        return np.ascontiguousarray(result)
    if not arrays or any(not (isinstance(i, np.ndarray) or i == slice(None)) for i in items):
        return result   # (not the form indexing.getitem hands over)
    per_dim = []   # per dim of x: None (kept) or its index array (a mask becomes one array per dim)
    for item in items:
        if isinstance(item, np.ndarray) and item.dtype == np.bool_:
            per_dim.extend(np.nonzero(item))
        elif isinstance(item, np.ndarray):
            per_dim.append(item)
        else:
            per_dim.append(None)
    per_dim += [None] * (x.ndim - len(per_dim))
    order = list(range(x.ndim))
    indexed = [d for d, item in enumerate(per_dim) if item is not None]
    if indexed != list(range(indexed[0], indexed[-1] + 1)):   # apart: PyTorch moves them to the front
        order = indexed + [d for d in order if d not in indexed]
        per_dim = [per_dim[d] for d in order]
        indexed = list(range(len(indexed)))
    before, after = indexed[0], x.ndim - indexed[-1] - 1
    x_strides = [x.strides[d] for d in order]
    index_shape = np.broadcast_shapes(*(per_dim[d].shape for d in indexed))
    src = x_strides[:before] + [0] * len(index_shape) + x_strides[indexed[-1] + 1:]
    operands = [src]
    for d in indexed:
        broadcast = np.broadcast_to(per_dim[d], index_shape)
        operands.append([0] * before + list(broadcast.strides) + [0] * after)
    if len(src) != result.ndim:   # (not the layout this was derived for: keep NumPy's)
        return result
    return laid_out(result, iterator_strides(result.shape, operands))
