"""3-d convolution and pooling, max unpooling, LP pooling and fractional max pooling against
PyTorch: values, indices, gradients (float64), the layers' repr / settings / state and forward,
and error texts. (The table entries' first and second derivatives and forward mode:
tests/ops/test_ops_table.py; the 2-d and 1-d poolings: test_pooling_1d.py, test_nn_layers.py.)"""
import numpy as np
import pytest
from spatial_oracle import compare, same_error
from test_nn_layers import check_forward, randn
from test_nn_layers import test_layer_matches_torch as layer_matches_torch

import gradtable

F3 = "lib.nn.functional"

POOL_CASES = [
    # (call on x, input shape)
    ("F.max_pool3d(x, 2)", (1, 2, 4, 4, 4)),
    ("F.max_pool3d(x, (2, 3, 2), (1, 2, 1), 1)", (2, 3, 4, 5)),
    ("F.max_pool3d(x, 3, 2, 1, 2, True, True)", (1, 1, 6, 5, 7)),
    ("F.max_pool3d(x, 2, ceil_mode=True, return_indices=True)", (2, 1, 3, 5, 3)),
    ("F.max_pool3d_with_indices(x, (1, 2, 2))", (1, 2, 2, 4, 4)),
    ("F.avg_pool3d(x, 2)", (1, 2, 4, 4, 4)),
    ("F.avg_pool3d(x, (2, 3, 2), (1, 2, 1), 1)", (2, 3, 4, 5)),
    ("F.avg_pool3d(x, 3, 2, 1, True, False)", (1, 1, 5, 4, 5)),
    ("F.avg_pool3d(x, 2, 1, 1, False, True, 3)", (1, 2, 3, 4, 4)),
    ("F.avg_pool3d(x, 3, 2, 1, ceil_mode=True)", (1, 1, 6, 6, 5)),
    ("F.adaptive_avg_pool3d(x, 2)", (1, 2, 4, 5, 3)),
    ("F.adaptive_avg_pool3d(x, (3, None, 1))", (2, 5, 4, 3)),
    ("F.adaptive_avg_pool3d(x, 1)", (1, 2, 3, 3, 3)),
    ("F.adaptive_max_pool3d(x, (2, 3, 2), True)", (1, 2, 4, 5, 3)),
    ("F.adaptive_max_pool3d(x, (None, 2, 5))", (2, 3, 4, 6)),
    ("F.lp_pool1d(x, 2, 3)", (2, 3, 7)),
    ("F.lp_pool1d(x, 3.0, 2, 1, True)", (2, 7)),
    ("F.lp_pool2d(x, 2, 2)", (1, 2, 4, 5)),
    ("F.lp_pool2d(x, 1.5, (2, 3), 1)", (1, 2, 4, 5)),
    ("F.lp_pool2d(x, float('inf'), 2)", (1, 2, 4, 4)),
    ("F.lp_pool2d(x, -float('inf'), 2)", (2, 4, 4)),
    ("F.lp_pool3d(x, 2, 2)", (1, 2, 4, 4, 4)),
    ("F.lp_pool3d(x, 4.0, (2, 1, 2), 1, True)", (2, 3, 3, 5)),
]


@pytest.mark.parametrize("call, shape", POOL_CASES, ids=[c for c, _ in POOL_CASES])
def test_pooling_matches_torch(torch, call, shape):
    """lp pooling of a power that is not an integer needs a positive input (so does PyTorch's)."""
    positive = "lp_pool" in call and ("1.5" in call or "3.0" in call)
    data = [np.abs(a) + 0.1 if positive else a for a in [np.random.default_rng(1).standard_normal(shape)]]
    compare(torch, lambda lib, x: eval(call, {"F": lib.nn.functional, "x": x}), inputs=data)


def _pooled(lib, data, nd, kernel, stride, padding):
    """Max pooling with indices, then unpooling: the maxima back in place (a pooling's inverse)."""
    x = lib.tensor(data, requires_grad=True)
    values, indices = getattr(lib.nn.functional, f"max_pool{nd}d")(x, kernel, stride, padding, return_indices=True)
    return x, values, indices


UNPOOL_CASES = [
    (1, (2, 3, 8), 2, None, 0, None), (1, (3, 9), 3, 2, 1, None), (2, (1, 2, 6, 6), 2, None, 0, None),
    (2, (2, 5, 7), (2, 3), (2, 1), (1, 1), (5, 7)), (2, (1, 2, 5, 5), 2, None, 0, (1, 2, 5, 5)),
    (3, (1, 2, 4, 4, 4), 2, None, 0, None), (3, (2, 5, 4, 6), (2, 1, 3), (1, 1, 2), (1, 0, 1), (5, 4, 6)),
    (3, (1, 1, 5, 4, 5), 2, None, 0, (5, 4, 5)),
]


