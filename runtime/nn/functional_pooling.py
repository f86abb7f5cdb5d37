"""The 1-d poolings and adaptive max pooling of gradtable.nn.functional.

As PyTorch does, a 1-d pooling is the 2-d one on a height-1 plane: (N, C, L) is unsqueezed to
(N, C, 1, L), pooled with a (1, k) window and squeezed back (SqueezeBackward1), so the 2-d kernels
and their derivatives serve both. Argument checks come first, with PyTorch's 1-d messages."""
from ..generated import ops as _ops


def _one(value, name, what):
    """An int or a one-element list/tuple; PyTorch's argument-parser message otherwise."""
    if isinstance(value, int):
        return value
    if value is None:
        raise TypeError(f"{name}(): argument '{what}' (position 2) must be tuple of ints, not NoneType")
    value = list(value)
    if len(value) != 1:
        raise RuntimeError(f"{name}() argument '{what}' should contain one int (got {len(value)})")
    return int(value[0])


def _check_dims(input, name):
    """The ATen dimension check of the pooling ops going through the 2-d kernels."""
    if input.ndim not in (2, 3):
        raise RuntimeError(f"Expected 2 to 3 dimensions, but got {input.ndim}-dimensional tensor for argument #1 "
                           f"'self' (while checking arguments for {name})")


def _max_pool1d_args(input, kernel_size, stride, padding, dilation, ceil_mode):
    """PyTorch's check_max_pool1d (the path without indices): dims, argument sizes, values, then
    the output length."""
    if input.ndim not in (2, 3) or 0 in input.shape[-2:]:
        raise RuntimeError("max_pool1d: Expected 2D or 3D (batch mode) tensor with optional 0 dim batch size for "
                           f"input, but got:{list(input.shape)}")

    def listed(value):
        return [value] if isinstance(value, int) else list(value)
    kernel, stride = listed(kernel_size), [] if stride is None else listed(stride)
    padding, dilation = listed(padding), listed(dilation)
    if len(kernel) != 1:
        raise RuntimeError("max_pool1d() kernel_size must be an int, list of ints or tuple of ints of size 1 but got "
                           f"size {len(kernel)}")
    if len(stride) > 1:
        raise RuntimeError("max_pool1d() stride must be None, an int, list of ints, or tuple of ints of size 1 but "
                           f"got size {len(stride)}")
    if len(padding) != 1:
        raise RuntimeError("max_pool1d() padding must be an int, list of ints, or tuple of ints of size 1 but got "
                           f"size {len(padding)}")
    if len(dilation) != 1:
        raise RuntimeError("max_pool1d() dilation must be an int, list of ints or tuple of ints of size 1 but got "
                           f"size {len(dilation)}")
    k, p, d = int(kernel[0]), int(padding[0]), int(dilation[0])
    s = int(stride[0]) if stride else k
    if k <= 0:
        raise RuntimeError(f"max_pool1d() kernel_size must be greater than zero, but got {k}")
    if s <= 0:
        raise RuntimeError(f"max_pool1d() stride must be greater than zero, but got {s}")
    if p < 0:
        raise RuntimeError(f"max_pool1d() padding must be non-negative, but got {p}")
    if p > k // 2:
        raise RuntimeError(f"max_pool1d() padding should be at most half of kernel size, but got padding={p} and "
                           f"kernel_size={k}")
    if d <= 0:
        raise RuntimeError(f"max_pool1d() dilation must be greater than zero, but got {d}")
    num = input.shape[-1] + 2 * p - d * (k - 1) - 1
    out = (num + s - 1) // s + 1 if ceil_mode and s - d * (k - 1) <= num % s else num // s + 1
    if out <= 0:
        raise RuntimeError(f"max_pool1d() Invalid computed output size: {out}")
    return k, s, p, d


def _window_args(name, kernel_size, stride, padding, dilation=1):
    """The with-indices and average paths: ints or one-element lists (stride None or empty: the kernel)."""
    k = _one(kernel_size, name, "kernel_size")
    empty = stride is None or (not isinstance(stride, int) and len(stride) == 0)
    s = k if empty else _one(stride, name, "stride")
    return k, s, _one(padding, name, "padding"), _one(dilation, name, "dilation")


def max_pool1d(input, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False, return_indices=False):
    """F.max_pool1d (and max_pool1d_with_indices): the indices count positions along L. Without
    indices PyTorch checks the arguments with its 1-d messages, with them the 2-d kernel's."""
    if return_indices:
        k, s, p, d = _window_args("max_pool1d", kernel_size, stride, padding, dilation)
        _check_dims(input, "max_pool1d")
    else:
        k, s, p, d = _max_pool1d_args(input, kernel_size, stride, padding, dilation, ceil_mode)
    values, indices = _ops.max_pool2d_with_indices(_ops.unsqueeze(input, -2), (1, k), (1, s), (0, p), (1, d),
                                                   ceil_mode)
    values = _ops.squeeze(values, -2)
    return (values, _ops.squeeze(indices, -2)) if return_indices else values


def max_pool1d_with_indices(input, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False,
                            return_indices=True):
    return max_pool1d(input, kernel_size, stride, padding, dilation, ceil_mode, True)


def avg_pool1d(input, kernel_size, stride=None, padding=0, ceil_mode=False, count_include_pad=True):
    """F.avg_pool1d: avg_pool2d over (1, k) windows."""
    k, s, p, _ = _window_args("avg_pool1d", kernel_size, stride, padding)
    _check_dims(input, "avg_pool1d")
    out = _ops.avg_pool2d(_ops.unsqueeze(input, -2), (1, k), (1, s), (0, p), ceil_mode, count_include_pad)
    return _ops.squeeze(out, -2)


def adaptive_max_pool2d(input, output_size, return_indices=False):
    """F.adaptive_max_pool2d: an int means a square output, None keeps that input size."""
    if isinstance(output_size, int):
        output_size = (output_size, output_size)
    output_size = tuple(output_size)
    if len(output_size) == 2:
        output_size = tuple(input.shape[-2 + i] if o is None else int(o) for i, o in enumerate(output_size))
    values, indices = _ops.adaptive_max_pool2d(input, output_size)
    return (values, indices) if return_indices else values


def adaptive_max_pool2d_with_indices(input, output_size, return_indices=True):
    return adaptive_max_pool2d(input, output_size, True)


def adaptive_max_pool1d(input, output_size, return_indices=False):
    """F.adaptive_max_pool1d: the 2-d op with a (1, output_size) output."""
    size = _one(output_size, "adaptive_max_pool1d", "output_size")
    _check_dims(input, "adaptive_max_pool1d")
    values, indices = _ops.adaptive_max_pool2d(_ops.unsqueeze(input, -2), (1, size))
    values = _ops.squeeze(values, -2)
    return (values, _ops.squeeze(indices, -2)) if return_indices else values


def adaptive_max_pool1d_with_indices(input, output_size, return_indices=True):
    return adaptive_max_pool1d(input, output_size, True)


def adaptive_avg_pool1d(input, output_size):
    """F.adaptive_avg_pool1d: the 2-d op with a (1, output_size) output."""
    size = _one(output_size, "adaptive_avg_pool1d", "output_size")
    _check_dims(input, "adaptive_avg_pool1d")
    return _ops.squeeze(_ops._adaptive_avg_pool2d(_ops.unsqueeze(input, -2), (1, size)), -2)
