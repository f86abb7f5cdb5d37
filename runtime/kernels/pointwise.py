"""NumPy kernels for the element-wise math ops of derivatives.yaml: digamma and polygamma,
rounding, and division-like binary ops (the scipy-backed special functions are in special.py).

digamma and polygamma are accurate to about float64 machine precision, because gradcheck and
the comparison with PyTorch run in float64 (scipy's psi was measured slower and less accurate:
benchmarks/README.md). They compute in float64, with whole-array recurrences and series, and
return the input's floating dtype (integers give float64, which the entry point turns into
PyTorch's float32).
"""
import math

import numpy as np

from ..core.dtypes import BFLOAT16, FLOATING_KINDS, cpp_type_name, scalar_type_name
from .core import bool_condition
from .opmath import with_common_dtype


def require_float(x, kernel):
    """PyTorch's CPU kernels for many ops exist only for floating dtypes; so do ours."""
    if np.asarray(x).dtype.kind not in FLOATING_KINDS:
        raise NotImplementedError(f'"{kernel}" not implemented for \'{scalar_type_name(np.asarray(x).dtype)}\'')
    return x


def bitwise(ufunc, kernel, a, b):
    """&, |, ^ exist in PyTorch for bool and integer dtypes only. A float operand is refused with the
    dtype PyTorch would compute in: a float tensor's own, or Float (the default) for a Python float
    or a 0-dim float tensor beside an integer tensor (which arrives here as a Python float)."""
    if all(np.asarray(x).dtype.kind in "biu" for x in (a, b)):
        return ufunc(a, b)
    np.broadcast_shapes(np.shape(a), np.shape(b))   # PyTorch checks the shapes first (ValueError: its words)
    float_arrays = [x.dtype for x in (a, b) if isinstance(x, np.ndarray) and x.dtype.kind in FLOATING_KINDS]
    name = scalar_type_name(np.result_type(*float_arrays)) if float_arrays else "Float"
    raise NotImplementedError(f'"{kernel}" not implemented for \'{name}\'')


def left_shift(a, b):
    """a << b as PyTorch's: a shift by the dtype's width or more (or a negative one) gives 0, as NumPy's;
    there is no kernel for bool (two bool operands; a bool beside an integer computes as that integer)."""
    _refuse_two_bools("lshift_cpu", a, b)
    return np.left_shift(a, b)


def right_shift(a, b):
    """a >> b as PyTorch's: by the dtype's width or more, 0 (-1 for a negative a), as NumPy's."""
    _refuse_two_bools("rshift_cpu", a, b)
    return np.right_shift(a, b)


def _refuse_two_bools(kernel, a, b):
    if _is_bool(a) and _is_bool(b):
        raise NotImplementedError(f'"{kernel}" not implemented for \'Bool\'')


_BOOL = np.dtype(np.bool_)


def _is_bool(x):
    return type(x) is bool or getattr(x, "dtype", None) is _BOOL


def subtract(a, b, alpha=1, out=None):
    """a - alpha * b. PyTorch refuses bool operands, with its own words (NumPy raises a TypeError of
    its own for two bools and quietly computes with one). `out=` as a ufunc's: sub_ writes in place."""
    if _is_bool(a) or _is_bool(b):
        if _is_bool(a) and _is_bool(b):
            raise RuntimeError("Subtraction, the `-` operator, with two bool tensors is not supported. "
                               "Use the `^` or `logical_xor()` operator instead.")
        raise RuntimeError("Subtraction, the `-` operator, with a bool tensor is not supported. If you are trying "
                           "to invert a mask, use the `~` or `logical_not()` operator instead.")
    return np.subtract(a, b, out=out) if alpha == 1 else np.subtract(a, np.multiply(b, alpha), out=out)


def negative(x, out=None):
    """-x; refused for bool as PyTorch refuses it. (_is_bool's test written out: a call fewer for every `-x`.)"""
    if type(x) is bool or getattr(x, "dtype", None) is _BOOL:
        raise RuntimeError("Negation, the `-` operator, on a bool tensor is not supported. If you are trying to "
                           "invert a mask, use the `~` or `logical_not()` operator instead.")
    return np.negative(x, out=out)


