"""Seed 001, section 4.4 "局部禁用梯度计算".

Three ways to keep computations out of the graph: no_grad(), set_grad_enabled(False), and setting
requires_grad = False on a leaf. The seed prints nothing; the script adds prints of what each line
leaves behind.
"""
import gradtable as torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
with torch.no_grad():
    y = x * 2  # not tracked
print(y.requires_grad, y.grad_fn)                        # (added) False None

with torch.set_grad_enabled(False):
    y = x * 2  # not tracked
print(y.requires_grad, y.grad_fn)                        # (added) False None

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
y = torch.tensor([4.0, 5.0, 6.0], requires_grad=True)
x.requires_grad = False  # no gradient for x
z = x * y  # only y gets a gradient
z.sum().backward()                                       # (added)
print(z.requires_grad, x.grad, y.grad)                   # (added) True None tensor([1., 2., 3.])
