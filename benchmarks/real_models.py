"""(e) training steps of real models, gradtable against PyTorch in one process (`make bench`).

Each model (benchmarks/models.py, small_models.py) is written once against the torch API and built on both
libraries; the torch model gets the gradtable model's weights and the same batch, and the first
steps' losses are compared before anything is timed. One step is zero_grad, forward, loss,
backward and the optimizer's update. Both libraries run on one thread (NumPy's BLAS through
threadpoolctl, torch.set_num_threads(1)): with one thread neither leaves spinning workers behind,
so the two can alternate step by step and a shared machine's drift hits both alike.

Steps are timed by the thread's CPU time (`CLOCK`), not the wall clock: on a machine shared with
other work, a step is descheduled now and then, and the wall clock counts that wait, more often the
longer the step (a 50-call block of a 50 us op read 5x its CPU time at load 12 on 2 cores; one of
a 12 us op, 1x). With one thread per library the thread's CPU time is all the work of a step
(PyTorch runs a CPU backward on the calling thread). What it still counts is the cost of caches
that other processes emptied, alike for both.
"""
import statistics
import time
from dataclasses import dataclass

import models
import numpy as np
import small_models
from threadpoolctl import threadpool_limits

import gradtable as gt

CLOCK = time.thread_time


@dataclass
class Case:
    name: str
    build: object          # lib -> model
    batch: object          # numpy Generator -> (inputs, targets) arrays
    optimizer: object      # (lib, model) -> optimizer
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


def _contexts(batch, context, vocab):
    def make(rng):
        return rng.integers(0, vocab, (batch, context)), rng.integers(0, vocab, batch)
    return make


def _sentences(batch, length, in_vocab, out_vocab):
    def make(rng):
        return rng.integers(0, in_vocab, (batch, length)), rng.integers(1, out_vocab, (batch, length))
    return make


def _adamw(lib, model):
    return lib.optim.AdamW(model.parameters(), lr=1e-3)


CASES = [
    Case("GPT step", lambda lib: models.gpt(lib, vocab=65, block=64, layers=4, heads=4, width=128, tanh_gelu=False),
         _tokens(16, 64, 65), _adamw, None, 1.0, 1e-4),
    Case("tiny GPT", lambda lib: models.gpt(lib, vocab=65, block=32, layers=2, heads=2, width=64, tanh_gelu=True),
         _tokens(8, 32, 65), _adamw, None, 1.2, 1e-4),
    Case("minGPT", lambda lib: small_models.min_gpt(lib, vocab=65, block=64, layers=3, heads=3, width=48),
         _tokens(16, 64, 65), small_models.min_gpt_optimizer, 1.0, 1.3, 1e-4),
    Case("char MLP", lambda lib: small_models.char_mlp(lib, vocab=27, context=3, embed=10, hidden=200),
         _contexts(32, 3, 27), lambda lib, m: small_models.ManualSGD(m.parameters(), lr=0.1), None, 1.2, 1e-4),
    Case("char LSTM", lambda lib: models.char_lstm(lib, vocab=65, embed=32, hidden=128),
         _tokens(16, 32, 65), lambda lib, m: lib.optim.Adam(m.parameters(), lr=2e-3), 1.0, None, 1e-4),
    Case("GRU seq2seq", lambda lib: small_models.gru_seq2seq(lib, in_vocab=40, out_vocab=40, hidden=64),
         _sentences(16, 10, 40, 40), lambda lib, m: lib.optim.Adam(m.parameters(), lr=1e-3), None, None, 1e-4),
    Case("small CNN", lambda lib: models.small_cnn(lib, classes=10), _images,
         lambda lib, m: lib.optim.SGD(m.parameters(), lr=0.05, momentum=0.9), None, None, 1e-4),
]
DESCRIPTIONS = {
    "GPT step": "4 layers, 4 heads, 128 wide, batch 16 x 64 tokens, exact GELU, AdamW",
    "tiny GPT": "2 layers, 2 heads, 64 wide, batch 8 x 32 tokens, tanh GELU, AdamW",
    "minGPT": "minGPT-style (gpt-nano: 3 layers, 3 heads, 48 wide), batch 16 x 64, AdamW groups, clip",
    "char MLP": "makemore-style: C[X] (27 x 10, context 3), 30-200 tanh-27, batch 32, p.data += -lr * p.grad",
    "char LSTM": "embedding 32, 2-layer LSTM 128, batch 16 x 32, Adam, clip_grad_norm_",
    "GRU seq2seq": "GRU encoder + decoder run token by token (teacher forcing), hidden 64, batch 16 x 10, Adam",
    "small CNN": "conv 1->16->32 3x3, ReLU, max-pool x2, linear, batch 32 of 28x28, SGD momentum",
}


