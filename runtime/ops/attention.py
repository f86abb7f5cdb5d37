"""F.multi_head_attention_forward: the computation behind nn.MultiheadAttention, written with
table ops (so autograd, double backward included, comes from their formulas).

Layout is PyTorch's: query (L, N, E), key/value (S, N, E), or unbatched (L, E) / (S, E).
Per head h: softmax(q_h k_h^T / sqrt(head_dim) + mask) v_h, then the heads are concatenated and
projected by out_proj. Boolean masks mark positions that may NOT be attended (True -> -inf).
"""
import math

import numpy as np

from ..core import creation
from ..generated import ops


def _as_additive_mask(mask, name, dtype):
    """Bool masks become 0 / -inf; float masks are added as they are."""
    if mask is None:
        return None
    if mask.dtype.is_floating_point:
        return mask
    if mask._data.dtype != np.bool_:
        raise AssertionError(f"only bool and floating types of {name} are supported")
    return creation.tensor(np.where(mask._data, -np.inf, 0.0), dtype=dtype)


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
    if is_causal and attn_mask is None:
        raise RuntimeError("Need attn_mask if specifying the is_causal hint. You may use the Transformer module "
                           "method `generate_square_subsequent_mask` to create this mask.")
    batched = query.dim() == 3
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

    attn_mask = _as_additive_mask(attn_mask, "attn_mask", query.dtype)
    key_padding_mask = _as_additive_mask(key_padding_mask, "key_padding_mask", query.dtype)
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
        if tuple(key_padding_mask.shape) != (bsz, src_len):
            raise AssertionError(f"expecting key_padding_mask shape of {(bsz, src_len)}, but got "
                                 f"{key_padding_mask.shape}")
        padding = key_padding_mask.reshape(bsz, 1, 1, src_len).expand(bsz, num_heads, 1, src_len)
        padding = padding.reshape(bsz * num_heads, 1, src_len)
        attn_mask = padding if attn_mask is None else attn_mask + padding

    if not training:
        dropout_p = 0.0
    scores = ops.bmm(q * math.sqrt(1.0 / head_dim), k.transpose(-2, -1))
    if attn_mask is not None:
        scores = scores + attn_mask
    weights = ops.softmax(scores, -1)
    if dropout_p > 0.0:
        weights = ops.dropout(weights, p=dropout_p)
    out = ops.bmm(weights, v)  # (N * heads, L, head_dim)
    out = out.transpose(0, 1).reshape(tgt_len * bsz, embed_dim)
    out = ops.linear(out, out_proj_weight, out_proj_bias).reshape(tgt_len, bsz, embed_dim)
    if not batched:
        out = out.squeeze(1)
    if not need_weights:
        return out, None
    weights = weights.reshape(bsz, num_heads, tgt_len, src_len)
    if average_attn_weights:
        weights = weights.mean(dim=1)
    if not batched:
        weights = weights.squeeze(0)
    return out, weights

