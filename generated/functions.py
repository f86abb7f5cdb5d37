# Generated from derivatives.yaml by `make generate`. Do not edit: change the table and regenerate.
"""Backward nodes: one class per differentiable entry of derivatives.yaml.

Each class runs its entry's formulas on the incoming gradient(s). Formulas use
gradtable's own ops (`ops.*`), so with create_graph=True they are recorded too
and double backward needs no extra code.
"""
import math

from gradtable.generated import ops
from gradtable.node import Node, saved_tensor
from gradtable.formula_helpers import (
    bce_with_logits_backward,
    bce_with_logits_target_backward,
    cat_backward,
    clamp_backward,
    clamp_min_max_backward,
    evenly_distribute_backward,
    log_softmax_backward,
    maybe_multiply,
    mean_backward,
    mse_loss_backward,
    pow_backward,
    pow_backward_exponent,
    pow_backward_self,
    softmax_backward,
    std_backward,
    sum_backward,
    sum_to,
    unbind_backward,
    value_selecting_reduction_backward,
    var_backward,
    zeros_like,
)


class AddBackward0(Node):
    """add(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor

    derivatives.yaml:59
        self: grad
        other: maybe_multiply(grad, alpha)
    """

    __slots__ = ("_saved_alpha",)

    def apply(ctx, grads):
        grad = grads[0]
        alpha = ctx._saved_alpha
        grad_inputs = [None] * 2
        if ctx.should_compute_output(0):
            grad_inputs[0] = grad
        if ctx.should_compute_output(1):
            grad_inputs[1] = maybe_multiply(grad, alpha)
        return grad_inputs


class SubBackward0(Node):
    """sub(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor

    derivatives.yaml:67
        self: grad
        other: maybe_multiply(-grad, alpha)
    """

    __slots__ = ("_saved_alpha",)

    def apply(ctx, grads):
        grad = grads[0]
        alpha = ctx._saved_alpha
        grad_inputs = [None] * 2
        if ctx.should_compute_output(0):
            grad_inputs[0] = grad
        if ctx.should_compute_output(1):
            grad_inputs[1] = maybe_multiply(-grad, alpha)
        return grad_inputs


class RsubBackward0(Node):
    """rsub.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor

    derivatives.yaml:75
        self: maybe_multiply(-grad, alpha)
        other: grad
    """

    __slots__ = ("_saved_alpha",)

    def apply(ctx, grads):
        grad = grads[0]
        alpha = ctx._saved_alpha
        grad_inputs = [None] * 2
        if ctx.should_compute_output(0):
            grad_inputs[0] = maybe_multiply(-grad, alpha)
        if ctx.should_compute_output(1):
            grad_inputs[1] = grad
        return grad_inputs


class RsubBackward1(Node):
    """rsub.Scalar(Tensor self, Scalar other, Scalar alpha=1) -> Tensor

    derivatives.yaml:82
        self: maybe_multiply(-grad, alpha)
    """

    __slots__ = ("_saved_alpha",)

    def apply(ctx, grads):
        grad = grads[0]
        alpha = ctx._saved_alpha
        grad_inputs = [None] * 1
        if ctx.should_compute_output(0):
            grad_inputs[0] = maybe_multiply(-grad, alpha)
        return grad_inputs


class MulBackward0(Node):
    """mul(Tensor self, Tensor other) -> Tensor

    derivatives.yaml:89
        self: grad * other
        other: grad * self
    """

    __slots__ = ("_raw_saved_self", "_raw_saved_other")
    _saved_tensor_slots = ("_raw_saved_self", "_raw_saved_other")
    _saved_self = saved_tensor("_raw_saved_self")
    _saved_other = saved_tensor("_raw_saved_other")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        other = ctx._saved_other
        grad_inputs = [None] * 2
        if ctx.should_compute_output(0):
            grad_inputs[0] = grad * other
        if ctx.should_compute_output(1):
            grad_inputs[1] = grad * self
        return grad_inputs


class DivBackward0(Node):
    """div(Tensor self, Tensor other) -> Tensor

    derivatives.yaml:97
        self: grad / other
        other: -grad * self / (other * other)
    """

    __slots__ = ("_raw_saved_self", "_raw_saved_other")
    _saved_tensor_slots = ("_raw_saved_self", "_raw_saved_other")
    _saved_self = saved_tensor("_raw_saved_self")
    _saved_other = saved_tensor("_raw_saved_other")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        other = ctx._saved_other
        grad_inputs = [None] * 2
        if ctx.should_compute_output(0):
            grad_inputs[0] = grad / other
        if ctx.should_compute_output(1):
            grad_inputs[1] = -grad * self / (other * other)
        return grad_inputs


class NegBackward0(Node):
    """neg(Tensor self) -> Tensor

    derivatives.yaml:105
        self: -grad
    """

    __slots__ = ()

    def apply(ctx, grads):
        grad = grads[0]
        grad_inputs = [None] * 1
        if ctx.should_compute_output(0):
            grad_inputs[0] = -grad
        return grad_inputs


