"""torch.distributions.utils: the helpers every distribution is written with.

Parameters arrive as numbers or tensors of any broadcastable shapes (broadcast_all makes them one
shape and dtype); categorical families keep whichever of probs or logits they were given and derive
the other on first use (lazy_property); matrix families move between a lower triangle and its
row-major vector (tril_matrix_to_vec, vec_to_tril_matrix).
"""
import numbers

from ..autograd.grad_mode import enable_grad
from ..core.creation import arange, empty, tensor
from ..core.dtype_info import finfo, get_default_dtype
from ..core.tensor import Size, Tensor
from ..functional import broadcast_shapes, broadcast_tensors  # noqa: F401 (distributions import them from here)
from ..generated import ops as _ops
from ..nn import functional as F

__all__ = ["broadcast_all", "logits_to_probs", "clamp_probs", "probs_to_logits", "lazy_property",
           "tril_matrix_to_vec", "vec_to_tril_matrix"]

#: The Euler-Mascheroni constant (the mean of a standard Gumbel variable).
euler_constant = 0.57721566490153286060


def is_number(value):
    """A Python or NumPy number: what PyTorch's distributions accept in place of a 0-dim tensor."""
    return isinstance(value, numbers.Number)


def _is_tensor_like(value):
    return isinstance(value, Tensor) or hasattr(type(value), "__torch_function__")


def broadcast_all(*values):
    """The values broadcast to one shape. Numbers become tensors of the first tensor's dtype (the default
    dtype when all are numbers), as PyTorch's parameters do: Normal(0., scale) is of scale's dtype."""
    if not all(_is_tensor_like(v) or is_number(v) for v in values):
        raise ValueError("Input arguments must all be instances of Number, torch.Tensor or objects implementing "
                         "__torch_function__.")
    if not all(_is_tensor_like(v) for v in values):
        dtype = next((v.dtype for v in values if isinstance(v, Tensor)), None) or get_default_dtype()
        values = [v if _is_tensor_like(v) else tensor(v, dtype=dtype) for v in values]
    return broadcast_tensors(*values)


def standard_normal(shape, dtype):
    """N(0, 1) noise of `shape` from gradtable's generator: the base of every reparameterized normal."""
    return empty(shape, dtype=dtype).normal_()


def sum_rightmost(value, dim):
    """value with its `dim` rightmost dimensions summed out (event dimensions of a log-density)."""
    if dim == 0:
        return value
    return value.reshape(value.shape[:-dim] + (-1,)).sum(-1)


def logits_to_probs(logits, is_binary=False):
    """Log-odds to a probability (binary), or unnormalised log-probabilities to probabilities over the
    last dimension."""
    if is_binary:
        return _ops.sigmoid(logits)
    return F.softmax(logits, dim=-1)


def clamp_probs(probs):
    """probs kept within [eps, 1 - eps] of their dtype, so their logarithms stay finite."""
    eps = finfo(probs.dtype).eps
    return probs.clamp(min=eps, max=1 - eps)


def probs_to_logits(probs, is_binary=False):
    """The inverse of logits_to_probs, through clamp_probs (a probability of 0 or 1 gives a finite logit)."""
    clamped = clamp_probs(probs)
    if is_binary:
        return clamped.log() - (-clamped).log1p()
    return clamped.log()


class lazy_property:
    """A parameter derived from another on first access, then stored on the instance (it replaces this
    non-data descriptor): a Bernoulli made from logits computes probs once, and only if asked.

    It is computed with grad enabled, so a property first read under no_grad still carries its history.
    Read on the class (Distribution.__init__'s validation looks there) it is a lazy_property that is also
    a property, so documentation tools see an attribute."""

    def __init__(self, wrapped):
        self.wrapped = wrapped
        self.__doc__ = wrapped.__doc__
        self.__name__ = wrapped.__name__
        self.__wrapped__ = wrapped

    def __get__(self, instance, owner=None):
        if instance is None:
            return _lazy_property_and_property(self.wrapped)
        with enable_grad():
            value = self.wrapped(instance)
        setattr(instance, self.wrapped.__name__, value)
        return value


class _lazy_property_and_property(lazy_property, property):
    def __init__(self, wrapped):
        property.__init__(self, wrapped)
        lazy_property.__init__(self, wrapped)


def _tril_mask(n, diag):
    """The boolean n x n mask of the entries on or below diagonal `diag`, in row-major order."""
    rows = arange(n)
    return rows < rows.view(-1, 1) + (diag + 1)


def tril_matrix_to_vec(mat, diag=0):
    """The entries of a (batch of) D x D matrices on or below diagonal `diag`, row by row."""
    n = mat.shape[-1]
    if diag < -n or diag >= n:
        raise ValueError(f"diag ({diag}) provided is outside [{-n}, {n - 1}].")
    return mat[..., _tril_mask(n, diag)]


def vec_to_tril_matrix(vec, diag=0):
    """The inverse of tril_matrix_to_vec: D x D matrices, zero above diagonal `diag`, D found from the
    vector's length (the positive root of D^2 + (1 + 2 diag) D - |diag| (diag + 1) - 2 len = 0)."""
    b = 1 + 2 * diag
    n = (-b + (b ** 2 + 8 * vec.shape[-1] + 4 * abs(diag) * (diag + 1)) ** 0.5) / 2
    if round(n) - n > finfo(vec.dtype).eps:
        raise ValueError(f"The size of last dimension is {vec.shape[-1]} which cannot be expressed as the lower "
                         "triangular part of a square D x D matrix.")
    n = round(n)
    mat = vec.new_zeros(vec.shape[:-1] + (n, n))
    mat[..., _tril_mask(n, diag)] = vec
    return mat


def broadcast_params(dist, **params):
    """Set dist's parameters (given by keyword, in order) broadcast together; return the batch shape they
    make: () when every one was a Python number, as PyTorch's scalar-parameter distributions have."""
    values = broadcast_all(*params.values())
    for name, value in zip(params, values):
        setattr(dist, name, value)
    return Size() if all(is_number(v) for v in params.values()) else values[0].size()


def expand_params(dist, cls, batch_shape, _instance, names):
    """dist.expand for a distribution whose parameters `names` all have its batch shape: a new instance
    (or `_instance`) with each expanded, set up without validating again."""
    new = dist._get_checked_instance(cls, _instance)
    batch_shape = Size(batch_shape)
    for name in names:
        setattr(new, name, getattr(dist, name).expand(batch_shape))
    super(cls, new).__init__(batch_shape, validate_args=False)
    new._validate_args = dist._validate_args
    return new


def check_probs_or_logits(probs, logits):
    """Categorical families take their parameter one way or the other, never both."""
    if (probs is None) == (logits is None):
        raise ValueError("Either `probs` or `logits` must be specified, but not both.")


def one_hot(indices, num_classes, dtype):
    """indices as one-hot vectors of num_classes entries, of dtype (nn.functional.one_hot, then .to)."""
    return (indices.unsqueeze(-1) == arange(num_classes)).to(dtype)


def expand_probs_or_logits(dist, new, shape):
    """Copy to `new` whichever of probs and logits dist holds (both once the other was derived), expanded
    to shape; `_param` is the last one copied, as PyTorch's expand leaves it."""
    for name in ("probs", "logits"):
        if name in dist.__dict__:
            setattr(new, name, getattr(dist, name).expand(shape))
            new._param = getattr(new, name)
