"""RMSNorm / rms_norm, BatchNorm3d, InstanceNorm3d and F.one_hot against PyTorch: values, gradients
(double backward for rms_norm), grad_fn names, dtypes (float16 computed in float32 and cast back;
a float64 weight does not widen a float32 input), the layers' repr / state dict, and error texts."""
import warnings

import numpy as np
import pytest
from test_nn_layers import check_forward, randn
from test_nn_layers import test_layer_matches_torch as layer_matches_torch

import gradtable

RMS_CASES = [
    ("x", (4,), None, None), ("x", (3, 4), "w34", None), ("x", [4], "w4", 0.1), ("x", (4,), "w4", 1e-3),
    ("zeros", (4,), "w4", None),  # rms 0: eps alone keeps it finite
    ("empty", (4,), "w4", None),
]


def _rms_inputs(lib, name, weight, dtype):
    rng = np.random.default_rng(2)
    values = {"x": rng.standard_normal((2, 3, 4)), "zeros": np.zeros((2, 4)), "empty": np.zeros((0, 4))}[name]
    w = {"w34": rng.standard_normal((3, 4)), "w4": rng.standard_normal(4), None: None}[weight]
    x = lib.tensor(values, dtype=getattr(lib, dtype), requires_grad=True)
    return x, (None if w is None else lib.tensor(w, dtype=getattr(lib, dtype), requires_grad=True))


@pytest.mark.parametrize("dtype", ["float64", "float32"])
@pytest.mark.parametrize("name, shape, weight, eps", RMS_CASES)
def test_rms_norm_matches_torch(torch, name, shape, weight, eps, dtype):
    results = []
    for lib in (gradtable, torch):
        x, w = _rms_inputs(lib, name, weight, dtype)
        out = lib.nn.functional.rms_norm(x, shape, w, eps)
        inputs = [t for t in (x, w) if t is not None]
        g = lib.tensor(np.random.default_rng(3).standard_normal(tuple(out.shape)), dtype=out.dtype)
        grads = lib.autograd.grad(out, inputs, g, create_graph=True)
        second = lib.autograd.grad(sum((v * v).sum() for v in grads), inputs, allow_unused=True)
        results.append((out, out.grad_fn.name(), grads, second))
    tol = {"rtol": 1e-10, "atol": 1e-12} if dtype == "float64" else {"rtol": 1e-5, "atol": 1e-6}
    ours, theirs = results
    np.testing.assert_allclose(ours[0].detach().numpy(), theirs[0].detach().numpy(), **tol)
    assert str(ours[0].dtype) == str(theirs[0].dtype)
    assert ours[1] == theirs[1]
    for a, b in zip(ours[2] + ours[3], theirs[2] + theirs[3]):
        assert (a is None) == (b is None)
        if b is not None:
            np.testing.assert_allclose(a.detach().numpy(), b.detach().numpy(), **tol)


def test_rms_norm_low_precision_and_mixed_dtypes(torch):
    """float16 is normalised in float32 (eps is float32's) and cast back (ToCopyBackward0); a float64
    weight on float32 input gives float32 (PyTorch also warns it cannot use its fused kernel)."""
    x = np.random.default_rng(4).standard_normal((3, 5))
    for dtype, wdtype in (("float16", None), ("bfloat16", "float32"), ("float32", "float64"), ("float64", "float32")):
        results = []
        for lib in (gradtable, torch):
            xt = lib.tensor(x, dtype=getattr(lib, dtype), requires_grad=True)
            w = None if wdtype is None else lib.linspace(0.5, 1.5, 5, dtype=getattr(lib, wdtype))
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                out = lib.rms_norm(xt, [5], w)
            results.append((out.detach().float().numpy(), str(out.dtype), out.grad_fn.name()))
        np.testing.assert_allclose(results[0][0], results[1][0], rtol=1e-2 if "16" in dtype else 1e-6)
        assert results[0][1:] == results[1][1:]


RMS_ERRORS = [
    "F.rms_norm(x, (5,))", "F.rms_norm(x, (3, 5))", "F.rms_norm(x, (4,), lib.ones(3))", "F.rms_norm(x, ())",
    "F.rms_norm(x, 4)", "F.rms_norm(lib.tensor([1, 2]), (2,))", "F.rms_norm(x[0, 0, 0], (1,))",
    "F.rms_norm(x[0, 0, 0], ())",
]


@pytest.mark.parametrize("call", RMS_ERRORS)
def test_rms_norm_errors_match_torch(torch, call):
    caught = []
    for lib in (torch, gradtable):
        try:
            eval(call, {"F": lib.nn.functional, "lib": lib, "x": lib.ones(2, 3, 4)})
        except Exception as err:  # noqa: BLE001 - the comparison is the point
            caught.append((type(err).__name__, str(err)))
    assert len(caught) == 2 and caught[0] == caught[1]


LAYERS = ["nn.RMSNorm(4)", "nn.RMSNorm([3, 4], eps=1e-3)", "nn.RMSNorm(4, elementwise_affine=False)",
          "nn.BatchNorm3d(3)", "nn.BatchNorm3d(3, affine=False, track_running_stats=False)",
          "nn.InstanceNorm3d(3)", "nn.InstanceNorm3d(3, affine=True, track_running_stats=True)"]


@pytest.mark.parametrize("spec", LAYERS)
def test_layers_match_torch(torch, spec):
    layer_matches_torch(torch, spec)


