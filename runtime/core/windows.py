"""Window functions (torch.hann_window, hamming_window, blackman_window, bartlett_window, kaiser_window),
computed in the requested dtype step by step as PyTorch's are, so float32 windows round as PyTorch's
(blackman's first element is -2.98e-08 in float32, not 0). `periodic=True` (the default) gives the
first N points of the window of length N + 1, as spectral analysis wants."""
import numpy as np

from . import dtypes
from .creation import _default, _finish
from .device import check_device


def _window(name, window_length, periodic, dtype, requires_grad, device, build):
    check_device(device)
    np_dtype = _default(dtype)
    if np_dtype.kind not in dtypes.FLOATING_KINDS:
        raise RuntimeError(f"{name} expects floating point dtypes, got: TensorOptions(dtype="
                           f"{dtypes.cpp_type_name(np_dtype)}, device=cpu, layout=Strided (default), requires_grad="
                           "false (default), pinned_memory=false, memory_format=(nullopt))")
    if window_length < 0:
        raise RuntimeError(f"{name} requires non-negative window_length, got window_length={window_length}")
    if window_length <= 1:
        return _finish(np.ones(window_length, np_dtype), None, requires_grad)
    n = window_length + 1 if periodic else window_length
    with np.errstate(all="ignore"):
        values = build(np.arange(n, dtype=np_dtype), n, np_dtype)
    return _finish(np.ascontiguousarray(values[:window_length]).astype(np_dtype, copy=False), None, requires_grad)


def _cosine(alpha, beta):
    def build(x, n, dt):
        return (np.cos(x * dt.type(2 * np.pi / (n - 1))) * dt.type(-beta) + dt.type(alpha)).astype(dt)
    return build


def hamming_window(window_length, periodic=True, alpha=0.54, beta=0.46, *, dtype=None, layout=None, device=None,
                   pin_memory=False, requires_grad=False):
    """alpha - beta cos(2 pi n / (N - 1))."""
    return _window("hamming_window", window_length, periodic, dtype, requires_grad, device, _cosine(alpha, beta))


def hann_window(window_length, periodic=True, *, dtype=None, layout=None, device=None, pin_memory=False,
                requires_grad=False):
    """sin^2(pi n / (N - 1)), as the Hamming window with alpha = beta = 1/2."""
    return _window("hann_window", window_length, periodic, dtype, requires_grad, device, _cosine(0.5, 0.5))


def blackman_window(window_length, periodic=True, *, dtype=None, layout=None, device=None, pin_memory=False,
                    requires_grad=False):
    """0.42 - 0.5 cos(2 pi n / (N - 1)) + 0.08 cos(4 pi n / (N - 1))."""
    def build(x, n, dt):
        t = (x * dt.type(np.pi / (n - 1))).astype(dt)
        return ((np.cos(t * dt.type(4)) * dt.type(0.08)).astype(dt) - (np.cos(t * dt.type(2)) * dt.type(0.5)).astype(dt)
                + dt.type(0.42)).astype(dt)
    return _window("blackman_window", window_length, periodic, dtype, requires_grad, device, build)


def bartlett_window(window_length, periodic=True, *, dtype=None, layout=None, device=None, pin_memory=False,
                    requires_grad=False):
    """The triangle 1 - |2n / (N - 1) - 1|: rising to the middle, then 2 minus the ramp."""
    def build(x, n, dt):
        ramp = (x * dt.type(2.0 / (n - 1))).astype(dt)
        first_half = ((n - 1) >> 1) + 1
        ramp[first_half:] = (ramp[first_half:] * dt.type(-1) + dt.type(2)).astype(dt)
        return ramp
    return _window("bartlett_window", window_length, periodic, dtype, requires_grad, device, build)


def kaiser_window(window_length, periodic=True, beta=12.0, *, dtype=None, layout=None, device=None, pin_memory=False,
                  requires_grad=False):
    """I0(beta sqrt(1 - ((n - a) / a)^2)) / I0(beta), a = (N - 1) / 2."""
    def build(x, n, dt):
        a = (n - 1) / 2.0
        inner = beta * np.sqrt(np.maximum(1 - ((x.astype(np.float64) - a) / a) ** 2, 0))
        return (np.i0(inner) / np.i0(beta)).astype(dt)   # (NumPy's i0: import gradtable needs no scipy)
    return _window("kaiser_window", window_length, periodic, dtype, requires_grad, device, build)
