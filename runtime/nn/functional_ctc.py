"""F.ctc_loss: the connectionist temporal classification loss (Graves et al. 2006), the negative log of
the summed probability of every frame-level alignment of a target sequence (labels with blanks between
and around them, repeats merged) under per-frame log-probabilities. Composed of table ops: the forward
variable alpha_t(s) over the extended target (blank, l1, blank, l2, ..., blank) is built frame by frame
with logsumexp, so autograd gives the gradient. "Impossible" alignments (an input too short for its
target) give an infinite loss, or 0 with zero_infinity=True."""
import numpy as np

from ..core import creation
from ..generated import ops as _ops
from ..kernels.loss import reduction_enum

# log(0) for the recursion: finite, so that logsumexp's gradient stays 0 (not nan) where every term is
# impossible; a loss beyond half of it is an impossible alignment and becomes inf
_IMPOSSIBLE = -1e30


def _lengths(values):
    array = values.numpy() if hasattr(values, "numpy") else np.asarray(values)
    return np.asarray(array, dtype=np.int64).reshape(-1)


def ctc_loss(log_probs, targets, input_lengths, target_lengths, blank=0, reduction="mean", zero_infinity=False):
    """log_probs (T, N, C) (or (T, C) unbatched) from log_softmax; targets (N, S) padded or the targets
    concatenated in 1-D; lengths as tensors or sequences. reduction 'mean' divides each loss by its target
    length (at least 1) before averaging over the batch."""
    reduction_enum(reduction)
    batched = log_probs.dim() == 3
    if not batched:
        log_probs = log_probs.unsqueeze(1)
        targets = targets.unsqueeze(0) if targets.dim() == 1 else targets
    frames, batch, _ = log_probs.shape
    input_lengths = _lengths(input_lengths)
    target_lengths = _lengths(target_lengths)
    if input_lengths.size != batch:
        raise RuntimeError("input_lengths must be of size batch_size")
    if target_lengths.size != batch:
        raise RuntimeError("target_lengths must be of size batch_size")
    labels = targets.numpy().astype(np.int64)
    longest = int(target_lengths.max()) if batch else 0
    if labels.ndim == 1:   # concatenated targets: split by the lengths
        starts = np.concatenate([[0], np.cumsum(target_lengths)[:-1]])
        padded = np.zeros((batch, longest), dtype=np.int64)
        for n, (start, length) in enumerate(zip(starts, target_lengths)):
            padded[n, :length] = labels[start:start + length]
        labels = padded
    elif labels.shape[1] < longest:
        raise RuntimeError(f"Expected tensor to have size at least {longest} at dimension 1, but got size "
                           f"{labels.shape[1]} for argument #2 'targets' (while checking arguments for "
                           "ctc_loss_allocate_outputs)")
    for n in range(batch):
        if input_lengths[n] > frames:
            raise RuntimeError(f"Expected input_lengths to have value at most {frames}, but got value "
                               f"{input_lengths[n]} (while checking arguments for ctc_loss_allocate_outputs)")
    width = 2 * longest + 1
    extended = np.full((batch, width), blank, dtype=np.int64)
    extended[:, 1::2] = labels[:, :longest]
    # a label position (odd s) may come from s - 2 when its label differs from the previous one (a repeat
    # needs a blank between); by position, as PyTorch's kernel, so a label equal to `blank` counts as a label
    skip = np.zeros((batch, width), dtype=bool)
    skip[:, 3::2] = extended[:, 3::2] != extended[:, 1:-2:2]

    per_frame = log_probs.transpose(0, 1)                                     # (N, T, C)
    emit = _ops.gather(per_frame, 2, creation.tensor(extended).unsqueeze(1).expand(batch, frames, width))
    impossible = creation.full((batch, width), _IMPOSSIBLE, dtype=log_probs.dtype)
    start = creation.tensor(np.arange(width) < 2)
    alpha = _ops.where(start, emit[:, 0], impossible)
    alphas = [alpha]
    skip = creation.tensor(skip)
    for t in range(1, frames):
        from_one = _ops.cat([impossible[:, :1], alpha[:, :-1]], 1)
        from_two = _ops.where(skip, _ops.cat([impossible[:, :2], alpha[:, :-2]], 1), impossible)
        alpha = _ops.logsumexp(_ops.stack([alpha, from_one, from_two]), [0]) + emit[:, t]
        alphas.append(alpha)
    alphas = _ops.stack(alphas, 1)                                            # (N, T, width)
    last = creation.tensor(np.maximum(input_lengths - 1, 0))
    final = _ops.gather(alphas, 1, last.reshape(batch, 1, 1).expand(batch, 1, width)).squeeze(1)
    ends = np.stack([2 * target_lengths, np.maximum(2 * target_lengths - 1, 0)], 1)
    ending = _ops.gather(final, 1, creation.tensor(ends))
    # an empty target ends at position 0 only: its second "end" must not count twice
    ending = _ops.where(creation.tensor(np.stack([np.ones(batch, bool), target_lengths > 0], 1)), ending,
                        impossible[:, :2])
    loss = -_ops.logsumexp(ending, [1])
    infinite = _ops.gt(loss, -_IMPOSSIBLE / 2)
    loss = _ops.where(infinite, creation.zeros_like(loss) if zero_infinity else creation.full_like(loss, np.inf), loss)
    if reduction == "mean":
        return (loss / creation.tensor(np.maximum(target_lengths, 1)).to(loss.dtype)).mean()
    if reduction == "sum":
        return loss.sum()
    return loss if batched else loss.squeeze(0)
