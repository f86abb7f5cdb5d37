"""The lines a generated op writes to fill its node's saved slots (codegen/saved.py decides what is
saved; this says how and when).

Most are written after the kernel, once the node exists: inputs kept whole (`saved_input`, or `save`
where a Python number may stand in a tensor's place), derived values (shapes, dtypes), plain values and
advanced indices. Outputs (`saved_output`) can only be saved after the kernel. An in-place op saves
self's value before its write (`save_original`).

`presave` is what PyTorch's order needs on the `__torch_dispatch__` path: its autograd layer saves an
op's inputs, running the pack hooks, before it redispatches to the kernel, so a dispatch mode sees the
kernel after the packs, and a pack hook that raises (checkpoint's early stop) keeps the call from
reaching it. The generated op hands these inputs to ops/dispatch.route_dispatch, which packs them before
the layer runs; the saves after the kernel then take what was packed.
"""
from .backward import any_output, saved_only_for

_DERIVE = {"shape": "shape_of", "strides": "strides_of", "ndim": "ndim_of", "dtype": "dtype_of",
           "geometry": "geometry_of", "zeros_like": "info_of"}


def save_lines(entry, inplace, record_args):
    """(lines before the outputs exist, lines after, route_dispatch's presave expression or None)."""
    diff = entry.differentiable_inputs
    before, after, presaved = [], [], []
    for s in entry.saved or []:
        if s.kind in ("tensor", "tensor_list"):
            only_for = saved_only_for(entry, s.source)
            if inplace and s.source == "self":
                save_code = "save_original(self)"
            elif s.kind == "tensor_list":
                save_code = f"[save(t) for t in {s.source}]"
            elif len(diff) == 1 and diff[0].name == s.source:  # recording means it is a tensor
                save_code = f"saved_input({s.source})"
            else:  # may be a Python number (x * 2 keeps 2 as it is)
                save_code = f"save({s.source})"
            if only_for:
                # (None rather than unset: release_saved reads every slot, and a missing one is slow to read)
                before.append(f"grad_fn.{s.slot} = {save_code} if {any_output(only_for, 'grad_fn')} else None")
            else:
                before.append(f"grad_fn.{s.slot} = {save_code}")
            if s.kind == "tensor_list" or inplace:
                presaved.append(None)
            else:  # (x * w keeps x only when w needs a gradient: told from w before the node exists)
                presaved.append(s.source if not only_for else
                                f"({s.source} if must_record({', '.join(diff[i].name for i in only_for)}) else None)")
        elif s.kind == "derived":
            before.append(f"grad_fn.{s.slot} = {_DERIVE[s.derive]}({s.source})")
        elif s.kind == "derived_list":
            before.append(f"grad_fn.{s.slot} = [shape_of(t) for t in {s.source}]")
        elif s.kind == "value":
            before.append(f"grad_fn.{s.slot} = {s.source}")
        elif s.kind == "index":
            before.append(f"grad_fn.{s.slot} = SavedIndex({s.source})")
        elif s.kind == "output":
            after.append(f"grad_fn.{s.slot} = saved_output({s.source})")
    return before, after, _presave(presaved, record_args)


def _presave(presaved, record_args):
    """The saved inputs, each None when the op will not save it; None for the whole when some save cannot
    be told before the kernel (a list of tensors, an in-place op's self): all are then packed after it,
    in their order."""
    if not presaved or None in presaved:
        return None
    names = "(" + ", ".join(presaved) + ("," if len(presaved) == 1 else "") + ")"
    if all(item.startswith("(") for item in presaved):  # each says when it is saved
        return names
    return f"({names} if must_record({record_args}) else None)"
