"""torch.fft's transforms, composed as PyTorch's (aten/native/SpectralOps.cpp) composes them from its three
differentiable transforms `_fft_c2c`, `_fft_r2c` and `_fft_c2r`: the arguments made canonical, the input
promoted (integers to the default float, real to complex where a complex transform needs it: a
ToCopyBackward0 node), trimmed (SliceBackward0) or zero-padded (ConstantPadNdBackward0) to the signal
size asked for, and the `norm` string turned into the scaling the transform applies. The same chain of
nodes as PyTorch's, so gradients and grad_fn names agree."""
from ..core import dtypes
from ..core.dtypes import scalar_type_name
from ..generated import ops
from ..kernels.core import wrap_dim

#: _fft_* normalization: none, by 1/sqrt(n), by 1/n.
_NONE, _BY_ROOT_N, _BY_N = 0, 1, 2


def _normalization(norm, forward):
    """The scaling of one direction for a `norm` mode: each mode scales one direction of the pair."""
    if norm is None or norm == "backward":
        return _NONE if forward else _BY_N
    if norm == "forward":
        return _BY_N if forward else _NONE
    if norm == "ortho":
        return _BY_ROOT_N
    raise RuntimeError(f'Invalid normalization mode: "{norm}"')


def _promoted(x, require_complex):
    """x in a dtype the transforms take: complex as it is; integers as the default float; float32/64,
    made complex when the transform needs a complex input."""
    if x.is_complex():
        return x
    if not x.dtype.is_floating_point:
        x = x.to(dtypes.default_float)
    if x.dtype not in (dtypes.float32, dtypes.float64):
        raise RuntimeError(f"Unsupported dtype {scalar_type_name(x._data.dtype)}")
    return x.to(x.dtype.to_complex()) if require_complex else x


def _wrapped(dim, ndim):
    if ndim == 0:
        raise IndexError(f"Dimension specified as {dim} but tensor has no dimensions")
    return wrap_dim(dim, ndim)


def _check_points(n):
    if n < 1:
        raise RuntimeError(f"Invalid number of data points ({n}) specified")


def _resized(x, dims, sizes):
    """x with x.shape[dims[i]] == sizes[i]: sliced from the start where longer, zero-padded at the end
    where shorter (one pad for every dim, as PyTorch's)."""
    pad = [0] * (2 * x.ndim)
    padded = False
    for d, size in zip(dims, sizes):
        if x.shape[d] < size:
            pad[2 * (x.ndim - 1 - d) + 1] = size - x.shape[d]
            padded = True
        elif x.shape[d] > size:
            x = ops.slice(x, d, 0, size)
    return ops.constant_pad_nd(x, pad) if padded else x


# -- one-dimensional transforms ----------------------------------------------------------------

def _c2c(name, x, n, dim, norm, forward):
    if not x.is_complex():
        raise RuntimeError(f"{name} expects a complex input tensor, but got {scalar_type_name(x._data.dtype)}")
    d = _wrapped(dim, x.ndim)
    size = x.shape[d] if n is None else n
    _check_points(size)
    if n is not None:
        x = _resized(x, (d,), (n,))
    return ops._fft_c2c(x, [d], _normalization(norm, forward), forward)


def _r2c(name, x, n, dim, norm, forward, onesided):
    if x.is_complex():
        raise RuntimeError(f"{name} expects a real input tensor, but got {scalar_type_name(x._data.dtype)}")
    x = _promoted(x, False)
    d = _wrapped(dim, x.ndim)
    size = x.shape[d] if n is None else n
    _check_points(size)
    if n is not None:
        x = _resized(x, (d,), (n,))
    result = ops._fft_r2c(x, [d], _normalization(norm, forward), onesided)
    return result if forward else ops.conj(result)


