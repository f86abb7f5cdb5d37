"""gradtable.utils.data against torch.utils.data: datasets, random_split, samplers, collation and the
DataLoader (in process and with worker processes).

Random streams cannot match PyTorch's (gradtable draws from NumPy), so the random parts are checked
for what PyTorch guarantees (a permutation, no repeats, the sizes, the ranges, the counts) and
everything deterministic is compared with torch's output: batches, their types, dtypes and shapes,
lengths, warnings and errors (type and text).
"""
import collections
import time
import warnings

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import gradtable
from gradtable.utils import data as gdata


def _plain(value):
    """A batch as comparable plain data: a tensor becomes ("T", dtype, shape, values)."""
    if hasattr(value, "tolist") and hasattr(value, "dtype") and not isinstance(value, (np.ndarray, np.generic)):
        return ("T", str(value.dtype), tuple(value.shape), value.tolist())
    if isinstance(value, dict):
        return (type(value).__name__, {k: _plain(v) for k, v in value.items()})
    if isinstance(value, (list, tuple)):
        return (type(value).__name__, [_plain(v) for v in value])
    if isinstance(value, np.ndarray):
        return ("ndarray", str(value.dtype), value.tolist())
    return value


def _error(fn):
    try:
        fn()
    except Exception as e:   # noqa: BLE001  (the error itself is what is compared)
        return type(e).__name__, str(e)
    return None


def _same_error(torch, build):
    """build(lib) raises the same exception type and text in both libraries."""
    theirs, ours = _error(lambda: build(torch)), _error(lambda: build(gradtable))
    assert theirs is not None
    assert ours == theirs


def _xy(lib, n=10):
    return lib.arange(2.0 * n).reshape(n, 2), lib.arange(n)


# -- datasets -----------------------------------------------------------------------------------------

def test_tensor_dataset_indexing_and_len(lib):
    x, y = _xy(lib)
    ds = lib.utils.data.TensorDataset(x, y)
    assert len(ds) == 10
    xi, yi = ds[3]
    assert xi.tolist() == [6.0, 7.0] and yi.item() == 3
    assert [t.tolist() for t in ds[1:3]] == [[[2.0, 3.0], [4.0, 5.0]], [1, 2]]
    assert len(lib.utils.data.TensorDataset(lib.zeros(0, 3))) == 0


def test_tensor_dataset_size_mismatch(torch):
    _same_error(torch, lambda lib: lib.utils.data.TensorDataset(lib.zeros(3), lib.zeros(4)))


def test_subset_and_concat(lib):
    data = lib.utils.data
    x, y = _xy(lib)
    ds = data.TensorDataset(x, y)
    sub = data.Subset(ds, [4, 0, 7])
    assert len(sub) == 3 and sub[0][1].item() == 4 and sub[-1][1].item() == 7
    both = data.ConcatDataset([sub, ds])
    assert len(both) == 13 and both.cumulative_sizes == [3, 13]
    assert [both[i][1].item() for i in (0, 2, 3, 12, -1, -13)] == [4, 7, 0, 9, 9, 4]
    plus = sub + ds
    assert isinstance(plus, data.ConcatDataset) and len(plus) == 13
    assert data.Subset(list("abcdef"), [5, 1]).__getitems__([0, 1]) == ["f", "b"]


def test_concat_errors(torch):
    _same_error(torch, lambda lib: lib.utils.data.ConcatDataset([]))
    _same_error(torch, lambda lib: lib.utils.data.ConcatDataset([[1, 2]])[-3])

    def iterable(lib):
        class Stream(lib.utils.data.IterableDataset):
            def __iter__(self):
                return iter(range(3))
        return lib.utils.data.ConcatDataset([Stream()])
    _same_error(torch, iterable)


def test_base_classes(torch):
    _same_error(torch, lambda lib: lib.utils.data.Dataset()[0])
    _same_error(torch, lambda lib: len(lib.utils.data.Dataset()))
    _same_error(torch, lambda lib: iter(lib.utils.data.Sampler()).__next__())


def test_chain_of_iterables(lib):
    data = lib.utils.data

    class Stream(data.IterableDataset):
        def __init__(self, n):
            self.n = n

        def __iter__(self):
            return iter(range(self.n))

        def __len__(self):
            return self.n

    chained = Stream(2) + Stream(3)
    assert isinstance(chained, data.ChainDataset)
    assert list(chained) == [0, 1, 0, 1, 2] and len(chained) == 5


