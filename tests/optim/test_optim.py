"""gradtable.optim against torch.optim: the same loss, the same start, the same options,
step by step; plus the Optimizer bookkeeping (groups, state_dict, zero_grad, errors)."""
import copy
import importlib
import re
import warnings

import numpy as np
import pytest

import gradtable

# Fixed data for a small least-squares problem with a quartic penalty: gradients change
# every step and differ per coordinate, so every term of every update rule matters.
_RNG = np.random.default_rng(0)
X = _RNG.standard_normal((5, 3))
Y = _RNG.standard_normal((5, 4))
W0 = _RNG.standard_normal((3, 4))
B0 = _RNG.standard_normal(4)

TOLERANCES = {"float64": dict(rtol=1e-12, atol=1e-14), "float32": dict(rtol=2e-5, atol=1e-6)}

OPTIONS = {
    "SGD": [dict(lr=0.05), dict(lr=0.05, momentum=0.9), dict(lr=0.05, momentum=0.9, dampening=0.3),
            dict(lr=0.05, momentum=0.9, nesterov=True), dict(lr=0.05, weight_decay=0.1),
            dict(lr=0.02, momentum=0.5, weight_decay=0.1, maximize=True), dict()],
    "Adam": [dict(lr=0.1), dict(lr=0.1, amsgrad=True), dict(lr=0.1, weight_decay=0.1), dict(lr=0.1, maximize=True),
             dict(lr=0.05, betas=(0.8, 0.9), eps=1e-6), dict(lr=0.1, weight_decay=0.1, decoupled_weight_decay=True),
             dict(lr=0.1, amsgrad=True, weight_decay=0.05, maximize=True), dict()],
    "AdamW": [dict(lr=0.1), dict(lr=0.1, amsgrad=True, weight_decay=0.05), dict(lr=0.1, maximize=True),
              dict(lr=0.1, weight_decay=0.0), dict()],
    "RMSprop": [dict(), dict(centered=True), dict(momentum=0.9), dict(lr=0.02, centered=True, momentum=0.5,
                weight_decay=0.1), dict(alpha=0.9, maximize=True), dict(eps=1e-3, weight_decay=0.2)],
    "Adagrad": [dict(lr=0.1), dict(lr=0.1, lr_decay=0.1), dict(lr=0.1, weight_decay=0.1),
                dict(lr=0.1, initial_accumulator_value=0.5), dict(lr=0.1, maximize=True, eps=1e-6), dict()],
}
CASES = [(name, opts) for name, grid in OPTIONS.items() for opts in grid]


def _params(lib, dtype):
    dt = getattr(lib, dtype)
    return [lib.tensor(W0, dtype=dt, requires_grad=True), lib.tensor(B0, dtype=dt, requires_grad=True)]


def _loss(lib, w, b):
    x = lib.tensor(X, dtype=w.dtype)
    y = lib.tensor(Y, dtype=w.dtype)
    return ((x @ w + b - y) ** 2).mean() + 0.1 * (w ** 4).sum()


def _train(lib, name, options, dtype, steps):
    """Yield the parameter values (as arrays) after each optimizer step."""
    params = _params(lib, dtype)
    opt = getattr(lib.optim, name)(params, **options)
    for _ in range(steps):
        opt.zero_grad()
        _loss(lib, *params).backward()
        opt.step()
        yield [p.detach().numpy().copy() for p in params], opt


def _arrays(state):
    """Per-parameter optimizer state as plain values, for comparing across libraries."""
    return {k: {key: np.asarray(v.detach().numpy() if hasattr(v, "detach") else v) for key, v in s.items()}
            for k, s in state.items()}


@pytest.mark.parametrize("dtype", ["float64", "float32"])
@pytest.mark.parametrize("name,options", CASES, ids=[f"{n}-{o}" for n, o in CASES])
def test_steps_match_torch(torch, name, options, dtype):
    tol = TOLERANCES[dtype]
    ours = list(_train(gradtable, name, options, dtype, steps=6))
    theirs = list(_train(torch, name, options, dtype, steps=6))
    for step, ((got, _), (want, _)) in enumerate(zip(ours, theirs)):
        for g, w in zip(got, want):
            assert g.dtype == w.dtype
            np.testing.assert_allclose(g, w, err_msg=f"after step {step + 1}", **tol)
    # The state is PyTorch's too: same keys, same buffers, same dtypes (step counters included).
    opt, torch_opt = ours[-1][1], theirs[-1][1]  # (every step yields its library's one optimizer)
    ours_sd, torch_sd = opt.state_dict(), torch_opt.state_dict()
    assert ours_sd["param_groups"] == torch_sd["param_groups"]
    got_state, want_state = _arrays(ours_sd["state"]), _arrays(torch_sd["state"])
    assert list(got_state) == list(want_state)
    for k in want_state:
        assert list(got_state[k]) == list(want_state[k])
        for key in want_state[k]:
            assert got_state[k][key].dtype == want_state[k][key].dtype, key
            np.testing.assert_allclose(got_state[k][key], want_state[k][key], **tol)


