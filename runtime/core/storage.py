"""Storages: the memory under a tensor, as PyTorch's Tensor.untyped_storage() / storage() show it.

A tensor's memory is a NumPy array; NumPy views keep the array they were taken from in `.base`,
so the storage of a tensor is the array at the end of that chain (the one owning the memory),
shared by a tensor and all its views: `x[1:].untyped_storage().data_ptr() ==
x.untyped_storage().data_ptr()`, and `x[1:].data_ptr() == x.data_ptr() + x.element_size()`.
These objects are read-only windows on that memory (for code that compares pointers, counts
bytes or reads values); PyTorch's storage mutation API (resize_, share_memory_, ...) is not
offered.
"""
import warnings
import weakref

import numpy as np

from ..autograd import dispatch_state as _dispatch
from .device import CPU
from .tensor import Tensor

_STORAGES = weakref.WeakValueDictionary()   # id(owner array) -> its live UntypedStorage


def owner(array):
    """The array that owns `array`'s memory (the end of its chain of NumPy views)."""
    while isinstance(array.base, np.ndarray):
        array = array.base
    return array


def _address(array):
    return array.__array_interface__["data"][0]


def _bytes_of(array):
    """The owner's memory as a flat uint8 view (an owner is one contiguous block, C or F order)."""
    return array.ravel(order="K").view(np.uint8) if array.size else np.empty(0, np.uint8)


def _format(values, header):
    """PyTorch's storage repr: one value a line, each after a space, then the header line."""
    return " " + "\n ".join(str(v) for v in values) + f"\n[{header} of size {len(values)}]"


class UntypedStorage:
    """The bytes of a tensor's memory. One object per memory block while it is in use, as in
    PyTorch (`x.untyped_storage() is x[1:].untyped_storage()`)."""

    __slots__ = ("_owner", "__weakref__")

    def __init__(self, owner_array):
        self._owner = owner_array

    @property
    def device(self):
        return CPU

    def data_ptr(self):
        return _address(self._owner) if self._owner.nbytes else 0

    def nbytes(self):
        return self._owner.nbytes

    def size(self):
        return self._owner.nbytes

    def __len__(self):
        return self._owner.nbytes

    def element_size(self):
        return 1

    def tolist(self):
        return _bytes_of(self._owner).tolist()

    def __getitem__(self, index):
        if isinstance(index, slice):
            return UntypedStorage(np.ascontiguousarray(_bytes_of(self._owner)[index]))
        return int(_bytes_of(self._owner)[index])

    def __repr__(self):
        return _format(self.tolist(), "torch.storage.UntypedStorage(device=cpu)")

    __str__ = __repr__


class TypedStorage:
    """A storage seen as elements of one dtype: what the deprecated Tensor.storage() gives."""

    __slots__ = ("_untyped_storage", "dtype")

    def __init__(self, untyped, dtype):
        self._untyped_storage = untyped
        self.dtype = dtype

    @property
    def device(self):
        return CPU

    def untyped(self):
        return self._untyped_storage

    def data_ptr(self):
        return self._untyped_storage.data_ptr()

    def nbytes(self):
        return self._untyped_storage.nbytes()

    def element_size(self):
        return self.dtype.numpy.itemsize

    def size(self):
        return self.nbytes() // self.element_size()

    def __len__(self):
        return self.size()

    def _values(self):
        raw = _bytes_of(self._untyped_storage._owner)
        return raw[:self.size() * self.element_size()].view(self.dtype.numpy)

    def tolist(self):
        return self._values().tolist()

    def __getitem__(self, index):
        value = self._values()[index]
        return value.tolist() if not isinstance(index, slice) else TypedStorage(
            UntypedStorage(value.copy()), self.dtype)

    def __repr__(self):
        return _format(self.tolist(), f"torch.storage.TypedStorage(dtype={self.dtype}, device=cpu)")

    __str__ = __repr__


def untyped_storage(self):
    """The storage of this tensor's memory (shared with its views)."""
    root = owner(self._data)
    storage = _STORAGES.get(id(root))
    if storage is None or storage._owner is not root:
        storage = _STORAGES[id(root)] = UntypedStorage(root)
    return storage


_typed_warned = False


def storage(self):
    """The deprecated typed storage of this tensor (PyTorch's UserWarning, once per process)."""
    global _typed_warned
    if not _typed_warned:
        warnings.warn("TypedStorage is deprecated. It will be removed in the future and UntypedStorage will be the "
                      "only storage class. This should only matter to you if you are using storages directly.  To "
                      "access UntypedStorage directly, use tensor.untyped_storage() instead of tensor.storage()",
                      UserWarning, stacklevel=2)
        _typed_warned = True
    return TypedStorage(untyped_storage(self), self.dtype)


def _reset_warn_typed_storage_removal():
    """Warn again on the next storage() call (PyTorch's torch.storage function of the same name)."""
    global _typed_warned
    _typed_warned = False


def data_ptr(self):
    """The address of this tensor's first element (0 for a tensor whose storage has no bytes)."""
    if _dispatch.is_batched(self):   # (inside vmap: a sample has no memory of its own)
        raise RuntimeError("Cannot access data pointer of Tensor that doesn't have storage")
    return _address(self._data) if owner(self._data).nbytes else 0


def storage_offset(self):
    """Where this tensor starts in its storage, in elements."""
    data = self._data
    root = owner(data)
    return (_address(data) - _address(root)) // data.itemsize if root.nbytes else 0


Tensor.untyped_storage = untyped_storage
Tensor.storage = storage
Tensor.data_ptr = data_ptr
Tensor.const_data_ptr = data_ptr   # (PyTorch's read-only pointer: the same address)
Tensor.storage_offset = storage_offset
