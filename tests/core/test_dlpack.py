"""DLPack and the zero-copy constructors against PyTorch: torch.from_dlpack / np.from_dlpack of gradtable
tensors and gradtable.from_dlpack of theirs share memory, every dtype (bfloat16 included) and layout
kept; tensors that require grad are refused as PyTorch refuses them; as_tensor(ndarray) shares memory;
gradtable.tensor(torch_tensor) keeps its dtype."""
import numpy as np
import pytest

import gradtable

DTYPES = ["float16", "float32", "float64", "bfloat16", "int8", "uint8", "int16", "int32", "int64", "bool",
          "complex64", "complex128", "uint16", "uint32", "uint64"]


def _layouts(lib, dtype):
    base = lib.arange(24).reshape(4, 6).to(getattr(lib, dtype))
    return {"base": base, "t": base.t(), "step": base[:, ::2], "expanded": base[0, :1].expand(3, 5),
            "scalar": base[1, 2], "empty": base[:0]}


def _bytes(t, lib):
    t = t.detach()
    if lib is gradtable:
        return np.ascontiguousarray(t._data).tobytes()
    return t.contiguous().view(-1).view(lib.uint8).numpy().tobytes() if t.numel() else b""


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("direction", ["gradtable->torch", "torch->gradtable"])
def test_every_dtype_and_layout_is_shared(torch, dtype, direction):
    source, target = (gradtable, torch) if direction == "gradtable->torch" else (torch, gradtable)
    for name, t in _layouts(source, dtype).items():
        got = target.from_dlpack(t)
        assert str(got.dtype) == str(t.dtype) and tuple(got.shape) == tuple(t.shape), name
        assert _bytes(got, target) == _bytes(t, source), name
        assert got.stride() == t.stride() or not t.numel(), name   # (NumPy gives an empty array 0 strides)
        if t.numel():
            assert got.data_ptr() == t.data_ptr(), name


def test_a_write_through_one_is_seen_by_the_other(torch):
    x = gradtable.zeros(3)
    torch.from_dlpack(x)[1] = 5
    np.from_dlpack(x)[2] = 7
    assert x.tolist() == [0.0, 5.0, 7.0]
    t = torch.zeros(2)
    gradtable.from_dlpack(t).add_(1)
    assert t.tolist() == [1.0, 1.0]


def test_numpy_reads_and_gives(torch):
    for lib in (gradtable, torch):
        x = lib.arange(6.0).reshape(2, 3).t()
        a = np.from_dlpack(x)
        assert a.strides == (8 // 2, 12) and a.tolist() == x.tolist()
        with pytest.raises(RuntimeError, match="Unsupported dtype in DLTensor"):   # NumPy has no bfloat16
            np.from_dlpack(lib.ones(2, dtype=lib.bfloat16))
    a = np.arange(4, dtype=np.int16)
    assert gradtable.from_dlpack(a).data_ptr() == a.ctypes.data


def test_torch_tensor_and_as_tensor_of_a_gradtable_tensor(torch):
    x = gradtable.arange(4, dtype=gradtable.int16)
    assert torch.as_tensor(x).data_ptr() == x.data_ptr() and torch.as_tensor(x).dtype == torch.int16
    copy = torch.tensor(x)
    assert copy.dtype == torch.int16 and copy.tolist() == [0, 1, 2, 3] and copy.data_ptr() != x.data_ptr()


def test_tensors_that_require_grad_are_refused(lib):
    with pytest.raises(BufferError, match=r"Can't export tensors that require gradient, use tensor.detach\(\)"):
        lib.from_dlpack(lib.ones(2, requires_grad=True))
    assert lib.from_dlpack(lib.ones(2, requires_grad=True).detach()).tolist() == [1.0, 1.0]


def test_device_and_stream_arguments(lib):
    x = lib.ones(2)
    assert x.__dlpack_device__() == (1, 0) and x.__dlpack_device__()[0].name == "kDLCPU"
    with pytest.raises(TypeError, match="stream must be ``int`` or ``none``"):
        x.__dlpack__(stream="s")
    with pytest.raises(AssertionError, match="stream should be None on cpu."):
        x.__dlpack__(stream=3)
    assert lib.from_dlpack(x.__dlpack__(stream=-1)).tolist() == [1.0, 1.0]
    assert lib.utils.dlpack.DLDeviceType.kDLCPU == 1


def test_legacy_capsules(torch):
    for source, target in ((gradtable, torch), (torch, gradtable), (gradtable, gradtable)):
        capsule = source.utils.dlpack.to_dlpack(source.arange(3))
        got = target.from_dlpack(capsule)
        assert got.tolist() == [0, 1, 2] and str(got.dtype) == "torch.int64"
        got.add_(1)   # a legacy capsule cannot say read-only: the memory is writable, as in PyTorch
    capsule = gradtable.utils.dlpack.to_dlpack(gradtable.arange(3))
    gradtable.from_dlpack(capsule)
    with pytest.raises(ValueError, match="consumed once"):
        gradtable.from_dlpack(capsule)


@pytest.mark.parametrize("name", ["uint16", "uint32", "uint64"])
def test_the_wide_unsigned_dtypes_cross(torch, name):
    """uint16/32/64 (gradtable has them since issue 27) come across as themselves, both ways."""
    theirs = torch.tensor([1, 2**15], dtype=getattr(torch, name))
    ours = gradtable.from_dlpack(theirs)
    assert ours.dtype == getattr(gradtable, name) and ours.tolist() == [1, 2**15]
    assert torch.from_dlpack(ours).tolist() == [1, 2**15]


def test_as_tensor_shares_an_ndarray_as_pytorch_does(lib):
    a = np.arange(3.0)
    t = lib.as_tensor(a)
    t.add_(1)
    assert a.tolist() == [1.0, 2.0, 3.0] and t.data_ptr() == a.ctypes.data
    converted = lib.as_tensor(a, dtype=lib.float32)   # another dtype: a copy
    converted.add_(1)
    assert a.tolist() == [1.0, 2.0, 3.0] and converted.dtype == lib.float32
    assert lib.as_tensor(a, dtype=lib.float64).data_ptr() == a.ctypes.data
    same = lib.ones(2)
    assert lib.as_tensor(same) is same and lib.as_tensor(same, dtype=lib.float64).dtype == lib.float64
    listed = lib.as_tensor([1, 2])
    assert listed.dtype == lib.int64


@pytest.mark.parametrize("dtype", DTYPES)
def test_tensor_of_a_torch_tensor_keeps_its_dtype(torch, dtype):
    source = torch.arange(6).reshape(2, 3).to(getattr(torch, dtype))
    copy = gradtable.tensor(source)
    shared = gradtable.as_tensor(source)
    for t in (copy, shared):
        assert t.dtype == getattr(gradtable, dtype) and _bytes(t, gradtable) == _bytes(source, torch)
    assert copy.data_ptr() != source.data_ptr() and shared.data_ptr() == source.data_ptr()
    assert gradtable.tensor(torch.ones(2, requires_grad=True)).requires_grad is False
