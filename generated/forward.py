# Generated from derivatives.yaml by `make generate`. Do not edit: change the table and regenerate.
"""Forward-mode formulas: one jvp_* function per entry of derivatives.yaml with a `result:` key.

Each returns its op's output tangents (None when no input carries a tangent). Ops call them
only while a dual level is active; formulas run with tangent propagation paused, on
gradtable's own ops, so a tangent is itself differentiable by backward.
"""
import math

from gradtable.autograd.forward_grad import paused, tangent_of, tangents_of, zero_tangent
from gradtable.generated import ops
from gradtable.ops.formula_helpers.complex import (acosh_backward, angle_jvp, sgn_backward)
from gradtable.ops.formula_helpers.core import (amax_backward, clamp_backward, clamp_jvp, cumprod_jvp,
                                                evenly_distribute_backward, logsumexp_backward, maybe_multiply,
                                                norm_backward, ones_like, pow_backward, pow_backward_exponent,
                                                pow_backward_self, prod_backward, reduction_jvp, var_jvp, zeros_like)
from gradtable.ops.formula_helpers.indexing import (scatter_reduce_jvp)
from gradtable.ops.formula_helpers.linalg import (cholesky_jvp, det_backward, eigh_jvp, matrix_exp_differential, qr_jvp,
                                                  slogdet_jvp, solve_jvp, svd_jvp)
from gradtable.ops.formula_helpers.linalg_eig import (linalg_eig_jvp)
from gradtable.ops.formula_helpers.linalg_factor import (cholesky_inverse_jvp, cholesky_solve_jvp, householder_jvp,
                                                         linalg_lu_jvp, lstsq_jvp, lstsq_residuals_jvp,
                                                         lu_factor_ex_jvp, lu_solve_jvp, lu_unpack_jvp, ormqr_jvp,
                                                         pinv_jvp, solve_triangular_jvp, triangular_solve_jvp)
from gradtable.ops.formula_helpers.nn import (batch_norm_jvp, bce_with_logits_backward, bce_with_logits_target_backward,
                                              binary_cross_entropy_backward, binary_cross_entropy_target_backward,
                                              convolution_backward_jvp, elu_backward, finite_mask, gelu_backward,
                                              gelu_slope_derivative, group_norm_jvp, hardswish_backward,
                                              huber_loss_backward, layer_norm_jvp, loss_jvp, loss_slope_backward,
                                              mish_backward, mse_loss_backward, nan_mask, silu_backward,
                                              smooth_l1_loss_backward, weight_norm_jvp)
from gradtable.ops.formula_helpers.nn_activation import (celu_input_scale, glu_jvp)
from gradtable.ops.formula_helpers.pointwise import (copysign_tensor_self_backward, renorm_jvp)
from gradtable.ops.formula_helpers.special import (i1_backward, i1e_backward, logit_backward, mvlgamma_backward,
                                                   sinc_backward, xlog1py_scalar_backward)
from gradtable.ops.formula_helpers.statistics import (logcumsumexp_jvp, mean_jvp)


def jvp_add(result, self, other, *, alpha=1):
    """add(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor   [derivatives.yaml:151]
        result: auto_linear
    """
    self_t = tangent_of(self)
    other_t = tangent_of(other)
    if self_t is None and other_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        if other_t is None:
            other_t = zero_tangent(other)
        result_tangent = ops.add(self_t, other_t, alpha=alpha)
    return (result_tangent,)


def jvp_sub(result, self, other, *, alpha=1):
    """sub(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor   [derivatives.yaml:161]
        result: auto_linear
    """
    self_t = tangent_of(self)
    other_t = tangent_of(other)
    if self_t is None and other_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        if other_t is None:
            other_t = zero_tangent(other)
        result_tangent = ops.sub(self_t, other_t, alpha=alpha)
    return (result_tangent,)


def jvp_rsub_Tensor(result, self, other, *, alpha=1):
    """rsub.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor   [derivatives.yaml:172]
        result: auto_linear
    """
    self_t = tangent_of(self)
    other_t = tangent_of(other)
    if self_t is None and other_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        if other_t is None:
            other_t = zero_tangent(other)
        result_tangent = ops._rsub_Tensor(self_t, other_t, alpha=alpha)
    return (result_tangent,)


def jvp_rsub_Scalar(result, self, other, alpha=1):
    """rsub.Scalar(Tensor self, Scalar other, Scalar alpha=1) -> Tensor   [derivatives.yaml:181]
        result: maybe_multiply(-self_t, alpha)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = maybe_multiply(-self_t, alpha)
    return (result_tangent,)


def jvp_mul(result, self, other):
    """mul(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:190]
        result: self_t * other_p + other_t * self_p
    """
    self_t = tangent_of(self)
    other_t = tangent_of(other)
    if self_t is None and other_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        if other_t is None:
            other_t = zero_tangent(other)
        result_tangent = self_t * other + other_t * self
    return (result_tangent,)


def jvp_div_default(result, self, other):
    """div(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:200]
        result: (self_t - other_t * result) / other_p
    """
    self_t = tangent_of(self)
    other_t = tangent_of(other)
    if self_t is None and other_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        if other_t is None:
            other_t = zero_tangent(other)
        result_tangent = (self_t - other_t * result) / other
    return (result_tangent,)


def jvp_neg(result, self):
    """neg(Tensor self) -> Tensor   [derivatives.yaml:210]
        result: auto_linear
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = ops.neg(self_t)
    return (result_tangent,)


def jvp_reciprocal(result, self):
    """reciprocal(Tensor self) -> Tensor   [derivatives.yaml:218]
        result: (-self_t.conj() * (result * result).conj()).conj()   (auto_element_wise)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = (-self_t.conj() * (result * result).conj()).conj()
    return (result_tangent,)


def jvp_pow_Tensor_Scalar(result, self, exponent):
    """pow.Tensor_Scalar(Tensor self, Scalar exponent) -> Tensor   [derivatives.yaml:225]
        result: pow_backward(self_t.conj(), self_p, exponent).conj()
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = pow_backward(self_t.conj(), self, exponent).conj()
    return (result_tangent,)


def jvp_pow_Tensor_Tensor(result, self, exponent):
    """pow.Tensor_Tensor(Tensor self, Tensor exponent) -> Tensor   [derivatives.yaml:233]
        result: (pow_backward_self(self_t.conj(), self_p, exponent_p) + pow_backward_exponent(exponent_t.conj(),
            self_p, exponent_p, result)).conj()
    """
    self_t = tangent_of(self)
    exponent_t = tangent_of(exponent)
    if self_t is None and exponent_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        if exponent_t is None:
            exponent_t = zero_tangent(exponent)
        result_tangent = (pow_backward_self(self_t.conj(), self, exponent)
                          + pow_backward_exponent(exponent_t.conj(), self, exponent, result)).conj()
    return (result_tangent,)


def jvp_pow_Scalar(result, self, exponent):
    """pow.Scalar(Scalar self, Tensor exponent) -> Tensor   [derivatives.yaml:241]
        result: pow_backward_exponent(exponent_t.conj(), self, exponent_p, result).conj()
    """
    exponent_t = tangent_of(exponent)
    if exponent_t is None:
        return None
    with paused():
        if exponent_t is None:
            exponent_t = zero_tangent(exponent)
        result_tangent = pow_backward_exponent(exponent_t.conj(), self, exponent, result).conj()
    return (result_tangent,)


def jvp_mul_Scalar(result, self, other):
    """mul.Scalar(Tensor self, Scalar other) -> Tensor   [derivatives.yaml:248]
        result: auto_linear
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = ops._mul_Scalar(self_t, other)
    return (result_tangent,)


def jvp_div_Scalar(result, self, other):
    """div.Scalar(Tensor self, Scalar other) -> Tensor   [derivatives.yaml:256]
        result: auto_linear
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = ops._div_Scalar(self_t, other)
    return (result_tangent,)


def jvp_div_Tensor_mode(result, self, other, *, rounding_mode):
    """div.Tensor_mode(Tensor self, Tensor other, *, str? rounding_mode) -> Tensor   [derivatives.yaml:263]
        result: (self_t - other_t * result) / other_p if rounding_mode is None else zeros_like(result)
    """
    self_t = tangent_of(self)
    other_t = tangent_of(other)
    if self_t is None and other_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        if other_t is None:
            other_t = zero_tangent(other)
        result_tangent = (self_t - other_t * result) / other if rounding_mode is None else zeros_like(result)
    return (result_tangent,)


def jvp_maximum(result, self, other):
    """maximum(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:282]
        result: where(self_p == other_p, (self_t + other_t) / 2, where(self_p > other_p, self_t, other_t))
    """
    self_t = tangent_of(self)
    other_t = tangent_of(other)
    if self_t is None and other_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        if other_t is None:
            other_t = zero_tangent(other)
        result_tangent = ops.where(self == other, (self_t + other_t) / 2, ops.where(self > other, self_t, other_t))
    return (result_tangent,)


def jvp_minimum(result, self, other):
    """minimum(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:291]
        result: where(self_p == other_p, (self_t + other_t) / 2, where(self_p < other_p, self_t, other_t))
    """
    self_t = tangent_of(self)
    other_t = tangent_of(other)
    if self_t is None and other_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        if other_t is None:
            other_t = zero_tangent(other)
        result_tangent = ops.where(self == other, (self_t + other_t) / 2, ops.where(self < other, self_t, other_t))
    return (result_tangent,)


def jvp_fmax(result, self, other):
    """fmax(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:300]
        result: where(logical_or(self_p >= other_p, nan_mask(other_p)), self_t, other_t)
    """
    self_t = tangent_of(self)
    other_t = tangent_of(other)
    if self_t is None and other_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        if other_t is None:
            other_t = zero_tangent(other)
        result_tangent = ops.where(ops.logical_or(self >= other, nan_mask(other)), self_t, other_t)
    return (result_tangent,)


def jvp_fmin(result, self, other):
    """fmin(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:309]
        result: where(logical_or(self_p <= other_p, nan_mask(other_p)), self_t, other_t)
    """
    self_t = tangent_of(self)
    other_t = tangent_of(other)
    if self_t is None and other_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        if other_t is None:
            other_t = zero_tangent(other)
        result_tangent = ops.where(ops.logical_or(self <= other, nan_mask(other)), self_t, other_t)
    return (result_tangent,)


def jvp_atan2(result, self, other):
    """atan2(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:318]
        result: (self_t * other_p - other_t * self_p) / (self_p * self_p + other_p * other_p)
    """
    self_t = tangent_of(self)
    other_t = tangent_of(other)
    if self_t is None and other_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        if other_t is None:
            other_t = zero_tangent(other)
        result_tangent = (self_t * other - other_t * self) / (self * self + other * other)
    return (result_tangent,)


def jvp_hypot(result, self, other):
    """hypot(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:331]
        result: (self_t * self_p + other_t * other_p) / result
    """
    self_t = tangent_of(self)
    other_t = tangent_of(other)
    if self_t is None and other_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        if other_t is None:
            other_t = zero_tangent(other)
        result_tangent = (self_t * self + other_t * other) / result
    return (result_tangent,)


def jvp_xlogy_Tensor(result, self, other):
    """xlogy.Tensor(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:340]
        result: xlogy(self_t, other_p).masked_fill((self_p == 0.0) & (other_p <= 0.0),
            0.0) + other_t * self_p / other_p
    """
    self_t = tangent_of(self)
    other_t = tangent_of(other)
    if self_t is None and other_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        if other_t is None:
            other_t = zero_tangent(other)
        result_tangent = ops.xlogy(self_t, other).masked_fill((self == 0.0) & (other <= 0.0),
                                                              0.0) + other_t * self / other
    return (result_tangent,)


def jvp_xlogy_Scalar_Self(result, self, other):
    """xlogy.Scalar_Self(Scalar self, Tensor other) -> Tensor   [derivatives.yaml:349]
        result: other_t * self / other   (auto_element_wise)
    """
    other_t = tangent_of(other)
    if other_t is None:
        return None
    with paused():
        if other_t is None:
            other_t = zero_tangent(other)
        result_tangent = other_t * self / other
    return (result_tangent,)


def jvp_xlogy_Scalar_Other(result, self, other):
    """xlogy.Scalar_Other(Tensor self, Scalar other) -> Tensor   [derivatives.yaml:356]
        result: xlogy(self_t, other) if other > 0 else xlogy(self_t, other).masked_fill(self == 0.0,
            0.0)   (auto_element_wise)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = ops.xlogy(self_t,
                                   other) if other > 0 else ops.xlogy(self_t, other).masked_fill(self == 0.0, 0.0)
    return (result_tangent,)


def jvp_remainder_Scalar(result, self, other):
    """remainder.Scalar(Tensor self, Scalar other) -> Tensor   [derivatives.yaml:363]
        result: self_t   (auto_element_wise)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = self_t
    return (result_tangent,)


def jvp_remainder_Tensor(result, self, other):
    """remainder.Tensor(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:370]
        result: self_t - other_t * div(self_p, other_p, rounding_mode="floor")
    """
    self_t = tangent_of(self)
    other_t = tangent_of(other)
    if self_t is None and other_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        if other_t is None:
            other_t = zero_tangent(other)
        result_tangent = self_t - other_t * ops.div(self, other, rounding_mode='floor')
    return (result_tangent,)


def jvp_fmod_Scalar(result, self, other):
    """fmod.Scalar(Tensor self, Scalar other) -> Tensor   [derivatives.yaml:390]
        result: self_t   (auto_element_wise)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = self_t
    return (result_tangent,)


def jvp_fmod_Tensor(result, self, other):
    """fmod.Tensor(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:397]
        result: self_t - other_t * div(self_p, other_p, rounding_mode="trunc")
    """
    self_t = tangent_of(self)
    other_t = tangent_of(other)
    if self_t is None and other_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        if other_t is None:
            other_t = zero_tangent(other)
        result_tangent = self_t - other_t * ops.div(self, other, rounding_mode='trunc')
    return (result_tangent,)


def jvp_lerp_Scalar(result, self, end, weight):
    """lerp.Scalar(Tensor self, Tensor end, Scalar weight) -> Tensor   [derivatives.yaml:406]
        result: auto_linear
    """
    self_t = tangent_of(self)
    end_t = tangent_of(end)
    if self_t is None and end_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        if end_t is None:
            end_t = zero_tangent(end)
        result_tangent = ops._lerp_Scalar(self_t, end_t, weight)
    return (result_tangent,)


def jvp_lerp_Tensor(result, self, end, weight):
    """lerp.Tensor(Tensor self, Tensor end, Tensor weight) -> Tensor   [derivatives.yaml:414]
        result: lerp(self_t, end_t, weight_p) + weight_t * (end_p - self_p)
    """
    self_t = tangent_of(self)
    end_t = tangent_of(end)
    weight_t = tangent_of(weight)
    if self_t is None and end_t is None and weight_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        if end_t is None:
            end_t = zero_tangent(end)
        if weight_t is None:
            weight_t = zero_tangent(weight)
        result_tangent = ops.lerp(self_t, end_t, weight) + weight_t * (end - self)
    return (result_tangent,)


def jvp_masked_fill_Scalar(result, self, mask, value):
    """masked_fill.Scalar(Tensor self, Tensor mask, Scalar value) -> Tensor   [derivatives.yaml:423]
        result: self_t.masked_fill(mask, 0)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = self_t.masked_fill(mask, 0)
    return (result_tangent,)


def jvp_masked_fill_Tensor(result, self, mask, value):
    """masked_fill.Tensor(Tensor self, Tensor mask, Tensor value) -> Tensor   [derivatives.yaml:435]
        result: self_t.masked_fill(mask, value_t)
    """
    self_t = tangent_of(self)
    value_t = tangent_of(value)
    if self_t is None and value_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        if value_t is None:
            value_t = zero_tangent(value)
        result_tangent = self_t.masked_fill(mask, value_t)
    return (result_tangent,)


def jvp_exp(result, self):
    """exp(Tensor self) -> Tensor   [derivatives.yaml:452]
        result: (self_t.conj() * result.conj()).conj()   (auto_element_wise)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = (self_t.conj() * result.conj()).conj()
    return (result_tangent,)


def jvp_log(result, self):
    """log(Tensor self) -> Tensor   [derivatives.yaml:458]
        result: (self_t.conj() / self.conj()).conj()   (auto_element_wise)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = (self_t.conj() / self.conj()).conj()
    return (result_tangent,)


def jvp_sqrt(result, self):
    """sqrt(Tensor self) -> Tensor   [derivatives.yaml:465]
        result: (self_t.conj() / (2 * result.conj())).conj()   (auto_element_wise)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = (self_t.conj() / (2 * result.conj())).conj()
    return (result_tangent,)


def jvp_abs(result, self):
    """abs(Tensor self) -> Tensor   [derivatives.yaml:472]
        result: real(self_t.conj() * sgn(self_p))
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = ops.real(self_t.conj() * ops.sgn(self))
    return (result_tangent,)


def jvp_sign(result, self):
    """sign(Tensor self) -> Tensor   [derivatives.yaml:480]
        result: zeros_like(self_t)   (auto_element_wise)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = zeros_like(self_t)
    return (result_tangent,)


def jvp_sin(result, self):
    """sin(Tensor self) -> Tensor   [derivatives.yaml:487]
        result: (self_t.conj() * cos(self).conj()).conj()   (auto_element_wise)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = (self_t.conj() * ops.cos(self).conj()).conj()
    return (result_tangent,)


def jvp_cos(result, self):
    """cos(Tensor self) -> Tensor   [derivatives.yaml:493]
        result: (self_t.conj() * -sin(self).conj()).conj()   (auto_element_wise)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = (self_t.conj() * -ops.sin(self).conj()).conj()
    return (result_tangent,)


def jvp_tanh(result, self):
    """tanh(Tensor self) -> Tensor   [derivatives.yaml:499]
        result: (self_t.conj() * (1 - result * result).conj()).conj()   (auto_element_wise)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = (self_t.conj() * (1 - result * result).conj()).conj()
    return (result_tangent,)


def jvp_sigmoid(result, self):
    """sigmoid(Tensor self) -> Tensor   [derivatives.yaml:505]
        result: (self_t.conj() * (result * (1 - result)).conj()).conj()   (auto_element_wise)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = (self_t.conj() * (result * (1 - result)).conj()).conj()
    return (result_tangent,)


def jvp_relu(result, self):
    """relu(Tensor self) -> Tensor   [derivatives.yaml:512]
        result: threshold_backward(self_t, result, 0)   (auto_element_wise)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = ops.threshold_backward(self_t, result, 0)
    return (result_tangent,)


def jvp_threshold_backward(result, grad_output, self, threshold):
    """threshold_backward(Tensor grad_output, Tensor self, Scalar threshold) -> Tensor   [derivatives.yaml:520]
        result: threshold_backward(grad_output_t, self_p, threshold)
    """
    grad_output_t = tangent_of(grad_output)
    self_t = tangent_of(self)
    if grad_output_t is None and self_t is None:
        return None
    with paused():
        if grad_output_t is None:
            grad_output_t = zero_tangent(grad_output)
        result_tangent = ops.threshold_backward(grad_output_t, self, threshold)
    return (result_tangent,)


def jvp_clamp_Tensor(result, self, min=None, max=None):
    """clamp.Tensor(Tensor self, Tensor? min=None, Tensor? max=None) -> Tensor   [derivatives.yaml:530]
        result: clamp_jvp(self_t, min_t, max_t, self_p, min_p, max_p)
    """
    self_t = tangent_of(self)
    min_t = tangent_of(min)
    max_t = tangent_of(max)
    if self_t is None and min_t is None and max_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        if min_t is None:
            min_t = zero_tangent(min)
        if max_t is None:
            max_t = zero_tangent(max)
        result_tangent = clamp_jvp(self_t, min_t, max_t, self, min, max)
    return (result_tangent,)


def jvp_clamp_default(result, self, min=None, max=None):
    """clamp(Tensor self, Scalar? min=None, Scalar? max=None) -> Tensor   [derivatives.yaml:541]
        result: clamp_backward(self_t, self, min, max)   (auto_element_wise)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = clamp_backward(self_t, self, min, max)
    return (result_tangent,)


def jvp_exp2(result, self):
    """exp2(Tensor self) -> Tensor   [derivatives.yaml:550]
        result: (self_t.conj() * result.conj() * math.log(2.0)).conj()   (auto_element_wise)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = (self_t.conj() * result.conj() * math.log(2.0)).conj()
    return (result_tangent,)


