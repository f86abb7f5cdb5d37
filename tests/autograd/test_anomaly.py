"""Anomaly mode (autograd.detect_anomaly / set_detect_anomaly): forward stacks on nodes, NaN checks in
backward, and the warning that points at the forward line; each test body runs on gradtable and PyTorch."""
import warnings

import numpy as np
import pytest


@pytest.fixture(autouse=True)
def _anomaly_off_after(lib):
    yield
    lib.autograd.set_detect_anomaly(False)


def _messages(caught):
    return [str(w.message) for w in caught if issubclass(w.category, UserWarning)]


def test_detect_anomaly_warns_that_it_is_slow_and_restores_the_mode(lib):
    with pytest.warns(UserWarning, match="^Anomaly Detection has been enabled. This mode will increase the runtime "
                                         "and should only be enabled for debugging.$"):
        mode = lib.autograd.detect_anomaly()
    assert not lib.is_anomaly_enabled()
    with mode:
        assert lib.is_anomaly_enabled() and lib.is_anomaly_check_nan_enabled()
    assert not lib.is_anomaly_enabled()


def test_set_detect_anomaly_as_call_and_as_context(lib):
    lib.autograd.set_detect_anomaly(True)
    assert lib.is_anomaly_enabled()
    lib.autograd.set_detect_anomaly(False)
    assert not lib.is_anomaly_enabled()
    with lib.autograd.set_detect_anomaly(True, check_nan=False):
        assert lib.is_anomaly_enabled() and not lib.is_anomaly_check_nan_enabled()
    assert not lib.is_anomaly_enabled() and lib.is_anomaly_check_nan_enabled()


def test_nan_in_backward_names_the_node_and_the_forward_line(lib):
    a = lib.tensor([1.0, 2.0], requires_grad=True)
    b = lib.tensor([float("nan"), 1.0])
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        with lib.autograd.detect_anomaly():
            y = (a * b).sum()  # the forward line the warning must show
            with pytest.raises(RuntimeError, match=r"^Function 'MulBackward0' returned nan values in its 0th "
                                                   r"output.$"):
                y.backward()
    errors = [m for m in _messages(caught) if m.startswith("Error detected in")]
    assert len(errors) == 1
    first, *frames = errors[0].split("\n")
    assert first == "Error detected in MulBackward0. Traceback of forward call that caused the error:"
    assert "test_anomaly.py" in errors[0] and "y = (a * b).sum()  # the forward line the warning must show" in errors[0]


def test_the_index_of_the_nan_output_is_reported(lib):
    a = lib.tensor([0.0, 1.0], requires_grad=True)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        with lib.autograd.detect_anomaly():
            y = ((a - a) / (a - a)).sum()
            with pytest.raises(RuntimeError, match=r"^Function 'DivBackward0' returned nan values in its 1th output.$"):
                y.backward()


def test_check_nan_false_lets_nan_through(lib):
    a = lib.tensor([1.0], requires_grad=True)
    with lib.autograd.set_detect_anomaly(True, check_nan=False):
        (a * float("nan")).sum().backward()
    assert np.isnan(a.grad.numpy()).all()


def test_without_anomaly_mode_nan_passes_and_no_stack_is_kept(lib):
    a = lib.tensor([1.0], requires_grad=True)
    y = a * float("nan")
    assert "traceback_" not in y.grad_fn.metadata
    y.sum().backward()
    assert np.isnan(a.grad.numpy()).all()


def test_nodes_keep_their_forward_stack(lib):
    a = lib.tensor([1.0], requires_grad=True)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        with lib.autograd.detect_anomaly():
            y = a.exp()  # recorded line
    stack = y.grad_fn.metadata["traceback_"]
    assert isinstance(stack, list) and all(isinstance(s, str) for s in stack)
    assert "test_anomaly.py" in stack[-1] and "y = a.exp()  # recorded line" in stack[-1]


def test_any_error_in_a_node_shows_its_forward_stack(lib):
    x = lib.tensor([1.0, 2.0], requires_grad=True)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        with lib.autograd.detect_anomaly():
            y = x.exp()

        def failing(grad_inputs, grad_outputs):
            raise ValueError("boom")

        y.grad_fn.register_hook(failing)
        with lib.autograd.detect_anomaly():
            with pytest.raises(ValueError, match="boom"):
                y.sum().backward()
    errors = [m for m in _messages(caught) if m.startswith("Error detected in")]
    assert len(errors) == 1 and errors[0].startswith("Error detected in ExpBackward0. Traceback of forward call")
    assert "y = x.exp()" in errors[0]


def test_warnings_as_errors_print_the_stack_and_raise_the_backward_error(lib, capsys):
    # A filter that turns warnings into errors must not replace the backward's own error: the stack
    # warning goes to stderr instead, and the in-place error propagates.
    with warnings.catch_warnings(record=True) as caught:
        with lib.autograd.detect_anomaly():
            warnings.simplefilter("error")
            a = lib.ones(3, requires_grad=True)
            d1 = a + 1
            d2 = d1 ** 2
            d1 += 1
            with pytest.raises(RuntimeError, match="modified by an inplace operation"):
                lib.autograd.grad(d2.sum(), a)
    assert len(caught) == 1 and "Anomaly Detection has been enabled" in str(caught[0].message)
    printed = capsys.readouterr().err
    assert "UserWarning: Error detected in PowBackward0. Traceback of forward call" in printed
    assert "d2 = d1 ** 2" in printed


def test_node_made_before_anomaly_mode_has_no_forward_information(lib):
    a = lib.tensor([1.0], requires_grad=True)
    y = (a * float("nan")).sum()
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        with lib.autograd.detect_anomaly():
            with pytest.raises(RuntimeError, match="returned nan values"):
                y.backward()
    assert ("Error detected in MulBackward0. No forward pass information available. Enable detect anomaly during "
            "forward pass for more information.") in [m.split(" (Triggered")[0] for m in _messages(caught)]


def test_nodes_made_in_double_backward_know_their_parent(lib):
    x = lib.tensor([0.5, 1.0], requires_grad=True)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        with lib.autograd.detect_anomaly():
            y = x.exp()
            g, = lib.autograd.grad(y.sum(), x, create_graph=True)
    assert g.grad_fn.metadata["parent_"] is y.grad_fn
    assert "parent_" not in y.grad_fn.metadata
