"""autograd.profiler: op and backward-node events, record_function ranges, key_averages tables, Chrome traces.
Names, call counts, input shapes and result memory are compared with PyTorch's profiler (no timings)."""
import json
import re

import numpy as np
import pytest

import gradtable


def _program(lib, record_function=None):
    x = lib.tensor(np.linspace(-1.0, 1.0, 12).reshape(3, 4), dtype=lib.float32, requires_grad=True)
    w = lib.tensor(np.linspace(0.5, 1.5, 20).reshape(4, 5), dtype=lib.float32, requires_grad=True)
    if record_function is None:
        y = (x.mm(w).exp() * 2.0).sum()
    else:
        with record_function("my_forward"):
            y = (x.mm(w).exp() * 2.0).sum()
    y.backward()


def _profile(lib, **options):
    prof = lib.autograd.profiler
    with prof.profile(**options) as p:
        _program(lib, prof.record_function)
    return p


def _counts(p):
    return {e.key: e.count for e in p.key_averages()}


def test_op_and_node_names_and_counts_match_pytorch(torch):
    ours = _counts(_profile(gradtable))
    theirs = _counts(_profile(torch))
    for name in ["aten::mm", "aten::exp", "aten::sum", "my_forward", "MmBackward0", "ExpBackward0", "MulBackward0",
                 "SumBackward0", "autograd::engine::evaluate_function: MmBackward0",
                 "autograd::engine::evaluate_function: torch::autograd::AccumulateGrad",
                 "torch::autograd::AccumulateGrad"]:
        assert ours[name] == theirs[name], name
    assert set(ours) <= set(theirs)  # nothing PyTorch would not show


def test_input_shapes_and_result_memory_match_pytorch(torch):
    def forward_mm(lib):
        p = _profile(lib, record_shapes=True, profile_memory=True)
        rows = {(e.key, str(e.input_shapes)): e for e in p.key_averages(group_by_input_shape=True)}
        return rows[("aten::mm", "[[3, 4], [4, 5]]")], rows[("aten::exp", "[[3, 5]]")]

    for ours, theirs in zip(forward_mm(gradtable), forward_mm(torch)):
        assert ours.count == theirs.count == 1
        assert ours.cpu_memory_usage == theirs.cpu_memory_usage == 60
        assert ours.self_cpu_memory_usage == theirs.self_cpu_memory_usage


def test_table_has_pytorch_columns(lib):
    def header(table):
        lines = table.splitlines()
        assert set(lines[0]) == {"-", " "} and lines[2] == lines[0] and lines[-1].startswith("Self CPU time total: ")
        return re.split(r"\s{2,}", lines[1].strip())

    p = _profile(lib)
    assert header(p.key_averages().table(sort_by="self_cpu_time_total", row_limit=5)) == [
        "Name", "Self CPU %", "Self CPU", "CPU total %", "CPU total", "CPU time avg", "# of Calls"]
    assert len(p.key_averages().table(row_limit=3).splitlines()) == 3 + 3 + 2
    p = _profile(lib, record_shapes=True, profile_memory=True)
    assert header(p.key_averages(group_by_input_shape=True).table(sort_by="cpu_time_total")) == [
        "Name", "Self CPU %", "Self CPU", "CPU total %", "CPU total", "CPU time avg", "CPU Mem", "Self CPU Mem",
        "# of Calls", "Input Shapes"]


def test_times_nest_and_add_up(lib):
    p = _profile(lib)
    events = p.function_events
    block = next(e for e in events if e.name == "my_forward")
    mm = next(e for e in events if e.name == "aten::mm")
    assert block.time_range.start <= mm.time_range.start and mm.time_range.end <= block.time_range.end
    assert mm.time_range.elapsed_us() == pytest.approx(mm.cpu_time_total)
    for e in events:
        assert 0 <= e.self_cpu_time_total <= e.cpu_time_total
    averages = p.key_averages()
    assert sum(a.count for a in averages) == len(events)
    assert abs(sum(a.self_cpu_time_total for a in averages) - p.self_cpu_time_total) < 1e-6 * max(
        1.0, p.self_cpu_time_total)


