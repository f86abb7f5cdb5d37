"""Run in every rank by test_collectives.py (under mpiexec): each collective on the inputs of
collective_inputs.py, every result or error recorded for the test to compare with the single-process
definition. Argument: the folder the results go to."""
import warnings
from datetime import timedelta

import collective_inputs as inputs
from rank_results import Recorder

import gradtable as torch
import gradtable.distributed as dist

dist.init_process_group("gloo", timeout=timedelta(seconds=30))   # a case that hangs fails in 30 s
rank, size = dist.get_rank(), dist.get_world_size()
record = Recorder()
case = record.case


def reduced(dtype, op, shape="matrix", async_op=False):
    x = inputs.tensor(torch, rank, dtype, inputs.SHAPES[shape])
    work = dist.all_reduce(x, op=getattr(dist.ReduceOp, op), async_op=async_op)
    if async_op:
        assert work.wait() is True and work.is_completed() and work.result()[0] is x
    else:
        assert work is None
    return x


for dtype in inputs.DTYPES:
    for op in inputs.OPS:
        case(("all_reduce", dtype, op), lambda: reduced(dtype, op))
for shape in ("scalar", "empty"):
    case(("all_reduce", "float32", "SUM", shape), lambda: reduced("float32", "SUM", shape))
    case(("all_reduce", "int64", "MAX", shape), lambda: reduced("int64", "MAX", shape))
case(("all_reduce async", "float64", "AVG"), lambda: reduced("float64", "AVG", async_op=True))


def reduced_view():
    base = inputs.tensor(torch, rank, "float32", (3, 2))
    view = base.t()    # not contiguous: the result goes through the view into base's memory
    dist.all_reduce(view)
    return base, view


case("all_reduce of a transposed view", reduced_view)
case("all_reduce of a list", lambda: dist.all_reduce([1.0]))
case("all_reduce with a string op", lambda: dist.all_reduce(torch.ones(2), op="sum"))


def leaf_requiring_grad():
    w = torch.ones(3, requires_grad=True)
    version = w._version
    dist.all_reduce(w)
    return w.detach(), w._version - version, w.grad_fn is None


case("all_reduce of a leaf requiring grad", leaf_requiring_grad)


def broadcast(dtype, **root):
    x = inputs.tensor(torch, rank, dtype, (2, 3))
    dist.broadcast(x, **root)
    return x


for dtype in inputs.DTYPES:
    case(("broadcast", dtype), lambda: broadcast(dtype, src=size - 1))
case(("broadcast", "group_src"), lambda: broadcast("int64", group_src=1))
case(("broadcast", "bad root"), lambda: broadcast("int64", src=size + 2))
case(("broadcast", "no root"), lambda: broadcast("int64"))
case(("broadcast", "two roots"), lambda: broadcast("int64", src=0, group_src=0))


def reduce(dtype, op):
    x = inputs.tensor(torch, rank, dtype, (2, 3))
    dist.reduce(x, dst=1, op=getattr(dist.ReduceOp, op))
    return x


for dtype, op in [("float32", "SUM"), ("int64", "MAX"), ("bfloat16", "SUM"), ("float64", "AVG"), ("bool", "PRODUCT")]:
    case(("reduce", dtype, op), lambda: reduce(dtype, op))


def all_gather_uneven():
    mine = torch.arange(rank + 1, dtype=torch.float64) + 10 * rank
    out = [torch.zeros(r + 1, dtype=torch.float64) for r in range(size)]
    dist.all_gather(out, mine)
    return out


case("all_gather uneven", all_gather_uneven)
case("all_gather short list", lambda: dist.all_gather([torch.zeros(2)], torch.ones(2)))
case("all_gather mixed dtypes", lambda: dist.all_gather([torch.zeros(2), torch.zeros(2, dtype=torch.int64)]
                                                        + [torch.zeros(2)] * (size - 2), torch.ones(2)))


def all_gather_into(shape, gather=dist.all_gather_single):
    mine = inputs.tensor(torch, rank, "int32", (2, 2))
    out = torch.zeros(shape, dtype=torch.int32)
    gather(out, mine)
    return out


def deprecated(call):
    """call()'s result and the warnings it gave, as (category name, text)."""
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        result = call()
    return result, [(w.category.__name__, str(w.message)) for w in caught]


case("all_gather_single concatenated", lambda: all_gather_into((2 * size, 2)))
case("all_gather_single stacked", lambda: all_gather_into((size, 2, 2)))
case("all_gather_single wrong size", lambda: all_gather_into((2 * size + 1, 2)))
case("all_gather_into_tensor", lambda: deprecated(lambda: all_gather_into((size, 2, 2), dist.all_gather_into_tensor)))


def gather_uneven():
    mine = torch.full((rank + 1,), float(rank))
    out = [torch.zeros(r + 1) for r in range(size)] if rank == 0 else None
    dist.gather(mine, out, dst=0)
    return out


