"""Whether an op call must leave its fast path for the Python override layers: `__torch_function__`
(Tensor subclasses, TorchFunctionMode) and `__torch_dispatch__` (TorchDispatchMode, dispatch
subclasses). Every generated op reads `state.active` once at its entry, as it reads forward AD's
flag, so that a program using neither layer pays one attribute load per op. The layers themselves
live in ops/dispatch.py; this floor only holds what the engine also reads (a dispatch mode makes
the backward run its formulas on tensors, through the ops the mode can see)."""


class _State:
    __slots__ = ("active", "subclasses", "function_modes", "dispatch_modes", "function_disabled", "all_disabled")

    def __init__(self):
        self.active = False          # some layer may want this call: the ops go to ops/dispatch.route
        self.subclasses = False      # a Tensor subclass with its own __torch_function__/__torch_dispatch__ exists
        self.function_modes = []     # TorchFunctionMode stack, innermost last
        self.dispatch_modes = []     # TorchDispatchMode stack, innermost last
        self.function_disabled = 0   # inside DisableTorchFunctionSubclass (or a default __torch_function__)
        self.all_disabled = 0        # inside DisableTorchFunction: no __torch_function__ layer at all

    def refresh(self):
        """Recompute `active` after any of the fields above changed."""
        self.active = bool(self.dispatch_modes or self.subclasses or self.function_modes)


state = _State()


class DisableTorchFunctionSubclass:
    """torch._C.DisableTorchFunctionSubclass: inside, subclasses' __torch_function__ is not called
    (modes still are, as in PyTorch), so a handler can run the plain function on its arguments."""

    def __enter__(self):
        state.function_disabled += 1
        return self

    def __exit__(self, *exc):
        state.function_disabled -= 1
        return False


class DisableTorchFunction:
    """torch._C.DisableTorchFunction: no __torch_function__ at all, modes included (an op called from
    inside __torch_dispatch__ is below that layer)."""

    def __enter__(self):
        state.all_disabled += 1
        return self

    def __exit__(self, *exc):
        state.all_disabled -= 1
        return False
