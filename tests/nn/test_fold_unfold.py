"""F.unfold / F.fold and the Unfold / Fold layers against PyTorch: values, gradients and double
backward (Im2ColBackward0 / Col2ImBackward0), batched and unbatched inputs, every size argument,
non-contiguous input, the layers' repr, and the error texts of the argument checks."""
import numpy as np
import pytest

import gradtable

RNG = np.random.default_rng(11)

UNFOLD = [  # (input shape, kernel_size, dilation, padding, stride)
    ((2, 3, 5, 6), 2, 1, 0, 1), ((3, 5, 6), (2, 3), (2, 1), (1, 0), (2, 1)), ((1, 2, 4, 4), 3, 1, 1, 2),
    ((0, 2, 4, 4), 2, 1, 0, 1), ((2, 1, 3, 3), 3, 1, 0, 1), ((1, 2, 5, 7), (1, 2), 2, (2, 1), (3, 2)),
]


def _second_order(lib, out, x):
    (g,) = lib.autograd.grad(out, x, lib.tensor(np.cos(np.arange(out.numel())).reshape(tuple(out.shape))),
                             create_graph=True)
    (gg,) = lib.autograd.grad((g * g).sum(), x) if g.requires_grad else (None,)
    return g, gg


@pytest.mark.parametrize("shape, k, d, p, s", UNFOLD)
def test_unfold_and_fold_match_torch(torch, shape, k, d, p, s):
    data = RNG.standard_normal(shape)
    results = []
    for lib in (gradtable, torch):
        F = lib.nn.functional
        x = lib.tensor(data, requires_grad=True)
        cols = F.unfold(x, k, dilation=d, padding=p, stride=s)
        g, gg = _second_order(lib, cols, x)
        c = lib.tensor(cols.detach().numpy() * 1.5, requires_grad=True)
        image = F.fold(c, shape[-2:], k, d, p, s)
        fg, fgg = _second_order(lib, image, c)
        results.append((cols, cols.grad_fn.name(), g, gg, image, image.grad_fn.name(), fg, fgg))
    for a, b in zip(*results):
        if isinstance(b, str) or b is None:
            assert a == b
        else:
            np.testing.assert_allclose(a.detach().numpy(), b.detach().numpy(), rtol=1e-12, atol=1e-12)
            assert a.shape == b.shape


def test_unfold_non_contiguous_and_float32(torch):
    data = RNG.standard_normal((2, 6, 5, 3)).astype(np.float32)
    outs = [lib.nn.functional.unfold(lib.tensor(data).permute(0, 3, 2, 1), (2, 2), padding=1)
            for lib in (gradtable, torch)]
    assert outs[0].dtype.__repr__() == repr(outs[1].dtype)
    np.testing.assert_allclose(outs[0].numpy(), outs[1].numpy(), rtol=1e-6)


def test_fold_sums_overlaps_and_layers_match_torch(torch):
    results = []
    for lib in (gradtable, torch):
        fold, unfold = lib.nn.Fold((4, 5), 2, stride=1), lib.nn.Unfold(2, padding=1)
        ones = lib.ones(1, 3, 4, 5)
        results.append((repr(fold), repr(unfold), repr(lib.nn.Fold(4, (2, 3), stride=[1, 2])),
                        fold(lib.nn.Unfold(2)(ones)).numpy(), unfold(ones).numpy(), dict(fold.state_dict())))
    for a, b in zip(*results):
        if isinstance(b, np.ndarray):
            np.testing.assert_array_equal(a, b)
        else:
            assert a == b


ERRORS = [
    "F.unfold(x, 2, padding=-1)", "F.unfold(x, 0)", "F.unfold(x, 7)", "F.unfold(x, 2, stride=0)",
    "F.unfold(x, (2, 2, 2))", "F.unfold(x, 2, dilation=0)", "F.unfold(x[:, :0], 2)", "F.unfold(x[0, 0], 2)",
    "F.fold(lib.ones(2, 12, 5), (4, 5), 2)", "F.fold(lib.ones(2, 13, 20), (5, 6), 2)",
    "F.fold(lib.ones(2, 12, 19), (5, 6), 2)", "F.fold(lib.ones(2, 12, 20), (5, 6, 1), 2)",
    "F.fold(lib.ones(2, 0, 20), (5, 6), 2)", "F.fold(lib.ones(12, 20), (5, 6), 2, padding=-1)",
]


@pytest.mark.parametrize("call", ERRORS)
def test_errors_match_torch(torch, call):
    raised = []
    for lib in (gradtable, torch):
        with pytest.raises(Exception) as info:
            eval(call, {"F": lib.nn.functional, "lib": lib, "x": lib.ones(2, 3, 5, 6)})
        raised.append((type(info.value), str(info.value)))
    assert raised[0] == raised[1]
