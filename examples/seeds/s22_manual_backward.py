"""Seed 002 (autograd module notes), simulating autograd by hand on F = B^2 + A^2 * B^2.

A grad_fn can be called directly: given the gradient of its output it returns the gradients of its
inputs. Calling F's, E's, C's and D's grad_fn in topological order (and adding up the two gradients that
reach D) reproduces what backward computes: dF/dA = 24, dF/dB = 40. The seed only shows the final value
as a comment; the script prints each step. The values carry a grad_fn (MulBackward0) because the
formulas multiply by saved inputs that require grad, and grad mode is on. The seed's gradient for F is
the integer tensor torch.tensor(1); the add node passes it through unchanged.
"""
import gradtable as torch

A = torch.tensor([3.], requires_grad=True)
B = torch.tensor([2.], requires_grad=True)
C = A ** 2
D = B ** 2
E = C * D
F = D + E

F.manual_grad = torch.tensor(1)                             # manual_grad: the gradient we compute by hand
D.manual_grad, E.manual_grad = F.grad_fn(F.manual_grad)
print(D.manual_grad, E.manual_grad)                         # (added)
C.manual_grad, tmp2 = E.grad_fn(E.manual_grad)
print(C.manual_grad, tmp2)                                  # (added)
D.manual_grad = D.manual_grad + tmp2                        # first sum the gradients reaching D, then go on
A.manual_grad = C.grad_fn(C.manual_grad)
B.manual_grad = D.grad_fn(D.manual_grad)
print(A.manual_grad, B.manual_grad)                         # (tensor([24.], grad_fn=<MulBackward0>), tensor([40.], grad_fn=<MulBackward0>))

F.backward()                                                # (added) the engine agrees
print(A.grad, B.grad)
