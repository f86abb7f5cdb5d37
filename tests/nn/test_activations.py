"""The activations and dropout forms added for issue 28 against PyTorch: inplace=True everywhere
PyTorch takes it (the input changed and returned, PyTorch's grad_fn, gradients and second
derivatives), the new layers (Threshold, RReLU, Hardshrink, Softshrink, Tanhshrink, GLU, the dropout
variants: repr, settings, forward and gradients), rrelu's and dropout's random draws (their
statistics, and exact values where PyTorch's are determined), the torch-level names and error texts.
(Values and first/second derivatives of the table ops themselves: tests/ops/test_ops_table.py.)"""
import warnings

import numpy as np
import pytest
from test_nn_layers import check_forward, randn
from test_nn_layers import test_layer_matches_torch as layer_matches_torch

import gradtable

# F.<name>(y, inplace=True) on a non-leaf y = x * 1; the extra arguments after y.
INPLACE = [
    ("relu", ()), ("relu6", ()), ("hardtanh", (-0.5, 0.8)), ("leaky_relu", (0.2,)), ("elu", (0.7,)),
    ("selu", ()), ("celu", (1.3,)), ("silu", ()), ("mish", ()), ("hardsigmoid", ()), ("hardswish", ()),
    ("threshold", (0.1, 2.0)), ("rrelu", (0.1, 0.3, False)), ("dropout", (0.0, True)),
    ("alpha_dropout", (0.0, True)),
]
# Functions that are in place by name: torch.<name>(y, ...) or F.<name>(y, ...).
INPLACE_FUNCTIONS = [
    ("selu_", ()), ("celu_", (0.5,)), ("threshold_", (-0.2, 3.0)), ("rrelu_", (0.1, 0.3)),
    ("nn.functional.elu_", (2.0,)), ("nn.functional.leaky_relu_", (0.3,)), ("nn.functional.hardtanh_", (-2.0, 0.5)),
    ("nn.functional.celu_", ()), ("nn.functional.selu_", ()), ("nn.functional.rrelu_", ()),
    ("nn.functional.threshold_", (0.0, -1.0)),
]
# Tensor values straddling the kinks (0, +-0.5, +-3) and a nan.
VALUES = np.array([-4.0, -3.0, -1.5, -0.5, -0.2, 0.0, 0.3, 0.5, 1.7, 3.0, 5.0, np.nan])


def _lookup(lib, name):
    target = lib
    for part in name.split("."):
        target = getattr(target, part)
    return target


def _inplace_run(lib, fn):
    x = lib.tensor(VALUES, requires_grad=True)
    y = x * 1
    out = fn(y)
    assert out is y
    grad_fn = out.grad_fn.name()
    (g,) = lib.autograd.grad(out, x, lib.tensor(np.linspace(-1, 1, VALUES.size)), create_graph=True)
    second = None
    if g.requires_grad:
        try:
            (second,) = lib.autograd.grad((g * g).sum(), x, allow_unused=True)
        except RuntimeError as err:   # hardsigmoid's has no second derivative, in PyTorch either
            return out.detach().numpy(), grad_fn, g.detach().numpy(), str(err)
    return out.detach().numpy(), grad_fn, g.detach().numpy(), None if second is None else second.numpy()


def _same(ours, theirs):
    values, grad_fn, g, second = ours
    t_values, t_grad_fn, t_g, t_second = theirs
    np.testing.assert_allclose(values, t_values, rtol=1e-12, atol=1e-15)
    assert grad_fn == t_grad_fn
    np.testing.assert_allclose(g, t_g, rtol=1e-12, atol=1e-15)
    if t_second is None:
        assert second is None or not np.nan_to_num(second).any()
    elif isinstance(t_second, str):
        assert second == t_second
    else:
        np.testing.assert_allclose(second, t_second, rtol=1e-10, atol=1e-12)


@pytest.mark.parametrize("name, args", INPLACE, ids=[n for n, _ in INPLACE])
def test_inplace_activation_matches_torch(torch, name, args):
    def fn(lib):
        return lambda y: getattr(lib.nn.functional, name)(y, *args, inplace=True)
    _same(_inplace_run(gradtable, fn(gradtable)), _inplace_run(torch, fn(torch)))


