"""Fit a small network to a curve with L-BFGS, written as ordinary PyTorch code: the optimizer
calls a closure that recomputes the loss and its gradients, and the strong Wolfe line search picks
each step's length. A quasi-Newton method needs far fewer steps than SGD on a smooth, full-batch
problem like this one.

    python examples/lbfgs_fit.py

Swap the import for `import torch` and it runs under PyTorch and prints the same numbers: the data
is a fixed grid and the weights start from a fixed pattern, so no random numbers are involved.
"""
import gradtable as torch
from gradtable import nn


def main():
    torch.set_default_dtype(torch.float64)   # L-BFGS' curvature pairs are sensitive to rounding
    x = torch.linspace(-3, 3, 64).unsqueeze(1)
    y = torch.sin(x) + 0.3 * x
    model = nn.Sequential(nn.Linear(1, 16), nn.Tanh(), nn.Linear(16, 1))
    with torch.no_grad():  # a fixed starting point instead of random init, so both libraries agree
        for i, p in enumerate(model.parameters()):
            p.copy_(torch.arange(p.numel()).mul(0.9 + 0.1 * i).cos().reshape(p.shape) * 0.5)
    print(model)

    optimizer = torch.optim.LBFGS(model.parameters(), lr=1, max_iter=20, history_size=10,
                                  line_search_fn="strong_wolfe")
    loss_fn = nn.MSELoss()
    evaluations = 0

    def closure():
        nonlocal evaluations
        evaluations += 1
        optimizer.zero_grad()
        loss = loss_fn(model(x), y)
        loss.backward()
        return loss

    start = loss_fn(model(x), y).item()
    print(f"initial loss {start:.6f}")
    for step in range(1, 6):
        loss = optimizer.step(closure)
        print(f"step {step}  loss before the step {loss.item():.4e}")
    final = loss_fn(model(x), y).item()
    print(f"final loss {final:.3e} after {evaluations} closure calls")
    print(f"loss fell by 100x: {final < start / 100}")
    torch.set_default_dtype(torch.float32)


if __name__ == "__main__":
    main()
