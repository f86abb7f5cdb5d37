"""nn.functional losses, normalisation and attention: what the table samples cannot say.

Error messages, warnings, in-place running statistics, ignore_index and label smoothing
semantics, and grad_fn names of composites, each checked against PyTorch (the oracle).
"""
import warnings

import numpy as np
import pytest

import gradtable
from gradtable.autograd import gradcheck, gradgradcheck

RNG = np.random.default_rng(0)


def both(torch, array, requires_grad=False):
    """The same values as a gradtable tensor and a torch tensor."""
    array = np.asarray(array)
    ours = gradtable.tensor(array, requires_grad=requires_grad)
    theirs = torch.tensor(array, requires_grad=requires_grad)
    return ours, theirs


def assert_close(ours, theirs, rtol=1e-7, atol=1e-10):
    np.testing.assert_allclose(ours.detach().numpy(), theirs.detach().numpy(), rtol=rtol, atol=atol)


def outcome(fn):
    """(exception type name, message) or ('ok', None), with warnings recorded as well."""
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            fn()
            result = ("ok", None)
        except Exception as err:  # noqa: BLE001 - the type is part of what is compared
            result = (type(err).__name__, str(err))
    return result, [str(w.message) for w in caught if issubclass(w.category, UserWarning)]


# -- errors and warnings, text for text -----------------------------------------------------------

