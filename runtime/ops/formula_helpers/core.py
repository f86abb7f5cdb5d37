"""Formulas' helpers for the core tensor ops: reductions, pointwise ops, shape and indexing,
and the forward-mode tangents derived from them."""
import math

import numpy as np

from ...autograd.grad_mode import state as _grad_state
from ...core.tensor import Tensor
from ...generated import ops
from ...kernels.core import dims, sum_to_axes, wrap_dim
from ...kernels.matmul import column_major
from ...kernels.reduction import correction_of, reduced_count, var_dim


def maybe_multiply(grad, alpha):
    """grad * alpha, skipping the multiply for the common alpha == 1."""
    return grad if alpha == 1 else grad * alpha


def mm_mat1_backward(grad, mat2, mat1_sizes, mat1_strides, alpha):
    """mat1's gradient in mm and addmm, (grad @ mat2^H) * alpha, as PyTorch computes it: for a column-major
    mat1 as (conj(mat2) @ grad^T)^T, the same product made transposed, so that it comes out in mat1's
    layout (`alpha` is already conjugated)."""
    if column_major(mat1_sizes, mat1_strides):
        return maybe_multiply(mat2.conj().mm(grad.t()).t(), alpha)
    return maybe_multiply(grad.mm(mat2.t().conj()), alpha)


def mm_mat2_backward(grad, mat1, mat2_sizes, mat2_strides, alpha):
    """mat2's gradient, (mat1^H @ grad) * alpha; for a column-major mat2 (linear's weight.t()) as
    (grad^T @ conj(mat1))^T, in mat2's layout: the weight's .grad then needs no copy into the weight's
    layout (a 4-layer GPT step made 16 such copies, ~1.5 ms on the 2-core machine)."""
    if column_major(mat2_sizes, mat2_strides):
        return maybe_multiply(grad.t().mm(mat1.conj()).t(), alpha)
    return maybe_multiply(mat1.t().conj().mm(grad), alpha)


def zeros_like(t):
    return Tensor._make(np.zeros_like(t._data))


def zeros_of(info):
    """zeros_like(x) for a tensor x the node did not keep, only its (shape, dtype) (op_support.info_of):
    contiguous zeros, as PyTorch's other_info.zeros()."""
    shape, dtype = info
    return Tensor._make(np.zeros(shape, dtype))


def sum_to(grad, shape):
    """Sum a broadcast gradient back to `shape` (the inverse of broadcasting)."""
    shape = tuple(shape)
    if tuple(grad.shape) == shape:
        return grad
    if not shape:   # (as PyTorch's sum_to: a full sum, SumBackward0 in a recorded graph)
        return ops.sum(grad)
    axes = sum_to_axes(grad._data.shape, shape)
    if axes:
        grad = ops.sum(grad, axes, keepdim=True)
    if grad.shape != shape:
        grad = ops.reshape(grad, shape)
    return grad


def _unsqueeze_reduced(grad, sizes, dim, keepdim):
    """Put back the dims a reduction removed, so grad broadcasts against the input."""
    if keepdim or len(sizes) == 0:
        return grad
    axes = dims(dim, len(sizes))
    if axes is None:
        return ops.reshape(grad, (1,) * len(sizes))
    for d in sorted(axes):
        grad = ops.unsqueeze(grad, d)
    return grad


def _restore_reduced_dims(grad, sizes, dim, keepdim):
    """As _unsqueeze_reduced, by one reshape (PyTorch's restore_reduced_dims: ViewBackward0 when recorded)."""
    if keepdim or len(sizes) == 0:
        return grad
    axes = dims(dim, len(sizes))
    shape = list(grad.shape)
    for d in sorted(range(len(sizes)) if axes is None else axes):
        shape.insert(d, 1)
    return ops.reshape(grad, tuple(shape))


def sum_backward(grad, sizes, dim, keepdim):
    return ops.expand(_unsqueeze_reduced(grad, sizes, dim, keepdim), sizes)


def mean_backward(grad, sizes, dim, keepdim):
    return sum_backward(grad, sizes, dim, keepdim) / reduced_count(sizes, dim)


