"""torch.stft / torch.istft (and the Tensor methods) against PyTorch: values for real and complex
signals, 1-D and batched, over the arguments that change the framing (n_fft, hop, win_length, window,
center, pad_mode, align_to_window) and the transform (normalized, onesided, return_complex); the
round trip istft(stft(x)) with length; gradients for the signal and the window; every error and warning
PyTorch gives for bad arguments."""
import warnings

import numpy as np
import pytest
from torch_answers import answer, assert_same

import gradtable


def _x(lib, *shape):
    n = int(np.prod(shape))
    return (lib.arange(n, dtype=lib.float64).reshape(shape) * 0.7).sin() * 2 + 0.25


def _z(lib, *shape):
    return lib.complex(_x(lib, *shape), (_x(lib, *shape) * 1.3).cos())


def _hann(lib, n, complex_=False):
    w = lib.hann_window(n, dtype=lib.float64)
    return w * (1 + 0.5j) if complex_ else w


STFT = {
    "defaults": lambda lib: lib.stft(_x(lib, 40), 10, return_complex=True),
    "batched hann hop 3": lambda lib: lib.stft(_x(lib, 2, 40), 10, 3, window=_hann(lib, 10), return_complex=True),
    "win_length 6 centred window": lambda lib: lib.stft(_x(lib, 40), 10, 3, 6, _hann(lib, 6),
                                                        return_complex=True),
    "win_length 7 no window": lambda lib: lib.stft(_x(lib, 33), 11, 4, 7, return_complex=True),
    "not centred, normalized, two-sided": lambda lib: lib.stft(_x(lib, 2, 30), 8, center=False, normalized=True,
                                                                onesided=False, return_complex=True),
    "constant pad": lambda lib: lib.stft(_x(lib, 25), 9, pad_mode="constant", return_complex=True),
    "replicate pad, odd n_fft": lambda lib: lib.stft(_x(lib, 2, 25), 7, 2, pad_mode="replicate",
                                                     window=_hann(lib, 7), return_complex=True),
    "circular pad": lambda lib: lib.stft(_x(lib, 2, 25), 8, pad_mode="circular", return_complex=True),
    "align_to_window": lambda lib: lib.stft(_x(lib, 40), 10, 3, 6, _hann(lib, 6), center=False,
                                            align_to_window=True, return_complex=True),
    "return_complex=False": lambda lib: lib.stft(_x(lib, 40), 10, return_complex=False),
    "float32": lambda lib: lib.stft(_x(lib, 40).float(), 10, window=lib.hann_window(10), return_complex=True),
    "complex input": lambda lib: lib.stft(_z(lib, 40), 10, 3, window=_hann(lib, 10)),
    "complex batched normalized": lambda lib: lib.stft(_z(lib, 2, 30), 8, 2, 5, normalized=True),
    "complex window, real input": lambda lib: lib.stft(_x(lib, 30), 8, window=_hann(lib, 8, True)),
    "complex as real pairs": lambda lib: lib.stft(_z(lib, 30), 8, return_complex=False),
    "non-contiguous signal": lambda lib: lib.stft(_x(lib, 40, 2)[:, 1], 10, center=False, return_complex=True),
    "Tensor.stft": lambda lib: _x(lib, 40).stft(10, 4, window=_hann(lib, 10), return_complex=True),
    # errors, in PyTorch's order and words
    "return_complex missing": lambda lib: lib.stft(_x(lib, 40), 10),
    "align_to_window with center": lambda lib: lib.stft(_x(lib, 40), 10, center=True, align_to_window=True,
                                                        return_complex=True),
    "integer signal": lambda lib: lib.stft(lib.arange(40), 10, return_complex=True),
    "3-D signal": lambda lib: lib.stft(_x(lib, 1, 1, 40), 10, return_complex=True),
    "n_fft too long": lambda lib: lib.stft(_x(lib, 40), 100, center=False, return_complex=True),
    "n_fft too long, win_length set": lambda lib: lib.stft(_x(lib, 40), 100, win_length=50, center=False,
                                                           return_complex=True),
    "hop 0": lambda lib: lib.stft(_x(lib, 40), 10, 0, return_complex=True),
    "win_length > n_fft": lambda lib: lib.stft(_x(lib, 40), 10, 2, 11, return_complex=True),
    "window of the wrong size": lambda lib: lib.stft(_x(lib, 40), 10, 2, 6, lib.ones(5), return_complex=True),
    "onesided complex": lambda lib: lib.stft(_z(lib, 40), 10, onesided=True),
    "half signal": lambda lib: lib.stft(_x(lib, 40).half(), 10, return_complex=True),
    "bfloat16 signal": lambda lib: lib.stft(_x(lib, 40).bfloat16(), 10, return_complex=True),
    "float32 signal, bfloat16 window": lambda lib: lib.stft(_x(lib, 40).float(), 10, window=lib.ones(10).bfloat16(),
                                                            return_complex=True),
    "float32 signal, float64 window": lambda lib: lib.stft(_x(lib, 40).float(), 10, window=_hann(lib, 10),
                                                           return_complex=True),
    "empty batch": lambda lib: lib.stft(_x(lib, 0, 40), 10, return_complex=True),
    "signal shorter than the reflection": lambda lib: lib.stft(_x(lib, 4), 10, return_complex=True),
}


