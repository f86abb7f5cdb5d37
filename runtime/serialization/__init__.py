"""gradtable.serialization, the module torch.serialization is: save, load and the weights-only allow-list.

`save` writes PyTorch's checkpoint format (a zip of a pickle and raw storages; pickler.py,
zip_records.py), so torch.load opens gradtable's files; `load` reads that format, PyTorch's legacy
format and gradtable's earlier npz checkpoints (loader.py). docs/serialization.md says what is
kept (dtypes, views, strides, requires_grad, whole modules) and how a hostile file is refused.
"""
import contextlib
import io
import os
import pickle
import sys
import warnings

from .. import safetensors as safetensors_format
from . import torch_globals
from .loader import UNSAFE_MESSAGE, LoadError, Source, load_from, unsafe_globals
from .pickler import pickle_checkpoint, write_legacy
from .torch_globals import StorageType, clear_safe_globals, get_safe_globals  # noqa: F401  (PyTorch's names)
from .zip_records import FormatError, ZipWriter

DEFAULT_PROTOCOL = 2


def save(obj, f, pickle_module=pickle, pickle_protocol=DEFAULT_PROTOCOL, _use_new_zipfile_serialization=True,
         _disable_byteorder_record=False):
    """Save obj (tensors, state dicts, whole modules: anything picklable) to f, a path or a binary file
    object, in PyTorch's format. The pickle is made before the file is opened: an object that cannot be
    pickled leaves an existing file as it was."""
    if pickle_module is not pickle:
        raise ValueError("gradtable.save pickles with Python's pickle module only")
    if not _use_new_zipfile_serialization:
        buffer = io.BytesIO()
        write_legacy(obj, buffer, pickle_protocol)
        _write_out(f, lambda file: file.write(buffer.getbuffer()))
        return
    data, storages = pickle_checkpoint(obj, pickle_protocol)

    def write(file):
        name = "archive"
        if isinstance(f, (str, os.PathLike)):
            name = os.path.splitext(os.path.basename(os.fspath(f)))[0] or "archive"
        writer = ZipWriter(file, name)
        writer.write_record("data.pkl", data)
        writer.write_record(".format_version", b"1")
        writer.write_record(".storage_alignment", b"64")
        if not _disable_byteorder_record:
            writer.write_record("byteorder", sys.byteorder.encode())
        for storage in storages:
            writer.write_record(f"data/{storage.key}", storage.data)
        writer.write_record("version", b"3\n")
        writer.write_record(".data/serialization_id", b"%040d" % int.from_bytes(os.urandom(16), "little"))
        writer.finish()

    _write_out(f, write)


def _write_out(f, write):
    if isinstance(f, (str, os.PathLike)):
        with open(f, "wb") as file:
            write(file)
    else:
        if not hasattr(f, "write"):
            raise AttributeError(f"expected 'f' to be string, path, or a file-like object with a 'write' attribute, "
                                 f"not {type(f).__name__}")
        write(f)
        if hasattr(f, "flush"):
            f.flush()


def load(f, map_location=None, pickle_module=None, *, weights_only=None, mmap=None, **pickle_load_args):
    """Load what torch.save or gradtable.save wrote to f (a path or a binary file object).

    weights_only=True (the default when no pickle_module is given, as in PyTorch 2.6+) builds only
    tensors, containers, numbers and the globals allowed with add_safe_globals; weights_only=False
    unpickles anything the file names, running its code: only for files you trust. Every tensor lands
    on the CPU (map_location maps a file's 'cuda' storages there). mmap=True maps storages from the
    file instead of reading them (f must be a path)."""
    if weights_only is None:
        weights_only = pickle_module is None
    forced = _environment_override(weights_only)
    if forced is not None:
        weights_only = forced
    if weights_only and pickle_module is not None:
        raise RuntimeError("Can not safely load weights when explicit pickle_module is specified")
    if pickle_module is None:
        pickle_module = pickle
    if pickle_load_args and weights_only:
        warnings.warn("pickle_load_args only works if `weights_only=False`.", stacklevel=2)
    pickle_load_args.setdefault("encoding", "utf-8")
    if weights_only:
        torch_globals.user_allowed()   # a malformed add_safe_globals entry is the script's error, raised as it is
    is_path = isinstance(f, (str, os.PathLike))
    if is_path and os.fspath(f).endswith(".safetensors"):   # as torch.load: the file's name says its format
        if isinstance(map_location, dict) or callable(map_location):
            kind = "dict" if isinstance(map_location, dict) else "callable"
            raise RuntimeError(f"Loading safetensors file with {kind} map_location is not supported. Use a device "
                               "string or torch.device instead.")
        return safetensors_format.load_file(f, device="cpu" if map_location is None else str(map_location))
    if mmap and not is_path:
        raise ValueError("f must be a file path in order to use the mmap argument")
    name = repr(os.fspath(f)) if is_path else (repr(f.name) if isinstance(getattr(f, "name", None), str)
                                               else f"the {type(f).__name__} object")
    if is_path:
        with open(f, "rb") as file:
            return _load(Source(file, name, os.fspath(f)), map_location, pickle_module, weights_only, mmap,
                         pickle_load_args)
    return _load(Source(f, name, None), map_location, pickle_module, weights_only, mmap, pickle_load_args)


