"""NumPy kernels of linalg.eig and linalg.eigvals: LAPACK's geev through numpy.linalg, with PyTorch's
checks and dtypes (the results are complex for real inputs too: complex64 for float32, complex128 for
float64) and its layout (eigenvectors stored column by column, unit-norm columns, as geev gives them)."""
import numpy as np

from ..core.dtypes import BFLOAT16, scalar_type_name
from .linalg import check_matrix, column_major


def _complex_dtype(A):
    return np.result_type(A.dtype, np.complex64)


def _check_eig(A, api="linalg.eig"):
    """PyTorch's checks, in its order: dimensions, the complex dtype of the results (none for integers and
    bool), a LAPACK kernel (none for half precision), a square matrix."""
    check_matrix(api, A, square=False, floating=False)
    if A.dtype.kind not in "fc":
        raise RuntimeError(f"Unknown Complex ScalarType for {scalar_type_name(A.dtype)}")
    if A.dtype == np.float16 or A.dtype is BFLOAT16:
        raise NotImplementedError(f"\"linalg_eig_out_cpu\" not implemented for '{scalar_type_name(A.dtype)}'")
    check_matrix(api, A)


def eig(A):
    """(eigenvalues, eigenvectors), both complex; a size-0 batch or matrix gives empty results."""
    _check_eig(A)
    if not np.isfinite(A).all():
        raise RuntimeError("torch.linalg.eig: input tensor should not contain infs or NaNs.")
    dtype = _complex_dtype(A)
    if A.size == 0:
        return np.zeros(A.shape[:-1], dtype), column_major(np.zeros(A.shape, dtype))
    L, V = np.linalg.eig(A)
    return L.astype(dtype, copy=False), column_major(V.astype(dtype, copy=False))


def eigvals(A):
    """The eigenvalues alone (geev without vectors), complex. PyTorch's geev computes on a matrix with
    nan or inf entries (no refusal, unlike eig): such a matrix's eigenvalues are nan here, which is
    what PyTorch gives for most of them (its balancing gets some nan matrices through: a difference)."""
    _check_eig(A, "linalg.eigvals")
    dtype = _complex_dtype(A)
    out = np.full(A.shape[:-1], complex(np.nan, np.nan), dtype)
    finite = np.isfinite(A).all(axis=(-2, -1))
    if out.size and finite.any():
        out[finite] = np.linalg.eigvals(A[finite])
    return out
