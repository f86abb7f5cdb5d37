# Generated from derivatives.yaml by `make generate`. Do not edit: change the table and regenerate.
"""Backward nodes: one class per differentiable entry of derivatives.yaml.

Each class runs its entry's formulas on the incoming gradient(s). Formulas use
gradtable's own ops (`ops.*`), so with create_graph=True they are recorded too
and double backward needs no extra code. Where every formula of an entry is
arithmetic on NumPy forwards, `apply_arrays` runs the same formulas on arrays,
for a backward that is not recorded (codegen/array_formulas.py). Both guard each formula
with Node.should_compute_output, written inline (`ctx.next_functions[i][0] is not None`).
"""
import math

from gradtable.kernels.numpy_names import np  # numpy, with attribute loads the interpreter specialises

from gradtable.kernels import activation as activation_kernels
from gradtable.kernels import complex as complex_kernels
from gradtable.kernels import core as kernels
from gradtable.kernels import diagonals as diagonal_kernels
from gradtable.kernels import distance as distance_kernels
from gradtable.kernels import indexing as indexing_kernels
from gradtable.kernels import loss as loss_kernels
from gradtable.kernels import matmul as matmul_kernels
from gradtable.kernels import nn as nn_kernels
from gradtable.kernels import output_layout as layout_kernels
from gradtable.kernels import pointwise as pointwise_kernels
from gradtable.kernels import pooling as pooling_kernels
from gradtable.kernels import scatter as scatter_kernels
from gradtable.kernels import special as special_kernels
from gradtable.kernels import strided as strided_kernels
from gradtable.autograd import array_backward
from gradtable.autograd.array_backward import saved_array
from gradtable.autograd.node import Node
from gradtable.autograd.saved import saved_tensor
from gradtable.generated import ops
from gradtable.ops.formula_helpers.complex import (acosh_backward, angle_backward, polar_backward, scalar_conj,
                                                   sgn_backward, to_copy_backward)
from gradtable.ops.formula_helpers.core import (amax_backward, cat_backward, clamp_backward, clamp_min_max_backward,
                                                cumprod_backward, cumsum_backward, evenly_distribute_backward,
                                                gather_backward, index_select_backward, log_softmax_backward,
                                                logsumexp_backward, masked_select_backward, maybe_multiply,
                                                mean_backward, mm_mat1_backward, mm_mat2_backward, norm_backward,
                                                permute_backward, pow_backward, pow_backward_exponent,
                                                pow_backward_self, prod_backward, repeat_backward, roll_backward,
                                                softmax_backward, stack_backward, std_backward, sum_backward, sum_to,
                                                unbind_backward, value_selecting_reduction_backward, var_backward,
                                                zeros_like, zeros_of)
from gradtable.ops.formula_helpers.fft import (fft_c2r_backward, fft_r2c_backward)
from gradtable.ops.formula_helpers.indexing import (as_strided_backward, block_diag_backward, euclidean_dist_backward,
                                                    index_fill_value_backward, index_reduce_backward,
                                                    scatter_reduce_backward, take_backward)
from gradtable.ops.formula_helpers.linalg import (cholesky_backward, det_backward, eigh_backward,
                                                  matrix_exp_differential, qr_backward, slogdet_backward,
                                                  solve_backward, svd_backward, trace_backward)
from gradtable.ops.formula_helpers.linalg_eig import (linalg_eig_backward)
from gradtable.ops.formula_helpers.linalg_factor import (cholesky_inverse_backward, cholesky_solve_backward,
                                                         householder_product_backward, linalg_lu_backward,
                                                         lstsq_backward, lu_factor_ex_backward, lu_solve_backward_LU,
                                                         lu_unpack_backward, ormqr_backward, pinv_backward,
                                                         solve_triangular_backward, triangular_solve_backward)
from gradtable.ops.formula_helpers.nn import (affine_grid_generator_backward, batch_norm_backward,
                                              bce_with_logits_backward, bce_with_logits_target_backward,
                                              binary_cross_entropy_backward, binary_cross_entropy_target_backward,
                                              conv_input_backward, convolution_double_backward, convolution_grads,
                                              elu_backward, embedding_dense_double_backward, finite_mask, gelu_backward,
                                              gelu_slope_derivative, group_norm_backward, hardswish_backward,
                                              huber_loss_backward, layer_norm_backward, loss_slope_backward,
                                              masked_fill_backward, max_pool_double_backward, mish_backward,
                                              mse_loss_backward, nan_mask, nll_loss_backward, silu_backward,
                                              smooth_l1_loss_backward, soft_margin_loss_double_backward,
                                              weight_norm_backward)
from gradtable.ops.formula_helpers.nn_activation import (celu_input_scale, elu_backward_of_result, glu_backward,
                                                         prelu_kernel_backward)
from gradtable.ops.formula_helpers.pointwise import (copysign_tensor_self_backward, dist_backward, renorm_backward)
from gradtable.ops.formula_helpers.special import (i1_backward, i1e_backward, logit_backward, mvlgamma_backward,
                                                   not_implemented, sinc_backward, xlog1py_scalar_backward)
from gradtable.ops.formula_helpers.statistics import (aminmax_backward, logcumsumexp_backward, nansum_backward,
                                                      std_mean_backward, var_mean_backward)


class AddBackward0(Node):
    """add(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor

    derivatives.yaml:151
        self: grad
        other: maybe_multiply(grad, scalar_conj(alpha))
    """

    __slots__ = ("_saved_alpha",)

    def apply(ctx, grads):
        grad = grads[0]
        alpha = ctx._saved_alpha
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = maybe_multiply(grad, scalar_conj(alpha))
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        alpha = ctx._saved_alpha
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = maybe_multiply(grad, scalar_conj(alpha))
        return grad_inputs


class SubBackward0(Node):
    """sub(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor

    derivatives.yaml:161
        self: grad
        other: maybe_multiply(-grad, scalar_conj(alpha))
    """

    __slots__ = ("_saved_alpha",)

    def apply(ctx, grads):
        grad = grads[0]
        alpha = ctx._saved_alpha
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = maybe_multiply(-grad, scalar_conj(alpha))
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        alpha = ctx._saved_alpha
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = maybe_multiply(-grad, scalar_conj(alpha))
        return grad_inputs


class RsubBackward0(Node):
    """rsub.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor

    derivatives.yaml:172
        self: maybe_multiply(-grad, scalar_conj(alpha))
        other: grad
    """

    __slots__ = ("_saved_alpha",)

    def apply(ctx, grads):
        grad = grads[0]
        alpha = ctx._saved_alpha
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = maybe_multiply(-grad, scalar_conj(alpha))
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = grad
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        alpha = ctx._saved_alpha
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = maybe_multiply(-grad, scalar_conj(alpha))
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = grad
        return grad_inputs


class RsubBackward1(Node):
    """rsub.Scalar(Tensor self, Scalar other, Scalar alpha=1) -> Tensor

    derivatives.yaml:181
        self: maybe_multiply(-grad, scalar_conj(alpha))
    """

    __slots__ = ("_saved_alpha",)

    def apply(ctx, grads):
        grad = grads[0]
        alpha = ctx._saved_alpha
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = maybe_multiply(-grad, scalar_conj(alpha))
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        alpha = ctx._saved_alpha
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = maybe_multiply(-grad, scalar_conj(alpha))
        return grad_inputs


class MulBackward0(Node):
    """mul(Tensor self, Tensor other) -> Tensor

    derivatives.yaml:190
        self: grad * conj(other)
        other: grad * conj(self)
    """

    __slots__ = ("_raw_saved_other", "_raw_saved_self")
    _saved_tensor_slots = ("_raw_saved_other", "_raw_saved_self")
    _saved_other = saved_tensor("_raw_saved_other")
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        other = ctx._saved_other
        self = ctx._saved_self
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad * ops.conj(other)
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = grad * ops.conj(self)
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        complex_grad = grad.dtype.kind == "c"
        other = saved_array(ctx._raw_saved_other, ctx, grad) if ctx.next_functions[0][0] is not None else None
        self = saved_array(ctx._raw_saved_self, ctx, grad) if ctx.next_functions[1][0] is not None else None
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad * (other.conjugate() if complex_grad else other)
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = grad * (self.conjugate() if complex_grad else self)
        return grad_inputs


class DivBackward0(Node):
    """div(Tensor self, Tensor other) -> Tensor

    derivatives.yaml:200
        self: grad / conj(other)
        other: -grad * conj((self / other) / other)
    """

    __slots__ = ("_raw_saved_other", "_raw_saved_self")
    _saved_tensor_slots = ("_raw_saved_other", "_raw_saved_self")
    _saved_other = saved_tensor("_raw_saved_other")
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        other = ctx._saved_other
        self = ctx._saved_self
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad / ops.conj(other)
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = -grad * ops.conj(self / other / other)
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        complex_grad = grad.dtype.kind == "c"
        other = saved_array(ctx._raw_saved_other, ctx, grad)
        self = saved_array(ctx._raw_saved_self, ctx, grad) if ctx.next_functions[1][0] is not None else None
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad / (other.conjugate() if complex_grad else other)
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = -grad * ((self / other / other).conjugate() if complex_grad else self / other / other)
        return grad_inputs


class NegBackward0(Node):
    """neg(Tensor self) -> Tensor

    derivatives.yaml:210
        self: -grad
    """

    __slots__ = ()

    def apply(ctx, grads):
        grad = grads[0]
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = -grad
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = -grad
        return grad_inputs


class ReciprocalBackward0(Node):
    """reciprocal(Tensor self) -> Tensor

    derivatives.yaml:218
        self: -grad * (result * result).conj()
    """

    __slots__ = ("_raw_saved_result",)
    _saved_tensor_slots = ("_raw_saved_result",)
    _saved_result = saved_tensor("_raw_saved_result")

    def apply(ctx, grads):
        grad = grads[0]
        result = ctx._saved_result
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = -grad * (result * result).conj()
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        complex_grad = grad.dtype.kind == "c"
        result = saved_array(ctx._raw_saved_result, ctx, grad)
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = -grad * ((result * result).conjugate() if complex_grad else result * result)
        return grad_inputs


class PowBackward0(Node):
    """pow.Tensor_Scalar(Tensor self, Scalar exponent) -> Tensor

    derivatives.yaml:225
        self: pow_backward(grad, self, exponent)
    """

    __slots__ = ("_raw_saved_self", "_saved_exponent")
    _saved_tensor_slots = ("_raw_saved_self",)
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        exponent = ctx._saved_exponent
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = pow_backward(grad, self, exponent)
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        self = saved_array(ctx._raw_saved_self, ctx, grad)
        exponent = ctx._saved_exponent
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = array_backward.pow_backward(grad, self, exponent)
        return grad_inputs


class PowBackward1(Node):
    """pow.Tensor_Tensor(Tensor self, Tensor exponent) -> Tensor

    derivatives.yaml:233
        self: pow_backward_self(grad, self, exponent)
        exponent: pow_backward_exponent(grad, self, exponent, result)
    """

    __slots__ = ("_raw_saved_exponent", "_raw_saved_self", "_raw_saved_result")
    _saved_tensor_slots = ("_raw_saved_exponent", "_raw_saved_self", "_raw_saved_result")
    _saved_exponent = saved_tensor("_raw_saved_exponent")
    _saved_self = saved_tensor("_raw_saved_self")
    _saved_result = saved_tensor("_raw_saved_result")

    def apply(ctx, grads):
        grad = grads[0]
        exponent = ctx._saved_exponent
        self = ctx._saved_self
        result = ctx._saved_result
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = pow_backward_self(grad, self, exponent)
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = pow_backward_exponent(grad, self, exponent, result)
        return grad_inputs


class PowBackward2(Node):
    """pow.Scalar(Scalar self, Tensor exponent) -> Tensor

    derivatives.yaml:241
        exponent: pow_backward_exponent(grad, self, exponent, result)
    """

    __slots__ = ("_saved_self", "_raw_saved_exponent", "_raw_saved_result")
    _saved_tensor_slots = ("_raw_saved_exponent", "_raw_saved_result")
    _saved_exponent = saved_tensor("_raw_saved_exponent")
    _saved_result = saved_tensor("_raw_saved_result")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        exponent = ctx._saved_exponent
        result = ctx._saved_result
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = pow_backward_exponent(grad, self, exponent, result)
        return grad_inputs


class MulBackward1(Node):
    """mul.Scalar(Tensor self, Scalar other) -> Tensor

    derivatives.yaml:248
        self: grad * scalar_conj(other)
    """

    __slots__ = ("_saved_other",)

    def apply(ctx, grads):
        grad = grads[0]
        other = ctx._saved_other
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad * scalar_conj(other)
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        other = ctx._saved_other
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad * scalar_conj(other)
        return grad_inputs


class DivBackward1(Node):
    """div.Scalar(Tensor self, Scalar other) -> Tensor

    derivatives.yaml:256
        self: grad / scalar_conj(other)
    """

    __slots__ = ("_saved_other",)

    def apply(ctx, grads):
        grad = grads[0]
        other = ctx._saved_other
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad / scalar_conj(other)
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        other = ctx._saved_other
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad / scalar_conj(other)
        return grad_inputs


class DivBackward2(Node):
    """div.Tensor_mode(Tensor self, Tensor other, *, str? rounding_mode) -> Tensor

    derivatives.yaml:263
        self: grad / conj(other) if rounding_mode is None else zeros_like(grad)
        other: -grad * conj((self / other) / other) if rounding_mode is None else zeros_like(grad)
    """

    __slots__ = ("_raw_saved_other", "_raw_saved_self", "_saved_rounding_mode")
    _saved_tensor_slots = ("_raw_saved_other", "_raw_saved_self")
    _saved_other = saved_tensor("_raw_saved_other")
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        other = ctx._saved_other
        self = ctx._saved_self
        rounding_mode = ctx._saved_rounding_mode
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad / ops.conj(other) if rounding_mode is None else zeros_like(grad)
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = -grad * ops.conj(self / other / other) if rounding_mode is None else zeros_like(grad)
        return grad_inputs


class MaximumBackward0(Node):
    """maximum(Tensor self, Tensor other) -> Tensor

    derivatives.yaml:282
        self: where(self == other, grad / 2, grad).masked_fill(self < other, 0)
        other: where(self == other, grad / 2, grad).masked_fill(self > other, 0)
    """

    __slots__ = ("_raw_saved_other", "_raw_saved_self")
    _saved_tensor_slots = ("_raw_saved_other", "_raw_saved_self")
    _saved_other = saved_tensor("_raw_saved_other")
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        other = ctx._saved_other
        self = ctx._saved_self
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = ops.where(self == other, grad / 2, grad).masked_fill(self < other, 0)
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = ops.where(self == other, grad / 2, grad).masked_fill(self > other, 0)
        return grad_inputs


class MinimumBackward0(Node):
    """minimum(Tensor self, Tensor other) -> Tensor

    derivatives.yaml:291
        self: where(self == other, grad / 2, grad).masked_fill(self > other, 0)
        other: where(self == other, grad / 2, grad).masked_fill(self < other, 0)
    """

    __slots__ = ("_raw_saved_other", "_raw_saved_self")
    _saved_tensor_slots = ("_raw_saved_other", "_raw_saved_self")
    _saved_other = saved_tensor("_raw_saved_other")
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        other = ctx._saved_other
        self = ctx._saved_self
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = ops.where(self == other, grad / 2, grad).masked_fill(self > other, 0)
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = ops.where(self == other, grad / 2, grad).masked_fill(self < other, 0)
        return grad_inputs


class FmaxBackward0(Node):
    """fmax(Tensor self, Tensor other) -> Tensor

    derivatives.yaml:300
        self: grad.masked_fill(logical_not(logical_or(self >= other, nan_mask(other))), 0)
        other: grad.masked_fill(logical_or(self >= other, nan_mask(other)), 0)
    """

    __slots__ = ("_raw_saved_other", "_raw_saved_self")
    _saved_tensor_slots = ("_raw_saved_other", "_raw_saved_self")
    _saved_other = saved_tensor("_raw_saved_other")
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        other = ctx._saved_other
        self = ctx._saved_self
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad.masked_fill(ops.logical_not(ops.logical_or(self >= other, nan_mask(other))), 0)
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = grad.masked_fill(ops.logical_or(self >= other, nan_mask(other)), 0)
        return grad_inputs


class FminBackward0(Node):
    """fmin(Tensor self, Tensor other) -> Tensor

    derivatives.yaml:309
        self: grad.masked_fill(logical_not(logical_or(self <= other, nan_mask(other))), 0)
        other: grad.masked_fill(logical_or(self <= other, nan_mask(other)), 0)
    """

    __slots__ = ("_raw_saved_other", "_raw_saved_self")
    _saved_tensor_slots = ("_raw_saved_other", "_raw_saved_self")
    _saved_other = saved_tensor("_raw_saved_other")
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        other = ctx._saved_other
        self = ctx._saved_self
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad.masked_fill(ops.logical_not(ops.logical_or(self <= other, nan_mask(other))), 0)
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = grad.masked_fill(ops.logical_or(self <= other, nan_mask(other)), 0)
        return grad_inputs


class Atan2Backward0(Node):
    """atan2(Tensor self, Tensor other) -> Tensor

    derivatives.yaml:318
        self: grad * other * where(self * self + other * other == 0, 0.0, reciprocal(self * self + other * other))
        other: grad * -self * where(self * self + other * other == 0, 0.0, reciprocal(self * self + other * other))
    """

    __slots__ = ("_raw_saved_other", "_raw_saved_self")
    _saved_tensor_slots = ("_raw_saved_other", "_raw_saved_self")
    _saved_other = saved_tensor("_raw_saved_other")
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        other = ctx._saved_other
        self = ctx._saved_self
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad * other * ops.where(self * self + other * other == 0, 0.0,
                                                      ops.reciprocal(self * self + other * other))
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = grad * -self * ops.where(self * self + other * other == 0, 0.0,
                                                      ops.reciprocal(self * self + other * other))
        return grad_inputs


class HypotBackward0(Node):
    """hypot(Tensor self, Tensor other) -> Tensor

    derivatives.yaml:331
        self: grad * self / result
        other: grad * other / result
    """

    __slots__ = ("_raw_saved_other", "_raw_saved_self", "_raw_saved_result")
    _saved_tensor_slots = ("_raw_saved_other", "_raw_saved_self", "_raw_saved_result")
    _saved_other = saved_tensor("_raw_saved_other")
    _saved_self = saved_tensor("_raw_saved_self")
    _saved_result = saved_tensor("_raw_saved_result")

    def apply(ctx, grads):
        grad = grads[0]
        other = ctx._saved_other
        self = ctx._saved_self
        result = ctx._saved_result
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad * self / result
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = grad * other / result
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        other = saved_array(ctx._raw_saved_other, ctx, grad) if ctx.next_functions[1][0] is not None else None
        self = saved_array(ctx._raw_saved_self, ctx, grad) if ctx.next_functions[0][0] is not None else None
        result = saved_array(ctx._raw_saved_result, ctx, grad)
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad * self / result
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = grad * other / result
        return grad_inputs


class XlogyBackward0(Node):
    """xlogy.Tensor(Tensor self, Tensor other) -> Tensor

    derivatives.yaml:340
        self: xlogy(grad, other).masked_fill((self == 0.0) & (other <= 0.0), 0.0)
        other: grad * self / other
    """

    __slots__ = ("_raw_saved_other", "_raw_saved_self")
    _saved_tensor_slots = ("_raw_saved_other", "_raw_saved_self")
    _saved_other = saved_tensor("_raw_saved_other")
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        other = ctx._saved_other
        self = ctx._saved_self
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = ops.xlogy(grad, other).masked_fill((self == 0.0) & (other <= 0.0), 0.0)
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = grad * self / other
        return grad_inputs


class XlogyBackward1(Node):
    """xlogy.Scalar_Self(Scalar self, Tensor other) -> Tensor

    derivatives.yaml:349
        other: grad * self / other
    """

    __slots__ = ("_saved_self", "_raw_saved_other")
    _saved_tensor_slots = ("_raw_saved_other",)
    _saved_other = saved_tensor("_raw_saved_other")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        other = ctx._saved_other
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad * self / other
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        other = saved_array(ctx._raw_saved_other, ctx, grad)
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad * self / other
        return grad_inputs


class XlogyBackward2(Node):
    """xlogy.Scalar_Other(Tensor self, Scalar other) -> Tensor

    derivatives.yaml:356
        self: xlogy(grad, other) if other > 0 else xlogy(grad, other).masked_fill(self == 0.0, 0.0)
    """

    __slots__ = ("_raw_saved_self", "_saved_other")
    _saved_tensor_slots = ("_raw_saved_self",)
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        other = ctx._saved_other
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = ops.xlogy(grad,
                                       other) if other > 0 else ops.xlogy(grad, other).masked_fill(self == 0.0, 0.0)
        return grad_inputs


class RemainderBackward0(Node):
    """remainder.Scalar(Tensor self, Scalar other) -> Tensor

    derivatives.yaml:363
        self: grad
    """

    __slots__ = ()

    def apply(ctx, grads):
        grad = grads[0]
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad
        return grad_inputs


class RemainderBackward1(Node):
    """remainder.Tensor(Tensor self, Tensor other) -> Tensor

    derivatives.yaml:370
        self: grad
        other: -grad * div(self, other, rounding_mode="floor")
    """

    __slots__ = ("_raw_saved_other", "_raw_saved_self")
    _saved_tensor_slots = ("_raw_saved_other", "_raw_saved_self")
    _saved_other = saved_tensor("_raw_saved_other")
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        other = ctx._saved_other
        self = ctx._saved_self
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = -grad * ops.div(self, other, rounding_mode='floor')
        return grad_inputs


class FmodBackward0(Node):
    """fmod.Scalar(Tensor self, Scalar other) -> Tensor

    derivatives.yaml:390
        self: grad
    """

    __slots__ = ()

    def apply(ctx, grads):
        grad = grads[0]
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad
        return grad_inputs


class FmodBackward1(Node):
    """fmod.Tensor(Tensor self, Tensor other) -> Tensor

    derivatives.yaml:397
        self: grad
        other: -grad * div(self, other, rounding_mode="trunc")
    """

    __slots__ = ("_raw_saved_other", "_raw_saved_self")
    _saved_tensor_slots = ("_raw_saved_other", "_raw_saved_self")
    _saved_other = saved_tensor("_raw_saved_other")
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        other = ctx._saved_other
        self = ctx._saved_self
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = -grad * ops.div(self, other, rounding_mode='trunc')
        return grad_inputs


class LerpBackward0(Node):
    """lerp.Scalar(Tensor self, Tensor end, Scalar weight) -> Tensor

    derivatives.yaml:406
        self: grad * scalar_conj(1 - weight)
        end: grad * scalar_conj(weight)
    """

    __slots__ = ("_saved_weight",)

    def apply(ctx, grads):
        grad = grads[0]
        weight = ctx._saved_weight
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad * scalar_conj(1 - weight)
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = grad * scalar_conj(weight)
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        weight = ctx._saved_weight
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad * scalar_conj(1 - weight)
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = grad * scalar_conj(weight)
        return grad_inputs


class LerpBackward1(Node):
    """lerp.Tensor(Tensor self, Tensor end, Tensor weight) -> Tensor

    derivatives.yaml:414
        self: grad * conj(1 - weight)
        end: grad * conj(weight)
        weight: grad * conj(end - self)
    """

    __slots__ = ("_raw_saved_end", "_raw_saved_self", "_raw_saved_weight")
    _saved_tensor_slots = ("_raw_saved_end", "_raw_saved_self", "_raw_saved_weight")
    _saved_end = saved_tensor("_raw_saved_end")
    _saved_self = saved_tensor("_raw_saved_self")
    _saved_weight = saved_tensor("_raw_saved_weight")

    def apply(ctx, grads):
        grad = grads[0]
        end = ctx._saved_end
        self = ctx._saved_self
        weight = ctx._saved_weight
        grad_inputs = [None] * 3
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad * ops.conj(1 - weight)
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = grad * ops.conj(weight)
        if ctx.next_functions[2][0] is not None:
            grad_inputs[2] = grad * ops.conj(end - self)
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        complex_grad = grad.dtype.kind == "c"
        end = saved_array(ctx._raw_saved_end, ctx, grad) if ctx.next_functions[2][0] is not None else None
        self = saved_array(ctx._raw_saved_self, ctx, grad) if ctx.next_functions[2][0] is not None else None
        weight = saved_array(ctx._raw_saved_weight, ctx, grad) if (ctx.next_functions[0][0] is not None
                                                                   or ctx.next_functions[1][0] is not None) else None
        grad_inputs = [None] * 3
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad * ((1 - weight).conjugate() if complex_grad else 1 - weight)
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = grad * (weight.conjugate() if complex_grad else weight)
        if ctx.next_functions[2][0] is not None:
            grad_inputs[2] = grad * ((end - self).conjugate() if complex_grad else end - self)
        return grad_inputs


class MaskedFillBackward0(Node):
    """masked_fill.Scalar(Tensor self, Tensor mask, Scalar value) -> Tensor

    derivatives.yaml:423
        self: grad.masked_fill(mask, 0)
    """

    __slots__ = ("_raw_saved_mask",)
    _saved_tensor_slots = ("_raw_saved_mask",)
    _saved_mask = saved_tensor("_raw_saved_mask")

    def apply(ctx, grads):
        grad = grads[0]
        mask = ctx._saved_mask
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad.masked_fill(mask, 0)
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        mask = saved_array(ctx._raw_saved_mask, ctx, grad)
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = indexing_kernels.masked_fill(grad, mask, 0)
        return grad_inputs


class MaskedFillBackward1(Node):
    """masked_fill.Tensor(Tensor self, Tensor mask, Tensor value) -> Tensor

    derivatives.yaml:435
        self: grad.masked_fill(mask, 0)
        value: masked_fill_backward(grad, mask)
    """

    __slots__ = ("_raw_saved_mask",)
    _saved_tensor_slots = ("_raw_saved_mask",)
    _saved_mask = saved_tensor("_raw_saved_mask")

    def apply(ctx, grads):
        grad = grads[0]
        mask = ctx._saved_mask
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad.masked_fill(mask, 0)
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = masked_fill_backward(grad, mask)
        return grad_inputs


class ExpBackward0(Node):
    """exp(Tensor self) -> Tensor

    derivatives.yaml:452
        self: grad * result.conj()
    """

    __slots__ = ("_raw_saved_result",)
    _saved_tensor_slots = ("_raw_saved_result",)
    _saved_result = saved_tensor("_raw_saved_result")

    def apply(ctx, grads):
        grad = grads[0]
        result = ctx._saved_result
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad * result.conj()
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        complex_grad = grad.dtype.kind == "c"
        result = saved_array(ctx._raw_saved_result, ctx, grad)
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad * (result.conjugate() if complex_grad else result)
        return grad_inputs


class LogBackward0(Node):
    """log(Tensor self) -> Tensor

    derivatives.yaml:458
        self: grad / self.conj()
    """

    __slots__ = ("_raw_saved_self",)
    _saved_tensor_slots = ("_raw_saved_self",)
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad / self.conj()
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        complex_grad = grad.dtype.kind == "c"
        self = saved_array(ctx._raw_saved_self, ctx, grad)
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad / (self.conjugate() if complex_grad else self)
        return grad_inputs


class SqrtBackward0(Node):
    """sqrt(Tensor self) -> Tensor

    derivatives.yaml:465
        self: grad / (2 * result.conj())
    """

    __slots__ = ("_raw_saved_result",)
    _saved_tensor_slots = ("_raw_saved_result",)
    _saved_result = saved_tensor("_raw_saved_result")

    def apply(ctx, grads):
        grad = grads[0]
        result = ctx._saved_result
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad / (2 * result.conj())
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        complex_grad = grad.dtype.kind == "c"
        result = saved_array(ctx._raw_saved_result, ctx, grad)
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad / (2 * (result.conjugate() if complex_grad else result))
        return grad_inputs


class AbsBackward0(Node):
    """abs(Tensor self) -> Tensor

    derivatives.yaml:472
        self: grad * sgn(self)
    """

    __slots__ = ("_raw_saved_self",)
    _saved_tensor_slots = ("_raw_saved_self",)
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad * ops.sgn(self)
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        self = saved_array(ctx._raw_saved_self, ctx, grad)
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad * complex_kernels.sgn(self)
        return grad_inputs


class SignBackward0(Node):
    """sign(Tensor self) -> Tensor

    derivatives.yaml:480
        self: zeros_like(grad)
    """

    __slots__ = ()

    def apply(ctx, grads):
        grad = grads[0]
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = zeros_like(grad)
        return grad_inputs


class SinBackward0(Node):
    """sin(Tensor self) -> Tensor

    derivatives.yaml:487
        self: grad * cos(self).conj()
    """

    __slots__ = ("_raw_saved_self",)
    _saved_tensor_slots = ("_raw_saved_self",)
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad * ops.cos(self).conj()
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        complex_grad = grad.dtype.kind == "c"
        self = saved_array(ctx._raw_saved_self, ctx, grad)
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad * (np.cos(self).conjugate() if complex_grad else np.cos(self))
        return grad_inputs


class CosBackward0(Node):
    """cos(Tensor self) -> Tensor

    derivatives.yaml:493
        self: grad * -sin(self).conj()
    """

    __slots__ = ("_raw_saved_self",)
    _saved_tensor_slots = ("_raw_saved_self",)
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad * -ops.sin(self).conj()
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        complex_grad = grad.dtype.kind == "c"
        self = saved_array(ctx._raw_saved_self, ctx, grad)
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad * -(np.sin(self).conjugate() if complex_grad else np.sin(self))
        return grad_inputs


class TanhBackward0(Node):
    """tanh(Tensor self) -> Tensor

    derivatives.yaml:499
        self: grad * (1 - result * result).conj()
    """

    __slots__ = ("_raw_saved_result",)
    _saved_tensor_slots = ("_raw_saved_result",)
    _saved_result = saved_tensor("_raw_saved_result")

    def apply(ctx, grads):
        grad = grads[0]
        result = ctx._saved_result
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad * (1 - result * result).conj()
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        complex_grad = grad.dtype.kind == "c"
        result = saved_array(ctx._raw_saved_result, ctx, grad)
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad * ((1 - result * result).conjugate() if complex_grad else 1 - result * result)
        return grad_inputs


class SigmoidBackward0(Node):
    """sigmoid(Tensor self) -> Tensor

    derivatives.yaml:505
        self: grad * (result * (1 - result)).conj()
    """

    __slots__ = ("_raw_saved_result",)
    _saved_tensor_slots = ("_raw_saved_result",)
    _saved_result = saved_tensor("_raw_saved_result")

    def apply(ctx, grads):
        grad = grads[0]
        result = ctx._saved_result
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad * (result * (1 - result)).conj()
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        complex_grad = grad.dtype.kind == "c"
        result = saved_array(ctx._raw_saved_result, ctx, grad)
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad * ((result * (1 - result)).conjugate() if complex_grad else result * (1 - result))
        return grad_inputs


class ReluBackward0(Node):
    """relu(Tensor self) -> Tensor

    derivatives.yaml:512
        self: threshold_backward(grad, result, 0)
    """

    __slots__ = ("_raw_saved_result",)
    _saved_tensor_slots = ("_raw_saved_result",)
    _saved_result = saved_tensor("_raw_saved_result")

    def apply(ctx, grads):
        grad = grads[0]
        result = ctx._saved_result
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = ops.threshold_backward(grad, result, 0)
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        result = saved_array(ctx._raw_saved_result, ctx, grad)
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = activation_kernels.threshold_backward(grad, result, 0)
        return grad_inputs


class ThresholdBackwardBackward0(Node):
    """threshold_backward(Tensor grad_output, Tensor self, Scalar threshold) -> Tensor

    derivatives.yaml:520
        grad_output: threshold_backward(grad, self, threshold)
        self: zeros_like(grad)
    """

    __slots__ = ("_raw_saved_self", "_saved_threshold")
    _saved_tensor_slots = ("_raw_saved_self",)
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        threshold = ctx._saved_threshold
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = ops.threshold_backward(grad, self, threshold)
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = zeros_like(grad)
        return grad_inputs


class ClampBackward0(Node):
    """clamp.Tensor(Tensor self, Tensor? min=None, Tensor? max=None) -> Tensor

    derivatives.yaml:530
        self: clamp_backward(grad, self, min, max)
        min, max: clamp_min_max_backward(grad, self, min, max, grad_input_mask)
    """

    __slots__ = ("_raw_saved_max", "_raw_saved_min", "_raw_saved_self")
    _saved_tensor_slots = ("_raw_saved_max", "_raw_saved_min", "_raw_saved_self")
    _saved_max = saved_tensor("_raw_saved_max")
    _saved_min = saved_tensor("_raw_saved_min")
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        max = ctx._saved_max
        min = ctx._saved_min
        self = ctx._saved_self
        grad_inputs = [None] * 3
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = clamp_backward(grad, self, min, max)
        grad_input_mask = (ctx.next_functions[1][0] is not None, ctx.next_functions[2][0] is not None)
        if any(grad_input_mask):
            grad_inputs[1], grad_inputs[2] = clamp_min_max_backward(grad, self, min, max, grad_input_mask)
        return grad_inputs


class ClampBackward1(Node):
    """clamp(Tensor self, Scalar? min=None, Scalar? max=None) -> Tensor

    derivatives.yaml:541
        self: clamp_backward(grad, self, min, max)
    """

    __slots__ = ("_raw_saved_self", "_saved_min", "_saved_max")
    _saved_tensor_slots = ("_raw_saved_self",)
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        min = ctx._saved_min
        max = ctx._saved_max
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = clamp_backward(grad, self, min, max)
        return grad_inputs


class Exp2Backward0(Node):
    """exp2(Tensor self) -> Tensor

    derivatives.yaml:550
        self: grad * result.conj() * math.log(2.0)
    """

    __slots__ = ("_raw_saved_result",)
    _saved_tensor_slots = ("_raw_saved_result",)
    _saved_result = saved_tensor("_raw_saved_result")

    def apply(ctx, grads):
        grad = grads[0]
        result = ctx._saved_result
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad * result.conj() * math.log(2.0)
        return grad_inputs


class Expm1Backward0(Node):
    """expm1(Tensor self) -> Tensor

    derivatives.yaml:556
        self: grad * (result.conj() + 1)
    """

    __slots__ = ("_raw_saved_result",)
    _saved_tensor_slots = ("_raw_saved_result",)
    _saved_result = saved_tensor("_raw_saved_result")

    def apply(ctx, grads):
        grad = grads[0]
        result = ctx._saved_result
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad * (result.conj() + 1)
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        complex_grad = grad.dtype.kind == "c"
        result = saved_array(ctx._raw_saved_result, ctx, grad)
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad * ((result.conjugate() if complex_grad else result) + 1)
        return grad_inputs


class Log2Backward0(Node):
    """log2(Tensor self) -> Tensor

    derivatives.yaml:562
        self: grad / (self.conj() * math.log(2.0))
    """

    __slots__ = ("_raw_saved_self",)
    _saved_tensor_slots = ("_raw_saved_self",)
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad / (self.conj() * math.log(2.0))
        return grad_inputs


class Log10Backward0(Node):
    """log10(Tensor self) -> Tensor

    derivatives.yaml:569
        self: grad / (self.conj() * math.log(10.0))
    """

    __slots__ = ("_raw_saved_self",)
    _saved_tensor_slots = ("_raw_saved_self",)
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad / (self.conj() * math.log(10.0))
        return grad_inputs


