"""gradtable.optim.lr_scheduler against torch.optim.lr_scheduler: the lr sequences, the
state dicts and the warnings."""
import warnings

import pytest

import gradtable


class _Warmup:
    """A callable object: LambdaLR saves its attributes in state_dict (a plain function it cannot)."""

    def __init__(self, epochs):
        self.epochs = epochs

    def __call__(self, epoch):
        return min(1.0, (epoch + 1) / self.epochs)


SCHEDULES = {
    "StepLR": lambda sched, opt: sched.StepLR(opt, step_size=3, gamma=0.5),
    "StepLR-default-gamma": lambda sched, opt: sched.StepLR(opt, 4),
    "MultiStepLR": lambda sched, opt: sched.MultiStepLR(opt, milestones=[2, 5, 5, 9], gamma=0.3),
    "ExponentialLR": lambda sched, opt: sched.ExponentialLR(opt, gamma=0.9),
    "CosineAnnealingLR": lambda sched, opt: sched.CosineAnnealingLR(opt, T_max=7, eta_min=0.01),
    "CosineAnnealingLR-default-eta": lambda sched, opt: sched.CosineAnnealingLR(opt, T_max=10),
    "LambdaLR": lambda sched, opt: sched.LambdaLR(opt, lambda epoch: 0.95 ** epoch),
    "LambdaLR-per-group": lambda sched, opt: sched.LambdaLR(opt, [lambda e: 1 / (e + 1), _Warmup(4)]),
}


def _optimizer(lib):
    a = lib.tensor([1.0, 2.0], requires_grad=True)
    b = lib.tensor([3.0], requires_grad=True)
    return lib.optim.SGD([{"params": [a]}, {"params": [b], "lr": 0.3}], lr=0.1, momentum=0.9)


def _lrs(lib, make, epochs=30):
    """The lr of every group after construction and after each epoch's step."""
    opt = _optimizer(lib)
    scheduler = make(lib.optim.lr_scheduler, opt)
    history = [scheduler.get_last_lr()]
    for _ in range(epochs):
        opt.step()
        scheduler.step()
        history.append(scheduler.get_last_lr())
        assert history[-1] == [g["lr"] for g in opt.param_groups]
    return history, scheduler, opt


@pytest.mark.parametrize("name", list(SCHEDULES))
def test_lr_sequence_matches_torch(torch, name):
    got, ours, opt = _lrs(gradtable, SCHEDULES[name])
    want, theirs, torch_opt = _lrs(torch, SCHEDULES[name])
    assert got == want  # the same Python float arithmetic, so the same floats
    assert [g["initial_lr"] for g in opt.param_groups] == [g["initial_lr"] for g in torch_opt.param_groups]
    assert ours.base_lrs == theirs.base_lrs == [0.1, 0.3]
    assert ours.last_epoch == theirs.last_epoch == 30
    assert ours.state_dict() == theirs.state_dict()


@pytest.mark.parametrize("name", ["StepLR", "MultiStepLR", "ExponentialLR", "CosineAnnealingLR"])
def test_step_with_an_epoch_uses_the_closed_form(torch, name):
    def run(lib):
        opt = _optimizer(lib)
        scheduler = SCHEDULES[name](lib.optim.lr_scheduler, opt)
        opt.step()
        with pytest.warns(UserWarning, match="The epoch parameter in `scheduler.step\\(\\)` was not necessary"):
            scheduler.step(5)
        return scheduler.get_last_lr()

    assert run(gradtable) == run(torch)


def test_scheduler_resumes_from_its_state_dict():
    make = SCHEDULES["CosineAnnealingLR"]
    full, _, _ = _lrs(gradtable, make, epochs=12)
    _, first, opt = _lrs(gradtable, make, epochs=5)
    resumed_opt = _optimizer(gradtable)
    resumed_opt.load_state_dict(opt.state_dict())
    resumed = make(gradtable.optim.lr_scheduler, resumed_opt)
    resumed.load_state_dict(first.state_dict())
    rest = []
    for _ in range(7):
        resumed_opt.step()
        resumed.step()
        rest.append(resumed.get_last_lr())
    assert rest == full[6:]


def test_lambda_lr_state_dict_keeps_callable_objects(lib):
    opt = _optimizer(lib)
    warmup = _Warmup(4)
    scheduler = lib.optim.lr_scheduler.LambdaLR(opt, [lambda e: 1.0, warmup])
    state = scheduler.state_dict()
    assert state["lr_lambdas"] == [None, {"epochs": 4}]
    warmup.epochs = 10
    scheduler.load_state_dict(state)
    assert warmup.epochs == 4


def test_resuming_needs_initial_lr(lib):
    with pytest.raises(KeyError, match="param 'initial_lr' is not specified in param_groups\\[0\\] when resuming"):
        lib.optim.lr_scheduler.StepLR(_optimizer(lib), step_size=2, last_epoch=3)


def test_needs_an_optimizer(lib):
    with pytest.raises(TypeError, match="list is not an Optimizer"):
        lib.optim.lr_scheduler.StepLR([], step_size=2)


def test_lambda_lr_needs_one_function_per_group(lib):
    with pytest.raises(ValueError, match="Expected 2 lr_lambdas, but got 1"):
        lib.optim.lr_scheduler.LambdaLR(_optimizer(lib), [lambda e: 1.0])


def test_warns_when_stepped_before_the_optimizer(lib):
    opt = _optimizer(lib)
    scheduler = lib.optim.lr_scheduler.StepLR(opt, step_size=2)
    with pytest.warns(UserWarning, match="Detected call of `lr_scheduler.step\\(\\)` before `optimizer.step\\(\\)`"):
        scheduler.step()


def test_no_warning_in_the_right_order(lib):
    opt = _optimizer(lib)
    scheduler = lib.optim.lr_scheduler.ExponentialLR(opt, gamma=0.5)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        for _ in range(3):
            opt.step()
            scheduler.step()
    assert scheduler.get_last_lr() == [0.0125, 0.0375]


def test_get_lr_outside_step_warns(lib):
    scheduler = lib.optim.lr_scheduler.StepLR(_optimizer(lib), step_size=2)
    with pytest.warns(UserWarning, match="please use `get_last_lr\\(\\)`"):
        scheduler.get_lr()
