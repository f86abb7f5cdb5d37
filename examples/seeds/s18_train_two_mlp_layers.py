"""Seed 001, section 2.11 "example : train a model with two mlp layers".

Two sigmoid layers trained by hand-written gradient descent (`w = w - lr * w.grad`, with retain_grad()
on the new non-leaf weights); the variance loss is printed at every one of the 300 steps.

The seed's `if w1.grad or w2.grad:` never fires: from the second step on, w1 and w2 are fresh results
of the update, whose .grad is None at that point. Reading .grad of such a non-leaf tensor makes
PyTorch warn (a UserWarning on stderr), which this script leaves as it is. The seed defines the
function only; the script calls it.
"""
import gradtable as torch


def train_demo():
    w1 = [[0.1, 0.15], [0.2, 0.25], [0.3, 0.35]]
    w2 = [[0.4, 0.45, 0.5], [0.55, 0.6, 0.65]]
    w1 = torch.tensor(w1, requires_grad=True)
    w2 = torch.tensor(w2, requires_grad=True)
    b1 = torch.ones(3, 1).float()
    b2 = torch.ones(2, 2).float()

    input1 = torch.tensor([5, 10]).reshape(2, 1).to(torch.float32)
    label = torch.tensor([0.01, 0.99]).reshape(2, 1)

    for i in range(300):
        if w1.grad or w2.grad:
            w1.grad.zero_()
            w2.grad.zero_()

        w1.retain_grad()
        w2.retain_grad()
        net_h = torch.mm(w1, input1) + b1
        out_h = torch.sigmoid(net_h)

        net_o = torch.matmul(w2, out_h) + b2
        out_o = torch.sigmoid(net_o)
        loss = (out_o - label).var()
        loss.backward()

        if i < 100:
            w1 = w1 - 0.5 * w1.grad
            w2 = w2 - 0.5 * w2.grad
        else:
            w1 = w1 - 0.02 * w1.grad
            w2 = w2 - 0.02 * w2.grad

        print(loss)


train_demo()
