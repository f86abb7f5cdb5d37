"""Random numbers: Generator and the default generator, the sampling functions and the in-place random
methods. gradtable's streams differ from PyTorch's (NumPy's PCG64), so the comparisons with torch are
of everything but the numbers: shapes, dtypes, grad_fns, errors; the numbers are checked for
reproducibility and for distributional facts with bounds far outside sampling noise (n = 200000:
a mean's standard error is ~0.002, the bounds are ~0.02)."""
import numpy as np
import pytest

import gradtable

N = 200_000


def _error(fn):
    try:
        fn()
    except Exception as error:  # noqa: BLE001  (the type is what is compared)
        return type(error).__name__, str(error)
    return None


# -- Generator and the default generator -------------------------------------------------------
def test_generator_api(lib):
    g = lib.Generator()
    assert g.initial_seed() == 67280421310721
    assert g.manual_seed(3) is g and g.initial_seed() == 3
    assert g.manual_seed(-1).initial_seed() == 2 ** 64 - 1
    assert repr(g.device) == "device(type='cpu')"
    assert repr(lib.Generator(device="cpu").device) == "device(type='cpu')"
    state = g.get_state()
    assert state.dtype == lib.uint8 and tuple(state.shape) == (5056,)
    assert isinstance(g.seed(), int) and 0 <= g.initial_seed() < 2 ** 64
    assert repr(g).startswith("<torch._C.Generator object at 0x")
    assert lib.manual_seed(5) is lib.default_generator
    assert lib.initial_seed() == 5
    assert isinstance(lib.seed(), int)
    assert lib.get_rng_state().dtype == lib.uint8


@pytest.mark.parametrize("call", [
    lambda t: t.Generator().manual_seed(2 ** 64),
    lambda t: t.Generator().manual_seed(1.5),
    lambda t: t.Generator().manual_seed("3"),
    lambda t: t.manual_seed(-2 ** 63 - 1),
    lambda t: t.Generator().set_state(t.zeros(3)),
    lambda t: t.Generator().set_state(t.zeros(3, dtype=t.uint8)),
    lambda t: t.Generator().set_state([1, 2]),
    lambda t: t.set_rng_state(t.zeros(3)),
    lambda t: t.set_rng_state(t.zeros(3, dtype=t.uint8)),
])
def test_generator_errors_match_pytorch(torch, call):
    assert _error(lambda: call(gradtable)) == _error(lambda: call(torch))


def test_same_seed_same_numbers():
    for make in (lambda g: gradtable.rand(5, generator=g), lambda g: gradtable.randn(2, 3, generator=g),
                 lambda g: gradtable.randint(0, 9, (7,), generator=g), lambda g: gradtable.randperm(9, generator=g),
                 lambda g: gradtable.multinomial(gradtable.ones(5), 3, generator=g),
                 lambda g: gradtable.normal(0.0, 1.0, (4,), generator=g),
                 lambda g: gradtable.empty(4).uniform_(generator=g)):
        a = make(gradtable.Generator().manual_seed(7))
        b = make(gradtable.Generator().manual_seed(7))
        c = make(gradtable.Generator().manual_seed(8))
        assert np.array_equal(a.numpy(), b.numpy()) and not np.array_equal(a.numpy(), c.numpy())


def test_default_generator_is_seeded_by_manual_seed():
    gradtable.manual_seed(11)
    a = gradtable.randn(6)
    gradtable.manual_seed(11)
    assert np.array_equal(a.numpy(), gradtable.randn(6).numpy())


def test_generator_does_not_touch_the_default_stream():
    gradtable.manual_seed(1)
    expected = gradtable.rand(4)
    gradtable.manual_seed(1)
    gradtable.rand(100, generator=gradtable.Generator())
    assert np.array_equal(expected.numpy(), gradtable.rand(4).numpy())


def test_state_round_trips():
    g = gradtable.Generator().manual_seed(42)
    gradtable.randn(3, generator=g)           # a state mid-stream
    state = g.get_state()
    first = gradtable.rand(10, generator=g)
    assert g.set_state(state) is g
    assert np.array_equal(first.numpy(), gradtable.rand(10, generator=g).numpy())
    other = gradtable.Generator().set_state(state)   # a state moves between generators
    assert other.initial_seed() == 42
    gradtable.set_rng_state(state)
    assert np.array_equal(first.numpy(), gradtable.rand(10).numpy())
    assert np.array_equal(gradtable.get_rng_state().numpy(), g.get_state().numpy())


