"""Views: tensors that share memory (and the version counter) with a base tensor.

A view op's result (view, t, select, slicing, ...; the table marks them with
PyTorch's alias annotation `Tensor(a) self -> Tensor(a)`) keeps `_base` (the
root tensor that owns the memory) and a ViewInfo: how to rebuild the view from
the base by replaying the view ops. The replay is what lets an in-place op on a
view rewrite the base's history (inplace.py), and what refreshes the grad_fn of
the other views of a base whose values an in-place op changed.
"""
import weakref

from ..autograd.dispatch_state import has_own_dispatch
from ..autograd.dispatch_state import state as _dispatch_state
from ..autograd.grad_mode import state as _grad_state
from ..autograd.version_counter import VersionCounter
from .shadows import bits as shadow_bits
from .shadows import state as _shadow_state

# How a view was created (PyTorch's CreationMeta): some views may not be modified in place.
# IN_CUSTOM_FUNCTION: an output of a custom Function that is a view (function.py sets it).
DEFAULT, NO_GRAD_MODE, INFERENCE_MODE, MULTI_OUTPUT_NODE, IN_CUSTOM_FUNCTION = range(5)


class ViewInfo:
    """How to rebuild a view from its base: `replay` is a chain of steps base -> ... -> view (ViewFuncs, and
    closures where an in-place view op's undo steps in).
    `changes_metadata`: some step changes what the memory means (view_as_real, view_as_complex, a conj
    or neg view), which PyTorch cannot express as strides over the base: such a view's history is the
    replayed ops' own nodes (PyTorch's view_fn), not AsStridedBackward0."""

    __slots__ = ("replay", "creation", "version", "changes_metadata")

    def __init__(self, replay, creation, version, changes_metadata=False):
        self.replay = replay
        self.creation = creation
        self.version = version  # the shared version counter's value when the view's grad_fn was set
        self.changes_metadata = changes_metadata

    def rebuild(self, base):
        out = base
        for step in self.replay:
            out = step(out)
        return out


class ViewFunc:
    """One view op redone on another tensor: `op(base, *args, **kwargs)`, its result number `output` for an op
    that returns several views (unbind, split). `symints`: the positions in args of the arguments PyTorch types
    SymInt, SymInt? or SymInt[]; `tensors`: those of Tensor arguments besides the base. `kept`: whether PyTorch
    keeps this step as a view function (as_view sets it; see view_func.py)."""

    __slots__ = ("op", "args", "kwargs", "symint_args", "tensor_args", "output", "kept")

    def __init__(self, op, args, kwargs=None, *, symints=(), tensors=(), output=None):
        self.op = op
        self.args = args
        self.kwargs = kwargs
        self.symint_args = symints
        self.tensor_args = tensors
        self.output = output
        self.kept = True

    def __call__(self, base):
        out = self.op(base, *self.args, **self.kwargs) if self.kwargs else self.op(base, *self.args)
        return out if self.output is None else out[self.output]

    def __repr__(self):
        return f"ViewFunc({getattr(self.op, '__name__', self.op)}, {self.args!r})"

    def symints(self):
        """The SymInt values, in argument order, a list argument's one by one; an absent SymInt? is not one."""
        values = []
        for i in self.symint_args:
            value = self.args[i]
            if isinstance(value, (tuple, list)):
                values.extend(value)
            elif value is not None:
                values.append(value)
        return values

    def tensors(self):
        return [self.args[i] for i in self.tensor_args if self.args[i] is not None]

    def with_state(self, symints, tensors):
        """A copy of this step with these values (as many as symints() and tensors() give) in their places."""
        args = list(self.args)
        symints, tensors = iter(symints), iter(tensors)
        for i in self.symint_args:
            value = args[i]
            if isinstance(value, (tuple, list)):
                args[i] = tuple(next(symints) for _ in value)
            elif value is not None:
                args[i] = next(symints)
        for i in self.tensor_args:
            if args[i] is not None:
                args[i] = next(tensors)
        step = ViewFunc(self.op, tuple(args), self.kwargs, symints=self.symint_args, tensors=self.tensor_args,
                        output=self.output)
        return step


