"""gradtable.distributed in one process, without a process group: every name scripts import at module
level imports (with or without mpi4py), and a call that needs the group raises PyTorch's error.
(What needs MPI runs in processes of its own: test_collectives.py, test_ddp.py.)"""
import subprocess
import sys
import warnings
from datetime import timedelta

import pytest

import gradtable
import gradtable.distributed as dist


@pytest.fixture
def no_mpi4py(monkeypatch):
    """As on a machine without mpi4py: importing it fails."""
    monkeypatch.setitem(sys.modules, "mpi4py", None)
    monkeypatch.setattr("gradtable.distributed._mpi.installed", lambda: False)


def same_error(torch, call):
    with pytest.raises(Exception) as expected:
        call(torch)
    with pytest.raises(type(expected.value)) as got:
        call(gradtable)
    assert str(got.value) == str(expected.value)


def test_script_imports_work_without_mpi4py():
    """A fresh interpreter where mpi4py cannot be imported: the names import, and is_available() says no."""
    program = ("import sys; sys.modules['mpi4py'] = None\n"
               "from gradtable.distributed import init_process_group, destroy_process_group, ReduceOp\n"
               "from gradtable.nn.parallel import DistributedDataParallel as DDP\n"
               "import gradtable.distributed as dist\n"
               "print(dist.is_available(), dist.is_initialized(), 'mpi4py.MPI' in sys.modules)\n")
    done = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["False", "False", "False"]


def test_importing_does_not_start_mpi():
    program = "import gradtable.distributed, sys; print('mpi4py.MPI' in sys.modules)"
    done = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True, timeout=60)
    assert done.stdout.split() == ["False"], done.stderr


def test_init_without_mpi4py_says_how_to_install(no_mpi4py):
    with pytest.raises(RuntimeError, match=r"mpi4py, which is not installed here: pip install"):
        dist.init_process_group("gloo")
    assert not dist.is_initialized()


UNINITIALIZED = [
    lambda lib: lib.distributed.get_rank(),
    lambda lib: lib.distributed.get_world_size(),
    lambda lib: lib.distributed.get_backend(),
    lambda lib: lib.distributed.new_group([0]),
    lambda lib: lib.distributed.destroy_process_group(),
    lambda lib: lib.distributed.get_process_group_ranks(None),
    lambda lib: lib.nn.parallel.DistributedDataParallel(lib.nn.Linear(1, 1)),
    # Every collective, object collective and point-to-point call, synchronous and async_op=True.
    lambda lib: lib.distributed.all_reduce(lib.ones(2)),
    lambda lib: lib.distributed.all_reduce(lib.ones(2), async_op=True),
    lambda lib: lib.distributed.broadcast(lib.ones(2), src=0),
    lambda lib: lib.distributed.reduce(lib.ones(2), dst=0),
    lambda lib: lib.distributed.barrier(),
    lambda lib: lib.distributed.monitored_barrier(),
    lambda lib: lib.distributed.all_gather([lib.ones(2)], lib.ones(2)),
    lambda lib: lib.distributed.all_gather_single(lib.ones(2), lib.ones(2)),
    lambda lib: lib.distributed.all_gather_into_tensor(lib.ones(2), lib.ones(2)),
    lambda lib: lib.distributed.gather(lib.ones(2), [lib.ones(2)], dst=0),
    lambda lib: lib.distributed.scatter(lib.ones(2), [lib.ones(2)], src=0),
    lambda lib: lib.distributed.reduce_scatter(lib.ones(2), [lib.ones(2)]),
    lambda lib: lib.distributed.reduce_scatter_single(lib.ones(2), lib.ones(2)),
    lambda lib: lib.distributed.reduce_scatter_tensor(lib.ones(2), lib.ones(2)),
    lambda lib: lib.distributed.all_to_all([lib.ones(2)], [lib.ones(2)]),
    lambda lib: lib.distributed.all_to_all_single(lib.ones(2), lib.ones(2), async_op=True),
    lambda lib: lib.distributed.all_gather_object([None], 1),
    lambda lib: lib.distributed.broadcast_object_list([1], src=0),
    lambda lib: lib.distributed.gather_object(1, [None], dst=0),
    lambda lib: lib.distributed.scatter_object_list([None], [1], src=0),
    lambda lib: lib.distributed.send(lib.ones(2), dst=1),
    lambda lib: lib.distributed.recv(lib.ones(2), src=1),
    lambda lib: lib.distributed.isend(lib.ones(2), dst=1),
    lambda lib: lib.distributed.irecv(lib.ones(2), src=1),
    lambda lib: lib.distributed.send_object_list([1], dst=1),
    lambda lib: lib.distributed.batch_isend_irecv([lib.distributed.P2POp(lib.distributed.isend, lib.ones(2), 1)]),
    lambda lib: lib.utils.data.DistributedSampler([1, 2]),
]


@pytest.mark.filterwarnings("ignore:`torch.distributed.*` is deprecated:FutureWarning")   # both libraries
@pytest.mark.parametrize("call", UNINITIALIZED)
def test_calls_before_init_raise_as_torch(torch, call):
    same_error(torch, call)


