"""The tensor collectives of torch.distributed on MPI: all_reduce, broadcast, reduce, all_gather(_single),
gather, scatter, reduce_scatter(_single), all_to_all(_single) and barrier, each with async_op; and
all_gather_into_tensor and reduce_scatter_tensor, the names PyTorch 2.13 deprecates for the _single ones.

Each one checks its arguments as PyTorch does, checks that every rank made the matching call
(transport.agree), starts one non-blocking MPI operation and returns a Work whose completion writes the
outputs. Sizes may differ between ranks where PyTorch allows it (all_gather's output list, gather's and
scatter's lists, all_to_all's splits): those are exchanged as byte counts (the MPI "v" operations)."""
import warnings

import numpy as np

from . import _mpi
from .reduce_op import ReduceOp
from .reduction import checked, combine, finish_average, mpi_op
from .transport import (
    agree,
    backend_prefix,
    check_tensor,
    check_tensor_list,
    flat,
    member_group,
    raw,
    raw_v,
    root,
    run,
    same_dtype,
    store,
)
from .work import Work


def start_all_reduce(pg, array, op, done, op_name="all_reduce"):
    """Start reducing the contiguous 1-d `array` (overwritten) over `pg`; done(result) runs on completion.
    (Without checks: DistributedDataParallel calls it from its gradient hooks.)"""
    MPI = _mpi.mpi()  # noqa: N806
    size = pg.size()
    native = mpi_op(MPI, op, array.dtype)
    if native is not None:
        request = pg._comm.Iallreduce(MPI.IN_PLACE, array, native)

        def finish():
            done(finish_average(array, op, size))
    else:
        gathered = np.empty((size, array.size), array.dtype)
        request = pg._comm.Iallgather(raw(array), raw(gathered))

        def finish():
            done(finish_average(combine(list(gathered), op), op, size))
    return Work([request], pg, op_name, finish)


def all_reduce(tensor, op=ReduceOp.SUM, group=None, async_op=False):
    """Reduce `tensor` over the group; every rank gets the result in `tensor`."""
    check_tensor(tensor, "tensor")
    pg = member_group(group, "all_reduce")
    if pg is None:
        return None
    red = checked(op, tensor._data.dtype, "all_reduce")
    agree(pg, "all_reduce", tensor._data.dtype, tensor._data.size, op=red)
    work = start_all_reduce(pg, flat(tensor), red, lambda result: store(tensor, result))
    work._result = [tensor]
    return run(work, async_op)


def broadcast(tensor, src=None, group=None, async_op=False, group_src=None):
    """Copy `tensor` of rank `src` into `tensor` on every rank."""
    check_tensor(tensor, "tensor")
    pg = member_group(group, "broadcast")
    if pg is None:
        return None
    source = root(pg, src, group_src, "broadcast")
    agree(pg, "broadcast", tensor._data.dtype, tensor._data.size, root=source)
    buffer = flat(tensor)
    request = pg._comm.Ibcast(raw(buffer), root=source)
    return run(Work([request], pg, "broadcast", lambda: store(tensor, buffer), [tensor]), async_op)


def reduce(tensor, dst=None, op=ReduceOp.SUM, group=None, async_op=False, group_dst=None):
    """Reduce `tensor` over the group into `tensor` of rank `dst` (the others' are left as they are)."""
    check_tensor(tensor, "tensor")
    pg = member_group(group, "reduce")
    if pg is None:
        return None
    target = root(pg, dst, group_dst, "reduce")
    red = checked(op, tensor._data.dtype, "reduce")
    agree(pg, "reduce", tensor._data.dtype, tensor._data.size, root=target, op=red)
    MPI = _mpi.mpi()  # noqa: N806
    array = flat(tensor)
    mine = pg.rank() == target
    native = mpi_op(MPI, red, array.dtype)
    if native is not None:
        received = np.empty_like(array) if mine else None
        request = pg._comm.Ireduce(array, received, native, root=target)

        def finish():
            if mine:
                store(tensor, finish_average(received, red, pg.size()))
    else:
        gathered = np.empty((pg.size(), array.size), array.dtype) if mine else None
        request = pg._comm.Igather(raw(array), raw(gathered) if mine else None, root=target)

        def finish():
            if mine:
                store(tensor, finish_average(combine(list(gathered), red), red, pg.size()))
    return run(Work([request], pg, "reduce", finish, [tensor]), async_op)


