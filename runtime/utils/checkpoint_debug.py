"""checkpoint(debug=True): when a recomputation does not match its forward, say which ops ran.

PyTorch logs every operator (with stack traces) in the forward and in the recomputation and,
on a CheckpointError, dumps both logs. Here the logs are the table ops seen by op_interception
(an op's name and the shapes of its tensor arguments), in the order they ran; stack traces are
left out. The ordinary errors end with PyTorch's tip on how to get this (DEBUG_TIP).
"""
import contextlib

from ..autograd import op_interception
from ..core.tensor import Tensor

DEBUG_TIP = """
Tip: To see a more detailed error message, either pass `debug=True` to
`torch.utils.checkpoint.checkpoint(...)` or wrap the code block
with `with torch.utils.checkpoint.set_checkpoint_debug_enabled(True):` to
enable checkpoint\u2011debug mode globally.

If this error occurs under torch.compile with automatic_dynamic_shapes enabled,
it may be because the recomputation selected a different compiled graph than the
forward pass (e.g., a dynamic graph instead of the original static graph).
To fix this, either:
  - Use torch._dynamo.mark_dynamic() to explicitly mark varying dimensions as
    dynamic upfront, avoiding the static-to-dynamic transition.
  - Call torch._C._dynamo.eval_frame._set_lru_cache(False) to disable LRU cache
    reordering, which can change which graph is checked first between forward
    and recompute.
See https://github.com/pytorch/pytorch/issues/166926 for more details and
workaround examples.
"""


class OpLog:
    """The context_fn of a debug checkpoint: one log of ops for the forward, one for the
    latest recomputation."""

    def __init__(self):
        self.forward = []
        self.recompute = []

    def contexts(self):
        return self._logging(self.forward), self._logging(self.recompute)

    def _logging(self, log):
        @contextlib.contextmanager
        def logging():
            log.clear()

            def record(fn, args, kwargs, proceed):
                shapes = ", ".join(str(list(a.shape)) for a in args if isinstance(a, Tensor))
                log.append(f"aten.{op_interception.op_name(fn)}({shapes})")
                return proceed()

            op_interception.add(record)
            try:
                yield
            finally:
                op_interception.remove(record)
        return _Reusable(logging)


class _Reusable:
    """A context manager that can be entered again (each recomputation re-enters it)."""

    def __init__(self, factory):
        self.factory = factory
        self.active = []

    def __enter__(self):
        context = self.factory()
        self.active.append(context)
        return context.__enter__()

    def __exit__(self, *exc):
        return self.active.pop().__exit__(*exc)


def debug_error(error_type, error, log):
    """The error of a debug checkpoint: both op logs, then what went wrong."""
    forward = "\n".join(log.forward) or "(none)"
    recompute = "\n".join(log.recompute) or "(none)"
    return error_type(
        "An error happened while unpacking tensors; dumping logs of latest computation because you passed "
        "`debug=True` to `torch.utils.checkpoint.checkpoint()`.\n\n"
        f"Operations executed during the original forward:\n\n{forward}\n\n"
        f"Operations executed during recomputation:\n\n{recompute}\n\n"
        " ERROR: Detected non-determinism while running activation checkpointing\n\n"
        f"{error}")
