"""The poolings of gradtable.nn.functional that are Python around table ops in PyTorch too: the
1-d poolings, adaptive max pooling, the *_with_indices forms, power-average (LP) pooling, max
unpooling and fractional max pooling.

As PyTorch does, a 1-d pooling is the 2-d one on a height-1 plane: (N, C, L) is unsqueezed to
(N, C, 1, L), pooled with a (1, k) window and squeezed back (SqueezeBackward1), so the 2-d kernels
and their derivatives serve both. Argument checks come first, with PyTorch's 1-d messages."""
from ..core.random import rand as _rand
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


def max_pool2d_with_indices(input, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False,
                            return_indices=False):
    """F.max_pool2d_with_indices: always (values, indices), whatever return_indices says (PyTorch's)."""
    return _ops.max_pool2d(input, kernel_size, stride, padding, dilation, ceil_mode, True)


def max_pool3d_with_indices(input, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False,
                            return_indices=False):
    return _ops.max_pool3d(input, kernel_size, stride, padding, dilation, ceil_mode, True)


def adaptive_max_pool3d(input, output_size, return_indices=False):
    """F.adaptive_max_pool3d: an int means a cube, None keeps that input size."""
    if isinstance(output_size, int):
        output_size = (output_size,) * 3
    output_size = tuple(output_size)
    if len(output_size) == 3:
        output_size = tuple(input.shape[-3 + i] if o is None else int(o) for i, o in enumerate(output_size))
    values, indices = _ops.adaptive_max_pool3d(input, output_size)
    return (values, indices) if return_indices else values


def adaptive_max_pool3d_with_indices(input, output_size, return_indices=False):
    return adaptive_max_pool3d(input, output_size, True)


# -- power-average pooling: (sum of x^p over the window)^(1/p), from an average pooling --------------

def _lp_pool(nd, input, norm_type, kernel_size, stride, ceil_mode):
    """F.lp_pool1d/2d/3d as PyTorch composes them: an infinite norm is a max pooling of |x|;
    otherwise avg_pool(x^p) times the window size, its sign kept through relu(|.|), to the 1/p."""
    max_pool = (max_pool1d, _ops.max_pool2d, _ops.max_pool3d)[nd - 1]
    if norm_type == float("inf"):
        return max_pool(_ops.abs(input), kernel_size, stride, 0, 1, ceil_mode)
    if norm_type == -float("inf"):
        return _ops.neg(max_pool(_ops.neg(_ops.abs(input)), kernel_size, stride, 0, 1, ceil_mode))
    kernel = [kernel_size] * nd if isinstance(kernel_size, int) else list(kernel_size)
    avg_pool = (avg_pool1d, _ops.avg_pool2d, _ops.avg_pool3d)[nd - 1]
    powered = _ops.pow(input, norm_type)
    if stride is not None:
        out = avg_pool(powered, kernel_size, stride, 0, ceil_mode)
    else:
        out = avg_pool(powered, kernel_size, padding=0, ceil_mode=ceil_mode)
    size = 1
    for k in kernel:
        size *= k
    out = _ops.mul(_ops.sign(out), _ops.relu(_ops.abs(out)))
    return _ops.pow(_ops.mul(out, size), 1.0 / norm_type)


def lp_pool1d(input, norm_type, kernel_size, stride=None, ceil_mode=False):
    return _lp_pool(1, input, norm_type, kernel_size, stride, ceil_mode)


def lp_pool2d(input, norm_type, kernel_size, stride=None, ceil_mode=False):
    return _lp_pool(2, input, norm_type, kernel_size, stride, ceil_mode)


def lp_pool3d(input, norm_type, kernel_size, stride=None, ceil_mode=False):
    return _lp_pool(3, input, norm_type, kernel_size, stride, ceil_mode)


# -- max unpooling: the maxima back at their indices ------------------------------------------------

def _ints(value, nd):
    return (int(value),) * nd if isinstance(value, int) else tuple(int(v) for v in value)


