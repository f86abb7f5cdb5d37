"""torch.distributions.Laplace: the double exponential, density exp(-|x - loc| / scale) / (2 scale)."""
from ..core.creation import empty
from ..core.dtype_info import finfo
from ..generated import ops as _ops
from . import constraints
from .distribution import Distribution
from .utils import broadcast_params, expand_params

__all__ = ["Laplace"]


class Laplace(Distribution):
    """Laplace(loc, scale). rsample inverts the CDF at u ~ U(eps - 1, 1): loc - scale sign(u) log(1 - |u|)."""

    arg_constraints = {"loc": constraints.real, "scale": constraints.positive}
    support = constraints.real
    has_rsample = True

    def __init__(self, loc, scale, validate_args=None):
        batch_shape = broadcast_params(self, loc=loc, scale=scale)
        super().__init__(batch_shape, validate_args=validate_args)

    def expand(self, batch_shape, _instance=None):
        return expand_params(self, Laplace, batch_shape, _instance, ("loc", "scale"))

    @property
    def mean(self):
        return self.loc

    @property
    def mode(self):
        return self.loc

    @property
    def variance(self):
        return 2 * self.scale.pow(2)

    @property
    def stddev(self):
        return 2 ** 0.5 * self.scale

    def rsample(self, sample_shape=()):
        shape = self._extended_shape(sample_shape)
        # u = -1 would give log(0): the interval starts one eps above it.
        u = empty(shape, dtype=self.loc.dtype).uniform_(finfo(self.loc.dtype).eps - 1, 1)
        return self.loc - self.scale * u.sign() * _ops.log1p(-u.abs())

    def log_prob(self, value):
        if self._validate_args:
            self._validate_sample(value)
        return -(2 * self.scale).log() - (value - self.loc).abs() / self.scale

    def cdf(self, value):
        if self._validate_args:
            self._validate_sample(value)
        return 0.5 - 0.5 * (value - self.loc).sign() * _ops.expm1(-(value - self.loc).abs() / self.scale)

    def icdf(self, value):
        term = value - 0.5
        return self.loc - self.scale * term.sign() * _ops.log1p(-2 * term.abs())

    def entropy(self):
        return 1 + (2 * self.scale).log()
