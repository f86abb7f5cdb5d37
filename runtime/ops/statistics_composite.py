"""Statistics PyTorch builds from other ops (CompositeImplicitAutograd), so that their results carry the
grad_fn of the ops they call: nanmean is nansum divided by the count of non-nan elements (DivBackward0)."""
import numpy as np

from ..core.dtypes import INEXACT_KINDS, scalar_type_name
from ..generated import ops


def nanmean(input, dim=None, keepdim=False, dtype=None):
    if input._data.dtype.kind not in INEXACT_KINDS:
        raise RuntimeError("nanmean(): expected input to have floating point or complex dtype but got "
                           f"{scalar_type_name(input._data.dtype)}")
    count = ops.sum(ops.logical_not(ops.isnan(input)), dim, keepdim)
    with np.errstate(invalid="ignore"):   # (no element counted: 0 / 0 is nan, silently as PyTorch)
        return ops.div(ops.nansum(input, dim, keepdim, dtype=dtype), count)
