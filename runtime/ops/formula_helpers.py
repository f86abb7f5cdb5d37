"""Helpers that derivatives.yaml formulas call, written with gradtable ops so that
what they compute is itself differentiable (double backward for free).

Names defined here (without a leading underscore) are the only helpers a
formula may use; the generator reads this file to check formulas.
"""
import math

import numpy as np

from ..generated import ops
from ..autograd.grad_mode import state as _grad_state
from ..kernels import linalg as linalg_kernels
from ..kernels import loss as loss_kernels
from ..kernels.core import dims, sum_to_axes, wrap_dim
from ..kernels.reduction import correction_of, reduced_count, var_dim
from ..core.tensor import Tensor


def maybe_multiply(grad, alpha):
    """grad * alpha, skipping the multiply for the common alpha == 1."""
    return grad if alpha == 1 else grad * alpha


def zeros_like(t):
    return Tensor._make(np.zeros_like(t._data))


def sum_to(grad, shape):
    """Sum a broadcast gradient back to `shape` (the inverse of broadcasting)."""
    shape = tuple(shape)
    if tuple(grad.shape) == shape:
        return grad
    axes = sum_to_axes(grad._data.shape, shape)
    if axes:
        grad = ops.sum(grad, axes, keepdim=True)
    if grad.shape != shape:
        grad = ops.reshape(grad, shape)
    return grad


def _unsqueeze_reduced(grad, sizes, dim, keepdim):
    """Put back the dims a reduction removed, so grad broadcasts against the input."""
    if keepdim or len(sizes) == 0:
        return grad
    axes = dims(dim, len(sizes))
    if axes is None:
        return ops.reshape(grad, (1,) * len(sizes))
    for d in sorted(axes):
        grad = ops.unsqueeze(grad, d)
    return grad


def sum_backward(grad, sizes, dim, keepdim):
    return ops.expand(_unsqueeze_reduced(grad, sizes, dim, keepdim), sizes)


def mean_backward(grad, sizes, dim, keepdim):
    return sum_backward(grad, sizes, dim, keepdim) / reduced_count(sizes, dim)


def var_backward(grad, self, dim, unbiased, keepdim, correction):
    dim, unbiased = var_dim(dim, unbiased)
    n = reduced_count(self.shape, dim)
    ddof = correction_of(unbiased, correction)
    axes = dims(dim, self.ndim)
    mean = ops.mean(self, axes, keepdim=True) if axes is not None else ops.mean(self)
    grad = _unsqueeze_reduced(grad, self.shape, dim, keepdim)
    if dim is None or self.ndim == 0:
        if n - ddof <= 0:
            # As PyTorch over all elements: 2 / 0 is inf, times a zero deviation is nan (inf elsewhere).
            return grad * ops.where(ops.eq(self, mean), math.nan, math.inf)
        return (2.0 / (n - ddof)) * grad * (self - mean)
    if isinstance(dim, (list, tuple)) and not dim:
        n = 1   # as PyTorch's backward, which counts no reduced dims for dim=() (its forward reduces them all)
    # As PyTorch along dims: 2 / 0 is inf (then +-inf, or nan for a zero deviation), 2 / -1 is -2.
    scale = math.inf if n == ddof else 2.0 / (n - ddof)
    return scale * grad * (self - mean)


def std_backward(result, grad, self, dim, unbiased, keepdim, correction):
    """Through var; where std is 0 (a constant slice) the gradient is 0, not nan (PyTorch's choice)."""
    return var_backward(_divide_or_zero(grad, 2 * result), self, dim, unbiased, keepdim, correction)


def _divide_or_zero(grad, denominator):
    """grad / denominator, and 0 where the denominator is 0 (no inf/nan, no division warning)."""
    zero = ops.eq(denominator, 0.0)
    return ops.where(zero, 0.0, grad / ops.where(zero, 1.0, denominator))


def evenly_distribute_backward(grad, self, result):
    """max()/min() over all elements: ties share the gradient equally (PyTorch's rule);
    when the result is nan, the nan elements share it."""
    mask = ops.eq(self, result)
    if np.isnan(result._data).any():
        mask = Tensor._make(np.isnan(self._data))
    count = mask.sum()
    return ops.where(mask, grad / count, 0.0)


def amax_backward(grad, self, result, dim, keepdim):
    """amax/amin: every element equal to the result shares its slice's gradient evenly.
    Multiplied by the mask, not selected, as PyTorch: a nan slice (no element equals nan)
    divides by a count of 0, and inf * 0 makes the whole slice's gradient nan."""
    grad = _unsqueeze_reduced(grad, self.shape, dim, keepdim)
    mask = ops.eq(self, _unsqueeze_reduced(result, self.shape, dim, keepdim))
    count = ops.sum(mask, dims(dim, self.ndim), keepdim=True)
    return grad / count * mask


def prod_backward(grad, self, result, dim=None, keepdim=False):
    """prod (all elements, or along one dim): result / x where no element is zero; otherwise the
    product of the other elements, from exclusive cumulative products (right for any number of zeros)."""
    if self.ndim == 0:
        return grad
    zeros = np.count_nonzero(self._data == 0)
    if dim is None:
        if not zeros:
            return grad * (result / self)     # (PyTorch's association: inf / inf is nan before grad sees it)
        if zeros > 1 and not _grad_state.enabled:
            return zeros_like(self)           # as PyTorch: two zeros make every product of the others 0
        flat = ops.reshape(self, (-1,))
        return ops.view(_products_of_others(grad, flat, 0), self.shape)
    grad = _unsqueeze_reduced(grad, self.shape, [dim], keepdim)
    if not zeros:
        return grad * (_unsqueeze_reduced(result, self.shape, [dim], keepdim) / self)
    return _products_of_others(grad, self, wrap_dim(dim, self.ndim))


def _products_of_others(grad, x, d):
    """grad * prod_{j != i} x_j along d, as (product of those before i) * (product of those after i)."""
    n = x.shape[d]
    if n == 0:
        return ops.expand(grad, x.shape)
    ones = Tensor._make(np.ones(tuple(1 if i == d else s for i, s in enumerate(x.shape)), x._data.dtype))
    before = ops.cumprod(ops.cat([ones, ops.narrow(x, d, 0, n - 1)], d), d)
    after = ops.flip(ops.cumprod(ops.cat([ones, ops.flip(ops.narrow(x, d, 1, n - 1), [d])], d), d), [d])
    return grad * (before * after)


