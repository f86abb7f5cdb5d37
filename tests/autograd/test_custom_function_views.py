"""Custom Functions whose outputs are views, modify inputs in place, or save None, as PyTorch treats them:
which in-place changes are refused afterwards and with which message, the forward-mode checks of what
jvp returns, and the raw saved tensors of a custom node. Each case runs on gradtable and torch."""
import pytest


def _error(build):
    try:
        build()
    except Exception as error:  # noqa: BLE001  (type and text are compared)
        return type(error).__name__, str(error)
    return None


def _functions(lib):
    Function = lib.autograd.Function

    class Narrow(Function):
        @staticmethod
        def forward(ctx, a):
            return a.narrow(0, 0, 2)

        @staticmethod
        def backward(ctx, g):
            return lib.nn.functional.pad(g, (0, 1))

    class NarrowAndSum(Function):
        @staticmethod
        def forward(ctx, a, b):
            view = a.narrow(0, 0, 2)
            return view, view + b[:2]

        @staticmethod
        def backward(ctx, ga, gab):
            return lib.nn.functional.pad(ga + gab, (0, 1)), lib.nn.functional.pad(gab, (0, 1))

    class Same(Function):
        @staticmethod
        def forward(ctx, a):
            return a

        @staticmethod
        def backward(ctx, g):
            return g

    class LocalInplace(Function):
        @staticmethod
        def forward(ctx, a):
            view = a.clone()[:2]
            view += 2
            return view

        @staticmethod
        def backward(ctx, g):
            return lib.nn.functional.pad(g, (0, 1))

    class DirtyViewAndMore(Function):
        @staticmethod
        def forward(ctx, a, b):
            a.add_(b)
            ctx.mark_dirty(a)
            return a, a + b

        @staticmethod
        def backward(ctx, ga, gab):
            return ga + gab, ga + gab

    return {"Narrow": Narrow, "NarrowAndSum": NarrowAndSum, "Same": Same, "LocalInplace": LocalInplace,
            "DirtyViewAndMore": DirtyViewAndMore}


CASES = {
    "view_output_in_place": lambda lib, f, a, b: f["Narrow"].apply(a.clone()).add_(1),
    "one_of_two_outputs_in_place": lambda lib, f, a, b: f["NarrowAndSum"].apply(a.clone(), b.clone())[0].mul_(2),
    "input_returned_as_is_in_place": lambda lib, f, a, b: f["Same"].apply(a.clone()).add_(1),
    "view_of_input_that_needs_no_grad": lambda lib, f, a, b: f["Narrow"].apply(a.detach()).add_(b[:2]),
    "copy_into_view_of_input": lambda lib, f, a, b: f["Narrow"].apply(a.detach()).copy_(b[:2]),
    "in_place_made_inside_forward": lambda lib, f, a, b: type(f["LocalInplace"].apply(a).grad_fn).__name__,
    "dirty_view_with_two_outputs": lambda lib, f, a, b: f["DirtyViewAndMore"].apply(a.clone().view_as(a), b),
    "no_grad_call_then_in_place": lambda lib, f, a, b: _no_grad_then_zero(lib, f, a),
    "view_of_no_grad_view_made_leaf": lambda lib, f, a, b: _view_of_view(lib, lib.no_grad),
    "view_of_inference_view_made_leaf": lambda lib, f, a, b: _view_of_view(lib, lib.inference_mode),
}


def _no_grad_then_zero(lib, f, a):
    with lib.no_grad():
        out = f["Narrow"].apply(a)
    assert out.requires_grad
    return out.zero_()


def _view_of_view(lib, mode):
    x = lib.zeros(2)
    with mode():
        y = x.view(2)
    y.requires_grad_(True)
    z = y.view(2)
    z /= 2


@pytest.mark.parametrize("case", sorted(CASES))
def test_in_place_on_custom_function_outputs_as_torch(torch, case):
    import gradtable

    def run(lib):
        a = lib.ones(3, dtype=lib.float64, requires_grad=True)
        b = lib.ones(3, dtype=lib.float64, requires_grad=True)
        outcome = []
        error = _error(lambda: outcome.append(CASES[case](lib, _functions(lib), a, b)))
        return error if error else (outcome[0] if isinstance(outcome[0], str) else "ran")

    assert run(gradtable) == run(torch)


