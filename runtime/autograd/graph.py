"""gradtable.autograd.graph: the graph's node type, edges and hooks, and hooks for the tensors it saves.

The node type (Node), gradient edges (GradientEdge, get_gradient_edge), hooks on several
tensors (register_multi_grad_hook) and in-place changes to saved tensors
(allow_mutation_on_saved_tensors, increment_version) live in modules of their own and are
gathered here under PyTorch's names; the saved-tensor hooks are below.

Ops keep some tensors for their backward (x * w keeps x and w). Saved-tensor
hooks decide how: `pack_hook(tensor)` runs when an op saves the tensor and may
return anything (a file name, a compressed copy); `unpack_hook(packed)` runs when
backward needs it and must give a tensor with the same values back. Typical use is
trading time for memory, as `save_on_disk` below and `utils.checkpoint` do.
"""
import os
import tempfile
import weakref

import numpy as np

from ..core.tensor import Tensor
from . import saved_tensor_hooks as _state
from .gradient_edge import GradientEdge, get_gradient_edge  # noqa: F401
from .multi_grad_hook import register_multi_grad_hook  # noqa: F401
from .mutation_on_saved import allow_mutation_on_saved_tensors  # noqa: F401
from .node_type import Node  # noqa: F401
from .saved import SavedTensor, _check_callable_hooks  # noqa: F401


class saved_tensors_hooks:
    """Context manager: every tensor saved for backward inside it goes through the hooks.

    Nested contexts: the innermost pair wins. The hooks apply to the thread that
    entered the context only. Pack hooks run in no_grad mode.
    """

    def __init__(self, pack_hook, unpack_hook):
        self.pack_hook = pack_hook
        self.unpack_hook = unpack_hook

    def __enter__(self):
        _check_callable_hooks("_push_saved_tensors_default_hooks", self.pack_hook, self.unpack_hook)
        _state.push(self.pack_hook, self.unpack_hook)

    def __exit__(self, *exc):
        _state.pop()
        return False


class disable_saved_tensors_hooks:
    """Context manager for features that cannot work with saved-tensor hooks: entering
    saved_tensors_hooks inside it raises RuntimeError(error_message), and so does
    entering it while hooks are active."""

    def __init__(self, error_message):
        self.error_message = error_message

    def __enter__(self):
        self._previous = _state.state.disabled_message
        _state.state.disabled_message = self.error_message
        if _state.state.stack:  # hooks already active: as PyTorch, this is refused on entry
            _state.state.disabled_message = self._previous
            raise RuntimeError(self.error_message)

    def __exit__(self, *exc):
        _state.state.disabled_message = self._previous
        return False


class save_on_cpu(saved_tensors_hooks):
    """Context manager: tensors saved for backward are kept on the CPU (PyTorch moves them off
    the accelerator to save its memory, and back for backward).

    gradtable computes on the CPU already, so nothing moves: with pin_memory=False (the default)
    the saved tensor is kept itself, as PyTorch keeps a CPU tensor; with pin_memory=True PyTorch
    packs into a new (pinned) buffer, so gradtable keeps a copy, and an in-place change to the
    original after the forward does not reach backward. As with any saved-tensor hooks, the
    version check is skipped. `device_type` is accepted for compatibility and ignored.
    """

    def __init__(self, pin_memory=False, device_type="cuda"):
        def pack_to_cpu(tensor):
            if not pin_memory:
                return tensor
            return Tensor._make(np.array(tensor._data, copy=True))

        def unpack_from_cpu(packed):
            return packed

        super().__init__(pack_to_cpu, unpack_from_cpu)


def increment_version(tensor):
    """Mark `tensor` (or each tensor of an iterable) as modified in place, for changes autograd
    cannot see (memory written through data_ptr or NumPy): backward then refuses stale saved
    values. Inference tensors have no version counter and are left alone, as in PyTorch."""
    tensors = (tensor,) if isinstance(tensor, Tensor) else tensor
    try:
        tensors = list(tensors)
    except TypeError:
        raise RuntimeError("increment_version expect a Iterable[Tensor] as input") from None
    for t in tensors:
        if not isinstance(t, Tensor):
            raise RuntimeError("increment_version expects each element of the iterable to be a tensor")
    for t in tensors:
        if not t._is_inference:
            t._bump_version()


class save_on_disk(saved_tensors_hooks):
    """Keep saved tensors in temporary .npy files instead of memory (gradtable's
    counterpart of torch.autograd.graph.save_on_cpu, for a machine whose memory,
    not its accelerator's, is the limit).

        with torch.autograd.graph.save_on_disk():
            loss = model(x).sum()      # every tensor saved for backward goes to a file
        loss.backward()                # each is read back when its node runs

    `directory`: where the files go (default: a fresh temporary directory, removed
    with its last file). A file is deleted as soon as the graph that saved it is
    freed (after backward, or when the graph is dropped).
    """

    def __init__(self, directory=None):
        self.directory = directory
        self._owned_directory = None
        super().__init__(self._pack, self._unpack)

    def _pack(self, tensor):
        directory = self.directory
        if directory is None:
            if self._owned_directory is None or not os.path.isdir(self._owned_directory.name):
                self._owned_directory = tempfile.TemporaryDirectory(prefix="gradtable-saved-")
            directory = self._owned_directory.name
        return _TensorFile(tensor._data, directory, self._owned_directory)

    @staticmethod
    def _unpack(stored):
        return Tensor._make(stored.load())


class _TensorFile:
    """One saved array on disk; the file goes away with this object."""

    def __init__(self, array, directory, keep_alive):
        handle, self.path = tempfile.mkstemp(suffix=".npy", dir=directory)
        with os.fdopen(handle, "wb") as f:
            np.save(f, array, allow_pickle=False)
        self._keep_alive = keep_alive  # the temporary directory outlives its files
        weakref.finalize(self, _remove, self.path)

    def load(self):
        return np.load(self.path, allow_pickle=False)


def _remove(path):
    try:
        os.remove(path)
    except FileNotFoundError:
        pass
