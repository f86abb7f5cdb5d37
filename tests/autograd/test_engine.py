"""The backward engine: hook order, graph freeing, node objects, deep graphs.

Most tests are written once against a `lib` fixture and run twice: on gradtable,
and on PyTorch (skipped without torch, a failure with GRADTABLE_REQUIRE_TORCH=1).
Their expectations are literals, so the gradtable run needs no torch, and the
torch run proves the literal is what PyTorch does. Tests of gradtable internals
(saved-tensor slots, weak references, a million-op chain) run on gradtable only.
"""
import gc
import threading
import weakref

import numpy as np
import pytest

import gradtable as gt

try:
    from hypothesis import given, settings
    from hypothesis import strategies as st
except ImportError:  # hypothesis is an optional test dependency
    given = None

FREED = ("Trying to backward through the graph a second time (or directly access saved tensors after they "
         "have already been freed). Saved intermediate values of the graph are freed when you call .backward() "
         "or autograd.grad(). Specify retain_graph=True if you need to backward through the graph a second time "
         "or if you need to access saved tensors after calling backward.")


def leaf(lib, data, **kwargs):
    return lib.tensor(data, requires_grad=True, **kwargs)


def values(grads):
    """Hook arguments as plain lists (None stays None), so logs compare across libraries."""
    if isinstance(grads, tuple):
        return tuple(values(g) for g in grads)
    return None if grads is None else grads.tolist()


# ---------------------------------------------------------------------------------------------
# Hook order
# ---------------------------------------------------------------------------------------------

def test_every_kind_of_hook_runs_in_pytorch_order(lib):
    log = []
    x = leaf(lib, [1.0, 2.0])
    y = x * 2
    z = y * y
    out = z.sum()
    x.register_hook(lambda g: log.append(("x hook", values(g))))
    x.register_post_accumulate_grad_hook(lambda t: log.append(("x post-accumulate", values(t.grad))))
    y.register_hook(lambda g: log.append(("y hook 1", values(g))))
    y.retain_grad()
    y.register_hook(lambda g: log.append(("y hook 2 (x10)", values(g))) or g * 10)
    y.grad_fn.register_prehook(lambda go: log.append(("y node pre", values(go))))
    y.grad_fn.register_hook(lambda gi, go: log.append(("y node post", values(gi), values(go))))
    z.grad_fn.register_prehook(lambda go: log.append(("z node pre", values(go))))
    z.grad_fn.register_hook(lambda gi, go: log.append(("z node post", values(gi), values(go))))
    acc = y.grad_fn.next_functions[0][0]
    acc.register_prehook(lambda go: log.append(("acc pre", values(go))))
    acc.register_hook(lambda gi, go: log.append(("acc post", values(gi), values(go))))
    out.backward()
    assert log == [
        ("z node pre", ([1.0, 1.0],)),
        ("z node post", ([2.0, 4.0], [2.0, 4.0]), ([1.0, 1.0],)),
        ("y hook 1", [4.0, 8.0]),
        ("y hook 2 (x10)", [4.0, 8.0]),
        ("y node pre", ([40.0, 80.0],)),
        ("y node post", ([80.0, 160.0], None), ([40.0, 80.0],)),
        ("x hook", [80.0, 160.0]),
        ("acc pre", ([80.0, 160.0],)),
        ("x post-accumulate", [80.0, 160.0]),
        ("acc post", (), ([80.0, 160.0],)),
    ]
    # retain_grad keeps the gradient after every tensor hook, whenever it was called.
    assert y.grad.tolist() == [40.0, 80.0]
    assert x.grad.tolist() == [80.0, 160.0]


def test_node_order_in_a_branching_graph(lib):
    """Which node runs next (latest created first, leaves as soon as ready) matches PyTorch."""
    log = []
    a = leaf(lib, [1.0, 2.0])
    b = leaf(lib, [3.0, 4.0])
    c = leaf(lib, 0.5)
    p = a * b
    q = p.exp()
    r = b.sin()
    s = q + r * c
    t = s.sum() + p.mean() + a.sum() * 0.0
    for name, v in dict(p=p, q=q, r=r, s=s, t=t).items():
        v.register_hook(lambda g, name=name: log.append(f"tensor {name}"))
        v.grad_fn.register_prehook(lambda g, name=name: log.append(f"pre {name}"))
        v.grad_fn.register_hook(lambda gi, go, name=name: log.append(f"post {name}"))
    for name, v in dict(a=a, b=b, c=c).items():
        v.register_hook(lambda g, name=name: log.append(f"leaf {name}"))
        v.register_post_accumulate_grad_hook(lambda t, name=name: log.append(f"accumulated {name}"))
    t.backward()
    assert log == [
        "tensor t", "pre t", "post t",
        "tensor s", "pre s", "post s",
        "leaf c", "accumulated c",
        "tensor r", "pre r", "post r",
        "tensor q", "pre q", "post q",
        "tensor p", "pre p", "post p",
        "leaf a", "accumulated a",
        "leaf b", "accumulated b",
    ]


