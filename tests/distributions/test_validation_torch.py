"""Argument validation: the errors bad parameters and values raise, by type and text, as PyTorch's;
validate_args=False and Distribution.set_default_validate_args turning it off."""
import dataclasses
import warnings

import numpy as np
import pytest
from dist_cases import CASES
from dist_oracle import assert_close, make_params, same_outcome

import gradtable

#: (description, code building a distribution or calling one, with D the distributions module and T
#: the library); each raises in PyTorch, and must raise the same in gradtable.
BAD = [
    ("negative scale", "D.Normal(T.tensor([0.0, 1.0]), T.tensor([1.0, -1.0]))"),
    ("zero scale, numbers", "D.Normal(0.0, 0.0)"),
    ("nan loc", "D.Laplace(T.tensor(float('nan')), 1.0)"),
    ("probs above 1", "D.Bernoulli(probs=T.tensor([0.5, 1.5]))"),
    ("both probs and logits", "D.Bernoulli(probs=0.5, logits=0.0)"),
    ("neither probs nor logits", "D.Categorical()"),
    ("0-dim probs", "D.Categorical(probs=T.tensor(0.5))"),
    ("0-dim logits", "D.OneHotCategorical(logits=T.tensor(0.5))"),
    ("probs not on the simplex", "D.Categorical(probs=T.tensor([0.5, -0.1, 0.6]))"),
    ("low above high", "D.Uniform(T.tensor([0.0, 2.0]), T.tensor([1.0, 1.0]))"),
    ("zero rate", "D.Exponential(T.tensor([0.0, 1.0]))"),
    ("negative concentration", "D.Gamma(T.tensor([-1.0]), T.tensor([1.0]))"),
    ("Dirichlet 0-dim", "D.Dirichlet(T.tensor(1.0))"),
    ("Dirichlet non-positive", "D.Dirichlet(T.tensor([[1.0, 0.0]]))"),
    ("Beta negative", "D.Beta(T.tensor([1.0]), T.tensor([-2.0]))"),
    ("Binomial fractional count", "D.Binomial(T.tensor([2.5]), probs=T.tensor([0.5]))"),
    ("Binomial negative count", "D.Binomial(-1, probs=T.tensor([0.5]))"),
    ("Multinomial tensor count", "D.Multinomial(T.tensor(3), probs=T.tensor([0.5, 0.5]))"),
    ("Geometric probs 0", "D.Geometric(probs=T.tensor([0.0, 0.5]))"),
    ("NegativeBinomial probs 1", "D.NegativeBinomial(3.0, probs=T.tensor([1.0]))"),
    ("ContinuousBernoulli probs", "D.ContinuousBernoulli(probs=T.tensor([1.5]), validate_args=True)"),
    ("StudentT df", "D.StudentT(T.tensor([-1.0]))"),
    ("Pareto alpha", "D.Pareto(T.tensor([1.0]), T.tensor([0.0]))"),
    ("LKJ dim", "D.LKJCholesky(1, 1.0)"),
    ("LKJ concentration", "D.LKJCholesky(3, T.tensor([0.0]))"),
    ("VonMises concentration", "D.VonMises(T.tensor([0.0]), T.tensor([-1.0]))"),
    ("Independent too many dims", "D.Independent(D.Normal(T.zeros(3), 1.0), 2)"),
    ("Mixture of non-Categorical", "D.MixtureSameFamily(D.Normal(0.0, 1.0), D.Normal(T.zeros(2), 1.0))"),
    ("Mixture mismatch", "D.MixtureSameFamily(D.Categorical(logits=T.zeros(3)), D.Normal(T.zeros(2), 1.0))"),
    ("Mixture batch", "D.MixtureSameFamily(D.Categorical(logits=T.zeros(2, 3)), D.Normal(T.zeros(4, 3), 1.0))"),
    ("Transformed of non-transform", "D.TransformedDistribution(D.Normal(0.0, 1.0), [3])"),
    ("Transformed of a number", "D.TransformedDistribution(D.Normal(0.0, 1.0), 3)"),
    ("Transformed too few dims",
     "D.TransformedDistribution(D.Normal(0.0, 1.0), D.transforms.StickBreakingTransform())"),
    ("log_prob outside the support", "D.Exponential(T.tensor([1.0, 2.0])).log_prob(T.tensor([0.5, -1.0]))"),
    ("log_prob of a number", "D.Normal(0.0, 1.0).log_prob(0.5)"),
    ("log_prob event shape", "D.Dirichlet(T.ones(2, 3)).log_prob(T.ones(2, 2) / 2)"),
    ("log_prob batch shape", "D.Normal(T.zeros(3), 1.0).log_prob(T.zeros(2))"),
    ("Categorical outside", "D.Categorical(logits=T.zeros(3)).log_prob(T.tensor([3]))"),
    ("Bernoulli outside", "D.Bernoulli(probs=T.tensor([0.5])).log_prob(T.tensor([0.5]))"),
    ("Uniform outside", "D.Uniform(0.0, 1.0).log_prob(T.tensor(2.0))"),
    ("cdf outside", "D.Gamma(T.tensor([1.0]), T.tensor([1.0])).cdf(T.tensor([-1.0]))"),
    ("Binomial entropy inhomogeneous", "D.Binomial(T.tensor([2.0, 3.0]), probs=T.tensor([0.5, 0.5])).entropy()"),
    ("Independent enumerate",
     "D.Independent(D.Bernoulli(probs=T.tensor([[0.5]])), 1).enumerate_support()"),
    ("no rsample", "D.Poisson(T.tensor([1.0])).rsample()"),
    ("relaxed log_prob with a number temperature (PyTorch's full_like of it)",
     "D.RelaxedOneHotCategorical(0.5, probs=T.tensor([0.3, 0.7])).log_prob(T.tensor([0.4, 0.6]))"),
    ("no mode", "D.Cauchy(0.0, 1.0).mode.__class__ and D.RelaxedBernoulli(T.tensor(1.0), 0.5).mode"),
    ("expand of a custom __init__", "type('MyNormal', (D.Normal,), {'__init__': lambda self: "
     "D.Normal.__init__(self, 0.0, 1.0)})().expand((2,))"),
    ("set_default_validate_args", "D.Distribution.set_default_validate_args(1.5)"),
    ("MVN 0-dim loc", "D.MultivariateNormal(T.tensor(0.0), T.eye(2))"),
    ("MVN two matrices", "D.MultivariateNormal(T.zeros(2), T.eye(2), scale_tril=T.eye(2))"),
    ("MVN no matrix", "D.MultivariateNormal(T.zeros(2))"),
    ("MVN 1-dim scale_tril", "D.MultivariateNormal(T.zeros(2), scale_tril=T.ones(2))"),
    ("MVN 1-dim precision", "D.MultivariateNormal(T.zeros(2), precision_matrix=T.ones(2))"),
    ("MVN batch shapes", "D.MultivariateNormal(T.zeros(3, 2), T.eye(2).expand(4, 2, 2))"),
    ("MVN not positive definite", "D.MultivariateNormal(T.zeros(2), T.tensor([[1.0, 2.0], [2.0, 1.0]]))"),
    ("MVN not lower", "D.MultivariateNormal(T.zeros(2), scale_tril=T.tensor([[1.0, 2.0], [0.0, 1.0]]))"),
    ("LowRank factor rows", "D.LowRankMultivariateNormal(T.zeros(2), T.ones(3, 1), T.ones(2))"),
    ("LowRank diag shape", "D.LowRankMultivariateNormal(T.zeros(2), T.ones(2, 1), T.ones(3))"),
    ("LowRank 1-dim factor", "D.LowRankMultivariateNormal(T.zeros(2), T.ones(2), T.ones(2))"),
    ("LowRank batch shapes", "D.LowRankMultivariateNormal(T.zeros(3, 2), T.ones(4, 2, 1), T.ones(2))"),
    ("LowRank diag positive", "D.LowRankMultivariateNormal(T.zeros(2), T.ones(2, 1), T.tensor([1.0, -1.0]))"),
    ("Wishart two matrices", "D.Wishart(3.0, T.eye(2), scale_tril=T.eye(2))"),
    ("Wishart df", "D.Wishart(0.5, covariance_matrix=T.eye(2))"),
    ("Wishart 1-dim", "D.Wishart(3.0, covariance_matrix=T.ones(2))"),
    ("Wishart rsample backward (PyTorch's own: its redraw mask is changed in place)",
     "D.Wishart(4.0, covariance_matrix=T.eye(2).requires_grad_()).rsample((2,)).sum().backward()"),
    ("KL MVN event shapes", "D.kl_divergence(D.MultivariateNormal(T.zeros(2), T.eye(2)), "
     "D.MultivariateNormal(T.zeros(3), T.eye(3)))"),
    ("KL LowRank event shapes", "D.kl_divergence(D.LowRankMultivariateNormal(T.zeros(2), T.ones(2, 1), T.ones(2)), "
     "D.LowRankMultivariateNormal(T.zeros(3), T.ones(3, 1), T.ones(3)))"),
    ("KL LowRank-MVN batched diagonal (PyTorch's expand of the unbatched factor's batch)",
     "D.kl_divergence(D.LowRankMultivariateNormal(T.zeros(3, 2), T.ones(2, 1), T.ones(3, 2)), "
     "D.MultivariateNormal(T.zeros(2), scale_tril=T.eye(2)))"),
    ("Binomial q count above p", "D.kl_divergence(D.Binomial(T.tensor([2.0]), probs=T.tensor([0.5])), "
     "D.Binomial(T.tensor([3.0]), probs=T.tensor([0.5])))"),
]


