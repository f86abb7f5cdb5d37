"""torch._C's autograd names and the engine questions they answer, run on gradtable and torch alike:
the nodes of torch._C._functions, torch.autograd.graph.Node as a virtual base class, what a hook may
ask while backward runs (graph task id, execution order, current node, will the engine run a node),
saved-tensor hook state, version counters, forward grad mode, view replay, warn-always."""
import gc
import warnings

import pytest


def _leaf(lib, *shape):
    return lib.ones(*shape, dtype=lib.float64, requires_grad=True)


# -- torch._C._functions ----------------------------------------------------------------------------

def test_accumulate_grad_and_generated_classes_are_reachable(lib):
    a = _leaf(lib, 2)
    y = a * 2
    assert isinstance(y.grad_fn.next_functions[0][0], lib._C._functions.AccumulateGrad)
    assert type(y.grad_fn) is lib._C._functions.MulBackward0


def test_node_is_a_virtual_base_class(lib):
    Node = lib.autograd.graph.Node
    a = _leaf(lib, 2)
    for node in (a.exp().grad_fn, a.exp().grad_fn.next_functions[0][0]):
        assert isinstance(node, Node) and issubclass(type(node), Node) and Node not in type(node).mro()
    assert issubclass(lib._C._functions.AccumulateGrad, Node) and not isinstance(lib._C._functions.AccumulateGrad, Node)
    assert issubclass(lib._C._functions.DelayedError, Node) and issubclass(Node, Node)
    assert issubclass(lib.autograd.function.BackwardCFunction, Node)
    assert not isinstance(None, Node) and not isinstance(a, Node) and not isinstance(Node, Node)


def test_delayed_error_raises_its_message_in_backward(lib):
    x = _leaf(lib, 3)
    y = x * 2
    (safe,) = (lib._C._functions.DelayedError("Boom!", 1)(y),)
    assert safe.grad_fn.name() == "torch::autograd::Error"
    assert safe.data_ptr() == y.data_ptr() and safe._version == 0
    with pytest.raises(RuntimeError, match="^Boom!$"):
        (safe * 3).sum().backward()
    with pytest.raises(TypeError, match="expected 2 arguments, got 1 instead"):
        lib._C._functions.DelayedError("Boom!", 2)(y)
    pair = lib._C._functions.DelayedError("no", 2)(x * 1, x * 3)
    assert pair[0].grad_fn is pair[1].grad_fn and len(pair[0].grad_fn.next_functions) == 2
    assert lib._C._functions.DelayedError("no", 1)(lib.ones(2)).grad_fn is None


def test_undefined_grad_passes_no_gradient(lib):
    x = _leaf(lib, 2)
    u = lib._C._functions.UndefinedGrad()(x * 2)
    assert u.grad_fn.name() == "torch::autograd::UndefinedGradBackward"
    u.sum().backward()
    assert x.grad is None
    with pytest.raises(TypeError, match="expected 1 arguments, got 2 instead"):
        lib._C._functions.UndefinedGrad()(x, x)

    class Keep(lib.autograd.Function):
        @staticmethod
        def forward(ctx, t):
            ctx.set_materialize_grads(False)
            return t.clone()

        @staticmethod
        def backward(ctx, g):
            seen.append(g)
            return g

    seen = []
    lib._C._functions.UndefinedGrad()(Keep.apply(x)).sum().backward()
    assert seen == [None]


def test_non_differentiable_outputs_gradients_left_undefined(lib):
    seen = []

    class Pair(lib.autograd.Function):
        @staticmethod
        def forward(ctx, t):
            first, second = t.clone(), t.clone()
            ctx.mark_non_differentiable(second)
            ctx._materialize_non_diff_grads = False
            return first, second

        @staticmethod
        def backward(ctx, g0, g1):
            seen.append((g0 is None, g1 is None))
            return g0

    Pair.apply(lib.tensor(1.0, requires_grad=True))[0].backward()
    assert seen == [(False, True)]


# -- questions asked during backward -----------------------------------------------------------------

def test_graph_task_ids_count_backward_calls(lib):
    ids = []
    t = lib.tensor(1.0, requires_grad=True).clone()
    t.register_hook(lambda g: ids.append(lib._C._current_graph_task_id()))
    for _ in range(3):
        t.backward(retain_graph=True)
    assert [i - ids[0] for i in ids] == [0, 1, 2]
    assert lib._C._current_graph_task_id() == -1


def _names(nodes):
    return [node.name().split(" ")[-1] for node in nodes]


