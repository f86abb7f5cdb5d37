"""Run in every rank by test_ddp.py under plain mpiexec (no launcher to abort the job): DDP training in
which rank 1 raises before its second backward. Rank 0, waiting for rank 1's gradients in the
all-reduce its backward started, must get the group's timeout as DistBackendError, not hang. Arguments:
the folder the results go to, the timeout in seconds."""
import sys
from datetime import timedelta

import ddp_models
from rank_results import Recorder

import gradtable.distributed as dist
from gradtable.nn.parallel import DistributedDataParallel as DDP

dist.init_process_group("gloo", timeout=timedelta(seconds=float(sys.argv[2])))
rank = dist.get_rank()
record = Recorder()


def train():
    ddp = DDP(ddp_models.make_model(seed=0))
    for step in range(3):
        if step == 1 and rank == 1:
            raise ValueError("rank 1 fails on purpose")
        x, y = ddp_models.data(step, 0, ddp_models.BATCH)
        ((ddp(x) - y) ** 2).mean().backward()
    return step


record.case("training", train)
record.write(rank)
if rank == 1:
    raise SystemExit(1)     # as the uncaught error would: this process fails
