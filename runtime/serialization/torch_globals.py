"""The names a PyTorch checkpoint's pickle refers to, and what each one is in gradtable.

A checkpoint's pickle calls functions by name: `torch._utils._rebuild_tensor_v2(storage, offset,
size, stride, requires_grad, hooks)` rebuilds a tensor, `torch.FloatStorage` says a storage holds
float32, `torch.nn.modules.linear.Linear` is a whole module's class. gradtable writes those names
(so PyTorch opens its files) and reads them back to its own objects (so it opens PyTorch's):
`torch.X` and `gradtable.X` name the same thing, in both directions.

The weights-only allow-list is PyTorch's: the rebuild functions, storages, dtypes, Size, device,
Parameter, OrderedDict/Counter and a few builtins; scripts add their own with add_safe_globals.
"""
import importlib
import operator
import re
from collections import Counter, OrderedDict

import numpy as np

from ..core import dtypes
from ..core import layout as layouts
from ..core.device import device
from ..core.storage import TypedStorage, UntypedStorage
from ..core.tensor import Size, Tensor
from ..nn.parameter import Parameter
from .zip_records import FormatError

#: The legacy storage class PyTorch pickles for each dtype (`torch.FloatStorage`, ...).
STORAGE_NAMES = {"float64": "DoubleStorage", "float32": "FloatStorage", "float16": "HalfStorage",
                 "bfloat16": "BFloat16Storage", "int64": "LongStorage", "int32": "IntStorage",
                 "int16": "ShortStorage", "int8": "CharStorage", "uint8": "ByteStorage", "bool": "BoolStorage",
                 "complex128": "ComplexDoubleStorage", "complex64": "ComplexFloatStorage"}
_STORAGE_DTYPES = {name: dtype for dtype, name in STORAGE_NAMES.items()}
#: PyTorch's dtypes and storages gradtable has no counterpart of: a file using one is refused by name.
MISSING_DTYPES = ("complex32", "float8_e4m3fn", "float8_e5m2", "float8_e4m3fnuz",
                  "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2", "bits1x8", "bits2x4", "bits4x2", "bits8",
                  "bits16", "qint8", "qint32", "quint8", "quint4x2", "quint2x4", "int1", "int2", "int3", "int4",
                  "int5", "int6", "int7", "uint1", "uint2", "uint3", "uint4", "uint5", "uint6", "uint7")
_MISSING_STORAGES = ("QInt8Storage", "QInt32Storage", "QUInt8Storage", "QUInt4x2Storage", "QUInt2x4Storage")


class Unsupported:
    """Something a checkpoint names that gradtable has no counterpart of (torch.uint16, a quantized
    storage): it may be named, and fails when a tensor is built with it."""

    def __init__(self, what):
        self.what = what

    def __repr__(self):
        return self.what

    def refuse(self):
        raise FormatError(f"the checkpoint holds a tensor of {self.what}, which gradtable does not have "
                          f"(its dtypes: {', '.join(d.name for d in dtypes.ALL)})")


class StorageType:
    """A legacy storage class named in a pickle (torch.FloatStorage): what it says is a dtype. Those of
    gradtable's dtypes are this module's globals of the same names (FloatStorage, ...), which is how
    they are pickled (and then written torch.FloatStorage)."""

    def __init__(self, name):
        self.name = name
        self.dtype = dtypes.from_name(_STORAGE_DTYPES[name]) if name in _STORAGE_DTYPES else Unsupported(
            f"torch.{name}")

    def __repr__(self):
        return f"StorageType(dtype={self.dtype})"

    def __reduce__(self):
        return self.name


#: dtype name -> its StorageType, each also a global of this module under its PyTorch name.
STORAGE_TYPES = {dtype: StorageType(name) for dtype, name in STORAGE_NAMES.items()}
globals().update({t.name: t for t in STORAGE_TYPES.values()})


def storage_dtype(storage_type):
    """The dtype of a persistent id's storage type (UntypedStorage holds bytes)."""
    if storage_type is UntypedStorage:
        return dtypes.uint8
    if isinstance(storage_type, StorageType):
        return storage_type.dtype
    raise FormatError(f"a storage's type must be a torch storage class, not {storage_type!r}")


# -- rebuilding tensors (the functions the pickle calls) --------------------------------------

