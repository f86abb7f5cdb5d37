"""The Lazy modules and UninitializedParameter / UninitializedBuffer against PyTorch: repr and
state_dict before the first forward, the plain layer they become after it (class, repr, shapes),
loading PyTorch's initialized state into an uninitialized module, then outputs and gradients;
default initialisation bounds; .double() before the first forward; the placeholders' errors."""
import math
import re

import numpy as np
import pytest

import gradtable

SPECS = [  # (constructor, input shape)
    ("LazyLinear(3)", (2, 4)), ("LazyLinear(3, bias=False)", (2, 5, 4)),
    ("LazyConv1d(4, 3)", (2, 3, 7)), ("LazyConv2d(4, 3, padding=1, groups=2)", (1, 2, 5, 5)),
    ("LazyConv3d(2, (1, 2, 2), bias=False)", (3, 3, 3, 3)),
    ("LazyConvTranspose1d(2, 3)", (2, 5, 4)), ("LazyConvTranspose2d(4, 2, stride=2, groups=2)", (1, 2, 3, 3)),
    ("LazyConvTranspose3d(2, 2)", (1, 1, 2, 2, 2)),
    ("LazyBatchNorm1d()", (3, 5)), ("LazyBatchNorm2d(affine=False)", (2, 3, 2, 2)),
    ("LazyBatchNorm3d(momentum=None)", (2, 2, 2, 2, 2)), ("LazyInstanceNorm1d()", (2, 3, 6)),
    ("LazyInstanceNorm2d(affine=False, track_running_stats=False)", (2, 3, 4, 4)),
    ("LazyInstanceNorm3d(bias=False)", (1, 2, 3, 3, 3)),
]


def _describe(module):
    return [(name, type(t).__name__) for name, t in module.state_dict(keep_vars=True).items()]


@pytest.mark.parametrize("spec, shape", SPECS, ids=[s for s, _ in SPECS])
def test_lazy_module_matches_torch(torch, spec, shape):
    data = np.random.default_rng(0).standard_normal(shape)
    theirs = eval("nn." + spec, {"nn": torch.nn})
    ours = eval("nn." + spec, {"nn": gradtable.nn})
    assert repr(ours) == repr(theirs)
    assert _describe(ours) == _describe(theirs)
    assert ours.has_uninitialized_params() == theirs.has_uninitialized_params()
    theirs(torch.tensor(data, dtype=torch.float32))   # sizes and initialises PyTorch's ...
    state = theirs.state_dict()
    theirs = eval("nn." + spec, {"nn": torch.nn})      # ... whose state then sizes a new one of each
    theirs.load_state_dict(state)
    ours.load_state_dict({k: gradtable.tensor(v.numpy()) for k, v in state.items()})
    assert not ours.has_uninitialized_params() and type(ours).__name__ == spec.split("(")[0]
    x_ours = gradtable.tensor(data, dtype=gradtable.float32, requires_grad=True)
    x_theirs = torch.tensor(data, dtype=torch.float32, requires_grad=True)
    try:
        out_theirs = theirs(x_theirs)
    except ValueError as err:   # (a loaded LazyInstanceNorm keeps num_features 0 in PyTorch: its check refuses)
        with pytest.raises(ValueError, match=re.escape(str(err))):
            ours(x_ours)
        return
    out_ours = ours(x_ours)
    assert type(ours).__name__ == type(theirs).__name__ and repr(ours) == repr(theirs)
    np.testing.assert_allclose(out_ours.detach().numpy(), out_theirs.detach().numpy(), rtol=1e-5, atol=1e-6)
    weights = np.cos(np.arange(out_theirs.numel())).reshape(tuple(out_theirs.shape))
    out_ours.backward(gradtable.tensor(weights, dtype=gradtable.float32))
    out_theirs.backward(torch.tensor(weights, dtype=torch.float32))
    np.testing.assert_allclose(x_ours.grad.numpy(), x_theirs.grad.numpy(), rtol=1e-4, atol=1e-5)
    for name, p in theirs.named_parameters():
        np.testing.assert_allclose(ours.get_parameter(name).grad.numpy(), p.grad.numpy(), rtol=1e-4, atol=1e-5)
    assert [(k, tuple(v.shape)) for k, v in ours.state_dict().items()] == [
        (k, tuple(v.shape)) for k, v in theirs.state_dict().items()]


@pytest.mark.parametrize("lib_name", ["gradtable", "torch"])
def test_first_forward_initialises_as_the_plain_layer(torch, lib_name):
    lib = gradtable if lib_name == "gradtable" else torch
    linear = lib.nn.LazyLinear(5)
    linear(lib.ones(2, 16))
    bound = 1 / math.sqrt(16)
    assert type(linear) is lib.nn.Linear and linear.in_features == 16
    assert tuple(linear.weight.shape) == (5, 16) and type(linear.weight) is lib.nn.Parameter
    w = linear.weight.detach().numpy()
    assert np.all(np.abs(w) <= bound) and np.std(w) > bound / 4   # kaiming_uniform_ ran (not empty memory)
    norm = lib.nn.LazyBatchNorm2d()
    norm(lib.ones(2, 3, 2, 2))
    assert type(norm) is lib.nn.BatchNorm2d and type(norm.running_mean) is lib.Tensor
    np.testing.assert_array_equal(norm.weight.detach().numpy(), np.ones(3))
    np.testing.assert_allclose(norm.running_var.numpy(), np.full(3, 0.9))
    double = lib.nn.LazyConv1d(2, 1).double()
    double(lib.ones(1, 3, 4, dtype=lib.float64))
    assert double.weight.dtype == lib.float64 and tuple(double.weight.shape) == (2, 3, 1)


def test_placeholder_errors_match_torch(torch):
    messages = []
    for lib in (gradtable, torch):
        p = lib.nn.UninitializedParameter()
        b = lib.nn.UninitializedBuffer(persistent=False)
        seen = [repr(p), repr(b), p.requires_grad, b.requires_grad, b.persistent, p.dtype.__repr__(),
                lib.nn.UninitializedParameter(dtype=lib.float64).dtype.__repr__()]
        for call in (lambda: p.shape, lambda: p + 1, lambda: lib.mul(b, 2), lambda: b.share_memory_(),
                     lambda: lib.nn.LazyConv2d(2, 3)(lib.ones(3, 4)),
                     lambda: lib.nn.LazyConv2d(2, 3, groups=2)(lib.ones(1, 3, 4, 4))):
            with pytest.raises(Exception) as info:
                call()
            text = str(info.value)
            if text.startswith("Attempted to use an uninitialized parameter in "):
                # (the function's repr differs: torch names its C method, gradtable its Python function)
                text = text[:47] + "..." + text[text.index(". This error"):]
            seen.append((type(info.value).__name__, text))
        p.materialize((2, 3))
        seen.append((type(p).__name__, tuple(p.shape), p.requires_grad))
        b.materialize(4, dtype=lib.float64)
        seen.append((type(b).__name__, tuple(b.shape), b.dtype.__repr__()))
        messages.append(seen)
    assert messages[0] == messages[1]
