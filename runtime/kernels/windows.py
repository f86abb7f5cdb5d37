"""Sliding windows over the spatial dims of an (N, C, *spatial) array, shared by convolution and
pooling: the output size of a sweep, a strided view of every window, its adjoint (adding each
window's values back where they came from) and the windows of adaptive pooling."""
import itertools

import numpy as np
from numpy.lib.stride_tricks import sliding_window_view


def out_size(size, kernel, stride, padding, dilation, ceil_mode=False):
    """Output length of a window sweep (PyTorch's formula, including ceil_mode's rule that
    the last window must start inside the input or the left padding)."""
    span = dilation * (kernel - 1) + 1
    num = size + 2 * padding - span
    out = (-(-num // stride) if ceil_mode else num // stride) + 1
    if ceil_mode and (out - 1) * stride >= size + padding:
        out -= 1
    return out


def windows(x, kernel, stride, dilation):
    """(N, C, *out, *kernel) strided view of x's kernel-sized windows (x already padded)."""
    spans = tuple(d * (k - 1) + 1 for k, d in zip(kernel, dilation))
    view = sliding_window_view(x, spans, axis=tuple(range(2, x.ndim)))
    step = ((slice(None),) * 2 + tuple(slice(None, None, s) for s in stride)
            + tuple(slice(None, None, d) for d in dilation))
    return view[step]


def pad_spatial(x, before, after, value=0.0):
    if not any(before) and not any(after):
        return x
    return np.pad(x, [(0, 0), (0, 0)] + list(zip(before, after)), constant_values=value)


def padded_for(x, kernel, stride, padding, dilation, out, value):
    """x padded so that `out` windows fit (ceil_mode's last window may overhang the right edge)."""
    right = [max(p, (o - 1) * s + d * (k - 1) + 1 - n - p)
             for n, k, s, p, d, o in zip(x.shape[2:], kernel, stride, padding, dilation, out)]
    return pad_spatial(x, padding, right, value)


def scatter_windows(target, cols, stride, dilation):
    """The adjoint of `windows`: add each window's values back where the window came from in
    `target` (A, B, *spatial), one kernel offset at a time; cols is (*kernel, A, B, *out), so
    cols[offset] is one offset's values for every window."""
    nd = len(stride)
    kernel, out = cols.shape[:nd], cols.shape[nd + 2:]
    for offset in itertools.product(*(range(k) for k in kernel)):
        where = tuple(slice(i * d, i * d + (o - 1) * s + 1, s) for i, d, o, s in zip(offset, dilation, out, stride))
        target[(slice(None), slice(None)) + where] += cols[offset]


def adaptive_bounds(n, o):
    """Adaptive pooling's windows along one dim: output cell i covers [floor(i n / o), ceil((i + 1) n / o))."""
    i = np.arange(o)
    return (i * n) // o, -(-((i + 1) * n) // o)


def adaptive_matrix(n, o, dtype):
    """(o, n) averaging matrix of adaptive pooling: row i averages its window."""
    m = np.zeros((o, n), dtype=dtype)
    for i, (start, end) in enumerate(zip(*adaptive_bounds(n, o))):
        m[i, start:end] = 1.0 / (end - start)
    return m
