"""checkpoint(use_reentrant=True): the older variant, one node standing for the whole function.

The function runs under no_grad, so nothing inside it is recorded or saved; one
CheckpointFunctionBackward node links the tensor inputs to the outputs. Its backward reruns the
function with grad enabled (with the forward's RNG state) and runs a nested backward through
that fresh graph, then hands the inputs' gradients on. Because the nested backward accumulates
into detached copies of the inputs, it cannot serve autograd.grad or backward(inputs=...), and it
takes no keyword arguments: PyTorch's limits, with its messages.
"""
import warnings

from ..autograd.differentiate import backward
from ..autograd.engine import is_checkpoint_valid
from ..autograd.grad_mode import enable_grad, no_grad
from ..autograd.grad_mode import state as _grad_state
from ..autograd.node import Node
from ..autograd.saved import SavedTensor
from ..core.tensor import Tensor
from .checkpoint_rng import RngReplay


def checkpoint_reentrant(function, preserve_rng_state, args):
    if not any(a._requires_grad for a in args if isinstance(a, Tensor)):
        warnings.warn("None of the inputs have requires_grad=True. Gradients will be None", stacklevel=3)
    rng = RngReplay(preserve_rng_state)
    with no_grad():
        outputs = function(*args)
    tensor_inputs = [a for a in args if isinstance(a, Tensor)]
    if not (_grad_state.enabled and any(a._requires_grad for a in tensor_inputs)):
        return outputs
    many = isinstance(outputs, tuple)
    node = CheckpointFunctionBackward(function, rng, args)
    node.connect(tensor_inputs, [o for o in (outputs if many else (outputs,)) if isinstance(o, Tensor)])
    return outputs


class CheckpointFunctionBackward(Node):
    """The one node of a reentrant checkpoint: its backward reruns the function with
    grad enabled and backpropagates through that fresh graph (a nested backward)."""

    def __init__(self, function, rng, args):
        super().__init__()
        self._function = function
        self._rng = rng
        self._args = [SavedTensor(a) if isinstance(a, Tensor) else a for a in args]

    def apply(self, grads):
        if not is_checkpoint_valid():
            raise RuntimeError("When use_reentrant=True, torch.utils.checkpoint is incompatible with .grad() or "
                               "passing an `inputs` parameter to .backward(). To resolve this error, you can either "
                               "set use_reentrant=False, or call .backward() without passing the `inputs` argument.")
        inputs = []
        for a in self._args:
            if isinstance(a, SavedTensor):
                original = a.unpack(self)
                a = original.detach()
                a._requires_grad = original._requires_grad
            inputs.append(a)
        with self._rng, enable_grad():
            outputs = self._function(*inputs)
        if not isinstance(outputs, tuple):
            outputs = (outputs,)
        outputs = [o for o in outputs if isinstance(o, Tensor)]
        pairs = [(o, g) for o, g in zip(outputs, grads) if o._requires_grad]
        if not pairs:
            raise RuntimeError("none of output has requires_grad=True, this checkpoint() is not necessary")
        backward([o for o, _ in pairs], [g for _, g in pairs])
        return [a.grad for a in inputs if isinstance(a, Tensor)]

    def release_saved(self):
        for a in self._args:
            if isinstance(a, SavedTensor):
                a.release()
