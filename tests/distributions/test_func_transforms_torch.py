"""Distributions inside torch.func transforms, against PyTorch: vmap over parameters and values (their
validation, which PyTorch runs with torch._is_all_true so that it is no data-dependent control flow),
grad, jacrev, jacfwd and hessian of densities and divergences."""
import warnings

import numpy as np
import pytest
from dist_oracle import assert_close, same_outcome

import gradtable

X = [0.3, -1.2, 2.0]

#: (name, program(lib, D, F, f64) -> tensor), F the library's func module and f64 a float64 tensor maker.
PROGRAMS = [
    ("vmap Normal.log_prob", lambda L, D, F, t: F.vmap(lambda m: D.Normal(m, 1.0).log_prob(t(X)))(t([0.5, 1.5]))),
    ("vmap Categorical.entropy", lambda L, D, F, t: F.vmap(lambda v: D.Categorical(logits=v).entropy())(
        t([[0.5, 1.5, 2.5], [0.0, 0.0, 1.0]]))),
    ("vmap Categorical.log_prob", lambda L, D, F, t: F.vmap(lambda v: D.Categorical(logits=v).log_prob(L.tensor(1)))(
        t([[0.5, 1.5, 2.5], [0.0, 0.0, 1.0]]))),
    ("vmap Independent.log_prob", lambda L, D, F, t: F.vmap(lambda m: D.Independent(D.Normal(m, 1.0), 1).log_prob(
        t(X)))(t([[0.5, 1.5, 2.5], [1.0, 0.0, -1.0]]))),
    ("vmap over values", lambda L, D, F, t: F.vmap(D.Gamma(t([2.0]), t([1.5])).log_prob)(t([[0.5], [3.0]]))),
    ("vmap of grad", lambda L, D, F, t: F.vmap(lambda x: F.grad(lambda m: D.Normal(m, 1.0).log_prob(x))(t(0.5)))(
        t(X))),
    ("vmap of a spoiled 0-dim parameter", lambda L, D, F, t: F.vmap(lambda s: D.Normal(0.0, s).scale)(t([1.0, -2.0]))),
    ("vmap of a spoiled 0-dim value", lambda L, D, F, t: F.vmap(D.Exponential(t(1.0)).log_prob)(t([1.0, -2.0]))),
    ("vmap MultivariateNormal.log_prob", lambda L, D, F, t: F.vmap(lambda m: D.MultivariateNormal(
        m, scale_tril=t([[1.0, 0.0], [0.5, 2.0]])).log_prob(t([0.3, -1.2])))(t([[0.5, 1.5], [1.0, -1.0]]))),
    ("vmap kl LowRankMultivariateNormal", lambda L, D, F, t: F.vmap(lambda m: D.kl_divergence(
        D.LowRankMultivariateNormal(m, t([[1.0], [0.5]]), t([1.0, 2.0])),
        D.MultivariateNormal(t([0.0, 0.0]), covariance_matrix=t([[2.0, 0.3], [0.3, 1.0]]))))(
        t([[1.0, 2.0], [0.0, 0.0]]))),
    ("vmap Wishart (PyTorch's positive_definite check is data-dependent control flow)", lambda L, D, F, t: F.vmap(
        lambda m: D.Wishart(t(4.0), covariance_matrix=L.eye(2, dtype=L.float64) * m).log_prob(
            L.eye(2, dtype=L.float64)))(t([1.0, 2.0]))),
    ("grad Normal", lambda L, D, F, t: F.grad(lambda m: D.Normal(m, 2.0).log_prob(t(X)).sum())(t(0.5))),
    ("hessian Normal", lambda L, D, F, t: F.hessian(lambda p: D.Normal(p[0], p[1]).log_prob(t(X)).sum())(
        t([0.5, 1.5]))),
    ("jacrev Gamma", lambda L, D, F, t: F.jacrev(lambda c: D.Gamma(c, 1.0).log_prob(t([0.3, 1.2, 2.0])))(
        t([0.5, 1.5, 2.5]))),
    ("jacfwd Beta", lambda L, D, F, t: F.jacfwd(lambda c: D.Beta(c, 2.0).log_prob(t([0.3, 0.2, 0.9])))(
        t([0.5, 1.5, 2.5]))),
    ("jacrev Dirichlet", lambda L, D, F, t: F.jacrev(lambda c: D.Dirichlet(c).log_prob(t([0.2, 0.3, 0.5])))(
        t([0.5, 1.5, 2.5]))),
    ("jacfwd MultivariateNormal", lambda L, D, F, t: F.jacfwd(
        lambda m: D.MultivariateNormal(m, L.eye(3, dtype=L.float64) * 2).log_prob(t(X)))(t([0.5, 1.5, 2.5]))),
    ("jacrev VonMises", lambda L, D, F, t: F.jacrev(lambda c: D.VonMises(0.0, c).log_prob(t(X)))(t([0.5, 1.5, 2.5]))),
    ("jacfwd Poisson", lambda L, D, F, t: F.jacfwd(lambda r: D.Poisson(r).log_prob(t([1.0, 2.0, 5.0])))(
        t([0.5, 0.3, 0.9]))),
    ("grad kl_divergence", lambda L, D, F, t: F.grad(
        lambda m: D.kl_divergence(D.Normal(m, 1.0), D.Normal(0.0, 2.0)))(t(0.5))),
    ("grad TransformedDistribution", lambda L, D, F, t: F.grad(lambda s: D.TransformedDistribution(
        D.Normal(0.0, 1.0), [D.transforms.AffineTransform(0.0, s)]).log_prob(t(X)).sum())(t(2.0))),
]


@pytest.mark.parametrize("program", [p for _, p in PROGRAMS], ids=[name for name, _ in PROGRAMS])
def test_under_func_transforms_as_pytorchs(program, torch):
    def run(lib):
        return program(lib, lib.distributions, lib.func, lambda v: lib.tensor(v, dtype=lib.float64))

    caught = []

    def ours():
        with warnings.catch_warnings(record=True) as seen:
            warnings.simplefilter("always")
            try:
                return run(gradtable)
            finally:
                caught.extend(str(w.message) for w in seen)

    outcome = same_outcome(ours, lambda: run(torch), "program")
    # (no op falls back to the per-sample loop: each has a batching rule, as in PyTorch)
    assert not [m for m in caught if "performance drop" in m], caught
    if outcome is not None:
        assert_close(*outcome, "result")
        assert np.all(np.isfinite(outcome[1].detach().numpy())), "a program meant to compute computes"
