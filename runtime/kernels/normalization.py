"""NumPy kernels of the normalisation layers (layer, batch and group norm): each normalises over
its own axes and returns the mean and 1 / std its backward formula reuses."""
import math

import numpy as np

from ..core.printing import format_shape
from .opmath import in_float32
from .reduction import BLAS_MIN, BLAS_ROW, row_sums

_F32 = np.dtype(np.float32)


def _normalize(x, axes, eps):
    """(x - mean) * rstd over `axes`, with the mean and rstd = 1 / sqrt(biased var + eps) (kept dims).
    The means are sums divided by the count, as np.mean computes them (the same bits) without its
    Python layers, and x - mean is computed once and normalised in place: a layer norm of a tiny GPT's
    activations took ~9 passes and two np.mean wrappers, now 6 passes."""
    n = math.prod(x.shape[a] for a in axes)
    mean = np.add.reduce(x, axis=axes, keepdims=True) / n
    centered = x - mean
    var = np.add.reduce(centered * centered, axis=axes, keepdims=True) / n
    rstd = 1.0 / np.sqrt(var + eps)
    return np.multiply(centered, rstd, out=centered), mean, rstd


def _normalize_rows(x, n, k, eps):
    """_normalize over the last k dims of a C-contiguous float32 x seen as rows of n: the row sums by
    row_sums (one BLAS product), the sums of squares by np.vecdot (a dot a row, no temporary), the mean,
    variance and rstd formed from them in _normalize's steps. A GPT's (16, 64, 128) layer norm with its
    weight and bias: 427 -> 319 us a call (PyTorch ~150: NumPy's two row reductions, ~57 us each, were
    much of the gap); inside the GPT step 502 -> 394 us. Errors against float64 over 20 batches the same
    (largest 2.22 -> 2.17 eps times the row's largest value, mean 0.133 -> 0.132; PyTorch 2.18, 0.129)."""
    rows = x.reshape(-1, n)
    mean = row_sums(rows)
    mean /= n
    mean = mean.reshape(-1, 1)
    centered = rows - mean
    var = np.vecdot(centered, centered)
    var /= n
    var += eps
    rstd = np.sqrt(var, out=var)
    np.divide(1.0, rstd, out=rstd)
    rstd = rstd.reshape(-1, 1)
    centered *= rstd
    kept = x.shape[:x.ndim - k] + (1,) * k
    return centered.reshape(x.shape), mean.reshape(kept), rstd.reshape(kept)


@in_float32
def native_layer_norm(x, normalized_shape, weight, bias, eps):
    normalized_shape = tuple(normalized_shape)
    k = len(normalized_shape)
    if k == 0:
        raise RuntimeError("Expected normalized_shape to be at least 1-dimensional, i.e., containing at least one "
                           "element, but got normalized_shape = []")
    for name, t in (("weight", weight), ("bias", bias)):
        if t is not None and t.shape != normalized_shape:
            raise RuntimeError(f"Expected {name} to be of same shape as normalized_shape, but got {name} of shape "
                               f"{format_shape(t.shape)} and normalized_shape = {format_shape(normalized_shape)}")
    if x.ndim < k or x.shape[x.ndim - k:] != normalized_shape:
        raise RuntimeError(f"Given normalized_shape={format_shape(normalized_shape)}, expected input with shape "
                           f"[*, {', '.join(map(str, normalized_shape))}], "
                           f"but got input of size{format_shape(x.shape)}")
    n = math.prod(normalized_shape)
    if x.dtype is _F32 and 1 < n <= BLAS_ROW and x.size >= BLAS_MIN and x.flags.c_contiguous:
        out, mean, rstd = _normalize_rows(x, n, k, eps)
    else:
        out, mean, rstd = _normalize(x, tuple(range(x.ndim - k, x.ndim)), eps)
    # (in place into _normalize's fresh array when the dtypes agree: the same bits, no temporaries)
    if weight is not None:
        out = np.multiply(out, weight, out=out) if weight.dtype == out.dtype else out * weight
    if bias is not None:
        out = np.add(out, bias, out=out) if bias.dtype == out.dtype else out + bias
    return out.astype(x.dtype, copy=False), mean.astype(x.dtype, copy=False), rstd.astype(x.dtype, copy=False)


