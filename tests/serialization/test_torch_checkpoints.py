"""PyTorch's checkpoint format both ways: what gradtable.save writes, torch.load opens (weights_only
and not, mmap and not), and what torch.save writes (zip and legacy formats), gradtable.load opens;
every dtype bit for bit, views as views, whole modules as modules."""
import importlib
import io
import pickle
import zipfile

import numpy as np
import pytest

import gradtable

DTYPES = ["float16", "float32", "float64", "bfloat16", "int8", "uint8", "int16", "int32", "int64", "bool",
          "complex64", "complex128", "uint16", "uint32", "uint64"]
#: The dtypes without a legacy storage class: PyTorch pickles them as _rebuild_tensor_v3 on an UntypedStorage.
UNTYPED = ("uint16", "uint32", "uint64")


def _bits(dtype, n=64):
    """n values of dtype from random bits (nan payloads, subnormals, -0.0 and infinities included)."""
    itemsize = np.dtype(getattr(gradtable, dtype).numpy).itemsize
    raw = np.random.default_rng(len(dtype)).integers(0, 256, n * itemsize, dtype=np.uint8)
    if dtype == "bool":
        raw &= 1
    return raw


def _torch_bytes(torch, t):
    return t.contiguous().view(-1).view(torch.uint8).numpy().tobytes() if t.numel() else b""


def _gradtable_bytes(t):
    return np.ascontiguousarray(t._data).tobytes()


def _to_gradtable(buffer, **kwargs):
    buffer.seek(0)
    return gradtable.load(buffer, **kwargs)


def _to_torch(torch, buffer, **kwargs):
    buffer.seek(0)
    return torch.load(buffer, **kwargs)


@pytest.mark.parametrize("legacy", [False, True], ids=["zip", "legacy"])
@pytest.mark.parametrize("dtype", DTYPES)
def test_every_dtype_bit_exact_from_gradtable_to_torch(torch, dtype, legacy):
    # (Tensor._make: the bits as they are, bfloat16 included, which from_numpy refuses as PyTorch's does)
    t = gradtable.Tensor._make(_bits(dtype).view(getattr(gradtable, dtype).numpy)).reshape(2, -1)
    buffer = io.BytesIO()
    gradtable.save({"t": t, "empty": t[:0], "scalar": t[1, 3]}, buffer, _use_new_zipfile_serialization=not legacy)
    if legacy and dtype in UNTYPED:
        # PyTorch writes these in the legacy format as gradtable does, and cannot read them back (its legacy
        # reader asks an UntypedStorage for a dtype); gradtable reads both its own file and PyTorch's.
        theirs = io.BytesIO()
        torch.save({"t": torch.tensor([1, 2], dtype=getattr(torch, dtype))}, theirs,
                   _use_new_zipfile_serialization=False)
        for file in (buffer, theirs):
            with pytest.raises(AttributeError, match="'torch.storage.UntypedStorage' has no attribute 'dtype'"):
                _to_torch(torch, file)
        assert _gradtable_bytes(_to_gradtable(buffer)["t"]) == _gradtable_bytes(t)
        assert _to_gradtable(theirs)["t"].tolist() == [1, 2]
        return
    got = _to_torch(torch, buffer)
    assert got["t"].dtype == getattr(torch, dtype) and tuple(got["t"].shape) == tuple(t.shape)
    assert _torch_bytes(torch, got["t"]) == _gradtable_bytes(t)
    assert tuple(got["empty"].shape) == (0, t.shape[1]) and got["scalar"].dim() == 0
    assert _torch_bytes(torch, got["scalar"]) == _gradtable_bytes(t[1, 3])


@pytest.mark.parametrize("legacy", [False, True], ids=["zip", "legacy"])
@pytest.mark.parametrize("dtype", DTYPES)
def test_every_dtype_bit_exact_from_torch_to_gradtable(torch, dtype, legacy):
    t = torch.frombuffer(bytearray(_bits(dtype).tobytes()), dtype=torch.uint8).view(getattr(torch, dtype))
    t = t.reshape(2, -1)
    buffer = io.BytesIO()
    torch.save({"t": t, "empty": t[:0], "scalar": t[1, 3]}, buffer, _use_new_zipfile_serialization=not legacy)
    got = _to_gradtable(buffer)
    assert got["t"].dtype == getattr(gradtable, dtype) and got["t"].shape == tuple(t.shape)
    assert _gradtable_bytes(got["t"]) == _torch_bytes(torch, t)
    assert got["empty"].shape == (0, t.shape[1]) and got["scalar"].dim() == 0
    assert _gradtable_bytes(got["scalar"]) == _torch_bytes(torch, t[1, 3])


