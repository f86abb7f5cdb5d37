"""layer_norm's node keeps the forward's mean and 1/std (_saved_result1, _saved_result2) and bias as
PyTorch's NativeLayerNormBackward0 does; an ordinary backward uses the kept statistics, a recorded
one (create_graph) recomputes them from the input. Both against PyTorch."""
import numpy as np
import pytest

import gradtable

RNG = np.random.default_rng(7)


def _layer_norm(lib, x, w, b, shape, create_graph=False):
    xs = [lib.tensor(a, requires_grad=True) if a is not None else None for a in (x, w, b)]
    y = lib.nn.functional.layer_norm(xs[0], shape, xs[1], xs[2], 1e-5)
    g = lib.tensor(RNG_G.standard_normal(y.shape).astype(x.dtype))
    grads = lib.autograd.grad(y, [t for t in xs if t is not None], g, create_graph=create_graph)
    return y, xs, grads


RNG_G = np.random.default_rng(8)


@pytest.mark.parametrize("dtype", [np.float32, np.float64])
@pytest.mark.parametrize("shape, normalized, affine", [((4, 6), (6,), True), ((2, 3, 8), (8,), False),
                                                       ((2, 3, 4), (3, 4), True), ((5, 64), (64,), True)])
def test_gradients_against_pytorch(torch, dtype, shape, normalized, affine):
    x = (RNG.standard_normal(shape) * 3 + 50).astype(dtype)   # (an offset mean: the centring matters)
    w = RNG.standard_normal(normalized).astype(dtype) if affine else None
    b = RNG.standard_normal(normalized).astype(dtype) if affine else None
    state = RNG_G.bit_generator.state
    ours = _layer_norm(gradtable, x, w, b, normalized)
    RNG_G.bit_generator.state = state
    theirs = _layer_norm(torch, x, w, b, normalized)
    rtol = 2e-4 if dtype == np.float32 else 1e-10
    np.testing.assert_allclose(ours[0].detach().numpy(), theirs[0].detach().numpy(), rtol=rtol, atol=rtol)
    for a, c in zip(ours[2], theirs[2]):
        assert str(a.dtype) == str(c.dtype) == f"torch.{np.dtype(dtype).name}"
        np.testing.assert_allclose(a.numpy(), c.numpy(), rtol=rtol, atol=rtol * 10)


def test_saved_statistics_are_pytorchs(torch):
    x = RNG.standard_normal((2, 3, 4)).astype(np.float32)
    w, b = RNG.standard_normal(4).astype(np.float32), RNG.standard_normal(4).astype(np.float32)
    nodes = []
    for lib in (gradtable, torch):
        args = [lib.tensor(a, requires_grad=True) for a in (x, w, b)]
        nodes.append(lib.nn.functional.layer_norm(*args[:1], (4,), *args[1:]).grad_fn)
    ours, theirs = nodes
    assert type(ours).__name__ == type(theirs).__name__ == "NativeLayerNormBackward0"
    names = {a for a in dir(theirs) if a.startswith("_saved_")}
    assert names <= {a for a in dir(ours) if a.startswith("_saved_")}
    for name in ("_saved_result1", "_saved_result2", "_saved_bias", "_saved_weight"):
        a, c = getattr(ours, name), getattr(theirs, name)
        assert tuple(a.shape) == tuple(c.shape)
        np.testing.assert_allclose(a.detach().numpy(), c.detach().numpy(), rtol=1e-5)


def test_double_backward_recomputes_the_statistics_against_pytorch(torch):
    x = RNG.standard_normal((3, 5))
    w, b = RNG.standard_normal(5), RNG.standard_normal(5)
    results = []
    for lib in (gradtable, torch):
        state = RNG_G.bit_generator.state
        _, xs, grads = _layer_norm(lib, x, w, b, (5,), create_graph=True)
        RNG_G.bit_generator.state = state
        second = lib.autograd.grad(sum((g * g).sum() for g in grads), xs, allow_unused=True)
        results.append([None if t is None else t.detach().numpy() for t in second])
    for a, c in zip(*results):
        assert (a is None) == (c is None)   # (the bias's gradient does not depend on the bias)
        if a is not None:
            np.testing.assert_allclose(a, c, rtol=1e-9, atol=1e-12)


def test_bfloat16_input_still_backpropagates():
    x = gradtable.randn(4, 8).to(gradtable.bfloat16).requires_grad_()
    y = gradtable.nn.functional.layer_norm(x, (8,))
    y.sum().backward()
    assert x.grad.dtype == gradtable.bfloat16 and x.grad.shape == x.shape
    assert float(x.grad.float().abs().max()) < 0.1   # d sum(x_hat) / dx is 0 up to bfloat16's rounding