@pytest.mark.parametrize("case", ["chain", "two_paths", "shared_leaf", "grad_of_leaf", "three_roots"])
def test_execution_order_predicts_the_engine_as_torch(torch, case):
    import gradtable

    def run(lib):
        seen = {}
        a = lib.tensor(1.0, requires_grad=True)
        b = lib.tensor(2.0, requires_grad=True)
        if case == "chain":
            roots = [lib.tensor(1.0, requires_grad=True).clone().sin().exp()]
        elif case == "two_paths":
            roots = [b.sin() * a.cos()]
        elif case == "shared_leaf":
            roots = [a.sin() * a.cos()]
        else:
            c = a * 2
            roots = [c.sin()] if case == "grad_of_leaf" else [c.sin(), c.cos(), c.cos()]
        def predict(grad):
            seen.setdefault("order", _names(lib._C._current_graph_task_execution_order()))

        roots[-1].register_hook(predict)   # (the root the engine runs first: asked before anything ran)
        with lib.autograd.set_multithreading_enabled(False):
            if case in ("grad_of_leaf", "three_roots"):
                lib.autograd.grad(roots, inputs=(a,), allow_unused=True)
            else:
                lib.autograd.backward(roots)
        return seen["order"]

    assert run(gradtable) == run(torch)


def test_execution_order_errors_as_torch(lib):
    with pytest.raises(RuntimeError, match="should only be called during the backward pass"):
        lib._C._current_graph_task_execution_order()
    t = lib.tensor(1.0, requires_grad=True).clone().sin()
    t.register_hook(lambda g: lib._C._current_graph_task_execution_order())
    with pytest.raises(RuntimeError, match="expects the current backward to be executed with multithreading disabled"):
        t.backward()


def test_current_autograd_node_in_hooks_and_backward(lib):
    names = []

    class Twice(lib.autograd.Function):
        @staticmethod
        def forward(ctx, t):
            return t * 2

        @staticmethod
        def backward(ctx, g):
            names.append(type(lib._C._current_autograd_node()).__name__)
            return g * 2

    x = _leaf(lib, 2)
    y = Twice.apply(x).exp()
    y.grad_fn.register_prehook(lambda g: names.append(lib._C._current_autograd_node().name()))
    y.sum().backward()
    assert names == ["ExpBackward0", "TwiceBackward"]
    assert lib._C._current_autograd_node() is None


def test_will_engine_execute_node_errors_as_torch(lib):
    x = _leaf(lib, 2)
    y = x * 2
    with pytest.raises(RuntimeError, match="^_will_engine_execute_node expects an grad_fn, but got Tensor$"):
        lib._C._will_engine_execute_node(y)
    with pytest.raises(RuntimeError, match="^_get_should_execute_nodes should only be called during the backward"):
        lib._C._will_engine_execute_node(y.grad_fn)


def test_retain_graph_of_the_running_backward(lib):
    kept = []
    y = _leaf(lib, 2).exp()
    y.register_hook(lambda g: kept.append(lib._C._autograd._get_current_graph_task_keep_graph()))
    y.sum().backward(retain_graph=True)
    y.sum().backward()
    assert kept == [True, False]


def test_tls_stash_reaches_backward(lib):
    box = {"n": 1}
    lib._C._stash_obj_in_tls("box", box)

    class Touch(lib.autograd.Function):
        @staticmethod
        def forward(ctx, t):
            return t.clone()

        @staticmethod
        def backward(ctx, g):
            assert lib._C._is_key_in_tls("box")
            lib._C._get_obj_in_tls("box")["n"] = 5
            return g

    Touch.apply(_leaf(lib, 2)).sum().backward()
    assert box["n"] == 5


# -- saved tensors, versions, modes ----------------------------------------------------------------

def test_saved_tensor_hooks_state_as_torch(lib):
    state = lib._C._autograd
    assert state._saved_tensors_hooks_is_enabled() and state._saved_tensors_hooks_get_disabled_error_message() is None
    with lib.autograd.graph.disable_saved_tensors_hooks("outer"):
        assert not state._saved_tensors_hooks_is_enabled()
        assert state._saved_tensors_hooks_get_disabled_error_message() == "outer"
    assert state._saved_tensors_hooks_is_enabled()
    y = _leaf(lib, 2).exp()
    assert isinstance(y.grad_fn._raw_saved_result, lib._C._autograd.SavedTensor)
    assert lib.autograd.SavedTensor is lib._C._autograd.SavedTensor
    assert repr(lib._C._autograd.DeviceType.CPU) == "<DeviceType.CPU: 0>"


def test_hooks_entered_or_left_during_backward_do_not_outlive_it(lib):
    def leaves_one():
        inner.__exit__()
        return None

    inner = lib.autograd.graph.saved_tensors_hooks(lambda t: t, lambda t: (leaves_one(), t)[1])
    outer = lib.autograd.graph.saved_tensors_hooks(lambda t: t, lambda t: t)
    with outer:
        inner.__enter__()
        _leaf(lib, 2).sin().sum().backward()   # the unpack hook pops `inner` during backward
        inner.__exit__()                       # still on the stack afterwards: PyTorch restores it
    y = _leaf(lib, 2).exp()                    # no default hooks left: a saved tensor takes its own
    y.grad_fn._raw_saved_result.register_hooks(lambda t: t, lambda t: t)


