"""gradtable.safetensors against safetensors.torch: the same files (every dtype both can hold, bit for
bit, and the metadata), the same refusals with the same texts, and hostile files named as such."""
import json
import struct

import numpy as np
import pytest
from oracles import oracle_module

import gradtable

safetensors = oracle_module("safetensors")
from gradtable import safetensors as gst  # noqa: E402

DTYPES = ["float16", "float32", "float64", "bfloat16", "int8", "uint8", "int16", "int32", "int64", "bool",
          "complex64", "uint16", "uint32", "uint64"]


def _bits(dtype, n=48):
    itemsize = np.dtype(getattr(gradtable, dtype).numpy).itemsize
    raw = np.random.default_rng(len(dtype)).integers(0, 256, n * itemsize, dtype=np.uint8)
    return raw & 1 if dtype == "bool" else raw


@pytest.fixture(scope="module")
def st():
    pytest.importorskip("torch")
    import safetensors.torch
    return safetensors.torch


@pytest.mark.parametrize("dtype", DTYPES)
def test_every_dtype_both_ways(torch, st, tmp_path, dtype):
    bits = _bits(dtype)
    t = gradtable.Tensor._make(bits.view(getattr(gradtable, dtype).numpy)).reshape(4, -1)
    ours = {"t": t, "empty": gradtable.zeros(0, 3, dtype=getattr(gradtable, dtype)), "scalar": t[1, 2].clone()}
    path = tmp_path / "g.safetensors"
    gst.save_file(ours, path, metadata={"from": "gradtable"})
    theirs = st.load_file(path)
    assert theirs["t"].dtype == getattr(torch, dtype) and tuple(theirs["t"].shape) == ours["t"].shape
    assert theirs["t"].view(-1).view(torch.uint8).numpy().tobytes() == bits.tobytes()
    assert tuple(theirs["empty"].shape) == (0, 3) and theirs["scalar"].dim() == 0
    with safetensors.safe_open(path, framework="pt") as f:
        assert f.metadata() == {"from": "gradtable"}

    back = tmp_path / "t.safetensors"
    st.save_file(theirs, back, metadata={"from": "torch"})
    loaded = gst.load_file(back)
    assert loaded["t"].dtype == ours["t"].dtype and np.ascontiguousarray(loaded["t"]._data).tobytes() == bits.tobytes()
    assert gst.load(st.save(theirs))["t"].shape == ours["t"].shape and loaded["scalar"].shape == ()
    assert gst.save(ours) == st.save({k: torch.from_numpy(np.asarray(v._data)) if v.dtype != gradtable.bfloat16
                                      else theirs[k] for k, v in ours.items()})


def test_complex128_is_refused_as_the_format_has_none(torch, st):
    with pytest.raises(KeyError):   # (safetensors.torch's refusal is a KeyError from a table of sizes)
        st.save({"z": torch.zeros(2, dtype=torch.complex128)})
    with pytest.raises(safetensors.SafetensorError, match='Unknown dtype "complex128"'):
        gst.save({"z": gradtable.zeros(2, dtype=gradtable.complex128)})


@pytest.mark.parametrize("case", ["shared", "non-contiguous", "not-a-dict", "not-a-tensor"])
def test_refusals_match_safetensors_torch(torch, st, case):
    def tensors(lib):
        base = lib.arange(6.0).reshape(2, 3)
        return {"shared": {"a": base, "b": base[1]}, "non-contiguous": {"t": base.t()}, "not-a-dict": [base],
                "not-a-tensor": {"x": 3}}[case]

    errors = []
    for save, lib in ((st.save, torch), (gst.save, gradtable)):
        with pytest.raises(Exception) as info:
            save(tensors(lib))
        errors.append((type(info.value), str(info.value)))
    assert errors[0] == errors[1]


def test_views_that_do_not_overlap_may_be_saved_together(torch, st):
    for save, lib in ((st.save, torch), (gst.save, gradtable)):
        base = lib.arange(6.0)
        assert save({"a": base[:3], "b": base[3:]})


class _Tied:
    @staticmethod
    def make(lib):
        model = lib.nn.Sequential(lib.nn.Embedding(5, 3), lib.nn.Linear(3, 5, bias=False))
        model[1].weight = model[0].weight
        return model