X34 = RNG.standard_normal((3, 4))
P34 = RNG.uniform(0.1, 0.9, (3, 4))
ERROR_CASES = {
    "nll target out of range": lambda F, L, x: F.nll_loss(x, L.tensor([0, 5, 1])),
    "nll negative target": lambda F, L, x: F.nll_loss(x, L.tensor([0, -1, 1])),
    "nll batch mismatch": lambda F, L, x: F.nll_loss(x, L.tensor([0, 1])),
    "nll float target": lambda F, L, x: F.nll_loss(x, L.tensor([0., 1., 1.])),
    "nll int32 target": lambda F, L, x: F.nll_loss(x, L.tensor([0, 1, 1], dtype=L.int32)),
    "nll weight size": lambda F, L, x: F.nll_loss(x, L.tensor([0, 1, 1]), weight=L.ones(3, dtype=L.float64)),
    "nll weight dtype": lambda F, L, x: F.nll_loss(x, L.tensor([0, 1, 1]), weight=L.ones(4)),
    "nll scalar input": lambda F, L, x: F.nll_loss(x.sum(), L.tensor(0)),
    "nll bad reduction": lambda F, L, x: F.nll_loss(x, L.tensor([0, 1, 1]), reduction="foo"),
    "nll 3-D target size": lambda F, L, x: F.nll_loss(x.view(1, 3, 4), L.zeros(1, 5, dtype=L.int64)),
    "nll 4-D target size": lambda F, L, x: F.nll_loss(x.view(1, 3, 2, 2), L.zeros(1, 2, 3, dtype=L.int64)),
    "nll 4-D target rank": lambda F, L, x: F.nll_loss(x.view(1, 3, 2, 2), L.zeros(1, 2, dtype=L.int64)),
    "nll legacy size_average": lambda F, L, x: F.nll_loss(x, L.tensor([0, 1, 1]), size_average=False),
    "nll legacy reduce": lambda F, L, x: F.nll_loss(x, L.tensor([0, 1, 1]), reduce=False),
    "ce target out of range": lambda F, L, x: F.cross_entropy(x, L.tensor([0, 4, 1])),
    "ce probabilities of wrong shape": lambda F, L, x: F.cross_entropy(x, x.detach()[:, :3].softmax(1)),
    "ce integer probabilities": lambda F, L, x: F.cross_entropy(x[0, 0], L.tensor(0)),
    "ce label_smoothing > 1": lambda F, L, x: F.cross_entropy(x, L.tensor([0, 1, 1]), label_smoothing=1.5),
    "ce ignore_index with probabilities": lambda F, L, x: F.cross_entropy(x, x.detach().softmax(1), ignore_index=1),
    "ce weight size with probabilities": lambda F, L, x: F.cross_entropy(x, x.detach().softmax(1),
                                                                        weight=L.ones(3, dtype=L.float64)),
    "kl_div mean warning": lambda F, L, x: F.kl_div(x, x.detach().exp()),
    "smooth_l1 negative beta": lambda F, L, x: F.smooth_l1_loss(x, x.detach(), beta=-1.0),
    "smooth_l1 size warning": lambda F, L, x: F.smooth_l1_loss(x, x.detach()[0]),
    "smooth_l1 not broadcastable": lambda F, L, x: F.smooth_l1_loss(x, x.detach()[:, :3]),
    "huber delta": lambda F, L, x: F.huber_loss(x, x.detach(), delta=0.0),
    "huber weight size": lambda F, L, x: F.huber_loss(x, x.detach(), weight=L.ones(4, dtype=L.float64)),
    "l1 weight size": lambda F, L, x: F.l1_loss(x, x.detach(), weight=L.ones(4, dtype=L.float64)),
    "l1 weighted bad reduction": lambda F, L, x: F.l1_loss(x, x.detach(), reduction="foo", weight=x.detach()),
    "mse legacy size_average": lambda F, L, x: F.mse_loss(x, x.detach() * 2, size_average=False),
    "mse legacy reduce": lambda F, L, x: F.mse_loss(x, x.detach() * 2, reduce=False),
    "mse size warning": lambda F, L, x: F.mse_loss(x, x.detach()[0]),
    "mse not broadcastable": lambda F, L, x: F.mse_loss(x, x.detach()[:, :3]),
    "mse weight size": lambda F, L, x: F.mse_loss(x, x.detach(), weight=L.ones(4, dtype=L.float64)),
    "mse bad reduction": lambda F, L, x: F.mse_loss(x, x.detach(), reduction="foo"),
    "mse weighted bad reduction": lambda F, L, x: F.mse_loss(x, x.detach(), reduction="foo", weight=x.detach()),
    "bce input range": lambda F, L, x: F.binary_cross_entropy(x, x.detach().sigmoid()),
    "bce target range": lambda F, L, x: F.binary_cross_entropy(x.sigmoid(), x.detach()),
    "bce target size": lambda F, L, x: F.binary_cross_entropy(x.sigmoid(), x.detach()[0].sigmoid()),
    "bce target dtype": lambda F, L, x: F.binary_cross_entropy(x.sigmoid(), x.detach().float().sigmoid()),
    "bce weight requires grad": lambda F, L, x: F.binary_cross_entropy(x.sigmoid(), x.detach().sigmoid(),
                                                                       weight=x.detach().requires_grad_()),
    "bce_with_logits pos_weight requires grad": lambda F, L, x: F.binary_cross_entropy_with_logits(
        x, x.detach().sigmoid(), pos_weight=L.ones(4, dtype=L.float64, requires_grad=True)),
    "bce_with_logits integer target": lambda F, L, x: F.binary_cross_entropy_with_logits(x, L.ones(3, 4, dtype=L.long)),
    "bce_with_logits bool target": lambda F, L, x: F.binary_cross_entropy_with_logits(
        x, L.ones(3, 4, dtype=L.bool), pos_weight=L.ones(4, dtype=L.float64)),
    "nll weight requires grad": lambda F, L, x: F.nll_loss(x, L.tensor([0, 1, 1]),
                                                           weight=L.ones(4, dtype=L.float64, requires_grad=True)),
    "layer_norm shape": lambda F, L, x: F.layer_norm(x, (5,)),
    "layer_norm weight shape": lambda F, L, x: F.layer_norm(x, (4,), L.ones(3, dtype=L.float64)),
    "layer_norm empty shape": lambda F, L, x: F.layer_norm(x, ()),
    "layer_norm bare int": lambda F, L, x: F.layer_norm(x, 4),
    "batch_norm eval without stats": lambda F, L, x: F.batch_norm(x, None, None),
    "batch_norm stats size": lambda F, L, x: F.batch_norm(x, L.zeros(3, dtype=L.float64), L.ones(3, dtype=L.float64)),
    "batch_norm weight size": lambda F, L, x: F.batch_norm(x, None, None, L.ones(3, dtype=L.float64), training=True),
    "batch_norm one value per channel": lambda F, L, x: F.batch_norm(x[:1], None, None, training=True),
    "group_norm groups": lambda F, L, x: F.group_norm(x.view(1, 4, 3), 3),
    "group_norm rank": lambda F, L, x: F.group_norm(x[0], 2),
    "group_norm weight": lambda F, L, x: F.group_norm(x.view(1, 4, 3), 2, L.ones(3, dtype=L.float64)),
    "sdpa causal with mask": lambda F, L, x: F.scaled_dot_product_attention(x, x, x, x.detach()[:, :3], is_causal=True),
}