class Log1PBackward0(Node):
    """log1p(Tensor self) -> Tensor

    derivatives.yaml:576
        self: grad / (self.conj() + 1)
    """

    __slots__ = ("_raw_saved_self",)
    _saved_tensor_slots = ("_raw_saved_self",)
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad / (self.conj() + 1)
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        complex_grad = grad.dtype.kind == "c"
        self = saved_array(ctx._raw_saved_self, ctx, grad)
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad / ((self.conjugate() if complex_grad else self) + 1)
        return grad_inputs


class RsqrtBackward0(Node):
    """rsqrt(Tensor self) -> Tensor

    derivatives.yaml:583
        self: -0.5 * grad * (result * result * result).conj()
    """

    __slots__ = ("_raw_saved_result",)
    _saved_tensor_slots = ("_raw_saved_result",)
    _saved_result = saved_tensor("_raw_saved_result")

    def apply(ctx, grads):
        grad = grads[0]
        result = ctx._saved_result
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = -0.5 * grad * (result * result * result).conj()
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        complex_grad = grad.dtype.kind == "c"
        result = saved_array(ctx._raw_saved_result, ctx, grad)
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = -0.5 * grad * ((result * result * result).conjugate() if complex_grad
                                            else result * result * result)
        return grad_inputs


class TanBackward0(Node):
    """tan(Tensor self) -> Tensor

    derivatives.yaml:590
        self: grad * (1 + result * result).conj()
    """

    __slots__ = ("_raw_saved_result",)
    _saved_tensor_slots = ("_raw_saved_result",)
    _saved_result = saved_tensor("_raw_saved_result")

    def apply(ctx, grads):
        grad = grads[0]
        result = ctx._saved_result
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad * (1 + result * result).conj()
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        complex_grad = grad.dtype.kind == "c"
        result = saved_array(ctx._raw_saved_result, ctx, grad)
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad * ((1 + result * result).conjugate() if complex_grad else 1 + result * result)
        return grad_inputs


class AsinBackward0(Node):
    """asin(Tensor self) -> Tensor

    derivatives.yaml:597
        self: grad * rsqrt(-self * self + 1).conj()
    """

    __slots__ = ("_raw_saved_self",)
    _saved_tensor_slots = ("_raw_saved_self",)
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad * ops.rsqrt(-self * self + 1).conj()
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        complex_grad = grad.dtype.kind == "c"
        self = saved_array(ctx._raw_saved_self, ctx, grad)
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad * (np.reciprocal(np.sqrt(pointwise_kernels.floating(-self * self + 1))).conjugate()
                                     if complex_grad
                                     else np.reciprocal(np.sqrt(pointwise_kernels.floating(-self * self + 1))))
        return grad_inputs


class AcosBackward0(Node):
    """acos(Tensor self) -> Tensor

    derivatives.yaml:605
        self: grad * -rsqrt(-self * self + 1).conj()
    """

    __slots__ = ("_raw_saved_self",)
    _saved_tensor_slots = ("_raw_saved_self",)
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad * -ops.rsqrt(-self * self + 1).conj()
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        complex_grad = grad.dtype.kind == "c"
        self = saved_array(ctx._raw_saved_self, ctx, grad)
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad * -(np.reciprocal(np.sqrt(pointwise_kernels.floating(-self * self + 1))).conjugate()
                                      if complex_grad
                                      else np.reciprocal(np.sqrt(pointwise_kernels.floating(-self * self + 1))))
        return grad_inputs


class AtanBackward0(Node):
    """atan(Tensor self) -> Tensor

    derivatives.yaml:613
        self: grad / (self * self + 1).conj()
    """

    __slots__ = ("_raw_saved_self",)
    _saved_tensor_slots = ("_raw_saved_self",)
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad / (self * self + 1).conj()
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        complex_grad = grad.dtype.kind == "c"
        self = saved_array(ctx._raw_saved_self, ctx, grad)
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad / ((self * self + 1).conjugate() if complex_grad else self * self + 1)
        return grad_inputs


class SinhBackward0(Node):
    """sinh(Tensor self) -> Tensor

    derivatives.yaml:620
        self: grad * cosh(self).conj()
    """

    __slots__ = ("_raw_saved_self",)
    _saved_tensor_slots = ("_raw_saved_self",)
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad * ops.cosh(self).conj()
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        complex_grad = grad.dtype.kind == "c"
        self = saved_array(ctx._raw_saved_self, ctx, grad)
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad * (np.cosh(pointwise_kernels.floating(self)).conjugate() if complex_grad
                                     else np.cosh(pointwise_kernels.floating(self)))
        return grad_inputs


class CoshBackward0(Node):
    """cosh(Tensor self) -> Tensor

    derivatives.yaml:626
        self: grad * sinh(self).conj()
    """

    __slots__ = ("_raw_saved_self",)
    _saved_tensor_slots = ("_raw_saved_self",)
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad * ops.sinh(self).conj()
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        complex_grad = grad.dtype.kind == "c"
        self = saved_array(ctx._raw_saved_self, ctx, grad)
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad * (np.sinh(pointwise_kernels.floating(self)).conjugate() if complex_grad
                                     else np.sinh(pointwise_kernels.floating(self)))
        return grad_inputs


class AsinhBackward0(Node):
    """asinh(Tensor self) -> Tensor

    derivatives.yaml:632
        self: grad * rsqrt(self * self + 1).conj()
    """

    __slots__ = ("_raw_saved_self",)
    _saved_tensor_slots = ("_raw_saved_self",)
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad * ops.rsqrt(self * self + 1).conj()
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        complex_grad = grad.dtype.kind == "c"
        self = saved_array(ctx._raw_saved_self, ctx, grad)
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad * (np.reciprocal(np.sqrt(pointwise_kernels.floating(self * self + 1))).conjugate()
                                     if complex_grad
                                     else np.reciprocal(np.sqrt(pointwise_kernels.floating(self * self + 1))))
        return grad_inputs


class AcoshBackward0(Node):
    """acosh(Tensor self) -> Tensor

    derivatives.yaml:638
        self: acosh_backward(grad, self)
    """

    __slots__ = ("_raw_saved_self",)
    _saved_tensor_slots = ("_raw_saved_self",)
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = acosh_backward(grad, self)
        return grad_inputs


class AtanhBackward0(Node):
    """atanh(Tensor self) -> Tensor

    derivatives.yaml:645
        self: grad / (1 - self * self).conj()
    """

    __slots__ = ("_raw_saved_self",)
    _saved_tensor_slots = ("_raw_saved_self",)
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad / (1 - self * self).conj()
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        complex_grad = grad.dtype.kind == "c"
        self = saved_array(ctx._raw_saved_self, ctx, grad)
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad / ((1 - self * self).conjugate() if complex_grad else 1 - self * self)
        return grad_inputs


class ErfBackward0(Node):
    """erf(Tensor self) -> Tensor

    derivatives.yaml:652
        self: grad * (2.0 / math.sqrt(math.pi)) * exp(-self * self)
    """

    __slots__ = ("_raw_saved_self",)
    _saved_tensor_slots = ("_raw_saved_self",)
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad * (2.0 / math.sqrt(math.pi)) * ops.exp(-self * self)
        return grad_inputs


class ErfcBackward0(Node):
    """erfc(Tensor self) -> Tensor

    derivatives.yaml:659
        self: grad * (-2.0 / math.sqrt(math.pi)) * exp(-self * self)
    """

    __slots__ = ("_raw_saved_self",)
    _saved_tensor_slots = ("_raw_saved_self",)
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad * (-2.0 / math.sqrt(math.pi)) * ops.exp(-self * self)
        return grad_inputs


class ErfinvBackward0(Node):
    """erfinv(Tensor self) -> Tensor

    derivatives.yaml:666
        self: grad * (0.5 * math.sqrt(math.pi)) * exp(erfinv(self).pow(2))
    """

    __slots__ = ("_raw_saved_self",)
    _saved_tensor_slots = ("_raw_saved_self",)
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad * (0.5 * math.sqrt(math.pi)) * ops.exp(ops.erfinv(self).pow(2))
        return grad_inputs


class LgammaBackward0(Node):
    """lgamma(Tensor self) -> Tensor

    derivatives.yaml:675
        self: grad * digamma(self)
    """

    __slots__ = ("_raw_saved_self",)
    _saved_tensor_slots = ("_raw_saved_self",)
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad * ops.digamma(self)
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        self = saved_array(ctx._raw_saved_self, ctx, grad)
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad * pointwise_kernels.digamma(self)
        return grad_inputs


class DigammaBackward0(Node):
    """digamma(Tensor self) -> Tensor

    derivatives.yaml:683
        self: grad * polygamma(1, self)
    """

    __slots__ = ("_raw_saved_self",)
    _saved_tensor_slots = ("_raw_saved_self",)
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad * ops.polygamma(1, self)
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        self = saved_array(ctx._raw_saved_self, ctx, grad)
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad * pointwise_kernels.polygamma(1, self)
        return grad_inputs


class PolygammaBackward0(Node):
    """polygamma(int n, Tensor self) -> Tensor

    derivatives.yaml:691
        self: grad * polygamma(n + 1, self)
    """

    __slots__ = ("_saved_n", "_raw_saved_self")
    _saved_tensor_slots = ("_raw_saved_self",)
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        n = ctx._saved_n
        self = ctx._saved_self
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad * ops.polygamma(n + 1, self)
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        n = ctx._saved_n
        self = saved_array(ctx._raw_saved_self, ctx, grad)
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad * pointwise_kernels.polygamma(n + 1, self)
        return grad_inputs


class I0Backward0(Node):
    """i0(Tensor self) -> Tensor

    derivatives.yaml:699
        self: grad * special_i1(self)
    """

    __slots__ = ("_raw_saved_self",)
    _saved_tensor_slots = ("_raw_saved_self",)
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad * ops.special_i1(self)
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        self = saved_array(ctx._raw_saved_self, ctx, grad)
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad * special_kernels.i1(self)
        return grad_inputs


class SincBackward0(Node):
    """sinc(Tensor self) -> Tensor

    derivatives.yaml:706
        self: sinc_backward(grad, self)
    """

    __slots__ = ("_raw_saved_self",)
    _saved_tensor_slots = ("_raw_saved_self",)
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = sinc_backward(grad, self)
        return grad_inputs


class LogitBackward0(Node):
    """logit(Tensor self, float? eps=None) -> Tensor

    derivatives.yaml:713
        self: logit_backward(grad, self, eps)
    """

    __slots__ = ("_raw_saved_self", "_saved_eps")
    _saved_tensor_slots = ("_raw_saved_self",)
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        eps = ctx._saved_eps
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = logit_backward(grad, self, eps)
        return grad_inputs


class MvlgammaBackward0(Node):
    """mvlgamma(Tensor self, int p) -> Tensor

    derivatives.yaml:721
        self: mvlgamma_backward(grad, self, p)
    """

    __slots__ = ("_raw_saved_self", "_saved_p")
    _saved_tensor_slots = ("_raw_saved_self",)
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        p = ctx._saved_p
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = mvlgamma_backward(grad, self, p)
        return grad_inputs


class IgammaBackward0(Node):
    """igamma(Tensor self, Tensor other) -> Tensor

    derivatives.yaml:731
        self: not_implemented(grad, "igamma: input")
        other: grad * exp((self - 1) * log(other) - other - lgamma(self))
    """

    __slots__ = ("_raw_saved_other", "_raw_saved_self")
    _saved_tensor_slots = ("_raw_saved_other", "_raw_saved_self")
    _saved_other = saved_tensor("_raw_saved_other")
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        other = ctx._saved_other
        self = ctx._saved_self
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = not_implemented(grad, 'igamma: input')
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = grad * ops.exp((self - 1) * ops.log(other) - other - ops.lgamma(self))
        return grad_inputs


class IgammacBackward0(Node):
    """igammac(Tensor self, Tensor other) -> Tensor

    derivatives.yaml:740
        self: not_implemented(grad, "igammac: input")
        other: -grad * exp((self - 1) * log(other) - other - lgamma(self))
    """

    __slots__ = ("_raw_saved_other", "_raw_saved_self")
    _saved_tensor_slots = ("_raw_saved_other", "_raw_saved_self")
    _saved_other = saved_tensor("_raw_saved_other")
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        other = ctx._saved_other
        self = ctx._saved_self
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = not_implemented(grad, 'igammac: input')
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = -grad * ops.exp((self - 1) * ops.log(other) - other - ops.lgamma(self))
        return grad_inputs


class SpecialNdtriBackward0(Node):
    """special_ndtri(Tensor self) -> Tensor

    derivatives.yaml:758
        self: grad * math.sqrt(2 * math.pi) * (result * result / 2).exp()
    """

    __slots__ = ("_raw_saved_result",)
    _saved_tensor_slots = ("_raw_saved_result",)
    _saved_result = saved_tensor("_raw_saved_result")

    def apply(ctx, grads):
        grad = grads[0]
        result = ctx._saved_result
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad * math.sqrt(2 * math.pi) * (result * result / 2).exp()
        return grad_inputs


class SpecialLogNdtrBackward0(Node):
    """special_log_ndtr(Tensor self) -> Tensor

    derivatives.yaml:767
        self: grad / math.sqrt(2 * math.pi) * (-(result + self * self / 2)).exp()
    """

    __slots__ = ("_raw_saved_self", "_raw_saved_result")
    _saved_tensor_slots = ("_raw_saved_self", "_raw_saved_result")
    _saved_self = saved_tensor("_raw_saved_self")
    _saved_result = saved_tensor("_raw_saved_result")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        result = ctx._saved_result
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad / math.sqrt(2 * math.pi) * (-(result + self * self / 2)).exp()
        return grad_inputs


class SpecialErfcxBackward0(Node):
    """special_erfcx(Tensor self) -> Tensor

    derivatives.yaml:775
        self: (2.0 * self * result - 2.0 / math.sqrt(math.pi)) * grad
    """

    __slots__ = ("_raw_saved_self", "_raw_saved_result")
    _saved_tensor_slots = ("_raw_saved_self", "_raw_saved_result")
    _saved_self = saved_tensor("_raw_saved_self")
    _saved_result = saved_tensor("_raw_saved_result")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        result = ctx._saved_result
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = (2.0 * self * result - 2.0 / math.sqrt(math.pi)) * grad
        return grad_inputs


class SpecialI0EBackward0(Node):
    """special_i0e(Tensor self) -> Tensor

    derivatives.yaml:783
        self: grad * (special_i1e(self) - self.sign() * result)
    """

    __slots__ = ("_raw_saved_self", "_raw_saved_result")
    _saved_tensor_slots = ("_raw_saved_self", "_raw_saved_result")
    _saved_self = saved_tensor("_raw_saved_self")
    _saved_result = saved_tensor("_raw_saved_result")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        result = ctx._saved_result
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad * (ops.special_i1e(self) - self.sign() * result)
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        self = saved_array(ctx._raw_saved_self, ctx, grad)
        result = saved_array(ctx._raw_saved_result, ctx, grad)
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad * (special_kernels.i1e(self) - pointwise_kernels.sign(self) * result)
        return grad_inputs


class SpecialI1Backward0(Node):
    """special_i1(Tensor self) -> Tensor

    derivatives.yaml:792
        self: i1_backward(grad, self, result)
    """

    __slots__ = ("_raw_saved_self", "_raw_saved_result")
    _saved_tensor_slots = ("_raw_saved_self", "_raw_saved_result")
    _saved_self = saved_tensor("_raw_saved_self")
    _saved_result = saved_tensor("_raw_saved_result")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        result = ctx._saved_result
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = i1_backward(grad, self, result)
        return grad_inputs


class SpecialI1EBackward0(Node):
    """special_i1e(Tensor self) -> Tensor

    derivatives.yaml:800
        self: i1e_backward(grad, self, result)
    """

    __slots__ = ("_raw_saved_self", "_raw_saved_result")
    _saved_tensor_slots = ("_raw_saved_self", "_raw_saved_result")
    _saved_self = saved_tensor("_raw_saved_self")
    _saved_result = saved_tensor("_raw_saved_result")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        result = ctx._saved_result
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = i1e_backward(grad, self, result)
        return grad_inputs


class SpecialEntrBackward0(Node):
    """special_entr(Tensor self) -> Tensor

    derivatives.yaml:809
        self: grad * -(1 + self.log())
    """

    __slots__ = ("_raw_saved_self",)
    _saved_tensor_slots = ("_raw_saved_self",)
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad * -(1 + self.log())
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        self = saved_array(ctx._raw_saved_self, ctx, grad)
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad * -(1 + np.log(self))
        return grad_inputs


class SpecialXlog1PyBackward0(Node):
    """special_xlog1py(Tensor self, Tensor other) -> Tensor

    derivatives.yaml:818
        self: special_xlog1py(grad, other).masked_fill((self == 0.0) & (other <= -1.0), 0.0)
        other: grad * self / (other + 1)
    """

    __slots__ = ("_raw_saved_other", "_raw_saved_self")
    _saved_tensor_slots = ("_raw_saved_other", "_raw_saved_self")
    _saved_other = saved_tensor("_raw_saved_other")
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        other = ctx._saved_other
        self = ctx._saved_self
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = ops.special_xlog1py(grad, other).masked_fill((self == 0.0) & (other <= -1.0), 0.0)
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = grad * self / (other + 1)
        return grad_inputs


class SpecialXlog1PyBackward1(Node):
    """special_xlog1py.self_scalar(Scalar self, Tensor other) -> Tensor

    derivatives.yaml:828
        other: grad * self / (other + 1)
    """

    __slots__ = ("_saved_self", "_raw_saved_other")
    _saved_tensor_slots = ("_raw_saved_other",)
    _saved_other = saved_tensor("_raw_saved_other")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        other = ctx._saved_other
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad * self / (other + 1)
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        other = saved_array(ctx._raw_saved_other, ctx, grad)
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad * self / (other + 1)
        return grad_inputs


class SpecialXlog1PyBackward2(Node):
    """special_xlog1py.other_scalar(Tensor self, Scalar other) -> Tensor

    derivatives.yaml:837
        self: xlog1py_scalar_backward(grad, self, other)
    """

    __slots__ = ("_raw_saved_self", "_saved_other")
    _saved_tensor_slots = ("_raw_saved_self",)
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        other = ctx._saved_other
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = xlog1py_scalar_backward(grad, self, other)
        return grad_inputs


class SpecialZetaBackward0(Node):
    """special_zeta(Tensor self, Tensor other) -> Tensor

    derivatives.yaml:848
        self: not_implemented(grad, "zeta")
        other: grad * -self * special_zeta(self + 1.0, other)
    """

    __slots__ = ("_raw_saved_other", "_raw_saved_self")
    _saved_tensor_slots = ("_raw_saved_other", "_raw_saved_self")
    _saved_other = saved_tensor("_raw_saved_other")
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        other = ctx._saved_other
        self = ctx._saved_self
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = not_implemented(grad, 'zeta')
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = grad * -self * ops.special_zeta(self + 1.0, other)
        return grad_inputs


class SpecialZetaBackward1(Node):
    """special_zeta.self_scalar(Scalar self, Tensor other) -> Tensor

    derivatives.yaml:857
        other: grad * -self * special_zeta(self + 1.0, other)
    """

    __slots__ = ("_saved_self", "_raw_saved_other")
    _saved_tensor_slots = ("_raw_saved_other",)
    _saved_other = saved_tensor("_raw_saved_other")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        other = ctx._saved_other
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad * -self * ops.special_zeta(self + 1.0, other)
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        other = saved_array(ctx._raw_saved_other, ctx, grad)
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad * -self * special_kernels.zeta(self + 1.0, other)
        return grad_inputs


class SpecialZetaBackward2(Node):
    """special_zeta.other_scalar(Tensor self, Scalar other) -> Tensor

    derivatives.yaml:865
        self: not_implemented(grad, "zeta")
    """

    __slots__ = ()

    def apply(ctx, grads):
        grad = grads[0]
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = not_implemented(grad, 'zeta')
        return grad_inputs


class FloorBackward0(Node):
    """floor(Tensor self) -> Tensor

    derivatives.yaml:1259
        self: zeros_like(grad)
    """

    __slots__ = ()

    def apply(ctx, grads):
        grad = grads[0]
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = zeros_like(grad)
        return grad_inputs


class CeilBackward0(Node):
    """ceil(Tensor self) -> Tensor

    derivatives.yaml:1266
        self: zeros_like(grad)
    """

    __slots__ = ()

    def apply(ctx, grads):
        grad = grads[0]
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = zeros_like(grad)
        return grad_inputs


class RoundBackward0(Node):
    """round(Tensor self) -> Tensor

    derivatives.yaml:1273
        self: zeros_like(grad)
    """

    __slots__ = ()

    def apply(ctx, grads):
        grad = grads[0]
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = zeros_like(grad)
        return grad_inputs


class RoundBackward1(Node):
    """round.decimals(Tensor self, *, int decimals) -> Tensor

    derivatives.yaml:1280
        self: zeros_like(grad)
    """

    __slots__ = ()

    def apply(ctx, grads):
        grad = grads[0]
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = zeros_like(grad)
        return grad_inputs


class TruncBackward0(Node):
    """trunc(Tensor self) -> Tensor

    derivatives.yaml:1287
        self: zeros_like(grad)
    """

    __slots__ = ()

    def apply(ctx, grads):
        grad = grads[0]
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = zeros_like(grad)
        return grad_inputs


class FracBackward0(Node):
    """frac(Tensor self) -> Tensor

    derivatives.yaml:1295
        self: grad
    """

    __slots__ = ()

    def apply(ctx, grads):
        grad = grads[0]
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad
        return grad_inputs


class ClampMinBackward0(Node):
    """clamp_min(Tensor self, Scalar min) -> Tensor

    derivatives.yaml:1303
        self: where(self >= min, grad, 0.0)
    """

    __slots__ = ("_raw_saved_self", "_saved_min")
    _saved_tensor_slots = ("_raw_saved_self",)
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        min = ctx._saved_min
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = ops.where(self >= min, grad, 0.0)
        return grad_inputs


class ClampMinBackward1(Node):
    """clamp_min.Tensor(Tensor self, Tensor min) -> Tensor

    derivatives.yaml:1311
        self: where(self >= min, grad, 0.0)
        min: where(self < min, grad, 0.0)
    """

    __slots__ = ("_raw_saved_min", "_raw_saved_self")
    _saved_tensor_slots = ("_raw_saved_min", "_raw_saved_self")
    _saved_min = saved_tensor("_raw_saved_min")
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        min = ctx._saved_min
        self = ctx._saved_self
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = ops.where(self >= min, grad, 0.0)
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = ops.where(self < min, grad, 0.0)
        return grad_inputs


class ClampMaxBackward0(Node):
    """clamp_max(Tensor self, Scalar max) -> Tensor

    derivatives.yaml:1319
        self: where(self <= max, grad, 0.0)
    """

    __slots__ = ("_raw_saved_self", "_saved_max")
    _saved_tensor_slots = ("_raw_saved_self",)
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        max = ctx._saved_max
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = ops.where(self <= max, grad, 0.0)
        return grad_inputs


class ClampMaxBackward1(Node):
    """clamp_max.Tensor(Tensor self, Tensor max) -> Tensor

    derivatives.yaml:1327
        self: where(self <= max, grad, 0.0)
        max: where(self > max, grad, 0.0)
    """

    __slots__ = ("_raw_saved_max", "_raw_saved_self")
    _saved_tensor_slots = ("_raw_saved_max", "_raw_saved_self")
    _saved_max = saved_tensor("_raw_saved_max")
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        max = ctx._saved_max
        self = ctx._saved_self
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = ops.where(self <= max, grad, 0.0)
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = ops.where(self > max, grad, 0.0)
        return grad_inputs


class NanToNumBackward0(Node):
    """nan_to_num(Tensor self, float? nan=None, float? posinf=None, float? neginf=None) -> Tensor

    derivatives.yaml:1335
        self: grad * finite_mask(self)
    """

    __slots__ = ("_raw_saved_self",)
    _saved_tensor_slots = ("_raw_saved_self",)
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad * finite_mask(self)
        return grad_inputs


class HardtanhBackward0(Node):
    """hardtanh(Tensor self, Scalar min_val=-1, Scalar max_val=1) -> Tensor

    derivatives.yaml:1347
        self: hardtanh_backward(grad, self, min_val, max_val)
    """

    __slots__ = ("_raw_saved_self", "_saved_min_val", "_saved_max_val")
    _saved_tensor_slots = ("_raw_saved_self",)
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        min_val = ctx._saved_min_val
        max_val = ctx._saved_max_val
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = ops.hardtanh_backward(grad, self, min_val, max_val)
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        self = saved_array(ctx._raw_saved_self, ctx, grad)
        min_val = ctx._saved_min_val
        max_val = ctx._saved_max_val
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = activation_kernels.hardtanh_backward(grad, self, min_val, max_val)
        return grad_inputs


class HardtanhBackwardBackward0(Node):
    """hardtanh_backward(Tensor grad_output, Tensor self, Scalar min_val, Scalar max_val) -> Tensor

    derivatives.yaml:1361
        grad_output: hardtanh_backward(grad, self, min_val, max_val)
        self: zeros_like(grad)
    """

    __slots__ = ("_raw_saved_self", "_saved_min_val", "_saved_max_val")
    _saved_tensor_slots = ("_raw_saved_self",)
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        min_val = ctx._saved_min_val
        max_val = ctx._saved_max_val
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = ops.hardtanh_backward(grad, self, min_val, max_val)
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = zeros_like(grad)
        return grad_inputs


class LeakyReluBackwardBackward0(Node):
    """leaky_relu_backward(Tensor grad_output, Tensor self, Scalar negative_slope, bool self_is_result) -> Tensor

    derivatives.yaml:1371
        grad_output: leaky_relu_backward(grad, self, negative_slope, self_is_result)
        self: zeros_like(grad)
    """

    __slots__ = ("_raw_saved_self", "_saved_negative_slope", "_saved_self_is_result")
    _saved_tensor_slots = ("_raw_saved_self",)
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        negative_slope = ctx._saved_negative_slope
        self_is_result = ctx._saved_self_is_result
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = ops.leaky_relu_backward(grad, self, negative_slope, self_is_result)
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = zeros_like(grad)
        return grad_inputs


class LeakyReluBackward0(Node):
    """leaky_relu(Tensor self, Scalar negative_slope=0.01) -> Tensor

    derivatives.yaml:1396
        self: leaky_relu_backward(grad, self, negative_slope, False)
    """

    __slots__ = ("_raw_saved_self", "_saved_negative_slope")
    _saved_tensor_slots = ("_raw_saved_self",)
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        negative_slope = ctx._saved_negative_slope
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = ops.leaky_relu_backward(grad, self, negative_slope, False)
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        self = saved_array(ctx._raw_saved_self, ctx, grad)
        negative_slope = ctx._saved_negative_slope
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = activation_kernels.leaky_relu_backward(grad, self, negative_slope, False)
        return grad_inputs


class EluBackward0(Node):
    """elu(Tensor self, Scalar alpha=1, Scalar scale=1, Scalar input_scale=1) -> Tensor

    derivatives.yaml:1405
        self: elu_backward(grad, self, alpha, scale, input_scale)
    """

    __slots__ = ("_raw_saved_self", "_saved_alpha", "_saved_scale", "_saved_input_scale")
    _saved_tensor_slots = ("_raw_saved_self",)
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        alpha = ctx._saved_alpha
        scale = ctx._saved_scale
        input_scale = ctx._saved_input_scale
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = elu_backward(grad, self, alpha, scale, input_scale)
        return grad_inputs


class CeluBackward0(Node):
    """celu(Tensor self, Scalar alpha=1.0) -> Tensor

    derivatives.yaml:1414
        self: elu_backward(grad, self, alpha, 1.0, celu_input_scale(alpha))
    """

    __slots__ = ("_raw_saved_self", "_saved_alpha")
    _saved_tensor_slots = ("_raw_saved_self",)
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        alpha = ctx._saved_alpha
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = elu_backward(grad, self, alpha, 1.0, celu_input_scale(alpha))
        return grad_inputs


class GeluBackward0(Node):
    """gelu(Tensor input, *, str approximate="none") -> Tensor

    derivatives.yaml:1424
        input: gelu_backward(grad, input, approximate)
    """

    __slots__ = ("_raw_saved_input", "_saved_approximate")
    _saved_tensor_slots = ("_raw_saved_input",)
    _saved_input = saved_tensor("_raw_saved_input")

    def apply(ctx, grads):
        grad = grads[0]
        input = ctx._saved_input
        approximate = ctx._saved_approximate
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = gelu_backward(grad, input, approximate)
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        input = saved_array(ctx._raw_saved_input, ctx, grad)
        approximate = ctx._saved_approximate
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = array_backward.gelu_backward(grad, input, approximate)
        return grad_inputs


class SiluBackward0(Node):
    """silu(Tensor self) -> Tensor

    derivatives.yaml:1434
        self: silu_backward(grad, self)
    """

    __slots__ = ("_raw_saved_self",)
    _saved_tensor_slots = ("_raw_saved_self",)
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = silu_backward(grad, self)
        return grad_inputs


class MishBackward0(Node):
    """mish(Tensor self) -> Tensor

    derivatives.yaml:1444
        self: mish_backward(grad, self)
    """

    __slots__ = ("_raw_saved_self",)
    _saved_tensor_slots = ("_raw_saved_self",)
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = mish_backward(grad, self)
        return grad_inputs


class SoftplusBackward0(Node):
    """softplus(Tensor input, Scalar beta=1, Scalar threshold=20) -> Tensor

    derivatives.yaml:1454
        input: where(input * beta > threshold, grad, grad * sigmoid(input * beta))
    """

    __slots__ = ("_raw_saved_input", "_saved_beta", "_saved_threshold")
    _saved_tensor_slots = ("_raw_saved_input",)
    _saved_input = saved_tensor("_raw_saved_input")

    def apply(ctx, grads):
        grad = grads[0]
        input = ctx._saved_input
        beta = ctx._saved_beta
        threshold = ctx._saved_threshold
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = ops.where(input * beta > threshold, grad, grad * ops.sigmoid(input * beta))
        return grad_inputs


class HardsigmoidBackward0(Node):
    """hardsigmoid(Tensor self) -> Tensor

    derivatives.yaml:1470
        self: hardsigmoid_backward(grad, self)
    """

    __slots__ = ("_raw_saved_self",)
    _saved_tensor_slots = ("_raw_saved_self",)
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = ops.hardsigmoid_backward(grad, self)
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        self = saved_array(ctx._raw_saved_self, ctx, grad)
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = activation_kernels.hardsigmoid_backward(grad, self)
        return grad_inputs


class HardswishBackward0(Node):
    """hardswish(Tensor self) -> Tensor

    derivatives.yaml:1480
        self: hardswish_backward(grad, self)
    """

    __slots__ = ("_raw_saved_self",)
    _saved_tensor_slots = ("_raw_saved_self",)
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = hardswish_backward(grad, self)
        return grad_inputs


class LogSigmoidBackward0(Node):
    """log_sigmoid(Tensor self) -> Tensor

    derivatives.yaml:1490
        self: grad * sigmoid(-self)
    """

    __slots__ = ("_raw_saved_self",)
    _saved_tensor_slots = ("_raw_saved_self",)
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad * ops.sigmoid(-self)
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        self = saved_array(ctx._raw_saved_self, ctx, grad)
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad * activation_kernels.sigmoid(-self)
        return grad_inputs


class SumBackward0(Node):
    """sum(Tensor self, *, ScalarType? dtype=None) -> Tensor

    derivatives.yaml:1598
        self: grad.expand(self.shape)
    """

    __slots__ = ("_saved_self_sym_sizes",)

    def apply(ctx, grads):
        grad = grads[0]
        self_sym_sizes = ctx._saved_self_sym_sizes
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad.expand(self_sym_sizes)
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        self_sym_sizes = ctx._saved_self_sym_sizes
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = kernels.expand(grad, self_sym_sizes)
        return grad_inputs


class SumBackward1(Node):
    """sum.dim_IntList(Tensor self, int[1]? dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor

    derivatives.yaml:1605
        self: sum_backward(grad, self.shape, dim, keepdim)
    """

    __slots__ = ("_saved_self_sym_sizes", "_saved_dim", "_saved_keepdim")

    def apply(ctx, grads):
        grad = grads[0]
        self_sym_sizes = ctx._saved_self_sym_sizes
        dim = ctx._saved_dim
        keepdim = ctx._saved_keepdim
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = sum_backward(grad, self_sym_sizes, dim, keepdim)
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        self_sym_sizes = ctx._saved_self_sym_sizes
        dim = ctx._saved_dim
        keepdim = ctx._saved_keepdim
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = array_backward.sum_backward(grad, self_sym_sizes, dim, keepdim)
        return grad_inputs


class MeanBackward0(Node):
    """mean(Tensor self, *, ScalarType? dtype=None) -> Tensor

    derivatives.yaml:1612
        self: mean_backward(grad, self.shape, None, False)
    """

    __slots__ = ("_saved_self_sym_sizes",)

    def apply(ctx, grads):
        grad = grads[0]
        self_sym_sizes = ctx._saved_self_sym_sizes
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = mean_backward(grad, self_sym_sizes, None, False)
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        self_sym_sizes = ctx._saved_self_sym_sizes
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = array_backward.mean_backward(grad, self_sym_sizes, None, False)
        return grad_inputs


class MeanBackward1(Node):
    """mean.dim(Tensor self, int[1]? dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor

    derivatives.yaml:1618
        self: mean_backward(grad, self.shape, dim, keepdim)
    """

    __slots__ = ("_saved_self_sym_sizes", "_saved_dim", "_saved_keepdim")

    def apply(ctx, grads):
        grad = grads[0]
        self_sym_sizes = ctx._saved_self_sym_sizes
        dim = ctx._saved_dim
        keepdim = ctx._saved_keepdim
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = mean_backward(grad, self_sym_sizes, dim, keepdim)
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        self_sym_sizes = ctx._saved_self_sym_sizes
        dim = ctx._saved_dim
        keepdim = ctx._saved_keepdim
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = array_backward.mean_backward(grad, self_sym_sizes, dim, keepdim)
        return grad_inputs


class VarBackward0(Node):
    """var(Tensor self, int[1]? dim=None, bool? unbiased=None, bool keepdim=False, *, Scalar? correction=None) -> Tensor

    derivatives.yaml:1625
        self: var_backward(grad, self, dim, unbiased, keepdim, correction)
    """

    __slots__ = ("_raw_saved_self", "_saved_dim", "_saved_unbiased", "_saved_keepdim", "_saved_correction")
    _saved_tensor_slots = ("_raw_saved_self",)
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        dim = ctx._saved_dim
        unbiased = ctx._saved_unbiased
        keepdim = ctx._saved_keepdim
        correction = ctx._saved_correction
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = var_backward(grad, self, dim, unbiased, keepdim, correction)
        return grad_inputs


class StdBackward0(Node):
    """std(Tensor self, int[1]? dim=None, bool? unbiased=None, bool keepdim=False, *, Scalar? correction=None) -> Tensor

    derivatives.yaml:1632
        self: std_backward(result, grad, self, dim, unbiased, keepdim, correction)
    """

    __slots__ = ("_raw_saved_self", "_saved_dim", "_saved_unbiased", "_saved_keepdim", "_saved_correction",
                 "_raw_saved_result")
    _saved_tensor_slots = ("_raw_saved_self", "_raw_saved_result")
    _saved_self = saved_tensor("_raw_saved_self")
    _saved_result = saved_tensor("_raw_saved_result")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        dim = ctx._saved_dim
        unbiased = ctx._saved_unbiased
        keepdim = ctx._saved_keepdim
        correction = ctx._saved_correction
        result = ctx._saved_result
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = std_backward(result, grad, self, dim, unbiased, keepdim, correction)
        return grad_inputs