@pytest.mark.parametrize("name, args", INPLACE_FUNCTIONS, ids=[n for n, _ in INPLACE_FUNCTIONS])
def test_inplace_functions_match_torch(torch, name, args):
    def fn(lib):
        return lambda y: _lookup(lib, name)(y, *args)
    _same(_inplace_run(gradtable, fn(gradtable)), _inplace_run(torch, fn(torch)))


@pytest.mark.parametrize("call", [
    "lib.nn.functional.elu(lib.ones(3, requires_grad=True), inplace=True)",
    "lib.nn.functional.leaky_relu(lib.ones(3, requires_grad=True), inplace=True)",
    "lib.nn.functional.silu(lib.ones(3, requires_grad=True), inplace=True)",
    "lib.threshold_(lib.ones(3, requires_grad=True), 0.5, 0.0)",
    # a negative slope cannot be undone from the result: refused when the gradient is asked for
    "lib.nn.functional.elu(lib.ones(3, requires_grad=True) * 1, -0.5, inplace=True).sum().backward()",
    "lib.nn.functional.leaky_relu(lib.ones(3, requires_grad=True) * 1, -0.5, inplace=True).sum().backward()",
    "lib.nn.functional.celu(lib.ones(3, requires_grad=True) * 1, -0.5, inplace=True).sum().backward()",
    "lib.nn.functional.softshrink(lib.ones(3), -1.0)",
    "lib.nn.functional.softshrink(lib.ones(3, dtype=lib.float64), -1.0)",
    "lib.nn.functional.softshrink(lib.ones(3), 1e39)",
    "lib.nn.functional.hardshrink(lib.ones(3, dtype=lib.int64))",
    "lib.nn.functional.glu(lib.ones(3))", "lib.nn.functional.glu(lib.ones(2, 3), 1)",
    "lib.nn.functional.glu(lib.ones(()))",
    "lib.nn.functional.rrelu(lib.ones(3), 0.5, 0.1, training=True)",
    "lib.prelu(lib.ones(3, 4), lib.ones(2, 2))", "lib.prelu(lib.ones(()), lib.ones(3))",
    "lib.prelu(lib.ones(2, 3), lib.ones(4))", "lib.prelu(lib.ones(3), lib.ones(3))",
    "lib.nn.functional.hardtanh(lib.ones(3), 1.0, -1.0, inplace=True)",
    "lib.nn.functional.dropout1d(lib.ones(2, 3, 4, 5))", "lib.nn.functional.alpha_dropout(lib.ones(3), 1.5)",
    "lib.dropout(lib.ones(3), 1.5, True)", "lib.feature_dropout(lib.ones(3), 0.5, True)",
    "lib.nn.Dropout2d(-0.5)", "lib.nn.AlphaDropout(2)",
])
def test_errors_match_torch(torch, call):
    with pytest.raises(Exception) as theirs:
        eval(call, {"lib": torch})
    with pytest.raises(type(theirs.value)) as ours:
        eval(call, {"lib": gradtable})
    assert str(ours.value) == str(theirs.value)


LAYERS = [
    "nn.Threshold(0.1, 20.0)", "nn.Threshold(0.1, 20.0, True)", "nn.RReLU()", "nn.RReLU(0.1, 0.3, True)",
    "nn.Hardshrink()", "nn.Hardshrink(0.3)", "nn.Softshrink(0.2)", "nn.Tanhshrink()", "nn.GLU()", "nn.GLU(1)",
    "nn.Dropout1d()", "nn.Dropout2d(0.3, True)", "nn.Dropout3d()", "nn.AlphaDropout(0.2)", "nn.FeatureAlphaDropout()",
    "nn.SiLU(True)", "nn.Mish(True)", "nn.Hardsigmoid(True)", "nn.Hardswish(True)", "nn.ELU(inplace=True)",
    "nn.CELU(inplace=True)", "nn.SELU(True)",
]


@pytest.mark.parametrize("spec", LAYERS)
def test_new_layers_match_torch(torch, spec):
    layer_matches_torch(torch, spec)


