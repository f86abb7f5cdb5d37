"""Samplers (torch.utils.data.sampler): iterables of dataset indices, and BatchSampler, which groups
them into lists. The random ones draw from gradtable's generator (see _random), so their streams
differ from PyTorch's while their sizes, ranges and repeat rules are PyTorch's."""
import itertools

import numpy as np

from ...core.creation import as_tensor
from ...core.dtypes import float64
from . import _random


class Sampler:
    """Base class: subclasses define __iter__ (and __len__ when the length is known; there is no
    default __len__, so len() on one without it is Python's TypeError, as in PyTorch)."""

    def __init__(self, data_source=None):
        pass

    def __iter__(self):
        raise NotImplementedError

    def __class_getitem__(cls, item):   # Sampler[int] in type hints
        return cls


class SequentialSampler(Sampler):
    """0, 1, ..., len(data_source) - 1."""

    def __init__(self, data_source):
        self.data_source = data_source

    def __iter__(self):
        return iter(range(len(self.data_source)))

    def __len__(self):
        return len(self.data_source)


#: How many indices RandomSampler(replacement=True) draws at a time (PyTorch's number).
_DRAW_CHUNK = 32


class RandomSampler(Sampler):
    """A random permutation (several, and a part of one, when num_samples exceeds the data), or
    num_samples independent uniform draws with replacement=True."""

    def __init__(self, data_source, replacement=False, num_samples=None, generator=None):
        self.data_source = data_source
        self.replacement = replacement
        self._num_samples = num_samples
        self.generator = generator
        if not isinstance(self.replacement, bool):
            raise TypeError(f"replacement should be a boolean value, but got replacement={self.replacement}")
        if not isinstance(self.num_samples, int) or self.num_samples <= 0:
            raise ValueError(f"num_samples should be a positive integer value, but got num_samples={self.num_samples}")

    @property
    def num_samples(self):
        return len(self.data_source) if self._num_samples is None else self._num_samples

    def __iter__(self):
        n = len(self.data_source)
        # PyTorch seeds a private generator per epoch from the global one when none is given.
        rng = np.random.default_rng(_random.fresh_seed(None)) if self.generator is None else \
            _random.numpy_rng(self.generator)
        if self.replacement:
            # Lazily, _DRAW_CHUNK at a time as PyTorch: makemore and minGPT ask for num_samples=int(1e10)
            # (74.5 GiB of indices at once) and read a few thousand. NumPy's integers stream does not depend
            # on how the draws are chunked, so the indices are those of one big draw.
            full_chunks, rest = divmod(self.num_samples, _DRAW_CHUNK)
            for _ in range(full_chunks):
                yield from rng.integers(0, n, _DRAW_CHUNK).tolist()
            yield from rng.integers(0, n, rest).tolist()
            return
        for _ in range(self.num_samples // n):
            yield from rng.permutation(n).tolist()
        yield from rng.permutation(n).tolist()[:self.num_samples % n]

    def __len__(self):
        return self.num_samples


class SubsetRandomSampler(Sampler):
    """The given indices, in a random order."""

    def __init__(self, indices, generator=None):
        self.indices = indices
        self.generator = generator

    def __iter__(self):
        for i in _random.permutation(len(self.indices), self.generator):
            yield self.indices[i]

    def __len__(self):
        return len(self.indices)


def _check_distribution(weights, num_samples, replacement):
    """torch.multinomial's checks on the weights, with its messages."""
    if len(weights) == 0:
        raise RuntimeError("aminmax(): cannot compute aminmax over an empty dimension as the operation has no "
                           "identity.")
    if not np.all(np.isfinite(weights)) or np.any(weights < 0):
        raise RuntimeError("probability tensor contains either `inf`, `nan` or element < 0")
    if weights.sum() <= 0:
        raise RuntimeError("invalid multinomial distribution (sum of probabilities <= 0)")
    if not replacement and num_samples > len(weights):
        raise RuntimeError("cannot sample n_sample > prob_dist.size(-1) samples without replacement")


def _draw(weights, num_samples, replacement, rng):
    """With replacement: independent categorical draws. Without: the num_samples smallest of
    Exp(1) / weight (the exponential-races form of sampling without replacement, as torch.multinomial
    uses), so zero weights come last instead of being refused."""
    if replacement:
        return rng.choice(len(weights), num_samples, replace=True, p=weights / weights.sum())
    with np.errstate(divide="ignore"):
        keys = rng.exponential(size=len(weights)) / weights
    return np.argsort(keys, kind="stable")[:num_samples]


class WeightedRandomSampler(Sampler):
    """num_samples indices of range(len(weights)), each drawn with probability proportional to its
    weight (without replacement: an index drawn once is not drawn again)."""

    def __init__(self, weights, num_samples, replacement=True, generator=None):
        if not isinstance(num_samples, int) or isinstance(num_samples, bool) or num_samples <= 0:
            raise ValueError(f"num_samples should be a positive integer value, but got num_samples={num_samples}")
        if not isinstance(replacement, bool):
            raise ValueError(f"replacement should be a boolean value, but got replacement={replacement}")
        weights_tensor = as_tensor(weights, dtype=float64)
        if len(weights_tensor.shape) != 1:
            raise ValueError(f"weights should be a 1d sequence but given weights have shape "
                             f"{tuple(weights_tensor.shape)}")
        self.weights = weights_tensor
        self.num_samples = num_samples
        self.replacement = replacement
        self.generator = generator

    def __iter__(self):
        weights = self.weights.numpy()
        _check_distribution(weights, self.num_samples, self.replacement)
        yield from _draw(weights, self.num_samples, self.replacement, _random.numpy_rng(self.generator)).tolist()

    def __len__(self):
        return self.num_samples


class BatchSampler(Sampler):
    """Lists of batch_size indices from `sampler` (any iterable); the short last one is kept
    unless drop_last."""

    def __init__(self, sampler, batch_size, drop_last):
        if not isinstance(batch_size, int) or isinstance(batch_size, bool) or batch_size <= 0:
            raise ValueError(f"batch_size should be a positive integer value, but got batch_size={batch_size}")
        if not isinstance(drop_last, bool):
            raise ValueError(f"drop_last should be a boolean value, but got drop_last={drop_last}")
        self.sampler = sampler
        self.batch_size = batch_size
        self.drop_last = drop_last

    def __iter__(self):
        indices = iter(self.sampler)
        while batch := list(itertools.islice(indices, self.batch_size)):
            if self.drop_last and len(batch) < self.batch_size:
                return
            yield batch

    def __len__(self):
        if self.drop_last:
            return len(self.sampler) // self.batch_size
        return (len(self.sampler) + self.batch_size - 1) // self.batch_size
