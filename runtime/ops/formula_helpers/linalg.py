"""Formulas' helpers for linear algebra, and their forward-mode tangents."""
import numpy as np

from ...autograd.grad_mode import state as _grad_state
from ...core.tensor import Tensor
from ...generated import ops
from ...kernels import linalg as linalg_kernels
from .core import values_unreadable, zeros_like


def trace_backward(grad, sizes):
    """d trace(A) / dA is the identity (of A's possibly rectangular shape), scaled by grad: grad is
    put on the diagonal, not multiplied by the identity, so an infinite grad leaves zeros off it
    (as PyTorch's, which fills the diagonal of zeros)."""
    return ops.where(Tensor._make(np.eye(sizes[0], sizes[1], dtype=bool)), grad, 0.0)


# -- linear algebra (PyTorch's FunctionsManual.cpp formulas, written with table ops) -----------------

def _eye(n, like):
    return Tensor._make(np.eye(n, dtype=like._data.dtype))


def _is_unused(g):
    """A gradient the engine filled with zeros for an unused output: its terms may be skipped
    (PyTorch skips undefined gradients), unless it is part of a graph (double backward)."""
    return not g.requires_grad and not np.any(g._data)


def _as_matrix_scale(t):
    """(...,) -> (..., 1, 1): one factor per matrix of a batch."""
    return ops.unsqueeze(ops.unsqueeze(t, -1), -1)


def _masked_fmap(mask, f_true, f_false, *tensors):
    """f_true on the matrices of a batch where mask holds, f_false on the others, as PyTorch's
    masked_fmap: each formula sees only the matrices it is meant for (the SVD would refuse a nan
    matrix that the other formula turns into nan)."""
    if mask.all():
        return f_true(*tensors)
    if not mask.any():
        return f_false(*tensors)
    chosen, others = Tensor._make(mask), Tensor._make(~mask)
    out = Tensor._make(np.zeros(tuple(tensors[0].shape), dtype=tensors[0]._data.dtype))
    out = ops.index_put(out, (chosen,), f_true(*(t[chosen] for t in tensors)))
    return ops.index_put(out, (others,), f_false(*(t[others] for t in tensors)))


def _solve_transposed(A, scale):
    """A^{-T} (scale I), as PyTorch's recorded det/slogdet backward: linalg.solve(A^H, d), which
    refuses a singular A with linalg.solve's error."""
    n = A.shape[-1]
    diagonal = ops.expand(ops.unsqueeze(scale, -1), tuple(scale.shape) + (n,))
    return ops.linalg_solve(A.mT, ops.diag_embed(diagonal))  # (not scale * I: inf * 0 is nan)


def _solve_with_forward_lu(A, scale, perturb_zero_pivots):
    """A^{-T} (scale I) solved with the LU the forward took, as PyTorch's unrecorded det/slogdet
    backward (linalg_kernels.solve_with_stored_lu): no refusal of singular matrices."""
    return Tensor._make(linalg_kernels.solve_with_stored_lu(A._data, scale._data, perturb_zero_pivots))


def _adjugate_backward(A, grad):
    """grad * d det / dA through the SVD, exact for singular A: with A = U S Vh,
    d det / dA = det(U) det(Vh) U diag(prod_{j!=i} S_j) Vh."""
    U, S, Vh = ops.linalg_svd(A, False)
    alpha = ops.linalg_det(U) * ops.linalg_det(Vh) * grad
    n = S.shape[-1]
    singular_values = [ops.select(S, -1, j) for j in range(n)]
    others = []  # prod_{j != i} S_j for each i, exact when some S_j are zero
    for i in range(n):
        factors = [s for j, s in enumerate(singular_values) if j != i]
        product = factors[0] if factors else Tensor._make(np.ones(tuple(S.shape[:-1]), dtype=S._data.dtype))
        for f in factors[1:]:
            product = product * f
        others.append(product)
    D = ops.unsqueeze(alpha, -1) * ops.stack(others, -1)
    return ops.matmul(U * ops.unsqueeze(D, -2), Vh)


