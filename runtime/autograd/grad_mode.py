"""Grad modes: whether ops record themselves into the autograd graph.

The flags are thread-local, as in PyTorch: a `no_grad` block in one thread
does not change what another thread records.
"""
import functools
import inspect
import threading
import warnings

#: The threads whose grad state is not the default (grad off, inference mode or forced view replay), by
#: their marks' keys. Every op reads its thread's grad mode, and a `threading.local` attribute costs ~27 ns
#: against ~4 ns for this set's truth: the hottest readers (op_support.must_record, Tensor._make) test
#: `departed` first and read their thread's state only when some thread has left the defaults (a `no_grad`
#: block, an optimizer's step). A set's add and discard are each one step under the GIL: no lock.
departed = set()
_local_setattr = threading.local.__setattr__


class _ThreadMark:
    """A thread's key in `departed`. Its thread's grad state holds it, so when a thread ends outside the
    defaults (inside no_grad) and its state is dropped, its key leaves the set."""

    __slots__ = ()

    def __del__(self, departed=departed):
        # (the set as a default: at interpreter exit module globals are cleared before the last threads'
        # states are dropped, and a global's name would read None)
        departed.discard(id(self))


class _GradState(threading.local):
    """Per-thread switches read by every op call (kept as plain attributes: fast). A store that takes the
    thread away from the defaults, or back, updates `departed` (stores happen at mode changes, not per op:
    ~0.4 us more each)."""

    def __init__(self):
        _local_setattr(self, "enabled", True)
        _local_setattr(self, "inference", False)
        # torch.autograd._force_original_view_tracking: a view whose history is rebuilt after an
        # in-place change gets its own view op's node (ViewBackward0) instead of AsStridedBackward0
        _local_setattr(self, "view_replay", False)
        _local_setattr(self, "_mark", _ThreadMark())

    def __setattr__(self, name, value):
        _local_setattr(self, name, value)
        if not self.enabled or self.inference or self.view_replay:
            departed.add(id(self._mark))
        else:
            departed.discard(id(self._mark))


state = _GradState()


def is_grad_enabled() -> bool:
    return state.enabled


def is_inference_mode_enabled() -> bool:
    return state.inference


class _GradModeContext:
    """Base for context managers that also work as decorators."""

    def __call__(self, fn):
        if inspect.isclass(fn):
            warnings.warn("Decorating classes is deprecated and will be disabled in future versions. You should only "
                          "decorate functions or methods. To preserve the current behavior of class decoration, you "
                          "can directly decorate the `__init__` method and nothing else.", FutureWarning, stacklevel=2)
            cls = fn

            def fn(*args, **kwargs):   # (as PyTorch: the class is replaced by a function that makes one)
                return cls(*args, **kwargs)
        if inspect.isgeneratorfunction(fn):
            return self._wrap_generator(fn)

        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            with self.__class__(*self._init_args()):
                return fn(*args, **kwargs)
        return wrapper

    def _wrap_generator(self, fn):
        """A decorated generator runs each step of its body in the mode (as in PyTorch),
        not just the call that creates the generator; the caller's mode holds in between."""
        mode = self

        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            gen = fn(*args, **kwargs)
            step, value = gen.send, None
            while True:
                try:
                    with mode.clone():
                        out = step(value)
                except StopIteration as stop:
                    return stop.value
                step = gen.send
                try:
                    value = yield out
                except GeneratorExit:
                    with mode.clone():
                        gen.close()
                    raise
                except BaseException as exc:  # thrown in by the caller: pass it to the body
                    step, value = gen.throw, exc
        return wrapper

    def _init_args(self):
        return ()

    def clone(self):
        return self.__class__(*self._init_args())


class no_grad(_GradModeContext):
    """Disable recording: results of ops have no grad_fn and do not require grad."""

    def __init__(self, orig_func=None):
        self._orig = orig_func

    def __new__(cls, orig_func=None):
        # Allow bare decorator use: @no_grad (as well as @no_grad()).
        if orig_func is not None and callable(orig_func):
            return cls()(orig_func)
        return super().__new__(cls)

    def __enter__(self):
        self._prev = state.enabled
        state.enabled = False

    def __exit__(self, *exc):
        state.enabled = self._prev
        return False