class MaxBackward0(Node):
    """max.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)

    derivatives.yaml:1639
        self: value_selecting_reduction_backward(grads[0], dim, indices, self.shape, keepdim)
    """

    __slots__ = ("_saved_self_sym_sizes", "_saved_dim", "_saved_keepdim", "_raw_saved_indices")
    _saved_tensor_slots = ("_raw_saved_indices",)
    _saved_indices = saved_tensor("_raw_saved_indices")

    def apply(ctx, grads):
        self_sym_sizes = ctx._saved_self_sym_sizes
        dim = ctx._saved_dim
        keepdim = ctx._saved_keepdim
        indices = ctx._saved_indices
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = value_selecting_reduction_backward(grads[0], dim, indices, self_sym_sizes, keepdim)
        return grad_inputs


class MaxBackward1(Node):
    """max(Tensor self) -> Tensor

    derivatives.yaml:1648
        self: evenly_distribute_backward(grad, self, result)
    """

    __slots__ = ("_raw_saved_self", "_raw_saved_result")
    _saved_tensor_slots = ("_raw_saved_self", "_raw_saved_result")
    _saved_self = saved_tensor("_raw_saved_self")
    _saved_result = saved_tensor("_raw_saved_result")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        result = ctx._saved_result
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = evenly_distribute_backward(grad, self, result)
        return grad_inputs


class MinBackward0(Node):
    """min.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)

    derivatives.yaml:1660
        self: value_selecting_reduction_backward(grads[0], dim, indices, self.shape, keepdim)
    """

    __slots__ = ("_saved_self_sym_sizes", "_saved_dim", "_saved_keepdim", "_raw_saved_indices")
    _saved_tensor_slots = ("_raw_saved_indices",)
    _saved_indices = saved_tensor("_raw_saved_indices")

    def apply(ctx, grads):
        self_sym_sizes = ctx._saved_self_sym_sizes
        dim = ctx._saved_dim
        keepdim = ctx._saved_keepdim
        indices = ctx._saved_indices
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = value_selecting_reduction_backward(grads[0], dim, indices, self_sym_sizes, keepdim)
        return grad_inputs


class MinBackward1(Node):
    """min(Tensor self) -> Tensor

    derivatives.yaml:1669
        self: evenly_distribute_backward(grad, self, result)
    """

    __slots__ = ("_raw_saved_self", "_raw_saved_result")
    _saved_tensor_slots = ("_raw_saved_self", "_raw_saved_result")
    _saved_self = saved_tensor("_raw_saved_self")
    _saved_result = saved_tensor("_raw_saved_result")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        result = ctx._saved_result
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = evenly_distribute_backward(grad, self, result)
        return grad_inputs


class SoftmaxBackward0(Node):
    """softmax.int(Tensor self, int dim, ScalarType? dtype=None) -> Tensor

    derivatives.yaml:1681
        self: softmax_backward(grad, result, dim)
    """

    __slots__ = ("_saved_dim", "_raw_saved_result")
    _saved_tensor_slots = ("_raw_saved_result",)
    _saved_result = saved_tensor("_raw_saved_result")

    def apply(ctx, grads):
        grad = grads[0]
        dim = ctx._saved_dim
        result = ctx._saved_result
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = softmax_backward(grad, result, dim)
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        dim = ctx._saved_dim
        result = saved_array(ctx._raw_saved_result, ctx, grad)
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = array_backward.softmax_backward(grad, result, dim)
        return grad_inputs


class LogSoftmaxBackward0(Node):
    """log_softmax.int(Tensor self, int dim, ScalarType? dtype=None) -> Tensor

    derivatives.yaml:1689
        self: log_softmax_backward(grad, result, dim)
    """

    __slots__ = ("_saved_dim", "_raw_saved_result")
    _saved_tensor_slots = ("_raw_saved_result",)
    _saved_result = saved_tensor("_raw_saved_result")

    def apply(ctx, grads):
        grad = grads[0]
        dim = ctx._saved_dim
        result = ctx._saved_result
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = log_softmax_backward(grad, result, dim)
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        dim = ctx._saved_dim
        result = saved_array(ctx._raw_saved_result, ctx, grad)
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = array_backward.log_softmax_backward(grad, result, dim)
        return grad_inputs


class ProdBackward0(Node):
    """prod(Tensor self, *, ScalarType? dtype=None) -> Tensor

    derivatives.yaml:1697
        self: prod_backward(grad, self, result)
    """

    __slots__ = ("_raw_saved_self", "_raw_saved_result")
    _saved_tensor_slots = ("_raw_saved_self", "_raw_saved_result")
    _saved_self = saved_tensor("_raw_saved_self")
    _saved_result = saved_tensor("_raw_saved_result")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        result = ctx._saved_result
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = prod_backward(grad, self, result)
        return grad_inputs


class ProdBackward1(Node):
    """prod.dim_int(Tensor self, int dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor

    derivatives.yaml:1706
        self: prod_backward(grad, self, result, dim, keepdim)
    """

    __slots__ = ("_raw_saved_self", "_saved_dim", "_saved_keepdim", "_raw_saved_result")
    _saved_tensor_slots = ("_raw_saved_self", "_raw_saved_result")
    _saved_self = saved_tensor("_raw_saved_self")
    _saved_result = saved_tensor("_raw_saved_result")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        dim = ctx._saved_dim
        keepdim = ctx._saved_keepdim
        result = ctx._saved_result
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = prod_backward(grad, self, result, dim, keepdim)
        return grad_inputs


class AmaxBackward0(Node):
    """amax(Tensor self, int[1] dim=[], bool keepdim=False) -> Tensor

    derivatives.yaml:1715
        self: amax_backward(grad, self, result, dim, keepdim)
    """

    __slots__ = ("_raw_saved_self", "_saved_dim", "_saved_keepdim", "_raw_saved_result")
    _saved_tensor_slots = ("_raw_saved_self", "_raw_saved_result")
    _saved_self = saved_tensor("_raw_saved_self")
    _saved_result = saved_tensor("_raw_saved_result")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        dim = ctx._saved_dim
        keepdim = ctx._saved_keepdim
        result = ctx._saved_result
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = amax_backward(grad, self, result, dim, keepdim)
        return grad_inputs


class AminBackward0(Node):
    """amin(Tensor self, int[1] dim=[], bool keepdim=False) -> Tensor

    derivatives.yaml:1723
        self: amax_backward(grad, self, result, dim, keepdim)
    """

    __slots__ = ("_raw_saved_self", "_saved_dim", "_saved_keepdim", "_raw_saved_result")
    _saved_tensor_slots = ("_raw_saved_self", "_raw_saved_result")
    _saved_self = saved_tensor("_raw_saved_self")
    _saved_result = saved_tensor("_raw_saved_result")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        dim = ctx._saved_dim
        keepdim = ctx._saved_keepdim
        result = ctx._saved_result
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = amax_backward(grad, self, result, dim, keepdim)
        return grad_inputs


class LogsumexpBackward0(Node):
    """logsumexp(Tensor self, int[1] dim, bool keepdim=False) -> Tensor

    derivatives.yaml:1752
        self: logsumexp_backward(grad, self, result, dim, keepdim)
    """

    __slots__ = ("_raw_saved_self", "_saved_dim", "_saved_keepdim", "_raw_saved_result")
    _saved_tensor_slots = ("_raw_saved_self", "_raw_saved_result")
    _saved_self = saved_tensor("_raw_saved_self")
    _saved_result = saved_tensor("_raw_saved_result")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        dim = ctx._saved_dim
        keepdim = ctx._saved_keepdim
        result = ctx._saved_result
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = logsumexp_backward(grad, self, result, dim, keepdim)
        return grad_inputs


class LinalgVectorNormBackward0(Node):
    """linalg_vector_norm(Tensor self, Scalar ord=2, int[1]? dim=None, bool keepdim=False, *,
        ScalarType? dtype=None) -> Tensor

    derivatives.yaml:1759
        self: norm_backward(grad, self, ord, result, dim, keepdim)
    """

    __slots__ = ("_raw_saved_self", "_saved_ord", "_saved_dim", "_saved_keepdim", "_raw_saved_result")
    _saved_tensor_slots = ("_raw_saved_self", "_raw_saved_result")
    _saved_self = saved_tensor("_raw_saved_self")
    _saved_result = saved_tensor("_raw_saved_result")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        ord = ctx._saved_ord
        dim = ctx._saved_dim
        keepdim = ctx._saved_keepdim
        result = ctx._saved_result
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = norm_backward(grad, self, ord, result, dim, keepdim)
        return grad_inputs


class NormBackward0(Node):
    """norm.Scalar(Tensor self, Scalar p=2) -> Tensor

    derivatives.yaml:1795
        self: norm_backward(grad, self, p, result, None, False)
    """

    __slots__ = ("_raw_saved_self", "_saved_p", "_raw_saved_result")
    _saved_tensor_slots = ("_raw_saved_self", "_raw_saved_result")
    _saved_self = saved_tensor("_raw_saved_self")
    _saved_result = saved_tensor("_raw_saved_result")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        p = ctx._saved_p
        result = ctx._saved_result
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = norm_backward(grad, self, p, result, None, False)
        return grad_inputs


class NormBackward1(Node):
    """norm.ScalarOpt_dim(Tensor self, Scalar? p, int[1] dim, bool keepdim=False) -> Tensor

    derivatives.yaml:1804
        self: norm_backward(grad, self, 2 if p is None else p, result, dim, keepdim)
    """

    __slots__ = ("_raw_saved_self", "_saved_p", "_saved_dim", "_saved_keepdim", "_raw_saved_result")
    _saved_tensor_slots = ("_raw_saved_self", "_raw_saved_result")
    _saved_self = saved_tensor("_raw_saved_self")
    _saved_result = saved_tensor("_raw_saved_result")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        p = ctx._saved_p
        dim = ctx._saved_dim
        keepdim = ctx._saved_keepdim
        result = ctx._saved_result
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = norm_backward(grad, self, 2 if p is None else p, result, dim, keepdim)
        return grad_inputs


class CumsumBackward0(Node):
    """cumsum(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor

    derivatives.yaml:1840
        self: cumsum_backward(grad, dim)
    """

    __slots__ = ("_saved_dim",)

    def apply(ctx, grads):
        grad = grads[0]
        dim = ctx._saved_dim
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = cumsum_backward(grad, dim)
        return grad_inputs


class CumprodBackward0(Node):
    """cumprod(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor

    derivatives.yaml:1848
        self: cumprod_backward(grad, self, dim, result)
    """

    __slots__ = ("_raw_saved_self", "_saved_dim", "_raw_saved_result")
    _saved_tensor_slots = ("_raw_saved_self", "_raw_saved_result")
    _saved_self = saved_tensor("_raw_saved_self")
    _saved_result = saved_tensor("_raw_saved_result")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        dim = ctx._saved_dim
        result = ctx._saved_result
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = cumprod_backward(grad, self, dim, result)
        return grad_inputs


class NansumBackward0(Node):
    """nansum(Tensor self, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor

    derivatives.yaml:1870
        self: nansum_backward(grad, self, dim, keepdim)
    """

    __slots__ = ("_raw_saved_self", "_saved_dim", "_saved_keepdim")
    _saved_tensor_slots = ("_raw_saved_self",)
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        dim = ctx._saved_dim
        keepdim = ctx._saved_keepdim
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = nansum_backward(grad, self, dim, keepdim)
        return grad_inputs


class VarMeanBackward0(Node):
    """var_mean(Tensor self, int[1]? dim=None, bool? unbiased=None, bool keepdim=False, *,
        Scalar? correction=None) -> (Tensor, Tensor)

    derivatives.yaml:1883
        self: var_mean_backward(grads[0], grads[1], self, dim, unbiased, keepdim, correction)
    """

    __slots__ = ("_raw_saved_self", "_saved_dim", "_saved_unbiased", "_saved_keepdim", "_saved_correction")
    _saved_tensor_slots = ("_raw_saved_self",)
    _saved_self = saved_tensor("_raw_saved_self")
    _receives_missing_grads = True  # its formulas take None for an output without a gradient

    def apply(ctx, grads):
        self = ctx._saved_self
        dim = ctx._saved_dim
        unbiased = ctx._saved_unbiased
        keepdim = ctx._saved_keepdim
        correction = ctx._saved_correction
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = var_mean_backward(grads[0], grads[1], self, dim, unbiased, keepdim, correction)
        return grad_inputs


class StdMeanBackward0(Node):
    """std_mean(Tensor self, int[1]? dim=None, bool? unbiased=None, bool keepdim=False, *,
        Scalar? correction=None) -> (Tensor, Tensor)

    derivatives.yaml:1894
        self: std_mean_backward(grads[0], grads[1], self, result0, dim, unbiased, keepdim, correction)
    """

    __slots__ = ("_raw_saved_self", "_saved_dim", "_saved_unbiased", "_saved_keepdim", "_saved_correction",
                 "_raw_saved_result0")
    _saved_tensor_slots = ("_raw_saved_self", "_raw_saved_result0")
    _saved_self = saved_tensor("_raw_saved_self")
    _saved_result0 = saved_tensor("_raw_saved_result0")
    _receives_missing_grads = True  # its formulas take None for an output without a gradient

    def apply(ctx, grads):
        self = ctx._saved_self
        dim = ctx._saved_dim
        unbiased = ctx._saved_unbiased
        keepdim = ctx._saved_keepdim
        correction = ctx._saved_correction
        result0 = ctx._saved_result0
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = std_mean_backward(grads[0], grads[1], self, result0, dim, unbiased, keepdim, correction)
        return grad_inputs


class AminmaxBackward0(Node):
    """aminmax(Tensor self, *, int? dim=None, bool keepdim=False) -> (Tensor min, Tensor max)

    derivatives.yaml:1905
        self: aminmax_backward(grads[0], grads[1], self, min, max, dim, keepdim)
    """

    __slots__ = ("_raw_saved_self", "_saved_dim", "_saved_keepdim", "_raw_saved_max", "_raw_saved_min")
    _saved_tensor_slots = ("_raw_saved_self", "_raw_saved_max", "_raw_saved_min")
    _saved_self = saved_tensor("_raw_saved_self")
    _saved_max = saved_tensor("_raw_saved_max")
    _saved_min = saved_tensor("_raw_saved_min")
    _receives_missing_grads = True  # its formulas take None for an output without a gradient

    def apply(ctx, grads):
        self = ctx._saved_self
        dim = ctx._saved_dim
        keepdim = ctx._saved_keepdim
        max = ctx._saved_max
        min = ctx._saved_min
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = aminmax_backward(grads[0], grads[1], self, min, max, dim, keepdim)
        return grad_inputs


class MedianBackward0(Node):
    """median(Tensor self) -> Tensor

    derivatives.yaml:1915
        self: evenly_distribute_backward(grad, self, result)
    """

    __slots__ = ("_raw_saved_self", "_raw_saved_result")
    _saved_tensor_slots = ("_raw_saved_self", "_raw_saved_result")
    _saved_self = saved_tensor("_raw_saved_self")
    _saved_result = saved_tensor("_raw_saved_result")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        result = ctx._saved_result
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = evenly_distribute_backward(grad, self, result)
        return grad_inputs


class MedianBackward1(Node):
    """median.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)

    derivatives.yaml:1924
        self: value_selecting_reduction_backward(grads[0], dim, indices, self.shape, keepdim)
    """

    __slots__ = ("_saved_self_sym_sizes", "_saved_dim", "_saved_keepdim", "_raw_saved_indices")
    _saved_tensor_slots = ("_raw_saved_indices",)
    _saved_indices = saved_tensor("_raw_saved_indices")

    def apply(ctx, grads):
        self_sym_sizes = ctx._saved_self_sym_sizes
        dim = ctx._saved_dim
        keepdim = ctx._saved_keepdim
        indices = ctx._saved_indices
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = value_selecting_reduction_backward(grads[0], dim, indices, self_sym_sizes, keepdim)
        return grad_inputs


class NanmedianBackward0(Node):
    """nanmedian(Tensor self) -> Tensor

    derivatives.yaml:1933
        self: evenly_distribute_backward(grad, self, result)
    """

    __slots__ = ("_raw_saved_self", "_raw_saved_result")
    _saved_tensor_slots = ("_raw_saved_self", "_raw_saved_result")
    _saved_self = saved_tensor("_raw_saved_self")
    _saved_result = saved_tensor("_raw_saved_result")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        result = ctx._saved_result
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = evenly_distribute_backward(grad, self, result)
        return grad_inputs


class NanmedianBackward1(Node):
    """nanmedian.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)

    derivatives.yaml:1942
        self: value_selecting_reduction_backward(grads[0], dim, indices, self.shape, keepdim)
    """

    __slots__ = ("_saved_self_sym_sizes", "_saved_dim", "_saved_keepdim", "_raw_saved_indices")
    _saved_tensor_slots = ("_raw_saved_indices",)
    _saved_indices = saved_tensor("_raw_saved_indices")

    def apply(ctx, grads):
        self_sym_sizes = ctx._saved_self_sym_sizes
        dim = ctx._saved_dim
        keepdim = ctx._saved_keepdim
        indices = ctx._saved_indices
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = value_selecting_reduction_backward(grads[0], dim, indices, self_sym_sizes, keepdim)
        return grad_inputs


class KthvalueBackward0(Node):
    """kthvalue(Tensor self, int k, int dim=-1, bool keepdim=False) -> (Tensor values, Tensor indices)

    derivatives.yaml:1951
        self: value_selecting_reduction_backward(grads[0], dim, indices, self.shape, keepdim)
    """

    __slots__ = ("_saved_self_sym_sizes", "_saved_dim", "_saved_keepdim", "_raw_saved_indices")
    _saved_tensor_slots = ("_raw_saved_indices",)
    _saved_indices = saved_tensor("_raw_saved_indices")

    def apply(ctx, grads):
        self_sym_sizes = ctx._saved_self_sym_sizes
        dim = ctx._saved_dim
        keepdim = ctx._saved_keepdim
        indices = ctx._saved_indices
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = value_selecting_reduction_backward(grads[0], dim, indices, self_sym_sizes, keepdim)
        return grad_inputs


class ModeBackward0(Node):
    """mode(Tensor self, int dim=-1, bool keepdim=False) -> (Tensor values, Tensor indices)

    derivatives.yaml:1960
        self: value_selecting_reduction_backward(grads[0], dim, indices, self.shape, keepdim)
    """

    __slots__ = ("_saved_self_sym_sizes", "_saved_dim", "_saved_keepdim", "_raw_saved_indices")
    _saved_tensor_slots = ("_raw_saved_indices",)
    _saved_indices = saved_tensor("_raw_saved_indices")

    def apply(ctx, grads):
        self_sym_sizes = ctx._saved_self_sym_sizes
        dim = ctx._saved_dim
        keepdim = ctx._saved_keepdim
        indices = ctx._saved_indices
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = value_selecting_reduction_backward(grads[0], dim, indices, self_sym_sizes, keepdim)
        return grad_inputs


class CummaxBackward0(Node):
    """cummax(Tensor self, int dim) -> (Tensor values, Tensor indices)

    derivatives.yaml:1969
        self: gather_backward(grads[0], self.shape, dim, indices)
    """

    __slots__ = ("_saved_self_sym_sizes", "_saved_dim", "_raw_saved_indices")
    _saved_tensor_slots = ("_raw_saved_indices",)
    _saved_indices = saved_tensor("_raw_saved_indices")

    def apply(ctx, grads):
        self_sym_sizes = ctx._saved_self_sym_sizes
        dim = ctx._saved_dim
        indices = ctx._saved_indices
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = gather_backward(grads[0], self_sym_sizes, dim, indices)
        return grad_inputs


class CumminBackward0(Node):
    """cummin(Tensor self, int dim) -> (Tensor values, Tensor indices)

    derivatives.yaml:1978
        self: gather_backward(grads[0], self.shape, dim, indices)
    """

    __slots__ = ("_saved_self_sym_sizes", "_saved_dim", "_raw_saved_indices")
    _saved_tensor_slots = ("_raw_saved_indices",)
    _saved_indices = saved_tensor("_raw_saved_indices")

    def apply(ctx, grads):
        self_sym_sizes = ctx._saved_self_sym_sizes
        dim = ctx._saved_dim
        indices = ctx._saved_indices
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = gather_backward(grads[0], self_sym_sizes, dim, indices)
        return grad_inputs


class LogcumsumexpBackward0(Node):
    """logcumsumexp(Tensor self, int dim) -> Tensor

    derivatives.yaml:1987
        self: logcumsumexp_backward(grad, self, result, dim)
    """

    __slots__ = ("_raw_saved_self", "_saved_dim", "_raw_saved_result")
    _saved_tensor_slots = ("_raw_saved_self", "_raw_saved_result")
    _saved_self = saved_tensor("_raw_saved_self")
    _saved_result = saved_tensor("_raw_saved_result")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        dim = ctx._saved_dim
        result = ctx._saved_result
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = logcumsumexp_backward(grad, self, result, dim)
        return grad_inputs


class SortBackward0(Node):
    """sort(Tensor self, int dim=-1, bool descending=False) -> (Tensor values, Tensor indices)

    derivatives.yaml:2201
        self: value_selecting_reduction_backward(grads[0], dim, indices, self.shape, True)
    """

    __slots__ = ("_saved_self_sym_sizes", "_saved_dim", "_raw_saved_indices")
    _saved_tensor_slots = ("_raw_saved_indices",)
    _saved_indices = saved_tensor("_raw_saved_indices")

    def apply(ctx, grads):
        self_sym_sizes = ctx._saved_self_sym_sizes
        dim = ctx._saved_dim
        indices = ctx._saved_indices
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = value_selecting_reduction_backward(grads[0], dim, indices, self_sym_sizes, True)
        return grad_inputs


class SortBackward1(Node):
    """sort.stable(Tensor self, *, bool? stable, int dim=-1, bool descending=False) -> (Tensor values, Tensor indices)

    derivatives.yaml:2210
        self: value_selecting_reduction_backward(grads[0], dim, indices, self.shape, True)
    """

    __slots__ = ("_saved_self_sym_sizes", "_saved_dim", "_raw_saved_indices")
    _saved_tensor_slots = ("_raw_saved_indices",)
    _saved_indices = saved_tensor("_raw_saved_indices")

    def apply(ctx, grads):
        self_sym_sizes = ctx._saved_self_sym_sizes
        dim = ctx._saved_dim
        indices = ctx._saved_indices
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = value_selecting_reduction_backward(grads[0], dim, indices, self_sym_sizes, True)
        return grad_inputs


class TopkBackward0(Node):
    """topk(Tensor self, int k, int dim=-1, bool largest=True, bool sorted=True) -> (Tensor values, Tensor indices)

    derivatives.yaml:2227
        self: value_selecting_reduction_backward(grads[0], dim, indices, self.shape, True)
    """

    __slots__ = ("_saved_self_sym_sizes", "_saved_dim", "_raw_saved_indices")
    _saved_tensor_slots = ("_raw_saved_indices",)
    _saved_indices = saved_tensor("_raw_saved_indices")

    def apply(ctx, grads):
        self_sym_sizes = ctx._saved_self_sym_sizes
        dim = ctx._saved_dim
        indices = ctx._saved_indices
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = value_selecting_reduction_backward(grads[0], dim, indices, self_sym_sizes, True)
        return grad_inputs


class MmBackward0(Node):
    """mm(Tensor self, Tensor mat2) -> Tensor

    derivatives.yaml:2285
        self: mm_mat1_backward(grad, mat2, self.shape, self.strides, 1)
        mat2: mm_mat2_backward(grad, self, mat2.shape, mat2.strides, 1)
    """

    __slots__ = ("_raw_saved_mat2", "_saved_self_sym_sizes", "_saved_self_sym_strides", "_raw_saved_self",
                 "_saved_mat2_sym_sizes", "_saved_mat2_sym_strides")
    _saved_tensor_slots = ("_raw_saved_mat2", "_raw_saved_self")
    _saved_mat2 = saved_tensor("_raw_saved_mat2")
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        mat2 = ctx._saved_mat2
        self_sym_sizes = ctx._saved_self_sym_sizes
        self_sym_strides = ctx._saved_self_sym_strides
        self = ctx._saved_self
        mat2_sym_sizes = ctx._saved_mat2_sym_sizes
        mat2_sym_strides = ctx._saved_mat2_sym_strides
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = mm_mat1_backward(grad, mat2, self_sym_sizes, self_sym_strides, 1)
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = mm_mat2_backward(grad, self, mat2_sym_sizes, mat2_sym_strides, 1)
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        mat2 = saved_array(ctx._raw_saved_mat2, ctx, grad) if ctx.next_functions[0][0] is not None else None
        self_sym_sizes = ctx._saved_self_sym_sizes
        self_sym_strides = ctx._saved_self_sym_strides
        self = saved_array(ctx._raw_saved_self, ctx, grad) if ctx.next_functions[1][0] is not None else None
        mat2_sym_sizes = ctx._saved_mat2_sym_sizes
        mat2_sym_strides = ctx._saved_mat2_sym_strides
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = array_backward.mm_mat1_backward(grad, mat2, self_sym_sizes, self_sym_strides, 1)
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = array_backward.mm_mat2_backward(grad, self, mat2_sym_sizes, mat2_sym_strides, 1)
        return grad_inputs


class BmmBackward0(Node):
    """bmm(Tensor self, Tensor mat2) -> Tensor

    derivatives.yaml:2295
        self: grad.bmm(mat2.transpose(1, 2).conj())
        mat2: self.transpose(1, 2).conj().bmm(grad)
    """

    __slots__ = ("_raw_saved_mat2", "_raw_saved_self")
    _saved_tensor_slots = ("_raw_saved_mat2", "_raw_saved_self")
    _saved_mat2 = saved_tensor("_raw_saved_mat2")
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        mat2 = ctx._saved_mat2
        self = ctx._saved_self
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad.bmm(mat2.transpose(1, 2).conj())
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = self.transpose(1, 2).conj().bmm(grad)
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        complex_grad = grad.dtype.kind == "c"
        mat2 = saved_array(ctx._raw_saved_mat2, ctx, grad) if ctx.next_functions[0][0] is not None else None
        self = saved_array(ctx._raw_saved_self, ctx, grad) if ctx.next_functions[1][0] is not None else None
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = matmul_kernels.bmm(grad, kernels.transpose(mat2, 1, 2).conjugate() if complex_grad
                                                else kernels.transpose(mat2, 1, 2))
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = matmul_kernels.bmm(kernels.transpose(self, 1, 2).conjugate() if complex_grad
                                                else kernels.transpose(self, 1, 2), grad)
        return grad_inputs


class MvBackward0(Node):
    """mv(Tensor self, Tensor vec) -> Tensor

    derivatives.yaml:2305
        self: grad.unsqueeze(-1) * vec.conj()
        vec: self.t().conj().mv(grad)
    """

    __slots__ = ("_raw_saved_self", "_raw_saved_vec")
    _saved_tensor_slots = ("_raw_saved_self", "_raw_saved_vec")
    _saved_self = saved_tensor("_raw_saved_self")
    _saved_vec = saved_tensor("_raw_saved_vec")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        vec = ctx._saved_vec
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad.unsqueeze(-1) * vec.conj()
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = self.t().conj().mv(grad)
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        complex_grad = grad.dtype.kind == "c"
        self = saved_array(ctx._raw_saved_self, ctx, grad) if ctx.next_functions[1][0] is not None else None
        vec = saved_array(ctx._raw_saved_vec, ctx, grad) if ctx.next_functions[0][0] is not None else None
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = kernels.unsqueeze(grad, -1) * (vec.conjugate() if complex_grad else vec)
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = matmul_kernels.mv(kernels.t(self).conjugate() if complex_grad else kernels.t(self), grad)
        return grad_inputs


class DotBackward0(Node):
    """dot(Tensor self, Tensor tensor) -> Tensor

    derivatives.yaml:2314
        self: grad * tensor.conj()
        tensor: grad * self.conj()
    """

    __slots__ = ("_raw_saved_self", "_raw_saved_tensor")
    _saved_tensor_slots = ("_raw_saved_self", "_raw_saved_tensor")
    _saved_self = saved_tensor("_raw_saved_self")
    _saved_tensor = saved_tensor("_raw_saved_tensor")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        tensor = ctx._saved_tensor
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad * tensor.conj()
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = grad * self.conj()
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        complex_grad = grad.dtype.kind == "c"
        self = saved_array(ctx._raw_saved_self, ctx, grad) if ctx.next_functions[1][0] is not None else None
        tensor = saved_array(ctx._raw_saved_tensor, ctx, grad) if ctx.next_functions[0][0] is not None else None
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad * (tensor.conjugate() if complex_grad else tensor)
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = grad * (self.conjugate() if complex_grad else self)
        return grad_inputs


class TraceBackward0(Node):
    """trace(Tensor self) -> Tensor

    derivatives.yaml:2333
        self: trace_backward(grad, self.shape)
    """

    __slots__ = ("_saved_self_sym_sizes",)

    def apply(ctx, grads):
        grad = grads[0]
        self_sym_sizes = ctx._saved_self_sym_sizes
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = trace_backward(grad, self_sym_sizes)
        return grad_inputs


class DiagonalBackward0(Node):
    """diagonal(Tensor(a) self, int offset=0, int dim1=0, int dim2=1) -> Tensor(a)

    derivatives.yaml:2344
        self: diagonal_backward(grad, self.shape, offset, dim1, dim2)
    """

    __slots__ = ("_saved_self_sym_sizes", "_saved_offset", "_saved_dim1", "_saved_dim2")

    def apply(ctx, grads):
        grad = grads[0]
        self_sym_sizes = ctx._saved_self_sym_sizes
        offset = ctx._saved_offset
        dim1 = ctx._saved_dim1
        dim2 = ctx._saved_dim2
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = ops.diagonal_backward(grad, self_sym_sizes, offset, dim1, dim2)
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        self_sym_sizes = ctx._saved_self_sym_sizes
        offset = ctx._saved_offset
        dim1 = ctx._saved_dim1
        dim2 = ctx._saved_dim2
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = diagonal_kernels.diagonal_backward(grad, self_sym_sizes, offset, dim1, dim2)
        return grad_inputs


class DiagonalBackward0_copy(Node):
    """diagonal_copy(Tensor self, int offset=0, int dim1=0, int dim2=1) -> Tensor

    derivatives.yaml:2351
        self: diagonal_backward(grad, self.shape, offset, dim1, dim2)
    """

    __slots__ = ("_saved_self_sym_sizes", "_saved_offset", "_saved_dim1", "_saved_dim2")

    def apply(ctx, grads):
        grad = grads[0]
        self_sym_sizes = ctx._saved_self_sym_sizes
        offset = ctx._saved_offset
        dim1 = ctx._saved_dim1
        dim2 = ctx._saved_dim2
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = ops.diagonal_backward(grad, self_sym_sizes, offset, dim1, dim2)
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        self_sym_sizes = ctx._saved_self_sym_sizes
        offset = ctx._saved_offset
        dim1 = ctx._saved_dim1
        dim2 = ctx._saved_dim2
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = diagonal_kernels.diagonal_backward(grad, self_sym_sizes, offset, dim1, dim2)
        return grad_inputs


class DiagonalBackwardBackward0(Node):
    """diagonal_backward(Tensor grad_output, int[] input_sizes, int offset, int dim1, int dim2) -> Tensor

    derivatives.yaml:2359
        grad_output: grad.diagonal(offset, dim1, dim2)
    """

    __slots__ = ("_saved_offset", "_saved_dim1", "_saved_dim2")

    def apply(ctx, grads):
        grad = grads[0]
        offset = ctx._saved_offset
        dim1 = ctx._saved_dim1
        dim2 = ctx._saved_dim2
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad.diagonal(offset, dim1, dim2)
        return grad_inputs


class DiagEmbedBackward0(Node):
    """diag_embed(Tensor self, int offset=0, int dim1=-2, int dim2=-1) -> Tensor

    derivatives.yaml:2367
        self: grad.diagonal(offset, dim1, dim2)
    """

    __slots__ = ("_saved_offset", "_saved_dim1", "_saved_dim2")

    def apply(ctx, grads):
        grad = grads[0]
        offset = ctx._saved_offset
        dim1 = ctx._saved_dim1
        dim2 = ctx._saved_dim2
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad.diagonal(offset, dim1, dim2)
        return grad_inputs


class TrilBackward0(Node):
    """tril(Tensor self, int diagonal=0) -> Tensor

    derivatives.yaml:2380
        self: grad.tril(diagonal)
    """

    __slots__ = ("_saved_diagonal",)

    def apply(ctx, grads):
        grad = grads[0]
        diagonal = ctx._saved_diagonal
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad.tril(diagonal)
        return grad_inputs


class TriuBackward0(Node):
    """triu(Tensor self, int diagonal=0) -> Tensor

    derivatives.yaml:2389
        self: grad.triu(diagonal)
    """

    __slots__ = ("_saved_diagonal",)

    def apply(ctx, grads):
        grad = grads[0]
        diagonal = ctx._saved_diagonal
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad.triu(diagonal)
        return grad_inputs


class LinalgInvExBackward0(Node):
    """linalg_inv_ex(Tensor A, *, bool check_errors=False) -> (Tensor inverse, Tensor info)

    derivatives.yaml:2398
        A: -matmul(inverse.mH, matmul(grads[0], inverse.mH))
    """

    __slots__ = ("_raw_saved_inverse",)
    _saved_tensor_slots = ("_raw_saved_inverse",)
    _saved_inverse = saved_tensor("_raw_saved_inverse")

    def apply(ctx, grads):
        inverse = ctx._saved_inverse
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = -ops.matmul(inverse.mH, ops.matmul(grads[0], inverse.mH))
        return grad_inputs


class LinalgDetBackward0(Node):
    """linalg_det(Tensor A) -> Tensor

    derivatives.yaml:2421
        A: det_backward(grad, result, A)
    """

    __slots__ = ("_raw_saved_A", "_raw_saved_result")
    _saved_tensor_slots = ("_raw_saved_A", "_raw_saved_result")
    _saved_A = saved_tensor("_raw_saved_A")
    _saved_result = saved_tensor("_raw_saved_result")

    def apply(ctx, grads):
        grad = grads[0]
        A = ctx._saved_A
        result = ctx._saved_result
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = det_backward(grad, result, A)
        return grad_inputs


class LinalgSlogdetBackward0(Node):
    """linalg_slogdet(Tensor A) -> (Tensor sign, Tensor logabsdet)

    derivatives.yaml:2436
        A: slogdet_backward(grads[1], A, sign, grads[0])
    """

    __slots__ = ("_raw_saved_A", "_raw_saved_sign")
    _saved_tensor_slots = ("_raw_saved_A", "_raw_saved_sign")
    _saved_A = saved_tensor("_raw_saved_A")
    _saved_sign = saved_tensor("_raw_saved_sign")
    _receives_missing_grads = True  # its formulas take None for an output without a gradient

    def apply(ctx, grads):
        A = ctx._saved_A
        sign = ctx._saved_sign
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = slogdet_backward(grads[1], A, sign, grads[0])
        return grad_inputs


