"""Malformed and hostile files, for every format gradtable.load reads: each gives one error that names
the file and the problem (a RuntimeError, or PyTorch's UnpicklingError for a refused name), never code
execution, a KeyError/BadZipFile/RecursionError/MemoryError from inside, or memory the file did not bring."""
import io
import json
import pickle
import tarfile
import tracemalloc
import zipfile
import zlib

import numpy as np
import pytest
from checkpoint_files import Pickle, torch_zip

import gradtable

MAX_MEMORY = 64 << 20   # no hostile file below may make gradtable allocate more than this


def _refused(path, match, **load_args):
    """Load path expecting one clear error; also checks the peak memory the attempt took."""
    tracemalloc.start()
    try:
        with pytest.raises((RuntimeError, pickle.UnpicklingError)) as info:
            gradtable.load(path, **load_args)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    message = str(info.value)
    assert repr(str(path)) in message, message
    assert match in message, message
    assert peak < MAX_MEMORY, f"loading took {peak} bytes"
    return message


def _write(tmp_path, data, name="bad.pt"):
    path = tmp_path / name
    path.write_bytes(data)
    return path


def _good_checkpoint(**save_args):
    buffer = io.BytesIO()
    gradtable.save({"w": gradtable.arange(1000.0), "b": gradtable.ones(3, dtype=gradtable.int64)}, buffer,
                   **save_args)
    return buffer.getvalue()


# -- PyTorch's zip format ---------------------------------------------------------------------------------

@pytest.mark.parametrize("keep", [0.1, 0.5, 0.97, 0.9995])
def test_truncated_zip_checkpoint(tmp_path, keep):
    data = _good_checkpoint()
    _refused(_write(tmp_path, data[:int(len(data) * keep)]), "")


def test_garbage_and_other_files(tmp_path):
    _refused(_write(tmp_path, b"definitely not a checkpoint"), "not a PyTorch or gradtable checkpoint")
    _refused(_write(tmp_path, b""), "not a PyTorch or gradtable checkpoint")
    buffer = io.BytesIO()
    np.save(buffer, np.arange(3))
    _refused(_write(tmp_path, buffer.getvalue()), "NumPy .npy file")
    _refused(_write(tmp_path, torch_zip({"weights.bin": b"1234"})), "has no data.pkl")
    _refused(_write(tmp_path, torch_zip({"data.pkl": b"", "constants.pkl": b""}, prefix="x")), "")
    _refused(_write(tmp_path, torch_zip({"constants.pkl": b""}, prefix="x")), "TorchScript archive")
    buffer = io.BytesIO()
    with tarfile.open(fileobj=buffer, mode="w") as archive:   # PyTorch 0.3's format
        archive.addfile(tarfile.TarInfo("storages"), io.BytesIO(b""))
    _refused(_write(tmp_path, buffer.getvalue()), "tar format of PyTorch 0.3")


def _record_offset(data, name):
    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        info = archive.getinfo(name)
        return info.header_offset, info.file_size


def test_a_corrupted_storage_is_caught_by_its_crc(tmp_path):
    data = bytearray(_good_checkpoint())
    header, _ = _record_offset(bytes(data), "archive/data/0")
    data[header + 300] ^= 0xFF
    _refused(_write(tmp_path, bytes(data)), "CRC-32 does not match")


def test_a_record_that_is_not_where_the_directory_says(tmp_path):
    data = bytearray(_good_checkpoint())
    header, _ = _record_offset(bytes(data), "archive/data/0")
    data[header:header + 4] = b"XXXX"
    _refused(_write(tmp_path, bytes(data)), "not where the zip directory says")


