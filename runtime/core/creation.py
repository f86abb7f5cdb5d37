"""Making tensors: tensor, zeros, ones, full, eye, arange, *_like, from_numpy (random ones: random.py)."""
import operator
from collections.abc import Callable

import numpy as np

from ..autograd import dispatch_state as _dispatch
from ..kernels.opmath import promote_across
from . import dtypes, layout
from .device import check_device, check_factory_device
from .dlpack import from_dlpack
from .dtypes import INEXACT_KINDS
from .tensor import Tensor
from .tensor_flags import _tensor_argument


def _finish(data, dtype, requires_grad):
    if dtype is not None:
        with np.errstate(over="ignore"):   # 1e5 in float16, 1e39 in bfloat16: inf, silently as in PyTorch
            data = data.astype(dtypes.to_numpy(dtype), copy=False)
    dtypes.note_complex(data.dtype)
    t = Tensor._make(data)
    if requires_grad:
        if data.dtype.kind not in INEXACT_KINDS:
            raise RuntimeError("Only Tensors of floating point and complex dtype can require gradients")
        t._requires_grad = True
    return t


def _infer(data, dtype_given=False):
    """Python data -> array with PyTorch's dtype inference (floats -> the default dtype, float32 unless
    set_default_dtype changed it; ints -> int64). With an explicit dtype, Python floats are not rounded
    to the default dtype on the way."""
    if isinstance(data, Tensor):
        return data._data.copy()
    if hasattr(data, "__dlpack__") and not isinstance(data, np.ndarray):
        return _shared(data)._data.copy()   # another library's tensor (torch's): its dtype, its values
    if isinstance(data, np.ndarray):
        if data.dtype is dtypes.BFLOAT16 or data.dtype.kind in "USOV":
            dtypes.refuse_numpy_dtype(data.dtype)
        return data.copy()
    if isinstance(data, str):
        raise TypeError("new(): invalid data type 'str'")
    if isinstance(data, np.generic):  # a NumPy scalar keeps its dtype, as a 0-dim array would
        if data.dtype is dtypes.BFLOAT16:
            dtypes.refuse_numpy_dtype(data.dtype)
        return np.array(data)
    if isinstance(data, (list, tuple)):
        data = _unwrap_nested(data)
        leaves = list(_leaves(data))
        if not dtype_given and any(isinstance(x, (np.generic, np.ndarray)) for x in leaves):
            return np.array(data).astype(_promoted_leaf_dtype(leaves), copy=False)
    arr = np.array(data)
    if arr.dtype.kind in INEXACT_KINDS and not dtype_given and not _contains_float64_array(data):
        arr = arr.astype(_default_for(arr.dtype), copy=False)
    elif arr.dtype.kind in "iu" and arr.dtype != np.int64 and not isinstance(data, np.ndarray):
        arr = arr.astype(np.int64)
    elif arr.dtype == object:
        raise RuntimeError(f"Could not infer dtype of {type(data).__name__}")
    elif arr.dtype.kind in "US":   # a string among the leaves
        raise ValueError("too many dimensions 'str'")
    return arr


def _default_for(np_dtype):
    """The dtype a Python float (complex) gets: the default dtype (its complex counterpart)."""
    default = dtypes.default_float.numpy
    if np_dtype.kind == "c":
        return np.dtype(np.complex128) if default == np.float64 else np.dtype(np.complex64)
    return default if np_dtype == np.float64 else np_dtype


def _unwrap_nested(data):
    return [(_unwrap_nested(d) if isinstance(d, (list, tuple)) else d._data if isinstance(d, Tensor) else d)
            for d in data]


def _leaves(data):
    """The leaves of a nested list, left to right."""
    for d in data:
        if isinstance(d, list):
            yield from _leaves(d)
        else:
            yield d


def _promoted_leaf_dtype(leaves):
    """PyTorch's dtype for a list holding NumPy scalars: each leaf has a dtype (a NumPy scalar
    its own, a Python int int64, a Python float the default dtype) and the list gets the
    promotion of them all, where a higher category (bool < int < float < complex) wins outright:
    [np.int32(1)] is int32, [np.int32(1), 2] int64, [np.int64(2), 2.5] float32."""
    numpy_dtypes = {x.dtype for x in leaves if isinstance(x, (np.generic, np.ndarray))}
    python = {type(x) for x in leaves if not isinstance(x, (np.generic, np.ndarray))}
    default = dtypes.default_float.numpy
    leaf_dtypes = list(numpy_dtypes) + [np.dtype(np.bool_) if t is bool else np.dtype(np.int64) if t is int
                                        else default if t is float else _default_for(np.dtype(np.complex128))
                                        for t in python]
    result = leaf_dtypes[0]
    for d in leaf_dtypes[1:]:
        result = promote_across(result, d)
    return result


