"""Running one node with everything that can happen around it: capture (autograd.grad), tensor
hooks, retain_grad, pre/post hooks, a leaf's accumulation (the engine's general path, engine.py);
and `grad_fn(g)`, a node run directly (bound here as Node.__call__: see the end of this module)."""
import numpy as np

from ..core.tensor import Tensor
from . import backward_observers as _observers
from .accumulate_grad import accumulate_grad, sole_holder, store_grad
from .dispatch_state import state as _dispatch_state
from .graph_task import state as _task_state
from .node import AccumulateGrad, Node
from .saved import SavedTensor


def run_with_hooks(node, grads, capture, accumulate, keep_graph, create_graph):
    """One node with everything that can happen around it: capture (grad()), tensor hooks,
    retain_grad, pre/post hooks, AccumulateGrad. Returns its input gradients, or None when
    nothing flows on from it. capture: None, or what autograd.grad / backward(inputs=) reads
    (engine.Capture: `needed` nodes run, `at` maps a node to where its gradients are read).
    While it runs, torch._C._current_autograd_node() is `node` (user code runs here: hooks, a custom
    Function's backward, a dispatch handler seeing the formulas' ops)."""
    previous = _task_state.node
    _task_state.node = node
    try:
        return _run_with_hooks(node, grads, capture, accumulate, keep_graph, create_graph)
    finally:
        _task_state.node = previous


def _run_with_hooks(node, grads, capture, accumulate, keep_graph, create_graph):
    if (not node._hooked and capture is None and not _observers.wrappers and type(node) is not AccumulateGrad
            and grads[0] is not None and (len(grads) == 1 or not any_none(grads))):
        # Nothing happens around it (most nodes with create_graph): _call without its hooks
        # (the flag read inline: this is every node's path under create_graph)
        grad_inputs = _apply(node, grads) if _dispatch_state.active else node.apply(grads)
        if not keep_graph:
            node.release_saved()
        return grad_inputs
    runs = capture is None or node in capture.needed
    if capture is not None and runs and node in capture.at:
        # PyTorch reads the gradient of an input whose node also runs (it leads to
        # another input) before that node's tensor hooks are applied.
        capture.read(node, grads)
    if type(node) is AccumulateGrad and node.variable._backward_hooks:
        _run_leaf_hooks(node.variable, grads)
    if node._tensor_pre_hooks:
        _run_tensor_pre_hooks(node, grads)
    if node._retains_grad_hooks:
        _retain_grads(node, grads, create_graph)
    if not runs:
        capture.read(node, grads)
        return None
    if type(node) is AccumulateGrad:
        if accumulate:
            if _observers.wrappers:  # anomaly mode / profiler on
                _observers.run(node, grads, create_graph, _accumulate)
            else:
                _accumulate(node, grads, create_graph)
        return None
    if _observers.wrappers:
        return _observers.run(node, grads, keep_graph, _call)
    return _call(node, grads, keep_graph)


def _apply(node, grads):
    """node.apply(grads). A built-in node's formulas run with __torch_function__ off: in PyTorch
    they are C++ calls below that layer, which no subclass or TorchFunctionMode sees (a custom
    Function's backward is Python, and is seen; so are hooks, which run around this)."""
    if _dispatch_state.active and not node._python_backward:
        _dispatch_state.all_disabled += 1
        try:
            return node.apply(grads)
        finally:
            _dispatch_state.all_disabled -= 1
    return node.apply(grads)


def any_none(grads):
    for g in grads:  # (not `None in grads`: that would compare tensors with ==)
        if g is None:
            return True
    return False


def _call(node, grads, keep_graph):
    """Pre-hooks, the node's own backward, post-hooks; frees saved tensors after."""
    if node._pre_hooks:
        grads = list(_run_node_hooks(node._pre_hooks, (tuple(grads),), tuple(grads)))
    for g in grads:  # (not `None in grads`: that would compare tensors with ==)
        if g is None:
            if node._receives_missing_grads:
                grad_inputs = _apply(node, list(grads))
            elif all(g is None for g in grads):
                check_saved(node)
                grad_inputs = (None,) * len(node.next_functions)
            else:
                inputs = list(grads)  # post-hooks see the gradients as they came (None, not zeros)
                _materialize(node, inputs)
                grad_inputs = _apply(node, inputs)
            break
    else:
        grad_inputs = _apply(node, grads)
    if not keep_graph:
        node.release_saved()
    if node._post_hooks:
        grad_inputs = _run_node_hooks(node._post_hooks, (tuple(grad_inputs), tuple(grads)), tuple(grad_inputs))
    return grad_inputs


