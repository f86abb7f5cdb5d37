"""Random sampling: rand, randn, randint, randperm, multinomial, bernoulli, normal, poisson, *_like.

Every function takes `generator=` (a gradtable.Generator; the default generator otherwise) and draws
from its NumPy PCG64 stream. Written by hand rather than as derivatives.yaml entries: the table's
forwards are deterministic functions of their arguments (its samples are run against PyTorch and
through gradcheck), and it has no Generator argument type. What PyTorch's table says about these ops
is that their gradients are zero, which the nodes in random_nodes.py give, under PyTorch's names.
The in-place Tensor methods (uniform_, normal_, ...) are in random_inplace.py.
"""
import numpy as np

from ..autograd import dispatch_state as _dispatch
from ..autograd.grad_mode import state as _grad_state
from ..autograd.node import record, record_not_implemented
from ..kernels.core import broadcast_shape
from . import dtypes
from .creation import _checked_sizes, _finish, _like_dtype, _shape
from .device import check_device, check_factory_device
from .dtypes import FLOATING_KINDS, INEXACT_KINDS
from .generator import numpy_rng, vmap_randomness
from .random_nodes import BernoulliBackward0, NormalBackward1, NormalBackward2, NormalBackward3, PoissonBackward0
from .tensor import Tensor

_TENSOR_OPTIONS = ("Tensor out = None, torch.dtype dtype = None, torch.layout layout = None, "
                   "torch.device device = None, bool pin_memory = False, bool requires_grad = False")


def not_implemented_for(kernel, np_dtype):
    return NotImplementedError(f'"{kernel}" not implemented for \'{dtypes.scalar_type_name(np_dtype)}\'')


def uniform_array(rng, shape, np_dtype, low=0.0, high=1.0):
    """Uniform [low, high) values of a floating (or complex: both parts) dtype."""
    if np_dtype.kind == "c":
        part = np.finfo(np_dtype).dtype
        return (uniform_array(rng, shape, part, low, high) + 1j * uniform_array(rng, shape, part, low, high)
                ).astype(np_dtype)
    draw = rng.random(shape, dtype=np.float64 if np_dtype == np.float64 else np.float32)
    values = (low + (high - low) * draw).astype(np_dtype)
    if high > low:  # rounding to a narrow dtype must not reach `high`
        values = np.minimum(values, np.nextafter(np_dtype.type(high), np_dtype.type(low)))
    return values


def normal_array(rng, shape, np_dtype, mean=0.0, std=1.0):
    """Normal values; a complex dtype gets real and imaginary parts of variance 1/2 each, as PyTorch."""
    if np_dtype.kind == "c":
        part = np.finfo(np_dtype).dtype
        scale = np.sqrt(0.5)
        return (normal_array(rng, shape, part, 0, scale) + 1j * normal_array(rng, shape, part, 0, scale)
                ).astype(np_dtype) * std + mean
    draw = rng.standard_normal(shape, dtype=np.float64 if np_dtype == np.float64 else np.float32)
    return (mean + std * draw).astype(np_dtype)


def _float_dtype(dtype, kernel, shape=None):
    """The dtype of a floating draw. `shape`: the kernel (normal's) checks the dtype inside its loop over
    the elements, so PyTorch makes an empty int64 randn and refuses a non-empty one; uniform's bounds
    check runs first and refuses both (shape None)."""
    np_dtype = dtypes.to_numpy(dtype if dtype is not None else dtypes.default_float)
    if np_dtype.kind not in INEXACT_KINDS and (shape is None or has_elements(shape)):
        raise not_implemented_for(kernel, np_dtype)
    return np_dtype


def has_elements(shape):
    return 0 not in shape


def rand(*size, generator=None, out=None, dtype=None, layout=None, device=None, pin_memory=False,
         requires_grad=False) -> Tensor:
    check_factory_device(device)
    if _dispatch.state.dispatch_modes and generator is None:   # a TorchDispatchMode sees aten.rand.default
        return _dispatch.route_factory(rand, "rand.default", _shape(size, "rand"),
                                       {} if dtype is None else {"dtype": dtype}, requires_grad)
    np_dtype = _float_dtype(dtype, "check_uniform_bounds")
    shape = _shape(size, "rand")
    if vmap_randomness.per_sample():
        return vmap_randomness.different(lambda s: rand(s, generator=generator, dtype=dtype), shape)
    return _finish(uniform_array(numpy_rng(generator), shape, np_dtype), None, requires_grad)


