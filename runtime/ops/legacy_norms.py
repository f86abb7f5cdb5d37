"""torch.frobenius_norm and torch.nuclear_norm: the norms PyTorch keeps in the torch namespace for JIT
compatibility only (each warns once that it is deprecated), written as PyTorch writes them: at::norm over
at most two dims (NormBackward1), and linalg.matrix_norm(A, 'nuc', dim, keepdim)."""
from ..core.dtypes import INEXACT_KINDS, scalar_type_name
from ..core.stacklevel import user_stacklevel
from ..core.warn_once import warn_once
from ..generated import ops


def frobenius_norm(input, dim, keepdim=False):
    warn_once("at::frobenius_norm is deprecated and it is just left for JIT compatibility. It will be removed in a "
              "future PyTorch release. Please use `linalg.vector_norm(A, 2., dim, keepdim)` instead",
              stacklevel=user_stacklevel())
    dim = [dim] if isinstance(dim, int) else list(dim)
    if len(dim) > 2:
        raise RuntimeError(f"Expected at most 2 dimensions, but got {len(dim)} dimensions instead.")
    if input._data.dtype.kind not in INEXACT_KINDS:   # (at::norm's check and text)
        raise RuntimeError("norm(): input dtype should be either floating point or complex. Got "
                           f"{scalar_type_name(input._data.dtype)} instead.")
    return ops._norm_ScalarOpt_dim(input, 2, dim, keepdim)


def nuclear_norm(input, keepdim=False):
    return nuclear_norm_dim(input, (-2, -1), keepdim)


def nuclear_norm_dim(input, dim, keepdim=False):
    warn_once("at::nuclear_norm is deprecated and it is just left for JIT compatibility. It will be removed in a "
              "future PyTorch release. Please use `linalg.matrix_norm(A, 'nuc', dim, keepdim)` instead",
              stacklevel=user_stacklevel())
    return ops.linalg_matrix_norm(input, "nuc", dim, keepdim)
