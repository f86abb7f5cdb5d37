"""(e) training steps of real models, gradtable against PyTorch in one process (`make bench`).

Each model (benchmarks/models.py) is written once against the torch API and built on both
libraries; the torch model gets the gradtable model's weights and the same batch, and the first
steps' losses are compared before anything is timed. One step is zero_grad, forward, loss,
backward and the optimizer's update. Both libraries run on one thread (NumPy's BLAS through
threadpoolctl, torch.set_num_threads(1)): with one thread neither leaves spinning workers behind,
so the two can alternate step by step and a shared machine's drift hits both alike.
"""
import statistics
import time
from dataclasses import dataclass

import models
import numpy as np
from threadpoolctl import threadpool_limits

import gradtable as gt


@dataclass
class Case:
    name: str
    build: object          # lib -> model
    batch: object          # numpy Generator -> (inputs, targets) arrays
    optimizer: object      # (lib, params) -> optimizer
    clip: float | None     # clip_grad_norm_ before the step, if given
    target: float | None   # the gradtable/torch ratio to stay under
    loss_rtol: float


def _tokens(batch, length, vocab):
    def make(rng):
        data = rng.integers(0, vocab, (batch, length + 1))
        return data[:, :-1], data[:, 1:]
    return make


def _images(rng):
    return rng.standard_normal((32, 1, 28, 28)).astype(np.float32), rng.integers(0, 10, 32)


CASES = [
    Case("GPT step", lambda lib: models.gpt(lib, vocab=65, block=64, layers=4, heads=4, width=128, tanh_gelu=False),
         _tokens(16, 64, 65), lambda lib, p: lib.optim.AdamW(p, lr=1e-3), None, 1.3, 1e-4),
    Case("tiny GPT", lambda lib: models.gpt(lib, vocab=65, block=32, layers=2, heads=2, width=64, tanh_gelu=True),
         _tokens(8, 32, 65), lambda lib, p: lib.optim.AdamW(p, lr=1e-3), None, 1.5, 1e-4),
    Case("char LSTM", lambda lib: models.char_lstm(lib, vocab=65, embed=32, hidden=128),
         _tokens(16, 32, 65), lambda lib, p: lib.optim.Adam(p, lr=2e-3), 1.0, None, 1e-4),
    Case("small CNN", lambda lib: models.small_cnn(lib, classes=10), _images,
         lambda lib, p: lib.optim.SGD(p, lr=0.05, momentum=0.9), None, None, 1e-4),
]
DESCRIPTIONS = {
    "GPT step": "4 layers, 4 heads, 128 wide, batch 16 x 64 tokens, exact GELU, AdamW",
    "tiny GPT": "2 layers, 2 heads, 64 wide, batch 8 x 32 tokens, tanh GELU, AdamW",
    "char LSTM": "embedding 32, 2-layer LSTM 128, batch 16 x 32, Adam, clip_grad_norm_",
    "small CNN": "conv 1->16->32 3x3, ReLU, max-pool x2, linear, batch 32 of 28x28, SGD momentum",
}


def _stepper(lib, case, model, inputs, targets):
    x, y = lib.tensor(inputs), lib.tensor(targets)
    optimizer = case.optimizer(lib, model.parameters())

    def step():
        optimizer.zero_grad(set_to_none=True)
        loss = model(x, y)
        loss.backward()
        if case.clip is not None:
            lib.nn.utils.clip_grad_norm_(model.parameters(), case.clip)
        optimizer.step()
        return loss.item()
    return step


def prepare(case, torch):
    """Both models with the same weights and batch; returns (gradtable step, torch step, losses)."""
    gt.manual_seed(0)
    ours = case.build(gt)
    theirs = case.build(torch)
    models.copy_weights(ours, theirs, torch)
    inputs, targets = case.batch(np.random.default_rng(0))
    step_gt = _stepper(gt, case, ours, inputs, targets)
    step_torch = _stepper(torch, case, theirs, inputs, targets)
    losses = [(step_gt(), step_torch()) for _ in range(3)]
    return step_gt, step_torch, losses


def time_alternating(step_gt, step_torch, repeats, rounds=3):
    """Median seconds per step of each, alternating which goes first; and the rounds' spread."""
    medians = {"gradtable": [], "torch": []}
    for _ in range(rounds):
        runs = {"gradtable": [], "torch": []}
        for i in range(repeats):
            pair = (("gradtable", step_gt), ("torch", step_torch))
            for name, step in (pair if i % 2 == 0 else pair[::-1]):
                start = time.perf_counter()
                step()
                runs[name].append(time.perf_counter() - start)
        for name in runs:
            medians[name].append(statistics.median(runs[name]))
    spread = max(max(m) / min(m) - 1 for m in medians.values())
    return {name: statistics.median(m) for name, m in medians.items()}, spread


def run(torch, repeats=None):
    """Check and time every case; prints the table and returns whether every loss agreed."""
    print("\n(e) training steps of real models (benchmarks/models.py), gradtable vs PyTorch with the same weights")
    print("    and batch, both on 1 thread, steps alternating; median of 3 rounds")
    if torch is None:
        print("  torch not installed: nothing to compare with")
        return True
    all_ok = True
    previous_threads = torch.get_num_threads()
    torch.set_num_threads(1)
    try:
        with threadpool_limits(1, user_api="blas"):
            print(f"  {'model':<11}{'gradtable':>12}{'torch':>12}{'ratio':>9}  {'target':<16}{'losses (3 steps)':<18}"
                  "what")
            for case in CASES:
                step_gt, step_torch, losses = prepare(case, torch)
                ok = all(abs(a - b) <= case.loss_rtol * abs(b) for a, b in losses)
                all_ok &= ok
                n = repeats or (10 if case.name == "GPT step" else 30)
                times, spread = time_alternating(step_gt, step_torch, n)
                r = times["gradtable"] / times["torch"]
                target = "-" if case.target is None else (
                    f"<= {case.target:g}x " + ("MET" if r <= case.target else "NOT MET"))
                loss_text = "equal" if ok else "MISMATCH " + ", ".join(f"{a:.5g}/{b:.5g}" for a, b in losses)
                note = f"  (rounds differ by {100 * spread:.0f}%)" if spread > 0.15 else ""
                print(f"  {case.name:<11}{times['gradtable'] * 1e3:>9.1f} ms{times['torch'] * 1e3:>9.1f} ms"
                      f"{r:>8.2f}x  {target:<16}{loss_text:<18}{DESCRIPTIONS[case.name]}{note}")
    finally:
        torch.set_num_threads(previous_threads)
    print("  (losses: the first three steps' losses agree to 1e-4 relative, float32)")
    return all_ok
