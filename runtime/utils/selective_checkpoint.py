"""Selective activation checkpointing: save some ops' results, recompute the rest.

    context_fn = functools.partial(create_selective_checkpoint_contexts, [torch.ops.aten.mm.default])
    out = checkpoint(fn, x, use_reentrant=False, context_fn=context_fn)

PyTorch runs the two contexts as TorchDispatchModes below autograd: in the forward every op's
output is stored or marked for recomputation, as the policy says; in the recomputation a stored
op is not run, its output comes from the store. gradtable's ops are seen above autograd
(autograd.op_interception), so a stored op must also keep what its own backward node saves:
while a policy-visible op runs in the checkpointed forward, its saves are held back; if the
policy says SAVE they are kept for real (the checkpoint never sees them and never asks the
recomputation for them), otherwise they go on to the checkpoint's hooks as ordinary saves, in
order. In the recomputation a stored op returns its stored result, linked into the (never
differentiated) recomputed graph so later ops record and save as they did in the forward.

Ops: what the policy sees is the OpOverload of gradtable.ops.aten (ops/dispatch.py) that a
TorchDispatchMode sees for the call, the same object: `x / 2` is aten.div.Tensor, `x ** 2`
aten.pow.Tensor_Scalar, `x.sum(0)` aten.sum.dim_IntList. A policy may compare it with an overload
(`op == aten.mm.default`, `op in [...]`) or its packet (`op.overloadpacket == aten.mm`), and an op
list matches overloads exactly, as PyTorch's does (`aten.div.Tensor` does not stand for
`aten.div.Tensor_mode`); the list may also name an op's function (gradtable.mm: its first overload).
Composite ops of the
table (matmul, linear, in-place forms) are not seen themselves: the ops they are built from are,
as PyTorch's CompositeImplicit ops decompose before its dispatch modes (matmul of matrices is
aten.mm there and here).
"""
import enum
import threading
from collections import defaultdict

from ..autograd import op_interception
from ..autograd import saved_tensor_hooks as _hooks
from ..autograd.node import Node
from ..core.tensor import Tensor
from ..generated import ops as _ops
from ..ops.dispatch import OpOverload, OpOverloadPacket, op_overload, packet
from ..ops.op_support import select_overload


class CheckpointPolicy(enum.Enum):
    """What selective checkpointing does with an op's output: save it (MUST_/PREFER_SAVE) or
    recompute it in backward (MUST_/PREFER_RECOMPUTE). MUST_ is a hint that no other system
    (torch.compile) may override; eager runs treat MUST_ and PREFER_ alike. CPU offloading is a
    GPU feature: on gradtable's CPU it means recompute, as in PyTorch's eager mode."""

    MUST_SAVE = 0
    PREFER_SAVE = 1
    MUST_RECOMPUTE = 2
    PREFER_RECOMPUTE = 3
    MUST_CPU_OFFLOAD = 4
    PREFER_CPU_OFFLOAD = 5


class SelectiveCheckpointContext:
    """What a policy function gets first: the op's output (is_recompute is always False: the
    policy is only asked in the forward)."""

    def __init__(self, *, is_recompute, op_output=None):
        self.is_recompute = is_recompute
        self.op_output = op_output


_SAVE = (CheckpointPolicy.MUST_SAVE, CheckpointPolicy.PREFER_SAVE)
_RECOMPUTE = object()
_CONSUMED = object()
_MISMATCH = ("This can happen if the operations in the checkpointed region are nondeterministic or depend on "
             "global state that changed between forward and backward.")
_IGNORED = {"detach"}


_aten_names = {}  # table function -> "name.overload", from generated.ops.ATEN (built on first use)


def overload_of(fn, args=None, kwargs=None):
    """The OpOverload a policy sees for a call of a table op: for a function of several overloads the
    one the call selects (args given), else the function's own entry in ops.ATEN; a function that has
    none stands for the first overload of its name."""
    if not _aten_names:
        _aten_names.update({function: name for name, function in _ops.ATEN.items()})
    overloads = getattr(_ops, fn.__name__ + "_overloads", None)
    if overloads is not None and args is not None:
        try:
            fn = select_overload(fn.__name__, overloads, args, kwargs or {})
        except TypeError:
            pass  # (the call itself raises PyTorch's error when it runs)
    name = _aten_names.get(fn)
    if name is not None:
        return op_overload(name, fn)
    ops_of_name = packet(op_interception.op_name(fn))
    return getattr(ops_of_name, ops_of_name.overloads()[0])


def create_selective_checkpoint_contexts(policy_fn_or_list, allow_cache_entry_mutation=False):
    """The (forward, recompute) context pair for checkpoint(context_fn=...): ops in the list (or for
    which policy_fn(ctx, op, *args, **kwargs) says SAVE) are stored in the forward and not rerun."""
    if isinstance(policy_fn_or_list, list):
        ops = []
        for op in policy_fn_or_list:
            if op_interception.is_table_op(op):
                op = overload_of(op)
            if not isinstance(op, OpOverload):
                extra = ("Please update the OpOverloadPacket to a specific OpOverload.For example, if you have "
                         "`torch.ops.aten.mm`, change it to `torch.ops.aten.mm.default`."
                         if isinstance(op, OpOverloadPacket) else "")
                raise ValueError(f"Expected op in `op_list` to be an OpOverload but got: {op} of type {type(op)}. "
                                 f"{extra}")
            ops.append(op)

        def policy_fn(ctx, op, *args, **kwargs):
            return CheckpointPolicy.MUST_SAVE if op in ops else CheckpointPolicy.PREFER_RECOMPUTE
    elif callable(policy_fn_or_list):
        policy_fn = policy_fn_or_list
    else:
        raise TypeError("policy_fn_or_list must be either a function or a list of ops.")
    storage = defaultdict(dict)
    return _Caching(policy_fn, storage), _Cached(storage, allow_cache_entry_mutation)