class ReciprocalBackward0(Node):
    """reciprocal(Tensor self) -> Tensor

    derivatives.yaml:111
        self: -grad * result * result
    """

    __slots__ = ("_raw_saved_result",)
    _saved_tensor_slots = ("_raw_saved_result",)
    _saved_result = saved_tensor("_raw_saved_result")

    def apply(ctx, grads):
        grad = grads[0]
        result = ctx._saved_result
        grad_inputs = [None] * 1
        if ctx.should_compute_output(0):
            grad_inputs[0] = -grad * result * result
        return grad_inputs


class PowBackward0(Node):
    """pow.Tensor_Scalar(Tensor self, Scalar exponent) -> Tensor

    derivatives.yaml:116
        self: pow_backward(grad, self, exponent)
    """

    __slots__ = ("_raw_saved_self", "_saved_exponent")
    _saved_tensor_slots = ("_raw_saved_self",)
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        exponent = ctx._saved_exponent
        grad_inputs = [None] * 1
        if ctx.should_compute_output(0):
            grad_inputs[0] = pow_backward(grad, self, exponent)
        return grad_inputs


class PowBackward1(Node):
    """pow.Tensor_Tensor(Tensor self, Tensor exponent) -> Tensor

    derivatives.yaml:123
        self: pow_backward_self(grad, self, exponent)
        exponent: pow_backward_exponent(grad, self, exponent, result)
    """

    __slots__ = ("_raw_saved_self", "_raw_saved_exponent", "_raw_saved_result")
    _saved_tensor_slots = ("_raw_saved_self", "_raw_saved_exponent", "_raw_saved_result")
    _saved_self = saved_tensor("_raw_saved_self")
    _saved_exponent = saved_tensor("_raw_saved_exponent")
    _saved_result = saved_tensor("_raw_saved_result")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        exponent = ctx._saved_exponent
        result = ctx._saved_result
        grad_inputs = [None] * 2
        if ctx.should_compute_output(0):
            grad_inputs[0] = pow_backward_self(grad, self, exponent)
        if ctx.should_compute_output(1):
            grad_inputs[1] = pow_backward_exponent(grad, self, exponent, result)
        return grad_inputs


class PowBackward2(Node):
    """pow.Scalar(Scalar self, Tensor exponent) -> Tensor

    derivatives.yaml:130
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
        grad_inputs = [None] * 1
        if ctx.should_compute_output(0):
            grad_inputs[0] = pow_backward_exponent(grad, self, exponent, result)
        return grad_inputs


class ExpBackward0(Node):
    """exp(Tensor self) -> Tensor

    derivatives.yaml:139
        self: grad * result
    """

    __slots__ = ("_raw_saved_result",)
    _saved_tensor_slots = ("_raw_saved_result",)
    _saved_result = saved_tensor("_raw_saved_result")

    def apply(ctx, grads):
        grad = grads[0]
        result = ctx._saved_result
        grad_inputs = [None] * 1
        if ctx.should_compute_output(0):
            grad_inputs[0] = grad * result
        return grad_inputs


class LogBackward0(Node):
    """log(Tensor self) -> Tensor

    derivatives.yaml:144
        self: grad / self
    """

    __slots__ = ("_raw_saved_self",)
    _saved_tensor_slots = ("_raw_saved_self",)
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        grad_inputs = [None] * 1
        if ctx.should_compute_output(0):
            grad_inputs[0] = grad / self
        return grad_inputs


class SqrtBackward0(Node):
    """sqrt(Tensor self) -> Tensor

    derivatives.yaml:150
        self: grad / (2 * result)
    """

    __slots__ = ("_raw_saved_result",)
    _saved_tensor_slots = ("_raw_saved_result",)
    _saved_result = saved_tensor("_raw_saved_result")

    def apply(ctx, grads):
        grad = grads[0]
        result = ctx._saved_result
        grad_inputs = [None] * 1
        if ctx.should_compute_output(0):
            grad_inputs[0] = grad / (2 * result)
        return grad_inputs


class AbsBackward0(Node):
    """abs(Tensor self) -> Tensor

    derivatives.yaml:156
        self: grad * sign(self)
    """

    __slots__ = ("_raw_saved_self",)
    _saved_tensor_slots = ("_raw_saved_self",)
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        grad_inputs = [None] * 1
        if ctx.should_compute_output(0):
            grad_inputs[0] = grad * ops.sign(self)
        return grad_inputs


class SignBackward0(Node):
    """sign(Tensor self) -> Tensor

    derivatives.yaml:162
        self: zeros_like(grad)
    """

    __slots__ = ()

    def apply(ctx, grads):
        grad = grads[0]
        grad_inputs = [None] * 1
        if ctx.should_compute_output(0):
            grad_inputs[0] = zeros_like(grad)
        return grad_inputs


class SinBackward0(Node):
    """sin(Tensor self) -> Tensor

    derivatives.yaml:166
        self: grad * cos(self)
    """

    __slots__ = ("_raw_saved_self",)
    _saved_tensor_slots = ("_raw_saved_self",)
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        grad_inputs = [None] * 1
        if ctx.should_compute_output(0):
            grad_inputs[0] = grad * ops.cos(self)
        return grad_inputs


class CosBackward0(Node):
    """cos(Tensor self) -> Tensor

    derivatives.yaml:171
        self: grad * -sin(self)
    """

    __slots__ = ("_raw_saved_self",)
    _saved_tensor_slots = ("_raw_saved_self",)
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        grad_inputs = [None] * 1
        if ctx.should_compute_output(0):
            grad_inputs[0] = grad * -ops.sin(self)
        return grad_inputs


class TanhBackward0(Node):
    """tanh(Tensor self) -> Tensor

    derivatives.yaml:176
        self: grad * (1 - result * result)
    """

    __slots__ = ("_raw_saved_result",)
    _saved_tensor_slots = ("_raw_saved_result",)
    _saved_result = saved_tensor("_raw_saved_result")

    def apply(ctx, grads):
        grad = grads[0]
        result = ctx._saved_result
        grad_inputs = [None] * 1
        if ctx.should_compute_output(0):
            grad_inputs[0] = grad * (1 - result * result)
        return grad_inputs


class SigmoidBackward0(Node):
    """sigmoid(Tensor self) -> Tensor

    derivatives.yaml:181
        self: grad * result * (1 - result)
    """

    __slots__ = ("_raw_saved_result",)
    _saved_tensor_slots = ("_raw_saved_result",)
    _saved_result = saved_tensor("_raw_saved_result")

    def apply(ctx, grads):
        grad = grads[0]
        result = ctx._saved_result
        grad_inputs = [None] * 1
        if ctx.should_compute_output(0):
            grad_inputs[0] = grad * result * (1 - result)
        return grad_inputs


class ReluBackward0(Node):
    """relu(Tensor self) -> Tensor

    derivatives.yaml:186
        self: threshold_backward(grad, result, 0)
    """

    __slots__ = ("_raw_saved_result",)
    _saved_tensor_slots = ("_raw_saved_result",)
    _saved_result = saved_tensor("_raw_saved_result")

    def apply(ctx, grads):
        grad = grads[0]
        result = ctx._saved_result
        grad_inputs = [None] * 1
        if ctx.should_compute_output(0):
            grad_inputs[0] = ops.threshold_backward(grad, result, 0)
        return grad_inputs


class ThresholdBackwardBackward0(Node):
    """threshold_backward(Tensor grad_output, Tensor self, Scalar threshold) -> Tensor

    derivatives.yaml:191
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
        if ctx.should_compute_output(0):
            grad_inputs[0] = ops.threshold_backward(grad, self, threshold)
        if ctx.should_compute_output(1):
            grad_inputs[1] = zeros_like(grad)
        return grad_inputs


