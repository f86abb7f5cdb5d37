"""Composite ops, formula helpers and what generated ops are written with; `aten`: the table ops by PyTorch's names."""
from .dispatch import aten  # noqa: F401
