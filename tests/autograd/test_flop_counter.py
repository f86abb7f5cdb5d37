"""FlopCounterMode: the FLOPs of a training step equal PyTorch's (MLP and a conv net)."""
import importlib

import pytest


def _count(torch, which):
    FlopCounterMode = importlib.import_module(torch.__name__ + ".utils.flop_counter").FlopCounterMode
    nn = torch.nn
    torch.manual_seed(0)
    if which == "mlp":
        model = nn.Sequential(nn.Linear(10, 20), nn.ReLU(), nn.Linear(20, 5))
        x = torch.randn(7, 10)
    elif which == "conv":
        model = nn.Sequential(nn.Conv2d(3, 4, 3, padding=1), nn.ReLU(), nn.Conv2d(4, 6, 3, stride=2, groups=2),
                              nn.Flatten(), nn.Linear(54, 2))
        x = torch.randn(2, 3, 8, 8)
    else:
        model = None
        a, b = torch.randn(4, 3, 5, requires_grad=True), torch.randn(4, 5, 2, requires_grad=True)
    with FlopCounterMode(display=False) as counter:
        if model is None:
            torch.bmm(a, b).sum().backward()
        else:
            model(x).sum().backward()
    counts = {str(k): v for k, v in counter.get_flop_counts()["Global"].items()}
    return counter.get_total_flops(), counts


@pytest.mark.parametrize("which", ["mlp", "conv", "bmm"])
def test_totals_as_torch(torch, which):
    import gradtable
    mine, theirs = _count(gradtable, which), _count(torch, which)
    assert mine[0] == theirs[0]
    if which != "conv":  # (gradtable's conv backward is two ops, PyTorch's one: the totals agree)
        assert mine[1] == theirs[1]


def test_mm_formula_and_table(capsys):
    """(The table's text against PyTorch's: tests/utils/test_flop_counter_modules.py.)"""
    import gradtable as lib
    FlopCounterMode = importlib.import_module("gradtable.utils.flop_counter").FlopCounterMode
    with FlopCounterMode() as counter:
        lib.ones(3, 4).mm(lib.ones(4, 5))
    assert counter.get_total_flops() == 2 * 3 * 4 * 5
    out = capsys.readouterr().out
    assert "Global" in out and "aten.mm" in out