def _visible(fn):
    """Ops the policy sees: those that compute (or pick an overload that does); composites and
    in-place forms are seen through the ops they call."""
    names = fn.__code__.co_names
    return (("make_result" in names or "must_record" in names or (fn.__doc__ or "").startswith("One of:"))
            and op_interception.op_name(fn) not in _IGNORED)


class _Interceptor:
    """A context manager that installs self.intercept for the ops of this thread; ops run inside
    a seen op (its own building blocks) are not seen again."""

    def __enter__(self):
        self._thread = threading.get_ident()
        self._inside = False
        self.counter = defaultdict(int)
        op_interception.add(self._dispatch)
        return self

    def __exit__(self, *exc):
        op_interception.remove(self._dispatch)
        return False

    def _dispatch(self, fn, args, kwargs, proceed):
        if self._inside or threading.get_ident() != self._thread or not _visible(fn):
            return proceed()
        op = overload_of(fn, args, kwargs)
        index = self.counter[op]
        self.counter[op] += 1
        self._inside = True
        try:
            return self.intercept(op, index, args, kwargs, proceed)
        finally:
            self._inside = False


class _Caching(_Interceptor):
    """The forward context: run each op, ask the policy, store the output of those to save."""

    def __init__(self, policy_fn, storage):
        self.policy_fn = policy_fn
        self.storage = storage

    def intercept(self, op, index, args, kwargs, proceed):
        outer = _hooks.current()
        held = []
        _hooks.push(lambda tensor: held.append(_Held(tensor)) or held[-1], _Held.unpack)
        try:
            out = proceed()
        finally:
            _hooks.pop()
        policy = self.policy_fn(SelectiveCheckpointContext(is_recompute=False, op_output=out), op, *args, **kwargs)
        if isinstance(policy, bool):
            policy = CheckpointPolicy.MUST_SAVE if policy else CheckpointPolicy.PREFER_RECOMPUTE
        if policy in _SAVE:
            self.storage[op][index] = _Stored(out)
        else:
            self.storage[op][index] = _RECOMPUTE
            for holder in held:
                holder.forward_to(outer)
        return out


class _Held:
    """A tensor saved inside a seen op: kept as it is (SAVE) or handed on to the hooks outside."""

    __slots__ = ("tensor", "outer", "packed")

    def __init__(self, tensor):
        self.tensor = tensor
        self.outer = None

    def forward_to(self, outer):
        if outer is not None:
            self.outer = outer
            self.packed = outer[0](self.tensor)
            self.tensor = None

    def unpack(self):
        return self.tensor if self.outer is None else self.outer[1](self.packed)


class _Stored:
    """A saved op output (its tensors detached), with their versions to detect mutation."""

    def __init__(self, out):
        self.out = out
        items = out if isinstance(out, tuple) else (out,)
        self.tensors = [(t.detach(), t._version, t._requires_grad) if isinstance(t, Tensor) else t for t in items]

    def value(self, allow_mutation, args):
        items = []
        for entry in self.tensors:
            if not isinstance(entry, tuple):
                items.append(entry)
                continue
            tensor, version, requires_grad = entry
            if not allow_mutation and tensor._version != version:
                raise RuntimeError("Tensor cached during selective activation checkpoint has been mutated")
            items.append((tensor, requires_grad))
        fresh = [t.detach() if isinstance(t, Tensor) else t for t, _ in (i for i in items if isinstance(i, tuple))]
        linked = [t for t, (_, grad) in zip(fresh, [i for i in items if isinstance(i, tuple)]) if grad]
        if linked:  # later ops must record (and save) as in the forward
            _StoredOutputBackward().connect([a for a in args if isinstance(a, Tensor)], linked)
        fresh = iter(fresh)
        result = [next(fresh) if isinstance(i, tuple) else i for i in items]
        if not isinstance(self.out, tuple):
            return result[0]
        return type(self.out)(*result) if hasattr(self.out, "_fields") else type(self.out)(result)


class _StoredOutputBackward(Node):
    """Stands, in the recomputed graph, for an op whose output came from the store."""

    def apply(self, grads):
        raise RuntimeError("selective checkpoint: the recomputed graph is not differentiated")


class _Cached(_Interceptor):
    """The recompute context: stored ops return their stored output, the others run."""

    def __init__(self, storage, allow_cache_entry_mutation):
        self.storage = storage
        self.allow_cache_entry_mutation = allow_cache_entry_mutation

    def intercept(self, op, index, args, kwargs, proceed):
        entries = self.storage.get(op)
        if entries is None:
            raise RuntimeError(f"{op} encountered during backward but not found in storage. {_MISMATCH}")
        entry = entries.get(index)
        if entry is None:
            raise RuntimeError(f"{op} invocation index {index} encountered during backward but not found in "
                               f"storage. {_MISMATCH}")
        if entry is _CONSUMED:
            raise RuntimeError("Trying to backward an extra time. You are only allowed to backward once on any "
                               "region computed under selective activation checkpoint.")
        if entry is _RECOMPUTE:
            return proceed()
        entries[index] = _CONSUMED
        return entry.value(self.allow_cache_entry_mutation, args)
