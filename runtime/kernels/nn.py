"""NumPy kernels for the nn.functional layers of derivatives.yaml that slide or pick over space
(convolution, padding, embedding): too big for one `numpy:` expression, so the table names them
here. Pooling, losses and normalisation have their own modules (pooling.py, loss.py,
normalization.py).

Convolution works on "windows" (windows.py): `sliding_window_view` gives, without copying, an
(N, C, *out, *kernel) view of every kernel-sized patch; a tensordot over it is im2col plus one BLAS
matrix product. Scattering back (transposed convolution) loops over the few kernel offsets, adding
one strided slice each time.
"""
import numpy as np

from ..core.dtypes import INEXACT_KINDS, legacy_type_name, scalar_type_name
from ..core.layout import copy_as, suggest_memory_format
from ..core.printing import format_shape
from .indexing import add_rows_at
from .norms import vector_norm
from .windows import pad_spatial, scatter_windows, windows

# -- convolution ---------------------------------------------------------------------------------

def _check_convolution(x, w, bias, stride, padding, dilation, transposed, output_padding, groups):
    """PyTorch's argument checks for convolution, with its messages."""
    nd = w.ndim - 2
    if any(s <= 0 for s in stride):
        raise RuntimeError("non-positive stride is not supported")
    if any(p < 0 for p in padding):
        raise RuntimeError("negative padding is not supported")
    if any(d <= 0 for d in dilation):
        raise RuntimeError(f"dilation should be greater than zero, but got {list(dilation)}")
    if groups <= 0:
        raise RuntimeError("non-positive groups is not supported")
    for name, values in (("stride", stride), ("padding", padding), ("dilation", dilation)):
        if len(values) != nd:
            raise RuntimeError(f"expected {name} to be a single integer value or a list of {nd} values to match the "
                               f"convolution dimensions, but got {name}={list(values)}")
    if x.ndim != w.ndim:
        raise RuntimeError(f"Expected {w.ndim}-dimensional input for {w.ndim}-dimensional weight "
                           f"{format_shape(w.shape)}, but got {x.ndim}-dimensional input of size "
                           f"{format_shape(x.shape)} instead")
    if w.shape[0] % groups:
        raise RuntimeError(f"Given groups={groups}, expected weight to be divisible by {groups} at dimension 0, but "
                           f"got weight of size [{format_shape(w.shape)}] instead")
    if transposed:
        if x.shape[1] != w.shape[0]:
            raise RuntimeError(f"Given transposed=1, weight of size {format_shape(w.shape)}, "
                               f"expected input{format_shape(x.shape)} to have {w.shape[0]} channels, "
                               f"but got {x.shape[1]} channels instead")
        if any(op >= s and op >= d for op, s, d in zip(output_padding, stride, dilation)):
            names = ("depth", "height", "width")[-nd:] if nd <= 3 else [str(i) for i in range(nd)]
            if nd == 1:   # PyTorch runs a 1-d convolution as a 2-d one of height 1
                names, output_padding, stride, dilation = ("height", "width"), (0, *output_padding), \
                    (1, *stride), (1, *dilation)
            parts = ([f"output_padding_{n}: {v}" for n, v in zip(names, output_padding)]
                     + [f"stride_{n}: {v}" for n, v in zip(names, stride)]
                     + [f"dilation_{n}: {v}" for n, v in zip(names, dilation)])
            raise RuntimeError("output padding must be smaller than either stride or dilation, but got "
                               + " ".join(parts))
        out_channels = w.shape[1] * groups
    else:
        if x.shape[1] != w.shape[1] * groups:
            raise RuntimeError(f"Given groups={groups}, weight of size {format_shape(w.shape)}, expected input"
                               f"{format_shape(x.shape)} to have {w.shape[1] * groups} channels, but got {x.shape[1]} "
                               "channels instead")
        padded = tuple(s + 2 * p for s, p in zip(x.shape[2:], padding))
        spans = tuple(d * (k - 1) + 1 for k, d in zip(w.shape[2:], dilation))
        if any(p < k for p, k in zip(padded, spans)):
            raise RuntimeError(f"Calculated padded input size per channel: ({' x '.join(map(str, padded))}). Kernel "
                               f"size: ({' x '.join(map(str, spans))}). Kernel size can't be greater than actual "
                               "input size")
        out_channels = w.shape[0]
    if bias is not None and (bias.ndim != 1 or bias.shape[0] != out_channels):
        raise RuntimeError(f"Given weight of size {format_shape(w.shape)}, expected bias to be 1-dimensional with "
                           f"{out_channels} elements, but got bias of size {format_shape(bias.shape)} instead")


