# Generated from derivatives.yaml by `make generate`. Do not edit: change the table and regenerate.
"""Forward-mode formulas: one jvp_* function per entry of derivatives.yaml with a `result:` key.

Each returns its op's output tangents (None when no input carries a tangent). Ops call them
only while a dual level is active; formulas run with tangent propagation paused, on
gradtable's own ops, so a tangent is itself differentiable by backward.
"""
import math

from gradtable.autograd.forward_grad import paused, tangent_of, tangents_of, zero_tangent
from gradtable.generated import ops
from gradtable.ops.formula_helpers.core import (amax_backward, clamp_backward, clamp_jvp, cumprod_jvp,
                                                evenly_distribute_backward, logsumexp_backward, maybe_multiply,
                                                norm_backward, ones_like, pow_backward, pow_backward_exponent,
                                                pow_backward_self, prod_backward, reduction_jvp, var_jvp, zeros_like)
from gradtable.ops.formula_helpers.linalg import (cholesky_jvp, det_backward, eigh_jvp, qr_jvp, slogdet_backward,
                                                  solve_jvp, svd_jvp)
from gradtable.ops.formula_helpers.nn import (batch_norm_jvp, bce_with_logits_backward, bce_with_logits_target_backward,
                                              binary_cross_entropy_backward, binary_cross_entropy_target_backward,
                                              elu_backward, finite_mask, gelu_backward, gelu_slope_derivative,
                                              group_norm_jvp, hardswish_backward, huber_loss_backward, layer_norm_jvp,
                                              loss_jvp, loss_slope_backward, mish_backward, mse_loss_backward, nan_mask,
                                              silu_backward, smooth_l1_loss_backward, weight_norm_jvp)
from gradtable.ops.formula_helpers.nn_activation import (celu_input_scale, glu_jvp)
from gradtable.ops.formula_helpers.special import (i1_backward, i1e_backward, logit_backward, mvlgamma_backward,
                                                   sinc_backward, xlog1py_scalar_backward)