def _all_gather_parts(pg, tensor, parts, op_name, check_each=True):
    """Start gathering every rank's `tensor` into the tensors `parts` (one per rank, any sizes)."""
    prefix = backend_prefix(pg)
    if len(parts) != pg.size():
        raise RuntimeError(f"{prefix}::allgather: invalid output tensor list at index 0 (expected length "
                           f"{pg.size()}, got {len(parts)})")
    same_dtype(tensor, *parts)
    if check_each and parts[pg.rank()]._data.size != tensor._data.size:
        raise RuntimeError(f"{prefix}::allgather: invalid tensor size at index {pg.rank()} (expected "
                           f"{parts[pg.rank()]._data.size} elements, got {tensor._data.size})")
    counts = [p._data.size for p in parts]
    agree(pg, op_name, tensor._data.dtype, sum(counts), sizes=hash(tuple(counts)) & 0x7FFFFFFF)
    received = np.empty(sum(counts), tensor._data.dtype)
    request = pg._comm.Iallgatherv(raw(flat(tensor)), raw_v(received, counts))
    offsets = np.cumsum([0] + counts)

    def finish():
        for part, start, stop in zip(parts, offsets[:-1], offsets[1:]):
            store(part, received[start:stop])
    return Work([request], pg, op_name, finish, parts)


def all_gather(tensor_list, tensor, group=None, async_op=False):
    """tensor_list[i] gets rank i's `tensor` (sizes may differ between ranks: tensor_list says them)."""
    check_tensor_list(tensor_list, "tensor_list")
    check_tensor(tensor, "tensor")
    pg = member_group(group, "all_gather")
    if pg is None:
        return None
    return run(_all_gather_parts(pg, tensor, tensor_list, "all_gather"), async_op)


def all_gather_single(output_tensor, input_tensor, group=None, async_op=False):
    """The ranks' `input_tensor`s, concatenated (or stacked) along dim 0 into `output_tensor`."""
    check_tensor(input_tensor, "input_tensor")
    check_tensor(output_tensor, "output_tensor")
    pg = member_group(group, "all_gather_single")
    if pg is None:
        return None
    same_dtype(output_tensor, input_tensor)
    if output_tensor._data.size != pg.size() * input_tensor._data.size:
        raise RuntimeError(f"{backend_prefix(pg)}::allgather: invalid tensor size: output_tensor has "
                           f"{output_tensor._data.size} elements, expected world size ({pg.size()}) times the "
                           f"input's {input_tensor._data.size}")
    received = np.empty(output_tensor._data.size, output_tensor._data.dtype)
    agree(pg, "all_gather_single", input_tensor._data.dtype, input_tensor._data.size)
    request = pg._comm.Iallgather(raw(flat(input_tensor)), raw(received))
    return run(Work([request], pg, "all_gather_single", lambda: store(output_tensor, received),
                    [output_tensor]), async_op)


def all_gather_into_tensor(output_tensor, input_tensor, group=None, async_op=False):
    """all_gather_single under the name PyTorch 2.13 deprecates (it warns, then does the same)."""
    warnings.warn("`torch.distributed.all_gather_into_tensor` is deprecated. Please use "
                  "`torch.distributed.all_gather_single` instead.", FutureWarning, stacklevel=2)
    return all_gather_single(output_tensor, input_tensor, group, async_op)


def gather(tensor, gather_list=None, dst=None, group=None, async_op=False, group_dst=None):
    """gather_list[i] of rank `dst` (0 by default) gets rank i's `tensor`."""
    check_tensor(tensor, "tensor")
    if gather_list:
        check_tensor_list(gather_list, "gather_list")
    else:
        gather_list = []
    pg = member_group(group, "gather")
    if pg is None:
        return None
    if dst is None and group_dst is None:
        dst = 0
    target = root(pg, dst, group_dst, "gather")
    mine = pg.rank() == target
    if mine and not gather_list:
        raise ValueError("Argument ``gather_list`` must be specified on destination rank.")
    if not mine and gather_list:
        raise ValueError("Argument ``gather_list`` must NOT be specified on non-destination ranks.")
    same_dtype(tensor, *gather_list)
    agree(pg, "gather", tensor._data.dtype, 0, root=target)
    if mine:
        if len(gather_list) != pg.size():
            raise RuntimeError(f"{backend_prefix(pg)}::gather: Incorrect output list size {len(gather_list)}. "
                               f"Output list size should be {pg.size()}, same as size of the process group.")
        counts = [t._data.size for t in gather_list]
        received = np.empty(sum(counts), tensor._data.dtype)
        request = pg._comm.Igatherv(raw(flat(tensor)), raw_v(received, counts), root=target)
        offsets = np.cumsum([0] + counts)

        def finish():
            for part, start, stop in zip(gather_list, offsets[:-1], offsets[1:]):
                store(part, received[start:stop])
    else:
        request = pg._comm.Igatherv(raw(flat(tensor)), None, root=target)
        finish = None
    return run(Work([request], pg, "gather", finish, gather_list), async_op)


