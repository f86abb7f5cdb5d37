"""Ops defined by other ops (PyTorch's CompositeImplicitAutograd): no formula of
their own; autograd differentiates the ops they call, and grad_fn names match
PyTorch's because the same decomposition is used."""
from . import linalg_kernels
from .generated import ops


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
    """reshape: a view when the data allows (ViewBackward0, as in PyTorch)."""
    if len(shape) == 1 and isinstance(shape[0], (tuple, list)):
        shape = tuple(shape[0])
    return ops.view(self, shape)


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
    return ops.view(self, shape[:s] + (-1,) + shape[e + 1:])


def square(self):
    return ops.pow(self, 2)


def relu6(input, inplace=False):
    """min(max(x, 0), 6): PyTorch computes it as hardtanh(x, 0, 6) (HardtanhBackward0)."""
    from .activation_kernels import refuse_inplace
    refuse_inplace("relu6", inplace)
    return ops.hardtanh(input, 0.0, 6.0)


def softsign(input):
    """x / (1 + |x|), as PyTorch composes it (DivBackward0)."""
    return ops.div(input, ops.add(ops.abs(input), 1))


def tanhshrink(input):
    """x - tanh(x), as PyTorch composes it (SubBackward0)."""
    return ops.sub(input, ops.tanh(input))


# -- linear algebra ------------------------------------------------------------------------------

def outer(self, vec2):
    """outer(u, v) = u as a column times v (PyTorch: reshape then mul, MulBackward0)."""
    for name, t in (("self", self), ("vec2", vec2)):
        if t.ndim != 1:
            raise RuntimeError(f"outer: Expected 1-D argument {name}, but got {t.ndim}-D")
    return ops.mul(ops.reshape(self, (self.shape[0], 1)), vec2)


def diag(self, diagonal=0):
    """diag: a 1-D input becomes a diagonal matrix, a 2-D input gives (a copy of) its diagonal."""
    if self.ndim == 1:
        return ops.diag_embed(self, diagonal, 0, 1)
    if self.ndim == 2:
        return ops.clone(ops.diagonal(self, diagonal))
    raise RuntimeError(f"diag(): Supports 1D or 2D tensors. Got {self.ndim}D")


def _info_checked(api, info, message):
    linalg_kernels.raise_for_info(api, info._data, message)


def linalg_inv(A):
    """inv = inv_ex plus the singular-matrix error (LinalgInvExBackward0, as in PyTorch)."""
    inverse, info = ops.linalg_inv_ex(A)
    _info_checked("linalg.inv", info, linalg_kernels.singular_message)
    return inverse


def inverse(self):
    return linalg_inv(self)


def det(self):
    return ops.linalg_det(self)


def slogdet(self):
    return ops.linalg_slogdet(self)


def logdet(self):
    """log det: NaN where the determinant is negative, -inf where it is zero."""
    linalg_kernels.check_matrix("logdet", self._data)
    sign, logabsdet = ops.linalg_slogdet(self)
    return ops.where(ops.lt(sign, 0.0), float("nan"), logabsdet)


def linalg_solve(A, B, left=True):
    result, info = ops.linalg_solve_ex(A, B, left=left)
    _info_checked("torch.linalg.solve", info, linalg_kernels.solver_failed_message)
    return result


def linalg_cholesky(A, upper=False):
    L, info = ops.linalg_cholesky_ex(A, upper=upper)
    _info_checked("linalg.cholesky", info, linalg_kernels.not_pd_message)
    return L


def linalg_eigvalsh(A, UPLO="L"):
    """Eigenvalues through eigh (LinalgEighBackward0, as in PyTorch)."""
    return ops.linalg_eigh(A, UPLO)[0]


def linalg_svdvals(A):
    """Singular values through svd (LinalgSvdBackward0, as in PyTorch)."""
    return ops.linalg_svd(A, False)[1]