def _accumulate(node, grads, create_graph):
    """Run an AccumulateGrad node: its pre-hooks, `.grad += grad`, its post-hooks (as PyTorch)."""
    if node._pre_hooks:
        grads = list(_run_node_hooks(node._pre_hooks, (tuple(grads),), tuple(grads)))
    # A hook that kept the gradient it saw (or its array, or a view of it) holds a reference, and
    # sole_holder sees it; otherwise .grad takes the buffer even after hooks, as PyTorch steals it: a
    # post-accumulate hook's `tensor.grad.add_(...)` then shows in the node post-hook's grad_outputs.
    # (Asked before the call: grads[0] as its argument holds the gradient once more.)
    stealable = sole_holder(grads)
    accumulate_grad(node.variable, grads[0], create_graph, stealable)
    if node._post_hooks:
        _run_node_hooks(node._post_hooks, ((), tuple(grads)), ())


def _run_node_hooks(hooks, args, current):
    """Call node hooks in order; each may return a tuple replacing `current` (the first argument)."""
    for hook in tuple(hooks.values()):
        replaced = hook(*args)
        if replaced is not None:
            current = _checked_tuple(hook, current, replaced)
            args = (current,) + args[1:]
    return current


def call_node(node, *grads):
    """`grad_fn(g)`: run one node on the given gradients, as PyTorch's direct call does (no hooks)."""
    for i, g in enumerate(grads):
        if g is not None and not isinstance(g, Tensor):
            raise TypeError(f"argument {i} is not a Variable")
    if len(grads) != len(node._output_metadata):
        raise TypeError(f"expected {len(node._output_metadata)} arguments, got {len(grads)} instead")
    grads = list(grads)
    if type(node) is AccumulateGrad:
        accumulate_grad(node.variable, grads[0], False)
        return ()
    if all(g is None for g in grads):
        check_saved(node)
        result = (None,) * len(node.next_functions)
    else:
        _materialize(node, grads)
        result = tuple(_apply(node, grads))
    return result[0] if len(result) == 1 else result


def check_saved(node):
    """Unpack a node's saved tensors and drop them: a node that got no gradient at all computes
    nothing, but PyTorch's unpacks what it saved first, so a saved tensor changed in place since
    (or freed by an earlier backward) raises there too."""
    for slot in node._saved_tensor_slots:
        saved = getattr(node, slot, None)
        for value in saved if type(saved) is list else (saved,):
            if type(value) is SavedTensor:
                value.unpack(node)


def _materialize(node, grads):
    """Outputs that received no gradient get zeros (multi-output nodes, e.g. max.dim)."""
    for i, g in enumerate(grads):
        if g is None and node._output_metadata[i] is not None:
            shape, dtype = node._output_metadata[i]
            grads[i] = Tensor._make(np.zeros(shape, dtype))


def _run_tensor_pre_hooks(node, grads):
    # As in PyTorch, a tensor hook also runs (with None) when its output got no gradient.
    for nr, hook in tuple(node._tensor_pre_hooks.values()):
        replaced = hook(grads[nr])
        if replaced is not None:
            grads[nr] = _checked(hook, grads[nr], replaced)


def _run_leaf_hooks(variable, grads):
    """A leaf's register_hook hooks: tensor hooks of its AccumulateGrad, run before capture."""
    for hook in tuple(variable._backward_hooks.values()):
        replaced = hook(grads[0])
        if replaced is not None:
            grads[0] = _checked(hook, grads[0], replaced)


def _hook_name(hook):
    return getattr(hook, "__name__", "<unknown>")


def _checked(hook, old, new):
    """A hook's replacement gradient must be a tensor like the one it replaces (PyTorch checks
    this; without it a leaf could end up with a .grad of the wrong shape or dtype)."""
    if new is None:
        return new
    if old is None:
        raise RuntimeError("can't replace a None gradient with a non-None value")
    if not isinstance(new, Tensor):
        raise TypeError(f"expected Variable, but hook returned '{type(new).__name__}'")
    if new._data.dtype != old._data.dtype:
        raise RuntimeError(f"hook '{_hook_name(hook)}' has changed the type of value "
                           f"(was {old.type()} got {new.type()})")
    if new._data.shape != old._data.shape:
        raise RuntimeError(f"hook '{_hook_name(hook)}' has changed the size of value")
    return new


def _checked_tuple(hook, old, new):
    if not isinstance(new, tuple):
        raise TypeError(f"expected tuple, but hook returned '{type(new).__name__}'")
    if len(new) != len(old):
        raise RuntimeError(f"hook '{_hook_name(hook)}' has returned an incorrect number of values "
                           f"(got {len(new)}, but expected {len(old)})")
    return tuple(_checked(hook, o, n) for o, n in zip(old, new))


def _retain_grads(node, grads, create_graph):
    for nr, ref in node._retains_grad_hooks.items():
        tensor = ref()
        if tensor is None or grads[nr] is None:
            continue
        store_grad(tensor, grads[nr], create_graph)


# node.py defines nodes without tensors (tensor.py imports it), so what calling one needs
# (tensors, accumulation) is given to Node here.
Node.__call__ = call_node