def jvp_add(result, self, other, *, alpha=1):
    """add(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor   [derivatives.yaml:115]
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
    """sub(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor   [derivatives.yaml:124]
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
    """rsub.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor   [derivatives.yaml:133]
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
    """rsub.Scalar(Tensor self, Scalar other, Scalar alpha=1) -> Tensor   [derivatives.yaml:141]
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
    """mul(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:149]
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
    """div(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:158]
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
    """neg(Tensor self) -> Tensor   [derivatives.yaml:167]
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
    """reciprocal(Tensor self) -> Tensor   [derivatives.yaml:174]
        result: -self_t * result * result   (auto_element_wise)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = -self_t * result * result
    return (result_tangent,)


def jvp_pow_Tensor_Scalar(result, self, exponent):
    """pow.Tensor_Scalar(Tensor self, Scalar exponent) -> Tensor   [derivatives.yaml:181]
        result: pow_backward(self_t, self, exponent)   (auto_element_wise)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = pow_backward(self_t, self, exponent)
    return (result_tangent,)


def jvp_pow_Tensor_Tensor(result, self, exponent):
    """pow.Tensor_Tensor(Tensor self, Tensor exponent) -> Tensor   [derivatives.yaml:189]
        result: pow_backward_self(self_t, self_p, exponent_p) + pow_backward_exponent(exponent_t, self_p,
            exponent_p, result)
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
        result_tangent = pow_backward_self(self_t, self,
                                           exponent) + pow_backward_exponent(exponent_t, self, exponent, result)
    return (result_tangent,)


def jvp_pow_Scalar(result, self, exponent):
    """pow.Scalar(Scalar self, Tensor exponent) -> Tensor   [derivatives.yaml:197]
        result: pow_backward_exponent(exponent_t, self, exponent, result)   (auto_element_wise)
    """
    exponent_t = tangent_of(exponent)
    if exponent_t is None:
        return None
    with paused():
        if exponent_t is None:
            exponent_t = zero_tangent(exponent)
        result_tangent = pow_backward_exponent(exponent_t, self, exponent, result)
    return (result_tangent,)


def jvp_div_Scalar(result, self, other):
    """div.Scalar(Tensor self, Scalar other) -> Tensor   [derivatives.yaml:204]
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
    """div.Tensor_mode(Tensor self, Tensor other, *, str? rounding_mode) -> Tensor   [derivatives.yaml:211]
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
    """maximum(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:226]
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
    """minimum(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:234]
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
    """fmax(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:242]
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
    """fmin(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:250]
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
    """atan2(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:258]
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
    """hypot(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:269]
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
    """xlogy.Tensor(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:277]
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
    """xlogy.Scalar_Self(Scalar self, Tensor other) -> Tensor   [derivatives.yaml:285]
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
    """xlogy.Scalar_Other(Tensor self, Scalar other) -> Tensor   [derivatives.yaml:291]
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
    """remainder.Scalar(Tensor self, Scalar other) -> Tensor   [derivatives.yaml:297]
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
    """remainder.Tensor(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:303]
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
    """fmod.Scalar(Tensor self, Scalar other) -> Tensor   [derivatives.yaml:320]
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
    """fmod.Tensor(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:326]
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
    """lerp.Scalar(Tensor self, Tensor end, Scalar weight) -> Tensor   [derivatives.yaml:334]
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
    """lerp.Tensor(Tensor self, Tensor end, Tensor weight) -> Tensor   [derivatives.yaml:342]
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
    """masked_fill.Scalar(Tensor self, Tensor mask, Scalar value) -> Tensor   [derivatives.yaml:351]
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
    """masked_fill.Tensor(Tensor self, Tensor mask, Tensor value) -> Tensor   [derivatives.yaml:360]
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
    """exp(Tensor self) -> Tensor   [derivatives.yaml:375]
        result: self_t * result   (auto_element_wise)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = self_t * result
    return (result_tangent,)


def jvp_log(result, self):
    """log(Tensor self) -> Tensor   [derivatives.yaml:381]
        result: self_t / self   (auto_element_wise)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = self_t / self
    return (result_tangent,)


def jvp_sqrt(result, self):
    """sqrt(Tensor self) -> Tensor   [derivatives.yaml:388]
        result: self_t / (2 * result)   (auto_element_wise)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = self_t / (2 * result)
    return (result_tangent,)


def jvp_abs(result, self):
    """abs(Tensor self) -> Tensor   [derivatives.yaml:395]
        result: self_t * sign(self)   (auto_element_wise)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = self_t * ops.sign(self)
    return (result_tangent,)


def jvp_sign(result, self):
    """sign(Tensor self) -> Tensor   [derivatives.yaml:402]
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
    """sin(Tensor self) -> Tensor   [derivatives.yaml:408]
        result: self_t * cos(self)   (auto_element_wise)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = self_t * ops.cos(self)
    return (result_tangent,)


def jvp_cos(result, self):
    """cos(Tensor self) -> Tensor   [derivatives.yaml:414]
        result: self_t * -sin(self)   (auto_element_wise)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = self_t * -ops.sin(self)
    return (result_tangent,)


def jvp_tanh(result, self):
    """tanh(Tensor self) -> Tensor   [derivatives.yaml:420]
        result: self_t * (1 - result * result)   (auto_element_wise)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = self_t * (1 - result * result)
    return (result_tangent,)


def jvp_sigmoid(result, self):
    """sigmoid(Tensor self) -> Tensor   [derivatives.yaml:426]
        result: self_t * result * (1 - result)   (auto_element_wise)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = self_t * result * (1 - result)
    return (result_tangent,)


def jvp_relu(result, self):
    """relu(Tensor self) -> Tensor   [derivatives.yaml:433]
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
    """threshold_backward(Tensor grad_output, Tensor self, Scalar threshold) -> Tensor   [derivatives.yaml:439]
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
    """clamp.Tensor(Tensor self, Tensor? min=None, Tensor? max=None) -> Tensor   [derivatives.yaml:448]
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
    """clamp(Tensor self, Scalar? min=None, Scalar? max=None) -> Tensor   [derivatives.yaml:457]
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
    """exp2(Tensor self) -> Tensor   [derivatives.yaml:465]
        result: self_t * result * math.log(2.0)   (auto_element_wise)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = self_t * result * math.log(2.0)
    return (result_tangent,)


def jvp_expm1(result, self):
    """expm1(Tensor self) -> Tensor   [derivatives.yaml:471]
        result: self_t * (result + 1)   (auto_element_wise)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = self_t * (result + 1)
    return (result_tangent,)


def jvp_log2(result, self):
    """log2(Tensor self) -> Tensor   [derivatives.yaml:477]
        result: self_t / (self * math.log(2.0))   (auto_element_wise)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = self_t / (self * math.log(2.0))
    return (result_tangent,)


def jvp_log10(result, self):
    """log10(Tensor self) -> Tensor   [derivatives.yaml:484]
        result: self_t / (self * math.log(10.0))   (auto_element_wise)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = self_t / (self * math.log(10.0))
    return (result_tangent,)


def jvp_log1p(result, self):
    """log1p(Tensor self) -> Tensor   [derivatives.yaml:491]
        result: self_t / (self + 1)   (auto_element_wise)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = self_t / (self + 1)
    return (result_tangent,)


def jvp_rsqrt(result, self):
    """rsqrt(Tensor self) -> Tensor   [derivatives.yaml:498]
        result: -0.5 * self_t * result * result * result   (auto_element_wise)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = -0.5 * self_t * result * result * result
    return (result_tangent,)


def jvp_tan(result, self):
    """tan(Tensor self) -> Tensor   [derivatives.yaml:505]
        result: self_t * (1 + result * result)   (auto_element_wise)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = self_t * (1 + result * result)
    return (result_tangent,)


def jvp_asin(result, self):
    """asin(Tensor self) -> Tensor   [derivatives.yaml:512]
        result: self_t * rsqrt(-self * self + 1)   (auto_element_wise)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = self_t * ops.rsqrt(-self * self + 1)
    return (result_tangent,)


def jvp_acos(result, self):
    """acos(Tensor self) -> Tensor   [derivatives.yaml:519]
        result: self_t * -rsqrt(-self * self + 1)   (auto_element_wise)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = self_t * -ops.rsqrt(-self * self + 1)
    return (result_tangent,)


def jvp_atan(result, self):
    """atan(Tensor self) -> Tensor   [derivatives.yaml:526]
        result: self_t / (self * self + 1)   (auto_element_wise)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = self_t / (self * self + 1)
    return (result_tangent,)


def jvp_sinh(result, self):
    """sinh(Tensor self) -> Tensor   [derivatives.yaml:532]
        result: self_t * cosh(self)   (auto_element_wise)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = self_t * ops.cosh(self)
    return (result_tangent,)


def jvp_cosh(result, self):
    """cosh(Tensor self) -> Tensor   [derivatives.yaml:538]
        result: self_t * sinh(self)   (auto_element_wise)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = self_t * ops.sinh(self)
    return (result_tangent,)


def jvp_asinh(result, self):
    """asinh(Tensor self) -> Tensor   [derivatives.yaml:544]
        result: self_t * rsqrt(self * self + 1)   (auto_element_wise)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = self_t * ops.rsqrt(self * self + 1)
    return (result_tangent,)


def jvp_acosh(result, self):
    """acosh(Tensor self) -> Tensor   [derivatives.yaml:549]
        result: self_t * rsqrt(self * self - 1)   (auto_element_wise)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = self_t * ops.rsqrt(self * self - 1)
    return (result_tangent,)


def jvp_atanh(result, self):
    """atanh(Tensor self) -> Tensor   [derivatives.yaml:555]
        result: self_t / (1 - self * self)   (auto_element_wise)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = self_t / (1 - self * self)
    return (result_tangent,)


def jvp_erf(result, self):
    """erf(Tensor self) -> Tensor   [derivatives.yaml:561]
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
    """erfc(Tensor self) -> Tensor   [derivatives.yaml:567]
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
    """erfinv(Tensor self) -> Tensor   [derivatives.yaml:573]
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
    """lgamma(Tensor self) -> Tensor   [derivatives.yaml:581]
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
    """digamma(Tensor self) -> Tensor   [derivatives.yaml:588]
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
    """polygamma(int n, Tensor self) -> Tensor   [derivatives.yaml:595]
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
    """i0(Tensor self) -> Tensor   [derivatives.yaml:602]
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
    """sinc(Tensor self) -> Tensor   [derivatives.yaml:608]
        result: sinc_backward(self_t, self)   (auto_element_wise)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = sinc_backward(self_t, self)
    return (result_tangent,)


def jvp_logit(result, self, eps=None):
    """logit(Tensor self, float? eps=None) -> Tensor   [derivatives.yaml:615]
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
    """mvlgamma(Tensor self, int p) -> Tensor   [derivatives.yaml:622]
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
    """special_ndtri(Tensor self) -> Tensor   [derivatives.yaml:655]
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
    """special_log_ndtr(Tensor self) -> Tensor   [derivatives.yaml:663]
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
    """special_erfcx(Tensor self) -> Tensor   [derivatives.yaml:670]
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
    """special_i0e(Tensor self) -> Tensor   [derivatives.yaml:677]
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
    """special_i1(Tensor self) -> Tensor   [derivatives.yaml:685]
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
    """special_i1e(Tensor self) -> Tensor   [derivatives.yaml:692]
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
    """special_entr(Tensor self) -> Tensor   [derivatives.yaml:700]
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
    """special_xlog1py(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:708]
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
    """special_xlog1py.self_scalar(Scalar self, Tensor other) -> Tensor   [derivatives.yaml:717]
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
    """special_xlog1py.other_scalar(Tensor self, Scalar other) -> Tensor   [derivatives.yaml:725]
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
    """floor(Tensor self) -> Tensor   [derivatives.yaml:1095]
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
    """ceil(Tensor self) -> Tensor   [derivatives.yaml:1101]
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
    """round(Tensor self) -> Tensor   [derivatives.yaml:1107]
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
    """round.decimals(Tensor self, *, int decimals) -> Tensor   [derivatives.yaml:1113]
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
    """trunc(Tensor self) -> Tensor   [derivatives.yaml:1119]
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
    """frac(Tensor self) -> Tensor   [derivatives.yaml:1125]
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
    """clamp_min(Tensor self, Scalar min) -> Tensor   [derivatives.yaml:1132]
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
    """clamp_min.Tensor(Tensor self, Tensor min) -> Tensor   [derivatives.yaml:1139]
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
    """clamp_max(Tensor self, Scalar max) -> Tensor   [derivatives.yaml:1146]
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
    """clamp_max.Tensor(Tensor self, Tensor max) -> Tensor   [derivatives.yaml:1153]
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
        float? neginf=None) -> Tensor   [derivatives.yaml:1160]
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
    """hardtanh(Tensor self, Scalar min_val=-1, Scalar max_val=1) -> Tensor   [derivatives.yaml:1170]
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
        Scalar max_val) -> Tensor   [derivatives.yaml:1183]
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
        bool self_is_result) -> Tensor   [derivatives.yaml:1192]
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
    """leaky_relu(Tensor self, Scalar negative_slope=0.01) -> Tensor   [derivatives.yaml:1214]
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
    """elu(Tensor self, Scalar alpha=1, Scalar scale=1, Scalar input_scale=1) -> Tensor   [derivatives.yaml:1222]
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
    """celu(Tensor self, Scalar alpha=1.0) -> Tensor   [derivatives.yaml:1230]
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
    """gelu(Tensor input, *, str approximate="none") -> Tensor   [derivatives.yaml:1238]
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
    """silu(Tensor self) -> Tensor   [derivatives.yaml:1247]
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
    """mish(Tensor self) -> Tensor   [derivatives.yaml:1256]
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
    """softplus(Tensor input, Scalar beta=1, Scalar threshold=20) -> Tensor   [derivatives.yaml:1265]
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
    """hardsigmoid(Tensor self) -> Tensor   [derivatives.yaml:1280]
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
    """hardswish(Tensor self) -> Tensor   [derivatives.yaml:1289]
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
    """log_sigmoid(Tensor self) -> Tensor   [derivatives.yaml:1298]
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
    """sum(Tensor self, *, ScalarType? dtype=None) -> Tensor   [derivatives.yaml:1396]
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
        ScalarType? dtype=None) -> Tensor   [derivatives.yaml:1402]
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
    """mean(Tensor self, *, ScalarType? dtype=None) -> Tensor   [derivatives.yaml:1409]
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
        ScalarType? dtype=None) -> Tensor   [derivatives.yaml:1415]
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
        Scalar? correction=None) -> Tensor   [derivatives.yaml:1422]
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
        Scalar? correction=None) -> Tensor   [derivatives.yaml:1429]
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
    """max.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)   [derivatives.yaml:1436]
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
    """max(Tensor self) -> Tensor   [derivatives.yaml:1444]
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
    """min.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)   [derivatives.yaml:1454]
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
    """min(Tensor self) -> Tensor   [derivatives.yaml:1462]
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
    """softmax.int(Tensor self, int dim, ScalarType? dtype=None) -> Tensor   [derivatives.yaml:1472]
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
    """log_softmax.int(Tensor self, int dim, ScalarType? dtype=None) -> Tensor   [derivatives.yaml:1479]
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
    """prod(Tensor self, *, ScalarType? dtype=None) -> Tensor   [derivatives.yaml:1486]
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
        ScalarType? dtype=None) -> Tensor   [derivatives.yaml:1494]
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
    """amax(Tensor self, int[1] dim=[], bool keepdim=False) -> Tensor   [derivatives.yaml:1503]
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
    """amin(Tensor self, int[1] dim=[], bool keepdim=False) -> Tensor   [derivatives.yaml:1510]
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
    """logsumexp(Tensor self, int[1] dim, bool keepdim=False) -> Tensor   [derivatives.yaml:1535]
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
        ScalarType? dtype=None) -> Tensor   [derivatives.yaml:1542]
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


