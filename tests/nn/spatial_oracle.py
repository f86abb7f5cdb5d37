"""Differential checks for the spatial layers' tests: run one function on gradtable and on
PyTorch with the same float64 inputs and compare outputs (values, shapes, dtypes, indices) and
the gradients a random upstream gradient gives every input."""
import numpy as np

import gradtable


def arrays(*shapes, seed=0):
    rng = np.random.default_rng(seed)
    return [rng.standard_normal(s) for s in shapes]


def _outputs(out):
    return list(out) if isinstance(out, (tuple, list)) else [out]


def assert_same(ours, theirs, rtol=1e-10, atol=1e-12):
    """One gradtable tensor against one torch tensor: shape, dtype name and values."""
    assert tuple(ours.shape) == tuple(theirs.shape)
    assert str(ours.dtype) == str(theirs.dtype)
    np.testing.assert_allclose(ours.detach().numpy(), theirs.detach().numpy(), rtol=rtol, atol=atol)


def compare(torch, fn, *shapes, grad=True, seed=0, rtol=1e-10, atol=1e-12, inputs=None):
    """fn(lib, *tensors) on both libraries; every output and, with grad, every input's gradient
    for a random upstream gradient of the first output."""
    data = inputs if inputs is not None else arrays(*shapes, seed=seed)
    results = []
    for lib in (gradtable, torch):
        xs = [lib.tensor(a, requires_grad=grad) for a in data]
        outs = _outputs(fn(lib, *xs))
        grads = None
        if grad and outs[0].requires_grad:
            up = np.random.default_rng(seed + 1).standard_normal(tuple(outs[0].shape))
            outs[0].backward(lib.tensor(up))
            grads = [x.grad for x in xs]
        results.append((outs, grads))
    (ours, our_grads), (theirs, their_grads) = results
    assert len(ours) == len(theirs)
    for a, b in zip(ours, theirs):
        assert_same(a, b, rtol, atol)
    assert (our_grads is None) == (their_grads is None)
    for a, b in zip(our_grads or [], their_grads or []):
        assert (a is None) == (b is None)
        if a is not None:
            assert_same(a, b, rtol, atol)
    return ours, theirs


def same_error(torch, fn, *shapes):
    """fn raises the same exception type and text in both libraries."""
    data = arrays(*shapes)
    caught = []
    for lib in (torch, gradtable):
        try:
            fn(lib, *[lib.tensor(a) for a in data])
        except Exception as e:  # noqa: BLE001 - the comparison is the point
            caught.append(e)
        else:
            caught.append(None)
    theirs, ours = caught
    assert theirs is not None, "PyTorch accepted the call"
    assert type(ours) is type(theirs), f"{type(ours).__name__}: {ours}  vs  {type(theirs).__name__}: {theirs}"
    assert str(ours) == str(theirs), f"{ours!s}  vs  {theirs!s}"
