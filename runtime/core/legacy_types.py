"""PyTorch's legacy tensor types: torch.FloatTensor, torch.LongTensor, ... and Tensor.new.

They predate dtypes and still run in old programs and tutorials: `torch.LongTensor([1, 2])` makes a tensor
from data, `torch.FloatTensor(2, 3)` an uninitialized one of that size, `torch.LongTensor()` an empty one,
`isinstance(x, torch.FloatTensor)` asks x's dtype, and `x.type(torch.DoubleTensor)` or
`x.type('torch.DoubleTensor')` converts. As in PyTorch they are not Tensor subclasses: calling one
returns a plain Tensor. `x.new(...)` takes the same arguments and makes x's dtype."""
import numbers

from . import dtypes
from .size import Size
from .tensor import Tensor

#: name -> dtype, the types PyTorch 2.13 still has in its namespace
_TYPES = {"FloatTensor": dtypes.float32, "DoubleTensor": dtypes.float64, "HalfTensor": dtypes.float16,
          "BFloat16Tensor": dtypes.bfloat16, "ByteTensor": dtypes.uint8, "CharTensor": dtypes.int8,
          "ShortTensor": dtypes.int16, "IntTensor": dtypes.int32, "LongTensor": dtypes.int64,
          "BoolTensor": dtypes.bool}

_SIGNATURES = (" * (*, torch.device device = None)\n * (torch.Storage storage)\n * (Tensor other)\n"
               " * (tuple of ints size, *, torch.device device = None)\n"
               " * (object data, *, torch.device device = None)\n")


def _options(np_dtype):
    return (f"TensorOptions(dtype={dtypes.cpp_type_name(np_dtype)}, device=cpu, layout=Strided, requires_grad=false "
            "(default), pinned_memory=false (default), memory_format=(nullopt))")


def legacy_new(dtype, args, kwargs):
    """What torch.LongTensor(*args) and x.new(*args) make, for the given dtype (PyTorch's legacy_new)."""
    from ..generated import ops  # (the generated ops import this package's modules)
    from . import creation
    from .device import check_device
    if set(kwargs) - {"device"}:
        _invalid(args, kwargs)
    check_device(kwargs.get("device"))
    if not args:
        return creation.empty(0, dtype=dtype)
    first = args[0]
    if len(args) == 1 and isinstance(first, Tensor):
        if first.dtype is not dtype:
            raise TypeError(f"expected {_options(dtype.numpy)} (got {_options(first._data.dtype)})")
        return ops.alias(first)
    if len(args) == 1 and isinstance(first, Size):
        return creation.empty(tuple(first), dtype=dtype)
    if all(isinstance(a, numbers.Integral) and not isinstance(a, bool) for a in args):
        return creation.empty(*args, dtype=dtype)
    if len(args) == 1 and isinstance(first, str):
        raise TypeError(f"new(): invalid data type '{type(first).__name__}'")
    if len(args) == 1 and not isinstance(first, (list, tuple)) and not hasattr(first, "__array__"):
        raise TypeError(f"new(): data must be a sequence (got {type(first).__name__})")
    if len(args) > 1:
        _invalid(args, kwargs)
    return creation.tensor(first, dtype=dtype)


def _invalid(args, kwargs):
    """PyTorch's TypeError for arguments that fit none of new()'s signatures, naming what was given."""
    def kind(value):
        return {dtypes.dtype: "torch.dtype", Tensor: "Tensor"}.get(type(value), type(value).__name__)
    named = [f"{k}={kind(v)}" for k, v in kwargs.items()]
    got = ", ".join([kind(a) for a in args] + named) if args else "".join(f"{n}, " for n in named)
    raise TypeError(f"new() received an invalid combination of arguments - got ({got}), but expected one of:\n"
                    + _SIGNATURES)


class LegacyTensorType(type):
    """The class of torch.FloatTensor and its kin: calling one makes a tensor of its dtype, and
    isinstance(x, torch.FloatTensor) is whether x is a float32 tensor."""

    def __call__(cls, *args, **kwargs):
        return legacy_new(cls.dtype, args, kwargs)

    def __instancecheck__(cls, obj):
        return isinstance(obj, Tensor) and obj.dtype is cls.dtype

    def __repr__(cls):
        return f"<class 'torch.{cls.__name__}'>"


def _make_type(name, dtype):
    return LegacyTensorType(name, (), {"dtype": dtype, "__module__": "torch", "__qualname__": name,
                                       "__doc__": f"PyTorch's legacy type for {dtype} tensors."})


LEGACY_TYPES = {name: _make_type(name, dtype) for name, dtype in _TYPES.items()}


def _new(self, *args, **kwargs):
    """x.new(...): a tensor of x's dtype, from data, a size, or nothing (PyTorch's legacy constructor)."""
    return legacy_new(self.dtype, args, kwargs)


def _type(self, dtype=None, non_blocking=False):
    """x.type(): PyTorch's legacy type name ('torch.FloatTensor'); x.type(t) converts to t, a dtype, a
    legacy type (torch.DoubleTensor) or its name ('torch.DoubleTensor')."""
    if dtype is None:
        return f"torch.{dtypes.legacy_type_name(self._data.dtype)}"
    if isinstance(dtype, str):
        name = dtype[len("torch."):] if dtype.startswith("torch.") else dtype
        if name not in LEGACY_TYPES:
            raise ValueError(f"invalid type: '{dtype}'")
        dtype = LEGACY_TYPES[name].dtype
    elif isinstance(dtype, LegacyTensorType):
        dtype = dtype.dtype
    return self if self.dtype is dtype else self.to(dtype)


Tensor.new = _new
Tensor.type = _type
