"""NumPy kernels of the factorizations PyTorch hands out as such (LU, LDL^T, Householder QR), the solvers
that take those factors or triangular matrices (least squares: linalg_lstsq.py).

Each runs the LAPACK (or BLAS) routine PyTorch's CPU build calls, through scipy's wrappers, one matrix of
a batch at a time: so pivots are LAPACK's (1-based, int32), a zero on a triangular diagonal divides (trsm
and potrs do not check; inf/nan as in PyTorch) and `info` is LAPACK's. scipy.linalg is imported on first
use (linalg._lapack): a program that never factors a matrix should not pay for it.
"""
import numpy as np

from ..core.dtypes import INEXACT_KINDS, scalar_type_name
from ..core.stacklevel import user_stacklevel
from ..core.warn_once import warn_once
from .core import broadcast_shape, size_at
from .householder import geqr2
from .linalg import (
    _lapack,
    check_matrix,
    cholesky_ex,
    column_major,
    eigh,
    lapack_lu,
    lapack_pivots,
    not_pd_message,
    raise_for_info,
    svd,
)


def _blas(name, array):
    from scipy.linalg.blas import get_blas_funcs
    return get_blas_funcs((name,), (array,))[0]


def require_lapack_dtype(A, kernel):
    """PyTorch's refusal of a dtype its LAPACK kernel has no instance for: '"lu_cpu" not implemented for
    'Long''. (float16 and bfloat16 have none either.)"""
    if A.dtype not in (np.float32, np.float64, np.complex64, np.complex128):
        raise NotImplementedError(f'"{kernel}" not implemented for \'{scalar_type_name(A.dtype)}\'')


def _at_least_2d(api, A):
    if A.ndim < 2:
        raise RuntimeError(f"{api}: Expected tensor with 2 or more dimensions. Got size: {list(A.shape)} instead")


def _each(batch_shape):
    """Every batch index of a batch shape, in row-major order."""
    return np.ndindex(*batch_shape) if batch_shape else iter([()])


# -- LU ---------------------------------------------------------------------------------------------

def lu_zero_pivot_message(k):
    return (f"U[{k},{k}] is zero and using it on lu_solve would result in a division by zero. If you "
                      "still want to perform the factorization, consider calling linalg.lu(A, pivot) or "
                      "linalg.lu_factor_ex(A, pivot)")


def lu_factor_ex(A, pivot, check_errors, api="torch.lu_factor", errors_api="torch.linalg.lu_factor_ex"):
    """(LU, pivots, info) of getrf, batched: P A = L U with L's strict lower triangle and U in LU, pivots
    the 1-based row swaps (int32), info the 1-based index of U's first zero diagonal element."""
    _at_least_2d(api, A)
    require_lapack_dtype(A, "lu_cpu")
    if not pivot:
        raise RuntimeError("linalg.lu_factor: LU without pivoting is not implemented on the CPU")
    batch, (m, n) = A.shape[:-2], A.shape[-2:]
    k = min(m, n)
    LU = np.array(A, copy=True)
    pivots = np.tile(np.arange(1, k + 1, dtype=np.int32), batch + (1,))
    info = np.zeros(batch, dtype=np.int32)
    if A.size:
        getrf = _lapack("getrf", A)
        for i in _each(batch):
            if np.isfinite(A[i]).all():
                LU[i], piv, code = getrf(A[i])
                pivots[i] = piv + 1
                info[i] = code
            else:   # (nan and inf: LAPACK's steps as PyTorch's MKL takes them, which scipy's build does not)
                factors, perm, _, code = lapack_lu(A[i][None])
                LU[i], pivots[i], info[i] = factors[0], lapack_pivots(perm, k)[0], code[0]
    if check_errors:
        raise_for_info(errors_api, info, lu_zero_pivot_message, RuntimeError)
    return column_major(LU), pivots, info


