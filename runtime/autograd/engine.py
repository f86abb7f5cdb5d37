"""The backward pass: an iterative walk over the graph with dependency counting.

    dependencies = for each node reachable from the roots, how many edges point at it
    buffers = {root: its gradient}
    ready = the roots no edge points at
    while ready:
        node = the latest-created ready node (as PyTorch)
        grad_inputs = node's backward on buffers.pop(node)    (with its hooks; a leaf: .grad += ...)
        for each edge (next_node, nr) of node, and its gradient g in grad_inputs:
            buffers[next_node][nr] += g, reduced to that input's shape and dtype
            one dependency of next_node less: at 0, it is ready

That is run_backward, in one of two loops of that shape:
- _run_plain: backward() without create_graph, inputs= or observers (anomaly mode, profiler);
  gradients are NumPy arrays (`apply_arrays`), and a node without hooks runs bare;
- _run_general: everything else; every node runs through run_node.run_with_hooks, and with
  create_graph gradients are tensors (`apply`), so the backward itself is recorded.
Both hand gradients on as _send does (_run_plain has its lines written out), which also says which
node runs next: in a chain, the node that just became ready, without going through the heap.

No recursion anywhere, so a chain of a million ops backpropagates.
"""
import heapq
import itertools
import weakref
from heapq import heappop, heappush

import numpy as np

from ..core.dtypes import from_numpy
from ..core.tensor import Tensor
from . import backward_observers as _observers
from . import graph_task as _graph_task
from . import reentrant as _reentrant
from . import saved_tensor_hooks as _saved_hooks
from .accumulate_grad import accumulate_array
from .array_backward import sum_to_shape
from .dispatch_state import state as _dispatch_state
from .grad_mode import state as _grad_state
from .node import AccumulateGrad
from .run_node import any_none, run_with_hooks

try:   # (np.errstate's own context variable and its value's maker: see run_backward)
    from numpy._core._multiarray_umath import _make_extobj
    from numpy._core._ufunc_config import _extobj_contextvar as _errstate_var
except ImportError:   # pragma: no cover - NumPy 1.x
    _errstate_var = _make_extobj = None

_ndarray = np.ndarray
_capturing = [False]  # whether the innermost running backward is autograd.grad or backward(inputs=)
_ties = itertools.count()  # heap entries that run in the order they became ready (same _seq_nr)


def run_backward(roots, root_grads, keep_graph, create_graph, capture=None, accumulate=True, on_tensors=False):
    """Propagate `root_grads` from `roots` (a list of (node, output_nr) edges).

    capture: optional list of edges whose incoming gradient is returned
    (autograd.grad); the graph is only executed where it leads to them.
    accumulate: whether AccumulateGrad nodes write .grad (False for grad()).
    With `accumulate` and `capture` both given (backward(inputs=...)), only the
    captured leaves accumulate.
    on_tensors: gradients stay tensors even without create_graph (a wrapper subclass's graph:
    its tensors have no data of their own, each formula's op goes to its __torch_dispatch__).
    """
    if _reentrant.too_deep():
        return _reentrant.run_on_fresh_thread(run_backward, roots, root_grads, keep_graph, create_graph, capture,
                                              accumulate, on_tensors)
    # NumPy's floating-point warnings off, as PyTorch's kernels never warn (0 * inf is nan): the context
    # variable np.errstate sets, set directly (~10.7k -> ~4.0k instructions a backward call); np.errstate
    # itself where NumPy lacks those private names
    if _errstate_var is None:
        with np.errstate(all="ignore"):
            return _run_backward(roots, root_grads, keep_graph, create_graph, capture, accumulate, on_tensors)
    token = _errstate_var.set(_make_extobj(all="ignore"))
    try:
        return _run_backward(roots, root_grads, keep_graph, create_graph, capture, accumulate, on_tensors)
    finally:
        _errstate_var.reset(token)


