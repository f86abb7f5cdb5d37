"""autograd.backward and autograd.grad: check arguments as PyTorch does, then run the engine."""
import warnings

import numpy as np

from ..core.dtypes import INEXACT_KINDS
from ..core.tensor import Tensor
from .engine import run_backward
from .node import BrokenView, edge_of, grad_accumulator


def _as_tuple(x):
    if x is None:
        return ()
    if isinstance(x, Tensor):
        return (x,)
    return tuple(x)


def _make_root_grads(outputs, grad_outputs, is_grads_batched=False):
    """The gradient to start from for each output (ones for scalars), checked against its shape."""
    grads = []
    for i, (out, g) in enumerate(zip(outputs, grad_outputs)):
        if g is None:
            if out._requires_grad:
                if out._data.size != 1:
                    raise RuntimeError("grad can be implicitly created only for scalar outputs")
                if out._data.dtype.kind not in INEXACT_KINDS:
                    raise RuntimeError("grad can be implicitly created only for real scalar outputs but got "
                                       f"{out.dtype}")
                g = np.empty(out._data.shape, out._data.dtype)
                g.fill(1)
                g = Tensor._make(g)
            grads.append(g)
            continue
        if not isinstance(g, Tensor):
            g = Tensor._make(np.asarray(g, dtype=out._data.dtype))
        if g._data.shape != out._data.shape:
            raise RuntimeError(f"Mismatch in shape: grad_output[{i}] has a shape of {g.shape} and output[{i}] "
                               f"has a shape of {out.shape}.")
        if (g._data.dtype.kind == "c") != (out._data.dtype.kind == "c"):
            raise RuntimeError(f"For complex Tensors, both grad_output and output are required to have the same "
                               f"dtype. Mismatch in dtype: grad_output[{i}] has a dtype of {g.dtype} and output[{i}] "
                               f"has a dtype of {out.dtype}.")
        if g._data.dtype != out._data.dtype and out._requires_grad:
            # PyTorch casts a root gradient to its output's dtype (an int or float64 gradient for a
            # float32 output); without it a leaf root would get a .grad of another dtype.
            g = g.to(out.dtype)
        grads.append(g)
    return grads


def _roots(outputs):
    roots = []
    for i, out in enumerate(outputs):
        if not out._requires_grad:
            raise RuntimeError(f"element {i} of tensors does not require grad and does not have a grad_fn")
        roots.append(edge_of(out))
    return roots


def _input_edge(t):
    """Where the gradient for input `t` arrives: its grad_fn output, or its AccumulateGrad."""
    if type(t._grad_fn) is BrokenView:
        raise RuntimeError(t._grad_fn.message)
    if t._grad_fn is not None:
        return (t._grad_fn, t._output_nr)
    if t._requires_grad:
        return (grad_accumulator(t), 0)
    return (None, 0)


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
            if not isinstance(t, Tensor):
                raise TypeError("backward(): 'inputs' must be a sequence of Tensors")
            # As PyTorch does: non-leaf inputs get their gradient in .grad through retain_grad()
            # (and keep retains_grad=True); a leaf that does not require grad fails here.
            t.retain_grad()
            if not t._requires_grad:
                raise RuntimeError("One of the differentiated Tensors does not require grad")
        capture = [_input_edge(t) for t in inputs]
    run_backward(roots, grads, retain_graph, create_graph, capture=capture, accumulate=True)


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
    if is_grads_batched:
        raise NotImplementedError("is_grads_batched=True is not supported by gradtable yet")
    outputs = _as_tuple(outputs)
    inputs_tuple = _as_tuple(inputs)
    if not inputs_tuple:
        raise RuntimeError("`inputs` argument to `grad()` cannot be empty.")
    for t in inputs_tuple:
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
    captured = run_backward(roots, grads, retain_graph, create_graph, capture=capture, accumulate=False)
    result = []
    for index, (t, g) in enumerate(zip(inputs_tuple, captured)):
        if g is None:
            if materialize_grads:
                g = Tensor._make(np.zeros_like(t._data))
                if create_graph:    # as PyTorch: a materialized zero can be differentiated again
                    g.requires_grad_(True)
            elif not allow_unused:
                raise RuntimeError(f"The differentiated Tensor at index {index} appears to not have been used in "
                                   "the graph. Set allow_unused=True if this is the desired behavior.")
        result.append(g)
    return tuple(result)
