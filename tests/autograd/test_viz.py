"""gradtable.viz.make_dot against torchviz.make_dot on the same models in PyTorch: the same boxes,
colours and edges; torchviz's arguments; and the drawing (SVG always, PNG with Pillow, Graphviz
when installed) as a user gets it."""
import os
import re
import stat
import xml.etree.ElementTree as ElementTree

import numpy as np
import pytest
from oracles import oracle_module

import gradtable
from gradtable.autograd.viz import make_dot


def _parse(source):
    """(sorted boxes as (label, colour), sorted edges as (label, label, attributes)) of DOT text as
    torchviz's graphviz package and gradtable write it (quoted labels may hold real or \\n newlines)."""
    nodes = {}
    for node, label, fill in re.findall(r'^\t(\d+) \[label=("(?:[^"\\]|\\.)*"|\w+)(?: fillcolor=(\w+))?\]', source,
                                        re.M | re.S):
        text = label[1:-1].replace("\\n", "\n").replace('\\"', '"').replace("\\\\", "\\") if label[0] == '"' else label
        nodes[node] = (text, fill)
    edges = [(nodes[a], nodes[b], rest.strip()) for a, b, rest in re.findall(r"^\t(\d+) -> (\d+)(.*)$", source, re.M)]
    return sorted(nodes.values()), sorted(edges)


def _mlp(lib):
    lib.manual_seed(0)
    return lib.nn.Sequential(lib.nn.Linear(3, 4), lib.nn.ReLU(), lib.nn.Linear(4, 2))


def _cases(lib):
    """(output, params) pairs, built alike in both libraries."""
    model = _mlp(lib)
    params = dict(model.named_parameters())
    out = model(lib.ones(5, 3))
    conv = lib.nn.Conv2d(1, 2, 3)
    x = lib.ones(2, 3, requires_grad=True)
    return {
        "mlp": (out.sum(), params),
        "view-output": (out.view(-1), params),
        "two-outputs": ((out.sum(), out.mean()), params),
        "shared": ((x.exp() * x.exp() + x).sum(), {"x": x}),
        "conv": (conv(lib.ones(1, 1, 5, 5)).relu().mean(), dict(conv.named_parameters())),
        "no-params": ((x * lib.full((2, 3), 2.0)).sum(), None),
        "custom-function": (_square(lib).apply(x).sum(), {"x": x}),
    }


def _square(lib):
    class Square(lib.autograd.Function):
        @staticmethod
        def forward(ctx, x):
            ctx.save_for_backward(x)
            return x * x

        @staticmethod
        def backward(ctx, grad):
            (x,) = ctx.saved_tensors
            return 2 * x * grad

    return Square


@pytest.mark.parametrize("case", ["mlp", "view-output", "two-outputs", "shared", "conv", "no-params",
                                  "custom-function"])
@pytest.mark.parametrize("show_saved", [False, True])
def test_the_same_graph_as_torchviz(torch, case, show_saved):
    torchviz = oracle_module("torchviz")
    want = torchviz.make_dot(*_cases(torch)[case], show_saved=show_saved).source
    got = make_dot(*_cases(gradtable)[case], show_saved=show_saved).source
    assert _parse(got) == _parse(want)


class _Stub:
    """A node with chosen saved values: torchviz's and gradtable's attribute tables must agree."""
    _saved_dim = 1
    _saved_keepdim = False
    _saved_self_sym_sizes = (128, 3, 32, 32)
    _saved_a_very_long_name = "x" * 80
    next_functions = ()


@pytest.mark.parametrize("max_attr_chars", [2, 10, 50, 100])
def test_show_attrs_table_as_torchviz_writes_it(max_attr_chars):
    torchviz = oracle_module("torchviz")
    from gradtable.autograd.viz import _Builder
    want = torchviz.dot.get_fn_name(_Stub(), True, max_attr_chars)
    assert _Builder({}, True, False, max_attr_chars).fn_name(_Stub()) == want


def test_show_attrs_on_real_nodes_and_after_backward():
    x = gradtable.randn(2, 3, requires_grad=True)
    y = (x.sum(1) * x.sum(1)).sum()
    label = make_dot(y, show_attrs=True).nodes
    texts = [text for text, _ in label.values()]
    assert ("SumBackward1\n----------------------------------\ndim           :                  1\n"
            "keepdim       :              False\nself_sym_sizes: torch.Size([2, 3])") in texts
    assert any(t.startswith("MulBackward0") and "other: [saved tensor]" in t for t in texts)
    y.backward()
    texts = [text for text, _ in make_dot(y, show_attrs=True, show_saved=True).nodes.values()]
    assert any("other: [freed]" in t for t in texts)   # PyTorch raises on reading a freed tensor; here it is shown
    assert all(fill != "orange" for _, fill in make_dot(y, show_saved=True).nodes.values())


def test_custom_function_saved_tensors_are_always_drawn():
    x = gradtable.ones(3, requires_grad=True)
    boxes = sorted(make_dot(_square(gradtable).apply(x).sum(), params={"x": x}).nodes.values())
    # (the saved tensor is x itself: drawn orange, as torchviz draws it last)
    assert ("x\n (3)", "orange") in boxes and ("SquareBackward", None) in boxes


def test_params_must_be_tensors():
    with pytest.raises(TypeError, match="params must map names to tensors; 'w' is a int"):
        make_dot(gradtable.ones(2, requires_grad=True).sum(), params={"w": 3})


