"""torch.histogram and torch.histogramdd: counts (or summed weights) of N-dimensional points in bins
given by edges, or by a number of equal bins over a range. NumPy in, NumPy out.

As PyTorch's CPU kernel: a point is binned only when each coordinate lies within its dim's outer
edges (nan never does); a coordinate goes in the last bin whose left edge is <= it (a binary search,
which is what PyTorch's linear estimate with a local search lands on), the rightmost edge itself in the
last bin. Equal bins' edges are PyTorch's linspace, computed from both ends in the input's dtype. The
checks come in PyTorch's order, which differs between the two forms of `bins`."""
import numpy as np

from ..core.dtypes import cpp_type_name, scalar_type_name
from .fused import fused_multiply_add


def histogram(x, bins, range=None, weight=None, density=False):
    """torch.histogram: x flattened into 1-D points, weight flattened to match; (hist, bin_edges)."""
    weights = None if weight is None else weight.reshape(-1)
    hist, edges = histogramdd(x.reshape(-1, 1), [bins], range, weights, density, one_dim=True)
    return hist, edges[0]


def edges_argument(bins):
    """histogram.bins_tensor's bins, which PyTorch's parser takes only as a tensor (a float is neither
    overload's; the table's overload choice lets a number through to here)."""
    if not isinstance(bins, np.ndarray):
        raise TypeError(f"histogram(): argument 'bins' (position 2) must be Tensor, not {type(bins).__name__}")
    return bins


def bin_edges(x, bins, range=None, weight=None, density=False):
    """torch._histogramdd_bin_edges: the edges of equal bins (each dim's own range), one array per dim."""
    return histogramdd(x, list(bins), range, weight, density)[1]


def from_bin_counts(x, bins, range=None, weight=None, density=False):
    """torch._histogramdd_from_bin_cts: the histogram over equal bins."""
    return histogramdd(x, list(bins), range, weight, density)[0]


def from_bin_edges(x, bins, weight=None, density=False):
    """torch._histogramdd_from_bin_tensors: the histogram over the given edges."""
    return histogramdd(x, list(bins), None, weight, density)[0]


def histogramdd(x, bins, range=None, weight=None, density=False, one_dim=False):
    """The histogram of x's rows as points (all leading dims flattened) over `bins`: an int, an int per
    dim, or an array of edges per dim; (hist, [edges per dim])."""
    if x.ndim < 2:
        raise RuntimeError("torch.histogramdd: input tensor should have at least 2 dimensions")
    dims = x.shape[-1]
    if isinstance(bins, (int, np.integer)):
        bins = [int(bins)] * dims
    if bins and all(isinstance(b, np.ndarray) for b in bins):
        edges = _given_edges(x, bins, weight, dims)
    else:
        edges = _equal_edges(x, bins, range, dims)
        _check_weight(x, weight)
    if not one_dim and len(edges) != dims:
        raise RuntimeError("histogramdd: The size of bins must be equal to the innermost dimension of the input.")
    points = x.reshape(-1, dims)
    hist = np.zeros([len(e) - 1 for e in edges], x.dtype)
    inside = np.ones(points.shape[0], bool)
    positions = []
    for d, e in enumerate(edges):
        coordinate = points[:, d]
        with np.errstate(invalid="ignore"):
            inside &= (coordinate >= e[0]) & (coordinate <= e[-1])
        position = np.searchsorted(e, coordinate, side="right") - 1
        positions.append(np.minimum(position, len(e) - 2))   # (the rightmost edge: the last bin)
    values = np.ones(points.shape[0], x.dtype) if weight is None else weight.reshape(-1)
    np.add.at(hist, tuple(p[inside] for p in positions), values[inside])
    if density:
        with np.errstate(invalid="ignore", divide="ignore"):   # (no weight inside: nan, as PyTorch)
            hist = hist / x.dtype.type(hist.sum())
            for d, e in enumerate(edges):
                hist = hist / np.diff(e).reshape([-1 if i == d else 1 for i in np.arange(dims)])
    return hist, edges