def var_backward(grad, self, dim, unbiased, keepdim, correction):
    dim, unbiased = var_dim(dim, unbiased)
    n = reduced_count(self.shape, dim)
    ddof = correction_of(unbiased, correction)
    axes = dims(dim, self.ndim)
    mean = ops.mean(self, axes, keepdim=True) if axes is not None else ops.mean(self)
    grad = _unsqueeze_reduced(grad, self.shape, dim, keepdim)
    if dim is None or self.ndim == 0:
        if n - ddof <= 0:
            # As PyTorch over all elements: 2 / 0 is inf, times a zero deviation is nan (inf elsewhere).
            return grad * ops.where(ops.eq(self, mean), math.nan, math.inf)
        return (2.0 / (n - ddof)) * grad * (self - mean)
    if isinstance(dim, (list, tuple)) and not dim:
        n = 1   # as PyTorch's backward, which counts no reduced dims for dim=() (its forward reduces them all)
    # As PyTorch along dims: 2 / 0 is inf (then +-inf, or nan for a zero deviation), 2 / -1 is -2.
    scale = math.inf if n == ddof else 2.0 / (n - ddof)
    return scale * grad * (self - mean)


def std_backward(result, grad, self, dim, unbiased, keepdim, correction):
    """Through var; where std is 0 (a constant slice) the gradient is 0, not nan (PyTorch's choice)."""
    return var_backward(_divide_or_zero(grad, 2 * result), self, dim, unbiased, keepdim, correction)


def _divide_or_zero(grad, denominator):
    """grad / denominator, and 0 where the denominator is 0 (no inf/nan, no division warning)."""
    zero = ops.eq(denominator, 0.0)
    return ops.where(zero, 0.0, grad / ops.where(zero, 1.0, denominator))


def values_unreadable(*tensors):
    """Whether some tensor's values are not in its array: a BatchedTensor's (vmap) or a wrapper subclass's,
    whose `_data` is a placeholder. A formula that decides by looking at values then takes the way that
    is written with ops, exact in every case."""
    return any(isinstance(t, Tensor) and type(t._data) is not np.ndarray for t in tensors)


def evenly_distribute_backward(grad, self, result):
    """max()/min() over all elements: ties share the gradient equally (PyTorch's rule);
    when the result is nan, the nan elements share it."""
    mask = ops.eq(self, result)
    if values_unreadable(self, result):
        mask = ops.where(ops.isnan(result), ops.isnan(self), mask)
        return ops.where(mask, grad / mask.sum(), 0.0)
    if np.isnan(result._data).any():
        mask = Tensor._make(np.isnan(self._data))
    # (as PyTorch on the CPU: zeros filled where the mask is, MaskedFillBackward1 when recorded)
    return ops.masked_fill(_zeros(self.shape, grad), mask, grad / mask.sum())


def amax_backward(grad, self, result, dim, keepdim):
    """amax/amin: every element equal to the result shares its slice's gradient evenly.
    Multiplied by the mask, not selected, as PyTorch: a nan slice (no element equals nan)
    divides by a count of 0, and inf * 0 makes the whole slice's gradient nan."""
    grad = _restore_reduced_dims(grad, self.shape, dim, keepdim)
    mask = ops.eq(_restore_reduced_dims(result, self.shape, dim, keepdim), self)
    count = ops.sum(mask, dims(dim, self.ndim), keepdim=True)
    return grad / count * mask


def prod_backward(grad, self, result, dim=None, keepdim=False):
    """prod (all elements, or along one dim): result / x where no element is zero; otherwise the
    product of the other elements, from exclusive cumulative products (right for any number of zeros)."""
    if self.ndim == 0:
        return grad
    # (under vmap the values are the batch's: the exclusive products, right in every case, are used)
    zeros = np.count_nonzero(self._data == 0) if type(self._data) is np.ndarray else 2
    if dim is None:
        if not zeros:
            return grad * (result / self).conj()   # (PyTorch's association: inf / inf is nan before grad sees it)
        if zeros > 1 and not _grad_state.enabled and type(self._data) is np.ndarray:
            return zeros_like(self)           # as PyTorch: two zeros make every product of the others 0
        flat = ops.reshape(self, (-1,))
        return ops.view(_products_of_others(grad, flat, 0), self.shape)
    grad = _unsqueeze_reduced(grad, self.shape, [dim], keepdim)
    if not zeros:
        return grad * (_unsqueeze_reduced(result, self.shape, [dim], keepdim) / self).conj()
    return _products_of_others(grad, self, wrap_dim(dim, self.ndim))


