"""Seed 001, section 2.8 "保存中间 activation tensor 的梯度", way 2 (方式2).

register_hook(fn) calls fn with the gradient reaching a tensor during backward; here the hook stores it
in a list. The seed's snippet has five bugs, each of which stops it in PyTorch; the script runs each
line as written, prints the error it raises, then fixes that line and continues:
1. `a.regiter_hook(aa)` is a typo: AttributeError.
2. `a = torch.Tensor([1, 2, 3])` does not require grad, and PyTorch refuses "cannot register a hook on a
   tensor that doesn't require gradient".
3. `c` is never defined (the script uses [4, 5, 6]).
4. b has three elements, so `b.backward()` needs a gradient: "grad can be implicitly created only for
   scalar outputs".
5. The list is created as `gard_list` but the hook appends to `grad_list`: the hook raises NameError
   during backward, and PyTorch passes that error on to the backward() call.
"""
import gradtable as torch

gard_list = []
def aa(grad):
    grad_list.append(grad)
    # return 0.001*grad

a = torch.Tensor([1, 2, 3])
try:
    a.regiter_hook(aa)
except AttributeError as error:
    print("AttributeError:", error)
try:
    a.register_hook(aa)
except RuntimeError as error:
    print("RuntimeError:", error)

a.requires_grad_()
a.register_hook(aa)
c = torch.Tensor([4, 5, 6])
b = a.mul(c)
try:
    b.backward()
except RuntimeError as error:
    print("RuntimeError:", error)
try:
    b.backward(torch.ones_like(b), retain_graph=True)
except NameError as error:
    print("NameError:", error)
print(a.grad)                     # None: the hook failed before the gradient was accumulated

grad_list = gard_list
b.backward(torch.ones_like(b))
print(grad_list)                  # [tensor([4., 5., 6.])]: d(a * c)/da = c
print(a.grad)
