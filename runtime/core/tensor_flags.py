"""What a Tensor answers about itself without computing: its layout and device kind, its size in bytes,
the sign/conj/neg flags of its dtype, and the torch.is_* / get_device functions that ask the same.

gradtable's tensors are dense CPU tensors, so most answers are constants; they exist because programs
ask them. The conj and neg bits are PyTorch's lazy conjugate and negative views (core/shadows.py).
"""
from . import shadows
from .tensor import Tensor


def _flag(value, name):
    prop = property(lambda self: value, doc=f"Tensor.{name}: {value} for every gradtable tensor.")
    setattr(Tensor, name, prop)


_flag(True, "is_cpu")
_flag(None, "name")   # (a named tensor's name in PyTorch's C++ API: None for every Python tensor)
for _name in ("is_xpu", "is_mps", "is_meta", "is_nested", "is_sparse", "is_quantized", "is_mkldnn", "is_vulkan",
              "is_ipu", "is_mtia", "is_maia", "is_sparse_csr"):
    _flag(False, _name)
del _name
Tensor.itemsize = property(lambda self: self._data.itemsize, doc="Tensor.itemsize: bytes per element.")
Tensor.nbytes = property(lambda self: self._data.size * self._data.itemsize,
                         doc="Tensor.nbytes: numel() * itemsize (not the storage's size: an expanded tensor counts "
                             "every element it shows).")


def _tensor_argument(fn, value, name="input", position=1):
    """PyTorch's argument-parser error for a non-tensor where a tensor goes (a type outside the builtins
    named with its module: numpy.float64)."""
    if not isinstance(value, Tensor):
        kind = type(value)
        kind_name = kind.__name__ if kind.__module__ == "builtins" else f"{kind.__module__}.{kind.__qualname__}"
        raise TypeError(f"{fn}(): argument '{name}' (position {position}) must be Tensor, not {kind_name}")


def get_device(input):
    """-1: the CPU's device index, as PyTorch's (a CUDA tensor would give its GPU's)."""
    _tensor_argument("get_device", input)
    return -1


def is_signed(input):
    _tensor_argument("is_signed", input)
    return input.dtype.is_signed


def is_complex(input):
    _tensor_argument("is_complex", input)
    return input._data.dtype.kind == "c"


def is_conj(input):
    """Whether input is a lazy conjugate view (conj() of a complex tensor), as PyTorch's conj bit."""
    _tensor_argument("is_conj", input)
    return shadows.is_conj(input._data)


def is_neg(input):
    """Whether input is a lazy negative view (imag of a conjugate view), as PyTorch's neg bit."""
    _tensor_argument("is_neg", input)
    return shadows.is_neg(input._data)


def is_nonzero(input):
    """Whether a one-element tensor is not zero (nan is not), as bool(x) but refusing other sizes."""
    _tensor_argument("is_nonzero", input)
    n = input._data.size
    if n == 0:
        raise RuntimeError("Boolean value of Tensor with no values is ambiguous")
    if n > 1:
        raise RuntimeError("Boolean value of Tensor with more than one value is ambiguous")
    return bool(input._data.reshape(()) != 0)


def is_same_size(input, other):
    _tensor_argument("is_same_size", input)
    _tensor_argument("is_same_size", other, "other", 2)
    return input._data.shape == other._data.shape


Tensor.get_device = get_device
Tensor.is_signed = is_signed
Tensor.is_conj = is_conj
Tensor.is_neg = is_neg
Tensor.is_nonzero = is_nonzero
Tensor.is_same_size = is_same_size
