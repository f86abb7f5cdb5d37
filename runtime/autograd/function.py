"""autograd.Function: user-defined ops with a hand-written backward.

As in PyTorch, each Function subclass gets a generated node class
`<Name>Backward`; one instance of it is both the `ctx` that forward and
backward see and the `grad_fn` of the outputs. It is an ordinary Node, so the
engine runs it like any generated backward: `apply(grads)` returns one
gradient per edge in `next_functions` (one edge per tensor input).
"""
import functools
import inspect
import itertools
import warnings

import numpy as np

from ..core.dtypes import INEXACT_KINDS
from ..core.inplace import rebase_history
from ..core.tensor import Tensor
from ..core.views import IN_CUSTOM_FUNCTION, MULTI_OUTPUT_NODE, set_creation
from . import dispatch_state as _dispatch_state
from . import forward_grad as _fw
from .grad_mode import no_grad
from .grad_mode import state as _grad_state
from .node import Node, edge_of
from .saved import _FREED, SavedNone, SavedTensor

__all__ = ["FunctionCtx", "BackwardCFunction", "FunctionMeta", "Function", "once_differentiable",
           "InplaceFunction"]


class FunctionCtx:
    """What forward / setup_context may call on `ctx` to pass information to backward."""

    def save_for_backward(self, *tensors):
        """Keep tensors for backward; they come back version-checked through `ctx.saved_tensors`."""
        self.to_save = tensors

    def save_for_forward(self, *tensors):
        for t in tensors:
            if not (isinstance(t, Tensor) or t is None):
                raise AssertionError("save_for_forward expects all arguments to be tensors; you should "
                                     "save non-tensors as attributes on ctx.")
        self.saved_for_forward = tensors

    def mark_dirty(self, *args):
        """Declare inputs that forward modified in place (they must also be returned)."""
        self.dirty_tensors = args

    def mark_non_differentiable(self, *args):
        """Declare outputs that get no gradient (e.g. indices); backward still receives one for them."""
        self.non_differentiable = args

    def set_materialize_grads(self, value):
        """False: outputs that got no gradient reach backward as None instead of zeros."""
        self.materialize_grads = bool(value)

    def mark_shared_storage(self, *pairs):
        raise RuntimeError("mark_shared_storage is deprecated. Tensors with shared storages are automatically "
                           "tracked. Note that calls to `set_()` are not tracked")


