"""gradtable.autograd.profiler_util: what a profile reports (torch.autograd.profiler_util).

The recording side (profile, record_function, the op and node wrappers) lives in
profiler.py; this module holds what it produces and how that is read: the events
(FunctionEvent, and FunctionEventAvg for key averages), the EventList that sums,
tabulates and exports them as a chrome trace, and the table's formatting. As in
PyTorch, profiler.py imports EventList and FunctionEvent from here, so both names
resolve from either module.
"""
import json
import math
import os
import socket
import threading

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

    self_device_time_total = device_time_total = 0  # (no device runs anything here)

    def __init__(self, id, name, thread, start_us, end_us=None, overload_name=None, fwd_thread=None,
                 input_shapes=None, stack=None, scope=0, use_device=None, cpu_memory_usage=0,
                 device_memory_usage=0, is_async=False, is_remote=False, sequence_nr=-1, node_id=-1,
                 device_type=None, device_index=0, device_resource_id=None, is_legacy=False, flops=None,
                 trace_name=None, concrete_inputs=None, kwinputs=None, is_user_annotation=False,
                 metadata_json=None, category="cpu_op"):
        """PyTorch's arguments, in its order (what a CPU-only recorder has no use for is kept as given);
        `category` is the chrome trace's "cat" of the event."""
        self.id = id
        self.overload_name = overload_name
        self.fwd_thread = fwd_thread
        self.scope = scope
        self.is_async = is_async
        self.is_remote = is_remote
        self.sequence_nr = sequence_nr
        self.node_id = node_id
        self.device_index = device_index
        self.is_legacy = is_legacy
        self.is_user_annotation = is_user_annotation
        # A profiler step's range is one row for all steps in the summaries ("ProfilerStep*") and keeps
        # its number in the chrome trace ("ProfilerStep#3"), as PyTorch shows it.
        self.trace_name = name
        if name.startswith("ProfilerStep#"):
            name = "ProfilerStep*"
        self.name = name
        self.key = name
        self.thread = thread
        self.start_us = start_us
        self.end_us = start_us if end_us is None else end_us
        self.input_shapes = input_shapes
        self.stack = stack or []
        self.category = category
        self.cpu_parent = None
        self.cpu_children = []
        self.self_memory_bytes = cpu_memory_usage
        self.flops = flops or 0
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

    self_device_time_total = device_time_total = 0

    def __init__(self, key=None, input_shapes=None, stack=None):
        """Empty, as PyTorch's `FunctionEventAvg()`: the first event added names it (key, shapes, stack)."""
        self.key = key
        self.input_shapes = input_shapes
        self.stack = stack
        self.node_id = 0
        self.count = 0
        self.cpu_time_total = 0.0
        self.self_cpu_time_total = 0.0
        self.cpu_memory_usage = 0
        self.self_cpu_memory_usage = 0
        self.flops = 0

    def add(self, event):
        if self.key is None:
            self.key, self.input_shapes, self.stack = event.key, event.input_shapes, event.stack
            self.node_id = event.node_id
        self.count += event.count
        self.flops += event.flops
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

    def __init__(self, events=(), profile_memory=False, with_flops=False):
        super().__init__(events)
        self._profile_memory = profile_memory
        self._with_flops = with_flops

    @property
    def self_cpu_time_total(self):
        return sum(e.self_cpu_time_total for e in self)

    def _populate_cpu_children(self):
        """Give each event, thread by thread, the events inside its time range as cpu_children (the
        recorder links them as it goes; PyTorch's rule for events made otherwise): sorted by start, the
        longer first, an event's parent is the innermost range still open around it."""
        by_thread = {}
        for event in self:
            if not getattr(event, "is_async", False):
                by_thread.setdefault(event.thread, []).append(event)
        for events in by_thread.values():
            open_ranges = []
            for event in sorted(events, key=lambda e: (e.start_us, -e.end_us)):
                while open_ranges:
                    parent = open_ranges[-1]
                    if event.start_us >= parent.end_us or event.end_us > parent.end_us:
                        open_ranges.pop()
                    else:
                        parent.cpu_children.append(event)
                        event.cpu_parent = parent
                        break
                open_ranges.append(event)

    def key_averages(self, group_by_input_shape=False, group_by_stack_n=0):
        groups = {}
        for event in self:
            key = event.key
            if group_by_input_shape:
                key = (key, str(event.input_shapes))
            if group_by_stack_n:
                key = (key, tuple(event.stack[:group_by_stack_n]))
            if key not in groups:  # (input shapes shown only when grouped by them, as PyTorch does)
                groups[key] = FunctionEventAvg(event.key, event.input_shapes if group_by_input_shape else "",
                                               event.stack[:group_by_stack_n] if group_by_stack_n else [])
            groups[key].add(event)
        return EventList(groups.values(), self._profile_memory, self._with_flops)

    def total_average(self):
        total = FunctionEventAvg("Total", None, [])
        for event in self:
            total.add(event)
        return total

    def table(self, sort_by=None, row_limit=100, max_src_column_width=75, max_name_column_width=55,
              max_shapes_column_width=80, header=None, top_level_events_only=False):
        return _build_table(self, sort_by, row_limit, max_src_column_width, max_name_column_width,
                            max_shapes_column_width, header, top_level_events_only, self._profile_memory,
                            self._with_flops)

    @staticmethod
    def supported_export_stacks_metrics():
        return ["self_cpu_time_total", "self_cuda_time_total", "self_xpu_time_total", "self_privateuse1_time_total"]

    def export_stacks(self, path, metric):
        """Flame-graph input: per event with a stack, its frames outermost first joined by ";" (spaces and
        ";" in them made "_"), then the metric in whole microseconds; events where it is 0 are left out."""
        if metric not in self.supported_export_stacks_metrics():
            raise ValueError("metric should be one of: " + str(self.supported_export_stacks_metrics()))
        attribute = metric.replace("cuda", "device").replace("xpu", "device").replace("privateuse1", "device")
        clean = str.maketrans(" ;\t\n", "____")
        with open(path, "w") as f:
            for event in self:
                value = int(getattr(event, attribute))
                if event.stack and value > 0:
                    f.write(";".join(entry.translate(clean) for entry in reversed(event.stack)) + f" {value}\n")

    def export_chrome_trace(self, path, metadata=None):
        """Chrome trace-event JSON as PyTorch writes it: process and thread names ("M" events), then one
        complete ("X") event per recorded call, ts/dur in microseconds since the profiler started
        (the profile adds baseTimeNanoseconds: when that was, on the wall clock). `metadata` adds
        top-level keys."""
        pid = os.getpid()
        trace = [{"ph": "M", "name": "process_name", "ts": 0, "pid": pid, "tid": 0, "args": {"name": "python"}},
                 {"ph": "M", "name": "process_labels", "ts": 0, "pid": pid, "tid": 0, "args": {"labels": "CPU"}}]
        for thread in sorted({e.thread for e in self if isinstance(e, FunctionEvent)}):
            trace.append({"ph": "M", "name": "thread_name", "ts": 0, "pid": pid, "tid": thread,
                          "args": {"name": f"thread {thread} ({_thread_name(thread)})"}})
        for event in self:
            if not isinstance(event, FunctionEvent):
                raise RuntimeError("export_chrome_trace needs the raw events, not key averages")
            if event.category == "cpu_instant_event":  # a "[memory]" free outside ops: an instant, as PyTorch
                trace.append({"ph": "i", "cat": event.category, "s": "t", "name": event.trace_name, "pid": pid,
                              "tid": event.thread, "ts": event.start_us,
                              "args": {"Bytes": event.self_memory_bytes, "Device Id": -1, "Device Type": 0}})
                continue
            args = {"External id": event.id}
            if event.input_shapes is not None:
                args["Input Dims"] = event.input_shapes
            if event.stack:
                args["Call stack"] = ";".join(event.stack)
            if self._profile_memory:
                args["CPU Mem"] = event.cpu_memory_usage
            if self._with_flops and event.flops:
                args["flops"] = event.flops
            trace.append({"ph": "X", "cat": event.category, "name": event.trace_name, "pid": pid,
                          "tid": event.thread, "ts": event.start_us, "dur": event.cpu_time_total, "args": args})
        document = {"schemaVersion": 1, "deviceProperties": [], **(metadata or {}), "host_name": socket.gethostname(),
                    "displayTimeUnit": "ms", "traceEvents": trace,
                    "traceName": str(path)}
        with open(path, "w") as f:
            json.dump(document, f)