def _products_of_others(grad, x, d):
    """grad * prod_{j != i} x_j along d, as (product of those before i) * (product of those after i)."""
    n = x.shape[d]
    if n == 0:
        return ops.expand(grad, x.shape)
    if n == 1:    # as PyTorch: the gradient itself, so a double backward finds no history here
        return grad
    ones = Tensor._make(np.ones(tuple(1 if i == d else s for i, s in enumerate(x.shape)), x._data.dtype))
    before = ops.cumprod(ops.cat([ones, ops.narrow(x, d, 0, n - 1)], d), d)
    after = ops.flip(ops.cumprod(ops.cat([ones, ops.flip(ops.narrow(x, d, 1, n - 1), [d])], d), d), [d])
    return grad * (before * after).conj()


def logsumexp_backward(grad, self, result, dim, keepdim):
    grad = _unsqueeze_reduced(grad, self.shape, dim, keepdim)
    return grad * ops.exp(self - _unsqueeze_reduced(result, self.shape, dim, keepdim)).conj()


def norm_backward(grad, self, ord, result, dim, keepdim):
    """d ||x||_p / dx: sgn(x) for p = 1, x / ||x|| for p = 2 (0 where the norm is 0), the maximal
    |x| sharing evenly for p = inf, sgn(x) |x|^(p-1) / ||x||^(p-1) in general (sgn: x / |x|, so for
    complex x these are already PyTorch's gradients of the real norm)."""
    grad = _unsqueeze_reduced(grad, self.shape, dim, keepdim)
    norm = _unsqueeze_reduced(result, self.shape, dim, keepdim)
    p = float(ord)
    if p == 0.0:
        return None     # as PyTorch: no gradient at all (x.grad stays None), not zeros
    if p == 1.0:
        return grad * ops.sgn(self)
    if p == 2.0:
        # As PyTorch: x / ||x|| divided for real and masked to 0 where the norm is 0, then times grad.
        # So a nan gradient stays nan at a zero norm, and so does the second derivative there (the
        # mask's backward sends 0 into the division: 0 / 0). The general p below masks grad /
        # ||x||^(p-1) instead, as PyTorch does, and gives 0.
        with np.errstate(divide="ignore", invalid="ignore"):
            return grad * ops.masked_fill(self / norm, ops.eq(norm, 0.0), 0.0)
    if math.isinf(p):
        # As PyTorch: the maximal (minimal) |x| and the nans share the gradient, and it is multiplied
        # by the mask (not selected), so a nan or inf gradient reaches every element.
        magnitude = ops.abs(self)
        mask = ops.logical_or(ops.eq(magnitude, norm), ops.isnan(magnitude))
        count = ops.sum(mask, dims(dim, self.ndim), keepdim=True)
        return ops.sgn(self) * ((grad / count) * mask)
    scaled = ops.sgn(self) * ops.pow(ops.abs(self), p - 1)
    if p < 1.0:
        scaled = ops.where(ops.eq(self, 0.0), 0.0, scaled)
        return scaled * grad * ops.pow(norm, 1 - p)
    return scaled * _divide_or_zero(grad, ops.pow(norm, p - 1))


def cumsum_backward(grad, dim):
    """Each input adds into every later output: the gradient is a reversed cumulative sum."""
    if grad.ndim == 0:
        return grad
    return ops.flip(ops.cumsum(ops.flip(grad, [dim]), dim), [dim])


