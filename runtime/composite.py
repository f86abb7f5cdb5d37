"""Ops defined by other ops (PyTorch's CompositeImplicitAutograd): no formula of
their own; autograd differentiates the ops they call, and grad_fn names match
PyTorch's because the same decomposition is used."""
from .generated import ops
from .kernels import viewable


def matmul(input, other):
    """matmul's shape cases, as PyTorch decomposes them (dot, mv, mm, bmm)."""
    a, b = input.ndim, other.ndim
    if a == 0 or b == 0:
        raise RuntimeError(f"both arguments to matmul need to be at least 1D, but they are {a}D and {b}D")
    if a == 1 and b == 1:
        return ops.dot(input, other)
    if a == 2 and b == 1:
        return ops.mv(input, other)
    if a == 1 and b == 2:
        return ops.squeeze(ops.mm(ops.unsqueeze(input, 0), other), 0)
    if a == 2 and b == 2:
        return ops.mm(input, other)
    if a >= 3 and b <= 2:
        # Fold the batch into rows: one mm.
        lead = input.shape[:-1]
        flat = ops.reshape(input, (-1, input.shape[-1]))
        if b == 1:
            return ops.view(ops.mv(flat, other), lead)
        return ops.view(ops.mm(flat, other), lead + (other.shape[-1],))
    # Batched: broadcast the batch dims, then bmm.
    a_mat = input if a >= 2 else ops.unsqueeze(input, 0)
    b_mat = other if b >= 2 else ops.unsqueeze(other, -1)
    batch = _broadcast_shapes(a_mat.shape[:-2], b_mat.shape[:-2])
    n, k, m = a_mat.shape[-2], a_mat.shape[-1], b_mat.shape[-1]
    if b_mat.shape[-2] != k:
        raise RuntimeError(f"Expected size for first two dimensions of batch2 tensor to be: [{_numel(batch)}, {k}] "
                           f"but got: [{_numel(batch)}, {b_mat.shape[-2]}].")
    a3 = ops.reshape(ops.expand(a_mat, batch + (n, k)), (-1, n, k))
    b3 = ops.reshape(ops.expand(b_mat, batch + (k, m)), (-1, k, m))
    out = ops.view(ops.bmm(a3, b3), batch + (n, m))
    if a == 1:
        out = ops.squeeze(out, -2)
    if b == 1:
        out = ops.squeeze(out, -1)
    return out


def _numel(shape):
    n = 1
    for s in shape:
        n *= s
    return n


def _broadcast_shapes(s1, s2):
    import numpy as np
    try:
        return tuple(np.broadcast_shapes(tuple(s1), tuple(s2)))
    except ValueError:
        raise RuntimeError(f"The size of tensor a ({s1}) must match the size of tensor b ({s2}) at non-singleton "
                           "dimension") from None


def reshape(self, *shape):
    """reshape: a view when the memory layout allows (ViewBackward0, as in PyTorch), else a copy."""
    if len(shape) == 1 and isinstance(shape[0], (tuple, list)):
        shape = tuple(shape[0])
    if viewable(self._data, shape):
        return ops.view(self, shape)
    return ops._unsafe_view(ops.clone(self), shape)  # a copy, not a view of self


def true_divide_reflected(self, other):
    """`number / tensor`, which PyTorch computes as reciprocal(tensor) * number."""
    return ops.mul(ops.reciprocal(self), other)


def flatten(self, start_dim=0, end_dim=-1):
    if self.ndim == 0:
        return ops.view(self, (1,))
    s, e = start_dim % self.ndim, end_dim % self.ndim
    if s == e:
        return self
    shape = tuple(self.shape)
    return reshape(self, shape[:s] + (-1,) + shape[e + 1:])


def square(self):
    return ops.pow(self, 2)
