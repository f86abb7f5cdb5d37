"""Process groups: the default (world) group made by init_process_group, the groups new_group makes,
and the questions about them (get_rank, get_world_size, get_backend, ...), as torch.distributed has them.

The processes meet through MPI, not through a store: whoever started them (`mpiexec`, or the launcher
`python -m gradtable.distributed.run`, which runs mpiexec) has already told each its rank and the world's
size, so init_process_group reads them from MPI and checks that what the program passed (world_size=,
rank=, the RANK and WORLD_SIZE variables torchrun sets) agrees. Each group owns an MPI communicator of
its own (a duplicate), so its traffic never mixes with another group's or with the program's own MPI use.
"""
import os
from datetime import timedelta

from ..core.device import device as as_device
from . import _mpi

default_pg_timeout = timedelta(minutes=30)

_NOT_INITIALIZED = "Default process group has not been initialized, please make sure to call init_process_group."


class Backend(str):
    """A backend's name, lower case (Backend("GLOO") == "gloo"). "gloo" and "mpi" both run on MPI here,
    "gloo" being the name CPU scripts pass; "nccl" needs GPUs, which gradtable does not have."""
    UNDEFINED = "undefined"
    GLOO = "gloo"
    NCCL = "nccl"
    UCC = "ucc"
    MPI = "mpi"
    XCCL = "xccl"
    FAKE = "fake"

    backend_list = [UNDEFINED, GLOO, NCCL, XCCL, UCC, MPI, FAKE]
    default_device_backend_map = {"cpu": GLOO, "cuda": NCCL, "xpu": XCCL, "mps": GLOO}

    def __new__(cls, name):
        if not isinstance(name, str):
            raise ValueError("Backend constructor parameter must be string-ish")
        value = getattr(Backend, name.upper(), Backend.UNDEFINED)
        return value if value != Backend.UNDEFINED else name.lower()


# The backends a process group can be made with here, and the device strings PyTorch accepts for them.
_RUNS_ON_MPI = {Backend.GLOO, Backend.MPI, Backend.UNDEFINED}


class ProcessGroup:
    """A set of processes that run collectives together. Made by init_process_group (the world) and
    new_group; never by hand. rank() and size() are this process's rank in the group and its size."""

    def __init__(self, comm, ranks, backend, timeout, group_name, group_desc):
        self._comm = comm            # the MPI communicator of the members, rank i = ranks[i]
        self._ranks = list(ranks)    # the members' global ranks, in group-rank order
        self._backend = backend
        self._timeout = timeout
        self._group_name = group_name
        self._group_desc = group_desc

    def rank(self):
        return self._comm.Get_rank()

    def size(self):
        return len(self._ranks)

    def name(self):
        """The backend's name, as PyTorch's ProcessGroup.name() gives it."""
        return Backend.GLOO if self._backend == Backend.UNDEFINED else self._backend

    @property
    def group_name(self):
        return self._group_name

    @property
    def group_desc(self):
        return self._group_desc

    @property
    def bound_device_id(self):
        return None

    def _free(self):
        comm, self._comm = self._comm, None
        if comm is not None:
            comm.Free()


class _WorldMeta(type):
    """`group.WORLD` / `GroupMember.WORLD`: the default group, None before init_process_group."""

    @property
    def WORLD(cls):  # noqa: N802 (PyTorch's name)
        return _state.world

    @WORLD.setter
    def WORLD(cls, pg):  # noqa: N802
        _state.world = pg


class GroupMember(metaclass=_WorldMeta):
    """What new_group returns to a process that is not one of the group's members."""
    NON_GROUP_MEMBER = -100


class group(metaclass=_WorldMeta):  # noqa: N801 (PyTorch's name)
    """Group class. Placeholder."""


class _State:
    """The default group and every group made since, with their backends (PyTorch's _world)."""

    def __init__(self):
        self.world = None
        self.groups = []         # every live ProcessGroup, the world first
        self.made = 0            # groups made so far: the next group_name


