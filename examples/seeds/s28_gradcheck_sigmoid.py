"""Seed 002 (autograd module notes), section "torch.autograd.gradcheck (数值梯度检查)".

gradcheck compares a Function's hand-written backward with finite differences. In float32 the check
passes with eps=1e-3 but fails with eps=1e-4 (rounding error in f(x+eps) - f(x-eps) grows as eps shrinks);
in float64 it passes with eps=1e-4 and 1e-6. Two differences from the seed:
- on failure gradcheck raises (GradcheckError from torch.autograd.gradcheck, "Jacobian mismatch for output 0
  with respect to input 0, ...") rather than printing "fail"; the script catches it and prints its first
  line. With float32 inputs PyTorch also warns on stderr that the inputs are not double precision.
- the seed draws the input with randn; the script uses the values printed in the seed's comments, so
  the pass/fail pattern does not depend on the draw.
"""
import gradtable as torch
from gradtable.autograd import Function
from gradtable.autograd.gradcheck import GradcheckError


class Sigmoid(Function):

    @staticmethod
    def forward(ctx, x):
        output = 1 / (1 + torch.exp(-x))
        ctx.save_for_backward(output)
        return output

    @staticmethod
    def backward(ctx, grad_output):
        output,  = ctx.saved_tensors
        grad_x = output * (1 - output) * grad_output
        return grad_x


def check(function, inputs, eps):
    """(added) print pass/fail instead of stopping at the first GradcheckError."""
    try:
        print("pass" if torch.autograd.gradcheck(function, inputs, eps=eps) else "returned False")
    except GradcheckError as error:
        print("fail:", str(error).splitlines()[0])


test_input = torch.tensor([-0.4646, -0.4403,  1.2525, -0.5953], requires_grad=True)  # seed: torch.randn(4, requires_grad=True)
check(Sigmoid.apply, (test_input,), eps=1e-3)    # pass
check(torch.sigmoid, (test_input,), eps=1e-3)    # pass
check(Sigmoid.apply, (test_input,), eps=1e-4)    # fail
check(torch.sigmoid, (test_input,), eps=1e-4)    # fail

test_input = torch.tensor([-0.4646, -0.4403,  1.2525, -0.5953], requires_grad=True, dtype=torch.float64)  # seed: torch.randn(...)
check(Sigmoid.apply, (test_input,), eps=1e-4)    # pass
check(torch.sigmoid, (test_input,), eps=1e-4)    # pass

check(Sigmoid.apply, (test_input,), eps=1e-6)    # pass
check(torch.sigmoid, (test_input,), eps=1e-6)    # pass
