"""The schedules beyond the simple five against torch.optim.lr_scheduler: warm-ups and decays,
warm restarts, cyclic and one-cycle (with the momentum they cycle), sequential and chained
compositions, ReduceLROnPlateau. The same float arithmetic, so the same floats: every lr
sequence is compared exactly, with the state dicts and the errors."""
import copy
import warnings

import pytest
import test_lr_scheduler as common  # the two-group SGD optimizer and the lr recorder

import gradtable


class _Scale:
    """A callable object: CyclicLR saves its attributes in state_dict (a plain function it cannot)."""

    def __init__(self, base):
        self.base = base

    def __call__(self, x):
        return self.base ** x


SCHEDULES = {
    "ConstantLR": lambda s, opt: s.ConstantLR(opt),
    "ConstantLR-args": lambda s, opt: s.ConstantLR(opt, factor=0.5, total_iters=7),
    "LinearLR": lambda s, opt: s.LinearLR(opt),
    "LinearLR-decay": lambda s, opt: s.LinearLR(opt, start_factor=1.0, end_factor=0.05, total_iters=17),
    "PolynomialLR": lambda s, opt: s.PolynomialLR(opt),
    "PolynomialLR-power": lambda s, opt: s.PolynomialLR(opt, total_iters=23, power=2.5),
    "CosineAnnealingWarmRestarts": lambda s, opt: s.CosineAnnealingWarmRestarts(opt, T_0=7),
    "CosineAnnealingWarmRestarts-mult": lambda s, opt: s.CosineAnnealingWarmRestarts(opt, 3, T_mult=2,
                                                                                     eta_min=0.001),
    "CyclicLR": lambda s, opt: s.CyclicLR(opt, base_lr=0.01, max_lr=0.1, step_size_up=4),
    "CyclicLR-triangular2": lambda s, opt: s.CyclicLR(opt, [0.01, 0.02], [0.1, 0.5], step_size_up=3,
                                                      step_size_down=5, mode="triangular2"),
    "CyclicLR-exp_range": lambda s, opt: s.CyclicLR(opt, 0.01, 0.1, step_size_up=5, mode="exp_range", gamma=0.97,
                                                    base_momentum=0.7, max_momentum=[0.95, 0.99]),
    "CyclicLR-scale_fn": lambda s, opt: s.CyclicLR(opt, 0.01, 0.1, step_size_up=4, scale_fn=_Scale(0.9),
                                                   scale_mode="iterations", cycle_momentum=False),
    "OneCycleLR": lambda s, opt: s.OneCycleLR(opt, max_lr=0.5, total_steps=60),
    "OneCycleLR-linear": lambda s, opt: s.OneCycleLR(opt, max_lr=[0.5, 1.0], epochs=6, steps_per_epoch=10,
                                                     anneal_strategy="linear", pct_start=0.25, div_factor=10.0),
    "OneCycleLR-three_phase": lambda s, opt: s.OneCycleLR(opt, 0.5, total_steps=60, three_phase=True,
                                                          final_div_factor=100.0, cycle_momentum=False),
    "SequentialLR": lambda s, opt: s.SequentialLR(opt, [s.LinearLR(opt, start_factor=0.1, total_iters=5),
                                                        s.ExponentialLR(opt, gamma=0.9)], milestones=[5]),
    "SequentialLR-three": lambda s, opt: s.SequentialLR(
        opt, [s.ConstantLR(opt, factor=0.1, total_iters=3), s.CosineAnnealingLR(opt, T_max=10),
              s.StepLR(opt, step_size=4, gamma=0.5)], milestones=[4, 20]),
    "ChainedScheduler": lambda s, opt: s.ChainedScheduler([s.ConstantLR(opt, factor=0.1, total_iters=4),
                                                           s.ExponentialLR(opt, gamma=0.9)]),
    "ChainedScheduler-optimizer": lambda s, opt: s.ChainedScheduler(
        [s.LinearLR(opt, start_factor=0.2, total_iters=6), s.CosineAnnealingLR(opt, T_max=9)], optimizer=opt),
}
EPOCHS = 60


def _momentum_history(lib, make):
    """The momentum of every group along the schedule (the cyclic ones move it)."""
    opt = common._optimizer(lib)
    scheduler = make(lib.optim.lr_scheduler, opt)
    history = [[g["momentum"] for g in opt.param_groups]]
    for _ in range(EPOCHS):
        opt.step()
        scheduler.step()
        history.append([g["momentum"] for g in opt.param_groups])
    return history


