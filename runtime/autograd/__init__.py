"""gradtable.autograd: the torch.autograd API."""
from . import (  # noqa: F401
    anomaly_mode,  # noqa: F401
    forward_ad,
    function,
    functional,
    graph,  # noqa: F401
    profiler,  # noqa: F401
)
from .anomaly_mode import detect_anomaly, set_detect_anomaly  # noqa: F401
from .differentiate import (  # noqa: F401
    _calculate_shape,  # noqa: F401
    backward,
    grad,
)
from .engine import is_checkpoint_valid as _is_checkpoint_valid  # noqa: F401
from .function import Function, once_differentiable  # noqa: F401
from .grad_mode import (  # noqa: F401
    _force_original_view_tracking,
    enable_grad,
    inference_mode,
    is_multithreading_enabled,
    is_view_replay_enabled,
    no_grad,
    set_grad_enabled,
    set_multithreading_enabled,
)
from .gradcheck import GradcheckError, gradcheck, gradgradcheck  # noqa: F401
from .node import Node  # noqa: F401
from .profiler import _profiler_enabled, kineto_available  # noqa: F401
from .saved import SavedTensor  # noqa: F401
from .variable import Variable  # noqa: F401
from .version_counter import unsafe_preserve_version_counter as _unsafe_preserve_version_counter  # noqa: F401


def __getattr__(name):
    """torch.autograd.torch is the torch package itself (PyTorch's autograd imports it by that name)."""
    if name == "torch":
        import gradtable  # (function-level: the package imports this one first)
        return gradtable
    raise AttributeError(f"module 'gradtable.autograd' has no attribute '{name}'")
