"""DLPack: tensors shared, without a copy, with NumPy, PyTorch and any library that speaks the protocol.

`np.from_dlpack(t)`, `torch.from_dlpack(t)` (and so `torch.tensor(t)`, `torch.as_tensor(t)`) read a
gradtable tensor's memory through Tensor.__dlpack__; `gradtable.from_dlpack(x)` wraps another
library's memory as a gradtable tensor. NumPy does the protocol's work on both sides (its ndarray
exports and imports capsules); gradtable adds what NumPy lacks: bfloat16, which NumPy cannot name, is
passed as uint16 with the capsule's type code rewritten (kDLUInt <-> kDLBfloat) in its DLTensor.
A tensor that requires grad is refused as PyTorch refuses it: the capsule could not carry its graph.
"""
import ctypes
import enum

import numpy as np

from . import dtypes
from .tensor import Tensor


class DLDeviceType(enum.IntEnum):
    """The DLPack specification's device types (gradtable's tensors are all kDLCPU)."""

    kDLCPU = 1
    kDLCUDA = 2
    kDLCUDAHost = 3
    kDLOpenCL = 4
    kDLVulkan = 7
    kDLMetal = 8
    kDLVPI = 9
    kDLROCM = 10
    kDLROCMHost = 11
    kDLExtDev = 12
    kDLCUDAManaged = 13
    kDLOneAPI = 14
    kDLWebGPU = 15
    kDLHexagon = 16
    kDLMAIA = 17


_K_DL_UINT, _K_DL_BFLOAT = 1, 4


class _DataType(ctypes.Structure):
    _fields_ = [("code", ctypes.c_uint8), ("bits", ctypes.c_uint8), ("lanes", ctypes.c_uint16)]


class _DLTensor(ctypes.Structure):
    _fields_ = [("data", ctypes.c_void_p), ("device_type", ctypes.c_int32), ("device_id", ctypes.c_int32),
                ("ndim", ctypes.c_int32), ("dtype", _DataType), ("shape", ctypes.c_void_p),
                ("strides", ctypes.c_void_p), ("byte_offset", ctypes.c_uint64)]


class _Managed(ctypes.Structure):            # DLManagedTensor: the DLTensor comes first
    _fields_ = [("dl_tensor", _DLTensor), ("manager_ctx", ctypes.c_void_p), ("deleter", ctypes.c_void_p)]


class _ManagedVersioned(ctypes.Structure):   # DLManagedTensorVersioned (DLPack 1.0): after a header
    _fields_ = [("major", ctypes.c_uint32), ("minor", ctypes.c_uint32), ("manager_ctx", ctypes.c_void_p),
                ("deleter", ctypes.c_void_p), ("flags", ctypes.c_uint64), ("dl_tensor", _DLTensor)]


_get_name = ctypes.pythonapi.PyCapsule_GetName
_get_name.restype, _get_name.argtypes = ctypes.c_char_p, [ctypes.py_object]
_get_pointer = ctypes.pythonapi.PyCapsule_GetPointer
_get_pointer.restype, _get_pointer.argtypes = ctypes.c_void_p, [ctypes.py_object, ctypes.c_char_p]


def _dtype_of(capsule):
    """The DLDataType inside an unconsumed capsule, writable in place."""
    name = _get_name(capsule)
    layout = {b"dltensor": _Managed, b"dltensor_versioned": _ManagedVersioned}.get(name)
    if layout is None:
        raise ValueError(f"expected a DLPack capsule named 'dltensor', got one named {name!r} (a capsule is "
                         "consumed once: it was used already)")
    return layout.from_address(_get_pointer(capsule, name)).dl_tensor.dtype


def _is_capsule(obj):
    return type(obj).__name__ == "PyCapsule"


def __dlpack__(self, *, stream=None, max_version=None, dl_device=None, copy=None):
    """A DLPack capsule of this tensor's memory (no copy unless copy=True)."""
    if self._requires_grad:
        raise BufferError("Can't export tensors that require gradient, use tensor.detach()")
    if stream is not None and type(stream) is not int:
        raise TypeError("stream must be ``int`` or ``none``")
    if stream is not None and stream != -1:
        raise AssertionError("stream should be None on cpu.")
    if dl_device is not None and tuple(dl_device) != (DLDeviceType.kDLCPU, 0):
        raise BufferError(f"gradtable tensors are on the CPU: cannot export to device {tuple(dl_device)}")
    array = self._data
    if copy:
        array = array.copy()
    bfloat16 = array.dtype is dtypes.BFLOAT16
    if bfloat16:
        array = array.view(np.uint16)
    if not array.flags.writeable:   # (a legacy capsule cannot say read-only; NumPy refuses to make one)
        array = _writable_view(array)
    capsule = array.__dlpack__() if max_version is None or max_version[0] < 1 else \
        array.__dlpack__(max_version=max_version)
    if bfloat16:
        _dtype_of(capsule).code = _K_DL_BFLOAT
    return capsule


