"""gradtable.profiler (torch.profiler): schedules and their steps, on_trace_ready, the events of a training
step, the key_averages table, Chrome traces and TensorBoard files, and the errors, compared with PyTorch's
profiler run on the same program (names, counts, shapes, FLOPs, messages; never timings)."""
import gzip
import json
import os
import re
import socket
import warnings

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import gradtable


def _raised(fn):
    try:
        fn()
    except Exception as e:  # noqa: BLE001  (the type and text are what is compared)
        return type(e).__name__, str(e)
    return None


def _caught(fn):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        result = fn()
    return result, [(w.category.__name__, str(w.message)) for w in caught]


# -- schedule -----------------------------------------------------------------------

@settings(max_examples=60, deadline=None)
@given(wait=st.integers(0, 4), warmup=st.integers(0, 3), active=st.integers(1, 4), repeat=st.integers(0, 3),
       skip_first=st.integers(0, 5), skip_first_wait=st.integers(0, 1))
def test_schedule_gives_pytorchs_action_for_every_step(torch, wait, warmup, active, repeat, skip_first,
                                                       skip_first_wait):
    args = dict(wait=wait, warmup=warmup, active=active, repeat=repeat, skip_first=skip_first,
                skip_first_wait=skip_first_wait)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        ours, theirs = gradtable.profiler.schedule(**args), torch.profiler.schedule(**args)
    assert [ours(s).name for s in range(60)] == [theirs(s).name for s in range(60)]


@pytest.mark.parametrize("args", [dict(wait=-1, warmup=1, active=1), dict(wait=1, warmup=-1, active=1),
                                  dict(wait=1, warmup=1, active=0), dict(wait=1, warmup=1, active=1, repeat=-1),
                                  dict(wait=1, warmup=1, active=1, skip_first=-2), dict(wait=1, warmup=0, active=1)])
def test_schedule_arguments_are_checked_as_pytorch_does(torch, args):
    ours = _caught(lambda: _raised(lambda: gradtable.profiler.schedule(**args)))
    assert ours == _caught(lambda: _raised(lambda: torch.profiler.schedule(**args)))


def test_schedule_errors(lib):
    with pytest.raises(AssertionError, match=r"^Step must be non-negative\. Got -1\.$"):
        lib.profiler.schedule(wait=1, warmup=1, active=1)(-1)
    with pytest.raises(TypeError, match="positional"):
        lib.profiler.schedule(1, 1, 1)


def test_enums_match_pytorch(torch):
    for name in ("ProfilerActivity", "ProfilerAction"):
        ours, theirs = getattr(gradtable.profiler, name), getattr(torch.profiler, name)
        assert {k: int(v.value) if hasattr(v, "value") else int(v) for k, v in ours.__members__.items()} == {
            k: int(v.value) if hasattr(v, "value") else int(v) for k, v in theirs.__members__.items()}
        member = next(iter(ours.__members__))
        assert repr(getattr(ours, member)) == repr(getattr(theirs, member))
        assert str(getattr(ours, member)) == str(getattr(theirs, member))
    assert {a.name for a in gradtable.profiler.supported_activities()} == {
        a.name for a in torch.profiler.supported_activities()}


# -- steps and on_trace_ready ------------------------------------------------------------

def _stepped(lib, steps, run_after=0, **options):
    """Run `steps` steps of a tiny program under a scheduled profiler; report each on_trace_ready call
    as (step_num, the record_function and step ranges the cycle holds)."""
    calls = []

    def ready(prof):
        calls.append((prof.step_num, sorted(e.key for e in prof.key_averages() if not e.key.startswith("aten::"))))

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        with lib.profiler.profile(on_trace_ready=ready, **options) as prof:
            for i in range(steps):
                with lib.profiler.record_function(f"it{i}"):
                    lib.ones(2).exp()
                prof.step()
            for i in range(run_after):
                with lib.profiler.record_function(f"tail{i}"):
                    lib.ones(2).exp()
    return calls, prof.step_num


