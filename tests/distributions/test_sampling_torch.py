"""Sampling: rsample as a function of its base noise, against PyTorch's formula fed the same noise (values,
and gradients to the parameters); sample's independence of the parameters; torch.manual_seed
reproducibility; and the moments of many draws within confidence bounds of the distribution's own."""
import dataclasses

import numpy as np
import pytest
from dist_cases import CASES
from dist_oracle import assert_close, compare_gradients, make_params, same_outcome, to_numpy

import gradtable

SEED = 1234


def _gamma_function(torch):
    """PyTorch's _standard_gamma with a given draw: value x, gradient _standard_gamma_grad(alpha, x)."""
    class FixedGamma(torch.autograd.Function):
        @staticmethod
        def forward(ctx, alpha, x):
            ctx.save_for_backward(alpha, x)
            return x.clone()

        @staticmethod
        def backward(ctx, grad):
            alpha, x = ctx.saved_tensors
            return grad * torch._standard_gamma_grad(alpha, x), None
    return FixedGamma.apply


def _dirichlet_function(torch):
    """PyTorch's _Dirichlet with a given draw (its backward is torch's own _Dirichlet_backward)."""
    from torch.distributions.dirichlet import _Dirichlet_backward

    class FixedDirichlet(torch.autograd.Function):
        @staticmethod
        def forward(ctx, concentration, x):
            ctx.save_for_backward(x, concentration)
            return x.clone()

        @staticmethod
        @torch.autograd.function.once_differentiable
        def backward(ctx, grad):
            x, concentration = ctx.saved_tensors
            return _Dirichlet_backward(x, concentration, grad), None
    return FixedDirichlet.apply


# The draws each family's rsample makes, in order (re-made in gradtable after re-seeding), and PyTorch's
# formula for the sample given them. `d` is the distribution (ours for NOISE, PyTorch's for EXPECT).
NOISE = {
    "Normal": lambda G, d, shape: [G.empty(shape, dtype=d.loc.dtype).normal_()],
    "Uniform": lambda G, d, shape: [G.rand(shape, dtype=d.low.dtype)],
    "Exponential": lambda G, d, shape: [G.empty(shape, dtype=d.rate.dtype).exponential_()],
    "Laplace": lambda G, d, shape: [G.empty(shape, dtype=d.loc.dtype).uniform_(G.finfo(d.loc.dtype).eps - 1, 1)],
    "Cauchy": lambda G, d, shape: [G.empty(shape, dtype=d.loc.dtype).cauchy_()],
    "Gamma": lambda G, d, shape: [G._standard_gamma(d.concentration.detach().expand(shape))],
    "Dirichlet": lambda G, d, shape: [G._sample_dirichlet(d.concentration.detach().expand(shape))],
    "StudentT": lambda G, d, shape: [G.empty(shape, dtype=d.df.dtype).normal_(),
                                     G._standard_gamma(d._chi2.concentration.detach().expand(shape))],
    "FisherSnedecor": lambda G, d, shape: [G._standard_gamma(d._gamma1.concentration.detach().expand(shape)),
                                           G._standard_gamma(d._gamma2.concentration.detach().expand(shape))],
    "ContinuousBernoulli": lambda G, d, shape: [G.rand(shape, dtype=d.probs.dtype)],
    "GeneralizedPareto": lambda G, d, shape: [G.rand(shape, dtype=d.loc.dtype)],
    "LogitRelaxedBernoulli": lambda G, d, shape: [G.rand(shape, dtype=d.probs.dtype)],
    "ExpRelaxedCategorical": lambda G, d, shape: [G.rand(shape, dtype=d.logits.dtype)],
    "OneHotCategoricalStraightThrough": lambda G, d, shape: [d.sample(shape[:len(shape) - 1 - len(d.batch_shape)])],
    "MultivariateNormal": lambda G, d, shape: [G.empty(shape, dtype=d.loc.dtype).normal_()],
    "LowRankMultivariateNormal": lambda G, d, shape: [G.empty(shape[:-1] + d.cov_factor.shape[-1:],
                                                              dtype=d.loc.dtype).normal_(),
                                                      G.empty(shape, dtype=d.loc.dtype).normal_()],
    "Wishart": lambda G, d, shape: _wishart_noise(G, d, shape),
}


