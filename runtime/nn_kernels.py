"""NumPy kernels for the nn.functional ops of derivatives.yaml (convolution, pooling,
normalisation, losses): too big for one `numpy:` expression, so the table names them here.

Convolution and pooling work on "windows": `sliding_window_view` gives, without copying,
an (N, C, *out, *kernel) view of every kernel-sized patch; a tensordot over it is im2col
plus one BLAS matrix product. Scattering back (transposed convolution, pooling backward)
loops over the few kernel offsets, adding one strided slice each time.
"""
import itertools

import numpy as np
from numpy.lib.stride_tricks import sliding_window_view


# -- shared checks and sizes ---------------------------------------------------------------

def _size(shape):
    return "[" + ", ".join(str(s) for s in shape) + "]"


def _out_size(size, kernel, stride, padding, dilation, ceil_mode=False):
    """Output length of a window sweep (PyTorch's formula, including ceil_mode's rule that
    the last window must start inside the input or the left padding)."""
    span = dilation * (kernel - 1) + 1
    num = size + 2 * padding - span
    out = (-(-num // stride) if ceil_mode else num // stride) + 1
    if ceil_mode and (out - 1) * stride >= size + padding:
        out -= 1
    return out


def _windows(x, kernel, stride, dilation):
    """(N, C, *out, *kernel) strided view of x's kernel-sized windows (x already padded)."""
    spans = tuple(d * (k - 1) + 1 for k, d in zip(kernel, dilation))
    view = sliding_window_view(x, spans, axis=tuple(range(2, x.ndim)))
    step = (slice(None),) * 2 + tuple(slice(None, None, s) for s in stride) + tuple(slice(None, None, d) for d in dilation)
    return view[step]


def _pad_spatial(x, before, after, value=0.0):
    if not any(before) and not any(after):
        return x
    return np.pad(x, [(0, 0), (0, 0)] + list(zip(before, after)), constant_values=value)


# -- convolution ---------------------------------------------------------------------------------

def _check_convolution(x, w, bias, stride, padding, dilation, transposed, output_padding, groups):
    """PyTorch's argument checks for convolution, with its messages."""
    nd = w.ndim - 2
    if any(s <= 0 for s in stride):
        raise RuntimeError("non-positive stride is not supported")
    if any(p < 0 for p in padding):
        raise RuntimeError("negative padding is not supported")
    if any(d <= 0 for d in dilation):
        raise RuntimeError("non-positive dilation is not supported")
    if groups <= 0:
        raise RuntimeError("non-positive groups is not supported")
    for name, values in (("stride", stride), ("padding", padding), ("dilation", dilation)):
        if len(values) != nd:
            raise RuntimeError(f"expected {name} to be a single integer value or a list of {nd} values to match the "
                               f"convolution dimensions, but got {name}={list(values)}")
    if x.ndim != w.ndim:
        raise RuntimeError(f"Expected {w.ndim}-dimensional input for {w.ndim}-dimensional weight {_size(w.shape)}, "
                           f"but got {x.ndim}-dimensional input of size {_size(x.shape)} instead")
    if w.shape[0] % groups:
        raise RuntimeError(f"Given groups={groups}, expected weight to be divisible by {groups} at dimension 0, but "
                           f"got weight of size [{_size(w.shape)}] instead")
    if transposed:
        if x.shape[1] != w.shape[0]:
            raise RuntimeError(f"Given transposed=1, weight of size {_size(w.shape)}, expected input{_size(x.shape)} "
                               f"to have {w.shape[0]} channels, but got {x.shape[1]} channels instead")
        if any(op >= s and op >= d for op, s, d in zip(output_padding, stride, dilation)):
            names = ("depth", "height", "width")[-nd:] if nd <= 3 else [str(i) for i in range(nd)]
            parts = ([f"output_padding_{n}: {v}" for n, v in zip(names, output_padding)]
                     + [f"stride_{n}: {v}" for n, v in zip(names, stride)]
                     + [f"dilation_{n}: {v}" for n, v in zip(names, dilation)])
            raise RuntimeError("output padding must be smaller than either stride or dilation, but got "
                               + " ".join(parts))
        out_channels = w.shape[1] * groups
    else:
        if x.shape[1] != w.shape[1] * groups:
            raise RuntimeError(f"Given groups={groups}, weight of size {_size(w.shape)}, expected input"
                               f"{_size(x.shape)} to have {w.shape[1] * groups} channels, but got {x.shape[1]} "
                               "channels instead")
        padded = tuple(s + 2 * p for s, p in zip(x.shape[2:], padding))
        spans = tuple(d * (k - 1) + 1 for k, d in zip(w.shape[2:], dilation))
        if any(p < k for p, k in zip(padded, spans)):
            raise RuntimeError(f"Calculated padded input size per channel: ({' x '.join(map(str, padded))}). Kernel "
                               f"size: ({' x '.join(map(str, spans))}). Kernel size can't be greater than actual "
                               "input size")
        out_channels = w.shape[0]
    if bias is not None and (bias.ndim != 1 or bias.shape[0] != out_channels):
        raise RuntimeError(f"Given weight of size {_size(w.shape)}, expected bias to be 1-dimensional with "
                           f"{out_channels} elements, but got bias of size {_size(bias.shape)} instead")


def convolution(x, w, bias, stride, padding, dilation, transposed, output_padding, groups):
    """aten::convolution: cross-correlation of x with w (or its transpose), plus bias."""
    _check_convolution(x, w, bias, stride, padding, dilation, transposed, output_padding, groups)
    if transposed:
        out = conv_transpose(x, w, stride, padding, output_padding, dilation, groups)
    else:
        out = conv(x, w, stride, padding, dilation, groups)
    if bias is not None:
        out += bias.reshape((-1,) + (1,) * (out.ndim - 2))
    return out


def _group_slices(total, groups):
    size = total // groups
    return [slice(g * size, (g + 1) * size) for g in range(groups)]


def conv(x, w, stride, padding, dilation, groups):
    """y[n, o, p] = sum over c, k of x_padded[n, c, p * stride + k * dilation] * w[o, c, k]."""
    nd = w.ndim - 2
    win = _windows(_pad_spatial(x, padding, padding), w.shape[2:], stride, dilation)
    x_axes = [1] + list(range(2 + nd, 2 + 2 * nd))   # channel and kernel axes of the windows
    w_axes = list(range(1, 2 + nd))
    parts = [np.moveaxis(np.tensordot(win[:, xs], w[ws], axes=(x_axes, w_axes)), -1, 1)
             for xs, ws in zip(_group_slices(x.shape[1], groups), _group_slices(w.shape[0], groups))]
    return parts[0] if groups == 1 else np.concatenate(parts, axis=1)


def conv_transpose(g, w, stride, padding, output_padding, dilation, groups):
    """The adjoint of `conv` in its input (also the input gradient of a convolution):
    every g[n, o, p] adds g * w[o, c, k] at x_padded[n, c, p * stride + k * dilation]."""
    nd = w.ndim - 2
    kernel, out = w.shape[2:], g.shape[2:]
    full = tuple((o - 1) * s + d * (k - 1) + 1 + op
                 for o, s, d, k, op in zip(out, stride, dilation, kernel, output_padding))
    in_channels = w.shape[1] * groups
    result = np.zeros((g.shape[0], in_channels) + full, dtype=np.result_type(g, w))
    for gs, cs in zip(_group_slices(g.shape[1], groups), _group_slices(in_channels, groups)):
        cols = np.tensordot(g[:, gs], w[gs], axes=([1], [0]))   # (N, *out, c, *kernel)
        cols = np.moveaxis(cols, 1 + nd, 1)                        # (N, c, *out, *kernel)
        for offset in itertools.product(*(range(k) for k in kernel)):
            target = tuple(slice(i * d, i * d + (o - 1) * s + 1, s)
                           for i, d, o, s in zip(offset, dilation, out, stride))
            result[(slice(None), cs) + target] += cols[(Ellipsis,) + offset]
    crop = tuple(slice(p, f - p) for p, f in zip(padding, full))
    return result[(slice(None), slice(None)) + crop]


def conv_weight_grad(x, g, weight_size, stride, padding, dilation, groups):
    """The adjoint of `conv` in its weight: dw[o, c, k] = sum over n, p of g[n, o, p] * x window[n, c, p, k]."""
    nd = len(weight_size) - 2
    win = _windows(_pad_spatial(x, padding, padding), weight_size[2:], stride, dilation)
    win = win[(slice(None), slice(None)) + tuple(slice(0, o) for o in g.shape[2:])]
    axes = [0] + list(range(2, 2 + nd))
    parts = [np.tensordot(g[:, os_], win[:, cs], axes=(axes, axes))
             for os_, cs in zip(_group_slices(g.shape[1], groups), _group_slices(x.shape[1], groups))]
    return parts[0] if groups == 1 else np.concatenate(parts, axis=0)


# -- padding ---------------------------------------------------------------------------------

def constant_pad_nd(x, pad, value):
    """aten::constant_pad_nd: pad (last dim first, (left, right) pairs) with `value`; negative
    amounts crop, which makes the op its own backward."""
    if len(pad) % 2:
        raise RuntimeError("Padding length must be divisible by 2")
    if len(pad) // 2 > x.ndim:
        raise RuntimeError("Padding length should be less than or equal to two times the input dimension but got "
                           f"padding length {len(pad)} and input of dimension {x.ndim}")
    widths = [(0, 0)] * x.ndim
    crop = [slice(None)] * x.ndim
    for i in range(len(pad) // 2):
        d = x.ndim - 1 - i
        before, after = pad[2 * i], pad[2 * i + 1]
        if x.shape[d] + before + after < 0:
            raise RuntimeError("narrow(): length must be non-negative.")   # PyTorch crops with narrow()
        widths[d] = (max(before, 0), max(after, 0))
        crop[d] = slice(max(-before, 0), x.shape[d] - max(-after, 0))
    out = x[tuple(crop)]
    return np.pad(out, widths, constant_values=value) if any(w != (0, 0) for w in widths) else out.copy()
