"""The dropout variants of gradtable.nn.functional beyond F.dropout: channel-wise (dropout1d/2d/3d,
one draw per (sample, channel)) and alpha dropout (keeps SELU's mean and variance), with
PyTorch's argument checks and warnings, around ops/dropout.py."""
import warnings

from ..ops.dropout import dropout_impl


def _check_p(p):
    if p < 0.0 or p > 1.0:
        raise ValueError(f"dropout probability has to be between 0 and 1, but got {p}")


def _channel_dropout(input, p, training, inplace, batched):
    """feature dropout on (N, C, ...), an unbatched (C, ...) input lent a batch dim of 1."""
    if not batched:
        input = input.unsqueeze_(0) if inplace else input.unsqueeze(0)
    result = dropout_impl(input, p, training, feature=True, inplace=inplace)
    if not batched:
        result = result.squeeze_(0) if inplace else result.squeeze(0)
    return result


def dropout1d(input, p=0.5, training=True, inplace=False):
    _check_p(p)
    if input.dim() not in (2, 3):
        raise RuntimeError(f"dropout1d: Expected 2D or 3D input, but received a {input.dim()}D input. Note that "
                           "dropout1d exists to provide channel-wise dropout on inputs with 1 spatial dimension, a "
                           "channel dimension, and an optional batch dimension (i.e. 2D or 3D inputs).")
    return _channel_dropout(input, p, training, inplace, input.dim() == 3)


def _deprecated_dims(name, ndim, spatial):
    warnings.warn(f"{name}: Received a {ndim}-D input to {name}, which is deprecated and will result in an error in a "
                  f"future release. To retain the behavior and silence this warning, please use dropout instead. "
                  f"Note that {name} exists to provide channel-wise dropout on inputs with {spatial} spatial "
                  f"dimensions, a channel dimension, and an optional batch dimension (i.e. {spatial + 1}D or "
                  f"{spatial + 2}D inputs).", stacklevel=3)


def dropout2d(input, p=0.5, training=True, inplace=False):
    """As PyTorch (for now), a 3-D input is taken as (N, C, L), with a warning, not as unbatched."""
    _check_p(p)
    ndim = input.dim()
    if ndim not in (3, 4):
        _deprecated_dims("dropout2d", ndim, 2)
    if ndim == 3:
        warnings.warn("dropout2d: Received a 3D input to dropout2d and assuming that channel-wise 1D dropout "
                      "behavior is desired - input is interpreted as shape (N, C, L), where C is the channel dim. "
                      "This behavior will change in a future release to interpret the input as one without a "
                      "batch dimension, i.e. shape (C, H, W). To maintain the 1D channel-wise dropout behavior, "
                      "please switch to using dropout1d instead.", stacklevel=2)
    return dropout_impl(input, p, training, feature=True, inplace=inplace)


def dropout3d(input, p=0.5, training=True, inplace=False):
    _check_p(p)
    ndim = input.dim()
    if ndim not in (4, 5):
        _deprecated_dims("dropout3d", ndim, 3)
    return _channel_dropout(input, p, training, inplace, ndim == 5)


def alpha_dropout(input, p=0.5, training=False, inplace=False):
    _check_p(p)
    return dropout_impl(input, p, training, alpha=True, inplace=inplace)


def feature_alpha_dropout(input, p=0.5, training=False, inplace=False):
    _check_p(p)
    return dropout_impl(input, p, training, feature=True, alpha=True, inplace=inplace)