def scatter(tensor, scatter_list=None, src=None, group=None, async_op=False, group_src=None):
    """`tensor` of rank i gets scatter_list[i] of rank `src` (0 by default)."""
    check_tensor(tensor, "tensor")
    if scatter_list:
        check_tensor_list(scatter_list, "scatter_list")
    else:
        scatter_list = []
    pg = member_group(group, "scatter")
    if pg is None:
        return None
    if src is None and group_src is None:
        src = 0
    source = root(pg, src, group_src, "scatter")
    mine = pg.rank() == source
    if mine and not scatter_list:
        raise ValueError("Argument ``scatter_list`` must be specified on source rank.")
    if not mine and scatter_list:
        raise ValueError("Argument ``scatter_list`` must NOT be specified on non-source ranks.")
    same_dtype(tensor, *scatter_list)
    agree(pg, "scatter", tensor._data.dtype, 0, root=source)
    received = np.empty(tensor._data.size, tensor._data.dtype)
    if mine:
        if len(scatter_list) != pg.size():
            raise RuntimeError(f"{backend_prefix(pg)}::scatter: Incorrect input list size {len(scatter_list)}. "
                               f"Input list size should be {pg.size()}, same as size of the process group.")
        sent = np.concatenate([flat(t) for t in scatter_list]) if scatter_list else received[:0]
        request = pg._comm.Iscatterv(raw_v(sent, [t._data.size for t in scatter_list]), raw(received),
                                     root=source)
    else:
        request = pg._comm.Iscatterv(None, raw(received), root=source)
    return run(Work([request], pg, "scatter", lambda: store(tensor, received), [tensor]), async_op)


def _start_reduce_scatter(pg, output, pieces, op, op_name):
    """Rank r's `output` gets the reduction over ranks of their pieces[r] (1-d arrays, one per rank):
    every rank sends piece r to rank r (an all-to-all), which combines what it receives in rank order."""
    red = checked(op, output._data.dtype, op_name)
    counts = [p.size for p in pieces]
    if counts[pg.rank()] != output._data.size:
        raise RuntimeError(f"{op_name}: the output tensor has {output._data.size} elements but this rank's "
                           f"input for it has {counts[pg.rank()]}")
    agree(pg, op_name, output._data.dtype, sum(counts), op=red)
    sent = np.concatenate(pieces) if pieces else np.empty(0, output._data.dtype)
    received = np.empty((pg.size(), output._data.size), output._data.dtype)
    request = pg._comm.Ialltoallv(raw_v(sent, counts), raw_v(received, [output._data.size] * pg.size()))

    def finish():
        store(output, finish_average(combine(list(received), red), red, pg.size()))
    return Work([request], pg, op_name, finish, [output])


def reduce_scatter(output, input_list, op=ReduceOp.SUM, group=None, async_op=False):
    """`output` of rank r gets the reduction over the ranks of their input_list[r]."""
    check_tensor(output, "output")
    check_tensor_list(input_list, "input_list")
    pg = member_group(group, "reduce_scatter")
    if pg is None:
        return None
    same_dtype(output, *input_list)
    if len(input_list) != pg.size():
        raise RuntimeError(f"{backend_prefix(pg)}::reduce_scatter: invalid input tensor list size "
                           f"{len(input_list)}, expected {pg.size()} (the size of the group)")
    return run(_start_reduce_scatter(pg, output, [flat(t) for t in input_list], op, "reduce_scatter"), async_op)


def reduce_scatter_single(output, input, op=ReduceOp.SUM, group=None, async_op=False):  # noqa: A002 (PyTorch's name)
    """`input` split into the group's size equal parts along its elements; rank r gets part r reduced."""
    check_tensor(output, "output")
    check_tensor(input, "input")
    pg = member_group(group, "reduce_scatter_single")
    if pg is None:
        return None
    same_dtype(output, input)
    if input._data.size != pg.size() * output._data.size:
        raise RuntimeError(f"{backend_prefix(pg)}::reduce_scatter_single: input tensor must be the same size as "
                           f"output size times world size (input has {input._data.size} elements, output "
                           f"{output._data.size}, world size {pg.size()})")
    pieces = np.split(flat(input), pg.size())
    return run(_start_reduce_scatter(pg, output, pieces, op, "reduce_scatter_single"), async_op)


