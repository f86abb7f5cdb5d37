"""FlopCounterMode per module and ModuleTracker, against PyTorch: the same module names, the same
counts for each (forward and backward), the same get_table text (PyTorch's is tabulate's)."""
import importlib

import pytest


def _flop_counter(torch):
    return importlib.import_module(torch.__name__ + ".utils.flop_counter").FlopCounterMode


def _model(torch, which):
    nn = torch.nn
    torch.manual_seed(0)
    if which == "mlp":
        return nn.Sequential(nn.Linear(6, 8), nn.ReLU(), nn.Sequential(nn.Linear(8, 4), nn.Tanh()), nn.Linear(4, 2))

    class MyModel(nn.Module):
        def __init__(self):
            super().__init__()
            self.conv = nn.Conv2d(3, 4, 3, padding=1)
            self.head = nn.Sequential(nn.Flatten(), nn.Linear(4 * 5 * 5, 10), nn.ReLU(), nn.Linear(10, 2))

        def forward(self, x):
            return self.head(self.conv(x).relu())
    return MyModel()


def _run(torch, which, input_grad=False, steps=2, depth=2):
    model = _model(torch, which)
    x = torch.randn(3, 6) if which == "mlp" else torch.randn(2, 3, 5, 5)
    x.requires_grad_(input_grad)
    with _flop_counter(torch)(depth=depth, display=False) as counter:
        for _ in range(steps):
            model(x).sum().backward()
        torch.mm(torch.ones(2, 3), torch.ones(3, 4))  # outside every module: Global only
    counts = {m: {str(k): v for k, v in ops.items()} for m, ops in counter.get_flop_counts().items()}
    tables = [counter.get_table(d) for d in (None, 1, 2, 3, 10)]
    return counts, counter.get_total_flops(), tables


@pytest.mark.parametrize("input_grad", [False, True])
@pytest.mark.parametrize("steps", [1, 2])
def test_mlp_counts_and_tables_as_torch(torch, input_grad, steps):
    import gradtable
    mine, theirs = _run(gradtable, "mlp", input_grad, steps), _run(torch, "mlp", input_grad, steps)
    assert mine[0] == theirs[0]
    assert list(mine[0]["Global"]) == list(theirs[0]["Global"])  # (the table's row order)
    assert mine[1:] == theirs[1:]


def _conv_as_torch(counts):
    """gradtable's convolution backward runs as convolution_backward_weight (and, for the input's
    gradient, a transposed convolution): PyTorch's one convolution_backward, the same FLOPs."""
    out = {}
    for module, ops in counts.items():
        merged = {}
        for op, n in ops.items():
            key = "aten.convolution_backward" if op == "aten.convolution_backward_weight" else op
            merged[key] = merged.get(key, 0) + n
        out[module] = merged
    return out


def test_conv_module_counts_as_torch(torch):
    import gradtable
    mine, theirs = _run(gradtable, "conv"), _run(torch, "conv")
    assert _conv_as_torch(mine[0]) == theirs[0]
    assert set(mine[0]) == {"Global", "MyModel", "MyModel.conv", "MyModel.head", "MyModel.head.1",
                            "MyModel.head.3"}
    mine_in, theirs_in = _run(gradtable, "conv", input_grad=True), _run(torch, "conv", input_grad=True)
    totals = {m: sum(ops.values()) for m, ops in mine_in[0].items()}
    assert totals == {m: sum(ops.values()) for m, ops in theirs_in[0].items()}


def test_display_prints_table_on_exit(torch, capsys):
    import gradtable
    out = []
    for lib in (gradtable, torch):
        model = _model(lib, "mlp")
        with _flop_counter(lib)(depth=1):
            model(lib.ones(2, 6)).sum().backward()
        out.append(capsys.readouterr().out)
    assert out[0] == out[1]
    assert out[0].startswith("Module") and "Sequential" in out[0]


def test_empty_and_small_numbers_as_torch(torch):
    """Nothing counted: PyTorch's 'Global 0 0%' row; under 1000 FLOPs the column is numbers."""
    import gradtable
    out = []
    for lib in (gradtable, torch):
        with _flop_counter(lib)(display=False) as empty:
            lib.ones(2) + 1
        with _flop_counter(lib)(display=False, mods=None) as small:
            lib.ones(1, 3).mm(lib.ones(3, 20))
            lib.ones(1, 3).mm(lib.ones(3, 1))
        out.append((empty.get_table(), empty.get_flop_counts(), small.get_table()))
    assert out[0] == out[1]


def test_mods_argument_warns_as_torch(torch):
    import gradtable
    msgs = []
    for lib in (gradtable, torch):
        with pytest.warns(UserWarning) as rec:
            _flop_counter(lib)(mods=lib.nn.Linear(1, 1), display=False)
        msgs.append([str(w.message) for w in rec])
    assert msgs[0] == msgs[1]


def _tracker_trace(torch):
    ModuleTracker = importlib.import_module(torch.__name__ + ".utils.module_tracker").ModuleTracker
    model = _model(torch, "mlp")
    trace = []
    x = torch.randn(2, 6, requires_grad=True)
    with ModuleTracker() as tracker:
        def record(grad):
            trace.append(("bw", sorted(tracker.parents), tracker.is_bw))
        for p in model.parameters():
            p.register_hook(record)
        trace.append(("start", sorted(tracker.parents), tracker.is_bw))
        out = model(x)
        trace.append(("after forward", sorted(tracker.parents), tracker.is_bw))
        out.sum().backward()
        trace.append(("after backward", sorted(tracker.parents), tracker.is_bw))
    return trace


def test_module_tracker_as_torch(torch):
    import gradtable
    assert _tracker_trace(gradtable) == _tracker_trace(torch)


def test_queue_callback_as_torch(torch):
    import gradtable
    results = []
    for lib in (gradtable, torch):
        engine = lib.autograd.Variable._execution_engine
        with pytest.raises(RuntimeError) as err:
            engine.queue_callback(lambda: None)
        seen = []
        x = lib.ones(2, requires_grad=True)

        def hook(grad):
            engine.queue_callback(lambda: seen.append(("callback", x.grad is None)))
            seen.append("hook")
        x.register_hook(hook)
        (x * 2).sum().backward()
        results.append((str(err.value), seen))
    assert results[0] == results[1]