@pytest.mark.parametrize("name", list(SCHEDULES))
def test_lr_sequence_and_state_match_torch(torch, name):
    got, ours, opt = common._lrs(gradtable, SCHEDULES[name], epochs=EPOCHS)
    want, theirs, torch_opt = common._lrs(torch, SCHEDULES[name], epochs=EPOCHS)
    assert got == want
    assert getattr(ours, "last_epoch", None) == getattr(theirs, "last_epoch", None)  # (none when chained)
    assert ours.state_dict() == theirs.state_dict()
    for group, torch_group in zip(opt.param_groups, torch_opt.param_groups):
        assert {k: v for k, v in group.items() if k != "params"} == \
            {k: v for k, v in torch_group.items() if k != "params"}
    assert _momentum_history(gradtable, SCHEDULES[name]) == _momentum_history(torch, SCHEDULES[name])


@pytest.mark.parametrize("name", list(SCHEDULES))
def test_state_dict_round_trip_continues_the_sequence(name):
    """A schedule saved after 13 steps and loaded into a fresh one (on a restored optimizer)
    continues exactly as the uninterrupted run."""
    make = SCHEDULES[name]
    full, _, _ = common._lrs(gradtable, make, epochs=30)
    _, first, opt = common._lrs(gradtable, make, epochs=13)
    resumed_opt = common._optimizer(gradtable)
    resumed = make(gradtable.optim.lr_scheduler, resumed_opt)
    resumed_opt.load_state_dict(copy.deepcopy(opt.state_dict()))
    resumed.load_state_dict(copy.deepcopy(first.state_dict()))
    rest = []
    for _ in range(17):
        resumed_opt.step()
        resumed.step()
        rest.append(resumed.get_last_lr())
    assert rest == full[14:]


@pytest.mark.parametrize("name", ["ConstantLR", "LinearLR-decay", "PolynomialLR-power"])
def test_step_with_an_epoch_uses_the_closed_form(torch, name):
    def run(lib):
        opt = common._optimizer(lib)
        scheduler = SCHEDULES[name](lib.optim.lr_scheduler, opt)
        opt.step()
        out = []
        for epoch in (3, 9, 30):
            with pytest.warns(UserWarning, match="The epoch parameter in `scheduler.step\\(\\)` was not necessary"):
                scheduler.step(epoch)
            out.append(scheduler.get_last_lr())
        return out

    assert run(gradtable) == run(torch)


@pytest.mark.parametrize("T_mult", [1, 2, 3])
def test_warm_restarts_with_fractional_epochs(torch, T_mult):
    """step(epoch + i / iters), as its documentation suggests, without a deprecation warning."""
    def run(lib):
        opt = common._optimizer(lib)
        scheduler = lib.optim.lr_scheduler.CosineAnnealingWarmRestarts(opt, T_0=2, T_mult=T_mult, eta_min=0.01)
        out = []
        with warnings.catch_warnings():
            warnings.simplefilter("error")
            for epoch in range(12):
                for i in range(4):
                    opt.step()
                    scheduler.step(epoch + i / 4)
                    out.append((scheduler.get_last_lr(), scheduler.T_cur, scheduler.T_i, scheduler.last_epoch))
        return out

    assert run(gradtable) == run(torch)


@pytest.mark.parametrize("make", [
    lambda s, opt: s.CyclicLR(opt, 0.001, 0.01, step_size_up=3, base_momentum=0.8, max_momentum=0.95),
    lambda s, opt: s.OneCycleLR(opt, max_lr=0.01, total_steps=20, three_phase=True)], ids=["CyclicLR", "OneCycleLR"])
def test_cyclic_schedules_move_adam_beta1(torch, make):
    def run(lib):
        w = lib.tensor([1.0, 2.0], requires_grad=True)
        opt = lib.optim.Adam([w], lr=0.01, betas=(0.9, 0.99))
        scheduler = make(lib.optim.lr_scheduler, opt)
        out = []
        for _ in range(19):
            opt.step()
            scheduler.step()
            out.append((scheduler.get_last_lr(), opt.param_groups[0]["betas"]))
        return out

    assert run(gradtable) == run(torch)


# -- ReduceLROnPlateau -------------------------------------------------------------------------------
METRICS = [1.0, 0.9, 0.95, 0.91, 0.9, 0.9, 0.8999, 0.92, 0.93, 0.94, 0.5, 0.6, 0.6, 0.6, 0.6, 0.6, 0.6, 0.6, 0.6,
           0.6, 0.7, 0.7, 0.7, 0.7, 0.7, 0.7, 0.7]
PLATEAUS = [dict(patience=2), dict(mode="max", patience=1, factor=0.5), dict(patience=1, threshold=0.05,
            threshold_mode="abs", cooldown=2), dict(patience=0, min_lr=[0.01, 0.05], factor=0.3),
            dict(mode="max", threshold_mode="abs", threshold=0.0, patience=0, eps=0.05),
            dict(patience=1, cooldown=1, min_lr=0.02, factor=0.5)]


