"""The complex-number ops PyTorch writes as compositions (CompositeImplicitAutograd): the real and
imaginary parts as views through view_as_real, conj as a conjugate view only for complex tensors,
and resolving the lazy conj and neg bits (core/shadows.py) by a copy. Also Tensor.real / .imag
(settable, as PyTorch's), the complex conversions and Tensor.mH. (is_conj / is_neg are in
core/tensor_flags.py, adjoint in shape_composite.py, Tensor.H in tensor_extras.py.)"""
from ..core import dtypes, shadows
from ..core.tensor import Tensor
from ..generated import ops


def real(input):
    """The real parts, a view (a real tensor is its own real part). Of a conjugate view: the real
    parts of the memory under it, which conjugation leaves alone."""
    if not input.is_complex():
        return input
    pairs = ops.view_as_real(ops._conj(input) if shadows.is_conj(input._data) else input)
    return ops.select(pairs, -1, 0)


def imag(input):
    """The imaginary parts, a view; of a conjugate view, a negative view of the memory's."""
    if not input.is_complex():
        raise RuntimeError("imag is not implemented for tensors with non-complex dtypes.")
    if shadows.is_conj(input._data):
        return ops.select(ops._neg_view(ops.view_as_real(ops._conj(input))), -1, 1)
    return ops.select(ops.view_as_real(input), -1, 1)


def conj(input):
    """A conjugate view of a complex tensor; a real tensor itself (and a Python number's conjugate, for
    the formulas, whose operands may be numbers: torch.mul(2.5, x))."""
    if not isinstance(input, Tensor):
        return input.conjugate() if isinstance(input, complex) else input
    return ops._conj(input) if input.is_complex() else input


def conj_physical(input):
    """The conjugate as new memory; a real tensor itself."""
    return ops._conj_physical(input) if input.is_complex() else input


def resolve_conj(input):
    """A conjugate view as an ordinary tensor (a copy: it no longer aliases); any other tensor itself."""
    return ops.clone(input) if shadows.is_conj(input._data) else input


def resolve_neg(input):
    """A negative view as an ordinary tensor (a copy); any other tensor itself."""
    return ops.clone(input) if shadows.is_neg(input._data) else input


def _part_property(part):
    def get(self):
        return part(self)

    def set(self, value):
        target = part(self)
        if isinstance(value, Tensor):
            target.copy_(value)
        else:
            target.fill_(value)

    return property(get, set, doc=f"The {part.__name__} parts of the tensor, a view (settable).")


def _matrix_adjoint(self):
    """Tensor.mH: the conjugate transpose of the last two dims, a view (transpose, then a conjugate view)."""
    if self.ndim < 2:
        raise RuntimeError(f"tensor.mH is only supported on matrices or batches of matrices. Got {self.ndim}-D tensor.")
    return conj(ops.transpose(self, -2, -1))


Tensor.real = _part_property(real)
Tensor.imag = _part_property(imag)
Tensor.mH = property(_matrix_adjoint)
Tensor.cfloat = lambda self: self.to(dtypes.complex64)
Tensor.cdouble = lambda self: self.to(dtypes.complex128)
Tensor.chalf = lambda self: self.to(dtypes.complex32)
