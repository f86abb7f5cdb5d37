"""In-place ops: PyTorch's checks, the write itself, and rewriting autograd history.

Generated in-place ops (generated/ops.py, from table entries with `inplace: true`
or written `op_(Tensor(a!) self, ...)`) call, in order:

    must_record_inplace -> check_inplace -> save inputs -> write -> rebase_history -> save result

- check_inplace: a leaf that requires grad (or a view of one) may not be changed
  while grad is recorded; some views may never be changed (views.py CreationMeta).
- write: copy the new value into the tensor's memory (with PyTorch's dtype and
  shape rules) and bump the version counter, so saved copies of the old value
  are known to be stale at backward time.
- rebase_history: the tensor's grad_fn becomes the op's node. For a view, the
  base's grad_fn becomes CopySlices, which routes the gradient of the view's
  region through the op's node and the rest to the base's old history; every
  live view of the base then gets a grad_fn that reads from the new history.
"""
import warnings

import numpy as np

from ..autograd import mutation_on_saved as _mutation_on_saved
from ..autograd.dispatch_state import has_own_dispatch
from ..autograd.dispatch_state import state as _dispatch_state
from ..autograd.grad_mode import state as _grad_state
from ..autograd.node import BrokenView, Node, edge_of, short_name
from ..autograd.saved import _FREED, SavedTensor
from ..kernels.output_layout import non_overlapping_and_dense
from ..ops.op_support import make_result
from .dtypes import INEXACT_KINDS, scalar_type_name
from .printing import format_shape
from .stacklevel import user_stacklevel
from .tensor import Tensor
from .views import DEFAULT, IN_CUSTOM_FUNCTION, INFERENCE_MODE, MULTI_OUTPUT_NODE, NO_GRAD_MODE, ViewFunc, ViewInfo

_ndarray = np.ndarray
#: np.may_share_memory without its __array_function__ dispatch, a Python call (the arrays are gradtable's own):
#: the same answer, ~2.8k -> ~1.5k instructions in every in-place op's overlap check (`p.data += u`)
_may_share_memory = getattr(np.may_share_memory, "_implementation", np.may_share_memory)

_PARTIAL_OVERLAP = ("unsupported operation: some elements of the input tensor and the written-to tensor refer to a "
                    "single memory location. Please clone() the tensor before performing the operation.")
_OVERLAP = ("unsupported operation: more than one element of the written-to tensor refers to a single memory "
            "location. Please clone() the tensor before performing the operation.")


def must_record_inplace(self, *inputs):
    """Whether an in-place call goes into the graph: grad mode on and some input requires grad
    (a view counts as requiring grad when its base does, as in PyTorch, so the view checks run)."""
    if not _grad_state.enabled:
        return False
    if self._requires_grad or (self._base is not None and self._base._requires_grad):
        return True
    for x in inputs:
        if isinstance(x, Tensor) and x._requires_grad:
            return True
    return False


def check_inplace(self):
    """PyTorch's refusals for a recorded in-place op on `self` (grad mode on, some input requires grad)."""
    view = self._view
    if view is not None:
        if view.creation != DEFAULT:
            raise RuntimeError(_view_creation_message(self, view.creation))
        # As PyTorch: a view that requires grad, of a base that is a leaf (requiring grad or not:
        # arange(6.).reshape(2, 3).requires_grad_() is such a view), may not be modified in place;
        # nor a view taken before its leaf base was made to require grad (its requires_grad follows
        # the base's in PyTorch).
        base = self._base
        if (self._requires_grad or base._requires_grad) and base._grad_node is None:
            raise RuntimeError("a view of a leaf Variable that requires grad is being used in an in-place operation.")
    if self._requires_grad and self._grad_node is None:
        raise RuntimeError("a leaf Variable that requires grad is being used in an in-place operation.")