_state = _State()


def is_available():
    """True when mpi4py is installed (checked without importing it: importing it starts MPI)."""
    return _mpi.installed()


def is_mpi_available():
    return _mpi.installed()


def is_gloo_available():
    """Whether backend="gloo" can be used: it runs on MPI here, so this is is_mpi_available()."""
    return _mpi.installed()


def is_nccl_available():
    return False


def is_ucc_available():
    return False


def is_xccl_available():
    return False


def is_backend_available(backend):
    return Backend(backend) in (Backend.GLOO, Backend.MPI) and _mpi.installed()


def is_initialized():
    return _state.world is not None


def is_torchelastic_launched():
    """Whether the process was started by torchrun or gradtable's launcher (which sets TORCHELASTIC_RUN_ID)."""
    return os.getenv("TORCHELASTIC_RUN_ID") is not None


def default_group():
    """The world group; PyTorch's error when init_process_group has not been called."""
    if _state.world is None:
        raise ValueError(_NOT_INITIALIZED)
    return _state.world


def not_member(pg):
    return pg is not None and pg is GroupMember.NON_GROUP_MEMBER


def check_group(pg):
    """The group a collective runs on: the world for None; PyTorch's error for something else."""
    world = default_group()
    if pg is None or pg is world:
        return world
    if isinstance(pg, ProcessGroup) and pg in _state.groups:
        return pg
    raise ValueError(f"Process group {pg} is not initialized in the world group map. Please initialize the "
                     "group first.")


def _backend_of(backend):
    if backend is None:
        return Backend.UNDEFINED
    name = Backend(backend)
    # "cpu:gloo,cuda:nccl": the CPU entry is the one used here.
    if ":" in name:
        devices = dict(part.split(":", 1) for part in name.split(","))
        name = Backend(devices.get("cpu", Backend.UNDEFINED))
    if name not in _RUNS_ON_MPI:
        if name in (Backend.NCCL, Backend.UCC, Backend.XCCL):
            raise RuntimeError(f"Distributed package doesn't have {name.upper()} built in: gradtable runs on CPUs "
                               "only. Use backend='gloo' (or 'mpi'), which gradtable runs on MPI.")
        raise AssertionError(f"Unknown backend type {backend}")
    return name


def _check_timeout(timeout):
    if timeout is None:
        return default_pg_timeout
    if not isinstance(timeout, timedelta):
        raise TypeError(f"Expected timeout argument to be of type datetime.timedelta, got {timeout}")
    return timeout


def _expected(argument, variable, uses_env):
    """What the program says about the world: the argument, else torchrun's variable (env:// only)."""
    if argument != -1:
        return int(argument), f"{'world_size' if variable == 'WORLD_SIZE' else 'rank'}={argument}"
    value = os.environ.get(variable) if uses_env else None
    return (int(value), f"{variable}={value}") if value is not None else (None, None)


def init_process_group(backend=None, init_method=None, timeout=None, world_size=-1, rank=-1, store=None,
                       group_name="", pg_options=None, device_id=None):
    """Join the default process group: every process MPI started calls it, and each learns its rank.

    `backend` is "gloo" or "mpi" (both run on MPI); init_method (env://, tcp://, file://) only says how
    PyTorch's processes would find each other: here MPI has already connected them, so world_size and
    rank (from the arguments, or the RANK and WORLD_SIZE variables for env://) are checked against MPI's."""
    if _state.world is not None:
        raise ValueError("trying to initialize the default process group twice!")
    name = _backend_of(backend)
    timeout = _check_timeout(timeout)
    if store is not None:
        raise ValueError("init_process_group(store=...) is not supported: gradtable's processes meet through MPI. "
                         "Start them with `python -m gradtable.distributed.run` or mpiexec and pass no store.")
    MPI = _mpi.mpi()  # noqa: N806 (the module's own name)
    world = MPI.COMM_WORLD
    uses_env = init_method is None or init_method.startswith("env://")
    for argument, variable, actual in ((world_size, "WORLD_SIZE", world.Get_size()),
                                       (rank, "RANK", world.Get_rank())):
        wanted, source = _expected(argument, variable, uses_env)
        if wanted is not None and wanted != actual:
            raise RuntimeError(
                f"init_process_group: {source}, but MPI started this process as rank {world.Get_rank()} of "
                f"{world.Get_size()}. gradtable's processes are started by MPI: launch the program with "
                "`python -m gradtable.distributed.run --nproc-per-node N script.py` or `mpiexec -n N python "
                "script.py`, not with torch.multiprocessing or by hand.")
    pg = ProcessGroup(world.Dup(), range(world.Get_size()), name, timeout, group_name or str(_state.made),
                      "default_pg")
    _state.made += 1
    _state.world = pg
    _state.groups = [pg]