def _index_tuple(values, what):
    if not isinstance(values, tuple):
        raise FormatError(f"a tensor's {what} must be a tuple of ints, not {type(values).__name__}")
    try:
        out = tuple(operator.index(v) for v in values)
    except TypeError:
        raise FormatError(f"a tensor's {what} must be a tuple of ints, not {values!r}") from None
    if any(v < 0 for v in out):
        raise FormatError(f"a tensor's {what} {out} has a negative entry")
    return out


def _strided(storage, storage_offset, size, stride, dtype):
    """The NumPy view that is tensor (offset, size, stride) of a loaded storage's bytes, after checking
    it lies inside them (a file may describe any numbers)."""
    if isinstance(dtype, Unsupported):
        dtype.refuse()
    if not isinstance(storage, TypedStorage):
        raise FormatError(f"a tensor's storage must be a storage, not {type(storage).__name__}")
    size, stride = _index_tuple(size, "size"), _index_tuple(stride, "stride")
    if not isinstance(storage_offset, int):
        raise FormatError(f"a tensor's storage offset must be an int, not {storage_offset!r}")
    offset = storage_offset
    if len(size) != len(stride) or offset < 0:
        raise FormatError(f"a tensor's size {size}, stride {stride} and offset {offset} do not fit together")
    raw = storage._untyped_storage._owner
    np_dtype = dtype.numpy
    numel = raw.nbytes // np_dtype.itemsize
    if 0 in size:
        return np.empty(size, np_dtype)
    extent = offset + sum((n - 1) * s for n, s in zip(size, stride)) + 1
    if extent > numel:
        raise FormatError(f"a tensor of size {size}, stride {stride} and offset {offset} needs {extent} elements "
                          f"of {dtype}, but its storage holds {numel}")
    # (np.ndarray on a buffer keeps NumPy's chain of bases back to the storage's array, by which
    # gradtable tells that two tensors share memory; as_strided would cut it)
    return np.ndarray(size, np_dtype, buffer=raw, offset=offset * np_dtype.itemsize,
                      strides=tuple(s * np_dtype.itemsize for s in stride))


def _finish(data, requires_grad):
    t = Tensor._make(data)
    if requires_grad:
        t.requires_grad_(True)
    return t


def _rebuild_tensor(storage, storage_offset, size, stride):
    return _finish(_strided(storage, storage_offset, size, stride, storage.dtype), False)


def _rebuild_tensor_v2(storage, storage_offset, size, stride, requires_grad, backward_hooks, metadata=None):
    """A tensor on a storage of its own dtype (what torch.save writes for every gradtable dtype).
    metadata (the conj/neg bits of a lazily conjugated tensor) is refused: gradtable has no such bits."""
    if metadata:
        raise FormatError(f"tensor metadata {metadata!r} (conjugate or negative bits) is not supported")
    return _finish(_strided(storage, storage_offset, size, stride, storage.dtype), requires_grad)


def _rebuild_tensor_v3(storage, storage_offset, size, stride, requires_grad, backward_hooks, dtype, metadata=None):
    """A tensor whose dtype is given apart from its (untyped) storage: PyTorch's newer dtypes."""
    if metadata:
        raise FormatError(f"tensor metadata {metadata!r} (conjugate or negative bits) is not supported")
    if not isinstance(dtype, (dtypes.dtype, Unsupported)):
        raise FormatError(f"a tensor's dtype must be a dtype, not {dtype!r}")
    return _finish(_strided(storage, storage_offset, size, stride, dtype), requires_grad)


def _rebuild_parameter(data, requires_grad, backward_hooks):
    return Parameter(data, requires_grad)


def _rebuild_parameter_with_state(data, requires_grad, backward_hooks, state):
    return _set_obj_state(Parameter(data, requires_grad), state)


def _set_obj_state(obj, state):
    """A tensor's Python attributes back, from what _get_obj_state gave: a dict, or (dict, slots)."""
    dict_state, slots_state = state if isinstance(state, tuple) else (state, None)
    for part in (dict_state, slots_state):
        for k, v in (part or {}).items():
            setattr(obj, k, v)
    return obj


