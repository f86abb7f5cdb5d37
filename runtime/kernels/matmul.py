"""NumPy kernels of the matrix products (mm, bmm, mv, dot, and linear's fused addmm): NumPy's `@`
behind PyTorch's shape and dtype checks, which NumPy would otherwise answer by broadcasting or
promoting."""
import numpy as np

from ..core.dtypes import cpp_type_name, scalar_type_name
from ..core.printing import format_shape
from .core import wrap_dim, wrap_dim_nonscalar


def _shape_text(shape):
    return "x".join(str(s) for s in shape)


def mm(a, b):
    if a.ndim != 2:
        raise RuntimeError("self must be a matrix")
    if b.ndim != 2:
        raise RuntimeError("mat2 must be a matrix")
    if a.shape[1] != b.shape[0]:
        raise RuntimeError(f"mat1 and mat2 shapes cannot be multiplied "
                           f"({_shape_text(a.shape)} and {_shape_text(b.shape)})")
    if a.dtype is not b.dtype and a.dtype != b.dtype:  # PyTorch multiplies only like dtypes (NumPy would promote)
        raise RuntimeError(f"expected m1 and m2 to have the same dtype, but got: {cpp_type_name(a.dtype)} != "
                           f"{cpp_type_name(b.dtype)}")
    return a @ b


def bmm(a, b):
    if a.ndim != 3 or b.ndim != 3:
        raise RuntimeError("batch1 must be a 3D tensor" if a.ndim != 3 else "batch2 must be a 3D tensor")
    if a.shape[0] != b.shape[0] or a.shape[2] != b.shape[1]:
        raise RuntimeError("Expected size for first two dimensions of batch2 tensor to be: "
                           f"[{a.shape[0]}, {a.shape[2]}] but got: [{b.shape[0]}, {b.shape[1]}].")
    return a @ b


def mv(a, v):
    # PyTorch makes the result from a.size(0) first (a 1-d tensor: the "1" in the message)
    wrap_dim_nonscalar(0, a.ndim)
    if a.ndim != 2 or v.ndim != 1:
        raise RuntimeError(f"vector + matrix @ vector expected, got 1, {a.ndim}, {v.ndim}")
    if a.shape[1] != v.shape[0]:
        raise RuntimeError(f"size mismatch, got input ({a.shape[0]}), mat ({_shape_text(a.shape)}), vec ({v.shape[0]})")
    return a @ v


def dot(a, b):
    if a.ndim != 1 or b.ndim != 1:
        raise RuntimeError(f"1D tensors expected, but got {a.ndim}D and {b.ndim}D tensors")
    if a.shape[0] != b.shape[0]:
        raise RuntimeError(f"inconsistent tensor size, expected tensor [{a.shape[0]}] and src [{b.shape[0]}] to have "
                           f"the same number of elements, but got {a.shape[0]} and {b.shape[0]} elements respectively")
    if a.dtype != b.dtype:
        raise RuntimeError(f"dot : expected both vectors to have same dtype, but found {scalar_type_name(a.dtype)} and "
                           f"{scalar_type_name(b.dtype)}")
    return np.dot(a, b)


def addmm(bias, mat1, mat2, beta, alpha):
    """beta * bias + alpha * (mat1 @ mat2), bias broadcast to the product's shape (linear's fused path)."""
    if not np.isfinite(alpha):   # BLAS scales mat1 before the sums: inf * 0 terms make the whole entry nan
        with np.errstate(invalid="ignore"):
            return addmm(bias, mat1 * alpha, mat2, beta, 1)
    product = mm(mat1, mat2)
    shape = product.shape
    if bias.ndim > 2 or any(b not in (1, s) for b, s in zip(bias.shape[::-1], shape[::-1])):
        raise RuntimeError(f"The expanded size of the tensor ({shape[-1]}) must match the existing size "
                           f"({bias.shape[-1]}) at non-singleton dimension 1.  Target sizes: {format_shape(shape)}.  "
                           f"Tensor sizes: {format_shape(bias.shape)}")
    dtype = np.result_type(product.dtype, bias.dtype)
    if alpha == 0:  # as BLAS's gemm, which PyTorch calls: the product is not formed (no 0 * nan)
        if beta == 0:
            return np.zeros(shape, dtype)
        return np.array(np.broadcast_to(bias if beta == 1 else bias * beta, shape), dtype=dtype)
    if alpha != 1:
        product *= alpha
    if beta == 0:   # nor is the bias read (a nan there does not show)
        return product.astype(dtype, copy=False)
    if bias.dtype is product.dtype:  # (bias broadcasts to the product, checked above)
        product += bias if beta == 1 else bias * beta   # the product is ours: no second array of its size
        return product
    return product + (bias if beta == 1 else bias * beta)


def cross(a, b, dim):
    """linalg.cross: the cross product of the 3-vectors along dim, the inputs broadcast against each other."""
    if a.ndim != b.ndim:
        raise RuntimeError("linalg.cross: inputs must have the same number of dimensions.")
    d = wrap_dim(dim, a.ndim)
    if a.shape[d] != 3 or b.shape[d] != 3:
        raise RuntimeError(f"linalg.cross: inputs dimension {dim} must have length 3. Got {a.shape[d]} and "
                           f"{b.shape[d]}")
    if a.dtype != b.dtype:
        raise RuntimeError(f"expected scalar type {scalar_type_name(a.dtype)} but found {scalar_type_name(b.dtype)}")
    shape = np.broadcast_shapes(a.shape, b.shape)
    return np.cross(np.broadcast_to(a, shape), np.broadcast_to(b, shape), axis=d)
