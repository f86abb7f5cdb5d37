"""Running a test program in several MPI processes: mpiexec found beside the interpreter (the mpich
wheel puts it in the venv's bin) or on PATH, each rank's results read back from the pickle it wrote,
and a hard timeout that kills the whole process tree, so a rank that hangs fails the test instead of
hanging the suite."""
import contextlib
import datetime
import os
import pickle
import signal
import socket
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
TORCHRUN_VARIABLES = ("RANK", "WORLD_SIZE", "LOCAL_RANK", "LOCAL_WORLD_SIZE", "MASTER_ADDR", "MASTER_PORT",
                      "TORCHELASTIC_RUN_ID")
ROOT = HERE.parents[1]


def require_mpi():
    """mpi4py and mpiexec, or a skip saying why (a failure where CI requires them: GRADTABLE_REQUIRE_TORCH=1,
    as `make test` installs the distributed extra)."""
    from gradtable.distributed.run import find_mpiexec
    problem = None
    try:
        import mpi4py  # noqa: F401
    except ImportError:
        problem = "mpi4py is not installed (pip install 'gradtable[distributed]')"
    if problem is None and find_mpiexec() is None:
        problem = "no mpiexec found (pip install mpich, or an MPI of the system)"
    if problem is not None:
        if os.environ.get("GRADTABLE_REQUIRE_TORCH") == "1":
            pytest.fail(f"GRADTABLE_REQUIRE_TORCH=1 but {problem}: the multi-process tests must run")
        pytest.skip(f"multi-process tests skipped: {problem}")


def run_ranks(n, program, out_dir, *args, timeout=120, env=None, check=True):
    """Run tests/distributed/<program> in n processes under mpiexec; (completed process, [result of rank i]).
    Each rank writes its results to out_dir/rank<i>.pkl (see rank_results in the programs)."""
    from gradtable.distributed.run import find_mpiexec
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    command = [find_mpiexec(), "-n", str(n), sys.executable, str(HERE / program), str(out_dir), *map(str, args)]
    environment = {key: value for key, value in os.environ.items() if key not in TORCHRUN_VARIABLES}
    environment.update(OMP_NUM_THREADS="1", PYTHONPATH=str(HERE), **(env or {}))
    process = subprocess.Popen(command, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                               env=environment, start_new_session=True)
    try:
        stdout, stderr = process.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        stdout, stderr = process.communicate()
        pytest.fail(f"{program} on {n} processes did not finish in {timeout} s (killed)\n{stdout}\n{stderr}")
    done = subprocess.CompletedProcess(command, process.returncode, stdout, stderr)
    if check:
        assert done.returncode == 0, f"{program} on {n} processes failed:\n{stdout}\n{stderr}"
    results = []
    for rank in range(n):
        path = out_dir / f"rank{rank}.pkl"
        results.append(pickle.loads(path.read_bytes()) if path.exists() else None)
    return done, results


@contextlib.contextmanager
def torch_gloo_group(torch):
    """PyTorch's gloo backend with one rank in this process (the oracle for single-rank behaviour and
    errors). torchrun's variables are set only while it initialises: the processes the tests start later
    must not inherit them."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    saved = {key: os.environ.get(key) for key in ("MASTER_ADDR", "MASTER_PORT", "RANK", "WORLD_SIZE")}
    os.environ.update(MASTER_ADDR="127.0.0.1", MASTER_PORT=str(port), RANK="0", WORLD_SIZE="1")
    try:
        torch.distributed.init_process_group("gloo", timeout=datetime.timedelta(seconds=30))
    finally:
        for key, value in saved.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value
    try:
        yield torch
    finally:
        torch.distributed.destroy_process_group()
