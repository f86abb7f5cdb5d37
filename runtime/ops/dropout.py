"""Dropout in its four forms (PyTorch's _dropout_impl): plain or feature-wise (one draw per
channel, broadcast over the spatial dims), plain or alpha (dropped values go to SELU's negative
saturation and the rest is rescaled so that mean and variance are kept), out of place or in place.

The noise is drawn through gradtable's generator as Tensor.bernoulli_(1 - p) draws it; the result
is input * noise (MulBackward0), or input * a * noise + b for alpha dropout (AddBackward0), so the
gradient is the same mask and autograd needs nothing of its own.
"""
import math

import numpy as np

from ..core.generator import numpy_rng, vmap_randomness
from ..core.random import bernoulli_array
from ..core.tensor import Tensor
from ..generated import ops

#: SELU's alpha * scale: the value alpha dropout's dropped elements are sent to (before rescaling).
_ALPHA = 1.7580993408473766


def _noise_shape(input, feature):
    if not feature:
        return tuple(input.shape)
    if input.ndim < 2:
        raise RuntimeError("Feature dropout requires at least 2 dimensions in the input")
    return tuple(input.shape[:2]) + (1,) * (input.ndim - 2)


def dropout_impl(input, p, train, feature=False, alpha=False, inplace=False):
    """torch.dropout / feature_dropout / alpha_dropout / feature_alpha_dropout (and their `_` forms)."""
    if not 0 <= p <= 1:
        raise RuntimeError(f"dropout probability has to be between 0 and 1, but got {p}")
    if p == 0 or not train or input.numel() == 0:
        return input
    dtype = input._data.dtype
    if p == 1:
        zero = Tensor._make(np.zeros((), dtype))
        return input.mul_(zero) if inplace else ops.mul(input, zero)
    if vmap_randomness.per_sample() and not alpha:  # inside vmap: a mask of its own for each sample
        noise = vmap_randomness.different(lambda shape: Tensor._make(
            (bernoulli_array(numpy_rng(None), 1 - p, shape, dtype) / dtype.type(1 - p)).astype(dtype, copy=False)),
            _noise_shape(input, feature))
        return input.mul_(noise) if inplace else ops.mul(input, noise)
    noise = bernoulli_array(numpy_rng(None), 1 - p, _noise_shape(input, feature), dtype)
    if alpha:
        a = 1.0 / math.sqrt((_ALPHA * _ALPHA * p + 1) * (1 - p))
        shift = Tensor._make(((noise - 1) * (_ALPHA * a) + _ALPHA * a * p).astype(dtype, copy=False))
        scaled = Tensor._make((noise * a).astype(dtype, copy=False))
        out = input.mul_(scaled) if inplace else ops.mul(input, scaled)
        return out.add_(shift)
    noise = Tensor._make((noise / dtype.type(1 - p)).astype(dtype, copy=False))
    return input.mul_(noise) if inplace else ops.mul(input, noise)
