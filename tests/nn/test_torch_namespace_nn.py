"""nn ops PyTorch also exports in the torch namespace with aten's argument order (torch.batch_norm's weight
and bias before the running statistics, an int reduction, the cells' weights as arguments), against
PyTorch: values, grad_fn names, gradients of every input, the running statistics written back, the errors."""
import numpy as np
import pytest

import gradtable


def _inputs(lib, made):
    """t(*shape): a float64 tensor of fixed random values that requires grad (grad=False: not), each one
    recorded in `made`, so gradients are taken with respect to the same inputs in both libraries."""
    rng = np.random.default_rng(0)

    def t(*shape, grad=True):
        x = lib.tensor(rng.standard_normal(shape), requires_grad=grad)
        made.append(x)
        return x
    return t


CALLS = [
    lambda lib, t: lib.batch_norm(t(4, 3, 2), t(3), t(3), None, None, True, 0.1, 1e-5, False),
    lambda lib, t: lib.batch_norm(t(4, 3), None, None, lib.zeros(3, dtype=lib.float64),
                                  lib.ones(3, dtype=lib.float64), False, 0.1, 1e-5, True),
    lambda lib, t: (lambda m, v: (lib.batch_norm(t(4, 3), t(3), None, m, v, True, 0.3, 1e-3, True), m, v))(
        lib.zeros(3, dtype=lib.float64), lib.ones(3, dtype=lib.float64)),
    lambda lib, t: lib.instance_norm(t(2, 3, 4), t(3), t(3), None, None, True, 0.1, 1e-5, False),
    lambda lib, t: (lambda m, v: (lib.instance_norm(t(2, 3, 4), None, None, m, v, True, 0.5, 1e-5, False), m, v))(
        lib.zeros(3, dtype=lib.float64), lib.ones(3, dtype=lib.float64)),
    lambda lib, t: lib.layer_norm(t(2, 3, 4), [4]),
    lambda lib, t: lib.layer_norm(t(2, 3, 4), (3, 4), t(3, 4), t(3, 4), 1e-3, False),
    lambda lib, t: lib.group_norm(t(2, 6, 3), 3, t(6), t(6)),
    lambda lib, t: lib.group_norm(t(2, 4), 2, eps=0.1),
    lambda lib, t: lib.kl_div(t(3, 4), t(3, 4).detach().abs()),
    lambda lib, t: lib.kl_div(t(3, 4), t(3, 4), 2, log_target=True),
    lambda lib, t: lib.kl_div(t(3, 4), t(3, 4).detach().abs(), 0),
    lambda lib, t: lib.binary_cross_entropy_with_logits(t(3, 4), t(3, 4).detach().sigmoid()),
    lambda lib, t: lib.binary_cross_entropy_with_logits(t(3, 4), t(3, 4).detach().sigmoid(), t(4), t(4), 0),
    lambda lib, t: lib.binary_cross_entropy_with_logits(t(3, 4), t(3, 4).detach().sigmoid(), None, None, 2),
    lambda lib, t: lib.rnn_tanh_cell(t(2, 3), t(2, 4), t(4, 3), t(4, 4), t(4), t(4)),
    lambda lib, t: lib.rnn_relu_cell(t(2, 3), t(2, 4), t(4, 3), t(4, 4)),
    lambda lib, t: lib.gru_cell(t(2, 3), t(2, 4), t(12, 3), t(12, 4), t(12), t(12)),
    lambda lib, t: lib.gru_cell(t(3), t(4), t(12, 3), t(12, 4)),
    lambda lib, t: lib.lstm_cell(t(2, 3), (t(2, 4), t(2, 4)), t(16, 3), t(16, 4), t(16), t(16)),
    lambda lib, t: lib.lstm_cell(t(2, 3), [t(2, 4), t(2, 4)], t(16, 3), t(16, 4)),
    # pdist: every p PyTorch special-cases, equal rows (distance 0), a tie for the inf-norm's maximum
    *[(lambda p: lambda lib, t: lib.pdist(t(4, 3), p))(p) for p in (2, 0, 0.5, 1, 1.5, 3, float("inf"))],
    lambda lib, t: lib.pdist(lib.tensor([[1.0, 2.0], [1.0, 2.0], [0.0, 1.0]], dtype=lib.float64, requires_grad=True)),
    lambda lib, t: lib.pdist(lib.tensor([[1.0, 2.0], [1.0, 2.0], [3.0, 1.0]], dtype=lib.float64, requires_grad=True),
                             0.5),
    lambda lib, t: lib.pdist(lib.tensor([[0.0, 3.0], [3.0, 0.0]], dtype=lib.float64, requires_grad=True), float("inf")),
    lambda lib, t: lib.pdist(t(3, 4).t()),
    lambda lib, t: (lib.pdist(t(1, 3)), lib.pdist(t(3, 0)), lib.pdist(t(4, 2).float())),
    lambda lib, t: lib.nn.functional.pdist(t(3, 2), p=1),
    # channel_shuffle: groups of channels interleaved (ChannelShuffleBackward0), any trailing dims
    lambda lib, t: lib.channel_shuffle(t(2, 6, 3), 3),
    lambda lib, t: lib.nn.functional.channel_shuffle(t(1, 4, 2, 2), 2),
    lambda lib, t: lib.nn.ChannelShuffle(2)(t(2, 4, 3)),
    lambda lib, t: (lib.channel_shuffle(t(2, 6, 0), 2), lib.channel_shuffle(t(0, 4, 2), 4)),
    lambda lib, t: lib.channel_shuffle(lib.arange(24).view(2, 6, 2), 2),
    lambda lib, t: lib.channel_shuffle(t(2, 4, 3, 3).contiguous(memory_format=lib.channels_last), 2).stride(),
    # the checks, with PyTorch's texts
    lambda lib, t: lib.pdist(t(3)),
    lambda lib, t: lib.pdist(lib.ones(3, 2, dtype=lib.int64)),
    lambda lib, t: lib.pdist(t(3, 2), -1),
    lambda lib, t: lib.pdist(t(3, 2).half()),
    lambda lib, t: lib.channel_shuffle(t(2, 3), 1),
    lambda lib, t: lib.channel_shuffle(t(2, 6, 1), 0),
    lambda lib, t: lib.channel_shuffle(t(2, 6, 1), 4),
    # embedding_renorm_: rows named once each, scaled to max_norm / (norm + 1e-7); F.embedding's max_norm uses it
    lambda lib, t: (lambda w: (lib.embedding_renorm_(w, lib.tensor([0, 2, 2, 1]), 1.0, 2.0), w._version))(
        lib.tensor([[3.0, 4.0], [0.3, 0.4], [6.0, 8.0]])),
    lambda lib, t: lib.embedding_renorm_(t(3, 2, grad=False), lib.tensor([[0, 1]], dtype=lib.int32), 0.5, 1.0),
    lambda lib, t: lib.embedding_renorm_(lib.ones(3, 2), lib.tensor([-1]), 1.0, float("inf")),
    lambda lib, t: lib.embedding_renorm_(lib.ones(3, 2, dtype=lib.float16) * 3, lib.tensor([1]), 1.0, 2.0),
    lambda lib, t: lib.embedding_renorm_(t(3, 2) * 1, lib.tensor([0]), 0.1, 2.0).grad_fn.name(),
    lambda lib, t: lib.embedding_renorm_(lib.ones(3), lib.tensor([0]), 1.0, 2.0),
    lambda lib, t: lib.embedding_renorm_(lib.ones(3, 2), lib.tensor([0.0]), 1.0, 2.0),
    lambda lib, t: lib.embedding_renorm_(lib.ones(3, 2), lib.tensor([5]), 1.0, 2.0),
    lambda lib, t: lib.embedding_renorm_(t(3, 2), lib.tensor([0]), 1.0, 2.0),
    lambda lib, t: lib.embedding_renorm_(lib.ones(3, 2, dtype=lib.int64), lib.tensor([0]), 1.0, 2.0),
    lambda lib, t: (lambda w: (lib.nn.functional.embedding(lib.tensor([[0, 2], [2, 2]]), w, max_norm=1.0), w))(
        lib.nn.Parameter(lib.tensor([[3.0, 4.0], [0.3, 0.4], [6.0, 8.0]], dtype=lib.float64))),
    lambda lib, t: (lambda w: (lib.nn.functional.embedding_bag(lib.tensor([0, 1, 2]), w, lib.tensor([0, 2]),
                                                               max_norm=0.5, norm_type=1.0, mode="sum").detach(), w))(
        lib.nn.Parameter(lib.tensor([[3.0, 4.0], [0.3, 0.4], [6.0, 8.0]], dtype=lib.float64))),
    lambda lib, t: (lambda w: (lib.detach(w), lib.detach(w).requires_grad, w.requires_grad))(t(2) * 2),
    lambda lib, t: (lambda x: (lib.detach_(x), x.requires_grad, x.grad_fn))(t(2) * 2),
]


