"""torch.func.vmap: a function of one sample run on a whole batch at once.

vmap flattens the arguments (tuples, lists, dicts, nested), gives each tensor with an in_dim a
BatchedTensor of a new level (ops/batched_tensor.py) whose physical tensor has the mapped dim first,
calls the function, and takes the batch dim of each output back out at its out_dim. Inside, every op
on a BatchedTensor runs once for the whole batch (ops/batching.py). Nested vmaps nest levels.
"""
import functools

from ..core.generator import get_rng_state, set_rng_state
from ..core.tensor import Tensor
from ..generated import ops
from ..kernels.core import wrap_dim
from ..ops import batched_random, batching  # noqa: F401  (batched_random: draws of batched tensors)
from ..ops.batch_rules import is_batched
from ..ops.batched_tensor import BatchedTensor, wrap
from ..utils._pytree import tree_flatten, tree_unflatten

__all__ = ["vmap"]


def vmap(func, in_dims=0, out_dims=0, randomness="error", *, chunk_size=None):
    """The batched version of `func`: each argument gets an extra dim at its in_dim (None: not mapped),
    each output one at its out_dim. randomness: 'error' (random ops raise), 'different' (each sample
    draws its own values) or 'same' (one draw for the batch). chunk_size: run so many samples at a time."""
    if randomness not in batching.RANDOMNESS:
        raise RuntimeError(f"Only allowed values for randomness are 'error', 'different', or 'same'. Got {randomness}")
    if chunk_size is not None and (not isinstance(chunk_size, int) or chunk_size <= 0):
        raise ValueError(f"vmap: chunk_size should be None or greater than 0. (got {chunk_size})")

    @functools.wraps(func)
    def wrapped(*args, **kwargs):
        return vmap_call(func, in_dims, out_dims, randomness, chunk_size, args, kwargs)

    return wrapped


def name_of(func):
    return getattr(func, "__name__", None) or repr(func)


def spec_text(spec):
    """A TreeSpec as PyTorch prints one in vmap's messages."""
    if spec.type is None:
        return "*"
    context = spec.context if spec.type not in (tuple, list) else None
    type_name = "namedtuple" if spec.type.__name__ == "namedtuple" else spec.type.__name__
    children = ",\n  ".join(spec_text(c).replace("\n", "\n  ") for c in spec.children_specs)
    return f"TreeSpec({type_name}, {context}, [{children}])"


def broadcast_to_spec(prefix, spec):
    """in_dims/out_dims (a tree that is a prefix of the arguments' tree) as one value per leaf, or None."""
    if not isinstance(prefix, (tuple, list, dict)) or spec.type is None:
        if isinstance(prefix, (tuple, list, dict)):
            return None
        return [prefix] * spec.num_leaves
    if type(prefix) is not (tuple if spec.type.__name__ == "namedtuple" else spec.type):
        return None
    children = list(prefix.values()) if isinstance(prefix, dict) else list(prefix)
    if len(children) != len(spec.children_specs):
        return None
    if isinstance(prefix, dict) and list(prefix) != list(spec.context):
        return None
    flat = []
    for p, c in zip(children, spec.children_specs):
        part = broadcast_to_spec(p, c)
        if part is None:
            return None
        flat += part
    return flat


def _process_inputs(func, in_dims, args):
    name = name_of(func)
    if not isinstance(in_dims, (int, tuple)):
        raise ValueError(f"vmap({name}, in_dims={in_dims}, ...)(<inputs>): expected `in_dims` to be int or a "
                         f"(potentially nested) tuple matching the structure of inputs, got: {type(in_dims)}.")
    if not args:
        raise ValueError(f"vmap({name})(<inputs>): got no inputs. Maybe you forgot to add inputs, or you are trying "
                         "to vmap over a function with no inputs. The latter is unsupported.")
    flat_args, spec = tree_flatten(args)
    flat_in_dims = broadcast_to_spec(in_dims, spec)
    if flat_in_dims is None:
        raise ValueError(f"vmap({name}, in_dims={in_dims}, ...)(<inputs>): in_dims is not compatible with the "
                         f"structure of `inputs`. in_dims has structure {spec_text(tree_flatten(in_dims)[1])} but "
                         f"inputs has structure {spec_text(spec)}.")
    for i, (arg, in_dim) in enumerate(zip(flat_args, flat_in_dims)):
        if not isinstance(in_dim, int) and in_dim is not None:
            raise ValueError(f"vmap({name}, in_dims={in_dims}, ...)(<inputs>): Got in_dim={in_dim} for an input but "
                             "in_dim must be either an integer dimension or None.")
        if isinstance(in_dim, int) and not isinstance(arg, Tensor):
            raise ValueError(f"vmap({name}, in_dims={in_dims}, ...)(<inputs>): Got in_dim={in_dim} for an input but "
                             f"the input is of type {type(arg)}. We cannot vmap over non-Tensor arguments, please use "
                             "None as the respective in_dim")
        if in_dim is not None and not -arg.dim() <= in_dim < arg.dim():
            raise ValueError(f"vmap({name}, in_dims={in_dims}, ...)(<inputs>): Got in_dim={in_dim} for some input, but "
                             f"that input is a Tensor of dimensionality {arg.dim()} so expected in_dim to satisfy "
                             f"-{arg.dim()} <= in_dim < {arg.dim()}.")
        if in_dim is not None and in_dim < 0:
            flat_in_dims[i] = in_dim % arg.dim()
    sizes = [arg.size(d) for arg, d in zip(flat_args, flat_in_dims) if d is not None]
    if not sizes:
        raise ValueError("vmap: Expected at least one Tensor to vmap over")
    if any(s != sizes[0] for s in sizes):
        raise ValueError(f"vmap: Expected all tensors to have the same size in the mapped dimension, got sizes "
                         f"{sizes} for the mapped dimension")
    return sizes[0], flat_in_dims, flat_args, spec


