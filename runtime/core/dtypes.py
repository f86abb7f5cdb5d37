"""The dtype objects (`gradtable.float32`, ...) and their NumPy counterparts.

bfloat16 comes from ml_dtypes (the package JAX uses): NumPy has no bfloat16, and ml_dtypes' one is a
real NumPy dtype whose ufuncs compute in float32 and round each element, as PyTorch's CPU kernels do.
NumPy files it under kind 'V', not 'f': code asking "is this floating?" asks `is_floating` or tests
`kind in FLOATING_KINDS` / `INEXACT_KINDS` below, never `kind == "f"`.
"""
import ml_dtypes
import numpy as np

#: NumPy's kinds of the floating dtypes: 'f', and 'V' for ml_dtypes' bfloat16 (the only 'V' dtype a
#: tensor may hold). Frozensets: a membership test costs what `kind in "fc"` cost on the hot paths.
FLOATING_KINDS = frozenset("fV")
#: ... and of the dtypes autograd differentiates (floating and complex).
INEXACT_KINDS = frozenset("fcV")

#: ml_dtypes' bfloat16 as a NumPy dtype.
BFLOAT16 = np.dtype(ml_dtypes.bfloat16)


def is_floating(np_dtype):
    """Whether a NumPy dtype is a floating one for PyTorch (float16/32/64 and bfloat16)."""
    return np_dtype.kind in FLOATING_KINDS


class dtype:
    """A tensor element type. Prints as PyTorch prints it, so tutorial output matches."""

    __slots__ = ("name", "numpy", "is_floating_point", "is_complex", "is_signed", "itemsize")

    def __init__(self, name, np_dtype):
        self.name = name
        self.numpy = np.dtype(np_dtype)
        self.is_floating_point = self.numpy.kind in FLOATING_KINDS
        self.is_complex = self.numpy.kind == "c"
        self.is_signed = self.numpy.kind in "ficV"
        self.itemsize = self.numpy.itemsize

    def __repr__(self):
        return f"torch.{self.name}"

    def __reduce__(self):
        return (from_name, (self.name,))

    def to_real(self):
        """The real dtype of a complex one's parts (complex64: float32); any other dtype itself."""
        return _BY_NAME[_REAL_OF.get(self.name, self.name)]

    def to_complex(self):
        """The complex dtype whose parts are this floating dtype (bfloat16's is complex64, as PyTorch's)."""
        name = _COMPLEX_OF.get(self.name, self.name if self.is_complex else None)
        if name is None:
            raise RuntimeError(f"Unknown Complex ScalarType for {SCALAR_TYPE_NAMES[self.name]}")
        return _BY_NAME[name]


float16 = half = dtype("float16", np.float16)
float32 = float = dtype("float32", np.float32)
float64 = double = dtype("float64", np.float64)


class _Usage:
    """`usage.bfloat16`: whether a bfloat16 tensor may exist in this process, i.e. whether
    bfloat16's NumPy dtype has been asked for (every way of making a bfloat16 tensor asks: dtype=,
    .to(), .bfloat16(), load). Until then op results skip the bfloat16 promotion check
    (ops/op_support.make_result), so float32 programs pay one attribute test, not a loop.
    `usage.complex`: likewise for complex tensors (a complex dtype asked for, a complex array made into a
    tensor or given by an op: note_complex); until then the ops PyTorch refuses complex inputs for
    (the table's no_complex) skip their check."""

    __slots__ = ("bfloat16", "complex")


usage = _Usage()


class _BFloat16(dtype):
    """torch.bfloat16: a dtype whose NumPy dtype, once read, sets `usage.bfloat16`."""

    __slots__ = ()
    _numpy_slot = dtype.numpy   # (the base class's slot, under the property below)

    @property
    def numpy(self):
        usage.bfloat16 = True
        return self._numpy_slot

    @numpy.setter
    def numpy(self, value):
        _BFloat16._numpy_slot.__set__(self, value)


bfloat16 = _BFloat16("bfloat16", BFLOAT16)
int8 = dtype("int8", np.int8)
uint8 = dtype("uint8", np.uint8)
int16 = short = dtype("int16", np.int16)
int32 = int = dtype("int32", np.int32)
int64 = long = dtype("int64", np.int64)
bool = dtype("bool", np.bool_)


class _Complex(dtype):
    """A complex dtype: reading its NumPy dtype sets `usage.complex` (a complex tensor may exist)."""

    __slots__ = ()
    _numpy_slot = dtype.numpy

    @property
    def numpy(self):
        usage.complex = True
        return self._numpy_slot

    @numpy.setter
    def numpy(self, value):
        _Complex._numpy_slot.__set__(self, value)


complex64 = cfloat = _Complex("complex64", np.complex64)
complex128 = cdouble = _Complex("complex128", np.complex128)


def note_complex(np_dtype):
    """Record that a tensor of np_dtype exists when it is complex (creation from complex data)."""
    if np_dtype.kind == "c":
        usage.complex = True


class _NoArrays(dtype):
    """A PyTorch dtype that names a type NumPy lacks (complex32, a pair of float16s): it answers what a
    dtype answers (is_complex, itemsize, printing, pickling), and a tensor of it is refused, by
    `numpy`, with a message saying what to use instead."""

    __slots__ = ("_instead",)

    def __init__(self, name, is_complex, itemsize, instead):
        self.name = name
        self.is_floating_point = False
        self.is_complex = is_complex
        self.is_signed = True
        self.itemsize = itemsize
        self._instead = instead

    @property
    def numpy(self):
        raise TypeError(f"gradtable has no torch.{self.name} tensors: NumPy has no such element type. "
                        f"Use torch.{self._instead} instead.")


