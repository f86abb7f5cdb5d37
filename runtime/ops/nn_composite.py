"""nn.functional ops that PyTorch builds from other ops (normalisation wrappers, normalize and
cosine_similarity, pairwise_distance, attention, the convolution and pooling wrappers, a few activations, linear,
dropout, pad, bilinear, prelu): like composite.py, autograd differentiates through the ops they
call, so the grad_fn of a result is that of the last op, as in PyTorch. The losses are in
loss_composite.py."""
import math

import numpy as np

from ..autograd.grad_mode import no_grad
from ..core import dtypes
from ..core.dtypes import INEXACT_KINDS, scalar_type_name
from ..core.generator import numpy_rng as generator
from ..core.printing import format_shape
from ..core.tensor import Tensor
from ..generated import ops
from ..kernels.core import broadcast_shape
from . import complex_conv
from .dropout import dropout_impl


def broadcast_pair(a, b):
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

def rms_norm(input, normalized_shape, weight=None, eps=None):
    """input / sqrt(mean(input ** 2) + eps) over the trailing normalized_shape dims, times weight.
    As PyTorch's composite: float16/bfloat16 are computed in float32 (their opmath type), eps
    defaults to that type's machine epsilon, and the result is cast back to input's dtype after
    the weight (a float64 weight does not widen a float32 input)."""
    if isinstance(normalized_shape, int):  # int[] without a size: PyTorch takes no bare int here
        raise TypeError("rms_norm(): argument 'normalized_shape' (position 2) must be tuple of ints, not int")
    shape = tuple(normalized_shape)
    k = len(shape)
    if k == 0:
        raise RuntimeError("Expected normalized_shape to be at least 1-dimensional, i.e., containing at least one "
                           "element, but got normalized_shape = []")
    if input.ndim == 0:
        raise ValueError("Input tensor must have at least 1 dimensions, but got 0")
    if weight is not None and tuple(weight.shape) != shape:
        raise RuntimeError(f"Expected weight to be of same shape as normalized_shape, but got weight of shape "
                           f"{format_shape(weight.shape)} and normalized_shape = {format_shape(shape)}")
    if input.ndim < k or tuple(input.shape[input.ndim - k:]) != shape:
        # PyTorch's text has no ", " after the "*" here (layer_norm's has).
        raise RuntimeError(f"Given normalized_shape={format_shape(shape)}, expected input with shape "
                           f"[*{', '.join(map(str, shape))}], but got input of size{format_shape(input.shape)}")
    kind = input._data.dtype
    if kind.kind not in INEXACT_KINDS:
        raise NotImplementedError(f'"rms_norm" not implemented for \'{scalar_type_name(kind)}\'')
    low = input.dtype in (dtypes.float16, dtypes.bfloat16)
    x = ops._to_copy(input, dtypes.float32) if low else input
    if eps is None:
        eps = float(np.finfo(np.float32 if low else kind).eps)
    dims = [input.ndim - 1 - i for i in range(k)]
    result = x * ops.rsqrt(ops.mean(ops.pow(x, 2), dims, True) + eps)
    if weight is not None:
        result = result * weight
    return result if result.dtype == input.dtype else ops._to_copy(result, input.dtype)

def norm_except_dim(v, pow=2, dim=0):
    """The pow-norm of v over every dim but `dim` (kept, size 1), or over all of v for dim=-1:
    what weight normalisation divides by. As PyTorch: a dim in the middle is moved to the front."""
    if dim == -1:
        return ops._norm_Scalar(v, pow)  # (PyTorch: at::norm, NormBackward0)
    if dim == 0:
        rows = ops.reshape(v, (v.shape[0], -1))  # (PyTorch: v.contiguous().view)
        return ops.view(ops._norm_ScalarOpt_dim(rows, pow, [1]), (v.shape[0],) + (1,) * (v.ndim - 1))
    if dim == v.ndim - 1:
        cols = ops.reshape(v, (-1, v.shape[-1]))
        return ops.view(ops._norm_ScalarOpt_dim(cols, pow, [0]), (1,) * (v.ndim - 1) + (v.shape[-1],))
    return ops.transpose(norm_except_dim(ops.transpose(v, 0, dim), pow, 0), 0, dim)


