"""Work: a collective in flight (what `async_op=True` returns), and the one way every collective waits.

Every collective starts a non-blocking MPI operation (MPI_Iallreduce, MPI_Ibcast, ...) and waits for it
here, testing it with pauses that grow to a millisecond instead of spinning: processes may outnumber
cores (three ranks on two cores), and a rank that spins starves the rank it waits for. The wait ends at
the group's timeout with DistBackendError, so a rank that failed or went elsewhere turns into an error
on the others instead of a hang."""
import time
from datetime import timedelta

from . import _mpi
from .errors import DistBackendError


class Work:
    """A started collective. wait() blocks until this process's part is done (its output tensors are
    then written) and returns True; is_completed() asks without blocking."""

    def __init__(self, requests, pg, op_name, finish=None, result=(), statuses=None):
        self._requests = list(requests)
        self._statuses = statuses        # MPI.Status objects the requests fill (a recv's source and size)
        self._pg = pg
        self._op_name = op_name
        self._finish = finish            # writes the received data into the output tensors, once
        self._result = list(result)
        self._exception = None
        self._done = False
        self._source_rank = -1

    def _complete(self):
        if self._finish is not None:
            finish, self._finish = self._finish, None
            finish()
        self._done = True

    def is_completed(self):
        if not self._done and self._exception is None and _test(_mpi.mpi(), self._requests, self._statuses,
                                                                self._op_name):
            self._complete()
        return self._done

    def wait(self, timeout=timedelta(0)):
        """Block until done (the group's timeout, or `timeout` when it is not zero); True.
        Raises DistBackendError when the time runs out."""
        if self._exception is not None:
            raise self._exception
        if not self._done:
            limit = self._pg._timeout if not timeout else timeout
            try:
                wait_all(self._requests, limit, self._op_name, self._pg, self._statuses)
            except DistBackendError as error:
                self._exception = error
                raise
            self._complete()
        return True

    def synchronize(self):
        self.wait()

    def is_success(self):
        return self.is_completed() and self._exception is None

    def exception(self):
        return self._exception

    def result(self):
        """The tensors the collective wrote (PyTorch's deprecated Work.result)."""
        self.wait()
        return self._result

    def source_rank(self):
        """For a recv from any source: the rank the message came from."""
        self.wait()
        return self._source_rank


def wait_all(requests, timeout, op_name, pg, statuses=None):
    """Wait for MPI requests, with pauses; DistBackendError after `timeout` (a timedelta)."""
    MPI = _mpi.mpi()  # noqa: N806
    deadline = time.monotonic() + timeout.total_seconds()
    pause = 0.0
    while not _test(MPI, requests, statuses, op_name):
        if time.monotonic() > deadline:
            rank = MPI.COMM_WORLD.Get_rank()
            raise DistBackendError(
                f"[Rank {rank}] {op_name} timed out after {timeout.total_seconds():g} seconds in a group of "
                f"{pg.size()}: some rank did not take part (it may have failed, or be waiting in another "
                "collective). The process group cannot be used any more.")
        time.sleep(pause)
        # From a yield to 1 ms: short collectives finish in the first few tests, long ones cost little CPU.
        pause = min(1e-3, pause * 2 + 1e-6)


def _test(MPI, requests, statuses, op_name):  # noqa: N803
    """Testall, with an MPI failure (a message longer than the receiving tensor, ...) as DistBackendError."""
    try:
        return MPI.Request.Testall(requests, statuses)
    except MPI.Exception as error:
        code = error.Get_error_class()
        if code == MPI.ERR_IN_STATUS and statuses:   # the request's own error is in its status
            code = next((s.Get_error() for s in statuses if s.Get_error() != MPI.SUCCESS), code)
        code = MPI.Get_error_class(code)
        hint = (": the message is longer than the tensor receiving it (send and recv tensors must have the same "
                "size and dtype)" if code == MPI.ERR_TRUNCATE else "")
        raise DistBackendError(f"{op_name} failed in MPI ({MPI.Get_error_string(code)}){hint}") from error
