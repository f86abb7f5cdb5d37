"""The three discrete Fourier transforms under torch.fft, as ATen's `_fft_c2c`, `_fft_r2c` and `_fft_c2r`
compute them: over the dims listed, unnormalized (`normalization` 0), scaled by 1/sqrt(n) (1) or by
1/n (2), n the product of the signal's sizes along those dims, whatever the direction. NumPy's pocketfft
does the work; a complex64 (float32) signal gives a complex64 (float32) result, as PyTorch's."""
import math

import numpy as np

from ..core.dtypes import scalar_type_name
from .core import element_strides
from .output_layout import laid_out

#: NumPy's name for "no scaling" in each direction: its `norm` scales one direction of each pair.
_UNSCALED = {True: "backward", False: "forward"}


def _scaled(result, signal_numel, normalization):
    if normalization == 1:
        result *= 1 / math.sqrt(signal_numel)
    elif normalization == 2:
        result *= 1 / signal_numel
    return result


def _complex_of(dtype):
    return np.dtype(np.complex64) if dtype in (np.float32, np.complex64) else np.dtype(np.complex128)


def _require(x, complex_input):
    if (x.dtype.kind == "c") != complex_input:
        what = "complex" if complex_input else "floating-point"
        raise RuntimeError(f"Only supports {what} dtypes, but found: {scalar_type_name(x.dtype)}")


def _refuse_empty(x, dim):
    """PyTorch's MKL build refuses an empty batch of signals (zeros(0, 4) transformed over dim 1); before
    that, its reshape into (batch, *signal) refuses a signal with a size-0 dim."""
    if not dim or x.size:
        return
    signal = [x.shape[d] for d in dim]
    if 0 in signal:
        raise RuntimeError(f"cannot reshape tensor of 0 elements into shape {[-1] + signal} because the "
                           "unspecified dimension size -1 can be any value and is ambiguous")
    raise RuntimeError("MKL FFT error: Intel oneMKL DFTI ERROR: Inconsistent configuration parameters")


def _sorted_dims(strides, dim, keep_last=False):
    """The transformed dims as PyTorch's kernel orders them: by the input's strides, largest first (for a
    onesided transform the last dim stays last). (std::sort of so few dims is an insertion sort: stable.)"""
    head = dim[:-1] if keep_last else dim
    return tuple(sorted(head, key=lambda d: -strides[d])) + (dim[-1:] if keep_last else ())


def _untransformed_dims(ndim, dim):
    """The dims not in `dim`, in the order std::partition leaves them (libstdc++ swaps a transformed dim
    from the front with an untransformed one from the back: (3, 2, 1) over dim 0 gives [2, 1]), which
    decides the order of the dims the stable sort by strides finds equal."""
    order, first, last = list(range(ndim)), 0, ndim
    while True:
        while first != last and order[first] not in dim:
            first += 1
        if first == last:
            return order[:first]
        last -= 1
        while first != last and order[last] in dim:
            last -= 1
        if first == last:
            return order[:first]
        order[first], order[last] = order[last], order[first]
        first += 1


def _exec_strides(in_strides, out_shape, dim):
    """The strides (in elements) PyTorch's _exec_fft gives its result: the untransformed dims, ordered by
    the input's strides (largest first), collapsed into one batch dim before the signal dims in `dim`'s
    order, and the (batch, *signal) block contiguous."""
    batch = sorted(_untransformed_dims(len(out_shape), set(dim)), key=lambda d: -in_strides[d])
    strides, step = [0] * len(out_shape), 1
    for d in reversed(dim):
        strides[d] = step
        step *= max(out_shape[d], 1)
    for d in reversed(batch):
        strides[d] = step
        step *= out_shape[d]
    return strides


def c2c(x, dim, normalization, forward):
    """The complex transform over `dim` (forward: e^-2πi jk/n; else the inverse's e^+2πi jk/n, unscaled)."""
    _require(x, True)
    dim = tuple(dim)
    if not dim:
        return x.copy()
    _refuse_empty(x, dim)
    transform = np.fft.fftn if forward else np.fft.ifftn
    result = transform(x, axes=dim, norm=_UNSCALED[forward]).astype(x.dtype, copy=False)
    result = _scaled(result, math.prod(x.shape[d] for d in dim), normalization)
    strides = element_strides(x)
    return laid_out(result, _exec_strides(strides, result.shape, _sorted_dims(strides, dim)))


def r2c(x, dim, normalization, onesided):
    """The forward transform of a real signal over `dim`; onesided: only the first n // 2 + 1 outputs
    along the last of `dim` (the rest are their conjugates)."""
    _require(x, False)
    dim = tuple(dim)
    _refuse_empty(x, dim)
    if onesided:
        result = np.fft.rfftn(x, axes=dim)
    else:
        result = np.fft.fftn(x, axes=dim)
    result = result.astype(_complex_of(x.dtype), copy=False)
    result = _scaled(result, math.prod(x.shape[d] for d in dim), normalization)
    strides = element_strides(x)
    return laid_out(result, _exec_strides(strides, result.shape, _sorted_dims(strides, dim, keep_last=True)))


def c2r(x, dim, normalization, last_dim_size):
    """The inverse transform (unscaled) of a onesided half spectrum over `dim` into a real signal of
    `last_dim_size` points along the last of `dim`; the imaginary parts that a real signal's spectrum
    cannot have (at frequency 0, and n / 2 for even n) are ignored, as PyTorch's kernel ignores them."""
    _require(x, True)
    dim = tuple(dim)
    _refuse_empty(x, dim)
    sizes = [x.shape[d] for d in dim[:-1]] + [last_dim_size]
    result = np.fft.irfftn(x, s=sizes, axes=dim, norm="forward")
    result = result.astype(np.float32 if x.dtype == np.complex64 else np.float64, copy=False)
    result = _scaled(result, math.prod(sizes), normalization)
    # (PyTorch transforms all but the last dim first, c2c, then the last alone: its layout follows both)
    strides = element_strides(x)
    if len(dim) > 1:
        strides = _exec_strides(strides, x.shape, _sorted_dims(strides, dim[:-1]))
    return laid_out(result, _exec_strides(strides, result.shape, dim[-1:]))
