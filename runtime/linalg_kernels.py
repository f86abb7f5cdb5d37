"""NumPy kernels for the linear-algebra ops of derivatives.yaml (gradtable.linalg and friends).

Forwards run on numpy.linalg; this file adds what numpy.linalg does not give: PyTorch's checks
and error texts, the `info` results of the *_ex functions (which pivot or minor failed), and
the PyTorch-shaped outputs (mode='r' QR, diagonal views).
"""
import numpy as np

from .kernels import dims, numpy_dtype, type_name, wrap_dim


class LinAlgError(RuntimeError):
    """torch.linalg.LinAlgError: a factorization failed (singular or not positive-definite input)."""


# -- checks ---------------------------------------------------------------------------------------

def check_matrix(api, A, square=True, name="A"):
    """PyTorch's input checks for linalg functions: float, at least 2-D, square."""
    if A.ndim < 2:
        raise RuntimeError(f"{api}: The input tensor {name} must have at least 2 dimensions.")
    if A.dtype.kind not in "fc":
        raise RuntimeError(f"{api}: Expected a floating point or complex tensor as input. Got {type_name(A.dtype)}")
    if square and A.shape[-1] != A.shape[-2]:
        raise RuntimeError(f"{api}: {name} must be batches of square matrices, but they are "
                           f"{A.shape[-2]} by {A.shape[-1]} matrices")


def raise_for_info(api, info, message):
    """Raise LinAlgError for the first failed matrix, naming its batch element as PyTorch does."""
    flat = np.asarray(info).reshape(-1)
    bad = np.flatnonzero(flat)
    if bad.size == 0:
        return
    prefix = f"(Batch element {bad[0]}): " if np.ndim(info) > 0 else ""
    raise LinAlgError(f"{api}: {prefix}{message(int(flat[bad[0]]))}")


# -- LU pivots: which diagonal element of U is zero (LAPACK getrf's info) ---------------------------

def lu_info(A):
    """Per matrix, the 1-based index of the first exactly-zero pivot of LU with partial pivoting
    (0 when there is none): the `info` of linalg.inv_ex / solve_ex."""
    U = np.array(A, dtype=np.float64 if A.dtype.kind == "f" else A.dtype, copy=True).reshape((-1,) + A.shape[-2:])
    n = U.shape[-1]
    info = np.zeros(U.shape[0], dtype=np.int32)
    rows = np.arange(U.shape[0])
    for k in range(n):
        p = k + np.argmax(np.abs(U[:, k:, k]), axis=1)
        U[rows, k], U[rows, p] = U[rows, p].copy(), U[rows, k].copy()
        pivot = U[:, k, k]
        zero = pivot == 0
        info[(info == 0) & zero] = k + 1
        safe = np.where(zero, 1.0, pivot)
        factors = np.where(zero[:, None], 0.0, U[:, k + 1:, k] / safe[:, None])
        U[:, k + 1:, k:] -= factors[:, :, None] * U[:, None, k, k:]
    return info.reshape(A.shape[:-2])


def singular_message(k):
    return (f"The diagonal element {k} is zero, the inversion could not be completed because the input "
            "matrix is singular.")


def solver_failed_message(_):
    return "The solver failed because the input matrix is singular."


def not_pd_message(k):
    return (f"The factorization could not be completed because the input is not positive-definite "
            f"(the leading minor of order {k} is not positive-definite).")


def inv_ex(A, check_errors, api="linalg.inv_ex"):
    """(inverse, info); singular matrices get info > 0 and a NaN inverse (or an error)."""
    check_matrix("linalg.inv", A)
    try:
        return np.linalg.inv(A), np.zeros(A.shape[:-2], dtype=np.int32)
    except np.linalg.LinAlgError:
        pass
    info = lu_info(A)
    if check_errors:
        raise_for_info(api, info, singular_message)
    inverse = np.full(A.shape, np.nan, dtype=A.dtype)
    ok = info == 0
    if np.any(ok):
        inverse[ok] = np.linalg.inv(A[ok])
    return inverse, info


def det(A, api="linalg.det"):
    check_matrix(api, A)
    return np.linalg.det(A)


def slogdet(A, api="linalg.slogdet"):
    check_matrix(api, A)
    sign, logabsdet = np.linalg.slogdet(A)
    return sign, logabsdet


# -- solve -----------------------------------------------------------------------------------------

def is_vector_rhs(A, B):
    """PyTorch's rule: B is a (batch of) vector(s) when it is 1-D or has A's batch shape plus n."""
    return B.ndim == 1 or (B.ndim == A.ndim - 1 and B.shape == A.shape[:-1])