# -- random_split -------------------------------------------------------------------------------------

@settings(max_examples=60, deadline=None)
@given(n=st.integers(0, 60), weights=st.lists(st.integers(0, 10), min_size=1, max_size=5))
def test_random_split_fraction_lengths_as_torch(torch, n, weights):
    if sum(weights) == 0:
        return
    fractions = [w / sum(weights) for w in weights]

    def lengths(lib):
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            try:
                parts = lib.utils.data.random_split(range(n), fractions)
            except ValueError as e:
                return str(e)
        return [len(p) for p in parts], [str(w.message) for w in caught]

    ours = lengths(gradtable)
    assert ours == lengths(torch)
    if isinstance(ours, tuple):
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            parts = gdata.random_split(range(n), fractions)
        assert sorted(i for p in parts for i in p) == list(range(n))


def test_random_split_partitions(lib):
    parts = lib.utils.data.random_split(range(20), [5, 0, 15])
    assert [len(p) for p in parts] == [5, 0, 15]
    assert sorted(i for p in parts for i in p) == list(range(20))
    assert all(isinstance(p, lib.utils.data.Subset) for p in parts)


def test_random_split_errors_and_warning(torch):
    _same_error(torch, lambda lib: lib.utils.data.random_split(range(5), [2, 2]))
    _same_error(torch, lambda lib: lib.utils.data.random_split(range(5), [1.5, -0.5]))
    for lib in (torch, gradtable):
        with pytest.warns(UserWarning, match=r"^Length of split at index 1 is 0. This might result in an empty "
                                             r"dataset.$"):
            lib.utils.data.random_split(range(2), [0.9, 0.1])


def test_random_split_generator_reproducible():
    a = gdata.random_split(range(30), [0.5, 0.5], generator=gradtable.Generator().manual_seed(3))
    b = gdata.random_split(range(30), [0.5, 0.5], generator=gradtable.Generator().manual_seed(3))
    assert [p.indices for p in a] == [p.indices for p in b]
    gradtable.manual_seed(7)
    c = gdata.random_split(range(30), [10, 20])
    gradtable.manual_seed(7)
    d = gdata.random_split(range(30), [10, 20])
    assert [p.indices for p in c] == [p.indices for p in d]
    with pytest.raises(TypeError, match="expected a torch.Generator"):
        gdata.random_split(range(3), [1, 2], generator=42)


# -- samplers -----------------------------------------------------------------------------------------

def test_sequential_and_subset_random(lib):
    data = lib.utils.data
    assert list(data.SequentialSampler(range(4))) == [0, 1, 2, 3] and len(data.SequentialSampler([])) == 0
    sampler = data.SubsetRandomSampler([10, 20, 30, 40])
    assert len(sampler) == 4 and sorted(sampler) == [10, 20, 30, 40]


@settings(max_examples=40, deadline=None)
@given(n=st.integers(1, 12), num_samples=st.one_of(st.none(), st.integers(1, 40)), replacement=st.booleans())
def test_random_sampler_structure(n, num_samples, replacement):
    sampler = gdata.RandomSampler(range(n), replacement=replacement, num_samples=num_samples)
    drawn = list(sampler)
    expected = n if num_samples is None else num_samples
    assert len(drawn) == len(sampler) == expected
    assert all(isinstance(i, int) and 0 <= i < n for i in drawn)
    if not replacement:   # whole permutations, then a part of one: no repeats inside each block of n
        for start in range(0, expected, n):
            block = drawn[start:start + n]
            assert len(set(block)) == len(block)
            if len(block) == n:
                assert sorted(block) == list(range(n))


