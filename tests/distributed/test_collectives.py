"""The collectives on 2 and 3 MPI processes (collectives_program.py runs in each), compared with their
single-process definitions computed here from every rank's inputs (collective_inputs.py): every
ReduceOp on every dtype, uneven sizes, objects, point-to-point, subgroups, and the errors. Which
(dtype, op) pairs are refused, and with which error, is compared with PyTorch's gloo backend in this
process (one rank)."""
import warnings

import ml_dtypes
import numpy as np
import pytest
from collective_inputs import DTYPES, OPS, SHAPES, values
from rank_results import as_array
from ranks import require_mpi, run_ranks, torch_gloo_group

SIZES = [2, 3]


@pytest.fixture(scope="module", params=SIZES)
def ranks(request, tmp_path_factory):
    require_mpi()
    n = request.param
    _, results = run_ranks(n, "collectives_program.py", tmp_path_factory.mktemp(f"collectives{n}"), timeout=180)
    return n, results


def numpy_dtype(name):
    return np.dtype(ml_dtypes.bfloat16) if name == "bfloat16" else np.dtype(name)


def inputs_of(n, dtype, shape, salt=0):
    return np.stack([values(r, dtype, shape, salt).astype(numpy_dtype(dtype)) for r in range(n)])


def expected_reduction(stacked, op, dtype):
    """The single-process definition: reduce the ranks' (stacked) arrays along axis 0 as torch's
    stack(...).sum(0) / prod(0) / amin(0) / amax(0) would, then cast back to the dtype."""
    with np.errstate(all="ignore"), warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeWarning)   # inf - inf: NaN is the expected value
        return _reduction(stacked, op, dtype)


def _reduction(stacked, op, dtype):
    n = stacked.shape[0]
    wide = stacked.astype(np.float32) if dtype in ("float16", "bfloat16") else stacked
    if dtype == "bool":
        result = {"SUM": np.any, "MAX": np.any, "BOR": np.any, "PRODUCT": np.all, "MIN": np.all,
                  "BAND": np.all}.get(op, lambda a, axis: np.bitwise_xor.reduce(a, axis=axis))(stacked, axis=0)
    elif op in ("SUM", "AVG"):
        result = wide.sum(axis=0, dtype=np.int64 if stacked.dtype.kind in "iu" else None)
        if op == "AVG":
            result = result / n
    elif op == "PRODUCT":
        result = wide.prod(axis=0, dtype=np.int64 if stacked.dtype.kind in "iu" else None)
    elif op in ("MIN", "MAX"):
        result = (np.min if op == "MIN" else np.max)(wide, axis=0)
    else:
        result = {"BAND": np.bitwise_and, "BOR": np.bitwise_or, "BXOR": np.bitwise_xor}[op].reduce(stacked, axis=0)
    return np.asarray(result).astype(stacked.dtype)


def assert_matches(got, expected, dtype):
    got = np.asarray(got).astype(np.float32) if dtype == "bfloat16" else np.asarray(got)
    expected = expected.astype(np.float32) if dtype == "bfloat16" else expected
    assert got.shape == expected.shape
    if dtype in ("float16", "bfloat16"):
        np.testing.assert_allclose(got, expected, rtol=2e-2, atol=2e-2, equal_nan=True)
    elif expected.dtype.kind in "fc":
        np.testing.assert_allclose(got, expected, rtol=1e-6, equal_nan=True)
    else:
        np.testing.assert_array_equal(got, expected)


@pytest.fixture(scope="module")
def torch_gloo(torch):
    """PyTorch's gloo backend with one rank, in this process: the oracle for which calls are refused."""
    with torch_gloo_group(torch):
        yield torch


def torch_all_reduce_error(torch, dtype, op):
    x = torch.ones(2, 3).to(getattr(torch, dtype))
    try:
        torch.distributed.all_reduce(x, op=getattr(torch.distributed.ReduceOp, op))
    except Exception as error:
        return type(error).__name__, str(error)
    return None


def refused(dtype, op):
    """Which reductions PyTorch refuses, and how (test_refusals_are_torchs checks this table against torch)."""
    names = {"int64": "Long", "int32": "Int", "int16": "Short", "int8": "Char", "uint8": "Byte", "bool": "Bool"}
    if dtype.startswith("complex") and op not in ("SUM", "AVG"):
        return "ValueError", f"all_reduce does not support RedOpType.{op} on complex tensors"
    if op in ("BAND", "BOR", "BXOR") and dtype not in names:
        return "RuntimeError", f"Cannot use ReduceOp.{op} with non-integral dtype"
    if op == "AVG" and dtype in names:
        return "RuntimeError", f"result type Float can't be cast to the desired output type {names[dtype]}"
    return None


