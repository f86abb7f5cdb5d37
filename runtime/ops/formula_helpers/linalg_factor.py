"""Formulas' helpers for the factorizations and the solvers that take factors (LU, triangular and Cholesky
solves, pseudo-inverse, least squares, Householder products): PyTorch's FunctionsManual.cpp derivatives,
written with table ops so that they are differentiable again. _adjoint is ^H (^T, the same node as
before, for real matrices)."""
import numpy as np

from ...core.tensor import Tensor
from ...generated import ops
from .linalg import _adjoint


def _solve_tri(A, B, upper, left=True, unitriangular=False):
    return ops.linalg_solve_triangular(A, B, upper=upper, left=left, unitriangular=unitriangular)


def _triangle(t, upper, unitriangular):
    """The triangle a triangular solve reads (without the diagonal when it is taken to be ones)."""
    return ops.triu(t, 1 if unitriangular else 0) if upper else ops.tril(t, -1 if unitriangular else 0)


def _zeros(shape, like):
    return Tensor._make(np.zeros(tuple(shape), dtype=like._data.dtype))


def _padded(t, rows, cols):
    """t with zero rows and columns appended up to (rows, cols)."""
    if t.shape[-1] < cols:
        t = ops.cat([t, _zeros(tuple(t.shape[:-1]) + (cols - t.shape[-1],), t)], -1)
    if t.shape[-2] < rows:
        t = ops.cat([t, _zeros(tuple(t.shape[:-2]) + (rows - t.shape[-2], t.shape[-1]), t)], -2)
    return t


# -- triangular systems -----------------------------------------------------------------------------

def solve_triangular_backward(grad, A, X, upper, left, unitriangular, grad_input_mask):
    """X = A^{-1} B (left) or B A^{-1}: gB solves with A^T on the same side; gA = -gB X^T (left) or
    -X^T gB, kept to the triangle the forward read."""
    gB = _solve_tri(_adjoint(A), grad, not upper, left, unitriangular)
    gA = None
    if grad_input_mask[0]:
        gA = _triangle(-ops.matmul(gB, _adjoint(X)) if left else -ops.matmul(_adjoint(X), gB), upper, unitriangular)
    return gA, (gB if grad_input_mask[1] else None)


def solve_triangular_jvp(A_t, B_t, A, X, upper, left, unitriangular):
    """dX = A^{-1} (dB - dA X) (left) or (dB - X dA) A^{-1}, dA restricted to the triangle read."""
    dA = _triangle(A_t, upper, unitriangular)
    return _solve_tri(A, B_t - (ops.matmul(dA, X) if left else ops.matmul(X, dA)), upper, left, unitriangular)


def triangular_solve_backward(grad_x, grad_m, b, A, X, upper, transpose, unitriangular, grad_input_mask):
    """torch.triangular_solve: op(A) X = b. gb = op(A)^{-T} gX; gA = -(gb X^T) (or -(X gb^T) when
    transposed) in A's triangle, plus the gradient of the returned copy of A."""
    # (complex: op(A)'s adjoint is conj(A)^T without transpose, conj(A) with it; X's conjugate likewise)
    gb = ops.triangular_solve(grad_x, A.conj(), upper, not transpose, unitriangular)[0]
    gA = None
    if grad_input_mask[1]:
        gA = -ops.matmul(X.conj(), gb.mT) if transpose else -ops.matmul(gb, _adjoint(X))
        gA = ops.triu(gA, int(unitriangular)) if upper else ops.tril(gA, -int(unitriangular))
        gA = gA + grad_m
    return (gb if grad_input_mask[0] else None), gA


def triangular_solve_jvp(X, A, A_t, b_t, upper, transpose, unitriangular):
    dA = ops.triu(A_t, int(unitriangular)) if upper else ops.tril(A_t, -int(unitriangular))
    rhs = b_t - ops.matmul(dA.mT if transpose else dA, X)   # (op(A) transposes, complex or not)
    return ops.triangular_solve(rhs, A, upper, transpose, unitriangular)[0]


# -- LU -------------------------------------------------------------------------------------------

