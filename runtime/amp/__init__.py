"""torch.amp: automatic mixed precision. See autocast_mode (a pass-through on the CPU) and grad_scaler
(loss scaling, real on the CPU as in PyTorch)."""
from .autocast_mode import autocast, is_autocast_available  # noqa: F401
from .grad_scaler import GradScaler  # noqa: F401
