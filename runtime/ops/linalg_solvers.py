"""Composite factorization ops (PyTorch's CompositeImplicitAutograd ones): the linalg functions that are an
`_ex` function plus its error check, and the legacy torch.* spellings (svd, qr, lu, lu_solve, pinverse, ...)
that PyTorch writes with the linalg functions, so their results carry the linalg functions' nodes."""
import math

import numpy as np

from ..core.stacklevel import user_stacklevel
from ..core.tensor import Tensor
from ..core.warn_once import warn_once
from ..generated import ops
from ..kernels import linalg as linalg_kernels
from ..kernels import linalg_factor as factor_kernels
from .op_support import return_type


def _check(api, info, message):
    linalg_kernels.raise_for_info(api, info._data, message)


_lu_factor_result = return_type("linalg_lu_factor", ["LU", "pivots"])


def linalg_lu_factor(A, pivot=True):
    """lu_factor_ex, refusing a singular matrix (a zero on U's diagonal) as PyTorch does."""
    LU, pivots, info = ops.linalg_lu_factor_ex(A, pivot=pivot)
    linalg_kernels.raise_for_info("torch.linalg.lu_factor", info._data, factor_kernels.lu_zero_pivot_message,
                                  RuntimeError)
    return _lu_factor_result(LU, pivots)


def lu_solve(self, LU_data, LU_pivots):
    """The deprecated torch.lu_solve(B, LU, pivots): linalg.lu_solve(LU, pivots, B)."""
    warn_once("torch.lu_solve is deprecated in favor of torch.linalg.lu_solveand will be removed in a future PyTorch "
              "release.\nNote that torch.linalg.lu_solve has its arguments reversed.\nX = torch.lu_solve(B, LU, "
              "pivots)\nshould be replaced with\nX = torch.linalg.lu_solve(LU, pivots, B)",
              stacklevel=user_stacklevel())
    return ops.linalg_lu_solve(LU_data, LU_pivots, self)


def lu(self, pivot=True, get_infos=False):
    """The deprecated torch.lu / Tensor.lu: (LU, pivots), and info when get_infos. (PyTorch asks its
    _lu_with_info to check errors without get_infos, which does not: a singular matrix passes.)"""
    warn_once(factor_kernels.LU_DEPRECATED, stacklevel=user_stacklevel())
    LU, pivots, info = ops.linalg_lu_factor_ex(self, pivot=pivot)
    return (LU, pivots, info) if get_infos else (LU, pivots)


# -- pseudo-inverse and rank --------------------------------------------------------------------------

def _as_tensor(value, like):
    """A float tolerance as a 0-dim tensor of like's (real) dtype (PyTorch's float overloads call the tensor one)."""
    dtype = like._data.dtype
    if dtype.kind == "c":
        dtype = np.finfo(dtype).dtype
    return None if value is None else Tensor._make(np.asarray(value, dtype=dtype))


def linalg_pinv_float(self, atol=None, rtol=None, hermitian=False):
    return ops.linalg_pinv(self, atol=_as_tensor(atol, self), rtol=_as_tensor(rtol, self), hermitian=hermitian)


def linalg_pinv_rcond(self, rcond, hermitian=False):
    """rcond is rtol with atol 0."""
    rtol = rcond if isinstance(rcond, Tensor) else _as_tensor(rcond, self)
    return ops.linalg_pinv(self, atol=_as_tensor(0.0, self), rtol=rtol, hermitian=hermitian)


def pinverse(self, rcond=1e-15):
    return linalg_pinv_rcond(self, rcond)


def linalg_matrix_rank(input, atol=None, rtol=None, hermitian=False):
    """The count of singular values (|eigenvalues| when hermitian) above max(atol, rtol * the largest), rtol
    defaulting to eps * max(m, n) (to 0 where a positive atol is given): int64, no gradient, as PyTorch's
    composite (so it also runs on wrapper subclasses and under vmap)."""
    factor_kernels.check_matrix_rank(input._data.dtype, input.ndim)
    m, n = input.shape[-2:]
    if input.numel() == 0:
        rank = Tensor._make(np.zeros(tuple(input.shape[:-2]), dtype=np.int64))
        rank._bump_version()   # (PyTorch's result is written by the same out= sum: version 1, empty or not)
        return rank
    S = ops.abs(ops.linalg_eigvalsh(input)) if hermitian else ops.linalg_svdvals(input)
    largest = ops.amax(S, [-1], True)
    eps = float(np.finfo(input._data.dtype).eps) * max(m, n)
    if rtol is None:
        rtol = eps if atol is None else ops.where(ops.gt(atol, 0), 0.0, eps)
    atol = 0.0 if atol is None else atol
    tol = ops.maximum(_tolerance_column(atol, S), _tolerance_column(rtol, S) * largest)
    rank = ops.sum(ops.gt(S, tol), [-1])
    rank._bump_version()   # (PyTorch counts into its result with sum's out= form: version 1)
    return rank


