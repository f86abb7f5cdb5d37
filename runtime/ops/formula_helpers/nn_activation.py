"""Formulas' helpers for the activations added with nn's in-place forms: the backward of an
in-place activation read from its result (elu_, celu_ save the output, not a clone of the input),
glu's halves and prelu's two gradients. Written with ops, so each is itself differentiable."""
import numpy as np

from ...generated import ops


def celu_input_scale(alpha):
    """celu's backward (CeluBackward0/1) is elu's with input_scale 1 / alpha, alpha rounded to
    float32 first, as PyTorch's formula computes it (1.0 / alpha.toFloat()); the forward is exact."""
    return 1.0 / float(np.float32(alpha))


def elu_backward_of_result(grad, result, alpha, scale, input_scale):
    """elu_/celu_/selu_: the slope from y = elu(x) itself: y <= 0 exactly where x <= 0, and there
    d y / d x = input_scale * (y + alpha * scale). As PyTorch, a negative alpha cannot be undone
    (y <= 0 no longer means x <= 0), so it is refused when the gradient is asked for."""
    if alpha < 0:
        raise RuntimeError("In-place elu backward calculation is triggered with a negative slope which is not "
                           "supported. This is caused by calling in-place forward function with a negative slope, "
                           "please call out-of-place version instead.")
    # (the second derivative is masked by y < 0, as PyTorch's: at y = 0 it is 0)
    negative = grad * input_scale * (ops.where(ops.lt(result, 0), result, 0.0) + alpha * scale)
    return ops.where(ops.le(result, 0), negative, grad * scale)


def _halves(self, dim):
    a, b = ops.chunk(self, 2, dim)
    return a, b, ops.sigmoid(b)


def glu_backward(grad, self, dim):
    """glu(x) = a * sigmoid(b): d/da = sigmoid(b), d/db = a * sigmoid(b) * (1 - sigmoid(b)), joined
    back along dim."""
    a, _, s = _halves(self, dim)
    grad_a = grad * s
    return ops.cat([grad_a, grad_a * a * (1 - s)], dim)


def glu_jvp(self_t, self_p, dim):
    """The tangent of glu: a_t * sigmoid(b) + a * sigmoid(b) * (1 - sigmoid(b)) * b_t."""
    a, _, s = _halves(self_p, dim)
    a_t, b_t = ops.chunk(self_t, 2, dim)
    return a_t * s + a * s * (1 - s) * b_t


def prelu_kernel_backward(grad, self, weight, grad_input_mask):
    """_prelu_kernel(x, w) = x where x > 0, else w * x: the input's gradient is grad or w * grad,
    the weight's x * grad where x <= 0 (in x's broadcast shape: the engine sums it to w's)."""
    positive = ops.gt(self, 0)
    grad_self = ops.where(positive, grad, weight * grad) if grad_input_mask[0] else None
    grad_weight = ops.where(positive, 0.0, self * grad) if grad_input_mask[1] else None
    return grad_self, grad_weight
