"""erf of float32 arrays in float32 arithmetic, and exact GELU and its backward: in `nn.GELU()`
(the MLP of a GPT) a training step takes GELU's forward and backward of every hidden activation,
and erf there used to be most of the step.

Two least-squares fits for erf (made in float64 against scipy.special, coefficients rounded to float32):
    |x| < 0.9:        erf(x) = x * P(x^2),                           P of degree 6
    0.9 <= |x| < 4:   erf(x) = sign(x) * (1 - exp(-x^2) * R(1/|x|)),  R of degree 8 (it fits erfcx)
    |x| >= 4:         sign(x)   (erf(4) rounds to 1 in float32)
The error is at most 2.5 ulp (1.3e-7 absolute), checked by tests/ops/test_fast_erf.py; scipy's
erf is within 1 ulp but computes in float64 and is about twice as slow. PyTorch's GELU is an
approximation of the same kind: on contiguous float32 oneDNN's kernel (a piecewise polynomial),
elsewhere ATen's (Abramowitz-Stegun 7.1.26 with fused multiply-adds and Sleef's exp). The latter in
NumPy (each FMA as float64 steps rounded to float32) gives PyTorch's default GELU's bits on 38% of
9M test inputs against 67% for erf's fits, at three times the time, so it is not used
(benchmarks/README.md).

GELU does not go through erf. With Phi the normal CDF and phi its density, gelu(x) = x * Phi(x)
and its backward is grad * (Phi(x) + x * phi(x)); Phi(x) - 0.5 and the slope Phi(x) + x * phi(x) -
0.5 are odd, and on |x| < 1.2728 (where x / sqrt 2 < 0.9, erf's split) each is fitted directly:
    Phi(x) = 0.5 + x * T(x^2),                   T of degree 5
    Phi(x) + x * phi(x) = 0.5 + x * Q(x^2),      Q of degree 6
(weighted least squares in float64 against scipy.special.ndtr and the exact density on 2000
Chebyshev points of [0, 1.2728], T for the relative error of Phi(-|x|), Q for the slope's absolute
error; the coefficients rounded to float32 one at a time from the constant up, the rest refitted
after each: tests/ops/test_gelu_fits.py refits them). Outside (and for nan), on the elements
gathered: Phi(-|x|) = exp(-x^2 / 2) * R(sqrt 2 / |x|) / 2, with erf's R, one exp serving Phi and
phi (R is used beyond its fitted range for |x| >= 5.657: its relative error grows to 7e-4 at
|x| = 14, past which exp(-x^2 / 2) is 0 in float32). The backward then has no erf and no exp on a small-range element:
one polynomial and five passes (~17 NumPy passes against ~40 with erf and exp); the forward ~15
against ~20. Inside the GPT step (erf-based at 32768 against these at 131072, alternating step by
step, thread-CPU medians of 240 calls on the busy 2-core machine): forward 3.51 -> 2.43 ms, backward
5.67 -> 2.81 ms a call. (Q of degree 5 would take the backward 8% less, at 1.98e-7 absolute error.) Errors against
float64 (ulp of the result; tests/ops/test_gelu_fits.py), the erf-based formulas' in brackets:
    backward  0 <= x < 1.2728: 1.41 (2.13); -1.2728 < x < 0: 34.5 (38.4) away from the slope's zero
              at -0.7518, where both have the absolute error of a difference of numbers near 0.5,
              at most 1.68e-7 (1.72e-7); x >= 1.2728: 0.98 (1.24); -5.657 < x <= -1.2728: 10.9
              (5e5, from 1 + erf's cancellation); -14 < x <= -5.657: 116 (5e5)
    forward   0 <= x < 1.2728: 1.6 (2.1); -1.2728 < x < 0: 3.5 (6.5); x >= 1.2728: 1.05 (1.31);
              -5.657 < x <= -1.2728: 15.9 (1.7e7); below, values under 4e-8 * |x|, a relative
              error up to 1.1e-3 (0 from the erf-based formula and PyTorch)
PyTorch's own float32 backward is up to 2.7e-7 from the exact slope, 3e-7 from ours.

The input is processed in chunks of 131072 elements, GELU's forward and backward doing all their
arithmetic inside the same chunks (~17 NumPy passes a chunk, erf ~20-40). Measured inside the GPT
step on the 2-core machine (chunk sizes alternating step by step, thread-CPU medians of 160 calls):
32768 -> 131072 took the new forward 3.29 -> 2.67 ms and the backward 3.88 -> 3.06 ms a call
(65536 2.77 and 3.32, 262144 like 131072), and erf 3.1 -> 2.6 ms on 524288 elements alone, though a
chunk's temporaries no longer fit one core's 1 MB L2 (earlier, 16384 -> 32768 had gained for the
same reason, the calls: forward 1.40 -> 1.13 ms; the same bits at any size). Each chunk's last
operation writes into its part of the result (no copy of the chunk), and Horner's first product is
made from the top coefficient (no filled array).
"""
import math