@pytest.mark.parametrize("name", list(ERROR_CASES))
def test_errors_and_warnings_match_pytorch(name, torch):
    fn = ERROR_CASES[name]
    ours_x, theirs_x = both(torch, X34, requires_grad=True)
    ours = outcome(lambda: fn(gradtable.nn.functional, gradtable, ours_x))
    theirs = outcome(lambda: fn(torch.nn.functional, torch, theirs_x))
    assert ours == theirs


# -- grad_fn names of composites --------------------------------------------------------------------

GRAD_FN_CASES = {
    "nll 2-D": lambda F, L, x: F.nll_loss(x, L.tensor([0, 2, 1])),
    "nll 1-D": lambda F, L, x: F.nll_loss(x[0], L.tensor(2)),
    "nll 3-D": lambda F, L, x: F.nll_loss(x.view(1, 3, 4), L.tensor([[0, 1, 2, 0]])),
    "nll 3-D none": lambda F, L, x: F.nll_loss(x.view(1, 3, 4), L.tensor([[0, 1, 2, 0]]), reduction="none"),
    "nll 4-D none": lambda F, L, x: F.nll_loss(x.view(1, 3, 2, 2), L.tensor([[[0, 1], [2, 0]]]), reduction="none"),
    "ce indices": lambda F, L, x: F.cross_entropy(x, L.tensor([0, 2, 1])),
    "ce label smoothing": lambda F, L, x: F.cross_entropy(x, L.tensor([0, 2, 1]), label_smoothing=0.1),
    "ce probabilities none": lambda F, L, x: F.cross_entropy(x, x.detach().softmax(1), reduction="none"),
    "l1 mean": lambda F, L, x: F.l1_loss(x, x.detach() * 2),
    "l1 none": lambda F, L, x: F.l1_loss(x, x.detach() * 2, reduction="none"),
    "kl_div batchmean": lambda F, L, x: F.kl_div(x, x.detach(), reduction="batchmean", log_target=True),
    "kl_div none": lambda F, L, x: F.kl_div(x, x.detach().exp(), reduction="none"),
    "layer_norm": lambda F, L, x: F.layer_norm(x, (4,)),
    "batch_norm": lambda F, L, x: F.batch_norm(x, None, None, training=True),
    "group_norm": lambda F, L, x: F.group_norm(x.view(1, 4, 3), 2),
    "normalize": lambda F, L, x: F.normalize(x),
    "cosine_similarity": lambda F, L, x: F.cosine_similarity(x, x.detach() + 1),
    "smooth_l1 beta 0.5": lambda F, L, x: F.smooth_l1_loss(x, x.detach() * 2, beta=0.5),
    "mse mean": lambda F, L, x: F.mse_loss(x, x.detach() * 2),
    "mse broadcast target": lambda F, L, x: F.mse_loss(x, x.detach()[0] * 2, reduce=False),
    "mse weighted mean": lambda F, L, x: F.mse_loss(x, x.detach() * 2, weight=x.detach().abs()),
    "mse weighted sum": lambda F, L, x: F.mse_loss(x, x.detach() * 2, reduction="sum", weight=x.detach().abs()),
    "mse weighted none": lambda F, L, x: F.mse_loss(x, x.detach() * 2, reduction="none", weight=x.detach().abs()),
    "mse legacy sum": lambda F, L, x: F.mse_loss(x, x.detach() * 2, size_average=False),
}


