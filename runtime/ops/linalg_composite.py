"""Linear-algebra ops defined by other ops (PyTorch's CompositeImplicitAutograd): outer, diag,
inv/det/slogdet/solve and the other linalg wrappers around their `_ex` ops, einsum, and the norms
(torch.norm, linalg.norm, linalg.matrix_norm, built on linalg.vector_norm and sum/amax)."""
import math
import warnings

import numpy as np

from ..autograd import forward_grad as _forward_grad
from ..autograd.grad_mode import state as _grad_state
from ..core.stacklevel import user_stacklevel
from ..core.tensor import Tensor
from ..generated import ops
from ..kernels import distance as distance_kernels
from ..kernels import linalg as linalg_kernels
from ..kernels import linalg_eig as eig_kernels
from ..kernels.core import broadcast_shape, wrap_dim
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
    """log det: NaN where the determinant is negative, -inf where it is zero; for a complex matrix,
    log(sign) + logabsdet (the principal logarithm)."""
    linalg_kernels.check_matrix("logdet", self._data)
    sign, logabsdet = ops.linalg_slogdet(self)
    if self.is_complex():
        return ops.log(sign) + logabsdet
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


def linalg_eigvals(A):
    """Eigenvalues through eig (LinalgEigBackward0, as in PyTorch) when A may need a gradient (as
    linalg_eigvalsh decides); otherwise geev without eigenvectors."""
    if ((_grad_state.enabled and A.requires_grad) or _forward_grad.tangent_of(A) is not None
            or type(A._data) is not np.ndarray):
        return ops.linalg_eig(A)[0]
    return Tensor._make(eig_kernels.eigvals(A._data))


def linalg_svdvals(A):
    """Singular values through svd (LinalgSvdBackward0, as in PyTorch)."""
    return ops.linalg_svd(A, False)[1]