def _view_creation_message(view, creation, modified="is being"):
    """PyTorch's refusal for a view that may not be modified in place (`modified`: "is being", or
    _BASE_CHANGED when its base or a sibling was and its history cannot be rebuilt). Built as
    PyTorch's handle_view_on_rebase builds it: who made the view, then why the change is refused."""
    grad_fn = view._grad_node if type(view._grad_node) is not BrokenView else None
    if creation in (NO_GRAD_MODE, INFERENCE_MODE) or grad_fn is None:
        prefix = (f"Output {view._output_nr} of {short_name(grad_fn)} is a view of a view which was created in"
                  if grad_fn is not None else "A view was created in")
        if creation == INFERENCE_MODE:
            message = f"{prefix} inference mode and {modified} modified inplace in normal mode."
        else:
            message = f"{prefix} no_grad mode and {modified} modified inplace with grad mode enabled."
    else:
        message = f"Output {view._output_nr} of {short_name(grad_fn)} is a view and {modified} modified inplace."
    return message + _WHY_REFUSED[creation]


_WHY_REFUSED = {
    MULTI_OUTPUT_NODE: " This view is the output of a function that returns multiple views. Such functions do not "
                       "allow the output views to be modified inplace. You should replace the inplace operation by an "
                       "out-of-place one.",
    NO_GRAD_MODE: " Given that this use case is ambiguous and error-prone, it is forbidden. You can clarify your code "
                  "by moving both the view and the inplace either both inside the no_grad block (if you don't want "
                  "the inplace to be tracked) or both outside (if you want the inplace to be tracked).",
    INFERENCE_MODE: " Given that this use case is ambiguous and error-prone, it is forbidden. You can clarify your "
                    "code by moving both the view and the inplace either both inside the inference_mode block (if you "
                    "don't want the inplace to be tracked) or both outside (if you want the inplace to be tracked).",
    IN_CUSTOM_FUNCTION: " This view was created inside a custom Function (or because an input was returned as-is) "
                        "and the autograd logic to handle view+inplace would override the custom backward associated "
                        "with the custom Function, leading to incorrect gradients. This behavior is forbidden. You can "
                        "fix this by cloning the output of the custom Function.",
}


def break_fragile_views(counter):
    """After a change to their memory, views of multi-output ops and views made under no_grad get a
    grad_fn that refuses to be used: PyTorch cannot rebuild their history, and raises when an op
    records one or backward reaches it (Tensor.grad_fn raises too: refresh_stale_view)."""
    for view in counter.live_views():
        if view._view.creation != DEFAULT and view._requires_grad:
            _break_view(view)


def _break_view(view):
    node = BrokenView()
    node.message = _view_creation_message(view, view._view.creation, _BASE_CHANGED)
    node.next_functions = ()
    view._grad_node = node
    view._output_nr = 0


_BASE_CHANGED = "its base or another view of its base has been"


def refresh_stale_view(view):
    """Tensor.grad_fn of a view whose memory changed since its grad_fn was set. As PyTorch: the
    history is rebuilt (AsStridedBackward0), except for a view of a multi-output op or one made
    under no_grad, whose history cannot be: asking for it raises."""
    creation = view._view.creation
    if type(view._grad_node) is BrokenView:
        raise RuntimeError(view._grad_node.message)
    if creation != DEFAULT:
        raise RuntimeError(_view_creation_message(view, creation, _BASE_CHANGED))
    refresh_view(view._base, view)