def linalg_lu(A, pivot):
    """(P, L, U) with A = P L U."""
    _at_least_2d("linalg.lu", A)
    LU, pivots, _ = lu_factor_ex(A, pivot, False, api="linalg.lu")
    return lu_unpack(LU, pivots, True, True)


def _check_pivots(api, pivots):
    if pivots.dtype != np.int32:
        raise RuntimeError(f"{api}: LU_pivots is expected to be a contiguous tensor of torch.int32 dtype.\n"
                           "Note: this function is intended to be used with the output produced by "
                           "torch.linalg.lu_factor")


def permutation_from_pivots(pivots, m):
    """perm with row i of P^T A being row perm[i] of A, from LAPACK's sequence of row swaps."""
    batch, k = pivots.shape[:-1], pivots.shape[-1]
    perm = np.tile(np.arange(m), batch + (1,))
    for i in _each(batch):
        row = perm[i]
        for j in range(k):
            p = int(pivots[i + (j,)]) - 1
            row[j], row[p] = row[p], row[j]
    return perm


def lu_unpack(LU, pivots, unpack_data, unpack_pivots):
    """(P, L, U) with A = P L U; the parts not asked for are empty tensors, as in PyTorch."""
    _at_least_2d("torch.lu_unpack", LU)
    _check_pivots("torch.lu_unpack", pivots)
    m, n = LU.shape[-2:]
    k = min(m, n)
    empty = np.zeros((0,), dtype=LU.dtype)
    L = U = P = empty
    if unpack_data:
        L = np.tril(LU[..., :, :k], -1)
        idx = np.arange(k)
        L[..., idx, idx] = 1
        U = np.triu(LU[..., :k, :])
    if unpack_pivots:
        perm = permutation_from_pivots(_unpacked_pivots(pivots, LU.shape[:-2], k, m), m)
        P = np.zeros(LU.shape[:-2] + (m, m), dtype=LU.dtype)
        np.put_along_axis(P, perm[..., None, :], 1, axis=-2)   # P[perm[i], i] = 1
    return P, L, U


def _unpacked_pivots(pivots, batch, k, m):
    """The k pivots per matrix lu_unpack's kernel reads: the first k of the last dim, broadcast over LU's batch
    (its TensorIterator's shape); each must name a row, 1 to m (fewer than k: the kernel reads past them)."""
    bad = RuntimeError("pivots passed to lu_unpack must be between 1 and LU.size(-2) inclusive.Did you properly "
                       "pass the result of lu_factor?")
    if pivots.ndim == 0 or pivots.shape[-1] < k:
        raise bad
    pivots = pivots[..., :k]
    while pivots.ndim > len(batch) + 1 and pivots.shape[0] == 1:
        pivots = pivots[0]
    try:
        pivots = np.broadcast_to(pivots, batch + (k,))
    except ValueError:
        raise RuntimeError(f"lu_unpack: pivots of shape {list(pivots.shape)} do not broadcast to LU's batch "
                           f"{list(batch)}") from None
    if np.any((pivots < 1) | (pivots > m)):
        raise bad
    return pivots


def _broadcast_batch(*arrays_and_tails):
    """The arrays broadcast to one batch shape, each keeping its own last `tail` dims."""
    batch = np.broadcast_shapes(*(a.shape[:a.ndim - tail] for a, tail in arrays_and_tails))
    return batch, [np.broadcast_to(a, batch + a.shape[a.ndim - tail:]) for a, tail in arrays_and_tails]


