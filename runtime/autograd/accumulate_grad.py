"""A gradient arriving at a leaf (or a tensor that retains its grad): `.grad += grad`.

Outside create_graph the first gradient a leaf gets becomes its .grad without a copy when nothing
but the engine can reach it (a fresh result of a formula), as PyTorch steals such buffers; one
function, `sole_holder`, decides that from reference counts, and it is checked against this
interpreter at import (a CPython that counts otherwise makes every .grad a copy: always correct).
"""
import sys

import numpy as np

from ..core.layout import contiguous_format, copy_into
from ..core.tensor import Tensor
from ..kernels.output_layout import non_overlapping_and_dense
from .dispatch_state import has_own_dispatch
from .dispatch_state import state as _dispatch_state


def accumulate_grad(variable, grad, create_graph, stealable=False):
    """`variable.grad += grad`, then post-accumulate hooks (leaf hooks ran before, in the engine).
    The hooks run even when no gradient arrived (None), as in PyTorch. A leaf that stopped requiring
    grad after the graph was built (x.detach_(), x.requires_grad_(False)) gets nothing, as in PyTorch.
    stealable: `grad` may become .grad uncopied (sole_holder said so, and no hook saw it)."""
    if not variable._requires_grad:
        return
    if grad is not None:
        store_grad(variable, grad, create_graph, stealable)
    if variable._post_accumulate_grad_hooks:
        for hook in tuple(variable._post_accumulate_grad_hooks.values()):
            if hook(variable) is not None:
                raise RuntimeError("Tensor post accumulate grad hooks should return None.")


def accumulate_array(variable, grads):
    """The engine's short path for a hook-free leaf (no pre/post, tensor or post-accumulate hooks):
    `.grad += grads[0]`, an array, taken uncopied if the list `grads` alone holds it."""
    if variable._requires_grad:   # (see accumulate_grad)
        # sole_holder(grads) for an array, written out (two calls fewer a leaf); first: grads[0] as an
        # argument below holds it once more
        stealable = _COUNTS_AS_EXPECTED and sys.getrefcount(grads[0]) == HELD_ONCE
        _store_grad_array(variable, grads[0], stealable)


def store_grad(variable, grad, create_graph, stealable=False):
    """`.grad += grad` for a tensor gradient (a leaf's, or a retained grad of a non-leaf)."""
    old = variable._grad
    if create_graph and old is None:
        # A recorded copy, never the incoming tensor itself (which the caller may hold), as in
        # PyTorch: CopyBackwards for a leaf's .grad, CloneBackward0 for a retained non-leaf's.
        if variable._grad_node is not None:
            variable._grad = grad.clone(memory_format=contiguous_format)
        else:
            variable._grad = Tensor._make(_empty_in_leaf_layout(variable._data, grad._data)).copy_(grad)
    elif create_graph or _dispatch_state.dispatch_modes or has_own_dispatch(grad) or has_own_dispatch(old):
        # (a wrapper subclass's gradient has no data of its own: its ops go to __torch_dispatch__, and a
        # dispatch mode sees the detach PyTorch's AccumulateGrad makes of the gradient it keeps)
        variable._grad = grad.detach() if old is None else old + grad
    elif old is not None and variable._grad_node is not None:
        # A retained grad is summed out of place, as PyTorch does (outside create_graph, the sum has no history)
        variable._grad = Tensor._make(old._data + grad._data)
    else:
        _store_grad_array(variable, grad._data, stealable)


def _store_grad_array(variable, data, stealable):
    """`.grad += data` outside create_graph."""
    old = variable._grad
    if old is None:
        # Own the buffer: taken as it is if nothing else can reach it, else copied.
        # (the common case, the leaf's own strides, tested here first: a call less per leaf)
        if variable._grad_node is None and data.strides != variable._data.strides \
                and not _obeys_layout_contract(variable._data, data):
            data = _copy_in_leaf_layout(variable._data, data)
        elif variable._grad_node is not None and not data.flags.c_contiguous:
            # a retained grad is row-major whatever the formula made: PyTorch's retain_grad hook keeps
            # grad.clone(MemoryFormat::Contiguous) (a column-major mm operand's gradient is transposed)
            data = np.ascontiguousarray(data)
        elif not (stealable and data.base is None and data.flags.writeable):
            data = np.array(data, copy=True)
        variable._grad = Tensor._make(data)
    elif old._data.flags.writeable and old._data.dtype == data.dtype:
        # In place, as PyTorch (even into a .grad that create_graph left requiring grad)
        np.add(old._data, data, out=old._data)
        old._bump_version()
    else:
        variable._grad = Tensor._make(old._data + data)


def _obeys_layout_contract(leaf, grad):
    """PyTorch's rule for a leaf's first .grad: the leaf's own strides when the leaf is dense (a
    channels_last weight gets a channels_last .grad, whatever layout the formula produced), else
    row-major. Strides of size-1 dims do not count. The common case (same strides) costs one compare."""
    if grad.strides == leaf.strides or grad.ndim < 2:
        return True
    if non_overlapping_and_dense(leaf):
        return all(g * leaf.itemsize == s * grad.itemsize
                   for n, g, s in zip(leaf.shape, grad.strides, leaf.strides) if n != 1)
    return grad.flags.c_contiguous


def _empty_in_leaf_layout(leaf, grad):
    """An empty array for `grad`'s values laid out as the contract asks (np.empty_like's order 'K'
    repeats a dense leaf's order of dims)."""
    if non_overlapping_and_dense(leaf):
        return np.empty_like(leaf, dtype=grad.dtype)
    return np.empty(grad.shape, grad.dtype)


def _copy_in_leaf_layout(leaf, grad):
    # (a transposed weight's gradient: in column blocks, see copy_into; GPT step ~0.12 ms)
    return copy_into(_empty_in_leaf_layout(leaf, grad), grad)


#: sys.getrefcount(x), read as sole_holder reads it, of an object x that one holder alone holds
#: (x = holder[0], or x = tensor._data): the holder's reference plus getrefcount's own argument.
#: So CPython 3.11 counts; _COUNTS_AS_EXPECTED checks it on the running interpreter.
HELD_ONCE = 2


def sole_holder(grads):
    """True when the engine's gradient list `grads` is all that holds grads[0] (an array, or a
    tensor whose array that tensor alone holds): then no one else can see the gradient change
    (a hook that kept it, a user's tensor, another leaf sent the same array), so .grad may take it
    without a copy. The engine drops its own other references first (engine.py: `grad_inputs = None`)."""
    return _COUNTS_AS_EXPECTED and _held_by_list_alone(grads)


def _held_by_list_alone(grads):
    return (sys.getrefcount(grads[0]) == HELD_ONCE
            and (not isinstance(grads[0], Tensor) or sys.getrefcount(grads[0]._data) == HELD_ONCE))


def _counts_as_expected():
    """Whether this interpreter counts references as HELD_ONCE says: gradients that a list alone
    holds pass _held_by_list_alone, gradients someone else also holds do not."""
    array = np.empty(1)
    tensor = Tensor._make(np.empty(1))
    return (_held_by_list_alone([np.empty(1)]) and _held_by_list_alone([Tensor._make(np.empty(1))])
            and not _held_by_list_alone([array]) and not _held_by_list_alone([tensor])
            and not _held_by_list_alone([Tensor._make(array)]))


#: False on an interpreter that counts otherwise (say a CPython that borrows references where
#: 3.11 takes them): then sole_holder is always False and every first .grad is a copy.
#: tests/autograd/test_grad_buffers.py fails loudly in that case, saying what to update.
_COUNTS_AS_EXPECTED = _counts_as_expected()
