"""Random draws inside vmap that involve tensors: the in-place fills (uniform_, normal_, bernoulli_, ...) and
bernoulli, normal, poisson and multinomial of tensor arguments, as torch.func defines them per randomness
mode (the factories rand, randn and their _like forms draw through batching._different instead):

- 'same': one draw for the whole batch. A batched tensor is filled with one sample's values, copied to
  every sample; a batched input (bernoulli of a batch of probabilities) is refused, as PyTorch refuses it.
- 'different': each sample its own values. The draw runs once on the physical tensors (batch dim first),
  whose elements are drawn independently: that is the per-sample draw. A fill of a tensor that is not
  batched is refused, as in PyTorch (every sample would write its own values into one tensor).
- 'error': the draw itself raises (generator.numpy_rng), so these functions are not involved.

core/random.py and core/random_inplace.py reach this module through generator.vmap_randomness, set here
(core does not import ops).
"""
import numpy as np

from ..core.generator import numpy_rng, vmap_randomness
from ..core.tensor import Tensor
from ..generated import ops
from .batch_rules import expand_to, unbatched_self_error
from .batched_tensor import BatchedTensor, wrap
from .batching import levels

_SAME_WITH_BATCHED_INPUT = ("Vmap does not currently support same randomness with a batched tensor input. Please "
                            "file an issue with functorch")
_DIFFERENT_INTO_UNBATCHED = ("vmap: Cannot ask for different inplace randomness on an unbatched tensor. This will "
                             "appear like same randomness. If this is necessary for your usage, please file an "
                             "issue with functorch.")


def _batched(x):
    return type(x) is BatchedTensor


def _unwrapped(x):
    """x's values with all its batch dims (every vmap that batches it, outermost first) and the levels to
    wrap a result of the same layout in: a draw on them is a draw per sample of each of those vmaps."""
    chain = []
    while _batched(x):
        chain.append(x._level)
        x = x._value
    return x, chain


def _rewrapped(value, chain):
    for level in reversed(chain):
        value = wrap(value, level)
    return value


def _at_level(x, entry):
    """x batched at the innermost vmap (an unbatched x expanded to its batch: each sample draws its own)."""
    return x if _batched(x) and x._level == entry.level else wrap(expand_to(x, entry.size), entry.level)


def _same_layout(name, tensors):
    """The tensors' physical values, which must share their batch dims (else NotImplementedError), and the
    levels to wrap the draw in."""
    pairs = [_unwrapped(t) for t in tensors]
    if any(chain != pairs[0][1] for _, chain in pairs):
        raise NotImplementedError(f"vmap(randomness='different'): {name} of tensors that different vmaps batch is "
                                  "not supported by gradtable; draw it outside vmap")
    return [value for value, _ in pairs], pairs[0][1]


def _drawing(draw):
    vmap_randomness.drawing = True
    try:
        return draw()
    finally:
        vmap_randomness.drawing = False


def fill(self, name, method, args, kwargs):
    """self.<name>(*args, **kwargs) (an in-place random fill, `method` the plain one) inside vmap; a tensor
    among the arguments (bernoulli_'s p) is broadcast to self."""
    entry = levels[-1]
    batched_args = any(_batched(a) for a in (*args, *kwargs.values()))
    if entry.randomness == "error" or not (_batched(self) or batched_args or entry.randomness == "different"):
        return method(self, *args, **kwargs)
    if entry.randomness == "same":
        if batched_args:
            raise RuntimeError(_SAME_WITH_BATCHED_INPUT)
        fresh = Tensor._make(np.zeros(self._data.shape, self._data.dtype))
        method(fresh, *args, **kwargs)
        return self.copy_(fresh)
    if not (_batched(self) and self._level == entry.level):
        if batched_args:
            raise unbatched_self_error(f"inplace {name.rstrip('_')}", "in a vmap")
        raise RuntimeError(_DIFFERENT_INTO_UNBATCHED)
    physical, chain = _unwrapped(self)
    fresh = Tensor._make(np.zeros(physical._data.shape, self._data.dtype))
    tensors = [a for a in (*args, *kwargs.values()) if isinstance(a, Tensor)]
    # a tensor argument (bernoulli_'s p) broadcasts to self: aligned to self's rank, with self's batch dims
    aligned = [_at_level(ops.reshape(a, (1,) * (self.dim() - a.dim()) + tuple(a.shape)), entry) for a in tensors]
    values, arg_chain = _same_layout(name, aligned) if tensors else ([], chain)
    if arg_chain != chain:
        raise NotImplementedError(f"vmap(randomness='different'): {name} of a tensor batched by other vmaps than "
                                  "its argument is not supported by gradtable; draw it outside vmap")
    swap = dict(zip(map(id, tensors), values))
    physical_args = [swap.get(id(a), a) for a in args]
    physical_kwargs = {k: swap.get(id(v), v) for k, v in kwargs.items()}
    _drawing(lambda: method(fresh, *physical_args, **physical_kwargs))
    return self.copy_(_rewrapped(fresh, chain))


def draw(name, function, tensors):
    """function(*tensors) (a random draw from tensor arguments: bernoulli's probabilities, normal's mean and
    std) inside vmap."""
    entry = levels[-1]
    if entry.randomness == "error":
        numpy_rng()   # (raises PyTorch's error before the function reads the batch's values)
    batched = [t for t in tensors if _batched(t)]
    if not batched and entry.randomness == "same":
        return function(*tensors)
    if entry.randomness == "same":
        raise RuntimeError(_SAME_WITH_BATCHED_INPUT)
    present = [t for t in tensors if isinstance(t, Tensor)]
    rank = max(t.dim() for t in present)
    aligned = [_at_level(ops.reshape(t, (1,) * (rank - t.dim()) + tuple(t.shape)), entry) for t in present]
    values, chain = _same_layout(name, aligned)
    swap = dict(zip(map(id, present), values))
    return _rewrapped(_drawing(lambda: function(*[swap.get(id(t), t) for t in tensors])), chain)


vmap_randomness.fill = fill
vmap_randomness.draw = draw