def writable(self, inputs=(), fills=False, expanded=None):
    """The array an in-place op may write into. Refuses, as PyTorch: inference tensors outside
    inference mode, tensors whose elements share memory (a dim expanded from size 1), and an
    input that partly overlaps self (x.mul_(x.t())); an input that is self exactly is fine.
    `fills`: the op writes one value everywhere (fill_, zero_), which PyTorch allows anyway.
    `expanded` (the table's key, see write): what else the op does with elements that share memory;
    None when there is nothing to write (copy_ of self's own memory)."""
    if self._is_inference and not _grad_state.inference:
        self._bump_version()  # raises PyTorch's error
    if _mutation_on_saved.active is not None:  # allow_mutation_on_saved_tensors: clone what was saved first
        _mutation_on_saved.active.before_write(self)
    data = self._data
    if not data.flags.writeable:
        if not data.size:   # (an expanded empty view: no memory to alias, nothing to write)
            return np.empty(data.shape, data.dtype)
        if not fills and shares_elements(data):
            if expanded == "same_source" and any(_same_layout(data, x._data) for x in inputs[1:]
                                                 if isinstance(x, Tensor)):
                return None   # PyTorch's copy_ returns before its overlap check: y.copy_(y)
            if expanded is None or expanded == "same_source":
                raise RuntimeError(_OVERLAP)
            if expanded != "write":   # (tril_ writes without a word)
                warnings.warn(f"Use of {expanded} on expanded tensors is deprecated. Please clone() the tensor before "
                              "performing this operation. This also applies to advanced indexing e.g. "
                              f"{_ADVANCED_INDEXING_EXAMPLE.get(expanded, 'tensor[indices] = tensor')}",
                              UserWarning, stacklevel=user_stacklevel())
        data = _writable_alias(data)   # (self's memory in self's layout: the overlap test below is the same)
    refuse_partial_overlap(self, inputs)
    return data


#: The example of PyTorch's deprecation warning for an in-place op on an expanded tensor.
_ADVANCED_INDEXING_EXAMPLE = {"masked_fill_": "tensor[mask] = scalar", "masked_scatter_": "tensor[mask] = tensor",
                              "index_fill_": "tensor[mask] = scalar"}


def shares_elements(data):
    """Whether some elements of `data` are one memory location, as PyTorch tells it (has_internal_overlap:
    a stride-0 dim of size > 1; zeros(3, 1).expand(3, 1) and ones(1).expand(4)[0] do not)."""
    return any(stride == 0 and size > 1 for size, stride in zip(data.shape, data.strides))


def _same_layout(a, b):
    return (a.__array_interface__["data"][0] == b.__array_interface__["data"][0] and a.shape == b.shape
            and a.strides == b.strides and a.dtype == b.dtype)


def _writable_alias(data):
    """A writable array on the same memory as the read-only view `data` (from its owner)."""
    owner = data
    while True:   # (as_strided's result hangs on its array through a helper object with its own .base)
        base = owner.base
        if not isinstance(base, np.ndarray):
            base = getattr(base, "base", None)
        if not isinstance(base, np.ndarray):
            break
        owner = base
    if not owner.flags.writeable:
        raise RuntimeError(_OVERLAP)
    offset = data.__array_interface__["data"][0] - owner.__array_interface__["data"][0]
    return np.ndarray(data.shape, data.dtype, buffer=owner, offset=offset, strides=data.strides)


def _partly_overlap(a, b):
    """PyTorch's partial-overlap test: memory shared but not the same elements in the same layout.
    As PyTorch, it is decided only between non-overlapping, dense tensors (others pass)."""
    if a.size == 0 or b.size == 0 or not _may_share_memory(a, b):
        return False
    if (a.__array_interface__["data"][0] == b.__array_interface__["data"][0] and a.shape == b.shape
            and a.strides == b.strides):
        return False    # the same elements in the same layout: a full overlap is fine (x.add_(x))
    # x.add_(x[None]) and x[::2] = x for a one-element x too: PyTorch compares the operands as given,
    # strides of size-1 dims included
    return non_overlapping_and_dense(a) and non_overlapping_and_dense(b)


def refuse_overlap(self, inputs, itself=True):
    """PyTorch's assert_no_overlap before an in-place kernel that reads an input while it writes self
    (index_copy_, scatter_, put_): an input that is self (`itself`), or shares memory with it (both
    non-empty and dense, as PyTorch can tell), is refused, a whole overlap as much as a partial one."""
    for other in inputs:
        if other is self and itself:
            raise RuntimeError(_PARTIAL_OVERLAP)
        if (isinstance(other, Tensor) and self._data.size and other._data.size and non_overlapping_and_dense(self._data)
                and non_overlapping_and_dense(other._data) and np.may_share_memory(self._data, other._data)):
            raise RuntimeError(_PARTIAL_OVERLAP)


