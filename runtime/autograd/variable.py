"""autograd.Variable: the deprecated alias of Tensor PyTorch keeps for old code.

Since PyTorch 0.4 tensors carry autograd themselves; `Variable(t)` survives only as a call that
returns a new tensor on t's memory (and version counter), without history, with the given
requires_grad. `isinstance(x, Variable)` is `isinstance(x, Tensor)`, as in PyTorch.
"""
import warnings

import numpy as np

from ..core import dtypes
from ..core.tensor import Tensor
from .graph_task import ExecutionEngine


class _VariableMeta(type):
    def __instancecheck__(cls, other):
        return isinstance(other, Tensor)


class Variable(metaclass=_VariableMeta):
    """Variable(data, requires_grad=False, volatile=False): `data.detach()`, made to require
    grad if asked (a tensor, not a Variable: the class only answers isinstance)."""

    def __new__(cls, data=None, requires_grad=False, volatile=False):
        if volatile:
            warnings.warn("volatile was removed and now has no effect. Use `with torch.no_grad():` instead.",
                          UserWarning, stacklevel=2)
            if requires_grad:
                raise ValueError("Variable can't be volatile and require_grad at the same time!")
        if data is None:
            data = Tensor._make(np.empty(0, dtypes.to_numpy(dtypes.default_float)))
        elif not isinstance(data, Tensor):
            raise TypeError(f"Variable data has to be a tensor, but got {type(data).__name__}")
        result = data.detach()
        if requires_grad:
            if result._data.dtype.kind not in "fc":
                raise RuntimeError("Only Tensors of floating point and complex dtype can require gradients")
            result.requires_grad_(True)
        return result

    # torch.autograd.Variable._execution_engine: the engine, for queue_callback
    _execution_engine = ExecutionEngine()
