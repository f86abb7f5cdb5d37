"""Whether an op call must leave its fast path for the Python override layers: `__torch_function__`
(Tensor subclasses, TorchFunctionMode) at its entry, and `__torch_dispatch__` (TorchDispatchMode,
dispatch subclasses) at its kernel. A generated op reads `state.active` at its entry and
`state.dispatch` at its kernel, as it reads forward AD's flag, so that a program using neither
layer pays two attribute loads per op. The layers themselves live in ops/dispatch.py; this floor
only holds what the engine also reads (a dispatch mode or a wrapper subclass makes the backward run
its formulas on tensors, through the ops the layer can see)."""


class _State:
    __slots__ = ("active", "dispatch", "function_subclasses", "dispatch_subclasses", "function_modes",
                 "dispatch_modes", "function_disabled", "all_disabled", "below", "batching", "transforms",
                 "grad_above")

    def __init__(self):
        self.active = False               # the __torch_function__ layer may want a call (ops/dispatch.route_function)
        self.dispatch = False             # the __torch_dispatch__ layer may want one (ops/dispatch.route_dispatch)
        self.function_subclasses = False  # a Tensor subclass with a __torch_function__ that does something exists
        self.dispatch_subclasses = False  # a Tensor subclass with its own __torch_dispatch__ exists
        self.function_modes = []          # TorchFunctionMode stack, innermost last
        self.dispatch_modes = []          # TorchDispatchMode stack, innermost last
        self.function_disabled = 0        # inside DisableTorchFunctionSubclass (or a default __torch_function__)
        self.all_disabled = 0             # inside DisableTorchFunction: no __torch_function__ layer at all
        self.below = 0                    # inside a __torch_dispatch__ handler: no view marking (core/views.py)
        self.batching = 0                 # how many vmap levels are active (ops/batching.py takes their calls)
        self.transforms = 0               # how many torch.func transforms are running (custom Functions check it)
        self.grad_above = []              # grad mode above each running __torch_dispatch__ handler, innermost last

    def refresh(self):
        """Recompute the two flags after any of the fields above changed."""
        self.active = bool(self.function_modes or self.function_subclasses)
        self.dispatch = bool(self.dispatch_modes or self.dispatch_subclasses or self.batching)


state = _State()

# ones_like as a dispatch layer sees it, for backward()'s implicit gradient of a wrapper subclass's
# output (set by ops/subclass.py, which the package imports before anything can run a backward)
root_ones_like = None
# Tensor's own __torch_dispatch__ (which declines every call), set there too
default_dispatch = None
# A factory function (rand, zeros, ...) as a TorchDispatchMode sees it (set by ops/dispatch.py):
# route_factory(fn, aten, size, kwargs, requires_grad) gives the mode's result
route_factory = None
# The vmap layer (func/batching.py sets both when it is imported): route(fn, aten, args, kwargs) gives
# a batched op's result or `state` to go on; wanted(args, kwargs) says whether a batched tensor is among them.
batch_route = None
batch_wanted = None
# BatchedTensor (ops/batched_tensor.py sets it): the engine runs a graph holding one on tensors; a
# saved one is kept as batched_alias(t), a new wrapper on the same batch
batched_type = None
batched_alias = None
# A custom Function's own vmap staticmethod run on the batch (ops/batching.py), and whether the batch
# behind a tensor requires grad (a transform outside the vmap differentiates it)
function_vmap = None
physical_requires_grad = None


def is_batched(t):
    """Whether t is a BatchedTensor (a tensor inside vmap, whose values only the batching layer reaches)."""
    return type(t) is batched_type


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


def has_own_dispatch(t):
    """Whether t is an instance of a Tensor subclass with its own __torch_dispatch__ (a wrapper
    subclass, whose data lives in its attributes, not in the tensor's array)."""
    if not state.dispatch_subclasses:
        return False
    impl = getattr(type(t), "__torch_dispatch__", None)
    return impl is not None and getattr(impl, "__func__", None) is not default_dispatch
