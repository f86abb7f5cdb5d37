"""Ops defined by other ops (PyTorch's CompositeImplicitAutograd): no formula of
their own; autograd differentiates the ops they call, and grad_fn names match
PyTorch's because the same decomposition is used."""
import numpy as np

from ..core.creation import generator
from ..generated import ops
from ..core.dtypes import scalar_type_name
from ..core.printing import format_shape
from ..kernels.core import broadcast_shape, viewable, wrap_dim, wrap_dim_nonscalar
from .op_support import int_list
from ..core.tensor import Tensor


def matmul(input, other):
    """matmul's shape cases, as PyTorch decomposes them (dot, mv, mm, folded mm/mv, bmm), so that
    results carry PyTorch's grad_fn."""
    a, b = input.ndim, other.ndim
    if a == 0 or b == 0:
        raise RuntimeError(f"both arguments to matmul need to be at least 1D, but they are {a}D and {b}D")
    if a == 1 and b == 1:
        return ops.dot(input, other)
    if a == 2 and b == 1:
        return ops.mv(input, other)
    if a == 1 and b == 2:
        # PyTorch squeezes in place (squeeze_, SqueezeBackward4); gradtable's squeeze is a view.
        return ops.squeeze(ops.mm(ops.unsqueeze(input, 0), other), 0)
    if a == 2 and b == 2:
        return ops.mm(input, other)
    if _should_fold(input, other):
        return _folded_matmul(input, other)
    # Batched: broadcast the batch dims, then bmm.
    a_mat = input if a >= 2 else ops.unsqueeze(input, 0)
    b_mat = other if b >= 2 else ops.unsqueeze(other, -1)
    batch = broadcast_shape(a_mat.shape[:-2], b_mat.shape[:-2])
    n, k, m = a_mat.shape[-2], a_mat.shape[-1], b_mat.shape[-1]
    if b_mat.shape[-2] != k:
        raise RuntimeError(f"Expected size for first two dimensions of batch2 tensor to be: [{_numel(batch)}, {k}] "
                           f"but got: [{_numel(batch)}, {b_mat.shape[-2]}].")
    # (the batch size written out: -1 cannot be inferred when n, k or m is 0)
    a3 = ops.reshape(ops.expand(a_mat, batch + (n, k)), (_numel(batch), n, k))
    b3 = ops.reshape(ops.expand(b_mat, batch + (k, m)), (_numel(batch), k, m))
    # The vector dims are left out of the shape _unsafe_view gives (no squeeze), as in PyTorch.
    shape = batch + ((n,) if a >= 2 else ()) + ((m,) if b >= 2 else ())
    return ops._unsafe_view(ops.bmm(a3, b3), shape)


def _should_fold(input, other):
    """PyTorch's rule for folding the batch of the larger operand (3-D or more, beside a vector or
    matrix) into the rows of one mm/mv instead of a bmm: always when the smaller operand requires
    grad (a smaller saved tensor for backward), otherwise only when the fold is a view and no
    transpose of the result has to be copied back."""
    larger_first = input.ndim >= other.ndim
    t1 = input._data if larger_first else np.swapaxes(other._data, -1, -2)
    small = other if larger_first else input
    if not (t1.ndim >= 3 and small.ndim <= 2):
        return False
    if small.requires_grad:
        return True
    if input.ndim == 2:
        return False
    return t1.size == 0 or viewable(t1, (_numel(t1.shape[:-1]), t1.shape[-1]))


def _folded_matmul(input, other):
    """(batch..., n, k) @ (k[, m]) as one mm/mv on (batch * n, k) rows; a vector or matrix on the left
    multiplies the transposed batch, and the result is transposed back (a contiguous copy)."""
    transpose = other.ndim > input.ndim
    t1 = ops.transpose(other, -1, -2) if transpose else input
    t2 = (ops.t(input) if input.ndim == 2 else input) if transpose else other
    lead = tuple(t1.shape[:-1])
    folded = ops.reshape(t1, (_numel(lead), t1.shape[-1]))
    if t2.ndim == 1:
        return ops._unsafe_view(ops.mv(folded, t2), lead)
    out = ops._unsafe_view(ops.mm(folded, t2), lead + (t2.shape[1],))
    return ops.transpose(out, -1, -2).contiguous() if transpose else out


def _numel(shape):
    n = 1
    for s in shape:
        n *= s
    return n


