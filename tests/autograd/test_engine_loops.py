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


@pytest.mark.parametrize("hook", ["post_accumulate", "tensor"])
def test_leaves_made_ready_together_run_in_the_order_their_edges_come(lib, hook):
    # cat's node makes three leaves ready at once; the plain loop runs hook-free ones without the
    # heap, and must keep the hooked middle one between them (its hook sees a's .grad, not c's).
    a, b, c = (lib.ones(2, requires_grad=True) for _ in range(3))
    seen = []
    if hook == "post_accumulate":
        b.register_post_accumulate_grad_hook(lambda t: seen.append((a.grad is not None, c.grad is not None)))
    else:
        b.register_hook(lambda g: seen.append((a.grad is not None, c.grad is not None)))
    lib.cat([a, b, c]).sum().backward()
    assert seen == [(True, False)]
    assert [t.grad.tolist() for t in (a, b, c)] == [[1.0, 1.0]] * 3


def test_a_leaf_used_twice_by_one_node_gets_both_gradients(lib):
    w = lib.tensor([1.0, 2.0], requires_grad=True)
    (w * w).sum().backward()
    assert w.grad.tolist() == [2.0, 4.0]


def test_backward_keeps_numpy_quiet_and_restores_its_error_state(lib):
    # log's backward divides by x = 0: inf, with no NumPy warning or error even where the caller asked
    # NumPy to raise; the caller's settings are back after it, also after a backward that raised.
    import numpy as np
    x = lib.tensor([0.0, 1.0], requires_grad=True)
    y = x.log().sum()
    with np.errstate(divide="raise", invalid="raise"):
        y.backward()
        assert np.geterr()["divide"] == "raise" and np.geterr()["invalid"] == "raise"
        with pytest.raises(RuntimeError, match="backward through the graph a second time"):
            y.backward()
        assert np.geterr()["divide"] == "raise" and np.geterr()["invalid"] == "raise"
    assert x.grad.tolist() == [float("inf"), 1.0]


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
