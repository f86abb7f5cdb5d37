"""Turning a list of samples into a batch (torch.utils.data._utils.collate): default_collate,
default_convert, and the type-dispatching `collate` they are built on.

The batch keeps the structure of one sample: tensors are stacked along a new first dimension,
Python numbers become tensors (float -> float64, int -> int64, bool -> bool, as PyTorch's
torch.tensor of the list gives), NumPy arrays and scalars become tensors of their own dtype,
strings and bytes stay a list, and mappings, named tuples and sequences are collated field by
field (a plain tuple of fields comes back as a list, as in PyTorch).
"""
import collections.abc
import copy
import re

import numpy as np

from ...core.creation import as_tensor, tensor
from ...core.dtypes import float64
from ...core.tensor import Tensor
from ...generated import ops as _ops

_STRING_OR_OBJECT = re.compile(r"[SaUO]")   # NumPy dtype codes that cannot become a tensor

default_collate_err_msg_format = ("default_collate: batch must contain tensors, numpy arrays, numbers, "
                                  "dicts or lists; found {}")


def _rebuild_mapping(mapping, values):
    """A mapping of the sample's own type where it can be rebuilt, else a dict."""
    try:
        if isinstance(mapping, collections.abc.MutableMapping):
            clone = copy.copy(mapping)
            clone.update(values)
            return clone
        return type(mapping)(values)
    except TypeError:
        return values


def _rebuild_sequence(sequence, values):
    """A sequence of the sample's own type where it can be rebuilt (e.g. not range), else a list."""
    try:
        if isinstance(sequence, collections.abc.MutableSequence):
            clone = copy.copy(sequence)
            for i, v in enumerate(values):
                clone[i] = v
            return clone
        return type(sequence)(values)
    except TypeError:
        return values


def default_convert(data):
    """NumPy arrays and scalars inside `data` become tensors; everything else is kept (the
    DataLoader's conversion when batching is off)."""
    kind = type(data)
    if isinstance(data, Tensor):
        return data
    if kind.__module__ == "numpy" and kind.__name__ not in ("str_", "string_", "bytes_"):
        if kind.__name__ == "ndarray" and _STRING_OR_OBJECT.search(data.dtype.str) is not None:
            return data
        return as_tensor(data)
    if isinstance(data, collections.abc.Mapping):
        return _rebuild_mapping(data, {key: default_convert(data[key]) for key in data})
    if isinstance(data, tuple) and hasattr(data, "_fields"):
        return kind(*(default_convert(d) for d in data))
    if isinstance(data, tuple):
        return [default_convert(d) for d in data]
    if isinstance(data, collections.abc.Sequence) and not isinstance(data, (str, bytes)):
        return _rebuild_sequence(data, [default_convert(d) for d in data])
    return data


def collate_tensor_fn(batch, *, collate_fn_map=None):
    return _ops.stack(list(batch), 0)


def collate_numpy_array_fn(batch, *, collate_fn_map=None):
    if _STRING_OR_OBJECT.search(batch[0].dtype.str) is not None:
        raise TypeError(default_collate_err_msg_format.format(batch[0].dtype))
    return collate([as_tensor(b) for b in batch], collate_fn_map=collate_fn_map)


def collate_numpy_scalar_fn(batch, *, collate_fn_map=None):
    return as_tensor(np.array(batch))


def collate_float_fn(batch, *, collate_fn_map=None):
    return tensor(batch, dtype=float64)


def collate_int_fn(batch, *, collate_fn_map=None):
    return tensor(batch)


def collate_str_fn(batch, *, collate_fn_map=None):
    return batch


default_collate_fn_map = {
    Tensor: collate_tensor_fn,
    np.ndarray: collate_numpy_array_fn,
    (np.bool_, np.number, np.object_): collate_numpy_scalar_fn,
    float: collate_float_fn,
    int: collate_int_fn,
    str: collate_str_fn,
    bytes: collate_str_fn,
}


def collate(batch, *, collate_fn_map=None):
    """Collate by the type of the first sample: an entry of collate_fn_map (exact type first, then
    the first key it is an instance of), else by structure (mapping, named tuple, sequence)."""
    elem = batch[0]
    kind = type(elem)
    if collate_fn_map is not None:
        if kind in collate_fn_map:
            return collate_fn_map[kind](batch, collate_fn_map=collate_fn_map)
        for key, fn in collate_fn_map.items():
            if isinstance(elem, key):
                return fn(batch, collate_fn_map=collate_fn_map)
    if isinstance(elem, collections.abc.Mapping):
        return _rebuild_mapping(elem, {key: collate([d[key] for d in batch], collate_fn_map=collate_fn_map)
                                       for key in elem})
    if isinstance(elem, tuple) and hasattr(elem, "_fields"):
        return kind(*(collate(field, collate_fn_map=collate_fn_map) for field in zip(*batch)))
    if isinstance(elem, collections.abc.Sequence):
        size = len(elem)
        if any(len(sample) != size for sample in batch):
            raise RuntimeError("each element in list of batch should be of equal size")
        fields = [collate(field, collate_fn_map=collate_fn_map) for field in zip(*batch)]
        return fields if isinstance(elem, tuple) else _rebuild_sequence(elem, fields)
    raise TypeError(default_collate_err_msg_format.format(kind))


def default_collate(batch):
    """The DataLoader's default: a list of samples -> one batch of the samples' structure."""
    return collate(batch, collate_fn_map=default_collate_fn_map)
