"""(f) data-parallel training: examples/ddp_gpt.py (the tiny GPT under DistributedDataParallel) started
by gradtable's launcher on 1 and on 2 processes, one BLAS thread each, the same global batches: samples
per second of the training steps, and the check that both printed the same losses."""
import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ITERS, BATCH = 30, 32


def measure(nproc):
    """(samples per second, the loss lines) of one launcher run, or (None, the error output)."""
    env = {**os.environ, "OMP_NUM_THREADS": "1"}
    for key in ("RANK", "WORLD_SIZE", "LOCAL_RANK"):
        env.pop(key, None)
    command = [sys.executable, "-m", "gradtable.distributed.run", "--nproc-per-node", str(nproc),
               str(ROOT / "examples" / "ddp_gpt.py"), "--iters", str(ITERS), "--eval-interval", "10",
               "--batch-size", str(BATCH), "--bench"]
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=600, env=env)
    found = re.search(r"samples/s: ([0-9.]+)", done.stdout)
    if done.returncode or not found:
        return None, done.stdout + done.stderr
    return float(found.group(1)), [line for line in done.stdout.splitlines() if line.startswith("step")]


def run():
    """Print the row; True unless the two runs disagree."""
    print(f"\n(f) data-parallel training (examples/ddp_gpt.py: tiny GPT, global batch 2 x {BATCH} rows of 16 tokens, "
          f"AdamW, {ITERS} steps)")
    print("    under DistributedDataParallel, launched by python -m gradtable.distributed.run; 1 BLAS thread "
          "per process")
    try:
        import mpi4py  # noqa: F401
    except ImportError:
        print("  mpi4py not installed (pip install 'gradtable[distributed]'): skipped")
        return True
    results = {n: measure(n) for n in (1, 2)}
    for n, (rate, detail) in results.items():
        if rate is None:
            print(f"  {n} process(es): FAILED\n{detail}")
            return False
    same = results[1][1] == results[2][1]
    one, two = results[1][0], results[2][0]
    print(f"  {'processes':<12}{'samples/s':>10}")
    print(f"  {1:<12}{one:>10.1f}\n  {2:<12}{two:>10.1f}   ({two / one:.2f}x one process)")
    print("  losses: " + ("equal on 1 and 2 processes" if same else "MISMATCH " + repr(results)))
    return same
