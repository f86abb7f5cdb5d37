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
(which here also covers the node's hooks); record_function ranges.
With profile_memory, an op's memory is the bytes of the result arrays it made
(gradtable allocates nothing else that outlives an op), not allocator traffic.

Cost when off: none. Entering the first profiler wraps the op entry points where
they are bound (module functions, Tensor methods) and leaving the last one puts the
originals back; the engine reports nodes through backward_observers.
"""
import functools
import json
import os
import threading
import time

from . import backward_observers
from .anomaly_mode import user_frames
from ..core.tensor import Tensor

_local = threading.local()  # .sessions: the profilers active in this thread; .open: the open events
_patch_lock = threading.Lock()
_active_sessions = 0
_patched = []  # (namespace, attribute, original) to restore


def _sessions():
    return getattr(_local, "sessions", None)


# -- events -------------------------------------------------------------------

class Interval:
    """An event's start and end, in microseconds since the profiler started."""

    def __init__(self, start, end):
        self.start = start
        self.end = end

    def elapsed_us(self):
        return self.end - self.start


class FunctionEvent:
    """One recorded call: an op, a backward node or a record_function range (times in microseconds)."""

    def __init__(self, id, name, start_us, thread, input_shapes=None, stack=None, category="cpu_op"):
        self.id = id
        self.name = name
        self.key = name
        self.thread = thread
        self.start_us = start_us
        self.end_us = start_us
        self.input_shapes = input_shapes
        self.stack = stack or []
        self.category = category
        self.cpu_parent = None
        self.cpu_children = []
        self.self_memory_bytes = 0
        self.count = 1

    @property
    def time_range(self):
        return Interval(self.start_us, self.end_us)

    @property
    def cpu_time_total(self):
        return self.end_us - self.start_us

    @property
    def self_cpu_time_total(self):
        return self.cpu_time_total - sum(c.cpu_time_total for c in self.cpu_children)

    cpu_time = cpu_time_total

    @property
    def self_cpu_memory_usage(self):
        return self.self_memory_bytes

    @property
    def cpu_memory_usage(self):
        return self.self_memory_bytes + sum(c.cpu_memory_usage for c in self.cpu_children)

    def __repr__(self):
        return (f"<FunctionEvent id={self.id} name={self.name} cpu_time={_format_time(self.cpu_time_total)} "
                f"start_us={self.start_us:.3f} end_us={self.end_us:.3f} input_shapes={self.input_shapes}>")


class FunctionEventAvg:
    """The events of one name (and input shapes, if grouped by them), summed."""

    def __init__(self, key, input_shapes, stack):
        self.key = key
        self.input_shapes = input_shapes
        self.stack = stack
        self.count = 0
        self.cpu_time_total = 0.0
        self.self_cpu_time_total = 0.0
        self.cpu_memory_usage = 0
        self.self_cpu_memory_usage = 0

    def add(self, event):
        self.count += event.count
        self.cpu_time_total += event.cpu_time_total
        self.self_cpu_time_total += event.self_cpu_time_total
        self.cpu_memory_usage += event.cpu_memory_usage
        self.self_cpu_memory_usage += event.self_cpu_memory_usage
        return self

    @property
    def cpu_time(self):
        return self.cpu_time_total / self.count if self.count else 0.0

    def __repr__(self):
        return (f"<FunctionEventAvg key={self.key} self_cpu_time={_format_time(self.self_cpu_time_total)} "
                f"cpu_time={_format_time(self.cpu_time_total)} count={self.count} input_shapes={self.input_shapes}>")


class EventList(list):
    """A list of events with PyTorch's summaries: key_averages, table, export_chrome_trace."""

    def __init__(self, events=(), profile_memory=False):
        super().__init__(events)
        self._profile_memory = profile_memory

    @property
    def self_cpu_time_total(self):
        return sum(e.self_cpu_time_total for e in self)

    def key_averages(self, group_by_input_shape=False, group_by_stack_n=0):
        groups = {}
        for event in self:
            key = event.key
            if group_by_input_shape:
                key = (key, str(event.input_shapes))
            if group_by_stack_n:
                key = (key, tuple(event.stack[:group_by_stack_n]))
            if key not in groups:
                groups[key] = FunctionEventAvg(event.key, event.input_shapes,
                                               event.stack[:group_by_stack_n] if group_by_stack_n else [])
            groups[key].add(event)
        return EventList(groups.values(), self._profile_memory)

    def total_average(self):
        total = FunctionEventAvg("Total", None, [])
        for event in self:
            total.add(event)
        return total

    def table(self, sort_by=None, row_limit=100, max_src_column_width=75, max_name_column_width=55,
              max_shapes_column_width=80, header=None, top_level_events_only=False):
        return _build_table(self, sort_by, row_limit, max_src_column_width, max_name_column_width,
                            max_shapes_column_width, header, top_level_events_only, self._profile_memory)

    def export_chrome_trace(self, path):
        """Chrome trace-event JSON: one complete ("X") event per recorded call, ts/dur in microseconds."""
        pid = os.getpid()
        trace = []
        for event in self:
            if not isinstance(event, FunctionEvent):
                raise RuntimeError("export_chrome_trace needs the raw events, not key averages")
            args = {}
            if event.input_shapes is not None:
                args["Input Dims"] = event.input_shapes
            if event.stack:
                args["Call stack"] = ";".join(event.stack)
            if self._profile_memory:
                args["CPU Mem"] = event.cpu_memory_usage
            trace.append({"name": event.name, "ph": "X", "cat": event.category, "ts": event.start_us,
                          "dur": event.cpu_time_total, "pid": pid, "tid": event.thread, "args": args})
        with open(path, "w") as f:
            json.dump({"traceEvents": trace, "displayTimeUnit": "ms"}, f)


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
        self.record_shapes = record_shapes
        self.profile_memory = profile_memory
        self.with_stack = with_stack
        self.entered = False
        self._events = None
        self._next_id = 0

    def __enter__(self):
        if not self.enabled:
            return
        if self.entered:
            raise RuntimeError("Profiler context manager is not reentrant")
        self.entered = True
        self._events = []
        self._origin_ns = time.perf_counter_ns()
        if _sessions() is None:
            _local.sessions = []
            _local.open = []
        _local.sessions.append(self)
        _start_recording()
        return self

    def __exit__(self, *exc):
        if not self.enabled:
            return False
        _local.sessions.remove(self)
        _stop_recording()
        return False

    # results
    def events(self):
        self._check_results()
        return EventList(sorted(self._events, key=lambda e: (e.start_us, -e.end_us)), self.profile_memory)

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

    def export_chrome_trace(self, path):
        return self.events().export_chrome_trace(path)

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


class _Open:
    """An event being recorded: one FunctionEvent per active session, and the result
    arrays its children made (so a parent returning a child's result is not charged twice)."""

    __slots__ = ("events", "child_arrays")


def _open(name, inputs, category="cpu_op"):
    sessions = _sessions()
    if not sessions:
        return None
    stack = None
    if any(s.with_stack for s in sessions):
        stack = [f"{f.filename}({f.lineno}): {f.name}" for f in reversed(user_frames())]
    thread = threading.get_ident()
    frame = _Open()
    frame.events = []
    frame.child_arrays = set()
    start = time.perf_counter_ns()
    for session in sessions:
        shapes = None
        if session.record_shapes:
            shapes = _shapes(inputs) if inputs is not None else []
        event = FunctionEvent(session._next_id, name, session._us(start), thread, shapes,
                              stack if session.with_stack else None, category)
        session._next_id += 1
        frame.events.append((session, event))
    _local.open.append(frame)
    return frame


def _close(frame, result):
    end = time.perf_counter_ns()
    _local.open.remove(frame)
    parent = _local.open[-1] if _local.open else None
    arrays = _result_arrays(result) if any(s.profile_memory for s, _ in frame.events) else []
    own = sum(a.nbytes for a in arrays if id(a) not in frame.child_arrays)
    if parent is not None:
        parent.child_arrays.update(id(a) for a in arrays)
    for session, event in frame.events:
        event.end_us = session._us(end)
        if session.profile_memory:
            event.self_memory_bytes = own
        if parent is not None:
            for parent_session, parent_event in parent.events:
                if parent_session is session:
                    event.cpu_parent = parent_event
                    parent_event.cpu_children.append(event)
        session._events.append(event)


def _result_arrays(result):
    if isinstance(result, Tensor):
        return [result._data]
    if isinstance(result, (tuple, list)):
        return [a for r in result for a in _result_arrays(r)]
    return []


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
            _wrap_ops()
            backward_observers.add(_observe_node)


def _stop_recording():
    global _active_sessions
    with _patch_lock:
        _active_sessions -= 1
        if _active_sessions == 0:
            backward_observers.remove(_observe_node)
            for namespace, attribute, original in reversed(_patched):
                setattr(namespace, attribute, original)
            _patched.clear()


def _op_namespaces():
    """Where the table's ops are bound: the generated module and everything that re-exports its
    functions (gradtable, nn.functional, linalg) or binds them as Tensor methods and operators."""
    import gradtable
    from ..generated import ops
    return ops, [ops, gradtable, gradtable.nn.functional, gradtable.linalg, Tensor]


def _wrap_ops():
    ops, namespaces = _op_namespaces()
    wrappers = {}
    for namespace in namespaces:
        for attribute, value in list(vars(namespace).items()):
            if not (callable(value) and getattr(value, "__module__", None) == ops.__name__):
                continue
            if namespace is ops and attribute.startswith("_"):
                continue  # internal overloads: their public dispatcher is recorded
            wrapper = wrappers.get(value)
            if wrapper is None:
                wrapper = wrappers[value] = _recorded(value, "aten::" + _op_name(value))
            _patched.append((namespace, attribute, value))
            setattr(namespace, attribute, wrapper)


def _op_name(fn):
    """The schema name in the generated docstring ("mul(Tensor self, ...)", "rsub.Tensor(...)")."""
    for line in (fn.__doc__ or "").splitlines():
        line = line.strip()
        if "(" in line:
            return line.split("(")[0].split(".")[0]
    return fn.__name__.lstrip("_")


def _recorded(fn, name):
    @functools.wraps(fn)
    def op(*args, **kwargs):
        if not _sessions():
            return fn(*args, **kwargs)
        frame = _open(name, (args, kwargs))
        result = None
        try:
            result = fn(*args, **kwargs)
        finally:
            _close(frame, result)
        return result
    return op


def _observe_node(node, step):
    """Backward-observer: a node's run as PyTorch shows it, an engine range around the node's own."""
    if not _sessions():
        return step()
    name = node.name()
    outer = _open(f"autograd::engine::evaluate_function: {name}", None)
    inner = _open(name, None)
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


# -- the table -------------------------------------------------------------------

def _format_time(time_us):
    if time_us >= 1e6:
        return f"{time_us / 1e6:.3f}s"
    if time_us >= 1e3:
        return f"{time_us / 1e3:.3f}ms"
    return f"{time_us:.3f}us"


def _format_share(time_us, total_us):
    return "NaN" if total_us == 0 else f"{time_us * 100.0 / total_us:.2f}%"


def _format_memory(nbytes):
    for unit, size in (("GB", 1024 ** 3), ("MB", 1024 ** 2), ("KB", 1024)):
        if abs(nbytes) >= size:
            return f"{nbytes / size:.2f} {unit}"
    return f"{nbytes} B"


def _build_table(events, sort_by, row_limit, max_src_column_width, max_name_column_width, max_shapes_column_width,
                 header, top_level_events_only, profile_memory):
    """PyTorch's summary table: right-aligned columns of width 12 separated by two spaces."""
    if len(events) == 0:
        return ""
    if sort_by is not None:
        events = sorted(events, key=lambda e: getattr(e, sort_by), reverse=True)
    name_width = min(max(len(e.key) for e in events) + 4, max_name_column_width)
    has_shapes = any(e.input_shapes for e in events)
    has_stack = any(e.stack for e in events)
    headers = ["Name", "Self CPU %", "Self CPU", "CPU total %", "CPU total", "CPU time avg"]
    if profile_memory:
        headers += ["CPU Mem", "Self CPU Mem"]
    headers.append("# of Calls")
    widths = [name_width] + [12] * (len(headers) - 1)
    aligns = [">"] * len(headers)
    if has_shapes:
        headers.append("Input Shapes")
        widths.append(min(max(len(str(e.input_shapes)) for e in events) + 4, max_shapes_column_width))
        aligns.append(">")
    if has_stack:
        headers.append("Source Location")
        widths.append(min(max(len(s) for e in events for s in e.stack) + 4, max_src_column_width))
        aligns.append("<")
    row_format = "".join("{:" + a + str(w) + "}  " for a, w in zip(aligns, widths))
    separator = "".join("-" * w + "  " for w in widths)
    total = sum(e.self_cpu_time_total for e in events)
    lines = []
    if header is not None:
        lines += ["=" * (sum(widths) + 2 * len(widths) - 2), header]
    lines += [separator, row_format.format(*headers), separator]
    shown = 0
    for e in events:
        if shown == row_limit:
            break
        if top_level_events_only and getattr(e, "cpu_parent", None) is not None:
            continue
        shown += 1
        name = e.key if len(e.key) < name_width - 3 or name_width < max_name_column_width else (
            e.key[:max_name_column_width - 3] + "...")
        row = [name, _format_share(e.self_cpu_time_total, total), _format_time(e.self_cpu_time_total),
               _format_share(e.cpu_time_total, total), _format_time(e.cpu_time_total), _format_time(e.cpu_time)]
        if profile_memory:
            row += [_format_memory(e.cpu_memory_usage), _format_memory(e.self_cpu_memory_usage)]
        row.append(e.count)
        if has_shapes:
            row.append(str(e.input_shapes)[:widths[len(row)]])
        if has_stack:
            row.append(_trim_path(e.stack[0] if e.stack else "", widths[-1]))
        lines.append(row_format.format(*row))
        if has_stack:
            for entry in e.stack[1:]:
                lines.append(row_format.format(*([""] * (len(headers) - 1) + [_trim_path(entry, widths[-1])])))
            lines.append(row_format.format(*([""] * len(headers))))
    lines += [separator, f"Self CPU time total: {_format_time(total)}"]
    return "\n".join(lines) + "\n"


def _trim_path(path, width):
    if len(path) > width:
        path = path[len(path) - width:]
        if len(path) > 3:
            path = "..." + path[3:]
    return path
