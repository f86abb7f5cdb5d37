"""torch.func's reverse-mode transforms: grad, grad_and_value, vjp, jacrev.

Each runs the function on fresh inputs (func/arguments.py) with grad mode on and differentiates its
outputs with autograd.grad. jacrev is vjp applied to every row of the identity at once, under vmap:
the backward's formulas then run on BatchedTensor cotangents, so one backward gives the whole Jacobian.
"""
import functools

from ..autograd.differentiate import grad as autograd_grad
from ..autograd.grad_mode import enable_grad
from ..core.creation import eye, ones_like, zeros, zeros_like
from ..core.tensor import Tensor
from ..generated import ops
from ..utils._pytree import tree_flatten, tree_unflatten
from . import arguments
from .vmap import vmap

__all__ = ["grad", "grad_and_value", "vjp", "jacrev"]


def _split_aux(output, has_aux, api):
    if not has_aux:
        return output, None
    if not (isinstance(output, tuple) and len(output) == 2):
        raise RuntimeError(f"{api}: output of function f should be a tuple: (output, aux) if has_aux is True")
    return output


def _gradients(outputs, cotangents, leaves, keep):
    """d outputs / d leaves against the cotangents, zeros where a leaf does not reach an output."""
    pairs = [(o, c) for o, c in zip(outputs, cotangents) if o._requires_grad]
    found = [None] * len(leaves)
    if pairs:
        found = autograd_grad([o for o, _ in pairs], leaves, [c for _, c in pairs], retain_graph=True,
                              create_graph=keep, allow_unused=True)
    return [zeros_like(t) if g is None else g for t, g in zip(leaves, found)]


def grad_and_value(func, argnums=0, has_aux=False):
    """(gradient of func's scalar output with respect to the arguments at argnums, the output)."""
    @functools.wraps(func)
    def wrapper(*args, **kwargs):
        chosen = arguments.selected(args, argnums)
        flat, spec = tree_flatten(chosen)
        arguments.check_tensors(flat)
        with arguments.running(), enable_grad():
            leaves = [arguments.fresh(t) for t in flat]
            output = func(*arguments.replaced(args, argnums, tree_unflatten(leaves, spec)), **kwargs)
        output, aux = _split_aux(output, has_aux, "grad_and_value(f)(*args)")
        if not isinstance(output, Tensor):
            raise RuntimeError(f"grad_and_value(f)(*args): Expected f(*args) to return a Tensor, got {type(output)}")
        if output.dim() != 0:
            raise RuntimeError(f"grad_and_value(f)(*args): Expected f(*args) to return a scalar Tensor, got tensor "
                               f"with {output.dim()} dims. Maybe you wanted to use the vjp or jacrev APIs instead?")
        keep = arguments.keeps_graph(flat, [output], leaves)
        with enable_grad():
            grads = _gradients([output], [ones_like(output)], leaves, keep)
        if has_aux:
            arguments.check_aux(aux)
        result = tree_unflatten(grads, spec)
        value = arguments.detached(output, keep)
        if has_aux:
            return result, (value, arguments.detached(aux, keep))
        return result, value

    return wrapper


def grad(func, argnums=0, has_aux=False):
    """The gradient of func's scalar output with respect to the arguments at argnums (and aux)."""
    both = grad_and_value(func, argnums, has_aux)

    @functools.wraps(func)
    def wrapper(*args, **kwargs):
        gradient, value = both(*args, **kwargs)
        return (gradient, value[1]) if has_aux else gradient

    return wrapper


