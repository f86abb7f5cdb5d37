"""torch._C._nn: PyTorch's bindings of nn ops. gradtable's nn ops are in the table; this module only
has the names PyTorch's own tests call."""
import warnings

from ..autograd.function import Function

__all__ = ["_test_warn_in_autograd"]


class _WarnInBackward(Function):
    """A copy whose backward warns "Warn from backward" (PyTorch's TestWarnInAutogradBackward0)."""

    @staticmethod
    def forward(ctx, x):
        return x.clone()

    @staticmethod
    def backward(ctx, grad):
        warnings.warn("Warn from backward", UserWarning, stacklevel=2)
        return grad


def _test_warn_in_autograd(input):
    return _WarnInBackward.apply(input)
