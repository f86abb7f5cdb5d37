"""gradtable.save / gradtable.load on their own: exact round trips of tensors, nested containers and
training state, through paths, file objects and streams; gradtable's earlier npz checkpoints still load."""
import io
import json
import math
from collections import Counter, OrderedDict

import numpy as np
import pytest

import gradtable


def _round_trip(obj, **load_args):
    buffer = io.BytesIO()
    gradtable.save(obj, buffer)
    buffer.seek(0)
    return gradtable.load(buffer, **load_args)


def _assert_same(got, want):
    """Same structure, container types, key order and tensors (dtype, shape, values, requires_grad)."""
    assert type(got) is type(want)
    if isinstance(want, gradtable.Tensor):
        assert got.dtype == want.dtype and got.shape == want.shape
        assert got.requires_grad == want.requires_grad and got.is_leaf
        assert np.ascontiguousarray(got._data).tobytes() == np.ascontiguousarray(want._data).tobytes()  # bit-exact
    elif isinstance(want, dict):
        assert list(got) == list(want)
        for k in want:
            _assert_same(got[k], want[k])
    elif isinstance(want, (list, tuple)):
        assert len(got) == len(want)
        for g, w in zip(got, want):
            _assert_same(g, w)
    elif isinstance(want, float) and math.isnan(want):
        assert math.isnan(got)
    else:
        assert got == want
        if isinstance(want, float):
            assert math.copysign(1, got) == math.copysign(1, want)


DTYPES = ["float16", "float32", "float64", "bfloat16", "int8", "uint8", "int16", "int32", "int64", "bool",
          "complex64", "complex128", "uint16", "uint32", "uint64"]


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("shape", [(), (0, 3), (2, 3, 4)])
def test_tensor_round_trip(dtype, shape):
    values = np.random.default_rng(1).standard_normal(shape) * 10
    t = gradtable.tensor(values).to(getattr(gradtable, dtype))
    loaded = _round_trip(t)
    _assert_same(loaded, t)
    assert loaded is not t


def test_requires_grad_and_special_values_round_trip():
    t = gradtable.tensor([0.1, -0.0, float("inf"), float("nan"), 1e-300], dtype=gradtable.float64,
                         requires_grad=True)
    _assert_same(_round_trip(t), t)
    # A tensor with history is saved as its values: it comes back a leaf that requires grad (as in PyTorch).
    loaded = _round_trip(t * 2)
    assert loaded.is_leaf and loaded.requires_grad


def test_nested_containers_round_trip():
    obj = OrderedDict([
        ("weight", gradtable.ones(2, 3)),
        ("numbers", [1, 2.5, True, False, None, -0.0, float("nan"), float("inf"), 10 ** 30]),
        ("text", "héllo ✓"),
        ("pair", (gradtable.zeros(1, dtype=gradtable.int64), "x")),
        ("z", {3: "int key", "3": "str key", 1.5: "float key", (1, "a"): "tuple key", None: 0, True: "bool key"}),
        ("empty", [[], (), {}, OrderedDict()]),
        ("counts", Counter([5, 5, 9])),
        ("bytes", b"\x00\xff raw"),
        ("set", {1, 2}),
        ("complex", 1 + 2j),
        ("size", gradtable.Size([2, 3])),
        ("dtype", gradtable.bfloat16),
        ("device", gradtable.device("cpu")),
    ])
    _assert_same(_round_trip(obj), obj)


def test_a_tensor_saved_twice_is_loaded_once():
    w = gradtable.randn(3)
    loaded = _round_trip({"a": w, "b": [w]})
    assert loaded["a"] is loaded["b"][0]


def test_views_share_memory_after_loading():
    base = gradtable.arange(24.0).reshape(4, 6)
    views = {"base": base, "row": base[1], "t": base.t(), "step": base[:, ::2], "diag": base.diagonal(),
             "expanded": base[0, :1].expand(3, 5)}
    loaded = _round_trip(views)
    for name, view in views.items():
        got = loaded[name]
        assert (got.shape, got.stride(), got.storage_offset()) == (view.shape, view.stride(), view.storage_offset())
        assert got.untyped_storage().data_ptr() == loaded["base"].untyped_storage().data_ptr()
    loaded["base"].add_(100)
    assert loaded["row"].tolist() == [106.0 + i for i in range(6)]


def test_memory_strides_cannot_describe_is_saved_as_a_copy():
    """A NumPy view with negative strides (gradtable never makes one itself) is saved by its values."""
    t = gradtable.from_numpy(np.arange(6.0)[::-1])
    _assert_same(_round_trip(t), t)


def test_optimizer_state_dict_round_trip_resumes_training():
    def loss(p):
        return ((p - 3.0) ** 2).sum() + (p ** 4).sum() * 0.01

    def step(opt, p):
        opt.zero_grad()
        loss(p).backward()
        opt.step()

    p = gradtable.tensor([1.0, -2.0, 0.5], requires_grad=True)
    opt = gradtable.optim.Adam([p], lr=0.1, amsgrad=True)
    for _ in range(3):
        step(opt, p)
    sd = opt.state_dict()
    loaded = _round_trip(sd)
    _assert_same(loaded, sd)  # int state keys, tuples (betas), None options, step tensors

    q = _round_trip(p.detach()).requires_grad_()
    resumed = gradtable.optim.Adam([q])
    resumed.load_state_dict(loaded)
    for _ in range(3):
        step(opt, p)
        step(resumed, q)
    np.testing.assert_array_equal(q.detach().numpy(), p.detach().numpy())


