"""gradtable.nn.init: fill a tensor in place with the values a layer starts from.

Every function writes into the tensor's storage without recording anything in the graph (as
PyTorch does under no_grad), bumps its version, and returns the tensor. Random values come from
the library's generator, drawn as `Tensor.uniform_` / `normal_` draw them (in the tensor's dtype), so
`gradtable.manual_seed(s)` makes model initialisation reproducible and the same seed gives the same
values whichever spelling fills the tensor. The unsuffixed names (`uniform`, ...) are PyTorch's
deprecated aliases, with its FutureWarning.
"""
import math
import warnings

import numpy as np

from ..autograd.grad_mode import no_grad
from ..core import creation
from ..core.generator import numpy_rng
from ..core.random import normal_array
from ..core.tensor import Tensor  # noqa: F401  (public here, as in PyTorch)
from ..generated import ops as _ops


def _fill(tensor, values):
    """Write values (cast to the tensor's dtype) into the tensor's storage."""
    tensor._data[...] = values
    tensor._bump_version()
    return tensor


def calculate_gain(nonlinearity, param=None):
    """The factor by which a nonlinearity scales the std of its input, for scaled initialisations."""
    linear_fns = ["linear", "conv1d", "conv2d", "conv3d", "conv_transpose1d", "conv_transpose2d", "conv_transpose3d"]
    if nonlinearity in linear_fns or nonlinearity == "sigmoid":
        return 1
    if nonlinearity == "tanh":
        return 5.0 / 3
    if nonlinearity == "relu":
        return math.sqrt(2.0)
    if nonlinearity == "leaky_relu":
        if param is None:
            negative_slope = 0.01
        elif not isinstance(param, bool) and isinstance(param, int) or isinstance(param, float):
            negative_slope = param
        else:
            raise ValueError(f"negative_slope {param} not a valid number")
        return math.sqrt(2.0 / (1 + negative_slope ** 2))
    if nonlinearity == "selu":
        return 3.0 / 4
    raise ValueError(f"Unsupported nonlinearity {nonlinearity}")


def _calculate_fan_in_and_fan_out(tensor):
    """fan_in = size(1) * receptive field, fan_out = size(0) * receptive field (weights are
    (out, in, *kernel))."""
    if tensor.dim() < 2:
        raise ValueError("Fan in and fan out can not be computed for tensor with fewer than 2 dimensions")
    receptive_field = 1
    for s in tensor.shape[2:]:
        receptive_field *= s
    return tensor.shape[1] * receptive_field, tensor.shape[0] * receptive_field


def _calculate_correct_fan(tensor, mode):
    mode = mode.lower()
    valid_modes = ["fan_in", "fan_out"]
    if mode not in valid_modes:
        raise ValueError(f"Mode {mode} not supported, please use one of {valid_modes}")
    fan_in, fan_out = _calculate_fan_in_and_fan_out(tensor)
    return fan_in if mode == "fan_in" else fan_out


def uniform_(tensor, a=0.0, b=1.0, generator=None):
    """Tensor.uniform_ outside autograd: the same draws, in the tensor's dtype, as the method's."""
    with no_grad():
        return tensor.uniform_(a, b, generator=generator)


def normal_(tensor, mean=0.0, std=1.0, generator=None):
    with no_grad():
        return tensor.normal_(mean, std, generator=generator)


def _norm_cdf(x):
    return (1.0 + math.erf(x / math.sqrt(2.0))) / 2.0


def trunc_normal_(tensor, mean=0.0, std=1.0, a=-2.0, b=2.0, generator=None):
    """Normal(mean, std) restricted to [a, b], by PyTorch 2.13's method: when [a, b] holds more than
    30% of the mass, normal draws with the outside ones redrawn; otherwise uniform proposals on
    [a, b] accepted with probability exp(-((x - mean) / std)^2 / 2) relative to the peak."""
    if mean < a - 2 * std or mean > b + 2 * std:
        warnings.warn("mean is more than 2 std from [a, b] in nn.init.trunc_normal_. "
                      "The distribution of values may be incorrect.", stacklevel=2)
    with no_grad():
        if _norm_cdf((b - mean) / std) - _norm_cdf((a - mean) / std) > 0.3:
            _truncated_by_redrawing(tensor, mean, std, a, b, generator)
        else:
            _truncated_by_acceptance(tensor, mean, std, a, b, generator)
    return tensor


def _truncated_by_redrawing(tensor, mean, std, a, b, generator):
    # the bounds as the tensor's dtype rounds them
    lo, hi = (float(np.asarray(v, tensor._data.dtype)) for v in (a, b))
    result = tensor.normal_(mean, std, generator=generator)
    while True:
        outside = _ops.logical_or(_ops.lt(result, lo), _ops.gt(result, hi))
        if not bool(_ops.any(outside)):
            break
        result = _ops.where(outside, creation.empty_like(result).normal_(mean, std, generator=generator), result)
    if result is not tensor:
        tensor.copy_(result)


def _truncated_by_acceptance(tensor, mean, std, a, b, generator):
    mode = max(a, min(mean, b))
    log_peak = -0.5 * ((mode - mean) / std) ** 2

    def log_density(x):  # log of the normal density relative to its value at the mode
        return ((x - mean) / std) ** 2 * -0.5 - log_peak

    accept_buf = creation.empty_like(tensor)
    tensor.uniform_(a, b, generator=generator)
    candidates = log_density(tensor)
    pending = _ops.gt(_ops.log(accept_buf.uniform_(generator=generator)), candidates)
    if not bool(_ops.any(pending)):
        return
    result = tensor
    while True:
        proposals = creation.empty_like(tensor).uniform_(a, b, generator=generator)
        result = _ops.where(pending, proposals, result)
        rejected = _ops.gt(_ops.log(accept_buf.uniform_(generator=generator)), log_density(proposals))
        pending = _ops.logical_and(pending, rejected)
        if not bool(_ops.any(pending)):
            break
    tensor.copy_(result)


