"""Random programs of view, in-place and out-of-place ops on one non-leaf and its views.
The same program runs on gradtable and on PyTorch: values, gradients, and whether backward
refuses (a saved tensor was modified) must agree; without PyTorch, gradcheck checks gradients."""
import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

import gradtable
from gradtable.autograd import gradcheck

VIEWS = ["t", "select", "slice", "unsqueeze", "squeeze", "view_flat", "transpose"]
INPLACE = ["mul_", "add_", "tanh_", "sin_", "pow_", "zero_", "clamp_", "fill_", "setitem", "copy_from", "iadd_tensor"]
OUT_OF_PLACE = ["mul", "sin", "add"]



def programs(kinds):
    return st.lists(st.tuples(st.sampled_from(kinds), st.integers(0, 1000),
                              st.floats(-1.5, 1.5, allow_nan=False).map(lambda v: round(v, 3))),
                    min_size=1, max_size=8)


steps = programs(VIEWS + INPLACE + OUT_OF_PLACE)
#: gradcheck needs a differentiable point: no clamp_ (its kink is hit exactly after zero_ or fill_).
smooth_steps = programs(VIEWS + [k for k in INPLACE if k != "clamp_"] + OUT_OF_PLACE)


def _view(kind, t, k):
    if kind == "t":
        return t.t() if t.ndim <= 2 else t.transpose(0, 1)
    if kind == "transpose":
        return t.transpose(0, -1) if t.ndim >= 1 else None
    if kind == "select":
        return t.select(k % t.ndim, k % t.shape[k % t.ndim]) if t.ndim >= 1 and t.numel() else None
    if kind == "slice":
        return t[k % 2:] if t.ndim >= 1 and t.shape[0] > 1 else None
    if kind == "unsqueeze":
        return t.unsqueeze(0)
    if kind == "squeeze":
        return t.squeeze()
    if kind == "view_flat":
        return t.view(-1) if t.is_contiguous() else None
    raise AssertionError(kind)


def run_program(lib, x, program):
    """Apply the program to y = x * 1 and its views; returns the live tensors (all requiring grad)."""
    live = [x * 1]
    for kind, k, c in program:
        t = live[k % len(live)]
        if kind in VIEWS:
            v = _view(kind, t, k)
            if v is not None:
                live.append(v)
        elif kind == "mul_":
            t.mul_(c)
        elif kind == "add_":
            t.add_(c)
        elif kind in ("tanh_", "sin_", "zero_"):
            getattr(t, kind)()
        elif kind == "pow_":
            t.pow_(2)
        elif kind == "clamp_":
            t.clamp_(min=c)
        elif kind == "fill_":
            t.fill_(c)
        elif kind == "setitem":
            if t.ndim >= 1 and t.numel():
                t[k % t.shape[0]] = (x.sum() * c).expand(t[0].shape) if t[0].ndim else x.sum() * c
        elif kind == "copy_from":
            t.copy_(x.reshape(-1)[:1].reshape(()) * c)  # a broadcast copy from the leaf's history
        elif kind == "iadd_tensor":
            t += x.reshape(-1)[-1] * c
        elif kind == "mul":
            live.append(t * c)
        elif kind == "sin":
            live.append(t.sin())
        elif kind == "add":
            live.append(t + c)
    return live


def loss_of(lib, live):
    total = 0
    for i, t in enumerate(live):
        weights = lib.tensor(np.linspace(-1.0, 1.0, max(t.numel(), 1)) + i, dtype=lib.float64)
        total = total + (t.reshape(-1) * weights[:t.numel()]).sum()
    return total


def outcome(lib, program):
    """(values of the live tensors, x.grad) or the error backward raised."""
    x = lib.tensor(np.arange(12.0).reshape(4, 3) / 10 - 0.5, dtype=lib.float64, requires_grad=True)
    live = run_program(lib, x, program)
    values = [t.detach().numpy().copy() for t in live]
    try:
        loss_of(lib, live).backward()
    except RuntimeError as err:
        return values, str(err)
    return values, x.grad.numpy().copy()


MODIFIED = "one of the variables needed for gradient computation has been modified by an inplace operation"


@settings(max_examples=150, deadline=None)
@given(program=steps)
def test_random_programs_match_pytorch(torch, program):
    ours_values, ours = outcome(gradtable, program)
    theirs_values, theirs = outcome(torch, program)
    for a, b in zip(ours_values, theirs_values):
        np.testing.assert_allclose(a, b, rtol=1e-10, atol=1e-12)
    if isinstance(theirs, str):
        assert isinstance(ours, str) and MODIFIED in theirs and ours.startswith(MODIFIED), (ours, theirs)
    else:
        assert not isinstance(ours, str), ours
        np.testing.assert_allclose(ours, theirs, rtol=1e-9, atol=1e-12)


@settings(max_examples=60, deadline=None)
@given(program=smooth_steps)
def test_random_programs_pass_gradcheck(program):
    x = gradtable.tensor(np.arange(12.0).reshape(4, 3) / 10 - 0.5, dtype=gradtable.float64, requires_grad=True)
    try:
        loss_of(gradtable, run_program(gradtable, x, program)).backward()
    except RuntimeError as err:
        assert MODIFIED in str(err)
        return
    assert gradcheck(lambda x: loss_of(gradtable, run_program(gradtable, x, program)), (x,),
                     eps=1e-6, atol=1e-4, rtol=1e-3)
