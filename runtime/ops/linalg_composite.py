"""Linear-algebra ops defined by other ops (PyTorch's CompositeImplicitAutograd): outer, diag,
inv/det/slogdet/solve and the other linalg wrappers around their `_ex` ops, einsum, and the norms
(torch.norm, linalg.norm, linalg.matrix_norm, built on linalg.vector_norm and sum/amax)."""
import numpy as np

from ..autograd import forward_grad as _forward_grad
from ..autograd.grad_mode import state as _grad_state
from ..core.tensor import Tensor
from ..generated import ops
from ..kernels import linalg as linalg_kernels
from ..kernels.core import wrap_dim
from .op_support import return_type


def outer(self, vec2):
    """outer(u, v) = u as a column times v (PyTorch: reshape then mul, MulBackward0)."""
    for name, t in (("self", self), ("vec2", vec2)):
        if t.ndim != 1:
            raise RuntimeError(f"outer: Expected 1-D argument {name}, but got {t.ndim}-D")
    return ops.mul(ops.reshape(self, (self.shape[0], 1)), vec2)


def diag(self, diagonal=0):
    """diag: a 1-D input becomes a diagonal matrix, a 2-D input gives a copy of its diagonal
    (diagonal_copy, DiagonalBackward0_copy, as in PyTorch)."""
    if self.ndim == 1:
        return ops.diag_embed(self, diagonal, 0, 1)
    if self.ndim == 2:
        return ops.diagonal_copy(self, diagonal)
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
    """torch.slogdet: linalg.slogdet's results, in PyTorch's torch.return_types.slogdet."""
    return _slogdet_result(*ops.linalg_slogdet(self))


_slogdet_result = return_type("slogdet", ["sign", "logabsdet"])


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
    """Eigenvalues through eigh (LinalgEighBackward0, as in PyTorch) when A may need a gradient
    (grad mode with A requiring grad, or a forward-mode tangent); otherwise, as PyTorch, without
    eigenvectors, whose LAPACK path refuses some non-finite matrices that eigh gets through."""
    if ((_grad_state.enabled and A.requires_grad) or _forward_grad.tangent_of(A) is not None
            or type(A._data) is not np.ndarray):  # (or a batched A under vmap, whose values eigh's rule reaches)
        return ops.linalg_eigh(A, UPLO)[0]
    return Tensor._make(linalg_kernels.eigvalsh(A._data, UPLO))


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
                raise RuntimeError(f"einsum(): the number of subscripts in the equation ({len(letters)}) "
                                   f"does not match the number of dimensions ({t.ndim}) for operand {i} "
                                   "and no ellipsis was given")
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


def norm(self, p=2, dim=None, keepdim=False, dtype=None):
    """torch.norm: 'fro' and numeric p are vector norms over dim (all elements by default)."""
    if isinstance(dim, int):
        dim = (dim,)
    if isinstance(p, str):
        if p == "fro" and (dim is None or len(dim) <= 2):
            return ops.linalg_vector_norm(self, 2, dim, keepdim, dtype=dtype)
        if dim is None:
            dim = tuple(range(self.ndim))
        return _matrix_norm(self, p, dim, keepdim, dtype)
    return ops.linalg_vector_norm(self, 2 if p is None else p, dim, keepdim, dtype=dtype)


def linalg_norm(self, ord=None, dim=None, keepdim=False, dtype=None):
    """linalg.norm: a vector norm for 1-D input or one dim, a matrix norm for 2-D input or two dims."""
    if isinstance(dim, int):
        dim = (dim,)
    if dim is not None and len(dim) not in (1, 2):
        raise RuntimeError(f"linalg.norm: If dim is specified, it must be of length 1 or 2. Got {list(dim)}")
    if ord is None:
        return ops.linalg_vector_norm(self, 2, dim, keepdim, dtype=dtype)
    if dim is None:
        if self.ndim not in (1, 2):
            raise RuntimeError("linalg.norm: If dim is not specified but ord is, the input must be 1D or 2D. "
                               f"Got {self.ndim}D.")
        if self.ndim == 1 and not isinstance(ord, str):  # (dim=None: PyTorch's error texts for empty input)
            return ops.linalg_vector_norm(self, ord, None, keepdim, dtype=dtype)
        dim = tuple(range(self.ndim))
    if len(dim) == 1 and not isinstance(ord, str):
        return ops.linalg_vector_norm(self, ord, dim, keepdim, dtype=dtype)
    return _matrix_norm(self, ord, dim, keepdim, dtype)