def test_nn_init_and_dropout_follow_the_seed():
    gradtable.manual_seed(3)
    w = gradtable.nn.Linear(4, 4).weight.detach().numpy().copy()
    d = gradtable.nn.functional.dropout(gradtable.ones(50)).numpy()
    gradtable.manual_seed(3)
    assert np.array_equal(w, gradtable.nn.Linear(4, 4).weight.detach().numpy())
    assert np.array_equal(d, gradtable.nn.functional.dropout(gradtable.ones(50)).numpy())
    g = gradtable.Generator().manual_seed(0)
    a = gradtable.nn.init.normal_(gradtable.empty(5), generator=g)
    b = gradtable.nn.init.normal_(gradtable.empty(5), generator=gradtable.Generator().manual_seed(0))
    assert np.array_equal(a.numpy(), b.numpy())


# -- shapes, dtypes, grad_fns: compared with PyTorch -----------------------------------------------
def _g(t):
    return t.Generator().manual_seed(0)


META_CASES = {
    "rand": lambda t: t.rand(2, 3, generator=_g(t)),
    "rand_tuple_f64": lambda t: t.rand((2, 3), dtype=t.float64),
    "rand_f16": lambda t: t.rand(4, dtype=t.float16),
    "rand_empty": lambda t: t.rand(0, 3),
    "rand_0dim": lambda t: t.rand(()),
    "randn_grad": lambda t: t.randn(3, requires_grad=True, generator=_g(t)),
    "randint_high": lambda t: t.randint(5, (2, 3)),
    "randint_low_high": lambda t: t.randint(2, 5, (4,), generator=_g(t)),
    "randint_kw": lambda t: t.randint(low=1, high=3, size=(2,)),
    "randint_size_kw": lambda t: t.randint(3, size=(2,)),
    "randint_int8": lambda t: t.randint(3, (2,), dtype=t.int8),
    "randint_float": lambda t: t.randint(3, (2,), dtype=t.float32),
    "randint_bool": lambda t: t.randint(2, (5,), dtype=t.bool),
    "randint_empty": lambda t: t.randint(3, (0,)),
    "randperm": lambda t: t.randperm(5, generator=_g(t)),
    "randperm_float_grad": lambda t: t.randperm(3, dtype=t.float32, requires_grad=True),
    "randperm_zero": lambda t: t.randperm(0),
    "multinomial_1d": lambda t: t.multinomial(t.tensor([0.2, 0.8]), 4, True, generator=_g(t)),
    "multinomial_2d": lambda t: t.multinomial(t.ones(3, 4), 2),
    "multinomial_empty_rows": lambda t: t.multinomial(t.ones(0, 3), 1),
    "multinomial_method": lambda t: t.ones(3).multinomial(2, replacement=True),
    "bernoulli": lambda t: t.bernoulli(t.full((3,), 0.5, requires_grad=True)),
    "bernoulli_p": lambda t: t.bernoulli(t.ones(2, dtype=t.float64), p=0.3),
    "bernoulli_int_p": lambda t: t.bernoulli(t.ones(2, dtype=t.int64), 0.5),
    "bernoulli_method": lambda t: t.full((2, 2), 0.5).bernoulli(generator=_g(t)),
    "normal_tt": lambda t: t.normal(t.zeros(2, requires_grad=True), t.ones(2, requires_grad=True)),
    "normal_tf": lambda t: t.normal(t.zeros(2, requires_grad=True), 1.0),
    "normal_ft": lambda t: t.normal(0.0, t.ones(2, requires_grad=True)),
    "normal_ff": lambda t: t.normal(0.0, 1.0, (2, 3), generator=_g(t)),
    "normal_ff_int_args": lambda t: t.normal(0, 1, (2,), dtype=t.float64),
    "normal_ff_grad": lambda t: t.normal(0.0, 1.0, (2,), requires_grad=True),
    "normal_broadcast": lambda t: t.normal(t.zeros(2, 1), t.ones(3)),
    "normal_f64_mean": lambda t: t.normal(t.zeros(2, dtype=t.float64), t.ones(2)),
    "normal_std_dtype_ignored": lambda t: t.normal(t.zeros(2), t.ones(2, dtype=t.float64)),
    "poisson": lambda t: t.poisson(t.ones(3, requires_grad=True)),
    "rand_like": lambda t: t.rand_like(t.ones(2, dtype=t.float64)),
    "randn_like": lambda t: t.randn_like(t.ones(2, 2), dtype=t.float16),
    "randint_like_high": lambda t: t.randint_like(t.ones(2), 5),
    "randint_like_low_high": lambda t: t.randint_like(t.ones(2, dtype=t.int32), 2, 5),
}