def logsumexp_backward(grad, self, result, dim, keepdim):
    grad = _unsqueeze_reduced(grad, self.shape, dim, keepdim)
    return grad * ops.exp(self - _unsqueeze_reduced(result, self.shape, dim, keepdim))


def norm_backward(grad, self, ord, result, dim, keepdim):
    """d ||x||_p / dx: sign(x) for p = 1, x / ||x|| for p = 2 (0 where the norm is 0), the maximal
    |x| sharing evenly for p = inf, sign(x) |x|^(p-1) / ||x||^(p-1) in general."""
    grad = _unsqueeze_reduced(grad, self.shape, dim, keepdim)
    norm = _unsqueeze_reduced(result, self.shape, dim, keepdim)
    p = float(ord)
    if p == 0.0:
        return None     # as PyTorch: no gradient at all (x.grad stays None), not zeros
    if p == 1.0:
        return grad * ops.sign(self)
    if p == 2.0:
        return self * _divide_or_zero(grad, norm)
    if math.isinf(p):
        mask = ops.eq(ops.abs(self), norm)
        count = ops.sum(mask, dims(dim, self.ndim), keepdim=True)
        return ops.sign(self) * ops.where(mask, grad / count, 0.0)
    scaled = ops.sign(self) * ops.pow(ops.abs(self), p - 1)
    if p < 1.0:
        scaled = ops.where(ops.eq(self, 0.0), 0.0, scaled)
        return scaled * grad * ops.pow(norm, 1 - p)
    return scaled * _divide_or_zero(grad, ops.pow(norm, p - 1))


def cumsum_backward(grad, dim):
    """Each input adds into every later output: the gradient is a reversed cumulative sum."""
    if grad.ndim == 0:
        return grad
    return ops.flip(ops.cumsum(ops.flip(grad, [dim]), dim), [dim])


def cumprod_backward(grad, self, dim, result):
    """d out_j / d x_k = prod_{i <= j, i != k} x_i. Without zeros that is out_j / x_k; with zeros
    each k takes (product before k) * (cumulative product after k), an O(n^2) form that stays
    differentiable (PyTorch's approach for double backward)."""
    if self._data.size <= 1:   # as PyTorch: the gradient itself (an empty one does not require grad)
        return grad
    d = wrap_dim(dim, self.ndim)
    if self.shape[d] == 1:     # along a size-1 dim cumprod is the identity (no 0 * inf from x / x)
        return grad
    if not np.any(self._data == 0):
        return cumsum_backward(grad * result, d) / self
    n = self.shape[d]
    ones = Tensor._make(np.ones(tuple(1 if i == d else s for i, s in enumerate(self.shape)), self._data.dtype))
    pieces = []
    for k in range(n):
        after = ops.cat([ones, ops.cumprod(ops.narrow(self, d, k + 1, n - k - 1), d)], d)
        piece = ops.sum(ops.narrow(grad, d, k, n - k) * after, [d], keepdim=True)
        if k > 0:
            piece = piece * ops.prod(ops.narrow(self, d, 0, k), d, keepdim=True)
        pieces.append(piece)
    return ops.cat(pieces, d)


def value_selecting_reduction_backward(grad, dim, indices, sizes, keepdim):
    """max(dim)/min(dim): the gradient goes to the selected index only."""
    grad = _unsqueeze_reduced(grad, sizes, [dim], keepdim)
    idx = _unsqueeze_reduced(indices, sizes, [dim], keepdim)._data
    d = dim % max(len(sizes), 1)
    positions = np.arange(sizes[d]).reshape((-1,) + (1,) * (len(sizes) - d - 1)) if sizes else np.zeros(())
    mask = Tensor._make(positions == idx)
    return ops.where(mask, grad, 0.0)


def softmax_backward(grad, result, dim):
    return (grad - ops.sum(grad * result, [dim], keepdim=True)) * result


def log_softmax_backward(grad, result, dim):
    return grad - ops.exp(result) * ops.sum(grad, [dim], keepdim=True)


def pow_backward(grad, self, exponent):
    """d/dx x**e for a scalar e (e = 0 gives zeros, not nan)."""
    if exponent == 0:
        return zeros_like(grad)
    return grad * exponent * ops.pow(self, exponent - 1)


def pow_backward_self(grad, self, exponent):
    """d/dx x**e for a tensor e: e * x**(e-1), 0 where e == 0."""
    return ops.where(ops.eq(exponent, 0.0), 0.0, grad * exponent * ops.pow(self, exponent - 1))


def pow_backward_exponent(grad, self, exponent, result):
    """d/de x**e = x**e * log(x), taken as 0 where x == 0 and e >= 0 (PyTorch's convention). Written
    as PyTorch multiplies (grad * where(...)): the zero takes grad's sign, a nan exponent gives nan."""
    if not isinstance(self, Tensor):
        base = float(self)
        if base == 0.0:
            return grad * ops.where(ops.ge(exponent, 0.0), 0.0, result * float("-inf"))
        return grad * (result * float(np.log(base)))
    cond = ops.logical_and(ops.eq(self, 0.0), ops.ge(exponent, 0.0))
    return grad * ops.where(cond, 0.0, result * ops.log(self))


def clamp_backward(grad, self, min, max):
    """Gradient passes where min <= x <= max (both ends included, as PyTorch)."""
    if min is not None and max is not None:
        mask = ops.logical_and(ops.ge(self, min), ops.le(self, max))
    elif min is not None:
        mask = ops.ge(self, min)
    else:
        mask = ops.le(self, max)
    return ops.where(mask, grad, 0.0)


def clamp_min_max_backward(grad, self, min, max, grad_input_mask):
    """Gradients for tensor bounds: min gets grad where it was chosen, max likewise
    (max wins where min > max, as clamp applies max last)."""
    grad_min = grad_max = None
    if max is not None:
        max_chosen = ops.gt(self, max) if min is None else ops.logical_or(ops.gt(self, max), ops.gt(min, max))
    if grad_input_mask[0] and min is not None:
        min_chosen = ops.lt(self, min)
        if max is not None:
            min_chosen = ops.logical_and(min_chosen, ops.logical_not(max_chosen))
        grad_min = ops.where(min_chosen, grad, 0.0)
    if grad_input_mask[1] and max is not None:
        grad_max = ops.where(max_chosen, grad, 0.0)
    return grad_min, grad_max


