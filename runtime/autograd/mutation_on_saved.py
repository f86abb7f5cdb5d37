"""autograd.graph.allow_mutation_on_saved_tensors: in-place ops on tensors saved for backward.

Normally an in-place change to a tensor an op saved makes backward fail (the version check in
saved.py). Inside this context every saved tensor goes through saved-tensor hooks that keep it
by a handle, and the in-place ops' common entry (core/inplace.py, `writable`) calls
`before_write` first: if the memory it is about to change holds saved tensors, each is cloned
then, and backward uses the clone. So the forward may mutate freely and the backward sees the
values as they were when saved. Backward has to run inside the same context (the handles are
dropped on exit), as in PyTorch.
"""
import contextlib
import weakref
from collections import defaultdict

import numpy as np

from ..core.storage import owner
from ..core.tensor import Tensor
from . import saved_tensor_hooks as _hooks_state

#: The context in force (None outside one): read by core/inplace.py before each in-place write.
active = None

_OUTSIDE = ("Trying to backward outside of the 'allow_mutation_on_saved_tensors' context"
            "in which the graph was originally recorded.")


class _Handle:
    """What the pack hook keeps in the graph in place of a saved tensor."""


def _memory_id(tensor):
    return id(owner(tensor._data))


def _tensor_id(tensor):
    """The same tensor saved again at the same version gets the same handle (as PyTorch's tid)."""
    data = tensor._data
    return (id(tensor), data.__array_interface__["data"][0], tensor._version)


class _AllowMutationOnSavedContext:
    """The state of one allow_mutation_on_saved_tensors block: saved tensors by handle (`original`),
    the clones made before a mutation (`cloned`), and which handles live in which memory."""

    def __init__(self):
        self.cloned = weakref.WeakKeyDictionary()
        self.original = weakref.WeakKeyDictionary()
        self.tid_to_weakhandle = weakref.WeakValueDictionary()
        self.sid_to_tid = defaultdict(set)

    def clear(self):
        self.cloned.clear()
        self.original.clear()
        self.tid_to_weakhandle.clear()
        self.sid_to_tid.clear()

    def pack(self, tensor):
        tid = _tensor_id(tensor)
        self.sid_to_tid[_memory_id(tensor)].add(tid)
        handle = self.tid_to_weakhandle.get(tid)
        if handle is None:
            handle = _Handle()
            self.tid_to_weakhandle[tid] = handle
            self.original[handle] = tensor
        return handle

    def unpack(self, handle):
        if active is not self:
            raise AssertionError(_OUTSIDE)
        if handle in self.cloned:
            return self.cloned[handle]
        if handle not in self.original:
            raise AssertionError(_OUTSIDE)
        return self.original[handle]

    def before_write(self, tensor):
        """Clone every saved tensor in `tensor`'s memory, which an in-place op is about to change."""
        tids = self.sid_to_tid.get(_memory_id(tensor))
        if not tids:
            return
        for tid in tids:
            handle = self.tid_to_weakhandle.get(tid)
            if handle is None or handle in self.cloned:   # freed by a backward since, or cloned already
                continue
            original = self.original.pop(handle)
            self.cloned[handle] = Tensor._make(np.array(original._data, copy=True))


@contextlib.contextmanager
def allow_mutation_on_saved_tensors():
    """Context manager under which tensors saved for backward may be modified in place: they are
    cloned before the change, and backward (run inside the same context) uses the clones.
    Yields the context's state object (cleared on exit). Contexts cannot be nested."""
    global active
    ctx = _AllowMutationOnSavedContext()
    _hooks_state.push(ctx.pack, ctx.unpack)   # (graph.saved_tensors_hooks, which imports this module)
    try:
        if active is not None:
            raise RuntimeError("allow_mutation_on_saved_tensors contexts cannot be nested")
        active = ctx
        yield ctx
    finally:
        # (as PyTorch: a refused nested entry also ends the outer context's state)
        ctx.clear()
        active = None
        _hooks_state.pop()
