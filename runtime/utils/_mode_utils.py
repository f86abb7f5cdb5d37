"""torch.utils._mode_utils: no_dispatch(), the block without a __torch_dispatch__ layer (ops/dispatch.py)."""
from ..ops.dispatch import no_dispatch

__all__ = ["no_dispatch"]
