"""torch.overrides: the `__torch_function__` protocol's public helpers (ops/dispatch.py does the
dispatching): has_torch_function, handle_torch_function, TorchFunctionMode, the function lists."""
from .autograd.dispatch_state import DisableTorchFunction, DisableTorchFunctionSubclass, state
from .core.tensor import Tensor
from .generated import ops
from .ops import tensor_overrides
from .ops.dispatch import call_torch_function, disabled_torch_function_impl, enable_reentrant_dispatch, overloaded_args

__all__ = ["TorchFunctionMode", "get_ignored_functions", "get_overridable_functions", "handle_torch_function",
           "has_torch_function", "has_torch_function_unary", "has_torch_function_variadic", "is_tensor_like",
           "DisableTorchFunction", "DisableTorchFunctionSubclass", "disabled_torch_function_impl",
           "enable_reentrant_dispatch"]


def has_torch_function(relevant_args):
    """Whether a call on these arguments must go through __torch_function__ (an overriding type
    among them, or an active TorchFunctionMode), as PyTorch's check."""
    if state.all_disabled:
        return False
    if state.function_modes:
        return True
    return not state.function_disabled and bool(overloaded_args(tuple(relevant_args), None, "__torch_function__"))


def has_torch_function_unary(arg):
    return has_torch_function((arg,))


def has_torch_function_variadic(*args):
    return has_torch_function(args)


def handle_torch_function(public_api, relevant_args, *args, **kwargs):
    """Call the __torch_function__ handlers for `public_api` (your own function that checked
    has_torch_function first): the innermost mode, then the overloaded types of relevant_args."""
    overloaded = [] if state.function_disabled else overloaded_args(tuple(relevant_args), None, "__torch_function__")
    return call_torch_function(public_api, overloaded, args, kwargs)


def is_tensor_like(inp):
    """A Tensor, or an object whose type defines __torch_function__."""
    return type(inp) is Tensor or hasattr(type(inp), "__torch_function__")


def get_ignored_functions():
    """Public functions that never go through __torch_function__: gradtable's creation functions
    and the grad-mode helpers (they take no tensor to dispatch on), as in PyTorch's list."""
    import gradtable  # (function-level: this module is part of the package gradtable imports)
    names = ("tensor", "zeros", "ones", "empty", "full", "eye", "arange", "linspace", "rand", "randn", "randint",
             "from_numpy", "manual_seed", "is_grad_enabled", "set_grad_enabled", "no_grad", "enable_grad",
             "get_default_dtype", "set_default_dtype")
    return {getattr(gradtable, n) for n in names if hasattr(gradtable, n)}


def get_overridable_functions():
    """{namespace: [functions]} that dispatch on __torch_function__: every table op of gradtable,
    gradtable.nn.functional, gradtable.linalg, gradtable.special and of Tensor."""
    import gradtable  # (function-level, as above)

    generated = {id(f) for f in vars(ops).values() if callable(f)}
    result = {}
    for space in (gradtable, gradtable.nn.functional, gradtable.linalg, gradtable.special, Tensor):
        found = [f for f in vars(space).values() if id(f) in generated]
        if found:
            result[space] = found
    return result


class TorchFunctionMode:
    """torch.overrides.TorchFunctionMode: while entered, `__torch_function__(self, func, types, args,
    kwargs)` sees each overridable call first (innermost mode first; the mode is off while its
    handler runs, so calling func there reaches the next mode, the subclasses or the function)."""

    def __torch_function__(self, func, types, args=(), kwargs=None):
        raise NotImplementedError()

    def __enter__(self):
        tensor_overrides.install()  # (properties and hand-written methods reach modes too, from now on)
        state.function_modes.append(self)
        state.refresh()
        return self

    def __exit__(self, exc_type, exc_val, exc_tb):
        state.function_modes.pop()
        state.refresh()
        return False

    @classmethod
    def push(cls, *args, **kwargs):
        return cls(*args, **kwargs)
