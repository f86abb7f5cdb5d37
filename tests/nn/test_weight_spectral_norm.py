"""Weight and spectral normalisation (nn.utils.weight_norm / remove_weight_norm, nn.utils.parametrizations
.weight_norm / spectral_norm) and the state-dict hooks they rely on, against PyTorch: state-dict keys,
repr, values and gradients given the same starting tensors, the old checkpoint format loading into the
new form, the deprecation warning, and errors."""
import warnings

import numpy as np
import pytest

import gradtable

W = np.random.default_rng(0).standard_normal((3, 4))
X = np.random.default_rng(1).standard_normal((5, 4))


def _linear(lib, weight=W):
    m = lib.nn.Linear(weight.shape[1], weight.shape[0]).double()
    with lib.no_grad():
        m.weight.copy_(lib.tensor(weight))
        m.bias.copy_(lib.linspace(-1, 1, weight.shape[0], dtype=lib.float64))
    return m


def _step(lib, m):
    out = m(lib.tensor(X))
    (out * out).sum().backward()
    return out.detach().numpy(), {n: p.grad.numpy() for n, p in m.named_parameters()}


def _compare(a, b):
    np.testing.assert_allclose(a[0], b[0], rtol=1e-10, atol=1e-12)
    assert sorted(a[1]) == sorted(b[1])
    for name in a[1]:
        np.testing.assert_allclose(a[1][name], b[1][name], rtol=1e-9, atol=1e-12, err_msg=name)


@pytest.mark.parametrize("dim", [0, 1, None])
def test_hook_weight_norm_matches_torch(torch, dim):
    results = []
    for lib in (gradtable, torch):
        m = _linear(lib)
        with pytest.warns(FutureWarning) as record:
            lib.nn.utils.weight_norm(m, dim=dim)
        results.append((repr(m), list(m.state_dict()), [str(w.message) for w in record], m.weight.grad_fn.name(),
                        _step(lib, m)))
        lib.nn.utils.remove_weight_norm(m)
        results[-1] += (list(m.state_dict()), type(m.weight).__name__, m.weight.detach().numpy())
    ours, theirs = results
    assert ours[:4] == theirs[:4] and ours[5:7] == theirs[5:7]
    _compare(ours[4], theirs[4])
    np.testing.assert_allclose(ours[7], theirs[7], rtol=1e-12)


@pytest.mark.parametrize("dim", [0, 1, None])
def test_parametrized_weight_norm_matches_torch_and_loads_old_checkpoints(torch, dim):
    results = []
    for lib in (gradtable, torch):
        m = _linear(lib)
        lib.nn.utils.parametrizations.weight_norm(m, dim=dim)
        results.append((repr(m), list(m.state_dict()), m.weight.grad_fn.name(), _step(lib, m)))
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            old = lib.nn.utils.weight_norm(_linear(lib, W * 2), dim=dim)
        result = m.load_state_dict(old.state_dict())
        results[-1] += (repr(result), m.weight.detach().numpy())
    ours, theirs = results
    assert ours[:3] == theirs[:3] and ours[4] == theirs[4]
    _compare(ours[3], theirs[3])
    np.testing.assert_allclose(ours[5], theirs[5], rtol=1e-12)
    np.testing.assert_allclose(ours[5], W * 2, rtol=1e-12)


@pytest.mark.parametrize("spec, dim", [("nn.Linear(4, 3)", None), ("nn.Conv2d(2, 3, 2)", None),
                                       ("nn.ConvTranspose1d(3, 2, 2)", None), ("nn.Linear(4, 3)", 1)])
