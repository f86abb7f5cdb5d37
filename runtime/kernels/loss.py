"""NumPy kernels of the loss functions: PyTorch's reduction argument (the enum, the deprecated
size_average/reduce flags), nll_loss, and the regression and binary losses."""
import warnings

import numpy as np

from ..core.dtypes import FLOATING_KINDS, scalar_type_name
from ..core.printing import format_shape
from . import core as kernels
from .opmath import in_float32

_INT64 = np.dtype(np.int64)
_UINT64 = np.dtype(np.uint64)

# -- the reduction argument ------------------------------------------------------------------------

#: PyTorch's reduction enum (aten ops take the int, nn.functional takes the string).
REDUCTIONS = {"none": 0, "mean": 1, "sum": 2}


def reduction_enum(reduction):
    if reduction not in REDUCTIONS:
        raise ValueError(f"{reduction} is not a valid value for reduction")
    return REDUCTIONS[reduction]


def reduction_of(size_average, reduce, reduction, warn=True, stacklevel=4):
    """The reduction string, honouring the deprecated size_average/reduce flags as PyTorch does
    (either one given overrides `reduction`, with a deprecation warning)."""
    if size_average is None and reduce is None:
        return reduction
    size_average = True if size_average is None else size_average
    reduce = True if reduce is None else reduce
    legacy = "mean" if size_average and reduce else "sum" if reduce else "none"
    if warn:
        warnings.warn(f"size_average and reduce args will be deprecated, please use reduction='{legacy}' instead.",
                      stacklevel=stacklevel)
    return legacy


def warn_size_mismatch(input, target, stacklevel=4):
    if input.shape != target.shape:
        warnings.warn(f"Using a target size (torch.Size({format_shape(target.shape)})) that is different to the "
                      f"input size (torch.Size({format_shape(input.shape)})). This will likely lead to incorrect "
                      "results due to "
                      "broadcasting. Please ensure they have the same size.", stacklevel=stacklevel)


@in_float32
def reduce_loss(loss, reduction):
    """A per-element loss reduced as the reduction string says (every loss kernel ends here)."""
    if reduction == "none":
        return loss
    if reduction == "mean":
        return np.mean(loss)
    if reduction == "sum":
        return np.sum(loss)
    raise ValueError(f"{reduction} is not a valid value for reduction")


# -- nll_loss ----------------------------------------------------------------------------------------

def _check_nll_weight(weight, n_classes, x, prefix=""):
    if weight is None:
        return
    if weight.ndim != 1 or weight.size != n_classes:
        raise RuntimeError(f"{prefix}weight tensor should be defined either for all {n_classes} classes or no classes "
                           f"but got weight tensor of shape: {format_shape(weight.shape)}")
    if weight.dtype != x.dtype:
        raise RuntimeError(f"expected scalar type {scalar_type_name(x.dtype)} "
                           f"but found {scalar_type_name(weight.dtype)}")


def _nll_targets(target, n_classes, ignore_index):
    """int64 targets with ignored ones replaced by class 0, and the mask of the kept ones (None: all kept).

    The usual batch (int64, every target a class, ignore_index outside their range) is told by its
    min and max alone: two reductions instead of the seven passes below (a makemore batch of 32:
    ~9 -> ~3 us, in forward and again in backward). With ignore_index outside the classes (its default,
    -100), one reduction tells: read as unsigned, a negative target is larger than any class (~18k -> ~12k
    instructions for makemore's 32 targets)."""
    if target.dtype is _INT64 and target.size:
        if not 0 <= ignore_index < n_classes:
            if np.maximum.reduce(target.view(_UINT64), axis=None) < n_classes:
                return target, None
        else:
            low, high = np.minimum.reduce(target, axis=None), np.maximum.reduce(target, axis=None)
            if 0 <= low and high < n_classes and not low <= ignore_index <= high:
                return target, None
    if target.dtype not in (np.int64, np.uint8):
        raise RuntimeError(f"expected target dtype to be Long or Byte, but got {scalar_type_name(target.dtype)}")
    t = target.astype(np.int64)
    kept = t != ignore_index
    bad = kept & ((t < 0) | (t >= n_classes))
    if bad.any():
        raise IndexError(f"Target {t[bad].flat[0]} is out of bounds.")
    return np.where(kept, t, 0), kept


_ROW_NUMBERS = {}


