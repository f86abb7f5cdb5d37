"""The nn ops PyTorch also exports in the torch namespace (torch.selu, torch.dropout, ...), with the
signatures they have there: aten's, so dropout's flag is `train`, a loss's reduction is an int
(0 none, 1 mean, 2 sum) and the normalisations take a `cudnn_enabled` flag, which the CPU ignores.
`import gradtable` binds every name of __all__ (runtime/__init__.py)."""
from ..generated import ops as _ops
from ..ops import loss_composite as _losses
from ..ops.dropout import dropout_impl
from . import functional as _F
from .functional_activation import rrelu_, rrelu_torch, selu_
from .functional_activation import selu as _selu
from .functional_grid import grid_sampler  # noqa: F401  (public: torch.grid_sampler, F.grid_sample's op)
from .functional_normalization import instance_norm as _instance_norm
from .modules.rnn_cell import gru_step, lstm_step, rnn_relu_step, rnn_tanh_step

_REDUCTIONS = {0: "none", 1: "mean", 2: "sum"}

__all__ = ["selu", "selu_", "rrelu", "rrelu_", "dropout", "dropout_", "feature_dropout", "feature_dropout_",
           "alpha_dropout", "alpha_dropout_", "feature_alpha_dropout", "feature_alpha_dropout_",
           "conv1d", "conv2d", "conv3d", "conv_transpose1d", "conv_transpose2d", "conv_transpose3d",
           "max_pool1d", "max_pool2d", "max_pool3d", "avg_pool1d", "adaptive_avg_pool1d", "adaptive_max_pool1d",
           "pixel_shuffle", "pixel_unshuffle", "bilinear", "pairwise_distance", "cosine_similarity",
           "margin_ranking_loss", "hinge_embedding_loss", "cosine_embedding_loss", "poisson_nll_loss",
           "triplet_margin_loss", "batch_norm", "instance_norm", "layer_norm", "group_norm", "kl_div",
           "binary_cross_entropy_with_logits", "rnn_tanh_cell", "rnn_relu_cell", "gru_cell", "lstm_cell",
           "detach", "detach_", "grid_sampler", "ctc_loss"]

# The same functions as nn.functional's (PyTorch binds one builtin in both places).
conv1d, conv2d, conv3d = _ops.conv1d, _ops.conv2d, _ops.conv3d
conv_transpose1d, conv_transpose2d, conv_transpose3d = _ops.conv_transpose1d, _ops.conv_transpose2d, \
    _ops.conv_transpose3d
avg_pool1d, adaptive_avg_pool1d = _F.avg_pool1d, _F.adaptive_avg_pool1d
pixel_shuffle, pixel_unshuffle, bilinear = _F.pixel_shuffle, _F.pixel_unshuffle, _F.bilinear
pairwise_distance, cosine_similarity = _ops.pairwise_distance, _ops.cosine_similarity

rrelu = rrelu_torch
# The loss composites take aten's int reduction (F's wrappers turn the string into it).
margin_ranking_loss, hinge_embedding_loss = _losses.margin_ranking_loss, _losses.hinge_embedding_loss
cosine_embedding_loss, poisson_nll_loss = _losses.cosine_embedding_loss, _losses.poisson_nll_loss
triplet_margin_loss = _losses.triplet_margin_loss


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


# The max poolings here are aten's, without return_indices; adaptive_max_pool1d returns both.
def max_pool1d(input, kernel_size, stride=(), padding=0, dilation=1, ceil_mode=False):
    return _F.max_pool1d(input, kernel_size, stride, padding, dilation, ceil_mode)


def max_pool2d(input, kernel_size, stride=(), padding=0, dilation=1, ceil_mode=False):
    return _ops.max_pool2d(input, kernel_size, stride, padding, dilation, ceil_mode)


def max_pool3d(input, kernel_size, stride=(), padding=0, dilation=1, ceil_mode=False):
    return _ops.max_pool3d(input, kernel_size, stride, padding, dilation, ceil_mode)


def adaptive_max_pool1d(input, output_size):
    return _F.adaptive_max_pool1d(input, output_size, True)


# The normalisations in aten's argument order (weight and bias before the running statistics); the
# cudnn flag changes nothing on a CPU.
def batch_norm(input, weight, bias, running_mean, running_var, training, momentum, eps, cudnn_enabled):
    return _ops.batch_norm(input, running_mean, running_var, weight, bias, training, momentum, eps)


def instance_norm(input, weight, bias, running_mean, running_var, use_input_stats, momentum, eps, cudnn_enabled):
    return _instance_norm(input, running_mean, running_var, weight, bias, use_input_stats, momentum, eps)


def layer_norm(input, normalized_shape, weight=None, bias=None, eps=1e-05, cudnn_enable=True):
    return _ops.layer_norm(input, normalized_shape, weight, bias, eps)


def group_norm(input, num_groups, weight=None, bias=None, eps=1e-05, cudnn_enabled=True):
    return _ops.group_norm(input, num_groups, weight, bias, eps)


# (torch.kl_div and torch.binary_cross_entropy_with_logits reduce nothing unless told: PyTorch 2.13's
# Python default for their int reduction is 0, though aten's schema says Mean)
def kl_div(input, target, reduction=0, *, log_target=False):
    return _losses.kl_div_reduced(input, target, reduction, log_target)


def binary_cross_entropy_with_logits(input, target, weight=None, pos_weight=None, reduction=0):
    return _ops.binary_cross_entropy_with_logits(input, target, weight, pos_weight, _REDUCTIONS[reduction])


# One step of the recurrent cells, from the input and the weights themselves (the steps of nn.RNN/LSTM/GRU).
def rnn_tanh_cell(input, hx, w_ih, w_hh, b_ih=None, b_hh=None):
    return rnn_tanh_step(_F.linear(input, w_ih, b_ih), (hx,), w_hh, b_hh)[0]


def rnn_relu_cell(input, hx, w_ih, w_hh, b_ih=None, b_hh=None):
    return rnn_relu_step(_F.linear(input, w_ih, b_ih), (hx,), w_hh, b_hh)[0]


def gru_cell(input, hx, w_ih, w_hh, b_ih=None, b_hh=None):
    return gru_step(_F.linear(input, w_ih, b_ih), (hx,), w_hh, b_hh)[0]


def lstm_cell(input, hx, w_ih, w_hh, b_ih=None, b_hh=None):
    """hx is (h, c); returns (h', c')."""
    if not isinstance(hx, (tuple, list)):
        raise TypeError(f"lstm_cell(): argument 'hx' (position 2) must be tuple of Tensors, not {type(hx).__name__}")
    return lstm_step(_F.linear(input, w_ih, b_ih), tuple(hx), w_hh, b_hh)


def detach(input):
    return input.detach()


def detach_(input):
    return input.detach_()


def ctc_loss(log_probs, targets, input_lengths, target_lengths, blank=0, reduction=1, zero_infinity=False):
    """torch.ctc_loss: F.ctc_loss with aten's int reduction."""
    return _F.ctc_loss(log_probs, targets, input_lengths, target_lengths, blank, _REDUCTIONS[reduction],
                       zero_infinity)
