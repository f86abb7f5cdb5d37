"""Seed 003 (autograd tutorial notebook), cell In[5].

requires_grad_(True) switches gradient tracking on for an existing tensor (made without it, so its
flag was False); the next result then has a grad_fn. The random input is kept (its values are never
printed).
"""
import gradtable as torch

torch.manual_seed(0)
a = torch.randn(2, 2)
a = ((a * 3) / (a - 1))
print(a.requires_grad)
a.requires_grad_(True)
print(a.requires_grad)
b = (a * a).sum()
print(b.grad_fn)
