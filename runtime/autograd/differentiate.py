"""autograd.backward and autograd.grad: check arguments as PyTorch does, then run the engine."""
import math
import warnings

import numpy as np

from ..core.dtypes import INEXACT_KINDS, from_numpy
from ..core.stacklevel import user_stacklevel
from ..core.tensor import Size, Tensor
from ..core.warn_once import warn_once
from . import dispatch_state
from .dispatch_state import has_own_dispatch, is_batched
from .engine import run_backward
from .forward_grad import state as _fw_state
from .gradient_edge import GradientEdge
from .node import BrokenView, current_grad_fn, edge_of, grad_accumulator

_CREATE_GRAPH_CYCLE = (
    "Using backward() with create_graph=True will create a reference cycle between the parameter and its "
    "gradient which can cause a memory leak. We recommend using autograd.grad when creating the graph to avoid "
    "this. If you have to use this function, make sure to reset the .grad fields of your parameters to None "
    "after use to break the cycle and avoid the leak.")


def _as_tuple(x):
    if x is None:
        return ()
    if isinstance(x, (Tensor, GradientEdge)):   # (a GradientEdge is a tuple itself)
        return (x,)
    return tuple(x)


def _output_meta(out):
    """(shape, NumPy dtype, whether a gradient flows from it) of an output: a tensor, or a
    GradientEdge (the (shape, dtype) its node keeps for that output)."""
    if isinstance(out, GradientEdge):
        shape, dtype = out.node._output_metadata[out.output_nr]
        return shape, dtype, True
    return out._data.shape, out._data.dtype, out._requires_grad


def _warn_create_graph_once():
    """PyTorch warns once per process when backward() accumulates into .grad with create_graph:
    the .grad of a leaf then holds a graph that holds the leaf."""
    warn_once(_CREATE_GRAPH_CYCLE, UserWarning, stacklevel=user_stacklevel())


def _make_root_grads(outputs, grad_outputs, is_grads_batched=False):
    """The gradient to start from for each output (ones for scalars), checked against its shape."""
    grads = []
    for i, (out, g) in enumerate(zip(outputs, grad_outputs)):
        shape, dtype, flows = _output_meta(out)
        if g is None:
            if flows:
                if math.prod(shape) != 1:   # (np.prod's Python wrappers cost ~2 us a backward call)
                    raise RuntimeError("grad can be implicitly created only for scalar outputs")
                if dtype.kind not in INEXACT_KINDS or dtype.kind == "c":
                    raise RuntimeError("grad can be implicitly created only for real scalar outputs but got "
                                       f"{from_numpy(dtype)}")
                if dispatch_state.state.dispatch_modes or has_own_dispatch(out):
                    g = dispatch_state.root_ones_like(out)   # (seen by the dispatch layer, as in PyTorch)
                else:
                    g = np.empty(shape, dtype)
                    g.fill(1)
                    g = Tensor._make(g)
            grads.append(g)
            continue
        if not isinstance(g, Tensor):
            g = Tensor._make(np.asarray(g, dtype=dtype))
        if g._data.shape != shape:
            raise RuntimeError(f"Mismatch in shape: grad_output[{i}] has a shape of {g.shape} and output[{i}] "
                               f"has a shape of {Size(shape)}.")
        if (g._data.dtype.kind == "c") != (dtype.kind == "c"):
            raise RuntimeError(f"For complex Tensors, both grad_output and output are required to have the same "
                               f"dtype. Mismatch in dtype: grad_output[{i}] has a dtype of {g.dtype} and output[{i}] "
                               f"has a dtype of {from_numpy(dtype)}.")
        if g._data.dtype != dtype and flows:
            # PyTorch casts a root gradient to its output's dtype (an int or float64 gradient for a
            # float32 output); without it a leaf root would get a .grad of another dtype.
            g = g.to(from_numpy(dtype))
        grads.append(g)
    return grads


