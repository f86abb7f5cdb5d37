"""Functions of a matrix: the exponential (linalg.matrix_exp), as PyTorch computes it: a Taylor
polynomial of the matrix scaled by a power of two, then squared back. The scaling keeps the series
short and accurate; overflow in the squarings gives nan where PyTorch's does (inf * 0). Half and
bfloat16 matrices are computed in float32 (PyTorch's CPU kernel evaluates the polynomial in half
precision, where it overflows: docs/known-differences.md)."""
import numpy as np

from ..core.dtypes import INEXACT_KINDS, scalar_type_name
from .linalg import check_matrix

#: The largest 1-norm for which the degree-18 Taylor polynomial reaches the dtype's unit roundoff
#: (Bader, Blanes and Casas's bounds, which PyTorch's matrix_exp uses); above it the matrix is halved.
_THETA_18 = {np.dtype(np.float64): 1.090863719290036, np.dtype(np.float32): 3.010066362817634}


def matrix_exp(A):
    """exp(A) of each matrix of a stack (float16/bfloat16 computed in float32, as PyTorch's CPU)."""
    check_matrix("linalg.matrix_exp", A, floating=False)
    dtype = A.dtype
    if dtype.kind not in INEXACT_KINDS:
        raise RuntimeError(f"linalg.matrix_exp: Expected a floating point or complex tensor as input. Got "
                           f"{scalar_type_name(dtype)}")
    work = A.astype(np.float32) if dtype.itemsize < 4 else A
    n = A.shape[-1]
    if n == 1:  # a 1x1 matrix: the scalar exponential, as PyTorch's shortcut
        with np.errstate(over="ignore"):
            return np.exp(work).astype(dtype, copy=False)
    if work.size == 0:
        return np.empty(A.shape, dtype)
    with np.errstate(all="ignore"):
        norm = np.abs(work).sum(axis=-2).max(axis=-1)        # the 1-norm of each matrix
        theta = _THETA_18[np.finfo(work.dtype).dtype]   # (a complex dtype's: its parts')
        squarings = np.where(norm > theta, np.ceil(np.log2(np.where(norm > theta, norm, 1.0) / theta)), 0)
        squarings = np.where(np.isfinite(squarings), squarings, 0).astype(np.int64)
        scaled = work / (2.0 ** squarings)[..., None, None].astype(work.dtype)
        result = _taylor_18(scaled)
        for _ in range(int(squarings.max(initial=0))):
            squared = result @ result
            more = (squarings > 0)[..., None, None]
            result = np.where(more, squared, result)
            squarings = squarings - 1
        non_finite = ~np.isfinite(work).all(axis=(-2, -1))
        result[non_finite] = np.nan                           # nan or inf in A: every entry nan
    return result.astype(dtype, copy=False)


def _taylor_18(X):
    """sum_{k=0..18} X^k / k!, by Horner's rule in X."""
    eye = np.broadcast_to(np.eye(X.shape[-1], dtype=X.dtype), X.shape)
    result = eye + X / 18
    for k in range(17, 0, -1):
        result = eye + (X @ result) / k
    return result
