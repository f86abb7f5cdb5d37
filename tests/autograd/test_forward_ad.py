"""Forward-mode AD's API (autograd.forward_ad), checked against PyTorch: dual levels, make_dual /
unpack_dual, PyTorch's errors, tangents through views, in-place ops, composite ops and custom
Functions, and jacobian(strategy="forward-mode")."""
import numpy as np
import pytest

import gradtable


def _error(fn):
    try:
        fn()
    except Exception as err:  # noqa: BLE001 (the type and text are what is compared)
        return type(err).__name__, str(err)
    return None


def _same_error(lib_call, torch):
    theirs, ours = _error(lambda: lib_call(torch)), _error(lambda: lib_call(gradtable))
    assert theirs is not None
    assert ours == theirs


X = [0.5, -1.2, 2.0]
T = [1.0, 0.5, -2.0]


def test_make_dual_outside_a_level(torch):
    _same_error(lambda m: m.autograd.forward_ad.make_dual(m.tensor(X), m.tensor(T)), torch)


@pytest.mark.parametrize("call", [
    lambda m, fw: fw.enter_dual_level(),                                              # nested
    lambda m, fw: fw.make_dual(m.tensor(X), m.tensor([1.0, 2.0])),                    # size
    lambda m, fw: fw.make_dual(m.tensor([1, 2]), m.tensor([1.0, 2.0])),               # integer primal
    lambda m, fw: fw.make_dual(m.tensor(X), m.tensor([1, 2, 3])),                     # integer tangent
    lambda m, fw: fw.make_dual(m.tensor(X), m.tensor(T), level=5),
    lambda m, fw: fw.make_dual(fw.make_dual(m.tensor(X), m.tensor(T)), m.tensor(T)),  # already dual
    lambda m, fw: fw.unpack_dual(fw.make_dual(m.tensor(X), m.tensor(T)), level=3),
    lambda m, fw: fw.exit_dual_level(level=3),
    lambda m, fw: fw.unpack_dual(3.0),
], ids=["nested", "size", "int-primal", "int-tangent", "bad-level", "already-dual", "unpack-bad-level",
        "exit-bad-level", "unpack-number"])
def test_errors_inside_a_level_match_pytorch(call, torch):
    def run(m):
        fw = m.autograd.forward_ad
        with fw.dual_level():
            call(m, fw)
    _same_error(run, torch)


def test_exit_without_a_level(torch):
    _same_error(lambda m: m.autograd.forward_ad.exit_dual_level(), torch)
    _same_error(lambda m: m.autograd.forward_ad.exit_dual_level(level=0), torch)


def test_levels_and_unpacking(lib):
    fw = lib.autograd.forward_ad
    x, t = lib.tensor(X), lib.tensor(T)
    assert fw.unpack_dual(x) == (x, None)  # no level: the tensor itself
    with fw.dual_level() as level:
        assert level == 0
        dual = fw.make_dual(x, t)
        assert dual._is_view() and dual._base is x
        primal, tangent = fw.unpack_dual(dual)
        assert tangent is t
        assert isinstance(fw.unpack_dual(dual), fw.UnpackedDualTensor)
        assert fw.unpack_dual(primal).tangent is None
        y = dual * 3
        assert fw.unpack_dual(dual.detach()).tangent is None
    assert fw.unpack_dual(y).tangent is None  # dropped with the level
    assert fw.enter_dual_level() == 0  # levels are numbered again from 0
    fw.exit_dual_level()


def _tangent_of(lib, fn, *pairs):
    fw = lib.autograd.forward_ad
    with fw.dual_level():
        duals = [fw.make_dual(lib.tensor(p, dtype=lib.float64), lib.tensor(t, dtype=lib.float64)) for p, t in pairs]
        out = fn(lib, *duals)
        tangent = fw.unpack_dual(out).tangent
        return None if tangent is None else tangent.detach().numpy().copy()


