"""Resampling in gradtable.nn.functional: interpolate (and its deprecated names upsample,
upsample_nearest, upsample_bilinear), pixel_shuffle and pixel_unshuffle.

interpolate's nearest and (bi/tri)linear modes are separable: each spatial dim in turn is
resampled by gathering input rows (index_select) and, for the linear modes, mixing two
neighbours with per-row weights. Gradients, double backward and forward mode come from those
ops. The source positions follow PyTorch's CPU kernels exactly (UpSample.h: the scale is
in / out, or 1 / scale_factor when one is given and not recomputed; `nearest` reads
floor(dst * scale), `nearest-exact` floor((dst + 0.5) * scale), the linear modes
scale * (dst + 0.5) - 0.5 clamped at 0, or dst * (in - 1) / (out - 1) with align_corners,
and a linear mode leaves a dim of unchanged size as it is),
computed in float32 for nearest and in the input's precision (float32 at least) for linear."""
import math
import warnings

import numpy as np

from ..core.dtypes import scalar_type_name
from ..core.tensor import Tensor
from ..generated import ops as _ops
from .functional_pooling import adaptive_avg_pool1d

_MODES = "nearest | linear | bilinear | bicubic | trilinear | lanczos | area | nearest-exact"
_LINEAR = {"linear": 3, "bilinear": 4, "trilinear": 5}


def _scale(in_size, out_size, align_corners, scale_factor, dtype):
    """PyTorch's area_pixel_compute_scale in precision `dtype`."""
    if align_corners:
        return dtype(in_size - 1) / dtype(out_size - 1) if out_size > 1 else dtype(0)
    if scale_factor is not None and scale_factor > 0:
        return dtype(1.0 / scale_factor)
    return dtype(in_size) / dtype(out_size)


def _nearest_index(in_size, out_size, scale_factor, exact, shortcuts):
    """Source row of each output row for 'nearest' (floor(dst * scale)) or 'nearest-exact'.
    With `shortcuts` (PyTorch's 2-d nearest kernel, nearest_idx), an unchanged size is a copy and
    a doubled one reads dst // 2, whatever the scale_factor."""
    if shortcuts and out_size == in_size:
        return np.arange(out_size)
    if shortcuts and out_size == 2 * in_size:
        return np.arange(out_size) // 2
    scale = _scale(in_size, out_size, False, scale_factor, np.float32)
    dst = np.arange(out_size, dtype=np.float32)
    if exact:
        dst = dst + np.float32(0.5)
    return np.minimum(np.floor(dst * scale).astype(np.int64), in_size - 1)


def _linear_weights(in_size, out_size, align_corners, scale_factor, dtype):
    """(left row, right row, weight of the right row) per output row, as PyTorch's
    compute_indices_weights_linear."""
    scale = _scale(in_size, out_size, align_corners, scale_factor, dtype)
    dst = np.arange(out_size, dtype=dtype)
    if align_corners:
        src = scale * dst
    else:
        src = np.maximum(scale * (dst + dtype(0.5)) - dtype(0.5), dtype(0))
    left = np.minimum(np.floor(src).astype(np.int64), in_size - 1)
    lam = np.clip(src - left.astype(dtype), 0, 1)
    right = left + (left < in_size - 1)
    return left, right, lam


def _along(x, dim, rows):
    return _ops.index_select(x, dim, Tensor._make(rows))


def _resample(input, output_size, scales, mode, align_corners):
    """Resample each spatial dim in turn (separable modes only)."""
    x = input
    np_dtype = input._data.dtype
    op_dtype = np.float64 if np_dtype == np.float64 else np.float32
    for i, out in enumerate(output_size):
        dim, size = 2 + i, x.shape[2 + i]
        scale = None if scales is None else scales[i]
        if mode in ("nearest", "nearest-exact"):
            exact = mode == "nearest-exact"
            x = _along(x, dim, _nearest_index(size, out, scale, exact, not exact and input.ndim == 4))
            continue
        if out == size:
            continue   # PyTorch copies a dim whose size is kept, whatever the scale_factor says
        left, right, lam = _linear_weights(size, out, align_corners, scale, op_dtype)
        shape = (out,) + (1,) * (x.ndim - dim - 1)
        w1 = Tensor._make(lam.astype(np_dtype).reshape(shape))
        w0 = Tensor._make((1 - lam).astype(np_dtype).reshape(shape))
        x = _along(x, dim, left) * w0 + _along(x, dim, right) * w1
    return x


