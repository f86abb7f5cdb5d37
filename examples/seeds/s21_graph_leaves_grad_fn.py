"""Seed 002 (autograd module notes), the first computation graph: F = exp(A * B) + E.

Leaves versus intermediate results (is_leaf), the grad_fn of each tensor, the edges of the graph
(next_functions: the grad_fn of each input, or an AccumulateGrad for a leaf), and the gradients after
backward. Differences from the seed's comments: PyTorch names the exp node `ExpBackward0` (the seed,
written for PyTorch 1.7, shows `ExpBackward`), and the addresses differ from run to run. Reading
C.grad and D.grad (not leaves) gives None with a UserWarning on stderr, as the seed says.
"""
import gradtable as torch

A = torch.tensor(2., requires_grad=True)
B = torch.tensor(.5, requires_grad=True)
E = torch.tensor(1., requires_grad=True)
C = A * B
D = C.exp()
F = D + E
print(F)        # tensor(3.7183, grad_fn=<AddBackward0>)
print([x.is_leaf for x in [A, B, C, D, E, F]])  # [True, True, False, False, True, False]
print([x.grad_fn for x in [F, D, C, A]])    # [<AddBackward0 ...>, <ExpBackward0 ...>, <MulBackward0 ...>, None]
print(F.grad_fn.next_functions) # ((<ExpBackward0 ...>, 0), (<AccumulateGrad ...>, 0))
F.backward(retain_graph=True)   # backpropagate
print(A.grad, B.grad, E.grad)   # tensor(1.3591) tensor(5.4366) tensor(1.)
print(C.grad, D.grad)   # None None: intermediate gradients are not kept
