"""Seed 001, section 2.6 "小心 inplace-op".

inplace_demo: an in-place op on a leaf that requires grad is refused by PyTorch with "a leaf Variable
that requires grad is being used in an in-place operation." (the seed shows the code, not the error;
the script catches and prints it). inplace_demo_v2: the same kind of update is fine under no_grad(),
also through a view; the seed's `y` is undefined there, so the script makes y a leaf with a gradient
first. The seed's comment that sub_ creates a new tensor underneath is not what happens: y stays the
same leaf tensor, and its version counter counts the two in-place updates.
"""
import gradtable as torch


def inplace_demo():
    data1 = torch.tensor([[0.5, -1.0, 2.0, 0.0],
                          [1.5, 3.0, -2.5, 1.0],
                          [0.25, -0.75, 1.25, 4.0]])   # seed: torch.randn(3, 4) (values never printed)
    data1.requires_grad = True

    data1.mul_(2)
    loss = data1.var()

    loss.backward()


def inplace_demo_v2(y):
    with torch.no_grad():
        v = y.view(5, 5)
        v.sub_(y.grad * 0.1)

        # (seed) sub_ goes through several layers of C++ calls
        y.sub_(0.1 * y.grad)


try:
    inplace_demo()
except RuntimeError as error:
    print("RuntimeError:", error)

y = torch.arange(25.0).reshape(5, 5).requires_grad_()  # (added) the seed leaves y undefined
(y * y).sum().backward()                        # y.grad = 2 * y
inplace_demo_v2(y)
print(y)                                        # 0.6 * the start: two steps of 0.1 * 2 * y
print(y.is_leaf, y.requires_grad, y._version)   # still the same leaf; two in-place updates