@pytest.mark.parametrize("name", list(OPTIONS))
def test_param_groups_with_their_own_options(torch, name):
    """Each group uses its own lr; the others fall back to the defaults."""
    def run(lib):
        w, b = _params(lib, "float64")
        opt = getattr(lib.optim, name)([{"params": [w], "lr": 0.3}, {"params": b}], lr=0.05)
        for _ in range(4):
            opt.zero_grad()
            _loss(lib, w, b).backward()
            opt.step()
        return w.detach().numpy(), b.detach().numpy(), [g["lr"] for g in opt.param_groups]

    got, want = run(gradtable), run(torch)
    np.testing.assert_allclose(got[0], want[0], rtol=1e-12, atol=1e-14)
    np.testing.assert_allclose(got[1], want[1], rtol=1e-12, atol=1e-14)
    assert got[2] == want[2] == [0.3, 0.05]


@pytest.mark.parametrize("name,options", [(n, g[1]) for n, g in OPTIONS.items()])
def test_resuming_from_state_dict_continues_identically(name, options):
    cls = getattr(gradtable.optim, name)
    params = _params(gradtable, "float32")
    opt = cls(params, **options)

    def step(opt, params):
        opt.zero_grad()
        _loss(gradtable, *params).backward()
        opt.step()

    for _ in range(3):
        step(opt, params)
    resumed_params = [p.detach().clone().requires_grad_() for p in params]
    resumed = cls(resumed_params, lr=123.0)  # options come back from the state dict
    resumed.load_state_dict(copy.deepcopy(opt.state_dict()))
    assert resumed.param_groups[0]["lr"] == opt.param_groups[0]["lr"]
    assert resumed.param_groups[0]["params"][0] is resumed_params[0]
    for _ in range(3):
        step(opt, params)
        step(resumed, resumed_params)
        for p, q in zip(params, resumed_params):
            np.testing.assert_array_equal(p.detach().numpy(), q.detach().numpy())


def test_state_dict_loads_across_libraries(torch):
    """A state dict in PyTorch's format: torch's loads into gradtable (tensors converted)."""
    theirs = list(_train(torch, "Adam", dict(lr=0.1, amsgrad=True), "float64", steps=3))
    torch_opt = theirs[-1][1]
    params = [gradtable.tensor(a, requires_grad=True) for a in theirs[-1][0]]
    opt = gradtable.optim.Adam(params, lr=0.1, amsgrad=True)
    sd = torch_opt.state_dict()
    converted = {"state": {k: {key: gradtable.tensor(v.numpy()) for key, v in s.items()}
                           for k, s in sd["state"].items()},
                 "param_groups": sd["param_groups"]}
    opt.load_state_dict(converted)
    torch_params = torch_opt.param_groups[0]["params"]
    for _ in range(2):
        for lib, o, ps in ((gradtable, opt, params), (torch, torch_opt, torch_params)):
            o.zero_grad()
            _loss(lib, *ps).backward()
            o.step()
    for p, q in zip(params, torch_params):
        np.testing.assert_allclose(p.detach().numpy(), q.detach().numpy(), rtol=1e-12, atol=1e-14)


def test_load_state_dict_casts_buffers_to_the_parameter_dtype():
    p = gradtable.tensor([1.0, 2.0], dtype=gradtable.float32, requires_grad=True)
    opt = gradtable.optim.Adam([p])
    state = {"step": gradtable.tensor(2.0), "exp_avg": gradtable.tensor([0.1, 0.2], dtype=gradtable.float64),
             "exp_avg_sq": gradtable.tensor([0.1, 0.2], dtype=gradtable.float64)}
    opt.load_state_dict({"state": {0: state}, "param_groups": opt.state_dict()["param_groups"]})
    assert opt.state[p]["exp_avg"].dtype == gradtable.float32
    assert opt.state[p]["step"].dtype == gradtable.float32


