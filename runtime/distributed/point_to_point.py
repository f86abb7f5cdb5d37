"""send, recv, isend, irecv, P2POp and batch_isend_irecv on MPI's non-blocking point-to-point messages.

A message carries the tensor's bytes; recv checks that it got exactly as many as its tensor holds, so
a send and a recv of different sizes is an error on the receiving rank, not a silent partial write."""
import numpy as np

from . import _mpi
from .errors import DistBackendError
from .process_group import check_group, get_global_rank, not_member
from .transport import check_tensor, flat, member_group, raw, store
from .work import Work


def _peer(pg, rank, group_rank):
    if group_rank is not None:
        if rank is not None:
            raise ValueError("Can't specify both group_rank and global_rank")
        return group_rank
    if rank is None:
        raise ValueError("Must specify global_rank or group_rank")
    return pg._ranks.index(rank) if rank in pg._ranks else _not_in_group(pg, rank)


def _not_in_group(pg, rank):
    raise ValueError(f"Global rank {rank} is not part of group {pg}")


def _not_self(pg, group_rank, kind):
    if group_rank == pg.rank():
        raise ValueError(f"Invalid {kind} rank: {kind} rank should not be the same as the rank of the current "
                         "process.")


def isend(tensor, dst=None, group=None, tag=0, group_dst=None):
    """Start sending `tensor` to rank `dst`; the Work's wait() returns once it has left (it may be buffered)."""
    pg = check_group(None if not_member(group) else group)
    peer = _peer(pg, dst, group_dst)
    check_tensor(tensor, "tensor")
    if member_group(group, "isend") is None:
        return None
    buffer = flat(tensor)
    return Work([pg._comm.Isend(raw(buffer), dest=peer, tag=tag)], pg, "send")


def irecv(tensor, src=None, group=None, tag=0, group_src=None):
    """Start receiving into `tensor` from rank `src` (any rank when src is None)."""
    check_tensor(tensor, "tensor")
    pg = member_group(group, "irecv")
    if pg is None:
        return None
    MPI = _mpi.mpi()  # noqa: N806
    peer = MPI.ANY_SOURCE if src is None and group_src is None else _peer(pg, src, group_src)
    received = np.empty(tensor._data.size, tensor._data.dtype)
    status = MPI.Status()
    request = pg._comm.Irecv(raw(received), source=peer, tag=tag)
    work = Work([request], pg, "recv", result=[tensor], statuses=[status])

    def finish():
        got = status.Get_count(MPI.BYTE)
        if got != received.nbytes:
            raise DistBackendError(f"recv: expected {received.nbytes} bytes for a tensor of {tensor._data.size} "
                                   f"elements, but the message has {got}: send and recv tensors must match")
        work._source_rank = status.Get_source()
        store(tensor, received)
    work._finish = finish
    return work


def send(tensor, dst=None, group=None, tag=0, group_dst=None):
    """Send `tensor` to rank `dst` and wait until it has left."""
    pg = check_group(None if not_member(group) else group)
    peer = _peer(pg, dst, group_dst)
    _not_self(pg, peer, "destination")
    work = isend(tensor, group=group, tag=tag, group_dst=peer)
    if work is not None:
        work.wait()


def recv(tensor, src=None, group=None, tag=0, group_src=None):
    """Receive into `tensor` from rank `src` (any rank when None); the sender's global rank."""
    work = irecv(tensor, src=src, group=group, tag=tag, group_src=group_src)
    if work is None:
        return -1
    work.wait()
    pg = check_group(group)
    source = work._source_rank
    _not_self(pg, source, "source")
    return get_global_rank(pg, source)


class P2POp:
    """One isend or irecv for batch_isend_irecv."""

    def __new__(cls, op, tensor, peer=None, group=None, tag=0, group_peer=None):
        if op not in (isend, irecv):
            raise ValueError("Invalid ``op``. Expected ``op`` to be of type ``torch.distributed.isend`` or "
                             "``torch.distributed.irecv``.")
        check_tensor(tensor, "tensor")
        return object.__new__(cls)

    def __init__(self, op, tensor, peer=None, group=None, tag=0, group_peer=None):
        self.op = op
        self.tensor = tensor
        self.group = check_group(group)
        self.group_peer = _peer(self.group, peer, group_peer)
        self.peer = get_global_rank(self.group, self.group_peer)
        self.tag = tag


def batch_isend_irecv(p2p_op_list):
    """Start every send and receive of the list; their Works, in order."""
    if not isinstance(p2p_op_list, list) or not all(isinstance(op, P2POp) for op in p2p_op_list):
        raise ValueError("Invalid ``p2p_op_list``. Each op is expected to to be of type ``torch.distributed.P2POp``.")
    group = p2p_op_list[0].group
    if not all(op.group is group for op in p2p_op_list):
        raise ValueError("All ops need to use the same group.")
    works = []
    for op in p2p_op_list:
        key = "group_dst" if op.op is isend else "group_src"
        work = op.op(op.tensor, group=op.group, tag=op.tag, **{key: op.group_peer})
        if work is not None:
            works.append(work)
    return works
