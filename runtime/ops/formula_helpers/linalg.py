"""Formulas' helpers for linear algebra, and their forward-mode tangents."""
import numpy as np

from ...autograd.grad_mode import state as _grad_state
from ...core.tensor import Tensor
from ...generated import ops
from ...kernels import linalg as linalg_kernels
from .core import ones_like, reduction_jvp, values_unreadable, zeros_like


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
    """A^{-H} (scale I) (A^{-T} for a real A), as PyTorch's recorded det/slogdet backward:
    linalg.solve(A^H, d), which refuses a singular A with linalg.solve's error."""
    n = A.shape[-1]
    diagonal = ops.expand(ops.unsqueeze(scale, -1), tuple(scale.shape) + (n,))
    return ops.linalg_solve(_adjoint(A), ops.diag_embed(diagonal))  # (not scale * I: inf * 0 is nan)


def _solve_with_forward_lu(A, scale, perturb_zero_pivots):
    """A^{-T} (scale I) solved with the LU the forward took, as PyTorch's unrecorded det/slogdet
    backward (linalg_kernels.solve_with_stored_lu): no refusal of singular matrices."""
    return Tensor._make(linalg_kernels.solve_with_stored_lu(A._data, scale._data, perturb_zero_pivots))


def _adjugate_backward(A, grad):
    """grad * d det / dA through the SVD, exact for singular A: with A = U S Vh,
    d det / dA = det(U) det(Vh) U diag(prod_{j!=i} S_j) Vh."""
    U, S, Vh = ops.linalg_svd(A, False)
    alpha = (ops.linalg_det(U) * ops.linalg_det(Vh)).conj() * grad   # (det(U) det(Vh): unit modulus)
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
    """grad * det * A^{-T} (grad * conj(det) * A^{-H} for a complex A); for (nearly) singular A, where
    A^{-1} does not exist, the adjugate from the SVD.

    As PyTorch: a first derivative that is not recorded (no create_graph) solves with A's LU,
    which gives exactly 0 for a matrix whose determinant is exactly 0 (and, for a real matrix with nan
    or inf entries, the nan/inf pattern of PyTorch's LU; a complex one takes the recorded formula,
    the stored-LU solve being transposed-only); a recorded one takes the adjugate where
    |det| < 100 eps and linalg.solve elsewhere, matrix by matrix."""
    if A.shape[-1] == 1:  # det [[a]] = a: PyTorch's gradient is grad itself, even at a = 0, nan or inf
        return _as_matrix_scale(grad)
    if A._data.size == 0:  # as PyTorch: zeros, not recorded even under create_graph
        return Tensor._make(np.zeros(A.shape, dtype=A._data.dtype))
    eps = np.finfo(A._data.dtype).eps
    if values_unreadable(A, grad, det):  # (a batch under vmap: the SVD form, exact for any matrix)
        return _adjugate_backward(A, grad)
    finite = np.isfinite(A._data).all()
    if not _grad_state.enabled and (finite or not A.is_complex()):
        if not finite:
            return _solve_with_forward_lu(A, grad * det, perturb_zero_pivots=True)
        exact_zero = det._data == 0
        if np.any(exact_zero):
            safe = np.where(exact_zero[..., None, None], np.eye(A.shape[-1], dtype=A._data.dtype), A._data)
            scale = (grad._data * np.conj(det._data))[..., None, None]
            inverse_h = np.swapaxes(np.linalg.inv(safe), -1, -2)
            return Tensor._make(np.where(exact_zero[..., None, None], 0.0, scale * (
                np.conj(inverse_h) if A.is_complex() else inverse_h)).astype(A._data.dtype))
        if not np.any(np.abs(det._data) < 100 * eps):
            return _as_matrix_scale(grad * det.conj()) * _adjoint(ops.linalg_inv(A))
        return _adjugate_backward(A, grad)
    return _masked_fmap(np.abs(det._data) < 100 * eps, lambda A, grad, det: _adjugate_backward(A, grad),
                        lambda A, grad, det: _solve_transposed(A, grad * det.conj()), A, grad, det)


