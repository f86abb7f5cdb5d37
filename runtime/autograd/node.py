"""Graph nodes: the backward functions autograd records, and how an op call records one.

A Node is the backward of one op call. `next_functions` holds one edge
`(node, output_nr)` per differentiable input, pointing at the node that
produced that input (or the input's AccumulateGrad if it is a leaf, or None
if it needs no gradient). Generated subclasses (generated/functions.py)
implement `apply(grads)`, the formulas on tensors, which the engine (engine.py)
runs when the backward is itself recorded (create_graph=True); most also
implement `apply_arrays(grads)`, the same formulas on NumPy arrays, which an
ordinary backward runs. What a node keeps for its backward is in saved.py.

This module knows tensors only by their attributes (`_requires_grad`, `_grad_node`, ...):
tensor.py imports it, so it does not import tensor.py.
"""
import itertools
import re
import weakref

import numpy as np

from ..core.device import CPU
from ..core.dtypes import INEXACT_KINDS, from_numpy
from ..core.size import Size
from ..core.views import INFERENCE_MODE, NO_GRAD_MODE
from . import anomaly_mode as _anomaly
from .hooks import add_hook

_sequence = itertools.count()


def peek_sequence_nr():
    """The sequence number the next node gets (PyTorch's at::sequence_number::peek), for the profiler
    to tell which nodes an op made. (Read from the counter's repr, `count(N)`: only while profiling.)"""
    return int(repr(_sequence)[len("count("):-1])

_new = object.__new__
_F32 = np.dtype(np.float32)
_NO_EDGE = (None, 0)
_NO_EDGES = (_NO_EDGE,)
_LAST = float("inf")  # AccumulateGrad runs as soon as it is ready, as in PyTorch


class InputMetadata:
    """One entry of Node._input_metadata."""

    __slots__ = ("shape", "dtype")
    device = CPU
    is_nested_tensor = False
    is_cpp_nested_tensor = False

    def __init__(self, shape, dtype):
        self.shape = Size(shape)
        self.dtype = from_numpy(dtype)


class Node:
    # Hooks and metadata are rare: they live in the instance dict only once set, so the
    # common node stores just four slots (see the class-level defaults below).
    __slots__ = ("next_functions", "_output_metadata", "_seq_nr", "__dict__", "__weakref__")

    #: Names of the slots that hold SavedTensor objects (set by each generated class).
    _saved_tensor_slots = ()
    #: A custom Function's backward (user Python, seen by __torch_function__), not built-in formulas
    _python_backward = False
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
    #: True for generated classes of several outputs whose apply_arrays reads grads[0] only (the
    #: engine then calls it while the other outputs' gradients are still None).
    _array_missing_grads = False

    def __init_subclass__(cls, **kwargs):
        # Generated classes whose formulas run on NumPy arrays define `apply_arrays(grads)`:
        # the backward on arrays, used by the engine when the backward is not recorded.
        # Other nodes (custom Functions, checkpoint) get tensors, made where the engine keeps
        # track of which tensor each gradient array is (engine.py).
        super().__init_subclass__(**kwargs)
        cls._array_backward = callable(getattr(cls, "apply_arrays", None))

    def __init__(self, sequence_nr=None):
        self._seq_nr = next(_sequence) if sequence_nr is None else sequence_nr
        if _anomaly.state.enabled:  # keep the forward stack (autograd.detect_anomaly)
            _anomaly.record(self)

    # -- what users see -------------------------------------------------
    def name(self):
        return type(self).__name__

    def _sequence_nr(self):
        """The node's place in creation order: the engine runs the latest-created ready node first."""
        return self._seq_nr

    def _set_sequence_nr(self, sequence_nr):
        """Change where the engine puts this node among ready ones (PyTorch's private hook for it)."""
        self._seq_nr = sequence_nr

    @property
    def _input_metadata(self):
        """What the node knows of each tensor it was recorded for (PyTorch's InputMetadata: the
        shape, dtype and device a gradient arriving along that output must have)."""
        return tuple(None if meta is None else InputMetadata(*meta) for meta in self._output_metadata)

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

    # Calling a node, grad_fn(g) (its backward run directly: gradients for its inputs, one per
    # edge), is run_node.call_node, made Node.__call__ there: it needs tensors, which need nodes.

    def __repr__(self):  # the class name, as PyTorch's repr (name() may be qualified: CopyBackwards)
        return f"<{type(self).__name__} object at {hex(id(self))}>"

    # -- used by ops and the engine ---------------------------------------
    def connect(self, inputs, outputs):
        """Point this node at its inputs and make it the grad_fn of its float outputs."""
        _link(self, inputs, outputs)

    def should_compute_output(self, index):
        return self.next_functions[index][0] is not None

    # release_saved(), which frees the saved values after a backward without retain_graph, is
    # saved.release_saved, made Node.release_saved there: it knows SavedTensor, which imports this module.

    def apply(self, grads):  # pragma: no cover - every subclass overrides it
        raise NotImplementedError


class AccumulateGrad(Node):
    """The sink of a leaf tensor: adds the incoming gradient into `variable.grad`."""

    __slots__ = ("variable",)

    def __init__(self, variable):
        # (Node.__init__'s lines, written out: a backward without retain_graph frees the leaves' nodes, so
        # every step makes one per parameter again, as PyTorch does)
        self._seq_nr = _LAST   # (it takes no number from the sequence, as PyTorch's gets UINT64_MAX)
        if _anomaly.state.enabled:
            _anomaly.record(self)
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


