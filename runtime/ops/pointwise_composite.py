"""Element-wise ops PyTorch builds from other ops (CompositeImplicitAutograd), so that their results
carry the grad_fn of the op they call: float_power is pow in float64 (PowBackward0/1/2), square_ is
pow_(2), positive returns its input."""
from ..core import dtypes
from ..core.tensor import Tensor
from ..generated import ops


def _double(x):
    return x.to(dtypes.float64) if isinstance(x, Tensor) else float(x)


def float_power(self, exponent):
    """self ** exponent computed in float64 (the result is float64 whatever the inputs' dtypes)."""
    return ops.pow(_double(self), _double(exponent))


def float_power_(self, exponent):
    """In place: self must already be float64 (PyTorch will not change a tensor's dtype in place)."""
    if self.dtype is not dtypes.float64:
        raise RuntimeError(f"the base given to float_power_ has dtype {dtypes.scalar_type_name(self._data.dtype)} "
                           "but the operation's result requires dtype Double")
    return ops.pow_(self, _double(exponent))


def square_(self):
    """torch.square_ / Tensor.square_: pow_(2), as PyTorch's (PowBackward0)."""
    return ops.pow_(self, 2)


def positive(self):
    """torch.positive / +x: the input itself; PyTorch refuses it for bool tensors."""
    if self._data.dtype.kind == "b":
        raise RuntimeError("The `+` operator, on a bool tensor is not supported.")
    return self