def _stepper(lib, case, model, inputs, targets):
    x, y = lib.tensor(inputs), lib.tensor(targets)
    optimizer = case.optimizer(lib, model)

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


def _repeats_for(step, budget=0.5):
    """Steps per round so that a round of gradtable's steps takes about `budget` seconds (10 to 300):
    30 steps of the 0.3 ms character MLP were too few to rise above the timer and the machine's
    noise (rounds differed by 25-30%), 30 of the 90 ms GPT step more than needed."""
    start = CLOCK()
    step()
    return max(10, min(300, int(budget / max(CLOCK() - start, 1e-6))))


def time_alternating(step_gt, step_torch, repeats, rounds=3):
    """Median seconds per step of each, alternating which goes first; and the rounds' spread."""
    medians = {"gradtable": [], "torch": []}
    for _ in range(rounds):
        runs = {"gradtable": [], "torch": []}
        for i in range(repeats):
            pair = (("gradtable", step_gt), ("torch", step_torch))
            for name, step in (pair if i % 2 == 0 else pair[::-1]):
                start = CLOCK()
                step()
                runs[name].append(CLOCK() - start)
        for name in runs:
            medians[name].append(statistics.median(runs[name]))
    spread = max(max(m) / min(m) - 1 for m in medians.values())
    return {name: statistics.median(m) for name, m in medians.items()}, spread


def run(torch, repeats=None):
    """Check and time every case; prints the table and returns whether every loss agreed."""
    print("\n(e) training steps of real models (benchmarks/models.py, small_models.py), gradtable vs PyTorch with the")
    print("    same weights and batch, both on 1 thread, steps alternating; median of 3 rounds; thread CPU time")
    if torch is None:
        print("  torch not installed: nothing to compare with")
        return True
    all_ok = True
    previous_threads = torch.get_num_threads()
    torch.set_num_threads(1)
    try:
        with threadpool_limits(1, user_api="blas"):
            print(f"  {'model':<13}{'gradtable':>12}{'torch':>12}{'ratio':>9}  {'target':<16}{'losses (3 steps)':<18}"
                  "what")
            for case in CASES:
                step_gt, step_torch, losses = prepare(case, torch)
                ok = all(abs(a - b) <= case.loss_rtol * abs(b) for a, b in losses)
                all_ok &= ok
                n = repeats or _repeats_for(step_gt)
                times, spread = time_alternating(step_gt, step_torch, n)
                r = times["gradtable"] / times["torch"]
                target = "-" if case.target is None else (
                    f"<= {case.target:g}x " + ("MET" if r <= case.target else "NOT MET"))
                loss_text = "equal" if ok else "MISMATCH " + ", ".join(f"{a:.5g}/{b:.5g}" for a, b in losses)
                note = f"  (rounds differ by {100 * spread:.0f}%)" if spread > 0.15 else ""
                print(f"  {case.name:<13}{times['gradtable'] * 1e3:>9.1f} ms{times['torch'] * 1e3:>9.1f} ms"
                      f"{r:>8.2f}x  {target:<16}{loss_text:<18}{DESCRIPTIONS[case.name]}{note}")
    finally:
        torch.set_num_threads(previous_threads)
    print("  (losses: the first three steps' losses agree to 1e-4 relative, float32)")
    return all_ok
