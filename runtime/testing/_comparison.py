"""torch.testing.assert_close: are two values (tensors, NumPy arrays, numbers, or sequences and mappings of
them) equal up to a tolerance, with PyTorch's default tolerances per dtype and its error messages.

The inputs are walked together (sequences item by item, mappings key by key); each pair of leaves is
compared as None, bools, numbers or tensor-likes, whichever both are. The first failure raises, naming
the item it occurred for. Tensors are close where |actual - expected| <= atol + rtol * |expected|
(isclose), after their shape, layout, device, dtype (and optionally stride) have been checked.
"""
import cmath
import collections.abc
import warnings

import numpy as np

from ..core import dtypes
from ..core.creation import as_tensor, tensor
from ..core.promotion import promote_types
from ..core.tensor import Tensor
from ..generated import ops

#: (rtol, atol) by dtype when neither is given; other dtypes (integers, bool) compare exactly.
DEFAULT_TOLERANCES = {dtypes.float16: (1e-3, 1e-5), dtypes.bfloat16: (1.6e-2, 1e-5), dtypes.float32: (1.3e-6, 1e-5),
                      dtypes.float64: (1e-7, 1e-7), dtypes.complex64: (1.3e-6, 1e-5),
                      dtypes.complex128: (1e-7, 1e-7)}
#: The dtype a Python number is compared as (for its default tolerances).
_NUMBER_DTYPES = {int: dtypes.int64, float: dtypes.float64, complex: dtypes.complex128}


class _Failure(Exception):
    """A comparison's verdict: the exception type and message to raise, and the item it concerns."""

    def __init__(self, kind, message, item=()):
        super().__init__(message)
        self.kind, self.message, self.item = kind, message, item

    def error(self, msg=None):
        if isinstance(msg, str):
            return self.kind(msg)
        text = self.message
        if self.item:
            text += f"\n\nThe failure occurred for item {''.join(str([key]) for key in self.item)}"
        return self.kind(msg(text) if callable(msg) else text)


class _Unsupported(Exception):
    """This kind of comparison does not handle these inputs: try the next one."""


def _tolerances(dts, rtol, atol, item):
    if (rtol is None) != (atol is None):
        raise _Failure(ValueError, f"Both 'rtol' and 'atol' must be either specified or omitted, but got no "
                                   f"{'rtol' if rtol is None else 'atol'}.", item)
    if rtol is not None:
        return rtol, atol
    pairs = [DEFAULT_TOLERANCES.get(dt, (0.0, 0.0)) for dt in dts]
    return max(p[0] for p in pairs), max(p[1] for p in pairs)


def _mismatch_message(what, equality, extra, abs_diff, abs_at, atol, rel_diff, rel_at, rtol):
    lines = [f"{what} are not {'equal' if equality else 'close'}!", ""]
    if extra:
        lines.append(extra)
    for kind, diff, at, tol in (("absolute", abs_diff, abs_at, atol), ("relative", rel_diff, rel_at, rtol)):
        line = (f"{kind.title()} difference: {diff}" if at is None
                else f"Greatest {kind} difference: {diff} at index {at}")
        lines.append(line if equality else f"{line} (up to {tol} allowed)")
    return "\n".join(lines)


def _scalar_message(actual, expected, rtol, atol):
    abs_diff = abs(actual - expected)
    rel_diff = float("inf") if expected == 0 else abs_diff / abs(expected)
    return _mismatch_message("Scalars", rtol == 0 and atol == 0, f"Expected {expected} but got {actual}.",
                             abs_diff, None, atol, rel_diff, None, rtol)


# -- the kinds of leaves ---------------------------------------------------------------------------

def _compare_none(actual, expected, item, **_):
    if actual is not None and expected is not None:
        raise _Unsupported
    if not (actual is None and expected is None):
        raise _Failure(AssertionError, f"None mismatch: {actual} is not {expected}", item)


def _compare_bools(actual, expected, item, **_):
    if not all(isinstance(v, (bool, np.bool_)) for v in (actual, expected)):
        raise _Unsupported
    actual, expected = bool(actual), bool(expected)
    if actual is not expected:
        raise _Failure(AssertionError, f"Booleans mismatch: {actual} is not {expected}", item)


