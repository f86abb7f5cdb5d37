"""torch.testing.make_tensor: a random tensor for tests, with PyTorch's value ranges and argument checks.

Integers are drawn uniformly from [low, high) (default [-9, 10), bools [0, 2)), floating and complex
values from [low, high) (default [-9, 9)), both clamped to what the dtype can hold. The numbers
themselves come from gradtable's generator, so they differ from PyTorch's; the ranges do not.
"""
import collections.abc
import math
import warnings

from ..core import dtypes
from ..core.creation import empty
from ..core.device import check_device
from ..core.dtype_info import finfo, iinfo
from ..core.random import randint

_INTEGERS = (dtypes.uint8, dtypes.int8, dtypes.int16, dtypes.int32, dtypes.int64, *dtypes.SHELL_UNSIGNED)
_FLOATING = (dtypes.float16, dtypes.bfloat16, dtypes.float32, dtypes.float64)
_COMPLEX = (dtypes.complex64, dtypes.complex128)


def _bounds(dtype, low, high, lowest, highest, default_low, default_high):
    """low and high, checked and clamped to [lowest, highest); integers rounded up."""
    low = default_low if low is None else low
    high = default_high if high is None else high
    if any(isinstance(v, float) and math.isnan(v) for v in (low, high)):
        raise ValueError(f"`low` and `high` cannot be NaN, but got low={low} and high={high}")
    if low == high and dtype in _FLOATING + _COMPLEX:
        warnings.warn("Passing `low==high` to `torch.testing.make_tensor` for floating or complex types is "
                      "deprecated since 2.1 and will be removed in 2.3. Use `torch.full(...)` instead.",
                      FutureWarning, stacklevel=3)
    elif low >= high:
        raise ValueError(f"`low` must be less than `high`, but got {low} >= {high}")
    elif high < lowest or low >= highest:
        raise ValueError(f"The value interval specified by `low` and `high` is [{low}, {high}), but {dtype} only "
                         f"supports [{lowest}, {highest})")
    low, high = min(max(low, lowest), highest), min(max(high, lowest), highest)
    if dtype is dtypes.bool or dtype in _INTEGERS:
        return math.ceil(low), math.ceil(high)
    return low, high


def make_tensor(*shape, dtype, device, low=None, high=None, requires_grad=False, noncontiguous=False,
                exclude_zero=False, memory_format=None):
    """A tensor of `shape` and `dtype` with random values in [low, high); `noncontiguous` gives a strided
    view (every other element of a wider tensor), `exclude_zero` replaces zeros by 1 (integers) or the
    dtype's smallest normal number."""
    check_device(device)
    if len(shape) == 1 and isinstance(shape[0], collections.abc.Sequence):
        shape = shape[0]
    shape = tuple(shape)
    if noncontiguous and memory_format is not None:
        raise ValueError(f"The parameters `noncontiguous` and `memory_format` are mutually exclusive, but got "
                         f"noncontiguous={noncontiguous} and memory_format={memory_format}")
    exact = dtype is dtypes.bool or dtype in _INTEGERS
    if requires_grad and exact:
        raise ValueError(f"`requires_grad=True` is not supported for boolean and integral dtypes, but got "
                         f"dtype={dtype}")
    noncontiguous = noncontiguous and math.prod(shape) > 1
    if noncontiguous:
        shape = shape[:-1] + (2 * shape[-1],)
    if dtype is dtypes.bool:
        low, high = _bounds(dtype, low, high, 0, 2, 0, 2)
        result = randint(low, high, shape, dtype=dtype)
    elif dtype in _INTEGERS:
        info = iinfo(dtype)
        low, high = _bounds(dtype, low, high, info.min, info.max + (dtype is not dtypes.int64), -9, 10)
        result = randint(low, high, shape, dtype=dtype)
    elif dtype in _FLOATING + _COMPLEX:
        info = finfo(dtype)
        low, high = _bounds(dtype, low, high, info.min, info.max, -9, 9)
        result = empty(shape, dtype=dtype)
        if dtype in _COMPLEX:   # real and imaginary parts each from [low, high)
            parts = empty(shape + (2,), dtype=dtypes.float64 if dtype is dtypes.complex128 else dtypes.float32)
            _uniform(parts, low, high)
            result._data[...] = parts._data[..., 0] + 1j * parts._data[..., 1]
        else:
            _uniform(result, low, high)
    else:
        raise TypeError(f"The requested dtype '{dtype}' is not supported by torch.testing.make_tensor(). To request "
                        "support, file an issue at: https://github.com/pytorch/pytorch/issues")
    if noncontiguous:
        result = result[..., 1::2]
    elif memory_format is not None:
        result = result.clone(memory_format=memory_format)
    if exclude_zero:
        result[result == 0] = 1 if exact else finfo(dtype).tiny
    if not exact:
        result.requires_grad = requires_grad
    return result


def _uniform(t, low, high):
    """uniform_ in [low, high), halved and doubled when the width overflows the dtype (finfo.min to max)."""
    if high - low >= finfo(t.dtype).max:
        t.uniform_(low / 2, high / 2).mul_(2)
    else:
        t.uniform_(low, high)
