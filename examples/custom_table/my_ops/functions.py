# Generated from my_ops.yaml by `python -m gradtable.codegen`. Do not edit: change the table and regenerate.
# ruff: noqa: F401, I001, E501
"""Backward nodes: one class per differentiable entry of my_ops.yaml.

Each class runs its entry's formulas on the incoming gradient(s). Formulas use
gradtable's own ops (`ops.*`), so with create_graph=True they are recorded too
and double backward needs no extra code. Where every formula of an entry is
arithmetic on NumPy forwards, `apply_arrays` runs the same formulas on arrays,
for a backward that is not recorded (codegen/array_formulas.py). Both guard each formula
with Node.should_compute_output, written inline (`ctx.next_functions[i][0] is not None`).
"""
import math

import numpy as np

from gradtable.autograd import array_backward
from gradtable.autograd.array_backward import saved_array
from gradtable.autograd.node import Node
from gradtable.autograd.saved import saved_tensor
from my_ops import ops
from gradtable.generated import ops as gradtable_ops


class SoftClipBackward0(Node):
    """soft_clip(Tensor self, float limit=3.0) -> Tensor

    my_ops.yaml:7
        self: grad * (1 - (result / limit) * (result / limit))
    """

    __slots__ = ("_saved_limit", "_raw_saved_result")
    _saved_tensor_slots = ("_raw_saved_result",)
    _saved_result = saved_tensor("_raw_saved_result")

    def apply(ctx, grads):
        grad = grads[0]
        limit = ctx._saved_limit
        result = ctx._saved_result
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad * (1 - result / limit * (result / limit))
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        limit = ctx._saved_limit
        result = saved_array(ctx._raw_saved_result, ctx, grad)
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad * (1 - result / limit * (result / limit))
        return grad_inputs


class SwishBackward0(Node):
    """swish(Tensor self) -> Tensor

    my_ops.yaml:15
        self: grad * swish_grad(self)
    """

    __slots__ = ("_raw_saved_self",)
    _saved_tensor_slots = ("_raw_saved_self",)
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad * ops.swish_grad(self)
        return grad_inputs

    def apply_arrays(ctx, grads):
        grad = grads[0]
        self = saved_array(ctx._raw_saved_self, ctx, grad)
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad * ((1 + np.exp(-self) * (1 + self)) / np.square(1 + np.exp(-self)))
        return grad_inputs


class SwishGradBackward0(Node):
    """swish_grad(Tensor self) -> Tensor

    my_ops.yaml:22
        self: grad * (sigmoid(self) * (1 - sigmoid(self)) * (2 + self * (1 - 2 * sigmoid(self))))
    """

    __slots__ = ("_raw_saved_self",)
    _saved_tensor_slots = ("_raw_saved_self",)
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        self = ctx._saved_self
        grad_inputs = [None]
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = grad * (gradtable_ops.sigmoid(self) * (1
                                                                    - gradtable_ops.sigmoid(self)) * (2 + self * (1 - 2 * gradtable_ops.sigmoid(self))))
        return grad_inputs


class ScaledDotBackward0(Node):
    """scaled_dot(Tensor self, Tensor other, *, float scale=1.0) -> Tensor

    my_ops.yaml:30
        self: unsqueeze(grad, -1) * other * scale
        other: unsqueeze(grad, -1) * self * scale
    """

    __slots__ = ("_raw_saved_other", "_raw_saved_self", "_saved_scale")
    _saved_tensor_slots = ("_raw_saved_other", "_raw_saved_self")
    _saved_other = saved_tensor("_raw_saved_other")
    _saved_self = saved_tensor("_raw_saved_self")

    def apply(ctx, grads):
        grad = grads[0]
        other = ctx._saved_other
        self = ctx._saved_self
        scale = ctx._saved_scale
        grad_inputs = [None] * 2
        if ctx.next_functions[0][0] is not None:
            grad_inputs[0] = gradtable_ops.unsqueeze(grad, -1) * other * scale
        if ctx.next_functions[1][0] is not None:
            grad_inputs[1] = gradtable_ops.unsqueeze(grad, -1) * self * scale
        return grad_inputs
