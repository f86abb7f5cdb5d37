"""profile_memory with frees, export_memory_timeline and with_modules, on gradtable and PyTorch
(`lib`). Programs avoid Python scalars in ops: PyTorch wraps those in small internal tensors its
allocator reports and gradtable has none, so only storage bytes of op results are compared."""
import gzip
import json
import warnings

import pytest


def _program(lib):
    x = lib.randn(100, 100)
    with lib.autograd.profiler.profile(profile_memory=True) as prof:
        y = x.mm(x)
        z = y + x
        del y
        w = z.t()
        v = z[0]
        del z, w, v
    return prof


def _ops(prof):
    return [(e.name, e.cpu_memory_usage, e.self_cpu_memory_usage) for e in prof.function_events
            if e.name in ("aten::mm", "aten::add", "aten::t", "aten::select", "[memory]")]


def test_frees_outside_ops_are_memory_events(lib):
    assert _ops(_program(lib)) == [("aten::mm", 40000, 40000), ("aten::add", 40000, 40000),
                                   ("[memory]", -40000, -40000), ("aten::t", 0, 0), ("aten::select", 0, 0),
                                   ("[memory]", -40000, -40000)]


def test_key_averages_memory_row(lib):
    rows = {e.key: (e.cpu_memory_usage, e.self_cpu_memory_usage, e.count)
            for e in _program(lib).key_averages()}
    assert rows["[memory]"] == (-80000, -80000, 2)
    assert rows["aten::mm"] == (40000, 40000, 1)
    table = _program(lib).key_averages().table()
    assert "-78.12 KB" in table and "[memory]" in table


def test_a_free_inside_a_range_is_its_negative_self_memory(lib):
    x = lib.randn(10, 10)
    with lib.autograd.profiler.profile(profile_memory=True) as prof:
        with lib.autograd.profiler.record_function("block"):
            y = x.mm(x)
            del y
    block = next(e for e in prof.function_events if e.name == "block")
    assert (block.cpu_memory_usage, block.self_cpu_memory_usage) == (0, -400)
    assert not [e for e in prof.function_events if e.name == "[memory]"]


def test_views_share_one_storage(lib):
    x = lib.randn(8, 8, dtype=lib.float64)
    with lib.autograd.profiler.profile(profile_memory=True) as prof:
        y = x.mm(x)
        views = [y.t(), y[1:], y.view(64)]
        del y
        del views
    memory = [e.self_cpu_memory_usage for e in prof.function_events if e.name == "[memory]"]
    assert memory == [-512]  # freed once, when the last view goes


def test_nothing_watched_without_profile_memory(lib):
    x = lib.randn(10, 10)
    with lib.autograd.profiler.profile() as prof:
        y = x.mm(x)
        del y
    assert "[memory]" not in [e.name for e in prof.function_events]
    assert all(e.cpu_memory_usage == 0 for e in prof.function_events)


def _timeline(lib, tmp_path, name):
    x = lib.randn(100, 100)
    with lib.profiler.profile(profile_memory=True, record_shapes=True, with_stack=True) as prof:
        y = x.mm(x)
        z = y + y
        del y
    path = str(tmp_path / name)
    with pytest.warns(FutureWarning, match="`export_memory_timeline` is deprecated"):
        prof.export_memory_timeline(path, device="cpu")
    del z
    return path


@pytest.mark.parametrize("name", ["timeline.json", "timeline.raw.json", "timeline.json.gz"])
def test_memory_timeline_json(lib, tmp_path, name):
    path = _timeline(lib, tmp_path, name)
    with (gzip.open(path, "rt") if name.endswith(".gz") else open(path)) as f:
        times, sizes = json.load(f)
    assert len(times) == len(sizes) == 4 and times == sorted(times)
    assert all(len(row) == 9 and row[0] == 0 for row in sizes)
    assert [sum(row) for row in sizes] == [40000, 80000, 120000, 80000]  # x preexisting, y, y + y, del y


def test_memory_timeline_raw(lib, tmp_path):
    with gzip.open(_timeline(lib, tmp_path, "timeline.raw.json.gz"), "rt") as f:
        events = json.load(f)
    assert [(action, nbytes, category) for _, action, nbytes, category in events] == [
        (1, 40000, 7), (2, 40000, 7), (2, 40000, 7), (4, -40000, 7)]


def test_memory_timeline_needs_its_options(lib, tmp_path):
    with lib.profiler.profile(profile_memory=True) as prof:
        lib.ones(2, 2).mm(lib.ones(2, 1))
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", FutureWarning)
        with pytest.raises(ValueError) as info:
            prof.export_memory_timeline(str(tmp_path / "t.json"))
    assert str(info.value) == "record_shapes=True, with_stack=True required for memory profiling."


def test_with_modules_changes_no_event(lib, tmp_path):
    model = lib.nn.Sequential(lib.nn.Linear(3, 2), lib.nn.ReLU())
    x = lib.randn(4, 3)
    names = []
    for with_modules in (False, True):
        with lib.profiler.profile(with_modules=with_modules) as prof:
            model(x)
        names.append([(e.name, e.stack) for e in prof.events()])
        prof.export_chrome_trace(str(tmp_path / "trace.json"))
        with open(tmp_path / "trace.json") as f:
            trace = json.load(f)
        assert trace.get("with_modules") == (1 if with_modules else None)
        assert not [e for e in trace["traceEvents"] if "nn.Module" in e["name"]]
    assert names[0] == names[1]