def _views(lib):
    base = lib.arange(24.0).reshape(4, 6)
    return {"base": base, "row": base[1], "t": base.t(), "step": base[:, ::2], "diag": base.diagonal(),
            "expanded": base[0, :1].expand(3, 5), "tail": base.view(-1)[7:], "other": lib.ones(2)}


def _layout(t):
    return tuple(t.shape), t.stride(), t.storage_offset(), t.untyped_storage().data_ptr()


@pytest.mark.parametrize("direction", ["gradtable->torch", "torch->gradtable"])
def test_views_strides_offsets_and_shared_storages(torch, direction):
    source, target = (gradtable, torch) if direction == "gradtable->torch" else (torch, gradtable)
    views = _views(source)
    buffer = io.BytesIO()
    source.save(views, buffer)
    buffer.seek(0)
    got = target.load(buffer)
    base_ptr = got["base"].untyped_storage().data_ptr()
    for name, view in views.items():
        shape, stride, offset, ptr = _layout(got[name])
        assert (shape, stride, offset) == _layout(view)[:3], name
        assert (ptr == base_ptr) == (name != "other"), name
        assert got[name].tolist() == view.tolist()
    got["base"].mul_(-1)   # one memory: a write through the base is seen by every view
    assert got["diag"].tolist() == [-0.0, -7.0, -14.0, -21.0]


@pytest.mark.parametrize("direction", ["gradtable->torch", "torch->gradtable"])
def test_views_of_an_untyped_storage_dtype_stay_views(torch, direction):
    """uint16 has no storage class: its views share one UntypedStorage record, and load as views."""
    source, target = (gradtable, torch) if direction == "gradtable->torch" else (torch, gradtable)
    base = source.arange(12).to(source.uint16).reshape(3, 4)
    views = {"base": base, "row": base[1], "t": base.t(), "tail": base.view(-1)[5:]}
    buffer = io.BytesIO()
    source.save(views, buffer)
    buffer.seek(0)
    got = target.load(buffer)
    for name, view in views.items():
        assert got[name].dtype == target.uint16 and _layout(got[name])[:3] == _layout(view)[:3], name
        assert got[name].untyped_storage().data_ptr() == got["base"].untyped_storage().data_ptr(), name
        assert got[name].tolist() == view.tolist(), name


def test_mixed_dtypes_on_one_memory_are_refused_as_pytorch_refuses(torch):
    x = gradtable.zeros(4)
    pairs = [(torch, [torch.zeros(4), None]), (gradtable, [x, gradtable.Tensor._make(x._data.view(np.int32))])]
    pairs[0][1][1] = pairs[0][1][0].view(torch.int32)
    for lib, tensors in pairs:
        with pytest.raises(RuntimeError, match="Cannot save multiple tensors or storages that view the same data "
                                               "as different types"):
            lib.save(tensors, io.BytesIO())


def test_requires_grad_parameters_and_non_leaves(torch):
    p = gradtable.nn.Parameter(gradtable.randn(3))
    frozen = gradtable.nn.Parameter(gradtable.randn(2), requires_grad=False)
    leaf = gradtable.randn(2, requires_grad=True)
    buffer = io.BytesIO()
    gradtable.save({"p": p, "frozen": frozen, "leaf": leaf, "computed": leaf * 2, "int": gradtable.arange(3)}, buffer)
    got = _to_torch(torch, buffer)
    assert type(got["p"]) is torch.nn.Parameter and got["p"].requires_grad
    assert type(got["frozen"]) is torch.nn.Parameter and not got["frozen"].requires_grad
    assert got["leaf"].requires_grad and got["leaf"].is_leaf
    assert got["computed"].requires_grad and got["computed"].is_leaf    # saved as its values, as PyTorch
    back = io.BytesIO()
    torch.save(got, back)
    again = _to_gradtable(back)
    assert type(again["p"]) is gradtable.nn.Parameter and again["p"].requires_grad
    assert not again["frozen"].requires_grad and again["computed"].requires_grad and again["computed"].is_leaf
    assert again["int"].dtype == gradtable.int64 and again["p"].tolist() == p.tolist()


