"""NumPy kernels for the linear-algebra ops of derivatives.yaml (gradtable.linalg and friends).

Forwards run on numpy.linalg; this file adds what numpy.linalg does not give: PyTorch's checks
and error texts, the `info` results of the *_ex functions (which pivot or minor failed), and
the PyTorch-shaped outputs (mode='r' QR, diagonal views).
"""
import math

import numpy as np

from ..core import shadows
from ..core.dtypes import BFLOAT16, INEXACT_KINDS, scalar_type_name
from .householder import geqr2
from .output_layout import row_major


class _LinAlgError(RuntimeError):
    """torch.linalg.LinAlgError: a factorization failed (singular or not positive-definite input).

    PyTorch's class is torch._C._LinAlgError, exported as torch.linalg.LinAlgError, so the type
    name users see in tracebacks (and that error comparisons read) is '_LinAlgError'."""


LinAlgError = _LinAlgError


# -- checks ---------------------------------------------------------------------------------------

def check_matrix(api, A, square=True, name="A", floating=True):
    """PyTorch's input checks for linalg functions: float (unless floating=False), at least 2-D, square."""
    if A.ndim < 2:
        raise RuntimeError(f"{api}: The input tensor {name} must have at least 2 dimensions.")
    if floating and A.dtype.kind not in INEXACT_KINDS:
        raise RuntimeError(f"{api}: Expected a floating point or complex tensor as input. "
                           f"Got {scalar_type_name(A.dtype)}")
    if floating and A.dtype is BFLOAT16:
        _refuse_bfloat16(api)
    if square and A.shape[-1] != A.shape[-2]:
        raise RuntimeError(f"{api}: {name} must be batches of square matrices, but they are "
                           f"{A.shape[-2]} by {A.shape[-1]} matrices")


#: The LAPACK kernels PyTorch's CPU build lacks for bfloat16, by the function asking (its error names the kernel).
_BF16_KERNELS = {"det": "lu_cpu", "solve": "lu_cpu", "cholesky": "cholesky_cpu", "qr": "geqrf_cpu",
                 "eigh": "linalg_eigh_cpu", "eigvalsh": "linalg_eigh_cpu", "svd": "linalg_svd_cpu"}
#: ... and the functions that refuse low precision before reaching one.
_BF16_LOW_PRECISION = {"linalg.inv": "linalg.inv", "linalg.inv_ex": "linalg.inv", "linalg.slogdet": "linalg.slogdet",
                       "logdet": "logdet"}


def _refuse_bfloat16(api):
    """PyTorch has no bfloat16 linear algebra on the CPU (LAPACK has none): its errors."""
    if api in _BF16_LOW_PRECISION:
        raise RuntimeError(f"{_BF16_LOW_PRECISION[api]}: Low precision dtypes not supported. Got BFloat16")
    name = api.rsplit(".", 1)[-1].removesuffix("_ex")
    raise NotImplementedError(f'"{_BF16_KERNELS.get(name, name + "_cpu")}" not implemented for \'BFloat16\'')


def raise_for_info(api, info, message, error=None):
    """Raise LinAlgError (or `error`: lu_factor's is a plain RuntimeError) for the first failed matrix, naming
    its batch element as PyTorch does."""
    flat = np.asarray(info).reshape(-1)
    bad = np.flatnonzero(flat)
    if bad.size == 0:
        return
    prefix = f"(Batch element {bad[0]}): " if np.ndim(info) > 0 else ""
    raise (error or LinAlgError)(f"{api}: {prefix}{message(int(flat[bad[0]]))}")


# -- LU as LAPACK computes it ----------------------------------------------------------------------
# NumPy's solvers refuse singular matrices ('Singular matrix') and, through its LAPACK build, treat
# nan differently from PyTorch's: NumPy called [[nan, 2], [2, 4]] singular (so det was 0 and inv
# raised), while LAPACK's getrf in PyTorch takes the nan as a pivot and carries on (det and inv are
# nan). Matrices that are not finite, or that NumPy refuses, are factored here step by step as
# getrf/getrs do, so that nan and inf spread, and zero pivots divide, the way they do in PyTorch.

