"""Complex tensors against PyTorch: dtypes, creation, promotion, printing, the real/imag/conj views and
view_as_real/view_as_complex (their writes and version counters), and gradients of real losses of
complex intermediates, which PyTorch defines as the conjugate Wirtinger derivative times two.

The table ops' complex cases are checked from the table itself (tests/ops/test_complex_table.py); this
file checks what is not a table sample. Each case runs on both libraries and the answers are compared:
tensors by dtype and values (nan in the same places), other values exactly, errors by type and text.
"""
import math

import numpy as np
import pytest
from torch_answers import answer, assert_same

import gradtable

INF, NAN = float("inf"), float("nan")


def _grad(loss, *make):
    """A case: the gradients of the real `loss` of fresh leaves made by `make` (functions of lib)."""
    def case(lib):
        leaves = [m(lib).requires_grad_() for m in make]
        return lib.autograd.grad(loss(lib, *leaves), leaves)
    return case


def _z(values, dtype="cdouble"):
    return lambda lib: lib.tensor(values, dtype=getattr(lib, dtype))


def _r(values, dtype="double"):
    return lambda lib: lib.tensor(values, dtype=getattr(lib, dtype))


Z = _z([3 + 4j, 1 - 1j, -0.5 + 2j])
W = _z([1 + 1j, 2 - 0.5j, -1 - 3j])
X = _r([3.0, -1.0, 0.5])
M = _z([[1 + 2j, 0.5 - 1j], [-2j, 3 + 0.25j]])

