"""Graph nodes: the backward functions autograd records, and what they save.

A Node is the backward of one op call. `next_functions` holds one edge
`(node, output_nr)` per differentiable input, pointing at the node that
produced that input (or the input's AccumulateGrad if it is a leaf, or None
if it needs no gradient). Generated subclasses (generated/functions.py)
implement `apply(grads)`; the engine (engine.py) walks the edges.
"""
import itertools
import re
import weakref

from . import anomaly_mode as _anomaly
from ..core.dtypes import LEGACY_TYPE_NAMES
from .grad_mode import state as _grad_state
from .hooks import add_hook
from . import saved_tensor_hooks as _saved_hooks

_sequence = itertools.count()
_new = object.__new__
_NO_EDGE = (None, 0)
_NO_EDGES = (_NO_EDGE,)
_LAST = float("inf")  # AccumulateGrad runs as soon as it is ready, as in PyTorch


class Node:
    # Hooks and metadata are rare: they live in the instance dict only once set, so the
    # common node stores just four slots (see the class-level defaults below).
    __slots__ = ("next_functions", "_output_metadata", "_sequence_nr", "__dict__", "__weakref__")

    #: Names of the slots that hold SavedTensor objects (set by each generated class).
    _saved_tensor_slots = ()
    _pre_hooks = None
    _post_hooks = None
    _tensor_pre_hooks = None
    _retains_grad_hooks = None
    _metadata = None
    #: True once any hook is registered: the engine gives hook-free nodes a short path.
    _hooked = False
    #: True for nodes that want None (not zeros) for outputs that got no gradient (custom Functions).
    _receives_missing_grads = False
    #: True for classes with an `apply_arrays` (set by __init_subclass__).
    _array_backward = False

    def __init_subclass__(cls, **kwargs):
        # Generated classes whose formulas run on NumPy arrays define `apply_arrays(grads)`:
        # the backward on arrays, used by the engine when the backward is not recorded.
        # Other nodes (custom Functions, checkpoint) get tensors, made where the engine keeps
        # track of which tensor each gradient array is (engine.py).
        super().__init_subclass__(**kwargs)
        cls._array_backward = callable(getattr(cls, "apply_arrays", None))

    def __init__(self):
        self._sequence_nr = next(_sequence)
        if _anomaly.state.enabled:  # keep the forward stack (autograd.detect_anomaly)
            _anomaly.record(self)

    # -- what users see -------------------------------------------------
    def name(self):
        return type(self).__name__

    @property
    def metadata(self):
        if self._metadata is None:
            self._metadata = {}
        return self._metadata

    def register_hook(self, fn):
        """fn(grad_inputs, grad_outputs) runs after the node; may return new grad_inputs."""
        if self._post_hooks is None:
            self._post_hooks = {}
            self._hooked = True
        return add_hook(self._post_hooks, fn)

    def register_prehook(self, fn):
        """fn(grad_outputs) runs before the node; may return new grad_outputs."""
        if self._pre_hooks is None:
            self._pre_hooks = {}
            self._hooked = True
        return add_hook(self._pre_hooks, fn)

    def _register_tensor_pre_hook(self, output_nr, fn):
        if self._tensor_pre_hooks is None:
            self._tensor_pre_hooks = {}
            self._hooked = True
        return add_hook(self._tensor_pre_hooks, (output_nr, fn))

    def __call__(self, *grads):
        """Run this node's backward directly: gradients for its inputs, one per edge."""
        from .engine import call_node
        return call_node(self, grads)

    def __repr__(self):  # the class name, as PyTorch's repr (name() may be qualified: CopyBackwards)
        return f"<{type(self).__name__} object at {hex(id(self))}>"

    # -- used by ops and the engine ---------------------------------------
    def connect(self, inputs, outputs):
        """Point this node at its inputs and make it the grad_fn of its float outputs."""
        _link(self, inputs, outputs)

    def should_compute_output(self, index):
        return self.next_functions[index][0] is not None

    def release_saved(self):
        """Free saved tensors (after backward without retain_graph). A slot holds a saved value
        (SavedTensor, SavedIndex: the kinds with a release()), a list of them (Tensor[] inputs:
        cat, stack, ...), or what was kept as it is (None; a Python number: x * 2 keeps 2)."""
        for slot in self._saved_tensor_slots:
            saved = getattr(self, slot, None)
            if type(saved) is list:
                for item in saved:
                    _release(item)
            else:
                _release(saved)

    def apply(self, grads):  # pragma: no cover - every subclass overrides it
        raise NotImplementedError