@pytest.mark.parametrize("spec, inputs, train", [
    ("nn.RMSNorm([3, 4])", (randn(2, 3, 4),), True),
    ("nn.RMSNorm(4, eps=0.5)", (randn(3, 4),), True),
    ("nn.BatchNorm3d(3)", (randn(2, 3, 2, 3, 2),), True),
    ("nn.BatchNorm3d(3, momentum=None)", (randn(2, 3, 2, 2, 2),), False),
    ("nn.InstanceNorm3d(3, affine=True, track_running_stats=True)", (randn(2, 3, 2, 3, 2),), True),
    ("nn.InstanceNorm3d(3)", (randn(3, 2, 3, 2),), True),
])
def test_layers_forward_match_torch(torch, spec, inputs, train):
    check_forward(torch, spec, *inputs, train=train)


@pytest.mark.parametrize("spec, shape", [("nn.BatchNorm3d(3)", (2, 3, 4, 4)), ("nn.InstanceNorm3d(3)", (3, 4, 4)),
                                         ("nn.InstanceNorm3d(3, affine=True)", (2, 2, 2, 2, 2))])
def test_norm3d_errors_match_torch(torch, spec, shape):
    caught = []
    for lib in (torch, gradtable):
        try:
            eval(spec, {"nn": lib.nn})(lib.ones(*shape))
        except Exception as err:  # noqa: BLE001 - the comparison is the point
            caught.append((type(err).__name__, str(err)))
    assert len(caught) == 2 and caught[0] == caught[1]


ONE_HOT = ["[0, 2, 1]", "[[1, 0], [3, 3]]", "2", "[]"]


@pytest.mark.parametrize("num_classes", [-1, 4, 6])
@pytest.mark.parametrize("values", ONE_HOT)
def test_one_hot_matches_torch(torch, values, num_classes):
    results = []
    for lib in (gradtable, torch):
        t = lib.tensor(eval(values), dtype=lib.long)
        try:
            out = lib.nn.functional.one_hot(t, num_classes)
            results.append((out.numpy().tolist(), tuple(out.shape), str(out.dtype), out.requires_grad))
        except RuntimeError as err:
            results.append(str(err))
    assert results[0] == results[1]


def test_one_hot_of_a_view_and_by_keyword(torch):
    for lib in (gradtable, torch):
        t = lib.tensor([[3, 1], [0, 2]]).t()
        out = lib.nn.functional.one_hot(input=t, num_classes=5)
        assert out.is_contiguous() and out.shape == (2, 2, 5)
        assert out.numpy().tolist() == [[[0, 0, 0, 1, 0], [1, 0, 0, 0, 0]], [[0, 1, 0, 0, 0], [0, 0, 1, 0, 0]]]


@pytest.mark.parametrize("call", [
    "F.one_hot(lib.tensor([0.0, 2.0]))", "F.one_hot(lib.tensor([0, 2], dtype=lib.int32))",
    "F.one_hot(lib.tensor([0, -1]))", "F.one_hot(lib.tensor([0, 3]), 3)", "F.one_hot(lib.tensor([1]), -2)",
    "F.one_hot(lib.tensor([1]), 0)", "F.one_hot(lib.tensor([], dtype=lib.long), 0)",
    "F.one_hot(lib.tensor([1]), 3.0)",
])
def test_one_hot_errors_match_torch(torch, call):
    caught = []
    for lib in (torch, gradtable):
        try:
            eval(call, {"F": lib.nn.functional, "lib": lib})
        except Exception as err:  # noqa: BLE001 - the comparison is the point
            caught.append((type(err).__name__, str(err)))
    assert len(caught) == 2 and caught[0] == caught[1]


def test_relu_in_place_functional(lib):
    x = lib.tensor([-1.0, 2.0], requires_grad=True)
    y = x.clone()
    assert lib.nn.functional.relu_(y) is y
    assert y.grad_fn.name() == "ReluBackward0"
    assert y.tolist() == [0.0, 2.0]


@pytest.mark.parametrize("dim", [-1, 0, 1, 2, -2])
def test_weight_norm_and_norm_except_dim_match_torch(torch, dim):
    """torch._weight_norm / norm_except_dim over every dim (the table's samples leave out dim=-1,
    where PyTorch's forward AD fails): values and gradients, and the fused node over dim 0 / the last."""
    rng = np.random.default_rng(8)
    v = rng.standard_normal((3, 4, 2))
    g_shape = () if dim == -1 else tuple(s if i == dim % 3 else 1 for i, s in enumerate(v.shape))
    g = rng.random(g_shape) + 0.5
    results = []
    for lib in (gradtable, torch):
        vt, gt = lib.tensor(v, requires_grad=True), lib.tensor(g, requires_grad=True)
        out = lib._weight_norm(vt, gt, dim)
        norms = lib.norm_except_dim(vt, 2, dim)
        grads = lib.autograd.grad((out * out).sum() + norms.sum(), (vt, gt))
        results.append((out.detach().numpy(), norms.detach().numpy(), [x.numpy() for x in grads],
                        out.grad_fn.name()))
    for a, b in zip(results[0][:2] + tuple(results[0][2]), results[1][:2] + tuple(results[1][2])):
        np.testing.assert_allclose(a, b, rtol=1e-10, atol=1e-12)
    assert results[0][3] == results[1][3]