def slogdet_backward(grad_logabsdet, A, sign, grad_sign=None):
    """d log|det A| / dA = A^{-T} (a real sign is locally constant: no gradient). As PyTorch, with
    the forward's LU when not recorded (a singular A gives inf/nan, not an error), with
    linalg.solve when recorded. No gradient for logabsdet (only the sign used): no gradient at all.
    `sign` (the forward's first output) is saved as PyTorch saves it (its complex formula uses it),
    so an in-place change of that output makes backward raise the version error, as there.

    A complex A: log det = logabsdet + i theta with sign = e^{i theta}, holomorphic with derivative
    A^{-T}; the loss's gradient for it is g = grad_logabsdet + i d/dtheta, where
    d/dtheta = Re(conj(grad_sign) i sign) = Im(grad_sign conj(sign)); gA = g A^{-H}, recorded-style."""
    if A.is_complex():
        if grad_sign is not None and not _is_unused(grad_sign):
            turn = ops.imag(grad_sign * sign.conj()) * 1j
            g = turn if grad_logabsdet is None else grad_logabsdet + turn
        elif grad_logabsdet is None:
            return None
        else:
            g = grad_logabsdet.to(A.dtype)
        return _solve_transposed(A, g)
    if grad_logabsdet is None:
        return None
    if not _grad_state.enabled and not values_unreadable(A, grad_logabsdet):
        return _solve_with_forward_lu(A, grad_logabsdet, perturb_zero_pivots=False)
    return _solve_transposed(A, grad_logabsdet)


def _adjoint(t):
    """t^H: the conjugate transpose for a complex t (PyTorch's formulas' mH), the transpose (mT, the
    node the real formulas have always recorded) for a real one."""
    return t.mH if t.is_complex() else t.mT


def _solve_right(A, B):
    """B A^{-1} as PyTorch's triangular solves in the cholesky and qr formulas give it: an ordinary
    tensor (linalg.solve(left=False) gives a complex result as a conjugate view, as PyTorch's does)."""
    X = ops.linalg_solve(A, B, left=False)
    return ops.resolve_conj(X) if X.is_complex() else X


def solve_backward(grad, A, B_sizes, X, left, grad_input_mask):
    """X = A^{-1} B (left) or B A^{-1}: gB = solve(A^H, gX) on the same side, and
    gA = -gB X^H (left) or -X^H gB (^H the transpose for real tensors)."""
    if _grad_state.enabled or values_unreadable(A, grad) or A.is_complex() or grad.is_complex():
        # recorded (a new solve with A^H, so that the graph reaches A), a wrapper subclass's or a
        # batch's (whose values only its __torch_dispatch__ or the batching layer reaches), or complex
        # (the kernel's adjoint solve transposes without conjugating)
        gB = ops.linalg_solve(_adjoint(A), grad, left=left)
    else:  # as PyTorch: the forward's LU of A, transposed (no refusal of a singular A; its nan/inf)
        gB = Tensor._make(linalg_kernels.solve_ex(A._data, grad._data, left, False, adjoint=True)[0])
    gA = None
    if grad_input_mask[0]:
        vector = len(B_sizes) == 1 or (len(B_sizes) == A.ndim - 1 and tuple(B_sizes) == tuple(A.shape[:-1]))
        if vector:
            gA = -(ops.unsqueeze(gB, -1) * ops.unsqueeze(X.conj(), -2))
        elif left:
            gA = -ops.matmul(gB, _adjoint(X))
        else:
            gA = -ops.matmul(_adjoint(X), gB)
    return gA, (gB if grad_input_mask[1] else None)


