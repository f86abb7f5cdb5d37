"""torch.futures: a Future holds the result of work that may finish later (what torch.jit.fork returns,
and what distributed work objects hand out). gradtable runs such work at once, on the calling thread,
as PyTorch's fork does outside TorchScript, so most Futures are complete when made; a Future made
empty, `Future()`, is completed by set_result/set_exception, from any thread."""
import threading

__all__ = ["Future", "collect_all", "wait_all"]


class Future:
    """A value, or an error, that becomes available once (set_result / set_exception)."""

    def __init__(self, *, devices=None):
        self._condition = threading.Condition()
        self._completed = False
        self._result = None
        self._error = None
        self._callbacks = []

    def done(self):
        """Whether a result or an error has been set."""
        return self._completed

    def _complete(self, result, error):
        with self._condition:
            if self._completed:
                raise RuntimeError("Attempting to mark a completed Future as complete again. Note that a Future can "
                                   "only be marked completed once.")
            self._result, self._error, self._completed = result, error, True
            callbacks, self._callbacks = self._callbacks, []
            self._condition.notify_all()
        for callback in callbacks:
            callback(self)

    def set_result(self, result):
        self._complete(result, None)

    def set_exception(self, result):
        if not isinstance(result, BaseException):
            raise TypeError(f"set_exception expects an exception, got {type(result).__name__}")
        self._complete(None, result)

    def wait(self):
        """Block until the Future completes; its result, or its error raised."""
        with self._condition:
            while not self._completed:
                self._condition.wait()
        return self.value()

    def value(self):
        """The result of a completed Future (its error raised); call wait() on one that may not be."""
        if not self._completed:
            raise RuntimeError("Future.value() was called on a Future that is not completed yet: call wait() "
                               "to block until it is")
        if self._error is not None:
            raise self._error
        return self._result

    def add_done_callback(self, callback):
        """callback(self) once the Future completes (now, if it has)."""
        with self._condition:
            if not self._completed:
                self._callbacks.append(callback)
                return
        callback(self)

    def then(self, callback):
        """A new Future completed with callback(self), or with the error the callback raised."""
        chained = Future()

        def run(done):
            try:
                chained.set_result(callback(done))
            except Exception as error:  # noqa: BLE001  (the chained Future carries it, as PyTorch's)
                chained.set_exception(RuntimeError(
                    f"Got the following error when running the callback: {type(error).__name__}: {error}"))

        self.add_done_callback(run)
        return chained


def collect_all(futures):
    """A Future completed, once all of `futures` are, with the list of them."""
    futures = list(futures)
    collected = Future()
    remaining = [len(futures)]
    lock = threading.Lock()

    def one_done(_):
        with lock:
            remaining[0] -= 1
            last = remaining[0] == 0
        if last:
            collected.set_result(futures)

    if not futures:
        collected.set_result([])
    for future in futures:
        future.add_done_callback(one_done)
    return collected


def wait_all(futures):
    """The results of `futures`, waiting for each (the first error is raised)."""
    return [future.wait() for future in futures]
