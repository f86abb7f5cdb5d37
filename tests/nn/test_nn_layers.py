"""The layers of gradtable.nn against PyTorch's: constructor signatures, parameter and buffer names,
shapes and dtypes, repr, default initialisation, argument errors, and (with PyTorch's weights
copied in through load_state_dict) forward values and gradients."""
import math
import re
import warnings

import numpy as np
import pytest

import gradtable

# Constructor calls written once, evaluated with nn = gradtable.nn and with nn = torch.nn.
LAYERS = [
    "nn.Identity()", "nn.Identity(3, unused=1)",
    "nn.Linear(3, 4)", "nn.Linear(3, 4, bias=False)", "nn.Linear(3, 4, dtype=lib.float64)",
    "nn.Bilinear(2, 3, 4)", "nn.Bilinear(2, 3, 4, bias=False)",
    "nn.Flatten()", "nn.Flatten(0, 2)", "nn.Unflatten(1, (2, 3))", "nn.Unflatten(-1, [2, -1])",
    "nn.Dropout()", "nn.Dropout(0.2, inplace=True)",
    "nn.Conv1d(2, 4, 3)",
    "nn.Conv1d(2, 4, 3, stride=2, padding=1, dilation=2, groups=2, bias=False, padding_mode='reflect')",
    "nn.Conv2d(3, 6, (3, 5))", "nn.Conv2d(2, 4, 3, padding='same')", "nn.Conv2d(2, 2, 1, padding='valid')",
    "nn.Conv2d(4, 4, 3, stride=(2, 1), padding=(1, 2), groups=4, padding_mode='circular')",
    "nn.Conv2d(2, 4, 3, dtype=lib.float64)",
    "nn.MaxPool2d(2)", "nn.MaxPool2d(3, 1, 1, dilation=2, ceil_mode=True)", "nn.MaxPool2d((2, 3), return_indices=True)",
    "nn.AvgPool2d(2)", "nn.AvgPool2d((2, 3), stride=1, padding=1, count_include_pad=False, divisor_override=2)",
    "nn.AdaptiveAvgPool2d((2, 3))", "nn.AdaptiveAvgPool2d(1)",
    "nn.BatchNorm1d(4)", "nn.BatchNorm1d(4, affine=False, momentum=None)", "nn.BatchNorm1d(2, bias=False)",
    "nn.BatchNorm2d(3, track_running_stats=False)", "nn.BatchNorm2d(3, eps=1e-3, momentum=0.3)",
    "nn.LayerNorm(4)", "nn.LayerNorm([2, 3], elementwise_affine=False)", "nn.LayerNorm(4, eps=1e-6, bias=False)",
    "nn.GroupNorm(2, 4)", "nn.GroupNorm(2, 4, affine=False)", "nn.GroupNorm(1, 3, bias=False)",
    "nn.Embedding(10, 3)", "nn.Embedding(10, 3, padding_idx=-2)",
    "nn.Embedding(10, 3, max_norm=1.0, norm_type=1.0, scale_grad_by_freq=True, sparse=True)",
    "nn.MultiheadAttention(8, 2)",
    "nn.MultiheadAttention(8, 2, dropout=0.1, bias=False, add_bias_kv=True, kdim=5, vdim=6, batch_first=True)",
    "nn.ReLU()", "nn.ReLU(inplace=True)", "nn.ReLU6()", "nn.ReLU6(True)", "nn.LeakyReLU()", "nn.LeakyReLU(0.2, True)",
    "nn.ELU()", "nn.ELU(0.5)", "nn.CELU(2.0)", "nn.SELU()", "nn.GELU()", "nn.GELU('tanh')", "nn.SiLU()",
    "nn.Mish()", "nn.Tanh()", "nn.Sigmoid()", "nn.Softmax(dim=1)", "nn.Softmax()", "nn.LogSoftmax(-1)",
    "nn.Softmin(0)", "nn.Softplus()", "nn.Softplus(2, 10)", "nn.Hardtanh()", "nn.Hardtanh(-2.0, 2.0, True)",
    "nn.Hardsigmoid()", "nn.Hardswish()", "nn.LogSigmoid()", "nn.Softsign()", "nn.PReLU()", "nn.PReLU(3, 0.1)",
    "nn.MSELoss()", "nn.L1Loss(reduction='sum')", "nn.SmoothL1Loss(beta=0.5)", "nn.HuberLoss(delta=2.0)",
    "nn.CrossEntropyLoss(weight=lib.ones(3), label_smoothing=0.1)", "nn.NLLLoss(ignore_index=0)",
    "nn.BCELoss()", "nn.BCEWithLogitsLoss(pos_weight=lib.ones(2))", "nn.KLDivLoss(log_target=True)",
]


