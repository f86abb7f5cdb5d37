"""Adam/AdamW's flat path (runtime/optim/flat_state.py) against torch.optim: a group of several
parameters is updated as one flat array; values, state and version counters must be PyTorch's
whatever the group looks like (0-dim and empty parameters, parameters that miss a step without a
gradient, a state_dict loaded mid-way), and each parameter's state stays its own tensor."""
import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import gradtable

SHAPES = st.lists(st.sampled_from([(), (0,), (3,), (2, 3), (4, 1, 2)]), min_size=2, max_size=4)
OPTIONS = st.fixed_dictionaries({
    "lr": st.sampled_from([0.1, 0.01]),
    "weight_decay": st.sampled_from([0.0, 0.05]),
    "amsgrad": st.booleans(),
    "maximize": st.booleans(),
})


def _run(lib, cls, shapes, options, skips, dtype, reload_at=None):
    """Train on sum(w_i ** 3 * c_i) for 4 steps; parameter i has no gradient at step s when (i, s) in skips."""
    dt = getattr(lib, dtype)
    rng = np.random.default_rng(1)
    params = [lib.tensor(rng.standard_normal(s), dtype=dt, requires_grad=True) for s in shapes]
    coeffs = [lib.tensor(rng.standard_normal(s), dtype=dt) for s in shapes]
    opt = getattr(lib.optim, cls)(params, **options)
    for step in range(4):
        opt.zero_grad()
        used = [i for i in range(len(params)) if (i, step) not in skips]
        if used:
            sum((params[i] ** 3 * coeffs[i]).sum() for i in used).backward()
        opt.step()
        if step == reload_at:
            saved = opt.state_dict()
            opt = getattr(lib.optim, cls)(params, **options)
            opt.load_state_dict(saved)
    state = [{k: (v.detach().numpy().copy(), v._version) for k, v in sorted(opt.state[p].items())} for p in params]
    return [p.detach().numpy().copy() for p in params], [p._version for p in params], state, opt


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(shapes=SHAPES, options=OPTIONS, cls=st.sampled_from(["Adam", "AdamW"]),
       skips=st.sets(st.tuples(st.integers(0, 3), st.integers(0, 3)), max_size=3),
       dtype=st.sampled_from(["float32", "float64"]), reload_at=st.sampled_from([None, 1]))
def test_flat_adam_matches_pytorch(torch, shapes, options, cls, skips, dtype, reload_at):
    ours = _run(gradtable, cls, shapes, options, skips, dtype, reload_at)
    theirs = _run(torch, cls, shapes, options, skips, dtype, reload_at)
    tol = dict(rtol=1e-6, atol=1e-7) if dtype == "float32" else dict(rtol=1e-13, atol=1e-15)
    for a, b in zip(ours[0], theirs[0]):
        np.testing.assert_allclose(a, b, **tol)
    assert ours[1] == theirs[1]  # parameter versions: AdamW's decay is a write of its own
    for mine, real in zip(ours[2], theirs[2]):
        assert mine.keys() == real.keys()
        for key in mine:
            np.testing.assert_allclose(mine[key][0], real[key][0], **tol)
            if key != "step":
                assert mine[key][1] == real[key][1], key


def test_the_flat_path_is_taken_and_state_stays_per_parameter():
    w = gradtable.ones(2, 3, requires_grad=True)
    b = gradtable.zeros(3, requires_grad=True)
    opt = gradtable.optim.AdamW([w, b], lr=0.1)
    for _ in range(2):
        opt.zero_grad()
        (w * 2 + b).sum().backward()
        opt.step()
    avg_w, avg_b = opt.state[w]["exp_avg"], opt.state[b]["exp_avg"]
    assert avg_w.shape == (2, 3) and avg_b.shape == (3,)
    assert avg_w._data.base is avg_b._data.base is not None  # one flat buffer behind both
    # A state tensor replaced by the user is taken as it is at the next step.
    opt.state[b]["exp_avg"] = gradtable.full((3,), 5.0)
    replaced = opt.state[b]["exp_avg"]
    opt.zero_grad()
    (w * 2 + b).sum().backward()
    opt.step()
    assert opt.state[b]["exp_avg"] is replaced
    assert replaced.tolist() == pytest.approx([5.0 * 0.9 + 0.1 * 2.0] * 3)  # (b.grad is 2: two rows)


@pytest.mark.parametrize("options", [
    {"weight_decay": 0.05, "decoupled_weight_decay": True},
    {"weight_decay": 0.05, "amsgrad": True, "maximize": True},
    {"betas": (0.3, 0.9), "weight_decay": 0.0},
])
@pytest.mark.parametrize("whole", [True, False])
def test_flat_pieces_give_the_per_parameter_bits(monkeypatch, options, whole):
    """FlatGroup.update's pieces (large contiguous parameters in place and chunked, runs of small or
    strided ones gathered; or the small group whole) compute exactly what the per-parameter rule
    computes, bit for bit; a beta1 under 0.5 takes lerp's other formula."""
    from gradtable.optim import adam

    def run(flat):
        rng = np.random.default_rng(3)
        arrays = [rng.standard_normal(s).astype(np.float32) for s in [(3,), (40000,), (), (0,), (70, 90), (5,)]]
        arrays[4] = arrays[4].T   # a large parameter that is not C-contiguous: gathered
        params = [gradtable.tensor(a, requires_grad=True) for a in arrays]
        opt = gradtable.optim.Adam(params, lr=0.01, **options)
        with monkeypatch.context() as patch:
            patch.setattr(adam, "_WHOLE", 10 ** 6 if whole else 0)
            if not flat:
                patch.setattr(adam, "can_flatten", lambda ps: False)
            for _ in range(3):
                for p in params:
                    scale = 10.0 ** rng.integers(-3, 3)   # (magnitudes apart: roundings differ if anything does)
                    p.grad = gradtable.tensor((rng.standard_normal(p.shape) * scale).astype(np.float32))
                opt.step()
        return [p.detach().numpy() for p in params], [p._version for p in params], opt
    flat_values, flat_versions, flat_opt = run(True)
    plain_values, plain_versions, _ = run(False)
    assert flat_opt.__dict__.get("_flat_groups")   # the flat path ran
    for a, b in zip(flat_values, plain_values):
        assert np.array_equal(a.reshape(-1).view(np.int32), b.reshape(-1).view(np.int32))
    assert flat_versions == plain_versions
