"""(g) torch.func transforms, gradtable against PyTorch in one process (`make bench`).

- the 100x100 Hessian of sum(tanh(A @ x) ** 2), with func.hessian (jacfwd of jacrev): target at most
  PyTorch's time;
- per-sample gradients of a small MLP (784-64-10, tanh, cross-entropy), batch 64, with
  vmap(grad(loss), in_dims=(None, 0, 0)) and functional_call, against torch.func's and against a
  Python loop of one backward per sample (gradtable's own loop, the thing vmap replaces).

Both libraries run on one thread and alternate call by call; the results are checked to agree before
anything is timed. Times are medians over rounds of warmed-up calls.
"""
import statistics
import time

import numpy as np
from threadpoolctl import threadpool_limits

import gradtable as gt

HESSIAN_N = 100
SAMPLES, MLP_IN, MLP_HIDDEN, MLP_OUT = 64, 784, 64, 10


def hessian_case(lib):
    rng = np.random.default_rng(0)
    a = lib.tensor(rng.standard_normal((HESSIAN_N, HESSIAN_N)) / HESSIAN_N ** 0.5)
    x = lib.tensor(rng.standard_normal(HESSIAN_N))
    h = lib.func.hessian(lambda v: (lib.tanh(a @ v) ** 2).sum())
    return lambda: h(x)


def _mlp_data(lib):
    rng = np.random.default_rng(1)
    params = {"w1": lib.tensor(rng.standard_normal((MLP_HIDDEN, MLP_IN)) * 0.05),
              "b1": lib.tensor(np.zeros(MLP_HIDDEN)),
              "w2": lib.tensor(rng.standard_normal((MLP_OUT, MLP_HIDDEN)) * 0.1),
              "b2": lib.tensor(np.zeros(MLP_OUT))}
    x = lib.tensor(rng.standard_normal((SAMPLES, MLP_IN)))
    y = lib.tensor(rng.integers(0, MLP_OUT, SAMPLES))
    model = lib.nn.Sequential(lib.nn.Linear(MLP_IN, MLP_HIDDEN), lib.nn.Tanh(), lib.nn.Linear(MLP_HIDDEN, MLP_OUT))
    names = dict(zip(("0.weight", "0.bias", "2.weight", "2.bias"), ("w1", "b1", "w2", "b2")))
    return model, {k: params[v] for k, v in names.items()}, x, y


def per_sample_case(lib):
    model, params, x, y = _mlp_data(lib)
    F = lib.nn.functional

    def loss(p, xi, yi):
        return F.cross_entropy(lib.func.functional_call(model, p, (xi.unsqueeze(0),)), yi.unsqueeze(0))

    per_sample = lib.func.vmap(lib.func.grad(loss), in_dims=(None, 0, 0))
    return lambda: per_sample(params, x, y)


def loop_case(lib):
    """One forward and backward per sample, the gradients stacked: what vmap(grad) replaces."""
    model, params, x, y = _mlp_data(lib)
    leaves = {k: v.clone().requires_grad_() for k, v in params.items()}
    F = lib.nn.functional

    def run():
        grads = {k: [] for k in leaves}
        for i in range(SAMPLES):
            out = lib.func.functional_call(model, leaves, (x[i:i + 1],))
            g = lib.autograd.grad(F.cross_entropy(out, y[i:i + 1]), list(leaves.values()))
            for k, gk in zip(leaves, g):
                grads[k].append(gk)
        return {k: lib.stack(v) for k, v in grads.items()}
    return run


def _median_ms(runners, rounds=3, repeats=10):
    times = {name: [] for name in runners}
    for _ in range(rounds):
        for name, run in runners.items():
            run()
            for _ in range(repeats):
                start = time.perf_counter()
                run()
                times[name].append(time.perf_counter() - start)
    return {name: 1e3 * statistics.median(t) for name, t in times.items()}


def _agree(a, b, tol=1e-8):
    a = a.detach().numpy() if hasattr(a, "detach") else a
    b = b.detach().numpy() if hasattr(b, "detach") else b
    return float(np.max(np.abs(a - b)) / max(np.max(np.abs(b)), 1e-300)) <= tol


def run(torch, repeats=None):
    """Print the (g) rows; returns whether the results agreed (timed only then)."""
    print("\n(g) torch.func transforms, float64, one thread, gradtable vs PyTorch (median of 3 x "
          f"{repeats or 10} calls)")
    if torch is None:
        print("  torch not installed: skipped")
        return True
    torch.set_num_threads(1)
    with threadpool_limits(1):
        hess = {"gradtable": hessian_case(gt), "torch": hessian_case(torch)}
        per_sample = {"gradtable": per_sample_case(gt), "torch": per_sample_case(torch),
                      "gradtable loop": loop_case(gt)}
        ok = _agree(hess["gradtable"](), hess["torch"]())
        ours, theirs, looped = per_sample["gradtable"](), per_sample["torch"](), per_sample["gradtable loop"]()
        ok &= all(_agree(ours[k], theirs[k]) and _agree(looped[k], theirs[k]) for k in theirs)
        if not ok:
            print("  MISMATCH between gradtable and PyTorch: not timed")
            return False
        h = _median_ms(hess, repeats=repeats or 10)
        p = _median_ms(per_sample, repeats=repeats or 10)
    print(f"  {'':<44}{'gradtable':>12}{'torch':>12}{'gradtable/torch':>18}")
    print(f"  {f'hessian {HESSIAN_N}x{HESSIAN_N} of sum(tanh(A @ x) ** 2)':<44}{h['gradtable']:>9.2f} ms"
          f"{h['torch']:>9.2f} ms{h['gradtable'] / h['torch']:>17.2f}x")
    print(f"  {f'per-sample grads, MLP {MLP_IN}-{MLP_HIDDEN}-{MLP_OUT}, batch {SAMPLES}':<44}"
          f"{p['gradtable']:>9.2f} ms{p['torch']:>9.2f} ms{p['gradtable'] / p['torch']:>17.2f}x")
    print(f"  {'  the same as a Python loop of backward()s':<44}{p['gradtable loop']:>9.2f} ms{'':>12}"
          f"{'':>18}  vmap is {p['gradtable loop'] / p['gradtable']:.1f}x faster than the loop")
    r = h["gradtable"] / h["torch"]
    print(f"  target: hessian gradtable/torch <= 1 -> {'MET' if r <= 1 else 'NOT MET'} ({r:.2f}x)")
    return True