def randn(*size, generator=None, out=None, dtype=None, layout=None, device=None, pin_memory=False,
          requires_grad=False) -> Tensor:
    check_factory_device(device)
    if _dispatch.state.dispatch_modes and generator is None:   # a TorchDispatchMode sees aten.randn.default
        return _dispatch.route_factory(randn, "randn.default", _shape(size, "randn"),
                                       {} if dtype is None else {"dtype": dtype}, requires_grad)
    shape = _shape(size, "randn")
    np_dtype = _float_dtype(dtype, "normal_kernel_cpu", shape)
    if vmap_randomness.per_sample():
        return vmap_randomness.different(lambda s: randn(s, generator=generator, dtype=dtype), shape)
    return _finish(normal_array(numpy_rng(generator), shape, np_dtype), None, requires_grad)


# -- integers -------------------------------------------------------------------------------------
def check_int_range(low, high, np_dtype, name="random_"):
    """PyTorch's checks of a [low, high) range for random_/randint on a dtype."""
    if low >= high:
        raise RuntimeError(f"{name} expects 'from' to be less than 'to', but got from={low} >= to={high}")
    if np_dtype.kind in "biu":
        info = np.iinfo(np.uint8 if np_dtype.kind == "b" else np_dtype)
        top = 1 if np_dtype.kind == "b" else info.max
        bottom = 0 if np_dtype.kind == "b" else info.min
        if not bottom <= low <= top:
            raise RuntimeError(f"from is out of bounds for {dtypes.cpp_type_name(np_dtype)}")
        if not bottom <= high - 1 <= top:
            raise RuntimeError(f"to - 1 is out of bounds for {dtypes.cpp_type_name(np_dtype)}")


def int_array(rng, low, high, shape, np_dtype):
    """Integers in [low, high), as np_dtype (a float dtype holds them exactly up to its mantissa)."""
    if high - 1 > np.iinfo(np.int64).max:
        draw = low + (rng.random(shape) * (high - low)).astype(np.uint64)   # a range wider than int64
        return draw.astype(np_dtype)
    return rng.integers(low, high, shape, dtype=np.int64).astype(np_dtype)


def _randint_error(given):
    options = []
    for head in ("int high", "int low, int high"):
        for gen in ("torch.Generator generator, ", ""):
            options.append(f" * ({head}, tuple of ints size, *, {gen}{_TENSOR_OPTIONS})")
    return TypeError(f"randint() received an invalid combination of arguments - got ({given}), but expected one "
                     "of:\n" + "\n".join(options) + "\n")


def randint(*args, size=None, low=None, high=None, generator=None, out=None, dtype=None, layout=None, device=None,
            pin_memory=False, requires_grad=False) -> Tensor:
    """randint(high, size) or randint(low, high, size): integers in [low, high), int64 by default."""
    check_factory_device(device)
    given = ", ".join([type(a).__name__ for a in args] +
                      [f"{k}={type(v).__name__}" for k, v in (("low", low), ("high", high)) if v is not None])
    args = list(args)
    if size is None and args and isinstance(args[-1], (tuple, list)):
        size = args.pop()
    names = ["low", "high"] if len(args) == 2 else ["high"]
    for position, (name, value) in enumerate(zip(names, args), 1):
        if not hasattr(value, "__index__"):
            raise TypeError(f"randint(): argument '{name}' (position {position}) must be int, not "
                            f"{type(value).__name__}")
    if len(args) == 2:
        low, high = args
    elif len(args) == 1:
        if high is None:
            high = args[0]
        else:
            low = args[0]
    elif len(args) > 2:
        raise TypeError(f"randint(): argument 'size' (position {len(args)}) must be tuple of ints, not "
                        f"{type(args[2]).__name__}")
    if size is None or high is None:
        if len(args) == 2 and size is None:
            raise TypeError(f"randint(): argument 'size' (position 2) must be tuple of ints, not "
                            f"{type(args[1]).__name__}")
        raise _randint_error(given)
    low = 0 if low is None else int(low)
    np_dtype = dtypes.to_numpy(dtype if dtype is not None else dtypes.int64)
    shape = _checked_sizes(tuple(size), "randint")
    check_int_range(low, int(high), np_dtype)
    if vmap_randomness.per_sample():
        return vmap_randomness.different(lambda s: randint(low, high, s, generator=generator, dtype=dtype), shape)
    return _finish(int_array(numpy_rng(generator), low, int(high), shape, np_dtype), None, requires_grad)