class ClampBackward0(Node):
    """clamp.Tensor(Tensor self, Tensor? min=None, Tensor? max=None) -> Tensor

    derivatives.yaml:198
        self: clamp_backward(grad, self, min, max)
        min, max: clamp_min_max_backward(grad, self, min, max, grad_input_mask)
    """

    __slots__ = ("_raw_saved_self", "_raw_saved_min", "_raw_saved_max")
    _saved_tensor_slots = ("_raw_saved_self", "_raw_saved_min", "_raw_saved_max")
    _saved_self = saved_tensor("_raw_saved_self")
    _saved_min = saved_tensor("_raw_saved_min")
    _saved_max = saved_tensor("_raw_saved_max")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        min = ctx._saved_min
        max = ctx._saved_max
        grad_inputs = [None] * 3
        if ctx.should_compute_output(0):
            grad_inputs[0] = clamp_backward(grad, self, min, max)
        if ctx.should_compute_output(1) or ctx.should_compute_output(2):
            grad_input_mask = (ctx.should_compute_output(1), ctx.should_compute_output(2))
            grad_inputs[1], grad_inputs[2] = clamp_min_max_backward(grad, self, min, max, grad_input_mask)
        return grad_inputs


class ClampBackward1(Node):
    """clamp(Tensor self, Scalar? min=None, Scalar? max=None) -> Tensor

    derivatives.yaml:205
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
        grad_inputs = [None] * 1
        if ctx.should_compute_output(0):
            grad_inputs[0] = clamp_backward(grad, self, min, max)
        return grad_inputs


class SumBackward0(Node):
    """sum(Tensor self, *, ScalarType? dtype=None) -> Tensor

    derivatives.yaml:258
        self: grad.expand(self.shape)
    """

    __slots__ = ("_saved_self_sizes",)

    def apply(ctx, grads):
        grad = grads[0]
        self_sizes = ctx._saved_self_sizes
        grad_inputs = [None] * 1
        if ctx.should_compute_output(0):
            grad_inputs[0] = grad.expand(self_sizes)
        return grad_inputs


class SumBackward1(Node):
    """sum.dim_IntList(Tensor self, int[1]? dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor

    derivatives.yaml:262
        self: sum_backward(grad, self.shape, dim, keepdim)
    """

    __slots__ = ("_saved_self_sizes", "_saved_dim", "_saved_keepdim")

    def apply(ctx, grads):
        grad = grads[0]
        self_sizes = ctx._saved_self_sizes
        dim = ctx._saved_dim
        keepdim = ctx._saved_keepdim
        grad_inputs = [None] * 1
        if ctx.should_compute_output(0):
            grad_inputs[0] = sum_backward(grad, self_sizes, dim, keepdim)
        return grad_inputs


class MeanBackward0(Node):
    """mean(Tensor self, *, ScalarType? dtype=None) -> Tensor

    derivatives.yaml:267
        self: mean_backward(grad, self.shape, None, False)
    """

    __slots__ = ("_saved_self_sizes",)

    def apply(ctx, grads):
        grad = grads[0]
        self_sizes = ctx._saved_self_sizes
        grad_inputs = [None] * 1
        if ctx.should_compute_output(0):
            grad_inputs[0] = mean_backward(grad, self_sizes, None, False)
        return grad_inputs


class MeanBackward1(Node):
    """mean.dim(Tensor self, int[1]? dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor

    derivatives.yaml:271
        self: mean_backward(grad, self.shape, dim, keepdim)
    """

    __slots__ = ("_saved_self_sizes", "_saved_dim", "_saved_keepdim")

    def apply(ctx, grads):
        grad = grads[0]
        self_sizes = ctx._saved_self_sizes
        dim = ctx._saved_dim
        keepdim = ctx._saved_keepdim
        grad_inputs = [None] * 1
        if ctx.should_compute_output(0):
            grad_inputs[0] = mean_backward(grad, self_sizes, dim, keepdim)
        return grad_inputs


class VarBackward0(Node):
    """var(Tensor self, int[1]? dim=None, bool? unbiased=None, bool keepdim=False, *, Scalar? correction=None) -> Tensor

    derivatives.yaml:276
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
        grad_inputs = [None] * 1
        if ctx.should_compute_output(0):
            grad_inputs[0] = var_backward(grad, self, dim, unbiased, keepdim, correction)
        return grad_inputs


class StdBackward0(Node):
    """std(Tensor self, int[1]? dim=None, bool? unbiased=None, bool keepdim=False, *, Scalar? correction=None) -> Tensor

    derivatives.yaml:281
        self: std_backward(result, grad, self, dim, unbiased, keepdim, correction)
    """

    __slots__ = ("_raw_saved_self", "_saved_dim", "_saved_unbiased", "_saved_keepdim", "_saved_correction", "_raw_saved_result")
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
        grad_inputs = [None] * 1
        if ctx.should_compute_output(0):
            grad_inputs[0] = std_backward(result, grad, self, dim, unbiased, keepdim, correction)
        return grad_inputs


class MaxBackward0(Node):
    """max.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)

    derivatives.yaml:286
        self: value_selecting_reduction_backward(grads[0], dim, indices, self.shape, keepdim)
    """

    __slots__ = ("_saved_self_sizes", "_saved_dim", "_saved_keepdim", "_raw_saved_indices")
    _saved_tensor_slots = ("_raw_saved_indices",)
    _saved_indices = saved_tensor("_raw_saved_indices")

    def apply(ctx, grads):
        self_sizes = ctx._saved_self_sizes
        dim = ctx._saved_dim
        keepdim = ctx._saved_keepdim
        indices = ctx._saved_indices
        grad_inputs = [None] * 1
        if ctx.should_compute_output(0):
            grad_inputs[0] = value_selecting_reduction_backward(grads[0], dim, indices, self_sizes, keepdim)
        return grad_inputs


class MaxBackward1(Node):
    """max(Tensor self) -> Tensor

    derivatives.yaml:292
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
        grad_inputs = [None] * 1
        if ctx.should_compute_output(0):
            grad_inputs[0] = evenly_distribute_backward(grad, self, result)
        return grad_inputs


class MinBackward0(Node):
    """min.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)

    derivatives.yaml:296
        self: value_selecting_reduction_backward(grads[0], dim, indices, self.shape, keepdim)
    """

    __slots__ = ("_saved_self_sizes", "_saved_dim", "_saved_keepdim", "_raw_saved_indices")
    _saved_tensor_slots = ("_raw_saved_indices",)
    _saved_indices = saved_tensor("_raw_saved_indices")

    def apply(ctx, grads):
        self_sizes = ctx._saved_self_sizes
        dim = ctx._saved_dim
        keepdim = ctx._saved_keepdim
        indices = ctx._saved_indices
        grad_inputs = [None] * 1
        if ctx.should_compute_output(0):
            grad_inputs[0] = value_selecting_reduction_backward(grads[0], dim, indices, self_sizes, keepdim)
        return grad_inputs


class MinBackward1(Node):
    """min(Tensor self) -> Tensor

    derivatives.yaml:302
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
        grad_inputs = [None] * 1
        if ctx.should_compute_output(0):
            grad_inputs[0] = evenly_distribute_backward(grad, self, result)
        return grad_inputs


class SoftmaxBackward0(Node):
    """softmax.int(Tensor self, int dim, ScalarType? dtype=None) -> Tensor

    derivatives.yaml:306
        self: softmax_backward(grad, result, dim)
    """

    __slots__ = ("_saved_dim", "_raw_saved_result")
    _saved_tensor_slots = ("_raw_saved_result",)
    _saved_result = saved_tensor("_raw_saved_result")

    def apply(ctx, grads):
        grad = grads[0]
        dim = ctx._saved_dim
        result = ctx._saved_result
        grad_inputs = [None] * 1
        if ctx.should_compute_output(0):
            grad_inputs[0] = softmax_backward(grad, result, dim)
        return grad_inputs


class LogSoftmaxBackward0(Node):
    """log_softmax.int(Tensor self, int dim, ScalarType? dtype=None) -> Tensor

    derivatives.yaml:311
        self: log_softmax_backward(grad, result, dim)
    """

    __slots__ = ("_saved_dim", "_raw_saved_result")
    _saved_tensor_slots = ("_raw_saved_result",)
    _saved_result = saved_tensor("_raw_saved_result")

    def apply(ctx, grads):
        grad = grads[0]
        dim = ctx._saved_dim
        result = ctx._saved_result
        grad_inputs = [None] * 1
        if ctx.should_compute_output(0):
            grad_inputs[0] = log_softmax_backward(grad, result, dim)
        return grad_inputs


class MmBackward0(Node):
    """mm(Tensor self, Tensor mat2) -> Tensor

    derivatives.yaml:323
        self: grad.mm(mat2.t())
        mat2: self.t().mm(grad)
    """

    __slots__ = ("_raw_saved_self", "_raw_saved_mat2")
    _saved_tensor_slots = ("_raw_saved_self", "_raw_saved_mat2")
    _saved_self = saved_tensor("_raw_saved_self")
    _saved_mat2 = saved_tensor("_raw_saved_mat2")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        mat2 = ctx._saved_mat2
        grad_inputs = [None] * 2
        if ctx.should_compute_output(0):
            grad_inputs[0] = grad.mm(mat2.t())
        if ctx.should_compute_output(1):
            grad_inputs[1] = self.t().mm(grad)
        return grad_inputs


class BmmBackward0(Node):
    """bmm(Tensor self, Tensor mat2) -> Tensor

    derivatives.yaml:329
        self: grad.bmm(mat2.transpose(1, 2))
        mat2: self.transpose(1, 2).bmm(grad)
    """

    __slots__ = ("_raw_saved_self", "_raw_saved_mat2")
    _saved_tensor_slots = ("_raw_saved_self", "_raw_saved_mat2")
    _saved_self = saved_tensor("_raw_saved_self")
    _saved_mat2 = saved_tensor("_raw_saved_mat2")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        mat2 = ctx._saved_mat2
        grad_inputs = [None] * 2
        if ctx.should_compute_output(0):
            grad_inputs[0] = grad.bmm(mat2.transpose(1, 2))
        if ctx.should_compute_output(1):
            grad_inputs[1] = self.transpose(1, 2).bmm(grad)
        return grad_inputs


class MvBackward0(Node):
    """mv(Tensor self, Tensor vec) -> Tensor

    derivatives.yaml:335
        self: grad.unsqueeze(-1) * vec
        vec: self.t().mv(grad)
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
        if ctx.should_compute_output(0):
            grad_inputs[0] = grad.unsqueeze(-1) * vec
        if ctx.should_compute_output(1):
            grad_inputs[1] = self.t().mv(grad)
        return grad_inputs


class DotBackward0(Node):
    """dot(Tensor self, Tensor tensor) -> Tensor

    derivatives.yaml:341
        self: grad * tensor
        tensor: grad * self
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
        if ctx.should_compute_output(0):
            grad_inputs[0] = grad * tensor
        if ctx.should_compute_output(1):
            grad_inputs[1] = grad * self
        return grad_inputs


class TBackward0(Node):
    """t(Tensor(a) self) -> Tensor(a)

    derivatives.yaml:348
        self: grad.t()
    """

    __slots__ = ()

    def apply(ctx, grads):
        grad = grads[0]
        grad_inputs = [None] * 1
        if ctx.should_compute_output(0):
            grad_inputs[0] = grad.t()
        return grad_inputs


class TransposeBackward0(Node):
    """transpose.int(Tensor(a) self, int dim0, int dim1) -> Tensor(a)

    derivatives.yaml:353
        self: grad.transpose(dim0, dim1)
    """

    __slots__ = ("_saved_dim0", "_saved_dim1")

    def apply(ctx, grads):
        grad = grads[0]
        dim0 = ctx._saved_dim0
        dim1 = ctx._saved_dim1
        grad_inputs = [None] * 1
        if ctx.should_compute_output(0):
            grad_inputs[0] = grad.transpose(dim0, dim1)
        return grad_inputs


class ViewBackward0(Node):
    """view(Tensor(a) self, int[] size) -> Tensor(a)

    derivatives.yaml:358
        self: grad.reshape(self.shape)
    """

    __slots__ = ("_saved_self_sizes",)

    def apply(ctx, grads):
        grad = grads[0]
        self_sizes = ctx._saved_self_sizes
        grad_inputs = [None] * 1
        if ctx.should_compute_output(0):
            grad_inputs[0] = grad.reshape(self_sizes)
        return grad_inputs


class UnsafeViewBackward0(Node):
    """_unsafe_view(Tensor self, int[] size) -> Tensor

    derivatives.yaml:364
        self: grad.reshape(self.shape)
    """

    __slots__ = ("_saved_self_sizes",)

    def apply(ctx, grads):
        grad = grads[0]
        self_sizes = ctx._saved_self_sizes
        grad_inputs = [None] * 1
        if ctx.should_compute_output(0):
            grad_inputs[0] = grad.reshape(self_sizes)
        return grad_inputs


class ExpandBackward0(Node):
    """expand(Tensor(a) self, int[] size) -> Tensor(a)

    derivatives.yaml:378
        self: sum_to(grad, self.shape)
    """

    __slots__ = ("_saved_self_sizes",)

    def apply(ctx, grads):
        grad = grads[0]
        self_sizes = ctx._saved_self_sizes
        grad_inputs = [None] * 1
        if ctx.should_compute_output(0):
            grad_inputs[0] = sum_to(grad, self_sizes)
        return grad_inputs


class SqueezeBackward0(Node):
    """squeeze(Tensor(a) self) -> Tensor(a)

    derivatives.yaml:384
        self: grad.reshape(self.shape)
    """

    __slots__ = ("_saved_self_sizes",)

    def apply(ctx, grads):
        grad = grads[0]
        self_sizes = ctx._saved_self_sizes
        grad_inputs = [None] * 1
        if ctx.should_compute_output(0):
            grad_inputs[0] = grad.reshape(self_sizes)
        return grad_inputs


class SqueezeBackward1(Node):
    """squeeze.dim(Tensor(a) self, int dim) -> Tensor(a)

    derivatives.yaml:389
        self: grad.reshape(self.shape)
    """

    __slots__ = ("_saved_self_sizes",)

    def apply(ctx, grads):
        grad = grads[0]
        self_sizes = ctx._saved_self_sizes
        grad_inputs = [None] * 1
        if ctx.should_compute_output(0):
            grad_inputs[0] = grad.reshape(self_sizes)
        return grad_inputs


class SqueezeBackward2(Node):
    """squeeze.dims(Tensor(a) self, int[] dim) -> Tensor(a)

    derivatives.yaml:394
        self: grad.reshape(self.shape)
    """

    __slots__ = ("_saved_self_sizes",)

    def apply(ctx, grads):
        grad = grads[0]
        self_sizes = ctx._saved_self_sizes
        grad_inputs = [None] * 1
        if ctx.should_compute_output(0):
            grad_inputs[0] = grad.reshape(self_sizes)
        return grad_inputs


class UnsqueezeBackward0(Node):
    """unsqueeze(Tensor(a) self, int dim) -> Tensor(a)

    derivatives.yaml:399
        self: grad.squeeze(dim)
    """

    __slots__ = ("_saved_dim",)

    def apply(ctx, grads):
        grad = grads[0]
        dim = ctx._saved_dim
        grad_inputs = [None] * 1
        if ctx.should_compute_output(0):
            grad_inputs[0] = grad.squeeze(dim)
        return grad_inputs


class CatBackward0(Node):
    """cat(Tensor[] tensors, int dim=0) -> Tensor

    derivatives.yaml:404
        tensors: cat_backward(grad, sizes_of(tensors), dim)
    """

    __slots__ = ("_saved_tensors_args_sizes", "_saved_dim")

    def apply(ctx, grads):
        grad = grads[0]
        tensors_args_sizes = ctx._saved_tensors_args_sizes
        dim = ctx._saved_dim
        grad_inputs = [None] * len(ctx.next_functions)
        if any(ctx.should_compute_output(i) for i in range(len(ctx.next_functions))):
            grad_inputs = list(cat_backward(grad, tensors_args_sizes, dim))
        return grad_inputs


class StackBackward0(Node):
    """stack(Tensor[] tensors, int dim=0) -> Tensor

    derivatives.yaml:410
        tensors: unbind(grad, dim)
    """

    __slots__ = ("_saved_dim",)

    def apply(ctx, grads):
        grad = grads[0]
        dim = ctx._saved_dim
        grad_inputs = [None] * len(ctx.next_functions)
        if any(ctx.should_compute_output(i) for i in range(len(ctx.next_functions))):
            grad_inputs = list(ops.unbind(grad, dim))
        return grad_inputs


class UnbindBackward0(Node):
    """unbind.int(Tensor(a -> *) self, int dim=0) -> Tensor(a)[]

    derivatives.yaml:416
        self: unbind_backward(grads, dim)
    """

    __slots__ = ("_saved_dim",)

    def apply(ctx, grads):
        dim = ctx._saved_dim
        grad_inputs = [None] * 1
        if ctx.should_compute_output(0):
            grad_inputs[0] = unbind_backward(grads, dim)
        return grad_inputs


class CloneBackward0(Node):
    """clone(Tensor self) -> Tensor

    derivatives.yaml:421
        self: grad
    """

    __slots__ = ()

    def apply(ctx, grads):
        grad = grads[0]
        grad_inputs = [None] * 1
        if ctx.should_compute_output(0):
            grad_inputs[0] = grad
        return grad_inputs


class ToCopyBackward0(Node):
    """_to_copy(Tensor self, ScalarType? dtype=None) -> Tensor

    derivatives.yaml:425
        self: grad.to(self.dtype)
    """

    __slots__ = ("_saved_self_scalar_type",)

    def apply(ctx, grads):
        grad = grads[0]
        self_scalar_type = ctx._saved_self_scalar_type
        grad_inputs = [None] * 1
        if ctx.should_compute_output(0):
            grad_inputs[0] = grad.to(self_scalar_type)
        return grad_inputs


class WhereBackward0(Node):
    """where.self(Tensor condition, Tensor self, Tensor other) -> Tensor

    derivatives.yaml:430
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
        if ctx.should_compute_output(0):
            grad_inputs[0] = ops.where(condition, grad, 0.0)
        if ctx.should_compute_output(1):
            grad_inputs[1] = ops.where(condition, 0.0, grad)
        return grad_inputs


class SelectBackward0(Node):
    """select.int(Tensor(a) self, int dim, int index) -> Tensor(a)

    derivatives.yaml:439
        self: select_backward(grad, self.shape, dim, index)
    """

    __slots__ = ("_saved_self_sizes", "_saved_dim", "_saved_index")

    def apply(ctx, grads):
        grad = grads[0]
        self_sizes = ctx._saved_self_sizes
        dim = ctx._saved_dim
        index = ctx._saved_index
        grad_inputs = [None] * 1
        if ctx.should_compute_output(0):
            grad_inputs[0] = ops.select_backward(grad, self_sizes, dim, index)
        return grad_inputs


class SelectBackwardBackward0(Node):
    """select_backward(Tensor grad_output, int[] input_sizes, int dim, int index) -> Tensor

    derivatives.yaml:444
        grad_output: grad.select(dim, index)
    """

    __slots__ = ("_saved_dim", "_saved_index")

    def apply(ctx, grads):
        grad = grads[0]
        dim = ctx._saved_dim
        index = ctx._saved_index
        grad_inputs = [None] * 1
        if ctx.should_compute_output(0):
            grad_inputs[0] = grad.select(dim, index)
        return grad_inputs


class SliceBackward0(Node):
    """slice.Tensor(Tensor(a) self, int dim=0, int? start=None, int? end=None, int step=1) -> Tensor(a)

    derivatives.yaml:450
        self: slice_backward(grad, self.shape, dim, start, end, step)
    """

    __slots__ = ("_saved_self_sizes", "_saved_dim", "_saved_start", "_saved_end", "_saved_step")

    def apply(ctx, grads):
        grad = grads[0]
        self_sizes = ctx._saved_self_sizes
        dim = ctx._saved_dim
        start = ctx._saved_start
        end = ctx._saved_end
        step = ctx._saved_step
        grad_inputs = [None] * 1
        if ctx.should_compute_output(0):
            grad_inputs[0] = ops.slice_backward(grad, self_sizes, dim, start, end, step)
        return grad_inputs


class SliceBackwardBackward0(Node):
    """slice_backward(Tensor grad_output, int[] input_sizes, int dim, int? start, int? end, int step) -> Tensor

    derivatives.yaml:456
        grad_output: slice(grad, dim, start, end, step)
    """

    __slots__ = ("_saved_dim", "_saved_start", "_saved_end", "_saved_step")

    def apply(ctx, grads):
        grad = grads[0]
        dim = ctx._saved_dim
        start = ctx._saved_start
        end = ctx._saved_end
        step = ctx._saved_step
        grad_inputs = [None] * 1
        if ctx.should_compute_output(0):
            grad_inputs[0] = ops.slice(grad, dim, start, end, step)
        return grad_inputs


class IndexBackward0(Node):
    """index.Tensor(Tensor self, Index indices) -> Tensor

    derivatives.yaml:462
        self: index_put_zeros(grad, self.shape, indices)
    """

    __slots__ = ("_saved_self_sizes", "_saved_indices")

    def apply(ctx, grads):
        grad = grads[0]
        self_sizes = ctx._saved_self_sizes
        indices = ctx._saved_indices
        grad_inputs = [None] * 1
        if ctx.should_compute_output(0):
            grad_inputs[0] = ops.index_put_zeros(grad, self_sizes, indices)
        return grad_inputs


class IndexPutZerosBackward0(Node):
    """index_put_zeros(Tensor grad_output, int[] input_sizes, Index indices) -> Tensor

    derivatives.yaml:468
        grad_output: index(grad, indices)
    """

    __slots__ = ("_saved_indices",)

    def apply(ctx, grads):
        grad = grads[0]
        indices = ctx._saved_indices
        grad_inputs = [None] * 1
        if ctx.should_compute_output(0):
            grad_inputs[0] = ops.index(grad, indices)
        return grad_inputs


class AliasBackward0(Node):
    """alias(Tensor(a) self) -> Tensor(a)

    derivatives.yaml:474
        self: grad
    """

    __slots__ = ()

    def apply(ctx, grads):
        grad = grads[0]
        grad_inputs = [None] * 1
        if ctx.should_compute_output(0):
            grad_inputs[0] = grad
        return grad_inputs


class IndexPutBackward0(Node):
    """index_put(Tensor self, Index indices, Tensor values, bool accumulate=False) -> Tensor

    derivatives.yaml:479
        self: grad if accumulate else index_put(grad, indices, 0.0)
        values: index(grad, indices)
    """

    __slots__ = ("_saved_indices", "_saved_accumulate")

    def apply(ctx, grads):
        grad = grads[0]
        indices = ctx._saved_indices
        accumulate = ctx._saved_accumulate
        grad_inputs = [None] * 2
        if ctx.should_compute_output(0):
            grad_inputs[0] = grad if accumulate else ops.index_put(grad, indices, 0.0)
        if ctx.should_compute_output(1):
            grad_inputs[1] = ops.index(grad, indices)
        return grad_inputs


class FillBackward0(Node):
    """fill.Scalar(Tensor self, Scalar value) -> Tensor

    derivatives.yaml:488
        self: zeros_like(grad)
    """

    __slots__ = ()

    def apply(ctx, grads):
        grad = grads[0]
        grad_inputs = [None] * 1
        if ctx.should_compute_output(0):
            grad_inputs[0] = zeros_like(grad)
        return grad_inputs


class FillBackward1(Node):
    """fill.Tensor(Tensor self, Tensor value) -> Tensor

    derivatives.yaml:494
        self: zeros_like(grad)
        value: grad.sum()
    """

    __slots__ = ()

    def apply(ctx, grads):
        grad = grads[0]
        grad_inputs = [None] * 2
        if ctx.should_compute_output(0):
            grad_inputs[0] = zeros_like(grad)
        if ctx.should_compute_output(1):
            grad_inputs[1] = grad.sum()
        return grad_inputs


class FillBackward2(Node):
    """fill_.Scalar(Tensor(a!) self, Scalar value) -> Tensor(a!)

    derivatives.yaml:501
        self: zeros_like(grad)
    """

    __slots__ = ()

    def apply(ctx, grads):
        grad = grads[0]
        grad_inputs = [None] * 1
        if ctx.should_compute_output(0):
            grad_inputs[0] = zeros_like(grad)
        return grad_inputs


class FillBackward3(Node):
    """fill_.Tensor(Tensor(a!) self, Tensor value) -> Tensor(a!)

    derivatives.yaml:506
        self: zeros_like(grad)
        value: grad.sum()
    """

    __slots__ = ()

    def apply(ctx, grads):
        grad = grads[0]
        grad_inputs = [None] * 2
        if ctx.should_compute_output(0):
            grad_inputs[0] = zeros_like(grad)
        if ctx.should_compute_output(1):
            grad_inputs[1] = grad.sum()
        return grad_inputs


class ZeroBackward0(Node):
    """zero_(Tensor(a!) self) -> Tensor(a!)

    derivatives.yaml:512
        self: zeros_like(grad)
    """

    __slots__ = ()

    def apply(ctx, grads):
        grad = grads[0]
        grad_inputs = [None] * 1
        if ctx.should_compute_output(0):
            grad_inputs[0] = zeros_like(grad)
        return grad_inputs


class CopyBackwards(Node):
    """copy_(Tensor(a!) self, Tensor src, bool non_blocking=False) -> Tensor(a!)

    derivatives.yaml:516
        self: zeros_like(grad)
        src: grad
    """

    __slots__ = ()

    def name(self):
        return "torch::autograd::CopyBackwards"

    def apply(ctx, grads):
        grad = grads[0]
        grad_inputs = [None] * 2
        if ctx.should_compute_output(0):
            grad_inputs[0] = zeros_like(grad)
        if ctx.should_compute_output(1):
            grad_inputs[1] = grad
        return grad_inputs


class MseLossBackward0(Node):
    """mse_loss(Tensor input, Tensor target, str reduction="mean") -> Tensor

    derivatives.yaml:524
        input: mse_loss_backward(grad, input, target, reduction)
        target: mse_loss_backward(grad, target, input, reduction)
    """

    __slots__ = ("_raw_saved_input", "_raw_saved_target", "_saved_reduction")
    _saved_tensor_slots = ("_raw_saved_input", "_raw_saved_target")
    _saved_input = saved_tensor("_raw_saved_input")
    _saved_target = saved_tensor("_raw_saved_target")

    def apply(ctx, grads):
        grad = grads[0]
        input = ctx._saved_input
        target = ctx._saved_target
        reduction = ctx._saved_reduction
        grad_inputs = [None] * 2
        if ctx.should_compute_output(0):
            grad_inputs[0] = mse_loss_backward(grad, input, target, reduction)
        if ctx.should_compute_output(1):
            grad_inputs[1] = mse_loss_backward(grad, target, input, reduction)
        return grad_inputs


class BinaryCrossEntropyWithLogitsBackward0(Node):
    """binary_cross_entropy_with_logits(Tensor input, Tensor target, Tensor? weight=None, Tensor? pos_weight=None, str reduction="mean") -> Tensor

    derivatives.yaml:532
        input: bce_with_logits_backward(grad, input, target, weight, pos_weight, reduction)
        target: bce_with_logits_target_backward(grad, input, target, weight, pos_weight, reduction)
    """

    __slots__ = ("_raw_saved_input", "_raw_saved_target", "_raw_saved_weight", "_raw_saved_pos_weight", "_saved_reduction")
    _saved_tensor_slots = ("_raw_saved_input", "_raw_saved_target", "_raw_saved_weight", "_raw_saved_pos_weight")
    _saved_input = saved_tensor("_raw_saved_input")
    _saved_target = saved_tensor("_raw_saved_target")
    _saved_weight = saved_tensor("_raw_saved_weight")
    _saved_pos_weight = saved_tensor("_raw_saved_pos_weight")

    def apply(ctx, grads):
        grad = grads[0]
        input = ctx._saved_input
        target = ctx._saved_target
        weight = ctx._saved_weight
        pos_weight = ctx._saved_pos_weight
        reduction = ctx._saved_reduction
        grad_inputs = [None] * 2
        if ctx.should_compute_output(0):
            grad_inputs[0] = bce_with_logits_backward(grad, input, target, weight, pos_weight, reduction)
        if ctx.should_compute_output(1):
            grad_inputs[1] = bce_with_logits_target_backward(grad, input, target, weight, pos_weight, reduction)
        return grad_inputs