class BackwardCFunction(Node, FunctionCtx):
    """The node (and ctx) of one Function.apply call. `_forward_cls` is set per generated class."""

    _forward_cls = None
    _python_backward = True
    _materialize_non_diff_grads = True
    _non_differentiable_outputs = frozenset()
    # The engine hands this node the gradients as they came (None where an output got none):
    # it decides itself, from ctx.materialize_grads, whether to replace them with zeros.
    _receives_missing_grads = True

    def __init__(self):
        super().__init__()
        self.to_save = None
        self.dirty_tensors = None
        self.non_differentiable = None
        self.materialize_grads = True
        self.needs_input_grad = ()
        self.next_functions = ()
        self._output_metadata = ()
        self._saved = ()
        self._tensor_inputs = ()

    def __call__(self, *grads):
        raise TypeError(f"'{type(self).__name__}' object is not callable")  # as PyTorch's custom-function nodes

    def __repr__(self):
        # (PyTorch's custom-function node classes live in torch.autograd.function, and print so)
        return f"<torch.autograd.function.{type(self).__name__} object at {hex(id(self))}>"

    @property
    def saved_tensors(self):
        if getattr(self, "_in_jvp", False):  # jvp reads what forward kept with save_for_forward
            return tuple(getattr(self, "saved_for_forward", None) or ())
        return tuple(None if s is None else s.unpack(self) for s in self._saved)

    @property
    def _raw_saved_tensors(self):
        """The SavedTensor objects behind saved_tensors (hooks can be registered on them)."""
        for s in self._saved:
            if s._freed:
                raise RuntimeError(_FREED)
        return self._saved

    @property
    def saved_variables(self):
        warnings.warn("'saved_variables' is deprecated; use 'saved_tensors'", DeprecationWarning, stacklevel=2)
        return self.saved_tensors

    def release_saved(self):
        for s in self._saved:
            if s is not None:
                s.release()

    def apply(self, grads):
        """Run the user's backward on the output gradients; return one gradient per tensor input."""
        grads = list(grads)
        if self.materialize_grads:
            # (PyTorch's private ctx._materialize_non_diff_grads = False leaves a non-differentiable
            # output's gradient None while the others are materialized)
            skipped = () if self._materialize_non_diff_grads else self._non_differentiable_outputs
            for i, g in enumerate(grads):
                if g is None and self._output_metadata[i] is not None and i not in skipped:
                    shape, dtype = self._output_metadata[i]
                    grads[i] = Tensor._make(np.zeros(shape, dtype))
        result = _user_backward(self._forward_cls)(self, *grads)
        return self._check_gradients(result)

    def _check_gradients(self, result):
        """PyTorch's checks on what backward returned; gradients for non-tensor inputs are dropped."""
        if not isinstance(result, tuple):
            result = (result,)
        expected = len(self._tensor_inputs)
        if len(result) > expected and all(g is None for g in result[expected:]):
            result = result[:expected]  # extra Nones are allowed
        if len(result) != expected:
            raise RuntimeError(f"function {self.name()} returned an incorrect number of gradients "
                               f"(expected {expected}, got {len(result)})")
        grad_inputs = []
        for i, (g, is_tensor) in enumerate(zip(result, self._tensor_inputs)):
            if g is None:
                if is_tensor:
                    grad_inputs.append(None)
            elif not is_tensor:
                raise RuntimeError(f"function {self.name()} returned a gradient different than None at position "
                                   f"{i + 1}, but the corresponding forward input was not a Variable")
            elif not isinstance(g, Tensor):
                raise RuntimeError(f"expected Variable or None (got {type(g).__name__})")
            else:
                grad_inputs.append(g)
        return grad_inputs


def _user_backward(cls):
    """backward, or its alias vjp (a Function may define one of the two, not both)."""
    has_backward = cls.backward is not Function.backward
    has_vjp = cls.vjp is not Function.vjp
    if has_backward and has_vjp:
        raise RuntimeError("Implementing both 'backward' and 'vjp' for a custom Function is not allowed. You should "
                           "only implement one of them.")
    return cls.vjp if has_vjp else cls.backward


_function_ids = itertools.count()


class FunctionMeta(type):
    """Gives every Function subclass its own node class, named `<Name>Backward` as in PyTorch."""

    def __init__(cls, name, bases, attrs):
        backward_cls = type(name + "Backward", (BackwardCFunction,),
                            {"_forward_cls": cls, "__module__": __name__})
        backward_cls._autograd_function_id = next(_function_ids)
        cls._backward_cls = backward_cls
        super().__init__(name, bases, attrs)


