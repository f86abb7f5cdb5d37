"""Statistics PyTorch builds from other ops (CompositeImplicitAutograd), so that their results carry the
grad_fn of the ops they call: nanmean is nansum divided by the count of non-nan elements (DivBackward0),
diff subtracts narrowed slices (SubBackward0), the trapezoidal rules end in a mul or div by a number
or a cumsum, msort is a sort. (A product with a number is mul.Tensor here, MulBackward0, where PyTorch's
C++ decomposition calls mul.Scalar, MulBackward1: a public mul with a second overload would cost every
x * y an overload choice.)"""
import numbers
import warnings

import numpy as np

from ..autograd.grad_mode import no_grad
from ..core.creation import full_like
from ..core.dtypes import FLOATING_KINDS, INEXACT_KINDS, scalar_type_name
from ..core.tensor import Tensor
from ..generated import ops
from ..kernels.core import wrap_dim
from .op_support import return_type


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


_INTERPOLATIONS = ("linear", "lower", "higher", "midpoint", "nearest")


def quantile(input, q, dim=None, keepdim=False, *, interpolation="linear", ignore_nan=False):
    """PyTorch's decomposition (CompositeImplicitAutograd): sort, turn each q into a fractional rank,
    gather the values at the ranks below and above and lerp between them in place, then squeeze_ the
    q dim into place (SqueezeBackward4). A q tensor receives a gradient through the lerp's weights.
    A number q becomes a 0-dim tensor of input's dtype, as PyTorch's quantile.scalar does; the checks
    come in PyTorch's order."""
    if not isinstance(q, Tensor):
        if not 0 <= q <= 1:
            raise RuntimeError(f"quantile() q must be in the range [0, 1] but got {float(q):g}")
        q = Tensor._make(np.asarray(q, input._data.dtype))
    if interpolation not in _INTERPOLATIONS:
        raise RuntimeError("quantile() interpolation must be one of linear, lower, higher, midpoint or nearest, "
                           f"but got {interpolation}")
    _quantile_checks(input, q)
    d = wrap_dim(0 if dim is None else dim, max(input.ndim, 1))
    if not bool(ops.all(ops.logical_and(ops.ge(q, 0), ops.le(q, 1)))):
        raise RuntimeError("quantile() q values must be in the range [0, 1]")
    if dim is None:
        ordered = ops.sort(ops.flatten(input))[0]
    else:
        ordered = ops.sort(ops.transpose(ops.unsqueeze(input, -1), d, -1))[0]
    # the sorted rows as (*reduced, n): q broadcasts along a last dim of its own
    ordered = ops.view(ordered, _reduced_shape(input, dim, keepdim, d) + [ordered.shape[-1]])
    ranks = _ranks(ordered, q, ignore_nan)
    if interpolation == "lower":
        ops.floor_(ranks)
    elif interpolation == "higher":
        ops.ceil_(ranks)
    elif interpolation == "nearest":
        ops.round_(ranks)
    below = ranks.long()
    values = ops.gather(ordered, -1, below)
    if interpolation in ("linear", "midpoint"):
        weights = full_like(ranks, 0.5) if interpolation == "midpoint" else ranks - below
        above = ops.ceil_(ranks).long()
        ops.lerp_(values, ops.gather(ordered, -1, above), weights)
    if q.ndim == 0:
        return ops.squeeze_(values, -1)
    return ops.squeeze_(ops.transpose_(ops.unsqueeze_(values, 0), 0, -1), -1)


def nanquantile(input, q, dim=None, keepdim=False, *, interpolation="linear"):
    """quantile over the non-nan values (nan where a row has none)."""
    return quantile(input, q, dim, keepdim, interpolation=interpolation, ignore_nan=True)


