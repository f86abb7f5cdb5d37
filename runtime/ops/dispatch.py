"""The two Python override layers an op call goes through, in PyTorch's order, each behind one
flag read in the generated op (dispatch_state.state):

1. `__torch_function__`, at the op's entry (`torch.add`, `torch.matmul`, `F.linear`): the
   innermost TorchFunctionMode first, then the arguments' types that define their own
   `__torch_function__`, subclasses before their superclasses, else left to right. A handler
   returning NotImplemented passes on; if all do, PyTorch's TypeError. (route_function)
2. `__torch_dispatch__`, at the op's kernel, for the table's own ops only (composites decompose
   into them, as PyTorch's CompositeImplicitAutograd ops do): the innermost TorchDispatchMode,
   popped while its handler runs, so `func(*args)` inside reaches the next mode or the kernel;
   then the arguments' types that define `__torch_dispatch__` (wrapper subclasses). The handler's
   result stands in for the kernel's; the op's own body then records the node, marks views and
   bumps versions around it, so autograd sits above this layer as in PyTorch. (route_dispatch,
   dispatch_inplace)

Below autograd means the handler runs with grad mode off: `func(*args)` inside records nothing
and returns tensors without a grad_fn, and a wrapper subclass's backward is the op's formulas
running on wrapper tensors, each op of it dispatched again (the engine runs them on tensors).

Each route returns the state object itself when no layer takes the call: the generated op then
goes on in its own body, in the same frame (no second entry, nothing re-checked).
"""
import contextlib

from ..autograd import dispatch_state
from ..autograd import saved_tensor_hooks as _saved_hooks
from ..autograd.dispatch_state import DisableTorchFunction, DisableTorchFunctionSubclass, state
from ..autograd.grad_mode import state as _grad_state
from ..autograd.saved import SavedTensor
from ..core import creation, random
from ..core.tensor import Tensor

_CONTINUE = state


def route_function(public, args, kwargs):
    """The `__torch_function__` layer of one op call, or _CONTINUE. A composite op (one made of
    table ops) has no dispatch layer of its own; a dispatch mode sees the ops it is made of."""
    if state.all_disabled or (not state.function_modes and _plain(args) and (not kwargs or _plain(kwargs.values()))):
        return _CONTINUE  # (a subclass exists somewhere, but not among these arguments: the common case)
    overloaded = [] if state.function_disabled else overloaded_args(args, kwargs, "__torch_function__")
    if overloaded or state.function_modes:
        return call_torch_function(public, overloaded, args, kwargs)
    return _CONTINUE


def route_dispatch(fn, aten, args, kwargs, presave=None):
    """The `__torch_dispatch__` layer at an op's kernel: the mode's or the wrapper subclass's
    result (computed below autograd), or _CONTINUE for the op's own kernel. Inside vmap, the batching
    layer comes first (func/batching.py): it is below autograd too, but runs with grad mode as it is, so
    that a transform outside the vmap records the batched computation.

    `presave`: the inputs a recording op will save, in its order. Under saved-tensor hooks they are
    packed here, before the layer runs, as PyTorch's autograd layer saves before it redispatches; the
    op's own saves after the call take them (saved.SavedTensor), so each pack hook runs once."""
    if state.batching:
        routed = dispatch_state.batch_route(fn, aten, args, kwargs)
        if routed is not _CONTINUE:
            return routed
    if state.dispatch_modes or state.dispatch_subclasses:
        packed = ([(t, SavedTensor(t)) for t in presave if isinstance(t, Tensor)]
                  if presave and _saved_hooks.state.stack else None)
        routed = route_overload(op_overload(aten, fn), args, kwargs)
        if packed is not None:
            _saved_hooks.state.prepacked = packed  # (only now: a handler's own saves must not take them)
        return routed
    return _CONTINUE


def route_overload(overload, args, kwargs):
    """The `__torch_dispatch__` layer for an OpOverload object (a table op's, or a torch.library custom
    op's): the innermost mode's or a wrapper subclass's result, or _CONTINUE."""
    if state.dispatch_modes:
        return _below_autograd(_call_mode, overload, args, kwargs)
    if state.dispatch_subclasses:
        overloaded = overloaded_args(args, kwargs, "__torch_dispatch__")
        if overloaded:
            return _below_autograd(_call_dispatch_subclasses, overload, overloaded, args, kwargs)
    return _CONTINUE