def cat_backward(grad, sizes, dim):
    """Split the gradient of cat back into one piece per input."""
    pieces, start = [], 0
    nonempty = [s for s in sizes if not (len(s) == 1 and s[0] == 0)]
    d = dim % len(nonempty[0]) if nonempty else 0
    for s in sizes:
        if len(s) == 1 and s[0] == 0:
            pieces.append(Tensor._make(np.zeros((0,), grad._data.dtype)))
            continue
        pieces.append(ops.slice(grad, d, start, start + s[d], 1))
        start += s[d]
    return pieces



def unbind_backward(grads, dim):
    return ops.stack(grads, dim)


def permute_backward(grad, dims):
    """Undo a permutation by permuting with its inverse."""
    order = [d % len(dims) for d in dims]
    return ops.permute(grad, [order.index(i) for i in range(len(order))])


def repeat_backward(grad, repeats, sizes):
    """Each input element appears once per tile: view the gradient as (r0, s0, r1, s1, ...) and sum the r axes."""
    repeats = tuple(repeats)
    padded = (1,) * (len(repeats) - len(sizes)) + tuple(sizes)
    interleaved = [n for pair in zip(repeats, padded) for n in pair]
    tile_axes = list(range(0, 2 * len(repeats), 2))
    summed = ops.sum(ops.reshape(grad, interleaved), tile_axes) if tile_axes else grad
    return ops.view(summed, sizes)


def roll_backward(grad, shifts, dims):
    shifts = [shifts] if isinstance(shifts, int) else list(shifts)
    return ops.roll(grad, [-s for s in shifts], dims)


def _zeros(sizes, like):
    return Tensor._make(np.zeros(tuple(sizes), like._data.dtype))


def index_select_backward(grad, sizes, dim, index):
    """Zeros with grad's slices added back at index (index_add, whose own backward is index_select)."""
    return ops.index_add(_zeros(sizes, grad), dim, index, grad)


def gather_backward(grad, self, dim, index):
    """Zeros with grad scattered back at index, summing repeats (scatter_add, whose backward is gather).
    `self` is gather's input (kept, as PyTorch keeps it: an in-place change to it before backward is
    refused), or only its shape for the ops that gather back through indices (max.dim, sort, ...)."""
    sizes = self.shape if isinstance(self, Tensor) else self
    return ops.scatter_add(_zeros(sizes, grad), dim, index, grad)


def masked_select_backward(grad, sizes, mask):
    """grad written back where the (broadcast) mask is true; the engine sums away broadcasting."""
    shape = np.broadcast_shapes(tuple(sizes), mask.shape)
    return ops.index_put_zeros(grad, shape, Tensor._make(np.broadcast_to(mask._data, shape)))


def sizes_of(tensors):
    """Marks, in a formula, that only the inputs' shapes are needed (saved as *_args_sizes)."""
    return [t.shape for t in tensors]




def mse_loss_backward(grad, self, target, reduction):
    """aten::mse_loss's gradient; reduction is PyTorch's enum (1: mean)."""
    diff = self - target
    n = diff.numel()
    scale = (2.0 / n if n else math.inf) if reduction == 1 else 2.0   # (an empty mean: C++'s 2 / 0, unused)
    return grad * scale * diff


def bce_with_logits_backward(grad, input, target, weight, pos_weight, reduction):
    """d loss / d input = (sigmoid(x) (1 + (pw - 1) y) - pw y) * weight, times grad."""
    sig = ops.sigmoid(input)
    if pos_weight is not None:
        t = pos_weight * target
        d = (t + 1 - target) * sig - t
    else:
        d = sig - target
    if weight is not None:
        d = d * weight
    return _loss_grad(grad, d, reduction)


def bce_with_logits_target_backward(grad, input, target, weight, pos_weight, reduction):
    """d loss / d target = -x - (pw - 1) log(sigmoid(x))."""
    d = -input
    if pos_weight is not None:
        d = d - (pos_weight - 1) * ops.log(ops.sigmoid(input))
    if weight is not None:
        d = d * weight
    return _loss_grad(grad, d, reduction)


def _loss_grad(grad, d, reduction):
    if reduction == "mean":
        return grad * d / d.numel()
    return grad * d


# -- convolution: three table ops (convolution, its transpose, convolution_backward_weight) whose
# gradients are each other, so any order of derivative stays inside the set.

def conv_output_padding(input_sizes, grad_sizes, weight_sizes, stride, padding, dilation):
    """The output_padding a transposed convolution of `grad` needs to give back exactly
    `input_sizes` (a strided convolution drops the input's last rows that no window reaches)."""
    return [i + 2 * p - d * (k - 1) - 1 - (o - 1) * s
            for i, o, k, s, p, d in zip(input_sizes[2:], grad_sizes[2:], weight_sizes[2:], stride, padding, dilation)]


def conv_input_backward(grad, weight, input_sizes, stride, padding, dilation, groups):
    """d convolution / d input: the transposed convolution of grad with the same weight."""
    output_padding = conv_output_padding(input_sizes, grad.shape, weight.shape, stride, padding, dilation)
    return ops.convolution(grad, weight, None, stride, padding, dilation, True, output_padding, groups)


def convolution_backward(grad, input, weight, stride, padding, dilation, transposed, output_padding, groups,
                         grad_input_mask):
    """Gradients of convolution for (input, weight, bias). A transposed convolution is the
    adjoint of a plain one, so its input gradient is a plain convolution and the roles of
    input and grad swap in the weight gradient."""
    grad_input = grad_weight = grad_bias = None
    if grad_input_mask[0]:
        if transposed:
            grad_input = ops.convolution(grad, weight, None, stride, padding, dilation, False, [0] * len(stride), groups)
        else:
            grad_input = conv_input_backward(grad, weight, input.shape, stride, padding, dilation, groups)
    if grad_input_mask[1]:
        x, g = (grad, input) if transposed else (input, grad)
        grad_weight = ops.convolution_backward_weight(x, g, weight.shape, stride, padding, dilation, groups)
    if grad_input_mask[2]:
        grad_bias = ops.sum(grad, [0] + list(range(2, grad.ndim)))
    return grad_input, grad_weight, grad_bias


def max_pool_double_backward(grad, indices):
    """d max_pool2d_with_indices_backward / d grad_output: read grad (input-shaped) back at
    each output's argmax, a gather over the flattened H * W plane."""
    lead = tuple(indices.shape[:-2])
    flat_grad = ops.view(grad, lead + (-1,))
    flat_indices = indices._data.reshape(lead + (-1,))
    position = tuple(np.arange(n).reshape((-1,) + (1,) * (len(lead) - i)) for i, n in enumerate(lead))
    return ops.view(ops.index(flat_grad, position + (flat_indices,)), indices.shape)