class Function(metaclass=FunctionMeta):
    """Base class of custom ops: define static forward/backward, call `YourFunction.apply(...)`."""

    def __init__(self, *args, **kwargs):
        warnings.warn(f"{self.__class__} should not be instantiated. Methods on autograd functions are all static, "
                      "so you should invoke them on the class itself. Instantiating an autograd function will raise "
                      "an error in a future version of PyTorch.", DeprecationWarning, stacklevel=2)

    def __call__(self, *args, **kwargs):
        raise RuntimeError("Legacy autograd function with non-static forward method is deprecated. Please use "
                           "new-style autograd function with static forward method. (Example: "
                           "https://pytorch.org/docs/stable/autograd.html#torch.autograd.Function)")

    @staticmethod
    def forward(*args, **kwargs):
        raise NotImplementedError("You must implement the forward function for custom autograd.Function.")

    @staticmethod
    def setup_context(ctx, inputs, output):
        raise NotImplementedError("setup_context is not implemented.")

    #: Under vmap, batch the Function through the ops its forward and backward call (torch.func's flag).
    generate_vmap_rule = False

    @staticmethod
    def vmap(info, in_dims, *args):
        """The Function's own batching rule under vmap: (output, out_dims) from the batched arguments
        (each with its batch dim at in_dims[i], None for an unbatched one) and info.batch_size."""
        raise NotImplementedError("To use autograd.Function with vmap, you must either override the vmap "
                                  "staticmethod or set generate_vmap_rule=True.")

    @staticmethod
    def backward(ctx, *grad_outputs):
        raise NotImplementedError("You must implement either the backward or vjp method for your custom "
                                  "autograd.Function to use it with backward mode AD.")

    vjp = backward

    @staticmethod
    def jvp(ctx, *grad_inputs):
        raise NotImplementedError("You must implement the jvp function for custom autograd.Function to use it with "
                                  "forward mode AD.")

    @classmethod
    def apply(cls, *args, **kwargs):
        """Run forward without recording, then record one node for the whole call."""
        uses_setup_context = cls.setup_context is not Function.setup_context
        if uses_setup_context:  # setup_context sees every argument, defaults filled in
            bound = inspect.signature(cls.forward).bind(*args, **kwargs)
            bound.apply_defaults()
            args, kwargs = bound.args, bound.kwargs
        inputs = args + tuple(kwargs.values())  # keyword arguments count as inputs too, after the others
        batched = _dispatch_state.state.batching and _dispatch_state.batch_wanted(inputs, None)
        if _dispatch_state.state.transforms or batched:
            # (a batch of tangents, jacfwd's, asks for a vmap rule as PyTorch's does, before jvp runs)
            tangents_batched = (not batched and _dispatch_state.state.batching and _fw.state.active
                                and _dispatch_state.batch_wanted(tuple(map(_fw.tangent_of, inputs)), None))
            _check_transformable(cls, uses_setup_context, batched or tangents_batched, inputs)
        ctx = cls._backward_cls()
        ctx._tensor_inputs = tuple(isinstance(x, Tensor) for x in inputs)
        ctx.needs_input_grad = tuple(isinstance(x, Tensor) and x._requires_grad for x in inputs)
        records = _grad_state.enabled and any(ctx.needs_input_grad)
        previous = _grad_state.enabled
        _grad_state.enabled = False
        try:
            with _fw.paused():  # the forward's own ops propagate no tangents: jvp gives them
                if batched and (cls.vmap is not Function.vmap or _outside_gradient(inputs)):
                    # its own vmap rule (or, for a gradient transform outside the vmap, the one torch.func
                    # generates), run with grad mode as it is (a transform outside the vmap records it)
                    _grad_state.enabled = previous
                    output = _dispatch_state.function_vmap(cls, args, kwargs)
                    _grad_state.enabled = False
                    cls.setup_context(ctx, args, output)
                elif uses_setup_context:
                    output = cls.forward(*args, **kwargs)
                    cls.setup_context(ctx, args, output)
                else:
                    output = cls.forward(ctx, *args, **kwargs)
        finally:
            _grad_state.enabled = previous
        result = _wrap_outputs(ctx, inputs, output, records)
        if _fw.state.active and _fw.any_tangent(*inputs):
            _forward_mode(cls, ctx, inputs, output, result)
        return result


_FUNC_URL = "For more details, please see https://pytorch.org/docs/main/notes/extending.func.html"


def _check_transformable(cls, uses_setup_context, batched, inputs):
    """torch.func's conditions for a custom Function inside a transform: setup_context separate from
    forward, and under vmap a way to batch it (a vmap staticmethod or generate_vmap_rule=True)."""
    if not uses_setup_context:
        raise RuntimeError("In order to use an autograd.Function with functorch transforms (vmap, grad, jvp, jacrev, "
                           f"...), it must override the setup_context staticmethod. {_FUNC_URL}")
    if not batched:
        return
    if cls.vmap is Function.vmap and not cls.generate_vmap_rule:
        raise RuntimeError(f"You tried to vmap over {cls.__name__}, but it does not have vmap support. Please override "
                           f"and implement the vmap staticmethod or set generate_vmap_rule=True. {_FUNC_URL}")


