"""The backward on arrays (generated apply_arrays, used when the backward is not recorded) in the
corners where NumPy and PyTorch differ or where the engine's bookkeeping matters, each checked on
gradtable and on PyTorch with the same expectations. (test_ops_table.py checks that apply_arrays
and apply give the same gradients for every entry that has both.)"""
import numpy as np
import pytest

import gradtable


@pytest.mark.parametrize("op", ["mul", "div"])
def test_a_0dim_operand_of_another_dtype_does_not_widen_the_gradient(lib, op):
    """float32 * 0-dim float64 runs in float32 in PyTorch (the 0-dim tensor does not promote), so
    its gradients are float32 products, not float64 ones rounded afterwards."""
    seed = [0.1, 0.7, 1.3, 2.9]
    x = lib.ones(4, requires_grad=True)
    s = lib.tensor(1 / 3, dtype=lib.float64, requires_grad=True)
    getattr(lib, op)(x, s).backward(lib.tensor(seed))
    third = np.float32(1 / 3)
    expected = np.float32(seed) * third if op == "mul" else np.float32(seed) / third
    assert x.grad.dtype == lib.float32 and s.grad.dtype == lib.float64
    assert x.grad.numpy().tolist() == expected.tolist()


def test_each_saved_tensor_is_unpacked_once_per_node(lib):
    """x / w reads w in both formulas; its unpack hook still runs once per node, as PyTorch's."""
    calls = []
    x = lib.tensor([1.0, 2.0], requires_grad=True)
    w = lib.tensor([4.0, 5.0], requires_grad=True)
    with lib.autograd.graph.saved_tensors_hooks(lambda t: t, lambda t: calls.append(1) or t):
        y = x / w
    y.sum().backward()
    assert len(calls) == 2  # x once, w once


def test_non_reentrant_checkpoint_recomputes_once(lib):
    calls = []

    def fn(a, b):
        calls.append(1)
        return a / (b * len(calls))  # depends on how often it runs

    x = lib.tensor([1.0, 2.0], requires_grad=True)
    w = lib.tensor([4.0, 5.0], requires_grad=True)
    lib.utils.checkpoint.checkpoint(fn, x, w, use_reentrant=False).sum().backward()
    assert len(calls) == 2
    np.testing.assert_allclose(w.grad.numpy(), [-1 / 64, -2 / 100], rtol=1e-6)


def test_changing_data_keeps_the_recorded_graph_checks(lib):
    """`.data =` with a new shape does not change what an existing graph expects."""
    x = lib.ones(3, requires_grad=True)
    y = x * 2
    x.data = lib.ones(1)
    y.sum().backward()
    assert x.grad.tolist() == [2.0, 2.0, 2.0]


def test_ops_recorded_after_changing_data_use_the_new_shape(lib):
    x = lib.ones(3, requires_grad=True)
    (x * 2).sum().backward()  # that graph is gone: x's next AccumulateGrad is a new one
    x.data = lib.ones(1)
    x.grad = None
    (x * 3).sum().backward()
    assert x.grad.tolist() == [3.0]


def test_an_invalid_gradient_error_names_the_right_input(lib):
    class Twice(lib.autograd.Function):
        @staticmethod
        def forward(ctx, a, b):
            return a * 2

        @staticmethod
        def backward(ctx, grad):
            return grad, grad  # b has 2 elements, grad 3

    with pytest.raises(RuntimeError, match="returned an invalid gradient at index 1 - got"):
        Twice.apply(lib.ones(3, requires_grad=True), lib.ones(2, requires_grad=True)).sum().backward()


def test_a_gradient_passed_through_stays_one_array():
    """add's formulas give `grad` to both inputs: apply_arrays hands on the same array, as apply
    hands on the same tensor, and the two leaves' .grad still never share one buffer."""
    a = gradtable.ones(3, requires_grad=True)
    b = gradtable.ones(3, requires_grad=True)
    y = a + b
    seed = np.ones(3, np.float32)
    grads = y.grad_fn.apply_arrays([seed])
    assert grads[0] is seed and grads[1] is seed
    y.backward(gradtable.ones(3))
    assert not np.shares_memory(a.grad.numpy(), b.grad.numpy())
    a.grad.add_(1)
    assert b.grad.tolist() == [1.0, 1.0, 1.0]


