"""Tensor subclasses as PyTorch has them (torch/_tensor.py): the default `Tensor.__torch_function__`,
which runs the function on the subclass's instances and converts the results to the subclass;
`as_subclass`; `_make_wrapper_subclass` for `__torch_dispatch__` wrappers; and the class hook that
turns the override layers on (dispatch_state) the first time a subclass that uses them is defined,
so programs without one keep the ops' fast path."""
import types

import numpy as np

from ..autograd import dispatch_state
from ..autograd.dispatch_state import DisableTorchFunctionSubclass, state
from ..core import creation, dtypes
from ..core.tensor import Tensor
from ..generated import ops
from ..kernels.output_layout import contiguous_strides
from . import tensor_overrides
from .dispatch import _disabled_impl, op_overload, route_dispatch


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
    if "__torch_dispatch__" in cls.__dict__ and getattr(cls.__torch_function__, "__func__", None) is __torch_function__:
        # As PyTorch: a subclass that brings its own __torch_dispatch__ and inherits Tensor's default
        # __torch_function__ gets the disabled one (its ops' results are not converted to it)
        cls.__torch_function__ = classmethod(_disabled_impl)
    if getattr(cls.__torch_function__, "__func__", None) is not _disabled_impl:
        enable_function_overrides()
    if "__torch_dispatch__" in cls.__dict__:
        state.dispatch_subclasses = True
    state.refresh()


def enable_function_overrides():
    """Turn the __torch_function__ layer on for the rest of the process: from now on properties and
    hand-written methods reach it too. (nn's uninitialized parameters call this when the first one
    is made, so that importing gradtable alone leaves the fast path on.)"""
    state.function_subclasses = True
    tensor_overrides.install()
    state.refresh()


def as_subclass(self, cls):
    """Tensor.as_subclass: a `cls` instance on self's memory, in self's graph (AliasBackward0)."""
    with DisableTorchFunctionSubclass():
        return _retype(ops.alias(self), cls)


def _make_subclass(cls, data, require_grad=False, dispatch_sizes_strides_policy=None, dispatch_device=False,
                   dispatch_layout=False, _extra_dispatch_keys=None, storage_size=None):
    """Tensor._make_subclass: a `cls` instance on data's memory (and version counter), outside data's
    graph (a leaf, not a view), requiring grad as asked. Unlike a wrapper subclass it has real values,
    so a __torch_dispatch__ handler can compute on it under no_dispatch()."""
    if not (isinstance(cls, type) and issubclass(cls, Tensor)):
        raise TypeError(f"cls must be a type (got {cls})")
    with DisableTorchFunctionSubclass():
        t = data.detach()
    t = _retype(t, cls)
    t._requires_grad = False
    if require_grad:
        t.requires_grad_(True)
    return t


class NoData(np.ndarray):
    """The array of a wrapper subclass: it has a shape and a dtype, and no values. Any NumPy
    computation on it raises, naming the subclass, rather than returning numbers made from a
    placeholder (the element is also nan, for reads that NumPy does not route here)."""

    owner = "a wrapper subclass"
    element_strides = None   # the strides given to _make_wrapper_subclass (else contiguous ones)

    def __array_finalize__(self, obj):
        self.owner = getattr(obj, "owner", NoData.owner)

    # The tensor's strides and contiguity are the wrapper's, not the placeholder's (whose strides are
    # all 0): Tensor.stride() and is_contiguous() read them here.
    @property
    def strides(self):
        given = self.element_strides
        elements = given if given is not None and len(given) == self.ndim else contiguous_strides(self.shape)
        return tuple(s * self.itemsize for s in elements)

    @property
    def flags(self):
        contiguous = all(size == 1 or stride == expected for size, stride, expected
                         in zip(self.shape, self.strides, (s * self.itemsize for s in contiguous_strides(self.shape))))
        return types.SimpleNamespace(c_contiguous=contiguous, f_contiguous=self.ndim <= 1 and contiguous,
                                     writeable=False, owndata=False, aligned=True)

    def __array_ufunc__(self, ufunc, method, *inputs, **kwargs):
        raise self._refusal(f"np.{ufunc.__name__}")

    def __array_function__(self, func, types, args, kwargs):
        if func is np.reshape and kwargs.get("copy") is False:
            # (whether a reshape can be a view depends on strides a wrapper does not have here:
            # say no, and reshape copies, which is always right)
            raise ValueError("a wrapper subclass's reshape is not known to be a view")
        if func in _SHAPE_ONLY:
            return super().__array_function__(func, types, args, kwargs)  # a view: still a NoData
        if func in _NEW_ARRAYS:
            return func(*(np.broadcast_to(np.zeros((), a.dtype), a.shape) if isinstance(a, NoData) else a
                          for a in args), **kwargs, subok=False)  # values of its own, from the shape
        raise self._refusal(f"np.{func.__name__}")

    def _refusal(self, what):
        return NotImplementedError(
            f"{what} was called on the data of a {self.owner} tensor, a __torch_dispatch__ wrapper subclass "
            "whose values only its __torch_dispatch__ can reach: this gradtable function (or backward formula) "
            "computes on arrays directly and does not support wrapper subclasses yet")