def _compare_numbers(actual, expected, item, rtol, atol, equal_nan, check_dtype, **_):
    kinds = (int, float, complex, np.number)
    if not all(isinstance(v, kinds) and not isinstance(v, bool) for v in (actual, expected)):
        raise _Unsupported
    actual, expected = (v.item() if isinstance(v, np.number) else v for v in (actual, expected))
    rtol, atol = _tolerances([_NUMBER_DTYPES[type(v)] for v in (actual, expected)], rtol, atol, item)
    if check_dtype and type(actual) is not type(expected):
        raise _Failure(AssertionError, f"The (d)types do not match: {type(actual)} != {type(expected)}.", item)
    if actual == expected or (equal_nan and cmath.isnan(actual) and cmath.isnan(expected)):
        return
    diff = abs(actual - expected)
    if cmath.isfinite(diff) and diff <= atol + rtol * abs(expected):
        return
    raise _Failure(AssertionError, _scalar_message(actual, expected, rtol, atol), item)


def _as_tensor(value):
    if isinstance(value, Tensor):
        return value
    try:
        return as_tensor(value)
    except Exception:   # noqa: BLE001 - anything as_tensor refuses is not tensor-like
        raise _Unsupported from None


def _compare_tensors(actual, expected, item, allow_subclasses, rtol, atol, equal_nan, check_device, check_dtype,
                     check_layout, check_stride, **_):
    if not (isinstance(actual, type(expected)) or isinstance(expected, type(actual))):
        raise _Unsupported
    if not allow_subclasses and type(actual) is not type(expected):
        raise _Unsupported
    actual, expected = _as_tensor(actual), _as_tensor(expected)
    rtol, atol = _tolerances([actual.dtype, expected.dtype], rtol, atol, item)

    def differ(name, a, b):
        raise _Failure(AssertionError, f"The values for attribute '{name}' do not match: {a} != {b}.", item)

    if actual.shape != expected.shape:
        differ("shape", actual.shape, expected.shape)
    if check_stride and actual.stride() != expected.stride():
        differ("stride()", actual.stride(), expected.stride())
    if check_dtype and actual.dtype != expected.dtype:
        differ("dtype", actual.dtype, expected.dtype)
    if actual.dtype != expected.dtype:
        common = promote_types(*(dtypes.int64 if dt in dtypes.SHELL_UNSIGNED else dt
                                 for dt in (actual.dtype, expected.dtype)))
        actual, expected = actual.to(common), expected.to(common)
    _compare_values(actual.detach(), expected.detach(), item, rtol, atol, equal_nan)


def _compare_values(actual, expected, item, rtol, atol, equal_nan):
    matches = ops.isclose(actual, expected, rtol, atol, equal_nan)._data
    if matches.all():
        return
    if actual.ndim == 0:
        raise _Failure(AssertionError, _scalar_message(actual.item(), expected.item(), rtol, atol), item)
    a, e = actual._data.reshape(-1), expected._data.reshape(-1)
    if a.dtype.kind not in dtypes.INEXACT_KINDS:   # integers and bools: differences as int64
        a, e = a.astype(np.int64), e.astype(np.int64)
    mismatched = ~matches.reshape(-1)
    # (an integer difference is divided in the default float dtype, as PyTorch's int64 / int64)
    ratio_dtype = a.dtype if a.dtype.kind in dtypes.INEXACT_KINDS else dtypes.default_float.numpy
    with np.errstate(all="ignore"):
        abs_diff = np.where(mismatched, np.abs(a - e), 0).astype(a.dtype)
        rel_diff = np.where(mismatched, abs_diff.astype(ratio_dtype) / np.abs(e).astype(ratio_dtype), 0)
        rel_diff = rel_diff.astype(ratio_dtype)
    count, total = int(mismatched.sum()), matches.size
    extra = f"Mismatched elements: {count} / {total} ({count / total:.1%})"
    abs_at, rel_at = _first_greatest(abs_diff), _first_greatest(rel_diff)
    raise _Failure(AssertionError, _mismatch_message(
        "Tensor-likes", rtol == 0 and atol == 0, extra, abs_diff[abs_at].item(), _index(abs_at, matches.shape), atol,
        rel_diff[rel_at].item(), _index(rel_at, matches.shape), rtol), item)


def _index(flat, shape):
    return tuple(int(i) for i in np.unravel_index(flat, shape))