def record_not_implemented(op, inputs, outs):
    """record() for an op without derivative formulas (table inputs marked `not_implemented`): every
    result gets the node, as in PyTorch (histogram's counts and edges)."""
    node = record(NotImplementedNode, inputs, tuple(outs))
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
    """record(cls, (x,), (out,)) where x requires grad (that is why the op records): _link for the
    most common call, one input and one output.
    (Node.__init__'s lines, and this link's, are written out: a call more costs ~3% of a recorded op.
    current_grad_fn's test is written out too, slots first: a view can only be stale once its storage
    was changed in place, so most inputs stop at a counter that is None or 0; ~1% of a recorded op.)"""
    node = _new(cls)
    node._seq_nr = next(_sequence)
    if _anomaly.state.enabled:
        _anomaly.record(node)
    fn = x._grad_node
    counter = x._version_counter
    if counter is not None and counter.value and x._view is not None and x._view.version != counter.value:
        fn = x.grad_fn
    if fn is not None:
        metas = fn._output_metadata
        # (the output of a one-output node is its output 0: `_output_nr`, a class-level default the interpreter
        # reads the slow way, ~150 instructions, is read only for a node of several outputs)
        nr = 0 if len(metas) == 1 else x._output_nr
        node.next_functions = ((fn, nr),)
        meta = metas[nr]
    else:
        node.next_functions = ((grad_accumulator(x), 0),)
        meta = None
    # _link_output's lines, written out (a call fewer: ~40 ns of a ~1.3 us recorded op in the chain)
    data = out._data
    dtype = data.dtype
    if dtype is _F32 or dtype.kind in INEXACT_KINDS:   # (`is` first: float32 skips reading .kind)
        out._grad_node = node
        out._requires_grad = True
        shape = data.shape
        if meta is None or meta[1] is not dtype or meta[0] != shape:
            node._output_metadata = ((shape, dtype),)
        else:
            # (a one-output input's entry is shared whole, tuple and all: one GC-tracked object fewer
            # per op in a chain of them, where gen-0 collections are ~6% of the instructions)
            node._output_metadata = metas if len(metas) == 1 else (meta,)
    else:
        node._output_metadata = (None,)
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
        # (current_grad_fn's lines and record_one's read of the output number, written out: a call and a slow
        # attribute read fewer for a bias add or a product of two weights)
        fn = b._grad_node
        counter = b._version_counter
        if counter is not None and counter.value and b._view is not None and b._view.version != counter.value:
            fn = b.grad_fn
        if fn is None:
            node.next_functions += ((grad_accumulator(b), 0),)
        elif type(fn) is BrokenView:
            raise RuntimeError(fn.message)
        else:
            node.next_functions += ((fn, 0 if len(fn._output_metadata) == 1 else b._output_nr),)
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
            fn = current_grad_fn(x)
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
        if out is None or out._data.dtype.kind not in INEXACT_KINDS:
            out_meta.append(None)
            continue
        out._grad_node = node
        out._output_nr = i
        out._requires_grad = True
        out_meta.append((out._data.shape, out._data.dtype))
    node._output_metadata = tuple(out_meta)


def _link_output(node, out, input_meta):
    """Make `node` the grad_fn of its one output (if float); its (shape, dtype) entry is the
    input's `input_meta` when they are the same. (record_one has these lines written out.)"""
    data = out._data
    dtype = data.dtype
    if dtype.kind in INEXACT_KINDS:
        out._grad_node = node
        out._requires_grad = True
        shape = data.shape
        if input_meta is None or input_meta[1] is not dtype or input_meta[0] != shape:
            node._output_metadata = ((shape, dtype),)
        else:
            node._output_metadata = (input_meta,)
    else:
        node._output_metadata = (None,)


def grad_accumulator(tensor):
    """The one AccumulateGrad of a leaf (held weakly by the leaf, strongly by the graph)."""
    ref = tensor._grad_accumulator
    acc = ref() if ref is not None else None
    if acc is None:
        if tensor._view is not None and tensor._grad_node is None:
            if tensor._view.creation in (NO_GRAD_MODE, INFERENCE_MODE):
                # As PyTorch: a view taken under no_grad (or inference_mode) reports requires_grad from
                # its base, but has no accumulator of its own: gradients reaching it are dropped (no edge).
                return None
        acc = AccumulateGrad(tensor)
        tensor._grad_accumulator = weakref.ref(acc)
        # (the properties' dicts read directly: two property calls fewer a leaf a step)
        if tensor._backward_hooks_dict or tensor._post_accumulate_grad_hooks_dict:
            acc._hooked = True  # (the engine's short path skips hooked nodes)
    return acc


def edge_of(x):
    """The edge that gradients for input `x` flow along."""
    if getattr(x, "_requires_grad", False):
        fn = current_grad_fn(x)
        if fn is not None:
            return (fn, x._output_nr)
        return (grad_accumulator(x), 0)
    return (None, 0)


def current_grad_fn(x):
    """x's grad_fn as an op recording x as an input sees it. For a view whose memory changed where
    autograd did not rebuild its history (a non-differentiable in-place op on its base, or one under
    no_grad), that is what Tensor.grad_fn rebuilds on access, as PyTorch's gradient_edge asks for
    grad_fn(): the stale node would lead to the base's old history."""
    counter = x._version_counter
    if counter is not None and counter.value and x._view is not None and x._view.version != counter.value:
        return x.grad_fn
    return x._grad_node


def short_name(node):
    """How PyTorch's error messages name a node: MulBackward0 -> Mul, ClampBackward1 -> Clamp1, and a
    custom Function's node (no number) MyExpBackward -> MyExp."""
    return re.sub(r"Backward(\d*)$", lambda m: "" if m.group(1) in ("", "0") else m.group(1), node.name())