def _run_backward(roots, root_grads, keep_graph, create_graph, capture, accumulate, on_tensors):
    """run_backward's work, with NumPy's warnings off."""
    dependencies = _graph_task.count_dependencies(roots)
    if capture is not None:
        capture = Capture(capture, roots, dependencies, accumulate)
    # Without create_graph nothing in the backward is recorded, so gradients travel as NumPy
    # arrays; they become tensors only where a tensor-based backward or user code sees them.
    # As in PyTorch, a gradient passed on unchanged is the same tensor wherever user code sees it
    # (a hook, autograd.grad's result): `seen` maps an array to the tensor it was last seen as.
    arrays = not create_graph and not on_tensors
    seen = {}
    buffers = {}
    for (node, nr), grad in zip(roots, root_grads):
        if arrays and grad is not None:
            grad = _as_arrays((grad,), seen)[0]
        _add_to_buffer(buffers, node, nr, grad)
    ready = []
    for node in buffers:
        if dependencies.get(node, 0) == 0 and (capture is None or capture.wants(node)):
            _push(ready, node)

    previous_mode = _grad_state.enabled
    _grad_state.enabled = create_graph
    tasks = _graph_task.state.tasks
    task = _graph_task.GraphTask(roots, dependencies, capture, accumulate, keep_graph)
    tasks.append(task)
    # As PyTorch's engine restores the thread-local state it started from, a saved-tensor hook that
    # enters or exits a saved_tensors_hooks context during backward changes nothing after it.
    # (before any hooks were pushed, every stack is empty: no thread-local read, ~1.3k instructions a call)
    hooks_before = list(_saved_hooks.state.stack) if _saved_hooks.used else None
    previous_capturing = _capturing[0]
    _capturing[0] = capture is not None
    try:
        # (a TorchDispatchMode sees the backward's ops: the formulas then run on tensors)
        if arrays and capture is None and accumulate and not _observers.wrappers \
                and not _dispatch_state.dispatch_modes:
            _run_plain(ready, buffers, dependencies, keep_graph, seen)
        else:
            _run_general(ready, buffers, dependencies, keep_graph, create_graph, capture, accumulate, seen,
                         arrays)
        if task.callbacks:
            _graph_task.run_callbacks(task)
    finally:
        _grad_state.enabled = previous_mode
        tasks.pop()
        if _saved_hooks.used:
            _saved_hooks.state.stack[:] = hooks_before or ()
        _capturing[0] = previous_capturing
    return capture.captured if capture is not None else None


def is_checkpoint_valid():
    """torch.autograd._is_checkpoint_valid: False inside a backward that only computes the gradients
    of chosen inputs, where a reentrant checkpoint's nested backward could not reach them."""
    return not _capturing[0]


def _run_plain(ready, buffers, dependencies, keep_graph, seen):
    """The loop of backward() on arrays when every reachable node runs and nothing is captured.
    A node without hooks that got every gradient runs bare (`apply_arrays`), a hook-free leaf
    takes its array; other nodes go the general way (run_with_hooks, on tensors).

    _send's work is written out here for this loop (arrays, nothing captured), and the leaves a node
    makes ready run right after its edges are sent, without the heap: an AccumulateGrad comes out of
    the heap first anyway (its sequence number is the largest), leaves in the order they became ready.
    (With the leaves' accumulation written out too: the char MLP's backward ~6,160 -> ~5,880 bytecodes,
    ~1,035k -> ~1,016k instructions.)"""
    node = heappop(ready)[2] if ready else None
    while node is not None:
        grads = buffers.pop(node, None) or [None] * len(node._output_metadata)
        if (node._array_backward and not node._hooked and grads[0] is not None
                and (len(grads) == 1 or node._array_missing_grads or not any_none(grads))):
            grad_inputs = node.apply_arrays(grads)
            if not keep_graph and node._saved_tensor_slots:
                node.release_saved()
        elif type(node) is AccumulateGrad and not node._hooked and grads[0] is not None:
            accumulate_array(node.variable, grads)   # (a root: other leaves run below, when they become ready)
            node = heappop(ready)[2] if ready else None
            continue
        else:
            # (the list goes as the tensors come: a leaf's hook path may then take the array, see sole_holder)
            grads = _as_tensors(grads, seen)
            grad_inputs = _as_arrays(run_with_hooks(node, grads, None, True, keep_graph, False) or (), seen)
        grads = None
        following = leaves = None
        for (next_node, nr), grad in zip(node.next_functions, grad_inputs):
            if next_node is None:
                continue
            if grad is not None:
                # The input's (shape, dtype) is kept by the node that produced it (node.py, _link).
                metadata = next_node._output_metadata
                shape, dtype = metadata[nr]
                if type(grad) is not _ndarray or grad.shape != shape or grad.dtype is not dtype:
                    grad = _fit_to_input(node, (grad_inputs, next_node, nr), grad, metadata[nr])
                slots = buffers.get(next_node)
                if slots is None:
                    if len(metadata) == 1:
                        buffers[next_node] = [grad]
                    else:
                        slots = buffers[next_node] = [None] * len(metadata)
                        slots[nr] = grad
                else:
                    slots[nr] = grad if slots[nr] is None else _plus(slots[nr], grad)
            remaining = dependencies[next_node] - 1
            dependencies[next_node] = remaining
            if remaining == 0:
                if type(next_node) is AccumulateGrad:
                    if leaves is None:
                        leaves = [next_node]
                    else:
                        leaves.append(next_node)
                    continue
                if following is not None:
                    heappush(ready, (-following._seq_nr, next(_ties), following))
                following = next_node
        # Between nodes only the buffers hold gradients: a leaf's then shows by its reference
        # count whether anyone else holds it (accumulate_grad.sole_holder).
        grad = grad_inputs = None
        if leaves is not None:
            for next_node in leaves:   # (as a leaf root runs above)
                grads = buffers.pop(next_node, None) or [None]
                if not next_node._hooked and grads[0] is not None:
                    accumulate_array(next_node.variable, grads)
                else:
                    grads = _as_tensors(grads, seen)
                    run_with_hooks(next_node, grads, None, True, keep_graph, False)
            leaves = next_node = grads = None
        if following is not None and ready and ready[0][0] <= -following._seq_nr:
            heappush(ready, (-following._seq_nr, next(_ties), following))
            following = None
        node = following if following is not None else (heappop(ready)[2] if ready else None)