def dispatch_wanted(args, kwargs):
    """Whether the `__torch_dispatch__` layer takes a call on these arguments (an in-place op asks
    first: its node must be made, and what it saves saved, before the layer writes self)."""
    if state.batching and dispatch_state.batch_wanted(args, kwargs):
        return True
    return bool(state.dispatch_modes) or (state.dispatch_subclasses
                                          and bool(overloaded_args(args, kwargs, "__torch_dispatch__")))


def dispatch_inplace(fn, aten, args, kwargs):
    """route_dispatch for an in-place op, after its node was made and what it saves was saved:
    True when a layer wrote self. The version of self goes up once, as PyTorch's ADInplaceOrView
    layer does above dispatch (a mode's `func(*args)` on self has already bumped it; a wrapper's
    handler wrote its inner tensor, not the wrapper)."""
    self = args[0]
    version = _counted(self)
    if route_dispatch(fn, aten, args, kwargs) is _CONTINUE:
        return False
    if _counted(self) == version:
        self._bump_version()
    return True


def _counted(t):
    """The value of t's version counter (None before it has one; an inference tensor has none)."""
    counter = t._version_counter
    return None if counter is None else counter.value


def _below_autograd(call, *arguments):
    """Run a handler as PyTorch runs it below its autograd and view-tracking layers: the ops it
    calls record no node and mark no view (the op above does both for the handler's result)."""
    previous = _grad_state.enabled
    _grad_state.enabled = False
    state.below += 1
    state.grad_above.append(previous)
    try:
        return call(*arguments)
    finally:
        _grad_state.enabled = previous
        state.below -= 1
        state.grad_above.pop()


@contextlib.contextmanager
def enable_reentrant_dispatch():
    """torch.overrides.enable_reentrant_dispatch: inside a __torch_dispatch__ handler, ops run as they would
    above it (autograd records them, views are marked), as PyTorch restores its state from before dispatch."""
    if not state.below:
        yield
        return
    below, enabled = state.below, _grad_state.enabled
    state.below, _grad_state.enabled = 0, state.grad_above[-1]
    try:
        yield
    finally:
        state.below, _grad_state.enabled = below, enabled


class DisableTorchDispatch:
    """torch._C._DisableTorchDispatch: no __torch_dispatch__ layer, neither modes nor subclasses, inside
    the block; a handler uses it to run an op on its own tensors' data (a subclass made with
    _make_subclass has real data). torch.utils._mode_utils.no_dispatch() is one."""

    def __enter__(self):
        self._saved = state.dispatch_modes, state.dispatch_subclasses
        state.dispatch_modes, state.dispatch_subclasses = [], False
        state.refresh()
        return self

    def __exit__(self, *exc):
        state.dispatch_modes, state.dispatch_subclasses = self._saved
        state.refresh()
        return False


def no_dispatch():
    return DisableTorchDispatch()


_PLAIN = frozenset((Tensor, int, float, bool, str, type(None)))


def _plain(values):
    """No argument can override anything: tensors of the base class, numbers, sequences of them."""
    for a in values:
        t = type(a)
        if t not in _PLAIN:
            if t is not tuple and t is not list:
                return False
            for b in a:
                if type(b) not in _PLAIN:
                    return False
    return True


def _flat(args, kwargs):
    for a in args:
        if type(a) in (list, tuple):
            yield from a
        else:
            yield a
    if kwargs:
        yield from _flat(tuple(kwargs.values()), None)


def overloaded_args(args, kwargs, hook):
    """The types among the arguments (one level into lists) that implement `hook` themselves,
    in the order PyTorch tries them: left to right, but a subclass before any of its bases."""
    ordered = []
    for a in _flat(args, kwargs):
        t = type(a)
        if t is Tensor or t in ordered:
            continue
        impl = getattr(t, hook, None)
        # (Tensor's own __torch_dispatch__, dispatch_state.default_dispatch, declines every call)
        inherited = hook == "__torch_dispatch__" and getattr(impl, "__func__", None) is dispatch_state.default_dispatch
        if impl is None or inherited or _is_disabled(t, hook):
            continue
        index = len(ordered)
        for i, seen in enumerate(ordered):
            if issubclass(t, seen):
                index = i
                break
        ordered.insert(index, t)
    return ordered


def _is_disabled(t, hook):
    return hook == "__torch_function__" and getattr(getattr(t, hook), "__func__", None) is _disabled_impl


def _disabled_impl(cls, func, types, args=(), kwargs=None):
    """nn.Parameter's __torch_function__ (torch._disabled_torch_function_impl): results are plain."""
    with DisableTorchFunctionSubclass():
        return func(*args, **(kwargs or {}))


disabled_torch_function_impl = classmethod(_disabled_impl)