def vjp(func, *primals, has_aux=False):
    """(func(*primals), vjp_fn[, aux]): vjp_fn(cotangents) gives the cotangents pulled back to each
    primal, in the primals' structure."""
    flat, spec = tree_flatten(primals)
    arguments.check_tensors(flat)
    with arguments.running(), enable_grad():
        leaves = [arguments.fresh(t) for t in flat]
        output = func(*tree_unflatten(leaves, spec))
    output, aux = _split_aux(output, has_aux, "vjp(f, *primals)")
    flat_out, out_spec = tree_flatten(output)
    arguments.check_non_empty(flat_out, "vjp(f, *primals)")
    for o in flat_out:
        if not isinstance(o, Tensor):
            raise RuntimeError(f"vjp(f, *primals): expected f(*primals) to return only tensors, got unsupported "
                               f"type {type(o)}")
    if has_aux:
        arguments.check_aux(aux)
    for o in flat_out:   # (a cotangent of an integer output has no meaning)
        if not (o.is_floating_point() or o.is_complex()):
            raise RuntimeError(f"vjp(f, ...): All outputs of f must be floating-point or complex Tensors, got Tensor "
                               f"with dtype {o.dtype}")

    def vjp_fn(cotangents, retain_graph=True, create_graph=None):
        flat_ct, ct_spec = tree_flatten(cotangents)
        if ct_spec != out_spec:
            raise RuntimeError("Expected pytree structure of cotangents to be the same as pytree structure of outputs "
                               f"to the function. cotangents: {arguments.spec_text(ct_spec)}, primal output: "
                               f"{arguments.spec_text(out_spec)}")
        keep = arguments.keeps_graph(flat, flat_out, leaves) if create_graph is None else create_graph
        with enable_grad():
            grads = _gradients(flat_out, flat_ct, leaves, keep)
        return tree_unflatten(grads, spec)

    keep = arguments.keeps_graph(flat, flat_out, leaves)
    value = arguments.detached(output, keep)
    if has_aux:
        return value, vjp_fn, arguments.detached(aux, keep)
    return value, vjp_fn


def _basis(flat, dtype):
    """The identity with one row per element of `flat`'s tensors, split by columns into one batch of
    tensors of each one's shape: row k is the k-th unit vector."""
    sizes = [t.numel() for t in flat]
    total = sum(sizes)
    identity = eye(total, dtype=dtype) if total else zeros((0, 0), dtype=dtype)
    pieces, start = [], 0
    for t, n in zip(flat, sizes):
        pieces.append(ops.reshape(ops.narrow(identity, 1, start, n), (total,) + tuple(t.shape)))
        start += n
    return pieces, sizes


def _each_row(fn, basis, rows, chunk_size=None, randomness="error"):
    """fn of every row of the basis, stacked: under vmap, or (one row: a scalar function's gradient)
    as one plain call, which is the same and skips a batching level."""
    if rows != 1:
        return vmap(fn, chunk_size=chunk_size, randomness=randomness)(*basis)
    flat, spec = tree_flatten(basis)
    result = fn(*tree_unflatten([ops.select(t, 0, 0) for t in flat], spec))
    flat_result, result_spec = tree_flatten(result)
    return tree_unflatten([ops.unsqueeze(t, 0) for t in flat_result], result_spec)


def jacrev(func, argnums=0, *, has_aux=False, chunk_size=None, _preallocate_and_copy=False):
    """The Jacobian of func with respect to the arguments at argnums, by reverse mode: one vjp of the
    whole basis of output cotangents, under vmap."""
    if chunk_size is not None and chunk_size <= 0:   # (checked here, where PyTorch checks it, before any call)
        raise ValueError("jacrev: `chunk_size` should be greater than 0.")

    @functools.wraps(func)
    def wrapper(*args):
        chosen = arguments.selected(args, argnums)
        primals = (chosen,) if isinstance(argnums, int) else chosen

        def at_argnums(*values):
            return func(*arguments.replaced(args, argnums, values[0] if isinstance(argnums, int) else values))

        result = vjp(at_argnums, *primals, has_aux=has_aux)
        output, vjp_fn = result[0], result[1]
        flat_out, out_spec = tree_flatten(output)
        for o in flat_out:
            if not isinstance(o, Tensor):
                raise RuntimeError(f"vjp(f, *primals): expected f(*primals) to return only tensors, got unsupported "
                                   f"type {type(o)}")
        basis, out_sizes = _basis(flat_out, flat_out[0].dtype)
        rows = _each_row(vjp_fn, (tree_unflatten(basis, out_spec),), sum(out_sizes), chunk_size)
        flat_rows, primal_spec = tree_flatten(rows)
        flat_primals = tree_flatten(primals)[0]
        jacobians, start = [], 0
        for o, n in zip(flat_out, out_sizes):
            per_input = [ops.reshape(ops.narrow(r, 0, start, n), tuple(o.shape) + tuple(p.shape))
                         for r, p in zip(flat_rows, flat_primals)]
            tree = tree_unflatten(per_input, primal_spec)
            jacobians.append(tree[0] if isinstance(argnums, int) else tree)
            start += n
        jacobian = tree_unflatten(jacobians, out_spec)
        return (jacobian, result[2]) if has_aux else jacobian

    return wrapper
