"""F.embedding_bag: sums, means or maxima of bags of embedding rows, without the (N, D) tensor
of all rows ever being the result.

Which rows go in which bag is integer bookkeeping, done here in NumPy; the values go through
table ops (embedding to pick the rows, index_add to sum them per bag, gather to take each
bag's maximum), so gradients, scale_grad_by_freq and double backward come from their formulas:
the max mode sends the gradient to the one row that was the maximum (the first of equal ones),
rows at padding_idx are left out of their bags, and an empty bag is zeros.
"""
import warnings

import numpy as np

from ..autograd.grad_mode import no_grad
from ..core import creation
from ..core.dtypes import int64
from ..core.typename import typename as _typename
from ..generated import ops

_MODES = {"sum": 0, "mean": 1, "max": 2}
_INDEX_ERROR = ("Expected i < index_size to be true, but got false.  (Could this error message be improved?  If so, "
                "please report an enhancement request to PyTorch.)")


def embedding_bag(input, weight, offsets=None, max_norm=None, norm_type=2, scale_grad_by_freq=False, mode="mean",
                  sparse=False, per_sample_weights=None, include_last_offset=False, padding_idx=None):
    if weight.dtype == int64 and input.is_floating_point():  # the old argument order
        warnings.warn("Argument order of nn.functional.embedding_bag was changed. Usage `embedding_bag(weight, "
                      "input, ...)` is deprecated, and should now be `embedding_bag(input, weight, ...)`.",
                      stacklevel=2)
        weight, input = input, weight
    if per_sample_weights is not None and input.size() != per_sample_weights.size():
        raise ValueError(f"embedding_bag: If per_sample_weights ({per_sample_weights.shape}) is not None, then it "
                         f"must have the same shape as the input ({input.shape})")
    if weight.dim() != 2:
        raise ValueError(f"weight has to be a 2D Tensor, but got Tensor of dimension {weight.dim()}")
    if input.dim() == 2:
        if offsets is not None:
            raise ValueError("if input is 2D, then offsets has to be None, as input is treated is a mini-batch of "
                             f"fixed length sequences. However, found offsets of type {type(offsets)}")
        offsets = creation.arange(0, input.numel(), input.size(1), dtype=input.dtype)
        include_last_offset = False
        input = input.reshape(-1)
        if per_sample_weights is not None:
            per_sample_weights = per_sample_weights.reshape(-1)
    elif input.dim() == 1:
        if offsets is None:
            raise ValueError("offsets has to be a 1D Tensor but got None")
        if offsets.dim() != 1:
            raise ValueError("offsets has to be a 1D Tensor")
    else:
        raise ValueError(f"input has to be 1D or 2D Tensor, but got Tensor of dimension {input.dim()}")
    if mode not in _MODES:
        raise ValueError("mode has to be one of sum, mean or max")
    if mode == "max" and scale_grad_by_freq:
        raise ValueError("max mode does not support scaling the gradient by the frequency")
    if mode == "max" and sparse:
        raise ValueError("max mode does not support sparse weights")
    if max_norm is not None:   # the rows input names are renormalised in place first, outside autograd
        with no_grad():
            ops.embedding_renorm_(weight, input, max_norm, norm_type)
    if per_sample_weights is not None and mode != "sum":
        raise NotImplementedError("embedding_bag: per_sample_weights was not None. per_sample_weights is only "
                                  f"supported for mode='sum' (got mode='{mode}'). Please open a feature request on "
                                  "GitHub.")
    _check_types(input, weight, offsets, per_sample_weights)
    bags, rows, positions, n_bags = _bags(input._data, offsets, weight.shape[0], include_last_offset,
                                          _padding_index(padding_idx, weight.shape[0]))
    picked = ops.embedding(weight, creation.tensor(rows, dtype=int64), -1, scale_grad_by_freq, sparse)
    dim = weight.shape[1]
    if mode == "max":
        return _bag_max(picked, weight._data[rows], bags, n_bags, dim)
    if per_sample_weights is not None:
        picked = picked * per_sample_weights[creation.tensor(positions, dtype=int64)].unsqueeze(1)
    out = ops.index_add(creation.zeros((n_bags, dim), dtype=weight.dtype), 0, creation.tensor(bags, dtype=int64),
                        picked)
    if mode == "mean":
        counts = np.maximum(np.bincount(bags, minlength=n_bags), 1).astype(weight._data.dtype)
        out = out / creation.tensor(counts[:, None], dtype=weight.dtype)
    return out


