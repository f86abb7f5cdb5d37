"""Statistics PyTorch builds from other ops (CompositeImplicitAutograd), so that their results carry the
grad_fn of the ops they call: nanmean is nansum divided by the count of non-nan elements (DivBackward0),
diff subtracts narrowed slices (SubBackward0), the trapezoidal rules end in a mul or div by a number
or a cumsum, msort is a sort. (A product with a number is mul.Tensor here, MulBackward0, where PyTorch's
C++ decomposition calls mul.Scalar, MulBackward1: a public mul with a second overload would cost every
x * y an overload choice.)"""
import numpy as np

from ..autograd.grad_mode import no_grad
from ..core.dtypes import INEXACT_KINDS, scalar_type_name
from ..core.tensor import Tensor
from ..generated import ops
from ..kernels.core import wrap_dim


def nanmean(input, dim=None, keepdim=False, dtype=None):
    if input._data.dtype.kind not in INEXACT_KINDS:
        raise RuntimeError("nanmean(): expected input to have floating point or complex dtype but got "
                           f"{scalar_type_name(input._data.dtype)}")
    count = ops.sum(ops.logical_not(ops.isnan(input)), dim, keepdim)
    with np.errstate(invalid="ignore"):   # (no element counted: 0 / 0 is nan, silently as PyTorch)
        return ops.div(ops.nansum(input, dim, keepdim, dtype=dtype), count)


def msort(input):
    """The values of a sort along dim 0 (SortBackward0)."""
    return ops.sort(input, 0)[0]


def diff(input, n=1, dim=-1, prepend=None, append=None):
    """n-th forward differences along dim (of prepend, input and append joined): each step the later
    elements minus the earlier (SubBackward0), or their logical_xor for bool. n = 0 gives a copy
    (CopyBackwards); n past the dim's size stops when nothing is left."""
    if input.ndim < 1:
        raise RuntimeError("diff expects input to be at least one-dimensional")
    if n < 0:
        raise RuntimeError(f"order must be non-negative but got {n}")
    d = wrap_dim(dim, input.ndim)
    for other in (prepend, append):
        if other is not None:
            _check_joins(input, other, d)
    if n == 0:
        with no_grad():   # (a fresh tensor like input, batched under vmap as input is, then overwritten)
            fresh = ops.clone(input)
        return ops.copy_(fresh, input)
    parts = [t for t in (prepend, input, append) if t is not None]
    result = ops.cat(parts, d) if len(parts) > 1 else input
    length = result.shape[d] - 1
    for _ in range(min(n, result.shape[d])):
        later, earlier = ops.narrow(result, d, 1, length), ops.narrow(result, d, 0, length)
        result = ops.logical_xor(later, earlier) if result._data.dtype.kind == "b" else later - earlier
        length -= 1
    return result


def _check_joins(input, other, d):
    if other.ndim != input.ndim:
        raise RuntimeError("diff expects prepend or append to be the same dimension as input")
    for i in range(other.ndim):
        if i != d and other.shape[i] != input.shape[i]:
            raise RuntimeError("diff expects the shape of tensor to prepend or append to match that of input except "
                               f"along the differencing dimension; input.size({i}) = {input.shape[i]}, but got "
                               f"tensor.size({i}) = {other.shape[i]}")


def _spacing(y, x, d, name):
    """x's differences along d, shaped to broadcast against y's (NumPy's trapz rule: a 1-D x lies along d,
    a lower-dimensional one is padded with leading dims)."""
    if x._data.dtype.kind == "b" or y._data.dtype.kind == "b":
        raise RuntimeError(f"{name}: received a bool input for `x` or `y`, but bool is not supported")
    if x.ndim == 1:
        if x.shape[0] != y.shape[d]:
            raise RuntimeError(f"{name}: There must be one `x` value for each sample point")
        x = ops.view(x, [x.shape[0] if i == d else 1 for i in range(y.ndim)])
    elif x.ndim < y.ndim:
        x = ops.view(x, (1,) * (y.ndim - x.ndim) + tuple(x.shape))
    return ops.slice(x, d, 1) - ops.slice(x, d, 0, -1)


def _ends(y, d):
    """(the samples but the last, the samples but the first) along d."""
    return ops.slice(y, d, 0, -1), ops.slice(y, d, 1)


def _real_spacing(dx, name):
    if isinstance(dx, (bool, complex)):
        raise RuntimeError(f"{name}: Currently, we only support dx as a real number.")


def _sample_dim(y, dim):
    if y.ndim == 0:
        raise IndexError(f"Dimension specified as {dim} but tensor has no dimensions")
    return wrap_dim(dim, y.ndim)


def trapezoid(y, x=None, *, dx=1, dim=-1):
    """The trapezoidal rule along dim, with sample points x or a constant spacing dx; no samples
    integrate to zeros."""
    d = _sample_dim(y, dim)
    if y.shape[d] == 0:   # PyTorch's zeros are empty().zero_(): no history, version 1
        zeros = Tensor._make(np.zeros(y.shape[:d] + y.shape[d + 1:], y._data.dtype))
        zeros._bump_version()
        return zeros
    if x is not None:
        left, right = _ends(y, d)
        return ops._div_Scalar(ops.sum((left + right) * _spacing(y, x, d, "trapezoid"), d), 2.0)
    if y._data.dtype.kind == "b":
        raise RuntimeError("trapezoid: received a bool input for `y`, but bool is not supported")
    _real_spacing(dx, "trapezoid")
    ends = ops.select(y, d, 0) + ops.select(y, d, -1)
    # (PyTorch's C++ multiplies by doubles: mul.Scalar, MulBackward1)
    return ops._mul_Scalar(ops.sum(y, d) - ops._mul_Scalar(ends, 0.5), float(dx))


def cumulative_trapezoid(y, x=None, *, dx=1, dim=-1):
    """The running trapezoidal rule along dim (one fewer element than y there)."""
    d = _sample_dim(y, dim)
    if x is not None:
        dx_ = _spacing(y, x, d, "cumulative_trapezoid")
        left, right = _ends(y, d)
        return ops._div_Scalar(ops.cumsum((left + right) * dx_, d), 2.0)
    if y._data.dtype.kind == "b":
        raise RuntimeError("cumulative_trapezoid: received a bool input for `y`, but bool is not supported")
    _real_spacing(dx, "cumulative_trapezoid")
    left, right = _ends(y, d)
    return ops.cumsum(ops._mul_Scalar(left + right, float(dx) / 2.0), d)
