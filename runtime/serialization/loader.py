"""torch.load's reading side: PyTorch's zip format, its legacy (pre-1.6) format, and gradtable's
earlier npz checkpoints, each told apart by its first bytes.

Every size a file states is checked against the file before memory is given to it, and every
problem ends in one error naming the file and what is wrong with it (FormatError inside, a
RuntimeError out), whatever the bytes. With weights_only=True (the default) the pickle is read by
weights_only.Unpickler, whose refusals are PyTorch's UnpicklingError texts; weights_only=False uses
Python's unpickler, with PyTorch's names read as gradtable's (torch.nn.Linear -> gradtable.nn.Linear).
"""
import _compat_pickle
import io
import mmap as mmap_module
import os
import pickle
import pickletools
import re
import sys

import numpy as np

from ..core.device import device
from ..core.storage import TypedStorage, UntypedStorage
from . import npz_format
from .pickler import MAGIC_NUMBER, PROTOCOL_VERSION
from .torch_globals import ALLOWED, StorageType, Unsupported, gradtable_module, moved_class, storage_dtype, user_allowed
from .weights_only import Unpickler
from .zip_records import FormatError, ZipReader

UNSAFE_MESSAGE = (
    "In PyTorch 2.6, we changed the default value of the `weights_only` argument in `torch.load` from `False` to "
    "`True`. Re-running `torch.load` with `weights_only` set to `False` will likely succeed, but it can result in "
    "arbitrary code execution. Do it only if you got the file from a trusted source.")
_DOCS_MESSAGE = ("\n\nCheck the documentation of torch.load to learn more about types accepted by default with "
                 "weights_only https://pytorch.org/docs/stable/generated/torch.load.html.")


class LoadError(RuntimeError):
    """An error PyTorch raises with this text (a CUDA storage without map_location, mmap of a legacy
    file): it reaches the caller as it is."""


class Source:
    """The file being read: a seekable binary file object, its size, a name for messages, its path."""

    def __init__(self, file, name, path):
        if not (hasattr(file, "seek") and hasattr(file, "readinto") and _seekable(file)):
            file = io.BytesIO(file.read())   # a stream: read once, then seek in memory
        self.file, self.name, self.path = file, name, path
        self.start = file.tell()
        self.size = file.seek(0, os.SEEK_END)
        file.seek(self.start)

    def whole(self):
        """All the file's bytes, as a memoryview (mapped, not read, for a file on disk)."""
        if isinstance(self.file, io.BytesIO):
            return memoryview(self.file.getvalue())   # (a copy: an export would pin the caller's buffer)
        try:
            return memoryview(mmap_module.mmap(self.file.fileno(), 0, access=mmap_module.ACCESS_READ))
        except (AttributeError, OSError, ValueError, io.UnsupportedOperation):
            self.file.seek(0)
            return memoryview(self.file.read())


def _seekable(file):
    try:
        return file.seekable()
    except (AttributeError, OSError):
        return False


def load_from(source, map_location, pickle_module, weights_only, mmap, pickle_load_args):
    """The object in source (any of the three formats)."""
    head = source.file.read(8)
    source.file.seek(source.start)
    if head[:4] in (b"PK\x03\x04", b"PK\x05\x06"):
        reader = ZipReader(source.file, source.size)
        if reader.has("data.pkl"):
            return _load_zip(source, reader, map_location, pickle_module, weights_only, mmap, pickle_load_args)
        if reader.has("constants.pkl"):
            raise FormatError("it is a TorchScript archive (torch.jit.save), which gradtable cannot run")
        if npz_format.is_npz_checkpoint(reader):
            return npz_format.load(reader)
        raise FormatError("it is a zip archive but not a PyTorch checkpoint (it has no data.pkl record)")
    if mmap:
        raise LoadError("mmap can only be used with files saved with `torch.save(_use_new_zipfile_serialization="
                           "True), please torch.save your checkpoint with this option in order to use mmap.")
    if len(head) > 1 and head[:1] == pickle.PROTO and 2 <= head[1] <= 5:
        return _load_legacy(source, map_location, pickle_module, weights_only, pickle_load_args)
    if head[:6] == b"\x93NUMPY":
        raise FormatError("it is a NumPy .npy file (np.save), not a checkpoint: read it with numpy.load")
    source.file.seek(source.start + 257)
    if source.file.read(5) == b"ustar":
        raise FormatError("it is in the tar format of PyTorch 0.3 and earlier, which gradtable does not read "
                          "(load and re-save it with an older PyTorch)")
    raise FormatError(f"it is not a PyTorch or gradtable checkpoint (it starts with {bytes(head)!r}; a checkpoint "
                      "is a zip archive or, before PyTorch 1.6, a pickle)")


