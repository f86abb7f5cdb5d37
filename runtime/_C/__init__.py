"""The names of PyTorch's compiled core (`torch._C`) that Python code outside PyTorch reaches: what a
Tensor subclass sets to opt out of `__torch_function__` and the guards that turn that layer off; the
autograd engine's questions a hook may ask during backward (`_current_graph_task_id`,
`_current_autograd_node`, `_will_engine_execute_node`, `_current_graph_task_execution_order`); grad and
forward-grad modes; weak tensor references; and the submodules `_functions` (the nodes PyTorch exposes:
AccumulateGrad, DelayedError, UndefinedGrad, every Backward class), `_autograd` (saved tensors, saved-tensor
hook state, version counters) and `_nn`. Everything is defined elsewhere in gradtable; this package only
gives it PyTorch's address."""
import threading
import weakref

from ..autograd.dispatch_state import DisableTorchFunction, DisableTorchFunctionSubclass
from ..autograd.forward_grad import set_enabled as _set_fwd_grad_enabled
from ..autograd.grad_mode import _is_multithreading_enabled, is_grad_enabled, set_grad_enabled
from ..autograd.graph_task import current_autograd_node as _current_autograd_node
from ..autograd.graph_task import current_graph_task_id as _current_graph_task_id
from ..autograd.graph_task import execution_order as _current_graph_task_execution_order
from ..autograd.graph_task import will_engine_execute_node as _will_engine_execute_node
from ..ops.dispatch import DisableTorchDispatch as _DisableTorchDispatch
from ..ops.dispatch import disabled_torch_function_impl as _disabled_torch_function_impl
from ..overrides import has_torch_function as _has_torch_function  # noqa: F401  (torch.overrides' are these)
from ..overrides import has_torch_function_unary as _has_torch_function_unary  # noqa: F401
from ..overrides import has_torch_function_variadic as _has_torch_function_variadic  # noqa: F401
from . import _autograd, _functions, _nn

__all__ = ["DisableTorchFunction", "DisableTorchFunctionSubclass", "_DisableTorchDispatch",
           "_disabled_torch_function_impl",
           "is_grad_enabled", "set_grad_enabled", "_set_fwd_grad_enabled", "_is_multithreading_enabled",
           "_current_autograd_node", "_current_graph_task_id", "_current_graph_task_execution_order",
           "_will_engine_execute_node", "_WeakTensorRef", "_autograd", "_functions", "_nn", "has_lapack"]

#: LAPACK is there: the linear algebra runs on NumPy's.
has_lapack = True


class _WeakTensorRef:
    """A weak reference to a tensor that says whether it is gone (`expired()`), as PyTorch's."""

    __slots__ = ("_ref",)

    def __init__(self, tensor):
        self._ref = weakref.ref(tensor)

    def expired(self):
        return self._ref() is None


# -- cached tensors (CUDA graphs' bookkeeping in PyTorch: a set of tensors, by identity) -----------
_cached = weakref.WeakValueDictionary()   # id -> tensor (tensors compare elementwise: keyed by identity)
_caching = [False]


def _set_cached_tensors_enabled(enabled):
    _caching[0] = bool(enabled)


def _add_cached_tensor(tensor):
    _cached[id(tensor)] = tensor


def _remove_cached_tensor(tensor):
    _cached.pop(id(tensor), None)


def _is_cached_tensor(tensor):
    return _cached.get(id(tensor)) is tensor


# -- objects stashed for the backward's threads (one thread here: the stash is this thread's) ------
class _Stash(threading.local):
    def __init__(self):
        self.objects = {}


_stash = _Stash()


def _stash_obj_in_tls(key, obj):
    """Make `obj` reachable as _get_obj_in_tls(key) from code the backward runs."""
    _stash.objects[key] = obj


def _is_key_in_tls(key):
    return key in _stash.objects


def _get_obj_in_tls(key):
    return _stash.objects[key]
