"""torch.distributions.kl: kl_divergence and register_kl, with every pair PyTorch registers.

The registry is in _kl_registry; the closed forms, registered as their modules are imported, in
_kl_same_family (both arguments of one family), _kl_cross_family and _kl_multivariate.
"""
from . import _kl_cross_family, _kl_multivariate, _kl_same_family  # noqa: F401  (they register their pairs)
from ._kl_registry import _KL_MEMOIZE, _KL_REGISTRY, kl_divergence, register_kl  # noqa: F401

__all__ = ["register_kl", "kl_divergence"]