def lu_solve(LU, pivots, B, left, adjoint, api="linalg.lu_solve"):
    """X with A X = B, A^T X = B (adjoint), X A = B or X A^T = B (left=False), from getrf's factors."""
    check_matrix(f"torch.{api}", LU, name="A")
    if B.ndim < 2:
        raise RuntimeError(f"{api}: The input tensor B must have at least 2 dimensions.")
    if LU.dtype != B.dtype:
        raise RuntimeError(f"{api}: Expected LU and B to have the same dtype, but found LU of type "
                           f"{scalar_type_name(LU.dtype)} and B of type {scalar_type_name(B.dtype)} instead")
    if pivots.dtype != np.int32:
        raise RuntimeError(f"{api}: pivots should be a Tensor of scalar type torch.int32")
    n = LU.shape[-1]
    if (B.shape[-2] if left else B.shape[-1]) != n:
        raise RuntimeError(f"{api}: Incompatible shapes of A and B for the equation {'AX = B' if left else 'XA = B'} "
                           f"({n}x{n} and {B.shape[-2]}x{B.shape[-1]})")
    if pivots.shape[-1:] != (n,):
        raise RuntimeError(f"{api}: Number of pivots per batch should be same as the dimension of the matrix")
    if pivots.shape != LU.shape[:-1]:
        raise RuntimeError(f"{api}: Expected LU.shape[:-1] and pivots.shape to be the same, but got pivots with "
                           f"shape {list(pivots.shape)} instead")
    require_lapack_dtype(LU, "lu_solve_cpu")
    # XA = B <=> A^T X^T = B^T: the right-hand solve is the left one with the transposed system.
    # Complex: the adjoint is getrs' conjugate transpose (trans=2); X A^H = B <=> A conj(X)^T = conj(B)^T
    # (a plain solve of the conjugated system)
    conjugated = adjoint and not left and LU.dtype.kind == "c"
    rhs = B if left else np.swapaxes(np.conj(B) if conjugated else B, -1, -2)
    transpose = adjoint == left
    trans = (2 if LU.dtype.kind == "c" and adjoint else 1) if transpose else 0
    batch, (lu, piv, rhs) = _broadcast_batch((LU, 2), (pivots, 1), (rhs, 2))
    X = np.empty(rhs.shape, dtype=LU.dtype)
    if X.size:
        getrs = _lapack("getrs", LU)
        for i in _each(batch):
            X[i] = getrs(lu[i], piv[i] - 1, rhs[i], trans=trans)[0]
    if conjugated:
        X = np.conj(X)
    X = column_major(X)
    return X if left else np.swapaxes(X, -1, -2)


# -- triangular systems -------------------------------------------------------------------------------

def _triangular_solve_core(A, B, upper, left, transpose, unitriangular, kernel):
    """trsm over broadcast batches: op(A) X = B (left) or X op(A) = B, op transposing when asked; no
    singularity check (a zero diagonal divides, as PyTorch's)."""
    dtype = np.result_type(A, B)
    A, B = A.astype(dtype, copy=False), B.astype(dtype, copy=False)
    require_lapack_dtype(A, kernel)
    batch, (A, B) = _broadcast_batch((A, 2), (B, 2))
    X = np.empty(B.shape, dtype=dtype)
    if X.size:
        trsm = _blas("trsm", A)
        with np.errstate(all="ignore"):
            for i in _each(batch):
                X[i] = trsm(1.0, A[i], B[i], side=0 if left else 1, lower=0 if upper else 1,
                            trans_a=1 if transpose else 0, diag=1 if unitriangular else 0)
    return column_major(X)   # (PyTorch's trsm writes into a column-major copy of B, left or right)


def solve_triangular(A, B, upper, left, unitriangular):
    api = "linalg.solve_triangular"
    check_matrix(api, A, floating=False)
    if B.ndim < 2:
        raise RuntimeError(f"{api}: The input tensor B must have at least 2 dimensions.")
    n = A.shape[-1]
    if (B.shape[-2] if left else B.shape[-1]) != n:
        raise RuntimeError(f"{api}: Incompatible shapes of A and B for the equation {'AX = B' if left else 'XA = B'} "
                           f"({n}x{n} and {B.shape[-2]}x{B.shape[-1]})")
    return _triangular_solve_core(A, B, upper, left, False, unitriangular, "triangular_solve_cpu")


