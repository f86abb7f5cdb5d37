"""gradcheck and gradgradcheck against PyTorch's: each case runs on both libraries and must end the
same way (True, False, or the same exception type and text, with the same warnings). Fast mode's
random directions come from each library's own generator, so its printed projections are masked."""
import re
import sys
import warnings

import pytest

import gradtable


def _gc(lib):
    return sys.modules[lib.__name__ + ".autograd.gradcheck"]


def _outcome(lib, case, mask_numbers):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            result = ("ok", case(lib))
        except Exception as err:   # the exception is what is compared
            result = (type(err).__name__, str(err))
    seen = [(w.category.__name__, str(w.message)) for w in caught if "jit" not in str(w.message)]
    if mask_numbers:   # (fast mode: v^T J u along each library's own random u and v)
        result = (result[0], re.sub(r"(numerical|analytical):[^\n]*", r"\1:#", str(result[1])))
    return result, seen


def _hooked(lib, shift):
    """x.clone() whose backward adds `shift` to the gradient (not multiplied by grad_output)."""
    def fn(x):
        y = x.clone()
        y.register_hook(lambda g: g + shift)
        return y
    return fn


def _real_part_hooked(z):
    """z.clone() whose backward is wrong only for a gradient with a real part (the real output's)."""
    y = z.clone()
    y.register_hook(lambda g: g + g.real * 1e-2)
    return y


def _undefined_raises(x):
    def hook(g):
        if g is None:
            raise RuntimeError("x is undefined")
    y = x.clone()
    y.register_hook(hook)
    return y


def _f64(lib, *shape):
    return lib.linspace(0.1, 0.9, max(1, int(lib.tensor(shape).prod())), dtype=lib.float64)[
        :int(lib.tensor(shape).prod())].reshape(shape).requires_grad_()


def _c128(lib, *shape):
    """A complex128 leaf: _f64's values as real parts, their reverse as imaginary parts."""
    x = _f64(lib, *shape).detach()
    return lib.complex(x, x.flip(list(range(x.ndim)))).requires_grad_()


def _nondet(lib, jitter):
    class NonDet(lib.autograd.Function):
        """Identity whose backward adds relative noise `jitter` (and is itself NonDet: double backward)."""
        @staticmethod
        def forward(ctx, x):
            return x.clone()

        @staticmethod
        def backward(ctx, g):
            return NonDet.apply(g) * (1 + lib.rand_like(g) * jitter)
    return NonDet.apply


def _twice(lib, jvp_factor=2.0, vjp_error=None, jvp_error=None, jvp_draws=False):
    class Twice(lib.autograd.Function):
        @staticmethod
        def forward(ctx, x):
            return x * 2

        @staticmethod
        def backward(ctx, g):
            if vjp_error:
                raise RuntimeError(vjp_error)
            return g * 2

        @staticmethod
        def jvp(ctx, t):
            if jvp_error:
                raise RuntimeError(jvp_error)
            if jvp_draws:
                lib.randn_like(t)
            return t * jvp_factor
    return Twice.apply


def _item_in_backward(lib):
    class Item(lib.autograd.Function):
        @staticmethod
        def forward(ctx, x):
            return x * 2

        @staticmethod
        def backward(ctx, g):
            return g * len(g.tolist()) / g.numel() * 2
    return Item.apply


def _wrong_double_backward(lib):
    class Square(lib.autograd.Function):
        """x**2 whose backward is right once but wrong under a second derivative (uses x detached)."""
        @staticmethod
        def forward(ctx, x):
            ctx.save_for_backward(x)
            return x * x

        @staticmethod
        def backward(ctx, g):
            (x,) = ctx.saved_tensors
            return g * 2 * x.detach()
    return Square.apply


def _get_numerical(lib):
    fn = lambda xs: (2 * xs[0] + xs[1], xs[0] + 2 * xs[1])   # noqa: E731
    a, b = _f64(lib, 2, 2), _f64(lib, 2, 2) * 1
    return tuple(j.tolist() for j in _gc(lib).get_numerical_jacobian(fn, (a, b), eps=1e-6))


