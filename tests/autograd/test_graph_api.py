"""autograd.graph's graph API: Node as a type, GradientEdge / get_gradient_edge (and grad / backward
taking edges), register_multi_grad_hook, increment_version, save_on_cpu. Each behaviour runs on
gradtable and on PyTorch (the `lib` fixture) with the same literal expectations."""
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st


def _leaf(lib, values):
    return lib.tensor(np.asarray(values, dtype=np.float64), requires_grad=True)


# -- Node ------------------------------------------------------------------------------------

def test_every_kind_of_grad_fn_is_a_node(lib):
    Node = lib.autograd.graph.Node
    a = _leaf(lib, [1.0, 2.0])
    y = a * 2
    assert isinstance(y.grad_fn, Node)
    assert isinstance(y.grad_fn.next_functions[0][0], Node)        # AccumulateGrad

    class Double(lib.autograd.Function):
        @staticmethod
        def forward(ctx, x):
            return x * 2

        @staticmethod
        def backward(ctx, g):
            return g * 2

    out = Double.apply(a)
    assert isinstance(out.grad_fn, Node) and issubclass(type(out.grad_fn), Node)
    assert not isinstance(a, Node) and not isinstance(1, Node) and a.grad_fn is None


# -- GradientEdge ------------------------------------------------------------------------------

def test_gradient_edge_is_a_namedtuple(lib):
    graph = lib.autograd.graph
    a = _leaf(lib, [1.0, 2.0])
    y = a * 3
    edge = graph.get_gradient_edge(y)
    assert edge._fields == ("node", "output_nr", "ownership_token")
    assert edge.node is y.grad_fn and edge.output_nr == 0 and edge.ownership_token is None
    assert repr(edge) == f"GradientEdge(node={y.grad_fn!r}, output_nr=0, ownership_token=None)"
    leaf_edge = graph.get_gradient_edge(a)
    assert leaf_edge.node.name() in ("torch::autograd::AccumulateGrad",) and leaf_edge.output_nr == 0
    assert leaf_edge.node is y.grad_fn.next_functions[0][0]
    assert graph.GradientEdge(y.grad_fn, 0) == (y.grad_fn, 0, None)


def test_gradient_edge_of_a_later_output(lib):
    a = _leaf(lib, [[3.0, 1.0], [0.0, 5.0]])
    values, indices = a.max(dim=1)
    edge = lib.autograd.graph.get_gradient_edge(values)
    assert edge.node is values.grad_fn and edge.output_nr == values.output_nr == 0
    parts = a.unbind(0)
    assert lib.autograd.graph.get_gradient_edge(parts[1]).output_nr == 1


def test_get_gradient_edge_refuses_a_tensor_without_gradient(lib):
    with pytest.raises(RuntimeError, match="^It is not possible to get the gradient edge for a Tensor that does "
                                           "not require gradients$"):
        lib.autograd.graph.get_gradient_edge(lib.ones(2))


def test_grad_and_backward_take_edges_as_inputs(lib):
    graph = lib.autograd.graph
    a = _leaf(lib, [1.0, 2.0])
    b = _leaf(lib, [3.0, -1.0])
    x = a * b
    y = (x * x).sum()
    (gx,) = lib.autograd.grad(y, graph.get_gradient_edge(x), retain_graph=True)
    np.testing.assert_allclose(gx.detach().numpy(), [6.0, -4.0])
    ga, gx2 = lib.autograd.grad(y, [graph.get_gradient_edge(a), x], retain_graph=True)
    np.testing.assert_allclose(ga.detach().numpy(), [18.0, 4.0])
    np.testing.assert_allclose(gx2.detach().numpy(), [6.0, -4.0])
    lib.autograd.backward(y, inputs=[graph.get_gradient_edge(a)], retain_graph=True)
    np.testing.assert_allclose(a.grad.numpy(), [18.0, 4.0])
    assert b.grad is None
    y.backward(inputs=graph.get_gradient_edge(b))
    np.testing.assert_allclose(b.grad.numpy(), [6.0, -8.0])