def _release(saved):
    release = getattr(saved, "release", None)
    if release is not None:
        release()


class AccumulateGrad(Node):
    """The sink of a leaf tensor: adds the incoming gradient into `variable.grad`."""

    __slots__ = ("variable",)

    def __init__(self, variable):
        super().__init__()
        self._sequence_nr = _LAST
        self.variable = variable
        self.next_functions = ()
        self._output_metadata = ((variable._data.shape, variable._data.dtype),)

    def name(self):
        return "torch::autograd::AccumulateGrad"

    def apply(self, grads):
        return ()


class NotImplementedNode(Node):
    """PyTorch's node for an op that has no derivative at all (floor_divide, `2 % x`): the result
    requires grad like any other, and only a backward that reaches it fails, naming the op."""

    __slots__ = ("op",)

    def name(self):
        return "torch::autograd::NotImplemented"

    def apply(self, grads):
        raise RuntimeError(f"derivative for aten::{self.op} is not implemented")


NotImplementedNode.__name__ = NotImplementedNode.__qualname__ = "NotImplemented"  # repr: grad_fn=<NotImplemented>


class BrokenView(Node):
    """The grad_fn of a view whose history cannot be rebuilt once its memory changed (a multi-output
    op's view, a no_grad view: inplace.break_fragile_views). As PyTorch, using it raises: recording
    it as an input (every op reads its metadata), indexing it, and backward through it."""

    __slots__ = ("message",)

    @property
    def _output_metadata(self):
        raise RuntimeError(self.message)

    def apply(self, grads):
        raise RuntimeError(self.message)


def record_not_implemented(op, inputs, out):
    """record() for an op without derivative formulas (table inputs marked `not_implemented`)."""
    node = record(NotImplementedNode, inputs, (out,))
    node.op = op
    return node


def record(cls, inputs, outputs):
    """A new `cls` node for one op call, linked to its inputs and outputs (what `cls()` and
    `connect` do, in one call). Generated ops with one or two tensor inputs and one output use
    record_one / record_two: they run for nearly every recorded op, so they skip the packing."""
    node = cls()
    _link(node, inputs, outputs)
    return node


def record_one(cls, x, out):
    """record(cls, (x,), (out,)) where x requires grad (that is why the op records).
    (Node.__init__'s lines are written out: a call more costs ~3% of a recorded op.)"""
    node = _new(cls)
    node._sequence_nr = next(_sequence)
    if _anomaly.state.enabled:
        _anomaly.record(node)
    _link_unary(node, x, out)
    return node


def record_two(cls, a, b, out):
    """record(cls, (a, b), (out,)) where a or b requires grad: x * 2, x * w.
    (An input may be a Python number: only tensors have `_requires_grad`.)"""
    if not getattr(b, "_requires_grad", False):
        node = record_one(cls, a, out)
        node.next_functions += _NO_EDGES
    elif not getattr(a, "_requires_grad", False):
        node = record_one(cls, b, out)
        node.next_functions = _NO_EDGES + node.next_functions
    else:  # both: linked as record_one links `a` and the output, then b's edge (x @ w + b)
        node = record_one(cls, a, out)
        fn = b._grad_fn
        if type(fn) is BrokenView:
            raise RuntimeError(fn.message)
        node.next_functions += ((fn, b._output_nr) if fn is not None else (grad_accumulator(b), 0),)
    return node


def _link(node, inputs, outputs):
    """Node.connect. An input's (shape, dtype) is not stored again: the engine reads it from
    the node the edge leads to (its `_output_metadata`), and an output of the same shape and
    dtype as the first input shares that input's entry (fewer objects per recorded op).
    Inputs that are not tensors (Python numbers, None) have no `_requires_grad`: no edge."""
    edges = []
    first_meta = None
    for x in inputs:
        if getattr(x, "_requires_grad", False):
            fn = x._grad_fn
            if fn is not None:
                nr = x._output_nr
                edges.append((fn, nr))
                if first_meta is None or type(fn) is BrokenView:
                    first_meta = fn._output_metadata[nr]   # (a BrokenView raises here)
            else:
                edges.append((grad_accumulator(x), 0))
        else:
            edges.append(_NO_EDGE)
    node.next_functions = tuple(edges)
    if len(outputs) == 1:
        _link_output(node, outputs[0], first_meta)
        return
    out_meta = []
    for i, out in enumerate(outputs):
        if out is None or out._data.dtype.kind not in "fc":
            out_meta.append(None)
            continue
        out._grad_fn = node
        out._output_nr = i
        out._requires_grad = True
        out_meta.append((out._data.shape, out._data.dtype))
    node._output_metadata = tuple(out_meta)