@pytest.mark.parametrize("name", list(GRAD_FN_CASES))
def test_composite_grad_fn_names_match_pytorch(name, torch):
    fn = GRAD_FN_CASES[name]
    ours_x, theirs_x = both(torch, X34, requires_grad=True)
    ours = fn(gradtable.nn.functional, gradtable, ours_x)
    theirs = fn(torch.nn.functional, torch, theirs_x)
    assert ours.grad_fn.name() == theirs.grad_fn.name()
    assert_close(ours, theirs)


# -- nll_loss / cross_entropy semantics --------------------------------------------------------------

def test_ignored_targets_get_no_gradient_and_do_not_count_in_the_mean(lib):
    F = lib.nn.functional
    x = lib.tensor([[1.0, 2.0, 3.0], [0.5, 0.1, 0.2], [2.0, 0.0, 1.0]], dtype=lib.float64, requires_grad=True)
    target = lib.tensor([2, -100, 0])
    loss = F.cross_entropy(x, target)
    loss.backward()
    assert x.grad[1].abs().sum().item() == 0.0
    kept = F.cross_entropy(x[[0, 2]], target[[0, 2]])
    assert abs(loss.item() - kept.item()) < 1e-12


def test_label_smoothing_equals_smoothed_probability_targets(lib):
    """With class-index targets, smoothing s is the cross entropy against (1 - s) one_hot + s / C."""
    F = lib.nn.functional
    x = lib.tensor(X34, requires_grad=True)
    target = lib.tensor([3, 0, 1])
    smoothed = F.cross_entropy(x, target, label_smoothing=0.2)
    probabilities = lib.tensor(np.eye(4)[[3, 0, 1]] * 0.8 + 0.05)
    assert abs(smoothed.item() - F.cross_entropy(x, probabilities).item()) < 1e-12


@pytest.mark.parametrize("kwargs", [dict(), dict(weight=True), dict(ignore_index=1), dict(weight=True, ignore_index=0),
                                    dict(reduction="sum", label_smoothing=0.3), dict(reduction="none", weight=True)])
def test_cross_entropy_with_indices_against_pytorch(torch, kwargs):
    kwargs = dict(kwargs)
    kwargs.setdefault("label_smoothing", 0.1)
    x = RNG.standard_normal((6, 4, 2))
    target = RNG.integers(0, 4, (6, 2))
    ours_x, theirs_x = both(torch, x, requires_grad=True)
    ours_t, theirs_t = both(torch, target)
    ours_kw, theirs_kw = dict(kwargs), dict(kwargs)
    if kwargs.pop("weight", False):
        ours_kw["weight"], theirs_kw["weight"] = both(torch, RNG.uniform(0.5, 2, 4))
    ours = gradtable.nn.functional.cross_entropy(ours_x, ours_t, **ours_kw)
    theirs = torch.nn.functional.cross_entropy(theirs_x, theirs_t, **theirs_kw)
    assert_close(ours, theirs)
    ours.sum().backward()
    theirs.sum().backward()
    assert_close(ours_x.grad, theirs_x.grad)


def test_empty_batch_mean_is_nan_as_in_pytorch(torch):
    ours = gradtable.nn.functional.nll_loss(gradtable.zeros(0, 4), gradtable.zeros(0, dtype=gradtable.int64))
    theirs = torch.nn.functional.nll_loss(torch.zeros(0, 4), torch.zeros(0, dtype=torch.int64))
    assert np.isnan(ours.item()) and np.isnan(theirs.item())


# -- weighted regression losses (PyTorch composes these in Python) ---------------------------------------