def row_numbers(n):
    """np.arange(n), kept read-only per n for picking one element per row: making it was ~4.4k of the ~50k
    instructions of makemore's nll_loss kernel (the cached lookup: ~1.1k)."""
    return kernels.kept_array(_ROW_NUMBERS, n, np.arange, n)


def _nll(x, target, weight, reduction, ignore_index):
    """-weight[t] * x[t] per target (class dim 1, or 0 for an unbatched 1-D input), reduced;
    with the total weight of the kept targets, which 'mean' divides by."""
    if x.dtype.kind not in FLOATING_KINDS:
        raise NotImplementedError(f"\"nll_loss_out_frame\" not implemented for '{scalar_type_name(x.dtype)}'")
    class_dim = 0 if x.ndim == 1 else 1
    n_classes = x.shape[class_dim]
    _check_nll_weight(weight, n_classes, x)
    safe, kept = _nll_targets(target, n_classes, ignore_index)
    if x.ndim == 2:  # a batch of rows: one fancy index (take_along_axis's Python layers cost more than the gather)
        picked = x[row_numbers(x.shape[0]), safe]
    else:
        picked = np.take_along_axis(x, np.expand_dims(safe, class_dim), axis=class_dim).squeeze(class_dim)
    if kept is None and weight is None and safe.size < 2 ** 24:
        # every weight 1: -picked * 1 is -picked, and the ones sum exactly to their count
        if reduction == 0:
            return np.negative(picked), np.zeros((), x.dtype)
        total = x.dtype.type(safe.size)
        if safe.size and x.dtype.char in "fd":
            # The sum of the negated values is the negated sum, bit for bit (rounding is symmetric),
            # except when it is 0 (x + -x is +0 either way round) or nan (inf - inf makes the same nan
            # either way round): those take the negation first. One array pass fewer (~3.5k -> ~1k
            # instructions of makemore's cross_entropy).
            picked_sum = np.add.reduce(picked, axis=None)
            if picked_sum and picked_sum == picked_sum:
                return (-picked_sum if reduction == 2 else -(picked_sum / total)), total
            with np.errstate(all="ignore"):   # (the sum above warned already, if at all: not twice)
                picked_sum = np.add.reduce(np.negative(picked), axis=None)
            return (picked_sum if reduction == 2 else picked_sum / total), total
        losses = np.negative(picked)
        if reduction == 2:
            return np.add.reduce(losses, axis=None), total
        if safe.size:   # (no errstate: a sum over a count of at least 1 neither divides by zero nor
            # overflows, and entering np.errstate costs ~1 us, a twentieth of a makemore cross_entropy)
            return np.add.reduce(losses, axis=None) / total, total
        with np.errstate(invalid="ignore"):   # an empty batch's mean: 0 / 0, nan, quietly
            return np.add.reduce(losses, axis=None) / total, total
    if kept is None:
        kept = np.ones(safe.shape, bool)
    w = kept.astype(x.dtype) if weight is None else np.where(kept, weight[safe], 0.0).astype(x.dtype)
    losses = -picked * w
    if reduction == 0:
        return losses, np.zeros((), x.dtype)
    total = np.add.reduce(w, axis=None)  # (np.sum without its Python wrapper)
    if reduction == 2:
        return np.add.reduce(losses, axis=None), total
    with np.errstate(invalid="ignore", divide="ignore"):
        return np.add.reduce(losses, axis=None) / total, total


def nll_loss_forward(x, target, weight, reduction, ignore_index):
    if x.ndim not in (1, 2):
        raise RuntimeError("input tensor should be 1D or 2D")
    if target.ndim > 1:
        raise RuntimeError("0D or 1D target tensor expected, multi-target not supported")
    no_batch = x.ndim == 1 and target.ndim == 0
    if not no_batch and x.shape[0] != target.shape[0]:
        raise RuntimeError(f"size mismatch (got input: {format_shape(x.shape)}, "
                           f"target: {format_shape(target.shape)})")
    return _nll(x, target, weight, reduction, ignore_index)


def nll_loss2d_forward(x, target, weight, reduction, ignore_index):
    if target.ndim != 3:
        raise RuntimeError(f"only batches of spatial targets supported (3D tensors) but got targets of dimension: "
                           f"{target.ndim}")
    if x.ndim != 4:
        raise RuntimeError(f"only batches of spatial inputs supported (4D tensors), but got input of dimension: "
                           f"{x.ndim}")
    if x.shape[0] != target.shape[0] or x.shape[2:] != target.shape[1:]:
        raise RuntimeError(f"size mismatch (got input: {format_shape(x.shape)} , "
                           f"target: {format_shape(target.shape)}")
    return _nll(x, target, weight, reduction, ignore_index)


