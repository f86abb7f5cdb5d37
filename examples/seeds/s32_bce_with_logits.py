"""Seed 004 (自动微分机制 notes), "example" and "关闭梯度求导".

One linear layer z = x @ w + b with binary_cross_entropy_with_logits against a zero target: the
grad_fn of z and of the loss, then the gradients of w and b. Then the same z computed with and without
no_grad(). The seed draws w and b with randn and prints their gradients; the script uses literal values
(torch's first draws after manual_seed(0), rounded) so the printed gradients are reproducible.
"""
import gradtable as torch

x = torch.ones(5)  # input tensor
y = torch.zeros(3)  # expected output
w = torch.tensor([[1.5410, -0.2934, -2.1788],
                  [0.5684, -1.0845, -1.3986],
                  [0.4033, 0.8380, -0.7193],
                  [-0.4033, -0.5966, 0.1820],
                  [-0.8567, 1.1006, -1.0712]], requires_grad=True)   # seed: torch.randn(5, 3, requires_grad=True)
b = torch.tensor([0.1227, -0.5663, 0.3731], requires_grad=True)      # seed: torch.randn(3, requires_grad=True)
z = torch.matmul(x, w)+b
loss = torch.nn.functional.binary_cross_entropy_with_logits(z, y)
print(f"Gradient function for z = {z.grad_fn}")
print(f"Gradient function for loss = {loss.grad_fn}")
loss.backward()
print(w.grad)
print(b.grad)

# switching gradient tracking off
z = torch.matmul(x, w)+b
print(z.requires_grad)

with torch.no_grad():
    z = torch.matmul(x, w)+b
print(z.requires_grad)