def _link_unary(node, x, out):
    """_link for the most common call: one input that requires grad, one output."""
    fn = x._grad_fn
    if fn is not None:
        nr = x._output_nr
        node.next_functions = ((fn, nr),)
        _link_output(node, out, fn._output_metadata[nr])
    else:
        node.next_functions = ((grad_accumulator(x), 0),)
        _link_output(node, out, None)


def _link_output(node, out, input_meta):
    """Make `node` the grad_fn of its one output (if float); its (shape, dtype) entry is the
    input's `input_meta` when they are the same."""
    data = out._data
    dtype = data.dtype
    if dtype.kind in "fc":
        out._grad_fn = node
        out._requires_grad = True
        shape = data.shape
        if input_meta is None or input_meta[1] is not dtype or input_meta[0] != shape:
            input_meta = (shape, dtype)
        node._output_metadata = (input_meta,)
    else:
        node._output_metadata = (None,)


def grad_accumulator(tensor):
    """The one AccumulateGrad of a leaf (held weakly by the leaf, strongly by the graph)."""
    ref = tensor._grad_accumulator
    acc = ref() if ref is not None else None
    if acc is None:
        if tensor._view is not None and tensor._grad_fn is None:
            from ..core.views import NO_GRAD_MODE  # (views imports this module)
            if tensor._view.creation == NO_GRAD_MODE:
                # As PyTorch: a view taken under no_grad reports requires_grad from its base, but
                # has no accumulator of its own: gradients reaching it are dropped (no edge).
                return None
        acc = AccumulateGrad(tensor)
        tensor._grad_accumulator = weakref.ref(acc)
        if tensor._backward_hooks or tensor._post_accumulate_grad_hooks:
            acc._hooked = True  # (the engine's short path skips hooked nodes)
    return acc


def edge_of(x):
    """The edge that gradients for input `x` flow along."""
    if getattr(x, "_requires_grad", False):
        if x._grad_fn is not None:
            return (x._grad_fn, x._output_nr)
        return (grad_accumulator(x), 0)
    return (None, 0)


_DETACHED = ("Trying to use a saved tensor that has been detached in-place, i.e. with .detach_().This is not "
             "supported, please use out-of-place `.detach()` instead")
_FREED = ("Trying to backward through the graph a second time (or directly access saved tensors "
          "after they have already been freed). Saved intermediate values of the graph are freed "
          "when you call .backward() or autograd.grad(). Specify retain_graph=True if you need to "
          "backward through the graph a second time or if you need to access saved tensors after "
          "calling backward.")


