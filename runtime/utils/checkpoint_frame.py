"""The bookkeeping of one non-reentrant checkpoint call (PyTorch's _CheckpointFrame).

In the forward every tensor an op saves goes through the frame's pack hook, which keeps only a
_Holder (an empty box) in the graph and the tensor's metadata in the frame. The first unpack in a
backward call (a graph task) runs the function again under the recomputation hooks: the n-th
tensor saved there goes into the n-th holder, for that graph task only, and the unpack hands it
out once and forgets it. So:

- a second backward call (retain_graph=True, or autograd.grad inside a hook) recomputes anew,
  while reading the same saved tensor twice in one call is PyTorch's "already unpacked once"
  error;
- holders are weakly referenced by the frame: a graph freed by an earlier backward leaves dead
  holders that the recomputation skips, and recomputed tensors die with the graph's holders;
- early stop: the recomputation ends (_StopRecomputation) as soon as every holder is filled;
- inside a GraphExecGroup the group stands for the graph task: backward calls in it share one
  recomputation (they must then need disjoint saved tensors).

Nesting follows from where the inputs go. A checkpoint's tensor inputs are saved (SavedTensor)
before its own hooks are pushed, so inside an outer checkpoint they are the outer frame's saves;
the recomputation of the inner frame unpacks them, which recomputes the outer frame first, in the
same graph task. While a frame recomputes, a checkpoint met inside the function pushes its own
hooks on top of the recomputation hooks: what it saves is its own, and the outer recomputation
counts the same saves as the outer forward did.
"""
import itertools
import threading
import weakref
from collections import defaultdict

from ..autograd import graph_task
from ..autograd.grad_mode import enable_grad, no_grad
from ..autograd.graph import saved_tensors_hooks
from ..autograd.saved import SavedTensor
from ..core.tensor import Tensor
from .checkpoint_debug import DEBUG_TIP


class CheckpointError(RuntimeError):
    """A recomputation that does not reproduce what the forward saved."""


class _StopRecomputation(Exception):
    """Raised by the recomputation's pack hook once every holder of the frame is filled."""


# unpacks outside any backward call (reading grad_fn._saved_x by hand) each get an id of their own,
# so each recomputes: negative, unlike the engine's graph-task ids
_outside_ids = itertools.count(-2, -1)


class _Group(threading.local):
    current = None


_group = _Group()


class GraphExecGroup:
    """Context manager: checkpointed regions that backward calls inside it reach are recomputed at
    most once for all of them together (the calls must use disjoint saved tensors)."""

    def __enter__(self):
        if _group.current is not None:
            raise RuntimeError(f"GraphExecGroup contexts cannot be nested. Already inside group {_group.current}")
        _group.current = self
        return self

    def __exit__(self, *exc):
        _group.current = None

    @classmethod
    def _get_current_group(cls):
        return _group.current


class _Holder:
    """What the graph keeps for a tensor saved in a checkpointed forward: the recomputed tensor
    per graph task, from its recomputation until it is unpacked."""

    __slots__ = ("recomputed", "__weakref__")

    def __init__(self):
        self.recomputed = {}