def refuse_partial_overlap(target, inputs):
    """PyTorch's assert_no_partial_overlap (TensorIterator's check on an output): an input sharing
    some of target's memory but not all of it in the same layout is refused (add(x, y, out=x) runs)."""
    for other in inputs:
        if isinstance(other, Tensor) and other is not target and _partly_overlap(target._data, other._data):
            raise RuntimeError(_PARTIAL_OVERLAP)


def refuse_expanded_scalar_overlap(target, value):
    """x[None, ...] = x for a one-element x: PyTorch expands the value, its size-1 dims dropped, with
    stride 0, a layout the target never has; so any shared memory is a partial overlap. A 0-dim target
    (x[0] = x, x of shape (1,)) is the value's one element itself: nothing expands, the overlap is whole."""
    if target.ndim and target.size and non_overlapping_and_dense(target) and np.may_share_memory(target, value):
        raise RuntimeError(_PARTIAL_OVERLAP)


def check_written_shape(self, inputs):
    """PyTorch's errors for an in-place op before it looks at dtypes: memory overlap (writable), then
    operands that broadcast beyond self's shape."""
    writable(self, inputs)
    shape = np.broadcast_shapes(*(np.shape(x._data) for x in inputs if isinstance(x, Tensor)))
    if shape != self._data.shape:
        raise RuntimeError(f"output with shape {format_shape(self._data.shape)} doesn't match the broadcast "
                           f"shape {format_shape(shape)}")


def write(self, value, inputs, fills=False, check_inputs=True, expanded=None, structured=False):
    """Store the out-of-place result `value` (an array) into self's memory; bump its version.
    `check_inputs=False`: the kernel has checked the inputs' overlap with self its own way.
    `expanded` (the table's `expanded:` key): into a target whose elements share memory, the name of
    an op PyTorch lets write there with a deprecation warning (masked_fill_, index_put_), or
    "same_source" (copy_, whose source may be the target itself). Such a write stores only the
    elements the op changed: an element it leaves alone must not overwrite its memory with an old value.
    `structured`: a value of another shape gets the error of PyTorch's structured kernels (addmv_)."""
    data = writable(self, inputs if check_inputs else (), fills, expanded)
    target = self._data if data is None else data
    value = make_result(value, inputs)._data  # PyTorch's result dtype (float32 default for Python floats)
    if value.shape != target.shape and structured:
        raise RuntimeError(f"Bad in-place call: input tensor size {format_shape(target.shape)} and output tensor "
                           f"size {format_shape(value.shape)} should match")
    if value.shape != target.shape:
        raise RuntimeError(f"output with shape {format_shape(target.shape)} doesn't match the broadcast "
                           f"shape {format_shape(value.shape)}")
    if value.dtype != target.dtype and not np.can_cast(value.dtype, target.dtype, "same_kind"):
        raise RuntimeError(f"result type {scalar_type_name(value.dtype)} can't be cast to "
                           f"the desired output type {scalar_type_name(target.dtype)}")
    if data is not None:
        if expanded is not None and not self._data.flags.writeable and shares_elements(data):
            value = value.astype(data.dtype, copy=False)
            np.copyto(data, value, where=(value != data) & ~(np.isnan(value) & np.isnan(data))
                      if data.dtype.kind in "fc" else value != data)
        else:
            np.copyto(data, value, casting="unsafe")
    self._bump_version()
    return self


