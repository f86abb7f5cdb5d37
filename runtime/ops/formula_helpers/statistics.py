"""Formulas' helpers for the statistics reductions of issue 27 (nansum, var_mean/std_mean, aminmax,
logcumsumexp), after PyTorch's FunctionsManual. Several take None for an output that received no
gradient (their entries say `undefined_grads: true`), as PyTorch's see undefined tensors."""
import ml_dtypes

from ...generated import ops
from ...kernels.reduction import var_dim
from .core import amax_backward, mean_backward, std_backward, sum_backward, var_backward


def nansum_backward(grad, self, dim, keepdim):
    """sum's gradient, multiplied (not selected: an inf gradient makes nan there, as PyTorch's) by
    where self is not nan."""
    return sum_backward(grad, self.shape, dim, keepdim) * ops.logical_not(ops.isnan(self))


def _plus(a, b):
    """a + b, where None is a gradient that was not computed."""
    return b if a is None else a if b is None else a + b


def var_mean_backward(grad_var, grad_mean, self, dim, unbiased, keepdim, correction):
    """var's and mean's gradients, each only when its output received one."""
    g = None if grad_var is None else var_backward(grad_var, self, dim, unbiased, keepdim, correction)
    if grad_mean is not None:
        g = _plus(g, mean_backward(grad_mean, self.shape, var_dim(dim, unbiased)[0], keepdim))
    return g


def std_mean_backward(grad_std, grad_mean, self, std, dim, unbiased, keepdim, correction):
    g = None if grad_std is None else std_backward(std, grad_std, self, dim, unbiased, keepdim, correction)
    if grad_mean is not None:
        g = _plus(g, mean_backward(grad_mean, self.shape, var_dim(dim, unbiased)[0], keepdim))
    return g


def mean_jvp(self_t, dim, unbiased, keepdim):
    """The tangent of var_mean's / std_mean's mean: the mean of the tangent over the same dims."""
    return ops.mean(self_t, var_dim(dim, unbiased)[0], keepdim)


def aminmax_backward(grad_min, grad_max, self, min, max, dim, keepdim):
    """amin's and amax's gradients (ties share evenly), each only when its output received one."""
    dims = [] if dim is None else dim
    g = None if grad_min is None else amax_backward(grad_min, self, min, dims, keepdim)
    return g if grad_max is None else _plus(g, amax_backward(grad_max, self, max, dims, keepdim))


def _reverse_logcumsumexp(x, dim):
    return ops.flip(ops.logcumsumexp(ops.flip(x, [dim]), dim), [dim])


def logcumsumexp_backward(grad, self, result, dim):
    """d self_j = sum over i >= j of grad_i * exp(self_j - result_i). The sum runs in log space as a
    reversed logcumsumexp, with the positive and the negative gradients apart (the log of each's
    magnitude; the dtype's lowest number stands for log 0), so neither overflows."""
    if grad.ndim == 0 or grad.numel() == 0:
        return grad
    if self.is_complex():
        return _complex_logcumsumexp_backward(grad, self, result, dim)
    lowest = float(ml_dtypes.finfo(grad._data.dtype).min)
    log_magnitude = ops.log(ops.abs(grad))
    positive = ops.where(ops.gt(grad, 0), log_magnitude, lowest)
    negative = ops.where(ops.lt(grad, 0), log_magnitude, lowest)
    return (ops.exp(_reverse_logcumsumexp(positive - result, dim) + self)
            - ops.exp(_reverse_logcumsumexp(negative - result, dim) + self))


def _complex_logcumsumexp_backward(grad, self, result, dim):
    """y_i = log sum_{j <= i} exp(x_j) is holomorphic, dy_i / dx_j = exp(x_j - y_i): the gradient is
    conj(exp(x_j - c)) times the reversed cumulative sum of grad_i conj(exp(c - y_i)), c the largest real
    part along dim (so that exp(x_j - c) does not overflow)."""
    shift = ops.amax(ops.real(self), [dim], True)
    later = ops.flip(ops.cumsum(ops.flip(grad * ops.exp(shift - result).conj(), [dim]), dim), [dim])
    return ops.exp(self - shift).conj() * later


def logcumsumexp_jvp(self_p, self_t, dim):
    """sum over j <= i of exp(self_j) * tangent_j, divided by the same sum of exp(self_j): both
    shifted by the slice's max (no overflow), the divisor plus 1e-13 as PyTorch's (a prefix whose
    weights vanish gets about 0, not 0 / 0)."""
    if self_p.ndim == 0 or self_p.numel() == 0:
        return self_t * 1
    # (complex: shifted by the largest real part; exp(x_j - y_i) is the same holomorphic weight)
    weights = ops.exp(self_p - ops.amax(ops.real(self_p) if self_p.is_complex() else self_p, [dim], True))
    return ops.cumsum(weights * self_t, dim) / (ops.cumsum(weights, dim) + 1e-13)
