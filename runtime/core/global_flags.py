"""Process-wide switches of torch's top level: float32 matmul precision, deterministic algorithms,
and what the build has (LAPACK, MKL, OpenMP).

gradtable computes every op with NumPy on the CPU, deterministically and in full float32 precision, so
these switches change no result: they hold what is set and answer as PyTorch does (its errors and
warnings for bad values included), so that programs setting them run unchanged.
"""
import warnings

from .stacklevel import user_stacklevel

#: What the build has: LAPACK (NumPy's linalg is on it), the FFT (torch.fft on NumPy's pocketfft); no MKL
#: and no OpenMP pool of gradtable's own.
has_lapack = True
has_spectral = True
has_mkl = False
has_openmp = False


class _State:
    __slots__ = ("matmul_precision", "deterministic", "deterministic_warn_only")


state = _State()
state.matmul_precision = "highest"
state.deterministic = False
state.deterministic_warn_only = False


def set_float32_matmul_precision(precision):
    """'highest', 'high' or 'medium' (PyTorch's hint for TF32 / bfloat16 inner products on GPUs;
    NumPy always multiplies float32 in float32). Another value warns and changes nothing."""
    if precision not in ("highest", "high", "medium"):
        warnings.warn(f"{precision} is not one of 'highest', 'high', or 'medium'; the current"
                      "setFloat32MatmulPrecision call has no effect.", UserWarning, stacklevel=user_stacklevel())
        return
    state.matmul_precision = precision


def get_float32_matmul_precision():
    return state.matmul_precision


def use_deterministic_algorithms(mode, *, warn_only=False):
    """Ask for deterministic algorithms only (gradtable's are all deterministic already)."""
    if not isinstance(mode, bool):
        raise TypeError(f"_set_deterministic_algorithms(): argument 'mode' (position 1) must be bool, not "
                        f"{type(mode).__name__}")
    if not isinstance(warn_only, bool):
        raise TypeError(f"_set_deterministic_algorithms(): argument 'warn_only' must be bool, not "
                        f"{type(warn_only).__name__}")
    state.deterministic = mode
    state.deterministic_warn_only = warn_only


def are_deterministic_algorithms_enabled():
    return state.deterministic


def is_deterministic_algorithms_warn_only_enabled():
    return state.deterministic_warn_only


_DEBUG_MODES = {"default": 0, "warn": 1, "error": 2}


def set_deterministic_debug_mode(debug_mode):
    """0 / 'default' (off), 1 / 'warn' (deterministic, warn only), 2 / 'error' (deterministic)."""
    if isinstance(debug_mode, str):
        if debug_mode not in _DEBUG_MODES:
            raise RuntimeError("invalid value of debug_mode, expected one of `default`, `warn`, `error`, but got "
                               f"{debug_mode}")
        debug_mode = _DEBUG_MODES[debug_mode]
    elif not isinstance(debug_mode, int):   # (a bool is an int here, as in PyTorch)
        raise TypeError(f"debug_mode must be str or int, but got {type(debug_mode)}")
    if debug_mode not in (0, 1, 2):
        raise RuntimeError(f"invalid value of debug_mode, expected 0, 1, or 2, but got {debug_mode}")
    use_deterministic_algorithms(debug_mode != 0, warn_only=debug_mode == 1)


def get_deterministic_debug_mode():
    if not state.deterministic:
        return 0
    return 1 if state.deterministic_warn_only else 2
