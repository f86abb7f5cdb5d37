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
}


def _distinct_samples(result):
    rows = result.detach().numpy().reshape(result.shape[0], -1)
    return len({r.tobytes() for r in rows})


def _draw(lib, name, randomness, batch=6):
    lib.manual_seed(0)
    x = lib.zeros(batch, 3, dtype=lib.float64)
    return lib.func.vmap(lambda t: DRAWS[name](lib, t), randomness=randomness)(x)


@pytest.mark.parametrize("name", list(DRAWS))
@pytest.mark.parametrize("randomness", ["same", "different"])
def test_draws_follow_the_randomness_mode(torch, name, randomness):
    ours, theirs = _draw(gradtable, name, randomness), _draw(torch, name, randomness)
    assert ours.shape == theirs.shape and str(ours.dtype) == str(theirs.dtype)
    distinct = _distinct_samples(ours)
    assert distinct == _distinct_samples(theirs) or name.startswith("dropout")   # (two dropout masks may agree)
    assert distinct == 1 if randomness == "same" else distinct > 1
    values = ours.numpy()
    if name in ("rand", "rand_like"):
        assert ((0 <= values) & (values < 1)).all()
    if name.startswith("dropout"):
        assert set(np.unique(values)) <= {0.0, 2.0}


@pytest.mark.parametrize("name", list(DRAWS))
def test_random_draws_refused_in_error_mode(torch, name):
    with pytest.raises(RuntimeError) as theirs:
        _draw(torch, name, "error")
    with pytest.raises(RuntimeError) as ours:
        _draw(gradtable, name, "error")
    assert str(ours.value) == str(theirs.value)


def test_different_draws_are_independent_of_the_batch_size():
    """'different' with a batch of one draws what the function draws outside vmap (one sample's worth)."""
    gradtable.manual_seed(3)
    alone = gradtable.rand(4, dtype=gradtable.float64)
    gradtable.manual_seed(3)
    batched = gradtable.func.vmap(lambda t: gradtable.rand(4, dtype=gradtable.float64) + t,
                                  randomness="different")(gradtable.zeros(1, 4, dtype=gradtable.float64))
    np.testing.assert_array_equal(batched.numpy()[0], alone.numpy())