def cumprod_backward(grad, self, dim, result):
    """d out_j / d x_k = prod_{i <= j, i != k} x_i, as PyTorch computes it: without zeros the
    reversed cumulative sum of grad * out, divided by x; with zeros, PyTorch's O(n) masks when the
    gradient is not recorded, and when it is (double backward) the O(n^2) form whose own derivative
    is the second derivative. Each path's nan/inf pattern is PyTorch's."""
    if self._data.size <= 1:   # as PyTorch: the gradient itself (an empty one does not require grad)
        return grad
    d = wrap_dim(dim, self.ndim)
    if self.shape[d] == 1:     # along a size-1 dim cumprod is the identity (no 0 * inf from x / x)
        return grad
    unreadable = values_unreadable(self, grad)
    if not unreadable and not np.any(self._data == 0):
        return cumsum_backward(result.conj() * grad, d) / self.conj()
    if not _grad_state.enabled and not unreadable:
        return Tensor._make(_cumprod_backward_with_zeros(grad._data, self._data, d, result._data))
    n = self.shape[d]
    ones = Tensor._make(np.ones(tuple(1 if i == d else s for i, s in enumerate(self.shape)), self._data.dtype))
    pieces = []
    for k in range(n):
        if k == 0:
            omitted = ops.cat([ones, ops.cumprod(ops.narrow(self, d, 1, n - 1), d)], d)
        else:
            until_k = ops.prod(ops.narrow(self, d, 0, k), d, keepdim=True)
            omitted = until_k
            if k < n - 1:
                omitted = ops.cat([until_k, until_k * ops.cumprod(ops.narrow(self, d, k + 1, n - k - 1), d)], d)
        pieces.append(ops.sum(ops.narrow(grad, d, k, n - k) * omitted.conj(), [d], keepdim=True))
    return ops.cat(pieces, d)


def _cumprod_backward_with_zeros(g, x, d, out):
    """PyTorch's unrecorded cumprod gradient for inputs with zeros (arrays): before the first zero
    z1 the reversed cumulative sum of g * out over x; at z1, out[z1 - 1] times the sum of g_j * prod
    x(z1 + 1 .. j) up to the second zero; 0 after."""
    x, out = np.conj(x), np.conj(out)   # (the conjugate derivatives of a complex product; real ones unchanged)
    with np.errstate(all="ignore"):
        w = out * g
        zeros_so_far = np.cumsum(x == 0, axis=d)
        before = zeros_so_far == 0
        tail = np.flip(np.cumsum(np.flip(np.where(before, w, 0.0), d), axis=d), d) / x
        grad_input = np.where(before, tail, 0.0)
        first_run = zeros_so_far == 1
        first = np.argmax(first_run, axis=d, keepdims=True)
        positions = np.arange(x.shape[d]).reshape([-1 if i == d else 1 for i in range(x.ndim)])
        at_first = (positions == first) & first_run
        between = first_run & ~at_first
        run = np.cumprod(np.where(between, x, 1.0), axis=d) * np.where(first_run, g, 0.0)
        previous = np.take_along_axis(out, np.maximum(first - 1, 0), axis=d)
        value = np.sum(run, axis=d, keepdims=True) * np.where(first == 0, 1.0, previous)
        return np.where(at_first, value, grad_input).astype(x.dtype, copy=False)


def value_selecting_reduction_backward(grad, dim, indices, sizes, keepdim):
    """max(dim)/min(dim)/sort/topk: the gradient goes to the selected indices only, scattered into
    zeros as PyTorch does (so a recorded backward holds ScatterBackward0)."""
    if not keepdim and len(sizes):   # (a 0-dim input's dim 0 is its one element: nothing was reduced)
        grad, indices = ops.unsqueeze(grad, dim), ops.unsqueeze(indices, dim)
    return ops.scatter(_zeros(sizes, grad), dim, indices, grad)


def softmax_backward(grad, result, dim):
    return (grad - ops.sum(grad * result, [dim], keepdim=True)) * result


def log_softmax_backward(grad, result, dim):
    return grad - ops.exp(result) * ops.sum(grad, [dim], keepdim=True)


def pow_backward(grad, self, exponent):
    """d/dx x**e for a scalar e (e = 0 gives zeros, not nan), conjugated for complex x or e."""
    if exponent == 0:
        return zeros_like(grad)
    # PyTorch's association (the same rounding) and its Scalar overload (MulBackward1 when recorded)
    scaled = ops._mul_Scalar(ops.pow(self, exponent - 1), exponent)
    return grad * (scaled.conj() if grad.is_complex() or isinstance(exponent, complex) else scaled)


def pow_backward_self(grad, self, exponent):
    """d/dx x**e for a tensor e: e * x**(e-1), 0 where e == 0 (conjugated for complex)."""
    return ops.where(ops.eq(exponent, 0.0), 0.0, grad * (exponent * ops.pow(self, exponent - 1)).conj())


