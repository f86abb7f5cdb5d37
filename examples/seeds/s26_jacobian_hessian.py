"""Seed 002 (autograd module notes), autograd.functional.jacobian() and hessian().

jacobian(f, x) has shape output shape + input shape (the output part vanishes for a scalar f);
hessian(f, x) of a scalar f has shape input shape + input shape. Checked on sum(x^2) (jacobian 2x,
hessian 2I), on a Linear layer (jacobian = its weight) and on 2x2 average pooling of a 4x4 matrix.
The seed only asserts; the script prints (added) the shapes and a line once all asserts hold. Random
inputs are kept (their values are never printed).
"""
import gradtable as torch
from gradtable.autograd.functional import jacobian, hessian
from gradtable.nn import Linear, AvgPool2d

torch.manual_seed(0)
fc = Linear(4, 2)
pool = AvgPool2d(kernel_size=2)


def scalar_func(x):
    y = x ** 2
    z = torch.sum(y)
    return z


def vector_func(x):
    y = fc(x)
    return y


def mat_func(x):
    x = x.reshape((1, 1,) + x.shape)
    x = pool(x)
    x = x.reshape(x.shape[2:])
    return x ** 2


vector_input = torch.randn(4, requires_grad=True)
mat_input = torch.randn((4, 4), requires_grad=True)

j = jacobian(scalar_func, vector_input)
assert j.shape == (4, )
assert torch.all(jacobian(scalar_func, vector_input) == 2 * vector_input)
print(j.shape)
h = hessian(scalar_func, vector_input)
assert h.shape == (4, 4)
assert torch.all(hessian(scalar_func, vector_input) == 2 * torch.eye(4))
print(h.shape)
j = jacobian(vector_func, vector_input)
assert j.shape == (2, 4)
assert torch.all(j == fc.weight)
print(j.shape)
j = jacobian(mat_func, mat_input)
assert j.shape == (2, 2, 4, 4)
print(j.shape)
print("all asserts passed")