def _spec(lib, *shape, n_fft=10, hop=3):
    return lib.stft(_x(lib, *shape), n_fft, hop, window=_hann(lib, n_fft), return_complex=True)


ISTFT = {
    "round trip": lambda lib: lib.istft(_spec(lib, 40), 10, 3, window=_hann(lib, 10)),
    "batched, length longer (zero tail)": lambda lib: lib.istft(_spec(lib, 2, 40), 10, 3, window=_hann(lib, 10),
                                                                length=45),
    "length shorter": lambda lib: lib.istft(_spec(lib, 2, 40), 10, 3, window=_hann(lib, 10), length=30),
    "normalized": lambda lib: lib.istft(lib.stft(_x(lib, 40), 10, 3, window=_hann(lib, 10), normalized=True,
                                                 return_complex=True), 10, 3, window=_hann(lib, 10), normalized=True),
    "two-sided input": lambda lib: lib.istft(lib.stft(_x(lib, 40), 8, 2, window=_hann(lib, 8), onesided=False,
                                                      return_complex=True), 8, 2, window=_hann(lib, 8)),
    "complex output": lambda lib: lib.istft(lib.stft(_z(lib, 2, 30), 8, 2, window=_hann(lib, 8)), 8, 2,
                                            window=_hann(lib, 8), return_complex=True),
    "win_length 6": lambda lib: lib.istft(lib.stft(_x(lib, 40), 10, 2, 6, _hann(lib, 6), return_complex=True),
                                          10, 2, 6, _hann(lib, 6)),
    "no window, not centred": lambda lib: lib.istft(lib.stft(_x(lib, 40), 8, 2, center=False,
                                                             return_complex=True), 8, 2, center=False),
    "conjugate view input": lambda lib: lib.istft(_spec(lib, 40).conj(), 10, 3, window=_hann(lib, 10)),
    "Tensor.istft": lambda lib: _spec(lib, 40).istft(10, 3, window=_hann(lib, 10), length=40),
    # errors
    "real input": lambda lib: lib.istft(_spec(lib, 40).real, 10, 3),
    "empty": lambda lib: lib.istft(_spec(lib, 40)[:0], 10, 3),
    "4-D": lambda lib: lib.istft(_spec(lib, 40)[None, None], 10, 3),
    "n_fft of another size": lambda lib: lib.istft(_spec(lib, 40), 12),
    "onesided=False mismatch": lambda lib: lib.istft(_spec(lib, 40), 10, onesided=False),
    "hop > win_length": lambda lib: lib.istft(_spec(lib, 40), 10, hop_length=11),
    "win_length > n_fft": lambda lib: lib.istft(_spec(lib, 40), 10, win_length=11),
    "window of the wrong size": lambda lib: lib.istft(_spec(lib, 40), 10, window=lib.ones(9)),
    "onesided complex output": lambda lib: lib.istft(_spec(lib, 40), 10, 3, window=_hann(lib, 10),
                                                     return_complex=True),
    "complex window, real output": lambda lib: lib.istft(_spec(lib, 40), 10, 3, window=_hann(lib, 10, True)),
    "one frame, not centred": lambda lib: lib.istft(lib.stft(_x(lib, 8), 8, 2, center=False, return_complex=True),
                                                    8, 2, center=False),
    "complex window, complex output": lambda lib: lib.istft(
        lib.stft(_z(lib, 40), 8, 2, window=_hann(lib, 8, True)), 8, 2, window=_hann(lib, 8, True),
        return_complex=True),
    "NOLA violated": lambda lib: lib.istft(_spec(lib, 40), 10, 3, window=_hann(lib, 10), center=False),
}


@pytest.mark.parametrize("name", sorted(STFT))
def test_stft_matches_pytorch(name, torch):
    case = STFT[name]
    assert_same(answer(gradtable, case), answer(torch, case), rtol=1e-5, atol=1e-6)


@pytest.mark.parametrize("name", sorted(ISTFT))
def test_istft_matches_pytorch(name, torch):
    case = ISTFT[name]
    assert_same(answer(gradtable, case), answer(torch, case), rtol=1e-5, atol=1e-6)


def test_round_trip_recovers_the_signal():
    x = _x(gradtable, 2, 37)
    y = gradtable.istft(_spec_of(x), 12, 3, window=_hann(gradtable, 12), length=37)
    np.testing.assert_allclose(y.numpy(), x.numpy(), atol=1e-12)


def _spec_of(x):
    return gradtable.stft(x, 12, 3, window=_hann(gradtable, 12), return_complex=True)


def _grads(lib, f, *makers):
    inputs = [m(lib).requires_grad_() for m in makers]
    f(lib, *inputs).backward()
    return [t.grad for t in inputs]


