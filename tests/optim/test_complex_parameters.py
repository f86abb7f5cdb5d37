"""Complex parameters in nn layers and optimizers, against PyTorch: a complex Linear's outputs and
gradients, and every optimizer's steps on a complex parameter (PyTorch treats one as a pair of reals:
Adam's second moment is per real and imaginary part, not |g|^2)."""
import numpy as np
import pytest

import gradtable

OPTIMIZERS = [("SGD", {"lr": 0.1, "momentum": 0.9, "nesterov": True}), ("Adam", {"lr": 0.1}),
              ("AdamW", {"lr": 0.1, "amsgrad": True}), ("RMSprop", {"lr": 0.01, "centered": True}),
              ("Adagrad", {"lr": 0.1}), ("Adamax", {"lr": 0.1}), ("NAdam", {"lr": 0.1}), ("RAdam", {"lr": 0.1}),
              ("Adadelta", {"lr": 0.5}), ("ASGD", {"lr": 0.1}), ("Rprop", {"lr": 0.1})]


def _steps(lib, name, options):
    p = lib.nn.Parameter(lib.tensor([1 + 2j, -0.5 + 0.3j, 2 - 1j], dtype=lib.cdouble))
    weights = lib.tensor([1.0, 2.0, 3.0], dtype=lib.double)
    optimizer = getattr(lib.optim, name)([p], **options)
    for _ in range(3):
        optimizer.zero_grad()
        loss = ((p * p.conj()).real * weights + (p * (1 - 1j)).real).sum()
        loss.backward()
        optimizer.step()
    return p.detach().numpy()


@pytest.mark.parametrize("name, options", OPTIMIZERS, ids=[name for name, _ in OPTIMIZERS])
def test_optimizer_steps_on_a_complex_parameter_match_pytorch(name, options, torch):
    np.testing.assert_allclose(_steps(gradtable, name, options), _steps(torch, name, options), rtol=1e-6, atol=1e-9)


def _linear(lib):
    rng = np.random.default_rng(0)
    layer = lib.nn.Linear(4, 3, dtype=lib.cdouble)
    with lib.no_grad():
        for p in layer.parameters():
            p.copy_(lib.tensor(rng.standard_normal(tuple(p.shape)) + 1j * rng.standard_normal(tuple(p.shape))))
    x = lib.tensor(rng.standard_normal((2, 4)) + 1j * rng.standard_normal((2, 4)))
    y = lib.tanh(layer(x))
    y.abs().pow(2).sum().backward()
    return [y.detach().numpy(), layer.weight.grad.numpy(), layer.bias.grad.numpy(), str(layer.weight.dtype)]


def test_complex_linear_layer_matches_pytorch(torch):
    ours, theirs = _linear(gradtable), _linear(torch)
    assert ours[3] == theirs[3]
    for a, b in zip(ours[:3], theirs[:3]):
        np.testing.assert_allclose(a, b, rtol=1e-6, atol=1e-9)