SCHEDULES = [dict(wait=1, warmup=1, active=2), dict(wait=1, warmup=1, active=2, repeat=2),
             dict(wait=0, warmup=0, active=1), dict(wait=2, warmup=1, active=3, repeat=1, skip_first=3),
             dict(wait=3, warmup=1, active=1, skip_first=1, skip_first_wait=1)]


@pytest.mark.parametrize("args", SCHEDULES)
@pytest.mark.parametrize("steps", [0, 3, 11])
def test_on_trace_ready_is_called_when_pytorchs_is(torch, args, steps):
    def run(lib):
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            return _stepped(lib, steps, run_after=1, schedule=lib.profiler.schedule(**args))

    assert run(gradtable) == run(torch)


@pytest.mark.parametrize("acc_events", [False, True])
def test_no_schedule_records_everything_and_acc_events_keeps_cycles(torch, acc_events):
    assert _stepped(gradtable, 3, run_after=1) == _stepped(torch, 3, run_after=1)
    args = dict(schedule=None, acc_events=acc_events)

    def run(lib):
        return _stepped(lib, 9, schedule=lib.profiler.schedule(wait=1, warmup=1, active=1, repeat=2),
                        **{k: v for k, v in args.items() if k != "schedule"})

    assert run(gradtable) == run(torch)


def test_badly_ordered_schedules_warn_as_pytorch_does(torch):
    def run(lib, actions):
        calls = []

        def steps():
            A = lib.profiler.ProfilerAction
            with lib.profiler.profile(schedule=lambda s: getattr(A, actions[min(s, len(actions) - 1)]),
                                      on_trace_ready=lambda p: calls.append(p.step_num)) as p:
                for _ in range(len(actions)):
                    p.step()
        return _caught(steps)[1], calls

    for actions in (["RECORD", "NONE"], ["WARMUP", "NONE"], ["RECORD", "RECORD"]):
        assert run(gradtable, actions) == run(torch, actions), actions
    # (PyTorch 2.13 crashes on this one: it restarts a stopped trace it did not prepare again)
    assert run(gradtable, ["RECORD", "WARMUP", "RECORD_AND_SAVE"]) == (
        [("UserWarning", "Incorrect schedule: RECORD followed by WARMUP")], [3, 3])


def test_profiler_steps_show_as_pytorchs(lib):
    A = lib.profiler.ProfilerAction
    with lib.profiler.profile(schedule=lambda s: A.RECORD) as p:
        lib.ones(1).exp()
        p.step()
        lib.ones(1).exp()
    steps = [e for e in p.events() if "ProfilerStep" in e.name]
    assert [(e.name, e.trace_name) for e in steps] == [("ProfilerStep*", "ProfilerStep#0"),
                                                       ("ProfilerStep*", "ProfilerStep#1")]
    assert (p.step_num, p.current_action, p.record_steps) == (1, A.RECORD, True)


# -- what a training step records ------------------------------------------------------------

def _train_step(lib, **options):
    lib.manual_seed(0)
    model = lib.nn.Linear(4, 3)
    optimizer = lib.optim.SGD(model.parameters(), lr=0.1)
    x = lib.tensor(np.linspace(-1, 1, 8).reshape(2, 4), dtype=lib.float32)
    with lib.profiler.profile(activities=[lib.profiler.ProfilerActivity.CPU], **options) as prof:
        with lib.profiler.record_function("forward"):
            loss = (model(x) * 2.0).sum()
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
    return prof


def test_training_step_records_pytorchs_ops_ranges_and_backward_nodes(torch):
    def counts(lib):
        return {e.key: e.count for e in _train_step(lib).key_averages()}

    ours, theirs = counts(gradtable), counts(torch)
    for name in ["forward", "aten::linear", "aten::addmm", "aten::mul", "MulBackward0",
                 "AddmmBackward0", "SumBackward0", "TBackward0", "autograd::engine::evaluate_function: MulBackward0",
                 "autograd::engine::evaluate_function: AddmmBackward0",
                 "autograd::engine::evaluate_function: torch::autograd::AccumulateGrad",
                 "torch::autograd::AccumulateGrad", "Optimizer.step#SGD.step", "Optimizer.zero_grad#SGD.zero_grad"]:
        assert ours[name] == theirs[name], name
    assert set(ours) <= set(theirs)


