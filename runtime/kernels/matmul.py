"""NumPy kernels of the matrix products (mm, bmm, mv, dot, and linear's fused addmm): NumPy's `@`
behind PyTorch's shape and dtype checks, which NumPy would otherwise answer by broadcasting or
promoting."""
import numpy as np

from ..core.dtypes import cpp_type_name, scalar_type_name
from .core import expand, wrap_dim, wrap_dim_nonscalar

_NUMBERS = (int, float)


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


def column_major(sizes, strides):
    """Whether a matrix of these sizes and element strides is laid out by columns, as a transposed
    row-major one (linear's weight.t()): PyTorch's test in mm_mat1_backward / mm_mat2_backward, which then
    compute that operand's gradient transposed so that it comes out in the operand's own layout."""
    return strides[0] == 1 and strides[1] == sizes[0]


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


def _scalar_for(dtype, value, name):
    """beta or alpha in the result's dtype as PyTorch takes it: truncated for integers (2.7 -> 2 is refused
    only by addr), a bool only for bool results."""
    if isinstance(value, bool) and dtype.kind != "b":
        raise RuntimeError(f"Boolean {name} only supported for Boolean results.")
    if dtype.kind in "iub":
        return bool(value) if dtype.kind == "b" else int(value)
    return value


def _scaled_sum(bias, shape, product, beta, alpha, dtype, skip_zero_alpha=True):
    """beta * bias + alpha * product() as BLAS computes it (PyTorch's addmm, addmv, addr, addbmm,
    baddbmm): beta = 0 reads no bias (a nan there does not show), and, for the ops that call gemv/gemm
    with it (skip_zero_alpha), alpha = 0 forms no product (no 0 * nan). bias broadcasts to `shape`
    with expand's error; bool results combine with and/or."""
    bias = expand(bias, shape)
    beta, alpha = _scalar_for(dtype, beta, "beta"), _scalar_for(dtype, alpha, "alpha")
    if alpha == 0 and skip_zero_alpha:
        out = np.zeros(shape, dtype)
    else:
        out = np.asarray(product(), dtype=dtype)
        if alpha != 1:
            out = np.logical_and(out, alpha) if dtype.kind == "b" else out * dtype.type(alpha)
    if beta == 0:
        return np.asarray(out, dtype=dtype)
    scaled = bias if beta == 1 else (np.logical_and(bias, beta) if dtype.kind == "b" else bias * dtype.type(beta))
    return np.asarray(np.logical_or(out, scaled) if dtype.kind == "b" else out + scaled, dtype=dtype)


def addmm(bias, mat1, mat2, beta, alpha):
    """beta * bias + alpha * (mat1 @ mat2), bias broadcast to the product's shape (linear's fused path);
    PyTorch's dtype checks, self against mat2 first."""
    _same_dtypes((bias, mat2), "self and mat2 must have the same dtype, but got {} and {}")
    _same_dtypes((mat1, mat2), "mat1 and mat2 must have the same dtype, but got {} and {}")
    if beta == 1 and alpha == 1 and type(beta) in _NUMBERS and type(alpha) in _NUMBERS and bias.dtype.kind == "f":
        # linear's case: the bias added into the fresh product, as _scaled_sum's out + bias adds it (the
        # same bits) without its checks and a second result array (~5 us and an allocation a call)
        product = mm(mat1, mat2)
        if bias.shape == product.shape or (bias.ndim == 1 and bias.shape[0] == product.shape[1]):
            return np.add(product, bias, out=product)
        return _scaled_sum(bias, product.shape, lambda: product, beta, alpha, product.dtype)
    if not np.isfinite(alpha):   # BLAS scales mat1 before the sums: inf * 0 terms make the whole entry nan
        with np.errstate(invalid="ignore"):
            return addmm(bias, mat1 * alpha, mat2, beta, 1)
    product = mm(mat1, mat2)
    return _scaled_sum(bias, product.shape, lambda: product, beta, alpha, np.result_type(product.dtype, bias.dtype))


def _size(t, dim):
    """t.size(dim), with PyTorch's error for a dim t lacks."""
    return t.shape[wrap_dim(dim, t.ndim)]


