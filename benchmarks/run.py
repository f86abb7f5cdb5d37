"""gradtable vs hand-written NumPy vs PyTorch, side by side in one run (`make bench`).

(a) a 1000-op chain of small elementwise ops on a (16,) float32 tensor, forward + backward:
    microseconds per op, i.e. the per-op overhead of dispatch, graph recording and the engine.
(b) one SGD training step of an MLP 784-1024-1024-10 (ReLU), batch 256, float32, softmax
    cross-entropy: milliseconds per step, where the matrix products should dominate.
(c) peak memory of one MLP step (tracemalloc; gradtable and NumPy only).
(d) a conv2d + max_pool2d layer (batch 32, 16 -> 32 channels, 3x3, padding 1, 32x32 images, 2x2 pool),
    forward + backward to the input, weight and bias: milliseconds; NumPy is im2col + one matrix product.
(e) training steps of real models (a GPT, a tiny GPT, a character LSTM, a small CNN) against PyTorch
    with the same weights, on one thread (benchmarks/real_models.py).
(f) data-parallel training: a tiny GPT under DistributedDataParallel, samples/s on 1 and 2 processes
    (benchmarks/data_parallel.py).
(g) torch.func: a 100x100 Hessian, and per-sample gradients of a small MLP against torch.func and
    against a Python loop (benchmarks/func_transforms.py).
(h) the per-call cost of the composites small models call most (matmul, linear, view, reshape, expand,
    softmax, cross_entropy, layer_norm, embedding, masked_fill) against PyTorch (benchmarks/composites.py).
(i) a broadcast add (1000, 1000) + (1000,), forward and backward, against the NumPy floor and PyTorch,
    with the page faults of each step (benchmarks/broadcast.py).
(j) the time of `import gradtable` beside `import torch`, in fresh processes (benchmarks/import_time.py).

The three implementations are first checked to agree numerically (gradients of the chain, the
MLP's loss, weight gradients and updated weights); timings are medians over rounds of warmed-up
blocks. `--profile` adds a cProfile of the gradtable side of (a), (b) and (d).
See benchmarks/README.md for how to read the output.
"""
import argparse
import cProfile
import ctypes
import gc
import io
import os
import platform
import pstats
import statistics
import sys
import time
import tracemalloc

import numpy as np

import gradtable as gt

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))  # (when loaded by path, as the tests do)
import broadcast  # noqa: E402
import composites  # noqa: E402
import data_parallel  # noqa: E402
import func_transforms  # noqa: E402
import import_time  # noqa: E402
import real_models  # noqa: E402

try:
    import torch
except ImportError:  # the column says so
    torch = None

NO_TORCH = "torch not installed"

# -- settings ----------------------------------------------------------------
CHAIN_SHAPE = (16,)
# One cycle is 5 ops: y*A, y+B, sin(y), -y, exp(y), i.e. y <- exp(-sin(A*y + B)). With these
# constants the map has an attracting fixed point whose slope is just below 1 in size, so after
# 1000 ops the gradient is small but far from float32 underflow (denormals would distort the
# timing and make the gradient check vacuous), and rounding differences are not amplified.
CHAIN_A, CHAIN_B = 2.5, -0.5
CHAIN_OPS_PER_CYCLE = 5
CHAIN_CYCLES = 200
CHAIN_OPS = CHAIN_OPS_PER_CYCLE * CHAIN_CYCLES  # 1000; .sum() and the backward root not counted
CHAIN_TARGET_US = 5.0

MLP_SIZES = (784, 1024, 1024, 10)
MLP_BATCH = 256
MLP_LR = 0.01
MLP_TARGET_RATIO = 1.05

CONV_BATCH, CONV_IN, CONV_OUT, CONV_KERNEL, CONV_SIZE, CONV_POOL = 32, 16, 32, 3, 32, 2
CONV_PADDING = CONV_KERNEL // 2   # "same" size before the pool


# -- threading ---------------------------------------------------------------

def numpy_blas_info():
    """(name, threads, how we know) for the BLAS behind NumPy's matmul."""
    name = "BLAS"
    try:
        name = np.show_config(mode="dicts")["Build Dependencies"]["blas"]["name"]
    except Exception:  # older NumPy, or no config
        pass
    get, _ = _numpy_blas_functions()
    if get is not None:
        return name, get(), "asked the BLAS library"
    try:
        from threadpoolctl import threadpool_info
        for pool in threadpool_info():
            if pool.get("user_api") == "blas" and "torch" not in pool.get("filepath", ""):
                return pool.get("internal_api", name), int(pool["num_threads"]), "threadpoolctl"
    except Exception:
        pass
    for var in ("OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS", "OMP_NUM_THREADS"):
        if os.environ.get(var, "").isdigit():
            return name, int(os.environ[var]), f"from ${var}"
    return name, _cpu_count(), "assumed: one per available core"


