"""DistributedDataParallel on 2 and 3 MPI processes (ddp_program.py runs in each): step for step the
same parameters as one process training on the concatenated batch (run here), with and without
gradient accumulation; the buckets and the hooks that start their all-reduces during backward; unused
parameters; buffers; and PyTorch's errors, compared with torch's DDP in this process (one gloo rank)."""
import contextlib
import copy

import ddp_models
import numpy as np
import pytest
from ranks import require_mpi, run_ranks, torch_gloo_group

from gradtable.nn.parallel.reducer import _UNFINISHED, bucket_assignment
from gradtable.utils.data import DistributedSampler


@pytest.fixture(scope="module", params=[2, 3])
def ranks(request, tmp_path_factory):
    require_mpi()
    n = request.param
    _, results = run_ranks(n, "ddp_program.py", tmp_path_factory.mktemp(f"ddp{n}"), timeout=180)
    return n, results


def single_process(n, micro_batches=1):
    """The reference: rank 0's initial model trained in one process on every rank's samples at once."""
    model = ddp_models.make_model(seed=0)
    rows = ddp_models.BATCH * n
    return ddp_models.train(model, lambda step: [(*ddp_models.data(step, micro, rows), contextlib.nullcontext())
                                                 for micro in range(micro_batches)])


def assert_same_history(got, expected):
    assert len(got) == len(expected) == ddp_models.STEPS
    for got_step, expected_step in zip(got, expected):
        for g, e in zip(got_step, expected_step):
            np.testing.assert_allclose(g, e, rtol=1e-12, atol=1e-14)


def test_construction_copies_rank_0s_parameters_and_buffers(ranks):
    n, results = ranks
    reference = [p.detach().numpy() for p in ddp_models.make_model(seed=0).parameters()]
    for rank in range(n):
        params, scale, keeps_module, keys = results[rank]["construction"][1]
        for got, expected in zip(params, reference):
            np.testing.assert_array_equal(got, expected)
        assert scale.tolist() == [1.0, 1.0] and keeps_module
        # As PyTorch's: the wrapped module's keys under `module.` (its own buffer before its children's).
        assert keys == ["module.scale", "module.first.weight", "module.first.bias", "module.second.weight",
                        "module.second.bias"]


def test_state_dict_loads_wrapped_and_after_consuming_the_prefix(ranks):
    n, results = ranks
    reference = [p.detach().numpy() for p in ddp_models.make_model(seed=0).parameters()]
    for rank in range(n):
        wrapped, plain, keys, wrapped_params, plain_params = results[rank]["state_dict round trip"][1]
        assert wrapped == plain == "<All keys matched successfully>"
        assert keys == ["scale", "first.weight", "first.bias", "second.weight", "second.bias"]
        for got_wrapped, got_plain, expected in zip(wrapped_params, plain_params, reference):
            np.testing.assert_array_equal(got_wrapped, expected)
            np.testing.assert_array_equal(got_plain, expected)


def test_consume_prefix_in_state_dict_if_present_is_torchs(torch):
    """On plain dicts and on one carrying PyTorch's _metadata (a DDP model's: '', 'module', 'module.0')."""
    from collections import OrderedDict

    from gradtable.nn.modules.utils import consume_prefix_in_state_dict_if_present as ours
    theirs = torch.nn.modules.utils.consume_prefix_in_state_dict_if_present
    ddp_state = torch.nn.Sequential(torch.nn.Linear(2, 2)).state_dict()
    wrapped = OrderedDict(("module." + k, v) for k, v in ddp_state.items())
    wrapped._metadata = OrderedDict([("", {"version": 1}), ("module", {"version": 2}), ("module.0", {"v": 3}),
                                     ("other", {})])
    cases = [OrderedDict([("module.a", 1), ("b", 2), ("module.c", 3), ("modulex.d", 4), ("x.module.e", 5)]),
             {"module.": 1, "module.module.a": 2}, {}, wrapped]
    assert list(copy.deepcopy(wrapped)._metadata) == ["", "module", "module.0", "other"]   # the copies keep it
    for state in cases:
        mine, expected = copy.deepcopy(state), copy.deepcopy(state)
        assert ours(mine, "module.") is None
        theirs(expected, "module.")
        assert list(mine) == list(expected)
        assert getattr(mine, "_metadata", None) == getattr(expected, "_metadata", None)
        assert list(getattr(mine, "_metadata", {})) == list(getattr(expected, "_metadata", {}))


def test_training_matches_one_process_on_the_concatenated_batch(ranks):
    n, results = ranks
    expected = single_process(n)
    for rank in range(n):
        assert_same_history(results[rank]["training"][1], expected)


@pytest.mark.parametrize("style", ["no_sync accumulation", "require_backward_grad_sync accumulation"])
def test_accumulation_matches_one_process(ranks, style):
    n, results = ranks
    expected = single_process(n, micro_batches=2)
    for rank in range(n):
        assert_same_history(results[rank][style][1], expected)


def test_buckets_start_all_reduces_during_backward(ranks):
    n, results = ranks
    buckets, sizes, started, grads = results[0]["buckets and hooks"][1]
    # Parameters in reverse order, 200-byte buckets: [second.bias, second.weight, first.bias] then [first.weight].
    assert buckets == [[3, 2, 1], [0]]
    assert buckets == [[3 - i for i in b] for b in bucket_assignment([8 * s for s in reversed(sizes)],
                                                                       ["float64"] * 4, [200])]
    # The first all-reduce started while first.weight's gradient did not exist yet: inside backward.
    assert started == [(26, [False, True, True, True]), (24, [True, True, True, True])]
    model = ddp_models.make_model(seed=0)
    x, y = ddp_models.data(0, 0, ddp_models.BATCH * n)
    ((model(x) - y) ** 2).mean().backward()
    for rank in range(n):
        for got, p in zip(results[rank]["buckets and hooks"][1][3], model.parameters()):
            np.testing.assert_allclose(got, p.grad.numpy(), rtol=1e-12, atol=1e-15)


