"""gradtable's earlier checkpoint format (gradtable.save before it wrote PyTorch's): still loaded.

That format was a NumPy .npz archive: one .npy array per tensor and a JSON manifest (the array
__gradtable_manifest__, UTF-8 bytes) describing the dicts, lists, tuples and plain values around
them. It is read here without np.load, whose reader allocates what an array's header declares
before reading it: each header is checked against its record's size first, and the manifest's
nesting is read without trusting its depth.
"""
import io
import json
from collections import Counter, OrderedDict

import numpy as np

from ..core import dtypes
from ..core.tensor import Tensor
from .zip_records import FormatError

MANIFEST = "__gradtable_manifest__"
_FORMAT = "gradtable.save"
_VERSION = 1
# Containers rebuilt, by the exact type saved (so a dict comes back a dict, an OrderedDict an OrderedDict).
_MAPPINGS = {"dict": dict, "OrderedDict": OrderedDict, "Counter": Counter}
_SEQUENCES = {"list": list, "tuple": tuple}
_SCALARS = {"bool": bool, "int": int, "float": float, "str": str}
_JSON_TYPES = {"bool": bool, "int": int, "float": (float, int), "str": str}
_HEADER_BYTES = 1 << 16   # an .npy header is a short dict literal


def is_npz_checkpoint(reader):
    return reader.has(MANIFEST + ".npy")


def load(reader):
    """The object a gradtable.save of the npz format wrote (reader: a zip_records.ZipReader)."""
    manifest_bytes = _array(reader, MANIFEST)
    try:
        manifest = json.loads(manifest_bytes.tobytes().decode("utf-8"))
    except RecursionError:
        raise FormatError("its manifest nests deeper than gradtable reads") from None
    except ValueError as exc:
        raise FormatError(f"its manifest is not JSON ({exc})") from None
    if not isinstance(manifest, dict) or manifest.get("format") != _FORMAT or manifest.get("version") != _VERSION:
        raise FormatError("it has an unsupported gradtable checkpoint format: "
                          f"{getattr(manifest, 'get', lambda k: None)('format')!r}")
    try:
        return _decode(manifest["root"], reader)
    except FormatError:
        raise
    except RecursionError:
        raise FormatError("its manifest nests deeper than gradtable reads") from None
    except (KeyError, TypeError, ValueError, IndexError, AttributeError, RuntimeError) as exc:
        raise FormatError(f"its manifest is malformed ({type(exc).__name__}: {exc})") from None


def _array(reader, key):
    """One .npy record as an array, its header checked against the record's size before reading."""
    record = key + ".npy"
    size = reader.size_of(record)
    raw = np.empty(size, np.uint8)
    reader.read_into(record, raw)
    stream = io.BytesIO(raw[:_HEADER_BYTES].tobytes())
    try:
        version = np.lib.format.read_magic(stream)
        read_header = np.lib.format.read_array_header_1_0 if version == (1, 0) else \
            np.lib.format.read_array_header_2_0
        shape, fortran_order, dtype = read_header(stream, max_header_size=_HEADER_BYTES)
    except (ValueError, OSError, SyntaxError, TypeError) as exc:
        raise FormatError(f"record {record} is not a valid .npy array ({exc})") from None
    if dtype.hasobject or dtype.kind not in "biufcV" or dtype.fields is not None:
        raise FormatError(f"record {record} holds {dtype} values, not numbers")
    start = stream.tell()
    count = int(np.prod(shape, dtype=object))
    if count * dtype.itemsize != size - start:
        raise FormatError(f"record {record} declares {shape} elements of {dtype} ({count * dtype.itemsize} bytes) "
                          f"but holds {size - start} bytes")
    data = raw[start:].view(dtype) if count else np.empty(0, dtype)
    return data.reshape(shape, order="F" if fortran_order else "C")


def _decode(node, reader):
    """The manifest's tree, rebuilt without recursion (a file may nest as deep as it likes)."""
    tensors = {}
    root = [None]
    todo = [(node, root, 0)]   # (node, container to fill, key or index in it)
    pending = []               # tuples and mappings are built after their items
    while todo:
        node, into, where = todo.pop()
        kind = node["kind"]
        if kind == "tensor":
            value = _tensor(node, reader, tensors)
        elif kind == "None":
            value = None
        elif kind in _SCALARS:
            value = node["value"]
            if not isinstance(value, _JSON_TYPES[kind]) or (kind != "bool" and isinstance(value, bool)):
                raise FormatError(f"its manifest has a {kind} entry holding {value!r}")
            value = _SCALARS[kind](value)
        elif kind in _SEQUENCES:
            items = [None] * len(node["items"])
            pending.append((into, where, _SEQUENCES[kind], items))
            todo.extend((item, items, i) for i, item in enumerate(node["items"]))
            continue
        elif kind in _MAPPINGS:
            pairs = [[None, None] for _ in node["items"]]
            pending.append((into, where, lambda ps, cls=_MAPPINGS[kind]: _mapping(cls, ps), pairs))
            for pair, (k, v) in zip(pairs, node["items"]):
                todo.extend(((k, pair, 0), (v, pair, 1)))
            continue
        else:
            raise FormatError(f"its manifest has an entry of unknown kind {kind!r}")
        into[where] = value
    for into, where, build, items in reversed(pending):   # innermost first
        into[where] = build(items)
    return root[0]


def _mapping(cls, pairs):
    mapping = cls()
    for k, v in pairs:   # (item by item: Counter(pairs) would count the pairs)
        mapping[k] = v
    return mapping


def _tensor(node, reader, tensors):
    key = node["array"]
    if key not in tensors:
        data = _array(reader, key)
        if "dtype" in node:   # the bits of a dtype .npy lacks (bfloat16), stored as uint16
            data = data.view(dtypes.from_name(node["dtype"]).numpy)
        dtypes.from_numpy(data.dtype)
        t = Tensor._make(data)
        t.requires_grad_(bool(node["requires_grad"]))
        tensors[key] = t
    return tensors[key]
