"""Formulas' helpers for issue 27's element-wise ops, as PyTorch's FunctionsManual writes them:
copysign's gradient (the sign ratio, 0 where the magnitude is 0) and renorm's (the norm's backward
where a slice was scaled down)."""
from ...generated import ops
from ...kernels.core import wrap_dim
from .core import norm_backward, ones_like


def copysign_tensor_self_backward(grad, self, result):
    """d copysign(x, y) / dx = copysign(x, y) / x: +-1, taken as 0 where x is 0 (not 0 / 0)."""
    return grad * ops.masked_fill(result / self, ops.eq(self, 0), 0)


def dist_backward(grad, diff, p, result, sign):
    """dist's gradient for self (sign 1) and other (sign -1): norm_backward of self - other, which is
    no gradient at all (None) for p = 0, as PyTorch's. PyTorch's formula for other negates that
    undefined gradient, and fails: so does this."""
    g = norm_backward(grad, diff, p, result, None, False)
    if g is None and sign < 0:
        raise RuntimeError("Expected a proper Tensor but got None (or an undefined Tensor in C++) for argument #0 "
                           "'self'")
    return g if g is None or sign > 0 else -g


def _other_dims(self, dim):
    d = wrap_dim(dim, self.ndim)
    return tuple(i for i in range(self.ndim) if i != d)


def renorm_backward(grad, self, p, dim, maxnorm):
    """renorm scales each slice along dim whose p-norm exceeds maxnorm to maxnorm / (norm + 1e-7):
    the gradient there goes through that scale and the norm (norm_backward), elsewhere it passes.
    The norm is real: only the real part of <self, grad> moves it (complex self)."""
    reduce = _other_dims(self, dim)
    norm = ops.linalg_vector_norm(self, p, reduce, True)
    grad_output = self.conj() * grad
    if grad_output.is_complex():
        grad_output = ops.real(grad_output)
    grad_output = ops.sum(grad_output, reduce, True)
    nb = norm_backward_keepdim(grad_output, self, p, norm, reduce)
    invnorm = ops.reciprocal(norm + 1e-7)
    grad_norm = (invnorm * maxnorm) * (grad - invnorm * nb)
    return ops.where(ops.gt(norm, maxnorm), grad_norm, grad)


def norm_backward_keepdim(grad, self, p, norm, dims):
    """norm_backward for a norm kept with its reduced dims (renorm's)."""
    return norm_backward(grad, self, p, norm, dims, True)


def renorm_jvp(self_p, self_t, p, dim, maxnorm):
    """The tangent of renorm: the slices left alone pass self_t; the scaled ones get
    maxnorm / (norm + 1e-7) * (self_t - self * <d norm, self_t> / (norm + 1e-7))."""
    reduce = _other_dims(self_p, dim)
    norm = ops.linalg_vector_norm(self_p, p, reduce, True)
    nb = norm_backward_keepdim(ones_like(norm), self_p, p, norm, reduce)
    norm_t = nb.conj() * self_t   # (the norm's tangent: the real part, for complex self)
    norm_t = ops.sum(ops.real(norm_t) if norm_t.is_complex() else norm_t, reduce, True)
    invnorm = ops.reciprocal(norm + 1e-7)
    scaled = (invnorm * maxnorm) * (self_t - self_p * invnorm * norm_t)
    return ops.where(ops.gt(norm, maxnorm), scaled, self_t)

