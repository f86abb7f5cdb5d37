"""The memory a profile sees (profile_memory): storages made by recorded ops, watched until freed.

PyTorch's profiler hears its allocator: every allocation and free while it records. gradtable's
memory is NumPy's, which has no such hook, so the profiler watches what it can name: the storage
(the NumPy array owning the memory, shared by all views of it) of every op result made while a
profile records memory. A storage is counted once, by the op that made it, with its full size in
bytes, as PyTorch counts storage bytes; a weakref.finalize on it reports the free, which the
profiler charges to the op running at that moment (negative self memory) or, outside ops, to a
"[memory]" event, as PyTorch does. Nothing is watched while no profile records memory.
"""
import time
import weakref

from ..core.tensor import Tensor


def storage_of(array):
    """The array owning the memory `array` views (itself if it owns it)."""
    while isinstance(getattr(array, "base", None), type(array)):
        array = array.base
    return array


def result_arrays(result):
    """The arrays of an op's result tensors (a tuple or list of results: all of them)."""
    if isinstance(result, Tensor):
        return [result._data]
    if isinstance(result, (tuple, list)):
        return [a for r in result for a in result_arrays(r)]
    return []


class StorageWatch:
    """The storages being watched; on_free(nbytes, time_ns) is called when one is freed."""

    def __init__(self, on_free):
        self._on_free = on_free
        self._watched = {}  # id(storage) -> its finalizer

    def watching(self, storage):
        return id(storage) in self._watched

    def watch(self, storage):
        """Start watching `storage`; its size in bytes if it is new, else 0 (already counted)."""
        key = id(storage)
        if key in self._watched:
            return 0
        nbytes = storage.nbytes
        self._watched[key] = weakref.finalize(storage, self._freed, key, nbytes)
        return nbytes

    def _freed(self, key, nbytes):
        self._watched.pop(key, None)
        self._on_free(nbytes, time.perf_counter_ns())

    def clear(self):
        """Stop watching everything (the last profile recording memory has stopped)."""
        for finalizer in list(self._watched.values()):
            finalizer.detach()
        self._watched.clear()
