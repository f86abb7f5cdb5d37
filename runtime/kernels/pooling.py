"""NumPy kernels of the poolings of derivatives.yaml, 2-d and 3-d: max and average pooling over
fixed windows (max_pool{2,3}d_with_indices, avg_pool{2,3}d and their backwards), adaptive average
and max pooling (windows chosen so that the output has a given size), fractional max pooling
(window starts drawn at random, Graham 2015) and max unpooling (the maxima put back at their
indices, zeros elsewhere). An unbatched (C, *spatial) input is pooled as a batch of one.

The arguments are checked as PyTorch checks them, in its order and with its messages, which
differ between the 2-d and the 3-d ops (pool2d_shape_check, pool3d_shape_check). The computation
is the same for any number of spatial dims: a strided view of the windows (kernels/windows.py),
reduced over its kernel axes.
"""
import functools
import itertools

import numpy as np

from ..core.dtypes import FLOATING_KINDS, scalar_type_name
from ..core.printing import format_shape
from .windows import adaptive_bounds, adaptive_matrix, out_size, padded_for, scatter_windows, windows

_DIM_NAMES = {2: ("H", "W"), 3: ("T", "H", "W")}
_NAMES = {2: ("height", "width"), 3: ("time", "height", "width")}


def _tuple(value, nd, message, allow_empty=False):
    """An int (or a one-element list) for every spatial dim, or nd ints; None when omitted."""
    if value is None or (allow_empty and isinstance(value, (tuple, list)) and len(value) == 0):
        return None
    if isinstance(value, (int, np.integer)):
        return (int(value),) * nd
    if len(value) == 1:
        return (int(value[0]),) * nd
    if len(value) != nd:
        raise RuntimeError(message)
    return tuple(int(v) for v in value)


def _named(label, values, nd, sep=" "):
    """kH: 2 kW: 3 (PyTorch's way of printing per-dim values in its pooling messages)."""
    return sep.join(f"{label}{n}: {v}" for n, v in zip(_DIM_NAMES[nd], values))


def _argument_messages(name, nd):
    """PyTorch's messages for a wrong number of kernel_size/stride/padding/dilation values."""
    count = {2: "two", 3: "three"}[nd]
    if name == "avg_pool3d":   # (avg_pool3d's say "must be", the others "must either be")
        return {"kernel_size": f"{name}: kernel_size must be a single int, or a tuple of {count} ints",
                "stride": f"{name}: stride must be omitted, a single int, or a tuple of {count} ints",
                "padding": f"{name}: padding must be a single int, or a tuple of {count} ints"}
    return {"kernel_size": f"{name}: kernel_size must either be a single int, or a tuple of {count} ints",
            "stride": f"{name}: stride must either be omitted, a single int, or a tuple of {count} ints",
            "padding": f"{name}: padding must either be a single int, or a tuple of {count} ints",
            "dilation": f"{name}: dilation must be either a single int, or a tuple of {count} ints"}


