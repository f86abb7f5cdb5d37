"""What batching rules are written with: the physical tensors behind BatchedTensors, logical dims
shifted past the batch dim, results wrapped again; and the two rules no entry spells out: the
element-wise one (from the table's NumPy forward, codegen/numpy_forward._is_elementwise) and the loop
fallback for ops without a rule.

A rule of generated/batching.py is `rule(fn, level, args, kwargs)`: `fn` is the generated op, `args`
and `kwargs` its arguments as the op's body has them (positional parameters in table order, keyword-only
ones by name). The rule runs ops on the physical tensors (batch dim first), which may be BatchedTensors
of a lower level (nested vmap: those route again), with grad mode as it is, so that a transform
outside this vmap records the physical computation.
"""
import warnings

import numpy as np

from ..core.dtypes import from_numpy
from ..core.printing import format_shape
from ..core.stacklevel import user_stacklevel
from ..core.tensor import Tensor
from ..generated import ops
from ..kernels.core import wrap_dim
from .batched_tensor import BatchedTensor, wrap

_CATEGORY = {"b": 0, "u": 1, "i": 1, "f": 2, "c": 3}


def is_batched(x, level):
    return type(x) is BatchedTensor and x._level == level


def physical(x, level):
    """x's tensor with the batch dim first if x is batched at `level`; anything else as it is."""
    return x._value if type(x) is BatchedTensor and x._level == level else x


def ndim_of(x):
    """A tensor argument's logical ndim; 0 for a number or an absent optional tensor."""
    return x.ndim if isinstance(x, Tensor) else 0


def batch_size(level, args, kwargs=None):
    """The size of `level`'s batch dim, from the first argument batched at it."""
    for a in (*args, *(kwargs.values() if kwargs else ())):
        if type(a) is BatchedTensor and a._level == level:
            return a._value.shape[0]
        if type(a) in (list, tuple):
            for b in a:
                if type(b) is BatchedTensor and b._level == level:
                    return b._value.shape[0]
    raise RuntimeError("vmap: no batched tensor among the arguments")


def front(x, level, size):
    """x's physical tensor with the batch dim first, an unbatched tensor expanded to the batch (a view)."""
    if type(x) is BatchedTensor and x._level == level:
        return x._value
    if not isinstance(x, Tensor):
        return x
    return expand_to(x, size)


def expand_to(x, size):
    """An unbatched tensor given the batch dim (a view): what a rule does when every sample needs it."""
    return ops.expand(ops.unsqueeze(x, 0), (size,) + tuple(x.shape))


def front_all(xs, level, size):
    return [front(x, level, size) for x in xs]


def shift(dim, ndim):
    """A logical dim (of a tensor of `ndim` dims) as the physical dim behind the batch dim."""
    return wrap_dim(dim, ndim) + 1


def shift_dims(dims, ndim):
    """shift for a dim list; None and [] (every dim, for a reduction) become every logical dim."""
    if dims is None or (type(dims) in (list, tuple) and len(dims) == 0):
        return list(range(1, ndim + 1))
    if type(dims) in (list, tuple):
        return [wrap_dim(d, ndim) + 1 for d in dims]
    return wrap_dim(dims, ndim) + 1


def pad_to(x, batched, ndim, rank):
    """A batched operand of logical `ndim` dims with ones behind its batch dim up to `rank` (so that it
    broadcasts against a batched result of that rank as its logical shape does)."""
    if not batched or ndim >= rank:
        return x
    return ops.reshape(x, (x.shape[0],) + (1,) * (rank - ndim) + tuple(x.shape[1:]))


def reduced(loss, reduction):
    """A loss computed with reduction='none' on the batch, reduced per sample as `reduction` says
    (PyTorch's enum 0/1/2 or its name)."""
    if reduction in (0, "none") or loss.ndim == 1:
        return loss
    flat = ops.flatten(loss, 1)
    return ops.mean(flat, [1]) if reduction in (1, "mean") else ops.sum(flat, [1])


def fold(x, size, full):
    """A batched argument of an op whose inputs have a batch dim of their own at `full` dims (pooling,
    padding: [N, C, H, W]) with the vmap batch merged into it; one without (the op's unbatched form,
    [C, H, W]) is left as it is: its leading dim is then the op's batch dim."""
    if x.ndim - 1 == full:
        return ops.reshape(x, (-1,) + tuple(x.shape[2:]))
    return x