def _rebuild_from_type_v2(func, new_type, args, state):
    """A tensor subclass or a tensor with attributes: rebuilt as a tensor, then made new_type."""
    ret = func(*args)
    if type(ret) is not new_type:
        ret = ret.as_subclass(new_type)
    setstate = getattr(new_type, "__setstate__", None)
    if setstate is not None and setstate is not getattr(Tensor, "__setstate__", None):
        ret.__setstate__(state)
    else:
        ret = _set_obj_state(ret, state)
    return ret


def _rebuild_device_tensor_from_cpu_tensor(data, dtype, device, requires_grad):
    return _finish(data._data.astype(dtype.numpy, copy=False), requires_grad)


def _unsupported(kind):
    def refuse(*args, **kwargs):
        raise FormatError(f"the checkpoint holds {kind}, which gradtable does not have")
    refuse.__name__ = refuse.__qualname__ = f"unsupported {kind}"
    return refuse


def _get_layout(name):
    """torch.serialization._get_layout: a layout by its name ("torch.strided")."""
    found = getattr(layouts, str(name).removeprefix("torch."), None)
    if not isinstance(found, layouts.layout):
        raise FormatError(f"the checkpoint names a layout {name!r}, which gradtable does not have")
    return found


def get_obj_state(tensor):
    """A tensor's own Python attributes (what a pickle keeps besides its data): those of its __dict__
    that are not gradtable's bookkeeping (grad, hooks, views, which Tensor declares at class level)."""
    state = {k: v for k, v in getattr(tensor, "__dict__", {}).items() if not hasattr(Tensor, k)}
    return state or None


# -- the allow-list and the translation of names ------------------------------------------------

REBUILD_FUNCTIONS = {
    "_rebuild_tensor": _rebuild_tensor, "_rebuild_tensor_v2": _rebuild_tensor_v2,
    "_rebuild_tensor_v3": _rebuild_tensor_v3, "_rebuild_parameter": _rebuild_parameter,
    "_rebuild_parameter_with_state": _rebuild_parameter_with_state,
    "_rebuild_device_tensor_from_cpu_tensor": _rebuild_device_tensor_from_cpu_tensor,
    "_rebuild_qtensor": _unsupported("a quantized tensor"),
    "_rebuild_sparse_tensor": _unsupported("a sparse tensor"),
    "_rebuild_meta_tensor_no_storage": _unsupported("a meta tensor"),
    "_rebuild_nested_tensor": _unsupported("a nested tensor"),
    "_rebuild_wrapper_subclass": _unsupported("a wrapper-subclass tensor"),
    "_rebuild_device_tensor_from_numpy": _unsupported("a device tensor stored as a NumPy array"),
}


def _allowed():
    """PyTorch's default weights-only allow-list: full name in the file -> gradtable's object."""
    allowed = {"collections.OrderedDict": OrderedDict, "collections.Counter": Counter,
               "torch.nn.parameter.Parameter": Parameter, "torch.serialization._get_layout": _get_layout,
               "torch.Size": Size, "torch.Tensor": Tensor, "torch.device": device,
               "_codecs.encode": _codecs_encode, "builtins.bytearray": bytearray, "builtins.set": set,
               "builtins.complex": complex, "torch._tensor._rebuild_from_type_v2": _rebuild_from_type_v2,
               "torch.storage.TypedStorage": TypedStorage, "torch.storage.UntypedStorage": UntypedStorage}
    for d in dtypes.ALL:
        allowed[f"torch.{d.name}"] = d
    for name in MISSING_DTYPES:
        allowed[f"torch.{name}"] = Unsupported(f"torch.{name}")
    for t in STORAGE_TYPES.values():
        allowed[f"torch.{t.name}"] = allowed[f"torch.cuda.{t.name}"] = t
    for name in _MISSING_STORAGES:
        allowed[f"torch.{name}"] = allowed[f"torch.cuda.{name}"] = StorageType(name)
    for name, fn in REBUILD_FUNCTIONS.items():
        allowed[f"torch._utils.{name}"] = fn
    for scheme in ("per_tensor_affine", "per_tensor_symmetric", "per_channel_affine", "per_channel_symmetric",
                   "per_channel_affine_float_qparams"):
        allowed[f"torch.{scheme}"] = Unsupported(f"the quantization scheme torch.{scheme}")
    return allowed


