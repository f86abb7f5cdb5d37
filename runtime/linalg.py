"""gradtable.linalg: functions generated from table entries with `python_module: linalg`.

As in PyTorch, an entry `linalg_vector_norm` (grad_fn LinalgVectorNormBackward0) is
gradtable.linalg.vector_norm: the namespace prefix is dropped from the Python name."""
from .generated import ops as _ops
from .generated.tensor_methods import LINALG as _LINALG

for _name in _LINALG:
    globals()[_name.removeprefix("linalg_")] = getattr(_ops, _name)