case("gather uneven", gather_uneven)
case("gather list on a non-destination rank", lambda: dist.gather(torch.ones(1), [torch.ones(1)] * size,
                                                                 dst=(rank + 1) % size))


def scatter_uneven():
    out = torch.zeros(rank + 2, dtype=torch.int64)
    parts = [torch.arange(r + 2) * (r + 1) for r in range(size)] if rank == 1 else None
    dist.scatter(out, parts, src=1)
    return out


case("scatter uneven", scatter_uneven)


def reduce_scatter_list(op):
    out = torch.zeros(3)
    parts = [inputs.tensor(torch, rank, "float32", (3,), salt=r) for r in range(size)]
    dist.reduce_scatter(out, parts, op=getattr(dist.ReduceOp, op))
    return out


def reduce_scatter_single(op, dtype, scatter=dist.reduce_scatter_single):
    out = torch.zeros(2, dtype=getattr(torch, dtype))
    whole = inputs.tensor(torch, rank, dtype, (2 * size,))
    scatter(out, whole, op=getattr(dist.ReduceOp, op))
    return out


for op in ("SUM", "MAX"):
    case(("reduce_scatter", op), lambda: reduce_scatter_list(op))
for op, dtype in [("SUM", "float32"), ("AVG", "float64"), ("PRODUCT", "int64"), ("MIN", "float16")]:
    case(("reduce_scatter_single", op, dtype), lambda: reduce_scatter_single(op, dtype))
case("reduce_scatter_tensor", lambda: deprecated(lambda: reduce_scatter_single("SUM", "float32",
                                                                               dist.reduce_scatter_tensor)))


def all_to_all_even():
    out = torch.zeros(2 * size, dtype=torch.int64)
    dist.all_to_all_single(out, torch.arange(2 * size) + 100 * rank)
    return out


def all_to_all_uneven():
    # rank r sends (j + 1) rows to rank j, each row [100 r + j, 100 r + j]; rank j receives (j + 1) rows from each.
    sent = torch.cat([torch.full((j + 1, 2), 100.0 * rank + j) for j in range(size)])
    out = torch.zeros(size * (rank + 1), 2)
    dist.all_to_all_single(out, sent, output_split_sizes=[rank + 1] * size,
                           input_split_sizes=[j + 1 for j in range(size)])
    return out


def all_to_all_list():
    sent = [torch.full((j + 1,), 10.0 * rank + j) for j in range(size)]
    out = [torch.zeros(rank + 1) for _ in range(size)]
    dist.all_to_all(out, sent)
    return out


case("all_to_all_single even", all_to_all_even)
case("all_to_all_single uneven", all_to_all_uneven)
case("all_to_all_single bad splits", lambda: dist.all_to_all_single(torch.zeros(size + 1), torch.zeros(size + 1),
                                                                    [1] * size, [1] * size))
case("all_to_all", all_to_all_list)


def ring():
    right, left = (rank + 1) % size, (rank - 1) % size
    got = torch.zeros(2, dtype=torch.bfloat16)
    sent = torch.tensor([rank, 0.5], dtype=torch.bfloat16)
    if rank % 2 == 0:
        dist.send(sent, dst=right)
        source = dist.recv(got, src=left)
    else:
        source = dist.recv(got, src=left)
        dist.send(sent, dst=right)
    return got, source


def ring_async():
    right, left = (rank + 1) % size, (rank - 1) % size
    got = torch.zeros(3, dtype=torch.complex64)
    works = [dist.irecv(got, src=left, tag=5), dist.isend(torch.full((3,), rank + 1j, dtype=torch.complex64),
                                                           dst=right, tag=5)]
    for w in works:
        w.wait()
    return got


def ring_batched():
    right, left = (rank + 1) % size, (rank - 1) % size
    got = torch.zeros(2)
    ops = [dist.P2POp(dist.isend, torch.full((2,), float(rank)), right),
           dist.P2POp(dist.irecv, got, left)]
    for w in dist.batch_isend_irecv(ops):
        w.wait()
    return got


def from_anyone():
    if rank == 0:
        got = [torch.zeros(1) for _ in range(size - 1)]
        return sorted((dist.recv(g), g.item()) for g in got)
    dist.send(torch.tensor([float(rank * 10)]), dst=0)
    return None


def wrong_size():
    if rank == 0:
        dist.send(torch.ones(3), dst=1)
    elif rank == 1:
        dist.recv(torch.zeros(2), src=0)


case("send/recv ring", ring)
case("isend/irecv ring", ring_async)
case("batch_isend_irecv ring", ring_batched)
case("recv from any source", from_anyone)
case("recv of the wrong size", wrong_size)
case("send to self", lambda: dist.send(torch.ones(1), dst=rank))
dist.barrier()