def build(lib, spec):
    return eval(spec, {"nn": lib.nn, "lib": lib})


def settings(module):
    """A layer's plain settings (the attributes its constructor stores)."""
    return {k: v for k, v in vars(module).items()
            if not k.startswith("_") and isinstance(v, (bool, int, float, str, tuple, list, type(None)))}


def to_gradtable_state(torch_module):
    return {k: gradtable.tensor(v.detach().numpy()) for k, v in torch_module.state_dict().items()}


@pytest.mark.parametrize("spec", LAYERS)
def test_layer_matches_torch(torch, spec):
    ours, theirs = build(gradtable, spec), build(torch, spec)
    assert repr(ours) == repr(theirs)
    assert settings(ours) == settings(theirs)
    ours_state, theirs_state = ours.state_dict(), theirs.state_dict()
    assert list(ours_state) == list(theirs_state)
    for name, value in theirs_state.items():
        assert tuple(ours_state[name].shape) == tuple(value.shape), name
        assert str(ours_state[name].dtype) == str(value.dtype), name
    assert [(n, p.requires_grad) for n, p in ours.named_parameters()] == \
        [(n, p.requires_grad) for n, p in theirs.named_parameters()]
    assert [n for n, _ in ours.named_buffers()] == [n for n, _ in theirs.named_buffers()]
    assert all(type(p) is gradtable.nn.Parameter for p in ours.parameters())
    assert ours.training and not ours.eval().training
    # A PyTorch checkpoint loads into the gradtable layer, with no key left over.
    result = ours.load_state_dict(to_gradtable_state(theirs))
    assert not result.missing_keys and not result.unexpected_keys


# -- default initialisation ------------------------------------------------------
@pytest.mark.parametrize("spec, fan_in", [("nn.Linear(50, 40)", 50), ("nn.Conv2d(6, 8, (3, 5), groups=2)", 45),
                                          ("nn.Conv1d(4, 8, 5)", 20), ("nn.Bilinear(30, 20, 10)", 30)])
def test_uniform_default_init_bounds(torch, spec, fan_in):
    """Linear/Conv: kaiming_uniform_(a=sqrt(5)) = U(-1/sqrt(fan_in), 1/sqrt(fan_in)), bias the same;
    Bilinear: U(-1/sqrt(in1), 1/sqrt(in1)) for both."""
    bound = 1 / math.sqrt(fan_in)
    ours, theirs = build(gradtable, spec), build(torch, spec)
    for name, p in ours.named_parameters():
        values = p.detach().numpy()
        assert np.abs(values).max() <= bound + 1e-7, name
        assert np.abs(values).max() > 0.5 * bound, name
        if values.size >= 400:  # enough values for the spread to be a fair test
            assert values.std() == pytest.approx(bound / math.sqrt(3), rel=0.1), name
            assert values.std() == pytest.approx(theirs.get_parameter(name).detach().numpy().std(), rel=0.15), name


def test_embedding_default_init(torch):
    emb = gradtable.nn.Embedding(1000, 50, padding_idx=3)
    w = emb.weight.detach().numpy()
    assert w[3].tolist() == [0.0] * 50
    assert abs(w.mean()) < 0.02 and abs(w.std() - 1.0) < 0.02


