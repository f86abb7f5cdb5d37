"""What the autograd transforms share: argnums, the inputs a transform differentiates with respect
to, and whether its result must stay differentiable for whoever called it.

The transforms run on gradtable's one autograd graph. A transform's inputs are fresh tensors (so that
the same tensors captured by the function from outside are not mistaken for them), connected to the
caller's graph when the caller may differentiate through them. The gradient it computes is itself
recorded (create_graph) only when someone outside can differentiate it: an enclosing transform, an
input that requires grad, or a tensor the function captured that requires grad. Otherwise the backward
runs unrecorded, as a plain `grad(f)(x)` should.
"""
from ..autograd import dispatch_state
from ..autograd import forward_grad as _fw
from ..autograd.grad_mode import is_grad_enabled
from ..autograd.node import AccumulateGrad
from ..core.tensor import Tensor
from ..generated import ops
from ..ops.batched_tensor import BatchedTensor, wrap
from ..utils._pytree import tree_flatten, tree_unflatten

#: How many autograd transforms (grad, vjp, jacrev, jvp's nested form) are running around the current code.
depth = [0]


class running:
    """An autograd transform is running: the transforms inside it keep their results differentiable."""

    def __enter__(self):
        depth[0] += 1
        dispatch_state.state.transforms += 1

    def __exit__(self, *exc):
        depth[0] -= 1
        dispatch_state.state.transforms -= 1
        return False


class transforming:
    """A transform that keeps no graph of its own is running (jvp): custom Functions check for it."""

    def __enter__(self):
        dispatch_state.state.transforms += 1

    def __exit__(self, *exc):
        dispatch_state.state.transforms -= 1
        return False


def check_argnums(argnums, count):
    if isinstance(argnums, int):
        numbers = (argnums,)
    elif isinstance(argnums, tuple) and all(isinstance(a, int) for a in argnums):
        if not argnums:
            raise RuntimeError("argnums must be non-empty")
        if len(set(argnums)) != len(argnums):
            raise RuntimeError(f"argnums elements must be unique, got {argnums}")
        numbers = argnums
    else:
        raise RuntimeError(f"argnums must be int or Tuple[int, ...], got: {type(argnums)}")
    for a in numbers:
        if not -count <= a < count:
            raise RuntimeError(f"Got argnum={a}, but only {count} positional inputs")
    return tuple(a % count for a in numbers)


def selected(args, argnums):
    """The arguments at argnums: one argument for an int, a tuple of them for a tuple."""
    positions = check_argnums(argnums, len(args))
    return args[positions[0]] if isinstance(argnums, int) else tuple(args[i] for i in positions)


def replaced(args, argnums, values):
    """args with the ones at argnums replaced by `values` (as `selected` gives them)."""
    positions = check_argnums(argnums, len(args))
    values = (values,) if isinstance(argnums, int) else values
    new = list(args)
    for i, v in zip(positions, values):
        new[i] = v
    return tuple(new)


def check_tensors(leaves):
    for t in leaves:
        if not isinstance(t, Tensor):
            raise ValueError(f"Thing passed to transform API must be Tensor, got {type(t)}")


def check_aux(aux):
    """has_aux: what the function gives beside its output must be tensors (in any structure)."""
    for leaf in tree_flatten(aux)[0]:
        if not isinstance(leaf, Tensor):
            raise RuntimeError(f"Expected tensors, got unsupported type {type(leaf)}")


def check_non_empty(flat_out, api):
    if not flat_out:
        raise RuntimeError(f"{api}: Expected f to be a function that has non-empty output (got output = [])")


def fresh(t):
    """The tensor a transform differentiates with respect to in place of input t: a new leaf that
    requires grad, or (when the caller may differentiate through t) an alias in t's graph. Inside vmap,
    a batched input's leaf is a new wrapper on the same batch, whose physical graph is kept; inside
    jvp, the leaf keeps t's tangent."""
    if t._requires_grad:
        return ops.alias(t)  # (its forward formula carries a tangent along)
    leaf = wrap(t._value, t._level) if type(t) is BatchedTensor else t.detach()
    leaf.requires_grad_()
    leaf._transform_leaf = True
    tangent = _fw.tangent_of(t)
    if tangent is not None:  # a dual input (jacfwd(jacrev(f))): the leaf keeps its tangent
        _fw.set_tangent(leaf, tangent)
    return leaf


def requires_grad_anywhere(t):
    """t, or the batch behind it (inside vmap), requires grad in the caller's graph."""
    while True:
        if t._requires_grad:
            return True
        if type(t) is not BatchedTensor:
            return False
        t = t._value


def keeps_graph(inputs, outputs, leaves):
    """Whether a transform's gradient must be recorded: grad mode on, and an enclosing transform, an
    input requiring grad, or a leaf outside `leaves` reachable from the outputs (a captured tensor; not
    one a transform inside the function made, `_transform_leaf`)."""
    if not is_grad_enabled():
        return False
    if depth[0] or any(requires_grad_anywhere(t) for t in inputs):
        return True
    own = {id(t) for t in leaves}
    seen, stack = set(), [o._grad_node for o in outputs if isinstance(o, Tensor) and o._grad_node is not None]
    while stack:
        node = stack.pop()
        if node is None or node in seen:
            continue
        seen.add(node)
        if type(node) is AccumulateGrad:
            if id(node.variable) not in own and not getattr(node.variable, "_transform_leaf", False):
                return True
            continue
        stack.extend(n for n, _ in node.next_functions)
    return False


def detached(tree, keep):
    """The tensors of a result tree detached, unless the caller can differentiate them (`keep`)."""
    if keep:
        return tree
    leaves, spec = tree_flatten(tree)
    return tree_unflatten([_detach(t) if isinstance(t, Tensor) else t for t in leaves], spec)


def _detach(t):
    """t outside the graph, keeping its tangent (an enclosing jvp's, which is not this transform's);
    inside vmap, the batch behind t too."""
    out = wrap(_detach(t._value), t._level) if type(t) is BatchedTensor else t.detach()
    tangent = _fw.tangent_of(t)
    if tangent is not None:
        _fw.set_tangent(out, tangent)
    return out


def spec_text(spec):
    """A TreeSpec as functorch's treespec_pprint prints it: `*`, `(*, *)`, `[*]`, `{'a': *}`."""
    if spec.type is None:
        return "*"
    children = [spec_text(c) for c in spec.children_specs]
    if spec.type is dict or spec.type.__name__ == "OrderedDict":
        return "{" + ", ".join(f"{k!r}: {c}" for k, c in zip(spec.context, children)) + "}"
    if spec.type is list:
        return "[" + ", ".join(children) + "]"
    return "(" + ", ".join(children) + ("," if len(children) == 1 else "") + ")"