def _first_greatest(values):
    """The flat index of the largest value (the first nan when there is one, as torch.max)."""
    nan = np.isnan(values) if values.dtype.kind in "fc" else np.zeros(values.shape, bool)
    return int(np.argmax(nan)) if nan.any() else int(np.argmax(values))


_KINDS = (_compare_none, _compare_bools, _compare_numbers, _compare_tensors)


def _walk(actual, expected, item, options):
    """Compare leaf pairs depth first; raise the first failure."""
    def is_sequence(v):
        return isinstance(v, collections.abc.Sequence) and not isinstance(v, str)

    if is_sequence(actual) and is_sequence(expected):
        if len(actual) != len(expected):
            raise _Failure(AssertionError, f"The length of the sequences mismatch: {len(actual)} != {len(expected)}",
                           item)
        for i, (a, e) in enumerate(zip(actual, expected)):
            _walk(a, e, item + (i,), options)
        return
    if isinstance(actual, collections.abc.Mapping) and isinstance(expected, collections.abc.Mapping):
        keys_a, keys_e = set(actual), set(expected)
        if keys_a != keys_e:
            raise _Failure(AssertionError, f"The keys of the mappings do not match:\nMissing keys in the actual "
                                           f"mapping: {sorted(keys_e - keys_a)}\nAdditional keys in the actual "
                                           f"mapping: {sorted(keys_a - keys_e)}", item)
        try:
            keys = sorted(keys_a)
        except TypeError:
            keys = list(keys_a)
        for key in keys:
            _walk(actual[key], expected[key], item + (key,), options)
        return
    for kind in _KINDS:
        try:
            return kind(actual, expected, item, **options)
        except _Unsupported:
            continue
    raise _Failure(TypeError, f"No comparison pair was able to handle inputs of type {_class(actual)} and "
                              f"{_class(expected)}.", item)


def _class(value):
    """How PyTorch prints a value's class: gradtable's own as torch's (<class 'torch.Tensor'>)."""
    cls = type(value)
    if cls is Tensor:
        return "<class 'torch.Tensor'>"
    if cls.__module__.startswith("gradtable."):
        return f"<class 'torch.{cls.__module__.removeprefix('gradtable.')}.{cls.__qualname__}'>"
    return str(cls)


def assert_close(actual, expected, *, allow_subclasses=True, rtol=None, atol=None, equal_nan=False, check_device=True,
                 check_dtype=True, check_layout=True, check_stride=False, msg=None):
    """Raise AssertionError unless actual and expected are close (see the module's docstring); msg
    replaces the message (a string) or rewrites it (a callable)."""
    __tracebackhide__ = True
    options = dict(allow_subclasses=allow_subclasses, rtol=rtol, atol=atol, equal_nan=equal_nan,
                   check_device=check_device, check_dtype=check_dtype, check_layout=check_layout,
                   check_stride=check_stride)
    try:
        _walk(actual, expected, (), options)
    except _Failure as failure:
        raise failure.error(msg) from None


#: assert_allclose's own default tolerances (it predates assert_close's).
_ALLCLOSE_TOLERANCES = {dtypes.float16: (1e-3, 1e-3), dtypes.float32: (1e-4, 1e-5), dtypes.float64: (1e-5, 1e-8)}


def assert_allclose(actual, expected, rtol=None, atol=None, equal_nan=True, msg=""):
    """The deprecated assert_allclose: assert_close with nan equal to nan, dtypes free to differ, and
    its own tolerances."""
    warnings.warn("`torch.testing.assert_allclose()` is deprecated since 1.12 and will be removed in a future release. "
                  "Please use `torch.testing.assert_close()` instead. You can find detailed upgrade instructions in "
                  "https://github.com/pytorch/pytorch/issues/61844.", FutureWarning, stacklevel=2)
    if not isinstance(actual, Tensor):
        actual = tensor(actual)
    if not isinstance(expected, Tensor):
        expected = tensor(expected, dtype=actual.dtype)
    if rtol is None and atol is None:
        pairs = [_ALLCLOSE_TOLERANCES.get(t.dtype, (0.0, 0.0)) for t in (actual, expected)]
        rtol, atol = max(p[0] for p in pairs), max(p[1] for p in pairs)
    assert_close(actual, expected, rtol=rtol, atol=atol, equal_nan=equal_nan, check_device=True, check_dtype=False,
                 check_stride=False, msg=msg or None)