def test_step_updates_in_place_and_keeps_the_leaf():
    p = gradtable.tensor([1.0, -2.0], requires_grad=True)
    opt = gradtable.optim.SGD([p], lr=0.5)
    storage, version = p._data, p._version
    (p * p).sum().backward()
    opt.step()
    assert p._data is storage and p._version > version
    assert p.requires_grad and p.is_leaf and p.grad_fn is None
    np.testing.assert_allclose(p.detach().numpy(), [0.0, 0.0])


@pytest.mark.parametrize("name", list(OPTIONS))
def test_parameters_without_grad_are_skipped(lib, name):
    a = lib.tensor([1.0, 2.0], requires_grad=True)
    b = lib.tensor([3.0, 4.0], requires_grad=True)
    opt = getattr(lib.optim, name)([a, b], lr=0.1)
    (a * a).sum().backward()
    opt.step()
    assert b.tolist() == [3.0, 4.0]
    assert a.tolist() != [1.0, 2.0]
    if name != "Adagrad":  # Adagrad creates its state up front for every parameter
        assert b not in opt.state or len(opt.state[b]) == 0


def test_step_returns_the_closure_loss_computed_with_grad(lib):
    p = lib.tensor([1.0, 2.0], requires_grad=True)
    opt = lib.optim.SGD([p], lr=0.1)

    def closure():
        opt.zero_grad()
        loss = (p * p).sum()
        loss.backward()
        return loss

    with lib.no_grad():
        loss = opt.step(closure)
    assert loss.item() == 5.0
    assert p.tolist() == pytest.approx([0.8, 1.6])
    assert opt.step() is None


def test_zero_grad(lib):
    p = lib.tensor([1.0, 2.0], requires_grad=True)
    opt = lib.optim.SGD([p], lr=0.1)
    (p * p).sum().backward()
    grad = p.grad
    opt.zero_grad(set_to_none=False)
    assert p.grad is grad and p.grad.tolist() == [0.0, 0.0]
    opt.zero_grad()
    assert p.grad is None
    opt.zero_grad()  # nothing to clear: fine


@pytest.mark.filterwarnings("ignore:Using backward\\(\\) with create_graph=True")
def test_zero_grad_detaches_a_grad_with_history(lib):
    p = lib.tensor([1.0, 2.0], requires_grad=True)
    (p * p).sum().backward(create_graph=True)
    assert p.grad.grad_fn is not None
    lib.optim.SGD([p]).zero_grad(set_to_none=False)
    assert p.grad.grad_fn is None and not p.grad.requires_grad and p.grad.tolist() == [0.0, 0.0]


def test_param_group_bookkeeping(lib):
    a = lib.tensor([1.0], requires_grad=True)
    b = lib.tensor([2.0], requires_grad=True)
    opt = lib.optim.SGD([a], lr=0.1, momentum=0.9)
    opt.add_param_group({"params": b, "lr": 0.01})
    assert [g["lr"] for g in opt.param_groups] == [0.1, 0.01]
    assert opt.param_groups[1]["params"] == [b] and opt.param_groups[1]["momentum"] == 0.9
    assert opt.defaults["lr"] == 0.1
    sd = opt.state_dict()
    assert [g["params"] for g in sd["param_groups"]] == [[0], [1]]
    assert list(sd["param_groups"][0])[-1] == "params"


def test_named_parameters_keep_their_names(lib):
    a = lib.tensor([1.0], requires_grad=True)
    opt = lib.optim.Adam([("weight", a)])
    assert opt.param_groups[0]["params"] == [a]
    assert opt.param_groups[0]["param_names"] == ["weight"]
    with pytest.raises(ValueError, match="all optimizer param groups should be with/without names. "
                                         "cannot add param group without names to the optimizer"):
        opt.add_param_group({"params": [lib.tensor([1.0], requires_grad=True)]})


def test_state_dict_matches_torch_for_the_constructor_state(torch):
    """Adagrad fills its state at construction, other optimizers at their first step."""
    for name in OPTIONS:
        got = getattr(gradtable.optim, name)(_params(gradtable, "float32")).state_dict()
        want = getattr(torch.optim, name)(_params(torch, "float32")).state_dict()
        assert got["param_groups"] == want["param_groups"], name
        assert _arrays(got["state"]).keys() == _arrays(want["state"]).keys(), name