def weight_norm(v, g, dim=0):
    """torch._weight_norm: v * g / norm_except_dim(v). Over dim 0 or the last it is one node
    (WeightNormInterfaceBackward0), as PyTorch's CPU kernel; other dims are composed."""
    if v.ndim > 0 and dim in (0, v.ndim - 1):
        return ops._weight_norm_interface(v.contiguous(), g.contiguous(), dim)[0]
    return v * (g / norm_except_dim(v, 2, dim))

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
        if x._data.dtype.kind not in INEXACT_KINDS:
            x_other = x2 if x is x1 else x1
            if x_other._data.dtype.kind not in INEXACT_KINDS:
                raise RuntimeError(f"expected common dtype to be floating point, yet common dtype is "
                                   f"{scalar_type_name(np.result_type(x1._data, x2._data))}")
    x1, x2 = broadcast_pair(_as_float(x1, x2), _as_float(x2, x1))
    # As PyTorch: the norms are cloned, then raised to eps in place outside autograd.
    n1, n2 = ops.clone(_vector_norm(x1, 2, dim)), ops.clone(_vector_norm(x2, 2, dim))
    with no_grad():
        n1.clamp_min_(eps)
        n2.clamp_min_(eps)
    return ops.sum((x1 / n1) * (x2 / n2), [dim])


def pairwise_distance(x1, x2, p=2.0, eps=1e-06, keepdim=False):
    """||x1 - x2 + eps||_p over the last dim of the broadcast shape: PyTorch adds eps to the
    difference (not to the norm), which keeps the norm of equal vectors differentiable."""
    last = max(x1.ndim, x2.ndim) - 1
    return ops._norm_ScalarOpt_dim(x1 - x2 + eps, p, [last], keepdim)  # at::norm, as PyTorch: NormBackward1


def _as_float(x, other):
    """Integer inputs take the other input's float dtype (or float32), as type promotion does."""
    if x._data.dtype.kind in INEXACT_KINDS:
        return x
    return ops._to_copy(x, other.dtype if other._data.dtype.kind in INEXACT_KINDS else None)

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
        keep = Tensor._make(np.tril(np.ones((L, S), bool)))
    elif attn_mask is not None and attn_mask._data.dtype == np.bool_:
        keep = attn_mask
    if keep is not None:
        scores = ops.where(keep, scores, float("-inf"))
    elif attn_mask is not None:
        scores = scores + attn_mask
    # A query that may attend to nothing (every score -inf, from a bool or a float mask) gets zero
    # output and zero gradient (PyTorch's safe softmax), not the nan of a softmax over -inf only.
    # (Under vmap the scores' values are the batch's: the test is written with ops there.)
    if type(scores._data) is not np.ndarray:
        blocked = ops.expand(ops.all(ops.eq(scores, float("-inf")), [-1], True), tuple(scores.shape))
        weights = ops.where(blocked, 0.0, ops.softmax(ops.where(blocked, 0.0, scores), -1))
    elif (blocked := np.isneginf(scores._data).all(-1, keepdims=True)).any():
        blocked = Tensor._make(np.ascontiguousarray(np.broadcast_to(blocked, tuple(scores.shape))))
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


# -- convolution: argument handling around aten::convolution (ConvolutionBackward0) ------------------

def _expand(value, n):
    """An int (or a one-element list) stands for the same value in every spatial dim."""
    if isinstance(value, int):
        return [value] * n
    value = [int(v) for v in value]
    return value * n if len(value) == 1 else value


def _batchify(input, nd, name):
    """conv*d accept an unbatched input and squeeze the batch dim back off (SqueezeBackward1)."""
    if input.ndim not in (nd + 1, nd + 2):
        raise RuntimeError(f"Expected {nd + 1}D (unbatched) or {nd + 2}D (batched) input to {name}, but got input of "
                           f"size: {format_shape(input.shape)}")
    batched = input.ndim == nd + 2
    return (input if batched else ops.unsqueeze(input, 0)), batched