def jvp_norm_ScalarOpt_dim(result, self, p, dim, keepdim=False):
    """norm.ScalarOpt_dim(Tensor self, Scalar? p, int[1] dim, bool keepdim=False) -> Tensor   [derivatives.yaml:1561]
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
    """cumsum(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor   [derivatives.yaml:1595]
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
    """cumprod(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor   [derivatives.yaml:1602]
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


def jvp_sort_default(values, indices, self, dim=-1, descending=False):
    """sort(Tensor self, int dim=-1, bool descending=False) -> (Tensor values, Tensor indices)   [derivatives.yaml:1623]
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
        Tensor indices)   [derivatives.yaml:1631]
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
        Tensor indices)   [derivatives.yaml:1645]
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
    """mm(Tensor self, Tensor mat2) -> Tensor   [derivatives.yaml:1702]
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
    """bmm(Tensor self, Tensor mat2) -> Tensor   [derivatives.yaml:1711]
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
    """mv(Tensor self, Tensor vec) -> Tensor   [derivatives.yaml:1720]
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
    """dot(Tensor self, Tensor tensor) -> Tensor   [derivatives.yaml:1728]
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
    """trace(Tensor self) -> Tensor   [derivatives.yaml:1744]
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
    """diagonal(Tensor(a) self, int offset=0, int dim1=0, int dim2=1) -> Tensor(a)   [derivatives.yaml:1753]
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
    """diagonal_copy(Tensor self, int offset=0, int dim1=0, int dim2=1) -> Tensor   [derivatives.yaml:1760]
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
        int dim2) -> Tensor   [derivatives.yaml:1768]
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
    """diag_embed(Tensor self, int offset=0, int dim1=-2, int dim2=-1) -> Tensor   [derivatives.yaml:1776]
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
    """tril(Tensor self, int diagonal=0) -> Tensor   [derivatives.yaml:1787]
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
    """triu(Tensor self, int diagonal=0) -> Tensor   [derivatives.yaml:1794]
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
    """linalg_inv_ex(Tensor A, *, bool check_errors=False) -> (Tensor inverse, Tensor info)   [derivatives.yaml:1801]
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
    """linalg_det(Tensor A) -> Tensor   [derivatives.yaml:1824]
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
    """linalg_slogdet(Tensor A) -> (Tensor sign, Tensor logabsdet)   [derivatives.yaml:1837]
        sign: zeros_like(sign)
        logabsdet: reduction_jvp(slogdet_backward(ones_like(logabsdet), A_p), A_t, (-2, -1), False)
    """
    A_t = tangent_of(A)
    if A_t is None:
        return None
    with paused():
        if A_t is None:
            A_t = zero_tangent(A)
        sign_tangent = zeros_like(sign)
        logabsdet_tangent = reduction_jvp(slogdet_backward(ones_like(logabsdet), A), A_t, (-2, -1), False)
    return (sign_tangent, logabsdet_tangent)