def randperm(n, *, generator=None, out=None, dtype=None, layout=None, device=None, pin_memory=False,
             requires_grad=False) -> Tensor:
    """A random permutation of 0..n-1 (int64 by default)."""
    check_factory_device(device)
    if not hasattr(n, "__index__"):
        raise TypeError(f"randperm(): argument 'n' (position 1) must be int, not {type(n).__name__}")
    n = int(n)
    if n < 0:
        raise RuntimeError(f"Trying to create tensor with negative dimension {n}: [{n}]")
    np_dtype = dtypes.to_numpy(dtype if dtype is not None else dtypes.int64)
    if np_dtype.kind == "b":
        raise not_implemented_for("randperm", np_dtype)
    if np_dtype.kind in "iu" and n - 1 > np.iinfo(np_dtype).max:
        raise RuntimeError(f"value cannot be converted to type {np_dtype.name}_t without overflow")
    if vmap_randomness.per_sample():   # a permutation of its own in each sample (each row of the batch)
        return vmap_randomness.different(lambda s: Tensor._make(numpy_rng(generator).permuted(
            np.broadcast_to(np.arange(n, dtype=np_dtype), s), axis=-1)), (n,))
    return _finish(numpy_rng(generator).permutation(n).astype(np_dtype), None, requires_grad)


# -- from probabilities -----------------------------------------------------------------------------
def multinomial(input, num_samples, replacement=False, *, generator=None, out=None) -> Tensor:
    """Category indices drawn from the rows of `input` (weights, not necessarily normalised)."""
    if vmap_randomness.batched_draw():
        return vmap_randomness.draw("multinomial", lambda w: _multinomial_rows(w, num_samples, replacement, generator),
                                    (input,))
    p = input._data
    if p.dtype.kind not in FLOATING_KINDS:
        raise RuntimeError(f"multinomial only supports floating-point dtypes for input, got: "
                           f"{dtypes.scalar_type_name(p.dtype)}")
    if p.ndim not in (1, 2):
        raise RuntimeError("prob_dist must be 1 or 2 dim")
    if num_samples <= 0:
        raise RuntimeError("cannot sample n_sample <= 0 samples")
    if not replacement and num_samples > p.shape[-1]:
        raise RuntimeError("cannot sample n_sample > prob_dist.size(-1) samples without replacement")
    rows = p.reshape(-1, p.shape[-1]).astype(np.float64)
    if rows.size and (not np.all(np.isfinite(rows)) or np.any(rows < 0)):
        raise RuntimeError("probability tensor contains either `inf`, `nan` or element < 0")
    if rows.shape[0] and np.any(rows.sum(axis=1) <= 0):
        raise RuntimeError("invalid multinomial distribution (sum of probabilities <= 0)")
    rng = numpy_rng(generator)
    if replacement:
        cdf = np.cumsum(rows, axis=1)
        cdf /= cdf[:, -1:]
        u = rng.random((rows.shape[0], num_samples))
        picks = np.stack([np.searchsorted(c, x, side="right") for c, x in zip(cdf, u)]) if rows.shape[0] else \
            np.zeros((0, num_samples), np.int64)
        picks = np.minimum(picks, rows.shape[1] - 1)
    else:  # PyTorch's way: the top num_samples of p / q with q ~ Exponential(1); zero weights come last
        keys = rows / rng.exponential(size=rows.shape)
        picks = np.argsort(-keys, axis=1, kind="stable")[:, :num_samples]
    out_shape = (num_samples,) if p.ndim == 1 else (p.shape[0], num_samples)
    return Tensor._make(picks.astype(np.int64).reshape(out_shape))


def _multinomial_rows(weights, num_samples, replacement, generator):
    """multinomial of a batch of 1-D or 2-D weights (inside vmap, batch dim first)."""
    if weights.dim() <= 2:
        return multinomial(weights, num_samples, replacement, generator=generator)
    rows = multinomial(weights.reshape(-1, weights.shape[-1]), num_samples, replacement, generator=generator)
    return rows.reshape(tuple(weights.shape[:-1]) + (num_samples,))


