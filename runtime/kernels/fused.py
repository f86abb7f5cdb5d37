"""a * b + c rounded once, as C's fma: PyTorch's CPU kernels are compiled with floating-point
contraction, so an expression such as linspace's `start + step * i` is one fused multiply-add
there. NumPy rounds the product and the sum apart, which lands one ulp off in about a third of
linspace's points, and a histogram's point lying on an edge then falls in the neighbouring bin.

float64 has no wider type to compute in, so the exact a * b + c is carried in error-free pieces
(Dekker's product, Knuth's sum) and rounded once by Boldo and Melquiond's three-term adder, whose
inner sum is rounded to odd so that the final rounding to nearest is not a double rounding.
float32 products are exact in float64; their sum is rounded to odd in float64, then to float32.
"""
import numpy as np

_SPLITTER = np.float64(2.0 ** 27 + 1)


def _two_sum(a, b):
    """(s, e) with s = fl(a + b) and s + e == a + b exactly."""
    s = a + b
    b_part = s - a
    return s, (a - (s - b_part)) + (b - b_part)


def _split(a):
    """a as hi + lo, each of at most 26 significant bits (Veltkamp)."""
    t = _SPLITTER * a
    hi = t - (t - a)
    return hi, a - hi


def _two_product(a, b):
    """(p, e) with p = fl(a * b) and p + e == a * b exactly (Dekker)."""
    p = a * b
    a_hi, a_lo = _split(a)
    b_hi, b_lo = _split(b)
    return p, ((a_hi * b_hi - p) + a_hi * b_lo + a_lo * b_hi) + a_lo * b_lo


def _sum_rounded_to_odd(a, b):
    """a + b rounded to the neighbouring float whose last significand bit is 1 when it is inexact."""
    s, e = _two_sum(a, b)
    even = (s.view(np.int64) & 1) == 0
    return np.where((e != 0) & even, np.nextafter(s, np.where(e > 0, np.inf, -np.inf)), s)


def fused_multiply_add(a, b, c, dtype):
    """a * b + c rounded once to `dtype` (float32 or float64), element-wise over broadcast arrays.
    Where the plain result is not finite (overflow, inf or nan operands) it is the answer as is."""
    dtype = np.dtype(dtype)
    a, b, c = (np.asarray(v, np.float64) for v in (a, b, c))
    with np.errstate(all="ignore"):
        plain = a * b + c
        if dtype == np.float32:
            fused = _sum_rounded_to_odd(a * b, c).astype(np.float32)   # (a float32 product is exact here)
        else:
            p, p_error = _two_product(a, b)   # a * b + c == p + p_error + c: their sum rounded once
            upper, upper_error = _two_sum(c, p_error)
            high, high_error = _two_sum(p, upper)
            fused = high + _sum_rounded_to_odd(high_error, upper_error)
    return np.where(np.isfinite(plain), fused, plain).astype(dtype)