def _outside_gradient(inputs):
    """Whether a gradient transform outside the vmap may differentiate the call: the batch behind an input
    requires grad, or an unbatched input does (which the vmap may have been given from outside)."""
    return any(isinstance(x, Tensor) and (x._requires_grad if type(x) is not _dispatch_state.batched_type
                                          else _dispatch_state.physical_requires_grad(x)) for x in inputs)


def _forward_mode(cls, ctx, inputs, raw, result):
    """Forward-mode AD through a custom Function: jvp(ctx, *input tangents) gives the outputs'
    tangents. As PyTorch: a float tensor input without a tangent gets zeros, other inputs None; and
    PyTorch's checks of what jvp returned (its count, None for non-differentiable outputs, an input
    modified in place has its tangent modified in place and returned as-is, a view output has a view of
    the matching input's tangent). `raw` is what forward returned, `result` what apply returns."""
    given = [_fw.tangent_of(x) for x in inputs]
    versions = [None if t is None else t._version for t in given]
    tangents = [Tensor._make(np.zeros_like(x._data)) if t is None and _is_float_tensor(x) else t
                for t, x in zip(given, inputs)]
    ctx._in_jvp = True
    try:
        with _fw.paused():
            output_tangents = cls.jvp(ctx, *tangents)
    finally:
        ctx._in_jvp = False
    raw = raw if isinstance(raw, tuple) else (raw,)
    outputs = result if isinstance(result, tuple) else (result,)
    if not isinstance(output_tangents, tuple):
        output_tangents = (output_tangents,)
    if len(output_tangents) != len(outputs):
        raise RuntimeError(f"Function's jvp returned an invalid number of forward gradients (expected {len(outputs)} "
                           f"but got {len(output_tangents)})")
    non_differentiable = {id(x) for x in ctx.non_differentiable or ()}
    dirty = {id(x) for x in ctx.dirty_tensors or ()}
    position = {id(x): i for i, x in enumerate(inputs) if isinstance(x, Tensor)}
    by_base = {id(x._base if x._base is not None else x): i for i, x in enumerate(inputs) if isinstance(x, Tensor)}
    for i, (r, out, t) in enumerate(zip(raw, outputs, output_tangents)):
        if not _is_float_tensor(r) or id(r) in non_differentiable:
            if t is not None:   # (PyTorch's message, its spacing included)
                raise RuntimeError(f"Function's jvp returned a gradient at position {i}, but  the corresponding "
                                   "forward output is not a differentiable Tensor.You should return None at that "
                                   "position instead.")
            continue
        if t is None:
            continue
        if id(r) in dirty and id(r) in position:
            k = position[id(r)]
            if given[k] is not None:
                if t._version == versions[k]:
                    raise RuntimeError("An inplace custom Function is not modifying the forward mode gradients "
                                       "inplace. If the forward is modifying an input inplace, then the jvp function "
                                       "must modify the corresponding gradient inplace.")
                if t is not given[k]:
                    raise RuntimeError("An inplace custom Function is not returning the forward mode gradients "
                                       "as-is. If the forward is modifying an input inplace, then the jvp function "
                                       "must modify the gradient inplace and return it as-is.")
                continue   # (out is the input: it has this tangent already)
            _fw.set_tangent(out, t)
            continue
        k = by_base.get(id(out._base)) if out._base is not None else None
        if k is not None and given[k] is not None:
            expected = given[k]
            if t._base is None:
                raise RuntimeError("A custom Function's forward is returning a view (or an input as-is) but the jvp is "
                                   "not returning a view.")
            if expected._base is not None and t._base is not expected._base:
                raise RuntimeError("A custom Function is returning a view but the jvp is not returning a view of the "
                                   "same base as the given grad input.")
            if expected._base is None and t._base is not expected:
                raise RuntimeError("A custom Function is returning a view but the jvp is not returning a view of the "
                                   "given grad input.")
            _fw.set_tangent(out, t)   # (kept as the view it is)
            continue
        _fw.set_result_tangents([out], [t], inputs)


