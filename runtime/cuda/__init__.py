"""torch.cuda as a CPU-only PyTorch build has it: no devices, and the calls that need one raise
PyTorch's AssertionError. The calls scripts make unconditionally (is_available, device_count, seeding,
empty_cache, memory counters) answer as they do on such a build, so the script runs on the CPU."""
from ..errors import AcceleratorError, OutOfMemoryError  # noqa: F401  (torch.cuda's names for torch's classes)
from . import amp  # noqa: F401

_NO_CUDA = "Torch not compiled with CUDA enabled"


def is_available():
    return False


def device_count():
    return 0


def is_initialized():
    return False


def is_bf16_supported(including_emulation=True):
    return False


def manual_seed(seed):
    """Seeding CUDA generators is a no-op without CUDA, as in PyTorch."""


manual_seed_all = manual_seed


def empty_cache():
    """Nothing is cached without CUDA (PyTorch returns quietly too)."""


def memory_allocated(device=None):
    return 0


def max_memory_allocated(device=None):
    return 0


def _no_device(*args, **kwargs):
    raise AssertionError(_NO_CUDA)


def current_device():
    _no_device()


def synchronize(device=None):
    _no_device()


def get_device_name(device=None):
    _no_device()
