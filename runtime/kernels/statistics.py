"""Reductions and set operations that are not element-wise (vmap loops over them unless their entry has
a batching rule): membership (isin), distances and norms over slices (dist, renorm), order statistics
(median, kthvalue, mode, running max/min), nan-ignoring and paired reductions. NumPy in, NumPy out."""
import numpy as np

from ..core.dtypes import INEXACT_KINDS, scalar_type_name
from .core import dims, wrap_dim
from .elementwise import complex_logaddexp
from .norms import vector_norm
from .opmath import in_float32
from .output_layout import row_major
from .reduction import check_reduced_not_empty, reduce, var, var_dim


def isin(elements, test_elements, assume_unique=False, invert=False):
    """Whether each element is in test_elements (compared in their common dtype; nan is in nothing)."""
    elements, test_elements = np.asarray(elements), np.asarray(test_elements)
    dtype = np.result_type(elements, test_elements)
    found = np.isin(elements.astype(dtype, copy=False), test_elements.astype(dtype, copy=False).ravel(),
                    invert=invert)
    return found.reshape(elements.shape)


def dist(a, b, p):
    """The p-norm of a - b (broadcast), as PyTorch's: floating inputs only."""
    diff = np.subtract(a, b)
    if diff.dtype.kind not in INEXACT_KINDS:
        raise RuntimeError(f"norm(): input dtype should be either floating point or complex. Got "
                           f"{scalar_type_name(diff.dtype)} instead.")
    return vector_norm(diff, p, None, False, None)


def renorm(x, p, dim, maxnorm):
    """Each slice along dim whose p-norm exceeds maxnorm scaled to maxnorm / (norm + 1e-7)."""
    if x.ndim < 2:
        raise RuntimeError(f"renorm: input needs at least 2 dimensions, got {x.ndim} dimensions")
    if float(p) <= 0:
        raise RuntimeError("renorm: non-positive-norm not supported")
    if not float(maxnorm) >= 0:   # (nan too, as PyTorch)
        raise RuntimeError(f"renorm: expected maxnorm to be >= 0 but got {float(maxnorm):g}")
    if x.dtype.kind not in INEXACT_KINDS:
        raise RuntimeError("linalg.vector_norm: Expected a floating point or complex tensor as input. "
                           f"Got {scalar_type_name(x.dtype)}")
    d = wrap_dim(dim, x.ndim)
    norm = vector_norm(x, p, tuple(i for i in range(x.ndim) if i != d), True, None)
    factor = np.where(norm > maxnorm, maxnorm / (norm + 1e-7), 1.0).astype(x.dtype)
    return x * factor


# ---------------------------------------------------------------- order statistics along a dim
# Each takes values from a stable sort (nan last), so a tie gives the earliest equal element where
# PyTorch's selection kernels give an unspecified one (docs/known-differences.md).

def _refuse_bool(x, kernel):
    if x.dtype.kind == "b":
        raise NotImplementedError(f'"{kernel}" not implemented for \'Bool\'')


def _select(x, d, keepdim, position):
    """(values, int64 indices) of the sorted `position` along d (an int, or an array broadcasting
    against the result with d kept)."""
    order = np.argsort(x, axis=d, kind="stable")
    position = np.broadcast_to(np.asarray(position, np.intp), order.shape[:d] + (1,) + order.shape[d + 1:])
    indices = np.take_along_axis(order, position, axis=d)
    values = np.take_along_axis(x, indices, axis=d)
    if not keepdim:
        values, indices = values.squeeze(d), indices.squeeze(d)
    return values, indices.astype(np.int64)


def _along(name, x, dim):
    """dim wrapped; PyTorch's IndexError for an empty reduced dim."""
    d = wrap_dim(dim, x.ndim)
    check_reduced_not_empty(name, x, d)
    return d