def _plateau_run(lib, options):
    opt = common._optimizer(lib)
    scheduler = lib.optim.lr_scheduler.ReduceLROnPlateau(opt, **options)
    history = [scheduler.get_last_lr()]
    for metric in METRICS:
        opt.step()
        scheduler.step(lib.tensor(metric) if metric == 0.5 else metric)  # a 0-d tensor works too
        history.append((scheduler.get_last_lr(), scheduler.num_bad_epochs, scheduler.cooldown_counter,
                        scheduler.best))
    return history, scheduler


@pytest.mark.parametrize("options", PLATEAUS, ids=str)
def test_reduce_lr_on_plateau_matches_torch(torch, options):
    got, ours = _plateau_run(gradtable, options)
    want, theirs = _plateau_run(torch, options)
    assert got == want
    assert ours.state_dict() == theirs.state_dict()
    assert ours.in_cooldown == theirs.in_cooldown


def test_reduce_lr_on_plateau_state_round_trip(lib):
    _, scheduler = _plateau_run(lib, PLATEAUS[2])
    fresh = lib.optim.lr_scheduler.ReduceLROnPlateau(common._optimizer(lib))
    fresh.load_state_dict(scheduler.state_dict())
    assert fresh.state_dict() == scheduler.state_dict()
    assert fresh._is_better(0.0, 0.1) and not fresh._is_better(0.08, 0.1)


def test_reduce_lr_on_plateau_with_an_epoch_warns(lib):
    scheduler = lib.optim.lr_scheduler.ReduceLROnPlateau(common._optimizer(lib))
    with pytest.warns(UserWarning, match="The epoch parameter in `scheduler.step\\(\\)` was not necessary"):
        scheduler.step(1.0, epoch=4)
    assert scheduler.last_epoch == 4


def test_reduce_lr_on_plateau_after_a_new_group(lib):
    opt = common._optimizer(lib)
    fixed = lib.optim.lr_scheduler.ReduceLROnPlateau(opt, patience=0, min_lr=[0.0, 0.0])
    default = lib.optim.lr_scheduler.ReduceLROnPlateau(opt, patience=0)
    opt.add_param_group({"params": [lib.tensor([1.0], requires_grad=True)], "lr": 1.0})
    for scheduler in (fixed, default):
        scheduler.step(1.0)
    default.step(2.0)
    assert default.get_last_lr() == pytest.approx([0.01, 0.03, 0.1])
    with pytest.raises(RuntimeError, match=r"^The number of param groups in the `optimizer` \(3\) differs from when "
                       r"`ReduceLROnPlateau` was initialized \(2\), usually due to a new param group being added to "
                       r"the optimizer. Please modify the `min_lrs` field to match the length of the `optimizer` "
                       r"param groups.$"):
        fixed.step(2.0)


# -- errors ---------------------------------------------------------------------------------------------
def _other_optimizer(lib):
    return lib.optim.SGD([lib.tensor([1.0], requires_grad=True)], lr=0.1)


