"""NumPy forwards of the activation functions of derivatives.yaml (gradtable.nn.functional).

The kernels take the aten ops' arguments: nn.functional's `inplace` flag is Python around them
(nn/functional_activation.py picks the in-place table entry). Like PyTorch's CPU kernels, most
activations accept only floating-point tensors.
"""
import math

import numpy as np

from ..core.dtypes import INEXACT_KINDS, scalar_type_name
from .fast_erf import erf, gelu_float32
from .opmath import in_float32
from .pointwise import require_float

SQRT_2_OVER_PI = math.sqrt(2.0 / math.pi)
GELU_TANH_COEFF = 0.044715


def hardtanh(x, min_val, max_val):
    if min_val > max_val:
        raise ValueError("min_val cannot be greater than max_val")
    out = np.minimum(max_val, np.maximum(min_val, x))  # (a tie keeps x: hardtanh(-0.0) is -0.0, as clamp)
    return out.astype(x.dtype) if x.dtype.kind in "iu" else out   # integer tensors stay integer


def hardtanh_backward(grad, x, min_val, max_val):
    """grad where min_val < x < max_val, else 0; as PyTorch tests the ends (x <= min or x >= max),
    a nan input lets the gradient through."""
    return np.where((x <= min_val) | (x >= max_val), 0, grad)


def leaky_relu_backward(grad, x, negative_slope, self_is_result=False):
    """x may be the result (leaky_relu_'s node saves it): its sign is x's only for a positive slope."""
    if self_is_result and negative_slope < 0:
        raise RuntimeError("In-place leakyReLu backward calculation is triggered with a negative slope which is not "
                           "supported. This is caused by calling in-place forward function with a negative slope, "
                           "please call out-of-place version instead. File an issue at "
                           "https://github.com/pytorch/pytorch if you do require supporting in-place leakRelu "
                           "backward calculation with negative slope")
    return np.where(x > 0, grad, grad * negative_slope)


#: PyTorch's hardsigmoid backward multiplies by 1/6 rounded to float32, in every dtype.
_ONE_SIXTH = float(np.float32(1.0) / np.float32(6.0))


def hardsigmoid_backward(grad, x):
    """grad / 6 strictly inside (-3, 3), else 0."""
    return np.where((x > -3.0) & (x < 3.0), grad * _ONE_SIXTH, 0)


def leaky_relu(x, negative_slope):
    require_float(x, "leaky_relu_cpu")
    return np.where(x > 0, x, x * negative_slope)


def elu(x, alpha, scale, input_scale):
    """scale * x for x >= 0, else scale * alpha * (exp(input_scale * x) - 1); elu, selu and celu. (A zero
    takes the linear branch, as PyTorch's kernel: celu(0., inf) is 0, not (exp(0) - 1) * inf.)"""
    require_float(x, "elu_cpu")
    negative = np.expm1(np.minimum(0, x) * input_scale) * (alpha * scale)  # (-0.0 stays -0.0)
    return np.where(x >= 0, x * scale, negative)


def celu(x, alpha):
    if alpha == 0:
        raise RuntimeError("ZeroDivisionError: alpha cannot be 0 for CELU")
    return elu(x, alpha, 1.0, 1.0 / alpha)


@in_float32
def gelu(x, approximate):
    require_float(x, "GeluKernelImpl")
    if approximate == "none":
        if x.dtype == np.float32:
            return gelu_float32(x)   # x * Phi(x) from float32 fits, chunk by chunk (fast_erf.py)
        return 0.5 * x * (1.0 + erf(x / math.sqrt(2.0)))
    if approximate == "tanh":
        if x.ndim == 0:   # (NumPy gives 0-dim results as scalars, which cannot be written into)
            return 0.5 * x * (1.0 + np.tanh(SQRT_2_OVER_PI * (x + GELU_TANH_COEFF * x * x * x)))
        # 0.5 * x * (1.0 + tanh(k * (x + c * x * x * x))), operation for operation (the same bits),
        # in one temporary instead of eight (a tiny GPT's MLP activations: ~2x faster)
        out = tanh_gelu_inner(x)
        out += 1.0
        out *= 0.5 * x
        return out
    raise RuntimeError("approximate argument must be either none or tanh.")


def tanh_gelu_inner(x):
    """tanh(k * (x + c * x * x * x)) of tanh GELU as a fresh array, operation for operation as the formula
    reads (the same bits) in one temporary; the forward above and its backward on arrays
    (autograd/array_backward.py) both start from it."""
    out = GELU_TANH_COEFF * x
    out *= x
    out *= x
    out += x
    out *= SQRT_2_OVER_PI
    np.tanh(out, out=out)
    return out


def gelu_slope(x, approximate):
    """d gelu(x) / dx, the factor of GELU's backward (grad * slope), as an op of its own
    (derivatives.yaml's _gelu_slope): its derivative is then one product, as PyTorch's."""
    require_float(x, "GeluBackward")
    if approximate == "none":
        return 0.5 * (1.0 + erf(x * (1 / math.sqrt(2.0)))) + x * np.exp(-0.5 * x * x) * (1 / math.sqrt(2.0 * math.pi))
    if approximate == "tanh":
        t = np.tanh(SQRT_2_OVER_PI * (x + GELU_TANH_COEFF * x * x * x))
        return 0.5 * (1 + t) + 0.5 * x * (1 - t * t) * (SQRT_2_OVER_PI * (1 + 3 * GELU_TANH_COEFF * x * x))
    raise RuntimeError("approximate argument must be either none or tanh.")


