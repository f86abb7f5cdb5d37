"""gradtable.utils: helpers around autograd (activation checkpointing) and data loading (utils.data)."""
from . import _python_dispatch, checkpoint, data, dlpack, flop_counter  # noqa: F401
from .swap import swap_tensors  # noqa: F401