def test_hooks_replace_gradients(lib):
    x = leaf(lib, [1.0, 2.0])
    w = leaf(lib, [3.0, 4.0])
    y = x * w
    y.register_hook(lambda g: g + 1)                                      # [2, 2]
    y.grad_fn.register_prehook(lambda go: (go[0] * 10,))                  # [20, 20]
    y.grad_fn.register_hook(lambda gi, go: (gi[0], gi[1] * 0))            # w gets zeros
    x.register_hook(lambda g: g - 1)                                      # leaf hook
    (y.sum()).backward()
    assert x.grad.tolist() == [59.0, 79.0]
    assert w.grad.tolist() == [0.0, 0.0]


def test_each_hook_sees_the_previous_hooks_result(lib):
    seen = []
    x = leaf(lib, [1.0, 2.0])
    y = x * 2
    y.register_hook(lambda g: g + 1)
    y.register_hook(lambda g: seen.append(g.tolist()))   # returns None: no change
    y.register_hook(lambda g: g * 10)
    y.sum().backward()
    assert seen == [[2.0, 2.0]]
    assert x.grad.tolist() == [40.0, 40.0]


def test_tensor_hook_runs_once_on_the_summed_gradient(lib):
    log = []
    x = leaf(lib, [1.0, 2.0])
    y = x * 2
    y.register_hook(lambda g: log.append(("y", g.tolist())))
    x.register_hook(lambda g: log.append(("x", g.tolist())))
    x.register_post_accumulate_grad_hook(lambda t: log.append(("x.grad", t.grad.tolist())))
    (y * y + y + x).sum().backward()
    assert log == [("y", [5.0, 9.0]), ("x", [11.0, 19.0]), ("x.grad", [11.0, 19.0])]


def test_tensor_hook_of_an_output_without_gradient_gets_none(lib):
    """unbind's second output receives no gradient: its hook is still called, with None."""
    log = []
    x = leaf(lib, [[1.0, 2.0], [3.0, 4.0]])
    a, b = x.unbind(0)
    b.register_hook(lambda g: log.append(("b hook", g)))
    a.grad_fn.register_prehook(lambda go: log.append(("pre", values(go))))
    a.sum().backward()
    assert log == [("b hook", None), ("pre", ([1.0, 1.0], None))]
    assert x.grad.tolist() == [[1.0, 1.0], [0.0, 0.0]]


def test_removable_handles(lib):
    log = []
    x = leaf(lib, [1.0, 2.0])
    y = x * 2
    h1 = y.register_hook(lambda g: log.append("tensor 1"))
    h2 = y.register_hook(lambda g: log.append("tensor 2"))
    h3 = x.register_hook(lambda g: log.append("leaf"))
    h4 = y.grad_fn.register_prehook(lambda g: log.append("pre"))
    h5 = y.grad_fn.register_hook(lambda gi, go: log.append("post"))
    h6 = x.register_post_accumulate_grad_hook(lambda t: log.append("accumulated"))
    h1.remove()
    h3.remove()
    h5.remove()
    h1.remove()  # removing twice is fine
    y.sum().backward(retain_graph=True)
    log.append("|")
    for h in (h2, h4, h6):
        h.remove()
    y.sum().backward()
    assert log == ["tensor 2", "pre", "accumulated", "|"]
    assert type(h1).__name__ == "RemovableHandle"


def test_handle_as_context_manager_removes_the_hook(lib):
    log = []
    x = leaf(lib, [1.0, 2.0])
    y = x * 2
    with y.register_hook(lambda g: log.append("hook")):
        pass
    y.sum().backward()
    assert log == []


def test_removing_a_hook_while_hooks_run_takes_effect_next_time(lib):
    log = []
    x = leaf(lib, [1.0, 2.0])
    y = x * 2
    handles = []

    def first(g):
        log.append("first")
        handles[1].remove()

    handles.append(y.register_hook(first))
    handles.append(y.register_hook(lambda g: log.append("second")))
    y.sum().backward(retain_graph=True)
    y.sum().backward()
    assert log == ["first", "second", "first"]


@pytest.mark.filterwarnings("ignore:Using backward\\(\\) with create_graph=True")
def test_grad_mode_inside_hooks(lib):
    """Hooks run with grad mode off, unless create_graph=True."""
    seen = []
    x = leaf(lib, [1.0, 2.0])
    y = x * x
    y.register_hook(lambda g: seen.append(lib.is_grad_enabled()))
    y.sum().backward()
    y = x * x
    y.register_hook(lambda g: seen.append(lib.is_grad_enabled()))
    y.sum().backward(create_graph=True)
    assert seen == [False, True]


def test_node_hooks_do_not_run_on_a_direct_call(lib):
    log = []
    x = leaf(lib, [0.0, 1.0])
    y = x.exp()
    y.grad_fn.register_prehook(lambda g: log.append("pre"))
    y.grad_fn.register_hook(lambda gi, go: log.append("post"))
    y.register_hook(lambda g: log.append("tensor"))
    y.grad_fn(lib.ones(2))
    assert log == []


def test_retain_grad_on_a_leaf_is_a_no_op(lib):
    x = leaf(lib, [1.0, 2.0])
    x.retain_grad()
    assert not x.retains_grad
    (x * 3).sum().backward()
    assert x.grad.tolist() == [3.0, 3.0]


