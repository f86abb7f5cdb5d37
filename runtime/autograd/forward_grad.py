"""Forward-mode AD's machinery: the active dual level and the tangents tensors carry at it.

A tensor's tangent lives in its `_fw_grad` slot. Generated ops (generated/ops.py) read one
flag, `state.active`, and only when it is set do they call their forward formula
(generated/forward.py), which computes the output's tangent from the inputs' tangents with
gradtable ops. While a formula runs the flag is off, so the ops it calls do not propagate
tangents of their own. As in PyTorch there is one dual level at a time; when it exits, every
tangent made at it is dropped. The public API is autograd/forward_ad.py.
"""
import weakref

import numpy as np

from ..core.dtypes import INEXACT_KINDS, from_numpy
from ..core.shadows import bits as shadow_bits
from ..core.shadows import state as _shadow_state
from ..core.tensor import Tensor
from .dispatch_state import is_batched
from .forward_layout import laid_out_as, same_layout, zeros_laid_out_as


class _State:
    """Process-wide, as PyTorch's forward AD levels are (not per thread)."""

    def __init__(self):
        self.level = None     # the index of the active dual level, or None
        self.active = False   # a level is active and tangents are being propagated now
        self.duals = []       # weak references to every tensor given a tangent at this level
        self.enabled = True   # forward grad mode (torch._C._set_fwd_grad_enabled): off, no op propagates


def set_enabled(enabled):
    """Forward grad mode, PyTorch's torch._C._set_fwd_grad_enabled: off, no op propagates tangents,
    as grad mode off records no graph."""
    state.enabled = bool(enabled)
    state.active = state.level is not None and state.enabled


state = _State()

#: The tangent slot of unpack_dual's primal: "no tangent, and do not look at your base's".
NOT_A_FORWARD_VIEW = object()


def tangent_of(x):
    """x's tangent at the active level, or None. A view whose base got a tangent after the
    view was made gets, on first use, the same view of the base's tangent (as in PyTorch)."""
    if type(x) is not Tensor and not isinstance(x, Tensor):
        return None
    t = x._fw_grad
    if t is None:
        base = x._base
        if base is not None and base._fw_grad is not None and base._fw_grad is not NOT_A_FORWARD_VIEW:
            t = _view_of_tangent(x, base._fw_grad)
            set_tangent(x, t)
        return t
    return None if t is NOT_A_FORWARD_VIEW else t


def _view_of_tangent(view, base_tangent):
    """The base's tangent seen through the same view ops that made `view` from its base."""
    with paused():
        return view._view.rebuild(base_tangent)


def set_tangent(x, tangent):
    x._fw_grad = tangent
    state.duals.append(weakref.ref(x))


def any_tangent(*inputs):
    for x in inputs:
        if type(x) in (list, tuple):
            if any(tangent_of(t) is not None for t in x):
                return True
        elif tangent_of(x) is not None:
            return True
    return False


def zero_tangent(x):
    """The tangent an input without one stands for (PyTorch uses an efficient zero tensor);
    an absent optional tensor (None) stays None, a number's tangent is 0."""
    if isinstance(x, Tensor):
        return Tensor._make(np.zeros_like(x._data))
    return None if x is None else 0.0


def tangents_of(xs):
    """Tangents of a Tensor[] argument (zeros where an element has none), or None if none has one."""
    tangents = [tangent_of(x) for x in xs]
    if all(t is None for t in tangents):
        return None
    return [zero_tangent(x) if t is None else t for x, t in zip(xs, tangents)]


class paused:
    """Run forward formulas (and anything else) without propagating tangents."""

    def __enter__(self):
        self._previous = state.active
        state.active = False

    def __exit__(self, *exc):
        state.active = self._previous
        return False


def _fit(result, tangent, inputs_tangents, may_alias):
    """The formula's value made into a tangent for `result`: its shape and dtype, and its own
    memory unless the op is a view op (whose tangent is the same view of the input's)."""
    if tangent is None:
        return None
    if is_batched(tangent):
        return _fit_batched(result, tangent, inputs_tangents, may_alias)
    data = tangent._data if isinstance(tangent, Tensor) else np.asarray(tangent)
    shape, dtype = result._data.shape, result._data.dtype
    if data.shape != shape:
        data = np.broadcast_to(data, shape)
        tangent = None
    if data.dtype != dtype:
        data = data.real.astype(dtype) if data.dtype.kind == "c" and dtype.kind != "c" else data.astype(dtype)
        tangent = None
    if tangent is not None and _shadow_state.live and shadow_bits(data) != (False, False):
        tangent = None   # a conj / neg view made by the formula: a tangent holds its values as they read
    if tangent is None:
        return Tensor._make(np.array(data, copy=True) if not data.flags.owndata or not data.flags.writeable else data)
    if not may_alias:
        for t in inputs_tangents:
            # (a batched input tangent's values are the batch's: only itself can be this unbatched one)
            if isinstance(t, Tensor) and (t is tangent if is_batched(t) else np.may_share_memory(t._data, data)):
                with paused():
                    from ..generated import ops
                    return ops.clone(tangent)
    return tangent


