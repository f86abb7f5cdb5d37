"""Element-wise forwards that are not one NumPy ufunc as they stand: floating-point routines
(copysign, ldexp, frexp, nextafter), number theory (gcd, lcm), step functions and membership,
each with PyTorch's result dtype (an integer input computes in the default float dtype) and its
refusals (PyTorch has no kernel for some dtypes: `"gcd_cpu" not implemented for 'Float'`).

Tensor arguments arrive as arrays, a 0-dim tensor beside dimensioned ones as a Python number (the
element-wise rule of the generated ops), numbers as numbers."""

import numpy as np

from ..core.dtypes import FLOATING_KINDS, scalar_type_name
from .core import broadcast_shape
from .pointwise import floating


def _kind(x):
    return np.asarray(x).dtype.kind


def _no_kernel(kernel, x):
    return NotImplementedError(f'"{kernel}" not implemented for \'{scalar_type_name(np.asarray(x).dtype)}\'')


def _common(a, b):
    """The dtype both operands compute in, as PyTorch promotes them: NumPy's promotion of arrays and
    weak Python numbers, except that an integer tensor does not widen a floating one (float16 with
    int64 is float16 in PyTorch, float64 in NumPy; complex64 with int64 is complex64)."""
    a_kind = a.dtype.kind if isinstance(a, np.ndarray) else None
    b_kind = b.dtype.kind if isinstance(b, np.ndarray) else None
    if (a_kind in FLOATING_KINDS or a_kind == "c") and b_kind in ("b", "i", "u"):
        return a.dtype
    if (b_kind in FLOATING_KINDS or b_kind == "c") and a_kind in ("b", "i", "u"):
        return b.dtype
    return np.result_type(a, b)


def floats_only(kernel, a, b):
    """PyTorch's element-wise kernels that exist for floating dtypes only (logaddexp, nextafter):
    the common dtype of the operands, refused when it is an integer or bool one."""
    broadcast_shape(np.shape(a), np.shape(b))   # (PyTorch's TensorIterator checks shapes before the dtype)
    dtype = _common(a, b)
    if dtype.kind not in FLOATING_KINDS:
        raise NotImplementedError(f'"{kernel}" not implemented for \'{scalar_type_name(dtype)}\'')
    return dtype


def logaddexp(a, b):
    if _common(a, b).kind == "c":
        return complex_logaddexp(a, b)
    floats_only("logaddexp_cpu", a, b)
    return np.logaddexp(a, b)


def complex_logaddexp(a, b):
    """log(exp(a) + exp(b)) of complex numbers, as PyTorch's: the operand of larger real part plus
    log1p(exp(the other minus it)), so nothing overflows; where the smaller real part is -inf, the
    larger operand itself (exp(-inf + i y) is 0 whatever y, even inf or nan)."""
    a, b = np.broadcast_arrays(*(np.asarray(x, dtype=_common(a, b)) for x in (a, b)))
    swap = a.real < b.real
    high, low = np.where(swap, b, a), np.where(swap, a, b)
    with np.errstate(all="ignore"):
        out = high + np.log1p(np.exp(low - high))
    return np.where(np.isneginf(low.real) & ~np.isnan(high.real), high, out)


def logaddexp2(a, b):
    floats_only("logaddexp2_cpu", a, b)
    return np.logaddexp2(a, b)


def nextafter(a, b):
    floats_only("nextafter_cpu", a, b)
    return np.nextafter(a, b)


def copysign(a, b):
    """|a| with b's sign (of -0.0 and nan too); integers and bools compute as floats."""
    return np.copysign(floating(a), floating(b)).astype(_result_float(_common(a, b)), copy=False)


def ldexp(a, b):
    """a * 2**b in the operands' floating dtype (integers compute in the default float dtype). An
    integer exponent scales exactly (float64, then rounded once); a float one is a power of 2 as any
    other (ldexp(1., 0.5) is sqrt(2)), as PyTorch's pow path. Complex operands: PyTorch's
    mul(a, pow(2, b)) in the complex dtype (a power of 2 scales both parts exactly)."""
    dtype = _result_float(_common(a, b))
    if dtype.kind == "c":
        power = np.power(2.0, np.asarray(b, np.float64) if _kind(b) in "biu" else b)
        return np.multiply(a, power).astype(dtype, copy=False)
    if _kind(b) in "biu":
        exponent = np.clip(b, -2 ** 31, 2 ** 31 - 1).astype(np.int32)
        return np.ldexp(np.asarray(a, dtype=np.float64), exponent).astype(dtype)
    return np.multiply(np.asarray(a, dtype=dtype), np.power(dtype.type(2), np.asarray(b, dtype=dtype)))


