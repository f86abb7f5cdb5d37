"""More ways of making tensors, PyTorch's: logspace, empty_strided, frombuffer (on a buffer's memory),
asarray (sharing memory when it can), the deprecated range (end included), scalar_tensor."""
import warnings

import numpy as np

from . import dtypes
from .creation import _default, _finish, _infer, tensor
from .device import check_device
from .stacklevel import user_stacklevel
from .tensor import Tensor


def _number(value):
    return value.item() if isinstance(value, Tensor) else value


def logspace(start, end, steps, base=10.0, *, out=None, dtype=None, layout=None, device=None, requires_grad=False):
    """base ** linspace(start, end, steps), computed in double and cast (integers truncate)."""
    check_device(device)
    if steps < 0:
        raise RuntimeError("number of steps must be non-negative")
    start, end, steps = float(_number(start)), float(_number(end)), int(steps)
    # PyTorch's exponents: from start for the first half, back from end for the second (symmetric rounding)
    step = (end - start) / (steps - 1) if steps > 1 else 0.0
    i = np.arange(steps)
    exponents = np.where((i < steps // 2) | (steps == 1), start + step * i, end - step * (steps - i - 1))
    return _finish(np.power(float(base), exponents), _default(dtype) if dtype is None else dtype, requires_grad)


def empty_strided(size, stride, *, dtype=None, layout=None, device=None, requires_grad=False, pin_memory=False):
    """A tensor of `size` with these element strides, on memory just large enough (zeros: PyTorch's is
    uninitialised)."""
    check_device(device)
    size, stride = tuple(int(s) for s in size), tuple(int(s) for s in stride)
    if len(size) != len(stride):
        raise RuntimeError(f"dimensionality of sizes ({len(size)}) must match dimensionality of strides "
                           f"({len(stride)})")
    if any(s < 0 for s in stride):
        raise RuntimeError(f"Storage size calculation overflowed with sizes={list(size)} and strides={list(stride)}")
    np_dtype = _default(dtype)
    extent = 0 if 0 in size else 1 + sum((n - 1) * s for n, s in zip(size, stride))
    memory = np.zeros(extent, np_dtype)
    array = np.lib.stride_tricks.as_strided(memory, size, tuple(s * np_dtype.itemsize for s in stride))
    return _finish(array, None, requires_grad)


def frombuffer(buffer, *, dtype, count=-1, offset=0, requires_grad=False):
    """A 1-D tensor on the memory of an object with the buffer protocol (bytes, bytearray, array, mmap):
    writing one writes the other, as in PyTorch."""
    view = memoryview(buffer).cast("B")
    np_dtype = dtypes.to_numpy(dtype)
    length = view.nbytes
    if length == 0 or count == 0:
        raise ValueError(f"both buffer length ({length}) and count ({count}) must not be 0")
    if not 0 <= offset < length:
        raise ValueError(f"offset ({offset} bytes) must be non-negative and no greater than buffer length "
                         f"({length} bytes) minus 1")
    if count < 0:
        if (length - offset) % np_dtype.itemsize:
            raise ValueError(f"buffer length ({length - offset} bytes) after offset ({offset} bytes) must be a "
                             f"multiple of element size ({np_dtype.itemsize})")
        count = (length - offset) // np_dtype.itemsize
    elif count * np_dtype.itemsize > length - offset:
        raise ValueError(f"requested buffer length ({count} * {np_dtype.itemsize} bytes) after offset ({offset} "
                         f"bytes) must not be greater than actual buffer length ({length} bytes)")
    if view.readonly:
        warnings.warn("The given buffer is not writable, and PyTorch does not support non-writable tensors. This "
                      "means you can write to the underlying (supposedly non-writable) buffer using the tensor. You "
                      "may want to copy the buffer to protect its data or make it writable before converting it to "
                      "a tensor. This type of warning will be suppressed for the rest of this program.",
                      UserWarning, stacklevel=user_stacklevel())
    array = np.frombuffer(view, dtype=np_dtype, count=count, offset=offset)
    if not array.flags.writeable:
        array = array.view()
    return _finish(array, None, requires_grad)


def asarray(obj, *, dtype=None, device=None, copy=None, requires_grad=False):
    """obj as a tensor, sharing its memory when it is a tensor, a NumPy array or a buffer of the right
    dtype (copy=True always copies; copy=False refuses to copy)."""
    check_device(device)
    if isinstance(obj, Tensor):
        if dtype is not None and dtypes.to_numpy(dtype) != obj._data.dtype:
            if copy is False:
                raise ValueError(f"can't alias tensor with dtype '{dtypes.scalar_type_name(obj._data.dtype)}' into "
                                 f"dtype '{dtypes.scalar_type_name(dtypes.to_numpy(dtype))}'.")
            return obj.to(dtype)
        return obj.clone() if copy else obj
    if isinstance(obj, np.ndarray) or (hasattr(obj, "__array_interface__") and not isinstance(obj, (list, tuple))):
        array = np.asarray(obj)
        target = dtypes.to_numpy(dtype) if dtype is not None else array.dtype
        if copy or target != array.dtype:
            if copy is False:
                raise ValueError("can't alias NumPy array into a tensor of another dtype.")
            result = tensor(array, dtype=dtypes.from_numpy(target))
        else:
            dtypes.from_numpy(array.dtype)
            result = Tensor._make(array)
        return _finish(result._data, None, requires_grad)
    if isinstance(obj, (bytes, bytearray, memoryview)):
        return frombuffer(obj, dtype=dtype or dtypes.default_float, requires_grad=requires_grad)
    if copy is False:
        raise ValueError("can't alias arbitrary sequence into a tensor.")
    return _finish(_infer(obj, dtype is not None), dtype, requires_grad)


def range(start=0, end=None, step=1, *, out=None, dtype=None, layout=None, device=None, requires_grad=False):
    """The deprecated torch.range: start to end *inclusive*, in the default dtype (floats) unless given."""
    warnings.warn("torch.range is deprecated and will be removed in a future release because its behavior is "
                  "inconsistent with Python's range builtin. Instead, use torch.arange, which produces values in "
                  "[start, end).", UserWarning, stacklevel=user_stacklevel())
    check_device(device)
    if end is None:
        start, end = 0, start
    count = int(np.floor((end - start) / step)) + 1
    values = start + step * np.arange(max(count, 0), dtype=np.float64)
    return _finish(values, dtype if dtype is not None else dtypes.default_float, requires_grad)


def scalar_tensor(s, *, dtype=None, layout=None, device=None, pin_memory=None, requires_grad=False):
    """A 0-dim tensor holding s, in the default float dtype unless another is given (even for ints)."""
    check_device(device)
    return _finish(np.asarray(_number(s)).astype(_default(dtype)), None, requires_grad)