def _get_analytical(lib, jitter):
    a, b = _f64(lib, 3), _f64(lib, 3).detach().requires_grad_()
    out = _nondet(lib, jitter)(2 * a + b) if jitter else 2 * a + b
    jacobians, reentrant, sizes_ok, types_ok = _gc(lib).get_analytical_jacobian((a, b), out)
    values = [j.tolist() for j in jacobians] if not jitter else None   # (the jitter is each library's own draw)
    return type(jacobians).__name__, values, reentrant, sizes_ok, types_ok


# Each case: (name, lambda lib, fast: what gradcheck returns or raises).
CASES = [
    ("passes with several inputs and outputs", lambda lib, fast: lib.autograd.gradcheck(
        lambda x, n, y: (x * y, (x.sin() * n).sum(), 3, y.argmax()), (_f64(lib, 2, 3), 2.0, _f64(lib, 3)),
        fast_mode=fast, check_forward_ad=True, check_batched_grad=True, check_batched_forward_grad=True)),
    ("passes on a 0-dim input", lambda lib, fast: lib.autograd.gradcheck(
        lambda x: x.exp(), (lib.tensor(0.5, dtype=lib.float64, requires_grad=True),), fast_mode=fast,
        check_forward_ad=True, check_batched_grad=True)),
    ("passes on a size-0 input", lambda lib, fast: lib.autograd.gradcheck(
        lambda x: x * 2, (lib.zeros(0, 3, dtype=lib.float64, requires_grad=True),), fast_mode=fast)),
    ("passes on a transposed input", lambda lib, fast: lib.autograd.gradcheck(
        lambda x: x.sin().cumsum(0), (_f64(lib, 3, 4).detach().t().requires_grad_(),), fast_mode=fast)),
    ("masked is accepted for dense inputs", lambda lib, fast: lib.autograd.gradcheck(
        lambda x: x.tanh(), (_f64(lib, 3),), fast_mode=fast, masked=True)),
    ("jacobian mismatch", lambda lib, fast: lib.autograd.gradcheck(_hooked(lib, 1e-2), (_f64(lib, 2, 2),),
                                                                     fast_mode=fast)),
    ("jacobian mismatch, 0-dim", lambda lib, fast: lib.autograd.gradcheck(
        _hooked(lib, 1e-2), (lib.tensor(1.0, dtype=lib.float64, requires_grad=True),), fast_mode=fast)),
    ("raise_exception=False", lambda lib, fast: lib.autograd.gradcheck(
        _hooked(lib, 1e-2), (_f64(lib, 2),), fast_mode=fast, raise_exception=False)),
    ("other errors pass through raise_exception=False", lambda lib, fast: lib.autograd.gradcheck(
        lambda x: x.view(7), (_f64(lib, 2),), fast_mode=fast, raise_exception=False)),
    ("no input requires grad", lambda lib, fast: lib.autograd.gradcheck(
        lambda x: x, (lib.ones(2),), fast_mode=fast, raise_exception=False)),
    ("single precision warns", lambda lib, fast: lib.autograd.gradcheck(
        lambda x: x * 3, (lib.ones(2, requires_grad=True),), atol=1e-1, fast_mode=fast)),
    ("a stride-0 input", lambda lib, fast: lib.autograd.gradcheck(
        lambda x: x, (lib.ones(1, dtype=lib.float64, requires_grad=True).expand(2, 2),), fast_mode=fast,
        raise_exception=False)),
    ("no differentiable output, yet numerically not constant", lambda lib, fast: lib.autograd.gradcheck(
        lambda x: lib.tensor([x.item()]), (lib.ones(1, dtype=lib.float64, requires_grad=True),), fast_mode=fast)),
    ("no outputs", lambda lib, fast: lib.autograd.gradcheck(lambda x: (), (_f64(lib, 2),), fast_mode=fast)),
    ("backward not multiplied by grad_output", lambda lib, fast: lib.autograd.gradcheck(
        _hooked(lib, 1e-2), (lib.ones(1, dtype=lib.float64, requires_grad=True),), atol=1e-1, fast_mode=fast)),
    ("backward refusing an undefined gradient", lambda lib, fast: lib.autograd.gradcheck(
        _undefined_raises, (lib.ones(1, dtype=lib.float64, requires_grad=True),), fast_mode=fast)),
    ("check_undefined_grad=False skips that", lambda lib, fast: lib.autograd.gradcheck(
        _undefined_raises, (lib.ones(1, dtype=lib.float64, requires_grad=True),), fast_mode=fast,
        check_undefined_grad=False)),
    ("output shape depends on the values", lambda lib, fast: lib.autograd.gradcheck(
        lambda x: lib.cat([x, x]) if lib.all(x >= 1) else x, (lib.ones(1, dtype=lib.float64, requires_grad=True),),
        fast_mode=fast)),
    ("output dtype depends on the values", lambda lib, fast: lib.autograd.gradcheck(
        lambda x: x.to(lib.float32) if lib.all(x >= 1) else x, (lib.ones(1, dtype=lib.float64, requires_grad=True),),
        fast_mode=fast)),
    ("backward not reentrant", lambda lib, fast: lib.autograd.gradcheck(
        _nondet(lib, 1e-6), (_f64(lib, 3, 3),), fast_mode=fast)),
    ("nondet_tol allows it", lambda lib, fast: lib.autograd.gradcheck(
        _nondet(lib, 1e-6), (_f64(lib, 3, 3),), fast_mode=fast, nondet_tol=1e-5)),
    ("double backward not reentrant", lambda lib, fast: lib.autograd.gradgradcheck(
        _nondet(lib, 1e-12), (_f64(lib, 3, 3),), fast_mode=fast)),
    ("gradgradcheck nondet_tol", lambda lib, fast: lib.autograd.gradgradcheck(
        _nondet(lib, 1e-12), (_f64(lib, 3, 3),), fast_mode=fast, nondet_tol=1e-5)),
    ("forward-mode mismatch", lambda lib, fast: lib.autograd.gradcheck(
        _twice(lib, jvp_factor=2.5), (_f64(lib, 2),), check_forward_ad=True, fast_mode=fast)),
    ("forward mode only skips backward", lambda lib, fast: lib.autograd.gradcheck(
        _twice(lib, vjp_error="FAIL BWD"), (_f64(lib, 2),), check_forward_ad=True, check_backward_ad=False,
        check_undefined_grad=False, fast_mode=fast)),
    ("backward's failure comes first", lambda lib, fast: lib.autograd.gradcheck(
        _twice(lib, vjp_error="FAIL BWD", jvp_error="FAIL FWD"), (_f64(lib, 2),), check_forward_ad=True,
        fast_mode=fast)),
    ("forward mode's failure", lambda lib, fast: lib.autograd.gradcheck(
        _twice(lib, jvp_error="FAIL FWD"), (_f64(lib, 2),), check_forward_ad=True, fast_mode=fast)),
    ("a random op in jvp under batched forward grad", lambda lib, fast: lib.autograd.gradcheck(
        _twice(lib, jvp_draws=True), (_f64(lib, 2),), check_forward_ad=True, check_batched_forward_grad=True,
        fast_mode=fast)),
    ("batched backward failure", lambda lib, fast: lib.autograd.gradcheck(
        _item_in_backward(lib), (_f64(lib, 2),), check_batched_grad=True, fast_mode=fast)),
    ("neither mode", lambda lib, fast: lib.autograd.gradcheck(
        lambda x: x, (_f64(lib, 1),), check_backward_ad=False, fast_mode=fast)),
    ("batched grad without backward", lambda lib, fast: lib.autograd.gradcheck(
        lambda x: x, (_f64(lib, 1),), check_backward_ad=False, check_forward_ad=True, check_batched_grad=True)),
    ("batched forward grad without forward", lambda lib, fast: lib.autograd.gradcheck(
        lambda x: x, (_f64(lib, 1),), check_batched_forward_grad=True)),
    ("gradgradcheck passes", lambda lib, fast: lib.autograd.gradgradcheck(
        lambda x, y: ((x ** 3).sum(1), x * y), (_f64(lib, 2, 3), _f64(lib, 3)), fast_mode=fast,
        check_batched_grad=True, gen_non_contig_grad_outputs=True)),
    ("gradgradcheck with grad_outputs and forward over reverse", lambda lib, fast: lib.autograd.gradgradcheck(
        lambda x: x.exp() * x, (_f64(lib, 3),), (_f64(lib, 3),), fast_mode=fast, check_fwd_over_rev=True)),
    ("gradgradcheck of a wrong double backward", lambda lib, fast: lib.autograd.gradgradcheck(
        _wrong_double_backward(lib), (_f64(lib, 3),), fast_mode=fast, raise_exception=False)),
    # complex functions: checked by the parts of their complex outputs (backward) and inputs (forward)
    ("complex inputs and outputs pass", lambda lib, fast: lib.autograd.gradcheck(
        lambda z, x: (z * z.conj() + z.exp(), lib.view_as_real(z) * x[:2], (z * x).abs()),
        (_c128(lib, 3), _f64(lib, 3)),
        fast_mode=fast, check_forward_ad=True, check_batched_grad=True)),   # (batched forward: a PyTorch assert)
    ("a complex output of a real input", lambda lib, fast: lib.autograd.gradcheck(
        lambda x: x * (1 + 2j), (_f64(lib, 2),), fast_mode=fast, check_forward_ad=True)),
    ("complex mismatch, backward", lambda lib, fast: lib.autograd.gradcheck(
        _hooked(lib, 1e-2), (_c128(lib, 2),), fast_mode=fast)),
    ("complex mismatch in the real part", lambda lib, fast: lib.autograd.gradcheck(
        _real_part_hooked, (_c128(lib, 2),), fast_mode=fast)),
    ("complex mismatch, forward mode", lambda lib, fast: lib.autograd.gradcheck(
        _twice(lib, jvp_factor=2.5), (_c128(lib, 2),), check_forward_ad=True, check_backward_ad=False,
        fast_mode=fast)),
    ("complex gradgradcheck passes", lambda lib, fast: lib.autograd.gradgradcheck(
        lambda z: (z * z).sin() * z.conj(), (_c128(lib, 3),), fast_mode=fast)),
]