VALUE_CASES = {
    # dtypes and their names
    "dtype aliases": lambda lib: (lib.cfloat, lib.cdouble, lib.complex64, lib.complex128),
    "dtype is_complex": lambda lib: [lib.complex64.is_complex, lib.float32.is_complex, lib.complex32.is_complex,
                                     lib.chalf.itemsize, str(lib.chalf)],
    "is_complex": lambda lib: (lib.is_complex(lib.tensor([1j])), lib.is_complex(lib.tensor([1.0])),
                               lib.tensor([1j]).is_complex(), lib.tensor([1j]).is_floating_point()),
    "is_complex of a number": lambda lib: lib.is_complex(1j),
    # creation
    "tensor of complex numbers": lambda lib: lib.tensor([1 + 2j, 3 - 4j]),
    "tensor mixed numbers": lambda lib: lib.tensor([1, 2.5, 1j]),
    "tensor dtype=cdouble": lambda lib: lib.tensor([1, 2], dtype=lib.cdouble),
    "zeros ones full": lambda lib: (lib.zeros(2, dtype=lib.cfloat), lib.ones(1, 2, dtype=lib.cdouble),
                                    lib.full((2,), 1 - 1j)),
    "randn complex": lambda lib: (lib.randn(3, 2, dtype=lib.cfloat).shape, lib.randn(2, dtype=lib.cdouble).dtype),
    "complex(real, imag)": lambda lib: lib.complex(lib.tensor([1.0, -0.0, INF]), lib.tensor([2.0, 3.0, 1.0])),
    "complex broadcast": lambda lib: lib.complex(lib.tensor([[1.0], [2.0]]), lib.tensor([3.0, 4.0])),
    "complex of ints refused": lambda lib: lib.complex(lib.tensor([1]), lib.tensor([2])),
    "complex of mixed floats refused": lambda lib: lib.complex(lib.tensor([1.0]), lib.tensor([2.0], dtype=lib.double)),
    "polar": lambda lib: lib.polar(lib.tensor([1.0, 2.0, 0.0]), lib.tensor([0.5, -4.0, 1.0])),
    "polar of complex refused": lambda lib: lib.polar(lib.tensor([1j]), lib.tensor([1j])),
    "dtype to_real to_complex": lambda lib: [(d.to_real(), d.to_complex()) for d in (
        lib.float16, lib.float32, lib.bfloat16, lib.float64, lib.complex64, lib.complex128, lib.complex32)],
    "to_complex of an integer dtype": lambda lib: lib.int64.to_complex(),
    # promotion
    "float32 + complex": lambda lib: lib.tensor([1.0, 2.0]) + lib.tensor([1j, 2]),
    "float64 + complex64": lambda lib: lib.tensor([1.0], dtype=lib.double) + lib.tensor([1j]),
    "int * 1j": lambda lib: lib.tensor([1, 2]) * 1j,
    "float32 * 1j": lambda lib: lib.tensor([1.0, 2.0]) * 1j,
    "1j - float64": lambda lib: 1j - lib.tensor([1.0], dtype=lib.double),
    "0-dim complex beside float": lambda lib: lib.tensor([1.0, 2.0]) * lib.tensor(1j, dtype=lib.cdouble),
    "to cfloat": lambda lib: lib.tensor([1.0, -2.0]).to(lib.cfloat),
    "to float drops imag": lambda lib: lib.tensor([1 + 2j]).to(lib.float32),
    "item tolist": lambda lib: (lib.tensor([1 + 2j]).item(), lib.tensor([[1 + 2j, 3j]]).tolist()),
    "eq ne": lambda lib: (lib.tensor([1 + 2j, 3j]) == lib.tensor([1 + 2j, 3]), lib.tensor([1 + 2j]) != 1 + 2j),
    "lt refused": lambda lib: lib.tensor([1 + 2j]) < lib.tensor([1 + 2j]),
    "sort refused": lambda lib: lib.sort(lib.tensor([1 + 2j])),
    # printing
    "repr": lambda lib: repr(lib.tensor([[1e10 + 2j, 3 - 4j], [complex(NAN, 1), complex(INF, -0.0)]])),
    "repr 0-dim": lambda lib: repr(lib.tensor(1.5 - 2j)),
    "repr integral values": lambda lib: repr(lib.tensor([1 + 2j, 3 + 0j])),
    "repr cdouble": lambda lib: repr(lib.tensor([0.1 + 2j], dtype=lib.cdouble)),
    "repr empty": lambda lib: repr(lib.zeros(0, 2, dtype=lib.cfloat)),
    "repr small": lambda lib: repr(lib.tensor([1e-5 + 1j, 1e-9 - 2j])),
    "repr conj": lambda lib: repr(lib.tensor([1 + 2j]).conj()),
    "repr requires_grad": lambda lib: repr(lib.tensor([1 + 2j], requires_grad=True).mul(2)),
    # real, imag, conj, angle, abs, sgn
    "real imag": lambda lib: (Z(lib).real, Z(lib).imag, X(lib).real),
    "imag of a real tensor": lambda lib: X(lib).imag,
    "conj": lambda lib: (Z(lib).conj(), Z(lib).conj().is_conj(), Z(lib).conj().resolve_conj().is_conj(),
                         X(lib).conj().is_conj(), Z(lib).conj().conj().is_conj()),
    "conj_physical": lambda lib: (Z(lib).conj_physical(), Z(lib).conj_physical().is_conj(), lib.conj_physical(X(lib))),
    "angle": lambda lib: (lib.tensor([1 + 2j, -1 + 0j, complex(-1, -0.0), 0j]).angle(),
                          lib.tensor([1.0, -1.0, 0.0, NAN]).angle()),
    "abs": lambda lib: (lib.tensor([3 + 4j, complex(INF, NAN), -0j]).abs(),
                        abs(lib.tensor([3 - 4j], dtype=lib.cfloat))),
    "sgn": lambda lib: (lib.tensor([3 + 4j, 0j]).sgn(), lib.sgn(lib.tensor([-2.0, 0.0]))),
    "isreal": lambda lib: (lib.isreal(lib.tensor([3 + 4j, 1 + 0j])), lib.isreal(X(lib))),
    "sign refused": lambda lib: lib.sign(Z(lib)),
    # views: shared memory, version counter, _base
    "view_as_real": lambda lib: lib.view_as_real(Z(lib)),
    "view_as_real cfloat": lambda lib: lib.view_as_real(lib.tensor([[1 + 2j]])),
    "view_as_real of a real tensor": lambda lib: lib.view_as_real(X(lib)),
    "view_as_real of a conj view": lambda lib: lib.view_as_real(Z(lib).conj()),
    "view_as_complex": lambda lib: lib.view_as_complex(lib.tensor([[1.0, 2.0], [3.0, 4.0]])),
    "view_as_complex last dim not 2": lambda lib: lib.view_as_complex(lib.tensor([[1.0, 2.0, 3.0]])),
    "view_as_complex non-contiguous": lambda lib: lib.view_as_complex(lib.tensor([[1.0, 2.0], [3.0, 4.0]]).t()),
    "view_as_complex of ints": lambda lib: lib.view_as_complex(lib.tensor([[1, 2]])),
    "view_as_complex 0-dim": lambda lib: lib.view_as_complex(lib.tensor(1.0)),
    "views share version and base": lambda lib: _views_share(lib),
    "write through imag": lambda lib: _written(lib, lambda z: z.imag.mul_(2)),
    "write through real": lambda lib: _written(lib, lambda z: z.real.fill_(-1)),
    "write through conj": lambda lib: _written(lib, lambda z: z.conj().add_(1j)),
    "write through view_as_real": lambda lib: _written(lib, lambda z: lib.view_as_real(z)[0, 1].fill_(7)),
    "write into view_as_complex": lambda lib: _written_real(lib),
    "adjoint, H and mH are conjugate views": lambda lib: (
        M(lib).adjoint(), M(lib).adjoint().is_conj(), M(lib).H.is_conj(), M(lib).mH.is_conj(),
        lib.is_conj(M(lib).conj()), lib.is_neg(M(lib).conj().imag), X(lib).is_conj()),
    "float_power of complex": lambda lib: (lib.float_power(Z(lib), 2), lib.float_power(X(lib), 1j),
                                           lib.float_power(2.5, Z(lib).to(lib.cfloat))),
    "float_power_ with a complex exponent": lambda lib: X(lib).float_power_(2j),
    "ldexp of complex": lambda lib: (lib.ldexp(Z(lib), lib.tensor([1, 2, -3])),
                                     lib.ldexp(Z(lib).to(lib.cfloat), lib.tensor([1.0, 0.5, 2.0]))),
}