def test_repr_matches_torch(torch):
    for name, grid in OPTIONS.items():
        got = repr(getattr(gradtable.optim, name)(_params(gradtable, "float32"), **grid[1]))
        assert got == repr(getattr(torch.optim, name)(_params(torch, "float32"), **grid[1]))


# -- errors: the same literal expectations run on both libraries -------------------------------
def _leaf(lib):
    return lib.tensor([1.0, 2.0], requires_grad=True)


ERRORS = [
    (lambda lib: lib.optim.SGD([]), ValueError, "optimizer got an empty parameter list"),
    (lambda lib: lib.optim.SGD(_leaf(lib)), TypeError,
     "params argument given to the optimizer should be an iterable of Tensors or dicts, but got torch.FloatTensor"),
    (lambda lib: lib.optim.SGD([1.0]), TypeError,
     "optimizer can only optimize Tensors, but one of the params is float"),
    (lambda lib: lib.optim.SGD([_leaf(lib) * 2]), ValueError, "can't optimize a non-leaf Tensor"),
    (lambda lib: lib.optim.SGD([{"params": {_leaf(lib)}}]), TypeError, "optimizer parameters need to be organized in "
     "ordered collections, but the ordering of tensors in sets will change between runs. Please use a list instead."),
    (lambda lib: lib.optim.SGD([_leaf(lib)], lr=-0.1), ValueError, "Invalid learning rate: -0.1"),
    (lambda lib: lib.optim.SGD([_leaf(lib)], momentum=-1), ValueError, "Invalid momentum value: -1"),
    (lambda lib: lib.optim.SGD([_leaf(lib)], weight_decay=-1), ValueError, "Invalid weight_decay value: -1"),
    (lambda lib: lib.optim.SGD([_leaf(lib)], nesterov=True), ValueError,
     "Nesterov momentum requires a momentum and zero dampening"),
    (lambda lib: lib.optim.SGD([_leaf(lib)], momentum=0.9, dampening=0.1, nesterov=True), ValueError,
     "Nesterov momentum requires a momentum and zero dampening"),
    (lambda lib: lib.optim.Adam([_leaf(lib)], lr=-1e-3), ValueError, "Invalid learning rate: -0.001"),
    (lambda lib: lib.optim.Adam([_leaf(lib)], eps=-1.0), ValueError, "Invalid epsilon value: -1.0"),
    (lambda lib: lib.optim.Adam([_leaf(lib)], betas=(1.0, 0.9)), ValueError, "Invalid beta parameter at index 0: 1.0"),
    (lambda lib: lib.optim.Adam([_leaf(lib)], betas=(0.9, -0.5)), ValueError,
     "Invalid beta parameter at index 1: -0.5"),
    (lambda lib: lib.optim.Adam([_leaf(lib)], betas=(0, 0.9)), ValueError,
     "betas must be either both floats or both Tensors"),
    (lambda lib: lib.optim.AdamW([_leaf(lib)], weight_decay=-0.1), ValueError, "Invalid weight_decay value: -0.1"),
    (lambda lib: lib.optim.RMSprop([_leaf(lib)], alpha=-0.1), ValueError, "Invalid alpha value: -0.1"),
    (lambda lib: lib.optim.RMSprop([_leaf(lib)], momentum=-0.1), ValueError, "Invalid momentum value: -0.1"),
    (lambda lib: lib.optim.RMSprop([_leaf(lib)], eps=-0.1), ValueError, "Invalid epsilon value: -0.1"),
    (lambda lib: lib.optim.Adagrad([_leaf(lib)], lr_decay=-0.1), ValueError, "Invalid lr_decay value: -0.1"),
    (lambda lib: lib.optim.Adagrad([_leaf(lib)], initial_accumulator_value=-1), ValueError,
     "Invalid initial_accumulator_value value: -1"),
    (lambda lib: lib.optim.Adagrad([_leaf(lib)], eps=-1), ValueError, "Invalid epsilon value: -1"),
    (lambda lib: lib.optim.SGD([_leaf(lib)]).add_param_group([_leaf(lib)]), TypeError,
     "param_group must be a dict, but got <class 'list'>"),
    (lambda lib: lib.optim.SGD([("a", _leaf(lib)), _leaf(lib)]), ValueError,
     "all optimizer params should be with/without names. Some param names are missing"),
]


@pytest.mark.parametrize("make,error,message", ERRORS, ids=[e[2][:40] for e in ERRORS])
def test_errors(lib, make, error, message):
    with pytest.raises(error, match=re.escape(message)):
        make(lib)


