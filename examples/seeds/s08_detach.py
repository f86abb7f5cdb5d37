"""Seed 001, section 2.3 "detach 隔离功能".

detach() cuts a tensor out of the graph. The seed claims the final print shows `tensor([6.])`; it does
not. z = y.detach() has no grad_fn, so w = z * 3 does not require grad either and `w.backward()` fails
in PyTorch with "element 0 of tensors does not require grad and does not have a grad_fn" — exactly the
isolation the section is about: no gradient can reach x through a detached tensor. The script catches
that error; x.grad then stays None. (Backpropagating through y itself gives d(3x^2)/dx = 12 at x = 2.)
"""
import gradtable as torch
# a tensor that requires grad
x = torch.tensor([2.0], requires_grad=True)
# some function of it
y = x.pow(2)
# detach y from the graph
z = y.detach()
# operations on z do not touch the graph
w = z * 3
# compute the gradient
try:
    w.backward()
except RuntimeError as error:
    print("RuntimeError:", error)
print("x的梯度:", x.grad)  # the seed says tensor([6.]); PyTorch prints None

(y * 3).backward()          # (added) without detach the gradient reaches x
print("x的梯度:", x.grad)    # tensor([12.])
