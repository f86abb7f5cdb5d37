"""Backward formulas of the real-to-complex and complex-to-real transforms (PyTorch's fft_r2c_backward and
fft_c2r_backward), written with table ops so that they are differentiable in turn.

The complex transform's gradient is the transform in the other direction with the same scaling (the
adjoint of e^-2πi jk/n is e^+2πi jk/n); the two real ones are built from it by asking what a onesided
transform is: a full complex transform of which half the outputs are dropped (r2c), or the inverse of
a spectrum completed by conjugate symmetry (c2r)."""
import numpy as np

from ...core.tensor import Tensor
from ...generated import ops


def fft_r2c_backward(grad, dim, normalization, onesided, last_dim_size):
    """r2c is a complex transform of the real signal (its imaginary part zero), then onesided drops the
    outputs past n // 2 + 1 along the last dim: the dropped ones get zero gradient, the inverse
    transform takes the gradient back, and the real signal keeps the real part."""
    if onesided:
        last = dim[-1] % grad.ndim
        missing = last_dim_size - grad.shape[last]
        if missing > 0:
            pad = [0] * (2 * grad.ndim)
            pad[2 * (grad.ndim - 1 - last) + 1] = missing   # (constant_pad_nd lists the last dim first)
            grad = ops.constant_pad_nd(grad, pad)
    return ops.real(ops._fft_c2c(grad, dim, normalization, False))


def fft_c2r_backward(grad, dim, normalization):
    """c2r reads each onesided input twice, once for itself and once, conjugated, for its mirror image
    n - k, except at frequency 0 and (for even n) n / 2, which are their own mirrors: the r2c transform
    of the gradient, doubled at the frequencies 1 .. n - (n // 2 + 1)."""
    result = ops._fft_r2c(grad, dim, normalization, True)
    last = dim[-1] % grad.ndim
    doubled = grad.shape[last] - result.shape[last]
    if doubled > 0:
        weights = np.ones(result.shape[last], dtype=result._data.real.dtype)
        weights[1:1 + doubled] = 2
        result = result * Tensor._make(weights.reshape((-1,) + (1,) * (result.ndim - 1 - last)))
    return result