def test_edge_of_a_tensor_changed_in_place_still_names_the_old_value(lib):
    """What edges are for: the gradient at a point the tensor itself no longer names."""
    a = _leaf(lib, [1.0, 2.0])
    x = a * 1.0
    edge = lib.autograd.graph.get_gradient_edge(x)
    x.mul_(3)
    y = (x * x).sum()
    (g_old,) = lib.autograd.grad(y, edge, retain_graph=True)
    (g_new,) = lib.autograd.grad(y, x)
    np.testing.assert_allclose(g_old.numpy(), [18.0, 36.0])
    np.testing.assert_allclose(g_new.numpy(), [6.0, 12.0])


def test_grad_and_backward_take_edges_as_outputs(lib):
    graph = lib.autograd.graph
    a = _leaf(lib, [1.0, 2.0])
    x = a * a
    edge = graph.get_gradient_edge(x)
    (ga,) = lib.autograd.grad(edge, a, grad_outputs=lib.ones(2, dtype=lib.float64), retain_graph=True)
    np.testing.assert_allclose(ga.numpy(), [2.0, 4.0])
    s = graph.get_gradient_edge(x.sum())
    (ga,) = lib.autograd.grad(s, a, retain_graph=True)   # a one-element output: ones implied
    np.testing.assert_allclose(ga.numpy(), [2.0, 4.0])
    lib.autograd.backward(edge, grad_tensors=lib.full((2,), 2.0, dtype=lib.float64))
    np.testing.assert_allclose(a.grad.numpy(), [4.0, 8.0])


def test_edge_output_errors(lib):
    a = _leaf(lib, [1.0, 2.0])
    edge = lib.autograd.graph.get_gradient_edge(a * a)
    with pytest.raises(RuntimeError, match="^grad can be implicitly created only for scalar outputs$"):
        lib.autograd.grad(edge, a)
    with pytest.raises(RuntimeError, match=r"^Mismatch in shape: grad_output\[0\] has a shape of torch.Size\(\[3\]\) "
                                           r"and output\[0\] has a shape of torch.Size\(\[2\]\).$"):
        lib.autograd.grad(edge, a, grad_outputs=lib.ones(3, dtype=lib.float64))


def test_edge_input_errors(lib):
    a = _leaf(lib, [1.0, 2.0])
    b = _leaf(lib, [1.0, 2.0])
    x = a * 2
    y = (x * x).sum()
    edge = lib.autograd.graph.get_gradient_edge(x)
    with pytest.raises(RuntimeError, match="^materialize_grads cannot be used when the given input is a "
                                           "GradientEdge$"):
        lib.autograd.grad(y, [lib.autograd.graph.get_gradient_edge(b * 2)], materialize_grads=True,
                          retain_graph=True)
    g = lib.autograd.grad(y, [edge, b], allow_unused=True, materialize_grads=True, retain_graph=True)
    np.testing.assert_allclose(g[1].numpy(), [0.0, 0.0])
    assert lib.autograd.grad(y, [edge, b], allow_unused=True)[1] is None
    with pytest.raises(RuntimeError, match="^all inputs have to be Tensors or GradientEdges, but got int$"):
        lib.autograd.grad(y, [3])


# -- register_multi_grad_hook -------------------------------------------------------------------