def nll_loss_backward(grad, sizes, target, weight, reduction, ignore_index, total_weight):
    """nll_loss is linear in its input: the gradient is grad times a constant built from the
    targets (-weight[t] at each target's class), over the total weight for 'mean'."""
    coef = loss_kernels.nll_loss_grad_coefficients(sizes, target._data, None if weight is None else weight._data,
                                                 ignore_index, grad._data.dtype)
    if reduction == 1 and total_weight._data != 0:
        coef = coef / total_weight._data  # (every target ignored: the loss is nan, its gradient 0, as PyTorch)
    elif reduction == 0 and len(sizes) > 1:
        grad = ops.unsqueeze(grad, 1)
    return grad * Tensor._make(coef)


def _resolved(size_average, reduce, reduction):
    return loss_kernels.reduction_of(size_average, reduce, reduction, warn=False)


def smooth_l1_loss_backward(grad, input, target, size_average, reduce, reduction, beta):
    """d/d input: d / beta clipped to [-1, 1] (sign(d) for beta = 0), with d = input - target."""
    d = input - target
    slope = ops.sign(d) if beta == 0 else ops.clamp(d / beta, -1.0, 1.0)
    return _loss_grad(grad, slope, _resolved(size_average, reduce, reduction))


def huber_loss_backward(grad, input, target, reduction, delta):
    """d/d input: d clipped to [-delta, delta]."""
    return _loss_grad(grad, ops.clamp(input - target, -delta, delta), reduction)


def binary_cross_entropy_backward(grad, input, target, weight, size_average, reduce, reduction):
    """d/d input: w (x - y) / (x (1 - x)), the denominator kept >= 1e-12 as PyTorch does."""
    d = (input - target) / ops.clamp(input * (1 - input), 1e-12)
    if weight is not None:
        d = d * weight
    return _loss_grad(grad, d, _resolved(size_average, reduce, reduction))


def binary_cross_entropy_target_backward(grad, input, target, weight, size_average, reduce, reduction):
    """d/d target: w (log(1 - x) - log(x)), unclamped (PyTorch gives inf at x = 0 or 1)."""
    d = ops.log(1 - input) - ops.log(input)
    if weight is not None:
        d = d * weight
    return _loss_grad(grad, d, _resolved(size_average, reduce, reduction))

def finite_mask(t):
    """A constant bool tensor: where t is finite (nan_to_num passes the gradient only there)."""
    return Tensor._make(np.isfinite(t._data))


def nan_mask(t):
    """A constant bool tensor: where t is nan (fmax/fmin pass the gradient to the other input there)."""
    return Tensor._make(np.isnan(t._data))


def masked_fill_backward(grad, mask):
    """The fill value of masked_fill reaches every masked position: its gradient is their sum."""
    return ops.where(mask, grad, 0.0).sum()


# -- activations (nn.functional) ---------------------------------------------------------------

def elu_backward(grad, self, alpha, scale, input_scale):
    """elu/selu/celu: scale for x > 0, else scale * alpha * input_scale * exp(input_scale * x).
    exp sees x only where x < 0 (0 elsewhere): the unused branch must not overflow (0 * inf would poison
    double backward), and as PyTorch's double backward (masked by x < 0) the second derivative at 0 is 0."""
    negative = grad * (alpha * scale * input_scale) * ops.exp(ops.where(ops.lt(self, 0), self, 0.0) * input_scale)
    return ops.where(ops.le(self, 0), negative, grad * scale)  # as PyTorch's test: nan takes the x > 0 branch


def gelu_backward(grad, self, approximate):
    if approximate == "tanh":
        k, c = math.sqrt(2.0 / math.pi), 0.044715
        t = ops.tanh(k * (self + c * self * self * self))
        d_inner = k * (1 + 3 * c * self * self)
        return grad * (0.5 * (1 + t) + 0.5 * self * (1 - t * t) * d_inner)
    cdf = 0.5 * (1 + ops.erf(self * (1 / math.sqrt(2.0))))
    pdf = ops.exp(-0.5 * self * self) * (1 / math.sqrt(2.0 * math.pi))
    return grad * (cdf + self * pdf)


def silu_backward(grad, self):
    s = ops.sigmoid(self)
    return grad * s * (1 + self * (1 - s))


def mish_backward(grad, self):
    t = ops.tanh(ops.softplus(self))
    return grad * (t + self * ops.sigmoid(self) * (1 - t * t))


def hardswish_backward(grad, self):
    """0 up to -3, x/3 + 1/2 strictly between -3 and 3, 1 from 3 on (PyTorch's kernel at the kinks)."""
    middle = ops.where(ops.lt(self, 3.0), grad * (self / 3 + 0.5), grad)
    return ops.where(ops.le(self, -3.0), 0.0, middle)


def embedding_dense_double_backward(grad, indices, padding_idx, scale_grad_by_freq):
    """d embedding_dense_backward / d grad_output: look the rows up again (an embedding), zero
    where the index is the padding row and divide by the lookup count when the first backward did."""
    rows = ops.embedding(grad, indices)
    flat = indices._data.reshape(-1)
    factor = np.ones(flat.shape, dtype=grad._data.dtype)
    if scale_grad_by_freq:
        factor = factor / np.bincount(flat, minlength=grad.shape[0])[flat]
    if padding_idx >= 0:
        factor[flat == padding_idx] = 0
    if scale_grad_by_freq or padding_idx >= 0:
        rows = rows * Tensor._make(factor.reshape(indices.shape + (1,)).astype(grad._data.dtype))
    return rows


def _standardize(x, axes, eps):
    """x_hat = (x - mean) * rstd over `axes`, recomputed from x with ops (not taken from the
    forward's saved statistics) so that the backward is itself differentiable in x."""
    centered = x - ops.mean(x, axes, True)
    rstd = ops.pow(ops.mean(centered * centered, axes, True) + eps, -0.5)
    return centered * rstd, rstd


def _standardize_backward(g, x_hat, rstd, axes):
    """The gradient of x given the gradient g of x_hat = standardize(x)."""
    return rstd * (g - ops.mean(g, axes, True) - x_hat * ops.mean(g * x_hat, axes, True))


def _sum_over(t, axes):
    return ops.sum(t, axes) if axes else t


def _channel_view(t, ndim):
    """A (C,) tensor viewed to broadcast along dim 1 of an ndim-D input."""
    return ops.view(t, (1, -1) + (1,) * (ndim - 2)) if ndim > 1 else t