def jvp_expm1(result, self):
    """expm1(Tensor self) -> Tensor   [derivatives.yaml:556]
        result: (self_t.conj() * (result.conj() + 1)).conj()   (auto_element_wise)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = (self_t.conj() * (result.conj() + 1)).conj()
    return (result_tangent,)


def jvp_log2(result, self):
    """log2(Tensor self) -> Tensor   [derivatives.yaml:562]
        result: (self_t.conj() / (self.conj() * math.log(2.0))).conj()   (auto_element_wise)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = (self_t.conj() / (self.conj() * math.log(2.0))).conj()
    return (result_tangent,)


def jvp_log10(result, self):
    """log10(Tensor self) -> Tensor   [derivatives.yaml:569]
        result: (self_t.conj() / (self.conj() * math.log(10.0))).conj()   (auto_element_wise)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = (self_t.conj() / (self.conj() * math.log(10.0))).conj()
    return (result_tangent,)


def jvp_log1p(result, self):
    """log1p(Tensor self) -> Tensor   [derivatives.yaml:576]
        result: (self_t.conj() / (self.conj() + 1)).conj()   (auto_element_wise)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = (self_t.conj() / (self.conj() + 1)).conj()
    return (result_tangent,)


def jvp_rsqrt(result, self):
    """rsqrt(Tensor self) -> Tensor   [derivatives.yaml:583]
        result: (-0.5 * self_t.conj() * (result * result * result).conj()).conj()   (auto_element_wise)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = (-0.5 * self_t.conj() * (result * result * result).conj()).conj()
    return (result_tangent,)


def jvp_tan(result, self):
    """tan(Tensor self) -> Tensor   [derivatives.yaml:590]
        result: (self_t.conj() * (1 + result * result).conj()).conj()   (auto_element_wise)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = (self_t.conj() * (1 + result * result).conj()).conj()
    return (result_tangent,)


def jvp_asin(result, self):
    """asin(Tensor self) -> Tensor   [derivatives.yaml:597]
        result: (self_t.conj() * rsqrt(-self * self + 1).conj()).conj()   (auto_element_wise)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = (self_t.conj() * ops.rsqrt(-self * self + 1).conj()).conj()
    return (result_tangent,)


def jvp_acos(result, self):
    """acos(Tensor self) -> Tensor   [derivatives.yaml:605]
        result: (self_t.conj() * -rsqrt(-self * self + 1).conj()).conj()   (auto_element_wise)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = (self_t.conj() * -ops.rsqrt(-self * self + 1).conj()).conj()
    return (result_tangent,)


def jvp_atan(result, self):
    """atan(Tensor self) -> Tensor   [derivatives.yaml:613]
        result: (self_t.conj() / (self * self + 1).conj()).conj()   (auto_element_wise)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = (self_t.conj() / (self * self + 1).conj()).conj()
    return (result_tangent,)


def jvp_sinh(result, self):
    """sinh(Tensor self) -> Tensor   [derivatives.yaml:620]
        result: (self_t.conj() * cosh(self).conj()).conj()   (auto_element_wise)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = (self_t.conj() * ops.cosh(self).conj()).conj()
    return (result_tangent,)


def jvp_cosh(result, self):
    """cosh(Tensor self) -> Tensor   [derivatives.yaml:626]
        result: (self_t.conj() * sinh(self).conj()).conj()   (auto_element_wise)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = (self_t.conj() * ops.sinh(self).conj()).conj()
    return (result_tangent,)


def jvp_asinh(result, self):
    """asinh(Tensor self) -> Tensor   [derivatives.yaml:632]
        result: (self_t.conj() * rsqrt(self * self + 1).conj()).conj()   (auto_element_wise)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = (self_t.conj() * ops.rsqrt(self * self + 1).conj()).conj()
    return (result_tangent,)


def jvp_acosh(result, self):
    """acosh(Tensor self) -> Tensor   [derivatives.yaml:638]
        result: acosh_backward(self_t.conj(), self_p).conj()
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = acosh_backward(self_t.conj(), self).conj()
    return (result_tangent,)


def jvp_atanh(result, self):
    """atanh(Tensor self) -> Tensor   [derivatives.yaml:645]
        result: (self_t.conj() / (1 - self * self).conj()).conj()   (auto_element_wise)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = (self_t.conj() / (1 - self * self).conj()).conj()
    return (result_tangent,)


def jvp_erf(result, self):
    """erf(Tensor self) -> Tensor   [derivatives.yaml:652]
        result: self_t * (2.0 / math.sqrt(math.pi)) * exp(-self * self)   (auto_element_wise)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = self_t * (2.0 / math.sqrt(math.pi)) * ops.exp(-self * self)
    return (result_tangent,)


def jvp_erfc(result, self):
    """erfc(Tensor self) -> Tensor   [derivatives.yaml:659]
        result: self_t * (-2.0 / math.sqrt(math.pi)) * exp(-self * self)   (auto_element_wise)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = self_t * (-2.0 / math.sqrt(math.pi)) * ops.exp(-self * self)
    return (result_tangent,)


def jvp_erfinv(result, self):
    """erfinv(Tensor self) -> Tensor   [derivatives.yaml:666]
        result: self_t * (0.5 * math.sqrt(math.pi)) * exp(erfinv(self).pow(2))   (auto_element_wise)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = self_t * (0.5 * math.sqrt(math.pi)) * ops.exp(ops.erfinv(self).pow(2))
    return (result_tangent,)


def jvp_lgamma(result, self):
    """lgamma(Tensor self) -> Tensor   [derivatives.yaml:675]
        result: self_t * digamma(self)   (auto_element_wise)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = self_t * ops.digamma(self)
    return (result_tangent,)


def jvp_digamma(result, self):
    """digamma(Tensor self) -> Tensor   [derivatives.yaml:683]
        result: self_t * polygamma(1, self)   (auto_element_wise)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = self_t * ops.polygamma(1, self)
    return (result_tangent,)


def jvp_polygamma(result, n, self):
    """polygamma(int n, Tensor self) -> Tensor   [derivatives.yaml:691]
        result: self_t * polygamma(n + 1, self)   (auto_element_wise)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = self_t * ops.polygamma(n + 1, self)
    return (result_tangent,)


def jvp_i0(result, self):
    """i0(Tensor self) -> Tensor   [derivatives.yaml:699]
        result: self_t * special_i1(self)   (auto_element_wise)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = self_t * ops.special_i1(self)
    return (result_tangent,)


def jvp_sinc(result, self):
    """sinc(Tensor self) -> Tensor   [derivatives.yaml:706]
        result: sinc_backward(self_t.conj(), self_p).conj()
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = sinc_backward(self_t.conj(), self).conj()
    return (result_tangent,)


def jvp_logit(result, self, eps=None):
    """logit(Tensor self, float? eps=None) -> Tensor   [derivatives.yaml:713]
        result: logit_backward(self_t, self, eps)   (auto_element_wise)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = logit_backward(self_t, self, eps)
    return (result_tangent,)


def jvp_mvlgamma(result, self, p):
    """mvlgamma(Tensor self, int p) -> Tensor   [derivatives.yaml:721]
        result: mvlgamma_backward(self_t, self, p)   (auto_element_wise)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = mvlgamma_backward(self_t, self, p)
    return (result_tangent,)


def jvp_special_ndtri(result, self):
    """special_ndtri(Tensor self) -> Tensor   [derivatives.yaml:758]
        result: self_t * math.sqrt(2 * math.pi) * (result * result / 2).exp()   (auto_element_wise)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = self_t * math.sqrt(2 * math.pi) * (result * result / 2).exp()
    return (result_tangent,)


def jvp_special_log_ndtr(result, self):
    """special_log_ndtr(Tensor self) -> Tensor   [derivatives.yaml:767]
        result: self_t / math.sqrt(2 * math.pi) * (-(result + self * self / 2)).exp()   (auto_element_wise)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = self_t / math.sqrt(2 * math.pi) * (-(result + self * self / 2)).exp()
    return (result_tangent,)


def jvp_special_erfcx(result, self):
    """special_erfcx(Tensor self) -> Tensor   [derivatives.yaml:775]
        result: (2.0 * self * result - 2.0 / math.sqrt(math.pi)) * self_t   (auto_element_wise)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = (2.0 * self * result - 2.0 / math.sqrt(math.pi)) * self_t
    return (result_tangent,)


def jvp_special_i0e(result, self):
    """special_i0e(Tensor self) -> Tensor   [derivatives.yaml:783]
        result: self_t * (special_i1e(self) - self.sign() * result)   (auto_element_wise)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = self_t * (ops.special_i1e(self) - self.sign() * result)
    return (result_tangent,)


def jvp_special_i1(result, self):
    """special_i1(Tensor self) -> Tensor   [derivatives.yaml:792]
        result: i1_backward(self_t, self, result)   (auto_element_wise)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = i1_backward(self_t, self, result)
    return (result_tangent,)


def jvp_special_i1e(result, self):
    """special_i1e(Tensor self) -> Tensor   [derivatives.yaml:800]
        result: i1e_backward(self_t, self, result)   (auto_element_wise)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = i1e_backward(self_t, self, result)
    return (result_tangent,)


def jvp_special_entr(result, self):
    """special_entr(Tensor self) -> Tensor   [derivatives.yaml:809]
        result: self_t * -(1 + self.log())   (auto_element_wise)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = self_t * -(1 + self.log())
    return (result_tangent,)


def jvp_special_xlog1py_default(result, self, other):
    """special_xlog1py(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:818]
        result: special_xlog1py(self_t, other_p).masked_fill((self_p == 0.0) & (other_p <= -1.0),
            0.0) + other_t * self_p / (other_p + 1)
    """
    self_t = tangent_of(self)
    other_t = tangent_of(other)
    if self_t is None and other_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        if other_t is None:
            other_t = zero_tangent(other)
        result_tangent = ops.special_xlog1py(self_t, other).masked_fill((self == 0.0) & (other <= -1.0),
                                                                        0.0) + other_t * self / (other + 1)
    return (result_tangent,)


def jvp_special_xlog1py_self_scalar(result, self, other):
    """special_xlog1py.self_scalar(Scalar self, Tensor other) -> Tensor   [derivatives.yaml:828]
        result: other_t * self / (other + 1)   (auto_element_wise)
    """
    other_t = tangent_of(other)
    if other_t is None:
        return None
    with paused():
        if other_t is None:
            other_t = zero_tangent(other)
        result_tangent = other_t * self / (other + 1)
    return (result_tangent,)


def jvp_special_xlog1py_other_scalar(result, self, other):
    """special_xlog1py.other_scalar(Tensor self, Scalar other) -> Tensor   [derivatives.yaml:837]
        result: xlog1py_scalar_backward(self_t, self, other)   (auto_element_wise)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = xlog1py_scalar_backward(self_t, self, other)
    return (result_tangent,)


def jvp_floor(result, self):
    """floor(Tensor self) -> Tensor   [derivatives.yaml:1259]
        result: zeros_like(self_t)   (auto_element_wise)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = zeros_like(self_t)
    return (result_tangent,)


def jvp_ceil(result, self):
    """ceil(Tensor self) -> Tensor   [derivatives.yaml:1266]
        result: zeros_like(self_t)   (auto_element_wise)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = zeros_like(self_t)
    return (result_tangent,)


def jvp_round_default(result, self):
    """round(Tensor self) -> Tensor   [derivatives.yaml:1273]
        result: zeros_like(self_t)   (auto_element_wise)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = zeros_like(self_t)
    return (result_tangent,)


def jvp_round_decimals(result, self, *, decimals):
    """round.decimals(Tensor self, *, int decimals) -> Tensor   [derivatives.yaml:1280]
        result: zeros_like(self_t)   (auto_element_wise)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = zeros_like(self_t)
    return (result_tangent,)


def jvp_trunc(result, self):
    """trunc(Tensor self) -> Tensor   [derivatives.yaml:1287]
        result: zeros_like(self_t)   (auto_element_wise)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = zeros_like(self_t)
    return (result_tangent,)


def jvp_frac(result, self):
    """frac(Tensor self) -> Tensor   [derivatives.yaml:1295]
        result: self_t   (auto_element_wise)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = self_t
    return (result_tangent,)


def jvp_clamp_min_default(result, self, min):
    """clamp_min(Tensor self, Scalar min) -> Tensor   [derivatives.yaml:1303]
        result: where(self >= min, self_t, 0.0)   (auto_element_wise)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = ops.where(self >= min, self_t, 0.0)
    return (result_tangent,)


def jvp_clamp_min_Tensor(result, self, min):
    """clamp_min.Tensor(Tensor self, Tensor min) -> Tensor   [derivatives.yaml:1311]
        result: where(self_p >= min_p, self_t, min_t)
    """
    self_t = tangent_of(self)
    min_t = tangent_of(min)
    if self_t is None and min_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        if min_t is None:
            min_t = zero_tangent(min)
        result_tangent = ops.where(self >= min, self_t, min_t)
    return (result_tangent,)


def jvp_clamp_max_default(result, self, max):
    """clamp_max(Tensor self, Scalar max) -> Tensor   [derivatives.yaml:1319]
        result: where(self <= max, self_t, 0.0)   (auto_element_wise)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = ops.where(self <= max, self_t, 0.0)
    return (result_tangent,)


def jvp_clamp_max_Tensor(result, self, max):
    """clamp_max.Tensor(Tensor self, Tensor max) -> Tensor   [derivatives.yaml:1327]
        result: where(self_p <= max_p, self_t, max_t)
    """
    self_t = tangent_of(self)
    max_t = tangent_of(max)
    if self_t is None and max_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        if max_t is None:
            max_t = zero_tangent(max)
        result_tangent = ops.where(self <= max, self_t, max_t)
    return (result_tangent,)


def jvp_nan_to_num(result, self, nan=None, posinf=None, neginf=None):
    """nan_to_num(Tensor self, float? nan=None, float? posinf=None,
        float? neginf=None) -> Tensor   [derivatives.yaml:1335]
        result: self_t * finite_mask(self)   (auto_element_wise)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = self_t * finite_mask(self)
    return (result_tangent,)


def jvp_hardtanh(result, self, min_val=-1, max_val=1):
    """hardtanh(Tensor self, Scalar min_val=-1, Scalar max_val=1) -> Tensor   [derivatives.yaml:1347]
        result: hardtanh_backward(self_t, self, min_val, max_val)   (auto_element_wise)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = ops.hardtanh_backward(self_t, self, min_val, max_val)
    return (result_tangent,)


def jvp_hardtanh_backward(result, grad_output, self, min_val, max_val):
    """hardtanh_backward(Tensor grad_output, Tensor self, Scalar min_val,
        Scalar max_val) -> Tensor   [derivatives.yaml:1361]
        result: hardtanh_backward(grad_output_t, self_p, min_val, max_val)
    """
    grad_output_t = tangent_of(grad_output)
    self_t = tangent_of(self)
    if grad_output_t is None and self_t is None:
        return None
    with paused():
        if grad_output_t is None:
            grad_output_t = zero_tangent(grad_output)
        result_tangent = ops.hardtanh_backward(grad_output_t, self, min_val, max_val)
    return (result_tangent,)


def jvp_leaky_relu_backward(result, grad_output, self, negative_slope, self_is_result):
    """leaky_relu_backward(Tensor grad_output, Tensor self, Scalar negative_slope,
        bool self_is_result) -> Tensor   [derivatives.yaml:1371]
        result: leaky_relu_backward(grad_output_t, self_p, negative_slope, self_is_result)
    """
    grad_output_t = tangent_of(grad_output)
    self_t = tangent_of(self)
    if grad_output_t is None and self_t is None:
        return None
    with paused():
        if grad_output_t is None:
            grad_output_t = zero_tangent(grad_output)
        result_tangent = ops.leaky_relu_backward(grad_output_t, self, negative_slope, self_is_result)
    return (result_tangent,)


def jvp_leaky_relu(result, self, negative_slope=0.01):
    """leaky_relu(Tensor self, Scalar negative_slope=0.01) -> Tensor   [derivatives.yaml:1396]
        result: leaky_relu_backward(self_t, self, negative_slope, False)   (auto_element_wise)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = ops.leaky_relu_backward(self_t, self, negative_slope, False)
    return (result_tangent,)


def jvp_elu(result, self, alpha=1, scale=1, input_scale=1):
    """elu(Tensor self, Scalar alpha=1, Scalar scale=1, Scalar input_scale=1) -> Tensor   [derivatives.yaml:1405]
        result: elu_backward(self_t, self, alpha, scale, input_scale)   (auto_element_wise)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = elu_backward(self_t, self, alpha, scale, input_scale)
    return (result_tangent,)


def jvp_celu(result, self, alpha=1.0):
    """celu(Tensor self, Scalar alpha=1.0) -> Tensor   [derivatives.yaml:1414]
        result: elu_backward(self_t, self, alpha, 1.0, celu_input_scale(alpha))   (auto_element_wise)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = elu_backward(self_t, self, alpha, 1.0, celu_input_scale(alpha))
    return (result_tangent,)


def jvp_gelu(result, input, *, approximate='none'):
    """gelu(Tensor input, *, str approximate="none") -> Tensor   [derivatives.yaml:1424]
        result: gelu_backward(input_t, input, approximate)   (auto_element_wise)
    """
    input_t = tangent_of(input)
    if input_t is None:
        return None
    with paused():
        if input_t is None:
            input_t = zero_tangent(input)
        result_tangent = gelu_backward(input_t, input, approximate)
    return (result_tangent,)


def jvp_silu(result, self):
    """silu(Tensor self) -> Tensor   [derivatives.yaml:1434]
        result: silu_backward(self_t, self)   (auto_element_wise)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = silu_backward(self_t, self)
    return (result_tangent,)


def jvp_mish(result, self):
    """mish(Tensor self) -> Tensor   [derivatives.yaml:1444]
        result: mish_backward(self_t, self)   (auto_element_wise)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = mish_backward(self_t, self)
    return (result_tangent,)


def jvp_softplus(result, input, beta=1, threshold=20):
    """softplus(Tensor input, Scalar beta=1, Scalar threshold=20) -> Tensor   [derivatives.yaml:1454]
        result: where(input * beta > threshold, input_t, input_t * sigmoid(input * beta))   (auto_element_wise)
    """
    input_t = tangent_of(input)
    if input_t is None:
        return None
    with paused():
        if input_t is None:
            input_t = zero_tangent(input)
        result_tangent = ops.where(input * beta > threshold, input_t, input_t * ops.sigmoid(input * beta))
    return (result_tangent,)


def jvp_hardsigmoid(result, self):
    """hardsigmoid(Tensor self) -> Tensor   [derivatives.yaml:1470]
        result: hardsigmoid_backward(self_t, self)   (auto_element_wise)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = ops.hardsigmoid_backward(self_t, self)
    return (result_tangent,)


def jvp_hardswish(result, self):
    """hardswish(Tensor self) -> Tensor   [derivatives.yaml:1480]
        result: hardswish_backward(self_t, self)   (auto_element_wise)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = hardswish_backward(self_t, self)
    return (result_tangent,)


def jvp_log_sigmoid(result, self):
    """log_sigmoid(Tensor self) -> Tensor   [derivatives.yaml:1490]
        result: self_t * sigmoid(-self)   (auto_element_wise)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = self_t * ops.sigmoid(-self)
    return (result_tangent,)


def jvp_sum_default(result, self, *, dtype=None):
    """sum(Tensor self, *, ScalarType? dtype=None) -> Tensor   [derivatives.yaml:1598]
        result: auto_linear
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = ops._sum_default(self_t, dtype=dtype)
    return (result_tangent,)


def jvp_sum_dim_IntList(result, self, dim, keepdim=False, *, dtype=None):
    """sum.dim_IntList(Tensor self, int[1]? dim, bool keepdim=False, *,
        ScalarType? dtype=None) -> Tensor   [derivatives.yaml:1605]
        result: auto_linear
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = ops._sum_dim_IntList(self_t, dim, keepdim, dtype=dtype)
    return (result_tangent,)


def jvp_mean_default(result, self, *, dtype=None):
    """mean(Tensor self, *, ScalarType? dtype=None) -> Tensor   [derivatives.yaml:1612]
        result: auto_linear
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = ops._mean_default(self_t, dtype=dtype)
    return (result_tangent,)


def jvp_mean_dim(result, self, dim, keepdim=False, *, dtype=None):
    """mean.dim(Tensor self, int[1]? dim, bool keepdim=False, *,
        ScalarType? dtype=None) -> Tensor   [derivatives.yaml:1618]
        result: auto_linear
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = ops._mean_dim(self_t, dim, keepdim, dtype=dtype)
    return (result_tangent,)


