"""Seed 002 (autograd module notes), the toy autograd engine of s23 applied to a small MLP.

The engine, run on the graph of an nn.Module, gives the same input gradient as backward() does. Two
changes from the seed: its code after the class body is indented into the class (a formatting slip; it
could not run there), and its weights are random, which would make the printed gradients differ from
run to run and from library to library, so the script overwrites every parameter with fixed values
before saving the state dict: multiples of 1/8, so every sum and product is exact in float32 and the
printed gradients cannot depend on the order of summation. The seed's two printed gradients are equal,
as here; the values differ because of the weights.
"""
import gradtable as torch
from gradtable import nn


def autograd(grad_fn, gradient):
    auto_grad = {}
    queue = [[grad_fn, gradient]]
    while queue != []:
        item = queue.pop()
        gradients = item[0](item[1])
        functions = [x[0] for x in item[0].next_functions]
        if type(gradients) is not tuple:
            gradients = (gradients, )
        for grad, func in zip(gradients, functions):
            if type(func).__name__ == 'AccumulateGrad':
                if hasattr(func.variable, 'auto_grad'):
                    func.variable.auto_grad = func.variable.auto_grad + grad
                else:
                    func.variable.auto_grad = grad
            else:
                queue.append([func, grad])


class MLP(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Linear(10, 5)
        self.relu = nn.ReLU()
        self.fc2 = nn.Linear(5, 2)
        self.fc3 = nn.Linear(5, 2)
        self.fc4 = nn.Linear(2, 2)

    def forward(self, x):
        x = self.fc1(x)
        x = self.relu(x)
        x1 = self.fc2(x)
        x2 = self.fc3(x)
        x2 = self.relu(x2)
        x2 = self.fc4(x2)
        return x1 + x2


x = torch.ones([10], requires_grad=True)
mlp = MLP()
with torch.no_grad():                                    # (added) fixed weights instead of random ones
    for i, p in enumerate(mlp.parameters()):
        steps = torch.arange(p.numel(), dtype=torch.float32).reshape(p.shape)
        p.copy_((steps * (i + 2) % 7 - 3) / 8)
mlp_state_dict = mlp.state_dict()

# the hand-written autograd
mlp = MLP()
mlp.load_state_dict(mlp_state_dict)
y = mlp(x)
z = torch.sum(y)
autograd(z.grad_fn, torch.tensor(1.))
print(x.auto_grad)

# PyTorch's backward
mlp = MLP()
mlp.load_state_dict(mlp_state_dict)
y = mlp(x)
z = torch.sum(y)
z.backward()
print(x.grad)
print(x.auto_grad.equal(x.grad))                         # (added)