def _check_sizes(input, output_size):
    """PyTorch's upsample_*d_common_check: positive sizes, then a non-empty input (bar the batch)."""
    in_sizes = list(input.shape[2:])
    if min(in_sizes + list(output_size)) <= 0:
        names = "DHW"[-len(in_sizes):]

        def show(sizes):
            return ", ".join(f"{n}: {s}" for n, s in zip(names, sizes))
        joint = " and " if len(in_sizes) == 1 else " "
        raise RuntimeError(f"Input and output sizes should be greater than 0, but got input ({show(in_sizes)})"
                           f"{joint}output ({show(output_size)})")
    if input.numel() == 0 and math.prod(input.shape[1:]) == 0:
        raise RuntimeError(f"Non-empty {input.ndim}D data tensor expected but got a tensor with sizes "
                           f"{list(input.shape)}")


def _sizes(input, dim, size, scale_factor, recompute_scale_factor):
    """(output sizes, scale factors for the kernel or None) from exactly one of size and scale_factor."""
    if size is not None and scale_factor is not None:
        raise ValueError("only one of size or scale_factor should be defined")
    if size is not None:
        if recompute_scale_factor:
            raise ValueError("recompute_scale_factor is not meaningful with an explicit size.")
        if isinstance(size, (list, tuple)):
            if len(size) != dim:
                raise ValueError("Input and output must have the same number of spatial dimensions, but got input "
                                 f"with spatial dimensions of {list(input.shape[2:])} and output size of {size}. "
                                 "Please provide input tensor in (N, C, d1, d2, ...,dK) format and output size in "
                                 "(o1, o2, ...,oK) format.")
            if not all(isinstance(s, int) for s in size):
                raise TypeError("expected size to be one of int or Tuple[int] or Tuple[int, int] or "
                                f"Tuple[int, int, int], but got size with types {[type(s) for s in size]}")
            return list(size), None
        if not isinstance(size, int):
            raise TypeError(f"interpolate(): size must be an int or a tuple of ints, not {type(size).__name__}")
        return [size] * dim, None
    if scale_factor is None:
        raise ValueError("either size or scale_factor should be defined")
    if isinstance(scale_factor, (list, tuple)):
        if len(scale_factor) != dim:
            raise ValueError("Input and scale_factor must have the same number of spatial dimensions, but got input "
                             f"with spatial dimensions of {list(input.shape[2:])} and scale_factor of shape "
                             f"{scale_factor}. Please provide input tensor in (N, C, d1, d2, ...,dK) format and "
                             "scale_factor in (s1, s2, ...,sK) format.")
        scales = [float(s) for s in scale_factor]
    else:
        scales = [float(scale_factor)] * dim
    output_size = [int(n * s) for n, s in zip(input.shape[2:], scales)]
    return output_size, (None if recompute_scale_factor else scales)


def interpolate(input, size=None, scale_factor=None, mode="nearest", align_corners=None,
                recompute_scale_factor=None, antialias=False):
    """F.interpolate for modes nearest, nearest-exact, linear/bilinear/trilinear and area."""
    if mode in ("nearest", "area", "nearest-exact"):
        if align_corners is not None:
            raise ValueError("align_corners option can only be set with the interpolating modes: "
                             "linear | bilinear | bicubic | trilinear")
    elif align_corners is None:
        align_corners = False
    dim = input.dim() - 2
    output_size, scales = _sizes(input, dim, size, scale_factor, recompute_scale_factor)
    if mode == "area" and scale_factor is not None:
        scales = None   # area always works from the (recomputed) output size
    if antialias and not (mode in ("bilinear", "bicubic", "lanczos") and input.ndim == 4):
        raise ValueError("Anti-alias option is restricted to bilinear, bicubic, and lanczos modes and requires a 4-D "
                         "tensor as input")
    if antialias:
        raise NotImplementedError("interpolate(antialias=True) is not supported by gradtable: it needs the "
                                  "anti-aliasing filter kernels")
    if input.ndim in (3, 4, 5) and mode == "area":
        if input.ndim == 5:
            raise NotImplementedError("interpolate(mode='area') of a 5-D input (adaptive_avg_pool3d) is not "
                                      "supported by gradtable")
        if input.ndim == 3:
            return adaptive_avg_pool1d(input, output_size)
        return _ops.adaptive_avg_pool2d(input, output_size)
    separable = mode in ("nearest", "nearest-exact") or _LINEAR.get(mode) == input.ndim
    if input.ndim in (3, 4, 5) and separable:
        kind = "nearest" if mode.startswith("nearest") else "linear"
        dtype = input._data.dtype
        if dtype.kind != "f" and not (kind == "nearest" and dtype == np.uint8):
            raise NotImplementedError(f'"compute_indices_weights_{kind}" not implemented for '
                                      f"'{scalar_type_name(dtype)}'")
        _check_sizes(input, output_size)
        return _resample(input, output_size, scales, mode, align_corners)
    if mode == "bicubic" and input.ndim == 4 or mode == "lanczos" and input.ndim == 4:
        raise NotImplementedError(f"interpolate(mode='{mode}') is not supported by gradtable")
    for name, nd in _LINEAR.items():
        if mode == name and input.ndim in (3, 4, 5):
            raise NotImplementedError(f"Got {input.ndim}D input, but {name} mode needs {nd}D input")
    raise NotImplementedError(f"Input Error: Only 3D, 4D and 5D input Tensors supported (got {input.ndim}D) for the "
                              f"modes: {_MODES} (got {mode})")