def solve_ex(A, B, left, check_errors, api="torch.linalg.solve_ex"):
    """(X, info) with AX = B (left) or XA = B; broadcasting batch dims as PyTorch."""
    check_matrix("linalg.solve", A)
    if A.dtype != B.dtype:
        raise RuntimeError(f"linalg.solve: Expected A and B to have the same dtype, but found A of type "
                           f"{_float_name(A.dtype)} and B of type {_float_name(B.dtype)} instead")
    vector = is_vector_rhs(A, B)
    Bm = B[..., None] if vector else B  # a vector is a column (so left=False needs n == 1)
    n = A.shape[-1]
    k = Bm.shape[-2] if left else Bm.shape[-1]
    if k != n:
        eq = "AX = B" if left else "XA = B"
        raise RuntimeError(f"linalg.solve: Incompatible shapes of A and B for the equation {eq} "
                           f"({A.shape[-2]}x{n} and {Bm.shape[-2]}x{Bm.shape[-1]})")
    # XA = B  <=>  A^T X^T = B^T
    lhs, rhs = (A, Bm) if left else (np.swapaxes(A, -1, -2), np.swapaxes(Bm, -1, -2))
    batch = np.broadcast_shapes(lhs.shape[:-2], rhs.shape[:-2])
    lhs = np.broadcast_to(lhs, batch + lhs.shape[-2:])
    rhs = np.broadcast_to(rhs, batch + rhs.shape[-2:])
    info = np.zeros(batch, dtype=np.int32)
    try:
        X = np.linalg.solve(lhs, rhs)
    except np.linalg.LinAlgError:
        info = lu_info(lhs)
        if check_errors:
            raise_for_info(api, info, solver_failed_message)
        X = np.full(np.broadcast_shapes(lhs.shape, rhs.shape[:-2] + (n, rhs.shape[-1])), np.nan, dtype=A.dtype)
        ok = info == 0
        if np.any(ok):
            X[ok] = np.linalg.solve(lhs[ok], rhs[ok])
    if not left:
        X = np.swapaxes(X, -1, -2)
    if vector:
        X = X[..., 0]
    return X, info


def _float_name(d):
    return {"float32": "Float", "float64": "Double"}.get(str(d), type_name(d))


# -- cholesky --------------------------------------------------------------------------------------

def cholesky_ex(A, upper, check_errors, api="linalg.cholesky_ex"):
    """(L, info): L L^H = A read from A's lower triangle, or U^H U = A from its upper one
    (upper=True); info is the order of the first leading minor that is not positive-definite
    (LAPACK potrf's info)."""
    check_matrix("linalg.cholesky", A)
    if upper:
        A = np.swapaxes(A, -1, -2)
    info = np.zeros(A.shape[:-2], dtype=np.int32)
    try:
        L = np.linalg.cholesky(A)
    except np.linalg.LinAlgError:
        L, info = _cholesky_unblocked(A)
        if check_errors:
            raise_for_info(api, info, not_pd_message)
    return (np.swapaxes(L, -1, -2) if upper else L), info


def _cholesky_unblocked(A):
    """Column-by-column Cholesky that stops at the first non-positive pivot of each matrix,
    leaving that pivot in place (as LAPACK does), so the caller learns where it failed."""
    L = np.tril(A).astype(A.dtype, copy=True).reshape((-1,) + A.shape[-2:])
    n = L.shape[-1]
    info = np.zeros(L.shape[0], dtype=np.int32)
    for b in range(L.shape[0]):
        for k in range(n):
            d = L[b, k, k] - L[b, k, :k] @ L[b, k, :k]
            if not d > 0:
                L[b, k, k] = d
                info[b] = k + 1
                break
            L[b, k, k] = np.sqrt(d)
            L[b, k + 1:, k] = (L[b, k + 1:, k] - L[b, k + 1:, :k] @ L[b, k, :k]) / L[b, k, k]
    return L.reshape(A.shape), info.reshape(A.shape[:-2])


# -- decompositions --------------------------------------------------------------------------------

def qr(A, mode):
    if mode not in ("reduced", "complete", "r"):
        raise RuntimeError(f"qr received unrecognized mode '{mode}' but expected one of 'reduced' (default), 'r', "
                           "or 'complete'")
    check_matrix("linalg.qr", A, square=False)
    if mode == "r":
        return np.zeros((0,), dtype=A.dtype), np.linalg.qr(A, mode="r")
    return tuple(np.linalg.qr(A, mode=mode))


def eigh(A, UPLO):
    check_matrix("linalg.eigh", A)
    if UPLO not in ("L", "U"):
        raise RuntimeError(f"Expected UPLO argument to be 'L' or 'U', but got {UPLO}")
    return tuple(np.linalg.eigh(A, UPLO=UPLO))


