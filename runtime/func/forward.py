"""torch.func's forward-mode transforms: jvp, jacfwd, hessian, linearize.

jvp runs the function on dual tensors (autograd/forward_ad.py): every op's forward formula carries the
tangents along. gradtable has one dual level at a time, so a jvp inside another (jacfwd(jacfwd(f)))
computes its product by reverse mode instead: J t is the gradient, with respect to a cotangent u, of
<J^T u, t> (the double-vjp trick), which composes with the outer level like any computation. jacfwd is
jvp of the whole basis of input tangents at once, under vmap; hessian is jacfwd(jacrev(f)).
"""
import functools

from ..autograd import forward_ad
from ..autograd import forward_grad as _fw
from ..autograd.differentiate import grad as autograd_grad
from ..autograd.grad_mode import enable_grad
from ..core.creation import zeros_like
from ..core.tensor import Tensor
from ..generated import ops
from ..utils._pytree import tree_flatten, tree_unflatten
from . import arguments
from .reverse import _basis, _each_row, jacrev
from .vmap import spec_text, vmap

__all__ = ["jvp", "jacfwd", "hessian", "linearize"]


def _check_outputs(flat_out):
    arguments.check_non_empty(flat_out, "jvp(f, primals, tangents)")
    for o in flat_out:
        if not isinstance(o, Tensor):
            raise RuntimeError(f"jvp(f, primals, tangents): expected f(*primals) to return only tensors, got "
                               f"unsupported type {type(o)}")


def jvp(func, primals, tangents, *, strict=False, has_aux=False):
    """(func(*primals), the Jacobian of func at primals times tangents[, aux])."""
    if not isinstance(primals, tuple):
        raise RuntimeError("jvp(f, primals, tangents): Expected primals to be a tuple. E.g. it should be valid to "
                           "call f(*primals).")
    flat_primals, primals_spec = tree_flatten(primals)
    flat_tangents, tangents_spec = tree_flatten(tangents)
    if primals_spec != tangents_spec:
        raise RuntimeError("jvp(f, primals, tangents): Expected primals and tangents to have the same python "
                           "structure. For example, if primals is a tuple of 3 tensors, tangents also must be. Got "
                           f"primals with structure {spec_text(primals_spec)} and tangents with structure "
                           f"{spec_text(tangents_spec)}")
    arguments.check_tensors(flat_primals)
    arguments.check_tensors(flat_tangents)
    if _fw.state.level is not None:
        return _jvp_by_double_vjp(func, flat_primals, primals_spec, flat_tangents, has_aux)
    with forward_ad.dual_level(), arguments.transforming():
        duals = [forward_ad.make_dual(p, t) for p, t in zip(flat_primals, flat_tangents)]
        output = func(*tree_unflatten(duals, primals_spec))
        if has_aux:
            if not (isinstance(output, tuple) and len(output) == 2):
                raise RuntimeError("jvp(f, primals, tangents): output of function f should be a tuple: (output, aux) "
                                   "if has_aux is True")
            output, aux = output
        flat_out, out_spec = tree_flatten(output)
        _check_outputs(flat_out)
        unpacked = [forward_ad.unpack_dual(o) for o in flat_out]
        if strict and any(u.tangent is None for u in unpacked):
            raise RuntimeError("jvp(f, primals, tangents, strict=True): The output of f is independent of the inputs. "
                               "This is not allowed with strict=True.")
        if has_aux:
            arguments.check_aux(aux)
        primal_out = [u.primal for u in unpacked]
        tangent_out = [zeros_like(o) if u.tangent is None else u.tangent for o, u in zip(flat_out, unpacked)]
    keep = arguments.keeps_graph(flat_primals + flat_tangents, primal_out + tangent_out, [])
    result = (arguments.detached(tree_unflatten(primal_out, out_spec), keep),
              arguments.detached(tree_unflatten(tangent_out, out_spec), keep))
    return result + ((aux,) if has_aux else ())


