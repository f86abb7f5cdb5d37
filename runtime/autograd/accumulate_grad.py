"""A gradient arriving at a leaf (or a tensor that retains its grad): `.grad += grad`."""
import sys

import numpy as np

from ..core.tensor import Tensor


def accumulate_grad(variable, grad, create_graph, may_steal=False):
    """`variable.grad += grad`, then post-accumulate hooks (leaf hooks ran before, in the engine).
    The hooks run even when no gradient arrived (None), as in PyTorch. A leaf that stopped requiring
    grad after the graph was built (x.detach_(), x.requires_grad_(False)) gets nothing, as in PyTorch."""
    if not variable._requires_grad:
        return
    if grad is not None:
        _store_grad(variable, grad, create_graph, stealable=may_steal and _engine_only(grad))
    if variable._post_accumulate_grad_hooks:
        for hook in tuple(variable._post_accumulate_grad_hooks.values()):
            if hook(variable) is not None:
                raise RuntimeError("Tensor post accumulate grad hooks should return None.")


def _store_grad(variable, grad, create_graph, stealable=False):
    old = variable._grad
    if create_graph and old is None:
        # A recorded copy, never the incoming tensor itself (which the caller may hold), as in
        # PyTorch: CopyBackwards for a leaf's .grad, CloneBackward0 for a retained non-leaf's.
        if variable._grad_fn is not None:
            variable._grad = grad.clone()
        else:
            variable._grad = Tensor._make(np.empty_like(grad._data)).copy_(grad)
    elif create_graph:
        variable._grad = old + grad
    elif old is not None and variable._grad_fn is not None:
        # A retained grad is summed out of place, as PyTorch does (outside create_graph, the sum has no history)
        variable._grad = Tensor._make(old._data + grad._data)
    else:
        _store_grad_array(variable, grad._data, stealable)


def _store_grad_array(variable, data, stealable):
    """`.grad += data` outside create_graph."""
    old = variable._grad
    if old is None:
        # Own the buffer. A gradient array nothing else can reach (a fresh result of a formula)
        # is taken as it is, as PyTorch steals such buffers; anything else is copied.
        if not (stealable and data.base is None and data.flags.writeable):
            data = np.array(data, copy=True)
        variable._grad = Tensor._make(data)
    elif old._data.flags.writeable and old._data.dtype == data.dtype:
        # In place, as PyTorch (even into a .grad that create_graph left requiring grad)
        np.add(old._data, data, out=old._data)
        old._bump_version()
    else:
        variable._grad = Tensor._make(old._data + data)


def _accumulate_array(variable, grads):
    """The engine's short path for a hook-free leaf (no pre/post, tensor or post-accumulate hooks)."""
    stealable = sys.getrefcount(grads[0]) <= _SHORT_PATH_ARRAY_REFERENCES
    if variable._requires_grad:   # (see accumulate_grad)
        _store_grad_array(variable, grads[0], stealable)


#: What sys.getrefcount gives, seen from _engine_only (called by accumulate_grad), for a gradient
#: that only the engine holds: the tensor made for the leaf's node (held by its gradient list and
#: the frames on the way here, plus getrefcount's own argument), and its array (held by that
#: tensor alone: run_backward drops its loop's references first). One more means someone else
#: holds it. tests/autograd/test_grad_buffers.py checks both that such buffers are taken and that shared ones are not.
_ENGINE_REFERENCES = 5
_ENGINE_ARRAY_REFERENCES = 2
#: The same for the short path (_accumulate_array): the array is held by the node's gradient
#: list alone, plus getrefcount's argument.
_SHORT_PATH_ARRAY_REFERENCES = 2


def _engine_only(grad):
    """True when no one else can reach this gradient or its array, so .grad may take it uncopied."""
    return (sys.getrefcount(grad) <= _ENGINE_REFERENCES
            and sys.getrefcount(grad._data) <= _ENGINE_ARRAY_REFERENCES)