def test_save_model_and_load_model_with_tied_weights(torch, st, tmp_path):
    ours, theirs = _Tied.make(gradtable), _Tied.make(torch)
    theirs.load_state_dict({k: torch.tensor(v.tolist()) for k, v in ours.state_dict().items()})
    gst.save_model(ours, tmp_path / "g.safetensors")
    st.save_model(theirs, tmp_path / "t.safetensors")
    for path in ("g.safetensors", "t.safetensors"):
        with safetensors.safe_open(tmp_path / path, framework="np") as f:
            assert f.keys() == ["0.weight"] and f.metadata() == {"1.weight": "0.weight"}
    fresh = _Tied.make(gradtable)
    assert gst.load_model(fresh, tmp_path / "t.safetensors") == (set(), [])
    assert fresh[1].weight.tolist() == ours[0].weight.tolist()
    other = gradtable.nn.Linear(3, 5)
    with pytest.raises(RuntimeError) as ours_error:
        gst.load_model(other, tmp_path / "g.safetensors")
    with pytest.raises(RuntimeError) as theirs_error:
        st.load_model(torch.nn.Linear(3, 5), tmp_path / "g.safetensors")
    assert str(ours_error.value) == str(theirs_error.value)


def test_safe_open_reads_names_metadata_and_slices(tmp_path):
    path = tmp_path / "s.safetensors"
    gst.save_file({"w": gradtable.arange(12.0).reshape(3, 4), "b": gradtable.ones(2)}, path, metadata={"k": "v"})
    with gst.safe_open(path, framework="pt") as f:
        assert sorted(f.keys()) == ["b", "w"] and f.metadata() == {"k": "v"}
        part = f.get_slice("w")
        assert part.get_shape() == [3, 4] and part.get_dtype() == "F32"
        assert part[1:, 2:].tolist() == [[6.0, 7.0], [10.0, 11.0]]
        w = f.get_tensor("w")
        w.add_(1)   # a tensor of its own, writable
    with gst.safe_open(path, framework="np") as f:
        assert isinstance(f.get_tensor("b"), np.ndarray)


def test_torch_load_of_a_safetensors_path(torch, tmp_path):
    path = tmp_path / "m.safetensors"
    gst.save_file({"w": gradtable.ones(2)}, path)
    assert gradtable.load(path)["w"].tolist() == torch.load(path)["w"].tolist() == [1.0, 1.0]
    for lib in (gradtable, torch):
        with pytest.raises(RuntimeError, match="Loading safetensors file with dict map_location is not supported"):
            lib.load(path, map_location={"cpu": "cpu"})


def _header(entries, metadata=None, pad=b""):
    header = dict(entries)
    if metadata:
        header["__metadata__"] = metadata
    text = json.dumps(header).encode() + pad
    return struct.pack("<Q", len(text)) + text


def _raw_header(text):
    return struct.pack("<Q", len(text)) + text


@pytest.mark.parametrize("data, match", [
    (b"", "header too small"),
    (b"\xff" * 8 + b"{}", "header too large"),
    (_header({"w": {"dtype": "F32", "shape": [4], "data_offsets": [0, 16]}}) + bytes(8), "incomplete metadata"),
    (_header({"w": {"dtype": "F32", "shape": [1 << 40], "data_offsets": [0, 16]}}) + bytes(16), "invalid"),
    (struct.pack("<Q", 5) + b"{oops", "deserializ"),
    (_header({"w": {"dtype": "X9", "shape": [2], "data_offsets": [0, 2]}}) + bytes(2), "unknown variant"),
    (_header({"w": {"dtype": "F8_E4M3", "shape": [2], "data_offsets": [0, 2]}}) + bytes(2),
     "tensor 'w' is f8_e4m3, a dtype gradtable does not have"),
    (_header({"w": {"dtype": "F32", "shape": [1], "data_offsets": [4, 0]}}) + bytes(4), "invalid offset"),
    (_header({"w": {"dtype": "F32", "shape": [1], "data_offsets": [-4, 0]}}) + bytes(4), "invalid value"),
    (_header({"w": {"dtype": "F32", "shape": [-1], "data_offsets": [0, 4]}}) + bytes(4), "invalid value"),
    (_raw_header(b'{"w":' + b"[" * 100_000 + b"]" * 100_000 + b"}"), "recursion limit exceeded"),
    (_header({"w": {"dtype": "F32", "shape": [4], "data_offsets": [0, 16]}})[:-3], "invalid header length"),
], ids=["empty", "huge-header", "short-data", "huge-shape", "bad-json", "unknown-dtype", "float8", "reversed",
        "negative-offset", "negative-shape", "deep-nesting", "truncated"])
def test_hostile_safetensors_files(tmp_path, data, match):
    path = tmp_path / "bad.safetensors"
    path.write_bytes(data)
    with pytest.raises(RuntimeError) as info:
        gst.load_file(path)
    assert repr(str(path)) in str(info.value) and match in str(info.value).lower()
    with pytest.raises(RuntimeError):
        gradtable.load(path)
    with pytest.raises(RuntimeError, match="gradtable.safetensors cannot read"):
        with gst.safe_open(path, framework="pt") as f:
            f.get_slice(f.keys()[0])
    if data:
        with pytest.raises(RuntimeError, match="gradtable.safetensors"):
            gst.load(data)
