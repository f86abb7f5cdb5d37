"""Run a program with one library (gradtable or torch) and record what a user could observe.

The record holds, for every slot: whether its step ran, raised (and which exception) or was
skipped, and for each tensor it produced the value, dtype, shape, requires_grad, is_leaf,
grad_fn name, _version and strides (of its dims of size > 1); after the forward, every slot's
final value and version (an in-place op on a view must change its base); after the backward,
the gradients it returned, the leaves' .grad, the retained grads and every hook call in order.
Both libraries are driven by the same code, so any difference in the records is a difference
between the libraries.
"""
import functools
import signal
import warnings
from dataclasses import dataclass, field

import numpy as np

from .program import Index, Lit, Ref, Slice

MISSING = object()


class Skip(Exception):
    """An input slot is empty: its step raised in this library."""


class Hang(Exception):
    """The program ran past its time limit (a library looping, e.g. in LAPACK)."""


@dataclass
class Observation:
    shape: tuple
    dtype: str
    values: np.ndarray
    requires_grad: bool
    is_leaf: bool
    grad_fn: str
    version: int
    strides: tuple = None     # the strides of dims of size > 1 (None when empty): what view/reshape depend on


@dataclass
class Outcome:
    status: str                       # 'ok' | 'raise' | 'skip'
    error: str = None                 # the exception's family: 'RuntimeError', 'numpy.AxisError', ...
    message: str = ""
    observed: list = field(default_factory=list)   # Observation, or ('python', repr) for a non-tensor


@dataclass
class Record:
    slots: list = field(default_factory=list)      # Outcome per slot
    final: list = field(default_factory=list)      # per slot: [Observation...] after the forward
    backward: Outcome = None
    grads: list = field(default_factory=list)      # autograd.grad results (Observation or None)
    leaf_grads: list = field(default_factory=list)
    retained: list = field(default_factory=list)   # (slot, Observation or None)
    hooks: list = field(default_factory=list)      # (slot, Observation of the hook's argument)


def error_family(err):
    """The exception as the user meets it: NumPy's own exceptions keep their name (they must never
    reach a user); others are named by their first builtin base (torch's LinAlgError is a
    RuntimeError, as gradtable's must be)."""
    cls = type(err)
    if cls.__module__.split(".")[0] == "numpy":
        return f"numpy.{cls.__name__}"
    for base in cls.__mro__:
        if base.__module__ == "builtins":
            return base.__name__
    return cls.__name__


def observe(lib, value):
    """What a user sees of one result."""
    if isinstance(value, lib.Tensor):
        try:
            grad_fn = value.grad_fn
            grad_fn = grad_fn.name() if grad_fn is not None else None
            is_leaf = value.is_leaf
        except Exception as err:     # PyTorch refuses to show a view's history in some states
            grad_fn = is_leaf = f"raises {error_family(err)}"
        # force=True: PyTorch hands out ZeroTensors (efficient zeros) as some gradients
        strides = None if value.numel() == 0 else \
            tuple(stride for stride, size in zip(value.stride(), value.shape) if size > 1)
        return Observation(tuple(value.shape), str(value.dtype), np.array(value.detach().numpy(force=True), copy=True),
                           value.requires_grad, is_leaf, grad_fn, value._version, strides)
    return ("python", repr(value))


def tensors_of(lib, value):
    """The tensors a result is made of, in order (a tuple, list or named tuple gives several)."""
    if isinstance(value, lib.Tensor):
        return [value]
    if isinstance(value, (tuple, list)):
        return [v for v in value if isinstance(v, lib.Tensor)]
    return []


def run(program, lib, time_limit=20):
    """Run `program` with `lib`; returns a Record. time_limit (seconds) turns a hang into a record."""
    record = Record()
    previous = None
    if lib.__name__ == "torch":
        # PyTorch imports torch._dynamo lazily from inside some backward passes (an in-place op on a
        # view under create_graph); on a loaded machine that first import can outlast the time limit,
        # and an alarm in the middle of it leaves a half-initialized module that breaks every later
        # program ("partially initialized module 'torch._dynamo'"). Import it before the clock runs.
        import torch._dynamo  # noqa: F401
    if time_limit and hasattr(signal, "SIGALRM"):
        def on_alarm(signum, frame):
            raise Hang()
        previous = signal.signal(signal.SIGALRM, on_alarm)
        signal.alarm(time_limit)
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            with np.errstate(all="ignore"):
                _run(program, lib, record)
    except Hang:
        record.backward = Outcome("raise", "hang", f"did not finish within {time_limit} s")
    except Exception as err:         # reading a result raised (PyTorch refuses some reads): compared too
        record.backward = Outcome("raise", error_family(err), f"while observing: {err}"[:300])
    finally:
        if previous is not None:
            signal.alarm(0)
            signal.signal(signal.SIGALRM, previous)
    return record


def _run(program, lib, record):
    env = []
    for leaf in program.leaves:
        tensor = leaf.build(lib)
        env.append(tensor)
        record.slots.append(Outcome("ok", observed=[observe(lib, tensor)]))
    retained = []
    for slot_number, step in enumerate(program.steps, start=len(program.leaves)):
        try:
            value = execute(lib, env, step, record, slot_number)
        except Skip:
            env.append(MISSING)
            record.slots.append(Outcome("skip"))
            continue
        except Hang:
            raise
        except Exception as err:      # the library's answer to this step: compared, not a test failure
            env.append(MISSING)
            record.slots.append(Outcome("raise", error_family(err), str(err)[:300]))
            continue
        env.append(value)
        if step.kind == "retain_grad":
            retained.append(step.args[0])
        record.slots.append(Outcome("ok", observed=[observe(lib, t) for t in tensors_of(lib, value)]
                                    or [observe(lib, value)]))
    record.final = [[observe(lib, t) for t in tensors_of(lib, value)] if value is not MISSING else []
                    for value in env]
    _run_backward(program.backward, lib, env, record, retained, len(program.leaves))