@pytest.mark.parametrize("training", [True, False])
def test_spectral_norm_matches_torch_from_the_same_vectors(torch, spec, dim, training):
    """The power iteration's starting vectors are random; given PyTorch's (by load_state_dict) the
    estimates, values and gradients agree, in training (one more iteration per access) and eval."""
    theirs = eval(spec, {"nn": torch.nn}).double()
    torch.nn.utils.parametrizations.spectral_norm(theirs, dim=dim)
    ours = eval(spec, {"nn": gradtable.nn}).double()
    gradtable.nn.utils.parametrizations.spectral_norm(ours, dim=dim)
    assert repr(ours) == repr(theirs) and list(ours.state_dict()) == list(theirs.state_dict())
    ours.load_state_dict({k: gradtable.tensor(v.numpy()) for k, v in theirs.state_dict().items()})
    ours.train(training)
    theirs.train(training)
    shape = (2, 4) if "Linear" in spec else (1, 2, 4, 4) if "Conv2d" in spec else (1, 3, 5)
    x = np.random.default_rng(2).standard_normal(shape)
    results = []
    for lib, m in ((gradtable, ours), (torch, theirs)):
        out = m(lib.tensor(x))
        out.sum().backward()
        results.append((out.detach().numpy(), m.parametrizations.weight.original.grad.numpy(),
                        m.parametrizations.weight[0]._u.numpy(), out.grad_fn.name()))
    for a, b in zip(results[0][:3], results[1][:3]):
        np.testing.assert_allclose(a, b, rtol=1e-8, atol=1e-10)
    assert results[0][3] == results[1][3]


def test_spectral_norm_of_a_vector_and_errors(torch):
    caught = []
    for lib in (torch, gradtable):
        m = lib.nn.Module()
        m.w = lib.nn.Parameter(lib.tensor([3.0, 4.0], dtype=lib.float64))
        lib.nn.utils.parametrizations.spectral_norm(m, "w")
        assert m.w.tolist() == pytest.approx([0.6, 0.8])
        for call in (lambda: lib.nn.utils.parametrizations.spectral_norm(lib.nn.Linear(2, 2), "nothing"),
                     lambda: lib.nn.utils.parametrizations.spectral_norm(lib.nn.Linear(2, 2), dim=2),
                     lambda: lib.nn.utils.parametrizations.spectral_norm(lib.nn.Linear(2, 2), n_power_iterations=0),
                     lambda: lib.nn.utils.remove_weight_norm(lib.nn.Linear(2, 2))):
            try:
                call()
            except Exception as err:  # noqa: BLE001 - the comparison is the point
                caught.append((lib.__name__, type(err).__name__, str(err).replace(lib.__name__, "LIB")))
    assert [c[1:] for c in caught[:4]] == [c[1:] for c in caught[4:]]


def test_state_dict_hooks_match_torch(torch):
    logs = []
    for lib in (gradtable, torch):
        log = []
        m = lib.nn.Sequential(lib.nn.Linear(2, 2), lib.nn.Linear(2, 1))
        m.register_state_dict_pre_hook(lambda mod, prefix, keep_vars: log.append(("pre", prefix, keep_vars)))
        m[1].register_state_dict_post_hook(lambda mod, sd, prefix, meta: log.append(("post", prefix, sorted(sd))))
        m[0]._register_state_dict_hook(lambda mod, sd, prefix, meta: {"only": lib.zeros(1)})
        state = m.state_dict()
        log.append(sorted(state))

        def rename(mod, sd, prefix, *rest):
            if prefix + "w" in sd:
                sd[prefix + "weight"] = sd.pop(prefix + "w")
        target = lib.nn.Linear(2, 2)
        target.register_load_state_dict_pre_hook(rename)
        target.register_load_state_dict_post_hook(lambda mod, keys: log.append(("loaded", list(keys.missing_keys))))
        target.load_state_dict({"w": lib.ones(2, 2), "bias": lib.zeros(2)})
        log.append(target.weight.tolist())
        handle = target.register_load_state_dict_post_hook(lambda mod, keys: keys.missing_keys.clear())
        log.append(repr(target.load_state_dict({"w": lib.ones(2, 2)}, strict=True)))
        handle.remove()
        target.register_load_state_dict_post_hook(lambda mod, keys: 1)
        try:
            target.load_state_dict({"w": lib.ones(2, 2), "bias": lib.zeros(2)})
        except AssertionError as err:
            log.append(str(err))
        logs.append(log)
    assert logs[0] == logs[1]
