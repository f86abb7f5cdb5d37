"""The backward pass: an iterative walk over the graph with dependency counting.

1. Count, for every node reachable from the roots, how many edges point at it.
2. Start from the roots with their gradients; a node runs once every edge into
   it has delivered (its count reaches 0), latest-created first (as PyTorch).
3. Running a node: tensor hooks -> retain_grad -> pre-hooks -> apply -> post-hooks;
   each gradient it returns is reduced to its input's shape and summed into the
   buffer of the next node. AccumulateGrad nodes write into leaves' .grad.
4. Without create_graph, gradients are NumPy arrays between nodes (`apply_arrays`);
   with it, tensors (`apply`), so the backward itself is recorded.

No recursion anywhere, so a chain of a million ops backpropagates.
"""
import heapq
import sys
import weakref

import numpy as np

from . import backward_observers as _observers
from .array_backward import sum_to_shape
from .grad_mode import state as _grad_state
from .node import AccumulateGrad
from ..core.tensor import Tensor

_ndarray = np.ndarray


def run_backward(roots, root_grads, keep_graph, create_graph, capture=None, accumulate=True):
    """Propagate `root_grads` from `roots` (a list of (node, output_nr) edges): _run_backward,
    with NumPy's floating-point warnings off, as PyTorch's kernels never warn (0 * inf is nan)."""
    with np.errstate(all="ignore"):
        return _run_backward(roots, root_grads, keep_graph, create_graph, capture, accumulate)


def _run_backward(roots, root_grads, keep_graph, create_graph, capture=None, accumulate=True):
    """Propagate `root_grads` from `roots` (a list of (node, output_nr) edges).

    capture: optional list of edges whose incoming gradient is returned
    (autograd.grad); the graph is only executed where it leads to them.
    accumulate: whether AccumulateGrad nodes write .grad (False for grad()).
    With `accumulate` and `capture` both given (backward(inputs=...)), only the
    captured leaves accumulate.
    """
    dependencies = _count_dependencies(roots)
    needed = None
    capture_at = {}
    if capture is not None:
        for index, (node, nr) in enumerate(capture):
            if node is not None:
                capture_at.setdefault(node, []).append((nr, index))
        # As in PyTorch: backward(inputs=...) runs the inputs' own nodes (so leaves accumulate),
        # grad() only reads the gradient arriving at them and runs a node only if it leads on
        # to another input (so its hooks do not fire and its saved tensors are kept).
        needed = _nodes_leading_to(set(capture_at), roots, dependencies, include_targets=accumulate)
    captured = [None] * len(capture) if capture is not None else None

    # Without create_graph nothing in the backward is recorded, so gradients travel as NumPy
    # arrays; they become tensors only where a tensor-based backward or user code sees them.
    # As in PyTorch, a gradient passed on unchanged is the same tensor wherever user code sees it
    # (a hook, autograd.grad's result): `seen` maps an array to the tensor it was last seen as.
    arrays = not create_graph
    seen = {}
    buffers = {}
    for (node, nr), grad in zip(roots, root_grads):
        if arrays and grad is not None:
            grad = _as_arrays((grad,), seen)[0]
        _add_to_buffer(buffers, node, nr, grad)

    ready = []
    tie = 0
    for node in buffers:
        if dependencies.get(node, 0) == 0 and (needed is None or node in needed or node in capture_at):
            heapq.heappush(ready, (-node._sequence_nr, tie, node))
            tie += 1

    # `plain`: every reachable node runs and nothing is captured (backward() without inputs=);
    # then a node without hooks takes the short path below.
    plain = needed is None and not capture_at and accumulate and not _observers.wrappers  # (anomaly mode / profiler off)
    previous_mode = _grad_state.enabled
    _grad_state.enabled = create_graph
    following = None  # a node known to run next, so it skips the heap (chains of single-input ops)
    try:
        while following is not None or ready:
            if following is None:
                node = heapq.heappop(ready)[2]
            else:
                node, following = following, None
            grads = buffers.pop(node, None) or [None] * len(node._output_metadata)
            # The short path: a node without hooks that got every gradient, and can take them as
            # they are (arrays: it has apply_arrays; tensors: it is not a leaf's AccumulateGrad).
            if ((node._array_backward if arrays else type(node) is not AccumulateGrad)
                    and plain and not node._hooked and grads[0] is not None
                    and (len(grads) == 1 or not _any_none(grads))):
                grad_inputs = node.apply_arrays(grads) if arrays else node.apply(grads)
                if not keep_graph and node._saved_tensor_slots:
                    node.release_saved()
            elif arrays and plain and type(node) is AccumulateGrad and not node._hooked and grads[0] is not None:
                # A hook-free leaf: .grad += grad on arrays (the loop's references dropped first,
                # so the array's reference count shows whether only `grads` holds it).
                grad = data = grad_inputs = None
                _accumulate_array(node.variable, grads)
                continue
            else:
                if arrays:
                    # Drop the loop's references: then only `grads` holds these arrays (_engine_only).
                    grad = data = slots = grad_inputs = None
                    grads = _as_tensors(grads, seen)
                grad_inputs = _run_with_hooks(node, grads, needed, capture_at, captured, accumulate,
                                              keep_graph, create_graph)
                if grad_inputs is None:
                    continue
                if arrays:
                    grad_inputs = _as_arrays(grad_inputs, seen)
            for (next_node, nr), grad in zip(node.next_functions, grad_inputs):
                if next_node is None:
                    continue
                if grad is not None:
                    # The input's (shape, dtype) is kept by the node that produced it (node.py, _link).
                    metadata = next_node._output_metadata
                    shape, dtype = metadata[nr]
                    data = grad if arrays else grad._data
                    if type(data) is not _ndarray or data.shape != shape or data.dtype is not dtype:
                        grad = _fit_to_input(node, (grad_inputs, next_node, nr), grad, metadata[nr])
                    slots = buffers.get(next_node)
                    if slots is None:
                        slots = buffers[next_node] = [None] * len(metadata)
                        slots[nr] = grad
                    else:
                        slots[nr] = grad if slots[nr] is None else _plus(slots[nr], grad)
                remaining = dependencies[next_node] - 1
                dependencies[next_node] = remaining
                if remaining == 0 and (needed is None or next_node in needed or next_node in capture_at):
                    if following is not None:
                        heapq.heappush(ready, (-following._sequence_nr, tie, following))
                        tie += 1
                    following = next_node
            # The newly ready node runs next without the heap only if it would come out on top
            # anyway: latest-created first, ties in the order they became ready (as the heap does).
            if following is not None and ready and ready[0][0] <= -following._sequence_nr:
                heapq.heappush(ready, (-following._sequence_nr, tie, following))
                tie += 1
                following = None
    finally:
        _grad_state.enabled = previous_mode
    return captured