def jvp_linalg_solve_ex(result, info, A, B, *, left=True, check_errors=False):
    """linalg_solve_ex(Tensor A, Tensor B, *, bool left=True, bool check_errors=False) -> (Tensor result,
        Tensor info)   [derivatives.yaml:1856]
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
        Tensor info)   [derivatives.yaml:1873]
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
    """linalg_qr(Tensor A, str mode="reduced") -> (Tensor Q, Tensor R)   [derivatives.yaml:1891]
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
    """linalg_eigh(Tensor A, str UPLO="L") -> (Tensor eigenvalues, Tensor eigenvectors)   [derivatives.yaml:1901]
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


def jvp_linalg_svd(U, S, Vh, A, full_matrices=True):
    """linalg_svd(Tensor A, bool full_matrices=True) -> (Tensor U, Tensor S, Tensor Vh)   [derivatives.yaml:1918]
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


def jvp_t(result, self):
    """t(Tensor(a) self) -> Tensor(a)   [derivatives.yaml:1944]
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
    """transpose.int(Tensor(a) self, int dim0, int dim1) -> Tensor(a)   [derivatives.yaml:1951]
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
    """view(Tensor(a) self, int[] size) -> Tensor(a)   [derivatives.yaml:1958]
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
    """_unsafe_view(Tensor self, int[] size) -> Tensor   [derivatives.yaml:1966]
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


