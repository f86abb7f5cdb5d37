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
import weakref

import numpy as np

from . import backward_observers as _observers
from .accumulate_grad import _accumulate_array
from .array_backward import sum_to_shape
from .grad_mode import state as _grad_state
from .node import AccumulateGrad
from .run_node import _run_with_hooks
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
