"""torch.distributions.Cauchy: the Lorentz distribution, the ratio of two independent normals."""
import math

from ..core.creation import empty, full
from ..generated import ops as _ops
from . import constraints
from .distribution import Distribution
from .utils import broadcast_params, expand_params

__all__ = ["Cauchy"]


class Cauchy(Distribution):
    """Cauchy(loc, scale): median loc, half width at half maximum scale. It has no mean (nan) and an
    infinite variance."""

    arg_constraints = {"loc": constraints.real, "scale": constraints.positive}
    support = constraints.real
    has_rsample = True

    def __init__(self, loc, scale, validate_args=None):
        batch_shape = broadcast_params(self, loc=loc, scale=scale)
        super().__init__(batch_shape, validate_args=validate_args)

    def expand(self, batch_shape, _instance=None):
        return expand_params(self, Cauchy, batch_shape, _instance, ("loc", "scale"))

    @property
    def mean(self):
        return full(self._extended_shape(), math.nan, dtype=self.loc.dtype)

    @property
    def mode(self):
        return self.loc

    @property
    def variance(self):
        return full(self._extended_shape(), math.inf, dtype=self.loc.dtype)

    def rsample(self, sample_shape=()):
        shape = self._extended_shape(sample_shape)
        eps = empty(shape, dtype=self.loc.dtype).cauchy_()
        return self.loc + eps * self.scale

    def log_prob(self, value):
        if self._validate_args:
            self._validate_sample(value)
        return -math.log(math.pi) - self.scale.log() - (((value - self.loc) / self.scale) ** 2).log1p()

    def cdf(self, value):
        if self._validate_args:
            self._validate_sample(value)
        return _ops.atan((value - self.loc) / self.scale) / math.pi + 0.5

    def icdf(self, value):
        return _ops.tan(math.pi * (value - 0.5)) * self.scale + self.loc

    def entropy(self):
        return math.log(4 * math.pi) + self.scale.log()