def _wishart_noise(G, d, shape):
    """The Bartlett draws, twice: PyTorch's rsample redraws every sample its support check passes (it
    takes the check for a singularity test), and returns the second draws."""
    p = d.event_shape[-1]
    sample_shape = shape[:len(shape) - len(d.batch_shape) - 2]
    draws, chi2 = [], d._dist_chi2.concentration.detach()
    for _ in range(2):
        draws.append(G._standard_gamma(chi2.expand(sample_shape + d._dist_chi2.batch_shape)))
        draws.append(G.randn(sample_shape + d.batch_shape + (p * (p - 1) // 2,), dtype=d.df.dtype))
    return draws[2:]


def _clamp_probs(torch, p):
    eps = torch.finfo(p.dtype).eps
    return p.clamp(min=eps, max=1 - eps)


def _expect_gamma(T, d, n):
    shape = n[0].shape
    return _gamma_function(T)(d.concentration.expand(shape), n[0]) / d.rate.expand(shape)


def _expect_relaxed_bernoulli(T, d, n):
    probs, u = _clamp_probs(T, d.probs.expand(n[0].shape)), _clamp_probs(T, n[0])
    return (u.log() - (-u).log1p() + probs.log() - (-probs).log1p()) / d.temperature


def _expect_relaxed_categorical(T, d, n):
    scores = (d.logits - (-_clamp_probs(T, n[0]).log()).log()) / d.temperature
    return scores - scores.logsumexp(dim=-1, keepdim=True)


EXPECT = {
    "Normal": lambda T, d, n: d.loc + n[0] * d.scale,
    "Uniform": lambda T, d, n: d.low + n[0] * (d.high - d.low),
    "Exponential": lambda T, d, n: n[0] / d.rate,
    "Laplace": lambda T, d, n: d.loc - d.scale * n[0].sign() * T.log1p(-n[0].abs()),
    "Cauchy": lambda T, d, n: d.loc + n[0] * d.scale,
    "Gamma": _expect_gamma,
    "Dirichlet": lambda T, d, n: _dirichlet_function(T)(d.concentration.expand(n[0].shape), n[0]),
    "StudentT": lambda T, d, n: d.loc + d.scale * n[0] * T.rsqrt(_expect_gamma(T, d._chi2, n[1:]) / d.df),
    "FisherSnedecor": lambda T, d, n: _expect_gamma(T, d._gamma1, n[:1]) / _expect_gamma(T, d._gamma2, n[1:]),
    "ContinuousBernoulli": lambda T, d, n: d.icdf(n[0]),
    "GeneralizedPareto": lambda T, d, n: d.icdf(n[0]),
    "LogitRelaxedBernoulli": _expect_relaxed_bernoulli,
    "ExpRelaxedCategorical": _expect_relaxed_categorical,
    "OneHotCategoricalStraightThrough": lambda T, d, n: n[0] + (d.probs - d.probs.detach()),
    "MultivariateNormal": lambda T, d, n: d.loc + (d._unbroadcasted_scale_tril @ n[0].unsqueeze(-1)).squeeze(-1),
    "LowRankMultivariateNormal": lambda T, d, n: (d.loc + (d._unbroadcasted_cov_factor @ n[0].unsqueeze(-1)).squeeze(-1)
                                                  + d._unbroadcasted_cov_diag.sqrt() * n[1]),
    "Wishart": lambda T, d, n: _expect_wishart(T, d, n),
}


def _expect_wishart(T, d, n):
    p = d.event_shape[-1]
    chi2 = _expect_gamma(T, d._dist_chi2, n[:1])
    bartlett = T.diag_embed(chi2.sqrt().clamp(min=T.finfo(chi2.dtype).eps))
    i, j = T.tril_indices(p, p, offset=-1)
    bartlett[..., i, j] = n[1]
    chol = d._unbroadcasted_scale_tril @ bartlett
    return chol @ chol.transpose(-2, -1)


def _family(d):
    """The class whose NOISE/EXPECT entry gives d's rsample, and the distribution it applies to."""
    name = type(d).__name__
    if name in ("Chi2",):
        return "Gamma", d
    if name == "Beta":
        return "Beta", d
    if name in NOISE:
        return name, d
    if hasattr(d, "base_dist"):
        return _family(d.base_dist)
    raise KeyError(name)


def _noise(d, sample_shape):
    name, inner = _family(d)
    if name == "Beta":
        inner = inner._dirichlet
        name = "Dirichlet"
    gradtable.manual_seed(SEED)
    return NOISE[name](gradtable, inner, inner._extended_shape(sample_shape))


def _expected(torch, d, noise):
    if type(d).__name__ in ("Independent",):
        return _expected(torch, d.base_dist, noise)
    if hasattr(d, "transforms") and type(d).__name__ not in NOISE:
        x = _expected(torch, d.base_dist, noise)
        for t in d.transforms:
            x = t(x)
        return x
    name = "Gamma" if type(d).__name__ == "Chi2" else type(d).__name__
    if name == "Beta":
        return EXPECT["Dirichlet"](torch, d._dirichlet, noise).select(-1, 0)
    return EXPECT[name](torch, d, noise)


RSAMPLE_CASES = [c for c in CASES if c.name.split("-")[0] not in ("LKJCholesky",)]


def _pair(case, torch):
    ours, our_leaves = make_params(gradtable, case)
    theirs, their_leaves = make_params(torch, case)
    return (case.make(gradtable.distributions, ours), our_leaves), (case.make(torch.distributions, theirs),
                                                                     their_leaves)


@pytest.mark.parametrize("case", [c for c in RSAMPLE_CASES], ids=repr)
def test_rsample_is_pytorchs_formula_of_its_noise(case, torch):
    (ours, our_leaves), (theirs, their_leaves) = _pair(case, torch)
    if not theirs.has_rsample:
        with pytest.raises(NotImplementedError):
            ours.rsample()
        return
    gradtable.manual_seed(SEED)
    sample = ours.rsample((2,))
    noise = [torch.tensor(to_numpy(n)) for n in _noise(ours, (2,))]
    expected = _expected(torch, theirs, noise)
    assert_close(sample, expected, "rsample", 1e-6, 1e-9)
    if type(ours).__name__ == "Wishart":
        # PyTorch's own Wishart.rsample cannot be differentiated: it changes in place the mask its
        # index_put kept for backward. Its error is what gradtable gives too.
        same_outcome(lambda: sample.sum().backward(), lambda: theirs.rsample((2,)).sum().backward(), "backward")
        return
    compare_gradients(sample, expected, our_leaves, their_leaves, "rsample", 1e-5, 1e-8, torch)


@pytest.mark.parametrize("case", CASES, ids=repr)
def test_sample_carries_no_gradient_and_is_reproducible(case, torch):
    (ours, _), _ = _pair(case, torch)
    gradtable.manual_seed(7)
    first = ours.sample((3,))
    gradtable.manual_seed(7)
    again = ours.sample((3,))
    assert not first.requires_grad and first.grad_fn is None
    np.testing.assert_array_equal(to_numpy(first), to_numpy(again))
    assert not np.array_equal(to_numpy(first), to_numpy(ours.sample((3,))))


#: Draws per moment check, and the bound on |sample mean - mean| in standard errors.
N, Z = 4000, 5.0
MOMENT_CASES = [c for c in CASES if c.name.split("-")[0] not in (
    "Cauchy", "HalfCauchy",        # no mean
    "LKJCholesky", "VonMises",      # circular / matrix: checked below
)]


#: Families whose fourth moment is infinite for some of the cases' parameters (the sample variance then
#: has no standard error to bound it by).
HEAVY_TAILED = {"GeneralizedPareto", "Pareto", "FisherSnedecor", "InverseGamma", "StudentT"}


@pytest.mark.parametrize("case", MOMENT_CASES, ids=repr)
def test_moments_of_many_draws(case, torch):
    """The mean of N draws within Z standard errors of PyTorch's mean (where mean and variance are finite),
    and, where the fourth moment is finite too, the sample variance within Z of its own standard error."""
    (ours, _), (theirs, _) = _pair(case, torch)
    try:
        mean, var = to_numpy(theirs.mean).astype(np.float64), to_numpy(theirs.variance).astype(np.float64)
    except (NotImplementedError, RuntimeError):
        # (the relaxed distributions have no closed-form moments; PyTorch's Wishart of a number df and
        # batched matrices cannot view its 0-dim df to the batch: test_distributions_torch compares errors)
        return
    gradtable.manual_seed(0)
    draws = to_numpy(ours.sample((N,))).astype(np.float64)
    ok = np.isfinite(mean) & np.isfinite(var)
    assert ok.any() or case.name.startswith(("Categorical", "StudentT"))
    err = np.abs(draws.mean(0) - mean)
    assert np.all(err[ok] <= Z * np.sqrt(var[ok] / N) + 1e-12), (draws.mean(0), mean)
    centred = draws - draws.mean(0)
    fourth = (centred ** 4).mean(0)
    light = ok & np.isfinite(fourth) & (case.name.split("-")[0] not in HEAVY_TAILED)
    sample_var = (centred ** 2).mean(0)
    bound = Z * np.sqrt(np.maximum(fourth - sample_var ** 2, 0) / N) + 1e-9
    assert np.all(np.abs(sample_var - var)[light] <= bound[light]), (sample_var, var)


#: The Kolmogorov-Smirnov bound on max |empirical cdf - cdf| over N draws that a right law exceeds with
#: probability below 1e-6: sqrt(ln(2 / 1e-6) / (2 N)).
KS_BOUND = np.sqrt(np.log(2 / 1e-6) / (2 * N))


@pytest.mark.parametrize("case", [c for c in CASES if not c.name.startswith("LKJ")], ids=repr)
def test_draws_follow_pytorchs_cdf(case, torch):
    """The whole law, not only two moments (and for the Cauchy families, which have none): PyTorch's cdf
    of N gradtable draws is uniform, each batch element's Kolmogorov-Smirnov distance within KS_BOUND.
    For the continuous scalar distributions with a cdf in PyTorch."""
    (ours, _), (theirs, _) = _pair(case, torch)
    if theirs.event_shape or theirs.support.is_discrete:
        return
    gradtable.manual_seed(0)
    draws = to_numpy(ours.sample((N,)))
    if case.name == "GeneralizedPareto":   # PyTorch's float64 GeneralizedPareto cannot score (isclose of two dtypes)
        theirs = _pair(dataclasses.replace(case, dtype="float32"), torch)[1][0]
        draws = draws.astype(np.float32)
    try:
        u = theirs.cdf(torch.tensor(draws))
    except NotImplementedError:   # (no cdf in PyTorch; gradtable's NotImplementedError is checked elsewhere)
        return
    u = np.sort(to_numpy(u).astype(np.float64).reshape(N, -1), axis=0)
    i = np.arange(1, N + 1)[:, None]
    distance = np.maximum(i / N - u, u - (i - 1) / N).max(0)
    assert np.all(distance <= KS_BOUND), distance


def test_categorical_frequencies(torch):
    probs = np.array([[0.1, 0.2, 0.7], [0.5, 0.25, 0.25]])
    d = gradtable.distributions.Categorical(probs=gradtable.tensor(probs))
    gradtable.manual_seed(0)
    draws = to_numpy(d.sample((N,)))
    freq = np.stack([(draws == k).mean(0) for k in range(3)], -1)
    assert np.all(np.abs(freq - probs) <= Z * np.sqrt(probs * (1 - probs) / N))


def test_von_mises_circular_mean(torch):
    """Draws lie in [-pi, pi) and their mean resultant direction and length are the distribution's."""
    loc, conc = np.array([0.5, -2.0, 3.0]), np.array([0.5, 2.0, 8.0])
    d = gradtable.distributions.VonMises(gradtable.tensor(loc), gradtable.tensor(conc))
    gradtable.manual_seed(0)
    draws = to_numpy(d.sample((N,)))
    assert draws.min() >= -np.pi and draws.max() < np.pi
    resultant = np.exp(1j * draws).mean(0)
    expected_length = 1 - to_numpy(d.variance)
    assert np.all(np.abs(np.abs(resultant) - expected_length) < Z / np.sqrt(N))
    assert np.all(np.abs(np.angle(resultant * np.exp(-1j * loc))) < 0.1)


def test_lkj_cholesky_draws_are_correlation_factors(torch):
    d = gradtable.distributions.LKJCholesky(4, gradtable.tensor([0.5, 3.0]))
    gradtable.manual_seed(0)
    draws = to_numpy(d.sample((500,)))
    assert np.allclose(np.triu(draws, 1), 0) and np.all(np.diagonal(draws, axis1=-2, axis2=-1) > 0)
    assert np.allclose((draws ** 2).sum(-1), 1)
    corr = draws @ np.swapaxes(draws, -1, -2)
    off = np.abs(corr[..., 1, 0])   # a larger concentration pulls the correlations towards 0
    assert off[:, 1].mean() < off[:, 0].mean()
