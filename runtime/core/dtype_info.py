"""torch.finfo / torch.iinfo (a dtype's numeric limits), the default float dtype's setter and getter,
and is_floating_point.

The limits come from NumPy's finfo/iinfo (ml_dtypes' finfo, which extends NumPy's to bfloat16),
returned as Python numbers as PyTorch returns them; the repr prints them with six significant digits, as PyTorch's does.
"""
import ml_dtypes
import numpy as np

from . import dtypes
from .dtypes import INEXACT_KINDS
from .tensor import Tensor


def _dtype_arg(given, name):
    """finfo's / iinfo's `type` argument: a dtype, a Python type, or None (the default dtype)."""
    if given is None:
        return dtypes.default_float
    if given is dtypes.builtins_float:
        return dtypes.float64   # Python's float is a double
    if given is dtypes.builtins_int:
        return dtypes.int64
    if given is dtypes.builtins_bool:
        return dtypes.bool
    if not isinstance(given, dtypes.dtype):
        raise TypeError(f"{name}(): argument 'type' (position 1) must be torch.dtype, not {type(given).__name__}")
    return given


class finfo:
    """The limits of a floating dtype (a complex dtype gives its parts')."""

    __slots__ = ("bits", "eps", "max", "min", "tiny", "smallest_normal", "resolution", "dtype")

    def __init__(self, type=None):
        dt = _dtype_arg(type, "finfo")
        if dt.numpy.kind not in INEXACT_KINDS:
            raise TypeError("torch.finfo() requires a floating point input type. Use torch.iinfo to handle "
                            "'torch.finfo'")
        info = ml_dtypes.finfo(dt.numpy)   # NumPy's finfo and ml_dtypes' bfloat16 (ml_dtypes' knows both)
        self.bits = int(info.bits)
        self.eps = float(info.eps)
        self.max = float(info.max)
        self.min = float(info.min)
        self.tiny = self.smallest_normal = float(info.smallest_normal)
        self.resolution = 10.0 ** -int(info.precision)
        self.dtype = str(info.dtype)

    def __repr__(self):
        return (f"finfo(resolution={self.resolution:g}, min={self.min:g}, max={self.max:g}, eps={self.eps:g}, "
                f"smallest_normal={self.smallest_normal:g}, tiny={self.tiny:g}, dtype={self.dtype})")

    __str__ = __repr__


class iinfo:
    """The limits of an integer dtype (bool is refused, as in PyTorch)."""

    __slots__ = ("bits", "max", "min", "dtype")

    def __init__(self, type):
        dt = _dtype_arg(type, "iinfo")
        if dt is dtypes.bool:
            raise TypeError("torch.bool is not supported by torch.iinfo")
        if dt.numpy.kind not in "iu":
            raise TypeError("torch.iinfo() requires an integer input type. Use torch.finfo to handle 'torch.iinfo'")
        info = np.iinfo(dt.numpy)
        self.bits = int(info.bits)
        self.max = int(info.max)
        self.min = int(info.min)
        self.dtype = str(info.dtype)

    def __repr__(self):
        return f"iinfo(min={float(self.min):g}, max={float(self.max):g}, dtype={self.dtype})"

    __str__ = __repr__


def get_default_dtype():
    """The dtype of Python floats in new tensors (float32 unless set_default_dtype changed it)."""
    return dtypes.default_float


def set_default_dtype(d):
    """Make d (float16, float32 or float64) the dtype of Python floats in new tensors; complex numbers
    follow (complex128 under float64, complex64 otherwise), as in PyTorch."""
    if not isinstance(d, dtypes.dtype):
        raise TypeError("invalid dtype object: only floating-point types are supported as the default type")
    if not d.is_floating_point:
        raise TypeError("only floating-point types are supported as the default type")
    dtypes.default_float = d


def is_floating_point(input):
    if not isinstance(input, Tensor):
        raise TypeError(f"is_floating_point(): argument 'input' (position 1) must be Tensor, not "
                        f"{type(input).__name__}")
    return input.is_floating_point()