def reshape(self, *shape):
    """reshape: a view when the memory layout allows (ViewBackward0, as in PyTorch), else a copy."""
    if len(shape) == 1 and isinstance(shape[0], (tuple, list)):
        shape = tuple(shape[0])
    if viewable(self._data, shape):
        return ops.view(self, shape)
    return ops._unsafe_view(ops.clone(self), shape)  # a copy, not a view of self


def true_divide_reflected(self, other):
    """`number / tensor`, which PyTorch computes as reciprocal(tensor) * number."""
    return ops.mul(ops.reciprocal(self), other)


def flatten(self, start_dim=0, end_dim=-1):
    s, e = wrap_dim(start_dim, self.ndim), wrap_dim(end_dim, self.ndim)
    if self.ndim == 0:
        return ops.view(self, (1,))
    if s > e:
        raise RuntimeError("flatten() has invalid args: start_dim cannot come after end_dim")
    if s == e:
        return self
    shape = tuple(self.shape)
    return reshape(self, shape[:s] + (_numel(shape[s:e + 1]),) + shape[e + 1:])  # (no -1: ambiguous when empty)


def max_other(self, other):
    """torch.max(a, b) is the elementwise maximum: PyTorch records it as MaximumBackward0."""
    return ops.maximum(self, other)


def min_other(self, other):
    """torch.min(a, b) is the elementwise minimum (MinimumBackward0)."""
    return ops.minimum(self, other)


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
        raise RuntimeError(f"adaptive_avg_pool2d(): Expected 3D or 4D tensor, but got {format_shape(input.shape)}")
    size = [input.shape[-2 + i] if s is None else int(s) for i, s in enumerate(output_size)]
    if size == [1, 1]:
        return ops.mean(input, [-1, -2], keepdim=True)
    return ops._adaptive_avg_pool2d(input, size)

def relu6(input, inplace=False):
    """min(max(x, 0), 6): PyTorch computes it as hardtanh(x, 0, 6) (HardtanhBackward0)."""
    from ..kernels.activation import refuse_inplace
    refuse_inplace("relu6", inplace)
    return ops.hardtanh(input, 0.0, 6.0)


def softsign(input):
    """x / (1 + |x|), as PyTorch composes it (DivBackward0)."""
    return ops.div(input, ops.add(ops.abs(input), 1))


def tanhshrink(input):
    """x - tanh(x), as PyTorch composes it (SubBackward0)."""
    return ops.sub(input, ops.tanh(input))


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


# -- shape and indexing ops that PyTorch builds from others (grad_fn names follow from the ops used)

def movedim(self, source, destination):
    """Move dims to new positions (the others keep their order): a permute."""
    src = (source,) if isinstance(source, int) else tuple(source)
    dst = (destination,) if isinstance(destination, int) else tuple(destination)
    if len(src) != len(dst):
        raise RuntimeError(f"movedim: Invalid source or destination dims: source ({list(src)} dims) should contain "
                           f"the same number of dims as destination ({list(dst)} dims)")
    n = self.ndim
    src, dst = [wrap_dim(d, n) for d in src], [wrap_dim(d, n) for d in dst]
    if n == 0:  # nothing to move: PyTorch returns an alias
        return ops.alias(self)
    for name, given in (("source", src), ("destination", dst)):
        if len(set(given)) != len(given):
            raise RuntimeError(f"movedim: repeated dim in `{name}` ({given})")
    if n == 0:  # a 0-dim tensor: dims 0 / -1 (checked above) move nothing
        return ops.permute(self, [])
    order = [None] * n
    for s, d in zip(src, dst):
        order[d] = s
    rest = iter(i for i in range(n) if i not in src)
    return ops.permute(self, [o if o is not None else next(rest) for o in order])