def linalg_lu_backward(gL, gU, P, L, U, pivot):
    """A = P L U (L m x k unit lower, U k x n upper). Square: gA = P L^{-T} (tril(L^T gL, -1) +
    triu(gU U^T)) U^{-T}. Wide (m < n, U = [U1 U2]) and tall (m > n, L = [L1; L2]): the square formula on
    the leading block, with the extra block's gradient passed through (PyTorch's linalg_lu_backward)."""
    m, n = L.shape[-2], U.shape[-1]
    k = min(m, n)
    if m == n:
        inner = ops.tril(ops.matmul(_adjoint(L), gL), -1) + ops.triu(ops.matmul(gU, _adjoint(U)))
        gA = _solve_tri(_adjoint(U), inner, upper=False, left=False)
        gA = _solve_tri(_adjoint(L), gA, upper=True, unitriangular=True)
    elif m < n:
        U1 = ops.narrow(U, -1, 0, k)
        inner = ops.matmul(_adjoint(L), gL) - ops.matmul(ops.triu(gU), _adjoint(U))
        gA1 = (_solve_tri(_adjoint(U1), ops.tril(inner, -1), upper=False, left=False)
               + ops.triu(ops.narrow(gU, -1, 0, k)))
        gA = _solve_tri(_adjoint(L), ops.cat([gA1, ops.narrow(gU, -1, k, n - k)], -1), upper=True, unitriangular=True)
    else:
        L1 = ops.narrow(L, -2, 0, k)
        inner = ops.matmul(gU, _adjoint(U)) - ops.matmul(_adjoint(L), ops.tril(gL, -1))
        gA1 = (_solve_tri(_adjoint(L1), ops.triu(inner), upper=True, unitriangular=True)
               + ops.tril(ops.narrow(gL, -2, 0, k), -1))
        gA = _solve_tri(_adjoint(U), ops.cat([gA1, ops.narrow(gL, -2, k, m - k)], -2), upper=False, left=False)
    return ops.matmul(P, gA) if pivot else gA


def linalg_lu_jvp(A_t, P, L, U, pivot):
    """(dL, dU) of A = P L U: with dX = L1^{-1} (P^T dA)_1 U1^{-1} on the leading square block,
    dL = L tril(dX, -1), dU = triu(dX) U; a wide A's extra columns give dU2 = L^{-1} (P^T dA)_2 -
    tril(dX, -1) U2, a tall A's extra rows dL2 = (P^T dA)_2 U^{-1} - L2 triu(dX)."""
    m, n = L.shape[-2], U.shape[-1]
    k = min(m, n)
    dA = ops.matmul(_adjoint(P), A_t) if pivot else A_t
    L1, U1 = ops.narrow(L, -2, 0, k), ops.narrow(U, -1, 0, k)
    dX = _solve_tri(L1, ops.narrow(ops.narrow(dA, -2, 0, k), -1, 0, k), upper=False, unitriangular=True)
    dX = _solve_tri(U1, dX, upper=True, left=False)
    lower, upper = ops.tril(dX, -1), ops.triu(dX)
    dL, dU = ops.matmul(L1, lower), ops.matmul(upper, U)
    if m < n:
        dU2 = _solve_tri(L, ops.narrow(dA, -1, k, n - k), upper=False, unitriangular=True) \
            - ops.matmul(lower, ops.narrow(U, -1, k, n - k))
        dU = ops.cat([ops.narrow(dU, -1, 0, k), dU2], -1)
    elif m > n:
        dL2 = _solve_tri(U, ops.narrow(dA, -2, k, m - k), upper=True, left=False) \
            - ops.matmul(ops.narrow(L, -2, k, m - k), upper)
        dL = ops.cat([dL, dL2], -2)
    return dL, dU


def lu_factor_ex_backward(grad, LU, pivots, pivot):
    """The compact LU holds L's strict lower triangle and U: its gradient splits into theirs."""
    P, L, U = ops.lu_unpack(LU, pivots, True, pivot)
    m, n = LU.shape[-2:]
    k = min(m, n)
    return linalg_lu_backward(ops.narrow(grad, -1, 0, k), ops.narrow(grad, -2, 0, k), P, L, U, pivot)


