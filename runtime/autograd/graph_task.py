"""The backward call in progress (PyTorch's GraphTask), for hooks that must know about it.

register_multi_grad_hook needs two facts the engine has and hooks do not: which backward call
a gradient belongs to (an id, so a hook shared by several calls keeps their gradients apart)
and whether the engine will reach a given node in this call (so "all" mode knows how many
gradients to wait for). run_backward pushes a task on entry and pops it on exit: a cost per
backward call, none per node. A stack, since a hook may itself call backward (reentrant).
"""
import itertools
import threading

from .node import AccumulateGrad

_ids = itertools.count()


class _State(threading.local):
    def __init__(self):
        self.tasks = []


state = _State()


class GraphTask:
    """One run_backward: `dependencies` holds every node reachable from its roots; `capture`
    (grad(), backward(inputs=)) restricts which of them are visited."""

    __slots__ = ("id", "dependencies", "capture", "accumulate", "callbacks")

    def __init__(self, dependencies, capture, accumulate):
        self.id = next(_ids)
        self.callbacks = []
        self.dependencies = dependencies
        self.capture = capture
        self.accumulate = accumulate

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
    task = current()
    if task is None:
        raise RuntimeError("_will_engine_execute_node should only be called during the backward pass")
    return task.will_execute(node)