def jvp_expand(result, self, size):
    """expand(Tensor(a) self, int[] size) -> Tensor(a)   [derivatives.yaml:1982]
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
    """squeeze(Tensor(a) self) -> Tensor(a)   [derivatives.yaml:1990]
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
    """squeeze.dim(Tensor(a) self, int dim) -> Tensor(a)   [derivatives.yaml:1997]
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
    """squeeze.dims(Tensor(a) self, int[] dim) -> Tensor(a)   [derivatives.yaml:2004]
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
    """unsqueeze(Tensor(a) self, int dim) -> Tensor(a)   [derivatives.yaml:2011]
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


def jvp_cat(result, tensors, dim=0):
    """cat(Tensor[] tensors, int dim=0) -> Tensor   [derivatives.yaml:2018]
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
    """stack(Tensor[] tensors, int dim=0) -> Tensor   [derivatives.yaml:2026]
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
    """unbind.int(Tensor(a -> *) self, int dim=0) -> Tensor(a)[]   [derivatives.yaml:2034]
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


def jvp_clone(result, self):
    """clone(Tensor self) -> Tensor   [derivatives.yaml:2041]
        result: auto_linear
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = ops.clone(self_t)
    return (result_tangent,)


def jvp_to_copy(result, self, dtype=None):
    """_to_copy(Tensor self, ScalarType? dtype=None) -> Tensor   [derivatives.yaml:2047]
        result: auto_linear
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = ops._to_copy(self_t, dtype)
    return (result_tangent,)


