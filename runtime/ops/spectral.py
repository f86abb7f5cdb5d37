"""torch.stft and torch.istft, composed as PyTorch's (torch/functional.py pads the centred signal, ATen's
SpectralOps.cpp frames, windows and transforms it) from differentiable table ops: `as_strided` framing,
the window product, `_fft_r2c`/`_fft_c2c`/`_fft_c2r` along the frame, and `unfold_backward` as the
overlap-add of istft. Gradients therefore come from the pieces, for the signal and the window alike."""
from ..autograd.dispatch_state import state as _dispatch
from ..core import dtypes
from ..core.creation import ones
from ..core.dtypes import scalar_type_name
from ..core.stacklevel import user_stacklevel
from ..core.tensor import Tensor
from ..core.warn_once import warn_once
from ..generated import ops
from .dispatch import route_function
from .fft_composite import _BY_N, _BY_ROOT_N, _NONE
from .nn_composite import pad

_NO_WINDOW_STFT = (
    "A window was not provided. A rectangular window will be applied,which is known to cause spectral "
    "leakage. Other windows such as torch.hann_window or torch.hamming_window are recommended to reduce "
    "spectral leakage.To suppress this warning and use a rectangular window, explicitly set "
    "`window=torch.ones(n_fft, device=<device>)`.")
_NO_WINDOW_ISTFT = (
    "A window was not provided. A rectangular window will be applied.Please provide the same window used "
    "by stft to make the inversion lossless.To suppress this warning and use a rectangular window, "
    "explicitly set `window=torch.ones(n_fft, device=<device>)`.")


def _opt(value):
    """An optional argument as ATen's messages print it: None, or bools as 0/1."""
    return "None" if value is None else str(int(value)) if isinstance(value, bool) else str(value)


def _shape(t):
    return "[" + ", ".join(str(s) for s in t.shape) + "]"


def _window_repr(window):
    return "None" if window is None else f"{window.type()}{{{_shape(window)}}}"


