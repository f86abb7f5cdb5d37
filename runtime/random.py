"""torch.random: the default generator's seed and state, and fork_rng.

The functions are the ones gradtable exports at its top level (core/generator.py); fork_rng saves the
CPU generator's state and restores it on exit, so random numbers drawn inside do not change the
stream outside. There are no accelerator generators to fork on a CPU-only library.
"""
import contextlib

from .core.generator import Generator, default_generator, get_rng_state, initial_seed, manual_seed, seed, set_rng_state

__all__ = ["Generator", "default_generator", "fork_rng", "get_rng_state", "initial_seed", "manual_seed", "seed",
           "set_rng_state"]


@contextlib.contextmanager
def fork_rng(devices=None, enabled=True, _caller="fork_rng", _devices_kw="devices", device_type=None):
    """Run the block with the RNG forked: on exit the CPU generator is back in the state it had on
    entry (enabled=False: not forked). `devices` and `device_type` name accelerators, which gradtable
    has none of."""
    if not enabled or device_type == "meta":
        yield
        return
    state = get_rng_state()
    try:
        yield
    finally:
        set_rng_state(state)