def jvp_var(result, self, dim=None, unbiased=None, keepdim=False, *, correction=None):
    """var(Tensor self, int[1]? dim=None, bool? unbiased=None, bool keepdim=False, *,
        Scalar? correction=None) -> Tensor   [derivatives.yaml:1625]
        result: var_jvp(self_t, self_p, result, dim, unbiased, keepdim, correction)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = var_jvp(self_t, self, result, dim, unbiased, keepdim, correction)
    return (result_tangent,)


def jvp_std(result, self, dim=None, unbiased=None, keepdim=False, *, correction=None):
    """std(Tensor self, int[1]? dim=None, bool? unbiased=None, bool keepdim=False, *,
        Scalar? correction=None) -> Tensor   [derivatives.yaml:1632]
        result: var_jvp(self_t, self_p, result, dim, unbiased, keepdim, correction) / (2 * result)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = var_jvp(self_t, self, result, dim, unbiased, keepdim, correction) / (2 * result)
    return (result_tangent,)


def jvp_max_dim(values, indices, self, dim, keepdim=False):
    """max.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)   [derivatives.yaml:1639]
        values: self_t.gather(dim, indices) if keepdim else self_t.gather(dim, indices.unsqueeze(dim)).squeeze(dim)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        values_tangent = self_t.gather(dim,
                                       indices) if keepdim else self_t.gather(dim, indices.unsqueeze(dim)).squeeze(dim)
    return (values_tangent, None)


def jvp_max_default(result, self):
    """max(Tensor self) -> Tensor   [derivatives.yaml:1648]
        result: reduction_jvp(evenly_distribute_backward(ones_like(result), self_p, result), self_t, None, False)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = reduction_jvp(evenly_distribute_backward(ones_like(result), self, result), self_t, None, False)
    return (result_tangent,)


def jvp_min_dim(values, indices, self, dim, keepdim=False):
    """min.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)   [derivatives.yaml:1660]
        values: self_t.gather(dim, indices) if keepdim else self_t.gather(dim, indices.unsqueeze(dim)).squeeze(dim)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        values_tangent = self_t.gather(dim,
                                       indices) if keepdim else self_t.gather(dim, indices.unsqueeze(dim)).squeeze(dim)
    return (values_tangent, None)


def jvp_min_default(result, self):
    """min(Tensor self) -> Tensor   [derivatives.yaml:1669]
        result: reduction_jvp(evenly_distribute_backward(ones_like(result), self_p, result), self_t, None, False)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = reduction_jvp(evenly_distribute_backward(ones_like(result), self, result), self_t, None, False)
    return (result_tangent,)


def jvp_softmax(result, self, dim, dtype=None):
    """softmax.int(Tensor self, int dim, ScalarType? dtype=None) -> Tensor   [derivatives.yaml:1681]
        result: result * (self_t - (self_t * result).sum(dim, True))
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = result * (self_t - (self_t * result).sum(dim, True))
    return (result_tangent,)


def jvp_log_softmax(result, self, dim, dtype=None):
    """log_softmax.int(Tensor self, int dim, ScalarType? dtype=None) -> Tensor   [derivatives.yaml:1689]
        result: self_t - (self_t * result.exp()).sum(dim, True)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = self_t - (self_t * result.exp()).sum(dim, True)
    return (result_tangent,)


def jvp_prod_default(result, self, *, dtype=None):
    """prod(Tensor self, *, ScalarType? dtype=None) -> Tensor   [derivatives.yaml:1697]
        result: reduction_jvp(prod_backward(ones_like(result), self_p, result), self_t, None, False)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = reduction_jvp(prod_backward(ones_like(result), self, result), self_t, None, False)
    return (result_tangent,)


def jvp_prod_dim_int(result, self, dim, keepdim=False, *, dtype=None):
    """prod.dim_int(Tensor self, int dim, bool keepdim=False, *,
        ScalarType? dtype=None) -> Tensor   [derivatives.yaml:1706]
        result: reduction_jvp(prod_backward(ones_like(result), self_p, result, dim, keepdim), self_t, dim, keepdim)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = reduction_jvp(prod_backward(ones_like(result), self, result, dim,
                                                     keepdim), self_t, dim, keepdim)
    return (result_tangent,)


def jvp_amax(result, self, dim=(), keepdim=False):
    """amax(Tensor self, int[1] dim=[], bool keepdim=False) -> Tensor   [derivatives.yaml:1715]
        result: reduction_jvp(amax_backward(ones_like(result), self_p, result, dim, keepdim), self_t, dim, keepdim)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = reduction_jvp(amax_backward(ones_like(result), self, result, dim,
                                                     keepdim), self_t, dim, keepdim)
    return (result_tangent,)


def jvp_amin(result, self, dim=(), keepdim=False):
    """amin(Tensor self, int[1] dim=[], bool keepdim=False) -> Tensor   [derivatives.yaml:1723]
        result: reduction_jvp(amax_backward(ones_like(result), self_p, result, dim, keepdim), self_t, dim, keepdim)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = reduction_jvp(amax_backward(ones_like(result), self, result, dim,
                                                     keepdim), self_t, dim, keepdim)
    return (result_tangent,)


def jvp_logsumexp(result, self, dim, keepdim=False):
    """logsumexp(Tensor self, int[1] dim, bool keepdim=False) -> Tensor   [derivatives.yaml:1752]
        result: reduction_jvp(logsumexp_backward(ones_like(result), self_p, result, dim, keepdim), self_t, dim,
            keepdim)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = reduction_jvp(logsumexp_backward(ones_like(result), self, result, dim,
                                                          keepdim), self_t, dim, keepdim)
    return (result_tangent,)


def jvp_linalg_vector_norm(result, self, ord=2, dim=None, keepdim=False, *, dtype=None):
    """linalg_vector_norm(Tensor self, Scalar ord=2, int[1]? dim=None, bool keepdim=False, *,
        ScalarType? dtype=None) -> Tensor   [derivatives.yaml:1759]
        result: reduction_jvp(norm_backward(ones_like(result), self_p, ord, result, dim, keepdim), self_t, dim,
            keepdim)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = reduction_jvp(norm_backward(ones_like(result), self, ord, result, dim,
                                                     keepdim), self_t, dim, keepdim)
    return (result_tangent,)


def jvp_norm_Scalar(result, self, p=2):
    """norm.Scalar(Tensor self, Scalar p=2) -> Tensor   [derivatives.yaml:1795]
        result: reduction_jvp(norm_backward(ones_like(result), self_p, p, result, None, False), self_t, None, False)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = reduction_jvp(norm_backward(ones_like(result), self, p, result, None,
                                                     False), self_t, None, False)
    return (result_tangent,)


def jvp_norm_ScalarOpt_dim(result, self, p, dim, keepdim=False):
    """norm.ScalarOpt_dim(Tensor self, Scalar? p, int[1] dim, bool keepdim=False) -> Tensor   [derivatives.yaml:1804]
        result: reduction_jvp(norm_backward(ones_like(result), self_p, 2 if p is None else p, result, dim, keepdim),
            self_t, dim, keepdim)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = reduction_jvp(norm_backward(ones_like(result), self, 2 if p is None else p, result, dim,
                                                     keepdim), self_t, dim, keepdim)
    return (result_tangent,)


def jvp_cumsum(result, self, dim, *, dtype=None):
    """cumsum(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor   [derivatives.yaml:1840]
        result: auto_linear
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = ops.cumsum(self_t, dim, dtype=dtype)
    return (result_tangent,)


def jvp_cumprod(result, self, dim, *, dtype=None):
    """cumprod(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor   [derivatives.yaml:1848]
        result: cumprod_jvp(self_t, self_p, dim)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = cumprod_jvp(self_t, self, dim)
    return (result_tangent,)


def jvp_nansum(result, self, dim=None, keepdim=False, *, dtype=None):
    """nansum(Tensor self, int[1]? dim=None, bool keepdim=False, *,
        ScalarType? dtype=None) -> Tensor   [derivatives.yaml:1870]
        result: reduction_jvp(logical_not(isnan(self_p)), self_t, dim, keepdim)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = reduction_jvp(ops.logical_not(ops.isnan(self)), self_t, dim, keepdim)
    return (result_tangent,)


def jvp_var_mean(result0, result1, self, dim=None, unbiased=None, keepdim=False, *, correction=None):
    """var_mean(Tensor self, int[1]? dim=None, bool? unbiased=None, bool keepdim=False, *,
        Scalar? correction=None) -> (Tensor, Tensor)   [derivatives.yaml:1883]
        result0: var_jvp(self_t, self_p, result0, dim, unbiased, keepdim, correction)
        result1: mean_jvp(self_t, dim, unbiased, keepdim)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result0_tangent = var_jvp(self_t, self, result0, dim, unbiased, keepdim, correction)
        result1_tangent = mean_jvp(self_t, dim, unbiased, keepdim)
    return (result0_tangent, result1_tangent)


def jvp_std_mean(result0, result1, self, dim=None, unbiased=None, keepdim=False, *, correction=None):
    """std_mean(Tensor self, int[1]? dim=None, bool? unbiased=None, bool keepdim=False, *,
        Scalar? correction=None) -> (Tensor, Tensor)   [derivatives.yaml:1894]
        result0: var_jvp(self_t, self_p, result0, dim, unbiased, keepdim, correction) / (2 * result0)
        result1: mean_jvp(self_t, dim, unbiased, keepdim)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result0_tangent = var_jvp(self_t, self, result0, dim, unbiased, keepdim, correction) / (2 * result0)
        result1_tangent = mean_jvp(self_t, dim, unbiased, keepdim)
    return (result0_tangent, result1_tangent)


def jvp_aminmax(min, max, self, *, dim=None, keepdim=False):
    """aminmax(Tensor self, *, int? dim=None, bool keepdim=False) -> (Tensor min, Tensor max)   [derivatives.yaml:1905]
        min: reduction_jvp(amax_backward(ones_like(min), self_p, min, [] if dim is None else dim, keepdim), self_t,
            dim, keepdim)
        max: reduction_jvp(amax_backward(ones_like(max), self_p, max, [] if dim is None else dim, keepdim), self_t,
            dim, keepdim)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        min_tangent = reduction_jvp(amax_backward(ones_like(min), self, min, [] if dim is None else dim,
                                                  keepdim), self_t, dim, keepdim)
        max_tangent = reduction_jvp(amax_backward(ones_like(max), self, max, [] if dim is None else dim,
                                                  keepdim), self_t, dim, keepdim)
    return (min_tangent, max_tangent)


def jvp_median_default(result, self):
    """median(Tensor self) -> Tensor   [derivatives.yaml:1915]
        result: reduction_jvp(evenly_distribute_backward(ones_like(result), self_p, result), self_t, None, False)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = reduction_jvp(evenly_distribute_backward(ones_like(result), self, result), self_t, None, False)
    return (result_tangent,)


def jvp_median_dim(values, indices, self, dim, keepdim=False):
    """median.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)   [derivatives.yaml:1924]
        values: self_t.gather(dim, indices) if keepdim else self_t.gather(dim, indices.unsqueeze(dim)).squeeze(dim)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        values_tangent = self_t.gather(dim,
                                       indices) if keepdim else self_t.gather(dim, indices.unsqueeze(dim)).squeeze(dim)
    return (values_tangent, None)


def jvp_nanmedian_default(result, self):
    """nanmedian(Tensor self) -> Tensor   [derivatives.yaml:1933]
        result: reduction_jvp(evenly_distribute_backward(ones_like(result), self_p, result), self_t, None, False)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = reduction_jvp(evenly_distribute_backward(ones_like(result), self, result), self_t, None, False)
    return (result_tangent,)


def jvp_nanmedian_dim(values, indices, self, dim, keepdim=False):
    """nanmedian.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values,
        Tensor indices)   [derivatives.yaml:1942]
        values: self_t.gather(dim, indices) if keepdim else self_t.gather(dim, indices.unsqueeze(dim)).squeeze(dim)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        values_tangent = self_t.gather(dim,
                                       indices) if keepdim else self_t.gather(dim, indices.unsqueeze(dim)).squeeze(dim)
    return (values_tangent, None)


def jvp_kthvalue(values, indices, self, k, dim=-1, keepdim=False):
    """kthvalue(Tensor self, int k, int dim=-1, bool keepdim=False) -> (Tensor values,
        Tensor indices)   [derivatives.yaml:1951]
        values: self_t.gather(dim, indices) if keepdim else self_t.gather(dim, indices.unsqueeze(dim)).squeeze(dim)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        values_tangent = self_t.gather(dim,
                                       indices) if keepdim else self_t.gather(dim, indices.unsqueeze(dim)).squeeze(dim)
    return (values_tangent, None)


def jvp_mode(values, indices, self, dim=-1, keepdim=False):
    """mode(Tensor self, int dim=-1, bool keepdim=False) -> (Tensor values, Tensor indices)   [derivatives.yaml:1960]
        values: self_t.gather(dim, indices) if keepdim else self_t.gather(dim, indices.unsqueeze(dim)).squeeze(dim)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        values_tangent = self_t.gather(dim,
                                       indices) if keepdim else self_t.gather(dim, indices.unsqueeze(dim)).squeeze(dim)
    return (values_tangent, None)


def jvp_cummax(values, indices, self, dim):
    """cummax(Tensor self, int dim) -> (Tensor values, Tensor indices)   [derivatives.yaml:1969]
        values: self_t.gather(dim, indices)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        values_tangent = self_t.gather(dim, indices)
    return (values_tangent, None)


def jvp_cummin(values, indices, self, dim):
    """cummin(Tensor self, int dim) -> (Tensor values, Tensor indices)   [derivatives.yaml:1978]
        values: self_t.gather(dim, indices)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        values_tangent = self_t.gather(dim, indices)
    return (values_tangent, None)


def jvp_logcumsumexp(result, self, dim):
    """logcumsumexp(Tensor self, int dim) -> Tensor   [derivatives.yaml:1987]
        result: logcumsumexp_jvp(self_p, self_t, dim)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = logcumsumexp_jvp(self, self_t, dim)
    return (result_tangent,)


def jvp_sort_default(values, indices, self, dim=-1, descending=False):
    """sort(Tensor self, int dim=-1, bool descending=False) -> (Tensor values, Tensor indices)   [derivatives.yaml:2201]
        values: self_t.gather(dim, indices)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        values_tangent = self_t.gather(dim, indices)
    return (values_tangent, None)


def jvp_sort_stable(values, indices, self, *, stable, dim=-1, descending=False):
    """sort.stable(Tensor self, *, bool? stable, int dim=-1, bool descending=False) -> (Tensor values,
        Tensor indices)   [derivatives.yaml:2210]
        values: self_t.gather(dim, indices)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        values_tangent = self_t.gather(dim, indices)
    return (values_tangent, None)


def jvp_topk(values, indices, self, k, dim=-1, largest=True, sorted=True):
    """topk(Tensor self, int k, int dim=-1, bool largest=True, bool sorted=True) -> (Tensor values,
        Tensor indices)   [derivatives.yaml:2227]
        values: self_t.gather(dim, indices)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        values_tangent = self_t.gather(dim, indices)
    return (values_tangent, None)


def jvp_mm(result, self, mat2):
    """mm(Tensor self, Tensor mat2) -> Tensor   [derivatives.yaml:2285]
        result: self_t.mm(mat2_p) + self_p.mm(mat2_t)
    """
    self_t = tangent_of(self)
    mat2_t = tangent_of(mat2)
    if self_t is None and mat2_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        if mat2_t is None:
            mat2_t = zero_tangent(mat2)
        result_tangent = self_t.mm(mat2) + self.mm(mat2_t)
    return (result_tangent,)


def jvp_bmm(result, self, mat2):
    """bmm(Tensor self, Tensor mat2) -> Tensor   [derivatives.yaml:2295]
        result: self_t.bmm(mat2_p) + self_p.bmm(mat2_t)
    """
    self_t = tangent_of(self)
    mat2_t = tangent_of(mat2)
    if self_t is None and mat2_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        if mat2_t is None:
            mat2_t = zero_tangent(mat2)
        result_tangent = self_t.bmm(mat2) + self.bmm(mat2_t)
    return (result_tangent,)


def jvp_mv(result, self, vec):
    """mv(Tensor self, Tensor vec) -> Tensor   [derivatives.yaml:2305]
        result: self_t.mv(vec_p) + self_p.mv(vec_t)
    """
    self_t = tangent_of(self)
    vec_t = tangent_of(vec)
    if self_t is None and vec_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        if vec_t is None:
            vec_t = zero_tangent(vec)
        result_tangent = self_t.mv(vec) + self.mv(vec_t)
    return (result_tangent,)


def jvp_dot(result, self, tensor):
    """dot(Tensor self, Tensor tensor) -> Tensor   [derivatives.yaml:2314]
        result: self_t.dot(tensor_p) + self_p.dot(tensor_t)
    """
    self_t = tangent_of(self)
    tensor_t = tangent_of(tensor)
    if self_t is None and tensor_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        if tensor_t is None:
            tensor_t = zero_tangent(tensor)
        result_tangent = self_t.dot(tensor) + self.dot(tensor_t)
    return (result_tangent,)


def jvp_trace(result, self):
    """trace(Tensor self) -> Tensor   [derivatives.yaml:2333]
        result: auto_linear
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = ops.trace(self_t)
    return (result_tangent,)


def jvp_diagonal(result, self, offset=0, dim1=0, dim2=1):
    """diagonal(Tensor(a) self, int offset=0, int dim1=0, int dim2=1) -> Tensor(a)   [derivatives.yaml:2344]
        result: auto_linear
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = ops.diagonal(self_t, offset, dim1, dim2)
    return (result_tangent,)


def jvp_diagonal_copy(result, self, offset=0, dim1=0, dim2=1):
    """diagonal_copy(Tensor self, int offset=0, int dim1=0, int dim2=1) -> Tensor   [derivatives.yaml:2351]
        result: auto_linear
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = ops.diagonal_copy(self_t, offset, dim1, dim2)
    return (result_tangent,)


def jvp_diagonal_backward(result, grad_output, input_sizes, offset, dim1, dim2):
    """diagonal_backward(Tensor grad_output, int[] input_sizes, int offset, int dim1,
        int dim2) -> Tensor   [derivatives.yaml:2359]
        result: auto_linear
    """
    grad_output_t = tangent_of(grad_output)
    if grad_output_t is None:
        return None
    with paused():
        if grad_output_t is None:
            grad_output_t = zero_tangent(grad_output)
        result_tangent = ops.diagonal_backward(grad_output_t, input_sizes, offset, dim1, dim2)
    return (result_tangent,)


def jvp_diag_embed(result, self, offset=0, dim1=-2, dim2=-1):
    """diag_embed(Tensor self, int offset=0, int dim1=-2, int dim2=-1) -> Tensor   [derivatives.yaml:2367]
        result: auto_linear
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = ops.diag_embed(self_t, offset, dim1, dim2)
    return (result_tangent,)


def jvp_tril(result, self, diagonal=0):
    """tril(Tensor self, int diagonal=0) -> Tensor   [derivatives.yaml:2380]
        result: auto_linear
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = ops.tril(self_t, diagonal)
    return (result_tangent,)


def jvp_triu(result, self, diagonal=0):
    """triu(Tensor self, int diagonal=0) -> Tensor   [derivatives.yaml:2389]
        result: auto_linear
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = ops.triu(self_t, diagonal)
    return (result_tangent,)


def jvp_linalg_inv_ex(inverse, info, A, *, check_errors=False):
    """linalg_inv_ex(Tensor A, *, bool check_errors=False) -> (Tensor inverse, Tensor info)   [derivatives.yaml:2398]
        inverse: -matmul(inverse, matmul(A_t, inverse))
    """
    A_t = tangent_of(A)
    if A_t is None:
        return None
    with paused():
        if A_t is None:
            A_t = zero_tangent(A)
        inverse_tangent = -ops.matmul(inverse, ops.matmul(A_t, inverse))
    return (inverse_tangent, None)


