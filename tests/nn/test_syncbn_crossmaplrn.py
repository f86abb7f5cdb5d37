"""nn.SyncBatchNorm (BatchNorm on the CPU without a process group, as PyTorch) with
convert_sync_batchnorm, and nn.CrossMapLRN2d (the legacy local response norm), against PyTorch:
repr, state dicts, outputs, gradients, running statistics, errors. CrossMapLRN2d's forward is
PyTorch's; its gradient is the exact one of that forward (gradcheck and gradgradcheck), where
PyTorch's hand-written backward is not (its own gradcheck fails): docs/nn.md."""
import numpy as np
import pytest
from test_nn_layers import check_forward, randn
from test_nn_layers import test_layer_matches_torch as layer_matches_torch

import gradtable

LAYERS = ["nn.SyncBatchNorm(3)", "nn.SyncBatchNorm(4, momentum=None, affine=False)",
          "nn.SyncBatchNorm(2, track_running_stats=False, bias=False)", "nn.CrossMapLRN2d(5)",
          "nn.CrossMapLRN2d(3, alpha=0.5, beta=0.6, k=2)"]


@pytest.mark.parametrize("spec", LAYERS)
def test_layers_match_torch(torch, spec):
    layer_matches_torch(torch, spec)


@pytest.mark.parametrize("spec, shape, train", [("nn.SyncBatchNorm(3)", (4, 3), True),
                                                 ("nn.SyncBatchNorm(3)", (2, 3, 4, 5), True),
                                                 ("nn.SyncBatchNorm(3, momentum=None)", (2, 3, 2, 2, 2), True),
                                                 ("nn.SyncBatchNorm(3)", (4, 3, 2), False),
                                                 ("nn.SyncBatchNorm(3, track_running_stats=False)", (4, 3), False)])
def test_sync_batch_norm_forward_matches_torch(torch, spec, shape, train):
    check_forward(torch, spec, randn(*shape), train=train)


def test_convert_sync_batchnorm_matches_torch(torch):
    seen = []
    for lib in (gradtable, torch):
        nn = lib.nn
        model = nn.Sequential(nn.Conv2d(1, 3, 1), nn.BatchNorm2d(3), nn.InstanceNorm2d(3),
                              nn.Sequential(nn.BatchNorm1d(2, affine=False).eval()))
        weight = model[1].weight
        converted = nn.SyncBatchNorm.convert_sync_batchnorm(model)
        single = nn.SyncBatchNorm.convert_sync_batchnorm(nn.BatchNorm3d(2))
        seen.append((repr(converted), converted is model, converted[1].weight is weight,
                     converted[3][0].training, type(single).__name__, list(converted.state_dict())))
    assert seen[0] == seen[1]


SYNC_ERRORS = ["nn.SyncBatchNorm(3)(lib.ones(3))", "nn.SyncBatchNorm(0)(lib.ones(2, 0, 3))"]


@pytest.mark.parametrize("call", SYNC_ERRORS)
def test_sync_batch_norm_errors_match_torch(torch, call):
    raised = []
    for lib in (gradtable, torch):
        with pytest.raises(Exception) as info:
            eval(call, {"nn": lib.nn, "lib": lib})
        raised.append((type(info.value), str(info.value)))
    assert raised[0] == raised[1]


@pytest.mark.parametrize("size", [1, 2, 3, 4, 5, 9])
def test_cross_map_lrn2d_values_match_torch_and_gradients_are_exact(torch, size):
    data = np.random.default_rng(size).standard_normal((2, 7, 3, 2))
    outs = [lib.nn.CrossMapLRN2d(size, alpha=0.5, beta=0.75, k=1.5)(lib.tensor(data)).numpy()
            for lib in (gradtable, torch)]
    np.testing.assert_allclose(outs[0], outs[1], rtol=1e-13, atol=1e-15)
    layer = gradtable.nn.CrossMapLRN2d(size, alpha=0.5, beta=0.75, k=1.5)
    x = gradtable.tensor(data[:1, :, :2, :1], requires_grad=True)
    assert gradtable.autograd.gradcheck(layer, (x,))
    assert gradtable.autograd.gradgradcheck(layer, (x,))


def test_cross_map_lrn2d_float32_and_errors_match_torch(torch):
    data = randn(2, 3, 2, 2)
    outs = [lib.nn.CrossMapLRN2d(2)(lib.tensor(data)) for lib in (gradtable, torch)]
    assert repr(outs[0].dtype) == repr(outs[1].dtype)
    np.testing.assert_allclose(outs[0].numpy(), outs[1].numpy(), rtol=1e-6)
    for shape in ((2, 3), (2, 3, 4)):
        raised = []
        for lib in (gradtable, torch):
            with pytest.raises(ValueError) as info:
                lib.nn.CrossMapLRN2d(3)(lib.ones(*shape))
            raised.append(str(info.value))
        assert raised[0] == raised[1]
