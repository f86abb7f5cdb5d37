"""gradtable.nn.utils against PyTorch: gradient clipping (values, returned norm, errors, warnings),
parameters <-> vector, and nn.utils.rnn's padding and packing (values, gradients, reprs, errors)."""
import warnings

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import gradtable


def same_error(torch, build):
    with pytest.raises(Exception) as expected:
        build(torch)
    with pytest.raises(type(expected.value)) as got:
        build(gradtable)
    assert str(got.value) == str(expected.value)


def params_with_grads(lib, arrays, grads):
    params = []
    for value, grad in zip(arrays, grads):
        p = lib.nn.Parameter(lib.tensor(value))
        p.grad = None if grad is None else lib.tensor(grad)
        params.append(p)
    return params


ARRAYS = [np.arange(6.0).reshape(2, 3) - 2, np.array([0.5, -4.0]), np.array(3.0)]
GRADS = [np.array([[1.0, -2.0, 3.0], [0.5, 0.0, -1.5]]), None, np.array(-7.0)]


@pytest.mark.parametrize("norm_type", [2.0, 1, 3.5, float("inf"), "inf", 0.0, -float("inf")])
@pytest.mark.parametrize("max_norm", [0.5, 100.0])
def test_clip_grad_norm_matches_torch(torch, norm_type, max_norm):
    ours = params_with_grads(gradtable, ARRAYS, GRADS)
    theirs = params_with_grads(torch, ARRAYS, GRADS)
    got = gradtable.nn.utils.clip_grad_norm_(ours, max_norm, norm_type)
    expected = torch.nn.utils.clip_grad_norm_(theirs, max_norm, norm_type)
    assert type(got) is gradtable.Tensor and got.dim() == 0 and got.dtype == gradtable.float64
    np.testing.assert_allclose(got.numpy(), expected.numpy(), rtol=1e-12)
    for a, b in zip(ours, theirs):
        assert (a.grad is None) == (b.grad is None)
        if a.grad is not None:
            np.testing.assert_allclose(a.grad.numpy(), b.grad.numpy(), rtol=1e-12)


@given(st.lists(st.lists(st.floats(-1e3, 1e3), min_size=1, max_size=5), min_size=1, max_size=4),
       st.floats(0.01, 100), st.sampled_from([1.0, 2.0, 3.0, float("inf")]))
@settings(max_examples=40, deadline=None)
def test_clip_grad_norm_random_matches_torch(grads, max_norm, norm_type):
    import torch
    ours = params_with_grads(gradtable, [np.zeros(len(g), np.float32) for g in grads], [np.array(g, np.float32) for g in grads])
    theirs = params_with_grads(torch, [np.zeros(len(g), np.float32) for g in grads], [np.array(g, np.float32) for g in grads])
    got = gradtable.nn.utils.clip_grad_norm_(iter(ours), max_norm, norm_type, foreach=True)
    expected = torch.nn.utils.clip_grad_norm_(iter(theirs), max_norm, norm_type, foreach=True)
    np.testing.assert_allclose(got.numpy(), expected.numpy(), rtol=1e-5)
    for a, b in zip(ours, theirs):
        np.testing.assert_allclose(a.grad.numpy(), b.grad.numpy(), rtol=1e-5, atol=1e-30)


def test_clip_grad_norm_single_tensor_no_grads_and_empty(lib):
    p = lib.nn.Parameter(lib.tensor([3.0, 4.0]))
    p.grad = lib.tensor([3.0, 4.0])
    total = lib.nn.utils.clip_grad_norm_(p, 1.0)
    assert repr(total) == "tensor(5.)"
    assert np.allclose(p.grad.numpy(), [0.6, 0.8], atol=1e-6)
    assert repr(lib.nn.utils.clip_grad_norm_([lib.nn.Parameter(lib.ones(2))], 1.0)) == "tensor(0.)"
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        assert repr(lib.nn.utils.clip_grad_norm_((q for q in []), 1.0)) == "tensor(0.)"
    assert [str(w.message) for w in caught] == ["`parameters` is an empty generator, no gradient clipping will occur."]


@pytest.mark.parametrize("bad", [float("inf"), float("nan")])
@pytest.mark.parametrize("norm_type", [2.0, float("inf")])
def test_clip_grad_norm_nonfinite_error_matches_torch(torch, bad, norm_type):
    def build(lib):
        p = lib.nn.Parameter(lib.zeros(2))
        p.grad = lib.tensor([1.0, bad])
        lib.nn.utils.clip_grad_norm_([p], 1.0, norm_type, error_if_nonfinite=True)
    same_error(torch, build)


