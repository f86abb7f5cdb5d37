"""What a generated `apply_arrays` needs: saved tensors as arrays, and array versions of
the formula helpers that reductions and softmax use.

`apply_arrays` is a node's backward on NumPy arrays (codegen/array_formulas.py), used
by the engine when the backward itself is not recorded (no create_graph). It must
refuse exactly what `apply` refuses, so a saved value is only read directly when
unpacking it would simply return it; anything else goes through `unpack`, which
raises the freed / modified-in-place errors or runs the saved-tensor hooks.
"""
import math

import numpy as np

from ..core.indexing import to_numpy_index
from ..kernels import core as kernels
from ..kernels import indexing as indexing_kernels
from ..kernels import loss as loss_kernels
from ..kernels import matmul as matmul_kernels
from ..kernels import nn as nn_kernels
from ..kernels import pointwise as pointwise_kernels
from ..kernels.activation import tanh_gelu_inner
from ..kernels.core import dims, sum_to_axes
from ..kernels.fast_erf import erf, gelu_backward_float32
from ..kernels.matmul import column_major
from ..kernels.reduction import BLAS_MIN, BLAS_ROW, column_sums, last_dim_sums, reduced_count, row_sums
from .saved import SavedTensor

_WIDE_FLOATS = (np.dtype(np.float32), np.dtype(np.float64))
_F32 = _WIDE_FLOATS[0]


def saved_array(value, node, grad):
    """The array behind a saved value (a number saved in a tensor's place comes back as it is).

    A 0-dim array of another dtype beside a dimensioned gradient comes back as a Python number:
    PyTorch does not let a 0-dim tensor widen a dimensioned operand's dtype (float32 * 0-dim
    float64 computes in float32), and NumPy does that only for Python numbers (as the forward
    ops do through op_support.unwrap_operand)."""
    if type(value) is not SavedTensor:
        return value
    array = None
    if value._hooks is None and not value._freed:
        if value._is_output:
            if value._counter.value == value._version:
                array = value._data
        else:
            tensor = value._tensor
            counter = tensor._version_counter
            if (0 if counter is None else counter.value) == value._version and (
                    tensor._requires_grad or not value._non_leaf):  # else unpack raises (detach_())
                array = tensor._data
    if array is None:
        array = value.unpack(node)._data
    if not array.ndim and grad.ndim and array.dtype is not grad.dtype:
        return array.item()
    return array


def sum_to_shape(array, shape):
    """formula_helpers.sum_to on an array: a broadcast gradient summed back to `shape`."""
    axes = sum_to_axes(array.shape, shape)
    if axes:
        if shape and len(axes) == array.ndim - len(shape) and axes[-1] == len(axes) - 1:
            # only leading dims summed (a bias's gradient): reduced straight to `shape`, the same sums,
            # and a fresh array (no reshape view) that the leaf's .grad can take without a copy
            return np.add.reduce(array, axis=axes)
        array = np.add.reduce(array, axis=axes, keepdims=True)  # np.sum without its Python wrapper
    return array.reshape(shape)


sum_to = sum_to_shape   # (the name the formulas use: expand's backward)


# -- formula_helpers on arrays (codegen/array_formulas.py ARRAY_HELPERS names these) ------------

def sum_backward(grad, sizes, dim, keepdim):
    """The gradient of a sum over `dim`, broadcast back to the input's `sizes` (a view)."""
    if not keepdim and len(sizes):
        axes = dims(dim, len(sizes))  # (the reduced dims back as 1s: a reshape, cheaper than expand_dims)
        grad = grad.reshape(tuple(1 if axes is None or i in axes else n for i, n in enumerate(sizes)))
    return np.broadcast_to(grad, sizes)


def mean_backward(grad, sizes, dim, keepdim):
    return sum_backward(grad, sizes, dim, keepdim) / reduced_count(sizes, dim)


def _sum_over(array, dim):
    """array.sum(dim, keepdim=True); a 0-dim array (PyTorch lets it have dim 0 or -1) is its own sum."""
    return np.add.reduce(array, axis=dim if array.ndim else None, keepdims=True)


def _sum_over_rows(array, dim):
    """_sum_over, by last_dim_sums (one BLAS product for a large float32 array) when `dim` is the last."""
    if array.ndim and dim in (-1, array.ndim - 1):
        return last_dim_sums(array)
    return _sum_over(array, dim)


def softmax_backward(grad, result, dim):
    """(grad - sum(grad * result)) * result, into grad * result's array once its sum is taken (the same
    bits, two attention-sized arrays fewer a call)."""
    product = grad * result
    if type(product) is not np.ndarray or product.shape != grad.shape:   # (0-dim: a scalar; or a broadcast grad)
        return (grad - _sum_over(product, dim)) * result
    total = _sum_over_rows(product, dim)   # (an attention's (16, 4, 64, 64): 458 -> 324 us a call)
    np.subtract(grad, total, out=product)
    product *= result
    return product


