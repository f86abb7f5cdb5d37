"""The launcher `python -m gradtable.distributed.run` (torchrun's command line on mpiexec): the variables
each process gets, a failing rank stopping the job instead of hanging it, and a rank missing from a
collective turned into an error on the others by the group's timeout."""
import json
import os
import subprocess
import sys

import pytest
from ranks import HERE, ROOT, TORCHRUN_VARIABLES, require_mpi

from gradtable.distributed import run as launcher


def launch(tmp_path, *args, nproc=2, timeout=120, launcher_args=()):
    require_mpi()
    env = {key: value for key, value in os.environ.items() if key not in TORCHRUN_VARIABLES + ("OMP_NUM_THREADS",)}
    command = [sys.executable, "-m", "gradtable.distributed.run", "--nproc-per-node", str(nproc), "--master-port",
               "29123", *launcher_args, str(HERE / "launched_program.py"), str(tmp_path), *map(str, args)]
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=timeout, env=env)
    reports = {int(p.stem[4:]): json.loads(p.read_text()) for p in tmp_path.glob("rank*.json")}
    return done, reports


def test_each_process_gets_torchruns_variables(tmp_path):
    done, reports = launch(tmp_path, nproc=3)
    assert done.returncode == 0, done.stderr
    assert sorted(reports) == [0, 1, 2]
    for rank, seen in reports.items():
        assert seen["RANK"] == seen["LOCAL_RANK"] == str(rank) and seen["rank"] == rank
        assert seen["WORLD_SIZE"] == seen["LOCAL_WORLD_SIZE"] == "3" and seen["size"] == 3
        assert seen["GROUP_RANK"] == "0" and seen["MASTER_ADDR"] == "127.0.0.1" and seen["MASTER_PORT"] == "29123"
        assert seen["OMP_NUM_THREADS"] == "1" and seen["launched"] is True
        assert seen["argv"] == [str(tmp_path)] and seen["name"] == "__main__"
        assert seen["sum"] == [6.0, 6.0]
    assert "setting OMP_NUM_THREADS=1" in done.stderr


def test_a_hostfile_of_two_machines(tmp_path):
    """--nnodes 2 with a hostfile: this machine named twice (localhost, 127.0.0.1), which MPI takes for two
    machines, one process on each: each is rank 0 of its machine, and the machines are numbered."""
    hosts = tmp_path / "hosts"
    hosts.write_text("localhost\n127.0.0.1\n")
    out = tmp_path / "out"
    out.mkdir()
    done, reports = launch(out, nproc=1, launcher_args=("--nnodes", "2", "--hostfile", str(hosts)))
    assert done.returncode == 0, done.stderr
    assert sorted(reports) == [0, 1]
    for rank, seen in reports.items():
        assert (seen["RANK"], seen["LOCAL_RANK"], seen["WORLD_SIZE"], seen["LOCAL_WORLD_SIZE"]) == (str(rank), "0", "2",
                                                                                                   "1")
        assert seen["GROUP_RANK"] == str(rank) and seen["sum"] == [3.0, 3.0]


def test_a_failing_rank_stops_the_job(tmp_path):
    done, reports = launch(tmp_path, "fail", 1)
    assert done.returncode != 0
    assert "ValueError: rank 1 fails on purpose" in done.stderr
    assert "rank 1 failed; stopping the other processes" in done.stderr
    assert reports == {}   # rank 0 was stopped inside its all_reduce


def test_a_rank_missing_from_a_collective_is_a_timeout_error(tmp_path):
    done, reports = launch(tmp_path, "skip", 1, 2)
    assert done.returncode == 0, done.stderr
    assert "sum" not in reports[0]
    assert reports[0]["error"].startswith("[Rank 0] all_reduce timed out after 2 seconds in a group of 2")


def test_command_lines(tmp_path):
    args = launcher.parser().parse_args(["--nproc_per_node=4", "--nnodes", "2", "--hostfile", "hosts", "--rdzv-id",
                                         "job7", "train.py", "--lr", "0.1"])
    mpich = launcher.command(args, "mpiexec", "mpich")
    tail = [sys.executable, "-m", "gradtable.distributed.launch_rank", "train.py", "--lr", "0.1"]
    assert mpich == ["mpiexec", "-n", "8", "-f", "hosts", "-ppn", "4", *tail]
    assert launcher.command(args, "mpiexec", "openmpi") == [
        "mpiexec", "-n", "8", "--hostfile", "hosts", "--map-by", "ppr:4:node", *tail]
    assert launcher.environment(args)["TORCHELASTIC_RUN_ID"] == "job7"
    module = launcher.parser().parse_args(["--nproc-per-node", "2", "-m", "pkg.train"])
    assert launcher.command(module, "mpiexec", "mpich")[-2:] == ["--module", "pkg.train"]
    for bad, message in [(["--nnodes", "2", "t.py"], "--nnodes 2 needs --hostfile"),
                         (["--node-rank", "1", "t.py"], "run the launcher once, on one machine"),
                         (["--nproc-per-node", "0", "t.py"], "--nproc-per-node must be a positive integer")]:
        with pytest.raises(SystemExit, match=message):
            launcher.command(launcher.parser().parse_args(bad), "mpiexec", "mpich")
