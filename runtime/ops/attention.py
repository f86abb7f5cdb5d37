"""F.multi_head_attention_forward: the computation behind nn.MultiheadAttention, written with
table ops (so autograd, double backward included, comes from their formulas).

Layout is PyTorch's: query (L, N, E), key/value (S, N, E), or unbatched (L, E) / (S, E).
Per head h: softmax(q_h k_h^T / sqrt(head_dim) + mask) v_h, then the heads are concatenated and
projected by out_proj. Boolean masks mark positions that may NOT be attended (True -> -inf).
"""
import math
import warnings

import numpy as np

from ..core import creation
from ..generated import ops


def canonical_mask(mask, name, dtype, other=None, other_name=""):
    """Bool masks become 0 / -inf; float masks are added as they are. A key_padding_mask whose dtype
    differs from attn_mask's gets PyTorch's deprecation warning (`other` is that mask)."""
    if mask is None:
        return None
    if not mask.dtype.is_floating_point and mask._data.dtype != np.bool_:
        raise AssertionError(f"only bool and floating types of {name} are supported")
    if other is not None and other.dtype != mask.dtype:
        warnings.warn(f"Support for mismatched {name} and {other_name} is deprecated. Use same type for both "
                      "instead.", stacklevel=3)
    if mask.dtype.is_floating_point:
        return mask
    return creation.tensor(np.where(mask._data, -np.inf, 0.0), dtype=dtype)


def _check_shapes(query, key, value, key_padding_mask, attn_mask, num_heads):
    """PyTorch's checks of the inputs' ranks; returns whether the query is batched (3-D)."""
    batched = query.dim() == 3
    if query.dim() not in (2, 3):
        raise AssertionError(f"query should be unbatched 2D or batched 3D tensor but received {query.dim()}-D "
                             "query tensor")
    kind = "batched (3-D)" if batched else "unbatched (2-D)"
    if key.dim() != query.dim() or value.dim() != query.dim():
        raise AssertionError(f"For {kind} `query`, expected `key` and `value` to be {query.dim()}-D but found "
                             f"{key.dim()}-D and {value.dim()}-D tensors respectively")
    if key_padding_mask is not None and key_padding_mask.dim() != query.dim() - 1:
        raise AssertionError(f"For {kind} `query`, expected `key_padding_mask` to be `None` or "
                             f"{query.dim() - 1}-D but found {key_padding_mask.dim()}-D tensor instead")
    if attn_mask is not None:
        if attn_mask.dim() not in (2, 3):
            raise AssertionError(f"For {kind} `query`, expected `attn_mask` to be `None`, 2-D or 3-D but found "
                                 f"{attn_mask.dim()}-D tensor instead")
        expected = (num_heads, query.shape[0], key.shape[0])
        if not batched and attn_mask.dim() == 3 and tuple(attn_mask.shape) != expected:
            raise AssertionError(f"Expected `attn_mask` shape to be {expected} but got {attn_mask.shape}")
    return batched


def _pad_last(mask, value=0.0):
    """One more key position (for bias_k / add_zero_attn) that every query may attend."""
    if mask is None:
        return None
    pad = creation.full(tuple(mask.shape[:-1]) + (1,), value, dtype=mask.dtype)
    return ops.cat([mask, pad], -1)


