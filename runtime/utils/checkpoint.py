"""gradtable.utils.checkpoint: trade compute for memory (torch.utils.checkpoint).

`checkpoint(fn, *args)` runs fn without keeping the tensors its ops would save for
backward; backward runs fn again to get them back. Gradients are the same as
without checkpointing; the memory of the intermediates is only needed for the
length of one segment's backward.

Two variants, as in PyTorch:
- use_reentrant=False (recommended): fn's graph is recorded as usual, but every
  tensor it saves goes through saved-tensor hooks that keep only a numbered
  placeholder. The first time backward unpacks one, fn is run again (with the RNG
  state of the forward, under context_fn's second context manager) and the tensors
  it saves are collected in the same order, checked against the shapes, dtypes and
  devices the forward saved (determinism_check="default"). Recomputation stops as
  soon as it has them all (early_stop). A checkpoint inside a checkpoint keeps its own
  saves: the inner frame's hooks are innermost, in forward and in recomputation alike.
- use_reentrant=True (PyTorch's default when not given, with a warning): one
  CheckpointFunctionBackward node stands for the whole function (checkpoint_reentrant.py).

Selective checkpointing (which ops are saved rather than recomputed) is a context_fn:
create_selective_checkpoint_contexts, in selective_checkpoint.py.
"""
import contextlib
import warnings

from ..autograd.grad_mode import enable_grad
from ..autograd.grad_mode import state as _grad_state
from ..autograd.graph import saved_tensors_hooks
from ..autograd.saved import SavedTensor
from ..core.tensor import Tensor
from .checkpoint_debug import DEBUG_TIP, OpLog, debug_error
from .checkpoint_reentrant import CheckpointFunctionBackward, checkpoint_reentrant
from .checkpoint_rng import RngReplay
from .selective_checkpoint import (  # noqa: F401
    CheckpointPolicy,
    SelectiveCheckpointContext,
    create_selective_checkpoint_contexts,
)

__all__ = ["checkpoint", "checkpoint_sequential", "CheckpointError", "CheckpointFunctionBackward",
           "noop_context_fn", "set_checkpoint_early_stop", "set_checkpoint_debug_enabled", "CheckpointPolicy",
           "SelectiveCheckpointContext", "create_selective_checkpoint_contexts"]

_early_stop_override = [None]  # set by set_checkpoint_early_stop
_debug_override = [None]  # set by set_checkpoint_debug_enabled


class CheckpointError(RuntimeError):
    """A recomputation that does not reproduce what the forward saved."""


def noop_context_fn():
    """The default context_fn: nothing around the forward, nothing around the recomputation."""
    return contextlib.nullcontext(), contextlib.nullcontext()


@contextlib.contextmanager
def set_checkpoint_early_stop(enable):
    """Whether checkpoints created inside stop recomputing once they have every saved tensor
    (overrides checkpoint(early_stop=...); only the forward needs to run inside)."""
    previous = _early_stop_override[0]
    _early_stop_override[0] = enable
    try:
        yield
    finally:
        _early_stop_override[0] = previous


@contextlib.contextmanager
def set_checkpoint_debug_enabled(enabled):
    """Force checkpoint(debug=...) on (True), off (False) or leave it to each call (None)."""
    previous = _debug_override[0]
    _debug_override[0] = enabled
    try:
        yield
    finally:
        _debug_override[0] = previous


