"""Distributions at the edges of their shapes, against PyTorch: size-0 batches (parameters with a 0 in
their shape), size-0 sample shapes, transposed (non-contiguous) parameters. Each expression runs in both
libraries and gives the same value (shape, dtype, numbers) or raises the same exception with the same
text (PyTorch's validation of an empty simplex or matrix batch reshapes with -1 and raises)."""
import numpy as np
import pytest
from dist_oracle import assert_close, same_outcome

import gradtable

#: Expressions in D (the distributions module) and T (the library).
EXPRESSIONS = [
    # empty batches: values, samples, moments, KL
    "D.Normal(T.zeros(0), T.ones(0)).log_prob(T.zeros(0))",
    "D.Normal(T.zeros(0), T.ones(0)).rsample((2,))",
    "D.Normal(T.zeros(0), 1.0).cdf(T.zeros(0))",
    "D.Normal(T.zeros(0), 1.0).icdf(T.zeros(0))",
    "D.Normal(T.zeros(0), T.ones(0)).entropy()",
    "D.Gamma(T.ones(0), T.ones(0)).rsample()",
    "D.Bernoulli(probs=T.ones(0)).sample()",
    "D.Binomial(3, probs=T.ones(0)).sample()",
    "D.Poisson(T.ones(0)).sample()",
    "D.VonMises(T.zeros(0), T.ones(0)).sample()",
    "D.StudentT(T.ones(0)).rsample()",
    "D.Categorical(probs=T.ones(0, 3)).log_prob(T.zeros(0, dtype=T.long))",
    "D.Categorical(probs=T.ones(0, 3)).sample((2,))",
    "D.Categorical(probs=T.ones(0, 3)).entropy()",
    "D.Categorical(probs=T.ones(2, 0))",
    "D.Categorical(probs=T.ones(2, 0), validate_args=False).sample()",
    "D.kl_divergence(D.Normal(T.zeros(0), 1.0), D.Normal(T.zeros(0), 2.0))",
    "D.kl_divergence(D.Categorical(T.ones(0, 2)), D.Categorical(T.ones(0, 2)))",
    "D.Normal(T.zeros(2), T.ones(2)).expand((0, 2)).rsample()",
    "D.Normal(T.zeros(2), T.ones(2)).expand((0, 2)).log_prob(T.zeros(0, 2))",
    "D.Wishart(T.tensor(3.0), T.eye(2)).expand((0,)).entropy()",
    # an empty batch of events: PyTorch's support and parameter checks reshape to (0, -1) and raise;
    # without validation the values are there
    "D.Dirichlet(T.ones(0, 3))",
    "D.Dirichlet(T.ones(0, 3), validate_args=False).rsample()",
    "D.Beta(T.ones(0), T.ones(0))",
    "D.Beta(T.ones(0), T.ones(0), validate_args=False).rsample()",
    "D.OneHotCategorical(probs=T.ones(0, 2))",
    "D.OneHotCategorical(probs=T.ones(0, 2), validate_args=False).sample()",
    "D.Multinomial(3, probs=T.ones(0, 2), validate_args=False).log_prob(T.ones(0, 2))",
    "D.LKJCholesky(3, T.ones(0), validate_args=False).sample()",
    "D.Independent(D.Normal(T.zeros(0, 3), 1.0), 1).log_prob(T.zeros(0, 3))",
    "D.Independent(D.Normal(T.zeros(3, 0), 1.0), 1).log_prob(T.zeros(3, 0))",
    "D.MultivariateNormal(T.zeros(0, 2), T.eye(2))",
    "D.MultivariateNormal(T.zeros(0, 2), T.eye(2), validate_args=False).log_prob(T.zeros(0, 2))",
    "D.MultivariateNormal(T.zeros(0, 2), T.eye(2), validate_args=False).rsample()",
    "D.MultivariateNormal(T.zeros(0, 2), T.eye(2), validate_args=False).entropy()",
    "D.kl_divergence(D.MultivariateNormal(T.zeros(0, 2), T.eye(2), validate_args=False), "
    "D.MultivariateNormal(T.zeros(0, 2), 2 * T.eye(2), validate_args=False))",
    "D.LowRankMultivariateNormal(T.zeros(0, 2), T.ones(2, 1), T.ones(2))",
    "D.LowRankMultivariateNormal(T.zeros(0, 2), T.ones(2, 1), T.ones(2), validate_args=False).log_prob(T.zeros(0, 2))",
    "D.Wishart(T.tensor(3.0), T.eye(2).expand(0, 2, 2), validate_args=False).log_prob(T.eye(2).expand(0, 2, 2))",
    "D.TransformedDistribution(D.Normal(T.zeros(0, 3), 1.0), D.transforms.StickBreakingTransform()).sample()",
    "D.TransformedDistribution(D.Normal(T.zeros(0, 3), 1.0), D.transforms.StickBreakingTransform())"
    ".log_prob(T.ones(0, 4) / 4)",
    # empty sample shapes
    "D.Normal(T.zeros(2), 1.0).sample((0,))",
    "D.Gamma(T.ones(2), 1.0).rsample((0,))",
    "D.Beta(T.ones(2), 1.0).rsample((0,))",
    "D.Dirichlet(T.ones(2)).sample((0,))",
    "D.Binomial(3, T.ones(2) / 2).sample((0,))",
    "D.NegativeBinomial(3.0, T.ones(2) / 2).sample((0,))",
    "D.Categorical(T.ones(2)).sample((0,))",
    "D.Multinomial(3, T.ones(2) / 2).sample((0,))",
    "D.MixtureSameFamily(D.Categorical(T.ones(2)), D.Normal(T.zeros(2), 1.0)).sample((0,))",
    "D.MultivariateNormal(T.zeros(2), T.eye(2)).rsample((0,))",
    "D.Wishart(T.tensor(3.0), T.eye(2)).rsample((0,))",
    "D.LKJCholesky(3, 1.0).sample((0,))",
    "D.RelaxedOneHotCategorical(T.tensor(1.0), T.ones(2) / 2).rsample((0,))",
    # a value batch that is empty while the distribution's is not
    "D.Normal(T.zeros(2), 1.0).log_prob(T.zeros(0, 2))",
    "D.MultivariateNormal(T.zeros(2), T.eye(2)).log_prob(T.zeros(0, 2))",
    "D.Wishart(T.tensor(3.0), T.eye(2)).log_prob(T.eye(2).expand(0, 2, 2))",
    # transposed parameters and values
    "D.Normal(T.zeros(3, 2).t(), T.ones(2, 3)).log_prob(T.ones(3, 2).t())",
    "D.MultivariateNormal(T.zeros(2, 3).t(), T.eye(2)).log_prob(T.ones(2, 3).t())",
    "D.Dirichlet(T.arange(1.0, 7.0).reshape(3, 2).t()).log_prob(T.ones(3, 2).t() / 3)",
]


def _run(lib, code):
    out = eval(code, {"D": lib.distributions, "T": lib})
    return out.sample() if isinstance(out, lib.distributions.Distribution) else out


def _seeded(lib, code):
    """What the expression gives, drawn after seeding (the draws differ; shapes and dtypes do not)."""
    lib.manual_seed(0)
    return _run(lib, code)


@pytest.mark.parametrize("code", EXPRESSIONS)
def test_edge_shapes_as_pytorchs(code, torch):
    outcome = same_outcome(lambda: _seeded(gradtable, code), lambda: _seeded(torch, code), code)
    if outcome is None:
        return
    ours, theirs = outcome
    assert tuple(ours.shape) == tuple(theirs.shape) and str(ours.dtype) == str(theirs.dtype), (ours, theirs)
    if ".sample(" in code or "rsample(" in code or ours.numel() == 0:
        return   # the draws come from other generators: shape and dtype only
    assert_close(ours, theirs, code)
    assert np.isfinite(ours.detach().numpy()).all()
