"""NumPy kernels for the linear-algebra ops of derivatives.yaml (gradtable.linalg and friends)."""
import numpy as np

from .kernels import type_name, dims, numpy_dtype


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
    if np.isinf(p):
        if a.size == 0 and p < 0:
            raise RuntimeError("linalg.vector_norm cannot compute the -inf norm on an empty tensor because "
                               "the operation does not have an identity")
        if p > 0:
            return np.max(a, axis=axis, keepdims=keepdim, initial=0.0)  # the inf norm of nothing is 0
        return np.min(a, axis=axis, keepdims=keepdim)
    if p == 0.0:
        return np.sum(a != 0, axis=axis, keepdims=keepdim).astype(x.dtype)
    if p == 1.0:
        return np.sum(a, axis=axis, keepdims=keepdim)
    return np.power(np.sum(np.power(a, p), axis=axis, keepdims=keepdim), 1.0 / p)
