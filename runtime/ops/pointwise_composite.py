"""Element-wise ops PyTorch builds from other ops (CompositeImplicitAutograd), so that their results
carry the grad_fn of the op they call: float_power is pow in float64 (complex128 when an operand is
complex; PowBackward0/1/2), square_ is pow_(2), positive returns its input."""
from ..core import dtypes
from ..core.tensor import Tensor
from ..generated import ops


def _double_dtype(*operands):
    """complex128 when an operand (a tensor or a Python number) is complex, else float64."""
    complex_ = any(x.is_complex() if isinstance(x, Tensor) else isinstance(x, complex) for x in operands)
    return dtypes.complex128 if complex_ else dtypes.float64


def _to(x, dtype):
    if isinstance(x, Tensor):
        return x.to(dtype)
    return complex(x) if dtype.is_complex else float(x)


def float_power(self, exponent):
    """self ** exponent computed in float64 (complex128 with a complex operand), whatever the inputs' dtypes."""
    dtype = _double_dtype(self, exponent)
    return ops.pow(_to(self, dtype), _to(exponent, dtype))


def float_power_(self, exponent):
    """In place: self must already have the result's dtype (PyTorch will not change a tensor's dtype in place)."""
    dtype = _double_dtype(self, exponent)
    if self.dtype is not dtype:
        raise RuntimeError(f"the base given to float_power_ has dtype {dtypes.scalar_type_name(self._data.dtype)} "
                           f"but the operation's result requires dtype {dtypes.scalar_type_name(dtype.name)}")
    return ops.pow_(self, _to(exponent, dtype))


def square_(self):
    """torch.square_ / Tensor.square_: pow_(2), as PyTorch's (PowBackward0)."""
    return ops.pow_(self, 2)


def positive(self):
    """torch.positive / +x: the input itself; PyTorch refuses it for bool tensors."""
    if self._data.dtype.kind == "b":
        raise RuntimeError("The `+` operator, on a bool tensor is not supported.")
    return self
