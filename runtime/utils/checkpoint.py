"""gradtable.utils.checkpoint: trade compute for memory (torch.utils.checkpoint).

`checkpoint(fn, *args)` runs fn without keeping the tensors its ops would save for
backward; backward runs fn again to get them back. Gradients are the same as
without checkpointing; the memory of the intermediates is only needed for the
length of one segment's backward.

Two variants, as in PyTorch:
- use_reentrant=False (recommended): fn's graph is recorded as usual, but every
  tensor it saves goes through saved-tensor hooks that keep only an empty holder.
  The first time a backward call unpacks one, fn is run again (with the RNG state and
  autocast region of the forward, under context_fn's second context manager) and the
  tensors it saves fill the holders in order, checked against the shapes, dtypes and
  devices the forward saved (determinism_check="default"). Recomputation stops as
  soon as it has them all (early_stop). The bookkeeping, per backward call and for
  checkpoints nested in checkpoints, is checkpoint_frame.py's.
- use_reentrant=True (PyTorch's default when not given, with a warning): one
  CheckpointFunctionBackward node stands for the whole function (CheckpointFunction,
  checkpoint_reentrant.py).

Selective checkpointing (which ops are saved rather than recomputed) is a context_fn:
create_selective_checkpoint_contexts, in selective_checkpoint.py.
"""
import contextlib
import warnings

from ..autograd.grad_mode import state as _grad_state
from .checkpoint_debug import OpLog, debug_error
from .checkpoint_frame import CheckpointError, CheckpointFrame, GraphExecGroup
from .checkpoint_reentrant import (  # noqa: F401
    CheckpointFunction,
    DefaultDeviceType,
    check_backward_validity,
    detach_variable,
    get_device_states,
    set_device_states,
)
from .checkpoint_rng import AutocastState, RngReplay
from .selective_checkpoint import (  # noqa: F401
    SAC_IGNORED_OPS,
    CheckpointPolicy,
    SelectiveCheckpointContext,
    _CachedTorchDispatchMode,
    _CachingTorchDispatchMode,
    create_selective_checkpoint_contexts,
)

__all__ = ["checkpoint", "checkpoint_sequential", "CheckpointError", "CheckpointFunction", "check_backward_validity",
           "detach_variable", "get_device_states", "set_device_states", "noop_context_fn", "set_checkpoint_early_stop",
           "DefaultDeviceType", "set_checkpoint_debug_enabled", "CheckpointPolicy", "SelectiveCheckpointContext",
           "create_selective_checkpoint_contexts", "SAC_IGNORED_OPS", "GraphExecGroup"]

_early_stop_override = [None]  # set by set_checkpoint_early_stop
_debug_override = [None]  # set by set_checkpoint_debug_enabled


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
        return CheckpointFunction.apply(function, preserve_rng_state, *args)
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
    on_error = None
    if _debug_override[0] if _debug_override[0] is not None else debug:
        if context_fn is not noop_context_fn:
            raise ValueError("debug=True is incompatible with non-default context_fn")
        op_log = OpLog()
        context_fn = op_log.contexts
        on_error = lambda error: debug_error(CheckpointError, error, op_log)  # noqa: E731
    if determinism_check not in _DETERMINISM_CHECKS:
        raise ValueError(f"determinism_check should be one of {list(_DETERMINISM_CHECKS)}, "
                         f"but got {determinism_check}")
    forward_context, recompute_context = context_fn()
    rng = RngReplay(preserve_rng_state)
    autocast_state = AutocastState()

    def recompute(*inputs):
        # the forward's RNG state and autocast region, whatever is current when backward runs
        with rng, autocast_state, recompute_context:
            function(*inputs, **kwargs)

    early_stop = _early_stop_override[0] if _early_stop_override[0] is not None else early_stop
    frame = CheckpointFrame(recompute, early_stop, _DETERMINISM_CHECKS[determinism_check], on_error)
    if not _grad_state.enabled:  # nothing is saved: plain call, as PyTorch
        return function(*args, **kwargs)
    frame.save_inputs(args)
    failed = False
    with frame.hooks(), forward_context:
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