def _pivot_offsets(column):
    """Per matrix, the offset of LAPACK's pivot in `column` (i?amax): the first entry of largest
    magnitude. A nan never compares larger, so it is the pivot only when it comes first."""
    # (complex: i?amax compares |re| + |im|, not the modulus)
    magnitude = np.abs(column.real) + np.abs(column.imag) if column.dtype.kind == "c" else np.abs(column)
    first_is_nan = np.isnan(magnitude[:, 0])
    magnitude = np.where(np.isnan(magnitude), -1.0, magnitude)
    return np.where(first_is_nan, 0, np.argmax(magnitude, axis=1))


def lapack_lu(A):
    """LU with partial pivoting of a stack of matrices (b, m, n), in A's dtype, as LAPACK's getrf:
    (LU, perm, parity, info) with P A = L U, row i of P A being row perm[i] of A, parity the sign
    of P, and info the 1-based index of the first exactly-zero pivot (0 when there is none). A zero
    pivot is kept (and later divided by); no step skips a zero, so nan and inf spread as in LAPACK."""
    LU = np.array(A, copy=True)
    b, m, n = LU.shape
    rows = np.arange(b)
    perm = np.tile(np.arange(m), (b, 1))
    parity = np.ones(b, dtype=LU.dtype)
    info = np.zeros(b, dtype=np.int32)
    tiny = np.finfo(LU.dtype).tiny
    with np.errstate(all="ignore"):
        for k in range(min(m, n)):   # (a rectangular matrix too: lu_factor's)
            p = k + _pivot_offsets(LU[:, k:, k])
            LU[rows, k], LU[rows, p] = LU[rows, p].copy(), LU[rows, k].copy()
            perm[rows, k], perm[rows, p] = perm[rows, p].copy(), perm[rows, k].copy()
            parity = np.where(p != k, -parity, parity)
            pivot = LU[:, k, k]
            zero = pivot == 0
            info[(info == 0) & zero] = k + 1
            # getf2 scales by the reciprocal unless that would overflow; a zero pivot's column stays.
            # PyTorch's LAPACK (MKL) divides in the last step of a matrix up to 4 x 4 (its LU is then
            # bitwise this one, as for every n <= 16 measured against torch.linalg.lu_factor_ex)
            column = LU[:, k + 1:, k]
            divide = ~(np.abs(pivot) >= tiny) | (n <= 4 and k == n - 2)
            scaled = np.where(divide[:, None], column / pivot[:, None], column * (1 / pivot)[:, None])
            LU[:, k + 1:, k] = np.where(zero[:, None], column, scaled)
            LU[:, k + 1:, k + 1:] -= LU[:, k + 1:, k:k + 1] * LU[:, k:k + 1, k + 1:]
    return LU, perm, parity, info


def lapack_pivots(perm, steps):
    """LAPACK's ipiv (1-based: step k swapped row k with row ipiv[k] - 1) for the row permutation perm of
    lapack_lu, over its first `steps` steps."""
    b, m = perm.shape
    position = np.tile(np.arange(m), (b, 1))   # position[i, r]: where original row r is now
    order = position.copy()                    # order[i, j]: the original row now at j
    rows = np.arange(b)
    pivots = np.empty((b, steps), dtype=np.int32)
    for k in range(steps):
        p = position[rows, perm[:, k]]
        pivots[:, k] = p + 1
        moved = order[rows, k]
        order[rows, k], order[rows, p] = perm[:, k], moved
        position[rows, moved], position[rows, perm[:, k]] = p, k
    return pivots


