"""Module hooks against PyTorch: full backward hooks and pre-hooks (arguments, order, replacements,
wrong counts, inputs that need no gradient), the deprecated non-full backward hook, forward
hooks with kwargs / prepend / always_call, handles, and the global register_module_*_hook."""
import warnings

import pytest

import gradtable


def as_lists(grads):
    return [None if g is None else g.tolist() for g in grads]


def two_output_module(lib):
    class M(lib.nn.Module):
        def __init__(self):
            super().__init__()
            self.lin = lib.nn.Linear(2, 2)
            with lib.no_grad():
                self.lin.weight.copy_(lib.tensor([[1.0, 2.0], [3.0, 4.0]]))
                self.lin.bias.fill_(0.5)

        def forward(self, x, c, k=3):
            return self.lin(x) * c, x.sum() * k
    return M()


def test_full_backward_hooks_order_arguments_and_replacements(lib):
    m = two_output_module(lib)
    log = []

    def pre(module, grad_output):
        assert module is m
        log.append(("pre", as_lists(grad_output)))
        return (grad_output[0] * 2, grad_output[1])

    def hook(module, grad_input, grad_output):
        log.append(("hook", as_lists(grad_input), as_lists(grad_output)))

    def scaling(module, grad_input, grad_output):
        log.append("scaling")
        return (grad_input[0] * 10, None)

    m.register_full_backward_pre_hook(pre)
    m.register_full_backward_hook(hook)
    m.register_full_backward_hook(scaling, prepend=True)
    x = lib.tensor([[1.0, 2.0]], requires_grad=True)
    a, b = m(x, lib.tensor([2.0, 3.0]))
    assert a.grad_fn.name() == b.grad_fn.name() == "BackwardHookFunctionBackward"
    (a.sum() + b).backward()
    assert log == [("pre", [[[1.0, 1.0]], 1.0]), "scaling", ("hook", [[[250.0, 350.0]], None], [[[2.0, 2.0]], 1.0])]
    assert x.grad.tolist() == [[250.0, 350.0]]


def test_non_tensor_arguments_are_none_in_grad_input(lib):
    """A non-tensor argument's slot is None; a tensor that needs no gradient gets zeros (PyTorch 2.13
    materialises them, whatever its documentation says)."""
    seen = []
    m = lib.nn.Bilinear(2, 2, 1)
    m.register_full_backward_hook(lambda mod, gi, go: seen.append((len(gi), gi[1].tolist(), len(go))))
    x = lib.ones(1, 2, requires_grad=True)
    m(x, lib.ones(1, 2)).sum().backward()
    assert seen == [(2, [[0.0, 0.0]], 1)]

    class Scale(lib.nn.Module):
        def forward(self, factor, x):
            return x * factor, "label"
    s = Scale()
    s.register_full_backward_hook(lambda mod, gi, go: seen.append((as_lists(gi), as_lists(go))))
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        out, label = s(3.0, x)
    out.sum().backward()
    assert label == "label" and seen[-1] == ([None, [[3.0, 3.0]]], [[[1.0, 1.0]], None])


def test_hook_fires_at_the_outputs_when_no_input_needs_grad(lib):
    m = lib.nn.Linear(2, 1)
    seen = []
    m.register_full_backward_hook(lambda mod, gi, go: seen.append((gi, as_lists(go))))
    with pytest.warns(UserWarning, match="Full backward hook is firing when gradients are computed with respect to "
                      "module outputs since no inputs require gradients") as record:
        m(lib.ones(1, 2)).sum().backward()
    assert record[0].filename == __file__  # pointed at the backward() call, as PyTorch
    assert seen == [((None,), [[[1.0]]])]
    assert m.weight.grad.tolist() == [[1.0, 1.0]]


def test_no_hook_setup_without_grad(lib):
    m = lib.nn.Linear(2, 1)
    calls = []
    m.register_full_backward_hook(lambda *a: calls.append(a))
    with lib.no_grad():
        y = m(lib.ones(1, 2))
    assert y.grad_fn is None and calls == []


