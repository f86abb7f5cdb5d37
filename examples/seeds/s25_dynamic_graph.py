"""Seed 002 (autograd module notes), the dynamic graph: Python control flow decides the graph.

f multiplies together the positive entries of x, so the graph (and which entries get a gradient) depends
on the values. The seed's printed gradients are right up to the last digit of rounding.
"""
import gradtable as torch


def f(x):
    result = 1
    for ii in x:
        if ii.item()>0: result=ii*result
    return result


x = torch.tensor([0.3071,  1.1043,  1.3605, -0.3471], requires_grad=True)
y = f(x)    # y = x[0]*x[1]*x[2]
y.backward()
print(x.grad)   # tensor([1.5023, 0.4178, 0.3391, 0.0000])

x = torch.tensor([ 1.2817,  1.7840, -1.7033,  0.1302], requires_grad=True)
y = f(x)    # y = x[0]*x[1]*x[3]
y.backward()
print(x.grad)   # tensor([0.2323, 0.1669, 0.0000, 2.2866])
