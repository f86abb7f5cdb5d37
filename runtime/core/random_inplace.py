"""The in-place random Tensor methods (uniform_, normal_, bernoulli_, exponential_, cauchy_, log_normal_,
geometric_, random_) and the
random methods that are not in place (multinomial, bernoulli).

They go through core/inplace.py's checks as every in-place op: a leaf that requires grad is refused
while grad is recorded; the version counter is bumped; on a tensor with history, the result's grad_fn
is the op's node (UniformBackward0, ...: zero gradients, as PyTorch's table gives them).
"""
import functools

import numpy as np

from . import dtypes
from .dtypes import FLOATING_KINDS, INEXACT_KINDS
from .generator import numpy_rng, vmap_randomness
from .inplace import check_inplace, must_record_inplace, rebase_history, write
from .random import (
    bernoulli,
    bernoulli_array,
    check_int_range,
    check_probability,
    check_std,
    int_array,
    multinomial,
    normal_array,
    not_implemented_for,
    uniform_array,
)
from .random_nodes import (
    BernoulliBackward1,
    BernoulliBackward2,
    CauchyBackward0,
    ExponentialBackward0,
    GeometricBackward0,
    LogNormalBackward0,
    NormalBackward0,
    RandomBackward0,
    RandomBackward1,
    RandomBackward2,
    UniformBackward0,
)
from .tensor import Tensor


def _fill(self, node, values, inputs=()):
    """Write values into self through the in-place path, recording `node` when grad is recorded."""
    grad_fn = None
    if must_record_inplace(self, *inputs):
        check_inplace(self)
        grad_fn = node()
        grad_fn.connect((self, *inputs), ())
    write(self, values, (self, *inputs))
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def uniform_(self, from_=0.0, to=1.0, *, generator=None, **kwargs):
    """Fill with values uniform in [from, to) (`from` may be given by keyword, as in PyTorch)."""
    low = kwargs.pop("from", from_)
    d = self._data.dtype
    if d.kind not in INEXACT_KINDS:
        raise not_implemented_for("check_uniform_bounds", d)
    if low > to:
        raise RuntimeError(f"uniform_ expects to return a [from, to) range, but found from={low:g} > to={to:g}")
    return _fill(self, UniformBackward0, uniform_array(numpy_rng(generator), self._data.shape, d, low, to))


def normal_(self, mean=0.0, std=1.0, *, generator=None):
    d = self._data.dtype
    check_std(std)
    if d.kind not in INEXACT_KINDS and self._data.size:   # checked in the kernel's loop, as PyTorch
        raise not_implemented_for("normal_kernel_cpu", d)
    return _fill(self, NormalBackward0, normal_array(numpy_rng(generator), self._data.shape, d, mean, std))


def exponential_(self, lambd=1.0, *, generator=None):
    d = self._data.dtype
    if lambd <= 0:
        raise RuntimeError(f"exponential_ expects lambda > 0.0, but found lambda={lambd:g}")
    if d.kind not in FLOATING_KINDS and self._data.size:   # checked in the kernel's loop, as PyTorch
        raise RuntimeError("Exponential distribution is a continuous probability distribution. dtype must be a "
                           f"floating point but you specified {dtypes.scalar_type_name(d)}")
    values = numpy_rng(generator).exponential(1.0 / lambd, self._data.shape).astype(d)
    return _fill(self, ExponentialBackward0, values)


def cauchy_(self, median=0.0, sigma=1.0, *, generator=None):
    """Fill with Cauchy(median, sigma) values (the ratio of two normals: heavy tails, no mean)."""
    d = self._data.dtype
    if sigma <= 0:
        raise RuntimeError(f"cauchy_ expects sigma > 0.0, but found sigma={sigma:g}")
    if d.kind not in FLOATING_KINDS:
        raise RuntimeError("Cauchy distribution is a continuous probability distribution. dtype must be a floating "
                           f"point but you specified {dtypes.cpp_type_name(d)}")
    values = median + sigma * numpy_rng(generator).standard_cauchy(self._data.shape)
    return _fill(self, CauchyBackward0, values.astype(d))


