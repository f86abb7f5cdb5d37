"""Seed 002 (autograd module notes), a toy autograd engine written with grad_fn and next_functions.

`autograd(grad_fn, gradient)` walks the graph from the output: it calls each node with the gradient of
its output, and hands the results to the next functions; at an AccumulateGrad (a leaf, reachable as
`.variable`) it adds the gradient to an `auto_grad` attribute. It works here because every op has one
output. The seed's comment on the result, `tensor(24., grad_fn=<UnbindBackward>) tensor(40., ...)`,
is not what PyTorch prints: the gradients keep the shape [1] of A and B and come out of the
multiplication in PowBackward0's formula, so PyTorch prints `tensor([24.], grad_fn=<MulBackward0>)
tensor([40.], grad_fn=<AddBackward0>)` (B's is a sum of the two paths through D).
"""
import gradtable as torch


# Only for graphs where every op has one output, and slow: a node passes on each gradient as soon as it
# gets it, without waiting for all the gradients that reach it.
def autograd(grad_fn, gradient):
    auto_grad = {}
    queue = [[grad_fn, gradient]]
    while queue != []:
        item = queue.pop()
        gradients = item[0](item[1])
        functions = [x[0] for x in item[0].next_functions]
        if type(gradients) is not tuple:
            gradients = (gradients, )
        for grad, func in zip(gradients, functions):
            if type(func).__name__ == 'AccumulateGrad':
                if hasattr(func.variable, 'auto_grad'):
                    func.variable.auto_grad = func.variable.auto_grad + grad
                else:
                    func.variable.auto_grad = grad
            else:
                queue.append([func, grad])


A = torch.tensor([3.], requires_grad=True)
B = torch.tensor([2.], requires_grad=True)
C = A ** 2
D = B ** 2
E = C * D
F = D + E

autograd(F.grad_fn, torch.tensor(1))
print(A.auto_grad, B.auto_grad)         # the seed: tensor(24., grad_fn=<UnbindBackward>) tensor(40., grad_fn=<AddBackward0>)
