"""Convolutions of complex tensors, as PyTorch computes them (its complex_convolution): three real
convolutions of the real and imaginary parts (Gauss's trick), recorded as the ordinary ops they are,
so a complex result's grad_fn is AddBackward0 as there and the gradients come from the real formulas.

  a = conv(xr, Wr, br),  b = conv(xi, Wi),  c = conv(xr + xi, Wr + Wi, br + bi)
  conv(x, W, b) = a - b + i (c - a - b)
"""
from ..core.dtypes import scalar_type_name
from ..generated import ops


def _parts(t):
    """The real and imaginary parts of a complex tensor as views (view_as_real, then select)."""
    pairs = ops.view_as_real(ops.resolve_conj(t))
    return ops.select(pairs, -1, 0), ops.select(pairs, -1, 1)


def convolution(input, weight, bias, stride, padding, dilation, transposed, output_padding, groups):
    """aten::convolution's arguments, one of them complex: PyTorch's type checks, then the three convolutions."""
    if not input.is_complex():
        raise RuntimeError(f"expected scalar type {_name(input)} but found {_name(weight)}")
    if weight.dtype != input.dtype:
        raise RuntimeError(f"Input type (CPU{_name(input)}Type) and weight type (torch.{_name(weight)}Tensor) "
                           "should be the same")
    if bias is not None and bias.dtype != input.dtype:
        raise RuntimeError(f"Input type ({_CPP[_name(input)]}) and bias type ({_CPP.get(_name(bias), _name(bias))}) "
                           "should be the same")
    x_r, x_i = _parts(input)
    w_r, w_i = _parts(weight)

    def conv(x, w, b):
        return ops.convolution(x, w, b, stride, padding, dilation, transposed, output_padding, groups)

    if bias is None:
        a, b, c = conv(x_r, w_r, None), conv(x_i, w_i, None), conv(x_r + x_i, w_r + w_i, None)
    else:
        b_r, b_i = _parts(bias)
        a, b, c = conv(x_r, w_r, b_r), conv(x_i, w_i, None), conv(x_r + x_i, w_r + w_i, b_r + b_i)
    return a - b + (c - a - b) * 1j


def _name(t):
    return scalar_type_name(t._data.dtype)


#: PyTorch's C++ spelling of a dtype in its bias-type message.
_CPP = {"ComplexFloat": "c10::complex<float>", "ComplexDouble": "c10::complex<double>", "Double": "double",
        "Float": "float"}