def _views_share(lib):
    z = Z(lib)
    r, i, v = z.real, z.imag, lib.view_as_real(z)
    before = z._version
    v.mul_(2)
    return (z._version - before, r._version == z._version, i._base is z, v._base is z, r, i, z.conj()._base is z)


def _written(lib, write):
    z = Z(lib)
    write(z)
    return z, z._version


def _written_real(lib):
    x = lib.tensor([[1.0, 2.0], [3.0, 4.0]])
    lib.view_as_complex(x).mul_(1j)
    return x, x._version


GRAD_CASES = {
    "abs": _grad(lambda lib, z: z.abs().sum(), Z),
    "abs at zero": _grad(lambda lib, z: z.abs().sum(), _z([0j, 1 + 0j])),
    "angle": _grad(lambda lib, z: z.angle().sum(), Z),
    "angle of a real tensor": _grad(lambda lib, x: x.angle().sum(), X),
    "real and imag": _grad(lambda lib, z: (z.real * 2 + z.imag ** 2).sum(), Z),
    "conj": _grad(lambda lib, z: (z.conj() * (1 + 2j)).real.sum(), Z),
    "sgn": _grad(lambda lib, z: (z.sgn() * (2 - 1j)).imag.sum(), Z),
    "square modulus": _grad(lambda lib, z: (z * z.conj()).real.sum(), Z),
    "view_as_real": _grad(lambda lib, z: (lib.view_as_real(z) ** 3).sum(), Z),
    "view_as_complex": _grad(lambda lib, x: (lib.view_as_complex(x) ** 2).abs().sum(), _r([[3.0, 4.0], [1.0, -1.0]])),
    "complex(real, imag)": _grad(lambda lib, a, b: (lib.complex(a, b) * (1 + 2j)).abs().sum(), X, _r([1.0, 2.0, -3.0])),
    "polar": _grad(lambda lib, a, b: (lib.polar(a, b) * (1 + 2j)).real.sum(), _r([1.0, 2.0, 0.5]), X),
    "arithmetic": _grad(lambda lib, z, w: (z / w * z.conj() - w * 2j + 1).abs().sum(), Z, W),
    "pow": _grad(lambda lib, z: (z ** 3 + z ** 0.5).abs().sum(), Z),
    "exp log sqrt sin": _grad(lambda lib, z: (z.exp().log().sin() * z.sqrt()).abs().sum(), Z),
    "real leaf through complex": _grad(lambda lib, x: (x * (1 + 2j)).abs().sum(), X),
    "float32 leaf with a complex64 product": _grad(lambda lib, x: (x * lib.tensor([1j, 2, 1 - 1j])).abs().sum(),
                                                   _r([1.0, 2.0, 3.0], "float32")),
    "sum mean": _grad(lambda lib, z: (z.sum() * z.mean()).abs(), Z),
    "matmul": _grad(lambda lib, m: (m @ m.mT).abs().sum(), M),
    "matmul with a conjugate transpose": _grad(lambda lib, m: (m @ m.mH).real.sum(), M),
    "reshape index cat": _grad(lambda lib, z: lib.cat([z[1:], z.reshape(3, 1)[0]]).abs().sum(), Z),
    "backward of a complex scalar refused": lambda lib: Z(lib).requires_grad_().sum().backward(),
    "grad of a complex output with a complex grad_output": lambda lib: _grad_with_grad_output(lib),
    "backward with a complex grad": lambda lib: _backward_with_grad(lib),
    "in-place on view_as_real of a non-leaf": _grad(lambda lib, z: _inplace_view_as_real(lib, z), Z),
    "in-place on imag of a non-leaf": _grad(lambda lib, z: _inplace_imag(lib, z), Z),
    "grad_fn names": lambda lib: [type(f(lib, Z(lib).requires_grad_()).grad_fn).__name__ for f in _GRAD_FN_OPS],
}