def median_dim(x, dim, keepdim, ignore_nan=False):
    """median/nanmedian along dim: the lower of the two middle values. median gives nan (the first
    one) for a slice with nan; nanmedian the median of the rest (nan when all are)."""
    name = "nanmedian" if ignore_nan else "median"
    _refuse_bool(x, f"{name}_cpu")
    if x.ndim == 0:
        wrap_dim(dim, 0)
        return x.copy(), np.zeros((), np.int64)
    d = _along(name, x, dim)
    n = x.shape[d]
    counted = np.sum(~np.isnan(x), axis=d, keepdims=True) if x.dtype.kind in "fc" else np.full((1,) * x.ndim, n)
    if ignore_nan:
        position = np.maximum((counted - 1) // 2, 0)
    else:
        position = np.where(counted < n, counted, (n - 1) // 2)
    return _select(x, d, keepdim, position)


def median(x, ignore_nan=False):
    """median()/nanmedian() of every element (nan for an empty tensor)."""
    _refuse_bool(x, "nanmedian_cpu" if ignore_nan else "median_cpu")
    if x.size == 0:
        return np.full((), np.nan, x.dtype)
    return median_dim(x.reshape(-1), 0, False, ignore_nan)[0]


def kthvalue(x, k, dim, keepdim):
    """The k-th smallest element along dim (k from 1; nan counts as the largest)."""
    _refuse_bool(x, "kthvalue_cpu")
    if x.ndim == 0:
        d = wrap_dim(dim, 0)
        if k != 1:
            raise RuntimeError(f"kthvalue(): selected number k out of range for dimension {d}")
        return x.copy(), np.zeros((), np.int64)
    d = _along("kthvalue", x, dim)
    if not 1 <= k <= x.shape[d]:
        raise RuntimeError(f"kthvalue(): selected number k out of range for dimension {d}")
    return _select(x, d, keepdim, k - 1)


def mode(x, dim, keepdim):
    """The most frequent value along dim (the smallest of equally frequent ones; nan is never equal
    to itself), and the index of its last occurrence."""
    if x.ndim == 0:
        wrap_dim(dim, 0)
        return x.copy(), np.zeros((), np.int64)
    d = _along("mode", x, dim)
    order = np.argsort(x, axis=d, kind="stable")
    ordered = np.take_along_axis(x, order, axis=d)
    n = x.shape[d]
    positions = np.arange(n).reshape((n,) + (1,) * (x.ndim - d - 1))
    starts = np.ones(ordered.shape, bool)
    ends = np.ones(ordered.shape, bool)
    differs = np.take(ordered, range(1, n), axis=d) != np.take(ordered, range(n - 1), axis=d)
    starts[(slice(None),) * d + (slice(1, None),)] = differs
    ends[(slice(None),) * d + (slice(None, -1),)] = differs
    run_start = np.maximum.accumulate(np.where(starts, positions, 0), axis=d)
    count = np.where(ends, positions - run_start + 1, 0)
    best = np.argmax(count, axis=d)[(slice(None),) * d + (None,)]   # the first (smallest) longest run
    indices = np.take_along_axis(order, best, axis=d)
    values = np.take_along_axis(x, indices, axis=d)
    if not keepdim:
        values, indices = values.squeeze(d), indices.squeeze(d)
    return values, indices.astype(np.int64)


def cummax(x, dim, largest=True):
    """Running max (min) along dim and where it was last reached; nan, once met, stays (as PyTorch). An empty
    x gives empty results before dim is checked, as PyTorch's."""
    if x.size == 0:
        return x.copy(), np.zeros(x.shape, np.int64)
    d = wrap_dim(dim, x.ndim)
    if x.ndim == 0:
        return x.copy(), np.zeros((), np.int64)
    values = (np.maximum if largest else np.minimum).accumulate(x, axis=d)
    reached = x == values
    if x.dtype.kind in "fc":
        reached |= np.isnan(x) & np.isnan(values)
    positions = np.arange(x.shape[d]).reshape((-1,) + (1,) * (x.ndim - d - 1))
    # (row-major, as PyTorch's cummax allocates its results, whatever x's layout)
    return row_major(values), row_major(np.maximum.accumulate(np.where(reached, positions, 0), axis=d).astype(np.int64))


@in_float32
def logcumsumexp(x, dim):
    """log(cumsum(exp(x))) along dim, each step a logaddexp (no overflow); floating inputs only."""
    if x.dtype.kind not in INEXACT_KINDS:
        raise NotImplementedError(f"\"logcumsumexp_out_cpu\" not implemented for '{scalar_type_name(x.dtype)}'")
    d = wrap_dim(dim, x.ndim)
    if x.ndim == 0:
        return x.copy()
    if x.dtype.kind == "c":   # (NumPy's logaddexp has no complex loop: the steps one slice at a time)
        out = np.moveaxis(np.array(x, copy=True), d, 0)
        for i in range(1, out.shape[0]):
            out[i] = complex_logaddexp(out[i - 1], out[i])
        return np.moveaxis(out, 0, d)
    with np.errstate(invalid="ignore"):   # (nan in, nan out: no warning)
        return np.logaddexp.accumulate(x, axis=d)


def aminmax(x, dim, keepdim):
    """(min, max) over dim (every element for None)."""
    if dim is None:
        if x.size == 0:
            raise RuntimeError("aminmax(): cannot compute aminmax over an empty dimension as the operation has no "
                               "identity.")
        low, high = np.min(x), np.max(x)
        if keepdim:
            low, high = np.reshape(low, (1,) * x.ndim), np.reshape(high, (1,) * x.ndim)
        return np.asarray(low), np.asarray(high)
    d = wrap_dim(dim, x.ndim)
    if x.ndim == 0:
        return x.copy(), x.copy()
    if x.shape[d] == 0:
        raise IndexError(f"aminmax: Expected reduction dim {dim} to have non-zero size.")
    return np.min(x, axis=d, keepdims=keepdim), np.max(x, axis=d, keepdims=keepdim)


def count_nonzero(x, dim):
    """How many elements along dim (int or list; None = all) are not zero, as int64."""
    return np.asarray(np.count_nonzero(x, axis=dims(dim, x.ndim)), np.int64)


def nansum(x, dim, keepdim, dtype):
    """sum with nan taken as zero."""
    if x.dtype.kind in INEXACT_KINDS:
        x = np.where(np.isnan(x), 0, x)
    with np.errstate(invalid="ignore"):   # (inf + -inf is nan, silently as PyTorch)
        return reduce(np.sum, x, dim, keepdim, dtype)


def var_mean(x, dim, unbiased, keepdim, correction, name="var_mean"):
    """(var, mean) over the same dims, floating inputs only."""
    if x.dtype.kind not in INEXACT_KINDS:
        raise RuntimeError(f"{name} only support floating point and complex dtypes")
    with np.errstate(invalid="ignore"):   # (an infinite element: nan, silently as PyTorch)
        spread = var(x, dim, unbiased, keepdim, correction, name, 2 if name == "std_mean" else 1)
    if name == "std_mean":
        spread = np.sqrt(spread)
    mean_dim = var_dim(dim, unbiased)[0]
    with np.errstate(invalid="ignore"):
        mean = np.asarray(reduce(np.mean, x, mean_dim, keepdim, None))
    if x.size and not np.isfinite(x).all():
        mean = _welford_mean(x, mean_dim, keepdim, mean)
    return spread, mean


def _welford_mean(x, dim, keepdim, mean):
    """The mean PyTorch's var_mean gives where infinities are reduced: its Welford update,
    mean += (x - mean) / n, turns an infinity followed by any element into nan (inf + -inf), while one
    met last stays infinite ([1, inf] -> inf, [inf, 1] -> nan). np.mean's sum gives inf for both."""
    axes = dims(dim, x.ndim)
    axes = tuple(range(x.ndim)) if axes is None else (axes,) if isinstance(axes, int) else tuple(axes)
    rest = [a for a in range(x.ndim) if a not in axes]
    flat = np.transpose(x, rest + list(axes)).reshape([x.shape[a] for a in rest] + [-1])
    running = np.zeros(flat.shape[:-1], np.result_type(flat.dtype, np.float64))
    with np.errstate(invalid="ignore"):
        for n in range(flat.shape[-1]):
            running = running + (flat[..., n] - running) / (n + 1)
    return np.asarray(running.reshape(mean.shape), mean.dtype)


def std_mean(x, dim, unbiased, keepdim, correction):
    return var_mean(x, dim, unbiased, keepdim, correction, "std_mean")


def histc(x, bins, min, max):
    """Counts of x in `bins` equal bins over [min, max] (x's own range when both are 0; one either side
    of a single value); elements outside are not counted, max goes in the last bin. x's dtype."""
    if x.dtype.kind not in "f":
        raise NotImplementedError(f"\"histogram_cpu\" not implemented for '{scalar_type_name(x.dtype)}'")
    if bins <= 0:
        raise RuntimeError(f"torch.histogram(): bins must be > 0, but got {bins} for dimension 0")
    low, high = float(min), float(max)
    if low == high and x.size:
        low, high = float(np.min(x)), float(np.max(x))
    if low == high:
        low, high = low - 1, high + 1
    if not (np.isfinite(low) and np.isfinite(high)):
        raise RuntimeError(f"torch.histc: range of [{low:g}, {high:g}] is not finite")
    if low > high:
        raise RuntimeError("torch.histc: max must be larger than min")
    values = x.reshape(-1)
    values = values[(values >= low) & (values <= high)]
    low_, high_ = x.dtype.type(low), x.dtype.type(high)
    position = ((values - low_) / (high_ - low_) * x.dtype.type(bins)).astype(np.int64)
    np.minimum(position, bins - 1, out=position)   # (max itself: the last bin)
    return np.bincount(position, minlength=bins).astype(x.dtype)


def bincount(x, weights, minlength):
    """How often each non-negative integer occurs in the 1-D x (summing weights instead, in float32 for
    float32 weights, else float64), at least minlength counts."""
    if x.dtype.kind not in "iu":
        raise NotImplementedError(f"\"bincount_cpu\" not implemented for '{scalar_type_name(x.dtype)}'")
    if minlength < 0:
        raise RuntimeError("minlength should be >= 0")
    if x.ndim != 1 or (x.size and x.min() < 0):
        raise RuntimeError("bincount only supports 1-d non-negative integral inputs.")
    if weights is None:
        return np.bincount(x, minlength=minlength).astype(np.int64)
    if weights.ndim != 1 or weights.shape[0] != x.shape[0]:
        raise RuntimeError("weights should be 1-d and have the same length as input")
    dtype = np.float32 if weights.dtype == np.float32 else np.float64
    return np.bincount(x, weights.astype(np.float64), minlength=minlength).astype(dtype)
