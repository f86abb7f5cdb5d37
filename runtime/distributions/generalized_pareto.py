"""torch.distributions.GeneralizedPareto: the limit law of exceedances over a high threshold, with
concentration (shape) xi: exponential tails at xi = 0, heavy ones above, a bounded support below."""
import math

from ..core.creation import ones_like, tensor, zeros_like
from ..core.random import rand
from ..generated import ops as _ops
from . import constraints
from .distribution import Distribution
from .utils import broadcast_params, expand_params, is_number

__all__ = ["GeneralizedPareto"]


class GeneralizedPareto(Distribution):
    """GeneralizedPareto(loc, scale, concentration). rsample is icdf(u). Where the concentration is 0
    (isclose), the exponential limit of each formula is used, with a safe concentration of 1 in the
    unused branch so its gradient stays finite."""

    arg_constraints = {"loc": constraints.real, "scale": constraints.positive, "concentration": constraints.real}
    has_rsample = True

    def __init__(self, loc, scale, concentration, validate_args=None):
        batch_shape = broadcast_params(self, loc=loc, scale=scale, concentration=concentration)
        super().__init__(batch_shape, validate_args=validate_args)

    def expand(self, batch_shape, _instance=None):
        return expand_params(self, GeneralizedPareto, batch_shape, _instance, ("loc", "scale", "concentration"))

    def rsample(self, sample_shape=()):
        return self.icdf(rand(self._extended_shape(sample_shape), dtype=self.loc.dtype))

    def _safe_concentration(self):
        """(concentration is 0, the concentration with 1 where it is 0)."""
        eq_zero = _ops.isclose(self.concentration, tensor(0.0))
        return eq_zero, _ops.where(eq_zero, ones_like(self.concentration), self.concentration)

    def log_prob(self, value):
        if self._validate_args:
            self._validate_sample(value)
        z = self._z(value)
        eq_zero, safe_conc = self._safe_concentration()
        y = 1 / safe_conc + ones_like(z)
        where_nonzero = _ops.where(y == 0, y, y * _ops.log1p(safe_conc * z))
        log_scale = math.log(self.scale) if is_number(self.scale) else self.scale.log()
        return -log_scale - _ops.where(eq_zero, z, where_nonzero)

    def log_survival_function(self, value):
        if self._validate_args:
            self._validate_sample(value)
        z = self._z(value)
        eq_zero, safe_conc = self._safe_concentration()
        return _ops.where(eq_zero, -z, -_ops.log1p(safe_conc * z) / safe_conc)

    def log_cdf(self, value):
        return _ops.log1p(-self.log_survival_function(value).exp())

    def cdf(self, value):
        return self.log_cdf(value).exp()

    def icdf(self, value):
        eq_zero = _ops.isclose(self.concentration, zeros_like(self.concentration))
        safe_conc = _ops.where(eq_zero, ones_like(self.concentration), self.concentration)
        logu = _ops.log1p(-value)
        where_nonzero = self.loc + self.scale / safe_conc * _ops.expm1(-safe_conc * logu)
        return _ops.where(eq_zero, self.loc - self.scale * logu, where_nonzero)

    def _z(self, x):
        return (x - self.loc) / self.scale

    @property
    def mean(self):
        valid = self.concentration < 1
        safe_conc = _ops.where(valid, self.concentration, 0.5)
        return _ops.where(valid, self.loc + self.scale / (1 - safe_conc), math.nan)

    @property
    def variance(self):
        valid = self.concentration < 0.5
        safe_conc = _ops.where(valid, self.concentration, 0.25)
        return _ops.where(valid, self.scale ** 2 / ((1 - safe_conc) ** 2 * (1 - 2 * safe_conc)), math.nan)

    def entropy(self):
        return _ops.broadcast_to(self.scale.log() + self.concentration + 1, self._batch_shape)

    @property
    def mode(self):
        return self.loc

    @constraints.dependent_property(is_discrete=False, event_dim=0)
    def support(self):
        lower = self.loc
        upper = _ops.where(self.concentration < 0, lower - self.scale / self.concentration, math.inf)
        return constraints.interval(lower, upper)
