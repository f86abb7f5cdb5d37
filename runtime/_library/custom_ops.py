"""Custom ops written in Python (torch._library.custom_ops): what `torch.library.custom_op` makes.

A custom op runs in PyTorch's layers, one op to everything that watches ops:
- autograd: with a registered backward (register_autograd) and an input that requires grad, the call is
  one node, `GeneratedBackwardFor_<ns>_<name>_defaultBackward`, built as a custom autograd Function from
  the user's setup_context and backward; without one, the outputs still require grad and a backward
  reaching them raises PyTorch's "no autograd formula was registered";
- dispatch: a TorchDispatchMode (selective checkpointing, FlopCounterMode) or a wrapper subclass sees
  `torch.ops.<ns>.<name>.default` itself, not the ops inside it;
- the kernel: the decorated function (or the one register_kernel gave for the CPU), run below autograd,
  so the ops inside it record nothing.
"""
import inspect

from ..autograd.dispatch_state import state as _dispatch_state
from ..autograd.function import Function
from ..autograd.grad_mode import no_grad
from ..autograd.grad_mode import state as _grad_state
from ..core.tensor import Tensor
from ..ops.dispatch import _CONTINUE, OpOverload, route_overload

#: `namespace` -> {op name: CustomOpDef}: what torch.ops.<namespace> shows
REGISTRY = {}


class CustomOpDef:
    """One custom op: call it as a function, or as torch.ops.<ns>.<name>(...) / .default(...)."""

    def __init__(self, namespace, name, fn, mutates_args):
        self._namespace, self._name, self._init_fn = namespace, name, fn
        self._mutates_args = mutates_args
        self._signature = inspect.signature(fn)
        self._kernel = fn
        self._fake = None
        self._backward = self._setup_context = None
        self._autograd_function = None
        self._opoverload = CustomOpOverload(self)
        self.__name__ = name
        self.__doc__ = fn.__doc__

    def __repr__(self):
        return f"<CustomOpDef({self._namespace}::{self._name})>"

    def __call__(self, *args, **kwargs):
        return self._opoverload(*args, **kwargs)

    def register_autograd(self, backward, /, *, setup_context=None):
        """backward(ctx, *grads) returns one gradient per input (None for non-tensors); setup_context(ctx,
        inputs, output) saves what it needs on ctx (ctx.save_for_backward for tensors)."""
        self._backward, self._setup_context = backward, setup_context
        self._autograd_function = None

    def register_fake(self, fn, /):
        """The meta function PyTorch's tracers call for shapes; gradtable never traces, so it is kept only."""
        self._fake = fn
        return fn

    def register_kernel(self, device_types, fn=None, /):
        """The kernel for a device type ("cpu" is the one that runs here); usable as a decorator."""
        def register(kernel):
            types = (device_types,) if isinstance(device_types, str) or device_types is None else device_types
            if any(t in (None, "cpu") for t in types):
                self._kernel = kernel
            return kernel
        return register if fn is None else register(fn)

    # -- a call, layer by layer ---------------------------------------------------------------------
    def _call(self, args, kwargs):
        bound = self._signature.bind(*args, **kwargs)
        bound.apply_defaults()
        inputs = tuple(bound.arguments.values())
        if _grad_state.enabled and any(_requires_grad(v) for v in inputs):
            return self._function().apply(*inputs)
        return self._below_autograd(inputs)

    def _below_autograd(self, inputs):
        if _dispatch_state.dispatch:
            routed = route_overload(self._opoverload, inputs, {})
            if routed is not _CONTINUE:
                return routed
        with no_grad():
            return self._kernel(*inputs)

    def _function(self):
        """The custom autograd Function this op records, named as PyTorch names its node."""
        if self._autograd_function is None:
            op = self
            qualified = f"{self._namespace}.{self._name}.default"

            def forward(*inputs):
                return op._below_autograd(inputs)

            def setup_context(ctx, inputs, output):
                if op._setup_context is not None:
                    op._setup_context(ctx, inputs, output)

            def backward(ctx, *grads):
                if op._backward is None:
                    raise RuntimeError(f"Trying to backward through {qualified} but no autograd formula was "
                                       "registered. Please use register_autograd to add one.")
                result = op._backward(ctx, *grads)
                return result if isinstance(result, tuple) else (result,)

            name = f"GeneratedBackwardFor_{self._namespace}_{self._name}_default"
            self._autograd_function = type(name, (Function,), {
                "forward": staticmethod(forward), "setup_context": staticmethod(setup_context),
                "backward": staticmethod(backward)})
        return self._autograd_function


def _requires_grad(value):
    if isinstance(value, Tensor):
        return value.requires_grad
    return isinstance(value, (list, tuple)) and any(isinstance(v, Tensor) and v.requires_grad for v in value)


class CustomOpPacket:
    """torch.ops.<ns>.<name>: calling it calls its one overload, `default`."""

    def __init__(self, opdef):
        self._qualified_op_name = f"{opdef._namespace}::{opdef._name}"
        self.__name__ = opdef._name
        self._namespace = opdef._namespace
        self._overloads = {"default": None}
        self._opdef = opdef

    @property
    def default(self):
        return self._opdef._opoverload

    def overloads(self):
        return ["default"]

    def __call__(self, *args, **kwargs):
        return self._opdef(*args, **kwargs)

    def __str__(self):
        return f"{self._namespace}.{self.__name__}"

    def __repr__(self):
        return f"<OpOverloadPacket(op='{self._namespace}.{self.__name__}')>"


class CustomOpOverload(OpOverload):
    """torch.ops.<ns>.<name>.default: what a dispatch mode receives as `func`; calling it runs the op
    (below autograd when a mode calls it from its handler, where grad mode is off)."""

    def __init__(self, opdef):
        super().__init__(CustomOpPacket(opdef), "default", None)
        self._opdef = opdef

    def __call__(self, *args, **kwargs):
        return self._opdef._call(args, kwargs)

    def __str__(self):
        return f"{self.overloadpacket}.default"

    def __repr__(self):
        return f"<OpOverload(op='{self.overloadpacket}', overload='default')>"


class CustomNamespace:
    """torch.ops.<namespace> for custom ops: its ops by name."""

    def __init__(self, namespace):
        self._namespace = namespace

    def __getattr__(self, name):
        opdef = REGISTRY.get(self._namespace, {}).get(name)
        if opdef is None or name.startswith("__"):
            raise AttributeError(f"'_OpNamespace' '{self._namespace}' object has no attribute '{name}'")
        return opdef._opoverload.overloadpacket
