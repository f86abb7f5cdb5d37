"""DataLoader (torch.utils.data.DataLoader): batches from a dataset, in this process or in worker
processes.

The argument checks and their messages are PyTorch's. Batching: a BatchSampler over the sampler
(sequential, or RandomSampler with shuffle=True) yields index lists, the fetcher turns each into
samples and collate_fn into a batch. With num_workers > 0, real processes (multiprocessing,
the default start method unless multiprocessing_context says otherwise) fetch batches: task i goes
to the next live worker in turn, at most prefetch_factor tasks per worker are in flight, and
batches come back in task order (so the output is the same as with num_workers=0 for a map-style
dataset). Each iteration starts its own workers; persistent_workers is accepted and only checked.
pin_memory is accepted and ignored (there is only the CPU).
"""
import itertools
import math
import multiprocessing
import os
import queue
import time
import warnings

from . import _random
from .collate import default_collate, default_convert
from .dataset import IterableDataset
from .fetch import InfiniteConstantSampler, make_fetcher
from .sampler import BatchSampler, RandomSampler, SequentialSampler
from .worker import ExceptionWrapper, IterableEnd, worker_loop

_FROZEN = ("batch_size", "batch_sampler", "sampler", "drop_last", "dataset", "persistent_workers")
_POLL_SECONDS = 1.0   # how often a wait for a batch checks that the workers are alive