class LinalgSolveExBackward0(Node):
    """linalg_solve_ex(Tensor A, Tensor B, *, bool left=True, bool check_errors=False) -> (Tensor result, Tensor info)

    derivatives.yaml:2456
        A, B: solve_backward(grads[0], A, B.shape, result, left, grad_input_mask)
    """

    __slots__ = ("_raw_saved_A", "_saved_B_sym_sizes", "_saved_left", "_raw_saved_result")
    _saved_tensor_slots = ("_raw_saved_A", "_raw_saved_result")
    _saved_A = saved_tensor("_raw_saved_A")
    _saved_result = saved_tensor("_raw_saved_result")

    def apply(ctx, grads):
        A = ctx._saved_A
        B_sym_sizes = ctx._saved_B_sym_sizes
        left = ctx._saved_left
        result = ctx._saved_result
        grad_inputs = [None] * 2
        grad_input_mask = (ctx.next_functions[0][0] is not None, ctx.next_functions[1][0] is not None)
        if any(grad_input_mask):
            grad_inputs[0], grad_inputs[1] = solve_backward(grads[0], A, B_sym_sizes, result, left, grad_input_mask)
        return grad_inputs


class LinalgCholeskyExBackward0(Node):
    """linalg_cholesky_ex(Tensor self, *, bool upper=False, bool check_errors=False) -> (Tensor L, Tensor info)

    derivatives.yaml:2475
        self: cholesky_backward(grads[0], upper, L)
    """

    __slots__ = ("_saved_upper", "_raw_saved_L")
    _saved_tensor_slots = ("_raw_saved_L",)
    _saved_L = saved_tensor("_raw_saved_L")

    def apply(ctx, grads):
        upper = ctx._saved_upper
        L = ctx._saved_L
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = cholesky_backward(grads[0], upper, L)
        return grad_inputs


class LinalgQrBackward0(Node):
    """linalg_qr(Tensor A, str mode="reduced") -> (Tensor Q, Tensor R)

    derivatives.yaml:2494
        A: qr_backward(grads[0], grads[1], Q, R, mode)
    """

    __slots__ = ("_saved_mode", "_raw_saved_Q", "_raw_saved_R")
    _saved_tensor_slots = ("_raw_saved_Q", "_raw_saved_R")
    _saved_Q = saved_tensor("_raw_saved_Q")
    _saved_R = saved_tensor("_raw_saved_R")

    def apply(ctx, grads):
        mode = ctx._saved_mode
        Q = ctx._saved_Q
        R = ctx._saved_R
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = qr_backward(grads[0], grads[1], Q, R, mode)
        return grad_inputs


class LinalgEighBackward0(Node):
    """linalg_eigh(Tensor A, str UPLO="L") -> (Tensor eigenvalues, Tensor eigenvectors)

    derivatives.yaml:2505
        A: eigh_backward(grads[0], grads[1], eigenvalues, eigenvectors)
    """

    __slots__ = ("_raw_saved_eigenvalues", "_raw_saved_eigenvectors")
    _saved_tensor_slots = ("_raw_saved_eigenvalues", "_raw_saved_eigenvectors")
    _saved_eigenvalues = saved_tensor("_raw_saved_eigenvalues")
    _saved_eigenvectors = saved_tensor("_raw_saved_eigenvectors")

    def apply(ctx, grads):
        eigenvalues = ctx._saved_eigenvalues
        eigenvectors = ctx._saved_eigenvectors
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = eigh_backward(grads[0], grads[1], eigenvalues, eigenvectors)
        return grad_inputs


class LinalgEigBackward0(Node):
    """linalg_eig(Tensor self) -> (Tensor eigenvalues, Tensor eigenvectors)

    derivatives.yaml:2524
        self: linalg_eig_backward(grads[0], grads[1], eigenvalues, eigenvectors)
    """

    __slots__ = ("_raw_saved_eigenvalues", "_raw_saved_eigenvectors")
    _saved_tensor_slots = ("_raw_saved_eigenvalues", "_raw_saved_eigenvectors")
    _saved_eigenvalues = saved_tensor("_raw_saved_eigenvalues")
    _saved_eigenvectors = saved_tensor("_raw_saved_eigenvectors")

    def apply(ctx, grads):
        eigenvalues = ctx._saved_eigenvalues
        eigenvectors = ctx._saved_eigenvectors
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = linalg_eig_backward(grads[0], grads[1], eigenvalues, eigenvectors)
        return grad_inputs


class LinalgSvdBackward0(Node):
    """linalg_svd(Tensor A, bool full_matrices=True) -> (Tensor U, Tensor S, Tensor Vh)

    derivatives.yaml:2539
        A: svd_backward(grads[0], grads[1], grads[2], U, S, Vh, full_matrices)
    """

    __slots__ = ("_saved_full_matrices", "_raw_saved_S", "_raw_saved_U", "_raw_saved_Vh")
    _saved_tensor_slots = ("_raw_saved_S", "_raw_saved_U", "_raw_saved_Vh")
    _saved_S = saved_tensor("_raw_saved_S")
    _saved_U = saved_tensor("_raw_saved_U")
    _saved_Vh = saved_tensor("_raw_saved_Vh")

    def apply(ctx, grads):
        full_matrices = ctx._saved_full_matrices
        S = ctx._saved_S
        U = ctx._saved_U
        Vh = ctx._saved_Vh
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = svd_backward(grads[0], grads[1], grads[2], U, S, Vh, full_matrices)
        return grad_inputs


class ViewAsRealBackward0(Node):
    """view_as_real(Tensor(a) self) -> Tensor(a)

    derivatives.yaml:2569
        self: view_as_complex(grad.contiguous())
    """

    __slots__ = ()

    def apply(ctx, grads):
        grad = grads[0]
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = ops.view_as_complex(grad.contiguous())
        return grad_inputs


class ViewAsComplexBackward0(Node):
    """view_as_complex(Tensor(a) self) -> Tensor(a)

    derivatives.yaml:2578
        self: view_as_real(grad.contiguous().resolve_conj())
    """

    __slots__ = ()

    def apply(ctx, grads):
        grad = grads[0]
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = ops.view_as_real(grad.contiguous().resolve_conj())
        return grad_inputs


class ConjBackward0(Node):
    """_conj(Tensor(a) self) -> Tensor(a)

    derivatives.yaml:2588
        self: grad.conj()
    """

    __slots__ = ()

    def apply(ctx, grads):
        grad = grads[0]
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad.conj()
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        complex_grad = grad.dtype.kind == "c"
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad.conjugate() if complex_grad else grad
        return grad_inputs


class NegViewBackward0(Node):
    """_neg_view(Tensor(a) self) -> Tensor(a)

    derivatives.yaml:2597
        self: grad.neg()
    """

    __slots__ = ()

    def apply(ctx, grads):
        grad = grads[0]
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad.neg()
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = pointwise_kernels.negative(grad)
        return grad_inputs


class ConjPhysicalBackward0(Node):
    """_conj_physical(Tensor self) -> Tensor

    derivatives.yaml:2606
        self: grad.conj_physical()
    """

    __slots__ = ()

    def apply(ctx, grads):
        grad = grads[0]
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad.conj_physical()
        return grad_inputs


class ConjPhysicalBackward1(Node):
    """conj_physical_(Tensor(a!) self) -> Tensor(a!)

    derivatives.yaml:2615
        self: grad.conj_physical()
    """

    __slots__ = ()

    def apply(ctx, grads):
        grad = grads[0]
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad.conj_physical()
        return grad_inputs


class ComplexBackward0(Node):
    """complex(Tensor real, Tensor imag) -> Tensor

    derivatives.yaml:2623
        real: grad.real
        imag: grad.imag
    """

    __slots__ = ()

    def apply(ctx, grads):
        grad = grads[0]
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad.real
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = grad.imag
        return grad_inputs


class PolarBackward0(Node):
    """polar(Tensor abs, Tensor angle) -> Tensor

    derivatives.yaml:2635
        abs, angle: polar_backward(grad, result)
    """

    __slots__ = ("_raw_saved_result",)
    _saved_tensor_slots = ("_raw_saved_result",)
    _saved_result = saved_tensor("_raw_saved_result")

    def apply(ctx, grads):
        grad = grads[0]
        result = ctx._saved_result
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None or ctx.next_functions[1][0] is not None:
            grad_inputs[0], grad_inputs[1] = polar_backward(grad, result)
        return grad_inputs


class AngleBackward0(Node):
    """angle(Tensor self) -> Tensor

    derivatives.yaml:2646
        self: angle_backward(grad, self)
    """

    __slots__ = ("_raw_saved_self",)
    _saved_tensor_slots = ("_raw_saved_self",)
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = angle_backward(grad, self)
        return grad_inputs


class SgnBackward0(Node):
    """sgn(Tensor self) -> Tensor

    derivatives.yaml:2653
        self: sgn_backward(self, grad, result)
    """

    __slots__ = ("_raw_saved_self", "_raw_saved_result")
    _saved_tensor_slots = ("_raw_saved_self", "_raw_saved_result")
    _saved_self = saved_tensor("_raw_saved_self")
    _saved_result = saved_tensor("_raw_saved_result")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        result = ctx._saved_result
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = sgn_backward(self, grad, result)
        return grad_inputs


class TBackward0(Node):
    """t(Tensor(a) self) -> Tensor(a)

    derivatives.yaml:2696
        self: grad.t()
    """

    __slots__ = ()

    def apply(ctx, grads):
        grad = grads[0]
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad.t()
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = kernels.t(grad)
        return grad_inputs


class TransposeBackward0(Node):
    """transpose.int(Tensor(a) self, int dim0, int dim1) -> Tensor(a)

    derivatives.yaml:2703
        self: grad.transpose(dim0, dim1)
    """

    __slots__ = ("_saved_dim0", "_saved_dim1")

    def apply(ctx, grads):
        grad = grads[0]
        dim0 = ctx._saved_dim0
        dim1 = ctx._saved_dim1
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad.transpose(dim0, dim1)
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        dim0 = ctx._saved_dim0
        dim1 = ctx._saved_dim1
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = kernels.transpose(grad, dim0, dim1)
        return grad_inputs


class ViewBackward0(Node):
    """view(Tensor(a) self, SymInt[] size) -> Tensor(a)

    derivatives.yaml:2710
        self: grad.reshape(self.shape)
    """

    __slots__ = ("_saved_self_sym_sizes",)

    def apply(ctx, grads):
        grad = grads[0]
        self_sym_sizes = ctx._saved_self_sym_sizes
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad.reshape(self_sym_sizes)
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        self_sym_sizes = ctx._saved_self_sym_sizes
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad.reshape(self_sym_sizes)
        return grad_inputs


class UnsafeViewBackward0(Node):
    """_unsafe_view(Tensor self, int[] size) -> Tensor

    derivatives.yaml:2718
        self: grad.reshape(self.shape)
    """

    __slots__ = ("_saved_self_sym_sizes",)

    def apply(ctx, grads):
        grad = grads[0]
        self_sym_sizes = ctx._saved_self_sym_sizes
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad.reshape(self_sym_sizes)
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        self_sym_sizes = ctx._saved_self_sym_sizes
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad.reshape(self_sym_sizes)
        return grad_inputs


class ReshapeAliasBackward0(Node):
    """_reshape_alias(Tensor(a) self, SymInt[] size, SymInt[] stride) -> Tensor(a)

    derivatives.yaml:2728
        self: grad.reshape(self.shape)
    """

    __slots__ = ("_saved_self_sym_sizes",)

    def apply(ctx, grads):
        grad = grads[0]
        self_sym_sizes = ctx._saved_self_sym_sizes
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad.reshape(self_sym_sizes)
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        self_sym_sizes = ctx._saved_self_sym_sizes
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad.reshape(self_sym_sizes)
        return grad_inputs


class ExpandBackward0(Node):
    """expand(Tensor(a) self, SymInt[] size) -> Tensor(a)

    derivatives.yaml:2746
        self: sum_to(grad, self.shape)
    """

    __slots__ = ("_saved_self_sym_sizes",)

    def apply(ctx, grads):
        grad = grads[0]
        self_sym_sizes = ctx._saved_self_sym_sizes
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = sum_to(grad, self_sym_sizes)
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        self_sym_sizes = ctx._saved_self_sym_sizes
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = array_backward.sum_to(grad, self_sym_sizes)
        return grad_inputs


class SqueezeBackward0(Node):
    """squeeze(Tensor(a) self) -> Tensor(a)

    derivatives.yaml:2754
        self: grad.reshape(self.shape)
    """

    __slots__ = ("_saved_self_sym_sizes",)

    def apply(ctx, grads):
        grad = grads[0]
        self_sym_sizes = ctx._saved_self_sym_sizes
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad.reshape(self_sym_sizes)
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        self_sym_sizes = ctx._saved_self_sym_sizes
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad.reshape(self_sym_sizes)
        return grad_inputs


class SqueezeBackward1(Node):
    """squeeze.dim(Tensor(a) self, int dim) -> Tensor(a)

    derivatives.yaml:2761
        self: grad.reshape(self.shape)
    """

    __slots__ = ("_saved_self_sym_sizes",)

    def apply(ctx, grads):
        grad = grads[0]
        self_sym_sizes = ctx._saved_self_sym_sizes
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad.reshape(self_sym_sizes)
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        self_sym_sizes = ctx._saved_self_sym_sizes
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad.reshape(self_sym_sizes)
        return grad_inputs


class SqueezeBackward2(Node):
    """squeeze.dims(Tensor(a) self, int[] dim) -> Tensor(a)

    derivatives.yaml:2768
        self: grad.reshape(self.shape)
    """

    __slots__ = ("_saved_self_sym_sizes",)

    def apply(ctx, grads):
        grad = grads[0]
        self_sym_sizes = ctx._saved_self_sym_sizes
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad.reshape(self_sym_sizes)
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        self_sym_sizes = ctx._saved_self_sym_sizes
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad.reshape(self_sym_sizes)
        return grad_inputs


class UnsqueezeBackward0(Node):
    """unsqueeze(Tensor(a) self, int dim) -> Tensor(a)

    derivatives.yaml:2775
        self: grad.squeeze(dim)
    """

    __slots__ = ("_saved_dim",)

    def apply(ctx, grads):
        grad = grads[0]
        dim = ctx._saved_dim
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad.squeeze(dim)
        return grad_inputs


class SqueezeBackward3(Node):
    """squeeze_(Tensor(a!) self) -> Tensor(a!)

    derivatives.yaml:2783
        self: grad.reshape(self.shape)
    """

    __slots__ = ("_saved_self_sym_sizes",)

    def apply(ctx, grads):
        grad = grads[0]
        self_sym_sizes = ctx._saved_self_sym_sizes
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad.reshape(self_sym_sizes)
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        self_sym_sizes = ctx._saved_self_sym_sizes
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad.reshape(self_sym_sizes)
        return grad_inputs


class SqueezeBackward4(Node):
    """squeeze_.dim(Tensor(a!) self, int dim) -> Tensor(a!)

    derivatives.yaml:2792
        self: grad.reshape(self.shape)
    """

    __slots__ = ("_saved_self_sym_sizes",)

    def apply(ctx, grads):
        grad = grads[0]
        self_sym_sizes = ctx._saved_self_sym_sizes
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad.reshape(self_sym_sizes)
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        self_sym_sizes = ctx._saved_self_sym_sizes
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad.reshape(self_sym_sizes)
        return grad_inputs


class SqueezeBackward5(Node):
    """squeeze_.dims(Tensor(a!) self, int[] dim) -> Tensor(a!)

    derivatives.yaml:2801
        self: grad.reshape(self.shape)
    """

    __slots__ = ("_saved_self_sym_sizes",)

    def apply(ctx, grads):
        grad = grads[0]
        self_sym_sizes = ctx._saved_self_sym_sizes
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad.reshape(self_sym_sizes)
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        self_sym_sizes = ctx._saved_self_sym_sizes
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad.reshape(self_sym_sizes)
        return grad_inputs


class UnsqueezeBackward1(Node):
    """unsqueeze_(Tensor(a!) self, int dim) -> Tensor(a!)

    derivatives.yaml:2810
        self: grad.squeeze(dim)
    """

    __slots__ = ("_saved_dim",)

    def apply(ctx, grads):
        grad = grads[0]
        dim = ctx._saved_dim
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad.squeeze(dim)
        return grad_inputs


class TBackward1(Node):
    """t_(Tensor(a!) self) -> Tensor(a!)

    derivatives.yaml:2819
        self: grad.t()
    """

    __slots__ = ()

    def apply(ctx, grads):
        grad = grads[0]
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad.t()
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = kernels.t(grad)
        return grad_inputs


class TransposeBackward1(Node):
    """transpose_(Tensor(a!) self, int dim0, int dim1) -> Tensor(a!)

    derivatives.yaml:2828
        self: grad.transpose(dim0, dim1)
    """

    __slots__ = ("_saved_dim0", "_saved_dim1")

    def apply(ctx, grads):
        grad = grads[0]
        dim0 = ctx._saved_dim0
        dim1 = ctx._saved_dim1
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad.transpose(dim0, dim1)
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        dim0 = ctx._saved_dim0
        dim1 = ctx._saved_dim1
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = kernels.transpose(grad, dim0, dim1)
        return grad_inputs


class CatBackward0(Node):
    """cat(Tensor[] tensors, int dim=0) -> Tensor

    derivatives.yaml:2837
        tensors: cat_backward(grad, sizes_of(tensors), dim)
    """

    __slots__ = ("_saved_tensors_args_sizes", "_saved_dim")

    def apply(ctx, grads):
        grad = grads[0]
        tensors_args_sizes = ctx._saved_tensors_args_sizes
        dim = ctx._saved_dim
        grad_inputs = [None] * len(ctx.next_functions)
        if any(edge[0] is not None for edge in ctx.next_functions):
            grad_inputs = list(cat_backward(grad, tensors_args_sizes, dim))
        return grad_inputs


class StackBackward0(Node):
    """stack(Tensor[] tensors, int dim=0) -> Tensor

    derivatives.yaml:2846
        tensors: stack_backward(grad, dim)
    """

    __slots__ = ("_saved_dim",)

    def apply(ctx, grads):
        grad = grads[0]
        dim = ctx._saved_dim
        grad_inputs = [None] * len(ctx.next_functions)
        if any(edge[0] is not None for edge in ctx.next_functions):
            grad_inputs = list(stack_backward(grad, dim))
        return grad_inputs


class UnbindBackward0(Node):
    """unbind.int(Tensor(a -> *) self, int dim=0) -> Tensor(a)[]

    derivatives.yaml:2854
        self: unbind_backward(grads, dim)
    """

    __slots__ = ("_saved_dim",)

    def apply(ctx, grads):
        dim = ctx._saved_dim
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = unbind_backward(grads, dim)
        return grad_inputs


class CloneBackward0(Node):
    """clone(Tensor self, *, MemoryFormat? memory_format=None) -> Tensor

    derivatives.yaml:2861
        self: grad
    """

    __slots__ = ()

    def apply(ctx, grads):
        grad = grads[0]
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad
        return grad_inputs


class ToCopyBackward0(Node):
    """_to_copy(Tensor self, ScalarType? dtype=None, *, MemoryFormat? memory_format=None) -> Tensor

    derivatives.yaml:2868
        self: to_copy_backward(grad, self.dtype)
    """

    __slots__ = ("_saved_self_scalar_type",)

    def apply(ctx, grads):
        grad = grads[0]
        self_scalar_type = ctx._saved_self_scalar_type
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = to_copy_backward(grad, self_scalar_type)
        return grad_inputs


class WhereBackward0(Node):
    """where.self(Tensor condition, Tensor self, Tensor other) -> Tensor

    derivatives.yaml:2875
        self: where(condition, grad, 0.0)
        other: where(condition, 0.0, grad)
    """

    __slots__ = ("_raw_saved_condition",)
    _saved_tensor_slots = ("_raw_saved_condition",)
    _saved_condition = saved_tensor("_raw_saved_condition")

    def apply(ctx, grads):
        grad = grads[0]
        condition = ctx._saved_condition
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = ops.where(condition, grad, 0.0)
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = ops.where(condition, 0.0, grad)
        return grad_inputs


class PermuteBackward0(Node):
    """permute(Tensor(a) self, int[] dims) -> Tensor(a)

    derivatives.yaml:2889
        self: permute_backward(grad, dims)
    """

    __slots__ = ("_saved_dims",)

    def apply(ctx, grads):
        grad = grads[0]
        dims = ctx._saved_dims
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = permute_backward(grad, dims)
        return grad_inputs


class RepeatBackward0(Node):
    """repeat(Tensor self, int[] repeats) -> Tensor

    derivatives.yaml:2936
        self: repeat_backward(grad, repeats, self.shape)
    """

    __slots__ = ("_saved_self_sym_sizes", "_saved_repeats")

    def apply(ctx, grads):
        grad = grads[0]
        self_sym_sizes = ctx._saved_self_sym_sizes
        repeats = ctx._saved_repeats
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = repeat_backward(grad, repeats, self_sym_sizes)
        return grad_inputs


class FlipBackward0(Node):
    """flip(Tensor self, int[] dims) -> Tensor

    derivatives.yaml:2949
        self: grad.flip(dims)
    """

    __slots__ = ("_saved_dims",)

    def apply(ctx, grads):
        grad = grads[0]
        dims = ctx._saved_dims
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad.flip(dims)
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        dims = ctx._saved_dims
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = kernels.flip(grad, dims)
        return grad_inputs


class RollBackward0(Node):
    """roll(Tensor self, int[1] shifts, int[1] dims=[]) -> Tensor

    derivatives.yaml:2957
        self: roll_backward(grad, shifts, dims)
    """

    __slots__ = ("_saved_shifts", "_saved_dims")

    def apply(ctx, grads):
        grad = grads[0]
        shifts = ctx._saved_shifts
        dims = ctx._saved_dims
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = roll_backward(grad, shifts, dims)
        return grad_inputs


class SplitBackward0(Node):
    """split.Tensor(Tensor(a -> *) self, SymInt split_size, int dim=0) -> Tensor(a)[]

    derivatives.yaml:2965
        self: cat(grads, dim)
    """

    __slots__ = ("_saved_dim",)

    def apply(ctx, grads):
        dim = ctx._saved_dim
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = ops.cat(grads, dim)
        return grad_inputs

    def apply_arrays(ctx, grads):
        dim = ctx._saved_dim
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = array_backward.cat(grads, dim)
        return grad_inputs


class SplitWithSizesBackward0(Node):
    """split_with_sizes(Tensor(a -> *) self, SymInt[] split_sizes, int dim=0) -> Tensor(a)[]

    derivatives.yaml:2977
        self: cat(grads, dim)
    """

    __slots__ = ("_saved_dim",)

    def apply(ctx, grads):
        dim = ctx._saved_dim
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = ops.cat(grads, dim)
        return grad_inputs

    def apply_arrays(ctx, grads):
        dim = ctx._saved_dim
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = array_backward.cat(grads, dim)
        return grad_inputs


class SelectBackward0(Node):
    """select.int(Tensor(a) self, int dim, SymInt index) -> Tensor(a)

    derivatives.yaml:2994
        self: select_backward(grad, self.shape, dim, index)
    """

    __slots__ = ("_saved_self_sym_sizes", "_saved_dim", "_saved_index")

    def apply(ctx, grads):
        grad = grads[0]
        self_sym_sizes = ctx._saved_self_sym_sizes
        dim = ctx._saved_dim
        index = ctx._saved_index
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = ops.select_backward(grad, self_sym_sizes, dim, index)
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        self_sym_sizes = ctx._saved_self_sym_sizes
        dim = ctx._saved_dim
        index = ctx._saved_index
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = kernels.select_backward(grad, self_sym_sizes, dim, index)
        return grad_inputs


class SelectBackwardBackward0(Node):
    """select_backward(Tensor grad_output, int[] input_sizes, int dim, int index) -> Tensor

    derivatives.yaml:3001
        grad_output: grad.select(dim, index)
    """

    __slots__ = ("_saved_dim", "_saved_index")

    def apply(ctx, grads):
        grad = grads[0]
        dim = ctx._saved_dim
        index = ctx._saved_index
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad.select(dim, index)
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        dim = ctx._saved_dim
        index = ctx._saved_index
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = kernels.select(grad, dim, index)
        return grad_inputs


class SliceBackward0(Node):
    """slice.Tensor(Tensor(a) self, int dim=0, SymInt? start=None, SymInt? end=None, SymInt step=1) -> Tensor(a)

    derivatives.yaml:3009
        self: slice_backward(grad, self.shape, dim, start, end, step)
    """

    __slots__ = ("_saved_self_sym_sizes", "_saved_dim", "_saved_start", "_saved_end", "_saved_step")

    def apply(ctx, grads):
        grad = grads[0]
        self_sym_sizes = ctx._saved_self_sym_sizes
        dim = ctx._saved_dim
        start = ctx._saved_start
        end = ctx._saved_end
        step = ctx._saved_step
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = ops.slice_backward(grad, self_sym_sizes, dim, start, end, step)
        return grad_inputs


class SliceBackwardBackward0(Node):
    """slice_backward(Tensor grad_output, int[] input_sizes, int dim, int? start, int? end, int step) -> Tensor

    derivatives.yaml:3017
        grad_output: slice(grad, dim, start, end, step)
    """

    __slots__ = ("_saved_dim", "_saved_start", "_saved_end", "_saved_step")

    def apply(ctx, grads):
        grad = grads[0]
        dim = ctx._saved_dim
        start = ctx._saved_start
        end = ctx._saved_end
        step = ctx._saved_step
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = ops.slice(grad, dim, start, end, step)
        return grad_inputs


class IndexBackward0(Node):
    """index.Tensor(Tensor self, Index indices) -> Tensor

    derivatives.yaml:3025
        self: index_put_zeros(grad, self.shape, indices)
    """

    __slots__ = ("_saved_self_sym_sizes", "_raw_saved_indices")
    _saved_tensor_slots = ("_raw_saved_indices",)
    _saved_indices = saved_tensor("_raw_saved_indices")

    def apply(ctx, grads):
        grad = grads[0]
        self_sym_sizes = ctx._saved_self_sym_sizes
        indices = ctx._saved_indices
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = ops.index_put_zeros(grad, self_sym_sizes, indices)
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        self_sym_sizes = ctx._saved_self_sym_sizes
        indices = ctx._saved_indices
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = array_backward.index_put_zeros(grad, self_sym_sizes, indices)
        return grad_inputs


class IndexPutImplBackward0(Node):
    """index_put_zeros(Tensor grad_output, int[] input_sizes, Index indices) -> Tensor

    derivatives.yaml:3033
        grad_output: index(grad, indices)
    """

    __slots__ = ("_raw_saved_indices",)
    _saved_tensor_slots = ("_raw_saved_indices",)
    _saved_indices = saved_tensor("_raw_saved_indices")

    def apply(ctx, grads):
        grad = grads[0]
        indices = ctx._saved_indices
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = ops.index(grad, indices)
        return grad_inputs


class AliasBackward0(Node):
    """alias(Tensor(a) self) -> Tensor(a)

    derivatives.yaml:3042
        self: grad
    """

    __slots__ = ()

    def apply(ctx, grads):
        grad = grads[0]
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad
        return grad_inputs


class IndexSelectBackward0(Node):
    """index_select(Tensor self, int dim, Tensor index) -> Tensor

    derivatives.yaml:3049
        self: index_select_backward(grad, self.shape, dim, index)
    """

    __slots__ = ("_saved_self_sym_sizes", "_saved_dim", "_raw_saved_index")
    _saved_tensor_slots = ("_raw_saved_index",)
    _saved_index = saved_tensor("_raw_saved_index")

    def apply(ctx, grads):
        grad = grads[0]
        self_sym_sizes = ctx._saved_self_sym_sizes
        dim = ctx._saved_dim
        index = ctx._saved_index
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = index_select_backward(grad, self_sym_sizes, dim, index)
        return grad_inputs


class IndexAddBackward0(Node):
    """index_add(Tensor self, int dim, Tensor index, Tensor source, *, Scalar alpha=1) -> Tensor

    derivatives.yaml:3057
        self: grad
        source: maybe_multiply(grad.index_select(dim, index), alpha)
    """

    __slots__ = ("_saved_dim", "_raw_saved_index", "_saved_alpha")
    _saved_tensor_slots = ("_raw_saved_index",)
    _saved_index = saved_tensor("_raw_saved_index")

    def apply(ctx, grads):
        grad = grads[0]
        dim = ctx._saved_dim
        index = ctx._saved_index
        alpha = ctx._saved_alpha
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = maybe_multiply(grad.index_select(dim, index), alpha)
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        dim = ctx._saved_dim
        index = saved_array(ctx._raw_saved_index, ctx, grad) if ctx.next_functions[1][0] is not None else None
        alpha = ctx._saved_alpha
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = maybe_multiply(indexing_kernels.index_select(grad, dim, index), alpha)
        return grad_inputs


class GatherBackward0(Node):
    """gather(Tensor self, int dim, Tensor index, *, bool sparse_grad=False) -> Tensor

    derivatives.yaml:3068
        self: gather_backward(grad, self, dim, index)
    """

    __slots__ = ("_raw_saved_index", "_saved_dim", "_raw_saved_self")
    _saved_tensor_slots = ("_raw_saved_index", "_raw_saved_self")
    _saved_index = saved_tensor("_raw_saved_index")
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        index = ctx._saved_index
        dim = ctx._saved_dim
        self = ctx._saved_self
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = gather_backward(grad, self, dim, index)
        return grad_inputs


class ScatterBackward0(Node):
    """scatter.src(Tensor self, int dim, Tensor index, Tensor src) -> Tensor

    derivatives.yaml:3076
        self: grad.scatter(dim, index, 0)
        src: grad.gather(dim, index)
    """

    __slots__ = ("_saved_dim", "_raw_saved_index")
    _saved_tensor_slots = ("_raw_saved_index",)
    _saved_index = saved_tensor("_raw_saved_index")

    def apply(ctx, grads):
        grad = grads[0]
        dim = ctx._saved_dim
        index = ctx._saved_index
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad.scatter(dim, index, 0)
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = grad.gather(dim, index)
        return grad_inputs


class ScatterBackward1(Node):
    """scatter.value(Tensor self, int dim, Tensor index, Scalar value) -> Tensor

    derivatives.yaml:3088
        self: grad.scatter(dim, index, 0)
    """

    __slots__ = ("_saved_dim", "_raw_saved_index")
    _saved_tensor_slots = ("_raw_saved_index",)
    _saved_index = saved_tensor("_raw_saved_index")

    def apply(ctx, grads):
        grad = grads[0]
        dim = ctx._saved_dim
        index = ctx._saved_index
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad.scatter(dim, index, 0)
        return grad_inputs


class ScatterAddBackward0(Node):
    """scatter_add(Tensor self, int dim, Tensor index, Tensor src) -> Tensor

    derivatives.yaml:3097
        self: grad
        src: grad.gather(dim, index)
    """

    __slots__ = ("_saved_dim", "_raw_saved_index")
    _saved_tensor_slots = ("_raw_saved_index",)
    _saved_index = saved_tensor("_raw_saved_index")

    def apply(ctx, grads):
        grad = grads[0]
        dim = ctx._saved_dim
        index = ctx._saved_index
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = grad.gather(dim, index)
        return grad_inputs


class MaskedSelectBackward0(Node):
    """masked_select(Tensor self, Tensor mask) -> Tensor

    derivatives.yaml:3113
        self: masked_select_backward(grad, self.shape, mask)
    """

    __slots__ = ("_saved_self_sym_sizes", "_raw_saved_mask")
    _saved_tensor_slots = ("_raw_saved_mask",)
    _saved_mask = saved_tensor("_raw_saved_mask")

    def apply(ctx, grads):
        grad = grads[0]
        self_sym_sizes = ctx._saved_self_sym_sizes
        mask = ctx._saved_mask
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = masked_select_backward(grad, self_sym_sizes, mask)
        return grad_inputs


class IndexPutBackward0(Node):
    """index_put(Tensor self, Index indices, Tensor values, bool accumulate=False) -> Tensor

    derivatives.yaml:3135
        self: grad if accumulate else index_put(grad, indices, 0.0)
        values: index(grad, indices)
    """

    __slots__ = ("_raw_saved_indices", "_saved_accumulate")
    _saved_tensor_slots = ("_raw_saved_indices",)
    _saved_indices = saved_tensor("_raw_saved_indices")

    def apply(ctx, grads):
        grad = grads[0]
        indices = ctx._saved_indices
        accumulate = ctx._saved_accumulate
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad if accumulate else ops.index_put(grad, indices, 0.0)
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = ops.index(grad, indices)
        return grad_inputs


class FillBackward0(Node):
    """fill.Scalar(Tensor self, Scalar value) -> Tensor

    derivatives.yaml:3147
        self: zeros_like(grad)
    """

    __slots__ = ()

    def apply(ctx, grads):
        grad = grads[0]
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = zeros_like(grad)
        return grad_inputs


class FillBackward1(Node):
    """fill.Tensor(Tensor self, Tensor value) -> Tensor

    derivatives.yaml:3156
        self: zeros_like(grad)
        value: grad.sum()
    """

    __slots__ = ()

    def apply(ctx, grads):
        grad = grads[0]
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = zeros_like(grad)
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = grad.sum()
        return grad_inputs


class FillBackward2(Node):
    """fill_.Scalar(Tensor(a!) self, Scalar value) -> Tensor(a!)

    derivatives.yaml:3165
        self: zeros_like(grad)
    """

    __slots__ = ()

    def apply(ctx, grads):
        grad = grads[0]
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = zeros_like(grad)
        return grad_inputs


class FillBackward3(Node):
    """fill_.Tensor(Tensor(a!) self, Tensor value) -> Tensor(a!)

    derivatives.yaml:3173
        self: zeros_like(grad)
        value: grad.sum()
    """

    __slots__ = ()

    def apply(ctx, grads):
        grad = grads[0]
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = zeros_like(grad)
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = grad.sum()
        return grad_inputs


class ZeroBackward0(Node):
    """zero_(Tensor(a!) self) -> Tensor(a!)

    derivatives.yaml:3181
        self: zeros_like(grad)
    """

    __slots__ = ()

    def apply(ctx, grads):
        grad = grads[0]
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = zeros_like(grad)
        return grad_inputs


class CopyBackwards(Node):
    """copy_(Tensor(a!) self, Tensor src, bool non_blocking=False) -> Tensor(a!)

    derivatives.yaml:3188
        self: zeros_like(grad)
        src: grad
    """

    __slots__ = ()

    def name(self):
        return "torch::autograd::CopyBackwards"

    def apply(ctx, grads):
        grad = grads[0]
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = zeros_like(grad)
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = grad
        return grad_inputs


class Rot90Backward0(Node):
    """rot90(Tensor self, int k=1, int[] dims=[0, 1]) -> Tensor

    derivatives.yaml:3389
        self: grad.rot90(-k, dims)
    """

    __slots__ = ("_saved_k", "_saved_dims")

    def apply(ctx, grads):
        grad = grads[0]
        k = ctx._saved_k
        dims = ctx._saved_dims
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad.rot90(-k, dims)
        return grad_inputs