def set_numpy_blas_threads(n):
    """Set NumPy's BLAS thread count (for --threads); False if that is not possible here."""
    _, set_ = _numpy_blas_functions()
    if set_ is not None:
        set_(n)
        return True
    try:
        from threadpoolctl import threadpool_limits
        set_numpy_blas_threads.keep = threadpool_limits(limits=n, user_api="blas")
        return True
    except Exception:
        return False


_GET = ("scipy_openblas_get_num_threads64_", "scipy_openblas_get_num_threads", "openblas_get_num_threads64_",
        "openblas_get_num_threads", "MKL_Get_Max_Threads")
_SET = ("scipy_openblas_set_num_threads64_", "scipy_openblas_set_num_threads", "openblas_set_num_threads64_",
        "openblas_set_num_threads", "MKL_Set_Num_Threads")


def _numpy_blas_functions():
    """(get, set) for the thread count of the OpenBLAS/MKL NumPy has loaded (Linux), or (None, None)."""
    np.ones((2, 2)) @ np.ones((2, 2))  # make sure the library is loaded
    try:
        with open("/proc/self/maps") as f:
            paths = {line.split()[-1] for line in f
                     if ("blas" in line.lower() or "mkl" in line.lower()) and ".so" in line}
    except OSError:
        return None, None
    for path in sorted(paths):
        if not path.startswith("/") or "torch" in path:  # torch's own libraries are not NumPy's
            continue
        try:
            lib = ctypes.CDLL(path)
        except OSError:
            continue
        for get_name, set_name in zip(_GET, _SET):
            get, set_ = getattr(lib, get_name, None), getattr(lib, set_name, None)
            if get is not None and set_ is not None:
                get.restype = ctypes.c_int
                set_.argtypes = [ctypes.c_int]
                set_.restype = None
                return get, set_
    return None, None


def _cpu_count():
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:
        return os.cpu_count() or 1


# -- timing helpers ----------------------------------------------------------

def timed(runners, warmup, repeats, rounds=3):
    """Median time of each phase, per implementation. gradtable and the hand-written NumPy (same
    NumPy, same BLAS threads) run interleaved step by step in one block, alternating which goes
    first, so a shared machine's drift hits both alike and their ratio is steadier than either
    time. PyTorch runs as a block of its own: NumPy's OpenBLAS threads and torch's OpenMP threads
    each spin for a while after a call, so alternating the two libraries call by call makes both
    slower than either is on its own. Each round runs every block (`warmup` untimed steps, then
    `repeats` timed ones), rotating the order of blocks between rounds."""
    samples = {name: [] for name in runners}
    round_medians = {name: [] for name in runners}
    blocks = [[name for name in runners if name != "torch"]] + ([["torch"]] if "torch" in runners else [])
    for r in range(rounds):
        for block in blocks[r % len(blocks):] + blocks[:r % len(blocks)]:
            gc.collect()
            for _ in range(warmup):
                for name in block:
                    runners[name]()
            runs = {name: [] for name in block}
            for i in range(repeats):
                for name in (block if i % 2 == 0 else block[::-1]):
                    runs[name].append(runners[name]())
            for name in block:
                samples[name] += runs[name]
                round_medians[name].append(statistics.median(s["total"] for s in runs[name]))
    medians = {name: {phase: statistics.median(s[phase] for s in runs) for phase in runs[0]}
               for name, runs in samples.items()}
    spread = {name: max(m) / min(m) - 1 for name, m in round_medians.items()}
    return medians, spread


_THREADS_IN_USE = [1]  # NumPy's BLAS threads, set in main()


def print_stability(spread):
    """How much the per-round medians of the total differ: a busy machine shows here."""
    worst = max(spread.values())
    text = ", ".join(f"{name} {100 * v:.0f}%" for name, v in spread.items())
    print(f"  stability: per-round medians of the total differ by up to {text}")
    if worst > 0.15:
        load = f" (load average {os.getloadavg()[0]:.2f})" if hasattr(os, "getloadavg") else ""
        hint = ", or try --threads 1" if _THREADS_IN_USE[0] > 1 else ""
        print(f"  WARNING: timings varied by {100 * worst:.0f}% between rounds{load}: the machine is busy; "
              f"rerun{hint}")


def rel_err(a, b):
    """max |a - b| / max |b| (one number per array, scale-free)."""
    a = np.asarray(a, np.float64)
    b = np.asarray(b, np.float64)
    scale = np.max(np.abs(b))
    return float(np.max(np.abs(a - b)) / (scale if scale > 0 else 1.0))


# -- (a) the elementwise chain -----------------------------------------------

def chain_input():
    # Start inside the fixed point's basin, so that no element lingers where the map expands
    # (which would make its float32 gradient ill-conditioned and the check meaningless).
    return np.linspace(0.3, 0.7, int(np.prod(CHAIN_SHAPE)), dtype=np.float32).reshape(CHAIN_SHAPE)


