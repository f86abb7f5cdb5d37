"""Seed 001, section 2.7 "pytorch autograd 解方程", autograd_demo_v2.

Gradient descent written as `w = w - 0.2 * w.grad`: after the first step w is no longer a leaf but the
result of a subtraction, so retain_grad() is what keeps its .grad, and each new w starts with no
gradient (which is why the seed needs no zero_()). The loss goes down over 100 steps. w and b are
literal (torch's randn draws after manual_seed(0), rounded) because the losses are printed.
"""
import gradtable as torch


def autograd_demo_v2():
    torch.manual_seed(0)
    x = torch.ones(5, requires_grad=True)
    w = torch.tensor([[-1.1258, -1.1524, -0.2506, -0.4339, 0.8487],
                      [0.6920, -0.3160, -2.1152, 0.3223, -0.1577],
                      [1.4437, 0.2660, 0.1665, 0.8744, -0.1435],
                      [-0.1116, -0.6136, 1.2590, 2.0050, 0.0537],
                      [0.6181, -0.4128, -0.8411, -2.3160, -0.1023]], requires_grad=True) # a leaf (seed: randn)
    b = torch.tensor([0.7455, -0.2460, 0.8512, -0.3502, 1.6881])   # seed: torch.randn_like(x)
    label = torch.Tensor([0, 0, 1, 0, 0])

    for i in range(100):
        # w.grad.zero_()
        w.retain_grad()
        # print("===========w.grad: ", w.grad)
        z = torch.matmul(w, x) + b # linear layer
        output = torch.sigmoid(z)
        loss = (output-label).var() # l2 loss
        loss.backward()
        w = w - 0.2 * w.grad # the new w: its gradient starts empty
        print("loss: ", loss)
    print(w.is_leaf, w.grad_fn)     # (added) w is now the output of a subtraction


autograd_demo_v2()