TRIANGULAR_SOLVE_DEPRECATED = (
    "torch.triangular_solve is deprecated in favor of torch.linalg.solve_triangularand will be removed in a future "
    "PyTorch release.\ntorch.linalg.solve_triangular has its arguments reversed and does not return a copy of one "
    "of the inputs.\nX = torch.triangular_solve(B, A).solution\nshould be replaced with\n"
    "X = torch.linalg.solve_triangular(A, B).")


def triangular_solve(b, A, upper, transpose, unitriangular):
    """The deprecated torch.triangular_solve: (X with op(A) X = b, a copy of A broadcast to the batch)."""
    warn_once(TRIANGULAR_SOLVE_DEPRECATED, stacklevel=user_stacklevel())
    for name, t in (("b", b), ("A", A)):
        if t.ndim < 2:
            raise RuntimeError(f"torch.triangular_solve: Expected {name} to have at least 2 dimensions, but it has "
                               f"{t.ndim} dimensions instead")
    _check_b_and_A("triangular_solve", b, A)
    X = _triangular_solve_core(A, b, upper, True, transpose, unitriangular, "triangular_solve_cpu")
    batch = X.shape[:-2]
    return X, column_major(np.broadcast_to(A, batch + A.shape[-2:]))   # (PyTorch's clone is LAPACK's too)


def _check_b_and_A(name, b, A):
    """The checks PyTorch's legacy solvers (triangular_solve, cholesky_solve) share, with their texts."""
    if b.dtype != A.dtype:
        raise RuntimeError(f"Expected b and A to have the same dtype, but found b of type {scalar_type_name(b.dtype)} "
                           f"and A of type {scalar_type_name(A.dtype)} instead.")
    if A.shape[-1] != A.shape[-2]:
        raise RuntimeError(f"A must be batches of square matrices, but they are {A.shape[-2]} by {A.shape[-1]} "
                           "matrices")
    if A.shape[-1] != b.shape[-2]:
        raise RuntimeError(f"Incompatible matrix sizes for {name}: each A matrix is {A.shape[-1]} by {A.shape[-1]} "
                           f"but each b matrix is {b.shape[-2]} by {b.shape[-1]}")


# -- Cholesky factors -----------------------------------------------------------------------------------

CHOLESKY_DEPRECATED = (
    "torch.cholesky is deprecated in favor of torch.linalg.cholesky and will be removed in a future PyTorch "
    "release.\nL = torch.cholesky(A)\nshould be replaced with\nL = torch.linalg.cholesky(A)\nand\nU = "
    "torch.cholesky(A, upper=True)\nshould be replaced with\nU = torch.linalg.cholesky(A).mH\nThis transform will "
    "produce equivalent results for all valid (symmetric positive definite) inputs.")


LU_DEPRECATED = (
    "torch.lu is deprecated in favor of torch.linalg.lu_factor / torch.linalg.lu_factor_ex and will be removed in a "
    "future PyTorch release.\nLU, pivots = torch.lu(A, compute_pivots)\nshould be replaced with\nLU, pivots = "
    "torch.linalg.lu_factor(A, compute_pivots)\nand\nLU, pivots, info = torch.lu(A, compute_pivots, get_infos=True)"
    "\nshould be replaced with\nLU, pivots, info = torch.linalg.lu_factor_ex(A, compute_pivots)")
QR_DEPRECATED = (
    "torch.qr is deprecated in favor of torch.linalg.qr and will be removed in a future PyTorch release.\nThe boolean "
    "parameter 'some' has been replaced with a string parameter 'mode'.\nQ, R = torch.qr(A, some)\nshould be "
    "replaced with\nQ, R = torch.linalg.qr(A, 'reduced' if some else 'complete')")


