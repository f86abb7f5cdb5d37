"""The optimizers beyond the common five (Adadelta, Adamax, NAdam, RAdam, ASGD, Rprop, LBFGS,
SparseAdam refused) and Adam's kernel-choice flags, against torch.optim: the same trajectories
from the same start, the same state, the same errors."""
import copy

import numpy as np
import pytest
import test_optim as common  # the least-squares problem and the step-by-step comparison

import gradtable

OPTIONS = {
    "Adadelta": [dict(), dict(lr=0.5, rho=0.8, eps=1e-4), dict(weight_decay=0.1, maximize=True)],
    "Adamax": [dict(), dict(lr=0.05, betas=(0.8, 0.9), eps=1e-4), dict(lr=0.05, weight_decay=0.1, maximize=True)],
    "NAdam": [dict(), dict(lr=0.05, momentum_decay=0.1), dict(lr=0.05, weight_decay=0.1),
              dict(lr=0.05, weight_decay=0.1, decoupled_weight_decay=True), dict(lr=0.05, maximize=True)],
    "RAdam": [dict(), dict(lr=0.1, betas=(0.5, 0.6)), dict(lr=0.1, weight_decay=0.1),
              dict(lr=0.1, weight_decay=0.1, decoupled_weight_decay=True, maximize=True)],
    "ASGD": [dict(), dict(lr=0.05, t0=2, lambd=0.1, alpha=0.5), dict(lr=0.05, weight_decay=0.1, t0=0),
             dict(lr=0.02, maximize=True)],
    "Rprop": [dict(), dict(lr=0.05, etas=(0.3, 1.5), step_sizes=(1e-3, 0.1)), dict(maximize=True)],
}
CASES = [(name, opts) for name, grid in OPTIONS.items() for opts in grid]


@pytest.mark.parametrize("dtype", ["float64", "float32"])
@pytest.mark.parametrize("name,options", CASES, ids=[f"{n}-{o}" for n, o in CASES])
def test_steps_and_state_match_torch(torch, name, options, dtype):
    common.test_steps_match_torch(torch, name, options, dtype)


@pytest.mark.parametrize("name", list(OPTIONS))
def test_param_groups_with_their_own_options(torch, name):
    common.test_param_groups_with_their_own_options(torch, name)


@pytest.mark.parametrize("name,options", [(n, g[1]) for n, g in OPTIONS.items()])
def test_resuming_from_state_dict_continues_identically(name, options):
    common.test_resuming_from_state_dict_continues_identically(name, options)


_COMPLEX_GRADS = np.random.default_rng(1).standard_normal((6, 3, 2)) @ np.array([1, 1j])


@pytest.mark.parametrize("name", list(OPTIONS))
def test_complex_parameters_match_torch(torch, name):
    """Complex parameters are optimized as (real, imag) pairs, each part with its own state.
    (The gradients are given, so only the update rules are compared.)"""
    def run(lib):
        z = lib.tensor([1 + 2j, -0.5 + 0.25j, 3 - 1j], dtype=lib.complex128, requires_grad=True)
        opt = getattr(lib.optim, name)([z], lr=0.05)
        for grad in _COMPLEX_GRADS:
            z.grad = lib.tensor(grad)
            opt.step()
        return z.detach().numpy()

    np.testing.assert_allclose(run(gradtable), run(torch), rtol=1e-12, atol=1e-14)


@pytest.mark.parametrize("name", list(OPTIONS))
def test_repr_matches_torch(torch, name):
    def make(lib):
        return getattr(lib.optim, name)([lib.tensor([1.0], requires_grad=True)])
    assert repr(make(gradtable)) == repr(make(torch))


# -- LBFGS --------------------------------------------------------------------------------------
def _rosenbrock(x):
    """Written with products only: both libraries then compute bit-identical gradients."""
    valley, slope = x[1:] - x[:-1] * x[:-1], 1 - x[:-1]
    return (100 * valley * valley + slope * slope).sum()


def _rosenbrock_run(lib, steps, dtype="float64", **options):
    """Minimize the 3-d Rosenbrock function from a hard start; record everything after each step."""
    x = lib.tensor([-1.5, 2.0, 0.5], dtype=getattr(lib, dtype), requires_grad=True)
    opt = lib.optim.LBFGS([x], **options)

    def closure():
        opt.zero_grad()
        loss = _rosenbrock(x)
        loss.backward()
        return loss

    history = []
    for _ in range(steps):
        loss = opt.step(closure)
        state = opt.state[x]
        history.append((loss.item(), x.detach().numpy().copy(), state["func_evals"], state["n_iter"]))
    return history, opt, x


LBFGS_OPTIONS = [dict(), dict(line_search_fn="strong_wolfe"), dict(history_size=3, max_iter=7, lr=0.5),
                 dict(line_search_fn="strong_wolfe", history_size=2, tolerance_change=1e-5),
                 dict(lr=0.01, max_eval=4), dict(line_search_fn="strong_wolfe", max_iter=3, max_eval=10),
                 dict(tolerance_grad=10.0)]


