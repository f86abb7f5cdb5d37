"""The margin, embedding and likelihood losses of gradtable.nn.functional (issue 28), as PyTorch's
Python layer writes them: the string reduction (or the deprecated size_average / reduce flags, with
their warning) becomes aten's enum for the composites in runtime/ops/loss_composite.py;
gaussian_nll_loss, multilabel_soft_margin_loss and triplet_margin_with_distance_loss are Python in
PyTorch and here; soft_margin_loss, multi_margin_loss and multilabel_margin_loss call the table's
entries of torch._C._nn's names."""
import math

from ..autograd.grad_mode import no_grad
from ..core import creation
from ..generated import ops as _ops
from ..kernels.loss import reduction_enum, reduction_of
from ..ops import loss_composite as _losses


def _enum(size_average, reduce, reduction):
    return reduction_enum(reduction_of(size_average, reduce, reduction, stacklevel=4))


def margin_ranking_loss(input1, input2, target, margin=0, size_average=None, reduce=None, reduction="mean"):
    reduction = _enum(size_average, reduce, reduction)
    if input1.dim() != input2.dim() or input1.dim() != target.dim():
        raise RuntimeError(f"margin_ranking_loss : All input tensors should have same dimension but got sizes: "
                           f"input1: {input1.size()}, input2: {input2.size()}, target: {target.size()} ")
    return _losses.margin_ranking_loss(input1, input2, target, margin, reduction)


def hinge_embedding_loss(input, target, margin=1.0, size_average=None, reduce=None, reduction="mean"):
    return _losses.hinge_embedding_loss(input, target, margin, _enum(size_average, reduce, reduction))


def cosine_embedding_loss(input1, input2, target, margin=0, size_average=None, reduce=None, reduction="mean"):
    return _losses.cosine_embedding_loss(input1, input2, target, margin, _enum(size_average, reduce, reduction))


def poisson_nll_loss(input, target, log_input=True, full=False, size_average=None, eps=1e-8, reduce=None,
                     reduction="mean"):
    reduction = reduction_of(size_average, reduce, reduction, stacklevel=3)
    if reduction not in ("none", "mean", "sum"):
        raise ValueError(reduction + " is not a valid value for reduction")
    return _losses.poisson_nll_loss(input, target, log_input, full, eps, reduction_enum(reduction))


def triplet_margin_loss(anchor, positive, negative, margin=1.0, p=2, eps=1e-6, swap=False, size_average=None,
                        reduce=None, reduction="mean"):
    reduction = _enum(size_average, reduce, reduction)
    if margin <= 0:
        raise ValueError(f"margin must be greater than 0, got {margin}")
    return _losses.triplet_margin_loss(anchor, positive, negative, margin, p, eps, swap, reduction)


def _reduce_by_name(loss, reduction):
    if reduction == "mean":
        return _ops.mean(loss)
    if reduction == "sum":
        return _ops.sum(loss)
    return loss


def gaussian_nll_loss(input, target, var, full=False, eps=1e-6, reduction="mean"):
    """0.5 * (log(var) + (input - target)^2 / var), var raised to eps outside autograd (its gradient
    is that of the unclamped var). var may have one dim fewer than input, or size 1 in one dim
    (a variance shared along it), or be a float."""
    if isinstance(var, float):
        if var < 0:
            raise ValueError("var has negative entry/entries")
        var = var * creation.ones_like(input)
    elif bool(_ops.any(_ops.lt(var, 0))):
        raise ValueError("var has negative entry/entries")
    if var.size() != input.size():
        if input.size()[:-1] == var.size():
            var = _ops.unsqueeze(var, -1)
        elif not (input.ndim == var.ndim and sum(v for i, v in zip(input.size(), var.size()) if i != v) == 1):
            raise ValueError("var is of incorrect size")
    if reduction not in ("none", "mean", "sum"):
        raise ValueError(reduction + " is not valid")
    var = _ops.clone(var)
    with no_grad():
        var.clamp_(min=eps)
    loss = 0.5 * (_ops.log(var) + (input - target) ** 2 / var)
    if full:
        loss = loss + 0.5 * math.log(2 * math.pi)
    return _reduce_by_name(loss, reduction)


def multilabel_soft_margin_loss(input, target, weight=None, size_average=None, reduce=None, reduction="mean"):
    """Binary cross entropy of sigmoid(input) against each label, averaged over the classes."""
    reduction = reduction_of(size_average, reduce, reduction, stacklevel=3)
    loss = -(target * _ops.log_sigmoid(input) + (1 - target) * _ops.log_sigmoid(-input))
    if weight is not None:
        loss = loss * weight
    class_dim = input.dim() - 1
    loss = _ops.sum(loss, [class_dim]) / input.size(class_dim)
    if reduction not in ("none", "mean", "sum"):
        raise ValueError(reduction + " is not valid")
    return _reduce_by_name(loss, reduction)


def triplet_margin_with_distance_loss(anchor, positive, negative, *, distance_function=None, margin=1.0, swap=False,
                                      reduction="mean"):
    """triplet_margin_loss with any distance (default: pairwise_distance)."""
    if reduction not in ("mean", "sum", "none"):
        raise ValueError(f"{reduction} is not a valid value for reduction")
    if margin <= 0:
        raise ValueError(f"margin must be greater than 0, got {margin}")
    _losses.check_triplet_dims(anchor, positive, negative)
    if distance_function is None:
        distance_function = _ops.pairwise_distance
    dist_pos = distance_function(anchor, positive)
    dist_neg = distance_function(anchor, negative)
    if swap:
        dist_neg = _ops.minimum(dist_neg, distance_function(positive, negative))
    return _reduce_by_name(_ops.clamp_min(margin + dist_pos - dist_neg, 0), reduction)


def soft_margin_loss(input, target, size_average=None, reduce=None, reduction="mean"):
    """log(1 + exp(-target * input)), for targets of 1 or -1."""
    return _ops.soft_margin_loss(input, target, _enum(size_average, reduce, reduction))


def multi_margin_loss(input, target, p=1, margin=1.0, weight=None, size_average=None, reduce=None,
                      reduction="mean"):
    """The multi-class hinge loss of (N, C) scores against N class indices (p = 1 or 2)."""
    reduction = _enum(size_average, reduce, reduction)
    if p != 1 and p != 2:
        raise ValueError("only p == 1 and p == 2 supported")
    if weight is not None and weight.dim() != 1:
        raise ValueError("weight must be one-dimensional")
    return _ops.multi_margin_loss(input, target, p, margin, weight, reduction)


def multilabel_margin_loss(input, target, size_average=None, reduce=None, reduction="mean"):
    """The multi-label hinge loss: each row of target lists a sample's classes, ended by -1."""
    return _ops.multilabel_margin_loss(input, target, _enum(size_average, reduce, reduction))
