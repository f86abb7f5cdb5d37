"""nn.utils.parametrize against PyTorch: the same script of registrations, assignments and removals run
with both libraries gives the same repr, state-dict keys, class names, values, gradients and errors."""
import copy
import pickle

import numpy as np
import pytest

import gradtable

W = np.random.default_rng(0).standard_normal((3, 3))
X = np.random.default_rng(1).standard_normal((2, 3))


def _parametrizations(lib):
    nn = lib.nn

    class Symmetric(nn.Module):
        def forward(self, x):
            return x.triu() + x.triu(1).transpose(-1, -2)

        def right_inverse(self, a):
            return a.triu()

    class Scale(nn.Module):
        def __init__(self, k):
            super().__init__()
            self.k = k

        def forward(self, x):
            return x * self.k

        def right_inverse(self, a):
            return a / self.k

    class NoInverse(nn.Module):
        def forward(self, x):
            return x.exp()

    class Split(nn.Module):
        """weight = a + b, stored as two tensors (right_inverse returns a pair)."""

        def forward(self, a, b):
            return a + 2 * b

        def right_inverse(self, w):
            return w / 3, w / 3

    class Reshape(nn.Module):
        def forward(self, x):
            return x.reshape(-1)

    class Retype(nn.Module):
        def forward(self, x):
            return x.float()

    class NotATensor(nn.Module):
        def forward(self, x):
            return 1.0

    return {"Symmetric": Symmetric, "Scale": Scale, "NoInverse": NoInverse, "Split": Split, "Reshape": Reshape,
            "Retype": Retype, "NotATensor": NotATensor}


def _linear(lib):
    m = lib.nn.Linear(3, 3).double()
    with lib.no_grad():
        m.weight.copy_(lib.tensor(W))
        m.bias.zero_()
    return m


def _forward_and_grads(lib, m):
    out = m(lib.tensor(X))
    out.square().sum().backward()
    grads = sorted((n, p.grad.numpy().round(12).tolist()) for n, p in m.named_parameters() if p.grad is not None)
    return out.detach().numpy().round(12).tolist(), grads


SCRIPTS = {
    "one": "P.register_parametrization(m, 'weight', K['Symmetric']())",
    "chain": "P.register_parametrization(m, 'weight', K['Symmetric']()); "
             "P.register_parametrization(m, 'weight', K['Scale'](2.0))",
    "two tensors": "P.register_parametrization(m, 'bias', K['Scale'](3.0)); "
                   "P.register_parametrization(m, 'weight', K['Split']())",
    "no inverse": "P.register_parametrization(m, 'weight', K['NoInverse']())",
    "assign": "P.register_parametrization(m, 'weight', K['Scale'](4.0)); m.weight = lib.ones(3, 3, dtype=lib.float64)",
    "assign split": "P.register_parametrization(m, 'weight', K['Split']()); "
                    "m.weight = lib.ones(3, 3, dtype=lib.float64)",
    "buffer": "m.register_buffer('b2', lib.ones(3, dtype=lib.float64)); "
              "P.register_parametrization(m, 'b2', K['Scale'](2.0))",
    "unsafe": "P.register_parametrization(m, 'bias', K['Reshape'](), unsafe=True); "
              "P.register_parametrization(m, 'bias', K['Retype'](), unsafe=True)",
    "remove": "P.register_parametrization(m, 'weight', K['Scale'](2.0)); "
              "P.register_parametrization(m, 'bias', K['Scale'](2.0)); P.remove_parametrizations(m, 'weight')",
    "remove all": "P.register_parametrization(m, 'weight', K['Symmetric']()); "
                  "P.remove_parametrizations(m, 'weight', leave_parametrized=False)",
    "remove split": "P.register_parametrization(m, 'weight', K['Split']()); P.remove_parametrizations(m, 'weight')",
    "eval": "m.eval(); P.register_parametrization(m, 'weight', K['Symmetric']())",
}


@pytest.mark.parametrize("name", list(SCRIPTS))
def test_script_matches_torch(torch, name):
    results = []
    for lib in (gradtable, torch):
        m = _linear(lib)
        exec(SCRIPTS[name], {"P": lib.nn.utils.parametrize, "K": _parametrizations(lib), "m": m, "lib": lib})
        P = lib.nn.utils.parametrize
        state = {k: v.detach().numpy().round(12).tolist() for k, v in m.state_dict().items()}
        summary = [repr(m), type(m).__name__, P.type_before_parametrizations(m).__name__, P.is_parametrized(m),
                   P.is_parametrized(m, "weight"), P.is_parametrized(m, "bias"), state,
                   [(n, p.requires_grad) for n, p in m.named_parameters()], [n for n, _ in m.named_buffers()],
                   [module.training for module in m.modules()]]
        if name != "unsafe":
            summary.append(_forward_and_grads(lib, m))
        results.append(summary)
    assert results[0] == results[1]