def layer_norm_backward(grad, input, normalized_shape, weight, eps, grad_input_mask):
    axes = list(range(input.ndim - len(normalized_shape), input.ndim))
    batch_axes = list(range(input.ndim - len(normalized_shape)))
    x_hat, rstd = _standardize(input, axes, eps)
    grad_input = grad_weight = grad_bias = None
    if grad_input_mask[0]:
        g = grad * weight if weight is not None else grad
        grad_input = _standardize_backward(g, x_hat, rstd, axes)
    if grad_input_mask[1]:
        grad_weight = _sum_over(grad * x_hat, batch_axes)
    if grad_input_mask[2]:
        grad_bias = _sum_over(grad, batch_axes)
    return grad_input, grad_weight, grad_bias


def batch_norm_backward(grad, input, weight, running_mean, running_var, training, eps, grad_input_mask):
    """Training: through the batch statistics; evaluation: the running ones are constants."""
    axes = [0] + list(range(2, input.ndim))
    if training:
        x_hat, rstd = _standardize(input, axes, eps)
    else:
        rstd = _channel_view(ops.pow(running_var + eps, -0.5), input.ndim)
        x_hat = (input - _channel_view(running_mean, input.ndim)) * rstd
    grad_input = grad_weight = grad_bias = None
    if grad_input_mask[0]:
        g = grad * _channel_view(weight, input.ndim) if weight is not None else grad
        grad_input = _standardize_backward(g, x_hat, rstd, axes) if training else g * rstd
    if grad_input_mask[1]:
        grad_weight = ops.sum(grad * x_hat, axes)
    if grad_input_mask[2]:
        grad_bias = ops.sum(grad, axes)
    return grad_input, grad_weight, grad_bias


def group_norm_backward(grads, input, weight, N, group, eps, grad_input_mask):
    """Standardise each (sample, group) slice of the input viewed as (N, group, -1). PyTorch also
    lets gradients flow from the mean and rstd outputs (grads[1], grads[2], shape (N, group))."""
    axes = [0] + list(range(2, input.ndim))
    grouped = ops.view(input, (N, group, -1))
    x_hat_grouped, rstd = _standardize(grouped, [2], eps)
    x_hat = ops.view(x_hat_grouped, input.shape)
    grad_input = grad_weight = grad_bias = None
    if grad_input_mask[0]:
        grad = grads[0]
        g = grad * _channel_view(weight, input.ndim) if weight is not None else grad
        g = _standardize_backward(ops.view(g, (N, group, -1)), x_hat_grouped, rstd, [2])
        m = grouped.shape[2]
        if grads[1] is not None:  # d mean / dx = 1 / m
            g = g + ops.unsqueeze(grads[1], 2) / m
        if grads[2] is not None:  # d rstd / dx = -rstd^2 x_hat / m
            g = g - ops.unsqueeze(grads[2], 2) * rstd * rstd * x_hat_grouped / m
        grad_input = ops.view(g, input.shape)
    if grad_input_mask[1]:
        grad_weight = ops.sum(grads[0] * x_hat, axes)
    if grad_input_mask[2]:
        grad_bias = ops.sum(grads[0], axes)
    return grad_input, grad_weight, grad_bias


def trace_backward(grad, sizes):
    """d trace(A) / dA is the identity (of A's possibly rectangular shape), scaled by grad."""
    return grad * Tensor._make(np.eye(sizes[0], sizes[1], dtype=grad._data.dtype))


# -- linear algebra (PyTorch's FunctionsManual.cpp formulas, written with table ops) -----------------

def _eye(n, like):
    return Tensor._make(np.eye(n, dtype=like._data.dtype))


def _is_unused(g):
    """A gradient the engine filled with zeros for an unused output: its terms may be skipped
    (PyTorch skips undefined gradients), unless it is part of a graph (double backward)."""
    return not g.requires_grad and not np.any(g._data)


def _as_matrix_scale(t):
    """(...,) -> (..., 1, 1): one factor per matrix of a batch."""
    return ops.unsqueeze(ops.unsqueeze(t, -1), -1)


def _masked_fmap(mask, f_true, f_false, *tensors):
    """f_true on the matrices of a batch where mask holds, f_false on the others, as PyTorch's
    masked_fmap: each formula sees only the matrices it is meant for (the SVD would refuse a nan
    matrix that the other formula turns into nan)."""
    if mask.all():
        return f_true(*tensors)
    if not mask.any():
        return f_false(*tensors)
    chosen, others = Tensor._make(mask), Tensor._make(~mask)
    out = Tensor._make(np.zeros(tuple(tensors[0].shape), dtype=tensors[0]._data.dtype))
    out = ops.index_put(out, (chosen,), f_true(*(t[chosen] for t in tensors)))
    return ops.index_put(out, (others,), f_false(*(t[others] for t in tensors)))


def _solve_transposed(A, scale):
    """A^{-T} (scale I), as PyTorch's recorded det/slogdet backward: linalg.solve(A^H, d), which
    refuses a singular A with linalg.solve's error."""
    n = A.shape[-1]
    diagonal = ops.expand(ops.unsqueeze(scale, -1), tuple(scale.shape) + (n,))
    return ops.linalg_solve(A.mT, ops.diag_embed(diagonal))  # (not scale * I: inf * 0 is nan)


def _solve_with_forward_lu(A, scale, perturb_zero_pivots):
    """A^{-T} (scale I) solved with the LU the forward took, as PyTorch's unrecorded det/slogdet
    backward (linalg_kernels.solve_with_stored_lu): no refusal of singular matrices."""
    return Tensor._make(linalg_kernels.solve_with_stored_lu(A._data, scale._data, perturb_zero_pivots))


def _adjugate_backward(A, grad):
    """grad * d det / dA through the SVD, exact for singular A: with A = U S Vh,
    d det / dA = det(U) det(Vh) U diag(prod_{j!=i} S_j) Vh."""
    U, S, Vh = ops.linalg_svd(A, False)
    alpha = ops.linalg_det(U) * ops.linalg_det(Vh) * grad
    n = S.shape[-1]
    singular_values = [ops.select(S, -1, j) for j in range(n)]
    others = []  # prod_{j != i} S_j for each i, exact when some S_j are zero
    for i in range(n):
        factors = [s for j, s in enumerate(singular_values) if j != i]
        product = factors[0] if factors else Tensor._make(np.ones(tuple(S.shape[:-1]), dtype=S._data.dtype))
        for f in factors[1:]:
            product = product * f
        others.append(product)
    D = ops.unsqueeze(alpha, -1) * ops.stack(others, -1)
    return ops.matmul(U * ops.unsqueeze(D, -2), Vh)


