"""init_process_group on 2 MPI processes (init_program.py runs in each): every backend name and
init_method scripts pass, world_size= and rank= checked against MPI's, initializing twice, destroy and
init again; the errors and answers compared with PyTorch's gloo in this process (one rank)."""
import datetime
import socket

import pytest
from ranks import require_mpi, run_ranks

N = 2


@pytest.fixture(scope="module")
def ranks(tmp_path_factory):
    require_mpi()
    _, results = run_ranks(N, "init_program.py", tmp_path_factory.mktemp("init"), timeout=120)
    return results


@pytest.fixture(scope="module")
def torch_answers(torch):
    """PyTorch with one gloo rank: get_backend() for backend=None and "gloo", and the second init's error."""
    d = torch.distributed
    answers = {}
    for backend in (None, "gloo"):
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            port = s.getsockname()[1]
        d.init_process_group(backend, init_method=f"tcp://127.0.0.1:{port}", world_size=1, rank=0,
                             timeout=datetime.timedelta(seconds=30))
        try:
            answers[backend] = (str(d.get_backend()), d.group.WORLD.name())
            if backend == "gloo":
                with pytest.raises(Exception) as raised:
                    d.init_process_group(backend, init_method=f"tcp://127.0.0.1:{port}", world_size=1, rank=0)
                answers["twice"] = (type(raised.value).__name__, str(raised.value))
                with pytest.raises(ValueError) as raised:
                    d.get_group_rank(None, 0)
                answers["None after init"] = str(raised.value)
        finally:
            d.destroy_process_group()
    answers["after destroy"] = d.is_initialized()
    return answers


def test_every_form_of_init_makes_a_working_group(ranks, torch_answers):
    for rank in range(N):
        results = ranks[rank]
        assert results["before"] == ("ok", (True, False))
        for name, backend in [("mpi, world_size and rank", "mpi"), ("gloo, tcp://", "gloo"),
                              ("gloo, env:// with RANK and WORLD_SIZE", "gloo"), ("None", None)]:
            expected_backend = torch_answers[backend] if backend != "mpi" else ("mpi", "mpi")
            assert results[name] == ("ok", (True, *expected_backend, rank, N, [3.0, 3.0])), name


def test_a_world_size_mpi_did_not_start_is_refused(ranks):
    for rank in range(N):
        results = ranks[rank]
        for name, source in [("WORLD_SIZE disagreeing with MPI", f"WORLD_SIZE={N + 1}"),
                             ("world_size disagreeing, not env://", f"world_size={N + 1}")]:
            kind, error, text = results[name][:3]
            assert (kind, error) == ("error", "RuntimeError"), name
            assert text.startswith(f"init_process_group: {source}, but MPI started this process as rank {rank} of "
                                   f"{N}.") and "python -m gradtable.distributed.run" in text
        assert results["after the refusal"] == ("ok", False)


def test_initializing_twice_and_after_destroy_as_torch(ranks, torch_answers):
    for rank in range(N):
        assert ranks[rank]["twice"][1:3] == torch_answers["twice"]
        assert ranks[rank]["after destroy"][1:3] == (
            "ValueError",
            "Default process group has not been initialized, please make sure to call init_process_group.")
    assert torch_answers["after destroy"] is False


def test_rank_translations_as_torch(ranks, torch_answers):
    """The world's are the identity; None is the world only before init (test_names.py), an unregistered
    group after it, as in PyTorch."""
    for rank in range(N):
        assert ranks[rank]["rank translations"][1] == [rank, 1] + [torch_answers["None after init"]] * 2