_GRAD_FN_OPS = [lambda lib, z: z.real, lambda lib, z: z.imag, lambda lib, z: z.conj(), lambda lib, z: z.abs(),
                lambda lib, z: z.angle(), lambda lib, z: z.sgn(), lambda lib, z: z.conj_physical(),
                lambda lib, z: lib.view_as_real(z), lambda lib, z: lib.view_as_complex(lib.view_as_real(z)),
                lambda lib, z: z * z, lambda lib, z: lib.complex(z.real, z.imag)]


def _grad_with_grad_output(lib):
    z = Z(lib).requires_grad_()
    return lib.autograd.grad(z * z, z, lib.tensor([1 + 1j, 2j, -1.0], dtype=lib.cdouble))


def _backward_with_grad(lib):
    z = Z(lib).requires_grad_()
    (z * 2j).backward(W(lib))
    return z.grad


def _inplace_view_as_real(lib, z):
    y = z * 1
    lib.view_as_real(y)[:, 0].mul_(3)
    return (y * y).abs().sum()


def _inplace_imag(lib, z):
    y = z * (1 - 1j)
    y.imag.pow_(2)
    return y.abs().sum()


@pytest.mark.parametrize("name", list(VALUE_CASES) + list(GRAD_CASES))
def test_matches_pytorch(name, torch):
    case = VALUE_CASES.get(name) or GRAD_CASES[name]
    assert_same(answer(gradtable, case), answer(torch, case))


