"""(i) a large broadcast add, forward and backward (`make bench`): `(a + b).sum().backward()` with
a of shape (1000, 1000) and b of shape (1000,), float32, both requiring grad; beside the NumPy
floor (`y = a + b; y.sum()`, then the two gradients: a's a fresh array of ones, b's the column sums
of it) and PyTorch. The arithmetic is a few passes over 4 MB arrays, so what this row shows is the
cost of the large temporaries: each step allocates two 4 MB arrays and frees them, and whether the
C allocator gives that memory back to the operating system and faults it in again next step
(minor page faults per step, read with getrusage) decides much of the time.

gradtable and NumPy alternate step by step, PyTorch with them, one thread, thread CPU time
(real_models.CLOCK: the page faults are counted in it, as kernel time of the thread).
"""
import resource
import statistics

import numpy as np
from real_models import CLOCK
from threadpoolctl import threadpool_limits

import gradtable as gt

SHAPE = (1000, 1000)


def _faults():
    return resource.getrusage(resource.RUSAGE_SELF).ru_minflt


def runners(torch):
    rng = np.random.default_rng(0)
    a0 = rng.standard_normal(SHAPE).astype(np.float32)
    b0 = rng.standard_normal(SHAPE[1:]).astype(np.float32)

    def autograd(lib):
        a, b = lib.tensor(a0, requires_grad=True), lib.tensor(b0, requires_grad=True)

        def step():
            a.grad = b.grad = None
            (a + b).sum().backward()
        return step

    def floor():
        y = a0 + b0
        y.sum()
        ga = np.ones_like(y)
        ga.sum(axis=0)

    out = {"gradtable": autograd(gt), "numpy": floor}
    if torch is not None:
        out["torch"] = autograd(torch)
    return out


def measure(steps, repeats):
    """Median thread CPU seconds and mean minor faults per step of each, steps alternating."""
    times = {name: [] for name in steps}
    faults = {name: 0 for name in steps}
    names = list(steps)
    for i in range(repeats + 3):
        for name in (names if i % 2 == 0 else names[::-1]):
            f0, t0 = _faults(), CLOCK()
            steps[name]()
            t1, f1 = CLOCK(), _faults()
            if i >= 3:   # three warm-up steps
                times[name].append(t1 - t0)
                faults[name] += f1 - f0
    return {name: (statistics.median(times[name]), faults[name] / repeats) for name in steps}


def run(torch, repeats=None):
    print("\n(i) broadcast add (1000, 1000) + (1000,) float32, (a + b).sum().backward(); NumPy floor: the same passes")
    print("    by hand; steps alternating, 1 thread, thread CPU time; minor page faults per step (getrusage)")
    previous = torch.get_num_threads() if torch is not None else None
    if torch is not None:
        torch.set_num_threads(1)
    try:
        with threadpool_limits(1, user_api="blas"):
            result = measure(runners(torch), repeats or 30)
    finally:
        if torch is not None:
            torch.set_num_threads(previous)
    floor = result["numpy"][0]
    for name, (seconds, faults) in result.items():
        print(f"  {name:<10}{seconds * 1e3:>8.2f} ms  {seconds / floor:>5.2f}x the floor  {faults:>7.0f} faults/step")
    return True