def _jvp_by_double_vjp(func, flat_primals, spec, flat_tangents, has_aux):
    """jvp inside another jvp's dual level: J t = d<J^T u, t>/du, through the reverse-mode graph."""
    with arguments.running(), enable_grad():
        leaves = [arguments.fresh(t) for t in flat_primals]
        output = func(*tree_unflatten(leaves, spec))
        if has_aux:
            output, aux = output
            arguments.check_aux(aux)
        flat_out, out_spec = tree_flatten(output)
        _check_outputs(flat_out)
        cotangents = [zeros_like(o).requires_grad_() for o in flat_out]
        pulled = autograd_grad(flat_out, leaves, cotangents, create_graph=True, allow_unused=True)
        pairs = [(g, t) for g, t in zip(pulled, flat_tangents) if g is not None]
        pushed = [None] * len(flat_out)
        if pairs:
            pushed = autograd_grad([g for g, _ in pairs], cotangents, [t for _, t in pairs], create_graph=True,
                                   allow_unused=True)
    keep = arguments.keeps_graph(flat_primals + flat_tangents, flat_out, leaves)
    tangent_out = [zeros_like(o) if p is None else p for o, p in zip(flat_out, pushed)]
    result = (arguments.detached(tree_unflatten(flat_out, out_spec), keep),
              arguments.detached(tree_unflatten(tangent_out, out_spec), keep))
    return result + ((arguments.detached(aux, keep),) if has_aux else ())


def jacfwd(func, argnums=0, has_aux=False, *, randomness="error"):
    """The Jacobian of func with respect to the arguments at argnums, by forward mode: one jvp of the
    whole basis of input tangents, under vmap."""
    @functools.wraps(func)
    def wrapper(*args):
        chosen = arguments.selected(args, argnums)
        primals = (chosen,) if isinstance(argnums, int) else chosen
        flat_primals, primals_spec = tree_flatten(primals)
        arguments.check_tensors(flat_primals)

        def at_argnums(*values):
            return func(*arguments.replaced(args, argnums, values[0] if isinstance(argnums, int) else values))

        basis, in_sizes = _basis(flat_primals, flat_primals[0].dtype)

        def push(*flat_basis):
            result = jvp(at_argnums, primals, tree_unflatten(list(flat_basis), primals_spec), has_aux=has_aux)
            return (result[1], result[2]) if has_aux else result[1]

        if has_aux:
            pushed = vmap(push, randomness=randomness, out_dims=(0, None))(*basis)
        else:
            pushed = _each_row(push, tuple(basis), sum(in_sizes), randomness=randomness)
        columns, aux = pushed if has_aux else (pushed, None)
        flat_columns, out_spec = tree_flatten(columns)
        jacobians = []
        for c in flat_columns:
            out_shape = tuple(c.shape[1:])
            per_input, start = [], 0
            for p, n in zip(flat_primals, in_sizes):
                block = ops.movedim(ops.narrow(c, 0, start, n), 0, -1) if c.dim() > 1 else ops.narrow(c, 0, start, n)
                per_input.append(ops.reshape(block, out_shape + tuple(p.shape)))
                start += n
            tree = tree_unflatten(per_input, primals_spec)
            jacobians.append(tree[0] if isinstance(argnums, int) else tree)
        jacobian = tree_unflatten(jacobians, out_spec)
        return (jacobian, aux) if has_aux else jacobian

    return wrapper


def hessian(func, argnums=0):
    """The Hessian of func's scalar output: forward mode over reverse mode, jacfwd(jacrev(func))."""
    return jacfwd(jacrev(func, argnums), argnums)


def linearize(func, *primals):
    """(func(*primals), jvp_fn): jvp_fn(*tangents) is the Jacobian at primals times the tangents."""
    output = func(*primals)
    out_spec = tree_flatten(output)[1]
    flat_primals = tree_flatten(primals)[0]

    def jvp_fn(*tangents):
        flat_tangents = tree_flatten(tangents)[0]
        if len(flat_tangents) != len(flat_primals):
            raise RuntimeError(f"Expected {len(flat_primals)} tangents, got {len(flat_tangents)}")
        for p, t in zip(flat_primals, flat_tangents):
            if tuple(p.shape) != tuple(t.shape) or p.dtype != t.dtype:
                raise RuntimeError(f"Expected tangent of shape {tuple(p.shape)} and dtype {p.dtype}, got shape "
                                   f"{tuple(t.shape)} and dtype {t.dtype}")
        tangent_out = jvp(func, primals, tangents)[1]
        return tree_unflatten(tree_flatten(tangent_out)[0], out_spec)

    return output, jvp_fn