class enable_grad(_GradModeContext):
    """Re-enable recording inside a no_grad block."""

    def __new__(cls, orig_func=None):
        if orig_func is not None and callable(orig_func):
            return cls()(orig_func)
        return super().__new__(cls)

    def __init__(self, orig_func=None):
        pass

    def __enter__(self):
        self._prev = state.enabled
        state.enabled = True

    def __exit__(self, *exc):
        state.enabled = self._prev
        return False


class set_grad_enabled(_GradModeContext):
    """Set grad mode. Takes effect immediately (plain call) and is undone
    when used as a context manager exits, as in PyTorch."""

    def __init__(self, mode):
        if not isinstance(mode, bool):
            raise TypeError(f"set_grad_enabled(): argument 'enabled' (position 1) must be bool, "
                            f"not {type(mode).__name__}")
        self._prev = state.enabled
        self._mode = mode
        state.enabled = mode

    def _init_args(self):
        return (self._mode,)

    def __call__(self, fn):
        # Used as a decorator: undo the immediate effect of construction.
        state.enabled = self._prev
        return super().__call__(fn)

    def __enter__(self):
        pass

    def __exit__(self, *exc):
        state.enabled = self._prev
        return False


class inference_mode(_GradModeContext):
    """Like no_grad, and marks the block as inference-only (tensors made here
    are inference tensors: they cannot be saved for backward, nor changed in place outside
    inference mode; see inplace.py)."""

    def __new__(cls, mode=True):
        if callable(mode) and not isinstance(mode, bool):
            return cls()(mode)
        return super().__new__(cls)

    def __init__(self, mode=True):
        self._mode = mode

    def _init_args(self):
        return (self._mode,)

    def __enter__(self):
        self._prev = (state.enabled, state.inference)
        # As PyTorch: inference_mode(False) turns grad mode on (even inside no_grad).
        state.enabled = not self._mode
        state.inference = bool(self._mode)

    def __exit__(self, *exc):
        state.enabled, state.inference = self._prev
        return False


class set_multithreading_enabled(_GradModeContext):
    """Enable or disable multithreaded backward, as a function call or a context manager
    (restoring the previous setting on exit); thread-local, as in PyTorch.

    PyTorch runs the backward of accelerator tensors on per-device worker threads and this
    switches that off. gradtable has no devices and its backward always runs on the calling
    thread, so the setting is kept (for code that reads it back) and changes nothing.
    """

    def __init__(self, mode):
        self.prev = _is_multithreading_enabled()
        state.multithreading = bool(mode)
        self.mode = mode

    def __enter__(self):
        pass

    def __exit__(self, *exc):
        state.multithreading = self.prev

    def _init_args(self):
        return (self.mode,)


def _is_multithreading_enabled():
    """PyTorch's torch._C._is_multithreading_enabled (True unless switched off in this thread)."""
    return getattr(state, "multithreading", True)


def is_multithreading_enabled():
    """torch.autograd.is_multithreading_enabled: see set_multithreading_enabled."""
    return _is_multithreading_enabled()


def is_view_replay_enabled():
    """torch.autograd.is_view_replay_enabled: see _force_original_view_tracking."""
    return state.view_replay


class _force_original_view_tracking(_GradModeContext):
    """torch.autograd._force_original_view_tracking(mode), as a function call or a context manager
    (restoring the previous setting on exit): with it on, a view whose memory an in-place op changed gets
    its history rebuilt through its own view ops (its grad_fn is ViewBackward0, SelectBackward0, ...),
    where by default it is one AsStridedBackward0, as PyTorch does. Thread-local."""

    def __init__(self, mode):
        self.prev = state.view_replay
        state.view_replay = bool(mode)
        self.mode = mode

    def __enter__(self):
        pass

    def __exit__(self, *exc):
        state.view_replay = self.prev

    def _init_args(self):
        return (self.mode,)
