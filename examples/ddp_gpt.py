"""The tiny GPT of tiny_gpt.py trained with DistributedDataParallel, written as nanoGPT's train.py is:
a DDP run is recognised by the RANK variable the launcher sets, each process takes its share of every
batch, gradients are accumulated over micro-steps with require_backward_grad_sync, and only rank 0
prints. One process and N processes print the same losses.

    python examples/ddp_gpt.py                                                # one process
    python -m gradtable.distributed.run --nproc-per-node 2 examples/ddp_gpt.py  # two
    python examples/ddp_gpt.py --iters 20 --bench                             # samples per second too

The global batch of every step is the same whatever the number of processes (process r takes rows
r, r + N, ... of it), DDP averages the gradients, and the printed loss is the global batch's (averaged
with all_reduce), so the loss curve is the single-process one up to float rounding.
"""
import argparse
import contextlib
import io
import math
import os
import time

import tiny_gpt

import gradtable as torch
from gradtable.distributed import destroy_process_group, init_process_group
from gradtable.nn.parallel import DistributedDataParallel as DDP

parser = argparse.ArgumentParser()
parser.add_argument("--iters", type=int, default=60)
parser.add_argument("--eval-interval", type=int, default=20)
parser.add_argument("--batch-size", type=int, default=8, help="rows of each micro-step's global batch")
parser.add_argument("--bench", action="store_true", help="print samples per second of the training steps")
args = parser.parse_args()

batch_size, accumulation, learning_rate = args.batch_size, 2, 1e-2   # the global batch: accumulation x batch_size

ddp = int(os.environ.get("RANK", -1)) != -1
if ddp:
    init_process_group(backend="gloo")
    rank, world_size = int(os.environ["RANK"]), int(os.environ["WORLD_SIZE"])
    assert batch_size % world_size == 0, "the batch must split evenly between the processes"
else:
    rank, world_size = 0, 1
master = rank == 0
torch.manual_seed(1337)

chars = sorted(set(tiny_gpt.TEXT))
stoi = {ch: i for i, ch in enumerate(chars)}
data = torch.tensor([stoi[c] for c in tiny_gpt.TEXT], dtype=torch.long)
block_size = tiny_gpt.block_size


def get_batch(step, micro):
    """This process's rows of the global batch of (step, micro): every world_size-th row from its rank."""
    ix = (torch.arange(batch_size) * 7 + step * 3 + micro * 5) % (len(data) - block_size)
    ix = ix[rank::world_size]
    x = torch.stack([data[i:i + block_size] for i in ix])
    y = torch.stack([data[i + 1:i + 1 + block_size] for i in ix])
    return x, y


with contextlib.redirect_stdout(io.StringIO()) if not master else contextlib.nullcontext():
    raw_model = tiny_gpt.GPT(len(chars))    # prints its size: once, on rank 0
model = DDP(raw_model) if ddp else raw_model
optimizer = raw_model.configure_optimizers(weight_decay=0.1, lr=learning_rate, betas=(0.9, 0.95))
timed, started = 0, None
for it in range(args.iters + 1):
    if it == 1:
        started = time.perf_counter()    # the first step (warm-up) is not timed
    lr = learning_rate * 0.5 * (1.0 + math.cos(math.pi * it / args.iters))
    for group in optimizer.param_groups:
        group["lr"] = lr
    total = torch.zeros(())
    for micro in range(accumulation):
        if ddp:   # average the gradients only once, after the last micro-step (nanoGPT's way)
            model.require_backward_grad_sync = micro == accumulation - 1
        X, Y = get_batch(it, micro)
        _, loss = model(X, Y)
        loss = loss / accumulation
        total += loss.detach()
        loss.backward()
    torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
    optimizer.step()
    optimizer.zero_grad(set_to_none=True)
    if ddp:
        torch.distributed.all_reduce(total, op=torch.distributed.ReduceOp.AVG)
    if it >= 1:
        timed += 1
    if master and it % args.eval_interval == 0:
        print(f"step {it}: loss {total.item():.4f}")
if master and args.bench and timed:
    seconds = time.perf_counter() - started
    print(f"samples/s: {timed * batch_size * accumulation / seconds:.1f} on {world_size} process(es)")
if ddp:
    destroy_process_group()
