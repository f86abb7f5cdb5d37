"""autograd.forward_ad: forward-mode AD, PyTorch's API.

Inside a dual level, `make_dual(x, t)` gives a tensor carrying the tangent t (the direction
of the derivative); every op then computes its output's tangent from its inputs' tangents
with the forward formula of its table entry (`result:` in derivatives.yaml), and
`unpack_dual(y).tangent` is the Jacobian-vector product J t. Tangents are dropped when
the level exits. The machinery lives in forward_grad.py.
"""
from collections import namedtuple

from ..core.dtypes import INEXACT_KINDS
from ..core.printing import format_shape
from ..core.tensor import Tensor
from ..generated import ops
from . import forward_grad as _fw
from .dispatch_state import DisableTorchFunctionSubclass, has_own_dispatch
from .forward_layout import laid_out_as
from .grad_mode import _GradModeContext

__all__ = ["UnpackedDualTensor", "dual_level", "enter_dual_level", "exit_dual_level", "make_dual", "unpack_dual"]

UnpackedDualTensor = namedtuple("UnpackedDualTensor", ["primal", "tangent"])


#: The level the functions here use by default (-1: none), a module global as in PyTorch.
_current_level = -1


def enter_dual_level() -> int:
    """Enter a new forward grad level and make it the default of the other functions here.
    As in PyTorch, only one level may exist at a time."""
    global _current_level
    if _fw.state.level is not None:
        raise RuntimeError("Nested forward mode AD is not supported at the moment")
    _fw.state.level = 0
    _fw.state.active = _fw.state.enabled
    if _current_level != -1:   # (as PyTorch, checked after the level was entered)
        raise RuntimeError("Entering a new forward AD level but the current level is not valid. Make sure you did "
                           "not modify it directly.")
    _current_level = 0
    return 0


def exit_dual_level(*, level=None) -> None:
    """Exit the level (the current one by default); the tangents made at it are dropped."""
    global _current_level
    if level is None:
        level = _current_level
    if level != _current_level:
        raise RuntimeError("Trying to exit a forward AD level that was not the last one that was created. This is "
                           "not supported.")
    if level < 0:
        raise RuntimeError("Dual level must be a positive number.")
    _fw.exit_level()
    _current_level = level - 1


class dual_level(_GradModeContext):
    """Context manager (or decorator) for one dual level: `with dual_level(): ...`."""

    def __enter__(self):
        return enter_dual_level()

    def __exit__(self, *exc):
        exit_dual_level()
        return False


def make_dual(tensor, tangent, *, level=None) -> Tensor:
    """A view of `tensor` whose tangent at `level` (the current one) is `tangent`."""
    if level is None:
        level = _current_level
    if level < 0:
        raise RuntimeError("Trying to create a dual Tensor for forward AD but no level exists, make sure to "
                           "enter_dual_level() first.")
    if tensor._data.dtype.kind not in INEXACT_KINDS:
        raise ValueError(f"Expected primal to be floating point or complex, but got: {tensor.dtype}")
    if tangent._data.dtype.kind not in INEXACT_KINDS:
        raise ValueError(f"Expected tangent to be floating point or complex, but got: {tangent.dtype}")
    if level != _current_level:
        raise RuntimeError("Invalid level given to _make_dual")
    if _fw.tangent_of(tensor) is not None:
        raise RuntimeError(f"Making a dual Tensor based on a Tensor that already has a forward gradient at the same "
                           f"level {level} is not supported.")
    if _fw.tangent_of(tangent) is not None:   # (PyTorch's message has no space before the level)
        raise RuntimeError(f"Setting a forward grad that itself has a forward gradient at the same level{level} is not "
                           "supported.")
    if tangent._data.shape != tensor._data.shape:
        raise RuntimeError("Trying to set a forward gradient that has a different size than that of the original "
                           f"Tensor, this is not supported. Tensor is of size {format_shape(tensor._data.shape)} while "
                           f"the given forward gradient is of size {format_shape(tangent._data.shape)}.")
    with _fw.paused():
        # A subclass with its own __torch_dispatch__ sees the primal aliased (aten.alias), as PyTorch's
        # _make_dual shows it; a plain tensor's dual is its ViewBackward0 view.
        if has_own_dispatch(tensor):
            with DisableTorchFunctionSubclass():   # (make_dual is no __torch_function__ override point)
                dual = ops.alias(tensor)
        else:
            dual = ops.view(tensor, tuple(tensor._data.shape))
        tangent = laid_out_as(tangent, tensor)   # kept as it is only when it is laid out as the primal
    _fw.set_tangent(dual, tangent)
    return dual


def unpack_dual(tensor, *, level=None) -> UnpackedDualTensor:
    """(primal, tangent): a view of the tensor's primal value without the tangent, and the
    tangent at `level` (None when the tensor has none or no level is active)."""
    if not isinstance(tensor, Tensor):
        raise TypeError(f"_unpack_dual(): argument 'dual' (position 1) must be Tensor, not {type(tensor).__name__}")
    if level is None:
        level = _current_level
    if level < 0:
        return UnpackedDualTensor(tensor, None)
    tangent = _fw.tangent_of(tensor)
    if level != _current_level and tangent is not None:
        raise RuntimeError("Invalid level given to _fw_primal")
    with _fw.paused():
        primal = ops.alias(tensor)
    primal._fw_grad = _fw.NOT_A_FORWARD_VIEW
    return UnpackedDualTensor(primal, tangent)


def _is_fwd_grad_enabled():
    """Whether forward grad mode is on (it is unless torch._C._set_fwd_grad_enabled(False))."""
    return _fw.state.enabled


class _set_fwd_grad_enabled(_GradModeContext):
    """Context manager (or decorator): forward grad mode on or off inside, as PyTorch's private helper."""

    def __init__(self, mode):
        self.prev = _fw.state.enabled
        self.mode = mode
        _fw.set_enabled(mode)

    def __enter__(self):
        pass

    def __exit__(self, *exc):
        _fw.set_enabled(self.prev)
        return False

    def _init_args(self):
        return (self.mode,)