def test_flops_match_pytorchs_formulas(torch):
    def flops(lib):
        a = lib.ones(3, 4)
        b = lib.ones(4, 5)
        with lib.profiler.profile(with_flops=True) as prof:
            lib.addmm(lib.ones(5), a, b)
            lib.bmm(lib.ones(2, 3, 4), lib.ones(2, 4, 5))
            a.mm(b)
            a * a
            a + 1.0
            a.add_(1.0)
            lib.nn.functional.conv2d(lib.ones(1, 2, 5, 5), lib.ones(3, 2, 3, 3), stride=2, padding=1)
            lib.nn.functional.conv2d(lib.ones(1, 4, 5, 5), lib.ones(4, 2, 3, 3), groups=2)
        rows = prof.key_averages()
        return {e.key: e.flops for e in rows}, _header(rows.table(row_limit=2))

    ours, theirs = flops(gradtable), flops(torch)
    assert ours[1] == theirs[1]
    for name in ("aten::addmm", "aten::bmm", "aten::mm", "aten::mul", "aten::add", "aten::add_", "aten::conv2d"):
        assert ours[0][name] == theirs[0][name], name


def test_memory_of_results_matches_pytorch(torch):
    # Results only: gradtable does not see frees (PyTorch's "forward" range nets them out) nor the 0-dim
    # tensor PyTorch wraps a scalar in (its aten::mul frees one); a view (aten::t) allocates nothing.
    def memory(lib):
        rows = _train_step(lib, profile_memory=True).key_averages()
        return {e.key: (e.self_cpu_memory_usage, e.cpu_memory_usage) for e in rows
                if e.key in ("aten::addmm", "aten::linear", "aten::t")}

    assert memory(gradtable) == memory(torch)


# -- the table -----------------------------------------------------------------------

def _header(table):
    lines = table.splitlines()
    assert set(lines[0]) == {"-", " "} and lines[2] == lines[0] and lines[-1].startswith("Self CPU time total: ")
    return re.split(r"\s{2,}", lines[1].strip())


@pytest.mark.parametrize("options,grouping", [({}, {}), ({"record_shapes": True}, {"group_by_input_shape": True}),
                                              ({"profile_memory": True}, {}),
                                              ({"with_flops": True, "record_shapes": True}, {})])
def test_key_averages_table_has_pytorchs_columns(torch, options, grouping):
    def header(lib):
        return _header(_train_step(lib, **options).key_averages(**grouping).table(sort_by="cpu_time_total",
                                                                                   row_limit=5))

    assert header(gradtable) == header(torch)


def test_table_row_limit(lib):
    table = _train_step(lib).key_averages().table(sort_by="self_cpu_time_total", row_limit=4)
    assert len(table.splitlines()) == 3 + 4 + 2


# -- traces -----------------------------------------------------------------------

def test_chrome_trace_is_valid_json_with_complete_events(lib, tmp_path):
    path = str(tmp_path / "trace.json")
    A = lib.profiler.ProfilerAction
    with lib.profiler.profile(schedule=lambda s: A.RECORD, record_shapes=True) as prof:
        lib.ones(3, 4).mm(lib.ones(4, 5))
        prof.step()
    prof.export_chrome_trace(path)
    with open(path) as f:
        trace = json.load(f)
    assert {"schemaVersion", "deviceProperties", "record_shapes", "displayTimeUnit", "baseTimeNanoseconds",
            "traceEvents", "traceName"} <= set(trace)
    assert trace["record_shapes"] == 1
    complete = [e for e in trace["traceEvents"] if e.get("ph") == "X" and e["cat"] in ("cpu_op", "user_annotation")]
    for event in complete:
        assert {"ph", "cat", "name", "pid", "tid", "ts", "dur", "args"} <= set(event)
        assert isinstance(event["ts"], (int, float)) and event["dur"] >= 0 and event["pid"] == os.getpid()
    assert {"ProfilerStep#0", "ProfilerStep#1", "aten::mm"} <= {e["name"] for e in complete}
    mm = next(e for e in complete if e["name"] == "aten::mm")
    assert mm["cat"] == "cpu_op" and mm["args"]["Input Dims"] == [[3, 4], [4, 5]]
    assert next(e for e in complete if e["name"] == "ProfilerStep#0")["cat"] == "user_annotation"


