"""(h) the per-call cost of the composite ops small models call most, gradtable beside PyTorch
(`make bench`): matmul of a 3-D by a 2-D tensor, linear, view, reshape, expand, softmax,
cross_entropy, layer_norm, embedding and masked_fill, on the shapes of the tiny GPT row (batch 8,
32 tokens, 64 wide, 2 heads). Each op is called on inputs that require grad, so its node is
recorded, as in training.

Two columns per library: `call` is the forward alone (the graph it records is dropped), `+backward`
is the forward and `y.backward(g)` with a fixed gradient. Both libraries run on one thread and
alternate block by block (a block is `CALLS` calls, timed as one), so a shared machine's drift
hits both alike; the medians of the blocks are reported per call, in thread CPU time (see
real_models.CLOCK).
"""
import statistics

import numpy as np
from real_models import CLOCK
from threadpoolctl import threadpool_limits

import gradtable as gt

CALLS = 50          # calls per timed block
B, T, C, H, V = 8, 32, 64, 2, 65


def cases(lib):
    """name -> (function of no arguments that makes the result, inputs needing grad). The arrays
    come from one seed, so both libraries get the same numbers."""
    rng = np.random.default_rng(0)

    def t(*shape, grad=True):
        return lib.tensor(rng.standard_normal(shape).astype(np.float32), requires_grad=grad)

    x3, w2 = t(B, T, C), t(C, C)
    lin_w, lin_b = t(3 * C, C), t(3 * C)
    narrow = t(B, 1, C)
    att = t(B, H, T, T)
    logits, targets = t(B * T, V), lib.tensor(rng.integers(0, V, B * T))
    ln_w, ln_b = t(C), t(C)
    table, idx = t(V, C), lib.tensor(rng.integers(0, V, (B, T)))
    mask = lib.tensor(np.tril(np.ones((T, T), bool)))
    F = lib.nn.functional
    return {
        "matmul 3-D @ 2-D": (lambda: x3 @ w2, (x3, w2)),
        "linear (bias)": (lambda: F.linear(x3, lin_w, lin_b), (x3, lin_w, lin_b)),
        "view": (lambda: x3.view(B, T, H, C // H), (x3,)),
        "reshape": (lambda: x3.reshape(B * T, C), (x3,)),
        "expand": (lambda: narrow.expand(B, T, C), (narrow,)),
        "softmax": (lambda: F.softmax(att, dim=-1), (att,)),
        "cross_entropy": (lambda: F.cross_entropy(logits, targets), (logits,)),
        "layer_norm": (lambda: F.layer_norm(x3, (C,), ln_w, ln_b), (x3, ln_w, ln_b)),
        "embedding": (lambda: F.embedding(idx, table), (table,)),
        "masked_fill": (lambda: att.masked_fill(~mask, float("-inf")), (att,)),
    }


def _block(fn, inputs, backward, grad):
    """Seconds per call of CALLS calls (forward only, or forward and backward)."""
    if backward:
        start = CLOCK()
        for _ in range(CALLS):
            fn().backward(grad)
        elapsed = CLOCK() - start
        for x in inputs:
            x.grad = None
    else:
        start = CLOCK()
        for _ in range(CALLS):
            fn()
        elapsed = CLOCK() - start
    return elapsed / CALLS


def measure(torch, repeats):
    """{op: {(library, column): seconds per call}}, medians of interleaved blocks."""
    libs = {"gradtable": cases(gt), "torch": cases(torch)}
    out = {}
    for name in libs["gradtable"]:
        row = {}
        for backward in (False, True):
            runs = {lib: [] for lib in libs}
            grads = {}
            for lib_name, table in libs.items():
                fn, _ = table[name]
                y = fn()
                lib = gt if lib_name == "gradtable" else torch
                grads[lib_name] = lib.ones_like(y)
            for i in range(repeats + 2):
                order = list(libs) if i % 2 == 0 else list(libs)[::-1]
                for lib_name in order:
                    fn, inputs = libs[lib_name][name]
                    seconds = _block(fn, inputs, backward, grads[lib_name])
                    if i >= 2:   # two warm-up blocks
                        runs[lib_name].append(seconds)
            for lib_name, samples in runs.items():
                row[(lib_name, "+backward" if backward else "call")] = statistics.median(samples)
        out[name] = row
    return out


def run(torch, repeats=None):
    """Print the per-op table; returns True (there is nothing to check but the values, which the
    test suite compares with PyTorch op by op)."""
    print(f"\n(h) composites per call, on the tiny GPT's shapes (batch {B}, {T} tokens, {C} wide), inputs "
          "requiring grad;")
    print(f"    gradtable and PyTorch alternate blocks of {CALLS} calls, 1 thread; `+backward` adds y.backward(ones)")
    if torch is None:
        print("  torch not installed: nothing to compare with")
        return True
    previous = torch.get_num_threads()
    torch.set_num_threads(1)
    try:
        with threadpool_limits(1, user_api="blas"):
            results = measure(torch, repeats or 15)
    finally:
        torch.set_num_threads(previous)
    print(f"  {'op':<18}{'gradtable':>11}{'torch':>9}{'ratio':>8}   {'gradtable':>11}{'torch':>9}{'ratio':>8}")
    print(f"  {'':<18}{'call (us)':>28}   {'call + backward (us)':>28}")
    for name, row in results.items():
        cells = []
        for column in ("call", "+backward"):
            ours, theirs = row[("gradtable", column)] * 1e6, row[("torch", column)] * 1e6
            cells.append(f"{ours:>11.1f}{theirs:>9.1f}{ours / theirs:>7.2f}x")
        print(f"  {name:<18}" + "   ".join(cells))
    return True
