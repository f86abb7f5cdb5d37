"""gradtable.safetensors: the `.safetensors` format with the API of `safetensors.torch`.

    from gradtable.safetensors import save_file, load_file
    save_file(model.state_dict(), "model.safetensors", metadata={"epoch": "3"})
    model.load_state_dict(load_file("model.safetensors"))

The bytes are read and written by the `safetensors` package itself (its NumPy side: safe_open with
framework="np", serialize, deserialize), an optional dependency (`pip install safetensors`; `make
test` installs it): gradtable only turns tensors into arrays and back, and checks what
safetensors.torch checks before saving (no two tensors sharing memory, contiguous tensors). A file
the package cannot read is refused with its reason and the file's name.
"""
import os
from collections import defaultdict

import numpy as np

from .core import dtypes
from .core.device import check_device
from .core.tensor import Tensor

#: The format's dtype names for gradtable's dtypes (complex128 has none: the format lacks it).
_DTYPES = {"F64": dtypes.float64, "F32": dtypes.float32, "F16": dtypes.float16, "BF16": dtypes.bfloat16,
           "I64": dtypes.int64, "I32": dtypes.int32, "I16": dtypes.int16, "I8": dtypes.int8, "U8": dtypes.uint8,
           "U16": dtypes.uint16, "U32": dtypes.uint32, "U64": dtypes.uint64, "BOOL": dtypes.bool,
           "C64": dtypes.complex64}


def _package():
    try:
        import safetensors
        import safetensors.numpy
    except ImportError:
        raise ImportError("gradtable.safetensors reads and writes files with the safetensors package, which is not "
                          "installed: pip install safetensors") from None
    return safetensors


# -- saving ----------------------------------------------------------------------------------------------

def save(tensors, metadata=None):
    """The bytes of a .safetensors file holding `tensors` ({name: tensor}) and `metadata` ({str: str})."""
    return _package().numpy.save(_arrays(tensors), metadata=metadata)


def save_file(tensors, filename, metadata=None):
    """Write `tensors` ({name: tensor}) and `metadata` ({str: str}) to a .safetensors file."""
    _package().numpy.save_file(_arrays(tensors), filename, metadata=metadata)


def _arrays(tensors):
    """The tensors as contiguous NumPy arrays, after safetensors.torch's checks (with its texts)."""
    if not isinstance(tensors, dict):
        raise ValueError(f"Expected a dict of [str, torch.Tensor] but received {type(tensors)}")
    for k, v in tensors.items():
        if not isinstance(v, Tensor):
            raise ValueError(f"Key `{k}` is invalid, expected torch.Tensor but received {type(v)}")
    failing = [names for names in _shared(tensors) if len(names) > 1]
    if failing:
        raise RuntimeError(
            "\n            Some tensors share memory, this will lead to duplicate memory on disk and potential "
            f"differences when loading them again: {failing}.\n            A potential way to correctly save your "
            "model is to use `save_model`.\n            More information at "
            "https://huggingface.co/docs/safetensors/torch_shared_tensors\n            ")
    arrays = {}
    for k, v in tensors.items():
        if not v.is_contiguous():
            raise ValueError(
                f"You are trying to save a non contiguous tensor: `{k}` which is not allowed. It either means you are "
                "trying to save tensors which are reference of each other in which case it's recommended to save only "
                "the full tensors, and reslice at load time, or simply call `.contiguous()` on your tensor to pack it "
                "before saving.")
        arrays[k] = np.asarray(v._data, order="C")   # (ascontiguousarray would make a 0-dim tensor 1-dim)
    return arrays


def _span(t):
    start = t.data_ptr()
    return start, start + t.numel() * t.element_size()


def _shared(tensors):
    """Groups of names whose tensors overlap in memory (one storage, overlapping bytes)."""
    by_storage = defaultdict(set)
    for k, v in tensors.items():
        storage = v.untyped_storage()
        if storage.data_ptr() and storage.nbytes():
            by_storage[(storage.data_ptr(), storage.nbytes())].add(k)
    groups = []
    for names in sorted(by_storage.values(), key=sorted):
        spans = sorted((*_span(tensors[n]), n) for n in names)
        groups.append({spans[0][2]})
        last_stop = spans[0][1]
        for start, stop, name in spans[1:]:
            if start >= last_stop:
                groups.append({name})
            else:
                groups[-1].add(name)
            last_stop = stop
    return groups


# -- loading ---------------------------------------------------------------------------------------------

def load(data):
    """{name: tensor} from the bytes of a .safetensors file."""
    package = _package()
    try:
        views = package.deserialize(data)
    except package.SafetensorError as exc:
        raise RuntimeError(f"gradtable.safetensors cannot read these bytes: {exc}") from None
    where = "gradtable.safetensors cannot read these bytes"
    return {name: _tensor(np.frombuffer(view["data"], _dtype(view["dtype"], name, where).numpy)
                          .reshape(view["shape"]), name, where) for name, view in views}


def load_file(filename, device="cpu"):
    """{name: tensor} from a .safetensors file."""
    with safe_open(filename, framework="pt", device=device) as f:
        return f.get_tensors()


def _dtype(code, name, where):
    if code not in _DTYPES:
        raise RuntimeError(f"{where}: tensor {name!r} is {code}, a dtype gradtable does not have "
                           f"(it has {', '.join(_DTYPES)})")
    return _DTYPES[code]


