"""gradtable.viz: the backward graph as Graphviz DOT, and rendering through the `dot` program."""
import os
import re
import stat

import pytest

import gradtable as torch
from gradtable.autograd.viz import make_dot


def _labels(source):
    return dict(re.findall(r'^\s+(\w+) \[label="([^"]*)"', source, flags=re.M))


def _edges(source):
    return re.findall(r"^\s+(\w+) -> (\w+)( \[style=dashed)?", source, flags=re.M)


def test_nodes_edges_leaves_and_saved_tensors():
    w = torch.randn(3, 2, requires_grad=True)
    x = torch.randn(4, 3)
    y = (x.mm(w)).sigmoid().sum()
    g = make_dot(y, params={"w": w})
    labels = _labels(g.source)
    by_text = {text.split("\\n")[0]: node for node, text in labels.items()}
    assert {"SumBackward0", "SigmoidBackward0", "MmBackward0", "w"} <= set(by_text)
    assert labels[by_text["w"]] == "w\\n(3, 2)"
    solid = {(a, b) for a, b, dashed in _edges(g.source) if not dashed}
    # Edges point the way values flow: leaf -> mm -> sigmoid -> sum -> output.
    assert (by_text["w"], by_text["MmBackward0"]) in solid
    assert (by_text["MmBackward0"], by_text["SigmoidBackward0"]) in solid
    assert (by_text["SigmoidBackward0"], by_text["SumBackward0"]) in solid
    # mm keeps x (w needs a gradient) but not w (x does not): the picture shows exactly that.
    saved = {text for node, text in labels.items() if node.startswith(by_text["MmBackward0"] + "_")}
    assert saved == {"self\\n(4, 3)"}
    assert "result\\n(4, 2)" in labels.values()  # sigmoid keeps its output


def test_saved_values_are_shown_and_can_be_hidden():
    x = torch.randn(2, 3, requires_grad=True)
    y = x.sum(1)
    assert "SumBackward1\\nself_sizes: torch.Size([2, 3])\\ndim: 1\\nkeepdim: False" in make_dot(y).source
    plain = make_dot(y, show_saved=False).source
    assert "dim:" not in plain and "fillcolor=orange" not in plain


def test_freed_saved_tensors_are_left_out_after_backward():
    x = torch.randn(3, requires_grad=True)
    y = (x * x).sum()
    assert "fillcolor=orange" in make_dot(y).source
    y.backward()
    assert "fillcolor=orange" not in make_dot(y).source


def test_shared_subgraphs_appear_once():
    x = torch.randn(3, requires_grad=True)
    h = x.exp()
    y = (h * h + h).sum()
    labels = _labels(make_dot(y).source)
    assert list(labels.values()).count("ExpBackward0") == 1


def test_render_without_dot_says_how_to_fix(monkeypatch, tmp_path):
    monkeypatch.setattr("shutil.which", lambda name: None)
    g = make_dot(torch.ones(2, requires_grad=True).sum())
    with pytest.raises(RuntimeError, match="needs Graphviz's `dot` program"):
        g.render(tmp_path / "g.svg")
    assert g.save(tmp_path / "g.dot") and (tmp_path / "g.dot").read_text() == g.source


def test_render_runs_dot_with_the_format_of_the_suffix(monkeypatch, tmp_path):
    """A stand-in `dot` records its arguments and input, so the plumbing is tested without Graphviz."""
    fake = tmp_path / "dot"
    fake.write_text("#!/bin/sh\necho \"$@\" > \"$(dirname \"$0\")/args\"\ncat > \"$(dirname \"$0\")/stdin\"\n")
    fake.chmod(fake.stat().st_mode | stat.S_IEXEC)
    monkeypatch.setenv("PATH", str(tmp_path) + os.pathsep + os.environ["PATH"])
    g = make_dot(torch.ones(2, requires_grad=True).sum())
    g.render(tmp_path / "graph.png")
    assert (tmp_path / "args").read_text().split() == ["-Tpng", "-o", str(tmp_path / "graph.png")]
    assert (tmp_path / "stdin").read_text() == g.source