def _check_types(input, weight, offsets, per_sample_weights):
    """The native embedding_bag's argument checks (its texts)."""
    for t in (input, offsets):  # (PyTorch calls offsets 'indices' too)
        if t._data.dtype.kind not in "iu" or t._data.dtype.itemsize not in (4, 8):
            raise RuntimeError("Expected tensor for argument #1 'indices' to have one of the following scalar types: "
                               f"Long, Int; but got {_typename(t)} instead (while checking arguments for "
                               "embedding_bag)")
    if weight._data.dtype.kind != "f":
        raise RuntimeError("Expected tensor for argument #1 'weight' to have one of the following scalar types: Half, "
                           f"BFloat16, Float, Double; but got {_typename(weight)} instead (while checking arguments "
                           "for embedding_bag)")
    if per_sample_weights is not None and per_sample_weights.dtype != weight.dtype:
        raise RuntimeError("Expected tensor for argument #1 'weight' to have the same type as tensor for argument #1 "
                           f"'per_sample_weights'; but type {_typename(weight)} does not equal "
                           f"{_typename(per_sample_weights)} (while checking arguments for embedding_bag)")


def _padding_index(padding_idx, num_weights):
    if padding_idx is None:
        return None
    if not -num_weights <= padding_idx < num_weights:
        raise RuntimeError(f"padding_idx must be within the number of embeddings, -{num_weights} through "
                           f"{num_weights - 1}, but got {padding_idx}")
    return padding_idx % num_weights


def _bags(indices, offsets, num_weights, include_last_offset, padding_idx):
    """(bag of each kept position, its row, the position itself, number of bags): positions whose
    row is padding_idx (or past the last bag's end with include_last_offset) are left out."""
    offsets_type = _typename(offsets)
    indices = indices.astype(np.int64)
    offsets = offsets._data.astype(np.int64)
    n = indices.shape[0]
    if offsets.size and offsets[0] != 0:
        # (PyTorch's text ends with the C++ printing of offsets[0]'s empty-shaped type)
        raise RuntimeError("offsets[0] has to be 0, i.e., the first sequence in the mini-batch has to start from "
                           f"position 0. However, got {offsets[0]}\n[ {offsets_type}{{}} ]")
    if offsets.size and offsets[-1] > n:
        raise RuntimeError(f"offsets[-1] can not be greater than input's length {n} but got offsets[-1] of "
                           f"{offsets[-1]}")
    if np.any(np.diff(offsets) < 0) or np.any((indices < 0) | (indices >= num_weights)):
        raise RuntimeError(_INDEX_ERROR)
    starts = offsets[:-1] if include_last_offset else offsets
    end = offsets[-1] if include_last_offset and offsets.size else n
    positions = np.arange(min(end, n) if starts.size else 0)
    bags = np.searchsorted(starts, positions, side="right") - 1
    if padding_idx is not None:
        keep = indices[positions] != padding_idx
        positions, bags = positions[keep], bags[keep]
    return bags, indices[positions], positions, starts.shape[0]


def _bag_max(picked, values, bags, n_bags, dim):
    """Each bag's column-wise maximum, as a gather from the picked rows (plus a row of zeros that
    empty bags take), so the gradient reaches only the row that was the maximum."""
    k = values.shape[0]
    index = np.full((n_bags, dim), k, dtype=np.int64)
    if k:
        starts = np.flatnonzero(np.r_[True, bags[1:] != bags[:-1]])  # bags are sorted: one run per bag
        best = np.maximum.reduceat(values, starts, axis=0)
        best_of_row = np.repeat(best, np.diff(np.r_[starts, k]), axis=0)
        is_best = (values == best_of_row) | (np.isnan(values) & np.isnan(best_of_row))
        candidates = np.where(is_best, np.arange(k)[:, None], k)
        index[bags[starts]] = np.minimum.reduceat(candidates, starts, axis=0)
    padded = ops.cat([picked, creation.zeros((1, dim), dtype=picked.dtype)])
    return ops.gather(padded, 0, creation.tensor(index, dtype=int64))