@in_float32
def silu(x):
    if x.dtype.kind != "c":   # (PyTorch computes silu of complex values, but does not differentiate it)
        require_float(x, "silu_cpu")
    return x * sigmoid(x)


def mish(x):
    require_float(x, "mish_cpu")
    with np.errstate(invalid="ignore"):   # (a nan input gives nan, without NumPy's warning)
        return x * np.tanh(np.logaddexp(0, x))


@in_float32
def softplus(x, beta, threshold):
    """log(1 + exp(beta x)) / beta, and x itself where beta x > threshold (PyTorch's cut-off)."""
    require_float(x, "softplus_cpu")
    return np.where(x * beta > threshold, x, np.logaddexp(0, x * beta) / beta)


def hardsigmoid(x):
    require_float(x, "hardsigmoid_cpu")
    return np.minimum(np.maximum(x + 3, 0), 6) / 6


def hardswish(x):
    require_float(x, "hardswish_cpu")
    return x * np.minimum(np.maximum(x + 3, 0), 6) / 6


def log_sigmoid(x):
    """-log(1 + exp(-x)) without overflow."""
    require_float(x, "log_sigmoid_cpu")
    return -np.logaddexp(0, -x)


@in_float32
def sigmoid(x):
    """1 / (1 + exp(-x)) for every x, as PyTorch's CPU kernel computes it, so float32 results round the
    same way (and underflow to 0 below about -88, as PyTorch's do); exp(-x) = inf there is harmless."""
    if x.dtype.kind not in INEXACT_KINDS:
        x = x.astype(np.float32)
    with np.errstate(over="ignore"):
        return (1 / (1 + np.exp(-x))).astype(x.dtype, copy=False)


def threshold_backward(grad, x, threshold):
    """grad, except exactly 0 where x <= threshold (also where grad is inf or nan; a nan x
    keeps its grad), as PyTorch. For floats the gradient's bits are multiplied by 0 or 1:
    exact, and faster than np.where or masking."""
    keep = np.less_equal(x, threshold)
    if keep.ndim:
        np.logical_not(keep, out=keep)
    else:  # a 0-dim x: NumPy gives a scalar, which cannot be an out= array
        keep = np.asarray(not keep)
    if keep.shape != grad.shape:
        grad, keep = np.broadcast_arrays(grad, keep)
    if grad.dtype in (np.float32, np.float64):
        bits = np.uint32 if grad.dtype == np.float32 else np.uint64
        # (np.ascontiguousarray would make a 0-dim grad 1-d)
        grad = grad if grad.flags.c_contiguous else np.ascontiguousarray(grad)
        return np.multiply(grad.view(bits), keep, dtype=bits).view(grad.dtype)
    return np.where(keep, grad, 0)


def threshold(x, threshold, value):
    """value where x <= threshold, else x (a nan x stays), in x's dtype."""
    return np.where(x <= threshold, value, x).astype(x.dtype, copy=False)


def _check_lambda(x, lambd):
    """softshrink's bound must lie in [0, the dtype's max] (PyTorch checks it in the dtype's range)."""
    top = float(np.finfo(x.dtype).max)
    if not 0 <= lambd <= top:
        raise RuntimeError(f"lambda must be in range [0, {top:g}] for input dtype {scalar_type_name(x.dtype)}, "
                           f"but found {lambd:g}")


def hardshrink(x, lambd):
    """0 on [-lambd, lambd], x elsewhere (a nan stays nan)."""
    require_float(x, "hardshrink_cpu")
    return np.where((x >= -lambd) & (x <= lambd), np.zeros((), x.dtype), x)


def softshrink(x, lambd):
    """x moved lambd towards 0, and 0 on [-lambd, lambd]: x * 0 there, so a nan stays nan."""
    require_float(x, "softshrink_cpu")
    _check_lambda(x, lambd)
    lam = x.dtype.type(lambd)
    return np.where(x > lam, x - lam, np.where(x < -lam, x + lam, x * 0))


def shrink_backward(grad, x, lambd):
    """hardshrink's and softshrink's derivative: 0 on [-lambd, lambd], grad elsewhere."""
    return np.where((x >= -lambd) & (x <= lambd), np.zeros((), grad.dtype), grad)


def glu(x, dim):
    """a * sigmoid(b) for the two halves a, b of x along dim."""
    if x.ndim == 0:
        raise RuntimeError("glu does not support 0-dimensional tensors")
    require_float(x, "glu_cpu")
    size = x.shape[dim]
    if size % 2:
        raise RuntimeError(f"Halving dimension must be even, but dimension {dim % x.ndim} is size {size}")
    a, b = np.split(x, 2, axis=dim)
    return a * sigmoid(b)


def prelu(x, weight):
    """x where x > 0, weight * x elsewhere (weight already shaped to broadcast over x)."""
    return np.where(x > 0, x, weight * x)


def rrelu_with_noise(x, noise, lower, upper, training):
    """Training: x * noise (noise holds the drawn slopes of the negative elements, 1 elsewhere).
    Evaluation: leaky_relu with the mean slope (lower + upper) / 2."""
    require_float(x, "rrelu_with_noise_out_cpu")
    if training:
        return (x * noise).astype(x.dtype, copy=False)
    return np.where(x > 0, x, x * x.dtype.type((lower + upper) / 2))


def rrelu_with_noise_backward(grad, x, noise, lower, upper, training, self_is_result):
    """grad * noise in training (when the slopes really vary), else leaky_relu's slope rule."""
    if training and upper - lower > 1e-6:
        return grad * noise
    return leaky_relu_backward(grad, x, (lower + upper) / 2, self_is_result)
