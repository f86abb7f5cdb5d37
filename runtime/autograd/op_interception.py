"""Seeing every table op call while something needs to (the profiler, selective checkpointing).

PyTorch lets such tools sit in its dispatcher (profiler callbacks, TorchDispatchMode). gradtable's
ops are plain Python functions, so the way in is where they are bound: while at least one
interceptor is installed, every table op in the generated module and in the namespaces that
re-export it (gradtable, nn.functional, linalg, Tensor methods and operators) is replaced by a
wrapper; when the last interceptor leaves, the originals are put back. The op fast path is
therefore untouched while nothing listens.

One set of wrappers serves all interceptors, so a profiler and a checkpoint can start and stop
in any order. An interceptor is `interceptor(fn, args, kwargs, proceed)`: fn is the original
op, proceed() runs the rest of the chain (the next interceptor, at last the op) and returns the
op's result. Interceptors run in the order they were added. Composite ops call other ops through
the generated module, so the ops they are built from are seen as well, nested inside.
"""
import functools
import threading

from ..core.tensor import Tensor
from ..generated import ops

_lock = threading.Lock()
_chain = ()  # the installed interceptors, outermost first
_patched = []  # (namespace, attribute, original) to restore


def add(interceptor):
    """Install interceptor (wrapping the ops if it is the first)."""
    global _chain
    with _lock:
        if not _chain:
            _wrap_ops()
        _chain = _chain + (interceptor,)


def remove(interceptor):
    """Remove interceptor (putting the original ops back if it was the last)."""
    global _chain
    with _lock:
        chain = list(_chain)
        chain.remove(interceptor)
        _chain = tuple(chain)
        if not _chain:
            for namespace, attribute, original in reversed(_patched):
                setattr(namespace, attribute, original)
            _patched.clear()


def op_name(fn):
    """The schema name in the generated docstring ("mul(Tensor self, ...)", "rsub.Tensor(...)")."""
    for line in (fn.__doc__ or "").splitlines():
        line = line.strip()
        if "(" in line:
            return line.split("(")[0].split(".")[0]
    return fn.__name__.lstrip("_")


def is_table_op(fn):
    """Whether fn is one of the generated module's public op functions."""
    return callable(fn) and getattr(fn, "__module__", None) == ops.__name__


def _namespaces():
    """Where the table's ops are bound: the generated module and everything that re-exports its
    functions (gradtable, nn.functional, linalg) or binds them as Tensor methods and operators."""
    import gradtable  # (the package imports this module's users: its namespaces are complete once one starts)
    return [ops, gradtable, gradtable.nn.functional, gradtable.linalg, Tensor]


def _wrap_ops():
    wrappers = {}
    for namespace in _namespaces():
        for attribute, value in list(vars(namespace).items()):
            if not is_table_op(value) or hasattr(value, "__wrapped__"):
                continue
            if namespace is ops and attribute.startswith("_"):
                continue  # internal overloads: their public dispatcher is seen
            wrapper = wrappers.get(value)
            if wrapper is None:
                wrapper = wrappers[value] = _intercepted(value)
            _patched.append((namespace, attribute, value))
            setattr(namespace, attribute, wrapper)


def _intercepted(fn):
    @functools.wraps(fn)
    def op(*args, **kwargs):
        chain = _chain
        if not chain:
            return fn(*args, **kwargs)
        return _run(chain, 0, fn, args, kwargs)
    return op


def _run(chain, index, fn, args, kwargs):
    if index == len(chain):
        return fn(*args, **kwargs)
    return chain[index](fn, args, kwargs, lambda: _run(chain, index + 1, fn, args, kwargs))