def absolute(x, out=None):
    """|x|; PyTorch has no abs kernel for bool."""
    if _is_bool(x):
        raise NotImplementedError("\"abs_cpu\" not implemented for 'Bool'")
    return np.abs(x, out=out)


def bitwise_not(x):
    """~x bit by bit (logical not for bool); PyTorch has no kernel for floats."""
    if x.dtype.kind not in "biu":
        raise NotImplementedError(f'"bitwise_not_cpu" not implemented for \'{scalar_type_name(x.dtype)}\'')
    return np.invert(x)


def floating(x):
    """Integer and bool inputs of a floating-point op compute in the default dtype (float32),
    as PyTorch does (NumPy would pick float16 for bool and small ints)."""
    if isinstance(x, np.ndarray) and x.dtype.kind in "biu":
        return x.astype(np.float32)
    return x


def _float64(x):
    x = np.asarray(x)
    out_dtype = x.dtype if x.dtype.kind in FLOATING_KINDS else np.dtype(np.float64)
    return x.astype(np.float64), out_dtype


#: Bernoulli numbers B_2, B_4, ..., B_16 for the asymptotic series below.
_BERNOULLI = (1 / 6, -1 / 30, 1 / 42, -1 / 30, 5 / 66, -691 / 2730, 7 / 6, -3617 / 510)


def _shift_up(x, threshold, term):
    """Recurrence: move each x below threshold up one at a time until it reaches threshold, summing
    term(x) before each step (x += 1 each time, rounding as PyTorch's loop does). One pass per step
    over all those elements (an element that has arrived stays put and adds 0), where a shrinking
    mask per step took twice as long."""
    # (order="C": a copy keeps a transposed input's layout otherwise, and reshape(-1) would then copy
    # instead of giving the view the writes below rely on)
    x, total = np.array(x, dtype=np.float64, order="C"), np.zeros(np.shape(x))
    flat_x, flat_total = x.reshape(-1), total.reshape(-1)   # views: writing them writes x and total
    low = np.flatnonzero(flat_x < threshold)
    if low.size:
        low_x = flat_x[low]
        acc = np.zeros_like(low_x)
        moving = np.ones(low_x.shape, bool)
        while moving.any():
            acc += np.where(moving, term(low_x), 0.0)
            low_x = np.where(moving, low_x + 1.0, low_x)
            moving = low_x < threshold
        flat_x[low], flat_total[low] = low_x, acc
    return x, total


def digamma(x):
    """psi(x): recurrence psi(x) = psi(x + 1) - 1/x up to x >= 10, then the asymptotic series;
    reflection psi(x) = psi(1 - x) - pi / tan(pi x) for x < 0. Poles as PyTorch: psi(+-0) = -+inf,
    nan at negative integers and -inf."""
    x64, out_dtype = _float64(x)
    with np.errstate(divide="ignore", invalid="ignore"):
        negative = x64 < 0
        z = np.where(negative, 1.0 - x64, x64)
        z = np.where(np.isfinite(z) & (z != 0), z, 1.0)  # placeholders; fixed up below
        z, shifted = _shift_up(z, 10.0, lambda v: -1.0 / v)
        inv2 = 1.0 / (z * z)
        series, power = np.zeros_like(z), np.ones_like(z)
        for k, b in enumerate(_BERNOULLI[:7], 1):
            power = power * inv2
            series += b / (2 * k) * power
        out = shifted + np.log(z) - 0.5 / z - series
        # tan(pi x) = tan(pi * frac(x)) with frac(x) = x - trunc(x), as PyTorch (modf): exact, where
        # pi * x would not be; and x - floor(x) would round -1e-30 up to 1, a pole.
        frac = np.fmod(x64, 1.0)
        out = np.where(negative, out - math.pi / np.tan(math.pi * frac), out)
        out = np.where(negative & (frac == 0), np.nan, out)
        out = np.where(x64 == 0, np.copysign(np.inf, -np.copysign(1.0, x64)), out)
        out = np.where(x64 == np.inf, np.inf, out)
        out = np.where(np.isnan(x64), np.nan, out)
    return out.astype(out_dtype)


