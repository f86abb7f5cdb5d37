"""Seed 000 (torch.autograd API notes), sections "backward()" and "grad()".

The seed gives no worked example there, only the two signatures with a comment per parameter; this
script exercises each parameter as the comments describe it:
- backward(tensors, grad_tensors): a non-scalar output needs grad_tensors of its shape (the vector of
  the vector-Jacobian product); without it PyTorch raises "grad can be implicitly created only for
  scalar outputs"; gradients accumulate into the leaves' .grad until zeroed.
- retain_graph / create_graph: keep the graph for a second backward; record the backward itself so a
  second derivative can be taken.
- grad_variables: the old name of grad_tensors, still accepted (with a deprecation warning on stderr).
- grad(outputs, inputs, grad_outputs, allow_unused): returns the gradients instead of accumulating
  them; an input the outputs do not use is an error unless allow_unused=True, which gives None.
- only_inputs: the seed says only_inputs=False also accumulates gradients of all the other leaves into
  their .grad. That is not what PyTorch does: the argument is deprecated and ignored (with a warning on
  stderr), so other leaves get no .grad.
"""
import gradtable as torch

x = torch.tensor([1., 2., 3.], requires_grad=True)
y = x * x
try:
    torch.autograd.backward(y)
except RuntimeError as error:
    print("RuntimeError:", error)
try:
    torch.autograd.backward(y, grad_tensors=torch.tensor([1., 1.]))
except RuntimeError as error:
    print("RuntimeError:", error)

torch.autograd.backward(y, grad_tensors=torch.tensor([1., 1., 1.]), retain_graph=True)
print(x.grad)                       # 2x
torch.autograd.backward(y, grad_tensors=torch.tensor([1., 0., 0.1]))
print(x.grad)                       # accumulated: 2x + 2x * [1, 0, 0.1]
x.grad.zero_()

y = x * x
torch.autograd.backward(y, grad_variables=torch.tensor([1., 1., 1.]))
print(x.grad)                       # the old name works the same

z = (x ** 3).sum()
dz, = torch.autograd.grad(z, x, create_graph=True)
print(dz)                           # 3x^2, with a grad_fn: the backward was recorded
d2z, = torch.autograd.grad(dz, x, grad_outputs=torch.ones(3))
print(d2z)                          # 6x

w = torch.tensor([4., 5., 6.], requires_grad=True)
unused = torch.tensor(1., requires_grad=True)
out = (x * w).sum()
try:
    torch.autograd.grad(out, (x, unused), retain_graph=True)
except RuntimeError as error:
    print("RuntimeError:", error)
print(torch.autograd.grad(out, (x, unused), retain_graph=True, allow_unused=True))

x.grad = None
print(torch.autograd.grad(out, x, only_inputs=False))
print(x.grad, w.grad)               # None None: only_inputs=False does not accumulate anything