def pow_backward_exponent(grad, self, exponent, result):
    """d/de x**e = x**e * log(x), taken as 0 where x == 0 and e >= 0 (PyTorch's convention; for complex
    e, where its imaginary part is 0 and its real part >= 0). Written as PyTorch multiplies
    (grad * where(...)): the zero takes grad's sign, a nan exponent gives nan. A real base of a complex
    exponent is taken as complex (log(-2) is log(2) + i pi)."""
    complex_exponent = isinstance(exponent, Tensor) and exponent.is_complex()
    if complex_exponent:
        nonnegative = ops.logical_and(ops.eq(ops.imag(exponent), 0.0), ops.ge(ops.real(exponent), 0.0))
    else:
        nonnegative = ops.ge(exponent, 0.0)
    if not isinstance(self, Tensor):
        base = complex(self) if complex_exponent or isinstance(self, complex) else float(self)
        log_base = np.log(base) if isinstance(base, complex) else float(np.log(base))
        if base == 0.0:
            return grad * ops.where(nonnegative, 0.0, (result * float("-inf")).conj())
        return grad * (result * log_base).conj()
    base = self.to(exponent.dtype) if complex_exponent and not self.is_complex() else self
    cond = ops.logical_and(ops.eq(self, 0.0), nonnegative)
    return grad * ops.where(cond, 0.0, (result * ops.log(base)).conj())


def clamp_backward(grad, self, min, max):
    """Gradient passes where min <= x <= max (both ends included, as PyTorch). With both bounds the
    mask is x >= min and-ed in place with x <= max, as PyTorch's: when the second does not fit the
    first's shape (x 0-dim, max empty) that raises PyTorch's "output with shape [] doesn't match the
    broadcast shape [0]"."""
    if min is not None and max is not None:
        mask = ops.logical_and_(ops.ge(self, min), ops.le(self, max))
    elif min is not None:
        mask = ops.ge(self, min)
    else:
        mask = ops.le(self, max)
    return ops.where(mask, grad, 0.0)


def clamp_min_max_backward(grad, self, min, max, grad_input_mask):
    """Gradients for tensor bounds: min gets grad where it was chosen, max likewise
    (max wins where min > max, as clamp applies max last). As PyTorch, min's mask asks min < max
    strictly: where min == max (or either is nan) and x < min, neither bound gets the gradient."""
    grad_min = grad_max = None
    if grad_input_mask[0] and min is not None:
        min_chosen = ops.lt(self, min)
        if max is not None:  # (in place, as PyTorch's: a comparison that does not fit raises its error)
            min_chosen = ops.logical_and_(min_chosen, ops.lt(min, max))
        grad_min = ops.where(min_chosen, grad, 0.0)
    if grad_input_mask[1] and max is not None:
        max_chosen = ops.gt(self, max)
        if min is not None:
            max_chosen = ops.logical_or_(max_chosen, ops.lt(max, min))
        grad_max = ops.where(max_chosen, grad, 0.0)
    return grad_min, grad_max


def cat_backward(grad, sizes, dim):
    """Split the gradient of cat back into one piece per input."""
    pieces, start = [], 0
    nonempty = [s for s in sizes if not (len(s) == 1 and s[0] == 0)]
    d = dim % len(nonempty[0]) if nonempty else 0
    for s in sizes:
        if len(s) == 1 and s[0] == 0:
            pieces.append(Tensor._make(np.zeros((0,), grad._data.dtype)))
            continue
        pieces.append(ops.slice(grad, d, start, start + s[d], 1))
        start += s[d]
    return pieces



def unbind_backward(grads, dim):
    return ops.stack(grads, dim)


def stack_backward(grad, dim):
    """Each stacked tensor's gradient is its slice of grad, selected one by one as PyTorch does
    (SelectBackward0 nodes in a recorded graph, not one UnbindBackward0)."""
    return [ops.select(grad, dim, i) for i in range(grad.shape[dim])]


def permute_backward(grad, dims):
    """Undo a permutation by permuting with its inverse."""
    order = [d % len(dims) for d in dims]
    return ops.permute(grad, [order.index(i) for i in range(len(order))])


def repeat_backward(grad, repeats, sizes):
    """As PyTorch's: zeros (no graph) when some repeat is 0; else the leading new dims summed away one
    by one, then each repeated dim split as (repeat, size) and the repeat dims summed at once."""
    repeats, sizes = tuple(repeats), tuple(sizes)
    if 0 in repeats:
        return _zeros(sizes, grad)
    for _ in range(grad.ndim - len(sizes)):
        grad = ops.sum(grad, 0)
    lead = len(repeats) - len(sizes)
    split, summed = [], []
    for repeat, size in zip(repeats[lead:], sizes):
        if repeat != 1:
            split.append(repeat)
            summed.append(len(split) - 1)
        split.append(size)
    if summed:
        grad = ops.sum(ops.reshape(grad, split), summed)
    return grad


