"""NumPy kernels of the reductions (sum, mean, prod, var/std, max/min, argmax, logsumexp, all/any,
the cumulative ops, and softmax / log_softmax: a max and a sum along a dim) and the shape
arithmetic of reducing: which dims, how many elements, what is left."""
import math
import warnings

import numpy as np

from ..core.dtypes import FLOATING_KINDS, INEXACT_KINDS, scalar_type_name
from .core import dims, kept_array, numpy_dtype, wrap_dim
from .opmath import in_float32


def correction_of(unbiased, correction):
    if correction is not None:
        return correction
    return 0 if unbiased is False else 1


@in_float32
def var(x, dim, unbiased, keepdim, correction, name="var", callers=0):
    """`name` is the op the warning names; `callers` counts the frames between this kernel's in_float32
    wrapper and the generated op (std: its own and its wrapper's), so the warning names the user's line."""
    dim, unbiased = var_dim(dim, unbiased)
    axis = dims(dim, x.ndim)
    ddof = correction_of(unbiased, correction)
    # PyTorch's count: input numel / output numel (an empty result counts as one element)
    if x.size // max(math.prod(reduced_shape(x.shape, axis, False)), 1) - ddof <= 0:
        # nan (or inf) without NumPy's RuntimeWarnings, and PyTorch's warning instead
        warnings.warn(f"{name}(): degrees of freedom is <= 0. Correction should be strictly less than the "
                      "reduction factor (input numel divided by output numel).", UserWarning,
                      stacklevel=4 + callers)
        with warnings.catch_warnings(), np.errstate(all="ignore"):
            warnings.simplefilter("ignore", RuntimeWarning)
            return np.var(x, axis=axis, ddof=ddof, keepdims=keepdim)
    with np.errstate(invalid="ignore", over="ignore"):   # (inf - inf inside NumPy's own Python: nan, silently)
        return np.var(x, axis=axis, ddof=ddof, keepdims=keepdim)


@in_float32
def std(x, dim, unbiased, keepdim, correction):
    return np.sqrt(var(x, dim, unbiased, keepdim, correction, "std", 2))


def check_reduced_not_empty(name, x, dim, shown=None):
    """PyTorch's error for max/min/argmax/amax over a size-0 dim (NumPy's would be a ValueError)."""
    if x.ndim and x.shape[dim] == 0:
        raise IndexError(f"{name}(): Expected reduction dim {dim if shown is None else shown} to have non-zero size.")


def max_dim(x, dim, keepdim, largest=True):
    """(values, indices) along dim; ties pick the first index, as PyTorch's CPU kernel."""
    d = wrap_dim(dim, x.ndim)
    if x.ndim == 0:
        return x.copy(), np.zeros((), np.int64)
    check_reduced_not_empty("max" if largest else "min", x, d)
    idx = np.argmax(x, axis=d) if largest else np.argmin(x, axis=d)
    values = np.take_along_axis(x, np.expand_dims(idx, d), axis=d)
    if not keepdim:
        values = values.squeeze(d)
    else:
        idx = np.expand_dims(idx, d)
    return values, idx.astype(np.int64)


def full_reduce(x, fn):
    """max()/min()/amax() over every element; PyTorch refuses an empty input (fn names the op)."""
    if x.size == 0:
        raise RuntimeError(f"{fn.__name__}(): Expected reduction dim to be specified for input.numel() == 0. "
                           "Specify the reduction dim with the 'dim' argument.")
    return fn(x)


def var_dim(dim, unbiased):
    """`x.var(False)` means unbiased=False, as PyTorch's var(Tensor self, bool unbiased) overload."""
    if isinstance(dim, (bool, np.bool_)):
        return None, bool(dim)
    return dim, unbiased


def amax(x, dim, keepdim, fn):
    """amax/amin: dim=() reduces every dim. An empty reduced dim is refused before a repeated one, as PyTorch."""
    given = (dim,) if isinstance(dim, (int, np.integer)) else dim
    if x.size == 0 and given and x.ndim:
        for shown in given:
            check_reduced_not_empty(fn.__name__, x, wrap_dim(shown, x.ndim), shown)
    axis = dims(dim, x.ndim)
    if axis is None:
        out = full_reduce(x, fn)
        return np.reshape(out, (1,) * x.ndim) if keepdim else out
    return fn(x, axis=axis, keepdims=keepdim)


