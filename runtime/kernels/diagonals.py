"""NumPy kernels of the diagonal and triangle ops of derivatives.yaml (trace, diagonal, diag_embed, tril,
triu): views and copies along two dims, with PyTorch's checks and error texts."""
import numpy as np

from .core import wrap_dim


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
    """Put the last dim of x on the `offset` diagonal of new dims dim1, dim2 (zeros elsewhere), in a
    row-major result as PyTorch's."""
    ndim = x.ndim + 1
    d1, d2 = _diagonal_dims(ndim, dim1, dim2)
    n = x.shape[-1] + abs(offset)
    shape = list(x.shape[:-1])
    for d in sorted((d1, d2)):
        shape.insert(d, n)
    out = np.zeros(shape, dtype=x.dtype)
    diag = np.diagonal(out, offset, d1, d2)   # (the new dims last, as x's last dim)
    diag.flags.writeable = True
    diag[...] = x
    return out


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
