"""The weights-only loader against PyTorch's: the same files allowed and refused, with the same
UnpicklingError texts (gradtable adds which file), and add_safe_globals / safe_globals as PyTorch's."""
import io
import os
import pickle

import pytest
from checkpoint_files import Pickle, torch_zip

import gradtable


class Point:
    """A plain class a checkpoint may hold (allowed only through add_safe_globals)."""

    def __init__(self, x):
        self.x = x


def _saved(lib, obj):
    buffer = io.BytesIO()
    lib.save(obj, buffer)
    return buffer.getvalue()


def _refusal(lib, data):
    with pytest.raises(pickle.UnpicklingError) as info:
        lib.load(io.BytesIO(data))
    return str(info.value)


def _same_refusal(torch, data):
    want = _refusal(torch, data)
    got = _refusal(gradtable, data)
    assert got == want + "\n\n(gradtable.load of the BytesIO object)"
    return want


@pytest.mark.parametrize("writer", ["gradtable", "torch"])
def test_an_unknown_class_is_refused_with_pytorchs_text(torch, writer):
    data = _saved(gradtable if writer == "gradtable" else torch, {"p": Point(3)})
    text = _same_refusal(torch, data)
    assert "GLOBAL test_weights_only.Point was not an allowed global by default" in text
    assert "torch.serialization.add_safe_globals([test_weights_only.Point])" in text


def test_safe_globals_allow_a_class_inside_the_block_only(lib):
    data = _saved(lib, {"p": Point(3)})
    with lib.serialization.safe_globals([Point]):
        assert Point in lib.serialization.get_safe_globals()
        loaded = lib.load(io.BytesIO(data))
    assert type(loaded["p"]) is Point and loaded["p"].x == 3
    assert Point not in lib.serialization.get_safe_globals()
    with pytest.raises(pickle.UnpicklingError):
        lib.load(io.BytesIO(data))


def test_add_safe_globals_stays_until_cleared_and_a_block_removes_it(lib):
    data = _saved(lib, Point(1))
    before = lib.serialization.get_safe_globals()   # (PyTorch allows a few of its own once they are imported)
    try:
        lib.serialization.add_safe_globals([Point])
        assert lib.load(io.BytesIO(data)).x == 1
        with lib.serialization.safe_globals([Point]):
            pass
        assert Point not in lib.serialization.get_safe_globals()   # a block removes what it names, even so
        lib.serialization.add_safe_globals([(Point, "test_weights_only.Point")])
        assert lib.load(io.BytesIO(data)).x == 1
        lib.serialization.clear_safe_globals()
        assert lib.serialization.get_safe_globals() == []
    finally:
        lib.serialization.clear_safe_globals()
        lib.serialization.add_safe_globals(before)


@pytest.mark.parametrize("entry, error", [((Point, "a", "b"), ValueError), ((Point, 3), TypeError)])
def test_malformed_safe_global_entries(torch, entry, error):
    data = _saved(torch, Point(1))
    messages = []
    for lib in (torch, gradtable):
        with lib.serialization.safe_globals([entry]):
            with pytest.raises(error) as info:
                lib.load(io.BytesIO(data))
        messages.append(str(info.value))
    assert messages[0] == messages[1]


def test_weights_only_false_loads_anything_when_asked(lib):
    data = _saved(lib, {"p": Point(3), "f": os.path.join})
    loaded = lib.load(io.BytesIO(data), weights_only=False)
    assert loaded["p"].x == 3 and loaded["f"] is os.path.join


def test_a_pickle_module_means_weights_only_false(lib):
    data = _saved(lib, Point(2))
    assert lib.load(io.BytesIO(data), pickle_module=pickle).x == 2
    with pytest.raises(RuntimeError, match="Can not safely load weights when explicit pickle_module is specified"):
        lib.load(io.BytesIO(data), pickle_module=pickle, weights_only=True)


