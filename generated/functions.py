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
    conv_input_backward,
    convolution_backward,
    embedding_dense_double_backward,
    evenly_distribute_backward,
    log_softmax_backward,
    max_pool_double_backward,
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

    derivatives.yaml:45
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

    derivatives.yaml:52
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

    derivatives.yaml:59
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

    derivatives.yaml:66
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

    derivatives.yaml:73
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

    derivatives.yaml:80
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

    derivatives.yaml:87
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

    derivatives.yaml:92
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

    derivatives.yaml:97
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

    derivatives.yaml:103
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

    derivatives.yaml:109
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

    derivatives.yaml:118
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

    derivatives.yaml:122
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

    derivatives.yaml:127
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

    derivatives.yaml:132
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

    derivatives.yaml:137
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

    derivatives.yaml:141
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

    derivatives.yaml:145
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

    derivatives.yaml:149
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

    derivatives.yaml:153
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

    derivatives.yaml:157
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

    derivatives.yaml:161
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

    derivatives.yaml:168
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

    derivatives.yaml:174
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

    derivatives.yaml:226
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

    derivatives.yaml:230
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

    derivatives.yaml:235
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

    derivatives.yaml:239
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

    derivatives.yaml:244
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

    derivatives.yaml:249
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

    derivatives.yaml:254
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

    derivatives.yaml:260
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

    derivatives.yaml:264
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

    derivatives.yaml:270
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

    derivatives.yaml:274
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

    derivatives.yaml:279
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

    derivatives.yaml:291
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

    derivatives.yaml:297
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

    derivatives.yaml:303
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

    derivatives.yaml:309
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
    """t(Tensor self) -> Tensor

    derivatives.yaml:316
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
    """transpose.int(Tensor self, int dim0, int dim1) -> Tensor

    derivatives.yaml:321
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
    """view(Tensor self, int[] size) -> Tensor

    derivatives.yaml:326
        self: grad.view(self.shape)
    """

    __slots__ = ("_saved_self_sizes",)

    def apply(ctx, grads):
        grad = grads[0]
        self_sizes = ctx._saved_self_sizes
        grad_inputs = [None] * 1
        if ctx.should_compute_output(0):
            grad_inputs[0] = grad.view(self_sizes)
        return grad_inputs


class ExpandBackward0(Node):
    """expand(Tensor self, int[] size) -> Tensor

    derivatives.yaml:340
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
    """squeeze(Tensor self) -> Tensor

    derivatives.yaml:346
        self: grad.view(self.shape)
    """

    __slots__ = ("_saved_self_sizes",)

    def apply(ctx, grads):
        grad = grads[0]
        self_sizes = ctx._saved_self_sizes
        grad_inputs = [None] * 1
        if ctx.should_compute_output(0):
            grad_inputs[0] = grad.view(self_sizes)
        return grad_inputs


class SqueezeBackward1(Node):
    """squeeze.dim(Tensor self, int dim) -> Tensor

    derivatives.yaml:351
        self: grad.view(self.shape)
    """

    __slots__ = ("_saved_self_sizes",)

    def apply(ctx, grads):
        grad = grads[0]
        self_sizes = ctx._saved_self_sizes
        grad_inputs = [None] * 1
        if ctx.should_compute_output(0):
            grad_inputs[0] = grad.view(self_sizes)
        return grad_inputs


class SqueezeBackward2(Node):
    """squeeze.dims(Tensor self, int[] dim) -> Tensor

    derivatives.yaml:356
        self: grad.view(self.shape)
    """

    __slots__ = ("_saved_self_sizes",)

    def apply(ctx, grads):
        grad = grads[0]
        self_sizes = ctx._saved_self_sizes
        grad_inputs = [None] * 1
        if ctx.should_compute_output(0):
            grad_inputs[0] = grad.view(self_sizes)
        return grad_inputs


class UnsqueezeBackward0(Node):
    """unsqueeze(Tensor self, int dim) -> Tensor

    derivatives.yaml:361
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

    derivatives.yaml:366
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

    derivatives.yaml:372
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
    """unbind.int(Tensor self, int dim=0) -> Tensor[]

    derivatives.yaml:378
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

    derivatives.yaml:383
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

    derivatives.yaml:387
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

    derivatives.yaml:392
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
    """select.int(Tensor self, int dim, int index) -> Tensor

    derivatives.yaml:401
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

    derivatives.yaml:406
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
    """slice.Tensor(Tensor self, int dim=0, int? start=None, int? end=None, int step=1) -> Tensor

    derivatives.yaml:412
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

    derivatives.yaml:418
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

    derivatives.yaml:424
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

    derivatives.yaml:430
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
    """alias(Tensor self) -> Tensor

    derivatives.yaml:436
        self: grad
    """

    __slots__ = ()

    def apply(ctx, grads):
        grad = grads[0]
        grad_inputs = [None] * 1
        if ctx.should_compute_output(0):
            grad_inputs[0] = grad
        return grad_inputs


class MseLossBackward0(Node):
    """mse_loss(Tensor input, Tensor target, str reduction="mean") -> Tensor

    derivatives.yaml:442
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

    derivatives.yaml:450
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