def test_unsafe_version_counter_setting_as_torch(lib):
    x = _leaf(lib, 2).clone()
    x.add_(1)
    x.add_(2)
    with lib.autograd._unsafe_preserve_version_counter(x):
        x.mul_(2)
    assert x._version == 2
    lib._C._autograd._unsafe_set_version_counter((x,), (0,))
    assert x._version == 0 and x.view(2)._version == 0
    with pytest.raises(RuntimeError, match="^Cannot set a version_counter to a value below 0: -1$"):
        lib._C._autograd._unsafe_set_version_counter((x,), (-1,))
    with pytest.raises(RuntimeError, match="^tensors_len=1, versions_len=2$"):
        lib._C._autograd._unsafe_set_version_counter((x,), (1, 2))


def test_forward_grad_mode_as_torch(lib):
    fwAD = lib.autograd.forward_ad
    assert fwAD._is_fwd_grad_enabled()
    try:
        lib._C._set_fwd_grad_enabled(False)
        assert not fwAD._is_fwd_grad_enabled()
        with fwAD.dual_level():
            dual = fwAD.make_dual(lib.ones(2, dtype=lib.float64), lib.ones(2, dtype=lib.float64))
            assert fwAD.unpack_dual(dual * 3).tangent is None
            with fwAD._set_fwd_grad_enabled(True):
                assert fwAD.unpack_dual(dual * 3).tangent.tolist() == [3.0, 3.0]
        assert not fwAD._is_fwd_grad_enabled()
    finally:
        lib._C._set_fwd_grad_enabled(True)


def test_view_replay_names_the_rebuilt_history_as_torch(lib):
    def changed_view(x):
        out = x.clone().view(-1)
        out.add_(1)
        return type(out.grad_fn).__name__

    x = _leaf(lib, 2, 2)
    assert changed_view(x) == "AsStridedBackward0" and not lib.autograd.is_view_replay_enabled()
    with lib.autograd._force_original_view_tracking(True):
        assert changed_view(x) == "ViewBackward0" and lib.autograd.is_view_replay_enabled()
    assert not lib.autograd.is_view_replay_enabled()
    lib.autograd._force_original_view_tracking(True)
    try:
        assert changed_view(x) == "ViewBackward0"
    finally:
        lib.autograd._force_original_view_tracking(False)
    assert lib.autograd.is_multithreading_enabled()


@pytest.mark.parametrize("replay", [False, True])
@pytest.mark.parametrize("view", ["select", "view", "slice", "transpose"])
def test_a_view_made_before_its_base_required_grad_follows_it(lib, torch, replay, view):
    """x.add_(r) gives x a history; a view of x taken before then requires grad afterwards and
    backpropagates into r, with view replay on or off (regression: with replay on, the view kept
    requires_grad False)."""
    def run(lib):
        with lib.autograd._force_original_view_tracking(replay):
            r = lib.tensor([2.0], dtype=lib.float64, requires_grad=True)
            x = lib.ones(2, 3, dtype=lib.float64)
            v = {"select": lambda: x.select(1, 1), "view": lambda: x.view(6), "slice": lambda: x[:, 1:],
                 "transpose": lambda: x.t()}[view]()
            before = v.requires_grad
            x.mul_(r)
            after = (v.requires_grad, type(v.grad_fn).__name__)
            (v * 3).sum().backward()
            return before, after, r.grad.tolist()
    assert run(lib) == run(torch)


def test_warn_always_repeats_the_create_graph_warning(lib):
    previous = lib.is_warn_always_enabled()
    lib.set_warn_always(True)
    try:
        for _ in range(2):
            b = _leaf(lib, 3)
            c = b * b
            with warnings.catch_warnings(record=True) as records:
                warnings.simplefilter("always")
                c.backward(lib.ones_like(c), create_graph=True)
            assert any("Using backward() with create_graph=True" in str(w.message) for w in records)
            b.grad = None
            with warnings.catch_warnings(record=True) as records:
                warnings.simplefilter("always")
                lib.autograd.grad(c, b, lib.ones_like(c), create_graph=True)
            assert not any("Using backward() with create_graph=True" in str(w.message) for w in records)
    finally:
        lib.set_warn_always(previous)


def test_weak_tensor_ref_and_cached_tensors(lib):
    y = _leaf(lib, 2) * 2
    ref = lib._C._WeakTensorRef(y)
    assert not ref.expired()
    del y
    gc.collect()
    assert ref.expired()
    x = lib.rand(4)
    lib._C._set_cached_tensors_enabled(True)
    try:
        lib._C._add_cached_tensor(x)
        lib._C._add_cached_tensor(x)
        assert lib._C._is_cached_tensor(x) and not lib._C._is_cached_tensor(lib.rand(4))
        lib._C._remove_cached_tensor(x)
        assert not lib._C._is_cached_tensor(x)
    finally:
        lib._C._set_cached_tensors_enabled(False)
