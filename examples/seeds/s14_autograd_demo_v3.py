"""Seed 001, section 2.7 "pytorch autograd 解方程", autograd_demo_v3.

The same fit as v2, but w (here called y) stays a leaf: the update is an in-place y.sub_() under
no_grad() (without no_grad PyTorch refuses an in-place op on a leaf that requires grad), and y.grad is
zeroed before each backward. The losses are those of v2. y and b are literal (torch's randn draws after
manual_seed(0), rounded) because the losses are printed.
"""
import gradtable as torch


# gradient of a tiny fully connected layer
def autograd_demo_v3():
    torch.manual_seed(0)
    x = torch.ones(5, requires_grad=True)
    y = torch.tensor([[-1.1258, -1.1524, -0.2506, -0.4339, 0.8487],
                      [0.6920, -0.3160, -2.1152, 0.3223, -0.1577],
                      [1.4437, 0.2660, 0.1665, 0.8744, -0.1435],
                      [-0.1116, -0.6136, 1.2590, 2.0050, 0.0537],
                      [0.6181, -0.4128, -0.8411, -2.3160, -0.1023]], requires_grad=True) # a leaf (seed: randn)
    b = torch.tensor([0.7455, -0.2460, 0.8512, -0.3502, 1.6881])   # seed: torch.randn_like(x)

    for i in range(100):
        if i > 0:
            y.grad.zero_()
        # print("==========y.grad: ", y.grad)
        z = torch.matmul(y, x) + b # linear layer
        output = torch.sigmoid(z)
        label = torch.Tensor([0, 0, 1, 0, 0])
        loss = (output-label).var() # l2 loss
        loss.backward()

        # a.sub_(b) on a tensor that requires grad updates its data in place; autograd refuses that
        # on a leaf, unless it runs under torch.no_grad()
        with torch.no_grad():
          y.sub_(0.2 * y.grad)

        print("loss: ", loss)
    print(y.is_leaf, y.grad_fn)     # (added) still the same leaf


autograd_demo_v3()