@pytest.mark.parametrize("dtype", DTYPES)
def test_all_reduce_every_op_matches_its_definition(ranks, dtype):
    n, results = ranks
    for op in OPS:
        for rank in range(n):
            got = results[rank][("all_reduce", dtype, op)]
            if refused(dtype, op) is not None:
                assert got[:3] == ("error", *refused(dtype, op)), (op, rank)
            else:
                assert_matches(as_array(got), expected_reduction(inputs_of(n, dtype, (2, 3)), op, dtype), dtype)


@pytest.mark.parametrize("dtype", DTYPES)
def test_refusals_are_torchs(torch_gloo, dtype):
    for op in OPS:
        expected = torch_all_reduce_error(torch_gloo, dtype, op)
        if expected == ("RuntimeError", "Invalid scalar type"):
            # gloo has no int16; MPI has (a known difference): refused where PyTorch refuses int32.
            expected = torch_all_reduce_error(torch_gloo, "int32", op)
            expected = expected and (expected[0], expected[1].replace("type Int", "type Short"))
        assert refused(dtype, op) == expected, op


@pytest.mark.parametrize("shape", ["scalar", "empty"])
def test_all_reduce_of_0_dim_and_empty_tensors(ranks, shape):
    n, results = ranks
    for dtype, op in [("float32", "SUM"), ("int64", "MAX")]:
        expected = expected_reduction(inputs_of(n, dtype, SHAPES[shape]), op, dtype)
        for rank in range(n):
            assert_matches(as_array(results[rank][("all_reduce", dtype, op, shape)]), expected, dtype)


def test_async_all_reduce_and_views_and_leaves(ranks):
    n, results = ranks
    avg = expected_reduction(inputs_of(n, "float64", (2, 3)), "AVG", "float64")
    transposed = expected_reduction(inputs_of(n, "float32", (3, 2)), "SUM", "float32")
    for rank in range(n):
        assert_matches(as_array(results[rank][("all_reduce async", "float64", "AVG")]), avg, "float64")
        base, view = results[rank]["all_reduce of a transposed view"][1]
        assert_matches(base, transposed, "float32")
        assert_matches(view, transposed.T, "float32")
        # As PyTorch's: the write is outside autograd (no version bump, no history) and the leaf keeps its value.
        value, bumped, no_history = results[rank]["all_reduce of a leaf requiring grad"][1]
        assert value.tolist() == [float(n)] * 3 and bumped == 0 and no_history


def test_bad_arguments_raise_as_torch(ranks, torch_gloo):
    n, results = ranks
    torch = torch_gloo
    expected = {}
    for name, call in [("all_reduce of a list", lambda: torch.distributed.all_reduce([1.0])),
                       ("broadcast no root", lambda: torch.distributed.broadcast(torch.ones(1))),
                       ("broadcast two roots", lambda: torch.distributed.broadcast(torch.ones(1), src=0, group_src=0)),
                       ("broadcast bad root", lambda: torch.distributed.broadcast(torch.ones(1), src=n + 2)),
                       ("send to self", lambda: torch.distributed.send(torch.ones(1), dst=0)),
                       ("all_gather mixed dtypes", lambda: torch.distributed.all_gather(
                           [torch.zeros(2), torch.zeros(2, dtype=torch.int64)], torch.ones(2)))]:
        with pytest.raises(Exception) as raised:
            call()
        expected[name] = (type(raised.value).__name__, str(raised.value))
    keys = {"broadcast no root": ("broadcast", "no root"), "broadcast two roots": ("broadcast", "two roots"),
            "broadcast bad root": ("broadcast", "bad root")}
    for rank in range(n):
        for name, error in expected.items():
            assert results[rank][keys.get(name, name)][1:3] == error, name
        assert results[rank]["all_gather short list"][1:3] == (
            "RuntimeError", f"ProcessGroupGloo::allgather: invalid output tensor list at index 0 (expected length {n}, "
            "got 1)")
        assert results[rank]["gather list on a non-destination rank"][1:3] == (
            "ValueError", "Argument ``gather_list`` must NOT be specified on non-destination ranks.")
        assert results[rank]["all_to_all_single bad splits"][1:3] == (
            "RuntimeError", "Split sizes doesn't match total dim 0 size")
        assert results[rank]["new_group out of range"][1:3] == (
            "ValueError", f"Rank {n} is out of range. Valid ranks are 0 to {n - 1} (world_size={n})")
        assert results[rank]["all_reduce with a string op"][1] == "TypeError"
        assert results[rank]["all_gather_single wrong size"][1] == "RuntimeError"