class CheckpointFrame:
    """One checkpoint call: its saved inputs, its holders (weakly), and per graph task how many
    tensors its recomputation saved and whether it ran."""

    def __init__(self, recompute_fn, early_stop, metadata_fn, on_error=None):
        self.recompute_fn = recompute_fn
        self.early_stop = early_stop
        self.metadata_fn = metadata_fn
        self.on_error = on_error
        self.saved_args = []
        self.holders = []
        self.metadata = []
        self.counts = defaultdict(int)
        self.recomputed = set()
        self.forward_completed = False
        self.ignore_saved_mismatch = False

    def save_inputs(self, args):
        """Tensor arguments saved as any op saves its inputs: through the hooks active now (an
        outer checkpoint's), and with the version check, so an input changed in place since the
        call fails the recomputation with the usual error instead of recomputing from new values."""
        self.saved_args = [SavedTensor(a) if isinstance(a, Tensor) else a for a in args]

    def hooks(self):
        """The saved-tensor hooks of the checkpointed forward."""
        return saved_tensors_hooks(self._pack, self._unpack)

    def _pack(self, tensor):
        holder = _Holder()
        self.holders.append(weakref.ref(holder))
        with no_grad():
            self.metadata.append(self.metadata_fn(tensor))
        return holder

    def _unpack(self, holder):
        try:
            return self._unpack_checked(holder)
        except CheckpointError as error:
            if self.on_error is None:
                raise
            raise self.on_error(error) from error

    def _unpack_checked(self, holder):
        gid = _group.current
        if gid is None:
            gid = graph_task.current_graph_task_id()
            if gid == -1:
                gid = next(_outside_ids)
        if gid not in self.recomputed:
            args = [a.unpack() if isinstance(a, SavedTensor) else a for a in self.saved_args]
            try:
                with _recomputation_hooks(self, gid), enable_grad():
                    self.recompute_fn(*args)
            except _StopRecomputation:
                pass
            self.recomputed.add(gid)
            self._check(gid)
        tensor = holder.recomputed.pop(gid, None)
        if tensor is None:
            extra = ("Performing two backward calls that overlap (i.e. require the same saved activation in order to "
                     "compute gradients) is not allowed while under the torch.utils.checkpoint.GraphExecGroup "
                     "context. " if _group.current is not None else "")
            raise CheckpointError("torch.utils.checkpoint: Unpack is being triggered for a tensor that was already "
                                  f"unpacked once. {extra}If you are calling ctx.saved_tensors in backward, make sure "
                                  "to do so only once. Otherwise please open an issue with details on your use case.")
        return tensor

    def _check(self, gid):
        """PyTorch's checks, in its order: as many saves as in the forward, then their metadata."""
        if self.ignore_saved_mismatch:
            return
        if len(self.holders) != self.counts[gid]:
            raise CheckpointError("torch.utils.checkpoint: A different number of tensors was saved during the "
                                  "original forward and recomputation.\n"
                                  f"Number of tensors saved during forward: {len(self.holders)}\n"
                                  f"Number of tensors saved during recomputation: {self.counts[gid]}.\n" + DEBUG_TIP)
        different = ""
        for index, ref in enumerate(self.holders):
            holder = ref()
            if holder is None:
                continue  # freed by an earlier backward: nothing was kept for it
            before, after = self.metadata[index], self.metadata_fn(holder.recomputed[gid])
            if before != after:
                different += f"tensor at position {index}:\nsaved metadata: {before}\nrecomputed metadata: {after}\n"
        if different:
            raise CheckpointError("torch.utils.checkpoint: Recomputed values for the following tensors have "
                                  f"different metadata than during the forward pass.\n{different}.\n" + DEBUG_TIP)


def _recomputation_hooks(frame, gid):
    """The hooks of a recomputation: the n-th save fills the frame's n-th holder for graph task gid.
    The tensor itself is kept in the recomputed graph too, so a backward inside the function (an
    autograd.grad in the checkpointed code) runs on it as usual."""

    def pack(tensor):
        value = tensor.detach() if tensor.requires_grad else tensor
        index = frame.counts[gid]
        frame.counts[gid] += 1
        if index >= len(frame.holders):
            if not frame.forward_completed:
                # a backward inside the forward, without early stop: the function saves past what
                # the forward has saved so far, which is expected, not a mismatch
                frame.ignore_saved_mismatch = True
                return value
            raise CheckpointError("torch.utils.checkpoint: trying to save more tensors during recomputation than "
                                  "during the original forward pass.\n" + DEBUG_TIP)
        holder = frame.holders[index]()
        if holder is not None:  # (None: its graph was freed, nobody will unpack it)
            holder.recomputed[gid] = value
        if frame.early_stop and frame.counts[gid] == len(frame.holders):
            raise _StopRecomputation
        return value

    return saved_tensors_hooks(pack, _same)


def _same(tensor):
    return tensor