def _flat(result):
    if isinstance(result, (tuple, list)):
        return [r for item in result for r in _flat(item)]
    return [result]


def _run(lib, call):
    made = []
    try:
        result = _flat(call(lib, _inputs(lib, made)))
    except Exception as error:  # noqa: BLE001 - the error is what is compared
        return f"{type(error).__name__}: {error}", None
    shown = [(r.detach().numpy(), str(r.dtype), r.grad_fn.name() if r.grad_fn is not None else None)
             if isinstance(r, lib.Tensor) else r for r in result]
    out = next((r for r in result if isinstance(r, lib.Tensor) and r.grad_fn is not None), None)
    leaves = [x for x in made if x.requires_grad]
    if out is None or not leaves:
        return shown, None
    grads = lib.autograd.grad(out.sum(), leaves, allow_unused=True)
    return shown, [None if g is None else g.numpy() for g in grads]


@pytest.mark.parametrize("call", CALLS, ids=range(len(CALLS)))
def test_matches_pytorch(call, torch):
    (ours, our_grads), (theirs, their_grads) = _run(gradtable, call), _run(torch, call)
    if isinstance(theirs, str):
        assert ours == theirs
        return
    assert len(ours) == len(theirs), (ours, theirs)
    for a, b in zip(ours, theirs):
        if isinstance(b, tuple):
            assert a[1:] == b[1:]   # dtype, grad_fn name
            np.testing.assert_allclose(a[0], b[0], rtol=1e-10, atol=1e-12)
        else:
            assert a == b
    assert (our_grads is None) == (their_grads is None)
    for a, b in zip(our_grads or (), their_grads or ()):
        assert (a is None) == (b is None)
        if b is not None:
            np.testing.assert_allclose(a, b, rtol=1e-9, atol=1e-12)


