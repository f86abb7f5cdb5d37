"""torch.save's writing side: any picklable object, its tensors' memory written as storages.

The object is pickled (protocol 2, as torch.save) with tensors, storages, dtypes, devices and Size
reduced the way PyTorch reduces its own: a tensor is `_rebuild_tensor_v2(storage, offset, size,
stride, requires_grad, hooks)` and its storage a persistent id ('storage', FloatStorage, key, 'cpu',
numel) whose bytes are the record data/<key>; a tensor of a dtype without a legacy storage class
(uint16, uint32, uint64) is `_rebuild_tensor_v3(..., dtype)` on an UntypedStorage, as PyTorch writes
it. Tensors on one memory share one storage, so views load as views. Python's own (C) pickler does
the work, with gradtable's objects in those places; a last pass over the pickle's GLOBAL opcodes then
writes every gradtable name as PyTorch's (torch_globals.torch_global): gradtable.nn.modules.linear.Linear
becomes torch.nn.modules.linear.Linear, the rebuild function torch._utils._rebuild_tensor_v2, so
`torch.load(f)` opens the file and gets torch objects.
"""
import pickle
import pickletools
import sys
import warnings
from collections import OrderedDict

import numpy as np

from ..core import dtypes
from ..core import layout as layouts
from ..core.device import device
from ..core.storage import TypedStorage, UntypedStorage, _bytes_of, owner
from ..core.tensor import Size, Tensor
from ..nn.modules.rnn import RNNBase
from ..nn.parameter import Parameter
from . import torch_globals as tg

MAGIC_NUMBER = 0x1950A86A20F9469CFC6C   # the legacy format's first pickle, as PyTorch's
PROTOCOL_VERSION = 1001


class _Storage:
    """One memory block being saved: its bytes (a flat uint8 view, or a copy) and the dtype it is saved as."""

    __slots__ = ("key", "data", "dtype")

    def __init__(self, key, data, dtype):
        self.key, self.data, self.dtype = key, data, dtype


class _Untyped:
    """A storage saved as bytes (torch.storage.UntypedStorage), its tensor's dtype named beside it."""

    __slots__ = ("storage",)

    def __init__(self, storage):
        self.storage = storage


