"""erf of float32 arrays in float32 arithmetic, and exact GELU and its backward built on it: in
`nn.GELU()` (the MLP of a GPT) a training step takes erf of every hidden activation twice (forward
and backward), and that used to be most of the step.

Two least-squares fits (made in float64 against scipy.special, coefficients rounded to float32):
    |x| < 0.9:        erf(x) = x * P(x^2),                           P of degree 6
    0.9 <= |x| < 4:   erf(x) = sign(x) * (1 - exp(-x^2) * R(1/|x|)),  R of degree 8 (it fits erfcx)
    |x| >= 4:         sign(x)   (erf(4) rounds to 1 in float32)
The error is at most 2.5 ulp (1.3e-7 absolute), checked by tests/ops/test_fast_erf.py; scipy's
erf is within 1 ulp but computes in float64 and is about twice as slow. PyTorch's GELU is an
approximation of the same kind: on contiguous float32 oneDNN's kernel (a piecewise polynomial),
elsewhere ATen's (Abramowitz-Stegun 7.1.26 with fused multiply-adds and Sleef's exp). The latter in
NumPy (each FMA as float64 steps rounded to float32) gives PyTorch's default GELU's bits on 38% of
9M test inputs against 67% for this kernel, at three times the time, so it is not used
(benchmarks/README.md). The input is processed in chunks of 32768
elements so that the ~20-40 NumPy passes over each chunk stay in the CPU's cache (a chunk's
temporaries, under 1 MB, fit one core's L2); GELU's forward and backward do all their arithmetic
inside the same chunks. Each chunk costs ~40 NumPy calls: with chunks of 16384, a GPT layer's 524288
activations took 32 chunks and those calls were a fifth of the time (measured inside the GPT step
on the 2-core machine, sizes alternating: forward 1.40 -> 1.13 ms, backward 1.92 -> 1.59 ms a
call; 65536 gained little more; the same bits at any size). Each chunk's last operation writes into
its part of the result (no copy of the chunk), Horner's first product is made from the top
coefficient (no filled array) and GELU's 0.5 * x and its backward's exp(-x * x / 2) reuse erf's spent
input array: on a GPT layer's 524288 activations forward 0.89 -> 0.77 ms and backward 1.21 -> 1.13 ms
(thread-CPU medians of 60 calls, old and new interleaved; the same bits, tested on 4.5M inputs).
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
CHUNK = 32768


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


_SQRT_2, _INV_SQRT_2, _INV_SQRT_2PI = math.sqrt(2.0), 1 / math.sqrt(2.0), 1 / math.sqrt(2.0 * math.pi)


def _gelu_chunk(out, x):
    scaled = x / _SQRT_2
    cdf = _erf_chunk(scaled)
    cdf += 1.0
    half = np.multiply(x, 0.5, out=scaled)   # (erf is done with x / sqrt 2: its array takes 0.5 * x)
    np.multiply(cdf, half, out=out)   # (0.5 * x) * (1 + erf(x / sqrt 2)), as activation.gelu writes it


def _gelu_backward_chunk(out, grad, x):
    scaled = x * _INV_SQRT_2
    cdf = _erf_chunk(scaled)
    cdf += 1
    cdf *= 0.5
    pdf = np.multiply(x, -0.5, out=scaled)   # exp(-0.5 * x * x) in erf's spent input array
    pdf *= x
    np.exp(pdf, out=pdf)
    pdf *= _INV_SQRT_2PI
    pdf *= x
    cdf += pdf
    np.multiply(cdf, grad, out=out)   # grad * (cdf + x * pdf), as array_backward.gelu_backward writes it


def gelu_float32(x):
    """Exact GELU of a float32 array, every step of it done chunk by chunk (in cache)."""
    return _by_chunks(_gelu_chunk, x)


def gelu_backward_float32(grad, x):
    """Exact GELU's backward for float32 grad and input of one shape, chunk by chunk."""
    return _by_chunks(_gelu_backward_chunk, grad, x)


def erf(x):
    """The fast path for float32 arrays; other dtypes go to the general kernel."""
    if isinstance(x, np.ndarray) and x.dtype is _F32:
        return erf_float32(x)
    return _general_erf(x)
