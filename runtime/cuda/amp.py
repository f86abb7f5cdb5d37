"""torch.cuda.amp: the deprecated spellings of torch.amp's autocast('cuda') and GradScaler('cuda').
Both warn as PyTorch does, then (no CUDA here) disable themselves with PyTorch's warning."""
import warnings

from ..amp import autocast_mode, grad_scaler


class autocast(autocast_mode.autocast):
    """torch.cuda.amp.autocast(enabled, dtype, cache_enabled): autocast('cuda', ...), deprecated."""

    def __init__(self, enabled=True, dtype=None, cache_enabled=True):
        warnings.warn("`torch.cuda.amp.autocast(args...)` is deprecated. Please use "
                      "`torch.amp.autocast('cuda', args...)` instead.", FutureWarning, stacklevel=2)
        super().__init__("cuda", dtype=dtype, enabled=enabled, cache_enabled=cache_enabled)


class GradScaler(grad_scaler.GradScaler):
    """torch.cuda.amp.GradScaler(...): GradScaler('cuda', ...), deprecated."""

    def __init__(self, init_scale=2.0**16, growth_factor=2.0, backoff_factor=0.5, growth_interval=2000,
                 enabled=True):
        warnings.warn("`torch.cuda.amp.GradScaler(args...)` is deprecated. Please use "
                      "`torch.amp.GradScaler('cuda', args...)` instead.", FutureWarning, stacklevel=2)
        super().__init__("cuda", init_scale, growth_factor, backoff_factor, growth_interval, enabled)