def _quantile_checks(input, q):
    if input.numel() == 0:
        raise RuntimeError("quantile() input tensor must be non-empty")
    if q.ndim > 1:
        raise RuntimeError("quantile() q must be a scalar or 1D tensor")
    if input._data.dtype not in (np.float32, np.float64):
        raise RuntimeError("quantile() input tensor must be either float or double dtype")
    if q._data.dtype != input._data.dtype:
        raise RuntimeError("quantile() q tensor must be same dtype as the input tensor")


def _reduced_shape(input, dim, keepdim, d):
    """The result's shape without q's dim: dim removed (kept as 1), or every dim (kept as 1s)."""
    if dim is not None and input.ndim > 0:
        return [1 if i == d else n for i, n in enumerate(input.shape) if keepdim or i != d]
    return [1] * input.ndim if keepdim else []


def _ranks(ordered, q, ignore_nan):
    """q's fractional positions among each row's sorted values: a row with nan gives its last position
    (nan sorts last, so quantile is nan); nanquantile counts only the non-nan values (an all-nan row
    gives position 0, nan)."""
    if ignore_nan:
        ranks = q * (ops.sum(ops.logical_not(ops.isnan(ordered)), -1, True) - 1)
        return ops.masked_fill_(ranks, ranks < 0, 0)
    last = ordered.shape[-1] - 1
    scaled, has_nan = ops.broadcast_tensors([q * last, ops.any(ops.isnan(ordered), -1, True)])
    return ops.masked_fill(scaled, has_nan, last)


def cov(input, *, correction=1, fweights=None, aweights=None):
    """The covariance of the rows (variables) over the columns (observations), weighted by frequency
    and importance weights, as PyTorch's composite (NumPy's rule): mm of the centred rows divided by
    the weights' sum less the correction (SqueezeBackward0)."""
    return _cov(input, correction, fweights, aweights)


def corrcoef(input):
    """cov divided by the outer product of the standard deviations, clipped to [-1, 1]
    (ClampBackward1); one variable gives c / c (nan where c is 0, inf or nan)."""
    if input.ndim > 2:
        raise RuntimeError("corrcoef(): expected input to have two or fewer dimensions but got an input with "
                           f"{input.ndim} dimensions")
    c = _cov(input, 1, None, None)
    with np.errstate(invalid="ignore", divide="ignore"):
        if c.ndim == 0:
            return c / c
        stddev = ops.sqrt(ops.diagonal(c))
        c = c / ops.view(stddev, [-1, 1])
        c = c / ops.view(stddev, [1, -1])
    if c.is_complex():   # (PyTorch clips the real and imaginary parts each to [-1, 1])
        return ops.complex(ops.clip(ops.real(c), -1, 1), ops.clip(ops.imag(c), -1, 1))
    return ops.clip(c, -1, 1)


def _cov(input, correction, fweights, aweights):
    """(cov's and corrcoef's: the degrees-of-freedom warning names the user's line, three frames up)"""
    if isinstance(correction, bool) or not isinstance(correction, numbers.Integral):
        raise TypeError(f"cov(): argument 'correction' must be int, not {type(correction).__name__}")
    if input.ndim > 2:
        raise RuntimeError("cov(): expected input to have two or fewer dimensions but got an input with "
                           f"{input.ndim} dimensions")
    if input._data.dtype.kind == "b":
        raise RuntimeError("cov(): bool dtype is not supported for input")
    x = ops.view(input, [1, -1]) if input.ndim < 2 else input
    observations = x.shape[1]
    w = None
    if fweights is not None:
        _check_weights(fweights, "fweights", fweights._data.dtype.kind in "iu", "integral", observations)
        w = fweights
    if aweights is not None:
        _check_weights(aweights, "aweights", aweights._data.dtype.kind in FLOATING_KINDS, "floating point",
                       observations)
        w = aweights if w is None else w * aweights
    w_sum = Tensor._make(np.asarray(observations, np.int64)) if w is None else ops.sum(w)
    if w is not None and not bool(w_sum != 0):
        raise RuntimeError("cov(): weights sum to zero, can't be normalized")
    with np.errstate(invalid="ignore", divide="ignore"):
        avg = ops.sum(x if w is None else x * w, 1) / w_sum
    if w is not None and aweights is not None and correction != 0:
        norm_factor = w_sum - correction * ops.sum(w * aweights) / w_sum
    else:
        norm_factor = w_sum - correction
    if bool(norm_factor <= 0):
        warnings.warn("cov(): degrees of freedom is <= 0. Correction should be strictly less than the number of "
                      "observations.", UserWarning, stacklevel=4)
        norm_factor = ops.zero_(norm_factor)
    with np.errstate(invalid="ignore", divide="ignore"):   # (inf - inf, 0 / 0: nan silently, as PyTorch)
        x = x - ops.unsqueeze(avg, 1)
        other = ops.t(x if w is None else x * w)
        if other.is_complex():   # (the conjugate transpose: a complex covariance matrix is Hermitian)
            other = ops.conj(other)
        return ops.squeeze(ops.true_divide(ops.mm(x, other), norm_factor))