def _is_float_tensor(x):
    return isinstance(x, Tensor) and x._data.dtype.kind in INEXACT_KINDS


def _wrap_outputs(ctx, inputs, output, records):
    """Make the node the grad_fn of the differentiable outputs (PyTorch's rules for inputs
    returned as they are, dirty inputs and non-differentiable outputs), then save tensors."""
    is_tuple = isinstance(output, tuple)
    outputs = list(output) if is_tuple else [output]
    input_ids = {id(x) for x in inputs if isinstance(x, Tensor)}
    dirty_ids = {id(x) for x in ctx.dirty_tensors or ()}
    non_diff_ids = {id(x) for x in ctx.non_differentiable or ()}
    if dirty_ids - {id(o) for o in outputs}:
        raise RuntimeError("Some elements marked as dirty during the forward method were not returned as output. "
                           "The inputs that are modified inplace must all be outputs of the Function.")
    for x in ctx.dirty_tensors or ():
        x._bump_version()  # as PyTorch: marking dirty counts as one more modification
    if records:
        tensor_inputs = [x for x in inputs if isinstance(x, Tensor)]
        ctx.next_functions = tuple(edge_of(x) for x in tensor_inputs)
    metadata = []
    for nr, out in enumerate(outputs):
        if not isinstance(out, Tensor):
            metadata.append(None)
            continue
        metadata.append((out._data.shape, out._data.dtype))
        is_input = id(out) in input_ids
        is_dirty = id(out) in dirty_ids
        differentiable = records and id(out) not in non_diff_ids and out._data.dtype.kind in INEXACT_KINDS
        if not differentiable:
            if not out._requires_grad:
                if is_input and not is_dirty:
                    out = _alias(out)
            elif is_input:
                out = out.detach()
            elif out._base is None:
                out.detach_()
            # (else: a view of an input, made under no_grad, keeps its requires_grad, as a no_grad view does)
        elif is_dirty:
            if out._grad_node is None and out._requires_grad:
                raise RuntimeError("a leaf Variable that requires grad has been used in an in-place operation.")
            if not is_input:
                warnings.warn("ctx.mark_dirty() received a tensor that was not an input. Only input Tensors that "
                              "have been mutated should be passed to ctx.mark_dirty().", UserWarning,
                              stacklevel=3)  # the user's Function.apply call
            if out._base is not None and len(outputs) > 1:
                raise RuntimeError(_DIRTY_VIEW_OF_MANY)
            out._grad = None
            if out._base is not None and nr == 0:
                # A view changed in place: as PyTorch's, its base's history goes through CopySlices
                # (the view's own gradient goes through the node, the base's other elements past it).
                rebase_history(out, ctx)
            else:
                _set_grad_fn(out, ctx, nr)
        else:
            if is_input:
                out = _alias(out)
            _set_grad_fn(out, ctx, nr)
        outputs[nr] = out
    # As PyTorch: an output that is a view (of an input, or of a temporary made in forward) may not be
    # modified in place, since autograd's view+inplace handling would bypass the custom backward.
    differentiable = sum(1 for out in outputs if isinstance(out, Tensor) and out._grad_node is ctx) if records else 0
    for out in outputs:
        if isinstance(out, Tensor) and out._view is not None and id(out) not in dirty_ids:
            set_creation(out, MULTI_OUTPUT_NODE if differentiable > 1 else IN_CUSTOM_FUNCTION)
    if records:
        ctx._output_metadata = tuple(metadata)
        if non_diff_ids:
            ctx._non_differentiable_outputs = frozenset(
                nr for nr, out in enumerate(output if is_tuple else (output,)) if id(out) in non_diff_ids)
        _save(ctx)
    ctx.to_save = None
    return tuple(outputs) if is_tuple else outputs[0]