def _as_tensors(grads, seen):
    """Arrays from the buffers as the tensors hooks and tensor-based backwards take."""
    tensors = []
    for g in grads:
        if g is not None:
            ref = seen.get(id(g))
            tensor = ref() if ref is not None else None
            if tensor is None or tensor._data is not g:
                tensor = Tensor._make(g)
                seen[id(g)] = weakref.ref(tensor)
            g = tensor
        tensors.append(g)
    return tensors


def _as_arrays(grads, seen):
    """Tensors a slow-path node returned, back to arrays (remembered: they may reach a hook again)."""
    arrays = []
    for g in grads:
        if g is not None:
            seen[id(g._data)] = weakref.ref(g)
            g = g._data
        arrays.append(g)
    return arrays


def _plus(total, grad):
    """Two gradients for the same input, summed (arrays: NumPy gives a 0-dim sum as a scalar)."""
    total = total + grad
    return np.asarray(total) if isinstance(total, np.generic) else total


def _any_none(grads):
    for g in grads:  # (not `None in grads`: that would compare tensors with ==)
        if g is None:
            return True
    return False


def _run_with_hooks(node, grads, needed, capture_at, captured, accumulate, keep_graph, create_graph):
    """One node with everything that can happen around it: capture (grad()), tensor hooks,
    retain_grad, pre/post hooks, AccumulateGrad. Returns its input gradients, or None when
    nothing flows on from it."""
    runs = needed is None or node in needed
    if capture_at and runs and node in capture_at:
        # PyTorch reads the gradient of an input whose node also runs (it leads to
        # another input) before that node's tensor hooks are applied.
        _capture(capture_at[node], grads, captured)
    if type(node) is AccumulateGrad and node.variable._backward_hooks:
        _run_leaf_hooks(node.variable, grads)
    if node._tensor_pre_hooks:
        _run_tensor_pre_hooks(node, grads)
    if node._retains_grad_hooks:
        _retain_grads(node, grads, create_graph)
    if not runs:
        _capture(capture_at[node], grads, captured)
        return None
    if type(node) is AccumulateGrad:
        if accumulate:
            if _observers.wrappers:  # anomaly mode / profiler on
                _observers.run(node, grads, create_graph, _accumulate)
            else:
                _accumulate(node, grads, create_graph)
        return None
    if _observers.wrappers:
        return _observers.run(node, grads, keep_graph, _call)
    return _call(node, grads, keep_graph)


