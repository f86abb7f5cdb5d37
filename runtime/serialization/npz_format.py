"""gradtable.save / gradtable.load: checkpoints (tensors, state dicts of modules and
optimizers) in a format that cannot run code when loaded.

PyTorch pickles; loading a pickle can execute anything the file says. Here a checkpoint is
a NumPy .npz archive: one array per tensor, plus a JSON manifest (stored as UTF-8 bytes in
the archive) that describes the nesting of dicts, lists, tuples and plain values around
them. Loading reads arrays with allow_pickle=False and rebuilds only the container types
listed below, so `weights_only` has nothing to guard against.
"""
import json
import os
from collections import Counter, OrderedDict

import numpy as np

from ..core import dtypes
from ..core.tensor import Tensor

_MANIFEST = "__gradtable_manifest__"
_FORMAT = "gradtable.save"
_VERSION = 1
# Containers rebuilt on load, by the exact type saved (so a dict comes back a dict, an OrderedDict an OrderedDict).
_MAPPINGS = {"dict": dict, "OrderedDict": OrderedDict, "Counter": Counter}
_SEQUENCES = {"list": list, "tuple": tuple}
# Plain values JSON keeps exactly; bool comes before int because a bool is an int.
_SCALARS = {"bool": bool, "int": int, "float": float, "str": str}


def save(obj, f):
    """Write obj (tensors and nested dicts/lists/tuples of tensors, numbers, strings, None) to f,
    a path or a binary file object."""
    arrays = {}
    manifest = {"format": _FORMAT, "version": _VERSION, "root": _encode(obj, arrays, {})}
    arrays[_MANIFEST] = np.frombuffer(json.dumps(manifest).encode("utf-8"), dtype=np.uint8)
    if isinstance(f, (str, os.PathLike)):
        with open(f, "wb") as file:  # not np.savez(path): it would append ".npz" to the name
            np.savez(file, **arrays)
    else:
        np.savez(f, **arrays)


def load(f, map_location=None, *, weights_only=True):
    """Read what `save` wrote. Nothing in the file is executed whatever weights_only says, and
    every tensor is on the CPU, so map_location changes nothing (both exist for PyTorch's calls)."""
    if isinstance(f, (str, os.PathLike)):
        with open(f, "rb") as file:
            return _load(file, os.fspath(f))
    return _load(f, getattr(f, "name", "the file object"))


def _load(file, name):
    try:
        archive = np.load(file, allow_pickle=False)
    except Exception as exc:  # not an .npy/.npz at all (np.load names the reason)
        raise RuntimeError(f"{name} is not a gradtable checkpoint (written by gradtable.save): {exc}") from None
    if not isinstance(archive, np.lib.npyio.NpzFile) or _MANIFEST not in archive.files:
        raise RuntimeError(f"{name} is not a gradtable checkpoint (written by gradtable.save): "
                           "it has no gradtable manifest")
    with archive:
        manifest = json.loads(archive[_MANIFEST].tobytes().decode("utf-8"))
        if manifest.get("format") != _FORMAT or manifest.get("version") != _VERSION:
            raise RuntimeError(f"{name} has an unsupported gradtable checkpoint format: "
                               f"{manifest.get('format')!r} version {manifest.get('version')!r}")
        return _decode(manifest["root"], archive, {})


def _encode(obj, arrays, tensors):
    """The manifest node for obj; tensor data goes into `arrays` (once per tensor object)."""
    if isinstance(obj, Tensor):
        key = tensors.get(id(obj))
        if key is None:  # the same tensor saved twice comes back as one tensor
            key = tensors[id(obj)] = f"tensor{len(tensors)}"
            arrays[key] = obj._data
        node = {"kind": "tensor", "array": key, "requires_grad": obj.requires_grad}
        if obj._data.dtype is dtypes.BFLOAT16:
            # .npy has no bfloat16 (ml_dtypes' dtype would need pickling): its bits go as uint16
            arrays[key] = obj._data.view(np.uint16)
            node["dtype"] = "bfloat16"
        return node
    if obj is None:
        return {"kind": "None"}
    for kind, cls in _SCALARS.items():
        if isinstance(obj, cls):
            return {"kind": kind, "value": cls(obj)}
    kind = type(obj).__name__
    if type(obj) in _MAPPINGS.values():
        return {"kind": kind, "items": [[_encode(k, arrays, tensors), _encode(v, arrays, tensors)]
                                        for k, v in obj.items()]}
    if type(obj) in _SEQUENCES.values():
        return {"kind": kind, "items": [_encode(v, arrays, tensors) for v in obj]}
    raise TypeError(f"gradtable.save cannot save an object of type {type(obj).__module__}.{type(obj).__qualname__}: "
                    "it saves tensors, numbers, strings, bools, None, and dicts, OrderedDicts, lists and tuples "
                    "of them")


def _decode(node, archive, tensors):
    kind = node["kind"]
    if kind == "tensor":
        key = node["array"]
        if key not in tensors:
            data = archive[key]
            if "dtype" in node:   # the bits of a dtype .npy lacks (bfloat16)
                data = data.view(dtypes.from_name(node["dtype"]).numpy)
            t = Tensor._make(data)
            t.requires_grad_(node["requires_grad"])
            tensors[key] = t
        return tensors[key]
    if kind == "None":
        return None
    if kind in _SCALARS:
        return node["value"]
    if kind in _MAPPINGS:
        mapping = _MAPPINGS[kind]()
        for k, v in node["items"]:
            mapping[_decode(k, archive, tensors)] = _decode(v, archive, tensors)
        return mapping
    if kind in _SEQUENCES:
        return _SEQUENCES[kind](_decode(v, archive, tensors) for v in node["items"])
    raise RuntimeError(f"unknown entry kind {kind!r} in a gradtable checkpoint")