def test_names_are_escaped_in_dot_and_svg():
    w = gradtable.ones(2, requires_grad=True)
    name = 'w "quoted" <b>bold</b> back\\slash & co'
    graph = make_dot((w * 2).sum(), params={name: w})
    assert '"w \\"quoted\\" <b>bold</b> back\\\\slash & co\\n (2)"' in graph.source
    assert (name + "\n (2)", "lightblue") in _parse(graph.source)[0]
    svg = graph.pipe("svg", engine="builtin").decode()
    root = ElementTree.fromstring(svg)   # well-formed, the name as text
    texts = [t.text for t in root.iter("{http://www.w3.org/2000/svg}text")]
    assert name in texts


def _svg_boxes(svg):
    root = ElementTree.fromstring(svg)
    return len(root.findall(".//{http://www.w3.org/2000/svg}rect")) - 1   # (one rect is the background)


def test_builtin_svg_draws_every_box_and_edge(monkeypatch, tmp_path):
    monkeypatch.setattr("shutil.which", lambda name: None)    # as on a machine without Graphviz
    model = _mlp(gradtable)
    graph = make_dot(model(gradtable.ones(5, 3)).sum(), params=dict(model.named_parameters()), show_saved=True)
    path = graph.render(outfile=tmp_path / "out" / "graph.svg")
    assert path == os.fspath(tmp_path / "out" / "graph.svg")
    svg = (tmp_path / "out" / "graph.svg").read_text()
    assert _svg_boxes(svg) == len(graph.nodes)
    assert svg.count("<path ") == len(graph.edges)
    assert svg.count("<polygon ") == sum(attrs.get("dir") != "none" for _, _, attrs in graph.edges)
    assert (tmp_path / "out" / "graph.gv").read_text() == graph.source
    assert graph._repr_svg_() == svg and graph._repr_mimebundle_() == {"image/svg+xml": svg}


def test_render_follows_graphviz_naming(monkeypatch, tmp_path):
    monkeypatch.setattr("shutil.which", lambda name: None)
    graph = make_dot(gradtable.ones(2, requires_grad=True).sum())
    assert graph.render(tmp_path / "g") == os.fspath(tmp_path / "g.svg")
    assert (tmp_path / "g").read_text() == graph.source and (tmp_path / "g.svg").exists()
    graph.render("h", directory=tmp_path, format="gv", cleanup=True)
    assert not (tmp_path / "h").exists() and (tmp_path / "h.gv").read_text() == graph.source
    assert graph.save(directory=tmp_path) == os.fspath(tmp_path / "Digraph.gv")


def test_png_with_pillow(monkeypatch):
    pytest.importorskip("PIL")
    monkeypatch.setattr("shutil.which", lambda name: None)
    png = make_dot(gradtable.ones(2, requires_grad=True).exp().sum()).pipe("png")
    assert png.startswith(b"\x89PNG\r\n\x1a\n")


def test_formats_the_builtin_drawing_lacks(monkeypatch):
    monkeypatch.setattr("shutil.which", lambda name: None)
    graph = make_dot(gradtable.ones(2, requires_grad=True).sum())
    with pytest.raises(ValueError, match="draws 'svg', 'png' and 'gv'"):
        graph.pipe("pdf")
    with pytest.raises(RuntimeError, match="engine='dot' needs Graphviz's `dot` program"):
        graph.pipe("svg", engine="dot")
    monkeypatch.setattr("gradtable.autograd.viz.png_available", lambda: False)
    with pytest.raises(RuntimeError, match="needs Pillow"):
        graph.pipe("png")


def test_graphviz_is_used_when_installed(monkeypatch, tmp_path):
    """A stand-in `dot` records its arguments and input, so the plumbing is tested without Graphviz."""
    fake = tmp_path / "dot"
    fake.write_text("#!/bin/sh\necho \"$@\" > \"$(dirname \"$0\")/args\"\ncat > \"$(dirname \"$0\")/stdin\"\n"
                    "printf drawn\n")
    fake.chmod(fake.stat().st_mode | stat.S_IEXEC)
    monkeypatch.setenv("PATH", str(tmp_path) + os.pathsep + os.environ["PATH"])
    graph = make_dot(gradtable.ones(2, requires_grad=True).sum())
    assert graph.render(outfile=tmp_path / "graph.pdf") == os.fspath(tmp_path / "graph.pdf")
    assert (tmp_path / "args").read_text().split() == ["-Tpdf"]
    assert (tmp_path / "stdin").read_text() == graph.source and (tmp_path / "graph.pdf").read_bytes() == b"drawn"
    assert graph.pipe("svg", engine="builtin").startswith(b"<svg")   # the built-in drawing on request


def test_a_deep_graph_draws_without_recursion():
    x = gradtable.ones(1, requires_grad=True)
    y = x
    for _ in range(3000):
        y = y * 1.0
    graph = make_dot(y.sum())
    assert len(graph.nodes) == 3004
    assert _svg_boxes(graph.pipe("svg", engine="builtin")) == 3004


def test_layout_keeps_boxes_apart_and_edges_downward():
    model = _mlp(gradtable)
    graph = make_dot(model(gradtable.ones(5, 3)).sum(), params=dict(model.named_parameters()), show_saved=True)
    graph.pipe("svg", engine="builtin")
    drawing = graph._drawing
    boxes = [drawing.box(n) for n in drawing.nodes]
    for i, a in enumerate(boxes):
        for b in boxes[i + 1:]:
            assert a[2] <= b[0] or b[2] <= a[0] or a[3] <= b[1] or b[3] <= a[1], "boxes overlap"
    for a, b, _, _ in drawing.edges:   # every edge goes down the page, from its source's box to its target's
        assert drawing.box(a)[3] < drawing.box(b)[1]
    assert np.isfinite([v for box in boxes for v in box]).all()
