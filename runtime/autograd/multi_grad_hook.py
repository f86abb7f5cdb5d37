"""autograd.graph.register_multi_grad_hook: one hook for the gradients of several tensors.

Built, as in PyTorch, from ordinary tensor hooks (Tensor.register_hook) plus two facts about the
backward call in progress (graph_task.py): its id, so that gradients of different calls never
mix, and whether the engine will reach each tensor's node, so that "all" mode knows how many
gradients to wait for (a tensor outside this call's graph, or not needed for its `inputs`, is
not waited for and gets None).
"""
import threading
from collections import defaultdict

from . import graph_task as _graph_task
from .hooks import RemovableHandle
from .node import grad_accumulator

_MODES = ("all", "any")
_OUTSIDE_BACKWARD = "expected this hook to be called inside a backward call"


class _MultiHandle(RemovableHandle):
    """The handle register_multi_grad_hook returns: removes the hook from every tensor."""

    __slots__ = ("handles",)

    def __init__(self, handles):
        self.handles = handles

    def remove(self):
        for handle in self.handles:
            handle.remove()

    def __getstate__(self):
        return self.handles

    def __setstate__(self, state):
        self.handles = state


def _node_of(tensor):
    """The node whose gradient reaches `tensor`: its grad_fn, or a leaf's AccumulateGrad."""
    fn = tensor.grad_fn
    if fn is None and tensor.requires_grad:
        fn = grad_accumulator(tensor)
    if fn is None:
        raise AssertionError("Expected gradient function to be set")
    return fn


def register_multi_grad_hook(tensors, fn, *, mode="all"):
    """Call `fn` once per backward call with the gradients of `tensors`.

    mode="all": after every gradient the call computes for them, with the list of them in the
    order of `tensors` (None for a tensor whose gradient the call does not compute).
    mode="any": with the first gradient computed for any of them. Returns a handle whose
    remove() unregisters the hook from every tensor.
    """
    if mode not in _MODES:
        raise ValueError(f"Expects mode to be one of {_MODES} but got {mode}")
    lock = threading.Lock()
    if mode == "all":
        counts = {}
        buffers = {}
        expected = {}
        nodes = [_node_of(t) for t in tensors]
        size = len(tensors)

        def make_hook(index):
            def hook(grad):
                task = _graph_task.current()
                if task is None:
                    raise AssertionError(_OUTSIDE_BACKWARD)
                key = task.id
                with lock:
                    seen = counts.get(key, 0)
                    counts[key] = seen + 1
                    if seen == 0:
                        expected[key] = sum(1 for node in nodes if task.will_execute(node))
                        buffers[key] = [None] * size
                buffers[key][index] = grad
                if seen == expected[key] - 1:
                    grads = buffers.pop(key)
                    del counts[key], expected[key]
                    fn(grads)
            return hook

        handles = tuple(t.register_hook(make_hook(i)) for i, t in enumerate(tensors))
    else:
        ran = defaultdict(bool)

        def hook(grad):
            task = _graph_task.current()
            if task is None:
                raise AssertionError(_OUTSIDE_BACKWARD)
            with lock:
                already, ran[task.id] = ran[task.id], True
            if not already:
                fn(grad)

        handles = tuple(t.register_hook(hook) for t in tensors if t.requires_grad)
    return _MultiHandle(handles)