def cholesky_backward(grad, upper, L):
    """gA = L^{-H} Phi(L^H gL) L^{-1}, Phi taking the lower triangle with the diagonal halved and
    symmetrizing (the adjoint of PyTorch's cholesky_jvp; ^H the transpose for a real L). A complex
    L always takes the solves (the unchecked substitution below transposes without conjugating)."""
    if upper:
        L, grad = _adjoint(L), _adjoint(grad)
    gA = ops.tril(ops.matmul(_adjoint(L), grad))
    gA = 0.5 * (gA + _adjoint(ops.tril(gA, -1)))
    if (not _grad_state.enabled and not values_unreadable(L) and not L.is_complex()
            and not (np.diagonal(L._data, axis1=-2, axis2=-1) != 0).all()):
        # A failed factorization (cholesky_ex's info > 0) leaves zeros on L's diagonal: PyTorch's
        # triangular solves (trsm) divide by them (inf/nan), where linalg.solve would refuse.
        return Tensor._make(_upper_solve_unchecked(L._data, gA._data))
    gA = ops.linalg_solve(_adjoint(L), gA)
    return _solve_right(L, gA)


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
    """PyTorch's linalg_qr_backward: for m >= n, gA = (gQ + Q copyltu(M)) R^{-H} with
    M = gR R^H - Q^H gQ; for m < n the leading m x m block of R carries the gradient of Q (^H the
    transpose for real tensors). Complex: R's diagonal is real (LAPACK's), so Q^H dQ has the imaginary
    diagonal i Im diag(Q^H dA R^{-1}): copyltu(M)'s diagonal is Re diag(M), and the m < n case's
    tril(M^H - M) gets i Im diag(M) back."""
    if mode == "r":
        raise RuntimeError(QR_MODE_R_ERROR)
    m, n = Q.shape[-2], R.shape[-1]
    if mode == "complete" and m > n:
        raise RuntimeError("The QR decomposition is not differentiable when mode='complete' and nrows > ncols.")
    M = ops.matmul(gR, _adjoint(R)) - ops.matmul(_adjoint(Q), gQ)
    imaginary_diagonal = ops.diag_embed(ops.imag(ops.diagonal(M, 0, -2, -1)) * 1j) if M.is_complex() else None
    if m >= n:
        copyltu = ops.triu(M) + _adjoint(ops.triu(M, 1))
        if imaginary_diagonal is not None:
            copyltu = copyltu - imaginary_diagonal
        gA = ops.matmul(Q, copyltu) + gQ
        return _solve_by_lower(_adjoint(R), gA)
    skew = ops.tril(_adjoint(M) - M)
    if imaginary_diagonal is not None:
        skew = skew + imaginary_diagonal
    gA = ops.matmul(Q, skew)
    gA = _solve_by_lower(_adjoint(R[..., :m]), gA)
    zeros = Tensor._make(np.zeros(tuple(gA.shape[:-1]) + (n - m,), dtype=gA._data.dtype))
    return ops.cat([gA, zeros], -1) + ops.matmul(Q, gR)


def _solve_by_lower(L, G):
    """G L^{-1} for lower-triangular L (PyTorch's triangular solve in qr's backward). Not recorded and
    with a zero on L's diagonal (a rank-deficient A), by substitution as PyTorch's trsm: inf/nan where
    linalg.solve would refuse the singular matrix."""
    if not (_grad_state.enabled or values_unreadable(L, G) or L.is_complex()) and \
            not (np.diagonal(L._data, axis1=-2, axis2=-1) != 0).all():
        X = np.array(np.broadcast_to(G._data, np.broadcast_shapes(G.shape, L.shape[:-2] + G.shape[-2:])),
                     dtype=np.result_type(L._data, G._data), copy=True)
        return Tensor._make(_right_lower_solve_unchecked(L._data, X))
    return _solve_right(L, G)


def check_phase_invariant(VhgV, api):
    """PyTorch's refusal of a loss that depends on the phases of complex eigenvectors (each is defined
    up to a factor e^{i phi}): the imaginary diagonal of V^H gV, its derivative in phi, must be ~0."""
    if values_unreadable(VhgV):
        return
    diagonal = np.imag(np.diagonal(VhgV._data, axis1=-2, axis2=-1))
    if not np.allclose(diagonal, 0, rtol=1e-2, atol=1e-2):
        raise RuntimeError(f"{api}: The eigenvectors in the complex case are specified up to multiplication by "
                           "e^{i phi}. The specified loss function depends on this quantity, so it is ill-defined.")


