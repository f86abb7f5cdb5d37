"""Tensor subclasses as PyTorch has them (torch/_tensor.py): the default `Tensor.__torch_function__`,
which runs the function on the subclass's instances and converts the results to the subclass;
`as_subclass`; `_make_wrapper_subclass` for `__torch_dispatch__` wrappers; and the class hook that
turns the override layers on (dispatch_state) the first time a subclass that uses them is defined,
so programs without one keep the ops' fast path."""
import numpy as np

from ..autograd.dispatch_state import DisableTorchFunctionSubclass, state
from ..core import dtypes
from ..core.tensor import Tensor
from ..generated import ops
from . import tensor_overrides
from .dispatch import _disabled_impl


def _convert(ret, cls):
    """torch._tensor._convert: tensors in a result become `cls` (lists and tuples looked into)."""
    if isinstance(ret, Tensor) and not isinstance(ret, cls):
        return as_subclass(ret, cls)  # (an alias, as PyTorch's: the result's grad_fn is AliasBackward0)
    if isinstance(ret, (tuple, list)) and not isinstance(ret, Tensor):
        items = [_convert(r, cls) for r in ret]
        return type(ret)(*items) if hasattr(ret, "_fields") else type(ret)(items)  # (a namedtuple, or Size)
    return ret


def _retype(t, cls):
    """The same tensor object, now an instance of cls (the slots are Tensor's, so nothing moves)."""
    t.__class__ = cls
    return t


def __torch_function__(cls, func, types, args=(), kwargs=None):
    """Tensor.__torch_function__: func on the arguments with subclass handling off, results as cls."""
    if kwargs is None:
        kwargs = {}
    if not all(issubclass(cls, t) for t in types):
        return NotImplemented
    with DisableTorchFunctionSubclass():
        ret = func(*args, **kwargs)
        return ret if tensor_overrides.is_nowrap(func) else _convert(ret, cls)


def __torch_dispatch__(cls, func, types, args=(), kwargs=None):
    """Tensor.__torch_dispatch__: plain tensors have no dispatch-level override."""
    return NotImplemented


def __init_subclass__(cls, **kwargs):
    """A subclass with an override hook of its own (or the inherited default __torch_function__,
    which converts results to it) turns the override layers on for the rest of the process."""
    super(Tensor, cls).__init_subclass__(**kwargs)
    disabled = getattr(cls.__torch_function__, "__func__", None) is _disabled_impl
    if not disabled or "__torch_dispatch__" in cls.__dict__:
        state.subclasses = True
        state.refresh()
        tensor_overrides.install()


def as_subclass(self, cls):
    """Tensor.as_subclass: a `cls` instance on self's memory, in self's graph (AliasBackward0)."""
    with DisableTorchFunctionSubclass():
        return _retype(ops.alias(self), cls)


def _make_wrapper_subclass(cls, size, strides=None, storage_offset=None, dtype=None, device=None,
                           layout=None, requires_grad=False, **ignored):
    """Tensor._make_wrapper_subclass: a `cls` instance with a shape and dtype but no data of its
    own, for a __torch_dispatch__ subclass that keeps its data in an attribute (r.elem = t). Its
    array is a zero-strided broadcast of one element, so it costs nothing and cannot be written."""
    np_dtype = dtypes.to_numpy(dtype or dtypes.default_float)
    t = object.__new__(cls)
    t._data = np.broadcast_to(np.zeros((), dtype=np_dtype), tuple(size))
    t._requires_grad = False
    t._grad_fn = None
    t._version_counter = None
    if requires_grad:
        t.requires_grad_(True)
    return t


Tensor.__torch_function__ = classmethod(__torch_function__)
Tensor.__torch_dispatch__ = classmethod(__torch_dispatch__)
Tensor.__init_subclass__ = classmethod(__init_subclass__)
Tensor.as_subclass = as_subclass
Tensor._make_wrapper_subclass = staticmethod(_make_wrapper_subclass)