GRADIENTS = {
    "stft magnitude wrt signal and window": (
        lambda lib, x, w: lib.stft(x, 8, 3, 6, w, return_complex=True).abs().sum(),
        lambda lib: _x(lib, 2, 30), lambda lib: _hann(lib, 6) + 0.1),
    "non-contiguous signal": (lambda lib, x: lib.stft(x[:, 1], 10, 3, center=False, return_complex=True).abs().sum(),
                              lambda lib: _x(lib, 40, 2)),
    "complex stft": (lambda lib, z: lib.stft(z, 8, 2, window=_hann(lib, 8)).angle().sum(),
                     lambda lib: _z(lib, 30)),
    "istft wrt spectrum and window": (
        lambda lib, s, w: (lib.istft(s, 8, 2, window=w, length=33) ** 2).sum(),
        lambda lib: lib.stft(_x(lib, 33), 8, 2, window=_hann(lib, 8), return_complex=True).detach(),
        lambda lib: _hann(lib, 8) + 0.2),
}


@pytest.mark.parametrize("name", sorted(GRADIENTS))
def test_gradients_match_pytorch(name, torch):
    f, *makers = GRADIENTS[name]
    assert_same(answer(gradtable, lambda lib: _grads(lib, f, *makers)),
                answer(torch, lambda lib: _grads(lib, f, *makers)), rtol=1e-6, atol=1e-9)


def test_gradcheck():
    g = gradtable
    x = _x(g, 2, 14).requires_grad_()
    w = (_hann(g, 6) + 0.3).requires_grad_()
    assert g.autograd.gradcheck(lambda x, w: g.stft(x, 8, 3, 6, w, return_complex=True), (x, w))
    s = g.stft(_x(g, 14), 6, 2, window=_hann(g, 6) + 0.3, return_complex=True).detach().requires_grad_()
    w6 = (_hann(g, 6) + 0.3).requires_grad_()
    assert g.autograd.gradcheck(lambda s, w: g.istft(s, 6, 2, window=w), (s, w6))
    z = _z(g, 12).requires_grad_()
    assert g.autograd.gradcheck(lambda z: g.stft(z, 6, 2, center=False), (z,))


def test_warnings_match_pytorch(torch):
    def warned(lib, f):
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            lib.set_warn_always(True)
            try:
                f(lib)
            finally:
                lib.set_warn_always(False)
        return sorted(str(w.message).split(" (Triggered internally")[0] for w in caught)

    for f in (lambda lib: lib.stft(_x(lib, 40), 10, return_complex=False),
              lambda lib: lib.istft(_spec(lib, 40), 10, 3),
              lambda lib: lib.istft(_spec(lib, 40), 10, 3, window=_hann(lib, 10), length=60)):
        assert warned(gradtable, f) == warned(torch, f)


def test_grad_fn_names_match_pytorch(torch):
    def names(lib):
        w = lib.hann_window(8, dtype=lib.float64)
        out = []
        for x in (_x(lib, 2, 40).requires_grad_(), _x(lib, 40).requires_grad_()):
            s = lib.stft(x, 8, window=w, return_complex=True)
            out += [s.grad_fn.name(), lib.stft(x, 8, window=w, return_complex=False).grad_fn.name(),
                    lib.istft(s, 8, window=w).grad_fn.name()]
        return out
    assert names(gradtable) == names(torch)


def _forward_and_vmap(lib):
    w = _hann(lib, 8)
    x, xs = _x(lib, 40), _x(lib, 2, 40)
    _, tangent = lib.func.jvp(lambda x: lib.stft(x, 8, 2, window=w, return_complex=True).abs(), (x,),
                              (lib.ones(40, dtype=lib.float64),))
    spectra = lib.func.vmap(lambda x: lib.stft(x, 8, 2, window=w, return_complex=True))(xs)
    signals = lib.func.vmap(lambda s: lib.istft(s, 8, 2, window=w))(spectra)
    return [tangent, spectra, signals]


def test_forward_mode_and_vmap_match_pytorch(torch):
    assert_same(answer(gradtable, _forward_and_vmap), answer(torch, _forward_and_vmap), rtol=1e-6, atol=1e-9)


def test_gradgradcheck():
    g = gradtable
    x = _x(g, 12).requires_grad_()
    w = (_hann(g, 6) + 0.3).requires_grad_()
    assert g.autograd.gradgradcheck(lambda x, w: g.stft(x, 6, 2, window=w, return_complex=True), (x, w))


def _seen_by_a_mode(lib):
    seen = []

    class Recording(lib.overrides.TorchFunctionMode):
        def __torch_function__(self, func, types, args=(), kwargs=None):
            seen.append(func.__name__)
            return func(*args, **(kwargs or {}))

    x, w = _x(lib, 40), _hann(lib, 8)
    with Recording():
        s = lib.stft(x, 8, 2, window=w, return_complex=True)
        lib.istft(s, 8, 2, window=w)
    return seen


def test_a_torch_function_mode_sees_stft_and_istft_whole(torch):
    """As PyTorch's torch/functional.py hands stft to __torch_function__ before composing it."""
    assert _seen_by_a_mode(gradtable) == _seen_by_a_mode(torch) == ["stft", "istft"]