def _thread_name(native_id):
    for thread in threading.enumerate():
        if thread.native_id == native_id:
            return "python" if thread is threading.main_thread() else thread.name
    return "python"


# -- FLOPs -----------------------------------------------------------------------

def op_flops(name, input_shapes, result):
    """PyTorch's FLOP estimate (with_flops) for the ops it has a formula for, else 0: a multiply-add counts
    2 in matrix products and convolutions; add and mul count one per element of their first input."""
    shapes = input_shapes or []
    if name == "aten::mm" and len(shapes) >= 2 and len(shapes[0]) == 2 and len(shapes[1]) == 2:
        return 2 * shapes[0][0] * shapes[0][1] * shapes[1][1]
    if name in ("aten::addmm", "aten::baddbmm") and len(shapes) >= 3:
        shapes = shapes[1:]
        name = "aten::mm" if name == "aten::addmm" else "aten::bmm"
        return op_flops(name, shapes, result)
    if name == "aten::bmm" and len(shapes) >= 2 and len(shapes[0]) == 3 and len(shapes[1]) == 3:
        return 2 * shapes[0][0] * shapes[0][1] * shapes[0][2] * shapes[1][2]
    if name == "aten::conv2d" and len(shapes) >= 2 and len(shapes[1]) == 4 and hasattr(result, "shape"):
        _, in_per_group, kernel_h, kernel_w = shapes[1]
        return 2 * math.prod(result.shape) * in_per_group * kernel_h * kernel_w
    if name in ("aten::add", "aten::mul") and shapes and all(isinstance(n, int) for n in shapes[0]):
        return math.prod(shapes[0])
    return 0


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
                 header, top_level_events_only, profile_memory, with_flops=False):
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
    flops = [e.flops for e in events if e.flops > 0] if with_flops else []
    if flops:  # in the unit of the smallest count, as PyTorch scales it
        power = min(int(math.log10(min(flops)) // 3), 5)
        headers.append(f"Total {['', 'K', 'M', 'G', 'T', 'P'][power]}FLOPs")
        widths.append(12)
        aligns.append(">")
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
            row.append(_trim_path(e.stack[0] if e.stack else "", widths[len(row)]))
        if flops:
            row.append(f"{e.flops / 1000 ** power:8.3f}" if e.flops > 0 else "--")
        lines.append(row_format.format(*row))
        if has_stack:
            source = headers.index("Source Location")
            for entry in e.stack[1:]:
                cells = [""] * len(headers)
                cells[source] = _trim_path(entry, widths[source])
                lines.append(row_format.format(*cells))
            lines.append(row_format.format(*([""] * len(headers))))
    lines += [separator, f"Self CPU time total: {_format_time(total)}"]
    return "\n".join(lines) + "\n"


def _trim_path(path, width):
    if len(path) > width:
        path = path[len(path) - width:]
        if len(path) > 3:
            path = "..." + path[3:]
    return path