def gt_chain_forward(x):
    y = x
    for _ in range(CHAIN_CYCLES):
        y = y * CHAIN_A
        y = y + CHAIN_B
        y = y.sin()
        y = -y
        y = y.exp()
    return y


torch_chain_forward = gt_chain_forward  # the same Python drives either library


def np_chain_forward(x):
    """Forward by hand, keeping what the reverse loop needs: sin's input, exp's output."""
    saved = []
    y = x
    for _ in range(CHAIN_CYCLES):
        y = y * CHAIN_A
        y = y + CHAIN_B
        sin_in = y
        y = np.sin(y)
        y = -y
        y = np.exp(y)
        saved.append((sin_in, y))
    return y, saved


def np_chain_backward(y, saved):
    """Reverse loop by hand: d(sum(y))/dx, one NumPy op (or two, for sin) per forward op."""
    g = np.ones_like(y)                 # sum
    for sin_in, exp_out in reversed(saved):
        g = g * exp_out                 # exp
        g = -g                          # neg
        g = g * np.cos(sin_in)          # sin
        # add: gradient passes unchanged
        g = g * CHAIN_A                 # mul
    return g


def make_chain_runners(x0):
    runners = {}

    xg = gt.tensor(x0, requires_grad=True)

    def run_gt():
        xg.grad = None
        t0 = time.perf_counter()
        y = gt_chain_forward(xg)
        t1 = time.perf_counter()
        y.sum().backward()
        t2 = time.perf_counter()
        return {"forward": t1 - t0, "backward": t2 - t1, "total": t2 - t0}

    runners["gradtable"] = run_gt

    def run_np():
        t0 = time.perf_counter()
        y, saved = np_chain_forward(x0)
        y.sum()
        t1 = time.perf_counter()
        np_chain_backward(y, saved)
        t2 = time.perf_counter()
        return {"forward": t1 - t0, "backward": t2 - t1, "total": t2 - t0}

    runners["numpy"] = run_np

    if torch is not None:
        xt = torch.tensor(x0, requires_grad=True)

        def run_torch():
            xt.grad = None
            t0 = time.perf_counter()
            y = torch_chain_forward(xt)
            t1 = time.perf_counter()
            y.sum().backward()
            t2 = time.perf_counter()
            return {"forward": t1 - t0, "backward": t2 - t1, "total": t2 - t0}

        runners["torch"] = run_torch
    return runners


CHAIN_TORCH_TARGET = 0.85


def chain_against_torch(runners, repeats):
    """The chain beside PyTorch as the real models are timed: both on one thread, steps alternating,
    thread CPU time (real_models.time_alternating), the steadiest reading on a shared machine."""
    previous = torch.get_num_threads()
    torch.set_num_threads(1)
    try:
        with real_models.threadpool_limits(1, user_api="blas"):
            times, spread = real_models.time_alternating(runners["gradtable"], runners["torch"], repeats)
    finally:
        torch.set_num_threads(previous)
    ours, theirs = (times[name] * 1e6 / CHAIN_OPS for name in ("gradtable", "torch"))
    note = f" (rounds differ by {100 * spread:.0f}%)" if spread > 0.15 else ""
    print(f"  beside PyTorch, 1 thread, steps alternating, thread CPU time: {ours:.2f} against {theirs:.2f} us/op, "
          f"{ours / theirs:.2f}x (target <= {CHAIN_TORCH_TARGET:g}x -> {verdict(ours / theirs <= CHAIN_TORCH_TARGET)})"
          f"{note}")


def check_chain(x0):
    """The chain's gradient from the three implementations (and forward values) agree."""
    y_np, saved = np_chain_forward(x0)
    g_np = np_chain_backward(y_np, saved)
    xg = gt.tensor(x0, requires_grad=True)
    y_gt = gt_chain_forward(xg)
    y_gt.sum().backward()
    rows = [("(a) chain y", "gradtable", rel_err(y_gt.detach().numpy(), y_np), 1e-5),
            ("(a) chain dx", "gradtable", rel_err(xg.grad.numpy(), g_np), 1e-4)]
    if torch is not None:
        xt = torch.tensor(x0, requires_grad=True)
        y_t = torch_chain_forward(xt)
        y_t.sum().backward()
        rows += [("(a) chain y", "torch", rel_err(y_t.detach().numpy(), y_np), 1e-5),
                 ("(a) chain dx", "torch", rel_err(xt.grad.numpy(), g_np), 1e-4)]
    y64, saved64 = np_chain_forward(x0.astype(np.float64))
    conditioning = rel_err(g_np, np_chain_backward(y64, saved64))
    return rows, (f"chain |dx| is {np.min(np.abs(g_np)):.1e}..{np.max(np.abs(g_np)):.1e}; NumPy float32 vs float64 "
                  f"differ by {conditioning:.1e}, so the tolerance is meaningful")


# -- (b) the MLP step ----------------------------------------------------------

