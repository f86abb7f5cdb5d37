"""Where torch.utils.data's random draws come from: gradtable's own generators, never PyTorch's stream.

PyTorch's samplers take `generator=` (a torch.Generator) and draw with randperm/randint/multinomial. Here
`generator=` is a gradtable.Generator (or None: the default generator, so gradtable.manual_seed makes runs
repeatable); core/generator.py's numpy_rng gives the NumPy stream behind it. The numbers are NumPy's PCG64
stream, so they cannot equal PyTorch's.
"""
from ...core.generator import numpy_rng


def permutation(n, generator):
    """randperm(n, generator=generator).tolist()."""
    return numpy_rng(generator).permutation(n).tolist()


def fresh_seed(generator):
    """A random 63-bit seed, as PyTorch draws one from the generator to seed workers and samplers."""
    return int(numpy_rng(generator).integers(0, 2 ** 63 - 1))
