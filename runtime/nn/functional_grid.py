"""F.affine_grid (the sampling grid of an affine map, torch.affine_grid_generator in the table),
F.grid_sample (sampling an image at a grid's points, composed of table ops) and F.gumbel_softmax
(softmax of Gumbel-perturbed logits, optionally straight-through one-hot), as PyTorch's Python layer
writes them."""
import itertools
import warnings

from ..core import creation
from ..core import dtypes as _dtypes
from ..generated import ops as _ops

_ALIGN_CORNERS_DEFAULT = ("Default grid_sample and affine_grid behavior has changed to align_corners=False since "
                          "1.3.0. Please specify align_corners=True if the old behavior is desired. See the "
                          "documentation of grid_sample for details.")


def affine_grid(theta, size, align_corners=None):
    """The (N, H, W, 2) (or (N, D, H, W, 3)) grid of normalised input coordinates that grid_sample reads
    for each output pixel of `size`, mapped by the batch of affine matrices theta."""
    if align_corners is None:
        warnings.warn(_ALIGN_CORNERS_DEFAULT, stacklevel=2)
        align_corners = False
    if not theta.is_floating_point():
        raise ValueError(f"Expected theta to have floating point type, but got {theta.dtype}")
    if len(size) == 4:
        if theta.dim() != 3 or theta.shape[-2] != 2 or theta.shape[-1] != 3:
            raise ValueError(f"Expected a batch of 2D affine matrices of shape Nx2x3 for size {size}. "
                             f"Got {theta.shape}.")
        spatial = size[-2:]
    elif len(size) == 5:
        if theta.dim() != 3 or theta.shape[-2] != 3 or theta.shape[-1] != 4:
            raise ValueError(f"Expected a batch of 3D affine matrices of shape Nx3x4 for size {size}. "
                             f"Got {theta.shape}.")
        spatial = size[-3:]
    else:
        raise NotImplementedError(f"affine_grid only supports 4D and 5D sizes, for 2D and 3D affine transforms, "
                                  f"respectively. Got size {size}.")
    if align_corners and min(spatial) == 1:
        warnings.warn("Since version 1.3.0, affine_grid behavior has changed for unit-size grids when "
                      "align_corners=True. This is not an intended use case of affine_grid. See the documentation of "
                      "affine_grid for details.", stacklevel=2)
    if min(size) <= 0:
        raise ValueError(f"Expected non-zero, positive output size. Got {size}")
    return _ops.affine_grid_generator(theta, list(size), align_corners)


def gumbel_softmax(logits, tau=1, hard=False, eps=1e-10, dim=-1):
    """softmax((logits + g) / tau) along dim, g Gumbel(0, 1) noise drawn as -log(Exponential(1)).
    hard=True returns the one-hot of each argmax, with the soft sample's gradient (y_hard - y_soft
    detached + y_soft)."""
    if eps != 1e-10:
        warnings.warn("`eps` parameter is deprecated and has no effect.", stacklevel=2)
    gumbels = -creation.empty_like(logits).exponential_().log()
    y_soft = _ops.softmax((logits + gumbels) / tau, dim)
    if not hard:
        return y_soft
    index = _ops.max(y_soft, dim, True)[1]
    y_hard = creation.zeros_like(logits).scatter_(dim, index, 1.0)
    return y_hard - y_soft.detach() + y_soft


_MODES = {"bilinear": 0, "nearest": 1, "bicubic": 2}
_PADDING_MODES = {"zeros": 0, "border": 1, "reflection": 2}
_CUBIC_A = -0.75   # the cubic convolution kernel's parameter, as PyTorch's bicubic


def grid_sample(input, grid, mode="bilinear", padding_mode="zeros", align_corners=None):
    """Sample input (N, C, H, W) (or (N, C, D, H, W)) at grid's normalised (x, y[, z]) locations, each in
    [-1, 1] across the input, giving (N, C, *grid.shape[1:-1]). Built from table ops: the sampling weights
    are differentiable in grid, the gathered values in input."""
    if mode not in _MODES:
        raise ValueError(f"nn.functional.grid_sample(): expected mode to be 'bilinear', 'nearest' or 'bicubic', "
                         f"but got: '{mode}'")
    if padding_mode not in _PADDING_MODES:
        raise ValueError("nn.functional.grid_sample(): expected padding_mode to be 'zeros', 'border', or "
                         f"'reflection', but got: '{padding_mode}'")
    if align_corners is None:
        warnings.warn(_ALIGN_CORNERS_DEFAULT, stacklevel=2)
        align_corners = False
    return grid_sampler(input, grid, _MODES[mode], _PADDING_MODES[padding_mode], align_corners)


def _check_grid_sampler(input, grid, mode):
    def sizes(t):
        return "[" + ", ".join(str(n) for n in t.shape) + "]"
    if input.dim() not in (4, 5) or grid.dim() != input.dim():
        raise RuntimeError(f"grid_sampler(): expected {input.dim()}D input and grid with same number of dimensions, "
                           f"but got input with sizes {sizes(input)} and grid with sizes {sizes(grid)}")
    if input.shape[0] != grid.shape[0]:
        raise RuntimeError(f"grid_sampler(): expected grid and input to have same batch size, but got input with "
                           f"sizes {sizes(input)} and grid with sizes {sizes(grid)}")
    if grid.shape[-1] != input.dim() - 2:
        raise RuntimeError(f"grid_sampler(): expected grid to have size {input.dim() - 2} in last dimension, but got "
                           f"grid with sizes {sizes(grid)}")
    if mode == 2 and input.dim() == 5:
        raise RuntimeError("grid_sampler(): bicubic interpolation only supports 4D input")
    if grid.dtype != input.dtype:
        raise RuntimeError(f"expected scalar type {_dtypes.scalar_type_name(input.dtype.numpy)} but found "
                           f"{_dtypes.scalar_type_name(grid.dtype.numpy)}")
    if not input.is_floating_point():
        raise NotImplementedError(f"\"grid_sampler_{input.dim() - 2}d_cpu_kernel_impl\" not implemented for "
                                  f"'{_dtypes.scalar_type_name(input.dtype.numpy)}'")