def as_view(source, result, replay, multi_output=False):
    """Make `result` (whose array is a NumPy view of source's) a view of source's base.

    replay(t) redoes this one view op on t; multi_output marks results of ops that return
    several views (unbind, split, chunk), which may not be modified in place with grad."""
    if _dispatch_state.below:
        return result  # inside a __torch_dispatch__ handler: the op above it marks its own result
    if source._is_inference:
        # An inference tensor keeps no view metadata (nor a version counter): its views share its
        # memory but are plain inference tensors, in or out of inference mode, as in PyTorch.
        result._is_inference = True
        return result
    parent = source._view
    changes_metadata = result._data.dtype is not source._data.dtype or (
        _shadow_state.live and shadow_bits(result._data) != shadow_bits(source._data))
    grad_state = _grad_state
    enabled = grad_state.enabled   # (read once, as has_own_dispatch's first test below: ~1.5k of ~11k instructions)
    if type(replay) is ViewFunc:
        replay.kept = grad_state.view_replay or changes_metadata or (
            has_own_dispatch(source) if _dispatch_state.dispatch_subclasses else False)
    if parent is None or (enabled and source._requires_grad and not source._base._requires_grad):
        # (a view made to require grad by itself, x.reshape(2, 2).requires_grad_(), is a leaf: the
        # differentiable views of it start from it, as in PyTorch; no_grad views still see the root)
        base = source
        replay_chain = (replay,)
        # (a no_grad or inference_mode view made to require grad passes how it was made on: in-place on
        # its views is refused as PyTorch refuses "a view of a view which was created in no_grad mode")
        inherited = DEFAULT if parent is None else parent.creation
    else:
        base = source._base
        replay_chain = parent.replay + (replay,)
        inherited = parent.creation
        changes_metadata = changes_metadata or parent.changes_metadata
    while not enabled and base._base is not None:
        # under no_grad PyTorch looks past a view made a leaf, to the storage's owner (whose
        # requires_grad the view then reports)
        replay_chain = base._view.replay + replay_chain
        changes_metadata = changes_metadata or base._view.changes_metadata
        base = base._base
    if grad_state.inference:
        creation = INFERENCE_MODE
    elif not enabled:
        creation = NO_GRAD_MODE
    elif multi_output:
        creation = MULTI_OUTPUT_NODE
    else:
        creation = DEFAULT
    if inherited != DEFAULT and (creation == DEFAULT or inherited == INFERENCE_MODE):
        creation = inherited
    counter = base._version_counter
    if counter is None:
        counter = base._version_counter = VersionCounter()
    result._base = base
    result._view = ViewInfo(replay_chain, creation, counter.value, changes_metadata)
    result._version_counter = counter
    result._is_inference = False   # (a normal tensor's views are normal, made in inference mode or not)
    if creation in (NO_GRAD_MODE, INFERENCE_MODE) and base._requires_grad:
        # As PyTorch: a view taken under no_grad (or inference_mode) of a base that requires grad
        # reports requires_grad too, as a leaf with no history and no accumulator (node.grad_accumulator).
        result._requires_grad = True
    # Remember the view so its grad_fn can be refreshed when an in-place op rewrites the base's
    # history. A leaf that requires grad never has its history rewritten (in-place on it or its
    # views raises with grad enabled), so its views (w.t() in every linear layer) are not kept.
    # A view whose history cannot be rebuilt (a multi-output op's, whose grad_fn is set after this,
    # or a no_grad view of a base that requires grad) is kept anyway: a change to its memory breaks it.
    tracked = enabled and not (base._requires_grad and base._grad_node is None)
    fragile = creation == MULTI_OUTPUT_NODE or (creation != DEFAULT and result._requires_grad)
    if tracked or fragile:
        counter.add_view(weakref.ref(result))
    if fragile:
        counter.fragile_views = True
    return result


def as_views(source, results, replay_of):
    """as_view for each result of a multi-output view op; replay_of(i) rebuilds result i."""
    for i, r in enumerate(results):
        as_view(source, r, replay_of(i), multi_output=True)
    return results


def set_creation(view, creation):
    """Mark how `view` came to be after the fact (a custom Function's output: IN_CUSTOM_FUNCTION, or
    MULTI_OUTPUT_NODE beside other differentiable outputs), so in-place changes to it, or to its base,
    are refused as PyTorch refuses them."""
    view._view.creation = creation
    if view._requires_grad:
        counter = view._version_counter
        counter.add_view(weakref.ref(view))
        counter.fragile_views = True
