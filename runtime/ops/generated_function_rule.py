"""The vmap rule torch.func generates for a custom autograd.Function with generate_vmap_rule=True, for the
case a plain batching of its ops cannot serve: a gradient transform *outside* the vmap (`grad(vmap(f))`,
or `.backward()` of a vmap's result), which differentiates the physical computation.

The Function then runs, on the physical tensors, as one Function of their own: its forward is the
Function's forward under vmap, and its backward the Function's backward under vmap. The backward
recomputes each sample's context (setup_context on the sample's inputs and output, inside the vmap that
runs the backward) rather than keeping one from the forward: the forward's vmap level is gone by then,
and a context holds whatever setup_context saves, tensors or not.
"""
import functools

from ..autograd.function import Function, _save
from ..core.tensor import Tensor
from ..generated import ops


def generated_rule(cls):
    """A `vmap` staticmethod for cls, as batching._function_vmap calls one: (output, out_dims)."""
    def rule(info, in_dims, *args, **kwargs):
        if kwargs:
            raise NotImplementedError(f"{cls.__name__} (generate_vmap_rule=True) with keyword arguments under vmap "
                                      "inside a gradient transform is not supported by gradtable: pass them "
                                      "positionally")
        return _batched(cls).apply(info, in_dims, *args), 0
    return rule


@functools.cache
def _batched(cls):
    from ..func.vmap import vmap  # (func imports this package)

    def forward(info, in_dims, *args):
        return vmap(cls.forward, in_dims, 0, info.randomness)(*args)

    def setup_context(ctx, inputs, output):
        ctx.info, ctx.in_dims, *ctx.args = inputs
        ctx.output = output

    def backward(ctx, *grads):
        args, in_dims = ctx.args, ctx.in_dims
        tensors = [i for i, a in enumerate(args) if isinstance(a, Tensor)]

        def one_sample(sample_args, output, sample_grads):
            inner = cls._backward_cls()
            inner.needs_input_grad = ctx.needs_input_grad[2:]
            cls.setup_context(inner, tuple(sample_args), output)
            _save(inner)   # (ctx.saved_tensors as apply leaves them)
            result = cls.backward(inner, *sample_grads)
            result = result if isinstance(result, tuple) else (result,)
            return tuple(ops.zeros_like(sample_args[i]) if result[i] is None else result[i] for i in tensors)

        per_sample = vmap(one_sample, (list(in_dims), 0, 0), 0, ctx.info.randomness)(list(args), ctx.output, grads)
        result = [None] * len(args)
        for i, g in zip(tensors, per_sample):
            # an unbatched input's gradient is the sum of every sample's
            result[i] = g if in_dims[i] is not None else ops.sum(g, 0)
        return (None, None, *result)

    return type(f"{cls.__name__}Vmapped", (Function,), {   # (batched again by an enclosing vmap)
        "forward": staticmethod(forward), "setup_context": staticmethod(setup_context),
        "backward": staticmethod(backward), "generate_vmap_rule": True})