def _wrapped(outputs, grads):
    """A wrapper subclass or a BatchedTensor (vmap) among the outputs or their gradients: its graph's
    tensors have no data of their own, so the backward runs its formulas on tensors (each op dispatched
    or batched again). So does a backward inside a dual level (forward-mode AD): the formulas' ops then
    give the gradients their tangents, as PyTorch's do (forward-over-reverse, jacfwd(jacrev(f)))."""
    if _fw_state.level is not None:
        return True
    if dispatch_state.state.batching and (any(map(is_batched, outputs)) or any(map(is_batched, grads))):
        return True
    if not dispatch_state.state.dispatch_subclasses:   # (has_own_dispatch's own first test, once: 0.95 -> 0.14 us)
        return False
    return any(has_own_dispatch(t) for t in outputs) or any(has_own_dispatch(g) for g in grads)


def _roots(outputs):
    roots = []
    for i, out in enumerate(outputs):
        if isinstance(out, GradientEdge):
            roots.append((out.node, out.output_nr))
            continue
        if not out._requires_grad:
            raise RuntimeError(f"element {i} of tensors does not require grad and does not have a grad_fn")
        roots.append(edge_of(out))
    return roots


def _input_edge(t):
    """Where the gradient for input `t` arrives: its grad_fn output, or its AccumulateGrad
    (or the GradientEdge `t` names)."""
    if isinstance(t, GradientEdge):
        return (t.node, t.output_nr)
    fn = current_grad_fn(t)
    if type(fn) is BrokenView:
        raise RuntimeError(fn.message)
    if fn is not None:
        return (fn, t._output_nr)
    if t._requires_grad:
        return (grad_accumulator(t), 0)
    return (None, 0)


#: gradtable.func.vmap (set when gradtable.func is imported), for is_grads_batched=True.
vmap = None


def backward(tensors, grad_tensors=None, retain_graph=None, create_graph=False, grad_variables=None,
             inputs=None) -> None:
    """Accumulate d(tensors)/d(leaves) into the leaves' .grad (or only `inputs`' .grad)."""
    if grad_variables is not None:
        warnings.warn("`grad_variables` is deprecated. Use `grad_tensors` instead.", FutureWarning, stacklevel=2)
        grad_tensors = grad_tensors if grad_tensors is not None else grad_variables
    if inputs is not None and len(_as_tuple(inputs)) == 0:
        raise RuntimeError("`inputs` argument to `backward()` cannot be empty.")
    tensors = _as_tuple(tensors)
    inputs = _as_tuple(inputs)
    grad_tensors = _as_tuple(grad_tensors) if grad_tensors is not None else (None,) * len(tensors)
    if len(grad_tensors) != len(tensors):
        raise RuntimeError(f"got {len(tensors)} tensors and {len(grad_tensors)} gradients")
    if retain_graph is None:
        retain_graph = create_graph
    grads = _make_root_grads(tensors, grad_tensors)
    roots = _roots(tensors)
    capture = None
    if inputs:
        for t in inputs:
            if isinstance(t, GradientEdge):
                continue
            if not isinstance(t, Tensor):
                raise TypeError("backward(): 'inputs' must be a sequence of Tensors")
            # As PyTorch does: non-leaf inputs get their gradient in .grad through retain_grad()
            # (and keep retains_grad=True); a leaf that does not require grad fails here.
            t.retain_grad()
            if not t._requires_grad:
                raise RuntimeError("One of the differentiated Tensors does not require grad")
        capture = [_input_edge(t) for t in inputs]
    if create_graph:
        _warn_create_graph_once()
    run_backward(roots, grads, retain_graph, create_graph, capture=capture, accumulate=True,
                 on_tensors=_wrapped(tensors, grads))


