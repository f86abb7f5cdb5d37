"""PyTorch's deprecated argument orders (`deprecated:` in derivatives.yaml, runtime/ops/deprecated_orders.py):
torch.add(x, 2, y) is add(x, y, alpha=2); old optimizers call p.addcmul_(0.5, a, b). The same values,
grad_fn and gradients as PyTorch, its TypeError when no order fits, and its warning, once per process,
worded for a function or a method call."""
import subprocess
import sys
import warnings

import numpy as np
import pytest

import gradtable
from gradtable.ops.deprecated_orders import DeprecatedOrders

CALLS = ["lib.add(x, 2, y)", "x.add(-1.5, y)", "lib.sub(x, 3, y)", "x.sub(0.5, y)"]
INPLACE = ["t.add_(2, y)", "t.sub_(0.5, y)"]


def _inputs(lib):
    rng = np.random.default_rng(0)
    x = lib.tensor(rng.standard_normal((3, 4)), requires_grad=True)
    y = lib.tensor(rng.standard_normal(4), requires_grad=True)
    return x, y


def _run(lib, call):
    x, y = _inputs(lib)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        if call in INPLACE:
            t = x * 1
            exec(call, {"lib": lib, "t": t, "y": y})
            out = t
        else:
            out = eval(call, {"lib": lib, "x": x, "y": y})
    grads = lib.autograd.grad(out.sum(), (x, y), allow_unused=True)
    return out, grads


@pytest.mark.parametrize("call", CALLS + INPLACE)
def test_deprecated_order_is_the_op(call, torch):
    ours, g_ours = _run(gradtable, call)
    theirs, g_theirs = _run(torch, call)
    np.testing.assert_allclose(ours.detach().numpy(), theirs.detach().numpy(), rtol=1e-12)
    assert ours.grad_fn.name() == theirs.grad_fn.name()
    for a, b in zip(g_ours, g_theirs):
        np.testing.assert_allclose(a.numpy(), b.numpy(), rtol=1e-12)


@pytest.mark.parametrize("call", ["lib.add(x, x, x)", "x.add_(x, 2)", "lib.sub(x, x, 2)", "x.sub(x, 2)"])
def test_no_order_fits(call, torch):
    def run(lib):
        x = lib.ones(3)
        with pytest.raises(TypeError) as info:
            eval(call, {"lib": lib, "x": x})
        return str(info.value)
    assert run(gradtable) == run(torch)


#: one deprecated call per process: PyTorch warns once, for the first of all of them
_SCRIPT = """
import warnings, {lib} as lib
x = lib.ones(3)
with warnings.catch_warnings(record=True) as seen:
    warnings.simplefilter("always")
    {call}
    {call}
print(repr([str(w.message).split(" (Triggered internally")[0] for w in seen]))
"""


def test_the_warning_is_pytorchs_and_comes_once(torch):
    """Function, method and in-place method calls (each first in its process), in both libraries."""
    calls = ["lib.add(x, 2, x)", "x.add(2, x)", "x.sub_(2, x)"]
    runs = [subprocess.Popen([sys.executable, "-c", _SCRIPT.format(lib=lib, call=call)], stdout=subprocess.PIPE,
                             text=True) for call in calls for lib in ("gradtable", "torch")]
    texts = [run.communicate(timeout=300)[0] for run in runs]
    for ours, theirs in zip(texts[::2], texts[1::2]):
        assert ours == theirs and ours.count("deprecated") == 1


def test_the_warning_points_at_the_caller():
    DeprecatedOrders.warned = False
    x = gradtable.ones(3)
    with pytest.warns(UserWarning, match="This overload of add_ is deprecated") as seen:
        x.add_(2, x)
    assert seen[0].filename == __file__
