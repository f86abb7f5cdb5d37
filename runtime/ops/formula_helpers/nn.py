"""Formulas' helpers for nn.functional: losses, convolution, pooling, activations and
normalization, and their forward-mode tangents."""
import math

import numpy as np

from ...core.tensor import Tensor
from ...generated import ops
from ...kernels import loss as loss_kernels
from ...kernels import nn as nn_kernels
from ...kernels.nn import conv_output_padding
from .core import sum_to, values_unreadable


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

def conv_input_backward(grad, weight, input_sizes, stride, padding, dilation, groups):
    """d convolution / d input: the transposed convolution of grad with the same weight."""
    output_padding = conv_output_padding(input_sizes, grad.shape, weight.shape, stride, padding, dilation)
    return ops.convolution(grad, weight, None, stride, padding, dilation, True, output_padding, groups)


def convolution_grads(grad, input, weight, stride, padding, dilation, transposed, output_padding, groups,
                      grad_input_mask):
    """Gradients of convolution for (input, weight, bias). A transposed convolution is the
    adjoint of a plain one, so its input gradient is a plain convolution and the roles of
    input and grad swap in the weight gradient."""
    grad_input = grad_weight = grad_bias = None
    if grad_input_mask[0]:
        if transposed:
            grad_input = ops.convolution(grad, weight, None, stride, padding, dilation, False, [0] * len(stride),
                                         groups)
            # An output_padding of a stride or more (allowed when dilation is larger) adds positions
            # no input reached; the plain convolution then reads windows past the input: drop them.
            for d, n in enumerate(input.shape[2:]):
                if grad_input.shape[2 + d] != n:
                    grad_input = ops.narrow(grad_input, 2 + d, 0, n)
        else:
            grad_input = conv_input_backward(grad, weight, input.shape, stride, padding, dilation, groups)
    if grad_input_mask[1]:
        x, g = (grad, input) if transposed else (input, grad)
        grad_weight = ops.convolution_backward_weight(x, g, weight.shape, stride, padding, dilation, groups)
    if grad_input_mask[2]:
        grad_bias = ops.sum(grad, [0] + list(range(2, grad.ndim)))
    return grad_input, grad_weight, grad_bias


def convolution_double_backward(grad_grad_input, grad_grad_weight, grad_grad_bias, grad_output, input, weight,
                                stride, padding, dilation, transposed, output_padding, groups, grad_input_mask):
    """Gradients of convolution_backward's (grad_input, grad_weight, grad_bias) for its inputs (grad_output,
    input, weight), given the gradients of those results (None: that result got none). Each result is linear
    in grad_output and in one other input, so each gradient is an adjoint: grad_input's for grad_output is the
    convolution itself, grad_weight's is the convolution of input by the weight gradient, grad_bias's is a
    broadcast; grad_weight's for input and grad_input's for weight are convolution_grads' other two results."""
    params = (stride, padding, dilation, transposed, output_padding, groups)
    for_grad_output = for_input = for_weight = None
    if grad_input_mask[0]:
        parts = []
        if grad_grad_input is not None:
            parts.append(ops.convolution(grad_grad_input, weight, None, *params))
        if grad_grad_weight is not None:
            parts.append(ops.convolution(input, grad_grad_weight, None, *params))
        if grad_grad_bias is not None:
            channels = ops.reshape(grad_grad_bias, (1, -1) + (1,) * (grad_output.ndim - 2))
            parts.append(ops.expand(channels, grad_output.shape))
        for part in parts:
            for_grad_output = part if for_grad_output is None else for_grad_output + part
    if grad_input_mask[1] and grad_grad_weight is not None:
        for_input = convolution_grads(grad_output, input, grad_grad_weight, stride, padding, dilation, transposed,
                                      output_padding, groups, (True, False, False))[0]
    if grad_input_mask[2] and grad_grad_input is not None:
        for_weight = convolution_grads(grad_output, grad_grad_input, weight, stride, padding, dilation, transposed,
                                       output_padding, groups, (False, True, False))[1]
    return for_grad_output, for_input, for_weight