@pytest.mark.parametrize("case", ["hook", "pre", "no_input_grad"])
def test_wrong_counts_raise_as_torch(torch, case):
    def run(lib):
        m = lib.nn.Linear(2, 1)
        if case == "pre":
            m.register_full_backward_pre_hook(lambda mod, go: (None, None))
        else:
            m.register_full_backward_hook(lambda mod, gi, go: (lib.ones(1, 2), lib.ones(1)))
        x = lib.ones(1, 2, requires_grad=case != "no_input_grad")
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            m(x).sum().backward()
    with pytest.raises(RuntimeError) as expected:
        run(torch)
    with pytest.raises(RuntimeError) as got:
        run(gradtable)
    assert str(got.value) == str(expected.value)


def test_mixing_full_and_non_full_hooks_raises(torch):
    for lib in (gradtable, torch):
        m = lib.nn.Linear(1, 1)
        m.register_full_backward_hook(lambda *a: None)
        with pytest.raises(RuntimeError, match="^Cannot use both regular backward hooks and full backward hooks on a "
                           "single Module. Please use only one of them.$"):
            m.register_backward_hook(lambda *a: None)


def test_handles_remove_and_second_backward(lib):
    m = lib.nn.Linear(2, 1)
    calls = []
    h1 = m.register_full_backward_hook(lambda mod, gi, go: calls.append("h1"))
    m.register_full_backward_pre_hook(lambda mod, go: calls.append("pre"))
    x = lib.ones(1, 2, requires_grad=True)
    y = m(x).sum()
    y.backward(retain_graph=True)
    y.backward()
    h1.remove()
    m(x).sum().backward()
    assert calls == ["pre", "h1", "pre", "h1", "pre"]


def test_hooks_on_nested_modules_fire_inner_first(lib):
    calls = []
    net = lib.nn.Sequential(lib.nn.Linear(2, 2), lib.nn.Tanh())
    for name, mod in [("seq", net), ("lin", net[0]), ("tanh", net[1])]:
        mod.register_full_backward_pre_hook(lambda m, go, name=name: calls.append("pre " + name))
        mod.register_full_backward_hook(lambda m, gi, go, name=name: calls.append("hook " + name))
    net(lib.ones(1, 2, requires_grad=True)).sum().backward()
    assert calls == ["pre seq", "pre tanh", "hook tanh", "pre lin", "hook lin", "hook seq"]


def test_double_backward_through_hooked_module(torch):
    def run(lib):
        m = lib.nn.Tanh()
        m.register_full_backward_hook(lambda mod, gi, go: (gi[0] * 2,))
        x = lib.tensor([0.3, -0.7], dtype=lib.float64, requires_grad=True)
        (g,) = lib.autograd.grad(m(x).sum(), x, create_graph=True)
        (gg,) = lib.autograd.grad(g.sum(), x)
        return g.tolist(), gg.tolist()
    ours, theirs = run(gradtable), run(torch)
    assert ours[0] == pytest.approx(theirs[0]) and ours[1] == pytest.approx(theirs[1])


def test_non_full_backward_hook_sees_the_last_node(torch):
    def run(lib):
        m = lib.nn.Linear(2, 1)
        seen = []
        m.register_backward_hook(lambda mod, gi, go: seen.append((len(gi), len(go))))
        with warnings.catch_warnings(record=True) as record:
            warnings.simplefilter("always")
            m(lib.ones(1, 2, requires_grad=True)).sum().backward()
        return seen, [(w.category, str(w.message)) for w in record]
    assert run(gradtable) == run(torch)


def test_warns_when_output_is_not_a_tensor(torch):
    def run(lib):
        class DictOut(lib.nn.Module):
            def forward(self, x):
                return {"y": x * 2}
        m = DictOut()
        m.register_full_backward_hook(lambda *a: None)
        with warnings.catch_warnings(record=True) as record:
            warnings.simplefilter("always")
            out = m(lib.ones(2, requires_grad=True))
        return type(out).__name__, [str(w.message).replace("torch.", "").replace("gradtable.", "") for w in record]
    assert run(gradtable) == run(torch)


