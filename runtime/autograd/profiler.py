"""gradtable.autograd.profiler: where the time goes, op by op (torch.autograd.profiler).

    with torch.autograd.profiler.profile(record_shapes=True) as prof:
        with torch.autograd.profiler.record_function("forward"):
            loss = model(x)
        loss.backward()
    print(prof.key_averages().table(sort_by="self_cpu_time_total", row_limit=10))
    prof.export_chrome_trace("trace.json")   # open in chrome://tracing or ui.perfetto.dev

What is recorded: each table op called through gradtable's namespaces or Tensor
methods/operators, as "aten::<op>"; each backward node as
"autograd::engine::evaluate_function: MulBackward0" around a "MulBackward0" event
(which here also covers the node's hooks); record_function ranges; the factories
randn, zeros, ones, full, empty, ... and their *_like forms called as `gradtable.randn(...)`,
around the aten::empty and the filling op PyTorch shows inside them.
With profile_memory, an op's memory is the bytes of the storages its results made, less
those freed while it ran; a free outside any op is a "[memory]" event (profiler_memory.py).
with_modules is accepted and changes nothing: PyTorch records module hierarchies for
TorchScript modules only (eager nn.Modules appear in its events through with_stack).

Cost when off: none. Entering the first profiler installs an op interceptor
(op_interception wraps the op entry points where they are bound while any interceptor
is installed); the engine reports nodes through backward_observers.

This module records; what it records (FunctionEvent, EventList) and how that is
summed, tabulated and exported live in profiler_util.py, as in PyTorch.
"""
import functools
import threading
import time
import warnings

from ..core.tensor import Tensor
from . import backward_observers, op_interception
from .anomaly_mode import user_frames
from .node import peek_sequence_nr
from .profiler_memory import StorageWatch, result_arrays, storage_of
from .profiler_util import EventList, FunctionEvent, op_flops

_local = threading.local()  # .sessions: the profilers active in this thread; .open: the open events
_patch_lock = threading.Lock()
_active_sessions = 0


def kineto_available():
    """Whether PyTorch's Kineto tracer is built in: never in gradtable, whose profiler records op
    calls from Python (its use_kineto argument changes nothing)."""
    return False


def _sessions():
    return getattr(_local, "sessions", None)


def recording():
    """Whether any profiler records now (a cheap test for code that would only name a range)."""
    return _active_sessions > 0


def _profiler_enabled():
    """torch.autograd._profiler_enabled: whether a profiler records in this thread."""
    return bool(_sessions())


# -- the profiler ---------------------------------------------------------------