def mlp_data(seed=0):
    rng = np.random.default_rng(seed)
    params = []
    for fan_in, fan_out in zip(MLP_SIZES[:-1], MLP_SIZES[1:]):
        w = (rng.standard_normal((fan_in, fan_out)) * np.sqrt(2.0 / fan_in)).astype(np.float32)
        b = (rng.standard_normal(fan_out) * 0.01).astype(np.float32)
        params += [w, b]
    x = rng.standard_normal((MLP_BATCH, MLP_SIZES[0])).astype(np.float32)
    labels = rng.integers(0, MLP_SIZES[-1], MLP_BATCH)
    onehot = np.zeros((MLP_BATCH, MLP_SIZES[-1]), np.float32)
    onehot[np.arange(MLP_BATCH), labels] = 1.0
    return params, x, onehot


PARAM_NAMES = ("W1", "b1", "W2", "b2", "W3", "b3")


def mlp_matmul_flops():
    """Multiply-adds x 2 of one step: forward, weight gradients, and input gradients of every
    layer but the first (the batch needs no gradient)."""
    layers = list(zip(MLP_SIZES[:-1], MLP_SIZES[1:]))
    per_layer = [2 * MLP_BATCH * i * o for i, o in layers]
    return 2 * sum(per_layer) + sum(per_layer[1:])


# gradtable and torch: the same model code, written once against the torch API.
def autograd_loss(lib, params, x, onehot):
    w1, b1, w2, b2, w3, b3 = params
    h1 = lib.relu(x @ w1 + b1)
    h2 = lib.relu(h1 @ w2 + b2)
    logits = h2 @ w3 + b3
    return -(lib.log_softmax(logits, 1) * onehot).sum(1).mean()


def autograd_update(lib, params, lr):
    with lib.no_grad():
        for p in params:
            p -= lr * p.grad
            p.grad = None


def np_forward(params, x, onehot):
    """Forward by hand, keeping what the backward needs."""
    w1, b1, w2, b2, w3, b3 = params
    h1 = np.maximum(x @ w1 + b1, 0)
    h2 = np.maximum(h1 @ w2 + b2, 0)
    logits = h2 @ w3 + b3
    shifted = logits - logits.max(axis=1, keepdims=True)
    logp = shifted - np.log(np.exp(shifted).sum(axis=1, keepdims=True))
    loss = -(logp * onehot).sum(axis=1).mean()
    return loss, (h1, h2, logp)


def np_backward(params, x, onehot, cache):
    """The gradients derived by hand (softmax + cross-entropy fused, as one usually writes it)."""
    _, _, w2, _, w3, _ = params
    h1, h2, logp = cache
    dlogits = (np.exp(logp) - onehot) / x.shape[0]
    dw3 = h2.T @ dlogits
    db3 = dlogits.sum(axis=0)
    dz2 = (dlogits @ w3.T) * (h2 > 0)
    dw2 = h1.T @ dz2
    db2 = dz2.sum(axis=0)
    dz1 = (dz2 @ w2.T) * (h1 > 0)
    dw1 = x.T @ dz1          # no gradient for the input x
    db1 = dz1.sum(axis=0)
    return [dw1, db1, dw2, db2, dw3, db3]


def np_update(params, grads, lr):
    for p, g in zip(params, grads):
        p -= lr * g


def make_mlp_state(params0, x0, onehot0):
    """Each implementation's own copy of the same initial weights and batch."""
    state = {"numpy": ([p.copy() for p in params0], x0, onehot0),
             "gradtable": ([gt.tensor(p, requires_grad=True) for p in params0], gt.tensor(x0), gt.tensor(onehot0))}
    if torch is not None:
        state["torch"] = ([torch.tensor(p, requires_grad=True) for p in params0], torch.tensor(x0),
                          torch.tensor(onehot0))
    return state


def make_mlp_runners(state):
    """One step function per implementation present in `state`; each returns its phase times."""
    runners = {}
    for name, (params, x, onehot) in state.items():
        runners[name] = _numpy_step(params, x, onehot) if name == "numpy" else \
            _autograd_step(gt if name == "gradtable" else torch, params, x, onehot)
    return runners


def _autograd_step(lib, params, x, onehot):
    def run():
        t0 = time.perf_counter()
        loss = autograd_loss(lib, params, x, onehot)
        t1 = time.perf_counter()
        loss.backward()
        t2 = time.perf_counter()
        autograd_update(lib, params, MLP_LR)
        t3 = time.perf_counter()
        return {"forward": t1 - t0, "backward": t2 - t1, "update": t3 - t2, "total": t3 - t0}
    return run


def _numpy_step(params, x, onehot):
    def run():
        t0 = time.perf_counter()
        loss, cache = np_forward(params, x, onehot)
        t1 = time.perf_counter()
        grads = np_backward(params, x, onehot, cache)
        t2 = time.perf_counter()
        np_update(params, grads, MLP_LR)
        t3 = time.perf_counter()
        return {"forward": t1 - t0, "backward": t2 - t1, "update": t3 - t2, "total": t3 - t0}
    return run


