"""The table of distributions and parameter grids the PyTorch comparisons run over.

Each family gets a batched case with broadcasting parameters (shapes (2, 1) against (3,)), a case of
Python numbers (scalar batch shape), and edge values where the family has them.
"""
import numpy as np
from dist_oracle import Case

A = np.array
#: The tolerance of a case whose parameters are Python numbers: its tensors are float32 (the default dtype).
F32 = {"rtol": 1e-5, "atol": 1e-6}


def _r(*shape, low=-1.0, high=1.0, seed=0):
    return np.random.default_rng(seed).uniform(low, high, shape)


def _pd(*batch, n=3, seed=0):
    """Positive-definite n x n matrices: R R^T + n I."""
    r = _r(*batch, n, n, seed=seed)
    return r @ np.swapaxes(r, -1, -2) + n * np.eye(n)


def _tril(*batch, n=3, seed=0):
    """Lower Cholesky factors: a strictly lower part in (-1, 1), a diagonal in (0.5, 2)."""
    return np.tril(_r(*batch, n, n, seed=seed), -1) + np.eye(n) * _r(*batch, n, low=0.5, high=2.0, seed=seed)[
        ..., None]


CASES = [
    Case("Normal", lambda D, p: D.Normal(p["loc"], p["scale"]),
         {"loc": _r(2, 1), "scale": _r(3, low=0.5, high=2.0)},
         values=[A([[-3.0, 0.0, 5.0]])]),
    Case("Normal-numbers", lambda D, p: D.Normal(p["loc"], p["scale"]), {"loc": 0.5, "scale": 2.0}, **F32),
    Case("Normal-float32", lambda D, p: D.Normal(p["loc"], p["scale"]),
         {"loc": _r(3), "scale": _r(3, low=0.5, high=2.0)}, dtype="float32", **F32),
    Case("Uniform", lambda D, p: D.Uniform(p["low"], p["high"]),
         {"low": _r(2, 1, high=0.0), "high": _r(3, low=0.5, high=2.0)}),
    Case("Exponential", lambda D, p: D.Exponential(p["rate"]), {"rate": _r(2, 3, low=0.2, high=3.0)},
         values=[A(0.0)]),
    Case("Laplace", lambda D, p: D.Laplace(p["loc"], p["scale"]),
         {"loc": _r(2, 1), "scale": _r(3, low=0.5, high=2.0)}),
    Case("Cauchy", lambda D, p: D.Cauchy(p["loc"], p["scale"]),
         {"loc": _r(2, 1), "scale": _r(3, low=0.5, high=2.0)}),
    Case("Gumbel", lambda D, p: D.Gumbel(p["loc"], p["scale"]),
         {"loc": _r(2, 1), "scale": _r(3, low=0.5, high=2.0)}),
    Case("Gumbel-numbers", lambda D, p: D.Gumbel(p["loc"], p["scale"]), {"loc": 1.0, "scale": 2.0}, **F32),
    Case("HalfNormal", lambda D, p: D.HalfNormal(p["scale"]), {"scale": _r(3, low=0.5, high=2.0)},
         values=[A(0.0)]),
    Case("HalfCauchy", lambda D, p: D.HalfCauchy(p["scale"]), {"scale": _r(3, low=0.5, high=2.0)}),
    Case("LogNormal", lambda D, p: D.LogNormal(p["loc"], p["scale"]),
         {"loc": _r(2, 1), "scale": _r(3, low=0.5, high=2.0)}),
    Case("Bernoulli-probs", lambda D, p: D.Bernoulli(probs=p["probs"]), {"probs": A([0.0, 0.3, 0.5, 1.0])}),
    Case("Bernoulli-logits", lambda D, p: D.Bernoulli(logits=p["logits"]), {"logits": _r(2, 3, low=-3, high=3)}),
    Case("Categorical-probs", lambda D, p: D.Categorical(probs=p["probs"]), {"probs": _r(2, 4, low=0.0, high=1.0)}),
    Case("Categorical-logits", lambda D, p: D.Categorical(logits=p["logits"]), {"logits": _r(3, low=-2, high=2)}),
    Case("OneHotCategorical", lambda D, p: D.OneHotCategorical(probs=p["probs"]),
         {"probs": _r(2, 3, low=0.1, high=1.0)}),
    Case("OneHotCategoricalStraightThrough", lambda D, p: D.OneHotCategoricalStraightThrough(logits=p["logits"]),
         {"logits": _r(2, 3)}),
    Case("Poisson", lambda D, p: D.Poisson(p["rate"]), {"rate": _r(2, 3, low=0.5, high=5.0)},
         values=[A(0.0), A(7.0)]),
    Case("Geometric-probs", lambda D, p: D.Geometric(probs=p["probs"]), {"probs": A([0.2, 0.5, 1.0])}),
    Case("Geometric-logits", lambda D, p: D.Geometric(logits=p["logits"]), {"logits": _r(3)}),
    Case("Independent", lambda D, p: D.Independent(D.Normal(p["loc"], p["scale"]), 1),
         {"loc": _r(2, 3), "scale": _r(3, low=0.5, high=2.0)}),
    Case("Gamma", lambda D, p: D.Gamma(p["concentration"], p["rate"]),
         {"concentration": _r(2, 1, low=0.5, high=3.0), "rate": _r(3, low=0.5, high=2.0)}, values=[A(0.0)]),
    Case("Gamma-numbers", lambda D, p: D.Gamma(p["concentration"], p["rate"]), {"concentration": 2.0, "rate": 3.0},
         **F32),
    Case("Chi2", lambda D, p: D.Chi2(p["df"]), {"df": _r(3, low=0.5, high=5.0)}),
    Case("Beta", lambda D, p: D.Beta(p["concentration1"], p["concentration0"]),
         {"concentration1": _r(2, 1, low=0.5, high=3.0), "concentration0": _r(3, low=0.5, high=3.0)}),
    Case("Beta-numbers", lambda D, p: D.Beta(p["c1"], p["c0"]), {"c1": 2.0, "c0": 0.5}, **F32),
    Case("Dirichlet", lambda D, p: D.Dirichlet(p["concentration"]), {"concentration": _r(2, 3, low=0.5, high=3.0)}),
    Case("Dirichlet-small", lambda D, p: D.Dirichlet(p["concentration"]),
         {"concentration": A([[0.3, 0.5, 0.9], [2.0, 1.0, 0.5]])}),
    Case("StudentT", lambda D, p: D.StudentT(p["df"], p["loc"], p["scale"]),
         {"df": A([0.5, 1.5, 3.0]), "loc": _r(2, 1), "scale": _r(3, low=0.5, high=2.0)}),
    Case("StudentT-df-only", lambda D, p: D.StudentT(p["df"]), {"df": A([4.0, 9.0])}),
    Case("FisherSnedecor", lambda D, p: D.FisherSnedecor(p["df1"], p["df2"]),
         {"df1": A([[1.0], [3.0]]), "df2": A([1.5, 3.0, 6.0])}),
    Case("InverseGamma", lambda D, p: D.InverseGamma(p["concentration"], p["rate"]),
         {"concentration": A([0.5, 1.5, 3.0]), "rate": _r(2, 1, low=0.5, high=2.0)}),
    Case("Kumaraswamy", lambda D, p: D.Kumaraswamy(p["c1"], p["c0"]),
         {"c1": A([0.5, 1.5, 3.0]), "c0": _r(2, 1, low=0.5, high=3.0)}),
    Case("Weibull", lambda D, p: D.Weibull(p["scale"], p["concentration"]),
         {"scale": _r(2, 1, low=0.5, high=2.0), "concentration": A([0.7, 1.5, 3.0])}),
    Case("Pareto", lambda D, p: D.Pareto(p["scale"], p["alpha"]),
         {"scale": _r(2, 1, low=0.5, high=2.0), "alpha": A([0.7, 1.5, 3.0])}),
    Case("Binomial-probs", lambda D, p: D.Binomial(p["total_count"], probs=p["probs"]),
         {"total_count": A([5.0, 5.0, 5.0]), "probs": A([0.0, 0.3, 1.0])}, constant=("total_count",)),
    Case("Binomial-logits", lambda D, p: D.Binomial(p["total_count"], logits=p["logits"]),
         {"total_count": A([[3.0], [7.0]]), "logits": _r(3, low=-2, high=2)}, constant=("total_count",)),
    Case("Binomial-number-count", lambda D, p: D.Binomial(4, probs=p["probs"]), {"probs": _r(3, low=0, high=1)}),
    Case("NegativeBinomial-probs", lambda D, p: D.NegativeBinomial(p["total_count"], probs=p["probs"]),
         {"total_count": A([2.5, 5.0, 0.0]), "probs": A([0.2, 0.5, 0.7])}, constant=("total_count",),
         values=[A([0.0, 3.0, 0.0])]),
    Case("NegativeBinomial-logits", lambda D, p: D.NegativeBinomial(p["total_count"], logits=p["logits"]),
         {"total_count": A([[3.0], [7.0]]), "logits": _r(3)}),
    Case("Multinomial", lambda D, p: D.Multinomial(5, probs=p["probs"]), {"probs": _r(2, 3, low=0.1, high=1.0)}),
    Case("Multinomial-logits", lambda D, p: D.Multinomial(3, logits=p["logits"]), {"logits": _r(4)}),
    Case("ContinuousBernoulli-probs", lambda D, p: D.ContinuousBernoulli(probs=p["probs"]),
         {"probs": A([0.1, 0.4995, 0.5, 0.7, 0.99])}),
    Case("ContinuousBernoulli-logits", lambda D, p: D.ContinuousBernoulli(logits=p["logits"]),
         {"logits": A([[-2.0, 0.0, 0.001, 3.0]])}),
    Case("RelaxedBernoulli", lambda D, p: D.RelaxedBernoulli(p["temperature"], probs=p["probs"]),
         {"temperature": A(0.7), "probs": _r(2, 3, low=0.1, high=0.9)}),
    Case("RelaxedBernoulli-logits", lambda D, p: D.RelaxedBernoulli(p["temperature"], logits=p["logits"]),
         {"temperature": A([0.5, 2.0]), "logits": _r(2)}),
    Case("RelaxedOneHotCategorical", lambda D, p: D.RelaxedOneHotCategorical(p["temperature"], probs=p["probs"]),
         {"temperature": A(0.7), "probs": _r(2, 3, low=0.1, high=0.9)}),
    Case("RelaxedOneHotCategorical-logits",
         lambda D, p: D.RelaxedOneHotCategorical(p["temperature"], logits=p["logits"]),
         {"temperature": A([1.5]), "logits": _r(4)}),
    Case("LogisticNormal", lambda D, p: D.LogisticNormal(p["loc"], p["scale"]),
         {"loc": _r(2, 3), "scale": _r(3, low=0.5, high=2.0)}),
    Case("LogisticNormal-numbers", lambda D, p: D.LogisticNormal(p["loc"], p["scale"]), {"loc": 0.5, "scale": 1.5},
         **F32),
    Case("VonMises", lambda D, p: D.VonMises(p["loc"], p["concentration"]),
         {"loc": _r(2, 1), "concentration": A([1e-6, 0.5, 3.0, 10.0])}, values=[A(3.0)]),
    Case("GeneralizedPareto", lambda D, p: D.GeneralizedPareto(p["loc"], p["scale"], p["concentration"]),
         {"loc": _r(2, 1), "scale": _r(3, low=0.5, high=2.0), "concentration": A([-0.3, 0.0, 0.4])}),
    # (PyTorch's float64 GeneralizedPareto cannot score a value, an isclose of float64 and float32: float32
    # compares log_prob and cdf, with edge values at loc and at the upper end of the bounded concentration)
    Case("GeneralizedPareto-float32", lambda D, p: D.GeneralizedPareto(p["loc"], p["scale"], p["concentration"]),
         {"loc": A([0.0, 0.5, -1.0]), "scale": A([1.0, 2.0, 0.5]), "concentration": A([-0.25, 0.0, 0.4])},
         dtype="float32", values=[A([0.0, 0.5, -1.0]), A([3.9, 1.0, 0.0])], rtol=1e-4, atol=1e-5),
    Case("LKJCholesky", lambda D, p: D.LKJCholesky(3, p["concentration"]), {"concentration": A([0.5, 1.0, 2.5])}),
    Case("LKJCholesky-number", lambda D, p: D.LKJCholesky(2, 1.5), {}),
    Case("MixtureSameFamily", lambda D, p: D.MixtureSameFamily(D.Categorical(logits=p["logits"]),
                                                              D.Normal(p["loc"], p["scale"])),
         {"logits": _r(2, 3), "loc": _r(2, 3), "scale": _r(3, low=0.5, high=2.0)}),
    Case("MixtureSameFamily-events", lambda D, p: D.MixtureSameFamily(
        D.Categorical(probs=p["probs"]), D.Independent(D.Normal(p["loc"], p["scale"]), 1)),
         {"probs": _r(3, low=0.1, high=1.0), "loc": _r(3, 2), "scale": _r(3, 2, low=0.5, high=2.0)}),
    Case("HalfCauchy-numbers", lambda D, p: D.HalfCauchy(p["scale"]), {"scale": 2.0}, **F32),
    Case("Exponential-numbers", lambda D, p: D.Exponential(p["rate"]), {"rate": 2.0}, **F32),
    Case("Poisson-zero-rate", lambda D, p: D.Poisson(p["rate"]), {"rate": A([0.0, 1.0])}, values=[A([0.0, 2.0])]),
    Case("MultivariateNormal-scale_tril", lambda D, p: D.MultivariateNormal(p["loc"], scale_tril=p["L"]),
         {"loc": _r(2, 3), "L": _tril()}),
    Case("MultivariateNormal-covariance", lambda D, p: D.MultivariateNormal(p["loc"], covariance_matrix=p["S"]),
         {"loc": _r(3), "S": _pd(2)}),
    Case("MultivariateNormal-precision", lambda D, p: D.MultivariateNormal(p["loc"], precision_matrix=p["P"]),
         {"loc": _r(2, 1, 3), "P": _pd(2, seed=1)}),
    Case("LowRankMultivariateNormal", lambda D, p: D.LowRankMultivariateNormal(p["loc"], p["W"], p["d"]),
         {"loc": _r(2, 3), "W": _r(3, 2), "d": _r(3, low=0.5, high=2.0)}),
    Case("LowRankMultivariateNormal-batched", lambda D, p: D.LowRankMultivariateNormal(p["loc"], p["W"], p["d"]),
         {"loc": _r(4), "W": _r(2, 4, 1), "d": _r(2, 4, low=0.5, high=2.0)}),
    Case("Wishart-covariance", lambda D, p: D.Wishart(p["df"], covariance_matrix=p["S"]),
         {"df": A([3.5, 6.0]), "S": _pd(n=3)}),
    Case("Wishart-scale_tril", lambda D, p: D.Wishart(4.0, scale_tril=p["L"]), {"L": _tril(2, n=2)}),
    Case("Wishart-precision", lambda D, p: D.Wishart(p["df"], precision_matrix=p["P"]), {"df": A(5.0), "P": _pd(n=2)}),
    # TransformedDistribution itself, as flows and squashed policies build it: a negative scale (cdf and icdf
    # flip), tanh then a bound, event dims the transform adds, a reshaped Independent base, a tensor
    # exponent that gets a gradient, the inverse of a CDF at uniform draws.
    Case("TransformedDistribution-affine-exp", lambda D, p: D.TransformedDistribution(
        D.Normal(p["loc"], p["scale"]), [D.transforms.AffineTransform(p["shift"], p["factor"]),
                                         D.transforms.ExpTransform()]),
         {"loc": _r(2, 1), "scale": _r(3, low=0.5, high=2.0), "shift": _r(3), "factor": A([-1.5, 0.5, 2.0])}),
    Case("TransformedDistribution-numbers", lambda D, p: D.TransformedDistribution(
        D.Normal(p["loc"], p["scale"]), D.transforms.AffineTransform(1.0, -2.0)), {"loc": 0.5, "scale": 2.0}, **F32),
    Case("TransformedDistribution-tanh", lambda D, p: D.TransformedDistribution(
        D.Normal(p["loc"], p["scale"]), [D.transforms.TanhTransform(), D.transforms.AffineTransform(0.0, p["bound"])]),
         {"loc": _r(2, 3), "scale": _r(3, low=0.5, high=2.0), "bound": A(2.0)}),
    Case("TransformedDistribution-stick-breaking", lambda D, p: D.TransformedDistribution(
        D.Normal(p["loc"], p["scale"]), D.transforms.StickBreakingTransform()),
         {"loc": _r(2, 3), "scale": _r(3, low=0.5, high=2.0)}),
    Case("TransformedDistribution-reshape", lambda D, p: D.TransformedDistribution(
        D.Independent(D.Normal(p["loc"], p["scale"]), 1), D.transforms.ReshapeTransform((6,), (2, 3))),
         {"loc": _r(4, 6), "scale": _r(6, low=0.5, high=2.0)}),
    Case("TransformedDistribution-power", lambda D, p: D.TransformedDistribution(
        D.Exponential(p["rate"]), D.transforms.PowerTransform(p["exponent"])),
         {"rate": _r(3, low=0.5, high=2.0), "exponent": A([[0.5], [2.0]])}),
    Case("TransformedDistribution-inverse-cdf", lambda D, p: D.TransformedDistribution(
        D.Uniform(p["low"], p["high"]), D.transforms.CumulativeDistributionTransform(
            D.Normal(p["loc"], p["scale"])).inv),
         {"low": A([[0.0] * 3] * 2), "high": A([[1.0] * 3] * 2), "loc": _r(2, 1), "scale": _r(3, low=0.5, high=2.0)},
         constant=("low", "high")),
]
