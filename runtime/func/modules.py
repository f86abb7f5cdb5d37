"""torch.func's helpers for modules: functional_call (a module run with parameters and buffers given
as arguments, so that transforms can differentiate or batch over them), stack_module_state (the
parameters of several same-shaped models stacked, for an ensemble under vmap) and
replace_all_batch_norm_modules_ (batch norm without running statistics, which vmap cannot update).
"""
import contextlib
import functools

from ..generated import ops
from ..nn.modules.batchnorm import _BatchNorm
from ..nn.modules.module import Module
from ..ops.batched_tensor import BatchedTensor

__all__ = ["functional_call", "stack_module_state", "replace_all_batch_norm_modules_", "debug_unwrap", "functionalize"]


def _owner(module, dotted):
    """(the submodule holding `a.b.c`'s attribute, its last name)."""
    *path, name = dotted.split(".")
    for i, part in enumerate(path):
        try:
            child = getattr(module, part)
        except AttributeError as error:   # (PyTorch's words, not Module.__getattr__'s)
            raise AttributeError(f"{module._get_name()} has no attribute `{part}`") from error
        if not isinstance(child, Module):
            raise TypeError(f"submodule `{'.'.join(path[:i + 1])}`: {child!r} is not an instance of torch.nn.Module")
        module = child
    return module, name


@contextlib.contextmanager
def _reparametrized(module, tensors, tie_weights, strict):
    """Inside, the module's parameters and buffers named in `tensors` are those tensors (tied weights:
    every name of a shared parameter follows the one given); after, the module's own again."""
    own = dict(module.named_parameters(remove_duplicate=False))
    own.update(dict(module.named_buffers(remove_duplicate=False)))
    tensors = dict(tensors)
    if tie_weights:
        aliases = {}
        for name, t in own.items():
            aliases.setdefault(id(t), []).append(name)
        for names in aliases.values():
            given = [n for n in names if n in tensors]
            if given:
                for n in names:
                    if n not in tensors:
                        tensors[n] = tensors[given[0]]
                if len({id(tensors[n]) for n in given}) > 1:
                    raise ValueError(f"functional_call got multiple values for keys {given}, which are tied. "
                                     "Consider using tie_weights=False")
    if strict:
        unexpected = [n for n in tensors if n not in own]
        missing = [n for n in own if n not in tensors]
        if unexpected or missing:
            lines = []
            if unexpected:
                lines.append("Unexpected key(s): " + ", ".join(f"'{n}'" for n in unexpected) + ".")
            if missing:
                lines.append("Missing key(s): " + ", ".join(f"'{n}'" for n in missing) + ".")
            raise RuntimeError(f"Error(s) in reparametrizing for {type(module).__name__}:\n\t" + "\n\t".join(lines))
    saved = []
    try:
        for name, t in tensors.items():
            owner, attr = _owner(module, name)
            for store in ("_parameters", "_buffers"):
                table = owner.__dict__.get(store)
                if table is not None and attr in table:
                    saved.append((table, attr, table[attr]))
                    table[attr] = t
                    break
            else:
                saved.append((owner.__dict__, attr, owner.__dict__.get(attr, _ABSENT)))
                owner.__dict__[attr] = t
        yield
    finally:
        for table, attr, value in reversed(saved):
            if value is _ABSENT:
                del table[attr]
            else:
                table[attr] = value


_ABSENT = object()


def functional_call(module, parameter_and_buffer_dicts, args=None, kwargs=None, *, tie_weights=True, strict=False):
    """module(*args, **kwargs) with the given tensors in place of its parameters and buffers (by their
    dotted names; several dicts are merged), the module itself left as it was."""
    if isinstance(parameter_and_buffer_dicts, dict):
        tensors = parameter_and_buffer_dicts
    elif isinstance(parameter_and_buffer_dicts, (list, tuple)):
        tensors = {}
        repeated = []
        for d in parameter_and_buffer_dicts:
            for k, v in d.items():
                if k in tensors:
                    repeated.append(k)
                tensors[k] = v
        if repeated:
            raise ValueError(f"{repeated} appeared in multiple dictionaries; behavior of functional call is "
                             "ambiguous")
    else:
        raise ValueError(f"Expected parameter_and_buffer_dicts to be a dict, or a list/tuple of dicts, but got "
                         f"{type(parameter_and_buffer_dicts)}")
    if args is None:
        args = ()
    elif not isinstance(args, tuple):
        args = (args,)
    with _reparametrized(module, tensors, tie_weights, strict):
        return module(*args, **(kwargs or {}))


def stack_module_state(models):
    """(params, buffers): each parameter and buffer of the models stacked along a new first dim, by
    name; the stacked parameters are new leaves that require grad (as the models' do)."""
    models = list(models)
    if not models:
        raise RuntimeError("stack_module_state: Expected at least one model, got 0.")
    if not (all(m.training for m in models) or all(not m.training for m in models)):
        raise RuntimeError("stack_module_state: Expected all models to have the same training/eval mode.")
    if any(type(m) is not type(models[0]) for m in models):
        raise RuntimeError("stack_module_state: Expected all models to be of the same class.")

    def stacked(named):
        names = [n for n, _ in named(models[0])]
        result = {}
        for name in names:
            values = [dict(named(m))[name] for m in models]
            t = ops.stack([v.detach() for v in values])
            result[name] = t.requires_grad_(values[0].requires_grad) if t.is_floating_point() else t
        return result

    return (stacked(lambda m: m.named_parameters()), stacked(lambda m: m.named_buffers()))


def replace_all_batch_norm_modules_(root):
    """Batch norm layers of root (and root itself) stop tracking running statistics, in place."""
    for module in root.modules() if isinstance(root, Module) else ():
        if isinstance(module, _BatchNorm):
            module.running_mean = None
            module.running_var = None
            module.num_batches_tracked = None
            module.track_running_stats = False
    return root


def debug_unwrap(tensor, *, recurse=True):
    """The tensor behind a BatchedTensor (for debugging inside vmap); any other tensor as it is."""
    while isinstance(tensor, BatchedTensor):
        tensor = tensor._value
        if not recurse:
            break
    return tensor


def functionalize(func, *, remove="mutations"):
    """torch.func.functionalize: func with its in-place ops replaced by out-of-place ones, for tracing.
    Eagerly the two compute the same outputs and leave the inputs mutated the same way (PyTorch copies
    mutations back into the inputs), and gradtable traces nothing: func itself is returned, wrapped."""
    if remove not in ("mutations", "mutations_and_views"):
        raise RuntimeError(f"functionalize(f, remove='mutations'): received invalid argument for remove={remove}. "
                           "Valid options are:\n     remove='mutations': all inplace and out= operators will be "
                           "removed from the program, and replaced with their out-of-place equivalents.\n     "
                           "remove='mutations_and_views': In addition to the above, all aliasing operators {view} "
                           "will be replaced with their non-aliasing counterparts, {view}_copy.\n")

    @functools.wraps(func)
    def wrapper(*args, **kwargs):
        return func(*args, **kwargs)

    return wrapper
