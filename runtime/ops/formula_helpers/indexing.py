"""Formulas' helpers for the indexing ops of issue 27 (take, index_fill, index_reduce, scatter_reduce,
as_strided, block_diag), written with table ops so that their results differentiate again."""
import numpy as np

from ...autograd.function import Error, _set_grad_fn
from ...autograd.grad_mode import state as _grad_state
from ...core.creation import ones_like, zeros_like
from ...core.tensor import Tensor
from ...generated import ops
from ...kernels.strided import strided_positions
from .core import _zeros


def take_backward(grad, sizes, index):
    """Zeros of the input's shape with grad added at the flat positions index names (repeats add up)."""
    return ops.put(_zeros(sizes, grad), index, grad, True)


def index_fill_value_backward(grad, dim, index):
    """The filled value's gradient: grad summed over the filled slices, each counted once however
    often index names it (PyTorch's: the slices of the unique indices)."""
    unique = Tensor._make(np.unique(index._data.reshape(-1)))
    picked = ops.index_select(grad if grad.ndim else ops.reshape(grad, (1,)), dim, unique)
    return ops.sum(picked)


def _delayed_error(t, message):
    """t, behind a node that raises `message` when a double backward reaches it (PyTorch's DelayedError)."""
    if not (_grad_state.enabled and t.requires_grad):
        return t
    alias = t.detach()
    alias._requires_grad = True
    node = Error(message, [t])
    node._output_metadata = ((alias._data.shape, alias._data.dtype),)
    _set_grad_fn(alias, node, 0)
    return alias


def _reduce_backward(grad, self, source, result, reduce, include_self, op, reduce_with, add_with, select_with):
    """The gradients of self and source of a reduction of source into self (scatter_reduce along an
    index tensor, index_reduce along a dim), as PyTorch's formulas: `reduce_with(t, src)` redoes the
    reduction, `add_with(t, src)` adds src into t at the same places, `select_with(t)` reads t back
    at the places source went."""
    if reduce == "sum":
        return grad, select_with(grad)
    if reduce == "mean":
        counts = add_with((ones_like if include_self else zeros_like)(grad), ones_like(source))
        counts = ops.masked_fill(counts, counts == 0, 1)
        return grad / counts, select_with(grad) / select_with(counts)
    if reduce == "prod":
        # Products leaving each element out: self's by dividing (a zero replaced by 1 first); for a
        # source element that is the only zero reaching its place, the product of the others directly.
        self_nonzero = ops.masked_fill(self, self == 0, 1)
        grad_self = grad * reduce_with(self_nonzero, source) / self_nonzero
        src_zero = source == 0
        zeros_here = select_with(add_with(zeros_like(self), src_zero.to(self.dtype)))
        single_zero = ops.logical_and(src_zero, zeros_here == 1)
        without = reduce_with(self, ops.masked_fill(source, single_zero, 1))
        grad_src = ops.where(single_zero, select_with(grad * without),
                             select_with(grad * result) / ops.masked_fill(source, src_zero, 1))
        if _grad_state.enabled and bool((zeros_here._data > 1).any()):
            grad_src = _delayed_error(grad_src, f"{op}(): Double backward is unsupported for {_source_word(op)} "
                                                f"when >1 zeros in {_source_word(op)} are scattered to the same "
                                                "position in self")
        return grad_self, grad_src
    # amax / amin: the gradient shared evenly among the elements equal to the result
    picked = select_with(result)
    self_is = (self == result).to(self.dtype)
    src_is = (source == picked).to(self.dtype)
    share = grad / add_with(self_is, src_is)
    return self_is * share, src_is * select_with(share)


def _source_word(op):
    return "src" if op == "scatter_reduce" else "source"


def scatter_reduce_backward(grad, self, dim, index, src, reduce, include_self, result):
    grad_self, grad_src = _reduce_backward(
        grad, self, src, result, reduce, include_self, "scatter_reduce",
        lambda t, s: ops.scatter_reduce(t, dim, index, s, reduce, include_self=include_self),
        lambda t, s: ops.scatter_add(t, dim, index, s), lambda t: ops.gather(t, dim, index))
    if not include_self:
        grad_self = ops.scatter(grad_self, dim, index, 0)
    return grad_self, grad_src