def eigh_backward(gL, gV, L, V):
    """gA = V (diag(gL) + skew(V^H gV) / 2E) V^H with E_ij = L_j - L_i (PyTorch's
    linalg_eig_backward, Hermitian case; ^H the transpose for a real V); eigenvalues only:
    V diag(gL) V^H. For a complex V, skew(V^H gV) has an imaginary diagonal (zero for a loss that
    does not depend on the eigenvectors' phases); as PyTorch, gL replaces it when gL is used."""
    if _is_unused(gV):
        return ops.matmul(V * ops.unsqueeze(gL, -2), _adjoint(V))
    VtgV = ops.matmul(_adjoint(V), gV)
    E = ops.unsqueeze(L, -2) - ops.unsqueeze(L, -1) + _eye(L.shape[-1], L)
    if V.is_complex():
        check_phase_invariant(VtgV, "linalg_eigh_backward")
        inner = 0.5 * (VtgV - VtgV.mH) / E
        if not _is_unused(gL):
            inner = inner * Tensor._make(1.0 - np.eye(L.shape[-1], dtype=L._data.dtype)) + ops.diag_embed(gL)
        return ops.matmul(V, ops.matmul(inner, V.mH))
    inner = 0.5 * (VtgV - VtgV.mT) / E + ops.diag_embed(gL)
    return ops.matmul(V, ops.matmul(inner, V.mT))


def _check_svd_phase_invariant(UhgU, VhgV, S):
    """PyTorch's refusal of a loss that depends on the complex singular vectors' phases (U's column j
    and V's column j take the same factor e^{i phi}): Im diag(U^H gU) must be ~ -Im diag(V^H gV)."""
    if values_unreadable(*(t for t in (UhgU, VhgV) if t is not None)):
        return
    zero = np.zeros(S.shape, dtype=S._data.dtype)
    im_u = zero if UhgU is None else np.imag(np.diagonal(UhgU._data, axis1=-2, axis2=-1))
    im_v = zero if VhgV is None else np.imag(np.diagonal(VhgV._data, axis1=-2, axis2=-1))
    if not np.allclose(im_u, -im_v, rtol=1e-2, atol=1e-2):
        raise RuntimeError("svd_backward: The singular vectors in the complex case are specified up to "
                           "multiplication by e^{i phi}. The specified loss function depends on this phase term, "
                           "making it ill-defined.")


def svd_backward(gU, gS, gVh, U, S, Vh, full_matrices):
    """PyTorch's svd_backward: with skew(X) = X - X^H and E_jk = S_k^2 - S_j^2,
    gA = U [(skew(U^H gU) S + S skew(V^H gV)) / E + diag(gS)] V^H, plus the terms for the
    columns outside U's (m > n) or V's (m < n) span (^H the transpose for real tensors).
    full_matrices: the extra columns get none. As PyTorch, the terms of an unused output are left
    out, not computed from zeros: a zero gradient divided by a zero singular value would make them
    nan. Complex: the loss must not depend on the singular vectors' phases (Im diag(U^H gU) =
    -Im diag(V^H gV), else PyTorch's error), and with both vectors used diag(skew(U^H gU)) / 2S
    joins the diagonal (the phase U and V share)."""
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
        UtgU = ops.matmul(_adjoint(U), gU)
        UtgU = UtgU - _adjoint(UtgU)
    if use_Vh:
        VtgV = ops.matmul(Vh, _adjoint(gVh))
        VtgV = VtgV - _adjoint(VtgV)
    if U.is_complex():
        _check_svd_phase_invariant(UtgU if use_U else None, VtgV if use_Vh else None, S)
    if use_U and use_Vh:
        inner = (UtgU * ops.unsqueeze(S, -2) + ops.unsqueeze(S, -1) * VtgV) / E
    elif use_Vh:
        inner = ops.unsqueeze(S, -1) * (VtgV / E)
    else:
        inner = (UtgU / E) * ops.unsqueeze(S, -2)
    if not _is_unused(gS):
        inner = inner + ops.diag_embed(gS)
    if U.is_complex() and use_U and use_Vh:
        inner = inner + ops.diag_embed(ops.diagonal(UtgU, 0, -2, -1) / (2 * S))
    if m > n and use_U:
        gUSinv = gU / ops.unsqueeze(S, -2)
        gA = ops.matmul(U, inner) + gUSinv - ops.matmul(U, ops.matmul(_adjoint(U), gUSinv))
        return ops.matmul(gA, Vh)
    if m < n and use_Vh:
        SinvgVh = gVh / ops.unsqueeze(S, -1)
        gA = ops.matmul(inner, Vh) + SinvgVh - ops.matmul(ops.matmul(SinvgVh, _adjoint(Vh)), Vh)
        return ops.matmul(U, gA)
    if m >= n:
        return ops.matmul(U, ops.matmul(inner, Vh))
    return ops.matmul(ops.matmul(U, inner), Vh)