def convolution(x, w, bias, stride, padding, dilation, transposed, output_padding, groups):
    """aten::convolution: cross-correlation of x with w (or its transpose), plus bias."""
    _check_convolution(x, w, bias, stride, padding, dilation, transposed, output_padding, groups)
    if transposed:
        out = conv_transpose(x, w, stride, padding, output_padding, dilation, groups)
    else:
        out = conv(x, w, stride, padding, dilation, groups)
    if bias is not None:
        out += bias.reshape((-1,) + (1,) * (out.ndim - 2))
    return out


def _group_slices(total, groups):
    size = total // groups
    return [slice(g * size, (g + 1) * size) for g in range(groups)]


def conv(x, w, stride, padding, dilation, groups):
    """y[n, o, p] = sum over c, k of x_padded[n, c, p * stride + k * dilation] * w[o, c, k]."""
    nd = w.ndim - 2
    win = windows(pad_spatial(x, padding, padding), w.shape[2:], stride, dilation)
    x_axes = [1] + list(range(2 + nd, 2 + 2 * nd))   # channel and kernel axes of the windows
    w_axes = list(range(1, 2 + nd))
    parts = [np.moveaxis(np.tensordot(win[:, xs], w[ws], axes=(x_axes, w_axes)), -1, 1)
             for xs, ws in zip(_group_slices(x.shape[1], groups), _group_slices(w.shape[0], groups))]
    return parts[0] if groups == 1 else np.concatenate(parts, axis=1)


def conv_transpose(g, w, stride, padding, output_padding, dilation, groups):
    """The adjoint of `conv` in its input (also the input gradient of a convolution):
    every g[n, o, p] adds g * w[o, c, k] at x_padded[n, c, p * stride + k * dilation]."""
    nd = w.ndim - 2
    kernel, out = w.shape[2:], g.shape[2:]
    full = tuple((o - 1) * s + d * (k - 1) + 1 + op
                 for o, s, d, k, op in zip(out, stride, dilation, kernel, output_padding))
    in_channels = w.shape[1] * groups
    result = np.zeros((g.shape[0], in_channels) + full, dtype=np.result_type(g, w))
    for gs, cs in zip(_group_slices(g.shape[1], groups), _group_slices(in_channels, groups)):
        # (c, *kernel, N, *out): kernel offsets outermost, so each offset's block is contiguous
        # (tensordot's output is; the loop below reads one block per offset).
        cols = np.tensordot(w[gs], g[:, gs], axes=([0], [1]))
        scatter_windows(result[:, cs].swapaxes(0, 1), np.moveaxis(cols, 0, nd), stride, dilation)
    crop = tuple(slice(p, f - p) for p, f in zip(padding, full))
    return result[(slice(None), slice(None)) + crop]


def conv_weight_grad(x, g, weight_size, stride, padding, dilation, groups):
    """The adjoint of `conv` in its weight: dw[o, c, k] = sum over n, p of g[n, o, p] * x window[n, c, p, k]."""
    nd = len(weight_size) - 2
    win = windows(pad_spatial(x, padding, padding), weight_size[2:], stride, dilation)
    win = win[(slice(None), slice(None)) + tuple(slice(0, o) for o in g.shape[2:])]
    axes = [0] + list(range(2, 2 + nd))
    parts = [np.tensordot(g[:, os_], win[:, cs], axes=(axes, axes))
             for os_, cs in zip(_group_slices(g.shape[1], groups), _group_slices(x.shape[1], groups))]
    return parts[0] if groups == 1 else np.concatenate(parts, axis=0)


# -- padding ---------------------------------------------------------------------------------

