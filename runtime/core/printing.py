"""Render NumPy arrays exactly the way PyTorch 2.x prints a CPU tensor.

``format_tensor(arr)`` returns the string ``repr(torch.from_numpy(arr))``
would produce with PyTorch's default print options, so that gradtable
tensors look (and doctest) like their PyTorch counterparts.

The rules reproduced here, in brief:

* One formatter is chosen for the whole tensor (only the elements that will
  actually be shown count when the tensor is summarised) and every element is
  right-aligned to that formatter's width.
* Floating-point tensors pick one of three modes from their non-zero finite
  values: *integer mode* (all values are whole: ``1.``), *fixed mode* with 4
  decimals (``0.5000``) or *scientific mode* (``1.0000e-05``), the latter when
  max/min > 1000, max > 1e8 or min < 1e-4 (absolute values).
* Tensors with more than 1000 elements are summarised: every dimension longer
  than 2 * 3 shows its first and last 3 entries around ``...``.
* Rows are wrapped so that lines fit in 80 columns, continuation lines being
  indented under the opening bracket.
* Suffixes (``dtype=``, ``size=``, ``grad_fn=``, ``requires_grad=``) follow
  the data, each moved to a new line if it would overflow 80 columns.

* bfloat16 (ml_dtypes') prints its values widened to float32, as PyTorch's
  printing does (every bfloat16 is exactly a float32).
* Complex tensors get two formatters, one chosen from the real parts and one
  from the imaginary parts; an element is ``real`` then ``imag`` with its sign
  and a ``j`` (``1.+2.0000j``), so the two halves line up separately.
* ``dtype=`` is left out for the default dtypes: the default float, its
  complex counterpart, int64 and bool (only the default float when empty).
"""

from __future__ import annotations

import math

import ml_dtypes
import numpy as np

from . import dtypes  # (pure data, NumPy only: kernels may still import this module)

__all__ = ["format_shape", "format_tensor", "torch_dtype_name"]

# PyTorch's default print options (torch.set_printoptions(profile="default")).
PRECISION = 4
THRESHOLD = 1000
EDGEITEMS = 3
LINEWIDTH = 80

_PREFIX = "tensor("

# How PyTorch spells each supported NumPy dtype.
_TORCH_DTYPE_NAMES = {
    np.dtype(np.bool_): "torch.bool",
    np.dtype(np.uint8): "torch.uint8",
    np.dtype(np.uint16): "torch.uint16",
    np.dtype(np.uint32): "torch.uint32",
    np.dtype(np.uint64): "torch.uint64",
    np.dtype(np.int8): "torch.int8",
    np.dtype(np.int16): "torch.int16",
    np.dtype(np.int32): "torch.int32",
    np.dtype(np.int64): "torch.int64",
    np.dtype(np.float16): "torch.float16",
    np.dtype(np.float32): "torch.float32",
    np.dtype(np.float64): "torch.float64",
    np.dtype(ml_dtypes.bfloat16): "torch.bfloat16",
    np.dtype(np.complex64): "torch.complex64",
    np.dtype(np.complex128): "torch.complex128",
}
_BFLOAT16 = np.dtype(ml_dtypes.bfloat16)



def _implied_dtypes(empty: bool) -> tuple:
    """The dtypes PyTorch leaves out of ``dtype=``: the default float, its complex
    counterpart and the dtypes a literal infers anyway (int64, bool); for an empty
    tensor, where nothing hints at any of those, the default float alone."""
    default = dtypes.default_float.numpy
    if empty:
        return (default,)
    complex_default = np.dtype(np.complex128) if default == np.float64 else np.dtype(np.complex64)
    return default, complex_default, np.dtype(np.int64), np.dtype(np.bool_)


def format_shape(shape) -> str:
    """A shape as PyTorch's messages print it: ``[2, 3]`` (``[]`` for a scalar's).

    The one copy for every message that names a size, kernels' included: this
    module imports NumPy only, so kernels/ may use it without reaching Tensor.
    """
    return "[" + ", ".join(map(str, shape)) + "]"


def torch_dtype_name(dtype) -> str:
    """Return PyTorch's name for a NumPy dtype, e.g. ``'torch.float64'``."""
    dtype = np.dtype(dtype)
    try:
        return _TORCH_DTYPE_NAMES[dtype.newbyteorder("=")]
    except KeyError:
        raise TypeError(f"format_tensor does not support dtype {dtype}") from None