@pytest.mark.parametrize("code", [code for _, code in BAD], ids=[name for name, _ in BAD])
def test_errors_as_pytorchs(code, torch):
    try:
        eval(code, {"D": torch.distributions, "T": torch})
    except Exception as expected:  # noqa: BLE001 - compared below
        with pytest.raises(type(expected)) as ours:
            eval(code, {"D": gradtable.distributions, "T": gradtable})
        # (a message naming a class names it in its own package: <class 'gradtable.distributions...'>)
        assert str(ours.value).replace("'gradtable.", "'torch.") == str(expected)
        return
    raise AssertionError(f"PyTorch accepts {code}")


def test_validate_args_false_and_the_default(lib):
    D = lib.distributions
    d = D.Normal(lib.tensor([0.0]), lib.tensor([-1.0]), validate_args=False)   # no check
    assert d.log_prob(lib.tensor([1.0])).isnan().all()
    previous = D.Distribution._validate_args
    try:
        D.Distribution.set_default_validate_args(False)
        D.Exponential(lib.tensor([-1.0])).log_prob(lib.tensor([-2.0]))
        D.Distribution.set_default_validate_args(True)
        with pytest.raises(ValueError):
            D.Exponential(lib.tensor([-1.0]))
        # an instance's own choice outlives the default
        assert D.Normal(0.0, 1.0, validate_args=False)._validate_args is False
    finally:
        D.Distribution.set_default_validate_args(previous)


