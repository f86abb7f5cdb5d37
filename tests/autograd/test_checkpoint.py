"""utils.checkpoint: gradients as without checkpointing, recomputation in backward, RNG replay,
PyTorch's warnings and errors; each test body runs on gradtable and on PyTorch."""
import importlib
import warnings

import numpy as np
import pytest


def _checkpoint_module(lib):
    return importlib.import_module(lib.__name__ + ".utils.checkpoint")


def _params(lib, seed=0):
    rng = np.random.default_rng(seed)
    return [lib.tensor(rng.standard_normal((4, 4)), requires_grad=True) for _ in range(4)]


def _block(w):
    def f(x):
        return (x.mm(w)).tanh() * 2.0 + x.sigmoid()
    return f


def _loss_and_grads(lib, ws, x, wrap):
    h = x
    for w in ws:
        h = wrap(_block(w), h)
    loss = (h * h).sum()
    loss.backward()
    return loss.item(), [w.grad.numpy().copy() for w in ws], x.grad.numpy().copy()


@pytest.mark.parametrize("use_reentrant", [False, True])
def test_gradients_equal_the_plain_run(lib, use_reentrant):
    cp = _checkpoint_module(lib)
    x0 = np.random.default_rng(1).standard_normal((3, 4))
    plain = _loss_and_grads(lib, _params(lib), lib.tensor(x0, requires_grad=True), lambda f, h: f(h))
    checkpointed = _loss_and_grads(lib, _params(lib), lib.tensor(x0, requires_grad=True),
                                   lambda f, h: cp.checkpoint(f, h, use_reentrant=use_reentrant))
    assert checkpointed[0] == plain[0]
    for a, b in zip(checkpointed[1], plain[1]):
        np.testing.assert_array_equal(a, b)
    np.testing.assert_array_equal(checkpointed[2], plain[2])


def test_non_reentrant_forward_keeps_only_placeholders_and_backward_recomputes(lib):
    cp = _checkpoint_module(lib)
    calls = []
    w = lib.tensor([[1.0, 2.0], [3.0, 4.0]], requires_grad=True)

    def f(x):
        calls.append(lib.is_grad_enabled())
        return (x.mm(w)).exp()

    x = lib.tensor([[0.1, 0.2]], requires_grad=True)
    y = cp.checkpoint(f, x, use_reentrant=False)
    assert calls == [True]
    assert y.grad_fn.name() == "ExpBackward0"  # the function's own graph, unlike the reentrant variant
    y.sum().backward()
    assert calls == [True, True]
    expected = np.exp(np.array([[0.1, 0.2]]) @ np.array([[1.0, 2.0], [3.0, 4.0]]))
    np.testing.assert_allclose(w.grad.numpy(), np.array([[0.1], [0.2]]) @ expected, rtol=1e-6)


def test_reentrant_variant_records_one_node(lib):
    cp = _checkpoint_module(lib)
    x = lib.tensor([0.5, 1.0], requires_grad=True)
    y = cp.checkpoint(lambda t: t.exp() * 3.0, x, use_reentrant=True)
    assert y.grad_fn.name().endswith("CheckpointFunctionBackward")
    assert y.grad_fn.next_functions[0][0] is not None and len(y.grad_fn.next_functions) == 1
    y.sum().backward()
    np.testing.assert_allclose(x.grad.numpy(), 3.0 * np.exp([0.5, 1.0]), rtol=1e-6)


@pytest.mark.parametrize("use_reentrant", [False, True])
def test_rng_state_is_replayed_in_recomputation(lib, use_reentrant):
    cp = _checkpoint_module(lib)

    def noisy(x):
        mask = (lib.rand_like(x) > 0.5).to(x.dtype)
        return x * mask * 2.0

    def grads(wrap, preserve=True):
        lib.manual_seed(3)
        x = lib.tensor(np.linspace(0.1, 1.0, 64), requires_grad=True)
        y = wrap(noisy, x, preserve)
        lib.rand(5)  # draws between forward and backward must not change the replay
        y.sum().backward()
        return y.detach().numpy(), x.grad.numpy()

    plain_y, plain_grad = grads(lambda f, x, p: f(x))
    y, grad = grads(lambda f, x, p: cp.checkpoint(f, x, use_reentrant=use_reentrant, preserve_rng_state=p))
    np.testing.assert_array_equal(y, plain_y)
    np.testing.assert_array_equal(grad, plain_grad)
    _, unpreserved = grads(lambda f, x, p: cp.checkpoint(f, x, use_reentrant=use_reentrant, preserve_rng_state=False),
                           preserve=False)
    assert not np.array_equal(unpreserved, plain_grad)  # the mask was drawn again


def test_retain_graph_backward_twice_and_double_backward(lib):
    cp = _checkpoint_module(lib)
    x = lib.tensor([0.3, -0.7], requires_grad=True)
    y = cp.checkpoint(lambda t: (t * t.sin()).sum(), x, use_reentrant=False)
    y.backward(retain_graph=True)
    first = x.grad.numpy().copy()
    y.backward()
    np.testing.assert_allclose(x.grad.numpy(), 2 * first)
    with pytest.raises(RuntimeError, match="Trying to backward through the graph a second time"):
        y.backward()
    z = lib.tensor([0.3, -0.7], requires_grad=True)
    g, = lib.autograd.grad(cp.checkpoint(lambda t: (t ** 3).sum(), z, use_reentrant=False), z, create_graph=True)
    g2, = lib.autograd.grad(g.sum(), z)
    np.testing.assert_allclose(g2.numpy(), 6 * np.array([0.3, -0.7]), rtol=1e-6)