def det_backward(grad, det, A):
    """grad * det * A^{-T}; for (nearly) singular A, where A^{-1} does not exist, the adjugate
    from the SVD.

    As PyTorch: a first derivative that is not recorded (no create_graph) solves with A's LU,
    which gives exactly 0 for a matrix whose determinant is exactly 0 (and, for a matrix with nan
    or inf entries, the nan/inf pattern of PyTorch's LU); a recorded one takes the adjugate where
    |det| < 100 eps and linalg.solve elsewhere, matrix by matrix."""
    if A.shape[-1] == 1:  # det [[a]] = a: PyTorch's gradient is grad itself, even at a = 0, nan or inf
        return _as_matrix_scale(grad)
    eps = np.finfo(A._data.dtype).eps
    if not _grad_state.enabled:
        if not np.isfinite(A._data).all():
            return _solve_with_forward_lu(A, grad * det, perturb_zero_pivots=True)
        exact_zero = det._data == 0
        if np.any(exact_zero):
            safe = np.where(exact_zero[..., None, None], np.eye(A.shape[-1], dtype=A._data.dtype), A._data)
            scale = (grad._data * det._data)[..., None, None]
            return Tensor._make(np.where(exact_zero[..., None, None], 0.0, scale * np.swapaxes(
                np.linalg.inv(safe), -1, -2)).astype(A._data.dtype))
        if not np.any(np.abs(det._data) < 100 * eps):
            return _as_matrix_scale(grad * det) * ops.linalg_inv(A).mT
        return _adjugate_backward(A, grad)
    return _masked_fmap(np.abs(det._data) < 100 * eps, lambda A, grad, det: _adjugate_backward(A, grad),
                        lambda A, grad, det: _solve_transposed(A, grad * det), A, grad, det)


def slogdet_backward(grad_logabsdet, A):
    """d log|det A| / dA = A^{-T} (the sign is locally constant: no gradient). As PyTorch, with
    the forward's LU when not recorded (a singular A gives inf/nan, not an error), with
    linalg.solve when recorded. No gradient for logabsdet (only the sign used): no gradient at all."""
    if grad_logabsdet is None:
        return None
    if not _grad_state.enabled:
        return _solve_with_forward_lu(A, grad_logabsdet, perturb_zero_pivots=False)
    return _solve_transposed(A, grad_logabsdet)


def solve_backward(grad, A, B_sizes, X, left, grad_input_mask):
    """X = A^{-1} B (left) or B A^{-1}: gB = solve(A^T, gX) on the same side, and
    gA = -gB X^T (left) or -X^T gB."""
    if _grad_state.enabled:  # recorded: a new solve with A^T, so that the graph reaches A
        gB = ops.linalg_solve(A.mT, grad, left=left)
    else:  # as PyTorch: the forward's LU of A, transposed (no refusal of a singular A; its nan/inf)
        gB = Tensor._make(linalg_kernels.solve_ex(A._data, grad._data, left, False, adjoint=True)[0])
    gA = None
    if grad_input_mask[0]:
        vector = len(B_sizes) == 1 or (len(B_sizes) == A.ndim - 1 and tuple(B_sizes) == tuple(A.shape[:-1]))
        if vector:
            gA = -(ops.unsqueeze(gB, -1) * ops.unsqueeze(X, -2))
        elif left:
            gA = -ops.matmul(gB, X.mT)
        else:
            gA = -ops.matmul(X.mT, gB)
    return gA, (gB if grad_input_mask[1] else None)


def cholesky_backward(grad, upper, L):
    """gA = L^{-T} Phi(L^T gL) L^{-1}, Phi taking the lower triangle with the diagonal halved and
    symmetrizing (the adjoint of PyTorch's cholesky_jvp)."""
    if upper:
        L, grad = L.mT, grad.mT
    gA = ops.tril(ops.matmul(L.mT, grad))
    gA = 0.5 * (gA + ops.tril(gA, -1).mT)
    gA = ops.linalg_solve(L.mT, gA)
    return ops.linalg_solve(L, gA, left=False)


QR_MODE_R_ERROR = ("The derivative of linalg.qr depends on Q, which is not computed when mode='r'. Please use "
                   "linalg.qr(A, mode='reduced') if you are going to differentiate through linalg.qr.")


def qr_backward(gQ, gR, Q, R, mode):
    """PyTorch's linalg_qr_backward: for m >= n, gA = (gQ + Q copyltu(gR R^T - Q^T gQ)) R^{-T};
    for m < n the leading m x m block of R carries the gradient of Q."""
    if mode == "r":
        raise RuntimeError(QR_MODE_R_ERROR)
    m, n = Q.shape[-2], R.shape[-1]
    if mode == "complete" and m > n:
        raise RuntimeError("The QR decomposition is not differentiable when mode='complete' and nrows > ncols.")
    M = ops.matmul(gR, R.mT) - ops.matmul(Q.mT, gQ)
    if m >= n:
        gA = ops.matmul(Q, ops.triu(M) + ops.triu(M, 1).mT) + gQ
        return ops.linalg_solve(R.mT, gA, left=False)
    gA = ops.matmul(Q, ops.tril(M.mT - M))
    gA = ops.linalg_solve(R[..., :m].mT, gA, left=False)
    zeros = Tensor._make(np.zeros(tuple(gA.shape[:-1]) + (n - m,), dtype=gA._data.dtype))
    return ops.cat([gA, zeros], -1) + ops.matmul(Q, gR)


def eigh_backward(gL, gV, L, V):
    """gA = V (diag(gL) + skew(V^T gV) / 2E) V^T with E_ij = L_j - L_i (PyTorch's
    linalg_eig_backward, Hermitian case); eigenvalues only: V diag(gL) V^T."""
    if _is_unused(gV):
        return ops.matmul(V * ops.unsqueeze(gL, -2), V.mT)
    VtgV = ops.matmul(V.mT, gV)
    E = ops.unsqueeze(L, -2) - ops.unsqueeze(L, -1) + _eye(L.shape[-1], L)
    inner = 0.5 * (VtgV - VtgV.mT) / E + ops.diag_embed(gL)
    return ops.matmul(V, ops.matmul(inner, V.mT))