def _run_general(ready, buffers, dependencies, keep_graph, create_graph, capture, accumulate, seen, arrays):
    """The loop for everything else (create_graph, autograd.grad, backward(inputs=), observers,
    dispatch layers): every node through run_with_hooks; with `arrays` (no create_graph, no
    wrapper subclass), the buffers hold arrays that become tensors around each node."""
    node = _pop(ready)
    while node is not None:
        grads = buffers.pop(node, None) or [None] * len(node._output_metadata)
        if arrays:
            grads = _as_tensors(grads, seen)
        grad_inputs = run_with_hooks(node, grads, capture, accumulate, keep_graph, create_graph) or ()
        if arrays:
            grad_inputs = _as_arrays(grad_inputs, seen)
        following = _send(node, grad_inputs, arrays, buffers, dependencies, ready, capture)
        grad_inputs = None  # (as in _run_plain)
        node = following if following is not None else _pop(ready)


def _send(node, grad_inputs, arrays, buffers, dependencies, ready, capture):
    """Add each gradient `node` returned into the buffer of the node its edge leads to, and count
    that edge as delivered. Returns the node to run next if one became ready and would come out of
    the heap first anyway (latest-created first, ties in the order they became ready): a chain's
    next node skips the heap. Else None, and the caller pops the heap."""
    following = None
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
        if remaining == 0 and (capture is None or capture.wants(next_node)):
            if following is not None:
                _push(ready, following)
            following = next_node
    if following is not None and ready and ready[0][0] <= -following._seq_nr:
        _push(ready, following)
        following = None
    return following


def _push(ready, node):
    heapq.heappush(ready, (-node._seq_nr, next(_ties), node))


def _pop(ready):
    return heapq.heappop(ready)[2] if ready else None


class Capture:
    """What autograd.grad / backward(inputs=...) reads: the gradient arriving along each of
    `edges`, into `captured`; only nodes that lead to one of them run (`needed`)."""

    __slots__ = ("at", "needed", "captured")

    def __init__(self, edges, roots, dependencies, accumulate):
        self.at = {}  # node -> [(output_nr, index in captured)]
        for index, (node, nr) in enumerate(edges):
            if node is not None:
                self.at.setdefault(node, []).append((nr, index))
        # As in PyTorch: backward(inputs=...) runs the inputs' own nodes (so leaves accumulate),
        # grad() only reads the gradient arriving at them and runs a node only if it leads on
        # to another input (so its hooks do not fire and its saved tensors are kept).
        self.needed = _nodes_leading_to(set(self.at), roots, dependencies, include_targets=accumulate)
        self.captured = [None] * len(edges)

    def wants(self, node):
        """Whether a ready node is visited: it runs, or a gradient is read there."""
        return node in self.needed or node in self.at

    def read(self, node, grads):
        for nr, index in self.at[node]:
            self.captured[index] = grads[nr]


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
    """Reduce a broadcast gradient to its input's shape and cast it to the input's dtype (a complex
    gradient of a real input: its real part):
    a tensor with create_graph (so the reduction is recorded), an array otherwise.
    `where`: (the node's returned gradients, the edge's node and output_nr), to name the input in an error."""
    shape, dtype = meta
    if type(grad) is _ndarray:   # (the plain loop's bias gradients: no isinstance, no asarray)
        array = grad
    elif isinstance(grad, Tensor):
        if grad._data.shape != shape:
            _check_expandable(node, where, grad, grad._data.shape, shape)
            # (formula_helpers imports the generated ops, which need the autograd package: a cycle)
            from ..ops.formula_helpers import sum_to
            grad = sum_to(grad, shape)
        if grad._data.dtype != dtype:
            if grad._data.dtype.kind == "c" and dtype.kind != "c":
                grad = grad.real   # a real input of a complex result: the real part (PyTorch's handle_r_to_c)
            grad = grad.to(from_numpy(dtype))
        return grad
    else:
        array = np.asarray(grad)  # (NumPy gives 0-dim results as scalars)
    got = array.shape
    lead = len(got) - len(shape)
    if shape and lead > 0 and got[lead:] == shape:
        # A bias's gradient (only leading dims broadcast: expandable, nothing to check): summed over
        # them as sum_to_shape sums it, without its and the check's calls (2.8 -> 1.6 us on (32, 200))
        array = np.add.reduce(array, axis=0 if lead == 1 else tuple(range(lead)))
    elif got != shape:
        _check_expandable(node, where, grad, array.shape, shape)
        array = sum_to_shape(array, shape)
    if array.dtype != dtype:
        if array.dtype.kind == "c" and dtype.kind != "c":
            array = array.real
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