class CheckpointPickler(pickle.Pickler):
    """The pickler of torch.save; `storages` collects what to write, by key."""

    def __init__(self, file, protocol, legacy=False):
        if protocol > 3:
            raise ValueError(f"gradtable.save writes pickle protocol 2 or 3 (PyTorch's default is 2), not {protocol}")
        super().__init__(file, protocol)
        self.protocol = protocol
        self.storages = {}     # id(root array) -> _Storage
        self.keep = []         # the roots, alive until written (their ids are the keys)
        self.legacy = legacy

    # -- storages --------------------------------------------------------------------------------
    def persistent_id(self, obj):
        if type(obj) is _Storage:
            return self._pid(obj, obj.dtype)
        if type(obj) is _Untyped:
            return self._pid(obj.storage, dtypes.uint8, untyped=True)
        if isinstance(obj, TypedStorage):
            return self._pid(self._storage(obj._untyped_storage._owner, obj.dtype), obj.dtype)
        if isinstance(obj, UntypedStorage):
            return self._pid(self._storage(obj._owner, dtypes.uint8), dtypes.uint8, untyped=True)
        return None

    def _pid(self, storage, dtype, untyped=False):
        kind = UntypedStorage if untyped else tg.STORAGE_TYPES[dtype.name]
        numel = storage.data.nbytes // dtype.itemsize
        if self.legacy:
            return ("storage", kind, storage.key, "cpu", numel, None)
        return ("storage", kind, storage.key, "cpu", numel)

    def _storage(self, root, dtype):
        """The storage of a memory block (the root of NumPy's chain of views), one per block."""
        found = self.storages.get(id(root))
        if found is not None:
            if found.dtype is not dtype:
                raise RuntimeError("Cannot save multiple tensors or storages that view the same data as different "
                                   "types")
            return found
        data = _bytes_of(root)
        data = data[:data.nbytes - data.nbytes % dtype.itemsize]   # whole elements, as PyTorch's numel counts
        found = self.storages[id(root)] = _Storage(str(len(self.storages)), data, dtype)
        self.keep.append(root)
        return found

    def _tensor_args(self, t):
        """(storage, offset, size, stride) of a tensor's memory. Memory PyTorch's strides cannot
        describe (negative or unaligned strides, a block that is not contiguous) is saved as a copy."""
        data = np.asarray(t._data)
        itemsize = data.dtype.itemsize
        root = owner(data)
        start = data.__array_interface__["data"][0] - root.__array_interface__["data"][0]
        describable = ((root.flags.c_contiguous or root.flags.f_contiguous) and start >= 0 and start % itemsize == 0
                       and all(s >= 0 and s % itemsize == 0 for s in data.strides))
        if not describable:
            root = data = np.array(data, order="C")   # a copy; (ascontiguousarray makes a 0-dim array 1-dim)
            start = 0
        dtype = dtypes.from_numpy(data.dtype)
        if dtype.name in tg.STORAGE_TYPES:
            storage = self._storage(root, dtype)
        else:   # (PyTorch checks such a storage's dtype as bytes: uint8)
            storage = _Untyped(self._storage(root, dtypes.uint8))
        return (storage, start // itemsize, tuple(data.shape), tuple(s // itemsize for s in data.strides))

    # -- the objects PyTorch pickles its own way -------------------------------------------------
    def reducer_override(self, obj):
        if isinstance(obj, Tensor):
            return self._reduce_tensor(obj)
        if isinstance(obj, dtypes.dtype):
            return obj.name                   # a global: gradtable.core.dtypes.float32, written torch.float32
        if type(obj) is device:
            return (device, (str(obj),))
        if type(obj) is Size:
            return (Size, (tuple(obj),))
        if type(obj) is layouts.layout:
            return (tg._get_layout, (repr(obj),))
        if isinstance(obj, RNNBase):
            # PyTorch's RNN keeps its weights' list in its __dict__ and its __setstate__ reads it there;
            # gradtable's is a property over the parameters: the pickle carries the list, as PyTorch's.
            reduced = obj.__reduce_ex__(self.protocol)
            state = dict(reduced[2] or {}, _flat_weights=obj._flat_weights)
            return (*reduced[:2], state, *reduced[3:])
        return NotImplemented

    def _reduce_tensor(self, t):
        _warn_if_has_hooks(t)
        state = tg.get_obj_state(t)
        hooks = OrderedDict()
        if isinstance(t, Parameter):
            plain = Tensor._make(t._data)
            if not state:
                return (tg._rebuild_parameter, (plain, t.requires_grad, hooks))
            return (tg._rebuild_parameter_with_state, (plain, t.requires_grad, hooks, state))
        args = (*self._tensor_args(t), t.requires_grad, hooks)
        rebuild = tg._rebuild_tensor_v2
        if type(args[0]) is _Untyped:
            args, rebuild = (*args, t.dtype), tg._rebuild_tensor_v3
        if type(t) is Tensor and not state:
            return (rebuild, args)
        return (tg._rebuild_from_type_v2, (rebuild, type(t), args, state))


def _warn_if_has_hooks(t):
    for hook in (t._backward_hooks or {}).values():
        if not hasattr(hook, "__torch_unserializable__"):
            warnings.warn(f"backward hook {hook!r} on tensor will not be serialized.  If this is expected, you can "
                          "decorate the function with @torch.utils.hooks.unserializable_hook to suppress this warning",
                          stacklevel=6)


def torch_names(data):
    """The pickle `data` (protocol 2 or 3) with each gradtable global written by PyTorch's name."""
    out, done = [], 0
    ops = list(pickletools.genops(data))
    for (op, arg, pos), (_, _, end) in zip(ops, ops[1:]):
        if op.name == "GLOBAL" and arg.startswith("gradtable"):
            module, name = tg.torch_global(*arg.split(" ", 1))
            out += [data[done:pos], b"c", module.encode(), b"\n", name.encode(), b"\n"]
            done = end
    out.append(data[done:])
    return b"".join(out)


def pickle_checkpoint(obj, protocol, legacy=False):
    """(the pickle of obj with PyTorch's names, the storages to write in key order)."""
    buffer = _Buffer()
    pickler = CheckpointPickler(buffer, protocol, legacy)
    pickler.dump(obj)
    return torch_names(b"".join(buffer.parts)), list(pickler.storages.values())


class _Buffer:
    def __init__(self):
        self.parts = []

    def write(self, data):
        self.parts.append(bytes(data))


def write_legacy(obj, file, protocol):
    """PyTorch's format before 1.6 (torch.save(_use_new_zipfile_serialization=False)): four pickles
    (magic number, protocol version, system info, the object), the storage keys, then each storage as
    its element count (int64) and its bytes."""
    sys_info = {"protocol_version": PROTOCOL_VERSION, "little_endian": sys.byteorder == "little",
                "type_sizes": {"short": 2, "int": 4, "long": 4}}
    for value in (MAGIC_NUMBER, PROTOCOL_VERSION, sys_info):
        pickle.dump(value, file, protocol=protocol)
    data, storages = pickle_checkpoint(obj, protocol, legacy=True)
    file.write(data)
    pickle.dump([s.key for s in storages], file, protocol=protocol)
    for s in storages:
        file.write(np.int64(s.data.nbytes // s.dtype.itemsize).tobytes())
        file.write(memoryview(s.data))