@pytest.mark.parametrize("nd, shape, kernel, stride, padding, size", UNPOOL_CASES)
def test_max_unpool_matches_torch(torch, nd, shape, kernel, stride, padding, size):
    data = np.random.default_rng(2).standard_normal(shape)
    results = []
    for lib in (gradtable, torch):
        x, values, indices = _pooled(lib, data, nd, kernel, stride, padding)
        module = getattr(lib.nn, f"MaxUnpool{nd}d")(kernel, stride, padding)
        out = module(values, indices, output_size=size)
        out.backward(lib.tensor(np.random.default_rng(3).standard_normal(tuple(out.shape))))
        results.append((repr(module), out.detach().numpy(), x.grad.numpy(), out.grad_fn.name()))
    assert results[0][0] == results[1][0]
    for ours, theirs in zip(results[0][1:3], results[1][1:3]):
        np.testing.assert_allclose(ours, theirs, rtol=1e-12)
    assert results[0][3] == results[1][3]


FRACTIONAL_CASES = [
    (2, (1, 2, 7, 6), 2, (4, 3), None), (2, (2, 9, 8), (3, 2), None, (0.5, 0.5)), (2, (2, 3, 5, 5), 2, 2, None),
    (2, (1, 1, 6, 6), (2, 3), (5, 4), None), (3, (1, 2, 5, 4, 5), 2, (3, 2, 3), None),
    (3, (2, 7, 6, 5), (2, 3, 1), None, (0.5, 0.6, 0.9)),
]


@pytest.mark.parametrize("nd, shape, kernel, size, ratio", FRACTIONAL_CASES)
def test_fractional_max_pool_with_given_samples_matches_torch(torch, nd, shape, kernel, size, ratio):
    """With the same random samples, PyTorch's windows, maxima, indices and gradients."""
    rng = np.random.default_rng(4)
    data = rng.standard_normal(shape)
    samples = rng.random((shape[0] if len(shape) == nd + 2 else 1, shape[-nd - 1], nd))

    def fn(lib, x):
        s = lib.tensor(samples)
        return getattr(lib.nn.functional, f"fractional_max_pool{nd}d")(x, kernel, size, ratio, True,
                                                                        _random_samples=s)
    compare(torch, fn, inputs=[data])


def test_fractional_max_pool_draws_its_samples_and_a_nan_wins():
    gradtable.manual_seed(0)
    x = gradtable.randn(2, 3, 9, 9)
    a = gradtable.nn.FractionalMaxPool2d(3, output_ratio=0.5)(x)
    gradtable.manual_seed(0)
    b, idx = gradtable.nn.functional.fractional_max_pool2d(x, 3, output_size=4, return_indices=True)
    assert a.equal(b) and tuple(a.shape) == (2, 3, 4, 4)
    np.testing.assert_array_equal(b.numpy(), np.take_along_axis(x.numpy().reshape(2, 3, -1),
                                                                idx.numpy().reshape(2, 3, -1), -1).reshape(b.shape))
    y = x.clone()
    y[0, 0, 0, 0] = float("nan")
    samples = gradtable.zeros(2, 3, 2)
    out = gradtable.nn.functional.fractional_max_pool2d(y, 3, 4, _random_samples=samples)
    assert np.isnan(out[0, 0, 0, 0].item())


LAYERS = [
    "nn.Conv3d(2, 4, 3)",
    "nn.Conv3d(2, 4, (3, 1, 2), stride=2, padding=1, groups=2, bias=False, padding_mode='reflect')",
    "nn.Conv3d(2, 2, 3, padding='same', dilation=(1, 2, 1))", "nn.ConvTranspose3d(2, 4, 3, stride=2, output_padding=1)",
    "nn.ConvTranspose3d(4, 2, (2, 1, 2), groups=2, bias=False, dilation=2)",
    "nn.MaxPool3d(2)", "nn.MaxPool3d((2, 1, 2), 1, 1, 2, True, True)", "nn.AvgPool3d(2)",
    "nn.AvgPool3d((2, 1, 2), 1, 1, True, False, 3)", "nn.AdaptiveAvgPool3d(2)", "nn.AdaptiveAvgPool3d((2, None, 3))",
    "nn.AdaptiveMaxPool3d(2, True)", "nn.MaxUnpool1d(2)", "nn.MaxUnpool2d(2, 1, 1)", "nn.MaxUnpool3d((2, 2, 1))",
    "nn.LPPool1d(2, 3)", "nn.LPPool2d(1.5, 2, 1, True)", "nn.LPPool3d(2, (2, 2, 1))",
    "nn.FractionalMaxPool2d(2, output_size=3)", "nn.FractionalMaxPool2d(2, output_ratio=0.5, return_indices=True)",
    "nn.FractionalMaxPool3d((2, 2, 1), output_ratio=(0.5, 0.5, 0.7))",
    "nn.FractionalMaxPool2d(2, output_size=3, _random_samples=lib.full((1, 2, 2), 0.5))",
]


