"""Seed 001 (pytorch autograd 原理概述), section 2.1 "pytorch autograd 展示".

A forward pass through bmm, sigmoid and matmul, a backward from the summed output, and one manual
gradient-descent step on w_0. The seed only defines the function; the script calls it. Random inputs
are kept (their values are never printed).
"""
import gradtable as torch


def autograd_demo():
    data0 = torch.randn(2, 2, 4)
    w_0 = torch.randn(2, 4, 3, requires_grad=True)
    data2 = torch.bmm(data0, w_0)
    data3 = torch.sigmoid(data2)
    w_1 = torch.randn(2, 3, 5, requires_grad = True)
    output = torch.matmul(data3, w_1)
    loss = output.sum()
    loss.backward()
    w_0 = w_0 - 0.001* w_0.grad

    print("run autograd_demo finished !!!")
    # (added) what the step produced: w_0 is no longer a leaf, it was computed from the old w_0
    print(w_0.shape, w_0.is_leaf, w_0.grad_fn.name(), w_1.grad.shape)


torch.manual_seed(0)
autograd_demo()
