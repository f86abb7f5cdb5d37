"""Forwards of the complex-number ops: views between complex and real (view_as_real, view_as_complex,
conj and neg views), construction (complex, polar) and the element-wise angle, sgn and isreal, with
PyTorch's checks and messages. NumPy in, NumPy out."""
import numpy as np

from ..core import shadows
from ..core.dtypes import scalar_type_name
from .core import element_strides
from .pointwise import sign

_PART = {np.dtype(np.complex64): np.dtype(np.float32), np.dtype(np.complex128): np.dtype(np.float64)}
_WHOLE = {part: whole for whole, part in _PART.items()}


def view_as_real(x):
    """A complex array seen as real pairs: shape (..., 2), sharing x's memory."""
    if x.dtype.kind != "c":
        raise RuntimeError("view_as_real is only supported for complex tensors")
    if shadows.is_conj(x):
        raise RuntimeError("view_as_real doesn't work on unresolved conjugated tensors.  To resolve the conjugate "
                           "tensor so you can view it as real, use self.resolve_conj(); however, be warned that the "
                           "resulting tensor will NOT alias the original.")
    return x[..., None].view(_PART[x.dtype])


def view_as_complex(x):
    """Real pairs (a last dim of size 2 and stride 1) seen as complex numbers, sharing x's memory."""
    if x.dtype not in _WHOLE:
        if x.dtype == np.float16:
            raise RuntimeError("view_as_complex of a float16 tensor would be complex32, which gradtable does not "
                               "have (NumPy has no complex half type): convert it to float32 first")
        raise RuntimeError("view_as_complex is only supported for half, float and double tensors, but got a tensor "
                           f"of scalar type: {scalar_type_name(x.dtype)}")
    if x.ndim == 0:
        raise RuntimeError("Input tensor must have one or more dimensions")
    if x.shape[-1] != 2:
        raise RuntimeError("Tensor must have a last dimension of size 2")
    strides = element_strides(x)   # (PyTorch's: an empty array's are row-major, not NumPy's zeros)
    if strides[-1] != 1:
        raise RuntimeError("Tensor must have a last dimension with stride 1")
    if any(s % 2 for n, s in zip(x.shape[:-1], strides[:-1]) if n != 1):
        raise RuntimeError("Tensor must have a stride divisible by 2 for all but last dimension")
    if _element_offset(x) % 2:
        raise RuntimeError("Tensor must have a storage_offset divisible by 2")
    if x.size == 0:   # (no memory to share: NumPy will not reinterpret an empty array's zero-stride last dim)
        return np.zeros(x.shape[:-1], _WHOLE[x.dtype])
    return x.view(_WHOLE[x.dtype])[..., 0]


def _element_offset(x):
    """x's offset in elements from the start of the array owning its memory (PyTorch's storage_offset)."""
    owner = x
    while isinstance(owner.base, np.ndarray):
        owner = owner.base
    return (x.__array_interface__["data"][0] - owner.__array_interface__["data"][0]) // x.itemsize


def conj_view(x):
    """PyTorch's _conj: a view of x read conjugated (core/shadows.py)."""
    return shadows.view(x, conj=x.dtype.kind == "c")


def neg_view(x):
    """PyTorch's _neg_view: a view of x read negated."""
    return shadows.view(x, neg=True)


def _check_parts(op, a, b):
    if a.dtype.kind != "f" or b.dtype.kind != "f":
        raise RuntimeError("Expected both inputs to be Half, Float or Double tensors but got "
                           f"{scalar_type_name(a.dtype)} and {scalar_type_name(b.dtype)}")
    if a.dtype != b.dtype:
        raise RuntimeError(f"Expected object of scalar type {scalar_type_name(a.dtype)} but got scalar type "
                           f"{scalar_type_name(b.dtype)} for second argument")
    if a.dtype == np.float16:
        if op == "polar":
            raise NotImplementedError("\"polar_cpu\" not implemented for 'Half'")
        raise RuntimeError(f"{op} of float16 tensors would be complex32, which gradtable does not have (NumPy has "
                           "no complex half type): convert them to float32 first")


def _from_parts(real, imag):
    """real + i imag without arithmetic (inf * 1j would bring a nan into the real part)."""
    real, imag = np.broadcast_arrays(real, imag)
    out = np.empty(real.shape, _WHOLE[real.dtype])
    out.real = real
    out.imag = imag
    return out


def complex(real, imag):
    real, imag = np.asarray(real), np.asarray(imag)
    _check_parts("complex", real, imag)
    return _from_parts(real, imag)


def polar(abs, angle):
    abs, angle = np.asarray(abs), np.asarray(angle)
    _check_parts("polar", abs, angle)
    return _from_parts(abs * np.cos(angle), abs * np.sin(angle))


def angle(x):
    """The argument of each element; for real ones pi where negative, 0 elsewhere, nan kept."""
    x = np.asarray(x)
    if x.dtype.kind == "c":
        return np.angle(x)
    if x.dtype.kind in "biu":
        x = x.astype(np.float32)
    return np.where(x < 0, np.pi, np.where(np.isnan(x), x, 0)).astype(x.dtype)


def sgn(x):
    """x / |x| (0 where x is 0) for complex x; sign(x) for real x (PyTorch's: 0 for nan)."""
    x = np.asarray(x)
    if x.dtype.kind != "c":
        return sign(x)
    magnitude = np.abs(x).astype(x.dtype)   # (a complex divisor, as PyTorch's: sgn(inf + 1j) is nan + nanj)
    with np.errstate(invalid="ignore", divide="ignore"):
        return np.where(magnitude == 0, 0, x / np.where(magnitude == 0, 1, magnitude)).astype(x.dtype)


def isreal(x):
    x = np.asarray(x)
    if x.dtype.kind != "c":
        return np.ones(x.shape, np.bool_)
    return x.imag == 0
