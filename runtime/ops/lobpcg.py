"""torch.lobpcg: the k largest (or smallest) eigenpairs of a symmetric positive definite eigenproblem
A X = X diag(E), or the generalized A X = B X diag(E).

PyTorch iterates LOBPCG, a matrix-free method whose result converges to the exact eigenpairs within
`tol`. gradtable solves the same problem exactly with the table's dense symmetric eigensolver
(linalg.eigh, after whitening by B's Cholesky factor when B is given) and keeps the k wanted pairs: the
eigenpairs PyTorch converges to, up to each eigenvector's sign, which no eigensolver fixes. The
iteration's own parameters (the values of X, iK, niter, tol, method, tracker, ortho_*) are accepted and
change nothing; the shape checks are PyTorch's.

Gradients: as PyTorch, A (and B) are symmetrized first, (A + A.mT) / 2, so a gradient step keeps A
symmetric; the gradient then comes from eigh's formula, exact for distinct eigenvalues, as PyTorch's
LOBPCG backward is. PyTorch has no backward for the generalized problem: gradtable raises its error.
"""
from ..autograd.dispatch_state import state as _dispatch
from ..autograd.function import Function
from ..core import dtypes
from ..generated import ops
from .dispatch import route_function

_NO_B_BACKWARD = "lobpcg.backward does not support backward with B != I yet."


def lobpcg(A, k=None, B=None, X=None, n=None, iK=None, niter=None, tol=None, largest=None, method=None,
           tracker=None, ortho_iparams=None, ortho_fparams=None, ortho_bparams=None):
    """(E, X): the k extreme eigenvalues (largest first, or smallest first with largest=False) of the
    symmetric A (..., m, m) and their eigenvectors as the columns of X (..., m, k), B-orthonormal."""
    if _dispatch.active:   # (a __torch_function__ mode or subclass sees lobpcg itself, as PyTorch's)
        routed = route_function(lobpcg, (A,), dict(
            k=k, B=B, X=X, n=n, iK=iK, niter=niter, tol=tol, largest=largest, method=method, tracker=tracker,
            ortho_iparams=ortho_iparams, ortho_fparams=ortho_fparams, ortho_bparams=ortho_bparams))
        if routed is not _dispatch:
            return routed
    if A.shape[-2] != A.shape[-1]:
        raise AssertionError(f"A must be square, got shape {A.shape}")
    if B is not None and A.shape != B.shape:
        raise AssertionError(f"A and B must have same shape, got {A.shape} vs {B.shape}")
    m = A.shape[-1]
    k = (1 if X is None else X.shape[-1]) if k is None else k
    n = (k if n is None else n) if X is None else X.shape[-1]
    if m < 3 * n:
        raise ValueError(f"LOBPCG algorithm is not applicable when the number of A rows (={m}) is smaller than "
                         f"3 x the number of requested eigenpairs (={n})")
    if X is not None and tuple(X.shape[-2:]) != (m, n):
        raise AssertionError(f"X shape mismatch: got {X.shape}, expected {(m, n)}")
    largest = True if largest is None else largest
    dtype = A.dtype if A.dtype in (dtypes.float32, dtypes.float64) else dtypes.float32
    A = A.to(dtype)
    needs_grad = A.requires_grad or (B is not None and B.requires_grad)
    if needs_grad:
        A = (A + A.mT) / 2
        B = (B + B.mT) / 2 if B is not None else None
    if B is None:
        E, V = ops.linalg_eigh(A)
    else:
        L = ops.linalg_cholesky(B.to(dtype))
        whitened = ops.linalg_solve_triangular(L, ops.linalg_solve_triangular(L, A, upper=False).mT, upper=False)
        E, Y = ops.linalg_eigh(whitened)
        V = ops.linalg_solve_triangular(L.mT, Y, upper=True)
    # eigh sorts ascending: the k largest are the last k, listed largest first, as PyTorch lists them
    if largest:
        E, V = E[..., m - k:].flip(-1), V[..., :, m - k:].flip(-1)
    else:
        E, V = E[..., :k], V[..., :, :k]
    if needs_grad and B is not None:
        E, V = _RefuseGeneralizedBackward.apply(E, V)
    return E, V


class _RefuseGeneralizedBackward(Function):
    """The identity on (E, X) whose backward raises PyTorch's error for the generalized problem."""

    @staticmethod
    def forward(ctx, E, V):
        return E.view_as(E), V.view_as(V)

    @staticmethod
    def backward(ctx, gE, gV):
        raise ValueError(_NO_B_BACKWARD)
