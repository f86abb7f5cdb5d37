"""kl_divergence against PyTorch's for every pair PyTorch registers, with first and second derivatives
with respect to both distributions' parameters; the registry itself and its dispatch rules."""
import warnings

import numpy as np
import pytest
from dist_oracle import Case, assert_close, compare_gradients, make_params, same_outcome

import gradtable


def _u(low, high, seed, shape=(3,)):
    return np.random.default_rng(seed).uniform(low, high, shape)


def _tril(seed):
    """A 2 x 2 lower Cholesky factor."""
    return np.tril(_u(-1, 1, seed, (2, 2)), -1) + np.diag(_u(0.5, 2, seed, (2,)))


def _family(name, make, **params):
    """name -> a function of a seed giving the Case (batch shape (3,)) for p (seed 0) or q (seed 1)."""
    return name, lambda seed: Case(name, make, {k: v(seed) for k, v in params.items()},
                                   constant=("total_count",))


FAMILIES = dict([
    _family("Bernoulli", lambda D, p: D.Bernoulli(probs=p["p"]), p=lambda s: _u(0.1, 0.9, s)),
    _family("Beta", lambda D, p: D.Beta(p["a"], p["b"]), a=lambda s: _u(0.5, 3, s), b=lambda s: _u(0.5, 3, s + 5)),
    _family("Binomial", lambda D, p: D.Binomial(p["total_count"], probs=p["p"]),
            total_count=lambda s: np.array([4.0, 4.0, 6.0]) if s else np.array([4.0, 5.0, 6.0]),
            p=lambda s: _u(0.1, 0.9, s)),
    _family("Categorical", lambda D, p: D.Categorical(probs=p["p"]), p=lambda s: _u(0.1, 1, s, (3, 4))),
    _family("Cauchy", lambda D, p: D.Cauchy(p["a"], p["b"]), a=lambda s: _u(-1, 1, s), b=lambda s: _u(0.5, 2, s)),
    _family("ContinuousBernoulli", lambda D, p: D.ContinuousBernoulli(probs=p["p"]), p=lambda s: _u(0.1, 0.9, s)),
    _family("Dirichlet", lambda D, p: D.Dirichlet(p["c"]), c=lambda s: _u(0.5, 3, s, (3, 3))),
    _family("Exponential", lambda D, p: D.Exponential(p["r"]), r=lambda s: _u(0.5, 2, s)),
    _family("Gamma", lambda D, p: D.Gamma(p["a"], p["b"]), a=lambda s: _u(0.5, 3, s), b=lambda s: _u(0.5, 2, s + 5)),
    _family("Geometric", lambda D, p: D.Geometric(probs=p["p"]), p=lambda s: _u(0.1, 0.9, s)),
    _family("Gumbel", lambda D, p: D.Gumbel(p["a"], p["b"]), a=lambda s: _u(-1, 1, s), b=lambda s: _u(0.5, 2, s)),
    _family("HalfNormal", lambda D, p: D.HalfNormal(p["b"]), b=lambda s: _u(0.5, 2, s)),
    _family("Independent", lambda D, p: D.Independent(D.Normal(p["a"], p["b"]), 1),
            a=lambda s: _u(-1, 1, s, (3, 2)), b=lambda s: _u(0.5, 2, s, (3, 2))),
    _family("Laplace", lambda D, p: D.Laplace(p["a"], p["b"]), a=lambda s: _u(-1, 1, s), b=lambda s: _u(0.5, 2, s)),
    _family("Normal", lambda D, p: D.Normal(p["a"], p["b"]), a=lambda s: _u(-1, 1, s), b=lambda s: _u(0.5, 2, s)),
    _family("OneHotCategorical", lambda D, p: D.OneHotCategorical(logits=p["l"]), l=lambda s: _u(-1, 1, s, (3, 4))),
    _family("Pareto", lambda D, p: D.Pareto(p["s"], p["a"]), s=lambda s: _u(0.5, 2, s),
            a=lambda s: np.array([0.8, 1.5, 3.0]) + s),
    _family("Poisson", lambda D, p: D.Poisson(p["r"]), r=lambda s: _u(0.5, 3, s)),
    _family("TransformedDistribution", lambda D, p: D.LogNormal(p["a"], p["b"]), a=lambda s: _u(-1, 1, s),
            b=lambda s: _u(0.5, 2, s)),
    _family("MultivariateNormal", lambda D, p: D.MultivariateNormal(p["a"], scale_tril=p["L"]),
            a=lambda s: _u(-1, 1, s, (3, 2)), L=lambda s: _tril(s)),
    _family("LowRankMultivariateNormal", lambda D, p: D.LowRankMultivariateNormal(p["a"], p["W"], p["d"]),
            a=lambda s: _u(-1, 1, s, (3, 2)), W=lambda s: _u(-1, 1, s, (3, 2, 1)), d=lambda s: _u(0.5, 2, s, (3, 2))),
    _family("ExponentialFamily", lambda D, p: D.Wishart(p["df"], scale_tril=p["L"]), df=lambda s: _u(2.5, 5, s),
            L=lambda s: _tril(s)),
    _family("Uniform", lambda D, p: D.Uniform(p["lo"], p["hi"]),
            lo=lambda s: np.array([0.1, -0.5, 0.2]) - 0.05 * s, hi=lambda s: np.array([0.6, 0.9, 3.0]) + 0.05 * s),
])