def test_multi_grad_hook_all_mode_as_documented(lib):
    a = _leaf(lib, [[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]])
    b = _leaf(lib, [[0.5, 0.5, 0.5], [1.0, 1.0, 1.0]])
    c = a * b
    d = a * b
    calls = []
    lib.autograd.graph.register_multi_grad_hook((a, b, c, d), lambda grads: calls.append(
        [None if g is None else g.tolist() for g in grads]))
    c.sum().backward(retain_graph=True)
    assert [[g is not None for g in grads] for grads in calls] == [[True, True, True, False]]
    assert calls[0][0] == b.tolist() and calls[0][2] == [[1.0] * 3] * 2
    calls.clear()
    c.sum().backward(inputs=(a,), retain_graph=True)
    assert [[g is not None for g in grads] for grads in calls] == [[True, False, True, False]]
    calls.clear()
    with pytest.raises(RuntimeError, match="^A leaf node was passed to _will_engine_execute_node but we are "
                                           "currently running autograd.grad"):
        lib.autograd.grad((c + d).sum(), (b,), retain_graph=True)


def test_multi_grad_hook_all_mode_in_grad_on_non_leaves(lib):
    a = _leaf(lib, [1.0, 2.0])
    x = a * 2
    y = a * 3
    z = a * 4
    calls = []
    lib.autograd.graph.register_multi_grad_hook((x, y, z), lambda grads: calls.append(
        [None if g is None else g.tolist() for g in grads]))
    lib.autograd.grad((x * y).sum(), (x,))
    assert calls == [[[3.0, 6.0], None, None]]
    lib.autograd.grad((x * y + z).sum(), (a,))
    assert calls[1:] == [[[3.0, 6.0], [2.0, 4.0], [1.0, 1.0]]]


def test_multi_grad_hook_runs_after_every_gradient_and_once_per_backward(lib):
    a = _leaf(lib, [1.0, 2.0])
    b = _leaf(lib, [3.0, 4.0])
    order = []
    a.register_hook(lambda g: order.append("a"))
    b.register_hook(lambda g: order.append("b"))
    lib.autograd.graph.register_multi_grad_hook([a, b], lambda grads: order.append("all"))
    (a * b).sum().backward()
    assert order[-1] == "all" and sorted(order[:-1]) == ["a", "b"]
    order.clear()
    (a * 2).sum().backward()       # b is not in this graph: not waited for
    assert order == ["a", "all"]


def test_multi_grad_hook_any_mode_gets_the_first_gradient(lib):
    a = _leaf(lib, [1.0, 2.0])
    b = _leaf(lib, [3.0, 4.0])
    x = a * 2
    seen = []
    handle = lib.autograd.graph.register_multi_grad_hook([x, a, b], lambda g: seen.append(g.tolist()), mode="any")
    (x * b).sum().backward()
    assert seen == [[2.0, 4.0]]     # b's: an AccumulateGrad runs as soon as it is ready, before x's node
    lib.autograd.grad((a * b).sum(), [a, b])
    assert seen == [[2.0, 4.0], [3.0, 4.0]]
    handle.remove()
    (a * b).sum().backward()
    assert len(seen) == 2


def test_multi_grad_hook_any_mode_skips_tensors_without_gradient(lib):
    a = _leaf(lib, [1.0])
    seen = []
    lib.autograd.graph.register_multi_grad_hook([lib.ones(1), a], seen.append, mode="any")
    (a * 3).sum().backward()
    assert [g.tolist() for g in seen] == [[3.0]]


def test_multi_grad_hook_remove_and_errors(lib):
    a = _leaf(lib, [1.0, 2.0])
    calls = []
    handle = lib.autograd.graph.register_multi_grad_hook([a], calls.append)
    handle.remove()
    handle.remove()
    (a * 2).sum().backward()
    assert calls == []
    with pytest.raises(ValueError, match=r"^Expects mode to be one of \('all', 'any'\) but got some$"):
        lib.autograd.graph.register_multi_grad_hook([a], calls.append, mode="some")
    with pytest.raises(AssertionError, match="^Expected gradient function to be set$"):
        lib.autograd.graph.register_multi_grad_hook([a, lib.ones(1)], calls.append)


