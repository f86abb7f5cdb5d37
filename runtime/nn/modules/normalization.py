"""Per-sample normalisation: LayerNorm (over the last dimensions), GroupNorm (over channel groups), RMSNorm
(root mean square over the last dimensions), LocalResponseNorm (over neighbouring channels) and its
legacy Lua form CrossMapLRN2d."""
import numbers

import numpy as np

from ...core import creation
from ...generated import ops
from .. import functional as F
from .. import init
from ..parameter import Parameter
from .module import Module


class LayerNorm(Module):
    """Normalises over the trailing normalized_shape dimensions, then scales and shifts elementwise."""

    def __init__(self, normalized_shape, eps=1e-5, elementwise_affine=True, bias=True, device=None, dtype=None):
        super().__init__()
        if isinstance(normalized_shape, numbers.Integral):
            normalized_shape = (normalized_shape,)
        self.normalized_shape = tuple(normalized_shape)
        self.eps = eps
        self.elementwise_affine = elementwise_affine
        if elementwise_affine:
            self.weight = Parameter(creation.empty(self.normalized_shape, dtype=dtype))
            if bias:
                self.bias = Parameter(creation.empty(self.normalized_shape, dtype=dtype))
            else:
                self.register_parameter("bias", None)
        else:
            self.register_parameter("weight", None)
            self.register_parameter("bias", None)
        self.reset_parameters()

    def reset_parameters(self):
        if self.elementwise_affine:
            init.ones_(self.weight)
            if self.bias is not None:
                init.zeros_(self.bias)

    def forward(self, input):
        return F.layer_norm(input, self.normalized_shape, self.weight, self.bias, self.eps)

    def extra_repr(self):
        return (f"{self.normalized_shape}, eps={self.eps}, elementwise_affine={self.elementwise_affine}, "
                f"bias={self.bias is not None}")


class GroupNorm(Module):
    """Normalises each sample over groups of num_channels // num_groups channels."""

    def __init__(self, num_groups, num_channels, eps=1e-5, affine=True, device=None, dtype=None, *, bias=True):
        super().__init__()
        if num_channels % num_groups != 0:
            raise ValueError(f"num_channels ({num_channels}) must be divisible by num_groups ({num_groups})")
        self.num_groups = num_groups
        self.num_channels = num_channels
        self.eps = eps
        self.affine = affine
        if affine:
            self.weight = Parameter(creation.empty(num_channels, dtype=dtype))
            if bias:
                self.bias = Parameter(creation.empty(num_channels, dtype=dtype))
            else:
                self.register_parameter("bias", None)
        else:
            self.register_parameter("weight", None)
            self.register_parameter("bias", None)
        self.reset_parameters()

    def reset_parameters(self):
        if self.affine:
            init.ones_(self.weight)
            if self.bias is not None:
                init.zeros_(self.bias)

    def forward(self, input):
        return F.group_norm(input, self.num_groups, self.weight, self.bias, self.eps)

    def extra_repr(self):
        return (f"{self.num_groups}, {self.num_channels}, eps={self.eps}, affine={self.affine}, "
                f"bias={self.bias is not None}")


class RMSNorm(Module):
    """Scales by the reciprocal root mean square over the trailing normalized_shape dims (no
    centring, no bias: Zhang & Sennrich, 2019); eps=None means the dtype's machine epsilon."""

    def __init__(self, normalized_shape, eps=None, elementwise_affine=True, device=None, dtype=None):
        super().__init__()
        if isinstance(normalized_shape, numbers.Integral):
            normalized_shape = (normalized_shape,)
        self.normalized_shape = tuple(normalized_shape)
        self.eps = eps
        self.elementwise_affine = elementwise_affine
        if elementwise_affine:
            self.weight = Parameter(creation.empty(self.normalized_shape, dtype=dtype))
        else:
            self.register_parameter("weight", None)
        self.reset_parameters()

    def reset_parameters(self):
        if self.elementwise_affine:
            init.ones_(self.weight)

    def forward(self, x):
        return F.rms_norm(x, self.normalized_shape, self.weight, self.eps)

    def extra_repr(self):
        return f"{self.normalized_shape}, eps={self.eps}, elementwise_affine={self.elementwise_affine}"


class LocalResponseNorm(Module):
    """Divides each channel by a power of the mean square of its `size` neighbouring channels."""

    def __init__(self, size, alpha=1e-4, beta=0.75, k=1.0):
        super().__init__()
        self.size = size
        self.alpha = alpha
        self.beta = beta
        self.k = k

    def forward(self, input):
        return F.local_response_norm(input, self.size, self.alpha, self.beta, self.k)

    def extra_repr(self):
        return f"{self.size}, alpha={self.alpha}, beta={self.beta}, k={self.k}"


class CrossMapLRN2d(Module):
    """The legacy (Lua Torch) local response norm of 4-d input: x * (k + alpha / size * S)^-beta with
    S a sum of squares over neighbouring channels. PyTorch's running-sum kernel never takes channel 0
    back out of the sum, so S for channel c covers channels c - pre + 1 .. c + pre - 1 (pre = (size - 1)
    // 2 + 1, clipped to the input) and channel 0 always; that forward is reproduced. Its gradient is the
    exact one of that forward (autograd through the ops), not PyTorch's hand-written backward, which
    sums a shifted window (docs/nn.md)."""

    def __init__(self, size, alpha=1e-4, beta=0.75, k=1):
        super().__init__()
        self.size = size
        self.alpha = alpha
        self.beta = beta
        self.k = k

    def forward(self, input):
        if input.dim() != 4:
            raise ValueError(f"CrossMapLRN2d: Expected input to be 4D, got {input.dim()}D instead.")
        channels = input.size(1)
        pre = int((self.size - 1) / 2 + 1)
        c = np.arange(channels)
        high = np.minimum(c + pre - 1, channels - 1)
        low = np.maximum(c - pre + 1, 0)
        square = input * input
        # running sums with a zero in front: channels low..high sum to sums[high + 1] - sums[low]
        sums = ops.cat([creation.zeros_like(ops.narrow(square, 1, 0, 1)), ops.cumsum(square, 1)], 1)
        window = ops.index_select(sums, 1, creation.tensor(high + 1)) - ops.index_select(sums, 1, creation.tensor(low))
        window = window + ops.narrow(square, 1, 0, 1) * creation.tensor((low > 0).astype(np.int64)).reshape(-1, 1, 1)
        return input * (window * (self.alpha / self.size) + self.k) ** -self.beta

    def extra_repr(self):
        return f"{self.size}, alpha={self.alpha}, beta={self.beta}, k={self.k}"