def test_zip_bomb(tmp_path):
    zeros = bytes(64 << 20)   # 64 MiB of zeros deflate to ~64 KiB
    pkl = Pickle().tensor("0", len(zeros) // 4, 0, [len(zeros) // 4], [1]).bytes()
    data = torch_zip({"data.pkl": pkl, "data/0": zeros}, compress={"data/0": zipfile.ZIP_DEFLATED})
    assert len(data) < 1 << 20
    del zeros
    _refused(_write(tmp_path, data), "zip bomb")


def test_a_compressed_record_that_is_not_a_bomb_loads(tmp_path):
    values = np.random.default_rng(0).standard_normal(64).astype(np.float32)
    pkl = Pickle().tensor("0", 64, 0, [64], [1]).bytes()
    data = torch_zip({"data.pkl": pkl, "data/0": values.tobytes()}, compress={"data/0": zipfile.ZIP_DEFLATED,
                                                                             "data.pkl": zipfile.ZIP_DEFLATED})
    assert gradtable.load(_write(tmp_path, data)).tolist() == values.tolist()


@pytest.mark.parametrize("numel, offset, size, stride, match", [
    (4, 0, [100], [1], "needs 100 elements of torch.float32, but its storage holds 4"),
    (4, 3, [2], [1], "needs 5 elements"),
    (4, 0, [2, 2], [3, 1], "needs 5 elements"),
    (4, 0, [-1], [1], "negative entry"),
    (4, -1, [1], [1], "do not fit together"),
    (4, 0, [1 << 40], [1], "needs 1099511627776 elements"),
    (4, 0, [2], [1, 1], "do not fit together"),
], ids=["short", "offset", "stride", "negative-size", "negative-offset", "huge-size", "ranks"])
@pytest.mark.parametrize("load_args", [{}, {"weights_only": False}, {"mmap": True}],
                         ids=["weights-only", "full-unpickler", "mmap"])
def test_a_tensor_outside_its_storage(tmp_path, numel, offset, size, stride, match, load_args):
    pkl = Pickle().tensor("0", numel, offset, size, stride).bytes()
    _refused(_write(tmp_path, torch_zip({"data.pkl": pkl, "data/0": bytes(4 * numel)})), match, **load_args)


@pytest.mark.parametrize("numel, match", [
    (1 << 40, "holds 16 bytes, but the pickle describes 4398046511104"),
    (-5, "has a size of -5 elements"),
    (5, "holds 16 bytes, but the pickle describes 20"),
])
def test_a_storage_size_the_record_does_not_have(tmp_path, numel, match):
    pkl = Pickle().tensor("0", numel, 0, [1], [1]).bytes()
    _refused(_write(tmp_path, torch_zip({"data.pkl": pkl, "data/0": bytes(16)})), match)


def test_a_missing_storage_record(tmp_path):
    pkl = Pickle().tensor("7", 4, 0, [4], [1]).bytes()
    _refused(_write(tmp_path, torch_zip({"data.pkl": pkl})), "the archive has no record archive/data/7")


def test_a_storage_of_a_dtype_gradtable_lacks(tmp_path):
    pkl = Pickle().tensor("0", 4, 0, [4], [1], kind="QInt8Storage").bytes()
    _refused(_write(tmp_path, torch_zip({"data.pkl": pkl, "data/0": bytes(4)})), "torch.QInt8Storage")


@pytest.mark.parametrize("code, match", [
    (Pickle().op(pickle.BINGET + b"\x09"), "reads memo entry 9, which was never stored"),
    (Pickle().op(pickle.REDUCE), "pops an empty stack"),
    (Pickle().op(pickle.APPENDS), "closes a MARK it never opened"),
    (Pickle().op(pickle.BINUNICODE + b"\xff\xff\xff\x7f" + b"abc"), "cut short"),
    (Pickle().op(pickle.GLOBAL + b"collections\nOrderedDict"), "unterminated name"),
    (Pickle().global_("builtins", "bytearray").int(1 << 40).op(pickle.TUPLE1).reduce(), "from a size"),
    (Pickle().op(pickle.EMPTY_DICT).op(pickle.EMPTY_LIST).op(pickle.NONE).op(pickle.SETITEM),
     "unhashable type: 'list'"),
    (Pickle().global_("collections", "OrderedDict").int(5).op(pickle.TUPLE1).reduce(), "TypeError"),
], ids=["memo", "underflow", "mark", "long-string", "name", "bytearray", "unhashable", "bad-call"])
def test_a_malformed_pickle(tmp_path, code, match):
    data = code.bytes()
    if code.parts[-1].startswith(pickle.BINUNICODE) or code.parts[-1].startswith(pickle.GLOBAL + b"collections\nO"):
        data = data[:-1]   # the string runs to the end: no STOP after it
    _refused(_write(tmp_path, torch_zip({"data.pkl": data})), match)


def test_a_deeply_nested_pickle_loads_without_recursion(tmp_path):
    depth = 200_000
    pkl = Pickle()
    pkl.parts.append(pickle.EMPTY_LIST * depth + pickle.APPEND * (depth - 1))
    path = _write(tmp_path, torch_zip({"data.pkl": pkl.bytes()}))
    for weights_only in (True, False):
        loaded = gradtable.load(path, weights_only=weights_only)
        levels = 0
        while loaded:
            loaded, levels = loaded[0], levels + 1
        assert levels == depth - 1


def test_a_bad_byteorder_record(tmp_path):
    pkl = Pickle().op(pickle.NONE).bytes()
    _refused(_write(tmp_path, torch_zip({"data.pkl": pkl, "byteorder": b"middle"})), "byteorder record")


def test_a_refused_global_names_the_file(tmp_path):
    pkl = Pickle().global_("os", "system").str("true").op(pickle.TUPLE1).reduce().bytes()
    _refused(_write(tmp_path, torch_zip({"data.pkl": pkl})), "whose module os is blocked")


# -- PyTorch's legacy format --------------------------------------------------------------------------------

@pytest.mark.parametrize("keep", [0.05, 0.5, 0.99])
def test_truncated_legacy_checkpoint(tmp_path, keep):
    data = _good_checkpoint(_use_new_zipfile_serialization=False)
    _refused(_write(tmp_path, data[:int(len(data) * keep)]), "")


def test_a_pickle_that_is_not_a_legacy_checkpoint(tmp_path):
    _refused(_write(tmp_path, pickle.dumps([1, 2], protocol=2)), "not with PyTorch's magic number")
    _refused(_write(tmp_path, pickle.dumps({"x": print}, protocol=2)), "GLOBAL print was not an allowed global")


def _legacy(main, keys, storage_bytes):
    buffer = io.BytesIO()
    for value in (0x1950A86A20F9469CFC6C, 1001, {"little_endian": True}):
        pickle.dump(value, buffer, protocol=2)
    buffer.write(main)
    pickle.dump(keys, buffer, protocol=2)
    buffer.write(storage_bytes)
    return buffer.getvalue()


def _legacy_tensor(numel):
    pkl = Pickle().global_("torch._utils", "_rebuild_tensor_v2").mark()
    pkl.mark().str("storage").global_("torch", "FloatStorage").str("0").str("cpu").int(numel).op(pickle.NONE)
    pkl.tuple().op(pickle.BINPERSID).int(0).mark().int(2).tuple().mark().int(1).tuple().op(pickle.NEWFALSE)
    return pkl.global_("collections", "OrderedDict").op(pickle.EMPTY_TUPLE).reduce().tuple().reduce().bytes()


@pytest.mark.parametrize("numel, keys, stored, match", [
    (2, ["0"], np.int64(2).tobytes() + bytes(8), None),
    (1 << 40, ["0"], np.int64(2).tobytes() + bytes(8), "more than the whole"),
    (2, ["0"], np.int64(3).tobytes() + bytes(8), "holds 3 elements in the file"),
    (2, ["0"], np.int64(2).tobytes() + bytes(4), "is cut short (the file is truncated)"),
    (2, ["5"], np.int64(2).tobytes() + bytes(8), "does not match the storages"),
], ids=["valid", "huge", "count", "short", "keys"])
def test_legacy_storages_are_checked(tmp_path, numel, keys, stored, match):
    path = _write(tmp_path, _legacy(_legacy_tensor(numel), keys, stored))
    if match is None:
        assert gradtable.load(path).tolist() == [0.0, 0.0]
    else:
        _refused(path, match)


def test_a_legacy_reduce_to_a_system_call_never_runs(tmp_path):
    marker = tmp_path / "ran"
    call = Pickle().global_("os", "system").str(f"touch {marker}").op(pickle.TUPLE1).reduce().bytes()
    for data in (_legacy(call, [], b""), call):   # as the object, and as the very first pickle
        _refused(_write(tmp_path, data), "whose module os is blocked")
    assert not marker.exists()


def test_a_deeply_nested_legacy_pickle(tmp_path):
    depth = 200_000
    nested = Pickle().op(pickle.EMPTY_LIST * depth + pickle.APPEND * (depth - 1)).bytes()
    loaded = gradtable.load(_write(tmp_path, _legacy(nested, [], b"")))
    levels = 0
    while loaded:
        loaded, levels = loaded[0], levels + 1
    assert levels == depth - 1
    as_keys = _legacy(Pickle().op(pickle.NONE).bytes(), [], b"")
    as_keys = as_keys[:-len(pickle.dumps([], protocol=2))] + nested   # the storage keys nested instead
    _refused(_write(tmp_path, as_keys), "its list of storage keys does not match")


def test_mmap_of_a_legacy_file_is_refused_as_pytorch_refuses(tmp_path):
    path = _write(tmp_path, _good_checkpoint(_use_new_zipfile_serialization=False))
    with pytest.raises(RuntimeError, match="mmap can only be used with files saved with"):
        gradtable.load(path, mmap=True)


# -- gradtable's earlier npz format -----------------------------------------------------------------------

def _npz(tmp_path, root, records):
    manifest = json.dumps({"format": "gradtable.save", "version": 1, "root": root}).encode()
    buffer = io.BytesIO()
    np.savez(buffer, __gradtable_manifest__=np.frombuffer(manifest, np.uint8))
    with zipfile.ZipFile(buffer, "a") as archive:
        for name, data in records.items():
            archive.writestr(name, data)
    return _write(tmp_path, buffer.getvalue())


def _npy(array):
    buffer = io.BytesIO()
    np.save(buffer, array)
    return buffer.getvalue()


TENSOR = {"kind": "tensor", "array": "tensor0", "requires_grad": False}


@pytest.mark.parametrize("records, match", [
    ({"tensor0.npy": _npy(np.zeros(4))[:-8]}, "holds 24 bytes"),
    ({"tensor0.npy": _npy(np.zeros(4)).replace(b"(4,)", b"(1099511627776,)".ljust(4))}, "bytes) but holds"),
    ({"tensor0.npy": b"\x93NUMPZ" + _npy(np.zeros(4))[6:]}, "not a valid .npy array"),
    ({"tensor0.npy": _npy(np.array([None, 1], dtype=object))}, "holds object values"),
    ({}, "the archive has no record tensor0.npy"),
], ids=["short", "huge-shape", "magic", "object", "missing"])
def test_earlier_format_arrays_are_checked(tmp_path, records, match):
    _refused(_npz(tmp_path, TENSOR, records), match)


@pytest.mark.parametrize("root, match", [
    ({"kind": "list", "items": [{"kind": "float", "value": "x"}]}, "float entry holding 'x'"),
    ({"kind": "weird"}, "unknown kind 'weird'"),
    ({"items": []}, "malformed"),
    ({"kind": "tensor", "array": "tensor0", "requires_grad": True, "dtype": "float99"}, "malformed"),
])
def test_earlier_format_manifests_are_checked(tmp_path, root, match):
    _refused(_npz(tmp_path, root, {"tensor0.npy": _npy(np.zeros(2))}), match)


def test_earlier_format_deep_nesting(tmp_path):
    depth = 100_000
    manifest = ('{"format": "gradtable.save", "version": 1, "root": ' + '{"kind": "list", "items": [' * depth
                + ']}' * depth + "}").encode()
    buffer = io.BytesIO()
    np.savez(buffer, __gradtable_manifest__=np.frombuffer(manifest, np.uint8))
    _refused(_write(tmp_path, buffer.getvalue()), "nests deeper than gradtable reads")


@pytest.mark.parametrize("keep", [0.3, 0.9])
def test_truncated_earlier_format_checkpoint(tmp_path, keep):
    data = _npz(tmp_path, TENSOR, {"tensor0.npy": _npy(np.zeros(64))}).read_bytes()
    _refused(_write(tmp_path, data[:int(len(data) * keep)], "cut.pt"), "")


def test_earlier_format_zip_bomb(tmp_path):
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("__gradtable_manifest__.npy", _npy(np.frombuffer(json.dumps(
            {"format": "gradtable.save", "version": 1, "root": TENSOR}).encode(), np.uint8)))
        archive.writestr("tensor0.npy", _npy(np.zeros(8 << 20)))
    assert len(zlib.compress(bytes(8))) and len(buffer.getvalue()) < 1 << 20
    _refused(_write(tmp_path, buffer.getvalue()), "zip bomb")