def test_deterministic_default_inits_equal_torch(torch):
    for spec in ("nn.BatchNorm2d(5)", "nn.LayerNorm((2, 3))", "nn.GroupNorm(2, 4)", "nn.PReLU(3, 0.1)"):
        ours, theirs = build(gradtable, spec), build(torch, spec)
        for name, value in theirs.state_dict().items():
            np.testing.assert_array_equal(ours.state_dict()[name].numpy(), value.numpy(), err_msg=name)


def test_multihead_attention_default_init(torch):
    mha = gradtable.nn.MultiheadAttention(16, 4, add_bias_kv=True)
    bound = math.sqrt(6 / (16 + 48))  # xavier_uniform_ on (3E, E)
    w = mha.in_proj_weight.detach().numpy()
    assert np.abs(w).max() <= bound and np.abs(w).max() > 0.9 * bound
    assert not mha.in_proj_bias.detach().numpy().any() and not mha.out_proj.bias.detach().numpy().any()
    assert np.abs(mha.out_proj.weight.detach().numpy()).max() <= 1 / 4  # Linear's default, fan_in 16


def test_from_pretrained(torch):
    weights = [[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]
    ours = gradtable.nn.Embedding.from_pretrained(gradtable.tensor(weights), padding_idx=1)
    theirs = torch.nn.Embedding.from_pretrained(torch.tensor(weights), padding_idx=1)
    assert repr(ours) == repr(theirs)
    assert not ours.weight.requires_grad and ours.weight.tolist() == weights
    assert gradtable.nn.Embedding.from_pretrained(gradtable.tensor(weights), freeze=False).weight.requires_grad


def test_legacy_size_average_matches_torch(torch):
    for lib in (torch, gradtable):
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            losses = [lib.nn.MSELoss(size_average=False), lib.nn.NLLLoss(reduce=False),
                      lib.nn.L1Loss(size_average=True, reduce=True)]
        facts = ([loss.reduction for loss in losses], [str(w.message) for w in caught])
        if lib is torch:
            expected = facts
    assert facts == expected


@pytest.mark.parametrize("spec", [
    "nn.Conv2d(3, 4, 3, groups=0)", "nn.Conv2d(3, 4, 3, groups=2)", "nn.Conv2d(4, 3, 3, groups=2)",
    "nn.Conv2d(2, 2, 3, padding='full')", "nn.Conv2d(2, 2, 3, stride=2, padding='same')",
    "nn.Conv1d(2, 2, 3, padding_mode='mirror')", "nn.Dropout(1.5)", "nn.Dropout(-0.1)",
    "nn.Embedding(5, 2, padding_idx=5)", "nn.Embedding(5, 2, padding_idx=-6)", "nn.Hardtanh(1.0, 0.5)",
    "nn.GroupNorm(3, 4)", "nn.MultiheadAttention(8, 3)", "nn.MultiheadAttention(0, 2)",
    "nn.Unflatten(1, 6)", "nn.Unflatten(1, (2, 3.0))",
    "nn.BatchNorm1d(3)(lib.ones(2, 3, 4, 5))", "nn.BatchNorm2d(3)(lib.ones(2, 3))",
    "nn.Embedding.from_pretrained(lib.ones(3))"])
def test_constructor_errors_match_torch(torch, spec):
    with pytest.raises(Exception) as expected:
        build(torch, spec)
    with pytest.raises(type(expected.value)) as got:
        build(gradtable, spec)
    assert _sets_sorted(str(got.value)) == _sets_sorted(str(expected.value))


def _sets_sorted(message):
    """A set printed in a message (`{'reflect', 'zeros'}`) lists its items in hash order, which
    varies between processes and .pyc files: compare such sets by their sorted items."""
    return re.sub(r"\{([^{}]*)\}", lambda m: "{" + ", ".join(sorted(m.group(1).split(", "))) + "}", message)


# -- forward values and gradients --------------------------------------------------
def check_forward(torch, spec, *inputs, train=True, output_index=None, atol=1e-5, rtol=1e-4):
    """Build the layer in both libraries, give ours PyTorch's weights, run both on the same inputs
    (NumPy arrays; float ones require grad), and compare outputs, input and parameter gradients,
    and the state afterwards (e.g. BatchNorm's running statistics)."""
    theirs = build(torch, spec)
    ours = build(gradtable, spec)
    ours.load_state_dict(to_gradtable_state(theirs))
    ours.train(train)
    theirs.train(train)
    ours_in = [gradtable.tensor(x, requires_grad=x.dtype.kind == "f") if isinstance(x, np.ndarray) else x
               for x in inputs]
    theirs_in = [torch.tensor(x, requires_grad=x.dtype.kind == "f") if isinstance(x, np.ndarray) else x
                 for x in inputs]
    out_ours, out_theirs = ours(*ours_in), theirs(*theirs_in)
    if output_index is not None:
        out_ours, out_theirs = out_ours[output_index], out_theirs[output_index]
    np.testing.assert_allclose(out_ours.detach().numpy(), out_theirs.detach().numpy(), atol=atol, rtol=rtol)
    assert out_ours.dtype.__repr__() == repr(out_theirs.dtype)
    if out_theirs.requires_grad:
        g = np.random.default_rng(0).standard_normal(tuple(out_theirs.shape)).astype(np.float32)
        out_ours.backward(gradtable.tensor(g, dtype=out_ours.dtype))
        out_theirs.backward(torch.tensor(g, dtype=out_theirs.dtype))
        for a, b in zip(ours_in, theirs_in):
            if isinstance(b, torch.Tensor) and b.requires_grad:
                np.testing.assert_allclose(a.grad.numpy(), b.grad.numpy(), atol=atol, rtol=rtol)
        for name, p in theirs.named_parameters():
            mine = ours.get_parameter(name)
            if p.grad is None:
                assert mine.grad is None, name
            else:
                np.testing.assert_allclose(mine.grad.numpy(), p.grad.numpy(), atol=atol, rtol=rtol, err_msg=name)
    for name, value in theirs.state_dict().items():
        np.testing.assert_allclose(ours.state_dict()[name].numpy(), value.numpy(), atol=atol, rtol=rtol,
                                   err_msg=name)
    return out_ours


def randn(*shape, seed=1):
    return np.random.default_rng(seed).standard_normal(shape).astype(np.float32)


FORWARD_CASES = [
    ("nn.Identity()", (randn(2, 3),), {}),
    ("nn.Flatten()", (randn(2, 3, 4),), {}),
    ("nn.Flatten(0, 1)", (randn(2, 3, 4),), {}),
    ("nn.Unflatten(1, (2, 3))", (randn(4, 6, 2),), {}),
    ("nn.Unflatten(-1, (2, -1))", (randn(4, 6),), {}),
    ("nn.ReLU()", (randn(3, 4),), {}),
    ("nn.Tanh()", (randn(3, 4),), {}),
    ("nn.Sigmoid()", (randn(3, 4),), {}),
    ("nn.Softmax(dim=1)", (randn(3, 4),), {}),
    ("nn.LogSoftmax(dim=-1)", (randn(2, 3, 4),), {}),
    ("nn.MSELoss()", (randn(3, 4), randn(3, 4, seed=2)), {}),
    ("nn.MSELoss(reduction='none')", (randn(3, 4), randn(3, 4, seed=2)), {}),
    ("nn.BCEWithLogitsLoss(pos_weight=lib.tensor([2.0, 0.5, 1.0]))",
     (randn(4, 3), (randn(4, 3, seed=3) > 0).astype(np.float32)), {}),
    ("nn.Bilinear(3, 4, 5)", (randn(6, 3), randn(6, 4, seed=2)), {}),
    ("nn.Bilinear(3, 4, 2, bias=False)", (randn(2, 7, 3), randn(2, 7, 4, seed=2)), {}),
    ("nn.Conv1d(2, 4, 3)", (randn(2, 2, 7),), {}),
    ("nn.Conv1d(2, 4, 3, stride=2, padding=1, dilation=2, groups=2, bias=False)", (randn(2, 2, 9),), {}),
    ("nn.Conv2d(3, 6, (3, 2))", (randn(2, 3, 6, 5),), {}),
    ("nn.Conv2d(2, 4, 3, padding='same', dilation=2)", (randn(1, 2, 7, 6),), {}),
    ("nn.Conv2d(4, 4, 3, stride=(2, 1), padding=(1, 2), groups=4)", (randn(2, 4, 6, 5),), {}),
    ("nn.Conv2d(2, 3, 3, dtype=lib.float64)", (randn(1, 2, 5, 5).astype(np.float64),), {}),
    ("nn.MaxPool2d(2)", (randn(2, 3, 6, 6),), {}),
    ("nn.MaxPool2d(3, 1, 1, dilation=2, ceil_mode=True)", (randn(1, 2, 7, 8),), {}),
    ("nn.MaxPool2d((2, 3), return_indices=True)", (randn(2, 2, 6, 6),), {"output_index": 0}),
    ("nn.AvgPool2d(2)", (randn(2, 3, 6, 6),), {}),
    ("nn.AvgPool2d((2, 3), stride=1, padding=1, count_include_pad=False, divisor_override=2)",
     (randn(1, 2, 5, 6),), {}),
    ("nn.AvgPool2d(3, stride=2, padding=1, ceil_mode=True)", (randn(1, 2, 6, 7),), {}),
    ("nn.AdaptiveAvgPool2d((2, 3))", (randn(2, 3, 7, 8),), {}),
    ("nn.AdaptiveAvgPool2d(1)", (randn(2, 3, 5, 4),), {}),
    ("nn.ReLU6()", (4 * randn(3, 4),), {}),
    ("nn.LeakyReLU(0.2)", (randn(3, 4),), {}),
    ("nn.ELU(0.5)", (randn(3, 4),), {}),
    ("nn.CELU(2.0)", (randn(3, 4),), {}),
    ("nn.SELU()", (randn(3, 4),), {}),
    ("nn.GELU()", (randn(3, 4),), {}),
    ("nn.GELU('tanh')", (randn(3, 4),), {}),
    ("nn.SiLU()", (randn(3, 4),), {}),
    ("nn.Mish()", (randn(3, 4),), {}),
    ("nn.Softplus(2, 1)", (randn(3, 4),), {}),
    ("nn.Hardtanh(-0.5, 0.8)", (randn(3, 4),), {}),
    ("nn.Hardsigmoid()", (4 * randn(3, 4),), {}),
    ("nn.Hardswish()", (4 * randn(3, 4),), {}),
    ("nn.LogSigmoid()", (randn(3, 4),), {}),
    ("nn.Softsign()", (randn(3, 4),), {}),
    ("nn.L1Loss(reduction='sum')", (randn(3, 4), randn(3, 4, seed=2)), {}),
    ("nn.SmoothL1Loss(beta=0.5)", (randn(3, 4), randn(3, 4, seed=2)), {}),
    ("nn.HuberLoss(delta=0.7, reduction='none')", (randn(3, 4), randn(3, 4, seed=2)), {}),
    ("nn.CrossEntropyLoss()", (randn(4, 3), np.array([0, 2, 1, 2])), {}),
    ("nn.CrossEntropyLoss(weight=lib.tensor([0.5, 2.0, 1.0]), label_smoothing=0.1, ignore_index=1)",
     (randn(4, 3, 2), np.array([[0, 1], [2, 1], [1, 1], [2, 0]])), {}),
    ("nn.CrossEntropyLoss(reduction='sum')", (randn(4, 3), np.abs(randn(4, 3, seed=5))), {}),
    ("nn.NLLLoss(ignore_index=0)", (randn(5, 4), np.array([0, 3, 1, 2, 3])), {}),
    ("nn.NLLLoss(weight=lib.tensor([1.0, 2.0, 0.5]), reduction='none')", (randn(3, 3), np.array([2, 0, 1])), {}),
    ("nn.BCELoss(weight=lib.tensor([1.0, 2.0, 0.5]))",
     (1 / (1 + np.exp(-randn(4, 3))), (randn(4, 3, seed=3) > 0).astype(np.float32)), {}),
    ("nn.KLDivLoss(reduction='batchmean')", (randn(3, 4), np.abs(randn(3, 4, seed=2))), {}),
    ("nn.KLDivLoss(reduction='sum', log_target=True)", (randn(3, 4), randn(3, 4, seed=2)), {}),
    ("nn.Softmin(dim=1)", (randn(3, 4),), {}),
    ("nn.PReLU()", (randn(3, 4),), {}),
    ("nn.PReLU(3, 0.1)", (randn(2, 3, 4),), {}),
    ("nn.Linear(3, 4)", (randn(5, 3),), {}),
    ("nn.Linear(3, 4, bias=False)", (randn(2, 5, 3),), {}),
    ("nn.Linear(3, 2)", (randn(3),), {}),
    ("nn.Linear(3, 2, dtype=lib.float64)", (randn(4, 3).astype(np.float64),), {}),
    ("nn.Dropout(0.3)", (randn(4, 5),), {"train": False}),
    ("nn.Embedding(10, 3)", (np.array([[1, 2, 2], [9, 0, 1]]),), {}),
    ("nn.Embedding(10, 3, padding_idx=2)", (np.array([[1, 2, 2], [9, 0, 1]]),), {}),
    ("nn.LayerNorm(4)", (randn(3, 4),), {}),
    ("nn.LayerNorm([2, 3], elementwise_affine=False)", (randn(4, 2, 3),), {}),
    ("nn.LayerNorm(4, eps=1e-3, bias=False)", (randn(2, 3, 4),), {}),
    ("nn.GroupNorm(2, 4)", (randn(3, 4, 5),), {}),
    ("nn.GroupNorm(1, 3, affine=False)", (randn(2, 3, 2, 2),), {}),
    ("nn.BatchNorm1d(4)", (randn(6, 4),), {}),
    ("nn.BatchNorm1d(4)", (randn(6, 4),), {"train": False}),
    ("nn.BatchNorm1d(3, momentum=None, affine=False)", (randn(4, 3, 5),), {}),
    ("nn.BatchNorm2d(3)", (randn(2, 3, 4, 4),), {}),
    ("nn.BatchNorm2d(3, eps=1e-3, momentum=0.3)", (randn(2, 3, 2, 5),), {"train": False}),
    ("nn.BatchNorm2d(3, track_running_stats=False)", (randn(2, 3, 4, 4),), {"train": False}),
    ("nn.Sequential(nn.Conv2d(2, 4, 3, padding=1), nn.BatchNorm2d(4), nn.ReLU(), nn.MaxPool2d(2), nn.Flatten(), "
     "nn.Dropout(0.5), nn.Linear(16, 3), nn.LogSoftmax(dim=1))", (randn(2, 2, 4, 4),), {"train": False}),
]


@pytest.mark.parametrize("spec, inputs, kwargs", FORWARD_CASES, ids=[c[0] for c in FORWARD_CASES])
def test_forward_matches_torch(torch, spec, inputs, kwargs):
    check_forward(torch, spec, *inputs, **kwargs)


def test_max_pool_indices_match_torch(torch):
    x = randn(2, 2, 6, 6)
    _, ours = gradtable.nn.MaxPool2d((2, 3), return_indices=True)(gradtable.tensor(x))
    _, theirs = torch.nn.MaxPool2d((2, 3), return_indices=True)(torch.tensor(x))
    np.testing.assert_array_equal(ours.numpy(), theirs.numpy())


def test_sequential_model_trains_like_torch(torch):
    """A small model: PyTorch's weights, the same loss, the same gradients for every parameter."""
    spec = "nn.Sequential(nn.Flatten(), nn.Bilinear(6, 6, 4), nn.Tanh(), nn.LogSoftmax(dim=1))"
    x = randn(5, 2, 3)
    theirs = build(torch, spec)
    ours = build(gradtable, spec)
    ours.load_state_dict(to_gradtable_state(theirs))
    flat_t, flat_o = theirs[0](torch.tensor(x)), ours[0](gradtable.tensor(x))
    out_t = theirs[3](theirs[2](theirs[1](flat_t, flat_t)))
    out_o = ours[3](ours[2](ours[1](flat_o, flat_o)))
    loss_t, loss_o = -out_t[:, 0].mean(), -out_o[:, 0].mean()
    loss_t.backward()
    loss_o.backward()
    assert loss_o.item() == pytest.approx(loss_t.item(), rel=1e-5)
    for name, p in theirs.named_parameters():
        np.testing.assert_allclose(ours.get_parameter(name).grad.numpy(), p.grad.numpy(), atol=1e-5)


def test_batch_norm_running_statistics_over_steps(torch):
    """Several training steps (including momentum=None's cumulative average), then eval."""
    for spec in ("nn.BatchNorm1d(3)", "nn.BatchNorm1d(3, momentum=None)", "nn.BatchNorm2d(2, momentum=0.5)"):
        ours, theirs = build(gradtable, spec), build(torch, spec)
        shape = (4, 3) if "1d" in spec else (3, 2, 2, 2)
        for step in range(3):
            x = randn(*shape, seed=step)
            ours(gradtable.tensor(x))
            theirs(torch.tensor(x))
        for name, value in theirs.state_dict().items():
            np.testing.assert_allclose(ours.state_dict()[name].numpy(), value.numpy(), rtol=1e-5, atol=1e-6)
        x = randn(*shape, seed=9)
        np.testing.assert_allclose(ours.eval()(gradtable.tensor(x)).detach().numpy(),
                                   theirs.eval()(torch.tensor(x)).detach().numpy(),
                                   rtol=1e-5, atol=1e-5)


def test_dropout_in_training(torch):
    gradtable.manual_seed(0)
    drop = gradtable.nn.Dropout(0.25)
    x = gradtable.ones(200, 100, requires_grad=True)
    y = drop(x)
    values = y.detach().numpy()
    assert set(np.unique(values)) <= {0.0, np.float32(1 / 0.75)}
    assert abs((values == 0).mean() - 0.25) < 0.02
    y.sum().backward()
    np.testing.assert_array_equal(x.grad.numpy(), values)  # the gradient is the same mask
    assert drop.eval()(x) is x or drop(x).equal(x)


MHA_CASES = [
    ("nn.MultiheadAttention(8, 2)", {}),
    ("nn.MultiheadAttention(8, 2, batch_first=True)", {"need_weights": False}),
    ("nn.MultiheadAttention(8, 4, kdim=5, vdim=6, bias=False)", {"average_attn_weights": False}),
    ("nn.MultiheadAttention(8, 2, add_bias_kv=True, add_zero_attn=True)", {"attn_mask": "bool"}),
    ("nn.MultiheadAttention(8, 2)", {"attn_mask": "float", "key_padding_mask": True}),
    ("nn.MultiheadAttention(8, 2, add_bias_kv=True)", {"key_padding_mask": True, "unbatched": True}),
]


@pytest.mark.parametrize("spec, options", MHA_CASES, ids=[f"{s}-{sorted(o)}" for s, o in MHA_CASES])
def test_multihead_attention_matches_torch(torch, spec, options):
    options = dict(options)
    unbatched = options.pop("unbatched", False)
    theirs, ours = build(torch, spec), build(gradtable, spec)
    ours.load_state_dict(to_gradtable_state(theirs))
    L, S, N, E = 3, 4, 2, 8
    kdim, vdim = theirs.kdim, theirs.vdim
    batch_first = theirs.batch_first
    shapes = [(L, E), (S, kdim), (S, vdim)]
    arrays = [randn(*(s if unbatched else ((N,) + s if batch_first else (s[0], N, s[1]))), seed=i)
              for i, s in enumerate(shapes)]
    kwargs_ours, kwargs_theirs = {}, {}
    mask = options.pop("attn_mask", None)
    if mask == "bool":
        m = np.triu(np.ones((L, S), dtype=bool), k=1)
        kwargs_ours["attn_mask"], kwargs_theirs["attn_mask"] = gradtable.tensor(m), torch.tensor(m)
    elif mask == "float":
        m = randn(N * 2, L, S, seed=7)
        kwargs_ours["attn_mask"], kwargs_theirs["attn_mask"] = gradtable.tensor(m), torch.tensor(m)
    if options.pop("key_padding_mask", False):
        m = np.zeros(S if unbatched else (N, S), dtype=bool)
        m[..., -1] = True
        kwargs_ours["key_padding_mask"], kwargs_theirs["key_padding_mask"] = gradtable.tensor(m), torch.tensor(m)
    kwargs_ours.update(options)
    kwargs_theirs.update(options)
    ours_in = [gradtable.tensor(a, requires_grad=True) for a in arrays]
    theirs_in = [torch.tensor(a, requires_grad=True) for a in arrays]
    out_o, w_o = ours(*ours_in, **kwargs_ours)
    out_t, w_t = theirs(*theirs_in, **kwargs_theirs)
    np.testing.assert_allclose(out_o.detach().numpy(), out_t.detach().numpy(), atol=1e-5, rtol=1e-4)
    assert (w_o is None) == (w_t is None)
    loss_o, loss_t = (out_o * out_o).sum(), (out_t * out_t).sum()
    if w_t is not None:
        np.testing.assert_allclose(w_o.detach().numpy(), w_t.detach().numpy(), atol=1e-6, rtol=1e-4)
        loss_o, loss_t = loss_o + (w_o * w_o).sum(), loss_t + (w_t * w_t).sum()
    loss_o.backward()
    loss_t.backward()
    for a, b in zip(ours_in, theirs_in):
        np.testing.assert_allclose(a.grad.numpy(), b.grad.numpy(), atol=1e-5, rtol=1e-4)
    for name, p in theirs.named_parameters():
        np.testing.assert_allclose(ours.get_parameter(name).grad.numpy(), p.grad.numpy(), atol=1e-5, rtol=1e-4,
                                   err_msg=name)


def test_mlp_training_steps_match_torch(torch):
    """Three SGD steps on a Linear/ReLU/Linear classifier with CrossEntropyLoss: same losses and weights."""
    spec = "nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 3))"
    theirs, ours = build(torch, spec), build(gradtable, spec)
    ours.load_state_dict(to_gradtable_state(theirs))
    x, y = randn(6, 4), np.array([0, 1, 2, 1, 0, 2])
    for _step in range(3):
        losses = []
        for lib, model in ((gradtable, ours), (torch, theirs)):
            model.zero_grad()
            loss = lib.nn.CrossEntropyLoss()(model(lib.tensor(x)), lib.tensor(y))
            loss.backward()
            with lib.no_grad():
                for p in model.parameters():
                    p -= 0.1 * p.grad
            losses.append(loss.item())
        assert losses[0] == pytest.approx(losses[1], rel=1e-5)
    for name, value in theirs.state_dict().items():
        np.testing.assert_allclose(ours.state_dict()[name].numpy(), value.numpy(), atol=1e-6, err_msg=name)
