"""NumPy kernel of torch.linalg.lstsq: LAPACK's four least-squares drivers (gels, gelsy, gelsd, gelss) through
scipy's wrappers, one matrix of a batch at a time, with PyTorch's checks, defaults and which results each
driver fills."""
import numpy as np

from ..core.dtypes import INEXACT_KINDS, scalar_type_name
from .core import broadcast_shape
from .linalg import _lapack
from .linalg_factor import _each, require_lapack_dtype

LSTSQ_DRIVERS = ("gels", "gelsy", "gelsd", "gelss")


def lstsq(A, B, rcond, driver):
    """(solution, residuals, rank, singular_values) as PyTorch's CPU lstsq: gelsy by default; rank for every
    driver but gels, singular values for gelsd / gelss, residuals (the squared norms of each column's
    residual) when m > n, the driver is not gelsy and every matrix has full rank."""
    api = "torch.linalg.lstsq"
    if A.ndim < 2:
        raise RuntimeError(f"{api}: input must have at least 2 dimensions.")
    if A.dtype.kind not in INEXACT_KINDS or B.dtype.kind not in INEXACT_KINDS:
        raise RuntimeError("This function doesn't handle types other than float and double")
    if A.dtype != B.dtype:
        raise RuntimeError(f"{api}: Expected input and other to have the same dtype, but got input's dtype "
                           f"{scalar_type_name(A.dtype)} and other's dtype {scalar_type_name(B.dtype)}")
    if not 0 <= A.ndim - B.ndim <= 1:
        raise RuntimeError(f"{api}: input.dim() must be greater or equal to other.dim() and "
                           "(input.dim() - other.dim()) <= 1")
    # (a vector right-hand side is one of A's own batch shape, else B is a matrix broadcast over the batch)
    vector = B.ndim == 1 or (A.ndim - B.ndim == 1 and B.shape == A.shape[:-1])
    Bm = B[..., None] if vector else B
    if A.shape[-2] != Bm.shape[-2]:
        raise RuntimeError(f"{api}: input.size(-2) should match other.size({-1 if vector else -2})")
    driver = "gelsy" if driver is None else driver
    if driver not in LSTSQ_DRIVERS:
        raise RuntimeError(f"{api}: parameter `driver` should be one of (gels, gelsy, gelsd, gelss)")
    require_lapack_dtype(A, "linalg_lstsq_cpu")
    m, n = A.shape[-2:]
    k = Bm.shape[-1]
    A_batch = A.shape[:-2]
    # (a matrix B one dim short of A: PyTorch broadcasts A's batch with B's leading dims, B.shape[:-1])
    batch = broadcast_shape(A_batch, B.shape[:-1] if A.ndim - B.ndim == 1 and not vector else Bm.shape[:-2])
    A, Bm = np.broadcast_to(A, batch + (m, n)), np.broadcast_to(Bm, batch + (m, k))
    if rcond is None:
        rcond = np.finfo(A.dtype).eps * max(m, n)
    # LAPACK's B, column-major: the solution, then residual rows; PyTorch's solution is a narrowed view of it
    raw = np.swapaxes(np.zeros(batch + (k, max(m, n)), dtype=A.dtype), -1, -2)
    raw[..., :m, :] = Bm
    rank = np.zeros(batch, dtype=np.int64)
    real = np.finfo(A.dtype).dtype   # (singular values and residuals of a complex problem are real)
    S = np.zeros(batch + (min(m, n),), dtype=real)
    if driver == "gels" and not A.size:
        raw[...] = 0    # (PyTorch's gels path leaves an empty problem's right-hand side at zero)
    if A.size and raw.size:
        for i in _each(batch):
            raw[i], rank[i], S[i] = _lstsq_one(A[i], Bm[i], rcond, driver)
    X = raw[..., :n, :]
    empty = np.zeros((0,), dtype=real)
    residuals = empty
    if m > n and driver != "gelsy" and (driver == "gels" or np.all(rank == n)):
        rows = raw[..., n:, :]
        residuals = np.sum(np.abs(rows) ** 2 if rows.dtype.kind == "c" else rows ** 2, axis=-2)
    if vector:
        X = X[..., 0]
    # rank and singular values have A's own batch shape (a broadcast copy of A has the same ones)
    own = tuple(slice(None) if size == full else slice(0, 1)
                for size, full in zip((1,) * (len(batch) - len(A_batch)) + A_batch, batch))
    rank, S = rank[own].reshape(A_batch), S[own].reshape(A_batch + S.shape[-1:])
    return (X, residuals, rank if driver != "gels" else np.zeros((0,), dtype=np.int64),
            S if driver in ("gelsd", "gelss") else empty)


def _lstsq_one(A, B, rcond, driver):
    """One matrix: (LAPACK's max(m, n) x k right-hand side on return, rank, singular values)."""
    m, n = A.shape
    rhs = np.zeros((max(m, n), B.shape[-1]), dtype=A.dtype)
    rhs[:m] = B
    S = np.zeros(min(m, n), dtype=np.finfo(A.dtype).dtype)
    if driver == "gels":
        _, out, info = _lapack("gels", A)(A, rhs)
        return out, 0, S
    if driver == "gelsy":
        routine = _lapack("gelsy", A)
        lwork = _lapack("gelsy_lwork", A)(m, n, rhs.shape[-1], rcond)[0]
        _, out, _, rank, _ = routine(A, rhs, np.zeros(n, dtype=np.int32), rcond, int(np.real(lwork)))
        return out, rank, S
    if driver == "gelsd" and A.dtype.kind == "c":   # (the complex routine takes a real workspace too)
        work, rwork, iwork, _ = _lapack("gelsd_lwork", A)(m, n, rhs.shape[-1], rcond)
        out, S[:], rank, _ = _lapack("gelsd", A)(A, rhs, int(np.real(work)), int(rwork), int(iwork), rcond)
        return out, rank, S
    if driver == "gelsd":
        work, iwork, _ = _lapack("gelsd_lwork", A)(m, n, rhs.shape[-1], rcond)
        out, S[:], rank, _ = _lapack("gelsd", A)(A, rhs, int(work), rcond, int(iwork))
        return out, rank, S
    work, _ = _lapack("gelss_lwork", A)(m, n, rhs.shape[-1], rcond)
    _, out, S[:], rank, _, _ = _lapack("gelss", A)(A, rhs, rcond, int(np.real(work)))
    return out, rank, S