def _tensor(array, name, where):
    try:
        dtypes.from_numpy(array.dtype)
    except TypeError:
        raise RuntimeError(f"{where}: tensor {name!r} is {array.dtype}, a dtype gradtable does not have") from None
    return Tensor._make(array if array.flags.writeable else array.copy())


class safe_open:
    """`with safe_open(path, framework="pt") as f:` the file's names (keys), its metadata, and each tensor
    or a slice of one read on demand (get_tensor, get_slice), without loading the rest."""

    def __init__(self, filename, framework="pt", device="cpu"):
        if framework not in ("pt", "torch", "gradtable", "np", "numpy"):
            raise ValueError(f"framework {framework!r}: gradtable.safetensors gives gradtable tensors ('pt') or "
                             "NumPy arrays ('np')")
        check_device(device if not isinstance(device, int) else "cuda")
        package = _package()
        self._name = repr(os.fspath(filename))
        self._arrays = framework in ("np", "numpy")
        try:
            self._file = package.safe_open(filename, framework="np")
        except package.SafetensorError as exc:
            raise RuntimeError(f"gradtable.safetensors cannot read {self._name}: {exc}") from None
        self._handle = self._file.__enter__()

    def __enter__(self):
        return self

    def __exit__(self, *exc_info):
        return self._file.__exit__(*exc_info)

    def keys(self):
        return list(self._handle.keys())

    def metadata(self):
        return self._handle.metadata()

    def get_tensor(self, name):
        self._check_dtype(name)
        array = self._handle.get_tensor(name)
        return array if self._arrays else _tensor(array, name, f"gradtable.safetensors cannot read {self._name}")

    def get_slice(self, name):
        self._check_dtype(name)
        return _Slice(self._handle.get_slice(name), name, self)

    def _check_dtype(self, name):
        """Named before the package reads it: its NumPy side fails inside on a dtype NumPy lacks (float8)."""
        _dtype(self._handle.get_slice(name).get_dtype(), name, f"gradtable.safetensors cannot read {self._name}")

    def get_tensors(self):
        return {name: self.get_tensor(name) for name in self.keys()}


class _Slice:
    """One tensor of an open file, read in part: f.get_slice("w")[:, 2:4]."""

    def __init__(self, view, name, owner):
        self._view, self._name, self._owner = view, name, owner

    def get_shape(self):
        return self._view.get_shape()

    def get_dtype(self):
        return self._view.get_dtype()

    def __getitem__(self, index):
        array = self._view[index]
        if self._owner._arrays:
            return array
        return _tensor(np.asarray(array), self._name, f"gradtable.safetensors cannot read {self._owner._name}")


# -- models whose parameters share memory (tied embeddings) --------------------------------------------

def _complete(t):
    storage = t.untyped_storage()
    return t.data_ptr() == storage.data_ptr() and t.numel() * t.element_size() == storage.nbytes()


def _duplicates(state_dict, preferred=()):
    """For each group of tensors on one memory, the name kept (one covering the whole memory) and the others."""
    to_remove = defaultdict(list)
    for shared in _shared(state_dict):
        complete = {name for name in shared if _complete(state_dict[name])}
        if not complete:
            raise RuntimeError(
                "Error while trying to find names to remove to save state dict, but found no suitable name to keep for "
                f"saving amongst: {shared}. None is covering the entire storage.Refusing to save/load the model since "
                "you could be storing much more memory than needed. Please refer to "
                "https://huggingface.co/docs/safetensors/torch_shared_tensors for more information. Or open an issue.")
        keep = sorted(complete & set(preferred) or complete)[0]
        to_remove[keep].extend(sorted(n for n in shared if n != keep))
    return to_remove


def save_model(model, filename, metadata=None, force_contiguous=True):
    """Save model.state_dict(), each memory once: a tensor that shares another's memory (tied weights)
    is left out and named in the metadata (dropped name -> kept name)."""
    state_dict = model.state_dict()
    for kept, removed in _duplicates(state_dict).items():
        for name in removed:
            metadata = {} if metadata is None else metadata
            metadata.setdefault(name, kept)
            del state_dict[name]
    if force_contiguous:
        state_dict = {k: v.contiguous() for k, v in state_dict.items()}
    try:
        save_file(state_dict, filename, metadata=metadata)
    except ValueError as exc:
        raise ValueError(f"{exc} Or use save_model(..., force_contiguous=True), read the docs for potential "
                         "caveats.") from None


def load_model(model, filename, strict=True, device="cpu"):
    """Load a file save_model wrote into model; (missing, unexpected) names, as safetensors.torch."""
    state_dict = load_file(filename, device=device)
    to_remove = _duplicates(model.state_dict(), preferred=state_dict.keys())
    missing, unexpected = model.load_state_dict(state_dict, strict=False)
    missing = set(missing)
    for names in to_remove.values():
        for name in names:
            if name in missing:
                missing.remove(name)
            else:
                unexpected.append(name)
    if strict and (missing or unexpected):
        error = f"Error(s) in loading state_dict for {type(model).__name__}:"
        if missing:
            error += "\n    Missing key(s) in state_dict: " + ", ".join(f'"{k}"' for k in sorted(missing))
        if unexpected:
            error += "\n    Unexpected key(s) in state_dict: " + ", ".join(f'"{k}"' for k in sorted(unexpected))
        raise RuntimeError(error)
    return missing, unexpected
