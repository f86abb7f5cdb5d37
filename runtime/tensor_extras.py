"""Tensor methods built on table ops rather than being ops themselves
(as in PyTorch's torch/_tensor.py): indexing, reflected division, dim-style helpers.
(In-place methods such as add_ and the augmented operators are generated from the table.)"""
from .composite import true_divide_reflected
from .generated import ops
from .indexing import getitem, setitem
from .tensor import Tensor

Tensor.__getitem__ = getitem
Tensor.__setitem__ = setitem
Tensor.__rtruediv__ = true_divide_reflected
Tensor.__pos__ = lambda self: self


def _equal(self, other):
    """True if both tensors have the same shape and elements (a Python bool, as torch.equal)."""
    return self.shape == other.shape and bool((self._data == other._data).all())


Tensor.equal = _equal
