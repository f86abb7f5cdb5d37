"""Composite ops, formula helpers and what generated ops are written with; `aten`: the table ops by
PyTorch's names (torch.ops.aten); `profiler`: PyTorch's profiler ops (torch.ops.profiler)."""
from types import SimpleNamespace

from ..autograd.profiler import record_function_enter, record_function_exit
from .dispatch import aten  # noqa: F401

profiler = SimpleNamespace(_record_function_enter=record_function_enter, _record_function_exit=record_function_exit)
