"""NumPy kernels of torch.cdist and torch.pdist: p-norm distances between the rows of two batches of
matrices, or between the pairs of rows of one matrix, directly (_cdist_forward, _pdist_forward, with their
backwards) or through matrix products for the Euclidean distance (_euclidean_dist, PyTorch's choice for
large inputs, whose rounding this reproduces)."""
import numpy as np

from ..core.dtypes import scalar_type_name
from .core import broadcast_shape


def _batched(x1, x2):
    """x1 (..., r1, m), x2 (..., r2, m) broadcast over their batch dims."""
    batch = broadcast_shape(x1.shape[:-2], x2.shape[:-2])
    return np.broadcast_to(x1, batch + x1.shape[-2:]), np.broadcast_to(x2, batch + x2.shape[-2:])


def check(x1, x2, p):
    """torch.cdist's argument checks, in PyTorch's order."""
    for name, x in (("X1", x1), ("X2", x2)):
        if x.ndim < 2:
            raise RuntimeError(f"cdist only supports at least 2D tensors, {name} got: {x.ndim}D")
    if x1.shape[-1] != x2.shape[-1]:
        raise RuntimeError(f"X1 and X2 must have the same number of columns. X1: {x1.shape[-1]} X2: {x2.shape[-1]}")
    for name, x in (("X1", x1), ("X2", x2)):
        if x.dtype.kind not in "fV":
            raise RuntimeError(f"cdist only supports floating-point dtypes, {name} got: {scalar_type_name(x.dtype)}")
    if x1.dtype != x2.dtype:
        raise RuntimeError(f"expected scalar type {scalar_type_name(x1.dtype)} but found {scalar_type_name(x2.dtype)}")
    if p < 0:
        raise RuntimeError("cdist only supports non-negative p values")


def cdist(x1, x2, p):
    """||x1[..., i, :] - x2[..., j, :]||_p for every pair of rows."""
    check(x1, x2, p)
    a, b = _batched(x1, x2)
    return _norms(np.abs(a[..., :, None, :] - b[..., None, :, :]), p, x1.dtype)


def _norms(diff, p, dtype):
    """The p-norms of the last dim of |differences| (p = 0 counts the nonzero ones)."""
    with np.errstate(over="ignore"):
        if p == 0:
            return np.count_nonzero(diff, axis=-1).astype(dtype)
        if p == 1:
            return diff.sum(-1)
        if p == 2:
            return np.sqrt((diff * diff).sum(-1))
        if np.isinf(p):
            return diff.max(-1, initial=0)
        return np.power(np.power(diff, p).sum(-1), 1 / p)


def cdist_backward(grad, x1, x2, p, dist):
    """The gradient of cdist for x1 (for x2, called with the roles swapped and grad, dist transposed):
    sum over j of grad[i, j] times d||x1_i - x2_j||_p / dx1_i, taken as 0 where the distance is 0."""
    a, b = _batched(x1, x2)
    each = _pair_gradient(a[..., :, None, :] - b[..., None, :, :], grad[..., None], dist[..., None], p)
    out = each.sum(-2).astype(x1.dtype, copy=False)
    return out.reshape(x1.shape) if out.shape == x1.shape else out


def _pair_gradient(diff, g, d, p):
    """g times the derivative of the p-norm distance d of a pair of rows with respect to the first row,
    whose difference from the second is diff; PyTorch's special cases (0 where d is 0)."""
    with np.errstate(all="ignore"):
        if p == 0:
            return np.zeros_like(diff)
        if p == 1:
            return g * np.sign(diff)
        if np.isinf(p):
            return g * np.sign(diff) * (np.abs(diff) == d)
        if p == 2:
            return np.where(d == 0, 0.0, g * diff / d)
        if p < 2:
            zero = (d == 0) | ((diff == 0) & (p < 1))
            return np.where(zero, 0.0, np.sign(diff) * np.power(np.abs(diff), p - 1) * g / np.power(d, p - 1))
        return np.where(d == 0, 0.0, diff * np.power(np.abs(diff), p - 2) * g / np.power(d, p - 1))


def pdist(x, p):
    """_pdist_forward: the distances of the rows' pairs i < j, pairs in row-major order."""
    if x.dtype not in (np.float32, np.float64):
        raise NotImplementedError(f"\"pdist\" not implemented for '{scalar_type_name(x.dtype)}'")
    first, second = np.triu_indices(x.shape[0], 1)
    if not x.shape[1]:
        return np.zeros(first.size, x.dtype)
    return _norms(np.abs(x[first] - x[second]), p, x.dtype).astype(x.dtype, copy=False)


def pdist_backward(grad, x, p, dist):
    """_pdist_backward: each pair's gradient goes to its first row and, negated, to its second."""
    out = np.zeros_like(x)
    if p == 0 or grad.size == 0 or x.size == 0:
        return out
    first, second = np.triu_indices(x.shape[0], 1)
    each = _pair_gradient(x[first] - x[second], grad[:, None], dist[:, None], p).astype(x.dtype, copy=False)
    np.add.at(out, first, each)
    np.subtract.at(out, second, each)
    return out


def euclidean_dist(x1, x2):
    """The Euclidean distances through one matrix product, as PyTorch's _euclidean_dist: rows
    [-2 x1, |x1|^2, 1] times [x2, 1, |x2|^2], clamped at 0 before the square root."""
    n1 = (x1 * x1).sum(-1, keepdims=True)
    n2 = (x2 * x2).sum(-1, keepdims=True)
    left = np.concatenate([-2 * x1, n1, np.ones_like(n1)], -1)
    right = np.concatenate([x2, np.ones_like(n2), n2], -1)
    return np.sqrt(np.maximum(left @ np.swapaxes(right, -1, -2), 0))
