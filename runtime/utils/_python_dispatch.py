"""torch.utils._python_dispatch: TorchDispatchMode, a context manager whose `__torch_dispatch__`
sees every table op called while it is active, below the __torch_function__ layer (ops/dispatch.py),
with the op as an OpOverload (`aten.mm.default`). While the mode is on, the backward runs its
formulas on tensors, so the ops of the backward reach the mode too, as PyTorch's do."""
from ..autograd.dispatch_state import state
from ..core.tensor import Tensor


class TorchDispatchMode:
    """Subclass it and define `__torch_dispatch__(self, func, types, args=(), kwargs=None)`; inside,
    `func(*args, **kwargs)` runs the op under the modes entered before this one."""

    def __init__(self, _dispatch_key=None):
        self._stacked = 0

    def __torch_dispatch__(self, func, types, args=(), kwargs=None):
        raise NotImplementedError()

    def __enter__(self):
        _push_mode(self)
        return self

    def __exit__(self, exc_type, exc_val, exc_tb):
        _pop_mode()
        return False

    @classmethod
    def push(cls, *args, **kwargs):
        """Enter a new instance (PyTorch's deprecated spelling: `with Mode.push():`)."""
        return cls(*args, **kwargs)


def _push_mode(mode):
    state.dispatch_modes.append(mode)
    state.refresh()


def _pop_mode(k=None):
    mode = state.dispatch_modes.pop()
    state.refresh()
    return mode


def _get_current_dispatch_mode():
    """The innermost active TorchDispatchMode, or None."""
    return state.dispatch_modes[-1] if state.dispatch_modes else None


def _get_current_dispatch_mode_stack():
    return list(state.dispatch_modes)


def _len_torch_dispatch_stack():
    return len(state.dispatch_modes)


def is_traceable_wrapper_subclass(t):
    """A tensor subclass with __torch_dispatch__ and `__tensor_flatten__` (the wrapper protocol)."""
    return isinstance(t, Tensor) and type(t) is not Tensor and hasattr(t, "__tensor_flatten__")