def _codecs_encode(obj, encoding="utf-8", errors="strict"):
    """_codecs.encode, as protocol 2 pickles bytes: (text, 'latin1') -> bytes. Only that use is allowed
    (the codec machinery can reach any registered codec)."""
    if encoding not in ("latin1", "latin-1") or not isinstance(obj, str):
        raise ValueError(f"_codecs.encode is allowed for bytes (latin1) only, not {encoding!r}")
    return obj.encode("latin1", errors)


ALLOWED = _allowed()
#: Names kept apart from the rest: module paths that differ between the two libraries.
_RENAMED = {"torch._tensor": "gradtable.core.tensor", "torch.tensor": "gradtable.core.tensor"}
#: Classes gradtable keeps in another module than PyTorch does (its files are cut otherwise): gradtable's
#: module -> PyTorch's, for all its classes, or {class: PyTorch's module} for some. A whole pickled model
#: names its classes by PyTorch's paths, which weights-only loads and safe_globals compare as written.
_MOVED = {
    "gradtable.nn.modules.loss_margin": "torch.nn.modules.loss",
    "gradtable.nn.modules.rnn_cell": "torch.nn.modules.rnn",
    "gradtable.nn.modules.attention": "torch.nn.modules.activation",
    "gradtable.nn.modules.param_container": "torch.nn.modules.container",
    "gradtable.nn.modules.pixelshuffle": {"ChannelShuffle": "torch.nn.modules.channelshuffle"},
    "gradtable.nn.parallel": {"DataParallel": "torch.nn.parallel.data_parallel"},
    "gradtable.nn.modules.lazy": {**{f"Lazy{kind}{d}d": f"torch.nn.modules.{module}" for d in (1, 2, 3)
                                     for kind, module in (("BatchNorm", "batchnorm"), ("Conv", "conv"),
                                                          ("ConvTranspose", "conv"), ("InstanceNorm", "instancenorm"))},
                                  "LazyLinear": "torch.nn.modules.linear"},
    **{f"gradtable.optim.lr_scheduler.{m}": "torch.optim.lr_scheduler"
       for m in ("scheduler", "decay", "cyclic", "plateau", "composite")},
    **{f"gradtable.distributions._transform_{m}": "torch.distributions.transforms"
       for m in ("base", "pointwise", "vector", "joins")},
}

_user_allowed = set()


def add_safe_globals(safe_globals):
    """Allow globals (or (global, "full.name") pairs) in weights-only loads, as PyTorch's."""
    global _user_allowed
    _user_allowed = _user_allowed.union(set(safe_globals))


def remove_safe_globals(safe_globals):
    global _user_allowed
    _user_allowed = _user_allowed - set(safe_globals)


def get_safe_globals():
    return list(_user_allowed)


def clear_safe_globals():
    global _user_allowed
    _user_allowed = set()


def user_allowed():
    """Full name -> object for the globals a script allowed. A gradtable class is allowed under its
    PyTorch name too (a file written by PyTorch names torch.nn.modules.linear.Linear)."""
    allowed = {}
    for entry in _user_allowed:
        if isinstance(entry, tuple):
            if len(entry) != 2:
                raise ValueError(f"Expected tuple of length 2 (global, str of callable full path), but got tuple "
                                 f"of length: {len(entry)}")
            if type(entry[1]) is not str:
                raise TypeError(f"Expected second item in tuple to be str of callable full path, but got: "
                                f"{type(entry[1])}")
            obj, name = entry
        else:
            obj, name = entry, f"{entry.__module__}.{entry.__qualname__}"
        allowed[name] = obj
        allowed[torch_name(name)] = obj
        if not isinstance(entry, tuple):   # (and by the path gradtable writes it under: torch_global)
            allowed[".".join(torch_global(entry.__module__, entry.__qualname__))] = obj
            if callable(entry) and not isinstance(entry, type):   # F.gelu: PyTorch's is torch._C._nn.gelu
                allowed[".".join(_F_PATHS.get(entry.__name__, ("torch._C._nn", entry.__name__)))] = obj
    return allowed