class TakeBackward0(Node):
    """take(Tensor self, Tensor index) -> Tensor

    derivatives.yaml:3397
        self: take_backward(grad, self.shape, index)
    """

    __slots__ = ("_saved_self_sym_sizes", "_raw_saved_index")
    _saved_tensor_slots = ("_raw_saved_index",)
    _saved_index = saved_tensor("_raw_saved_index")

    def apply(ctx, grads):
        grad = grads[0]
        self_sym_sizes = ctx._saved_self_sym_sizes
        index = ctx._saved_index
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = take_backward(grad, self_sym_sizes, index)
        return grad_inputs


class PutBackward0(Node):
    """put(Tensor self, Tensor index, Tensor source, bool accumulate=False) -> Tensor

    derivatives.yaml:3405
        self: grad if accumulate else grad.put(index, zeros_like(source), False)
        source: grad.take(index).reshape_as(source)
    """

    __slots__ = ("_raw_saved_index", "_raw_saved_source", "_saved_accumulate")
    _saved_tensor_slots = ("_raw_saved_index", "_raw_saved_source")
    _saved_index = saved_tensor("_raw_saved_index")
    _saved_source = saved_tensor("_raw_saved_source")

    def apply(ctx, grads):
        grad = grads[0]
        index = ctx._saved_index
        source = ctx._saved_source
        accumulate = ctx._saved_accumulate
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad if accumulate else grad.put(index, zeros_like(source), False)
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = grad.take(index).reshape_as(source)
        return grad_inputs


class IndexFillBackward0(Node):
    """index_fill.int_Scalar(Tensor self, int dim, Tensor index, Scalar value) -> Tensor

    derivatives.yaml:3417
        self: grad.index_fill(dim, index, 0)
    """

    __slots__ = ("_saved_dim", "_raw_saved_index")
    _saved_tensor_slots = ("_raw_saved_index",)
    _saved_index = saved_tensor("_raw_saved_index")

    def apply(ctx, grads):
        grad = grads[0]
        dim = ctx._saved_dim
        index = ctx._saved_index
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad.index_fill(dim, index, 0)
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        dim = ctx._saved_dim
        index = saved_array(ctx._raw_saved_index, ctx, grad)
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = layout_kernels.iterated((grad,), scatter_kernels.index_fill(grad, dim, index, 0))
        return grad_inputs


class IndexFillBackward1(Node):
    """index_fill.int_Tensor(Tensor self, int dim, Tensor index, Tensor value) -> Tensor

    derivatives.yaml:3429
        self: grad.index_fill(dim, index, 0)
        value: index_fill_value_backward(grad, dim, index)
    """

    __slots__ = ("_saved_dim", "_raw_saved_index")
    _saved_tensor_slots = ("_raw_saved_index",)
    _saved_index = saved_tensor("_raw_saved_index")

    def apply(ctx, grads):
        grad = grads[0]
        dim = ctx._saved_dim
        index = ctx._saved_index
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad.index_fill(dim, index, 0)
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = index_fill_value_backward(grad, dim, index)
        return grad_inputs


class IndexCopyBackward0(Node):
    """index_copy(Tensor self, int dim, Tensor index, Tensor source) -> Tensor

    derivatives.yaml:3442
        self: grad.index_fill(dim, index, 0)
        source: grad.index_select(dim, index).reshape(source.shape)
    """

    __slots__ = ("_saved_dim", "_raw_saved_index", "_saved_source_sym_sizes")
    _saved_tensor_slots = ("_raw_saved_index",)
    _saved_index = saved_tensor("_raw_saved_index")

    def apply(ctx, grads):
        grad = grads[0]
        dim = ctx._saved_dim
        index = ctx._saved_index
        source_sym_sizes = ctx._saved_source_sym_sizes
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad.index_fill(dim, index, 0)
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = grad.index_select(dim, index).reshape(source_sym_sizes)
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        dim = ctx._saved_dim
        index = saved_array(ctx._raw_saved_index, ctx, grad)
        source_sym_sizes = ctx._saved_source_sym_sizes
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = layout_kernels.iterated((grad,), scatter_kernels.index_fill(grad, dim, index, 0))
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = indexing_kernels.index_select(grad, dim, index).reshape(source_sym_sizes)
        return grad_inputs


class IndexReduceBackward0(Node):
    """index_reduce(Tensor self, int dim, Tensor index, Tensor source, str reduce, *, bool include_self=True) -> Tensor

    derivatives.yaml:3455
        self, source: index_reduce_backward(grad, self, dim, index, source, reduce, include_self, result)
    """

    __slots__ = ("_raw_saved_index", "_saved_dim", "_raw_saved_self", "_raw_saved_source", "_saved_reduce",
                 "_saved_include_self", "_raw_saved_result")
    _saved_tensor_slots = ("_raw_saved_index", "_raw_saved_self", "_raw_saved_source", "_raw_saved_result")
    _saved_index = saved_tensor("_raw_saved_index")
    _saved_self = saved_tensor("_raw_saved_self")
    _saved_source = saved_tensor("_raw_saved_source")
    _saved_result = saved_tensor("_raw_saved_result")

    def apply(ctx, grads):
        grad = grads[0]
        index = ctx._saved_index
        dim = ctx._saved_dim
        self = ctx._saved_self
        source = ctx._saved_source
        reduce = ctx._saved_reduce
        include_self = ctx._saved_include_self
        result = ctx._saved_result
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None or ctx.next_functions[1][0] is not None:
            grad_inputs[0], grad_inputs[1] = index_reduce_backward(grad, self, dim, index, source, reduce, include_self,
                                                                   result)
        return grad_inputs


class MaskedScatterBackward0(Node):
    """masked_scatter(Tensor self, Tensor mask, Tensor source) -> Tensor

    derivatives.yaml:3470
        self: grad.masked_fill(mask, 0)
        source: masked_scatter_backward(grad, mask, source.shape)
    """

    __slots__ = ("_raw_saved_mask", "_saved_source_sym_sizes")
    _saved_tensor_slots = ("_raw_saved_mask",)
    _saved_mask = saved_tensor("_raw_saved_mask")

    def apply(ctx, grads):
        grad = grads[0]
        mask = ctx._saved_mask
        source_sym_sizes = ctx._saved_source_sym_sizes
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad.masked_fill(mask, 0)
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = ops.masked_scatter_backward(grad, mask, source_sym_sizes)
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        mask = saved_array(ctx._raw_saved_mask, ctx, grad)
        source_sym_sizes = ctx._saved_source_sym_sizes
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = indexing_kernels.masked_fill(grad, mask, 0)
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = scatter_kernels.masked_scatter_backward(grad, mask, source_sym_sizes)
        return grad_inputs


class MaskedScatterBackwardBackward0(Node):
    """masked_scatter_backward(Tensor grad_output, Tensor mask, int[] sizes) -> Tensor

    derivatives.yaml:3481
        grad_output: zeros_like(grad_output).masked_scatter(mask, grad)
    """

    __slots__ = ("_saved_grad_output_info", "_raw_saved_mask")
    _saved_tensor_slots = ("_raw_saved_mask",)
    _saved_mask = saved_tensor("_raw_saved_mask")

    def apply(ctx, grads):
        grad = grads[0]
        grad_output_info = ctx._saved_grad_output_info
        mask = ctx._saved_mask
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = zeros_of(grad_output_info).masked_scatter(mask, grad)
        return grad_inputs


class ScatterReduceBackward0(Node):
    """scatter_reduce.two(Tensor self, int dim, Tensor index, Tensor src, str reduce, *,
        bool include_self=True) -> Tensor

    derivatives.yaml:3489
        self, src: scatter_reduce_backward(grad, self, dim, index, src, reduce, include_self, result)
    """

    __slots__ = ("_raw_saved_index", "_saved_dim", "_raw_saved_self", "_raw_saved_src", "_saved_reduce",
                 "_saved_include_self", "_raw_saved_result")
    _saved_tensor_slots = ("_raw_saved_index", "_raw_saved_self", "_raw_saved_src", "_raw_saved_result")
    _saved_index = saved_tensor("_raw_saved_index")
    _saved_self = saved_tensor("_raw_saved_self")
    _saved_src = saved_tensor("_raw_saved_src")
    _saved_result = saved_tensor("_raw_saved_result")

    def apply(ctx, grads):
        grad = grads[0]
        index = ctx._saved_index
        dim = ctx._saved_dim
        self = ctx._saved_self
        src = ctx._saved_src
        reduce = ctx._saved_reduce
        include_self = ctx._saved_include_self
        result = ctx._saved_result
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None or ctx.next_functions[1][0] is not None:
            grad_inputs[0], grad_inputs[1] = scatter_reduce_backward(grad, self, dim, index, src, reduce, include_self,
                                                                     result)
        return grad_inputs


class SelectScatterBackward0(Node):
    """select_scatter(Tensor self, Tensor src, int dim, int index) -> Tensor

    derivatives.yaml:3506
        self: select_scatter(grad, zeros_like(src), dim, index)
        src: grad.select(dim, index)
    """

    __slots__ = ("_saved_src_info", "_saved_dim", "_saved_index")

    def apply(ctx, grads):
        grad = grads[0]
        src_info = ctx._saved_src_info
        dim = ctx._saved_dim
        index = ctx._saved_index
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = ops.select_scatter(grad, zeros_of(src_info), dim, index)
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = grad.select(dim, index)
        return grad_inputs


class SliceInverseBackward0(Node):
    """slice_inverse(Tensor(a) self, Tensor src, int dim=0, SymInt? start=None, SymInt? end=None,
        SymInt step=1) -> Tensor(a)

    derivatives.yaml:3519
        self: slice(grad, dim, start, end, step)
        src: slice_scatter(grad, zeros_like(self), dim, start, end, step)
    """

    __slots__ = ("_saved_self_info", "_saved_dim", "_saved_start", "_saved_end", "_saved_step")

    def apply(ctx, grads):
        grad = grads[0]
        self_info = ctx._saved_self_info
        dim = ctx._saved_dim
        start = ctx._saved_start
        end = ctx._saved_end
        step = ctx._saved_step
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = ops.slice(grad, dim, start, end, step)
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = ops.slice_scatter(grad, zeros_of(self_info), dim, start, end, step)
        return grad_inputs


class SliceScatterBackward0(Node):
    """slice_scatter(Tensor self, Tensor src, int dim=0, int? start=None, int? end=None, int step=1) -> Tensor

    derivatives.yaml:3528
        self: slice_scatter(grad, zeros_like(src), dim, start, end, step)
        src: slice(grad, dim, start, end, step)
    """

    __slots__ = ("_saved_src_info", "_saved_dim", "_saved_start", "_saved_end", "_saved_step")

    def apply(ctx, grads):
        grad = grads[0]
        src_info = ctx._saved_src_info
        dim = ctx._saved_dim
        start = ctx._saved_start
        end = ctx._saved_end
        step = ctx._saved_step
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = ops.slice_scatter(grad, zeros_of(src_info), dim, start, end, step)
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = ops.slice(grad, dim, start, end, step)
        return grad_inputs


class DiagonalScatterBackward0(Node):
    """diagonal_scatter(Tensor self, Tensor src, int offset=0, int dim1=0, int dim2=1) -> Tensor

    derivatives.yaml:3537
        self: diagonal_scatter(grad, zeros_like(src), offset, dim1, dim2)
        src: grad.diagonal(offset, dim1, dim2)
    """

    __slots__ = ("_saved_src_info", "_saved_offset", "_saved_dim1", "_saved_dim2")

    def apply(ctx, grads):
        grad = grads[0]
        src_info = ctx._saved_src_info
        offset = ctx._saved_offset
        dim1 = ctx._saved_dim1
        dim2 = ctx._saved_dim2
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = ops.diagonal_scatter(grad, zeros_of(src_info), offset, dim1, dim2)
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = grad.diagonal(offset, dim1, dim2)
        return grad_inputs


class AsStridedBackward0(Node):
    """as_strided(Tensor(a) self, SymInt[] size, SymInt[] stride, SymInt? storage_offset=None) -> Tensor(a)

    derivatives.yaml:3546
        self: as_strided_backward(grad, self.geometry, size, stride, storage_offset)
    """

    __slots__ = ("_saved_self_geometry", "_saved_size", "_saved_stride", "_saved_storage_offset")

    def apply(ctx, grads):
        grad = grads[0]
        self_geometry = ctx._saved_self_geometry
        size = ctx._saved_size
        stride = ctx._saved_stride
        storage_offset = ctx._saved_storage_offset
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = as_strided_backward(grad, self_geometry, size, stride, storage_offset)
        return grad_inputs


class AsStridedBackward1(Node):
    """as_strided_(Tensor(a!) self, SymInt[] size, SymInt[] stride, SymInt? storage_offset=None) -> Tensor(a!)

    derivatives.yaml:3554
        self: as_strided_backward(grad, self.geometry, size, stride, storage_offset)
    """

    __slots__ = ("_saved_self_geometry", "_saved_size", "_saved_stride", "_saved_storage_offset")

    def apply(ctx, grads):
        grad = grads[0]
        self_geometry = ctx._saved_self_geometry
        size = ctx._saved_size
        stride = ctx._saved_stride
        storage_offset = ctx._saved_storage_offset
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = as_strided_backward(grad, self_geometry, size, stride, storage_offset)
        return grad_inputs


class AsStridedScatterBackward0(Node):
    """as_strided_scatter(Tensor self, Tensor src, int[] size, int[] stride, int? storage_offset=None) -> Tensor

    derivatives.yaml:3574
        self: as_strided_scatter(grad, zeros_like(src), size, stride, storage_offset)
        src: grad.contiguous().as_strided(size, stride, storage_offset)
    """

    __slots__ = ("_saved_src_info", "_saved_size", "_saved_stride", "_saved_storage_offset")

    def apply(ctx, grads):
        grad = grads[0]
        src_info = ctx._saved_src_info
        size = ctx._saved_size
        stride = ctx._saved_stride
        storage_offset = ctx._saved_storage_offset
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = ops.as_strided_scatter(grad, zeros_of(src_info), size, stride, storage_offset)
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = grad.contiguous().as_strided(size, stride, storage_offset)
        return grad_inputs


class UnfoldBackward0(Node):
    """unfold(Tensor(a) self, int dimension, int size, int step) -> Tensor(a)

    derivatives.yaml:3582
        self: unfold_backward(grad, self.shape, dimension, size, step)
    """

    __slots__ = ("_saved_self_sym_sizes", "_saved_dimension", "_saved_size", "_saved_step")

    def apply(ctx, grads):
        grad = grads[0]
        self_sym_sizes = ctx._saved_self_sym_sizes
        dimension = ctx._saved_dimension
        size = ctx._saved_size
        step = ctx._saved_step
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = ops.unfold_backward(grad, self_sym_sizes, dimension, size, step)
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        self_sym_sizes = ctx._saved_self_sym_sizes
        dimension = ctx._saved_dimension
        size = ctx._saved_size
        step = ctx._saved_step
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = strided_kernels.unfold_backward(grad, self_sym_sizes, dimension, size, step)
        return grad_inputs


class UnfoldBackwardBackward0(Node):
    """unfold_backward(Tensor grad_in, int[] input_sizes, int dim, int size, int step) -> Tensor

    derivatives.yaml:3590
        grad_in: grad.unfold(dim, size, step)
    """

    __slots__ = ("_saved_dim", "_saved_size", "_saved_step")

    def apply(ctx, grads):
        grad = grads[0]
        dim = ctx._saved_dim
        size = ctx._saved_size
        step = ctx._saved_step
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad.unfold(dim, size, step)
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        dim = ctx._saved_dim
        size = ctx._saved_size
        step = ctx._saved_step
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = strided_kernels.unfold(grad, dim, size, step)
        return grad_inputs


class BlockDiagBackward0(Node):
    """block_diag(Tensor[] tensors) -> Tensor

    derivatives.yaml:3598
        tensors: block_diag_backward(grad, sizes_of(tensors))
    """

    __slots__ = ("_saved_tensors_args_sizes",)

    def apply(ctx, grads):
        grad = grads[0]
        tensors_args_sizes = ctx._saved_tensors_args_sizes
        grad_inputs = [None] * len(ctx.next_functions)
        if any(edge[0] is not None for edge in ctx.next_functions):
            grad_inputs = list(block_diag_backward(grad, tensors_args_sizes))
        return grad_inputs


class UnsafeSplitBackward0(Node):
    """unsafe_split.Tensor(Tensor self, int split_size, int dim=0) -> Tensor[]

    derivatives.yaml:3605
        self: cat(grads, dim)
    """

    __slots__ = ("_saved_dim",)

    def apply(ctx, grads):
        dim = ctx._saved_dim
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = ops.cat(grads, dim)
        return grad_inputs

    def apply_arrays(ctx, grads):
        dim = ctx._saved_dim
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = array_backward.cat(grads, dim)
        return grad_inputs


class UnsafeSplitWithSizesBackward0(Node):
    """unsafe_split_with_sizes(Tensor self, int[] split_sizes, int dim=0) -> Tensor[]

    derivatives.yaml:3612
        self: cat(grads, dim)
    """

    __slots__ = ("_saved_dim",)

    def apply(ctx, grads):
        dim = ctx._saved_dim
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = ops.cat(grads, dim)
        return grad_inputs

    def apply_arrays(ctx, grads):
        dim = ctx._saved_dim
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = array_backward.cat(grads, dim)
        return grad_inputs


class VdotBackward0(Node):
    """vdot(Tensor self, Tensor other) -> Tensor

    derivatives.yaml:3623
        self: grad.conj() * other
        other: grad * self
    """

    __slots__ = ("_raw_saved_other", "_raw_saved_self")
    _saved_tensor_slots = ("_raw_saved_other", "_raw_saved_self")
    _saved_other = saved_tensor("_raw_saved_other")
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        other = ctx._saved_other
        self = ctx._saved_self
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad.conj() * other
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = grad * self
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        complex_grad = grad.dtype.kind == "c"
        other = saved_array(ctx._raw_saved_other, ctx, grad) if ctx.next_functions[0][0] is not None else None
        self = saved_array(ctx._raw_saved_self, ctx, grad) if ctx.next_functions[1][0] is not None else None
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = (grad.conjugate() if complex_grad else grad) * other
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = grad * self
        return grad_inputs


class LinalgCrossBackward0(Node):
    """linalg_cross(Tensor self, Tensor other, *, int dim=-1) -> Tensor

    derivatives.yaml:3632
        self: linalg_cross(other.conj(), grad, dim=dim)
        other: linalg_cross(grad, self.conj(), dim=dim)
    """

    __slots__ = ("_raw_saved_other", "_raw_saved_self", "_saved_dim")
    _saved_tensor_slots = ("_raw_saved_other", "_raw_saved_self")
    _saved_other = saved_tensor("_raw_saved_other")
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        other = ctx._saved_other
        self = ctx._saved_self
        dim = ctx._saved_dim
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = ops.linalg_cross(other.conj(), grad, dim=dim)
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = ops.linalg_cross(grad, self.conj(), dim=dim)
        return grad_inputs


class PdistBackward0(Node):
    """_pdist_forward(Tensor self, float p=2) -> Tensor

    derivatives.yaml:3654
        self: _pdist_backward(grad, self, p, result)
    """

    __slots__ = ("_raw_saved_self", "_saved_p", "_raw_saved_result")
    _saved_tensor_slots = ("_raw_saved_self", "_raw_saved_result")
    _saved_self = saved_tensor("_raw_saved_self")
    _saved_result = saved_tensor("_raw_saved_result")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        p = ctx._saved_p
        result = ctx._saved_result
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = ops._pdist_backward(grad, self, p, result)
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        self = saved_array(ctx._raw_saved_self, ctx, grad)
        p = ctx._saved_p
        result = saved_array(ctx._raw_saved_result, ctx, grad)
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = distance_kernels.pdist_backward(grad, self, p, result)
        return grad_inputs


class PdistBackwardBackward0(Node):
    """_pdist_backward(Tensor grad, Tensor self, float p, Tensor pdist) -> Tensor

    derivatives.yaml:3661
        grad: not_implemented(grad, "_pdist_backward")
        self: not_implemented(grad, "_pdist_backward")
        pdist: not_implemented(grad, "_pdist_backward")
    """

    __slots__ = ("_raw_saved_grad",)
    _saved_tensor_slots = ("_raw_saved_grad",)
    _saved_grad = saved_tensor("_raw_saved_grad")

    def apply(ctx, grads):
        grad = grads[0]
        grad = ctx._saved_grad
        grad_inputs = [None] * 3
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = not_implemented(grad, '_pdist_backward')
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = not_implemented(grad, '_pdist_backward')
        if ctx.next_functions[2][0] is not None:
            grad_inputs[2] = not_implemented(grad, '_pdist_backward')
        return grad_inputs


class CdistBackward0(Node):
    """_cdist_forward(Tensor x1, Tensor x2, float p, int? compute_mode) -> Tensor

    derivatives.yaml:3670
        x1: _cdist_backward(grad.contiguous(), x1, x2, p, result)
        x2: _cdist_backward(grad.mT.contiguous(), x2, x1, p, result.mT.contiguous())
    """

    __slots__ = ("_raw_saved_x1", "_raw_saved_x2", "_saved_p", "_raw_saved_result")
    _saved_tensor_slots = ("_raw_saved_x1", "_raw_saved_x2", "_raw_saved_result")
    _saved_x1 = saved_tensor("_raw_saved_x1")
    _saved_x2 = saved_tensor("_raw_saved_x2")
    _saved_result = saved_tensor("_raw_saved_result")

    def apply(ctx, grads):
        grad = grads[0]
        x1 = ctx._saved_x1
        x2 = ctx._saved_x2
        p = ctx._saved_p
        result = ctx._saved_result
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = ops._cdist_backward(grad.contiguous(), x1, x2, p, result)
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = ops._cdist_backward(grad.mT.contiguous(), x2, x1, p, result.mT.contiguous())
        return grad_inputs


class CdistBackwardBackward0(Node):
    """_cdist_backward(Tensor grad_out, Tensor x1, Tensor x2, float p, Tensor cdist) -> Tensor

    derivatives.yaml:3680
        grad_out: not_implemented(grad, "_cdist_backward")
        x1: not_implemented(grad, "_cdist_backward")
        x2: not_implemented(grad, "_cdist_backward")
        cdist: not_implemented(grad, "_cdist_backward")
    """

    __slots__ = ()

    def apply(ctx, grads):
        grad = grads[0]
        grad_inputs = [None] * 4
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = not_implemented(grad, '_cdist_backward')
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = not_implemented(grad, '_cdist_backward')
        if ctx.next_functions[2][0] is not None:
            grad_inputs[2] = not_implemented(grad, '_cdist_backward')
        if ctx.next_functions[3][0] is not None:
            grad_inputs[3] = not_implemented(grad, '_cdist_backward')
        return grad_inputs


class EuclideanDistBackward0(Node):
    """_euclidean_dist(Tensor x1, Tensor x2) -> Tensor

    derivatives.yaml:3691
        x1, x2: euclidean_dist_backward(grad, x1, x2, result)
    """

    __slots__ = ("_raw_saved_x1", "_raw_saved_x2", "_raw_saved_result")
    _saved_tensor_slots = ("_raw_saved_x1", "_raw_saved_x2", "_raw_saved_result")
    _saved_x1 = saved_tensor("_raw_saved_x1")
    _saved_x2 = saved_tensor("_raw_saved_x2")
    _saved_result = saved_tensor("_raw_saved_result")

    def apply(ctx, grads):
        grad = grads[0]
        x1 = ctx._saved_x1
        x2 = ctx._saved_x2
        result = ctx._saved_result
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None or ctx.next_functions[1][0] is not None:
            grad_inputs[0], grad_inputs[1] = euclidean_dist_backward(grad, x1, x2, result)
        return grad_inputs


class AddmvBackward0(Node):
    """addmv(Tensor self, Tensor mat, Tensor vec, *, Scalar beta=1, Scalar alpha=1) -> Tensor

    derivatives.yaml:3749
        self: maybe_multiply(grad, scalar_conj(beta))
        mat: maybe_multiply(outer(grad, vec.conj()), scalar_conj(alpha))
        vec: maybe_multiply(mat.t().conj().mv(grad), scalar_conj(alpha))
    """

    __slots__ = ("_raw_saved_mat", "_raw_saved_vec", "_saved_beta", "_saved_alpha")
    _saved_tensor_slots = ("_raw_saved_mat", "_raw_saved_vec")
    _saved_mat = saved_tensor("_raw_saved_mat")
    _saved_vec = saved_tensor("_raw_saved_vec")

    def apply(ctx, grads):
        grad = grads[0]
        mat = ctx._saved_mat
        vec = ctx._saved_vec
        beta = ctx._saved_beta
        alpha = ctx._saved_alpha
        grad_inputs = [None] * 3
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = maybe_multiply(grad, scalar_conj(beta))
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = maybe_multiply(ops.outer(grad, vec.conj()), scalar_conj(alpha))
        if ctx.next_functions[2][0] is not None:
            grad_inputs[2] = maybe_multiply(mat.t().conj().mv(grad), scalar_conj(alpha))
        return grad_inputs


class AddrBackward0(Node):
    """addr(Tensor self, Tensor vec1, Tensor vec2, *, Scalar beta=1, Scalar alpha=1) -> Tensor

    derivatives.yaml:3762
        self: maybe_multiply(grad, scalar_conj(beta))
        vec1: maybe_multiply(grad.mv(vec2.conj()), scalar_conj(alpha))
        vec2: maybe_multiply(grad.t().mv(vec1.conj()), scalar_conj(alpha))
    """

    __slots__ = ("_raw_saved_vec1", "_raw_saved_vec2", "_saved_beta", "_saved_alpha")
    _saved_tensor_slots = ("_raw_saved_vec1", "_raw_saved_vec2")
    _saved_vec1 = saved_tensor("_raw_saved_vec1")
    _saved_vec2 = saved_tensor("_raw_saved_vec2")

    def apply(ctx, grads):
        grad = grads[0]
        vec1 = ctx._saved_vec1
        vec2 = ctx._saved_vec2
        beta = ctx._saved_beta
        alpha = ctx._saved_alpha
        grad_inputs = [None] * 3
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = maybe_multiply(grad, scalar_conj(beta))
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = maybe_multiply(grad.mv(vec2.conj()), scalar_conj(alpha))
        if ctx.next_functions[2][0] is not None:
            grad_inputs[2] = maybe_multiply(grad.t().mv(vec1.conj()), scalar_conj(alpha))
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        complex_grad = grad.dtype.kind == "c"
        vec1 = saved_array(ctx._raw_saved_vec1, ctx, grad) if ctx.next_functions[2][0] is not None else None
        vec2 = saved_array(ctx._raw_saved_vec2, ctx, grad) if ctx.next_functions[1][0] is not None else None
        beta = ctx._saved_beta
        alpha = ctx._saved_alpha
        grad_inputs = [None] * 3
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = maybe_multiply(grad, scalar_conj(beta))
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = maybe_multiply(matmul_kernels.mv(grad, vec2.conjugate() if complex_grad
                                                              else vec2), scalar_conj(alpha))
        if ctx.next_functions[2][0] is not None:
            grad_inputs[2] = maybe_multiply(matmul_kernels.mv(kernels.t(grad), vec1.conjugate() if complex_grad
                                                              else vec1), scalar_conj(alpha))
        return grad_inputs


class BaddbmmBackward0(Node):
    """baddbmm(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) -> Tensor

    derivatives.yaml:3774
        self: maybe_multiply(grad, scalar_conj(beta))
        batch1: maybe_multiply(grad.bmm(batch2.transpose(1, 2).conj()), scalar_conj(alpha))
        batch2: maybe_multiply(batch1.transpose(1, 2).conj().bmm(grad), scalar_conj(alpha))
    """

    __slots__ = ("_raw_saved_batch1", "_raw_saved_batch2", "_saved_beta", "_saved_alpha")
    _saved_tensor_slots = ("_raw_saved_batch1", "_raw_saved_batch2")
    _saved_batch1 = saved_tensor("_raw_saved_batch1")
    _saved_batch2 = saved_tensor("_raw_saved_batch2")

    def apply(ctx, grads):
        grad = grads[0]
        batch1 = ctx._saved_batch1
        batch2 = ctx._saved_batch2
        beta = ctx._saved_beta
        alpha = ctx._saved_alpha
        grad_inputs = [None] * 3
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = maybe_multiply(grad, scalar_conj(beta))
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = maybe_multiply(grad.bmm(batch2.transpose(1, 2).conj()), scalar_conj(alpha))
        if ctx.next_functions[2][0] is not None:
            grad_inputs[2] = maybe_multiply(batch1.transpose(1, 2).conj().bmm(grad), scalar_conj(alpha))
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        complex_grad = grad.dtype.kind == "c"
        batch1 = saved_array(ctx._raw_saved_batch1, ctx, grad) if ctx.next_functions[2][0] is not None else None
        batch2 = saved_array(ctx._raw_saved_batch2, ctx, grad) if ctx.next_functions[1][0] is not None else None
        beta = ctx._saved_beta
        alpha = ctx._saved_alpha
        grad_inputs = [None] * 3
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = maybe_multiply(grad, scalar_conj(beta))
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = maybe_multiply(matmul_kernels.bmm(grad, kernels.transpose(batch2, 1, 2).conjugate()
                                                               if complex_grad
                                                               else kernels.transpose(batch2, 1,
                                                                                      2)), scalar_conj(alpha))
        if ctx.next_functions[2][0] is not None:
            grad_inputs[2] = maybe_multiply(matmul_kernels.bmm(kernels.transpose(batch1, 1, 2).conjugate()
                                                               if complex_grad else kernels.transpose(batch1, 1, 2),
                                                               grad), scalar_conj(alpha))
        return grad_inputs


class AddbmmBackward0(Node):
    """addbmm(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) -> Tensor

    derivatives.yaml:3788
        self: maybe_multiply(grad, scalar_conj(beta))
        batch1: maybe_multiply(grad.unsqueeze(0).expand((batch1.shape[0],) + grad.shape).bmm(batch2.mT.conj()),
            scalar_conj(alpha))
        batch2: maybe_multiply(batch1.mT.conj().bmm(grad.unsqueeze(0).expand((batch1.shape[0],) + grad.shape)),
            scalar_conj(alpha))
    """

    __slots__ = ("_raw_saved_batch1", "_raw_saved_batch2", "_saved_beta", "_saved_alpha")
    _saved_tensor_slots = ("_raw_saved_batch1", "_raw_saved_batch2")
    _saved_batch1 = saved_tensor("_raw_saved_batch1")
    _saved_batch2 = saved_tensor("_raw_saved_batch2")

    def apply(ctx, grads):
        grad = grads[0]
        batch1 = ctx._saved_batch1
        batch2 = ctx._saved_batch2
        beta = ctx._saved_beta
        alpha = ctx._saved_alpha
        grad_inputs = [None] * 3
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = maybe_multiply(grad, scalar_conj(beta))
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = maybe_multiply(grad.unsqueeze(0).expand((batch1.shape[0],)
                                                                     + grad.shape).bmm(batch2.mT.conj()),
                                            scalar_conj(alpha))
        if ctx.next_functions[2][0] is not None:
            grad_inputs[2] = maybe_multiply(batch1.mT.conj().bmm(grad.unsqueeze(0).expand((batch1.shape[0],)
                                                                                          + grad.shape)),
                                            scalar_conj(alpha))
        return grad_inputs


class LinalgMatrixExpBackward0(Node):
    """linalg_matrix_exp(Tensor self) -> Tensor

    derivatives.yaml:3844
        self: matrix_exp_differential(self, grad, True)
    """

    __slots__ = ("_raw_saved_self",)
    _saved_tensor_slots = ("_raw_saved_self",)
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = matrix_exp_differential(self, grad, True)
        return grad_inputs


class LinalgSolveTriangularBackward0(Node):
    """linalg_solve_triangular(Tensor self, Tensor B, *, bool upper, bool left=True, bool unitriangular=False) -> Tensor

    derivatives.yaml:3865
        self, B: solve_triangular_backward(grad, self, result, upper, left, unitriangular, grad_input_mask)
    """

    __slots__ = ("_raw_saved_self", "_saved_upper", "_saved_left", "_saved_unitriangular", "_raw_saved_result")
    _saved_tensor_slots = ("_raw_saved_self", "_raw_saved_result")
    _saved_self = saved_tensor("_raw_saved_self")
    _saved_result = saved_tensor("_raw_saved_result")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        upper = ctx._saved_upper
        left = ctx._saved_left
        unitriangular = ctx._saved_unitriangular
        result = ctx._saved_result
        grad_inputs = [None] * 2
        grad_input_mask = (ctx.next_functions[0][0] is not None, ctx.next_functions[1][0] is not None)
        if any(grad_input_mask):
            grad_inputs[0], grad_inputs[1] = solve_triangular_backward(grad, self, result, upper, left, unitriangular,
                                                                       grad_input_mask)
        return grad_inputs


class TriangularSolveBackward0(Node):
    """triangular_solve(Tensor self, Tensor A, bool upper=True, bool transpose=False,
        bool unitriangular=False) -> (Tensor solution, Tensor cloned_coefficient)

    derivatives.yaml:3876
        self, A: triangular_solve_backward(grads[0], grads[1], self, A, solution, upper, transpose, unitriangular,
            grad_input_mask)
    """

    __slots__ = ("_raw_saved_A", "_raw_saved_self", "_saved_upper", "_saved_transpose", "_saved_unitriangular",
                 "_raw_saved_solution")
    _saved_tensor_slots = ("_raw_saved_A", "_raw_saved_self", "_raw_saved_solution")
    _saved_A = saved_tensor("_raw_saved_A")
    _saved_self = saved_tensor("_raw_saved_self")
    _saved_solution = saved_tensor("_raw_saved_solution")

    def apply(ctx, grads):
        A = ctx._saved_A
        self = ctx._saved_self
        upper = ctx._saved_upper
        transpose = ctx._saved_transpose
        unitriangular = ctx._saved_unitriangular
        solution = ctx._saved_solution
        grad_inputs = [None] * 2
        grad_input_mask = (ctx.next_functions[0][0] is not None, ctx.next_functions[1][0] is not None)
        if any(grad_input_mask):
            grad_inputs[0], grad_inputs[1] = triangular_solve_backward(grads[0], grads[1], self, A, solution, upper,
                                                                       transpose, unitriangular, grad_input_mask)
        return grad_inputs


class LinalgLuFactorExBackward0(Node):
    """linalg_lu_factor_ex(Tensor A, *, bool pivot=True, bool check_errors=False) -> (Tensor LU, Tensor pivots,
        Tensor info)

    derivatives.yaml:3884
        A: lu_factor_ex_backward(grads[0], LU, pivots, pivot)
    """

    __slots__ = ("_saved_pivot", "_raw_saved_LU", "_raw_saved_pivots")
    _saved_tensor_slots = ("_raw_saved_LU", "_raw_saved_pivots")
    _saved_LU = saved_tensor("_raw_saved_LU")
    _saved_pivots = saved_tensor("_raw_saved_pivots")

    def apply(ctx, grads):
        pivot = ctx._saved_pivot
        LU = ctx._saved_LU
        pivots = ctx._saved_pivots
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = lu_factor_ex_backward(grads[0], LU, pivots, pivot)
        return grad_inputs


class LinalgLuBackward0(Node):
    """linalg_lu(Tensor A, *, bool pivot=True) -> (Tensor P, Tensor L, Tensor U)

    derivatives.yaml:3900
        A: linalg_lu_backward(grads[1], grads[2], P, L, U, pivot)
    """

    __slots__ = ("_saved_pivot", "_raw_saved_L", "_raw_saved_P", "_raw_saved_U")
    _saved_tensor_slots = ("_raw_saved_L", "_raw_saved_P", "_raw_saved_U")
    _saved_L = saved_tensor("_raw_saved_L")
    _saved_P = saved_tensor("_raw_saved_P")
    _saved_U = saved_tensor("_raw_saved_U")

    def apply(ctx, grads):
        pivot = ctx._saved_pivot
        L = ctx._saved_L
        P = ctx._saved_P
        U = ctx._saved_U
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = linalg_lu_backward(grads[1], grads[2], P, L, U, pivot)
        return grad_inputs