def linalg_matrix_norm(A, ord="fro", dim=(-2, -1), keepdim=False, dtype=None):
    """linalg.matrix_norm: a norm of the matrices spanned by the two dims of dim."""
    return _matrix_norm(A, ord, tuple(dim), keepdim, dtype)


def _matrix_norm(self, ord, dim, keepdim, dtype):
    """'fro' is the 2-norm of all entries; 1 / inf are the largest column / row sums of |A|
    (-1 / -inf the smallest), reduced as sum then amax (so grad_fn is AmaxBackward0, as PyTorch);
    2 / -2 / 'nuc' are the largest / smallest / sum of the singular values."""
    if self.ndim < 2:
        raise RuntimeError("linalg.matrix_norm: The input tensor A must have at least 2 dimensions.")
    if len(dim) != 2:
        raise RuntimeError(f"linalg.matrix_norm: dim must be a 2-tuple. Got {' '.join(str(d) for d in dim)}")
    wrapped = tuple(wrap_dim(d, self.ndim) for d in dim)
    if wrapped[0] == wrapped[1]:
        raise RuntimeError(f"linalg.matrix_norm: dims must be different. Got ({wrapped[0]}, {wrapped[1]})")
    if ord == "fro":
        return ops.linalg_vector_norm(self, 2, dim, keepdim, dtype=dtype)
    if ord in ("nuc", 2, -2):
        if ord == 2 and 0 in (self.shape[dim[0]], self.shape[dim[1]]):
            return _zero_matrix_norm(self, dim, keepdim, dtype)
        return _singular_value_norm(self, ord, dim, keepdim, dtype)
    if isinstance(ord, str) or ord not in (1, -1, float("inf"), -float("inf")):
        raise RuntimeError(f"linalg.matrix_norm: Order {ord} not supported.")
    rows, cols = (d % self.ndim for d in dim)
    summed, kept = (rows, cols) if abs(ord) == 1 else (cols, rows)  # 1: column sums, inf: row sums
    if not keepdim and summed < kept:
        kept -= 1
    if ord > 0 and self.shape[kept if keepdim or kept < summed else kept + 1] == 0:
        return _zero_matrix_norm(self, dim, keepdim, dtype)
    a = ops.abs(self) if dtype is None else ops.abs(self.to(dtype))
    reduce = ops.amax if ord > 0 else ops.amin
    return reduce(ops.sum(a, [summed], keepdim=keepdim), [kept], keepdim)


def _zero_matrix_norm(self, dim, keepdim, dtype):
    """PyTorch's 1 / inf / 2 norm of matrices with no rows or columns to take a largest of: zeros, off the graph
    (-1 / -inf / -2 are refused by amin's empty-dim error)."""
    rows, cols = (d % self.ndim for d in dim)
    shape = tuple(1 if i in (rows, cols) else s for i, s in enumerate(self.shape) if keepdim or i not in (rows, cols))
    like = self if dtype is None else self.to(dtype)
    return Tensor._make(np.zeros(shape, like._data.dtype))


def _singular_value_norm(self, ord, dim, keepdim, dtype):
    """Move the two matrix dims last, take the singular values, and reduce them: amax for 2, amin
    for -2, sum for 'nuc'. keepdim puts size-1 dims back where the matrix dims were."""
    rows, cols = (d % self.ndim for d in dim)
    order = [d for d in range(self.ndim) if d not in (rows, cols)] + [rows, cols]
    a = self if dtype is None else self.to(dtype)
    s = ops.linalg_svdvals(ops.permute(a, order))
    if ord == "nuc":
        result = ops.sum(s, [-1])
    else:
        result = (ops.amax if ord > 0 else ops.amin)(s, [-1])
    if keepdim:
        result = ops.permute(ops.unsqueeze(ops.unsqueeze(result, -1), -1), [order.index(d) for d in range(self.ndim)])
    return result