def unsafe_globals(source):
    """The names in a zip checkpoint's pickle that weights-only loading refuses, read without loading."""
    if source.file.read(4) not in (b"PK\x03\x04", b"PK\x05\x06"):
        raise ValueError("Expected input to be a checkpoint returned by torch.save")
    source.file.seek(source.start)
    reader = ZipReader(source.file, source.size)
    if reader.has("constants.pkl"):
        raise ValueError("Expected input to be a checkpoint returned by torch.save but got a torchscript checkpoint")
    allowed = set(ALLOWED) | set(user_allowed())
    found = set()
    try:
        for op, arg, _ in pickletools.genops(reader.read("data.pkl")):
            if op.name == "GLOBAL":
                module, name = arg.split(" ", 1)
                module, name = _compat_pickle.NAME_MAPPING.get(
                    (module, name), (_compat_pickle.IMPORT_MAPPING.get(module, module), name))
                found.add(f"{module}.{name}")
    except ValueError as exc:
        raise FormatError(f"its pickle is malformed ({exc})") from None
    return sorted(found - allowed)


# -- storages ---------------------------------------------------------------------------------------

class Storages:
    """The storages of one load, by key, each read (or mapped) once, on first use."""

    def __init__(self, source, map_location, fetch, byteorder="little"):
        self.source, self.map_location, self.fetch, self.byteorder = source, map_location, fetch, byteorder
        self.loaded = {}

    def __call__(self, pid):
        if not isinstance(pid, tuple) or not pid or _ascii(pid[0]) != "storage":
            raise FormatError(f"its pickle refers to {pid!r}, which is not a storage")
        if len(pid) not in (5, 6):
            raise FormatError(f"its pickle describes a storage by {len(pid)} fields instead of 5")
        storage_type, key, location, numel = pid[1:5]
        view = pid[5] if len(pid) == 6 else None
        if not isinstance(key, (str, int)):
            raise FormatError(f"its pickle names a storage by {key!r}, not a string")
        key = str(key)
        dtype = storage_dtype(storage_type)
        if isinstance(dtype, Unsupported):
            dtype.refuse()
        if not isinstance(numel, int) or numel < 0:
            raise FormatError(f"storage {key!r} has a size of {numel!r} elements")
        storage = self.loaded.get(key)
        if storage is None:
            raw = self.fetch(key, numel * dtype.itemsize)
            if self.byteorder != sys.byteorder and dtype.itemsize > 1:
                raw.view(dtype.numpy).byteswap(inplace=True)
            storage = TypedStorage(UntypedStorage(raw), dtype)
            storage = self._place(storage, _ascii(location))
            self.loaded[key] = storage
        if view is not None:   # a storage view (legacy files): a window on the storage
            view_key, offset, size = view
            raw = storage._untyped_storage._owner
            if not 0 <= offset <= offset + size <= raw.nbytes // dtype.itemsize:
                raise FormatError(f"storage view {view_key!r} [{offset}, {offset + size}) lies outside its storage")
            storage = TypedStorage(UntypedStorage(raw[offset * dtype.itemsize:(offset + size) * dtype.itemsize]),
                                   dtype)
        return storage

    def _place(self, storage, location):
        """map_location, as PyTorch applies it; every storage ends on the CPU, the one device here."""
        where = self.map_location
        if callable(where) and not isinstance(where, (str, bytes, device, dict)):
            placed = where(storage, location)
            if placed is not None:
                return placed
        elif isinstance(where, dict):
            location = where.get(location, location)
        elif where is not None:
            location = str(where.decode() if isinstance(where, bytes) else where)
        kind = location.split(":")[0]
        if kind == "cpu":
            return storage
        if kind in ("cuda", "mps", "xpu", "hpu"):
            raise LoadError(f"Attempting to deserialize object on a {kind.upper()} device but "
                               f"torch.{kind}.is_available() is False. If you are running on a CPU-only machine, "
                               "please use torch.load with map_location=torch.device('cpu') to map your storages "
                               "to the CPU.")
        raise LoadError(f"don't know how to restore data location of torch.storage.TypedStorage (tagged with "
                           f"{location})")


