"""Small pieces of torch.autograd: Variable, set_multithreading_enabled, kineto_available,
forward_ad._current_level and backward(create_graph=True)'s warning; against PyTorch."""
import subprocess
import sys
import warnings

import numpy as np
import pytest


def _multithreading(lib):
    if lib.__name__ == "torch":
        return lib._C._is_multithreading_enabled()
    from gradtable.autograd.grad_mode import _is_multithreading_enabled
    return _is_multithreading_enabled()


# -- Variable ----------------------------------------------------------------------------------

def test_variable_makes_a_tensor_on_the_same_memory(lib):
    Variable = lib.autograd.Variable
    x = lib.arange(4.0)
    v = Variable(x)
    assert type(v) is lib.Tensor and v is not x and not v.requires_grad and v.is_leaf
    v[0] = 5
    assert x.tolist() == [5.0, 1.0, 2.0, 3.0] and x._version == v._version == 1
    w = Variable(x, requires_grad=True)
    assert w.requires_grad and w.is_leaf and not x.requires_grad
    assert Variable(x, True).requires_grad
    a = lib.ones(2, requires_grad=True) * 2
    detached = Variable(a)
    assert detached.grad_fn is None and not detached.requires_grad
    empty = Variable()
    assert empty.shape == (0,) and empty.dtype == lib.float32


def test_variable_isinstance(lib):
    Variable = lib.autograd.Variable
    assert isinstance(lib.ones(1), Variable)
    assert isinstance(lib.nn.Parameter(lib.ones(1)), Variable)
    assert not isinstance(1, Variable) and not isinstance(np.ones(1), Variable)
    assert not issubclass(lib.Tensor, Variable)


def test_variable_errors_and_volatile(lib):
    Variable = lib.autograd.Variable
    with pytest.raises(TypeError, match="^Variable data has to be a tensor, but got int$"):
        Variable(3)
    with pytest.raises(RuntimeError, match="^Only Tensors of floating point and complex dtype can require "
                                           "gradients$"):
        Variable(lib.arange(3), requires_grad=True)
    with pytest.warns(UserWarning, match=r"^volatile was removed and now has no effect. Use `with "
                                         r"torch.no_grad\(\):` instead.$"):
        assert not Variable(lib.ones(1), volatile=True).requires_grad
    with pytest.warns(UserWarning, match="^volatile was removed"):
        with pytest.raises(ValueError, match="^Variable can't be volatile and require_grad at the same time!$"):
            Variable(lib.ones(1), True, True)


# -- set_multithreading_enabled, kineto_available -------------------------------------------------

def test_set_multithreading_enabled_as_function_and_context(lib):
    assert _multithreading(lib) is True
    setting = lib.autograd.set_multithreading_enabled(False)
    assert _multithreading(lib) is False
    with setting:
        pass
    assert _multithreading(lib) is True
    with lib.autograd.set_multithreading_enabled(False):
        assert _multithreading(lib) is False
        a = lib.ones(2, requires_grad=True)
        (a * 3).sum().backward()                 # backward is unchanged
        assert a.grad.tolist() == [3.0, 3.0]
    assert _multithreading(lib) is True
    clone = lib.autograd.set_multithreading_enabled(True).clone()
    assert type(clone) is lib.autograd.set_multithreading_enabled and clone.mode is True


def test_set_multithreading_enabled_is_per_thread(lib):
    import threading
    seen = []
    with lib.autograd.set_multithreading_enabled(False):
        thread = threading.Thread(target=lambda: seen.append(_multithreading(lib)))
        thread.start()
        thread.join()
    assert seen == [True]


def test_kineto_available_is_false_on_gradtable():
    import gradtable
    assert gradtable.autograd.kineto_available() is False


# -- forward_ad._current_level ----------------------------------------------------------------------

def test_forward_ad_current_level_is_a_module_int(lib):
    fwAD = lib.autograd.forward_ad
    assert fwAD._current_level == -1
    with fwAD.dual_level() as level:
        assert level == 0 and fwAD._current_level == 0
    assert fwAD._current_level == -1
    assert fwAD.enter_dual_level() == 0 and fwAD._current_level == 0
    fwAD.exit_dual_level(level=0)
    assert fwAD._current_level == -1


def test_forward_ad_current_level_changed_by_hand(lib):
    fwAD = lib.autograd.forward_ad
    fwAD._current_level = 3
    try:
        with pytest.raises(RuntimeError, match="^Entering a new forward AD level but the current level is not "
                                               "valid. Make sure you did not modify it directly.$"):
            fwAD.enter_dual_level()
        assert fwAD._current_level == 3
        with pytest.raises(RuntimeError, match="^Nested forward mode AD is not supported at the moment$"):
            fwAD.enter_dual_level()       # (the level was entered before the check refused it)
        with pytest.raises(RuntimeError, match="^Trying to exit a forward AD level that was not the last one"):
            fwAD.exit_dual_level(level=0)
    finally:
        fwAD._current_level = 0
        fwAD.exit_dual_level()
    assert fwAD._current_level == -1


# -- backward(create_graph=True) warning ----------------------------------------------------------

_CYCLE = ("Using backward() with create_graph=True will create a reference cycle between the parameter and its "
          "gradient which can cause a memory leak. We recommend using autograd.grad when creating the graph to "
          "avoid this. If you have to use this function, make sure to reset the .grad fields of your parameters "
          "to None after use to break the cycle and avoid the leak.")

_SCRIPT = """
import warnings, sys
import {lib} as torch
warnings.simplefilter("always")
a = torch.ones(2, requires_grad=True)
b = torch.ones(2, requires_grad=True)
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    torch.autograd.grad((a * b).sum(), a, create_graph=True)
    (a * b).sum().backward()
    print(len(caught))
    {first}
    print(len(caught))
    (a * b).sum().backward(create_graph=True)
    a.sum().backward(create_graph=True, inputs=[a])
    print(len(caught))
print(caught[0].category.__name__ if caught else None)
print(str(caught[0].message) if caught else None)
"""


@pytest.mark.parametrize("first", ["(a * b).sum().backward(create_graph=True)",
                                   "torch.autograd.backward((a * b).sum(), create_graph=True, inputs=[a])",
                                   "x = a * 2; x.backward(torch.ones(2), create_graph=True, inputs=[x])"])
def test_create_graph_warning_once_per_process(torch, first):
    """PyTorch warns once per process (TORCH_WARN_ONCE) on the first backward() with create_graph:
    each library runs in a fresh interpreter."""
    out = {}
    for lib in ("gradtable", "torch"):
        run = subprocess.run([sys.executable, "-c", _SCRIPT.format(lib=lib, first=first)], capture_output=True,
                             text=True, check=True)
        out[lib] = run.stdout.splitlines()
    assert out["gradtable"][:4] == out["torch"][:4] == ["0", "1", "1", "UserWarning"]
    assert out["gradtable"][4] == _CYCLE
    assert out["torch"][4].startswith(_CYCLE + " (Triggered internally at ")


def test_create_graph_warning_text_in_this_process():
    import gradtable
    from gradtable.autograd import differentiate
    differentiate._warned_create_graph = False
    a = gradtable.ones(2, requires_grad=True)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        (a * a).sum().backward(create_graph=True)
        (a * a).sum().backward(create_graph=True)
    assert [(w.category, str(w.message)) for w in caught] == [(UserWarning, _CYCLE)]
    assert caught[0].filename == __file__
