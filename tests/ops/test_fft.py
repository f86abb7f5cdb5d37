"""torch.fft against PyTorch beyond the table's samples (tests/ops/test_ops_table.py gradchecks every
transform and compares values, gradients, second derivatives and grad_fn names on them): dtypes and
promotion, edge sizes, every error PyTorch raises for bad arguments, the sample frequencies, and
gradients of real losses through chains of transforms (a spectral filter, a convolution by FFT)."""
import pytest
from torch_answers import answer, assert_same

import gradtable

INF = float("inf")


def _x(lib, *shape, dtype="float64"):
    n = 1
    for s in shape:
        n *= s
    values = lib.arange(n, dtype=lib.float64).reshape(shape).sin() * 2 + 0.25
    return values.to(getattr(lib, dtype))


def _z(lib, *shape, dtype="complex128"):
    return lib.complex(_x(lib, *shape), _x(lib, *shape).cos()).to(getattr(lib, dtype))


CASES = {
    # dtypes: float32 -> complex64, integers -> the default float's complex, half and bfloat16 refused
    "fft float32": lambda lib: lib.fft.fft(_x(lib, 5, dtype="float32")),
    "fft complex64": lambda lib: lib.fft.fft(_z(lib, 5, dtype="complex64")),
    "fft int64": lambda lib: lib.fft.fft(lib.arange(6)),
    "rfft bool": lambda lib: lib.fft.rfft(lib.tensor([True, False, True])),
    "irfft float32": lambda lib: lib.fft.irfft(_x(lib, 5, dtype="float32")),
    "fft2 float32": lambda lib: lib.fft.fft2(_x(lib, 3, 4, dtype="float32")),
    "fft half": lambda lib: lib.fft.fft(lib.ones(4, dtype=lib.float16)),
    "rfft bfloat16": lambda lib: lib.fft.rfft(lib.ones(4, dtype=lib.bfloat16)),
    "fftn complex64 ortho": lambda lib: lib.fft.fftn(_z(lib, 3, 4, dtype="complex64"), norm="ortho"),
    # values at edges: size 1, empty dims, 0-dim signals, nan and inf
    "fft of one point": lambda lib: lib.fft.fft(_z(lib, 3, 1)),
    "irfft of one point with n": lambda lib: lib.fft.irfft(_z(lib, 1), n=1),
    "hfft n=1": lambda lib: lib.fft.hfft(_z(lib, 4), n=1),
    "fftn over no dims": lambda lib: lib.fft.fftn(_x(lib, 2, 3), dim=()),
    "fft with a nan": lambda lib: lib.fft.fft(lib.tensor([1.0, float("nan"), 2.0, 0.0])),
    "fft with an inf": lambda lib: lib.fft.rfft(lib.tensor([1.0, INF, 2.0, 0.0])),
    "irfft ignores the imaginary part at 0 and n/2": lambda lib: lib.fft.irfft(lib.tensor([1 + 5j, 2 - 1j, 3 + 7j])),
    "non-contiguous input": lambda lib: lib.fft.fft(_z(lib, 4, 6).t()[1:, ::2]),
    "fft of a conj view": lambda lib: lib.fft.fft(_z(lib, 4).conj()),
    "ifftshift of fftshift": lambda lib: lib.fft.ifftshift(lib.fft.fftshift(_x(lib, 5, 4)), dim=(0, 1)),
    "fftshift odd and even": lambda lib: (lib.fft.fftshift(lib.arange(5)), lib.fft.fftshift(lib.arange(6)),
                                          lib.fft.ifftshift(lib.arange(5))),
    "fftshift of 0-dim": lambda lib: lib.fft.fftshift(lib.tensor(3.0)),
    # errors
    "rfft of complex": lambda lib: lib.fft.rfft(_z(lib, 4)),
    "ihfft of complex": lambda lib: lib.fft.ihfft(_z(lib, 4)),
    "rfftn of complex": lambda lib: lib.fft.rfftn(_z(lib, 4)),
    "rfft2 of complex": lambda lib: lib.fft.rfft2(_z(lib, 3, 4)),
    "ihfftn of complex": lambda lib: lib.fft.ihfftn(_z(lib, 4)),
    "n = 0": lambda lib: lib.fft.fft(_z(lib, 4), n=0),
    "irfft n = 0": lambda lib: lib.fft.irfft(_z(lib, 4), n=0),
    "irfft of one point": lambda lib: lib.fft.irfft(_z(lib, 1)),
    "fft of an empty signal": lambda lib: lib.fft.fft(lib.ones(0, dtype=lib.cfloat)),
    "bad norm": lambda lib: lib.fft.fft(_z(lib, 4), norm="bad"),
    "bad dim": lambda lib: lib.fft.fft(_z(lib, 3, 4), dim=2),
    "0-dim input": lambda lib: lib.fft.fft(lib.tensor(1.0)),
    "repeated dims": lambda lib: lib.fft.fftn(_z(lib, 3, 4), dim=(0, 0)),
    "dim and s of different lengths": lambda lib: lib.fft.fftn(_z(lib, 3, 4), s=(2,), dim=(0, 1)),
    "s longer than the input's dims": lambda lib: lib.fft.fftn(_z(lib, 3, 4), s=(2, 2, 2)),
    "s with a zero": lambda lib: lib.fft.fftn(_z(lib, 3, 4), s=(0, 2)),
    "rfftn over no dims": lambda lib: lib.fft.rfftn(_x(lib, 3, 4), dim=()),
    "irfftn over no dims": lambda lib: lib.fft.irfftn(_z(lib, 3, 4), dim=()),
    "hfftn over no dims": lambda lib: lib.fft.hfftn(_z(lib, 3, 4), dim=()),
    "fft2 of a vector": lambda lib: lib.fft.fft2(lib.ones(3)),
    "internal c2c of a real tensor": lambda lib: lib._fft_c2c(_x(lib, 3), [0], 0, True),
    "internal c2r of a real tensor": lambda lib: lib._fft_c2r(_x(lib, 3), [0], 0, 4),
    # s with -1, dims given as an int
    "fftn s -1": lambda lib: lib.fft.fftn(_z(lib, 3, 4), s=(-1, 6)),
    "irfftn s -1": lambda lib: lib.fft.irfftn(_z(lib, 3, 4), s=(2, -1)),
    "fftn dim as int": lambda lib: lib.fft.fftn(_z(lib, 3, 4), dim=0),
    "rfftn s as int": lambda lib: lib.fft.rfftn(_x(lib, 3, 4), s=3),
    # sample frequencies
    "fftfreq": lambda lib: (lib.fft.fftfreq(5), lib.fft.fftfreq(4, 0.1), lib.fft.fftfreq(7, 3.0), lib.fft.fftfreq(1)),
    "rfftfreq": lambda lib: (lib.fft.rfftfreq(5), lib.fft.rfftfreq(6, d=0.5), lib.fft.rfftfreq(1)),
    "fftfreq float64": lambda lib: lib.fft.fftfreq(6, 0.3, dtype=lib.float64),
    "fftfreq half": lambda lib: lib.fft.fftfreq(4, dtype=lib.float16),
    "fftfreq d = 0": lambda lib: lib.fft.fftfreq(3, d=0.0),
    "fftfreq empty": lambda lib: (lib.fft.fftfreq(0), lib.fft.rfftfreq(-2)),
    "fftfreq requires_grad": lambda lib: lib.fft.fftfreq(4, requires_grad=True).requires_grad,
    "fftfreq of an integer dtype": lambda lib: lib.fft.fftfreq(4, dtype=lib.int64),
    "rfftfreq of an integer dtype": lambda lib: lib.fft.rfftfreq(4, dtype=lib.int32),
    "fftfreq of a complex dtype": lambda lib: lib.fft.fftfreq(4, dtype=lib.cfloat),
    "fftfreq of a negative size": lambda lib: lib.fft.fftfreq(-1),
    "fftfreq of a float size": lambda lib: lib.fft.fftfreq(2.5),
}


