"""torch.autocast / torch.amp.autocast, as a context manager and as a decorator.

What matches PyTorch: the arguments, the errors, the warnings and the disabling rules (device 'cuda'
disables itself with PyTorch's warning, as on a CPU-only PyTorch; a CPU dtype other than float16 or
bfloat16 disables with PyTorch's warning), is_autocast_enabled() and get_autocast_dtype() inside the
region, and what an enabled CPU region does: PyTorch's lower-precision ops (matmul, mm, bmm, addmm,
linear, conv1d/2d, conv_transpose1d/2d, convolution, scaled_dot_product_attention: the entries
marked `autocast: true` in derivatives.yaml) cast their floating arguments other than float64 to the
region's dtype (bfloat16 by default) with a recorded copy (ToCopyBackward0), so they compute and
return that dtype; every other op runs in its inputs' dtype. PyTorch's float32 list (ops it widens
back to float32 inside a region, like the losses) needs no cast here: they take their inputs' dtype.
"""
import functools
import warnings

from ..core import dtypes
from ..core.autocast_state import state as _cpu_state
from ..core.device import device as _device

_SUPPORTED_CPU_DTYPES = "torch.bfloat16, torch.float16"
#: device type -> enabled, as PyTorch's per-device autocast state (the region's flag, nothing more).
_enabled = {"cpu": False, "cuda": False}
#: device type -> the dtype get_autocast_dtype reports outside a region (PyTorch's defaults).
_dtype = {"cpu": dtypes.bfloat16, "cuda": dtypes.float16}
#: PyTorch's cast-cache flag: gradtable casts each op's arguments afresh, so it changes no result.
_cache = [True]


def is_autocast_available(device_type):
    """Whether autocast knows the device type (CPU and CUDA here)."""
    return device_type in _enabled


def is_autocast_enabled(device_type="cuda"):
    return _enabled.get(device_type, False)


def get_autocast_dtype(device_type):
    """The dtype autocast computes in on the device: the innermost region's, else PyTorch's default."""
    _device(device_type)  # PyTorch's error for an unknown device name
    return _dtype.get(device_type, dtypes.float16)


class autocast:
    """autocast(device_type, dtype=None, enabled=True, cache_enabled=None); see the module docstring."""

    def __init__(self, device_type, dtype=None, enabled=True, cache_enabled=None):
        if not isinstance(device_type, str):
            raise ValueError(f"Expected `device_type` of type `str`, got: `{type(device_type)}`")
        _device(device_type)  # PyTorch's error for an unknown device name
        if not is_autocast_available(device_type):
            raise RuntimeError(f"User specified an unsupported autocast device_type '{device_type}'")
        if dtype is None:
            dtype = _dtype[device_type]
        self.device = device_type
        self.fast_dtype = dtype
        self._cache_enabled = _cache[0] if cache_enabled is None else cache_enabled
        if enabled and device_type == "cuda":
            warnings.warn("CUDA is not available or torch_xla is imported. Disabling autocast.", stacklevel=2)
            enabled = False
        elif enabled and dtype not in (dtypes.float16, dtypes.bfloat16):
            warnings.warn("In CPU autocast, but the target dtype is not supported. Disabling autocast.\n"
                          f"CPU Autocast only supports dtypes of {_SUPPORTED_CPU_DTYPES} currently.", stacklevel=2)
            enabled = False
        self._enabled = enabled
        self._previous = []  # a stack: a decorated function may be re-entered (recursion)

    def __enter__(self):
        self._previous.append((_enabled[self.device], _dtype[self.device], _cpu_state.cpu_dtype, _cache[0]))
        _enabled[self.device] = self._enabled
        _cache[0] = self._cache_enabled
        _dtype[self.device] = self.fast_dtype   # (a disabled region's too, as PyTorch)
        if self.device == "cpu":
            _cpu_state.cpu_dtype = self.fast_dtype if self._enabled else None
        return self

    def __exit__(self, exc_type, exc_value, traceback):
        _enabled[self.device], _dtype[self.device], _cpu_state.cpu_dtype, _cache[0] = self._previous.pop()
        return False

    def __call__(self, func):
        """As a decorator: every call of func runs inside this region."""
        if not callable(func):
            raise TypeError(f"autocast()(func) requires a callable, but got {type(func).__name__}. Did you mean to "
                            "use autocast as a context manager? For example:\n"
                            "    with torch.autocast(device_type=...):\n"
                            "        output = model(input)")

        @functools.wraps(func)
        def run_in_region(*args, **kwargs):
            with self:
                return func(*args, **kwargs)
        return run_in_region


# -- the autocast state as functions (torch.set_autocast_enabled, ...): what a region sets, set for good
def set_autocast_enabled(device_type, enabled=None):
    """set_autocast_enabled(device_type, enabled), or the legacy set_autocast_enabled(enabled) (CUDA's).
    Enabling the CPU's makes the lower-precision ops cast as inside a region."""
    if enabled is None:
        device_type, enabled = "cuda", device_type
    if not isinstance(enabled, bool):
        raise TypeError(f"set_autocast_enabled(): argument 'enabled' (position 2) must be bool, not "
                        f"{type(enabled).__name__}")
    _device_type(device_type)
    _enabled[device_type] = enabled
    _sync_cpu(device_type)


def set_autocast_dtype(device_type, dtype):
    if not isinstance(dtype, dtypes.dtype):
        raise TypeError(f"set_autocast_dtype(): argument 'dtype' (position 2) must be torch.dtype, not "
                        f"{type(dtype).__name__}")
    _device_type(device_type)
    _dtype[device_type] = dtype
    _sync_cpu(device_type)


def _device_type(name):
    try:
        _device(name)
    except RuntimeError:
        raise RuntimeError(f"Invalid device string: '{name}'") from None


def _sync_cpu(device_type):
    """The ops read the CPU's state from core.autocast_state: the dtype to cast to, None when disabled."""
    if device_type == "cpu":
        _cpu_state.cpu_dtype = _dtype["cpu"] if _enabled["cpu"] else None


def set_autocast_cache_enabled(enabled):
    _cache[0] = bool(enabled)


def is_autocast_cache_enabled():
    return _cache[0]


def _deprecated(old, new):
    warnings.warn(f"torch.{old} is deprecated. Please use torch.{new} instead.", DeprecationWarning, stacklevel=3)


def is_autocast_cpu_enabled():
    _deprecated("is_autocast_cpu_enabled()", "is_autocast_enabled('cpu')")
    return _enabled["cpu"]


def set_autocast_cpu_enabled(enabled):
    _deprecated("set_autocast_cpu_enabled(enabled)", "set_autocast_enabled('cpu', enabled)")
    set_autocast_enabled("cpu", enabled)


def get_autocast_cpu_dtype():
    _deprecated("get_autocast_cpu_dtype()", "get_autocast_dtype('cpu')")
    return _dtype["cpu"]


def set_autocast_cpu_dtype(dtype):
    _deprecated("set_autocast_cpu_dtype(dtype)", "set_autocast_dtype('cpu', dtype)")
    set_autocast_dtype("cpu", dtype)


def get_autocast_gpu_dtype():
    _deprecated("get_autocast_gpu_dtype()", "get_autocast_dtype('cuda')")
    return _dtype["cuda"]


def set_autocast_gpu_dtype(dtype):
    _deprecated("set_autocast_gpu_dtype(dtype)", "set_autocast_dtype('cuda', dtype)")
    set_autocast_dtype("cuda", dtype)