def reduce_scatter_tensor(output, input, op=ReduceOp.SUM, group=None, async_op=False):  # noqa: A002 (PyTorch's name)
    """reduce_scatter_single under the name PyTorch 2.13 deprecates (it warns, then does the same)."""
    warnings.warn("`torch.distributed.reduce_scatter_tensor` is deprecated. Please use "
                  "`torch.distributed.reduce_scatter_single` instead.", FutureWarning, stacklevel=2)
    return reduce_scatter_single(output, input, op, group, async_op)


def _splits(tensor, sizes, pg):
    """all_to_all_single's split of `tensor` along dim 0, as numbers of elements per rank."""
    rows = tensor._data.shape[0] if tensor._data.ndim else 1
    if not sizes:
        if rows % pg.size():
            raise RuntimeError("Tensor's dim 0 does not divide equally across group size")
        sizes = [rows // pg.size()] * pg.size()
    elif len(sizes) != pg.size() or sum(sizes) != rows:
        raise RuntimeError("Split sizes doesn't match total dim 0 size")
    row = tensor._data.size // rows if rows else 0
    return [int(s) * row for s in sizes]


def all_to_all_single(output, input, output_split_sizes=None, input_split_sizes=None, group=None,  # noqa: A002
                      async_op=False):
    """Rank i's input split along dim 0 (input_split_sizes, or equal parts); part j goes to rank j, and
    output is the parts received, in rank order (output_split_sizes)."""
    check_tensor(output, "output")
    check_tensor(input, "input")
    pg = member_group(group, "all_to_all_single")
    if pg is None:
        return None
    same_dtype(output, input)
    sent_counts = _splits(input, input_split_sizes, pg)
    received_counts = _splits(output, output_split_sizes, pg)
    agree(pg, "all_to_all_single", input._data.dtype, 0)
    received = np.empty(output._data.size, output._data.dtype)
    request = pg._comm.Ialltoallv(raw_v(flat(input), sent_counts), raw_v(received, received_counts))
    return run(Work([request], pg, "all_to_all_single", lambda: store(output, received), [output]), async_op)


def all_to_all(output_tensor_list, input_tensor_list, group=None, async_op=False):
    """input_tensor_list[j] of rank i goes to output_tensor_list[i] of rank j."""
    check_tensor_list(output_tensor_list, "output_tensor_list")
    check_tensor_list(input_tensor_list, "input_tensor_list")
    pg = member_group(group, "all_to_all")
    if pg is None:
        return None
    same_dtype(*output_tensor_list, *input_tensor_list)
    if len(output_tensor_list) != pg.size() or len(input_tensor_list) != pg.size():
        raise RuntimeError(f"{backend_prefix(pg)}::alltoall: the tensor lists must have one tensor per rank "
                           f"({pg.size()}), got {len(input_tensor_list)} inputs and {len(output_tensor_list)} outputs")
    dtype = input_tensor_list[0]._data.dtype
    agree(pg, "all_to_all", dtype, 0)
    sent = np.concatenate([flat(t) for t in input_tensor_list])
    counts = [t._data.size for t in output_tensor_list]
    received = np.empty(sum(counts), dtype)
    request = pg._comm.Ialltoallv(raw_v(sent, [t._data.size for t in input_tensor_list]), raw_v(received, counts))
    offsets = np.cumsum([0] + counts)

    def finish():
        for part, start, stop in zip(output_tensor_list, offsets[:-1], offsets[1:]):
            store(part, received[start:stop])
    return run(Work([request], pg, "all_to_all", finish, output_tensor_list), async_op)


def barrier(group=None, async_op=False, device_ids=None, timeout=None):
    """Wait until every rank of the group has called barrier."""
    pg = member_group(group, "barrier")
    if pg is None:
        return None
    work = Work([pg._comm.Ibarrier()], pg, "barrier")
    if async_op:
        return work
    work.wait(timeout or 0)
    return None


def monitored_barrier(group=None, timeout=None, wait_all_ranks=False):
    """barrier with its own timeout (the group's by default): DistBackendError if a rank does not come."""
    return barrier(group, timeout=timeout)