def det_backward(grad, det, A):
    """grad * det * A^{-T}; for (nearly) singular A, where A^{-1} does not exist, the adjugate
    from the SVD.

    As PyTorch: a first derivative that is not recorded (no create_graph) solves with A's LU,
    which gives exactly 0 for a matrix whose determinant is exactly 0 (and, for a matrix with nan
    or inf entries, the nan/inf pattern of PyTorch's LU); a recorded one takes the adjugate where
    |det| < 100 eps and linalg.solve elsewhere, matrix by matrix."""
    if A.shape[-1] == 1:  # det [[a]] = a: PyTorch's gradient is grad itself, even at a = 0, nan or inf
        return _as_matrix_scale(grad)
    if A._data.size == 0:  # as PyTorch: zeros, not recorded even under create_graph
        return Tensor._make(np.zeros(A.shape, dtype=A._data.dtype))
    eps = np.finfo(A._data.dtype).eps
    if values_unreadable(A, grad, det):  # (a batch under vmap: the SVD form, exact for any matrix)
        return _adjugate_backward(A, grad)
    if not _grad_state.enabled:
        if not np.isfinite(A._data).all():
            return _solve_with_forward_lu(A, grad * det, perturb_zero_pivots=True)
        exact_zero = det._data == 0
        if np.any(exact_zero):
            safe = np.where(exact_zero[..., None, None], np.eye(A.shape[-1], dtype=A._data.dtype), A._data)
            scale = (grad._data * det._data)[..., None, None]
            return Tensor._make(np.where(exact_zero[..., None, None], 0.0, scale * np.swapaxes(
                np.linalg.inv(safe), -1, -2)).astype(A._data.dtype))
        if not np.any(np.abs(det._data) < 100 * eps):
            return _as_matrix_scale(grad * det) * ops.linalg_inv(A).mT
        return _adjugate_backward(A, grad)
    return _masked_fmap(np.abs(det._data) < 100 * eps, lambda A, grad, det: _adjugate_backward(A, grad),
                        lambda A, grad, det: _solve_transposed(A, grad * det), A, grad, det)


def slogdet_backward(grad_logabsdet, A, sign):
    """d log|det A| / dA = A^{-T} (the sign is locally constant: no gradient). As PyTorch, with
    the forward's LU when not recorded (a singular A gives inf/nan, not an error), with
    linalg.solve when recorded. No gradient for logabsdet (only the sign used): no gradient at all.
    `sign` (the forward's first output) is saved as PyTorch saves it (its complex formula uses it),
    so an in-place change of that output makes backward raise the version error, as there."""
    if grad_logabsdet is None:
        return None
    if not _grad_state.enabled and not values_unreadable(A, grad_logabsdet):
        return _solve_with_forward_lu(A, grad_logabsdet, perturb_zero_pivots=False)
    return _solve_transposed(A, grad_logabsdet)


def solve_backward(grad, A, B_sizes, X, left, grad_input_mask):
    """X = A^{-1} B (left) or B A^{-1}: gB = solve(A^T, gX) on the same side, and
    gA = -gB X^T (left) or -X^T gB."""
    if _grad_state.enabled or values_unreadable(A, grad):
        # recorded (a new solve with A^T, so that the graph reaches A), or a wrapper subclass's or a
        # batch's (whose values only its __torch_dispatch__ or the batching layer reaches)
        gB = ops.linalg_solve(A.mT, grad, left=left)
    else:  # as PyTorch: the forward's LU of A, transposed (no refusal of a singular A; its nan/inf)
        gB = Tensor._make(linalg_kernels.solve_ex(A._data, grad._data, left, False, adjoint=True)[0])
    gA = None
    if grad_input_mask[0]:
        vector = len(B_sizes) == 1 or (len(B_sizes) == A.ndim - 1 and tuple(B_sizes) == tuple(A.shape[:-1]))
        if vector:
            gA = -(ops.unsqueeze(gB, -1) * ops.unsqueeze(X, -2))
        elif left:
            gA = -ops.matmul(gB, X.mT)
        else:
            gA = -ops.matmul(X.mT, gB)
    return gA, (gB if grad_input_mask[1] else None)


def cholesky_backward(grad, upper, L):
    """gA = L^{-T} Phi(L^T gL) L^{-1}, Phi taking the lower triangle with the diagonal halved and
    symmetrizing (the adjoint of PyTorch's cholesky_jvp)."""
    if upper:
        L, grad = L.mT, grad.mT
    gA = ops.tril(ops.matmul(L.mT, grad))
    gA = 0.5 * (gA + ops.tril(gA, -1).mT)
    if (not _grad_state.enabled and not values_unreadable(L)
            and not (np.diagonal(L._data, axis1=-2, axis2=-1) != 0).all()):
        # A failed factorization (cholesky_ex's info > 0) leaves zeros on L's diagonal: PyTorch's
        # triangular solves (trsm) divide by them (inf/nan), where linalg.solve would refuse.
        return Tensor._make(_upper_solve_unchecked(L._data, gA._data))
    gA = ops.linalg_solve(L.mT, gA)
    return ops.linalg_solve(L, gA, left=False)