def test_every_collective_async_with_all_in_flight(ranks):
    n, results = ranks
    for rank in range(n):
        (waited, completed, x, source, reduced_here, parts, single, gathered, scattered, pieces, piece, exchanged,
         swapped) = results[rank]["every collective in flight at once"][1]
        assert waited == [True] * 11 and completed == [True] * 11
        assert x.tolist() == [n * (n + 1) / 2] * 2
        assert source.tolist() == [float(n - 1)] * 2
        assert reduced_here.tolist() == ([float(n)] * 2 if rank == 0 else [float(rank + 1)] * 2)
        assert [p.tolist() for p in parts] == [[float(r)] for r in range(n)]
        assert single.tolist() == [float(r) for r in range(n)]
        assert gathered is None if rank else [g.tolist() for g in gathered] == [[float(r)] for r in range(n)]
        assert scattered.tolist() == [10.0 * rank]
        assert pieces.tolist() == [float(sum(r + rank for r in range(n)))]
        assert piece.tolist() == [float(rank * sum(r + 1 for r in range(n)))]
        assert exchanged.tolist() == [float(rank + 10 * r) for r in range(n)]
        assert [s.tolist() for s in swapped] == [[100.0 * r + rank] for r in range(n)]


def test_mismatched_calls_are_errors_on_every_rank_not_hangs(ranks):
    n, results = ranks
    for rank in range(n):
        kind, name, text = results[rank]["mismatched sizes"][:3]
        assert (kind, name) == ("error", "DistBackendError")
        assert "did not make matching calls" in text and "float32 tensors of 2 elements" in text
        kind, name, text = results[rank]["mismatched collectives"][:3]
        assert name == "DistBackendError" and "called broadcast" in text and "called all_reduce" in text
        assert_matches(as_array(results[rank]["the group still works after them"]),
                       expected_reduction(inputs_of(n, "int32", (2, 3)), "SUM", "int32"), "int32")
        assert results[rank]["barrier"][0] == "ok"


@pytest.mark.parametrize("dtype", DTYPES)
def test_broadcast_every_dtype(ranks, dtype):
    n, results = ranks
    source = inputs_of(n, dtype, (2, 3))[n - 1]
    for rank in range(n):
        assert_matches(as_array(results[rank][("broadcast", dtype)]), source, dtype)
        assert_matches(as_array(results[rank][("broadcast", "group_src")]), inputs_of(n, "int64", (2, 3))[1], "int64")


def test_reduce_writes_the_destination_only(ranks):
    n, results = ranks
    for dtype, op in [("float32", "SUM"), ("int64", "MAX"), ("bfloat16", "SUM"), ("float64", "AVG"),
                      ("bool", "PRODUCT")]:
        stacked = inputs_of(n, dtype, (2, 3))
        for rank in range(n):
            expected = expected_reduction(stacked, op, dtype) if rank == 1 else stacked[rank]
            assert_matches(as_array(results[rank][("reduce", dtype, op)]), expected, dtype)


def test_gathers_and_scatters_with_uneven_sizes(ranks):
    n, results = ranks
    for rank in range(n):
        parts = results[rank]["all_gather uneven"][1]
        assert [p.tolist() for p in parts] == [[10.0 * r + i for i in range(r + 1)] for r in range(n)]
        gathered = results[rank]["gather uneven"][1]
        assert gathered is None if rank else [p.tolist() for p in gathered] == [[float(r)] * (r + 1) for r in range(n)]
        assert results[rank]["scatter uneven"][1].tolist() == [i * (rank + 1) for i in range(rank + 2)]
        every = inputs_of(n, "int32", (2, 2))
        concatenated = as_array(results[rank]["all_gather_single concatenated"])
        assert concatenated.tolist() == every.reshape(2 * n, 2).tolist()
        assert as_array(results[rank]["all_gather_single stacked"]).tolist() == every.tolist()
        stacked, warned = results[rank]["all_gather_into_tensor"][1]
        assert stacked.tolist() == every.tolist()
        assert warned == [("FutureWarning", "`torch.distributed.all_gather_into_tensor` is deprecated. Please use "
                           "`torch.distributed.all_gather_single` instead.")]