class ConvolutionBackward0(Node):
    """convolution(Tensor input, Tensor weight, Tensor? bias, int[] stride, int[] padding, int[] dilation, bool transposed, int[] output_padding, int groups) -> Tensor

    derivatives.yaml:462
        input, weight, bias: convolution_backward(grad, input, weight, stride, padding, dilation, transposed, output_padding, groups, grad_input_mask)
    """

    __slots__ = ("_raw_saved_input", "_raw_saved_weight", "_saved_stride", "_saved_padding", "_saved_dilation", "_saved_transposed", "_saved_output_padding", "_saved_groups")
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
        if ctx.should_compute_output(0) or ctx.should_compute_output(1) or ctx.should_compute_output(2):
            grad_input_mask = (ctx.should_compute_output(0), ctx.should_compute_output(1), ctx.should_compute_output(2))
            grad_inputs[0], grad_inputs[1], grad_inputs[2] = convolution_backward(grad, input, weight, stride, padding, dilation, transposed, output_padding, groups, grad_input_mask)
        return grad_inputs


class ConvolutionBackwardWeightBackward0(Node):
    """convolution_backward_weight(Tensor input, Tensor grad_output, int[] weight_size, int[] stride, int[] padding, int[] dilation, int groups) -> Tensor

    derivatives.yaml:471
        input: conv_input_backward(grad_output, grad, input.shape, stride, padding, dilation, groups)
        grad_output: convolution(input, grad, None, stride, padding, dilation, False, [0] * len(stride), groups)
    """

    __slots__ = ("_raw_saved_input", "_raw_saved_grad_output", "_saved_stride", "_saved_padding", "_saved_dilation", "_saved_groups")
    _saved_tensor_slots = ("_raw_saved_input", "_raw_saved_grad_output")
    _saved_input = saved_tensor("_raw_saved_input")
    _saved_grad_output = saved_tensor("_raw_saved_grad_output")

    def apply(ctx, grads):
        grad = grads[0]
        input = ctx._saved_input
        grad_output = ctx._saved_grad_output
        stride = ctx._saved_stride
        padding = ctx._saved_padding
        dilation = ctx._saved_dilation
        groups = ctx._saved_groups
        grad_inputs = [None] * 2
        if ctx.should_compute_output(0):
            grad_inputs[0] = conv_input_backward(grad_output, grad, input.shape, stride, padding, dilation, groups)
        if ctx.should_compute_output(1):
            grad_inputs[1] = ops.convolution(input, grad, None, stride, padding, dilation, False, [0] * len(stride), groups)
        return grad_inputs


class ConstantPadNdBackward0(Node):
    """constant_pad_nd(Tensor self, int[] pad, Scalar value=0) -> Tensor

    derivatives.yaml:521
        self: constant_pad_nd(grad, [-p for p in pad])
    """

    __slots__ = ("_saved_pad",)

    def apply(ctx, grads):
        grad = grads[0]
        pad = ctx._saved_pad
        grad_inputs = [None] * 1
        if ctx.should_compute_output(0):
            grad_inputs[0] = ops.constant_pad_nd(grad, [-p for p in pad])
        return grad_inputs