@pytest.mark.parametrize("name", sorted(META_CASES))
def test_result_metadata_matches_pytorch(torch, name):
    ours, theirs = META_CASES[name](gradtable), META_CASES[name](torch)
    assert tuple(ours.shape) == tuple(theirs.shape)
    assert repr(ours.dtype) == repr(theirs.dtype)
    assert ours.requires_grad == theirs.requires_grad
    assert (ours.grad_fn and ours.grad_fn.name()) == (theirs.grad_fn and theirs.grad_fn.name())


INPLACE_CASES = {
    "uniform_": lambda x, t: x.uniform_(-1, 1, generator=_g(t)),
    "uniform_from_kw": lambda x, t: x.uniform_(**{"from": -1.0, "to": 1.0}),
    "normal_": lambda x, t: x.normal_(2.0, 0.5),
    "bernoulli_float": lambda x, t: x.bernoulli_(0.25),
    "bernoulli_tensor": lambda x, t: x.bernoulli_(t.full((3,), 0.5)),
    "exponential_": lambda x, t: x.exponential_(2.0),
    "random_": lambda x, t: x.random_(),
    "random_to": lambda x, t: x.random_(5),
    "random_from_to": lambda x, t: x.random_(2, 5),
}


@pytest.mark.parametrize("name", sorted(INPLACE_CASES))
def test_inplace_on_non_leaf_records_pytorch_node(torch, name):
    def run(t):
        x = t.zeros(3, requires_grad=True)
        y = x * 1
        out = INPLACE_CASES[name](y, t)
        assert out is y and y._version == 1
        y.sum().backward()
        return y.grad_fn.name(), x.grad.tolist()
    assert run(gradtable) == run(torch)
    assert run(gradtable)[1] == [0.0, 0.0, 0.0]


@pytest.mark.parametrize("name", sorted(INPLACE_CASES))
def test_inplace_on_leaf_requiring_grad_is_refused(torch, name):
    def run(t):
        return _error(lambda: INPLACE_CASES[name](t.zeros(3, requires_grad=True), t))
    assert run(gradtable) == run(torch) == (
        "RuntimeError", "a leaf Variable that requires grad is being used in an in-place operation.")
    with gradtable.no_grad():   # nn.init's way: allowed without recording
        x = gradtable.zeros(3, requires_grad=True)
        INPLACE_CASES[name](x, gradtable)
        assert x.grad_fn is None and x._version == 1


def test_inplace_on_views_and_non_contiguous():
    base = gradtable.zeros(4, 4)
    view = base.t()[1]
    view.uniform_(5, 6)
    assert (base.numpy()[:, 1] >= 5).all() and (base.numpy()[:, [0, 2, 3]] == 0).all()
    assert base._version == view._version == 1


# -- distributions ----------------------------------------------------------------------------------
def test_uniform_and_normal_moments():
    g = gradtable.Generator().manual_seed(0)
    u = gradtable.rand(N, generator=g).numpy()
    assert 0 <= u.min() and u.max() < 1 and abs(u.mean() - 0.5) < 0.01 and abs(u.var() - 1 / 12) < 0.005
    z = gradtable.randn(N, generator=g, dtype=gradtable.float64).numpy()
    assert abs(z.mean()) < 0.02 and abs(z.var() - 1) < 0.03
    v = gradtable.empty(N).uniform_(-2, 4, generator=g).numpy()
    assert -2 <= v.min() and v.max() < 4 and abs(v.mean() - 1) < 0.05
    n = gradtable.empty(N).normal_(3, 2, generator=g).numpy()
    assert abs(n.mean() - 3) < 0.05 and abs(n.std() - 2) < 0.05
    f = gradtable.normal(gradtable.full((N,), -1.0), gradtable.full((N,), 0.5), generator=g).numpy()
    assert abs(f.mean() + 1) < 0.02 and abs(f.std() - 0.5) < 0.02
    half = gradtable.rand(N, dtype=gradtable.float16, generator=g).numpy()
    assert half.max() < 1