class SavedTensor:
    """A tensor an op keeps for its backward, with the version it had when saved.

    An op's own output is kept without its grad_fn (that would be a cycle:
    output -> node -> output) and rebuilt on unpack with the node as grad_fn.

    With saved-tensor hooks (autograd.graph.saved_tensors_hooks, or
    `register_hooks` on the `grad_fn._raw_saved_*` object itself) only what the
    pack hook returned is kept, plus where the tensor sits in the graph; unpack
    rebuilds the tensor from the unpack hook's result. As in PyTorch, the version
    check is then skipped: the hooks own the value, in-place changes to the
    original no longer reach it.
    """

    __slots__ = ("_tensor", "_data", "_counter", "_version", "_is_output", "_output_nr",
                 "_requires_grad", "_non_leaf", "_freed", "_hooks")

    def __init__(self, tensor, is_output=False):
        if tensor._is_inference:
            raise RuntimeError(_INFERENCE_SAVED)
        self._freed = False
        self._hooks = None
        self._is_output = is_output
        counter = tensor._version_counter
        if is_output:
            if counter is None:  # shared with the output so later in-place changes are seen
                counter = tensor._version_counter = VersionCounter()
            self._counter = counter
            self._version = counter.value
            self._tensor = None
            self._data = tensor._data
            self._output_nr = tensor._output_nr
            self._requires_grad = tensor._requires_grad
        else:
            # Inputs are kept themselves, so their counter can be read (or created) later.
            self._counter = None
            self._version = 0 if counter is None else counter.value
            self._tensor = tensor
            self._data = None
            self._output_nr = 0
            self._requires_grad = False
        self._non_leaf = tensor._grad_fn is not None   # to tell a later detach_() (see unpack)
        if _saved_hooks.state.stack:
            self._pack(tensor, *_saved_hooks.current())

    def register_hooks(self, pack_hook, unpack_hook):
        """Pack this saved tensor now with `pack_hook`; `unpack_hook` gives it back in backward."""
        _check_callable_hooks("register_hooks", pack_hook, unpack_hook)
        if self._hooks is not None:
            raise RuntimeError("Calling register_hooks on a saved tensor whose hooks have already been set. "
                               "Hint: only one pair of hooks is allowed at a time.")
        if self._freed:
            raise RuntimeError("Calling register_hooks on a saved tensor after it has been freed. Saved "
                               "intermediate values of the graph are freed when you call .backward() or "
                               "autograd.grad(). Specify retain_graph=True if you need to backward through "
                               "the graph a second time or if you need to access saved variables after "
                               "calling backward.")
        tensor = self._tensor
        if self._is_output:
            tensor = _Tensor._make(self._data)
            tensor._version_counter = self._counter
        self._pack(tensor, pack_hook, unpack_hook)

    def _pack(self, tensor, pack_hook, unpack_hook):
        """Keep pack_hook(tensor) instead of the tensor, and the edge the tensor hangs on."""
        origin = None  # outputs get the node itself back at unpack
        if not self._is_output:
            if tensor._grad_fn is not None:
                origin = tensor._grad_fn
                self._output_nr = tensor._output_nr
            elif tensor._requires_grad:
                origin = grad_accumulator(tensor)
        counter = tensor._version_counter
        version = 0 if counter is None else counter.value
        if self._is_output:  # the hook sees a new tensor object on the output, as in PyTorch
            alias = _Tensor._make(tensor._data)
            alias._version_counter = tensor._version_counter
            alias._grad_fn, alias._output_nr, alias._requires_grad = (
                tensor._grad_fn, tensor._output_nr, tensor._requires_grad)
            tensor = alias
        previous, _grad_state.enabled = _grad_state.enabled, False  # pack hooks run in no_grad, as PyTorch
        try:
            packed = pack_hook(tensor)
        finally:
            _grad_state.enabled = previous
        counter = tensor._version_counter
        if (0 if counter is None else counter.value) != version:
            raise RuntimeError("A saved tensor pack hook is modifying its input in place. Tensors provided as "
                               "input to pack hook cannot be modified by in-place operations as this can lead "
                               "to unexpected side-effects. Please open an issue if you need to perform in-place "
                               "operations on the input to a pack hook.")
        self._hooks = (unpack_hook, packed, origin)
        self._tensor = None
        self._data = None

    def _current_version(self):
        counter = self._counter if self._is_output else self._tensor._version_counter
        return 0 if counter is None else counter.value

    def unpack(self, node=None):
        if self._freed:
            raise RuntimeError(_FREED)
        if self._hooks is not None:
            return self._unpack_hooked(node)
        if self._current_version() != self._version:
            raise RuntimeError(_modified_message(self, node))
        if not self._is_output:
            if self._non_leaf and not self._tensor._requires_grad:
                raise RuntimeError(_DETACHED)   # its history is gone: the gradient would stop there
            return self._tensor
        t = _Tensor._make(self._data)
        t._version_counter = self._counter
        if self._requires_grad and node is not None:
            t._grad_fn = node
            t._output_nr = self._output_nr
            t._requires_grad = True
        return t

    def _unpack_hooked(self, node):
        """A fresh tensor on the unpack hook's data, put back where the saved one was in the graph."""
        unpack_hook, packed, origin = self._hooks
        value = unpack_hook(packed)
        if not isinstance(value, _Tensor):
            raise TypeError("Output of saved tensor unpack_hook expected to be a Tensor but got result "
                            f"of type {type(value).__name__}")
        t = _Tensor._make(value._data)
        if self._version:
            t._version_counter = VersionCounter()
            t._version_counter.value = self._version
        if self._is_output:
            if self._requires_grad and node is not None:
                t._grad_fn = node
                t._output_nr = self._output_nr
                t._requires_grad = True
        elif type(origin) is AccumulateGrad:
            t._requires_grad = True
            t._grad_accumulator = weakref.ref(origin)
        elif origin is not None:
            t._grad_fn = origin
            t._output_nr = self._output_nr
            t._requires_grad = True
        return t

    def release(self):
        self._freed = True
        self._tensor = None
        self._data = None
        self._hooks = None