def argmax(x, dim, keepdim, fn):
    """argmax/argmin (fn = np.argmax / np.argmin): ties give the first index, as PyTorch."""
    if dim is None:
        if x.size == 0:
            raise IndexError(f"{fn.__name__}(): Expected reduction dim to be specified for input.numel() == 0.")
        idx = np.asarray(fn(x), dtype=np.int64)
        return idx.reshape((1,) * x.ndim) if keepdim else idx
    if x.ndim == 0:
        wrap_dim(dim, 0)
        return np.zeros((), np.int64)
    d = wrap_dim(dim, x.ndim)
    check_reduced_not_empty(fn.__name__, x, d)
    return fn(x, axis=d, keepdims=keepdim).astype(np.int64)


@in_float32
def logsumexp(x, dim, keepdim):
    """log(sum(exp(x))) computed around the max, so large inputs do not overflow."""
    if x.dtype.kind not in INEXACT_KINDS:
        x = x.astype(np.float32)
    axis = dims(dim, x.ndim)
    if x.ndim == 0:   # (the same arithmetic as for a 1-element slice: logsumexp(-0.) is +0., as PyTorch's)
        return logsumexp(x.reshape(1), 0, False)
    if x.size == 0:  # log(0) = -inf over an empty slice, without NumPy's "no identity" error
        return np.full(reduced_shape(x.shape, axis, keepdim), -np.inf, x.dtype)
    m = np.max(x, axis=axis, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    with np.errstate(divide="ignore"):   # (a slice of -inf is log(0) = -inf, silently as in PyTorch)
        out = np.log(np.sum(np.exp(x - m), axis=axis, keepdims=True)) + m
    return out if keepdim else np.squeeze(out, axis=axis if axis is not None else tuple(range(x.ndim)))


@in_float32
def cumulative(fn, x, dim, dtype):
    """cumsum/cumprod along dim; integer and bool inputs give int64, as PyTorch."""
    d = wrap_dim(dim, x.ndim)
    if dtype is not None:
        x = x.astype(numpy_dtype(dtype))
    elif x.dtype.kind in "biu":
        x = x.astype(np.int64)
    if x.ndim == 0:  # (PyTorch copies a 0-dim tensor, -0.0 included)
        return x.copy()
    with np.errstate(invalid="ignore", over="ignore"):   # (np.cumsum is NumPy Python: the package's filter misses it)
        out = fn(x, axis=d)
    if fn is np.cumsum and out.dtype.kind in FLOATING_KINDS:
        out += 0.0  # PyTorch's running sum starts at +0.0, so a -0.0 prefix sums to +0.0
    return out


def all_any(fn, x, dim, keepdim):
    """all/any: bool results, except uint8 inputs which give uint8 (PyTorch's rule). An empty dim
    list reduces nothing here (each element's truth), where sum and friends take it as every dim."""
    if dim is not None and not isinstance(dim, (int, np.integer)) and len(dim) == 0:
        out = x != 0
    else:
        out = fn(x, axis=dims(dim, x.ndim), keepdims=keepdim)
    return np.asarray(out, dtype=np.uint8 if x.dtype == np.uint8 else np.bool_)


@in_float32
def reduce(fn, x, dim, keepdim, dtype):
    """sum/mean/prod over `dim` (None = all); integer sums and products give int64 as in PyTorch."""
    axis = dims(dim, x.ndim)
    if dtype is not None:
        x = x.astype(numpy_dtype(dtype))
    elif fn in (np.sum, np.prod) and x.dtype.kind in "biu":
        x = x.astype(np.int64)
    elif fn is np.mean and x.dtype.kind not in INEXACT_KINDS:
        raise RuntimeError(f"mean(): could not infer output dtype. Input dtype must be either a floating point or "
                           f"complex dtype. Got: {scalar_type_name(x.dtype)}")
    if fn is np.mean and x.dtype.kind in FLOATING_KINDS and x.dtype.itemsize >= 4:
        return _mean(x, axis, keepdim)
    return _UFUNC_REDUCTIONS.get(fn, fn)(x, axis=axis, keepdims=keepdim)


def _mean(x, axis, keepdims):
    """np.mean of float32/float64 without its Python layers: the same sum, divided by the count
    (np.mean divides in float64 and rounds to float32 once: the same result for an integer count)."""
    n = reduced_size(x.shape, axis)
    if n == 0:  # nan, silently as PyTorch (NumPy would warn about 0 / 0)
        return np.full(reduced_shape(x.shape, axis, keepdims), np.nan, x.dtype)
    return np.add.reduce(x, axis=axis, keepdims=keepdims) / n


def reduced_shape(shape, axis, keepdims):
    """The shape of a reduction's result over `axis` (NumPy axes from dims(); None = all)."""
    if keepdims:
        return tuple(1 if axis is None or i in axis else s for i, s in enumerate(shape))
    return tuple(s for i, s in enumerate(shape) if axis is not None and i not in axis)


def reduced_count(sizes, dim):
    """How many elements a reduction over `dim` (None = all) of a `sizes` tensor combines."""
    return reduced_size(sizes, dims(dim, len(sizes)))


def reduced_size(shape, axis):
    """How many elements a reduction over `axis` (NumPy axes from dims(); None = all) combines."""
    n = 1
    for i, s in enumerate(shape):
        if axis is None or i in axis:
            n *= s
    return n


# np.sum / np.prod are Python wrappers around these (~1 us a call, as much as a small sum itself).
_UFUNC_REDUCTIONS = {np.sum: np.add.reduce, np.prod: np.multiply.reduce}


_F32 = np.dtype(np.float32)
_ONES = {}
#: The longest rows summed by BLAS: OpenBLAS adds a row in a few vector lanes, each a running sum, whose
#: error grows with the row (rows of 1e5 values near 100: 6e-8 relative, as NumPy's pairwise sum; of 1e6:
#: 6e-7 against 3e-9; of 1.6e7: 3e-3). NumPy's sums of rows this long take ~2.4x BLAS's time (of 64: ~3.6x).
BLAS_ROW = 16384
#: The fewest elements summed by BLAS: below, NumPy's few row sums cost as little and the BLAS path's
#: extra calls (reshapes, the ones vector's lookup) ~2-4 us (a (4, 10) softmax's backward: 10.7 -> 14.2 us).
BLAS_MIN = 1024


def row_sums(rows):
    """The sums of a C-contiguous (m, n) float32 array's rows, m values, as one BLAS matrix-vector product
    rows @ ones. NumPy reduces a short last axis row by row (35-55 ns a row): (1024, 128) 57 -> 13 us,
    (4096, 64) 146 -> 24 us. OpenBLAS sums in vector lanes, as PyTorch's CPU kernels do, not pairwise:
    other bits, about as close to the exact sums (layer norm and softmax, measured against float64 in
    their kernels), and the same bits at any alignment of the rows and with 1 or 2 BLAS threads. Rows
    longer than BLAS_ROW are NumPy's pairwise sums."""
    n = rows.shape[1]
    if n > BLAS_ROW:
        return np.add.reduce(rows, axis=1)
    return rows @ kept_array(_ONES, n, np.ones, n, _F32)


def column_sums(rows):
    """The sums of a C-contiguous (m, n) float32 array's columns, n values: ones @ rows, one BLAS product
    ((1024, 128): np.add.reduce over axis 0, 39 -> 12 us)."""
    m = rows.shape[0]
    return kept_array(_ONES, m, np.ones, m, _F32) @ rows


def last_dim_sums(x):
    """np.add.reduce(x, axis=-1, keepdims=True) of an x of at least 1 dim; by row_sums for a C-contiguous
    float32 x of BLAS_MIN elements or more (softmax's and log_softmax's sums and their backwards')."""
    n = x.shape[-1]
    if x.dtype is _F32 and x.size >= BLAS_MIN and n <= BLAS_ROW and x.flags.c_contiguous:
        return row_sums(x.reshape(-1, n)).reshape(x.shape[:-1] + (1,))
    return np.add.reduce(x, axis=-1, keepdims=True)


def _refuse_integers(x, d, name):
    """PyTorch's CPU softmax kernels exist for floating dtypes only (one for the last dim, one for others)."""
    if x.dtype.kind in "biu":
        kernel = f"{name}_lastdim_kernel_impl" if d == max(x.ndim - 1, 0) else f"{name}_kernel_impl"
        raise NotImplementedError(f'"{kernel}" not implemented for \'{scalar_type_name(x.dtype)}\'')


def _max_keepdims(x, d):
    """np.maximum.reduce(x, axis=d, keepdims=True), the same values (a maximum does not depend on
    the order it is taken in). NumPy reduces a short last axis row by row, ~55 ns a row: an attention
    softmax's (8, 2, 32, 32) took 29 us. Over the transposed copy the reduction runs down contiguous
    columns instead: 12 us with the copy (rows of up to 32). From 33 to 512 wide, `reduceat` over the
    flat array takes every row in one call and no copy (a GPT's (16, 4, 64, 64) attention: 262 us by
    rows, 184 through the transposed copy, 117 so; rows of 128: 72 -> 30 us, of 512: 48 -> 27 us;
    longer rows are faster as they are)."""
    n = x.shape[d] if x.ndim else 0
    if d == x.ndim - 1 and 1 < n <= 512 and x.size >= 1024:
        if n > 32 and x.flags.c_contiguous:
            flat = x.reshape(-1)
            return np.maximum.reduceat(flat, np.arange(0, flat.size, n)).reshape(x.shape[:-1] + (1,))
        if n <= 64:
            rows = np.ascontiguousarray(x.reshape(-1, n).T)
            return np.maximum.reduce(rows, axis=0).reshape(x.shape[:-1] + (1,))
    return np.maximum.reduce(x, axis=d, keepdims=True)


@in_float32
def softmax(x, dim, dtype=None):
    if dtype is not None:   # (no copy when x has it: the result goes to a new array anyway)
        x = x.astype(numpy_dtype(dtype), copy=False)
    d = wrap_dim(dim, x.ndim)
    _refuse_integers(x, d, "softmax")
    if x.size == 0:  # (np.maximum.reduce has no identity for an empty slice)
        return x.copy()
    large = x.size >= BLAS_MIN and d == x.ndim - 1
    if large and x.dtype is _F32 and 1 < x.shape[d] <= BLAS_ROW:
        e = _float32_softmax_unshifted(x, x.shape[d])
        if e is not None:
            return e
    e = np.subtract(x, _max_keepdims(x, d), out=np.empty(x.shape, x.dtype))  # (0-dim too)
    np.exp(e, out=e)   # (in place: the temporaries of a large attention softmax cost as much as the math)
    e /= last_dim_sums(e) if large else np.add.reduce(e, axis=d, keepdims=True)
    return e


def _float32_softmax_unshifted(x, n):
    """softmax over the last dim as exp(x) / sum(exp(x)), without subtracting each row's max first, except
    in the rows whose sum is outside [2**-16, 2**100] (an exp overflowed, the row is all -inf or very
    negative, or holds nan), which are redone shifted by their max; None if exp raised (np.seterr). The max
    only keeps exp finite and the sum away from 0; where the sum shows both hold, it adds work and rounding.
    A GPT's (16, 4, 64, 64) causal attention: 1374 -> 949 us a call (PyTorch ~510; the row max by reduceat,
    ~190 us, and the broadcast subtraction, ~100 us, gone; the row sums by row_sums, 146 -> 24 us); inside
    the GPT step 1417 -> 1074 us. More accurate, as exp's argument is no longer rounded by the subtraction:
    over 20 such batches against float64, largest error 20.3 -> 6.9 ulp, mean 0.83 -> 0.36 (PyTorch's 20.8
    and 0.82); 61% of the values equal PyTorch's bits (70% before). Dividing, rather than multiplying by
    1 / sum, gives exactly 1 where a row has one nonzero exp (a causal mask's first row), as PyTorch's
    exp(0) / 1 does. A sum of at least 2**-16 keeps an exp that underflows to a subnormal within 2**-133 of
    PyTorch's value. Each row's bits depend on that row only."""
    e = np.empty(x.shape, _F32)
    try:
        np.exp(x, out=e)
    except FloatingPointError:   # (under np.seterr(over="raise") an overflowing exp raises: shift instead)
        return None
    rows = e.reshape(-1, n)
    sums = row_sums(rows)
    if not (np.minimum.reduce(sums) >= 2.0 ** -16 and np.maximum.reduce(sums) <= 2.0 ** 100):
        redo = np.flatnonzero(~((sums >= 2.0 ** -16) & (sums <= 2.0 ** 100)))   # (nan compares False)
        shifted = x.reshape(-1, n)[redo]
        shifted -= np.maximum.reduce(shifted, axis=1, keepdims=True)
        np.exp(shifted, out=shifted)
        rows[redo] = shifted
        sums[redo] = row_sums(shifted)
    rows /= sums.reshape(-1, 1)
    return e


@in_float32
def log_softmax(x, dim, dtype=None):
    if dtype is not None:   # (cross_entropy passes input.dtype: no copy then, ~0.3 us of its ~20)
        x = x.astype(numpy_dtype(dtype), copy=False)
    d = wrap_dim(dim, x.ndim)
    _refuse_integers(x, d, "log_softmax")
    if x.size == 0:
        return x.copy()
    # (into a row-major result whatever x's layout, as PyTorch's: log_softmax(x.t(), 0).view(-1) works there)
    shifted = np.subtract(x, _max_keepdims(x, d), out=np.empty(x.shape, x.dtype))
    if d == x.ndim - 1:   # (last_dim_sums: the GPT step's loss, (1024, 65), 446 -> 423 us)
        sums = last_dim_sums(np.exp(shifted))
    else:
        sums = np.add.reduce(np.exp(shifted), axis=d, keepdims=True)
    return np.subtract(shifted, np.log(sums), out=shifted)