def check_probability(p, name="bernoulli_"):
    if not 0 <= p <= 1:
        raise RuntimeError(f"{name} expects p to be in [0, 1], but got p={p:g}")


_P_IN = ("Expected p_in >= 0 && p_in <= 1 to be true, but got false.  (Could this error message be improved?  "
         "If so, please report an enhancement request to PyTorch.)")


def bernoulli_array(rng, p, shape, np_dtype):
    """0/1 values of np_dtype, 1 with probability p (a number or an array broadcast to shape)."""
    if isinstance(p, np.ndarray):
        if p.size and not np.all((p >= 0) & (p <= 1)):
            raise RuntimeError(_P_IN)
        p = np.broadcast_to(p, shape)
    return (rng.random(shape) < p).astype(np_dtype)


def bernoulli(input, p=None, *, generator=None, out=None) -> Tensor:
    """bernoulli(input): 1 with probability input; bernoulli(input, p): of input's shape and dtype, 1 with
    probability p."""
    if vmap_randomness.batched_draw():
        return vmap_randomness.draw("bernoulli", lambda x: bernoulli(x, p, generator=generator), (input,))
    data = input._data
    rng = numpy_rng(generator)
    if p is not None:
        p = float(p.item()) if isinstance(p, Tensor) else p
        check_probability(p)
        result = Tensor._make(bernoulli_array(rng, p, data.shape, data.dtype))
        if _grad_state.enabled and input._requires_grad:
            record_not_implemented("bernoulli", (input,), (result,))  # PyTorch has no formula for bernoulli.p
        return result
    if data.dtype.kind not in FLOATING_KINDS and data.size:
        raise not_implemented_for("bernoulli_tensor_cpu_p_", data.dtype)
    result = Tensor._make(bernoulli_array(rng, data, data.shape, data.dtype))
    _record(BernoulliBackward0, (input,), result)
    return result


def _record(cls, inputs, result):
    if _grad_state.enabled and any(isinstance(x, Tensor) and x._requires_grad for x in inputs):
        record(cls, tuple(x for x in inputs if isinstance(x, Tensor)), (result,))


def _normal_error(given):
    return TypeError(
        f"normal() received an invalid combination of arguments - got ({given}), but expected one of:\n"
        " * (Tensor mean, Tensor std, *, torch.Generator generator = None, Tensor out = None)\n"
        " * (Tensor mean, float std = 1, *, torch.Generator generator = None, Tensor out = None)\n"
        " * (float mean, Tensor std, *, torch.Generator generator = None, Tensor out = None)\n"
        " * (float mean, float std, tuple of ints size, *, torch.Generator generator = None, Tensor out = None, "
        "torch.dtype dtype = None, torch.layout layout = None, torch.device device = None, bool pin_memory = False, "
        "bool requires_grad = False)\n")


def check_std(std):
    if std < 0:
        raise RuntimeError(f"normal expects std >= 0.0, but found std {std:g}")


def normal(mean, std=1.0, size=None, *, generator=None, out=None, dtype=None, layout=None, device=None,
           pin_memory=False, requires_grad=False) -> Tensor:
    """The four overloads: normal(Tensor, Tensor), normal(Tensor, float=1), normal(float, Tensor),
    normal(float, float, size)."""
    check_factory_device(device)
    m_tensor, s_tensor = isinstance(mean, Tensor), isinstance(std, Tensor)
    if (m_tensor or s_tensor) and vmap_randomness.batched_draw():
        return vmap_randomness.draw("normal", lambda m, s: normal(m, s, generator=generator), (mean, std))
    if not (m_tensor or s_tensor) and size is not None and vmap_randomness.per_sample():
        return vmap_randomness.different(lambda shape: normal(mean, std, shape, generator=generator, dtype=dtype),
                                         _checked_sizes(tuple(size), "normal"))
    rng = numpy_rng(generator)
    if size is not None and (m_tensor or s_tensor) or size is None and not (m_tensor or s_tensor):
        given = ", ".join([type(a).__name__ for a in (mean, std)] + ([] if size is None else
                                                                     [f"size={type(size).__name__}"]))
        raise _normal_error(given)
    if not (m_tensor or s_tensor):
        check_std(std)
        shape = _checked_sizes(tuple(size), "normal")
        np_dtype = _float_dtype(dtype, "normal_kernel_cpu", shape)
        return _finish(normal_array(rng, shape, np_dtype, mean, std), None, requires_grad)
    like = mean if m_tensor else std   # the result's dtype
    if like._data.dtype.kind not in INEXACT_KINDS and like._data.size:
        raise not_implemented_for("normal_kernel_cpu", like._data.dtype)
    if s_tensor:
        s = std._data
        if s.size and np.any(s < 0):
            raise RuntimeError("normal expects all elements of std >= 0.0")
    else:
        check_std(std)
        s = std
    m = mean._data if m_tensor else mean
    shape = broadcast_shape(np.shape(m), np.shape(s))   # PyTorch's message for shapes that do not broadcast
    result = Tensor._make((m + s * normal_array(rng, shape, np.dtype(np.float64))).astype(like._data.dtype))
    node = NormalBackward3 if m_tensor and s_tensor else NormalBackward1 if m_tensor else NormalBackward2
    _record(node, (mean, std), result)
    return result


