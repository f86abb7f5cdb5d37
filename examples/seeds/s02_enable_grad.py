"""Seed 000 (torch.autograd API notes), section "enable_grad()".

enable_grad() switches gradient tracking back on inside no_grad(), as a context manager and as a
decorator. The seed shows an empty line for `x.grad` after `y.backward()`; PyTorch really holds the
gradient d(2x)/dx = 2 there and prints `tensor([2.])`.
"""
import gradtable as torch

x = torch.tensor([1.], requires_grad=True)
with torch.no_grad():
    with torch.enable_grad():
        y = x * 2
print(y.requires_grad)            # True
y.backward()
print(x.grad)                     # the seed shows nothing; PyTorch prints tensor([2.])


@torch.enable_grad()
def doubler(x):
    return x * 2


with torch.no_grad():
    z = doubler(x)
print(z.requires_grad)            # True
