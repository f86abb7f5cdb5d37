"""torch.layout and torch.memory_format: how a tensor's elements are laid out.

Every gradtable tensor is strided (a NumPy array); the sparse layouts exist as names, so code that compares
`x.layout == torch.sparse_coo`, or a __torch_dispatch__ wrapper made with `_make_wrapper_subclass(...,
layout=elem.layout)` (PyTorch's own LoggingTensor), runs as in PyTorch.

A memory format names an order of the strides of a dense tensor: `contiguous_format` (row-major),
`channels_last` (NCHW tensors laid out as NHWC), `channels_last_3d` (NCDHW as NDHWC), and
`preserve_format` (keep the input's, for clone and to). NumPy arrays can carry any strides, so a
channels-last tensor is an array with those strides, and the helpers below read and make them as
PyTorch does. No Tensor here: kernels use these helpers too.
"""
import numpy as np

from ..kernels.output_layout import iterator_strides, laid_out


class _Named:
    """A named singleton that prints as PyTorch's (`torch.strided`) and survives copying and pickling as itself."""

    __slots__ = ("_name",)

    def __new__(cls, *args, **kwargs):
        raise TypeError(f"cannot create 'torch.{cls.__name__}' instances")

    @classmethod
    def _named(cls, name):
        made = object.__new__(cls)
        made._name = name
        return made

    def __repr__(self):
        return f"torch.{self._name}"

    def __reduce__(self):
        return self._name   # pickle and deepcopy find the module-level singleton by name

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self


class layout(_Named):
    """torch.layout: how a tensor's elements are stored (only `strided` here holds data)."""

    __slots__ = ()


class memory_format(_Named):
    """torch.memory_format: the order of a dense tensor's strides (see the module's docstring)."""

    __slots__ = ()


strided = layout._named("strided")
sparse_coo = layout._named("sparse_coo")
sparse_csr = layout._named("sparse_csr")
sparse_csc = layout._named("sparse_csc")
sparse_bsr = layout._named("sparse_bsr")
sparse_bsc = layout._named("sparse_bsc")
jagged = layout._named("jagged")
_mkldnn = layout._named("_mkldnn")


contiguous_format = memory_format._named("contiguous_format")
channels_last = memory_format._named("channels_last")
channels_last_3d = memory_format._named("channels_last_3d")
preserve_format = memory_format._named("preserve_format")
#: PyTorch's legacy_contiguous_format is contiguous_format under another name (it prints as that).
legacy_contiguous_format = contiguous_format



#: The dims of an N C spatial... tensor from the fastest-varying to the slowest, per channels-last format.
_CHANNELS_LAST_ORDER = {4: (1, 3, 2, 0), 5: (1, 4, 3, 2, 0)}
_RANK = {channels_last: 4, channels_last_3d: 5}


def check_memory_format(fmt, op):
    """A memory_format argument must be one (PyTorch's TypeError names the op)."""
    if not isinstance(fmt, memory_format):
        raise TypeError(f"{op}(): argument 'memory_format' must be torch.memory_format, not {type(fmt).__name__}")


def check_rank(shape, fmt):
    """channels_last needs a 4-D tensor and channels_last_3d a 5-D one (PyTorch's error otherwise)."""
    rank = _RANK.get(fmt)
    if rank is not None and len(shape) != rank:
        raise RuntimeError(f"required rank {rank} tensor to use {fmt._name} format")


