"""torch.nn.utils.parametrize: a module's parameter (or buffer) replaced by a function of stored tensors.

`register_parametrization(module, "weight", P)` moves the tensor to
`module.parametrizations.weight.original` (or `original0`, `original1`, ... when P.right_inverse
splits it into several) and gives the module's class a `weight` property that evaluates
P(original) on every access, so autograd sees the parametrization inside each forward. The class
is swapped for a subclass named `Parametrized<Class>` (the property must live on a class, and
other instances of the layer must not see it); assigning `module.weight = X` runs right_inverse.
State dicts carry the originals under PyTorch's keys (`parametrizations.weight.original`).
"""
import collections.abc
import contextlib
import copyreg
from copy import deepcopy

from ... import __future__ as _future
from ..._library.opaque_object import OpaqueBase, is_opaque_reference_type  # noqa: F401  (public here, as in PyTorch)
from ...autograd.grad_mode import no_grad
from ...core.tensor import Tensor
from ...utils._python_dispatch import is_traceable_wrapper_subclass  # noqa: F401  (public here, as in PyTorch)
from ...utils.swap import swap_tensors
from ..modules.container import ModuleDict, ModuleList
from ..modules.module import Module  # noqa: F401  (public here, as in PyTorch)
from ..parameter import Parameter

__all__ = ["cached", "ParametrizationList", "register_parametrization", "is_parametrized",
           "remove_parametrizations", "type_before_parametrizations", "transfer_parametrizations_and_params"]

# (public here, as in PyTorch: whether _maybe_set swaps tensors instead of setting .data)
get_swap_module_params_on_conversion = _future.get_swap_module_params_on_conversion

_cache_enabled = 0
_cache: dict = {}


@contextlib.contextmanager
def cached():
    """Inside this context each parametrized tensor is computed once, at its first access, and
    reused (one graph shared by every use in a forward, e.g. a weight read at each RNN step)."""
    global _cache_enabled, _cache
    _cache_enabled += 1
    try:
        yield
    finally:
        _cache_enabled -= 1
        if not _cache_enabled:
            _cache = {}


def _register_parameter_or_buffer(module, name, value):
    if isinstance(value, Parameter):
        module.register_parameter(name, value)
    else:
        module.register_buffer(name, value)


def _maybe_set(dest, src):
    """dest takes src's data in place (PyTorch's set_): the original keeps its identity, so an
    optimizer holding it still updates the parametrization. Under
    __future__.set_swap_module_params_on_conversion(True) the two tensors are swapped instead."""
    if dest is src:
        return
    if get_swap_module_params_on_conversion():
        swap_tensors(dest, src)
    else:
        dest.data = src


