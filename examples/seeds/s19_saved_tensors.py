"""Seed 001, section 4.2 "Saved Tensors".

A grad_fn exposes what it saved for backward as `_saved_*` attributes. pow saves its input, and
`_saved_self` is the very object x; exp saves its output, and `_saved_result` is equal to y but a
different Python object (saving a tensor in its own grad_fn is done by packing it, and unpacking makes a
new tensor sharing y's storage). The seed's comments (True, True, True, False) are right. Random inputs
are kept (only comparisons are printed).
"""
import gradtable as torch

torch.manual_seed(0)
x = torch.randn(5, requires_grad=True)
y = x.pow(2)
print(x.equal(y.grad_fn._saved_self))  # True
print(x is y.grad_fn._saved_self)  # True

x = torch.randn(5, requires_grad=True)
y = x.exp()
print(y.equal(y.grad_fn._saved_result))  # True
print(y is y.grad_fn._saved_result)  # False