def convolution_backward_jvp(which, grad_output_t, grad_output, other_t, input, weight, stride, padding, dilation,
                             transposed, output_padding, groups, output_mask):
    """The tangent of convolution_backward's result `which` (0 grad_input, 1 grad_weight, 2 grad_bias), None when
    output_mask leaves it out. grad_input is bilinear in (grad_output, weight), grad_weight in (grad_output,
    input): other_t is the tangent of that other input (weight's, input's; None for grad_bias, linear in
    grad_output alone)."""
    if not output_mask[which]:
        return None
    params = (stride, padding, dilation, transposed, output_padding, groups)
    mask = tuple(i == which for i in range(3))
    tangent = convolution_grads(grad_output_t, input, weight, *params, mask)[which]
    if which == 0:
        tangent = tangent + convolution_grads(grad_output, input, other_t, *params, mask)[0]
    elif which == 1:
        tangent = tangent + convolution_grads(grad_output, other_t, weight, *params, mask)[1]
    return tangent


def max_pool_double_backward(grad, indices, nd=2):
    """d max_pool2d_with_indices_backward / d grad_output: read grad (input-shaped) back at
    each output's argmax, a gather over the flattened plane of the last nd dims (also the
    backward of max unpooling)."""
    lead = tuple(indices.shape[:-nd])
    flat_grad = ops.view(grad, lead + (-1,))
    flat_indices = indices._data.reshape(lead + (-1,))
    position = tuple(np.arange(n).reshape((-1,) + (1,) * (len(lead) - i)) for i, n in enumerate(lead))
    return ops.view(ops.index(flat_grad, position + (flat_indices,)), indices.shape)

def nll_loss_backward(grad, sizes, target, weight, reduction, ignore_index, total_weight):
    """nll_loss is linear in its input: the gradient is grad times a constant built from the
    targets (-weight[t] at each target's class), over the total weight for 'mean'."""
    if type(target._data) is not np.ndarray or type(total_weight._data) is not np.ndarray:
        return _nll_loss_backward_with_ops(grad, sizes, target, weight, reduction, ignore_index, total_weight)
    coef = loss_kernels.nll_loss_grad_coefficients(sizes, target._data, None if weight is None else weight._data,
                                                   ignore_index, grad._data.dtype)
    if reduction == 1 and total_weight._data != 0:
        coef = coef / total_weight._data  # (every target ignored: the loss is nan, its gradient 0, as PyTorch)
    elif reduction == 0 and len(sizes) > 1:
        grad = ops.unsqueeze(grad, 1)
    return grad * Tensor._make(coef)


def _nll_loss_backward_with_ops(grad, sizes, target, weight, reduction, ignore_index, total_weight):
    """nll_loss_backward when the targets' values are a batch's (under vmap): the same constant, built
    with ops (a one-hot of the targets scaled by -weight[t]) instead of from the targets' array."""
    class_dim = 0 if len(sizes) == 1 else 1
    kept = ops.ne(target, ignore_index)
    safe = ops.where(kept, target, 0)
    if weight is None:
        w = ops._to_copy(kept, dtype=grad.dtype)
    else:
        picked = ops.index_select(weight, 0, ops.reshape(safe, (safe.numel(),)))
        w = ops.where(kept, ops.reshape(picked, tuple(target.shape)), 0.0)
    classes = Tensor._make(np.arange(sizes[class_dim]).reshape((-1,) + (1,) * (len(sizes) - class_dim - 1)))
    one_hot = ops._to_copy(ops.eq(classes, ops.unsqueeze(safe, class_dim)), dtype=grad.dtype)
    coef = -one_hot * ops.unsqueeze(w, class_dim)
    if reduction == 1:
        coef = coef / ops.where(ops.eq(total_weight, 0), 1.0, total_weight)
    elif reduction == 0 and len(sizes) > 1:
        grad = ops.unsqueeze(grad, 1)
    return grad * coef


def _resolved(size_average, reduce, reduction):
    return loss_kernels.reduction_of(size_average, reduce, reduction, warn=False)


def smooth_l1_loss_backward(grad, input, target, size_average, reduce, reduction, beta):
    """d/d input: d / beta clipped to [-1, 1] (sign(d) for beta = 0), with d = input - target."""
    slope = ops.sign(input - target) if beta == 0 else ops._loss_slope(input, target, beta, 1.0)
    return _loss_grad(grad, slope, _resolved(size_average, reduce, reduction))


def huber_loss_backward(grad, input, target, reduction, delta):
    """d/d input: d clipped to [-delta, delta]."""
    return _loss_grad(grad, ops._loss_slope(input, target, delta, delta), reduction)


