"""gradtable.utils: helpers around autograd (activation checkpointing) and data loading (utils.data)."""
from . import checkpoint, data  # noqa: F401
