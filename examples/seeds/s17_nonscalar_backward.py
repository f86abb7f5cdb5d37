"""Seed 001, section 2.10 "多维Tensor 如何backward", and seed 004 ("输出非标量时"): the same code.

backward() of a non-scalar output takes a gradient of the output's shape (here all ones); repeated
backward calls (with retain_graph=True) accumulate into inp.grad until it is zeroed.
"""
import gradtable as torch

inp = torch.eye(4, 5, requires_grad=True)
out = (inp+1).pow(2).t()
out.backward(torch.ones_like(out), retain_graph=True)
print(f"First call\n{inp.grad}")
out.backward(torch.ones_like(out), retain_graph=True)
print(f"\nSecond call\n{inp.grad}")
inp.grad.zero_()
out.backward(torch.ones_like(out), retain_graph=True)
print(f"\nCall after zeroing gradients\n{inp.grad}")