def test_view_outputs_are_views_with_their_node(lib):
    f = _functions(lib)
    a = lib.ones(3, dtype=lib.float64, requires_grad=True)
    for out in (f["Narrow"].apply(a.clone()), f["Same"].apply(a.clone()), f["Same"].apply(a)):
        assert out._is_view() and out.requires_grad and out.grad_fn.name().endswith("Backward")
    out = f["Same"].apply(a.clone())
    out.sum().backward()
    assert a.grad.tolist() == [1.0, 1.0, 1.0]


# -- forward mode: what jvp must return ------------------------------------------------------------

def _jvp_case(lib, kind):
    Function = lib.autograd.Function
    fwAD = lib.autograd.forward_ad

    class F(Function):
        @staticmethod
        def forward(ctx, x):
            if kind.startswith("dirty"):
                ctx.mark_dirty(x)
                return x.mul_(2)
            if kind.startswith("view"):
                return x.narrow(0, 0, 2)
            if kind == "non_differentiable":
                out = x.clone()
                ctx.mark_non_differentiable(out)
                return out
            return x.clone(), x.clone()

        @staticmethod
        def backward(ctx, *grads):
            return grads[0]

        @staticmethod
        def jvp(ctx, t):
            if kind == "dirty_not_in_place":
                return t * 2
            if kind == "dirty_in_place":
                return t.mul_(2)
            if kind == "dirty_other_tensor":
                t.mul_(2)
                return t.clone()
            if kind == "view_not_a_view":
                return t.narrow(0, 0, 2).clone()
            if kind == "view_of_something_else":
                return t.narrow(0, 0, 2).clone().view_as(t[:2])
            if kind == "view_ok":
                return t.narrow(0, 0, 2)
            if kind == "non_differentiable":
                return t
            if kind == "too_many":
                return t, t, t
            return t, t

    with fwAD.dual_level():
        x = fwAD.make_dual(lib.ones(3, dtype=lib.float64).clone(), lib.ones(3, dtype=lib.float64))
        out = F.apply(x)
        out = out[0] if isinstance(out, tuple) else out
        return fwAD.unpack_dual(out).tangent.tolist()


@pytest.mark.parametrize("kind", ["dirty_not_in_place", "dirty_in_place", "dirty_other_tensor", "view_not_a_view",
                                  "view_of_something_else", "view_ok", "non_differentiable", "too_many", "plain"])
def test_custom_function_jvp_checks_as_torch(torch, kind):
    import gradtable
    ours = _error(lambda: _jvp_case(gradtable, kind)) or _jvp_case(gradtable, kind)
    theirs = _error(lambda: _jvp_case(torch, kind)) or _jvp_case(torch, kind)
    assert ours == theirs


def test_gradcheck_names_a_wrong_forward_formula_as_torch(lib):
    class Twice(lib.autograd.Function):
        @staticmethod
        def forward(ctx, x):
            return x * 2

        @staticmethod
        def backward(ctx, g):
            return 2 * g

        @staticmethod
        def jvp(ctx, t):
            return 3 * t

    x = lib.rand(4, dtype=lib.float64, requires_grad=True)
    with pytest.raises(RuntimeError, match="^Jacobian computed with forward mode mismatch for output 0 with respect"):
        lib.autograd.gradcheck(Twice.apply, (x,), check_forward_ad=True)


# -- saved tensors of a custom node ------------------------------------------------------------------

def test_raw_saved_tensors_as_torch(lib):
    class Keep(lib.autograd.Function):
        @staticmethod
        def forward(ctx, x):
            ctx.save_for_backward(x, None)
            return x.clone()

        @staticmethod
        def backward(ctx, g):
            return g

    a = lib.randn(3, requires_grad=True)
    y = Keep.apply(a)
    saved = y.grad_fn._raw_saved_tensors
    assert len(saved) == 2 and all(isinstance(s, lib._C._autograd.SavedTensor) for s in saved)
    assert y.grad_fn.saved_tensors[1] is None
    with pytest.raises(RuntimeError, match="^Calling register_hooks on a saved tensor with value None is forbidden$"):
        saved[1].register_hooks(lambda t: t, lambda t: t)
    with pytest.raises(TypeError, match="^register_hooks\\(\\): incompatible function arguments"):
        saved[0].register_hooks(lambda t: t)
    saved[0].register_hooks(lambda t: t, lambda t: t)
    with pytest.raises(RuntimeError, match="already been set"):
        saved[0].register_hooks(lambda t: t, lambda t: t)
    y.sum().backward()
    for read in (lambda: y.grad_fn._raw_saved_tensors, lambda: y.grad_fn.saved_tensors):
        with pytest.raises(RuntimeError, match="after they have already been freed"):
            read()