def _load(source, map_location, pickle_module, weights_only, mmap, pickle_load_args):
    try:
        return load_from(source, map_location, pickle_module, weights_only, mmap, pickle_load_args)
    except FormatError as exc:
        raise RuntimeError(f"gradtable.load cannot read {source.name}: {exc}") from None
    except pickle.UnpicklingError as exc:   # PyTorch's text, then which file it is about
        raise pickle.UnpicklingError(f"{exc}\n\n(gradtable.load of {source.name})") from None
    except LoadError:
        raise
    except Exception as exc:
        if not weights_only:
            raise
        # Only allowed functions ran, on numbers from the file: whatever they raised, the file is at fault.
        raise RuntimeError(f"gradtable.load cannot read {source.name}: its pickle is malformed "
                           f"({type(exc).__name__}: {exc})") from None


def get_unsafe_globals_in_checkpoint(f):
    """The names of the functions and classes in a checkpoint that a weights-only load refuses (neither
    on PyTorch's allow-list nor allowed with add_safe_globals), read from its pickle without loading it."""
    is_path = isinstance(f, (str, os.PathLike))
    with (open(f, "rb") if is_path else contextlib.nullcontext(f)) as file:
        source = Source(file, repr(os.fspath(f)) if is_path else "the file object", None)
        try:
            return unsafe_globals(source)
        except FormatError as exc:
            raise RuntimeError(f"gradtable.serialization cannot read {source.name}: {exc}") from None


def _environment_override(weights_only):
    """TORCH_FORCE_WEIGHTS_ONLY_LOAD / TORCH_FORCE_NO_WEIGHTS_ONLY_LOAD, as PyTorch reads them."""
    true_values = ("1", "y", "yes", "true")
    force = os.getenv("TORCH_FORCE_WEIGHTS_ONLY_LOAD", "0").lower() in true_values
    force_not = os.getenv("TORCH_FORCE_NO_WEIGHTS_ONLY_LOAD", "0").lower() in true_values
    if force and force_not:
        raise RuntimeError("Only one of `TORCH_FORCE_WEIGHTS_ONLY_LOAD` or `TORCH_FORCE_NO_WEIGHTS_ONLY_LOAD` should "
                           "be set, but both were set.")
    if force:
        return True
    if force_not:
        return False
    return None


def add_safe_globals(safe_globals):
    """Mark globals (classes, functions, or (global, "module.name") pairs) as safe for weights-only
    loads: such a global may be named, called and given state by a file."""
    torch_globals.add_safe_globals(safe_globals)


class safe_globals:
    """`with safe_globals([...]):` the globals are allowed inside the block (and removed after it, as
    PyTorch removes them, even if they were allowed before)."""

    def __init__(self, safe_globals):
        self.safe_globals = safe_globals

    def __enter__(self):
        torch_globals.add_safe_globals(self.safe_globals)

    def __exit__(self, exc_type, exc_value, traceback):
        torch_globals.remove_safe_globals(self.safe_globals)


__all__ = ["save", "load", "add_safe_globals", "get_safe_globals", "clear_safe_globals", "safe_globals",
           "get_unsafe_globals_in_checkpoint", "DEFAULT_PROTOCOL", "UNSAFE_MESSAGE"]
