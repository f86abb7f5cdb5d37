"""gradtable.nn.functional: table entries with `python_module: nn.functional`, plus
PyTorch-signature wrappers for ops that live in the main namespace."""
from ..generated import ops as _ops
from ..generated.tensor_methods import NN_FUNCTIONAL as _NN_FUNCTIONAL

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
