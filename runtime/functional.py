"""Functions whose Python calling convention differs from their table entry (PyTorch keeps
such wrappers in torch/functional.py)."""
import numpy as np

from .core.stacklevel import user_stacklevel
from .core.tensor import Tensor
from .core.warn_once import warn_once
from .generated import ops
from .ops.shape_composite import broadcast_shapes as _broadcast_shapes
from .ops.shape_composite import tensordot_dims


def einsum(equation, *operands):
    """einsum('ij,jk->ik', a, b), also einsum('ij,jk->ik', [a, b]) as PyTorch accepts."""
    if len(operands) == 1 and isinstance(operands[0], (list, tuple)):
        operands = tuple(operands[0])
    return ops.einsum(equation, list(operands))


# -- varargs forms of the table's list ops (PyTorch's torch/functional.py and torch/__init__.py) ---------

def _as_list(tensors):
    """f(a, b) and f([a, b]) both as the list [a, b]."""
    if len(tensors) == 1 and isinstance(tensors[0], (list, tuple)):
        return list(tensors[0])
    return list(tensors)


def _atleast(one, many):
    def atleast(*tensors):
        if len(tensors) == 1 and isinstance(tensors[0], Tensor):
            return one(tensors[0])
        return tuple(many(_as_list(tensors)))
    return atleast


atleast_1d = _atleast(ops._atleast_1d_default, ops._atleast_1d_Sequence)
atleast_2d = _atleast(ops._atleast_2d_default, ops._atleast_2d_Sequence)
atleast_3d = _atleast(ops._atleast_3d_default, ops._atleast_3d_Sequence)
for _f, _n in ((atleast_1d, "atleast_1d"), (atleast_2d, "atleast_2d"), (atleast_3d, "atleast_3d")):
    _f.__name__ = _f.__qualname__ = _n
    _f.__doc__ = f"{_n}(x) for one tensor, a tuple for several (given one by one or as a sequence)."


def broadcast_tensors(*tensors):
    """The tensors expanded to their common shape (those already of it are returned as they are)."""
    return tuple(ops.broadcast_tensors(_as_list(tensors)))


def meshgrid(*tensors, indexing=None):
    """Coordinate grids of 0-D / 1-D tensors; without indexing=, 'ij' with PyTorch's warning."""
    if indexing is None:
        warn_once("torch.meshgrid: in an upcoming release, it will be required to pass the indexing argument.",
                  stacklevel=user_stacklevel())
        indexing = "ij"
    return tuple(ops._meshgrid_indexing(_as_list(tensors), indexing=indexing))


def chain_matmul(*matrices, out=None):
    """The deprecated product of matrices given one by one (linalg.multi_dot takes a list)."""
    result = ops.chain_matmul(list(matrices))
    if out is not None:
        out.resize_(result.shape).copy_(result)
        return out
    return result


def cartesian_prod(*tensors):
    """The rows of every combination of one element from each 1-D tensor (one tensor: itself)."""
    return ops.cartesian_prod(_as_list(tensors))


def tensordot(a, b, dims=2, out=None):
    """Contract a's last `dims` dims with b's first ones, or the dims listed in `dims` ([dims_a, dims_b],
    a tensor of either)."""
    dims_a, dims_b = tensordot_dims(a, b, dims)
    result = ops.tensordot(a, b, dims_a, dims_b)
    if out is not None:
        out.resize_(result.shape).copy_(result)
        return out
    return result


def broadcast_shapes(*shapes):
    return _broadcast_shapes(*shapes)


def unravel_index(indices, shape):
    """The coordinates in a tensor of `shape` of flat indices (one int64 tensor per dim), wrapping
    out-of-range and negative indices as PyTorch's arithmetic does."""
    if not isinstance(indices, Tensor):   # (PyTorch asks the argument a tensor's question first)
        raise AttributeError(f"'{type(indices).__name__}' object has no attribute 'is_complex'")
    if indices._data.dtype.kind not in "iu":
        raise TypeError(f"expected 'indices' to be integer dtype, but got {indices.dtype}")
    sizes = (shape,) if isinstance(shape, (int, np.integer)) else tuple(int(s) for s in shape)
    if any(s < 0 for s in sizes):
        raise ValueError(f"'shape' cannot have negative values, but got {tuple(sizes)}")
    if 0 in sizes:
        raise RuntimeError("ZeroDivisionError")   # (PyTorch's text: its division by the size 0 fails)
    flat = indices._data.astype(np.int64)
    coords = []
    for size in reversed(sizes):
        coords.append(flat % size)
        flat = flat // size
    return tuple(Tensor._make(c) for c in reversed(coords))


def block_diag(*tensors):
    """The tensors (0-D as 1x1, 1-D as a row) along the diagonal of one matrix."""
    return ops.block_diag(list(tensors))


def _asked(output, inverse, counts, return_inverse, return_counts):
    """torch.unique's results: the values, then the inverse and the counts when asked for."""
    if return_inverse and return_counts:
        return output, inverse, counts
    if return_inverse:
        return output, inverse
    if return_counts:
        return output, counts
    return output


def unique(input, sorted=True, return_inverse=False, return_counts=False, dim=None):
    """The distinct values (slices along dim) of input, sorted, with the inverse indices and counts
    when asked for (torch.unique and Tensor.unique)."""
    if dim is None:
        results = ops._unique2(input, sorted, return_inverse, return_counts)
    else:
        results = ops.unique_dim(input, dim, sorted, return_inverse, return_counts)
    return _asked(*results, return_inverse, return_counts)


def unique_consecutive(input, return_inverse=False, return_counts=False, dim=None):
    """Runs of equal consecutive values (slices along dim) collapsed to one, as torch.unique_consecutive."""
    return _asked(*ops.unique_consecutive(input, return_inverse, return_counts, dim), return_inverse, return_counts)


Tensor.unique = unique
Tensor.unique_consecutive = unique_consecutive