def constant_pad_nd(x, pad, value):
    """aten::constant_pad_nd: pad (last dim first, (left, right) pairs) with `value`; negative
    amounts crop, which makes the op its own backward."""
    if len(pad) % 2:
        raise RuntimeError("Padding length must be divisible by 2")
    if len(pad) // 2 > x.ndim:
        raise RuntimeError("Padding length should be less than or equal to two times the input dimension but got "
                           f"padding length {len(pad)} and input of dimension {x.ndim}")
    widths = [(0, 0)] * x.ndim
    crop = [slice(None)] * x.ndim
    for i in range(len(pad) // 2):
        d = x.ndim - 1 - i
        before, after = pad[2 * i], pad[2 * i + 1]
        if x.shape[d] + before + after < 0:
            raise RuntimeError("narrow(): length must be non-negative.")   # PyTorch crops with narrow()
        widths[d] = (max(before, 0), max(after, 0))
        crop[d] = slice(max(-before, 0), x.shape[d] - max(-after, 0))
    out = x[tuple(crop)]
    return np.pad(out, widths, constant_values=value) if any(w != (0, 0) for w in widths) else out.copy()


# -- embedding -------------------------------------------------------------------------------------

def embedding(weight, indices, sparse):
    """weight[indices], with PyTorch's checks (integer indices in range, 2-D weight)."""
    if sparse:
        raise NotImplementedError("embedding(sparse=True): gradtable has no sparse gradients; use sparse=False")
    if indices.dtype.kind not in "iu":
        raise RuntimeError("Expected tensor for argument #1 'indices' to have one of the following scalar types: "
                           f"Long, Int; but got torch.{legacy_type_name(indices.dtype)} "
                           "instead (while checking arguments for embedding)")
    if weight.ndim != 2:
        raise RuntimeError("'weight' must be 2-D")
    if indices.size and (indices.min() < 0 or indices.max() >= weight.shape[0]):
        raise IndexError("index out of range in self")
    return weight[indices]


def conv_output_padding(input_sizes, grad_sizes, weight_sizes, stride, padding, dilation):
    """The output_padding a transposed convolution of `grad` needs to give back exactly
    `input_sizes` (a strided convolution drops the input's last rows that no window reaches)."""
    return [i + 2 * p - d * (k - 1) - 1 - (o - 1) * s
            for i, o, k, s, p, d in zip(input_sizes[2:], grad_sizes[2:], weight_sizes[2:], stride, padding, dilation)]


def convolution_grads(grad, input, weight, stride, padding, dilation, transposed, output_padding, groups,
                      grad_input_mask):
    """Convolution's gradients for (input, weight, bias) on arrays, None where grad_input_mask says
    none is needed: formula_helpers.convolution_grads with the kernels its ops call."""
    grad_input = grad_weight = grad_bias = None
    if grad_input_mask[0]:
        if transposed:
            grad_input = convolution(grad, weight, None, stride, padding, dilation, False, [0] * len(stride), groups)
            # (positions an output_padding of a stride or more added, which no input reached: dropped)
            grad_input = grad_input[(slice(None), slice(None)) + tuple(slice(0, n) for n in input.shape[2:])]
        else:
            padding_out = conv_output_padding(input.shape, grad.shape, weight.shape, stride, padding, dilation)
            grad_input = convolution(grad, weight, None, stride, padding, dilation, True, padding_out, groups)
    if grad_input_mask[1]:
        x, g = (grad, input) if transposed else (input, grad)
        grad_weight = conv_weight_grad(x, g, weight.shape, stride, padding, dilation, groups)
    if grad_input_mask[2]:
        grad_bias = np.add.reduce(grad, axis=(0, *range(2, grad.ndim)))
    return grad_input, grad_weight, grad_bias


def convolution_backward(grad_output, input, weight, bias_sizes, stride, padding, dilation, transposed, output_padding,
                         groups, output_mask):
    """aten::convolution_backward: convolution_grads after the checks PyTorch makes of its arguments
    (bias_sizes only says, in PyTorch, which bias the gradient is for: the sum over grad_output is the same)."""
    if len(output_mask) != 3:   # (PyTorch's argument parser: output_mask is a bool[3])
        raise RuntimeError(f"Tried to convert a List with {len(output_mask)} elements to a fixed-size array of size 3")
    if grad_output.ndim != input.ndim:
        raise RuntimeError("Expected input and grad_output to have the same number of dimensions, but got: "
                           f"{input.ndim} and {grad_output.ndim}")
    if np.iscomplexobj(grad_output) or np.iscomplexobj(input) or np.iscomplexobj(weight):
        # PyTorch's CPU kernels have no complex loops: the one that refuses names itself
        kernel = ("slow_conv_transpose2d_backward_out_cpu" if transposed else
                  "slow_conv2d_cpu_grad_input" if output_mask[0] else "slow_conv2d_cpu")
        dtype = "ComplexDouble" if np.result_type(grad_output, input, weight) == np.complex128 else "ComplexFloat"
        raise NotImplementedError(f'"{kernel}" not implemented for \'{dtype}\'')
    return convolution_grads(grad_output, input, weight, stride, padding, dilation, transposed, output_padding, groups,
                             tuple(bool(m) for m in output_mask))


def embedding_dense_backward(grad_output, indices, num_weights, padding_idx, scale_grad_by_freq):
    """Sum each looked-up row's gradient into its weight row; the padding row gets none, and
    with scale_grad_by_freq each row's sum is divided by how often it was looked up."""
    flat = np.reshape(indices, -1)  # (a 0-dim index may come as a Python int: apply_arrays' saved_array)
    rows = grad_output.reshape(flat.size, grad_output.shape[-1])  # (not -1: no rows at all is allowed)
    if scale_grad_by_freq:
        rows = rows / np.bincount(flat, minlength=num_weights)[flat][:, None]
    result = add_rows_at(np.zeros((num_weights, rows.shape[1]), dtype=grad_output.dtype), flat, rows)
    if padding_idx >= 0:
        result[padding_idx] = 0
    return result


# -- reflect, replicate and circular padding -------------------------------------------------------

def _source_positions(n, before, after, mode):
    """For each position of a padded dim, the input position it copies: mirrored without
    repeating the edge ('reflect') or the nearest edge ('replicate'). Negative amounts crop."""
    src = np.arange(-before, n + after)
    if mode == "reflect":
        src = np.abs(src)
        return np.where(src >= n, 2 * (n - 1) - src, src)
    return np.clip(src, 0, n - 1)


def mode_pad(x, padding, mode):
    """reflection_pad{1,2,3}d / replication_pad{1,2,3}d: padding (left, right[, top, bottom[, front,
    back]]) of the last one, two or three dims."""
    nd = len(padding) // 2
    if 0 in x.shape[int(x.ndim == nd + 2):]:   # only a batch dim may be empty
        raise RuntimeError(f"Expected {nd + 1}D or {nd + 2}D (batch mode) tensor with possibly 0 batch size and other "
                           f"non-zero dimensions for input, but got: {list(x.shape)}")
    if mode == "reflect":
        for i, arg in zip(range(len(padding) // 2), (4, 6, 8)):
            axis = x.ndim - 1 - i
            before, after = padding[2 * i], padding[2 * i + 1]
            if before >= x.shape[axis] or after >= x.shape[axis]:
                raise RuntimeError(f"Argument #{arg}: Padding size should be less than the corresponding input "
                                   f"dimension, but got: padding ({before}, {after}) at dimension {axis} of input "
                                   f"{format_shape(x.shape)}")
    for i in range(len(padding) // 2):
        axis = x.ndim - 1 - i
        x = np.take(x, _source_positions(x.shape[axis], padding[2 * i], padding[2 * i + 1], mode), axis=axis)
    return x


def mode_pad_backward(grad_output, x, padding, mode):
    """The adjoint of mode_pad: each padded position's gradient is added to the input position it
    copied (a one-hot matrix per dim, since the padding is separable)."""
    g = grad_output
    for i in range(len(padding) // 2):
        axis = x.ndim - 1 - i
        src = _source_positions(x.shape[axis], padding[2 * i], padding[2 * i + 1], mode)
        one_hot = (src[:, None] == np.arange(x.shape[axis])).astype(g.dtype)
        g = np.moveaxis(np.tensordot(g, one_hot, axes=([axis], [0])), -1, axis)
    return g


def channel_shuffle(x, groups):
    """(N, C, *) with C = g * k: channel i * k + j moves to j * g + i (ShuffleNet's mixing of groups);
    the result laid out as the input suggests (channels last stays so)."""
    if x.ndim <= 2:
        raise RuntimeError(f"channel_shuffle expects input with > 2 dims, but got input with sizes {list(x.shape)}")
    if groups <= 0:
        raise RuntimeError(f"Number of groups to divide channels in must be positive. Value of groups:{groups}")
    n, c = x.shape[:2]
    if c % groups:
        raise RuntimeError(f"Number of channels must be divisible by groups. Got {c} channels and {groups} groups.")
    rest = int(np.prod(x.shape[2:], dtype=np.int64))
    shuffled = x.reshape(n, groups, c // groups, rest).transpose(0, 2, 1, 3).reshape(x.shape)
    return copy_as(shuffled, suggest_memory_format(x))


def embedding_renorm(weight, indices, max_norm, norm_type):
    """torch.embedding_renorm_'s new weight: each row that indices name (once each, in sorted order) whose
    norm_type-norm exceeds max_norm is scaled by max_norm / (norm + 1e-7), as PyTorch's CPU kernel."""
    if weight.ndim != 2:
        raise RuntimeError(f"Expected 2-dimensional tensor, but got {weight.ndim}-dimensional tensor for argument #1 "
                           "'self' (while checking arguments for embedding_renorm_)")
    if indices.dtype not in (np.int64, np.int32):
        raise RuntimeError("Expected tensor for argument #2 'indices' to have one of the following scalar types: Long, "
                           f"Int; but got torch.{legacy_type_name(indices.dtype)} instead (while checking arguments "
                           "for embedding_renorm_)")
    out = np.array(weight, copy=True)
    rows = out.shape[0]
    for i in np.unique(indices):
        if not -rows <= i < rows:
            raise IndexError(f"select(): index {i} out of range for tensor of size {list(out.shape)} at dimension 0")
        if out.dtype.kind not in INEXACT_KINDS:   # (the row's norm: at::norm's check and text)
            raise RuntimeError("norm(): input dtype should be either floating point or complex. Got "
                               f"{scalar_type_name(out.dtype)} instead.")
        norm = float(vector_norm(out[i], norm_type, None, False, None))
        if norm > max_norm:   # (the scale as the row's opmath type: float32 below float64)
            compute = np.float64 if out.dtype == np.float64 else np.float32
            out[i] = (out[i].astype(compute) * compute(max_norm / (norm + 1e-7))).astype(out.dtype)
    return out


# -- im2col / col2im (F.unfold / F.fold) --------------------------------------------------------------

def _check_sliding(kernel_size, dilation, padding, stride):
    """PyTorch's im2col/col2im checks of the four pairs, in its order and words."""
    for what, pair in (("kernel_size", kernel_size), ("dilation", dilation), ("padding", padding),
                       ("stride", stride)):
        if len(pair) != 2:
            raise RuntimeError(f"It is expected {what} equals to 2, but got size {len(pair)}")
    if min(kernel_size) <= 0:
        raise RuntimeError(f"kernel size should be greater than zero, but got kernel_height: {kernel_size[0]} "
                           f"kernel_width: {kernel_size[1]}")
    if min(stride) <= 0:
        raise RuntimeError(f"stride should be greater than zero, but got stride_height: {stride[0]} "
                           f"stride_width: {stride[1]}")
    if min(dilation) <= 0:
        raise RuntimeError(f"dilation should be greater than zero, but got dilation_height: {dilation[0]} "
                           f"dilation_width: {dilation[1]}")
    if min(padding) < 0:
        raise RuntimeError(f"padding should be non-negative, but got pad_height: {padding[0]} "
                           f"pad_width: {padding[1]}")


def _blocks(spatial, kernel_size, dilation, padding, stride):
    return tuple((n + 2 * p - (d * (k - 1) + 1)) // s + 1
                 for n, k, d, p, s in zip(spatial, kernel_size, dilation, padding, stride))


def im2col(x, kernel_size, dilation, padding, stride):
    """F.unfold: (N, C, H, W) to (N, C * kh * kw, L), column l holding the l-th sliding block (rows ordered
    channel, then kernel row, then kernel column); a 3-D input is one unbatched image."""
    _check_sliding(kernel_size, dilation, padding, stride)
    if x.ndim < 3:  # PyTorch reads the size of dim 2 first
        n = max(x.ndim, 1)
        raise IndexError(f"Dimension out of range (expected to be in range of [{-n}, {n - 1}], but got 2)")
    if x.ndim not in (3, 4) or any(n == 0 for n in x.shape[-3:]):
        raise RuntimeError(f"Expected 3D or 4D (batch mode) tensor with possibly 0 batch size and other non-zero "
                           f"dimensions for input, but got: {format_shape(x.shape)}")
    batched = x if x.ndim == 4 else x[None]
    blocks = _blocks(batched.shape[2:], kernel_size, dilation, padding, stride)
    if min(blocks) < 1:
        raise RuntimeError(f"Given input with spatial size ({batched.shape[2]}, {batched.shape[3]}), "
                           f"kernel_size=({kernel_size[0]}, {kernel_size[1]}), dilation=({dilation[0]}, "
                           f"{dilation[1]}), padding=({padding[0]}, {padding[1]}), calculated shape of the array of "
                           f"sliding blocks as ({blocks[0]}, {blocks[1]}), but its components must be at least one.")
    view = windows(pad_spatial(batched, padding, padding), kernel_size, stride, dilation)  # N, C, bh, bw, kh, kw
    n, c = batched.shape[:2]
    cols = np.ascontiguousarray(view.transpose(0, 1, 4, 5, 2, 3)).reshape(n, c * kernel_size[0] * kernel_size[1],
                                                                           blocks[0] * blocks[1])
    return cols if x.ndim == 4 else cols[0]


def col2im(cols, output_size, kernel_size, dilation, padding, stride):
    """F.fold, im2col's adjoint: each column's values added back at its block's positions of an
    (N, C, *output_size) image (overlapping blocks sum)."""
    if len(output_size) != 2:
        raise RuntimeError(f"It is expected output_size equals to 2, but got size {len(output_size)}")
    _check_sliding(kernel_size, dilation, padding, stride)
    if cols.ndim not in (2, 3) or any(n == 0 for n in cols.shape[-2:]):
        raise RuntimeError(f"Expected 2D or 3D (batch mode) tensor for input with possibly 0 batch size and non-zero "
                           f"dimensions for input, but got: {format_shape(cols.shape)}")
    batched = cols if cols.ndim == 3 else cols[None]
    kernel_area = kernel_size[0] * kernel_size[1]
    if batched.shape[1] % kernel_area:
        raise RuntimeError(f"Expected size of input's dimension 1 to be divisible by the product of kernel_size, but "
                           f"got input.size(1)={batched.shape[1]} and kernel_size=({kernel_size[0]}, "
                           f"{kernel_size[1]}).")
    blocks = _blocks(output_size, kernel_size, dilation, padding, stride)
    if min(blocks) < 1 or blocks[0] * blocks[1] != batched.shape[2]:
        raise RuntimeError(f"Given output_size=({output_size[0]}, {output_size[1]}), kernel_size=({kernel_size[0]}, "
                           f"{kernel_size[1]}), dilation=({dilation[0]}, {dilation[1]}), padding=({padding[0]}, "
                           f"{padding[1]}), stride=({stride[0]}, {stride[1]}), expected size of input's dimension 2 "
                           f"to match the calculated number of sliding blocks {blocks[0]} * {blocks[1]} = "
                           f"{blocks[0] * blocks[1]}, but got input.size(2)={batched.shape[2]}.")
    n, c = batched.shape[0], batched.shape[1] // kernel_area
    # (kh, kw, N, C, bh, bw): scatter_windows's layout, one kernel offset's values per leading index
    per_offset = batched.reshape(n, c, kernel_size[0], kernel_size[1], *blocks).transpose(2, 3, 0, 1, 4, 5)
    padded = np.zeros((n, c, output_size[0] + 2 * padding[0], output_size[1] + 2 * padding[1]), dtype=cols.dtype)
    scatter_windows(padded, per_offset, stride, dilation)
    image = padded[:, :, padding[0]:padding[0] + output_size[0], padding[1]:padding[1] + output_size[1]]
    return np.ascontiguousarray(image if cols.ndim == 3 else image[0])


# -- affine_grid -------------------------------------------------------------------------------------

def _grid_steps(n, align_corners, dtype):
    """Normalised coordinates of n pixels: corners at -1 and 1 (align_corners) or pixel centres
    (1 / n inside); one pixel sits at 0."""
    if n <= 1:
        return np.zeros(n, dtype=dtype)
    steps = np.linspace(-1, 1, n, dtype=dtype)
    return steps if align_corners else steps * ((n - 1) / n)


def affine_base_grid(size, align_corners, dtype):
    """(prod(spatial), nd + 1) homogeneous coordinates of an (N, C, *spatial) output, x (the last
    spatial dim) first, then y (and z), then 1: what theta multiplies."""
    spatial = list(size[2:])
    axes = [_grid_steps(n, align_corners, dtype) for n in spatial]
    coords = np.meshgrid(*axes, indexing="ij")          # one array per spatial dim, outermost first
    base = np.stack([*reversed(coords), np.ones(spatial, dtype=dtype)], axis=-1)
    return base.reshape(-1, len(spatial) + 1)


def affine_grid_generator(theta, size, align_corners):
    """(N, *spatial, nd) sampling grid: the base grid's coordinates mapped by each (nd, nd + 1) theta."""
    n, nd = theta.shape[0], len(size) - 2
    if n != size[0]:
        raise RuntimeError(f"Expected size for first two dimensions of batch2 tensor to be: [{size[0]}, {nd + 1}] "
                           f"but got: [{n}, {nd + 1}].")
    base = affine_base_grid(size, align_corners, theta.dtype)
    return np.matmul(base, np.swapaxes(theta, 1, 2)).reshape(n, *size[2:], nd)