@pytest.mark.parametrize("op", ["l1_loss", "mse_loss", "huber_loss"])
@pytest.mark.parametrize("reduction", ["mean", "sum", "none"])
def test_weighted_losses_against_pytorch(torch, op, reduction):
    """huber_loss(weight=...) keeps one HuberLossBackward0 node where PyTorch shows Mul/Mean:
    values and first and second derivatives (input, target and weight) must still agree."""
    arrays = RNG.standard_normal((3, 3, 4)) * 2
    arrays[2] = np.abs(arrays[2])
    ours = [gradtable.tensor(a, requires_grad=True) for a in arrays]
    theirs = [torch.tensor(a, requires_grad=True) for a in arrays]
    out_ours = getattr(gradtable.nn.functional, op)(ours[0], ours[1], reduction=reduction, weight=ours[2])
    out_theirs = getattr(torch.nn.functional, op)(theirs[0], theirs[1], reduction=reduction, weight=theirs[2])
    assert_close(out_ours, out_theirs)
    g_ours = gradtable.autograd.grad(out_ours.sum(), ours, create_graph=True)
    g_theirs = torch.autograd.grad(out_theirs.sum(), theirs, create_graph=True)
    for a, b in zip(g_ours, g_theirs):
        assert_close(a, b)
    gg_ours = gradtable.autograd.grad(sum((g * g).sum() for g in g_ours), ours, allow_unused=True,
                                      materialize_grads=True)
    gg_theirs = torch.autograd.grad(sum((g * g).sum() for g in g_theirs), theirs, allow_unused=True,
                                    materialize_grads=True)
    for a, b in zip(gg_ours, gg_theirs):
        assert_close(a, b)


def test_bce_clamps_log_at_minus_100(torch):
    ours_p, theirs_p = both(torch, [0.0, 1.0, 0.5], requires_grad=True)
    ours_y, theirs_y = both(torch, [1.0, 0.0, 0.3], requires_grad=True)
    ours = gradtable.nn.functional.binary_cross_entropy(ours_p, ours_y, reduction="none")
    theirs = torch.nn.functional.binary_cross_entropy(theirs_p, theirs_y, reduction="none")
    assert_close(ours, theirs)
    assert ours[0].item() == 100.0
    ours.sum().backward()
    theirs.sum().backward()
    assert_close(ours_p.grad, theirs_p.grad)
    assert_close(ours_y.grad, theirs_y.grad)  # +-inf where the input is 0 or 1, as PyTorch


@pytest.mark.parametrize("dtypes", [("float64", "float32"), ("float32", "float64"), ("float16", "float32")])
@pytest.mark.parametrize("kwargs", [{}, {"pos_weight": "float64", "weight": "float64", "reduction": "sum"}])
def test_bce_with_logits_result_has_the_targets_dtype(torch, dtypes, kwargs):
    """PyTorch writes the loss into a tensor of the target's dtype ((1 - target).mul_(input)...), whatever
    the input's and the weights'; each gradient has its own input's dtype (float16: a float16 rounding apart)."""
    def run(lib):
        x = lib.tensor([0.3, -2.0, 5.0], dtype=getattr(lib, dtypes[0]), requires_grad=True)
        y = lib.tensor([1.0, 0.0, 0.25], dtype=getattr(lib, dtypes[1]), requires_grad=True)
        extra = {k: lib.tensor([2.0, 0.5, 1.0], dtype=getattr(lib, v)) if k != "reduction" else v
                 for k, v in kwargs.items()}
        loss = lib.nn.functional.binary_cross_entropy_with_logits(x, y, reduction="none", **extra) \
            if "reduction" not in extra else lib.nn.functional.binary_cross_entropy_with_logits(x, y, **extra)
        return (loss,) + lib.autograd.grad(loss.sum(), [x, y])
    for ours, theirs in zip(run(gradtable), run(torch)):
        assert str(ours.dtype) == str(theirs.dtype)
        assert_close(ours.float(), theirs.float(), rtol=4e-3 if "float16" in dtypes else 1e-6, atol=1e-6)


# -- batch_norm running statistics ---------------------------------------------------------------------

