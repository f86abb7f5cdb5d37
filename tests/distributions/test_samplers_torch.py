"""The samplers under torch.distributions (_standard_gamma, _sample_dirichlet, binomial, cauchy_, log_normal_,
geometric_) and the reparameterization gradients (_standard_gamma_grad, _dirichlet_grad) against PyTorch:
values over every region of the approximations, errors, grad_fns and boundary conventions."""
import numpy as np
import pytest

import gradtable

ERRORS = [
    "T.ones(2, dtype=T.long).cauchy_()", "T.ones(2).cauchy_(sigma=0)", "T.ones(2).log_normal_(std=-1)",
    "T.ones(2, dtype=T.long).log_normal_()", "T.ones(2).geometric_(0)", "T.ones(2).geometric_(1.5)",
    "T.ones(2, dtype=T.bool).geometric_(0.5)", "T._standard_gamma(T.ones(2, dtype=T.long))",
    "T._standard_gamma(T.ones(2, dtype=T.float16))", "T._sample_dirichlet(T.ones(2, dtype=T.long))",
    "T.binomial(T.ones(2, dtype=T.long), T.ones(2))", "T.binomial(T.ones(2), T.ones(2, dtype=T.long))",
    "T.binomial(T.ones(2, dtype=T.float64), T.ones(2))", "T.binomial(T.ones(2, dtype=T.float16), "
    "T.ones(2, dtype=T.float16))", "T.binomial(T.ones(3), T.ones(2))",
    "T._standard_gamma_grad(T.ones(3), T.ones(2))", "T._standard_gamma_grad(T.ones(2), T.ones(2, dtype=T.float64))",
    "T._standard_gamma_grad(T.ones(2, dtype=T.long), T.ones(2, dtype=T.long))",
    "T._dirichlet_grad(T.ones(2), T.ones(2), T.ones(2, dtype=T.float64))",
    "T._dirichlet_grad(T.ones(2, dtype=T.long), T.ones(2, dtype=T.long), T.ones(2, dtype=T.long))",
]


@pytest.mark.parametrize("code", ERRORS)
def test_errors(code, torch):
    with pytest.raises(Exception) as expected:
        eval(code, {"T": torch})
    with pytest.raises(type(expected.value)) as ours:
        eval(code, {"T": gradtable})
    assert str(ours.value) == str(expected.value)


def test_grad_fns(lib):
    x = lib.ones(3, requires_grad=True) * 1
    assert type(x.clone().cauchy_().grad_fn).__name__ == "CauchyBackward0"
    assert type(x.clone().log_normal_().grad_fn).__name__ == "LogNormalBackward0"
    assert type(x.clone().geometric_(0.3).grad_fn).__name__ == "GeometricBackward0"
    assert lib._standard_gamma(x).grad_fn.name() == "StandardGammaBackward0"
    assert type(lib._sample_dirichlet(x).grad_fn).__name__ == "NotImplemented"
    assert type(lib.binomial(x, x / 2).grad_fn).__name__ == "NotImplemented"
    assert lib._standard_gamma_grad(x, x.detach()).grad_fn.name() == "StandardGammaGradBackward0"
    g, = lib.autograd.grad(lib._standard_gamma(x).sum(), x, create_graph=True)
    with pytest.raises(NotImplementedError, match="the derivative for '_standard_gamma_grad' is not implemented."):
        g.sum().backward()
    with pytest.raises(RuntimeError, match="derivative for aten::_dirichlet_grad is not implemented"):
        lib._dirichlet_grad(x, x, x * 3).sum().backward()


def test_forward_mode_is_refused_as_in_pytorch(torch):
    """No sampler nor reparameterization gradient has a forward-mode formula in PyTorch."""
    calls = ["T._standard_gamma(x)", "T._sample_dirichlet(x)", "T.binomial(x, x / 4)",
             "T._standard_gamma_grad(x, T.tensor([0.5, 1.0]))"]
    for code in calls:
        errors = []
        for lib in (torch, gradtable):
            with lib.autograd.forward_ad.dual_level():
                x = lib.autograd.forward_ad.make_dual(lib.tensor([1.5, 2.5]), lib.ones(2))
                with pytest.raises(NotImplementedError) as caught:
                    eval(code, {"T": lib, "x": x})
                errors.append(str(caught.value))
        assert errors[0] == errors[1], code


def _grid():
    """(alpha, x) covering the three regions of _standard_gamma_grad: x < 0.8, alpha > 8 (near and away
    from x = alpha), the rational fit between."""
    alpha = np.array([0.05, 0.5, 1.0, 3.0, 7.9, 8.5, 20.0, 100.0])
    x = np.array([1e-3, 0.1, 0.79, 0.81, 2.0, 7.0, 9.0, 18.5, 21.0, 40.0, 95.0, 104.0, 300.0])
    return np.meshgrid(alpha, x, indexing="ij")