def check_mlp(params0, x0, onehot0):
    """Loss, every parameter's gradient, and the parameters after one SGD step agree."""
    state = make_mlp_state(params0, x0, onehot0)
    np_params, nx, noh = state["numpy"]
    loss_np, cache = np_forward(np_params, nx, noh)
    grads_np = np_backward(np_params, nx, noh, cache)
    np_update(np_params, grads_np, MLP_LR)

    others = {}
    for name, lib in (("gradtable", gt), ("torch", torch)):
        if name not in state:
            continue
        params, x, onehot = state[name]
        loss = autograd_loss(lib, params, x, onehot)
        loss.backward()
        grads = [p.grad.detach().numpy().copy() for p in params]
        autograd_update(lib, params, MLP_LR)
        others[name] = (float(loss.item()), grads, [p.detach().numpy() for p in params])

    rows = []
    for name, (loss, grads, new_params) in others.items():
        rows.append(("(b) MLP loss", name, rel_err(loss, loss_np), 1e-5))
        for pname, g, g_np in zip(PARAM_NAMES, grads, grads_np):
            rows.append((f"(b) MLP d{pname}", name, rel_err(g, g_np), 1e-4))
        worst = max(rel_err(p, p_np) for p, p_np in zip(new_params, np_params))
        rows.append(("(b) MLP params after SGD step", name, worst, 1e-5))
    return rows, f"loss {loss_np:.4f}"


def mlp_peak_memory(params0, x0, onehot0):
    """Peak bytes allocated during one step, above what was live before it (tracemalloc sees
    NumPy's buffers and Python objects; PyTorch's allocator is invisible to it)."""
    state = make_mlp_state(params0, x0, onehot0)
    state.pop("torch", None)
    runners = make_mlp_runners(state)
    out = {}
    for name, run in runners.items():
        run()  # warm: grads freed, caches filled
        gc.collect()
        tracemalloc.start()
        before = tracemalloc.get_traced_memory()[0]
        run()
        peak = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
        out[name] = peak - before
    return out


# -- (d) a convolution layer ------------------------------------------------------

def conv_data(seed=0):
    """Input, weight, bias, and the fixed gradient of the pooled output (loss = sum(pooled * seed))."""
    rng = np.random.default_rng(seed)
    x = rng.standard_normal((CONV_BATCH, CONV_IN, CONV_SIZE, CONV_SIZE)).astype(np.float32)
    fan_in = CONV_IN * CONV_KERNEL ** 2
    w = (rng.standard_normal((CONV_OUT, CONV_IN, CONV_KERNEL, CONV_KERNEL)) / np.sqrt(fan_in)).astype(np.float32)
    b = (rng.standard_normal(CONV_OUT) * 0.1).astype(np.float32)
    pooled = CONV_SIZE // CONV_POOL
    seed_grad = rng.standard_normal((CONV_BATCH, CONV_OUT, pooled, pooled)).astype(np.float32)
    return x, w, b, seed_grad


def autograd_conv_loss(lib, x, w, b, seed_grad):
    """The same layer code for gradtable and torch."""
    y = lib.nn.functional.max_pool2d(lib.nn.functional.conv2d(x, w, b, padding=CONV_PADDING), CONV_POOL)
    return y, (y * seed_grad).sum()