def format_tensor(
    data: np.ndarray,
    *,
    grad_fn_name: str | None = None,
    requires_grad: bool = False,
    prefix: str = _PREFIX,
    contents: str | None = None,
    tangent: str | None = None,
) -> str:
    """Return what PyTorch's ``repr`` prints for a CPU tensor holding ``data``.

    ``grad_fn_name`` (e.g. ``"AddBackward0"``) adds ``grad_fn=<...>``; failing
    that, ``requires_grad=True`` adds ``requires_grad=True``, because PyTorch
    only shows the flag on leaves. ``prefix`` is ``"MyT("`` for a Tensor
    subclass (PyTorch names the class; the rows indent under it). ``contents``
    replaces the values (``Tensor.__repr__(tensor_contents=...)``: a wrapper
    subclass prints the tensor it wraps there), the suffixes staying the tensor's.
    ``tangent`` is a dual tensor's tangent, printed (forward-mode AD).
    """
    arr = data if contents is not None else np.asarray(data)   # (a wrapper's data has no values to read)
    dtype_name = torch_dtype_name(arr.dtype)
    dtype = arr.dtype.newbyteorder("=")
    if dtype == _BFLOAT16 and contents is None:
        arr = arr.astype(np.float32)   # exact; PyTorch prints a bfloat16 tensor's float() too

    suffixes = []
    if arr.size == 0:
        # An empty tensor has no values to show its shape or dtype, so
        # PyTorch spells out the shape (unless it is (0,)) and the dtype.
        body = "[]" if contents is None else contents
        if arr.ndim != 1:
            suffixes.append(f"size={tuple(arr.shape)}")
        if dtype not in _implied_dtypes(empty=True):
            suffixes.append(f"dtype={dtype_name}")
    else:
        body = _tensor_body(arr, indent=len(prefix)) if contents is None else contents
        if dtype not in _implied_dtypes(empty=False):
            suffixes.append(f"dtype={dtype_name}")

    if grad_fn_name is not None:
        suffixes.append(f"grad_fn=<{grad_fn_name}>")
    elif requires_grad:
        suffixes.append("requires_grad=True")
    if tangent is not None:
        suffixes.append(f"tangent={tangent}")

    return _append_suffixes(prefix + body, suffixes, indent=len(prefix))


def _append_suffixes(text: str, suffixes: list[str], indent: int) -> str:
    """Join ``suffixes`` after ``text``, breaking the line before any suffix
    that would overflow the line width (PyTorch's ``_add_suffixes``)."""
    parts = [text]
    # PyTorch's measure of the last line overcounts by two characters
    # (``len - rfind('\\n') + 1``); mirror it so line breaks land identically.
    last_line_len = len(text) - text.rfind("\n") + 1
    for suffix in suffixes:
        if last_line_len + len(suffix) + 2 > LINEWIDTH:
            parts.append(",\n" + " " * indent + suffix)
            last_line_len = indent + len(suffix)
        else:
            parts.append(", " + suffix)
            last_line_len += len(suffix) + 2
    parts.append(")")
    return "".join(parts)


def _tensor_body(arr: np.ndarray, indent: int) -> str:
    """Render the bracketed values of a non-empty array."""
    summarize = arr.size > THRESHOLD
    shown = _summarized(arr) if summarize else arr
    if arr.dtype.kind == "c":
        formatter = _ComplexFormatter(_ElementFormatter(shown.real), _ElementFormatter(shown.imag))
    else:
        formatter = _ElementFormatter(shown)
    return _render(arr, indent, summarize, formatter)


def _summarized(arr: np.ndarray) -> np.ndarray:
    """Keep only the entries a summarised print shows: along every axis
    longer than ``2 * EDGEITEMS``, the first and last ``EDGEITEMS``.  The
    formatter's width and mode depend on these entries alone."""
    index = []
    for size in arr.shape:
        if size > 2 * EDGEITEMS:
            index.append(np.r_[0:EDGEITEMS, size - EDGEITEMS : size])
        else:
            index.append(np.arange(size))
    return arr[np.ix_(*index)] if arr.ndim else arr