def test_unused_parameters(ranks):
    n, results = ranks
    for rank in range(n):
        first, second = results[rank]["find_unused_parameters"][1]
        assert [g is None for g in first] == [False] * 4 + [True, True]
        assert [g is None for g in second] == [False] * 4 + [True, True]
        kind, name, text = results[rank]["unused parameters without find_unused_parameters"][:3]
        assert name == "RuntimeError" and text.startswith("Expected to have finished reduction in the prior iteration")
        assert f"Parameter indices which did not receive grad for rank {rank}: 4 5\n" in text


def test_buffers_follow_rank_0_before_each_forward(ranks):
    n, results = ranks
    for rank in range(n):
        assert results[rank]["broadcast_buffers"][1].tolist() == [5.0, 5.0]
        assert results[rank]["broadcast_buffers=False"][1].tolist() == [rank + 5.0] * 2


def test_a_rank_that_raises_is_a_timeout_error_on_the_others_not_a_hang(tmp_path):
    """Plain mpiexec, no launcher to abort the job: rank 1 raises mid-training; rank 0's backward, waiting
    for rank 1's gradients, raises DistBackendError at the group's timeout (2 s) and the job ends."""
    require_mpi()
    done, results = run_ranks(2, "ddp_failing_program.py", tmp_path, 2, timeout=120, check=False)
    assert done.returncode != 0
    assert results[1]["training"][1:3] == ("ValueError", "rank 1 fails on purpose")
    kind, name, text = results[0]["training"][:3]
    assert (kind, name) == ("error", "DistBackendError"), results[0]
    assert text.startswith("[Rank 0] all_reduce timed out after 2 seconds in a group of 2")
    assert ".backward()" in results[0]["training"][3]      # raised by the backward that waited


def test_sampler_takes_rank_and_replicas_from_the_group(ranks):
    n, results = ranks
    shuffled = [results[rank]["DistributedSampler from the group"][1][0] for rank in range(n)]
    in_order = [results[rank]["DistributedSampler from the group"][1][1] for rank in range(n)]
    for rank in range(n):
        alone = DistributedSampler(range(10), num_replicas=n, rank=rank, seed=3)
        assert shuffled[rank] == list(alone)
        assert in_order[rank] == list(range(10 - 10 % n))[rank::n]
    every = sum(shuffled, [])
    assert set(every) == set(range(10)) and len(every) == 10 + (-10 % n)   # each sample, padded to n's multiple


def test_errors_as_torch(ranks, torch_ddp_errors):
    n, results = ranks
    for rank in range(n):
        for name, expected in torch_ddp_errors.items():
            assert results[rank][name][1:3] == expected, name
        kind, name, text = results[rank]["different models"][:3]
        assert name == "RuntimeError" and text.startswith("DDP expects same model across all ranks")
        assert results[rank]["the group still works after them"][0] == "ok"


@pytest.fixture(scope="module")
def torch_ddp_errors(torch):
    """PyTorch's DDP errors, with one gloo rank in this process."""
    errors = {}
    frozen = torch.nn.Linear(1, 1)
    frozen.requires_grad_(False)
    with torch_gloo_group(torch):
        for name, call in [("device_ids on a CPU module",
                            lambda: torch.nn.parallel.DistributedDataParallel(torch.nn.Linear(1, 1), device_ids=[0])),
                           ("no parameter requires grad", lambda: torch.nn.parallel.DistributedDataParallel(frozen))]:
            with pytest.raises(Exception) as raised:
                call()
            errors[name] = (type(raised.value).__name__, str(raised.value))
    return errors


def test_unfinished_reduction_text_is_torchs(torch):
    """A module with an unused layer under torch's DDP (one rank): our text is PyTorch's."""
    class TwoLayers(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.used = torch.nn.Linear(2, 2)
            self.unused = torch.nn.Linear(2, 2)

        def forward(self, x):
            return self.used(x)

    with torch_gloo_group(torch):
        ddp = torch.nn.parallel.DistributedDataParallel(TwoLayers())
        ddp(torch.ones(1, 2)).sum().backward()
        with pytest.raises(RuntimeError) as raised:
            ddp(torch.ones(1, 2))
    assert str(raised.value) == _UNFINISHED.format(rank=0, indices="2 3")


@pytest.mark.parametrize("limits", [[200], [1024 * 1024, 25 * 1024 * 1024], [64, 100, 1000], [10**9]])
def test_bucket_assignment_is_torchs(torch, limits):
    shapes = [(3, 5), (7,), (4, 4), (2,), (30, 3), (1,), (5, 5), (6,)]
    dtypes = [torch.float32, torch.float64, torch.float32, torch.float32, torch.float64, torch.float32,
              torch.float32, torch.float64]
    tensors = [torch.zeros(s, dtype=d) for s, d in zip(shapes, dtypes)]
    expected, _ = torch.distributed._compute_bucket_assignment_by_size(tensors, limits, [False] * len(tensors))
    sizes = [t.numel() * t.element_size() for t in tensors]
    assert bucket_assignment(sizes, [str(d) for d in dtypes], limits) == [list(b) for b in expected]