def jvp_where_self(result, condition, self, other):
    """where.self(Tensor condition, Tensor self, Tensor other) -> Tensor   [derivatives.yaml:2054]
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
    """permute(Tensor(a) self, int[] dims) -> Tensor(a)   [derivatives.yaml:2068]
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
    """repeat(Tensor self, int[] repeats) -> Tensor   [derivatives.yaml:2096]
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
    """flip(Tensor self, int[] dims) -> Tensor   [derivatives.yaml:2108]
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
    """roll(Tensor self, int[1] shifts, int[1] dims=[]) -> Tensor   [derivatives.yaml:2115]
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
    """split.Tensor(Tensor(a -> *) self, int split_size, int dim=0) -> Tensor(a)[]   [derivatives.yaml:2122]
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
    """split_with_sizes(Tensor(a -> *) self, int[] split_sizes, int dim=0) -> Tensor(a)[]   [derivatives.yaml:2133]
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
    """select.int(Tensor(a) self, int dim, int index) -> Tensor(a)   [derivatives.yaml:2149]
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
    """select_backward(Tensor grad_output, int[] input_sizes, int dim, int index) -> Tensor   [derivatives.yaml:2156]
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
    """slice.Tensor(Tensor(a) self, int dim=0, int? start=None, int? end=None,
        int step=1) -> Tensor(a)   [derivatives.yaml:2164]
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
        int step) -> Tensor   [derivatives.yaml:2172]
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
    """index.Tensor(Tensor self, Index indices) -> Tensor   [derivatives.yaml:2180]
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
    """index_put_zeros(Tensor grad_output, int[] input_sizes, Index indices) -> Tensor   [derivatives.yaml:2188]
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
    """alias(Tensor(a) self) -> Tensor(a)   [derivatives.yaml:2196]
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
    """index_select(Tensor self, int dim, Tensor index) -> Tensor   [derivatives.yaml:2203]
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
        Scalar alpha=1) -> Tensor   [derivatives.yaml:2211]
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
    """gather(Tensor self, int dim, Tensor index, *, bool sparse_grad=False) -> Tensor   [derivatives.yaml:2220]
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
    """scatter.src(Tensor self, int dim, Tensor index, Tensor src) -> Tensor   [derivatives.yaml:2228]
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
    """scatter.value(Tensor self, int dim, Tensor index, Scalar value) -> Tensor   [derivatives.yaml:2238]
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
    """scatter_add(Tensor self, int dim, Tensor index, Tensor src) -> Tensor   [derivatives.yaml:2247]
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
    """masked_select(Tensor self, Tensor mask) -> Tensor   [derivatives.yaml:2261]
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
    """index_put(Tensor self, Index indices, Tensor values, bool accumulate=False) -> Tensor   [derivatives.yaml:2282]
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
    """fill.Scalar(Tensor self, Scalar value) -> Tensor   [derivatives.yaml:2293]
        result: zeros_like(result)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        result_tangent = zeros_like(result)
    return (result_tangent,)


def jvp_fill_Tensor(result, self, value):
    """fill.Tensor(Tensor self, Tensor value) -> Tensor   [derivatives.yaml:2301]
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
    """fill_.Scalar(Tensor(a!) self, Scalar value) -> Tensor(a!)   [derivatives.yaml:2309]
        result: zeros_like(result)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        result_tangent = zeros_like(result)
    return (result_tangent,)


def jvp_fill__Tensor(result, self, value):
    """fill_.Tensor(Tensor(a!) self, Tensor value) -> Tensor(a!)   [derivatives.yaml:2317]
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
    """zero_(Tensor(a!) self) -> Tensor(a!)   [derivatives.yaml:2324]
        result: zeros_like(result)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        result_tangent = zeros_like(result)
    return (result_tangent,)


def jvp_copy_(result, self, src, non_blocking=False):
    """copy_(Tensor(a!) self, Tensor src, bool non_blocking=False) -> Tensor(a!)   [derivatives.yaml:2331]
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


