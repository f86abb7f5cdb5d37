"""Conjugate and negative views: PyTorch's lazy conj and neg bits, on NumPy arrays.

In PyTorch `z.conj()` is a view: it shares z's memory and carries a bit that says "read me conjugated";
a write through it (z.conj().add_(1), or through its `imag`, which carries a neg bit) lands in z's
memory, conjugated back. NumPy has no such view: a conjugate is always a copy. So a conj (neg) view
here is a *shadow*: an array of its own that holds the transformed values of the memory it mirrors,
kept in step with it.

- The shadow's memory (ShadowMemory) has the same layout as its source (same strides, same offsets
  between elements), so any NumPy view of the shadow (y[0], y.t()) sits at the same place in the
  shadow as the corresponding view of the source does in the source: `source_view` maps one onto the
  other. Every array inside a shadow reaches its ShadowMemory through `.base`, which is how
  `bits(array)` tells a conj (neg) view from an ordinary array, and views of one inherit its bits.
- After a write (Tensor._bump_version calls `after_write` while any shadow is alive): a write into a
  shadow is pushed to its source (transformed back), then every other shadow of that memory is
  refreshed from it. Reads need nothing: a shadow always holds current values.
- conj of a conj view (neg of a neg view) is an ordinary view of the source again, as in PyTorch.

A change made without a version bump (writing into `t.numpy()`, or through `t.data`, which has its own
version counter) does not reach the shadows: docs/known-differences.md says so.

NumPy only (no Tensor): kernels use it for the forwards of `_conj`, `_neg_view` and `view_as_real`.
"""
import weakref

import numpy as np


class _State:
    """`live`: how many shadows exist, so that a write in a program without any pays one test."""

    __slots__ = ("live",)


state = _State()
state.live = 0

#: id(root of a source's memory) -> weak references to the shadows of that memory.
_BY_STORAGE = {}


class ShadowMemory:
    """The memory of a conj (neg) view: its `buffer`, exposed with the layout of `source` (the view of
    the real memory it mirrors) through __array_interface__; `conj` and `neg` are its bits."""

    __slots__ = ("buffer", "source", "conj", "neg", "__array_interface__", "__weakref__")


class _At:
    """An array interface at a given address inside `array`'s memory (keeping `array` alive)."""

    __slots__ = ("array", "__array_interface__")


def _address(array):
    return array.__array_interface__["data"][0]


def _interface(shape, strides, dtype, address, readonly):
    return {"version": 3, "shape": tuple(shape), "strides": tuple(strides), "typestr": dtype.str,
            "descr": dtype.descr, "data": (address, readonly)}


def memory_of(array):
    """The ShadowMemory `array` lies in, or None for an ordinary array."""
    base = array.base
    while isinstance(base, np.ndarray):
        base = base.base
    return base if type(base) is ShadowMemory else None


def bits(array):
    """(conj, neg) of the view `array` is: (False, False) for an ordinary array."""
    memory = memory_of(array)
    return (False, False) if memory is None else (memory.conj, memory.neg)


def is_conj(array):
    memory = memory_of(array)
    return memory is not None and memory.conj


def is_neg(array):
    memory = memory_of(array)
    return memory is not None and memory.neg


def _transform(values, conj, neg):
    if conj and values.dtype.kind == "c":
        values = np.conj(values)
    return np.negative(values) if neg else values


def numpy_of(array, force):
    """numpy() of a tensor whose array is `array`: PyTorch's refusal for a conj (neg) view, whose array
    here is a copy that NumPy users would take for the tensor's memory; with force=True, as PyTorch's
    resolve_conj().resolve_neg().numpy(), a copy of the values it shows."""
    conj, neg = bits(array)
    if force and (conj or neg):
        return np.array(array, copy=True)
    if conj:
        raise RuntimeError("Can't call numpy() on Tensor that has conjugate bit set. Use tensor.resolve_conj().numpy() "
                           "instead.")
    if neg:
        raise RuntimeError("Can't call numpy() on Tensor that has negative bit set. Use tensor.resolve_neg().numpy() "
                           "instead.")
    return array


def source_view(memory, array):
    """The view of the real memory that `array` (a view inside `memory`'s shadow) mirrors: the same
    shape and strides at the same offset from the source."""
    at = _At()
    at.array = memory.source
    offset = _address(array) - memory.__array_interface__["data"][0]
    at.__array_interface__ = _interface(array.shape, array.strides, array.dtype,
                                        _address(memory.source) + offset, not memory.source.flags.writeable)
    return np.asarray(at)


def resolved_source(array):
    """The ordinary array `array` mirrors (itself when it is not in a shadow): where a write goes."""
    memory = memory_of(array)
    return array if memory is None else source_view(memory, array)


def view(array, conj=False, neg=False):
    """`array` read conjugated (conj) and/or negated (neg), as a view: a shadow of the memory under
    it, or an ordinary view of that memory when the bits cancel (conj of a conj view)."""
    memory = memory_of(array)
    source = array
    if memory is not None:
        source = source_view(memory, array)
        conj, neg = conj != memory.conj, neg != memory.neg
    if not conj and not neg:
        return source[...]
    return _shadow(source, conj, neg)


def _shadow(source, conj, neg):
    memory = ShadowMemory()
    memory.source = source
    memory.conj, memory.neg = conj, neg
    itemsize = source.itemsize
    if source.size == 0:
        memory.buffer = np.empty(itemsize, np.uint8)
        low = 0
    else:
        low = sum((n - 1) * s for n, s in zip(source.shape, source.strides) if s < 0)
        high = sum((n - 1) * s for n, s in zip(source.shape, source.strides) if s > 0)
        memory.buffer = np.empty(high - low + itemsize, np.uint8)
    memory.__array_interface__ = _interface(source.shape, source.strides, source.dtype,
                                            _address(memory.buffer) - low, False)
    array = np.asarray(memory)
    if array.size:
        np.copyto(array, _transform(source, conj, neg))
    _register(memory)
    if not source.flags.writeable:   # (an expanded source: its shadow may not be written either)
        array.flags.writeable = False
    return array


def _root(array):
    """What owns `array`'s memory: its shadows are registered under it."""
    x = array
    while True:
        base = x.base
        if isinstance(base, np.ndarray):
            x = base
        elif type(base) is _At:
            x = base.array
        else:
            return x if base is None else base


def _register(memory):
    key = id(_root(memory.source))
    refs = _BY_STORAGE.setdefault(key, [])
    state.live += 1

    def forget(ref, key=key):
        state.live -= 1
        others = _BY_STORAGE.get(key)
        if others is not None:
            others.remove(ref)
            if not others:
                del _BY_STORAGE[key]

    refs.append(weakref.ref(memory, forget))


def after_write(array):
    """Keep shadows in step after a write into `array`: a write into a shadow goes to its source,
    then every other shadow of the same memory is refreshed."""
    written = memory_of(array)
    if written is not None:
        source = written.source
        values = np.asarray(written)
        if source.size and source.flags.writeable:
            np.copyto(source, _transform(values, written.conj, written.neg))
        root = _root(source)
    else:
        root = _root(array)
    for ref in list(_BY_STORAGE.get(id(root), ())):
        memory = ref()
        if memory is not None and memory is not written and memory.source.size:
            np.copyto(np.asarray(memory), _transform(memory.source, memory.conj, memory.neg))