def _hurwitz_zeta(s, q):
    """zeta(s, q) = sum_k (q + k)^-s for an integer s >= 2: direct terms until q >= threshold,
    then Euler-Maclaurin (the error is below the last Bernoulli term kept)."""
    threshold = max(20.0, 2.0 * s)
    with np.errstate(divide="ignore", invalid="ignore", over="ignore"):
        z, total = _shift_up(q, threshold, lambda v: np.power(v, -s))
        tail = np.power(z, 1.0 - s) / (s - 1) + 0.5 * np.power(z, -s)
        rising = float(s)               # s (s + 1) ... (s + 2j - 2)
        factorial = 2.0                 # (2j)!
        power = np.power(z, -s - 1.0)   # z^(-s - 2j + 1)
        for j, b in enumerate(_BERNOULLI, 1):
            tail += b / factorial * rising * power
            rising *= (s + 2 * j - 1) * (s + 2 * j)
            factorial *= (2 * j + 1) * (2 * j + 2)
            power = power / (z * z)
    return total + tail


def _trigamma(x):
    """psi'(x). Below 1/2, PyTorch reflects: pi^2 / sin^2(pi x) - psi'(1 - x), with sin(pi x) in the
    input's precision, so at its poles 0, -1, -2, ... it gives what that sine gives: inf at 0, where
    the sine is 0, and a large finite number elsewhere, where pi x is rounded and its sine is not 0
    (6.6e32 at -1 in float64, 1.3e15 in float32). The same is done here; psi'(1 - x) is exact."""
    x = np.asarray(x)
    precision = x.dtype if x.dtype.kind in FLOATING_KINDS else np.dtype(np.float32)  # integers: PyTorch's float32
    x64, out_dtype = _float64(x)
    with np.errstate(divide="ignore", invalid="ignore", over="ignore"):
        reflect = x64 < 0.5
        z = np.where(reflect, 1.0 - x64, x64)
        out = _hurwitz_zeta(2, np.where(np.isfinite(z), z, 1.0))
        pi = precision.type(math.pi)
        sine = np.sin(pi * x64.astype(precision))
        out = np.where(reflect, (pi * pi / (sine * sine)).astype(np.float64) - out, out)
        out = np.where(x64 == np.inf, 0.0, np.where(np.isnan(x64) | (x64 == -np.inf), np.nan, out))
        return out.astype(out_dtype)


def polygamma(n, x):
    """The n-th derivative of digamma: (-1)^(n+1) n! zeta(n + 1, x) for n >= 2 (trigamma for n = 1).
    Special values as PyTorch's (Cephes') zeta: a pole x = 0, -1, ... (and -0., -inf) gives
    zeta = inf, so (-1)^(n+1) inf, and x = inf gives nan (its series meets inf * 0)."""
    if n < 0:
        raise RuntimeError("polygamma(n, x) does not support negative n.")
    if n == 0:
        return digamma(x)
    if n == 1:
        return _trigamma(x)
    x64, out_dtype = _float64(x)
    finite = np.isfinite(x64)
    zeta = _hurwitz_zeta(n + 1, np.where(finite, x64, 1.0))
    pole = (x64 <= 0) & (x64 == np.floor(x64))
    zeta = np.where(pole, np.inf, np.where(finite, zeta, np.nan))
    out = (-1.0) ** (n + 1) * math.factorial(n) * zeta
    with np.errstate(over="ignore"):  # (float32 overflows to inf, as PyTorch's)
        return out.astype(out_dtype)


# -- rounding ------------------------------------------------------------------------------------

def _rounding(np_fn, kernel):
    """floor/ceil/round/trunc: integers are returned unchanged (a copy), bool is refused."""
    def fn(x):
        if x.dtype.kind == "b":
            raise NotImplementedError(f'"{kernel}" not implemented for \'Bool\'')
        return x.copy() if x.dtype.kind in "iu" else np_fn(x)
    return fn


floor = _rounding(np.floor, "floor_vml_cpu")
ceil = _rounding(np.ceil, "ceil_vml_cpu")
trunc = _rounding(np.trunc, "trunc_vml_cpu")
round_ = _rounding(np.rint, "round_vml_cpu")   # half to even, as PyTorch


def round_decimals(x, decimals):
    require_float(x, "round_cpu")
    if decimals >= 0:
        scale = 10.0 ** decimals
        return np.rint(x * scale) / scale
    scale = 10.0 ** -decimals
    return np.rint(x / scale) * scale