def _unnormalize(coord, size, align_corners):
    """[-1, 1] to pixel coordinates: -1 and 1 are the corner pixels' centres (align_corners) or their outer edges."""
    if align_corners:
        return (coord + 1) / 2 * (size - 1)
    return ((coord + 1) * size - 1) / 2


def _reflect(coord, twice_low, twice_high):
    """coord folded back and forth into [twice_low / 2, twice_high / 2]."""
    if twice_low == twice_high:
        return creation.zeros_like(coord)
    low, span = twice_low / 2, (twice_high - twice_low) / 2
    distance = _ops.abs(coord - low)
    extra = _ops.fmod(distance, span)
    flips = _ops.floor(distance / span)
    even = _ops.eq(_ops.remainder(flips, 2), 0)
    return _ops.where(even, extra + low, span - extra + low)


def _pad_coordinates(coord, size, padding_mode, align_corners):
    """Pixel coordinates brought inside by border (clamp) or reflection padding; zeros leaves them."""
    if padding_mode == 1:
        return _ops.clamp(coord, 0, size - 1)
    if padding_mode == 2:
        twice = (0, 2 * (size - 1)) if align_corners else (-1, 2 * size - 1)
        return _ops.clamp(_reflect(coord, *twice), 0, size - 1)
    return coord


def _gather(flat, sizes, corner):
    """flat (N, C, prod(sizes)) read at integer pixel coordinates `corner` (one (N, *out) tensor per
    spatial dim, outermost first), with 0 where a coordinate falls outside."""
    inside = None
    index = None
    for coord, size in zip(corner, sizes):
        ok = _ops.logical_and(_ops.ge(coord, 0), _ops.le(coord, size - 1))
        inside = ok if inside is None else _ops.logical_and(inside, ok)
        clamped = _ops.clamp(coord, 0, size - 1).long()
        index = clamped if index is None else index * size + clamped
    n, c = flat.shape[0], flat.shape[1]
    out_shape = tuple(index.shape[1:])
    picked = _ops.gather(flat, 2, index.reshape(n, 1, -1).expand(n, c, -1)).reshape(n, c, *out_shape)
    return picked * inside.unsqueeze(1).to(flat.dtype)


def _cubic_weights(t):
    """The four cubic convolution weights of fractional offset t (neighbours at -1, 0, 1, 2)."""
    a = _CUBIC_A

    def near(x):   # |x| <= 1
        return ((a + 2) * x - (a + 3)) * x * x + 1

    def far(x):    # 1 < |x| < 2
        return ((a * x - 5 * a) * x + 8 * a) * x - 4 * a
    return [far(t + 1), near(t), near(1 - t), far(2 - t)]


def grid_sampler(input, grid, interpolation_mode, padding_mode, align_corners):
    """torch.grid_sampler: grid_sample with the modes as aten's numbers (GRID_SAMPLE_*_MODES)."""
    _check_grid_sampler(input, grid, interpolation_mode)
    sizes = tuple(input.shape[2:])
    nd = len(sizes)
    flat = input.reshape(input.shape[0], input.shape[1], -1)
    # grid's last axis is (x, y[, z]): x runs along the last spatial dim
    coords = [_unnormalize(_ops.select(grid, -1, nd - 1 - d), sizes[d], align_corners) for d in range(nd)]
    if interpolation_mode == 2:
        floors = [_ops.floor(c) for c in coords]
        weights = [_cubic_weights(c - f) for c, f in zip(coords, floors)]
        result = None
        for i in range(4):
            for j in range(4):
                corner = [_pad_coordinates(floors[0] + (i - 1), sizes[0], padding_mode, align_corners),
                          _pad_coordinates(floors[1] + (j - 1), sizes[1], padding_mode, align_corners)]
                # (reflection can give a non-integer coordinate: the kernel truncates it)
                corner = [_ops.trunc(c) if padding_mode == 2 else c for c in corner]
                term = _gather(flat, sizes, corner) * (weights[0][i] * weights[1][j]).unsqueeze(1)
                result = term if result is None else result + term
        return result
    coords = [_pad_coordinates(c, size, padding_mode, align_corners) for c, size in zip(coords, sizes)]
    if interpolation_mode == 1:
        return _gather(flat, sizes, [_ops.round(c) for c in coords])
    lows = [_ops.floor(c) for c in coords]
    result = None
    for offsets in itertools.product((0, 1), repeat=nd):
        corner = [low + o for low, o in zip(lows, offsets)]
        weight = None
        for c, low, o in zip(coords, lows, offsets):
            w = (c - low) if o else (low + 1 - c)
            weight = w if weight is None else weight * w
        term = _gather(flat, sizes, corner) * weight.unsqueeze(1)
        result = term if result is None else result + term
    return result