def unfold(out, size, folded):
    """An op's result(s) with the vmap batch split back out of its batch dim."""
    if not folded:
        return out
    if isinstance(out, Tensor):
        return ops.reshape(out, (size, -1) + tuple(out.shape[1:])) if size else \
            ops.reshape(out, (0, 0) + tuple(out.shape[1:]))
    return tuple(unfold(o, size, folded) for o in out)


def wrap_outputs(out, level):
    """An op's physical result(s) as BatchedTensors of `level`."""
    if isinstance(out, Tensor):
        return wrap(out, level)
    if isinstance(out, (tuple, list)):
        return tuple(wrap(o, level) if isinstance(o, Tensor) else o for o in out)
    return out


def _aligned(x, rank):
    """A batched operand's physical tensor with ones inserted behind the batch dim, so that it
    broadcasts against the others as its logical shape does (rank: the logical result's)."""
    value = x._value
    pad = rank - x._data.ndim
    if pad == 0:
        return value
    shape = (value._data.shape[0],) + (1,) * pad + x._data.shape
    if type(value) is Tensor and not value._requires_grad and value._fw_grad is None:
        return Tensor._make(value._data.reshape(shape))  # (only read by the op: no view to track)
    return ops.reshape(value, shape)


def elementwise(fn, level, args, kwargs):
    """The rule of an element-wise or broadcasting op: each batched operand's batch dim first, padded
    to the logical rank, and the op itself on them. A batched 0-dim operand beside dimensioned ones
    keeps PyTorch's promotion (it does not widen their dtype within its category)."""
    rank = 0
    zero_dim = False
    for a in args:
        if isinstance(a, Tensor):
            n = a._data.ndim
            if n > rank:
                rank = n
            elif n == 0 and type(a) is BatchedTensor and a._level == level:
                zero_dim = True
    new = list(args)
    for i, a in enumerate(args):
        if type(a) is BatchedTensor and a._level == level:
            new[i] = _aligned(a, rank)
    if zero_dim and rank:
        _keep_promotion(args, new, level)
    return wrap_outputs(fn(*new, **kwargs), level)


def _keep_promotion(args, new, level):
    dimensioned = [a._data.dtype for a in args if isinstance(a, Tensor) and a._data.ndim]
    target = np.result_type(*dimensioned)
    for i, a in enumerate(args):
        if (type(a) is BatchedTensor and a._level == level and not a._data.ndim and a._data.dtype != target
                and _CATEGORY[a._data.dtype.kind] <= _CATEGORY[target.kind]):
            new[i] = ops._to_copy(new[i], dtype=from_numpy(target))


# -- an in-place op on a tensor the batch is not in -------------------------------------------------

#: PyTorch words the error by the rule that meets it: its binary in-place rules say "inplace arithmetic",
#: a few rules of their own name the op, its loop fallback names aten::op and the level; the ops in
#: _INPLACE_BROADCASTS compute first and fail on the output's shape, in PyTorch as here (no check).
_INPLACE_ARITHMETIC = frozenset({
    "sub_.Tensor", "mul_.Tensor", "div_.Tensor", "clamp_max_.default", "clamp_min_.default", "copy_.default",
    "logical_and_.default", "logical_or_.default", "logical_xor_.default", "masked_fill_.Scalar"})
_INPLACE_NAMED = frozenset({
    "fill_.Tensor", "index_add_.default", "index_fill_.int_Tensor", "index_put_.default", "scatter_add_.default",
    "scatter_reduce_.two"})
_INPLACE_BROADCASTS = frozenset({
    "add_.Tensor", "atan2_.default", "copysign_.Tensor", "bitwise_and_.Tensor", "bitwise_or_.Tensor",
    "bitwise_xor_.Tensor", "bitwise_left_shift_.Tensor", "bitwise_right_shift_.Tensor", "gcd_.default",
    "lcm_.default"})


def refuse_unbatched_self(aten, level, args):
    """An in-place op (aten, called at `level`, where some argument is batched) whose self is not batched
    there: its samples cannot all be written into self, so it raises PyTorch's error for that op."""
    if not args or is_batched(args[0], level) or aten in _INPLACE_BROADCASTS:
        return
    name = aten.partition(".")[0]
    if aten in _INPLACE_ARITHMETIC or aten in _INPLACE_NAMED:
        raise unbatched_self_error("inplace arithmetic" if aten in _INPLACE_ARITHMETIC else name, "in a vmap")
    raise unbatched_self_error(f"aten::{name}", f"at level {level}")