def test_retain_grad_accumulates_over_retained_backwards(lib):
    x = leaf(lib, [1.0, 2.0])
    y = x * 2
    y.retain_grad()
    z = (y * y).sum()
    z.backward(retain_graph=True)
    z.backward()
    assert y.retains_grad and not y.is_leaf
    assert y.grad.tolist() == [8.0, 16.0]
    assert x.grad.tolist() == [16.0, 32.0]


# -- what hooks may return (PyTorch checks it) -------------------------------------------------

def _hook_error(lib, register):
    x = leaf(lib, [1.0, 2.0])
    y = x * 2
    register(lib, x, y)
    y.sum().backward()
    return x


def test_hook_changing_the_shape_is_an_error(lib):
    def resize(g):
        return lib.ones(3)
    with pytest.raises(RuntimeError) as info:
        _hook_error(lib, lambda lib, x, y: y.register_hook(resize))
    assert str(info.value) == "hook 'resize' has changed the size of value"
    # On a leaf too: without the check x.grad would get shape [3].
    with pytest.raises(RuntimeError) as info:
        _hook_error(lib, lambda lib, x, y: x.register_hook(lambda g: lib.ones(3)))
    assert str(info.value) == "hook '<lambda>' has changed the size of value"


def test_hook_changing_the_dtype_is_an_error(lib):
    def to_double(g):
        return g.double()
    with pytest.raises(RuntimeError) as info:
        _hook_error(lib, lambda lib, x, y: x.register_hook(to_double))
    assert str(info.value) == ("hook 'to_double' has changed the type of value "
                               "(was torch.FloatTensor got torch.DoubleTensor)")


def test_hook_returning_a_non_tensor_is_an_error(lib):
    with pytest.raises(TypeError) as info:
        _hook_error(lib, lambda lib, x, y: y.register_hook(lambda g: 3))
    assert str(info.value) == "expected Variable, but hook returned 'int'"


def test_node_hook_results_are_checked(lib):
    with pytest.raises(TypeError) as info:
        _hook_error(lib, lambda lib, x, y: y.grad_fn.register_prehook(lambda go: [go[0]]))
    assert str(info.value) == "expected tuple, but hook returned 'list'"

    def short(gi, go):
        return (gi[0],)
    with pytest.raises(RuntimeError) as info:
        _hook_error(lib, lambda lib, x, y: y.grad_fn.register_hook(short))
    assert str(info.value) == "hook 'short' has returned an incorrect number of values (got 1, but expected 2)"
    with pytest.raises(RuntimeError) as info:  # MulBackward0's second input is a constant: its gradient is None
        _hook_error(lib, lambda lib, x, y: y.grad_fn.register_hook(lambda gi, go: (gi[0], lib.ones(2))))
    assert str(info.value) == "can't replace a None gradient with a non-None value"


def test_node_hook_may_drop_a_gradient(lib):
    x = leaf(lib, [1.0, 2.0])
    w = leaf(lib, [1.0, 2.0])
    y = x * w
    y.grad_fn.register_hook(lambda gi, go: (None, gi[1]))
    y.sum().backward()
    assert x.grad is None
    assert w.grad.tolist() == [1.0, 2.0]
    x2 = leaf(lib, [1.0, 2.0])
    y2 = x2 * 2
    y2.grad_fn.register_prehook(lambda go: (None,))
    y2.sum().backward()
    assert x2.grad is None


def test_leaf_hooks_run_when_a_node_hook_drops_the_gradient(lib):
    log = []
    x = leaf(lib, [1.0, 2.0])
    x.register_hook(lambda g: log.append(("leaf hook", g)))
    x.register_post_accumulate_grad_hook(lambda t: log.append(("accumulated", t.grad)))
    y = x * 2
    y.grad_fn.register_hook(lambda gi, go: (None, None))
    y.sum().backward()
    assert log == [("leaf hook", None), ("accumulated", None)]
    assert x.grad is None


def test_post_accumulate_grad_hook_must_return_none(lib):
    x = leaf(lib, [1.0, 2.0])
    x.register_post_accumulate_grad_hook(lambda t: lib.ones(2))
    with pytest.raises(RuntimeError) as info:
        (x * 2).sum().backward()
    assert str(info.value) == "Tensor post accumulate grad hooks should return None."


def test_post_accumulate_grad_hook_sees_the_new_grad_and_may_clear_it(lib):
    """The pattern PyTorch documents for optimizer-in-backward: use .grad, then drop it."""
    seen = []
    x = leaf(lib, [1.0, 2.0])

    def step(t):
        seen.append(t.grad.tolist())
        t.grad = None

    x.register_post_accumulate_grad_hook(step)
    (x * x).sum().backward()
    (x * 3).sum().backward()
    assert seen == [[2.0, 4.0], [3.0, 3.0]]
    assert x.grad is None


# ---------------------------------------------------------------------------------------------
# retain_graph and freeing saved tensors
# ---------------------------------------------------------------------------------------------

def test_second_backward_through_freed_graph_raises(lib):
    x = leaf(lib, [1.0, 2.0])
    y = (x * x).sum()
    y.backward()
    with pytest.raises(RuntimeError) as info:
        y.backward()
    assert str(info.value) == FREED


def test_retain_graph_allows_a_second_backward_and_accumulates(lib):
    x = leaf(lib, [1.0, 2.0])
    y = (x * x).sum()
    y.backward(retain_graph=True)
    y.backward(retain_graph=True)
    assert x.grad.tolist() == [4.0, 8.0]
    y.backward()  # last one frees
    assert x.grad.tolist() == [6.0, 12.0]
    with pytest.raises(RuntimeError, match="backward through the graph a second time"):
        y.backward()