def call_torch_function(public, overloaded, args, kwargs):
    """torch.overrides.handle_torch_function's work: modes, then the overloaded types."""
    kwargs = kwargs or {}
    types = tuple(overloaded)
    if state.function_modes:
        mode = state.function_modes.pop()
        state.refresh()
        try:
            result = mode.__torch_function__(public, types, args, kwargs)
        finally:
            state.function_modes.append(mode)
            state.refresh()
        if result is not NotImplemented:
            return result
    for t in overloaded:
        result = t.__torch_function__(public, types, args, kwargs)
        if result is not NotImplemented:
            return result
    if not overloaded:  # only a mode, and it declined: the function itself
        with DisableTorchFunctionSubclass():
            return public(*args, **kwargs)
    raise TypeError(f"Multiple dispatch failed for '{qualified_name(public)}'; all __torch_function__ handlers "
                    "returned NotImplemented:\n\n"
                    + "".join(f"  - tensor subclass {t}\n" if issubclass(t, Tensor) else f"  - class {t}\n"
                              for t in overloaded)
                    + "\nFor more information, try re-running with TORCH_LOGS=not_implemented")


def qualified_name(func):
    """How PyTorch names a function in its messages: torch.add, torch.nn.functional.linear."""
    module = getattr(func, "__module__", "") or ""
    name = getattr(func, "__name__", repr(func))
    if module.startswith("gradtable.nn.functional"):
        return f"torch.nn.functional.{name}"
    if module.startswith("gradtable.generated") or module == "gradtable":
        import gradtable  # (function-level: the package imports this floor)
        if getattr(gradtable, name, None) is func:
            return f"torch.{name}"
        return f"torch.Tensor.{name}"
    return f"{module.replace('gradtable', 'torch', 1)}.{name}"


def _call_mode(op, args, kwargs):
    mode = state.dispatch_modes.pop()
    state.refresh()
    try:
        result = mode.__torch_dispatch__(op, (), args, kwargs)
    finally:
        state.dispatch_modes.append(mode)
        state.refresh()
    if result is NotImplemented:
        raise TypeError(f"Multiple dispatch failed for {op}; all __torch_dispatch__ handlers returned "
                        f"NotImplemented:\n\n  - mode object {mode}\n")
    return result


def _call_dispatch_subclasses(op, overloaded, args, kwargs):
    types = tuple(overloaded)
    for t in overloaded:
        result = t.__torch_dispatch__(op, types, args, kwargs or {})
        if result is not NotImplemented:
            return result
    raise TypeError(f"Multiple dispatch failed for '{op}'; all __torch_dispatch__ handlers returned "
                    "NotImplemented:\n\n" + "".join(f"  - tensor subclass {t}\n" for t in overloaded))


class OpOverloadPacket:
    """torch._ops.OpOverloadPacket: `aten.mm`, the op whatever its overload (what FlopCounterMode
    keys on). Its overloads are attributes: `aten.add.Tensor`."""

    def __init__(self, name):
        self._qualified_op_name = f"aten::{name}"
        self.__name__ = name
        self._overloads = {}

    def __getattr__(self, overload):
        if overload.startswith("__"):
            raise AttributeError(overload)
        op = self._overloads.get(overload)
        if op is None:
            fn = _functions().get(f"{self.__name__}.{overload}")
            if fn is None:
                raise AttributeError(f"The underlying op of '{self}' has no overload name '{overload}'")
            op = self._overloads[overload] = OpOverload(self, overload, fn)
        return op

    def overloads(self):
        return [k.split(".", 1)[1] for k in _functions() if k.split(".", 1)[0] == self.__name__]

    def __call__(self, *args, **kwargs):
        return getattr(self, self.overloads()[0])(*args, **kwargs)

    def __str__(self):
        return f"aten.{self.__name__}"

    def __repr__(self):
        return f"<OpOverloadPacket(op='aten.{self.__name__}')>"


class OpOverload:
    """torch._ops.OpOverload: one table op as a dispatch mode sees it (`aten.mm.default`).
    Calling it runs the op below the __torch_function__ layer, under the remaining modes."""

    def __init__(self, packet, overload, fn):
        self.overloadpacket = self._overloadpacket = packet
        self._overloadname = overload
        self._fn = fn
        self.__name__ = f"{packet.__name__}.{overload}"

    def name(self):
        base = packet_name = self.overloadpacket._qualified_op_name
        return base if self._overloadname == "default" else f"{packet_name}.{self._overloadname}"

    def __call__(self, *args, **kwargs):
        with DisableTorchFunction():
            return self._fn(*args, **kwargs)

    def __str__(self):
        return f"aten.{self.__name__}"

    def __repr__(self):
        return f"<OpOverload(op='aten.{self.overloadpacket.__name__}', overload='{self._overloadname}')>"


