"""nn.functional's inplace=True for relu and dropout (the other activations: tests/nn/test_activations.py):
the input itself is changed and returned, its history is rewritten, and gradients are PyTorch's."""
import numpy as np


def test_relu_inplace_writes_into_its_input(lib):
    x = lib.tensor([-1.0, 2.0, -3.0], requires_grad=True)
    y = x * 1
    z = lib.nn.functional.relu(y, inplace=True)
    assert z is y
    assert y.tolist() == [0.0, 2.0, 0.0]
    assert y.grad_fn.name() == "ReluBackward0"
    (z * lib.tensor([1.0, 2.0, 3.0])).sum().backward()
    assert x.grad.tolist() == [0.0, 2.0, 0.0]


def test_relu_module_inplace_under_no_grad(lib):
    a = lib.tensor([-1.0, 3.0])
    out = lib.nn.ReLU(inplace=True)(a)
    assert out is a and a.tolist() == [0.0, 3.0]


def test_dropout_inplace_scales_its_input(lib):
    lib.manual_seed(0)
    a = lib.ones(1000)
    out = lib.nn.functional.dropout(a, 0.5, training=True, inplace=True)
    assert out is a
    values = set(np.unique(a.numpy()).tolist())
    assert values == {0.0, 2.0}
    assert 350 < int((a == 0).sum()) < 650
