"""Seed 003 (autograd tutorial notebook), cells In[1]-In[4], In[7] and In[8].

x = ones(2, 2) with requires_grad, y = x + 2, z = y * y * 3, out = z.mean(): each result records the op
that made it (grad_fn), and out.backward() fills x.grad with d(out)/dx = 3 (x + 2) / 2 = 4.5.

The seed's In[7] shows "RuntimeError: Trying to backward through the graph a second time ..." for
`out.backward()`. That is not what the first call does: the cell had been run twice in the notebook.
The first call succeeds; only a second call raises that error, because the first one freed the values
the graph saved. The script runs backward once, then a second time to show the error; x.grad stays 4.5
since the second call fails before anything is accumulated.
"""
import gradtable as torch

x = torch.ones(2, 2, requires_grad=True)
print(x)

y = x + 2
print(y)

# y was created by an operation, so it has a grad_fn
print(y.grad_fn)

# more operations on y
z = y * y * 3
out = z.mean()
print(z, out)

out.backward()
print(x.grad)

try:
    out.backward()                       # (added) the second call is what the seed's In[7] shows
except RuntimeError as error:
    print("RuntimeError:", error)
print(x.grad)
