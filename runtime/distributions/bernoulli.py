"""torch.distributions.Bernoulli: a coin with probability probs of 1."""
import math

from ..autograd.grad_mode import no_grad
from ..core.creation import arange
from ..core.random import bernoulli as _bernoulli
from ..core.tensor import Size
from ..generated import ops as _ops
from ..nn.functional import binary_cross_entropy_with_logits
from . import constraints
from ._binary import BinaryParameter
from .exp_family import ExponentialFamily
from .utils import (
    broadcast_all,
    expand_probs_or_logits,
)

__all__ = ["Bernoulli"]


class Bernoulli(BinaryParameter, ExponentialFamily):
    """Bernoulli(probs=...) or Bernoulli(logits=...) (log-odds); the other is derived when first read."""

    arg_constraints = {"probs": constraints.unit_interval, "logits": constraints.real}
    support = constraints.boolean
    has_enumerate_support = True
    _mean_carrier_measure = 0

    def __init__(self, probs=None, logits=None, validate_args=None):
        batch_shape = self._set_probs_or_logits(probs, logits)
        super().__init__(batch_shape, validate_args=validate_args)

    def expand(self, batch_shape, _instance=None):
        new = self._get_checked_instance(Bernoulli, _instance)
        batch_shape = Size(batch_shape)
        expand_probs_or_logits(self, new, batch_shape)
        super(Bernoulli, new).__init__(batch_shape, validate_args=False)
        new._validate_args = self._validate_args
        return new

    @property
    def mean(self):
        return self.probs

    @property
    def mode(self):
        mode = (self.probs >= 0.5).to(self.probs)
        mode[self.probs == 0.5] = math.nan   # a fair coin has no single mode
        return mode

    @property
    def variance(self):
        return self.probs * (1 - self.probs)


    def sample(self, sample_shape=()):
        shape = self._extended_shape(sample_shape)
        with no_grad():
            return _bernoulli(self.probs.expand(shape))

    def log_prob(self, value):
        if self._validate_args:
            self._validate_sample(value)
        logits, value = broadcast_all(self.logits, value)
        return -binary_cross_entropy_with_logits(logits, value, reduction="none")

    def entropy(self):
        return binary_cross_entropy_with_logits(self.logits, self.probs, reduction="none")

    def enumerate_support(self, expand=True):
        values = arange(2, dtype=self._param.dtype).view((-1,) + (1,) * len(self._batch_shape))
        if expand:
            values = values.expand((-1,) + self._batch_shape)
        return values

    @property
    def _natural_params(self):
        return (_ops.logit(self.probs),)

    def _log_normalizer(self, x):
        return x.exp().log1p()