def test_reduce_scatter_matches_its_definition(ranks):
    n, results = ranks
    for op in ("SUM", "MAX"):
        for rank in range(n):
            pieces = np.stack([values(r, "float32", (3,), salt=rank).astype(np.float32) for r in range(n)])
            assert_matches(as_array(results[rank][("reduce_scatter", op)]), expected_reduction(pieces, op, "float32"),
                           "float32")
    for op, dtype in [("SUM", "float32"), ("AVG", "float64"), ("PRODUCT", "int64"), ("MIN", "float16")]:
        whole = expected_reduction(inputs_of(n, dtype, (2 * n,)), op, dtype)
        for rank in range(n):
            assert_matches(as_array(results[rank][("reduce_scatter_single", op, dtype)]), whole[2 * rank:2 * rank + 2],
                           dtype)
    whole = expected_reduction(inputs_of(n, "float32", (2 * n,)), "SUM", "float32")
    for rank in range(n):
        part, warned = results[rank]["reduce_scatter_tensor"][1]
        assert_matches(part, whole[2 * rank:2 * rank + 2], "float32")
        assert warned == [("FutureWarning", "`torch.distributed.reduce_scatter_tensor` is deprecated. Please use "
                           "`torch.distributed.reduce_scatter_single` instead.")]


def test_all_to_all(ranks):
    n, results = ranks
    for rank in range(n):
        assert results[rank]["all_to_all_single even"][1].tolist() == [
            100 * r + 2 * rank + i for r in range(n) for i in range(2)]
        assert results[rank]["all_to_all_single uneven"][1].tolist() == [
            [100.0 * r + rank] * 2 for r in range(n) for _ in range(rank + 1)]
        assert [p.tolist() for p in results[rank]["all_to_all"][1]] == [
            [10.0 * r + rank] * (rank + 1) for r in range(n)]


def test_point_to_point(ranks):
    n, results = ranks
    for rank in range(n):
        left = (rank - 1) % n
        (got, source) = results[rank]["send/recv ring"][1]
        assert got[1].tolist() == [left, 0.5] and source == left
        assert results[rank]["isend/irecv ring"][1].tolist() == [left + 1j] * 3
        assert results[rank]["batch_isend_irecv ring"][1].tolist() == [float(left)] * 2
    assert results[0]["recv from any source"][1] == [(r, 10.0 * r) for r in range(1, n)]
    kind, name, text = results[1]["recv of the wrong size"][:3]
    assert name == "DistBackendError" and "longer than the tensor receiving it" in text
    assert results[0]["recv of the wrong size"][0] == "ok"


def test_object_collectives(ranks):
    n, results = ranks
    objects = [{"rank": 0, "text": "a"}, [1, 2.5, None, "long" * 50], ("tuple", 3), 7][:n]
    for rank in range(n):
        gathered, at_root, sent, scattered, passed = results[rank]["objects"][1]
        assert gathered == objects
        assert at_root == (objects if rank == 1 else None)
        assert sent == [objects[0], 0]
        assert scattered == [f"to {rank}"]
        assert passed == ([{"a": [1.0, 1.0]}, "x" * 300, 0] if rank == 1 else [None, None])


def test_subgroups(ranks):
    n, results = ranks
    members = [0, n - 1]
    for rank in range(n):
        value, returned, member, group_rank, group_size, group_ranks, warned = results[rank]["new_group"][1]
        assert returned is None
        if rank in members:
            assert member and group_rank == members.index(rank) and group_size == 2 and group_ranks == members
            assert value.tolist() == [float(1 + n)] and warned == []
        else:
            assert not member and group_rank == -1 and group_size == -1
            assert value.tolist() == [float(rank + 1)]
            assert warned == [f"Running all_reduce on global rank {rank} which does not belong to the given group."]


def test_new_subgroups(ranks):
    n, results = ranks
    for rank in range(n):
        x, count, mine, y, listed = results[rank]["new_subgroups"][1]
        assert x.tolist() == [float(rank)] and count == n and mine == [[rank]] and listed == 2
        assert y.tolist() == ([1.0] if rank == 0 else [float(sum(range(2, n + 1)))])
        assert results[rank]["new_subgroups overlapping"][1:3] == (
            "ValueError", "Rank 0 has appeared in both subgroup [0] and [0, 1]")
