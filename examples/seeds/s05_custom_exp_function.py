"""Seed 000 (section "Function"), seed 001 (section 2.9) and seed 004 ("自定义自己的反向传播函数").

All three show the same custom autograd.Function: Exp, which saves its result in forward() and reuses
it in backward() (d/dx e^x = e^x). The seeds end with `output = Exp.apply(input)`, where `input` is never
defined (it would be Python's built-in function); the script defines it as a small tensor, then runs
backward and checks the hand-written backward with gradcheck, as the seed's text recommends.
"""
import gradtable as torch
from gradtable.autograd import Function


class Exp(Function):

    # the computation; takes a context as first argument, used to save tensors for backward()
    @staticmethod
    def forward(ctx, i):
        result = i.exp()
        ctx.save_for_backward(result)  # save e**i
        return result

    # the derivative; ctx.needs_input_grad tells which inputs need a gradient
    @staticmethod
    def backward(ctx, grad_output):
        result, = ctx.saved_tensors    # get the saved tensor back
        return grad_output * result    # gradient of the loss w.r.t. the input


input = torch.tensor([0., 1., 2.], requires_grad=True)   # (added) the seeds leave `input` undefined
# Use it by calling the apply method:
output = Exp.apply(input)
print(output)
print(type(output.grad_fn).__name__)
output.sum().backward()
print(input.grad)

double_input = torch.tensor([-1.5, 0.25, 2.0], dtype=torch.float64, requires_grad=True)
print(torch.autograd.gradcheck(Exp.apply, (double_input,)))
