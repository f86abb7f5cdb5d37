"""gradtable.save / gradtable.load: exact round trips of tensors and nested state dicts,
through paths and file objects, and clear refusals of anything that is not a gradtable save."""
import io
import math
import pickle
from collections import Counter, OrderedDict

import numpy as np
import pytest

import gradtable


def _round_trip(obj):
    buffer = io.BytesIO()
    gradtable.save(obj, buffer)
    buffer.seek(0)
    return gradtable.load(buffer)


def _assert_same(got, want):
    """Same structure, same container types, same key order, same tensors (dtype, shape, values, requires_grad)."""
    assert type(got) is type(want)
    if isinstance(want, gradtable.Tensor):
        assert got.dtype == want.dtype and got.shape == want.shape
        assert got.requires_grad == want.requires_grad and got.is_leaf
        np.testing.assert_array_equal(got.detach().numpy(), want.detach().numpy())
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


DTYPES = ["float16", "float32", "float64", "int8", "uint8", "int16", "int32", "int64", "bool", "complex64",
          "complex128"]


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
    # A tensor with history is saved as its values: it comes back a leaf that requires grad.
    loaded = _round_trip(t * 2)
    assert loaded.is_leaf and loaded.requires_grad


def test_non_contiguous_tensor_round_trip():
    t = gradtable.arange(12.0).reshape(3, 4).t()
    _assert_same(_round_trip(t), t)


def test_nested_containers_round_trip():
    obj = OrderedDict([
        ("weight", gradtable.ones(2, 3)),
        ("numbers", [1, 2.5, True, False, None, -0.0, float("nan"), float("inf"), 10 ** 30]),
        ("text", "héllo ✓"),
        ("pair", (gradtable.zeros(1, dtype=gradtable.int64), "x")),
        ("z", {3: "int key", "3": "str key", 1.5: "float key", (1, "a"): "tuple key", None: 0, True: "bool key"}),
        ("empty", [[], (), {}, OrderedDict()]),
        ("counts", Counter([5, 5, 9])),
    ])
    _assert_same(_round_trip(obj), obj)


def test_a_tensor_saved_twice_is_loaded_once():
    w = gradtable.randn(3)
    loaded = _round_trip({"a": w, "b": [w]})
    assert loaded["a"] is loaded["b"][0]


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


def test_path_and_file_object(tmp_path):
    obj = {"w": gradtable.randn(2, 2, requires_grad=True), "epoch": 7}
    path = tmp_path / "checkpoint.pt"
    gradtable.save(obj, path)
    assert sorted(f.name for f in tmp_path.iterdir()) == ["checkpoint.pt"]  # the name is kept as given
    _assert_same(gradtable.load(path), obj)
    _assert_same(gradtable.load(str(path), map_location="cpu", weights_only=True), obj)
    with open(path, "rb") as f:
        _assert_same(gradtable.load(f), obj)
    with open(tmp_path / "other.bin", "wb") as f:
        gradtable.save(obj, f)
    _assert_same(gradtable.load(tmp_path / "other.bin"), obj)


class _Exploit:
    triggered = False

    def __reduce__(self):
        return (setattr, (_Exploit, "triggered", True))


def _npy(f):
    np.save(f, np.arange(3))


def _npz_without_manifest(f):
    np.savez(f, weights=np.arange(3))


@pytest.mark.parametrize("write", [
    lambda f: f.write(b"definitely not a checkpoint"),
    lambda f: f.write(pickle.dumps(_Exploit())),
    _npy,
    _npz_without_manifest,
], ids=["garbage", "pickle", "npy", "npz-without-manifest"])
def test_not_a_gradtable_save(tmp_path, write):
    path = tmp_path / "bad.pt"
    with open(path, "wb") as f:
        write(f)
    with pytest.raises(RuntimeError, match="is not a gradtable checkpoint \\(written by gradtable.save\\)"):
        gradtable.load(path)
    assert not _Exploit.triggered


def test_a_torch_checkpoint_is_refused(torch, tmp_path):
    path = tmp_path / "torch.pt"
    torch.save({"w": torch.ones(2)}, path)
    with pytest.raises(RuntimeError, match="torch.pt is not a gradtable checkpoint"):
        gradtable.load(path)


def test_unsupported_objects_are_refused_when_saving():
    with pytest.raises(TypeError, match="gradtable.save cannot save an object of type builtins.set"):
        gradtable.save({"s": {1, 2}}, io.BytesIO())
    with pytest.raises(TypeError, match="cannot save an object of type .*_Exploit"):
        gradtable.save([_Exploit()], io.BytesIO())
