"""PyTorch's test ops (_test_autograd_multiple_dispatch and its view forms): the CPU formulas PyTorch's
own autograd tests expect, compared with torch (the table-driven tests skip their finite-difference
checks: fullcoverage's formula is deliberately not a derivative)."""
import importlib

import numpy as np
import pytest


def _run(lib, op, *extra, view_of_transpose=False):
    t = lib.tensor(np.arange(6.0).reshape(2, 3), requires_grad=True)
    out = getattr(lib, op)(t.t() if view_of_transpose else t, *extra)
    grad = lib.tensor(np.linspace(-1.0, 1.0, out.numel()).reshape(tuple(out.shape)), dtype=out.dtype)
    out.backward(grad)
    return (out.grad_fn.name(), tuple(out.shape), out.stride(), out._is_view(), out.detach().numpy().tolist(),
            t.grad.numpy().tolist())


@pytest.mark.parametrize("op, extra", [("_test_autograd_multiple_dispatch", ()),
                                       ("_test_autograd_multiple_dispatch", (True,)),
                                       ("_test_autograd_multiple_dispatch_view", ()),
                                       ("_test_autograd_multiple_dispatch_view_copy", ())])
def test_values_gradients_and_nodes_match_pytorch(lib, torch, op, extra):
    assert _run(lib, op, *extra) == _run(torch, op, *extra)


def test_fullcoverage_keeps_the_layout_and_views_refuse_a_transpose(lib, torch):
    assert _run(lib, "_test_autograd_multiple_dispatch", view_of_transpose=True) == \
        _run(torch, "_test_autograd_multiple_dispatch", view_of_transpose=True)
    for library in (lib, torch):
        with pytest.raises(RuntimeError, match="view size is not compatible with input tensor's size and stride"):
            library._test_autograd_multiple_dispatch_view(library.ones(2, 3).t())


@pytest.mark.parametrize("op", ["_test_autograd_multiple_dispatch", "_test_autograd_multiple_dispatch_view",
                                "_test_autograd_multiple_dispatch_view_copy"])
def test_forward_mode_as_pytorch(lib, torch, op):
    def run(lib):
        fwAD = importlib.import_module(lib.__name__ + ".autograd.forward_ad")
        with fwAD.dual_level():
            dual = fwAD.make_dual(lib.tensor([1.0, 2.0, 3.0]), lib.tensor([0.5, -1.0, 2.0]))
            try:
                return fwAD.unpack_dual(getattr(lib, op)(dual)).tangent.numpy().tolist()
            except NotImplementedError as e:
                return str(e).split(".")[0]
    assert run(lib) == run(torch)