@pytest.mark.parametrize("fast", [False, True], ids=["slow", "fast"])
@pytest.mark.parametrize("name,case", CASES, ids=[c[0] for c in CASES])
def test_gradcheck_ends_as_pytorch(torch, name, case, fast):
    mine = _outcome(gradtable, lambda lib: case(lib, fast), fast)
    assert mine == _outcome(torch, lambda lib: case(lib, fast), fast)


def test_private_jacobian_helpers_as_pytorch(torch):
    """get_numerical_jacobian / get_analytical_jacobian: deprecated, still PyTorch's values, tuple
    of Jacobians, reentrancy flag, and the refusal of grad_out != 1."""
    for case in (_get_numerical, lambda lib: _get_analytical(lib, 0.0), lambda lib: _get_analytical(lib, 1e-6),
                 lambda lib: _gc(lib).get_numerical_jacobian(lambda xs: xs[0], (_f64(lib, 2),), grad_out=2.0),
                 lambda lib: _gc(lib).get_analytical_jacobian((_f64(lib, 2),), _f64(lib, 2), grad_out=2.0),
                 lambda lib: _gc(lib).get_numerical_jacobian(lambda zs: zs[0] * 1j, (_f64(lib, 2),)),
                 lambda lib: _gc(lib).get_analytical_jacobian((_c128(lib, 2),), _c128(lib, 2) * 2)):
        assert _outcome(gradtable, case, False) == _outcome(torch, case, False)