def stft(input, n_fft, hop_length=None, win_length=None, window=None, center=True, pad_mode="reflect",
         normalized=False, onesided=None, return_complex=None, align_to_window=None):
    """The short-time Fourier transform: frames of n_fft samples every hop_length, each multiplied by the
    window (zero-padded to n_fft, centred) and transformed; (batch?, freq, frames), complex, or its
    view_as_real when return_complex=False (deprecated, as PyTorch warns)."""
    if _dispatch.active:   # (a __torch_function__ mode or subclass sees stft itself, as PyTorch's)
        routed = route_function(stft, (input, n_fft), dict(
            hop_length=hop_length, win_length=win_length, window=window, center=center, pad_mode=pad_mode,
            normalized=normalized, onesided=onesided, return_complex=return_complex, align_to_window=align_to_window))
        if routed is not _dispatch:
            return routed
    if center and align_to_window is not None:
        raise RuntimeError("stft align_to_window should only be set when center = false")
    if center:
        # The signal reflected by n_fft // 2 at each end, so that frame t is centred on sample t * hop.
        signal_dim = input.dim()
        extended = [1] * (3 - signal_dim) + list(input.shape)
        half = int(n_fft // 2)
        input = pad(input.view(extended), [half, half], pad_mode)
        input = input.view(input.shape[-signal_dim:])
    hop_length = n_fft // 4 if hop_length is None else hop_length
    win_length = n_fft if win_length is None else win_length
    if window is None:
        warn_once(_NO_WINDOW_STFT, stacklevel=user_stacklevel())
    complex_result = input.is_complex() or (window is not None and window.is_complex())
    wants_complex = complex_result if return_complex is None else return_complex
    if not wants_complex:
        if return_complex is None:
            raise RuntimeError("stft requires the return_complex parameter be given for real inputs, and will "
                               "further require that return_complex=True in a future PyTorch release.")
        warn_once("stft with return_complex=False is deprecated. In a future pytorch release, stft will return "
                  "complex tensors for all inputs, and return_complex=False will raise an error.\nNote: you can "
                  "still call torch.view_as_real on the complex output to recover the old return format.",
                  stacklevel=user_stacklevel())

    def fail(what):
        raise RuntimeError(
            f"stft({input.type()}{_shape(input)}, n_fft={n_fft}, hop_length={hop_length}, "
            f"win_length={win_length}, window={_window_repr(window)}, normalized={int(normalized)}, "
            f"onesided={_opt(onesided)}, return_complex={_opt(return_complex)}, "
            f"align_to_window={_opt(align_to_window)}) : {what}")

    if not (input.dtype.is_floating_point or input.is_complex()):
        fail("expected a tensor of floating point or complex values")
    if input.dim() not in (1, 2):
        fail("expected a 1D or 2D tensor")
    frames = input.unsqueeze(0) if input.dim() == 1 else input
    length = frames.shape[1]
    if n_fft <= 0 or n_fft > length:
        fail(f"expected 0 < n_fft < {length}, but got n_fft={win_length}")   # (sic: PyTorch prints win_length)
    if hop_length <= 0:
        fail(f"expected hop_length > 0, but got hop_length={hop_length}")
    if win_length <= 0 or win_length > n_fft:
        fail(f"expected 0 < win_length <= n_fft, but got win_length={win_length}")
    if window is not None and (window.dim() != 1 or window.shape[0] != win_length):
        fail(f"expected a 1D window tensor of size equal to win_length={win_length}, "
             f"but got window with size {_shape(window)}")
    left = (n_fft - win_length) // 2
    if align_to_window:
        # Frames of win_length samples under the window itself, then zero-padded to n_fft, centred.
        frames = _framed(frames, win_length, hop_length)
        if window is not None:
            frames = frames * window
        frames = ops.constant_pad_nd(frames, [left, n_fft - win_length - left])
    else:
        frames = _framed(frames, n_fft, hop_length)
        if window is not None or win_length < n_fft:
            frames = frames * _centred_window(window, win_length, n_fft, input)
    _check_precision(frames)
    complex_fft = frames.is_complex()
    one = not complex_fft if onesided is None else onesided
    norm = _BY_ROOT_N if normalized else _NONE
    if complex_fft:
        if one:
            raise RuntimeError("Cannot have onesided output if window or input is complex")
        out = ops._fft_c2c(frames, [frames.dim() - 1], norm, True)
    else:
        out = ops._fft_r2c(frames, [frames.dim() - 1], norm, one)
    out.transpose_(1, 2)   # (in place, as PyTorch's: the grad_fn names follow)
    if input.dim() == 1:
        out.squeeze_(0)
    return out if wants_complex else ops.view_as_real(out)


def _check_precision(t):
    """Half precision is refused as PyTorch's CPU build refuses it (its FFT library has no such type)."""
    if t.dtype not in (dtypes.float32, dtypes.float64, dtypes.complex64, dtypes.complex128):
        raise RuntimeError(f"MKL FFT doesn't support tensors of type: {scalar_type_name(t._data.dtype)}")


def _framed(signal, size, hop):
    """(batch, frames, size) overlapping views of (batch, length), one every hop samples."""
    count = 1 + (signal.shape[1] - size) // hop
    stride = signal.stride()
    return ops.as_strided(signal, [signal.shape[0], count, size], [stride[0], hop * stride[1], stride[1]],
                          signal.storage_offset())


def _centred_window(window, win_length, n_fft, like):
    """The window (ones when None) zero-padded to n_fft, centred as PyTorch centres it."""
    if window is None:
        window = ones(win_length, dtype=like.dtype)
    left = (n_fft - win_length) // 2
    if win_length == n_fft:
        return window
    return ops.constant_pad_nd(window, [left, n_fft - win_length - left])


def istft(input, n_fft, hop_length=None, win_length=None, window=None, center=True, normalized=False,
          onesided=None, length=None, return_complex=False):
    """The inverse of stft: each frame inverse-transformed, multiplied by the window, overlap-added and
    divided by the overlap-added squared window (which must not vanish anywhere: the NOLA condition)."""
    if _dispatch.active:
        routed = route_function(istft, (input, n_fft), dict(
            hop_length=hop_length, win_length=win_length, window=window, center=center, normalized=normalized,
            onesided=onesided, length=length, return_complex=return_complex))
        if routed is not _dispatch:
            return routed
    hop_length = n_fft // 4 if hop_length is None else hop_length
    win_length = n_fft if win_length is None else win_length
    if window is None:
        warn_once(_NO_WINDOW_ISTFT, stacklevel=user_stacklevel())
    if not input.is_complex():
        raise RuntimeError("istft requires a complex-valued input tensor matching the output from stft with "
                           "return_complex=True.")

    def fail(what, sep=" : "):
        raise RuntimeError(
            f"istft(CPU{scalar_type_name(input._data.dtype)}Type{_shape(input)}, n_fft={n_fft}, "
            f"hop_length={hop_length}, win_length={win_length}, window={_window_repr(window)}, "
            f"center={int(center)}, normalized={int(normalized)}, onesided={_opt(onesided)}, "
            f"length={_opt(length)}, return_complex={int(return_complex)}){sep}{what}")

    real_dim = input.dim() + 1   # (PyTorch checks the view_as_real of the input)
    if input.numel() == 0:
        fail("input tensor cannot be empty.")
    if real_dim not in (3, 4):
        fail(f"expected a tensor with 3 or 4 dimensions, but got {real_dim}")
    n_frames, fft_size = input.shape[-1], input.shape[-2]
    one = fft_size != n_fft if onesided is None else onesided
    if one and n_fft // 2 + 1 != fft_size:
        fail("expected the frequency dimension (3rd to the last) of the input tensor to match n_fft / 2 + 1 "
             f"when onesided=True, but got {fft_size}")
    if not one and n_fft != fft_size:
        fail("expected the frequency dimension (3rd to the last) of the input tensor to match n_fft when "
             f"onesided=False, but got {fft_size}")
    if not 0 < hop_length <= win_length:
        fail("expected 0 < hop_length <= win_length")
    if not 0 < win_length <= n_fft:
        fail("expected 0 < win_length <= n_fft")
    if window is not None and (window.dim() != 1 or window.shape[0] != win_length):
        fail("Invalid window shape. window has to be 1D and length of `win_length`")
    real = input.dtype.to_real()
    window_full = _centred_window(window if window is not None else ones(win_length, dtype=real),
                                  win_length, n_fft, input)
    _check_precision(input)
    frames = input.resolve_conj()
    if input.dim() == 2:
        frames = frames.unsqueeze(0)
    frames = frames.transpose(1, 2)   # (channel, n_frames, fft_size)
    norm = _BY_ROOT_N if normalized else _BY_N
    if return_complex:
        if one:
            raise RuntimeError("Cannot have onesided output if window or input is complex")
        frames = ops._fft_c2c(frames, [2], norm, False)
    else:
        if window is not None and window.is_complex():
            raise RuntimeError("Complex windows are incompatible with return_complex=False")
        if not one:
            frames = frames.narrow(-1, 0, n_fft // 2 + 1)
        frames = ops._fft_c2r(frames, [2], norm, n_fft)
    expected = n_fft + hop_length * (n_frames - 1)
    # Overlap-add is the adjoint of framing: unfold_backward sums each frame back into its place.
    y = ops.unfold_backward(frames * window_full.view(1, 1, n_fft), [frames.shape[0], expected], 1, n_fft,
                            hop_length)
    squared = window_full.pow(2).expand(1, n_frames, n_fft)
    envelope = ops.unfold_backward(squared, [1, expected], 1, n_fft, hop_length)
    start = n_fft // 2 if center else 0
    end = start + length if length is not None else expected - n_fft // 2 if center else expected
    y = ops.slice(y, 1, start, min(end, expected))
    envelope = ops.slice(envelope, 1, start, min(end, expected))
    if bool((envelope.abs().min() < 1e-11).item()):
        fail("window overlap add min: 1\n[ CPUBoolType{} ]", sep=" ")
    y = y / envelope
    if input.dim() == 2:
        y = y.squeeze(0)
    if end > expected:
        warn_once("The length of signal is shorter than the length parameter. Result is being padded with zeros "
                  "in the tail. Please check your center and hop_length settings.", stacklevel=user_stacklevel())
        y = ops.constant_pad_nd(y, [0, end - expected])
    return y


Tensor.stft = stft
Tensor.istft = istft
