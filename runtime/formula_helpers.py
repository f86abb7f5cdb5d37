"""Helpers that derivatives.yaml formulas call, written with gradtable ops so that
what they compute is itself differentiable (double backward for free).

Names defined here (without a leading underscore) are the only helpers a
formula may use; the generator reads this file to check formulas.
"""
import numpy as np

from .generated import ops
from .kernels import correction_of, dims
from .tensor import Tensor


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
    lead = grad.ndim - len(shape)
    axes = tuple(range(lead)) + tuple(lead + i for i, s in enumerate(shape) if s == 1 and grad.shape[lead + i] != 1)
    if axes:
        grad = ops.sum(grad, axes, keepdim=True)
    if lead or grad.shape != shape:
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


def _reduced_count(sizes, dim):
    axes = dims(dim, len(sizes))
    n = 1
    for i, s in enumerate(sizes):
        if axes is None or i in axes:
            n *= s
    return n


def mean_backward(grad, sizes, dim, keepdim):
    return sum_backward(grad, sizes, dim, keepdim) / _reduced_count(sizes, dim)


def var_backward(grad, self, dim, unbiased, keepdim, correction):
    n = _reduced_count(self.shape, dim)
    ddof = correction_of(unbiased, correction)
    axes = dims(dim, self.ndim)
    centered = self - ops.mean(self, axes, keepdim=True) if axes is not None else self - ops.mean(self)
    return (2.0 / max(n - ddof, 0)) * _unsqueeze_reduced(grad, self.shape, dim, keepdim) * centered


def std_backward(result, grad, self, dim, unbiased, keepdim, correction):
    return var_backward(grad / (2 * result), self, dim, unbiased, keepdim, correction)


def evenly_distribute_backward(grad, self, result):
    """max()/min() over all elements: ties share the gradient equally (PyTorch's rule)."""
    mask = ops.eq(self, result)
    count = mask.sum()
    return ops.where(mask, grad / count, 0.0)


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
    """d/de x**e = x**e * log(x), taken as 0 where x == 0 and e >= 0 (PyTorch's convention)."""
    if not isinstance(self, Tensor):
        base = float(self)
        if base == 0.0:
            return ops.where(ops.ge(exponent, 0.0), 0.0, grad * result * float("-inf"))
        return grad * result * float(np.log(base))
    cond = ops.logical_and(ops.eq(self, 0.0), ops.ge(exponent, 0.0))
    return ops.where(cond, 0.0, grad * result * ops.log(self))


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


def sizes_of(tensors):
    """Marks, in a formula, that only the inputs' shapes are needed (saved as *_args_sizes)."""
    return [t.shape for t in tensors]




def mse_loss_backward(grad, self, target, reduction):
    diff = self - target
    scale = 2.0 / diff.numel() if reduction == "mean" else 2.0
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