def test_chrome_trace(lib, tmp_path):
    p = _profile(lib)
    path = tmp_path / "trace.json"
    p.export_chrome_trace(str(path))
    trace = json.loads(path.read_text())
    complete = [e for e in trace["traceEvents"] if e.get("ph") == "X"]
    names = {e["name"] for e in complete}
    assert {"aten::mm", "my_forward"} <= names
    for e in complete:
        assert isinstance(e["ts"], (int, float)) and isinstance(e["dur"], (int, float)) and e["dur"] >= 0


def test_our_chrome_trace_holds_every_event_in_microseconds(tmp_path):
    p = _profile(gradtable, record_shapes=True)
    path = tmp_path / "trace.json"
    p.export_chrome_trace(str(path))
    trace = [t for t in json.loads(path.read_text())["traceEvents"] if t["ph"] == "X"]
    events = p.events()
    assert len(trace) == len(events)
    for t, e in zip(trace, events):
        assert t["name"] == e.name and t["ts"] == e.time_range.start and t["dur"] == pytest.approx(e.cpu_time_total)
    assert next(t for t in trace if t["name"] == "aten::mm")["args"]["Input Dims"] == [[3, 4], [4, 5]]


def test_profiler_is_not_reentrant_and_can_be_disabled(lib):
    prof = lib.autograd.profiler.profile()
    with prof:
        pass
    with pytest.raises(RuntimeError, match="^Profiler context manager is not reentrant$"):
        with prof:
            pass
    with lib.autograd.profiler.profile(enabled=False) as off:
        assert off is None


def test_record_function_as_decorator_and_without_profiler(lib):
    @lib.autograd.profiler.record_function("scaled")
    def scaled(t):
        return t * 3.0

    x = lib.tensor([1.0, 2.0], requires_grad=True)
    assert scaled(x).sum().item() == 9.0  # no profiler: a no-op
    with lib.autograd.profiler.profile() as p:
        scaled(x)
        scaled(x)
    counts = _counts(p)
    assert counts["scaled"] == 2 and counts["aten::mul"] == 2


def test_ops_are_unwrapped_after_profiling():
    originals = (gradtable.mul, gradtable.Tensor.__mul__, gradtable.Tensor.exp, gradtable.nn.functional.gelu)
    with gradtable.autograd.profiler.profile():
        assert gradtable.mul is not originals[0]
        with gradtable.autograd.profiler.profile():  # nested profilers both record
            gradtable.ones(2) * 2.0
    assert (gradtable.mul, gradtable.Tensor.__mul__, gradtable.Tensor.exp, gradtable.nn.functional.gelu) == originals
    from gradtable.autograd import backward_observers
    assert backward_observers.wrappers == []


def test_nested_profilers_both_see_the_inner_ops():
    prof = gradtable.autograd.profiler
    with prof.profile() as outer:
        gradtable.ones(2).exp()
        with prof.profile() as inner:
            gradtable.ones(2) * 2.0
    ones = {"aten::ones": 1, "aten::empty": 1, "aten::fill_": 1}
    assert _counts(inner) == {**ones, "aten::mul": 1}
    assert _counts(outer) == {"aten::ones": 2, "aten::empty": 2, "aten::fill_": 2, "aten::exp": 1, "aten::mul": 1}


def test_with_stack_points_at_the_calling_line():
    with gradtable.autograd.profiler.profile(with_stack=True) as p:
        gradtable.ones(2).exp()  # the profiled line
    event = next(e for e in p.events() if e.name == "aten::exp")
    assert "test_profiler.py" in event.stack[0] and "test_with_stack_points_at_the_calling_line" in event.stack[0]
    assert "Source Location" in p.key_averages(group_by_stack_n=1).table()


