"""vmap's randomness= against torch.func: the two libraries' random streams differ, so what is compared is
the structure of the draws (shape, dtype, and how many distinct samples the batch holds: one under
'same', one per sample under 'different') and the errors."""
import numpy as np
import pytest

import gradtable

DRAWS = {
    "rand": lambda lib, t: t + lib.rand(3, dtype=lib.float64),
    "randn": lambda lib, t: lib.randn(3, dtype=lib.float64) + t,
    "rand_like": lambda lib, t: lib.rand_like(t),
    "randn_like": lambda lib, t: lib.randn_like(t),
    "dropout": lambda lib, t: lib.nn.functional.dropout(t + 1, 0.5),
    "dropout module": lambda lib, t: lib.nn.Dropout(0.5)(t + 1),
    "randint": lambda lib, t: lib.randint(0, 10 ** 6, (3,)) + t,
    "randint_like": lambda lib, t: lib.randint_like(t, 10 ** 6),
    "randperm": lambda lib, t: lib.randperm(9)[:3] + t,
    "normal of numbers": lambda lib, t: lib.normal(0.0, 1.0, (3,), dtype=lib.float64) + t,
    "uniform_": lambda lib, t: t.clone().uniform_(),
    "normal_": lambda lib, t: t.clone().normal_(),
    "exponential_": lambda lib, t: t.clone().exponential_(),
    "random_": lambda lib, t: t.clone().random_(0, 10 ** 6),
    "bernoulli_ of a number": lambda lib, t: (t + 1).bernoulli_(0.5).add_(lib.rand_like(t)),
}
#: draws from a batched tensor: per sample under 'different', refused under 'same' (as PyTorch does)
FROM_BATCH = {
    "bernoulli": lambda lib, t: lib.bernoulli(t + 0.5).add_(lib.rand_like(t)),
    "normal": lambda lib, t: lib.normal(t, 1.0),
    "normal of two": lambda lib, t: lib.normal(t, lib.ones(3, dtype=lib.float64)),
    "poisson": lambda lib, t: lib.poisson(t + 100.0),
    "multinomial": lambda lib, t: lib.multinomial(t + 1.0, 2, replacement=True).double() + lib.rand_like(t[:2]),
    "bernoulli_ of a batch": lambda lib, t: t.clone().bernoulli_(t + 0.5).add_(lib.rand_like(t)),
}


def _distinct_samples(result):
    rows = result.detach().numpy().reshape(result.shape[0], -1)
    return len({r.tobytes() for r in rows})


def _draw(lib, name, randomness, batch=6):
    lib.manual_seed(0)
    x = lib.zeros(batch, 3, dtype=lib.float64)
    return lib.func.vmap(lambda t: {**DRAWS, **FROM_BATCH}[name](lib, t), randomness=randomness)(x)


def _same_error(torch, program):
    with pytest.raises(Exception) as theirs:
        program(torch)
    with pytest.raises(type(theirs.value)) as ours:
        program(gradtable)
    assert str(ours.value) == str(theirs.value)


@pytest.mark.parametrize("name", list(DRAWS))
@pytest.mark.parametrize("randomness", ["same", "different"])
def test_draws_follow_the_randomness_mode(torch, name, randomness):
    ours, theirs = _draw(gradtable, name, randomness), _draw(torch, name, randomness)
    assert ours.shape == theirs.shape and str(ours.dtype) == str(theirs.dtype)
    distinct = _distinct_samples(ours)
    assert distinct == 1 if randomness == "same" else distinct > 1
    values = ours.numpy()
    if name in ("rand", "rand_like"):
        assert ((0 <= values) & (values < 1)).all()
    if name.startswith("dropout"):
        assert set(np.unique(values)) <= {0.0, 2.0}


@pytest.mark.parametrize("name", list(FROM_BATCH))
def test_draws_from_a_batch(torch, name):
    ours, theirs = _draw(gradtable, name, "different"), _draw(torch, name, "different")
    assert ours.shape == theirs.shape and str(ours.dtype) == str(theirs.dtype)
    assert _distinct_samples(ours) > 1
    _same_error(torch, lambda lib: _draw(lib, name, "same"))


@pytest.mark.parametrize("name", list(DRAWS) + list(FROM_BATCH))
def test_random_draws_refused_in_error_mode(torch, name):
    _same_error(torch, lambda lib: _draw(lib, name, "error"))


@pytest.mark.parametrize("case", ["fill of an unbatched tensor", "fill of an unbatched tensor by a batch"])
def test_different_fills_of_an_unbatched_tensor_refused(torch, case):
    def program(lib):
        x = lib.full((4, 3), 0.5)
        if case == "fill of an unbatched tensor":
            return lib.func.vmap(lambda t: lib.zeros(3).uniform_() + t, randomness="different")(x)
        return lib.func.vmap(lambda t: lib.zeros(3).bernoulli_(t), randomness="different")(x)
    _same_error(torch, program)


def test_nested_different_draws_differ_in_every_sample(torch):
    def program(lib):
        inner = lib.func.vmap(lambda t: t + lib.rand(3, dtype=lib.float64), randomness="different")
        out = lib.func.vmap(inner, randomness="different")(lib.zeros(2, 4, 3, dtype=lib.float64))
        same_outer = lib.func.vmap(inner, randomness="same")(lib.zeros(2, 4, 3, dtype=lib.float64))
        return out.shape, _distinct_samples(out.reshape(8, 3)), _distinct_samples(same_outer.reshape(8, 3))
    assert program(gradtable) == program(torch) == ((2, 4, 3), 8, 4)


def test_different_draws_are_independent_of_the_batch_size():
    """'different' with a batch of one draws what the function draws outside vmap (one sample's worth)."""
    gradtable.manual_seed(3)
    alone = gradtable.rand(4, dtype=gradtable.float64)
    gradtable.manual_seed(3)
    batched = gradtable.func.vmap(lambda t: gradtable.rand(4, dtype=gradtable.float64) + t,
                                  randomness="different")(gradtable.zeros(1, 4, dtype=gradtable.float64))
    np.testing.assert_array_equal(batched.numpy()[0], alone.numpy())


@pytest.mark.parametrize("randomness", ["same", "different"])
def test_chunks_draw_what_the_whole_batch_draws(torch, randomness):
    """chunk_size does not change the draws: under 'same' every chunk draws what the first did (PyTorch
    restores the generator's state before each), under 'different' the chunks continue the stream."""
    def run(lib, chunk_size):
        lib.manual_seed(0)
        out = lib.func.vmap(lambda t: t + lib.rand(2, dtype=lib.float64), randomness=randomness,
                            chunk_size=chunk_size)(lib.zeros(5, 2, dtype=lib.float64))
        return out.numpy(), lib.rand(1, dtype=lib.float64).item()

    for lib in (gradtable, torch):
        (chunked, after_chunked), (whole, after_whole) = run(lib, 2), run(lib, None)
        np.testing.assert_array_equal(chunked, whole)
        assert after_chunked == after_whole