@pytest.mark.parametrize("call", [
    lambda lib: lib.batch_norm(lib.ones(2, 3), None, None, None, None, True, 0.1, 1e-5),
    lambda lib: lib.layer_norm(lib.ones(2, 3), [4]),
    lambda lib: lib.group_norm(lib.ones(2, 3), 2),
    lambda lib: lib.lstm_cell(lib.ones(2, 3), lib.ones(2, 4), lib.ones(16, 3), lib.ones(16, 4)),
], ids=range(4))
def test_errors_match_pytorch(call, torch):
    """The same exception type (the texts are F's, checked in tests of nn.functional; lstm_cell's own too)."""
    errors = []
    for lib in (gradtable, torch):
        with pytest.raises(Exception) as info:
            call(lib)
        errors.append((type(info.value).__name__, str(info.value) if "lstm_cell" in str(info.value) else ""))
    assert errors[0] == errors[1]


def test_backward_through_embedding_renorm_raises_as_pytorch(torch):
    messages = []
    for lib in (gradtable, torch):
        w = lib.ones(3, 2, requires_grad=True) * 2
        lib.embedding_renorm_(w, lib.tensor([0]), 1.0, 2.0)
        with pytest.raises(NotImplementedError) as info:
            w.sum().backward()
        messages.append(str(info.value))
    assert messages[0] == messages[1]
