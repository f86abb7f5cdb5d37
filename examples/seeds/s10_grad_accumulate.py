"""Seed 001, section 2.5 "梯度累加和清0".

Gradients accumulate into .grad across backward calls; w.grad.zero_() resets them, so the second
backward (through the retained graph) gives the same w.grad as the first. Also prints the grad_fn of
the linear output and of binary_cross_entropy_with_logits. The seed draws w and b with randn; the script
uses literal values (torch's first draws after manual_seed(0), rounded) because w.grad is printed.
"""
import gradtable as torch


def grad_accumulate():
    # torch.seed()
    x = torch.ones(5)  # input tensor
    label = torch.zeros(3)  # expected output
    w = torch.tensor([[1.5410, -0.2934, -2.1788],
                      [0.5684, -1.0845, -1.3986],
                      [0.4033, 0.8380, -0.7193],
                      [-0.4033, -0.5966, 0.1820],
                      [-0.8567, 1.1006, -1.0712]], requires_grad=True)  # seed: torch.randn(5, 3, ...)
    b = torch.tensor([0.1227, -0.5663, 0.3731], requires_grad=True)     # seed: torch.randn(3, ...)
    output = torch.matmul(x, w)+b # a fully connected layer

    loss = torch.nn.functional.binary_cross_entropy_with_logits(output, label)
    loss.backward(retain_graph=True) # backward: compute the gradients
    print(f"Grad for w first time = {w.grad}")
    print(f"Gradient function for z = {output.grad_fn}")
    print(f"Gradient function for loss = {loss.grad_fn}")
    w.grad.zero_()
    loss.backward(retain_graph=True)
    print(f"Grad for w second time = {w.grad}")
    loss.backward(retain_graph=True)                    # (added) without zero_() it accumulates
    print(f"Grad for w third time, not zeroed = {w.grad}")


grad_accumulate()
