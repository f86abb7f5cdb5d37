"""gradtable.nn.utils: gradient clipping, flattening parameters into one vector, and `rnn` (padding and
packing variable-length sequences), as torch.nn.utils."""
from . import rnn  # noqa: F401
from .clip_grad import clip_grad_norm, clip_grad_norm_, clip_grad_value_, clip_grads_with_norm_, get_total_norm  # noqa: F401
from .convert_parameters import parameters_to_vector, vector_to_parameters  # noqa: F401
