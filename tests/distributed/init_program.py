"""Run in every rank by test_process_group.py (under plain mpiexec): init_process_group's forms (backend
"mpi", "gloo" and None; init_method None, env:// and tcp://; world_size= and rank=), what the group
answers after each, initializing twice, a world size that disagrees with MPI's, and destroy then
init again. Argument: the folder the results go to."""
import os
from datetime import timedelta

from rank_results import Recorder

import gradtable as torch
import gradtable.distributed as dist

record = Recorder()
case = record.case
# What mpiexec told this process (MPICH's variables; Open MPI's), read before MPI starts here.
rank = int(os.environ.get("PMI_RANK", os.environ.get("OMPI_COMM_WORLD_RANK", "-1")))
size = int(os.environ.get("PMI_SIZE", os.environ.get("OMPI_COMM_WORLD_SIZE", "-1")))
timeout = timedelta(seconds=30)


def answers():
    x = torch.ones(2) * (dist.get_rank() + 1)
    dist.all_reduce(x)
    return (dist.is_initialized(), str(dist.get_backend()), dist.group.WORLD.name(), dist.get_rank(),
            dist.get_world_size(), x.tolist())


def init_then(**kwargs):
    dist.init_process_group(timeout=timeout, **kwargs)
    try:
        return answers()
    finally:
        dist.destroy_process_group()


case("before", lambda: (dist.is_available(), dist.is_initialized()))
case("mpi, world_size and rank", lambda: init_then(backend="mpi", world_size=size, rank=rank))
case("gloo, tcp://", lambda: init_then(backend="gloo", init_method="tcp://127.0.0.1:29777", world_size=size,
                                       rank=rank))
case("None", lambda: init_then(backend=None))
os.environ.update(RANK=str(rank), WORLD_SIZE=str(size))
case("gloo, env:// with RANK and WORLD_SIZE", lambda: init_then(backend="gloo", init_method="env://"))
os.environ["WORLD_SIZE"] = str(size + 1)
case("WORLD_SIZE disagreeing with MPI", lambda: init_then(backend="gloo"))
case("after the refusal", lambda: dist.is_initialized())
case("world_size disagreeing, not env://", lambda: init_then(backend="gloo", init_method="tcp://127.0.0.1:29777",
                                                           world_size=size + 1, rank=rank))
del os.environ["RANK"], os.environ["WORLD_SIZE"]


def twice():
    dist.init_process_group("gloo", timeout=timeout)
    try:
        dist.init_process_group("gloo", timeout=timeout)
    finally:
        dist.destroy_process_group()


def translations():
    dist.init_process_group("gloo", timeout=timeout)
    try:
        world = dist.group.WORLD
        answers = [dist.get_group_rank(world, rank), dist.get_global_rank(world, 1)]
        for call in (lambda: dist.get_group_rank(None, 0), lambda: dist.get_global_rank(None, 0)):
            try:
                call()
            except ValueError as error:
                answers.append(str(error))
        return answers
    finally:
        dist.destroy_process_group()


case("twice", twice)
case("rank translations", translations)
case("after destroy", lambda: (dist.is_initialized(), dist.get_rank()))
record.write(rank)