import numpy as np

from .special import erf as _general_erf

_F32 = np.dtype(np.float32)
_SMALL = (1.128379225730896, -0.37612634897232056, 0.11283732950687408, -0.026861522346735,
          0.005206435918807983, -0.0008205645717680454, 8.643535693408921e-05)
_LARGE = (0.00034110347041860223, 0.5579003095626831, 0.049789417535066605, -0.5008741021156311,
          0.5632991194725037, -0.33527326583862305, 0.1034938171505928, -0.00930570624768734,
          -0.0017871545860543847)
_SMALL32 = [np.float32(c) for c in _SMALL]
_LARGE32 = [np.float32(c) for c in _LARGE]
_SPLIT, _ONE_FROM = np.float32(0.9), np.float32(4.0)
_SPLIT_SQUARE = _SPLIT * _SPLIT   # (float32: 0.80999994)
CHUNK = 131072


def _horner(coefficients, variable):
    """sum(c_k * variable^k), in place on one temporary (its first product made straight from the
    top coefficient: the same float32 operations as multiplying a filled array, one pass less)."""
    out = np.multiply(variable, coefficients[-1])
    out += coefficients[-2]
    for c in coefficients[-3::-1]:
        out *= variable
        out += c
    return out


def _erf_chunk(x):
    """erf of one chunk: the small-|x| polynomial everywhere, then the tail formula on the elements
    with |x| >= 0.9 only (gathered: most of a network's activations are small, the tail costs more)."""
    square = x * x
    small = _horner(_SMALL32, square)
    small *= x
    # |x| < 0.9 told from x * x < 0.9 * 0.9 (both in float32): the same split for every float32
    # (checked on all 2**31 magnitudes; nan and inf fail both), without |x|'s pass, and a chunk with
    # no tail (a GPT's activations) skips finding one: erf of a chunk 50 -> 47 us (medians of 3000)
    outside = np.less(square, _SPLIT_SQUARE)
    if outside.all():
        return small
    np.logical_not(outside, out=outside)   # (nan goes to the tail, whose formula keeps it nan)
    tail = outside.nonzero()[0]   # (chunks are 1-d: no ravel, as flatnonzero would)
    if tail.size:
        tail_x = x[tail]
        tail_magnitude = np.abs(tail_x)
        large = _horner(_LARGE32, np.float32(1) / tail_magnitude)
        decay = square[tail]
        np.negative(decay, out=decay)
        np.exp(decay, out=decay)
        large *= decay
        np.subtract(np.float32(1), large, out=large)
        np.copysign(large, tail_x, out=large)
        saturated = tail_magnitude >= _ONE_FROM  # +-inf and |x| >= 4: exactly +-1
        large[saturated] = np.copysign(np.float32(1), tail_x[saturated])
        small[tail] = large
    return small


def _by_chunks(piece, *arrays):
    """piece(out_chunk, *chunks) over consecutive chunks of the (same-shaped) arrays, each writing
    its last operation into its part of a new float32 array (no copy of a finished chunk)."""
    out = np.empty(arrays[0].shape, _F32)
    flats, flat_out = [a.reshape(-1) for a in arrays], out.reshape(-1)
    with np.errstate(over="ignore", invalid="ignore"):  # the small branch's polynomial at huge |x| (unused)
        for start in range(0, flat_out.size, CHUNK):
            end = start + CHUNK
            piece(flat_out[start:end], *(f[start:end] for f in flats))
    return out


def _erf_into(out, x):
    out[...] = _erf_chunk(x)


def erf_float32(x):
    """erf of a float32 array (any shape, strided or not), as a new float32 array."""
    return _by_chunks(_erf_into, x)


# GELU's own fits on |x| < 1.2728 (see the module docstring): Phi(x) = 0.5 + x * T(x^2) and
# Phi(x) + x * phi(x) = 0.5 + x * Q(x^2), coefficients from the constant up
_CDF = (0.398942232131958, -0.06648968160152435, 0.009970475919544697, -0.00118126324377954,
        0.00010942175140371546, -6.436822332034353e-06)
_SLOPE = (0.7978845238685608, -0.2659609317779541, 0.059838201850652695, -0.009490675292909145,
          0.0011435009073466063, -0.00010506511898711324, 5.91605385125149e-06)
