"""The activations of gradtable.nn.functional that are Python around table ops in PyTorch too:
the `inplace` flag picks the in-place entry (hardtanh_, elu_, leaky_relu_, ...), whose node is
PyTorch's (EluBackward1 reads the result; HardtanhBackward0 is the out-of-place node), and
rrelu draws its random slopes before its op."""
import numpy as np

from ..core.generator import numpy_rng
from ..core.random import uniform_array
from ..core.tensor import Tensor
from ..generated import ops as _ops

#: SELU's fixed constants (Klambauer et al., 2017): selu is elu with these.
SELU_ALPHA = 1.6732632423543772848170429916717
SELU_SCALE = 1.0507009873554804934193349852946


def relu(input, inplace=False):
    return _ops.relu_(input) if inplace else _ops.relu(input)


def hardtanh(input, min_val=-1.0, max_val=1.0, inplace=False):
    if min_val > max_val:
        raise ValueError("min_val cannot be greater than max_val")
    return _ops.hardtanh_(input, min_val, max_val) if inplace else _ops.hardtanh(input, min_val, max_val)


def leaky_relu(input, negative_slope=0.01, inplace=False):
    return _ops.leaky_relu_(input, negative_slope) if inplace else _ops.leaky_relu(input, negative_slope)


def elu(input, alpha=1.0, inplace=False):
    """PyTorch's F.elu calls torch._C._nn.elu(input, alpha) (scale and input_scale 1)."""
    return _ops.elu_(input, alpha) if inplace else _ops.elu(input, alpha)


def selu(input, inplace=False):
    """elu with SELU's alpha and scale (its grad_fn is EluBackward0, EluBackward1 in place, as PyTorch's)."""
    return _ops.elu_(input, SELU_ALPHA, SELU_SCALE) if inplace else _ops.elu(input, SELU_ALPHA, SELU_SCALE)


def selu_(input):
    return _ops.elu_(input, SELU_ALPHA, SELU_SCALE)


def celu(input, alpha=1.0, inplace=False):
    return _ops.celu_(input, alpha) if inplace else _ops.celu(input, alpha)


celu_ = _ops.celu_


def silu(input, inplace=False):
    return _ops.silu_(input) if inplace else _ops.silu(input)


def mish(input, inplace=False):
    return _ops.mish_(input) if inplace else _ops.mish(input)


def hardsigmoid(input, inplace=False):
    return _ops.hardsigmoid_(input) if inplace else _ops.hardsigmoid(input)


def hardswish(input, inplace=False):
    return _ops.hardswish_(input) if inplace else _ops.hardswish(input)


def threshold(input, threshold, value, inplace=False):
    """value where input <= threshold, input elsewhere."""
    return _ops.threshold_(input, threshold, value) if inplace else _ops.threshold(input, threshold, value)


threshold_ = _ops.threshold_
hardshrink = _ops.hardshrink
prelu = _ops.prelu


def logsigmoid(input):
    return _ops.log_sigmoid(input)


def _rrelu_noise(input, lower, upper, training, generator):
    """The slopes of rrelu: in training, uniform in [lower, upper] (in input's dtype, drawn as
    Tensor.uniform_ draws) for the elements <= 0, 1 for the others; unused otherwise."""
    if lower > upper:
        raise RuntimeError("Lower bound should be less than or equal to the upper bound")
    data = input._data
    if not training or data.dtype.kind != "f":
        return Tensor._make(np.ones(data.shape, dtype=data.dtype if data.dtype.kind == "f" else np.float32))
    slopes = uniform_array(numpy_rng(generator), data.shape, data.dtype, lower, upper)
    return Tensor._make(np.where(data <= 0, slopes, data.dtype.type(1)))


def rrelu_torch(input, lower=1.0 / 8, upper=1.0 / 3, training=False, generator=None):
    """torch.rrelu: x * slope for x <= 0, the slope random in [lower, upper] in training and
    (lower + upper) / 2 otherwise (RreluWithNoiseBackward0)."""
    return _ops.rrelu_with_noise(input, _rrelu_noise(input, lower, upper, training, generator), lower, upper,
                                 training)


def rrelu_(input, lower=1.0 / 8, upper=1.0 / 3, training=False, generator=None):
    """torch.rrelu_ (RreluWithNoiseBackward1)."""
    return _ops.rrelu_with_noise_(input, _rrelu_noise(input, lower, upper, training, generator), lower, upper,
                                  training)


def rrelu(input, lower=1.0 / 8, upper=1.0 / 3, training=False, inplace=False):
    return (rrelu_ if inplace else rrelu_torch)(input, lower, upper, training)


def glu(input, dim=-1):
    if input.ndim == 0:
        raise RuntimeError("glu does not support scalars because halving size must be even")
    return _ops.glu(input, dim)