@pytest.mark.parametrize("name", ["all_gather_into_tensor", "reduce_scatter_tensor"])
def test_deprecated_names_warn_as_torch(torch, name):
    """PyTorch 2.13 deprecates them for all_gather_single and reduce_scatter_single: the warning comes first
    (here before the uninitialized group's error)."""
    def warned(lib):
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            with pytest.raises(ValueError):
                getattr(lib.distributed, name)(lib.ones(2), lib.ones(2))
        return [(w.category, str(w.message)) for w in caught]
    assert warned(gradtable) == warned(torch)
    assert len(warned(torch)) == 1


@pytest.mark.filterwarnings("ignore:`torch.distributed.*` is deprecated:FutureWarning")   # both libraries
@pytest.mark.parametrize("call", UNINITIALIZED)
def test_calls_before_init_raise_the_same_without_mpi4py(torch, no_mpi4py, call):
    same_error(torch, call)


ANSWERS = [
    lambda lib: lib.distributed.is_initialized(),
    lambda lib: lib.distributed.is_nccl_available(),
    lambda lib: lib.distributed.is_torchelastic_launched(),
    lambda lib: lib.distributed.default_pg_timeout,
    lambda lib: lib.distributed.group.WORLD,
    lambda lib: lib.distributed.GroupMember.WORLD,
    lambda lib: lib.distributed.GroupMember.NON_GROUP_MEMBER,
    lambda lib: lib.distributed.get_rank(lib.distributed.GroupMember.NON_GROUP_MEMBER),
    lambda lib: lib.distributed.get_world_size(lib.distributed.GroupMember.NON_GROUP_MEMBER),
    lambda lib: lib.distributed.get_node_local_rank(fallback_rank=3),
    lambda lib: (lib.distributed.get_group_rank(None, 5), lib.distributed.get_global_rank(None, 4)),
    lambda lib: [lib.distributed.Backend(name) for name in ("GLOO", "gloo", "Mpi", "nccl", "custom")],
    lambda lib: (lib.distributed.Backend.GLOO, lib.distributed.Backend.MPI, lib.distributed.Backend.UNDEFINED),
    lambda lib: [(str(op), op.name, op.value) for op in (lib.distributed.ReduceOp.SUM, lib.distributed.ReduceOp.AVG,
                                                        lib.distributed.ReduceOp.PRODUCT, lib.distributed.ReduceOp.MIN,
                                                        lib.distributed.ReduceOp.MAX, lib.distributed.ReduceOp.BAND,
                                                        lib.distributed.ReduceOp.BOR, lib.distributed.ReduceOp.BXOR)],
    lambda lib: (lib.distributed.ReduceOp(lib.distributed.ReduceOp.MAX) == lib.distributed.ReduceOp.MAX,
                 lib.distributed.ReduceOp.MAX == lib.distributed.ReduceOp(lib.distributed.ReduceOp.MAX),
                 lib.distributed.ReduceOp(lib.distributed.ReduceOp.MIN) == lib.distributed.ReduceOp.MAX,
                 lib.distributed.ReduceOp.SUM is lib.distributed.ReduceOp.RedOpType.SUM,
                 lib.distributed.ReduceOp.SUM in {lib.distributed.ReduceOp.SUM: 1}),
    lambda lib: [lib.distributed.supports_complex(getattr(lib.distributed.ReduceOp, op))
                 for op in ("SUM", "AVG", "PRODUCT", "MIN", "MAX", "BAND", "BOR", "BXOR")],
    lambda lib: [lib.distributed.get_default_backend_for_device(d) for d in ("cpu", "cuda", lib.device("cpu"))],
    lambda lib: [c.__name__ for c in lib.distributed.QueueEmptyError.__mro__[:-3]],
    lambda lib: [c.__name__ for c in lib.distributed.DistBackendError.__mro__[:-3]],
    lambda lib: [c.__name__ for c in lib.distributed.DistNetworkError.__mro__[:-3]],
]


@pytest.mark.parametrize("question", ANSWERS)
def test_answers_match_torch(torch, question):
    assert question(gradtable) == question(torch)


BAD = [
    lambda lib: lib.distributed.init_process_group("gloo", timeout=5),
    lambda lib: lib.distributed.new_subgroups(),
    lambda lib: lib.distributed.new_subgroups(group_size=0),
    lambda lib: lib.distributed.new_subgroups_by_enumeration([]),
    lambda lib: lib.distributed.get_default_backend_for_device("meta"),
    lambda lib: lib.distributed.Backend(3),
    lambda lib: lib.distributed.get_node_local_rank(),
]


@pytest.mark.parametrize("call", BAD)
def test_bad_arguments_raise_as_torch(torch, monkeypatch, call):
    monkeypatch.delenv("LOCAL_RANK", raising=False)
    same_error(torch, call)


def test_nccl_is_refused_with_the_reason(monkeypatch):
    with pytest.raises(RuntimeError, match="doesn't have NCCL built in: gradtable runs on CPUs only"):
        dist.init_process_group("nccl", timeout=timedelta(seconds=1))
    with pytest.raises(AssertionError, match="Unknown backend type foo"):
        dist.init_process_group("foo")
    assert not dist.is_initialized()


def test_a_store_is_refused_with_the_reason():
    with pytest.raises(ValueError, match="is not supported: gradtable's processes meet through MPI"):
        dist.init_process_group("gloo", store=object())
    assert not dist.is_initialized()