def pool_args(name, nd, x, kernel_size, stride, padding, dilation, ceil_mode):
    """Normalise and check pooling arguments as PyTorch does; returns (kernel, stride, padding,
    dilation, output size)."""
    messages = _argument_messages(name, nd)
    kernel = _tuple(kernel_size, nd, messages["kernel_size"])
    stride = _tuple(stride, nd, messages["stride"], allow_empty=True) or kernel
    padding = _tuple(padding, nd, messages["padding"])
    dilation = _tuple(dilation, nd, messages.get("dilation", ""))
    if x.ndim not in (nd + 1, nd + 2):
        raise RuntimeError(f"non-empty {nd + 1}D or {nd + 2}D (batch mode) tensor expected for input")
    # PyTorch's order: pooling_output_shape's checks, then pool{2,3}d_shape_check's.
    for k, p, d in zip(kernel, padding, dilation):
        if min(stride) == 0:
            raise RuntimeError("stride should not be zero")
        if p < 0:
            raise RuntimeError(f"pad must be non-negative, but got pad: {p}")
        if p > int((d * (k - 1) + 1) / 2):   # (C++'s division: a non-positive kernel is refused below)
            raise RuntimeError(f"pad should be at most half of effective kernel size, but got pad={p}, "
                               f"kernel_size={k} and dilation={d}")
    if min(kernel) <= 0:
        raise RuntimeError(f"kernel size should be greater than zero, but got {_named('k', kernel, nd)}")
    if min(stride) <= 0:
        raise RuntimeError(f"stride should be greater than zero, but got {_named('d', stride, nd)}")
    if min(dilation) <= 0:
        raise RuntimeError(f"dilation should be greater than zero, but got {_named('dilation', dilation, nd)}")
    spatial = x.shape[-nd:]
    if nd == 2:
        if 0 in x.shape[-3:]:   # only a batched input's batch may be empty
            raise RuntimeError("Expected 3D or 4D (batch mode) tensor with optional 0 dim batch size for input, "
                               f"but got:{list(x.shape)}")
        if padding[0] > kernel[0] // 2 or padding[1] > kernel[1] // 2:
            raise RuntimeError("pad should be smaller than or equal to half of kernel size, but got "
                               f"padW = {padding[1]}, padH = {padding[0]}, kW = {kernel[1]}, kH = {kernel[0]}")
    else:
        for size in x.shape[-4:]:
            if size == 0:
                where = "avg_pool3d()" if name == "avg_pool3d" else "max_pool3d_with_indices_out_cpu_template()"
                raise RuntimeError(f"{where}: Expected input's non-batch dimensions to have positive length, but "
                                   f"input has a shape of {list(x.shape)} and non-batch dimension {size} has length "
                                   "zero!")
        if any(p > k // 2 for p, k in zip(padding, kernel)):
            raise RuntimeError(f"pad should be smaller than or equal to half of kernel size, but got kT: {kernel[0]} "
                               f"kW: {kernel[2]} kH: {kernel[1]} padT: {padding[0]} padW: {padding[2]} "
                               f"padH: {padding[1]}")
        if name == "avg_pool3d" and any(n < k for n, k in zip(spatial, kernel)):
            raise RuntimeError(f"input image ({_named('', spatial, nd)}) smaller than kernel size "
                               f"({_named('k', kernel, nd)})")
    out = tuple(out_size(n, k, s, p, d, ceil_mode) for n, k, s, p, d in zip(spatial, kernel, stride, padding, dilation))
    if min(out) < 1:
        c = x.shape[-nd - 1]
        raise RuntimeError(f"Given input size: ({'x'.join(map(str, (c,) + tuple(spatial)))}). Calculated output size: "
                           f"({'x'.join(map(str, (c,) + out))}). Output size is too small")
    return kernel, stride, padding, dilation, out


def batched(x, nd):
    return x if x.ndim == nd + 2 else x[None]


def _unbatched_like(x, nd, *results):
    return results if x.ndim == nd + 2 else tuple(r[0] for r in results)


def _max_pool(x, nd, kernel, stride, padding, dilation, out):
    """Window maxima and the flat (row-major over the spatial dims) input position of each; ties
    and NaNs pick the first position in the window, as PyTorch's CPU kernels."""
    xb = batched(x, nd)
    low = -np.inf if xb.dtype.kind in FLOATING_KINDS else np.iinfo(xb.dtype).min
    win = windows(padded_for(xb, kernel, stride, padding, dilation, out, low), kernel, stride, dilation)
    win = win[(slice(None),) * 2 + tuple(slice(0, o) for o in out)]
    win = win.reshape(xb.shape[:2] + out + (int(np.prod(kernel)),))
    arg = np.argmax(win, axis=-1)
    values = np.take_along_axis(win, arg[..., None], axis=-1)[..., 0]
    flat = 0
    for d, offset in enumerate(np.unravel_index(arg, kernel)):
        start = np.arange(out[d]).reshape((-1,) + (1,) * (nd - 1 - d)) * stride[d] - padding[d]
        flat = flat * xb.shape[2 + d] + start + offset * dilation[d]
    return _unbatched_like(x, nd, values, np.asarray(flat, dtype=np.int64))


def max_pool2d_with_indices(x, kernel_size, stride, padding, dilation, ceil_mode):
    kernel, stride, padding, dilation, out = pool_args("max_pool2d", 2, x, kernel_size, stride, padding, dilation,
                                                       ceil_mode)
    return _max_pool(x, 2, kernel, stride, padding, dilation, out)


def max_pool3d_with_indices(x, kernel_size, stride, padding, dilation, ceil_mode):
    kernel, stride, padding, dilation, out = pool_args("max_pool3d", 3, x, kernel_size, stride, padding, dilation,
                                                       ceil_mode)
    return _max_pool(x, 3, kernel, stride, padding, dilation, out)


def max_pool_backward(grad_output, x, indices, nd=2):
    """Each output's gradient goes to the input position its index names (summed where windows
    overlap on the same maximum); `nd` spatial dims are flattened by the indices."""
    plane = int(np.prod(x.shape[-nd:], dtype=np.int64))
    planes = int(np.prod(x.shape[:-nd], dtype=np.int64))
    indices = indices.reshape(planes, -1) if planes else indices.reshape(0, 0)
    # A window lying wholly in the padding has no input position (its value is -inf): no gradient.
    inside = ((indices >= 0) & (indices < plane)).ravel()
    flat = (np.arange(planes).reshape(-1, 1) * plane + indices).ravel()
    summed = np.bincount(flat[inside], weights=grad_output.ravel()[inside], minlength=planes * plane)
    return summed.astype(grad_output.dtype, copy=False).reshape(x.shape)


def _avg_divisor(spatial, kernel, stride, padding, out, count_include_pad, divisor_override):
    """Per-output divisors: the window's size clipped to the padded input, or to the input alone
    when count_include_pad is False, unless divisor_override is given."""
    if divisor_override is not None:
        if divisor_override == 0:
            raise RuntimeError("divisor must be not zero")
        return np.full(out, float(divisor_override))
    sizes = []
    for n, k, s, p, o in zip(spatial, kernel, stride, padding, out):
        start = np.arange(o) * s - p
        end = np.minimum(start + k, n + p)
        if not count_include_pad:
            start, end = np.maximum(start, 0), np.minimum(end, n)
        sizes.append(end - start)
    return functools.reduce(np.multiply.outer, sizes).astype(np.float64)


def _avg_args(x, nd, kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override):
    kernel, stride, padding, dilation, out = pool_args(f"avg_pool{nd}d", nd, x, kernel_size, stride, padding, 1,
                                                       ceil_mode)
    divisor = _avg_divisor(x.shape[-nd:], kernel, stride, padding, out, count_include_pad, divisor_override)
    return kernel, stride, padding, dilation, out, divisor


def avg_pool(x, nd, kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override):
    """avg_pool2d / avg_pool3d: each window's sum over its divisor."""
    kernel, stride, padding, dilation, out, divisor = _avg_args(x, nd, kernel_size, stride, padding, ceil_mode,
                                                                count_include_pad, divisor_override)
    xb = batched(x, nd)
    win = windows(padded_for(xb, kernel, stride, padding, dilation, out, 0), kernel, stride, dilation)
    win = win[(slice(None),) * 2 + tuple(slice(0, o) for o in out)]
    result = (win.sum(axis=tuple(range(-nd, 0))) / divisor).astype(x.dtype, copy=False)
    return _unbatched_like(x, nd, result)[0]


def avg_pool_backward(grad_output, x, nd, kernel_size, stride, padding, ceil_mode, count_include_pad,
                      divisor_override):
    """Each output's gradient, divided like the forward, spread evenly over its window."""
    kernel, stride, padding, dilation, out, divisor = _avg_args(x, nd, kernel_size, stride, padding, ceil_mode,
                                                                count_include_pad, divisor_override)
    g = batched(grad_output, nd) / divisor
    spatial = x.shape[-nd:]
    full = tuple(max(n + 2 * p, (o - 1) * s + k) for n, k, s, p, o in zip(spatial, kernel, stride, padding, out))
    result = np.zeros(g.shape[:2] + full, dtype=np.result_type(grad_output.dtype, np.float32))
    scatter_windows(result, np.broadcast_to(g, kernel + g.shape), stride, dilation)
    result = result[(slice(None),) * 2 + tuple(slice(p, p + n) for p, n in zip(padding, spatial))]
    return _unbatched_like(x, nd, result.astype(grad_output.dtype, copy=False))[0]


# -- adaptive, fractional and unpooling ------------------------------------------------------------



def adaptive_avg_pool(x, output_size, nd):
    """_adaptive_avg_pool2d/3d: one averaging matrix per spatial dim (the windows are separable)."""
    if x.ndim not in (nd + 1, nd + 2):
        raise RuntimeError(f"adaptive_avg_pool{nd}d(): Expected {nd + 1}D or {nd + 2}D tensor, but got "
                           f"{format_shape(x.shape)}")
    if len(output_size) != nd:
        raise RuntimeError(f"adaptive_avg_pool{nd}d: output_size must be {nd}")
    return _separable(x, [adaptive_matrix(n, o, x.dtype) for n, o in zip(x.shape[-nd:], output_size)])


def adaptive_avg_pool_backward(grad_output, x, nd):
    mats = [adaptive_matrix(n, o, grad_output.dtype).T for n, o in zip(x.shape[-nd:], grad_output.shape[-nd:])]
    return _separable(grad_output, mats)


def _separable(x, mats):
    """x with its last len(mats) dims each multiplied by its matrix (row-major: mats[0] is the first)."""
    for i, m in enumerate(mats):
        axis = x.ndim - len(mats) + i
        x = np.moveaxis(np.tensordot(m, x, axes=([1], [axis])), 0, axis)
    return x


def adaptive_max_pool(x, output_size, nd):
    """Maxima (and flat, row-major spatial indices) over the adaptive windows; ties pick the first."""
    name = f"adaptive_max_pool{nd}d"
    if x.ndim not in (nd + 1, nd + 2):
        raise RuntimeError(f"{name}(): Expected {nd + 1}D or {nd + 2}D tensor, but got: {list(x.shape)}")
    for d in range(x.ndim - nd - 1, x.ndim):
        if x.shape[d] == 0:
            raise RuntimeError(f"{name}(): Expected input to have non-zero size for non-batch dimensions, but input "
                               f"has sizes {list(x.shape)} with dimension {d} being empty")
    if len(output_size) != nd:
        raise RuntimeError(f"{name}(): internal error: output_size.size() must be {nd}")
    if min(output_size) < 0:
        raise RuntimeError(f"Trying to create tensor with negative dimension {min(output_size)}: "
                           f"{list(x.shape[:-nd]) + list(output_size)}")
    bounds = [list(zip(*adaptive_bounds(n, o))) for n, o in zip(x.shape[-nd:], output_size)]
    return _window_maxima(x, nd, output_size, bounds, last_nan=False)


def _window_maxima(x, nd, output_size, bounds, last_nan):
    """Maxima over the box windows given per dim by bounds[d][i] = (start, end), with flat indices.
    last_nan: a NaN wins and the last one is kept (fractional pooling's test); else np.argmax's
    first maximum (and first NaN)."""
    spatial = x.shape[-nd:]
    values = np.empty(x.shape[:-nd] + tuple(output_size), dtype=x.dtype)
    indices = np.empty(values.shape, dtype=np.int64)
    for cell in itertools.product(*(range(o) for o in output_size)):
        box = [bounds[d][i] for d, i in enumerate(cell)]
        sizes = tuple(end - start for start, end in box)
        win = x[(Ellipsis,) + tuple(slice(start, end) for start, end in box)]
        win = win.reshape(x.shape[:-nd] + (int(np.prod(sizes)),))
        arg = np.argmax(win, axis=-1)
        if last_nan:
            nan = np.isnan(win)
            arg = np.where(nan.any(-1), win.shape[-1] - 1 - np.argmax(nan[..., ::-1], axis=-1), arg)
        values[(Ellipsis,) + cell] = np.take_along_axis(win, arg[..., None], axis=-1)[..., 0]
        flat = 0
        for (start, _), offset, n in zip(box, np.unravel_index(arg, sizes), spatial):
            flat = flat * n + start + offset
        indices[(Ellipsis,) + cell] = flat
    return values, indices


def _fractional_starts(sample, n, o, pool, dtype):
    """The window starts along one dim, from one random sample u in [0, 1): PyTorch's
    generate_intervals, computed in the input's dtype: floor((i + u) a) - floor(u a) with
    a = (n - pool) / (o - 1), the last window ending at the input's end."""
    starts = np.empty(o, dtype=np.int64)
    if o > 1:
        alpha = dtype.type(n - pool) / dtype.type(o - 1)
        i = np.arange(o - 1, dtype=dtype)
        starts[:-1] = ((i + sample) * alpha).astype(np.int64) - np.int64((sample * alpha).astype(np.int64))
    starts[-1] = n - pool
    return starts


def fractional_max_pool(x, kernel_size, output_size, samples, nd):
    """fractional_max_pool2d/3d: samples (N, C, nd) in [0, 1) place each plane's windows; the
    2-d op reads the width's sample first, the 3-d op the time's."""
    name = f"fractional_max_pool{nd}d"
    kernel = tuple(int(k) for k in ([kernel_size] * nd if isinstance(kernel_size, int) else kernel_size))
    output_size = tuple(int(o) for o in ([output_size] * nd if isinstance(output_size, int) else output_size))
    if len(kernel) != nd:
        raise RuntimeError(f"{name}: kernel_size must either be a single Int or tuple of Ints")
    if len(output_size) != nd:
        raise RuntimeError(f"{name}: output_size must either be a single Int or tuple of Ints")
    if x.ndim not in (nd + 1, nd + 2):
        raise RuntimeError(f"{name}(): Expected {nd + 1}D or {nd + 2}D tensor, but got: {list(x.shape)}")
    for d in range(x.ndim - nd - 1, x.ndim):
        if x.shape[d] == 0:
            raise RuntimeError(f"{name}(): Expected input to have non-zero size for non-batch dimensions, but got"
                               f"{list(x.shape)} with dimension {d} being empty.")
    if samples.ndim != 3 or samples.shape[2] != nd:
        raise RuntimeError(f"Expect _random_samples.size(2) equals to {nd}; got {samples.shape[-1]}.")
    where = f"{name}()" if nd == 2 else f"{name}_out()"
    for name_d, n, o, k in zip(_NAMES[nd], x.shape[-nd:], output_size, kernel):
        if o + k - 1 > n:
            raise RuntimeError(f"{where}: pool {name_d} {k} too large relative to input {name_d} {n}")
    xb = x if x.ndim == nd + 2 else x[None]
    order = (1, 0) if nd == 2 else (0, 1, 2)   # which sample each spatial dim reads
    values = np.empty(xb.shape[:2] + output_size, dtype=x.dtype)
    indices = np.empty(values.shape, dtype=np.int64)
    for b, c in itertools.product(range(xb.shape[0]), range(xb.shape[1])):
        bounds = []
        for d, (n, o, k) in enumerate(zip(xb.shape[2:], output_size, kernel)):
            starts = _fractional_starts(samples[b, c, order[d]], n, o, k, x.dtype)
            bounds.append([(s, s + k) for s in starts])
        values[b, c], indices[b, c] = _window_maxima(xb[b, c], nd, output_size, bounds, last_nan=True)
    return (values, indices) if x.ndim == nd + 2 else (values[0], indices[0])


def max_unpool(x, indices, output_size, nd, stride=None, padding=None):
    """max_unpool2d/3d: zeros of the output size, each input value written at its flat index."""
    if indices.dtype != np.int64:
        raise RuntimeError(f"elements in indices should be type int64 but got: {scalar_type_name(indices.dtype)}")
    names = "(height, width)" if nd == 2 else "(depth, height, width)"
    count = {2: "two", 3: "three"}[nd]
    if len(output_size) != nd:
        raise RuntimeError(f"There should be exactly {count} elements {names} in output_size, but got"
                           f"{':' if nd == 3 else ''} {len(output_size)} elements.")
    if nd == 3:
        for label, values in (("stride", stride), ("padding", padding)):
            if len(values) != 3:
                raise RuntimeError(f"There should be exactly three elements (depth, height, width) in {label}, but "
                                   f"got: {len(values)} elements.")
        if min(stride) <= 0:
            raise RuntimeError(f"strides should be greater than zero, but got stride: {list(stride)}")
    if x.ndim not in (nd + 1, nd + 2):
        raise RuntimeError(f"Input to max_unpooling{nd}d should be a {nd + 1}d or {nd + 2}d Tensor, but got a tensor "
                           f"with {x.ndim} dimensions.")
    if x.shape != indices.shape:
        raise RuntimeError(f"Expected shape of indices to be same as that of the input tensor ({list(x.shape)}) but "
                           f"got indices tensor with shape: {list(indices.shape)}")
    for d in range(x.ndim - nd - 1, x.ndim):
        if x.shape[d] == 0:
            raise RuntimeError(f"max_unpooling{nd}d_forward_out_cpu(): Expected input to have non-zero size for "
                               f"non-batch dimensions, but got {list(x.shape)} with dimension {d} being empty.")
    plane = int(np.prod(output_size))
    lead = x.shape[:-nd]
    flat_indices = indices.reshape(lead + (-1,))
    bad = (flat_indices < 0) | (flat_indices >= plane)
    if bad.any():
        raise RuntimeError(f"Found an invalid max index: {int(flat_indices[bad][0])} (output volumes are of size "
                           f"{'x'.join(map(str, output_size))})")
    out = np.zeros(lead + (plane,), dtype=x.dtype)
    np.put_along_axis(out, flat_indices, x.reshape(lead + (-1,)), axis=-1)
    return out.reshape(lead + tuple(output_size))