def checkpoint(function, *args, use_reentrant=None, context_fn=noop_context_fn, determinism_check="default",
               debug=False, early_stop=True, **kwargs):
    """Run function(*args, **kwargs) now; recompute what backward needs from it later."""
    if use_reentrant is None:
        warnings.warn("torch.utils.checkpoint: the use_reentrant parameter should be passed explicitly. Starting "
                      "in PyTorch 2.9, calling checkpoint without use_reentrant will raise an exception. "
                      "use_reentrant=False is recommended, but if you need to preserve the current default "
                      "behavior, you can pass use_reentrant=True. Refer to docs for more details on the "
                      "differences between the two variants.", stacklevel=2)
        use_reentrant = True
    preserve_rng_state = kwargs.pop("preserve_rng_state", True)
    if kwargs and use_reentrant:
        raise ValueError("Unexpected keyword arguments: " + ",".join(kwargs))
    if use_reentrant:
        if context_fn is not noop_context_fn or debug is not False:
            raise ValueError("Passing `context_fn` or `debug` is only supported when use_reentrant=False.")
        return checkpoint_reentrant(function, preserve_rng_state, args)
    return _checkpoint_non_reentrant(function, args, kwargs, preserve_rng_state, context_fn, determinism_check,
                                     debug, early_stop)


def checkpoint_sequential(functions, segments, input, use_reentrant=None, **kwargs):
    """Split `functions` (a list, or a Sequential) into `segments` runs of equal length;
    checkpoint every run but the last, which backward needs first anyway."""
    if use_reentrant is None:
        warnings.warn("torch.utils.checkpoint.checkpoint_sequential: the use_reentrant parameter should be passed "
                      "explicitly. In version 2.9 we will raise an exception if use_reentrant is not passed. "
                      "use_reentrant=False is recommended, but if you need to preserve the current default "
                      "behavior, you can pass use_reentrant=True. Refer to docs for more details on the "
                      "differences between the two variants.", stacklevel=2)
        use_reentrant = True
    preserve = kwargs.pop("preserve_rng_state", True)
    if kwargs:
        raise ValueError("Unexpected keyword arguments: " + ",".join(kwargs))
    if hasattr(functions, "children"):
        functions = list(functions.children())

    def run(start, end):
        def forward(x):
            for j in range(start, end + 1):
                x = functions[j](x)
            return x
        return forward

    size = len(functions) // segments
    end = -1
    for start in range(0, size * (segments - 1), size):
        end = start + size - 1
        input = checkpoint(run(start, end), input, use_reentrant=use_reentrant, preserve_rng_state=preserve)
    return run(end + 1, len(functions) - 1)(input)


# -- use_reentrant=False --------------------------------------------------------

def _metadata(tensor):
    return {"shape": tensor.shape, "dtype": tensor.dtype, "device": tensor.device}


_DETERMINISM_CHECKS = {"default": _metadata, "none": lambda tensor: None}


def _checkpoint_non_reentrant(function, args, kwargs, preserve_rng_state, context_fn, determinism_check, debug,
                              early_stop):
    op_log = None
    if _debug_override[0] if _debug_override[0] is not None else debug:
        if context_fn is not noop_context_fn:
            raise ValueError("debug=True is incompatible with non-default context_fn")
        op_log = OpLog()
        context_fn = op_log.contexts
    if determinism_check not in _DETERMINISM_CHECKS:
        raise ValueError(f"determinism_check should be one of {list(_DETERMINISM_CHECKS)}, "
                         f"but got {determinism_check}")
    forward_context, recompute_context = context_fn()
    if not _grad_state.enabled:  # nothing is saved: plain call, as PyTorch
        return function(*args, **kwargs)
    early_stop = _early_stop_override[0] if _early_stop_override[0] is not None else early_stop
    frame = _Recomputation(function, args, kwargs, preserve_rng_state, recompute_context, early_stop,
                           _DETERMINISM_CHECKS[determinism_check], op_log)
    # The positional tensor inputs are saved as any op saves its inputs (PyTorch's _NoopSaveInputs), before
    # the frame's hooks: an input changed in place after this point fails the recomputation with the usual
    # saved-tensor version error instead of silently recomputing from the new values.
    frame.inputs = [SavedTensor(a) for a in args if isinstance(a, Tensor)]
    failed = False
    with saved_tensors_hooks(frame.pack, frame.unpack), forward_context:
        try:
            result = function(*args, **kwargs)
        except BaseException:
            failed = True
            raise
    if failed:
        raise RuntimeError("torch.utils.checkpoint: the forward context provided by context_fn suppressed an "
                           "exception raised during the checkpointed forward. This is not supported because "
                           "checkpoint cannot return a value for a failed forward.")
    frame.forward_completed = True
    return result