def test_cached_evaluates_once_and_shares_the_graph(torch):
    for lib in (gradtable, torch):
        m = _linear(lib)
        calls = []
        scale = _parametrizations(lib)["Scale"](2.0)
        scale.register_forward_hook(lambda *args: calls.append(1))
        lib.nn.utils.parametrize.register_parametrization(m, "weight", scale)
        calls.clear()
        with lib.nn.utils.parametrize.cached():
            assert m.weight is m.weight
            with lib.nn.utils.parametrize.cached():
                m.weight
        assert len(calls) == 1
        m.weight
        m.weight
        assert len(calls) == 3


def test_deepcopy_keeps_the_parametrization_and_pickling_refuses(torch):
    messages = []
    for lib in (gradtable, torch):
        m = _linear(lib)
        lib.nn.utils.parametrize.register_parametrization(m, "weight", _parametrizations(lib)["Symmetric"]())
        c = copy.deepcopy(m)
        assert type(c).__name__ == "ParametrizedLinear"
        assert c.parametrizations.weight.original is not m.parametrizations.weight.original
        np.testing.assert_array_equal(c.weight.detach().numpy(), m.weight.detach().numpy())
        with pytest.raises(RuntimeError) as info:
            pickle.dumps(m)
        messages.append(str(info.value))
        # Another instance of the class is untouched.
        assert not hasattr(type(_linear(lib)), "parametrizations")
    assert messages[0] == messages[1]


def test_transfer_parametrizations_and_params(torch):
    results = []
    for lib in (gradtable, torch):
        P, K = lib.nn.utils.parametrize, _parametrizations(lib)
        source = _linear(lib)
        P.register_parametrization(source, "weight", K["Symmetric"]())
        P.register_parametrization(source, "bias", K["Split"]())
        target = lib.nn.Linear(3, 3).double()
        P.transfer_parametrizations_and_params(source, target)
        assert target.parametrizations.weight.original is source.parametrizations.weight.original
        results.append((repr(target), list(target.state_dict()), target.weight.detach().numpy().tolist(),
                        target.bias.detach().numpy().tolist()))
        only = lib.nn.Linear(3, 3).double()
        P.transfer_parametrizations_and_params(source, only, "bias")
        results.append((repr(only), list(only.state_dict())))
        assert P.transfer_parametrizations_and_params(_linear(lib), only) is only
    assert results[:2] == results[2:]


ERRORS = [
    "P.register_parametrization(m, 'nothing', K['Symmetric']())",
    "P.register_parametrization(m, 'weight', K['Reshape']())",
    "P.register_parametrization(m, 'weight', K['Retype']())",
    "P.register_parametrization(m, 'weight', K['NotATensor']())",
    "P.register_parametrization(m, 'weight', K['Symmetric']()); "
    "P.register_parametrization(m, 'weight', K['Reshape']())",
    "P.register_parametrization(m, 'weight', K['Symmetric']()); P.register_parametrization(m, 'weight', K['Retype']())",
    "P.register_parametrization(m, 'weight', K['NoInverse']()); m.weight = lib.ones(3, 3)",
    "P.remove_parametrizations(m, 'weight')",
    "P.register_parametrization(m, 'weight', K['Split']()); P.remove_parametrizations(m, 'weight', False)",
    "P.ParametrizationList([], m.weight)",
]


@pytest.mark.parametrize("script", ERRORS)
def test_errors_match_torch(torch, script):
    caught = []
    for lib in (torch, gradtable):
        m = _linear(lib)
        try:
            exec(script, {"P": lib.nn.utils.parametrize, "K": _parametrizations(lib), "m": m, "lib": lib})
        except Exception as err:  # noqa: BLE001 - the comparison is the point
            caught.append((type(err).__name__, str(err).replace("torch.nn.modules.linear", "LINEAR")
                           .replace("gradtable.nn.modules.linear", "LINEAR")))
    assert len(caught) == 2, caught
    assert caught[0] == caught[1]