def test_non_reentrant_accepts_keyword_arguments(lib):
    cp = _checkpoint_module(lib)
    x = lib.tensor([1.0, 2.0], requires_grad=True)
    y = cp.checkpoint(lambda t, scale: t.exp() * scale, x, scale=3.0, use_reentrant=False)
    y.sum().backward()
    np.testing.assert_allclose(x.grad.numpy(), 3.0 * np.exp([1.0, 2.0]), rtol=1e-6)


def test_warnings_and_errors(lib):
    cp = _checkpoint_module(lib)
    x = lib.tensor([1.0], requires_grad=True)
    with pytest.warns(UserWarning, match="^torch.utils.checkpoint: the use_reentrant parameter should be passed "
                                         "explicitly. Starting in PyTorch 2.9"):
        y = cp.checkpoint(lambda t: t.exp(), x)
    assert y.grad_fn.name().endswith("CheckpointFunctionBackward")  # None means reentrant, as in PyTorch
    with pytest.raises(ValueError, match="^Unexpected keyword arguments: scale$"):
        cp.checkpoint(lambda t, scale: t * scale, x, scale=2.0, use_reentrant=True)
    with pytest.warns(UserWarning, match="^None of the inputs have requires_grad=True. Gradients will be None$"):
        cp.checkpoint(lambda t: t.exp(), lib.tensor([1.0]), use_reentrant=True)
    with pytest.warns(UserWarning, match="^torch.utils.checkpoint.checkpoint_sequential: the use_reentrant "
                                         "parameter should be passed explicitly."):
        cp.checkpoint_sequential([lambda t: t * 2.0, lambda t: t + 1.0], 2, x)
    with pytest.raises(ValueError, match="^Unexpected keyword arguments: foo$"):
        cp.checkpoint_sequential([lambda t: t * 2.0], 1, x, use_reentrant=False, foo=1)


def test_recomputation_stops_early_and_missing_tensors_are_detected(lib):
    cp = _checkpoint_module(lib)
    state = {"calls": 0}

    def changing(t):
        state["calls"] += 1
        return t.exp().exp() if state["calls"] == 1 else t.exp()

    x = lib.tensor([1.0], requires_grad=True)
    y = cp.checkpoint(changing, x, use_reentrant=False)
    with pytest.raises(RuntimeError, match="^torch.utils.checkpoint: A different number of tensors was saved during "
                                           "the original forward and recomputation.\nNumber of tensors saved during "
                                           "forward: 2\nNumber of tensors saved during recomputation: 1"):
        y.sum().backward()
    # More saves on recomputation are fine: it stops as soon as it has what the forward saved.
    growing = {"calls": 0}

    def more_on_recompute(t):
        growing["calls"] += 1
        return t.exp() if growing["calls"] == 1 else t.exp().exp()

    x = lib.tensor([1.0], requires_grad=True)
    cp.checkpoint(more_on_recompute, x, use_reentrant=False).sum().backward()
    np.testing.assert_allclose(x.grad.numpy(), np.exp([1.0]), rtol=1e-6)


@pytest.mark.parametrize("use_reentrant", [False, True])
@pytest.mark.parametrize("segments", [1, 2, 3, 5])
def test_checkpoint_sequential_matches_the_plain_chain(lib, use_reentrant, segments):
    cp = _checkpoint_module(lib)
    ws = _params(lib, seed=4) + _params(lib, seed=5)[:1]
    x0 = np.random.default_rng(2).standard_normal((2, 4))

    def run(chain):
        for w in ws:
            w.grad = None
        x = lib.tensor(x0, requires_grad=True)
        (chain(x) ** 2).sum().backward()
        return [w.grad.numpy().copy() for w in ws] + [x.grad.numpy().copy()]

    blocks = [_block(w) for w in ws]

    def plain(x):
        for f in blocks:
            x = f(x)
        return x

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        got = run(lambda x: cp.checkpoint_sequential(blocks, segments, x, use_reentrant=use_reentrant))
    for a, b in zip(got, run(plain)):
        np.testing.assert_array_equal(a, b)


def test_checkpointed_forward_saves_nothing_itself():
    """The memory claim behind checkpointing: the graph keeps placeholders, not arrays."""
    import gradtable
    from gradtable.utils.checkpoint import checkpoint
    packed = []
    w = gradtable.randn(8, 8, requires_grad=True)
    x = gradtable.randn(4, 8, requires_grad=True)
    with gradtable.autograd.graph.saved_tensors_hooks(lambda t: packed.append(t) or t, lambda t: t):
        y = checkpoint(lambda t: t.mm(w).tanh().exp(), x, use_reentrant=False)
        (y * 2.0).sum()
    # The checkpoint's hooks are innermost; (y * 2.0) saves no tensor. Only the input itself reaches the
    # outer hooks, kept for the version check as PyTorch keeps it (torch packs `x` here too).
    assert len(packed) == 1 and packed[0] is x
    raw = y.grad_fn._raw_saved_result
    assert type(raw._hooks[1]).__name__ == "_Holder"
