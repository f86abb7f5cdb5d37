"""Seed 000 (torch.autograd API notes), section "inference_mode()".

inference_mode() as a context manager and as a decorator: like no_grad(), results do not require grad.

As in s03, the seed's `torch.tensor([1], requires_grad=True)` is an integer tensor, which PyTorch refuses
("Only Tensors of floating point and complex dtype can require gradients"); the script shows the error
and uses [1.]. The prints of is_inference_mode_enabled() are added (the seed names that function in the
next section).
"""
import gradtable as torch

try:
    x = torch.tensor([1], requires_grad=True)
except RuntimeError as error:
    print("RuntimeError:", error)

x = torch.tensor([1.], requires_grad=True)
with torch.inference_mode():
    y = x * 2
    print(torch.is_inference_mode_enabled())   # (added) True
print(y.requires_grad)                          # False
print(torch.is_inference_mode_enabled())       # (added) False


@torch.inference_mode()
def doubler(x):
    return x * 2


z = doubler(x)
print(z.requires_grad)                          # False