def unbatched_self_error(what, where):
    return RuntimeError(f"vmap: {what}(self, *extra_args) is not possible because there exists a Tensor `other` in "
                        f"extra_args that has more elements than `self`. This happened due to `other` being vmapped "
                        f"over but `self` not being vmapped over {where}. Please try to use out-of-place operators "
                        f"instead of {what}. If said operator is being called inside the PyTorch framework, please "
                        f"file a bug report instead.")


# -- the loop fallback -------------------------------------------------------------------------------

def fallback_warning(aten):
    name, _, overload = aten.partition(".")
    qualified = f"aten::{name}" + ("" if overload in ("", "default") else f".{overload}")
    warnings.warn(f"There is a performance drop because we have not yet implemented the batching rule for "
                  f"{qualified}. Please file us an issue on GitHub so that we can prioritize its implementation.",
                  UserWarning, stacklevel=user_stacklevel())


def _sample(x, level, b):
    if type(x) is BatchedTensor and x._level == level:
        return ops.select(x._value, 0, b)
    if type(x) in (list, tuple):
        return type(x)(_sample(y, level, b) for y in x)
    return x


def loop(fn, level, args, kwargs, inplace=False):
    """The op once per sample (views of each batched argument's sample), results stacked: correct for
    any op, and as slow as a Python loop. An in-place op writes each sample of self in place."""
    size = batch_size(level, args, kwargs)
    results = []
    for b in range(size):
        sample_args = [_sample(a, level, b) for a in args]
        sample_kwargs = {k: _sample(v, level, b) for k, v in kwargs.items()}
        results.append(fn(*sample_args, **sample_kwargs))
    if inplace:
        return args[0]
    if size == 0:
        return _empty_batch(fn, level, args, kwargs)
    first = results[0]
    if isinstance(first, Tensor):
        return wrap(ops.stack(results), level)
    # (an output the op leaves undefined, as convolution_backward's outside its output_mask, stays None)
    return tuple(None if first[i] is None else wrap(ops.stack([r[i] for r in results]), level)
                 for i in range(len(first)))


def _empty_batch(fn, level, args, kwargs):
    """A batch of no samples: the op on zeros of one sample's shape says what shape and dtype its
    results have; the batch holds none of them."""
    def zero(x):
        if type(x) is BatchedTensor and x._level == level:
            return Tensor._make(np.zeros(x._data.shape, x._data.dtype))
        return type(x)(zero(y) for y in x) if type(x) in (list, tuple) else x
    def empty(r):
        return wrap(ops.expand(ops.unsqueeze(r, 0), (0,) + tuple(r.shape)).contiguous(), level)

    out = fn(*[zero(a) for a in args], **{k: zero(v) for k, v in kwargs.items()})
    return empty(out) if isinstance(out, Tensor) else tuple(empty(r) for r in out)


# -- convolution --------------------------------------------------------------------------------------

def conv_batched(input, input_b, weight, weight_b, bias, bias_b, size, stride, padding, dilation, transposed,
                 output_padding, groups):
    """convolution on the batch. An unbatched weight: the vmap batch merged into the input's own batch
    dim. A batched weight (model ensembles, per-sample weights): the batch becomes groups, input
    [B, N, C, ...] as [N, B * C, ...] and weight [B, O, C / g, ...] as [B * O, C / g, ...] (functorch's
    trick); a transposed convolution with a batched weight loops (NotImplemented)."""
    if not weight_b and not bias_b:
        n = input.shape[1]
        out = ops.convolution(ops.reshape(input, (-1,) + tuple(input.shape[2:])), weight, bias, stride, padding,
                              dilation, transposed, output_padding, groups)
        return ops.reshape(out, (size, n) + tuple(out.shape[1:]))
    if transposed:
        return NotImplemented
    input = input if input_b else expand_to(input, size)
    weight = weight if weight_b else expand_to(weight, size)
    n, channels = input.shape[1], input.shape[2]
    grouped = ops.reshape(ops.transpose(input, 0, 1), (n, size * channels) + tuple(input.shape[3:]))
    w = ops.reshape(weight, (-1,) + tuple(weight.shape[2:]))
    if bias is not None:
        bias = ops.reshape(bias if bias_b else expand_to(bias, size), (-1,))
    out = ops.convolution(grouped, w, bias, stride, padding, dilation, False, output_padding, groups * size)
    out = ops.reshape(out, (n, size, -1) + tuple(out.shape[2:]))
    return ops.transpose(out, 0, 1)


