"""Seed 001, section 2.2 "require_grad 的自动推理机制", and seed 004 ("require_grad的自动机制"): the same code.

An op's result requires grad as soon as one of its inputs does. Random inputs are kept (their values
are never printed).
"""
import gradtable as torch

torch.manual_seed(0)
x = torch.rand(5, 5)
y = torch.rand(5, 5)
z = torch.rand((5, 5), requires_grad=True)

a = x + y
print(f"Does `a` require gradients? : {a.requires_grad}")
b = x + z
print(f"Does `b` require gradients?: {b.requires_grad}")
