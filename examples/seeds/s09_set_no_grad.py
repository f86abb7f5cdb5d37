"""Seed 001, section 2.4 "控制梯度计算".

Backward through a linear layer z = x @ w + b with an explicit gradient for the non-scalar z, then the
same layer under no_grad(), whose result does not require grad. The seed draws w, b and the backward
gradient with randn and prints x.grad; the script uses literal values (the first values torch draws
after manual_seed(0), rounded) so the printed gradient is the same for every run and library.
"""
import gradtable as torch


def set_no_grad():
    x = torch.ones(5, requires_grad=True)  # input tensor
    y = torch.zeros(3)  # expected output
    w = torch.tensor([[1.5410, -0.2934, -2.1788],
                      [0.5684, -1.0845, -1.3986],
                      [0.4033, 0.8380, -0.7193],
                      [-0.4033, -0.5966, 0.1820],
                      [-0.8567, 1.1006, -1.0712]], requires_grad=True)  # seed: torch.randn(5, 3, ...)
    b = torch.tensor([0.1227, -0.5663, 0.3731], requires_grad=True)     # seed: torch.randn(3, ...)
    z = torch.matmul(x, w)+b
    # print("requires_grad: ", z.requires_grad)
    z.backward(torch.tensor([0.5, -1.0, 2.0]))                          # seed: torch.randn_like(z)
    print("x grad: ", x.grad)

    # torch.set_grad_enabled(False) # switches gradient tracking off globally

    with torch.no_grad():
        z = torch.matmul(x, w)+b

    # z.backward(torch.ones_like(z))
    print("requires_grad: ", z.requires_grad)


set_no_grad()