class DataLoader:
    __initialized = False

    def __init__(self, dataset, batch_size=1, shuffle=None, sampler=None, batch_sampler=None, num_workers=0,
                 collate_fn=None, pin_memory=False, drop_last=False, timeout=0, worker_init_fn=None,
                 multiprocessing_context=None, generator=None, *, prefetch_factor=None, persistent_workers=False,
                 pin_memory_device="", in_order=True):
        if num_workers < 0:
            raise ValueError("num_workers option should be non-negative; use num_workers=0 to disable "
                             "multiprocessing.")
        if timeout < 0:
            raise ValueError("timeout option should be non-negative")
        if num_workers == 0 and prefetch_factor is not None:
            raise ValueError("prefetch_factor option could only be specified in multiprocessing.let num_workers > 0 "
                             "to enable multiprocessing, otherwise set prefetch_factor to None.")
        if num_workers > 0 and prefetch_factor is None:
            prefetch_factor = 2
        elif prefetch_factor is not None and prefetch_factor < 0:
            raise ValueError("prefetch_factor option should be non-negative")
        if persistent_workers and num_workers == 0:
            raise ValueError("persistent_workers option needs num_workers > 0")
        self.dataset = dataset
        self.num_workers = num_workers
        self.prefetch_factor = prefetch_factor
        self.pin_memory = pin_memory
        self.pin_memory_device = pin_memory_device
        self.timeout = timeout
        self.worker_init_fn = worker_init_fn
        self.multiprocessing_context = multiprocessing_context
        self.in_order = in_order

        self._iterable = isinstance(dataset, IterableDataset)
        if self._iterable:
            if shuffle not in {False, None}:
                raise ValueError(f"DataLoader with IterableDataset: expected unspecified shuffle option, but got "
                                 f"shuffle={shuffle}")
            if sampler is not None:
                raise ValueError(f"DataLoader with IterableDataset: expected unspecified sampler option, but got "
                                 f"sampler={sampler}")
            if batch_sampler is not None:
                raise ValueError(f"DataLoader with IterableDataset: expected unspecified batch_sampler option, but "
                                 f"got batch_sampler={batch_sampler}")
        else:
            shuffle = bool(shuffle)
        if sampler is not None and shuffle:
            raise ValueError("sampler option is mutually exclusive with shuffle")
        if batch_sampler is not None:
            if batch_size != 1 or shuffle or sampler is not None or drop_last:
                raise ValueError("batch_sampler option is mutually exclusive with batch_size, shuffle, sampler, and "
                                 "drop_last")
            batch_size, drop_last = None, False
        elif batch_size is None and drop_last:
            raise ValueError("batch_size=None option disables auto-batching and is mutually exclusive with drop_last")
        if sampler is None:
            if self._iterable:
                sampler = InfiniteConstantSampler()
            elif shuffle:
                sampler = RandomSampler(dataset, generator=generator)
            else:
                sampler = SequentialSampler(dataset)
        if batch_size is not None and batch_sampler is None:
            batch_sampler = BatchSampler(sampler, batch_size, drop_last)

        self.batch_size = batch_size
        self.drop_last = drop_last
        self.sampler = sampler
        self.batch_sampler = batch_sampler
        self.generator = generator
        if collate_fn is None:
            collate_fn = default_collate if self._auto_collation else default_convert
        self.collate_fn = collate_fn
        self.persistent_workers = persistent_workers
        self._IterableDataset_len_called = None
        self.__initialized = True
        self.check_worker_number_rationality()

    def check_worker_number_rationality(self):
        """PyTorch's warning when more workers are asked for than there are CPUs this process may use."""
        if not self.num_workers:
            return
        has_affinity = hasattr(os, "sched_getaffinity")
        cpus = len(os.sched_getaffinity(0)) if has_affinity else os.cpu_count()
        if cpus is not None and self.num_workers <= cpus:
            return
        if cpus is None:
            suggestion = "DataLoader is not able to compute a suggested max number of worker in current system."
        else:
            suggestion = (f"Our suggested max number of worker in current system is {cpus}"
                          f"{'' if has_affinity else ' (`cpuset` is not taken into account)'}, which is smaller than "
                          "what this DataLoader is going to create.")
        warnings.warn(f"This DataLoader will create {self.num_workers} worker processes in total. {suggestion} "
                      "Please be aware that excessive worker creation might get DataLoader running slow or even "
                      "freeze, lower the worker number to avoid potential slowness/freeze if necessary.", stacklevel=3)

    @property
    def multiprocessing_context(self):
        return self.__multiprocessing_context

    @multiprocessing_context.setter
    def multiprocessing_context(self, context):
        if context is not None:
            if self.num_workers == 0:
                raise ValueError(f"multiprocessing_context can only be used with multi-process loading "
                                 f"(num_workers > 0), but got num_workers={self.num_workers}")
            if isinstance(context, str):
                methods = multiprocessing.get_all_start_methods()
                if context not in methods:
                    raise ValueError(f"multiprocessing_context option should specify a valid start method in "
                                     f"{methods!r}, but got multiprocessing_context={context!r}")
                context = multiprocessing.get_context(context)
            if not isinstance(context, multiprocessing.context.BaseContext):
                raise TypeError(f"multiprocessing_context option should be a valid context object or a string "
                                f"specifying the start method, but got multiprocessing_context={context}")
        self.__multiprocessing_context = context

    def __setattr__(self, attr, value):
        if self.__initialized and attr in _FROZEN:
            raise ValueError(f"{attr} attribute should not be set after {type(self).__name__} is initialized")
        super().__setattr__(attr, value)

    @property
    def _auto_collation(self):
        return self.batch_sampler is not None

    @property
    def _index_sampler(self):
        return self.batch_sampler if self._auto_collation else self.sampler

    def __iter__(self):
        if self.num_workers == 0:
            return _SingleProcessIter(self)
        self.check_worker_number_rationality()
        return _MultiProcessIter(self)

    def __len__(self):
        if not self._iterable:
            return len(self._index_sampler)
        length = self._IterableDataset_len_called = len(self.dataset)
        if self.batch_size is not None:
            length = length // self.batch_size if self.drop_last else math.ceil(length / self.batch_size)
        return length


class _BaseIter:
    def __init__(self, loader):
        self._loader = loader
        self._sampler_iter = iter(loader._index_sampler)
        self._num_yielded = 0
        self._len_called = loader._IterableDataset_len_called
        if loader.pin_memory and loader.pin_memory_device:
            warnings.warn("pin_memory_device is deprecated, the current accelerator will be used as the device,"
                          f"ignore pin_memory_device='{loader.pin_memory_device}'.", stacklevel=4)
        if loader.pin_memory:   # there is no accelerator: pinning is a no-op, said as PyTorch says it
            warnings.warn("'pin_memory' argument is set as true but no accelerator is found, then device pinned "
                          "memory won't be used.", stacklevel=4)

    def __iter__(self):
        return self

    def __len__(self):
        return len(self._loader._index_sampler)

    def __next__(self):
        data = self._next_data()
        self._num_yielded += 1
        if self._loader._iterable and self._len_called is not None and self._num_yielded > self._len_called:
            message = (f"Length of IterableDataset {self._loader.dataset} was reported to be {self._len_called}"
                       f"(when accessing len(dataloader)), but {self._num_yielded} samples have been fetched. ")
            if self._loader.num_workers > 0:
                message += ("For multiprocessing data-loading, this could be caused by not properly configuring the "
                            "IterableDataset replica at each worker. Please see "
                            "https://pytorch.org/docs/stable/data.html#torch.utils.data.IterableDataset for examples.")
            warnings.warn(message, stacklevel=2)
        return data


