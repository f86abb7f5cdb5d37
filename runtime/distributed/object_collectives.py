"""Collectives of picklable Python objects: all_gather_object, gather_object, broadcast_object_list,
scatter_object_list, send_object_list and recv_object_list.

As in PyTorch, objects travel pickled, and unpickling runs code the sender chose: use them only
between processes you trust. Each object's size travels first, so objects of any sizes mix."""
import pickle

import numpy as np

from .point_to_point import _not_self, _peer
from .process_group import check_group, get_global_rank, not_member
from .transport import agree, member_group, raw, raw_v, root
from .work import Work

# send_object_list's two messages (sizes, then bytes), on tags a program's own sends are unlikely to use
# (MPI guarantees tags up to 32767).
_SIZES, _BYTES = 32001, 32002


def _to_bytes(obj):
    return np.frombuffer(pickle.dumps(obj), np.uint8)


def _from_bytes(data):
    return pickle.loads(data.tobytes())


def _wait(pg, *requests):
    Work(list(requests), pg, "object").wait()


def _gather_bytes(pg, payload, target=None):
    """Every rank's bytes (to `target` only, when given): a list by rank, or None on the other ranks."""
    sizes = np.empty(pg.size(), np.int64)
    _wait(pg, pg._comm.Iallgather(np.array([payload.size], np.int64), sizes))
    if target is not None and pg.rank() != target:
        _wait(pg, pg._comm.Igatherv(raw(payload), None, root=target))
        return None
    received = np.empty(int(sizes.sum()), np.uint8)
    if target is None:
        _wait(pg, pg._comm.Iallgatherv(raw(payload), raw_v(received, sizes)))
    else:
        _wait(pg, pg._comm.Igatherv(raw(payload), raw_v(received, sizes), root=target))
    return np.split(received, np.cumsum(sizes)[:-1])


def all_gather_object(object_list, obj, group=None):
    """object_list[i] becomes rank i's `obj` (object_list has one entry per rank)."""
    pg = member_group(group, "all_gather_object")
    if pg is None:
        return
    agree(pg, "object")
    for i, data in enumerate(_gather_bytes(pg, _to_bytes(obj))):
        object_list[i] = _from_bytes(data)


def gather_object(obj, object_gather_list=None, dst=None, group=None, group_dst=None):
    """object_gather_list[i] of rank `dst` (0 by default) becomes rank i's `obj`."""
    pg = check_group(None if not_member(group) else group)
    if dst is None and group_dst is None:
        dst = 0
    target = root(pg, dst, group_dst, "gather")
    if member_group(group, "gather_object") is None:
        return
    if target == pg.rank() and not object_gather_list:
        raise ValueError("Argument ``gather_list`` must be specified on destination rank.")
    if target != pg.rank() and object_gather_list:
        raise ValueError("Argument ``gather_list`` must NOT be specified on non-destination ranks.")
    agree(pg, "object")
    parts = _gather_bytes(pg, _to_bytes(obj), target)
    if parts is not None:
        for i, data in enumerate(parts):
            object_gather_list[i] = _from_bytes(data)


def broadcast_object_list(object_list, src=None, group=None, device=None, group_src=None):
    """object_list of every rank becomes rank `src`'s (0 by default); the lists have the same length."""
    pg = check_group(None if not_member(group) else group)
    if src is None and group_src is None:
        src = 0
    source = root(pg, src, group_src, "broadcast")
    if member_group(group, "broadcast_object_list") is None:
        return
    agree(pg, "object")
    mine = pg.rank() == source
    payloads = [_to_bytes(obj) for obj in object_list] if mine else []
    sizes = np.array([p.size for p in payloads] if mine else [0] * len(object_list), np.int64)
    _wait(pg, pg._comm.Ibcast(sizes, root=source))
    data = np.concatenate(payloads) if mine and payloads else np.empty(int(sizes.sum()), np.uint8)
    _wait(pg, pg._comm.Ibcast(raw(data), root=source))
    if not mine:
        for i, part in enumerate(np.split(data, np.cumsum(sizes)[:-1])):
            object_list[i] = _from_bytes(part)


def scatter_object_list(scatter_object_output_list, scatter_object_input_list=None, src=None, group=None,
                        group_src=None):
    """scatter_object_output_list[0] of rank i becomes scatter_object_input_list[i] of rank `src`."""
    pg = check_group(None if not_member(group) else group)
    if src is None and group_src is None:
        src = 0
    source = root(pg, src, group_src, "scatter")
    if member_group(group, "scatter_object_list") is None:
        return
    if not isinstance(scatter_object_output_list, list) or len(scatter_object_output_list) < 1:
        raise ValueError("Expected argument scatter_object_output_list to be a list of size at least 1.")
    mine = pg.rank() == source
    if mine and scatter_object_input_list is None:
        raise ValueError("source rank must provide non-None scatter_object_input_list")
    agree(pg, "object")
    payloads = [_to_bytes(obj) for obj in scatter_object_input_list] if mine else []
    sizes = np.array([p.size for p in payloads] if mine else [0] * pg.size(), np.int64)
    _wait(pg, pg._comm.Ibcast(sizes, root=source))
    received = np.empty(int(sizes[pg.rank()]), np.uint8)
    sent = raw_v(np.concatenate(payloads), sizes) if mine else None
    _wait(pg, pg._comm.Iscatterv(sent, raw(received), root=source))
    scatter_object_output_list[0] = _from_bytes(received)


def send_object_list(object_list, dst=None, group=None, device=None, group_dst=None, use_batch=False):
    """Send the objects of object_list to rank `dst`, which receives them with recv_object_list."""
    pg = check_group(None if not_member(group) else group)
    peer = _peer(pg, dst, group_dst)
    _not_self(pg, peer, "destination")
    if member_group(group, "send_object_list") is None:
        return
    payloads = [_to_bytes(obj) for obj in object_list]
    _wait(pg, pg._comm.Isend(np.array([p.size for p in payloads], np.int64), dest=peer, tag=_SIZES))
    _wait(pg, pg._comm.Isend(raw(np.concatenate(payloads) if payloads else np.empty(0, np.uint8)), dest=peer,
                             tag=_BYTES))


def recv_object_list(object_list, src=None, group=None, device=None, group_src=None, use_batch=False):
    """Fill object_list with the objects rank `src` sent; the sender's global rank."""
    pg = check_group(None if not_member(group) else group)
    peer = _peer(pg, src, group_src)
    _not_self(pg, peer, "source")
    if member_group(group, "recv_object_list") is None:
        return -1
    sizes = np.empty(len(object_list), np.int64)
    _wait(pg, pg._comm.Irecv(sizes, source=peer, tag=_SIZES))
    data = np.empty(int(sizes.sum()), np.uint8)
    _wait(pg, pg._comm.Irecv(raw(data), source=peer, tag=_BYTES))
    for i, part in enumerate(np.split(data, np.cumsum(sizes)[:-1])):
        object_list[i] = _from_bytes(part)
    return get_global_rank(pg, peer)