def test_clip_grad_norm_nonfinite_without_error_matches_torch(torch):
    got = params_with_grads(gradtable, [np.zeros(2)], [np.array([1.0, np.inf])])
    expected = params_with_grads(torch, [np.zeros(2)], [np.array([1.0, np.inf])])
    assert repr(gradtable.nn.utils.clip_grad_norm_(got, 1.0)) == repr(torch.nn.utils.clip_grad_norm_(expected, 1.0))
    np.testing.assert_array_equal(got[0].grad.numpy(), expected[0].grad.numpy())


def test_clip_grad_norm_deprecated_spelling_warns(lib):
    p = lib.nn.Parameter(lib.ones(2))
    p.grad = lib.tensor([3.0, 4.0])
    with pytest.warns(FutureWarning, match="deprecated in favor of `torch.nn.utils.clip_grad_norm_`"):
        assert lib.nn.utils.clip_grad_norm(p, 1.0).item() == 5.0


def test_clipping_is_not_recorded(lib):
    w = lib.ones(2, requires_grad=True)
    (w * lib.tensor([3.0, -4.0])).sum().backward()
    lib.nn.utils.clip_grad_norm_([w], 1.0)
    lib.nn.utils.clip_grad_value_([w], 0.7)
    assert w.grad.grad_fn is None and not w.grad.requires_grad
    assert np.allclose(w.grad.numpy(), [0.6, -0.7], atol=1e-6)


@pytest.mark.parametrize("clip", [0.5, 2, 10.0])
def test_clip_grad_value_matches_torch(torch, clip):
    ours = params_with_grads(gradtable, ARRAYS, GRADS)
    theirs = params_with_grads(torch, ARRAYS, GRADS)
    assert gradtable.nn.utils.clip_grad_value_(ours, clip) is None
    assert torch.nn.utils.clip_grad_value_(theirs, clip, foreach=False) is None
    for a, b in zip(ours, theirs):
        if a.grad is not None:
            np.testing.assert_array_equal(a.grad.numpy(), b.grad.numpy())
    p = gradtable.nn.Parameter(gradtable.ones(2))
    p.grad = gradtable.tensor([-3.0, 0.25])
    gradtable.nn.utils.clip_grad_value_(p, 1)
    assert repr(p.grad) == "tensor([-1.0000,  0.2500])"


def test_get_total_norm_and_clip_grads_with_norm_match_torch(lib):
    grads = [lib.tensor([3.0, 0.0]), lib.tensor([[4.0]])]
    total = lib.nn.utils.get_total_norm(grads)
    assert repr(total) == "tensor(5.)"
    p = lib.nn.Parameter(lib.zeros(2))
    p.grad = lib.tensor([3.0, 4.0])
    assert lib.nn.utils.clip_grads_with_norm_([p], 2.5, total) is None
    assert np.allclose(p.grad.numpy(), [1.5, 2.0], atol=1e-5)


def test_parameters_to_vector_and_back_match_torch(lib):
    layer = lib.nn.Linear(3, 2)
    vec = lib.nn.utils.parameters_to_vector(layer.parameters())
    assert vec.shape == (8,) and vec.grad_fn is not None
    (vec * lib.arange(8.0)).sum().backward()
    assert layer.weight.grad.tolist() == [[0.0, 1.0, 2.0], [3.0, 4.0, 5.0]]
    assert layer.bias.grad.tolist() == [6.0, 7.0]
    with lib.no_grad():
        assert lib.nn.utils.vector_to_parameters(lib.arange(8.0), layer.parameters()) is None
    assert layer.weight.tolist() == [[0.0, 1.0, 2.0], [3.0, 4.0, 5.0]] and layer.bias.tolist() == [6.0, 7.0]
    assert isinstance(layer.weight, lib.nn.Parameter) and layer.weight.requires_grad


@pytest.mark.parametrize("vec", [[1.0, 2.0], np.ones(2), None, 3])
def test_vector_to_parameters_type_error_matches_torch(torch, vec):
    same_error(torch, lambda lib: lib.nn.utils.vector_to_parameters(vec, [lib.nn.Parameter(lib.ones(2))]))


def test_parameters_to_vector_of_nothing_matches_torch(torch):
    same_error(torch, lambda lib: lib.nn.utils.parameters_to_vector([]))
