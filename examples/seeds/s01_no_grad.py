"""Seed 000 (torch.autograd API notes), section "no_grad()".

no_grad() as a context manager and as a decorator: results computed inside it do not require grad,
even when an input does. The seed's REPL session is turned into prints; its outputs are correct.
"""
import gradtable as torch

x = torch.tensor([1.], requires_grad=True)
with torch.no_grad():
    y = x * 2
print(y.requires_grad)            # False


@torch.no_grad()
def doubler(x):
    return x * 2


z = doubler(x)
print(z.requires_grad)            # False