def test_a_gradient_passed_on_unchanged_is_one_tensor_to_user_code(lib):
    """Without create_graph the engine carries gradients as arrays; where user code sees them
    (hooks, autograd.grad) a gradient passed on unchanged is still the same tensor, as in PyTorch."""
    x = lib.ones(2, requires_grad=True)
    y = x + 0
    seen = []
    y.register_hook(seen.append)
    x.register_hook(seen.append)
    g = lib.ones(2)
    y.backward(g)
    assert seen[0] is g and seen[1] is g
    h = lib.ones(2)
    assert lib.autograd.grad(y, x, h)[0] is h

    replaced = []
    x2 = lib.ones(2, requires_grad=True)
    y2 = x2 + 0
    y2.register_hook(lambda t: replaced.append(t * 2) or replaced[-1])
    x2.register_hook(replaced.append)
    (y2 + 0).backward(g)
    assert replaced[0] is replaced[1]
    assert x2.grad.tolist() == [2.0, 2.0] and x2.grad is not replaced[0]


def test_0dim_gradients_stay_arrays(lib):
    """NumPy gives 0-dim arithmetic results as scalars; gradients of 0-dim tensors (summed from two
    uses, or passed on) are still tensors of the right dtype."""
    x = lib.tensor(2.0, dtype=lib.float64, requires_grad=True)
    w = lib.tensor(3.0, requires_grad=True)
    y = x * x * w + (x * w).sin()
    y.backward()
    assert x.grad.dtype == lib.float64 and w.grad.dtype == lib.float32
    assert x.grad.shape == () and w.grad.shape == ()
    np.testing.assert_allclose(x.grad.item(), 2 * 2 * 3 + 3 * np.cos(6.0), rtol=1e-6)
    np.testing.assert_allclose(w.grad.item(), 4 + 2 * np.cos(6.0), rtol=1e-6)
    if lib is gradtable:
        assert type(x.grad._data) is np.ndarray and type(w.grad._data) is np.ndarray


def test_a_custom_function_gets_and_gives_the_tensors_user_code_sees(lib):
    """A node without an array backward (a custom Function) runs on tensors: the gradient its
    backward receives is the tensor passed on to it, and what it returns is what hooks see next."""
    class Double(lib.autograd.Function):
        @staticmethod
        def forward(ctx, a):
            return a.clone()

        @staticmethod
        def backward(ctx, g):
            Double.got = g
            Double.gave = g * 2
            return Double.gave

    x = lib.ones(3, requires_grad=True)
    g = lib.ones(3)
    Double.apply(x).backward(g)
    assert Double.got is g

    seen = []
    x = lib.ones(3, requires_grad=True)
    x.register_hook(seen.append)
    Double.apply(x).sum().backward()
    assert seen[0] is Double.gave

    w = lib.ones(3, requires_grad=True)
    root = w * 2  # a root gradient that itself requires grad reaches backward as it is
    Double.apply(lib.ones(3, requires_grad=True)).backward(root)
    assert Double.got is root and Double.got.requires_grad



@pytest.mark.parametrize("shape, bias_shape", [((32, 27), (27,)), ((4, 3, 5), (5,)), ((4, 3, 5), (3, 5)),
                                               ((2, 3), (1, 3)), ((2, 3), ()), ((0, 3), (3,)), ((3,), (3,))])
def test_a_broadcast_gradient_is_summed_as_sum_to_shape_sums_it(torch, shape, bias_shape):
    # engine._fit_to_input sums a gradient broadcast over leading dims only (a bias's) itself: the
    # same bits as sum_to_shape's sums; other broadcasts still go through sum_to_shape.
    from gradtable.autograd.array_backward import sum_to_shape
    rng = np.random.default_rng(3)
    x = rng.standard_normal(shape).astype(np.float32)
    b = rng.standard_normal(bias_shape).astype(np.float32)
    seed = rng.standard_normal(shape).astype(np.float32) * np.float32(1e3)
    grads = []
    for lib in (gradtable, torch):
        bt = lib.tensor(b, requires_grad=True)
        (lib.tensor(x) + bt).backward(lib.tensor(seed))
        assert tuple(bt.grad.shape) == bias_shape and bt.grad.dtype == lib.float32
        grads.append(bt.grad.numpy())
    assert grads[0].tobytes() == sum_to_shape(seed, bias_shape).tobytes()
    np.testing.assert_allclose(grads[0], grads[1], rtol=1e-5, atol=1e-2)
