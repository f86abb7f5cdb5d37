"""Composite matrix products of issue 27 B, built from mm / matmul / linalg.inv as PyTorch builds them, so
their results carry PyTorch's nodes (multi_dot's ViewBackward0, matrix_power's MmBackward0 or
CopyBackwards for n = 0) and round as PyTorch's do (the same association of products)."""
from ..core.creation import eye
from ..core.dtypes import scalar_type_name
from ..core.layout import contiguous_format
from ..core.stacklevel import user_stacklevel
from ..core.warn_once import warn_once
from ..generated import ops
from ..kernels.linalg import check_matrix
from .composite import matmul


def _dtype_text(t):
    return str(t.dtype).removeprefix("torch.").replace("float32", "float").replace("float64", "double")


def linalg_multi_dot(tensors):
    """The product of a chain of matrices (the first may be a row vector, the last a column vector), in the
    order that costs fewest multiplications (Cormen's dynamic program; the closed form for three)."""
    n = len(tensors)
    if n < 2:
        raise RuntimeError(f"multi_dot(): expected at least 2 tensors but got {n}")
    first, last = tensors[0], tensors[-1]
    out_shape = []
    for end, t in (("first", first), ("last", last)):
        if t.ndim not in (1, 2):
            raise RuntimeError(f"multi_dot(): the {end} tensor must be 1D or 2D but got {t.ndim}D")
    mats = list(tensors)
    if first.ndim == 1:
        mats[0] = ops.unsqueeze(first, 0)
    else:
        out_shape.append(first.shape[0])
    if last.ndim == 1:
        mats[-1] = ops.unsqueeze(last, -1)
    else:
        out_shape.append(last.shape[1])
    for i in range(1, n - 1):
        if tensors[i].ndim != 2:
            raise RuntimeError(f"multi_dot(): tensor {i} must be 2D but got {tensors[i].ndim}D")
    for i in range(1, n):
        if mats[i].dtype != mats[0].dtype:
            raise RuntimeError(f"multi_dot(): all tensors must have be the same dtype but tensor 0 is "
                               f"{_dtype_text(mats[0])} and tensor {i} {_dtype_text(mats[i])}")
        if mats[i - 1].shape[-1] != mats[i].shape[0]:
            raise RuntimeError(f"multi_dot(): tensors {i - 1} and {i} with shapes {list(tensors[i - 1].shape)} and "
                               f"{list(tensors[i].shape)} cannot be multiplied")
    if n == 2:
        product = ops.mm(mats[0], mats[1])
    elif n == 3:
        a, b, c, d = mats[0].shape[0], mats[1].shape[0], mats[2].shape[0], mats[2].shape[1]
        if (a * c) * (b + d) > (b * d) * (a + c):
            product = ops.mm(mats[0], ops.mm(mats[1], mats[2]))
        else:
            product = ops.mm(ops.mm(mats[0], mats[1]), mats[2])
    else:
        product = _chain(mats, _chain_order(mats), 0, n - 1)
    return ops.view(product, out_shape)


def _chain_order(mats):
    """split[i][j]: where the cheapest product of mats[i..j] splits (the first k with the least cost)."""
    n = len(mats)
    p = [m.shape[0] for m in mats] + [mats[-1].shape[1]]
    cost = [[0] * n for _ in range(n)]
    split = [[0] * n for _ in range(n)]
    for length in range(1, n):
        for i in range(n - length):
            j = i + length
            cost[i][j] = None
            for k in range(i, j):
                q = cost[i][k] + cost[k + 1][j] + p[i] * p[k + 1] * p[j + 1]
                if cost[i][j] is None or q < cost[i][j]:
                    cost[i][j], split[i][j] = q, k
    return split


def _chain(mats, split, i, j):
    if i == j:
        return mats[i]
    return ops.mm(_chain(mats, split, i, split[i][j]), _chain(mats, split, split[i][j] + 1, j))


def chain_matmul(matrices):
    """The deprecated torch.chain_matmul: multi_dot of matrices only (one matrix: a copy)."""
    warn_once("torch.chain_matmul is deprecated and will be removed in a future PyTorch release. Use "
              "torch.linalg.multi_dot instead, which accepts a list of two or more tensors rather than multiple "
              "parameters.", stacklevel=user_stacklevel())
    for t in matrices:
        if t.ndim != 2:
            raise RuntimeError(f"Tensor dimension is {t.ndim}, expected 2 instead.")
    if not matrices:
        raise RuntimeError("chain_matmul(): Expected one or more matrices")
    if len(matrices) == 1:
        return ops.clone(matrices[0])
    return linalg_multi_dot(matrices)


def linalg_matrix_power(A, n):
    """A^n by repeated squaring (A^-n: the inverse's power); n = 0 gives the identity through a copy into
    a clone of A (CopyBackwards: a zero gradient), as PyTorch."""
    check_matrix("linalg.matrix_power", A._data, floating=False)
    if n == 0:
        return ops.clone(A, memory_format=contiguous_format).copy_(eye(A.shape[-1], dtype=A.dtype))
    if n == 1:
        return ops.clone(A)
    if n == -1:
        return ops.linalg_inv(A)
    a = ops.linalg_inv(A) if n < 0 else A
    n = abs(n)
    if n == 2:
        return matmul(a, a)
    if n == 3:
        return matmul(matmul(a, a), a)
    z = result = None
    while n > 0:
        bit, n = n % 2, n // 2
        z = a if z is None else matmul(z, z)
        if bit:
            result = z if result is None else matmul(result, z)
    return result


def linalg_vecdot(x, y, dim=-1):
    """sum(x * y, dim) (conj(x) for complex): the dot products along dim, broadcasting; two 1-D
    tensors: vdot."""
    for t in (x, y):
        if not (t.is_floating_point() or t.is_complex()):
            raise RuntimeError(f"linalg.vecdot: Expected a floating point or complex tensor as input. Got "
                               f"{_scalar_name(t)}")
    if x.dtype != y.dtype:
        raise RuntimeError(f"linalg.vecdot: Expected x and y to have the same dtype, but found x of type "
                           f"{_scalar_name(x)} and y of type {_scalar_name(y)} instead")
    if x.ndim == 1 and y.ndim == 1:   # two vectors: vdot (VdotBackward0), dim unread, as PyTorch
        return ops.vdot(x, y)
    return ops.sum(ops.conj(x) * y, [dim])


def _scalar_name(t):
    return scalar_type_name(t._data.dtype)


def linalg_matmul(input, other):
    return matmul(input, other)


def linalg_diagonal(A, offset=0, dim1=-2, dim2=-1):
    return ops.diagonal(A, offset, dim1, dim2)


def matrix_exp(self):
    """torch.matrix_exp: linalg.matrix_exp (LinalgMatrixExpBackward0)."""
    return ops.linalg_matrix_exp(self)
