"""torch.distributions.ExponentialFamily: densities p(x; theta) = exp(<t(x), theta> - F(theta) + k(x)).

A family that gives its natural parameters theta, its log normalizer F and the expected carrier measure
E[k(x)] gets its entropy (and, in kl.py, KL divergences within the family) from autograd: the gradient
of F at theta is the mean of t(x), so H = F(theta) - <theta, grad F(theta)> - E[k(x)] (a Bregman
divergence; Nielsen and Nock, "Entropies and cross-entropies of exponential families").
"""
from ..autograd.differentiate import grad as _grad
from .distribution import Distribution

__all__ = ["ExponentialFamily"]


class ExponentialFamily(Distribution):
    """The base of distributions in an exponential family."""

    @property
    def _natural_params(self):
        """The natural parameters theta, a tuple of tensors."""
        raise NotImplementedError

    def _log_normalizer(self, *natural_params):
        """F(theta), the log normalizer, written with differentiable ops."""
        raise NotImplementedError

    @property
    def _mean_carrier_measure(self):
        """E[k(x)], the expected carrier measure."""
        raise NotImplementedError

    def entropy(self):
        """The entropy from the log normalizer. As in PyTorch, the natural parameters are detached first:
        the result carries no gradient to the distribution's parameters."""
        result = -self._mean_carrier_measure
        params = [p.detach().requires_grad_() for p in self._natural_params]
        log_norm = self._log_normalizer(*params)
        gradients = _grad(log_norm.sum(), params, create_graph=True)
        result += log_norm
        for p, g in zip(params, gradients):
            result -= (p * g).reshape(self._batch_shape + (-1,)).sum(-1)
        return result