# NumPy functions that read only a shape: views of a NoData (still refusing computation), and
# fresh arrays of its shape and dtype (zeros_like in a formula helper has values of its own)
_SHAPE_ONLY = {np.reshape, np.shape, np.ndim, np.size, np.broadcast_to, np.swapaxes, np.expand_dims, np.squeeze,
               np.moveaxis, np.transpose}
_NEW_ARRAYS = {np.zeros_like, np.ones_like, np.empty_like, np.full_like}


def is_wrapper(t):
    """Whether t is a __torch_dispatch__ wrapper subclass instance (its data is only a shape)."""
    return type(t._data) is NoData


def _make_wrapper_subclass(cls, size, strides=None, storage_offset=None, memory_format=None, dtype=None,
                           layout=None, device=None, pin_memory=False, requires_grad=False,
                           dispatch_sizes_strides_policy=None, *ignored_positional, **ignored):
    """Tensor._make_wrapper_subclass: a `cls` instance with a shape and dtype but no data of its
    own, for a __torch_dispatch__ subclass that keeps its data in an attribute (r.elem = t). Its
    array is a zero-strided broadcast of one element, so it costs nothing and cannot be written,
    and a NoData: computing with it raises (a formula helper that reads arrays directly cannot
    serve a wrapper; PyTorch's kernels would not see it either). The arguments are PyTorch's, in its
    order (some tests pass them all by position); those about memory, devices and dispatch policies
    have nothing to choose here."""
    np_dtype = dtypes.to_numpy(dtype or dtypes.default_float)
    t = object.__new__(cls)
    filler = np.full((), np.nan if np_dtype.kind in "fc" else 0, dtype=np_dtype)
    t._data = np.broadcast_to(filler, tuple(size)).view(NoData)
    t._data.owner = cls.__name__
    t._data.element_strides = tuple(strides) if strides is not None else None
    t._requires_grad = False
    t._grad_node = None
    t._version_counter = None
    if requires_grad:
        t.requires_grad_(True)
    return t


def _seen_by_dispatch(fn, aten):
    """A hand-written function that a __torch_dispatch__ layer sees as the aten op PyTorch
    dispatches there (a wrapper subclass's data lives in its attributes, so only its handler can
    compute these), with one flag read when no layer is in use."""
    def call(*args, **kwargs):
        if state.dispatch:
            routed = route_dispatch(fn, aten, args, kwargs)
            if routed is not state:
                return routed
        return fn(*args, **kwargs)
    call.__name__, call.__qualname__, call.__doc__ = fn.__name__, fn.__qualname__, fn.__doc__
    return call


Tensor.detach = _seen_by_dispatch(Tensor.detach, "detach.default")
#: aten.detach.default, which no table op stands for (utils.checkpoint's SAC_IGNORED_OPS names it). It
#: calls the routed detach: a mode's `func(*args)` goes on to a wrapper subclass's handler, as in PyTorch
#: (the raw one would detach the wrapper's placeholder into a plain tensor: selective checkpointing of a
#: wrapper subclass then computed on its nan filler).
DETACH = op_overload("detach.default", Tensor.detach)
# a wrapper's values are its handler's to read: item() is aten._local_scalar_dense there, as in PyTorch
# (the array behind a wrapper is a placeholder, whose filler would be a silently wrong number)
Tensor.item = _seen_by_dispatch(Tensor.item, "_local_scalar_dense.default")
_plain_bool = Tensor.__bool__


def _refused_for_dispatch_subclasses(fn, message):
    """numpy() and tolist() of a tensor whose class has its own __torch_dispatch__ raise, as PyTorch's:
    its values are its handler's (a wrapper's array is a placeholder of nan), not the tensor's to hand out."""
    def call(self, *args, **kwargs):
        if dispatch_state.has_own_dispatch(self):
            raise RuntimeError(message(self))
        return fn(self, *args, **kwargs)
    call.__name__, call.__qualname__, call.__doc__ = fn.__name__, fn.__qualname__, fn.__doc__
    return call


Tensor.numpy = _refused_for_dispatch_subclasses(
    Tensor.numpy, lambda t: ".numpy() is not supported for tensor subclasses.")
Tensor.tolist = _refused_for_dispatch_subclasses(
    Tensor.tolist, lambda t: f".tolist() is not supported for tensor subclasses, got {type(t).__name__}")


def _bool(self):
    if self._data.size == 1 and state.dispatch_subclasses and dispatch_state.has_own_dispatch(self):
        return bool(self.item())
    return _plain_bool(self)


Tensor.__bool__ = _bool
# backward()'s implicit gradient of a wrapper output: ones_like as its handler sees it, as in PyTorch
dispatch_state.root_ones_like = _seen_by_dispatch(creation.ones_like, "ones_like.default")
Tensor.__torch_function__ = classmethod(__torch_function__)
Tensor.__torch_dispatch__ = classmethod(__torch_dispatch__)
dispatch_state.default_dispatch = __torch_dispatch__
Tensor.__init_subclass__ = classmethod(__init_subclass__)
Tensor.as_subclass = as_subclass
Tensor._make_wrapper_subclass = staticmethod(_make_wrapper_subclass)
Tensor._make_subclass = staticmethod(_make_subclass)