def jvp_linalg_det(result, A):
    """linalg_det(Tensor A) -> Tensor   [derivatives.yaml:2421]
        result: reduction_jvp(det_backward(ones_like(result), result, A_p), A_t, (-2, -1), False)
    """
    A_t = tangent_of(A)
    if A_t is None:
        return None
    with paused():
        if A_t is None:
            A_t = zero_tangent(A)
        result_tangent = reduction_jvp(det_backward(ones_like(result), result, A), A_t, (-2, -1), False)
    return (result_tangent,)


def jvp_linalg_slogdet(sign, logabsdet, A):
    """linalg_slogdet(Tensor A) -> (Tensor sign, Tensor logabsdet)   [derivatives.yaml:2436]
        sign, logabsdet: slogdet_jvp(A_t, A_p, sign, logabsdet)
    """
    A_t = tangent_of(A)
    if A_t is None:
        return None
    with paused():
        if A_t is None:
            A_t = zero_tangent(A)
        sign_tangent, logabsdet_tangent = slogdet_jvp(A_t, A, sign, logabsdet)
    return (sign_tangent, logabsdet_tangent)


def jvp_linalg_solve_ex(result, info, A, B, *, left=True, check_errors=False):
    """linalg_solve_ex(Tensor A, Tensor B, *, bool left=True, bool check_errors=False) -> (Tensor result,
        Tensor info)   [derivatives.yaml:2456]
        result: solve_jvp(A_t, B_t, A_p, B_p, result, left)
    """
    A_t = tangent_of(A)
    B_t = tangent_of(B)
    if A_t is None and B_t is None:
        return None
    with paused():
        if A_t is None:
            A_t = zero_tangent(A)
        if B_t is None:
            B_t = zero_tangent(B)
        result_tangent = solve_jvp(A_t, B_t, A, B, result, left)
    return (result_tangent, None)


def jvp_linalg_cholesky_ex(L, info, self, *, upper=False, check_errors=False):
    """linalg_cholesky_ex(Tensor self, *, bool upper=False, bool check_errors=False) -> (Tensor L,
        Tensor info)   [derivatives.yaml:2475]
        L: cholesky_jvp(self_t, L, upper)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        L_tangent = cholesky_jvp(self_t, L, upper)
    return (L_tangent, None)


def jvp_linalg_qr(Q, R, A, mode='reduced'):
    """linalg_qr(Tensor A, str mode="reduced") -> (Tensor Q, Tensor R)   [derivatives.yaml:2494]
        Q, R: qr_jvp(A_t, Q, R, mode)
    """
    A_t = tangent_of(A)
    if A_t is None:
        return None
    with paused():
        if A_t is None:
            A_t = zero_tangent(A)
        Q_tangent, R_tangent = qr_jvp(A_t, Q, R, mode)
    return (Q_tangent, R_tangent)


def jvp_linalg_eigh(eigenvalues, eigenvectors, A, UPLO='L'):
    """linalg_eigh(Tensor A, str UPLO="L") -> (Tensor eigenvalues, Tensor eigenvectors)   [derivatives.yaml:2505]
        eigenvalues, eigenvectors: eigh_jvp(A_t, eigenvalues, eigenvectors)
    """
    A_t = tangent_of(A)
    if A_t is None:
        return None
    with paused():
        if A_t is None:
            A_t = zero_tangent(A)
        eigenvalues_tangent, eigenvectors_tangent = eigh_jvp(A_t, eigenvalues, eigenvectors)
    return (eigenvalues_tangent, eigenvectors_tangent)


def jvp_linalg_eig(eigenvalues, eigenvectors, self):
    """linalg_eig(Tensor self) -> (Tensor eigenvalues, Tensor eigenvectors)   [derivatives.yaml:2524]
        eigenvalues, eigenvectors: linalg_eig_jvp(self_t, eigenvalues, eigenvectors)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        eigenvalues_tangent, eigenvectors_tangent = linalg_eig_jvp(self_t, eigenvalues, eigenvectors)
    return (eigenvalues_tangent, eigenvectors_tangent)


def jvp_linalg_svd(U, S, Vh, A, full_matrices=True):
    """linalg_svd(Tensor A, bool full_matrices=True) -> (Tensor U, Tensor S, Tensor Vh)   [derivatives.yaml:2539]
        U, S, Vh: svd_jvp(A_t, U, S, Vh, full_matrices)
    """
    A_t = tangent_of(A)
    if A_t is None:
        return None
    with paused():
        if A_t is None:
            A_t = zero_tangent(A)
        U_tangent, S_tangent, Vh_tangent = svd_jvp(A_t, U, S, Vh, full_matrices)
    return (U_tangent, S_tangent, Vh_tangent)


def jvp_view_as_real(result, self):
    """view_as_real(Tensor(a) self) -> Tensor(a)   [derivatives.yaml:2569]
        result: auto_linear
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = ops.view_as_real(self_t)
    return (result_tangent,)


def jvp_view_as_complex(result, self):
    """view_as_complex(Tensor(a) self) -> Tensor(a)   [derivatives.yaml:2578]
        result: auto_linear
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = ops.view_as_complex(self_t)
    return (result_tangent,)


def jvp_conj(result, self):
    """_conj(Tensor(a) self) -> Tensor(a)   [derivatives.yaml:2588]
        result: self_t.conj()
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = self_t.conj()
    return (result_tangent,)


def jvp_neg_view(result, self):
    """_neg_view(Tensor(a) self) -> Tensor(a)   [derivatives.yaml:2597]
        result: auto_linear
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = ops._neg_view(self_t)
    return (result_tangent,)


def jvp_conj_physical(result, self):
    """_conj_physical(Tensor self) -> Tensor   [derivatives.yaml:2606]
        result: self_t.conj_physical()
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = self_t.conj_physical()
    return (result_tangent,)


def jvp_conj_physical_(result, self):
    """conj_physical_(Tensor(a!) self) -> Tensor(a!)   [derivatives.yaml:2615]
        result: self_t.conj_physical()
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = self_t.conj_physical()
    return (result_tangent,)


def jvp_complex(result, real, imag):
    """complex(Tensor real, Tensor imag) -> Tensor   [derivatives.yaml:2623]
        result: complex(real_t, imag_t)
    """
    real_t = tangent_of(real)
    imag_t = tangent_of(imag)
    if real_t is None and imag_t is None:
        return None
    with paused():
        if real_t is None:
            real_t = zero_tangent(real)
        if imag_t is None:
            imag_t = zero_tangent(imag)
        result_tangent = ops.complex(real_t, imag_t)
    return (result_tangent,)


def jvp_polar(result, abs, angle):
    """polar(Tensor abs, Tensor angle) -> Tensor   [derivatives.yaml:2635]
        result: complex(abs_t * cos(angle_p) - angle_t * abs_p * sin(angle_p),
            abs_t * sin(angle_p) + angle_t * abs_p * cos(angle_p))
    """
    abs_t = tangent_of(abs)
    angle_t = tangent_of(angle)
    if abs_t is None and angle_t is None:
        return None
    with paused():
        if abs_t is None:
            abs_t = zero_tangent(abs)
        if angle_t is None:
            angle_t = zero_tangent(angle)
        result_tangent = ops.complex(abs_t * ops.cos(angle) - angle_t * abs * ops.sin(angle), abs_t * ops.sin(angle)
                                     + angle_t * abs * ops.cos(angle))
    return (result_tangent,)


def jvp_angle(result, self):
    """angle(Tensor self) -> Tensor   [derivatives.yaml:2646]
        result: angle_jvp(self_t, self_p)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = angle_jvp(self_t, self)
    return (result_tangent,)


def jvp_sgn(result, self):
    """sgn(Tensor self) -> Tensor   [derivatives.yaml:2653]
        result: sgn_backward(self_p, self_t, result)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = sgn_backward(self, self_t, result)
    return (result_tangent,)


def jvp_t(result, self):
    """t(Tensor(a) self) -> Tensor(a)   [derivatives.yaml:2696]
        result: auto_linear
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = ops.t(self_t)
    return (result_tangent,)


def jvp_transpose(result, self, dim0, dim1):
    """transpose.int(Tensor(a) self, int dim0, int dim1) -> Tensor(a)   [derivatives.yaml:2703]
        result: auto_linear
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = ops.transpose(self_t, dim0, dim1)
    return (result_tangent,)


def jvp_view(result, self, size):
    """view(Tensor(a) self, SymInt[] size) -> Tensor(a)   [derivatives.yaml:2710]
        result: auto_linear
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = ops.view(self_t, size)
    return (result_tangent,)


def jvp_unsafe_view(result, self, size):
    """_unsafe_view(Tensor self, int[] size) -> Tensor   [derivatives.yaml:2718]
        result: auto_linear
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = ops._unsafe_view(self_t, size)
    return (result_tangent,)


def jvp_reshape_alias(result, self, size, stride):
    """_reshape_alias(Tensor(a) self, SymInt[] size, SymInt[] stride) -> Tensor(a)   [derivatives.yaml:2728]
        result: auto_linear
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = ops._reshape_alias(self_t, size, stride)
    return (result_tangent,)


def jvp_expand(result, self, size):
    """expand(Tensor(a) self, SymInt[] size) -> Tensor(a)   [derivatives.yaml:2746]
        result: auto_linear
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = ops.expand(self_t, size)
    return (result_tangent,)


def jvp_squeeze_default(result, self):
    """squeeze(Tensor(a) self) -> Tensor(a)   [derivatives.yaml:2754]
        result: auto_linear
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = ops._squeeze_default(self_t)
    return (result_tangent,)


def jvp_squeeze_dim(result, self, dim):
    """squeeze.dim(Tensor(a) self, int dim) -> Tensor(a)   [derivatives.yaml:2761]
        result: auto_linear
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = ops._squeeze_dim(self_t, dim)
    return (result_tangent,)


def jvp_squeeze_dims(result, self, dim):
    """squeeze.dims(Tensor(a) self, int[] dim) -> Tensor(a)   [derivatives.yaml:2768]
        result: auto_linear
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = ops._squeeze_dims(self_t, dim)
    return (result_tangent,)


def jvp_unsqueeze(result, self, dim):
    """unsqueeze(Tensor(a) self, int dim) -> Tensor(a)   [derivatives.yaml:2775]
        result: auto_linear
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = ops.unsqueeze(self_t, dim)
    return (result_tangent,)


def jvp_squeeze__default(result, self):
    """squeeze_(Tensor(a!) self) -> Tensor(a!)   [derivatives.yaml:2783]
        result: auto_linear
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = ops._squeeze__default(self_t)
    return (result_tangent,)


def jvp_squeeze__dim(result, self, dim):
    """squeeze_.dim(Tensor(a!) self, int dim) -> Tensor(a!)   [derivatives.yaml:2792]
        result: auto_linear
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = ops._squeeze__dim(self_t, dim)
    return (result_tangent,)


def jvp_squeeze__dims(result, self, dim):
    """squeeze_.dims(Tensor(a!) self, int[] dim) -> Tensor(a!)   [derivatives.yaml:2801]
        result: auto_linear
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = ops._squeeze__dims(self_t, dim)
    return (result_tangent,)


def jvp_unsqueeze_(result, self, dim):
    """unsqueeze_(Tensor(a!) self, int dim) -> Tensor(a!)   [derivatives.yaml:2810]
        result: auto_linear
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = ops.unsqueeze_(self_t, dim)
    return (result_tangent,)


def jvp_t_(result, self):
    """t_(Tensor(a!) self) -> Tensor(a!)   [derivatives.yaml:2819]
        result: auto_linear
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = ops.t_(self_t)
    return (result_tangent,)


def jvp_transpose_(result, self, dim0, dim1):
    """transpose_(Tensor(a!) self, int dim0, int dim1) -> Tensor(a!)   [derivatives.yaml:2828]
        result: auto_linear
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = ops.transpose_(self_t, dim0, dim1)
    return (result_tangent,)


def jvp_cat(result, tensors, dim=0):
    """cat(Tensor[] tensors, int dim=0) -> Tensor   [derivatives.yaml:2837]
        result: auto_linear
    """
    tensors_t = tangents_of(tensors)
    if tensors_t is None:
        return None
    with paused():
        if tensors_t is None:
            tensors_t = [zero_tangent(x) for x in tensors]
        result_tangent = ops.cat(tensors_t, dim)
    return (result_tangent,)


def jvp_stack(result, tensors, dim=0):
    """stack(Tensor[] tensors, int dim=0) -> Tensor   [derivatives.yaml:2846]
        result: auto_linear
    """
    tensors_t = tangents_of(tensors)
    if tensors_t is None:
        return None
    with paused():
        if tensors_t is None:
            tensors_t = [zero_tangent(x) for x in tensors]
        result_tangent = ops.stack(tensors_t, dim)
    return (result_tangent,)


def jvp_unbind(result, self, dim=0):
    """unbind.int(Tensor(a -> *) self, int dim=0) -> Tensor(a)[]   [derivatives.yaml:2854]
        result: auto_linear
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangents = ops.unbind(self_t, dim)
    return result_tangents


def jvp_clone(result, self, *, memory_format=None):
    """clone(Tensor self, *, MemoryFormat? memory_format=None) -> Tensor   [derivatives.yaml:2861]
        result: auto_linear
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = ops.clone(self_t, memory_format=memory_format)
    return (result_tangent,)


def jvp_to_copy(result, self, dtype=None, *, memory_format=None):
    """_to_copy(Tensor self, ScalarType? dtype=None, *,
        MemoryFormat? memory_format=None) -> Tensor   [derivatives.yaml:2868]
        result: auto_linear
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = ops._to_copy(self_t, dtype, memory_format=memory_format)
    return (result_tangent,)


def jvp_where_self(result, condition, self, other):
    """where.self(Tensor condition, Tensor self, Tensor other) -> Tensor   [derivatives.yaml:2875]
        result: auto_linear
    """
    self_t = tangent_of(self)
    other_t = tangent_of(other)
    if self_t is None and other_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        if other_t is None:
            other_t = zero_tangent(other)
        result_tangent = ops._where_self(condition, self_t, other_t)
    return (result_tangent,)


def jvp_permute(result, self, dims):
    """permute(Tensor(a) self, int[] dims) -> Tensor(a)   [derivatives.yaml:2889]
        result: auto_linear
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = ops.permute(self_t, dims)
    return (result_tangent,)


def jvp_repeat(result, self, repeats):
    """repeat(Tensor self, int[] repeats) -> Tensor   [derivatives.yaml:2936]
        result: auto_linear
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = ops.repeat(self_t, repeats)
    return (result_tangent,)


def jvp_flip(result, self, dims):
    """flip(Tensor self, int[] dims) -> Tensor   [derivatives.yaml:2949]
        result: auto_linear
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = ops.flip(self_t, dims)
    return (result_tangent,)


def jvp_roll(result, self, shifts, dims=()):
    """roll(Tensor self, int[1] shifts, int[1] dims=[]) -> Tensor   [derivatives.yaml:2957]
        result: auto_linear
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = ops.roll(self_t, shifts, dims)
    return (result_tangent,)


def jvp_split_Tensor(result, self, split_size, dim=0):
    """split.Tensor(Tensor(a -> *) self, SymInt split_size, int dim=0) -> Tensor(a)[]   [derivatives.yaml:2965]
        result: auto_linear
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangents = ops._split_Tensor(self_t, split_size, dim)
    return result_tangents


def jvp_split_with_sizes(result, self, split_sizes, dim=0):
    """split_with_sizes(Tensor(a -> *) self, SymInt[] split_sizes, int dim=0) -> Tensor(a)[]   [derivatives.yaml:2977]
        result: auto_linear
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangents = ops.split_with_sizes(self_t, split_sizes, dim)
    return result_tangents


def jvp_select(result, self, dim, index):
    """select.int(Tensor(a) self, int dim, SymInt index) -> Tensor(a)   [derivatives.yaml:2994]
        result: auto_linear
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = ops.select(self_t, dim, index)
    return (result_tangent,)


def jvp_select_backward(result, grad_output, input_sizes, dim, index):
    """select_backward(Tensor grad_output, int[] input_sizes, int dim, int index) -> Tensor   [derivatives.yaml:3001]
        result: auto_linear
    """
    grad_output_t = tangent_of(grad_output)
    if grad_output_t is None:
        return None
    with paused():
        if grad_output_t is None:
            grad_output_t = zero_tangent(grad_output)
        result_tangent = ops.select_backward(grad_output_t, input_sizes, dim, index)
    return (result_tangent,)


def jvp_slice(result, self, dim=0, start=None, end=None, step=1):
    """slice.Tensor(Tensor(a) self, int dim=0, SymInt? start=None, SymInt? end=None,
        SymInt step=1) -> Tensor(a)   [derivatives.yaml:3009]
        result: auto_linear
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = ops.slice(self_t, dim, start, end, step)
    return (result_tangent,)


def jvp_slice_backward(result, grad_output, input_sizes, dim, start, end, step):
    """slice_backward(Tensor grad_output, int[] input_sizes, int dim, int? start, int? end,
        int step) -> Tensor   [derivatives.yaml:3017]
        result: auto_linear
    """
    grad_output_t = tangent_of(grad_output)
    if grad_output_t is None:
        return None
    with paused():
        if grad_output_t is None:
            grad_output_t = zero_tangent(grad_output)
        result_tangent = ops.slice_backward(grad_output_t, input_sizes, dim, start, end, step)
    return (result_tangent,)


def jvp_index(result, self, indices):
    """index.Tensor(Tensor self, Index indices) -> Tensor   [derivatives.yaml:3025]
        result: auto_linear
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = ops.index(self_t, indices)
    return (result_tangent,)


def jvp_index_put_zeros(result, grad_output, input_sizes, indices):
    """index_put_zeros(Tensor grad_output, int[] input_sizes, Index indices) -> Tensor   [derivatives.yaml:3033]
        result: auto_linear
    """
    grad_output_t = tangent_of(grad_output)
    if grad_output_t is None:
        return None
    with paused():
        if grad_output_t is None:
            grad_output_t = zero_tangent(grad_output)
        result_tangent = ops.index_put_zeros(grad_output_t, input_sizes, indices)
    return (result_tangent,)


def jvp_alias(result, self):
    """alias(Tensor(a) self) -> Tensor(a)   [derivatives.yaml:3042]
        result: auto_linear
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = ops.alias(self_t)
    return (result_tangent,)


def jvp_index_select(result, self, dim, index):
    """index_select(Tensor self, int dim, Tensor index) -> Tensor   [derivatives.yaml:3049]
        result: auto_linear
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = ops.index_select(self_t, dim, index)
    return (result_tangent,)


def jvp_index_add(result, self, dim, index, source, *, alpha=1):
    """index_add(Tensor self, int dim, Tensor index, Tensor source, *,
        Scalar alpha=1) -> Tensor   [derivatives.yaml:3057]
        result: auto_linear
    """
    self_t = tangent_of(self)
    source_t = tangent_of(source)
    if self_t is None and source_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        if source_t is None:
            source_t = zero_tangent(source)
        result_tangent = ops.index_add(self_t, dim, index, source_t, alpha=alpha)
    return (result_tangent,)


def jvp_gather(result, self, dim, index, *, sparse_grad=False):
    """gather(Tensor self, int dim, Tensor index, *, bool sparse_grad=False) -> Tensor   [derivatives.yaml:3068]
        result: auto_linear
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = ops.gather(self_t, dim, index, sparse_grad=sparse_grad)
    return (result_tangent,)


def jvp_scatter_src(result, self, dim, index, src):
    """scatter.src(Tensor self, int dim, Tensor index, Tensor src) -> Tensor   [derivatives.yaml:3076]
        result: auto_linear
    """
    self_t = tangent_of(self)
    src_t = tangent_of(src)
    if self_t is None and src_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        if src_t is None:
            src_t = zero_tangent(src)
        result_tangent = ops._scatter_src(self_t, dim, index, src_t)
    return (result_tangent,)


def jvp_scatter_value(result, self, dim, index, value):
    """scatter.value(Tensor self, int dim, Tensor index, Scalar value) -> Tensor   [derivatives.yaml:3088]
        result: self_t.scatter(dim, index, 0)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = self_t.scatter(dim, index, 0)
    return (result_tangent,)


def jvp_scatter_add(result, self, dim, index, src):
    """scatter_add(Tensor self, int dim, Tensor index, Tensor src) -> Tensor   [derivatives.yaml:3097]
        result: auto_linear
    """
    self_t = tangent_of(self)
    src_t = tangent_of(src)
    if self_t is None and src_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        if src_t is None:
            src_t = zero_tangent(src)
        result_tangent = ops.scatter_add(self_t, dim, index, src_t)
    return (result_tangent,)