_packets = {}


def packet(name):
    p = _packets.get(name)
    if p is None:
        p = _packets[name] = OpOverloadPacket(name)
    return p


def op_overload(aten, fn):
    """The OpOverload for `name.overload` (one object per op, so `func is aten.mm.default` holds)."""
    name, overload = aten.split(".", 1)
    p = packet(name)
    op = p._overloads.get(overload)
    if op is None:
        op = p._overloads[overload] = OpOverload(p, overload, fn)
    return op


# aten ops that query a tensor's metadata (PyTorch dispatches them for wrappers made with a
# dispatch_sizes_strides_policy) or read its one value. gradtable answers these questions itself and
# never dispatches them; they exist so that a __torch_dispatch__ handler written for PyTorch can name
# them (`func is torch.ops.aten.sym_size.default`) and call them.
def route_factory(fn, aten, size, kwargs, requires_grad):
    """A factory function called under a TorchDispatchMode: the mode sees aten.<name>.default(size,
    dtype=...), and requires_grad is set on its result above dispatch, as PyTorch's binding sets it."""
    result = _below_autograd(_call_mode, op_overload(aten, fn), (list(size),), kwargs)
    if requires_grad:
        result.requires_grad_(True)
    return result


dispatch_state.route_factory = route_factory


def route_new(aten, self, size, fill_value, dtype, requires_grad):
    """`x.new_zeros(size)` and its kin: aten.new_zeros(x, size), which x's __torch_dispatch__ (a
    wrapper subclass such as LoggingTensor makes the new tensor its own kind) or a mode may take, as
    PyTorch's dispatcher sends it there; dtype is passed only when given, pin_memory always, as
    PyTorch's binding passes them."""
    kernel = _FACTORIES[aten]
    args = (self, list(size), *fill_value)
    kwargs = {"pin_memory": False} if dtype is None else {"dtype": dtype, "pin_memory": False}
    result = route_dispatch(kernel, aten, args, kwargs)
    if result is _CONTINUE:
        result = kernel(*args, **kwargs)
    if requires_grad:
        result.requires_grad_(True)
    return result

_METADATA_OPS = {
    "sym_size.default": lambda self: self.size(),
    "sym_size.int": lambda self, dim: self.size(dim),
    "sym_stride.default": lambda self: self.stride(),
    "sym_stride.int": lambda self, dim: self.stride(dim),
    "sym_numel.default": lambda self: self.numel(),
    "sym_storage_offset.default": lambda self: self.storage_offset(),
    "_local_scalar_dense.default": lambda self: self.item(),
}


def _like_self(make):
    """aten.new_zeros and its kin: make(size, ...) with self's dtype unless one is given."""
    def kernel(self, size, *fill_value, dtype=None, layout=None, device=None, pin_memory=None):
        return make(tuple(size), *fill_value, dtype=self.dtype if dtype is None else dtype)
    return kernel


# The factories a dispatch mode sees (core/creation.py and core/random.py route them under a mode), and
# the `x.new_*` ones, which a wrapper subclass sees too: they take x (route_new).
_FACTORIES = {"rand.default": random.rand, "randn.default": random.randn, "zeros.default": creation.zeros,
              "ones.default": creation.ones, "empty.memory_format": creation.empty,
              "new_zeros.default": _like_self(creation.zeros), "new_ones.default": _like_self(creation.ones),
              "new_empty.default": _like_self(creation.empty), "new_full.default": _like_self(creation.full)}
_all_functions = None


def _functions():
    """`name.overload` -> op, for every table op (generated.ops.ATEN) and the metadata queries above."""
    global _all_functions
    if _all_functions is None:
        from ..generated import ops  # (function-level: generated imports this module)
        _all_functions = {**ops.ATEN, **_METADATA_OPS, **_FACTORIES}
    return _all_functions


class _Aten:
    """`gradtable.ops.aten`: the table's ops by PyTorch's names (torch.ops.aten)."""

    def __getattr__(self, name):
        if name in _packets:  # (also the hand-written ops a dispatch layer sees: aten.detach)
            return _packets[name]
        if name.startswith("__") or not any(k.split(".", 1)[0] == name for k in _functions()):
            raise AttributeError(f"'_OpNamespace' 'aten' object has no attribute '{name}'")
        return packet(name)


aten = _Aten()
