"""Formulas' helpers for torch.special's functions: the derivatives PyTorch writes as functions
(i1, i1e, mvlgamma, sinc, logit) and its refusal where it has none (igamma w.r.t. its first input)."""
import math

import numpy as np

from ...autograd.grad_mode import state as _grad_state
from ...generated import ops


def not_implemented(grad, what):
    """PyTorch's backward for an input it cannot differentiate while the op's other inputs can be:
    the node is recorded, and a gradient reaching this input raises (igamma's `self`, zeta's `self`)."""
    raise NotImplementedError(f"the derivative for '{what}' is not implemented.")


def _tiny_safe(self):
    """|x| > eps, and x with eps put where it is not (so 1 / x stays finite): I1'(0) and I1e'(0) are 1/2."""
    eps = float(np.finfo(self.dtype.numpy).eps)
    not_tiny = self.abs() > eps
    return not_tiny, ops.where(not_tiny, self, eps)


def i1_backward(grad, self, result):
    """I1'(x) = I0(x) - I1(x) / x, 1/2 at 0."""
    not_tiny, safe = _tiny_safe(self)
    return grad * ops.where(not_tiny, ops.i0(safe) - result * safe.reciprocal(), 0.5)


def i1e_backward(grad, self, result):
    """(e^-|x| I1(x))' = I0e(x) - I1e(x) (sign(x) + 1 / x), 1/2 at 0."""
    not_tiny, safe = _tiny_safe(self)
    return grad * ops.where(not_tiny, ops.special_i0e(safe) - result * (safe.sign() + safe.reciprocal()), 0.5)


def xlog1py_scalar_backward(grad, self, other):
    """d/dx x log1p(y) for a number y: log1p(y), and 0 where x == 0 when y <= -1 (log1p(y) is -inf or nan there)."""
    out = ops.special_xlog1py(grad, other)
    return out if other > -1 else out.masked_fill(self == 0.0, 0.0)


def mvlgamma_backward(grad, self, p):
    """d/dx sum_j lgamma(x - j / 2) = sum_j digamma(x - j / 2), j < p."""
    total = ops.digamma(self)
    for j in range(1, p):
        total = total + ops.digamma(self - j / 2)
    return grad * total


def sinc_backward(grad, self):
    """(pi x cos(pi x) - sin(pi x)) / (pi x^2), 0 where pi x^2 is 0. As PyTorch, grad is multiplied
    in before the division and the 0 is selected afterwards, so a double backward through x = 0
    meets 0 * (0 / 0): nan, also in the gradient that reaches grad's own history."""
    pi_x = self * math.pi
    pi_x2 = self * self * math.pi
    out = grad * ((pi_x * pi_x.cos() - pi_x.sin()) / pi_x2).conj()
    return ops.where(pi_x2 == 0.0, 0.0, out)


def logit_backward(grad, self, eps):
    """1 / (x (1 - x)), as PyTorch computes it in each mode. An ordinary backward runs its kernel:
    without eps, nan outside [0, 1] and grad * inf at the ends (where the quotient would give -0.0
    the other infinity); with eps, 0 outside [eps, 1 - eps] (a nan stays nan). Under create_graph it
    runs the op's decomposition: the plain quotient, nan outside [0, 1]; with eps, the quotient only
    inside [eps, 1 - eps], so a nan gives 0."""
    slope = grad / (self * (1 - self))
    if _grad_state.enabled:
        if eps is None:
            return slope.masked_fill((self < 0) | (self > 1), math.nan)
        return ops.where((self >= eps) & (self <= 1 - eps), slope, 0.0)
    if eps is None:
        # (the ends' infinity in a factor, not in a grad * inf branch of where())
        factor = ops.where((self == 0) | (self == 1), math.inf, 1 / (self * (1 - self)))
        return (grad * factor).masked_fill((self < 0) | (self > 1), math.nan)
    return slope.masked_fill((self < eps) | (self > 1 - eps), 0.0)