class profile:
    """Context manager that records every op and backward node run in this thread.

    Arguments as torch.autograd.profiler.profile: enabled, record_shapes (input shapes
    per event), profile_memory (bytes of result arrays), with_stack (user source
    location of each op). Results: events() / function_events, key_averages(),
    table(), export_chrome_trace(path), self_cpu_time_total.
    """

    def __init__(self, enabled=True, *, use_cuda=False, use_device=None, record_shapes=False, with_flops=False,
                 profile_memory=False, with_stack=False, with_modules=False, use_kineto=False, use_cpu=True,
                 experimental_config=None, acc_events=False, custom_trace_id_callback=None):
        self.enabled = enabled
        if not enabled:
            return
        if use_cuda:
            warnings.warn("The attribute `use_cuda` will be deprecated soon, please use ``use_device = 'cuda'`` "
                          "instead.", FutureWarning, stacklevel=2)
            use_device = "cuda"
        if not use_cpu and not use_kineto:
            raise AssertionError("Device-only events supported only with Kineto (use_kineto=True)")
        self.use_device = _available_device(use_device)
        if not use_cpu and self.use_device is None:
            raise AssertionError("No activities specified for the profiler")
        self.with_flops = with_flops
        self.record_shapes = record_shapes or with_flops  # FLOPs are estimated from the input shapes
        self.profile_memory = profile_memory
        self.with_stack = with_stack
        self.acc_events = acc_events
        self.with_modules = with_modules  # (accepted; see the module docstring)
        self.entered = False
        self._events = None
        self._recording = False
        self._next_id = 0

    def __enter__(self):
        if not self.enabled:
            return
        if self.entered:
            raise RuntimeError("Profiler context manager is not reentrant")
        self._prepare_trace()
        self._start_trace()
        return self

    def __exit__(self, *exc):
        if not self.enabled:
            return False
        if self._recording:
            self._recording = False
            _local.sessions.remove(self)
            _stop_recording()
        return False

    # The two halves of __enter__, which torch.profiler.profile calls apart: a schedule's warm-up steps
    # are prepared but not recorded. With acc_events, one profile records several cycles into one list.
    def _prepare_trace(self):
        self.entered = True

    def _start_trace(self):
        self.entered = True
        if self._events is None or not self.acc_events:
            self._events = []
            self._memory_log = []  # (wall-clock ns or -1, action, bytes, storage id): the memory timeline
            self._memory_log_seen = set()
            self._origin_ns = time.perf_counter_ns()
            self._origin_wall_ns = time.time_ns()
        if _sessions() is None:
            _local.sessions = []
            _local.open = []
        _local.sessions.append(self)
        self._recording = True
        _start_recording()

    # results
    def events(self):
        self._check_results()
        return EventList(sorted(self._events, key=lambda e: (e.start_us, -e.end_us)), self.profile_memory,
                         self.with_flops)

    @property
    def function_events(self):
        return self.events()

    def key_averages(self, group_by_input_shape=False, group_by_stack_n=0):
        return self.events().key_averages(group_by_input_shape, group_by_stack_n)

    def total_average(self):
        return self.events().total_average()

    def table(self, sort_by=None, row_limit=100, max_src_column_width=75, max_name_column_width=55,
              max_shapes_column_width=80, header=None, top_level_events_only=False):
        return self.events().table(sort_by, row_limit, max_src_column_width, max_name_column_width,
                                   max_shapes_column_width, header, top_level_events_only)

    def export_chrome_trace(self, path, metadata=None):
        return self.events().export_chrome_trace(path, {**(metadata or {}),
                                                        "baseTimeNanoseconds": self._origin_wall_ns})

    def export_stacks(self, path, metric="self_cpu_time_total"):
        events = self.events()
        if not self.with_stack:
            raise AssertionError("export_stacks() requires with_stack=True")
        return events.export_stacks(path, metric)

    @property
    def self_cpu_time_total(self):
        return self.events().self_cpu_time_total

    def _check_results(self):
        if self._events is None:
            raise RuntimeError("Profiler didn't finish running")

    def __str__(self):
        return self.table() if self._events is not None else "<unfinished torch.autograd.profile>"

    # recording (called by the wrappers below)
    def _us(self, ns):
        return (ns - self._origin_ns) / 1000.0

    def _wall_ns(self, ns):
        return self._origin_wall_ns + (ns - self._origin_ns)


def _available_device(use_device):
    """The device to profile besides the CPU: PyTorch warns and drops one that is not there (here: all)."""
    if use_device is None:
        return None
    if use_device not in ("cuda", "xpu", "mtia", "hpu"):
        warnings.warn(f"The {use_device} is not a valid device option.", stacklevel=3)
    elif use_device != "mtia":
        warnings.warn(f"{use_device.upper()} is not available, disabling {use_device.upper()} profiling",
                      stacklevel=3)
    return None