def poisson(input, generator=None) -> Tensor:
    if vmap_randomness.batched_draw():
        return vmap_randomness.draw("poisson", lambda x: poisson(x, generator), (input,))
    data = input._data
    if data.dtype.kind not in FLOATING_KINDS:
        raise not_implemented_for("poisson_cpu", data.dtype)
    if data.size and not np.all(data >= 0):
        raise RuntimeError("invalid Poisson rate, expected rate to be non-negative")
    result = Tensor._make(numpy_rng(generator).poisson(data, size=data.shape).astype(data.dtype))
    _record(PoissonBackward0, (input,), result)
    return result


# -- *_like -----------------------------------------------------------------------------------------
def rand_like(input, *, generator=None, dtype=None, layout=None, device=None, pin_memory=False, requires_grad=False,
              memory_format=None) -> Tensor:
    check_device(device)
    np_dtype = _like_dtype("rand_like", input, dtype)
    if np_dtype.kind not in INEXACT_KINDS:
        raise not_implemented_for("check_uniform_bounds", np_dtype)
    if vmap_randomness.per_sample():
        return vmap_randomness.different(lambda s: rand(s, generator=generator, dtype=dtypes.from_numpy(np_dtype)),
                                         input._data.shape)
    return _finish(uniform_array(numpy_rng(generator), input._data.shape, np_dtype), None, requires_grad)


def randn_like(input, *, generator=None, dtype=None, layout=None, device=None, pin_memory=False, requires_grad=False,
               memory_format=None) -> Tensor:
    check_device(device)
    np_dtype = _like_dtype("randn_like", input, dtype)
    if np_dtype.kind not in INEXACT_KINDS and input._data.size:
        raise not_implemented_for("normal_kernel_cpu", np_dtype)
    if vmap_randomness.per_sample():
        return vmap_randomness.different(lambda s: randn(s, generator=generator, dtype=dtypes.from_numpy(np_dtype)),
                                         input._data.shape)
    return _finish(normal_array(numpy_rng(generator), input._data.shape, np_dtype), None, requires_grad)


def randint_like(input, low=None, high=None, *, generator=None, dtype=None, layout=None, device=None,
                 pin_memory=False, requires_grad=False, memory_format=None) -> Tensor:
    """randint_like(input, high) or randint_like(input, low, high): of input's shape and dtype."""
    check_device(device)
    if high is None:
        if low is None:
            raise _randint_like_error()
        low, high = 0, low
    if isinstance(high, Tensor):
        high = high.item()
    np_dtype = _like_dtype("randint_like", input, dtype)
    check_int_range(int(low), int(high), np_dtype)
    if vmap_randomness.per_sample():
        return vmap_randomness.different(lambda s: randint(int(low), int(high), s, generator=generator,
                                                           dtype=dtypes.from_numpy(np_dtype)), input._data.shape)
    values = int_array(numpy_rng(generator), int(low), int(high), input._data.shape, np_dtype)
    return _finish(values, None, requires_grad)


def _randint_like_error():
    tail = "torch.memory_format memory_format = None, " + _TENSOR_OPTIONS.replace("Tensor out = None, ", "")
    options = [f" * (Tensor input, {head}, *, {gen}{tail})"
               for head in ("int low, int high", "Tensor high", "int high")
               for gen in ("torch.Generator generator, ", "")]
    return TypeError("randint_like() received an invalid combination of arguments - got (Tensor), but expected one "
                     "of:\n" + "\n".join(options) + "\n")
