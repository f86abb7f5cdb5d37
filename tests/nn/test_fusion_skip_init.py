"""nn.utils.fuse_conv_bn_* / fuse_linear_bn_* and skip_init against PyTorch: the fused layer's
parameters (values, dtype, requires_grad, type) and output equal PyTorch's and equal bn(layer(x));
the eval-mode and shape checks raise PyTorch's errors."""
import numpy as np
import pytest
from test_nn_layers import randn, to_gradtable_state

import gradtable

CASES = [
    ("nn.Conv2d(3, 4, 2)", "nn.BatchNorm2d(4)", (2, 3, 5, 5), False),
    ("nn.Conv1d(3, 4, 2, bias=False)", "nn.BatchNorm1d(4, affine=False)", (2, 3, 6), False),
    ("nn.ConvTranspose2d(3, 4, 2)", "nn.BatchNorm2d(4)", (2, 3, 4, 4), True),
    ("nn.Linear(3, 4)", "nn.BatchNorm1d(4)", (5, 3), None),
    ("nn.Linear(3, 4, bias=False)", "nn.BatchNorm1d(1)", (5, 1, 3), None),
]


def _pair(lib, layer_spec, bn_spec, theirs=None):
    layer, bn = eval(layer_spec, {"nn": lib.nn}), eval(bn_spec, {"nn": lib.nn})
    if theirs is None:
        with lib.no_grad():
            # running statistics that are not the defaults, so the fusion has something to fold
            bn.running_mean.copy_(lib.linspace(-1, 1, bn.num_features))
            bn.running_var.copy_(lib.linspace(0.5, 2, bn.num_features))
            if bn.affine:
                bn.weight.copy_(lib.linspace(0.3, 1.7, bn.num_features))
                bn.bias.copy_(lib.linspace(-0.2, 0.4, bn.num_features))
    else:
        layer.load_state_dict(to_gradtable_state(theirs[0]))
        bn.load_state_dict(to_gradtable_state(theirs[1]))
    return layer.eval(), bn.eval()


@pytest.mark.parametrize("layer_spec, bn_spec, shape, transpose", CASES)
def test_fused_layer_matches_torch(torch, layer_spec, bn_spec, shape, transpose):
    theirs = _pair(torch, layer_spec, bn_spec)
    ours = _pair(gradtable, layer_spec, bn_spec, theirs)
    x = randn(*shape)
    results = []
    for lib, (layer, bn) in ((gradtable, ours), (torch, theirs)):
        utils = lib.nn.utils
        if transpose is None:
            fused = utils.fuse_linear_bn_eval(layer, bn)
        else:
            fused = utils.fuse_conv_bn_eval(layer, bn, transpose=transpose)
        assert type(fused) is type(layer) and fused is not layer
        expected = bn(layer(lib.tensor(x))) if transpose is not None or bn.num_features != 1 else None
        out = fused(lib.tensor(x))
        if expected is not None:
            np.testing.assert_allclose(out.detach().numpy(), expected.detach().numpy(), rtol=1e-5, atol=1e-5)
        results.append([out.detach().numpy(), [(n, p.detach().numpy(), str(p.dtype), p.requires_grad,
                                                type(p).__name__) for n, p in fused.named_parameters()]])
    np.testing.assert_allclose(results[0][0], results[1][0], rtol=1e-5, atol=1e-6)
    for a, b in zip(results[0][1], results[1][1]):
        assert a[0] == b[0] and a[2:] == b[2:]
        np.testing.assert_allclose(a[1], b[1], rtol=1e-6, atol=1e-7)


def test_fuse_weights_keep_dtypes_and_defaults(torch):
    results = []
    for lib in (gradtable, torch):
        w = lib.ones(4, 3, 2, dtype=lib.float64, requires_grad=True)
        rm, rv = lib.zeros(4), lib.ones(4) * 3
        fw, fb = lib.nn.utils.fuse_conv_bn_weights(w, None, rm, rv, 1e-5, None, None)
        lw, lb = lib.nn.utils.fuse_linear_bn_weights(w[:, :, 0], lib.ones(4, dtype=lib.float16), rm, rv, 1e-5,
                                                      lib.ones(4), lib.zeros(4))
        results.append([(t.detach().float().numpy().round(5).tolist(), str(t.dtype), t.requires_grad)
                        for t in (fw, fb, lw, lb)])
    assert results[0] == results[1]


@pytest.mark.parametrize("call", [
    "U.fuse_conv_bn_eval(nn.Conv2d(3, 4, 2), nn.BatchNorm2d(4).eval())",
    "U.fuse_conv_bn_eval(nn.Conv2d(3, 4, 2).eval(), nn.BatchNorm2d(4, track_running_stats=False).eval())",
    "U.fuse_linear_bn_eval(nn.Linear(3, 4).eval(), nn.BatchNorm1d(4))",
    "U.fuse_linear_bn_eval(nn.Linear(3, 4).eval(), nn.BatchNorm1d(3).eval())",
    "U.skip_init(int)", "U.skip_init(nn.ReLU)",
])
def test_errors_match_torch(torch, call):
    caught = []
    for lib in (torch, gradtable):
        try:
            eval(call, {"nn": lib.nn, "U": lib.nn.utils})
        except Exception as err:  # noqa: BLE001 - the comparison is the point
            caught.append((type(err).__name__, str(err)))
    assert len(caught) == 2 and caught[0] == caught[1]


def test_skip_init_builds_the_module(torch):
    for lib in (gradtable, torch):
        m = lib.nn.utils.skip_init(lib.nn.Linear, 5, out_features=2, bias=False, dtype=lib.float64)
        assert repr(m) == "Linear(in_features=5, out_features=2, bias=False)"
        assert m.weight.shape == (2, 5) and m.weight.dtype == lib.float64 and m.weight.requires_grad
