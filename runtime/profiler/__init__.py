"""gradtable.profiler: PyTorch's profiler API (torch.profiler) over gradtable.autograd.profiler's recording.

profile (a context manager, or start/stop, stepped by step() through a schedule), ProfilerActivity,
ProfilerAction, schedule, tensorboard_trace_handler, record_function, supported_activities.
"""
from ..autograd.profiler import record_function
from .profiler import (
    ProfilerAction,
    ProfilerActivity,
    profile,
    schedule,
    supported_activities,
    tensorboard_trace_handler,
)

__all__ = ["profile", "schedule", "supported_activities", "tensorboard_trace_handler", "ProfilerAction",
           "ProfilerActivity", "record_function"]
