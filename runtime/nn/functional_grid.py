"""F.affine_grid (the sampling grid of an affine map, torch.affine_grid_generator in the table) and
F.gumbel_softmax (softmax of Gumbel-perturbed logits, optionally straight-through one-hot), as
PyTorch's Python layer writes them."""
import warnings

from ..core import creation
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