FORWARD = [
    ("nn.Threshold(0.1, 20.0)", (randn(3, 4),), {}),
    ("nn.RReLU(0.1, 0.3)", (randn(3, 4),), {"train": False}),
    ("nn.Hardshrink(0.3)", (randn(3, 4),), {}),
    ("nn.Softshrink(0.2)", (randn(3, 4),), {}),
    ("nn.Tanhshrink()", (randn(3, 4),), {}),
    ("nn.GLU()", (randn(3, 4),), {}),
    ("nn.GLU(0)", (randn(4, 3),), {}),
    ("nn.PReLU(3)", (randn(2, 3, 4),), {}),
    ("nn.Dropout1d(0.4)", (randn(2, 3, 4),), {"train": False}),
    ("nn.Dropout2d(0.4)", (randn(2, 3, 4, 4),), {"train": False}),
    ("nn.Dropout3d(0.4)", (randn(2, 3, 2, 2, 2),), {"train": False}),
    ("nn.AlphaDropout(0.4)", (randn(2, 3),), {"train": False}),
    ("nn.FeatureAlphaDropout(0.4)", (randn(2, 3, 4),), {"train": False}),
    ("nn.Dropout2d(0.0)", (randn(2, 3, 4, 4),), {}),
    ("nn.AlphaDropout(0.0)", (randn(2, 3),), {}),
]


@pytest.mark.parametrize("spec, inputs, kwargs", FORWARD, ids=[c[0] for c in FORWARD])
def test_new_layers_forward_matches_torch(torch, spec, inputs, kwargs):
    check_forward(torch, spec, *inputs, **kwargs)


# -- random draws -------------------------------------------------------------------------------

def test_rrelu_training_draws_slopes_in_range_and_differentiates_by_them():
    gradtable.manual_seed(0)
    x = gradtable.tensor(np.linspace(-3, 3, 4000), requires_grad=True)   # (0 is not among them)
    y = gradtable.nn.functional.rrelu(x, 0.1, 0.3, training=True)
    y.sum().backward()
    values, slopes, grad = x.detach().numpy(), y.detach().numpy() / x.detach().numpy(), x.grad.numpy()
    negative = values < 0
    assert np.all((slopes[negative] >= 0.1) & (slopes[negative] <= 0.3))
    assert abs(slopes[negative].mean() - 0.2) < 0.01   # uniform on [0.1, 0.3]
    np.testing.assert_allclose(slopes[values > 0], 1.0)
    np.testing.assert_allclose(grad[values != 0], slopes[values != 0], rtol=1e-12)
    assert y.grad_fn.name() == "RreluWithNoiseBackward0"


def test_rrelu_with_equal_bounds_matches_torch_in_training(torch):
    """lower == upper leaves PyTorch no choice: the same values and gradients."""
    results = []
    for lib in (gradtable, torch):
        x = lib.tensor(VALUES[:-1], requires_grad=True)
        y = lib.rrelu(x * 1, 0.25, 0.25, True)
        y.backward(lib.ones_like(y))
        results.append((y.detach().numpy(), x.grad.numpy()))
    for ours, theirs in zip(*results):
        np.testing.assert_allclose(ours, theirs, rtol=1e-15)


def test_rrelu_follows_manual_seed_and_generator():
    x = -gradtable.ones(50)
    gradtable.manual_seed(3)
    a = gradtable.nn.functional.rrelu(x, training=True)
    gradtable.manual_seed(3)
    b = gradtable.nn.functional.rrelu(x, training=True)
    g1, g2 = gradtable.Generator().manual_seed(5), gradtable.Generator().manual_seed(5)
    assert a.equal(b) and gradtable.rrelu(x, training=True, generator=g1).equal(gradtable.rrelu(x, 0.125, 1 / 3,
                                                                                                 True, g2))


@pytest.mark.parametrize("name, shape, channels", [("dropout1d", (4, 30, 5), 2), ("dropout1d", (30, 5), 1),
                                                   ("dropout2d", (4, 30, 2, 3), 2), ("dropout3d", (4, 30, 2, 2, 2), 2),
                                                   ("dropout3d", (30, 2, 2, 2), 1)])
