"""Functions whose Python calling convention differs from their table entry (PyTorch keeps
such wrappers in torch/functional.py)."""
from .generated import ops


def einsum(equation, *operands):
    """einsum('ij,jk->ik', a, b), also einsum('ij,jk->ik', [a, b]) as PyTorch accepts."""
    if len(operands) == 1 and isinstance(operands[0], (list, tuple)):
        operands = tuple(operands[0])
    return ops.einsum(equation, list(operands))