def _same_dtypes(arrays, text, name=scalar_type_name):
    if len({a.dtype for a in arrays}) > 1:
        raise RuntimeError(text.format(*(name(a.dtype) for a in arrays)))


def addmv(bias, mat, vec, beta, alpha):
    """beta * bias + alpha * (mat @ vec)."""
    if mat.ndim != 2 or vec.ndim != 1 or bias.ndim > 1:
        raise RuntimeError(f"vector + matrix @ vector expected, got {bias.ndim}, {mat.ndim}, {vec.ndim}")
    if mat.shape[1] != vec.shape[0] or (bias.ndim == 1 and bias.shape[0] not in (1, mat.shape[0])):
        raise RuntimeError(f"size mismatch, got input ({bias.shape[0] if bias.ndim else 1}), "
                           f"mat ({_shape_text(mat.shape)}), vec ({vec.shape[0]})")
    _same_dtypes((bias, mat, vec), "addmv input tensors must have the same dtype, but got {}, {}, and {}")
    if mat.dtype.kind == "b":
        raise NotImplementedError('"addmv_impl_cpu" not implemented for \'Bool\'')
    return _scaled_sum(bias, (mat.shape[0],), lambda: mat @ vec, beta, alpha, mat.dtype)


def addr(bias, vec1, vec2, beta, alpha):
    """beta * bias + alpha * outer(vec1, vec2); unlike the other fused products, the dtypes promote."""
    for name, v in (("vec1", vec1), ("vec2", vec2)):
        if v.ndim != 1:
            raise RuntimeError(f"addr: Expected 1-D argument {name}, but got {v.ndim}-D")
    dtype = np.result_type(bias.dtype, vec1.dtype, vec2.dtype)
    for name, value in (("beta", beta), ("alpha", alpha)):
        if dtype.kind in "iub" and isinstance(value, float):
            raise RuntimeError(f"For integral input tensors, argument {name} must not be a floating point number.")
    return _scaled_sum(bias, (vec1.shape[0], vec2.shape[0]), lambda: np.multiply.outer(vec1, vec2).astype(dtype),
                       beta, alpha, dtype, skip_zero_alpha=False)


def baddbmm(bias, batch1, batch2, beta, alpha):
    """beta * bias + alpha * (batch1 @ batch2), matrix by matrix."""
    expand(bias, (_size(batch1, 0), _size(batch1, 1), _size(batch2, 2)))   # PyTorch checks self's shape first
    _same_dtypes((bias, batch1, batch2), "Input dtypes must be the same, got: input {}, batch1: {}, batch2: {}",
                 cpp_type_name)
    product = bmm(batch1, batch2)
    return _scaled_sum(bias, product.shape, lambda: product, beta, alpha, product.dtype, skip_zero_alpha=False)


def addbmm(bias, batch1, batch2, beta, alpha):
    """beta * bias + alpha * sum_i batch1[i] @ batch2[i]."""
    expand(bias, (_size(batch1, 1), _size(batch2, 2)))   # PyTorch checks self's shape first
    for name, b in (("batch1", batch1), ("batch2", batch2)):
        if b.ndim != 3:
            raise RuntimeError(f"{name} must be a 3D tensor")
    if batch1.shape[0] != batch2.shape[0]:
        raise RuntimeError(f"batch1 and batch2 must have same number of batches, got {batch1.shape[0]} and "
                           f"{batch2.shape[0]}")
    if batch1.shape[2] != batch2.shape[1]:
        raise RuntimeError(f"Incompatible matrix sizes for bmm ({_shape_text(batch1.shape[1:])} and "
                           f"{_shape_text(batch2.shape[1:])})")
    for first, second, a, b in (("self", "mat2", bias, batch2), ("mat1", "mat2", batch1, batch2),
                                ("self", "mat2", bias, batch1)):
        if a.dtype != b.dtype:
            raise RuntimeError(f"{first} and {second} must have the same dtype, but got {scalar_type_name(a.dtype)} "
                               f"and {scalar_type_name(b.dtype)}")
    shape = (batch1.shape[1], batch2.shape[2])
    return _scaled_sum(bias, shape, lambda: np.matmul(batch1, batch2).sum(axis=0), beta, alpha, batch1.dtype)


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
