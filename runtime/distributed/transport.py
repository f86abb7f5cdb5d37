"""What every collective does around MPI: check its arguments as PyTorch does, find its group, make
sure every rank called the same collective with matching tensors, and turn tensors into MPI buffers
and back.

Tensors travel as bytes (MPI.BYTE), so every dtype crosses, bfloat16 included; only reductions need
MPI to know the element type (reduction.py). Results are written into the tensors' memory directly,
without bumping their version counters: PyTorch's collectives write the same way, outside autograd."""
import warnings

import numpy as np

from ..core.dtypes import ALL, from_numpy
from ..core.tensor import Tensor
from . import _mpi
from .errors import DistBackendError
from .process_group import GroupMember, check_group, get_group_rank, not_member
from .reduce_op import RedOpType
from .work import Work, wait_all

COLLECTIVES = ("all_reduce", "broadcast", "reduce", "all_gather", "all_gather_single", "gather", "scatter",
               "reduce_scatter", "reduce_scatter_single", "all_to_all_single", "all_to_all", "barrier",
               "object")
_SIGNATURE = 6   # ints each rank contributes to the agreement check


def check_tensor(param, name):
    if not isinstance(param, Tensor):
        raise TypeError(f"Invalid function argument. Expected parameter `{name}` of type torch.Tensor\n"
                        f"             but got {type(param)} instead.")


def check_tensor_list(param, name):
    if not isinstance(param, list):
        raise TypeError(f"Invalid function argument. Expected parameter `{name}` of type List[torch.Tensor]\n"
                        f"             but got {type(param)} instead.")
    if not all(isinstance(p, Tensor) for p in param):
        raise TypeError(f"Invalid function argument. Expected parameter `{name}` of type List[torch.Tensor]\n"
                        f"             but got {type(param)} with elements of type {[type(p) for p in param]}.")


def same_dtype(*tensors):
    """PyTorch's check that the tensors of one call share a dtype (complex mixing with its float allowed)."""
    last = None
    for t in tensors:
        dtype = from_numpy(t._data.dtype)
        key = {"complex64": "float32", "complex128": "float64"}.get(dtype.name, dtype.name)
        if last is None:
            last, first = key, dtype
        elif key != last:
            raise ValueError(f"Invalid usage of tensors with different dtypesFound {first} and  {dtype}")


def member_group(group, op_name):
    """The group to run on, or None (after PyTorch's warning) when this process is not a member."""
    if not_member(group):
        world = GroupMember.WORLD
        warnings.warn(f"Running {op_name} on global rank {-1 if world is None else world.rank()} which does not "
                      "belong to the given group.", stacklevel=3)
        return None
    pg = check_group(group)
    if pg._comm is None:
        raise ValueError("Invalid process group specified or has been destroyed.")
    return pg


def root(pg, rank, group_rank, op_name):
    """The group rank of a collective's root, from a global rank or a group rank (exactly one)."""
    if group_rank is not None:
        if rank is not None:
            raise ValueError("Can't specify both group_rank and global_rank")
    elif rank is None:
        raise ValueError("Must specify global_rank or group_rank")
    else:
        group_rank = get_group_rank(pg, rank)
    if not 0 <= group_rank < pg.size():
        raise RuntimeError(f"{backend_prefix(pg)}::{op_name}: invalid root rank: {group_rank}")
    return group_rank


def backend_prefix(pg):
    return "ProcessGroupMPI" if pg._backend == "mpi" else "ProcessGroupGloo"


def flat(tensor):
    """The tensor's elements as a new contiguous 1-d array (the send buffer, never the tensor's memory)."""
    return np.array(tensor._data, copy=True, order="C").reshape(-1)


def raw(array):
    """An MPI buffer of a contiguous array's bytes."""
    return [array.reshape(-1).view(np.uint8), _mpi.mpi().BYTE]


def raw_v(array, counts):
    """An MPI buffer of a contiguous array's bytes in parts of `counts` elements, one per rank."""
    item = array.dtype.itemsize
    sizes = [int(c) * item for c in counts]
    offsets = np.concatenate([[0], np.cumsum(sizes)[:-1]]).astype(int).tolist() if sizes else []
    return [array.reshape(-1).view(np.uint8), (sizes, offsets), _mpi.mpi().BYTE]


def store(tensor, values):
    """Write `values` (any array of the tensor's size) into the tensor's memory, in its dtype."""
    np.copyto(tensor._data, np.asarray(values).reshape(tensor._data.shape), casting="unsafe")


def agree(pg, op_name, dtype=None, numel=0, **extra):
    """Check that every rank of `pg` called `op_name` with the same dtype, number of elements and extras
    (root, op: ints), so that a mismatch is a clear error on every rank instead of a hang or wrong data."""
    dtype_code = -1 if dtype is None else next(i for i, d in enumerate(ALL) if d.numpy == dtype)
    codes = [COLLECTIVES.index(op_name), dtype_code, int(numel)]
    codes += [int(getattr(value, "value", value)) for value in extra.values()]
    mine = np.zeros(_SIGNATURE, np.int64)
    mine[:len(codes)] = codes
    everyone = np.empty((pg.size(), _SIGNATURE), np.int64)
    request = pg._comm.Iallgather(mine, everyone)
    wait_all([request], pg._timeout, op_name, pg)
    for r, theirs in enumerate(everyone):
        if not np.array_equal(theirs, mine):
            their_extra = extra if theirs[0] == mine[0] else {}
            raise DistBackendError(
                f"{op_name}: the ranks of the group did not make matching calls: rank {pg.rank()} called "
                f"{_describe(mine, extra)}, rank {r} called {_describe(theirs, their_extra)}. Every rank of a "
                "group must call the same collectives in the same order, with tensors of the same dtype and size.")


def _describe(codes, extra):
    name = COLLECTIVES[codes[0]]
    if codes[1] < 0:
        return name
    text = f"{name} with {ALL[codes[1]].name} tensors of {codes[2]} elements"
    if extra:   # (given only for the same collective, where the extras mean the same)
        text += "".join(f", {key} {RedOpType(value).name if key == 'op' else value}"
                        for key, value in zip(extra, codes[3:]))
    return text


def run(work, async_op):
    """A collective's return: its Work when async_op, else None once it is done."""
    if async_op:
        return work
    work.wait()
    return None


def done_work(pg, op_name, result=()):
    """A Work with nothing left to do (a collective a process takes no part in)."""
    return Work([], pg, op_name, result=result)