def lapack_lu_solve(LU, perm, B, transpose=False):
    """X with A X = B (A^T X = B with transpose) from lapack_lu's factors of A, as LAPACK's getrs:
    triangular substitutions that divide by zero pivots rather than refuse them."""
    n = LU.shape[-1]
    LT = np.swapaxes(LU, -1, -2)
    with np.errstate(all="ignore"):
        if not transpose:                        # L U X = P B
            X = np.take_along_axis(B, perm[:, :, None], axis=1)
            for k in range(n):
                X[:, k + 1:] -= LU[:, k + 1:, k:k + 1] * X[:, k:k + 1]
            for k in range(n - 1, -1, -1):
                X[:, k] /= LU[:, k, k][:, None]
                X[:, :k] -= LU[:, :k, k:k + 1] * X[:, k:k + 1]
            return X
        Z = np.array(B, copy=True)               # U^T L^T P X = B
        for k in range(n):
            Z[:, k] /= LU[:, k, k][:, None]
            Z[:, k + 1:] -= LT[:, k + 1:, k:k + 1] * Z[:, k:k + 1]
        for k in range(n - 1, -1, -1):
            Z[:, :k] -= LT[:, :k, k:k + 1] * Z[:, k:k + 1]
    X = np.empty_like(Z)
    np.put_along_axis(X, np.broadcast_to(perm[:, :, None], Z.shape), Z, axis=1)
    return X


#: Up to this size LAPACK's steps (lapack_lu) are PyTorch's LU bit for bit, and cheap: every solve uses them.
_OWN_LU_UP_TO = 16


def _solve_stack(A, B, transpose=False):
    """(X, info) for A X = B (A^T X = B) over stacks (b, n, n) and (b, n, k): NumPy's solver for finite,
    invertible matrices larger than _OWN_LU_UP_TO, LAPACK's steps (above) otherwise. A larger matrix
    singular to working precision (|A| |X| / |B|, a lower bound of its condition number, reaching
    1 / eps) takes LAPACK's steps too: whether its LU meets an exactly-zero pivot, for which PyTorch
    raises, depends on the rounding, and NumPy's OpenBLAS rounds otherwise (fused multiply-adds)."""
    X = np.empty(B.shape, dtype=np.result_type(A, B))
    info = np.zeros(A.shape[0], dtype=np.int32)
    plain = np.isfinite(A).all(axis=(-2, -1)) & (A.shape[-1] > _OWN_LU_UP_TO)
    if plain.any():
        try:
            M = A[plain]
            X[plain] = np.linalg.solve(np.swapaxes(M, -1, -2) if transpose else M, B[plain])
        except np.linalg.LinAlgError:  # a singular one among them: LAPACK's steps for all
            plain[:] = False
        else:
            if B.shape[-1]:
                plain[np.flatnonzero(plain)[_near_singular(M, X[plain], B[plain])]] = False
    steps = ~plain
    if steps.any():
        LU, perm, _, info[steps] = lapack_lu(A[steps])
        X[steps] = lapack_lu_solve(LU, perm, B[steps], transpose)
    return X, info


def _near_singular(A, X, B):
    """Per matrix: does |A| |X| / |B| (max-norms), a lower bound of A's condition number, reach 1 / eps
    (or is it not finite)?"""
    with np.errstate(all="ignore"):
        bound = np.abs(A).max(axis=(-2, -1)) * np.abs(X).max(axis=(-2, -1)) / np.abs(B).max(axis=(-2, -1))
        return ~(bound * np.finfo(X.dtype).eps < 1)


def column_major(X):
    """X with each matrix stored column by column (batches still row-major): the layout of PyTorch's
    LAPACK results (inv, solve, cholesky, qr, eigh's vectors, svd's U and Vh), on which view and
    reshape decide as there (linalg.inv(a).view(-1) refuses; reshape copies)."""
    return np.swapaxes(row_major(np.swapaxes(X, -1, -2)), -1, -2)   # (strides of size-1 and empty dims too)


def _stack(M):
    """A (..., n, m) array as a contiguous stack (b, n, m)."""
    return np.ascontiguousarray(M).reshape((math.prod(M.shape[:-2]),) + M.shape[-2:])


def singular_message(k):
    return (f"The diagonal element {k} is zero, the inversion could not be completed because the input "
            "matrix is singular.")


def solver_failed_message(_):
    return "The solver failed because the input matrix is singular."


def not_pd_message(k):
    return (f"The factorization could not be completed because the input is not positive-definite "
            f"(the leading minor of order {k} is not positive-definite).")


