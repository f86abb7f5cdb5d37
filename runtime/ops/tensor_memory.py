"""Tensor methods that reinterpret, reshape or re-point a tensor's memory rather than compute: view(dtype),
resize_ / resize_as_ and the deprecated resize, set_, fill_diagonal_, and index_put as a public method and
function (its table entry takes the index in the form x[...] gives it)."""
import warnings

import numpy as np

from ..autograd.function import Function
from ..autograd.grad_mode import state as _grad_state
from ..autograd.node import NotImplementedNode
from ..autograd.version_counter import VersionCounter
from ..core import dtypes
from ..core.creation import _shape
from ..core.inplace import check_inplace, must_record_inplace, rebase_history
from ..core.stacklevel import user_stacklevel
from ..core.storage import TypedStorage, UntypedStorage, owner
from ..core.tensor import Tensor
from ..generated import ops
from ..kernels.strided import as_strided, storage_offset
from .out_argument import resize_unversioned

_view_shape = Tensor.view   # the table's view(size)


def view(self, *args, **kwargs):
    """x.view(*size) is the table's view; x.view(dtype) reinterprets the same memory as another dtype."""
    if not kwargs and len(args) != 1:   # (x.view(-1, 30): sizes, and no keywords to pass on)
        return _view_shape(self, *args)
    dtype = kwargs.pop("dtype", None) if "dtype" in kwargs else (args[0] if len(args) == 1
                                                                and isinstance(args[0], dtypes.dtype) else None)
    if dtype is None:
        return _view_shape(self, *args, **kwargs)
    return view_dtype(self, dtype)


def view_dtype(self, dtype):
    """The same memory read as `dtype`: the last dim scales by the ratio of element sizes. As PyTorch,
    the result shares the version counter but is not an autograd view, and never requires grad."""
    source, target = self._data.dtype, dtypes.to_numpy(dtype)
    if source.itemsize != target.itemsize:
        names = f"{dtypes.scalar_type_name(source)} as {dtypes.scalar_type_name(target)}"
        if self.ndim == 0:
            raise RuntimeError(f"self.dim() cannot be 0 to view {names} (different element sizes)")
        stride = self.stride(-1)
        if stride != 1:
            raise RuntimeError(f"self.stride(-1) must be 1 to view {names} (different element sizes), but got "
                               f"{stride}")
        if target.itemsize > source.itemsize:
            ratio = target.itemsize // source.itemsize
            if self.shape[-1] % ratio:
                raise RuntimeError(f"self.size(-1) must be divisible by {ratio} to view {names} (different element "
                                   f"sizes), but got {self.shape[-1]}")
            for d in range(self.ndim - 1):
                if self.stride(d) % ratio:
                    raise RuntimeError(f"self.stride({d}) must be divisible by {ratio} to view {names} (different "
                                       f"element sizes), but got {self.stride(d)}")
            if storage_offset(self._data) % ratio:
                raise RuntimeError(f"self.storage_offset() must be divisible by {ratio} to view {names} (different "
                                   f"element sizes), but got {storage_offset(self._data)}")
    result = Tensor._make(self._data.view(target))
    if self._version_counter is None:
        self._version_counter = VersionCounter()
    result._version_counter = self._version_counter
    return result


def resize_(self, *sizes, memory_format=None):
    """Change the shape in place; elements up to the smaller count keep their values (the rest are
    zeros: PyTorch's are uninitialised). Refused on tensors that require grad, as in PyTorch; the
    version goes up only when the shape changes (PyTorch's no-op resize is no write)."""
    if self._requires_grad and _grad_state.enabled:
        raise RuntimeError("cannot resize variables that require grad")
    shape = _shape(sizes, "resize_")
    if tuple(shape) != self._data.shape:
        resize_unversioned(self, shape)
        self._bump_version()
    return self


def resize_as_(input, the_template, *, memory_format=None):
    """Tensor.resize_as_ and torch.resize_as_ (whose first parameter PyTorch names input)."""
    return resize_(input, the_template.shape)


class Resize(Function):
    """The deprecated non-inplace Tensor.resize: a reshape keeping the number of elements (ResizeBackward)."""

    @staticmethod
    def forward(ctx, tensor, sizes):
        ctx.sizes = tuple(tensor.shape)
        n = int(np.prod(sizes, dtype=np.int64))
        if n != tensor.numel():
            raise RuntimeError(f"requested resize to {'x'.join(map(str, sizes))} ({n} elements in total), but the "
                               f"given tensor has a size of {'x'.join(map(str, tensor.shape))} ({tensor.numel()} "
                               "elements). autograd's resize can only change the shape of a given tensor, while "
                               "preserving the number of elements. ")
        return tensor.contiguous().view(sizes).clone()

    @staticmethod
    def backward(ctx, grad_output):
        return grad_output.contiguous().view(ctx.sizes), None


def resize(self, *sizes):
    warnings.warn("non-inplace resize is deprecated", UserWarning, stacklevel=user_stacklevel())
    return Resize.apply(self, tuple(int(s) for s in _shape(sizes, "resize")))


def resize_as(self, tensor):
    warnings.warn("non-inplace resize_as is deprecated", UserWarning, stacklevel=user_stacklevel())
    return Resize.apply(self, tuple(tensor.shape))


_SET_SIGNATURES = ("()", "(torch.Storage source)",
                   "(torch.Storage source, int storage_offset, tuple of ints size, tuple of ints stride = None)",
                   "(Tensor source)",
                   "(Tensor source, int storage_offset, tuple of ints size, tuple of ints stride = None)")