def test_gradcheck_complex_inputs_and_outputs(torch):
    """gradcheck of complex functions as PyTorch's: a correct one passes, a wrong gradient is caught and
    named by the part of the complex output (or input) it was found in."""
    for lib in (torch, gradtable):
        z = Z(lib).requires_grad_()
        assert lib.autograd.gradcheck(lambda z: (z * z.conj() + z.exp(), lib.view_as_real(z)), (z,))
        assert lib.autograd.gradgradcheck(lambda z: (z * z).sin(), (z,))
        assert lib.autograd.gradcheck(lambda z: z.abs() * z, (z,), check_forward_ad=True)
    messages = []
    for lib in (torch, gradtable):
        class Wrong(lib.autograd.Function):
            @staticmethod
            def forward(ctx, z):
                return z * z

            @staticmethod
            def backward(ctx, grad):
                return grad * 2   # (the conjugate of 2z is missing)

        with pytest.raises(Exception) as error:
            lib.autograd.gradcheck(Wrong.apply, (Z(lib).requires_grad_(),))
        messages.append((type(error.value).__name__, str(error.value).split(",")[0]))
    assert messages[0] == messages[1]


def test_complex_grads_accumulate_in_the_leaf_dtype(torch):
    for lib in (torch, gradtable):
        z = lib.tensor([1 + 1j], dtype=lib.cfloat, requires_grad=True)
        (z * 2).abs().sum().backward()
        (z * 3).abs().sum().backward()
        assert z.grad.dtype == lib.cfloat
        assert math.isclose(abs(z.grad.item()), 5.0, rel_tol=1e-6)


def test_complex32_is_refused_clearly():
    """NumPy has no complex type of two float16s: the dtype exists (names, properties) but a tensor of it
    is refused with what to use instead (docs/complex.md)."""
    with pytest.raises(TypeError, match="gradtable has no torch.complex32 tensors: NumPy has no such element type. "
                                        "Use torch.complex64 instead."):
        gradtable.zeros(2, dtype=gradtable.complex32)


def test_complex_logaddexp_and_logcumsumexp_special_values_match_pytorch(torch):
    """The larger real part leads (no overflow at 1000); -inf + i y contributes nothing; nan spreads."""
    a = np.array([1 + 2j, -1000 + 1j, 1000 + 3j, 0j, complex(-np.inf, 0), complex(np.nan, 1), 2 + 1j])
    b = np.array([0.5 - 1j, -999 + 2j, 2 + 1j, complex(-np.inf, 0), complex(-np.inf, 0), 1j, complex(-np.inf, 5)])
    for fn, args in ((lambda m, x, y: m.logaddexp(x, y), (a, b)), (lambda m, x, y: m.logcumsumexp(x, 0), (a, b))):
        ours = fn(gradtable, *(gradtable.tensor(x) for x in args)).numpy()
        theirs = fn(torch, *(torch.tensor(x) for x in args)).numpy()
        np.testing.assert_allclose(ours, theirs, rtol=1e-12, equal_nan=True)


@pytest.mark.parametrize("case", ["real weight", "real bias", "real input"])
def test_a_complex_convolution_refuses_mixed_dtypes_as_pytorch(case, torch):
    x, w, b = np.ones((1, 2, 5), complex), np.ones((3, 2, 2), complex), np.ones(3, complex)
    x, w, b = {"real weight": (x, w.real, None), "real bias": (x, w, b.real), "real input": (x.real, w, None)}[case]
    for lib in (torch, gradtable):
        args = [lib.tensor(a) for a in (x, w)] + ([] if b is None else [lib.tensor(b)])
        with pytest.raises(RuntimeError) as raised:
            lib.nn.functional.conv1d(*args)
        if lib is torch:
            theirs = str(raised.value)
    assert str(raised.value) == theirs


def test_numpy_with_force_resolves_a_conjugate_view_as_torch(torch):
    """numpy(force=True) is resolve_conj().numpy(): the values the view shows, in a copy (a conj view's
    plain numpy() is refused). Found by make fuzz: fft.ifft of a real tensor is a conjugate view in both."""
    import gradtable

    def program(lib):
        x = lib.tensor([1 + 2j, -3j], requires_grad=True)
        forced = x.conj().numpy(force=True)
        forced[0] = 0                       # a copy: x keeps its values
        return forced.tolist(), x.tolist(), lib.fft.ifft(lib.tensor([1.0, 2.0])).numpy(force=True).tolist()
    assert program(gradtable) == program(torch)