ERRORS = [
    (lambda s, o, lib: s.ConstantLR(o, factor=1.5), ValueError,
     "Constant multiplicative factor expected to be between 0 and 1."),
    (lambda s, o, lib: s.LinearLR(o, start_factor=0), ValueError,
     "Starting multiplicative factor expected to be greater than 0 and less or equal to 1."),
    (lambda s, o, lib: s.LinearLR(o, end_factor=-0.1), ValueError,
     "Ending multiplicative factor expected to be between 0 and 1."),
    (lambda s, o, lib: s.CosineAnnealingWarmRestarts(o, T_0=0), ValueError, "Expected positive integer T_0, but got 0"),
    (lambda s, o, lib: s.CosineAnnealingWarmRestarts(o, T_0=2.0), ValueError,
     "Expected positive integer T_0, but got 2.0"),
    (lambda s, o, lib: s.CosineAnnealingWarmRestarts(o, T_0=2, T_mult=0), ValueError,
     "Expected integer T_mult >= 1, but got 0"),
    (lambda s, o, lib: s.CosineAnnealingWarmRestarts(o, T_0=2, eta_min="0"), ValueError,
     "Expected float or int eta_min, but got 0 of type <class 'str'>"),
    (lambda s, o, lib: s.CosineAnnealingWarmRestarts(o, T_0=2).step(-1), ValueError,
     "Expected non-negative epoch, but got -1"),
    (lambda s, o, lib: s.CyclicLR(o, 0.1, 1.0, mode="sine"), ValueError, "mode is invalid and scale_fn is None"),
    (lambda s, o, lib: s.CyclicLR(o, [0.1], 1.0), ValueError,
     "base_lr must have the same length as optimizer.param_groups. base_lr has 1 values, param_groups has 2."),
    (lambda s, o, lib: s.CyclicLR(lib.optim.Adagrad(o.param_groups[0]["params"]), 0.1, 1.0), ValueError,
     "optimizer must support momentum or beta1 with `cycle_momentum` option enabled"),
    (lambda s, o, lib: s.CyclicLR([], 0.1, 1.0), TypeError, "list is not an Optimizer"),
    (lambda s, o, lib: s.OneCycleLR(o, 1.0), ValueError,
     "You must define either total_steps OR (epochs AND steps_per_epoch)"),
    (lambda s, o, lib: s.OneCycleLR(o, 1.0, total_steps=0), ValueError,
     "Expected positive integer total_steps, but got 0"),
    (lambda s, o, lib: s.OneCycleLR(o, 1.0, epochs=0, steps_per_epoch=3), ValueError,
     "Expected positive integer epochs, but got 0"),
    (lambda s, o, lib: s.OneCycleLR(o, 1.0, epochs=2, steps_per_epoch=1.5), ValueError,
     "Expected positive integer steps_per_epoch, but got 1.5"),
    (lambda s, o, lib: s.OneCycleLR(o, 1.0, total_steps=10, pct_start=1), ValueError,
     "Expected float between 0 and 1 pct_start, but got 1"),
    (lambda s, o, lib: s.OneCycleLR(o, 1.0, total_steps=10, anneal_strategy="exp"), ValueError,
     "anneal_strategy must be one of 'cos' or 'linear', instead got exp"),
    (lambda s, o, lib: [(o.step(), sch.step()) for sch in [s.OneCycleLR(o, 1.0, total_steps=3)] for _ in range(4)],
     ValueError, "Tried to step 4 times. The specified number of total steps is 3"),
    (lambda s, o, lib: s.ReduceLROnPlateau(o, factor=1.0), ValueError, "Factor should be < 1.0."),
    (lambda s, o, lib: s.ReduceLROnPlateau(o, mode="low"), ValueError, "mode low is unknown!"),
    (lambda s, o, lib: s.ReduceLROnPlateau(o, threshold_mode="pct"), ValueError, "threshold mode pct is unknown!"),
    (lambda s, o, lib: s.ReduceLROnPlateau(o, min_lr=[0.1]), ValueError, "expected 2 min_lrs, got 1"),
    (lambda s, o, lib: s.ReduceLROnPlateau("sgd"), TypeError, "str is not an Optimizer"),
    (lambda s, o, lib: s.SequentialLR(o, [], []), ValueError,
     "SequentialLR expects at least one scheduler, but got no scheduler."),
    (lambda s, o, lib: s.SequentialLR(o, [s.StepLR(o, 2), s.StepLR(o, 3)], milestones=[]), ValueError,
     "Sequential Schedulers expects number of schedulers provided to be one more than the number of milestone "
     "points, but got number of schedulers 2 and the number of milestones to be equal to 0"),
    (lambda s, o, lib: s.SequentialLR(o, [s.StepLR(o, 2), 3], milestones=[2]), TypeError,
     "SequentialLR at index 1 should have `optimizer` as its attribute."),
    (lambda s, o, lib: s.SequentialLR(o, [s.ReduceLROnPlateau(o)], milestones=[]), ValueError,
     "SequentialLR does not support `ReduceLROnPlateau` scheduler as it requires additional kwargs to be specified "
     "when calling `step`, but got one at index 0 in the given schedulers sequence."),
    (lambda s, o, lib: s.ChainedScheduler([]), ValueError,
     "ChainedScheduler expects at least one scheduler to be chained, but got no scheduler."),
    (lambda s, o, lib: s.ChainedScheduler([s.StepLR(o, 2), s.StepLR(_other_optimizer(lib), 2)]), ValueError,
     "ChainedScheduler expects all schedulers to belong to the same optimizer, but got scheduler StepLR at index 1 "
     "has SGD (\nParameter Group 0\n    dampening: 0\n    differentiable: False\n    foreach: None\n    fused: None\n"
     "    initial_lr: 0.1\n    lr: 0.1\n    maximize: False\n    momentum: 0\n    nesterov: False\n"
     "    weight_decay: 0\n), which is different from SGD."),
]


@pytest.mark.parametrize("make,error,message", ERRORS, ids=[e[2][:50] for e in ERRORS])
def test_errors_match_torch(lib, make, error, message):
    with pytest.raises(error) as info:
        make(lib.optim.lr_scheduler, common._optimizer(lib), lib)
    assert str(info.value) == message