def upsample(input, size=None, scale_factor=None, mode="nearest", align_corners=None):
    """Deprecated name of interpolate (with PyTorch's warning)."""
    warnings.warn("`nn.functional.upsample` is deprecated. Use `nn.functional.interpolate` instead.", stacklevel=2)
    return interpolate(input, size, scale_factor, mode, align_corners)


def upsample_nearest(input, size=None, scale_factor=None):
    warnings.warn("`nn.functional.upsample_nearest` is deprecated. Use `nn.functional.interpolate` instead.",
                  stacklevel=2)
    return interpolate(input, size, scale_factor, mode="nearest")


def upsample_bilinear(input, size=None, scale_factor=None):
    warnings.warn("`nn.functional.upsample_bilinear` is deprecated. Use `nn.functional.interpolate` instead.",
                  stacklevel=2)
    return interpolate(input, size, scale_factor, mode="bilinear", align_corners=True)


def _factor(value, name, what):
    if not isinstance(value, int) or isinstance(value, bool):
        raise TypeError(f"{name}(): argument '{what}' (position 2) must be int, not {type(value).__name__}")
    if value <= 0:
        raise RuntimeError(f"{name} expects a positive {what}, but got {value}")


def _at_least_3d(input, name):
    if input.ndim < 3:
        raise RuntimeError(f"{name} expects input to have at least 3 dimensions, but got input with {input.ndim} "
                           "dimension(s)")


def pixel_shuffle(input, upscale_factor):
    """(*, C r^2, H, W) -> (*, C, H r, W r): each group of r^2 channels becomes an r x r block."""
    _factor(upscale_factor, "pixel_shuffle", "upscale_factor")
    _at_least_3d(input, "pixel_shuffle")
    r = upscale_factor
    *lead, c, h, w = input.shape
    if c % (r * r):
        raise RuntimeError("pixel_shuffle expects its input's 'channel' dimension to be divisible by the square of "
                           f"upscale_factor, but input.size(-3)={c} is not divisible by {r * r}")
    n = len(lead)
    x = _ops.reshape(input, tuple(lead) + (c // (r * r), r, r, h, w))
    x = _ops.permute(x, list(range(n)) + [n, n + 3, n + 1, n + 4, n + 2])
    return _ops.reshape(x, tuple(lead) + (c // (r * r), h * r, w * r))


def pixel_unshuffle(input, downscale_factor):
    """(*, C, H r, W r) -> (*, C r^2, H, W): the inverse of pixel_shuffle."""
    _factor(downscale_factor, "pixel_unshuffle", "downscale_factor")
    _at_least_3d(input, "pixel_unshuffle")
    r = downscale_factor
    *lead, c, h, w = input.shape
    for what, size, d in (("height", h, -2), ("width", w, -1)):
        if size % r:
            raise RuntimeError(f"pixel_unshuffle expects {what} to be divisible by downscale_factor, but "
                               f"input.size({d})={size} is not divisible by {r}")
    n = len(lead)
    x = _ops.reshape(input, tuple(lead) + (c, h // r, r, w // r, r))
    x = _ops.permute(x, list(range(n)) + [n, n + 2, n + 4, n + 1, n + 3])
    return _ops.reshape(x, tuple(lead) + (c * r * r, h // r, w // r))