def grad(outputs, inputs, grad_outputs=None, retain_graph=None, create_graph=False, only_inputs=True,
         allow_unused=None, is_grads_batched=False, materialize_grads=False) -> tuple[Tensor | None, ...]:
    """Return d(outputs)/d(inputs) without touching any .grad."""
    if materialize_grads and allow_unused is False:
        raise ValueError("Expected allow_unused to be True or not passed when materialize_grads=True, "
                         "but got: allow_unused=False.")
    if allow_unused is None:
        allow_unused = materialize_grads
    if not only_inputs:
        warnings.warn("only_inputs argument is deprecated and is ignored now (defaults to True). To accumulate "
                      "gradient for other parts of the graph, please use torch.autograd.backward.", FutureWarning,
                      stacklevel=2)
    if is_grads_batched:  # the first dim of each grad_output is a batch: one backward of all, under vmap
        _check_batched_grad_outputs(_as_tuple(outputs), _as_tuple(grad_outputs))

        def one(*gos):
            return grad(outputs, inputs, gos, retain_graph=True, create_graph=create_graph, allow_unused=allow_unused,
                        materialize_grads=materialize_grads)
        return tuple(vmap(one)(*_as_tuple(grad_outputs)))
    outputs = _as_tuple(outputs)
    inputs_tuple = _as_tuple(inputs)
    if not inputs_tuple:
        raise RuntimeError("`inputs` argument to `grad()` cannot be empty.")
    for t in inputs_tuple:
        if isinstance(t, GradientEdge):
            continue
        if not isinstance(t, Tensor):
            raise RuntimeError(f"all inputs have to be Tensors or GradientEdges, but got {type(t).__name__}")
        if not t._requires_grad:
            raise RuntimeError("One of the differentiated Tensors does not require grad")
    grad_outputs = _as_tuple(grad_outputs) if grad_outputs is not None else (None,) * len(outputs)
    if len(grad_outputs) != len(outputs):
        raise RuntimeError(f"got {len(outputs)} tensors and {len(grad_outputs)} gradients")
    if retain_graph is None:
        retain_graph = create_graph
    grads = _make_root_grads(outputs, grad_outputs)
    roots = _roots(outputs)
    capture = [_input_edge(t) for t in inputs_tuple]
    captured = run_backward(roots, grads, retain_graph, create_graph, capture=capture, accumulate=False,
                            on_tensors=_wrapped(outputs, grads))
    result = []
    for index, (t, g) in enumerate(zip(inputs_tuple, captured)):
        if g is None:
            if materialize_grads:
                if isinstance(t, GradientEdge):
                    raise RuntimeError("materialize_grads cannot be used when the given input is a GradientEdge")
                g = Tensor._make(np.zeros_like(t._data))
                if create_graph:    # as PyTorch: a materialized zero can be differentiated again
                    g.requires_grad_(True)
            elif not allow_unused:
                raise RuntimeError(f"The differentiated Tensor at index {index} appears to not have been used in "
                                   "the graph. Set allow_unused=True if this is the desired behavior.")
        result.append(g)
    return tuple(result)


def _check_batched_grad_outputs(outputs, grad_outputs):
    """grad(..., is_grads_batched=True): each grad_output's first sample must have its output's shape.
    (As PyTorch, the message shows _calculate_shape of that first sample: its own first dim left out.)"""
    for i, (out, g) in enumerate(zip(outputs, grad_outputs)):
        if not isinstance(g, Tensor) or not isinstance(out, Tensor):
            continue
        first = g[0]   # (a 0-dim grad_output has no batch: IndexError, as PyTorch)
        if first.shape != out.shape:
            out_shape, grad_shape = _calculate_shape(out, first, True)
            raise RuntimeError(
                "If `is_grads_batched=True`, we interpret the first dimension of each grad_output as the batch "
                "dimension. The sizes of the remaining dimensions are expected to match the shape of corresponding "
                f"output, but a mismatch was detected: grad_output[{i}] has a shape of {grad_shape} and "
                f"output[{i}] has a shape of {out_shape}. If you only want some tensors in `grad_output` to be "
                "considered batched, consider using vmap.")


def _calculate_shape(output, grad, is_grads_batched):
    """(the output's shape, the gradient's shape), as torch.autograd._calculate_shape compares them: a
    GradientEdge's is its node's record of it; a batched gradient's leaves out its batch dim."""
    if isinstance(output, GradientEdge):
        if is_grads_batched:
            raise RuntimeError("Batched grads are not supported with GradientEdge")
        return Size(output.node._output_metadata[output.output_nr][0]), grad.shape
    return output.shape, grad.shape[1:] if is_grads_batched else grad.shape
