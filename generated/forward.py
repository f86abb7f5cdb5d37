# Generated from derivatives.yaml by `make generate`. Do not edit: change the table and regenerate.
"""Forward-mode formulas: one jvp_* function per entry of derivatives.yaml with a `result:` key.

Each returns its op's output tangents (None when no input carries a tangent). Ops call them
only while a dual level is active; formulas run with tangent propagation paused, on
gradtable's own ops, so a tangent is itself differentiable by backward.
"""
import math

from gradtable.forward_grad import paused, tangent_of, tangents_of, zero_tangent
from gradtable.generated import ops


def jvp_add(result, self, other, *, alpha=1):
    """add(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor   [derivatives.yaml:70]
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


def jvp_mul(result, self, other):
    """mul(Tensor self, Tensor other) -> Tensor   [derivatives.yaml:101]
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


def jvp_sin(result, self):
    """sin(Tensor self) -> Tensor   [derivatives.yaml:306]
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