complex32 = chalf = _NoArrays("complex32", True, 4, "complex64")
#: PyTorch's "shell" unsigned dtypes: tensors of them exist (made, converted, viewed, copied), but PyTorch
#: promotes them with no other dtype and has few kernels for them (gradtable computes with NumPy's).
uint16 = dtype("uint16", np.uint16)
uint32 = dtype("uint32", np.uint32)
uint64 = dtype("uint64", np.uint64)
SHELL_UNSIGNED = (uint16, uint32, uint64)

ALL = (float16, float32, float64, bfloat16, int8, uint8, int16, int32, int64, bool, complex64, complex128,
       *SHELL_UNSIGNED)
_BY_NUMPY = {d.numpy: d for d in ALL}
_BY_NAME = {d.name: d for d in ALL}
_BY_NAME["complex32"] = complex32
_REAL_OF = {"complex32": "float16", "complex64": "float32", "complex128": "float64"}
_COMPLEX_OF = {"float16": "complex32", "float32": "complex64", "bfloat16": "complex64", "float64": "complex128"}
usage.bfloat16 = usage.complex = False   # (the tables above read every dtype's NumPy dtype: no tensor exists yet)


def from_name(name):
    return _BY_NAME[name]


def from_numpy(np_dtype):
    """The gradtable dtype of a NumPy dtype (errors name the unsupported dtype)."""
    try:
        return _BY_NUMPY[np_dtype]
    except KeyError:
        d = np.dtype(np_dtype)
        if d in _BY_NUMPY:
            return _BY_NUMPY[d]
        refuse_numpy_dtype(d)


def refuse_numpy_dtype(np_dtype):
    """The TypeError of an ndarray PyTorch cannot convert; ml_dtypes' named with its module
    (ml_dtypes.bfloat16): torch.from_numpy and torch.tensor(ndarray) refuse it, as PyTorch
    converts NumPy's own dtypes only, though gradtable holds that dtype inside."""
    name = f"{np_dtype.type.__module__}.{np_dtype.type.__name__}"   # numpy.str_, ml_dtypes.bfloat16
    raise TypeError(f"can't convert np.ndarray of type {name}. The only supported types are: "
                    "float64, float32, float16, complex64, complex128, int64, int32, int16, int8, uint64, uint32, "
                    "uint16, uint8, and bool.") from None


def to_numpy(dt):
    """Accepts a gradtable dtype, a NumPy dtype or a Python type."""
    if isinstance(dt, dtype):
        return dt.numpy
    if dt is builtins_float:
        return np.dtype(np.float32)
    if dt is builtins_int:
        return np.dtype(np.int64)
    if dt is builtins_bool:
        return np.dtype(np.bool_)
    return np.dtype(dt)


import builtins as _b  # noqa: E402  (names shadowed above)

builtins_float, builtins_int, builtins_bool = _b.float, _b.int, _b.bool

default_float = float32


# -- how PyTorch's messages name a dtype ----------------------------------------------------------
# The one table of these names: kernels print them too, which is why this module stays pure data
# (NumPy only, no Tensor), so kernels/ may import it without reaching the tensor floor.

#: PyTorch's ScalarType names: "... not implemented for 'Long'", "Found dtype Double but expected Float".
SCALAR_TYPE_NAMES = {"float32": "Float", "float64": "Double", "float16": "Half", "bfloat16": "BFloat16",
                     "int64": "Long", "int32": "Int",
                     "int16": "Short", "int8": "Char", "uint8": "Byte", "bool": "Bool",
                     "uint16": "UInt16", "uint32": "UInt32", "uint64": "UInt64",
                     "complex64": "ComplexFloat", "complex128": "ComplexDouble", "complex32": "ComplexHalf"}

#: The C++ element types some messages print instead: "expected m1 and m2 to have the same dtype, but got:
#: float != double".
CPP_TYPE_NAMES = {"float32": "float", "float64": "double", "float16": "c10::Half", "bfloat16": "c10::BFloat16",
                  "int64": "long int",
                  "int32": "int", "int16": "short int", "int8": "signed char", "uint8": "unsigned char",
                  "uint16": "short unsigned int", "uint32": "unsigned int", "uint64": "long unsigned int",
                  "bool": "bool", "complex64": "c10::complex<float>", "complex128": "c10::complex<double>"}

#: PyTorch's legacy tensor type names (x.type(), and the in-place error message): FloatTensor, ...
LEGACY_TYPE_NAMES = {key: name + "Tensor" for key, name in SCALAR_TYPE_NAMES.items()}


def scalar_type_name(np_dtype):
    """PyTorch's ScalarType name of a NumPy dtype (float64 -> Double); an unsupported one prints as NumPy names it."""
    return SCALAR_TYPE_NAMES.get(str(np_dtype), str(np_dtype))


def cpp_type_name(np_dtype):
    """The C++ type name of a NumPy dtype (int64 -> long int), for the messages that print that."""
    return CPP_TYPE_NAMES.get(str(np_dtype), str(np_dtype))


def legacy_type_name(np_dtype):
    """PyTorch's legacy type name (float32 -> FloatTensor); plain Tensor for a dtype it has none for."""
    return LEGACY_TYPE_NAMES.get(str(np_dtype), "Tensor")


def type_string(np_dtype):
    """How PyTorch's C++ messages name a tensor's type ("expand(torch.LongTensor{[3]}, ...)", "[torch.FloatTensor
    [2]] is at version 1"): the legacy name, except bool's, which they print as its C++ type, CPUBoolType."""
    return "CPUBoolType" if np_dtype.kind == "b" else f"torch.{legacy_type_name(np_dtype)}"
