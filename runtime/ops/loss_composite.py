"""The nn.functional losses PyTorch builds from other ops (nll_loss, cross_entropy, kl_div, l1, mse,
huber): autograd differentiates through the ops they call, so a result's grad_fn is that of the
last op, as in PyTorch. The NumPy halves they lean on are in kernels/loss.py."""
import math
import warnings

from ..core import creation
from ..core.dtypes import FLOATING_KINDS, scalar_type_name
from ..core.printing import format_shape
from ..core.tensor import Tensor
from ..generated import ops
from ..kernels.loss import reduction_enum, reduction_of, warn_size_mismatch
from .nn_composite import broadcast_pair


def _class_dim(input):
    return 0 if input._data.ndim == 1 else 1


def _along(t, dim, ndim):
    """A 1-D tensor viewed so it broadcasts along `dim` of an ndim-D tensor (class weights)."""
    shape = [1] * ndim
    shape[dim] = t.shape[0]
    return ops.view(t, shape)


def _reduce(loss, reduction):
    """apply_loss_reduction: reduction is PyTorch's enum (0 none, 1 mean, 2 sum)."""
    if reduction == 1:
        return ops.mean(loss)
    if reduction == 2:
        return ops.sum(loss)
    return loss


def nll_loss(input, target, weight=None, size_average=None, ignore_index=-100, reduce=None, reduction="mean"):
    return nll_loss_nd(input, target, weight, reduction_enum(reduction_of(size_average, reduce, reduction)),
                       ignore_index)


def _refuse_non_tensors(op, input, target):
    """PyTorch's argument parser's refusal of an input or target that is not a tensor (a list, say)."""
    for position, name, value in ((1, "input", input), (2, "target", target)):
        if not isinstance(value, Tensor):
            raise TypeError(f"{op}(): argument '{name}' (position {position}) must be Tensor, not "
                            f"{type(value).__name__}")


def nll_loss_nd(input, target, weight, reduction, ignore_index):
    """PyTorch's dispatch on the input's rank: 1-D/2-D use nll_loss_forward (NllLossBackward0),
    4-D nll_loss2d_forward (NllLoss2DBackward0); 3-D and 5-D+ are folded to (N, C, 1, -1).
    (The shapes are read from the arrays once: the properties and Sizes were ~12k instructions of a
    makemore cross_entropy's ~237k.)"""
    if not (isinstance(input, Tensor) and isinstance(target, Tensor)):
        _refuse_non_tensors("nll_loss_nd", input, target)
    shape, target_shape = input._data.shape, target._data.shape
    if not shape:
        raise ValueError("Expected 1 or more dimensions (got 0)")
    if len(shape) != 1:
        batch = target_shape[0] if target_shape else 0   # (PyTorch reads a 0-d target's batch size as 0)
        if shape[0] != batch:
            raise ValueError(f"Expected input batch_size ({shape[0]}) to match target batch_size ({batch}).")
        if not target_shape and len(shape) == 2:   # an empty batch and a 0-d target: PyTorch's size(0) fails
            raise IndexError("Dimension specified as 0 but tensor has no dimensions")
    if len(shape) <= 2:
        return ops.nll_loss_forward(input, target, weight, reduction, ignore_index)[0]
    if len(shape) == 4:
        return ops.nll_loss2d_forward(input, target, weight, reduction, ignore_index)[0]
    n, c = input.shape[0], input.shape[1]
    out_size = [n] + list(input.shape[2:])
    if tuple(target.shape[1:]) != tuple(input.shape[2:]):
        raise RuntimeError(f"Expected target size {format_shape(out_size)}, got "
                           f"{format_shape(target.shape)}")
    empty = input.numel() == 0
    folded = ops.view(input, (n, c, 0, 0) if empty else (n, c, 1, -1))
    target = ops.view(target, (n, 0, 0) if target.numel() == 0 else (n, 1, -1))
    out = ops.nll_loss2d_forward(folded, target, weight, reduction, ignore_index)[0]
    return out if reduction != 0 else ops.view(out, out_size)