def inv_ex(A, check_errors, api="linalg.inv_ex"):
    """(inverse, info), solving A X = I as PyTorch does: a singular matrix gets info > 0 and
    LAPACK's divided-by-zero inverse (or an error); a nan anywhere gives nan, not an error."""
    check_matrix("linalg.inv", A)
    n = A.shape[-1]
    eye = np.broadcast_to(np.eye(n, dtype=A.dtype), A.shape)
    X, info = _solve_stack(_stack(A), _stack(eye))
    info = info.reshape(A.shape[:-2])
    if check_errors:
        raise_for_info(api, info, singular_message)
    return column_major(X.reshape(A.shape)), info


def _stored_lu(A):
    """The LU that PyTorch's det and slogdet take, of the matrix as it lies in memory: LAPACK reads
    columns, so a row-major (C-contiguous) real A reaches it as A^T (det A^T = det A), while other
    layouts are copied to column-major first. With nan or inf entries the two LUs differ."""
    M = np.swapaxes(A, -1, -2) if A.flags.c_contiguous else A
    return lapack_lu(_stack(M))


def _non_finite(A):
    """Per matrix: does it hold a nan or inf entry (which NumPy's det and slogdet mistreat)."""
    return ~np.isfinite(A).all(axis=(-2, -1))


def det(A, api="linalg.det"):
    """det A as PyTorch computes it: the product of the pivots of the LU of A as it lies in memory
    (_stored_lu), times the sign of the permutation. (NumPy's det is sign * exp(sum of logs), whose
    rounding shows: det [[3.]] is 3.0000000000000004 there, exactly 3 in PyTorch.) Finite matrices
    are factored by LAPACK's getrf, others step by step (lapack_lu) so that nan and inf spread as
    in PyTorch."""
    check_matrix(api, A)
    batch, n = A.shape[:-2], A.shape[-1]
    if n == 0:
        return np.ones(batch, dtype=A.dtype)
    M = _stack(np.swapaxes(A, -1, -2) if A.flags.c_contiguous else A)
    out = np.empty(M.shape[0], dtype=M.dtype)
    finite = np.isfinite(M).all(axis=(-2, -1))
    with np.errstate(all="ignore"):
        if not finite.all():
            LU, _, parity, _ = lapack_lu(M[~finite])
            out[~finite] = parity * np.prod(np.diagonal(LU, axis1=-2, axis2=-1), axis=-1)
        if finite.any():
            getrf = _lapack("getrf", M)
            steps = np.arange(n)
            for i in np.flatnonzero(finite):
                LU, pivots, _ = getrf(M[i])
                sign = -1 if np.count_nonzero(pivots != steps) % 2 else 1
                out[i] = sign * np.prod(np.diagonal(LU))
    return out.reshape(batch)


def _lapack(name, array):
    """scipy's LAPACK routine `name` for array's dtype (scipy.linalg is imported on first use: it
    costs more than half a second, which a program that never takes a determinant should not pay)."""
    from scipy.linalg.lapack import get_lapack_funcs
    return get_lapack_funcs((name,), (array,))[0]


def slogdet(A, api="linalg.slogdet"):
    """(sign, log|det A|); for a matrix with nan or inf entries, from its LU's pivots as PyTorch:
    the sign of a nan pivot is 0."""
    check_matrix(api, A)
    with np.errstate(all="ignore"):
        sign, logabsdet = (np.asarray(r) for r in np.linalg.slogdet(A))
        bad = _non_finite(A)
        if bad.any():
            LU, _, parity, _ = _stored_lu(A)
            pivots = np.diagonal(LU, axis1=-2, axis2=-1)
            pivot_signs = np.where(np.isnan(pivots), 0, np.sign(pivots))
            sign = np.where(bad, (parity * np.prod(pivot_signs, axis=-1)).reshape(bad.shape), sign)
            logabsdet = np.where(bad, np.sum(np.log(np.abs(pivots)), axis=-1).reshape(bad.shape), logabsdet)
    return sign.astype(A.dtype), logabsdet.astype(np.finfo(A.dtype).dtype)   # (a complex A's logabsdet is real)


