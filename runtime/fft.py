"""gradtable.fft: torch.fft. The transforms are table entries with `python_module: fft` (named
`fft_<name>`, as in PyTorch's native functions), composed in runtime/ops/fft_composite.py from the
three differentiable transforms `_fft_c2c`, `_fft_r2c`, `_fft_c2r`; the sample frequencies are made here.
"""
import numpy as np

from .autograd.grad_mode import no_grad
from .core import dtypes
from .core.creation import arange
from .core.layout import strided
from .core.tensor import Tensor  # noqa: F401  (torch.fft.Tensor, as PyTorch's module has it)
from .generated import ops as _ops
from .generated.tensor_methods import FFT as _FFT

globals().update({name.removeprefix("fft_"): getattr(_ops, name) for name in _FFT})

#: The argument descriptions torch.fft's docstrings share (PyTorch's module exports its dicts of them by
#: these names); here they complete fftfreq's and rfftfreq's docstrings below.
common_args = {
    "input": "input (Tensor): the tensor to transform or read.",
    "generator": "generator (torch.Generator, optional): where random draws come from (the default one when None).",
    "out": "out (Tensor, optional): a tensor to write the result into (resized when its shape differs).",
    "memory_format": "memory_format (torch.memory_format, optional): the layout of the result "
                     "(torch.preserve_format by default).",
}
factory_common_args = {
    **common_args,
    "dtype": "dtype (torch.dtype, optional): the result's dtype (the default float dtype when None).",
    "layout": "layout (torch.layout, optional): the result's layout; gradtable has torch.strided only.",
    "device": "device (torch.device, optional): the result's device; gradtable has the CPU only.",
    "requires_grad": "requires_grad (bool, optional): whether autograd records operations on the result "
                     "(False by default).",
    "pin_memory": "pin_memory (bool, optional): pinned memory is a CUDA notion; False on the CPU.",
    "check_invariants": "check_invariants (bool, optional): whether a sparse tensor's invariants are checked; "
                        "gradtable has no sparse tensors.",
    "sparse_factory_device_note": "(a sparse factory's device: gradtable has no sparse tensors)",
}
_FACTORY_ARGS = "\n\n    Keyword args:\n" + "\n".join(f"        {factory_common_args[k]}" for k in (
    "out", "dtype", "layout", "device", "requires_grad"))


def fftfreq(n, d=1.0, *, out=None, dtype=None, layout=None, device=None, requires_grad=False):
    """The sample frequencies of an n-point transform with sample spacing d: 0, 1, ..., then the
    negative ones, over n * d."""
    return _sample_frequencies("fftfreq", n, d, n, out, dtype, layout, device, requires_grad)


def rfftfreq(n, d=1.0, *, out=None, dtype=None, layout=None, device=None, requires_grad=False):
    """The nonnegative sample frequencies of an n-point real transform: 0, 1, ..., n // 2, over n * d."""
    return _sample_frequencies("rfftfreq", n, d, n // 2 + 1 if isinstance(n, int) else n, out, dtype, layout,
                               device, requires_grad)


def _sample_frequencies(name, n, d, count, out, dtype, layout, device, requires_grad):
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError(f"fft_{name}(): argument 'n' (position 1) must be int, not {type(n).__name__}")
    dtype = dtypes.default_float if dtype is None else dtype
    if not (dtype.is_floating_point or dtype.is_complex):
        raise RuntimeError(f"{name} requires a floating point or complex dtype")
    if layout is not None and layout is not strided:
        raise RuntimeError(f"{name}: gradtable tensors are strided only, not {layout}")
    if count < 0:
        raise RuntimeError(f"Trying to create tensor with negative dimension {count}: [{count}]")
    k = arange(count, dtype=dtype, device=device)
    if name == "fftfreq":
        k._data[(n + 1) // 2:] = np.arange(-(n // 2), 0)
    with np.errstate(divide="ignore", invalid="ignore"):
        scale = np.float64(1.0) / np.float64(n * d)
        k._data *= np.asarray(scale, k._data.dtype)   # (0 * inf is nan, as PyTorch's d=0 gives)
    if requires_grad:
        k.requires_grad_()
    if out is not None:   # (resized as PyTorch resizes an out= tensor of another shape)
        if tuple(out.shape) != tuple(k.shape):
            out._data = np.empty(k._data.shape, out._data.dtype)
        with no_grad():
            out.copy_(k)
        return out
    return k


fftfreq.__doc__ += _FACTORY_ARGS
rfftfreq.__doc__ += _FACTORY_ARGS
