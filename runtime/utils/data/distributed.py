"""DistributedSampler (torch.utils.data.distributed): the part of a dataset's indices each process of
a data-parallel job reads, so that together they read each sample once per epoch.

The indices (shuffled with a generator seeded by seed + epoch, so every process draws the same
permutation; or in order) are padded by repeating their beginning, or cut with drop_last, to a multiple
of the number of processes, and process r takes every num_replicas-th from position r."""
import math

from ... import distributed as dist
from ...core.generator import Generator
from ...core.random import randperm
from .sampler import Sampler


class DistributedSampler(Sampler):
    def __init__(self, dataset, num_replicas=None, rank=None, shuffle=True, seed=0, drop_last=False):
        if num_replicas is None:
            num_replicas = dist.get_world_size()
        if rank is None:
            rank = dist.get_rank()
        if rank >= num_replicas or rank < 0:
            raise ValueError(f"Invalid rank {rank}, rank should be in the interval [0, {num_replicas - 1}]")
        self.dataset = dataset
        self.num_replicas = num_replicas
        self.rank = rank
        self.epoch = 0
        self.drop_last = drop_last
        n = len(dataset)
        # With drop_last, the largest multiple of num_replicas that fits; else the smallest that holds all.
        if drop_last and n % num_replicas:
            self.num_samples = math.ceil((n - num_replicas) / num_replicas)
        else:
            self.num_samples = math.ceil(n / num_replicas)
        self.total_size = self.num_samples * num_replicas
        self.shuffle = shuffle
        self.seed = seed

    def __iter__(self):
        n = len(self.dataset)
        if self.shuffle:
            generator = Generator()
            generator.manual_seed(self.seed + self.epoch)
            indices = randperm(n, generator=generator).tolist()
        else:
            indices = list(range(n))
        if self.drop_last:
            indices = indices[:self.total_size]
        else:
            missing = self.total_size - len(indices)
            # The beginning repeated as often as needed (more than once when there are fewer samples than processes).
            indices += (indices * math.ceil(missing / len(indices)))[:missing] if missing else []
        return iter(indices[self.rank:self.total_size:self.num_replicas])

    def __len__(self):
        return self.num_samples

    def set_epoch(self, epoch):
        """The epoch the next __iter__ shuffles for (call it before each epoch, or every epoch repeats)."""
        self.epoch = epoch
