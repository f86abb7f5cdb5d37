"""gradtable.ops: what generated ops are written with; `gradtable.ops.aten` names table ops as torch.ops.aten does."""
from .op_overload import aten  # noqa: F401