def _upper_solve_unchecked(L, G):
    """L^{-T} G L^{-1} for lower-triangular L by substitution as PyTorch's trsm (MKL) does it, with no
    singularity check: the left solve (upper L^T) skips a right-hand-side entry that is 0, the right
    one (lower L) does not, which decides where 0 / 0 and 0 * inf give nan (measured on PyTorch)."""
    n = L.shape[-1]
    X = np.array(G, dtype=np.result_type(L, G), copy=True)
    with np.errstate(all="ignore"):
        for k in range(n - 1, -1, -1):             # L^T X = G, column by column of G at once
            row = X[..., k, :]
            nonzero = row != 0
            row = np.where(nonzero, row / L[..., k, k, None], row)
            X[..., k, :] = row
            X[..., :k, :] -= np.where(nonzero[..., None, :], L[..., k, :k, None] * row[..., None, :], 0.0)
    return _right_lower_solve_unchecked(L, X)


def _right_lower_solve_unchecked(L, X):
    """X L^{-1} for lower-triangular L, in X's memory, by substitution with no singularity check: a
    zero on L's diagonal divides (inf/nan) as PyTorch's trsm, where linalg.solve would refuse."""
    n = L.shape[-1]
    with np.errstate(all="ignore"):
        for j in range(n - 1, -1, -1):
            for k in range(j + 1, n):
                X[..., :, j] -= L[..., k, j, None] * X[..., :, k]
            X[..., :, j] /= L[..., j, j, None]
    return X


QR_MODE_R_ERROR = ("The derivative of linalg.qr depends on Q, which is not computed when mode='r'. Please use "
                   "linalg.qr(A, mode='reduced') if you are going to differentiate through linalg.qr.")


def qr_backward(gQ, gR, Q, R, mode):
    """PyTorch's linalg_qr_backward: for m >= n, gA = (gQ + Q copyltu(gR R^T - Q^T gQ)) R^{-T};
    for m < n the leading m x m block of R carries the gradient of Q."""
    if mode == "r":
        raise RuntimeError(QR_MODE_R_ERROR)
    m, n = Q.shape[-2], R.shape[-1]
    if mode == "complete" and m > n:
        raise RuntimeError("The QR decomposition is not differentiable when mode='complete' and nrows > ncols.")
    M = ops.matmul(gR, R.mT) - ops.matmul(Q.mT, gQ)
    if m >= n:
        gA = ops.matmul(Q, ops.triu(M) + ops.triu(M, 1).mT) + gQ
        return _solve_by_lower(R.mT, gA)
    gA = ops.matmul(Q, ops.tril(M.mT - M))
    gA = _solve_by_lower(R[..., :m].mT, gA)
    zeros = Tensor._make(np.zeros(tuple(gA.shape[:-1]) + (n - m,), dtype=gA._data.dtype))
    return ops.cat([gA, zeros], -1) + ops.matmul(Q, gR)


def _solve_by_lower(L, G):
    """G L^{-1} for lower-triangular L (PyTorch's triangular solve in qr's backward). Not recorded and
    with a zero on L's diagonal (a rank-deficient A), by substitution as PyTorch's trsm: inf/nan where
    linalg.solve would refuse the singular matrix."""
    if not (_grad_state.enabled or values_unreadable(L, G)) and \
            not (np.diagonal(L._data, axis1=-2, axis2=-1) != 0).all():
        X = np.array(np.broadcast_to(G._data, np.broadcast_shapes(G.shape, L.shape[:-2] + G.shape[-2:])),
                     dtype=np.result_type(L._data, G._data), copy=True)
        return Tensor._make(_right_lower_solve_unchecked(L._data, X))
    return ops.linalg_solve(L, G, left=False)


def eigh_backward(gL, gV, L, V):
    """gA = V (diag(gL) + skew(V^T gV) / 2E) V^T with E_ij = L_j - L_i (PyTorch's
    linalg_eig_backward, Hermitian case); eigenvalues only: V diag(gL) V^T."""
    if _is_unused(gV):
        return ops.matmul(V * ops.unsqueeze(gL, -2), V.mT)
    VtgV = ops.matmul(V.mT, gV)
    E = ops.unsqueeze(L, -2) - ops.unsqueeze(L, -1) + _eye(L.shape[-1], L)
    inner = 0.5 * (VtgV - VtgV.mT) / E + ops.diag_embed(gL)
    return ops.matmul(V, ops.matmul(inner, V.mT))