def log_softmax_backward(grad, result, dim):
    """grad - exp(result) * sum(grad), in exp(result)'s array (the same bits, two arrays fewer a call)."""
    scaled = np.exp(result)
    if type(scaled) is not np.ndarray or scaled.shape != grad.shape or scaled.dtype != grad.dtype:
        return grad - scaled * _sum_over(grad, dim)
    scaled *= _sum_over_rows(grad, dim)
    return np.subtract(grad, scaled, out=scaled)


def gelu_backward(grad, self, approximate):
    """formula_helpers.gelu_backward on arrays (the constants are Python floats: float32 stays float32)."""
    if approximate == "tanh":
        k, c = math.sqrt(2.0 / math.pi), 0.044715
        if self.ndim == 0 or grad.shape != self.shape or grad.dtype != self.dtype:
            t = np.tanh(k * (self + c * self * self * self))
            d_inner = k * (1 + 3 * c * self * self)
            return grad * (0.5 * (1 + t) + 0.5 * self * (1 - t * t) * d_inner)
        # The lines above operation for operation (the same bits), in three temporaries instead of
        # fifteen (a tiny GPT's MLP: ~250 -> ~150 us a step)
        t = tanh_gelu_inner(self)
        d_inner = (3 * c) * self
        d_inner *= self
        d_inner += 1
        d_inner *= k
        right = t * t
        np.subtract(1, right, out=right)
        right *= 0.5 * self
        right *= d_inner
        t += 1
        t *= 0.5
        t += right
        t *= grad
        return t
    if self.dtype == np.float32 and grad.dtype == np.float32 and grad.shape == self.shape:
        return gelu_backward_float32(grad, self)   # the lines below from float32 fits, chunk by chunk (fast_erf.py)
    cdf = 0.5 * (1 + erf(self * (1 / math.sqrt(2.0))))
    pdf = np.exp(-0.5 * self * self) * (1 / math.sqrt(2.0 * math.pi))
    return grad * (cdf + self * pdf)


def layer_norm_backward(grad, input, normalized_shape, mean, rstd, weight, bias, eps, grad_input_mask):
    """formula_helpers.layer_norm_backward on arrays, with the forward's mean and 1/std, as PyTorch's
    kernel: recomputing them cost two row reductions and two passes (~5 ms of a GPT step). A
    bfloat16 or float16 input recomputes them in its own dtype, as before (the kept ones are rounded
    to it)."""
    axes = tuple(range(input.ndim - len(normalized_shape), input.ndim))
    batch_axes = tuple(range(input.ndim - len(normalized_shape)))
    n = _count(input, axes)
    if (input.dtype is _F32 and grad.dtype is _F32 and mean.dtype is _F32 and rstd.dtype is _F32 and n <= BLAS_ROW
            and input.size >= BLAS_MIN and grad.shape == input.shape and (weight is None or weight.dtype is _F32)):
        return _layer_norm_backward_rows(grad, input, tuple(normalized_shape), mean, rstd, weight, n,
                                         grad_input_mask)
    if input.dtype in _WIDE_FLOATS and mean.dtype is input.dtype and rstd.dtype is input.dtype:
        x_hat = input - mean
        np.multiply(x_hat, rstd, out=x_hat)
    else:
        centered = input - np.add.reduce(input, axis=axes, keepdims=True) / n
        rstd = (np.add.reduce(centered * centered, axis=axes, keepdims=True) / n + eps) ** -0.5
        x_hat = centered * rstd
    grad_input = grad_weight = grad_bias = None
    if grad_input_mask[0]:
        g = grad * weight if weight is not None else grad
        # rstd * ((g - sum(g) / n) - x_hat * (sum(g * x_hat) / n)), into the first difference's array
        grad_input = g - np.add.reduce(g, axis=axes, keepdims=True) / n
        correction = x_hat * (np.add.reduce(g * x_hat, axis=axes, keepdims=True) / n)
        if correction.dtype is grad_input.dtype and rstd.dtype is grad_input.dtype:
            grad_input -= correction
            grad_input *= rstd
        else:
            grad_input = rstd * (grad_input - correction)
    if grad_input_mask[1]:
        grad_weight = np.add.reduce(grad * x_hat, axis=batch_axes) if batch_axes else grad * x_hat
    if grad_input_mask[2]:
        grad_bias = np.add.reduce(grad, axis=batch_axes) if batch_axes else grad
    return grad_input, grad_weight, grad_bias