def log_normal_(self, mean=1.0, std=2.0, *, generator=None):
    """Fill with exp(N(mean, std)) values."""
    d = self._data.dtype
    if std <= 0:
        raise RuntimeError(f"log_normal_ expects std > 0.0, but found std={std:g}")
    if d.kind not in FLOATING_KINDS:
        raise not_implemented_for("log_normal_cpu", d)
    values = np.exp(normal_array(numpy_rng(generator), self._data.shape, np.dtype(np.float64), mean, std))
    return _fill(self, LogNormalBackward0, values.astype(d))


def geometric_(self, p, *, generator=None):
    """Fill with the number of Bernoulli(p) trials up to the first success (1, 2, ...); integer dtypes
    too."""
    d = self._data.dtype
    if not 0 < p < 1:
        raise RuntimeError(f"geometric_ expects p to be in (0, 1), but got p={p:g}")
    if d.kind == "b":
        raise not_implemented_for("geometric_cpu", d)
    return _fill(self, GeometricBackward0, numpy_rng(generator).geometric(p, self._data.shape).astype(d))


def bernoulli_(self, p=0.5, *, generator=None):
    """Fill with 0/1: 1 with probability p (a number, or a tensor broadcast to self's shape)."""
    rng = numpy_rng(generator)
    d = self._data.dtype
    if isinstance(p, Tensor):
        if self._data.dtype.kind not in FLOATING_KINDS:
            raise not_implemented_for("bernoulli_tensor_cpu_self_", d)
        return _fill(self, BernoulliBackward1, bernoulli_array(rng, p._data, self._data.shape, d), (p,))
    check_probability(p)
    return _fill(self, BernoulliBackward2, bernoulli_array(rng, p, self._data.shape, d))


def _full_range(np_dtype):
    """random_()'s range: [0, 2**mantissa] for floats (every integer there is exact), [0, max] for integers."""
    if np_dtype.kind in FLOATING_KINDS:
        return 0, (1 << (np.finfo(np_dtype).nmant + 1)) + 1
    if np_dtype.kind == "b":
        return 0, 2
    return 0, int(np.iinfo(np_dtype).max) + 1


def random_(self, *args, generator=None, **kwargs):
    """random_(), random_(to) or random_(from, to): integers drawn uniformly, stored in self's dtype."""
    d = self._data.dtype
    if "from" in kwargs or len(args) == 2:
        low, high = args if len(args) == 2 else (kwargs.pop("from"), kwargs.pop("to", args[0] if args else None))
        node = RandomBackward0
        if high is None:
            high = _full_range(d)[1]
    elif args or "to" in kwargs:
        low, high = 0, args[0] if args else kwargs.pop("to")
        node = RandomBackward1
    else:
        (low, high), node = _full_range(d), RandomBackward2
    check_int_range(int(low), int(high), d)
    return _fill(self, node, int_array(numpy_rng(generator), int(low), int(high), self._data.shape, d))


def _multinomial(self, num_samples, replacement=False, *, generator=None):
    return multinomial(self, num_samples, replacement, generator=generator)


def _bernoulli(self, p=None, *, generator=None):
    return bernoulli(self, p, generator=generator)


def _vmap_aware(method):
    """The fill, which inside vmap (in 'same' or 'different' mode) ops/batched_random.py runs on the batch."""
    @functools.wraps(method)
    def fill(self, *args, **kwargs):
        if vmap_randomness.mode not in ("same", "different") or vmap_randomness.drawing:
            return method(self, *args, **kwargs)
        return vmap_randomness.fill(self, method.__name__, method, args, kwargs)
    return fill


Tensor.uniform_ = _vmap_aware(uniform_)
Tensor.normal_ = _vmap_aware(normal_)
Tensor.exponential_ = _vmap_aware(exponential_)
Tensor.cauchy_ = _vmap_aware(cauchy_)
Tensor.log_normal_ = _vmap_aware(log_normal_)
Tensor.geometric_ = _vmap_aware(geometric_)
Tensor.bernoulli_ = _vmap_aware(bernoulli_)
Tensor.random_ = _vmap_aware(random_)
Tensor.multinomial = _multinomial
Tensor.bernoulli = _bernoulli