def _contains_float64_array(data):
    if isinstance(data, np.ndarray):
        return data.dtype == np.float64
    if isinstance(data, list):
        return any(_contains_float64_array(d) for d in data)
    return False


def _shape(size, name):
    """The size given to zeros(2, 3) or zeros((2, 3)), checked as PyTorch checks it."""
    if not size:
        if name in ("rand", "randn"):
            options = ("Tensor out = None, torch.dtype dtype = None, torch.layout layout = None, "
                       "torch.device device = None, bool pin_memory = False, bool requires_grad = False)\n")
            raise TypeError(f"{name}() received an invalid combination of arguments - got (), but expected one of:\n"
                            f" * (tuple of ints size, *, torch.Generator generator, {options}"
                            f" * (tuple of ints size, *, {options}")
        raise TypeError(f'{name}() missing 1 required positional arguments: "size"')
    if len(size) == 1 and isinstance(size[0], (tuple, list)):
        return _checked_sizes(tuple(size[0]), name)
    return _checked_sizes(tuple(size), name, packed=False)


def _checked_sizes(shape, name, packed=True):
    """Integer sizes, none negative; `packed`: given as one tuple (zeros((2, 3))), not zeros(2, 3)."""
    for position, s in enumerate(shape, 1):
        if not hasattr(s, "__index__"):
            kind = type(s).__name__
            if packed:
                raise TypeError(f"{name}(): argument 'size' failed to unpack the object at pos {position} with "
                                f'error "type must be tuple of ints,but got {kind}"')
            raise TypeError(f"{name}(): argument 'size' (position 1) must be tuple of ints, not {kind}")
    shape = tuple(operator.index(s) for s in shape)   # ints, NumPy ints, 0-dim integer tensors
    for s in shape:
        if s < 0:
            if name == "zeros":
                raise RuntimeError("zeros: Dimension size must be non-negative.")
            raise RuntimeError(f"Trying to create tensor with negative dimension {s}: {list(shape)}")
    return shape


def tensor(data, dtype=None, device=None, requires_grad=False, pin_memory=False) -> Tensor:
    check_factory_device(device)
    return _finish(_infer(data, dtype is not None), dtype, requires_grad)


def as_tensor(data, dtype=None, device=None) -> Tensor:
    """Shares memory with an ndarray (or another library's tensor) whose dtype it keeps, as in PyTorch;
    converts otherwise."""
    check_factory_device(device)
    if isinstance(data, Tensor):
        return data if dtype is None or dtypes.to_numpy(dtype) == data._data.dtype else data.to(dtype)
    if isinstance(data, np.ndarray) and (dtype is None or dtypes.to_numpy(dtype) == data.dtype):
        return from_numpy(data)
    if hasattr(data, "__dlpack__") and not isinstance(data, np.ndarray):
        return as_tensor(_shared(data), dtype)
    return _finish(_infer(data, dtype is not None), dtype, False)


def _shared(data):
    """A tensor on another library's memory (DLPack); one that requires grad is read detached."""
    try:
        return from_dlpack(data)
    except BufferError:
        if not hasattr(data, "detach"):
            raise
        return from_dlpack(data.detach())


def from_numpy(array) -> Tensor:
    """Shares memory with the array, as in PyTorch."""
    if not isinstance(array, np.ndarray):
        raise TypeError(f"expected np.ndarray (got {type(array).__name__})")
    if array.dtype is dtypes.BFLOAT16:
        dtypes.refuse_numpy_dtype(array.dtype)
    dtypes.from_numpy(array.dtype)
    dtypes.note_complex(array.dtype)
    return Tensor._make(array)


def _default(dtype):
    return dtypes.to_numpy(dtype if dtype is not None else dtypes.default_float)


def zeros(*size, dtype=None, device=None, requires_grad=False) -> Tensor:
    check_factory_device(device)
    if _dispatch.state.dispatch_modes:   # a TorchDispatchMode sees aten.zeros.default
        return _dispatch.route_factory(zeros, "zeros.default", _shape(size, "zeros"),
                                       {} if dtype is None else {"dtype": dtype}, requires_grad)
    return _finish(np.zeros(_shape(size, "zeros"), _default(dtype)), None, requires_grad)


