"""Ops defined by other ops (PyTorch's CompositeImplicitAutograd): no formula of
their own; autograd differentiates the ops they call, and grad_fn names match
PyTorch's because the same decomposition is used."""
import numpy as np

from .creation import generator
from .generated import ops
from .tensor import Tensor


def matmul(input, other):
    """matmul's shape cases, as PyTorch decomposes them (dot, mv, mm, bmm)."""
    a, b = input.ndim, other.ndim
    if a == 0 or b == 0:
        raise RuntimeError(f"both arguments to matmul need to be at least 1D, but they are {a}D and {b}D")
    if a == 1 and b == 1:
        return ops.dot(input, other)
    if a == 2 and b == 1:
        return ops.mv(input, other)
    if a == 1 and b == 2:
        return ops.squeeze(ops.mm(ops.unsqueeze(input, 0), other), 0)
    if a == 2 and b == 2:
        return ops.mm(input, other)
    if a >= 3 and b <= 2:
        # Fold the batch into rows: one mm (its result reshaped by _unsafe_view, as in PyTorch).
        lead = input.shape[:-1]
        flat = ops.reshape(input, (-1, input.shape[-1]))
        if b == 1:
            return ops._unsafe_view(ops.mv(flat, other), lead)
        return ops._unsafe_view(ops.mm(flat, other), lead + (other.shape[-1],))
    # Batched: broadcast the batch dims, then bmm.
    a_mat = input if a >= 2 else ops.unsqueeze(input, 0)
    b_mat = other if b >= 2 else ops.unsqueeze(other, -1)
    batch = _broadcast_shapes(a_mat.shape[:-2], b_mat.shape[:-2])
    n, k, m = a_mat.shape[-2], a_mat.shape[-1], b_mat.shape[-1]
    if b_mat.shape[-2] != k:
        raise RuntimeError(f"Expected size for first two dimensions of batch2 tensor to be: [{_numel(batch)}, {k}] "
                           f"but got: [{_numel(batch)}, {b_mat.shape[-2]}].")
    a3 = ops.reshape(ops.expand(a_mat, batch + (n, k)), (-1, n, k))
    b3 = ops.reshape(ops.expand(b_mat, batch + (k, m)), (-1, k, m))
    out = ops._unsafe_view(ops.bmm(a3, b3), batch + (n, m))
    if a == 1:
        out = ops.squeeze(out, -2)
    if b == 1:
        out = ops.squeeze(out, -1)
    return out


def _numel(shape):
    n = 1
    for s in shape:
        n *= s
    return n


def _broadcast_shapes(s1, s2):
    import numpy as np
    try:
        return tuple(np.broadcast_shapes(tuple(s1), tuple(s2)))
    except ValueError:
        raise RuntimeError(f"The size of tensor a ({s1}) must match the size of tensor b ({s2}) at non-singleton "
                           "dimension") from None


def reshape(self, *shape):
    """reshape: a view when the data allows (ViewBackward0, as in PyTorch)."""
    if len(shape) == 1 and isinstance(shape[0], (tuple, list)):
        shape = tuple(shape[0])
    return ops.view(self, shape)


def true_divide_reflected(self, other):
    """`number / tensor`, which PyTorch computes as reciprocal(tensor) * number."""
    return ops.mul(ops.reciprocal(self), other)


def flatten(self, start_dim=0, end_dim=-1):
    if self.ndim == 0:
        return ops.view(self, (1,))
    s, e = start_dim % self.ndim, end_dim % self.ndim
    if s == e:
        return self
    shape = tuple(self.shape)
    return ops.view(self, shape[:s] + (-1,) + shape[e + 1:])


def square(self):
    return ops.pow(self, 2)


# -- nn.functional convolutions: argument handling around aten::convolution (ConvolutionBackward0)

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
                           f"size: {list(input.shape)}")
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
    out = ops.convolution(x, weight, bias, stride, padding, dilation, False, [0] * nd, groups)
    return out if batched else ops.squeeze(out, 0)


def conv1d(input, weight, bias=None, stride=1, padding=0, dilation=1, groups=1):
    return _conv("conv1d", 1, input, weight, bias, stride, padding, dilation, groups)


def conv2d(input, weight, bias=None, stride=1, padding=0, dilation=1, groups=1):
    return _conv("conv2d", 2, input, weight, bias, stride, padding, dilation, groups)


def _conv_transpose(name, nd, input, weight, bias, stride, padding, output_padding, groups, dilation):
    x, batched = _batchify(input, nd, name)
    out = ops.convolution(x, weight, bias, _expand(stride, nd), _expand(padding, nd),
                          _expand(dilation, nd), True, _expand(output_padding, nd), groups)
    return out if batched else ops.squeeze(out, 0)


def conv_transpose1d(input, weight, bias=None, stride=1, padding=0, output_padding=0, groups=1, dilation=1):
    return _conv_transpose("conv_transpose1d", 1, input, weight, bias, stride, padding, output_padding, groups, dilation)