def svd_backward(gU, gS, gVh, U, S, Vh, full_matrices):
    """PyTorch's svd_backward (real case): with skew(X) = X - X^T and E_jk = S_k^2 - S_j^2,
    gA = U [(skew(U^T gU) S + S skew(V^T gV)) / E + diag(gS)] V^T, plus the terms for the
    columns outside U's (m > n) or V's (m < n) span. full_matrices: the extra columns get none."""
    k = S.shape[-1]
    if full_matrices:
        U, Vh, gU, gVh = U[..., :k], Vh[..., :k, :], gU[..., :k], gVh[..., :k, :]
    m, n = U.shape[-2], Vh.shape[-1]
    if _is_unused(gU) and _is_unused(gVh):
        if m >= n:
            return ops.matmul(U, ops.unsqueeze(gS, -1) * Vh)
        return ops.matmul(U * ops.unsqueeze(gS, -2), Vh)
    UtgU = ops.matmul(U.mT, gU)
    VtgV = ops.matmul(Vh, gVh.mT)
    S2 = S * S
    E = ops.unsqueeze(S2, -2) - ops.unsqueeze(S2, -1) + _eye(k, S)
    inner = ((UtgU - UtgU.mT) * ops.unsqueeze(S, -2) + ops.unsqueeze(S, -1) * (VtgV - VtgV.mT)) / E
    inner = inner + ops.diag_embed(gS)
    if m > n:
        gUSinv = gU / ops.unsqueeze(S, -2)
        gA = ops.matmul(U, inner) + gUSinv - ops.matmul(U, ops.matmul(U.mT, gUSinv))
        return ops.matmul(gA, Vh)
    if m < n:
        SinvgVh = gVh / ops.unsqueeze(S, -1)
        gA = ops.matmul(inner, Vh) + SinvgVh - ops.matmul(ops.matmul(SinvgVh, Vh.mT), Vh)
        return ops.matmul(U, gA)
    return ops.matmul(U, ops.matmul(inner, Vh))


# -- forward mode (the `result:` formulas): tangents, mostly from the backward formulas above -------
# For a reduction whose backward is `grad * partials`, the tangent is the sum of partials * t over
# the reduced dims: the backward formula with a gradient of ones gives the partials.

def ones_like(t):
    return Tensor._make(np.ones_like(t._data))


def reduction_jvp(partials, self_t, dim, keepdim):
    """sum(partials * self_t) over `dim` (all dims for None or []); no partials (ord-0 norm) is 0."""
    product = zeros_like(self_t) if partials is None else partials * self_t
    if dim is None or (isinstance(dim, (list, tuple)) and len(dim) == 0):
        return ops.sum(product, None, keepdim) if keepdim else ops.sum(product)
    return ops.sum(product, dim, keepdim)


def var_jvp(self_t, self, result, dim, unbiased, keepdim, correction):
    partials = var_backward(ones_like(result), self, dim, unbiased, keepdim, correction)
    return reduction_jvp(partials, self_t, var_dim(dim, unbiased)[0], keepdim)


def clamp_jvp(self_t, min_t, max_t, self, min, max):
    """Each element's tangent comes from whichever of self, min and max clamp chose."""
    tangent = clamp_backward(self_t, self, min, max)
    if min is not None:
        tangent = tangent + clamp_min_max_backward(min_t, self, min, max, (True, False))[0]
    if max is not None:
        tangent = tangent + clamp_min_max_backward(max_t, self, min, max, (False, True))[1]
    return tangent


def cumprod_jvp(self_t, self, dim):
    """sum over j <= i of t_j * prod_{k <= i, k != j} x_k, exact when some x_k are zero: for each j,
    the cumulative product of x with x_j replaced by t_j, kept where i >= j."""
    if self.ndim == 0:  # (a 0-dim cumprod is the identity)
        wrap_dim(dim, 0)
        return self_t
    d = wrap_dim(dim, self.ndim)
    n = self.shape[d] if self.ndim else 1
    positions = np.arange(n).reshape((-1,) + (1,) * (self.ndim - d - 1)) if self.ndim else np.arange(1)
    tangent = None
    for j in range(n):
        here = Tensor._make(positions == j)
        term = ops.cumprod(ops.where(here, self_t, self), dim)
        term = ops.where(Tensor._make(positions >= j), term, 0.0)
        tangent = term if tangent is None else tangent + term
    return tangent


def loss_jvp(tangent, reduction, size_average=None, reduce=None):
    """A loss's tangent from its unreduced elementwise tangent."""
    if size_average is not None or reduce is not None:
        reduction = _resolved(size_average, reduce, reduction)
    if reduction == "mean":
        return ops.mean(tangent)
    if reduction == "sum":
        return ops.sum(tangent)
    return tangent


def cholesky_jvp(A_t, L, upper):
    """dL = L Phi(L^{-1} dA L^{-T}), Phi: the lower triangle with the diagonal halved."""
    if upper:
        L = L.mT
    inner = ops.linalg_solve(L, ops.linalg_solve(L.mT, A_t, left=False))
    phi = ops.tril(inner, -1) + 0.5 * ops.tril(ops.triu(inner))
    dL = ops.matmul(L, phi)
    return dL.mT if upper else dL


def eigh_jvp(A_t, L, V):
    """dL = diag(V^T dA V); dV = V (F * V^T dA V) with F_ij = 1 / (L_j - L_i) off the diagonal."""
    inner = ops.matmul(V.mT, ops.matmul(A_t, V))
    dL = ops.diagonal(inner, 0, -2, -1)
    n = L.shape[-1]
    off = Tensor._make(1.0 - np.eye(n, dtype=L._data.dtype))
    E = ops.unsqueeze(L, -2) - ops.unsqueeze(L, -1) + _eye(n, L)
    dV = ops.matmul(V, inner * off / E)
    return dL, dV


def _standardize_jvp(x_t, x_hat, rstd, axes):
    """The tangent of x_hat = standardize(x) for an input tangent x_t."""
    return rstd * (x_t - ops.mean(x_t, axes, True) - x_hat * ops.mean(x_t * x_hat, axes, True))


def layer_norm_jvp(input_t, weight_t, bias_t, input, weight, normalized_shape, eps):
    axes = list(range(input.ndim - len(normalized_shape), input.ndim))
    x_hat, rstd = _standardize(input, axes, eps)
    tangent = _standardize_jvp(input_t, x_hat, rstd, axes)
    if weight is not None:
        tangent = tangent * weight + x_hat * weight_t
    if bias_t is not None:
        tangent = tangent + bias_t
    return tangent