def conv_weight_batched(input, input_b, grad_output, grad_b, weight_size, size, stride, padding, dilation, groups):
    """convolution_backward_weight per sample (per-sample gradients): the batch as groups again."""
    input = input if input_b else expand_to(input, size)
    grad_output = grad_output if grad_b else expand_to(grad_output, size)
    n = input.shape[1]
    x = ops.reshape(ops.transpose(input, 0, 1), (n, -1) + tuple(input.shape[3:]))
    g = ops.reshape(ops.transpose(grad_output, 0, 1), (n, -1) + tuple(grad_output.shape[3:]))
    sizes = (size * weight_size[0],) + tuple(weight_size[1:])
    out = ops.convolution_backward_weight(x, g, sizes, stride, padding, dilation, groups * size)
    return ops.reshape(out, (size,) + tuple(weight_size))


# -- nll_loss -----------------------------------------------------------------------------------------

def nll_batched(fn, self, self_b, target, target_b, weight, weight_b, reduction, ignore_index, size):
    """nll_loss_forward on the batch: the per-element losses of every sample at once (reduction
    'none' on the samples' rows put together), then each sample's reduction by its own total weight.
    Per-sample class weights loop (NotImplemented)."""
    if weight_b:
        return NotImplemented
    self = self if self_b else expand_to(self, size)
    target = target if target_b else expand_to(target, size)
    classes = self.shape[-1]
    losses, _ = fn(ops.reshape(self, (-1, classes)), ops.reshape(target, (-1,)), weight, 0, ignore_index)
    losses = ops.reshape(losses, tuple(target.shape))
    kept = ops.ne(target, ignore_index)
    safe = ops.where(kept, target, 0)
    if weight is None:
        w = ops._to_copy(kept, dtype=from_numpy(losses._data.dtype))
    else:
        w = ops.where(kept, ops.reshape(ops.index_select(weight, 0, ops.reshape(safe, (-1,))), tuple(target.shape)),
                      0.0)
    if reduction == 0:
        return losses, Tensor._make(np.zeros((losses.shape[0],), losses._data.dtype))
    per_sample = losses if losses.ndim == 1 else ops.sum(losses, [1])
    total = w if w.ndim == 1 else ops.sum(w, [1])
    return (per_sample, total) if reduction == 2 else (per_sample / total, total)


# -- batch norm ---------------------------------------------------------------------------------------

def batch_norm_batched(fn, input, input_b, weight, weight_b, bias, bias_b, running_mean, running_var, training,
                       momentum, eps, size):
    """native_batch_norm on the batch, each sample normalized by its own statistics: the vmap batch
    goes beside the channels ([B, N, C, ...] as [N, B * C, ...], weight and bias repeated), so one call
    computes every sample's. Evaluation with running statistics folds the batch into N. Batched
    parameters, and running statistics updated in training (one running mean for many samples), loop."""
    if not input_b or weight_b or bias_b or any(is_batched_any(t) for t in (running_mean, running_var)):
        return NotImplemented
    shape = tuple(input.shape)
    if not training:
        out, mean, invstd = fn(ops.reshape(input, (-1,) + shape[2:]), weight, bias, running_mean, running_var,
                               False, momentum, eps)
        return ops.reshape(out, shape), expand_to(mean, size), expand_to(invstd, size)
    if running_mean is not None or running_var is not None:
        return NotImplemented
    n, channels, spatial = shape[1], shape[2], shape[3:]
    grouped = ops.reshape(ops.transpose(input, 0, 1), (n, size * channels) + spatial)
    def repeated(t):
        return None if t is None else ops.reshape(expand_to(t, size), (size * channels,))

    out, mean, invstd = fn(grouped, repeated(weight), repeated(bias), None, None, True, momentum, eps)
    out = ops.transpose(ops.reshape(out, (n, size, channels) + spatial), 0, 1)
    return out, ops.reshape(mean, (size, channels)), ops.reshape(invstd, (size, channels))


def is_batched_any(t):
    return type(t) is BatchedTensor


# -- indexing -----------------------------------------------------------------------------------------