def test_saved_tensors_cannot_be_read_after_backward(lib):
    x = leaf(lib, [1.0, 2.0])
    y = x * x
    e = x.exp()
    (y.sum() + e.sum()).backward()
    for get in (lambda: y.grad_fn._saved_self, lambda: y.grad_fn._saved_other, lambda: e.grad_fn._saved_result):
        with pytest.raises(RuntimeError) as info:
            get()
        assert str(info.value) == FREED


def test_saved_tensors_readable_after_retained_backward(lib):
    x = leaf(lib, [1.0, 2.0])
    y = x * x
    y.sum().backward(retain_graph=True)
    assert y.grad_fn._saved_self is x


def test_ops_that_save_no_tensor_can_backward_twice(lib):
    x = leaf(lib, [1.0, 2.0])
    y = (x + x).sum()
    y.backward()
    y.backward()
    assert x.grad.tolist() == [4.0, 4.0]
    z = (-x + 1).sum()
    z.backward()
    z.backward()
    assert x.grad.tolist() == [2.0, 2.0]


def test_exp_saves_its_result_so_backward_twice_fails(lib):
    x = leaf(lib, [1.0, 2.0])
    y = x.exp().sum()
    y.backward()
    with pytest.raises(RuntimeError, match="backward through the graph a second time"):
        y.backward()


def test_autograd_grad_frees_the_graph_too(lib):
    x = leaf(lib, [1.0, 2.0])
    y = (x * x).sum()
    lib.autograd.grad(y, x)
    with pytest.raises(RuntimeError) as info:
        y.backward()
    assert str(info.value) == FREED


def test_only_the_part_of_the_graph_that_ran_is_freed(lib):
    x = leaf(lib, [1.0, 2.0])
    a = x * x
    b = x.exp()
    a.sum().backward()
    b.sum().backward()  # b's branch was not run, so it still has its saved tensors
    assert x.grad.tolist() == pytest.approx([2 + np.exp(1), 4 + np.exp(2)], rel=1e-6)
    with pytest.raises(RuntimeError, match="backward through the graph a second time"):
        a.sum().backward()


def test_shared_subgraph_is_freed_by_the_first_backward(lib):
    x = leaf(lib, [1.0, 2.0])
    a = x * x
    y1 = a.sum()
    y2 = (a * 2).sum()
    y1.backward()
    with pytest.raises(RuntimeError, match="backward through the graph a second time"):
        y2.backward()


def test_calling_a_node_directly_after_free_raises(lib):
    x = leaf(lib, [0.0, 1.0])
    y = x.exp()
    y.sum().backward()
    with pytest.raises(RuntimeError) as info:
        y.grad_fn(lib.ones(2))
    assert str(info.value) == FREED


def test_saved_input_is_released_after_backward():
    """gradtable internals: the SavedTensor drops its reference, so the tensor and its data can go."""
    x = gt.tensor([1.0, 2.0], requires_grad=True)
    y = x.exp()
    z = y * y
    tensor_ref = weakref.ref(y)
    data_ref = weakref.ref(y._data)
    raw = z.grad_fn._raw_saved_self
    del y
    assert tensor_ref() is not None  # only the graph keeps it now
    z.sum().backward()
    gc.collect()
    assert raw._tensor is None and raw._freed
    assert tensor_ref() is None
    assert data_ref() is None


def test_saved_output_is_released_after_backward():
    x = gt.tensor([1.0, 2.0], requires_grad=True)
    y = x.exp()
    data_ref = weakref.ref(y._data)
    raw = y.grad_fn._raw_saved_result
    out = y.sum()
    del y
    assert data_ref() is not None
    out.backward()
    assert raw._data is None
    assert data_ref() is None


def test_retain_graph_keeps_saved_tensors():
    x = gt.tensor([1.0, 2.0], requires_grad=True)
    y = x.exp()
    z = y * y
    ref = weakref.ref(y)
    del y
    z.sum().backward(retain_graph=True)
    assert ref() is not None
    assert z.grad_fn._raw_saved_self._tensor is ref()
    z.sum().backward()
    assert ref() is None


def test_autograd_grad_keeps_saved_tensors_of_nodes_it_did_not_run():
    """grad() w.r.t. y stops at y: y's own node does not run, so its saved tensors stay (as in PyTorch)."""
    x = gt.tensor([1.0, 2.0], requires_grad=True)
    y = x * x
    (g,) = gt.autograd.grad((y * 3).sum(), y)
    assert g.tolist() == [3.0, 3.0]
    assert y.grad_fn._raw_saved_self._tensor is x
    y.sum().backward()
    assert x.grad.tolist() == [2.0, 4.0]


def test_graph_is_collected_once_unreferenced():
    x = gt.tensor([1.0, 2.0], requires_grad=True)
    y = (x * 2).exp()
    node_ref = weakref.ref(y.grad_fn)
    inner_ref = weakref.ref(y.grad_fn.next_functions[0][0])
    del y
    assert node_ref() is None and inner_ref() is None  # no reference cycles: freed without gc