def frac(x):
    require_float(x, "frac_cpu")
    return x - np.trunc(x)


# -- division-like binary ops ---------------------------------------------------------------------

def _is_integral(a, b):
    return np.result_type(a, b).kind in "biu"


def _check_integer_divisor(a, b):
    """Integer division by zero is an error in PyTorch (NumPy would give 0 and a warning); operands that do not
    broadcast are refused first, as PyTorch's shape check comes before its kernel (NumPy's ValueError here, which
    the op words as PyTorch does)."""
    if _is_integral(a, b) and np.any(np.asarray(b) == 0):
        np.broadcast_shapes(np.shape(a), np.shape(b))
        raise RuntimeError("ZeroDivisionError")


def div_mode(a, b, rounding_mode):
    if rounding_mode is None:
        return np.true_divide(a, b)
    if rounding_mode not in ("trunc", "floor"):
        raise RuntimeError(f"div expected rounding_mode to be one of None, 'trunc', or 'floor' but found "
                           f"'{rounding_mode}'")
    complex_operand = next((np.asarray(x).dtype for x in (a, b) if np.asarray(x).dtype.kind == "c"), None)
    if complex_operand is not None:
        raise NotImplementedError(f'"div_{rounding_mode}_cpu" not implemented for '
                                  f"'{scalar_type_name(np.result_type(a, b))}'")
    _check_integer_divisor(a, b)
    if rounding_mode == "floor":
        return np.floor_divide(a, b)
    if _is_integral(a, b):
        q = np.floor_divide(a, b)
        inexact_negative = (np.remainder(a, b) != 0) & ((np.asarray(a) < 0) != (np.asarray(b) < 0))
        return np.where(inexact_negative, q + 1, q)
    with np.errstate(divide="ignore", invalid="ignore"):
        return np.trunc(np.true_divide(a, b))


def sign(x):
    """-1, 0 or 1; PyTorch's sign of nan is 0 (NumPy's is nan); a bool is its own sign."""
    if x.dtype.kind == "b":
        return x.copy()
    out = np.sign(x)
    return np.where(np.isnan(out), 0, out) if out.dtype.kind in FLOATING_KINDS else out


def remainder(a, b):
    """Python's modulo: the result takes the divisor's sign. Floats as PyTorch computes them,
    fmod then a shift by b where the signs differ, so a zero result keeps the dividend's sign
    (remainder(-2., 0.25) is -0.0; NumPy's remainder gives +0.0)."""
    _check_integer_divisor(a, b)
    if _is_integral(a, b):
        return np.remainder(a, b)
    with np.errstate(invalid="ignore"):   # (nan for x % 0 and inf % y, silently as in PyTorch)
        mod = np.fmod(a, b)
        return np.where((mod != 0) & ((np.asarray(b) < 0) != (mod < 0)), mod + b, mod)


def fmod(a, b):
    """C's fmod: the result takes the dividend's sign."""
    _check_integer_divisor(a, b)
    return np.fmod(a, b)


def hypot(a, b):
    if _is_integral(a, b):
        raise NotImplementedError(f'"hypot_cpu" not implemented for \'{scalar_type_name(np.result_type(a, b))}\'')
    return np.hypot(a, b)


def xlogy(x, y):
    """x * log(y), 0 where x == 0 (even for y == 0), nan where y is nan. A Python number y stays
    one (log(y) too), so it does not widen x's dtype, as in PyTorch."""
    with np.errstate(divide="ignore", invalid="ignore"):
        log_y = np.log(floating(np.asarray(y)))
        if not isinstance(y, np.ndarray):
            log_y = float(log_y)
        out = np.multiply(x, log_y)
    return np.where((np.asarray(x) == 0) & ~np.isnan(y), np.zeros((), out.dtype), out)


