"""torch.distributions.ContinuousBernoulli: the density on [0, 1] proportional to p^x (1 - p)^(1 - x)
(Loaiza-Ganem and Cunningham, 2019), the right likelihood for [0, 1]-valued data such as pixel
intensities.

Its normalizer C(p) = 2 atanh(1 - 2p) / (1 - 2p) is 0/0 at p = 1/2: within `lims` of it, every
quantity uses its Taylor expansion around 1/2 instead (and the exact formula sees a probability cut
to lims[0], so neither branch meets 0/0 and their gradients stay finite).
"""
import math

from ..autograd.grad_mode import no_grad as _no_grad
from ..core.creation import ones_like, zeros_like
from ..core.random import rand
from ..core.tensor import Size
from ..generated import ops as _ops
from ..nn.functional import binary_cross_entropy_with_logits
from . import constraints
from ._binary import BinaryParameter
from .exp_family import ExponentialFamily
from .utils import (
    broadcast_all,
    clamp_probs,
    expand_probs_or_logits,
    lazy_property,
    logits_to_probs,
)

__all__ = ["ContinuousBernoulli"]


class ContinuousBernoulli(BinaryParameter, ExponentialFamily):
    """ContinuousBernoulli(probs=...) or (logits=...), lims=(0.499, 0.501). rsample is icdf(u)."""

    arg_constraints = {"probs": constraints.unit_interval, "logits": constraints.real}
    support = constraints.unit_interval
    _mean_carrier_measure = 0
    has_rsample = True

    def __init__(self, probs=None, logits=None, lims=(0.499, 0.501), validate_args=None):
        batch_shape = self._set_probs_or_logits(probs, logits)
        if probs is not None:
            if validate_args is not None and not self.arg_constraints["probs"].check(self.probs).all():
                raise ValueError("The parameter probs has invalid values")   # (checked before the clamp)
            self.probs = self._param = clamp_probs(self.probs)
        self._lims = lims
        super().__init__(batch_shape, validate_args=validate_args)

    def expand(self, batch_shape, _instance=None):
        new = self._get_checked_instance(ContinuousBernoulli, _instance)
        new._lims = self._lims
        batch_shape = Size(batch_shape)
        expand_probs_or_logits(self, new, batch_shape)
        super(ContinuousBernoulli, new).__init__(batch_shape, validate_args=False)
        new._validate_args = self._validate_args
        return new

    def _outside_unstable_region(self):
        return self.probs.le(self._lims[0]) | self.probs.gt(self._lims[1])

    def _cut_probs(self):
        return _ops.where(self._outside_unstable_region(), self.probs, self._lims[0] * ones_like(self.probs))

    def _cont_bern_log_norm(self):
        """log C(p)."""
        cut = self._cut_probs()
        below_half = _ops.where(cut.le(0.5), cut, zeros_like(cut))
        above_half = _ops.where(cut.ge(0.5), cut, ones_like(cut))
        log_norm = ((_ops.log1p(-cut) - cut.log()).abs().log()
                    - _ops.where(cut.le(0.5), _ops.log1p(-2.0 * below_half), (2.0 * above_half - 1.0).log()))
        x = (self.probs - 0.5).pow(2)
        taylor = math.log(2.0) + (4.0 / 3.0 + 104.0 / 45.0 * x) * x
        return _ops.where(self._outside_unstable_region(), log_norm, taylor)

    @property
    def mean(self):
        cut = self._cut_probs()
        mus = cut / (2.0 * cut - 1.0) + 1.0 / (_ops.log1p(-cut) - cut.log())
        x = self.probs - 0.5
        taylor = 0.5 + (1.0 / 3.0 + 16.0 / 45.0 * x.pow(2)) * x
        return _ops.where(self._outside_unstable_region(), mus, taylor)

    @property
    def stddev(self):
        return self.variance.sqrt()

    @property
    def variance(self):
        cut = self._cut_probs()
        variances = (cut * (cut - 1.0) / (1.0 - 2.0 * cut).pow(2)
                     + 1.0 / (_ops.log1p(-cut) - cut.log()).pow(2))
        x = (self.probs - 0.5).pow(2)
        taylor = 1.0 / 12.0 - (1.0 / 15.0 - 128.0 / 945.0 * x) * x
        return _ops.where(self._outside_unstable_region(), variances, taylor)

    @lazy_property
    def probs(self):
        return clamp_probs(logits_to_probs(self.logits, is_binary=True))

    def sample(self, sample_shape=()):
        u = rand(self._extended_shape(sample_shape), dtype=self.probs.dtype)
        with _no_grad():
            return self.icdf(u)

    def rsample(self, sample_shape=()):
        return self.icdf(rand(self._extended_shape(sample_shape), dtype=self.probs.dtype))

    def log_prob(self, value):
        if self._validate_args:
            self._validate_sample(value)
        logits, value = broadcast_all(self.logits, value)
        return -binary_cross_entropy_with_logits(logits, value, reduction="none") + self._cont_bern_log_norm()

    def cdf(self, value):
        if self._validate_args:
            self._validate_sample(value)
        cut = self._cut_probs()
        cdfs = (cut.pow(value) * (1.0 - cut).pow(1.0 - value) + cut - 1.0) / (2.0 * cut - 1.0)
        unbounded = _ops.where(self._outside_unstable_region(), cdfs, value)
        return _ops.where(value.le(0.0), zeros_like(value), _ops.where(value.ge(1.0), ones_like(value), unbounded))

    def icdf(self, value):
        cut = self._cut_probs()
        exact = ((_ops.log1p(-cut + value * (2.0 * cut - 1.0)) - _ops.log1p(-cut))
                 / (cut.log() - _ops.log1p(-cut)))
        return _ops.where(self._outside_unstable_region(), exact, value)

    def entropy(self):
        log_probs0 = _ops.log1p(-self.probs)
        log_probs1 = self.probs.log()
        return self.mean * (log_probs0 - log_probs1) - self._cont_bern_log_norm() - log_probs0

    @property
    def _natural_params(self):
        return (self.logits,)

    def _log_normalizer(self, x):
        outside = x.le(self._lims[0] - 0.5) | x.gt(self._lims[1] - 0.5)
        cut = _ops.where(outside, x, (self._lims[0] - 0.5) * ones_like(x))
        log_norm = _ops.expm1(cut).abs().log() - cut.abs().log()
        taylor = 0.5 * x + x.pow(2) / 24.0 - x.pow(4) / 2880.0
        return _ops.where(outside, log_norm, taylor)