def cholesky(A, upper):
    """The deprecated torch.cholesky: linalg.cholesky's factor, its errors named 'cholesky'."""
    warn_once(CHOLESKY_DEPRECATED, stacklevel=user_stacklevel())
    if A.size == 0:   # (PyTorch returns an empty tensor like A before any check: zeros(1, 0, 2) too)
        return np.zeros(A.shape, A.dtype)
    check_matrix("cholesky", A)
    L, info = cholesky_ex(A, upper, False)
    raise_for_info("cholesky", info, not_pd_message)
    return L


def cholesky_solve(b, L, upper):
    """X with (L L^T) X = b (upper: U^T U), potrs on broadcast batches, reading one triangle of L."""
    if b.ndim < 2:
        raise RuntimeError(f"b should have at least 2 dimensions, but has {b.ndim} dimensions instead")
    if L.ndim < 2:
        raise RuntimeError(f"u should have at least 2 dimensions, but has {L.ndim} dimensions instead")
    _check_b_and_A("cholesky_solve", b, L)
    require_lapack_dtype(L, "cholesky_solve_cpu")
    batch, (L, b) = _broadcast_batch((L, 2), (b, 2))
    X = np.empty(b.shape, dtype=b.dtype)
    if X.size:
        potrs = _lapack("potrs", L)
        with np.errstate(all="ignore"):
            for i in _each(batch):
                X[i] = potrs(L[i], b[i], lower=0 if upper else 1)[0]
    return column_major(X)


def cholesky_inverse(L, upper):
    """(L L^H)^{-1} (upper: (U^H U)^{-1}) by potri, made Hermitian (potri fills one triangle)."""
    api = "cholesky_inverse"
    if L.ndim < 2:
        raise RuntimeError(f"{api}: The input tensor A must have at least 2 dimensions.")
    check_matrix(api, L, floating=False)
    require_lapack_dtype(L, "cholesky_inverse_out_cpu")
    batch = L.shape[:-2]
    out = np.zeros(L.shape, dtype=L.dtype)
    info = np.zeros(batch, dtype=np.int32)
    if L.size:
        potri = _lapack("potri", L)
        for i in _each(batch):
            out[i], info[i] = potri(L[i], lower=0 if upper else 1)
    raise_for_info(api, info, lambda k: (f"The diagonal element {k} is zero, the inversion could not be completed "
                                         "because the input matrix is singular."))
    triangle = np.triu(out) if upper else np.tril(out)
    mirrored = np.swapaxes(np.triu(out, 1) if upper else np.tril(out, -1), -1, -2)
    # (Hermitian for complex; column-major, as the LAPACK result PyTorch returns)
    return column_major(triangle + (np.conj(mirrored) if out.dtype.kind == "c" else mirrored))


# -- pseudo-inverse and rank ------------------------------------------------------------------------------

def _check_pinv(A):
    if A.ndim < 2 or A.dtype.kind not in INEXACT_KINDS or A.dtype.itemsize < 4:
        raise RuntimeError(f"linalg.pinv({scalar_type_name(A.dtype)}{{{list(A.shape)}}}): expected a tensor with 2 or "
                           "more dimensions of float, double, cfloat or cdouble types")


def tolerance(A, atol, rtol, largest):
    """PyTorch's cut-off for `small` singular values: max(atol, rtol * largest), with rtol defaulting to
    eps * max(m, n) (to 0 where a positive atol is given)."""
    eps = np.finfo(A.dtype).eps * max(A.shape[-2:])
    if rtol is None:
        rtol = eps if atol is None else np.where(np.asarray(atol) > 0, 0.0, eps)
    atol = 0.0 if atol is None else atol
    # (PyTorch's max(atol.unsqueeze(-1), rtol.unsqueeze(-1) * largest): its broadcasting errors, in that order)
    scaled = broadcast_shape(np.shape(rtol) + (1,), np.shape(largest))
    broadcast_shape(np.shape(atol) + (1,), scaled)
    return np.maximum(np.asarray(atol)[..., None], np.asarray(rtol)[..., None] * largest)