def restride(self, data, replay, undo=None, bump=True):
    """An in-place op that changes self's shape and strides, not its values (unsqueeze_, t_): self shows
    its memory as `data`, a NumPy view of its array. Rebuilding self from its base now ends with the op
    (`replay`); rebuilding a view of self starts by undoing it (`undo`, else a view back to the old shape:
    the op only added or removed dims of size 1), since PyTorch's views keep their own geometry.
    `bump=False`: the version went up already (a wrapper subclass's handler ran the op on its inner tensor)."""
    if bump:
        self._bump_version()   # (first: an inference tensor outside inference mode is refused unchanged)
    old_shape = self._data.shape
    self._data = data
    view = self._view
    if view is not None:
        if type(replay) is ViewFunc:
            replay.kept = _grad_state.view_replay
        self._view = ViewInfo(view.replay + (replay,), view.creation, view.version)
    counter = self._version_counter
    if counter is not None and counter.views:   # (an inference tensor has no counter, and no views to tell)
        from ..generated import ops  # (a cycle: generated ops call this module)

        back = undo if undo is not None else (lambda base: ops.view(base, old_shape))
        for child in counter.live_views():
            if child._base is self:
                info = child._view
                child._view = ViewInfo((back,) + info.replay, info.creation, info.version)


def set_view_history(self, grad_fn):
    """After restride: grad_fn (connected to self's history before the op) produces self, as PyTorch
    records its inplace_view ops: over self's own history, with no CopySlices on a view's base (no value
    changed there). A view's grad_fn is then current, not to be rebuilt."""
    data = self._data
    if data.dtype.kind not in INEXACT_KINDS:
        return
    _forget_retained_grad(self)
    grad_fn._output_metadata = ((data.shape, data.dtype),)
    self._grad_node = grad_fn
    self._output_nr = 0
    self._requires_grad = True
    _retain_grad_again(self)
    if self._view is not None:
        self._view.version = self._version_counter.value


def save_original(self):
    """The value of self before an in-place op, for formulas that use `self` (PyTorch saves a clone).
    The clone is recorded, so double backward reaches self's earlier history."""
    from ..generated import ops
    return SavedTensor(ops.clone(self))


def rebase_history(self, grad_fn):
    """Make grad_fn (connected to the inputs, holding its saved values) the producer of self's new value."""
    data = self._data
    if data.dtype.kind not in INEXACT_KINDS:  # an integer tensor has no history
        return
    _forget_retained_grad(self)
    grad_fn._output_metadata = ((data.shape, data.dtype),)
    self._grad_node = grad_fn
    self._output_nr = 0
    self._requires_grad = True
    _retain_grad_again(self)
    base = self._base
    if base is None:
        refresh_views(self, skip=None)
        return
    copy_slices = CopySlices(base, self._view, grad_fn)
    _forget_retained_grad(base)
    base._grad_node = copy_slices
    base._output_nr = 0
    base._requires_grad = True
    _retain_grad_again(base)
    refresh_views(base, skip=None)
    if self._grad_node is grad_fn:  # a view the registry does not hold (cannot happen with grad on; be safe)
        refresh_view(base, self)


def refresh_views(base, skip):
    """Point every live view of `base` at base's current history (their values may have changed)."""
    counter = base._version_counter
    if counter is None or not counter.views:
        return
    for view in counter.live_views():
        if view is not skip and view._base is base:
            refresh_view(base, view)


