"""`python -m gradtable.distributed.run --nproc-per-node N script.py args`: torchrun's command line, run on
mpiexec (docs/distributed.md).

It starts the processes with `mpiexec`, each running launch_rank.py, which sets the variables torchrun
sets (RANK, LOCAL_RANK, WORLD_SIZE, LOCAL_WORLD_SIZE, MASTER_ADDR, MASTER_PORT, ...) from MPI's view
of the job, then runs the script as `python script.py` would. On several machines it runs once, on one
of them, with `--hostfile` (MPI starts the processes on every host), where torchrun runs once per machine.
If one process fails, the others are stopped and the launcher exits with its exit status."""
import argparse
import os
import shutil
import subprocess
import sys
import uuid

# torchrun options that concern its own rendezvous and agent: accepted so command lines written for
# torchrun work, but MPI does what they configure.
_IGNORED = ("--rdzv-backend", "--rdzv-endpoint", "--rdzv-id", "--rdzv-conf", "--max-restarts", "--monitor-interval",
            "--start-method", "--log-dir", "--redirects", "--tee", "--local-addr", "--role")


def find_mpiexec():
    """The mpiexec to use: $GRADTABLE_MPIEXEC, the one installed beside this Python (the mpich wheel puts
    it in the venv's bin), or the first on PATH; None if there is none."""
    chosen = os.environ.get("GRADTABLE_MPIEXEC")
    if chosen:
        return chosen
    beside = os.path.join(os.path.dirname(sys.executable), "mpiexec")
    if os.access(beside, os.X_OK):
        return beside
    return shutil.which("mpiexec")


def _flavour(mpiexec):
    """"openmpi" or "mpich" (Hydra's options, which Intel MPI and MVAPICH share)."""
    try:
        text = subprocess.run([mpiexec, "--version"], capture_output=True, text=True, timeout=30).stdout
    except (OSError, subprocess.TimeoutExpired):
        return "mpich"
    return "openmpi" if "Open MPI" in text or "OpenRTE" in text or "PRRTE" in text else "mpich"


def parser():
    p = argparse.ArgumentParser(
        prog="python -m gradtable.distributed.run",
        description="Start N processes of a training script, as torchrun does, on mpiexec.")
    p.add_argument("--nproc-per-node", "--nproc_per_node", default="1",
                   help="processes per machine (an integer; 'cpu' or 'auto': the number of cores)")
    p.add_argument("--nnodes", default="1", help="machines; more than 1 needs --hostfile")
    p.add_argument("--node-rank", "--node_rank", type=int, default=0,
                   help="accepted for torchrun command lines: with MPI the launcher runs once, on one machine")
    p.add_argument("--hostfile", "--host-file", default=None,
                   help="MPI hostfile naming the machines (one per line), for several machines")
    p.add_argument("--master-addr", "--master_addr", default="127.0.0.1")
    p.add_argument("--master-port", "--master_port", type=int, default=29500)
    p.add_argument("--standalone", action="store_true", help="one machine (the default here)")
    p.add_argument("-m", "--module", action="store_true", help="run the script as `python -m module`")
    p.add_argument("--no-python", "--no_python", action="store_true", help="run the script as a program")
    p.add_argument("--run-path", "--run_path", action="store_true", help="the same as the default here")
    p.add_argument("--mpiexec", default=None, help="the mpiexec to use (default: see find_mpiexec)")
    p.add_argument("--mpiexec-args", default="", help="more options for mpiexec, as one string")
    for option in _IGNORED:
        p.add_argument(option, option.replace("-", "_").replace("__", "--", 1), default=None, help=argparse.SUPPRESS)
    p.add_argument("training_script")
    p.add_argument("training_script_args", nargs=argparse.REMAINDER)
    return p


def _count(value, what):
    if value in ("cpu", "auto"):
        return os.cpu_count() or 1
    try:
        count = int(value)
    except ValueError:
        count = 0
    if count < 1:
        raise SystemExit(f"gradtable.distributed.run: {what} must be a positive integer, got {value!r}")
    return count


def command(args, mpiexec, flavour):
    """The mpiexec command line for the parsed arguments."""
    per_node = _count(args.nproc_per_node, "--nproc-per-node")
    nodes = _count(str(args.nnodes).split(":")[-1], "--nnodes")
    if args.node_rank != 0:
        raise SystemExit("gradtable.distributed.run: run the launcher once, on one machine, with --hostfile naming "
                         "every machine (MPI starts the processes on all of them); not once per machine with "
                         "--node-rank")
    if nodes > 1 and not args.hostfile:
        raise SystemExit(f"gradtable.distributed.run: --nnodes {nodes} needs --hostfile naming the machines")
    line = [mpiexec, "-n", str(per_node * nodes)]
    if args.hostfile:
        line += (["--hostfile", args.hostfile, "--map-by", f"ppr:{per_node}:node"] if flavour == "openmpi"
                 else ["-f", args.hostfile, "-ppn", str(per_node)])
    line += args.mpiexec_args.split()
    if args.no_python:
        runner = ["--no-python"]
    elif args.module:
        runner = ["--module"]
    else:
        runner = []
    line += [sys.executable, "-m", "gradtable.distributed.launch_rank", *runner, args.training_script,
             *args.training_script_args]
    return line


def environment(args):
    """What every process inherits; launch_rank.py adds the per-rank variables."""
    env = dict(os.environ)
    per_node = _count(args.nproc_per_node, "--nproc-per-node")
    if per_node > 1 and "OMP_NUM_THREADS" not in env:
        # As torchrun: N processes with a BLAS thread per core each would oversubscribe the cores.
        print("gradtable.distributed.run: setting OMP_NUM_THREADS=1 for each process (set it to choose another "
              "value)", file=sys.stderr)
        env["OMP_NUM_THREADS"] = "1"
    env.update(MASTER_ADDR=args.master_addr, MASTER_PORT=str(args.master_port),
               TORCHELASTIC_RUN_ID=args.rdzv_id or uuid.uuid4().hex[:12], TORCHELASTIC_RESTART_COUNT="0",
               TORCHELASTIC_MAX_RESTARTS="0", ROLE_NAME=args.role or "default",
               GRADTABLE_NNODES=str(_count(str(args.nnodes).split(":")[-1], "--nnodes")))
    return env


def main(argv=None):
    args = parser().parse_args(argv)
    mpiexec = args.mpiexec or find_mpiexec()
    if mpiexec is None:
        raise SystemExit("gradtable.distributed.run: no mpiexec found. pip install 'gradtable[distributed]' (mpi4py "
                         "and MPICH), or put your MPI's mpiexec on PATH (or name it with --mpiexec)")
    line = command(args, mpiexec, _flavour(mpiexec))
    return subprocess.call(line, env=environment(args))


if __name__ == "__main__":
    sys.exit(main())
