"""gradtable.linalg: functions generated from table entries with `python_module: linalg`.

As in PyTorch's native_functions.yaml, such entries are named `linalg_<name>` (the class names
LinalgInvExBackward0, ... come from that) and appear here as `gradtable.linalg.<name>`.
"""
from .generated import ops as _ops
from .generated.tensor_methods import LINALG as _LINALG
from .kernels.linalg import LinAlgError  # noqa: F401  (torch.linalg.LinAlgError)

globals().update({name.removeprefix("linalg_"): getattr(_ops, name) for name in _LINALG})
from .ops.linalg_solvers import linalg_ldl_factor as ldl_factor  # noqa: E402,F401  (ldl_factor_ex plus its check)
