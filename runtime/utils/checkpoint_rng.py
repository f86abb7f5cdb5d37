"""The global state a checkpointed forward saw, put back while it is recomputed: the RNG state
and the CPU autocast region.

Both checkpoint variants rerun the function in backward, usually outside the region and after
other random draws. With preserve_rng_state (the default) rand/randn/dropout inside it must draw
the same numbers as the first time: torch.random.fork_rng does this in PyTorch; here the NumPy
generator's state is swapped in for the recomputation and the current one restored after it.
Autocast is always replayed, as PyTorch does: a matmul that ran in bfloat16 in the forward must
save bfloat16 tensors again, or the recomputation no longer matches (and backward mixes dtypes).
"""
from ..amp.autocast_mode import autocast, get_autocast_dtype, is_autocast_enabled
from ..core.generator import numpy_rng as generator


class RngReplay:
    """Context manager: the generator state at construction, restored around each `with`."""

    def __init__(self, preserve):
        self.state = generator().bit_generator.state if preserve else None

    def __enter__(self):
        if self.state is not None:
            self._now = generator().bit_generator.state
            generator().bit_generator.state = self.state

    def __exit__(self, *exc):
        if self.state is not None:
            generator().bit_generator.state = self._now
        return False


class AutocastState:
    """Context manager: the CPU autocast region (enabled, dtype) current at construction, entered
    anew around each `with` (a region may be entered again: each recomputation gets its own)."""

    def __init__(self):
        self.enabled = is_autocast_enabled("cpu")
        self.dtype = get_autocast_dtype("cpu")
        self._regions = []

    def __enter__(self):
        region = autocast("cpu", dtype=self.dtype, enabled=self.enabled)
        self._regions.append(region)
        region.__enter__()

    def __exit__(self, *exc):
        return self._regions.pop().__exit__(*exc)
