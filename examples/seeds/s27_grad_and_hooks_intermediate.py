"""Seed 002 (autograd module notes), gradients of intermediate results: autograd.grad() and hooks.

backward() keeps gradients only for leaves. autograd.grad(D, (C, A)) returns dD/dC and dD/dA as a tuple
instead; a hook registered on C sees the gradient passing through it during backward, and the handle
returned by register_hook removes it. The seed's values are right; its grad() result is only a comment,
which the script prints.
"""
import gradtable as torch

A = torch.tensor(2., requires_grad=True)
B = torch.tensor(.5, requires_grad=True)
C = A * B
D = C.exp()
print(torch.autograd.grad(D, (C, A)))  # (tensor(2.7183), tensor(1.3591)): one gradient per input, as a tuple


def variable_hook(grad):                        # a hook on a Tensor gets the gradient reaching it
    print('the gradient of C is：', grad)


A = torch.tensor(2., requires_grad=True)
B = torch.tensor(.5, requires_grad=True)
C = A * B
hook_handle = C.register_hook(variable_hook)    # a hook on the intermediate C
D = C.exp()
D.backward()                                    # prints: the gradient of C is： tensor(2.7183)
hook_handle.remove()                            # remove the hook once it is no longer needed
print(A.grad, B.grad)                           # (added) the leaves got B * e^(AB) and A * e^(AB)
