"""The backward call in progress (PyTorch's GraphTask), for hooks that must know about it.

register_multi_grad_hook needs two facts the engine has and hooks do not: which backward call
a gradient belongs to (an id, so a hook shared by several calls keeps their gradients apart)
and whether the engine will reach a given node in this call (so "all" mode knows how many
gradients to wait for). run_backward pushes a task on entry and pops it on exit: a cost per
backward call, none per node. A stack, since a hook may itself call backward (reentrant).
"""
import heapq
import itertools
import threading

from .node import AccumulateGrad, Node

_ids = itertools.count()


class _State(threading.local):
    def __init__(self):
        self.tasks = []
        self.first_task = 0   # tasks below this index ran on the thread that started this one (reentrant.py)
        self.node = None   # the node running now (torch._C._current_autograd_node), set by run_node


state = _State()


class GraphTask:
    """One run_backward: `dependencies` holds every node reachable from its roots; `capture`
    (grad(), backward(inputs=)) restricts which of them are visited."""

    __slots__ = ("id", "roots", "dependencies", "capture", "accumulate", "callbacks", "keep_graph")

    def __init__(self, roots, dependencies, capture, accumulate, keep_graph):
        self.id = next(_ids)
        self.callbacks = []
        self.roots = roots
        self.dependencies = dependencies
        self.capture = capture
        self.accumulate = accumulate
        self.keep_graph = keep_graph

    def will_execute(self, node):
        """Whether the engine visits `node` in this call (runs it, or reads a gradient there)."""
        if not self.accumulate and type(node) is AccumulateGrad:
            raise RuntimeError("A leaf node was passed to _will_engine_execute_node but we are currently running "
                               "autograd.grad(). This is currently not supported.")
        if node not in self.dependencies:
            return False
        return self.capture is None or self.capture.wants(node)


def current():
    """The innermost backward call of this thread, or None outside backward."""
    tasks = state.tasks
    return tasks[-1] if tasks else None


def execution_order():
    """PyTorch's torch._C._current_graph_task_execution_order(): the nodes the current backward call
    visits, in the order the engine runs them (its heap replayed from the roots: latest-created ready
    node first, a leaf's AccumulateGrad as soon as it is ready). Only defined when the call runs on
    one thread, as PyTorch's, which says so when asked under set_multithreading_enabled(True)."""
    task = current()
    if task is None:
        raise RuntimeError("_current_graph_task_execution_order should only be called during the backward pass")
    from .grad_mode import _is_multithreading_enabled  # (grad_mode imports node, which this module uses)
    if _is_multithreading_enabled():
        raise RuntimeError("_current_graph_task_execution_order expects the current backward to be executed with "
                           "multithreading disabled, e.g. by running:\n\n>>> with "
                           "torch.autograd.set_multithreading_enabled(False):\n...     torch.autograd.grad(...)\n")
    remaining = count_dependencies(task.roots)
    ready, order, ties = [], [], itertools.count()
    for node in dict.fromkeys(node for node, _ in task.roots):
        if remaining[node] == 0 and (task.capture is None or task.capture.wants(node)):
            heapq.heappush(ready, (-node._seq_nr, next(ties), node))
    while ready:
        node = heapq.heappop(ready)[2]
        order.append(node)
        for next_node, _ in node.next_functions:
            if next_node is None:
                continue
            remaining[next_node] -= 1
            if remaining[next_node] == 0 and (task.capture is None or task.capture.wants(next_node)):
                heapq.heappush(ready, (-next_node._seq_nr, next(ties), next_node))
    return order


def count_dependencies(roots):
    """How many edges point at each node reachable from the roots (a root nobody points at: 0)."""
    dependencies = {}
    found = []
    for node, _ in roots:
        if node not in dependencies:
            dependencies[node] = 0
            found.append(node)
    # Each node once, in the order found: a list read while it grows, not a stack popped (no method call
    # a node: the char MLP's 14 nodes ~29k -> ~22k instructions)
    for node in found:
        for next_node, _ in node.next_functions:
            if next_node is None:
                continue
            if next_node in dependencies:
                dependencies[next_node] += 1
            else:
                dependencies[next_node] = 1
                found.append(next_node)
    return dependencies


def current_autograd_node():
    """PyTorch's torch._C._current_autograd_node(): the node whose backward is running, else None."""
    return state.node


def current_graph_task_id():
    """PyTorch's torch._C._current_graph_task_id(): -1 outside backward."""
    task = current()
    return -1 if task is None else task.id


def queue_callback(callback):
    """Variable._execution_engine.queue_callback: run `callback()` once the current backward call
    has run all its nodes (ModuleTracker resets its module stack there)."""
    task = current()
    if task is None:
        raise RuntimeError("Final callbacks can only be installed during backward pass.")
    task.callbacks.append(callback)


def run_callbacks(task):
    """The callbacks queued during `task`, in order; one may queue another, which runs too."""
    i = 0
    while i < len(task.callbacks):
        task.callbacks[i]()
        i += 1
    task.callbacks.clear()


class ExecutionEngine:
    """What Variable._execution_engine offers Python code: queue_callback."""

    queue_callback = staticmethod(queue_callback)


def will_engine_execute_node(node):
    """PyTorch's torch._C._will_engine_execute_node."""
    if not isinstance(node, Node):
        raise RuntimeError(f"_will_engine_execute_node expects an grad_fn, but got {type(node).__name__}")
    task = current()
    if task is None:
        raise RuntimeError("_get_should_execute_nodes should only be called during the backward pass")
    return task.will_execute(node)
