"""NumPy kernels for the nn.functional layers of derivatives.yaml that slide or pick over space
(convolution, padding, pooling, embedding): too big for one `numpy:` expression, so the table
names them here. Losses and normalisation have their own modules (loss.py, normalization.py).

Convolution and pooling work on "windows": `sliding_window_view` gives, without copying,
an (N, C, *out, *kernel) view of every kernel-sized patch; a tensordot over it is im2col
plus one BLAS matrix product. Scattering back (transposed convolution, pooling backward)
loops over the few kernel offsets, adding one strided slice each time.
"""
import itertools

import numpy as np
from numpy.lib.stride_tricks import sliding_window_view

from ..core.dtypes import FLOATING_KINDS, legacy_type_name
from ..core.printing import format_shape
from .indexing import add_rows_at

# -- shared checks and sizes ---------------------------------------------------------------

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
    step = ((slice(None),) * 2 + tuple(slice(None, None, s) for s in stride)
            + tuple(slice(None, None, d) for d in dilation))
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
        raise RuntimeError(f"dilation should be greater than zero, but got {list(dilation)}")
    if groups <= 0:
        raise RuntimeError("non-positive groups is not supported")
    for name, values in (("stride", stride), ("padding", padding), ("dilation", dilation)):
        if len(values) != nd:
            raise RuntimeError(f"expected {name} to be a single integer value or a list of {nd} values to match the "
                               f"convolution dimensions, but got {name}={list(values)}")
    if x.ndim != w.ndim:
        raise RuntimeError(f"Expected {w.ndim}-dimensional input for {w.ndim}-dimensional weight "
                           f"{format_shape(w.shape)}, but got {x.ndim}-dimensional input of size "
                           f"{format_shape(x.shape)} instead")
    if w.shape[0] % groups:
        raise RuntimeError(f"Given groups={groups}, expected weight to be divisible by {groups} at dimension 0, but "
                           f"got weight of size [{format_shape(w.shape)}] instead")
    if transposed:
        if x.shape[1] != w.shape[0]:
            raise RuntimeError(f"Given transposed=1, weight of size {format_shape(w.shape)}, "
                               f"expected input{format_shape(x.shape)} to have {w.shape[0]} channels, "
                               f"but got {x.shape[1]} channels instead")
        if any(op >= s and op >= d for op, s, d in zip(output_padding, stride, dilation)):
            names = ("depth", "height", "width")[-nd:] if nd <= 3 else [str(i) for i in range(nd)]
            if nd == 1:   # PyTorch runs a 1-d convolution as a 2-d one of height 1
                names, output_padding, stride, dilation = ("height", "width"), (0, *output_padding), \
                    (1, *stride), (1, *dilation)
            parts = ([f"output_padding_{n}: {v}" for n, v in zip(names, output_padding)]
                     + [f"stride_{n}: {v}" for n, v in zip(names, stride)]
                     + [f"dilation_{n}: {v}" for n, v in zip(names, dilation)])
            raise RuntimeError("output padding must be smaller than either stride or dilation, but got "
                               + " ".join(parts))
        out_channels = w.shape[1] * groups
    else:
        if x.shape[1] != w.shape[1] * groups:
            raise RuntimeError(f"Given groups={groups}, weight of size {format_shape(w.shape)}, expected input"
                               f"{format_shape(x.shape)} to have {w.shape[1] * groups} channels, but got {x.shape[1]} "
                               "channels instead")
        padded = tuple(s + 2 * p for s, p in zip(x.shape[2:], padding))
        spans = tuple(d * (k - 1) + 1 for k, d in zip(w.shape[2:], dilation))
        if any(p < k for p, k in zip(padded, spans)):
            raise RuntimeError(f"Calculated padded input size per channel: ({' x '.join(map(str, padded))}). Kernel "
                               f"size: ({' x '.join(map(str, spans))}). Kernel size can't be greater than actual "
                               "input size")
        out_channels = w.shape[0]
    if bias is not None and (bias.ndim != 1 or bias.shape[0] != out_channels):
        raise RuntimeError(f"Given weight of size {format_shape(w.shape)}, expected bias to be 1-dimensional with "
                           f"{out_channels} elements, but got bias of size {format_shape(bias.shape)} instead")


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
        # (c, *kernel, N, *out): kernel offsets outermost, so each offset's block is contiguous
        # (tensordot's output is; the loop below reads one block per offset).
        cols = np.tensordot(w[gs], g[:, gs], axes=([0], [1]))
        _scatter_windows(result[:, cs].swapaxes(0, 1), np.moveaxis(cols, 0, nd), stride, dilation)
    crop = tuple(slice(p, f - p) for p, f in zip(padding, full))
    return result[(slice(None), slice(None)) + crop]