def _fit_batched(result, tangent, inputs_tangents, may_alias):
    """_fit for a tangent inside vmap (jacfwd's basis): its values are the batch's, so it is fitted
    with ops (which batch), and copied when it is an input's tangent itself."""
    from ..generated import ops  # (the generated ops import this module)
    with paused():
        if tangent._data.shape != result._data.shape:
            tangent = ops.expand(tangent, result._data.shape)
        if tangent._data.dtype != result._data.dtype:
            tangent = ops._to_copy(tangent, dtype=from_numpy(result._data.dtype))
        if not may_alias and any(t is tangent for t in inputs_tangents):
            tangent = ops.clone(tangent)
    return tangent


def set_result_tangents(results, tangents, inputs):
    """Give each floating-point output its tangent (None leaves an output without one).
    `inputs` are the op's differentiable inputs, or None for a view op: a tangent that shares
    memory with an input's tangent is copied unless the op is a view op."""
    if tangents is None:
        return
    inputs_tangents = ()
    if inputs is not None:
        inputs_tangents = [t for x in inputs for t in ((tangent_of(e) for e in x) if type(x) in (list, tuple)
                                                       else (tangent_of(x),))]
    for r, t in zip(results, tangents):
        if r is None or t is None or r._data.dtype.kind not in INEXACT_KINDS:
            continue
        set_tangent(r, _fit(r, t, inputs_tangents, inputs is None))


def unsupported(op, *inputs):
    """An op with no forward formula, called with a dual input (PyTorch's error)."""
    if any_tangent(*inputs):
        raise NotImplementedError(f"Trying to use forward AD with {op} that does not support it because it has not "
                                  "been implemented yet.\nPlease file an issue to PyTorch at "
                                  "https://github.com/pytorch/pytorch/issues/new?template=feature-request.yml so "
                                  "that we can prioritize its implementation or submit a PR adding the "
                                  "implementation to derivatives.yaml")


def update_inplace_tangent(self, tangent):
    """After an in-place op: self's tangent becomes `tangent`, written into self's existing
    tangent (so views of it, and the base's, see the change) or made for it. A view's first
    tangent gives its base one too (zeros elsewhere), of which the view's is the same view, so that
    the base sees the change; a tangent laid out as both of them is shared as it is (PyTorch's)."""
    if tangent is None:
        return
    own = tangent_of(self)
    with paused():
        from ..generated import ops
        if own is not None:
            if own is not tangent:
                ops.copy_(own, tangent)
            return
        fitted = _fit(self, tangent, (), True)
        if fitted is tangent:   # a tangent of its own: never the memory of another tensor's tangent
            fitted = ops.clone(fitted)
        base = self._base
        if base is not None and self._fw_grad is not NOT_A_FORWARD_VIEW and tangent_of(base) is None:
            if same_layout(fitted, base) and same_layout(fitted, self):
                set_tangent(base, fitted)
            else:
                base_tangent = zeros_laid_out_as(fitted, base)
                set_tangent(base, base_tangent)
                view = _view_of_tangent(self, base_tangent)
                ops.copy_(view, fitted)
                fitted = view
        set_tangent(self, laid_out_as(fitted, self))


def inplace(fn, jvp, self, *args, **kwargs):
    """An in-place op called with a tangent somewhere: run it with tangents paused, then
    compute self's new tangent from its old value (kept here) and write it."""
    with paused():
        from ..generated import ops
        old = ops.clone(self)
    old._fw_grad = tangent_of(self)
    with paused():
        fn(self, *args, **kwargs)
    tangents = jvp(self, old, *args, **kwargs)
    if tangents is not None:
        update_inplace_tangent(self, tangents[0])
    return self


def inplace_view(fn, self, *args, **kwargs):
    """An in-place op that changes self's shape (unsqueeze_, t_) on a tensor with a tangent: the same
    op on the tangent too, so that it keeps self's shape (the op is linear and changes no value)."""
    with paused():
        fn(self, *args, **kwargs)
        tangent = tangent_of(self)
        if tangent is not None:
            fn(tangent, *args, **kwargs)
    return self


def exit_level():
    """Drop every tangent made at the level that ends."""
    for ref in state.duals:
        t = ref()
        if t is not None:
            t._fw_grad = None
    state.duals = []
    state.level = None
    state.active = False
