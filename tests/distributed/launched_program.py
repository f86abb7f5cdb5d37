"""Run by test_launcher.py through `python -m gradtable.distributed.run`: reports what torchrun's
variables say and what the process group says, then (with an argument) fails on one rank or skips a
collective on one rank, to show that the others do not hang.

    launched_program.py OUT [fail RANK | skip RANK TIMEOUT_SECONDS]"""
import json
import os
import sys
from datetime import timedelta
from pathlib import Path

import gradtable as torch
import gradtable.distributed as dist

out = Path(sys.argv[1])
mode = sys.argv[2] if len(sys.argv) > 2 else None
timeout = timedelta(seconds=float(sys.argv[4])) if mode == "skip" else None
dist.init_process_group(backend="gloo", timeout=timeout)
rank = dist.get_rank()
seen = {key: os.environ.get(key) for key in ("RANK", "LOCAL_RANK", "WORLD_SIZE", "LOCAL_WORLD_SIZE", "GROUP_RANK",
                                             "MASTER_ADDR", "MASTER_PORT", "OMP_NUM_THREADS")}
seen.update(rank=rank, size=dist.get_world_size(), launched=dist.is_torchelastic_launched(), argv=sys.argv[1:],
            name=__name__)
if mode == "fail" and rank == int(sys.argv[3]):
    raise ValueError(f"rank {rank} fails on purpose")
if mode == "skip" and rank == int(sys.argv[3]):
    dist.destroy_process_group()
    sys.exit(0)
x = torch.ones(2) * (rank + 1)
try:
    dist.all_reduce(x)
    seen["sum"] = x.tolist()
except dist.DistBackendError as error:
    seen["error"] = str(error)
(out / f"rank{rank}.json").write_text(json.dumps(seen))