def test_multi_grad_hook_sees_a_reentrant_backward_apart(lib):
    """A backward run inside a hook is a call of its own: its gradients do not mix with the outer one's."""
    a = _leaf(lib, [1.0, 2.0])
    b = _leaf(lib, [3.0, 4.0])
    calls = []
    lib.autograd.graph.register_multi_grad_hook([a, b], lambda grads: calls.append(
        [None if g is None else g.tolist() for g in grads]))
    inner = _leaf(lib, [1.0, 1.0])

    def run_inner(g):
        with lib.enable_grad():
            lib.autograd.backward((b * inner).sum(), inputs=[b])
    x = a * 5
    x.register_hook(run_inner)
    (x * 1).sum().backward()
    assert calls == [[None, [1.0, 1.0]], [[5.0, 5.0], None]]


@settings(max_examples=25, deadline=None)
@given(st.lists(st.booleans(), min_size=1, max_size=5), st.sampled_from(["all", "any"]))
def test_multi_grad_hook_agrees_with_torch(torch, used, mode):
    """Random subsets of leaves in the graph: the same calls with the same gradients."""
    import gradtable

    def run(lib):
        leaves = [lib.tensor([float(i + 1), 2.0], dtype=lib.float64, requires_grad=True) for i in range(len(used))]
        calls = []

        def fn(arg):
            calls.append([None if g is None else g.tolist() for g in arg] if mode == "all" else arg.tolist())
        lib.autograd.graph.register_multi_grad_hook(leaves, fn, mode=mode)
        total = lib.zeros(2, dtype=lib.float64, requires_grad=True)
        for i, (leaf, u) in enumerate(zip(leaves, used)):
            if u:
                total = total + leaf * (i + 1)
        total.sum().backward()
        return calls
    assert run(gradtable) == run(torch)


# -- increment_version ---------------------------------------------------------------------------

def test_increment_version(lib):
    x = lib.ones(2)
    lib.autograd.graph.increment_version(x)
    assert x._version == 1
    lib.autograd.graph.increment_version([x, x[0]])
    assert x._version == 3
    with lib.inference_mode():
        y = lib.ones(2)
    lib.autograd.graph.increment_version(y)      # no version counter: left alone
    with pytest.raises(RuntimeError, match=r"^increment_version expect a Iterable\[Tensor\] as input$"):
        lib.autograd.graph.increment_version(3)
    with pytest.raises(RuntimeError, match="^increment_version expects each element of the iterable to be a "
                                           "tensor$"):
        lib.autograd.graph.increment_version([x, 3])


def test_increment_version_makes_backward_refuse_the_saved_value(lib):
    a = _leaf(lib, [1.0, 2.0])
    x = a * 1.0
    y = (x * x).sum()
    lib.autograd.graph.increment_version(x)
    with pytest.raises(RuntimeError, match="modified by an inplace operation.*is at version 1; expected version 0"):
        y.backward()


# -- save_on_cpu -----------------------------------------------------------------------------------

@pytest.mark.parametrize("pin_memory", [False, True])
def test_save_on_cpu_gradients_and_in_place_changes(lib, pin_memory):
    a = _leaf(lib, [1.0, 2.0, 3.0])
    x = lib.tensor([1.0, 1.0, 1.0], dtype=lib.float64)
    hooks = lib.autograd.graph.save_on_cpu(pin_memory=pin_memory)
    assert isinstance(hooks, lib.autograd.graph.saved_tensors_hooks)
    with hooks:
        y = (a * x).sum()
    x.mul_(2)     # no version check under hooks; pin_memory=True kept a copy of x
    y.backward()
    np.testing.assert_allclose(a.grad.numpy(), [1.0] * 3 if pin_memory else [2.0] * 3)


def test_save_on_cpu_default_is_the_saved_tensor_itself(lib):
    a = _leaf(lib, [1.0, 2.0])
    with lib.autograd.graph.save_on_cpu():
        y = a.exp()
    assert y.grad_fn._saved_result.equal(y)
    y.sum().backward()
    np.testing.assert_allclose(a.grad.numpy(), np.exp([1.0, 2.0]))