def _check_weights(w, name, right_kind, kind_name, observations):
    if w.ndim > 1:
        raise RuntimeError(f"cov(): expected {name} to have one or fewer dimensions but got {name} with {w.ndim} "
                           "dimensions")
    if not right_kind:
        raise RuntimeError(f"cov(): expected {name} to have {kind_name} dtype but got {name} with "
                           f"{scalar_type_name(w._data.dtype)} dtype")
    if w.numel() != observations:
        raise RuntimeError(f"cov(): expected {name} to have the same numel as there are observations in the input "
                           f"but got {w.numel()} != {observations}")
    if observations and not bool(ops.min(w) >= 0):
        raise RuntimeError(f"cov(): {name} cannot be negative")


def histogramdd(input, bins, range=None, weight=None, density=False):
    """PyTorch's composite: the counts from _histogramdd_from_bin_cts and the edges from
    _histogramdd_bin_edges (equal bins: an int for every dim, or one per dim), or the counts from
    _histogramdd_from_bin_tensors and the given edge tensors themselves."""
    if isinstance(bins, (list, tuple)) and bins and all(isinstance(b, Tensor) for b in bins):
        return _histogramdd_result(ops._histogramdd_from_bin_tensors(input, bins, weight=weight, density=density),
                                   tuple(bins))
    if not isinstance(bins, (list, tuple)):
        bins = [bins] * (input.shape[-1] if input.ndim else 1)
    edges = ops._histogramdd_bin_edges(input, bins, range=range, weight=weight, density=density)
    hist = ops._histogramdd_from_bin_cts(input, bins, range=range, weight=weight, density=density)
    return _histogramdd_result(hist, tuple(edges))


_histogramdd_result = return_type("histogramdd", ["hist", "bin_edges"])


def gradient(input, *, spacing=None, dim=None, edge_order=1):
    """torch.gradient: central differences inside, one-sided ones (edge_order 1 or 2) at the ends, joined
    by cat along each dim (CatBackward0); spacing is one number, a number per dim or a tensor of
    coordinates per dim (PyTorch's formula for unevenly spaced samples). A tuple, one tensor per dim."""
    dims = [dim] if isinstance(dim, int) else list(range(input.ndim)) if dim is None else list(dim)
    if spacing is None or not isinstance(spacing, (tuple, list)):
        spacings = [1.0 if spacing is None else spacing] * len(dims)
        given = None if spacing is None and not isinstance(dim, (tuple, list)) else len(spacings)
    else:
        spacings, given = list(spacing), len(spacing)
    _gradient_checks(input, given, None if dim is None else dims, edge_order)
    if spacings and isinstance(spacings[0], Tensor):
        return tuple(_uneven_gradient(input, x, d, edge_order) for x, d in zip(spacings, dims))
    return tuple(_even_gradient(input, h, d, edge_order) for h, d in zip(spacings, dims))


