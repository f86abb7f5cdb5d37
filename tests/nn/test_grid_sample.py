"""F.grid_sample and torch.grid_sampler against PyTorch: every mode (bilinear, nearest, bicubic) with
every padding mode (zeros, border, reflection) and align_corners, 4-d and 5-d input, points inside and
outside the input; values, the gradients of input and grid, float32; the warning and the error texts.
gradtable composes it of table ops, so it is also differentiable twice (gradgradcheck)."""
import itertools
import warnings

import numpy as np
import pytest

import gradtable

RNG = np.random.default_rng(8)
CASES = [(mode, pad, align, 4) for mode, pad, align in itertools.product(("bilinear", "nearest", "bicubic"),
                                                                         ("zeros", "border", "reflection"),
                                                                         (False, True))]
CASES += [(mode, pad, False, 5) for mode, pad in itertools.product(("bilinear", "nearest"),
                                                                    ("zeros", "border", "reflection"))]


@pytest.mark.parametrize("mode, pad, align, ndim", CASES)
def test_grid_sample_matches_torch(torch, mode, pad, align, ndim):
    shape = (2, 3, 4, 5) if ndim == 4 else (1, 2, 3, 4, 3)
    grid_shape = (shape[0], 3, 2, ndim - 2) if ndim == 4 else (1, 2, 3, 2, 3)
    data, points = RNG.standard_normal(shape), RNG.uniform(-1.4, 1.4, grid_shape)
    weights = RNG.standard_normal((shape[0], shape[1], *grid_shape[1:-1]))
    results = []
    for lib in (gradtable, torch):
        x, grid = lib.tensor(data, requires_grad=True), lib.tensor(points, requires_grad=True)
        out = lib.nn.functional.grid_sample(x, grid, mode, pad, align)
        # (nearest: PyTorch's grid gradient is zeros; here the grid is not in the graph, so None -> zeros)
        gx, ggrid = lib.autograd.grad(out, [x, grid], lib.tensor(weights), allow_unused=True, materialize_grads=True)
        results.append((out, gx, ggrid))
    for a, b in zip(*results):
        assert tuple(a.shape) == tuple(b.shape)
        np.testing.assert_allclose(a.detach().numpy(), b.detach().numpy(), rtol=1e-10, atol=1e-12)


def test_float32_torch_grid_sampler_and_double_backward(torch):
    data, points = RNG.standard_normal((1, 2, 3, 3)).astype(np.float32), RNG.uniform(-1, 1, (1, 2, 2, 2))
    outs = [lib.grid_sampler(lib.tensor(data), lib.tensor(points.astype(np.float32)), 2, 2, True)
            for lib in (gradtable, torch)]
    assert repr(outs[0].dtype) == repr(outs[1].dtype)
    np.testing.assert_allclose(outs[0].numpy(), outs[1].numpy(), rtol=1e-5, atol=1e-6)
    x = gradtable.tensor(data.astype(np.float64), requires_grad=True)
    grid = gradtable.tensor(points, requires_grad=True)
    assert gradtable.autograd.gradgradcheck(
        lambda a, b: gradtable.nn.functional.grid_sample(a, b, "bilinear", "border", False), (x, grid))


ERRORS = [
    "F.grid_sample(x, lib.ones(2, 2, 2, 2), align_corners=False)",
    "F.grid_sample(x, lib.ones(1, 2, 2, 3), align_corners=False)",
    "F.grid_sample(x, lib.ones(1, 2, 2), align_corners=False)",
    "F.grid_sample(lib.ones(1, 2, 3, 4, 5), lib.ones(1, 2, 2, 2, 3), mode='bicubic', align_corners=False)",
    "F.grid_sample(x.int(), lib.ones(1, 2, 2, 2).int(), align_corners=False)",
    "F.grid_sample(x, lib.ones(1, 2, 2, 2, dtype=lib.float64), align_corners=False)",
    "F.grid_sample(x, lib.ones(1, 2, 2, 2), mode='area')",
    "F.grid_sample(x, lib.ones(1, 2, 2, 2), padding_mode='wrap')",
]


@pytest.mark.parametrize("call", ERRORS)
def test_errors_match_torch(torch, call):
    raised = []
    for lib in (gradtable, torch):
        with pytest.raises(Exception) as info:
            eval(call, {"F": lib.nn.functional, "lib": lib, "x": lib.ones(1, 2, 3, 4)})
        raised.append((type(info.value), str(info.value)))
    assert raised[0] == raised[1]


def test_default_align_corners_warns_as_torch(torch):
    messages = []
    for lib in (gradtable, torch):
        with warnings.catch_warnings(record=True) as record:
            warnings.simplefilter("always")
            lib.nn.functional.grid_sample(lib.ones(1, 1, 2, 2), lib.zeros(1, 1, 1, 2))
        messages.append([(w.category, str(w.message)) for w in record])
    assert messages[0] == messages[1] and len(messages[0]) == 1