def lu_factor_ex_jvp(A_t, LU, pivots, pivot):
    P, L, U = ops.lu_unpack(LU, pivots, True, pivot)
    dL, dU = linalg_lu_jvp(A_t, P, L, U, pivot)
    m, n = LU.shape[-2:]
    return ops.tril(_padded(dL, m, n), -1) + _padded(dU, m, n)


def lu_unpack_backward(gL, gU, sizes):
    """L (m x k) and U (k x n) are read from the compact LU's strict lower and upper triangles. (Without
    unpack_data, L and U are empty and carry no gradient.)"""
    m, n = sizes[-2:]
    if gL.numel() == 0 and gU.numel() == 0 and m * n:
        return _zeros(sizes, gL)
    return ops.tril(_padded(gL, m, n), -1) + ops.triu(_padded(gU, m, n))


def lu_unpack_jvp(LU_t, unpack_data):
    """(dL, dU): the strict lower triangle of LU's tangent (first k columns) and its upper triangle (first
    k rows); empty tangents for the empty L and U of unpack_data=False."""
    if not unpack_data:
        return _zeros((0,), LU_t), _zeros((0,), LU_t)
    m, n = LU_t.shape[-2:]
    k = min(m, n)
    return ops.tril(ops.narrow(LU_t, -1, 0, k), -1), ops.triu(ops.narrow(LU_t, -2, 0, k))


def lu_solve_backward_LU(gX, LU, pivots, X, left, adjoint):
    """X = op(A)^{-1} B (left) or B op(A)^{-1}, A = P L U: gA from the solve's rule, then gL =
    tril(P^T gA U^T, -1) and gU = triu(L^T P^T gA), packed as LU is."""
    P, L, U = ops.lu_unpack(LU, pivots)
    gB = ops.linalg_lu_solve(LU, pivots, gX, left=left, adjoint=not adjoint)
    gA = -ops.matmul(gB, _adjoint(X)) if left else -ops.matmul(_adjoint(X), gB)
    if adjoint:
        gA = _adjoint(gA)
    PtgA = ops.matmul(_adjoint(P), gA)
    return ops.tril(ops.matmul(PtgA, _adjoint(U)), -1) + ops.triu(ops.matmul(_adjoint(L), PtgA))


def lu_solve_jvp(X, LU, pivots, LU_t, B_t, left, adjoint):
    """dX = op(A)^{-1} (dB - op(dA) X) (left) or (dB - X op(dA)) op(A)^{-1}, dA = P (dL U + L dU)."""
    P, L, U = ops.lu_unpack(LU, pivots)
    dA = ops.matmul(P, ops.matmul(ops.tril(LU_t, -1), U) + ops.matmul(L, ops.triu(LU_t)))
    if adjoint:
        dA = _adjoint(dA)
    rhs = B_t - (ops.matmul(dA, X) if left else ops.matmul(X, dA))
    return ops.linalg_lu_solve(LU, pivots, rhs, left=left, adjoint=adjoint)


# -- Cholesky factors -----------------------------------------------------------------------------

def cholesky_solve_backward(grad, b, L, X, upper, grad_input_mask):
    """X = (L L^T)^{-1} b: gb = (L L^T)^{-1} gX; as PyTorch, the factor's gradient is the full matrix
    -(gb X^T + X gb^T) L (L^T times it when upper), not kept to a triangle."""
    gb = ops.cholesky_solve(grad, L, upper)
    gL = None
    if grad_input_mask[1]:
        common = ops.matmul(gb, _adjoint(X))
        common = common + _adjoint(common)
        gL = -ops.matmul(L, common) if upper else -ops.matmul(common, L)
    return (gb if grad_input_mask[0] else None), gL


def cholesky_solve_jvp(X, L, L_t, b_t, upper):
    """dX = A^{-1} (db - dA X), dA = dL L^T + L dL^T (dU^T U + U^T dU when upper)."""
    dA = ops.matmul(_adjoint(L_t), L) if upper else ops.matmul(L, _adjoint(L_t))
    dA = dA + _adjoint(dA)
    return ops.cholesky_solve(b_t - ops.matmul(dA, X), L, upper)


