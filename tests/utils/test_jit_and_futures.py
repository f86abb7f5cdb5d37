"""torch.jit without a compiler (script/trace return what they are given; fork runs at once) and
torch.futures.Future, against PyTorch. Functions are defined at module level: TorchScript reads their
source."""
import threading

import pytest

import gradtable


def _double_then_add(x, y):
    return x * 2 + y


def _grad_of_cube(x):
    y = (x ** 3).sum()
    return gradtable_or_torch(x).autograd.grad([y], [x])[0]


def gradtable_or_torch(x):
    return gradtable if isinstance(x, gradtable.Tensor) else __import__("torch")


def _divide_by_zero(x):
    raise ZeroDivisionError("no")


def test_script_and_trace_compute_what_torch_computes(torch):
    def run(lib):
        x = lib.arange(4.).requires_grad_()
        scripted = lib.jit.script(_double_then_add)
        traced = lib.jit.trace(_double_then_add, (lib.ones(4), lib.ones(4)))
        out = scripted(x, lib.ones(4)) + traced(x, lib.full((4,), 3.))
        out.sum().backward()
        return out.tolist(), x.grad.tolist(), lib.jit.is_scripting(), lib.jit.is_tracing()

    assert run(gradtable) == run(torch)


def test_fork_runs_now_and_wait_returns_its_result(torch):
    def run(lib):
        x = lib.tensor([1., 2.], requires_grad=True)
        future = lib.jit._fork(_grad_of_cube, x)
        done = future.done()
        with pytest.raises(ZeroDivisionError, match="no"):   # raised by fork itself, as PyTorch's
            lib.jit.fork(_divide_by_zero, x)
        return done, lib.jit._wait(future).tolist(), lib.jit.wait(lib.jit.fork(_double_then_add, x, x)).tolist()

    assert run(gradtable) == run(torch)


def test_torchscript_entry_points_warn_as_torch(torch):
    def warned(lib):
        with pytest.warns(DeprecationWarning) as caught:
            lib.jit.script(_double_then_add)
            lib.jit.trace(_double_then_add, (lib.ones(1), lib.ones(1)))
            lib.jit.wait(lib.jit._fork(_double_then_add, lib.ones(1), lib.ones(1)))
        return list(dict.fromkeys(str(w.message) for w in caught))   # (PyTorch's trace warns twice)

    assert warned(gradtable) == warned(torch)


def test_future_completion_callbacks_and_errors(torch):
    def run(lib):
        future = lib.futures.Future()
        seen = []
        future.add_done_callback(lambda f: seen.append(("callback", f.value())))
        chained = future.then(lambda f: f.wait() + 1)
        before = (future.done(), chained.done())
        future.set_result(3)
        with pytest.raises(RuntimeError) as twice:
            future.set_result(4)
        failed = lib.futures.Future()
        failed.set_exception(ValueError("bad"))
        with pytest.raises(ValueError, match="bad"):
            failed.wait()
        with pytest.raises(RuntimeError) as chained_error:
            failed.then(lambda f: f.wait()).wait()
        collected = lib.futures.collect_all([future, chained]).wait()
        return (before, seen, chained.wait(), str(twice.value), str(chained_error.value).splitlines()[0],
                [f.value() for f in collected], lib.futures.wait_all([future, chained]))

    assert run(gradtable) == run(torch)


def test_a_future_completed_by_another_thread_wakes_its_waiter():
    future = gradtable.futures.Future()
    threading.Timer(0.01, future.set_result, args=("late",)).start()
    assert future.wait() == "late"
    with pytest.raises(RuntimeError, match="call wait"):
        gradtable.futures.Future().value()