def test_tensorboard_handler_writes_one_file_per_cycle(lib, tmp_path):
    log = tmp_path / "log"
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        with lib.profiler.profile(schedule=lib.profiler.schedule(wait=1, warmup=1, active=1, repeat=2),
                                  on_trace_ready=lib.profiler.tensorboard_trace_handler(str(log), "wk")) as prof:
            for _ in range(8):
                lib.ones(2).exp()
                prof.step()
    names = sorted(os.listdir(log))
    assert len(names) == 2 and all(re.fullmatch(r"wk\.\d+\.pt\.trace\.json", n) for n in names)
    for name in names:
        with open(log / name) as f:
            assert any(e.get("name") == "aten::exp" for e in json.load(f)["traceEvents"])


def test_tensorboard_handler_default_worker_and_gzip(lib, tmp_path):
    with lib.profiler.profile(on_trace_ready=lib.profiler.tensorboard_trace_handler(str(tmp_path), use_gzip=True)):
        lib.ones(2).exp()
    (name,) = os.listdir(tmp_path)
    assert re.fullmatch(re.escape(f"{socket.gethostname()}_{os.getpid()}") + r"\.\d+\.pt\.trace\.json\.gz", name)
    with gzip.open(tmp_path / name) as f:
        assert json.load(f)["traceEvents"]


def test_export_stacks_writes_flamegraph_lines(tmp_path):
    # (gradtable only: PyTorch 2.13's CPU build leaves these ops' stacks empty, so its file is empty)
    with gradtable.profiler.profile(with_stack=True) as prof:
        gradtable.ones(50, 50).exp()  # (a line of this file: on the stack of the op)
    path = str(tmp_path / "stacks.txt")
    prof.export_stacks(path)
    with open(path) as f:
        lines = f.read().splitlines()
    assert lines and all(re.fullmatch(r"\S+ [1-9]\d*", line) for line in lines)
    assert any("test_profiler_modern.py" in line for line in lines)


def test_export_stacks_errors_as_pytorch(torch, tmp_path):
    def errors(lib):
        path = str(tmp_path / "stacks.txt")
        with lib.profiler.profile() as plain:
            lib.ones(2).exp()
        with lib.profiler.profile(with_stack=True) as stacked:
            lib.ones(2).exp()
        return [_raised(lambda: plain.export_stacks(path)), _raised(lambda: stacked.export_stacks(path, "bad")),
                _raised(lambda: lib.profiler.profile().export_stacks(path))]

    assert errors(gradtable) == errors(torch)


# -- errors and devices ------------------------------------------------------------------

def test_results_before_a_cycle_raise_pytorchs_errors(torch, tmp_path):
    def errors(lib):
        prof = lib.profiler.profile(schedule=lib.profiler.schedule(wait=1, warmup=1, active=1))
        return [_raised(prof.key_averages), _raised(prof.events), _raised(prof.stop),
                _raised(lambda: prof.export_chrome_trace(str(tmp_path / "t.json")))]

    assert errors(gradtable) == errors(torch)


