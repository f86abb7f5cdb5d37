"""Tensor._view_func: a view's replay on another base, its ops' arguments visited (PyTorch's view_fn).

A view remembers how to rebuild itself from its base as a chain of steps (views.py ViewInfo.replay). A
generated view op records its step as a ViewFunc (views.py): the op and its arguments as values, not a
closure, so the step can say which of its arguments PyTorch's schema types SymInt (select's index, view's
sizes) or Tensor (slice_inverse's src) and be redone with other values. Tensor._view_func(new_base,
symint_visitor_fn, tensor_visitor_fn) replays a view's chain on another base, each such value first passed
through the visitor; the view's own steps never change.

PyTorch keeps a view's ops (its view_fn) only when view replay is forced
(autograd._force_original_view_tracking), when the op changes what the memory means (view_as_real, a conj
view) or when the base is a subclass with its own __torch_dispatch__; other views are rebuilt with one
as_strided over the base's memory. gradtable keeps every step (autograd needs them), marks each with
`kept` as PyTorch would have, and _view_func rebuilds PyTorch's chain from the marks: as_strided alone
when no step is kept, and an as_strided step bridging a gap between kept steps, which the visitor sees too.
"""
import operator

from ..autograd.grad_mode import no_grad
from ..generated import ops
from .tensor import Tensor
from .views import ViewFunc

#: What a visitor's value may not be, in PyTorch's words (pybind11 failing to convert it to a C++ SymInt).
_CAST = ("Unable to cast Python instance of type {} to C++ type '?' (#define PYBIND11_DETAILED_ERROR_MESSAGES or "
         "compile in debug mode for details)")


def _as_strided_step(tensor):
    """The step PyTorch puts where it kept no view function: as_strided to `tensor`'s geometry."""
    return ViewFunc(ops.as_strided, (tuple(tensor.shape), tensor.stride(), tensor.storage_offset()),
                    symints=(0, 1, 2))


def _torch_chain(view):
    """The steps of PyTorch's view function for `view`, or None when PyTorch keeps none. A step gradtable
    keeps but PyTorch does not is bridged by as_strided to the geometry of the tensor after it (or, before a
    kept step, of the tensor it viewed): replayed on the view's own base, which gives those tensors again."""
    steps = view._view.replay
    kept = [getattr(step, "kept", True) for step in steps]   # (restride's back-to-old-shape steps are closures)
    if not any(kept):
        return None
    if all(kept):
        return list(steps)
    with no_grad():
        seen = [view._base]
        for step in steps:
            seen.append(step(seen[-1]))
    chain = None
    for k, step in enumerate(steps):
        if kept[k]:
            if chain is None:
                chain = [] if k == 0 else [_as_strided_step(seen[k])]
            chain.append(step)
        elif chain is not None:
            chain.append(_as_strided_step(seen[k + 1]))
    return chain


def _visited(values, visitor, convert):
    """values passed through visitor, each new one converted as the step takes it (PyTorch's refusals)."""
    if not callable(visitor):
        raise RuntimeError(f"Object of type '{type(visitor).__name__}' is not an instance of 'function'")
    return [convert(visitor(value)) for value in values]


def _symint(value):
    """A visitor's SymInt as an int: an int or anything with __index__ (a NumPy or one-element integer tensor),
    not a bool, a float or a float tensor."""
    try:
        if isinstance(value, bool):
            raise TypeError
        number = operator.index(value)
    except (TypeError, RuntimeError):
        raise RuntimeError(_CAST.format(type(value))) from None
    if not -2 ** 63 <= number < 2 ** 63:
        raise ValueError("Overflow when unpacking long long")
    return number


def _tensor(value):
    if value is None:
        raise RuntimeError("Expected a proper Tensor but got None (or an undefined Tensor in C++) for argument #1 "
                           "'src'")
    if not isinstance(value, Tensor):
        raise RuntimeError(_CAST.format(type(value)))
    return value


def _same_meta(a, b):
    """PyTorch's has_same_meta: the same sizes, strides (except along dims of size 0 or 1), storage offset and
    conj and neg bits. dtype is not compared."""
    if a.shape != b.shape or a.storage_offset() != b.storage_offset():
        return False
    if any(n > 1 and s != t for n, s, t in zip(a.shape, a.stride(), b.stride())):
        return False
    return a.is_conj() == b.is_conj() and a.is_neg() == b.is_neg()


def replay_view(view, new_base, symint_visitor_fn=None, tensor_visitor_fn=None, check_meta=True):
    """`view` rebuilt from new_base as PyTorch's view function rebuilds it (None for a tensor that is not a
    view, or, with check_meta, a new_base laid out unlike view's base). A visitor maps each SymInt (tensor)
    argument of the chain's steps, in order, to the value this one replay uses."""
    if not isinstance(new_base, Tensor):
        raise TypeError(f"_view_func(): argument 'new_base' (position 1) must be Tensor, not "
                        f"{type(new_base).__name__}")
    if view._base is None or view._view is None:
        return None
    if check_meta and not _same_meta(new_base, view._base):
        return None
    chain = _torch_chain(view)
    if chain is None:
        return ops.as_strided(new_base, tuple(view.shape), view.stride(), view.storage_offset())
    if symint_visitor_fn is not None or tensor_visitor_fn is not None:
        symints = [value for step in chain for value in _state(step, "symints")]
        tensors = [value for step in chain for value in _state(step, "tensors")]
        if symint_visitor_fn is not None:
            symints = _visited(symints, symint_visitor_fn, _symint)
        if tensor_visitor_fn is not None:
            tensors = _visited(tensors, tensor_visitor_fn, _tensor)
        chain = [_restated(step, symints, tensors) for step in chain]
    out = new_base
    for step in chain:
        out = step(out)
    return out


def _state(step, kind):
    return getattr(step, kind)() if isinstance(step, ViewFunc) else []


def _restated(step, symints, tensors):
    """step with its values taken from the front of symints and tensors (consumed)."""
    if not isinstance(step, ViewFunc):
        return step
    n, m = len(step.symints()), len(step.tensors())
    new = step.with_state(symints[:n], tensors[:m])
    del symints[:n], tensors[:m]
    return new


_ABSENT = object()


def _view_func(self, new_base=_ABSENT, symint_visitor_fn=None, tensor_visitor_fn=None):
    """Tensor._view_func: this view rebuilt from new_base (None unless new_base is laid out as this view's base
    is, and this tensor is a view). See replay_view."""
    return replay_view(self, _given(new_base), symint_visitor_fn, tensor_visitor_fn)


def _view_func_unsafe(self, new_base=_ABSENT, symint_visitor_fn=None, tensor_visitor_fn=None):
    """Tensor._view_func_unsafe: _view_func without comparing new_base's layout with the base's."""
    return replay_view(self, _given(new_base), symint_visitor_fn, tensor_visitor_fn, check_meta=False)


def _given(new_base):
    if new_base is _ABSENT:   # (PyTorch's argument parser words it so; both methods share its signature)
        raise TypeError('_view_func() missing 1 required positional arguments: "new_base"')
    return new_base


Tensor._view_func = _view_func
Tensor._view_func_unsafe = _view_func_unsafe