def destroy_process_group(group=None):
    """Leave `group` (all groups, and the default one, for None or the world); init_process_group may be
    called again afterwards."""
    pg = _state.world if group is None or group is _state.world else group
    if pg is None:
        raise AssertionError("Process group cannot be None")
    if not_member(pg):
        return
    if pg is _state.world:
        for each in _state.groups:
            each._free()
        _state.world, _state.groups = None, []
    elif pg in _state.groups:
        pg._free()
        _state.groups.remove(pg)


def get_rank(group=None):
    """This process's rank in `group` (the world by default); -1 if it is not a member."""
    if not_member(group):
        return -1
    return check_group(group).rank()


def get_world_size(group=None):
    """The number of processes in `group` (the world by default); -1 if this one is not a member."""
    if not_member(group):
        return -1
    return check_group(group).size()


def get_backend(group=None):
    pg = group or default_group()
    if not_member(pg):
        raise ValueError("Invalid process group specified")
    return Backend(check_group(pg)._backend)


def get_process_group_ranks(group):
    """The global ranks of `group`'s members, in group-rank order."""
    return list(check_group(group)._ranks)


def _registered(group):
    """The group get_global_rank/get_group_rank translate for: PyTorch's check, under which None means the
    world only before init_process_group (when the world is None too) and is an unknown group after it."""
    if isinstance(group, ProcessGroup) and group in _state.groups:
        return group
    raise ValueError(f"Group {group} is not registered, please create group with torch.distributed.new_group API")


def get_global_rank(group, group_rank):
    """The global rank of `group`'s rank `group_rank` (the identity for the world group)."""
    if group is _state.world:
        return group_rank
    pg = _registered(group)
    if not 0 <= group_rank < len(pg._ranks):
        raise ValueError(f"Group rank {group_rank} is not part of group {pg}")
    return pg._ranks[group_rank]


def get_group_rank(group, global_rank):
    """The rank in `group` of global rank `global_rank` (the identity for the world group)."""
    if group is _state.world:
        return global_rank
    pg = _registered(group)
    if global_rank not in pg._ranks:
        raise ValueError(f"Global rank {global_rank} is not part of group {pg}")
    return pg._ranks.index(global_rank)


def get_node_local_rank(fallback_rank=None):
    """LOCAL_RANK as the launcher set it (the rank among the processes on this machine)."""
    if "LOCAL_RANK" in os.environ:
        return int(os.environ["LOCAL_RANK"])
    if fallback_rank is not None:
        return int(fallback_rank)
    raise RuntimeError("LOCAL_RANK is not in the environment. Consider passing fallback_rank to allow "
                       "`get_node_local_rank` to work, assuming you are not running in a multi-device context "
                       "and want the code to run locally instead.")


def get_pg_count():
    return len(_state.groups)


