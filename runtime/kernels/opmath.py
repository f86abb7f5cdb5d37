"""bfloat16 kernels computed in float32 and rounded once, as PyTorch's CPU kernels do ("opmath").

ml_dtypes' bfloat16 ufuncs widen to float32 and round each result, which is PyTorch's rule for one
element-wise step. A reduction or a kernel of several steps would round after every partial sum
or step, and drift far from PyTorch's answer (a 1000-element bfloat16 sum off in its second
digit); PyTorch accumulates such kernels in float32 and rounds the result once. `in_float32`
gives a kernel that rule: a bfloat16 argument `x` is widened, float32 results are rounded back.
An explicit `dtype=` argument is the kernel's own business (the caller asked for that dtype).
"""
import functools
import inspect

import numpy as np

from ..core.dtypes import BFLOAT16

_F32 = np.dtype(np.float32)
_F16 = np.dtype(np.float16)


def _narrow(result):
    if isinstance(result, (np.ndarray, np.float32)) and result.dtype is _F32:   # (a full reduction: a scalar)
        return np.asarray(result).astype(BFLOAT16)
    if isinstance(result, tuple):
        return tuple(_narrow(r) for r in result)
    return result


def in_float32(kernel):
    """The kernel, run on a bfloat16 argument `x` (or its first) widened to float32, its results rounded back."""
    params = list(inspect.signature(kernel).parameters)
    x_at = params.index("x") if "x" in params else 0
    dtype_at = params.index("dtype") if "dtype" in params else None

    @functools.wraps(kernel)
    def run(*args, **kwargs):
        x = args[x_at] if len(args) > x_at else kwargs.get(params[x_at])
        if getattr(x, "dtype", None) is not BFLOAT16:
            return kernel(*args, **kwargs)
        if dtype_at is not None:
            given = args[dtype_at] if len(args) > dtype_at else kwargs.get("dtype")
            if given is not None:
                return kernel(*args, **kwargs)
        if len(args) > x_at:
            args = args[:x_at] + (x.astype(_F32),) + args[x_at + 1:]
        else:
            kwargs[params[x_at]] = x.astype(_F32)
        return _narrow(kernel(*args, **kwargs))

    return run


# -- PyTorch's promotion table with bfloat16 (NumPy's refuses some pairs) --------------------------

def category(np_dtype):
    """bool 0 < integer 1 < floating 2 < complex 3."""
    kind = np_dtype.kind
    return 0 if kind == "b" else 1 if kind in "iu" else 3 if kind == "c" else 2


def promote_types(a, b):
    """PyTorch's promoteTypes for two NumPy dtypes: NumPy's table, except that an integer or bool
    meeting a floating or complex dtype takes that dtype (int64 with complex64 is complex64, where NumPy
    widens to complex128), and bfloat16, which float16 meets at float32 and wider floats and complex absorb."""
    if a is b or a == b:
        return a
    low, high = (a, b) if category(a) < category(b) else (b, a)
    if category(low) <= 1 and category(high) >= 2:
        return high
    if a is BFLOAT16 or b is BFLOAT16:
        other = b if a is BFLOAT16 else a
        if other.kind in "biu":
            return BFLOAT16
        if other == _F16:
            return _F32
        return other   # float32, float64, complex64, complex128
    return np.promote_types(a, b)


def promote_across(a, b):
    """PyTorch's promoteTypes for any two NumPy dtypes: a higher category (bool < integer < floating <
    complex) wins outright, a complex one keeping float64's width; within a category, promote_types."""
    ca, cb = category(a), category(b)
    if ca == cb:
        return promote_types(a, b)
    high, low = (a, b) if ca > cb else (b, a)
    return np.dtype(np.complex128) if high.kind == "c" and low == np.float64 else high


def with_common_dtype(arrays):
    """The arrays cast to PyTorch's common dtype: for NumPy functions (where, concatenate, stack)
    that refuse to promote bfloat16 with float16 or a wide integer (DTypePromotionError). Called
    from their error path only, so other dtypes never pay for it."""
    common = arrays[0].dtype
    for a in arrays[1:]:
        common = promote_types(common, a.dtype)
    return [a.astype(common, copy=False) for a in arrays]
