"""Non-reentrant checkpoint per backward call and nested: recomputation once per graph task,
saved tensors handed out once, checkpoints inside checkpoints (with autograd.grad between them),
what a recomputation replays (autocast) and what it leaves alive. Each test runs on gradtable and
on PyTorch."""
import gc
import importlib
import weakref

import pytest


def _cp(lib):
    return importlib.import_module(lib.__name__ + ".utils.checkpoint")


def _c(lib, fn):
    return lambda *args: _cp(lib).checkpoint(fn, *args, use_reentrant=False)


def _grad_of_sum(lib, fn):
    def wrapped(x):
        with lib.enable_grad():
            (g,) = lib.autograd.grad(fn(x).sum(), x, create_graph=True)
        return g
    return wrapped


@pytest.mark.parametrize("early_stop", [True, False])
def test_nested_checkpoints_with_grad_between_them_match_the_plain_run(lib, early_stop):
    def inner(x):
        return x.tanh().mul(x).exp()

    def outer(x):
        return _c(lib, inner)(_c(lib, lambda t: t.cos().sin())(x))

    x = lib.linspace(-1.0, 1.0, 6, dtype=lib.float64).reshape(2, 3).requires_grad_()
    plain = _grad_of_sum(lib, _grad_of_sum(lib, lambda t: inner(t.cos().sin())))(x)
    with _cp(lib).set_checkpoint_early_stop(early_stop):
        twice = _grad_of_sum(lib, _c(lib, _grad_of_sum(lib, _c(lib, outer))))(x)
        once = _grad_of_sum(lib, _grad_of_sum(lib, _c(lib, outer)))(x)
    assert lib.allclose(twice, plain) and lib.allclose(once, plain)


def test_each_backward_call_recomputes_and_a_second_unpack_in_one_call_raises(lib):
    runs, errors = [], []

    class Twice(lib.autograd.Function):
        @staticmethod
        def forward(ctx, x):
            ctx.save_for_backward(x)
            return x * 3

        @staticmethod
        def backward(ctx, g):
            (x,) = ctx.saved_tensors
            try:
                ctx.saved_tensors
            except RuntimeError as error:
                errors.append(str(error))
            return g * 3

    def f(x):
        runs.append(1)
        return Twice.apply(x.exp())

    x = lib.tensor([0.5, 1.5], requires_grad=True)
    y = _cp(lib).checkpoint(f, x, use_reentrant=False).sum()
    y.backward(retain_graph=True)
    y.backward()
    assert len(runs) == 3  # the forward, then one recomputation per backward call
    assert len(errors) == 2 and "Unpack is being triggered for a tensor that was already unpacked once" in errors[0]
    assert x.grad.tolist() == pytest.approx([6 * 1.6487212707, 6 * 4.4816890703])


def test_a_saved_tensor_that_needs_no_grad_comes_back_as_the_same_object(lib):
    seen = []

    class KeepsY(lib.autograd.Function):
        @staticmethod
        def forward(ctx, x, y):
            ctx.save_for_backward(y)
            return x * 1

        @staticmethod
        def backward(ctx, g):
            seen.append(ctx.saved_tensors[0])
            return g, None

    x, y = lib.tensor(1.0, requires_grad=True), lib.tensor(2.0)
    _cp(lib).checkpoint(KeepsY.apply, x, y, use_reentrant=False).backward()
    assert seen[0] is y


@pytest.mark.parametrize("enabled", [True, False])
def test_recomputation_runs_in_the_forwards_autocast_region(lib, enabled):
    dtypes = []

    def f(a, b):
        h = lib.mm(a, b)
        dtypes.append(h.dtype)
        return lib.mm(h, b).float().sum()

    a = lib.ones(2, 2, requires_grad=True)
    b = lib.full((2, 2), 0.5, requires_grad=True)
    with lib.autocast("cpu", dtype=lib.bfloat16, enabled=enabled):
        loss = _cp(lib).checkpoint(f, a, b, use_reentrant=False)
    loss.backward()  # outside the region: the recomputation must save bfloat16 tensors again
    expected = lib.bfloat16 if enabled else lib.float32
    assert dtypes == [expected, expected]
    assert a.grad.tolist() == [[1.0, 1.0], [1.0, 1.0]] and a.grad.dtype == lib.float32


def test_the_graph_dies_with_its_last_reference(lib):
    class Marker:
        pass

    def scope():
        x = lib.tensor(0.3, requires_grad=True)
        out = _grad_of_sum(lib, _c(lib, _grad_of_sum(lib, _c(lib, lambda t: t.sin().exp()))))(x)
        marker = Marker()
        out.grad_fn.metadata["marker"] = marker
        return weakref.ref(marker)

    gc.disable()
    try:
        assert scope()() is None  # no reference cycle through the frames, holders or hooks
    finally:
        gc.enable()
