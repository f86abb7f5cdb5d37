"""NumPy kernel of linalg.vector_norm (and norm's vector cases), with PyTorch's checks and error texts."""
import numpy as np

from ..core.dtypes import INEXACT_KINDS, scalar_type_name
from .core import dims, numpy_dtype
from .opmath import in_float32


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


@in_float32
def vector_norm(x, ord, dim, keepdim, dtype):
    """linalg.vector_norm: (sum |x|^ord)^(1/ord) over dim (None = all); ord = inf/-inf give max/min |x|,
    ord = 0 counts the nonzero elements."""
    if dtype is not None:
        x = x.astype(numpy_dtype(dtype))
    if x.dtype.kind not in INEXACT_KINDS:
        raise RuntimeError("linalg.vector_norm: Expected a floating point or complex tensor as input. "
                           f"Got {scalar_type_name(x.dtype)}")
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
    with np.errstate(divide="ignore"):  # a negative p at a zero: 0 ** p = inf, so the norm is 0, silently
        return np.power(np.sum(np.power(a, p), axis=axis, keepdims=keepdim), 1.0 / p)