def nll_loss_grad_coefficients(sizes, target, weight, ignore_index, dtype):
    """d(-weight[t] * x[t]) / dx: -weight[t] at each target's class, 0 elsewhere and where ignored."""
    class_dim = 0 if len(sizes) == 1 else 1
    safe, kept = _nll_targets(target, sizes[class_dim], ignore_index)
    if kept is None and weight is None:
        values = dtype.type(-1.0)
    else:
        w = np.where(True if kept is None else kept, weight[safe] if weight is not None else 1.0, 0.0)
        values = (-w).astype(dtype)
    coef = np.zeros(tuple(sizes), dtype)
    if len(sizes) == 2:  # (put_along_axis's Python layers cost more than the scatter: ~10 -> ~2 us on a batch of 32)
        coef[row_numbers(sizes[0]), safe] = values
    else:
        values = np.broadcast_to(values, safe.shape)
        np.put_along_axis(coef, np.expand_dims(safe, class_dim), np.expand_dims(values, class_dim), axis=class_dim)
    return coef


_ZERO_MINUS_ONE = {}


def nll_loss_mean_grad(grad, sizes, target, ignore_index, total_weight):
    """nll_loss_backward's common case, a 'mean' over a batch of rows without weights whose targets are
    all classes: grad * (coef / total_weight) with coef -1 at each row's target and 0 elsewhere, as two
    numbers (the same float operations per element, so the same bits, -0.0 and nan included) filled
    into one array instead of three passes over it (makemore's (32, 27): ~9 -> ~6 us). None when the
    case does not apply (the general formula then runs)."""
    if len(sizes) != 2 or grad.ndim or total_weight.ndim or total_weight.dtype is not grad.dtype \
            or not total_weight:
        return None
    sizes = tuple(sizes)   # (a Size's items are read through its Python __getitem__)
    safe, kept = _nll_targets(target, sizes[1], ignore_index)
    if kept is not None:
        return None
    dtype = grad.dtype
    # Both numbers at once, elementwise the same float operations as on scalars (0 / w, then grad
    # times it), and an empty array filled: np.full's wrapper and two scalar ops fewer (~6.1 -> ~4.7 us)
    # ((0, -1) kept per dtype: making it was ~3.6k of the kernel's ~48k instructions)
    zero, minus_one = grad * (kernels.kept_array(_ZERO_MINUS_ONE, dtype, np.array, (0, -1), dtype) / total_weight)
    out = np.empty(sizes, dtype)
    out.fill(zero)
    out[row_numbers(sizes[0]), safe] = minus_one
    return out


# -- regression and binary losses --------------------------------------------------------------------

def _pointwise_loss(input, target, size_average, reduce, reduction):
    """The steps PyTorch's Python wrappers take first: warn on a size mismatch, resolve the
    deprecated flags, check the reduction, and broadcast input against target."""
    warn_size_mismatch(input, target)
    reduction = reduction_of(size_average, reduce, reduction, warn=True)
    reduction_enum(reduction)
    kernels.broadcast_shape(input.shape, target.shape)
    return reduction, np.subtract(input, target)


def smooth_l1_loss(input, target, size_average, reduce, reduction, beta):
    """0.5 d^2 / beta where |d| < beta, |d| - 0.5 beta elsewhere (plain |d| for beta = 0)."""
    if beta < 0:
        raise RuntimeError("smooth_l1_loss does not support negative values for beta.")
    reduction, d = _pointwise_loss(input, target, size_average, reduce, reduction)
    ad = np.abs(d)
    if beta == 0:
        return reduce_loss(ad, reduction)
    return reduce_loss(np.where(ad < beta, 0.5 * d * d / beta, ad - 0.5 * beta), reduction)


def loss_slope(self, target, bound, outer):
    """smooth_l1 / huber's slope: d * outer / bound inside |d| < bound, sign(d) * outer outside (and nan
    at nan, where np.sign gives nan)."""
    d = np.asarray(self) - np.asarray(target)
    with np.errstate(invalid="ignore"):
        return np.where(np.abs(d) < bound, d * (outer / bound), np.sign(d) * outer)


