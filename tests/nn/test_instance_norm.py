"""InstanceNorm1d/2d, F.instance_norm, LocalResponseNorm and F.local_response_norm against
PyTorch: values, gradients, running statistics, unbatched inputs, reprs, warnings and errors."""
import warnings

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from spatial_oracle import arrays, assert_same, compare, same_error

import gradtable

FIXTURE = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


@FIXTURE
@given(n=st.integers(1, 3), c=st.integers(1, 3), spatial=st.lists(st.integers(1, 4), min_size=1, max_size=2),
       affine=st.booleans(), tracked=st.booleans(), momentum=st.sampled_from([0.1, 0.5]))
def test_functional_matches_pytorch(torch, n, c, spatial, affine, tracked, momentum):
    shape = (n, c) + tuple(spatial)
    if np.prod(spatial) == 1:
        return same_error(torch, lambda lib, x: lib.nn.functional.instance_norm(x), shape)
    data = arrays(shape, (c,), (c,), (c,), seed=n)
    stats = []

    def fn(lib, x, w, b, var):
        mean = lib.tensor(data[1] * 0.5)
        var = lib.tensor(np.abs(data[3]) + 0.5)
        out = lib.nn.functional.instance_norm(x, mean if tracked else None, var if tracked else None,
                                              w if affine else None, b if affine else None, True, momentum)
        stats.append((mean, var))
        return out
    compare(torch, fn, inputs=[data[0], data[1], data[2], data[3]], rtol=1e-9, atol=1e-10)
    for a, b in zip(stats[0], stats[1]):
        assert_same(a, b)


def test_running_stats_in_eval(torch):
    """use_input_stats=False normalises with the running statistics (no update)."""
    def fn(lib, x, w):
        return lib.nn.functional.instance_norm(x, lib.tensor([0.5, -1.0], dtype=lib.float64),
                                              lib.tensor([2.0, 0.5], dtype=lib.float64), w, None, False)
    compare(torch, fn, (3, 2, 5), (2,))


@pytest.mark.parametrize("nd", [1, 2])
@pytest.mark.parametrize("kwargs", [{}, {"affine": True}, {"track_running_stats": True},
                                    {"affine": True, "track_running_stats": True, "momentum": None},
                                    {"affine": True, "bias": False}])
def test_modules_match_pytorch(nd, kwargs, torch):
    cls = f"InstanceNorm{nd}d"
    mods = [getattr(lib.nn, cls)(3, **kwargs).double() for lib in (gradtable, torch)]
    assert repr(mods[0]) == repr(mods[1])
    assert list(mods[0].state_dict()) == list(mods[1].state_dict())
    shape = (2, 3) + (4,) * nd
    for train in (True, True, False):
        for m in mods:
            m.train(train)
        compare(torch, lambda lib, x: mods[0 if lib is gradtable else 1](x), shape)
        for a, b in zip(mods[0].state_dict().values(), mods[1].state_dict().values()):
            assert_same(a, b)
    compare(torch, lambda lib, x: mods[0 if lib is gradtable else 1](x), shape[1:])   # unbatched


def test_num_features_mismatch(torch):
    same_error(torch, lambda lib, x: lib.nn.InstanceNorm1d(4, affine=True)(x), (2, 3, 5))
    texts = []
    for lib in (gradtable, torch):
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            lib.nn.InstanceNorm1d(4)(lib.ones(2, 3, 5))
        texts.append([str(w.message) for w in caught])
    assert texts[0] == texts[1] and len(texts[0]) == 1


ERRORS = {
    "1d with 4-D input": lambda lib, x: lib.nn.InstanceNorm1d(3)(x[None]),
    "2d with 2-D input": lambda lib, x: lib.nn.InstanceNorm2d(3)(x[0]),
    "one spatial element": lambda lib, x: lib.nn.functional.instance_norm(x[..., :1]),
    "no running stats without input stats": lambda lib, x: lib.nn.functional.instance_norm(x, use_input_stats=False),
    "lrn 2-D": lambda lib, x: lib.nn.functional.local_response_norm(x[0], 2),
}


@pytest.mark.parametrize("case", ERRORS)
def test_error_matches_pytorch(case, torch):
    same_error(torch, ERRORS[case], (2, 3, 5))


@FIXTURE
@given(shape=st.lists(st.integers(1, 4), min_size=3, max_size=5), size=st.integers(1, 5),
       alpha=st.sampled_from([1e-4, 0.5]), beta=st.sampled_from([0.75, 2.0]), k=st.sampled_from([1.0, 2.0]))
def test_local_response_norm_matches_pytorch(torch, shape, size, alpha, beta, k):
    compare(torch, lambda lib, x: lib.nn.functional.local_response_norm(x, size, alpha, beta, k), tuple(shape),
            rtol=1e-9, atol=1e-11)


def test_local_response_norm_module_and_empty(torch):
    assert repr(gradtable.nn.LocalResponseNorm(3, k=2)) == repr(torch.nn.LocalResponseNorm(3, k=2))
    compare(torch, lambda lib, x: lib.nn.LocalResponseNorm(2)(x), (2, 5, 3, 3))
    compare(torch, lambda lib, x: lib.nn.functional.local_response_norm(x, 2), (0, 5, 3), grad=False)


def test_double_backward():
    x = gradtable.randn(2, 3, 5, dtype=gradtable.float64, requires_grad=True)
    w = gradtable.randn(3, dtype=gradtable.float64, requires_grad=True)
    assert gradtable.autograd.gradcheck(lambda x, w: gradtable.nn.functional.instance_norm(x, weight=w), (x, w))
    assert gradtable.autograd.gradgradcheck(lambda x: gradtable.nn.functional.local_response_norm(x, 3), (x,))