def test_whole_module_round_trip_needs_its_classes_allowed():
    model = gradtable.nn.Sequential(gradtable.nn.Linear(3, 4), gradtable.nn.Tanh(), gradtable.nn.LSTM(4, 2))
    buffer = io.BytesIO()
    gradtable.save(model, buffer)
    buffer.seek(0)
    with pytest.raises(Exception, match="GLOBAL torch.nn.modules.container.Sequential was not an allowed global"):
        gradtable.load(buffer)
    buffer.seek(0)
    with gradtable.serialization.safe_globals([gradtable.nn.Sequential, gradtable.nn.Linear, gradtable.nn.Tanh,
                                               gradtable.nn.LSTM]):
        loaded = gradtable.load(buffer)
    buffer.seek(0)
    unsafe = gradtable.load(buffer, weights_only=False)
    x = gradtable.randn(5, 1, 3)
    for other in (loaded, unsafe):
        assert type(other) is gradtable.nn.Sequential and other is not model
        np.testing.assert_array_equal(other[2](other[1](other[0](x)))[0].detach().numpy(),
                                      model[2](model[1](model[0](x)))[0].detach().numpy())


def test_numpy_array_round_trip_needs_weights_only_false():
    array = np.arange(6, dtype=np.int16).reshape(2, 3)
    loaded = _round_trip(array, weights_only=False)
    assert loaded.dtype == array.dtype and (loaded == array).all()
    with pytest.raises(Exception, match="Unsupported global"):
        _round_trip(array)


def test_path_and_file_object(tmp_path):
    obj = {"w": gradtable.randn(2, 2, requires_grad=True), "epoch": 7}
    path = tmp_path / "checkpoint.pt"
    gradtable.save(obj, path)
    assert sorted(f.name for f in tmp_path.iterdir()) == ["checkpoint.pt"]  # the name is kept as given
    _assert_same(gradtable.load(path), obj)
    _assert_same(gradtable.load(str(path), map_location="cpu", weights_only=True), obj)
    _assert_same(gradtable.load(path, mmap=True), obj)
    with open(path, "rb") as f:
        _assert_same(gradtable.load(f), obj)
    with open(tmp_path / "other.bin", "wb") as f:
        gradtable.save(obj, f)
    _assert_same(gradtable.load(tmp_path / "other.bin"), obj)


class _Stream(io.RawIOBase):
    """A file object that can be written and read but not sought (a pipe, a socket)."""

    def __init__(self, data=b""):
        self.data, self.pos = bytearray(data), 0

    def writable(self):
        return True

    def readable(self):
        return True

    def write(self, b):
        self.data += bytes(b)
        return len(b)

    def readinto(self, b):
        n = min(len(b), len(self.data) - self.pos)
        b[:n] = self.data[self.pos:self.pos + n]
        self.pos += n
        return n


def test_streams_that_cannot_seek():
    obj = {"w": gradtable.arange(5.0)}
    out = _Stream()
    gradtable.save(obj, out)
    _assert_same(gradtable.load(_Stream(out.data)), obj)


def test_an_object_that_cannot_be_pickled_leaves_the_file_alone(tmp_path):
    path = tmp_path / "keep.pt"
    gradtable.save({"w": gradtable.ones(2)}, path)
    before = path.read_bytes()
    with pytest.raises(AttributeError, match="Can't (pickle|get) local object"):  # (Python 3.13's words: get)
        gradtable.save({"f": lambda: 0}, path)
    assert path.read_bytes() == before


def test_mmap_needs_a_path():
    buffer = io.BytesIO()
    gradtable.save(gradtable.ones(2), buffer)
    buffer.seek(0)
    with pytest.raises(ValueError, match="f must be a file path in order to use the mmap argument"):
        gradtable.load(buffer, mmap=True)


# -- gradtable's earlier format (a NumPy .npz with a JSON manifest) -------------------------------------

def write_npz_checkpoint(f, root, arrays):
    """What gradtable.save wrote before it wrote PyTorch's format (kept here to make such files)."""
    manifest = {"format": "gradtable.save", "version": 1, "root": root}
    arrays = dict(arrays, __gradtable_manifest__=np.frombuffer(json.dumps(manifest).encode(), np.uint8))
    np.savez(f, **arrays)


def test_earlier_npz_checkpoints_still_load(tmp_path):
    path = tmp_path / "old.pt"
    tensor = {"kind": "tensor", "array": "tensor0", "requires_grad": True}
    half = {"kind": "tensor", "array": "tensor1", "requires_grad": False, "dtype": "bfloat16"}
    root = {"kind": "OrderedDict", "items": [
        [{"kind": "str", "value": "w"}, tensor],
        [{"kind": "str", "value": "again"}, {"kind": "list", "items": [tensor, half]}],
        [{"kind": "int", "value": 3}, {"kind": "tuple", "items": [{"kind": "float", "value": 2.5},
                                                                  {"kind": "None"}, {"kind": "bool", "value": True}]}],
        [{"kind": "str", "value": "counts"}, {"kind": "Counter", "items": [[{"kind": "int", "value": 5},
                                                                           {"kind": "int", "value": 2}]]}],
    ]}
    with open(path, "wb") as f:
        write_npz_checkpoint(f, root, {"tensor0": np.arange(3.0), "tensor1": np.array([0x3F80], np.uint16)})
    loaded = gradtable.load(path)
    assert type(loaded) is OrderedDict and list(loaded) == ["w", "again", 3, "counts"]
    assert loaded["w"].requires_grad and loaded["w"].tolist() == [0.0, 1.0, 2.0]
    assert loaded["again"][0] is loaded["w"]
    assert loaded["again"][1].dtype == gradtable.bfloat16 and loaded["again"][1].tolist() == [1.0]
    assert loaded[3] == (2.5, None, True) and loaded["counts"] == Counter({5: 2})
