"""PyTorch's result dtype for an op with a bfloat16 operand, where NumPy's promotion disagrees.

ml_dtypes' bfloat16 is a NumPy dtype NumPy files under kind 'V', so NumPy promotes it by its own
table: bfloat16 * 2.5 (a Python float) gives float32, bfloat16 + an int16/int32/int64 array gives
float32 or float64, and np.result_type refuses some pairs. PyTorch keeps bfloat16 in all of these.
The arithmetic itself agrees: NumPy computes such a mix in float32 (or float64) and PyTorch's CPU
kernels compute bfloat16 in float32 ("opmath") too, so rounding NumPy's result to PyTorch's dtype
gives PyTorch's values. `make_result` calls `pytorch_dtype` only when a bfloat16 tensor has been
made in this process and NumPy's result is floating: float32 programs do not pay for it.

PyTorch's rule (c10's ResultTypeState): operands fall in three groups, tensors with dimensions,
0-dim tensors and Python numbers; each group's dtypes are promoted pairwise, and a lower group
counts only when its category (bool < integer < floating < complex) is above the higher group's.
"""
import numpy as np

from ..core import dtypes
from ..core.tensor import Tensor
from ..kernels.opmath import category as _category
from ..kernels.opmath import promote_types

_BF16 = dtypes.BFLOAT16
_C64 = np.dtype(np.complex64)
_ndarray = np.ndarray


def _group(current, np_dtype):
    return np_dtype if current is None else promote_types(current, np_dtype)


def _scalar_dtype(value):
    """The dtype a Python number takes in promotion: bool, int64, the default float or its complex."""
    if isinstance(value, (bool, np.bool_)):
        return np.dtype(np.bool_)
    if isinstance(value, (int, np.integer)):
        return np.dtype(np.int64)
    default = dtypes.default_float.numpy
    if isinstance(value, (complex, np.complexfloating)):
        return np.dtype(np.complex128) if default == np.float64 else _C64
    return default


def _combine(higher, lower):
    """A higher-priority group's dtype, raised by a lower group's of a higher category."""
    if higher is None:
        return lower
    if lower is None or _category(lower) <= _category(higher):
        return higher
    if _category(lower) == 3 and _category(higher) == 2:   # complex scalar beside a float tensor
        return np.dtype(np.complex128) if higher == np.float64 else _C64
    return lower if _category(higher) < 2 else promote_types(higher, lower)


def pytorch_dtype(inputs):
    """PyTorch's result dtype of an op on `inputs` (tensors, Python numbers, lists of tensors)."""
    dims = zero = numbers = None
    for x in inputs:
        for item in (x if type(x) in (list, tuple) else (x,)):
            if isinstance(item, Tensor):
                if item._data.ndim:
                    dims = _group(dims, item._data.dtype)
                else:
                    zero = _group(zero, item._data.dtype)
            elif isinstance(item, (int, float, complex, np.number, np.bool_)):
                numbers = _group(numbers, _scalar_dtype(item))
    return _combine(dims, _combine(zero, numbers))


def has_bfloat16(inputs):
    """Whether a bfloat16 tensor is among an op's inputs (a list argument's included)."""
    for x in inputs:
        if isinstance(x, Tensor):
            if x._data.dtype is _BF16:
                return True
        elif type(x) in (list, tuple) and any(isinstance(t, Tensor) and t._data.dtype is _BF16 for t in x):
            return True
    return False


def to_pytorch_dtype(data, inputs):
    """NumPy's floating result of an op with a bfloat16 input, in PyTorch's result dtype."""
    if not has_bfloat16(inputs):
        return data
    target = pytorch_dtype(inputs)
    if data.dtype.kind == "c" and (target is None or target.kind != "c"):
        target = _C64   # a complex Scalar argument (1j - x) beside bfloat16: complex64, as PyTorch
    if target is None or target.kind not in dtypes.INEXACT_KINDS or target == data.dtype:
        return data
    return data.astype(target)


def floats_to_bfloat16(operands):
    """An element-wise op's unwrapped operands with each Python float rounded to bfloat16 when a
    bfloat16 array is among them (PyTorch casts a number to the common dtype before computing;
    NumPy would compute with it at float32). A float32 array beside them keeps the float."""
    if not any(type(x) is _ndarray and x.dtype is _BF16 for x in operands):
        return operands
    if any(type(x) is _ndarray and x.dtype.kind in "fc" and x.ndim for x in operands):
        return operands   # the common dtype is wider than bfloat16
    return type(operands)(_BF16.type(x) if type(x) is float else x for x in operands)
