"""gradtable.nn.functional: table entries with `python_module: nn.functional`, plus
PyTorch-signature wrappers for ops that live in the main namespace."""
from ..generated import ops as _ops
from ..generated.tensor_methods import NN_FUNCTIONAL as _NN_FUNCTIONAL
from ..activation_kernels import refuse_inplace as _refuse_inplace

for _name in _NN_FUNCTIONAL:
    globals()[_name] = getattr(_ops, _name)


def relu(input, inplace=False):
    return _ops.relu(input)


def sigmoid(input):
    return _ops.sigmoid(input)


def tanh(input):
    return _ops.tanh(input)


def softmax(input, dim=None, _stacklevel=3, dtype=None):
    if dim is None:
        raise TypeError("softmax() missing required argument 'dim' (implicit dim choice is deprecated in PyTorch)")
    return _ops.softmax(input, dim, dtype)


def log_softmax(input, dim=None, _stacklevel=3, dtype=None):
    if dim is None:
        raise TypeError("log_softmax() missing required argument 'dim' (implicit dim choice is deprecated in PyTorch)")
    return _ops.log_softmax(input, dim, dtype)


# Activations whose autograd node is an internal table op with a different signature
# (PyTorch: F.elu -> torch._C._nn.elu(input, alpha, scale, input_scale), F.logsigmoid -> log_sigmoid).
SELU_ALPHA = 1.6732632423543772848170429916717
SELU_SCALE = 1.0507009873554804934193349852946


def elu(input, alpha=1.0, inplace=False):
    _refuse_inplace("elu", inplace)
    return _ops.elu(input, alpha)


def selu(input, inplace=False):
    """elu with PyTorch's fixed alpha and scale (its grad_fn is EluBackward0 there too)."""
    _refuse_inplace("selu", inplace)
    return _ops.elu(input, SELU_ALPHA, SELU_SCALE)


def logsigmoid(input):
    return _ops.log_sigmoid(input)
