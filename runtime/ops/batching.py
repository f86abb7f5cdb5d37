"""The batching layer: where an op called on BatchedTensors (inside vmap) runs once on the whole batch.

While a vmap is active, `dispatch_state.state.batching` is set and the generated ops' kernel-level flag
(`_ov.dispatch`) is on, so every table op passes through `route` before its NumPy kernel (programs
without vmap read no new flag). `route` finds the highest vmap level among the arguments and runs the
op's rule at that level: the table's (generated/batching.py, from each entry's `batch:` key or, for an
element-wise forward, with no key at all), else the loop fallback with PyTorch's performance warning.
The op's own body then records its node and marks views around the batched result, so autograd sits
above batching, as in functorch.
"""
from dataclasses import dataclass

from ..autograd import dispatch_state
from ..autograd.dispatch_state import state
from ..autograd.function import Function
from ..core.generator import vmap_randomness
from ..generated import ops
from ..generated.batching import INPLACE, RULES
from .batch_rules import fallback_warning, loop, physical, refuse_unbatched_self, wrap
from .batched_tensor import BatchedTensor, is_batched_at, level_of, placeholder
from .generated_function_rule import generated_rule

RANDOMNESS = ("error", "different", "same")


@dataclass
class Level:
    """One active vmap: its level (1 for the outermost), batch size and randomness mode."""
    level: int
    size: int
    randomness: str


#: The active vmaps, outermost first.
levels: list = []


def push_level(size, randomness):
    entry = Level(len(levels) + 1, size, randomness)
    levels.append(entry)
    state.batching += 1
    state.transforms += 1
    state.refresh()
    vmap_randomness.mode = randomness
    return entry


def pop_level():
    levels.pop()
    state.batching -= 1
    state.transforms -= 1
    state.refresh()
    vmap_randomness.mode = levels[-1].randomness if levels else None


def _different(make, shape):
    """A draw per sample (randomness='different'): `make(shape)` draws a tensor of `shape`; here it draws
    one of one sample's `shape` for every sample at once, of the innermost vmap and of each enclosing one
    that is in 'different' mode too (an enclosing 'same' vmap shares the draw among its samples)."""
    drawn = []
    for entry in reversed(levels):
        if entry.randomness != "different":
            break
        drawn.append(entry)
    drawn.reverse()   # (outermost first: the physical tensor's batch dims are in that order)
    vmap_randomness.drawing = True
    try:
        value = make(tuple(entry.size for entry in drawn) + tuple(shape))
    finally:
        vmap_randomness.drawing = False
    for entry in drawn:
        value = wrap(value, entry.level)
    return value


#: Rules of user tables (codegen's user packages register theirs), by the generated op itself: a user
#: op may have the name of one of gradtable's.
_rules_of = {}
_inplace_ops = set()


def register(rules, inplace, functions):
    """A user table's RULES and INPLACE (by PyTorch-style name), with its ops by the same names."""
    for aten, rule in rules.items():
        _rules_of[functions[aten]] = rule
    _inplace_ops.update(functions[aten] for aten in inplace)


def route(fn, aten, args, kwargs):
    """The batched result of one op call, or `state` when no argument is batched (the op goes on)."""
    level = level_of(args, kwargs)
    if not level:
        return state
    built_in = fn.__module__ == "gradtable.generated.ops"
    if built_in and aten in _REFUSED:
        _REFUSED[aten](aten, level, args)
    inplace = aten in INPLACE if built_in else fn in _inplace_ops
    if inplace:
        refuse_unbatched_self(aten, level, args)
    rule = RULES.get(aten) if built_in else _rules_of.get(fn)
    if rule is not None:
        out = rule(fn, level, args, kwargs)
        self = args[0] if args else None
        if type(self) is BatchedTensor and self._level == level and self._data.shape != self._value.shape[1:]:
            # an in-place shape op (unsqueeze_) restrided the physical tensor: self shows its new shape
            self._data = placeholder(tuple(self._value.shape[1:]), self._data.dtype)
            return self
        return out
    special = _SPECIAL.get(aten)
    if special is not None:
        return special(level, *args)
    fallback_warning(aten)
    return loop(fn, level, args, kwargs, inplace=inplace)


def _dynamic_shape(aten, level, args):
    raise RuntimeError(f"vmap: We do not support batching operators that can output dynamic shape. Attempted to vmap "
                       f"over aten::{aten.partition('.')[0]}. Please file an issue at "
                       "https://github.com/pytorch/pytorch/issues if you need this feature.")


def _masked_select(aten, level, args):
    if is_batched_at(args[1], level):
        raise RuntimeError("vmap: Attempted to vmap over `mask` in torch.masked_select(self, mask) We cannot support "
                           "this because for each batch this would return a differently shaped Tensor. Please file an "
                           "issue at https://github.com/pytorch/pytorch/issues if you need this feature.")


#: Ops whose result has a shape of its own in each sample: PyTorch's vmap refuses them (even when the
#: samples' shapes happen to agree), with these errors; the loop would stack them when they agree.
_REFUSED = {"nonzero.default": _dynamic_shape, "_unique2.default": _dynamic_shape, "unique_dim.default": _dynamic_shape,
            "unique_consecutive.default": _dynamic_shape, "masked_select.default": _masked_select}


def wanted(args, kwargs):
    return bool(level_of(args, kwargs))


def _detach(level, x):
    return wrap(physical(x, level).detach(), level)


#: Functions that are not table ops but are seen at the kernel as PyTorch's are (ops/subclass.py).
_SPECIAL = {"detach.default": _detach}


class VmapInfo:
    """What a custom Function's vmap staticmethod is told (torch.func's info): the batch size and the
    vmap's randomness mode."""

    def __init__(self, batch_size, randomness):
        self.batch_size = batch_size
        self.randomness = randomness


def _function_vmap(cls, args, kwargs):
    """A custom Function's own vmap rule (or the one torch.func generates) at the highest level among its
    arguments: it gets the physical tensors (batch dim first: in_dim 0, None for an unbatched argument)
    and returns (output, out_dims); the outputs are wrapped with their batch dims moved first."""
    level = level_of(args, kwargs)
    entry = levels[level - 1]
    in_dims = tuple(0 if is_batched_at(a, level) else None for a in args)
    physical_args = [a._value if is_batched_at(a, level) else a for a in args]
    rule = generated_rule(cls) if cls.vmap is Function.vmap else cls.vmap   # (generate_vmap_rule=True)
    output, out_dims = rule(VmapInfo(entry.size, entry.randomness), in_dims, *physical_args, **kwargs)
    many = isinstance(output, tuple)
    outputs, dims = (output, out_dims if isinstance(out_dims, tuple) else (out_dims,) * len(output)) if many \
        else ((output,), (out_dims,))
    wrapped = tuple(o if d is None else wrap(o if d == 0 else ops.movedim(o, d, 0), level)
                    for o, d in zip(outputs, dims))
    return wrapped if many else wrapped[0]


def _physical_requires_grad(x):
    while type(x) is dispatch_state.batched_type:
        x = x._value
        if x._requires_grad:
            return True
    return False


dispatch_state.function_vmap = _function_vmap
dispatch_state.physical_requires_grad = _physical_requires_grad
vmap_randomness.different = _different
dispatch_state.batch_route = route
dispatch_state.batch_wanted = wanted
