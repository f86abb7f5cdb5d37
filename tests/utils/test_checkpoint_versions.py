"""A non-reentrant checkpoint keeps its positional tensor inputs as saved tensors (PyTorch's
_NoopSaveInputs): an input changed in place after the call fails the recomputation with the
saved-tensor version error. Each case runs on gradtable and on PyTorch (`lib`), with the same
expected text."""
import importlib

import pytest

_HINT = ("Hint: enable anomaly detection to find the operation that failed to compute its gradient, with "
         "torch.autograd.set_detect_anomaly(True, check_nan=False).")


def _message(what, now, expected):
    return ("one of the variables needed for gradient computation has been modified by an inplace operation: "
            f"{what} is at version {now}; expected version {expected} instead. {_HINT}")


def _checkpoint(lib):
    return importlib.import_module(lib.__name__ + ".utils.checkpoint").checkpoint


def _backward_error(out):
    with pytest.raises(RuntimeError) as info:
        out.sum().backward()
    return str(info.value)


def test_non_leaf_input_modified_after_the_call(lib):
    x = lib.randn(3, requires_grad=True)
    a = x * 2
    out = _checkpoint(lib)(lambda a: a.sin(), a, use_reentrant=False)
    a.mul_(2)
    assert _backward_error(out) == _message("[torch.FloatTensor [3]], which is output 0 of Mul,", 1, 0)


def test_the_message_names_the_inputs_current_node(lib):
    x = lib.randn(3, requires_grad=True)
    a = x * 2
    out = _checkpoint(lib)(lambda a: a.sin().cos(), a, use_reentrant=False)
    a.add_(1)
    a.add_(1)
    assert _backward_error(out) == _message("[torch.FloatTensor [3]], which is output 0 of Add,", 2, 0)


def test_input_without_grad_and_leaf_modified_under_no_grad(lib):
    y = lib.randn(3, requires_grad=True)
    w = lib.randn(3)
    out = _checkpoint(lib)(lambda y, w: y * w, y, w, use_reentrant=False)
    w.add_(1)
    assert _backward_error(out) == _message("[torch.FloatTensor [3]]", 1, 0)
    leaf = lib.randn(2, 2, dtype=lib.float64, requires_grad=True)
    out = _checkpoint(lib)(lambda t: t * t, leaf, use_reentrant=False)
    with lib.no_grad():
        leaf.add_(1)
    assert _backward_error(out) == _message("[torch.DoubleTensor [2, 2]]", 1, 0)


def test_view_input_after_its_base_changes(lib):
    x = lib.randn(3, requires_grad=True)
    a = x * 2
    v = a[1:]
    out = _checkpoint(lib)(lambda v: v.sin(), v, use_reentrant=False)
    a.add_(1)
    assert _backward_error(out) == _message("[torch.FloatTensor [2]], which is output 0 of AsStrided,", 1, 0)


def test_no_error_when_nothing_is_recomputed_or_only_the_output_changes(lib):
    x = lib.randn(3, requires_grad=True)
    a = x * 2
    out = _checkpoint(lib)(lambda a: a + 1, a, use_reentrant=False)  # add saves nothing: no recomputation
    a.mul_(2)
    out.sum().backward()
    assert x.grad.tolist() == [2.0, 2.0, 2.0]
    x.grad = None
    b = x * 1
    out = _checkpoint(lib)(lambda b: b.exp(), b, use_reentrant=False)
    out.mul_(2)  # the output is recomputed, not checked
    out.sum().backward()
    assert lib.allclose(x.grad, 2 * x.exp())


def test_keyword_tensors_and_unmodified_inputs_are_not_errors(lib):
    x = lib.randn(3, requires_grad=True)
    scale = lib.ones(3)
    out = _checkpoint(lib)(lambda x, scale: (x * scale).sin(), x, scale=scale, use_reentrant=False)
    scale.mul_(1)  # a keyword tensor is not among the saved inputs
    out.sum().backward()
    assert lib.allclose(x.grad, x.cos())


def test_the_function_changing_its_own_input(lib):
    x = lib.randn(3, requires_grad=True)

    def f(a):
        a.add_(1)
        return a.sin()

    out = _checkpoint(lib)(f, x * 1, use_reentrant=False)
    assert _backward_error(out) == _message("[torch.FloatTensor [3]], which is output 0 of Add,", 1, 0)


def test_the_reentrant_variant_checks_as_well(lib):
    x = lib.randn(3, requires_grad=True)
    a = x * 2
    out = _checkpoint(lib)(lambda a: a.sin(), a, use_reentrant=True)
    a.mul_(2)
    assert _backward_error(out) == _message("[torch.FloatTensor [3]], which is output 0 of Mul,", 1, 0)
