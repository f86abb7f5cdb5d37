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


def embedding(input, weight, padding_idx=None, max_norm=None, norm_type=2.0, scale_grad_by_freq=False, sparse=False):
    """F.embedding: rows of `weight` picked by the integer tensor `input` (torch.embedding with
    the arguments the other way round). padding_idx's row gets no gradient; negative values count
    from the end."""
    if padding_idx is not None:
        if not -weight.shape[0] <= padding_idx < weight.shape[0]:
            raise AssertionError("Padding_idx must be within num_embeddings")
        padding_idx = padding_idx % weight.shape[0]
    else:
        padding_idx = -1
    if max_norm is not None:
        raise NotImplementedError("embedding(max_norm=...) renormalises weight in place, which gradtable does not "
                                  "support yet")
    return _ops.embedding(weight, input, padding_idx, scale_grad_by_freq, sparse)