@pytest.mark.parametrize("spec", LAYERS)
def test_layers_match_torch(torch, spec):
    layer_matches_torch(torch, spec)


FORWARD = [
    ("nn.Conv3d(2, 4, 3)", (randn(2, 2, 4, 5, 4),), {}),
    ("nn.Conv3d(2, 4, (3, 1, 2), stride=2, padding=1, groups=2, bias=False)", (randn(1, 2, 5, 4, 4),), {}),
    ("nn.Conv3d(2, 2, 3, padding='same', dilation=(1, 2, 1))", (randn(2, 5, 6, 4),), {}),
    ("nn.ConvTranspose3d(2, 4, 3, stride=2, output_padding=1)", (randn(1, 2, 3, 2, 3),), {}),
    ("nn.ConvTranspose3d(4, 2, (2, 1, 2), groups=2, bias=False, dilation=2)", (randn(2, 4, 2, 3, 2),), {}),
    ("nn.MaxPool3d((2, 1, 2), 1, (1, 0, 1), 2, ceil_mode=True)", (randn(1, 2, 4, 5, 4),), {}),
    ("nn.AvgPool3d((2, 1, 2), 1, (1, 0, 1), True, False, 3)", (randn(1, 2, 4, 5, 4),), {}),
    ("nn.AdaptiveAvgPool3d((2, None, 3))", (randn(2, 3, 5, 4, 6),), {}),
    ("nn.AdaptiveMaxPool3d(2)", (randn(2, 3, 5, 4, 6),), {}),
    ("nn.LPPool2d(2, 2, 1, True)", (randn(1, 2, 5, 4),), {}),
    ("nn.LPPool3d(2, (2, 2, 1))", (randn(1, 2, 4, 4, 3),), {}),
]


@pytest.mark.parametrize("spec, inputs, kwargs", FORWARD, ids=[c[0] for c in FORWARD])
def test_layers_forward_matches_torch(torch, spec, inputs, kwargs):
    check_forward(torch, spec, *inputs, **kwargs)


def test_conv_transpose3d_output_size(torch):
    x = randn(1, 2, 3, 3, 3)
    results = []
    for lib in (gradtable, torch):
        lib.manual_seed(0)
        layer = lib.nn.ConvTranspose3d(2, 1, 3, stride=2)
        results.append(tuple(layer(lib.tensor(x), output_size=(8, 7, 8)).shape))
    assert results[0] == results[1] == (1, 1, 8, 7, 8)