def loss_slope_backward(grad, self, target, bound, outer):
    """_loss_slope's derivative, PyTorch's smooth_l1 / huber double backward: a product with the
    mask |d| < bound (strict), so a nan or inf gradient stays so everywhere."""
    if values_unreadable(self, target):
        inside = ops.lt(ops.abs(ops.sub(self, target)), bound)
    else:
        inside = Tensor._make(np.abs(self._data - target._data) < bound)
    return grad * inside * (outer / bound)


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
    return ops.isfinite(t) if values_unreadable(t) else Tensor._make(np.isfinite(t._data))


def nan_mask(t):
    """A constant bool tensor: where t is nan (fmax/fmin pass the gradient to the other input there)."""
    return ops.isnan(t) if values_unreadable(t) else Tensor._make(np.isnan(t._data))


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
    """grad * gelu'(x), the slope an op of its own (_gelu_slope): differentiated again, it is one
    product, so an infinite gradient gives +-inf as PyTorch's fused formula, not inf - inf."""
    return grad * ops._gelu_slope(self, approximate)


def gelu_slope_derivative(self, approximate):
    """gelu''(x): pdf (2 - x^2) exactly; with the tanh approximation t = tanh(u), u = k (x + c x^3),
    (1 - t^2) (u' - x t u'^2 + 3 k c x^2) (each a product of finite factors)."""
    if approximate == "tanh":
        k, c = math.sqrt(2.0 / math.pi), 0.044715
        t = ops.tanh(k * (self + c * self * self * self))
        d_inner = k * (1 + 3 * c * self * self)
        return (1 - t * t) * (d_inner - self * t * d_inner * d_inner + 3 * k * c * self * self)
    pdf = ops.exp(-0.5 * self * self) * (1 / math.sqrt(2.0 * math.pi))
    return pdf * (2 - self * self)


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


def layer_norm_backward(grad, input, normalized_shape, mean, rstd, weight, bias, eps, grad_input_mask):
    """On tensors (a recorded backward) the statistics are recomputed from the input, so that their own
    derivative is in the graph; `mean`, `rstd` (the forward's, what array_backward's version uses)
    and `bias` are what PyTorch's node keeps."""
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


def loss_jvp(tangent, reduction, size_average=None, reduce=None):
    """A loss's tangent from its unreduced elementwise tangent."""
    if size_average is not None or reduce is not None:
        reduction = _resolved(size_average, reduce, reduction)
    if reduction == "mean":
        return ops.mean(tangent)
    if reduction == "sum":
        return ops.sum(tangent)
    return tangent


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


def _weight_norm_axes(v, dim):
    return [i for i in range(v.ndim) if i != dim]


def weight_norm_backward(grad, v, g, norms, dim):
    """w = v * g / n: grad_g = <grad, v> / n, grad_v = g / n * (grad - v <grad, v> / n^2), the inner
    products over every dim but `dim`. n is the forward's saved norms, a constant to a double
    backward, as in PyTorch's _weight_norm_differentiable_backward."""
    dot = ops.sum(grad * v, _weight_norm_axes(v, dim), True)
    grad_v = (g / norms) * (grad - v * (dot / (norms * norms)))
    return grad_v, sum_to(dot / norms, tuple(g.shape))


def weight_norm_jvp(v_t, g_t, v, g, norms, dim):
    dot = ops.sum(v * v_t, _weight_norm_axes(v, dim), True)
    return v_t * (g / norms) + v * (g_t / norms) - v * (g * dot / (norms * norms * norms))


def soft_margin_loss_double_backward(grad, self, target, reduction):
    """The derivative of soft_margin_loss's slope -y sigmoid(-y x) in x: y^2 e^z / (1 + e^z)^2 with
    z = -y x, over the element count for 'mean' (PyTorch's soft_margin_loss_double_backward)."""
    z = ops.exp(-target * self)
    curvature = target * target * z / ((1 + z) * (1 + z))
    if reduction == 1:
        curvature = curvature / curvature.numel()
    return curvature * grad


def affine_grid_generator_backward(grad, size, align_corners):
    """theta's gradient of grid = base @ theta^T: (base^T @ grad)^T per batch, base the constant
    homogeneous coordinates (linear in grad, so differentiable again)."""
    nd = len(size) - 2
    base = Tensor._make(nn_kernels.affine_base_grid(size, align_corners, grad.dtype.numpy))
    per_point = ops.reshape(grad, [size[0], -1, nd])
    return ops.transpose(ops.matmul(ops.t(base), per_point), 1, 2)