def svd_backward(gU, gS, gVh, U, S, Vh, full_matrices):
    """PyTorch's svd_backward (real case): with skew(X) = X - X^T and E_jk = S_k^2 - S_j^2,
    gA = U [(skew(U^T gU) S + S skew(V^T gV)) / E + diag(gS)] V^T, plus the terms for the
    columns outside U's (m > n) or V's (m < n) span. full_matrices: the extra columns get none.
    As PyTorch, the terms of an unused output are left out, not computed from zeros: a zero
    gradient divided by a zero singular value would make them nan."""
    k = S.shape[-1]
    if full_matrices:
        U, Vh, gU, gVh = U[..., :k], Vh[..., :k, :], gU[..., :k], gVh[..., :k, :]
    m, n = U.shape[-2], Vh.shape[-1]
    use_U, use_Vh = not _is_unused(gU), not _is_unused(gVh)
    if not use_U and not use_Vh:
        if m >= n:
            return ops.matmul(U, ops.unsqueeze(gS, -1) * Vh)
        return ops.matmul(U * ops.unsqueeze(gS, -2), Vh)
    S2 = S * S
    E = ops.unsqueeze(S2, -2) - ops.unsqueeze(S2, -1) + _eye(k, S)
    if use_U:
        UtgU = ops.matmul(U.mT, gU)
        UtgU = UtgU - UtgU.mT
    if use_Vh:
        VtgV = ops.matmul(Vh, gVh.mT)
        VtgV = VtgV - VtgV.mT
    if use_U and use_Vh:
        inner = (UtgU * ops.unsqueeze(S, -2) + ops.unsqueeze(S, -1) * VtgV) / E
    elif use_Vh:
        inner = ops.unsqueeze(S, -1) * (VtgV / E)
    else:
        inner = (UtgU / E) * ops.unsqueeze(S, -2)
    if not _is_unused(gS):
        inner = inner + ops.diag_embed(gS)
    if m > n and use_U:
        gUSinv = gU / ops.unsqueeze(S, -2)
        gA = ops.matmul(U, inner) + gUSinv - ops.matmul(U, ops.matmul(U.mT, gUSinv))
        return ops.matmul(gA, Vh)
    if m < n and use_Vh:
        SinvgVh = gVh / ops.unsqueeze(S, -1)
        gA = ops.matmul(inner, Vh) + SinvgVh - ops.matmul(ops.matmul(SinvgVh, Vh.mT), Vh)
        return ops.matmul(U, gA)
    if m >= n:
        return ops.matmul(U, ops.matmul(inner, Vh))
    return ops.matmul(ops.matmul(U, inner), Vh)


def cholesky_jvp(A_t, L, upper):
    """dL = L Phi(L^{-1} dA L^{-T}), Phi: the lower triangle with the diagonal halved."""
    if upper:
        L = L.mT
    inner = ops.linalg_solve(L, ops.linalg_solve(L.mT, A_t, left=False))
    phi = ops.tril(inner, -1) + 0.5 * ops.tril(ops.triu(inner))
    dL = ops.matmul(L, phi)
    return dL.mT if upper else dL


def eigh_jvp(A_t, L, V):
    """dL = diag(V^T dA V); dV = V (F * V^T dA V) with F_ij = 1 / (L_j - L_i) off the diagonal."""
    inner = ops.matmul(V.mT, ops.matmul(A_t, V))
    dL = ops.diagonal(inner, 0, -2, -1)
    n = L.shape[-1]
    off = Tensor._make(1.0 - np.eye(n, dtype=L._data.dtype))
    E = ops.unsqueeze(L, -2) - ops.unsqueeze(L, -1) + _eye(n, L)
    dV = ops.matmul(V, inner * off / E)
    return dL, dV


def solve_jvp(A_t, B_t, A, B, X, left):
    """X = A^{-1} B: dX = A^{-1} (dB - dA X) (left), or (dB - X dA) A^{-1}; B may be a (batch of) vector(s)."""
    vector = B.ndim == 1 or (B.ndim == A.ndim - 1 and tuple(B.shape) == tuple(A.shape[:-1]))
    if vector:
        return ops.linalg_solve(A, B_t - ops.squeeze(ops.matmul(A_t, ops.unsqueeze(X, -1)), -1))
    if left:
        return ops.linalg_solve(A, B_t - ops.matmul(A_t, X))
    return ops.linalg_solve(A, B_t - ops.matmul(X, A_t), left=False)


