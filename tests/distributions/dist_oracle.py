"""Run one distribution in gradtable and in PyTorch from the same numbers and compare what they give.

A Case names a constructor (written once, for either library's `distributions` module) and its
parameters as NumPy arrays; each library makes leaf tensors of them (float64 unless the case says),
so values, first and second derivatives can be compared to rounding. Values to score (log_prob, cdf)
are PyTorch's samples, handed to both.
"""
from dataclasses import dataclass, field

import numpy as np

import gradtable

RTOL, ATOL = 1e-6, 1e-9


@dataclass
class Case:
    """make(D, params) -> distribution, with D the library's distributions module and params its
    tensors by name; `params`: name -> value (a NumPy array becomes a leaf tensor that requires grad
    when its dtype is floating and the name is not in `constant`; a Python number stays a number).
    `values`: extra points to score besides samples (a list of arrays); `noise`: the rsample check's
    formula (see test file)."""

    name: str
    make: object
    params: dict
    constant: tuple = ()
    values: list = field(default_factory=list)
    dtype: str = "float64"
    sample_shape: tuple = (2,)
    rtol: float = RTOL
    atol: float = ATOL
    skip: tuple = ()          # outputs not compared, each with its reason in the case's comment

    def __repr__(self):
        return self.name


def make_params(lib, case):
    """The case's parameters as lib tensors (or numbers), and the leaves that require grad."""
    params, leaves = {}, {}
    for name, value in case.params.items():
        if not isinstance(value, np.ndarray):
            params[name] = value
            continue
        dtype = getattr(lib, case.dtype) if value.dtype.kind == "f" else getattr(lib, value.dtype.name)
        t = lib.tensor(value.tolist(), dtype=dtype)
        if value.dtype.kind == "f" and name not in case.constant:
            t.requires_grad_()
            leaves[name] = t
        params[name] = t
    return params, leaves


def to_numpy(t):
    if getattr(t, "_is_zerotensor", lambda: False)():   # PyTorch's symbolic zeros have no storage
        return np.zeros(tuple(t.shape))
    if isinstance(t, gradtable.Tensor) or hasattr(t, "detach"):
        return t.detach().numpy()
    return np.asarray(t)


def assert_close(ours, theirs, what, rtol=RTOL, atol=ATOL):
    a, b = to_numpy(ours), to_numpy(theirs)
    assert a.shape == b.shape, f"{what}: shape {a.shape} vs PyTorch's {b.shape}"
    if b.dtype.kind in "biu":
        np.testing.assert_array_equal(a, b, err_msg=what)
        return
    np.testing.assert_allclose(a.astype(np.float64), b.astype(np.float64), rtol=rtol, atol=atol, equal_nan=True,
                               err_msg=what)


def same_outcome(ours_fn, theirs_fn, what):
    """Both calls raise the same exception type and text, or both return: (ours, theirs), or None if raised."""
    try:
        theirs = theirs_fn()
    except Exception as e:  # noqa: BLE001 - the comparison is the point
        try:
            ours_fn()
        except Exception as mine:  # noqa: BLE001
            assert type(mine).__name__ == type(e).__name__, f"{what}: {type(mine).__name__}: {mine} vs {e!r}"
            if not isinstance(e, NotImplementedError):   # PyTorch's texts name its own classes' reprs
                assert str(mine) == str(e), f"{what}: message\n{mine}\nvs PyTorch's\n{e}"
            return None
        raise AssertionError(f"{what}: PyTorch raises {type(e).__name__}: {e}, gradtable does not") from None
    ours = ours_fn()
    return ours, theirs


def _weights(shape, seed):
    return np.random.default_rng(seed).uniform(0.5, 1.5, shape)


def _grads(lib, out, leaves, weights, create_graph):
    loss = (out * lib.tensor(weights, dtype=out.dtype)).sum()
    return lib.autograd.grad(loss, list(leaves.values()), create_graph=create_graph, allow_unused=True)


def compare_gradients(ours, theirs, our_leaves, their_leaves, what, rtol, atol, torch):
    """First and second derivatives of a weighted sum of the output with respect to every leaf."""
    assert ours.requires_grad == theirs.requires_grad, f"{what}: requires_grad {ours.requires_grad}"
    if not theirs.requires_grad or not their_leaves:
        return
    w = _weights(tuple(theirs.shape), 1)
    outcome = same_outcome(lambda: _grads(gradtable, ours, our_leaves, w, True),
                           lambda: _grads(torch, theirs, their_leaves, w, True), f"{what}: gradient")
    if outcome is None:   # both refuse (PyTorch has no derivative of igamma in its first argument)
        return
    g_ours, g_theirs = outcome
    for name, a, b in zip(their_leaves, g_ours, g_theirs):
        if b is None:
            assert a is None or not np.any(to_numpy(a)), f"{what}: d/d{name} is {a}, PyTorch's None"
            continue
        assert a is not None, f"{what}: d/d{name} is None, PyTorch's {b}"
        assert_close(a, b, f"{what}: d/d{name}", rtol, atol)
    pairs = [(a, b, name) for a, b, name in zip(g_ours, g_theirs, their_leaves)
             if b is not None and b.requires_grad]
    if not pairs:
        return
    second_ours = sum((a * gradtable.tensor(_weights(tuple(a.shape), 2), dtype=a.dtype)).sum() for a, _, _ in pairs)
    second_theirs = sum((b * torch.tensor(_weights(tuple(b.shape), 2), dtype=b.dtype)).sum() for _, b, _ in pairs)
    # (retain_graph: a lazily derived parameter, logits from probs, is shared by the outputs compared next)
    outcome = same_outcome(
        lambda: gradtable.autograd.grad(second_ours, list(our_leaves.values()), allow_unused=True, retain_graph=True),
        lambda: torch.autograd.grad(second_theirs, list(their_leaves.values()), allow_unused=True, retain_graph=True),
        f"{what}: second derivative")
    if outcome is None:
        return
    h_ours, h_theirs = outcome
    for name, a, b in zip(their_leaves, h_ours, h_theirs):
        if b is None:
            assert a is None or not np.any(to_numpy(a)), f"{what}: second d/d{name} is {a}, PyTorch's None"
            continue
        assert a is not None, f"{what}: second d/d{name} is None"
        assert_close(a, b, f"{what}: second d/d{name}", rtol * 10, atol * 10)

