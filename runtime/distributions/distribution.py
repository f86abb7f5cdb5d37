"""torch.distributions.Distribution: the base class every distribution derives from.

A distribution has a batch_shape (independent distributions with their own parameters) and an
event_shape (the shape of one draw). With validation on (the default outside `python -O`), the
constructor checks each parameter against its `arg_constraints` and log_prob/cdf check values against
`support`, raising PyTorch's ValueError texts.
"""
import warnings

from ..autograd.grad_mode import no_grad
from ..core.tensor import Size, Tensor
from ..ops.batched_tensor import _is_all_true
from . import constraints
from .utils import lazy_property

__all__ = ["Distribution"]

_SCALAR = Size()   # the shape of one draw of a distribution without batch or event dimensions


class Distribution:
    """The interface: sample/rsample, log_prob, cdf/icdf, entropy, mean/mode/variance/stddev,
    enumerate_support, expand. Subclasses set arg_constraints and support."""

    has_rsample = False
    has_enumerate_support = False
    _validate_args = __debug__

    @staticmethod
    def set_default_validate_args(value):
        """Turn argument validation on or off for distributions made from now on (and those that did not
        choose at construction). Validation costs a check per call; it is on unless Python runs with -O."""
        if value not in [True, False]:
            raise ValueError
        Distribution._validate_args = value

    def __init__(self, batch_shape=_SCALAR, event_shape=_SCALAR, validate_args=None):
        self._batch_shape = batch_shape
        self._event_shape = event_shape
        if validate_args is not None:
            self._validate_args = validate_args
        if self._validate_args:
            self._validate_parameters()
        super().__init__()

    def _validate_parameters(self):
        try:
            arg_constraints = self.arg_constraints
        except NotImplementedError:
            arg_constraints = {}
            warnings.warn(f"{self.__class__} does not define `arg_constraints`. Please set `arg_constraints = {{}}` "
                          "or initialize the distribution with `validate_args=False` to turn off validation.",
                          stacklevel=3)
        for param, constraint in arg_constraints.items():
            if constraints.is_dependent(constraint):
                continue  # its valid set depends on other parameters
            if param not in self.__dict__ and isinstance(getattr(type(self), param), lazy_property):
                continue  # derived on demand from the parameter that was given, which is checked
            value = getattr(self, param)
            if not _is_all_true(constraint.check(value)):   # (over the whole batch under vmap)
                raise ValueError(f"Expected parameter {param} ({type(value).__name__} of shape {tuple(value.shape)}) "
                                 f"of distribution {self!r} to satisfy the constraint {constraint!r}, but found "
                                 f"invalid values:\n{value}")

    def expand(self, batch_shape, _instance=None):
        """A distribution of the same parameters expanded (not copied) to batch_shape, without validating
        them again. `_instance` is the new object when a subclass's expand made it."""
        raise NotImplementedError

    @property
    def batch_shape(self):
        """The shape over which parameters are batched."""
        return self._batch_shape

    @property
    def event_shape(self):
        """The shape of a single sample, without batching."""
        return self._event_shape

    @property
    def arg_constraints(self):
        """The Constraint each tensor parameter must satisfy, by name."""
        raise NotImplementedError

    @property
    def support(self):
        """The Constraint samples lie in."""
        raise NotImplementedError

    @property
    def mean(self):
        raise NotImplementedError

    @property
    def mode(self):
        raise NotImplementedError(f"{self.__class__} does not implement mode")

    @property
    def variance(self):
        raise NotImplementedError

    @property
    def stddev(self):
        return self.variance.sqrt()

    def sample(self, sample_shape=()):
        """A sample of shape sample_shape + batch_shape + event_shape that carries no gradient."""
        with no_grad():
            return self.rsample(sample_shape)

    def rsample(self, sample_shape=()):
        """A reparameterized sample: a differentiable function of the parameters and of noise that does
        not depend on them, so gradients flow to the parameters."""
        raise NotImplementedError

    def sample_n(self, n):
        warnings.warn("`sample_n(n)` will be deprecated. Use `sample((n,))` instead.", FutureWarning, stacklevel=2)
        return self.sample(Size((n,)))

    def log_prob(self, value):
        raise NotImplementedError

    def cdf(self, value):
        raise NotImplementedError

    def icdf(self, value):
        raise NotImplementedError

    def enumerate_support(self, expand=True):
        """Every value of a discrete distribution along dimension 0: (cardinality,) + batch_shape +
        event_shape, or with singleton batch dimensions when expand is False."""
        raise NotImplementedError

    def entropy(self):
        raise NotImplementedError

    def perplexity(self):
        return self.entropy().exp()

    def _extended_shape(self, sample_shape=()):
        """sample_shape + batch_shape + event_shape: the shape of a sample."""
        if not isinstance(sample_shape, Size):
            sample_shape = Size(sample_shape)
        return Size(sample_shape + self._batch_shape + self._event_shape)

    def _validate_sample(self, value):
        """Refuse a value that is not a tensor, whose rightmost dimensions do not fit the event and batch
        shapes, or that lies outside the support."""
        if not isinstance(value, Tensor):
            raise ValueError("The value argument to log_prob must be a Tensor")
        event_start = len(value.size()) - len(self._event_shape)
        if value.size()[event_start:] != self._event_shape:
            raise ValueError(f"The right-most size of value must match event_shape: {value.size()} vs "
                             f"{self._event_shape}.")
        actual = value.size()
        expected = self._batch_shape + self._event_shape
        for i, j in zip(reversed(actual), reversed(expected)):
            if i != 1 and j != 1 and i != j:
                raise ValueError(f"Value is not broadcastable with batch_shape+event_shape: {actual} vs {expected}.")
        try:
            support = self.support
        except NotImplementedError:
            warnings.warn(f"{self.__class__} does not define `support` to enable sample validation. Please "
                          "initialize the distribution with `validate_args=False` to turn off validation.",
                          stacklevel=2)
            return
        if support is None:
            raise AssertionError("support is unexpectedly None")
        if not _is_all_true(support.check(value)):
            raise ValueError(f"Expected value argument ({type(value).__name__} of shape {tuple(value.shape)}) to be "
                             f"within the support ({support!r}) of the distribution {self!r}, but found invalid "
                             f"values:\n{value}")

    def _get_checked_instance(self, cls, _instance=None):
        """The object expand() fills: `_instance`, or a bare instance of this class (refused for a subclass
        with its own __init__, which must write its own expand)."""
        if _instance is None and type(self).__init__ != cls.__init__:
            raise NotImplementedError(f"Subclass {self.__class__.__name__} of {cls.__name__} that defines a custom "
                                      "__init__ method must also define a custom .expand() method.")
        return self.__new__(type(self)) if _instance is None else _instance

    def __repr__(self):
        names = [k for k in self.arg_constraints if k in self.__dict__]
        shown = ", ".join(f"{p}: {self.__dict__[p] if self.__dict__[p].numel() == 1 else self.__dict__[p].size()}"
                          for p in names)
        return f"{type(self).__name__}({shown})"