def test_events_made_by_hand_and_their_averages_as_torch(torch):
    """FunctionEvent takes PyTorch's arguments; EventList._populate_cpu_children nests events by time
    range per thread; FunctionEventAvg() starts empty and takes its key from the first event added."""
    import gradtable

    def run(lib):
        util = lib.autograd.profiler_util
        events = util.EventList()
        ranges = [(1, [(0, 1), (1, 2)]), (0, [(0, 2), (1, 2), (1, 3)])]
        next_id = 0
        for thread, spans in ranges:
            for start, end in spans:
                next_id += 1
                events.append(util.FunctionEvent(id=next_id, node_id=0, name="", thread=thread, start_us=start,
                                                 end_us=end))
        events._populate_cpu_children()
        children = [[c.id for c in e.cpu_children] for e in events]
        avg = util.FunctionEventAvg()
        avg.add(util.FunctionEvent(id=0, node_id=0, name="foo", thread=0, start_us=10, end_us=15))
        avg.add(util.FunctionEvent(id=1, node_id=0, name="foo", thread=0, start_us=20, end_us=30))
        avg.add(avg)
        return children, avg.key, avg.count, avg.cpu_time_total, avg.self_cpu_time_total, avg.cpu_time, \
            avg.device_time_total, events[0].sequence_nr, events[0].node_id

    assert run(gradtable) == run(torch)


def test_profiler_enabled_and_legacy_record_function_ops(lib):
    x = lib.randn(4, 4)
    assert not lib.autograd._profiler_enabled()
    with lib.autograd.profiler.profile() as prof:
        assert lib.autograd._profiler_enabled()
        handle = lib.ops.profiler._record_function_enter("bar", None)
        try:
            x * 2 + 4
        finally:
            lib.ops.profiler._record_function_exit(handle)
    assert not lib.autograd._profiler_enabled()
    bar = [e for e in prof.function_events if "bar" in e.name]
    assert len(bar) == 1 and bar[0].count == 1
    assert {"aten::mul", "aten::add"} <= {e.name for e in prof.function_events}


def test_backward_events_carry_their_forward_ops_sequence_number_as_torch(torch):
    """An op that makes a node and the node's backward events share its sequence number (how PyTorch's
    profiler pairs them); fwd_thread is 0 on forward events and the forward's thread on backward ones."""
    import gradtable

    def pairs(lib):
        with lib.autograd.profiler.profile() as prof:
            x = lib.randn(3, 3, requires_grad=True)
            y = lib.randn(3, 3, requires_grad=True)
            (x + y).sum(dim=None).backward()
        events = prof.function_events
        forward = {e.name: e for e in events if e.name in ("aten::add", "aten::sum")}
        linked = []
        for op, node in (("aten::add", "AddBackward0"), ("aten::sum", "SumBackward1")):
            backward = [e for e in events if e.name.endswith(node)]
            linked.append((op, forward[op].sequence_nr >= 0, forward[op].fwd_thread,
                           [e.name for e in backward],
                           [e.sequence_nr == forward[op].sequence_nr for e in backward],
                           [e.fwd_thread == forward[op].thread for e in backward]))
        accumulate = {e.sequence_nr for e in events if "AccumulateGrad" in e.name}
        return linked, accumulate

    assert pairs(gradtable) == pairs(torch)


@pytest.mark.parametrize("factory", ["randn", "rand", "randint", "zeros", "ones", "full", "empty", "randn_like",
                                     "rand_like", "zeros_like", "ones_like", "full_like"])
def test_factories_are_recorded_as_pytorch(lib, torch, factory):
    """A factory is its event around aten::empty (empty_like > empty_strided) and the op that fills it, as
    PyTorch records them; none carries a sequence number (they make no node)."""
    def events(lib):
        like = lib.ones(2, 3)
        call = {"randint": lambda: lib.randint(0, 5, (2, 3)), "full": lambda: lib.full((2, 3), 2.0),
                "full_like": lambda: lib.full_like(like, 2.0)}.get(factory)
        if call is None:   # (looked up inside the profile, as `torch.randn(...)` is)
            call = ((lambda: getattr(lib, factory)(like)) if factory.endswith("_like")
                    else (lambda: getattr(lib, factory)(2, 3)))
        with lib.autograd.profiler.profile() as p:
            call()
        return [(e.name, e.cpu_parent.name if e.cpu_parent else None, e.sequence_nr) for e in p.function_events]
    assert events(lib) == events(torch)