def cross_entropy(input, target, weight=None, size_average=None, ignore_index=-100, reduce=None, reduction="mean",
                  label_smoothing=0.0):
    """log_softmax over the class dim, then nll_loss (class-index targets) or a weighted sum
    against the target distribution (class-probability targets: same shape as input)."""
    reduction = reduction_enum(reduction_of(size_average, reduce, reduction))
    if not (isinstance(input, Tensor) and isinstance(target, Tensor)):
        _refuse_non_tensors("cross_entropy_loss", input, target)
    if input._data.shape == target._data.shape:   # (the arrays' shapes: two Sizes and tuples were ~6.7k instructions)
        if target._data.dtype.kind not in FLOATING_KINDS:
            raise RuntimeError(f"Expected floating point type for target with class probabilities, got "
                               f"{scalar_type_name(target._data.dtype)}")
        if ignore_index >= 0:
            raise RuntimeError("ignore_index is not supported for floating point target")
        return _cross_entropy_probabilities(input, target, weight, reduction, label_smoothing)
    if label_smoothing > 0.0:
        _check_label_smoothing(label_smoothing)
        return _cross_entropy_label_smoothing(input, target, weight, reduction, ignore_index, label_smoothing)
    return nll_loss_nd(ops.log_softmax(input, _class_dim(input), input.dtype), target, weight, reduction, ignore_index)


def _check_label_smoothing(label_smoothing):
    if label_smoothing > 1.0:
        raise RuntimeError(f"label_smoothing must be between 0.0 and 1.0. Got: {label_smoothing}")