def _ascii(value):
    return value.decode("ascii") if isinstance(value, bytes) else value


# -- the zip format -----------------------------------------------------------------------------------

def _load_zip(source, reader, map_location, pickle_module, weights_only, mmap, pickle_load_args):
    byteorder = reader.read("byteorder").decode("ascii", "replace") if reader.has("byteorder") else "little"
    if byteorder not in ("little", "big"):
        raise FormatError(f"its byteorder record says {byteorder!r}, neither 'little' nor 'big'")

    def fetch(key, nbytes):
        record = f"data/{key}"
        if reader.size_of(record) != nbytes:
            raise FormatError(f"storage {reader.prefix}{record} holds {reader.size_of(record)} bytes, but the pickle "
                              f"describes {nbytes}")
        if mmap and nbytes:
            return np.memmap(source.path, np.uint8, "c", offset=reader.data_offset(record), shape=(nbytes,))
        raw = np.empty(nbytes, np.uint8)
        reader.read_into(record, raw)
        return raw

    data = reader.read("data.pkl")
    return _unpickle(data, 0, Storages(source, map_location, fetch, byteorder), pickle_module, weights_only,
                     pickle_load_args)[0]


def _unpickle(data, start, storages, pickle_module, weights_only, load_args):
    """(the object of the pickle at data[start:], where it ends)."""
    if weights_only:
        unpickler = Unpickler(data, storages, encoding=load_args.get("encoding", "utf-8"))
        unpickler.pos = start
        try:
            return unpickler.load(), unpickler.pos
        except pickle.UnpicklingError as exc:
            raise pickle.UnpicklingError(weights_only_message(str(exc))) from None
    file = ViewFile(data, start)
    unpickler = _full_unpickler(pickle_module)(file, **load_args)
    unpickler.persistent_load = storages
    try:
        return unpickler.load(), file.pos
    except EOFError:
        raise FormatError("its pickle ends before its STOP opcode (the file is truncated)") from None


class ViewFile:
    """A read-only file on bytes already in memory (or mapped), without copying them: what Python's
    unpickler reads a pickle from, when the pickle is one part of a larger file."""

    def __init__(self, data, pos):
        self.data, self.pos = memoryview(data), pos

    def read(self, n=-1):
        end = len(self.data) if n < 0 else min(self.pos + n, len(self.data))
        chunk = bytes(self.data[self.pos:end])
        self.pos = end
        return chunk

    def readinto(self, buffer):
        chunk = self.read(len(memoryview(buffer).cast("B")))
        memoryview(buffer).cast("B")[:len(chunk)] = chunk
        return len(chunk)

    def readline(self):
        found = bytes(self.data[self.pos:self.pos + (1 << 16)]).find(b"\n")
        return self.read(found + 1 if found >= 0 else 1 << 16)


def _full_unpickler(pickle_module):
    class FullUnpickler(pickle_module.Unpickler):
        """Python's unpickler, with PyTorch's names read as gradtable's."""

        def find_class(self, module, name):
            full = f"{module}.{name}"
            if full in ALLOWED:
                return ALLOWED[full]
            if module in ("torch", "torch.cuda") and name.endswith("Storage"):
                return StorageType(name)
            if module == "torch" or module.startswith("torch."):
                try:
                    return super().find_class(gradtable_module(module), name)
                except (ImportError, AttributeError):
                    found = moved_class(module, name)
                    if found is None:
                        raise AttributeError(f"the checkpoint needs {full}, which gradtable does not have") from None
                    return found
            return super().find_class(module, name)

    return FullUnpickler