def slogdet_jvp(A_t, A, sign, logabsdet):
    """(sign, logabsdet) tangents: with t = tr(A^{-1} dA), d logabsdet = Re t and, for a complex A,
    d sign = i Im(t) sign (a real sign is locally constant: zero)."""
    trace = reduction_jvp(slogdet_backward(ones_like(logabsdet), A, sign), A_t, (-2, -1), False)
    if not A.is_complex():
        return zeros_like(sign), trace
    return ops.imag(trace) * 1j * sign, ops.real(trace)


def cholesky_jvp(A_t, L, upper):
    """dL = L Phi(L^{-1} dA L^{-H}), Phi: the lower triangle with the diagonal halved (^H the
    transpose for a real L)."""
    if upper:
        L = _adjoint(L)
    inner = ops.linalg_solve(L, ops.linalg_solve(_adjoint(L), A_t, left=False))
    phi = ops.tril(inner, -1) + 0.5 * ops.tril(ops.triu(inner))
    dL = ops.matmul(L, phi)
    return _adjoint(dL) if upper else dL


def eigh_jvp(A_t, L, V):
    """dL = diag(V^H dA V) (its real part for complex V); dV = V (F * V^H dA V) with
    F_ij = 1 / (L_j - L_i) off the diagonal (^H the transpose for a real V)."""
    inner = ops.matmul(_adjoint(V), ops.matmul(A_t, V))
    dL = ops.diagonal(inner, 0, -2, -1)
    if dL.is_complex():
        dL = ops.real(dL)
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
    """A = QR with R square (m >= n, reduced): C = Q^H dA R^{-1} = Q^H dQ + dR R^{-1}, whose first term
    is skew-Hermitian and second upper triangular, so Q^H dQ = L - L^H with L the strict lower triangle
    of C, plus (complex: R's diagonal is real, so dR R^{-1}'s is) i Im diag(C); then dR = (C - Q^H dQ) R
    and dQ = (dA - Q dR) R^{-1} (^H the transpose for real tensors)."""
    C = _solve_right(R, ops.matmul(_adjoint(Q), A_t))
    lower = ops.tril(C, -1)
    if C.is_complex():
        lower = lower + 0.5 * ops.diag_embed(ops.imag(ops.diagonal(C, 0, -2, -1)) * 1j)
    dR = ops.matmul(C - lower + _adjoint(lower), R)
    dQ = _solve_right(R, A_t - ops.matmul(Q, dR))
    return dQ, dR