@pytest.mark.parametrize("shape", [(8, 3), (4, 3, 5), (2, 3, 2, 2)])
def test_batch_norm_updates_running_statistics_like_pytorch(torch, shape):
    ours_mean, theirs_mean = both(torch, np.zeros(3))
    ours_var, theirs_var = both(torch, np.ones(3))
    for step in range(3):
        x = RNG.standard_normal(shape) * (step + 1) + step
        ours_x, theirs_x = both(torch, x, requires_grad=True)
        ours = gradtable.nn.functional.batch_norm(ours_x, ours_mean, ours_var, training=True, momentum=0.3)
        theirs = torch.nn.functional.batch_norm(theirs_x, theirs_mean, theirs_var, training=True, momentum=0.3)
        assert_close(ours, theirs)
        assert_close(ours_mean, theirs_mean)
        assert_close(ours_var, theirs_var)  # moved towards the unbiased batch variance
    assert not ours_mean.requires_grad and ours_mean.grad_fn is None
    x = RNG.standard_normal(shape)
    ours_x, theirs_x = both(torch, x, requires_grad=True)
    ours = gradtable.nn.functional.batch_norm(ours_x, ours_mean, ours_var)
    theirs = torch.nn.functional.batch_norm(theirs_x, theirs_mean, theirs_var)
    assert_close(ours, theirs)  # evaluation uses the running statistics
    ours.sum().backward()
    theirs.sum().backward()
    assert_close(ours_x.grad, theirs_x.grad)


# -- scaled_dot_product_attention ---------------------------------------------------------------------

def test_sdpa_causal_matches_pytorch_and_is_twice_differentiable(torch):
    """PyTorch runs is_causal without a mask in a kernel with no double backward; gradtable's
    composite has one, checked by finite differences."""
    q, k, v = (RNG.standard_normal((2, 4, 3)) for _ in range(3))
    ours = [gradtable.tensor(a, requires_grad=True) for a in (q, k, v)]
    theirs = [torch.tensor(a, requires_grad=True) for a in (q, k, v)]
    out_ours = gradtable.nn.functional.scaled_dot_product_attention(*ours, is_causal=True)
    out_theirs = torch.nn.functional.scaled_dot_product_attention(*theirs, is_causal=True)
    assert_close(out_ours, out_theirs)
    for a, b in zip(gradtable.autograd.grad(out_ours.sum(), ours), torch.autograd.grad(out_theirs.sum(), theirs)):
        assert_close(a, b)
    fn = lambda *t: gradtable.nn.functional.scaled_dot_product_attention(*t, is_causal=True)  # noqa: E731
    assert gradcheck(fn, ours) and gradgradcheck(fn, ours)


def test_sdpa_dropout_zeroes_weights_and_rescales_the_rest(lib):
    F = lib.nn.functional
    q = lib.tensor(RNG.standard_normal((1, 3, 4)))
    v = lib.eye(3, dtype=lib.float64).unsqueeze(0)  # the output rows are then the attention weights
    plain = F.scaled_dot_product_attention(q, q, v)
    lib.manual_seed(0)
    dropped = F.scaled_dot_product_attention(q, q, v, dropout_p=0.5)
    kept = dropped.numpy() != 0
    assert 0 < kept.sum() < kept.size
    np.testing.assert_allclose(dropped.numpy()[kept], 2 * plain.numpy()[kept], rtol=1e-12)
    assert not F.scaled_dot_product_attention(q, q, v, dropout_p=1.0).numpy().any()


# -- edge values, as PyTorch gives them -------------------------------------------------------------

def test_cross_entropy_with_every_target_ignored_has_nan_loss_and_zero_gradient(lib):
    import math
    x = lib.tensor([[1.0, 2.0], [0.5, -1.0]], requires_grad=True)
    loss = lib.nn.functional.cross_entropy(x, lib.tensor([-100, -100]))
    loss.backward()
    assert math.isnan(loss.item())
    assert x.grad.tolist() == [[0.0, 0.0], [0.0, 0.0]]


def test_attention_query_with_nothing_to_attend_to_gives_zeros(lib):
    q = lib.tensor([[[1.0, 0.5], [0.2, -0.3]]], requires_grad=True)
    mask = lib.tensor([[False, False], [True, True]])
    out = lib.nn.functional.scaled_dot_product_attention(q, q, q, attn_mask=mask)
    out.sum().backward()
    assert out[0, 0].tolist() == [0.0, 0.0]
    assert not lib.isnan(q.grad).any() and not lib.isnan(out).any()