def _check_callable_hooks(where, pack_hook, unpack_hook):
    if not callable(pack_hook) or not callable(unpack_hook):
        raise TypeError(f"{where}(): incompatible function arguments. Both the pack hook and the unpack hook "
                        f"must be callable (got {type(pack_hook).__name__} and {type(unpack_hook).__name__})")


_INFERENCE_SAVED = ("Inference tensors cannot be saved for backward. Please do not use Tensors created in "
                    "inference mode in computation tracked by autograd. To work around this, you can make a "
                    "clone to get a normal tensor and use it in autograd, or use `torch.no_grad()` instead of "
                    "`torch.inference_mode()`.")


def short_name(node):
    """How PyTorch's error messages name a node: MulBackward0 -> Mul, ClampBackward1 -> Clamp1, and a
    custom Function's node (no number) MyExpBackward -> MyExp."""
    return re.sub(r"Backward(\d*)$", lambda m: "" if m.group(1) in ("", "0") else m.group(1), node.name())


def _modified_message(saved, node):
    data = saved._data if saved._is_output else saved._tensor._data
    kind = LEGACY_TYPE_NAMES.get(str(data.dtype), "Tensor")
    shape = ", ".join(str(s) for s in data.shape)
    where = ""
    if saved._is_output and node is not None:
        where = f", which is output {saved._output_nr} of {short_name(node)},"
    elif not saved._is_output and saved._tensor._grad_fn is not None:
        where = f", which is output {saved._tensor._output_nr} of {short_name(saved._tensor._grad_fn)},"
    return ("one of the variables needed for gradient computation has been modified by an inplace "
            f"operation: [torch.{kind} [{shape}]]{where} is at version {saved._current_version()}; "
            f"expected version {saved._version} instead. Hint: enable anomaly detection to find the "
            "operation that failed to compute its gradient, with "
            "torch.autograd.set_detect_anomaly(True, check_nan=False).")


class VersionCounter:
    """Shared by a tensor and its views; bumped by every in-place op.

    It also remembers (weakly) the views that share it, so that when an in-place op
    rewrites the base's history their grad_fn can be rebuilt (views.py, inplace.py)."""

    __slots__ = ("value", "views", "_prune_at", "fragile_views")

    def __init__(self):
        self.value = 0
        self.views = None
        self._prune_at = 16
        self.fragile_views = False  # some view's history cannot be rebuilt (inplace.break_fragile_views)

    def add_view(self, ref):
        views = self.views
        if views is None:
            views = self.views = []
        views.append(ref)
        if len(views) >= self._prune_at:  # drop dead views; amortised O(1) per view
            views[:] = [r for r in views if r() is not None]
            self._prune_at = max(16, 2 * len(views))

    def live_views(self):
        return [v for v in (r() for r in self.views or ()) if v is not None]


_Tensor = None  # set by tensor.py (node.py cannot import it: tensor.py imports node.py)


class SavedIndex:
    """An advanced index (x[[0, 2]], x[mask] = v) kept for backward. PyTorch keeps its index
    tensors as saved variables, so after backward frees them a second backward raises."""

    __slots__ = ("_index", "_freed")

    def __init__(self, index):
        self._index = index
        self._freed = False

    def unpack(self, node=None):
        if self._freed:
            raise RuntimeError(_FREED)
        return self._index

    def release(self):
        self._freed = True
        self._index = None


def unpack(value, node):
    """Saved values that are not tensors (ints, shapes, Python scalars) come back as they are."""
    if type(value) is SavedTensor or type(value) is SavedIndex:
        return value.unpack(node)
    return value


class saved_tensor:
    """Descriptor for `_saved_<name>`: unpacks the SavedTensor(s) kept in a raw slot."""

    __slots__ = ("slot",)

    def __init__(self, slot):
        self.slot = slot

    def __get__(self, node, owner=None):
        if node is None:
            return self
        value = getattr(node, self.slot, None)  # None: not saved (no input needed it)
        if type(value) is list:
            return [unpack(v, node) for v in value]
        return unpack(value, node)

