"""torch.distributions.NegativeBinomial: the number of successes of Bernoulli(probs) trials before
total_count failures."""
from ..autograd.grad_mode import no_grad
from ..core.random import poisson as _poisson
from ..generated import ops as _ops
from ..nn.functional import logsigmoid
from . import constraints
from ._binary import BinaryParameter
from .binomial import expand_count_and_param, set_count_and_param
from .distribution import Distribution
from .gamma import Gamma
from .utils import lazy_property

__all__ = ["NegativeBinomial"]


class NegativeBinomial(BinaryParameter, Distribution):
    """NegativeBinomial(total_count, probs=...) or (logits=...): P(k) = C(k + r - 1, k) p^k (1 - p)^r with
    r = total_count (which may be fractional). Sampled as a Gamma-Poisson mixture."""

    arg_constraints = {"total_count": constraints.greater_than_eq(0), "probs": constraints.half_open_interval(0.0, 1.0),
                       "logits": constraints.real}
    support = constraints.nonnegative_integer

    def __init__(self, total_count, probs=None, logits=None, validate_args=None):
        batch_shape = set_count_and_param(self, total_count, probs, logits)
        super().__init__(batch_shape, validate_args=validate_args)

    def expand(self, batch_shape, _instance=None):
        return expand_count_and_param(self, NegativeBinomial, batch_shape, _instance)

    @property
    def mean(self):
        return self.total_count * self.logits.exp()

    @property
    def mode(self):
        return ((self.total_count - 1) * self.logits.exp()).floor().clamp(min=0.0)

    @property
    def variance(self):
        return self.mean / _ops.sigmoid(-self.logits)


    @lazy_property
    def _gamma(self):
        # The Poisson rate's mixing distribution (a rate of scale p / (1 - p) = exp(logits)).
        return Gamma(concentration=self.total_count, rate=(-self.logits).exp(), validate_args=False)

    def sample(self, sample_shape=()):
        with no_grad():
            return _poisson(self._gamma.sample(sample_shape=sample_shape))

    def log_prob(self, value):
        if self._validate_args:
            self._validate_sample(value)
        log_unnormalized = self.total_count * logsigmoid(-self.logits) + value * logsigmoid(self.logits)
        log_normalization = -(self.total_count + value).lgamma() + (1.0 + value).lgamma() + self.total_count.lgamma()
        # total_count = value = 0: the one outcome has probability 1 (lgamma(0) terms cancel as infinities)
        log_normalization = log_normalization.masked_fill(self.total_count + value == 0.0, 0.0)
        return log_unnormalized - log_normalization