def _registered_pairs(torch):
    return sorted((p.__name__, q.__name__) for p, q in torch.distributions.kl._KL_REGISTRY)


def test_the_registry_has_every_pair_pytorch_registers(torch):
    ours = sorted((p.__name__, q.__name__) for p, q in gradtable.distributions.kl._KL_REGISTRY)
    assert ours == _registered_pairs(torch)


def _pairs():
    """PyTorch's registered pairs; without PyTorch (make test-pythons) gradtable's, whose tests then skip."""
    try:
        import torch
    except ImportError:
        return sorted((p.__name__, q.__name__) for p, q in gradtable.distributions.kl._KL_REGISTRY)
    return _registered_pairs(torch)


@pytest.mark.parametrize("pair", _pairs(), ids="-".join)
def test_kl_divergence_and_its_gradients(pair, torch):
    p_case, q_case = FAMILIES[pair[0]](0), FAMILIES[pair[1]](1)
    made = {}
    for lib in (gradtable, torch):
        p_params, p_leaves = make_params(lib, p_case)
        q_params, q_leaves = make_params(lib, q_case)
        p, q = p_case.make(lib.distributions, p_params), q_case.make(lib.distributions, q_params)
        leaves = {f"p.{k}": v for k, v in p_leaves.items()} | {f"q.{k}": v for k, v in q_leaves.items()}
        made[lib.__name__] = (p, q, leaves)
    (p, q, our_leaves), (tp, tq, their_leaves) = made["gradtable"], made["torch"]
    with warnings.catch_warnings():
        warnings.simplefilter("error")   # no ambiguity warning where PyTorch has none
        outcome = same_outcome(lambda: gradtable.distributions.kl_divergence(p, q),
                               lambda: torch.distributions.kl_divergence(tp, tq), f"KL{pair}")
    if outcome is None:
        return
    ours, theirs = outcome
    assert_close(ours, theirs, f"KL{pair}")
    compare_gradients(ours, theirs, our_leaves, their_leaves, f"KL{pair}", 1e-6, 1e-9, torch)


def test_unregistered_pairs_and_registration(lib):
    D = lib.distributions
    with pytest.raises(NotImplementedError, match="No KL\\(p \\|\\| q\\) is implemented for p type VonMises and q "
                                                  "type Normal"):
        D.kl_divergence(D.VonMises(lib.tensor(0.0), lib.tensor(1.0)), D.Normal(0.0, 1.0))

    class MyNormal(D.Normal):
        pass

    assert D.kl_divergence(MyNormal(0.0, 1.0), D.Normal(1.0, 1.0)).item() == pytest.approx(0.5)

    @D.register_kl(MyNormal, D.Normal)
    def _kl_mine(p, q):
        return lib.tensor(-1.0)

    assert D.kl_divergence(MyNormal(0.0, 1.0), D.Normal(1.0, 1.0)).item() == -1.0   # the more specific pair
    del D.kl._KL_REGISTRY[MyNormal, D.Normal]
    D.kl._KL_MEMOIZE.clear()


def test_ambiguous_pairs_warn(lib):
    D = lib.distributions

    class A(D.Normal):
        pass

    class B(D.Normal):
        pass

    try:
        D.register_kl(A, D.Normal)(lambda p, q: lib.tensor(1.0))
        D.register_kl(D.Normal, B)(lambda p, q: lib.tensor(2.0))
        with pytest.warns(RuntimeWarning, match="Ambiguous kl_divergence\\(A, B\\). Please register_kl\\(A, B\\)"):
            assert D.kl_divergence(A(0.0, 1.0), B(0.0, 1.0)).item() == 1.0
    finally:
        del D.kl._KL_REGISTRY[A, D.Normal], D.kl._KL_REGISTRY[D.Normal, B]
        D.kl._KL_MEMOIZE.clear()