def jvp_masked_select(result, self, mask):
    """masked_select(Tensor self, Tensor mask) -> Tensor   [derivatives.yaml:3113]
        result: auto_linear
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = ops.masked_select(self_t, mask)
    return (result_tangent,)


def jvp_index_put(result, self, indices, values, accumulate=False):
    """index_put(Tensor self, Index indices, Tensor values, bool accumulate=False) -> Tensor   [derivatives.yaml:3135]
        result: auto_linear
    """
    self_t = tangent_of(self)
    values_t = tangent_of(values)
    if self_t is None and values_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        if values_t is None:
            values_t = zero_tangent(values)
        result_tangent = ops.index_put(self_t, indices, values_t, accumulate)
    return (result_tangent,)


def jvp_fill_Scalar(result, self, value):
    """fill.Scalar(Tensor self, Scalar value) -> Tensor   [derivatives.yaml:3147]
        result: zeros_like(result)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        result_tangent = zeros_like(result)
    return (result_tangent,)


def jvp_fill_Tensor(result, self, value):
    """fill.Tensor(Tensor self, Tensor value) -> Tensor   [derivatives.yaml:3156]
        result: auto_linear
    """
    self_t = tangent_of(self)
    value_t = tangent_of(value)
    if self_t is None and value_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        if value_t is None:
            value_t = zero_tangent(value)
        result_tangent = ops._fill_Tensor(self_t, value_t)
    return (result_tangent,)


def jvp_fill__Scalar(result, self, value):
    """fill_.Scalar(Tensor(a!) self, Scalar value) -> Tensor(a!)   [derivatives.yaml:3165]
        result: zeros_like(result)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        result_tangent = zeros_like(result)
    return (result_tangent,)


def jvp_fill__Tensor(result, self, value):
    """fill_.Tensor(Tensor(a!) self, Tensor value) -> Tensor(a!)   [derivatives.yaml:3173]
        result: fill(self_t, value_t)
    """
    self_t = tangent_of(self)
    value_t = tangent_of(value)
    if self_t is None and value_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        if value_t is None:
            value_t = zero_tangent(value)
        result_tangent = ops.fill(self_t, value_t)
    return (result_tangent,)


def jvp_zero_(result, self):
    """zero_(Tensor(a!) self) -> Tensor(a!)   [derivatives.yaml:3181]
        result: zeros_like(result)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        result_tangent = zeros_like(result)
    return (result_tangent,)


def jvp_copy_(result, self, src, non_blocking=False):
    """copy_(Tensor(a!) self, Tensor src, bool non_blocking=False) -> Tensor(a!)   [derivatives.yaml:3188]
        result: src_t
    """
    self_t = tangent_of(self)
    src_t = tangent_of(src)
    if self_t is None and src_t is None:
        return None
    with paused():
        if src_t is None:
            src_t = zero_tangent(src)
        result_tangent = src_t
    return (result_tangent,)


def jvp_rot90(result, self, k=1, dims=(0, 1)):
    """rot90(Tensor self, int k=1, int[] dims=[0, 1]) -> Tensor   [derivatives.yaml:3389]
        result: auto_linear
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = ops.rot90(self_t, k, dims)
    return (result_tangent,)


def jvp_take(result, self, index):
    """take(Tensor self, Tensor index) -> Tensor   [derivatives.yaml:3397]
        result: auto_linear
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = ops.take(self_t, index)
    return (result_tangent,)


def jvp_put(result, self, index, source, accumulate=False):
    """put(Tensor self, Tensor index, Tensor source, bool accumulate=False) -> Tensor   [derivatives.yaml:3405]
        result: auto_linear
    """
    self_t = tangent_of(self)
    source_t = tangent_of(source)
    if self_t is None and source_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        if source_t is None:
            source_t = zero_tangent(source)
        result_tangent = ops.put(self_t, index, source_t, accumulate)
    return (result_tangent,)


def jvp_index_fill_int_Scalar(result, self, dim, index, value):
    """index_fill.int_Scalar(Tensor self, int dim, Tensor index, Scalar value) -> Tensor   [derivatives.yaml:3417]
        result: self_t.index_fill(dim, index, 0)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = self_t.index_fill(dim, index, 0)
    return (result_tangent,)


def jvp_index_fill_int_Tensor(result, self, dim, index, value):
    """index_fill.int_Tensor(Tensor self, int dim, Tensor index, Tensor value) -> Tensor   [derivatives.yaml:3429]
        result: self_t.index_fill(dim, index, value_t)
    """
    self_t = tangent_of(self)
    value_t = tangent_of(value)
    if self_t is None and value_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        if value_t is None:
            value_t = zero_tangent(value)
        result_tangent = self_t.index_fill(dim, index, value_t)
    return (result_tangent,)


def jvp_index_copy(result, self, dim, index, source):
    """index_copy(Tensor self, int dim, Tensor index, Tensor source) -> Tensor   [derivatives.yaml:3442]
        result: self_t.index_copy(dim, index, source_t)
    """
    self_t = tangent_of(self)
    source_t = tangent_of(source)
    if self_t is None and source_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        if source_t is None:
            source_t = zero_tangent(source)
        result_tangent = self_t.index_copy(dim, index, source_t)
    return (result_tangent,)


def jvp_masked_scatter(result, self, mask, source):
    """masked_scatter(Tensor self, Tensor mask, Tensor source) -> Tensor   [derivatives.yaml:3470]
        result: self_t.masked_scatter(mask, source_t)
    """
    self_t = tangent_of(self)
    source_t = tangent_of(source)
    if self_t is None and source_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        if source_t is None:
            source_t = zero_tangent(source)
        result_tangent = self_t.masked_scatter(mask, source_t)
    return (result_tangent,)


def jvp_masked_scatter_backward(result, grad_output, mask, sizes):
    """masked_scatter_backward(Tensor grad_output, Tensor mask, int[] sizes) -> Tensor   [derivatives.yaml:3481]
        result: auto_linear
    """
    grad_output_t = tangent_of(grad_output)
    if grad_output_t is None:
        return None
    with paused():
        if grad_output_t is None:
            grad_output_t = zero_tangent(grad_output)
        result_tangent = ops.masked_scatter_backward(grad_output_t, mask, sizes)
    return (result_tangent,)


def jvp_scatter_reduce(result, self, dim, index, src, reduce, *, include_self=True):
    """scatter_reduce.two(Tensor self, int dim, Tensor index, Tensor src, str reduce, *,
        bool include_self=True) -> Tensor   [derivatives.yaml:3489]
        result: scatter_reduce_jvp(self_p, self_t, dim, index, src_p, src_t, reduce, include_self, result)
    """
    self_t = tangent_of(self)
    src_t = tangent_of(src)
    if self_t is None and src_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        if src_t is None:
            src_t = zero_tangent(src)
        result_tangent = scatter_reduce_jvp(self, self_t, dim, index, src, src_t, reduce, include_self, result)
    return (result_tangent,)


def jvp_select_scatter(result, self, src, dim, index):
    """select_scatter(Tensor self, Tensor src, int dim, int index) -> Tensor   [derivatives.yaml:3506]
        result: auto_linear
    """
    self_t = tangent_of(self)
    src_t = tangent_of(src)
    if self_t is None and src_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        if src_t is None:
            src_t = zero_tangent(src)
        result_tangent = ops.select_scatter(self_t, src_t, dim, index)
    return (result_tangent,)


def jvp_slice_inverse(result, self, src, dim=0, start=None, end=None, step=1):
    """slice_inverse(Tensor(a) self, Tensor src, int dim=0, SymInt? start=None, SymInt? end=None,
        SymInt step=1) -> Tensor(a)   [derivatives.yaml:3519]
        result: auto_linear
    """
    self_t = tangent_of(self)
    src_t = tangent_of(src)
    if self_t is None and src_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        if src_t is None:
            src_t = zero_tangent(src)
        result_tangent = ops.slice_inverse(self_t, src_t, dim, start, end, step)
    return (result_tangent,)


def jvp_slice_scatter(result, self, src, dim=0, start=None, end=None, step=1):
    """slice_scatter(Tensor self, Tensor src, int dim=0, int? start=None, int? end=None,
        int step=1) -> Tensor   [derivatives.yaml:3528]
        result: auto_linear
    """
    self_t = tangent_of(self)
    src_t = tangent_of(src)
    if self_t is None and src_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        if src_t is None:
            src_t = zero_tangent(src)
        result_tangent = ops.slice_scatter(self_t, src_t, dim, start, end, step)
    return (result_tangent,)


def jvp_diagonal_scatter(result, self, src, offset=0, dim1=0, dim2=1):
    """diagonal_scatter(Tensor self, Tensor src, int offset=0, int dim1=0,
        int dim2=1) -> Tensor   [derivatives.yaml:3537]
        result: auto_linear
    """
    self_t = tangent_of(self)
    src_t = tangent_of(src)
    if self_t is None and src_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        if src_t is None:
            src_t = zero_tangent(src)
        result_tangent = ops.diagonal_scatter(self_t, src_t, offset, dim1, dim2)
    return (result_tangent,)


def jvp_as_strided(result, self, size, stride, storage_offset=None):
    """as_strided(Tensor(a) self, SymInt[] size, SymInt[] stride,
        SymInt? storage_offset=None) -> Tensor(a)   [derivatives.yaml:3546]
        result: auto_linear
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = ops.as_strided(self_t, size, stride, storage_offset)
    return (result_tangent,)


def jvp_as_strided_(result, self, size, stride, storage_offset=None):
    """as_strided_(Tensor(a!) self, SymInt[] size, SymInt[] stride,
        SymInt? storage_offset=None) -> Tensor(a!)   [derivatives.yaml:3554]
        result: auto_linear
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = ops.as_strided_(self_t, size, stride, storage_offset)
    return (result_tangent,)


def jvp_as_strided_scatter(result, self, src, size, stride, storage_offset=None):
    """as_strided_scatter(Tensor self, Tensor src, int[] size, int[] stride,
        int? storage_offset=None) -> Tensor   [derivatives.yaml:3574]
        result: auto_linear
    """
    self_t = tangent_of(self)
    src_t = tangent_of(src)
    if self_t is None and src_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        if src_t is None:
            src_t = zero_tangent(src)
        result_tangent = ops.as_strided_scatter(self_t, src_t, size, stride, storage_offset)
    return (result_tangent,)


def jvp_unfold(result, self, dimension, size, step):
    """unfold(Tensor(a) self, int dimension, int size, int step) -> Tensor(a)   [derivatives.yaml:3582]
        result: auto_linear
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = ops.unfold(self_t, dimension, size, step)
    return (result_tangent,)


def jvp_unfold_backward(result, grad_in, input_sizes, dim, size, step):
    """unfold_backward(Tensor grad_in, int[] input_sizes, int dim, int size,
        int step) -> Tensor   [derivatives.yaml:3590]
        result: auto_linear
    """
    grad_in_t = tangent_of(grad_in)
    if grad_in_t is None:
        return None
    with paused():
        if grad_in_t is None:
            grad_in_t = zero_tangent(grad_in)
        result_tangent = ops.unfold_backward(grad_in_t, input_sizes, dim, size, step)
    return (result_tangent,)


def jvp_block_diag(result, tensors):
    """block_diag(Tensor[] tensors) -> Tensor   [derivatives.yaml:3598]
        result: auto_linear
    """
    tensors_t = tangents_of(tensors)
    if tensors_t is None:
        return None
    with paused():
        if tensors_t is None:
            tensors_t = [zero_tangent(x) for x in tensors]
        result_tangent = ops.block_diag(tensors_t)
    return (result_tangent,)


def jvp_unsafe_split(result, self, split_size, dim=0):
    """unsafe_split.Tensor(Tensor self, int split_size, int dim=0) -> Tensor[]   [derivatives.yaml:3605]
        result: auto_linear
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangents = ops.unsafe_split(self_t, split_size, dim)
    return result_tangents


def jvp_unsafe_split_with_sizes(result, self, split_sizes, dim=0):
    """unsafe_split_with_sizes(Tensor self, int[] split_sizes, int dim=0) -> Tensor[]   [derivatives.yaml:3612]
        result: auto_linear
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangents = ops.unsafe_split_with_sizes(self_t, split_sizes, dim)
    return result_tangents


def jvp_vdot(result, self, other):
    """vdot(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:3623]
        result: vdot(self_t, other_p) + vdot(self_p, other_t)
    """
    self_t = tangent_of(self)
    other_t = tangent_of(other)
    if self_t is None and other_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        if other_t is None:
            other_t = zero_tangent(other)
        result_tangent = ops.vdot(self_t, other) + ops.vdot(self, other_t)
    return (result_tangent,)


def jvp_linalg_cross(result, self, other, *, dim=-1):
    """linalg_cross(Tensor self, Tensor other, *, int dim=-1) -> Tensor   [derivatives.yaml:3632]
        result: linalg_cross(self_t, other_p, dim=dim) + linalg_cross(self_p, other_t, dim=dim)
    """
    self_t = tangent_of(self)
    other_t = tangent_of(other)
    if self_t is None and other_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        if other_t is None:
            other_t = zero_tangent(other)
        result_tangent = ops.linalg_cross(self_t, other, dim=dim) + ops.linalg_cross(self, other_t, dim=dim)
    return (result_tangent,)


def jvp_addmv(result, self, mat, vec, *, beta=1, alpha=1):
    """addmv(Tensor self, Tensor mat, Tensor vec, *, Scalar beta=1, Scalar alpha=1) -> Tensor   [derivatives.yaml:3749]
        result: maybe_multiply(self_t, beta) + maybe_multiply(mat_t.mv(vec_p),
            alpha) + maybe_multiply(mat_p.mv(vec_t), alpha)
    """
    self_t = tangent_of(self)
    mat_t = tangent_of(mat)
    vec_t = tangent_of(vec)
    if self_t is None and mat_t is None and vec_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        if mat_t is None:
            mat_t = zero_tangent(mat)
        if vec_t is None:
            vec_t = zero_tangent(vec)
        result_tangent = maybe_multiply(self_t, beta) + maybe_multiply(mat_t.mv(vec),
                                                                       alpha) + maybe_multiply(mat.mv(vec_t), alpha)
    return (result_tangent,)


def jvp_addr(result, self, vec1, vec2, *, beta=1, alpha=1):
    """addr(Tensor self, Tensor vec1, Tensor vec2, *, Scalar beta=1, Scalar alpha=1) -> Tensor   [derivatives.yaml:3762]
        result: maybe_multiply(self_t, beta) + maybe_multiply(outer(vec1_t, vec2_p),
            alpha) + maybe_multiply(outer(vec1_p, vec2_t), alpha)
    """
    self_t = tangent_of(self)
    vec1_t = tangent_of(vec1)
    vec2_t = tangent_of(vec2)
    if self_t is None and vec1_t is None and vec2_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        if vec1_t is None:
            vec1_t = zero_tangent(vec1)
        if vec2_t is None:
            vec2_t = zero_tangent(vec2)
        result_tangent = maybe_multiply(self_t,
                                        beta) + maybe_multiply(ops.outer(vec1_t, vec2),
                                                               alpha) + maybe_multiply(ops.outer(vec1, vec2_t), alpha)
    return (result_tangent,)


def jvp_baddbmm(result, self, batch1, batch2, *, beta=1, alpha=1):
    """baddbmm(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1,
        Scalar alpha=1) -> Tensor   [derivatives.yaml:3774]
        result: maybe_multiply(self_t, beta) + maybe_multiply(batch1_t.bmm(batch2_p),
            alpha) + maybe_multiply(batch1_p.bmm(batch2_t), alpha)
    """
    self_t = tangent_of(self)
    batch1_t = tangent_of(batch1)
    batch2_t = tangent_of(batch2)
    if self_t is None and batch1_t is None and batch2_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        if batch1_t is None:
            batch1_t = zero_tangent(batch1)
        if batch2_t is None:
            batch2_t = zero_tangent(batch2)
        result_tangent = maybe_multiply(self_t,
                                        beta) + maybe_multiply(batch1_t.bmm(batch2),
                                                               alpha) + maybe_multiply(batch1.bmm(batch2_t), alpha)
    return (result_tangent,)


def jvp_addbmm(result, self, batch1, batch2, *, beta=1, alpha=1):
    """addbmm(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1,
        Scalar alpha=1) -> Tensor   [derivatives.yaml:3788]
        result: maybe_multiply(self_t, beta) + maybe_multiply(batch1_t.bmm(batch2_p).sum(0),
            alpha) + maybe_multiply(batch1_p.bmm(batch2_t).sum(0), alpha)
    """
    self_t = tangent_of(self)
    batch1_t = tangent_of(batch1)
    batch2_t = tangent_of(batch2)
    if self_t is None and batch1_t is None and batch2_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        if batch1_t is None:
            batch1_t = zero_tangent(batch1)
        if batch2_t is None:
            batch2_t = zero_tangent(batch2)
        result_tangent = maybe_multiply(self_t,
                                        beta) + maybe_multiply(batch1_t.bmm(batch2).sum(0),
                                                               alpha) + maybe_multiply(batch1.bmm(batch2_t).sum(0),
                                                                                       alpha)
    return (result_tangent,)


def jvp_linalg_matrix_exp(result, self):
    """linalg_matrix_exp(Tensor self) -> Tensor   [derivatives.yaml:3844]
        result: matrix_exp_differential(self_p, self_t, False)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = matrix_exp_differential(self, self_t, False)
    return (result_tangent,)


def jvp_linalg_solve_triangular(result, self, B, *, upper, left=True, unitriangular=False):
    """linalg_solve_triangular(Tensor self, Tensor B, *, bool upper, bool left=True,
        bool unitriangular=False) -> Tensor   [derivatives.yaml:3865]
        result: solve_triangular_jvp(self_t, B_t, self_p, result, upper, left, unitriangular)
    """
    self_t = tangent_of(self)
    B_t = tangent_of(B)
    if self_t is None and B_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        if B_t is None:
            B_t = zero_tangent(B)
        result_tangent = solve_triangular_jvp(self_t, B_t, self, result, upper, left, unitriangular)
    return (result_tangent,)


def jvp_triangular_solve(solution, cloned_coefficient, self, A, upper=True, transpose=False, unitriangular=False):
    """triangular_solve(Tensor self, Tensor A, bool upper=True, bool transpose=False,
        bool unitriangular=False) -> (Tensor solution, Tensor cloned_coefficient)   [derivatives.yaml:3876]
        solution: triangular_solve_jvp(solution, A_p, A_t, self_t, upper, transpose, unitriangular)
        cloned_coefficient: A_t.expand(tuple(cloned_coefficient.shape))
    """
    self_t = tangent_of(self)
    A_t = tangent_of(A)
    if self_t is None and A_t is None:
        return None
    A_given = A_t is not None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        if A_t is None:
            A_t = zero_tangent(A)
        solution_tangent = triangular_solve_jvp(solution, A, A_t, self_t, upper, transpose, unitriangular)
        cloned_coefficient_tangent = (A_t.expand(tuple(cloned_coefficient.shape))) if A_given else None
    return (solution_tangent, cloned_coefficient_tangent)


def jvp_linalg_lu_factor_ex(LU, pivots, info, A, *, pivot=True, check_errors=False):
    """linalg_lu_factor_ex(Tensor A, *, bool pivot=True, bool check_errors=False) -> (Tensor LU, Tensor pivots,
        Tensor info)   [derivatives.yaml:3884]
        LU: lu_factor_ex_jvp(A_t, LU, pivots, pivot)
    """
    A_t = tangent_of(A)
    if A_t is None:
        return None
    with paused():
        if A_t is None:
            A_t = zero_tangent(A)
        LU_tangent = lu_factor_ex_jvp(A_t, LU, pivots, pivot)
    return (LU_tangent, None, None)


def jvp_linalg_lu(P, L, U, A, *, pivot=True):
    """linalg_lu(Tensor A, *, bool pivot=True) -> (Tensor P, Tensor L, Tensor U)   [derivatives.yaml:3900]
        L, U: linalg_lu_jvp(A_t, P, L, U, pivot)
    """
    A_t = tangent_of(A)
    if A_t is None:
        return None
    with paused():
        if A_t is None:
            A_t = zero_tangent(A)
        L_tangent, U_tangent = linalg_lu_jvp(A_t, P, L, U, pivot)
    return (None, L_tangent, U_tangent)


def jvp_lu_unpack(P, L, U, LU_data, LU_pivots, unpack_data=True, unpack_pivots=True):
    """lu_unpack(Tensor LU_data, Tensor LU_pivots, bool unpack_data=True, bool unpack_pivots=True) -> (Tensor P,
        Tensor L, Tensor U)   [derivatives.yaml:3910]
        L, U: lu_unpack_jvp(LU_data_t, unpack_data)
    """
    LU_data_t = tangent_of(LU_data)
    if LU_data_t is None:
        return None
    with paused():
        if LU_data_t is None:
            LU_data_t = zero_tangent(LU_data)
        L_tangent, U_tangent = lu_unpack_jvp(LU_data_t, unpack_data)
    return (None, L_tangent, U_tangent)


def jvp_linalg_lu_solve(result, LU, pivots, B, *, left=True, adjoint=False):
    """linalg_lu_solve(Tensor LU, Tensor pivots, Tensor B, *, bool left=True,
        bool adjoint=False) -> Tensor   [derivatives.yaml:3921]
        result: lu_solve_jvp(result, LU_p, pivots, LU_t, B_t, left, adjoint)
    """
    LU_t = tangent_of(LU)
    B_t = tangent_of(B)
    if LU_t is None and B_t is None:
        return None
    with paused():
        if LU_t is None:
            LU_t = zero_tangent(LU)
        if B_t is None:
            B_t = zero_tangent(B)
        result_tangent = lu_solve_jvp(result, LU, pivots, LU_t, B_t, left, adjoint)
    return (result_tangent,)


def jvp_cholesky(result, self, upper=False):
    """cholesky(Tensor self, bool upper=False) -> Tensor   [derivatives.yaml:3939]
        result: cholesky_jvp(self_t, result, upper)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = cholesky_jvp(self_t, result, upper)
    return (result_tangent,)


