"""torch.distributions.HalfCauchy: |x| for x ~ Cauchy(0, scale)."""
import math

from ..core.creation import full
from ._folded import Folded
from .cauchy import Cauchy

__all__ = ["HalfCauchy"]


class HalfCauchy(Folded):
    """HalfCauchy(scale): twice the Cauchy density on x >= 0 (a common prior for scale parameters)."""

    def __init__(self, scale, validate_args=None):
        super().__init__(Cauchy(0, scale, validate_args=False), validate_args=validate_args)

    def expand(self, batch_shape, _instance=None):
        return super().expand(batch_shape, _instance=self._get_checked_instance(HalfCauchy, _instance))

    @property
    def mean(self):
        return full(self._extended_shape(), math.inf, dtype=self.scale.dtype)

    @property
    def variance(self):
        return self.base_dist.variance
