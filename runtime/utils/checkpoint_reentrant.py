"""checkpoint(use_reentrant=True): the older variant, one node standing for the whole function.

CheckpointFunction is a custom autograd Function, as in PyTorch: its forward runs the function
under no_grad, so nothing inside it is recorded or saved, and keeps the tensor inputs; its
backward (CheckpointFunctionBackward) reruns the function with grad enabled (with the forward's
RNG state and autocast region) on detached copies of the inputs and runs a nested backward through
that fresh graph, then hands the copies' gradients on. Because the nested backward accumulates into
those copies, it cannot serve autograd.grad or backward(inputs=...), and it takes no keyword
arguments: PyTorch's limits, with its messages.

The helpers PyTorch exposes beside it (detach_variable, check_backward_validity, the device RNG
states) live here too: devices other than the CPU have no generator of their own here, so the
device states are always empty lists.
"""
import warnings

from ..autograd.differentiate import backward
from ..autograd.engine import is_checkpoint_valid
from ..autograd.function import Function
from ..autograd.grad_mode import enable_grad, no_grad
from ..core.tensor import Tensor
from .checkpoint_rng import AutocastState, RngReplay


def detach_variable(inputs):
    """A tuple of detached copies of the tensors in `inputs` (each keeping its requires_grad), the
    other items as they are."""
    if not isinstance(inputs, tuple):
        raise RuntimeError(f"Only tuple of tensors is supported. Got Unsupported input type: {type(inputs).__name__}")
    out = []
    for item in inputs:
        if isinstance(item, Tensor):
            detached = item.detach()
            detached.requires_grad = item.requires_grad
            item = detached
        out.append(item)
    return tuple(out)


def check_backward_validity(inputs):
    """Warn when no tensor among `inputs` requires grad: a reentrant checkpoint then gives none."""
    if not any(item.requires_grad for item in inputs if isinstance(item, Tensor)):
        warnings.warn("None of the inputs have requires_grad=True. Gradients will be None", stacklevel=2)


class DefaultDeviceType:
    """The device type whose RNG states a checkpoint would save when no tensor argument is on an
    accelerator: the current accelerator's, else "cpu" (as PyTorch on a machine without one)."""

    _default_device_type = None

    @staticmethod
    def set_device_type(device="cuda"):
        DefaultDeviceType._default_device_type = device

    @staticmethod
    def get_device_type():
        if not DefaultDeviceType._default_device_type:
            DefaultDeviceType._default_device_type = "cpu"
        return DefaultDeviceType._default_device_type


def get_device_states(*args):
    """(device ids, RNG states) of the accelerator devices the tensor arguments are on: none here."""
    return [], []


def set_device_states(devices, states, *, device_type=None):
    """Put back RNG states got from get_device_states: accelerator devices only, so nothing to do."""
    if list(zip(devices, states)):
        raise RuntimeError("set_device_states: gradtable has no accelerator devices")


class CheckpointFunction(Function):
    """PyTorch's reentrant checkpoint as an autograd Function (apply(run_function,
    preserve_rng_state, *args))."""

    @staticmethod
    def forward(ctx, run_function, preserve_rng_state, *args):
        check_backward_validity(args)
        ctx.run_function = run_function
        ctx.rng = RngReplay(preserve_rng_state)
        ctx.autocast = AutocastState()
        ctx.inputs = [None if isinstance(a, Tensor) else a for a in args]
        ctx.tensor_indices = [i for i, a in enumerate(args) if isinstance(a, Tensor)]
        ctx.save_for_backward(*[a for a in args if isinstance(a, Tensor)])
        with no_grad():
            return run_function(*args)

    @staticmethod
    def backward(ctx, *grads):
        if not is_checkpoint_valid():
            raise RuntimeError("When use_reentrant=True, torch.utils.checkpoint is incompatible with .grad() or "
                               "passing an `inputs` parameter to .backward(). To resolve this error, you can either "
                               "set use_reentrant=False, or call .backward() without passing the `inputs` argument.")
        inputs = list(ctx.inputs)
        for i, tensor in zip(ctx.tensor_indices, ctx.saved_tensors):
            inputs[i] = tensor
        with ctx.rng:
            detached = detach_variable(tuple(inputs))
            with enable_grad(), ctx.autocast:
                outputs = ctx.run_function(*detached)
        if isinstance(outputs, Tensor):
            outputs = (outputs,)
        pairs = [(o, g) for o, g in zip(outputs, grads) if isinstance(o, Tensor) and o.requires_grad]
        if not pairs:
            raise RuntimeError("none of output has requires_grad=True, this checkpoint() is not necessary")
        backward([o for o, _ in pairs], [g for _, g in pairs])
        return (None, None) + tuple(a.grad if isinstance(a, Tensor) else None for a in detached)
