"""Formula helpers for complex inputs and outputs, PyTorch's convention throughout: the gradient of a
real loss L with respect to z = x + iy is dL/dx + i dL/dy (the conjugate Wirtinger derivative times
two), so a formula multiplies the incoming gradient by the conjugate of the derivative of a holomorphic
function, and a real input's gradient is the real part of what its formula gives (the engine takes it,
as PyTorch's handle_r_to_c does in each formula)."""
from ...generated import ops
from .core import zeros_like


def to_copy_backward(grad, dtype):
    """x.to(dtype)'s gradient back in x's dtype: a real x takes the real part of a complex gradient
    (without the warning a complex-to-real cast gives)."""
    if grad.is_complex() and not dtype.is_complex:
        grad = ops.real(grad)
    return grad.to(dtype)


def angle_backward(grad, self):
    """angle(z)'s gradient: grad * i z / |z|^2 (0 at z = 0); a real input's angle is piecewise constant."""
    if not self.is_complex():
        return zeros_like(self)
    turned = grad * self / self.abs().pow(2) * 1j
    return ops.where(self == 0, zeros_like(turned), turned)


def angle_jvp(self_t, self):
    """angle's tangent: the real part of the conjugate of its backward applied to the conjugate tangent."""
    if not self.is_complex():
        return zeros_like(self_t)
    return ops.real(angle_backward(self_t.conj(), self).conj())


def sgn_backward(self, grad, result):
    """sgn(z) = z / |z| is not holomorphic: its gradient mixes grad and its conjugate (0 at z = 0);
    a real sign is piecewise constant. (Also its tangent, with the tangent for grad: its Jacobian is symmetric.)"""
    if not self.is_complex():
        return zeros_like(grad)
    magnitude = self.abs()
    return ((grad - (result * result) * grad.conj()) / (2 * magnitude)).masked_fill(magnitude == 0, 0)


def polar_backward(grad, result):
    """(abs, angle) gradients of polar: result = abs e^{i angle}, so d/d abs = sgn(result) and d/d angle =
    i result, each taken through the real part of conj(grad) times the derivative."""
    grad_conj = grad.conj()
    return ops.real(grad_conj * ops.sgn(result)), ops.real(grad_conj * (result * 1j))


def scalar_conj(value):
    """The conjugate of a Scalar argument (alpha, a divisor): a Python number, which has no .conj()."""
    return value.conjugate() if isinstance(value, complex) else value


def acosh_backward(grad, self):
    """1 / sqrt(x^2 - 1); for complex x as 1 / (sqrt(x + 1) sqrt(x - 1)), the branch of acosh (the
    square root of the product picks the other sign on part of the plane)."""
    if self.is_complex():
        return grad * (ops.rsqrt(self + 1) * ops.rsqrt(self - 1)).conj()
    return grad * ops.rsqrt(self * self - 1)