def _torch_globals():
    """(gradtable module, name) -> (PyTorch module, name), where the two paths differ."""
    table = {(__name__, name): ("torch._utils", name) for name in REBUILD_FUNCTIONS}
    table[(__name__, "_rebuild_from_type_v2")] = ("torch._tensor", "_rebuild_from_type_v2")
    table[(__name__, "_get_layout")] = ("torch.serialization", "_get_layout")
    table.update({(__name__, t.name): ("torch", t.name) for t in STORAGE_TYPES.values()})
    table.update({(dtypes.__name__, d.name): ("torch", d.name) for d in dtypes.ALL})
    # (torch.overrides.has_torch_function is torch._C._has_torch_function, and pickles by that name)
    table.update({("gradtable.overrides", name): ("torch._C", "_" + name) for name in (
        "has_torch_function", "has_torch_function_unary", "has_torch_function_variadic")})
    for obj, module in ((Tensor, "torch"), (Size, "torch"), (device, "torch"), (UntypedStorage, "torch.storage"),
                        (TypedStorage, "torch.storage")):
        table[(obj.__module__, obj.__qualname__)] = (module, obj.__qualname__)
    return table


_TORCH_GLOBALS = _torch_globals()


def torch_global(module, name):
    """The (module, name) PyTorch pickles for a gradtable global."""
    found = _TORCH_GLOBALS.get((module, name))
    if found:
        return found
    moved = _MOVED.get(module)
    if isinstance(moved, dict):
        moved = moved.get(name)
    if moved is None and module.startswith(("gradtable.nn.functional", "gradtable.generated.", "gradtable.ops.")):
        public = _public_module(module, name)
        if public:
            return public
    return (moved or torch_name(module)), name


#: The functions of torch.nn.functional PyTorch pickles by another path than torch.nn.functional.<name>:
#: its C builtins (torch._C._nn.gelu; F.logsigmoid is log_sigmoid there), and F.threshold, _threshold.
_F_PATHS = {name: ("torch._C._nn", name) for name in (
    "avg_pool2d", "avg_pool3d", "elu_", "gelu", "hardtanh_", "leaky_relu_", "linear", "one_hot",
    "scaled_dot_product_attention", "softplus", "softshrink")}
_F_PATHS.update(logsigmoid=("torch._C._nn", "log_sigmoid"), threshold=("torch.nn.functional", "_threshold"),
                boolean_dispatch=("torch._jit_internal", "boolean_dispatch"))


def _public_module(module, name):
    """Where PyTorch keeps a function gradtable defines in a file of its own (F.relu in functional_activation,
    torch.exp in generated.ops): torch.nn.functional (torch._C._nn for its C builtins) or torch, if gradtable
    exports it there as itself."""
    function = getattr(importlib.import_module(module), name, None)
    for public in ("gradtable.nn.functional", "gradtable"):   # (F's first: a model holds F.relu, not torch.relu)
        if function is not None and getattr(importlib.import_module(public), name, None) is function:
            if public == "gradtable.nn.functional" and name in _F_PATHS:
                return _F_PATHS[name]
            return torch_name(public), name
    return None


def moved_class(module, name):
    """The gradtable class a PyTorch path names where gradtable keeps it elsewhere (torch.nn.modules.
    activation.MultiheadAttention), or a builtin of PyTorch's C modules that gradtable writes in Python
    (torch._C._nn.gelu is F.gelu), or None. Imports only the modules that may hold it."""
    renamed = {path: f for f, path in _F_PATHS.items()}.get((module, name))
    if renamed:
        return getattr(importlib.import_module("gradtable.nn.functional"), renamed)
    if module.startswith("torch._C."):
        for public in ("gradtable.nn.functional", "gradtable"):
            found = getattr(importlib.import_module(public), name, None)
            if callable(found):
                return found
        return None
    for ours, theirs in _MOVED.items():
        if (theirs.get(name) if isinstance(theirs, dict) else theirs) == module:
            found = getattr(importlib.import_module(ours), name, None)
            if isinstance(found, type) and found.__module__ == ours:
                return found
    return None


def torch_name(full_name):
    """The name PyTorch would use for a gradtable global: gradtable.nn.X -> torch.nn.X."""
    return re.sub(r"^gradtable(?=\.|$)", "torch", full_name)


def gradtable_module(module):
    """The gradtable module a PyTorch module path names (torch.nn.modules.rnn -> gradtable.nn.modules.rnn)."""
    if module in _RENAMED:
        return _RENAMED[module]
    return re.sub(r"^torch(?=\.|$)", "gradtable", module)