@pytest.mark.parametrize("dtype", ["float64", "float32"])
def test_standard_gamma_grad_values(dtype, torch):
    alpha, x = _grid()
    ours = gradtable._standard_gamma_grad(gradtable.tensor(alpha, dtype=getattr(gradtable, dtype)),
                                          gradtable.tensor(x, dtype=getattr(gradtable, dtype)))
    theirs = torch._standard_gamma_grad(torch.tensor(alpha, dtype=getattr(torch, dtype)),
                                        torch.tensor(x, dtype=getattr(torch, dtype)))
    assert str(ours.dtype) == str(theirs.dtype)
    np.testing.assert_allclose(ours.numpy(), theirs.numpy(), rtol=1e-9 if dtype == "float64" else 1e-5,
                               equal_nan=True)


def test_standard_gamma_grad_edges(torch):
    alpha = np.array([1.0, 2.0, 3.0, 0.0, -1.0, np.nan, np.inf, 1e-30, 1e30])
    x = np.array([0.0, -1.0, np.nan, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0])
    ours = gradtable._standard_gamma_grad(gradtable.tensor(alpha), gradtable.tensor(x)).numpy()
    theirs = torch._standard_gamma_grad(torch.tensor(alpha, dtype=torch.float32),
                                        torch.tensor(x, dtype=torch.float32)).numpy()
    np.testing.assert_allclose(ours, theirs, rtol=1e-5, equal_nan=True)


def test_dirichlet_grad_values(torch):
    """Every region of _dirichlet_grad: x near 0 and near 1, both concentrations above 6 (near the mean
    and away from it), the rational correction elsewhere; and its edge values."""
    x = np.array([0.01, 0.2, 0.5, 0.8, 0.99, 0.45, 0.52, 0.3, 0.7, 0.0, 1.0, np.nan])
    alpha = np.array([1.0, 2.0, 3.0, 0.5, 2.0, 9.0, 10.0, 12.0, 2.0, 1.0, 1.0, 1.0])
    total = np.array([2.0, 4.0, 5.0, 3.0, 2.5, 20.0, 19.0, 25.0, 2.5, 2.0, 2.0, 2.0])
    for dtype, rtol in (("float64", 1e-9), ("float32", 1e-5)):
        args = [a.astype(dtype) for a in (x, alpha, total)]
        ours = gradtable._dirichlet_grad(*[gradtable.tensor(a) for a in args]).numpy()
        theirs = torch._dirichlet_grad(*[torch.tensor(a) for a in args]).numpy()
        np.testing.assert_allclose(ours, theirs, rtol=rtol, atol=1e-12, equal_nan=True)


def test_boundary_conventions(torch):
    """Gamma draws at least tiny (0 for alpha <= 0 or nan, as PyTorch clamps them), inf for inf;
    Dirichlet draws in [tiny, 1); binomial: count <= 0 or prob <= 0 draws 0, prob >= 1 the count, a nan
    probability nan."""
    gradtable.manual_seed(0)
    tiny = np.finfo(np.float32).tiny
    g = gradtable._standard_gamma(gradtable.tensor([0.0, -1.0, float("nan"), float("inf"), 1e-30])).numpy()
    t = torch._standard_gamma(torch.tensor([0.0, -1.0, float("nan"), float("inf"), 1e-30])).numpy()
    np.testing.assert_array_equal(g[:4], t[:4])
    assert g[4] == tiny == t[4]
    d = gradtable._sample_dirichlet(gradtable.tensor([[0.0, 0.0], [float("nan"), 1.0], [1e-3, 1e-3]])).numpy()
    assert np.all(d >= tiny) and np.all(d < 1)
    np.testing.assert_array_equal(d[:2], torch._sample_dirichlet(torch.tensor([[0.0, 0.0], [float("nan"), 1.0]])))
    count = [5.0, 0.0, -1.0, 5.0, 4.0, 3.0]
    prob = [1.0, 0.5, 0.5, 0.0, 1.5, float("nan")]
    np.testing.assert_array_equal(gradtable.binomial(gradtable.tensor(count), gradtable.tensor(prob)).numpy(),
                                  torch.binomial(torch.tensor(count), torch.tensor(prob)).numpy())


def test_draws_follow_their_laws():
    """Seeded draws: binomial and geometric_ means, Cauchy and log-normal medians, within 5 standard errors."""
    n = 20000
    gradtable.manual_seed(0)
    b = gradtable.binomial(gradtable.full((n,), 10.0), gradtable.full((n,), 0.3)).numpy()
    assert abs(b.mean() - 3.0) < 5 * np.sqrt(2.1 / n)
    geo = gradtable.empty(n).geometric_(0.25).numpy()
    assert geo.min() == 1 and abs(geo.mean() - 4.0) < 5 * np.sqrt(12.0 / n)
    c = gradtable.empty(n).cauchy_(2.0, 0.5).numpy()
    assert abs(np.median(c) - 2.0) < 5 * 0.5 * np.pi / 2 / np.sqrt(n)
    ln = gradtable.empty(n, dtype=gradtable.float64).log_normal_(0.5, 1.5).numpy()
    assert abs(np.log(ln).mean() - 0.5) < 5 * 1.5 / np.sqrt(n)


def test_size_arithmetic_gives_sizes(lib):
    s = lib.Size([2, 3])
    for value in (s + (4,), (1,) + s, s * 2, 2 * s, s + lib.Size([5])):
        assert type(value) is lib.Size
    assert repr((1,) + s) == "torch.Size([1, 2, 3])"