def _per_channel(t, ndim):
    """A (C,) vector shaped to broadcast along dim 1 of an ndim-D input."""
    return t.reshape((1, -1) + (1,) * (ndim - 2)) if ndim > 1 else t


def native_batch_norm(x, weight, bias, running_mean, running_var, training, momentum, eps):
    """Training: normalise with the batch statistics (over every dim but 1) and move the running
    statistics towards them in place, the variance unbiased; evaluation: use the running ones."""
    channels = x.shape[1] if x.ndim > 1 else 0
    for name, t in (("weight", weight), ("bias", bias), ("running_mean", running_mean), ("running_var", running_var)):
        if t is not None and t.size != channels:
            raise RuntimeError(f"{name} should contain {channels} elements not {t.size}")
    axes = (0,) + tuple(range(2, x.ndim))
    if training:
        out, mean, rstd = _normalize(x, axes, eps)
        mean, rstd = mean.reshape(-1), rstd.reshape(-1)
        n = x.size // max(channels, 1)
        if running_mean is not None:
            running_mean *= 1 - momentum
            running_mean += momentum * mean
        if running_var is not None:
            unbiased = np.mean(np.square(x - _per_channel(mean, x.ndim)), axis=axes) * (n / max(n - 1, 1))
            running_var *= 1 - momentum
            running_var += momentum * unbiased
    else:
        if running_mean is None:
            raise RuntimeError("running_mean must be defined in evaluation mode")
        if running_var is None:
            raise RuntimeError("running_var must be defined in evaluation mode")
        out = (x - _per_channel(running_mean, x.ndim)) / np.sqrt(_per_channel(running_var, x.ndim) + eps)
        mean = rstd = np.zeros((0,), x.dtype)
    if weight is not None:
        out = out * _per_channel(weight, x.ndim)
    if bias is not None:
        out = out + _per_channel(bias, x.ndim)
    return out.astype(x.dtype, copy=False), mean.astype(x.dtype, copy=False), rstd.astype(x.dtype, copy=False)


def native_group_norm(x, weight, bias, n, c, hxw, group, eps):
    """Normalise each of `group` channel groups of each sample; weight and bias are per channel."""
    for name, t in (("weight", weight), ("bias", bias)):
        if t is not None and (t.ndim != 1 or t.size != c):
            raise RuntimeError(f"Expected {name} to be a vector of size equal to the number of channels in input, "
                               f"but got {name} of shape {format_shape(t.shape)} and input of shape "
                               f"{format_shape(x.shape)}")
    grouped, mean, rstd = _normalize(x.reshape(n, group, -1), (2,), eps)
    out = grouped.reshape(x.shape)
    if weight is not None:
        out = out * _per_channel(weight, x.ndim)
    if bias is not None:
        out = out + _per_channel(bias, x.ndim)
    return (out.astype(x.dtype, copy=False), mean.reshape(n, group).astype(x.dtype, copy=False),
            rstd.reshape(n, group).astype(x.dtype, copy=False))


@in_float32
def weight_norm_interface(v, g, dim):
    """Weight normalisation (Salimans & Kingma, 2016) over dim 0 or the last: (v * g / ||v||, ||v||),
    the norm taken over every other dim and kept with g's shape."""
    axes = tuple(i for i in range(v.ndim) if i != dim)
    norms = np.sqrt(np.sum(np.square(v), axis=axes, keepdims=True))
    return (v * (g / norms)).astype(v.dtype, copy=False), norms.astype(v.dtype, copy=False)
