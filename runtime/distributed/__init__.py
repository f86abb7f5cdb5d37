"""torch.distributed on MPI: process groups, collectives and data-parallel training across processes and
machines, with PyTorch's names, signatures and errors (docs/distributed.md).

The processes are started by MPI (`python -m gradtable.distributed.run --nproc-per-node N script.py`, or
`mpiexec`), and talk through mpi4py, the optional extra `gradtable[distributed]`. Without it every name
still imports (scripts import init_process_group unconditionally and call it only when launched
distributed); calls that need a process group say how to install it."""
from .errors import DistBackendError, DistError, DistNetworkError, DistStoreError, QueueEmptyError
from .process_group import (
    Backend,
    GroupMember,
    ProcessGroup,
    default_pg_timeout,
    destroy_process_group,
    get_backend,
    get_global_rank,
    get_group_rank,
    get_node_local_rank,
    get_pg_count,
    get_process_group_ranks,
    get_rank,
    get_world_size,
    group,
    init_process_group,
    is_available,
    is_backend_available,
    is_gloo_available,
    is_initialized,
    is_mpi_available,
    is_nccl_available,
    is_torchelastic_launched,
    is_ucc_available,
    is_xccl_available,
    new_group,
)
from .reduce_op import ReduceOp

__all__ = ["Backend", "DistBackendError", "DistError", "DistNetworkError", "DistStoreError", "GroupMember",
           "ProcessGroup", "QueueEmptyError", "ReduceOp", "default_pg_timeout", "destroy_process_group", "get_backend",
           "get_global_rank", "get_group_rank", "get_node_local_rank", "get_pg_count", "get_process_group_ranks",
           "get_rank", "get_world_size", "group", "init_process_group", "is_available", "is_backend_available",
           "is_gloo_available", "is_initialized", "is_mpi_available", "is_nccl_available", "is_torchelastic_launched",
           "is_ucc_available", "is_xccl_available", "new_group"]
