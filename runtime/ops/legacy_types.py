"""PyTorch's legacy tensor types (torch.FloatTensor, torch.LongTensor, ...), Tensor.new and Tensor.type.

In PyTorch these classes are not subclasses of Tensor: their metaclass, torch.tensortype, answers
`isinstance(x, torch.FloatTensor)` by x's dtype (any float32 CPU tensor, a Parameter too), and calling
one is the legacy constructor `Tensor.new` with that dtype: `FloatTensor(2, 3)` has that size,
`FloatTensor([1, 2])` holds that data, `FloatTensor(t)` aliases a tensor of that dtype. Old code also
names dtypes by these types: `x.type(torch.LongTensor)`, `x.type('torch.LongTensor')`, `x.type()`.
"""
import numbers

import numpy as np

from ..core import dtypes
from ..core.creation import tensor as make_tensor
from ..core.device import device as _device
from ..core.dtype_info import set_default_dtype
from ..core.layout import strided
from ..core.stacklevel import user_stacklevel
from ..core.storage import TypedStorage, UntypedStorage, _bytes_of
from ..core.tensor import Size, Tensor
from ..core.warn_once import warn_once
from ..generated import ops

_CUDA_MISSING = (
    "Cannot initialize CUDA without ATen_cuda library. PyTorch splits its backend into two shared libraries: a CPU "
    "library and a CUDA library; this error has occurred because you are trying to use some CUDA functionality, but "
    "the CUDA library has not been loaded by the dynamic linker for some reason.  The CUDA library MUST be loaded, "
    "EVEN IF you don't directly use any symbols from the CUDA library! One common culprit is a lack of "
    "-Wl,--no-as-needed in your link arguments; many dynamic linkers will delete dynamic library dependencies if you "
    "don't depend on any of their symbols.  You can check if this has occurred by using ldd on your binary to see if "
    "there is a dependency on *_cuda.so library.")


class tensortype(type):
    """The metaclass of the legacy types: isinstance by dtype, calling makes a tensor (Tensor.new)."""

    def __instancecheck__(cls, obj):
        return isinstance(obj, Tensor) and obj._data.dtype == cls.dtype.numpy

    def __call__(cls, *args, **kwargs):
        return legacy_new(cls.dtype, args, kwargs)

    def __repr__(cls):
        return f"<class 'torch.{cls.__name__}'>"


def _legacy_type(dtype):
    # by the dtype's name (the same as its NumPy dtype's for these ten): reading bfloat16's NumPy dtype
    # tells the ops a bfloat16 tensor may exist, and every op result of every program then paid
    # the bfloat16 promotion check (dtypes._Usage; ~0.4 us an op)
    name = dtypes.legacy_type_name(dtype.name)
    return tensortype(name, (), {"dtype": dtype, "is_cuda": False, "is_sparse": False, "layout": strided,
                                 "__doc__": f"torch.{name}: the legacy type of {dtype!r} CPU tensors."})


FloatTensor = _legacy_type(dtypes.float32)
DoubleTensor = _legacy_type(dtypes.float64)
HalfTensor = _legacy_type(dtypes.float16)
BFloat16Tensor = _legacy_type(dtypes.bfloat16)
ByteTensor = _legacy_type(dtypes.uint8)
CharTensor = _legacy_type(dtypes.int8)
ShortTensor = _legacy_type(dtypes.int16)
IntTensor = _legacy_type(dtypes.int32)
LongTensor = _legacy_type(dtypes.int64)
BoolTensor = _legacy_type(dtypes.bool)

TYPES = (FloatTensor, DoubleTensor, HalfTensor, BFloat16Tensor, ByteTensor, CharTensor, ShortTensor, IntTensor,
         LongTensor, BoolTensor)
_BY_NAME = {f"torch.{t.__name__}": t for t in TYPES}


# -- the legacy constructor ------------------------------------------------------------------------

_OVERLOADS = (" * (*, torch.device device = None)\n * (torch.Storage storage)\n * (Tensor other)\n"
              " * (tuple of ints size, *, torch.device device = None)\n"
              " * (object data, *, torch.device device = None)\n")


def _type_word(value):
    """How PyTorch's argument parser names a value's type (gradtable's own types as torch's)."""
    if isinstance(value, Tensor):
        return "Tensor"
    kind = type(value)
    return f"torch.{kind.__name__}" if kind.__module__.startswith("gradtable") else kind.__name__


def _marked(value):
    """An argument of the wrong type, as the parser marks it: !int!, !list of [int]!."""
    if isinstance(value, (list, tuple)):
        inner = ", ".join(dict.fromkeys(type(v).__name__ for v in value))
        return f"!{type(value).__name__} of [{inner}]!"
    return f"!{_type_word(value)}!"


def _invalid_call(args, kwargs, why):
    named = [f"{k}={_type_word(v)}" for k, v in kwargs.items()]
    # (PyTorch's parser writes keywords alone as "requires_grad=bool, ", after positional ones without the comma)
    got = ", ".join([_type_word(a) for a in args] + named) if args else "".join(f"{n}, " for n in named)
    raise TypeError(f"new() received an invalid combination of arguments - got ({got}), but expected one of:\n"
                    f"{_OVERLOADS.replace(chr(10), chr(10) + why, 1) if why else _OVERLOADS}")


def _options(np_dtype):
    return (f"TensorOptions(dtype={dtypes.cpp_type_name(np_dtype)}, device=cpu, layout=Strided, requires_grad=false "
            "(default), pinned_memory=false (default), memory_format=(nullopt))")