def set_(self, *args, **kwargs):
    """Point self at other memory: a tensor's (its sizes, strides and offset, or the ones given), a
    storage's (by default all of it, 1-D), or new empty memory (no source). As PyTorch, no values are
    copied, the version goes up, a leaf forgets its gradient accumulator (graphs made before no longer
    reach it: autograd.grad of them to self raises), and a recorded call gets a node whose backward
    is not implemented. PyTorch grows a storage too small for the window; a NumPy buffer cannot grow,
    so that raises here."""
    source, storage_offset, size, stride = _set_arguments(args, kwargs)
    dtype = self._data.dtype
    if isinstance(source, Tensor) and source._data.dtype != dtype:
        raise RuntimeError(f"Could not set tensor of type {dtypes.cpp_type_name(source._data.dtype)} "
                           f"to a tensor of type {dtypes.cpp_type_name(dtype)}")
    grad_fn = None
    if must_record_inplace(self, source):
        check_inplace(self)
        grad_fn = NotImplementedNode()
        grad_fn.connect((self, source) if isinstance(source, Tensor) else (self,), ())
        grad_fn.op = "set_"
    self._data = _window(source, dtype, storage_offset, size, stride)
    self._bump_version()
    self._grad_accumulator = None
    if grad_fn is not None:
        rebase_history(self, grad_fn)
    return self


def _set_arguments(args, kwargs):
    """(source, storage_offset, size, stride) of a set_ call that fits one of PyTorch's five forms."""
    names = ("source", "storage_offset", "size", "stride")
    bound = dict(zip(names, args)) if len(args) <= 4 else None
    if bound is not None and not (set(kwargs) - set(names) or set(kwargs) & set(bound)):
        bound.update(kwargs)
        source = bound.get("source")
        if (isinstance(source, Tensor) or (isinstance(source, (UntypedStorage, TypedStorage)))) and (
                len(bound) == 1 or {"storage_offset", "size"} <= set(bound)):
            return source, bound.get("storage_offset"), bound.get("size"), bound.get("stride")
        if not bound:
            return None, None, None, None
    got = ", ".join([type(a).__name__ if not isinstance(a, Tensor) else "Tensor" for a in args]
                    + [f"{k}={type(v).__name__}" for k, v in kwargs.items()])
    raise TypeError(f"set_() received an invalid combination of arguments - got ({got}), but expected one of:\n"
                    + "".join(f" * {signature}\n" for signature in _SET_SIGNATURES))


def _window(source, dtype, offset, size, stride):
    """The NumPy view set_ points a tensor at."""
    if source is None:
        return np.empty(0, dtype)
    if isinstance(source, Tensor):
        if size is None:
            return source._data
        memory = source._data
    else:
        untyped = source._untyped_storage if isinstance(source, TypedStorage) else source
        buffer = owner(untyped._owner).reshape(-1, order="A")   # (a view: its base chain reaches the owner)
        memory = buffer[:buffer.nbytes // dtype.itemsize * dtype.itemsize // buffer.itemsize].view(dtype)
        if size is None:
            size, offset = (memory.size - int(offset or 0),), offset or 0
    size = tuple(int(n) for n in size)
    stride = tuple(int(s) for s in stride) if stride is not None else tuple(
        int(np.prod(size[d + 1:], dtype=np.int64)) for d in range(len(size)))
    offset = int(offset or 0)
    available = owner(memory).nbytes // dtype.itemsize
    reach = offset + sum((n - 1) * s for n, s in zip(size, stride)) + 1 if all(size) else 0
    if reach > available:
        raise RuntimeError(f"set_: a window of sizes {list(size)}, strides {list(stride)} and storage offset {offset} "
                           f"reaches element {reach - 1} of a storage of {available} elements; gradtable cannot grow "
                           "a storage (PyTorch does, with uninitialised memory)")
    return as_strided(memory, size, stride, offset)


def fill_diagonal_(self, fill_value, wrap=False):
    """Fill the main diagonal (the elements with all indices equal) in place, through an as_strided view
    of it, as PyTorch; wrap=True restarts it below a tall matrix's first square block."""
    if self.ndim < 2:
        raise RuntimeError("dimensions must larger than 1")
    height, width = self.shape[0], self.shape[1]
    if self.ndim > 2 and any(s != height for s in self.shape[1:]):
        raise RuntimeError("all dimensions of input must be of equal length")
    offset = storage_offset(self._data)
    step = sum(self.stride())
    ops.as_strided(self, (min(height, width),), (step,), offset).fill_(fill_value)
    if wrap and self.ndim == 2 and height > width + 1:
        count = (self.numel() + width) // (width + 1) - min(height, width)
        ops.as_strided(self, (count,), (step,), offset + self.stride(0) * (width + 1)).fill_(fill_value)
    return self


def index_put(input, indices, values, accumulate=False):
    """torch.index_put / Tensor.index_put: x[indices] = values (+= with accumulate) on a copy."""
    return ops.index_put(input, tuple(indices), values, accumulate)


def index_put_(input, indices, values, accumulate=False):
    return ops.index_put_(input, tuple(indices), values, accumulate)


Tensor.view = view
Tensor.resize_ = resize_
Tensor.resize_as_ = resize_as_
Tensor.resize = resize
Tensor.resize_as = resize_as
Tensor.fill_diagonal_ = fill_diagonal_
Tensor.set_ = set_
Tensor.index_put = index_put
Tensor.index_put_ = index_put_


