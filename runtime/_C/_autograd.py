"""torch._C._autograd: the saved-tensor type, the state of saved-tensor hooks, version counters and the
backward call's retain_graph, as PyTorch's private autograd bindings name them."""
import enum

from ..autograd import saved_tensor_hooks as _hooks
from ..autograd.graph_task import current as _current_task
from ..autograd.saved import SavedTensor
from ..autograd.version_counter import unsafe_set_version_counter as _unsafe_set_version_counter

__all__ = ["SavedTensor", "DeviceType", "_unsafe_set_version_counter", "_saved_tensors_hooks_is_enabled",
           "_saved_tensors_hooks_disable", "_saved_tensors_hooks_enable",
           "_saved_tensors_hooks_get_disabled_error_message", "_push_saved_tensors_default_hooks",
           "_pop_saved_tensors_default_hooks", "_get_current_graph_task_keep_graph"]

#: The device kinds PyTorch's profiler and autograd know (gradtable's tensors are all on the CPU).
DeviceType = enum.Enum("DeviceType", ["CPU", "CUDA", "MKLDNN", "OPENGL", "OPENCL", "IDEEP", "HIP", "FPGA", "MAIA",
                                      "XLA", "Vulkan", "Metal", "XPU", "MPS", "MTIA", "Meta", "HPU", "VE", "Lazy",
                                      "IPU", "PrivateUse1"], start=0)
DeviceType.__module__ = "torch._C._autograd"


def _saved_tensors_hooks_is_enabled():
    """False inside disable_saved_tensors_hooks (entering saved_tensors_hooks then raises its message)."""
    return _hooks.state.disabled_message is None


def _saved_tensors_hooks_disable(message):
    _hooks.state.disabled_message = message


def _saved_tensors_hooks_enable():
    _hooks.state.disabled_message = None


def _saved_tensors_hooks_get_disabled_error_message():
    return _hooks.state.disabled_message


def _push_saved_tensors_default_hooks(pack_hook, unpack_hook):
    _hooks.push(pack_hook, unpack_hook)


def _pop_saved_tensors_default_hooks():
    _hooks.pop()


def _get_current_graph_task_keep_graph():
    """Whether the running backward call keeps its graph (retain_graph); False outside backward."""
    task = _current_task()
    return task is not None and task.keep_graph
