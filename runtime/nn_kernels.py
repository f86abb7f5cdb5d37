"""NumPy kernels for the nn.functional ops of derivatives.yaml (convolution, pooling,
normalisation, losses): too big for one `numpy:` expression, so the table names them here."""
import warnings

import numpy as np

from .dtypes import LEGACY_TYPE_NAMES

# ---------------------------------------------------------------- reductions of losses

#: PyTorch's reduction enum (aten ops take the int, nn.functional takes the string).
REDUCTIONS = {"none": 0, "mean": 1, "sum": 2}


def reduction_enum(reduction):
    if reduction not in REDUCTIONS:
        raise ValueError(f"{reduction} is not a valid value for reduction")
    return REDUCTIONS[reduction]


def reduction_of(size_average, reduce, reduction, warn=True):
    """The reduction string, honouring the deprecated size_average/reduce flags as PyTorch does
    (either one given overrides `reduction`, with a deprecation warning)."""
    if size_average is None and reduce is None:
        return reduction
    size_average = True if size_average is None else size_average
    reduce = True if reduce is None else reduce
    legacy = "mean" if size_average and reduce else "sum" if reduce else "none"
    if warn:
        warnings.warn(f"size_average and reduce args will be deprecated, please use reduction='{legacy}' instead.",
                      stacklevel=4)
    return legacy


def type_name(dtype):
    """PyTorch's scalar type name for messages: float64 -> Double."""
    return LEGACY_TYPE_NAMES.get(str(dtype), str(dtype)).removesuffix("Tensor")


def warn_size_mismatch(input, target):
    if input.shape != target.shape:
        warnings.warn(f"Using a target size (torch.Size({list(target.shape)})) that is different to the input size "
                      f"(torch.Size({list(input.shape)})). This will likely lead to incorrect results due to "
                      "broadcasting. Please ensure they have the same size.", stacklevel=4)

# ---------------------------------------------------------------- nll_loss


def _check_nll_weight(weight, n_classes, x, prefix=""):
    if weight is None:
        return
    if weight.ndim != 1 or weight.size != n_classes:
        raise RuntimeError(f"{prefix}weight tensor should be defined either for all {n_classes} classes or no classes "
                           f"but got weight tensor of shape: [{', '.join(map(str, weight.shape))}]")
    if weight.dtype != x.dtype:
        raise RuntimeError(f"expected scalar type {type_name(x.dtype)} but found {type_name(weight.dtype)}")


def _nll_targets(target, n_classes, ignore_index):
    """int64 targets with ignored ones replaced by class 0, and the mask of the kept ones."""
    if target.dtype not in (np.int64, np.uint8):
        raise RuntimeError(f"expected target dtype to be Long or Byte, but got {type_name(target.dtype)}")
    t = target.astype(np.int64)
    kept = t != ignore_index
    bad = kept & ((t < 0) | (t >= n_classes))
    if bad.any():
        raise IndexError(f"Target {t[bad].flat[0]} is out of bounds.")
    return np.where(kept, t, 0), kept


def _nll(x, target, weight, reduction, ignore_index):
    """-weight[t] * x[t] per target (class dim 1, or 0 for an unbatched 1-D input), reduced;
    with the total weight of the kept targets, which 'mean' divides by."""
    if x.dtype.kind != "f":
        raise NotImplementedError(f"\"nll_loss_out_frame\" not implemented for '{type_name(x.dtype)}'")
    class_dim = 0 if x.ndim == 1 else 1
    n_classes = x.shape[class_dim]
    _check_nll_weight(weight, n_classes, x)
    safe, kept = _nll_targets(target, n_classes, ignore_index)
    picked = np.take_along_axis(x, np.expand_dims(safe, class_dim), axis=class_dim).squeeze(class_dim)
    w = np.where(kept, weight[safe] if weight is not None else 1.0, 0.0).astype(x.dtype)
    losses = -picked * w
    if reduction == 0:
        return losses, np.zeros((), x.dtype)
    total = np.sum(w)
    if reduction == 2:
        return np.sum(losses), total
    with np.errstate(invalid="ignore", divide="ignore"):
        return np.sum(losses) / total, total


def nll_loss_forward(x, target, weight, reduction, ignore_index):
    if x.ndim not in (1, 2):
        raise RuntimeError("input tensor should be 1D or 2D")
    if target.ndim > 1:
        raise RuntimeError("0D or 1D target tensor expected, multi-target not supported")
    no_batch = x.ndim == 1 and target.ndim == 0
    if not no_batch and x.shape[0] != target.shape[0]:
        raise RuntimeError(f"size mismatch (got input: [{', '.join(map(str, x.shape))}], "
                           f"target: [{', '.join(map(str, target.shape))}])")
    return _nll(x, target, weight, reduction, ignore_index)


