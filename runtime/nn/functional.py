"""gradtable.nn.functional: table entries with `python_module: nn.functional`, plus
PyTorch-signature wrappers for ops that live in the main namespace."""
import warnings

from ..autograd.grad_mode import no_grad
from ..core import creation as _creation
from ..core import dtypes as _dtypes
from ..core.tensor import Tensor  # noqa: F401  (public: F.Tensor, as in PyTorch)
from ..generated import ops as _ops
from ..generated.tensor_methods import NN_FUNCTIONAL as _NN_FUNCTIONAL
from ..ops.attention import multi_head_attention_forward  # noqa: F401  (public)
from ..ops.embedding_bag import embedding_bag  # noqa: F401  (public)
from ..ops.nn_composite import bilinear  # noqa: F401  (public: F.bilinear)
from .functional_activation import (  # noqa: F401  (public)
    SELU_ALPHA,
    SELU_SCALE,
    celu,
    celu_,
    elu,
    glu,
    hardshrink,
    hardsigmoid,
    hardswish,
    hardtanh,
    leaky_relu,
    logsigmoid,
    mish,
    prelu,
    relu,
    rrelu,
    rrelu_,
    selu,
    selu_,
    silu,
    threshold,
    threshold_,
)
from .functional_ctc import ctc_loss  # noqa: F401  (public)
from .functional_dropout import (  # noqa: F401  (public)
    alpha_dropout,
    dropout1d,
    dropout2d,
    dropout3d,
    feature_alpha_dropout,
)
from .functional_fold import fold, unfold  # noqa: F401  (public)
from .functional_grid import affine_grid, grid_sample, gumbel_softmax  # noqa: F401  (public)
from .functional_losses import (  # noqa: F401  (public)
    cosine_embedding_loss,
    gaussian_nll_loss,
    hinge_embedding_loss,
    margin_ranking_loss,
    multi_margin_loss,
    multilabel_margin_loss,
    multilabel_soft_margin_loss,
    poisson_nll_loss,
    soft_margin_loss,
    triplet_margin_loss,
    triplet_margin_with_distance_loss,
)
from .functional_normalization import instance_norm, local_response_norm  # noqa: F401  (public)
from .functional_pooling import (  # noqa: F401  (public)
    adaptive_avg_pool1d,
    adaptive_max_pool1d,
    adaptive_max_pool1d_with_indices,
    adaptive_max_pool2d,
    adaptive_max_pool2d_with_indices,
    adaptive_max_pool3d,
    adaptive_max_pool3d_with_indices,
    avg_pool1d,
    fractional_max_pool2d,
    fractional_max_pool2d_with_indices,
    fractional_max_pool3d,
    fractional_max_pool3d_with_indices,
    lp_pool1d,
    lp_pool2d,
    lp_pool3d,
    max_pool1d,
    max_pool1d_with_indices,
    max_pool2d_with_indices,
    max_pool3d_with_indices,
    max_unpool1d,
    max_unpool2d,
    max_unpool3d,
)
from .functional_resampling import (  # noqa: F401  (public)
    interpolate,
    pixel_shuffle,
    pixel_unshuffle,
    upsample,
    upsample_bilinear,
    upsample_nearest,
)
from .functional_support import (  # noqa: F401  (public)
    GRID_SAMPLE_INTERPOLATION_MODES,
    GRID_SAMPLE_PADDING_MODES,
    BroadcastingList1,
    BroadcastingList2,
    BroadcastingList3,
    assert_int_or_pair,
    boolean_dispatch,
    handle_torch_function,
    has_torch_function,
    has_torch_function_unary,
    has_torch_function_variadic,
    reproducibility_notes,
    tf32_notes,
)

for _name in _NN_FUNCTIONAL:
    globals()[_name] = getattr(_ops, _name)
channel_shuffle, pdist = _ops.channel_shuffle, _ops.pdist   # (torch's own functions, as in PyTorch)


rms_norm = _ops.rms_norm  # torch.rms_norm's own function, as PyTorch's F.rms_norm calls it


def sigmoid(input):
    return _ops.sigmoid(input)


def tanh(input):
    return _ops.tanh(input)


def _implicit_dim(name, ndim, stacklevel):
    """PyTorch's deprecated choice when dim is left out: 0 for 0-, 1- and 3-D input, else 1."""
    warnings.warn(f"Implicit dimension choice for {name} has been deprecated. Change the call to include dim=X "
                  "as an argument.", stacklevel=stacklevel)
    return 0 if ndim in (0, 1, 3) else 1


def softmax(input, dim=None, _stacklevel=3, dtype=None):
    if dim is None:
        dim = _implicit_dim("softmax", input.ndim, _stacklevel)
    return _ops.softmax(input, dim, dtype)


def log_softmax(input, dim=None, _stacklevel=3, dtype=None):
    if dim is None:
        dim = _implicit_dim("log_softmax", input.ndim, _stacklevel)
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
    if max_norm is not None:   # the rows input names are renormalised in place first, outside autograd
        input = input.contiguous()
        with no_grad():
            _ops.embedding_renorm_(weight, input, max_norm, norm_type)
    return _ops.embedding(weight, input, padding_idx, scale_grad_by_freq, sparse)


def softmin(input, dim=None, _stacklevel=3, dtype=None):
    """softmax(-input): small values get most of the mass."""
    if dim is None:
        dim = _implicit_dim("softmin", input.ndim, _stacklevel)
    return _ops.softmax(-input, dim, dtype)



def relu_(input):
    return _ops.relu_(input)


def one_hot(input, num_classes=-1):
    """int64 indices of shape (*) to (*, num_classes) rows of zeros with a one at each index.
    num_classes=-1 takes one more than the largest index, which an empty input cannot give."""
    if isinstance(num_classes, bool) or not isinstance(num_classes, int):
        raise TypeError(f"one_hot(): argument 'num_classes' (position 2) must be int, not "
                        f"{type(num_classes).__name__}")
    if input.dtype != _dtypes.long:
        raise RuntimeError("one_hot is only applicable to index tensor of type LongTensor.")
    if input.numel() == 0:
        if num_classes <= 0:
            raise RuntimeError("Can not infer total number of classes from empty tensor.")
    else:
        if int(_ops.min(input)) < 0:
            raise RuntimeError("Class values must be non-negative.")
        largest = int(_ops.max(input))
        if num_classes == -1:
            num_classes = largest + 1
        elif largest >= num_classes:
            raise RuntimeError("Class values must be smaller than num_classes.")
    classes = _creation.arange(num_classes, dtype=_dtypes.long)
    # PyTorch's result is a fresh contiguous tensor whatever input's strides.
    return _ops._to_copy(_ops.eq(_ops.unsqueeze(input.contiguous(), -1), classes), _dtypes.long)