class LuUnpackBackward0(Node):
    """lu_unpack(Tensor LU_data, Tensor LU_pivots, bool unpack_data=True, bool unpack_pivots=True) -> (Tensor P,
        Tensor L, Tensor U)

    derivatives.yaml:3910
        LU_data: lu_unpack_backward(grads[1], grads[2], LU_data.shape)
    """

    __slots__ = ("_saved_LU_data_sym_sizes",)

    def apply(ctx, grads):
        LU_data_sym_sizes = ctx._saved_LU_data_sym_sizes
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = lu_unpack_backward(grads[1], grads[2], LU_data_sym_sizes)
        return grad_inputs


class LinalgLuSolveBackward0(Node):
    """linalg_lu_solve(Tensor LU, Tensor pivots, Tensor B, *, bool left=True, bool adjoint=False) -> Tensor

    derivatives.yaml:3921
        LU: lu_solve_backward_LU(grad, LU, pivots, result, left, adjoint)
        B: linalg_lu_solve(LU, pivots, grad, left=left, adjoint=not adjoint)
    """

    __slots__ = ("_raw_saved_LU", "_raw_saved_pivots", "_saved_left", "_saved_adjoint", "_raw_saved_result")
    _saved_tensor_slots = ("_raw_saved_LU", "_raw_saved_pivots", "_raw_saved_result")
    _saved_LU = saved_tensor("_raw_saved_LU")
    _saved_pivots = saved_tensor("_raw_saved_pivots")
    _saved_result = saved_tensor("_raw_saved_result")

    def apply(ctx, grads):
        grad = grads[0]
        LU = ctx._saved_LU
        pivots = ctx._saved_pivots
        left = ctx._saved_left
        adjoint = ctx._saved_adjoint
        result = ctx._saved_result
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = lu_solve_backward_LU(grad, LU, pivots, result, left, adjoint)
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = ops.linalg_lu_solve(LU, pivots, grad, left=left, adjoint=not adjoint)
        return grad_inputs


class CholeskyBackward0(Node):
    """cholesky(Tensor self, bool upper=False) -> Tensor

    derivatives.yaml:3939
        self: cholesky_backward(grad, upper, result)
    """

    __slots__ = ("_saved_upper", "_raw_saved_result")
    _saved_tensor_slots = ("_raw_saved_result",)
    _saved_result = saved_tensor("_raw_saved_result")

    def apply(ctx, grads):
        grad = grads[0]
        upper = ctx._saved_upper
        result = ctx._saved_result
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = cholesky_backward(grad, upper, result)
        return grad_inputs


class CholeskySolveBackward0(Node):
    """cholesky_solve(Tensor self, Tensor input2, bool upper=False) -> Tensor

    derivatives.yaml:3947
        self, input2: cholesky_solve_backward(grad, self, input2, result, upper, grad_input_mask)
    """

    __slots__ = ("_raw_saved_input2", "_raw_saved_self", "_saved_upper", "_raw_saved_result")
    _saved_tensor_slots = ("_raw_saved_input2", "_raw_saved_self", "_raw_saved_result")
    _saved_input2 = saved_tensor("_raw_saved_input2")
    _saved_self = saved_tensor("_raw_saved_self")
    _saved_result = saved_tensor("_raw_saved_result")

    def apply(ctx, grads):
        grad = grads[0]
        input2 = ctx._saved_input2
        self = ctx._saved_self
        upper = ctx._saved_upper
        result = ctx._saved_result
        grad_inputs = [None] * 2
        grad_input_mask = (ctx.next_functions[0][0] is not None, ctx.next_functions[1][0] is not None)
        if any(grad_input_mask):
            grad_inputs[0], grad_inputs[1] = cholesky_solve_backward(grad, self, input2, result, upper, grad_input_mask)
        return grad_inputs


class CholeskyInverseBackward0(Node):
    """cholesky_inverse(Tensor self, bool upper=False) -> Tensor

    derivatives.yaml:3954
        self: cholesky_inverse_backward(grad, self, upper, result)
    """

    __slots__ = ("_raw_saved_self", "_saved_upper", "_raw_saved_result")
    _saved_tensor_slots = ("_raw_saved_self", "_raw_saved_result")
    _saved_self = saved_tensor("_raw_saved_self")
    _saved_result = saved_tensor("_raw_saved_result")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        upper = ctx._saved_upper
        result = ctx._saved_result
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = cholesky_inverse_backward(grad, self, upper, result)
        return grad_inputs


class LinalgPinvBackward0(Node):
    """linalg_pinv.atol_rtol_tensor(Tensor self, *, Tensor? atol=None, Tensor? rtol=None,
        bool hermitian=False) -> Tensor

    derivatives.yaml:3962
        self: pinv_backward(grad, result, self)
    """

    __slots__ = ("_raw_saved_self", "_raw_saved_result")
    _saved_tensor_slots = ("_raw_saved_self", "_raw_saved_result")
    _saved_self = saved_tensor("_raw_saved_self")
    _saved_result = saved_tensor("_raw_saved_result")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        result = ctx._saved_result
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = pinv_backward(grad, result, self)
        return grad_inputs


class LinalgLstsqBackward0(Node):
    """linalg_lstsq(Tensor self, Tensor b, float? rcond=None, *, str? driver=None) -> (Tensor solution,
        Tensor residuals, Tensor rank, Tensor singular_values)

    derivatives.yaml:4035
        self, b: lstsq_backward(grads[0], grads[1], self, b, solution, grad_input_mask)
    """

    __slots__ = ("_raw_saved_b", "_raw_saved_self", "_raw_saved_solution")
    _saved_tensor_slots = ("_raw_saved_b", "_raw_saved_self", "_raw_saved_solution")
    _saved_b = saved_tensor("_raw_saved_b")
    _saved_self = saved_tensor("_raw_saved_self")
    _saved_solution = saved_tensor("_raw_saved_solution")
    _receives_missing_grads = True  # its formulas take None for an output without a gradient

    def apply(ctx, grads):
        b = ctx._saved_b
        self = ctx._saved_self
        solution = ctx._saved_solution
        grad_inputs = [None] * 2
        grad_input_mask = (ctx.next_functions[0][0] is not None, ctx.next_functions[1][0] is not None)
        if any(grad_input_mask):
            grad_inputs[0], grad_inputs[1] = lstsq_backward(grads[0], grads[1], self, b, solution, grad_input_mask)
        return grad_inputs


class LinalgHouseholderProductBackward0(Node):
    """linalg_householder_product(Tensor input, Tensor tau) -> Tensor

    derivatives.yaml:4049
        input, tau: householder_product_backward(grad, input, tau)
    """

    __slots__ = ("_raw_saved_input", "_raw_saved_tau")
    _saved_tensor_slots = ("_raw_saved_input", "_raw_saved_tau")
    _saved_input = saved_tensor("_raw_saved_input")
    _saved_tau = saved_tensor("_raw_saved_tau")

    def apply(ctx, grads):
        grad = grads[0]
        input = ctx._saved_input
        tau = ctx._saved_tau
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None or ctx.next_functions[1][0] is not None:
            grad_inputs[0], grad_inputs[1] = householder_product_backward(grad, input, tau)
        return grad_inputs


class GeqrfBackward0(Node):
    """geqrf(Tensor self) -> (Tensor a, Tensor tau)

    derivatives.yaml:4062
        self: not_implemented(grads[0], "geqrf")
    """

    __slots__ = ()

    def apply(ctx, grads):
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = not_implemented(grads[0], 'geqrf')
        return grad_inputs


class OrmqrBackward0(Node):
    """ormqr(Tensor self, Tensor input2, Tensor input3, bool left=True, bool transpose=False) -> Tensor

    derivatives.yaml:4069
        self, input2, input3: ormqr_backward(grad, self, input2, input3, result, left, transpose, grad_input_mask)
    """

    __slots__ = ("_raw_saved_input2", "_raw_saved_input3", "_raw_saved_self", "_saved_left", "_saved_transpose",
                 "_raw_saved_result")
    _saved_tensor_slots = ("_raw_saved_input2", "_raw_saved_input3", "_raw_saved_self", "_raw_saved_result")
    _saved_input2 = saved_tensor("_raw_saved_input2")
    _saved_input3 = saved_tensor("_raw_saved_input3")
    _saved_self = saved_tensor("_raw_saved_self")
    _saved_result = saved_tensor("_raw_saved_result")

    def apply(ctx, grads):
        grad = grads[0]
        input2 = ctx._saved_input2
        input3 = ctx._saved_input3
        self = ctx._saved_self
        left = ctx._saved_left
        transpose = ctx._saved_transpose
        result = ctx._saved_result
        grad_inputs = [None] * 3
        grad_input_mask = (ctx.next_functions[0][0] is not None, ctx.next_functions[1][0] is not None,
                           ctx.next_functions[2][0] is not None)
        if any(grad_input_mask):
            grad_inputs[0], grad_inputs[1], grad_inputs[2] = ormqr_backward(grad, self, input2, input3, result, left,
                                                                            transpose, grad_input_mask)
        return grad_inputs


class Unique2Backward0(Node):
    """_unique2(Tensor self, bool sorted=True, bool return_inverse=False, bool return_counts=False) -> (Tensor, Tensor,
        Tensor)

    derivatives.yaml:4109
        self: not_implemented(grads[0], "_unique2")
    """

    __slots__ = ()

    def apply(ctx, grads):
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = not_implemented(grads[0], '_unique2')
        return grad_inputs


class UniqueBackward0(Node):
    """_unique(Tensor self, bool sorted=True, bool return_inverse=False) -> (Tensor, Tensor)

    derivatives.yaml:4120
        self: not_implemented(grads[0], "_unique")
    """

    __slots__ = ()

    def apply(ctx, grads):
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = not_implemented(grads[0], '_unique')
        return grad_inputs


class UniqueDimBackward0(Node):
    """unique_dim(Tensor self, int dim, bool sorted=True, bool return_inverse=False,
        bool return_counts=False) -> (Tensor, Tensor, Tensor)

    derivatives.yaml:4130
        self: not_implemented(grads[0], "unique_dim")
    """

    __slots__ = ()

    def apply(ctx, grads):
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = not_implemented(grads[0], 'unique_dim')
        return grad_inputs


class UniqueConsecutiveBackward0(Node):
    """unique_consecutive(Tensor self, bool return_inverse=False, bool return_counts=False, int? dim=None) -> (Tensor,
        Tensor, Tensor)

    derivatives.yaml:4140
        self: not_implemented(grads[0], "unique_consecutive")
    """

    __slots__ = ()

    def apply(ctx, grads):
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = not_implemented(grads[0], 'unique_consecutive')
        return grad_inputs


class MseLossBackward0(Node):
    """mse_loss(Tensor self, Tensor target, int reduction=1) -> Tensor

    derivatives.yaml:4162
        self: mse_loss_backward(grad, self, target, reduction)
        target: mse_loss_backward(grad, target, self, reduction)
    """

    __slots__ = ("_raw_saved_self", "_raw_saved_target", "_saved_reduction")
    _saved_tensor_slots = ("_raw_saved_self", "_raw_saved_target")
    _saved_self = saved_tensor("_raw_saved_self")
    _saved_target = saved_tensor("_raw_saved_target")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        target = ctx._saved_target
        reduction = ctx._saved_reduction
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = mse_loss_backward(grad, self, target, reduction)
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = mse_loss_backward(grad, target, self, reduction)
        return grad_inputs


