# Generated from my_ops.yaml by `python -m gradtable.codegen`. Do not edit: change the table and regenerate.
# ruff: noqa: F401, I001, E501
"""Forward-mode formulas: one jvp_* function per entry of my_ops.yaml with a `result:` key.

Each returns its op's output tangents (None when no input carries a tangent). Ops call them
only while a dual level is active; formulas run with tangent propagation paused, on
gradtable's own ops, so a tangent is itself differentiable by backward.
"""
import math

from gradtable.autograd.forward_grad import paused, tangent_of, tangents_of, zero_tangent
from my_ops import ops
from gradtable.generated import ops as gradtable_ops


def jvp_soft_clip(result, self, limit=3.0):
    """soft_clip(Tensor self, float limit=3.0) -> Tensor   [my_ops.yaml:7]
        result: self_t * (1 - result / limit * (result / limit))   (auto_element_wise)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = self_t * (1 - result / limit * (result / limit))
    return (result_tangent,)


def jvp_swish(result, self):
    """swish(Tensor self) -> Tensor   [my_ops.yaml:15]
        result: self_t * swish_grad(self)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = self_t * ops.swish_grad(self)
    return (result_tangent,)


def jvp_swish_grad(result, self):
    """swish_grad(Tensor self) -> Tensor   [my_ops.yaml:22]
        result: self_t * (sigmoid(self) * (1 - sigmoid(self)) * (2 + self * (1 - 2 * sigmoid(self))))
            (auto_element_wise)
    """
    self_t = tangent_of(self)
    if self_t is None:
        return None
    with paused():
        if self_t is None:
            self_t = zero_tangent(self)
        result_tangent = (self_t * (gradtable_ops.sigmoid(self) * (1
                                                                   - gradtable_ops.sigmoid(self)) * (2 + self * (1 - 2 * gradtable_ops.sigmoid(self)))))
    return (result_tangent,)


def jvp_scaled_dot(result, self, other, *, scale=1.0):
    """scaled_dot(Tensor self, Tensor other, *, float scale=1.0) -> Tensor   [my_ops.yaml:30]
        result: sum(self_t * other_p + self_p * other_t, -1) * scale
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
        result_tangent = gradtable_ops.sum(self_t * other + self * other_t, -1) * scale
    return (result_tangent,)