def unflatten(self, dim, sizes):
    """Split one dim into several (a view); one size may be -1."""
    d = wrap_dim(dim, self.ndim)
    if self.ndim == 0:  # (PyTorch's unflatten words its 0-dim error so)
        raise RuntimeError(f"unflatten got an unexpected error:\nDimension specified as {d} but tensor has no "
                           "dimensions")
    sizes = tuple(int(s) for s in sizes)
    if not sizes:
        raise RuntimeError("unflatten: sizes must be non-empty")
    known = 1
    for s in sizes:
        known *= s if s != -1 else 1
    n = self.shape[d]
    if (-1 not in sizes and known != n) or (-1 in sizes and (known == 0 or n % known)):
        raise RuntimeError(f"unflatten: Provided sizes {format_shape(sizes)} don't multiply up to the size "
                           f"of dim {dim} ({n}) in the input tensor")
    if -1 in sizes:  # inferred from this dim alone (a view's -1 is ambiguous in an empty tensor)
        sizes = tuple(n // known if s == -1 else s for s in sizes)
    shape = tuple(self.shape)
    return ops.view(self, shape[:d] + sizes + shape[d + 1:])


def expand_as(self, other):
    return ops.expand(self, other.shape)


def broadcast_to(self, *size):
    return ops.expand(self, *size)


def tile(self, *dims):
    """repeat, with dims padded by leading 1s when shorter than the tensor's rank."""
    dims = int_list(dims)
    return ops.repeat(self, (1,) * (self.ndim - len(dims)) + dims)


def split_by_sizes(self, split_size, dim=0):
    """x.split([2, 3]): a list of sizes goes to split_with_sizes, as torch.Tensor.split does."""
    return ops.split_with_sizes(self, split_size, dim)


def chunk(self, chunks, dim=0):
    """`chunks` pieces of equal size ceil(n / chunks) (fewer if they run out): a split."""
    if chunks <= 0:
        raise RuntimeError(f"chunk expects `chunks` to be greater than 0, got: {chunks}")
    if self.ndim == 0:
        raise RuntimeError("chunk expects at least a 1-dimensional tensor")
    n = self.shape[wrap_dim(dim, self.ndim)]
    split_size = (n + chunks - 1) // chunks
    if split_size == 0 and n == 0:
        return ops.split_with_sizes(self, [0] * chunks, dim)
    return ops.split(self, split_size, dim)


def narrow(self, dim, start, length):
    """`length` elements from `start` along dim: a slice (a view)."""
    if self.ndim == 0:
        raise RuntimeError("narrow() cannot be applied to a 0-dim tensor.")
    d = wrap_dim(dim, self.ndim)
    size = self.shape[d]
    if not -size <= start <= size:
        raise IndexError(f"start out of range (expected to be in range of [{-size}, {size}], but got {start})")
    if length < 0:
        raise RuntimeError("narrow(): length must be non-negative.")
    start = start + size if start < 0 else start
    if start + length > size:
        raise RuntimeError(f"start ({start}) + length ({length}) exceeds dimension size ({size}).")
    return ops.slice(self, d, start, start + length, 1)


def take_along_dim(self, indices, dim=None):
    """Pick values along dim at indices (broadcast against each other elsewhere): a gather.
    Without dim, indices address the flattened tensor."""
    if indices.dtype.numpy.kind not in "iu":
        raise RuntimeError(f"torch.take_along_dim(): dtype of indices should be Long but got "
                           f"{scalar_type_name(indices.dtype.numpy)}")
    if dim is None:
        return ops.gather(ops.reshape(self, (-1,)), 0, ops.reshape(indices, (-1,)))
    if self.ndim != indices.ndim:
        raise RuntimeError("torch.take_along_dim(): input and indices should have the same number of dimensions, "
                           f"but got {self.ndim} dimensions for input, and {indices.ndim} dimensions for indices")
    d = wrap_dim_nonscalar(dim, self.ndim)
    index_shape = broadcast_shape(_with(self.shape, d, indices.shape[d]), indices.shape)
    self_shape = broadcast_shape(_with(indices.shape, d, self.shape[d]), self.shape)
    if tuple(indices.shape) != index_shape:
        indices = ops.expand(indices, index_shape)
    if tuple(self.shape) != self_shape:
        self = ops.expand(self, self_shape)
    return ops.gather(self, d, indices)


def _with(shape, d, size):
    shape = list(shape)
    shape[d] = size
    return tuple(shape)


def where_nonzero(condition):
    """torch.where(condition) with one argument: the indices of its nonzero elements, one tensor per dim."""
    return nonzero_as_tuple(condition, True)


def nonzero_as_tuple(self, as_tuple):
    """nonzero(as_tuple=True): one index tensor per dim (a 0-d input counts as 1-d, as PyTorch)."""
    if not as_tuple:
        return ops.nonzero(self)
    found = ops.nonzero(self if self.ndim else ops.reshape(self, (1,)))
    return ops.unbind(found, 1)


# -- aliases and conveniences PyTorch defines in terms of other ops

def clip(self, min=None, max=None):
    """torch.clip is an alias of clamp (ClampBackward1)."""
    return ops.clamp(self, min, max)


def view_as(self, other):
    return ops.view(self, other.shape)


def reshape_as(self, other):
    return ops.reshape(self, other.shape)