def test_a_distribution_without_constraints_warns(lib):
    D = lib.distributions

    class Plain(D.Distribution):
        pass

    with pytest.warns(UserWarning, match="does not define `arg_constraints`"):
        d = Plain(validate_args=True)
    with pytest.warns(UserWarning, match="does not define `support`"):
        d._validate_sample(lib.zeros(()))
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        Plain(validate_args=False)


def test_sample_n_is_deprecated(lib):
    with pytest.warns(FutureWarning, match=r"`sample_n\(n\)` will be deprecated. Use `sample\(\(n,\)\)` instead."):
        assert lib.distributions.Normal(0.0, 1.0).sample_n(3).shape == (3,)


#: Ways to spoil one number of a parameter or of a value: nan breaks every constraint; the others break
#: positivity, intervals and simplices, integrality, and upper bounds where the constraint has them.
SPOILERS = {"nan": lambda x: np.nan, "negative": lambda x: -abs(x) - 1.5, "plus a half": lambda x: x + 0.5,
            "huge": lambda x: x + 1e6}


def _spoiled(value, spoil):
    """value (a NumPy array, or a Python number) with its first number spoiled; arrays become floating."""
    if not isinstance(value, np.ndarray):
        return spoil(value)
    out = value.astype(value.dtype if value.dtype.kind == "f" else np.float64)
    if out.size:
        out.reshape(-1)[0] = spoil(out.reshape(-1)[0])
    return out


@pytest.mark.parametrize("case", [c for c in CASES if c.params], ids=repr)
def test_every_parameter_is_validated_as_pytorchs(case, torch):
    """Each distribution of the comparison table, each of its parameters spoiled in each way: the same
    error type and text as PyTorch's (its constraint, the parameter's shape, the invalid values), or
    both accept it (a temperature or a transform's parameter has no constraint)."""
    refused = 0
    for name, value in case.params.items():
        for how, spoil in SPOILERS.items():
            bad = dataclasses.replace(case, params={**case.params, name: _spoiled(value, spoil)})
            refused += same_outcome(lambda b=bad: b.make(gradtable.distributions, make_params(gradtable, b)[0]),
                                    lambda b=bad: b.make(torch.distributions, make_params(torch, b)[0]),
                                    f"{name} {how}") is None
    assert refused, "no spoiled parameter was refused: the case checks nothing"


def _scored(case, torch, validate):
    """The case's distribution in each library (validation on or off), and a PyTorch sample to spoil."""
    made = [case.make(lib.distributions, make_params(lib, case)[0]) for lib in (gradtable, torch)]
    for d in made:
        d._validate_args = validate
    torch.manual_seed(0)
    with torch.no_grad():
        x = case.make(torch.distributions, make_params(torch, case)[0]).sample((2,)).numpy()
    return made, x


@pytest.mark.parametrize("case", CASES, ids=repr)
def test_values_outside_the_support_as_pytorchs(case, torch):
    """log_prob and cdf of a sample with one number spoiled: with validation, PyTorch's error (the
    support, the value's shape, the distribution's repr, the invalid values); without it, PyTorch's
    numbers (-inf, nan, or whatever its formula gives outside the support)."""
    refused = 0
    for validate in (True, False):
        (ours, theirs), x = _scored(case, torch, validate)
        for how, spoil in SPOILERS.items():
            y = _spoiled(x, spoil)
            for method in ("log_prob", "cdf"):
                what = f"{method} of a value {how} (validate_args={validate})"
                outcome = same_outcome(lambda m=method: getattr(ours, m)(_as(gradtable, y)),
                                       lambda m=method: getattr(theirs, m)(_as(torch, y)), what)
                if outcome is None:
                    refused += validate
                else:
                    assert_close(*outcome, what, 1e-5, 1e-6)
    assert refused, "no spoiled value was refused: the case checks nothing"


def _as(lib, x):
    return lib.tensor(x.tolist(), dtype=getattr(lib, x.dtype.name))