def jvp_cholesky_solve(result, self, input2, upper=False):
    """cholesky_solve(Tensor self, Tensor input2, bool upper=False) -> Tensor   [derivatives.yaml:3947]
        result: cholesky_solve_jvp(result, input2_p, input2_t, self_t, upper)
    """
    self_t = tangent_of(self)
    input2_t = tangent_of(input2)
    if self_t is None and input2_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        if input2_t is None:
            input2_t = zero_tangent(input2)
        result_tangent = cholesky_solve_jvp(result, input2, input2_t, self_t, upper)
    return (result_tangent,)


def jvp_cholesky_inverse(result, self, upper=False):
    """cholesky_inverse(Tensor self, bool upper=False) -> Tensor   [derivatives.yaml:3954]
        result: cholesky_inverse_jvp(self_p, self_t, upper, result)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = cholesky_inverse_jvp(self, self_t, upper, result)
    return (result_tangent,)


def jvp_linalg_pinv_atol_rtol_tensor(result, self, *, atol=None, rtol=None, hermitian=False):
    """linalg_pinv.atol_rtol_tensor(Tensor self, *, Tensor? atol=None, Tensor? rtol=None,
        bool hermitian=False) -> Tensor   [derivatives.yaml:3962]
        result: pinv_jvp(self_p, result, self_t)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = pinv_jvp(self, result, self_t)
    return (result_tangent,)


def jvp_linalg_lstsq(solution, residuals, rank, singular_values, self, b, rcond=None, *, driver=None):
    """linalg_lstsq(Tensor self, Tensor b, float? rcond=None, *, str? driver=None) -> (Tensor solution,
        Tensor residuals, Tensor rank, Tensor singular_values)   [derivatives.yaml:4035]
        solution: lstsq_jvp(self_p, b_p, self_t, b_t)
        residuals: lstsq_residuals_jvp(self_p, b_p, self_t, b_t, solution, residuals)
    """
    self_t = tangent_of(self)
    b_t = tangent_of(b)
    if self_t is None and b_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        if b_t is None:
            b_t = zero_tangent(b)
        solution_tangent = lstsq_jvp(self, b, self_t, b_t)
        residuals_tangent = lstsq_residuals_jvp(self, b, self_t, b_t, solution, residuals)
    return (solution_tangent, residuals_tangent, None, None)


def jvp_linalg_householder_product(result, input, tau):
    """linalg_householder_product(Tensor input, Tensor tau) -> Tensor   [derivatives.yaml:4049]
        result: householder_jvp(input_t, tau_t, input_p, tau_p, input_p.shape[-1])
    """
    input_t = tangent_of(input)
    tau_t = tangent_of(tau)
    if input_t is None and tau_t is None:
        return None
    with paused():
        if input_t is None:
            input_t = zero_tangent(input)
        if tau_t is None:
            tau_t = zero_tangent(tau)
        result_tangent = householder_jvp(input_t, tau_t, input, tau, input.shape[-1])
    return (result_tangent,)


def jvp_ormqr(result, self, input2, input3, left=True, transpose=False):
    """ormqr(Tensor self, Tensor input2, Tensor input3, bool left=True,
        bool transpose=False) -> Tensor   [derivatives.yaml:4069]
        result: ormqr_jvp(self_t, input2_t, input3_t, self_p, input2_p, input3_p, left, transpose)
    """
    self_t = tangent_of(self)
    input2_t = tangent_of(input2)
    input3_t = tangent_of(input3)
    if self_t is None and input2_t is None and input3_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        if input2_t is None:
            input2_t = zero_tangent(input2)
        if input3_t is None:
            input3_t = zero_tangent(input3)
        result_tangent = ormqr_jvp(self_t, input2_t, input3_t, self, input2, input3, left, transpose)
    return (result_tangent,)


def jvp_mse_loss_default(result, self, target, reduction=1):
    """mse_loss(Tensor self, Tensor target, int reduction=1) -> Tensor   [derivatives.yaml:4162]
        result: loss_jvp(mse_loss_backward(1.0, self_p, target_p, 0) * (self_t - target_t), ("none", "mean",
            "sum")[reduction])
    """
    self_t = tangent_of(self)
    target_t = tangent_of(target)
    if self_t is None and target_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        if target_t is None:
            target_t = zero_tangent(target)
        result_tangent = loss_jvp(mse_loss_backward(1.0, self, target, 0) * (self_t - target_t),
                                  ('none', 'mean', 'sum')[reduction])
    return (result_tangent,)


def jvp_channel_shuffle(result, self, groups):
    """channel_shuffle(Tensor self, int groups) -> Tensor   [derivatives.yaml:4173]
        result: auto_linear
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = ops.channel_shuffle(self_t, groups)
    return (result_tangent,)


def jvp_binary_cross_entropy_with_logits(result, input, target, weight=None, pos_weight=None, reduction='mean'):
    """binary_cross_entropy_with_logits(Tensor input, Tensor target, Tensor? weight=None, Tensor? pos_weight=None,
        str reduction="mean") -> Tensor   [derivatives.yaml:4181]
        result: loss_jvp(bce_with_logits_backward(1.0, input_p, target_p, weight, pos_weight,
            'none') * input_t + bce_with_logits_target_backward(1.0, input_p, target_p, weight, pos_weight,
            'none') * target_t, reduction)
    """
    input_t = tangent_of(input)
    target_t = tangent_of(target)
    if input_t is None and target_t is None:
        return None
    with paused():
        if input_t is None:
            input_t = zero_tangent(input)
        if target_t is None:
            target_t = zero_tangent(target)
        result_tangent = loss_jvp(bce_with_logits_backward(1.0, input, target, weight, pos_weight, 'none') * input_t
                                  + bce_with_logits_target_backward(1.0, input, target, weight, pos_weight,
                                                                    'none') * target_t,
                                  reduction)
    return (result_tangent,)


def jvp_convolution(result, input, weight, bias, stride, padding, dilation, transposed, output_padding, groups):
    """convolution(Tensor input, Tensor weight, Tensor? bias, int[] stride, int[] padding, int[] dilation,
        bool transposed, int[] output_padding, int groups) -> Tensor   [derivatives.yaml:4198]
        result: convolution(input_t, weight_p, bias_t, stride, padding, dilation, transposed, output_padding,
            groups) + convolution(input_p, weight_t, None, stride, padding, dilation, transposed, output_padding,
            groups)
    """
    input_t = tangent_of(input)
    weight_t = tangent_of(weight)
    bias_t = tangent_of(bias)
    if input_t is None and weight_t is None and bias_t is None:
        return None
    with paused():
        if input_t is None:
            input_t = zero_tangent(input)
        if weight_t is None:
            weight_t = zero_tangent(weight)
        if bias_t is None:
            bias_t = zero_tangent(bias)
        result_tangent = ops.convolution(input_t, weight, bias_t, stride, padding, dilation, transposed, output_padding,
                                         groups) + ops.convolution(input, weight_t, None, stride, padding, dilation,
                                                                   transposed, output_padding, groups)
    return (result_tangent,)


def jvp_convolution_backward(result0, result1, result2, grad_output, input, weight, bias_sizes, stride, padding,
                             dilation, transposed, output_padding, groups, output_mask):
    """convolution_backward(Tensor grad_output, Tensor input, Tensor weight, int[]? bias_sizes, int[] stride,
        int[] padding, int[] dilation, bool transposed, int[] output_padding, int groups,
        bool[3] output_mask) -> (Tensor, Tensor, Tensor)   [derivatives.yaml:4214]
        result0: convolution_backward_jvp(0, grad_output_t, grad_output_p, weight_t, input_p, weight_p, stride,
            padding, dilation, transposed, output_padding, groups, output_mask)
        result1: convolution_backward_jvp(1, grad_output_t, grad_output_p, input_t, input_p, weight_p, stride,
            padding, dilation, transposed, output_padding, groups, output_mask)
        result2: convolution_backward_jvp(2, grad_output_t, grad_output_p, None, input_p, weight_p, stride, padding,
            dilation, transposed, output_padding, groups, output_mask)
    """
    grad_output_t = tangent_of(grad_output)
    input_t = tangent_of(input)
    weight_t = tangent_of(weight)
    if grad_output_t is None and input_t is None and weight_t is None:
        return None
    grad_output_given = grad_output_t is not None
    weight_given = weight_t is not None
    input_given = input_t is not None
    with paused():
        if grad_output_t is None:
            grad_output_t = zero_tangent(grad_output)
        if input_t is None:
            input_t = zero_tangent(input)
        if weight_t is None:
            weight_t = zero_tangent(weight)
        result0_tangent = (convolution_backward_jvp(0, grad_output_t, grad_output, weight_t, input, weight, stride,
                                                    padding, dilation, transposed, output_padding, groups,
                                                    output_mask)) if grad_output_given or weight_given else None
        result1_tangent = (convolution_backward_jvp(1, grad_output_t, grad_output, input_t, input, weight, stride,
                                                    padding, dilation, transposed, output_padding, groups,
                                                    output_mask)) if grad_output_given or input_given else None
        result2_tangent = (convolution_backward_jvp(2, grad_output_t, grad_output, None, input, weight, stride, padding,
                                                    dilation, transposed, output_padding, groups,
                                                    output_mask)) if grad_output_given else None
    return (result0_tangent, result1_tangent, result2_tangent)


def jvp_convolution_backward_weight(result, input, grad_output, weight_size, stride, padding, dilation, groups):
    """convolution_backward_weight(Tensor input, Tensor grad_output, int[] weight_size, int[] stride, int[] padding,
        int[] dilation, int groups) -> Tensor   [derivatives.yaml:4229]
        result: convolution_backward_weight(input_t, grad_output_p, weight_size, stride, padding, dilation,
            groups) + convolution_backward_weight(input_p, grad_output_t, weight_size, stride, padding, dilation,
            groups)
    """
    input_t = tangent_of(input)
    grad_output_t = tangent_of(grad_output)
    if input_t is None and grad_output_t is None:
        return None
    with paused():
        if input_t is None:
            input_t = zero_tangent(input)
        if grad_output_t is None:
            grad_output_t = zero_tangent(grad_output)
        result_tangent = (ops.convolution_backward_weight(input_t, grad_output, weight_size, stride, padding, dilation,
                                                          groups)
                          + ops.convolution_backward_weight(input, grad_output_t, weight_size, stride, padding,
                                                            dilation, groups))
    return (result_tangent,)


def jvp_constant_pad_nd(result, self, pad, value=0):
    """constant_pad_nd(Tensor self, int[] pad, Scalar value=0) -> Tensor   [derivatives.yaml:4290]
        result: constant_pad_nd(self_t, pad)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = ops.constant_pad_nd(self_t, pad)
    return (result_tangent,)


def jvp_max_pool2d_with_indices(values, indices, self, kernel_size, stride=(), padding=0, dilation=1, ceil_mode=False):
    """max_pool2d_with_indices(Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, int[2] dilation=1,
        bool ceil_mode=False) -> (Tensor values, Tensor indices)   [derivatives.yaml:4299]
        values: self_t.flatten(-2).gather(-1, indices.flatten(-2)).reshape(values.shape)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        values_tangent = self_t.flatten(-2).gather(-1, indices.flatten(-2)).reshape(values.shape)
    return (values_tangent, None)


def jvp_max_pool2d_with_indices_backward(result, grad_output, self, kernel_size, stride, padding, dilation, ceil_mode,
                                         indices):
    """max_pool2d_with_indices_backward(Tensor grad_output, Tensor self, int[2] kernel_size, int[2] stride,
        int[2] padding, int[2] dilation, bool ceil_mode, Tensor indices) -> Tensor   [derivatives.yaml:4309]
        result: max_pool2d_with_indices_backward(grad_output_t, self_p, kernel_size, stride, padding, dilation,
            ceil_mode, indices)
    """
    grad_output_t = tangent_of(grad_output)
    self_t = tangent_of(self)
    if grad_output_t is None and self_t is None:
        return None
    with paused():
        if grad_output_t is None:
            grad_output_t = zero_tangent(grad_output)
        result_tangent = ops.max_pool2d_with_indices_backward(grad_output_t, self, kernel_size, stride, padding,
                                                              dilation, ceil_mode, indices)
    return (result_tangent,)


def jvp_avg_pool2d(result, input, kernel_size, stride=None, padding=0, ceil_mode=False, count_include_pad=True,
                   divisor_override=None):
    """avg_pool2d(Tensor input, int[2] kernel_size, int[2]? stride=None, int[2] padding=0, bool ceil_mode=False,
        bool count_include_pad=True, int? divisor_override=None) -> Tensor   [derivatives.yaml:4328]
        result: auto_linear
    """
    input_t = tangent_of(input)
    if input_t is None:
        return None
    with paused():
        if input_t is None:
            input_t = zero_tangent(input)
        result_tangent = ops.avg_pool2d(input_t, kernel_size, stride, padding, ceil_mode, count_include_pad,
                                        divisor_override)
    return (result_tangent,)


def jvp_avg_pool2d_backward(result, grad_output, self, kernel_size, stride, padding, ceil_mode, count_include_pad,
                            divisor_override):
    """avg_pool2d_backward(Tensor grad_output, Tensor self, int[2] kernel_size, int[2] stride, int[2] padding,
        bool ceil_mode, bool count_include_pad, int? divisor_override) -> Tensor   [derivatives.yaml:4339]
        result: avg_pool2d_backward(grad_output_t, self_p, kernel_size, stride, padding, ceil_mode,
            count_include_pad, divisor_override)
    """
    grad_output_t = tangent_of(grad_output)
    self_t = tangent_of(self)
    if grad_output_t is None and self_t is None:
        return None
    with paused():
        if grad_output_t is None:
            grad_output_t = zero_tangent(grad_output)
        result_tangent = ops.avg_pool2d_backward(grad_output_t, self, kernel_size, stride, padding, ceil_mode,
                                                 count_include_pad, divisor_override)
    return (result_tangent,)


def jvp_adaptive_avg_pool2d(result, self, output_size):
    """_adaptive_avg_pool2d(Tensor self, int[2] output_size) -> Tensor   [derivatives.yaml:4356]
        result: auto_linear
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = ops._adaptive_avg_pool2d(self_t, output_size)
    return (result_tangent,)


def jvp_adaptive_avg_pool2d_backward(result, grad_output, self):
    """_adaptive_avg_pool2d_backward(Tensor grad_output, Tensor self) -> Tensor   [derivatives.yaml:4365]
        result: _adaptive_avg_pool2d_backward(grad_output_t, self_p)
    """
    grad_output_t = tangent_of(grad_output)
    self_t = tangent_of(self)
    if grad_output_t is None and self_t is None:
        return None
    with paused():
        if grad_output_t is None:
            grad_output_t = zero_tangent(grad_output)
        result_tangent = ops._adaptive_avg_pool2d_backward(grad_output_t, self)
    return (result_tangent,)


def jvp_adaptive_max_pool2d(values, indices, self, output_size):
    """adaptive_max_pool2d(Tensor self, int[2] output_size) -> (Tensor values, Tensor indices)   [derivatives.yaml:4377]
        values: self_t.flatten(-2).gather(-1, indices.flatten(-2)).reshape(values.shape)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        values_tangent = self_t.flatten(-2).gather(-1, indices.flatten(-2)).reshape(values.shape)
    return (values_tangent, None)


def jvp_adaptive_max_pool2d_backward(result, grad_output, self, indices):
    """adaptive_max_pool2d_backward(Tensor grad_output, Tensor self, Tensor indices) -> Tensor   [derivatives.yaml:4387]
        result: adaptive_max_pool2d_backward(grad_output_t, self_p, indices)
    """
    grad_output_t = tangent_of(grad_output)
    self_t = tangent_of(self)
    if grad_output_t is None and self_t is None:
        return None
    with paused():
        if grad_output_t is None:
            grad_output_t = zero_tangent(grad_output)
        result_tangent = ops.adaptive_max_pool2d_backward(grad_output_t, self, indices)
    return (result_tangent,)


def jvp_nll_loss_forward(output, total_weight, self, target, weight, reduction, ignore_index):
    """nll_loss_forward(Tensor self, Tensor target, Tensor? weight, int reduction, int ignore_index) -> (Tensor output,
        Tensor total_weight)   [derivatives.yaml:4410]
        output: nll_loss_forward(self_t, target, weight, reduction, ignore_index)[0]
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        output_tangent = ops.nll_loss_forward(self_t, target, weight, reduction, ignore_index)[0]
    return (output_tangent, None)


def jvp_nll_loss2d_forward(output, total_weight, self, target, weight, reduction, ignore_index):
    """nll_loss2d_forward(Tensor self, Tensor target, Tensor? weight, int reduction,
        int ignore_index) -> (Tensor output, Tensor total_weight)   [derivatives.yaml:4423]
        output: nll_loss2d_forward(self_t, target, weight, reduction, ignore_index)[0]
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        output_tangent = ops.nll_loss2d_forward(self_t, target, weight, reduction, ignore_index)[0]
    return (output_tangent, None)


def jvp_smooth_l1_loss(result, input, target, size_average=None, reduce=None, reduction='mean', beta=1.0):
    """smooth_l1_loss(Tensor input, Tensor target, bool? size_average=None, bool? reduce=None, str reduction="mean",
        float beta=1.0) -> Tensor   [derivatives.yaml:4464]
        result: loss_jvp(smooth_l1_loss_backward(1.0, input_p, target_p, None, None, 'none',
            beta) * input_t + smooth_l1_loss_backward(1.0, target_p, input_p, None, None, 'none', beta) * target_t,
            reduction, size_average, reduce)
    """
    input_t = tangent_of(input)
    target_t = tangent_of(target)
    if input_t is None and target_t is None:
        return None
    with paused():
        if input_t is None:
            input_t = zero_tangent(input)
        if target_t is None:
            target_t = zero_tangent(target)
        result_tangent = loss_jvp(smooth_l1_loss_backward(1.0, input, target, None, None, 'none', beta) * input_t
                                  + smooth_l1_loss_backward(1.0, target, input, None, None, 'none', beta) * target_t,
                                  reduction, size_average, reduce)
    return (result_tangent,)


def jvp_loss_slope(result, self, target, bound, outer):
    """_loss_slope(Tensor self, Tensor target, float bound, float outer) -> Tensor   [derivatives.yaml:4481]
        result: loss_slope_backward(self_t - target_t, self_p, target_p, bound, outer)
    """
    self_t = tangent_of(self)
    target_t = tangent_of(target)
    if self_t is None and target_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        if target_t is None:
            target_t = zero_tangent(target)
        result_tangent = loss_slope_backward(self_t - target_t, self, target, bound, outer)
    return (result_tangent,)


def jvp_gelu_slope(result, self, approximate='none'):
    """_gelu_slope(Tensor self, str approximate="none") -> Tensor   [derivatives.yaml:4494]
        result: self_t * gelu_slope_derivative(self, approximate)   (auto_element_wise)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = self_t * gelu_slope_derivative(self, approximate)
    return (result_tangent,)