class MaxPool2DWithIndicesBackward0(Node):
    """max_pool2d_with_indices(Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, int[2] dilation=1, bool ceil_mode=False) -> (Tensor values, Tensor indices)

    derivatives.yaml:527
        self: max_pool2d_with_indices_backward(grads[0], self, kernel_size, stride, padding, dilation, ceil_mode, indices)
    """

    __slots__ = ("_raw_saved_self", "_saved_kernel_size", "_saved_stride", "_saved_padding", "_saved_dilation", "_saved_ceil_mode", "_raw_saved_indices")
    _saved_tensor_slots = ("_raw_saved_self", "_raw_saved_indices")
    _saved_self = saved_tensor("_raw_saved_self")
    _saved_indices = saved_tensor("_raw_saved_indices")

    def apply(ctx, grads):
        self = ctx._saved_self
        kernel_size = ctx._saved_kernel_size
        stride = ctx._saved_stride
        padding = ctx._saved_padding
        dilation = ctx._saved_dilation
        ceil_mode = ctx._saved_ceil_mode
        indices = ctx._saved_indices
        grad_inputs = [None] * 1
        if ctx.should_compute_output(0):
            grad_inputs[0] = ops.max_pool2d_with_indices_backward(grads[0], self, kernel_size, stride, padding, dilation, ceil_mode, indices)
        return grad_inputs


class MaxPool2DWithIndicesBackwardBackward0(Node):
    """max_pool2d_with_indices_backward(Tensor grad_output, Tensor self, int[2] kernel_size, int[2] stride, int[2] padding, int[2] dilation, bool ceil_mode, Tensor indices) -> Tensor

    derivatives.yaml:534
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
        if ctx.should_compute_output(0):
            grad_inputs[0] = max_pool_double_backward(grad, indices)
        if ctx.should_compute_output(1):
            grad_inputs[1] = zeros_like(grad)
        return grad_inputs


class AvgPool2DBackward0(Node):
    """avg_pool2d(Tensor input, int[2] kernel_size, int[2]? stride=None, int[2] padding=0, bool ceil_mode=False, bool count_include_pad=True, int? divisor_override=None) -> Tensor

    derivatives.yaml:549
        input: avg_pool2d_backward(grad, input, kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override)
    """

    __slots__ = ("_raw_saved_input", "_saved_kernel_size", "_saved_stride", "_saved_padding", "_saved_ceil_mode", "_saved_count_include_pad", "_saved_divisor_override")
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
        grad_inputs = [None] * 1
        if ctx.should_compute_output(0):
            grad_inputs[0] = ops.avg_pool2d_backward(grad, input, kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override)
        return grad_inputs


class AvgPool2DBackwardBackward0(Node):
    """avg_pool2d_backward(Tensor grad_output, Tensor self, int[2] kernel_size, int[2] stride, int[2] padding, bool ceil_mode, bool count_include_pad, int? divisor_override) -> Tensor

    derivatives.yaml:557
        grad_output: avg_pool2d(grad, kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override)
        self: zeros_like(grad)
    """

    __slots__ = ("_saved_kernel_size", "_saved_stride", "_saved_padding", "_saved_ceil_mode", "_saved_count_include_pad", "_saved_divisor_override")

    def apply(ctx, grads):
        grad = grads[0]
        kernel_size = ctx._saved_kernel_size
        stride = ctx._saved_stride
        padding = ctx._saved_padding
        ceil_mode = ctx._saved_ceil_mode
        count_include_pad = ctx._saved_count_include_pad
        divisor_override = ctx._saved_divisor_override
        grad_inputs = [None] * 2
        if ctx.should_compute_output(0):
            grad_inputs[0] = ops.avg_pool2d(grad, kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override)
        if ctx.should_compute_output(1):
            grad_inputs[1] = zeros_like(grad)
        return grad_inputs


class AdaptiveAvgPool2DBackward0(Node):
    """_adaptive_avg_pool2d(Tensor self, int[2] output_size) -> Tensor

    derivatives.yaml:570
        self: _adaptive_avg_pool2d_backward(grad, self)
    """

    __slots__ = ("_raw_saved_self",)
    _saved_tensor_slots = ("_raw_saved_self",)
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        grad_inputs = [None] * 1
        if ctx.should_compute_output(0):
            grad_inputs[0] = ops._adaptive_avg_pool2d_backward(grad, self)
        return grad_inputs


class AdaptiveAvgPool2DBackwardBackward0(Node):
    """_adaptive_avg_pool2d_backward(Tensor grad_output, Tensor self) -> Tensor

    derivatives.yaml:576
        grad_output: _adaptive_avg_pool2d(grad, grad_output.shape[-2:])
        self: zeros_like(grad)
    """

    __slots__ = ("_saved_grad_output_sizes",)

    def apply(ctx, grads):
        grad = grads[0]
        grad_output_sizes = ctx._saved_grad_output_sizes
        grad_inputs = [None] * 2
        if ctx.should_compute_output(0):
            grad_inputs[0] = ops._adaptive_avg_pool2d(grad, grad_output_sizes[-2:])
        if ctx.should_compute_output(1):
            grad_inputs[1] = zeros_like(grad)
        return grad_inputs


class AddmmBackward0(Node):
    """addmm(Tensor self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1) -> Tensor

    derivatives.yaml:584
        self: maybe_multiply(grad, beta)
        mat1: maybe_multiply(grad.mm(mat2.t()), alpha)
        mat2: maybe_multiply(mat1.t().mm(grad), alpha)
    """

    __slots__ = ("_raw_saved_mat1", "_raw_saved_mat2", "_saved_beta", "_saved_alpha")
    _saved_tensor_slots = ("_raw_saved_mat1", "_raw_saved_mat2")
    _saved_mat1 = saved_tensor("_raw_saved_mat1")
    _saved_mat2 = saved_tensor("_raw_saved_mat2")

    def apply(ctx, grads):
        grad = grads[0]
        mat1 = ctx._saved_mat1
        mat2 = ctx._saved_mat2
        beta = ctx._saved_beta
        alpha = ctx._saved_alpha
        grad_inputs = [None] * 3
        if ctx.should_compute_output(0):
            grad_inputs[0] = maybe_multiply(grad, beta)
        if ctx.should_compute_output(1):
            grad_inputs[1] = maybe_multiply(grad.mm(mat2.t()), alpha)
        if ctx.should_compute_output(2):
            grad_inputs[2] = maybe_multiply(mat1.t().mm(grad), alpha)
        return grad_inputs


class UnsafeViewBackward0(Node):
    """_unsafe_view(Tensor self, int[] size) -> Tensor

    derivatives.yaml:591
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