def new_group(ranks=None, timeout=None, backend=None, pg_options=None, use_local_synchronization=False,
              group_desc=None, device_id=None, sort_ranks=True):
    """A group of some of the world's processes. Every process of the world calls it with the same ranks
    (only the members, with use_local_synchronization=True); non-members get GroupMember.NON_GROUP_MEMBER."""
    world = default_group()
    timeout = _check_timeout(timeout if timeout is not None else world._timeout)
    name = world._backend if backend is None else _backend_of(backend)
    size = world.size()
    if ranks is None or len(ranks) == 0:
        ranks = list(range(size))
    ranks = [int(r) for r in ranks]
    if len(set(ranks)) != len(ranks):
        raise ValueError(f"ranks list must not contain duplicate entries, got {ranks}")
    if len(ranks) > size:
        raise ValueError("the new group's world size should be less or equal to the world size set by "
                         "init_process_group")
    for r in ranks:
        if not 0 <= r < size:
            raise ValueError(f"Rank {r} is out of range. Valid ranks are 0 to {size - 1} (world_size={size})")
    if sort_ranks:
        ranks = sorted(ranks)
    group_name = str(_state.made)
    _state.made += 1
    members = world._comm.Get_group().Incl(ranks)
    if use_local_synchronization:
        comm = world._comm.Create_group(members) if world.rank() in ranks else None
    else:
        comm = world._comm.Create(members)   # collective over the whole world, as PyTorch's new_group
    members.Free()
    if world.rank() not in ranks:
        return GroupMember.NON_GROUP_MEMBER
    pg = ProcessGroup(comm, ranks, name, timeout, group_name, group_desc or "undefined")
    _state.groups.append(pg)
    return pg


def new_subgroups(group_size=None, group=None, timeout=None, backend=None, pg_options=None, group_desc=None):
    """Split `group` (the world) into consecutive groups of `group_size` ranks: (this rank's, all of them)."""
    if group_size is None:
        # PyTorch's default is one group per machine's GPUs.
        raise ValueError("Default group size only takes effect when CUDA is available.If your subgroup using a "
                         "backend that does not depend on CUDA,please pass in 'group_size' correctly.")
    if group_size <= 0:
        raise ValueError(f"The arg 'group_size' ({group_size}) must be positive")
    world_size = get_world_size(group=group)
    if world_size < group_size:
        raise ValueError(f"The arg 'group_size' ({group_size}) must not exceed the world size ({world_size})")
    if world_size % group_size:
        raise ValueError(f"The world size ({world_size}) must be divisible by '{group_size=}'")
    ranks = get_process_group_ranks(group)
    return new_subgroups_by_enumeration([ranks[i:i + group_size] for i in range(0, len(ranks), group_size)],
                                        timeout=timeout, backend=backend, pg_options=pg_options,
                                        group_desc=group_desc)


def new_subgroups_by_enumeration(ranks_per_subgroup_list, timeout=None, backend=None, pg_options=None,
                                 group_desc=None):
    """One group per list of ranks (every rank calls it with the same lists): (this rank's, all of them)."""
    if not ranks_per_subgroup_list:
        raise ValueError("The arg 'ranks_per_subgroup_list' cannot be empty")
    subgroups, mine, owner = [], None, {}
    for ranks in ranks_per_subgroup_list:
        subgroup = new_group(ranks=ranks, timeout=timeout, backend=backend, pg_options=pg_options,
                             group_desc=group_desc)
        subgroups.append(subgroup)
        for rank in ranks:
            if rank in owner:
                raise ValueError(f"Rank {rank} has appeared in both subgroup {owner[rank]} and {ranks}")
            owner[rank] = ranks
            if rank == get_rank():
                mine = subgroup
    return mine, subgroups


def get_default_backend_for_device(device):
    """The backend PyTorch picks for a device type: "gloo" for the CPU (which runs on MPI here)."""
    name = getattr(device, "type", None) or as_device(device).type
    backend = Backend.default_device_backend_map.get(name)
    if backend is None:
        raise ValueError(f"Default backend not registered for device : {device}")
    return backend