def pinv(A, atol, rtol, hermitian):
    """The pseudo-inverse from the SVD (the eigendecomposition when hermitian), inverting the singular
    values above tolerance(); an empty matrix gives zeros of the transposed shape."""
    _check_pinv(A)
    m, n = A.shape[-2:]
    if A.size == 0:
        return np.zeros(A.shape[:-2] + (n, m), dtype=A.dtype)
    with np.errstate(all="ignore"):
        # (through linalg.svd's and linalg.eigh's kernels: PyTorch's errors for nan, nan results for inf)
        if hermitian:
            S, U = eigh(A, "L")
            tol = tolerance(A, atol, rtol, np.abs(S).max(axis=-1, keepdims=True))
            inverse = np.where(np.abs(S) > tol, 1 / S, 0).astype(A.dtype)
            return (U * inverse[..., None, :]) @ _adjoint(U)
        U, S, Vh = svd(A, False)
        tol = tolerance(A, atol, rtol, S[..., :1])
        inverse = np.where(S > tol, 1 / S, 0).astype(A.dtype)
        return (_adjoint(Vh) * inverse[..., None, :]) @ _adjoint(U)


def _adjoint(M):
    """M^H (M^T for a real M)."""
    M = np.swapaxes(M, -1, -2)
    return np.conj(M) if M.dtype.kind == "c" else M


def check_matrix_rank(dtype, ndim):
    """linalg.matrix_rank's checks, with PyTorch's texts."""
    if ndim < 2:
        raise RuntimeError("torch.linalg.matrix_rank: The input tensor input must have at least 2 dimensions.")
    if dtype not in (np.float32, np.float64, np.complex64, np.complex128):
        raise RuntimeError("This function doesn't handle types other than float and double")


# -- Householder reflectors -------------------------------------------------------------------------------

def householder_product(A, tau):
    """The first n columns of H_1 ... H_k, H_i = I - tau_i v_i v_i^T with v_i column i of A below the
    diagonal after an implicit 1 (orgqr). The checks in PyTorch's order: the sizes before tau's rank
    (a 0-dim tau fails reading its size(-1))."""
    api = "torch.linalg.householder_product"
    if A.ndim < 2:
        raise RuntimeError(f"{api}: input must have at least 2 dimensions.")
    m, n = A.shape[-2:]
    if m < n:
        raise RuntimeError(f"{api}: input.shape[-2] must be greater than or equal to input.shape[-1]")
    if tau.ndim == 0:
        raise IndexError("Dimension specified as -1 but tensor has no dimensions")
    if n < tau.shape[-1]:
        raise RuntimeError(f"{api}: input.shape[-1] must be greater than or equal to tau.shape[-1]")
    if tau.ndim != A.ndim - 1:
        raise RuntimeError(f"{api}: Expected tau to have one dimension less than input, but got tau.ndim equal to "
                           f"{tau.ndim} and input.ndim is equal to {A.ndim}")
    if A.shape[:-2] != tau.shape[:-1]:
        raise RuntimeError(f"{api}: Expected batch dimensions of tau to be equal to input.shape[:-2], but got "
                           f"{list(tau.shape[:-1])}")
    if tau.dtype != A.dtype:
        raise RuntimeError(f"{api}: tau dtype {scalar_type_name(tau.dtype)} does not match input dtype "
                           f"{scalar_type_name(A.dtype)}")
    require_lapack_dtype(A, "orgqr_cpu")
    Q = np.zeros(A.shape, dtype=A.dtype)
    if A.size:
        orgqr = _lapack("orgqr", A)
        for i in _each(A.shape[:-2]):
            Q[i] = orgqr(A[i], tau[i])[0] if tau.shape[-1] else np.eye(m, n, dtype=A.dtype)
    return column_major(Q)