def test_integer_distributions():
    g = gradtable.Generator().manual_seed(1)
    r = gradtable.randint(-3, 4, (N,), generator=g).numpy()
    assert set(np.unique(r)) == set(range(-3, 4))
    counts = np.bincount(r + 3) / N
    assert np.all(np.abs(counts - 1 / 7) < 0.01)
    p = gradtable.randperm(1000, generator=g).numpy()
    assert sorted(p.tolist()) == list(range(1000)) and p.tolist() != list(range(1000))
    x = gradtable.empty(N, dtype=gradtable.uint8).random_(generator=g).numpy()
    assert x.min() == 0 and x.max() == 255
    b = gradtable.empty(1000, dtype=gradtable.bool).random_(generator=g).numpy()
    assert b.any() and not b.all()
    f = gradtable.empty(N).random_(generator=g).numpy()
    assert np.all(f == np.round(f)) and f.min() >= 0 and f.max() <= 2 ** 24 and f.max() > 2 ** 23
    po = gradtable.poisson(gradtable.full((N,), 3.0), generator=g).numpy()
    assert abs(po.mean() - 3) < 0.05 and abs(po.var() - 3) < 0.1 and np.all(po == np.round(po))
    e = gradtable.empty(N).exponential_(2.0, generator=g).numpy()
    assert e.min() >= 0 and abs(e.mean() - 0.5) < 0.01


def test_bernoulli_and_multinomial_frequencies():
    g = gradtable.Generator().manual_seed(2)
    b = gradtable.bernoulli(gradtable.full((N,), 0.3), generator=g).numpy()
    assert set(np.unique(b)) == {0.0, 1.0} and abs(b.mean() - 0.3) < 0.01
    exact = gradtable.bernoulli(gradtable.tensor([0.0, 1.0, 0.0, 1.0]), generator=g).tolist()
    assert exact == [0.0, 1.0, 0.0, 1.0]
    assert abs(gradtable.empty(N).bernoulli_(0.8, generator=g).numpy().mean() - 0.8) < 0.01
    m = gradtable.multinomial(gradtable.tensor([1.0, 2.0, 7.0]), N, True, generator=g).numpy()
    assert np.all(np.abs(np.bincount(m) / N - [0.1, 0.2, 0.7]) < 0.01)
    # without replacement: every category once, and zero weights drawn only after the others
    rows = gradtable.multinomial(gradtable.tensor([[1.0, 1.0, 0.0, 5.0]] * 200), 4, generator=g).numpy()
    assert np.all(np.sort(rows, axis=1) == [0, 1, 2, 3]) and np.all(rows[:, 3] == 2)
    first = gradtable.multinomial(gradtable.tensor([[1.0, 9.0]] * 20000), 1, generator=g).numpy()
    assert abs(first.mean() - 0.9) < 0.02
    zero = gradtable.multinomial(gradtable.tensor([0.0, 1.0]), 50, True, generator=g).numpy()
    assert np.all(zero == 1)


