"""gradtable.nn.init against PyTorch: gains, fans, errors and warnings exactly; random
initialisations by their bounds and statistics (the random streams differ)."""
import warnings

import numpy as np
import pytest

import gradtable
from gradtable.nn import init


def same_error(torch, build):
    with pytest.raises(Exception) as expected:
        build(torch)
    with pytest.raises(type(expected.value)) as got:
        build(gradtable)
    assert str(got.value) == str(expected.value)


@pytest.mark.parametrize("args", [("linear",), ("conv2d",), ("conv_transpose3d",), ("sigmoid",), ("tanh",), ("relu",),
                                  ("leaky_relu",), ("leaky_relu", 0.2), ("leaky_relu", 3), ("selu",)])
def test_calculate_gain_matches_torch(torch, args):
    assert init.calculate_gain(*args) == torch.nn.init.calculate_gain(*args)


@pytest.mark.parametrize("args", [("softmax",), ("leaky_relu", "x"), ("leaky_relu", True)])
def test_calculate_gain_errors_match_torch(torch, args):
    same_error(torch, lambda lib: lib.nn.init.calculate_gain(*args))


@pytest.mark.parametrize("shape", [(3, 4), (5, 3, 2, 2), (2, 3, 7), (4, 1, 3, 3, 2)])
def test_fans_match_torch(torch, shape):
    ours = init._calculate_fan_in_and_fan_out(gradtable.empty(shape))
    assert ours == torch.nn.init._calculate_fan_in_and_fan_out(torch.empty(shape))
    for mode in ("fan_in", "fan_out", "FAN_OUT"):
        assert init._calculate_correct_fan(gradtable.empty(shape), mode) == \
            torch.nn.init._calculate_correct_fan(torch.empty(shape), mode)


@pytest.mark.parametrize("name", ["xavier_uniform_", "xavier_normal_", "kaiming_uniform_", "kaiming_normal_"])
def test_fan_errors_match_torch(torch, name):
    same_error(torch, lambda lib: getattr(lib.nn.init, name)(lib.empty(5)))


def test_mode_error_matches_torch(torch):
    same_error(torch, lambda lib: lib.nn.init.kaiming_uniform_(lib.empty(3, 4), mode="fan_avg"))


@pytest.mark.parametrize("name", ["eye_", "orthogonal_", "dirac_"])
def test_dimension_errors_match_torch(torch, name):
    same_error(torch, lambda lib: getattr(lib.nn.init, name)(lib.empty(3)))


def test_zero_element_warning_matches_torch(torch):
    for lib in (torch, gradtable):
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            t = lib.empty(0, 3)
            assert lib.nn.init.kaiming_uniform_(t) is t
            assert lib.nn.init.kaiming_normal_(t) is t
        texts = [str(w.message) for w in caught]
        if lib is torch:
            expected = texts
    assert texts == expected and len(texts) == 2


def test_in_place_on_parameters_without_recording(torch):
    """Each initialiser writes in place outside autograd, bumping the version as often as PyTorch's
    (trunc_normal_ redraws into a copy, orthogonal_ copies then scales: two writes)."""
    p, theirs = gradtable.nn.Parameter(gradtable.empty(20, 30)), torch.nn.Parameter(torch.empty(20, 30))
    for name in ("uniform_", "normal_", "zeros_", "ones_", "xavier_uniform_", "xavier_normal_", "kaiming_uniform_",
                 "kaiming_normal_", "trunc_normal_", "orthogonal_", "eye_"):
        version, their_version = p._version, theirs._version
        assert getattr(init, name)(p) is p, name
        getattr(torch.nn.init, name)(theirs)
        assert p.is_leaf and p.grad_fn is None and p.requires_grad
        assert p._version - version == theirs._version - their_version, name
    assert init.constant_(p, 0.5) is p and set(p.numpy(force=True).ravel()) == {0.5}


