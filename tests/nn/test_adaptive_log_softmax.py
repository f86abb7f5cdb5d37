"""nn.AdaptiveLogSoftmaxWithLoss against PyTorch: structure, repr and state dict; given PyTorch's
weights, forward's (output, loss) with gradients of the input and every weight (batched, unbatched, a
batch with no tail class), log_prob, predict; the argument errors."""
import numpy as np
import pytest
from test_nn_layers import test_layer_matches_torch as layer_matches_torch
from test_nn_layers import to_gradtable_state

import gradtable

SPECS = ["nn.AdaptiveLogSoftmaxWithLoss(8, 10, [3, 6], div_value=2.0)",
         "nn.AdaptiveLogSoftmaxWithLoss(16, 20, (5,), head_bias=True)",
         "nn.AdaptiveLogSoftmaxWithLoss(8, 12, [2, 4, 8], div_value=1.5)"]


@pytest.mark.parametrize("spec", SPECS)
def test_layer_matches_torch(torch, spec):
    layer_matches_torch(torch, spec)


def _pair(torch, spec):
    theirs = eval(spec, {"nn": torch.nn}).double()
    ours = eval(spec, {"nn": gradtable.nn}).double()
    ours.load_state_dict(to_gradtable_state(theirs))
    return ours, theirs


@pytest.mark.parametrize("spec, targets", [(SPECS[0], [0, 4, 9, 2, 7]), (SPECS[0], [1, 2, 0]),
                                            (SPECS[1], [19, 5, 5, 0]), (SPECS[2], [11, 3, 1, 5, 0, 9]),
                                            (SPECS[0], 8)])
def test_forward_log_prob_predict_match_torch(torch, spec, targets):
    ours, theirs = _pair(torch, spec)
    n_in = ours.in_features
    shape = (n_in,) if isinstance(targets, int) else (len(targets), n_in)
    data = np.random.default_rng(4).standard_normal(shape) * 3
    results = []
    for lib, layer in ((gradtable, ours), (torch, theirs)):
        x = lib.tensor(data, requires_grad=True)
        output, loss = layer(x, lib.tensor(targets))
        # (a tail no target reaches gets no gradient: None in both)
        grads = lib.autograd.grad(loss + output.sum() * 0.5, [x, *layer.parameters()], allow_unused=True,
                                  materialize_grads=True)
        if x.dim() == 2:
            extra = (layer.log_prob(x), layer.predict(x.detach()))
        else:   # (PyTorch's log_prob and predict take a batch only)
            extra = []
            for call in (layer.log_prob, layer.predict):
                with pytest.raises(IndexError) as info:
                    call(x)
                extra.append(str(info.value))
        results.append((output, loss, *grads, *extra, output.grad_fn.name(), loss.grad_fn.name()))
    for a, b in zip(*results):
        if isinstance(b, str):
            assert a == b
        else:
            assert tuple(a.shape) == tuple(b.shape)
            np.testing.assert_allclose(a.detach().numpy(), b.detach().numpy(), rtol=1e-10, atol=1e-12)


ERRORS = [
    "m(lib.ones(3), lib.tensor([1, 2, 3]))", "m(lib.ones(4, 8), lib.tensor([0, 4, 10, 2]))",
    "m(lib.ones(4, 8), lib.tensor([0, -1, 1, 2]))", "m(lib.ones(4, 8), lib.tensor(3))",
    "m(lib.ones(3, 8), lib.tensor([[1]]))", "m(lib.ones(3, 8), lib.tensor([1, 2]))",
    "nn.AdaptiveLogSoftmaxWithLoss(8, 10, [])", "nn.AdaptiveLogSoftmaxWithLoss(8, 10, [6, 3])",
    "nn.AdaptiveLogSoftmaxWithLoss(8, 10, [3, 10])", "nn.AdaptiveLogSoftmaxWithLoss(8, 10, [3, 3])",
    "nn.AdaptiveLogSoftmaxWithLoss(8, 10, [2.5])",
]


@pytest.mark.parametrize("call", ERRORS)
def test_errors_match_torch(torch, call):
    raised = []
    for lib in (gradtable, torch):
        scope = {"nn": lib.nn, "lib": lib, "m": lib.nn.AdaptiveLogSoftmaxWithLoss(8, 10, [3, 6])}
        with pytest.raises(Exception) as info:
            eval(call, scope)
        raised.append((type(info.value), str(info.value)))
    assert raised[0] == raised[1]