def refresh_view(base, view):
    if not base._requires_grad:
        return
    if view._view.creation != DEFAULT:
        # (a view that cannot be rebuilt was broken by break_fragile_views, if it required grad; one that did
        # not follows its base as PyTorch's: it requires grad now, and its history cannot be asked for)
        if not view._requires_grad:
            view._requires_grad = True
            _break_view(view)
        return
    node = AsStridedBackward0()
    _forget_retained_grad(view)
    if base._base is not None:
        # The base is a view made a leaf (x.reshape(3).requires_grad_()): PyTorch rebuilds the history
        # from the storage's owner, which needs no gradient, so none reaches the base any more.
        node.next_functions = ((None, 0),)
        node._output_metadata = ((view._data.shape, view._data.dtype),)
    else:
        # The replay is autograd's own bookkeeping, which no dispatch mode sees in PyTorch; but a
        # wrapper subclass has no strides of its own to view through, so its view ops replay
        # through its __torch_dispatch__ and the last one's node is the view's (as PyTorch's view_fn),
        # as it is for every view with _force_original_view_tracking(True).
        wrapper = has_own_dispatch(base)
        previous, dispatching = _grad_state.enabled, _dispatch_state.dispatch
        _grad_state.enabled = True
        _dispatch_state.dispatch = wrapper
        try:
            fresh = view._view.rebuild(base)
        finally:
            _grad_state.enabled, _dispatch_state.dispatch = previous, dispatching
        if wrapper or view._view.changes_metadata or _grad_state.view_replay:
            node = fresh._grad_node   # (its output_nr is 0: the replayed op's result)
        else:
            node.connect((fresh,), (view,))
    view._grad_node = node
    view._requires_grad = True   # (the replayed branch does not connect: a view made before the base required grad)
    view._output_nr = 0  # e.g. output 2 of unbind: now the one output of this node
    view._view.version = base._version_counter.value
    _retain_grad_again(view)


# retain_grad follows a tensor to its new grad_fn, as PyTorch moves its retains_grad hook: the
# retained .grad is then the gradient of the tensor's current value (y[0].neg_() changes y's).
def _forget_retained_grad(tensor):
    old = tensor._grad_node
    if tensor._retains_grad and old is not None and old._retains_grad_hooks:
        old._retains_grad_hooks.pop(tensor._output_nr, None)


def _retain_grad_again(tensor):
    if tensor._retains_grad:
        tensor._retains_grad = False
        tensor.retain_grad()


class AsStridedBackward0(Node):
    """The grad_fn a view gets when its base's history is rewritten (PyTorch's name for it).

    Its one edge leads to the view ops replayed on the base's new history, which do the real
    backward; this node passes the gradient through unchanged."""

    __slots__ = ()

    def apply(self, grads):
        return [grads[0]]


class CopySlices(Node):
    """The base's grad_fn after an in-place op `fn` on one of its views (PyTorch's CopySlices).

    Backward: the incoming gradient is for the whole base. The part under the view goes
    through fn (its gradient for the view's old value replaces that part); fn's gradients
    for its other inputs are passed on; the rest reaches the base's old history as it is."""

    __slots__ = ("fn", "view")

    def __init__(self, base, view, fn):
        super().__init__()
        self.fn = fn
        self.view = view
        base_edge = edge_of(base)
        self.next_functions = (base_edge,) + tuple(fn.next_functions[1:])
        self._output_metadata = ((base._data.shape, base._data.dtype),)

    def name(self):
        return "torch::autograd::CopySlices"

    def __repr__(self):
        return f"<CopySlices object at {hex(id(self))}>"

    def apply(self, grads):
        from ..generated import ops
        from ..ops.formula_helpers import sum_to
        if self.fn is None:
            raise RuntimeError(_FREED)
        result = ops.clone(grads[0])
        grad_slice = self.view.rebuild(result)  # shares result's memory
        res = list(self.fn.apply([ops.clone(grad_slice)]))
        if not self.should_compute_output(0):
            res[0] = None
        elif res[0] is None:  # fn gave the view's old value no gradient: that region gets none
            ops.zero_(grad_slice)
            res[0] = result
        else:
            own = res[0]
            if tuple(own.shape) != tuple(grad_slice.shape):
                own = sum_to(own, grad_slice.shape)
            ops.copy_(grad_slice, own)
            res[0] = result
        return res

    def release_saved(self):
        # As PyTorch's: CopySlices lets go of fn rather than freeing fn's saved values. A double
        # backward recorded earlier may reach fn itself (its saved output, unpacked, hangs on fn
        # once the view that was changed is gone), and fn must still hold its values there.
        self.fn = None