class Tagged(gradtable.Tensor):
    pass


def test_tensor_subclasses_and_attributes_round_trip(torch):
    x = gradtable.arange(3.0)
    x.note = "kept"
    tagged = gradtable.ones(2).as_subclass(Tagged)
    tagged.label = 5
    buffer = io.BytesIO()
    gradtable.save({"x": x, "tagged": tagged}, buffer)
    got = _to_gradtable(buffer, weights_only=False)
    assert got["x"].note == "kept" and got["x"].tolist() == [0.0, 1.0, 2.0]
    assert type(got["tagged"]) is Tagged and got["tagged"].label == 5
    alone = io.BytesIO()   # (Tagged subclasses gradtable's Tensor: torch can rebuild x only)
    gradtable.save(x, alone)
    torch_x = _to_torch(torch, alone, weights_only=False)
    assert type(torch_x) is torch.Tensor and torch_x.note == "kept"


def test_torch_opens_a_gradtable_file_with_mmap(torch, tmp_path):
    """Each record starts on a 64-byte boundary, as PyTorch's writer puts them, so mapping works."""
    path = tmp_path / "w.pt"
    state = {f"w{i}": gradtable.randn(i + 1, 3) for i in range(5)}
    gradtable.save(state, path)
    with zipfile.ZipFile(path) as archive:
        names = archive.namelist()
    assert names[0] == "w/data.pkl" and "w/byteorder" in names and "w/version" in names
    got = torch.load(path, mmap=True)
    for k, v in state.items():
        assert got[k].tolist() == v.tolist()
    again = gradtable.load(path, mmap=True)
    assert all(again[k].tolist() == v.tolist() for k, v in state.items())


def test_gradtable_maps_a_torch_file(torch, tmp_path):
    path = tmp_path / "t.pt"
    torch.save({"a": torch.arange(10.0), "b": torch.ones(3, dtype=torch.int16)}, path)
    got = gradtable.load(path, mmap=True)
    assert isinstance(got["a"]._data.base, np.memmap) and got["a"].tolist() == list(map(float, range(10)))
    got["a"].add_(1)     # copy-on-write, as PyTorch's default MAP_PRIVATE: the file is unchanged
    assert torch.load(path)["a"].tolist() == list(map(float, range(10)))


def test_map_location(torch, tmp_path):
    path = tmp_path / "m.pt"
    gradtable.save({"w": gradtable.ones(2)}, path)
    seen = []
    for where in ("cpu", gradtable.device("cpu"), {"cpu": "cpu"}, lambda storage, loc: seen.append(loc)):
        assert gradtable.load(path, map_location=where)["w"].tolist() == [1.0, 1.0]
    assert seen == ["cpu"]
    for lib in (gradtable, torch):
        with pytest.raises(RuntimeError, match=r"Attempting to deserialize object on a CUDA device but "
                                               r"torch.cuda.is_available\(\) is False"):
            lib.load(path, map_location="cuda")


def test_a_checkpoint_saved_on_a_gpu_loads_with_map_location(torch, tmp_path):
    """A file whose storages say 'cuda:0' (as one saved on a GPU machine): refused without map_location,
    as PyTorch on a CPU-only machine refuses it, and loaded with map_location='cpu'."""
    buffer = io.BytesIO()
    torch.save({"w": torch.ones(2)}, buffer)
    with zipfile.ZipFile(buffer) as archive:
        records = {n: archive.read(n) for n in archive.namelist()}
    pkl = next(n for n in records if n.endswith("data.pkl"))
    records[pkl] = records[pkl].replace(b"X\x03\x00\x00\x00cpu", b"X\x06\x00\x00\x00cuda:0")
    path = tmp_path / "gpu.pt"
    with zipfile.ZipFile(path, "w") as archive:
        for n, data in records.items():
            archive.writestr(n, data)
    for lib in (gradtable, torch):
        with pytest.raises(RuntimeError, match="Attempting to deserialize object on a CUDA device"):
            lib.load(path)
    assert gradtable.load(path, map_location="cpu")["w"].tolist() == [1.0, 1.0]
    assert gradtable.load(path, map_location={"cuda:0": "cpu"})["w"].tolist() == [1.0, 1.0]