def conv_transpose2d(input, weight, bias=None, stride=1, padding=0, output_padding=0, groups=1, dilation=1):
    return _conv_transpose("conv_transpose2d", 2, input, weight, bias, stride, padding, output_padding, groups, dilation)


# -- nn.functional pooling

def max_pool2d(input, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False, return_indices=False):
    """F.max_pool2d: values (and indices) of aten::max_pool2d_with_indices (MaxPool2DWithIndicesBackward0)."""
    values, indices = ops.max_pool2d_with_indices(input, kernel_size, [] if stride is None else stride, padding,
                                                  dilation, ceil_mode)
    return (values, indices) if return_indices else values


def adaptive_avg_pool2d(input, output_size):
    """F.adaptive_avg_pool2d: a None output size keeps the input's; a 1 x 1 output is a mean
    (MeanBackward1), anything else aten::_adaptive_avg_pool2d, as PyTorch decomposes it."""
    if isinstance(output_size, int):
        output_size = (output_size, output_size)
    if len(output_size) != 2:
        raise RuntimeError("adaptive_avg_pool2d: output_size must be 2")
    if input.ndim not in (3, 4):
        raise RuntimeError(f"adaptive_avg_pool2d(): Expected 3D or 4D tensor, but got {list(input.shape)}")
    size = [input.shape[-2 + i] if s is None else int(s) for i, s in enumerate(output_size)]
    if size == [1, 1]:
        return ops.mean(input, [-1, -2], keepdim=True)
    return ops._adaptive_avg_pool2d(input, size)


# -- nn.functional: linear, dropout, pad

def linear(input, weight, bias=None):
    """F.linear as PyTorch's aten::linear decomposes it (so grad_fn names match): addmm for a
    matrix with bias, addmm on the flattened batch for other contiguous inputs with a 1-D bias,
    otherwise matmul (+ add)."""
    if bias is not None and input.ndim == 2:
        return ops.addmm(bias, input, ops.t(weight))
    if bias is not None and input.is_contiguous() and (input.ndim == 3 or bias.ndim == 1):
        lead = tuple(input.shape[:-1])
        flat = ops.reshape(input, (_numel(lead), input.shape[-1]))
        out = ops.addmm(bias, flat, ops.t(weight))
        return ops.view(out, lead + (out.shape[1],))
    out = ops.matmul(input, ops.t(weight))
    return out if bias is None else ops.add(out, bias)


def dropout(input, p=0.5, training=True, inplace=False):
    """Zero each element with probability p (mask from gradtable's generator, see manual_seed)
    and scale the rest by 1 / (1 - p): input * mask, as PyTorch does on the CPU (MulBackward0)."""
    if p < 0 or p > 1:
        raise ValueError(f"dropout probability has to be between 0 and 1, but got {p}")
    if not training or p == 0 or input.numel() == 0:
        return input
    dtype = input._data.dtype
    if p == 1:
        mask = np.zeros(input.shape, dtype=dtype)
    else:
        mask = (generator().random(input.shape) >= p).astype(dtype) / np.asarray(1 - p, dtype=dtype)
    mask = Tensor._make(mask)
    if inplace:
        if not hasattr(input, "mul_"):
            raise NotImplementedError("dropout(inplace=True) needs in-place ops, which gradtable does not have yet")
        return input.mul_(mask)
    return ops.mul(input, mask)


def pad(input, pad, mode="constant", value=None):
    """F.pad. Constant mode is aten::constant_pad_nd (ConstantPadNdBackward0); reflect and
    replicate pad the last one or two dims (reflection_pad1d/2d, replication_pad1d/2d)."""
    if mode == "constant":
        return ops.constant_pad_nd(input, pad, 0 if value is None else value)
    if value is not None and value != 0:
        raise RuntimeError(f'Padding mode "{mode}" doesn\'t take in value argument')
    if mode not in ("reflect", "replicate", "circular"):
        raise NotImplementedError(f"Unrecognised padding mode {mode}")
    nd = len(pad) // 2
    if len(pad) % 2 or nd not in (1, 2, 3) or input.ndim not in (nd + 1, nd + 2):
        raise NotImplementedError(
            f"Padding size {len(pad)} is not supported for {input.ndim}D input tensor.\n"
            "Supported combinations for non-constant padding:\n"
            "  - 2D or 3D input: padding size = 2 (pads last dimension)\n"
            "  - 3D or 4D input: padding size = 4 (pads last 2 dimensions)\n"
            "  - 4D or 5D input: padding size = 6 (pads last 3 dimensions)")
    if mode == "circular" or nd == 3:
        raise NotImplementedError(f"F.pad(mode='{mode}') with {len(pad)} padding sizes is not supported by "
                                  "gradtable yet")
    op = {"reflect": "reflection_pad", "replicate": "replication_pad"}[mode]
    return getattr(ops, f"{op}{nd}d")(input, pad)