def _same_padding(input, weight, stride, dilation):
    """padding='same': total d*(k-1) per dim, the odd extra on the right (a constant_pad_nd
    before the convolution, as PyTorch does) and the rest symmetric."""
    if any(s != 1 for s in stride):
        raise RuntimeError("padding='same' is not supported for strided convolutions")
    nd = weight.ndim - 2
    left, extra = [], [0] * (2 * nd)
    for i in range(nd):
        total = dilation[i] * (weight.shape[2 + i] - 1)
        left.append(total // 2)
        extra[2 * (nd - 1 - i) + 1] = total - 2 * (total // 2)   # F.pad order: last dim first
    if any(extra):
        input = ops.constant_pad_nd(input, extra, 0)
    return input, left


def _conv(name, nd, input, weight, bias, stride, padding, dilation, groups):
    x, batched = _batchify(input, nd, name)
    stride, dilation = _expand(stride, nd), _expand(dilation, nd)
    if isinstance(padding, str):
        if padding == "same":
            x, padding = _same_padding(x, weight, stride, dilation)
        elif padding == "valid":
            padding = [0] * nd
        else:
            raise RuntimeError(f"Invalid padding string: '{padding}'")
    else:
        padding = _expand(padding, nd)
    out = _convolution(x, weight, bias, stride, padding, dilation, False, [0] * nd, groups)
    return out if batched else ops.squeeze(out, 0)


def _convolution(input, *args):
    """aten::convolution, or for a complex input (or weight) PyTorch's three real ones (complex_conv.py)."""
    if input.is_complex() or args[0].is_complex():
        return complex_conv.convolution(input, *args)
    return ops.convolution(input, *args)


def conv1d(input, weight, bias=None, stride=1, padding=0, dilation=1, groups=1):
    return _conv("conv1d", 1, input, weight, bias, stride, padding, dilation, groups)


def conv2d(input, weight, bias=None, stride=1, padding=0, dilation=1, groups=1):
    return _conv("conv2d", 2, input, weight, bias, stride, padding, dilation, groups)


def conv3d(input, weight, bias=None, stride=1, padding=0, dilation=1, groups=1):
    return _conv("conv3d", 3, input, weight, bias, stride, padding, dilation, groups)


def _conv_transpose(name, nd, input, weight, bias, stride, padding, output_padding, groups, dilation):
    x, batched = _batchify(input, nd, name)
    out = _convolution(x, weight, bias, _expand(stride, nd), _expand(padding, nd),
                       _expand(dilation, nd), True, _expand(output_padding, nd), groups)
    return out if batched else ops.squeeze(out, 0)


def conv_transpose1d(input, weight, bias=None, stride=1, padding=0, output_padding=0, groups=1, dilation=1):
    return _conv_transpose("conv_transpose1d", 1, input, weight, bias, stride, padding, output_padding, groups,
                           dilation)


def conv_transpose2d(input, weight, bias=None, stride=1, padding=0, output_padding=0, groups=1, dilation=1):
    return _conv_transpose("conv_transpose2d", 2, input, weight, bias, stride, padding, output_padding, groups,
                           dilation)


def conv_transpose3d(input, weight, bias=None, stride=1, padding=0, output_padding=0, groups=1, dilation=1):
    return _conv_transpose("conv_transpose3d", 3, input, weight, bias, stride, padding, output_padding, groups,
                           dilation)


# -- pooling -----------------------------------------------------------------------------------------

def max_pool2d(input, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False, return_indices=False):
    """F.max_pool2d: values (and indices) of aten::max_pool2d_with_indices (MaxPool2DWithIndicesBackward0)."""
    values, indices = ops.max_pool2d_with_indices(input, kernel_size, [] if stride is None else stride, padding,
                                                  dilation, ceil_mode)
    return (values, indices) if return_indices else values


def max_pool3d(input, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False, return_indices=False):
    """F.max_pool3d: values (and indices) of aten::max_pool3d_with_indices (MaxPool3DWithIndicesBackward0)."""
    values, indices = ops.max_pool3d_with_indices(input, kernel_size, [] if stride is None else stride, padding,
                                                  dilation, ceil_mode)
    return (values, indices) if return_indices else values


def _adaptive_avg_pool(input, output_size, nd):
    """F.adaptive_avg_pool2d/3d: a None output size keeps the input's; an all-ones output is a
    mean (MeanBackward1), anything else aten::_adaptive_avg_pool{2,3}d, as PyTorch decomposes it."""
    if isinstance(output_size, int):
        output_size = (output_size,) * nd
    if len(output_size) != nd:
        raise RuntimeError(f"adaptive_avg_pool{nd}d: output_size must be {nd}")
    if input.ndim not in (nd + 1, nd + 2):
        raise RuntimeError(f"adaptive_avg_pool{nd}d(): Expected {nd + 1}D or {nd + 2}D tensor, but got "
                           f"{format_shape(input.shape)}")
    size = [input.shape[-nd + i] if s is None else int(s) for i, s in enumerate(output_size)]
    if size == [1] * nd:
        return ops.mean(input, list(range(-1, -nd - 1, -1)), keepdim=True)
    return getattr(ops, f"_adaptive_avg_pool{nd}d")(input, size)


def adaptive_avg_pool2d(input, output_size):
    return _adaptive_avg_pool(input, output_size, 2)


def adaptive_avg_pool3d(input, output_size):
    return _adaptive_avg_pool(input, output_size, 3)


# -- activations PyTorch composes from other ops ----------------------------------------------------

def relu6(input, inplace=False):
    """min(max(x, 0), 6): PyTorch computes it as hardtanh(x, 0, 6) (HardtanhBackward0)."""
    return ops.hardtanh_(input, 0.0, 6.0) if inplace else ops.hardtanh(input, 0.0, 6.0)


def softsign(input):
    """x / (1 + |x|), as PyTorch composes it (DivBackward0)."""
    return ops.div(input, ops.add(ops.abs(input), 1))


def tanhshrink(input):
    """x - tanh(x), as PyTorch composes it (SubBackward0)."""
    return ops.sub(input, ops.tanh(input))


# -- linear, dropout, pad ----------------------------------------------------------------------------

def linear(input, weight, bias=None):
    """F.linear as PyTorch's aten::linear decomposes it (so grad_fn names match): addmm for a
    matrix with bias, addmm on the flattened batch for other contiguous inputs with a 1-D bias,
    otherwise matmul (+ add)."""
    if bias is not None and input.ndim == 2:
        return ops.addmm(bias, input, ops.t(weight))
    if bias is not None and input.is_contiguous() and (input.ndim == 3 or bias.ndim == 1):
        lead = tuple(input.shape[:-1])
        flat = ops.reshape(input, (math.prod(lead), input.shape[-1]))
        out = ops.addmm(bias, flat, ops.t(weight))
        return ops.view(out, lead + (out.shape[1],))
    out = ops.matmul(input, ops.t(weight))
    return out if bias is None else ops.add(out, bias)


def dropout(input, p=0.5, training=True, inplace=False):
    """F.dropout: zero each element with probability p and scale the rest by 1 / (1 - p)
    (ops/dropout.py: input * mask, MulBackward0, as PyTorch on the CPU)."""
    if p < 0 or p > 1:
        raise ValueError(f"dropout probability has to be between 0 and 1, but got {p}")
    return dropout_impl(input, p, training, inplace=inplace)


def pad(input, pad, mode="constant", value=None):
    """F.pad. Constant mode is aten::constant_pad_nd (ConstantPadNdBackward0); reflect and
    replicate pad the last one, two or three dims (reflection_pad1d/2d/3d, replication_pad1d/2d/3d);
    circular copies the input into a new tensor and wraps its edges around (CopySlices)."""
    if mode == "constant":
        return ops.constant_pad_nd(input, pad, 0 if value is None else value)
    if value is not None and value != 0:
        raise RuntimeError(f'Padding mode "{mode}" doesn\'t take in value argument')
    if mode not in ("reflect", "replicate", "circular"):
        raise NotImplementedError(f"Unrecognised padding mode {mode}")
    if len(pad) % 2:
        raise RuntimeError("Padding length must be divisible by 2")
    nd = len(pad) // 2
    if nd not in (1, 2, 3) or input.ndim not in (nd + 1, nd + 2):
        raise NotImplementedError(
            f"Padding size {len(pad)} is not supported for {input.ndim}D input tensor.\n"
            "Supported combinations for non-constant padding:\n"
            "  - 2D or 3D input: padding size = 2 (pads last dimension)\n"
            "  - 3D or 4D input: padding size = 4 (pads last 2 dimensions)\n"
            "  - 4D or 5D input: padding size = 6 (pads last 3 dimensions)")
    if mode == "circular":
        return _pad_circular(input, [int(p) for p in pad])
    op = {"reflect": "reflection_pad", "replicate": "replication_pad"}[mode]
    return getattr(ops, f"{op}{nd}d")(input, pad)


def _pad_circular(input, pad):
    """PyTorch's _pad_circular: the (cropped) input copied into a new tensor of the padded size,
    then, dim by dim from the last, the left pad filled from the right end of what is there and
    the right pad from the left end (reading earlier dims' padding: the corners wrap too)."""
    nd = len(pad) // 2
    in_shape = tuple(input.shape)
    out_shape = list(in_shape)
    for i in range(nd):
        dim = input.ndim - 1 - i
        left, right = pad[2 * i], pad[2 * i + 1]
        if left > in_shape[dim] or right > in_shape[dim]:
            raise RuntimeError("Padding value causes wrapping around more than once.")
        out_shape[dim] = max(in_shape[dim] + left + right, 0)
    out = Tensor._make(np.zeros(out_shape, dtype=input._data.dtype))
    out_index, in_index = [slice(None)] * input.ndim, [slice(None)] * input.ndim
    for i in range(nd):
        dim = input.ndim - 1 - i
        left, right = pad[2 * i], pad[2 * i + 1]
        out_index[dim] = slice(max(left, 0), out_shape[dim] - max(right, 0))
        in_index[dim] = slice(max(-left, 0), in_shape[dim] - max(-right, 0))
    out[tuple(out_index)] = input[tuple(in_index)]
    for i in range(nd):
        dim = input.ndim - 1 - i
        left, right, size = pad[2 * i], pad[2 * i + 1], out_shape[dim]
        whole = [slice(None)] * input.ndim
        if left > 0:
            target, source = list(whole), list(whole)
            target[dim], source[dim] = slice(0, left), slice(size - left - max(right, 0), size - max(right, 0))
            out[tuple(target)] = out[tuple(source)]
        if right > 0:
            target, source = list(whole), list(whole)
            target[dim], source[dim] = slice(size - right, size), slice(max(left, 0), max(left, 0) + right)
            out[tuple(target)] = out[tuple(source)]
    return out


# -- layers nn.functional composes from other ops ----------------------------------------------------

def bilinear(input1, input2, weight, bias=None):
    """y[..., k] = input1 W[k] input2 (+ bias[k]), written with matmul so autograd comes for free."""
    # (..., 1, 1, in1) @ (out, in1, in2) -> (..., out, 1, in2), then contract in2 with input2.
    left = input1.unsqueeze(-2).unsqueeze(-2).matmul(weight).squeeze(-2)
    result = (left * input2.unsqueeze(-2)).sum(-1)
    return result if bias is None else result + bias


def prelu(input, weight):
    """torch.prelu: one slope, or one per channel (dim 1) reshaped to broadcast over the rest,
    then aten::_prelu_kernel (PreluKernelBackward0), with PyTorch's checks."""
    count = weight.numel()
    if weight.ndim > 1:
        raise RuntimeError(f"prelu: Expected `weight` to be a scalar or 1D tensor, but got: ndim = {weight.ndim}")
    if count != 1:
        if input.ndim == 0:
            raise RuntimeError("Not allow zero-dim input tensor.")
        channels = input.shape[1] if input.ndim >= 2 else 1
        if count != channels:
            raise RuntimeError(f"Mismatch of parameter numbers and input channel size. Found parameter numbers = "
                               f"{count} and channel size = {channels}.")
        if input.ndim >= 2:
            weight = ops.reshape(weight, (count,) + (1,) * (input.ndim - 2))
    elif input.ndim == 0 and weight.ndim == 1:   # (one slope for a 0-dim input: the result stays 0-dim)
        weight = ops.reshape(weight, ())
    return ops._prelu_kernel(input, weight)


def pdist(input, p=2):
    """PyTorch's checks, then _pdist_forward of the input made contiguous (PdistBackward0)."""
    if input.ndim != 2:
        raise RuntimeError(f"pdist only supports 2D tensors, got: {input.ndim}D")
    if not input.is_floating_point():
        raise RuntimeError("pdist only supports floating-point dtypes")
    if p < 0:
        raise RuntimeError("pdist only supports non-negative p values")
    return ops._pdist_forward(input.contiguous(), p)
