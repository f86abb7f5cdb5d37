"""The engine's two loops (engine.py): backward() on arrays takes the plain loop, everything else
the general one; both must free saved values, hand gradients on and order nodes alike. Also the
layering that lets node.py stay below tensors and the engine."""
import ast
from pathlib import Path

import pytest

from gradtable.autograd import node as node_module


def _custom_double(lib):
    class Double(lib.autograd.Function):
        @staticmethod
        def forward(ctx, x):
            ctx.save_for_backward(x)
            return x * 2

        @staticmethod
        def backward(ctx, grad):
            ctx.saved_tensors  # noqa: B018  (reads them: fails if they were freed)
            return grad * 2
    return Double


@pytest.mark.parametrize("create_graph", [False, True])
def test_backward_without_retain_graph_frees_a_custom_functions_saved_tensors(lib, create_graph):
    x = lib.ones(2, requires_grad=True)
    y = _custom_double(lib).apply(x * 1)
    y.sum().backward(create_graph=create_graph, retain_graph=False)
    assert x.grad.tolist() == [2.0, 2.0]
    with pytest.raises(RuntimeError, match="backward through the graph a second time"):
        y.grad_fn.saved_tensors


@pytest.mark.parametrize("create_graph", [False, True])
def test_both_loops_run_nodes_latest_created_first(lib, create_graph):
    # A diamond whose branches differ in length: the longer branch's nodes were created later.
    order = []
    x = lib.ones(2, requires_grad=True)
    a = x * 2
    b = (x * 3).sin()
    c = a + b
    for name, t in (("a", a), ("b", b), ("c", c)):
        t.grad_fn.register_prehook(lambda grads, name=name: order.append(name))
    c.sum().backward(create_graph=create_graph)
    assert order == ["c", "b", "a"]


def _imported_modules(module):
    tree = ast.parse(Path(module.__file__).read_text())
    names = set()
    for item in ast.walk(tree):
        if isinstance(item, ast.ImportFrom):
            names.add("." * item.level + (item.module or ""))
        elif isinstance(item, ast.Import):
            names.update(alias.name for alias in item.names)
    return names


def test_node_module_imports_neither_tensors_nor_the_engine():
    # tensor.py imports node.py; node.py knows tensors by their attributes only, and calling a
    # node (grad_fn(g)) is bound onto Node by run_node.py.
    imported = _imported_modules(node_module)
    assert not {"..core.tensor", ".engine", ".run_node", ".saved"} & imported, imported
