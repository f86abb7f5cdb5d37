"""torch.promote_types, torch.result_type and torch.can_cast: PyTorch's type promotion, asked directly.

Ops get these dtypes from NumPy's promotion (with Python numbers and 0-dim tensors as weak operands,
kernels/opmath.py and ops/bfloat16_promotion.py); these functions answer the question on dtypes and
values without computing anything, with PyTorch's three priorities: tensors with dimensions, then
0-dim tensors, then Python numbers, a lower priority deciding only when it is of a higher category
(bool < integer < floating < complex).
"""
import numbers

from ..kernels.opmath import category, promote_across
from . import dtypes
from .tensor import Tensor


def _check_dtype(value, fn, name, position):
    if not isinstance(value, dtypes.dtype):
        raise TypeError(f"{fn}(): argument '{name}' (position {position}) must be torch.dtype, not "
                        f"{type(value).__name__}")


def promote_types(type1, type2):
    """The dtype both dtypes promote to (the shell unsigned dtypes promote with themselves only)."""
    _check_dtype(type1, "promote_types", "type1", 1)
    _check_dtype(type2, "promote_types", "type2", 2)
    return _promote(type1, type2)


def _promote(a, b):
    if a is b:
        return a
    if (a in dtypes.SHELL_UNSIGNED or b in dtypes.SHELL_UNSIGNED) and not (a.is_floating_point
                                                                           or b.is_floating_point):
        raise RuntimeError(f"Promotion for uint16, uint32, uint64 types is not supported, attempted to promote "
                           f"{dtypes.scalar_type_name(a.numpy)} and {dtypes.scalar_type_name(b.numpy)}")
    return dtypes.from_numpy(promote_across(a.numpy, b.numpy))


def can_cast(from_, to):
    """Whether an in-place op may write a `from_` result into a `to` tensor: never to a lower category
    (complex to real, floating to integer, anything but bool to bool)."""
    _check_dtype(from_, "can_cast", "from_", 1)
    _check_dtype(to, "can_cast", "to", 2)
    return category(from_.numpy) <= category(to.numpy)


def _number_dtype(value):
    """A Python number's dtype in promotion: bool, int64, the default float dtype or its complex."""
    if isinstance(value, bool):
        return dtypes.bool
    if isinstance(value, numbers.Integral):
        return dtypes.int64
    if isinstance(value, numbers.Real):
        return dtypes.default_float
    return dtypes.complex128 if dtypes.default_float is dtypes.float64 else dtypes.complex64


def _combine(higher, lower):
    """A higher-priority group's dtype meets a lower one's: the lower wins only in a higher category
    (a complex lower makes a floating higher complex, keeping its precision)."""
    if higher is None:
        return lower
    if lower is None:
        return higher
    high, low = category(higher.numpy), category(lower.numpy)
    if high == 3:
        return higher
    if low == 3:
        if high == 2:
            return dtypes.complex128 if higher is dtypes.float64 else dtypes.complex64
        return lower
    if high == 2:
        return higher
    if high == 0 or low == 2:
        return _promote(higher, lower)
    return higher


_RESULT_TYPE_OVERLOADS = (("Tensor tensor", "Tensor other"), ("Number scalar", "Tensor tensor"),
                          ("Tensor tensor", "Number other"), ("Number scalar1", "Number scalar2"))


def _is_number(value):
    return isinstance(value, numbers.Number) and not isinstance(value, Tensor)


def _refuse_result_type_arguments(args):
    """PyTorch's parser error: each overload, with the arguments from the first that does not fit marked."""
    def word(value):
        return "Tensor" if isinstance(value, Tensor) else type(value).__name__

    lines = []
    for overload in _RESULT_TYPE_OVERLOADS:
        lines.append(f" * ({', '.join(overload)})")
        if len(args) != 2:
            continue
        # (as PyTorch's report: only a tensor given for a Tensor goes unmarked, a number never does)
        shown = [word(a) if isinstance(a, Tensor) and kind.startswith("Tensor") else f"!{word(a)}!"
                 for a, kind in zip(args, overload)]
        lines.append(f"      didn't match because some of the arguments have invalid types: ({', '.join(shown)})")
    raise TypeError(f"result_type() received an invalid combination of arguments - got "
                    f"({', '.join(word(a) for a in args)}), but expected one of:\n" + "\n".join(lines) + "\n")


def result_type(*args):
    """The dtype an arithmetic op of the two arguments (tensors or numbers) gives."""
    if len(args) != 2 or not all(isinstance(a, Tensor) or _is_number(a) for a in args):
        _refuse_result_type_arguments(args)
    groups = [None, None, None]   # tensors with dims, 0-dim tensors, numbers
    for value in args:
        if isinstance(value, Tensor):
            group, dt = (0 if value.ndim else 1), value.dtype
        else:
            group, dt = 2, _number_dtype(value)
        groups[group] = dt if groups[group] is None else _promote(groups[group], dt)
    return _combine(groups[0], _combine(groups[1], groups[2]))