def test_forward_mode_sees_inputs_without_requires_grad_and_calls_jvp_as_pytorch(lib):
    """The function under forward mode gets detached inputs (only tangents mark what is
    differentiated); jvp runs once per input, twice more per input for the undefined-tangent
    check, and three more for the batched check (vmap once, a loop of two)."""
    calls, flags = [0], []

    class Copy(lib.autograd.Function):
        @staticmethod
        def forward(ctx, x, y):
            if lib.autograd.forward_ad._current_level >= 0:
                flags.append((x.requires_grad, y.requires_grad))
            return x.clone(), y.clone()

        @staticmethod
        def jvp(ctx, x_t, y_t):
            calls[0] += 1
            return x_t, y_t

    counts = []
    for undefined, batched, y_grad in ((False, False, True), (True, False, True), (True, True, True),
                                       (True, True, False)):
        calls[0] = 0
        x = lib.rand(1, dtype=lib.float64, requires_grad=True)
        y = lib.rand(1, dtype=lib.float64, requires_grad=y_grad)
        assert lib.autograd.gradcheck(Copy.apply, (x, y), check_forward_ad=True, check_backward_ad=False,
                                      check_undefined_grad=undefined, check_batched_forward_grad=batched)
        counts.append(calls[0])
    assert counts == [2, 6, 12, 5]
    assert flags and not any(x or y for x, y in flags)
