"""`__torch_function__` for Tensor's hand-written properties and methods, as PyTorch routes them.

PyTorch calls a subclass's `__torch_function__` for nearly every Tensor attribute: property
getters (`func` is `Tensor.grad.__get__`, `Tensor.shape.__get__`) and methods written outside
the op table (`Tensor.size`, `Tensor.__getitem__`, `Tensor.backward`). gradtable's table ops
route themselves (ops/dispatch.route); the ones here are plain Python on Tensor. Wrapping them
would cost every program a call per `t.shape`, so nothing is wrapped until the first Tensor
subclass with a `__torch_function__` of its own is defined (dispatch_state.state.function_subclasses)
or the first TorchFunctionMode is entered:
then each listed property and method is replaced by one that reads `state.active` and, for a
subclass argument, hands the call to `call_torch_function`; the handler's `func(*args)` runs the
original under DisableTorchFunctionSubclass. Programs without such a subclass keep the originals.

The default `Tensor.__torch_function__` does not convert the results of NOWRAP (field reads
such as `.grad`, whose identity users rely on), as PyTorch's get_default_nowrap_functions."""
import functools

from ..autograd.dispatch_state import state
from ..core.tensor import Tensor
from .dispatch import call_torch_function, overloaded_args

PROPERTIES = ("T", "_version", "data", "device", "dtype", "grad", "grad_fn", "is_cuda", "is_leaf", "mH", "mT",
              "ndim", "output_nr", "requires_grad", "retains_grad", "shape")

METHODS = ("__array__", "__bool__", "__deepcopy__", "__float__", "__format__", "__getitem__", "__index__", "__int__",
           "__len__", "__repr__", "__setitem__", "backward", "bfloat16", "bool", "byte", "char", "contiguous", "cpu",
           "data_ptr", "detach", "detach_", "dim", "double", "element_size", "float", "half", "int", "is_complex",
           "is_contiguous", "is_floating_point", "item", "long", "ndimension", "nelement", "new_empty", "new_full",
           "new_ones", "new_tensor", "new_zeros", "numel", "numpy", "register_hook", "requires_grad_", "retain_grad",
           "short", "size", "storage_offset", "stride", "to", "tolist", "type", "type_as", "untyped_storage")

NOWRAP = set()
_installed = []


def _wants(self, args, kwargs):
    """The override types among the call's arguments ([] when only a TorchFunctionMode takes the
    call), or None when nothing does."""
    if state.all_disabled:
        return None
    if state.function_disabled or (type(self) is Tensor and not args and not kwargs):
        overloaded = []
    else:
        overloaded = overloaded_args((self, *args), kwargs, "__torch_function__")
    return overloaded if overloaded or state.function_modes else None


def _routed_method(name, original):
    @functools.wraps(original)
    def method(self, *args, **kwargs):
        if state.active:
            overloaded = _wants(self, args, kwargs)
            if overloaded is not None:
                return call_torch_function(method, overloaded, (self, *args), kwargs)
        return original(self, *args, **kwargs)
    method.__name__ = name
    method.__qualname__ = f"Tensor.{name}"
    return method


def _routed_property(name, prop):
    getter = prop.fget

    def get(self):
        if state.active:
            overloaded = _wants(self, (), None)
            if overloaded is not None:
                return call_torch_function(routed.__get__, overloaded, (self,), {})
        return getter(self)
    get.__name__ = name
    routed = property(get, prop.fset, prop.fdel, prop.__doc__)
    return routed


def install():
    """Replace Tensor's listed properties and methods by routed ones (once)."""
    if _installed:
        return
    _installed.append(True)
    for name in PROPERTIES:
        setattr(Tensor, name, _routed_property(name, Tensor.__dict__[name]))
    for name in METHODS:
        setattr(Tensor, name, _routed_method(name, Tensor.__dict__[name]))
    NOWRAP.add(Tensor.grad.__get__)


def is_nowrap(func):
    """Whether the default __torch_function__ leaves func's result as it is (`t.grad`)."""
    return bool(NOWRAP) and func in NOWRAP
