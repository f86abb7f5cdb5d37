"""NumPy kernels of searchsorted and bucketize: where values would go in sorted sequences, found by
the binary search PyTorch runs, whose comparisons put nan after every number (NumPy's searchsorted
puts a nan value before the nans of the sequence instead)."""
import numpy as np

from ..core.dtypes import scalar_type_name
from ..core.printing import format_shape


def _binary_search(sequence, values, right):
    """For each value, the first position whose element is not below it (right: not at most it), in
    rows of `sequence` (..., n) matched with rows of `values` (..., m)."""
    n = sequence.shape[-1]
    start = np.zeros(values.shape, dtype=np.int64)
    end = np.full(values.shape, n, dtype=np.int64)
    with np.errstate(invalid="ignore"):
        while True:
            active = start < end
            if not active.any():
                return start
            mid = (start + end) // 2
            at = np.take_along_axis(sequence, np.minimum(mid, n - 1), axis=-1) if n else np.zeros(values.shape)
            go_right = ~(at > values) if right else ~(at >= values)
            start = np.where(active & go_right, mid + 1, start)
            end = np.where(active & ~go_right, mid, end)


def searchsorted(sequence, values, out_int32, right, side, sorter):
    """torch.searchsorted: positions of values in the innermost dim of a sorted sequence (one
    sequence for all values when it is 1-D), as int64 (int32 with out_int32)."""
    if side is not None:
        if side not in ("left", "right"):
            raise RuntimeError(f"torch.searchsorted(): side can only be 'left' or 'right' but got {side}")
        if right and side == "left":
            raise RuntimeError("torch.searchsorted(): side and right can't be set to opposites, got side of left "
                               "while right was True")
        right = side == "right"
    scalar = np.ndim(values) == 0 and not isinstance(values, np.ndarray)
    values = np.asarray(values)
    if sequence.ndim == 0:
        raise RuntimeError("torch.searchsorted(): input value can be a scalar only when boundaries tensor dimension "
                           "is 1, but we got boundaries tensor dim(0) and input value's dim(0) numel(1)")
    if sorter is not None:
        if sorter.dtype != np.int64:
            raise RuntimeError(f"torch.searchsorted(): sorter must be a tensor of long dtype but got dtype "
                               f"{scalar_type_name(sorter.dtype)}")
        if sorter.shape != sequence.shape:
            raise RuntimeError(f"torch.searchsorted(): boundary and sorter must have the same size, but got boundary "
                               f"tensor {format_shape(sequence.shape)}and got sorter tensor "
                               f"{format_shape(sorter.shape)}")
        sequence = np.take_along_axis(sequence, sorter, axis=-1)
    if sequence.ndim > 1 and (values.ndim != sequence.ndim or values.shape[:-1] != sequence.shape[:-1]):
        raise RuntimeError(f"torch.searchsorted(): boundaries tensor should be 1 dimension or the first N-1 "
                           f"dimensions of boundaries tensor and input value tensor must match, but we got "
                           f"boundaries tensor {format_shape(sequence.shape)} and input value tensor "
                           f"{format_shape(values.shape)}")
    common = np.result_type(sequence.dtype, values.dtype)
    seq = sequence.astype(common, copy=False)
    vals = values.astype(common, copy=False)
    if sequence.ndim == 1:
        flat = vals.reshape(1, -1)
        out = _binary_search(seq.reshape(1, -1), flat, right).reshape(values.shape)
    else:
        out = _binary_search(seq, vals, right)
    out = out.astype(np.int32 if out_int32 else np.int64)
    return out.reshape(()) if scalar else out


def bucketize(values, boundaries, out_int32, right):
    """torch.bucketize: the bucket of each value between 1-D boundaries."""
    if np.ndim(boundaries) != 1:
        raise RuntimeError(f"boundaries tensor must be 1 dimension, but got dim({np.ndim(boundaries)})")
    return searchsorted(boundaries, values, out_int32, right, None, None)