def _scatter_windows(target, cols, stride, dilation):
    """The adjoint of `_windows`: add each window's values back where the window came from in
    `target` (A, B, *spatial), one kernel offset at a time; cols is (*kernel, A, B, *out), so
    cols[offset] is one offset's values for every window."""
    nd = len(stride)
    kernel, out = cols.shape[:nd], cols.shape[nd + 2:]
    for offset in itertools.product(*(range(k) for k in kernel)):
        where = tuple(slice(i * d, i * d + (o - 1) * s + 1, s) for i, d, o, s in zip(offset, dilation, out, stride))
        target[(slice(None), slice(None)) + where] += cols[offset]


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


# -- pooling (2-D; an unbatched (C, H, W) input is pooled as a batch of one) ---------------------------

def _pair(value, message, allow_empty=False):
    if value is None or (allow_empty and isinstance(value, (tuple, list)) and len(value) == 0):
        return None
    if isinstance(value, (int, np.integer)):
        return (int(value),) * 2
    if len(value) == 1:
        return (int(value[0]),) * 2
    if len(value) != 2:
        raise RuntimeError(message)
    return tuple(int(v) for v in value)


def _pool_args(name, x, kernel_size, stride, padding, dilation, ceil_mode):
    """Normalise and check pooling arguments as PyTorch's pool2d_shape_check does; returns
    (kernel, stride, padding, dilation, output size)."""
    kernel = _pair(kernel_size, f"{name}: kernel_size must either be a single int, or a tuple of two ints")
    stride = _pair(stride, f"{name}: stride must either be omitted, a single int, or a tuple of two ints",
                   allow_empty=True) or kernel
    padding = _pair(padding, f"{name}: padding must either be a single int, or a tuple of two ints")
    dilation = _pair(dilation, f"{name}: dilation must be either a single int, or a tuple of two ints")
    if x.ndim not in (3, 4):
        raise RuntimeError("non-empty 3D or 4D (batch mode) tensor expected for input")
    # PyTorch's order: pooling_output_shape's checks, then pool2d_shape_check's.
    for k, p, d in zip(kernel, padding, dilation):
        if min(stride) == 0:
            raise RuntimeError("stride should not be zero")
        if p < 0:
            raise RuntimeError(f"pad must be non-negative, but got pad: {p}")
        if p > (d * (k - 1) + 1) // 2:
            raise RuntimeError(f"pad should be at most half of effective kernel size, but got pad={p}, "
                               f"kernel_size={k} and dilation={d}")
    if min(kernel) <= 0:
        raise RuntimeError(f"kernel size should be greater than zero, but got kH: {kernel[0]} kW: {kernel[1]}")
    if min(stride) <= 0:
        raise RuntimeError(f"stride should be greater than zero, but got dH: {stride[0]} dW: {stride[1]}")
    if min(dilation) <= 0:
        raise RuntimeError(f"dilation should be greater than zero, but got dilationH: {dilation[0]} "
                           f"dilationW: {dilation[1]}")
    if 0 in x.shape[-3:]:   # only a 4-D input's batch may be empty
        raise RuntimeError("Expected 3D or 4D (batch mode) tensor with optional 0 dim batch size for input, but "
                           f"got:{list(x.shape)}")
    if padding[0] > kernel[0] // 2 or padding[1] > kernel[1] // 2:
        raise RuntimeError("pad should be smaller than or equal to half of kernel size, but got "
                           f"padW = {padding[1]}, padH = {padding[0]}, kW = {kernel[1]}, kH = {kernel[0]}")
    size = x.shape[-2:]
    out = tuple(_out_size(n, k, s, p, d, ceil_mode) for n, k, s, p, d in zip(size, kernel, stride, padding, dilation))
    if min(out) < 1:
        c = x.shape[-3]
        raise RuntimeError(f"Given input size: ({c}x{size[0]}x{size[1]}). Calculated output size: "
                           f"({c}x{out[0]}x{out[1]}). Output size is too small")
    return kernel, stride, padding, dilation, out