def geqrf(A):
    """(a, tau) of LAPACK's geqrf: R on and above the diagonal, the Householder vectors below it."""
    if A.ndim < 2:
        raise RuntimeError("torch.geqrf: input must have at least 2 dimensions.")
    require_lapack_dtype(A, "geqrf_cpu")
    m, n = A.shape[-2:]
    a = np.array(A, copy=True)
    tau = np.zeros(A.shape[:-2] + (min(m, n),), dtype=A.dtype)
    if A.size:
        routine = _lapack("geqrf", A)
        for i in _each(A.shape[:-2]):
            # (nan and inf: MKL's arithmetic, which scipy's LAPACK does not share)
            a[i], tau[i] = routine(A[i])[:2] if np.isfinite(A[i]).all() or A.dtype.kind == "c" else geqr2(A[i])
    return column_major(a), tau


def full_householder_q(A, tau):
    """The m x m product H_1 ... H_k of the reflectors stored in A (m x n) and tau (k <= n)."""
    m, k = A.shape[-2], tau.shape[-1]
    square = np.zeros(A.shape[:-1] + (m,), dtype=A.dtype)
    square[..., :, :k] = A[..., :, :k]
    return householder_product(square, tau)


def ormqr(A, tau, C, left, transpose):
    """op(Q) C (left) or C op(Q), Q the m x m product of the reflectors in (A, tau) and op transposing
    when asked (ormqr's result, through Q formed explicitly)."""
    api = "torch.ormqr"
    if A.ndim < 2:
        raise RuntimeError(f"{api}: input must have at least 2 dimensions.")
    if C.ndim < 2:
        raise RuntimeError(f"{api}: other must have at least 2 dimensions.")
    # (PyTorch compares the sizes first: a 0-dim tau fails reading its last size)
    side = -2 if left else -1
    if C.shape[side] != A.shape[-2]:
        raise RuntimeError(f"{api}: other.shape[{side}] must be equal to input.shape[-2]")
    if size_at(tau, -1) != min(A.shape[-1], C.shape[side]):
        raise RuntimeError(f"{api}: tau.shape[-1] must be equal to min(other.shape[{side}], input.shape[-1])")
    if tau.ndim != A.ndim - 1:
        raise RuntimeError(f"{api}: Expected tau to have one dimension less than input, but got tau.ndim equal to "
                           f"{tau.ndim} and input.ndim is equal to {A.ndim}")
    if C.ndim != A.ndim:
        raise RuntimeError(f"{api}: Expected other to have the same number of dimensions as input, but got other.ndim "
                           f"equal to {C.ndim} and input.ndim is equal to {A.ndim}")
    for name, t, tail in (("tau", tau, 1), ("other", C, 2)):
        if t.shape[:t.ndim - tail] != A.shape[:-2]:
            raise RuntimeError(f"{api}: Expected batch dimensions of {name} to be equal to input.shape[:-2], but got "
                               f"{list(t.shape[:t.ndim - tail])}")
    if C.dtype != A.dtype:
        raise RuntimeError(f"{api}: Expected input and other to have the same dtype, but input has dtype"
                           f"{scalar_type_name(A.dtype)} and other has dtype {scalar_type_name(C.dtype)}")
    if tau.dtype != A.dtype:
        raise RuntimeError(f"{api}: Expected input and tau to have the same dtype, but input has dtype"
                           f"{scalar_type_name(A.dtype)} and tau has dtype {scalar_type_name(tau.dtype)}")
    Q = full_householder_q(A, tau)
    if transpose:   # (Q^H for complex, as PyTorch's unmqr)
        Q = _adjoint(Q)
    return column_major(Q @ C if left else C @ Q)


# -- LDL^T ----------------------------------------------------------------------------------------------