def huber_loss(input, target, reduction, delta):
    """0.5 d^2 where |d| < delta, delta (|d| - 0.5 delta) elsewhere (weights: loss_composite.huber_loss)."""
    reduction, d = _pointwise_loss(input, target, None, None, reduction)
    if delta <= 0:
        raise RuntimeError("huber_loss does not support non-positive values for delta.")
    ad = np.abs(d)
    return reduce_loss(np.where(ad < delta, 0.5 * d * d, delta * (ad - 0.5 * delta)), reduction)


def _expands_to(shape, target):
    """Whether Tensor.expand could give `shape` the shape `target`."""
    try:
        return np.broadcast_shapes(shape, target) == tuple(target)
    except ValueError:
        return False


def binary_cross_entropy_checks(input, target, weight):
    """F.binary_cross_entropy's own checks, made in Python before the op (and its autograd) runs: the sizes
    of target and input, then weight's expansion to target's."""
    if target.shape != input.shape:
        raise ValueError(f"Using a target size (torch.Size({format_shape(target.shape)})) that is different to the "
                         f"input size (torch.Size({format_shape(input.shape)})) is deprecated. Please ensure they "
                         "have the same size.")
    if weight is not None and not _expands_to(weight.shape, target.shape):
        raise RuntimeError(f"Attempting to broadcast a dimension of length {weight.shape[-1]} at -1! Mismatching "
                           f"argument at index 1 had torch.Size({format_shape(weight.shape)}); but expected shape "
                           f"should be broadcastable to {format_shape(target.shape)}")


def binary_cross_entropy(input, target, weight, size_average, reduce, reduction):
    """-w (y log x + (1 - y) log(1 - x)), each log clamped at -100 as PyTorch does (finite at 0 and 1)."""
    reduction = reduction_of(size_average, reduce, reduction, warn=True)
    reduction_enum(reduction)
    binary_cross_entropy_checks(input, target, weight)
    if target.dtype != input.dtype:
        raise RuntimeError(f"Found dtype {scalar_type_name(target.dtype)} but expected {scalar_type_name(input.dtype)}")
    if np.any((input < 0) | (input > 1)):
        raise RuntimeError("all elements of input should be between 0 and 1")
    if np.any((target < 0) | (target > 1)):
        raise RuntimeError("all elements of target should be between 0 and 1")
    with np.errstate(divide="ignore"):
        log_x = np.maximum(np.log(input), -100)
        log_1mx = np.maximum(np.log(1 - input), -100)
    loss = -(target * log_x + (1 - target) * log_1mx)
    if weight is not None:
        loss = (loss * weight).astype(input.dtype)
    return reduce_loss(loss, reduction)


def bce_with_logits_checks(x, target):
    """F.binary_cross_entropy_with_logits's own check, in Python before the op (and its autograd) runs:
    target's size is input's (before broadcasting could hide a mistake)."""
    if np.shape(target) != np.shape(x):
        raise ValueError(f"Target size (torch.Size({format_shape(np.shape(target))})) must be the same as input size "
                         f"(torch.Size({format_shape(np.shape(x))}))")


def bce_with_logits(x, target, weight, pos_weight, reduction):
    """Stable form: (1 - y) x + (1 + (pw - 1) y) * log(1 + exp(-x))."""
    bce_with_logits_checks(x, target)
    # PyTorch computes (1 - target).mul_(input)...: the loss is written into a tensor of target's dtype
    if target.dtype == np.bool_:
        raise RuntimeError("Subtraction, the `-` operator, with two bool tensors is not supported. Use the `^` or "
                           "`logical_xor()` operator instead.")
    if target.dtype.kind not in FLOATING_KINDS:
        raise RuntimeError(f"result type {scalar_type_name(x.dtype)} can't be cast to the desired "
                           f"output type {scalar_type_name(target.dtype)}")
    log_sig_neg = np.logaddexp(0, -x)  # log(1 + exp(-x)) without overflow
    if pos_weight is not None:
        log_weight = 1 + (pos_weight - 1) * target
        _fits_in_place(log_sig_neg.shape, np.shape(log_weight))
        loss = (1 - target) * x + log_weight * log_sig_neg
    else:
        loss = (1 - target) * x + log_sig_neg
    if weight is not None:
        _fits_in_place(loss.shape, np.shape(weight))
        loss = loss * weight
    return reduce_loss(loss.astype(target.dtype, copy=False), reduction)


