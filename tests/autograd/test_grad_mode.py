"""Grad modes: no_grad, enable_grad, set_grad_enabled, inference_mode -- as context managers,
decorators (also of generators) and plain calls -- and their thread-locality.

Each test runs on gradtable and on PyTorch (the `lib` fixture) with literal expectations.
"""
import gc
import sys
import threading

import pytest

import gradtable as gt


@pytest.fixture(autouse=True)
def grad_mode_restored():
    """A failing test must not leave grad mode off for the next ones."""
    yield
    gt.set_grad_enabled(True)


def leaf(lib, data, **kwargs):
    return lib.tensor(data, requires_grad=True, **kwargs)


def records(lib, x):
    y = x * 2
    return y.requires_grad, y.grad_fn is not None


def test_no_grad_context(lib):
    x = leaf(lib, [1.0])
    assert lib.is_grad_enabled()
    with lib.no_grad():
        assert not lib.is_grad_enabled()
        y = x * 2
        assert not y.requires_grad and y.grad_fn is None and y.is_leaf
    assert lib.is_grad_enabled()
    assert records(lib, x) == (True, True)


def test_enable_grad_inside_no_grad(lib):
    x = leaf(lib, [1.0])
    with lib.no_grad():
        with lib.enable_grad():
            assert lib.is_grad_enabled()
            assert records(lib, x) == (True, True)
        assert not lib.is_grad_enabled()
    assert lib.is_grad_enabled()


def test_mode_is_restored_after_an_exception(lib):
    with pytest.raises(ValueError):
        with lib.no_grad():
            raise ValueError
    assert lib.is_grad_enabled()
    with lib.no_grad():
        with pytest.raises(ValueError):
            with lib.enable_grad():
                raise ValueError
        assert not lib.is_grad_enabled()


def test_decorators(lib):
    x = leaf(lib, [1.0])

    @lib.no_grad()
    def f():
        return lib.is_grad_enabled(), records(lib, x)

    @lib.no_grad
    def g():
        return records(lib, x)

    @lib.enable_grad()
    def h():
        return records(lib, x)

    @lib.enable_grad
    def k():
        return lib.is_grad_enabled()

    assert f() == (False, (False, False))
    assert g() == (False, False)
    with lib.no_grad():
        assert h() == (True, True)
        assert k() is True
        assert not lib.is_grad_enabled()
    assert f.__name__ == "f"  # functools.wraps


def test_decorated_function_restores_mode_after_exception(lib):
    @lib.no_grad()
    def boom():
        raise KeyError

    with pytest.raises(KeyError):
        boom()
    assert lib.is_grad_enabled()


def test_set_grad_enabled_as_plain_call(lib):
    x = leaf(lib, [1.0])
    try:
        lib.set_grad_enabled(False)
        assert not lib.is_grad_enabled()
        assert records(lib, x) == (False, False)
        lib.set_grad_enabled(True)
        assert lib.is_grad_enabled()
        assert records(lib, x) == (True, True)
    finally:
        lib.set_grad_enabled(True)


def test_set_grad_enabled_as_context_manager(lib):
    with lib.set_grad_enabled(False):
        assert not lib.is_grad_enabled()
    assert lib.is_grad_enabled()
    with lib.no_grad():
        with lib.set_grad_enabled(True):
            assert lib.is_grad_enabled()
        assert not lib.is_grad_enabled()


def test_set_grad_enabled_as_decorator(lib):
    @lib.set_grad_enabled(False)
    def f():
        return lib.is_grad_enabled()

    assert lib.is_grad_enabled()  # decorating does not change the mode
    assert f() is False
    assert lib.is_grad_enabled()


def test_set_grad_enabled_needs_a_bool(lib):
    with pytest.raises(TypeError) as info:
        lib.set_grad_enabled(1)
    assert str(info.value) == "set_grad_enabled(): argument 'enabled' (position 1) must be bool, not int"
    assert lib.is_grad_enabled()


def test_no_grad_enter_returns_none(lib):
    assert type(lib.no_grad()).__name__ == "no_grad"
    assert lib.no_grad().__enter__() is None
    lib.set_grad_enabled(True)


def test_decorated_generators_run_their_body_in_the_mode(lib):
    @lib.no_grad()
    def gen():
        got = yield lib.is_grad_enabled()
        yield (got, lib.is_grad_enabled())
        return "done"

    g = gen()
    assert next(g) is False
    assert lib.is_grad_enabled()  # the caller's mode between steps
    assert g.send("hello") == ("hello", False)
    with pytest.raises(StopIteration) as info:
        next(g)
    assert info.value.value == "done"

    @lib.enable_grad()
    def gen2():
        yield lib.is_grad_enabled()

    with lib.no_grad():
        assert list(gen2()) == [True]


def test_decorated_generator_throw_and_close(lib):
    seen = []

    @lib.no_grad()
    def gen():
        try:
            yield 1
        except ValueError:
            seen.append(("caught", lib.is_grad_enabled()))
            yield 2
        finally:
            seen.append(("finally", lib.is_grad_enabled()))

    g = gen()
    assert next(g) == 1
    assert g.throw(ValueError) == 2
    g.close()
    assert seen == [("caught", False), ("finally", False)]
    assert lib.is_grad_enabled()


def test_inference_mode(lib):
    x = leaf(lib, [1.0])
    assert not lib.is_inference_mode_enabled()
    with lib.inference_mode():
        assert lib.is_inference_mode_enabled() and not lib.is_grad_enabled()
        y = x * 2
        assert not y.requires_grad and y.is_inference()
        assert not x.is_inference()
        with lib.inference_mode(False):
            # inference_mode(False) turns inference off and grad mode back on
            assert not lib.is_inference_mode_enabled() and lib.is_grad_enabled()
        assert lib.is_inference_mode_enabled() and not lib.is_grad_enabled()
    assert not lib.is_inference_mode_enabled() and lib.is_grad_enabled()
    assert not (x * 2).is_inference()