class _Placeholder:
    """What the graph keeps instead of a saved tensor: its position in the save order."""

    __slots__ = ("frame", "index")

    def __init__(self, frame, index):
        self.frame = frame
        self.index = index


class _Recomputation:
    """One non-reentrant checkpoint call: numbers the tensors the forward saves and
    rebuilds them all, in order, by running the function again when one is needed."""

    def __init__(self, function, args, kwargs, preserve_rng_state, recompute_context, early_stop, metadata_fn,
                 op_log):
        self.function = function
        self.args = args
        self.kwargs = kwargs
        self.rng = RngReplay(preserve_rng_state)
        self.recompute_context = recompute_context
        self.early_stop = early_stop
        self.metadata_fn = metadata_fn
        self.op_log = op_log
        self.metadata = []
        self.forward_completed = False
        self.recomputed = None
        self.inputs = []

    def pack(self, tensor):
        placeholder = _Placeholder(self, len(self.metadata))
        self.metadata.append(self.metadata_fn(tensor))
        return placeholder

    def unpack(self, placeholder):
        # Each recomputed tensor is handed out once; asking again (a second backward
        # with retain_graph, or reading grad_fn._saved_* twice) recomputes.
        try:
            if self.recomputed is None or self.recomputed[placeholder.index] is None:
                self._recompute()
        except CheckpointError as error:
            if self.op_log is None:
                raise
            raise debug_error(CheckpointError, error, self.op_log) from error
        tensor = self.recomputed[placeholder.index]
        self.recomputed[placeholder.index] = None
        return tensor

    def _recompute(self):
        for saved_input in self.inputs:
            saved_input.unpack()  # (raises if the input was modified in place since the checkpoint call)
        saved = []
        expected = len(self.metadata)
        more = [False]

        def collect(tensor):
            if len(saved) == expected:
                if self.forward_completed:
                    more[0] = True  # reported below, once the recomputation is over
                return tensor
            saved.append(tensor.detach())
            if self.early_stop and len(saved) == expected:
                raise _StopRecomputation  # everything is back: the rest of the function is not needed
            return tensor

        try:
            with enable_grad(), saved_tensors_hooks(collect, _recomputed_unpack), self.rng, self.recompute_context:
                self.function(*self.args, **self.kwargs)
        except _StopRecomputation:
            pass
        if more[0]:
            raise CheckpointError("torch.utils.checkpoint: trying to save more tensors during recomputation than "
                                  "during the original forward pass.\n" + DEBUG_TIP)
        if len(saved) != expected:
            raise CheckpointError("torch.utils.checkpoint: A different number of tensors was saved during the "
                                  "original forward and recomputation.\n"
                                  f"Number of tensors saved during forward: {expected}\n"
                                  f"Number of tensors saved during recomputation: {len(saved)}.\n" + DEBUG_TIP)
        different = ""
        for index, (before, tensor) in enumerate(zip(self.metadata, saved)):
            after = self.metadata_fn(tensor)
            if before != after:
                different += f"tensor at position {index}:\nsaved metadata: {before}\nrecomputed metadata: {after}\n"
        if different:
            raise CheckpointError("torch.utils.checkpoint: Recomputed values for the following tensors have "
                                  f"different metadata than during the forward pass.\n{different}.\n" + DEBUG_TIP)
        self.recomputed = saved


class _StopRecomputation(Exception):
    """Raised by the recomputation's pack hook once it has every tensor the forward saved."""


def _recomputed_unpack(tensor):
    """The recomputed graph keeps real tensors: a backward inside the function (autograd.grad
    in the checkpointed code) runs on it as usual."""
    return tensor
