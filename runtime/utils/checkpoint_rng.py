"""The RNG state a checkpointed forward saw, put back while it is recomputed.

Both checkpoint variants rerun the function in backward; with preserve_rng_state (the default)
rand/randn/dropout inside it must draw the same numbers as the first time, whatever was drawn
in between. torch.random.fork_rng does this in PyTorch; here the NumPy generator's state is
swapped in for the recomputation and the current one restored after it.
"""
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