def _capture(where, grads, captured):
    for nr, index in where:
        captured[index] = grads[nr]


def _call(node, grads, keep_graph):
    """Pre-hooks, the node's own backward, post-hooks; frees saved tensors after."""
    if node._pre_hooks:
        grads = list(_run_node_hooks(node._pre_hooks, (tuple(grads),), tuple(grads)))
    for g in grads:  # (not `None in grads`: that would compare tensors with ==)
        if g is None:
            if node._receives_missing_grads:
                grad_inputs = node.apply(list(grads))
            elif all(g is None for g in grads):
                grad_inputs = (None,) * len(node.next_functions)
            else:
                inputs = list(grads)  # post-hooks see the gradients as they came (None, not zeros)
                _materialize(node, inputs)
                grad_inputs = node.apply(inputs)
            break
    else:
        grad_inputs = node.apply(grads)
    if not keep_graph:
        node.release_saved()
    if node._post_hooks:
        grad_inputs = _run_node_hooks(node._post_hooks, (tuple(grad_inputs), tuple(grads)), tuple(grad_inputs))
    return grad_inputs


def _accumulate(node, grads, create_graph):
    """Run an AccumulateGrad node: its pre-hooks, `.grad += grad`, its post-hooks (as PyTorch)."""
    if node._pre_hooks:
        grads = list(_run_node_hooks(node._pre_hooks, (tuple(grads),), tuple(grads)))
    # Hooks may keep a reference to the gradient they saw, so only a hook-free leaf takes its buffer.
    accumulate_grad(node.variable, grads[0], create_graph,
                    may_steal=not node._pre_hooks and not node.variable._backward_hooks)
    if node._post_hooks:
        _run_node_hooks(node._post_hooks, ((), tuple(grads)), ())


def _run_node_hooks(hooks, args, current):
    """Call node hooks in order; each may return a tuple replacing `current` (the first argument)."""
    for hook in tuple(hooks.values()):
        replaced = hook(*args)
        if replaced is not None:
            current = _checked_tuple(hook, current, replaced)
            args = (current,) + args[1:]
    return current


def call_node(node, grads):
    """`grad_fn(g)`: run one node on the given gradients, as PyTorch's direct call does (no hooks)."""
    for i, g in enumerate(grads):
        if g is not None and not isinstance(g, Tensor):
            raise TypeError(f"argument {i} is not a Variable")
    if len(grads) != len(node._output_metadata):
        raise TypeError(f"expected {len(node._output_metadata)} arguments, got {len(grads)} instead")
    grads = list(grads)
    if type(node) is AccumulateGrad:
        accumulate_grad(node.variable, grads[0], False)
        return ()
    if all(g is None for g in grads):
        result = (None,) * len(node.next_functions)
    else:
        _materialize(node, grads)
        result = tuple(node.apply(grads))
    return result[0] if len(result) == 1 else result


def _materialize(node, grads):
    """Outputs that received no gradient get zeros (multi-output nodes, e.g. max.dim)."""
    for i, g in enumerate(grads):
        if g is None and node._output_metadata[i] is not None:
            shape, dtype = node._output_metadata[i]
            grads[i] = Tensor._make(np.zeros(shape, dtype))


def _index_of(node, grad_inputs, next_node, nr, grad):
    """Which input a returned gradient is for (only needed for an error message): the edge it
    goes along and the gradient itself identify it (one tensor may be returned for two inputs)."""
    return next(i for i, (edge, g) in enumerate(zip(node.next_functions, grad_inputs))
                if g is grad and edge[0] is next_node and edge[1] == nr)


def _add_to_buffer(buffers, node, nr, grad):
    slots = buffers.get(node)
    if slots is None:
        slots = buffers[node] = [None] * len(node._output_metadata)
    if grad is not None:
        slots[nr] = grad if slots[nr] is None else _plus(slots[nr], grad)