def test_a_parameter_in_two_groups_is_an_error(lib):
    p = _leaf(lib)
    opt = lib.optim.SGD([p], lr=0.1)
    with pytest.raises(ValueError, match="some parameters appear in more than one parameter group"):
        opt.add_param_group({"params": [p]})
    with pytest.raises(ValueError, match="some parameters appear in more than one parameter group"):
        lib.optim.Adam([{"params": [p]}, {"params": [_leaf(lib), p]}])


def test_duplicate_parameters_in_a_group_warn(lib):
    p = _leaf(lib)
    with pytest.warns(UserWarning, match="optimizer contains a parameter group with duplicate parameters"):
        lib.optim.SGD([p, p], lr=0.1)


def test_required_option_missing_from_a_group(lib):
    required = importlib.import_module(lib.__name__ + ".optim.optimizer").required

    class NeedsLr(lib.optim.Optimizer):
        def __init__(self, params):
            super().__init__(params, {"lr": required})

    with pytest.raises(ValueError, match="parameter group didn't specify a value of required optimization "
                                         "parameter lr"):
        NeedsLr([_leaf(lib)])
    assert NeedsLr([{"params": [_leaf(lib)], "lr": 0.1}]).param_groups[0]["lr"] == 0.1


def test_load_state_dict_size_mismatches(lib):
    a, b = _leaf(lib), _leaf(lib)
    one_group = lib.optim.SGD([a, b]).state_dict()
    with pytest.raises(ValueError, match="loaded state dict has a different number of parameter groups"):
        lib.optim.SGD([{"params": [a]}, {"params": [b]}]).load_state_dict(one_group)
    with pytest.raises(ValueError, match="loaded state dict contains a parameter group that doesn't match the size "
                                         "of optimizer's group"):
        lib.optim.SGD([a]).load_state_dict(one_group)


def test_optimizers_accept_tensor_subclasses():
    class Parameter(gradtable.Tensor):
        pass

    p = Parameter([1.0, 2.0], requires_grad=True)
    opt = gradtable.optim.Adam([p], lr=0.1)
    p.grad = gradtable.tensor([2.0, 4.0])
    opt.step()
    assert type(p) is Parameter
    assert opt.state[p]["exp_avg"].shape == (2,)
    assert p.tolist() == pytest.approx([0.9, 1.9])


def test_no_warnings_in_a_plain_training_step():
    p = _leaf(gradtable)
    opt = gradtable.optim.RMSprop([p])
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        (p * p).sum().backward()
        opt.step()
        opt.zero_grad()


COMPLEX_CASES = [("SGD", dict(lr=0.1, momentum=0.9, weight_decay=0.1)), ("Adam", dict(lr=0.1, amsgrad=True)),
                 ("AdamW", dict(lr=0.1)), ("RMSprop", dict(centered=True, momentum=0.5)),
                 ("Adagrad", dict(lr=0.1, initial_accumulator_value=0.2))]


@pytest.mark.parametrize("name,options", COMPLEX_CASES)
def test_complex_parameters_match_torch(torch, name, options):
    """Complex parameters are updated as (real, imag) pairs, as PyTorch does."""
    start = np.array([[1 + 2j, -0.5 + 0.1j], [0.3 - 1j, 2 + 0j]])

    def run(lib):
        p = lib.tensor(start, requires_grad=True)
        opt = getattr(lib.optim, name)([p], **options)
        for _ in range(4):
            current = p.detach().numpy()
            p.grad = lib.tensor(current * (0.5 - 0.3j) + (current.real ** 2) * 1j)
            opt.step()
        return p.detach().numpy(), opt.state_dict()["state"]

    (got, got_state), (want, want_state) = run(gradtable), run(torch)
    np.testing.assert_allclose(got, want, rtol=1e-12, atol=1e-14)
    for key, value in want_state[0].items():
        np.testing.assert_allclose(got_state[0][key].numpy(), value.numpy(), rtol=1e-12, atol=1e-14)


def test_step_bumps_the_version_so_stale_graphs_are_caught(lib):
    """Stepping between forward and backward changes values the graph saved: backward must refuse."""
    p = lib.tensor([1.0, 2.0], requires_grad=True)
    opt = lib.optim.SGD([p], lr=0.1)
    (p * p).sum().backward()
    loss = (p * p).sum()  # saves p for its backward
    opt.step()
    with pytest.raises(RuntimeError, match="one of the variables needed for gradient computation has been modified "
                                           "by an inplace operation"):
        loss.backward()
