"""Seed 001, section 2.8 "保存中间 activation tensor 的梯度", way 1 (方式1).

retain_grad() keeps the .grad of a tensor that is not a leaf: after the first step `y = y - 0.1 * y.grad`
makes y an intermediate result, and only retain_grad() makes its gradient readable in the next
iteration. The seed's fragment uses x, y and b without defining them and prints nothing; the script
sets them up as in section 2.7 (literal values instead of randn) and prints (added) a few losses and what
y has become.
"""
import gradtable as torch

x = torch.ones(5, requires_grad=True)
y = torch.tensor([[-1.1258, -1.1524, -0.2506, -0.4339, 0.8487],
                  [0.6920, -0.3160, -2.1152, 0.3223, -0.1577],
                  [1.4437, 0.2660, 0.1665, 0.8744, -0.1435],
                  [-0.1116, -0.6136, 1.2590, 2.0050, 0.0537],
                  [0.6181, -0.4128, -0.8411, -2.3160, -0.1023]], requires_grad=True)
b = torch.tensor([0.7455, -0.2460, 0.8512, -0.3502, 1.6881])

for i in range(100):
    y.retain_grad()
    z = torch.matmul(y, x) + b # linear layer
    output = torch.sigmoid(z)
    label = torch.Tensor([0, 0, 1, 0, 0])
    loss = (output-label).var() # l2 loss
    loss.backward()
    y = y - 0.1 * y.grad # y is now an intermediate result: no longer a leaf
    if i % 20 == 0:
        print(i, loss)          # (added)

print(y.is_leaf, y.grad_fn)     # (added)
print(y.grad)                   # (added) None: the newest y has not been through a backward yet