class record_function:
    """A named range in the profile (context manager or decorator); nothing happens without a profiler."""

    def __init__(self, name, args=None):
        self.name = name
        self.args = args
        self._event = None

    def __enter__(self):
        self._event = _open(self.name, None, "user_annotation")
        return self

    def __exit__(self, *exc):
        if self._event is not None:
            _close(self._event, None)
            self._event = None
        return False

    def __call__(self, fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            with record_function(self.name, self.args):
                return fn(*args, **kwargs)
        return wrapper


def record_function_enter(name, args=None):
    """torch.ops.profiler._record_function_enter: open a named range; the handle closes it."""
    handle = record_function(name, args)
    handle.__enter__()
    return handle


def record_function_exit(handle):
    """torch.ops.profiler._record_function_exit."""
    handle.__exit__(None, None, None)


class _Open:
    """An event being recorded: one FunctionEvent per active session and, with profile_memory, the
    storages of its inputs (a result viewing an input, as t() or view(), allocated nothing)."""

    __slots__ = ("events", "input_memory")


def _open(name, inputs, category="cpu_op"):
    sessions = _sessions()
    if not sessions:
        return None
    stack = None
    if any(s.with_stack for s in sessions):
        stack = [f"{f.filename}({f.lineno}): {f.name}" for f in reversed(user_frames())]
    thread = threading.get_native_id()
    frame = _Open()
    frame.events = []
    frame.input_memory = ()
    start = time.perf_counter_ns()
    if inputs is not None and any(s.profile_memory for s in sessions):
        storages = [storage_of(a) for a in result_arrays(list(inputs[0]) + list(inputs[1].values()))]
        frame.input_memory = {id(a) for a in storages}
        _log_preexisting(sessions, storages)
    for session in sessions:
        shapes = None
        if session.record_shapes:
            shapes = _shapes(inputs) if inputs is not None else []
        event = FunctionEvent(session._next_id, name, thread, session._us(start), input_shapes=shapes,
                              stack=stack if session.with_stack else None, category=category)
        session._next_id += 1
        frame.events.append((session, event))
    _local.open.append(frame)
    return frame


def _close(frame, result):
    end = time.perf_counter_ns()
    _local.open.remove(frame)
    parent = _local.open[-1] if _local.open else None
    made = []  # (storage id, bytes) of the storages this op's results made
    if any(s.profile_memory for s, _ in frame.events):
        for storage in map(storage_of, result_arrays(result)):
            if id(storage) not in frame.input_memory:
                nbytes = _watch.watch(storage)
                if nbytes:
                    made.append((id(storage), nbytes))
    for session, event in frame.events:
        event.end_us = session._us(end)
        if session.profile_memory:
            event.self_memory_bytes += sum(n for _, n in made)
            session._memory_log += [(session._wall_ns(end), "CREATE", n, key) for key, n in made]
        if session.with_flops:
            event.flops = op_flops(event.name, event.input_shapes, result)
        if parent is not None:
            for parent_session, parent_event in parent.events:
                if parent_session is session:
                    event.cpu_parent = parent_event
                    parent_event.cpu_children.append(event)
        session._events.append(event)


def _log_preexisting(sessions, storages):
    """Storages an op reads that no recorded op made: memory the timeline starts with."""
    for session in sessions:
        if session.profile_memory:
            seen = session._memory_log_seen
            for storage in storages:
                if id(storage) not in seen and not _watch.watching(storage):
                    seen.add(id(storage))
                    session._memory_log.append((-1, "PREEXISTING", storage.nbytes, id(storage)))


def _record_free(nbytes, now):
    """A watched storage was freed: charged to the innermost open event, else a "[memory]" event."""
    sessions = [s for s in (_sessions() or ()) if s.profile_memory and s._recording]
    if not sessions:
        return
    frame = _local.open[-1] if _local.open else None
    charged = set()
    if frame is not None:
        for session, event in frame.events:
            if session in sessions:
                event.self_memory_bytes -= nbytes
                charged.add(id(session))
    for session in sessions:
        session._memory_log.append((session._wall_ns(now), "DESTROY", nbytes, None))
        if id(session) not in charged:
            event = FunctionEvent(session._next_id, "[memory]", threading.get_native_id(), session._us(now),
                                  input_shapes=[] if session.record_shapes else None, category="cpu_instant_event")
            event.self_memory_bytes = -nbytes
            session._next_id += 1
            session._events.append(event)


_watch = StorageWatch(_record_free)


def _shapes(inputs):
    args, kwargs = inputs
    shapes = []
    for value in list(args) + list(kwargs.values()):
        if isinstance(value, Tensor):
            shapes.append(list(value._data.shape))
        elif isinstance(value, (tuple, list)) and value and all(isinstance(v, Tensor) for v in value):
            shapes.append([list(v._data.shape) for v in value])
        else:
            shapes.append([])
    return shapes


# -- hooking ops and nodes in while any profiler is active ---------------------------

def _start_recording():
    global _active_sessions
    with _patch_lock:
        _active_sessions += 1
        if _active_sessions == 1:
            op_interception.add(_record_op)
            backward_observers.add(_observe_node)
            _wrap_factories()


def _stop_recording():
    global _active_sessions
    with _patch_lock:
        _active_sessions -= 1
        if _active_sessions == 0:
            _unwrap_factories()
            backward_observers.remove(_observe_node)
            op_interception.remove(_record_op)
            _watch.clear()


#: Factories as PyTorch's profiler shows them: the factory's event around an aten::empty (aten::empty_like >
#: aten::empty_strided for the *_like forms) and the in-place op that fills it: torch.randn(3) records
#: aten::randn > [aten::empty, aten::normal_]. They are not table ops, so the profiler wraps these names of
#: gradtable's namespace while it records; the filling op's event spans the whole computation.
_FACTORY_FILLS = {"randn": "normal_", "rand": "uniform_", "randint": "random_", "zeros": "zero_", "ones": "fill_",
                  "full": "fill_", "empty": None, "randn_like": "normal_", "rand_like": "uniform_",
                  "randint_like": "random_", "zeros_like": "zero_", "ones_like": "fill_", "full_like": "fill_",
                  "empty_like": None}
_factory_originals = {}


def _wrap_factories():
    import gradtable  # (imported when the first profiler starts: the package is complete by then)
    for name, fill in _FACTORY_FILLS.items():
        _factory_originals[name] = original = getattr(gradtable, name)
        setattr(gradtable, name, _recorded_factory(original, name, fill))


def _unwrap_factories():
    import gradtable
    for name, original in _factory_originals.items():
        setattr(gradtable, name, original)
    _factory_originals.clear()


def _recorded_factory(fn, name, fill):
    allocation = ("aten::empty_like", "aten::empty_strided") if name.endswith("_like") else ("aten::empty",)

    @functools.wraps(fn)
    def factory(*args, **kwargs):
        if not _sessions():
            return fn(*args, **kwargs)
        outer = _open("aten::" + name, (args, kwargs))
        result = None
        try:
            if name not in ("empty", "empty_like"):
                opened = [_open(event, None) for event in allocation]
                for frame in reversed(opened):
                    _close(frame, None)
            inner = _open("aten::" + fill, None) if fill else None
            try:
                result = fn(*args, **kwargs)
            finally:
                if inner is not None:
                    _close(inner, result)
        finally:
            for _, event in outer.events:
                event.fwd_thread = 0
            _close(outer, result)
        return result
    return factory


#: Ops PyTorch runs without dispatching (Tensor::conj is inline C++): only what they call shows (aten::_conj).
_NOT_RECORDED = frozenset({"conj"})


def _record_op(fn, args, kwargs, proceed):
    """Op interceptor: an "aten::<op>" event around the op's run."""
    name = _event_name(fn)
    if not _sessions() or name in _NOT_RECORDED:
        return proceed()
    frame = _open("aten::" + name, (args, kwargs))
    first_new_node = peek_sequence_nr()
    result = None
    try:
        result = proceed()
    finally:
        _link_to_node(frame, result, first_new_node)
        _close(frame, result)
    return result


def _link_to_node(frame, result, first_new_node):
    """As PyTorch's profiler: an op that made its result's node carries the node's sequence number, so its
    backward's events (which carry it too) can be matched with it; fwd_thread is 0 on forward events,
    and the node remembers the thread that made it for its backward events. A composite op (its result's
    node made by an op inside it, already linked) and an op that made no node keep -1."""
    if frame is None:
        return
    out = result[0] if isinstance(result, (tuple, list)) and result else result
    node = out._grad_node if isinstance(out, Tensor) else None
    linked = node is not None and node._seq_nr >= first_new_node and "_profiler_thread" not in node.__dict__
    for _, event in frame.events:
        event.fwd_thread = 0
        if linked:
            event.sequence_nr = node._seq_nr
            node._profiler_thread = event.thread


def _event_name(fn):
    """The op's schema name, with PyTorch's trailing underscore for an in-place variant (the generated
    docstring says "-> Tensor, in place on self"): aten::add_ as PyTorch records it."""
    first = next((line for line in (fn.__doc__ or "").splitlines() if "(" in line), "")
    return op_interception.op_name(fn) + ("_" if "in place on self" in first else "")


def _observe_node(node, step):
    """Backward-observer: a node's run as PyTorch shows it, an engine range around the node's own."""
    if not _sessions():
        return step()
    name = node.name()
    outer = _open(f"autograd::engine::evaluate_function: {name}", None)
    inner = _open(name, None)
    forward_thread = getattr(node, "_profiler_thread", None)   # (set when a profiler saw the op that made it)
    for frame in (outer, inner):
        for _, event in frame.events if frame is not None else ():
            event.fwd_thread = 0 if forward_thread is None else forward_thread
            event.sequence_nr = node._seq_nr if forward_thread is not None else -1
    if inner is not None and any(s.record_shapes for s, _ in inner.events):
        shapes = [list(m[0]) if m is not None else [] for m in node._output_metadata]
        for session, event in inner.events:
            if session.record_shapes:
                event.input_shapes = shapes
    result = None
    try:
        result = step()
    finally:
        _close(inner, result)
        _close(outer, None)
    return result