def test_channel_dropout_drops_whole_channels(name, shape, channels):
    gradtable.manual_seed(1)
    x = gradtable.ones(*shape, requires_grad=True)
    y = getattr(gradtable.nn.functional, name)(x, 0.4)
    y.sum().backward()
    per_channel = y.detach().numpy().reshape(shape[:channels] + (-1,))
    assert np.all((per_channel == 0) | (per_channel == np.float32(1) / np.float32(0.6)))
    assert np.all(per_channel.min(-1) == per_channel.max(-1))   # one draw per (sample, channel)
    assert 0.2 < (per_channel[..., 0] == 0).mean() < 0.6
    np.testing.assert_array_equal(x.grad.numpy(), y.detach().numpy())


@pytest.mark.parametrize("name", ["alpha_dropout", "feature_alpha_dropout"])
def test_alpha_dropout_keeps_mean_and_variance(name):
    """For unit-normal input, SELU's fixed point: the output's mean stays 0 and its variance 1."""
    gradtable.manual_seed(2)
    x = gradtable.randn(400, 300, 4, dtype=gradtable.float64, requires_grad=True)
    y = getattr(gradtable.nn.functional, name)(x, 0.3, training=True)
    out = y.detach().numpy()
    assert abs(out.mean()) < 0.02 and abs(out.var() - 1) < 0.03
    alpha, p = 1.7580993408473766, 0.3
    a = (1 / ((alpha * alpha * p + 1) * (1 - p))) ** 0.5
    y.sum().backward()
    grad = x.grad.numpy()
    dropped = grad == 0
    assert abs(dropped.mean() - p) < 0.02
    np.testing.assert_allclose(grad[~dropped], a)   # a kept value is a * x + a * alpha * p ...
    np.testing.assert_allclose(out[~dropped], a * x.detach().numpy()[~dropped] + alpha * a * p)
    np.testing.assert_allclose(out[dropped], -alpha * a + alpha * a * p)   # ... a dropped one SELU's saturation
    assert y.grad_fn.name() == "AddBackward0"


@pytest.mark.parametrize("call", [
    "lib.nn.functional.dropout2d(x, 1.0)", "lib.nn.functional.alpha_dropout(x, 1.0, True)",
    "lib.feature_alpha_dropout(x, 1.0, True)", "lib.dropout(x, 0.3, False)",
    "lib.nn.functional.dropout3d(x, 0.3, training=False)", "lib.alpha_dropout_(x, 1.0, True)"])
def test_determined_dropout_matches_torch(torch, call):
    """p = 1 (everything dropped) and eval mode give PyTorch's values and grad_fn."""
    results = []
    for lib in (gradtable, torch):
        x = lib.tensor(randn(2, 3, 2, 2).astype(np.float64), requires_grad=True) * 1
        y = eval(call, {"lib": lib, "x": x})
        results.append((y.detach().numpy(), y.grad_fn.name() if y.grad_fn else None, y is x))
    np.testing.assert_array_equal(results[0][0], results[1][0])
    assert results[0][1:] == results[1][1:]


@pytest.mark.parametrize("call", ["lib.nn.functional.dropout2d(lib.ones(2, 3, 4), 0.0)",
                                  "lib.nn.functional.dropout2d(lib.ones(2, 3, 4, 5, 6), 0.0)",
                                  "lib.nn.functional.dropout3d(lib.ones(2, 3, 4), 0.0)"])
def test_dropout_warnings_match_torch(torch, call):
    caught = []
    for lib in (gradtable, torch):
        with warnings.catch_warnings(record=True) as record:
            warnings.simplefilter("always")
            eval(call, {"lib": lib})
        caught.append([(w.category, str(w.message), w.filename) for w in record])
    assert caught[0] == caught[1]


def test_torch_level_names(torch):
    x = randn(3, 4).astype(np.float64)
    for lib_call in ["lib.hardshrink(t, 0.3)", "t.hardshrink(0.3)", "lib.threshold(t, 0.1, -2.0)", "lib.prelu(t, t[0])",
                     "lib.selu(t)", "lib.celu(t, 0.5)", "lib.rrelu(t)", "lib.nn.functional.softshrink(t)",
                     "lib.nn.functional.tanhshrink(t)", "lib.dropout(t, 0.5, False)"]:
        ours = eval(lib_call, {"lib": gradtable, "t": gradtable.tensor(x)})
        theirs = eval(lib_call, {"lib": torch, "t": torch.tensor(x)})
        np.testing.assert_allclose(ours.numpy(), theirs.numpy(), rtol=1e-12, err_msg=lib_call)
