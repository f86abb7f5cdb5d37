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