def _grads(loss, *make):
    def case(lib):
        leaves = [m(lib).requires_grad_() for m in make]
        return lib.autograd.grad(loss(lib, *leaves), leaves)
    return case


def _spectral_filter(lib, x, h):
    """A real signal filtered in frequency: rfft, a complex gain, irfft back to the signal's length."""
    return (lib.fft.irfft(lib.fft.rfft(x) * h, n=x.shape[-1]) ** 2).sum()


def _fft_convolution(lib, a, b):
    n = a.shape[-1] + b.shape[-1] - 1
    return lib.fft.irfft(lib.fft.rfft(a, n=n) * lib.fft.rfft(b, n=n), n=n).pow(2).sum()


GRADIENTS = {
    "spectral filter": _grads(_spectral_filter, lambda lib: _x(lib, 2, 7), lambda lib: _z(lib, 4)),
    "convolution by FFT": _grads(_fft_convolution, lambda lib: _x(lib, 5), lambda lib: _x(lib, 3)),
    "power spectrum": _grads(lambda lib, x: lib.fft.fft2(x, norm="ortho").abs().pow(2).sum(),
                             lambda lib: _x(lib, 3, 4)),
    "hfft of ifft": _grads(lambda lib, z: lib.fft.hfft(lib.fft.ifft(z, n=6), n=9).sum(), lambda lib: _z(lib, 2, 5)),
    "ihfftn angle": _grads(lambda lib, x: lib.fft.ihfftn(x, s=(3, 6)).angle().sum(), lambda lib: _x(lib, 4, 5)),
    "fftshifted spectrum": _grads(lambda lib, x: lib.fft.fftshift(lib.fft.rfftn(x)).real.sum(),
                                  lambda lib: _x(lib, 4, 6)),
    "float32 filter": _grads(_spectral_filter, lambda lib: _x(lib, 6, dtype="float32"),
                             lambda lib: _z(lib, 4, dtype="complex64")),
}


@pytest.mark.parametrize("name", list(CASES) + list(GRADIENTS))
def test_matches_pytorch(name, torch):
    case = CASES.get(name) or GRADIENTS[name]
    assert_same(answer(gradtable, case), answer(torch, case), rtol=1e-5, atol=1e-5)


def test_table_functions_are_the_fft_namespace(torch):
    """Every function of torch.fft exists in gradtable.fft, under the same name."""
    ours = {n for n in dir(gradtable.fft) if not n.startswith("_")}
    assert {n for n in dir(torch.fft) if not n.startswith("_") and callable(getattr(torch.fft, n))} <= ours


def test_out_argument_of_fftfreq(torch):
    for lib in (torch, gradtable):
        out = lib.empty(2)
        assert lib.fft.fftfreq(4, out=out) is out
        assert out.tolist() == [0.0, 0.25, -0.5, -0.25]


def test_the_argument_descriptions_torch_fft_exports(torch):
    """torch.fft.common_args and factory_common_args: the same keys, each a description gradtable's
    fftfreq and rfftfreq docstrings use."""
    import gradtable
    assert sorted(gradtable.fft.common_args) == sorted(torch.fft.common_args)
    assert sorted(gradtable.fft.factory_common_args) == sorted(torch.fft.factory_common_args)
    assert gradtable.fft.factory_common_args["dtype"] in gradtable.fft.fftfreq.__doc__
    assert gradtable.fft.factory_common_args["requires_grad"] in gradtable.fft.rfftfreq.__doc__
