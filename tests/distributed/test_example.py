"""examples/ddp_gpt.py: the tiny GPT under DistributedDataParallel on 2 processes (started by the
launcher, gradients accumulated nanoGPT's way) prints the loss curve of the plain single-process run."""
import os
import subprocess
import sys

from ranks import ROOT, TORCHRUN_VARIABLES, require_mpi

SCRIPT = ROOT / "examples" / "ddp_gpt.py"
ARGS = ["--iters", "12", "--eval-interval", "3"]


def run(*command):
    env = {k: v for k, v in os.environ.items() if k not in TORCHRUN_VARIABLES}
    env["OMP_NUM_THREADS"] = "1"
    done = subprocess.run([sys.executable, *command], cwd=ROOT, capture_output=True, text=True, timeout=300,
                          env=env)
    assert done.returncode == 0, done.stdout + done.stderr
    return done.stdout


def test_two_processes_print_the_single_process_loss_curve():
    require_mpi()
    single = run(str(SCRIPT), *ARGS)
    double = run("-m", "gradtable.distributed.run", "--nproc-per-node", "2", str(SCRIPT), *ARGS)
    assert single.splitlines()[0] == "number of parameters: 27.7K"
    assert [line for line in single.splitlines() if line.startswith("step")] == [
        f"step {i}: loss {value}" for i, value in zip((0, 3, 6, 9, 12), _losses(single))]
    assert double == single     # rank 0 alone prints, and prints the same
    assert len(_losses(single)) == 5 and len(set(_losses(single))) > 1   # it trains


def _losses(text):
    return [line.split("loss ")[1] for line in text.splitlines() if line.startswith("step")]