def _element_strides(a):
    return tuple(s // a.itemsize for s in a.strides)


def is_contiguous_as(a, fmt):
    """Tensor.is_contiguous(memory_format=): the strides are those `fmt` gives a fresh tensor,
    size-1 dims (whose stride is never read) excepted; a channels-last format needs the right rank."""
    if fmt is contiguous_format or fmt is preserve_format:
        return bool(a.flags.c_contiguous)
    order = _CHANNELS_LAST_ORDER.get(a.ndim)
    if order is None or _RANK[fmt] != a.ndim:
        return False
    strides, expected = _element_strides(a), 1
    for d in order:
        if a.shape[d] != 1:
            if strides[d] != expected:
                return False
            expected *= a.shape[d]
    return True


def _strides_like_channels_last(a):
    """PyTorch's guess that strides of a 4-D or 5-D tensor are channels last (so that ops keep the
    format): walking the dims from channels to batch, the strides never shrink. Ambiguous cases
    (a channel stride of 0, an N111 tensor, a 1C1W permutation) count as contiguous, as in PyTorch."""
    order = _CHANNELS_LAST_ORDER.get(a.ndim)
    if order is None:
        return False
    strides = _element_strides(a)
    if strides[1] == 0:
        return False
    least = 0
    for d in order:
        if a.shape[d] == 0 or strides[d] < least:
            return False
        if d == 0 and least == strides[1]:
            return False
        least = strides[d] * (a.shape[d] if a.shape[d] > 1 else 1)
    return True


def suggest_memory_format(a):
    """The format a copy of `a` keeps when asked to preserve one it cannot copy exactly."""
    if _strides_like_channels_last(a):
        return channels_last if a.ndim == 4 else channels_last_3d
    return contiguous_format


def copy_into(out, a):
    """out[...] = a (the same values). A 2-D `a` read down its columns (a transposed matrix: a linear
    layer's weight gradient before .grad lays it out as the weight) whose columns lie a multiple of
    1 KiB apart goes 16 columns at a time: NumPy copies along out's rows, whose elements then sit a
    power of two apart in `a`, in the same few cache sets, evicting each other. Measured (cold cache,
    medians): (512, 128) float32 80 -> 49 us, (1024, 128) 266 -> 86 us, (3072, 768) 7.4 -> 1.7 ms,
    float64 alike; at other strides the whole copy is as fast or faster (each block costs a call)."""
    if (a.ndim == 2 and a.shape[1] > 16 and a.strides[0] == a.itemsize and a.strides[1] >= 2048
            and a.strides[1] % 1024 == 0 and out.flags.c_contiguous):
        for start in range(0, a.shape[1], 16):
            out[:, start:start + 16] = a[:, start:start + 16]
    else:
        out[...] = a
    return out


def copy_as(a, fmt):
    """A copy of array `a` with the strides `fmt` gives: row-major, channels last, or (preserve)
    the input's own order of strides, which NumPy's order='K' copy keeps (dense or not, as PyTorch's
    clone, which infers dense strides from the input's)."""
    if fmt is preserve_format:
        if any(s == 0 and n > 1 for s, n in zip(a.strides, a.shape)):
            # an expanded input overlaps itself: PyTorch infers dense strides from its nonzero ones
            return laid_out(a, iterator_strides(a.shape, [a.strides]))
        return a.copy(order="K")
    check_rank(a.shape, fmt)
    if fmt is contiguous_format:
        if a.ndim == 2 and a.size > 8192:   # (a small matrix: one whole copy, without copy_into's tests)
            return copy_into(np.empty(a.shape, a.dtype), a)
        return np.array(a, order="C", copy=True)
    last = np.ascontiguousarray(np.moveaxis(a, 1, -1))   # N...C, row-major
    return np.moveaxis(last, -1, 1)


def laid_out_like(values, a, fmt):
    """`values`, a new array of a's shape, laid out as PyTorch's empty_like(a, memory_format=fmt) allocates
    (zeros_like, full_like): preserve_format (or None) keeps a's order of strides, dense (an expanded `a`
    gives row-major); another format is that format's layout."""
    if fmt is None or fmt is preserve_format:
        if a.ndim < 2 or a.flags.c_contiguous or not values.size:
            return values
        return laid_out(values, iterator_strides(a.shape, [[s // a.itemsize for s in a.strides]]))
    return copy_as(values, fmt)


def matches_format(a, fmt):
    """Whether `a` may stand for itself where format `fmt` was asked for (Tensor.to's no-copy rule:
    preserve, or the format PyTorch would suggest for it)."""
    return fmt is preserve_format or suggest_memory_format(a) is fmt



def checked(fmt, shape, op):
    """fmt, after PyTorch's checks that it is a memory format and fits a tensor of `shape`."""
    check_memory_format(fmt, op)
    check_rank(shape, fmt)
    return fmt


def is_laid_out(a, fmt, args):
    """Tensor.contiguous's checks (no positional arguments, not preserve_format), then whether `a`
    is already laid out as fmt."""
    if args:
        raise TypeError(f"contiguous() takes 0 positional arguments but {len(args)} "
                        f"{'was' if len(args) == 1 else 'were'} given")
    if fmt is preserve_format:
        raise RuntimeError("preserve memory format is unsupported by the contiguous operator")
    return is_contiguous_as(a, checked(fmt, a.shape, "contiguous"))