def test_inference_mode_false_enables_grad_even_inside_no_grad(lib):
    with lib.no_grad():
        with lib.inference_mode(False):
            assert lib.is_grad_enabled()
        assert not lib.is_grad_enabled()


def test_inference_mode_decorators(lib):
    @lib.inference_mode()
    def f():
        return lib.is_inference_mode_enabled(), lib.is_grad_enabled()

    @lib.inference_mode
    def g():
        return lib.is_inference_mode_enabled()

    @lib.inference_mode(False)
    def h():
        return lib.is_inference_mode_enabled(), lib.is_grad_enabled()

    assert f() == (True, False)
    assert g() is True
    with lib.inference_mode():
        assert h() == (False, True)
    assert not lib.is_inference_mode_enabled()


def test_grad_mode_is_thread_local(lib):
    """A no_grad block in one thread does not change what another thread records."""
    results = {}
    main_in_no_grad = threading.Event()
    worker_done = threading.Event()

    def worker():
        main_in_no_grad.wait()
        results["worker enabled"] = lib.is_grad_enabled()
        results["worker records"] = records(lib, leaf(lib, [1.0]))
        worker_done.set()

    t = threading.Thread(target=worker)
    t.start()
    with lib.no_grad():
        main_in_no_grad.set()
        worker_done.wait()
        results["main enabled"] = lib.is_grad_enabled()
        results["main records"] = records(lib, leaf(lib, [1.0]))
    t.join()
    assert results == {"worker enabled": True, "worker records": (True, True),
                       "main enabled": False, "main records": (False, False)}


def test_no_grad_in_a_thread_does_not_leak_into_the_main_thread(lib):
    inside = threading.Event()
    release = threading.Event()

    def worker():
        with lib.no_grad():
            inside.set()
            release.wait()

    t = threading.Thread(target=worker)
    t.start()
    inside.wait()
    try:
        assert lib.is_grad_enabled()
        assert records(lib, leaf(lib, [1.0])) == (True, True)
    finally:
        release.set()
        t.join()


def test_new_threads_start_with_grad_enabled(lib):
    seen = {}
    with lib.no_grad():
        t = threading.Thread(target=lambda: seen.setdefault("enabled", lib.is_grad_enabled()))
        t.start()
        t.join()
    assert seen == {"enabled": True}


def test_inference_mode_is_thread_local():
    seen = {}
    with gt.inference_mode():
        t = threading.Thread(target=lambda: seen.update(inference=gt.is_inference_mode_enabled(),
                                                        grad=gt.is_grad_enabled()))
        t.start()
        t.join()
    assert seen == {"inference": False, "grad": True}


def test_many_threads_toggling_modes():
    """Threads switching modes concurrently each see only their own switches."""
    errors = []
    barrier = threading.Barrier(4)

    def worker(enabled):
        barrier.wait()
        for _ in range(500):
            with gt.set_grad_enabled(enabled):
                x = gt.tensor([1.0], requires_grad=True)
                if (x * 2).requires_grad is not enabled or gt.is_grad_enabled() is not enabled:
                    errors.append(enabled)
        if not gt.is_grad_enabled():
            errors.append("not restored")

    threads = [threading.Thread(target=worker, args=(i % 2 == 0,)) for i in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []


def test_a_thread_that_ends_in_no_grad_leaves_the_others_recording(lib):
    """Ops read a process-wide "every thread has the default modes" flag before their thread's own mode
    (grad_mode.departed); a thread that ends inside no_grad or inference_mode must not leave it wrong."""
    def worker():
        lib.set_grad_enabled(False)
        lib.inference_mode().__enter__()   # never left: the thread ends in it

    t = threading.Thread(target=worker)
    t.start()
    t.join()
    gc.collect()
    assert lib.is_grad_enabled() and not lib.is_inference_mode_enabled()
    assert records(lib, leaf(lib, [1.0])) == (True, True)
    assert not lib.ones(2).is_inference()


def test_the_departed_threads_follow_every_mode_change():
    from gradtable.autograd.grad_mode import departed
    assert not departed
    with gt.no_grad():
        assert len(departed) == 1
        with gt.enable_grad():
            assert not departed   # (this thread is back at the defaults, and no other left them)
        with gt.inference_mode():
            assert len(departed) == 1 and gt.ones(1).is_inference()
    with gt.autograd._force_original_view_tracking(True):
        assert len(departed) == 1
    assert not departed
    stop, inside = threading.Event(), threading.Event()

    def worker():
        with gt.no_grad():
            inside.set()
            stop.wait()

    t = threading.Thread(target=worker)
    t.start()
    inside.wait()
    try:
        assert len(departed) == 1
        assert records(gt, leaf(gt, [1.0])) == (True, True)   # this thread still records
        assert not gt.ones(1).is_inference()
    finally:
        stop.set()
        t.join()
    gc.collect()
    assert not departed


def test_a_thread_mark_dropped_after_module_teardown_is_quiet(monkeypatch):
    """At interpreter exit module globals read None before the last threads' grad states are dropped (seen
    at the end of a pytest run: "Exception ignored in _ThreadMark.__del__"): a mark must not need its module."""
    from gradtable.autograd import grad_mode
    seen = []
    monkeypatch.setattr(sys, "unraisablehook", seen.append)
    kept = grad_mode.departed
    mark = grad_mode._ThreadMark()
    kept.add(id(mark))
    monkeypatch.setattr(grad_mode, "departed", None)
    key = id(mark)
    del mark
    gc.collect()
    assert not seen and key not in kept
