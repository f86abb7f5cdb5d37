"""F.unfold and F.fold: sliding blocks of a batched image as columns and back, as PyTorch's Python
layer calls torch._C._nn.im2col / col2im (the table's entries) with every size argument as a pair."""
from ..generated import ops as _ops
from .modules.utils import _pair


def unfold(input, kernel_size, dilation=1, padding=0, stride=1):
    """(N, C, H, W) to (N, C * prod(kernel_size), L): one column per sliding block."""
    return _ops.im2col(input, _pair(kernel_size), _pair(dilation), _pair(padding), _pair(stride))


def fold(input, output_size, kernel_size, dilation=1, padding=0, stride=1):
    """(N, C * prod(kernel_size), L) columns summed back into an (N, C, *output_size) image."""
    return _ops.col2im(input, _pair(output_size), _pair(kernel_size), _pair(dilation), _pair(padding),
                       _pair(stride))