def resolve(lib, env, value):
    """A step's argument as the library wants it."""
    if isinstance(value, Ref):
        held = env[value.slot]
        if held is MISSING:
            raise Skip()
        if value.item is not None:
            held = tensors_of(lib, held)[value.item] if len(tensors_of(lib, held)) > value.item else MISSING
            if held is MISSING:
                raise Skip()
        return held
    if isinstance(value, Lit):
        return lib.tensor(list(value.values), dtype=getattr(lib, value.dtype)).reshape(value.shape)
    if isinstance(value, Slice):
        return slice(value.start, value.stop, value.step)
    if isinstance(value, Index):
        items = tuple(resolve(lib, env, item) for item in value.items)
        return items[0] if len(items) == 1 else items
    if isinstance(value, tuple):
        return tuple(resolve(lib, env, v) for v in value)
    if isinstance(value, list):
        return [resolve(lib, env, v) for v in value]
    return value


_OPERATORS = {
    "+": lambda a, b: a + b, "-": lambda a, b: a - b, "*": lambda a, b: a * b, "/": lambda a, b: a / b,
    "//": lambda a, b: a // b, "%": lambda a, b: a % b, "**": lambda a, b: a ** b, "@": lambda a, b: a @ b,
    ">": lambda a, b: a > b, "==": lambda a, b: a == b,
}


def execute(lib, env, step, record=None, slot_number=None):
    """Run one step; returns its value (setitem: the tensor written into)."""
    args = [resolve(lib, env, a) for a in step.args]
    kwargs = {k: resolve(lib, env, v) for k, v in step.kwargs}
    if step.no_grad:
        with lib.no_grad():
            return _execute(lib, step, args, kwargs, record, slot_number)
    return _execute(lib, step, args, kwargs, record, slot_number)


def _execute(lib, step, args, kwargs, record, slot_number):
    kind = step.kind
    if _crashes_pytorch(step, args):
        raise Skip()
    if kind == "call":
        return functools.reduce(getattr, step.name.split("."), lib)(*args, **kwargs)
    if kind == "method":
        return getattr(args[0], step.name)(*args[1:], **kwargs)
    if kind == "operator":
        if len(args) == 1:
            return -args[0]
        return _OPERATORS[step.name](args[0], args[1])
    if kind == "getitem":
        return args[0][args[1]]
    if kind == "setitem":
        args[0][args[1]] = args[2]
        return args[0]
    if kind == "retain_grad":
        args[0].retain_grad()
        return None
    if kind == "detach":
        return args[0].detach()
    if kind == "hook":
        double = step.name == "double"

        def hook(grad):
            if record is not None:
                record.hooks.append((slot_number, observe(lib, grad)))
            return grad * 2 if double else None
        # PyTorch 2.13 crashes (segfault) registering a hook on a view whose base was changed in
        # place since, unless the view's grad_fn has been regenerated first: reading it does that.
        args[0].grad_fn
        args[0].register_hook(hook)
        return None
    raise ValueError(f"unknown step kind {kind!r}")


def _crashes_pytorch(step, args):
    """A call after which PyTorch 2.13 itself crashes (a segfault takes the whole fuzz run down, and it
    is the oracle's bug, not gradtable's): skipped in both libraries, decided from the arguments alone.
    pdist of an input with no rows (and some columns) that requires grad: its backward segfaults."""
    if (step.name or "").endswith("pdist") and args and getattr(args[0], "ndim", 0) == 2:
        rows, columns = args[0].shape
        return rows == 0 and columns > 0 and args[0].requires_grad
    return False


def _run_backward(backward, lib, env, record, retained, leaf_count):
    if backward.mode == "none":
        return
    try:
        root = resolve(lib, env, backward.root)
        weights = lib.arange(root.numel(), dtype=lib.float64).reshape(root.shape) * 0.25 - 0.5
        loss = (root * weights).sum()
        if backward.mode == "plain":
            loss.backward()
        elif backward.mode == "twice":
            loss.backward(retain_graph=True)
            loss.backward()
        elif backward.mode in ("grad", "create_graph"):
            wrt = [resolve(lib, env, ref) for ref in backward.wrt]
            create = backward.mode == "create_graph"
            grads = lib.autograd.grad(loss, wrt, create_graph=create, allow_unused=True)
            record.grads = [None if g is None else observe(lib, g) for g in grads]
            if create:
                second = [(g * g).sum() for g in grads if g is not None and g.requires_grad]
                if second:
                    functools.reduce(lambda a, b: a + b, second).backward()
        record.backward = Outcome("ok")
    except Skip:
        record.backward = Outcome("skip")
    except Hang:
        raise
    except Exception as err:
        record.backward = Outcome("raise", error_family(err), str(err)[:300])
    for value in env[:leaf_count]:
        record.leaf_grads.append(None if value.grad is None else observe(lib, value.grad))
    for ref in retained:
        try:
            tensor = resolve(lib, env, ref)
        except Skip:
            continue
        record.retained.append((ref.slot, None if tensor.grad is None else observe(lib, tensor.grad)))

