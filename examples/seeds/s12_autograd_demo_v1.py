"""Seed 001, section 2.7 "pytorch autograd 解方程", autograd_demo_v1.

A linear layer + sigmoid fitted to a one-hot label with a variance loss; hooks and retain_grad() on the
intermediate `output`. As written, the seed's loop cannot run in PyTorch:
- `hook` is never defined (NameError); the script defines it to print the gradient reaching `output`.
- `if w.grad:` works in the first iteration (w.grad is None) but from the second on w.grad is a 5x5
  tensor, and PyTorch raises "Boolean value of Tensor with more than one value is ambiguous". The script
  runs the seed's loop, prints that error, then runs the loop with `if w.grad is not None:`.
The corrected loop never updates w, so every iteration prints the same numbers; it runs 3 iterations
instead of 100. w and b are literal (torch's randn draws after manual_seed(0), rounded to 4 places), so
the gradient reaching `output` is the one in the seed's comment, tensor([-0.0405, -0.0722, -0.1572,
0.3101, -0.0403]).
"""
import gradtable as torch


def hook(grad):
    print("grad reaching output:", grad)


def autograd_demo_v1(fixed, iterations=100):
    torch.manual_seed(0)
    x = torch.ones(5, requires_grad=True) # input
    w = torch.tensor([[-1.1258, -1.1524, -0.2506, -0.4339, 0.8487],
                      [0.6920, -0.3160, -2.1152, 0.3223, -0.1577],
                      [1.4437, 0.2660, 0.1665, 0.8744, -0.1435],
                      [-0.1116, -0.6136, 1.2590, 2.0050, 0.0537],
                      [0.6181, -0.4128, -0.8411, -2.3160, -0.1023]], requires_grad=True) # weight (seed: randn)
    b = torch.tensor([0.7455, -0.2460, 0.8512, -0.3502, 1.6881])   # seed: torch.randn_like(x)
    label = torch.Tensor([0, 0, 1, 0, 0])

    for i in range(iterations):
        # w.requires_grad=True # True
        if (w.grad is not None) if fixed else w.grad:
          w.grad.zero_()

        z = torch.matmul(w, x) + b # linear layer
        output = torch.sigmoid(z)
        output.register_hook(hook)
        output.retain_grad() # tensor([-0.0405, -0.0722, -0.1572,  0.3101, -0.0403]
        loss = (output-label).var() # l2 loss
        loss.backward()
        print(w.grad)
        print("loss: ", loss)
    print("output.grad:", output.grad)


try:
    autograd_demo_v1(fixed=False)
except RuntimeError as error:
    print("RuntimeError:", error)

print("--- with `if w.grad is not None:` ---")
autograd_demo_v1(fixed=True, iterations=3)
