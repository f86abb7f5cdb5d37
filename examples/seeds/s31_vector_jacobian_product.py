"""Seed 003 (autograd tutorial notebook), cells In[9]-In[11].

For a non-scalar y, backward(v) computes the vector-Jacobian product v^T J rather than the full
Jacobian. Here y = x * 2^k, where the loop doubles until the norm of y reaches 1000, so x.grad = 2^k v.
Then no_grad() stops tracking even for a tensor that requires grad.

The seed draws x with randn; the script uses x = y / 1024 for the y the seed printed, so that the loop
runs the same number of times (k = 10) and the seed's outputs, tensor([ 144.7906, -929.8047, 1286.4860])
and tensor([1.0240e+02, 1.0240e+03, 1.0240e-01]), come out again.
"""
import gradtable as torch

x = torch.tensor([144.7906 / 1024, -929.8047 / 1024, 1286.4860 / 1024], requires_grad=True)    # seed: torch.randn(3, ...)
y = x * 2
while y.data.norm() < 1000: # norm() is the Euclidean norm
    y = y * 2
print(y)

v = torch.tensor([0.1, 1.0, 0.0001], dtype=torch.float)
y.backward(v)
print(x.grad)

print(x.requires_grad)
print((x ** 2).requires_grad)
with torch.no_grad():
    print((x ** 2).requires_grad)