ERRORS = [
    ("F.max_pool3d(x, 2)", (2, 4, 4)), ("F.max_pool3d(x, 2, padding=2)", (1, 2, 4, 4, 4)),
    ("F.max_pool3d(x, 0)", (1, 2, 4, 4, 4)), ("F.max_pool3d(x, 5)", (1, 2, 4, 4, 4)),
    ("F.max_pool3d(x, (2, 2))", (1, 2, 4, 4, 4)), ("F.max_pool3d(x, 2, stride=0)", (1, 2, 4, 4, 4)),
    ("F.max_pool3d(x, 2, (1, 1))", (1, 2, 4, 4, 4)), ("F.max_pool3d(x, 2, padding=(1, 1))", (1, 2, 4, 4, 4)),
    ("F.max_pool3d(x, 2, dilation=(1, 0, 1))", (1, 2, 4, 4, 4)), ("F.max_pool3d(x, -1)", (1, 2, 4, 4, 4)),
    ("F.max_pool3d(x, 2, stride=-1)", (1, 2, 4, 4, 4)), ("F.max_pool3d(x, 2, padding=-1)", (1, 2, 4, 4, 4)),
    ("F.max_pool3d(x, 2)", (1, 0, 4, 4, 4)), ("F.max_pool3d(x, 2, padding=(2, 0, 0), dilation=3)", (1, 2, 5, 5, 5)),
    ("F.avg_pool3d(x, 2)", (2, 4, 4)), ("F.avg_pool3d(x, 2, padding=2)", (1, 2, 4, 4, 4)),
    ("F.avg_pool3d(x, 5)", (1, 2, 4, 4, 4)), ("F.avg_pool3d(x, (2, 2))", (1, 2, 4, 4, 4)),
    ("F.avg_pool3d(x, 2, divisor_override=0)", (1, 2, 4, 4, 4)), ("F.avg_pool3d(x, 2, (1, 1))", (1, 2, 4, 4, 4)),
    ("F.avg_pool3d(x, 2)", (1, 2, 0, 4, 4)),
    ("F.adaptive_avg_pool3d(x, 2)", (2, 4, 4)), ("F.adaptive_max_pool3d(x, 2)", (2, 4, 4)),
    ("F.adaptive_avg_pool3d(x, (2, 2))", (1, 2, 4, 4, 4)), ("F.adaptive_max_pool3d(x, 2)", (1, 2, 0, 4, 4)),
    ("F.max_unpool2d(x, x.long(), 2)", (2, 4)), ("F.max_unpool2d(x, x.int(), 2)", (1, 2, 2, 2)),
    ("F.max_unpool2d(x, (x * 0 + 100).long(), 2)", (1, 2, 2, 2)),
    ("F.max_unpool2d(x, x.long()[..., :1], 2)", (1, 2, 2, 2)),
    ("F.max_unpool2d(x, x.long(), 2, output_size=(2, 6))", (1, 2, 2, 2)),
    ("F.max_unpool2d(x, x.long(), 2, output_size=(3, 3, 3))", (1, 2, 2, 2)),
    ("F.max_unpool2d(x, x.long(), 2)", (1, 0, 2, 2)),
    ("F.max_unpool3d(x, (x * 0 + 1000).long(), 2)", (1, 2, 2, 2, 2)), ("F.max_unpool3d(x, x.long(), 2)", (2, 2, 2)),
    ("F.fractional_max_pool2d(x, 3, output_size=3)", (1, 2, 4, 4)), ("F.fractional_max_pool2d(x, 2)", (2, 4, 4)),
    ("F.fractional_max_pool2d(x, 2, 2)", (1, 2, 0, 4)),
    ("F.fractional_max_pool2d(x, 2, output_ratio=(0.5, 0.5, 0.5))", (1, 2, 4, 4)),
    ("F.fractional_max_pool2d(x, 2, 2, _random_samples=x[:, :, :1, :3].reshape(1, 2, 3))", (1, 2, 4, 4)),
    ("F.fractional_max_pool3d(x, 3, output_size=3)", (1, 2, 4, 4, 4)),
]


@pytest.mark.parametrize("call, shape", ERRORS, ids=[f"{c}-{s}" for c, s in ERRORS])
def test_errors_match_torch(torch, call, shape):
    same_error(torch, lambda lib, x: eval(call, {"F": lib.nn.functional, "x": x}), shape)


@pytest.mark.parametrize("spec", [
    "nn.FractionalMaxPool2d(2)", "nn.FractionalMaxPool2d(2, output_size=2, output_ratio=0.5)",
    "nn.FractionalMaxPool2d(2, output_ratio=1.5)", "nn.FractionalMaxPool3d(2, output_ratio=(0.5, 1.0, 0.5))"])
def test_constructor_errors_match_torch(torch, spec):
    with pytest.raises(ValueError) as theirs:
        eval(spec, {"nn": torch.nn})
    with pytest.raises(ValueError) as ours:
        eval(spec, {"nn": gradtable.nn})
    assert str(ours.value) == str(theirs.value)


@pytest.mark.parametrize("call", [
    "lib.conv3d(x, w)", "lib.conv_transpose3d(x, w.transpose(0, 1))", "lib.max_pool3d(x, 2)",
    "lib.max_pool2d(x[0], 2, (1, 2))", "lib.max_pool1d(x[0, 0], 2)", "lib.avg_pool1d(x[0, 0], 3)",
    "lib.adaptive_avg_pool1d(x[0, 0], 2)", "lib.adaptive_max_pool1d(x[0, 0], 2)[1]"])
def test_torch_level_names(torch, call):
    x, w = randn(1, 2, 4, 4, 4).astype(np.float64), randn(3, 2, 2, 2, 2, seed=2).astype(np.float64)
    ours = eval(call, {"lib": gradtable, "x": gradtable.tensor(x), "w": gradtable.tensor(w)})
    theirs = eval(call, {"lib": torch, "x": torch.tensor(x), "w": torch.tensor(w)})
    np.testing.assert_allclose(ours.numpy(), theirs.numpy(), rtol=1e-12)