def lerp(start, end, weight):
    """start + weight (end - start), computed from the nearer end as PyTorch does."""
    start, end = np.asarray(start), np.asarray(end)
    if start.dtype.kind not in FLOATING_KINDS and start.dtype.kind != "c":
        raise NotImplementedError(f'"lerp_kernel_scalar" not implemented for \'{scalar_type_name(start.dtype)}\'')
    for name, t in (("end", end), ("weight", weight)):
        if isinstance(t, np.ndarray) and t.dtype != start.dtype:
            raise RuntimeError(f"expected dtype {cpp_type_name(start.dtype)} for `{name}` but got dtype "
                               f"{cpp_type_name(t.dtype)}")
    if start.dtype is BFLOAT16:   # in float32, rounded once, as PyTorch's kernel
        widen = [t.astype(np.float32) if isinstance(t, np.ndarray) else t for t in (start, end, weight)]
        return lerp(*widen).astype(BFLOAT16)
    with np.errstate(invalid="ignore"):   # inf - inf is nan there, silently as PyTorch's kernel
        diff = end - start
        return np.where(np.abs(weight) < 0.5, start + weight * diff, end - diff * (1 - weight))


def nan_to_num(x, nan, posinf, neginf):
    if x.dtype.kind not in FLOATING_KINDS:
        return x.copy()
    return np.nan_to_num(x, nan=0.0 if nan is None else nan, posinf=posinf, neginf=neginf)


def power(base, exponent, scalar_exponent=False):
    """np.power with PyTorch's rule for integers. An integer tensor to a negative Python-number
    power is an error (`scalar_exponent`: pow.Tensor_Scalar); a negative integer exponent held in
    a tensor gives what the integer division would: 1 for base 1, +-1 for base -1, 0 otherwise.
    Signed zeros as PyTorch: a Python -0.5 exponent is rsqrt ((-0.) ** -0.5 is -inf), and a tensor
    exponent is always pow (NumPy takes a 0-dim one as a scalar and x ** 0.5 as sqrt, keeping -0.)."""
    if not scalar_exponent and np.size(exponent) == 1:
        # A tensor exponent with one element (a 0-dim one arrives as a Python number): NumPy takes it
        # as a scalar and x ** 0.5 as sqrt ((-inf) ** 0.5 is nan, -0. stays -0.); PyTorch's tensor
        # exponent is always pow, as NumPy's is for a full array.
        shape = np.broadcast_shapes(np.shape(base), np.shape(exponent))
        full = np.full(shape or (1,), np.reshape(exponent, ()), np.result_type(base, exponent))
        return _power(base, full, False).reshape(shape)
    if scalar_exponent and exponent == -0.5 and np.asarray(base).dtype.kind in FLOATING_KINDS:
        return np.reciprocal(np.sqrt(base))
    if scalar_exponent and type(exponent) in (int, float) and (exponent == 3 or exponent == -2) \
            and getattr(base, "dtype", None) in _CUBE_DTYPES:
        # PyTorch's CPU kernel multiplies for these exponents on float and double (x * x * x,
        # 1 / (x * x)): the same bits as PyTorch, where np.power's pow differs in the last place and,
        # without a fast path for them, costs ~700x more (minGPT's GELU cubes every activation).
        # (into a buffer of our own: a 0-dim base would otherwise give NumPy scalars, which out= refuses)
        square = np.multiply(base, base, out=np.empty(np.shape(base), base.dtype))
        return np.multiply(square, base, out=square) if exponent == 3 else np.divide(1, square, out=square)
    return _power(base, exponent, scalar_exponent)


_CUBE_DTYPES = (np.dtype(np.float32), np.dtype(np.float64))


def _power(base, exponent, scalar_exponent):
    try:
        return np.power(base, exponent)
    except ValueError as error:  # NumPy refuses every negative integer exponent
        if "negative integer powers" not in str(error):
            raise
    if scalar_exponent:
        raise RuntimeError("Integers to negative integer powers are not allowed.")
    base, exponent = np.asarray(base), np.asarray(exponent)
    result = np.power(base, np.maximum(exponent, 0))
    sign = np.where(exponent % 2 == 0, 1, -1)
    at_negative = np.where(base == 1, 1, np.where(base == -1, sign, 0))
    return np.where(exponent < 0, at_negative, result).astype(result.dtype)


def where(condition, x, y):
    """torch.where(condition, x, y); x and y of bfloat16 and float16 (or a wide integer) meet at
    PyTorch's common dtype, where NumPy refuses to promote them."""
    condition = bool_condition(condition)
    try:
        return np.where(condition, x, y)
    except TypeError:   # (NumPy's DTypePromotionError)
        return np.where(condition, *with_common_dtype([np.asarray(x), np.asarray(y)]))