def _fits_in_place(shape, other):
    """PyTorch multiplies the weights into the loss in place: they may not widen its shape."""
    try:
        wide = np.broadcast_shapes(shape, other)
    except ValueError:
        wide = None
    if wide != shape:
        if wide is None:
            raise ValueError("operands could not be broadcast")   # the generated op words it as PyTorch
        raise RuntimeError(f"output with shape {format_shape(shape)} doesn't match the broadcast shape "
                           f"{format_shape(wide)}")


# -- margin classification losses --------------------------------------------------------------------

_REDUCTION_NAMES = ("none", "mean", "sum")


def _margin_dtype(x, target):
    """The type -x * target has in PyTorch: an integer or bool target takes x's float dtype."""
    return x.dtype if np.asarray(target).dtype.kind in "biu" else np.result_type(x, target)


def soft_margin_loss(x, target, reduction):
    """log(1 + exp(-y x)), written as PyTorch's kernel writes it (log1p of exp: inf where -y x is
    large, as there, rather than a stable form that would differ)."""
    with np.errstate(over="ignore"):
        loss = np.log1p(np.exp(-np.multiply(x, target)))
    return reduce_loss(loss.astype(_margin_dtype(x, target), copy=False), _REDUCTION_NAMES[reduction])


def soft_margin_loss_backward(grad_output, x, target, reduction):
    """-y e^z / (1 + e^z) with z = -y x, times grad_output (over the element count for 'mean')."""
    with np.errstate(over="ignore", invalid="ignore"):
        z = np.exp(-np.multiply(x, target))
        slope = -np.multiply(target, z / (1 + z))
    if reduction == 1:
        slope = slope / np.size(slope)
    return np.broadcast_to(np.multiply(slope, grad_output), np.broadcast_shapes(np.shape(x), np.shape(target))
                           ).astype(_margin_dtype(x, target), copy=True)


def _class_scores(x, target):
    """x as (N, C) and target as (N,) int64, with PyTorch's shape checks: input is a vector or a matrix
    (its batch may be empty), target one class per sample."""
    if x.ndim > 2 or (x.ndim == 2 and x.shape[1] == 0) or (x.ndim < 2 and x.size == 0):
        raise RuntimeError(f"Expected non-empty vector or matrix with optional 0-dim batch size, but got: "
                           f"{format_shape(x.shape)}")
    if target.dtype != np.int64:
        raise RuntimeError(f"expected scalar type Long but found {scalar_type_name(target.dtype)}")
    n = x.shape[0] if x.ndim == 2 else 1
    return n, np.reshape(x, (n, x.shape[-1] if x.ndim else 1))


def _multi_margin_terms(x, target, p, margin, weight):
    """The hinge terms max(0, margin - x[y] + x[j]) of every sample (zero at j = y), the class of each
    sample, and each sample's factor w[y] / C."""
    n, scores = _class_scores(x, target)
    classes = scores.shape[1]
    if target.ndim > 1 or target.size != n:
        raise RuntimeError(f"multi_margin_loss: target tensor should be 1-D with size equal to the number of input "
                           f"samples (batch size). Expected target size [{n}], but got {format_shape(target.shape)}. "
                           f"Input has shape {format_shape(x.shape)}.")
    labels = np.reshape(target, -1)
    if np.any((labels < 0) | (labels >= classes)):
        raise RuntimeError("target out of range")
    if weight is not None and weight.size != classes:
        raise RuntimeError(f"inconsistent weight size, expected {classes} but got {format_shape(weight.shape)}")
    rows = np.arange(n)
    z = margin - scores[rows, labels][:, None] + scores
    z[rows, labels] = 0
    factor = np.full(n, 1.0 / classes, dtype=scores.dtype)
    if weight is not None:
        factor = (factor * np.reshape(weight, -1)[labels]).astype(scores.dtype, copy=False)
    return z, rows, labels, factor


def multi_margin_loss(x, target, p, margin, weight, reduction):
    """Per sample: sum over the other classes j of max(0, margin - x[y] + x[j])^p, times w[y], over C."""
    z, _, _, factor = _multi_margin_terms(x, target, p, margin, weight)
    hinge = np.maximum(z, 0)
    loss = np.sum(hinge if p == 1 else hinge * hinge, axis=1) * factor
    if x.ndim < 2:
        loss = np.reshape(loss, ())
    return reduce_loss(loss.astype(x.dtype, copy=False), _REDUCTION_NAMES[reduction])