def _cross_entropy_probabilities(input, target, weight, reduction, label_smoothing):
    class_dim = _class_dim(input)
    n_classes = input.shape[class_dim]
    if weight is not None and (weight.ndim != 1 or weight.numel() != n_classes):
        raise RuntimeError(f"cross_entropy: weight tensor should be defined either for all {n_classes} classes or no "
                           f"classes but got weight tensor of shape: {format_shape(weight.shape)}")
    log_probs = ops.log_softmax(input, class_dim, input.dtype)
    if label_smoothing > 0.0:
        _check_label_smoothing(label_smoothing)
        target = target * (1 - label_smoothing) + label_smoothing / n_classes
    terms = log_probs * target
    if weight is not None:
        terms = terms * (_along(weight, 1, input.ndim) if input.ndim > 1 else weight)
    if reduction == 0:
        return -ops.sum(terms, [class_dim])
    total = -ops.sum(terms)
    if reduction == 2:
        return total
    if input.numel() == 0:
        return total * float("nan")
    return ops._div_Scalar(total, input.numel() // n_classes)  # div.Scalar: DivBackward1, as in PyTorch


def _cross_entropy_label_smoothing(input, target, weight, reduction, ignore_index, label_smoothing):
    """(1 - s) * nll + s / C * (the loss against a uniform target), ignored targets counting 0."""
    class_dim = _class_dim(input)
    log_probs = ops.log_softmax(input, class_dim, input.dtype)
    nll = nll_loss_nd(log_probs, target, weight, reduction, ignore_index)
    n_classes = log_probs.shape[class_dim]
    if weight is not None:
        smooth = -ops.sum(log_probs * _along(weight, class_dim, log_probs.ndim), [class_dim])
    else:
        smooth = -ops.sum(log_probs, [class_dim])
    ignored = ops.eq(target, ignore_index)
    smooth = ops.where(ignored, 0.0, smooth)
    if reduction == 1:
        kept = ops.logical_not(ignored)
        if weight is None:
            denominator = ops.sum(kept)
        else:  # the kept targets' weights, summed (as a where, not a mask: the same code batches under vmap)
            picked = ops.index_select(weight, 0, ops.reshape(ops.where(kept, target, 0), (target.numel(),)))
            denominator = ops.sum(ops.where(kept, ops.reshape(picked, tuple(target.shape)), 0.0))
        smooth = ops.sum(smooth) / denominator
    elif reduction == 2:
        smooth = ops.sum(smooth)
    return (1 - label_smoothing) * nll + smooth * (label_smoothing / n_classes)


def kl_div(input, target, size_average=None, reduce=None, reduction="mean", log_target=False):
    """Pointwise target * (log target - input) (input holds log-probabilities), reduced;
    'batchmean' sums and divides by the batch size (the mathematical KL divergence)."""
    if size_average is not None or reduce is not None:
        enum = reduction_enum(reduction_of(size_average, reduce, reduction))
    else:
        if reduction == "mean":
            warnings.warn("reduction: 'mean' divides the total loss by both the batch size and the support size."
                          "'batchmean' divides only by the batch size, and aligns with the KL div math definition."
                          "'mean' will be changed to behave the same as 'batchmean' in the next major release.",
                          stacklevel=3)
        enum = 2 if reduction == "batchmean" else reduction_enum(reduction)
    reduced = kl_div_reduced(input, target, enum, log_target)
    if reduction == "batchmean" and input.ndim != 0:
        reduced = reduced / input.shape[0]
    return reduced


def kl_div_reduced(input, target, reduction, log_target=False):
    """aten's kl_div (torch.kl_div): the pointwise loss reduced by the enum, no batchmean, no warning."""
    if log_target:
        pointwise = ops.exp(target) * (target - input)
    else:
        # xlogy(t, t), as PyTorch: its gradient at t == 0 is nan (0 / 0 from the second argument).
        pointwise = ops.xlogy(target, target) - target * input
    return _reduce(pointwise, reduction)


def _weighted(loss, weight, reduction):
    """The weight= branch PyTorch's l1_loss/mse_loss take in Python: weighted mean
    divides by the sum of the weights."""
    loss = loss * weight
    if reduction == "none":
        return loss
    if reduction == "sum":
        return ops.sum(loss)
    if reduction == "mean":
        return ops.sum(loss) / ops.sum(weight)
    raise ValueError(f"Invalid reduction mode: {reduction}. Expected one of 'none', 'mean', 'sum'.")


def l1_loss(input, target, size_average=None, reduce=None, reduction="mean", weight=None):
    warn_size_mismatch(input, target)
    reduction = reduction_of(size_average, reduce, reduction)
    if weight is not None and tuple(weight.shape) != tuple(input.shape):
        raise ValueError("Weights and input must have the same size.")
    input, target = broadcast_pair(input, target)
    if weight is not None:
        return _weighted(ops.abs(input - target), weight, reduction)
    return _reduce(ops.abs(input - target), reduction_enum(reduction))


def mse_loss(input, target, size_average=None, reduce=None, reduction="mean", weight=None):
    """F.mse_loss: aten::mse_loss on the broadcast pair, or with weight= the weighted mean PyTorch
    writes out with ops (so grad_fn is DivBackward0/SumBackward0/MulBackward0 there)."""
    # stacklevel 5: the warnings name the caller's line, past the overload dispatcher.
    warn_size_mismatch(input, target, stacklevel=5)
    reduction = reduction_of(size_average, reduce, reduction, stacklevel=5)
    input_shape = tuple(input.shape)   # weight must match the input as given (not broadcast), as PyTorch
    input, target = broadcast_pair(input, target)
    if weight is not None:
        if tuple(weight.shape) != input_shape:
            raise ValueError("Weights and input must have the same size.")
        return _weighted(ops.pow(input - target, 2), weight, reduction)
    return ops._mse_loss_default(input, target, reduction_enum(reduction))


def huber_loss(input, target, reduction="mean", delta=1.0, weight=None):
    """F.huber_loss: aten::huber_loss on the broadcast pair, or with weight= the unweighted
    elementwise loss times weight, reduced with mean/sum as PyTorch writes it out (MeanBackward0)."""
    warn_size_mismatch(input, target, stacklevel=5)
    input_shape = tuple(input.shape)   # weight must match the input as given (not broadcast), as PyTorch
    input, target = broadcast_pair(input, target)
    if weight is None:
        return ops._huber_loss_default(input, target, reduction_enum(reduction), delta)
    if tuple(weight.shape) != input_shape:
        raise ValueError("Weights and input must have the same size.")
    loss = ops._huber_loss_default(input, target, 0, delta) * weight
    if reduction == "none":
        return loss
    if reduction == "sum":
        return ops.sum(loss)
    if reduction == "mean":
        return ops.mean(loss)
    raise ValueError(f"Invalid reduction mode: {reduction}. Expected one of 'none', 'mean', 'sum'.")


# ---------------------------------------------------------------- margin and embedding losses
# ATen composites (torch.margin_ranking_loss, ...): reduction is the enum; the nn.functional wrappers
# (runtime/nn/functional_losses.py) turn the string and the legacy flags into it.


def margin_ranking_loss(input1, input2, target, margin=0.0, reduction=1):
    """max(0, -target * (input1 - input2) + margin)."""
    return _reduce(ops.clamp_min(-target * (input1 - input2) + margin, 0), reduction)


def hinge_embedding_loss(self, target, margin=1.0, reduction=1):
    """x where target is 1, max(0, margin - x) where it is -1 (the sum of both elsewhere)."""
    zeros = creation.zeros_like(self)
    margin_clamp = ops.clamp_min(margin - self, 0)
    output_margin = ops.where(ops.ne(target, 1), margin_clamp, zeros)
    output_self = ops.where(ops.ne(target, -1), self, zeros)
    return _reduce(output_margin + output_self, reduction)


_COSINE_EPS = 1e-12  # added to the squared norms (ATen's EPSILON), so a zero vector gives cos 0


def cosine_embedding_loss(input1, input2, target, margin=0.0, reduction=1):
    """1 - cos(input1, input2) where target is 1, max(0, cos - margin) where it is -1."""
    dim = target.ndim
    if dim not in (0, 1):
        raise RuntimeError("0D or 1D target tensor expected, multi-target not supported")
    if dim == 1 and not (input1.ndim == 2 and input2.ndim == 2):
        raise RuntimeError(f"1D target tensor expects 2D input tensors, but found inputs with sizes "
                           f"{format_shape(input1.shape)} and {format_shape(input2.shape)}.")
    if dim == 0 and not (input1.ndim == 1 and input2.ndim == 1):
        raise RuntimeError(f"0D target tensor expects 1D input tensors, but found inputs with sizes "
                           f"{format_shape(input1.shape)} and {format_shape(input2.shape)}.")
    prod_sum = ops.sum(input1 * input2, [dim])
    mag_square1 = ops.sum(input1 * input1, [dim]) + _COSINE_EPS
    mag_square2 = ops.sum(input2 * input2, [dim]) + _COSINE_EPS
    cos = prod_sum / ops.sqrt(mag_square1 * mag_square2)
    zeros = creation.zeros_like(cos)
    output_pos = ops.where(ops.eq(target, 1), 1 - cos, zeros)
    output_neg = ops.where(ops.eq(target, -1), ops.clamp_min(cos - margin, 0), zeros)
    return _reduce(output_pos + output_neg, reduction)


def poisson_nll_loss(input, target, log_input, full, eps, reduction):
    """exp(input) - target * input (log_input) or input - target * log(input + eps); full adds
    Stirling's approximation of log(target!) where target > 1."""
    if log_input:
        loss = ops.exp(input) - target * input
    else:
        loss = input - target * ops.log(input + eps)
    if full:
        stirling = target * ops.log(target) - target + ops.log(2 * math.pi * target) * 0.5
        loss = loss + ops.masked_fill(stirling, ops.le(target, 1), 0)
    return _reduce(loss, reduction)


def triplet_margin_loss(anchor, positive, negative, margin=1.0, p=2.0, eps=1e-06, swap=False, reduction=1):
    """max(0, margin + d(anchor, positive) - d(anchor, negative)), d the p-norm pairwise distance;
    swap: the smaller of d(anchor, negative) and d(positive, negative)."""
    check_triplet_dims(anchor, positive, negative)
    dist_pos = ops.pairwise_distance(anchor, positive, p, eps)
    dist_neg = ops.pairwise_distance(anchor, negative, p, eps)
    if swap:
        dist_neg = ops.minimum(dist_neg, ops.pairwise_distance(positive, negative, p, eps))
    return _reduce(ops.clamp_min(margin + dist_pos - dist_neg, 0), reduction)


def check_triplet_dims(anchor, positive, negative):
    a, p, n = anchor.ndim, positive.ndim, negative.ndim
    if not (a == p and p == n):
        raise RuntimeError(f"The anchor, positive, and negative tensors are expected to have the same number of "
                           f"dimensions, but got: anchor {a}D, positive {p}D, and negative {n}D inputs")


def multilabel_margin_loss(self, target, reduction=1):
    """aten::multilabel_margin_loss: the forward's loss, its is_target mask dropped."""
    return ops.multilabel_margin_loss_forward(self, target, reduction)[0]
