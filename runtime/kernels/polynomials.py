"""NumPy kernels for torch.special's orthogonal polynomials: Chebyshev (T, U, V, W and their shifted
forms on [0, 1]), Hermite (H, He), Laguerre (L) and Legendre (P), of degree n at x.

As PyTorch, the degree is truncated to an integer, a negative degree gives 0, the ends of the
interval (|x| = 1, or x in {0, 1} for the shifted forms) give their closed-form values, and a
Chebyshev polynomial of high degree inside the interval is its trigonometric form (cos(n acos x)
for T, ...); the rest is the three-term recurrence. The recurrence runs once per degree over the
whole array (never a Python call per element): degree k's value is kept where n == k.
"""
import numpy as np

from .special import _binary_inputs


def _operands(x, n):
    """x and n broadcast in their common floating dtype (integers: float32), and n as int64."""
    x, n, dtype = _binary_inputs(x, n)
    x, n = np.broadcast_arrays(x, n)
    with np.errstate(invalid="ignore"):
        degree = np.where(np.isfinite(n), n, 0).astype(np.int64)
    return x, degree, dtype


def _recurrence(x, n, first, second, step):
    """P_n(x) from P_0 = first, P_1 = second and P_{k+1} = step(k, P_k, P_{k-1}), for every n at once."""
    p, q = np.broadcast_to(first, x.shape).astype(x.dtype), np.broadcast_to(second, x.shape).astype(x.dtype)
    out = np.where(n == 0, p, q)
    top = int(n.max(initial=0))
    with np.errstate(all="ignore"):
        for k in range(1, top):
            p, q = q, step(k, q, p)
            out = np.where(n == k + 1, q, out)
    return np.where(n < 0, np.zeros((), x.dtype), out)


def _odd(n):
    return n % 2 == 1


def _in_dtype(kernel):
    """The kernel's result in the operands' floating dtype (n * acos(x) is float64 for an int64 n)."""
    def fn(x, n, *args):
        return kernel(x, n, *args).astype(_binary_inputs(x, n)[2], copy=False)
    fn.__name__, fn.__doc__ = kernel.__name__, kernel.__doc__
    return fn


@_in_dtype
def chebyshev_polynomial_t(x, n, trig_above=6):
    x, n, dtype = _operands(x, n)
    out = _recurrence(x, n, 1, x, lambda k, q, p: (x + x) * q - p)
    with np.errstate(invalid="ignore"):
        out = np.where((n > trig_above) & (np.abs(x) < 1), np.cos(n.astype(dtype) * np.arccos(x)), out)
    ends = np.where((x > 0) | ~_odd(n), 1, -1).astype(dtype)
    return np.where((np.abs(x) == 1) & (n >= 0), ends, out)


@_in_dtype
def chebyshev_polynomial_u(x, n, trig_above=8):
    x, n, dtype = _operands(x, n)
    out = _recurrence(x, n, 1, x + x, lambda k, q, p: (x + x) * q - p)
    with np.errstate(all="ignore"):
        theta = np.arccos(x)
        trig = np.where(np.sin(theta) != 0, np.sin((n + 1).astype(dtype) * theta) / np.sin(theta),
                        (n + 1).astype(dtype) * np.cos((n + 1).astype(dtype) * theta) / x)
    out = np.where((n > trig_above) & (np.abs(x) < 1), trig, out)
    ends = np.where((x > 0) | ~_odd(n), n + 1, -(n + 1)).astype(dtype)
    return np.where((np.abs(x) == 1) & (n >= 0), ends, out)


@_in_dtype
def chebyshev_polynomial_v(x, n, trig_above=8):
    x, n, dtype = _operands(x, n)
    out = _recurrence(x, n, 1, x + x - 1, lambda k, q, p: (x + x) * q - p)
    with np.errstate(all="ignore"):
        theta = np.arccos(x)
        trig = np.where(np.sin(theta / 2) != 1, np.cos((n.astype(dtype) + dtype.type(0.5)) * theta) / np.cos(theta / 2),
                        np.where(_odd(n), -(n + n + 1), n + n + 1))
    out = np.where((n > trig_above) & (np.abs(x) < 1), trig, out)
    ends = np.where(x > 0, 1, np.where(_odd(n), -(n + n + 1), n + n + 1)).astype(dtype)
    return np.where((np.abs(x) == 1) & (n >= 0), ends, out)