def cholesky_inverse_backward(grad, L, upper, inverse):
    """inverse = (L L^T)^{-1}: gL = -(inverse (G + G^T) inverse) L (L times it when upper), full."""
    common = ops.matmul(inverse, ops.matmul(grad + _adjoint(grad), inverse))
    return -ops.matmul(L, common) if upper else -ops.matmul(common, L)


def cholesky_inverse_jvp(L, L_t, upper, inverse):
    """d(A^{-1}) = -A^{-1} dA A^{-1}, dA = dL L^T + L dL^T (dU^T U + U^T dU when upper)."""
    dA = ops.matmul(_adjoint(L_t), L) if upper else ops.matmul(L, _adjoint(L_t))
    return -ops.matmul(inverse, ops.matmul(dA + _adjoint(dA), inverse))


# -- pseudo-inverse and least squares ----------------------------------------------------------------

def pinv_backward(grad, pinvA, A):
    """The adjoint of dA+ = -A+ dA A+ + A+ A+^T dA^T (I - A A+) + (I - A+ A) dA^T A+^T A+ (Golub and
    Pereyra), grouped as PyTorch groups it so that the matrices formed are the smaller side's."""
    m, n = A.shape[-2:]
    pinvAt, gradt = _adjoint(pinvA), _adjoint(grad)
    if m <= n:
        K = ops.matmul(gradt, pinvA)
        KpinvAt = ops.matmul(K, pinvAt)
        return (-_adjoint(ops.matmul(pinvA, K)) + KpinvAt - ops.matmul(ops.matmul(A, pinvA), KpinvAt)
                + ops.matmul(ops.matmul(pinvAt, pinvA), gradt - ops.matmul(K, A)))
    K = ops.matmul(pinvA, gradt)
    pinvAtK = ops.matmul(pinvAt, K)
    return (-_adjoint(ops.matmul(K, pinvA)) + ops.matmul(ops.matmul(gradt - ops.matmul(A, K), pinvA), pinvAt)
            + pinvAtK - ops.matmul(ops.matmul(pinvAtK, pinvA), A))


def pinv_jvp(A, pinvA, A_t):
    """dA+ = -A+ dA A+ + A+ A+^T dA^T (I - A A+) + (I - A+ A) dA^T A+^T A+."""
    At_t = _adjoint(A_t)
    first = -ops.matmul(pinvA, ops.matmul(A_t, pinvA))
    AP = ops.matmul(A, pinvA)
    second = ops.matmul(ops.matmul(pinvA, _adjoint(pinvA)), At_t - ops.matmul(At_t, AP))
    PA = ops.matmul(pinvA, A)
    third = ops.matmul(At_t - ops.matmul(PA, At_t), ops.matmul(_adjoint(pinvA), pinvA))
    return first + second + third


def _as_matrix_rhs(A, B):
    """lstsq's vector case (B one dim fewer than A): B as a column."""
    return (ops.unsqueeze(B, -1), True) if B.ndim == A.ndim - 1 else (B, False)


def lstsq_backward(grad, grad_residuals, A, B, X, grad_input_mask):
    """X = A+ B: gA through the pseudo-inverse's backward with g(A+) = gX B^T, gB = A+^T gX (PyTorch
    takes A+ rather than a second lstsq, whose gelsy is not deterministic). The residuals |A x_j - b_j|^2
    (computed for full-rank tall A, where X minimizes them) add 2 r diag(gR) X^T to gA and -2 r diag(gR)
    to gB, r = A X - B."""
    B, vector = _as_matrix_rhs(A, B)
    X = ops.unsqueeze(X, -1) if vector else X
    gA = gB = None
    if grad is not None:
        gX = ops.unsqueeze(grad, -1) if vector else grad
        pinvA = ops.linalg_pinv(A)
        gA = pinv_backward(ops.matmul(gX, _adjoint(B)), pinvA, A) if grad_input_mask[0] else None
        gB = ops.matmul(_adjoint(pinvA), gX) if grad_input_mask[1] else None
    if grad_residuals is not None and grad_residuals.numel():
        weighted = 2.0 * (ops.matmul(A, X) - B) * ops.unsqueeze(grad_residuals, -2)
        if grad_input_mask[0]:
            term = ops.matmul(weighted, _adjoint(X))
            gA = term if gA is None else gA + term
        if grad_input_mask[1]:
            gB = -weighted if gB is None else gB - weighted
    if gB is not None and vector:
        gB = ops.squeeze(gB, -1)
    return gA, gB


