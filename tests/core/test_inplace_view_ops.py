"""PyTorch's in-place shape ops (squeeze_, unsqueeze_, t_, transpose_, swapaxes_, swapdims_): the tensor
itself shows its memory with another shape; recorded over its own history (a view's base keeps its
grad_fn), the version counter bumped. Each scenario runs with gradtable and with PyTorch and must give
the same shapes, strides, grad_fn names, versions, values and gradients, or the same error."""
import numpy as np
import pytest

import gradtable

CALLS = ["y.squeeze_()", "y.squeeze_(1)", "y.squeeze_(-1)", "y.squeeze_((1, 3))", "y.squeeze_(0)",
         "y.unsqueeze_(0)", "y.unsqueeze_(-1)", "y.unsqueeze_(dim=2)", "y.squeeze_(axis=1)",
         "y.squeeze_(5)", "y.unsqueeze_(6)",
         "z.t_()", "z.transpose_(0, 1)", "z.transpose_(1, -2)", "z.swapaxes_(0, 1)", "z.swapdims_(1, 0)",
         "y.t_()", "y.transpose_(0, 3)", "y.transpose_(0, 4)", "w.t_()", "w.unsqueeze_(0)", "s.t_()", "s.unsqueeze_(0)"]


def _run(lib, call, through_view):
    x = lib.arange(24.0, dtype=lib.float64).reshape(2, 1, 3, 4)[:, :, :, :1].requires_grad_()
    base = x * 2
    names = {"y": base[:] if through_view else base, "z": (x * 3).reshape(2, 3) if False else base[:, 0, :, 0],
             "w": base[0, 0, :, 0], "s": base[0, 0, 0, 0]}
    target = call.split(".")[0]
    t = names[target]
    version = t._version
    try:
        out = eval(call, names)
    except (RuntimeError, IndexError) as error:
        return type(error).__name__, str(error)
    assert out is t
    record = [tuple(t.shape), t.stride(), t._version - version, type(t.grad_fn).__name__,
              type(base.grad_fn).__name__, t._is_view()]
    (t * lib.arange(1.0, t.numel() + 1, dtype=lib.float64).reshape(t.shape)).sum().backward()
    record.append(x.grad.numpy().tolist())
    return record


@pytest.mark.parametrize("through_view", [False, True], ids=["tensor", "view"])
@pytest.mark.parametrize("call", CALLS)
def test_matches_pytorch(call, through_view, torch):
    assert _run(gradtable, call, through_view) == _run(torch, call, through_view)


def _scenario(lib, steps):
    names = {"lib": lib, "x": lib.tensor([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]], requires_grad=True)}
    for step in steps[:-1]:
        exec(step, names)
    try:
        return eval(steps[-1], names)
    except (RuntimeError, IndexError) as error:
        return f"{type(error).__name__}: {error}"


SCENARIOS = [
    # a leaf that requires grad, a view of one, a view of a multi-output op: refused as PyTorch
    ["x.unsqueeze_(0)"], ["x[0].unsqueeze_(0)"], ["a = (x * 1).unbind(0)[0]", "a.unsqueeze_(0)"],
    # t_ of a tensor of more than 2 dims
    ["a = x.detach().reshape(1, 2, 3)", "a.t_()"],
    # under no_grad and on a detached tensor: allowed, the other tensor keeps its shape
    ["with lib.no_grad(): x.unsqueeze_(0)", "(tuple(x.shape), x.requires_grad, x.grad_fn is None)"],
    ["d = x.detach()", "d.t_()", "(tuple(d.shape), tuple(x.shape), d._version, x._version)"],
    # a view changed in place after its shape changed: the base gets CopySlices, gradients through both
    ["y = x * 1", "v = y[0]", "v.unsqueeze_(0)", "v.mul_(3)",
     "(type(y.grad_fn).__name__, y.sum().backward(), x.grad.tolist())"],
    # a view of the changed tensor, rebuilt after the base changes again
    ["y = x * 1", "v = y[:, 1]", "y.t_()", "y.mul_(2)",
     "(type(v.grad_fn).__name__, v.tolist(), (v * 3).sum().backward(), x.grad.tolist())"],
    # the base changed in place after a view's shape changed: the view is rebuilt with its new shape
    ["y = x * 1", "v = y[1]", "v.unsqueeze_(0)", "y.add_(1)",
     "(type(v.grad_fn).__name__, tuple(v.shape), v.tolist(), (v * 2).sum().backward(), x.grad.tolist())"],
    # second derivatives through the recorded node
    ["y = x * x", "y.t_()", "g, = lib.autograd.grad(y.sum(), x, create_graph=True)",
     "(lib.autograd.grad(g.sum(), x)[0].tolist(), type(g.grad_fn).__name__)"],
    # an integer tensor: no history
    ["i = lib.tensor([[1, 2]])", "i.squeeze_(0)", "(tuple(i.shape), i.grad_fn, i._version)"],
]