_CDF32 = [np.float32(c) for c in _CDF]
_SLOPE32 = [np.float32(c) for c in _SLOPE]
_GELU_SPLIT_SQUARE = np.float32(1.62)   # x * x < 1.62 exactly when |x| < 1.2727922 (x / sqrt 2 < 0.9)
_GELU_SPLIT_BITS = _GELU_SPLIT_SQUARE.view(np.uint32)
_SQRT_2_32, _INV_SQRT_2PI_32 = np.float32(math.sqrt(2.0)), np.float32(1 / math.sqrt(2.0 * math.pi))


def _outside(square):
    """Where the chunk's x * x is not below 1.62 (|x| >= 1.2728, and nan), or None when nowhere. One
    reduction tells a chunk with no tail (a GPT's activations; nan's max is nan), ~4-7 us a 32768
    chunk against ~10 for < and all. The squares' bits as unsigned integers order as the squares do,
    and every nan's (either sign) lies above 1.62's: one comparison instead of < and not."""
    if np.maximum.reduce(square) < _GELU_SPLIT_SQUARE:
        return None
    return np.greater_equal(square.view(np.uint32), _GELU_SPLIT_BITS).nonzero()[0]   # (chunks are 1-d)


def _tail_parts(x):
    """|x|, exp(-x^2 / 2) and Phi(-|x|) = exp(-x^2 / 2) * erfcx(|x| / sqrt 2) / 2 of the gathered tail,
    erfcx from erf's tail fit R (one exp serves both; nan stays nan; +-inf give inf, 0 and 0)."""
    magnitude = np.abs(x)
    decay = x * x   # (made again: a gather of the chunk's squares costs more)
    decay *= np.float32(-0.5)
    np.exp(decay, out=decay)
    lower = _horner(_LARGE32, _SQRT_2_32 / magnitude)
    lower *= decay
    lower *= np.float32(0.5)
    return magnitude, decay, lower


def _above_zero_from_one(v, x, negate=False):
    """In place, v where x < 0 and 1 - v where x > 0 (-v and 1 + v with negate): copysign(v, -x) (or x),
    plus 1 where x > 0. Each is what one subtraction or addition gives (+0.0 for 0 - 0); nan stays nan.
    A selection by x's sign costs more than the arithmetic: on the tail of a chunk of N(0, 1)
    activations (26614 of 131072), np.copyto(where=) 138 us and np.where 75 us, these two passes 36."""
    np.copysign(v, x if negate else -x, out=v)
    v += np.greater(x, 0)
    return v


def _half_plus_odd(coefficients, x, out):
    """0.5 + x * P(x^2) over a chunk (Phi's and the slope's small-range fits) and where its tail is
    (_outside); x * x is made in `out`, the result's part, which the chunk's last operation overwrites."""
    square = np.multiply(x, x, out=out)
    value = _horner(coefficients, square)
    value *= x
    value += np.float32(0.5)
    return value, _outside(square)


def _gelu_chunk(out, x):
    cdf, tail = _half_plus_odd(_CDF32, x, out)
    if tail is not None:
        tail_x = x[tail]
        phi = _tail_parts(tail_x)[2]
        cdf[tail] = _above_zero_from_one(phi, tail_x)
    np.multiply(cdf, x, out=out)


def _gelu_backward_chunk(out, grad, x):
    slope, tail = _half_plus_odd(_SLOPE32, x, out)
    if tail is not None:
        tail_x = x[tail]
        k, decay, lower = _tail_parts(tail_x)
        # Phi(x) + x * phi(x) is 1 + k for x > 0 and 0 - k for x < 0, with k = |x| * phi(x) - Phi(-|x|)
        # >= 0 (0 - k: +0.0 where exp underflows, as the formula's 0 + x * 0 gives)
        k *= _INV_SQRT_2PI_32
        k *= decay
        k -= lower
        slope[tail] = _above_zero_from_one(k, tail_x, negate=True)
    np.multiply(slope, grad, out=out)


def gelu_float32(x):
    """Exact GELU of a float32 array, every step of it done chunk by chunk."""
    return _by_chunks(_gelu_chunk, x)


def gelu_backward_float32(grad, x):
    """Exact GELU's backward for float32 grad and input of one shape, chunk by chunk."""
    return _by_chunks(_gelu_backward_chunk, grad, x)


def erf(x):
    """The fast path for float32 arrays; other dtypes go to the general kernel."""
    if isinstance(x, np.ndarray) and x.dtype is _F32:
        return erf_float32(x)
    return _general_erf(x)