@pytest.mark.parametrize("options", LBFGS_OPTIONS, ids=str)
def test_lbfgs_on_rosenbrock_matches_torch(torch, options):
    """Same losses, iterates and evaluation counts. Rosenbrock's valley is ill-conditioned, so
    last-bit differences (BLAS dot products) grow along a run: the first step agrees to 1e-10,
    the next four (up to 20 iterations each, some with a fixed step of 1) to 1e-6."""
    got, ours, x = _rosenbrock_run(gradtable, 5, **options)
    want, theirs, tx = _rosenbrock_run(torch, 5, **options)
    for step, ((loss, value, evals, n_iter), (t_loss, t_value, t_evals, t_n_iter)) in enumerate(zip(got, want)):
        tol = dict(rtol=1e-10, atol=1e-14) if step == 0 else dict(rtol=1e-6, atol=1e-12)
        assert (evals, n_iter) == (t_evals, t_n_iter)
        np.testing.assert_allclose(loss, t_loss, rtol=tol["rtol"], atol=1e-8)  # (losses near 0 at the end)
        np.testing.assert_allclose(value, t_value, **tol)
    state, t_state = ours.state_dict()["state"][0], theirs.state_dict()["state"][0]
    assert list(state) == list(t_state)
    assert ours.state_dict()["param_groups"] == theirs.state_dict()["param_groups"]
    for key in ("old_dirs", "old_stps", "ro"):
        assert len(state[key]) == len(t_state[key])


def test_lbfgs_strong_wolfe_reaches_the_minimum(torch):
    got, _, x = _rosenbrock_run(gradtable, 10, line_search_fn="strong_wolfe")
    want, _, _ = _rosenbrock_run(torch, 10, line_search_fn="strong_wolfe")
    np.testing.assert_allclose(x.detach().numpy(), [1.0, 1.0, 1.0], rtol=1e-4)  # within tolerance_change
    np.testing.assert_allclose(got[-1][1], want[-1][1], rtol=1e-8)


def test_lbfgs_returns_the_closure_loss_of_the_start(lib):
    w = lib.tensor([3.0, -1.0], dtype=lib.float64, requires_grad=True)
    opt = lib.optim.LBFGS([w], lr=0.1, max_iter=4)
    losses = []

    def closure():
        opt.zero_grad()
        loss = (w ** 2).sum()
        loss.backward()
        losses.append(loss)
        return loss

    assert opt.step(closure) is losses[0]
    assert len(losses) == 4  # the last iteration's loss is left to the next step
    assert opt.state[w]["func_evals"] == 4 and opt.state[w]["n_iter"] == 4


def test_lbfgs_stops_at_once_when_the_gradient_is_small(lib):
    w = lib.tensor([1e-9], requires_grad=True)
    opt = lib.optim.LBFGS([w])

    def closure():
        opt.zero_grad()
        loss = (w ** 2).sum()
        loss.backward()
        return loss

    opt.step(closure)
    assert w.item() == pytest.approx(1e-9) and dict(opt.state[w]) == {"func_evals": 1, "n_iter": 0}


def test_lbfgs_errors(lib):
    w = lib.tensor([1.0], requires_grad=True)
    with pytest.raises(ValueError, match=r"^LBFGS doesn't support per-parameter options \(parameter groups\)$"):
        lib.optim.LBFGS([{"params": [w]}, {"params": [lib.tensor([1.0], requires_grad=True)]}])
    with pytest.raises(ValueError, match="^Invalid learning rate: -1$"):
        lib.optim.LBFGS([w], lr=-1)
    with pytest.raises(TypeError, match=r"step\(\) missing 1 required positional argument: 'closure'"):
        lib.optim.LBFGS([w]).step()
    opt = lib.optim.LBFGS([w], line_search_fn="armijo")

    def closure():
        opt.zero_grad()
        loss = (w ** 2).sum()
        loss.backward()
        return loss

    with pytest.raises(RuntimeError, match="^only 'strong_wolfe' is supported$"):
        opt.step(closure)
    assert lib.optim.LBFGS([w]).defaults["max_eval"] == 25


def test_lbfgs_state_dict_resumes(torch):
    """A run saved after 2 steps and resumed in a fresh optimizer continues as the original."""
    _, opt, x = _rosenbrock_run(gradtable, 2, line_search_fn="strong_wolfe")
    saved = copy.deepcopy(opt.state_dict())
    y = x.detach().clone().requires_grad_()
    resumed = gradtable.optim.LBFGS([y], line_search_fn="strong_wolfe")
    resumed.load_state_dict(saved)
    for opt_, p in ((opt, x), (resumed, y)):
        def closure(opt_=opt_, p=p):
            opt_.zero_grad()
            loss = _rosenbrock(p)
            loss.backward()
            return loss
        opt_.step(closure)
    np.testing.assert_array_equal(x.detach().numpy(), y.detach().numpy())


# -- SparseAdam, Adam's flags ---------------------------------------------------------------------
def test_sparse_adam_is_refused_clearly():
    with pytest.raises(NotImplementedError, match="SparseAdam needs sparse gradients"):
        gradtable.optim.SparseAdam([gradtable.tensor([1.0], requires_grad=True)])


