"""Where torch.utils.data's random draws come from: gradtable's own generator, never PyTorch's stream.

PyTorch's samplers take `generator=` (a torch.Generator) and draw with randperm/randint/multinomial.
gradtable has no Generator class of its own yet, so `generator=` accepts what can actually produce
the draws: None (the module generator of gradtable.manual_seed, looked up at each draw, so a later
manual_seed is seen), a numpy.random.Generator, or any object that keeps one in an `_rng` attribute
(the name creation.py uses for the module generator). Seeding either makes the draws reproducible;
the numbers are NumPy's PCG64 stream, so they cannot equal PyTorch's.
"""
import numpy as np

from ...core import creation


def numpy_rng(generator):
    """The numpy.random.Generator behind a `generator=` argument (see the module docstring)."""
    if generator is None:
        return creation.generator()
    if isinstance(generator, np.random.Generator):
        return generator
    inner = getattr(generator, "_rng", None)
    if isinstance(inner, np.random.Generator):
        return inner
    raise TypeError(f"generator must be None, a numpy.random.Generator or an object with a numpy Generator "
                    f"in its _rng attribute, not {type(generator).__name__}")


def permutation(n, generator):
    """randperm(n, generator=generator).tolist()."""
    return numpy_rng(generator).permutation(n).tolist()


def fresh_seed(generator):
    """A random 63-bit seed, as PyTorch draws one from the generator to seed workers and samplers."""
    return int(numpy_rng(generator).integers(0, 2 ** 63 - 1))