def _tolerance_column(value, like):
    """A float or a batch-shaped tolerance as a (..., 1) tensor of like's dtype."""
    if isinstance(value, Tensor):
        return ops.unsqueeze(value.to(like.dtype), -1)
    return Tensor._make(np.full((1,), value, dtype=like._data.dtype))


def linalg_matrix_rank_tol(input, tol, hermitian=False):
    """tol is atol with rtol 0."""
    return linalg_matrix_rank(input, tol, 0.0, hermitian)


# -- tensor equations ------------------------------------------------------------------------------

def linalg_tensorinv(self, ind=2):
    """The inverse of self seen as a map from its first `ind` dims to the others: reshaped to a square
    matrix, inverted (inv's error for a singular one) and reshaped to shape[ind:] + shape[:ind]."""
    if ind <= 0:
        raise RuntimeError(f"Expected a strictly positive integer for 'ind', but got {ind}")
    if ind > self.ndim:   # (PyTorch slices the shape first: its ArrayRef error)
        raise RuntimeError(f"ArrayRef: invalid slice, N = {ind}; size = {self.ndim}")
    head, tail = tuple(self.shape[:ind]), tuple(self.shape[ind:])
    rows, cols = math.prod(tail), math.prod(head)
    if rows != cols:
        raise RuntimeError("Expected self to satisfy the requirement prod(self.shape[ind:]) == "
                           f"prod(self.shape[:ind]), but got {rows} != {cols}")
    inverse, info = ops.linalg_inv_ex(ops.reshape(self, (rows, rows)))
    _check("inv", info, linalg_kernels.singular_message)
    return ops.reshape(inverse, tail + head)


def linalg_tensorsolve(self, other, dims=None):
    """X with tensordot(self, X, X.ndim) = other: dims of self moved last, the rest reshaped to a square
    matrix and solved against other flattened."""
    if dims is not None:
        dims = [dims] if isinstance(dims, int) else list(dims)
        self = ops.movedim(self, dims, list(range(self.ndim - len(dims), self.ndim)))
    result_shape = tuple(self.shape[other.ndim:])
    rows, count = math.prod(result_shape), other.numel()
    if rows != count:
        raise RuntimeError("Expected self to satisfy the requirement prod(self.shape[other.ndim:]) == "
                           f"prod(self.shape[:other.ndim]), but got {rows} != {count}")
    return ops.reshape(ops.linalg_solve(ops.reshape(self, (rows, rows)), ops.flatten(other)), result_shape)


# -- Householder and LDL^T -------------------------------------------------------------------------

def orgqr(self, input2):
    """torch.orgqr is linalg.householder_product (its node and errors)."""
    return ops.linalg_householder_product(self, input2)


_ldl_factor_result = return_type("linalg_ldl_factor", ["LD", "pivots"])


def linalg_ldl_factor(self, hermitian=False):
    LD, pivots, info = ops.linalg_ldl_factor_ex(self, hermitian=hermitian)
    _check("torch.linalg.ldl_factor", info, lambda code: f"Unknown error code: {code}.")
    return _ldl_factor_result(LD, pivots)


# -- legacy decompositions ----------------------------------------------------------------------------

_svd_result = return_type("svd", ["U", "S", "V"])
_qr_result = return_type("qr", ["Q", "R"])


def svd(self, some=True, compute_uv=True):
    """torch.svd: linalg.svd's factors with V = Vh^H (Vh^T for real, a transpose; for complex, PyTorch's
    mH: a conjugate view); without compute_uv, U and V are zero-filled m x m and n x n matrices (some
    is then ignored), as PyTorch's."""
    if self.ndim < 2:
        raise RuntimeError(f"linalg.svd: input should have at least 2 dimensions, but has {self.ndim} dimensions "
                           "instead")
    if compute_uv:
        U, S, Vh = ops.linalg_svd(self, full_matrices=not some)
        return _svd_result(U, S, Vh.mH if Vh.is_complex() else ops.transpose(Vh, -2, -1))
    S = ops.linalg_svdvals(self)
    m, n = self.shape[-2:]
    batch, dtype = tuple(self.shape[:-2]), self._data.dtype
    return _svd_result(Tensor._make(np.zeros(batch + (m, m), dtype)), S, Tensor._make(np.zeros(batch + (n, n), dtype)))