def _bound_and_std(torch, name, shape, **kwargs):
    """PyTorch's bound (uniform) or std (normal) for this call, computed with its own helpers."""
    t = torch.empty(shape)
    if name.startswith("xavier"):
        fan_in, fan_out = torch.nn.init._calculate_fan_in_and_fan_out(t)
        std = kwargs.get("gain", 1.0) * np.sqrt(2.0 / (fan_in + fan_out))
    else:
        fan = torch.nn.init._calculate_correct_fan(t, kwargs.get("mode", "fan_in"))
        std = torch.nn.init.calculate_gain(kwargs.get("nonlinearity", "leaky_relu"), kwargs.get("a", 0)) / np.sqrt(fan)
    return np.sqrt(3.0) * std, std


@pytest.mark.parametrize("name, kwargs", [
    ("xavier_uniform_", {}), ("xavier_uniform_", {"gain": 2.0}), ("xavier_normal_", {"gain": 0.5}),
    ("kaiming_uniform_", {}), ("kaiming_uniform_", {"a": 5 ** 0.5}), ("kaiming_normal_", {"mode": "fan_out"}),
    ("kaiming_uniform_", {"nonlinearity": "relu", "mode": "fan_out"}), ("kaiming_normal_", {"nonlinearity": "tanh"})])
def test_scaled_initialisations_statistics(torch, name, kwargs):
    shape = (256, 64, 3, 3)
    bound, std = _bound_and_std(torch, name, shape, **kwargs)
    ours = getattr(init, name)(gradtable.empty(shape), **kwargs).numpy()
    theirs = getattr(torch.nn.init, name)(torch.empty(shape), **kwargs).numpy()
    assert ours.dtype == np.float32
    assert abs(ours.mean()) < 0.02 * std
    np.testing.assert_allclose(ours.std(), theirs.std(), rtol=0.02)
    np.testing.assert_allclose(ours.std(), std, rtol=0.02)
    if "uniform" in name:
        assert np.abs(ours).max() <= bound
        assert np.abs(ours).max() > 0.99 * bound


def test_uniform_and_normal(torch):
    u = init.uniform_(gradtable.empty(100000), -2.0, 3.0).numpy()
    assert u.min() >= -2.0 and u.max() < 3.0 and abs(u.mean() - 0.5) < 0.05
    n = init.normal_(gradtable.empty(100000), mean=1.5, std=0.5).numpy()
    assert abs(n.mean() - 1.5) < 0.01 and abs(n.std() - 0.5) < 0.01


def test_trunc_normal_stays_in_bounds(torch):
    ours = init.trunc_normal_(gradtable.empty(100000), mean=0.5, std=1.0, a=-1.0, b=1.5).numpy()
    theirs = torch.nn.init.trunc_normal_(torch.empty(100000), mean=0.5, std=1.0, a=-1.0, b=1.5).numpy()
    assert ours.min() >= -1.0 and ours.max() <= 1.5
    np.testing.assert_allclose(ours.mean(), theirs.mean(), atol=0.02)
    np.testing.assert_allclose(ours.std(), theirs.std(), atol=0.02)


def test_trunc_normal_warning_matches_torch(torch):
    for lib in (torch, gradtable):
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            lib.nn.init.trunc_normal_(lib.empty(10), mean=10.0, std=1.0, a=-2.0, b=2.0)
        texts = [str(w.message) for w in caught]
        if lib is torch:
            expected = texts
    assert texts == expected and len(texts) == 1


@pytest.mark.parametrize("name, shape, args", [
    ("constant_", (3, 4), (0.25,)), ("ones_", (2, 5), ()), ("zeros_", (4,), ()), ("eye_", (3, 5), ()),
    ("eye_", (4, 2), ()), ("dirac_", (4, 2, 3), ()), ("dirac_", (6, 2, 3, 3), (2,)), ("dirac_", (2, 3, 1, 3, 3), ())])
def test_deterministic_fills_equal_torch(torch, name, shape, args):
    ours = getattr(init, name)(gradtable.empty(shape), *args).numpy()
    theirs = getattr(torch.nn.init, name)(torch.empty(shape), *args).numpy()
    np.testing.assert_array_equal(ours, theirs)