def _c2r(x, n, dim, norm, forward):
    x = _promoted(x, True)
    d = _wrapped(dim, x.ndim)
    size = 2 * (x.shape[d] - 1) if n is None else n
    _check_points(size)
    if n is not None:
        x = _resized(x, (d,), (size // 2 + 1,))
    if forward:
        x = ops.conj(x)
    return ops._fft_c2r(x, [d], _normalization(norm, forward), size)


def fft(input, n=None, dim=-1, norm=None):
    if input.is_complex():
        return _c2c("fft", input, n, dim, norm, True)
    return _r2c("fft", input, n, dim, norm, True, False)


def ifft(input, n=None, dim=-1, norm=None):
    if input.is_complex():
        return _c2c("ifft", input, n, dim, norm, False)
    return _r2c("ifft", input, n, dim, norm, False, False)


def rfft(input, n=None, dim=-1, norm=None):
    return _r2c("rfft", input, n, dim, norm, True, True)


def ihfft(input, n=None, dim=-1, norm=None):
    return _r2c("ihfft", input, n, dim, norm, False, True)


def irfft(input, n=None, dim=-1, norm=None):
    return _c2r(input, n, dim, norm, False)


def hfft(input, n=None, dim=-1, norm=None):
    return _c2r(input, n, dim, norm, True)


# -- n-dimensional transforms ------------------------------------------------------------------

def _shape_and_dims(x, s, dim):
    """(signal sizes, dims) from the optional `s` and `dim`, checked as PyTorch checks them: dims
    default to the last len(s) dims (all dims without s), a -1 in s to the input's size."""
    if dim is not None:
        dims = [_wrapped(d, x.ndim) for d in ([dim] if isinstance(dim, int) else dim)]
        if len(set(dims)) != len(dims):
            raise RuntimeError("FFT dims must be unique")
    if s is not None:
        s = [s] if isinstance(s, int) else list(s)
        if dim is not None and len(dims) != len(s):
            raise RuntimeError("When given, dim and shape arguments must have the same length")
        if len(s) > x.ndim:
            raise RuntimeError(f"Got shape with {len(s)} values but input tensor only has {x.ndim} dimensions.")
        if dim is None:
            dims = list(range(x.ndim - len(s), x.ndim))
        shape = [x.shape[d] if size == -1 else size for size, d in zip(s, dims)]
    else:
        if dim is None:
            dims = list(range(x.ndim))
        shape = [x.shape[d] for d in dims]
    for size in shape:
        _check_points(size)
    return shape, dims


def _c2r_shape_and_dims(name, x, s, dim):
    """_shape_and_dims for a complex-to-real transform: the last dim's output size (2 (m - 1) for m
    inputs unless s says), and the onesided input size it needs."""
    shape, dims = _shape_and_dims(x, s, dim)
    if not shape:
        raise RuntimeError(f"{name} must transform at least one axis")
    if s is None or list(s)[-1] == -1:
        last = 2 * (x.shape[dims[-1]] - 1)
    else:
        last = shape[-1]
    _check_points(last)
    shape[-1] = last // 2 + 1
    return shape, dims, last


def _fftn_c2c(name, x, s, dim, norm, forward):
    shape, dims = _shape_and_dims(x, s, dim)
    x = _resized(_promoted(x, True), dims, shape)
    return ops._fft_c2c(x, dims, _normalization(norm, forward), forward)


def fftn(input, s=None, dim=None, norm=None):
    return _fftn_c2c("fftn", input, s, dim, norm, True)


def ifftn(input, s=None, dim=None, norm=None):
    return _fftn_c2c("ifftn", input, s, dim, norm, False)


def rfftn(input, s=None, dim=None, norm=None):
    if input.is_complex():
        raise RuntimeError(f"rfftn expects a real-valued input tensor, but got {scalar_type_name(input._data.dtype)}")
    shape, dims = _shape_and_dims(input, s, dim)
    if not shape:
        raise RuntimeError("rfftn must transform at least one axis")
    x = _resized(_promoted(input, False), dims, shape)
    return ops._fft_r2c(x, dims, _normalization(norm, True), True)


def irfftn(input, s=None, dim=None, norm=None):
    shape, dims, last = _c2r_shape_and_dims("irfftn", input, s, dim)
    x = _resized(_promoted(input, True), dims, shape)
    return ops._fft_c2r(x, dims, _normalization(norm, False), last)


def hfftn(input, s=None, dim=None, norm=None):
    """The complex transforms over all dims but the last, then the onesided one over the last, of the
    conjugate (a Hermitian signal's transform is real)."""
    shape, dims, last = _c2r_shape_and_dims("hfftn", input, s, dim)
    x = _resized(_promoted(input, True), dims, shape)
    normalization = _normalization(norm, True)
    if len(dims) > 1:
        x = ops._fft_c2c(x, dims[:-1], normalization, True)
    return ops._fft_c2r(ops.conj(x), dims[-1:], normalization, last)


def ihfftn(input, s=None, dim=None, norm=None):
    """The onesided transform over the last dim, then the inverse complex ones over the others."""
    shape, dims = _shape_and_dims(input, s, dim)   # (a complex input: _fft_r2c refuses it, as PyTorch's)
    if not shape:
        raise RuntimeError("ihfftn must transform at least one axis")
    x = _resized(_promoted(input, False), dims, shape)
    normalization = _normalization(norm, False)
    half = ops._fft_r2c(x, dims[-1:], normalization, True)
    if len(dims) == 1:
        return ops.conj(half)
    return ops._fft_c2c(ops.conj_physical(half), dims[:-1], normalization, False)


def fft2(input, s=None, dim=(-2, -1), norm=None):
    return fftn(input, s, dim, norm)


def ifft2(input, s=None, dim=(-2, -1), norm=None):
    return ifftn(input, s, dim, norm)


def rfft2(input, s=None, dim=(-2, -1), norm=None):
    return rfftn(input, s, dim, norm)


def irfft2(input, s=None, dim=(-2, -1), norm=None):
    return irfftn(input, s, dim, norm)


def hfft2(input, s=None, dim=(-2, -1), norm=None):
    return hfftn(input, s, dim, norm)


def ihfft2(input, s=None, dim=(-2, -1), norm=None):
    return ihfftn(input, s, dim, norm)


# -- helpers -----------------------------------------------------------------------------------

def _all_dims(x, dim):
    if dim is None:
        return list(range(x.ndim))
    return [dim] if isinstance(dim, int) else list(dim)


def fftshift(input, dim=None):
    """Frequency 0 moved to the middle: a roll by half of each size (rounded down)."""
    dims = _all_dims(input, dim)
    return ops.roll(input, [input.shape[d] // 2 for d in dims], dims)


def ifftshift(input, dim=None):
    """fftshift undone: a roll by half of each size rounded up."""
    dims = _all_dims(input, dim)
    return ops.roll(input, [(input.shape[d] + 1) // 2 for d in dims], dims)