def multi_margin_loss_backward(grad_output, x, target, p, margin, weight, reduction):
    """Each positive hinge term's slope (1, or 2 z for p = 2) times w[y] / C goes to x[j] and, negated,
    to x[y]; times grad_output (per sample for 'none'; over N for 'mean')."""
    z, rows, labels, factor = _multi_margin_terms(x, target, p, margin, weight)
    slope = (z > 0) * (1.0 if p == 1 else 2.0 * z) * factor[:, None]
    slope[rows, labels] = -np.sum(slope, axis=1)
    grad_output = np.asarray(grad_output)
    if reduction == 0 and x.ndim == 2:
        slope = slope * np.reshape(grad_output, (-1, 1))
    else:
        slope = slope * grad_output / (len(rows) if reduction == 1 and len(rows) else 1)
    return np.reshape(slope, x.shape).astype(x.dtype, copy=False)


def _multilabel_targets(x, target):
    """(N, C) scores, and is_target: 1 at every class listed in a sample's target row before its first -1."""
    n, scores = _class_scores(x, target)
    if target.shape != x.shape:
        raise RuntimeError(f"inconsistent target size: {format_shape(target.shape)} for input of size: "
                           f"{format_shape(x.shape)}")
    labels = np.reshape(target, scores.shape)
    if np.any((labels < -1) | (labels >= scores.shape[1])):
        raise RuntimeError("argument #2 'target' is out of range")
    listed = np.cumprod(labels != -1, axis=1).astype(bool)  # entries before each row's first -1
    is_target = np.zeros(scores.shape, dtype=scores.dtype)
    rows = np.broadcast_to(np.arange(scores.shape[0])[:, None], labels.shape)
    is_target[rows[listed], labels[listed]] = 1
    return scores, labels, listed, is_target


def _multilabel_hinges(scores, labels, listed, is_target):
    """max(0, 1 - (x[y] - x[j])) for every listed label y (axis 1) and non-target class j (axis 2)."""
    picked = np.take_along_axis(scores, np.where(listed, labels, 0), axis=1)
    hinge = np.maximum(1 - picked[:, :, None] + scores[:, None, :], 0)
    return hinge * listed[:, :, None] * (1 - is_target)[:, None, :]


def multilabel_margin_loss_forward(x, target, reduction):
    """(loss, is_target): per sample the hinges of every (listed label, non-target class) pair, over C."""
    scores, labels, listed, is_target = _multilabel_targets(x, target)
    loss = np.sum(_multilabel_hinges(scores, labels, listed, is_target), axis=(1, 2)) / scores.shape[1]
    if x.ndim < 2:
        loss = np.reshape(loss, ())
    return (reduce_loss(loss.astype(x.dtype, copy=False), _REDUCTION_NAMES[reduction]),
            np.reshape(is_target, target.shape))


def multilabel_margin_loss_backward(grad_output, x, target, reduction, is_target):
    """Each positive hinge adds 1 / C to x[j] and takes it from x[y]; times grad_output as for
    multi_margin_loss."""
    scores, labels, listed, _ = _multilabel_targets(x, target)
    if np.shape(is_target) != np.shape(target):
        raise RuntimeError(f"Expected tensor for argument #3 'target' to have same size as tensor for argument #5 "
                           f"'is_target'; but {format_shape(np.shape(target))} does not equal "
                           f"{format_shape(np.shape(is_target))} (while checking arguments for "
                           "multilabel_margin_loss_backward_cpu_template)")
    if np.any((is_target < 0) | (is_target > 1)):
        raise RuntimeError("argument #5 'is_target' is out of range")
    # the mask given (the forward's), not one recomputed: PyTorch's backward reads the one it is passed
    is_target = np.reshape(is_target, scores.shape)
    active = (_multilabel_hinges(scores, labels, listed, is_target) > 0).astype(scores.dtype) / scores.shape[1]
    slope = np.sum(active, axis=1)
    rows = np.broadcast_to(np.arange(scores.shape[0])[:, None], labels.shape)
    np.subtract.at(slope, (rows[listed], labels[listed]), np.sum(active, axis=2)[listed])
    grad_output = np.asarray(grad_output)
    if reduction == 0 and x.ndim == 2:
        slope = slope * np.reshape(grad_output, (-1, 1))
    else:
        slope = slope * grad_output / (scores.shape[0] if reduction == 1 and scores.shape[0] else 1)
    return np.reshape(slope, x.shape).astype(x.dtype, copy=False)