def constant_(tensor, val):
    return _fill(tensor, val)


def ones_(tensor):
    return _fill(tensor, 1)


def zeros_(tensor):
    return _fill(tensor, 0)


def eye_(tensor):
    if tensor.dim() != 2:
        raise ValueError("Only tensors with 2 dimensions are supported")
    return _fill(tensor, np.eye(*tensor.shape))


def dirac_(tensor, groups=1):
    """Convolution weights that pass each input channel through unchanged."""
    dims = tensor.dim()
    if dims not in (3, 4, 5):
        raise ValueError("Only tensors with 3, 4, or 5 dimensions are supported")
    sizes = tensor.shape
    if sizes[0] % groups != 0:
        raise ValueError("dim 0 must be divisible by groups")
    out_per_group = sizes[0] // groups
    values = np.zeros(sizes)
    centre = tuple(s // 2 for s in sizes[2:])
    for g in range(groups):
        for d in range(min(out_per_group, sizes[1])):
            values[(g * out_per_group + d, d) + centre] = 1
    return _fill(tensor, values)


def xavier_uniform_(tensor, gain=1.0, generator=None):
    """Uniform(-a, a) with a = gain * sqrt(6 / (fan_in + fan_out)) (Glorot & Bengio, 2010)."""
    fan_in, fan_out = _calculate_fan_in_and_fan_out(tensor)
    bound = math.sqrt(3.0) * gain * math.sqrt(2.0 / float(fan_in + fan_out))
    return uniform_(tensor, -bound, bound, generator)


def xavier_normal_(tensor, gain=1.0, generator=None):
    fan_in, fan_out = _calculate_fan_in_and_fan_out(tensor)
    return normal_(tensor, 0.0, gain * math.sqrt(2.0 / float(fan_in + fan_out)), generator)


def _kaiming_std(tensor, a, mode, nonlinearity):
    return calculate_gain(nonlinearity, a) / math.sqrt(_calculate_correct_fan(tensor, mode))


def kaiming_uniform_(tensor, a=0, mode="fan_in", nonlinearity="leaky_relu", generator=None):
    """Uniform(-b, b) with b = gain * sqrt(3 / fan) (He et al., 2015)."""
    if 0 in tensor.shape:
        warnings.warn("Initializing zero-element tensors is a no-op", stacklevel=2)
        return tensor
    bound = math.sqrt(3.0) * _kaiming_std(tensor, a, mode, nonlinearity)
    return uniform_(tensor, -bound, bound, generator)


def kaiming_normal_(tensor, a=0, mode="fan_in", nonlinearity="leaky_relu", generator=None):
    if 0 in tensor.shape:
        warnings.warn("Initializing zero-element tensors is a no-op", stacklevel=2)
        return tensor
    return normal_(tensor, 0.0, _kaiming_std(tensor, a, mode, nonlinearity), generator)


def orthogonal_(tensor, gain=1, generator=None):
    """A (semi-)orthogonal matrix from the QR decomposition of a Gaussian one (Saxe et al., 2013);
    tensors with more dimensions are flattened to (size(0), rest)."""
    if tensor.dim() < 2:
        raise ValueError("Only tensors with 2 or more dimensions are supported")
    if tensor.numel() == 0:
        return tensor
    rows = tensor.shape[0]
    cols = tensor.numel() // rows
    # drawn as Tensor.normal_ draws, in the tensor's dtype (PyTorch: new_empty(...).normal_(0, 1))
    flat = normal_array(numpy_rng(generator), (rows, cols), tensor._data.dtype).astype(np.float64)
    if rows < cols:
        flat = flat.T
    q, r = np.linalg.qr(flat)
    q = q * np.sign(np.diag(r))  # makes the decomposition unique, hence q uniformly distributed
    if rows < cols:
        q = q.T
    _fill(tensor, q.reshape(tensor.shape))
    with no_grad():
        return tensor.mul_(gain)  # a second write, as PyTorch's (copy_, then mul_)


def _deprecated(method):
    """The old name without the trailing underscore, with PyTorch's FutureWarning."""
    new_name = method.__name__
    old_name = new_name[:-1]

    def deprecated_init(*args, **kwargs):
        warnings.warn(f"`nn.init.{old_name}` is now deprecated in favor of `nn.init.{new_name}`.", FutureWarning,
                      stacklevel=2)
        return method(*args, **kwargs)

    deprecated_init.__name__ = deprecated_init.__qualname__ = old_name
    deprecated_init.__doc__ = f"{old_name}(...): deprecated; see nn.init.{new_name}."
    return deprecated_init


uniform = _deprecated(uniform_)
normal = _deprecated(normal_)
constant = _deprecated(constant_)
eye = _deprecated(eye_)
dirac = _deprecated(dirac_)
xavier_uniform = _deprecated(xavier_uniform_)
xavier_normal = _deprecated(xavier_normal_)
kaiming_uniform = _deprecated(kaiming_uniform_)
kaiming_normal = _deprecated(kaiming_normal_)
orthogonal = _deprecated(orthogonal_)
