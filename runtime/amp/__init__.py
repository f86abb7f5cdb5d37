"""torch.amp: automatic mixed precision. See autocast_mode (PyTorch's CPU lower-precision casts) and grad_scaler
(loss scaling, real on the CPU as in PyTorch)."""
from .autocast_mode import autocast, get_autocast_dtype, is_autocast_available  # noqa: F401
from .grad_scaler import GradScaler  # noqa: F401