@pytest.mark.parametrize("name, fn", [
    ("chain", lambda m, x: (x.sin() * x.exp()).sum()),
    ("composite square and softsign", lambda m, x: m.nn.functional.softsign(m.square(x))),
    ("matmul", lambda m, x: m.matmul(x.reshape(3, 1), x.reshape(1, 3))),
    ("views", lambda m, x: x.unsqueeze(0).expand(2, 3).t()[1:].sum(0)),
    ("indexing", lambda m, x: x[[0, 2]] * x[1]),
    ("cross_entropy", lambda m, x: m.nn.functional.cross_entropy(x.reshape(1, 3), m.tensor([2]))),
    ("softmax and logsumexp", lambda m, x: x.softmax(0) + x.logsumexp(0)),
    ("where and clamp", lambda m, x: m.where(x > 0, x.clamp(0.1, 1.0), x * 2)),
])
def test_tangents_through_ops_match_pytorch(name, fn, torch):
    ours = _tangent_of(gradtable, fn, (X, T))
    theirs = _tangent_of(torch, fn, (X, T))
    np.testing.assert_allclose(ours, theirs, rtol=1e-10)


def test_inplace_on_a_view_gives_its_base_a_tangent(torch):
    def run(m):
        fw = m.autograd.forward_ad
        with fw.dual_level():
            base = m.zeros(4, dtype=m.float64)
            view = base[1:3]
            view.add_(fw.make_dual(m.ones(2, dtype=m.float64), m.tensor([5.0, 6.0], dtype=m.float64)))
            other = base[2:]  # made after the base got its tangent
            return [fw.unpack_dual(t).tangent.numpy().copy() for t in (base, view, other)]
    for o, t in zip(run(gradtable), run(torch)):
        np.testing.assert_array_equal(o, t)


def test_inplace_on_a_base_is_seen_by_existing_views(torch):
    def run(m):
        fw = m.autograd.forward_ad
        with fw.dual_level():
            base = m.zeros(4, dtype=m.float64)
            view = base[:2]
            base.copy_(fw.make_dual(m.ones(4, dtype=m.float64), m.arange(4.0, dtype=m.float64)))
            base.mul_(2)
            return [fw.unpack_dual(t).tangent.numpy().copy() for t in (base, view)]
    for o, t in zip(run(gradtable), run(torch)):
        np.testing.assert_array_equal(o, t)


def test_an_op_tangent_never_aliases_the_input_tangent():
    """frac's tangent formula returns the input's tangent itself: the output gets its own copy, so an
    in-place op on the output leaves the input's tangent alone. (PyTorch 2.13 shares the tangent
    here and its mul_ changes t: gradtable deliberately does not follow.)"""
    lib = gradtable
    fw = lib.autograd.forward_ad
    with fw.dual_level():
        t = lib.tensor(T, dtype=lib.float64)
        x = fw.make_dual(lib.tensor(X, dtype=lib.float64), t)
        y = x.frac()
        y.mul_(fw.make_dual(lib.full((3,), 2.0, dtype=lib.float64), lib.ones(3, dtype=lib.float64)))
        np.testing.assert_array_equal(t.numpy(), np.array(T))


def test_tangent_is_differentiable_by_backward(torch):
    """Backward over forward: the tangent 2 x t of x ** 2 has gradient 2 t with respect to x."""
    def run(m):
        fw = m.autograd.forward_ad
        x = m.tensor(X, dtype=m.float64, requires_grad=True)
        with fw.dual_level():
            y = fw.make_dual(x, m.tensor(T, dtype=m.float64)) ** 2
            fw.unpack_dual(y).tangent.sum().backward()
        return x.grad.numpy()
    np.testing.assert_allclose(run(gradtable), run(torch))


