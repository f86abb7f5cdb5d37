"""A backward nested too deep inside other backwards continues on a fresh thread, as PyTorch's engine
hands it to a pool thread once a thread's reentrant depth reaches 60 (engine.cpp's MAX_DEPTH).

A reentrant backward is one started from inside a running backward (a reentrant checkpoint, a custom
Function's backward that calls backward). Each level costs about ten Python frames, so a chain of two
thousand would pass Python's recursion limit on one thread; a new thread starts with a fresh stack and a
fresh recursion count. It starts from a copy of the caller's autograd state (grad mode, the saved-tensor
hooks, the backward calls in progress, the profiler's sessions, the running node), as PyTorch copies its
ThreadLocalState into the worker, and the caller waits for it, so the work happens in the same order.
"""
import threading

from .. import _C
from . import anomaly_mode, grad_mode, graph_task, profiler, saved_tensor_hooks

MAX_DEPTH = 60


def too_deep():
    """Whether this thread already runs MAX_DEPTH backward calls, one inside another."""
    state = graph_task.state
    return len(state.tasks) - state.first_task >= MAX_DEPTH


def _thread_states():
    return (grad_mode.state, graph_task.state, saved_tensor_hooks.state, profiler._local, anomaly_mode._running,
            _C._stash)


def _copied(value):
    return type(value)(value) if type(value) in (list, dict) else value


def run_on_fresh_thread(function, *args):
    """function(*args) on a new thread that starts from this thread's autograd state; its result,
    or its exception raised here."""
    snapshot = [(state, {name: _copied(value) for name, value in vars(state).items()})
                for state in _thread_states()]
    outcome = {}

    def work():
        for state, attributes in snapshot:
            for name, value in attributes.items():
                setattr(state, name, value)
        graph_task.state.first_task = len(graph_task.state.tasks)   # this thread's depth counts from here
        try:
            outcome["result"] = function(*args)
        except BaseException as error:  # noqa: BLE001  (handed to the waiting caller, which raises it)
            outcome["error"] = error

    worker = threading.Thread(target=work, name="gradtable reentrant backward")
    worker.start()
    worker.join()
    if "error" in outcome:
        raise outcome["error"]
    return outcome.get("result")
