"""1-d pooling (max_pool1d, avg_pool1d, adaptive_avg_pool1d) and adaptive max pooling (1-d, 2-d)
against PyTorch: values, indices, gradients, modules' reprs and error texts."""
import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st
from spatial_oracle import compare, same_error

import gradtable

FIXTURE = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


def _run_or_same_error(torch, fn, shape):
    """Either both libraries agree on the result (and gradients) or both raise the same error.
    A window wholly in the padding is left out: PyTorch gives it -inf and an index outside the
    input, and its backward writes the gradient there (into the next row's memory)."""
    try:
        out = fn(torch, torch.zeros(shape))
    except Exception:  # noqa: BLE001
        same_error(torch, fn, shape)
        return
    assume(not bool(torch.isinf(out[0] if isinstance(out, tuple) else out).any()))
    compare(torch, fn, shape)


@FIXTURE
@given(batched=st.booleans(), length=st.integers(1, 12), k=st.integers(1, 5), s=st.none() | st.integers(1, 4),
       p=st.integers(0, 2), d=st.integers(1, 3), ceil=st.booleans(), indices=st.booleans())
def test_max_pool1d_matches_pytorch(torch, batched, length, k, s, p, d, ceil, indices):
    shape = (2, 3, length) if batched else (3, length)
    _run_or_same_error(torch, lambda lib, x: lib.nn.functional.max_pool1d(
        x, k, s, p, d, ceil_mode=ceil, return_indices=indices), shape)


@FIXTURE
@given(batched=st.booleans(), length=st.integers(1, 12), k=st.integers(1, 5), s=st.none() | st.integers(1, 4),
       p=st.integers(0, 2), ceil=st.booleans(), count_pad=st.booleans())
def test_avg_pool1d_matches_pytorch(torch, batched, length, k, s, p, ceil, count_pad):
    shape = (2, 3, length) if batched else (3, length)
    _run_or_same_error(torch, lambda lib, x: lib.nn.functional.avg_pool1d(x, k, s, p, ceil, count_pad), shape)


@FIXTURE
@given(batched=st.booleans(), length=st.integers(1, 12), out=st.integers(0, 14), indices=st.booleans())
def test_adaptive_pool1d_matches_pytorch(torch, batched, length, out, indices):
    shape = (2, 3, length) if batched else (3, length)
    # (an empty output: PyTorch's backward refuses it, so only the forward is compared)
    compare(torch, lambda lib, x: lib.nn.functional.adaptive_max_pool1d(x, out, indices), shape, grad=out > 0)
    compare(torch, lambda lib, x: lib.nn.functional.adaptive_avg_pool1d(x, out), shape, grad=out > 0)


@FIXTURE
@given(batched=st.booleans(), h=st.integers(1, 9), w=st.integers(1, 9), oh=st.none() | st.integers(0, 10),
       ow=st.none() | st.integers(1, 10), indices=st.booleans())
def test_adaptive_max_pool2d_matches_pytorch(torch, batched, h, w, oh, ow, indices):
    shape = (2, 3, h, w) if batched else (3, h, w)
    compare(torch, lambda lib, x: lib.nn.functional.adaptive_max_pool2d(x, (oh, ow), indices), shape,
            grad=oh != 0)


def test_ties_pick_the_first_position(torch):
    data = [[[1.0, 3.0, 3.0, 0.0, 3.0, 3.0]]]
    for lib in (gradtable, torch):
        x = lib.tensor(data)
        assert lib.nn.functional.max_pool1d(x, 2, return_indices=True)[1].tolist() == [[[1, 2, 4]]]
        assert lib.nn.functional.adaptive_max_pool1d(x, 4, True)[1].tolist() == [[[1, 1, 4, 4]]]


def test_empty_batch(torch):
    compare(torch, lambda lib, x: lib.nn.functional.max_pool1d(x, 3, return_indices=True), (0, 3, 8))
    compare(torch, lambda lib, x: lib.nn.functional.avg_pool1d(x, 3), (0, 3, 8))
    compare(torch, lambda lib, x: lib.nn.functional.max_pool2d(x, 2), (0, 3, 4, 4))
    compare(torch, lambda lib, x: lib.nn.functional.adaptive_max_pool2d(x, 2), (0, 3, 4, 4))


def test_gradients_of_overlapping_windows_accumulate(torch):
    # stride 1 windows share their maximum: its gradient is the sum
    compare(torch, lambda lib, x: lib.nn.functional.max_pool1d(x, 3, 1, 1), (2, 2, 7))
    compare(torch, lambda lib, x: lib.nn.functional.adaptive_max_pool2d(x, (5, 4)), (1, 2, 3, 3))


def test_double_backward():
    x = gradtable.randn(2, 3, 9, dtype=gradtable.float64, requires_grad=True)
    F = gradtable.nn.functional
    for fn in (lambda t: F.max_pool1d(t, 3, 2, 1), lambda t: F.avg_pool1d(t, 3, 2, 1, True, False),
               lambda t: F.adaptive_max_pool1d(t, 4), lambda t: F.adaptive_avg_pool1d(t, 4)):
        assert gradtable.autograd.gradcheck(fn, (x,))
        assert gradtable.autograd.gradgradcheck(fn, (x,))


