# Generated from my_ops.yaml by `python -m gradtable.codegen`. Do not edit: change the table and regenerate.
# ruff: noqa: F401, I001, E501
"""Batching rules (vmap): one batch_* function per entry of my_ops.yaml with a `batch:` key,
and RULES, which maps each op (by PyTorch's dispatcher name) to its rule: those functions, or the
shared `elementwise` rule of an element-wise forward. ops/batching.py runs an op's rule when the op is
called on BatchedTensors; an op missing from RULES runs through the loop fallback.

A rule gets the generated op, the vmap level, and the op's arguments (positional parameters in table
order, keyword-only ones by name); it runs ops on the physical tensors (batch dim first) and wraps
the results again.
"""
from my_ops import ops
from gradtable.generated import ops as gradtable_ops
from gradtable.ops.batching import register
from gradtable.ops.batch_rules import (as_strided_batched, batch_norm_batched, batch_size, conv_batched,
                                       conv_weight_batched, elementwise, expand_to, fold, front, front_all,
                                       index_batched, index_put_zeros_batched, is_batched, loop, ndim_of,
                                       new_zeros_feature_batched, nll_batched, no_batching_rule, pad_to, physical,
                                       reduced, shift, shift_dims, unfold, wrap_outputs)


def batch_scaled_dot(fn, level, args, kwargs):
    """scaled_dot(Tensor self, Tensor other, *, float scale=1.0) -> Tensor   [my_ops.yaml:30]
        batch: mul(sum(mul(self, other), [-1]), scale)
    """
    self, other = args
    scale = kwargs["scale"]
    self = physical(self, level)
    other = physical(other, level)
    out = gradtable_ops.mul(gradtable_ops.sum(gradtable_ops.mul(self, other), [-1]), scale)
    if out is NotImplemented:
        return loop(fn, level, args, kwargs)
    return wrap_outputs(out, level)


RULES = {
    "soft_clip.default": elementwise,
    "swish.default": elementwise,
    "swish_grad.default": elementwise,
    "scaled_dot.default": batch_scaled_dot,
}

# In-place ops: the loop fallback writes each sample of self in place.
INPLACE = frozenset({
})

# A user table's rules, made known to gradtable's batching layer (ops/batching.py) by op
register(RULES, INPLACE, ops.ATEN)
