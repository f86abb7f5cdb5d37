"""checkpoint's arguments as PyTorch 2.13 has them: context_fn, determinism_check, debug,
early_stop / set_checkpoint_early_stop, nesting, the reentrant variant's limits; each test
body runs on gradtable and on PyTorch (the `lib` fixture), messages compared with torch's."""
import contextlib
import importlib
import warnings

import numpy as np
import pytest


def _cp(lib):
    return importlib.import_module(lib.__name__ + ".utils.checkpoint")


def _error(call):
    with pytest.raises(Exception) as info:
        call()
    return type(info.value).__name__, str(info.value)


def test_signature_defaults_and_public_names(lib):
    import inspect
    cp = _cp(lib)
    params = inspect.signature(cp.checkpoint).parameters
    assert [(n, p.default) for n, p in params.items() if p.kind is p.KEYWORD_ONLY][1:] == [
        ("context_fn", cp.noop_context_fn), ("determinism_check", "default"), ("debug", False),
        ("early_stop", True)]
    assert issubclass(cp.CheckpointError, RuntimeError)
    forward, recompute = cp.noop_context_fn()
    assert isinstance(forward, contextlib.nullcontext) and isinstance(recompute, contextlib.nullcontext)
    assert sorted(cp.__all__) == sorted(["checkpoint", "checkpoint_sequential", "CheckpointError", "CheckpointFunction",
                                         "check_backward_validity", "detach_variable", "get_device_states",
                                         "set_device_states", "noop_context_fn", "set_checkpoint_early_stop",
                                         "DefaultDeviceType", "set_checkpoint_debug_enabled", "CheckpointPolicy",
                                         "SelectiveCheckpointContext", "create_selective_checkpoint_contexts",
                                         "SAC_IGNORED_OPS", "GraphExecGroup"])
    assert all(hasattr(cp, name) for name in cp.__all__)
    assert lib.ops.aten.detach.default in cp.SAC_IGNORED_OPS


def test_helpers_beside_checkpoint(lib):
    cp = _cp(lib)
    x = lib.tensor([1.0, 2.0], requires_grad=True)
    detached = cp.detach_variable((x * 2, 3, lib.tensor([1.0])))
    assert detached[0].requires_grad and detached[0].grad_fn is None and detached[1] == 3
    assert not detached[2].requires_grad
    assert _error(lambda: cp.detach_variable([x])) == (
        "RuntimeError", "Only tuple of tensors is supported. Got Unsupported input type: list")
    with pytest.warns(UserWarning, match="^None of the inputs have requires_grad=True. Gradients will be None$"):
        cp.check_backward_validity([lib.tensor(1.0), 2])
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        cp.check_backward_validity([lib.tensor(1.0), x])
    assert cp.get_device_states(x, 3) == ([], [])  # CPU tensors: no device RNG to save
    cp.set_device_states([], [])
    assert cp.DefaultDeviceType.get_device_type() == "cpu"
    y = cp.CheckpointFunction.apply(lambda t: t.exp() * 3, True, x)
    assert type(y.grad_fn).__name__ == "CheckpointFunctionBackward"
    y.sum().backward()
    np.testing.assert_allclose(x.grad.numpy(), 3 * np.exp([1.0, 2.0]), rtol=1e-6)


def test_graph_exec_group_shares_one_recomputation(lib):
    cp = _cp(lib)
    runs = []

    def f(a, b):
        runs.append(1)
        return a.exp(), b.sin()

    a, b = lib.tensor([0.5], requires_grad=True), lib.tensor([0.2], requires_grad=True)
    ya, yb = cp.checkpoint(f, a, b, use_reentrant=False)
    with cp.GraphExecGroup() as group:
        assert cp.GraphExecGroup._get_current_group() is group
        nested = _error(lambda: cp.GraphExecGroup().__enter__())
        ya.sum().backward(retain_graph=True)
        yb.sum().backward(retain_graph=True)
        overlap = _error(lambda: ya.sum().backward())
    assert cp.GraphExecGroup._get_current_group() is None
    assert nested[0] == "RuntimeError" and nested[1].startswith("GraphExecGroup contexts cannot be nested. Already "
                                                                "inside group <")
    assert len(runs) == 2  # the forward and one recomputation for both backward calls
    assert overlap[0] == "CheckpointError" and "Performing two backward calls that overlap" in overlap[1]
    np.testing.assert_allclose([a.grad.item(), b.grad.item()], [np.exp(0.5), np.cos(0.2)], rtol=1e-6)


def _counting_contexts(log):
    def context_fn():
        @contextlib.contextmanager
        def named(name):
            log.append(name + " in")
            try:
                yield
            finally:  # an early stop leaves the recomputation by an exception
                log.append(name + " out")
        return named("forward"), _Reenterable(lambda: named("recompute"))
    return context_fn