def lstsq_jvp(A, B, A_t, B_t):
    """dX = d(A+) B + A+ dB."""
    B, vector = _as_matrix_rhs(A, B)
    B_t = ops.unsqueeze(B_t, -1) if vector else B_t
    pinvA = ops.linalg_pinv(A)
    dX = ops.matmul(pinv_jvp(A, pinvA, A_t), B) + ops.matmul(pinvA, B_t)
    return ops.squeeze(dX, -1) if vector else dX


def lstsq_residuals_jvp(A, B, A_t, B_t, X, residuals):
    """dR_j = 2 Re(r_j^H (dA x_j - db_j)), r = A X - B (no tangent for residuals that were not computed)."""
    if residuals.numel() == 0:
        return residuals
    B, vector = _as_matrix_rhs(A, B)
    B_t = ops.unsqueeze(B_t, -1) if vector else B_t
    X = ops.unsqueeze(X, -1) if vector else X
    r = ops.matmul(A, X) - B
    dR = 2.0 * ops.sum(r.conj() * (ops.matmul(A_t, X) - B_t), [-2])
    return ops.real(dR) if dR.is_complex() else dR


# -- Householder products -----------------------------------------------------------------------------

def _reflector_vectors(A, k):
    """v_i (i < k) as the columns of an m x k matrix: ones on the diagonal, A's entries below, zeros above."""
    m = A.shape[-2]
    V = ops.narrow(A, -1, 0, k)
    below = Tensor._make(np.tril(np.ones((m, k), dtype=bool), -1))
    eye = Tensor._make(np.eye(m, k, dtype=A._data.dtype))
    return ops.where(below, V, eye)


def _reflectors(A, tau):
    """The m x m reflectors H_i = I - tau_i v_i v_i^H, with their vectors."""
    k = tau.shape[-1]
    V = _reflector_vectors(A, k)
    eye = Tensor._make(np.eye(A.shape[-2], dtype=A._data.dtype))
    vs = [ops.select(V, -1, i) for i in range(k)]
    taus = [ops.unsqueeze(ops.unsqueeze(ops.select(tau, -1, i), -1), -1) for i in range(k)]
    Hs = [eye - t * ops.unsqueeze(v, -1) * ops.unsqueeze(v.conj(), -2) for v, t in zip(vs, taus)]
    return vs, taus, Hs


def householder_backward(gQ, A, tau, columns):
    """Q = (H_1 ... H_k)[:, :columns]: with G_i = (H_1..H_{i-1})^H gQ (H_{i+1}..H_k E)^H the gradient of H_i,
    g tau_i = -v_i^H G_i v_i and g v_i = -(conj(tau_i) G_i + tau_i G_i^H) v_i (^H, conj: ^T and nothing for
    real tensors), whose entries below the diagonal are column i of gA (the implicit one and the zeros
    above are constants). Returns (gA, gtau)."""
    m, k = A.shape[-2], tau.shape[-1]
    vs, taus, Hs = _reflectors(A, tau)
    eye = Tensor._make(np.eye(m, columns, dtype=A._data.dtype))
    rights = [None] * k                    # H_{i+1} .. H_k E
    right = eye
    for i in range(k - 1, -1, -1):
        rights[i] = right
        right = ops.matmul(Hs[i], right)
    left_t_g = gQ                          # (H_1 .. H_{i-1})^T gQ
    g_vs, g_taus = [], []
    for i in range(k):
        G = ops.matmul(left_t_g, _adjoint(rights[i]))
        Gv, Gtv = ops.matmul(G, ops.unsqueeze(vs[i], -1)), ops.matmul(_adjoint(G), ops.unsqueeze(vs[i], -1))
        g_taus.append(-ops.sum(ops.unsqueeze(vs[i].conj(), -1) * Gv, [-2, -1]))
        if taus[i].is_complex():
            g_vs.append(ops.squeeze(-(taus[i].conj() * Gv + taus[i] * Gtv), -1))
        else:
            g_vs.append(ops.squeeze(-taus[i] * (Gv + Gtv), -1))
        left_t_g = ops.matmul(_adjoint(Hs[i]), left_t_g)
    below = Tensor._make(np.tril(np.ones((m, A.shape[-1]), dtype=bool), -1))
    gV = _padded(ops.stack(g_vs, -1), m, A.shape[-1]) if k else _zeros(A.shape, A)
    gtau = ops.stack(g_taus, -1) if k else _zeros(tau.shape, tau)
    return ops.where(below, gV, 0.0), gtau