def einsum(equation, tensors, path=None):
    """einsum as PyTorch computes it, so that its graph holds PyTorch's nodes: every operand's dims are
    put in one order (the output's, then the summed ones; a repeated subscript takes a diagonal, a
    missing one is an unsqueezed dim), then operands are contracted two at a time, left to right or
    along `path`, each pair by one batched matrix product (_sumproduct_pair); the summed dims, size 1
    by then, are viewed away (summed, for one operand). So einsum('ij->ji', x) is a permuted view of x."""
    if not tensors:
        raise RuntimeError("einsum(): must provide at least one operand")
    count = len(tensors)
    if path is not None:
        expected = 1 if count == 1 else (count - 1) * 2
        if len(path) != expected:
            raise RuntimeError(f"einsum(): expected contraction path given in path parameter to have size {expected} "
                               f"but got {len(path)}")
    arrow = equation.find("->")
    lhs = equation if arrow < 0 else equation[:arrow]
    labels = _einsum_operand_labels(lhs, count)
    label_count, ell_dims = {}, 0
    for i, (t, own) in enumerate(zip(tensors, labels)):
        named = [s for s in own if s is not _ELLIPSIS]
        for s in named:
            label_count[s] = label_count.get(s, 0) + 1
        if _ELLIPSIS in own:
            ell_dims = max(ell_dims, t.ndim - len(named))
        if len(named) > t.ndim if _ELLIPSIS in own else len(named) != t.ndim:
            raise RuntimeError(f"einsum(): the number of subscripts in the equation ({len(named)}) "
                               + ("is more than the number of dimensions (" if _ELLIPSIS in own
                                  else "does not match the number of dimensions (")
                               + f"{t.ndim}) for operand {i}"
                               + ("" if _ELLIPSIS in own else " and no ellipsis was given"))
    # Where each subscript goes: the output's dims first, then the dims summed away.
    position, ell_index, ell_in_output = {}, 0, arrow < 0
    if arrow < 0:   # the implicit output: the ellipsis, then the subscripts seen once, in order
        ell_index, width = 0, ell_dims
        for s in sorted(s for s, n in label_count.items() if n == 1):
            position[s] = width
            width += 1
    else:
        width, ell_index, ell_in_output = _einsum_output(equation[arrow + 2:], len(lhs), label_count, position,
                                                         ell_dims)
    out_dims = width
    if not ell_in_output:
        ell_index, width = width, width + ell_dims
    for s in sorted(label_count):
        if s not in position:
            position[s] = width
            width += 1
    pending, dim_counts, sizes = [], [0] * width, {}
    for i, (t, own) in enumerate(zip(tensors, labels)):
        pending.append(_einsum_align(t, own, i, position, ell_index, ell_dims, width, dim_counts, sizes))
    contractions = iter(path or ())
    while len(pending) > 1:
        i, j = 0, 1
        if path is not None:
            i, j = next(contractions), next(contractions)
            i, j = min(i, j), max(i, j)
            if i == j or i < 0 or j >= len(pending):
                raise RuntimeError(f"einsum(): invalid contraction ({i}, {j}"
                                   + (") cannot contract an operand with itself" if i == j
                                      else ") operand index is out of bounds"))
        a, b = pending[i], pending[j]
        del pending[j], pending[i]
        summed, a_only, b_only = [], [], []
        for d in range(out_dims, width):
            if a.shape[d] != 1 and b.shape[d] != 1:
                dim_counts[d] -= 1
                if dim_counts[d] == 1:
                    summed.append(d)
                    dim_counts[d] = 0
            elif dim_counts[d] == 1:
                if a.shape[d] != 1:
                    a_only.append(d)
                    dim_counts[d] = 0
                elif b.shape[d] != 1:
                    b_only.append(d)
                    dim_counts[d] = 0
        if a_only:
            a = ops.sum(a, a_only, True)
        if b_only:
            b = ops.sum(b, b_only, True)
        product = _sumproduct_pair(a, b, summed)
        if path is not None:
            pending.append(product)
        else:
            pending.insert(0, product)
    result = pending[0]
    if width > out_dims:
        if count > 1:   # (every summed dim is size 1 now)
            return ops.view(result, tuple(result.shape[:out_dims]))
        return ops.sum(result, list(range(out_dims, width)))
    return result


_ELLIPSIS = object()


def _sumproduct_pair(left, right, summed):
    """(left * right) summed over the dims `summed` (kept as size 1), as PyTorch computes it: dims in
    both operands (batch), in one only (rows of left, columns of right) and summed ones are permuted
    together and flattened, one bmm multiplies, and the result is viewed and permuted back."""
    if not summed:
        return ops.mul(left, right)
    both, left_only, right_only = [], [], []
    both_size = left_size = right_size = summed_size = 1
    for d in range(left.ndim):
        in_left, in_right = left.shape[d] != 1, right.shape[d] != 1
        if d in summed:
            if in_left and in_right:
                if left.shape[d] != right.shape[d]:
                    raise RuntimeError("non-broadcast dimensions must match")
                summed_size *= left.shape[d]
            elif in_left:
                left = ops.sum(left, d, True)
            elif in_right:
                right = ops.sum(right, d, True)
        elif in_left and in_right:
            if left.shape[d] != right.shape[d]:
                raise RuntimeError("non-broadcast dimensions must match")
            both.append(d)
            both_size *= left.shape[d]
        elif in_left:
            left_only.append(d)
            left_size *= left.shape[d]
        else:
            right_only.append(d)
            right_size *= right.shape[d]
    out_shape = ([left.shape[d] for d in both + left_only] + [1] * len(summed) + [right.shape[d] for d in right_only])
    order = both + left_only + list(summed) + right_only
    back = [0] * len(order)
    for i, d in enumerate(order):
        back[d] = i
    left = ops.reshape(ops.permute(left, order), (both_size, left_size, summed_size))
    right = ops.reshape(ops.permute(right, both + list(summed) + right_only + left_only),
                        (both_size, summed_size, right_size))
    return ops.permute(ops.view(ops.bmm(left, right), tuple(out_shape)), back)