class _Reenterable:
    def __init__(self, factory):
        self.factory, self.stack = factory, []

    def __enter__(self):
        self.stack.append(self.factory())
        return self.stack[-1].__enter__()

    def __exit__(self, *exc):
        return self.stack.pop().__exit__(*exc)


def test_context_fn_runs_forward_and_each_recomputation_in_its_context(lib):
    cp = _cp(lib)
    log, calls = [], []
    w = lib.tensor([[1.0, 2.0], [3.0, 4.0]], requires_grad=True)

    def f(x):
        calls.append(1)
        log.append("fn")
        return x.mm(w).tanh()

    x = lib.tensor([[0.1, 0.2]], requires_grad=True)
    y = cp.checkpoint(f, x, use_reentrant=False, context_fn=_counting_contexts(log))
    assert log == ["forward in", "fn", "forward out"]
    y.sum().backward(retain_graph=True)
    y.sum().backward()
    assert len(calls) == 3
    assert log[3:] == ["recompute in", "fn", "recompute out"] * 2
    with lib.no_grad():  # nothing to save: no context entered, one plain call
        cp.checkpoint(f, x, use_reentrant=False, context_fn=_counting_contexts(log))
    assert log[-1] == "fn" and len(calls) == 4


def test_context_fn_errors(lib):
    cp = _cp(lib)
    x = lib.tensor([1.0], requires_grad=True)
    got = _error(lambda: cp.checkpoint(lambda t: t, x, use_reentrant=True, context_fn=_counting_contexts([])))
    assert got == ("ValueError", "Passing `context_fn` or `debug` is only supported when use_reentrant=False.")
    assert _error(lambda: cp.checkpoint(lambda t: t, x, use_reentrant=True, debug=True)) == got
    assert _error(lambda: cp.checkpoint(lambda t: t, x, use_reentrant=False, debug=True,
                                        context_fn=_counting_contexts([]))) == (
        "ValueError", "debug=True is incompatible with non-default context_fn")

    class Swallow:
        def __enter__(self):
            return self

        def __exit__(self, *exc):
            return True

    def boom(t):
        raise KeyError("inside")

    assert _error(lambda: cp.checkpoint(boom, x, use_reentrant=False, context_fn=lambda: (
        Swallow(), contextlib.nullcontext()))) == (
        "RuntimeError", "torch.utils.checkpoint: the forward context provided by context_fn suppressed an "
        "exception raised during the checkpointed forward. This is not supported because checkpoint cannot "
        "return a value for a failed forward.")


def _changing(lib, state, second):
    def f(t):
        state["calls"] += 1
        return t.exp().exp() if state["calls"] == 1 else second(t)
    return f


@pytest.mark.parametrize("case", ["fewer", "shape", "dtype"])
def test_determinism_check_messages_match_torch(lib, torch, case):
    def message(lib):
        cp = _cp(lib)
        second = {"fewer": lambda t: t.exp(),
                  "shape": lambda t: t.expand(2, 2).exp().exp(),
                  "dtype": lambda t: t.double().exp().exp()}[case]
        y = cp.checkpoint(_changing(lib, {"calls": 0}, second), lib.tensor([1.0], requires_grad=True),
                          use_reentrant=False)
        return _error(lambda: y.sum().backward())
    ours, theirs = message(lib), message(torch)
    assert ours == theirs
    assert ours[0] == "CheckpointError"


def test_determinism_check_none_and_bad_value(lib):
    cp = _cp(lib)
    x = lib.tensor([1.0], requires_grad=True)
    y = cp.checkpoint(_changing(lib, {"calls": 0}, lambda t: t.double().exp().exp()), x, use_reentrant=False,
                      determinism_check="none")
    y.sum().backward()  # metadata not compared
    assert x.grad is not None
    assert _error(lambda: cp.checkpoint(lambda t: t, x, use_reentrant=False, determinism_check="values")) == (
        "ValueError", "determinism_check should be one of ['default', 'none'], but got values")


def test_early_stop_and_its_context_manager(lib, torch):
    def run(lib, stop_how):
        cp = _cp(lib)
        after = []

        def f(t):
            a = t.sin()
            after.append(1)
            return a.sum()

        x = lib.tensor([0.5, 1.0], requires_grad=True)
        if stop_how == "manager":
            with cp.set_checkpoint_early_stop(False):
                y = cp.checkpoint(f, x, use_reentrant=False)
        else:
            y = cp.checkpoint(f, x, use_reentrant=False, early_stop=stop_how)
        y.backward()
        np.testing.assert_allclose(x.grad.numpy(), np.cos([0.5, 1.0]), rtol=1e-6)
        return len(after)
    for how in (True, False, "manager"):
        assert run(lib, how) == run(torch, how)
    assert run(lib, True) == 1 and run(lib, False) == 2