def test_environment_forces_weights_only(lib, monkeypatch):
    data = _saved(lib, Point(2))
    monkeypatch.setenv("TORCH_FORCE_WEIGHTS_ONLY_LOAD", "1")
    with pytest.raises(pickle.UnpicklingError):
        lib.load(io.BytesIO(data), weights_only=False)


def _system_call(module, marker):
    return Pickle().global_(module, "system").str(f"touch {marker}").op(pickle.TUPLE1).reduce().bytes()


@pytest.mark.parametrize("module", ["os", "posix", "builtins"])
def test_a_reduce_to_a_system_call_never_runs(torch, tmp_path, module):
    marker = tmp_path / "ran"
    data = torch_zip({"data.pkl": _system_call(module, marker)})
    text = _same_refusal(torch, data)
    assert ("is blocked" in text) == (module != "builtins")
    assert not marker.exists()


@pytest.mark.parametrize("code", [
    Pickle().global_("builtins", "eval").str("1").op(pickle.TUPLE1).reduce(),
    Pickle().global_("builtins", "getattr").global_("collections", "OrderedDict").str("fromkeys").op(pickle.TUPLE2)
    .reduce(),
    Pickle().op(pickle.SHORT_BINBYTES + b"\x01a"),              # protocol 3 bytes: not an opcode PyTorch reads
    Pickle().op(pickle.EMPTY_LIST).op(pickle.EMPTY_DICT).op(pickle.APPEND).op(pickle.NONE).op(pickle.NONE)
    .op(pickle.SETITEM),                                         # SETITEM on a list
    Pickle().global_("collections", "OrderedDict").op(pickle.EMPTY_TUPLE).reduce().op(pickle.EMPTY_DICT)
    .op(pickle.APPEND),                                          # APPEND to an OrderedDict
    Pickle().op(pickle.NONE).op(pickle.EMPTY_DICT).op(pickle.BUILD),   # BUILD on None
    Pickle().mark().str("module").op(pickle.TUPLE).op(pickle.BINPERSID),  # a persistent id that is not a storage
], ids=["eval", "getattr", "binbytes", "setitem-list", "append-dict", "build-none", "persid-module"])
def test_refusals_match_pytorch(torch, code):
    _same_refusal(torch, torch_zip({"data.pkl": code.bytes()}))


def test_the_allow_list_builds_pytorchs_values(torch):
    """bytes, bytearray, set, complex, Counter, OrderedDict (with attributes), Size, device, dtypes, layouts."""
    from collections import Counter, OrderedDict
    ordered = OrderedDict(a=1)
    ordered._metadata = {"": {"version": 1}}
    obj = {"bytes": b"\x00\xff", "bytearray": bytearray(b"ab"), "set": {1, 2}, "complex": 1 - 2j,
           "counter": Counter("aab"), "ordered": ordered, "size": torch.Size([2, 3]), "device": torch.device("cpu"),
           "dtype": torch.bfloat16, "layouts": [torch.strided, torch.sparse_coo]}
    loaded = gradtable.load(io.BytesIO(_saved(torch, obj)))
    assert loaded["bytes"] == b"\x00\xff" and loaded["bytearray"] == bytearray(b"ab") and loaded["set"] == {1, 2}
    assert loaded["complex"] == 1 - 2j and loaded["counter"] == Counter("aab")
    assert loaded["ordered"]._metadata == {"": {"version": 1}}
    assert loaded["size"] == gradtable.Size([2, 3]) and type(loaded["size"]) is gradtable.Size
    assert loaded["device"] == gradtable.device("cpu") and loaded["dtype"] is gradtable.bfloat16
    assert loaded["layouts"] == [gradtable.strided, gradtable.sparse_coo]
    back = io.BytesIO(_saved(gradtable, loaded))
    assert torch.load(back)["layouts"] == [torch.strided, torch.sparse_coo]


def test_unsafe_globals_in_a_checkpoint(lib):
    data = _saved(lib, {"p": Point(1), "t": lib.ones(2)})
    assert lib.serialization.get_unsafe_globals_in_checkpoint(io.BytesIO(data)) == ["test_weights_only.Point"]
