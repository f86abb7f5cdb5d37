"""The three discrete Fourier transforms under torch.fft, as ATen's `_fft_c2c`, `_fft_r2c` and `_fft_c2r`
compute them: over the dims listed, unnormalized (`normalization` 0), scaled by 1/sqrt(n) (1) or by
1/n (2), n the product of the signal's sizes along those dims, whatever the direction. NumPy's pocketfft
does the work; a complex64 (float32) signal gives a complex64 (float32) result, as PyTorch's."""
import math

import numpy as np

from ..core.dtypes import scalar_type_name

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


def c2c(x, dim, normalization, forward):
    """The complex transform over `dim` (forward: e^-2πi jk/n; else the inverse's e^+2πi jk/n, unscaled)."""
    _require(x, True)
    dim = tuple(dim)
    if not dim:
        return x.copy()
    transform = np.fft.fftn if forward else np.fft.ifftn
    result = transform(x, axes=dim, norm=_UNSCALED[forward]).astype(x.dtype, copy=False)
    return _scaled(result, math.prod(x.shape[d] for d in dim), normalization)


def r2c(x, dim, normalization, onesided):
    """The forward transform of a real signal over `dim`; onesided: only the first n // 2 + 1 outputs
    along the last of `dim` (the rest are their conjugates)."""
    _require(x, False)
    dim = tuple(dim)
    if onesided:
        result = np.fft.rfftn(x, axes=dim)
    else:
        result = np.fft.fftn(x, axes=dim)
    result = result.astype(_complex_of(x.dtype), copy=False)
    return _scaled(result, math.prod(x.shape[d] for d in dim), normalization)


def c2r(x, dim, normalization, last_dim_size):
    """The inverse transform (unscaled) of a onesided half spectrum over `dim` into a real signal of
    `last_dim_size` points along the last of `dim`; the imaginary parts that a real signal's spectrum
    cannot have (at frequency 0, and n / 2 for even n) are ignored, as PyTorch's kernel ignores them."""
    _require(x, True)
    dim = tuple(dim)
    sizes = [x.shape[d] for d in dim[:-1]] + [last_dim_size]
    result = np.fft.irfftn(x, s=sizes, axes=dim, norm="forward")
    result = result.astype(np.float32 if x.dtype == np.complex64 else np.float64, copy=False)
    return _scaled(result, math.prod(sizes), normalization)
