"""torch.nn.utils.rnn: batching sequences of different lengths.

A padded batch is a (T, B, *) tensor (or (B, T, *) with batch_first) where sequence b is valid for its
first lengths[b] steps. A PackedSequence keeps only the valid steps, time-major: `data` holds step 0 of
every sequence, then step 1 of those still running, ..., and `batch_sizes[t]` says how many sequences
are still running at step t (so the batch must be sorted by decreasing length; `sorted_indices` records
the sort when the caller's order was different).

Packing and unpacking are a single `index_select` each (plus a `cat` of one padding row when unpacking),
so gradients flow back through them to the padded inputs as in PyTorch.
"""
from collections.abc import Iterable
from typing import NamedTuple

import numpy as np

from ...core import dtypes
from ...core.creation import arange, as_tensor, empty_like, full
from ...core.tensor import Tensor
from ...generated import ops

__all__ = ["PackedSequence", "invert_permutation", "pack_padded_sequence", "pad_packed_sequence", "pad_sequence",
           "unpad_sequence", "pack_sequence", "unpack_sequence"]


class PackedSequence_(NamedTuple):
    data: Tensor
    batch_sizes: Tensor
    sorted_indices: Tensor | None
    unsorted_indices: Tensor | None


class PackedSequence(PackedSequence_):
    """A packed batch (see the module docstring). Made by pack_padded_sequence / pack_sequence; also
    `PackedSequence(data, batch_sizes, sorted_indices)` or `PackedSequence((data, batch_sizes))`."""

    def __new__(cls, data, batch_sizes=None, sorted_indices=None, unsorted_indices=None):
        if unsorted_indices is None:
            unsorted_indices = invert_permutation(sorted_indices)
        if batch_sizes is None:
            if not (isinstance(data, (list, tuple)) and len(data) == 2):
                raise AssertionError("Expected data to be a list or tuple of length 2")
            data, batch_sizes = data
        return super().__new__(cls, data, batch_sizes, sorted_indices, unsorted_indices)

    def to(self, *args, **kwargs):
        """The same packing with `data` converted (indices stay int64, as PyTorch keeps them)."""
        data = self.data.to(*args, **kwargs)
        if data is self.data:
            return self
        return type(self)(data, self.batch_sizes, self.sorted_indices, self.unsorted_indices)

    def cpu(self):
        return self

    def double(self):
        return self.to(dtype=dtypes.float64)

    def float(self):
        return self.to(dtype=dtypes.float32)

    def half(self):
        return self.to(dtype=dtypes.float16)

    def bfloat16(self):
        return self.to(dtype=dtypes.bfloat16)

    def long(self):
        return self.to(dtype=dtypes.int64)

    def int(self):
        return self.to(dtype=dtypes.int32)

    def short(self):
        return self.to(dtype=dtypes.int16)

    def byte(self):
        return self.to(dtype=dtypes.uint8)

    @property
    def is_cuda(self):
        return False

    def is_pinned(self):
        return False


def bind(optional, fn):
    """fn(optional), or None when optional is None (PyTorch's helper for an optional sorted_indices)."""
    if optional is None:
        return None
    return fn(optional)


def copy_method_params(source_method):
    """A decorator that gives the decorated method source_method's call signature for type checkers;
    at run time the method is returned unchanged (PyTorch's typing helper, public in this module)."""
    def keep(func):
        return func
    return keep


def invert_permutation(permutation):
    """The inverse permutation of a 1-D index tensor (None for None)."""
    if permutation is None:
        return None
    output = empty_like(permutation)
    output.scatter_(0, permutation, arange(0, permutation.numel()))
    return output


def _lengths_array(lengths):
    """lengths (a list or a tensor) as an int64 NumPy vector, checked as PyTorch checks it."""
    if not isinstance(lengths, Tensor):
        lengths = as_tensor(lengths, dtype=dtypes.int64)
    else:
        lengths = lengths.to(dtype=dtypes.int64)
    if lengths.dim() != 1:
        raise RuntimeError(f"'lengths' argument should be a 1D CPU int64 tensor, but got {lengths.dim()}D cpu "
                           "Long tensor")
    return lengths, lengths.numpy()


def pack_padded_sequence(input, lengths, batch_first=False, enforce_sorted=True):
    """Pack a padded batch: `input` is (T, B, *) (or (B, T, *) with batch_first), sequence b valid for its
    first lengths[b] steps. With enforce_sorted the lengths must be decreasing; otherwise the batch is
    sorted first and the permutation kept in the result."""
    lengths, steps = _lengths_array(lengths)
    sorted_indices = None
    if not enforce_sorted:
        lengths, sorted_indices = ops.sort(lengths, descending=True)
        steps = lengths.numpy()
        input = input.index_select(0 if batch_first else 1, sorted_indices)
    if batch_first:
        input = input.transpose(0, 1)
    batch = input.shape[1]
    if len(steps) != batch:
        raise RuntimeError(f"Expected `len(lengths)` to be equal to batch_size, but got {len(steps)} "
                           f"(batch_size={batch})")
    if (steps <= 0).any():
        raise RuntimeError("Length of all samples has to be greater than 0, but found an element in 'lengths' "
                           "that is <= 0")
    if (np.diff(steps) > 0).any():
        raise RuntimeError("`lengths` array must be sorted in decreasing order when `enforce_sorted` is True. You "
                           "can pass `enforce_sorted=False` to pack_padded_sequence and/or pack_sequence to "
                           "sidestep this requirement if you do not need ONNX exportability.")
    if steps[0] > input.shape[0]:  # PyTorch reads past the end here; refuse instead
        raise RuntimeError(f"pack_padded_sequence: a length of {steps[0]} is longer than the padded input's "
                           f"{input.shape[0]} time steps")
    batch_sizes = (steps[None, :] > np.arange(steps[0])[:, None]).sum(axis=1)
    # Row t*B + b of the (T*B, *) view is step t of sequence b; step t keeps sequences 0..batch_sizes[t]-1.
    rows = np.concatenate([t * batch + np.arange(n) for t, n in enumerate(batch_sizes)])
    data = input.reshape(input.shape[0] * batch, *input.shape[2:]).index_select(0, as_tensor(rows))
    return PackedSequence(data, as_tensor(batch_sizes.astype(np.int64)), sorted_indices, None)