def test_step_outside_the_context_and_restarts_behave_as_pytorchs(torch):
    def run(lib):
        prof = lib.profiler.profile()
        prof.step()  # allowed: it only moves the schedule on
        prof.start()
        lib.ones(2).exp()
        prof.stop()
        prof.stop()  # a second stop has nothing to end
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            prof.start()
            lib.ones(2).sin()
            prof.start()  # started again: the new cycle replaces the old one
            lib.ones(2).cos()
            prof.stop()
        return prof.step_num, sorted(e.key for e in prof.key_averages() if e.key in ("aten::sin", "aten::cos"))

    assert run(gradtable) == run(torch)


@pytest.mark.parametrize("activities", [[], ["cpu"], "CPU,CPU", "CPU,cpu", "CUDA", "dict"])
def test_activity_errors_and_missing_devices_as_pytorch(torch, activities):
    def run(lib):
        A = lib.profiler.ProfilerActivity
        if isinstance(activities, str):
            chosen = ([{A.CPU: []}, A.CPU] if activities == "dict" else
                      [getattr(A, a) if a.isupper() else a for a in activities.split(",")])
        else:
            chosen = activities

        def body():
            with lib.profiler.profile(activities=chosen) as prof:
                lib.ones(2).exp()
            return sorted(e.key for e in prof.key_averages())
        return _caught(lambda: _raised(body))

    assert run(gradtable) == run(torch)


def test_cuda_is_warned_and_dropped_on_a_cpu_only_build(torch):
    def run(lib):
        A = lib.profiler.ProfilerActivity

        def body():
            with lib.profiler.profile(activities=[A.CPU, A.CUDA]) as prof:
                lib.ones(2).exp()
            return [e.key for e in prof.key_averages()], prof.use_device
        return _caught(body)

    assert run(gradtable) == ((["aten::ones", "aten::empty", "aten::fill_", "aten::exp"], "cuda"),
                              [("UserWarning", "CUDA is not available, disabling CUDA profiling")])
    assert run(torch)[1] == run(gradtable)[1]
    ours, theirs = _caught(lambda: gradtable.profiler.profile(use_cuda=True)), _caught(
        lambda: torch.profiler.profile(use_cuda=True))
    assert ours[1] == theirs[1]


def test_device_stopped_from_a_schedule_is_refused(lib):
    with pytest.raises(ValueError, match="^ProfilerAction.DEVICE_STOPPED is set internally by the profiler and "
                                         "must not be returned by a user-provided schedule$"):
        lib.profiler.profile(schedule=lambda s: lib.profiler.ProfilerAction.DEVICE_STOPPED)


# -- sharing the recording with autograd.profiler ---------------------------------------------

def test_record_function_is_the_autograd_one_and_decorates(lib):
    assert lib.profiler.record_function is lib.autograd.profiler.record_function

    @lib.profiler.record_function("scaled")
    def scaled(t):
        return t * 3.0

    with lib.profiler.profile() as prof:
        scaled(lib.ones(2))
    assert {e.key: e.count for e in prof.key_averages()}["scaled"] == 1


def test_ops_are_unwrapped_once_the_profiler_stops():
    originals = (gradtable.mul, gradtable.Tensor.__mul__, gradtable.Tensor.exp, gradtable.ones)
    A = gradtable.profiler.ProfilerAction
    with gradtable.profiler.profile(schedule=lambda s: [A.NONE, A.WARMUP, A.RECORD_AND_SAVE, A.NONE][min(s, 3)]) as p:
        assert gradtable.mul is originals[0]  # NONE: nothing is wrapped
        p.step()
        assert gradtable.mul is originals[0]  # WARMUP: nothing recorded yet
        p.step()
        assert gradtable.mul is not originals[0]
        with gradtable.autograd.profiler.profile() as legacy:  # the older profiler records alongside
            gradtable.ones(2) * 2.0
        p.step()
        assert (gradtable.mul, gradtable.Tensor.__mul__, gradtable.Tensor.exp, gradtable.ones) == originals
    assert [e.key for e in legacy.key_averages()] == ["aten::ones", "aten::empty", "aten::fill_", "aten::mul"]
    assert "aten::mul" in {e.key for e in p.key_averages()}