def weights_only_message(message):
    """PyTorch's wording around a weights-only refusal (torch.load's _get_wo_message)."""
    if re.search(r"GLOBAL (\S+) was not an allowed global by default.", message):
        return ("Weights only load failed. This file can still be loaded, to do so you have two options, "
                "\033[1mdo those steps only if you trust the source of the checkpoint\033[0m. "
                f"\n\t(1) {UNSAFE_MESSAGE}\n\t(2) Alternatively, to load with `weights_only=True` please check the "
                "recommended steps in the following error message.\n\tWeightsUnpickler error: " + message
                + _DOCS_MESSAGE)
    updated = f"Weights only load failed. {UNSAFE_MESSAGE}\n"
    if not re.search(r"whose module (\S+) is blocked", message):
        updated += ("Please file an issue with the following so that we can make `weights_only=True` compatible with "
                    "your use case: WeightsUnpickler error: ")
    return updated + "\n\n" + message + _DOCS_MESSAGE


# -- the legacy format ---------------------------------------------------------------------------------

def _load_legacy(source, map_location, pickle_module, weights_only, load_args):
    """Four pickles (magic number, protocol version, system info, the object), the list of storage
    keys, then each storage: its element count (int64) and its bytes, in the order of that list."""
    data = source.whole()
    header_args = dict(load_args, encoding=load_args.get("encoding", "utf-8"))
    pos = source.start
    values = []
    no_storages = Storages(source, map_location, None)
    for _ in range(3):
        value, pos = _unpickle(data, pos, no_storages, pickle_module, weights_only, header_args)
        values.append(value)
        if values[0] != MAGIC_NUMBER:
            raise FormatError("it starts with a pickle but not with PyTorch's magic number: it is not a checkpoint")
    if values[1] != PROTOCOL_VERSION:
        raise FormatError(f"its legacy format version is {values[1]!r}, not {PROTOCOL_VERSION}")
    pending = {}

    def fetch(key, nbytes):
        if nbytes > source.size:
            raise FormatError(f"storage {key!r} claims {nbytes} bytes, more than the whole {source.size}-byte file")
        pending[key] = raw = np.empty(nbytes, np.uint8)
        return raw

    # (the storages are filled below, after the pickle: their bytes are swapped there, not on creation)
    storages = Storages(source, map_location, fetch, sys.byteorder)
    info = values[2] if isinstance(values[2], dict) else {}
    byteorder = "little" if info.get("little_endian", True) else "big"
    result, pos = _unpickle(data, pos, storages, pickle_module, weights_only, load_args)
    keys, pos = _unpickle(data, pos, no_storages, pickle_module, weights_only, load_args)
    if (not isinstance(keys, list) or not all(isinstance(k, (str, int)) for k in keys)
            or set(map(str, keys)) != set(pending)):
        raise FormatError("its list of storage keys does not match the storages its pickle uses")
    for key in keys:
        raw = pending[str(key)]
        dtype = storages.loaded[str(key)].dtype
        if pos + 8 > len(data):
            raise FormatError(f"storage {key!r} is missing (the file is truncated)")
        count = int(np.frombuffer(data[pos:pos + 8], np.int64)[0])
        if count * dtype.itemsize != raw.nbytes:
            raise FormatError(f"storage {key!r} holds {count} elements in the file, where its pickle describes "
                              f"{raw.nbytes // dtype.itemsize}")
        if pos + 8 + raw.nbytes > len(data):
            raise FormatError(f"storage {key!r} is cut short (the file is truncated)")
        raw[:] = np.frombuffer(data[pos + 8:pos + 8 + raw.nbytes], np.uint8)
        if byteorder != sys.byteorder and dtype.itemsize > 1:
            raw.view(dtype.numpy).byteswap(inplace=True)
        pos += 8 + raw.nbytes
    return result
