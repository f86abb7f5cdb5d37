"""Selective activation checkpointing: save some ops' results, recompute the rest.

    context_fn = functools.partial(create_selective_checkpoint_contexts, [torch.ops.aten.mm.default])
    out = checkpoint(fn, x, use_reentrant=False, context_fn=context_fn)

As in PyTorch, the two contexts are TorchDispatchModes, below autograd: in the forward
(_CachingTorchDispatchMode) every op runs, and its output is stored (detached, with its version)
or marked for recomputation, as the policy says; in the recomputation (_CachedTorchDispatchMode)
a stored op is not run, its output comes from the store. Autograd, above both, records every op
and saves what it saves in the forward and in the recomputation alike, so the checkpoint's count
of saved tensors matches; a stored op's saves are simply the stored values again.

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
from collections import defaultdict

from ..autograd import op_interception
from ..core.tensor import Tensor
from ..generated import ops as _ops
from ..ops.dispatch import OpOverload, OpOverloadPacket, op_overload, packet
from ..ops.op_support import select_overload
from ..ops.subclass import DETACH
from ._python_dispatch import TorchDispatchMode


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

#: Ops selective checkpointing lets through without counting or storing them: detach (the checkpoint
#: detaches a different number of times in the forward and in the recomputation). PyTorch also lists
#: the metadata queries (size, stride, numel, ...), which never reach a dispatch layer here.
SAC_IGNORED_OPS = {DETACH}


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
    return _CachingTorchDispatchMode(policy_fn, storage), _CachedTorchDispatchMode(None, storage,
                                                                                   allow_cache_entry_mutation)


def _map(fn, out, kind):
    """fn applied to each `kind` object of an op's output (one, or a tuple / list / named tuple of them)."""
    if isinstance(out, kind):
        return fn(out)
    if isinstance(out, (tuple, list)):
        items = [_map(fn, item, kind) for item in out]
        return type(out)(*items) if hasattr(out, "_fields") else type(out)(items)
    return out


class _VersionWrapper:
    """A stored tensor (detached: the store must not keep the forward's graph alive through the
    checkpoint's hooks) with its version when stored, to refuse one mutated since."""

    __slots__ = ("val", "version")

    def __init__(self, val):
        self.val = val
        self.version = val._version

    def get_val(self, allow_cache_entry_mutation):
        if not allow_cache_entry_mutation and self.val._version != self.version:
            raise RuntimeError("Tensor cached during selective activation checkpoint has been mutated")
        return self.val


class _CachingTorchDispatchMode(TorchDispatchMode):
    """The forward context: run each op, ask the policy, store the output of those to save. Each
    op's calls are numbered (storage[op][n]) so the recomputation finds the n-th call's output."""

    def __init__(self, policy_fn, storage):
        super().__init__()
        self.policy_fn = policy_fn
        self.storage = storage
        self.func_counter = defaultdict(int)

    def __torch_dispatch__(self, func, types, args=(), kwargs=None):
        kwargs = {} if kwargs is None else kwargs
        if func in SAC_IGNORED_OPS:
            return func(*args, **kwargs)
        out = func(*args, **kwargs)
        index = self.func_counter[func]
        self.func_counter[func] += 1
        policy = self.policy_fn(SelectiveCheckpointContext(is_recompute=False, op_output=out), func, *args, **kwargs)
        if isinstance(policy, bool):
            policy = CheckpointPolicy.MUST_SAVE if policy else CheckpointPolicy.PREFER_RECOMPUTE
        if policy in _SAVE:
            self.storage[func][index] = _map(lambda t: _VersionWrapper(t.detach()), out, Tensor)
        else:
            self.storage[func][index] = _RECOMPUTE
        return out


class _CachedTorchDispatchMode(TorchDispatchMode):
    """The recompute context: stored ops return their stored output (once), the others run.
    (policy_fn is not used: PyTorch keeps the parameter for code that subclasses this mode.)"""

    def __init__(self, policy_fn, storage, allow_cache_entry_mutation=False):
        super().__init__()
        self.storage = storage
        self.allow_cache_entry_mutation = allow_cache_entry_mutation
        self.func_counter = defaultdict(int)

    def __enter__(self):
        # each recomputation counts from 0: a second one finds the entries consumed ("an extra time")
        self.func_counter.clear()
        return super().__enter__()

    def __torch_dispatch__(self, func, types, args=(), kwargs=None):
        kwargs = {} if kwargs is None else kwargs
        if func in SAC_IGNORED_OPS:
            return func(*args, **kwargs)
        index = self.func_counter[func]
        self.func_counter[func] += 1
        entries = self.storage.get(func)
        if entries is None:
            raise RuntimeError(f"{func} encountered during backward but not found in storage. {_MISMATCH}")
        entry = entries.get(index)
        if entry is None:
            raise RuntimeError(f"{func} invocation index {index} encountered during backward but not found in "
                               f"storage. {_MISMATCH}")
        if entry is _CONSUMED:
            raise RuntimeError("Trying to backward an extra time. You are only allowed to backward once on any "
                               "region computed under selective activation checkpoint.")
        if entry is _RECOMPUTE:
            return func(*args, **kwargs)
        entries[index] = _CONSUMED
        return _map(lambda stored: stored.get_val(self.allow_cache_entry_mutation), entry, _VersionWrapper)
