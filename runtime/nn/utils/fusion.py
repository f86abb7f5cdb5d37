"""Folding an eval-mode BatchNorm into the convolution or linear layer before it (torch.nn.utils.fusion):
bn(conv(x)) = conv'(x) with weight' = weight * gamma / sqrt(var + eps) per output channel and
bias' = (bias - mean) * gamma / sqrt(var + eps) + beta. The new parameters keep the layer's dtypes."""
import copy

from ...core import creation
from ...generated import ops as _ops
from ..parameter import Parameter

__all__ = ["fuse_conv_bn_eval", "fuse_conv_bn_weights", "fuse_linear_bn_eval", "fuse_linear_bn_weights"]


def _check_eval(layer, bn):
    if layer.training or bn.training:
        raise AssertionError("Fusion only for eval!")
    if bn.running_mean is None or bn.running_var is None:
        raise AssertionError("bn.running_mean and bn.running_var must not be None")


def fuse_conv_bn_eval(conv, bn, transpose=False):
    """A copy of conv whose weight and bias give bn(conv(x)) (both modules in eval mode)."""
    _check_eval(conv, bn)
    fused = copy.deepcopy(conv)
    fused.weight, fused.bias = fuse_conv_bn_weights(fused.weight, fused.bias, bn.running_mean, bn.running_var,
                                                    bn.eps, bn.weight, bn.bias, transpose)
    return fused


def _defaults(bias, bn_rm, bn_w, bn_b):
    return (creation.zeros_like(bn_rm) if bias is None else bias, creation.ones_like(bn_rm) if bn_w is None else bn_w,
            creation.zeros_like(bn_rm) if bn_b is None else bn_b)


def fuse_conv_bn_weights(conv_w, conv_b, bn_rm, bn_rv, bn_eps, bn_w, bn_b, transpose=False):
    """The fused (weight, bias) Parameters; transpose=True for a ConvTranspose weight (channels in dim 1)."""
    weight_dtype = conv_w.dtype
    bias_dtype = conv_b.dtype if conv_b is not None else weight_dtype
    conv_b, bn_w, bn_b = _defaults(conv_b, bn_rm, bn_w, bn_b)
    rsqrt = _ops.rsqrt(bn_rv + bn_eps)
    shape = ([1, -1] if transpose else [-1, 1]) + [1] * (conv_w.ndim - 2)
    fused_w = (conv_w * _ops.reshape(bn_w * rsqrt, shape)).to(dtype=weight_dtype)
    fused_b = ((conv_b - bn_rm) * rsqrt * bn_w + bn_b).to(dtype=bias_dtype)
    return Parameter(fused_w, conv_w.requires_grad), Parameter(fused_b, conv_b.requires_grad)


def fuse_linear_bn_eval(linear, bn):
    """A copy of linear whose weight and bias give bn(linear(x)) (both in eval mode; bn's features
    are linear's outputs, or 1)."""
    if linear.training or bn.training:
        raise AssertionError("Fusion only for eval!")
    if linear.out_features != bn.num_features and bn.num_features != 1:
        raise AssertionError("To fuse, linear.out_features == bn.num_features or bn.num_features == 1, got "
                             f"linear.out_features={linear.out_features} and bn.num_features={bn.num_features}")
    _check_eval(linear, bn)
    fused = copy.deepcopy(linear)
    fused.weight, fused.bias = fuse_linear_bn_weights(fused.weight, fused.bias, bn.running_mean, bn.running_var,
                                                      bn.eps, bn.weight, bn.bias)
    return fused


def fuse_linear_bn_weights(linear_w, linear_b, bn_rm, bn_rv, bn_eps, bn_w, bn_b):
    weight_dtype = linear_w.dtype
    bias_dtype = linear_b.dtype if linear_b is not None else weight_dtype
    if linear_b is None:
        linear_b = creation.zeros_like(bn_rm)
    scale = bn_w * _ops.rsqrt(bn_rv + bn_eps)
    fused_w = linear_w * _ops.unsqueeze(scale, -1).to(dtype=weight_dtype)
    fused_b = ((linear_b - bn_rm) * scale + bn_b).to(dtype=bias_dtype)
    return Parameter(fused_w, linear_w.requires_grad), Parameter(fused_b, linear_b.requires_grad)