def _einsum_subscript(label):
    """PyTorch's order of subscripts: A..Z, then a..z."""
    return ord(label) - ord("A") if label.isupper() else ord(label) - ord("a") + 26


def _einsum_letter(subscript):
    return chr(subscript + ord("A")) if subscript < 26 else chr(subscript - 26 + ord("a"))


def _einsum_operand_labels(lhs, count):
    """Each operand's subscripts (and _ELLIPSIS), with PyTorch's errors."""
    labels, current, ellipsis, i = [[] for _ in range(count)], 0, False, 0
    while i < len(lhs):
        char = lhs[i]
        if char == ".":
            if ellipsis:
                raise RuntimeError(f"einsum(): found '.' for operand {current} for which an ellipsis was already found")
            if not (i + 2 < len(lhs) and lhs[i + 1] == "." and lhs[i + 2] == "."):
                raise RuntimeError(f"einsum(): found '.' for operand {current} that is not part of any ellipsis")
            i += 2
            labels[current].append(_ELLIPSIS)
            ellipsis = True
        elif char == ",":
            current += 1
            if current >= count:
                raise RuntimeError("einsum(): fewer operands were provided than specified in the equation")
            ellipsis = False
        elif char != " ":
            if not (char.isascii() and char.isalpha()):
                raise RuntimeError(f"einsum(): invalid subscript given at index {i} in the equation string, subscripts "
                                   "must be in [a-zA-Z]")
            labels[current].append(_einsum_subscript(char))
        i += 1
    if current != count - 1:
        raise RuntimeError("einsum(): more operands were provided than specified in the equation")
    return labels


def _einsum_output(rhs, lhs_length, label_count, position, ell_dims):
    """The explicit output's subscripts into `position`; returns (its width, where its ellipsis starts,
    whether it has one)."""
    width, ell_index, ell_in_output, i = 0, 0, False, 0
    while i < len(rhs):
        char = rhs[i]
        if char == ".":
            if ell_in_output:
                raise RuntimeError("einsum(): found '.' for output but an ellipsis (...) was already found")
            if not (i + 2 < len(rhs) and rhs[i + 1] == "." and rhs[i + 2] == "."):
                raise RuntimeError("einsum(): found '.' for output that is not part of any ellipsis (...)")
            i += 2
            ell_index, width, ell_in_output = width, width + ell_dims, True
        elif char != " ":
            if not (char.isascii() and char.isalpha()):
                raise RuntimeError(f"einsum(): invalid subscript given at index {lhs_length + 2 + i} in the equation "
                                   "string, subscripts must be in [a-zA-Z]")
            s = _einsum_subscript(char)
            if not label_count.get(s) or s in position:
                raise RuntimeError(f"einsum(): output subscript {char}" + (
                    " appears more than once in the output" if s in position
                    else " does not appear in the equation for any input operand"))
            position[s] = width
            width += 1
        i += 1
    return width, ell_index, ell_in_output


