"""nn.functional ops that PyTorch builds from other ops (losses, normalisation wrappers,
attention): like composite.py, autograd differentiates through the ops they call, so
the grad_fn of a result is that of the last op, as in PyTorch."""
import math

import numpy as np

from ..core.creation import generator
from ..generated import ops
from ..autograd.grad_mode import no_grad
from ..kernels.core import broadcast_shape
from ..core.tensor import Tensor
from ..core.dtypes import scalar_type_name
from ..core.printing import format_shape


def _broadcast_pair(a, b):
    """torch.broadcast_tensors for two tensors (expands only what needs it)."""
    sa, sb = tuple(a.shape), tuple(b.shape)
    if sa == sb:
        return a, b
    shape = broadcast_shape(sa, sb)
    return (a if sa == shape else ops.expand(a, shape)), (b if sb == shape else ops.expand(b, shape))


# ---------------------------------------------------------------- normalisation


def layer_norm(input, normalized_shape, weight=None, bias=None, eps=1e-05):
    if isinstance(normalized_shape, int):  # int[] without a size: PyTorch takes no bare int here
        raise TypeError("layer_norm(): argument 'normalized_shape' (position 2) must be tuple of ints, not int")
    return ops.native_layer_norm(input, tuple(normalized_shape), weight, bias, eps)[0]


def batch_norm(input, running_mean, running_var, weight=None, bias=None, training=False, momentum=0.1, eps=1e-05):
    if training:
        per_channel = input.shape[0] if input.ndim > 0 else 1
        for s in input.shape[2:]:
            per_channel *= s
        if per_channel == 1:
            raise ValueError(f"Expected more than 1 value per channel when training, got input size {input.shape}")
    return ops.native_batch_norm(input, weight, bias, running_mean, running_var, training, momentum, eps)[0]


def group_norm(input, num_groups, weight=None, bias=None, eps=1e-05):
    if input.ndim < 2:
        raise RuntimeError(f"Expected at least 2 dimensions for input tensor but received {input.ndim}")
    n, c = input.shape[0], input.shape[1]
    if c % num_groups != 0:
        raise RuntimeError(f"Expected number of channels in input to be divisible by num_groups, but got input of "
                           f"shape {format_shape(input.shape)} and num_groups={num_groups}")
    hxw = input.numel() // max(n * c, 1)
    return ops.native_group_norm(input, weight, bias, n, c, hxw, num_groups, eps)[0]

# ---------------------------------------------------------------- vectors


def _vector_norm(x, p, dim):
    """The p-norm over `dim`, kept: linalg.vector_norm, as PyTorch's normalize and cosine_similarity
    use (its backward gives 0 at a zero vector, and its second derivative is exact at -0.0)."""
    return ops.linalg_vector_norm(x, p, dim, True)


def normalize(input, p=2.0, dim=1, eps=1e-12, out=None):
    """input / max(||input||_p, eps) along dim."""
    if out is not None:
        raise NotImplementedError("normalize(out=...) is not supported by gradtable")
    denom = ops.expand(ops.clamp(_vector_norm(input, p, dim), eps), input.shape)
    return input / denom


def cosine_similarity(x1, x2, dim=1, eps=1e-08):
    """<x1 / ||x1||, x2 / ||x2||> along dim. As PyTorch, the norms are raised to eps outside
    autograd: the value is clamped but the gradient is that of the plain norm."""
    for x in (x1, x2):
        if x._data.dtype.kind not in "fc":
            x_other = x2 if x is x1 else x1
            if x_other._data.dtype.kind not in "fc":
                raise RuntimeError(f"expected common dtype to be floating point, yet common dtype is "
                                   f"{scalar_type_name(np.result_type(x1._data, x2._data))}")
    x1, x2 = _broadcast_pair(_as_float(x1, x2), _as_float(x2, x1))
    # As PyTorch: the norms are cloned, then raised to eps in place outside autograd.
    n1, n2 = ops.clone(_vector_norm(x1, 2, dim)), ops.clone(_vector_norm(x2, 2, dim))
    with no_grad():
        n1.clamp_min_(eps)
        n2.clamp_min_(eps)
    return ops.sum((x1 / n1) * (x2 / n2), [dim])


def _as_float(x, other):
    """Integer inputs take the other input's float dtype (or float32), as type promotion does."""
    if x._data.dtype.kind in "fc":
        return x
    return ops._to_copy(x, other.dtype if other._data.dtype.kind in "fc" else None)

# ---------------------------------------------------------------- attention


def scaled_dot_product_attention(query, key, value, attn_mask=None, dropout_p=0.0, is_causal=False, scale=None,
                                 enable_gqa=False):
    """softmax(q k^T * scale + bias) v, bias = -inf where a bool mask is False (or above the
    diagonal when is_causal), or the float mask itself; dropout on the attention weights."""
    if is_causal and attn_mask is not None:
        raise RuntimeError("_scaled_dot_product_attention: Explicit attn_mask should not be set when is_causal=True")
    L, S = query.shape[-2], key.shape[-2]
    scale_factor = 1 / math.sqrt(query.shape[-1]) if scale is None else scale
    if enable_gqa:
        key = _repeat_heads(key, query.shape[-3] // key.shape[-3])
        value = _repeat_heads(value, query.shape[-3] // value.shape[-3])
    scores = ops.matmul(query, ops.transpose(key, -2, -1)) * scale_factor
    keep = None  # which scores a bool mask / is_causal lets through
    if is_causal:
        keep = np.tril(np.ones((L, S), bool))
    elif attn_mask is not None and attn_mask._data.dtype == np.bool_:
        keep = attn_mask._data
    if keep is not None:
        scores = ops.where(Tensor._make(keep), scores, float("-inf"))
    elif attn_mask is not None:
        scores = scores + attn_mask
    # A query that may attend to nothing gets zero output and zero gradient (PyTorch), not the
    # nan of a softmax over -inf only.
    blocked = None if keep is None else np.broadcast_to(~keep.any(-1, keepdims=True), tuple(scores.shape))
    if blocked is not None and blocked.any():
        blocked = Tensor._make(np.ascontiguousarray(blocked))
        weights = ops.where(blocked, 0.0, ops.softmax(ops.where(blocked, 0.0, scores), -1))
    else:
        weights = ops.softmax(scores, -1)
    if dropout_p > 0.0:
        keep = generator().random(tuple(weights.shape)) >= dropout_p
        scale = 0.0 if dropout_p >= 1.0 else 1.0 / (1.0 - dropout_p)  # p = 1 drops everything
        weights = weights * Tensor._make((keep * scale).astype(weights._data.dtype))
    return ops.matmul(weights, value)


def _repeat_heads(t, times):
    """repeat_interleave over the heads dim (-3): each key/value head serves `times` query heads."""
    shape = tuple(t.shape)
    expanded = ops.expand(ops.unsqueeze(t, -3), shape[:-2] + (times,) + shape[-2:])
    return ops.reshape(expanded, shape[:-3] + (shape[-3] * times,) + shape[-2:])
