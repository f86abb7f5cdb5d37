"""Every distribution against PyTorch's, over a table of parameter grids (batch shapes, broadcasting,
Python-number parameters, edge values): shapes and attributes, log_prob/cdf/icdf on the same values,
entropy/mean/mode/variance/stddev/enumerate_support, expand, and the first and second derivatives of
each with respect to the parameters."""
import numpy as np
import pytest
from dist_cases import CASES
from dist_oracle import assert_close, compare_gradients, make_params, same_outcome, to_numpy

import gradtable

PROPERTIES = ("mean", "mode", "variance", "stddev")


@pytest.fixture(scope="module")
def torch(torch):
    torch.set_default_dtype(torch.float32)
    return torch


def _pair(case, torch):
    ours, our_leaves = make_params(gradtable, case)
    theirs, their_leaves = make_params(torch, case)
    return ((case.make(gradtable.distributions, ours), our_leaves),
            (case.make(torch.distributions, theirs), their_leaves))


def _as(lib, x, case):
    """A NumPy array as a lib tensor of its dtype (samples keep the distribution's dtype)."""
    return lib.tensor(x.tolist(), dtype=getattr(lib, x.dtype.name))


def _values(case, torch, dist):
    """Points to score: PyTorch's samples (seeded), then the case's own values."""
    torch.manual_seed(0)
    with torch.no_grad():
        samples = [dist.sample(case.sample_shape).numpy()]
    return samples + [np.asarray(v, dtype=samples[0].dtype) for v in case.values]


def _compare_output(case, what, ours_fn, theirs_fn, our_leaves, their_leaves, torch):
    outcome = same_outcome(ours_fn, theirs_fn, what)
    if outcome is None:
        return
    ours, theirs = outcome
    assert ours.dtype == getattr(gradtable, str(theirs.dtype).split(".")[1]), f"{what}: dtype {ours.dtype}"
    assert_close(ours, theirs, what, case.rtol, case.atol)
    if what.split("(")[0] not in case.skip:
        compare_gradients(ours, theirs, our_leaves, their_leaves, what, case.rtol, case.atol, torch)


@pytest.mark.parametrize("case", CASES, ids=repr)
def test_shapes_and_attributes(case, torch):
    (ours, _), (theirs, _) = _pair(case, torch)
    assert ours.batch_shape == theirs.batch_shape and ours.event_shape == theirs.event_shape
    assert repr(ours.batch_shape) == repr(theirs.batch_shape)
    assert (ours.has_rsample, ours.has_enumerate_support) == (theirs.has_rsample, theirs.has_enumerate_support)
    assert repr(ours.support) == repr(theirs.support)
    assert ours.support.event_dim == theirs.support.event_dim
    assert ours.support.is_discrete == theirs.support.is_discrete
    assert {k: repr(c) for k, c in ours.arg_constraints.items()} == \
        {k: repr(c) for k, c in theirs.arg_constraints.items()}
    assert repr(ours) == repr(theirs)


@pytest.mark.parametrize("case", CASES, ids=repr)
def test_densities_and_moments_with_gradients(case, torch):
    (ours, our_leaves), (theirs, their_leaves) = _pair(case, torch)
    for i, x in enumerate(_values(case, torch, theirs)):
        for method in ("log_prob", "cdf"):
            _compare_output(case, f"{method}(values {i})", lambda m=method: getattr(ours, m)(_as(gradtable, x, case)),
                            lambda m=method: getattr(theirs, m)(_as(torch, x, case)), our_leaves, their_leaves, torch)
    u = np.random.default_rng(3).uniform(0.05, 0.95, tuple(case.sample_shape) + tuple(theirs.batch_shape)
                                         + tuple(theirs.event_shape))
    _compare_output(case, "icdf", lambda: ours.icdf(_as(gradtable, u, case)), lambda: theirs.icdf(_as(torch, u, case)),
                    our_leaves, their_leaves, torch)
    for name in PROPERTIES:
        _compare_output(case, name, lambda n=name: getattr(ours, n), lambda n=name: getattr(theirs, n),
                        our_leaves, their_leaves, torch)
    for name in ("entropy", "perplexity"):
        _compare_output(case, name, lambda n=name: getattr(ours, n)(), lambda n=name: getattr(theirs, n)(),
                        our_leaves, their_leaves, torch)
    for expand in (True, False):
        _compare_output(case, f"enumerate_support(expand={expand})", lambda e=expand: ours.enumerate_support(e),
                        lambda e=expand: theirs.enumerate_support(e), our_leaves, their_leaves, torch)


@pytest.mark.parametrize("case", CASES, ids=repr)
def test_expand(case, torch):
    """expand adds batch dimensions without copying parameters; the expanded log_prob broadcasts."""
    (ours, _), (theirs, _) = _pair(case, torch)
    shape = (3,) + tuple(theirs.batch_shape)
    big_ours, big_theirs = ours.expand(shape), theirs.expand(shape)
    assert type(big_ours).__name__ == type(big_theirs).__name__
    assert big_ours.batch_shape == big_theirs.batch_shape and big_ours.event_shape == big_theirs.event_shape
    x = _values(case, torch, big_theirs)[0]
    outcome = same_outcome(lambda: big_ours.log_prob(_as(gradtable, x, case)),
                           lambda: big_theirs.log_prob(_as(torch, x, case)), "expanded log_prob")
    if outcome is not None:   # (PyTorch's float64 GeneralizedPareto.log_prob raises: isclose of two dtypes)
        assert_close(*outcome, "expanded log_prob", case.rtol, case.atol)
    assert to_numpy(big_ours.sample((2,))).shape == (2,) + shape + tuple(theirs.event_shape)


#: The exponential families (ExponentialFamily's subclasses in PyTorch).
EXPONENTIAL_FAMILIES = ("Bernoulli", "Beta", "Chi2", "ContinuousBernoulli", "Dirichlet", "Exponential", "Gamma",
                        "Normal", "Poisson", "Wishart")


@pytest.mark.parametrize("case", [c for c in CASES if c.name.split("-")[0] in EXPONENTIAL_FAMILIES], ids=repr)
def test_exponential_family_entropy(case, torch):
    """ExponentialFamily.entropy, the formula from the log-normalizer's gradient that a family without its
    own entropy gets, as PyTorch's: values (or the same error where a family lacks _mean_carrier_measure),
    and no gradient to the parameters (it differentiates detached natural parameters)."""
    (ours, our_leaves), (theirs, their_leaves) = _pair(case, torch)
    assert isinstance(ours, gradtable.distributions.ExponentialFamily)
    _compare_output(case, "ExponentialFamily.entropy", lambda: gradtable.distributions.ExponentialFamily.entropy(ours),
                    lambda: torch.distributions.ExponentialFamily.entropy(theirs), our_leaves, their_leaves, torch)