def _batched(x):
    return x if x.ndim == 4 else x[None]


def _padded_for(x, kernel, stride, padding, dilation, out, value):
    """x padded so that `out` windows fit (ceil_mode's last window may overhang the right edge)."""
    right = [max(p, (o - 1) * s + d * (k - 1) + 1 - n - p)
             for n, k, s, p, d, o in zip(x.shape[2:], kernel, stride, padding, dilation, out)]
    return _pad_spatial(x, padding, right, value)


def max_pool2d_with_indices(x, kernel_size, stride, padding, dilation, ceil_mode):
    """Window maxima and the flat (h * W + w) input position of each; ties and NaNs pick the
    first position in the window, as PyTorch's CPU kernel."""
    kernel, stride, padding, dilation, out = _pool_args("max_pool2d", x, kernel_size, stride, padding, dilation,
                                                        ceil_mode)
    xb = _batched(x)
    low = -np.inf if xb.dtype.kind in FLOATING_KINDS else np.iinfo(xb.dtype).min
    win = _windows(_padded_for(xb, kernel, stride, padding, dilation, out, low), kernel, stride, dilation)
    win = win[:, :, :out[0], :out[1]].reshape(xb.shape[:2] + out + (kernel[0] * kernel[1],))
    arg = np.argmax(win, axis=-1)
    values = np.take_along_axis(win, arg[..., None], axis=-1)[..., 0]
    rows = np.arange(out[0])[:, None] * stride[0] - padding[0] + (arg // kernel[1]) * dilation[0]
    cols = np.arange(out[1])[None, :] * stride[1] - padding[1] + (arg % kernel[1]) * dilation[1]
    indices = (rows * xb.shape[3] + cols).astype(np.int64)
    return (values, indices) if x.ndim == 4 else (values[0], indices[0])


def max_pool2d_with_indices_backward(grad_output, x, indices):
    """Each output's gradient goes to the input position its index names (summed where windows
    overlap on the same maximum)."""
    plane = x.shape[-2] * x.shape[-1]
    planes = int(np.prod(x.shape[:-2], dtype=np.int64))
    indices = indices.reshape(planes, indices.shape[-2] * indices.shape[-1])
    # A window lying wholly in the padding has no input position (its value is -inf): no gradient.
    inside = ((indices >= 0) & (indices < plane)).ravel()
    flat = (np.arange(planes).reshape(-1, 1) * plane + indices).ravel()
    summed = np.bincount(flat[inside], weights=grad_output.ravel()[inside], minlength=planes * plane)
    return summed.astype(grad_output.dtype, copy=False).reshape(x.shape)


def _avg_divisor(x, kernel, stride, padding, out, count_include_pad, divisor_override):
    """(oh, ow) divisors: the window's size clipped to the padded input, or to the input alone
    when count_include_pad is False, unless divisor_override is given."""
    if divisor_override is not None:
        if divisor_override == 0:
            raise RuntimeError("divisor must be not zero")
        return np.full(out, float(divisor_override))
    sizes = []
    for n, k, s, p, o in zip(x.shape[-2:], kernel, stride, padding, out):
        start = np.arange(o) * s - p
        end = np.minimum(start + k, n + p)
        if not count_include_pad:
            start, end = np.maximum(start, 0), np.minimum(end, n)
        sizes.append(end - start)
    return np.outer(sizes[0], sizes[1]).astype(np.float64)


def avg_pool2d(x, kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override):
    kernel, stride, padding, dilation, out = _pool_args("avg_pool2d", x, kernel_size, stride, padding, 1, ceil_mode)
    divisor = _avg_divisor(x, kernel, stride, padding, out, count_include_pad, divisor_override)
    xb = _batched(x)
    win = _windows(_padded_for(xb, kernel, stride, padding, dilation, out, 0), kernel, stride, dilation)
    result = (win[:, :, :out[0], :out[1]].sum(axis=(-2, -1)) / divisor).astype(x.dtype, copy=False)
    return result if x.ndim == 4 else result[0]


def avg_pool2d_backward(grad_output, x, kernel_size, stride, padding, ceil_mode, count_include_pad,
                        divisor_override):
    """Each output's gradient, divided like the forward, spread evenly over its window."""
    kernel, stride, padding, dilation, out = _pool_args("avg_pool2d", x, kernel_size, stride, padding, 1, ceil_mode)
    divisor = _avg_divisor(x, kernel, stride, padding, out, count_include_pad, divisor_override)
    g = _batched(grad_output) / divisor
    full = tuple(max(n + 2 * p, (o - 1) * s + k) for n, k, s, p, o in zip(x.shape[-2:], kernel, stride, padding, out))
    result = np.zeros(g.shape[:2] + full, dtype=np.result_type(grad_output.dtype, np.float32))
    _scatter_windows(result, np.broadcast_to(g, kernel + g.shape), stride, dilation)
    result = result[:, :, padding[0]:padding[0] + x.shape[-2], padding[1]:padding[1] + x.shape[-1]]
    result = result.astype(grad_output.dtype, copy=False)
    return result if x.ndim == 4 else result[0]


def _adaptive_matrix(n, o, dtype):
    """(o, n) averaging matrix of adaptive pooling: row i averages [floor(i n / o), ceil((i + 1) n / o))."""
    m = np.zeros((o, n), dtype=dtype)
    for i in range(o):
        start, end = (i * n) // o, -(-((i + 1) * n) // o)
        m[i, start:end] = 1.0 / (end - start)
    return m


def adaptive_avg_pool2d(x, output_size):
    if x.ndim not in (3, 4):
        raise RuntimeError(f"adaptive_avg_pool2d(): Expected 3D or 4D tensor, but got {format_shape(x.shape)}")
    if len(output_size) != 2:
        raise RuntimeError("adaptive_avg_pool2d: output_size must be 2")
    rows = _adaptive_matrix(x.shape[-2], output_size[0], x.dtype)
    cols = _adaptive_matrix(x.shape[-1], output_size[1], x.dtype)
    return rows @ x @ cols.T


def adaptive_avg_pool2d_backward(grad_output, x):
    rows = _adaptive_matrix(x.shape[-2], grad_output.shape[-2], grad_output.dtype)
    cols = _adaptive_matrix(x.shape[-1], grad_output.shape[-1], grad_output.dtype)
    return rows.T @ grad_output @ cols


def adaptive_max_pool2d(x, output_size):
    """Maxima (and flat h * W + w indices) over PyTorch's adaptive windows: output cell i covers
    [floor(i n / o), ceil((i + 1) n / o)) along each spatial dim; ties pick the first position."""
    if x.ndim not in (3, 4):
        raise RuntimeError(f"adaptive_max_pool2d(): Expected 3D or 4D tensor, but got: {list(x.shape)}")
    for d in range(x.ndim - 3, x.ndim):
        if x.shape[d] == 0:
            raise RuntimeError("adaptive_max_pool2d(): Expected input to have non-zero size for non-batch "
                               f"dimensions, but input has sizes {list(x.shape)} with dimension {d} being empty")
    if len(output_size) != 2:
        raise RuntimeError("adaptive_max_pool2d(): internal error: output_size.size() must be 2")
    (h, w), (oh, ow) = x.shape[-2:], output_size
    if min(oh, ow) < 0:
        raise RuntimeError(f"Trying to create tensor with negative dimension {min(oh, ow)}: "
                           f"{list(x.shape[:-2]) + [oh, ow]}")
    values = np.empty(x.shape[:-2] + (oh, ow), dtype=x.dtype)
    indices = np.empty(values.shape, dtype=np.int64)
    for i in range(oh):
        hs, he = (i * h) // oh, -(-((i + 1) * h) // oh)
        for j in range(ow):
            ws, we = (j * w) // ow, -(-((j + 1) * w) // ow)
            win = x[..., hs:he, ws:we].reshape(x.shape[:-2] + ((he - hs) * (we - ws),))
            arg = np.argmax(win, axis=-1)
            values[..., i, j] = np.take_along_axis(win, arg[..., None], axis=-1)[..., 0]
            indices[..., i, j] = (hs + arg // (we - ws)) * w + ws + arg % (we - ws)
    return values, indices


# -- embedding -------------------------------------------------------------------------------------

def embedding(weight, indices, sparse):
    """weight[indices], with PyTorch's checks (integer indices in range, 2-D weight)."""
    if sparse:
        raise NotImplementedError("embedding(sparse=True): gradtable has no sparse gradients; use sparse=False")
    if indices.dtype.kind not in "iu":
        raise RuntimeError("Expected tensor for argument #1 'indices' to have one of the following scalar types: "
                           f"Long, Int; but got torch.{legacy_type_name(indices.dtype)} "
                           "instead (while checking arguments for embedding)")
    if weight.ndim != 2:
        raise RuntimeError("'weight' must be 2-D")
    if indices.size and (indices.min() < 0 or indices.max() >= weight.shape[0]):
        raise IndexError("index out of range in self")
    return weight[indices]


def conv_output_padding(input_sizes, grad_sizes, weight_sizes, stride, padding, dilation):
    """The output_padding a transposed convolution of `grad` needs to give back exactly
    `input_sizes` (a strided convolution drops the input's last rows that no window reaches)."""
    return [i + 2 * p - d * (k - 1) - 1 - (o - 1) * s
            for i, o, k, s, p, d in zip(input_sizes[2:], grad_sizes[2:], weight_sizes[2:], stride, padding, dilation)]


def embedding_dense_backward(grad_output, indices, num_weights, padding_idx, scale_grad_by_freq):
    """Sum each looked-up row's gradient into its weight row; the padding row gets none, and
    with scale_grad_by_freq each row's sum is divided by how often it was looked up."""
    flat = np.reshape(indices, -1)  # (a 0-dim index may come as a Python int: apply_arrays' saved_array)
    rows = grad_output.reshape(flat.size, grad_output.shape[-1])  # (not -1: no rows at all is allowed)
    if scale_grad_by_freq:
        rows = rows / np.bincount(flat, minlength=num_weights)[flat][:, None]
    result = add_rows_at(np.zeros((num_weights, rows.shape[1]), dtype=grad_output.dtype), flat, rows)
    if padding_idx >= 0:
        result[padding_idx] = 0
    return result


# -- reflect, replicate and circular padding -------------------------------------------------------

def _source_positions(n, before, after, mode):
    """For each position of a padded dim, the input position it copies: mirrored without
    repeating the edge ('reflect') or the nearest edge ('replicate'). Negative amounts crop."""
    src = np.arange(-before, n + after)
    if mode == "reflect":
        src = np.abs(src)
        return np.where(src >= n, 2 * (n - 1) - src, src)
    return np.clip(src, 0, n - 1)


def mode_pad(x, padding, mode):
    """reflection_pad{1,2}d / replication_pad{1,2}d: padding (left, right[, top, bottom]) of the
    last one or two dims."""
    if mode == "reflect":
        for i, arg in zip(range(len(padding) // 2), (4, 6)):
            axis = x.ndim - 1 - i
            before, after = padding[2 * i], padding[2 * i + 1]
            if before >= x.shape[axis] or after >= x.shape[axis]:
                raise RuntimeError(f"Argument #{arg}: Padding size should be less than the corresponding input "
                                   f"dimension, but got: padding ({before}, {after}) at dimension {axis} of input "
                                   f"{format_shape(x.shape)}")
    for i in range(len(padding) // 2):
        axis = x.ndim - 1 - i
        x = np.take(x, _source_positions(x.shape[axis], padding[2 * i], padding[2 * i + 1], mode), axis=axis)
    return x


def mode_pad_backward(grad_output, x, padding, mode):
    """The adjoint of mode_pad: each padded position's gradient is added to the input position it
    copied (a one-hot matrix per dim, since the padding is separable)."""
    g = grad_output
    for i in range(len(padding) // 2):
        axis = x.ndim - 1 - i
        src = _source_positions(x.shape[axis], padding[2 * i], padding[2 * i + 1], mode)
        one_hot = (src[:, None] == np.arange(x.shape[axis])).astype(g.dtype)
        g = np.moveaxis(np.tensordot(g, one_hot, axes=([axis], [0])), -1, axis)
    return g