def _adam_two_steps(lib, **flags):
    w = lib.tensor([1.0, -2.0], dtype=lib.float64, requires_grad=True)
    opt = lib.optim.Adam([w], lr=0.1, **flags)
    for _ in range(2):
        opt.zero_grad()
        (w ** 2).sum().backward()
        opt.step()
    return w.detach().numpy()


@pytest.mark.parametrize("flags", [dict(fused=True), dict(foreach=True), dict(foreach=False, fused=False),
                                   dict(fused=True, amsgrad=True), dict(fused=True, capturable=True),
                                   dict(amsgrad=True, maximize=True, foreach=True)], ids=str)
def test_adam_kernel_flags_accepted_on_cpu(torch, flags):
    np.testing.assert_allclose(_adam_two_steps(gradtable, **flags), _adam_two_steps(torch, **flags), rtol=1e-14)


ERRORS = [
    (lambda lib: _adam_two_steps(lib, fused=True, foreach=True), RuntimeError,
     "`fused` and `foreach` cannot be `True` together."),
    (lambda lib: _adam_two_steps(lib, fused=True, differentiable=True), RuntimeError,
     "`fused` does not support `differentiable`"),
    (lambda lib: _adam_two_steps(lib, capturable=True), AssertionError,
     "If capturable=True, params and state_steps must be on supported devices: "
     "['cuda', 'xpu', 'hpu', 'privateuseone', 'xla']."),
    (lambda lib: lib.optim.Adam([common._leaf(lib)], lr=lib.tensor(0.1), foreach=True), ValueError,
     "lr as a Tensor is not supported for capturable=False and foreach=True"),
    (lambda lib: lib.optim.Adam([common._leaf(lib)], betas=(lib.tensor(0.9), lib.tensor(0.99)), foreach=True),
     ValueError, "betas[0] as a Tensor is not supported for capturable=False and foreach=True"),
    (lambda lib: lib.optim.Adadelta([common._leaf(lib)], rho=1.5), ValueError, "Invalid rho value: 1.5"),
    (lambda lib: lib.optim.Adadelta([common._leaf(lib)], eps=-1), ValueError, "Invalid epsilon value: -1"),
    (lambda lib: lib.optim.Adadelta([common._leaf(lib)], weight_decay=-1), ValueError,
     "Invalid weight_decay value: -1"),
    (lambda lib: lib.optim.Adamax([common._leaf(lib)], betas=(0.9, 1.0)), ValueError,
     "Invalid beta parameter at index 1: 1.0"),
    (lambda lib: lib.optim.NAdam([common._leaf(lib)], momentum_decay=-1), ValueError,
     "Invalid momentum_decay value: -1"),
    (lambda lib: lib.optim.NAdam([common._leaf(lib)], eps=-1), ValueError, "Invalid epsilon value: -1"),
    (lambda lib: lib.optim.RAdam([common._leaf(lib)], weight_decay=-1), ValueError, "Invalid weight_decay value: -1"),
    (lambda lib: lib.optim.RAdam([common._leaf(lib)], lr=-1), ValueError, "Invalid learning rate: -1"),
    (lambda lib: lib.optim.ASGD([common._leaf(lib)], weight_decay=-1), ValueError, "Invalid weight_decay value: -1"),
    (lambda lib: lib.optim.Rprop([common._leaf(lib)], etas=(1.2, 0.5)), ValueError, "Invalid eta values: 1.2, 0.5"),
    (lambda lib: lib.optim.Rprop([common._leaf(lib)], lr=lib.tensor([0.1, 0.2])), ValueError,
     "Tensor lr must be 1-element"),
]


@pytest.mark.parametrize("make,error,message", ERRORS, ids=[e[2][:40] for e in ERRORS])
def test_errors_match_torch(lib, make, error, message):
    with pytest.raises(error) as info:
        make(lib)
    assert str(info.value) == message


@pytest.mark.parametrize("name,tensors,devices", [
    ("Adadelta", "params and state_steps", "'privateuseone'"),
    ("Adamax", "params and state_steps", "'privateuseone', 'xla'"),
    ("NAdam", "params, mu_products and state_steps", "'privateuseone', 'xla'"),
    ("RAdam", "params and state_steps", "'privateuseone', 'xla'"),
    ("ASGD", "params, mus, etas, and state_steps", "'privateuseone', 'xla'"),
    ("Rprop", "params and state_steps", "'privateuseone', 'xla'")])
def test_capturable_is_refused_on_cpu_as_in_torch(lib, name, tensors, devices):
    w = lib.tensor([1.0], requires_grad=True)
    opt = getattr(lib.optim, name)([w], capturable=True)
    (w * 2).sum().backward()
    with pytest.raises(AssertionError) as info:
        opt.step()
    assert str(info.value) == (f"If capturable=True, {tensors} must be on supported devices: "
                               f"['cuda', 'xpu', 'hpu', {devices}].")