# ---------------------------------------------------------------------------------------------
# Deep graphs
# ---------------------------------------------------------------------------------------------

def test_million_op_chain_backpropagates_and_frees():
    """No recursion anywhere: a 1,000,000-op chain runs backward and is freed without a
    RecursionError or a crash (~15 s, ~1 GB: every step keeps its input for the backward)."""
    n = 1_000_000
    x = gt.tensor(1.0, dtype=gt.float64, requires_grad=True)
    y = x
    for _ in range(n):
        y = y * 1.0000001
    last_node = weakref.ref(y.grad_fn)
    y.backward()
    assert x.grad.item() == pytest.approx(1.0000001 ** n, rel=1e-9)
    del y
    assert last_node() is None


def test_deep_chain_freed_without_backward():
    """Dropping a long graph that still holds its saved tensors must not crash either."""
    x = gt.tensor(1.0, requires_grad=True)
    y = x
    for _ in range(200_000):
        y = y * 1.0
    ref = weakref.ref(y.grad_fn)
    del y
    gc.collect()
    assert ref() is None


def test_deep_chain_with_create_graph_and_double_backward():
    x = gt.tensor(2.0, dtype=gt.float64, requires_grad=True)
    y = x
    for _ in range(20_000):
        y = y * 1.0
    y = y * y  # x**2 through a long chain
    (g,) = gt.autograd.grad(y, x, create_graph=True)
    (gg,) = gt.autograd.grad(g, x)
    assert g.item() == pytest.approx(4.0)
    assert gg.item() == pytest.approx(2.0)


def test_wide_graph_many_uses_of_one_tensor():
    x = gt.tensor([1.0, 2.0], requires_grad=True)
    total = x * 0
    for i in range(2_000):
        total = total + x * float(i % 3)
    total.sum().backward()
    assert x.grad.tolist() == [float(sum(i % 3 for i in range(2_000)))] * 2


# ---------------------------------------------------------------------------------------------
# Gradients: accumulation, broadcasting, dtypes
# ---------------------------------------------------------------------------------------------

def test_gradients_accumulate_across_backward_calls_in_place(lib):
    x = leaf(lib, [1.0, 2.0])
    (x * x).sum().backward()
    first = x.grad
    (x * 3).sum().backward()
    assert first is x.grad  # accumulated into the same tensor
    assert x.grad.tolist() == [5.0, 7.0]
    x.grad = None
    (x * 3).sum().backward()
    assert x.grad.tolist() == [3.0, 3.0]


def test_leaf_grad_is_a_copy_of_the_incoming_gradient(lib):
    x = leaf(lib, [1.0, 2.0])
    g = lib.tensor([3.0, 4.0])
    x.backward(g)
    assert x.grad is not g
    x.backward(g)
    assert g.tolist() == [3.0, 4.0]  # accumulating did not write into the caller's tensor
    assert x.grad.tolist() == [6.0, 8.0]


def test_gradient_of_a_tensor_used_several_times_is_summed(lib):
    x = leaf(lib, [1.0, 2.0])
    z = x * x + x * 3 + x
    z.sum().backward()
    assert x.grad.tolist() == [6.0, 8.0]


@pytest.mark.parametrize("x_data, y_data, op, x_grad, y_grad", [
    ([[1.0], [2.0], [3.0]], [1.0, 2.0, 3.0, 4.0], "add_mul", [[50.0], [70.0], [90.0]], [26.0, 38.0, 50.0, 62.0]),
    (2.0, [[1.0, 2.0], [3.0, 4.0]], "mul", 10.0, [[2.0, 2.0], [2.0, 2.0]]),
    ([[1.0, 2.0]], [[1.0], [3.0]], "sub", [[2.0, 2.0]], [[-2.0], [-2.0]]),
    ([1.0, 2.0, 3.0], [[[2.0]], [[4.0]]], "div", [0.75, 0.75, 0.75], [[[-1.5]], [[-0.375]]]),
])
def test_broadcast_gradients_are_reduced_to_the_input_shape(lib, x_data, y_data, op, x_grad, y_grad):
    x = leaf(lib, x_data)
    y = leaf(lib, y_data)
    z = {"add_mul": lambda: (x + y) * (x * y), "mul": lambda: x * y, "sub": lambda: x - y,
         "div": lambda: x / y}[op]()
    z.sum().backward()
    assert x.grad.shape == x.shape and y.grad.shape == y.shape
    np.testing.assert_allclose(np.array(x.grad.tolist()), x_grad)
    np.testing.assert_allclose(np.array(y.grad.tolist()), y_grad)