def _mlp(lib):
    return lib.nn.Sequential(lib.nn.Linear(4, 8), lib.nn.LayerNorm(8), lib.nn.GELU(), lib.nn.Linear(8, 3))


def _rnn(lib):
    return lib.nn.LSTM(4, 6, num_layers=2)


def _transformer(lib):
    """MultiheadAttention lives in another file than PyTorch's, and gelu is a C builtin of PyTorch's."""
    return lib.nn.TransformerEncoderLayer(4, 2, dim_feedforward=8, dropout=0.0, activation="gelu")


@pytest.mark.parametrize("make", [_mlp, _rnn, _transformer], ids=["mlp", "lstm", "transformer"])
@pytest.mark.parametrize("direction", ["gradtable->torch", "torch->gradtable"])
def test_a_state_dict_moves_between_the_libraries(torch, make, direction):
    source, target = (gradtable, torch) if direction == "gradtable->torch" else (torch, gradtable)
    model = make(source)
    buffer = io.BytesIO()
    source.save(model.state_dict(), buffer)
    buffer.seek(0)
    other = make(target)
    other.load_state_dict(target.load(buffer))
    x = np.random.default_rng(0).standard_normal((5, 1, 4)).astype(np.float32)
    want = model(source.tensor(x))
    got = other(target.tensor(x))
    want, got = (want[0], got[0]) if isinstance(want, tuple) else (want, got)
    np.testing.assert_allclose(got.detach().numpy(), want.detach().numpy(), rtol=1e-5, atol=1e-6)


@pytest.mark.parametrize("make", [_mlp, _rnn, _transformer], ids=["mlp", "lstm", "transformer"])
@pytest.mark.parametrize("direction", ["gradtable->torch", "torch->gradtable"])
def test_a_whole_module_moves_between_the_libraries(torch, make, direction):
    source, target = (gradtable, torch) if direction == "gradtable->torch" else (torch, gradtable)
    model = make(source)
    buffer = io.BytesIO()
    source.save(model, buffer)
    buffer.seek(0)
    other = target.load(buffer, weights_only=False)
    assert type(other).__name__ == type(model).__name__ and type(other).__module__.startswith(target.__name__)
    x = np.random.default_rng(0).standard_normal((5, 1, 4)).astype(np.float32)
    want, got = model(source.tensor(x)), other(target.tensor(x))
    want, got = (want[0], got[0]) if isinstance(want, tuple) else (want, got)
    np.testing.assert_allclose(got.detach().numpy(), want.detach().numpy(), rtol=1e-5, atol=1e-6)


@pytest.mark.parametrize("direction", ["torch->gradtable", "gradtable->torch"])
def test_optimizer_state_dict_resumes_in_the_other_library(torch, direction):
    source, target = (torch, gradtable) if direction == "torch->gradtable" else (gradtable, torch)
    sp = source.nn.Parameter(source.tensor([1.0, -2.0, 0.5]))
    opt = source.optim.AdamW([sp], lr=0.1)
    for _ in range(3):
        opt.zero_grad()
        (sp ** 2).sum().backward()
        opt.step()
    buffer = io.BytesIO()
    source.save({"param": sp.detach(), "opt": opt.state_dict()}, buffer)
    buffer.seek(0)
    state = target.load(buffer)   # (weights_only: tensors, numbers, containers)
    tp = target.nn.Parameter(state["param"])
    resumed = target.optim.AdamW([tp], lr=0.1)
    resumed.load_state_dict(state["opt"])
    for _ in range(2):
        for o, p in ((opt, sp), (resumed, tp)):
            o.zero_grad()
            (p ** 2).sum().backward()
            o.step()
    np.testing.assert_allclose(tp.detach().numpy(), sp.detach().numpy(), rtol=1e-6)


def test_numpy_arrays_move_between_the_libraries(torch):
    array = np.arange(6, dtype=np.float32).reshape(2, 3)
    for source, target in ((gradtable, torch), (torch, gradtable)):
        buffer = io.BytesIO()
        source.save(array, buffer)
        buffer.seek(0)
        got = target.load(buffer, weights_only=False)
        assert isinstance(got, np.ndarray) and (got == array).all()


def _public_classes(lib):
    namespaces = (lib.nn, lib.optim, lib.optim.lr_scheduler, lib.distributions, lib.distributions.transforms)
    return {(ns.__name__, name): obj for ns in namespaces for name, obj in vars(ns).items()
            if isinstance(obj, type) and not name.startswith("_")}