# -- errors: type and text as PyTorch's ---------------------------------------------------------------
ERROR_CASES = {
    "multinomial_too_many": lambda t: t.multinomial(t.tensor([0.0, 1.0]), 3),
    "multinomial_negative": lambda t: t.multinomial(t.tensor([-1.0, 1.0]), 1),
    "multinomial_zero_sum": lambda t: t.multinomial(t.tensor([0.0, 0.0]), 1),
    "multinomial_zero_sum_2d": lambda t: t.multinomial(t.tensor([[1.0, 0.0], [0.0, 0.0]]), 1, True),
    "multinomial_inf": lambda t: t.multinomial(t.tensor([float("inf"), 1.0]), 1),
    "multinomial_nan": lambda t: t.multinomial(t.tensor([float("nan"), 1.0]), 1),
    "multinomial_3d": lambda t: t.multinomial(t.ones(2, 2, 2), 1),
    "multinomial_0dim": lambda t: t.multinomial(t.tensor(1.0), 1),
    "multinomial_zero_samples": lambda t: t.multinomial(t.ones(2), 0),
    "multinomial_negative_samples": lambda t: t.multinomial(t.ones(2), -1),
    "multinomial_long": lambda t: t.multinomial(t.ones(2, dtype=t.long), 1),
    "multinomial_empty": lambda t: t.multinomial(t.ones(0), 1),
    "randint_no_size": lambda t: t.randint(5),
    "randint_float_high": lambda t: t.randint(1.5, (2,)),
    "randint_int_size": lambda t: t.randint(3, 2),
    "randint_empty_range": lambda t: t.randint(5, 3, (2,)),
    "randint_zero_range": lambda t: t.randint(0, 0, (2,)),
    "randint_bool_range": lambda t: t.randint(3, (2,), dtype=t.bool),
    "randint_uint8_high": lambda t: t.randint(300, (2,), dtype=t.uint8),
    "randint_uint8_low": lambda t: t.randint(-1, 3, (2,), dtype=t.uint8),
    "randint_int8": lambda t: t.randint(200, (2,), dtype=t.int8),
    "randint_int32": lambda t: t.randint(2 ** 40, (2,), dtype=t.int32),
    "randint_grad": lambda t: t.randint(3, (2,), requires_grad=True),
    "randint_negative_size": lambda t: t.randint(3, (-1,)),
    "randint_like_no_high": lambda t: t.randint_like(t.ones(2)),
    "randperm_negative": lambda t: t.randperm(-1),
    "randperm_bool": lambda t: t.randperm(3, dtype=t.bool),
    "randperm_uint8": lambda t: t.randperm(300, dtype=t.uint8),
    "randperm_grad": lambda t: t.randperm(3, requires_grad=True),
    "bernoulli_p_above_1": lambda t: t.bernoulli(t.tensor([2.0])),
    "bernoulli_p_negative": lambda t: t.bernoulli(t.tensor([-1.0])),
    "bernoulli_long": lambda t: t.bernoulli(t.tensor([1, 0])),
    "bernoulli_scalar_p": lambda t: t.bernoulli(t.tensor([0.5]), p=2.0),
    "bernoulli__tensor_p": lambda t: t.ones(2).bernoulli_(t.tensor([0.5, 2.0])),
    "bernoulli__float_p": lambda t: t.ones(2).bernoulli_(1.5),
    "normal_negative_std_tensor": lambda t: t.normal(t.zeros(2), -t.ones(2)),
    "normal_negative_std_float": lambda t: t.normal(0.0, -1.0, (2,)),
    "normal_tensor_negative_float": lambda t: t.normal(t.zeros(2), -1.0),
    "normal_float_negative_tensor": lambda t: t.normal(0.0, -t.ones(2)),
    "normal_float_float_no_size": lambda t: t.normal(0.0, 1.0),
    "normal_tensor_with_size": lambda t: t.normal(t.zeros(2), 1.0, size=(3,)),
    "normal_shapes": lambda t: t.normal(t.zeros(2), t.ones(3)),
    "normal_long": lambda t: t.normal(t.zeros(2, dtype=t.long), t.ones(2)),
    "normal_ff_long": lambda t: t.normal(0.0, 1.0, (2,), dtype=t.long),
    "poisson_negative": lambda t: t.poisson(t.tensor([-1.0])),
    "poisson_long": lambda t: t.poisson(t.tensor([1, 2])),
    "uniform__range": lambda t: t.ones(2).uniform_(2, 1),
    "uniform__long": lambda t: t.ones(2, dtype=t.long).uniform_(),
    "normal__std": lambda t: t.ones(2).normal_(0, -1),
    "normal__long": lambda t: t.ones(2, dtype=t.long).normal_(),
    "exponential__negative": lambda t: t.ones(2).exponential_(-1),
    "exponential__zero": lambda t: t.ones(2).exponential_(0),
    "exponential__long": lambda t: t.ones(2, dtype=t.long).exponential_(),
    "random__range": lambda t: t.ones(2).random_(5, 2),
    "random__negative_to": lambda t: t.ones(2).random_(-1),
    "random__int8": lambda t: t.ones(2, dtype=t.int8).random_(300),
    "random__int16": lambda t: t.ones(2, dtype=t.int16).random_(-1, 2 ** 20),
    "rand_long": lambda t: t.rand(2, dtype=t.long),
    "randn_long": lambda t: t.randn(2, dtype=t.long),
    "rand_like_long": lambda t: t.rand_like(t.ones(2, dtype=t.long)),
    "randn_like_long": lambda t: t.randn_like(t.ones(2, dtype=t.long)),
    "rand_no_size": lambda t: t.rand(),
}


@pytest.mark.parametrize("name", sorted(ERROR_CASES))
def test_errors_match_pytorch(torch, name):
    ours, theirs = _error(lambda: ERROR_CASES[name](gradtable)), _error(lambda: ERROR_CASES[name](torch))
    assert theirs is not None
    assert ours == theirs