class ChannelShuffleBackward0(Node):
    """channel_shuffle(Tensor self, int groups) -> Tensor

    derivatives.yaml:4173
        self: channel_shuffle(grad, grad.shape[1] // groups)
    """

    __slots__ = ("_saved_groups",)

    def apply(ctx, grads):
        grad = grads[0]
        groups = ctx._saved_groups
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = ops.channel_shuffle(grad, grad.shape[1] // groups)
        return grad_inputs


class BinaryCrossEntropyWithLogitsBackward0(Node):
    """binary_cross_entropy_with_logits(Tensor input, Tensor target, Tensor? weight=None, Tensor? pos_weight=None,
        str reduction="mean") -> Tensor

    derivatives.yaml:4181
        input: bce_with_logits_backward(grad, input, target, weight, pos_weight, reduction)
        target: bce_with_logits_target_backward(grad, input, target, weight, pos_weight, reduction)
    """

    __slots__ = ("_raw_saved_input", "_raw_saved_pos_weight", "_raw_saved_target", "_raw_saved_weight",
                 "_saved_reduction")
    _saved_tensor_slots = ("_raw_saved_input", "_raw_saved_pos_weight", "_raw_saved_target", "_raw_saved_weight")
    _saved_input = saved_tensor("_raw_saved_input")
    _saved_pos_weight = saved_tensor("_raw_saved_pos_weight")
    _saved_target = saved_tensor("_raw_saved_target")
    _saved_weight = saved_tensor("_raw_saved_weight")

    def apply(ctx, grads):
        grad = grads[0]
        input = ctx._saved_input
        pos_weight = ctx._saved_pos_weight
        target = ctx._saved_target
        weight = ctx._saved_weight
        reduction = ctx._saved_reduction
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = bce_with_logits_backward(grad, input, target, weight, pos_weight, reduction)
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = bce_with_logits_target_backward(grad, input, target, weight, pos_weight, reduction)
        return grad_inputs


class ConvolutionBackward0(Node):
    """convolution(Tensor input, Tensor weight, Tensor? bias, int[] stride, int[] padding, int[] dilation,
        bool transposed, int[] output_padding, int groups) -> Tensor

    derivatives.yaml:4198
        input, weight, bias: convolution_grads(grad, input, weight, stride, padding, dilation, transposed,
            output_padding, groups, grad_input_mask)
    """

    __slots__ = ("_raw_saved_input", "_raw_saved_weight", "_saved_stride", "_saved_padding", "_saved_dilation",
                 "_saved_transposed", "_saved_output_padding", "_saved_groups")
    _saved_tensor_slots = ("_raw_saved_input", "_raw_saved_weight")
    _saved_input = saved_tensor("_raw_saved_input")
    _saved_weight = saved_tensor("_raw_saved_weight")

    def apply(ctx, grads):
        grad = grads[0]
        input = ctx._saved_input
        weight = ctx._saved_weight
        stride = ctx._saved_stride
        padding = ctx._saved_padding
        dilation = ctx._saved_dilation
        transposed = ctx._saved_transposed
        output_padding = ctx._saved_output_padding
        groups = ctx._saved_groups
        grad_inputs = [None] * 3
        grad_input_mask = (ctx.next_functions[0][0] is not None, ctx.next_functions[1][0] is not None,
                           ctx.next_functions[2][0] is not None)
        if any(grad_input_mask):
            grad_inputs[0], grad_inputs[1], grad_inputs[2] = convolution_grads(grad, input, weight, stride, padding,
                                                                               dilation, transposed, output_padding,
                                                                               groups, grad_input_mask)
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        input = saved_array(ctx._raw_saved_input, ctx, grad)
        weight = saved_array(ctx._raw_saved_weight, ctx, grad)
        stride = ctx._saved_stride
        padding = ctx._saved_padding
        dilation = ctx._saved_dilation
        transposed = ctx._saved_transposed
        output_padding = ctx._saved_output_padding
        groups = ctx._saved_groups
        grad_inputs = [None] * 3
        grad_input_mask = (ctx.next_functions[0][0] is not None, ctx.next_functions[1][0] is not None,
                           ctx.next_functions[2][0] is not None)
        if any(grad_input_mask):
            grad_inputs = list(array_backward.convolution_grads(grad, input, weight, stride, padding, dilation,
                                                                transposed, output_padding, groups, grad_input_mask))
        return grad_inputs


class ConvolutionBackwardBackward0(Node):
    """convolution_backward(Tensor grad_output, Tensor input, Tensor weight, int[]? bias_sizes, int[] stride,
        int[] padding, int[] dilation, bool transposed, int[] output_padding, int groups,
        bool[3] output_mask) -> (Tensor, Tensor, Tensor)

    derivatives.yaml:4214
        grad_output, input, weight: convolution_double_backward(grads[0], grads[1], grads[2], grad_output, input,
            weight, stride, padding, dilation, transposed, output_padding, groups, grad_input_mask)
    """

    __slots__ = ("_raw_saved_grad_output", "_raw_saved_input", "_raw_saved_weight", "_saved_stride", "_saved_padding",
                 "_saved_dilation", "_saved_transposed", "_saved_output_padding", "_saved_groups")
    _saved_tensor_slots = ("_raw_saved_grad_output", "_raw_saved_input", "_raw_saved_weight")
    _saved_grad_output = saved_tensor("_raw_saved_grad_output")
    _saved_input = saved_tensor("_raw_saved_input")
    _saved_weight = saved_tensor("_raw_saved_weight")
    _receives_missing_grads = True  # its formulas take None for an output without a gradient

    def apply(ctx, grads):
        grad_output = ctx._saved_grad_output
        input = ctx._saved_input
        weight = ctx._saved_weight
        stride = ctx._saved_stride
        padding = ctx._saved_padding
        dilation = ctx._saved_dilation
        transposed = ctx._saved_transposed
        output_padding = ctx._saved_output_padding
        groups = ctx._saved_groups
        grad_inputs = [None] * 3
        grad_input_mask = (ctx.next_functions[0][0] is not None, ctx.next_functions[1][0] is not None,
                           ctx.next_functions[2][0] is not None)
        if any(grad_input_mask):
            grad_inputs[0], grad_inputs[1], grad_inputs[2] = convolution_double_backward(grads[0], grads[1], grads[2],
                                                                                         grad_output, input, weight,
                                                                                         stride, padding, dilation,
                                                                                         transposed, output_padding,
                                                                                         groups, grad_input_mask)
        return grad_inputs


class ConvolutionBackwardWeightBackward0(Node):
    """convolution_backward_weight(Tensor input, Tensor grad_output, int[] weight_size, int[] stride, int[] padding,
        int[] dilation, int groups) -> Tensor

    derivatives.yaml:4229
        input: conv_input_backward(grad_output, grad, input.shape, stride, padding, dilation, groups)
        grad_output: convolution(input, grad, None, stride, padding, dilation, False, [0] * len(stride), groups)
    """

    __slots__ = ("_raw_saved_grad_output", "_raw_saved_input", "_saved_stride", "_saved_padding", "_saved_dilation",
                 "_saved_groups")
    _saved_tensor_slots = ("_raw_saved_grad_output", "_raw_saved_input")
    _saved_grad_output = saved_tensor("_raw_saved_grad_output")
    _saved_input = saved_tensor("_raw_saved_input")

    def apply(ctx, grads):
        grad = grads[0]
        grad_output = ctx._saved_grad_output
        input = ctx._saved_input
        stride = ctx._saved_stride
        padding = ctx._saved_padding
        dilation = ctx._saved_dilation
        groups = ctx._saved_groups
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = conv_input_backward(grad_output, grad, input.shape, stride, padding, dilation, groups)
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = ops.convolution(input, grad, None, stride, padding, dilation, False, [0] * len(stride),
                                             groups)
        return grad_inputs


class ConstantPadNdBackward0(Node):
    """constant_pad_nd(Tensor self, int[] pad, Scalar value=0) -> Tensor

    derivatives.yaml:4290
        self: constant_pad_nd(grad, [-p for p in pad])
    """

    __slots__ = ("_saved_pad",)

    def apply(ctx, grads):
        grad = grads[0]
        pad = ctx._saved_pad
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = ops.constant_pad_nd(grad, [-p for p in pad])
        return grad_inputs


class MaxPool2DWithIndicesBackward0(Node):
    """max_pool2d_with_indices(Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, int[2] dilation=1,
        bool ceil_mode=False) -> (Tensor values, Tensor indices)

    derivatives.yaml:4299
        self: max_pool2d_with_indices_backward(grads[0], self, kernel_size, stride, padding, dilation, ceil_mode,
            indices)
    """

    __slots__ = ("_raw_saved_self", "_saved_kernel_size", "_saved_stride", "_saved_padding", "_saved_dilation",
                 "_saved_ceil_mode", "_raw_saved_indices")
    _saved_tensor_slots = ("_raw_saved_self", "_raw_saved_indices")
    _saved_self = saved_tensor("_raw_saved_self")
    _saved_indices = saved_tensor("_raw_saved_indices")
    _array_missing_grads = True  # apply_arrays reads grads[0] only: the other outputs' may be None

    def apply(ctx, grads):
        self = ctx._saved_self
        kernel_size = ctx._saved_kernel_size
        stride = ctx._saved_stride
        padding = ctx._saved_padding
        dilation = ctx._saved_dilation
        ceil_mode = ctx._saved_ceil_mode
        indices = ctx._saved_indices
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = ops.max_pool2d_with_indices_backward(grads[0], self, kernel_size, stride, padding,
                                                                  dilation, ceil_mode, indices)
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        self = saved_array(ctx._raw_saved_self, ctx, grad)
        indices = saved_array(ctx._raw_saved_indices, ctx, grad)
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = pooling_kernels.max_pool_backward(grads[0], self, indices, 2)
        return grad_inputs


class MaxPool2DWithIndicesBackwardBackward0(Node):
    """max_pool2d_with_indices_backward(Tensor grad_output, Tensor self, int[2] kernel_size, int[2] stride,
        int[2] padding, int[2] dilation, bool ceil_mode, Tensor indices) -> Tensor

    derivatives.yaml:4309
        grad_output: max_pool_double_backward(grad, indices)
        self: zeros_like(grad)
    """

    __slots__ = ("_raw_saved_indices",)
    _saved_tensor_slots = ("_raw_saved_indices",)
    _saved_indices = saved_tensor("_raw_saved_indices")

    def apply(ctx, grads):
        grad = grads[0]
        indices = ctx._saved_indices
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = max_pool_double_backward(grad, indices)
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = zeros_like(grad)
        return grad_inputs


class AvgPool2DBackward0(Node):
    """avg_pool2d(Tensor input, int[2] kernel_size, int[2]? stride=None, int[2] padding=0, bool ceil_mode=False,
        bool count_include_pad=True, int? divisor_override=None) -> Tensor

    derivatives.yaml:4328
        input: avg_pool2d_backward(grad, input, kernel_size, stride, padding, ceil_mode, count_include_pad,
            divisor_override)
    """

    __slots__ = ("_raw_saved_input", "_saved_kernel_size", "_saved_stride", "_saved_padding", "_saved_ceil_mode",
                 "_saved_count_include_pad", "_saved_divisor_override")
    _saved_tensor_slots = ("_raw_saved_input",)
    _saved_input = saved_tensor("_raw_saved_input")

    def apply(ctx, grads):
        grad = grads[0]
        input = ctx._saved_input
        kernel_size = ctx._saved_kernel_size
        stride = ctx._saved_stride
        padding = ctx._saved_padding
        ceil_mode = ctx._saved_ceil_mode
        count_include_pad = ctx._saved_count_include_pad
        divisor_override = ctx._saved_divisor_override
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = ops.avg_pool2d_backward(grad, input, kernel_size, stride, padding, ceil_mode,
                                                     count_include_pad, divisor_override)
        return grad_inputs


class AvgPool2DBackwardBackward0(Node):
    """avg_pool2d_backward(Tensor grad_output, Tensor self, int[2] kernel_size, int[2] stride, int[2] padding,
        bool ceil_mode, bool count_include_pad, int? divisor_override) -> Tensor

    derivatives.yaml:4339
        grad_output: avg_pool2d(grad, kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override)
        self: zeros_like(grad)
    """

    __slots__ = ("_saved_kernel_size", "_saved_stride", "_saved_padding", "_saved_ceil_mode",
                 "_saved_count_include_pad", "_saved_divisor_override")

    def apply(ctx, grads):
        grad = grads[0]
        kernel_size = ctx._saved_kernel_size
        stride = ctx._saved_stride
        padding = ctx._saved_padding
        ceil_mode = ctx._saved_ceil_mode
        count_include_pad = ctx._saved_count_include_pad
        divisor_override = ctx._saved_divisor_override
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = ops.avg_pool2d(grad, kernel_size, stride, padding, ceil_mode, count_include_pad,
                                            divisor_override)
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = zeros_like(grad)
        return grad_inputs


class AdaptiveAvgPool2DBackward0(Node):
    """_adaptive_avg_pool2d(Tensor self, int[2] output_size) -> Tensor

    derivatives.yaml:4356
        self: _adaptive_avg_pool2d_backward(grad, self)
    """

    __slots__ = ("_raw_saved_self",)
    _saved_tensor_slots = ("_raw_saved_self",)
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = ops._adaptive_avg_pool2d_backward(grad, self)
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        self = saved_array(ctx._raw_saved_self, ctx, grad)
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = pooling_kernels.adaptive_avg_pool_backward(grad, self, 2)
        return grad_inputs


class AdaptiveAvgPool2DBackwardBackward0(Node):
    """_adaptive_avg_pool2d_backward(Tensor grad_output, Tensor self) -> Tensor

    derivatives.yaml:4365
        grad_output: _adaptive_avg_pool2d(grad, grad_output.shape[-2:])
        self: zeros_like(grad)
    """

    __slots__ = ("_saved_grad_output_sym_sizes",)

    def apply(ctx, grads):
        grad = grads[0]
        grad_output_sym_sizes = ctx._saved_grad_output_sym_sizes
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = ops._adaptive_avg_pool2d(grad, grad_output_sym_sizes[-2:])
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = zeros_like(grad)
        return grad_inputs


class AdaptiveMaxPool2DBackward0(Node):
    """adaptive_max_pool2d(Tensor self, int[2] output_size) -> (Tensor values, Tensor indices)

    derivatives.yaml:4377
        self: adaptive_max_pool2d_backward(grads[0], self, indices)
    """

    __slots__ = ("_raw_saved_self", "_raw_saved_indices")
    _saved_tensor_slots = ("_raw_saved_self", "_raw_saved_indices")
    _saved_self = saved_tensor("_raw_saved_self")
    _saved_indices = saved_tensor("_raw_saved_indices")
    _array_missing_grads = True  # apply_arrays reads grads[0] only: the other outputs' may be None

    def apply(ctx, grads):
        self = ctx._saved_self
        indices = ctx._saved_indices
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = ops.adaptive_max_pool2d_backward(grads[0], self, indices)
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        self = saved_array(ctx._raw_saved_self, ctx, grad)
        indices = saved_array(ctx._raw_saved_indices, ctx, grad)
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = pooling_kernels.max_pool_backward(grads[0], self, indices, 2)
        return grad_inputs


class AdaptiveMaxPool2DBackwardBackward0(Node):
    """adaptive_max_pool2d_backward(Tensor grad_output, Tensor self, Tensor indices) -> Tensor

    derivatives.yaml:4387
        grad_output: max_pool_double_backward(grad, indices)
        self: zeros_like(grad)
    """

    __slots__ = ("_raw_saved_indices",)
    _saved_tensor_slots = ("_raw_saved_indices",)
    _saved_indices = saved_tensor("_raw_saved_indices")

    def apply(ctx, grads):
        grad = grads[0]
        indices = ctx._saved_indices
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = max_pool_double_backward(grad, indices)
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = zeros_like(grad)
        return grad_inputs


class NllLossBackward0(Node):
    """nll_loss_forward(Tensor self, Tensor target, Tensor? weight, int reduction, int ignore_index) -> (Tensor output,
        Tensor total_weight)

    derivatives.yaml:4410
        self: nll_loss_backward(grads[0], self.shape, target, weight, reduction, ignore_index, total_weight)
    """

    __slots__ = ("_saved_self_sym_sizes", "_raw_saved_target", "_raw_saved_weight", "_saved_reduction",
                 "_saved_ignore_index", "_raw_saved_total_weight")
    _saved_tensor_slots = ("_raw_saved_target", "_raw_saved_weight", "_raw_saved_total_weight")
    _saved_target = saved_tensor("_raw_saved_target")
    _saved_weight = saved_tensor("_raw_saved_weight")
    _saved_total_weight = saved_tensor("_raw_saved_total_weight")
    _array_missing_grads = True  # apply_arrays reads grads[0] only: the other outputs' may be None

    def apply(ctx, grads):
        self_sym_sizes = ctx._saved_self_sym_sizes
        target = ctx._saved_target
        weight = ctx._saved_weight
        reduction = ctx._saved_reduction
        ignore_index = ctx._saved_ignore_index
        total_weight = ctx._saved_total_weight
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = nll_loss_backward(grads[0], self_sym_sizes, target, weight, reduction, ignore_index,
                                               total_weight)
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        self_sym_sizes = ctx._saved_self_sym_sizes
        target = saved_array(ctx._raw_saved_target, ctx, grad)
        weight = saved_array(ctx._raw_saved_weight, ctx, grad)
        reduction = ctx._saved_reduction
        ignore_index = ctx._saved_ignore_index
        total_weight = saved_array(ctx._raw_saved_total_weight, ctx, grad)
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = array_backward.nll_loss_backward(grads[0], self_sym_sizes, target, weight, reduction,
                                                              ignore_index, total_weight)
        return grad_inputs


class NllLoss2DBackward0(Node):
    """nll_loss2d_forward(Tensor self, Tensor target, Tensor? weight, int reduction,
        int ignore_index) -> (Tensor output, Tensor total_weight)

    derivatives.yaml:4423
        self: nll_loss_backward(grads[0], self.shape, target, weight, reduction, ignore_index, total_weight)
    """

    __slots__ = ("_saved_self_sym_sizes", "_raw_saved_target", "_raw_saved_weight", "_saved_reduction",
                 "_saved_ignore_index", "_raw_saved_total_weight")
    _saved_tensor_slots = ("_raw_saved_target", "_raw_saved_weight", "_raw_saved_total_weight")
    _saved_target = saved_tensor("_raw_saved_target")
    _saved_weight = saved_tensor("_raw_saved_weight")
    _saved_total_weight = saved_tensor("_raw_saved_total_weight")
    _array_missing_grads = True  # apply_arrays reads grads[0] only: the other outputs' may be None

    def apply(ctx, grads):
        self_sym_sizes = ctx._saved_self_sym_sizes
        target = ctx._saved_target
        weight = ctx._saved_weight
        reduction = ctx._saved_reduction
        ignore_index = ctx._saved_ignore_index
        total_weight = ctx._saved_total_weight
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = nll_loss_backward(grads[0], self_sym_sizes, target, weight, reduction, ignore_index,
                                               total_weight)
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        self_sym_sizes = ctx._saved_self_sym_sizes
        target = saved_array(ctx._raw_saved_target, ctx, grad)
        weight = saved_array(ctx._raw_saved_weight, ctx, grad)
        reduction = ctx._saved_reduction
        ignore_index = ctx._saved_ignore_index
        total_weight = saved_array(ctx._raw_saved_total_weight, ctx, grad)
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = array_backward.nll_loss_backward(grads[0], self_sym_sizes, target, weight, reduction,
                                                              ignore_index, total_weight)
        return grad_inputs


class SmoothL1LossBackward0(Node):
    """smooth_l1_loss(Tensor input, Tensor target, bool? size_average=None, bool? reduce=None, str reduction="mean",
        float beta=1.0) -> Tensor

    derivatives.yaml:4464
        input: smooth_l1_loss_backward(grad, input, target, size_average, reduce, reduction, beta)
        target: smooth_l1_loss_backward(grad, target, input, size_average, reduce, reduction, beta)
    """

    __slots__ = ("_raw_saved_input", "_raw_saved_target", "_saved_size_average", "_saved_reduce", "_saved_reduction",
                 "_saved_beta")
    _saved_tensor_slots = ("_raw_saved_input", "_raw_saved_target")
    _saved_input = saved_tensor("_raw_saved_input")
    _saved_target = saved_tensor("_raw_saved_target")

    def apply(ctx, grads):
        grad = grads[0]
        input = ctx._saved_input
        target = ctx._saved_target
        size_average = ctx._saved_size_average
        reduce = ctx._saved_reduce
        reduction = ctx._saved_reduction
        beta = ctx._saved_beta
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = smooth_l1_loss_backward(grad, input, target, size_average, reduce, reduction, beta)
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = smooth_l1_loss_backward(grad, target, input, size_average, reduce, reduction, beta)
        return grad_inputs


class LossSlopeBackward0(Node):
    """_loss_slope(Tensor self, Tensor target, float bound, float outer) -> Tensor

    derivatives.yaml:4481
        self: loss_slope_backward(grad, self, target, bound, outer)
        target: -loss_slope_backward(grad, self, target, bound, outer)
    """

    __slots__ = ("_raw_saved_self", "_raw_saved_target", "_saved_bound", "_saved_outer")
    _saved_tensor_slots = ("_raw_saved_self", "_raw_saved_target")
    _saved_self = saved_tensor("_raw_saved_self")
    _saved_target = saved_tensor("_raw_saved_target")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        target = ctx._saved_target
        bound = ctx._saved_bound
        outer = ctx._saved_outer
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = loss_slope_backward(grad, self, target, bound, outer)
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = -loss_slope_backward(grad, self, target, bound, outer)
        return grad_inputs


class GeluSlopeBackward0(Node):
    """_gelu_slope(Tensor self, str approximate="none") -> Tensor

    derivatives.yaml:4494
        self: grad * gelu_slope_derivative(self, approximate)
    """

    __slots__ = ("_raw_saved_self", "_saved_approximate")
    _saved_tensor_slots = ("_raw_saved_self",)
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        approximate = ctx._saved_approximate
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad * gelu_slope_derivative(self, approximate)
        return grad_inputs


class HuberLossBackward0(Node):
    """huber_loss(Tensor self, Tensor target, int reduction=1, float delta=1.0) -> Tensor

    derivatives.yaml:4513
        self: huber_loss_backward(grad, self, target, ("none", "mean", "sum")[reduction], delta)
        target: huber_loss_backward(grad, target, self, ("none", "mean", "sum")[reduction], delta)
    """

    __slots__ = ("_raw_saved_self", "_raw_saved_target", "_saved_reduction", "_saved_delta")
    _saved_tensor_slots = ("_raw_saved_self", "_raw_saved_target")
    _saved_self = saved_tensor("_raw_saved_self")
    _saved_target = saved_tensor("_raw_saved_target")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        target = ctx._saved_target
        reduction = ctx._saved_reduction
        delta = ctx._saved_delta
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = huber_loss_backward(grad, self, target, ('none', 'mean', 'sum')[reduction], delta)
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = huber_loss_backward(grad, target, self, ('none', 'mean', 'sum')[reduction], delta)
        return grad_inputs


class BinaryCrossEntropyBackward0(Node):
    """binary_cross_entropy(Tensor input, Tensor target, Tensor? weight=None, bool? size_average=None,
        bool? reduce=None, str reduction="mean") -> Tensor

    derivatives.yaml:4524
        input: binary_cross_entropy_backward(grad, input, target, weight, size_average, reduce, reduction)
        target: binary_cross_entropy_target_backward(grad, input, target, weight, size_average, reduce, reduction)
    """

    __slots__ = ("_raw_saved_input", "_raw_saved_target", "_raw_saved_weight", "_saved_size_average", "_saved_reduce",
                 "_saved_reduction")
    _saved_tensor_slots = ("_raw_saved_input", "_raw_saved_target", "_raw_saved_weight")
    _saved_input = saved_tensor("_raw_saved_input")
    _saved_target = saved_tensor("_raw_saved_target")
    _saved_weight = saved_tensor("_raw_saved_weight")

    def apply(ctx, grads):
        grad = grads[0]
        input = ctx._saved_input
        target = ctx._saved_target
        weight = ctx._saved_weight
        size_average = ctx._saved_size_average
        reduce = ctx._saved_reduce
        reduction = ctx._saved_reduction
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = binary_cross_entropy_backward(grad, input, target, weight, size_average, reduce, reduction)
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = binary_cross_entropy_target_backward(grad, input, target, weight, size_average, reduce,
                                                                  reduction)
        return grad_inputs


class AddmmBackward0(Node):
    """addmm(Tensor self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1) -> Tensor

    derivatives.yaml:4540
        self: maybe_multiply(grad, scalar_conj(beta))
        mat1: mm_mat1_backward(grad, mat2, mat1.shape, mat1.strides, scalar_conj(alpha))
        mat2: mm_mat2_backward(grad, mat1, mat2.shape, mat2.strides, scalar_conj(alpha))
    """

    __slots__ = ("_raw_saved_mat1", "_saved_mat1_sym_sizes", "_saved_mat1_sym_strides", "_raw_saved_mat2",
                 "_saved_mat2_sym_sizes", "_saved_mat2_sym_strides", "_saved_beta", "_saved_alpha")
    _saved_tensor_slots = ("_raw_saved_mat1", "_raw_saved_mat2")
    _saved_mat1 = saved_tensor("_raw_saved_mat1")
    _saved_mat2 = saved_tensor("_raw_saved_mat2")

    def apply(ctx, grads):
        grad = grads[0]
        mat1 = ctx._saved_mat1
        mat1_sym_sizes = ctx._saved_mat1_sym_sizes
        mat1_sym_strides = ctx._saved_mat1_sym_strides
        mat2 = ctx._saved_mat2
        mat2_sym_sizes = ctx._saved_mat2_sym_sizes
        mat2_sym_strides = ctx._saved_mat2_sym_strides
        beta = ctx._saved_beta
        alpha = ctx._saved_alpha
        grad_inputs = [None] * 3
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = maybe_multiply(grad, scalar_conj(beta))
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = mm_mat1_backward(grad, mat2, mat1_sym_sizes, mat1_sym_strides, scalar_conj(alpha))
        if ctx.next_functions[2][0] is not None:
            grad_inputs[2] = mm_mat2_backward(grad, mat1, mat2_sym_sizes, mat2_sym_strides, scalar_conj(alpha))
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        mat1 = saved_array(ctx._raw_saved_mat1, ctx, grad) if ctx.next_functions[2][0] is not None else None
        mat1_sym_sizes = ctx._saved_mat1_sym_sizes
        mat1_sym_strides = ctx._saved_mat1_sym_strides
        mat2 = saved_array(ctx._raw_saved_mat2, ctx, grad) if ctx.next_functions[1][0] is not None else None
        mat2_sym_sizes = ctx._saved_mat2_sym_sizes
        mat2_sym_strides = ctx._saved_mat2_sym_strides
        beta = ctx._saved_beta
        alpha = ctx._saved_alpha
        grad_inputs = [None] * 3
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = maybe_multiply(grad, scalar_conj(beta))
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = array_backward.mm_mat1_backward(grad, mat2, mat1_sym_sizes, mat1_sym_strides,
                                                             scalar_conj(alpha))
        if ctx.next_functions[2][0] is not None:
            grad_inputs[2] = array_backward.mm_mat2_backward(grad, mat1, mat2_sym_sizes, mat2_sym_strides,
                                                             scalar_conj(alpha))
        return grad_inputs


class EmbeddingBackward0(Node):
    """embedding(Tensor weight, Tensor indices, int padding_idx=-1, bool scale_grad_by_freq=False,
        bool sparse=False) -> Tensor

    derivatives.yaml:4567
        weight: embedding_dense_backward(grad, indices, weight.shape[0], padding_idx, scale_grad_by_freq)
    """

    __slots__ = ("_saved_weight_sym_sizes", "_raw_saved_indices", "_saved_padding_idx", "_saved_scale_grad_by_freq")
    _saved_tensor_slots = ("_raw_saved_indices",)
    _saved_indices = saved_tensor("_raw_saved_indices")

    def apply(ctx, grads):
        grad = grads[0]
        weight_sym_sizes = ctx._saved_weight_sym_sizes
        indices = ctx._saved_indices
        padding_idx = ctx._saved_padding_idx
        scale_grad_by_freq = ctx._saved_scale_grad_by_freq
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = ops.embedding_dense_backward(grad, indices, weight_sym_sizes[0], padding_idx,
                                                          scale_grad_by_freq)
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        weight_sym_sizes = ctx._saved_weight_sym_sizes
        indices = saved_array(ctx._raw_saved_indices, ctx, grad)
        padding_idx = ctx._saved_padding_idx
        scale_grad_by_freq = ctx._saved_scale_grad_by_freq
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = nn_kernels.embedding_dense_backward(grad, indices, weight_sym_sizes[0], padding_idx,
                                                                 scale_grad_by_freq)
        return grad_inputs


class EmbeddingRenormBackward0(Node):
    """embedding_renorm_(Tensor(a!) self, Tensor indices, float max_norm, float norm_type) -> Tensor(a!)

    derivatives.yaml:4578
        self: not_implemented(grad, "embedding_renorm")
    """

    __slots__ = ()

    def apply(ctx, grads):
        grad = grads[0]
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = not_implemented(grad, 'embedding_renorm')
        return grad_inputs


class EmbeddingDenseBackwardBackward0(Node):
    """embedding_dense_backward(Tensor grad_output, Tensor indices, int num_weights, int padding_idx,
        bool scale_grad_by_freq) -> Tensor

    derivatives.yaml:4585
        grad_output: embedding_dense_double_backward(grad, indices, padding_idx, scale_grad_by_freq)
    """

    __slots__ = ("_raw_saved_indices", "_saved_padding_idx", "_saved_scale_grad_by_freq")
    _saved_tensor_slots = ("_raw_saved_indices",)
    _saved_indices = saved_tensor("_raw_saved_indices")

    def apply(ctx, grads):
        grad = grads[0]
        indices = ctx._saved_indices
        padding_idx = ctx._saved_padding_idx
        scale_grad_by_freq = ctx._saved_scale_grad_by_freq
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = embedding_dense_double_backward(grad, indices, padding_idx, scale_grad_by_freq)
        return grad_inputs


class NativeLayerNormBackward0(Node):
    """native_layer_norm(Tensor input, int[] normalized_shape, Tensor? weight, Tensor? bias, float eps) -> (Tensor,
        Tensor, Tensor)

    derivatives.yaml:4615
        input, weight, bias: layer_norm_backward(grads[0], input, normalized_shape, result1, result2, weight, bias,
            eps, grad_input_mask)
    """

    __slots__ = ("_raw_saved_bias", "_saved_normalized_shape", "_raw_saved_input", "_raw_saved_weight", "_saved_eps",
                 "_raw_saved_result1", "_raw_saved_result2")
    _saved_tensor_slots = ("_raw_saved_bias", "_raw_saved_input", "_raw_saved_weight", "_raw_saved_result1",
                           "_raw_saved_result2")
    _saved_bias = saved_tensor("_raw_saved_bias")
    _saved_input = saved_tensor("_raw_saved_input")
    _saved_weight = saved_tensor("_raw_saved_weight")
    _saved_result1 = saved_tensor("_raw_saved_result1")
    _saved_result2 = saved_tensor("_raw_saved_result2")
    _array_missing_grads = True  # apply_arrays reads grads[0] only: the other outputs' may be None

    def apply(ctx, grads):
        bias = ctx._saved_bias
        normalized_shape = ctx._saved_normalized_shape
        input = ctx._saved_input
        weight = ctx._saved_weight
        eps = ctx._saved_eps
        result1 = ctx._saved_result1
        result2 = ctx._saved_result2
        grad_inputs = [None] * 3
        grad_input_mask = (ctx.next_functions[0][0] is not None, ctx.next_functions[1][0] is not None,
                           ctx.next_functions[2][0] is not None)
        if any(grad_input_mask):
            grad_inputs[0], grad_inputs[1], grad_inputs[2] = layer_norm_backward(grads[0], input, normalized_shape,
                                                                                 result1, result2, weight, bias, eps,
                                                                                 grad_input_mask)
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        bias = saved_array(ctx._raw_saved_bias, ctx, grad)
        normalized_shape = ctx._saved_normalized_shape
        input = saved_array(ctx._raw_saved_input, ctx, grad)
        weight = saved_array(ctx._raw_saved_weight, ctx, grad)
        eps = ctx._saved_eps
        result1 = saved_array(ctx._raw_saved_result1, ctx, grad)
        result2 = saved_array(ctx._raw_saved_result2, ctx, grad)
        grad_inputs = [None] * 3
        grad_input_mask = (ctx.next_functions[0][0] is not None, ctx.next_functions[1][0] is not None,
                           ctx.next_functions[2][0] is not None)
        if any(grad_input_mask):
            grad_inputs = list(array_backward.layer_norm_backward(grads[0], input, normalized_shape, result1, result2,
                                                                  weight, bias, eps, grad_input_mask))
        return grad_inputs


class NativeBatchNormBackward0(Node):
    """native_batch_norm(Tensor input, Tensor? weight, Tensor? bias, Tensor? running_mean, Tensor? running_var,
        bool training, float momentum, float eps) -> (Tensor out, Tensor save_mean, Tensor save_invstd)

    derivatives.yaml:4633
        input, weight, bias: batch_norm_backward(grads[0], input, weight, running_mean, running_var, training, eps,
            grad_input_mask)
    """

    __slots__ = ("_raw_saved_input", "_raw_saved_running_mean", "_raw_saved_running_var", "_raw_saved_weight",
                 "_saved_training", "_saved_eps")
    _saved_tensor_slots = ("_raw_saved_input", "_raw_saved_running_mean", "_raw_saved_running_var", "_raw_saved_weight")
    _saved_input = saved_tensor("_raw_saved_input")
    _saved_running_mean = saved_tensor("_raw_saved_running_mean")
    _saved_running_var = saved_tensor("_raw_saved_running_var")
    _saved_weight = saved_tensor("_raw_saved_weight")

    def apply(ctx, grads):
        input = ctx._saved_input
        running_mean = ctx._saved_running_mean
        running_var = ctx._saved_running_var
        weight = ctx._saved_weight
        training = ctx._saved_training
        eps = ctx._saved_eps
        grad_inputs = [None] * 3
        grad_input_mask = (ctx.next_functions[0][0] is not None, ctx.next_functions[1][0] is not None,
                           ctx.next_functions[2][0] is not None)
        if any(grad_input_mask):
            grad_inputs[0], grad_inputs[1], grad_inputs[2] = batch_norm_backward(grads[0], input, weight, running_mean,
                                                                                 running_var, training, eps,
                                                                                 grad_input_mask)
        return grad_inputs


class NativeGroupNormBackward0(Node):
    """native_group_norm(Tensor input, Tensor? weight, Tensor? bias, int N, int C, int HxW, int group,
        float eps) -> (Tensor out, Tensor mean, Tensor rstd)

    derivatives.yaml:4651
        input, weight, bias: group_norm_backward(grads, input, weight, N, group, eps, grad_input_mask)
    """

    __slots__ = ("_raw_saved_input", "_raw_saved_weight", "_saved_N", "_saved_group", "_saved_eps")
    _saved_tensor_slots = ("_raw_saved_input", "_raw_saved_weight")
    _saved_input = saved_tensor("_raw_saved_input")
    _saved_weight = saved_tensor("_raw_saved_weight")

    def apply(ctx, grads):
        input = ctx._saved_input
        weight = ctx._saved_weight
        N = ctx._saved_N
        group = ctx._saved_group
        eps = ctx._saved_eps
        grad_inputs = [None] * 3
        grad_input_mask = (ctx.next_functions[0][0] is not None, ctx.next_functions[1][0] is not None,
                           ctx.next_functions[2][0] is not None)
        if any(grad_input_mask):
            grad_inputs[0], grad_inputs[1], grad_inputs[2] = group_norm_backward(grads, input, weight, N, group, eps,
                                                                                 grad_input_mask)
        return grad_inputs


class WeightNormInterfaceBackward0(Node):
    """_weight_norm_interface(Tensor v, Tensor g, int dim=0) -> (Tensor w, Tensor norms)

    derivatives.yaml:4677
        v, g: weight_norm_backward(grads[0], v, g, norms, dim)
    """

    __slots__ = ("_raw_saved_g", "_raw_saved_v", "_saved_dim", "_raw_saved_norms")
    _saved_tensor_slots = ("_raw_saved_g", "_raw_saved_v", "_raw_saved_norms")
    _saved_g = saved_tensor("_raw_saved_g")
    _saved_v = saved_tensor("_raw_saved_v")
    _saved_norms = saved_tensor("_raw_saved_norms")

    def apply(ctx, grads):
        g = ctx._saved_g
        v = ctx._saved_v
        dim = ctx._saved_dim
        norms = ctx._saved_norms
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None or ctx.next_functions[1][0] is not None:
            grad_inputs[0], grad_inputs[1] = weight_norm_backward(grads[0], v, g, norms, dim)
        return grad_inputs


class ReflectionPad1DBackward0(Node):
    """reflection_pad1d(Tensor self, int[2] padding) -> Tensor

    derivatives.yaml:4724
        self: reflection_pad1d_backward(grad, self, padding)
    """

    __slots__ = ("_raw_saved_self", "_saved_padding")
    _saved_tensor_slots = ("_raw_saved_self",)
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        padding = ctx._saved_padding
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = ops.reflection_pad1d_backward(grad, self, padding)
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        self = saved_array(ctx._raw_saved_self, ctx, grad)
        padding = ctx._saved_padding
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = nn_kernels.mode_pad_backward(grad, self, padding, 'reflect')
        return grad_inputs


class ReflectionPad1DBackwardBackward0(Node):
    """reflection_pad1d_backward(Tensor grad_output, Tensor self, int[2] padding) -> Tensor

    derivatives.yaml:4733
        grad_output: reflection_pad1d(grad, padding)
        self: zeros_like(grad)
    """

    __slots__ = ("_saved_padding",)

    def apply(ctx, grads):
        grad = grads[0]
        padding = ctx._saved_padding
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = ops.reflection_pad1d(grad, padding)
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = zeros_like(grad)
        return grad_inputs


class ReflectionPad2DBackward0(Node):
    """reflection_pad2d(Tensor self, int[4] padding) -> Tensor

    derivatives.yaml:4742
        self: reflection_pad2d_backward(grad, self, padding)
    """

    __slots__ = ("_raw_saved_self", "_saved_padding")
    _saved_tensor_slots = ("_raw_saved_self",)
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        padding = ctx._saved_padding
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = ops.reflection_pad2d_backward(grad, self, padding)
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        self = saved_array(ctx._raw_saved_self, ctx, grad)
        padding = ctx._saved_padding
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = nn_kernels.mode_pad_backward(grad, self, padding, 'reflect')
        return grad_inputs


class ReflectionPad2DBackwardBackward0(Node):
    """reflection_pad2d_backward(Tensor grad_output, Tensor self, int[4] padding) -> Tensor

    derivatives.yaml:4751
        grad_output: reflection_pad2d(grad, padding)
        self: zeros_like(grad)
    """

    __slots__ = ("_saved_padding",)

    def apply(ctx, grads):
        grad = grads[0]
        padding = ctx._saved_padding
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = ops.reflection_pad2d(grad, padding)
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = zeros_like(grad)
        return grad_inputs


class ReplicationPad1DBackward0(Node):
    """replication_pad1d(Tensor self, int[2] padding) -> Tensor

    derivatives.yaml:4760
        self: replication_pad1d_backward(grad, self, padding)
    """

    __slots__ = ("_raw_saved_self", "_saved_padding")
    _saved_tensor_slots = ("_raw_saved_self",)
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        padding = ctx._saved_padding
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = ops.replication_pad1d_backward(grad, self, padding)
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        self = saved_array(ctx._raw_saved_self, ctx, grad)
        padding = ctx._saved_padding
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = nn_kernels.mode_pad_backward(grad, self, padding, 'replicate')
        return grad_inputs


class ReplicationPad1DBackwardBackward0(Node):
    """replication_pad1d_backward(Tensor grad_output, Tensor self, int[2] padding) -> Tensor

    derivatives.yaml:4769
        grad_output: replication_pad1d(grad, padding)
        self: zeros_like(grad)
    """

    __slots__ = ("_saved_padding",)

    def apply(ctx, grads):
        grad = grads[0]
        padding = ctx._saved_padding
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = ops.replication_pad1d(grad, padding)
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = zeros_like(grad)
        return grad_inputs


class ReplicationPad2DBackward0(Node):
    """replication_pad2d(Tensor self, int[4] padding) -> Tensor

    derivatives.yaml:4778
        self: replication_pad2d_backward(grad, self, padding)
    """

    __slots__ = ("_raw_saved_self", "_saved_padding")
    _saved_tensor_slots = ("_raw_saved_self",)
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        padding = ctx._saved_padding
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = ops.replication_pad2d_backward(grad, self, padding)
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        self = saved_array(ctx._raw_saved_self, ctx, grad)
        padding = ctx._saved_padding
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = nn_kernels.mode_pad_backward(grad, self, padding, 'replicate')
        return grad_inputs


class ReplicationPad2DBackwardBackward0(Node):
    """replication_pad2d_backward(Tensor grad_output, Tensor self, int[4] padding) -> Tensor

    derivatives.yaml:4787
        grad_output: replication_pad2d(grad, padding)
        self: zeros_like(grad)
    """

    __slots__ = ("_saved_padding",)

    def apply(ctx, grads):
        grad = grads[0]
        padding = ctx._saved_padding
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = ops.replication_pad2d(grad, padding)
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = zeros_like(grad)
        return grad_inputs


class AsinhBackward1(Node):
    """asinh_(Tensor(a!) self) -> Tensor(a!)

    derivatives.yaml:4815
        self: not_implemented(grad, "inplace version of asinh")
    """

    __slots__ = ()

    def apply(ctx, grads):
        grad = grads[0]
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = not_implemented(grad, 'inplace version of asinh')
        return grad_inputs


class AcoshBackward1(Node):
    """acosh_(Tensor(a!) self) -> Tensor(a!)

    derivatives.yaml:4820
        self: not_implemented(grad, "inplace version of acosh")
    """

    __slots__ = ()

    def apply(ctx, grads):
        grad = grads[0]
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = not_implemented(grad, 'inplace version of acosh')
        return grad_inputs


class AtanhBackward1(Node):
    """atanh_(Tensor(a!) self) -> Tensor(a!)

    derivatives.yaml:4825
        self: not_implemented(grad, "inplace version of atanh")
    """

    __slots__ = ()

    def apply(ctx, grads):
        grad = grads[0]
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = not_implemented(grad, 'inplace version of atanh')
        return grad_inputs


class EqBackward0(Node):
    """eq_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)

    derivatives.yaml:4832
        self: zeros_like(grad)
    """

    __slots__ = ()

    def apply(ctx, grads):
        grad = grads[0]
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = zeros_like(grad)
        return grad_inputs


class EqBackward1(Node):
    """eq_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)

    derivatives.yaml:4839
        self: zeros_like(grad)
        other: zeros_like(other)
    """

    __slots__ = ("_saved_other_info",)

    def apply(ctx, grads):
        grad = grads[0]
        other_info = ctx._saved_other_info
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = zeros_like(grad)
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = zeros_of(other_info)
        return grad_inputs


class NeBackward0(Node):
    """ne_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)

    derivatives.yaml:4847
        self: zeros_like(grad)
    """

    __slots__ = ()

    def apply(ctx, grads):
        grad = grads[0]
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = zeros_like(grad)
        return grad_inputs


class NeBackward1(Node):
    """ne_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)

    derivatives.yaml:4854
        self: zeros_like(grad)
        other: zeros_like(other)
    """

    __slots__ = ("_saved_other_info",)

    def apply(ctx, grads):
        grad = grads[0]
        other_info = ctx._saved_other_info
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = zeros_like(grad)
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = zeros_of(other_info)
        return grad_inputs


class LtBackward0(Node):
    """lt_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)

    derivatives.yaml:4862
        self: zeros_like(grad)
    """

    __slots__ = ()

    def apply(ctx, grads):
        grad = grads[0]
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = zeros_like(grad)
        return grad_inputs


class LtBackward1(Node):
    """lt_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)

    derivatives.yaml:4869
        self: zeros_like(grad)
        other: zeros_like(other)
    """

    __slots__ = ("_saved_other_info",)

    def apply(ctx, grads):
        grad = grads[0]
        other_info = ctx._saved_other_info
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = zeros_like(grad)
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = zeros_of(other_info)
        return grad_inputs


class LeBackward0(Node):
    """le_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)

    derivatives.yaml:4877
        self: zeros_like(grad)
    """

    __slots__ = ()

    def apply(ctx, grads):
        grad = grads[0]
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = zeros_like(grad)
        return grad_inputs


class LeBackward1(Node):
    """le_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)

    derivatives.yaml:4884
        self: zeros_like(grad)
        other: zeros_like(other)
    """

    __slots__ = ("_saved_other_info",)

    def apply(ctx, grads):
        grad = grads[0]
        other_info = ctx._saved_other_info
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = zeros_like(grad)
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = zeros_of(other_info)
        return grad_inputs


class GtBackward0(Node):
    """gt_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)

    derivatives.yaml:4892
        self: zeros_like(grad)
    """

    __slots__ = ()

    def apply(ctx, grads):
        grad = grads[0]
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = zeros_like(grad)
        return grad_inputs


class GtBackward1(Node):
    """gt_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)

    derivatives.yaml:4899
        self: zeros_like(grad)
        other: zeros_like(other)
    """

    __slots__ = ("_saved_other_info",)

    def apply(ctx, grads):
        grad = grads[0]
        other_info = ctx._saved_other_info
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = zeros_like(grad)
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = zeros_of(other_info)
        return grad_inputs


class GeBackward0(Node):
    """ge_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)

    derivatives.yaml:4907
        self: zeros_like(grad)
    """

    __slots__ = ()

    def apply(ctx, grads):
        grad = grads[0]
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = zeros_like(grad)
        return grad_inputs


class GeBackward1(Node):
    """ge_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)

    derivatives.yaml:4914
        self: zeros_like(grad)
        other: zeros_like(other)
    """

    __slots__ = ("_saved_other_info",)

    def apply(ctx, grads):
        grad = grads[0]
        other_info = ctx._saved_other_info
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = zeros_like(grad)
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = zeros_of(other_info)
        return grad_inputs


class PolygammaBackward1(Node):
    """polygamma_(Tensor(a!) self, int n) -> Tensor(a!)

    derivatives.yaml:4923
        self: grad * polygamma(n + 1, self)
    """

    __slots__ = ("_raw_saved_self", "_saved_n")
    _saved_tensor_slots = ("_raw_saved_self",)
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        n = ctx._saved_n
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad * ops.polygamma(n + 1, self)
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        self = saved_array(ctx._raw_saved_self, ctx, grad)
        n = ctx._saved_n
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad * pointwise_kernels.polygamma(n + 1, self)
        return grad_inputs


class CopysignBackward0(Node):
    """copysign.Tensor(Tensor self, Tensor other) -> Tensor

    derivatives.yaml:4930
        self: copysign_tensor_self_backward(grad, self, result)
        other: zeros_like(other)
    """

    __slots__ = ("_raw_saved_self", "_saved_other_info", "_raw_saved_result")
    _saved_tensor_slots = ("_raw_saved_self", "_raw_saved_result")
    _saved_self = saved_tensor("_raw_saved_self")
    _saved_result = saved_tensor("_raw_saved_result")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        other_info = ctx._saved_other_info
        result = ctx._saved_result
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = copysign_tensor_self_backward(grad, self, result)
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = zeros_of(other_info)
        return grad_inputs


class CopysignBackward1(Node):
    """copysign.Scalar(Tensor self, Scalar other) -> Tensor

    derivatives.yaml:4939
        self: copysign_tensor_self_backward(grad, self, result)
    """

    __slots__ = ("_raw_saved_self", "_raw_saved_result")
    _saved_tensor_slots = ("_raw_saved_self", "_raw_saved_result")
    _saved_self = saved_tensor("_raw_saved_self")
    _saved_result = saved_tensor("_raw_saved_result")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        result = ctx._saved_result
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = copysign_tensor_self_backward(grad, self, result)
        return grad_inputs


class LogaddexpBackward0(Node):
    """logaddexp(Tensor self, Tensor other) -> Tensor

    derivatives.yaml:4947
        self: grad / (1 + exp(other - self)).conj()
        other: grad / (1 + exp(self - other)).conj()
    """

    __slots__ = ("_raw_saved_other", "_raw_saved_self")
    _saved_tensor_slots = ("_raw_saved_other", "_raw_saved_self")
    _saved_other = saved_tensor("_raw_saved_other")
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        other = ctx._saved_other
        self = ctx._saved_self
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad / (1 + ops.exp(other - self)).conj()
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = grad / (1 + ops.exp(self - other)).conj()
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        complex_grad = grad.dtype.kind == "c"
        other = saved_array(ctx._raw_saved_other, ctx, grad)
        self = saved_array(ctx._raw_saved_self, ctx, grad)
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad / ((1 + np.exp(other - self)).conjugate() if complex_grad else 1
                                     + np.exp(other - self))
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = grad / ((1 + np.exp(self - other)).conjugate() if complex_grad else 1
                                     + np.exp(self - other))
        return grad_inputs


class Logaddexp2Backward0(Node):
    """logaddexp2(Tensor self, Tensor other) -> Tensor

    derivatives.yaml:4956
        self: grad / (1 + pow(2, other - self))
        other: grad / (1 + pow(2, self - other))
    """

    __slots__ = ("_raw_saved_other", "_raw_saved_self")
    _saved_tensor_slots = ("_raw_saved_other", "_raw_saved_self")
    _saved_other = saved_tensor("_raw_saved_other")
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        other = ctx._saved_other
        self = ctx._saved_self
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad / (1 + ops.pow(2, other - self))
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = grad / (1 + ops.pow(2, self - other))
        return grad_inputs


class LdexpBackward0(Node):
    """ldexp.Tensor(Tensor self, Tensor other) -> Tensor

    derivatives.yaml:4977
        self: grad * pow(2, other)
        other: grad * result * math.log(2.0)
    """

    __slots__ = ("_raw_saved_other", "_raw_saved_result")
    _saved_tensor_slots = ("_raw_saved_other", "_raw_saved_result")
    _saved_other = saved_tensor("_raw_saved_other")
    _saved_result = saved_tensor("_raw_saved_result")

    def apply(ctx, grads):
        grad = grads[0]
        other = ctx._saved_other
        result = ctx._saved_result
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad * ops.pow(2, other)
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = grad * result * math.log(2.0)
        return grad_inputs


class FrexpBackward0(Node):
    """frexp.Tensor(Tensor self) -> (Tensor mantissa, Tensor exponent)

    derivatives.yaml:4986
        self: grads[0] / exp2(exponent)
    """

    __slots__ = ("_raw_saved_exponent",)
    _saved_tensor_slots = ("_raw_saved_exponent",)
    _saved_exponent = saved_tensor("_raw_saved_exponent")
    _array_missing_grads = True  # apply_arrays reads grads[0] only: the other outputs' may be None

    def apply(ctx, grads):
        exponent = ctx._saved_exponent
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grads[0] / ops.exp2(exponent)
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        exponent = saved_array(ctx._raw_saved_exponent, ctx, grad)
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grads[0] / np.exp2(pointwise_kernels.floating(exponent))
        return grad_inputs


class NextafterBackward0(Node):
    """nextafter(Tensor self, Tensor other) -> Tensor

    derivatives.yaml:4995
        self: where(self != other, grad, 0.0)
        other: zeros_like(other)
    """

    __slots__ = ("_raw_saved_other", "_raw_saved_self")
    _saved_tensor_slots = ("_raw_saved_other", "_raw_saved_self")
    _saved_other = saved_tensor("_raw_saved_other")
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        other = ctx._saved_other
        self = ctx._saved_self
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = ops.where(self != other, grad, 0.0)
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = zeros_like(other)
        return grad_inputs


class Deg2RadBackward0(Node):
    """deg2rad(Tensor self) -> Tensor

    derivatives.yaml:5073
        self: grad * (math.pi / 180)
    """

    __slots__ = ()

    def apply(ctx, grads):
        grad = grads[0]
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad * (math.pi / 180)
        return grad_inputs


class Rad2DegBackward0(Node):
    """rad2deg(Tensor self) -> Tensor

    derivatives.yaml:5081
        self: grad * (180 / math.pi)
    """

    __slots__ = ()

    def apply(ctx, grads):
        grad = grads[0]
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad * (180 / math.pi)
        return grad_inputs


class AddcmulBackward0(Node):
    """addcmul(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor

    derivatives.yaml:5089
        self: grad
        tensor1: grad * (tensor2 * value).conj()
        tensor2: grad * (tensor1 * value).conj()
    """

    __slots__ = ("_raw_saved_tensor1", "_raw_saved_tensor2", "_saved_value")
    _saved_tensor_slots = ("_raw_saved_tensor1", "_raw_saved_tensor2")
    _saved_tensor1 = saved_tensor("_raw_saved_tensor1")
    _saved_tensor2 = saved_tensor("_raw_saved_tensor2")

    def apply(ctx, grads):
        grad = grads[0]
        tensor1 = ctx._saved_tensor1
        tensor2 = ctx._saved_tensor2
        value = ctx._saved_value
        grad_inputs = [None] * 3
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = grad * (tensor2 * value).conj()
        if ctx.next_functions[2][0] is not None:
            grad_inputs[2] = grad * (tensor1 * value).conj()
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        complex_grad = grad.dtype.kind == "c"
        tensor1 = saved_array(ctx._raw_saved_tensor1, ctx, grad) if ctx.next_functions[2][0] is not None else None
        tensor2 = saved_array(ctx._raw_saved_tensor2, ctx, grad) if ctx.next_functions[1][0] is not None else None
        value = ctx._saved_value
        grad_inputs = [None] * 3
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = grad * ((tensor2 * value).conjugate() if complex_grad else tensor2 * value)
        if ctx.next_functions[2][0] is not None:
            grad_inputs[2] = grad * ((tensor1 * value).conjugate() if complex_grad else tensor1 * value)
        return grad_inputs


class AddcdivBackward0(Node):
    """addcdiv(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor

    derivatives.yaml:5099
        self: grad
        tensor1: grad * (value / tensor2).conj()
        tensor2: -grad * (value * tensor1 / (tensor2 * tensor2)).conj()
    """

    __slots__ = ("_raw_saved_tensor1", "_raw_saved_tensor2", "_saved_value")
    _saved_tensor_slots = ("_raw_saved_tensor1", "_raw_saved_tensor2")
    _saved_tensor1 = saved_tensor("_raw_saved_tensor1")
    _saved_tensor2 = saved_tensor("_raw_saved_tensor2")

    def apply(ctx, grads):
        grad = grads[0]
        tensor1 = ctx._saved_tensor1
        tensor2 = ctx._saved_tensor2
        value = ctx._saved_value
        grad_inputs = [None] * 3
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = grad * (value / tensor2).conj()
        if ctx.next_functions[2][0] is not None:
            grad_inputs[2] = -grad * (value * tensor1 / (tensor2 * tensor2)).conj()
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        complex_grad = grad.dtype.kind == "c"
        tensor1 = saved_array(ctx._raw_saved_tensor1, ctx, grad) if ctx.next_functions[2][0] is not None else None
        tensor2 = saved_array(ctx._raw_saved_tensor2, ctx, grad) if (ctx.next_functions[1][0] is not None
                                                                     or ctx.next_functions[2][0] is not None) else None
        value = ctx._saved_value
        grad_inputs = [None] * 3
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = grad * ((value / tensor2).conjugate() if complex_grad else value / tensor2)
        if ctx.next_functions[2][0] is not None:
            grad_inputs[2] = -grad * ((value * tensor1 / (tensor2 * tensor2)).conjugate() if complex_grad
                                      else value * tensor1 / (tensor2 * tensor2))
        return grad_inputs


class DistBackward0(Node):
    """dist(Tensor self, Tensor other, Scalar p=2) -> Tensor

    derivatives.yaml:5109
        self: dist_backward(grad, self - other, p, result, 1)
        other: dist_backward(grad, self - other, p, result, -1)
    """

    __slots__ = ("_raw_saved_other", "_raw_saved_self", "_saved_p", "_raw_saved_result")
    _saved_tensor_slots = ("_raw_saved_other", "_raw_saved_self", "_raw_saved_result")
    _saved_other = saved_tensor("_raw_saved_other")
    _saved_self = saved_tensor("_raw_saved_self")
    _saved_result = saved_tensor("_raw_saved_result")

    def apply(ctx, grads):
        grad = grads[0]
        other = ctx._saved_other
        self = ctx._saved_self
        p = ctx._saved_p
        result = ctx._saved_result
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = dist_backward(grad, self - other, p, result, 1)
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = dist_backward(grad, self - other, p, result, -1)
        return grad_inputs


class RenormBackward0(Node):
    """renorm(Tensor self, Scalar p, int dim, Scalar maxnorm) -> Tensor

    derivatives.yaml:5119
        self: renorm_backward(grad, self, p, dim, maxnorm)
    """

    __slots__ = ("_raw_saved_self", "_saved_p", "_saved_dim", "_saved_maxnorm")
    _saved_tensor_slots = ("_raw_saved_self",)
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        p = ctx._saved_p
        dim = ctx._saved_dim
        maxnorm = ctx._saved_maxnorm
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = renorm_backward(grad, self, p, dim, maxnorm)
        return grad_inputs


class EluBackward1(Node):
    """elu_(Tensor(a!) self, Scalar alpha=1, Scalar scale=1, Scalar input_scale=1) -> Tensor(a!)

    derivatives.yaml:5134
        self: elu_backward_of_result(grad, result, alpha, scale, input_scale)
    """

    __slots__ = ("_saved_alpha", "_saved_scale", "_saved_input_scale", "_raw_saved_result")
    _saved_tensor_slots = ("_raw_saved_result",)
    _saved_result = saved_tensor("_raw_saved_result")

    def apply(ctx, grads):
        grad = grads[0]
        alpha = ctx._saved_alpha
        scale = ctx._saved_scale
        input_scale = ctx._saved_input_scale
        result = ctx._saved_result
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = elu_backward_of_result(grad, result, alpha, scale, input_scale)
        return grad_inputs


class CeluBackward1(Node):
    """celu_(Tensor(a!) self, Scalar alpha=1.0) -> Tensor(a!)

    derivatives.yaml:5144
        self: elu_backward_of_result(grad, result, alpha, 1.0, celu_input_scale(alpha))
    """

    __slots__ = ("_saved_alpha", "_raw_saved_result")
    _saved_tensor_slots = ("_raw_saved_result",)
    _saved_result = saved_tensor("_raw_saved_result")

    def apply(ctx, grads):
        grad = grads[0]
        alpha = ctx._saved_alpha
        result = ctx._saved_result
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = elu_backward_of_result(grad, result, alpha, 1.0, celu_input_scale(alpha))
        return grad_inputs


class LeakyReluBackward1(Node):
    """leaky_relu_(Tensor(a!) self, Scalar negative_slope=0.01) -> Tensor(a!)

    derivatives.yaml:5153
        self: leaky_relu_backward(grad, result, negative_slope, True)
    """

    __slots__ = ("_saved_negative_slope", "_raw_saved_result")
    _saved_tensor_slots = ("_raw_saved_result",)
    _saved_result = saved_tensor("_raw_saved_result")

    def apply(ctx, grads):
        grad = grads[0]
        negative_slope = ctx._saved_negative_slope
        result = ctx._saved_result
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = ops.leaky_relu_backward(grad, result, negative_slope, True)
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        negative_slope = ctx._saved_negative_slope
        result = saved_array(ctx._raw_saved_result, ctx, grad)
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = activation_kernels.leaky_relu_backward(grad, result, negative_slope, True)
        return grad_inputs


class ThresholdBackward0(Node):
    """threshold(Tensor self, Scalar threshold, Scalar value) -> Tensor

    derivatives.yaml:5163
        self: threshold_backward(grad, self, threshold)
    """

    __slots__ = ("_raw_saved_self", "_saved_threshold")
    _saved_tensor_slots = ("_raw_saved_self",)
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        threshold = ctx._saved_threshold
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = ops.threshold_backward(grad, self, threshold)
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        self = saved_array(ctx._raw_saved_self, ctx, grad)
        threshold = ctx._saved_threshold
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = activation_kernels.threshold_backward(grad, self, threshold)
        return grad_inputs


class ThresholdBackward1(Node):
    """threshold_(Tensor(a!) self, Scalar threshold, Scalar value) -> Tensor(a!)

    derivatives.yaml:5172
        self: threshold_backward(grad, self, threshold)
    """

    __slots__ = ("_raw_saved_self", "_saved_threshold")
    _saved_tensor_slots = ("_raw_saved_self",)
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        threshold = ctx._saved_threshold
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = ops.threshold_backward(grad, self, threshold)
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        self = saved_array(ctx._raw_saved_self, ctx, grad)
        threshold = ctx._saved_threshold
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = activation_kernels.threshold_backward(grad, self, threshold)
        return grad_inputs


class HardshrinkBackward0(Node):
    """hardshrink(Tensor self, Scalar lambd=0.5) -> Tensor

    derivatives.yaml:5182
        self: hardshrink_backward(grad, self, lambd)
    """

    __slots__ = ("_raw_saved_self", "_saved_lambd")
    _saved_tensor_slots = ("_raw_saved_self",)
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        lambd = ctx._saved_lambd
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = ops.hardshrink_backward(grad, self, lambd)
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        self = saved_array(ctx._raw_saved_self, ctx, grad)
        lambd = ctx._saved_lambd
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = activation_kernels.shrink_backward(grad, self, lambd)
        return grad_inputs


class HardshrinkBackwardBackward0(Node):
    """hardshrink_backward(Tensor grad_out, Tensor self, Scalar lambd) -> Tensor

    derivatives.yaml:5190
        grad_out: hardshrink_backward(grad, self, lambd)
        self: zeros_like(grad)
    """

    __slots__ = ("_raw_saved_self", "_saved_lambd")
    _saved_tensor_slots = ("_raw_saved_self",)
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        lambd = ctx._saved_lambd
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = ops.hardshrink_backward(grad, self, lambd)
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = zeros_like(grad)
        return grad_inputs


class SoftshrinkBackward0(Node):
    """softshrink(Tensor self, Scalar lambd=0.5) -> Tensor

    derivatives.yaml:5200
        self: softshrink_backward(grad, self, lambd)
    """

    __slots__ = ("_raw_saved_self", "_saved_lambd")
    _saved_tensor_slots = ("_raw_saved_self",)
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        lambd = ctx._saved_lambd
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = ops.softshrink_backward(grad, self, lambd)
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        self = saved_array(ctx._raw_saved_self, ctx, grad)
        lambd = ctx._saved_lambd
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = activation_kernels.shrink_backward(grad, self, lambd)
        return grad_inputs


class SoftshrinkBackwardBackward0(Node):
    """softshrink_backward(Tensor grad_output, Tensor self, Scalar lambd) -> Tensor

    derivatives.yaml:5210
        grad_output: softshrink_backward(grad, self, lambd)
        self: zeros_like(grad)
    """

    __slots__ = ("_raw_saved_self", "_saved_lambd")
    _saved_tensor_slots = ("_raw_saved_self",)
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        lambd = ctx._saved_lambd
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = ops.softshrink_backward(grad, self, lambd)
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = zeros_like(grad)
        return grad_inputs


class GluBackward0(Node):
    """glu(Tensor self, int dim=-1) -> Tensor

    derivatives.yaml:5220
        self: glu_backward(grad, self, dim)
    """

    __slots__ = ("_raw_saved_self", "_saved_dim")
    _saved_tensor_slots = ("_raw_saved_self",)
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        dim = ctx._saved_dim
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = glu_backward(grad, self, dim)
        return grad_inputs


class PreluKernelBackward0(Node):
    """_prelu_kernel(Tensor self, Tensor weight) -> Tensor

    derivatives.yaml:5237
        self, weight: prelu_kernel_backward(grad, self, weight, grad_input_mask)
    """

    __slots__ = ("_raw_saved_self", "_raw_saved_weight")
    _saved_tensor_slots = ("_raw_saved_self", "_raw_saved_weight")
    _saved_self = saved_tensor("_raw_saved_self")
    _saved_weight = saved_tensor("_raw_saved_weight")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        weight = ctx._saved_weight
        grad_inputs = [None] * 2
        grad_input_mask = (ctx.next_functions[0][0] is not None, ctx.next_functions[1][0] is not None)
        if any(grad_input_mask):
            grad_inputs[0], grad_inputs[1] = prelu_kernel_backward(grad, self, weight, grad_input_mask)
        return grad_inputs


class RreluWithNoiseBackward0(Node):
    """rrelu_with_noise(Tensor self, Tensor noise, Scalar lower=0.125, Scalar upper=0.3333333333333333,
        bool training=False) -> Tensor

    derivatives.yaml:5249
        self: rrelu_with_noise_backward(grad, self, noise, lower, upper, training, False)
    """

    __slots__ = ("_raw_saved_noise", "_raw_saved_self", "_saved_lower", "_saved_upper", "_saved_training")
    _saved_tensor_slots = ("_raw_saved_noise", "_raw_saved_self")
    _saved_noise = saved_tensor("_raw_saved_noise")
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        noise = ctx._saved_noise
        self = ctx._saved_self
        lower = ctx._saved_lower
        upper = ctx._saved_upper
        training = ctx._saved_training
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = ops.rrelu_with_noise_backward(grad, self, noise, lower, upper, training, False)
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        noise = saved_array(ctx._raw_saved_noise, ctx, grad)
        self = saved_array(ctx._raw_saved_self, ctx, grad)
        lower = ctx._saved_lower
        upper = ctx._saved_upper
        training = ctx._saved_training
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = activation_kernels.rrelu_with_noise_backward(grad, self, noise, lower, upper, training,
                                                                          False)
        return grad_inputs


class RreluWithNoiseBackward1(Node):
    """rrelu_with_noise_(Tensor(a!) self, Tensor noise, Scalar lower=0.125, Scalar upper=0.3333333333333333,
        bool training=False) -> Tensor(a!)

    derivatives.yaml:5258
        self: rrelu_with_noise_backward(grad, result, noise, lower, upper, training, True)
    """

    __slots__ = ("_raw_saved_noise", "_saved_lower", "_saved_upper", "_saved_training", "_raw_saved_result")
    _saved_tensor_slots = ("_raw_saved_noise", "_raw_saved_result")
    _saved_noise = saved_tensor("_raw_saved_noise")
    _saved_result = saved_tensor("_raw_saved_result")

    def apply(ctx, grads):
        grad = grads[0]
        noise = ctx._saved_noise
        lower = ctx._saved_lower
        upper = ctx._saved_upper
        training = ctx._saved_training
        result = ctx._saved_result
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = ops.rrelu_with_noise_backward(grad, result, noise, lower, upper, training, True)
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        noise = saved_array(ctx._raw_saved_noise, ctx, grad)
        lower = ctx._saved_lower
        upper = ctx._saved_upper
        training = ctx._saved_training
        result = saved_array(ctx._raw_saved_result, ctx, grad)
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = activation_kernels.rrelu_with_noise_backward(grad, result, noise, lower, upper, training,
                                                                          True)
        return grad_inputs


class RreluWithNoiseBackwardBackward0(Node):
    """rrelu_with_noise_backward(Tensor grad_output, Tensor self, Tensor noise, Scalar lower, Scalar upper,
        bool training, bool self_is_result) -> Tensor

    derivatives.yaml:5266
        grad_output: rrelu_with_noise_backward(grad, self, noise, lower, upper, training, self_is_result)
        self: zeros_like(grad)
    """

    __slots__ = ("_raw_saved_noise", "_raw_saved_self", "_saved_lower", "_saved_upper", "_saved_training",
                 "_saved_self_is_result")
    _saved_tensor_slots = ("_raw_saved_noise", "_raw_saved_self")
    _saved_noise = saved_tensor("_raw_saved_noise")
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        noise = ctx._saved_noise
        self = ctx._saved_self
        lower = ctx._saved_lower
        upper = ctx._saved_upper
        training = ctx._saved_training
        self_is_result = ctx._saved_self_is_result
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = ops.rrelu_with_noise_backward(grad, self, noise, lower, upper, training, self_is_result)
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = zeros_like(grad)
        return grad_inputs


class MaxPool3DWithIndicesBackward0(Node):
    """max_pool3d_with_indices(Tensor self, int[3] kernel_size, int[3] stride=[], int[3] padding=0, int[3] dilation=1,
        bool ceil_mode=False) -> (Tensor values, Tensor indices)

    derivatives.yaml:5300
        self: max_pool3d_with_indices_backward(grads[0], self, kernel_size, stride, padding, dilation, ceil_mode,
            indices)
    """

    __slots__ = ("_raw_saved_self", "_saved_kernel_size", "_saved_stride", "_saved_padding", "_saved_dilation",
                 "_saved_ceil_mode", "_raw_saved_indices")
    _saved_tensor_slots = ("_raw_saved_self", "_raw_saved_indices")
    _saved_self = saved_tensor("_raw_saved_self")
    _saved_indices = saved_tensor("_raw_saved_indices")
    _array_missing_grads = True  # apply_arrays reads grads[0] only: the other outputs' may be None

    def apply(ctx, grads):
        self = ctx._saved_self
        kernel_size = ctx._saved_kernel_size
        stride = ctx._saved_stride
        padding = ctx._saved_padding
        dilation = ctx._saved_dilation
        ceil_mode = ctx._saved_ceil_mode
        indices = ctx._saved_indices
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = ops.max_pool3d_with_indices_backward(grads[0], self, kernel_size, stride, padding,
                                                                  dilation, ceil_mode, indices)
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        self = saved_array(ctx._raw_saved_self, ctx, grad)
        indices = saved_array(ctx._raw_saved_indices, ctx, grad)
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = pooling_kernels.max_pool_backward(grads[0], self, indices, 3)
        return grad_inputs


class MaxPool3DWithIndicesBackwardBackward0(Node):
    """max_pool3d_with_indices_backward(Tensor grad_output, Tensor self, int[3] kernel_size, int[3] stride,
        int[3] padding, int[3] dilation, bool ceil_mode, Tensor indices) -> Tensor

    derivatives.yaml:5310
        grad_output: max_pool_double_backward(grad, indices, 3)
        self: zeros_like(grad)
    """

    __slots__ = ("_raw_saved_indices",)
    _saved_tensor_slots = ("_raw_saved_indices",)
    _saved_indices = saved_tensor("_raw_saved_indices")

    def apply(ctx, grads):
        grad = grads[0]
        indices = ctx._saved_indices
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = max_pool_double_backward(grad, indices, 3)
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = zeros_like(grad)
        return grad_inputs


class AvgPool3DBackward0(Node):
    """avg_pool3d(Tensor input, int[3] kernel_size, int[3]? stride=None, int[3] padding=0, bool ceil_mode=False,
        bool count_include_pad=True, int? divisor_override=None) -> Tensor

    derivatives.yaml:5328
        input: avg_pool3d_backward(grad, input, kernel_size, stride, padding, ceil_mode, count_include_pad,
            divisor_override)
    """

    __slots__ = ("_raw_saved_input", "_saved_kernel_size", "_saved_stride", "_saved_padding", "_saved_ceil_mode",
                 "_saved_count_include_pad", "_saved_divisor_override")
    _saved_tensor_slots = ("_raw_saved_input",)
    _saved_input = saved_tensor("_raw_saved_input")

    def apply(ctx, grads):
        grad = grads[0]
        input = ctx._saved_input
        kernel_size = ctx._saved_kernel_size
        stride = ctx._saved_stride
        padding = ctx._saved_padding
        ceil_mode = ctx._saved_ceil_mode
        count_include_pad = ctx._saved_count_include_pad
        divisor_override = ctx._saved_divisor_override
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = ops.avg_pool3d_backward(grad, input, kernel_size, stride, padding, ceil_mode,
                                                     count_include_pad, divisor_override)
        return grad_inputs


class AvgPool3DBackwardBackward0(Node):
    """avg_pool3d_backward(Tensor grad_output, Tensor self, int[3] kernel_size, int[3] stride, int[3] padding,
        bool ceil_mode, bool count_include_pad, int? divisor_override) -> Tensor

    derivatives.yaml:5339
        grad_output: avg_pool3d(grad, kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override)
        self: zeros_like(grad)
    """

    __slots__ = ("_saved_kernel_size", "_saved_stride", "_saved_padding", "_saved_ceil_mode",
                 "_saved_count_include_pad", "_saved_divisor_override")

    def apply(ctx, grads):
        grad = grads[0]
        kernel_size = ctx._saved_kernel_size
        stride = ctx._saved_stride
        padding = ctx._saved_padding
        ceil_mode = ctx._saved_ceil_mode
        count_include_pad = ctx._saved_count_include_pad
        divisor_override = ctx._saved_divisor_override
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = ops.avg_pool3d(grad, kernel_size, stride, padding, ceil_mode, count_include_pad,
                                            divisor_override)
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = zeros_like(grad)
        return grad_inputs


class AdaptiveAvgPool3DBackward0(Node):
    """_adaptive_avg_pool3d(Tensor self, int[3] output_size) -> Tensor

    derivatives.yaml:5356
        self: _adaptive_avg_pool3d_backward(grad, self)
    """

    __slots__ = ("_raw_saved_self",)
    _saved_tensor_slots = ("_raw_saved_self",)
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = ops._adaptive_avg_pool3d_backward(grad, self)
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        self = saved_array(ctx._raw_saved_self, ctx, grad)
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = pooling_kernels.adaptive_avg_pool_backward(grad, self, 3)
        return grad_inputs


class AdaptiveAvgPool3DBackwardBackward0(Node):
    """_adaptive_avg_pool3d_backward(Tensor grad_output, Tensor self) -> Tensor

    derivatives.yaml:5365
        grad_output: _adaptive_avg_pool3d(grad, grad_output.shape[-3:])
        self: zeros_like(grad)
    """

    __slots__ = ("_saved_grad_output_sym_sizes",)

    def apply(ctx, grads):
        grad = grads[0]
        grad_output_sym_sizes = ctx._saved_grad_output_sym_sizes
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = ops._adaptive_avg_pool3d(grad, grad_output_sym_sizes[-3:])
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = zeros_like(grad)
        return grad_inputs


class AdaptiveMaxPool3DBackward0(Node):
    """adaptive_max_pool3d(Tensor self, int[3] output_size) -> (Tensor values, Tensor indices)

    derivatives.yaml:5375
        self: adaptive_max_pool3d_backward(grads[0], self, indices)
    """

    __slots__ = ("_raw_saved_self", "_raw_saved_indices")
    _saved_tensor_slots = ("_raw_saved_self", "_raw_saved_indices")
    _saved_self = saved_tensor("_raw_saved_self")
    _saved_indices = saved_tensor("_raw_saved_indices")
    _array_missing_grads = True  # apply_arrays reads grads[0] only: the other outputs' may be None

    def apply(ctx, grads):
        self = ctx._saved_self
        indices = ctx._saved_indices
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = ops.adaptive_max_pool3d_backward(grads[0], self, indices)
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        self = saved_array(ctx._raw_saved_self, ctx, grad)
        indices = saved_array(ctx._raw_saved_indices, ctx, grad)
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = pooling_kernels.max_pool_backward(grads[0], self, indices, 3)
        return grad_inputs


class AdaptiveMaxPool3DBackwardBackward0(Node):
    """adaptive_max_pool3d_backward(Tensor grad_output, Tensor self, Tensor indices) -> Tensor

    derivatives.yaml:5385
        grad_output: max_pool_double_backward(grad, indices, 3)
        self: zeros_like(grad)
    """

    __slots__ = ("_raw_saved_indices",)
    _saved_tensor_slots = ("_raw_saved_indices",)
    _saved_indices = saved_tensor("_raw_saved_indices")

    def apply(ctx, grads):
        grad = grads[0]
        indices = ctx._saved_indices
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = max_pool_double_backward(grad, indices, 3)
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = zeros_like(grad)
        return grad_inputs


class MaxUnpool2DBackward0(Node):
    """max_unpool2d(Tensor self, Tensor indices, int[2] output_size) -> Tensor

    derivatives.yaml:5398
        self: max_pool_double_backward(grad, indices, 2)
    """

    __slots__ = ("_raw_saved_indices",)
    _saved_tensor_slots = ("_raw_saved_indices",)
    _saved_indices = saved_tensor("_raw_saved_indices")

    def apply(ctx, grads):
        grad = grads[0]
        indices = ctx._saved_indices
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = max_pool_double_backward(grad, indices, 2)
        return grad_inputs


class MaxUnpool3DBackward0(Node):
    """max_unpool3d(Tensor self, Tensor indices, int[3] output_size, int[3] stride, int[3] padding) -> Tensor

    derivatives.yaml:5409
        self: max_pool_double_backward(grad, indices, 3)
    """

    __slots__ = ("_raw_saved_indices",)
    _saved_tensor_slots = ("_raw_saved_indices",)
    _saved_indices = saved_tensor("_raw_saved_indices")

    def apply(ctx, grads):
        grad = grads[0]
        indices = ctx._saved_indices
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = max_pool_double_backward(grad, indices, 3)
        return grad_inputs


class FractionalMaxPool2DBackward0(Node):
    """fractional_max_pool2d(Tensor self, int[2] kernel_size, int[2] output_size,
        Tensor random_samples) -> (Tensor output, Tensor indices)

    derivatives.yaml:5421
        self: fractional_max_pool2d_backward(grads[0], self, kernel_size, output_size, indices)
    """

    __slots__ = ("_raw_saved_self", "_saved_kernel_size", "_saved_output_size", "_raw_saved_indices")
    _saved_tensor_slots = ("_raw_saved_self", "_raw_saved_indices")
    _saved_self = saved_tensor("_raw_saved_self")
    _saved_indices = saved_tensor("_raw_saved_indices")
    _array_missing_grads = True  # apply_arrays reads grads[0] only: the other outputs' may be None

    def apply(ctx, grads):
        self = ctx._saved_self
        kernel_size = ctx._saved_kernel_size
        output_size = ctx._saved_output_size
        indices = ctx._saved_indices
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = ops.fractional_max_pool2d_backward(grads[0], self, kernel_size, output_size, indices)
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        self = saved_array(ctx._raw_saved_self, ctx, grad)
        indices = saved_array(ctx._raw_saved_indices, ctx, grad)
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = pooling_kernels.max_pool_backward(grads[0], self, indices, 2)
        return grad_inputs


class FractionalMaxPool2DBackwardBackward0(Node):
    """fractional_max_pool2d_backward(Tensor grad_output, Tensor self, int[2] kernel_size, int[2] output_size,
        Tensor indices) -> Tensor

    derivatives.yaml:5431
        grad_output: max_pool_double_backward(grad, indices, 2)
        self: zeros_like(grad)
    """

    __slots__ = ("_raw_saved_indices",)
    _saved_tensor_slots = ("_raw_saved_indices",)
    _saved_indices = saved_tensor("_raw_saved_indices")

    def apply(ctx, grads):
        grad = grads[0]
        indices = ctx._saved_indices
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = max_pool_double_backward(grad, indices, 2)
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = zeros_like(grad)
        return grad_inputs


class FractionalMaxPool3DBackward0(Node):
    """fractional_max_pool3d(Tensor self, int[3] kernel_size, int[3] output_size,
        Tensor random_samples) -> (Tensor output, Tensor indices)

    derivatives.yaml:5442
        self: fractional_max_pool3d_backward(grads[0], self, kernel_size, output_size, indices)
    """

    __slots__ = ("_raw_saved_self", "_saved_kernel_size", "_saved_output_size", "_raw_saved_indices")
    _saved_tensor_slots = ("_raw_saved_self", "_raw_saved_indices")
    _saved_self = saved_tensor("_raw_saved_self")
    _saved_indices = saved_tensor("_raw_saved_indices")
    _array_missing_grads = True  # apply_arrays reads grads[0] only: the other outputs' may be None

    def apply(ctx, grads):
        self = ctx._saved_self
        kernel_size = ctx._saved_kernel_size
        output_size = ctx._saved_output_size
        indices = ctx._saved_indices
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = ops.fractional_max_pool3d_backward(grads[0], self, kernel_size, output_size, indices)
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        self = saved_array(ctx._raw_saved_self, ctx, grad)
        indices = saved_array(ctx._raw_saved_indices, ctx, grad)
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = pooling_kernels.max_pool_backward(grads[0], self, indices, 3)
        return grad_inputs


class FractionalMaxPool3DBackwardBackward0(Node):
    """fractional_max_pool3d_backward(Tensor grad_output, Tensor self, int[3] kernel_size, int[3] output_size,
        Tensor indices) -> Tensor

    derivatives.yaml:5452
        grad_output: max_pool_double_backward(grad, indices, 3)
        self: zeros_like(grad)
    """

    __slots__ = ("_raw_saved_indices",)
    _saved_tensor_slots = ("_raw_saved_indices",)
    _saved_indices = saved_tensor("_raw_saved_indices")

    def apply(ctx, grads):
        grad = grads[0]
        indices = ctx._saved_indices
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = max_pool_double_backward(grad, indices, 3)
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = zeros_like(grad)
        return grad_inputs


class ReflectionPad3DBackward0(Node):
    """reflection_pad3d(Tensor self, int[6] padding) -> Tensor

    derivatives.yaml:5464
        self: reflection_pad3d_backward(grad, self, padding)
    """

    __slots__ = ("_raw_saved_self", "_saved_padding")
    _saved_tensor_slots = ("_raw_saved_self",)
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        padding = ctx._saved_padding
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = ops.reflection_pad3d_backward(grad, self, padding)
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        self = saved_array(ctx._raw_saved_self, ctx, grad)
        padding = ctx._saved_padding
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = nn_kernels.mode_pad_backward(grad, self, padding, 'reflect')
        return grad_inputs


class ReflectionPad3DBackwardBackward0(Node):
    """reflection_pad3d_backward(Tensor grad_output, Tensor self, int[6] padding) -> Tensor

    derivatives.yaml:5473
        grad_output: reflection_pad3d(grad, padding)
        self: zeros_like(grad)
    """

    __slots__ = ("_saved_padding",)

    def apply(ctx, grads):
        grad = grads[0]
        padding = ctx._saved_padding
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = ops.reflection_pad3d(grad, padding)
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = zeros_like(grad)
        return grad_inputs


class ReplicationPad3DBackward0(Node):
    """replication_pad3d(Tensor self, int[6] padding) -> Tensor

    derivatives.yaml:5482
        self: replication_pad3d_backward(grad, self, padding)
    """

    __slots__ = ("_raw_saved_self", "_saved_padding")
    _saved_tensor_slots = ("_raw_saved_self",)
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        padding = ctx._saved_padding
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = ops.replication_pad3d_backward(grad, self, padding)
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        self = saved_array(ctx._raw_saved_self, ctx, grad)
        padding = ctx._saved_padding
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = nn_kernels.mode_pad_backward(grad, self, padding, 'replicate')
        return grad_inputs


class ReplicationPad3DBackwardBackward0(Node):
    """replication_pad3d_backward(Tensor grad_output, Tensor self, int[6] padding) -> Tensor

    derivatives.yaml:5491
        grad_output: replication_pad3d(grad, padding)
        self: zeros_like(grad)
    """

    __slots__ = ("_saved_padding",)

    def apply(ctx, grads):
        grad = grads[0]
        padding = ctx._saved_padding
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = ops.replication_pad3d(grad, padding)
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = zeros_like(grad)
        return grad_inputs


class AffineGridGeneratorBackward0(Node):
    """affine_grid_generator(Tensor theta, int[] size, bool align_corners) -> Tensor

    derivatives.yaml:5502
        theta: affine_grid_generator_backward(grad, size, align_corners)
    """

    __slots__ = ("_saved_size", "_saved_align_corners")

    def apply(ctx, grads):
        grad = grads[0]
        size = ctx._saved_size
        align_corners = ctx._saved_align_corners
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = affine_grid_generator_backward(grad, size, align_corners)
        return grad_inputs


class Im2ColBackward0(Node):
    """im2col(Tensor self, int[2] kernel_size, int[2] dilation, int[2] padding, int[2] stride) -> Tensor

    derivatives.yaml:5514
        self: col2im(grad, [self.shape[-2], self.shape[-1]], kernel_size, dilation, padding, stride)
    """

    __slots__ = ("_saved_self_sym_sizes", "_saved_kernel_size", "_saved_dilation", "_saved_padding", "_saved_stride")

    def apply(ctx, grads):
        grad = grads[0]
        self_sym_sizes = ctx._saved_self_sym_sizes
        kernel_size = ctx._saved_kernel_size
        dilation = ctx._saved_dilation
        padding = ctx._saved_padding
        stride = ctx._saved_stride
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = ops.col2im(grad, [self_sym_sizes[-2],
                                               self_sym_sizes[-1]], kernel_size, dilation, padding, stride)
        return grad_inputs


class Col2ImBackward0(Node):
    """col2im(Tensor self, int[2] output_size, int[2] kernel_size, int[2] dilation, int[2] padding,
        int[2] stride) -> Tensor

    derivatives.yaml:5522
        self: im2col(grad, kernel_size, dilation, padding, stride)
    """

    __slots__ = ("_saved_kernel_size", "_saved_dilation", "_saved_padding", "_saved_stride")

    def apply(ctx, grads):
        grad = grads[0]
        kernel_size = ctx._saved_kernel_size
        dilation = ctx._saved_dilation
        padding = ctx._saved_padding
        stride = ctx._saved_stride
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = ops.im2col(grad, kernel_size, dilation, padding, stride)
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        kernel_size = ctx._saved_kernel_size
        dilation = ctx._saved_dilation
        padding = ctx._saved_padding
        stride = ctx._saved_stride
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = nn_kernels.im2col(grad, kernel_size, dilation, padding, stride)
        return grad_inputs


class SoftMarginLossBackward0(Node):
    """soft_margin_loss(Tensor self, Tensor target, int reduction=1) -> Tensor

    derivatives.yaml:5534
        self: soft_margin_loss_backward(grad, self, target, reduction)
    """

    __slots__ = ("_raw_saved_self", "_raw_saved_target", "_saved_reduction")
    _saved_tensor_slots = ("_raw_saved_self", "_raw_saved_target")
    _saved_self = saved_tensor("_raw_saved_self")
    _saved_target = saved_tensor("_raw_saved_target")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        target = ctx._saved_target
        reduction = ctx._saved_reduction
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = ops.soft_margin_loss_backward(grad, self, target, reduction)
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        self = saved_array(ctx._raw_saved_self, ctx, grad)
        target = saved_array(ctx._raw_saved_target, ctx, grad)
        reduction = ctx._saved_reduction
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = loss_kernels.soft_margin_loss_backward(grad, self, target, reduction)
        return grad_inputs


class SoftMarginLossBackwardBackward0(Node):
    """soft_margin_loss_backward(Tensor grad_output, Tensor self, Tensor target, int reduction) -> Tensor

    derivatives.yaml:5544
        grad_output: soft_margin_loss_backward(grad, self, target, reduction)
        self: soft_margin_loss_double_backward(grad * grad_output, self, target, reduction)
    """

    __slots__ = ("_raw_saved_grad_output", "_raw_saved_self", "_raw_saved_target", "_saved_reduction")
    _saved_tensor_slots = ("_raw_saved_grad_output", "_raw_saved_self", "_raw_saved_target")
    _saved_grad_output = saved_tensor("_raw_saved_grad_output")
    _saved_self = saved_tensor("_raw_saved_self")
    _saved_target = saved_tensor("_raw_saved_target")

    def apply(ctx, grads):
        grad = grads[0]
        grad_output = ctx._saved_grad_output
        self = ctx._saved_self
        target = ctx._saved_target
        reduction = ctx._saved_reduction
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = ops.soft_margin_loss_backward(grad, self, target, reduction)
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = soft_margin_loss_double_backward(grad * grad_output, self, target, reduction)
        return grad_inputs


class MultiMarginLossBackward0(Node):
    """multi_margin_loss(Tensor self, Tensor target, Scalar p=1, Scalar margin=1, Tensor? weight=None,
        int reduction=1) -> Tensor

    derivatives.yaml:5553
        self: multi_margin_loss_backward(grad, self, target, p, margin, weight, reduction)
    """

    __slots__ = ("_raw_saved_self", "_raw_saved_target", "_saved_p", "_saved_margin", "_raw_saved_weight",
                 "_saved_reduction")
    _saved_tensor_slots = ("_raw_saved_self", "_raw_saved_target", "_raw_saved_weight")
    _saved_self = saved_tensor("_raw_saved_self")
    _saved_target = saved_tensor("_raw_saved_target")
    _saved_weight = saved_tensor("_raw_saved_weight")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        target = ctx._saved_target
        p = ctx._saved_p
        margin = ctx._saved_margin
        weight = ctx._saved_weight
        reduction = ctx._saved_reduction
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = ops.multi_margin_loss_backward(grad, self, target, p, margin, weight, reduction)
        return grad_inputs


class MultilabelMarginLossBackward0(Node):
    """multilabel_margin_loss_forward(Tensor self, Tensor target, int reduction) -> (Tensor output, Tensor is_target)

    derivatives.yaml:5570
        self: multilabel_margin_loss_backward(grads[0], self, target, reduction, is_target)
    """

    __slots__ = ("_raw_saved_self", "_raw_saved_target", "_saved_reduction", "_raw_saved_is_target")
    _saved_tensor_slots = ("_raw_saved_self", "_raw_saved_target", "_raw_saved_is_target")
    _saved_self = saved_tensor("_raw_saved_self")
    _saved_target = saved_tensor("_raw_saved_target")
    _saved_is_target = saved_tensor("_raw_saved_is_target")
    _array_missing_grads = True  # apply_arrays reads grads[0] only: the other outputs' may be None

    def apply(ctx, grads):
        self = ctx._saved_self
        target = ctx._saved_target
        reduction = ctx._saved_reduction
        is_target = ctx._saved_is_target
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = ops.multilabel_margin_loss_backward(grads[0], self, target, reduction, is_target)
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        self = saved_array(ctx._raw_saved_self, ctx, grad)
        target = saved_array(ctx._raw_saved_target, ctx, grad)
        reduction = ctx._saved_reduction
        is_target = saved_array(ctx._raw_saved_is_target, ctx, grad)
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = loss_kernels.multilabel_margin_loss_backward(grads[0], self, target, reduction, is_target)
        return grad_inputs


class StandardGammaGradBackward0(Node):
    """_standard_gamma_grad(Tensor self, Tensor output) -> Tensor

    derivatives.yaml:5601
        self: not_implemented(grad, "_standard_gamma_grad")
    """

    __slots__ = ()

    def apply(ctx, grads):
        grad = grads[0]
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = not_implemented(grad, '_standard_gamma_grad')
        return grad_inputs


class FftC2CBackward0(Node):
    """_fft_c2c(Tensor self, int[] dim, int normalization, bool forward) -> Tensor

    derivatives.yaml:5626
        self: _fft_c2c(grad, dim, normalization, not forward)
    """

    __slots__ = ("_saved_dim", "_saved_normalization", "_saved_forward")

    def apply(ctx, grads):
        grad = grads[0]
        dim = ctx._saved_dim
        normalization = ctx._saved_normalization
        forward = ctx._saved_forward
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = ops._fft_c2c(grad, dim, normalization, not forward)
        return grad_inputs


class FftR2CBackward0(Node):
    """_fft_r2c(Tensor self, int[] dim, int normalization, bool onesided) -> Tensor

    derivatives.yaml:5635
        self: fft_r2c_backward(grad, dim, normalization, onesided, self.shape[dim[-1]])
    """

    __slots__ = ("_saved_self_sym_sizes", "_saved_dim", "_saved_normalization", "_saved_onesided")

    def apply(ctx, grads):
        grad = grads[0]
        self_sym_sizes = ctx._saved_self_sym_sizes
        dim = ctx._saved_dim
        normalization = ctx._saved_normalization
        onesided = ctx._saved_onesided
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = fft_r2c_backward(grad, dim, normalization, onesided, self_sym_sizes[dim[-1]])
        return grad_inputs


class FftC2RBackward0(Node):
    """_fft_c2r(Tensor self, int[] dim, int normalization, int last_dim_size) -> Tensor

    derivatives.yaml:5646
        self: fft_c2r_backward(grad, dim, normalization)
    """

    __slots__ = ("_saved_dim", "_saved_normalization")

    def apply(ctx, grads):
        grad = grads[0]
        dim = ctx._saved_dim
        normalization = ctx._saved_normalization
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = fft_c2r_backward(grad, dim, normalization)
        return grad_inputs


class TestAutogradMultipleDispatchBackward0(Node):
    """_test_autograd_multiple_dispatch.fullcoverage(Tensor self) -> Tensor

    derivatives.yaml:5789
        self: grad.expand(self.shape) + 1
    """

    __slots__ = ("_saved_self_sym_sizes",)

    def apply(ctx, grads):
        grad = grads[0]
        self_sym_sizes = ctx._saved_self_sym_sizes
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad.expand(self_sym_sizes) + 1
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        self_sym_sizes = ctx._saved_self_sym_sizes
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = kernels.expand(grad, self_sym_sizes) + 1
        return grad_inputs


class TestAutogradMultipleDispatchViewBackward0(Node):
    """_test_autograd_multiple_dispatch_view(Tensor(a) self) -> Tensor(a)

    derivatives.yaml:5806
        self: grad.reshape(self.shape)
    """

    __slots__ = ("_saved_self_sym_sizes",)

    def apply(ctx, grads):
        grad = grads[0]
        self_sym_sizes = ctx._saved_self_sym_sizes
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad.reshape(self_sym_sizes)
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        self_sym_sizes = ctx._saved_self_sym_sizes
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad.reshape(self_sym_sizes)
        return grad_inputs


class TestAutogradMultipleDispatchViewBackward0_copy(Node):
    """_test_autograd_multiple_dispatch_view_copy(Tensor self) -> Tensor

    derivatives.yaml:5814
        self: grad.reshape(self.shape)
    """

    __slots__ = ("_saved_self_sym_sizes",)

    def apply(ctx, grads):
        grad = grads[0]
        self_sym_sizes = ctx._saved_self_sym_sizes
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad.reshape(self_sym_sizes)
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        self_sym_sizes = ctx._saved_self_sym_sizes
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad.reshape(self_sym_sizes)
        return grad_inputs