class _SingleProcessIter(_BaseIter):
    def __init__(self, loader):
        super().__init__(loader)
        self._fetcher = make_fetcher(loader._iterable, loader.dataset, loader._auto_collation, loader.collate_fn,
                                     loader.drop_last)

    def _next_data(self):
        return self._fetcher.fetch(next(self._sampler_iter))


class _MultiProcessIter(_BaseIter):
    """Tasks are numbered in sending order; `_pending` maps a task number to its worker, or to
    (worker, batch) once its batch arrived ahead of its turn."""

    def __init__(self, loader):
        super().__init__(loader)
        context = loader.multiprocessing_context or multiprocessing.get_context()
        n = self._num_workers = loader.num_workers
        self._timeout = loader.timeout
        self._result_queue = context.Queue()
        self._index_queues, self._workers = [], []
        base_seed = _random.fresh_seed(loader.generator)
        for worker_id in range(n):
            index_queue = context.Queue()
            index_queue.cancel_join_thread()
            process = context.Process(target=worker_loop, daemon=True, args=(
                loader._iterable, loader.dataset, index_queue, self._result_queue, loader._auto_collation,
                loader.collate_fn, loader.drop_last, base_seed + worker_id, loader.worker_init_fn, worker_id, n))
            process.start()
            self._index_queues.append(index_queue)
            self._workers.append(process)
        self._active = [True] * n
        self._cycle = itertools.cycle(range(n))
        self._sent = self._received = 0
        self._pending = {}
        self._shut = False
        for _ in range(loader.prefetch_factor * n):
            self._send_next()

    def _send_next(self):
        try:
            index = next(self._sampler_iter)
        except StopIteration:
            return
        for _ in range(self._num_workers):
            worker_id = next(self._cycle)
            if self._active[worker_id]:
                break
        else:
            return
        self._index_queues[worker_id].put((self._sent, index))
        self._pending[self._sent] = (worker_id,)
        self._sent += 1

    def _get(self):
        """One (task number, data) from the workers; a dead worker or the timeout is an error."""
        started = time.monotonic()
        while True:
            wait = self._timeout if self._timeout > 0 else _POLL_SECONDS
            try:
                return self._result_queue.get(timeout=wait)
            except queue.Empty:
                if self._timeout > 0 and time.monotonic() - started >= self._timeout:
                    self._shutdown()
                    raise RuntimeError(f"DataLoader timed out after {self._timeout} seconds") from None
                # (a worker whose iterable stream ended was told to stop: its exit is expected)
                dead = [str(w.pid) for i, w in enumerate(self._workers) if self._active[i] and not w.is_alive()]
                if dead:
                    self._shutdown()
                    raise RuntimeError(f"DataLoader worker (pid(s) {', '.join(dead)}) exited unexpectedly") from None

    def _next_data(self):
        while True:
            while self._received < self._sent:   # skip the tasks of workers whose stream ended
                entry = self._pending[self._received]
                if len(entry) == 2 or self._active[entry[0]]:
                    break
                del self._pending[self._received]
                self._received += 1
            else:
                self._shutdown()
                raise StopIteration
            entry = self._pending[self._received]
            if len(entry) == 2:
                del self._pending[self._received]
                return self._deliver(entry[1])
            number, data = self._get()
            if isinstance(data, IterableEnd):
                self._active[data.worker_id] = False
                self._index_queues[data.worker_id].put(None)
                continue
            if number != self._received:
                self._pending[number] += (data,)
                continue
            del self._pending[number]
            return self._deliver(data)

    def _deliver(self, data):
        self._received += 1
        self._send_next()
        if isinstance(data, ExceptionWrapper):
            self._shutdown()
            data.reraise()
        return data

    def _shutdown(self):
        if self._shut:
            return
        self._shut = True
        for index_queue in self._index_queues:
            index_queue.put(None)
        for process in self._workers:
            process.join(timeout=_POLL_SECONDS)
            if process.is_alive():
                process.terminate()
        for q in (*self._index_queues, self._result_queue):
            q.cancel_join_thread()
            q.close()

    def __del__(self):
        if getattr(self, "_shut", True) is False:
            self._shutdown()