if given is not None:
    shapes = st.lists(st.integers(1, 3), min_size=0, max_size=3)

    @settings(max_examples=60, deadline=None)
    @given(shapes, st.data())
    def test_broadcast_reduction_property(shape, data):
        """For z = sum(x * y) with broadcasting, dz/dx is y broadcast and summed back to x's shape."""
        # x's shape: a suffix of `shape` with some sizes replaced by 1, likewise y.
        def operand_shape():
            k = data.draw(st.integers(0, len(shape)))
            return tuple(1 if data.draw(st.booleans()) else s for s in shape[len(shape) - k:])
        xs, ys = operand_shape(), operand_shape()
        rng = np.random.default_rng(0)
        xv, yv = rng.standard_normal(xs), rng.standard_normal(ys)
        x = gt.tensor(xv, requires_grad=True)
        y = gt.tensor(yv, requires_grad=True)
        (x * y).sum().backward()
        out = np.broadcast_shapes(xs, ys)

        def expected(other, own_shape):
            full = np.broadcast_to(other, out).copy()
            lead = len(out) - len(own_shape)
            full = full.sum(axis=tuple(range(lead))) if lead else full
            axes = tuple(i for i, s in enumerate(own_shape) if s == 1 and full.shape[i] != 1)
            return full.sum(axis=axes, keepdims=True).reshape(own_shape)
        assert x.grad.shape == xs and y.grad.shape == ys
        np.testing.assert_allclose(x.grad.numpy(), expected(yv * np.ones(out), xs), rtol=1e-12)
        np.testing.assert_allclose(y.grad.numpy(), expected(xv * np.ones(out), ys), rtol=1e-12)


def test_grad_dtypes_follow_the_inputs(lib):
    x = leaf(lib, [1.0, 2.0], dtype=lib.float64)
    y = leaf(lib, [1.0, 2.0])
    z = (x * y).sum()
    z.backward()
    assert z.dtype == lib.float64
    assert x.grad.dtype == lib.float64
    assert y.grad.dtype == lib.float32  # the float64 gradient is cast back for the float32 input
    h = leaf(lib, [1.0, 2.0], dtype=lib.float16)
    (h * 2).sum().backward()
    assert h.grad.dtype == lib.float16
    f = leaf(lib, [1.0, 2.0])
    (f * lib.tensor([1, 2])).sum().backward()
    assert f.grad.dtype == lib.float32 and f.grad.tolist() == [1.0, 2.0]


def test_root_gradient_is_cast_to_the_output_dtype(lib):
    x = leaf(lib, [1.0, 2.0])
    x.backward(lib.tensor([1.0, 2.0], dtype=lib.float64))
    assert x.grad.dtype == lib.float32
    x.backward(lib.tensor([1, 2]))  # an integer gradient is accepted too
    assert x.grad.dtype == lib.float32 and x.grad.tolist() == [2.0, 4.0]
    y = x * 2
    (g,) = lib.autograd.grad(y, x, lib.tensor([1.0, 1.0], dtype=lib.float64))
    assert g.dtype == lib.float32


@pytest.mark.filterwarnings("ignore:Using backward\\(\\) with create_graph=True")
def test_backward_with_create_graph_gives_a_differentiable_grad(lib):
    x = leaf(lib, [1.0, 2.0])
    (x ** 3).sum().backward(create_graph=True)
    assert x.grad.requires_grad
    assert x.grad.tolist() == [3.0, 12.0]
    (g2,) = lib.autograd.grad(x.grad.sum(), x)
    assert g2.tolist() == [6.0, 12.0]


def test_backward_runs_even_inside_no_grad(lib):
    x = leaf(lib, [1.0, 2.0])
    y = (x * x).sum()
    with lib.no_grad():
        y.backward()
    assert x.grad.tolist() == [2.0, 4.0]


def test_backward_from_a_leaf(lib):
    x = leaf(lib, 2.0)
    x.backward()
    x.backward()
    assert x.grad.item() == 2.0


def test_backward_of_several_roots(lib):
    x = leaf(lib, [1.0, 2.0])
    lib.autograd.backward([x * 2, x * 3], [lib.ones(2), lib.ones(2) * 2])
    assert x.grad.tolist() == [8.0, 8.0]
    x.grad = None
    lib.autograd.backward([(x * 2).sum(), (x * 3).sum()])
    assert x.grad.tolist() == [5.0, 5.0]


