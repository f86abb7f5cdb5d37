"""The nn ops PyTorch also exports in the torch namespace (torch.selu, torch.dropout, ...), with the
signatures they have there: aten's, so dropout's flag is `train`, a loss's reduction is an int
(0 none, 1 mean, 2 sum) and the normalisations take a `cudnn_enabled` flag, which the CPU ignores.
`import gradtable` binds every name of __all__ (runtime/__init__.py)."""
from ..ops.dropout import dropout_impl
from .functional_activation import rrelu_, rrelu_torch, selu_
from .functional_activation import selu as _selu

__all__ = ["selu", "selu_", "rrelu", "rrelu_", "dropout", "dropout_", "feature_dropout", "feature_dropout_",
           "alpha_dropout", "alpha_dropout_", "feature_alpha_dropout", "feature_alpha_dropout_"]

rrelu = rrelu_torch


def selu(input):
    return _selu(input)


def dropout(input, p, train):
    return dropout_impl(input, p, train)


def dropout_(input, p, train):
    return dropout_impl(input, p, train, inplace=True)


def feature_dropout(input, p, train):
    return dropout_impl(input, p, train, feature=True)


def feature_dropout_(input, p, train):
    return dropout_impl(input, p, train, feature=True, inplace=True)


def alpha_dropout(input, p, train):
    return dropout_impl(input, p, train, alpha=True)


def alpha_dropout_(input, p, train):
    return dropout_impl(input, p, train, alpha=True, inplace=True)


def feature_alpha_dropout(input, p, train):
    return dropout_impl(input, p, train, feature=True, alpha=True)


def feature_alpha_dropout_(input, p, train):
    return dropout_impl(input, p, train, feature=True, alpha=True, inplace=True)