def test_every_public_class_is_written_by_pytorchs_path(torch):
    """A pickled model names its classes as PyTorch does (gradtable's files are cut otherwise), so torch.load
    finds them and a safe_globals entry matches; and each such path reads back as gradtable's class."""
    from gradtable.serialization.loader import _full_unpickler
    from gradtable.serialization.torch_globals import gradtable_module, torch_global
    theirs = _public_classes(torch)
    checked = 0
    for (namespace, name), ours in _public_classes(gradtable).items():
        their = theirs.get((namespace.replace("gradtable", "torch", 1), name))
        if their is None or ours.__module__.startswith("gradtable.core"):
            continue
        path = (their.__module__, their.__qualname__)
        assert torch_global(ours.__module__, ours.__qualname__) == path, name
        assert _full_unpickler(pickle)(io.BytesIO()).find_class(*path) is ours, name
        # A script may spell the path out too (word_language_model's safe_globals: torch.nn.modules.
        # activation.MultiheadAttention); two of PyTorch's modules have no gradtable twin to spell it in.
        if path[0] not in ("torch.nn.modules.channelshuffle", "torch.nn.parallel.data_parallel"):
            assert getattr(importlib.import_module(gradtable_module(path[0])), path[1], None) is ours, name
        checked += 1
    assert checked > 200


def test_every_function_of_nn_functional_is_written_by_pytorchs_path(torch):
    """F.relu as torch pickles it (torch.nn.functional.relu), F.gelu too (torch._C._nn.gelu, a C builtin)."""
    import pickletools

    from gradtable.serialization.loader import _full_unpickler
    from gradtable.serialization.pickler import torch_names
    checked = 0
    for name in dir(torch.nn.functional):
        theirs, ours = getattr(torch.nn.functional, name), getattr(gradtable.nn.functional, name, None)
        if name.startswith("_") or isinstance(theirs, type) or not callable(theirs) or not callable(ours):
            continue
        try:
            want = [arg for op, arg, _ in pickletools.genops(pickle.dumps(theirs, protocol=2)) if op.name == "GLOBAL"]
        except (pickle.PicklingError, TypeError, AttributeError):
            continue
        if want[:1] == ["__builtin__ getattr"] or not want[0].startswith("torch"):
            continue   # (torch.relu-like builtins pickle as getattr(torch._C._VariableFunctionsClass, name))
        got = torch_names(pickle.dumps(ours, protocol=2))
        assert [arg for op, arg, _ in pickletools.genops(got) if op.name == "GLOBAL"] == want, name
        assert _full_unpickler(pickle)(io.BytesIO()).find_class(*want[0].split(" ")) is ours, name
        checked += 1
    assert checked > 80


def test_a_moved_class_is_allowed_by_its_pytorch_path(torch, tmp_path):
    """gradtable's LSTMCell is in nn/modules/rnn_cell.py, PyTorch's in nn/modules/rnn.py: either file names
    torch.nn.modules.rnn.LSTMCell, which safe_globals([nn.LSTMCell]) allows in both libraries."""
    for lib in (gradtable, torch):
        lib.save(lib.nn.LSTMCell(2, 3), tmp_path / f"{lib.__name__}.pt")
    for lib in (gradtable, torch):
        for writer in ("gradtable", "torch"):
            path = tmp_path / f"{writer}.pt"
            assert lib.serialization.get_unsafe_globals_in_checkpoint(path) == ["torch.nn.modules.rnn.LSTMCell"]
            with lib.serialization.safe_globals([lib.nn.LSTMCell]):
                assert type(lib.load(path)) is lib.nn.LSTMCell
    # functions, as a transformer's activation: F.relu is torch.nn.functional.relu in either file, and
    # PyTorch's F.gelu a C builtin (torch._C._nn.gelu), gradtable's a Python function
    for lib in (gradtable, torch):
        lib.save([lib.nn.functional.relu, lib.nn.functional.gelu], tmp_path / f"{lib.__name__}.pt")
    for lib in (gradtable, torch):
        functions = [lib.nn.functional.relu, lib.nn.functional.gelu]
        for writer in ("gradtable", "torch"):
            with lib.serialization.safe_globals(functions):
                assert lib.load(tmp_path / f"{writer}.pt") == functions
