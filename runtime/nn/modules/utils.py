"""Argument normalisation shared by layers: `kernel_size=3` means (3, 3) for a 2-d layer."""
from collections.abc import Iterable
from itertools import repeat


def _ntuple(n, name):
    def parse(x):
        if isinstance(x, Iterable):
            return tuple(x)
        return tuple(repeat(x, n))
    parse.__name__ = name
    return parse


_single = _ntuple(1, "_single")
_pair = _ntuple(2, "_pair")
_triple = _ntuple(3, "_triple")


def _reverse_repeat_tuple(t, n):
    """(1, 2) -> (2, 2, 1, 1): per-dimension padding in the last-dimension-first order F.pad takes."""
    return tuple(x for x in reversed(t) for _ in range(n))


def consume_prefix_in_state_dict_if_present(state_dict, prefix):
    """Strip `prefix` from the keys of `state_dict` that start with it, in place: a DDP model's
    state_dict (keys `module.first.weight`, ...) then loads into the unwrapped model. The keys of
    `state_dict._metadata`, where a state dict carries one (PyTorch's do), follow; its '' entry, the
    wrapper's own, stays, and the wrapped module's ('module', the prefix without its dot) replaces it."""
    for key in list(state_dict):
        if key.startswith(prefix):
            state_dict[key[len(prefix):]] = state_dict.pop(key)
    metadata = getattr(state_dict, "_metadata", None)
    if metadata is None:
        return
    for key in list(metadata):
        if key and (key == prefix.replace(".", "") or key.startswith(prefix)):
            metadata[key[len(prefix):]] = metadata.pop(key)