def _gradient_checks(input, given, dims, edge_order):
    if input._data.dtype == np.uint8:
        raise RuntimeError("torch.gradient does not support uint8 input.")
    if given is not None and dims is None and given != input.ndim:
        raise RuntimeError("torch.gradient expected spacing to be unspecified, a scalar, or a list of length equal "
                           f"to 'self.dim() = {input.ndim}', since dim argument was not given, but got a list of "
                           f"length {given}")
    if given is not None and dims is not None and given != len(dims):
        raise RuntimeError("torch.gradient expected spacing to be unspecified, a scalar or it's spacing and dim "
                           f"arguments to have the same length, but got a spacing argument of length {given} and a "
                           f"dim argument of length {len(dims)}.")
    if edge_order not in (1, 2):
        raise RuntimeError("torch.gradient only supports edge_order=1 and edge_order=2.")
    wrapped = [_sample_dim(input, d) for d in (range(input.ndim) if dims is None else dims)]
    for d in set(wrapped):
        if wrapped.count(d) > 1:
            raise RuntimeError(f"dim {d} appears multiple times in the list of dims")
    if any(input.shape[d] < edge_order + 1 for d in wrapped):
        raise RuntimeError("torch.gradient expected each dimension size to be at least edge_order+1")


def _even_gradient(input, h, dim, edge_order):
    """Samples h apart along dim: (f[i+1] - f[i-1]) / h / 2 inside."""
    d = wrap_dim(dim, input.ndim)

    def part(start, end=None):
        return ops.slice(input, d, start, end)

    div, mul = ops._div_Scalar, ops._mul_Scalar   # (by numbers: DivBackward1, MulBackward1, as PyTorch's C++)
    center = div(part(2) - part(0, -2), h)
    if edge_order == 1:
        first = div(part(1, 2) - part(0, 1), h)
        last = div(part(-1) - part(-2, -1), h)
    else:
        first = div(mul(part(0, 1), -1.5) + mul(part(1, 2), 2) - mul(part(2, 3), 0.5), h)
        last = div(mul(part(-3, -2), 0.5) + mul(part(-2, -1), -2) + mul(part(-1), 1.5), h)
    return ops.cat([first, div(center, 2), last], d)


def _uneven_gradient(input, coordinates, dim, edge_order):
    """Samples at the 1-D coordinates along dim: the second-order accurate weights of the neighbours
    at distances dx1 (before) and dx2 (after)."""
    if coordinates.ndim != 1:
        raise RuntimeError("torch.gradient expected each element of spacing to have one dimension, but got an "
                           f"element with {coordinates.ndim} dimensions!")
    d = wrap_dim(dim, input.ndim)
    shape = [-1 if i == d else 1 for i in range(input.ndim)]

    def part(start, end=None):
        return ops.slice(input, d, start, end)

    dx = ops.diff(coordinates, 1, 0)
    dx1, dx2 = ops.slice(dx, 0, 0, -1), ops.slice(dx, 0, 1)
    a = ops.reshape(-dx2 / (dx1 * (dx1 + dx2)), shape)
    b = ops.reshape((dx2 - dx1) / (dx1 * dx2), shape)
    c = ops.reshape(dx1 / (dx2 * (dx1 + dx2)), shape)
    center = a * part(0, -2) + b * part(1, -1) + c * part(2)
    if edge_order == 1:
        first = (part(1, 2) - part(0, 1)) / dx[0]
        last = (part(-1) - part(-2, -1)) / dx[-1]
    else:
        h0, h1 = dx[0], dx[1]
        first = (-(2.0 * h0 + h1) / (h0 * (h0 + h1)) * part(0, 1) + (h0 + h1) / (h0 * h1) * part(1, 2)
                 + -h0 / (h1 * (h0 + h1)) * part(2, 3))
        h0, h1 = dx[-1], dx[-2]
        last = (h0 / (h1 * (h0 + h1)) * part(-3, -2) - (h0 + h1) / (h0 * h1) * part(-2, -1)
                + (2 * h0 + h1) / (h0 * (h0 + h1)) * part(-1))
    return ops.cat([first, center, last], d)