def solve_with_stored_lu(A, scale, perturb_zero_pivots):
    """A^{-T} diag(scale) as PyTorch's unrecorded det/slogdet backward computes it: with the LU that
    the forward took (_stored_lu: of A^T, a plain solve, or of A, a transposed one). For det, zero
    pivots are first nudged to eps (det is C^1: a singular A gets a nearby matrix's gradient)."""
    n = A.shape[-1]
    rhs = np.zeros(A.shape, dtype=A.dtype)  # scale on the diagonal (not scale * I: inf * 0 is nan)
    i = np.arange(n)
    rhs[..., i, i] = np.asarray(scale, dtype=A.dtype)[..., None]
    if np.isfinite(A).all():
        try:
            return np.linalg.solve(np.swapaxes(A, -1, -2), rhs)
        except np.linalg.LinAlgError:
            pass
    LU, perm, _, _ = _stored_lu(A)
    if perturb_zero_pivots:
        LU[:, i, i] = np.where(LU[:, i, i] == 0, np.finfo(LU.dtype).eps, LU[:, i, i])
    X = lapack_lu_solve(LU, perm, _stack(rhs), transpose=not A.flags.c_contiguous)
    return X.reshape(A.shape)


# -- solve -----------------------------------------------------------------------------------------

def is_vector_rhs(A, B):
    """PyTorch's rule: B is a (batch of) vector(s) when it is 1-D or has A's batch shape plus n."""
    return B.ndim == 1 or (B.ndim == A.ndim - 1 and B.shape == A.shape[:-1])


def solve_ex(A, B, left, check_errors, api="torch.linalg.solve_ex", adjoint=False):
    """(X, info) with AX = B (left) or XA = B; broadcasting batch dims as PyTorch. adjoint=True
    solves with A^T in place of A, from the same LU of A (as PyTorch's backward does)."""
    check_matrix("linalg.solve", A)
    if A.dtype != B.dtype:
        raise RuntimeError(f"linalg.solve: Expected A and B to have the same dtype, but found A of type "
                           f"{scalar_type_name(A.dtype)} and B of type {scalar_type_name(B.dtype)} instead")
    vector = is_vector_rhs(A, B)
    Bm = B[..., None] if vector else B  # a vector is a column (so left=False needs n == 1)
    n = A.shape[-1]
    k = Bm.shape[-2] if left else Bm.shape[-1]
    if k != n:
        eq = "AX = B" if left else "XA = B"
        raise RuntimeError(f"linalg.solve: Incompatible shapes of A and B for the equation {eq} "
                           f"({A.shape[-2]}x{n} and {Bm.shape[-2]}x{Bm.shape[-1]})")
    # XA = B  <=>  A^T X^T = B^T: PyTorch factors A either way and solves with it or its transpose
    rhs = Bm if left else np.swapaxes(Bm, -1, -2)
    batch = np.broadcast_shapes(A.shape[:-2], rhs.shape[:-2])
    X, info = _solve_stack(_stack(np.broadcast_to(A, batch + A.shape[-2:])),
                           _stack(np.broadcast_to(rhs, batch + rhs.shape[-2:])), transpose=left == adjoint)
    # info is A's (PyTorch factors A once, not once per broadcast copy): its first copy; when B's batch
    # is empty there is no copy, but A is factored all the same (a singular A still raises)
    if info.size == 0 and A.size:
        info = _solve_stack(_stack(A), np.zeros((math.prod(A.shape[:-2]), n, 1), A.dtype))[1]
        info = info.reshape(A.shape[:-2])
    else:
        info = info.reshape(batch)[(0,) * (len(batch) - (A.ndim - 2)) + tuple(
            slice(0, 1) if size == 1 else slice(None) for size in A.shape[:-2])]
    X = column_major(X.reshape(batch + rhs.shape[-2:]))   # (so for XA = B, row-major: as PyTorch)
    if check_errors:
        raise_for_info(api, info, solver_failed_message)
    if not left:
        X = np.swapaxes(X, -1, -2)
        if X.dtype.kind == "c":   # PyTorch solves A^H X^H = B^H and returns (X^H)^H: a conjugate view
            X = shadows.view(np.conj(X), conj=True)
    if vector:
        X = X[..., 0]
    return X, info


