"""NumPy kernels of the 2-D poolings (max, average, adaptive) of derivatives.yaml; an unbatched
(C, H, W) input is pooled as a batch of one."""
import numpy as np

from ..core.dtypes import FLOATING_KINDS
from ..core.printing import format_shape
from .windows import adaptive_matrix, out_size, padded_for, scatter_windows, windows


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
    out = tuple(out_size(n, k, s, p, d, ceil_mode) for n, k, s, p, d in zip(size, kernel, stride, padding, dilation))
    if min(out) < 1:
        c = x.shape[-3]
        raise RuntimeError(f"Given input size: ({c}x{size[0]}x{size[1]}). Calculated output size: "
                           f"({c}x{out[0]}x{out[1]}). Output size is too small")
    return kernel, stride, padding, dilation, out


def _batched(x):
    return x if x.ndim == 4 else x[None]



def max_pool2d_with_indices(x, kernel_size, stride, padding, dilation, ceil_mode):
    """Window maxima and the flat (h * W + w) input position of each; ties and NaNs pick the
    first position in the window, as PyTorch's CPU kernel."""
    kernel, stride, padding, dilation, out = _pool_args("max_pool2d", x, kernel_size, stride, padding, dilation,
                                                        ceil_mode)
    xb = _batched(x)
    low = -np.inf if xb.dtype.kind in FLOATING_KINDS else np.iinfo(xb.dtype).min
    win = windows(padded_for(xb, kernel, stride, padding, dilation, out, low), kernel, stride, dilation)
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
    win = windows(padded_for(xb, kernel, stride, padding, dilation, out, 0), kernel, stride, dilation)
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
    scatter_windows(result, np.broadcast_to(g, kernel + g.shape), stride, dilation)
    result = result[:, :, padding[0]:padding[0] + x.shape[-2], padding[1]:padding[1] + x.shape[-1]]
    result = result.astype(grad_output.dtype, copy=False)
    return result if x.ndim == 4 else result[0]



def adaptive_avg_pool2d(x, output_size):
    if x.ndim not in (3, 4):
        raise RuntimeError(f"adaptive_avg_pool2d(): Expected 3D or 4D tensor, but got {format_shape(x.shape)}")
    if len(output_size) != 2:
        raise RuntimeError("adaptive_avg_pool2d: output_size must be 2")
    rows = adaptive_matrix(x.shape[-2], output_size[0], x.dtype)
    cols = adaptive_matrix(x.shape[-1], output_size[1], x.dtype)
    return rows @ x @ cols.T


def adaptive_avg_pool2d_backward(grad_output, x):
    rows = adaptive_matrix(x.shape[-2], grad_output.shape[-2], grad_output.dtype)
    cols = adaptive_matrix(x.shape[-1], grad_output.shape[-1], grad_output.dtype)
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