def ldl_factor_ex(A, hermitian, check_errors, api="torch.linalg.ldl_factor_ex"):
    """(LD, pivots, info) of sytrf (Bunch-Kaufman) on A's lower triangle: L's strict lower triangle and
    the blocks of D in LD, LAPACK's pivots (negative for 2 x 2 blocks, 1-based). A complex A with
    hermitian=True: hetrf (A = L D L^H); without it, complex symmetric (L D L^T), as PyTorch."""
    check_matrix(api, A)
    require_lapack_dtype(A, "ldl_factor_cpu")
    LD = np.zeros(A.shape, dtype=A.dtype)
    pivots = np.zeros(A.shape[:-1], dtype=np.int32)
    info = np.zeros(A.shape[:-2], dtype=np.int32)
    if A.size:
        sytrf = _lapack("hetrf" if hermitian and A.dtype.kind == "c" else "sytrf", A)
        for i in _each(A.shape[:-2]):
            ld, piv, info[i] = sytrf(A[i], lower=1)
            LD[i], pivots[i] = np.tril(ld), piv
    if check_errors:
        raise_for_info(api.removesuffix("_ex") + "_ex", info, lambda code: f"Unknown error code: {code}.")
    return column_major(LD), pivots, info


def _check_ldl_pivots(api, LD, pivots):
    """PyTorch's checks of ldl_solve's pivots: LAPACK's sytrs reads them as row numbers, and one out of
    range writes outside the matrix (it crashed the process)."""
    if tuple(pivots.shape) != tuple(LD.shape[:-1]):
        raise RuntimeError(f"{api}: Expected LD.shape[:-1] and pivots.shape to be the same, but got pivots with "
                           f"shape {list(pivots.shape)} instead")
    if pivots.dtype.kind not in "iu":
        raise RuntimeError(f"{api}: Expected pivots to be integers. Got {scalar_type_name(pivots.dtype)}")
    magnitude = np.abs(pivots.astype(np.int64))
    if magnitude.size and magnitude.max() > LD.shape[-2]:
        raise RuntimeError("Pivots given to ldl_solve must all satisfy |pivot| <= LD.size(-2). Did you properly "
                           "pass the result of ldl_factor?")
    if magnitude.size and magnitude.min() < 1:
        raise RuntimeError("Pivots given to ldl_solve must all satisfy |pivot| >= 1. Did you properly pass the "
                           "result of ldl_factor?")


def ldl_solve(LD, pivots, B, hermitian):
    """X with A X = B from sytrf's factors (sytrs; hetrs for a complex hermitian=True factorization)."""
    api = "torch.linalg.ldl_solve"
    check_matrix(api, LD)   # (PyTorch's square-matrix check names LD 'A')
    if LD.dtype != B.dtype:   # (its linear-solve checks: the dtypes, then B.size(-2))
        raise RuntimeError(f"Expected b and A to have the same dtype, but found b of type "
                           f"{scalar_type_name(B.dtype)} and A of type {scalar_type_name(LD.dtype)} instead.")
    if B.ndim < 2:
        raise IndexError("Dimension specified as -2 but tensor has no dimensions" if B.ndim == 0 else
                         "Dimension out of range (expected to be in range of [-1, 0], but got -2)")
    if LD.shape[-1] != B.shape[-2]:
        raise RuntimeError(f"Incompatible matrix sizes for {api}: each A matrix is {LD.shape[-1]} by "
                           f"{LD.shape[-1]} but each b matrix is {B.shape[-2]} by {B.shape[-1]}")
    require_lapack_dtype(LD, "ldl_solve_cpu")
    _check_ldl_pivots(api, LD, pivots)
    batch, (LD, piv, B) = _broadcast_batch((LD, 2), (pivots.astype(np.int32), 1), (B, 2))
    X = np.empty(B.shape, dtype=B.dtype)
    if X.size:
        sytrs = _lapack("hetrs" if hermitian and LD.dtype.kind == "c" else "sytrs", LD)
        with np.errstate(all="ignore"):
            for i in _each(batch):
                X[i] = sytrs(LD[i], piv[i], B[i], lower=1)[0]
    return column_major(X)