def batch_norm_jvp(input_t, weight_t, bias_t, input, weight, running_mean, running_var, training, eps):
    axes = [0] + list(range(2, input.ndim))
    if training:
        x_hat, rstd = _standardize(input, axes, eps)
        tangent = _standardize_jvp(input_t, x_hat, rstd, axes)
    else:
        rstd = _channel_view(ops.pow(running_var + eps, -0.5), input.ndim)
        x_hat = (input - _channel_view(running_mean, input.ndim)) * rstd
        tangent = input_t * rstd
    if weight is not None:
        tangent = tangent * _channel_view(weight, input.ndim) + x_hat * _channel_view(weight_t, input.ndim)
    if bias_t is not None:
        tangent = tangent + _channel_view(bias_t, input.ndim)
    return tangent


def solve_jvp(A_t, B_t, A, B, X, left):
    """X = A^{-1} B: dX = A^{-1} (dB - dA X) (left), or (dB - X dA) A^{-1}; B may be a (batch of) vector(s)."""
    vector = B.ndim == 1 or (B.ndim == A.ndim - 1 and tuple(B.shape) == tuple(A.shape[:-1]))
    if vector:
        return ops.linalg_solve(A, B_t - ops.squeeze(ops.matmul(A_t, ops.unsqueeze(X, -1)), -1))
    if left:
        return ops.linalg_solve(A, B_t - ops.matmul(A_t, X))
    return ops.linalg_solve(A, B_t - ops.matmul(X, A_t), left=False)


def _qr_square_jvp(A_t, Q, R):
    """A = QR with R square (m >= n, reduced): C = Q^T dA R^{-1} = Q^T dQ + dR R^{-1}, whose first term
    is skew and second upper triangular, so Q^T dQ = L - L^T with L the strict lower triangle of C;
    then dR = (C - Q^T dQ) R and dQ = (dA - Q dR) R^{-1}."""
    C = ops.linalg_solve(R, ops.matmul(Q.mT, A_t), left=False)
    lower = ops.tril(C, -1)
    dR = ops.matmul(C - lower + lower.mT, R)
    dQ = ops.linalg_solve(R, A_t - ops.matmul(Q, dR), left=False)
    return dQ, dR


def qr_jvp(A_t, Q, R, mode):
    """The tangents of linalg.qr; for m < n, A = Q [R1 | R2]: the square case on the leading m
    columns, and dR2 = Q^T (dA2 - dQ R2). Refuses the modes whose backward refuses too."""
    if mode == "r":
        raise RuntimeError(QR_MODE_R_ERROR)
    m, n = Q.shape[-2], R.shape[-1]
    if mode == "complete" and m > n:
        raise RuntimeError("The QR decomposition is not differentiable when mode='complete' and nrows > ncols.")
    if m >= n:
        return _qr_square_jvp(A_t, Q, R)
    dQ, dR1 = _qr_square_jvp(A_t[..., :m], Q, R[..., :m])
    dR2 = ops.matmul(Q.mT, A_t[..., m:] - ops.matmul(dQ, R[..., m:]))
    return dQ, ops.cat([dR1, dR2], -1)


def _pad_columns(t, width):
    """t with zero columns appended up to `width` columns."""
    if t.shape[-1] == width:
        return t
    zeros = Tensor._make(np.zeros(tuple(t.shape[:-1]) + (width - t.shape[-1],), dtype=t._data.dtype))
    return ops.cat([t, zeros], -1)


def svd_jvp(A_t, U, S, Vh, full_matrices):
    """A = U S V^T: with dP = U^T dA V and E_jk = S_k^2 - S_j^2, dS = diag(dP),
    U^T dU = (dP S + S dP^T) / E and V^T dV = (S dP + dP^T S) / E off the diagonal (zero on it),
    plus the part of dU outside U's span (m > n) or of dV outside V's (m < n). As in PyTorch, the
    extra columns of full_matrices' U or V (not determined by A) get a zero tangent."""
    k = S.shape[-1]
    U_full, Vh_full = U, Vh
    U, Vh = U[..., :k], Vh[..., :k, :]
    m, n = U.shape[-2], Vh.shape[-1]
    V = Vh.mT
    dP = ops.matmul(U.mT, ops.matmul(A_t, V))
    dS = ops.diagonal(dP, 0, -2, -1)
    S2 = S * S
    off = Tensor._make(1.0 - np.eye(k, dtype=S._data.dtype))
    E = ops.unsqueeze(S2, -2) - ops.unsqueeze(S2, -1) + _eye(k, S)
    row, col = ops.unsqueeze(S, -1), ops.unsqueeze(S, -2)  # S_j and S_k of entry (j, k)
    omega_U = (dP * col + row * dP.mT) * off / E
    omega_V = (row * dP + dP.mT * col) * off / E
    dU = ops.matmul(U, omega_U)
    dV = ops.matmul(V, omega_V)
    if m > n:
        outside = ops.matmul(A_t, V) / col
        dU = dU + outside - ops.matmul(U, ops.matmul(U.mT, outside))
    elif m < n:
        outside = ops.matmul(A_t.mT, U) / col
        dV = dV + outside - ops.matmul(V, ops.matmul(V.mT, outside))
    if full_matrices:
        dU = _pad_columns(dU, U_full.shape[-1])
        dV = _pad_columns(dV, Vh_full.shape[-2])
    return dU, dS, dV.mT


def group_norm_jvp(input_t, weight_t, bias_t, input, weight, N, group, eps):
    """The tangents of out, mean and rstd, each (sample, group) slice of the input (viewed as
    (N, group, -1)) standardised as in layer_norm_jvp; d mean = mean(dx),
    d rstd = -rstd^2 mean(x_hat dx) over the slice."""
    grouped_t = ops.view(input_t, (N, group, -1))
    x_hat_grouped, rstd = _standardize(ops.view(input, (N, group, -1)), [2], eps)
    tangent = ops.view(_standardize_jvp(grouped_t, x_hat_grouped, rstd, [2]), input.shape)
    if weight is not None:
        x_hat = ops.view(x_hat_grouped, input.shape)
        tangent = tangent * _channel_view(weight, input.ndim) + x_hat * _channel_view(weight_t, input.ndim)
    if bias_t is not None:
        tangent = tangent + _channel_view(bias_t, input.ndim)
    mean_t = ops.mean(grouped_t, [2])
    rstd_t = -ops.squeeze(rstd * rstd, 2) * ops.mean(x_hat_grouped * grouped_t, [2])
    return tangent, mean_t, rstd_t
