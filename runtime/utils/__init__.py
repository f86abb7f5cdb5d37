"""gradtable.utils: helpers around autograd (activation checkpointing)."""
from . import checkpoint  # noqa: F401