class ParametrizationList(ModuleList):
    """The parametrizations of one tensor, applied in registration order, holding the original
    tensor(s). Built by register_parametrization, not by hand."""

    def __init__(self, modules, original, unsafe=False):
        if len(modules) == 0:
            raise ValueError("ParametrizationList requires one or more modules.")
        super().__init__(modules)
        self.unsafe = unsafe
        original_shape, original_dtype = original.shape, original.dtype
        # right_inverse of the parametrizations in reverse order, each assumed the identity when it
        # has none (or it raises NotImplementedError).
        with no_grad():
            new = original
            for module in reversed(self):
                if hasattr(module, "right_inverse"):
                    try:
                        new = module.right_inverse(new)
                    except NotImplementedError:
                        pass
        if not isinstance(new, (Tensor, collections.abc.Sequence)):
            raise ValueError("'right_inverse' must return a Tensor or a Sequence of tensors (list, tuple...). "
                             f"Got {type(new).__name__}")
        self.is_tensor = isinstance(new, Tensor)
        self.ntensors = 1 if self.is_tensor else len(new)
        if self.is_tensor:
            if original.dtype != new.dtype:
                raise ValueError("When `right_inverse` outputs one tensor, it may not change the dtype.\n"
                                 f"original.dtype: {original.dtype}\nright_inverse(original).dtype: {new.dtype}")
            with no_grad():
                _maybe_set(original, new)
            _register_parameter_or_buffer(self, "original", original)
        else:
            for i, part in enumerate(new):
                if isinstance(part, OpaqueBase):   # an opaque object is kept by reference, as it is
                    if not is_opaque_reference_type(type(part)):
                        raise ValueError("'right_inverse' must return a Tensor or a reference-type opaque. Got "
                                         f"element {i} of the sequence with type {type(part).__name__}.")
                    setattr(self, f"original{i}", part)
                    continue
                if not isinstance(part, Tensor):
                    raise ValueError("'right_inverse' must return a Tensor or a Sequence of tensors (list, tuple...). "
                                     f"Got element {i} of the sequence with type {type(part).__name__}.")
                # A parameter's parts are parameters (requiring grad as it does); a buffer's, buffers.
                if isinstance(original, Parameter):
                    part = Parameter(part, original.requires_grad)
                part.requires_grad_(original.requires_grad)
                _register_parameter_or_buffer(self, f"original{i}", part)
        if not self.unsafe:
            # forward(right_inverse(original)) must look like original.
            value = self()
            if not isinstance(value, Tensor):
                raise ValueError(f"A parametrization must return a tensor. Got {type(value).__name__}.")
            if value.dtype != original_dtype:
                raise ValueError("Registering a parametrization may not change the dtype of the tensor, unless "
                                 f"`unsafe` flag is enabled.\nunparametrized dtype: {original_dtype}\n"
                                 f"parametrized dtype: {value.dtype}")
            if value.shape != original_shape:
                raise ValueError("Registering a parametrization may not change the shape of the tensor, unless "
                                 f"`unsafe` flag is enabled.\nunparametrized shape: {original_shape}\n"
                                 f"parametrized shape: {value.shape}")

    def right_inverse(self, value):
        """Store right_inverse(value) (through every parametrization, last first) as the original(s):
        what `module.weight = value` does."""
        with no_grad():
            for module in reversed(self):
                if not hasattr(module, "right_inverse"):
                    raise RuntimeError(f"parametrization {type(module).__name__} does not implement right_inverse.")
                value = module.right_inverse(value)
            if self.is_tensor:
                if not isinstance(value, Tensor):
                    raise ValueError(f"`right_inverse` should return a tensor. Got {type(value).__name__}")
                if value.dtype != self.original.dtype:
                    raise ValueError(f"The tensor returned by `right_inverse` has dtype {value.dtype} while "
                                     f"`original` has dtype {self.original.dtype}")
                _maybe_set(self.original, value)
                return
            if not isinstance(value, collections.abc.Sequence):
                raise ValueError(f"'right_inverse' must return a sequence of tensors. Got {type(value).__name__}.")
            if len(value) != self.ntensors:
                raise ValueError(f"'right_inverse' must return a sequence of tensors of length {self.ntensors}. "
                                 f"Got a sequence of length {len(value)}.")
            for i, tensor in enumerate(value):
                if isinstance(tensor, OpaqueBase) and is_opaque_reference_type(type(tensor)):
                    setattr(self, f"original{i}", tensor)
                    continue
                if not isinstance(tensor, Tensor):
                    raise ValueError("'right_inverse' must return a sequence of tensors or reference-type opaques. "
                                     f"Got element {i} of type {type(tensor).__name__}.")
                original_i = getattr(self, f"original{i}")
                if original_i.dtype != tensor.dtype:
                    raise ValueError(f"Tensor {i} returned by `right_inverse` has dtype {tensor.dtype} while "
                                     f"`original{i}` has dtype {original_i.dtype}")
                _maybe_set(original_i, tensor)

    def forward(self):
        if self.is_tensor:
            x = self[0](self.original)
        else:
            x = self[0](*(getattr(self, f"original{i}") for i in range(self.ntensors)))
        for module in list(self)[1:]:
            x = module(x)
        return x


def _deepcopy_parametrized(self, memo):
    """copy.deepcopy of a parametrized module: its __dict__ (and slots) copied, its class kept
    (__getstate__ refuses, so the default deepcopy through pickling cannot be used)."""
    replica = memo.get(id(self))
    if replica is not None:
        return replica
    replica = self.__new__(self.__class__)
    memo[id(self)] = replica
    replica.__dict__ = deepcopy(self.__dict__, memo)
    for slot in copyreg._slotnames(self.__class__):
        if hasattr(self, slot):
            setattr(replica, slot, deepcopy(getattr(self, slot), memo))
    return replica


def _refuse_pickling(self):
    raise RuntimeError("Serialization of parametrized modules is only supported through state_dict(). See:\n"
                       "https://pytorch.org/tutorials/beginner/saving_loading_models.html"
                       "#saving-loading-a-general-checkpoint-for-inference-and-or-resuming-training")


def _inject_new_class(module):
    """Give this one module a subclass of its class, named Parametrized<Class>, to hold the properties."""
    cls = module.__class__
    namespace = {"__getstate__": _refuse_pickling}
    if not hasattr(cls, "__deepcopy__"):
        namespace["__deepcopy__"] = _deepcopy_parametrized
    module.__class__ = type(f"Parametrized{cls.__name__}", (cls,), namespace)


def _inject_property(module, tensor_name):
    if hasattr(module, tensor_name):
        raise AssertionError(f"Module already has an attribute named '{tensor_name}'")

    def get_parametrized(self):
        parametrization = self.parametrizations[tensor_name]
        if not _cache_enabled:
            return parametrization()
        key = (id(self), tensor_name)
        tensor = _cache.get(key)
        if tensor is None:
            tensor = _cache[key] = parametrization()
        return tensor

    def set_original(self, value):
        self.parametrizations[tensor_name].right_inverse(value)

    setattr(module.__class__, tensor_name, property(get_parametrized, set_original))