def _result_float(dtype):
    return dtype if dtype.kind in FLOATING_KINDS or dtype.kind == "c" else np.dtype(np.float32)


def frexp(x):
    """(mantissa in [0.5, 1), int32 exponent); PyTorch has it for floating dtypes only."""
    if _kind(x) not in FLOATING_KINDS:
        raise RuntimeError("torch.frexp() only supports floating-point dtypes")
    mantissa, exponent = np.frexp(x)
    return mantissa, exponent.astype(np.int32)


def gcd(a, b):
    """Greatest common divisor, for integer dtypes only (gcd(0, 0) = 0, always >= 0); shapes are checked first."""
    broadcast_shape(np.shape(a), np.shape(b))
    dtype = _common(a, b)
    if dtype.kind not in "iu":
        raise _no_kernel("gcd_cpu", np.empty(0, dtype))
    return np.gcd(a, b)


def lcm(a, b):
    broadcast_shape(np.shape(a), np.shape(b))
    dtype = _common(a, b)
    if dtype.kind not in "iu":
        raise _no_kernel("lcm_cpu", np.empty(0, dtype))
    return np.lcm(a, b)


def heaviside(x, values):
    """values where x == 0, else whether x > 0 (so 0 for nan, unlike NumPy's nan); PyTorch refuses
    operands of different dtypes rather than promote them."""
    if np.asarray(x).dtype != np.asarray(values).dtype:
        raise RuntimeError("heaviside is not yet implemented for tensors with different dtypes.")
    return np.where(np.equal(x, 0), values, np.greater(x, 0)).astype(np.asarray(x).dtype, copy=False)


def signbit(x):
    """The sign bit (of -0.0 and -nan too); never set for bool and unsigned integers."""
    return np.signbit(x) if _kind(x) != "b" else np.zeros(np.shape(x), dtype=bool)


def isposinf(x):
    return np.isposinf(x) if _kind(x) in FLOATING_KINDS else np.zeros(np.shape(x), dtype=bool)


def isneginf(x):
    return np.isneginf(x) if _kind(x) in FLOATING_KINDS else np.zeros(np.shape(x), dtype=bool)


def degrees_scale(x, scale):
    """x * scale (deg2rad, rad2deg): an integer or bool x in the default float dtype; a half-precision
    x computes in float32 and rounds once, as PyTorch's opmath."""
    dtype = _result_float(np.asarray(x).dtype)
    wide = np.dtype(np.float32) if dtype.itemsize < 4 else dtype
    return np.multiply(np.asarray(x, dtype=wide), wide.type(scale)).astype(dtype, copy=False)


def addcmul(x, tensor1, tensor2, value):
    """x + value * tensor1 * tensor2, in that order (PyTorch's CPU kernel); an integer result takes
    value as an integer (addcmul(1, 1, 1, value=2.5) is 3)."""
    dtype = np.result_type(x, tensor1, tensor2)
    if dtype.kind in "biu":
        value = int(value)
    return np.add(x, np.multiply(np.multiply(value, tensor1), tensor2)).astype(dtype, copy=False)


def addcdiv(x, tensor1, tensor2, value):
    """x + value * tensor1 / tensor2; PyTorch refuses integer division here."""
    if _kind(tensor1) in "biu" and _kind(tensor2) in "biu":
        raise RuntimeError("Integer division with addcdiv is no longer supported, and in a future  release addcdiv "
                           "will perform a true division of tensor1 and tensor2. The historic addcdiv behavior can be "
                           "implemented as (input + value * torch.trunc(tensor1 / tensor2)).to(input.dtype) for "
                           "integer inputs and as (input + value * tensor1 / tensor2) for float inputs. The future "
                           "addcdiv behavior is just the latter implementation: (input + value * tensor1 / tensor2), "
                           "for all dtypes.")
    dtype = np.result_type(x, tensor1, tensor2)
    return np.add(x, np.divide(np.multiply(value, tensor1), tensor2)).astype(dtype, copy=False)