def svd(A, full_matrices):
    check_matrix("linalg.svd", A, square=False)
    if np.isnan(A).any():
        raise LinAlgError("linalg.svd: The algorithm failed to converge because the input matrix contained "
                          "non-finite values.")
    infinite = np.isinf(A).any(axis=(-2, -1))
    if not infinite.any():
        return tuple(np.linalg.svd(A, full_matrices=full_matrices))
    # LAPACK can loop forever on an infinite entry; PyTorch gives nan for such a matrix (U, S, Vh).
    m, n = A.shape[-2:]
    k = min(m, n)
    U = np.full(A.shape[:-2] + (m, m if full_matrices else k), np.nan, A.dtype)
    S = np.full(A.shape[:-2] + (k,), np.nan, A.dtype)
    Vh = np.full(A.shape[:-2] + (n if full_matrices else k, n), np.nan, A.dtype)
    finite = ~infinite
    if finite.any():
        U[finite], S[finite], Vh[finite] = np.linalg.svd(A[finite], full_matrices=full_matrices)
    return U, S, Vh


# -- diagonals and triangles -----------------------------------------------------------------------

def trace(x):
    if x.ndim != 2:
        raise RuntimeError(f"trace: expected a matrix, but got tensor with dim {x.ndim}")
    return np.trace(x).astype(np.int64 if x.dtype.kind in "biu" else x.dtype)


def _diagonal_dims(ndim, dim1, dim2):
    d1, d2 = wrap_dim(dim1, ndim), wrap_dim(dim2, ndim)
    if d1 == d2:
        raise RuntimeError(f"diagonal dimensions cannot be identical {dim1}, {dim2}")
    return d1, d2


def diagonal(x, offset, dim1, dim2):
    """A view of the diagonal (writeable when x is, like PyTorch's), moved to the last dim."""
    d1, d2 = _diagonal_dims(x.ndim, dim1, dim2)
    out = np.diagonal(x, offset, d1, d2)
    if x.flags.writeable:
        out.flags.writeable = True
    return out


def diag_embed(x, offset, dim1, dim2):
    """Put the last dim of x on the `offset` diagonal of new dims dim1, dim2 (zeros elsewhere)."""
    ndim = x.ndim + 1
    d1, d2 = _diagonal_dims(ndim, dim1, dim2)
    n = x.shape[-1] + abs(offset)
    batch = x.shape[:-1]
    out = np.zeros(batch + (n, n), dtype=x.dtype)
    diag = np.diagonal(out, offset, -2, -1)
    diag.flags.writeable = True
    diag[...] = x
    return np.moveaxis(out, (-2, -1), (d1, d2))  # rows go to dim1, columns to dim2


def diagonal_backward(grad, sizes, offset, dim1, dim2):
    """Zeros of the input's shape with grad written onto the diagonal that diagonal() read."""
    out = np.zeros(tuple(sizes), dtype=grad.dtype)
    view = diagonal(out, offset, dim1, dim2)
    view[...] = grad
    return out


def triangle(x, diagonal, upper):
    if x.ndim < 2:
        raise RuntimeError(f"{'triu' if upper else 'tril'}: input tensor must have at least 2 dimensions")
    return np.triu(x, diagonal) if upper else np.tril(x, diagonal)


# -- norms ----------------------------------------------------------------------------------------

def _check_inf_norm_identity(shape, dim, axis, name):
    """PyTorch refuses max/min |x| over an empty dim (or over all of an empty tensor): no identity."""
    if axis is None:
        raise RuntimeError(f"linalg.vector_norm cannot compute the {name} norm on an empty tensor because the "
                           "operation does not have an identity")
    given = (dim,) if isinstance(dim, (int, np.integer)) else dim
    for d, shown in zip(axis, given):
        if shape[d] == 0:
            raise RuntimeError(f"linalg.vector_norm cannot compute the {name} norm on the dimension {shown}because "
                               "this dimension is empty and the operation does not have an identity")


def vector_norm(x, ord, dim, keepdim, dtype):
    """linalg.vector_norm: (sum |x|^ord)^(1/ord) over dim (None = all); ord = inf/-inf give max/min |x|,
    ord = 0 counts the nonzero elements."""
    if dtype is not None:
        x = x.astype(numpy_dtype(dtype))
    if x.dtype.kind not in "fc":
        raise RuntimeError("linalg.vector_norm: Expected a floating point or complex tensor as input. "
                           f"Got {type_name(x.dtype)}")
    axis = dims(dim, x.ndim)
    a = np.abs(x)
    p = float(ord)
    if p == 2.0:
        return np.sqrt(np.sum(a * a, axis=axis, keepdims=keepdim))
    if a.size == 0 and (p < 0 or np.isinf(p)):
        _check_inf_norm_identity(a.shape, dim, axis, "inf" if p == np.inf else "-inf" if p == -np.inf else f"{p:g}")
    if np.isinf(p):
        if p > 0:
            return np.max(a, axis=axis, keepdims=keepdim, initial=0.0)  # the inf norm of nothing is 0
        return np.min(a, axis=axis, keepdims=keepdim)
    if p == 0.0:
        return np.sum(a != 0, axis=axis, keepdims=keepdim).astype(x.dtype)
    if p == 1.0:
        return np.sum(a, axis=axis, keepdims=keepdim)
    return np.power(np.sum(np.power(a, p), axis=axis, keepdims=keepdim), 1.0 / p)
