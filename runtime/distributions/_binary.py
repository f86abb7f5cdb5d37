"""The probs-or-logits parameter of the families with one success probability per batch element
(Bernoulli, Binomial, Geometric, NegativeBinomial, the relaxed and continuous Bernoullis)."""
from ..core.tensor import Size
from .utils import broadcast_all, check_probs_or_logits, is_number, lazy_property, logits_to_probs, probs_to_logits


class BinaryParameter:
    """A mixin: the distribution holds whichever of probs and logits (log-odds) it was given, and derives
    the other on first read (a lazy_property, so validation checks only the given one)."""

    def _set_probs_or_logits(self, probs, logits):
        """Store the given parameter (broadcast to a tensor) as itself and as `_param`; return the batch
        shape: () when it was a Python number."""
        check_probs_or_logits(probs, logits)
        name, given = ("probs", probs) if probs is not None else ("logits", logits)
        param, = broadcast_all(given)
        setattr(self, name, param)
        self._param = param
        return Size() if is_number(given) else param.size()

    @lazy_property
    def logits(self):
        return probs_to_logits(self.probs, is_binary=True)

    @lazy_property
    def probs(self):
        return logits_to_probs(self.logits, is_binary=True)

    @property
    def param_shape(self):
        return self._param.size()