def einsum(equation, tensors, path=None):
    """einsum from other ops: each operand's repeated subscripts become diagonals, operands are
    aligned on a common subscript order and multiplied (broadcasting), and every subscript is
    summed out as soon as no later operand and not the output needs it."""
    inputs, output = _einsum_parse(equation, tensors)
    acc, acc_labels = None, []
    for i, (t, labels) in enumerate(zip(tensors, inputs)):
        t, labels = _einsum_diagonals(t, labels, i)
        if acc is None:
            acc, acc_labels = t, labels
        else:
            union = acc_labels + [label for label in labels if label not in acc_labels]
            for label in labels:
                if label in acc_labels:
                    a, b = acc.shape[acc_labels.index(label)], t.shape[labels.index(label)]
                    if a != b and a != 1 and b != 1:
                        raise RuntimeError(f"einsum(): subscript {label} has size {b} for operand {i} which does not "
                                           f"broadcast with previously seen size {a}")
            acc = ops.mul(_einsum_align(acc, acc_labels, union), _einsum_align(t, labels, union))
            acc_labels = union
        still_needed = set(output).union(*map(set, inputs[i + 1:]))
        done = [d for d, label in enumerate(acc_labels) if label not in still_needed]
        if done:
            acc = ops.sum(acc, done)
            acc_labels = [label for label in acc_labels if label in still_needed]
    return _einsum_align(acc, acc_labels, output)


def _einsum_parse(equation, tensors):
    """Subscript lists per operand and for the output; an ellipsis becomes ('...', k) labels,
    k counting its dims from the right so that they broadcast as NumPy/PyTorch dims do."""
    equation = equation.replace(" ", "")
    lhs, arrow, rhs = equation.partition("->")
    terms = lhs.split(",")
    if len(terms) > len(tensors):
        raise RuntimeError("einsum(): fewer operands were provided than specified in the equation")
    if len(terms) < len(tensors):
        raise RuntimeError("einsum(): more operands were provided than specified in the equation")
    for pos, ch in enumerate(equation):
        if not (ch.isascii() and ch.isalpha()) and ch not in ",.->":
            raise RuntimeError(f"einsum(): invalid subscript given at index {pos} in the equation string, subscripts "
                               "must be in [a-zA-Z]")
    inputs, ellipsis_dims = [], 0
    for i, (term, t) in enumerate(zip(terms, tensors)):
        letters = term.replace("...", "")
        if "..." in term:
            if len(letters) > t.ndim:
                raise RuntimeError(f"einsum(): the number of subscripts in the equation ({len(letters)}) is more than "
                                   f"the number of dimensions ({t.ndim}) for operand {i}")
            k = t.ndim - len(letters)
            ellipsis_dims = max(ellipsis_dims, k)
            head, _, tail = term.partition("...")
            inputs.append(list(head) + [("...", j) for j in reversed(range(k))] + list(tail))
        else:
            if len(letters) != t.ndim:
                raise RuntimeError(f"einsum(): the number of subscripts in the equation ({len(letters)}) does not match "
                                   f"the number of dimensions ({t.ndim}) for operand {i} and no ellipsis was given")
            inputs.append(list(term))
    broadcast = [("...", j) for j in reversed(range(ellipsis_dims))]
    if arrow:
        head, dots, tail = rhs.partition("...")
        output = list(head) + (broadcast if dots else []) + list(tail)
        seen = set()
        for label in head + tail:
            if label in seen:
                raise RuntimeError(f"einsum(): output subscript {label} appears more than once in the output")
            seen.add(label)
            if not any(label in labels for labels in inputs):
                raise RuntimeError(f"einsum(): output subscript {label} does not appear in the equation for any "
                                   "input operand")
    else:
        letters = [c for term in terms for c in term.replace("...", "")]
        output = broadcast + sorted(c for c in set(letters) if letters.count(c) == 1)
    return inputs, output


def _einsum_diagonals(t, labels, operand):
    """A subscript repeated within one operand (einsum('ii->i')) selects that diagonal."""
    labels = list(labels)
    for label in dict.fromkeys(labels):
        while labels.count(label) > 1:
            p = labels.index(label)
            q = labels.index(label, p + 1)
            if t.shape[p] != t.shape[q]:
                raise RuntimeError(f"einsum(): subscript {label} is repeated for operand {operand} but the sizes don't "
                                   f"match, {t.shape[q]} != {t.shape[p]}")
            t = ops.diagonal(t, 0, p, q)
            labels = [x for d, x in enumerate(labels) if d not in (p, q)] + [label]
    return t, labels


def _einsum_align(t, labels, target):
    """Permute t's dims into `target` order (by transposes) and add size-1 dims for the
    subscripts t does not have."""
    labels = list(labels)
    order = [label for label in target if label in labels]
    for i, label in enumerate(order):
        j = labels.index(label)
        if j != i:
            t = ops.transpose(t, i, j)
            labels[i], labels[j] = labels[j], labels[i]
    for d, label in enumerate(target):
        if label not in labels:
            t = ops.unsqueeze(t, d)
            labels.insert(d, label)
    return t
