"""Formulas of linalg.eig (PyTorch's linalg_eig_backward and linalg_eig_jvp, general case): A = V diag(L) V^{-1}
with complex L and V whose columns have norm 1. Each eigenvector is still defined only up to a phase e^{i phi}:
the gradient is that of losses that do not depend on it (PyTorch refuses the others), and the tangent of V is
PyTorch's choice among those that keep the norms."""
import numpy as np

from ...core.tensor import Tensor
from ...generated import ops
from .linalg import _eye, _is_unused, check_phase_invariant


def _off_diagonal(n, like):
    """1 off the diagonal, 0 on it, in like's real dtype."""
    return Tensor._make(1.0 - np.eye(n, dtype=np.finfo(like._data.dtype).dtype))


def linalg_eig_backward(gL, gV, L, V):
    """gA = V^{-H} (diag(gL) + (V^H gV - V^H V diag(Re diag(V^H gV))) / conj(E)) V^H, E_ij = L_j - L_i; the
    second term keeps each column's norm (the projection), and its diagonal is replaced by gL when gL is used.
    Eigenvalues only: V^{-H} diag(gL) V^H. (A real A takes the real part: the engine does.)"""
    Vh = V.mH
    if _is_unused(gV):
        return ops.linalg_solve(Vh, ops.unsqueeze(gL, -1) * Vh)
    VhgV = ops.matmul(Vh, gV)
    check_phase_invariant(VhgV, "linalg_eig_backward")
    VhgV = VhgV - ops.matmul(Vh, V * ops.unsqueeze(ops.real(ops.diagonal(VhgV, 0, -2, -1)), -2))
    n = L.shape[-1]
    Lc = L.conj()
    inner = VhgV / (ops.unsqueeze(Lc, -2) - ops.unsqueeze(Lc, -1) + _eye(n, L))
    if not _is_unused(gL):
        inner = inner * _off_diagonal(n, L) + ops.diag_embed(gL)
    return ops.linalg_solve(Vh, ops.matmul(inner, Vh))


def linalg_eig_jvp(A_t, L, V):
    """dL = diag(V^{-1} dA V); dV = V X - V diag(Re diag(V^H V X)) with X = (V^{-1} dA V) / E off the
    diagonal and 0 on it (E_ij = L_j - L_i): the second term keeps the columns' norms at 1."""
    dP = ops.linalg_solve(V, ops.matmul(A_t.to(V.dtype), V))
    n = L.shape[-1]
    X = dP * _off_diagonal(n, L) / (ops.unsqueeze(L, -2) - ops.unsqueeze(L, -1) + _eye(n, L))
    dV = ops.matmul(V, X)
    dV = dV - V * ops.unsqueeze(ops.real(ops.diagonal(ops.matmul(V.mH, dV), 0, -2, -1)), -2)
    return ops.diagonal(dP, 0, -2, -1), dV
