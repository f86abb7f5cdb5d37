# Generated from my_ops.yaml by `python -m gradtable.codegen`. Do not edit: change the table and regenerate.
# ruff: noqa: F401, I001, E501
"""Bind the table's ops to Tensor methods and operators, and list each namespace's functions."""
from my_ops import ops
from gradtable.generated import ops as gradtable_ops
from gradtable.core.tensor import Tensor

Tensor.soft_clip = ops.soft_clip
Tensor.swish = ops.swish

#: Functions exported by gradtable, gradtable.nn.functional, gradtable.linalg, gradtable.special, gradtable.fft.
TORCH_FUNCTIONS = ("soft_clip", "swish", "swish_grad", "scaled_dot")
NN_FUNCTIONAL = ()
LINALG = ()
SPECIAL = ()
FFT = ()