def test_forward_hooks_with_kwargs_prepend_and_replacements(lib):
    class Affine(lib.nn.Module):
        def forward(self, x, scale=1.0, *, shift=0.0):
            return x * scale + shift
    m = Affine()
    calls = []

    def pre_kwargs(mod, args, kwargs):
        calls.append(("pre_kwargs", len(args), sorted(kwargs)))
        return args, {**kwargs, "shift": 10.0}

    def pre_plain(mod, args):
        calls.append(("pre_plain", len(args)))
        return args[0] * 2  # a single value becomes a 1-tuple

    def hook_kwargs(mod, args, kwargs, output):
        calls.append(("hook_kwargs", kwargs["shift"]))
        return output + 1

    def hook_plain(mod, args, output):
        calls.append(("hook_plain", output.tolist()))

    m.register_forward_pre_hook(pre_plain)
    m.register_forward_pre_hook(pre_kwargs, with_kwargs=True, prepend=True)
    m.register_forward_hook(hook_plain)
    handle = m.register_forward_hook(hook_kwargs, with_kwargs=True, prepend=True)
    out = m(lib.tensor([1.0]), shift=0.5)
    assert out.tolist() == [13.0]
    assert calls == [("pre_kwargs", 1, ["shift"]), ("pre_plain", 1), ("hook_kwargs", 10.0), ("hook_plain", [13.0])]
    handle.remove()
    calls.clear()
    assert m(lib.tensor([1.0])).tolist() == [12.0]


def test_forward_pre_hook_with_kwargs_bad_return(torch):
    for lib in (gradtable, torch):
        m = lib.nn.Identity()
        m.register_forward_pre_hook(lambda mod, args, kwargs: 3, with_kwargs=True)
        with pytest.raises(RuntimeError, match=r"^forward pre-hook must return None or a tuple of \(new_args, "
                           r"new_kwargs\), but got 3\.$"):
            m(lib.ones(1))


def test_always_call_hooks_run_when_forward_raises(torch):
    def run(lib):
        class Boom(lib.nn.Module):
            def forward(self, x):
                raise ValueError("boom")
        m = Boom()
        calls = []
        m.register_forward_hook(lambda mod, args, out: calls.append(("always", out)), always_call=True)
        m.register_forward_hook(lambda mod, args, out: calls.append("never"))
        m.register_forward_hook(lambda mod, args, out: 1 / 0, always_call=True)
        with warnings.catch_warnings(record=True) as record:
            warnings.simplefilter("always")
            with pytest.raises(ValueError, match="boom"):
                m(lib.ones(1))
        return calls, [str(w.message) for w in record]
    assert run(gradtable) == run(torch)


def test_global_module_hooks(torch):
    def run(lib):
        mm = lib.nn.modules.module
        calls = []
        handles = [
            mm.register_module_forward_pre_hook(lambda mod, args: calls.append(("gpre", type(mod).__name__))),
            mm.register_module_forward_hook(lambda mod, args, out: calls.append(("ghook", type(mod).__name__))),
            mm.register_module_full_backward_pre_hook(lambda mod, go: calls.append(("gbpre", type(mod).__name__))),
            mm.register_module_full_backward_hook(lambda mod, gi, go: calls.append(("gbhook", type(mod).__name__))),
        ]
        try:
            net = lib.nn.Sequential(lib.nn.Linear(2, 2), lib.nn.ReLU())
            net[0].register_forward_hook(lambda mod, args, out: calls.append(("local", "Linear")))
            net(lib.ones(1, 2, requires_grad=True)).sum().backward()
            with pytest.raises(RuntimeError) as err:
                mm.register_module_backward_hook(lambda *a: None)
        finally:
            for h in handles:
                h.remove()
        net(lib.ones(1, 2, requires_grad=True)).sum().backward()
        return calls, str(err.value)
    assert run(gradtable) == run(torch)