ERRORS = {
    "max_pool1d kernel 0": lambda lib, x: lib.nn.functional.max_pool1d(x, 0),
    "max_pool1d stride 0": lambda lib, x: lib.nn.functional.max_pool1d(x, 3, 0),
    "max_pool1d padding": lambda lib, x: lib.nn.functional.max_pool1d(x, 3, padding=2),
    "max_pool1d negative padding": lambda lib, x: lib.nn.functional.max_pool1d(x, 3, padding=-1),
    "max_pool1d dilation 0": lambda lib, x: lib.nn.functional.max_pool1d(x, 3, dilation=0),
    "max_pool1d two kernel sizes": lambda lib, x: lib.nn.functional.max_pool1d(x, (3, 2)),
    "max_pool1d two strides": lambda lib, x: lib.nn.functional.max_pool1d(x, 3, (3, 2)),
    "max_pool1d output too small": lambda lib, x: lib.nn.functional.max_pool1d(x, 9),
    "max_pool1d 1-D input": lambda lib, x: lib.nn.functional.max_pool1d(x[0, 0], 3),
    "max_pool1d 4-D input": lambda lib, x: lib.nn.functional.max_pool1d(x[None], 3),
    "max_pool1d 1-D input, indices": lambda lib, x: lib.nn.functional.max_pool1d(x[0, 0], 3, return_indices=True),
    "max_pool1d empty length, indices": lambda lib, x: lib.nn.functional.max_pool1d(x[..., :0], 3,
                                                                                    return_indices=True),
    "max_pool1d empty channels": lambda lib, x: lib.nn.functional.max_pool1d(x[:, :0], 3),
    "avg_pool1d kernel 0": lambda lib, x: lib.nn.functional.avg_pool1d(x, 0),
    "avg_pool1d stride 0": lambda lib, x: lib.nn.functional.avg_pool1d(x, 3, 0),
    "avg_pool1d padding": lambda lib, x: lib.nn.functional.avg_pool1d(x, 3, padding=2),
    "avg_pool1d negative padding": lambda lib, x: lib.nn.functional.avg_pool1d(x, 3, padding=-1),
    "avg_pool1d two kernel sizes": lambda lib, x: lib.nn.functional.avg_pool1d(x, (3, 2)),
    "avg_pool1d 1-D input": lambda lib, x: lib.nn.functional.avg_pool1d(x[0, 0], 3),
    "avg_pool1d output too small": lambda lib, x: lib.nn.functional.avg_pool1d(x, 9),
    "adaptive_max_pool1d two sizes": lambda lib, x: lib.nn.functional.adaptive_max_pool1d(x, (3, 2)),
    "adaptive_max_pool1d 1-D input": lambda lib, x: lib.nn.functional.adaptive_max_pool1d(x[0, 0], 3),
    "adaptive_max_pool1d None": lambda lib, x: lib.nn.functional.adaptive_max_pool1d(x, None),
    "adaptive_max_pool1d negative": lambda lib, x: lib.nn.functional.adaptive_max_pool1d(x, -1),
    "adaptive_avg_pool1d two sizes": lambda lib, x: lib.nn.functional.adaptive_avg_pool1d(x, (3, 2)),
    "adaptive_avg_pool1d 1-D input": lambda lib, x: lib.nn.functional.adaptive_avg_pool1d(x[0, 0], 3),
    "adaptive_max_pool2d 2-D input": lambda lib, x: lib.nn.functional.adaptive_max_pool2d(x[0], 3),
    "adaptive_max_pool2d three sizes": lambda lib, x: lib.nn.functional.adaptive_max_pool2d(x[None], (3, 2, 1)),
    "adaptive_max_pool2d empty channels": lambda lib, x: lib.nn.functional.adaptive_max_pool2d(x[None, :, :0], 2),
    "adaptive_max_pool2d empty plane": lambda lib, x: lib.nn.functional.adaptive_max_pool2d(x[None, ..., :0], 2),
    "max_pool2d empty plane": lambda lib, x: lib.nn.functional.max_pool2d(x[None, ..., :0], 2),
}


@pytest.mark.parametrize("case", ERRORS)
def test_error_matches_pytorch(case, torch):
    same_error(torch, ERRORS[case], (2, 3, 8))


MODULES = [
    "MaxPool1d(3)", "MaxPool1d(3, 2, 1, 2, True, True)", "AvgPool1d(3)", "AvgPool1d(3, 2, 1, True, False)",
    "AdaptiveMaxPool1d(3)", "AdaptiveMaxPool1d(5, return_indices=True)", "AdaptiveMaxPool2d((3, None))",
    "AdaptiveMaxPool2d(2, True)", "AdaptiveAvgPool1d(4)",
]


@pytest.mark.parametrize("spec", MODULES)
def test_modules_match_pytorch(spec, torch):
    ours, theirs = eval("gradtable.nn." + spec), eval("torch.nn." + spec)
    assert repr(ours) == repr(theirs)
    shape = (2, 3, 6, 7) if "2d" in spec else (2, 3, 9)
    compare(torch, lambda lib, x: (ours if lib is gradtable else theirs)(x), shape)


GRAPHS = {
    "max_pool1d": lambda F, x: F.max_pool1d(x, 2),
    "max_pool1d with indices": lambda F, x: F.max_pool1d(x, 2, return_indices=True)[0],
    "avg_pool1d": lambda F, x: F.avg_pool1d(x, 2),
    "adaptive_max_pool1d": lambda F, x: F.adaptive_max_pool1d(x, 2),
    "adaptive_avg_pool1d": lambda F, x: F.adaptive_avg_pool1d(x, 2),
    "adaptive_max_pool2d": lambda F, x: F.adaptive_max_pool2d(x[None], 2),
    "instance_norm": lambda F, x: F.instance_norm(x),
    "local_response_norm": lambda F, x: F.local_response_norm(x, 2),
}


@pytest.mark.parametrize("case", GRAPHS)
def test_grad_fn_matches_pytorch(case, torch):
    """The compositions end in the node PyTorch's do (1-d pools squeeze a 2-d pooling)."""
    names = [type(GRAPHS[case](lib.nn.functional, lib.randn(2, 3, 6, requires_grad=True)).grad_fn).__name__
             for lib in (gradtable, torch)]
    assert names[0] == names[1]
