"""Reductions and set operations that are not element-wise (vmap loops over them unless their entry has
a batching rule): membership (isin), distances and norms over slices (dist, renorm). NumPy in, NumPy out."""
import numpy as np

from ..core.dtypes import INEXACT_KINDS, scalar_type_name
from .core import wrap_dim
from .linalg import vector_norm


def isin(elements, test_elements, assume_unique=False, invert=False):
    """Whether each element is in test_elements (compared in their common dtype; nan is in nothing)."""
    elements, test_elements = np.asarray(elements), np.asarray(test_elements)
    dtype = np.result_type(elements, test_elements)
    found = np.isin(elements.astype(dtype, copy=False), test_elements.astype(dtype, copy=False).ravel(),
                    invert=invert)
    return found.reshape(elements.shape)

def dist(a, b, p):
    """The p-norm of a - b (broadcast), as PyTorch's: floating inputs only."""
    diff = np.subtract(a, b)
    if diff.dtype.kind not in INEXACT_KINDS:
        raise RuntimeError(f"norm(): input dtype should be either floating point or complex. Got "
                           f"{scalar_type_name(diff.dtype)} instead.")
    return vector_norm(diff, p, None, False, None)

def renorm(x, p, dim, maxnorm):
    """Each slice along dim whose p-norm exceeds maxnorm scaled to maxnorm / (norm + 1e-7)."""
    if x.ndim < 2:
        raise RuntimeError(f"renorm: input needs at least 2 dimensions, got {x.ndim} dimensions")
    if float(p) <= 0:
        raise RuntimeError("renorm: non-positive-norm not supported")
    if float(maxnorm) < 0:
        raise RuntimeError(f"renorm: expected maxnorm to be >= 0 but got {float(maxnorm):g}")
    if x.dtype.kind not in INEXACT_KINDS:
        raise RuntimeError("linalg.vector_norm: Expected a floating point or complex tensor as input. "
                           f"Got {scalar_type_name(x.dtype)}")
    d = wrap_dim(dim, x.ndim)
    norm = vector_norm(x, p, tuple(i for i in range(x.ndim) if i != d), True, None)
    factor = np.where(norm > maxnorm, maxnorm / (norm + 1e-7), 1.0).astype(x.dtype)
    return x * factor