def jvp_mse_loss_default(result, self, target, reduction=1):
    """mse_loss(Tensor self, Tensor target, int reduction=1) -> Tensor   [derivatives.yaml:2352]
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


def jvp_binary_cross_entropy_with_logits(result, input, target, weight=None, pos_weight=None, reduction='mean'):
    """binary_cross_entropy_with_logits(Tensor input, Tensor target, Tensor? weight=None, Tensor? pos_weight=None,
        str reduction="mean") -> Tensor   [derivatives.yaml:2362]
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
        bool transposed, int[] output_padding, int groups) -> Tensor   [derivatives.yaml:2377]
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


def jvp_convolution_backward_weight(result, input, grad_output, weight_size, stride, padding, dilation, groups):
    """convolution_backward_weight(Tensor input, Tensor grad_output, int[] weight_size, int[] stride, int[] padding,
        int[] dilation, int groups) -> Tensor   [derivatives.yaml:2389]
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
    """constant_pad_nd(Tensor self, int[] pad, Scalar value=0) -> Tensor   [derivatives.yaml:2447]
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
        bool ceil_mode=False) -> (Tensor values, Tensor indices)   [derivatives.yaml:2455]
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
        int[2] padding, int[2] dilation, bool ceil_mode, Tensor indices) -> Tensor   [derivatives.yaml:2464]
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
        bool count_include_pad=True, int? divisor_override=None) -> Tensor   [derivatives.yaml:2481]
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
        bool ceil_mode, bool count_include_pad, int? divisor_override) -> Tensor   [derivatives.yaml:2491]
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
    """_adaptive_avg_pool2d(Tensor self, int[2] output_size) -> Tensor   [derivatives.yaml:2506]
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
    """_adaptive_avg_pool2d_backward(Tensor grad_output, Tensor self) -> Tensor   [derivatives.yaml:2514]
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
    """adaptive_max_pool2d(Tensor self, int[2] output_size) -> (Tensor values, Tensor indices)   [derivatives.yaml:2525]
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
    """adaptive_max_pool2d_backward(Tensor grad_output, Tensor self, Tensor indices) -> Tensor   [derivatives.yaml:2534]
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
        Tensor total_weight)   [derivatives.yaml:2555]
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
        int ignore_index) -> (Tensor output, Tensor total_weight)   [derivatives.yaml:2567]
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
        float beta=1.0) -> Tensor   [derivatives.yaml:2605]
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
    """_loss_slope(Tensor self, Tensor target, float bound, float outer) -> Tensor   [derivatives.yaml:2621]
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
    """_gelu_slope(Tensor self, str approximate="none") -> Tensor   [derivatives.yaml:2633]
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
    """huber_loss(Tensor self, Tensor target, int reduction=1, float delta=1.0) -> Tensor   [derivatives.yaml:2650]
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
        bool? reduce=None, str reduction="mean") -> Tensor   [derivatives.yaml:2660]
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
        Scalar alpha=1) -> Tensor   [derivatives.yaml:2674]
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
        bool sparse=False) -> Tensor   [derivatives.yaml:2698]
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
        bool scale_grad_by_freq) -> Tensor   [derivatives.yaml:2707]
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


def jvp_native_layer_norm(out, mean, rstd, input, normalized_shape, weight, bias, eps):
    """native_layer_norm(Tensor input, int[] normalized_shape, Tensor? weight, Tensor? bias, float eps) -> (Tensor out,
        Tensor mean, Tensor rstd)   [derivatives.yaml:2732]
        out: layer_norm_jvp(input_t, weight_t, bias_t, input_p, weight_p, normalized_shape, eps)
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
        out_tangent = layer_norm_jvp(input_t, weight_t, bias_t, input, weight, normalized_shape, eps)
    return (out_tangent, None, None)


def jvp_native_batch_norm(out, save_mean, save_invstd, input, weight, bias, running_mean, running_var, training,
                          momentum, eps):
    """native_batch_norm(Tensor input, Tensor? weight, Tensor? bias, Tensor? running_mean, Tensor? running_var,
        bool training, float momentum, float eps) -> (Tensor out, Tensor save_mean,
        Tensor save_invstd)   [derivatives.yaml:2748]
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
        float eps) -> (Tensor out, Tensor mean, Tensor rstd)   [derivatives.yaml:2764]
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
    """_weight_norm_interface(Tensor v, Tensor g, int dim=0) -> (Tensor w, Tensor norms)   [derivatives.yaml:2786]
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
    """reflection_pad1d(Tensor self, int[2] padding) -> Tensor   [derivatives.yaml:2827]
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
    """reflection_pad1d_backward(Tensor grad_output, Tensor self, int[2] padding) -> Tensor   [derivatives.yaml:2836]
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
    """reflection_pad2d(Tensor self, int[4] padding) -> Tensor   [derivatives.yaml:2845]
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
    """reflection_pad2d_backward(Tensor grad_output, Tensor self, int[4] padding) -> Tensor   [derivatives.yaml:2854]
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
    """replication_pad1d(Tensor self, int[2] padding) -> Tensor   [derivatives.yaml:2863]
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
    """replication_pad1d_backward(Tensor grad_output, Tensor self, int[2] padding) -> Tensor   [derivatives.yaml:2872]
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
    """replication_pad2d(Tensor self, int[4] padding) -> Tensor   [derivatives.yaml:2881]
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
    """replication_pad2d_backward(Tensor grad_output, Tensor self, int[4] padding) -> Tensor   [derivatives.yaml:2890]
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