def np_conv_forward(x, w, b):
    """im2col (every 3x3 patch as a row) and one matrix product, then a 2x2 max pool; keeps the
    patches and the argmax of each pool window for the backward."""
    n, c, h, wd = x.shape
    k, p, q = CONV_KERNEL, CONV_PADDING, CONV_POOL
    padded = np.pad(x, ((0, 0), (0, 0), (p, p), (p, p)))
    patches = np.lib.stride_tricks.sliding_window_view(padded, (k, k), axis=(2, 3))   # (N, C, H, W, k, k)
    cols = patches.transpose(0, 2, 3, 1, 4, 5).reshape(n * h * wd, c * k * k)       # the copy: im2col
    conv = (cols @ w.reshape(w.shape[0], -1).T + b).reshape(n, h, wd, -1)           # (N, H, W, O)
    windows = conv.reshape(n, h // q, q, wd // q, q, -1).transpose(0, 5, 1, 3, 2, 4).reshape(
        n, -1, h // q, wd // q, q * q)                                               # (N, O, H/2, W/2, 4)
    arg = windows.argmax(axis=-1)
    pooled = np.take_along_axis(windows, arg[..., None], axis=-1)[..., 0]
    return pooled, (cols, arg)


def np_conv_backward(x, w, seed_grad, cache):
    """Pool: the gradient goes to each window's argmax. Conv: dW = dY^T im2col, db = sum dY,
    dx = col2im(dY W), adding each kernel offset's slice back."""
    cols, arg = cache
    n, c, h, wd = x.shape
    k, p, q = CONV_KERNEL, CONV_PADDING, CONV_POOL
    o = w.shape[0]
    dwin = np.zeros((n, o, h // q, wd // q, q * q), np.float32)
    np.put_along_axis(dwin, arg[..., None], seed_grad[..., None], axis=-1)
    dconv = dwin.reshape(n, o, h // q, wd // q, q, q).transpose(0, 2, 4, 3, 5, 1).reshape(n * h * wd, o)
    dw = (dconv.T @ cols).reshape(w.shape)
    db = dconv.sum(axis=0)
    # (C, k, k, N, H, W): each kernel offset's block is contiguous for the col2im loop.
    dcols = (w.reshape(o, -1).T @ dconv.T).reshape(c, k, k, n, h, wd)
    dpadded = np.zeros((n, c, h + 2 * p, wd + 2 * p), np.float32)
    target = dpadded.transpose(1, 0, 2, 3)
    for i in range(k):
        for j in range(k):
            target[:, :, i:i + h, j:j + wd] += dcols[:, i, j]
    return dpadded[:, :, p:p + h, p:p + wd], dw, db


def make_conv_runners(data):
    x0, w0, b0, g0 = data
    runners = {}

    def autograd_runner(lib):
        x, w, b = (lib.tensor(a, requires_grad=True) for a in (x0, w0, b0))
        seed_grad = lib.tensor(g0)

        def run():
            x.grad = w.grad = b.grad = None
            t0 = time.perf_counter()
            _, loss = autograd_conv_loss(lib, x, w, b, seed_grad)
            t1 = time.perf_counter()
            loss.backward()
            t2 = time.perf_counter()
            return {"forward": t1 - t0, "backward": t2 - t1, "total": t2 - t0}
        return run

    runners["gradtable"] = autograd_runner(gt)

    def run_np():
        t0 = time.perf_counter()
        pooled, cache = np_conv_forward(x0, w0, b0)
        (pooled * g0).sum()
        t1 = time.perf_counter()
        np_conv_backward(x0, w0, g0, cache)
        t2 = time.perf_counter()
        return {"forward": t1 - t0, "backward": t2 - t1, "total": t2 - t0}

    runners["numpy"] = run_np
    if torch is not None:
        runners["torch"] = autograd_runner(torch)
    return runners


def check_conv(data):
    """The pooled output and the input, weight and bias gradients agree with the NumPy version."""
    x0, w0, b0, g0 = data
    pooled_np, cache = np_conv_forward(x0, w0, b0)
    grads_np = np_conv_backward(x0, w0, g0, cache)
    rows = []
    for name, lib in (("gradtable", gt), ("torch", torch)):
        if lib is None:
            continue
        x, w, b = (lib.tensor(a, requires_grad=True) for a in (x0, w0, b0))
        y, loss = autograd_conv_loss(lib, x, w, b, lib.tensor(g0))
        loss.backward()
        rows.append(("(d) conv+pool y", name, rel_err(y.detach().numpy(), pooled_np), 1e-5))
        for label, t, ref in zip(("dx", "dW", "db"), (x, w, b), grads_np):
            rows.append((f"(d) conv+pool {label}", name, rel_err(t.grad.numpy(), ref), 1e-4))
    return rows


def conv_flops():
    """Multiply-adds x 2 of the three convolution products (forward, weight and input gradients)."""
    return 3 * 2 * CONV_BATCH * CONV_SIZE ** 2 * CONV_OUT * CONV_IN * CONV_KERNEL ** 2


# -- output ----------------------------------------------------------------------

COLS = ("gradtable", "numpy", "torch")
W_LABEL, W_COL, W_RATIO = 18, 22, 17


def fmt_row(label, cells, ratios):
    return (f"  {label:<{W_LABEL}}" + "".join(f"{c:>{W_COL}}" for c in cells)
            + "".join(f"{r:>{W_RATIO}}" for r in ratios))


def header(first):
    return fmt_row(first, COLS, ("gradtable/numpy", "gradtable/torch"))


def ratio(a, b):
    return f"{a / b:.2f}x" if a is not None and b else "-"


def print_phase_table(results, phases, unit_scale, unit, first):
    print(header(first))
    for phase in phases:
        vals = {}
        cells = []
        for col in COLS:
            if col == "torch" and torch is None:
                cells.append(NO_TORCH)
                vals[col] = None
                continue
            v = results.get(col, {}).get(phase)
            vals[col] = None if v is None else v * unit_scale
            cells.append("-" if v is None else f"{v * unit_scale:.2f} {unit}")
        ratios = (ratio(vals["gradtable"], vals["numpy"]),
                  ratio(vals["gradtable"], vals["torch"]) if torch is not None else "-")
        print(fmt_row(phase, cells, ratios))


def verdict(ok):
    return "MET" if ok else "NOT MET"


# -- profiling (--profile) -------------------------------------------------------

def profile(fn, title, n_top):
    prof = cProfile.Profile()
    prof.enable()
    fn()
    prof.disable()
    buf = io.StringIO()
    stats = pstats.Stats(prof, stream=buf).strip_dirs()
    stats.sort_stats("tottime").print_stats(n_top)
    stats.sort_stats("cumulative").print_stats(n_top)
    print(f"\n==== cProfile: {title} ====")
    print("\n".join(line for line in buf.getvalue().splitlines() if line.strip()))


def run_profiles(x0, params0, mlp_x, mlp_onehot, n_top=20):
    xg = gt.tensor(x0, requires_grad=True)

    def chain_10x():
        for _ in range(10):
            xg.grad = None
            gt_chain_forward(xg).sum().backward()

    gt_chain_forward(xg).sum().backward()
    profile(chain_10x, f"gradtable (a), 10 x {CHAIN_OPS}-op chain forward+backward", n_top)

    state = make_mlp_state(params0, mlp_x, mlp_onehot)
    run_gt = make_mlp_runners({"gradtable": state["gradtable"]})["gradtable"]
    run_gt()

    def mlp_5x():
        for _ in range(5):
            run_gt()

    profile(mlp_5x, "gradtable (b), 5 MLP steps", n_top)

    run_conv = make_conv_runners(conv_data())["gradtable"]
    run_conv()

    def conv_3x():
        for _ in range(3):
            run_conv()

    profile(conv_3x, "gradtable (d), 3 conv2d + max_pool2d steps", n_top)


# -- main --------------------------------------------------------------------------

def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--repeats", type=int, default=None, help="timed repeats per benchmark")
    parser.add_argument("--threads", type=int, default=None,
                        help="set NumPy's BLAS and torch to this many threads (default: leave NumPy as it is "
                             "and give torch the same number)")
    parser.add_argument("--profile", action="store_true", help="also cProfile the gradtable side of (a), (b) and (d)")
    parser.add_argument("--only", default="abcdefghij",
                        help="the rows to run, as letters (e.g. --only ehi); correctness is checked for every row")
    args = parser.parse_args()

    start = time.perf_counter()
    if args.threads is not None and not set_numpy_blas_threads(args.threads):
        print(f"warning: could not set NumPy's BLAS threads to {args.threads}; using its own setting")
    blas_name, blas_threads, how = numpy_blas_info()
    if args.threads is not None:
        how += f", set by --threads {args.threads}"
    _THREADS_IN_USE[0] = blas_threads
    if torch is not None:
        torch.set_num_threads(blas_threads)

    print("gradtable benchmark: gradtable vs hand-written NumPy vs PyTorch")
    print(f"  Python {platform.python_version()}, NumPy {np.__version__}, gradtable {gt.__version__}, "
          f"torch {torch.__version__ if torch is not None else '(not installed)'}; "
          f"{_cpu_count()} core(s) available, {platform.machine()}")
    print(f"  threads: NumPy's matmul runs on {blas_name} with {blas_threads} thread(s) ({how}); "
          + (f"torch.set_num_threads({blas_threads}) to match." if torch is not None else "torch: not installed."))
    if torch is not None:
        print("           NumPy's elementwise ops are single-threaded; torch may split large elementwise ops"
              " across its threads.")
    load = f"; load average {os.getloadavg()[0]:.2f} at start" if hasattr(os, "getloadavg") else ""
    print(f"  times: medians over 3 rounds of warmed-up blocks per implementation; gc stays enabled{load}")

    x0 = chain_input()
    params0, mlp_x, mlp_onehot = mlp_data()

    # -- correctness first
    print("\nCorrectness (checked before timing; max |diff| / max |numpy| against the NumPy version)")
    chain_rows, chain_note = check_chain(x0)
    mlp_rows, mlp_note = check_mlp(params0, mlp_x, mlp_onehot)
    conv = conv_data()
    conv_rows = check_conv(conv)
    all_ok = True
    print(f"  {'quantity':<32}{'implementation':<16}{'rel. error':>12}{'tolerance':>12}  result")
    for what, impl, err, tol in chain_rows + mlp_rows + conv_rows:
        ok = err <= tol
        all_ok &= ok
        print(f"  {what:<32}{impl:<16}{err:>12.1e}{tol:>12.0e}  {'ok' if ok else 'MISMATCH'}")
    if torch is None:
        print(f"  {'(torch rows)':<32}{NO_TORCH}")
    print(f"  ({chain_note}; MLP {mlp_note})")
    print("  => all implementations agree" if all_ok else "  => MISMATCH: the timings below compare different "
          "computations")

    # -- (a)
    if "a" in args.only:
        chain_repeats = args.repeats or 20
        runners = make_chain_runners(x0)
        res_a, spread_a = timed(runners, warmup=2, repeats=chain_repeats)
        print(f"\n(a) {CHAIN_OPS}-op elementwise chain (y*{CHAIN_A:g}, y{CHAIN_B:+g}, sin, neg, exp, repeated), "
              f"shape {CHAIN_SHAPE} float32,")
        print(f"    forward, then .sum().backward() (NumPy: forward keeping what is needed, reverse loop by hand);"
              f" median of 3 x {chain_repeats}")
        print_phase_table(res_a, ("forward", "backward", "total"), 1e6 / CHAIN_OPS, "us/op", "per op")
        print_stability(spread_a)
        gt_us = res_a["gradtable"]["total"] * 1e6 / CHAIN_OPS
        print(f"  target: gradtable <= {CHAIN_TARGET_US:g} us per op (forward + backward) -> "
              f"{verdict(gt_us <= CHAIN_TARGET_US)} ({gt_us:.2f} us/op, {gt_us / CHAIN_TARGET_US:.1f}x the target)")
        if torch is not None:
            chain_against_torch(runners, chain_repeats)

    # -- (b)
    if "b" in args.only:
        mlp_repeats = args.repeats or 20
        state = make_mlp_state(params0, mlp_x, mlp_onehot)
        res_b, spread_b = timed(make_mlp_runners(state), warmup=2, repeats=mlp_repeats)
        sizes = "-".join(map(str, MLP_SIZES))
        print(f"\n(b) one SGD training step, MLP {sizes} (ReLU), batch {MLP_BATCH}, float32,")
        print(f"    loss -(log_softmax(logits, 1) * onehot).sum(1).mean(); forward + backward + update "
              f"(lr {MLP_LR}); median of 3 x {mlp_repeats}")
        print_phase_table(res_b, ("forward", "backward", "update", "total"), 1e3, "ms", "per step")
        print_stability(spread_b)
        gflop = mlp_matmul_flops() / 1e9
        print(f"  matrix products: {gflop:.2f} GFLOP per step; NumPy's whole step runs at "
              f"{gflop / res_b['numpy']['total']:.0f} GFLOP/s on {_THREADS_IN_USE[0]} thread(s) (far below the usual "
              "figure for that thread count: a busy machine)")
        r = res_b["gradtable"]["total"] / res_b["numpy"]["total"]
        print(f"  target: gradtable/numpy <= {MLP_TARGET_RATIO:g}x per step -> {verdict(r <= MLP_TARGET_RATIO)} "
              f"({r:.3f}x)")

    # -- (c)
    if "c" in args.only:
        mem = mlp_peak_memory(params0, mlp_x, mlp_onehot)
        print("\n(c) peak memory during one MLP step, above what was live before it (tracemalloc)")
        print(fmt_row("peak", [f"{mem['gradtable'] / 2**20:.1f} MiB", f"{mem['numpy'] / 2**20:.1f} MiB",
                               NO_TORCH if torch is None else "n/a (not traced)"],
                      (ratio(mem["gradtable"], mem["numpy"]), "-")))

    # -- (d)
    if "d" in args.only:
        conv_repeats = args.repeats or 5
        res_d, spread_d = timed(make_conv_runners(conv), warmup=2, repeats=conv_repeats)
        print(f"\n(d) conv2d + max_pool2d, batch {CONV_BATCH}, {CONV_IN} -> {CONV_OUT} channels, "
              f"{CONV_KERNEL}x{CONV_KERNEL} (padding {CONV_PADDING}), {CONV_SIZE}x{CONV_SIZE} float32, "
              f"{CONV_POOL}x{CONV_POOL} pool;")
        print(f"    loss sum(pooled * seed); forward + backward to input, weight and bias (NumPy: im2col + one "
              f"matrix product, col2im by hand); median of 3 x {conv_repeats}")
        print_phase_table(res_d, ("forward", "backward", "total"), 1e3, "ms", "per step")
        print_stability(spread_d)
        gflop = conv_flops() / 1e9
        print(f"  convolution products: {gflop:.2f} GFLOP per step; gradtable/numpy "
              f"{res_d['gradtable']['total'] / res_d['numpy']['total']:.2f}x (no target: a first measurement)")

    # -- (e) to (j), each in its own module
    for letter, row in (("e", lambda: real_models.run(torch, args.repeats)), ("f", data_parallel.run),
                        ("g", lambda: func_transforms.run(torch, args.repeats)),
                        ("h", lambda: composites.run(torch, args.repeats)),
                        ("i", lambda: broadcast.run(torch, args.repeats)), ("j", lambda: import_time.run(torch))):
        if letter in args.only:
            all_ok &= row()

    print(f"\ntotal benchmark time {time.perf_counter() - start:.1f} s")

    if args.profile:
        run_profiles(x0, params0, mlp_x, mlp_onehot)
    return 0 if all_ok else 1


if __name__ == "__main__":
    sys.exit(main())
