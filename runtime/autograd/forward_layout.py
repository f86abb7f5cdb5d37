"""The layout rule of forward-mode tangents: a tangent is laid out in memory as its primal.

PyTorch keeps a tensor and its tangent alike in everything a later op may look at, so that one code
path serves both and the same as_strided call reads the same elements of each: the same sizes, the
same strides (where a dim has more than one element), the same storage offset (unless both have no
elements), the same storage length, and the same conj and neg bits (`real` of a conj view reads its
memory differently). make_dual and an in-place op that gives a tensor its first tangent keep a given
tangent that already fits as it is (no copy, `unpack_dual(x).tangent is t`); any other is copied into
zeros laid out as the primal (PyTorch's _new_zeros_with_same_feature_meta, a table op).

Inside vmap a tangent may be a BatchedTensor: its layout is one sample's (the physical tensor's, past
the batch dims), and its storage length is not compared (the storage holds the whole batch), as
PyTorch's batching rule for that check says.
"""
from ..core.shadows import bits as _shadow_bits
from ..core.storage import owner
from .dispatch_state import is_batched


def _sample(x):
    """(the plain tensor holding x's values, how many batch dims lead it): x itself and 0 outside vmap.
    (Nested vmaps nest wrappers, each level's batch dim first: the plain tensor has them all in front.)"""
    dims = 0
    while is_batched(x):
        x, dims = x._value, dims + 1
    return x, dims


def _bits(x):
    return _shadow_bits(_sample(x)[0]._data)


def _storage_length(x):
    return owner(x._data).nbytes // x._data.itemsize


def same_layout(tangent, primal):
    """Whether `tangent` may stand as `primal`'s tangent as it is (PyTorch's has_same_meta)."""
    values, dims = _sample(tangent)
    p_values, p_dims = _sample(primal)
    if dims == 0 and p_dims == 0 and _storage_length(values) != _storage_length(p_values):
        return False
    if _bits(tangent) != _bits(primal) or tuple(tangent.shape) != tuple(primal.shape):
        return False
    if tangent.numel() == 0 and primal.numel() == 0:
        return True   # no element: where they start and how they step does not matter
    if values.storage_offset() != p_values.storage_offset():
        return False
    strides, p_strides = values.stride()[dims:], p_values.stride()[p_dims:]
    return all(s == p or n <= 1 for s, p, n in zip(strides, p_strides, primal.shape))


def zeros_laid_out_as(tangent, primal):
    """Zeros in `primal`'s layout, batched as `tangent` is inside vmap (conj and neg bits included)."""
    from ..generated import ops  # (function-level: the generated ops import the forward-mode machinery)
    zeros = ops._new_zeros_with_same_feature_meta(tangent, primal)
    conj, neg = _bits(primal)
    if conj:   # a conj (neg) view of zeros: what is written into it lands in the zeros, transformed back
        zeros = ops._conj(zeros)
    if neg:
        zeros = ops._neg_view(zeros)
    return zeros


def laid_out_as(tangent, primal):
    """`tangent` itself when it fits `primal`'s layout, else its values in a fresh tensor that does."""
    if same_layout(tangent, primal):
        return tangent
    from ..generated import ops  # (function-level: as above)
    fresh = zeros_laid_out_as(tangent, primal)
    ops.copy_(fresh, tangent)
    return fresh