def _fit_to_input(node, where, grad, meta):
    """Reduce a broadcast gradient to its input's shape and cast it to the input's dtype:
    a tensor with create_graph (so the reduction is recorded), an array otherwise.
    `where`: (the node's returned gradients, the edge's node and output_nr), to name the input in an error."""
    shape, dtype = meta
    if isinstance(grad, Tensor):
        if grad._data.shape != shape:
            _check_expandable(node, where, grad, grad._data.shape, shape)
            from ..ops.formula_helpers import sum_to
            grad = sum_to(grad, shape)
        if grad._data.dtype != dtype:
            from ..core.dtypes import from_numpy
            grad = grad.to(from_numpy(dtype))
        return grad
    array = np.asarray(grad)  # (NumPy gives 0-dim results as scalars)
    if array.shape != shape:
        _check_expandable(node, where, grad, array.shape, shape)
        array = sum_to_shape(array, shape)
    if array.dtype != dtype:
        array = array.astype(dtype)
    return array


def _check_expandable(node, where, grad, got, shape):
    if not _is_expandable_to(shape, got):
        index = _index_of(node, *where, grad)
        raise RuntimeError(f"Function {node.name()} returned an invalid gradient at index {index} - got "
                           f"[{', '.join(map(str, got))}] but expected shape compatible "
                           f"with [{', '.join(map(str, shape))}]")


def _is_expandable_to(shape, desired):
    if len(shape) > len(desired):
        return False
    for s, d in zip(reversed(shape), reversed(desired)):
        if s != 1 and s != d:
            return False
    return True


def _run_tensor_pre_hooks(node, grads):
    # As in PyTorch, a tensor hook also runs (with None) when its output got no gradient.
    for nr, hook in tuple(node._tensor_pre_hooks.values()):
        replaced = hook(grads[nr])
        if replaced is not None:
            grads[nr] = _checked(hook, grads[nr], replaced)


def _run_leaf_hooks(variable, grads):
    """A leaf's register_hook hooks: tensor hooks of its AccumulateGrad, run before capture."""
    for hook in tuple(variable._backward_hooks.values()):
        replaced = hook(grads[0])
        if replaced is not None:
            grads[0] = _checked(hook, grads[0], replaced)


def _hook_name(hook):
    return getattr(hook, "__name__", "<unknown>")


def _checked(hook, old, new):
    """A hook's replacement gradient must be a tensor like the one it replaces (PyTorch checks
    this; without it a leaf could end up with a .grad of the wrong shape or dtype)."""
    if new is None:
        return new
    if old is None:
        raise RuntimeError("can't replace a None gradient with a non-None value")
    if not isinstance(new, Tensor):
        raise TypeError(f"expected Variable, but hook returned '{type(new).__name__}'")
    if new._data.dtype != old._data.dtype:
        raise RuntimeError(f"hook '{_hook_name(hook)}' has changed the type of value "
                           f"(was {old.type()} got {new.type()})")
    if new._data.shape != old._data.shape:
        raise RuntimeError(f"hook '{_hook_name(hook)}' has changed the size of value")
    return new


def _checked_tuple(hook, old, new):
    if not isinstance(new, tuple):
        raise TypeError(f"expected tuple, but hook returned '{type(new).__name__}'")
    if len(new) != len(old):
        raise RuntimeError(f"hook '{_hook_name(hook)}' has returned an incorrect number of values "
                           f"(got {len(new)}, but expected {len(old)})")
    return tuple(_checked(hook, o, n) for o, n in zip(old, new))


def _retain_grads(node, grads, create_graph):
    for nr, ref in node._retains_grad_hooks.items():
        tensor = ref()
        if tensor is None or grads[nr] is None:
            continue
        _store_grad(tensor, grads[nr], create_graph)


def accumulate_grad(variable, grad, create_graph, may_steal=False):
    """`variable.grad += grad`, then post-accumulate hooks (leaf hooks ran before, in the engine).
    The hooks run even when no gradient arrived (None), as in PyTorch. A leaf that stopped requiring
    grad after the graph was built (x.detach_(), x.requires_grad_(False)) gets nothing, as in PyTorch."""
    if not variable._requires_grad:
        return
    if grad is not None:
        _store_grad(variable, grad, create_graph, stealable=may_steal and _engine_only(grad))
    if variable._post_accumulate_grad_hooks:
        for hook in tuple(variable._post_accumulate_grad_hooks.values()):
            if hook(variable) is not None:
                raise RuntimeError("Tensor post accumulate grad hooks should return None.")