def roll_backward(grad, shifts, dims):
    shifts = [shifts] if isinstance(shifts, int) else list(shifts)
    return ops.roll(grad, [-s for s in shifts], dims)


def _zeros(sizes, like):
    return Tensor._make(np.zeros(tuple(sizes), like._data.dtype))


def index_select_backward(grad, sizes, dim, index):
    """Zeros with grad's slices added back at index (index_add, whose own backward is index_select)."""
    return ops.index_add(_zeros(sizes, grad), dim, index, grad)


def gather_backward(grad, self, dim, index):
    """Zeros with grad scattered back at index, summing repeats (scatter_add, whose backward is gather).
    `self` is gather's input (kept, as PyTorch keeps it: an in-place change to it before backward is
    refused), or only its shape for the ops that gather back through indices (max.dim, sort, ...)."""
    sizes = self.shape if isinstance(self, Tensor) else self
    return ops.scatter_add(_zeros(sizes, grad), dim, index, grad)


def masked_select_backward(grad, sizes, mask):
    """grad written back where the (broadcast) mask is true; the engine sums away broadcasting."""
    shape = np.broadcast_shapes(tuple(sizes), mask.shape)
    return ops.index_put_zeros(grad, shape, ops.expand(mask, shape))


def sizes_of(tensors):
    """Marks, in a formula, that only the inputs' shapes are needed (saved as *_args_sizes)."""
    return [t.shape for t in tensors]


# -- forward mode (the `result:` formulas): tangents, mostly from the backward formulas above -------
# For a reduction whose backward is `grad * partials`, the tangent is the sum of partials * t over
# the reduced dims: the backward formula with a gradient of ones gives the partials.

def ones_like(t):
    return Tensor._make(np.ones_like(t._data))


def reduction_jvp(partials, self_t, dim, keepdim):
    """sum(conj(partials) * self_t) over `dim` (all dims for None or []); no partials (ord-0 norm) is 0.
    (partials come from a backward formula with a gradient of ones, which gives the conjugate derivative;
    a formula for a real output of complex input takes the real part of this.)"""
    product = zeros_like(self_t) if partials is None else partials.conj() * self_t
    if dim is None or (isinstance(dim, (list, tuple)) and len(dim) == 0):
        return ops.sum(product, None, keepdim) if keepdim else ops.sum(product)
    return ops.sum(product, dim, keepdim)


def var_jvp(self_t, self, result, dim, unbiased, keepdim, correction):
    partials = var_backward(ones_like(result), self, dim, unbiased, keepdim, correction)
    return ops.real(reduction_jvp(partials, self_t, var_dim(dim, unbiased)[0], keepdim))


def clamp_jvp(self_t, min_t, max_t, self, min, max):
    """Each element's tangent comes from whichever of self, min and max clamp chose."""
    tangent = clamp_backward(self_t, self, min, max)
    if min is not None:
        tangent = tangent + clamp_min_max_backward(min_t, self, min, max, (True, False))[0]
    if max is not None:
        tangent = tangent + clamp_min_max_backward(max_t, self, min, max, (False, True))[1]
    return tangent


def cumprod_jvp(self_t, self, dim):
    """sum over j <= i of t_j * prod_{k <= i, k != j} x_k, exact when some x_k are zero: for each j,
    the cumulative product of x with x_j replaced by t_j, kept where i >= j."""
    if self.ndim == 0:  # (a 0-dim cumprod is the identity)
        wrap_dim(dim, 0)
        return self_t
    d = wrap_dim(dim, self.ndim)
    n = self.shape[d] if self.ndim else 1
    positions = np.arange(n).reshape((-1,) + (1,) * (self.ndim - d - 1)) if self.ndim else np.arange(1)
    tangent = None
    for j in range(n):
        here = Tensor._make(positions == j)
        term = ops.cumprod(ops.where(here, self_t, self), dim)
        term = ops.where(Tensor._make(positions >= j), term, 0.0)
        tangent = term if tangent is None else tangent + term
    return tangent