# -- cholesky --------------------------------------------------------------------------------------

def cholesky_ex(A, upper, check_errors, api="linalg.cholesky_ex"):
    """(L, info): L L^H = A read from A's lower triangle, or U^H U = A from its upper one
    (upper=True); info is the order of the first leading minor that is not positive-definite
    (LAPACK potrf's info)."""
    check_matrix("linalg.cholesky", A)
    if upper:   # (the Hermitian matrix whose lower triangle is the conjugate of A's upper one)
        A = np.swapaxes(A, -1, -2)
        if A.dtype.kind == "c":
            A = np.conj(A)
    info = np.zeros(A.shape[:-2], dtype=np.int32)
    try:
        # NumPy's cholesky carries a nan through (L full of nan), where LAPACK's potrf in PyTorch
        # stops at the first pivot that is not > 0, and a nan is not: such matrices go step by step.
        if not np.isfinite(np.tril(A)).all():
            raise np.linalg.LinAlgError
        L = np.linalg.cholesky(A)
    except np.linalg.LinAlgError:
        L, info = _cholesky_unblocked(A)
        if check_errors:
            raise_for_info(api, info, not_pd_message)
    if upper and L.dtype.kind == "c":
        L = np.conj(L)
    return column_major(np.swapaxes(L, -1, -2) if upper else L), info


def _cholesky_unblocked(A):
    """Column-by-column Cholesky that stops at the first pivot that is not positive (or is nan) of
    each matrix, leaving that pivot in place (as LAPACK does), so the caller learns where it failed."""
    L = _stack(np.tril(A)).copy()
    n = L.shape[-1]
    info = np.zeros(L.shape[0], dtype=np.int32)
    complex_kind = L.dtype.kind == "c"
    with np.errstate(all="ignore"):
        for b in range(L.shape[0]):
            for k in range(n):
                row = L[b, k, :k].conj() if complex_kind else L[b, k, :k]
                d = L[b, k, k] - L[b, k, :k] @ row
                if complex_kind:   # (a Hermitian pivot is real: potrf reads only its real part)
                    d = d.real
                if not d > 0:
                    L[b, k, k] = d
                    info[b] = k + 1
                    break
                L[b, k, k] = np.sqrt(d)
                # MKL's potrf (PyTorch's) scales the column below a pivot as follows, which decides how
                # the next pivot of a singular matrix rounds: single precision multiplies by the
                # reciprocal (nan below an infinite pivot), double precision divides by the pivot
                column = L[b, k + 1:, k] - L[b, k + 1:, :k] @ row
                if L.dtype == np.float32:
                    L[b, k + 1:, k] = column * (np.nan if np.isinf(d) else 1 / L[b, k, k])
                else:
                    L[b, k + 1:, k] = column / L[b, k, k]
    return L.reshape(A.shape), info.reshape(A.shape[:-2])


# -- decompositions --------------------------------------------------------------------------------

def qr(A, mode):
    if mode not in ("reduced", "complete", "r"):
        raise RuntimeError(f"qr received unrecognized mode '{mode}' but expected one of 'reduced' (default), 'r', "
                           "or 'complete'")
    check_matrix("linalg.qr", A, square=False)
    Q, R = (np.zeros((0,), dtype=A.dtype), np.linalg.qr(A, mode="r")) if mode == "r" else np.linalg.qr(A, mode=mode)
    if A.dtype.kind == "f" and not np.isfinite(A).all():
        # R of a matrix with nan or inf as PyTorch's MKL computes it (householder.py); Q stays LAPACK's
        R = np.array(R, copy=True)
        for i in np.ndindex(A.shape[:-2]):
            if not np.isfinite(A[i]).all():
                R[i] = np.triu(geqr2(A[i])[0][:R.shape[-2]])
    return (Q if mode == "r" else column_major(Q)), column_major(R)