def test_random_sampler_with_replacement_is_lazy_as_torch(torch):
    """makemore and minGPT ask for num_samples=int(1e10) and read a few batches: PyTorch draws 32
    indices at a time, so the first batch comes at once (drawing all of them is 74.5 GiB)."""
    for lib in (gradtable, torch):
        data = lib.utils.data
        dataset = data.TensorDataset(lib.arange(50))
        sampler = data.RandomSampler(dataset, replacement=True, num_samples=int(1e12))
        assert len(sampler) == int(1e12)
        loader = data.DataLoader(dataset, batch_size=7, sampler=sampler)
        assert len(loader) == -(-int(1e12) // 7)
        batches = [next(iter(loader))[0] for _ in range(3)]
        assert all(tuple(b.shape) == (7,) and str(b.dtype) == "torch.int64" for b in batches)
        assert all(0 <= i < 50 for b in batches for i in b.tolist())


@settings(max_examples=30, deadline=None)
@given(n=st.integers(1, 40), num_samples=st.integers(1, 200), seed=st.integers(0, 2 ** 31))
def test_random_sampler_draw_order_as_torch(n, num_samples, seed):
    """PyTorch's draw order, so that a seed reproduces the indices: without a generator, a 63-bit seed is
    drawn from the default generator for a fresh Generator; then randint(n) in chunks of 32, which give
    the same numbers as one draw of num_samples."""
    gradtable.manual_seed(seed)
    drawn = list(gdata.RandomSampler(range(n), replacement=True, num_samples=num_samples))
    gradtable.manual_seed(seed)
    fresh = gradtable.Generator().manual_seed(int(gradtable.randint(0, 2 ** 63 - 1, ()).item()))
    assert drawn == gradtable.randint(0, n, (num_samples,), generator=fresh).tolist()
    g = gradtable.Generator().manual_seed(seed)
    given_generator = list(gdata.RandomSampler(range(n), replacement=True, num_samples=num_samples, generator=g))
    assert given_generator == gradtable.randint(0, n, (num_samples,),
                                                generator=gradtable.Generator().manual_seed(seed)).tolist()


def test_random_sampler_errors(torch):
    _same_error(torch, lambda lib: lib.utils.data.RandomSampler(range(3), replacement=1))
    _same_error(torch, lambda lib: lib.utils.data.RandomSampler(range(3), num_samples=0))
    _same_error(torch, lambda lib: lib.utils.data.RandomSampler([]))
    _same_error(torch, lambda lib: lib.utils.data.RandomSampler(range(3), num_samples=2.0))


def test_weighted_random_sampler():
    counts = collections.Counter(gdata.WeightedRandomSampler([1.0, 0.0, 3.0], 4000, generator=np.random.default_rng(0)))
    assert set(counts) == {0, 2} and 0.2 < counts[0] / 4000 < 0.3
    drawn = list(gdata.WeightedRandomSampler([0.5, 0.0, 2.0, 1.0], 3, replacement=False))
    assert sorted(drawn) == [0, 2, 3]
    sampler = gdata.WeightedRandomSampler([1, 2], 5)
    assert len(sampler) == 5 and str(sampler.weights.dtype) == "torch.float64"


def test_weighted_random_sampler_errors(torch):
    def draw(weights, n, replacement=True):
        return lambda lib: list(lib.utils.data.WeightedRandomSampler(weights, n, replacement))
    for args in (([1.0], 0), ([1.0], True), ([1.0], 2.0), ([[1.0]], 1), ([1.0], 1, 1), ([1.0, 2.0], 3, False),
                 ([1.0, -1.0], 1), ([0.0, 0.0], 1), ([1.0, float("nan")], 1), ([], 1)):
        _same_error(torch, draw(*args))


@settings(max_examples=60, deadline=None)
@given(n=st.integers(0, 25), batch_size=st.integers(1, 8), drop_last=st.booleans())
def test_batch_sampler_as_torch(torch, n, batch_size, drop_last):
    ours = gdata.BatchSampler(gdata.SequentialSampler(range(n)), batch_size, drop_last)
    theirs = torch.utils.data.BatchSampler(torch.utils.data.SequentialSampler(range(n)), batch_size, drop_last)
    assert list(ours) == list(theirs) and len(ours) == len(theirs)
    assert list(gdata.BatchSampler(range(n), batch_size, drop_last)) == list(theirs)


def test_batch_sampler_errors(torch):
    for args in ((0, False), (True, False), (2.0, False), (2, 1)):
        _same_error(torch, lambda lib, args=args: lib.utils.data.BatchSampler(range(3), *args))


# -- collation ----------------------------------------------------------------------------------------

Point = collections.namedtuple("Point", ["x", "y"])


def _samples(lib):
    """Batches covering each rule of default_collate, built the same way for both libraries."""
    return {
        "tensors": [lib.tensor([1.0, 2.0]), lib.tensor([3.0, 4.0])],
        "0-dim tensors": [lib.tensor(1), lib.tensor(2)],
        "non-contiguous": [lib.arange(6.0).reshape(2, 3).t(), lib.arange(6.0, 12.0).reshape(2, 3).t()],
        "ints": [1, 2, 3],
        "bools": [True, False],
        "floats": [1.5, 2.0],
        "int then float": [1, 2.5],
        "numpy arrays": [np.array([1, 2], dtype=np.int32), np.array([3, 4], dtype=np.int32)],
        "numpy float64 arrays": [np.zeros((2, 2)), np.ones((2, 2))],
        "numpy scalars": [np.float32(1.5), np.float32(2.5)],
        "numpy mixed scalars": [np.float32(1.5), np.float64(2.5)],
        "numpy int scalars": [np.int16(1), np.int16(2)],
        "numpy bools": [np.bool_(True), np.bool_(False)],
        "strings": ["a", "bc"],
        "bytes": [b"a", b"b"],
        "dicts": [{"a": 1, "b": lib.tensor([1.0])}, {"a": 2, "b": lib.tensor([2.0])}],
        "tuples": [(lib.tensor(1.0), 0, "x"), (lib.tensor(2.0), 1, "y")],
        "lists": [[1, 2.0], [3, 4.0]],
        "named tuples": [Point(1, 2.0), Point(3, 4.0)],
        "nested": [{"p": (1, [2.0, "s"])}, {"p": (3, [4.0, "t"])}],
    }


def test_default_collate_as_torch(torch):
    ours, theirs = _samples(gradtable), _samples(torch)
    for name in ours:
        a = gdata.default_collate(ours[name])
        b = torch.utils.data.default_collate(theirs[name])
        assert _plain(a) == _plain(b), name
    named = gdata.default_collate(ours["named tuples"])
    assert type(named) is Point and _plain(named.x) == ("T", "torch.int64", (2,), [1, 3])


def test_default_collate_errors(torch):
    for bad in ([object(), object()], [[1, 2], [3]], [np.array(["a"]), np.array(["b"])], [None],
                [np.array([1, 2]), np.array([1, 2, 3])]):
        _same_error(torch, lambda lib, bad=bad: lib.utils.data.default_collate(bad))
    _same_error(torch, lambda lib: lib.utils.data.default_collate([lib.zeros(2), lib.zeros(3)]))


def test_default_convert_as_torch(torch):
    for value in (0, "s", np.array([0, 1]), np.float32(2.0), Point(np.array(0), 1), [np.array([1.5]), 2],
                  (np.int64(3), "a"), {"k": np.zeros(2)}, np.array(["a", "b"]), b"x"):
        assert _plain(gdata.default_convert(value)) == _plain(torch.utils.data.default_convert(value)), value


# -- DataLoader ---------------------------------------------------------------------------------------

def _batches(lib, **kwargs):
    x, y = _xy(lib, kwargs.pop("n", 10))
    return [_plain(b) for b in lib.utils.data.DataLoader(lib.utils.data.TensorDataset(x, y), **kwargs)]


@settings(max_examples=40, deadline=None)
@given(n=st.integers(0, 23), batch_size=st.one_of(st.none(), st.integers(1, 9)), drop_last=st.booleans())
def test_dataloader_batches_as_torch(torch, n, batch_size, drop_last):
    if batch_size is None:
        drop_last = False
    kwargs = dict(n=n, batch_size=batch_size, drop_last=drop_last)
    assert _batches(gradtable, **kwargs) == _batches(torch, **kwargs)
    x, y = _xy(gradtable, n)
    loader = gdata.DataLoader(gdata.TensorDataset(x, y), batch_size=batch_size, drop_last=drop_last)
    tx, ty = _xy(torch, n)
    assert len(loader) == len(torch.utils.data.DataLoader(torch.utils.data.TensorDataset(tx, ty),
                                                           batch_size=batch_size, drop_last=drop_last))


def test_dataloader_shuffle_is_a_permutation_each_epoch():
    x, y = _xy(gradtable, 37)
    loader = gdata.DataLoader(gdata.TensorDataset(x, y), batch_size=5, shuffle=True)
    orders = []
    for _ in range(3):
        batches = list(loader)
        assert [len(b[1]) for b in batches] == [5] * 7 + [2]
        order = [i for b in batches for i in b[1].tolist()]
        assert sorted(order) == list(range(37))
        assert all(b[0][:, 0].tolist() == [2.0 * i for i in b[1].tolist()] for b in batches)
        orders.append(order)
    assert orders[0] != orders[1] or orders[1] != orders[2]
    seeded = [[i for b in gdata.DataLoader(range(20), batch_size=4, shuffle=True,
                                           generator=np.random.default_rng(5)) for i in b.tolist()]
              for _ in range(2)]
    assert seeded[0] == seeded[1] and sorted(seeded[0]) == list(range(20))


def test_dataloader_sampler_batch_sampler_and_collate_fn(torch):
    def run(lib):
        data = lib.utils.data
        ds = list(range(10))
        return [
            [_plain(b) for b in data.DataLoader(ds, batch_size=3, sampler=[9, 1, 5, 3])],
            [_plain(b) for b in data.DataLoader(ds, batch_sampler=[[0, 1], [7], [2, 3, 4]])],
            [_plain(b) for b in data.DataLoader(ds, batch_size=4, collate_fn=lambda items: sum(items))],
            [_plain(b) for b in data.DataLoader([np.array([1.0, 2.0])] * 2, batch_size=None)],
            len(data.DataLoader(ds, batch_sampler=data.BatchSampler(range(10), 4, True))),
            len(data.DataLoader(ds, batch_size=None)),
            type(data.DataLoader(ds).sampler).__name__, type(data.DataLoader(ds, shuffle=True).sampler).__name__,
        ]
    assert run(gradtable) == run(torch)


def _stream(lib, n=7):
    class Stream(lib.utils.data.IterableDataset):
        def __iter__(self):
            info = lib.utils.data.get_worker_info()
            if info is None:
                return iter(range(n))
            return iter(range(info.id, n, info.num_workers))

        def __len__(self):
            return n
    return Stream()


def test_dataloader_iterable_dataset(torch):
    def run(lib, **kwargs):
        loader = lib.utils.data.DataLoader(_stream(lib), **kwargs)
        return len(loader), [_plain(b) for b in loader]
    for kwargs in ({}, {"batch_size": 3}, {"batch_size": 3, "drop_last": True}, {"batch_size": None}):
        assert run(gradtable, **kwargs) == run(torch, **kwargs)


def test_dataloader_warns_when_an_iterable_yields_more_than_its_len(torch):
    def run(lib):
        class Liar(lib.utils.data.IterableDataset):
            def __iter__(self):
                return iter(range(3))

            def __len__(self):
                return 2
        loader = lib.utils.data.DataLoader(Liar(), batch_size=None)
        len(loader)
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            list(loader)
        return [str(w.message).split(" was reported")[1] for w in caught]
    assert run(gradtable) == run(torch)


def test_dataloader_argument_errors(torch):
    def loader(**kwargs):
        return lambda lib: lib.utils.data.DataLoader(list(range(5)), **kwargs)

    for kwargs in ({"num_workers": -1}, {"timeout": -1}, {"prefetch_factor": 2}, {"persistent_workers": True},
                   {"num_workers": 1, "prefetch_factor": -1}, {"sampler": [0], "shuffle": True},
                   {"batch_sampler": [[0]], "batch_size": 2}, {"batch_sampler": [[0]], "shuffle": True},
                   {"batch_sampler": [[0]], "sampler": [0]}, {"batch_sampler": [[0]], "drop_last": True},
                   {"batch_size": None, "drop_last": True}, {"batch_size": 0}, {"drop_last": 1},
                   {"multiprocessing_context": "fork"}, {"num_workers": 1, "multiprocessing_context": "nope"},
                   {"num_workers": 1, "multiprocessing_context": 3}):
        _same_error(torch, loader(**kwargs))
    for kwargs in ({"shuffle": True}, {"sampler": [0]}, {"batch_sampler": [[0]]}):
        _same_error(torch, lambda lib, kwargs=kwargs: lib.utils.data.DataLoader(_stream(lib), **kwargs))

    def set_after_init(lib):
        lib.utils.data.DataLoader([1]).batch_size = 2
    _same_error(torch, set_after_init)
    _same_error(torch, lambda lib: len(lib.utils.data.DataLoader(lib.utils.data.Dataset())))


def test_get_worker_info_in_main_process(lib):
    assert lib.utils.data.get_worker_info() is None


# -- worker processes ---------------------------------------------------------------------------------

class _Squares(gdata.Dataset):
    def __getitem__(self, i):
        info = gdata.get_worker_info()
        return {"value": i * i, "worker": -1 if info is None else info.id}

    def __len__(self):
        return 11


def test_workers_give_the_in_process_batches_in_order():
    single = list(gdata.DataLoader(_Squares(), batch_size=3))
    multi = list(gdata.DataLoader(_Squares(), batch_size=3, num_workers=2, persistent_workers=True,
                                  prefetch_factor=1))
    assert [_plain(b["value"]) for b in multi] == [_plain(b["value"]) for b in single]
    assert [b["worker"].tolist() for b in multi] == [[0] * 3, [1] * 3, [0] * 3, [1] * 2]
    assert {tuple(b["worker"].tolist()) for b in single} == {(-1,) * 3, (-1,) * 2}


def test_workers_on_an_iterable_dataset_as_torch(torch):
    def run(lib, **kwargs):
        return [_plain(b) for b in lib.utils.data.DataLoader(_stream(lib, 9), num_workers=2, **kwargs)]
    for kwargs in ({"batch_size": 2}, {"batch_size": 2, "drop_last": True}, {"batch_size": None}):
        assert run(gradtable, **kwargs) == run(torch, **kwargs)


class _FirstWorkerEndsAtOnce:
    """Worker 0's share is empty; worker 1 yields once after a wait longer than the loader's liveness
    poll. Worker 0 has exited by then, as told to: that is not a dead worker."""

    def __init__(self, lib):
        self.lib = lib

    def __iter__(self):
        info = self.lib.utils.data.get_worker_info()
        if info.id == 1:
            time.sleep(1.5)
            yield 7


def test_a_worker_that_finished_its_stream_is_not_reported_dead(torch):
    def run(lib):
        dataset = type("Stream", (_FirstWorkerEndsAtOnce, lib.utils.data.IterableDataset), {})(lib)
        return [b.tolist() for b in lib.utils.data.DataLoader(dataset, batch_size=1, num_workers=2)]
    assert run(gradtable) == run(torch) == [[7]]


def _record_worker(worker_id):
    info = gdata.get_worker_info()
    info.dataset.tag = (worker_id, info.num_workers, info.seed - worker_id)


class _Tagged(gdata.Dataset):
    tag = None

    def __getitem__(self, i):
        return self.tag

    def __len__(self):
        return 4


def test_worker_init_fn_and_seeds():
    batches = list(gdata.DataLoader(_Tagged(), batch_size=None, num_workers=2, worker_init_fn=_record_worker))
    assert [b[:2] for b in batches] == [[0, 2], [1, 2], [0, 2], [1, 2]]   # default_convert: tuple -> list
    assert len({b[2] for b in batches}) == 1   # seed = one base seed + worker id


class _Failing(gdata.Dataset):
    def __getitem__(self, i):
        if i == 2:
            raise ValueError("bad sample 2")
        return i

    def __len__(self):
        return 4


def test_worker_exception_is_raised_in_the_main_process(torch):
    loader = gdata.DataLoader(_Failing(), batch_size=1, num_workers=2)
    with pytest.raises(ValueError, match=r"^Caught ValueError in DataLoader worker process 0\.\nOriginal Traceback"):
        list(loader)
    assert "bad sample 2" in str(_error(lambda: list(loader))[1])


def test_worker_info_repr_fields():
    info = gdata.WorkerInfo(id=1, num_workers=2, seed=3, dataset=None)
    assert repr(info) == ("WorkerInfo(id=1, num_workers=2, seed=3, dataset=None, rng=None, "
                          "worker_method='multiprocessing')")


def test_warnings_for_pin_memory_and_too_many_workers(torch):
    def caught(build):
        with warnings.catch_warnings(record=True) as records:
            warnings.simplefilter("always")
            build()
        return [str(r.message) for r in records]

    for lib in (torch, gradtable):
        loader = lib.utils.data.DataLoader([1.0, 2.0], batch_size=2, pin_memory=True)
        assert caught(lambda loader=loader: list(loader)) == [
            "'pin_memory' argument is set as true but no accelerator is found, then device pinned memory won't be "
            "used."]
    import os
    many = len(os.sched_getaffinity(0)) + 1

    def build(lib):
        return caught(lambda: lib.utils.data.DataLoader([1.0], num_workers=many))
    assert build(gradtable) == build(torch) and len(build(gradtable)) == 1


class _Dying(gdata.Dataset):
    def __getitem__(self, i):
        if i == 1:
            import os
            os._exit(3)
        return i

    def __len__(self):
        return 4


class _Slow(gdata.Dataset):
    def __getitem__(self, i):
        import time
        time.sleep(3 if i == 0 else 0)
        return i

    def __len__(self):
        return 2


def test_dead_worker_and_timeout_are_errors_not_hangs():
    with pytest.raises(RuntimeError, match=r"^DataLoader worker \(pid\(s\) \d+\) exited unexpectedly$"):
        list(gdata.DataLoader(_Dying(), batch_size=None, num_workers=2))
    with pytest.raises(RuntimeError, match=r"^DataLoader timed out after 0.5 seconds$"):
        list(gdata.DataLoader(_Slow(), batch_size=None, num_workers=1, timeout=0.5))


def test_leaving_an_epoch_early_stops_the_workers():
    import gc
    iterator = iter(gdata.DataLoader(_Squares(), batch_size=1, num_workers=2))
    assert next(iterator)["value"].tolist() == [0]
    workers = iterator._workers
    del iterator
    gc.collect()
    for process in workers:
        process.join(timeout=10)
    assert not any(process.is_alive() for process in workers)


def test_getitems_and_subset_through_the_loader(lib):
    class Batched(lib.utils.data.Dataset):
        def __getitem__(self, i):
            raise AssertionError("the loader should ask for whole batches")

        def __getitems__(self, indices):
            return [i * 10 for i in indices]

        def __len__(self):
            return 5
    loader = lib.utils.data.DataLoader(lib.utils.data.Subset(Batched(), [4, 3, 2]), batch_size=2)
    assert [b.tolist() for b in loader] == [[40, 30], [20]]


class _MissingKey(gdata.Dataset):
    def __getitem__(self, i):
        raise KeyError("no such key")

    def __len__(self):
        return 2


def test_worker_key_error_keeps_a_readable_message(torch):
    def message(lib):
        try:
            list(lib.utils.data.DataLoader(_MissingKey(), num_workers=1))
        except KeyError as e:
            return str(e).split("\n")[0], str(e).rstrip().splitlines()[-1]
    assert message(gradtable) == message(torch) == ("Caught KeyError in DataLoader worker process 0.",
                                                    "KeyError: 'no such key'")


def test_a_worker_flushes_its_results_before_exiting():
    """Regression (a hang under load, ~1 run in 25): a worker whose stream had ended exited while its
    queue's feeder thread still held the result queue's write lock (cancel_join_thread), and the
    other worker's next result then blocked for ever. A worker now closes its result queue and
    waits for the feeder thread: run in this process with recording queues, it must end so."""
    from gradtable.utils.data.worker import worker_loop

    class Tasks:
        def __init__(self, items):
            self.items = list(items)

        def get(self):
            return self.items.pop(0)

    class Results:
        def __init__(self):
            self.calls = []

        def put(self, item):
            self.calls.append(("put", item[0]))

        def __getattr__(self, name):  # close, join_thread, cancel_join_thread: recorded
            return lambda: self.calls.append((name,))

    import random

    from gradtable.utils.data import worker
    results = Results()
    states = gradtable.get_rng_state(), random.getstate()
    try:  # (the loop seeds the generators and sets the worker info, as it would in a worker)
        worker_loop(False, list(range(4)), Tasks([(0, [0, 1]), (1, [2, 3]), None]), results, True,
                    lambda batch: batch, False, 0, None, 0, 1)
    finally:
        gradtable.set_rng_state(states[0])
        random.setstate(states[1])
        worker._worker_info = None
    assert gdata.get_worker_info() is None
    assert results.calls == [("put", 0), ("put", 1), ("close",), ("join_thread",)]
