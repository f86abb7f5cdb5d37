"""Anomaly mode: find the forward line behind a failing backward.

While enabled, every new node keeps the stack of the forward call that created it
(`node.metadata["traceback_"]`, a list of formatted frames as traceback.format_stack
gives), and a node created while another runs in backward (double backward) keeps
that one as `metadata["parent_"]`. The engine then checks each node's gradients for
NaN (check_nan) and, when a node fails, warns with the forward stack that made it
before the error propagates. Off, it costs one flag test per node created.
The switch is process-wide, as in PyTorch.
"""
import os
import sys
import threading
import traceback
import warnings

import numpy as np

from . import backward_observers


class _AnomalyState:
    """Whether anomaly mode is on (every recorded node keeps its forward's stack) and checks for nan.
    (Slots set in __init__, not class attributes: every recorded op reads `enabled`, and the interpreter
    specialises a slot's load, not a class attribute read through an instance.)"""

    __slots__ = ("enabled", "check_nan")

    def __init__(self):
        self.enabled = False
        self.check_nan = True


state = _AnomalyState()
_running = threading.local()  # the node this thread's engine is running (for parent_)

# Frames inside gradtable itself (ops, nodes) are cut from the end of a recorded stack,
# so the traceback ends at the user's line, as PyTorch's does.
_RUNTIME_DIR = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# (in a source checkout generated/ sits beside runtime/; installed, it is inside the package)
_PACKAGE_DIRS = tuple(os.path.normpath(d) + os.sep
                      for d in (_RUNTIME_DIR, os.path.join(_RUNTIME_DIR, "..", "generated")))


def is_anomaly_enabled() -> bool:
    return state.enabled


def is_anomaly_check_nan_enabled() -> bool:
    return state.check_nan


def set_anomaly_enabled(enabled, check_nan=True) -> None:
    state.enabled = bool(enabled)
    state.check_nan = bool(check_nan)
    if state.enabled:
        backward_observers.add(_watch)
    else:
        backward_observers.remove(_watch)


class detect_anomaly:
    """Context manager that turns anomaly detection on for its block (and warns that it is slow)."""

    def __init__(self, check_nan=True):
        self.prev = state.enabled
        self.check_nan = check_nan
        self.prev_check_nan = state.check_nan
        warnings.warn("Anomaly Detection has been enabled. This mode will increase the runtime and should "
                      "only be enabled for debugging.", stacklevel=2)

    def __enter__(self):
        set_anomaly_enabled(True, self.check_nan)

    def __exit__(self, *exc):
        set_anomaly_enabled(self.prev, self.prev_check_nan)
        return False


class set_detect_anomaly:
    """Turn anomaly detection on or off now; as a context manager, the old setting returns on exit."""

    def __init__(self, mode, check_nan=True):
        self.prev = state.enabled
        self.prev_check_nan = state.check_nan
        set_anomaly_enabled(mode, check_nan)

    def __enter__(self):
        pass

    def __exit__(self, *exc):
        set_anomaly_enabled(self.prev, self.prev_check_nan)
        return False


def record(node):
    """Called by Node.__init__ while enabled: keep where in the forward the node was made."""
    metadata = node.metadata
    metadata["traceback_"] = traceback.format_list(user_frames())
    parent = getattr(_running, "node", None)
    if parent is not None:
        metadata["parent_"] = parent


def user_frames():
    """The current stack up to the user's line: gradtable's own innermost frames cut off."""
    frames = traceback.extract_stack()
    end = len(frames)
    while end > 0 and os.path.abspath(frames[end - 1].filename).startswith(_PACKAGE_DIRS):
        end -= 1
    return frames[:end]


def _watch(node, step):
    """Run one node of a backward pass: on failure, show its forward stack; check for NaN."""
    previous = getattr(_running, "node", None)
    _running.node = node
    try:
        outputs = step()
    except Exception:
        _warn_stack(node)
        raise
    finally:
        _running.node = previous
    if state.check_nan and outputs:
        for i, grad in enumerate(outputs):
            if grad is not None and np.isnan(grad._data).any():
                _warn_stack(node)
                raise RuntimeError(f"Function '{node.name()}' returned nan values in its {i}th output.")
    return outputs


def _warn(message):
    """Warn with the forward stack; where a filter turns warnings into errors, print it to stderr
    instead, as PyTorch does: the backward's own error, not the warning, is what propagates."""
    try:
        warnings.warn(message, stacklevel=3)
    except Warning as error:
        print(f"{type(error).__name__}: {message}", file=sys.stderr)


def _warn_stack(node):
    """The warning PyTorch gives: the failing node's forward stack, then those of its parents."""
    metadata = node._metadata or {}
    stack = metadata.get("traceback_")
    if stack is None:
        _warn(f"Error detected in {node.name()}. No forward pass information available. Enable detect "
              "anomaly during forward pass for more information.")
        return
    _warn(f"Error detected in {node.name()}. Traceback of forward call that caused the error:\n" + "".join(stack))
    parent = metadata.get("parent_")
    while parent is not None:
        parent_meta = parent._metadata or {}
        parent_stack = parent_meta.get("traceback_")
        if parent_stack is None:
            break
        _warn(f"\n\nPrevious calculation was induced by {parent.name()}. Traceback of forward call that "
              "induced the previous calculation:\n" + "".join(parent_stack))
        parent = parent_meta.get("parent_")