def ones(*size, dtype=None, device=None, requires_grad=False) -> Tensor:
    check_factory_device(device)
    if _dispatch.state.dispatch_modes:   # a TorchDispatchMode sees aten.ones.default
        return _dispatch.route_factory(ones, "ones.default", _shape(size, "ones"),
                                       {} if dtype is None else {"dtype": dtype}, requires_grad)
    return _finish(np.ones(_shape(size, "ones"), _default(dtype)), None, requires_grad)


def empty(*size, dtype=None, device=None, requires_grad=False) -> Tensor:
    check_factory_device(device)
    if _dispatch.state.dispatch_modes:   # a TorchDispatchMode sees aten.empty.memory_format
        return _dispatch.route_factory(empty, "empty.memory_format", _shape(size, "empty"),
                                       {} if dtype is None else {"dtype": dtype}, requires_grad)
    return _finish(np.zeros(_shape(size, "empty"), _default(dtype)), None, requires_grad)


def full(size, fill_value, dtype=None, device=None, requires_grad=False) -> Tensor:
    check_factory_device(device)
    if dtype is None:
        dtype = dtypes.bool if isinstance(fill_value, bool) else (
            dtypes.int64 if isinstance(fill_value, int) else
            dtypes.from_numpy(_default_for(np.dtype(np.complex128))) if isinstance(fill_value, complex)
            else dtypes.default_float)
    return _finish(np.full(_checked_sizes(tuple(size), "full"), fill_value, dtypes.to_numpy(dtype)), None,
                   requires_grad)


def eye(n, m=None, dtype=None, device=None, requires_grad=False) -> Tensor:
    check_factory_device(device)
    return _finish(np.eye(n, m, dtype=_default(dtype)), None, requires_grad)


def arange(start, end=None, step=1, dtype=None, device=None, requires_grad=False) -> Tensor:
    check_factory_device(device)
    if end is None:
        start, end = 0, start
    values = (start, end, step)
    if step == 0:
        raise RuntimeError("step must be nonzero")
    if (end - start) * step < 0:
        raise RuntimeError("upper bound and lower bound inconsistent with step sign")
    if dtype is None:
        dtype = dtypes.default_float if any(isinstance(v, float) for v in values) else dtypes.int64
    if dtype.is_complex:
        raise NotImplementedError(f"\"arange_cpu\" not implemented for '{dtypes.scalar_type_name(dtype.numpy)}'")
    return _finish(np.arange(start, end, step, dtype=dtypes.to_numpy(dtype)), None, requires_grad)


def linspace(start, end, steps, dtype=None, device=None, requires_grad=False) -> Tensor:
    check_factory_device(device)
    return _finish(np.linspace(start, end, steps, dtype=_default(dtype)), None, requires_grad)


def _like_dtype(name, input, dtype):
    """The NumPy dtype of a *_like result: the one asked for, else the input's (which must be a tensor)."""
    _tensor_argument(name, input)
    return dtypes.to_numpy(dtype) if dtype is not None else input._data.dtype


def _like(name, fill) -> Callable[..., Tensor]:
    """torch.<name>: a new tensor of the input's shape (and dtype, unless given) that fill(shape, dtype) makes."""
    def like(input, dtype=None, device=None, requires_grad=False, memory_format=None) -> Tensor:
        check_device(device)   # None: the input's device, not the default one
        d = _like_dtype(name, input, dtype)
        if memory_format is not None:
            layout.checked(memory_format, input._data.shape, name)
        values = layout.laid_out_like(fill(input._data.shape, d), input._data, memory_format)
        return _finish(values, None, requires_grad)
    like.__name__ = like.__qualname__ = name
    return like


zeros_like = _like("zeros_like", np.zeros)
ones_like = _like("ones_like", np.ones)
empty_like = _like("empty_like", np.zeros)


def full_like(input, fill_value, dtype=None, device=None, requires_grad=False, *, memory_format=None) -> Tensor:
    check_device(device)
    d = _like_dtype("full_like", input, dtype)
    if memory_format is not None:
        layout.checked(memory_format, input._data.shape, "full_like")
    values = np.full(input._data.shape, fill_value, d)
    return _finish(layout.laid_out_like(values, input._data, memory_format), None, requires_grad)