def _index_items(indices):
    """The items of an Index argument with a full slice in front for the batch dim, or None when that
    would not index the batch as the samples are indexed: a batched index tensor (each sample its own
    indices), or advanced indices apart from each other (NumPy would move their dims first)."""
    items = tuple(indices) if isinstance(indices, (tuple, list)) else (indices,)
    if any(type(i) is BatchedTensor for i in items):
        return None
    advanced = [k for k, i in enumerate(items) if not (isinstance(i, slice) or i is None or i is Ellipsis)]
    if advanced and advanced != list(range(advanced[0], advanced[-1] + 1)):
        return None
    return (slice(None),) + items


def index_batched(fn, self, self_b, indices):
    """index.Tensor on a batched tensor with the same indices for every sample: the physical tensor
    indexed behind its batch dim. Other cases loop (NotImplemented)."""
    items = _index_items(indices)
    return NotImplemented if items is None or not self_b else fn(self, items)


def index_put_zeros_batched(fn, grad_output, grad_output_b, input_sizes, indices, size):
    """index's backward on a batch of gradients (per-sample gradients of x[i])."""
    items = _index_items(indices)
    if items is None or not grad_output_b:
        return NotImplemented
    return fn(grad_output, (size,) + tuple(input_sizes), items)


# -- memory layouts -----------------------------------------------------------------------------------

def _end_of(sizes, strides, offset):
    """One past the last storage position a (sizes, strides, offset) window reaches; None when it has
    no element (it reaches no memory)."""
    if 0 in sizes:
        return None
    return offset + 1 + sum((n - 1) * s for n, s in zip(sizes, strides))


def as_strided_batched(self, batch, size, stride, storage_offset):
    """as_strided on the batch-first physical tensor: each sample gets the same window from its own
    part of the memory. A window reaching memory outside its sample (the next sample's, or none of the
    batch's) is refused, as PyTorch's vmap refuses it. (A physical tensor batched at a lower vmap level
    has no strides of its own: that level's rule checks.)"""
    size_, stride_ = tuple(int(n) for n in size), tuple(int(s) for s in stride)
    base_offset = 0 if type(self) is BatchedTensor else self.storage_offset()
    offset = base_offset if storage_offset is None else int(storage_offset)
    wanted = None if type(self) is BatchedTensor else _end_of(size_, stride_, offset)
    if wanted is not None:
        reach = _end_of(tuple(self.shape[1:]), self.stride()[1:], base_offset)
        where = (f"result = tensor.as_strided({format_shape(size_)}, {format_shape(stride_)}, {offset}) can access "
                 "memory outside of `tensor`. ")
        advice = ("This is not supported inside of vmap, please try to rewrite the `as_strided` call as a sequence "
                  "of PyTorch view operations")
        if reach is None:
            raise RuntimeError(where + "`tensor` has no storage but the passed-in (size, stride, storage_offset) "
                               "imply a result with some storage. " + advice)
        if wanted > reach or offset < base_offset:
            raise RuntimeError(where + f"`result` can access some memory in range [{offset}, {wanted}], but `tensor` "
                               f"can only access some memory in range [{base_offset}, {reach}]. " + advice)
    return ops.as_strided(self, (batch,) + size_, (self.stride(0),) + stride_, storage_offset)


def no_batching_rule(aten):
    """A view op PyTorch's vmap has no rule for: its loop fallback cannot return views of the batch, so the op
    is refused inside vmap (`batch: 'no_batching_rule("aten::slice_inverse")'`), in PyTorch's words."""
    raise RuntimeError(f"Batching rule not implemented for {aten}; the fallback path doesn't work on out= or view ops.")


def new_zeros_feature_batched(fn, self, self_b, other, other_b, self_num_batch_dims):
    """_new_zeros_with_same_feature_meta with batched arguments (forward AD's tangents inside vmap):
    a batched `self` (the tangent) adds its batch dim to the result's batch dims; a batched `other`
    (the primal) lays out the whole batch as its storage, and the result's vmap dim is moved first."""
    if not other_b:
        return fn(self, other, self_num_batch_dims=self_num_batch_dims + 1)
    if self_b:   # the tangent's vmap dim goes after its own batch dims, which lead the result
        self = ops.movedim(self, 0, self_num_batch_dims)
    return ops.movedim(fn(self, other, self_num_batch_dims=self_num_batch_dims), self_num_batch_dims, 0)