def householder_jvp(A_t, tau_t, A, tau, columns):
    """dQ = sum_i H_1..H_{i-1} dH_i H_{i+1}..H_k E, dH_i = -dtau_i v_i v_i^T - tau_i (dv_i v_i^T + v_i dv_i^T)."""
    m, k = A.shape[-2], tau.shape[-1]
    vs, taus, Hs = _reflectors(A, tau)
    dV = ops.where(Tensor._make(np.tril(np.ones((m, k), dtype=bool), -1)), ops.narrow(A_t, -1, 0, k), 0.0)
    result = _zeros(tuple(A.shape[:-2]) + (m, columns), A)
    right = Tensor._make(np.eye(m, columns, dtype=A._data.dtype))
    rights = [None] * k
    for i in range(k - 1, -1, -1):
        rights[i] = right
        right = ops.matmul(Hs[i], right)
    left = None
    for i in range(k):
        v, dv = ops.unsqueeze(vs[i], -1), ops.unsqueeze(ops.select(dV, -1, i), -1)
        dtau = ops.unsqueeze(ops.unsqueeze(ops.select(tau_t, -1, i), -1), -1)
        dH = -dtau * ops.matmul(v, _adjoint(v)) - taus[i] * (ops.matmul(dv, _adjoint(v)) + ops.matmul(v, _adjoint(dv)))
        term = ops.matmul(dH, rights[i])
        result = result + (term if left is None else ops.matmul(left, term))
        left = Hs[i] if left is None else ops.matmul(left, Hs[i])
    return result


def householder_product_backward(grad, A, tau):
    return householder_backward(grad, A, tau, A.shape[-1])


def ormqr_backward(grad, A, tau, C, result, left, transpose, grad_input_mask):
    """result = op(Q) C (left) or C op(Q), Q the full m x m product: gC = op(Q)^T gR on the same side, gQ
    from the product rule, then the reflectors' adjoint (householder_backward)."""
    Q = ops.linalg_householder_product(_padded(ops.narrow(A, -1, 0, tau.shape[-1]), A.shape[-2], A.shape[-2]), tau)
    opQ = _adjoint(Q) if transpose else Q
    gC = (ops.matmul(_adjoint(opQ), grad) if left else ops.matmul(grad, _adjoint(opQ))) if grad_input_mask[2] else None
    gA = gtau = None
    if grad_input_mask[0] or grad_input_mask[1]:
        g_opQ = ops.matmul(grad, _adjoint(C)) if left else ops.matmul(_adjoint(C), grad)
        gQ = _adjoint(g_opQ) if transpose else g_opQ
        gA, gtau = householder_backward(gQ, A, tau, A.shape[-2])
    return gA, gtau, gC


def ormqr_jvp(A_t, tau_t, C_t, A, tau, C, left, transpose):
    m = A.shape[-2]
    Q = ops.linalg_householder_product(_padded(ops.narrow(A, -1, 0, tau.shape[-1]), m, m), tau)
    dQ = householder_jvp(A_t, tau_t, A, tau, m)
    if transpose:
        Q, dQ = _adjoint(Q), _adjoint(dQ)
    return (ops.matmul(dQ, C) + ops.matmul(Q, C_t)) if left else (ops.matmul(C_t, Q) + ops.matmul(C, dQ))