def test_group_norm_layer_and_qr_tangents_match_pytorch(torch):
    """nn.GroupNorm and linalg.qr, once without forward formulas (the error an op without one raises
    is checked in test_codegen.py), give PyTorch's tangents."""
    rng = np.random.default_rng(5)
    x, x_t, A, A_t = rng.standard_normal((2, 4, 3)), rng.standard_normal((2, 4, 3)), rng.standard_normal((4, 3)), \
        rng.standard_normal((4, 3))

    def run(m):
        fw = m.autograd.forward_ad
        with fw.dual_level():
            out = m.nn.GroupNorm(2, 4).double()(fw.make_dual(m.tensor(x), m.tensor(x_t)))
            Q, R = m.linalg.qr(fw.make_dual(m.tensor(A), m.tensor(A_t)))
            return [fw.unpack_dual(t).tangent.detach().numpy() for t in (out, Q, R)]
    for ours, theirs in zip(run(gradtable), run(torch)):
        np.testing.assert_allclose(ours, theirs, rtol=1e-7, atol=1e-10)


def _functions(m):
    class Exp(m.autograd.Function):
        @staticmethod
        def forward(ctx, x):
            y = x.exp()
            ctx.save_for_forward(y)
            return y

        @staticmethod
        def backward(ctx, g):
            raise AssertionError("forward mode must not call backward")

        @staticmethod
        def jvp(ctx, x_t):
            y, = ctx.saved_tensors
            return x_t * y

    class NoJvp(m.autograd.Function):
        @staticmethod
        def forward(ctx, x):
            return x * 2

        @staticmethod
        def backward(ctx, g):
            return g * 2
    return Exp, NoJvp


def test_custom_function_jvp(torch):
    ours = _tangent_of(gradtable, lambda m, x: _functions(m)[0].apply(x), (X, T))
    theirs = _tangent_of(torch, lambda m, x: _functions(m)[0].apply(x), (X, T))
    np.testing.assert_allclose(ours, theirs)


def test_custom_function_without_jvp(torch):
    _same_error(lambda m: _tangent_of(m, lambda m, x: _functions(m)[1].apply(x), (X, T)), torch)


def test_forward_mode_jacobian_uses_forward_ad(torch):
    """Exp's backward raises: the forward-mode Jacobian can only come from its jvp."""
    def run(m):
        x = m.tensor(X, dtype=m.float64)
        return m.autograd.functional.jacobian(lambda a: _functions(m)[0].apply(a) * a, x, vectorize=True,
                                              strategy="forward-mode")
    np.testing.assert_allclose(run(gradtable).numpy(), run(torch).numpy())


def test_gradcheck_forward_ad_catches_a_wrong_jvp():
    class Wrong(gradtable.autograd.Function):
        @staticmethod
        def forward(ctx, x):
            return x * 3

        @staticmethod
        def backward(ctx, g):
            return g * 3

        @staticmethod
        def jvp(ctx, x_t):
            return x_t * 2
    x = gradtable.randn(3, dtype=gradtable.float64, requires_grad=True)
    assert gradtable.autograd.gradcheck(Wrong.apply, (x,))
    with pytest.raises(gradtable.autograd.GradcheckError, match="^Jacobian computed with forward mode mismatch"):
        gradtable.autograd.gradcheck(Wrong.apply, (x,), check_forward_ad=True)


def test_tangent_with_a_tangent_and_detach_in_place_as_torch(lib):
    import pytest
    fwAD = lib.autograd.forward_ad
    with fwAD.dual_level():
        dual = fwAD.make_dual(lib.rand(2), lib.rand(2))
        with pytest.raises(RuntimeError, match="^Setting a forward grad that itself has a forward gradient at the "
                                               "same level0 is not supported.$"):
            fwAD.make_dual(lib.rand(2), dual)
        copy = dual.clone()
        copy.detach_()
        assert fwAD.unpack_dual(copy * 2).tangent is None
        assert fwAD.unpack_dual(dual.detach() * 2).tangent is None


def test_make_dual_of_an_inference_tensor_is_not_a_view(lib):
    fwAD = lib.autograd.forward_ad
    with lib.inference_mode():
        foo = lib.ones(2)
        with fwAD.dual_level():
            dual = fwAD.make_dual(foo, lib.ones(2))
            assert not dual._is_view()
            dual += 1
        assert foo.tolist() == [2.0, 2.0]
