"""The hook form of spectral normalisation (nn.utils.spectral_norm / remove_spectral_norm) against
PyTorch: given PyTorch's starting u and v, training forwards (power iteration updating the
buffers), eval forwards, gradients and double backward, state-dict keys and round trips, removal,
the old-checkpoint load path, and the errors; plus convert_conv{2,3}d_weight_memory_format and
nn.utils.rnn's bind / copy_method_params."""
import numpy as np
import pytest

import gradtable

SPECS = [("nn.Linear(4, 3)", {}, (2, 4)), ("nn.Conv2d(2, 3, 2)", {"n_power_iterations": 3}, (1, 2, 4, 4)),
         ("nn.ConvTranspose1d(2, 3, 2)", {"eps": 1e-6}, (2, 2, 5)), ("nn.Linear(5, 4)", {"dim": 1}, (3, 5))]


def _pair(torch, spec, kwargs):
    theirs = eval(spec, {"nn": torch.nn})
    torch.nn.utils.spectral_norm(theirs, **kwargs)
    ours = eval(spec, {"nn": gradtable.nn})
    gradtable.nn.utils.spectral_norm(ours, **kwargs)
    ours.load_state_dict({k: gradtable.tensor(v.numpy()) for k, v in theirs.state_dict().items()})
    return ours, theirs


@pytest.mark.parametrize("spec, kwargs, shape", SPECS)
def test_spectral_norm_matches_torch(torch, spec, kwargs, shape):
    ours, theirs = _pair(torch, spec, kwargs)
    assert list(ours.state_dict()) == list(theirs.state_dict())
    assert [n for n, _ in ours.named_parameters()] == [n for n, _ in theirs.named_parameters()]
    data = np.random.default_rng(1).standard_normal(shape).astype(np.float32)
    for training in (True, True, False):
        ours.train(training)
        theirs.train(training)
        x_ours = gradtable.tensor(data, requires_grad=True)
        x_theirs = torch.tensor(data, requires_grad=True)
        out_ours, out_theirs = ours(x_ours), theirs(x_theirs)
        np.testing.assert_allclose(out_ours.detach().numpy(), out_theirs.detach().numpy(), rtol=1e-4, atol=1e-5)
        (g_ours,) = gradtable.autograd.grad(out_ours.sum(), [ours.weight_orig], create_graph=True)
        (g_theirs,) = torch.autograd.grad(out_theirs.sum(), [theirs.weight_orig], create_graph=True)
        np.testing.assert_allclose(g_ours.detach().numpy(), g_theirs.detach().numpy(), rtol=1e-3, atol=1e-5)
        (gg_ours,) = gradtable.autograd.grad((g_ours * g_ours).sum(), [ours.weight_orig])
        (gg_theirs,) = torch.autograd.grad((g_theirs * g_theirs).sum(), [theirs.weight_orig])
        np.testing.assert_allclose(gg_ours.numpy(), gg_theirs.numpy(), rtol=1e-3, atol=1e-4)
        for name in ("weight_u", "weight_v"):
            np.testing.assert_allclose(getattr(ours, name).numpy(), getattr(theirs, name).numpy(), rtol=1e-4,
                                       atol=1e-6)
    gradtable.nn.utils.remove_spectral_norm(ours)
    torch.nn.utils.remove_spectral_norm(theirs)
    assert list(ours.state_dict()) == list(theirs.state_dict())
    assert type(ours.weight) is gradtable.nn.Parameter
    np.testing.assert_allclose(ours.weight.detach().numpy(), theirs.weight.detach().numpy(), rtol=1e-4, atol=1e-6)
    assert not ours._forward_pre_hooks


def test_old_checkpoint_without_v_loads_as_torch(torch):
    # (W^T W must be invertible: with a rank-deficient one, pinverse's result is float32 rounding noise)
    ours, theirs = _pair(torch, "nn.Linear(4, 5)", {})
    theirs(torch.ones(1, 4))
    old = {k: v for k, v in theirs.state_dict().items() if k != "weight_v"}
    old["weight"] = theirs.weight.detach()
    fresh_theirs = torch.nn.utils.spectral_norm(torch.nn.Linear(4, 5))
    fresh_theirs.load_state_dict(dict(old))
    fresh_ours = gradtable.nn.utils.spectral_norm(gradtable.nn.Linear(4, 5))
    fresh_ours.load_state_dict({k: gradtable.tensor(v.numpy()) for k, v in old.items()})
    np.testing.assert_allclose(fresh_ours.weight_v.numpy(), fresh_theirs.weight_v.numpy(), rtol=1e-3, atol=1e-5)


ERRORS = [
    "nn.utils.spectral_norm(nn.Linear(2, 2), n_power_iterations=0)",
    "nn.utils.spectral_norm(nn.utils.spectral_norm(nn.Linear(2, 2)))",
    "nn.utils.spectral_norm(nn.Linear(2, 2, bias=False), name='bias')",
    "nn.utils.spectral_norm(nn.LazyLinear(2))",
    "nn.utils.remove_spectral_norm(nn.Linear(2, 2))",
]


@pytest.mark.parametrize("call", ERRORS)
def test_errors_match_torch(torch, call):
    raised = []
    for lib in (gradtable, torch):
        with pytest.raises(Exception) as info:
            eval(call, {"nn": lib.nn})
        text = str(info.value)
        raised.append((type(info.value), text if "not found in" not in text else text.split(" not found")[0]))
    assert raised[0] == raised[1]


def test_convert_weight_memory_format_matches_torch(torch):
    results = []
    for lib in (gradtable, torch):
        model = lib.nn.Sequential(lib.nn.Conv2d(3, 4, 2), lib.nn.Sequential(lib.nn.ConvTranspose2d(4, 2, 3)),
                                  lib.nn.Conv3d(2, 2, 2), lib.nn.Linear(2, 2))
        weights = [m.weight for m in model.modules() if hasattr(m, "weight")]
        before = [w.detach().clone().numpy() for w in weights]
        assert lib.nn.utils.convert_conv2d_weight_memory_format(model, lib.channels_last) is model
        lib.nn.utils.convert_conv3d_weight_memory_format(model, lib.channels_last_3d)
        assert [m.weight for m in model.modules() if hasattr(m, "weight")] == weights   # same Parameters
        for w, b in zip(weights, before):
            np.testing.assert_array_equal(w.detach().numpy(), b)
        results.append([tuple(w.stride()) for w in weights])
    assert results[0] == results[1]


def test_rnn_helpers_match_torch(torch):
    for lib in (gradtable, torch):
        rnn = lib.nn.utils.rnn
        assert rnn.bind(None, lambda x: x + 1) is None and rnn.bind(2, lambda x: x + 1) == 3

        def source(self, a, b=1):
            return a + b

        def method(self, *args, **kwargs):
            return "mine"

        assert rnn.copy_method_params(source)(method) is method