def _einsum_align(t, own, operand, position, ell_index, ell_dims, width, dim_counts, sizes):
    """One operand with its dims in einsum's common order (diagonals for repeated subscripts,
    unsqueezed dims for missing ones), counting for each dim the operands where it is not 1.
    `sizes`: each subscript's (and ellipsis dim's) size so far, which this operand's must broadcast with."""
    permutation, dim = [-1] * width, 0
    for s in own:
        if s is _ELLIPSIS:
            covered = t.ndim - (len(own) - 1)
            for j in range(ell_dims - covered, ell_dims):
                if t.shape[dim] != 1:
                    seen = sizes.get(("...", j), 1)
                    if seen != 1 and seen != t.shape[dim]:
                        # (PyTorch's message has no space before "has")
                        raise RuntimeError(f"einsum(): dimension {dim} covered by ellipsis in operand {operand}has "
                                           f"size {t.shape[dim]} which does not broadcast with previously seen "
                                           f"ellipsis with size {seen} for the respective dimension")
                    sizes[("...", j)] = t.shape[dim]
                    dim_counts[ell_index + j] += 1
                permutation[ell_index + j] = dim
                dim += 1
        elif permutation[position[s]] == -1:
            if t.shape[dim] != 1:
                seen = sizes.get(s, 1)
                if seen != 1 and seen != t.shape[dim]:
                    raise RuntimeError(f"einsum(): subscript {_einsum_letter(s)} has size {t.shape[dim]} for operand "
                                       f"{operand} which does not broadcast with previously seen size {seen}")
                sizes[s] = t.shape[dim]
                dim_counts[position[s]] += 1
            permutation[position[s]] = dim
            dim += 1
        else:   # a repeated subscript: its diagonal, where the subscript first was
            first = permutation[position[s]]
            if t.shape[dim] != t.shape[first]:
                raise RuntimeError(f"einsum(): subscript {_einsum_letter(s)} is repeated for operand {operand} but the "
                                   f"sizes don't match, {t.shape[dim]} != {t.shape[first]}")
            t = ops.movedim(ops.diagonal(t, 0, first, dim), -1, first)
    for k, value in enumerate(permutation):
        if value == -1:
            t = ops.unsqueeze(t, dim)
            permutation[k] = dim
            dim += 1
    return ops.permute(t, permutation)


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


def cross(self, other, dim=None):
    """torch.cross: linalg.cross along dim; without dim (deprecated, with PyTorch's warning) along the
    first dim of size 3."""
    if dim is None:
        warnings.warn("Using torch.cross without specifying the dim arg is deprecated.\nPlease either pass the dim "
                      "explicitly or simply use torch.linalg.cross.\nThe default value of dim will change to agree "
                      "with that of linalg.cross in a future release.", UserWarning, stacklevel=user_stacklevel())
        shape = broadcast_shape(tuple(self.shape), tuple(other.shape))
        found = [d for d, s in enumerate(shape) if s == 3]
        if not found:
            raise RuntimeError("no dimension of size 3 in input")
        dim = found[0]
    return ops.linalg_cross(self, other, dim=dim)


_CDIST_MODES = {None: 0, "use_mm_for_euclid_dist_if_necessary": 0, "use_mm_for_euclid_dist": 1,
                "donot_use_mm_for_euclid_dist": 2}


def cdist(x1, x2, p=2.0, compute_mode=None):
    """p-norm distances between rows, as PyTorch chooses: for p = 2 through matrix products
    (_euclidean_dist) when asked, or by default when either input has more than 25 rows, else directly
    (_cdist_forward, CdistBackward0)."""
    if compute_mode not in _CDIST_MODES:
        raise ValueError(f"{compute_mode} is not a valid value for compute_mode")
    mode = _CDIST_MODES[compute_mode]
    distance_kernels.check(x1._data, x2._data, p)
    r1, r2 = x1.shape[-2], x2.shape[-2]
    use_mm = p == 2 and (mode == 1 or (mode == 0 and (r1 > 25 or r2 > 25)))
    if x1.numel() == 0 or x2.numel() == 0 or not use_mm:
        return ops._cdist_forward(x1, x2, p, mode if compute_mode is not None else None)
    batch = broadcast_shape(tuple(x1.shape[:-2]), tuple(x2.shape[:-2]))
    if not batch and x1.ndim == 2 and x2.ndim == 2:
        return ops.view(ops._euclidean_dist(x1, x2), (r1, r2))
    n = math.prod(batch)
    a = ops.reshape(ops.expand(x1, batch + tuple(x1.shape[-2:])), (n, r1, x1.shape[-1]))
    b = ops.reshape(ops.expand(x2, batch + tuple(x2.shape[-2:])), (n, r2, x2.shape[-1]))
    return ops.view(ops._euclidean_dist(a, b), batch + (r1, r2))