class _ElementFormatter:
    """Formats single elements so that all of them share one style and width.

    For floats the style is decided once from the non-zero finite values:
    ``inf``/``nan``/``0`` never influence it, which is why e.g. an all-zero
    tensor prints as ``0.`` and ``tensor([inf, nan, 1.])`` stays compact.
    """

    def __init__(self, arr: np.ndarray):
        self.floating = np.issubdtype(arr.dtype, np.floating)
        self.int_mode = True
        self.sci_mode = False
        self.width = 1

        values = arr.reshape(-1)
        if not self.floating:
            # Integers and bools print as Python does (``True``, ``-3``).
            for value in values.tolist():
                self.width = max(self.width, len(str(value)))
            return

        candidates = values[np.isfinite(values) & (values != 0)]
        if candidates.size == 0:
            return

        magnitudes = np.abs(candidates).astype(np.float64)
        largest, smallest = magnitudes.max(), magnitudes.min()
        self.int_mode = bool(np.all(candidates == np.ceil(candidates)))
        # Scientific notation when a fixed 4-decimal layout would lose the
        # small values or get very wide.
        with np.errstate(over="ignore"):  # e.g. 1e300 / 1e-300 -> inf, as in torch
            ratio = largest / smallest
        self.sci_mode = bool(ratio > 1000.0 or largest > 1.0e8 or smallest < 1.0e-4)

        for value in candidates.tolist():
            if self.sci_mode:
                text = f"{value:.{PRECISION}e}"
            elif self.int_mode:
                text = f"{value:.0f}."  # trailing '.' marks a float dtype
            else:
                text = f"{value:.{PRECISION}f}"
            self.width = max(self.width, len(text))

    def format(self, value) -> str:
        """Format one Python scalar, right-aligned to the shared width."""
        if not self.floating:
            text = str(value)
        elif self.sci_mode:
            text = f"{value:{self.width}.{PRECISION}e}"
        elif self.int_mode:
            text = f"{value:.0f}"
            if not (math.isinf(value) or math.isnan(value)):
                text += "."
        else:
            text = f"{value:.{PRECISION}f}"
        return text.rjust(self.width)


class _ComplexFormatter:
    """A complex element as PyTorch prints it: the real part by one formatter, the imaginary part by
    another, with its sign (``+`` added when the formatter gave none) and ``j``. The width counts both
    parts and the ``j``: it decides how many elements share a line."""

    def __init__(self, real: _ElementFormatter, imag: _ElementFormatter):
        self.real, self.imag = real, imag
        self.width = real.width + imag.width + 1

    def format(self, value) -> str:
        imag = (self.imag.format(value.imag) + "j").lstrip()
        return self.real.format(value.real) + (imag if imag[0] in "+-" else "+" + imag)


def _render(arr: np.ndarray, indent: int, summarize: bool, fmt: _ElementFormatter) -> str:
    """Recursively render ``arr`` whose opening bracket sits at column
    ``indent``; inner blocks are separated by ``ndim - 1`` line breaks, so
    3-D tensors get a blank line between their matrices."""
    if arr.ndim == 0:
        return fmt.format(arr.item())
    if arr.ndim == 1:
        return _render_vector(arr, indent, summarize, fmt)

    n = arr.shape[0]
    if summarize and n > 2 * EDGEITEMS:
        head = [_render(arr[i], indent + 1, summarize, fmt) for i in range(EDGEITEMS)]
        tail = [_render(arr[i], indent + 1, summarize, fmt) for i in range(n - EDGEITEMS, n)]
        blocks = head + ["..."] + tail
    else:
        blocks = [_render(arr[i], indent + 1, summarize, fmt) for i in range(n)]
    separator = "," + "\n" * (arr.ndim - 1) + " " * (indent + 1)
    return "[" + separator.join(blocks) + "]"


def _render_vector(arr: np.ndarray, indent: int, summarize: bool, fmt: _ElementFormatter) -> str:
    """Render a 1-D array, packing as many elements per line as fit in the
    line width.  The count per line uses the formatter width plus ``', '``,
    even where an element (``nan``, ``0.``) is wider than that width."""
    per_line = max(1, (LINEWIDTH - indent) // (fmt.width + 2))

    n = arr.shape[0]
    if summarize and n > 2 * EDGEITEMS:
        items = (
            [fmt.format(v) for v in arr[:EDGEITEMS].tolist()]
            + [" ..."]
            + [fmt.format(v) for v in arr[n - EDGEITEMS :].tolist()]
        )
    else:
        items = [fmt.format(v) for v in arr.tolist()]

    lines = [", ".join(items[i : i + per_line]) for i in range(0, len(items), per_line)]
    return "[" + (",\n" + " " * (indent + 1)).join(lines) + "]"
