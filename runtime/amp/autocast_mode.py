"""torch.autocast / torch.amp.autocast, as a context manager and as a decorator.

What matches PyTorch: the arguments, the errors, the warnings and the disabling rules (device 'cuda'
disables itself with PyTorch's warning, as on a CPU-only PyTorch; a CPU dtype other than float16 or
bfloat16 disables with PyTorch's warning), and is_autocast_enabled() inside the region.

What does not: inside an enabled CPU region PyTorch runs matmul-like ops (linear, conv, matmul, bmm...)
in bfloat16 (the CPU default) or float16. gradtable has no bfloat16 and keeps every op in its inputs'
dtype: the region is a documented pass-through, so results are the float32 ones, slightly more precise
than PyTorch's. `fast_dtype` is None where PyTorch would say torch.bfloat16.
"""
import functools
import warnings

from ..core import dtypes
from ..core.device import device as _device

_SUPPORTED_CPU_DTYPES = "torch.bfloat16, torch.float16"
#: device type -> enabled, as PyTorch's per-device autocast state (the region's flag, nothing more).
_enabled = {"cpu": False, "cuda": False}


def is_autocast_available(device_type):
    """Whether autocast knows the device type (CPU and CUDA here)."""
    return device_type in _enabled


def is_autocast_enabled(device_type="cuda"):
    return _enabled.get(device_type, False)


class autocast:
    """autocast(device_type, dtype=None, enabled=True, cache_enabled=None); see the module docstring."""

    def __init__(self, device_type, dtype=None, enabled=True, cache_enabled=None):
        if not isinstance(device_type, str):
            raise ValueError(f"Expected `device_type` of type `str`, got: `{type(device_type)}`")
        _device(device_type)  # PyTorch's error for an unknown device name
        if not is_autocast_available(device_type):
            raise RuntimeError(f"User specified an unsupported autocast device_type '{device_type}'")
        if dtype is None:
            dtype = dtypes.float16 if device_type == "cuda" else None  # PyTorch: bfloat16, absent here
        self.device = device_type
        self.fast_dtype = dtype
        self._cache_enabled = True if cache_enabled is None else cache_enabled
        if enabled and device_type == "cuda":
            warnings.warn("CUDA is not available or torch_xla is imported. Disabling autocast.", stacklevel=2)
            enabled = False
        elif enabled and dtype is not None and dtype != dtypes.float16:
            warnings.warn("In CPU autocast, but the target dtype is not supported. Disabling autocast.\n"
                          f"CPU Autocast only supports dtypes of {_SUPPORTED_CPU_DTYPES} currently.", stacklevel=2)
            enabled = False
        self._enabled = enabled
        self._previous = []  # a stack: a decorated function may be re-entered (recursion)

    def __enter__(self):
        self._previous.append(_enabled[self.device])
        _enabled[self.device] = self._enabled
        return self

    def __exit__(self, exc_type, exc_value, traceback):
        _enabled[self.device] = self._previous.pop()
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
