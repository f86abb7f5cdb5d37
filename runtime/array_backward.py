"""What a generated `apply_arrays` needs: saved tensors as arrays, results as tensors.

`apply_arrays` is a node's backward on NumPy arrays (codegen/array_formulas.py), used
by the engine when the backward itself is not recorded (no create_graph). It must
refuse exactly what `apply` refuses, so a saved value is only read directly when
unpacking it would simply return it; anything else goes through `unpack`, which
raises the freed / modified-in-place errors or runs the saved-tensor hooks.
"""
import numpy as np

from .node import SavedTensor
from .tensor import Tensor

_ndarray = np.ndarray
_new = object.__new__


def saved_array(value, node):
    """The array behind a saved value (a number saved in a tensor's place comes back as it is)."""
    if type(value) is not SavedTensor:
        return value
    if value._hooks is None and not value._freed:
        if value._is_output:
            if value._counter.value == value._version:
                return value._data
        else:
            tensor = value._tensor
            counter = tensor._version_counter
            if (0 if counter is None else counter.value) == value._version:
                return tensor._data
    return value.unpack(node)._data


def as_gradient(array):
    """A formula's result as a tensor (NumPy returns 0-dim results as scalars)."""
    if type(array) is not _ndarray:
        array = np.asarray(array)
    t = _new(Tensor)  # Tensor._make, inlined: this runs once per node
    t._data = array
    t._requires_grad = False
    t._grad_fn = None
    return t