def jvp_elu_(result, self, alpha=1, scale=1, input_scale=1):
    """elu_(Tensor(a!) self, Scalar alpha=1, Scalar scale=1,
        Scalar input_scale=1) -> Tensor(a!)   [derivatives.yaml:2907]
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
    """celu_(Tensor(a!) self, Scalar alpha=1.0) -> Tensor(a!)   [derivatives.yaml:2916]
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
    """leaky_relu_(Tensor(a!) self, Scalar negative_slope=0.01) -> Tensor(a!)   [derivatives.yaml:2924]
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
    """threshold(Tensor self, Scalar threshold, Scalar value) -> Tensor   [derivatives.yaml:2933]
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
    """threshold_(Tensor(a!) self, Scalar threshold, Scalar value) -> Tensor(a!)   [derivatives.yaml:2941]
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
    """hardshrink(Tensor self, Scalar lambd=0.5) -> Tensor   [derivatives.yaml:2949]
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
    """hardshrink_backward(Tensor grad_out, Tensor self, Scalar lambd) -> Tensor   [derivatives.yaml:2956]
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
    """softshrink(Tensor self, Scalar lambd=0.5) -> Tensor   [derivatives.yaml:2965]
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
    """softshrink_backward(Tensor grad_output, Tensor self, Scalar lambd) -> Tensor   [derivatives.yaml:2974]
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
    """glu(Tensor self, int dim=-1) -> Tensor   [derivatives.yaml:2983]
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
    """_prelu_kernel(Tensor self, Tensor weight) -> Tensor   [derivatives.yaml:2997]
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
        bool training=False) -> Tensor   [derivatives.yaml:3008]
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
        bool training, bool self_is_result) -> Tensor   [derivatives.yaml:3023]
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
        bool ceil_mode=False) -> (Tensor values, Tensor indices)   [derivatives.yaml:3056]
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
        int[3] padding, int[3] dilation, bool ceil_mode, Tensor indices) -> Tensor   [derivatives.yaml:3065]
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
        bool count_include_pad=True, int? divisor_override=None) -> Tensor   [derivatives.yaml:3081]
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
        bool ceil_mode, bool count_include_pad, int? divisor_override) -> Tensor   [derivatives.yaml:3091]
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
    """_adaptive_avg_pool3d(Tensor self, int[3] output_size) -> Tensor   [derivatives.yaml:3106]
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
    """_adaptive_avg_pool3d_backward(Tensor grad_output, Tensor self) -> Tensor   [derivatives.yaml:3114]
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
    """adaptive_max_pool3d(Tensor self, int[3] output_size) -> (Tensor values, Tensor indices)   [derivatives.yaml:3123]
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
    """adaptive_max_pool3d_backward(Tensor grad_output, Tensor self, Tensor indices) -> Tensor   [derivatives.yaml:3132]
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
    """max_unpool2d(Tensor self, Tensor indices, int[2] output_size) -> Tensor   [derivatives.yaml:3144]
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
        int[3] padding) -> Tensor   [derivatives.yaml:3154]
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
        Tensor random_samples) -> (Tensor output, Tensor indices)   [derivatives.yaml:3165]
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
        Tensor indices) -> Tensor   [derivatives.yaml:3174]
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
        Tensor random_samples) -> (Tensor output, Tensor indices)   [derivatives.yaml:3184]
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
        Tensor indices) -> Tensor   [derivatives.yaml:3193]
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
    """reflection_pad3d(Tensor self, int[6] padding) -> Tensor   [derivatives.yaml:3204]
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
    """reflection_pad3d_backward(Tensor grad_output, Tensor self, int[6] padding) -> Tensor   [derivatives.yaml:3213]
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
    """replication_pad3d(Tensor self, int[6] padding) -> Tensor   [derivatives.yaml:3222]
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
    """replication_pad3d_backward(Tensor grad_output, Tensor self, int[6] padding) -> Tensor   [derivatives.yaml:3231]
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