def test_backward_in_threads_is_independent():
    """Two threads backpropagating through their own graphs at once."""
    results = {}

    def work(k):
        x = gt.tensor([1.0, 2.0], requires_grad=True)
        y = x
        for _ in range(2_000):
            y = y * 1.0
        (y * k).sum().backward()
        results[k] = x.grad.tolist()

    threads = [threading.Thread(target=work, args=(k,)) for k in (2.0, 3.0)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert results == {2.0: [2.0, 2.0], 3.0: [3.0, 3.0]}


# ---------------------------------------------------------------------------------------------
# Node objects
# ---------------------------------------------------------------------------------------------

def test_next_functions_structure(lib):
    x = leaf(lib, [1.0, 2.0])
    c = lib.tensor([3.0, 4.0])
    y = x * c
    (acc, nr0), (none, nr1) = y.grad_fn.next_functions
    assert type(acc).__name__ == "AccumulateGrad"
    assert acc.name() == "torch::autograd::AccumulateGrad"
    assert acc.variable is x
    assert acc.next_functions == ()
    assert (nr0, none, nr1) == (0, None, 0)
    assert y.grad_fn.name() == type(y.grad_fn).__name__ == "MulBackward0"
    assert x.grad_fn is None
    assert repr(acc).startswith("<AccumulateGrad object at 0x")
    assert repr(y.grad_fn).startswith("<MulBackward0 object at 0x")
    assert isinstance(y.grad_fn, lib.autograd.graph.Node) and isinstance(acc, lib.autograd.graph.Node)


def test_a_leaf_has_one_accumulate_grad(lib):
    x = leaf(lib, [1.0, 2.0])
    a = x * 2
    b = x.exp()
    assert a.grad_fn.next_functions[0][0] is b.grad_fn.next_functions[0][0]


def test_next_functions_chain_and_output_numbers(lib):
    x = leaf(lib, [[1.0, 2.0], [3.0, 4.0]])
    y = (x * 2).exp().sum()
    names = []
    node = y.grad_fn
    while node is not None:
        names.append(node.name())
        node = node.next_functions[0][0] if node.next_functions else None
    assert names == ["SumBackward0", "ExpBackward0", "MulBackward0", "torch::autograd::AccumulateGrad"]
    a, b = x.unbind(0)
    z = a * b
    assert [(n.name(), nr) for n, nr in z.grad_fn.next_functions] == [("UnbindBackward0", 0), ("UnbindBackward0", 1)]
    assert (a.output_nr, b.output_nr, x.output_nr) == (0, 1, 0)
    values_, indices = x.max(dim=0)
    assert values_.grad_fn.name() == "MaxBackward0"
    assert indices.grad_fn is None and not indices.requires_grad


def test_calling_a_node_directly(lib):
    x = leaf(lib, [1.0, 2.0])
    w = leaf(lib, [3.0, 4.0])
    c = lib.tensor([3.0, 4.0])
    both = (x * w).grad_fn(lib.ones(2))
    assert isinstance(both, tuple) and len(both) == 2
    assert [g.tolist() for g in both] == [[3.0, 4.0], [1.0, 2.0]]
    # The formula is recorded (grad mode is on): the results have a grad_fn.
    assert both[0].grad_fn.name() == "MulBackward0"
    one_const = (x * c).grad_fn(lib.ones(2))
    assert one_const[0].tolist() == [3.0, 4.0] and one_const[1] is None
    single = x.exp().grad_fn(lib.tensor([1.0, 0.5]))
    assert not isinstance(single, tuple)
    assert single.tolist() == pytest.approx([np.e, np.e ** 2 / 2])
    assert x.sum().grad_fn(lib.tensor(2.0)).tolist() == [2.0, 2.0]
    assert x.exp().grad_fn(None) is None
    assert (x * w).grad_fn(None) == (None, None)
    m = leaf(lib, [[1.0, 2.0], [3.0, 4.0]])
    a, b = m.unbind(0)
    assert a.grad_fn(lib.ones(2), None).tolist() == [[1.0, 1.0], [0.0, 0.0]]


def test_calling_a_node_with_wrong_arguments(lib):
    x = leaf(lib, [0.0, 1.0])
    node = x.exp().grad_fn
    with pytest.raises(TypeError) as info:
        node(lib.ones(2), lib.ones(2))
    assert str(info.value) == "expected 1 arguments, got 2 instead"
    with pytest.raises(TypeError) as info:
        node()
    assert str(info.value) == "expected 1 arguments, got 0 instead"
    with pytest.raises(TypeError) as info:
        node(1.0)
    assert str(info.value) == "argument 0 is not a Variable"


def test_calling_accumulate_grad_directly_accumulates(lib):
    log = []
    x = leaf(lib, [1.0, 2.0])
    acc = (x * 2).grad_fn.next_functions[0][0]
    x.register_post_accumulate_grad_hook(lambda t: log.append("accumulated"))
    g = lib.ones(2)
    assert acc(g) == ()
    assert acc(g) == ()
    assert acc(None) == ()
    assert x.grad.tolist() == [2.0, 2.0] and x.grad is not g
    assert log == ["accumulated", "accumulated", "accumulated"]  # the hook runs for None too
    with pytest.raises(TypeError) as info:
        acc(g, g)
    assert str(info.value) == "expected 1 arguments, got 2 instead"


def test_saved_values(lib):
    x = leaf(lib, [1.0, 2.0])
    w = leaf(lib, [3.0, 4.0])
    m = x * w
    assert m.grad_fn._saved_self is x and m.grad_fn._saved_other is w
    e = x.exp()
    r = e.grad_fn._saved_result
    # The output comes back as a new tensor object with the node as its grad_fn.
    assert r is not e and r.grad_fn is e.grad_fn and r.requires_grad
    assert r.tolist() == e.tolist()
    p = x ** 3
    assert p.grad_fn._saved_exponent == 3 and p.grad_fn._saved_self is x
    a = x.add(w, alpha=2)
    assert a.grad_fn._saved_alpha == 2
    s = leaf(lib, [[0.0, 1.0]]).sum(1, keepdim=True)
    assert s.grad_fn.name() == "SumBackward1" and s.grad_fn._saved_keepdim is True
    raw = m.grad_fn._raw_saved_self
    assert type(raw).__name__ == "SavedTensor"


def test_saved_self_sym_sizes(lib):
    """A node that keeps only an input's shape exposes it under PyTorch's name, _saved_self_sym_sizes
    (PyTorch's formulas read self.sym_sizes(); its own tests read the attribute)."""
    s = leaf(lib, [[0.0, 1.0, 2.0]]).sum()
    name = "_saved_self_sym_sizes"
    assert not hasattr(s.grad_fn, "_saved_self_sizes")
    sizes = getattr(s.grad_fn, name)
    assert tuple(sizes) == (1, 3)
    v = leaf(lib, [[0.0, 1.0]]).view(2)
    assert tuple(getattr(v.grad_fn, name)) == (1, 2)


def test_saved_tensor_after_backward_raw_still_there(lib):
    x = leaf(lib, [1.0, 2.0])
    y = x * x
    y.sum().backward()
    assert type(y.grad_fn._raw_saved_self).__name__ == "SavedTensor"


def test_node_metadata_is_a_dict_kept_on_the_node(lib):
    x = leaf(lib, [[0.0, 1.0]])
    y = x.exp()
    md = y.grad_fn.metadata
    assert md == {} and type(md) is dict
    md["key"] = 1
    assert y.grad_fn.metadata is md and y.grad_fn.metadata == {"key": 1}
    acc = y.grad_fn.next_functions[0][0]
    acc.metadata["k"] = 2
    assert acc.metadata == {"k": 2}


def test_sequence_order_of_nodes():
    x = gt.tensor([1.0], requires_grad=True)
    a = x.exp()
    b = a.exp()
    assert a.grad_fn._seq_nr < b.grad_fn._seq_nr


def test_create_graph_gradients_are_recorded_copies(lib):
    """With create_graph, .grad is a copy of the incoming gradient (recorded when that requires
    grad), never the caller's tensor itself: CopyBackwards for a leaf, CloneBackward0 for a
    retained non-leaf, as in PyTorch."""
    x = lib.ones(3, requires_grad=True)
    g = lib.ones(3)
    (x + 0).backward(g, create_graph=True)
    assert x.grad is not g and x.grad.grad_fn is None
    x.grad.add_(1)
    assert g.tolist() == [1.0, 1.0, 1.0]

    w = lib.ones(3, requires_grad=True)
    x = lib.ones(3, requires_grad=True)
    g = w * 2
    (x + 0).backward(g, create_graph=True)
    assert x.grad is not g and x.grad.requires_grad
    assert repr(x.grad.grad_fn).startswith("<CopyBackwards object at 0x")
    x.grad.sum().backward()
    assert w.grad.tolist() == [2.0, 2.0, 2.0]

    x = lib.ones(3, requires_grad=True)
    y = x * 2
    y.retain_grad()
    (y * y).sum().backward(create_graph=True)
    assert type(y.grad.grad_fn).__name__ == "CloneBackward0"


def test_backward_after_create_graph_accumulates_in_place(lib):
    """A later backward adds into the .grad that create_graph made, in place (it stays the same
    tensor, still requiring grad), as PyTorch's AccumulateGrad does."""
    x = lib.ones(3, requires_grad=True)
    y = (x * x).sum()
    y.backward(create_graph=True, retain_graph=True)
    first = x.grad
    y.backward()
    assert x.grad is first and x.grad.requires_grad
    assert x.grad.tolist() == [4.0, 4.0, 4.0]


def test_grad_returns_a_root_gradient_passed_through_as_it_is(lib):
    w = lib.ones(3, requires_grad=True)
    g = w * 2
    x = lib.ones(3, requires_grad=True)
    (r,) = lib.autograd.grad(x + 0, x, g)
    assert r is g and r.requires_grad


@pytest.mark.parametrize("op", ["max", "sort", "topk"])
def test_a_node_has_only_the_outputs_that_can_carry_gradients(lib, op):
    """values, indices = x.max(1): the node's only output is values (indices are not
    differentiable), so its hooks see one gradient and a direct call takes one, as in PyTorch."""
    x = lib.randn(3, 4, requires_grad=True)
    values, indices = x.topk(2, 1) if op == "topk" else getattr(x, op)(1)
    node = values.grad_fn
    seen = []
    node.register_prehook(lambda go: seen.append(len(go)))
    node.register_hook(lambda gi, go: seen.append((len(gi), len(go))))
    node(lib.ones(values.shape))  # one output gradient
    values.sum().backward()
    assert seen == [1, (1, 1)] and indices.grad_fn is None and values.output_nr == 0


@pytest.mark.parametrize("kind", ["tensor_hook", "post_accumulate_hook"])
@pytest.mark.parametrize("when", ["before_the_graph", "after_the_graph"])
def test_leaf_hooks_run_whenever_they_were_registered(lib, when, kind):
    # A hook-free leaf takes the engine's short path; a leaf's hook must send it back to the
    # full path, whether its AccumulateGrad already existed when the hook was registered or
    # is made afterwards.
    x = leaf(lib, [1.0, 2.0])
    log = []

    def register():
        if kind == "tensor_hook":
            x.register_hook(lambda g: log.append(g.tolist()) or g * 10)
        else:
            x.register_post_accumulate_grad_hook(lambda t: log.append(t.grad.tolist()))

    if when == "before_the_graph":
        register()
    y = (x * 3).sum()
    if when == "after_the_graph":
        register()
    y.backward()
    assert log == [[3.0, 3.0]]
    assert x.grad.tolist() == ([30.0, 30.0] if kind == "tensor_hook" else [3.0, 3.0])


def test_removed_leaf_hook_no_longer_runs(lib):
    x = leaf(lib, [1.0, 2.0])
    log = []
    handle = x.register_hook(lambda g: log.append(1))
    handle.remove()
    (x * 3).sum().backward()
    (x * 3).sum().backward()
    assert log == [] and x.grad.tolist() == [6.0, 6.0]
