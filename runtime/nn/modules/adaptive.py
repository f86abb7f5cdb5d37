"""AdaptiveLogSoftmaxWithLoss: a softmax over many classes split by frequency (Grave et al., "Efficient
softmax approximation for GPUs"). The `cutoffs[0]` most frequent classes and one entry per remaining
cluster share the head; each cluster's classes get a tail, a two-layer projection whose hidden size
shrinks by div_value per cluster. A sample's log-probability is the head's for a shortlist class, else
the head's for its cluster plus the cluster's own for the class."""
from collections import namedtuple

import numpy as np

from ...core import creation
from ...generated import ops
from .. import functional as F
from .container import ModuleList, Sequential
from .linear import Linear
from .module import Module

_ASMoutput = namedtuple("_ASMoutput", ["output", "loss"])


class AdaptiveLogSoftmaxWithLoss(Module):
    """forward(input, target) -> (output, loss): each sample's target log-probability and their mean
    negated; log_prob(input) gives every class's, predict(input) the most likely class."""

    def __init__(self, in_features, n_classes, cutoffs, div_value=4.0, head_bias=False, device=None, dtype=None):
        super().__init__()
        cutoffs = list(cutoffs)
        if len(cutoffs) == 0:
            raise ValueError("cutoffs should be a sequence of length larger than 0")
        if (cutoffs != sorted(cutoffs) or min(cutoffs) <= 0 or max(cutoffs) > n_classes - 1
                or len(set(cutoffs)) != len(cutoffs) or any(int(c) != c for c in cutoffs)):
            raise ValueError("cutoffs should be a sequence of unique, positive integers sorted in an increasing "
                             "order, where each value is between 1 and n_classes-1")
        self.in_features = in_features
        self.n_classes = n_classes
        self.cutoffs = cutoffs + [n_classes]
        self.div_value = div_value
        self.head_bias = head_bias
        self.shortlist_size = self.cutoffs[0]
        self.n_clusters = len(self.cutoffs) - 1
        self.head_size = self.shortlist_size + self.n_clusters
        self.head = Linear(in_features, self.head_size, bias=head_bias, device=device, dtype=dtype)
        self.tail = ModuleList()
        for i in range(self.n_clusters):
            hidden = int(in_features // (div_value ** (i + 1)))
            size = self.cutoffs[i + 1] - self.cutoffs[i]
            self.tail.append(Sequential(Linear(in_features, hidden, bias=False, device=device, dtype=dtype),
                                        Linear(hidden, size, bias=False, device=device, dtype=dtype)))

    def reset_parameters(self):
        self.head.reset_parameters()
        for to_hidden, to_classes in self.tail:
            to_hidden.reset_parameters()
            to_classes.reset_parameters()

    def forward(self, input_, target_):
        target_dim = target_.dim()
        if target_dim == 1:
            if input_.size(0) != target_.size(0):
                raise RuntimeError("Input and target should have the same size in the batch dimension.")
            if input_.dim() != 2:
                raise RuntimeError(f"1D target tensor expects 2D input tensors, but found inputs with size "
                                   f"{input_.size()}")
        elif target_dim == 0:
            if input_.dim() != 1:
                raise RuntimeError(f"0D target tensor expects 1D input tensors, but found inputs with size "
                                   f"{input_.size()}")
        else:
            raise RuntimeError("0D or 1D target tensor expected, multi-target not supported")
        batched = target_dim > 0
        input = input_ if batched else input_.unsqueeze(0)
        target = target_ if batched else target_.unsqueeze(0)
        labels = target.numpy()
        bounds = [0] + self.cutoffs
        if labels.size and (labels.min() < 0 or labels.max() >= self.n_classes):
            raise RuntimeError(f"Target values should be in [0, {self.n_classes - 1}], but values in range "
                               f"[{labels.min()}, {labels.max()}] were found. ")
        # the head entry each sample reads: its class in the shortlist, else its cluster's entry
        head_index = labels.copy()
        output = creation.zeros(len(labels), dtype=input.dtype)
        for i in range(1, len(bounds) - 1):
            rows = np.flatnonzero((labels >= bounds[i]) & (labels < bounds[i + 1]))
            if rows.size == 0:
                continue
            head_index[rows] = self.shortlist_size + i - 1
            cluster = F.log_softmax(self.tail[i - 1](ops.index_select(input, 0, creation.tensor(rows))), dim=1)
            picked = ops.gather(cluster, 1, creation.tensor(labels[rows] - bounds[i]).unsqueeze(1)).squeeze(1)
            output = ops.index_copy(output, 0, creation.tensor(rows), picked)
        head = F.log_softmax(self.head(input), dim=1)
        output = output + ops.gather(head, 1, creation.tensor(head_index).unsqueeze(1)).squeeze()
        loss = (-output).mean()
        if not batched:
            output = output.squeeze(0)
        return _ASMoutput(output, loss)

    def _get_full_log_prob(self, input, head_output):
        """(N, n_classes) log-probabilities: the head's for the shortlist, each cluster's shifted by its head entry."""
        head = F.log_softmax(head_output, dim=1)
        parts = [ops.narrow(head, 1, 0, self.shortlist_size)]
        for i in range(self.n_clusters):
            cluster = F.log_softmax(self.tail[i](input), dim=1)
            parts.append(cluster + ops.narrow(head, 1, self.shortlist_size + i, 1))
        return ops.cat(parts, 1)

    def log_prob(self, input):
        """(N, n_classes) log-probabilities of a batch (a 1-D input is refused, as in PyTorch, by log_softmax)."""
        return self._get_full_log_prob(input, self.head(input))

    def predict(self, input):
        """The most likely class of each sample of a batch; the full distribution is computed only for
        samples whose best head entry is a cluster."""
        head_output = self.head(input)
        best = ops.argmax(head_output, 1)
        elsewhere = best >= self.shortlist_size
        if bool(elsewhere.any()):
            index = creation.tensor(elsewhere.numpy().nonzero()[0])
            full = self._get_full_log_prob(ops.index_select(input, 0, index), ops.index_select(head_output, 0, index))
            best = ops.index_copy(best, 0, index, ops.argmax(full, 1))
        return best
