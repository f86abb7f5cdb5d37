"""instance_norm and local_response_norm of gradtable.nn.functional, composed as PyTorch composes
them: instance norm is batch norm over a (1, N * C, ...) view, each (sample, channel) pair being
one "channel"; local response norm divides by a power of the mean square over neighbouring
channels (an average pooling over the channel dim)."""
import math

from ..autograd.grad_mode import no_grad
from ..generated import ops as _ops


def _repeat(t, times):
    return None if t is None else _ops.repeat(t, [times])


def instance_norm(input, running_mean=None, running_var=None, weight=None, bias=None, use_input_stats=True,
                  momentum=0.1, eps=1e-05):
    """Normalise each (sample, channel) over its spatial positions. With running statistics,
    their batch-averaged update is written back into running_mean / running_var."""
    if use_input_stats:
        if math.prod(input.shape[2:]) == 1:
            raise ValueError(f"Expected more than 1 spatial element when training, got input size {input.size()}")
    elif running_mean is None or running_var is None:
        raise RuntimeError("Expected running_mean and running_var to be defined when use_input_stats is false")
    b, c = input.shape[0], input.shape[1]
    folded = _ops.reshape(input, (1, b * c) + tuple(input.shape[2:]))
    mean, var = _repeat(running_mean, b), _repeat(running_var, b)
    out = _ops.native_batch_norm(folded, _repeat(weight, b), _repeat(bias, b), mean, var, use_input_stats,
                                 momentum, eps)[0]
    with no_grad():
        if running_mean is not None:
            running_mean.copy_(_ops.mean(_ops.view(mean, (b, c)), [0]))
        if running_var is not None:
            running_var.copy_(_ops.mean(_ops.view(var, (b, c)), [0]))
    return _ops.view(out, tuple(input.shape))


def local_response_norm(input, size, alpha=0.0001, beta=0.75, k=1.0):
    """input / (k + alpha * mean of squares over `size` neighbouring channels) ** beta."""
    dim = input.dim()
    if dim < 3:
        raise ValueError(f"Expected 3D or higher dimensionality                          input (got {dim} dimensions)")
    if input.numel() == 0:
        return input
    square = _ops.mul(input, input)
    # (N, 1, C, rest): the window slides over C only, zero-padded as PyTorch pads it.
    square = _ops.reshape(square, (input.shape[0], 1, input.shape[1], -1))
    square = _ops.constant_pad_nd(square, [0, 0, size // 2, (size - 1) // 2], 0)
    div = _ops.avg_pool2d(square, (size, 1), (1, 1))
    div = _ops.reshape(div, tuple(input.shape))
    div = _ops.pow(_ops.add(_ops.mul(div, alpha), k), beta)
    return _ops.div(input, div)