def qr_jvp(A_t, Q, R, mode):
    """The tangents of linalg.qr; for m < n, A = Q [R1 | R2]: the square case on the leading m
    columns, and dR2 = Q^H (dA2 - dQ R2). Refuses the modes whose backward refuses too."""
    if mode == "r":
        raise RuntimeError(QR_MODE_R_ERROR)
    m, n = Q.shape[-2], R.shape[-1]
    if mode == "complete" and m > n:
        raise RuntimeError("The QR decomposition is not differentiable when mode='complete' and nrows > ncols.")
    if m >= n:
        return _qr_square_jvp(A_t, Q, R)
    dQ, dR1 = _qr_square_jvp(A_t[..., :m], Q, R[..., :m])
    dR2 = ops.matmul(_adjoint(Q), A_t[..., m:] - ops.matmul(dQ, R[..., m:]))
    return dQ, ops.cat([dR1, dR2], -1)


def _pad_columns(t, width):
    """t with zero columns appended up to `width` columns."""
    if t.shape[-1] == width:
        return t
    zeros = Tensor._make(np.zeros(tuple(t.shape[:-1]) + (width - t.shape[-1],), dtype=t._data.dtype))
    return ops.cat([t, zeros], -1)


def svd_jvp(A_t, U, S, Vh, full_matrices):
    """A = U S V^H: with dP = U^H dA V and E_jk = S_k^2 - S_j^2, dS = Re diag(dP),
    U^H dU = (dP S + S dP^H) / E and V^H dV = (S dP + dP^H S) / E off the diagonal, plus the part
    of dU outside U's span (m > n) or of dV outside V's (m < n) (^H the transpose for real tensors).
    The diagonal is zero for real tensors; complex ones split the phase Im diag(dP) / S between U
    and V as PyTorch: +i Im(dP_jj) / 2S_j in U^H dU, -i Im(dP_jj) / 2S_j in V^H dV. As in PyTorch,
    the extra columns of full_matrices' U or V (not determined by A) get a zero tangent."""
    k = S.shape[-1]
    U_full, Vh_full = U, Vh
    U, Vh = U[..., :k], Vh[..., :k, :]
    m, n = U.shape[-2], Vh.shape[-1]
    V = _adjoint(Vh)
    dP = ops.matmul(_adjoint(U), ops.matmul(A_t, V))
    dS = ops.diagonal(dP, 0, -2, -1)
    if dS.is_complex():
        phase = ops.diag_embed(ops.imag(dS) / (2 * S) * 1j)
        dS = ops.real(dS)
    S2 = S * S
    off = Tensor._make(1.0 - np.eye(k, dtype=S._data.dtype))
    E = ops.unsqueeze(S2, -2) - ops.unsqueeze(S2, -1) + _eye(k, S)
    row, col = ops.unsqueeze(S, -1), ops.unsqueeze(S, -2)  # S_j and S_k of entry (j, k)
    omega_U = (dP * col + row * _adjoint(dP)) * off / E
    omega_V = (row * dP + _adjoint(dP) * col) * off / E
    if dP.is_complex():
        omega_U, omega_V = omega_U + phase, omega_V - phase
    dU = ops.matmul(U, omega_U)
    dV = ops.matmul(V, omega_V)
    if m > n:
        outside = ops.matmul(A_t, V) / col
        dU = dU + outside - ops.matmul(U, ops.matmul(_adjoint(U), outside))
    elif m < n:
        outside = ops.matmul(_adjoint(A_t), U) / col
        dV = dV + outside - ops.matmul(V, ops.matmul(_adjoint(V), outside))
    if full_matrices:
        dU = _pad_columns(dU, U_full.shape[-1])
        dV = _pad_columns(dV, Vh_full.shape[-2])
    return dU, dS, _adjoint(dV)


def matrix_exp_differential(A, G, adjoint):
    """The derivative of exp at A applied to G (adjoint: its adjoint, the backward), read off the
    upper-right block of exp([[M, G], [0, M]]) with M = A (A^H for the adjoint), as PyTorch."""
    n = A.shape[-1]
    M = A.mH if adjoint else A
    block = ops.cat([ops.cat([M, G], -1), ops.cat([zeros_like(M), M], -1)], -2)
    return ops.narrow(ops.narrow(ops.linalg_matrix_exp(block), -2, 0, n), -1, n, n)