def jvp_huber_loss_default(result, self, target, reduction=1, delta=1.0):
    """huber_loss(Tensor self, Tensor target, int reduction=1, float delta=1.0) -> Tensor   [derivatives.yaml:4513]
        result: loss_jvp(huber_loss_backward(1.0, self_p, target_p, 'none', delta) * (self_t - target_t), ("none",
            "mean", "sum")[reduction])
    """
    self_t = tangent_of(self)
    target_t = tangent_of(target)
    if self_t is None and target_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        if target_t is None:
            target_t = zero_tangent(target)
        result_tangent = loss_jvp(huber_loss_backward(1.0, self, target, 'none', delta) * (self_t - target_t),
                                  ('none', 'mean', 'sum')[reduction])
    return (result_tangent,)


def jvp_binary_cross_entropy(result, input, target, weight=None, size_average=None, reduce=None, reduction='mean'):
    """binary_cross_entropy(Tensor input, Tensor target, Tensor? weight=None, bool? size_average=None,
        bool? reduce=None, str reduction="mean") -> Tensor   [derivatives.yaml:4524]
        result: loss_jvp(binary_cross_entropy_backward(1.0, input_p, target_p, weight, None, None,
            'none') * input_t + binary_cross_entropy_target_backward(1.0, input_p, target_p, weight, None, None,
            'none') * target_t, reduction, size_average, reduce)
    """
    input_t = tangent_of(input)
    target_t = tangent_of(target)
    if input_t is None and target_t is None:
        return None
    with paused():
        if input_t is None:
            input_t = zero_tangent(input)
        if target_t is None:
            target_t = zero_tangent(target)
        result_tangent = loss_jvp(binary_cross_entropy_backward(1.0, input, target, weight, None, None,
                                                                'none') * input_t
                                  + binary_cross_entropy_target_backward(1.0, input, target, weight, None, None,
                                                                         'none') * target_t,
                                  reduction, size_average, reduce)
    return (result_tangent,)


def jvp_addmm(result, self, mat1, mat2, *, beta=1, alpha=1):
    """addmm(Tensor self, Tensor mat1, Tensor mat2, *, Scalar beta=1,
        Scalar alpha=1) -> Tensor   [derivatives.yaml:4540]
        result: maybe_multiply(self_t, beta) + maybe_multiply(mat1_t.mm(mat2_p) + mat1_p.mm(mat2_t), alpha)
    """
    self_t = tangent_of(self)
    mat1_t = tangent_of(mat1)
    mat2_t = tangent_of(mat2)
    if self_t is None and mat1_t is None and mat2_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        if mat1_t is None:
            mat1_t = zero_tangent(mat1)
        if mat2_t is None:
            mat2_t = zero_tangent(mat2)
        result_tangent = maybe_multiply(self_t, beta) + maybe_multiply(mat1_t.mm(mat2) + mat1.mm(mat2_t), alpha)
    return (result_tangent,)


def jvp_embedding(result, weight, indices, padding_idx=-1, scale_grad_by_freq=False, sparse=False):
    """embedding(Tensor weight, Tensor indices, int padding_idx=-1, bool scale_grad_by_freq=False,
        bool sparse=False) -> Tensor   [derivatives.yaml:4567]
        result: auto_linear
    """
    weight_t = tangent_of(weight)
    if weight_t is None:
        return None
    with paused():
        if weight_t is None:
            weight_t = zero_tangent(weight)
        result_tangent = ops.embedding(weight_t, indices, padding_idx, scale_grad_by_freq, sparse)
    return (result_tangent,)


def jvp_embedding_dense_backward(result, grad_output, indices, num_weights, padding_idx, scale_grad_by_freq):
    """embedding_dense_backward(Tensor grad_output, Tensor indices, int num_weights, int padding_idx,
        bool scale_grad_by_freq) -> Tensor   [derivatives.yaml:4585]
        result: auto_linear
    """
    grad_output_t = tangent_of(grad_output)
    if grad_output_t is None:
        return None
    with paused():
        if grad_output_t is None:
            grad_output_t = zero_tangent(grad_output)
        result_tangent = ops.embedding_dense_backward(grad_output_t, indices, num_weights, padding_idx,
                                                      scale_grad_by_freq)
    return (result_tangent,)


def jvp_native_layer_norm(result0, result1, result2, input, normalized_shape, weight, bias, eps):
    """native_layer_norm(Tensor input, int[] normalized_shape, Tensor? weight, Tensor? bias, float eps) -> (Tensor,
        Tensor, Tensor)   [derivatives.yaml:4615]
        result0: layer_norm_jvp(input_t, weight_t, bias_t, input_p, weight_p, normalized_shape, eps)
    """
    input_t = tangent_of(input)
    weight_t = tangent_of(weight)
    bias_t = tangent_of(bias)
    if input_t is None and weight_t is None and bias_t is None:
        return None
    with paused():
        if input_t is None:
            input_t = zero_tangent(input)
        if weight_t is None:
            weight_t = zero_tangent(weight)
        if bias_t is None:
            bias_t = zero_tangent(bias)
        result0_tangent = layer_norm_jvp(input_t, weight_t, bias_t, input, weight, normalized_shape, eps)
    return (result0_tangent, None, None)


def jvp_native_batch_norm(out, save_mean, save_invstd, input, weight, bias, running_mean, running_var, training,
                          momentum, eps):
    """native_batch_norm(Tensor input, Tensor? weight, Tensor? bias, Tensor? running_mean, Tensor? running_var,
        bool training, float momentum, float eps) -> (Tensor out, Tensor save_mean,
        Tensor save_invstd)   [derivatives.yaml:4633]
        out: batch_norm_jvp(input_t, weight_t, bias_t, input_p, weight_p, running_mean, running_var, training, eps)
    """
    input_t = tangent_of(input)
    weight_t = tangent_of(weight)
    bias_t = tangent_of(bias)
    if input_t is None and weight_t is None and bias_t is None:
        return None
    with paused():
        if input_t is None:
            input_t = zero_tangent(input)
        if weight_t is None:
            weight_t = zero_tangent(weight)
        if bias_t is None:
            bias_t = zero_tangent(bias)
        out_tangent = batch_norm_jvp(input_t, weight_t, bias_t, input, weight, running_mean, running_var, training, eps)
    return (out_tangent, None, None)


def jvp_native_group_norm(out, mean, rstd, input, weight, bias, N, C, HxW, group, eps):
    """native_group_norm(Tensor input, Tensor? weight, Tensor? bias, int N, int C, int HxW, int group,
        float eps) -> (Tensor out, Tensor mean, Tensor rstd)   [derivatives.yaml:4651]
        out, mean, rstd: group_norm_jvp(input_t, weight_t, bias_t, input_p, weight_p, N, group, eps)
    """
    input_t = tangent_of(input)
    weight_t = tangent_of(weight)
    bias_t = tangent_of(bias)
    if input_t is None and weight_t is None and bias_t is None:
        return None
    with paused():
        if input_t is None:
            input_t = zero_tangent(input)
        if weight_t is None:
            weight_t = zero_tangent(weight)
        if bias_t is None:
            bias_t = zero_tangent(bias)
        out_tangent, mean_tangent, rstd_tangent = group_norm_jvp(input_t, weight_t, bias_t, input, weight, N, group,
                                                                 eps)
    return (out_tangent, mean_tangent, rstd_tangent)


def jvp_weight_norm_interface(w, norms, v, g, dim=0):
    """_weight_norm_interface(Tensor v, Tensor g, int dim=0) -> (Tensor w, Tensor norms)   [derivatives.yaml:4677]
        w: weight_norm_jvp(v_t, g_t, v_p, g_p, norms, dim)
    """
    v_t = tangent_of(v)
    g_t = tangent_of(g)
    if v_t is None and g_t is None:
        return None
    with paused():
        if v_t is None:
            v_t = zero_tangent(v)
        if g_t is None:
            g_t = zero_tangent(g)
        w_tangent = weight_norm_jvp(v_t, g_t, v, g, norms, dim)
    return (w_tangent, None)


def jvp_reflection_pad1d(result, self, padding):
    """reflection_pad1d(Tensor self, int[2] padding) -> Tensor   [derivatives.yaml:4724]
        result: auto_linear
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = ops.reflection_pad1d(self_t, padding)
    return (result_tangent,)


def jvp_reflection_pad1d_backward(result, grad_output, self, padding):
    """reflection_pad1d_backward(Tensor grad_output, Tensor self, int[2] padding) -> Tensor   [derivatives.yaml:4733]
        result: reflection_pad1d_backward(grad_output_t, self_p, padding)
    """
    grad_output_t = tangent_of(grad_output)
    self_t = tangent_of(self)
    if grad_output_t is None and self_t is None:
        return None
    with paused():
        if grad_output_t is None:
            grad_output_t = zero_tangent(grad_output)
        result_tangent = ops.reflection_pad1d_backward(grad_output_t, self, padding)
    return (result_tangent,)


def jvp_reflection_pad2d(result, self, padding):
    """reflection_pad2d(Tensor self, int[4] padding) -> Tensor   [derivatives.yaml:4742]
        result: auto_linear
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = ops.reflection_pad2d(self_t, padding)
    return (result_tangent,)


def jvp_reflection_pad2d_backward(result, grad_output, self, padding):
    """reflection_pad2d_backward(Tensor grad_output, Tensor self, int[4] padding) -> Tensor   [derivatives.yaml:4751]
        result: reflection_pad2d_backward(grad_output_t, self_p, padding)
    """
    grad_output_t = tangent_of(grad_output)
    self_t = tangent_of(self)
    if grad_output_t is None and self_t is None:
        return None
    with paused():
        if grad_output_t is None:
            grad_output_t = zero_tangent(grad_output)
        result_tangent = ops.reflection_pad2d_backward(grad_output_t, self, padding)
    return (result_tangent,)


def jvp_replication_pad1d(result, self, padding):
    """replication_pad1d(Tensor self, int[2] padding) -> Tensor   [derivatives.yaml:4760]
        result: auto_linear
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = ops.replication_pad1d(self_t, padding)
    return (result_tangent,)


def jvp_replication_pad1d_backward(result, grad_output, self, padding):
    """replication_pad1d_backward(Tensor grad_output, Tensor self, int[2] padding) -> Tensor   [derivatives.yaml:4769]
        result: replication_pad1d_backward(grad_output_t, self_p, padding)
    """
    grad_output_t = tangent_of(grad_output)
    self_t = tangent_of(self)
    if grad_output_t is None and self_t is None:
        return None
    with paused():
        if grad_output_t is None:
            grad_output_t = zero_tangent(grad_output)
        result_tangent = ops.replication_pad1d_backward(grad_output_t, self, padding)
    return (result_tangent,)


def jvp_replication_pad2d(result, self, padding):
    """replication_pad2d(Tensor self, int[4] padding) -> Tensor   [derivatives.yaml:4778]
        result: auto_linear
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = ops.replication_pad2d(self_t, padding)
    return (result_tangent,)


def jvp_replication_pad2d_backward(result, grad_output, self, padding):
    """replication_pad2d_backward(Tensor grad_output, Tensor self, int[4] padding) -> Tensor   [derivatives.yaml:4787]
        result: replication_pad2d_backward(grad_output_t, self_p, padding)
    """
    grad_output_t = tangent_of(grad_output)
    self_t = tangent_of(self)
    if grad_output_t is None and self_t is None:
        return None
    with paused():
        if grad_output_t is None:
            grad_output_t = zero_tangent(grad_output)
        result_tangent = ops.replication_pad2d_backward(grad_output_t, self, padding)
    return (result_tangent,)


def jvp_eq__Scalar(result, self, other):
    """eq_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)   [derivatives.yaml:4832]
        result: zeros_like(result)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        result_tangent = zeros_like(result)
    return (result_tangent,)


def jvp_eq__Tensor(result, self, other):
    """eq_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)   [derivatives.yaml:4839]
        result: zeros_like(result)
    """
    self_t = tangent_of(self)
    other_t = tangent_of(other)
    if self_t is None and other_t is None:
        return None
    with paused():
        result_tangent = zeros_like(result)
    return (result_tangent,)


def jvp_ne__Scalar(result, self, other):
    """ne_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)   [derivatives.yaml:4847]
        result: zeros_like(result)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        result_tangent = zeros_like(result)
    return (result_tangent,)


def jvp_ne__Tensor(result, self, other):
    """ne_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)   [derivatives.yaml:4854]
        result: zeros_like(result)
    """
    self_t = tangent_of(self)
    other_t = tangent_of(other)
    if self_t is None and other_t is None:
        return None
    with paused():
        result_tangent = zeros_like(result)
    return (result_tangent,)


def jvp_lt__Scalar(result, self, other):
    """lt_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)   [derivatives.yaml:4862]
        result: zeros_like(result)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        result_tangent = zeros_like(result)
    return (result_tangent,)


def jvp_lt__Tensor(result, self, other):
    """lt_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)   [derivatives.yaml:4869]
        result: zeros_like(result)
    """
    self_t = tangent_of(self)
    other_t = tangent_of(other)
    if self_t is None and other_t is None:
        return None
    with paused():
        result_tangent = zeros_like(result)
    return (result_tangent,)


def jvp_le__Scalar(result, self, other):
    """le_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)   [derivatives.yaml:4877]
        result: zeros_like(result)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        result_tangent = zeros_like(result)
    return (result_tangent,)


def jvp_le__Tensor(result, self, other):
    """le_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)   [derivatives.yaml:4884]
        result: zeros_like(result)
    """
    self_t = tangent_of(self)
    other_t = tangent_of(other)
    if self_t is None and other_t is None:
        return None
    with paused():
        result_tangent = zeros_like(result)
    return (result_tangent,)


def jvp_gt__Scalar(result, self, other):
    """gt_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)   [derivatives.yaml:4892]
        result: zeros_like(result)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        result_tangent = zeros_like(result)
    return (result_tangent,)


def jvp_gt__Tensor(result, self, other):
    """gt_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)   [derivatives.yaml:4899]
        result: zeros_like(result)
    """
    self_t = tangent_of(self)
    other_t = tangent_of(other)
    if self_t is None and other_t is None:
        return None
    with paused():
        result_tangent = zeros_like(result)
    return (result_tangent,)


def jvp_ge__Scalar(result, self, other):
    """ge_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)   [derivatives.yaml:4907]
        result: zeros_like(result)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        result_tangent = zeros_like(result)
    return (result_tangent,)


def jvp_ge__Tensor(result, self, other):
    """ge_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)   [derivatives.yaml:4914]
        result: zeros_like(result)
    """
    self_t = tangent_of(self)
    other_t = tangent_of(other)
    if self_t is None and other_t is None:
        return None
    with paused():
        result_tangent = zeros_like(result)
    return (result_tangent,)


def jvp_polygamma_(result, self, n):
    """polygamma_(Tensor(a!) self, int n) -> Tensor(a!)   [derivatives.yaml:4923]
        result: self_t * polygamma(n + 1, self_p)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = self_t * ops.polygamma(n + 1, self)
    return (result_tangent,)


def jvp_copysign_Tensor(result, self, other):
    """copysign.Tensor(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:4930]
        result: copysign_tensor_self_backward(self_t, self_p, result)
    """
    self_t = tangent_of(self)
    other_t = tangent_of(other)
    if self_t is None and other_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = copysign_tensor_self_backward(self_t, self, result)
    return (result_tangent,)


def jvp_copysign_Scalar(result, self, other):
    """copysign.Scalar(Tensor self, Scalar other) -> Tensor   [derivatives.yaml:4939]
        result: copysign_tensor_self_backward(self_t, self, result)   (auto_element_wise)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = copysign_tensor_self_backward(self_t, self, result)
    return (result_tangent,)


def jvp_logaddexp(result, self, other):
    """logaddexp(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:4947]
        result: self_t / (1 + exp(other_p - self_p)) + other_t / (1 + exp(self_p - other_p))
    """
    self_t = tangent_of(self)
    other_t = tangent_of(other)
    if self_t is None and other_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        if other_t is None:
            other_t = zero_tangent(other)
        result_tangent = self_t / (1 + ops.exp(other - self)) + other_t / (1 + ops.exp(self - other))
    return (result_tangent,)


def jvp_logaddexp2(result, self, other):
    """logaddexp2(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:4956]
        result: self_t / (1 + pow(2, other_p - self_p)) + other_t / (1 + pow(2, self_p - other_p))
    """
    self_t = tangent_of(self)
    other_t = tangent_of(other)
    if self_t is None and other_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        if other_t is None:
            other_t = zero_tangent(other)
        result_tangent = self_t / (1 + ops.pow(2, other - self)) + other_t / (1 + ops.pow(2, self - other))
    return (result_tangent,)


def jvp_ldexp(result, self, other):
    """ldexp.Tensor(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:4977]
        result: self_t * pow(2, other_p) + other_t * result * math.log(2.0)
    """
    self_t = tangent_of(self)
    other_t = tangent_of(other)
    if self_t is None and other_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        if other_t is None:
            other_t = zero_tangent(other)
        result_tangent = self_t * ops.pow(2, other) + other_t * result * math.log(2.0)
    return (result_tangent,)


def jvp_frexp(mantissa, exponent, self):
    """frexp.Tensor(Tensor self) -> (Tensor mantissa, Tensor exponent)   [derivatives.yaml:4986]
        mantissa: self_t / exp2(exponent)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        mantissa_tangent = self_t / ops.exp2(exponent)
    return (mantissa_tangent, None)


def jvp_nextafter(result, self, other):
    """nextafter(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:4995]
        result: where(self_p != other_p, self_t, 0.0)
    """
    self_t = tangent_of(self)
    other_t = tangent_of(other)
    if self_t is None and other_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = ops.where(self != other, self_t, 0.0)
    return (result_tangent,)


def jvp_deg2rad(result, self):
    """deg2rad(Tensor self) -> Tensor   [derivatives.yaml:5073]
        result: self_t * (math.pi / 180)   (auto_element_wise)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = self_t * (math.pi / 180)
    return (result_tangent,)


