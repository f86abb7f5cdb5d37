"""torch._VF: the native functions by name, including those the torch namespace hides behind a Python
wrapper (`torch._VF.unique_dim`, `torch._VF.split`), which PyTorch's torch/functional.py and tests call
directly. Here they are the table's ops: each name is the generated function of that op."""
from .generated import ops as _ops


def __getattr__(name):
    function = None if name.startswith("__") else getattr(_ops, name, None)
    if not callable(function):
        raise AttributeError(f"module 'torch._VF' has no attribute '{name}'")
    return function