def _is_size(value):
    return isinstance(value, numbers.Integral) and not isinstance(value, (bool, np.bool_)) or (
        isinstance(value, Tensor) and value._data.ndim == 0 and value._data.dtype.kind in "iu")


def legacy_new(dtype, args, kwargs):
    """Tensor.new(...) / torch.FloatTensor(...): a tensor of `dtype` from sizes, data, a tensor
    (aliased, same dtype only) or a storage, as PyTorch's legacy constructor reads its arguments."""
    unknown = [k for k in kwargs if k != "device"]
    if unknown:
        _invalid_call(args, kwargs, f"      didn't match because some of the keywords were incorrect: "
                                    f"{', '.join(unknown)}\n")
    where = kwargs.get("device")
    if where is not None and _device(where).type != "cpu":
        raise RuntimeError(f"legacy constructor expects device type: cpu but device type: {_device(where).type} "
                           "was passed")
    np_dtype = dtypes.to_numpy(dtype)
    if not args:
        return Tensor._make(np.empty((0,), np_dtype))
    if len(args) == 1:
        (data,) = args
        if isinstance(data, Tensor):   # (even a 0-dim integer one: it is not a size here)
            if data._data.dtype != np_dtype:
                raise TypeError(f"expected {_options(np_dtype)} (got {_options(data._data.dtype)})")
            return ops.alias(data)
        if isinstance(data, (UntypedStorage, TypedStorage)):
            untyped = data if isinstance(data, UntypedStorage) else data.untyped()
            raw = _bytes_of(untyped._owner)
            return Tensor._make(raw[:raw.size - raw.size % np_dtype.itemsize].view(np_dtype))
        if isinstance(data, str):
            raise TypeError("new(): invalid data type 'str'")
        if not _is_size(data) and not isinstance(data, (list, tuple, np.ndarray)) or isinstance(data, dtypes.dtype):
            raise TypeError(f"new(): data must be a sequence (got {type(data).__name__})")
        if not _is_size(data) and not _is_torch_size(data):
            return make_tensor(data, dtype=dtype)
        sizes = tuple(data) if _is_torch_size(data) else (data,)
    else:
        sizes = args
    if sizes and isinstance(sizes[0], (list, tuple)):   # data then more: no overload takes that
        _invalid_call(args, kwargs, f"      didn't match because some of the arguments have invalid types: "
                                    f"({', '.join(_marked(a) for a in args)})\n")
    for position, s in enumerate(sizes, 1):
        if not _is_size(s):
            raise TypeError(f"new(): argument 'size' failed to unpack the object at pos {position} with error "
                            f"\"type must be tuple of ints,but got {type(s).__name__}\"")
    sizes = tuple(int(s) for s in sizes)
    for s in sizes:
        if s < 0:
            raise RuntimeError(f"Trying to create tensor with negative dimension {s}: {list(sizes)}")
    return Tensor._make(np.zeros(sizes, np_dtype))   # (PyTorch's memory is uninitialised: zeros here)


def _is_torch_size(value):
    return isinstance(value, Size)


def new(self, *args, **kwargs):
    """x.new(...): the legacy constructor with x's dtype (x.new(2, 3), x.new([1, 2]), x.new())."""
    return legacy_new(self.dtype, args, kwargs)


# -- Tensor.type ----------------------------------------------------------------------------------

def _type(self, dtype=None, non_blocking=False, **kwargs):
    """x.type() is the legacy type name ('torch.FloatTensor'); x.type(t) converts to t, given as a
    dtype, a legacy type or its name (x itself when it has that dtype already)."""
    if dtype is None:
        return f"torch.{dtypes.legacy_type_name(self._data.dtype)}"
    if isinstance(dtype, str):
        if dtype.startswith("torch.cuda."):
            raise RuntimeError(_CUDA_MISSING)
        if dtype not in _BY_NAME:
            raise ValueError(f"invalid type: '{dtype}'")
        dtype = _BY_NAME[dtype].dtype
    elif isinstance(dtype, tensortype):
        dtype = dtype.dtype
    elif not isinstance(dtype, dtypes.dtype):
        raise TypeError("dtype must be a type, str, or dtype object")
    return self.to(dtype)


Tensor.new = new
Tensor.type = _type


def byte(self):
    """The conversions of the legacy types' other dtypes (ByteTensor, CharTensor, ShortTensor), as long()."""
    return self.to(dtypes.uint8)


def char(self):
    return self.to(dtypes.int8)


def short(self):
    return self.to(dtypes.int16)


Tensor.byte, Tensor.char, Tensor.short = byte, char, short


# -- torch.set_default_tensor_type ------------------------------------------------------------------

def set_default_tensor_type(t):
    """The deprecated way to set the default dtype (a floating legacy type, or its name)."""
    warn_once("torch.set_default_tensor_type() is deprecated as of PyTorch 2.1, please use "
              "torch.set_default_dtype() and torch.set_default_device() as alternatives.", stacklevel=user_stacklevel())
    if isinstance(t, str):
        if t.startswith("torch.cuda."):
            raise TypeError(f"type {t} not available. Torch not compiled with CUDA enabled.")
        module, _, name = t.partition(".")
        if module != "torch":   # (PyTorch imports the dotted name)
            raise ModuleNotFoundError(f"No module named '{module}'")
        if t not in _BY_NAME:
            raise AttributeError(f"module 'torch' has no attribute '{name}'")
        t = _BY_NAME[t]
    if not isinstance(t, tensortype):
        raise TypeError("invalid type object: only floating-point types are supported as the default type")
    if not t.dtype.is_floating_point:
        raise TypeError("only floating-point types are supported as the default type")
    set_default_dtype(t.dtype)