def nll_loss2d_forward(x, target, weight, reduction, ignore_index):
    if target.ndim != 3:
        raise RuntimeError(f"only batches of spatial targets supported (3D tensors) but got targets of dimension: "
                           f"{target.ndim}")
    if x.ndim != 4:
        raise RuntimeError(f"only batches of spatial inputs supported (4D tensors), but got input of dimension: "
                           f"{x.ndim}")
    if x.shape[0] != target.shape[0] or x.shape[2:] != target.shape[1:]:
        raise RuntimeError(f"size mismatch (got input: [{', '.join(map(str, x.shape))}] , "
                           f"target: [{', '.join(map(str, target.shape))}]")
    return _nll(x, target, weight, reduction, ignore_index)


def nll_loss_grad_coefficients(sizes, target, weight, ignore_index, dtype):
    """d(-weight[t] * x[t]) / dx: -weight[t] at each target's class, 0 elsewhere and where ignored."""
    class_dim = 0 if len(sizes) == 1 else 1
    safe, kept = _nll_targets(target, sizes[class_dim], ignore_index)
    w = np.where(kept, weight[safe] if weight is not None else 1.0, 0.0)
    coef = np.zeros(tuple(sizes), dtype)
    np.put_along_axis(coef, np.expand_dims(safe, class_dim), np.expand_dims(-w, class_dim).astype(dtype),
                      axis=class_dim)
    return coef

# ---------------------------------------------------------------- regression and binary losses


def broadcast_shape(a, b):
    """The broadcast of two shapes, refused with torch.broadcast_tensors' message."""
    n = max(len(a), len(b))
    pa, pb = (1,) * (n - len(a)) + tuple(a), (1,) * (n - len(b)) + tuple(b)
    for i, (x, y) in enumerate(zip(pa, pb)):
        if x != y and x != 1 and y != 1:
            raise RuntimeError(f"The size of tensor a ({x}) must match the size of tensor b ({y}) at non-singleton "
                               f"dimension {i}")
    return tuple(x if y == 1 else y for x, y in zip(pa, pb))


def _pointwise_loss(input, target, size_average, reduce, reduction):
    """The steps PyTorch's Python wrappers take first: warn on a size mismatch, resolve the
    deprecated flags, check the reduction, and broadcast input against target."""
    warn_size_mismatch(input, target)
    reduction = reduction_of(size_average, reduce, reduction, warn=True)
    reduction_enum(reduction)
    broadcast_shape(input.shape, target.shape)
    return reduction, np.subtract(input, target)


def _reduce(loss, reduction):
    return np.mean(loss) if reduction == "mean" else np.sum(loss) if reduction == "sum" else loss


def smooth_l1_loss(input, target, size_average, reduce, reduction, beta):
    """0.5 d^2 / beta where |d| < beta, |d| - 0.5 beta elsewhere (plain |d| for beta = 0)."""
    if beta < 0:
        raise RuntimeError("smooth_l1_loss does not support negative values for beta.")
    reduction, d = _pointwise_loss(input, target, size_average, reduce, reduction)
    ad = np.abs(d)
    if beta == 0:
        return _reduce(ad, reduction)
    return _reduce(np.where(ad < beta, 0.5 * d * d / beta, ad - 0.5 * beta), reduction)


def huber_loss(input, target, reduction, delta, weight):
    """0.5 d^2 where |d| < delta, delta (|d| - 0.5 delta) elsewhere; times weight when given."""
    reduction, d = _pointwise_loss(input, target, None, None, reduction)
    if delta <= 0:
        raise RuntimeError("huber_loss does not support non-positive values for delta.")
    ad = np.abs(d)
    loss = np.where(ad < delta, 0.5 * d * d, delta * (ad - 0.5 * delta))
    if weight is not None:
        if weight.shape != input.shape:
            raise ValueError("Weights and input must have the same size.")
        loss = loss * weight
    return _reduce(loss, reduction)


def binary_cross_entropy(input, target, weight, size_average, reduce, reduction):
    """-w (y log x + (1 - y) log(1 - x)), each log clamped at -100 as PyTorch does (finite at 0 and 1)."""
    reduction = reduction_of(size_average, reduce, reduction, warn=True)
    reduction_enum(reduction)
    if target.shape != input.shape:
        raise ValueError(f"Using a target size (torch.Size({list(target.shape)})) that is different to the input size "
                         f"(torch.Size({list(input.shape)})) is deprecated. Please ensure they have the same size.")
    if target.dtype != input.dtype:
        raise RuntimeError(f"Found dtype {type_name(target.dtype)} but expected {type_name(input.dtype)}")
    if weight is not None and broadcast_shape(weight.shape, target.shape) != target.shape:
        raise RuntimeError(f"Attempting to broadcast a dimension of length {weight.shape[-1]} at -1! Mismatching "
                           f"argument at index 1 had torch.Size({list(weight.shape)}); but expected shape should be "
                           f"broadcastable to [{', '.join(map(str, target.shape))}]")
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
    return _reduce(loss, reduction)