def _bins_positive(count, d):
    if count <= 0:
        raise RuntimeError(f"torch.histogram(): bins must be > 0, but got {count} for dimension {d}")


def _check_weight(x, weight):
    if weight is None:
        return
    if weight.dtype != x.dtype:
        raise RuntimeError("torch.histogramdd: if weight tensor is provided, input tensor and weight tensor should "
                           f"have the same dtype, but got input({cpp_type_name(x.dtype)}), and "
                           f"weight({cpp_type_name(weight.dtype)})")
    if weight.shape != x.shape[:-1]:
        raise RuntimeError("torch.histogramdd: if weight tensor is provided it should have the same shape as the input "
                           f"tensor excluding its innermost dimension, but got input with shape {list(x.shape)} and "
                           f"weight with shape {list(weight.shape)}")


def _check_dtype(x, name):
    if x.dtype not in (np.float32, np.float64):
        raise NotImplementedError(f"\"{name}\" not implemented for '{scalar_type_name(x.dtype)}'")


def _given_edges(x, bins, weight, dims):
    if len(bins) != dims:
        raise RuntimeError(f"torch.histogramdd: expected {dims} sequences of bin edges for a {dims}-dimensional "
                           f"histogram but got {len(bins)}")
    for d, e in enumerate(bins):
        if e.dtype != x.dtype:
            raise RuntimeError("torch.histogramdd: input tensor and bins tensors should have the same dtype, but got "
                               f"input with dtype {cpp_type_name(x.dtype)} and bins for dimension {d} with dtype "
                               f"{cpp_type_name(e.dtype)}")
        if e.ndim != 1:
            raise RuntimeError("torch.histogramdd: bins tensor should have one dimension, but got "
                               f"{e.ndim} dimensions in the bins tensor for dimension {d}")
    _check_weight(x, weight)
    for d, e in enumerate(bins):
        _bins_positive(e.size - 1, d)
    _check_dtype(x, "histogram_cpu")
    return [np.array(e) for e in bins]


def _equal_edges(x, bins, range, dims):
    for d, count in enumerate(bins):
        _bins_positive(count, d)
    if range is not None and len(range) != 2 * dims:
        raise RuntimeError(f"torch.histogramdd: for a {dims}-dimensional histogram range should have {2 * dims} "
                           f"elements, but got {len(range)}")
    _check_dtype(x, "histogramdd")
    points = x.reshape(-1, dims)
    edges = []
    for d, count in enumerate(bins[:dims]):
        if range is not None:
            low, high = float(range[2 * d]), float(range[2 * d + 1])
        elif points.shape[0]:
            low, high = float(np.min(points[:, d])), float(np.max(points[:, d]))
        else:
            low, high = 0.0, 1.0
        if not (np.isfinite(low) and np.isfinite(high)):
            raise RuntimeError(f"torch.histogramdd: dimension {d}'s range [{low:g}, {high:g}] is not finite")
        if low > high:
            raise RuntimeError(f"torch.histogramdd: min should not exceed max, but got min {low:g} max {high:g} for "
                               f"dimension {d}")
        if low == high:
            low, high = low - 0.5, high + 0.5
        edges.append(linspace(low, high, count + 1, x.dtype))
    return edges


def linspace(start, end, steps, dtype):
    """PyTorch's CPU linspace: the first half counted up from start, the rest down from end, in dtype,
    each point one fused multiply-add (start + step * i rounded once, as PyTorch's compiled kernel)."""
    start, end = dtype.type(start), dtype.type(end)
    step = (end - start) / dtype.type(max(steps - 1, 1))
    index = np.arange(steps)
    up = fused_multiply_add(step, index.astype(dtype), start, dtype)
    down = fused_multiply_add(-step, (steps - 1 - index).astype(dtype), end, dtype)
    return np.where((index < steps // 2) | (steps == 1), up, down).astype(dtype)   # (one point: start)