def _writable_view(array):
    """The same memory, writable, if its owner is (an expand()ed tensor is read-only in NumPy only)."""
    root = array
    while isinstance(root.base, np.ndarray):
        root = root.base
    if not root.flags.writeable:
        return array.copy()
    offset = array.__array_interface__["data"][0] - root.__array_interface__["data"][0]
    return np.ndarray(array.shape, array.dtype, buffer=root, offset=offset, strides=array.strides)


def _writable(array):
    """The memory of an array NumPy made read-only because a legacy capsule could not say (PyTorch
    writes into such memory), as a writable array that keeps the first one alive."""
    if not array.size:
        return np.empty(array.shape, array.dtype)
    bounds = getattr(np, "byte_bounds", None) or np.lib.array_utils.byte_bounds
    low, high = bounds(array)
    memory = (ctypes.c_char * (high - low)).from_address(low)
    memory.keep_alive = array
    return np.ndarray(array.shape, array.dtype, buffer=memory, offset=array.ctypes.data - low, strides=array.strides)


def __dlpack_device__(self):
    return (DLDeviceType.kDLCPU, 0)


class _Capsule:
    """A capsule in the shape np.from_dlpack asks for (an object with __dlpack__)."""

    def __init__(self, capsule):
        self.capsule = capsule

    def __dlpack__(self, **kwargs):
        return self.capsule

    def __dlpack_device__(self):
        return (DLDeviceType.kDLCPU, 0)


def from_dlpack(ext_tensor, *, device=None, copy=None):
    """A gradtable tensor on the memory of `ext_tensor` (an object with __dlpack__, such as a NumPy
    array or a torch tensor, or a DLPack capsule): no copy, so a write through either is seen by both."""
    if device is not None and str(device) != "cpu":
        raise BufferError(f"gradtable tensors are on the CPU, not {device}")
    if hasattr(ext_tensor, "__dlpack__"):
        if hasattr(ext_tensor, "__dlpack_device__"):
            kind, _ = ext_tensor.__dlpack_device__()
            if kind not in (DLDeviceType.kDLCPU, DLDeviceType.kDLCUDAHost):
                raise BufferError(f"gradtable reads tensors on the CPU; this one is on DLPack device type "
                                  f"{DLDeviceType(kind).name if kind in DLDeviceType._value2member_map_ else kind}")
        try:   # a versioned capsule can say whether the memory may be written; a legacy one cannot
            capsule = ext_tensor.__dlpack__(max_version=(1, 0))
        except TypeError:
            capsule = ext_tensor.__dlpack__()
    elif _is_capsule(ext_tensor):
        capsule = ext_tensor
    else:
        raise TypeError(f"from_dlpack expects an object with __dlpack__ or a DLPack capsule, not "
                        f"{type(ext_tensor).__name__}")
    dtype = _dtype_of(capsule)
    legacy = _get_name(capsule) == b"dltensor"
    bfloat16 = dtype.code == _K_DL_BFLOAT and dtype.bits == 16 and dtype.lanes == 1
    if bfloat16:
        dtype.code = _K_DL_UINT
    array = np.from_dlpack(_Capsule(capsule))
    if legacy and not array.flags.writeable:
        array = _writable(array)
    if bfloat16:
        array = array.view(dtypes.BFLOAT16)
    try:
        dtypes.from_numpy(array.dtype)
    except TypeError:
        raise TypeError(f"from_dlpack: the tensor holds {array.dtype}, a dtype gradtable does not have (it has "
                        f"{', '.join(d.name for d in dtypes.ALL)})") from None
    dtypes.note_complex(array.dtype)
    return Tensor._make(array.copy() if copy else array)


def to_dlpack(tensor):
    """The legacy interface: a capsule of the tensor (consume it once, with a from_dlpack)."""
    return tensor.__dlpack__()


Tensor.__dlpack__ = __dlpack__
Tensor.__dlpack_device__ = __dlpack_device__
