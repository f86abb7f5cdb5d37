"""gradtable.linalg: functions generated from table entries with `python_module: linalg`."""
from .generated import ops as _ops
from .generated.tensor_methods import LINALG as _LINALG

for _name in _LINALG:
    globals()[_name] = getattr(_ops, _name)