def index_reduce_backward(grad, self, dim, index, source, reduce, include_self, result):
    grad_self, grad_src = _reduce_backward(
        grad, self, source, result, reduce, include_self, "index_reduce",
        lambda t, s: ops.index_reduce(t, dim, index, s, reduce, include_self=include_self),
        lambda t, s: ops.index_add(t, dim, index, s), lambda t: ops.index_select(t, dim, index))
    if not include_self:
        grad_self = ops.index_fill(grad_self, dim, index, 0)
    return grad_self, grad_src


def as_strided_backward(grad, geometry, size, stride, storage_offset):
    """The gradient of an as_strided view, as PyTorch's: grad added into the memory under the input at
    the positions the view read (overlapping ones accumulate), then read back at the input's own
    positions, each divided by how many input elements share that memory (an expanded input)."""
    in_sizes, in_strides, in_offset = geometry
    offset = in_offset if storage_offset is None else storage_offset
    out_positions = strided_positions(size, stride, offset)
    in_positions = strided_positions(in_sizes, in_strides, in_offset)
    extent = int(max(out_positions.max(initial=-1), in_positions.max(initial=-1))) + 1
    memory = ops.index_add(_zeros((extent,), grad), 0, Tensor._make(out_positions.reshape(-1)),
                           ops.reshape(grad, (-1,)))
    gathered = ops.reshape(ops.index_select(memory, 0, Tensor._make(in_positions.reshape(-1))), tuple(in_sizes))
    sharing = np.bincount(in_positions.reshape(-1), minlength=extent)[in_positions]
    if (sharing > 1).any():
        gathered = gathered / Tensor._make(sharing.astype(grad._data.dtype))
    return gathered


def block_diag_backward(grad, sizes):
    """Each input's block of grad (a 0-D input's 1x1 block as 0-D, a 1-D one's row as 1-D)."""
    pieces, r, c = [], 0, 0
    for shape in sizes:
        rows = 1 if len(shape) < 2 else shape[0]
        cols = 1 if len(shape) == 0 else shape[-1]
        block = ops.slice(ops.slice(grad, 0, r, r + rows, 1), 1, c, c + cols, 1)
        pieces.append(ops.reshape(block, tuple(shape)))
        r, c = r + rows, c + cols
    return pieces


def scatter_reduce_jvp(self_p, self_t, dim, index, src_p, src_t, reduce, include_self, result):
    """scatter_reduce's tangent: the op itself for the linear sum and mean; for amax / amin the mean of
    the tangents of the elements equal to the result; none for prod (PyTorch defines none)."""
    if reduce in ("sum", "mean"):
        return ops.scatter_reduce(self_t, dim, index, src_t, reduce, include_self=include_self)
    if reduce in ("amax", "amin"):
        self_is = self_p == result
        src_is = src_p == ops.gather(result, dim, index)
        count = ops.scatter_reduce(self_is.to(self_t.dtype), dim, index, src_is.to(self_t.dtype), "sum",
                                   include_self=include_self)
        total = ops.scatter_reduce(ops.where(self_is, self_t, 0.0), dim, index, ops.where(src_is, src_t, 0.0), "sum",
                                   include_self=include_self)
        return total / count
    return None


def euclidean_dist_backward(grad, x1, x2, result):
    """The gradients of the Euclidean distances' matrix-product form, 0 where a distance is 0 (a
    subgradient), as PyTorch's: with r = grad / dist, x1 r.sum(-1) - r x2 and x2 r.sum(-2) - r^T x1."""
    ratio = ops.masked_fill(grad / result, result == 0, 0)
    return (x1 * ops.sum(ratio, [-1], True) - ops.matmul(ratio, x2),
            x2 * ops.unsqueeze(ops.sum(ratio, [-2]), -1) - ops.matmul(ratio.mT, x1))
