"""saved_output / saved_input (autograd/saved.py), what generated ops keep for their backward: the same
SavedTensor, slot for slot, as the constructor makes, on their fast path and off it (views, subclasses,
inference tensors, dual levels, saved-tensor hooks); and the module flag that lets them skip the
thread's hook stack until hooks are first pushed."""
import subprocess
import sys
import weakref

import pytest

import gradtable as gt
from gradtable.autograd.saved import SavedTensor, saved_input, saved_output


def _state(saved):
    values = {}
    for slot in SavedTensor.__slots__:
        value = getattr(saved, slot)
        values[slot] = value() if isinstance(value, weakref.ref) else value
    return values


def _same(made, expected):
    a, b = _state(made), _state(expected)
    assert a.keys() == b.keys()
    for slot in a:
        if slot in ("_counter", "_tensor", "_data"):
            assert a[slot] is b[slot], slot
        elif slot == "_hooks":
            assert (a[slot] is None) == (b[slot] is None), slot
        else:
            assert a[slot] == b[slot] and type(a[slot]) is type(b[slot]), slot
    assert type(made) is SavedTensor


def _outputs():
    x = gt.randn(3, 4, requires_grad=True)
    yield "fresh result", (x * 2)
    y = x * 2
    y._version_counter = None
    yield "no counter yet", y
    yield "view result", (x * 2).t()
    yield "leaf", x
    yield "int result", gt.arange(4)
    yield "parameter", gt.nn.Parameter(gt.randn(2))
    bumped = x * 3
    bumped.add_(1)
    yield "changed in place", bumped


@pytest.mark.parametrize("case", [name for name, _ in _outputs()])
def test_saved_output_is_the_constructors_object(case):
    tensor = dict(_outputs())[case]
    made = saved_output(tensor)
    _same(made, SavedTensor(tensor, is_output=True))
    assert tensor._version_counter is made._counter   # (shared: later in-place changes are seen)


@pytest.mark.parametrize("case", [name for name, _ in _outputs()])
def test_saved_input_is_the_constructors_object(case):
    tensor = dict(_outputs())[case]
    _same(saved_input(tensor), SavedTensor(tensor))


def test_inference_tensors_are_refused_alike():
    with gt.inference_mode():
        t = gt.ones(2)
    for save in (saved_output, saved_input, lambda t: SavedTensor(t)):
        with pytest.raises(RuntimeError, match="Inference tensors cannot be saved for backward"):
            save(t)


def test_under_saved_tensor_hooks_both_pack():
    packed = []
    x = gt.randn(3, requires_grad=True)
    y = x * 2
    with gt.autograd.graph.saved_tensors_hooks(lambda t: packed.append(t) or t, lambda t: t):
        kept = [saved_output(y), saved_input(x)]
    assert len(packed) == 2 and all(s._hooks is not None for s in kept)


def test_inside_a_dual_level_the_output_itself_is_kept():
    fwAD = gt.autograd.forward_ad
    with fwAD.dual_level():
        y = gt.randn(3, requires_grad=True) * 2
        assert saved_output(y)._data is y


_FLAG = """
import gradtable as gt
from gradtable.autograd import saved_tensor_hooks as hooks
assert hooks.used is False
x = gt.ones(2, requires_grad=True)
(x * x).sum().backward()
assert hooks.used is False
with gt.autograd.graph.saved_tensors_hooks(lambda t: t, lambda t: t):
    assert hooks.used is True
assert hooks.used is True and hooks.state.stack == []
print("ok")
"""


def test_hooks_flag_is_set_by_the_first_push_only():
    run = subprocess.run([sys.executable, "-c", _FLAG], capture_output=True, text=True, timeout=120)
    assert run.returncode == 0 and run.stdout.strip() == "ok", run.stderr


def test_a_number_in_a_tensors_place_is_kept_as_it_is():
    # (op_support.save is saved_input: x * 2 keeps 2, x * None-weight keeps None)
    from gradtable.ops.op_support import save
    for value in (2, 2.5, None, True):
        assert saved_input(value) is value and save(value) is value
