"""A chain of reentrant backwards deeper than one thread's stack allows continues on fresh threads
(runtime/autograd/reentrant.py), as PyTorch's engine hands it to a pool thread past depth 60."""
import threading

import pytest

from gradtable.autograd import reentrant


def _deep_chain(lib, depth, on_each_level=None):
    """PyTorch's own deep-reentrant program: each backward starts the next level's backward."""
    class DeepReentrant(lib.autograd.Function):
        @staticmethod
        def forward(ctx, x):
            with lib.enable_grad():
                ctx.x = x.detach().requires_grad_(True) - 1
            return ctx.x.detach()

        @staticmethod
        def backward(ctx, grad):
            if on_each_level is not None:
                on_each_level()
            if ctx.x < 0:
                return grad
            with lib.enable_grad():
                DeepReentrant.apply(ctx.x).sum().backward()
            return grad * 2

    v = lib.tensor(float(depth), requires_grad=True)
    DeepReentrant.apply(v).sum().backward()
    return v.grad.item()


def test_a_deep_reentrant_chain_runs_as_in_pytorch(lib):
    # 300 levels of about ten frames each pass Python's default recursion limit on one thread
    assert _deep_chain(lib, 300) == 2.0
    assert _deep_chain(lib, 30) == 2.0   # and again, shallow, on the caller's thread


def test_the_fresh_threads_start_from_the_callers_autograd_state(lib):
    threads, modes = set(), set()

    def look():
        threads.add(threading.get_ident())
        modes.add(lib.is_grad_enabled())

    _deep_chain(lib, 150, look)
    assert modes == {False}          # a backward runs its nodes without grad mode, on every thread
    if lib.__name__ == "gradtable":
        assert len(threads) == 150 // reentrant.MAX_DEPTH + 1


def test_an_error_deep_in_the_chain_reaches_the_caller(lib):
    levels = []

    def fail_at_depth():
        levels.append(1)
        if len(levels) == 100:
            raise ValueError("deep failure")

    with pytest.raises(ValueError, match="deep failure"):
        _deep_chain(lib, 150, fail_at_depth)
