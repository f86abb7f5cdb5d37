"""The memory layout PyTorch gives a result where NumPy would choose another.

A tensor's strides decide what `view` accepts, whether `reshape` copies and whether `contiguous()`
returns the tensor itself; gradtable's strides are its arrays', so a kernel whose NumPy result is laid
out differently from PyTorch's lays it out again here (LAPACK results are column-major: linalg.py).

`iterator_strides` is the layout of an output that PyTorch's TensorIterator allocates: dims ordered by
the strides of the inputs (the first input that tells two dims apart decides), then stored densely in
that order. Advanced indexing (x[..., idx]) makes its result that way.
"""
import numpy as np

_ndarray = np.ndarray   # (a global: `np.ndarray` is a load the interpreter cannot specialise, numpy_names.py)


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
    if perm == list(range(ndim - 1, -1, -1)):   # row-major: allocated contiguous (a size-0 dim counts as 1)
        return list(contiguous_strides(shape))
    strides, step = [0] * ndim, 1   # else dense in perm's order (a size-0 dim makes the slower strides 0)
    for d in perm:
        strides[d] = step
        step *= shape[d]
    return strides


def iterated(operands, result):
    """An element-wise kernel's `result` laid out as PyTorch's TensorIterator allocates it from the
    `operands` (arrays, or numbers, which do not vote). NumPy's ufuncs order dims by all operands and fall
    back to row-major where they disagree, and order a broadcast (stride-0) dim as the fastest; PyTorch's
    first operand that tells two dims apart decides, and a broadcast dim says nothing: x.t() * y is laid
    out as x.t(), ones(3).expand(2, 3).exp() is row-major. Only dims of size > 1 are compared (the
    others' strides reach no element)."""
    if type(result) is not _ndarray or result.ndim < 2 or not result.size:
        return result
    if result.flags.c_contiguous:   # the common case, row-major in and out in both libraries: a few flag reads
        for a in operands:
            if type(a) is _ndarray and a.ndim and not a.flags.c_contiguous:
                break
        else:
            return result
    return _iterated_layout(operands, result)