def jvp_rad2deg(result, self):
    """rad2deg(Tensor self) -> Tensor   [derivatives.yaml:5081]
        result: self_t * (180 / math.pi)   (auto_element_wise)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = self_t * (180 / math.pi)
    return (result_tangent,)


def jvp_addcmul(result, self, tensor1, tensor2, *, value=1):
    """addcmul(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor   [derivatives.yaml:5089]
        result: self_t + maybe_multiply(tensor1_t * tensor2_p, value) + maybe_multiply(tensor2_t * tensor1_p, value)
    """
    self_t = tangent_of(self)
    tensor1_t = tangent_of(tensor1)
    tensor2_t = tangent_of(tensor2)
    if self_t is None and tensor1_t is None and tensor2_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        if tensor1_t is None:
            tensor1_t = zero_tangent(tensor1)
        if tensor2_t is None:
            tensor2_t = zero_tangent(tensor2)
        result_tangent = self_t + maybe_multiply(tensor1_t * tensor2,
                                                 value) + maybe_multiply(tensor2_t * tensor1, value)
    return (result_tangent,)


def jvp_addcdiv(result, self, tensor1, tensor2, *, value=1):
    """addcdiv(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor   [derivatives.yaml:5099]
        result: self_t + maybe_multiply(tensor1_t / tensor2_p,
            value) - maybe_multiply(tensor2_t * (tensor1_p / tensor2_p) / tensor2_p, value)
    """
    self_t = tangent_of(self)
    tensor1_t = tangent_of(tensor1)
    tensor2_t = tangent_of(tensor2)
    if self_t is None and tensor1_t is None and tensor2_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        if tensor1_t is None:
            tensor1_t = zero_tangent(tensor1)
        if tensor2_t is None:
            tensor2_t = zero_tangent(tensor2)
        result_tangent = self_t + maybe_multiply(tensor1_t / tensor2,
                                                 value) - maybe_multiply(tensor2_t * (tensor1 / tensor2) / tensor2,
                                                                         value)
    return (result_tangent,)


def jvp_dist(result, self, other, p=2):
    """dist(Tensor self, Tensor other, Scalar p=2) -> Tensor   [derivatives.yaml:5109]
        result: reduction_jvp(norm_backward(ones_like(result), self_p - other_p, p, result, None, False),
            self_t - other_t, None, False)
    """
    self_t = tangent_of(self)
    other_t = tangent_of(other)
    if self_t is None and other_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        if other_t is None:
            other_t = zero_tangent(other)
        result_tangent = reduction_jvp(norm_backward(ones_like(result), self - other, p, result, None,
                                                     False), self_t - other_t, None, False)
    return (result_tangent,)


def jvp_renorm(result, self, p, dim, maxnorm):
    """renorm(Tensor self, Scalar p, int dim, Scalar maxnorm) -> Tensor   [derivatives.yaml:5119]
        result: renorm_jvp(self_p, self_t, p, dim, maxnorm)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = renorm_jvp(self, self_t, p, dim, maxnorm)
    return (result_tangent,)


def jvp_elu_(result, self, alpha=1, scale=1, input_scale=1):
    """elu_(Tensor(a!) self, Scalar alpha=1, Scalar scale=1,
        Scalar input_scale=1) -> Tensor(a!)   [derivatives.yaml:5134]
        result: elu_backward(self_t, self_p, alpha, scale, input_scale)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = elu_backward(self_t, self, alpha, scale, input_scale)
    return (result_tangent,)


def jvp_celu_(result, self, alpha=1.0):
    """celu_(Tensor(a!) self, Scalar alpha=1.0) -> Tensor(a!)   [derivatives.yaml:5144]
        result: elu_backward(self_t, self_p, alpha, 1.0, celu_input_scale(alpha))
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = elu_backward(self_t, self, alpha, 1.0, celu_input_scale(alpha))
    return (result_tangent,)


def jvp_leaky_relu_(result, self, negative_slope=0.01):
    """leaky_relu_(Tensor(a!) self, Scalar negative_slope=0.01) -> Tensor(a!)   [derivatives.yaml:5153]
        result: leaky_relu_backward(self_t, self_p, negative_slope, False)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = ops.leaky_relu_backward(self_t, self, negative_slope, False)
    return (result_tangent,)


def jvp_threshold(result, self, threshold, value):
    """threshold(Tensor self, Scalar threshold, Scalar value) -> Tensor   [derivatives.yaml:5163]
        result: threshold_backward(self_t, self, threshold)   (auto_element_wise)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = ops.threshold_backward(self_t, self, threshold)
    return (result_tangent,)


def jvp_threshold_(result, self, threshold, value):
    """threshold_(Tensor(a!) self, Scalar threshold, Scalar value) -> Tensor(a!)   [derivatives.yaml:5172]
        result: threshold_backward(self_t, self_p, threshold)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = ops.threshold_backward(self_t, self, threshold)
    return (result_tangent,)


def jvp_hardshrink(result, self, lambd=0.5):
    """hardshrink(Tensor self, Scalar lambd=0.5) -> Tensor   [derivatives.yaml:5182]
        result: hardshrink_backward(self_t, self, lambd)   (auto_element_wise)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = ops.hardshrink_backward(self_t, self, lambd)
    return (result_tangent,)


def jvp_hardshrink_backward(result, grad_out, self, lambd):
    """hardshrink_backward(Tensor grad_out, Tensor self, Scalar lambd) -> Tensor   [derivatives.yaml:5190]
        result: hardshrink_backward(grad_out_t, self_p, lambd)
    """
    grad_out_t = tangent_of(grad_out)
    self_t = tangent_of(self)
    if grad_out_t is None and self_t is None:
        return None
    with paused():
        if grad_out_t is None:
            grad_out_t = zero_tangent(grad_out)
        result_tangent = ops.hardshrink_backward(grad_out_t, self, lambd)
    return (result_tangent,)


def jvp_softshrink(result, self, lambd=0.5):
    """softshrink(Tensor self, Scalar lambd=0.5) -> Tensor   [derivatives.yaml:5200]
        result: softshrink_backward(self_t, self, lambd)   (auto_element_wise)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = ops.softshrink_backward(self_t, self, lambd)
    return (result_tangent,)


def jvp_softshrink_backward(result, grad_output, self, lambd):
    """softshrink_backward(Tensor grad_output, Tensor self, Scalar lambd) -> Tensor   [derivatives.yaml:5210]
        result: softshrink_backward(grad_output_t, self_p, lambd)
    """
    grad_output_t = tangent_of(grad_output)
    self_t = tangent_of(self)
    if grad_output_t is None and self_t is None:
        return None
    with paused():
        if grad_output_t is None:
            grad_output_t = zero_tangent(grad_output)
        result_tangent = ops.softshrink_backward(grad_output_t, self, lambd)
    return (result_tangent,)


def jvp_glu(result, self, dim=-1):
    """glu(Tensor self, int dim=-1) -> Tensor   [derivatives.yaml:5220]
        result: glu_jvp(self_t, self_p, dim)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = glu_jvp(self_t, self, dim)
    return (result_tangent,)


def jvp_prelu_kernel(result, self, weight):
    """_prelu_kernel(Tensor self, Tensor weight) -> Tensor   [derivatives.yaml:5237]
        result: where(self_p > 0, self_t, weight_p * self_t + weight_t * self_p)
    """
    self_t = tangent_of(self)
    weight_t = tangent_of(weight)
    if self_t is None and weight_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        if weight_t is None:
            weight_t = zero_tangent(weight)
        result_tangent = ops.where(self > 0, self_t, weight * self_t + weight_t * self)
    return (result_tangent,)


def jvp_rrelu_with_noise(result, self, noise, lower=0.125, upper=0.3333333333333333, training=False):
    """rrelu_with_noise(Tensor self, Tensor noise, Scalar lower=0.125, Scalar upper=0.3333333333333333,
        bool training=False) -> Tensor   [derivatives.yaml:5249]
        result: rrelu_with_noise_backward(self_t, self_p, noise, lower, upper, training, False)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = ops.rrelu_with_noise_backward(self_t, self, noise, lower, upper, training, False)
    return (result_tangent,)


def jvp_rrelu_with_noise_backward(result, grad_output, self, noise, lower, upper, training, self_is_result):
    """rrelu_with_noise_backward(Tensor grad_output, Tensor self, Tensor noise, Scalar lower, Scalar upper,
        bool training, bool self_is_result) -> Tensor   [derivatives.yaml:5266]
        result: rrelu_with_noise_backward(grad_output_t, self_p, noise, lower, upper, training, self_is_result)
    """
    grad_output_t = tangent_of(grad_output)
    self_t = tangent_of(self)
    if grad_output_t is None and self_t is None:
        return None
    with paused():
        if grad_output_t is None:
            grad_output_t = zero_tangent(grad_output)
        result_tangent = ops.rrelu_with_noise_backward(grad_output_t, self, noise, lower, upper, training,
                                                       self_is_result)
    return (result_tangent,)


def jvp_max_pool3d_with_indices(values, indices, self, kernel_size, stride=(), padding=0, dilation=1, ceil_mode=False):
    """max_pool3d_with_indices(Tensor self, int[3] kernel_size, int[3] stride=[], int[3] padding=0, int[3] dilation=1,
        bool ceil_mode=False) -> (Tensor values, Tensor indices)   [derivatives.yaml:5300]
        values: self_t.flatten(-3).gather(-1, indices.flatten(-3)).reshape(values.shape)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        values_tangent = self_t.flatten(-3).gather(-1, indices.flatten(-3)).reshape(values.shape)
    return (values_tangent, None)


def jvp_max_pool3d_with_indices_backward(result, grad_output, self, kernel_size, stride, padding, dilation, ceil_mode,
                                         indices):
    """max_pool3d_with_indices_backward(Tensor grad_output, Tensor self, int[3] kernel_size, int[3] stride,
        int[3] padding, int[3] dilation, bool ceil_mode, Tensor indices) -> Tensor   [derivatives.yaml:5310]
        result: max_pool3d_with_indices_backward(grad_output_t, self_p, kernel_size, stride, padding, dilation,
            ceil_mode, indices)
    """
    grad_output_t = tangent_of(grad_output)
    self_t = tangent_of(self)
    if grad_output_t is None and self_t is None:
        return None
    with paused():
        if grad_output_t is None:
            grad_output_t = zero_tangent(grad_output)
        result_tangent = ops.max_pool3d_with_indices_backward(grad_output_t, self, kernel_size, stride, padding,
                                                              dilation, ceil_mode, indices)
    return (result_tangent,)


def jvp_avg_pool3d(result, input, kernel_size, stride=None, padding=0, ceil_mode=False, count_include_pad=True,
                   divisor_override=None):
    """avg_pool3d(Tensor input, int[3] kernel_size, int[3]? stride=None, int[3] padding=0, bool ceil_mode=False,
        bool count_include_pad=True, int? divisor_override=None) -> Tensor   [derivatives.yaml:5328]
        result: auto_linear
    """
    input_t = tangent_of(input)
    if input_t is None:
        return None
    with paused():
        if input_t is None:
            input_t = zero_tangent(input)
        result_tangent = ops.avg_pool3d(input_t, kernel_size, stride, padding, ceil_mode, count_include_pad,
                                        divisor_override)
    return (result_tangent,)


def jvp_avg_pool3d_backward(result, grad_output, self, kernel_size, stride, padding, ceil_mode, count_include_pad,
                            divisor_override):
    """avg_pool3d_backward(Tensor grad_output, Tensor self, int[3] kernel_size, int[3] stride, int[3] padding,
        bool ceil_mode, bool count_include_pad, int? divisor_override) -> Tensor   [derivatives.yaml:5339]
        result: avg_pool3d_backward(grad_output_t, self_p, kernel_size, stride, padding, ceil_mode,
            count_include_pad, divisor_override)
    """
    grad_output_t = tangent_of(grad_output)
    self_t = tangent_of(self)
    if grad_output_t is None and self_t is None:
        return None
    with paused():
        if grad_output_t is None:
            grad_output_t = zero_tangent(grad_output)
        result_tangent = ops.avg_pool3d_backward(grad_output_t, self, kernel_size, stride, padding, ceil_mode,
                                                 count_include_pad, divisor_override)
    return (result_tangent,)


def jvp_adaptive_avg_pool3d(result, self, output_size):
    """_adaptive_avg_pool3d(Tensor self, int[3] output_size) -> Tensor   [derivatives.yaml:5356]
        result: auto_linear
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = ops._adaptive_avg_pool3d(self_t, output_size)
    return (result_tangent,)


def jvp_adaptive_avg_pool3d_backward(result, grad_output, self):
    """_adaptive_avg_pool3d_backward(Tensor grad_output, Tensor self) -> Tensor   [derivatives.yaml:5365]
        result: _adaptive_avg_pool3d_backward(grad_output_t, self_p)
    """
    grad_output_t = tangent_of(grad_output)
    self_t = tangent_of(self)
    if grad_output_t is None and self_t is None:
        return None
    with paused():
        if grad_output_t is None:
            grad_output_t = zero_tangent(grad_output)
        result_tangent = ops._adaptive_avg_pool3d_backward(grad_output_t, self)
    return (result_tangent,)


def jvp_adaptive_max_pool3d(values, indices, self, output_size):
    """adaptive_max_pool3d(Tensor self, int[3] output_size) -> (Tensor values, Tensor indices)   [derivatives.yaml:5375]
        values: self_t.flatten(-3).gather(-1, indices.flatten(-3)).reshape(values.shape)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        values_tangent = self_t.flatten(-3).gather(-1, indices.flatten(-3)).reshape(values.shape)
    return (values_tangent, None)


def jvp_adaptive_max_pool3d_backward(result, grad_output, self, indices):
    """adaptive_max_pool3d_backward(Tensor grad_output, Tensor self, Tensor indices) -> Tensor   [derivatives.yaml:5385]
        result: adaptive_max_pool3d_backward(grad_output_t, self_p, indices)
    """
    grad_output_t = tangent_of(grad_output)
    self_t = tangent_of(self)
    if grad_output_t is None and self_t is None:
        return None
    with paused():
        if grad_output_t is None:
            grad_output_t = zero_tangent(grad_output)
        result_tangent = ops.adaptive_max_pool3d_backward(grad_output_t, self, indices)
    return (result_tangent,)


def jvp_max_unpool2d(result, self, indices, output_size):
    """max_unpool2d(Tensor self, Tensor indices, int[2] output_size) -> Tensor   [derivatives.yaml:5398]
        result: auto_linear
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = ops.max_unpool2d(self_t, indices, output_size)
    return (result_tangent,)


def jvp_max_unpool3d(result, self, indices, output_size, stride, padding):
    """max_unpool3d(Tensor self, Tensor indices, int[3] output_size, int[3] stride,
        int[3] padding) -> Tensor   [derivatives.yaml:5409]
        result: auto_linear
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = ops.max_unpool3d(self_t, indices, output_size, stride, padding)
    return (result_tangent,)


def jvp_fractional_max_pool2d(output, indices, self, kernel_size, output_size, random_samples):
    """fractional_max_pool2d(Tensor self, int[2] kernel_size, int[2] output_size,
        Tensor random_samples) -> (Tensor output, Tensor indices)   [derivatives.yaml:5421]
        output: self_t.flatten(-2).gather(-1, indices.flatten(-2)).reshape(output.shape)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        output_tangent = self_t.flatten(-2).gather(-1, indices.flatten(-2)).reshape(output.shape)
    return (output_tangent, None)


def jvp_fractional_max_pool2d_backward(result, grad_output, self, kernel_size, output_size, indices):
    """fractional_max_pool2d_backward(Tensor grad_output, Tensor self, int[2] kernel_size, int[2] output_size,
        Tensor indices) -> Tensor   [derivatives.yaml:5431]
        result: fractional_max_pool2d_backward(grad_output_t, self_p, kernel_size, output_size, indices)
    """
    grad_output_t = tangent_of(grad_output)
    self_t = tangent_of(self)
    if grad_output_t is None and self_t is None:
        return None
    with paused():
        if grad_output_t is None:
            grad_output_t = zero_tangent(grad_output)
        result_tangent = ops.fractional_max_pool2d_backward(grad_output_t, self, kernel_size, output_size, indices)
    return (result_tangent,)


def jvp_fractional_max_pool3d(output, indices, self, kernel_size, output_size, random_samples):
    """fractional_max_pool3d(Tensor self, int[3] kernel_size, int[3] output_size,
        Tensor random_samples) -> (Tensor output, Tensor indices)   [derivatives.yaml:5442]
        output: self_t.flatten(-3).gather(-1, indices.flatten(-3)).reshape(output.shape)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        output_tangent = self_t.flatten(-3).gather(-1, indices.flatten(-3)).reshape(output.shape)
    return (output_tangent, None)


def jvp_fractional_max_pool3d_backward(result, grad_output, self, kernel_size, output_size, indices):
    """fractional_max_pool3d_backward(Tensor grad_output, Tensor self, int[3] kernel_size, int[3] output_size,
        Tensor indices) -> Tensor   [derivatives.yaml:5452]
        result: fractional_max_pool3d_backward(grad_output_t, self_p, kernel_size, output_size, indices)
    """
    grad_output_t = tangent_of(grad_output)
    self_t = tangent_of(self)
    if grad_output_t is None and self_t is None:
        return None
    with paused():
        if grad_output_t is None:
            grad_output_t = zero_tangent(grad_output)
        result_tangent = ops.fractional_max_pool3d_backward(grad_output_t, self, kernel_size, output_size, indices)
    return (result_tangent,)


def jvp_reflection_pad3d(result, self, padding):
    """reflection_pad3d(Tensor self, int[6] padding) -> Tensor   [derivatives.yaml:5464]
        result: auto_linear
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = ops.reflection_pad3d(self_t, padding)
    return (result_tangent,)


def jvp_reflection_pad3d_backward(result, grad_output, self, padding):
    """reflection_pad3d_backward(Tensor grad_output, Tensor self, int[6] padding) -> Tensor   [derivatives.yaml:5473]
        result: reflection_pad3d_backward(grad_output_t, self_p, padding)
    """
    grad_output_t = tangent_of(grad_output)
    self_t = tangent_of(self)
    if grad_output_t is None and self_t is None:
        return None
    with paused():
        if grad_output_t is None:
            grad_output_t = zero_tangent(grad_output)
        result_tangent = ops.reflection_pad3d_backward(grad_output_t, self, padding)
    return (result_tangent,)


def jvp_replication_pad3d(result, self, padding):
    """replication_pad3d(Tensor self, int[6] padding) -> Tensor   [derivatives.yaml:5482]
        result: auto_linear
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = ops.replication_pad3d(self_t, padding)
    return (result_tangent,)


def jvp_replication_pad3d_backward(result, grad_output, self, padding):
    """replication_pad3d_backward(Tensor grad_output, Tensor self, int[6] padding) -> Tensor   [derivatives.yaml:5491]
        result: replication_pad3d_backward(grad_output_t, self_p, padding)
    """
    grad_output_t = tangent_of(grad_output)
    self_t = tangent_of(self)
    if grad_output_t is None and self_t is None:
        return None
    with paused():
        if grad_output_t is None:
            grad_output_t = zero_tangent(grad_output)
        result_tangent = ops.replication_pad3d_backward(grad_output_t, self, padding)
    return (result_tangent,)


def jvp_affine_grid_generator(result, theta, size, align_corners):
    """affine_grid_generator(Tensor theta, int[] size, bool align_corners) -> Tensor   [derivatives.yaml:5502]
        result: auto_linear
    """
    theta_t = tangent_of(theta)
    if theta_t is None:
        return None
    with paused():
        if theta_t is None:
            theta_t = zero_tangent(theta)
        result_tangent = ops.affine_grid_generator(theta_t, size, align_corners)
    return (result_tangent,)


def jvp_im2col(result, self, kernel_size, dilation, padding, stride):
    """im2col(Tensor self, int[2] kernel_size, int[2] dilation, int[2] padding,
        int[2] stride) -> Tensor   [derivatives.yaml:5514]
        result: auto_linear
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = ops.im2col(self_t, kernel_size, dilation, padding, stride)
    return (result_tangent,)


def jvp_col2im(result, self, output_size, kernel_size, dilation, padding, stride):
    """col2im(Tensor self, int[2] output_size, int[2] kernel_size, int[2] dilation, int[2] padding,
        int[2] stride) -> Tensor   [derivatives.yaml:5522]
        result: auto_linear
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = ops.col2im(self_t, output_size, kernel_size, dilation, padding, stride)
    return (result_tangent,)


def jvp_soft_margin_loss(result, self, target, reduction=1):
    """soft_margin_loss(Tensor self, Tensor target, int reduction=1) -> Tensor   [derivatives.yaml:5534]
        result: loss_jvp(soft_margin_loss_backward(self_t, self_p, target, 0), ("none", "mean", "sum")[reduction])
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = loss_jvp(ops.soft_margin_loss_backward(self_t, self, target, 0),
                                  ('none', 'mean', 'sum')[reduction])
    return (result_tangent,)


def jvp_fft_c2c(result, self, dim, normalization, forward):
    """_fft_c2c(Tensor self, int[] dim, int normalization, bool forward) -> Tensor   [derivatives.yaml:5626]
        result: auto_linear
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = ops._fft_c2c(self_t, dim, normalization, forward)
    return (result_tangent,)


def jvp_fft_r2c(result, self, dim, normalization, onesided):
    """_fft_r2c(Tensor self, int[] dim, int normalization, bool onesided) -> Tensor   [derivatives.yaml:5635]
        result: auto_linear
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = ops._fft_r2c(self_t, dim, normalization, onesided)
    return (result_tangent,)


def jvp_fft_c2r(result, self, dim, normalization, last_dim_size):
    """_fft_c2r(Tensor self, int[] dim, int normalization, int last_dim_size) -> Tensor   [derivatives.yaml:5646]
        result: auto_linear
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = ops._fft_c2r(self_t, dim, normalization, last_dim_size)
    return (result_tangent,)


def jvp_test_autograd_multiple_dispatch_fullcoverage(result, self):
    """_test_autograd_multiple_dispatch.fullcoverage(Tensor self) -> Tensor   [derivatives.yaml:5789]
        result: auto_linear
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = ops.__test_autograd_multiple_dispatch_fullcoverage(self_t)
    return (result_tangent,)
