"""F.ctc_loss and nn.CTCLoss against PyTorch: padded and concatenated targets, unbatched input, every
reduction, empty targets, repeated labels, another blank, lengths as tensors or lists; the gradient of
log_probs (through the log_softmax that makes them); impossible alignments (inf, or 0 with
zero_infinity); the layer's repr; the length checks' texts."""
import numpy as np
import pytest

import gradtable

RNG = np.random.default_rng(12)
LOGITS = RNG.standard_normal((6, 3, 5))
PADDED = np.array([[1, 2, 2], [3, 1, 0], [4, 4, 4]])

CASES = [
    ("padded", dict(targets=PADDED, input_lengths=[6, 5, 6], target_lengths=[3, 2, 0])),
    ("concatenated", dict(targets=np.array([1, 2, 2, 3, 1, 4]), input_lengths=[6, 6, 4], target_lengths=[3, 2, 1])),
    ("tensor lengths", dict(targets=PADDED, input_lengths="T[6, 6, 6]", target_lengths="T[1, 2, 2]")),
    ("blank 4", dict(targets=np.array([[0, 1], [2, 2], [3, 0]]), input_lengths=[6, 6, 3], target_lengths=[2, 2, 1],
                     blank=4)),
]


def _call(lib, kwargs, reduction, zero_infinity=False, logits=LOGITS):
    x = lib.tensor(logits, requires_grad=True)
    args = {k: (lib.tensor(eval(v[1:])) if isinstance(v, str) else lib.tensor(v) if isinstance(v, np.ndarray) else v)
            for k, v in kwargs.items()}
    loss = lib.nn.functional.ctc_loss(x.log_softmax(-1), reduction=reduction, zero_infinity=zero_infinity, **args)
    (grad,) = lib.autograd.grad(loss.sum(), x)
    return loss, grad


@pytest.mark.parametrize("reduction", ["none", "mean", "sum"])
@pytest.mark.parametrize("name, kwargs", CASES, ids=[c[0] for c in CASES])
def test_ctc_loss_matches_torch(torch, name, kwargs, reduction):
    ours, theirs = _call(gradtable, kwargs, reduction), _call(torch, kwargs, reduction)
    for a, b in zip(ours, theirs):
        assert tuple(a.shape) == tuple(b.shape)
        np.testing.assert_allclose(a.detach().numpy(), b.detach().numpy(), rtol=1e-10, atol=1e-12)


def test_unbatched_matches_torch(torch):
    kwargs = dict(targets=np.array([1, 3]), input_lengths="T6", target_lengths="T2")
    for reduction in ("none", "mean"):
        ours, theirs = (_call(lib, kwargs, reduction, logits=LOGITS[:, 0]) for lib in (gradtable, torch))
        for a, b in zip(ours, theirs):
            assert tuple(a.shape) == tuple(b.shape)
            np.testing.assert_allclose(a.detach().numpy(), b.detach().numpy(), rtol=1e-10)


def test_impossible_alignment_matches_torch(torch):
    kwargs = dict(targets=np.array([[1, 2, 2], [3, 1, 2], [4, 4, 4]]), input_lengths=[2, 6, 6],
                  target_lengths=[3, 3, 3])
    plain = [_call(lib, kwargs, "none")[0].detach().numpy() for lib in (gradtable, torch)]
    np.testing.assert_allclose(plain[0], plain[1], rtol=1e-10)
    assert np.isinf(plain[0][0])
    ours, theirs = (_call(lib, kwargs, "mean", zero_infinity=True) for lib in (gradtable, torch))
    for a, b in zip(ours, theirs):
        np.testing.assert_allclose(a.detach().numpy(), b.detach().numpy(), rtol=1e-10, atol=1e-12)


def test_layer_and_errors_match_torch(torch):
    assert repr(gradtable.nn.CTCLoss(blank=2, zero_infinity=True)) == repr(torch.nn.CTCLoss(blank=2,
                                                                                            zero_infinity=True))
    calls = ["F.ctc_loss(lp, lib.tensor([[1, 2], [3, 3]]), [5, 6], [2, 2])",
             "F.ctc_loss(lp, lib.tensor([[1, 2], [3, 3]]), [5, 5], [2, 3])",
             "F.ctc_loss(lp, lib.tensor([[1, 2], [3, 3]]), [5], [2, 2])"]
    for call in calls:
        raised = []
        for lib in (gradtable, torch):
            lp = lib.tensor(LOGITS[:5, :2, :4]).log_softmax(2)
            with pytest.raises(RuntimeError) as info:
                eval(call, {"F": lib.nn.functional, "lib": lib, "lp": lp})
            raised.append(str(info.value))
        assert raised[0] == raised[1]


def test_torch_level_ctc_loss_takes_the_int_reduction(torch):
    logits = LOGITS[:5, :2, :4]
    outs = [lib.ctc_loss(lib.tensor(logits).log_softmax(2), lib.tensor([[1, 2], [3, 3]]), [5, 5], [2, 2], 0, reduction)
            for lib in (gradtable, torch) for reduction in (0, 1, 2)]
    for a, b in zip(outs[:3], outs[3:]):
        np.testing.assert_allclose(a.numpy(), b.numpy(), rtol=1e-10)