class EmbeddingBackward0(Node):
    """embedding(Tensor weight, Tensor indices, int padding_idx=-1, bool scale_grad_by_freq=False, bool sparse=False) -> Tensor

    derivatives.yaml:610
        weight: embedding_dense_backward(grad, indices, weight.shape[0], padding_idx, scale_grad_by_freq)
    """

    __slots__ = ("_saved_weight_sizes", "_raw_saved_indices", "_saved_padding_idx", "_saved_scale_grad_by_freq")
    _saved_tensor_slots = ("_raw_saved_indices",)
    _saved_indices = saved_tensor("_raw_saved_indices")

    def apply(ctx, grads):
        grad = grads[0]
        weight_sizes = ctx._saved_weight_sizes
        indices = ctx._saved_indices
        padding_idx = ctx._saved_padding_idx
        scale_grad_by_freq = ctx._saved_scale_grad_by_freq
        grad_inputs = [None] * 1
        if ctx.should_compute_output(0):
            grad_inputs[0] = ops.embedding_dense_backward(grad, indices, weight_sizes[0], padding_idx, scale_grad_by_freq)
        return grad_inputs


class EmbeddingDenseBackwardBackward0(Node):
    """embedding_dense_backward(Tensor grad_output, Tensor indices, int num_weights, int padding_idx, bool scale_grad_by_freq) -> Tensor

    derivatives.yaml:617
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
        grad_inputs = [None] * 1
        if ctx.should_compute_output(0):
            grad_inputs[0] = embedding_dense_double_backward(grad, indices, padding_idx, scale_grad_by_freq)
        return grad_inputs


class ReflectionPad1DBackward0(Node):
    """reflection_pad1d(Tensor self, int[2] padding) -> Tensor

    derivatives.yaml:632
        self: reflection_pad1d_backward(grad, self, padding)
    """

    __slots__ = ("_raw_saved_self", "_saved_padding")
    _saved_tensor_slots = ("_raw_saved_self",)
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        padding = ctx._saved_padding
        grad_inputs = [None] * 1
        if ctx.should_compute_output(0):
            grad_inputs[0] = ops.reflection_pad1d_backward(grad, self, padding)
        return grad_inputs


class ReflectionPad1DBackwardBackward0(Node):
    """reflection_pad1d_backward(Tensor grad_output, Tensor self, int[2] padding) -> Tensor

    derivatives.yaml:638
        grad_output: reflection_pad1d(grad, padding)
        self: zeros_like(grad)
    """

    __slots__ = ("_saved_padding",)

    def apply(ctx, grads):
        grad = grads[0]
        padding = ctx._saved_padding
        grad_inputs = [None] * 2
        if ctx.should_compute_output(0):
            grad_inputs[0] = ops.reflection_pad1d(grad, padding)
        if ctx.should_compute_output(1):
            grad_inputs[1] = zeros_like(grad)
        return grad_inputs


class ReflectionPad2DBackward0(Node):
    """reflection_pad2d(Tensor self, int[4] padding) -> Tensor

    derivatives.yaml:645
        self: reflection_pad2d_backward(grad, self, padding)
    """

    __slots__ = ("_raw_saved_self", "_saved_padding")
    _saved_tensor_slots = ("_raw_saved_self",)
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        padding = ctx._saved_padding
        grad_inputs = [None] * 1
        if ctx.should_compute_output(0):
            grad_inputs[0] = ops.reflection_pad2d_backward(grad, self, padding)
        return grad_inputs


class ReflectionPad2DBackwardBackward0(Node):
    """reflection_pad2d_backward(Tensor grad_output, Tensor self, int[4] padding) -> Tensor

    derivatives.yaml:651
        grad_output: reflection_pad2d(grad, padding)
        self: zeros_like(grad)
    """

    __slots__ = ("_saved_padding",)

    def apply(ctx, grads):
        grad = grads[0]
        padding = ctx._saved_padding
        grad_inputs = [None] * 2
        if ctx.should_compute_output(0):
            grad_inputs[0] = ops.reflection_pad2d(grad, padding)
        if ctx.should_compute_output(1):
            grad_inputs[1] = zeros_like(grad)
        return grad_inputs


class ReplicationPad1DBackward0(Node):
    """replication_pad1d(Tensor self, int[2] padding) -> Tensor

    derivatives.yaml:658
        self: replication_pad1d_backward(grad, self, padding)
    """

    __slots__ = ("_raw_saved_self", "_saved_padding")
    _saved_tensor_slots = ("_raw_saved_self",)
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        padding = ctx._saved_padding
        grad_inputs = [None] * 1
        if ctx.should_compute_output(0):
            grad_inputs[0] = ops.replication_pad1d_backward(grad, self, padding)
        return grad_inputs


class ReplicationPad1DBackwardBackward0(Node):
    """replication_pad1d_backward(Tensor grad_output, Tensor self, int[2] padding) -> Tensor

    derivatives.yaml:664
        grad_output: replication_pad1d(grad, padding)
        self: zeros_like(grad)
    """

    __slots__ = ("_saved_padding",)

    def apply(ctx, grads):
        grad = grads[0]
        padding = ctx._saved_padding
        grad_inputs = [None] * 2
        if ctx.should_compute_output(0):
            grad_inputs[0] = ops.replication_pad1d(grad, padding)
        if ctx.should_compute_output(1):
            grad_inputs[1] = zeros_like(grad)
        return grad_inputs


class ReplicationPad2DBackward0(Node):
    """replication_pad2d(Tensor self, int[4] padding) -> Tensor

    derivatives.yaml:671
        self: replication_pad2d_backward(grad, self, padding)
    """

    __slots__ = ("_raw_saved_self", "_saved_padding")
    _saved_tensor_slots = ("_raw_saved_self",)
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        padding = ctx._saved_padding
        grad_inputs = [None] * 1
        if ctx.should_compute_output(0):
            grad_inputs[0] = ops.replication_pad2d_backward(grad, self, padding)
        return grad_inputs


class ReplicationPad2DBackwardBackward0(Node):
    """replication_pad2d_backward(Tensor grad_output, Tensor self, int[4] padding) -> Tensor

    derivatives.yaml:677
        grad_output: replication_pad2d(grad, padding)
        self: zeros_like(grad)
    """

    __slots__ = ("_saved_padding",)

    def apply(ctx, grads):
        grad = grads[0]
        padding = ctx._saved_padding
        grad_inputs = [None] * 2
        if ctx.should_compute_output(0):
            grad_inputs[0] = ops.replication_pad2d(grad, padding)
        if ctx.should_compute_output(1):
            grad_inputs[1] = zeros_like(grad)
        return grad_inputs
