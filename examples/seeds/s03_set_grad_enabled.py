"""Seed 000 (torch.autograd API notes), section "set_grad_enabled()".

set_grad_enabled(mode) used as a context manager and called directly as a function.

The seed's first line, `x = torch.tensor([1], requires_grad=True)`, does not run in PyTorch: [1] makes
an integer (int64) tensor and only floating point and complex tensors can require gradients, so PyTorch
raises "Only Tensors of floating point and complex dtype can require gradients". The script shows that
error and then continues with the float tensor [1.] the seed meant. When called directly in a REPL,
set_grad_enabled(...) also echoes its return value (a set_grad_enabled object); a script prints nothing.
"""
import gradtable as torch

try:
    x = torch.tensor([1], requires_grad=True)
except RuntimeError as error:
    print("RuntimeError:", error)

x = torch.tensor([1.], requires_grad=True)
is_train = False
with torch.set_grad_enabled(is_train):  # as a context manager
    y = x * 2
print(y.requires_grad)                  # False

torch.set_grad_enabled(True)            # called directly
y = x * 2
print(y.requires_grad)                  # True
torch.set_grad_enabled(False)
y = x * 2
print(y.requires_grad)                  # False
torch.set_grad_enabled(True)            # (added) leave the default mode on
print(torch.is_grad_enabled())          # (added) True