def _check_out_dims(func, out_dims):
    leaves = [out_dims] if isinstance(out_dims, int) else tree_flatten(out_dims)[0]
    for d in leaves:
        if d is not None and not isinstance(d, int):
            raise ValueError(f"vmap({name_of(func)}, ..., out_dims={out_dims}): `out_dims` must be an int, None or a "
                             "python collection of ints representing where in the outputs the vmapped dimension "
                             "should appear.")


def vmap_call(func, in_dims, out_dims, randomness, chunk_size, args, kwargs):
    _check_out_dims(func, out_dims)
    size, flat_in_dims, flat_args, spec = _process_inputs(func, in_dims, args)
    if chunk_size is None or chunk_size >= size:
        return _flat_vmap(func, size, flat_in_dims, flat_args, spec, out_dims, randomness, kwargs)
    chunks = []
    state = get_rng_state() if randomness == "same" else None
    for start in range(0, size, chunk_size):
        n = min(chunk_size, size - start)
        part = [a if d is None else ops.narrow(a, d, start, n) for a, d in zip(flat_args, flat_in_dims)]
        if state is not None:   # every chunk draws what the first drew, as one vmap of the whole batch would
            set_rng_state(state)
        chunks.append(_flat_vmap(func, n, flat_in_dims, part, spec, out_dims, randomness, kwargs))
    flat_chunks = [tree_flatten(c) for c in chunks]
    out_spec = flat_chunks[0][1]
    flat_out_dims = _flat_out_dims(func, out_dims, chunks[0], out_spec)
    joined = [pieces[0] if d is None else ops.cat(list(pieces), d)
              for d, pieces in zip(flat_out_dims, zip(*[leaves for leaves, _ in flat_chunks]))]
    return tree_unflatten(joined, out_spec)


def _flat_vmap(func, size, flat_in_dims, flat_args, spec, out_dims, randomness, kwargs):
    entry = batching.push_level(size, randomness)
    try:
        batched = [a if d is None else wrap(a if d == 0 else ops.movedim(a, d, 0), entry.level)
                   for a, d in zip(flat_args, flat_in_dims)]
        outputs = func(*tree_unflatten(batched, spec), **kwargs)
        return _unwrap_outputs(func, outputs, out_dims, entry)
    finally:
        batching.pop_level()


def _flat_out_dims(func, out_dims, outputs, out_spec):
    if isinstance(outputs, Tensor):
        if isinstance(out_dims, int) or out_dims is None:
            return [out_dims]
        if isinstance(out_dims, tuple) and len(out_dims) == 1:
            return list(out_dims)
        flat = None
    else:
        flat = broadcast_to_spec(out_dims, out_spec)
    if flat is None:
        raise ValueError(f"vmap({name_of(func)}, ..., out_dims={out_dims})(<inputs>): out_dims is not compatible with "
                         f"the structure of `outputs`. out_dims has structure {spec_text(tree_flatten(out_dims)[1])} "
                         f"but outputs has structure {spec_text(out_spec)}.")
    return flat


def _unwrap_outputs(func, outputs, out_dims, entry):
    flat, out_spec = tree_flatten(outputs)
    flat_out_dims = _flat_out_dims(func, out_dims, outputs, out_spec)
    name = name_of(func)
    result = []
    for out, out_dim in zip(flat, flat_out_dims):
        if out_dim is None:
            if is_batched(out, entry.level):
                raise ValueError(f"vmap({name}, ...): `{name}` can not return a BatchedTensor when out_dim is None")
            result.append(out)
            continue
        if not isinstance(out, Tensor):
            raise ValueError(f"vmap({name}, ...): `{name}` must only return Tensors, got type {type(out)}. Did you "
                             "mean to set out_dims= to None for output?")
        result.append(unwrap_output(out, out_dim, entry))
    return tree_unflatten(result, out_spec)


def unwrap_output(out, out_dim, entry):
    """One output without this level's batch dim, which goes to out_dim (an unbatched output is
    expanded to the batch, as functorch's)."""
    dim = wrap_dim(out_dim, out.dim() + 1)
    if type(out) is BatchedTensor and out._level == entry.level:
        value = out._value
        return value if dim == 0 else ops.movedim(value, 0, dim)
    expanded = ops.unsqueeze(out, dim)
    shape = list(expanded.shape)
    shape[dim] = entry.size
    return ops.expand(expanded, shape)