def _check_eigh(A, UPLO):
    check_matrix("linalg.eigh", A)
    if UPLO not in ("L", "U"):
        raise RuntimeError(f"Expected UPLO argument to be 'L' or 'U', but got {UPLO}")


def _eigh_error_code(M, UPLO, vectors):
    """PyTorch's error code for a matrix whose eigenvalue iteration did not converge: LAPACK's
    count of off-diagonal elements of the tridiagonal form left unconverged, which NumPy does not
    report. Measured on PyTorch for dense matrices: a nan anywhere in the triangle read leaves
    n - 1 (n - 2 without eigenvectors); an inf in column c (of the lower triangle, as reduced
    from the first column; the upper one is reduced from its last) at least two rows below the
    diagonal leaves n - 1 - c (n - 2 - c); an inf on the diagonal fails without eigenvectors
    only, with 1. Structured matrices and several infs may give other counts."""
    n = M.shape[-1]
    lower = np.tril(M if UPLO == "L" else M[::-1, ::-1])
    if np.isnan(lower).any():
        column = 0
    else:
        columns = np.flatnonzero(np.isinf(np.tril(lower, -2)).any(axis=0))
        column = columns[0] if columns.size else None
    if column is None:
        return 1
    return max(int(n - 1 - column) - (0 if vectors else 1), 1)


def _eigh_did_not_converge(A, UPLO, vectors):
    """PyTorch's LinAlgError, in place of NumPy's 'Eigenvalues did not converge', for the first
    matrix of a batch whose eigenvalue iteration did not converge (some nan or inf ones)."""
    fn = np.linalg.eigh if vectors else np.linalg.eigvalsh
    info = np.zeros(math.prod(A.shape[:-2]), dtype=np.int32)
    for i, M in enumerate(_stack(A)):
        try:
            fn(M, UPLO=UPLO)
        except np.linalg.LinAlgError:
            info[i] = _eigh_error_code(M, UPLO, vectors)
            break
    raise_for_info("linalg.eigh", info.reshape(A.shape[:-2]), lambda code: (
        f"The algorithm failed to converge because the input matrix is ill-conditioned or has too many repeated "
        f"eigenvalues (error code: {code})."))
    raise AssertionError("NumPy's eigh failed on the batch but on no single matrix of it")


def eigh(A, UPLO):
    _check_eigh(A, UPLO)
    try:
        L, V = np.linalg.eigh(A, UPLO=UPLO)
        return L, column_major(V)
    except np.linalg.LinAlgError:
        _eigh_did_not_converge(A, UPLO, vectors=True)


def eigvalsh(A, UPLO):
    """Eigenvalues without eigenvectors: LAPACK's values-only path, which gives up on some
    non-finite matrices that the path with vectors gets through (with nan), as in PyTorch."""
    _check_eigh(A, UPLO)
    try:
        return np.linalg.eigvalsh(A, UPLO=UPLO)
    except np.linalg.LinAlgError:
        _eigh_did_not_converge(A, UPLO, vectors=False)


def svd(A, full_matrices):
    check_matrix("linalg.svd", A, square=False)
    if np.isnan(A).any():
        raise LinAlgError("linalg.svd: The algorithm failed to converge because the input matrix contained "
                          "non-finite values.")
    infinite = np.isinf(A).any(axis=(-2, -1))
    if not infinite.any():
        U, S, Vh = np.linalg.svd(A, full_matrices=full_matrices)
        return column_major(U), S, column_major(Vh)
    # LAPACK can loop forever on an infinite entry; PyTorch gives nan for such a matrix (U, S, Vh).
    m, n = A.shape[-2:]
    k = min(m, n)
    U = np.full(A.shape[:-2] + (m, m if full_matrices else k), np.nan, A.dtype)
    S = np.full(A.shape[:-2] + (k,), np.nan, np.finfo(A.dtype).dtype)   # (real for a complex A)
    Vh = np.full(A.shape[:-2] + (n if full_matrices else k, n), np.nan, A.dtype)
    finite = ~infinite
    if finite.any():
        U[finite], S[finite], Vh[finite] = np.linalg.svd(A[finite], full_matrices=full_matrices)
    return column_major(U), S, column_major(Vh)