@pytest.mark.parametrize("steps", SCENARIOS, ids=[s[-1][:40] for s in SCENARIOS])
def test_scenarios_match_pytorch(steps, torch):
    assert _scenario(gradtable, steps) == _scenario(torch, steps)


def test_forward_mode_tangent_follows_the_shape(torch):
    results = []
    for lib in (gradtable, torch):
        fw = lib.autograd.forward_ad
        with fw.dual_level():
            d = fw.make_dual(lib.tensor([[1.0, 2.0, 3.0]]), lib.tensor([[0.5, -1.0, 2.0]]))
            y = d * 2
            y.t_()
            y.squeeze_(1)
            primal, tangent = fw.unpack_dual(y)
            results.append((tuple(primal.shape), tangent.tolist()))
    assert results[0] == results[1]
    assert np.array_equal(results[0][1], [1.0, -2.0, 4.0])


@pytest.mark.parametrize("call", ["y.unsqueeze_(0)", "y.unsqueeze_(-1)", "y.t_()", "y.transpose_(0, 1)",
                                  "y.squeeze_()", "y.squeeze_(1)", "y.swapaxes_(1, 0)", "y[:, :1].squeeze_(-1)"])
def test_under_vmap_as_pytorch(call, torch):
    """Under vmap the batched tensor itself shows the new per-sample shape (no loop, the same values)."""
    results = []
    for lib in (gradtable, torch):
        def f(x):
            y = x * 1   # (each sample: 2 x 1 x 3)
            if "squeeze" not in call:
                y = y[:, 0]
            out = eval(call, {"y": y})
            assert out is y or "[" in call
            return out * 2
        results.append(lib.func.vmap(f)(lib.arange(30.0).reshape(5, 2, 1, 3)).tolist())
    assert results[0] == results[1]


@pytest.mark.parametrize("name, call", [("squeeze_", lambda t: t.squeeze_(0)),
                                        ("unsqueeze_", lambda t: t.unsqueeze_(1)),
                                        ("t_", lambda t: t.t_()), ("transpose_", lambda t: t.transpose_(0, 1))])
def test_on_a_wrapper_subclass_the_wrapper_follows_its_inner_tensor(torch, name, call):
    """Under a __torch_dispatch__ wrapper (the logging tensor), the handler reshapes the inner tensor;
    the wrapper takes its shape, as PyTorch's return_and_correct_aliasing does for a subclass (a plain
    PyTorch wrapper keeps its old shape, and its backward then fails: a known difference). The node,
    the version and the inner tensor are PyTorch's."""
    import sys
    from pathlib import Path
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "autograd"))
    from test_dispatch_subclass import _logging_tensor

    seen = {}
    for lib in (gradtable, torch):
        wrapper = _logging_tensor(lib)[0]
        x = wrapper(lib.arange(4.0).reshape(1, 4), requires_grad=True)
        y = x * 1
        call(y)
        seen[lib.__name__] = (tuple(y.elem.shape), y.grad_fn.name(), y._version)
        if lib is gradtable:
            assert tuple(y.shape) == tuple(y.elem.shape)
            (y * 1.5).sum().backward()
            assert tuple(x.grad.shape) == (1, 4) and x.grad.elem.tolist() == [[1.5] * 4]
    assert seen["gradtable"] == seen["torch"]
