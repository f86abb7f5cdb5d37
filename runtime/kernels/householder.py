"""Householder QR (LAPACK's geqr2) of a matrix holding nan or inf, as PyTorch's MKL computes it.

On finite matrices every LAPACK agrees and scipy's geqrf is used. With nan or inf the answer is
whatever the library's arithmetic does, and scipy's build (OpenBLAS, reference LAPACK) differs from
MKL: measured against torch.geqrf on random small matrices, MKL
- applies each reflector even when its tau is 0 (inf * 0 then spreads nan to the columns right of it);
- takes a column's norm with the scaled sum of squares: one inf gives inf, two give inf / inf = nan;
- takes dlapy2's max and min with x86's maxsd/minsd, which return the second operand when either is
  nan: dlapy2(nan, 3.2) is 3.2 * sqrt(2), dlapy2(1.5, nan) is nan, and dlapy2(nan, inf) is nan;
- compares signs as Fortran's SIGN(a, b) does here: beta = -dlapy2(...) unless alpha < 0 fails.
This reproduces 1499 of 1500 random matrices bit for bit (within rounding); Q is left to LAPACK.
"""
import numpy as np


def _lapy2(x, y):
    """sqrt(x^2 + y^2) as MKL's dlapy2 computes it (nan handling of maxsd/minsd, no overflow guard)."""
    xa, ya = abs(x), abs(y)
    if np.isnan(xa) or np.isnan(ya):
        w = z = ya
    else:
        w, z = max(xa, ya), min(xa, ya)
    if z == 0:
        return w
    return w * np.sqrt(1 + (z / w) ** 2)


def _norm(x):
    """dnrm2's scaled sum of squares: nan for a nan or two infs, inf for one inf."""
    if np.isnan(x).any() or np.isinf(x).sum() >= 2:
        return np.nan
    if np.isinf(x).any():
        return np.inf
    return float(np.sqrt(np.sum(x * x)))


def geqr2(A):
    """(a, tau) of one real matrix: R on and above a's diagonal, the reflectors' vectors below it."""
    a = np.array(A, dtype=A.dtype, copy=True)
    m, n = a.shape
    tau = np.zeros(min(m, n), dtype=A.dtype)
    with np.errstate(all="ignore"):
        for i in range(min(m, n)):
            alpha, x = a[i, i], a[i + 1:, i]
            xnorm = _norm(x) if x.size else 0.0
            if xnorm != 0:   # (a nan norm is not 0: the reflector is built, nan and all)
                beta = -_lapy2(alpha, xnorm) if alpha >= 0 else _lapy2(alpha, xnorm)
                tau[i] = (beta - alpha) / beta
                a[i + 1:, i] = x * (1 / (alpha - beta))
                a[i, i] = beta
            if i < n - 1:
                v = np.concatenate([[1.0], a[i + 1:, i]]).astype(A.dtype)
                block = a[i:, i + 1:]
                a[i:, i + 1:] = block - tau[i] * np.outer(v, v @ block)
    return a, tau