def qr(self, some=True):
    """The deprecated torch.qr: linalg.qr in 'reduced' (some) or 'complete' mode."""
    warn_once(factor_kernels.QR_DEPRECATED, stacklevel=user_stacklevel())
    return _qr_result(*ops.linalg_qr(self, "reduced" if some else "complete"))


# -- the removed torch.* functions: PyTorch keeps the names, raising its removal error ----------------------

_REMOVED = "This function was deprecated since version 1.9 and is now removed."
MATRIX_RANK_REMOVED = (f"{_REMOVED}\nPlease use the `torch.linalg.matrix_rank` function instead. The parameter "
                       "'symmetric' was renamed in `torch.linalg.matrix_rank()` to 'hermitian'.")
LSTSQ_REMOVED = (
    f"{_REMOVED} `torch.lstsq` is deprecated in favor of `torch.linalg.lstsq`.\n`torch.linalg.lstsq` has reversed "
    "arguments and does not return the QR decomposition in the returned tuple (although it returns other information "
    "about the problem).\n\nTo get the QR decomposition consider using `torch.linalg.qr`.\n\nThe returned solution in "
    "`torch.lstsq` stored the residuals of the solution in the last m - n columns of the returned value whenever m > "
    "n. In torch.linalg.lstsq, the residuals are in the field 'residuals' of the returned named tuple.\n\nThe "
    "unpacking of the solution, as in\nX, _ = torch.lstsq(B, A).solution[:A.size(1)]\nshould be replaced with:\n"
    "X = torch.linalg.lstsq(A, B).solution")
SOLVE_REMOVED = (
    f"{_REMOVED} `torch.solve` is deprecated in favor of `torch.linalg.solve`. `torch.linalg.solve` has its arguments "
    "reversed and does not return the LU factorization.\n\nTo get the LU factorization see `torch.lu`, which can be "
    "used with `torch.lu_solve` or `torch.lu_unpack`.\nX = torch.solve(B, A).solution should be replaced with:\n"
    "X = torch.linalg.solve(A, B)")
SYMEIG_REMOVED = (
    f"{_REMOVED} The default behavior has changed from using the upper triangular portion of the matrix by default "
    "to using the lower triangular portion.\n\nL, _ = torch.symeig(A, upper=upper) should be replaced with:\nL = "
    "torch.linalg.eigvalsh(A, UPLO='U' if upper else 'L')\n\nand\n\nL, V = torch.symeig(A, eigenvectors=True) should "
    "be replaced with:\nL, V = torch.linalg.eigh(A, UPLO='U' if upper else 'L')")
EIG_REMOVED = (
    f"{_REMOVED} `torch.linalg.eig` returns complex tensors of dtype `cfloat` or `cdouble` rather than real tensors "
    "mimicking complex tensors.\n\nL, _ = torch.eig(A) should be replaced with:\nL_complex = torch.linalg.eigvals(A)"
    "\n\nand\n\nL, V = torch.eig(A, eigenvectors=True) should be replaced with:\nL_complex, V_complex = "
    "torch.linalg.eig(A)")


def matrix_rank(input, tol=None, symmetric=False, *, out=None):
    raise RuntimeError(MATRIX_RANK_REMOVED)


def lstsq(input, A, *, out=None):
    raise RuntimeError(LSTSQ_REMOVED)


def solve(input, A, *, out=None):
    raise RuntimeError(SOLVE_REMOVED)


def symeig(input, eigenvectors=False, upper=True, *, out=None):
    raise RuntimeError(SYMEIG_REMOVED)


def eig(self, eigenvectors=False, *, e=None, v=None):
    raise RuntimeError(EIG_REMOVED)


def _lstsq_method(self, other):
    raise RuntimeError(LSTSQ_REMOVED)


def _solve_method(self, other):
    raise RuntimeError(SOLVE_REMOVED)


def _symeig_method(self, eigenvectors=False):
    raise RuntimeError(SYMEIG_REMOVED)


def _eig_method(self, eigenvectors=False):
    raise RuntimeError(EIG_REMOVED)


#: Tensor methods PyTorch keeps only to raise its removal error (bound in ops/tensor_extras.py).
REMOVED_METHODS = {"lstsq": _lstsq_method, "solve": _solve_method, "symeig": _symeig_method, "eig": _eig_method}
