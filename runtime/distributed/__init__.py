"""torch.distributed on MPI: process groups, collectives and data-parallel training across processes and
machines, with PyTorch's names, signatures and errors (docs/distributed.md).

The processes are started by MPI (`python -m gradtable.distributed.run --nproc-per-node N script.py`, or
`mpiexec`), and talk through mpi4py, the optional extra `gradtable[distributed]`. Without it every name
still imports (scripts import init_process_group unconditionally and call it only when launched
distributed); calls that need a process group say how to install it."""
from .collectives import (
    all_gather,
    all_gather_into_tensor,
    all_gather_single,
    all_reduce,
    all_to_all,
    all_to_all_single,
    barrier,
    broadcast,
    gather,
    monitored_barrier,
    reduce,
    reduce_scatter,
    reduce_scatter_single,
    reduce_scatter_tensor,
    scatter,
)
from .errors import DistBackendError, DistError, DistNetworkError, DistStoreError, QueueEmptyError
from .object_collectives import (
    all_gather_object,
    broadcast_object_list,
    gather_object,
    recv_object_list,
    scatter_object_list,
    send_object_list,
)
from .point_to_point import P2POp, batch_isend_irecv, irecv, isend, recv, send
from .process_group import (
    Backend,
    GroupMember,
    ProcessGroup,
    default_pg_timeout,
    destroy_process_group,
    get_backend,
    get_default_backend_for_device,
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
    new_subgroups,
    new_subgroups_by_enumeration,
)
from .reduce_op import ReduceOp, supports_complex
from .work import Work

# The deprecated lower-case alias PyTorch keeps.
reduce_op = ReduceOp

__all__ = ["P2POp", "Work", "all_gather", "all_gather_into_tensor", "all_gather_object", "all_gather_single",
           "all_reduce", "all_to_all", "all_to_all_single", "barrier", "batch_isend_irecv", "broadcast",
           "broadcast_object_list", "gather", "gather_object", "irecv", "isend", "monitored_barrier", "recv",
           "recv_object_list", "reduce", "reduce_op", "reduce_scatter", "reduce_scatter_single",
           "reduce_scatter_tensor", "scatter", "scatter_object_list", "send", "send_object_list",
           "Backend", "DistBackendError", "DistError", "DistNetworkError", "DistStoreError", "GroupMember",
           "ProcessGroup", "QueueEmptyError", "ReduceOp", "default_pg_timeout", "destroy_process_group", "get_backend",
           "get_global_rank", "get_group_rank", "get_node_local_rank", "get_pg_count", "get_process_group_ranks",
           "get_rank", "get_world_size", "group", "init_process_group", "is_available", "is_backend_available",
           "is_gloo_available", "is_initialized", "is_mpi_available", "is_nccl_available", "is_torchelastic_launched",
           "is_ucc_available", "is_xccl_available", "new_group",
           "new_subgroups", "new_subgroups_by_enumeration", "get_default_backend_for_device", "supports_complex"]
