"""torch.distributions.Binomial: the number of successes in total_count Bernoulli(probs) trials."""
from ..autograd.grad_mode import no_grad
from ..core.creation import arange
from ..core.tensor import Size
from ..ops.sampling import binomial as _binomial
from . import constraints
from ._binary import BinaryParameter
from .distribution import Distribution
from .utils import (
    broadcast_all,
    check_probs_or_logits,
    expand_probs_or_logits,
)

__all__ = ["Binomial"]


def _clamp_by_zero(x):
    """max(x, 0) with the gradient 1/2 at 0 (the mean of the two sides), so log_prob's derivative at
    logits = 0 is the symmetric one."""
    return (x.clamp(min=0) + x - x.clamp(max=0)) / 2


def set_count_and_param(dist, total_count, probs, logits):
    """Binomial-like families: total_count broadcast with probs or logits, in the parameter's dtype.
    Returns the batch shape."""
    check_probs_or_logits(probs, logits)
    name, value = ("probs", probs) if probs is not None else ("logits", logits)
    count, param = broadcast_all(total_count, value)
    dist.total_count = count.type_as(param)
    setattr(dist, name, param)
    dist._param = param
    return param.size()


def expand_count_and_param(dist, cls, batch_shape, _instance):
    new = dist._get_checked_instance(cls, _instance)
    batch_shape = Size(batch_shape)
    new.total_count = dist.total_count.expand(batch_shape)
    expand_probs_or_logits(dist, new, batch_shape)
    super(cls, new).__init__(batch_shape, validate_args=False)
    new._validate_args = dist._validate_args
    return new


class Binomial(BinaryParameter, Distribution):
    """Binomial(total_count=1, probs=...) or (logits=...); total_count may differ across the batch."""

    arg_constraints = {"total_count": constraints.nonnegative_integer, "probs": constraints.unit_interval,
                       "logits": constraints.real}
    has_enumerate_support = True

    def __init__(self, total_count=1, probs=None, logits=None, validate_args=None):
        batch_shape = set_count_and_param(self, total_count, probs, logits)
        super().__init__(batch_shape, validate_args=validate_args)

    def expand(self, batch_shape, _instance=None):
        return expand_count_and_param(self, Binomial, batch_shape, _instance)

    @constraints.dependent_property(is_discrete=True, event_dim=0)
    def support(self):
        return constraints.integer_interval(0, self.total_count)

    @property
    def mean(self):
        return self.total_count * self.probs

    @property
    def mode(self):
        return ((self.total_count + 1) * self.probs).floor().clamp(max=self.total_count)

    @property
    def variance(self):
        return self.total_count * self.probs * (1 - self.probs)


    def sample(self, sample_shape=()):
        shape = self._extended_shape(sample_shape)
        with no_grad():
            return _binomial(self.total_count.expand(shape), self.probs.expand(shape))

    def log_prob(self, value):
        if self._validate_args:
            self._validate_sample(value)
        log_factorial_n = (self.total_count + 1).lgamma()
        log_factorial_k = (value + 1).lgamma()
        log_factorial_nmk = (self.total_count - value + 1).lgamma()
        # n log(1 + exp(logits)), written so it stays finite for large |logits|
        normalize_term = (self.total_count * _clamp_by_zero(self.logits)
                          + self.total_count * (-self.logits.abs()).exp().log1p() - log_factorial_n)
        return value * self.logits - log_factorial_k - log_factorial_nmk - normalize_term

    def _homogeneous_count(self, what):
        total_count = int(self.total_count.max())
        if not self.total_count.min() == total_count:
            raise NotImplementedError(f"Inhomogeneous total count not supported by `{what}`.")
        return total_count

    def entropy(self):
        self._homogeneous_count("entropy")
        log_prob = self.log_prob(self.enumerate_support(False))
        return -(log_prob.exp() * log_prob).sum(0)

    def enumerate_support(self, expand=True):
        total_count = self._homogeneous_count("enumerate_support")
        values = arange(1 + total_count, dtype=self._param.dtype).view((-1,) + (1,) * len(self._batch_shape))
        if expand:
            values = values.expand((-1,) + self._batch_shape)
        return values
