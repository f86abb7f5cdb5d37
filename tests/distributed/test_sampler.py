"""DistributedSampler against PyTorch's, in one process (it needs no process group when num_replicas and
rank are given). In order (shuffle=False) the indices must be PyTorch's exactly. Shuffled, both draw
randperm(n) from a generator seeded with seed + epoch, and gradtable's generator is not PyTorch's, so
the test maps positions: each index PyTorch yields is at some position of PyTorch's permutation, and
gradtable must yield the index at that same position of its own permutation."""
import itertools

import pytest

import gradtable
from gradtable.utils.data import DistributedSampler

CASES = list(itertools.product([1, 5, 10, 11], [1, 3, 4], [False, True]))


def positions(lib, n, seed, epoch):
    return lib.randperm(n, generator=lib.Generator().manual_seed(seed + epoch)).tolist()


@pytest.mark.parametrize("n,replicas,drop_last", CASES)
@pytest.mark.parametrize("shuffle", [False, True])
def test_indices_match_torch(torch, n, replicas, drop_last, shuffle):
    from torch.utils.data.distributed import DistributedSampler as TorchSampler
    for rank in range(replicas):
        for seed, epoch in [(0, 0), (7, 3)]:
            ours = DistributedSampler(range(n), num_replicas=replicas, rank=rank, shuffle=shuffle, seed=seed,
                                      drop_last=drop_last)
            theirs = TorchSampler(range(n), num_replicas=replicas, rank=rank, shuffle=shuffle, seed=seed,
                                  drop_last=drop_last)
            ours.set_epoch(epoch)
            theirs.set_epoch(epoch)
            expected = list(theirs)
            if shuffle:
                theirs_order, ours_order = positions(torch, n, seed, epoch), positions(gradtable, n, seed, epoch)
                expected = [ours_order[theirs_order.index(i)] for i in expected]
            assert list(ours) == expected
            assert len(ours) == len(theirs) and (ours.num_samples, ours.total_size) == (theirs.num_samples,
                                                                                         theirs.total_size)


def test_every_sample_is_read_once_per_epoch_across_ranks():
    for epoch in range(3):
        seen = []
        for rank in range(4):
            sampler = DistributedSampler(range(12), num_replicas=4, rank=rank, seed=5)
            sampler.set_epoch(epoch)
            seen += list(sampler)
        assert sorted(seen) == list(range(12))
    first, second = (DistributedSampler(range(12), num_replicas=4, rank=0) for _ in range(2))
    second.set_epoch(1)
    assert list(first) != list(second)   # set_epoch reshuffles


@pytest.mark.parametrize("rank", [-1, 3, 4])
def test_bad_rank_raises_as_torch(torch, rank):
    from torch.utils.data.distributed import DistributedSampler as TorchSampler
    with pytest.raises(ValueError) as expected:
        TorchSampler(range(5), num_replicas=3, rank=rank)
    with pytest.raises(ValueError) as got:
        DistributedSampler(range(5), num_replicas=3, rank=rank)
    assert str(got.value) == str(expected.value)


def test_without_a_process_group_raises_as_torch(torch):
    from torch.utils.data.distributed import DistributedSampler as TorchSampler
    with pytest.raises(ValueError) as expected:
        TorchSampler(range(5))
    with pytest.raises(ValueError) as got:
        DistributedSampler(range(5))
    assert str(got.value) == str(expected.value)


def test_works_with_dataloader():
    loader = gradtable.utils.data.DataLoader(list(range(10)), batch_size=2,
                                             sampler=DistributedSampler(range(10), num_replicas=2, rank=1,
                                                                        shuffle=False))
    assert [b.tolist() for b in loader] == [[1, 3], [5, 7], [9]]
