"""An enabled CPU autocast region against PyTorch's: its lower-precision ops (matmul, mm, bmm, addmm,
linear, conv, attention) cast floating arguments other than float64 to the region's dtype, its
float32 ops (losses, prod, trace, LAPACK ops, padding) cast them to float32, every other op runs in
its inputs' dtype; the casts are recorded copies; get_autocast_dtype reports the region's dtype."""
import numpy as np
import pytest

import gradtable

_OPS = {
    "matmul": lambda L, x, w: x @ w.T, "mm": lambda L, x, w: L.mm(x, w.T),
    "bmm": lambda L, x, w: L.bmm(x[None], w.T[None]),
    "addmm": lambda L, x, w: L.addmm(x[:, :2], x, w.T[:, :2]), "linear": lambda L, x, w: L.nn.functional.linear(x, w),
    "conv1d": lambda L, x, w: L.nn.functional.conv1d(x.T[None], w[:, :, None]),
    "conv2d": lambda L, x, w: L.nn.functional.conv2d(x[None, None], w[None, None, :2, :2]),
    "sdpa": lambda L, x, w: L.nn.functional.scaled_dot_product_attention(x[None], x[None], x[None]),
    "mv (not listed)": lambda L, x, w: L.mv(x, w[0]), "add (not listed)": lambda L, x, w: x + 1,
    "sum (not listed)": lambda L, x, w: (x @ w.T).sum(), "norm (not listed)": lambda L, x, w: (x @ w.T).norm(),
    "cross_entropy": lambda L, x, w: L.nn.functional.cross_entropy(x @ w.T, L.tensor([0, 1, 1])),
    "mse_loss": lambda L, x, w: L.nn.functional.mse_loss(x @ w.T, x[:, :2]),
    "prod": lambda L, x, w: (x @ w.T).prod(), "inv": lambda L, x, w: L.linalg.inv(x[:, :3] @ x[:, :3].T + 3 * L.eye(3)),
    "float64 stays": lambda L, x, w: x.double() @ w.double().T,
    "reflect pad": lambda L, x, w: L.nn.functional.pad((x @ w.T)[None], (1, 1), mode="reflect"),
}


def _inputs(lib):
    rng = np.random.default_rng(0)
    return (lib.tensor(rng.standard_normal((3, 4)).tolist()), lib.tensor(rng.standard_normal((2, 4)).tolist()))


@pytest.mark.parametrize("dtype", ["bfloat16", "float16", None])
@pytest.mark.parametrize("name", _OPS)
def test_ops_in_an_enabled_cpu_region_match_torch(torch, name, dtype):
    seen = []
    for lib in (gradtable, torch):
        x, w = _inputs(lib)
        kwargs = {"dtype": getattr(lib, dtype)} if dtype else {}
        with lib.autocast("cpu", **kwargs):
            out = _OPS[name](lib, x, w)
        seen.append((str(out.dtype), tuple(out.shape), out.float().tolist()))
    assert seen[0][:2] == seen[1][:2]
    np.testing.assert_allclose(seen[0][2], seen[1][2], rtol=2 ** -6, atol=2e-2)


def test_casts_are_recorded_and_gradients_keep_float32(torch):
    seen = []
    for lib in (gradtable, torch):
        x, w = _inputs(lib)
        layer = lib.nn.Linear(4, 2)
        with lib.no_grad():
            layer.weight.copy_(w)
            layer.bias.zero_()
        with lib.autocast("cpu"):
            y = layer(x)
            loss = lib.nn.functional.mse_loss(y, lib.zeros(3, 2))
        loss.backward()
        first = [type(f).__name__ if f is not None else None for f, _ in y.grad_fn.next_functions]
        seen.append((str(y.dtype), str(loss.dtype), type(y.grad_fn).__name__, first, str(layer.weight.grad.dtype)))
        grads = layer.weight.grad.tolist()
        seen[-1] += (grads,) if lib is gradtable else ()
        if lib is torch:
            np.testing.assert_allclose(seen[0][-1], grads, rtol=2 ** -6, atol=1e-2)
    assert seen[0][:5] == seen[1]


def test_nesting_and_get_autocast_dtype(lib):
    x = lib.ones(2, 2)
    assert lib.get_autocast_dtype("cpu") == lib.bfloat16 and lib.get_autocast_dtype("cuda") == lib.float16
    with lib.autocast("cpu", dtype=lib.float16):
        assert lib.get_autocast_dtype("cpu") == lib.float16 and (x @ x).dtype == lib.float16
        with lib.autocast("cpu"):   # a nested region without dtype= keeps the enclosing one's
            assert (x @ x).dtype == lib.float16
        with lib.autocast("cpu", enabled=False):
            assert (x @ x).dtype == lib.float32
        assert (x @ x).dtype == lib.float16
    assert (x @ x).dtype == lib.float32 and lib.get_autocast_dtype("cpu") == lib.bfloat16
    with lib.autocast("cpu", dtype=lib.float16, enabled=False):
        assert lib.get_autocast_dtype("cpu") == lib.float16 and (x @ x).dtype == lib.float32
    with pytest.raises(RuntimeError, match="Expected one of cpu, cuda"):
        lib.get_autocast_dtype("xyz")


def test_a_cuda_region_changes_nothing_on_the_cpu(lib):
    import warnings
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        region = lib.autocast("cuda")
    with region:
        assert (lib.ones(2, 2) @ lib.ones(2, 2)).dtype == lib.float32