def _unpool_output_size(input, kernel_size, stride, padding, output_size):
    """The output's spatial size: (in - 1) * stride + kernel - 2 * padding by default; a given
    size must lie strictly within one stride of it (PyTorch's check and messages)."""
    nd = len(kernel_size)
    default = [(input.shape[-nd + d] - 1) * stride[d] + kernel_size[d] - 2 * padding[d] for d in range(nd)]
    if output_size is None:
        size = default
    else:
        if len(output_size) == nd + 2:
            output_size = output_size[2:]
        if len(output_size) != nd:
            raise ValueError(f"output_size should be a sequence containing {nd} or {nd + 2} elements, but it has a "
                             f"length of '{len(output_size)}'")
        for d in range(nd):
            low, high = default[d] - stride[d], default[d] + stride[d]
            if not low < output_size[d] < high:
                raise ValueError(f'invalid output_size "{output_size}" (dim {d} must be between {low} and {high})')
        size = list(output_size)
    for d in range(nd):
        if size[d] < 0:
            raise ValueError(f"max_unpooling: output_size must contain non-negative spatial dimensions, but got "
                             f"output_size[{d}]={size[d]}")
    return size


def _unpool_args(nd, input, kernel_size, stride, padding, output_size):
    kernel = _ints(kernel_size, nd)
    stride = kernel if stride is None else _ints(stride, nd)
    padding = _ints(padding, nd)
    return kernel, stride, padding, _unpool_output_size(input, kernel, stride, padding, output_size)


def max_unpool1d(input, indices, kernel_size, stride=None, padding=0, output_size=None):
    """The 2-d op on a width-1 plane, as PyTorch runs it."""
    _, _, _, size = _unpool_args(1, input, kernel_size, stride, padding, output_size)
    out = _ops.max_unpool2d(_ops.unsqueeze(input, -1), _ops.unsqueeze(indices, -1), size + [1])
    return _ops.squeeze(out, -1)


def max_unpool2d(input, indices, kernel_size, stride=None, padding=0, output_size=None):
    _, _, _, size = _unpool_args(2, input, kernel_size, stride, padding, output_size)
    return _ops.max_unpool2d(input, indices, size)


def max_unpool3d(input, indices, kernel_size, stride=None, padding=0, output_size=None):
    _, stride, padding, size = _unpool_args(3, input, kernel_size, stride, padding, output_size)
    return _ops.max_unpool3d(input, indices, size, stride, padding)


# -- fractional max pooling: windows placed at random ---------------------------------------------------

def _fractional(nd, input, kernel_size, output_size, output_ratio, return_indices, _random_samples):
    """F.fractional_max_pool2d/3d: the output size from output_ratio when not given; the random
    samples (N, C, nd) drawn as torch.rand draws, in the input's dtype, when not given."""
    name = f"fractional_max_pool{nd}d"
    if output_size is None and output_ratio is None:
        raise ValueError(f"{name} requires specifying either an output_size or an output_ratio")
    if output_size is None:
        if nd == 2 and len(output_ratio) > 2:   # (a bare float fails here, as in PyTorch's F)
            raise ValueError("fractional_max_pool2d requires output_ratio to either be a single Int or tuple of Ints.")
        ratio = (output_ratio,) * nd if isinstance(output_ratio, (int, float)) else tuple(output_ratio)
        output_size = [int(input.size(-nd + i) * ratio[i]) for i in range(nd)]
    if _random_samples is None:
        n_batch = 1 if input.dim() == nd + 1 else input.size(0)
        _random_samples = _rand(n_batch, input.size(-nd - 1), nd, dtype=input.dtype)
    op = _ops.fractional_max_pool2d if nd == 2 else _ops.fractional_max_pool3d
    values, indices = op(input, kernel_size, output_size, _random_samples)
    return (values, indices) if return_indices else values


def fractional_max_pool2d(input, kernel_size, output_size=None, output_ratio=None, return_indices=False,
                          _random_samples=None):
    return _fractional(2, input, kernel_size, output_size, output_ratio, return_indices, _random_samples)


def fractional_max_pool3d(input, kernel_size, output_size=None, output_ratio=None, return_indices=False,
                          _random_samples=None):
    return _fractional(3, input, kernel_size, output_size, output_ratio, return_indices, _random_samples)


def fractional_max_pool2d_with_indices(input, kernel_size, output_size=None, output_ratio=None,
                                       return_indices=False, _random_samples=None):
    return _fractional(2, input, kernel_size, output_size, output_ratio, True, _random_samples)


def fractional_max_pool3d_with_indices(input, kernel_size, output_size=None, output_ratio=None,
                                       return_indices=False, _random_samples=None):
    return _fractional(3, input, kernel_size, output_size, output_ratio, True, _random_samples)