def _iterated_layout(operands, result):
    """iterated's comparison of layouts. (Its own function: the comprehensions below read `result` and `a`,
    which makes them closure cells, and a function allocates its cells at every call, fast path or not:
    two GC-tracked objects per element-wise op when they were in `iterated`.)"""
    arrays = [a for a in operands if type(a) is np.ndarray and a.ndim]
    shape = result.shape
    votes = []
    for a in arrays:
        lead = len(shape) - a.ndim
        if lead < 0 or any(n != m and n != 1 for n, m in zip(a.shape, shape[lead:])):
            return result   # (not an operand of this result's shape: no rule to follow)
        votes.append([0] * lead + [0 if n != m else s // a.itemsize
                                   for n, m, s in zip(a.shape, shape[lead:], a.strides)])
    want = iterator_strides(shape, votes)
    have = [s // result.itemsize for s in result.strides]
    if all(w == h for w, h, n in zip(want, have, shape) if n > 1):
        return result
    return laid_out(result, want)


def laid_out(values, strides):
    """`values` copied into a new array with the given strides (in elements). An empty result keeps
    them too (PyTorch reports them: x[mask] with no element selected can have strides (6, 1, 2))."""
    if tuple(strides) == contiguous_strides(values.shape) or (values.size == 0 and not any(strides)):
        return row_major(values)
    memory = np.empty(values.size, values.dtype)
    out = np.lib.stride_tricks.as_strided(memory, values.shape, tuple(s * values.itemsize for s in strides))
    out[...] = values
    return out


def contiguous_strides(shape):
    """PyTorch's row-major strides (in elements) for `shape`: a dim of size 0 counts as 1."""
    strides, step = [], 1
    for size in reversed(shape):
        strides.append(step)
        step *= max(size, 1)
    return tuple(reversed(strides))


def row_major(values):
    """`values` as a row-major array whose size-1 dims have row-major strides too: NumPy's
    ascontiguousarray keeps any stride on a size-1 dim (no element is reached by it), PyTorch's
    stride() reports the one a fresh contiguous tensor has ((1, 1) for a (3, 1) result, not (1, 3))."""
    if not np.ndim(values):
        return np.asarray(values)   # (ascontiguousarray would make a 0-dim result 1-D)
    out = np.ascontiguousarray(values)
    if not _row_major(out):   # the same memory, only a size-1 (or an empty array's) dim's stride changes
        out = np.lib.stride_tricks.as_strided(out, out.shape, _byte_strides(out))
    return out


def _byte_strides(array):
    return tuple(s * array.itemsize for s in contiguous_strides(array.shape))


def view_strides(shape, strides, new_shape):
    """The strides PyTorch's view gives `new_shape` over a tensor of `shape` and `strides` (in elements),
    or None when no view can (then reshape copies, row-major). As ATen's computeStride: the old dims
    are cut into chunks of contiguously nested dims, each chunk is viewed by the new dims covering its
    size, and a new size-1 dim takes the stride it meets at that point of its chunk."""
    if not shape:
        return contiguous_strides(new_shape)   # (a 0-dim tensor viewed as size-1 dims)
    if 0 in shape:
        return contiguous_strides(new_shape) if tuple(shape) != tuple(new_shape) else tuple(strides)
    out = [0] * len(new_shape)
    view_d = len(new_shape) - 1
    chunk_stride, tensor_numel, view_numel = strides[-1], 1, 1
    for d in range(len(shape) - 1, -1, -1):
        tensor_numel *= shape[d]
        if d == 0 or (shape[d - 1] != 1 and strides[d - 1] != tensor_numel * chunk_stride):
            while view_d >= 0 and (view_numel < tensor_numel or new_shape[view_d] == 1):
                out[view_d] = view_numel * chunk_stride
                view_numel *= new_shape[view_d]
                view_d -= 1
            if view_numel != tensor_numel:
                return None
            if d > 0:
                chunk_stride, tensor_numel, view_numel = strides[d - 1], 1, 1
    return tuple(out) if view_d < 0 else None


def index_layout(x, idx, result):
    """x[idx] (an advanced index: a tuple of slice(None) and index arrays or masks, one per dim it
    consumes) laid out as PyTorch's index kernel lays it out: TensorIterator's order over its operands,
    x restrided to the result's shape (the indexed dims become the index's broadcast dims, stride 0)
    and each index broadcast, then viewed with size-1 dims for x's other dims (ATen's AdvancedIndex).
    Row-major when x and the indices are, size-1 dims included (the common case, no sort)."""
    items = idx if isinstance(idx, tuple) else (idx,)
    arrays = [i for i in items if isinstance(i, np.ndarray)]
    if not arrays or any(not (isinstance(i, np.ndarray) or i == slice(None)) for i in items):
        return result   # (not the form indexing.getitem hands over)
    if all(_row_major(a) for a in [x, *arrays]) and all(a.dtype != np.bool_ for a in arrays):
        return row_major(result)
    per_dim = []   # per dim of x: None (kept) or its index as (shape, element strides)
    for item in items:
        if isinstance(item, np.ndarray) and item.dtype == np.bool_:
            # a mask becomes nonzero(mask)'s columns: count k, stride k (one per dim the mask covers)
            count = int(np.count_nonzero(item))
            per_dim.extend([((count,), (max(item.ndim, 1),))] * max(item.ndim, 1))
        elif isinstance(item, np.ndarray):
            per_dim.append((item.shape, tuple(s // item.itemsize for s in item.strides)))
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
    x_strides = [x.strides[d] // x.itemsize for d in order]
    index_shape = np.broadcast_shapes(*(per_dim[d][0] for d in indexed))
    if len(index_shape) + before + after != result.ndim:   # (not the layout this was derived for: keep NumPy's)
        return result
    src = x_strides[:before] + [0] * len(index_shape) + x_strides[indexed[-1] + 1:]
    operands = [src]
    for d in indexed:
        shape, strides = per_dim[d]
        expanded = _expanded_strides(shape, strides, index_shape)
        viewed_shape = (1,) * before + tuple(index_shape) + (1,) * after
        viewed = view_strides(tuple(index_shape), expanded, viewed_shape) or contiguous_strides(viewed_shape)
        # (TensorIterator broadcasts a size-1 dim of an operand with stride 0)
        operands.append([0 if n == 1 and m != 1 else s for s, n, m in zip(viewed, viewed_shape, result.shape)])
    return laid_out(result, iterator_strides(result.shape, operands))


def _row_major(array):
    """Whether the array's strides are row-major on every dim, size-1 and size-0 dims too (NumPy's flag
    skips them: only then are the strides compared, so x[idx]'s common case costs one flag read)."""
    if not array.flags.c_contiguous:
        return False
    return (1 not in array.shape and 0 not in array.shape) or array.strides == _byte_strides(array)


def _expanded_strides(shape, strides, target):
    """Strides of a tensor of `shape` expanded to `target` (PyTorch's expand: stride 0 where it grows)."""
    lead = len(target) - len(shape)
    return tuple([0] * lead + [0 if n == 1 and m != 1 else s for s, n, m in zip(strides, shape, target[lead:])])


def non_overlapping_and_dense(a):
    """Elements cover one contiguous block with no gaps or repeats, in some order of dims."""
    expected = a.itemsize
    for stride, size in sorted((abs(s), n) for n, s in zip(a.shape, a.strides) if n != 1):
        if stride != expected:
            return False
        expected *= size
    return True
