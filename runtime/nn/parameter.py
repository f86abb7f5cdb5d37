"""Parameter: a Tensor that a Module registers as learnable when it is assigned as an attribute.

It shares the data of the tensor it wraps (no copy) and is a leaf that requires grad by default.
Ops never produce Parameters: their results are plain Tensors (ops build results with Tensor._make).
"""
from ..autograd.version_counter import VersionCounter
from ..core.creation import empty
from ..core.dtypes import INEXACT_KINDS
from ..core.tensor import Tensor, _init
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
