"""Everyday conveniences a PyTorch user reaches for, each compared with PyTorch (the `lib`
fixture runs the same body on both): sorting and top-k with their gradients, value tests,
closeness, aliases, new_* constructors, devices, and how multi-result ops print."""
import math

import numpy as np
import pytest

X = [[0.5, -1.0, 2.0, 0.25], [3.0, 1.5, -2.0, 0.0], [1.0, 4.0, -0.5, 2.5]]


def test_sort_values_indices_and_gradient(lib):
    x = lib.tensor(X, requires_grad=True)
    values, indices = lib.sort(x, dim=1, descending=True)
    assert values.tolist() == [[2.0, 0.5, 0.25, -1.0], [3.0, 1.5, 0.0, -2.0], [4.0, 2.5, 1.0, -0.5]]
    assert indices.tolist() == [[2, 0, 3, 1], [0, 1, 3, 2], [1, 3, 0, 2]]
    assert values.grad_fn.name() == "SortBackward0" and not indices.requires_grad
    (values * lib.tensor([1.0, 2.0, 3.0, 4.0])).sum().backward()
    assert x.grad.tolist() == [[2.0, 4.0, 1.0, 3.0], [1.0, 2.0, 4.0, 3.0], [3.0, 1.0, 4.0, 2.0]]
    assert lib.argsort(x, dim=0).tolist() == [[0, 0, 1, 1], [2, 1, 2, 0], [1, 2, 0, 2]]


def test_sort_puts_nan_last_ascending_and_first_descending(lib):
    x = lib.tensor([3.0, 1.0, math.nan, 2.0])
    assert lib.sort(x).indices.tolist() == [1, 3, 0, 2]
    assert lib.sort(x, descending=True).indices.tolist() == [2, 0, 3, 1]


def test_topk_and_its_gradient(lib):
    x = lib.tensor(X, requires_grad=True)
    values, indices = x.topk(2)
    assert values.tolist() == [[2.0, 0.5], [3.0, 1.5], [4.0, 2.5]] and indices.tolist() == [[2, 0], [0, 1], [1, 3]]
    assert values.grad_fn.name() == "TopkBackward0"
    values.sum().backward()
    assert x.grad.tolist() == [[1.0, 0.0, 1.0, 0.0], [1.0, 1.0, 0.0, 0.0], [0.0, 1.0, 0.0, 1.0]]
    assert lib.topk(lib.tensor([1.0, 3.0, 2.0, 5.0]), 2, largest=False).indices.tolist() == [0, 2]
    with pytest.raises(RuntimeError, match="selected index k out of range"):
        lib.tensor([1.0, 2.0]).topk(3)


def test_value_tests_and_closeness(lib):
    x = lib.tensor([1.0, math.nan, math.inf, -math.inf])
    assert lib.isnan(x).tolist() == [False, True, False, False]
    assert x.isinf().tolist() == [False, False, True, True]
    assert lib.isfinite(x).tolist() == [True, False, False, False]
    assert str(lib.isnan(x).dtype) == "torch.bool"
    a = lib.tensor([1.0, 2.0, math.nan])
    assert lib.isclose(a, a + 1e-9).tolist() == [True, True, False]
    assert lib.isclose(a, a, equal_nan=True).tolist() == [True, True, True]
    assert lib.allclose(a[:2], a[:2] + 1e-9) is True and a[:2].allclose(a[:2] + 1.0) is False
    with pytest.raises(RuntimeError, match="Float did not match Double"):
        lib.isclose(lib.ones(2), lib.ones(2, dtype=lib.float64))


def test_aliases_and_shapes_of_another_tensor(lib):
    x = lib.tensor(X, requires_grad=True)
    assert lib.clip(x, -0.5, 0.5).grad_fn.name() == "ClampBackward1"
    assert x.view_as(lib.ones(4, 3)).shape == (4, 3) and x.view_as(lib.ones(4, 3)).grad_fn.name() == "ViewBackward0"
    assert x.reshape_as(lib.ones(12)).shape == (12,)
    y = x.type_as(lib.ones(1, dtype=lib.float64))
    assert str(y.dtype) == "torch.float64" and y.grad_fn.name() == "ToCopyBackward0"


def test_new_tensors_take_this_tensors_dtype(lib):
    x = lib.ones(2, dtype=lib.float64)
    assert str(x.new_zeros(2, 3).dtype) == "torch.float64" and x.new_zeros(2, 3).shape == (2, 3)
    assert x.new_ones((2,)).tolist() == [1.0, 1.0]
    assert x.new_full((2,), 3.0).tolist() == [3.0, 3.0]
    assert str(x.new_tensor([1, 2]).dtype) == "torch.float64"
    assert str(x.new_zeros(2, dtype=lib.int64).dtype) == "torch.int64"
    assert x.new_empty(3).shape == (3,)


def test_devices_on_a_cpu_only_library(lib):
    x = lib.ones(2)
    assert str(x.device) == "cpu" and repr(x.device) == "device(type='cpu')"
    assert x.device == lib.device("cpu") and x.device != lib.device("cpu:0")
    assert repr(lib.device("cuda", 1)) == "device(type='cuda', index=1)" and str(lib.device("cuda:1")) == "cuda:1"
    assert lib.cuda.is_available() is False and lib.cuda.device_count() == 0
    assert x.to("cpu") is x and str(x.to(lib.device("cpu"), lib.float64).dtype) == "torch.float64"
    with pytest.raises(AssertionError, match="Torch not compiled with CUDA enabled"):
        x.to("cuda")
    with pytest.raises(RuntimeError, match="device type at start of device string: tpu"):
        lib.device("tpu")


def test_multi_result_ops_print_as_torch_return_types(lib):
    result = lib.tensor([[1.0, 5.0], [3.0, 2.0]]).max(1)
    assert repr(result) == ("torch.return_types.max(\nvalues=tensor([5., 3.]),\nindices=tensor([1, 0]))")
    values, indices = result
    assert result.values is values and result[1] is indices


@pytest.mark.parametrize("name", ["softmax", "log_softmax", "softmin"])
@pytest.mark.parametrize("shape, dim", [((3,), 0), ((2, 3), 1), ((2, 3, 4), 0), ((2, 3, 4, 5), 1)])
def test_softmax_without_dim_warns_and_picks_pytorchs_dim(lib, name, shape, dim):
    x = lib.tensor(np.random.default_rng(0).standard_normal(shape))
    fn = getattr(lib.nn.functional, name)
    with pytest.warns(UserWarning, match=f"Implicit dimension choice for {name} has been deprecated"):
        implicit = fn(x)
    assert np.allclose(implicit.numpy(), fn(x, dim=dim).numpy())