OBJECTS = [{"rank": 0, "text": "a"}, [1, 2.5, None, "long" * 50], ("tuple", 3), 7]


def objects():
    gathered = [None] * size
    dist.all_gather_object(gathered, OBJECTS[rank])
    at_root = [None] * size if rank == 1 else None
    dist.gather_object(OBJECTS[rank], at_root, dst=1)
    sent = [OBJECTS[rank], rank * 100] if rank == 0 else [None, None]
    dist.broadcast_object_list(sent, src=0)
    scattered = [None]
    dist.scatter_object_list(scattered, [f"to {r}" for r in range(size)] if rank == size - 1 else None,
                             src=size - 1)
    passed = [None, None]
    if rank == 0:
        dist.send_object_list([{"a": torch.ones(2).tolist()}, "x" * 300], dst=1)
    elif rank == 1:
        passed.append(dist.recv_object_list(passed, src=0))
    return gathered, at_root, sent, scattered, passed


case("objects", objects)


def subgroup():
    members = [0, size - 1]
    g = dist.new_group(members)
    x = torch.tensor([float(rank + 1)])
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        returned = dist.all_reduce(x, group=g)
    member = g is not dist.GroupMember.NON_GROUP_MEMBER
    ranks = dist.get_process_group_ranks(g) if member else None
    return (x, returned, member, dist.get_rank(g), dist.get_world_size(g), ranks,
            [str(w.message) for w in caught])


case("new_group", subgroup)
case("new_group out of range", lambda: dist.new_group([0, size]))


def subgroups():
    mine, every = dist.new_subgroups(group_size=1)
    x = torch.tensor([float(rank)])
    dist.all_reduce(x, group=mine)                  # alone in its group: unchanged
    pair, listed = dist.new_subgroups_by_enumeration([[0], list(range(1, size))])
    y = torch.tensor([float(rank + 1)])
    dist.all_reduce(y, group=pair)
    return x, len(every), [dist.get_process_group_ranks(g) for g in every if g is mine], y, len(listed)


case("new_subgroups", subgroups)
case("new_subgroups overlapping", lambda: dist.new_subgroups_by_enumeration([[0], [0, 1]]))


def mismatched_sizes():
    dist.all_reduce(torch.ones(2 + rank))


def mismatched_collectives():
    if rank == 0:
        dist.broadcast(torch.ones(2), src=0)
    else:
        dist.all_reduce(torch.ones(2))


def all_in_flight():
    """Every tensor collective with async_op=True, all started before any is waited for (in reverse
    order): each Work's wait() returns True and its outputs are the synchronous call's."""
    x = torch.full((2,), float(rank + 1))
    source = torch.full((2,), float(rank))
    reduced_here = torch.full((2,), float(rank + 1))
    parts = [torch.zeros(1) for _ in range(size)]
    single = torch.zeros(size)
    gathered = [torch.zeros(1) for _ in range(size)] if rank == 0 else None
    scattered = torch.zeros(1)
    pieces = torch.zeros(1)
    piece = torch.zeros(1)
    exchanged = torch.zeros(size)
    swapped = [torch.zeros(1) for _ in range(size)]
    mine = torch.tensor([float(rank)])
    works = [dist.all_reduce(x, async_op=True),
             dist.broadcast(source, src=size - 1, async_op=True),
             dist.reduce(reduced_here, dst=0, op=dist.ReduceOp.MAX, async_op=True),
             dist.all_gather(parts, mine, async_op=True),
             dist.all_gather_single(single, mine, async_op=True),
             dist.gather(mine, gathered, dst=0, async_op=True),
             dist.scatter(scattered, [torch.tensor([10.0 * r]) for r in range(size)] if rank == 1 else None, src=1,
                          async_op=True),
             dist.reduce_scatter(pieces, [torch.tensor([float(rank + r)]) for r in range(size)], async_op=True),
             dist.reduce_scatter_single(piece, torch.arange(size, dtype=torch.float32) * (rank + 1), async_op=True),
             dist.all_to_all_single(exchanged, torch.arange(size, dtype=torch.float32) + 10 * rank, async_op=True),
             dist.all_to_all(swapped, [torch.tensor([100.0 * rank + r]) for r in range(size)], async_op=True)]
    waited = [work.wait() for work in reversed(works)]
    return (waited, [work.is_completed() for work in works], x, source, reduced_here, parts, single, gathered,
            scattered, pieces, piece, exchanged, swapped)


case("every collective in flight at once", all_in_flight)
case("mismatched sizes", mismatched_sizes)
case("mismatched collectives", mismatched_collectives)
case("the group still works after them", lambda: reduced("int32", "SUM"))
case("barrier", lambda: (dist.barrier(), dist.barrier(async_op=True).wait()))
record.write(rank)
dist.destroy_process_group()
