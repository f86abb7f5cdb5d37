"""What each process started by gradtable.distributed.run runs first: `python -m
gradtable.distributed.launch_rank [--module | --no-python] script args`.

It asks MPI who this process is, sets the variables torchrun gives its workers (RANK, WORLD_SIZE,
LOCAL_RANK, LOCAL_WORLD_SIZE, GROUP_RANK, GROUP_WORLD_SIZE, ROLE_RANK, ROLE_WORLD_SIZE, and MASTER_ADDR/
MASTER_PORT from the launcher), then runs the script as `python script.py` would. If the script raises,
the traceback is printed and the whole job is aborted (MPI_Abort), as torchrun stops the other workers
when one fails: the others may be waiting for this one in a collective."""
import os
import runpy
import sys
import time
import traceback

from ._mpi import mpi


def _set_torchrun_variables(MPI):  # noqa: N803 (the module's own name)
    world = MPI.COMM_WORLD
    rank, size = world.Get_rank(), world.Get_size()
    # The processes on this machine share memory: their communicator gives the local rank and size.
    local = world.Split_type(MPI.COMM_TYPE_SHARED, key=rank)
    local_rank, local_size = local.Get_rank(), local.Get_size()
    # Machines are numbered by their first process: the node rank is how many first processes come before.
    leaders = world.allgather(rank if local_rank == 0 else None)
    first = local.bcast(rank if local_rank == 0 else None, root=0)
    node_rank = sum(1 for leader in leaders if leader is not None and leader < first)
    nodes = sum(1 for leader in leaders if leader is not None)
    local.Free()
    os.environ.update(RANK=str(rank), WORLD_SIZE=str(size), LOCAL_RANK=str(local_rank),
                      LOCAL_WORLD_SIZE=str(local_size), GROUP_RANK=str(node_rank), GROUP_WORLD_SIZE=str(nodes),
                      ROLE_RANK=str(rank), ROLE_WORLD_SIZE=str(size))
    os.environ.setdefault("MASTER_ADDR", "127.0.0.1")
    os.environ.setdefault("MASTER_PORT", "29500")


def _run(argv):
    mode = None
    if argv and argv[0] in ("--module", "--no-python"):
        mode, argv = argv[0], argv[1:]
    if not argv:
        raise SystemExit("launch_rank: no script given")
    if mode == "--no-python":
        os.execvp(argv[0], argv)
    sys.argv = list(argv)
    if mode == "--module":
        runpy.run_module(argv[0], run_name="__main__", alter_sys=True)
    else:
        sys.path.insert(0, os.path.dirname(os.path.abspath(argv[0])))
        runpy.run_path(argv[0], run_name="__main__")


def main():
    MPI = mpi()  # noqa: N806
    _set_torchrun_variables(MPI)
    try:
        _run(sys.argv[1:])
    except SystemExit as exit_:
        code = exit_.code
        if code not in (None, 0):
            if not isinstance(code, int):
                print(code, file=sys.stderr)
                code = 1
            sys.stderr.flush()
            MPI.COMM_WORLD.Abort(code)
        raise
    except BaseException:
        report = traceback.format_exc() + (f"gradtable.distributed.run: rank {os.environ['RANK']} failed; "
                                           "stopping the other processes\n")
        sys.stdout.flush()
        sys.stderr.write(report)   # one write: the traceback reaches mpiexec whole or not at all
        sys.stderr.flush()
        # Abort kills every rank at once, and mpiexec's forwarder may not have relayed the report yet
        # (CI saw it cut mid-traceback); a short pause lets it through before the job ends.
        time.sleep(0.5)
        MPI.COMM_WORLD.Abort(1)


if __name__ == "__main__":
    main()