_DIRTY_VIEW_OF_MANY = (
    "If your Function modifies inplace an input that is a view of another Tensor, your Function cannot return more "
    "than one Tensor. This is not supported by the current autograd engine. You should either make sure the input is "
    "not a view (using .clone() for example) or make your Function only return one Tensor (potentially splitting it "
    "into two Functions: one doing the inplace that returns a single Tensor and a second one that does the other "
    "operations). You can ask on the forum https://discuss.pytorch.org/ if you need help to do this change.")


def _alias(t):
    """An input returned as it is: a view of it made without recording, as PyTorch's
    _view_as_self_with_no_grad (a new tensor object on its memory and version counter)."""
    with no_grad(), _fw.paused():   # (no tangent of its own: jvp gives it one, as in PyTorch)
        return t.view_as(t)


def _set_grad_fn(t, node, output_nr):
    t._grad_node = node
    t._output_nr = output_nr
    t._requires_grad = True
    if t._view is not None:
        # (as PyTorch's set_gradient_edge: in-place changes made inside forward are the node's own, so
        # the view's history is current, not stale)
        t._view.version = t._version_counter.value


def _save(ctx):
    """Turn ctx.to_save into version-checked SavedTensors; the node's own outputs are kept
    without their grad_fn (no cycle node -> saved output -> node)."""
    saved = []
    for i, t in enumerate(ctx.to_save or ()):
        if t is None:
            saved.append(SavedNone())
        elif not isinstance(t, Tensor):
            raise TypeError(f"save_for_backward can only save variables, but argument {i} is of type "
                            f"{type(t).__name__}")
        else:
            saved.append(SavedTensor(t, is_output=t._grad_node is ctx))
    ctx._saved = tuple(saved)


class Error(Node):
    """Stands behind gradients computed by a once_differentiable backward (and the outputs of
    torch._C._functions.DelayedError): differentiating them again reaches this node, which raises."""

    def __init__(self, message, inputs, outputs=()):
        super().__init__()
        self._message = message
        Node.connect(self, inputs, outputs)

    def name(self):
        return "torch::autograd::Error"

    def __repr__(self):
        return f"<Error object at {hex(id(self))}>"

    def apply(self, grads):
        raise RuntimeError(self._message)


def once_differentiable(fn):
    """Decorate a backward that cannot itself be differentiated: it runs without recording,
    and a double backward through its results raises instead of silently giving zeros."""
    @functools.wraps(fn)
    def wrapper(ctx, *args, **kwargs):
        with no_grad():
            outputs = fn(ctx, *args, **kwargs)
        if not _grad_state.enabled:
            return outputs
        if not any(isinstance(a, Tensor) and a._requires_grad for a in args):
            return outputs
        results = outputs if isinstance(outputs, tuple) else (outputs,)
        aliases = [_requiring_grad_alias(r) for r in results]
        node = Error("trying to differentiate twice a function that was marked with @once_differentiable",
                     aliases)
        wrapped = []
        for nr, r in enumerate(aliases):
            if r is not None:
                r = r.detach()
                _set_grad_fn(r, node, nr)
            wrapped.append(r)
        node._output_metadata = tuple(None if r is None else (r._data.shape, r._data.dtype) for r in wrapped)
        return tuple(wrapped) if isinstance(outputs, tuple) else wrapped[0]
    return wrapper


def _requiring_grad_alias(t):
    if t is None:
        return None
    alias = t.detach()
    alias.requires_grad = True
    return alias


class InplaceFunction(Function):
    """Kept for backward compatibility, as in PyTorch: a Function with an `inplace` flag."""

    def __init__(self, inplace=False):
        super().__init__()
        self.inplace = inplace
