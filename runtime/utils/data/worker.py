"""What runs inside a DataLoader worker process (torch.utils.data._utils.worker), and
get_worker_info(), which tells dataset code whether it runs in one and which.

A worker gets (task number, indices) on its own queue and answers (task number, batch) on the
shared result queue. It is seeded with base_seed + id (gradtable's generator and Python's
`random`), then worker_init_fn(id) runs. An exception is sent back as an ExceptionWrapper, re-raised
in the main process; an IterableDataset that runs dry answers IterableEnd once and then ignores
its remaining tasks. None on the queue means stop.
"""
import random
import sys
import traceback
from dataclasses import dataclass

from ...core.generator import manual_seed
from .fetch import make_fetcher

_worker_info = None


@dataclass(frozen=True)
class WorkerInfo:
    """id (0 to num_workers - 1), num_workers, seed, and this process's copy of the dataset."""
    id: int
    num_workers: int
    seed: int
    dataset: object
    rng: object = None
    worker_method: str = "multiprocessing"


def get_worker_info():
    """The current worker's WorkerInfo; None in the main process."""
    return _worker_info


@dataclass
class IterableEnd:
    worker_id: int


class _UnquotedMessage(str):
    """str(KeyError(text)) is repr(text); this keeps a multi-line message readable, as PyTorch does."""

    def __repr__(self):
        return self


class ExceptionWrapper:
    """An exception from a worker, kept as its type and formatted traceback (both pickle)."""

    def __init__(self, exc_type, where, text):
        self.exc_type, self.where, self.text = exc_type, where, text

    @classmethod
    def current(cls, where):
        exc_type = sys.exc_info()[0]
        return cls(exc_type, where, "".join(traceback.format_exc()))

    def reraise(self):
        message = f"Caught {self.exc_type.__name__} {self.where}.\nOriginal {self.text}"
        if self.exc_type is KeyError:
            raise KeyError(_UnquotedMessage(message))
        try:
            exception = self.exc_type(message)
        except Exception:
            raise RuntimeError(message) from None
        raise exception


def worker_loop(iterable, dataset, index_queue, result_queue, auto_collation, collate_fn, drop_last, seed,
                init_fn, worker_id, num_workers):
    global _worker_info
    manual_seed(seed % 2 ** 63)
    random.seed(seed)
    _worker_info = WorkerInfo(id=worker_id, num_workers=num_workers, seed=seed, dataset=dataset)
    where = f"in DataLoader worker process {worker_id}"
    pending_error = None
    try:
        if init_fn is not None:
            init_fn(worker_id)
        fetcher = make_fetcher(iterable, dataset, auto_collation, collate_fn, drop_last)
    except Exception:
        pending_error = ExceptionWrapper.current(where)
    ended = False
    while True:
        task = index_queue.get()
        if task is None:
            break
        if ended:
            continue
        number, index = task
        if pending_error is not None:
            data, pending_error = pending_error, None
        else:
            try:
                data = fetcher.fetch(index)
            except StopIteration:
                if not iterable:
                    raise
                data, ended = IterableEnd(worker_id), True
            except Exception:
                data = ExceptionWrapper.current(where)
        result_queue.put((number, data))
        del data
    # Let the queue's feeder thread finish before exiting: it holds the result queue's write lock
    # (shared by all workers) while it sends, and a worker that exits under it (as
    # cancel_join_thread allowed) leaves that lock taken, so every other worker's next result
    # blocks for ever. (A worker that cannot flush because the main process stopped reading is
    # terminated by the main process's shutdown.)
    result_queue.close()
    result_queue.join_thread()