def pad_packed_sequence(sequence, batch_first=False, padding_value=0.0, total_length=None):
    """Undo pack_padded_sequence: (padded batch, lengths), the batch back in its original order and
    padded with padding_value to the longest sequence (or to total_length)."""
    batch_sizes = sequence.batch_sizes.numpy()
    steps = len(batch_sizes)
    if total_length is not None:
        if total_length < steps:
            raise ValueError("Expected total_length to be at least the length of the longest sequence in input, but "
                             f"got total_length={total_length} and max sequence length being {steps}")
        steps = total_length
    data = sequence.data
    batch = int(batch_sizes[0]) if len(batch_sizes) else 0
    # Index into data followed by one padding row: every (t, b) slot names its source row.
    pad_row = len(data)
    source = np.full((steps, batch), pad_row, dtype=np.int64)
    offset = 0
    for t, n in enumerate(batch_sizes):
        source[t, :n] = np.arange(offset, offset + n)
        offset += n
    padding = full((1, *data.shape[1:]), padding_value, dtype=data.dtype)
    rows = ops.cat([data, padding]).index_select(0, as_tensor(source.reshape(-1)))
    padded = rows.reshape(steps, batch, *data.shape[1:])
    lengths = as_tensor((batch_sizes[:, None] > np.arange(batch)[None, :]).sum(axis=0).astype(np.int64))
    if batch_first:
        padded = padded.transpose(0, 1)
    if sequence.unsorted_indices is not None:
        padded = padded.index_select(0 if batch_first else 1, sequence.unsorted_indices)
        lengths = lengths[sequence.unsorted_indices]
    return padded, lengths


def pad_sequence(sequences, batch_first=False, padding_value=0.0, padding_side="right"):
    """Stack sequences of shapes (L_i, *) into one (T, B, *) tensor (or (B, T, *)), T the longest L_i,
    padding each on `padding_side` with padding_value. The result has the first sequence's dtype."""
    if not isinstance(sequences, Iterable):
        raise RuntimeError("pad_sequence: Expected iterable for input sequences, but got arg of type: "
                           f"{type(sequences)}")
    sequences = tuple(sequences)
    if not sequences:
        raise RuntimeError("received an empty list of sequences")
    if padding_side not in ("left", "right"):
        raise RuntimeError(f"Expected padding_side to be one of left or right, but got {padding_side}.")
    if any(s.dim() == 0 for s in sequences):
        raise RuntimeError("pad_sequence: every sequence needs a length dimension, but got a 0-dim tensor")
    dtype, trailing = sequences[0].dtype, tuple(sequences[0].shape[1:])
    longest = max(s.shape[0] for s in sequences)
    columns = []
    for s in sequences:
        if tuple(s.shape[1:]) != trailing:
            bad = next(i for i, (a, b) in enumerate(zip(s.shape[1:], trailing)) if a != b) \
                if len(s.shape) == len(trailing) + 1 else 0
            raise RuntimeError(f"The size of tensor a ({trailing[bad]}) must match the size of tensor b "
                               f"({s.shape[1 + bad]}) at non-singleton dimension {1 + bad}")
        s = s.to(dtype=dtype)
        fill = full((longest - s.shape[0], *trailing), padding_value, dtype=dtype)
        columns.append(ops.cat([s, fill] if padding_side == "right" else [fill, s]))
    return ops.stack(columns, 0 if batch_first else 1)


def unpad_sequence(padded_sequences, lengths, batch_first=False):
    """Split a padded batch back into its sequences (a list of (lengths[b], *) tensors).

    PyTorch transposes a time-major input in place as a side effect; here the input is left unchanged."""
    if not batch_first:
        padded_sequences = padded_sequences.transpose(0, 1)
    return [seq[:int(length)] for seq, length in zip(padded_sequences, lengths)]


def pack_sequence(sequences, enforce_sorted=True):
    """Pack a list of (L_i, *) sequences: pad_sequence followed by pack_padded_sequence."""
    lengths = as_tensor([v.size(0) for v in sequences])
    return pack_padded_sequence(pad_sequence(sequences), lengths, enforce_sorted=enforce_sorted)


def unpack_sequence(packed_sequences):
    """The list of sequences a PackedSequence holds, in their original order."""
    padded, lengths = pad_packed_sequence(packed_sequences, batch_first=True)
    return unpad_sequence(padded, lengths, batch_first=True)
