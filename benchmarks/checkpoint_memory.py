"""What activation checkpointing buys and costs (`make bench-memory`).

A deep MLP (DEPTH layers z = h @ W, h' = z * sigmoid(z) of WIDTH units, batch BATCH, float32) runs forward + backward
three ways: plainly, with every layer checkpointed (utils.checkpoint, use_reentrant=False),
and with checkpoint_sequential in SEGMENTS segments. For each: peak memory traced during
the step (tracemalloc: every NumPy array is counted), the median time of a step, and a check
that the weight gradients are identical to the plain run's. Expected: the checkpointed runs
keep far less at the peak: checkpointing every layer keeps only each layer's input (one
array instead of three), checkpoint_sequential only the inputs of its segments plus one
segment's activations during its backward. Each costs roughly one extra forward.
"""
import argparse
import statistics
import sys
import time
import tracemalloc

import numpy as np

import gradtable as gt
from gradtable.utils.checkpoint import checkpoint, checkpoint_sequential

DEPTH, WIDTH, BATCH, SEGMENTS = 32, 128, 1024, 4


def make_layers(depth, width, seed=0):
    rng = np.random.default_rng(seed)
    weights = [gt.tensor(rng.standard_normal((width, width)) / np.sqrt(width), dtype=gt.float32, requires_grad=True)
               for _ in range(depth)]

    def layer(w):
        def silu_layer(h):  # keeps three activations for backward: h, z and sigmoid(z)
            z = h.mm(w)
            return z * z.sigmoid()
        return silu_layer
    return weights, [layer(w) for w in weights]


def plain(layers, x):
    for f in layers:
        x = f(x)
    return x


def every_layer(layers, x):
    for f in layers:
        x = checkpoint(f, x, use_reentrant=False)
    return x


def segmented(layers, x):
    return checkpoint_sequential(layers, SEGMENTS, x, use_reentrant=False)


def step(run, weights, layers, x):
    for w in weights:
        w.grad = None
    (run(layers, x) ** 2).mean().backward()


def measure(run, weights, layers, x, repeats):
    step(run, weights, layers, x)  # warm-up
    tracemalloc.start()
    tracemalloc.reset_peak()
    base = tracemalloc.get_traced_memory()[0]
    step(run, weights, layers, x)
    peak = tracemalloc.get_traced_memory()[1] - base
    tracemalloc.stop()
    grads = [w.grad.numpy().copy() for w in weights]
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        step(run, weights, layers, x)
        times.append(time.perf_counter() - start)
    return peak, statistics.median(times), grads


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--depth", type=int, default=DEPTH)
    parser.add_argument("--width", type=int, default=WIDTH)
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args()
    weights, layers = make_layers(args.depth, args.width)
    x = gt.tensor(np.random.default_rng(1).standard_normal((BATCH, args.width)), dtype=gt.float32)
    print(f"MLP: {args.depth} x silu(h @ W[{args.width}x{args.width}]), batch {BATCH}, float32; "
          f"one activation = {BATCH * args.width * 4 / 2**20:.2f} MiB")
    results = {}
    for name, run in [("no checkpointing", plain), ("checkpoint every layer", every_layer),
                      (f"checkpoint_sequential({SEGMENTS})", segmented)]:
        results[name] = measure(run, weights, layers, x, args.repeats)
    reference = results["no checkpointing"]
    print(f"{'':32} {'peak MiB':>10} {'vs plain':>9} {'ms/step':>9} {'vs plain':>9}  gradients")
    ok = True
    for name, (peak, seconds, grads) in results.items():
        same = all(np.array_equal(a, b) for a, b in zip(grads, reference[2]))
        ok &= same
        print(f"{name:32} {peak / 2**20:10.2f} {peak / reference[0]:8.2f}x {seconds * 1e3:9.1f} "
              f"{seconds / reference[1]:8.2f}x  {'identical' if same else 'MISMATCH'}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
