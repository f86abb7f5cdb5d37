"""PairwiseDistance / F.pairwise_distance, CosineSimilarity / F.cosine_similarity, Softmax2d and
Unflatten against PyTorch: values and gradients over random broadcast shapes (Hypothesis), p, eps
and keepdim, reprs and error texts; and arange's step errors."""
import warnings

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import gradtable

SHAPES = st.lists(st.integers(0, 3), min_size=0, max_size=3).map(tuple)


@st.composite
def broadcast_pairs(draw):
    """Two shapes that broadcast: x2's is a suffix of x1's with some dims set to 1 (or the other way)."""
    shape = draw(SHAPES)
    k = draw(st.integers(0, len(shape)))
    other = tuple(1 if draw(st.booleans()) else n for n in shape[len(shape) - k:])
    return (shape, other) if draw(st.booleans()) else (other, shape)


def values(shape, seed):
    return np.random.default_rng(seed).integers(-3, 4, size=shape).astype(float) / 2


def grads_of(lib, fn, a, b):
    """(value, x1.grad, x2.grad) as arrays (None for a grad never set), or the error raised."""
    x1 = lib.tensor(a, dtype=lib.float64, requires_grad=True)
    x2 = lib.tensor(b, dtype=lib.float64, requires_grad=True)
    try:
        out = fn(lib, x1, x2)
        out.sum().backward()
    except RuntimeError as e:
        return str(e)
    return tuple(None if t is None else t.detach().numpy() for t in (out, x1.grad, x2.grad))


def compare(torch, fn, a, b):
    ours, theirs = grads_of(gradtable, fn, a, b), grads_of(torch, fn, a, b)
    if isinstance(theirs, str):  # e.g. an inf norm over an empty dim
        assert ours == theirs
        return
    for name, x, y in zip(("value", "x1.grad", "x2.grad"), ours, theirs):
        assert (x is None) == (y is None), name
        if x is not None:
            assert x.shape == y.shape, name
            np.testing.assert_allclose(x, y, rtol=1e-10, atol=1e-12, err_msg=name)


@settings(max_examples=80, deadline=None)
@given(broadcast_pairs(), st.sampled_from([2.0, 1.0, 3.0, 0.5, float("inf"), 0.0, -1.0]),
       st.sampled_from([1e-6, 0.0, 0.5]), st.booleans(), st.integers(0, 1000))
def test_pairwise_distance_matches_torch(torch, shapes, p, eps, keepdim, seed):
    a, b = values(shapes[0], seed), values(shapes[1], seed + 1)
    compare(torch, lambda lib, x, y: lib.nn.functional.pairwise_distance(x, y, p, eps, keepdim), a, b)
    compare(torch, lambda lib, x, y: lib.nn.PairwiseDistance(p, eps, keepdim)(x, y), a, b)


@settings(max_examples=60, deadline=None)
@given(broadcast_pairs(), st.sampled_from([1e-8, 0.5]), st.integers(0, 1000))
def test_cosine_similarity_matches_torch(torch, shapes, eps, seed):
    a, b = values(shapes[0], seed), values(shapes[1], seed + 1)
    ndim = max(len(shapes[0]), len(shapes[1]))
    for dim in range(-ndim, ndim):
        compare(torch, lambda lib, x, y: lib.nn.CosineSimilarity(dim, eps)(x, y), a, b)


def test_reprs_and_attributes(torch):
    def build(lib):
        nn = lib.nn
        mods = [nn.PairwiseDistance(), nn.PairwiseDistance(p=1.0, eps=0.1, keepdim=True), nn.CosineSimilarity(),
                nn.CosineSimilarity(dim=0, eps=1e-3), nn.Softmax2d(), nn.Unflatten(1, (2, 3)),
                nn.Unflatten(-1, [2, -1])]
        return [repr(m) for m in mods], (mods[1].norm, mods[1].eps, mods[1].keepdim, mods[3].dim, mods[3].eps)
    assert build(gradtable) == build(torch)


@pytest.mark.parametrize("shape", [(3, 2, 2), (2, 3, 1, 2), (1, 0, 2, 2)])
def test_softmax2d_matches_torch(torch, shape):
    a = values(shape, 7)

    def run(lib):
        x = lib.tensor(a, dtype=lib.float64, requires_grad=True)
        with warnings.catch_warnings():
            warnings.simplefilter("error")
            y = lib.nn.Softmax2d()(x)
        (y * lib.arange(float(y.numel()), dtype=lib.float64).reshape(y.shape)).sum().backward()
        return y.detach().numpy(), x.grad.numpy()
    for ours, theirs in zip(run(gradtable), run(torch)):
        np.testing.assert_allclose(ours, theirs, rtol=1e-12)


@pytest.mark.parametrize("bad", [
    lambda lib: lib.nn.Softmax2d()(lib.ones(2, 2)),
    lambda lib: lib.nn.Softmax2d()(lib.ones(1, 1, 1, 1, 1)),
    lambda lib: lib.nn.Unflatten(1, (4, 2))(lib.ones(4, 6)),
    lambda lib: lib.nn.Unflatten(5, (2, 3))(lib.ones(4, 6)),
    lambda lib: lib.nn.Unflatten(1, ())(lib.ones(4, 6)),
    lambda lib: lib.nn.Unflatten(1, 6),
    lambda lib: lib.nn.Unflatten(1, (2, 3.0)),
    lambda lib: lib.nn.functional.pairwise_distance(lib.ones(2, 3), lib.ones(2, 4)),
    lambda lib: lib.arange(0, 3, 0),
    lambda lib: lib.arange(0.0, 1.0, 0.0),
    lambda lib: lib.arange(0, 5, -1),
    lambda lib: lib.arange(5, 0, 1),
])
def test_errors_match_torch(torch, bad):
    with pytest.raises(Exception) as expected:
        bad(torch)
    with pytest.raises(type(expected.value)) as got:
        bad(gradtable)
    assert str(got.value) == str(expected.value)


def test_unflatten_forward_and_grad(lib):
    x = lib.arange(24.0).reshape(4, 6).requires_grad_()
    y = lib.nn.Unflatten(-1, [2, -1])(x)
    assert tuple(y.shape) == (4, 2, 3) and y[1, 1].tolist() == [9.0, 10.0, 11.0]
    y.sum().backward()
    assert x.grad.tolist() == [[1.0] * 6] * 4
    assert tuple(lib.nn.Unflatten(0, (2, 2))(x).shape) == (2, 2, 6)
    assert lib.arange(5, 0, -2).tolist() == [5, 3, 1] and lib.arange(0, 0, 1).tolist() == []


def test_pairwise_distance_node_is_pytorchs_at_norm(lib):
    """pairwise_distance calls at::norm (the table's norm.ScalarOpt_dim, `node: NormBackward1`), so its
    grad_fn is PyTorch's; a hand-written node keeps the torch::autograd:: prefix."""
    x = lib.tensor([[1.0, 2.0], [3.0, 4.0]], requires_grad=True)
    d = lib.nn.functional.pairwise_distance(x, lib.zeros(2, 2))
    assert d.grad_fn.name() == "NormBackward1"
    assert lib.ones(2, requires_grad=True).clone().copy_(lib.ones(2)).grad_fn.name() == "torch::autograd::CopyBackwards"