@_in_dtype
def chebyshev_polynomial_w(x, n, trig_above=8):
    x, n, dtype = _operands(x, n)
    out = _recurrence(x, n, 1, x + x + 1, lambda k, q, p: (x + x) * q - p)
    with np.errstate(all="ignore"):
        theta = np.arccos(x)
        trig = np.where(np.cos(theta / 2) != 1, np.sin((n.astype(dtype) + dtype.type(0.5)) * theta) / np.sin(theta / 2),
                        np.where(x > 0, n + n + 1, np.where(_odd(n), -1, 1)))
    out = np.where((n > trig_above) & (np.abs(x) < 1), trig, out)
    ends = np.where(x > 0, n + n + 1, np.where(_odd(n), -1, 1)).astype(dtype)
    return np.where((np.abs(x) == 1) & (n >= 0), ends, out)


def _shifted(kernel, trig_above, at_one, at_zero):
    """The shifted polynomial on [0, 1]: kernel(2x - 1, n), with PyTorch's closed forms at x = 1 and 0
    and its degree above which the trigonometric form is used."""
    @_in_dtype
    def fn(x, n):
        x, n, dtype = _operands(x, n)
        out = kernel(x + x - 1, n, trig_above)
        out = np.where((x == 1) & (n >= 0), at_one(n).astype(dtype), out)
        return np.where((x == 0) & (n >= 0), at_zero(n).astype(dtype), out)
    return fn


shifted_chebyshev_polynomial_t = _shifted(chebyshev_polynomial_t, 6, lambda n: np.ones_like(n),
                                          lambda n: np.where(_odd(n), -1, 1))
shifted_chebyshev_polynomial_u = _shifted(chebyshev_polynomial_u, 6, lambda n: n + 1,
                                          lambda n: np.where(_odd(n), -(n + 1), n + 1))
shifted_chebyshev_polynomial_v = _shifted(chebyshev_polynomial_v, 6, lambda n: np.ones_like(n),
                                          lambda n: np.where(_odd(n), -(n + n + 1), n + n + 1))
shifted_chebyshev_polynomial_w = _shifted(chebyshev_polynomial_w, 4, lambda n: n + n + 1,
                                          lambda n: np.where(_odd(n), -1, 1))


@_in_dtype
def hermite_polynomial_h(x, n):
    """The physicists' Hermite polynomial: H_{k+1} = 2x H_k - 2k H_{k-1}."""
    x, n, _ = _operands(x, n)
    return _recurrence(x, n, 1, x + x, lambda k, q, p: (x + x) * q - (k + k) * p)


@_in_dtype
def hermite_polynomial_he(x, n):
    """The probabilists' Hermite polynomial: He_{k+1} = x He_k - k He_{k-1}."""
    x, n, _ = _operands(x, n)
    return _recurrence(x, n, 1, x, lambda k, q, p: x * q - k * p)


@_in_dtype
def laguerre_polynomial_l(x, n):
    """L_{k+1} = ((2k + 1 - x) L_k - k L_{k-1}) / (k + 1); 1 at x = 0."""
    x, n, dtype = _operands(x, n)
    out = _recurrence(x, n, 1, 1 - x, lambda k, q, p: ((k + k + 1 - x) * q - k * p) / (k + 1))
    return np.where((x == 0) & (n >= 0), np.ones((), dtype), out)


@_in_dtype
def legendre_polynomial_p(x, n):
    """P_{k+1} = ((2k + 1) x P_k - k P_{k-1}) / (k + 1); +-1 at |x| = 1."""
    x, n, dtype = _operands(x, n)
    out = _recurrence(x, n, 1, x, lambda k, q, p: ((k + k + 1) * x * q - k * p) / (k + 1))
    ends = np.where((x > 0) | ~_odd(n), 1, -1).astype(dtype)
    return np.where((np.abs(x) == 1) & (n >= 0), ends, out)