def _store_grad(variable, grad, create_graph, stealable=False):
    old = variable._grad
    if create_graph and old is None:
        # A recorded copy, never the incoming tensor itself (which the caller may hold), as in
        # PyTorch: CopyBackwards for a leaf's .grad, CloneBackward0 for a retained non-leaf's.
        if variable._grad_fn is not None:
            variable._grad = grad.clone()
        else:
            variable._grad = Tensor._make(np.empty_like(grad._data)).copy_(grad)
    elif create_graph:
        variable._grad = old + grad
    elif old is not None and variable._grad_fn is not None:
        # A retained grad is summed out of place, as PyTorch does (outside create_graph, the sum has no history)
        variable._grad = Tensor._make(old._data + grad._data)
    else:
        _store_grad_array(variable, grad._data, stealable)


def _store_grad_array(variable, data, stealable):
    """`.grad += data` outside create_graph."""
    old = variable._grad
    if old is None:
        # Own the buffer. A gradient array nothing else can reach (a fresh result of a formula)
        # is taken as it is, as PyTorch steals such buffers; anything else is copied.
        if not (stealable and data.base is None and data.flags.writeable):
            data = np.array(data, copy=True)
        variable._grad = Tensor._make(data)
    elif old._data.flags.writeable and old._data.dtype == data.dtype:
        # In place, as PyTorch (even into a .grad that create_graph left requiring grad)
        np.add(old._data, data, out=old._data)
        old._bump_version()
    else:
        variable._grad = Tensor._make(old._data + data)


def _accumulate_array(variable, grads):
    """The engine's short path for a hook-free leaf (no pre/post, tensor or post-accumulate hooks)."""
    stealable = sys.getrefcount(grads[0]) <= _SHORT_PATH_ARRAY_REFERENCES
    if variable._requires_grad:   # (see accumulate_grad)
        _store_grad_array(variable, grads[0], stealable)


#: What sys.getrefcount gives, seen from _engine_only (called by accumulate_grad), for a gradient
#: that only the engine holds: the tensor made for the leaf's node (held by its gradient list and
#: the frames on the way here, plus getrefcount's own argument), and its array (held by that
#: tensor alone: run_backward drops its loop's references first). One more means someone else
#: holds it. tests/autograd/test_grad_buffers.py checks both that such buffers are taken and that shared ones are not.
_ENGINE_REFERENCES = 5
_ENGINE_ARRAY_REFERENCES = 2
#: The same for the short path (_accumulate_array): the array is held by the node's gradient
#: list alone, plus getrefcount's argument.
_SHORT_PATH_ARRAY_REFERENCES = 2


def _engine_only(grad):
    """True when no one else can reach this gradient or its array, so .grad may take it uncopied."""
    return (sys.getrefcount(grad) <= _ENGINE_REFERENCES
            and sys.getrefcount(grad._data) <= _ENGINE_ARRAY_REFERENCES)


def _count_dependencies(roots):
    """How many edges point at each node reachable from the roots (a root nobody points at: 0)."""
    dependencies = {}
    stack = []
    for node, _ in roots:
        if node not in dependencies:
            dependencies[node] = 0
            stack.append(node)
    while stack:
        for next_node, _ in stack.pop().next_functions:
            if next_node is None:
                continue
            if next_node in dependencies:
                dependencies[next_node] += 1
            else:
                dependencies[next_node] = 1
                stack.append(next_node)
    return dependencies


def _nodes_leading_to(targets, roots, dependencies, include_targets=True):
    """The nodes that must run: those from which some target is reachable (and, with
    `include_targets`, the targets themselves)."""
    remaining = dict(dependencies)
    order = []
    stack = [node for node, _ in roots if remaining.get(node, 0) == 0]
    seen = set(stack)
    while stack:  # a topological order, roots first
        node = stack.pop()
        order.append(node)
        for next_node, _ in node.next_functions:
            if next_node is None:
                continue
            remaining[next_node] -= 1
            if remaining[next_node] == 0 and next_node not in seen:
                seen.add(next_node)
                stack.append(next_node)
    needed = set()
    for node in reversed(order):
        if (include_targets and node in targets) or any(
                n in needed or n in targets for n, _ in node.next_functions if n is not None):
            needed.add(node)
    return needed
