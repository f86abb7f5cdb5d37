"""The triangular solves the multivariate distributions are written with.

solve_lower(L, B) is L^-1 B for a lower-triangular L, batched and broadcast. It is linalg.solve of L's
lower triangle, so its gradient with respect to L is the lower-triangular one PyTorch's
linalg.solve_triangular(L, B, upper=False) has (the upper triangle is not read), to any order;
cholesky_solve and cholesky_inverse give, as PyTorch's, a gradient in every entry of L.
(gradtable's table has no triangular solve yet: issue 27 adds linalg.solve_triangular,
cholesky_solve and cholesky_inverse; these then become those ops.)
"""
from .. import linalg


def solve_lower(lower, rhs):
    """L^-1 B for a lower-triangular L (..., n, n) and B (..., n, k), batch dimensions broadcast."""
    return linalg.solve(lower.tril(), rhs)


def cholesky_solve(rhs, lower):
    """(L L^T)^-1 B from the Cholesky factor L. PyTorch's cholesky_solve differentiates this expression
    in every entry of L (its upper triangle gets a gradient too), and so does this."""
    return linalg.solve(lower @ lower.mT, rhs)


def cholesky_inverse(lower):
    """(L L^T)^-1 from the Cholesky factor L (a gradient in every entry of L, as PyTorch's)."""
    return linalg.inv(lower @ lower.mT)