def test_more_saves_without_early_stop_match_torch(lib, torch):
    def message(lib):
        cp = _cp(lib)
        state = {"calls": 0}

        def f(t):
            state["calls"] += 1
            return t.exp() if state["calls"] == 1 else t.exp().exp()
        y = cp.checkpoint(f, lib.tensor([1.0], requires_grad=True), use_reentrant=False, early_stop=False)
        return _error(lambda: y.sum().backward())
    assert message(lib) == message(torch)


def test_debug_accepts_and_reports(lib):
    cp = _cp(lib)
    x = lib.tensor([0.3], requires_grad=True)
    y = cp.checkpoint(lambda t: t.sin().cos(), x, use_reentrant=False, debug=True)
    y.sum().backward()
    np.testing.assert_allclose(x.grad.numpy(), -np.sin(np.sin(0.3)) * np.cos(0.3) * np.ones(1), rtol=1e-6)
    with cp.set_checkpoint_debug_enabled(True):
        y = cp.checkpoint(_changing(lib, {"calls": 0}, lambda t: t.exp()), x, use_reentrant=False)
    kind, text = _error(lambda: y.sum().backward())
    assert kind == "CheckpointError"
    assert "you passed `debug=True`" in text


@pytest.mark.parametrize("inner_reentrant", [False, True])
def test_nested_checkpoints_give_the_plain_gradients(lib, inner_reentrant):
    cp = _cp(lib)
    rng = np.random.default_rng(0)
    w0, x0 = rng.standard_normal((3, 3)), rng.standard_normal((2, 3))
    calls = {"inner": 0, "outer": 0}

    def grads(wrap_inner, wrap_outer):
        w = lib.tensor(w0, requires_grad=True)
        x = lib.tensor(x0, requires_grad=True)

        def inner(t):
            calls["inner"] += 1
            return t.mm(w).tanh()

        def outer(t):
            calls["outer"] += 1
            return wrap_inner(inner, t).sin() * 2.0

        (wrap_outer(outer, x) ** 2).sum().backward()
        return w.grad.numpy(), x.grad.numpy()

    plain = grads(lambda f, t: f(t), lambda f, t: f(t))
    calls.update(inner=0, outer=0)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        nested = grads(lambda f, t: cp.checkpoint(f, t, use_reentrant=inner_reentrant),
                       lambda f, t: cp.checkpoint(f, t, use_reentrant=False))
    for a, b in zip(nested, plain):
        np.testing.assert_allclose(a, b, rtol=1e-12)
    assert calls["outer"] == 2 and calls["inner"] >= 2


def test_reentrant_refuses_grad_and_inputs(lib, torch):
    def messages(lib):
        cp = _cp(lib)
        x = lib.tensor([0.5, 1.0], requires_grad=True)
        y = cp.checkpoint(lambda t: t.exp(), x, use_reentrant=True)
        first = _error(lambda: lib.autograd.grad(y.sum(), x))
        y = cp.checkpoint(lambda t: t.exp(), x, use_reentrant=True)
        second = _error(lambda: y.sum().backward(inputs=[x]))
        assert lib.autograd._is_checkpoint_valid()
        return first, second
    ours = messages(lib)
    assert ours == messages(torch)
    assert ours[0] == ("RuntimeError", "When use_reentrant=True, torch.utils.checkpoint is incompatible with "
                       ".grad() or passing an `inputs` parameter to .backward(). To resolve this error, you can "
                       "either set use_reentrant=False, or call .backward() without passing the `inputs` argument.")


def test_non_reentrant_works_with_grad_and_inputs(lib):
    cp = _cp(lib)
    x = lib.tensor([0.5, 1.0], requires_grad=True)
    g, = lib.autograd.grad(cp.checkpoint(lambda t: t.exp().sum(), x, use_reentrant=False), x)
    np.testing.assert_allclose(g.numpy(), np.exp([0.5, 1.0]), rtol=1e-6)
    cp.checkpoint(lambda t: t.exp().sum(), x, use_reentrant=False).backward(inputs=[x])
    np.testing.assert_allclose(x.grad.numpy(), np.exp([0.5, 1.0]), rtol=1e-6)


def test_reentrant_counts_and_warnings(lib):
    cp = _cp(lib)
    calls = []
    x = lib.tensor([0.5, 1.0], requires_grad=True)
    y = cp.checkpoint(lambda t: calls.append(1) or t.exp(), x, use_reentrant=True)
    assert len(calls) == 1
    y.sum().backward()
    assert len(calls) == 2
    with pytest.warns(UserWarning, match="^None of the inputs have requires_grad=True. Gradients will be None$"):
        out = cp.checkpoint(lambda t: t.exp(), lib.tensor([1.0]), use_reentrant=True)
    assert out.grad_fn is None
