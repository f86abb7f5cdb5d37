"""Parameter: a Tensor that a Module registers as learnable when it is assigned as an attribute.

It shares the data of the tensor it wraps (no copy) and is a leaf that requires grad by default.
Ops never produce Parameters: their results are plain Tensors (ops build results with Tensor._make).
"""
from ..autograd.dispatch_state import state
from ..autograd.version_counter import VersionCounter
from ..core.creation import empty
from ..core.dtypes import INEXACT_KINDS
from ..core.tensor import Tensor, _init
from ..ops import subclass as _subclass
from ..ops.dispatch import disabled_torch_function_impl


class Parameter(Tensor):
    # Like PyTorch's Parameter, instances may carry extra Python attributes (a __dict__).
    # Ops on a Parameter give plain tensors (PyTorch's _disabled_torch_function_impl).
    __torch_function__ = disabled_torch_function_impl

    def __init__(self, data=None, requires_grad=True):
        if data is None:
            data = empty(0)
        if not isinstance(data, Tensor):
            raise TypeError(f"Parameter(): argument 'data' must be Tensor, not {type(data).__name__}")
        _init(self, data._data)
        # Same storage, same version counter: an in-place change to either is seen by both.
        if data._version_counter is None:
            data._version_counter = VersionCounter()
        self._version_counter = data._version_counter
        if requires_grad:
            if data._data.dtype.kind not in INEXACT_KINDS:
                raise RuntimeError("Only Tensors of floating point and complex dtype can require gradients")
            self._requires_grad = True

    _prints_as_tensor = True  # (its values print as tensor(...), under its own heading)

    def __repr__(self):
        return "Parameter containing:\n" + super().__repr__()

    __str__ = __repr__

    def __deepcopy__(self, memo):
        if id(self) in memo:
            return memo[id(self)]
        result = Parameter(Tensor._make(self._data.copy()), self._requires_grad)
        if self._grad is not None:
            result._grad = Tensor._make(self._grad._data.copy())
        memo[id(self)] = result
        return result

    def __reduce_ex__(self, protocol):
        return (_rebuild_parameter, (self._data, self._requires_grad))


def _rebuild_parameter(data, requires_grad):
    return Parameter(Tensor._make(data), requires_grad)



class _BufferMeta(type):
    """isinstance(t, Buffer) holds for any tensor marked _is_buffer: Buffer(...) itself returns a
    plain Tensor (ops on it must give plain tensors), so the mark is what makes it a Buffer."""

    def __instancecheck__(cls, instance):
        if cls is Buffer and isinstance(instance, Tensor) and getattr(instance, "_is_buffer", False):
            return True
        return super().__instancecheck__(instance)


class Buffer(Tensor, metaclass=_BufferMeta):
    """A tensor that assigning to a Module attribute registers as a buffer (state, not a parameter);
    persistent=False keeps it out of state_dict. The result is a detached alias of `data` keeping
    its requires_grad."""

    __torch_function__ = disabled_torch_function_impl

    def __new__(cls, data=None, *, persistent=True):
        if data is None:
            data = empty(0)
        alias = data.detach().requires_grad_(data.requires_grad)
        alias.persistent = persistent
        alias._is_buffer = True
        return alias


_ALLOWED_ON_UNINITIALIZED = frozenset((
    "__hash__", "size", "copy_", "is_complex", "is_floating_point", "half", "float", "double", "char", "short",
    "int", "long", "cuda", "cpu", "to", "get_device"))


def _refuse_uninitialized(cls, func, types, args=(), kwargs=None):
    """An uninitialized tensor's __torch_function__: its attributes and the conversions a Module's
    .to()/.double() make pass (results keep the class); any other function is an error naming it."""
    name = getattr(func, "__name__", "")
    if name in _ALLOWED_ON_UNINITIALIZED or type(func).__name__ == "method-wrapper":
        return _subclass.__torch_function__(cls, func, types, args, kwargs)
    raise ValueError(f"Attempted to use an uninitialized parameter in {func}. This error happens when you are using "
                     f"a `LazyModule` or explicitly manipulating `torch.nn.parameter.{cls.__name__}` objects. When "
                     "using LazyModules Call `forward` with a dummy batch to initialize the parameters before "
                     "calling torch functions")


class UninitializedTensorMixin:
    """A placeholder of a lazy module's parameter or buffer: it has a dtype but no shape until
    materialize() gives it one (and makes it a Parameter / Tensor); computing with it is an error."""

    cls_to_become: type = Tensor

    def _start_checking(self):
        # (the class's function hook is installed with the first instance, not at import: programs that
        # never make one keep the ops' fast path)
        if type(self).__torch_function__.__func__ is not _refuse_uninitialized:
            for cls in (UninitializedParameter, UninitializedBuffer):
                cls.__torch_function__ = classmethod(_refuse_uninitialized)
        if not state.function_subclasses:
            _subclass.enable_function_overrides()

    def materialize(self, shape, device=None, dtype=None):
        """Give the placeholder its shape (uninitialized values; the module's reset_parameters fills
        them) and turn it into what it stands for."""
        self.data = empty(shape, dtype=self.dtype if dtype is None else dtype)
        self.__class__ = self.cls_to_become

    @property
    def shape(self):
        raise RuntimeError("Can't access the shape of an uninitialized parameter or buffer. This error usually happens "
                           "in `load_state_dict` when trying to load an uninitialized parameter into an initialized "
                           "one. Call `forward` to initialize the parameters before accessing their attributes.")

    def share_memory_(self):
        raise RuntimeError("Can't share memory on an uninitialized parameter or buffer. Call `forward` to initialize "
                           "the parameters before calling `module.share_memory()`.")

    def __repr__(self):
        return f"<{type(self).__name__}>"

    __str__ = __repr__

    def __reduce_ex__(self, protocol):
        return (type(self), (self.requires_grad,))


class UninitializedParameter(UninitializedTensorMixin, Parameter):
    """A lazy module's parameter before its first forward: a Parameter once materialized."""

    cls_to_become = Parameter
    __torch_function__ = disabled_torch_function_impl   # (until the first instance: see _start_checking)

    def __init__(self, requires_grad=True, device=None, dtype=None):
        super().__init__(empty(0, dtype=dtype), requires_grad)
        self._start_checking()

    def __deepcopy__(self, memo):
        if id(self) not in memo:
            memo[id(self)] = type(self)(self.requires_grad, dtype=self.dtype)
        return memo[id(self)]


class UninitializedBuffer(UninitializedTensorMixin, Tensor):
    """A lazy module's buffer before its first forward: a plain Tensor once materialized."""

    cls_to_become = Tensor
    __torch_function__ = disabled_torch_function_impl   # (until the first instance: see _start_checking)

    def __init__(self, requires_grad=False, device=None, dtype=None, persistent=True):
        data = empty(0, dtype=dtype)
        _init(self, data._data)
        self._version_counter = VersionCounter()
        if requires_grad:
            self.requires_grad_(True)
        self.persistent = persistent
        self._start_checking()

    def __deepcopy__(self, memo):
        if id(self) not in memo:
            memo[id(self)] = type(self)(self.requires_grad, dtype=self.dtype, persistent=self.persistent)
        return memo[id(self)]


def is_lazy(t):
    """Whether t is a lazy module's placeholder not yet materialized."""
    return isinstance(t, UninitializedTensorMixin)