@pytest.mark.parametrize("shape", [(3, 5), (5, 3), (4, 2, 3)])
def test_orthogonal(torch, shape):
    w = init.orthogonal_(gradtable.empty(shape), gain=2.0).numpy().reshape(shape[0], -1).astype(np.float64)
    small = min(w.shape)
    gram = w @ w.T if w.shape[0] == small else w.T @ w
    np.testing.assert_allclose(gram, 4.0 * np.eye(small), atol=1e-5)


def test_manual_seed_reproduces_initialisation():
    gradtable.manual_seed(7)
    a = init.kaiming_uniform_(gradtable.empty(5, 4)).numpy().copy()
    gradtable.manual_seed(7)
    b = init.kaiming_uniform_(gradtable.empty(5, 4)).numpy()
    np.testing.assert_array_equal(a, b)


def test_float64_tensors_are_filled_in_float64():
    t = init.normal_(gradtable.empty(3, 3, dtype=gradtable.float64))
    assert t.dtype == gradtable.float64


@pytest.mark.parametrize("name", ["uniform", "normal", "constant", "eye", "dirac", "xavier_uniform", "xavier_normal",
                                  "kaiming_uniform", "kaiming_normal", "orthogonal"])
def test_deprecated_unsuffixed_aliases_warn_as_torch(torch, name):
    args = {"constant": (0.5,)}.get(name, ())
    shape = (3, 2, 3) if name == "dirac" else (3, 4)
    caught = []
    for lib in (gradtable, torch):
        t = lib.empty(*shape)
        with pytest.warns(FutureWarning) as record:
            assert getattr(lib.nn.init, name)(t, *args) is t
        caught.append(([str(w.message) for w in record], getattr(lib.nn.init, name).__name__))
    assert caught[0] == caught[1]


@pytest.mark.parametrize("dtype", ["float32", "float64"])
def test_init_draws_as_the_tensor_methods_draw(dtype):
    """The same seed gives the same values through nn.init and through Tensor.uniform_ / normal_."""
    dt = getattr(gradtable, dtype)
    for init_fn, method, args in ((init.uniform_, "uniform_", (-0.5, 2.0)), (init.normal_, "normal_", (1.0, 3.0))):
        gradtable.manual_seed(3)
        a = init_fn(gradtable.empty(50, dtype=dt), *args)
        gradtable.manual_seed(3)
        b = getattr(gradtable.empty(50, dtype=dt), method)(*args)
        np.testing.assert_array_equal(a.numpy(), b.numpy())
    gradtable.manual_seed(3)
    a = init.xavier_uniform_(gradtable.empty(4, 6, dtype=dt))
    gradtable.manual_seed(3)
    bound = 3 ** 0.5 * (2 / 10) ** 0.5  # (as xavier_uniform_ computes it)
    np.testing.assert_array_equal(a.numpy(), gradtable.empty(4, 6, dtype=dt).uniform_(-bound, bound).numpy())


@pytest.mark.parametrize("mean, std, a, b", [(0.0, 1.0, -2.0, 2.0), (0.0, 1.0, 1.5, 3.0), (2.0, 0.5, -1.0, 1.0)])
def test_trunc_normal_both_methods_match_torch_statistics(torch, mean, std, a, b):
    """Wide bounds take the redraw method, narrow ones (< 30% of the mass) the acceptance method."""
    import warnings
    stats = []
    for lib in (gradtable, torch):
        lib.manual_seed(0)
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            x = lib.nn.init.trunc_normal_(lib.empty(200000, dtype=lib.float64), mean, std, a, b).numpy()
        assert x.min() >= a and x.max() <= b
        stats.append((x.mean(), x.std()))
    np.testing.assert_allclose(stats[0], stats[1], atol=0.01)


def test_random_inits_refuse_integer_tensors_as_torch(torch):
    same_error(torch, lambda lib: lib.nn.init.uniform_(lib.zeros(3, dtype=lib.int64)))
    same_error(torch, lambda lib: lib.nn.init.normal_(lib.zeros(3, dtype=lib.int64)))