def _layer_norm_backward_rows(grad, input, normalized_shape, mean, rstd, weight, n, grad_input_mask):
    """layer_norm_backward of float32 arrays seen as rows of n, every sum a BLAS product, in 7 full passes
    instead of 11 and 4 of NumPy's reductions. With c = input - mean, q = grad * c and g = grad * weight:
    sum(g) = grad @ weight, sum(g * x_hat) = rstd * (q @ weight), grad_weight = rstd @ q (a sum over the
    rows), grad_bias = ones @ grad, and grad_input = rstd * (g - mean(g) - c * (rstd * mean(g * x_hat))),
    from the centred input (x * rstd - mean * rstd would cancel for inputs far from 0).
    A GPT's (16, 64, 128): 777 -> 508 us a call (PyTorch ~160); inside the GPT step 1014 -> 667 us.
    Errors against float64 over 20 batches, in eps times the row's (or vector's) largest value:
    grad_input the same (largest 2.25 -> 2.53, mean 0.135 both; PyTorch 2.59, 0.137), grad_weight and
    grad_bias smaller (largest 9.5 -> 4.4 and 11.6 -> 3.4, mean 1.18 -> 0.45 and 1.22 -> 0.47; PyTorch
    9.1 and 5.6): NumPy's sums over the batch axes added the 1024 rows one after another."""
    rows = input.size // n
    x, g = input.reshape(rows, n), grad.reshape(rows, n)
    r = rstd.reshape(rows)
    centered = x - mean.reshape(rows, 1)
    q = g * centered if grad_input_mask[0] or grad_input_mask[1] else None
    grad_input = grad_weight = grad_bias = None
    if grad_input_mask[1]:
        grad_weight = (r @ q).reshape(normalized_shape)
    if grad_input_mask[2]:
        grad_bias = column_sums(g).reshape(normalized_shape)
    if grad_input_mask[0]:
        w = None if weight is None else weight.reshape(n)
        correction = row_sums(q) if w is None else q @ w   # sum(g * c)
        correction *= r
        correction /= n
        correction *= r                                    # rstd * mean(g * x_hat)
        mean_g = row_sums(g) if w is None else g @ w
        mean_g /= n
        if w is None:
            grad_input = np.subtract(g, mean_g.reshape(rows, 1), out=q)
        else:
            grad_input = np.multiply(g, w, out=q)
            grad_input -= mean_g.reshape(rows, 1)
        centered *= correction.reshape(rows, 1)
        grad_input -= centered
        grad_input *= r.reshape(rows, 1)
        grad_input = grad_input.reshape(input.shape)
    return grad_input, grad_weight, grad_bias


def _count(array, axes):
    """How many elements a reduction over `axes` averages."""
    return math.prod(array.shape[a] for a in axes)


def pow_backward(grad, self, exponent):
    """d/dx x**e for a scalar e (e = 0 gives zeros, not nan), with pow's own kernel; conjugated for a
    complex gradient or exponent (PyTorch's convention)."""
    if exponent == 0:
        return np.zeros_like(grad)
    if grad.dtype.kind == "c" or isinstance(exponent, complex):
        return grad * np.conjugate(exponent * pointwise_kernels.power(self, exponent - 1, True))
    return grad * exponent * pointwise_kernels.power(self, exponent - 1, True)


def nll_loss_backward(grad, sizes, target, weight, reduction, ignore_index, total_weight):
    """formula_helpers.nll_loss_backward on arrays: grad times -weight[t] at each target's class."""
    if reduction == 1 and weight is None:
        out = loss_kernels.nll_loss_mean_grad(grad, sizes, target, ignore_index, total_weight)
        if out is not None:
            return out
    coef = loss_kernels.nll_loss_grad_coefficients(sizes, target, weight, ignore_index, grad.dtype)
    if reduction == 1 and total_weight != 0:
        coef = coef / total_weight  # (every target ignored: the loss is nan, its gradient 0, as PyTorch)
    elif reduction == 0 and len(sizes) > 1:
        grad = np.expand_dims(grad, 1)
    return grad * coef


def index_put_zeros(grad, sizes, indices):
    """x[indices]'s backward: zeros of the input's sizes with grad added at the indices."""
    return indexing_kernels.index_put_zeros(grad, sizes, to_numpy_index(indices))


def cat(arrays, dim):
    """split's backward: the pieces' gradients put back together."""
    return kernels.cat(arrays, dim)


#: formula_helpers.convolution_grads on arrays (the kernels its ops call)
convolution_grads = nn_kernels.convolution_grads


def mm_mat1_backward(grad, mat2, mat1_sizes, mat1_strides, alpha):
    """formula_helpers.mm_mat1_backward on arrays (conjugates taken only for a complex gradient)."""
    mat2 = mat2.conjugate() if grad.dtype.kind == "c" else mat2
    if column_major(mat1_sizes, mat1_strides):
        product = matmul_kernels.mm(mat2, grad.T).T
    else:
        product = matmul_kernels.mm(grad, mat2.T)
    return product if alpha == 1 else product * alpha


def mm_mat2_backward(grad, mat1, mat2_sizes, mat2_strides, alpha):
    """formula_helpers.mm_mat2_backward on arrays."""
    mat1 = mat1.conjugate() if grad.dtype.kind == "c" else mat1
    if column_major(mat2_sizes, mat2_strides):
        product = matmul_kernels.mm(grad.T, mat1).T
    else:
        product = matmul_kernels.mm(mat1.T, grad)
    return product if alpha == 1 else product * alpha
