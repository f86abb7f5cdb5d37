"""torch._C._functions: the autograd nodes PyTorch exposes to Python. AccumulateGrad (a leaf's sink), the
two nodes Python code applies to tensors itself, DelayedError (outputs whose backward raises a message)
and UndefinedGrad (outputs whose backward passes no gradient on: what gradcheck hands a backward to check
that it copes with undefined gradients), and every generated Backward class by its name."""

from ..autograd.function import Error
from ..autograd.grad_mode import no_grad
from ..autograd.grad_mode import state as _grad_state
from ..autograd.node import AccumulateGrad, Node
from ..core.tensor import Tensor
from ..generated import functions as _generated

__all__ = ["AccumulateGrad", "DelayedError", "UndefinedGrad", "UndefinedGradBackward"]


def _check_count(inputs, expected):
    if len(inputs) != expected:
        raise TypeError(f"expected {expected} arguments, got {len(inputs)} instead")


def _recorded(inputs):
    return _grad_state.enabled and any(isinstance(x, Tensor) and x._requires_grad for x in inputs)


class DelayedError(Node):
    """`DelayedError(message, num_inputs)(*tensors)`: the tensors again (sharing their memory, with
    versions of their own), whose backward raises RuntimeError(message)."""

    def __init__(self, message, num_inputs):
        super().__init__()
        self._message = message
        self._num_inputs = num_inputs

    def __call__(self, *inputs):
        _check_count(inputs, self._num_inputs)
        outputs = [None if x is None else Tensor._make(x._data) for x in inputs]
        if _recorded(inputs):
            Error(self._message, inputs, [o for o in outputs if o is not None])
        return outputs[0] if len(outputs) == 1 else tuple(outputs)


class UndefinedGradBackward(Node):
    """Passes an undefined (None) gradient to its input, whatever it receives."""

    def name(self):
        return "torch::autograd::UndefinedGradBackward"

    def apply(self, grads):
        return [None]


class UndefinedGrad(Node):
    """`UndefinedGrad()(tensor)`: a copy of the tensor whose backward gives its input no gradient."""

    def __call__(self, *inputs):
        _check_count(inputs, 1)
        (x,) = inputs
        with no_grad():   # (clone, not a copy of the array: a wrapper subclass's handler makes the copy)
            out = x.clone()
        if _recorded(inputs):
            UndefinedGradBackward().connect((x,), (out,))
        return out


def __getattr__(name):
    """The generated Backward classes (torch._C._functions.MulBackward0 and so on)."""
    cls = getattr(_generated, name, None)
    if isinstance(cls, type) and issubclass(cls, Node):
        return cls
    raise AttributeError(f"module 'torch._C._functions' has no attribute '{name}'")