def _qr_square_jvp(A_t, Q, R):
    """A = QR with R square (m >= n, reduced): C = Q^T dA R^{-1} = Q^T dQ + dR R^{-1}, whose first term
    is skew and second upper triangular, so Q^T dQ = L - L^T with L the strict lower triangle of C;
    then dR = (C - Q^T dQ) R and dQ = (dA - Q dR) R^{-1}."""
    C = ops.linalg_solve(R, ops.matmul(Q.mT, A_t), left=False)
    lower = ops.tril(C, -1)
    dR = ops.matmul(C - lower + lower.mT, R)
    dQ = ops.linalg_solve(R, A_t - ops.matmul(Q, dR), left=False)
    return dQ, dR


def qr_jvp(A_t, Q, R, mode):
    """The tangents of linalg.qr; for m < n, A = Q [R1 | R2]: the square case on the leading m
    columns, and dR2 = Q^T (dA2 - dQ R2). Refuses the modes whose backward refuses too."""
    if mode == "r":
        raise RuntimeError(QR_MODE_R_ERROR)
    m, n = Q.shape[-2], R.shape[-1]
    if mode == "complete" and m > n:
        raise RuntimeError("The QR decomposition is not differentiable when mode='complete' and nrows > ncols.")
    if m >= n:
        return _qr_square_jvp(A_t, Q, R)
    dQ, dR1 = _qr_square_jvp(A_t[..., :m], Q, R[..., :m])
    dR2 = ops.matmul(Q.mT, A_t[..., m:] - ops.matmul(dQ, R[..., m:]))
    return dQ, ops.cat([dR1, dR2], -1)


def _pad_columns(t, width):
    """t with zero columns appended up to `width` columns."""
    if t.shape[-1] == width:
        return t
    zeros = Tensor._make(np.zeros(tuple(t.shape[:-1]) + (width - t.shape[-1],), dtype=t._data.dtype))
    return ops.cat([t, zeros], -1)


def svd_jvp(A_t, U, S, Vh, full_matrices):
    """A = U S V^T: with dP = U^T dA V and E_jk = S_k^2 - S_j^2, dS = diag(dP),
    U^T dU = (dP S + S dP^T) / E and V^T dV = (S dP + dP^T S) / E off the diagonal (zero on it),
    plus the part of dU outside U's span (m > n) or of dV outside V's (m < n). As in PyTorch, the
    extra columns of full_matrices' U or V (not determined by A) get a zero tangent."""
    k = S.shape[-1]
    U_full, Vh_full = U, Vh
    U, Vh = U[..., :k], Vh[..., :k, :]
    m, n = U.shape[-2], Vh.shape[-1]
    V = Vh.mT
    dP = ops.matmul(U.mT, ops.matmul(A_t, V))
    dS = ops.diagonal(dP, 0, -2, -1)
    S2 = S * S
    off = Tensor._make(1.0 - np.eye(k, dtype=S._data.dtype))
    E = ops.unsqueeze(S2, -2) - ops.unsqueeze(S2, -1) + _eye(k, S)
    row, col = ops.unsqueeze(S, -1), ops.unsqueeze(S, -2)  # S_j and S_k of entry (j, k)
    omega_U = (dP * col + row * dP.mT) * off / E
    omega_V = (row * dP + dP.mT * col) * off / E
    dU = ops.matmul(U, omega_U)
    dV = ops.matmul(V, omega_V)
    if m > n:
        outside = ops.matmul(A_t, V) / col
        dU = dU + outside - ops.matmul(U, ops.matmul(U.mT, outside))
    elif m < n:
        outside = ops.matmul(A_t.mT, U) / col
        dV = dV + outside - ops.matmul(V, ops.matmul(V.mT, outside))
    if full_matrices:
        dU = _pad_columns(dU, U_full.shape[-1])
        dV = _pad_columns(dV, Vh_full.shape[-2])
    return dU, dS, dV.mT


def matrix_exp_differential(A, G, adjoint):
    """The derivative of exp at A applied to G (adjoint: its adjoint, the backward), read off the
    upper-right block of exp([[M, G], [0, M]]) with M = A (A^H for the adjoint), as PyTorch."""
    n = A.shape[-1]
    M = A.mH if adjoint else A
    block = ops.cat([ops.cat([M, G], -1), ops.cat([zeros_like(M), M], -1)], -2)
    return ops.narrow(ops.narrow(ops.linalg_matrix_exp(block), -2, 0, n), -1, n, n)