def multi_head_attention_forward(query, key, value, embed_dim_to_check, num_heads, in_proj_weight, in_proj_bias,
                                 bias_k, bias_v, add_zero_attn, dropout_p, out_proj_weight, out_proj_bias,
                                 training=True, key_padding_mask=None, need_weights=True, attn_mask=None,
                                 use_separate_proj_weight=False, q_proj_weight=None, k_proj_weight=None,
                                 v_proj_weight=None, static_k=None, static_v=None, average_attn_weights=True,
                                 is_causal=False):
    if static_k is not None or static_v is not None:
        raise NotImplementedError("multi_head_attention_forward: static_k / static_v are not supported by gradtable")
    batched = _check_shapes(query, key, value, key_padding_mask, attn_mask, num_heads)
    if is_causal and attn_mask is None:
        raise RuntimeError("Need attn_mask if specifying the is_causal hint. You may use the Transformer module "
                           "method `generate_square_subsequent_mask` to create this mask.")
    if not batched:
        query, key, value = query.unsqueeze(1), key.unsqueeze(1), value.unsqueeze(1)
        if key_padding_mask is not None:
            key_padding_mask = key_padding_mask.unsqueeze(0)
    tgt_len, bsz, embed_dim = query.shape
    src_len = key.shape[0]
    if embed_dim != embed_dim_to_check:
        raise AssertionError(f"was expecting embedding dimension of {embed_dim_to_check}, but got {embed_dim}")
    head_dim = embed_dim // num_heads
    if head_dim * num_heads != embed_dim:
        raise AssertionError(f"embed_dim {embed_dim} not divisible by num_heads {num_heads}")

    # Input projections: one (3E, E) matrix, or three separate ones when kdim/vdim differ.
    if use_separate_proj_weight:
        w_q, w_k, w_v = q_proj_weight, k_proj_weight, v_proj_weight
    else:
        w_q, w_k, w_v = (in_proj_weight[i * embed_dim:(i + 1) * embed_dim] for i in range(3))
    if in_proj_bias is None:
        b_q = b_k = b_v = None
    else:
        b_q, b_k, b_v = (in_proj_bias[i * embed_dim:(i + 1) * embed_dim] for i in range(3))
    q = ops.linear(query, w_q, b_q)
    k = ops.linear(key, w_k, b_k)
    v = ops.linear(value, w_v, b_v)

    key_padding_mask = canonical_mask(key_padding_mask, "key_padding_mask", query.dtype, attn_mask, "attn_mask")
    if is_causal and key_padding_mask is None and not need_weights:
        attn_mask = None  # the hint alone: scaled_dot_product_attention applies the causal mask itself
    else:
        attn_mask = canonical_mask(attn_mask, "attn_mask", query.dtype)
        is_causal = False  # a padding mask merged into the causal one leaves it no longer causal
    if attn_mask is not None:
        if attn_mask.dim() == 2:
            if tuple(attn_mask.shape) != (tgt_len, src_len):
                raise RuntimeError(f"The shape of the 2D attn_mask is {attn_mask.shape}, but should be "
                                   f"{(tgt_len, src_len)}.")
            attn_mask = attn_mask.unsqueeze(0)
        elif attn_mask.dim() == 3:
            if tuple(attn_mask.shape) != (bsz * num_heads, tgt_len, src_len):
                raise RuntimeError(f"The shape of the 3D attn_mask is {attn_mask.shape}, but should be "
                                   f"{(bsz * num_heads, tgt_len, src_len)}.")
        else:
            raise RuntimeError(f"attn_mask's dimension {attn_mask.dim()} is not supported")

    # A learned extra key/value position (bias_k, bias_v) appended to every sequence.
    if bias_k is not None and bias_v is not None:
        k = ops.cat([k, bias_k.expand(1, bsz, embed_dim)], 0)
        v = ops.cat([v, bias_v.expand(1, bsz, embed_dim)], 0)
        attn_mask = _pad_last(attn_mask)
        key_padding_mask = _pad_last(key_padding_mask)

    # (L, N, E) -> (N * heads, L, head_dim): every head is one batch entry of bmm.
    q = q.reshape(tgt_len, bsz * num_heads, head_dim).transpose(0, 1)
    k = k.reshape(k.shape[0], bsz * num_heads, head_dim).transpose(0, 1)
    v = v.reshape(v.shape[0], bsz * num_heads, head_dim).transpose(0, 1)

    if add_zero_attn:
        zeros = creation.zeros((bsz * num_heads, 1, head_dim), dtype=q.dtype)
        k = ops.cat([k, zeros], 1)
        v = ops.cat([v, zeros], 1)
        attn_mask = _pad_last(attn_mask)
        key_padding_mask = _pad_last(key_padding_mask)
    src_len = k.shape[1]

    if key_padding_mask is not None:
        for dim, size in enumerate((bsz, src_len)):
            if key_padding_mask.shape[dim] != size:
                raise AssertionError(f"Expected key_padded_mask.shape[{dim}] to be {size}, but got "
                                     f"{key_padding_mask.shape[dim]}")
        padding = key_padding_mask.reshape(bsz, 1, 1, src_len).expand(bsz, num_heads, 1, src_len)
        padding = padding.reshape(bsz * num_heads, 1, src_len)
        attn_mask = padding if attn_mask is None else attn_mask + padding

    if not training:
        dropout_p = 0.0
    if not need_weights:
        # PyTorch's need_weights=False path: scaled_dot_product_attention per (batch, head), where a
        # query whose every key is masked gets zero output rather than nan.
        if attn_mask is not None:
            attn_mask = attn_mask.reshape(bsz, num_heads, -1, src_len) if attn_mask.shape[0] != 1 \
                else attn_mask.unsqueeze(0)
        q, k, v = (t.reshape(bsz, num_heads, t.shape[1], head_dim) for t in (q, k, v))
        out = ops.scaled_dot_product_attention(q, k, v, attn_mask, dropout_p, is_causal)
        out = out.permute(2, 0, 1, 3).reshape(bsz * tgt_len, embed_dim)
        out = ops.linear(out, out_proj_weight, out_proj_bias).reshape(tgt_len, bsz, embed_dim)
        return (out if batched else out.squeeze(1)), None
    scores = ops.bmm(q * math.sqrt(1.0 / head_dim), k.transpose(-2, -1))
    if attn_mask is not None:
        scores = scores + attn_mask
    weights = ops.softmax(scores, -1)
    if dropout_p > 0.0:
        weights = ops.dropout(weights, p=dropout_p)
    out = ops.bmm(weights, v)  # (N * heads, L, head_dim)
    out = out.transpose(0, 1).reshape(tgt_len * bsz, embed_dim)
    out = ops.linear(out, out_proj_weight, out_proj_bias).reshape(tgt_len, bsz, embed_dim)
    weights = weights.reshape(bsz, num_heads, tgt_len, src_len)
    if average_attn_weights:
        weights = weights.mean(dim=1)
    if not batched:
        out, weights = out.squeeze(1), weights.squeeze(0)
    return out, weights