# ---------------------------------------------------------------- normalisation


def _shape_list(shape):
    return f"[{', '.join(map(str, shape))}]"


def _normalize(x, axes, eps):
    """(x - mean) * rstd over `axes`, with the mean and rstd = 1 / sqrt(biased var + eps) (kept dims)."""
    mean = np.mean(x, axis=axes, keepdims=True)
    var = np.mean(np.square(x - mean), axis=axes, keepdims=True)
    rstd = 1.0 / np.sqrt(var + eps)
    return (x - mean) * rstd, mean, rstd


def native_layer_norm(x, normalized_shape, weight, bias, eps):
    normalized_shape = tuple(normalized_shape)
    k = len(normalized_shape)
    if k == 0:
        raise RuntimeError("Expected normalized_shape to be at least 1-dimensional, i.e., containing at least one "
                           "element, but got normalized_shape = []")
    for name, t in (("weight", weight), ("bias", bias)):
        if t is not None and t.shape != normalized_shape:
            raise RuntimeError(f"Expected {name} to be of same shape as normalized_shape, but got {name} of shape "
                               f"{_shape_list(t.shape)} and normalized_shape = {_shape_list(normalized_shape)}")
    if x.ndim < k or x.shape[x.ndim - k:] != normalized_shape:
        raise RuntimeError(f"Given normalized_shape={_shape_list(normalized_shape)}, expected input with shape "
                           f"[*, {', '.join(map(str, normalized_shape))}], but got input of size{_shape_list(x.shape)}")
    out, mean, rstd = _normalize(x, tuple(range(x.ndim - k, x.ndim)), eps)
    if weight is not None:
        out = out * weight
    if bias is not None:
        out = out + bias
    return out.astype(x.dtype), mean.astype(x.dtype), rstd.astype(x.dtype)


def _per_channel(t, ndim):
    """A (C,) vector shaped to broadcast along dim 1 of an ndim-D input."""
    return t.reshape((1, -1) + (1,) * (ndim - 2)) if ndim > 1 else t


def native_batch_norm(x, weight, bias, running_mean, running_var, training, momentum, eps):
    """Training: normalise with the batch statistics (over every dim but 1) and move the running
    statistics towards them in place, the variance unbiased; evaluation: use the running ones."""
    channels = x.shape[1] if x.ndim > 1 else 0
    for name, t in (("weight", weight), ("bias", bias), ("running_mean", running_mean), ("running_var", running_var)):
        if t is not None and t.size != channels:
            raise RuntimeError(f"{name} should contain {channels} elements not {t.size}")
    axes = (0,) + tuple(range(2, x.ndim))
    if training:
        out, mean, rstd = _normalize(x, axes, eps)
        mean, rstd = mean.reshape(-1), rstd.reshape(-1)
        n = x.size // max(channels, 1)
        if running_mean is not None:
            running_mean *= 1 - momentum
            running_mean += momentum * mean
        if running_var is not None:
            unbiased = np.mean(np.square(x - _per_channel(mean, x.ndim)), axis=axes) * (n / max(n - 1, 1))
            running_var *= 1 - momentum
            running_var += momentum * unbiased
    else:
        if running_mean is None:
            raise RuntimeError("running_mean must be defined in evaluation mode")
        if running_var is None:
            raise RuntimeError("running_var must be defined in evaluation mode")
        out = (x - _per_channel(running_mean, x.ndim)) / np.sqrt(_per_channel(running_var, x.ndim) + eps)
        mean = rstd = np.zeros((0,), x.dtype)
    if weight is not None:
        out = out * _per_channel(weight, x.ndim)
    if bias is not None:
        out = out + _per_channel(bias, x.ndim)
    return out.astype(x.dtype), mean.astype(x.dtype), rstd.astype(x.dtype)


def native_group_norm(x, weight, bias, n, c, hxw, group, eps):
    """Normalise each of `group` channel groups of each sample; weight and bias are per channel."""
    for name, t in (("weight", weight), ("bias", bias)):
        if t is not None and (t.ndim != 1 or t.size != c):
            raise RuntimeError(f"Expected {name} to be a vector of size equal to the number of channels in input, "
                               f"but got {name} of shape {_shape_list(t.shape)} and input of shape "
                               f"{_shape_list(x.shape)}")
    grouped, mean, rstd = _normalize(x.reshape(n, group, -1), (2,), eps)
    out = grouped.reshape(x.shape)
    if weight is not None:
        out = out * _per_channel(weight, x.ndim)
    if bias is not None:
        out = out + _per_channel(bias, x.ndim)
    return out.astype(x.dtype), mean.reshape(n, group).astype(x.dtype), rstd.reshape(n, group).astype(x.dtype)