def _check_same(what, tensor_name, before, after, detail_before, detail_after):
    if getattr(before, what) != getattr(after, what):
        raise ValueError(detail_before + f"module.{tensor_name}.{what}: {getattr(before, what)}\n"
                         + detail_after + f"{getattr(after, what)}")


def register_parametrization(module, tensor_name, parametrization, *, unsafe=False):
    """Parametrize module.<tensor_name> by `parametrization` (a Module); a second call on the same
    name chains another parametrization after the first. unsafe=True skips the checks that the
    parametrization keeps the tensor's dtype and shape."""
    parametrization.train(module.training)
    if is_parametrized(module, tensor_name):
        if not unsafe:
            current = getattr(module, tensor_name)
            value = parametrization(current)
            if not isinstance(value, Tensor):
                raise ValueError(f"A parametrization must return a tensor. Got {type(value).__name__}.")
            for what in ("dtype", "shape"):
                _check_same(what, tensor_name, current, value,
                            f"Registering a parametrization may not change the {what} of the tensor, unless the "
                            "`unsafe` flag is enabled.\n", f"parametrization(module.{tensor_name}).{what}: ")
            if hasattr(parametrization, "right_inverse"):
                try:
                    inverse = parametrization.right_inverse(value)
                except NotImplementedError:
                    pass
                else:
                    if not isinstance(inverse, Tensor):
                        raise ValueError("parametrization.right_inverse must return a tensor. Got: "
                                         f"{type(inverse).__name__}")
                    for what in ("dtype", "shape"):
                        _check_same(what, tensor_name, current, inverse,
                                    f"The tensor returned by parametrization.right_inverse must have the same {what} "
                                    f"as module.{tensor_name}, unless the `unsafe` flag is enabled.\n",
                                    f"returned {what}: ")
        module.parametrizations[tensor_name].append(parametrization)
        module.parametrizations[tensor_name].unsafe |= unsafe
    elif tensor_name in module._buffers or tensor_name in module._parameters:
        original = getattr(module, tensor_name)
        parametrizations = ParametrizationList([parametrization], original, unsafe=unsafe)
        delattr(module, tensor_name)
        if not is_parametrized(module):
            _inject_new_class(module)
            module.parametrizations = ModuleDict()
        _inject_property(module, tensor_name)
        module.parametrizations[tensor_name] = parametrizations
    else:
        raise ValueError(f"Module '{module}' does not have a parameter, a buffer, or a parametrized element with "
                         f"name '{tensor_name}'")
    return module


def is_parametrized(module, tensor_name=None):
    """Whether module has any parametrization (tensor_name=None) or one on tensor_name."""
    parametrizations = getattr(module, "parametrizations", None)
    if parametrizations is None or not isinstance(parametrizations, ModuleDict):
        return False
    if tensor_name is None:
        return len(parametrizations) > 0
    return tensor_name in parametrizations


def remove_parametrizations(module, tensor_name, leave_parametrized=True):
    """Undo register_parametrization on tensor_name: the tensor becomes a plain parameter (or buffer)
    again, holding its current parametrized value (leave_parametrized=True) or the original."""
    if not is_parametrized(module, tensor_name):
        raise ValueError(f"Module {module} does not have a parametrization on {tensor_name}")
    parametrizations = module.parametrizations[tensor_name]
    if parametrizations.is_tensor:
        original = parametrizations.original
        if leave_parametrized:
            with no_grad():
                _maybe_set(original, getattr(module, tensor_name))
    else:
        if not leave_parametrized:
            raise ValueError("Cannot leave unparametrized (`leave_parametrized=False`) a tensor that is "
                             "parametrized in terms of a sequence of tensors.")
        value = getattr(module, tensor_name)
        original = Parameter(value.detach()) if value.requires_grad else value
    delattr(module.__class__, tensor_name)
    del module.parametrizations[tensor_name]
    _register_parameter_or_buffer(module, tensor_name, original)
    if not is_parametrized(module):
        delattr(module, "parametrizations")
        module.__class__ = module.__class__.__bases__[0]
    return module


def type_before_parametrizations(module):
    """The module's class before register_parametrization swapped it (its own class otherwise)."""
    return module.__class__.__bases__[0] if is_parametrized(module) else type(module)


def transfer_parametrizations_and_params(from_module, to_module, tensor_name=None):
    """Register from_module's parametrizations (all, or tensor_name's) on to_module, sharing the
    original tensors; a missing tensor is first created on to_module from from_module's value."""
    if not is_parametrized(from_module):
        return to_module
    names = list(from_module.parametrizations) if tensor_name is None else [tensor_name]
    for name in names:
        if not hasattr(to_module, name):
            setattr(to_module, name, Parameter(getattr(from_module, name)))
        source = from_module.parametrizations[name]
        for parametrization in source:
            register_parametrization(to_module, name, parametrization)
        target = to_module.parametrizations[name]
        if hasattr(source, "original"):
            target.original = source.original
        else:
            i = 0
            while hasattr(source, f"original{i}"):
                setattr(target, f"original{i}", getattr(source, f"original{i}"))
                i += 1
    return to_module
