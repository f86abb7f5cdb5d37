"""autograd.functional: Jacobians, Hessians and their products with vectors, for a whole function.

Everything is built on autograd.grad, except jacobian(strategy="forward-mode"), which uses
forward-mode AD (autograd/forward_ad.py) when every op involved has a forward formula.
Products with a Jacobian from the right (jvp, hvp) use the double-backward trick, as
PyTorch's own reverse-mode implementation does: the vjp u -> J^T u is linear in u, so
differentiating <J^T u, v> with respect to u gives J v.

Results have PyTorch's structure: a function of one tensor gives tensors, of a tuple gives
tuples; jacobian(f, inputs)[i][j] is d outputs[i] / d inputs[j], of shape
outputs[i].shape + inputs[j].shape.
"""
from typing import Any

import numpy as np

from ..core.creation import eye, zeros, zeros_like
from ..core.tensor import Tensor
from ..generated.ops import cat, split_with_sizes, stack
from . import forward_ad
from .differentiate import grad as autograd_grad
from .grad_mode import enable_grad, is_grad_enabled, set_grad_enabled

__all__ = ["vjp", "jvp", "jacobian", "hessian", "hvp", "vhp"]


# -- arguments ---------------------------------------------------------------------------------

def _as_tuple(value, arg_name, fn_name):
    """(whether `value` was a tuple, a tuple of tensors), with PyTorch's error for anything else."""
    was_tuple = isinstance(value, tuple)
    values = value if was_tuple else (value,)
    for i, el in enumerate(values):
        if not isinstance(el, Tensor):
            where = f"value at index {i}" if was_tuple else f"given {arg_name}"
            raise TypeError(f"The {arg_name} given to {fn_name} must be either a Tensor or a tuple of Tensors but "
                            f"the {where} has type {type(el)}.")
    return was_tuple, values


def _fresh(tensors, create_graph, need_graph):
    """New tensor objects to differentiate with respect to (so that the same tensors captured
    by the user's function from outside are not mistaken for the inputs). With create_graph
    they stay connected to the caller's graph; otherwise they are detached copies."""
    result = []
    for t in tensors:
        if create_graph and t.requires_grad:
            result.append(t.view(t.shape))
        else:
            result.append(t.detach().requires_grad_(need_graph))
    return tuple(result)


def _check_v(v, like, like_is_tuple):
    if len(v) != len(like):
        if like_is_tuple:
            raise RuntimeError(f"v is a tuple of invalid length: should be {len(like)} but got {len(v)}.")
        raise RuntimeError("The given v should contain a single Tensor.")
    for i, (el_v, el) in enumerate(zip(v, like)):
        if el_v.shape != el.shape:
            where = f"Entry {i} in " if like_is_tuple else ""
            raise RuntimeError(f"{where}v has invalid size: should be {el.shape} but got {el_v.shape}.")


def _prepare_v(v, like, like_is_tuple, fn_name, create_graph, none_message):
    if v is None:
        if len(like) != 1 or like[0].numel() != 1:
            raise RuntimeError(none_message)
        return None
    _, v = _as_tuple(v, "v", fn_name)
    v = _fresh(v, create_graph, need_graph=False)
    _check_v(v, like, like_is_tuple)
    return v


def _single_output(outputs, outputs_is_tuple, fn_name):
    """hessian, hvp and vhp differentiate twice: the function must return one scalar."""
    if outputs_is_tuple:
        raise RuntimeError(f"The function given to {fn_name} should return a single Tensor")
    if outputs[0].numel() != 1:
        raise RuntimeError(f"The Tensor returned by the function given to {fn_name} should contain a single "
                           "element")


# -- strict mode -------------------------------------------------------------------------------

_STRICT_NOT_REQUIRING_GRAD = {
    "outputs": ("Output {i} of the user-provided function does not require gradients. The outputs must be computed "
                "in a differentiable manner from the input when running in strict mode."),
    "grad_inputs": ("The gradient with respect to input {i} is independent of the inputs of the user-provided "
                    "function. This is not allowed in strict mode."),
    "jacobian": ("While computing the hessian, found that the jacobian of the user-provided function with respect "
                 "to input {i} is independent of the input. This is not allowed in strict mode. You should ensure "
                 "that your function is twice differentiable and that the jacobian depends on the inputs (this "
                 "would be violated by a linear function for example)."),
    "hessian": ("The hessian of the user-provided function with respect to input {i} is independent of the input. "
                "This is not allowed in strict mode. You should ensure that your function is thrice differentiable "
                "and that the hessian depends on the inputs."),
}

_STRICT_MISSING = {
    "back": "The output of the user-provided function is independent of input {i}. This is not allowed in strict mode.",
    "back_trick": ("The gradient with respect to the input is independent of entry {i} in the grad_outputs when using "
                   "the double backward trick to compute forward mode gradients. This is not allowed in strict "
                   "mode."),
    "double_back": ("The jacobian of the user-provided function is independent of input {i}. This is not allowed in "
                    "strict mode."),
    "double_back_trick": ("The hessian of the user-provided function is independent of entry {i} in the "
                          "grad_jacobian. This is not allowed in strict mode as it prevents from using the double "
                          "backward trick to replace forward mode AD."),
}

_STRICT_CONSTANT = ("The {what} of the user-provided function is independent of input {i}. This is not allowed in "
                    "strict mode when create_graph=True.")


def _check_requires_grad(tensors, kind, strict):
    """In strict mode, every tensor (an output, or a gradient) must depend on the inputs."""
    if not strict:
        return
    for i, t in enumerate(tensors):
        if t is None:
            raise RuntimeError(_STRICT_MISSING["back"].format(i=i))
        if not t.requires_grad:
            raise RuntimeError(_STRICT_NOT_REQUIRING_GRAD[kind].format(i=i))


def _zeros_for_missing(grads, like, strict, create_graph, stage):
    """Gradients that autograd found to be None (independent) become zeros, or an error in strict mode."""
    result = []
    for i, g in enumerate(grads):
        if g is None:
            if strict:
                raise RuntimeError(_STRICT_MISSING[stage].format(i=i))
            g = zeros_like(like[i])
        elif strict and create_graph and not g.requires_grad:
            what = "hessian" if stage.startswith("double") else "jacobian"
            raise RuntimeError(_STRICT_CONSTANT.format(what=what, i=i))
        result.append(g)
    return tuple(result)


# -- results -----------------------------------------------------------------------------------

def _grad(outputs, inputs, grad_outputs=None, create_graph=False, retain_graph=None):
    """autograd.grad over the outputs that require grad (None elsewhere); None for unused inputs."""
    if grad_outputs is None:
        grad_outputs = (None,) * len(outputs)
    kept = [(o, g) for o, g in zip(outputs, grad_outputs) if o is not None and o.requires_grad]
    if not kept:
        return (None,) * len(inputs)
    return autograd_grad([o for o, _ in kept], inputs, [g for _, g in kept], retain_graph=retain_graph,
                         create_graph=create_graph, allow_unused=True)


def _finish(result, create_graph):
    """Without create_graph the caller gets plain tensors, with no history (nested tuples too)."""
    if create_graph:
        return result
    return tuple(r.detach() if isinstance(r, Tensor) else _finish(r, False) for r in result)


def _unpack(result, was_tuple):
    return result if was_tuple else result[0]


def _unpack_nested(result, outer_was_tuple, inner_was_tuple):
    if not inner_was_tuple:
        result = tuple(row[0] for row in result)
    return _unpack(result, outer_was_tuple)


# -- the API -----------------------------------------------------------------------------------

def vjp(func, inputs, v=None, create_graph=False, strict=False) -> tuple:
    """(func(inputs), v^T J): the vector-Jacobian product at `inputs`."""
    with enable_grad():
        inputs_is_tuple, inputs = _as_tuple(inputs, "inputs", "vjp")
        inputs = _fresh(inputs, create_graph, need_graph=True)
        outputs_is_tuple, outputs = _as_tuple(func(*inputs), "outputs of the user-provided function", "vjp")
        _check_requires_grad(outputs, "outputs", strict)
        v = _prepare_v(v, outputs, outputs_is_tuple, "vjp", create_graph,
                       "The vector v can only be None if the user-provided function returns a single Tensor with a "
                       "single element.")
    with set_grad_enabled(create_graph or is_grad_enabled()):
        grads = _grad(outputs, inputs, v, create_graph=create_graph)
        result = _zeros_for_missing(grads, inputs, strict, create_graph, "back")
    return (_unpack(_finish(outputs, create_graph), outputs_is_tuple),
            _unpack(_finish(result, create_graph), inputs_is_tuple))


def jvp(func, inputs, v=None, create_graph=False, strict=False) -> tuple:
    """(func(inputs), J v): the Jacobian-vector product, by the double-backward trick."""
    with enable_grad():
        inputs_is_tuple, inputs = _as_tuple(inputs, "inputs", "jvp")
        inputs = _fresh(inputs, create_graph, need_graph=True)
        v = _prepare_v(v, inputs, inputs_is_tuple, "jvp", create_graph,
                       "The vector v can only be None if the input to the user-provided function is a single "
                       "Tensor with a single element.")
        outputs_is_tuple, outputs = _as_tuple(func(*inputs), "outputs of the user-provided function", "jvp")
        _check_requires_grad(outputs, "outputs", strict)
        dummies = tuple(zeros_like(out, requires_grad=True) for out in outputs)  # the u of J^T u
        transposed = _grad(outputs, inputs, dummies, create_graph=True)
        _check_requires_grad(transposed, "grad_inputs", strict)
    with set_grad_enabled(True if create_graph else is_grad_enabled()):
        grads = _grad(transposed, dummies, v, create_graph=create_graph)
        result = _zeros_for_missing(grads, outputs, strict, create_graph, "back_trick")
    return (_unpack(_finish(outputs, create_graph), outputs_is_tuple),
            _unpack(_finish(result, create_graph), outputs_is_tuple))


_STRATEGIES = ("forward-mode", "reverse-mode")


def jacobian(func, inputs, create_graph=False, strict=False, vectorize=False, strategy="reverse-mode") -> Any:
    """The Jacobian of `func` at `inputs`: one backward pass per output element (reverse mode), or
    one forward-mode pass per input element (strategy="forward-mode", a jvp with each unit tangent).

    vectorize=True computes each output's rows in one backward under vmap, as PyTorch's does. PyTorch's
    restrictions on forward mode (vectorize=True required, no strict, no create_graph) are kept.
    """
    return _jacobian(func, inputs, create_graph, strict, vectorize, strategy, real_forward_mode=True)


def _jacobian(func, inputs, create_graph, strict, vectorize, strategy, real_forward_mode):
    if strategy not in _STRATEGIES:
        raise AssertionError('Expected strategy to be either "forward-mode" or "reverse-mode". Hint: If your '
                             'function has more outputs than inputs, "forward-mode" tends to be more performant. '
                             'Otherwise, prefer to use "reverse-mode".')
    forward_mode = strategy == "forward-mode"
    if forward_mode:
        _check_forward_mode(create_graph, strict, vectorize)
        if real_forward_mode:
            try:
                return _jacobian_forward_mode(func, inputs)
            except NotImplementedError as err:
                if not str(err).startswith("Trying to use forward AD with"):
                    raise
                # An op without a forward formula: the same Jacobian, built row by row below.
        # Forward mode computes tangents with recorded ops, so its Jacobian keeps its history
        # back to the caller's tensors that require grad: build it with create_graph, then
        # drop the history of entries that only depend on our own copies of the inputs.
        create_graph = is_grad_enabled()
    with enable_grad():
        inputs_is_tuple, inputs = _as_tuple(inputs, "inputs", "jacobian")
        inputs = _fresh(inputs, create_graph, need_graph=True)
        outputs_is_tuple, outputs = _as_tuple(func(*inputs), "outputs of the user-provided function", "jacobian")
        _check_requires_grad(outputs, "outputs", strict)
        if vectorize and strict:
            raise RuntimeError("torch.autograd.functional.jacobian: `strict=True` and `vectorized=True` are not "
                               "supported together. Please either set `strict=False` or `vectorize=False`.")
        rows_of = _batched_jacobian_of_output if vectorize and vmap is not None else _jacobian_of_output
        rows = tuple(rows_of(i, out, inputs, create_graph, strict) for i, out in enumerate(outputs))
    if forward_mode:
        # (PyTorch's forward mode returns lists where reverse mode returns tuples.)
        if create_graph:
            copies = {id(t) for t in inputs if t.grad_fn is None}
            rows = tuple(_joined(row, out) if any(_reaches_caller(j, copies) for j in row)
                         else tuple(j.detach() for j in row) for row, out in zip(rows, outputs))
        return _unpack_nested([list(row) for row in rows], outputs_is_tuple, inputs_is_tuple)
    return _unpack_nested(_finish(rows, create_graph), outputs_is_tuple, inputs_is_tuple)


def _jacobian_forward_mode(func, inputs):
    """PyTorch's _jacfwd: for each element of the (concatenated) inputs, one call of func on dual
    inputs carrying that unit tangent; the tangents of output i, stacked, are its Jacobian's
    columns. Entries keep the history the tangent formulas record (as PyTorch's)."""
    inputs_is_tuple, inputs = _as_tuple(inputs, "inputs", "jacobian")
    numels = [x.numel() for x in inputs]
    columns, outputs, outputs_is_tuple = None, None, False
    for k in range(sum(numels)):
        with forward_ad.dual_level():
            duals, offset = [], 0
            for x, n in zip(inputs, numels):
                unit = np.zeros(n, dtype=x._data.dtype)
                if offset <= k < offset + n:
                    unit[k - offset] = 1
                duals.append(forward_ad.make_dual(x, Tensor._make(unit.reshape(x._data.shape))))
                offset += n
            outputs_is_tuple, outs = _as_tuple(func(*duals), "outputs of the user-provided function", "jacobian")
            unpacked = [forward_ad.unpack_dual(o) for o in outs]
            outputs = [u.primal for u in unpacked]
            tangents = [zeros_like(u.primal) if u.tangent is None else u.tangent for u in unpacked]
        columns = [[] for _ in outs] if columns is None else columns
        for col, t in zip(columns, tangents):
            col.append(t)
    rows = []
    for col, out in zip(columns, outputs):
        jac = stack(col, 0)
        blocks = split_with_sizes(jac, numels, 0) if len(numels) > 1 else (jac,)
        rows.append([block.permute(tuple(range(1, block.ndim)) + (0,)).reshape(tuple(out.shape) + tuple(x.shape))
                     for block, x in zip(blocks, inputs)])
    return _unpack_nested(rows, outputs_is_tuple, inputs_is_tuple)


def _construct_standard_basis_for(tensors, tensor_numels):
    """The identity matrix of size N = sum(tensor_numels), cut column-wise into one block per tensor:
    block i has shape (N, tensor_numels[i]) and tensors[i]'s dtype and type (built with new_zeros,
    so a wrapper subclass gets blocks of its own kind). Row k of the concatenated blocks is the k-th
    unit vector over all inputs: the basis a vectorized Jacobian pushes through in one call."""
    total = sum(tensor_numels)
    blocks = tuple(tensor.new_zeros(total, numel) for tensor, numel in zip(tensors, tensor_numels))
    start = 0
    for block, numel in zip(blocks, tensor_numels):
        # block's ones sit at rows start..start+numel-1: the diagonal offset -start.
        block.diagonal(-start).fill_(1)
        start += numel
    return blocks


def _check_forward_mode(create_graph, strict, vectorize):
    if create_graph:
        raise NotImplementedError("torch.autograd.functional.jacobian: `create_graph=True` and "
                                  '`strategy="forward-mode"` are not supported together (yet). Please either set '
                                  '`create_graph=False` or `strategy="reverse-mode"`.')
    if strict:
        raise RuntimeError("torch.autograd.functional.jacobian: `strict=True` and `strategy=\"forward-mode\"` are not "
                           "supported together (yet). Please either set `strict=False` or "
                           '`strategy="reverse-mode"`.')
    if not vectorize:
        # (PyTorch's message has no space between "is" and "only".)
        raise NotImplementedError("Computing Jacobian using forward-AD or forward-over-reverse Hessian is"
                                  "only implemented for `vectorize=True`.")


def _joined(row, out):
    """Forward mode builds the blocks of one output's Jacobian as one tensor, split afterwards:
    they all share its history (a block of zeros included)."""
    n = out.numel()
    full = cat([block.reshape(n, -1) for block in row], 1)
    blocks, start = [], 0
    for block in row:
        size = block.numel() // n
        blocks.append(full[:, start:start + size].reshape(block.shape))
        start += size
    return tuple(blocks)


def _reaches_caller(t, copies):
    """Whether the graph behind `t` reaches a leaf that requires grad other than our input copies."""
    stack = [t.grad_fn] if t.grad_fn is not None else []
    seen = set()
    while stack:
        node = stack.pop()
        if node is None or node in seen:
            continue
        seen.add(node)
        variable = getattr(node, "variable", None)
        if variable is not None and id(variable) not in copies:
            return True
        stack.extend(n for n, _ in node.next_functions)
    return False


def _jacobian_of_output(i, out, inputs, create_graph, strict):
    """d out / d inputs[k] for every k: one row (a gradient) per element of `out`, stacked."""
    rows = [[] for _ in inputs]
    flat = out.reshape(-1)
    for j in range(out.numel()):
        grads = _grad((flat[j],), inputs, retain_graph=True, create_graph=create_graph)
        for k, (g, inp) in enumerate(zip(grads, inputs)):
            if g is None:
                if strict:
                    raise RuntimeError(f"Output {i} of the user-provided function is independent of input {k}. "
                                       "This is not allowed in strict mode.")
                g = zeros_like(inp)
            elif strict and create_graph and not g.requires_grad:
                # (PyTorch names the output's index here.)
                raise RuntimeError(_STRICT_CONSTANT.format(what="jacobian", i=i))
            rows[k].append(g)
    return tuple(stack(r, 0).view(tuple(out.shape) + tuple(inp.shape)) for r, inp in zip(rows, inputs))


#: gradtable.func.vmap (set when gradtable.func is imported): vectorize=True batches the rows with it.
vmap = None


def _batched_jacobian_of_output(i, out, inputs, create_graph, strict):
    """_jacobian_of_output with vectorize=True, as PyTorch's: one backward of every row of the
    identity at once, under vmap (the backward's formulas run on the batch of cotangents)."""
    n = out.numel()
    basis = eye(n, dtype=out.dtype).view((n,) + tuple(out.shape)) if n else zeros((0,) + tuple(out.shape))

    def row(v):
        grads = _grad((out,), inputs, (v,), retain_graph=True, create_graph=create_graph)
        return tuple(zeros_like(inp) if g is None else g for g, inp in zip(grads, inputs))

    rows = vmap(row)(basis)
    return tuple(r.view(tuple(out.shape) + tuple(inp.shape)) for r, inp in zip(rows, inputs))


def hessian(func, inputs, create_graph=False, strict=False, vectorize=False,
            outer_jacobian_strategy="reverse-mode") -> Any:
    """The Hessian of a scalar function: the Jacobian of its gradient. For a tuple of inputs,
    hessian[i][j] has shape inputs[i].shape + inputs[j].shape."""
    inputs_is_tuple, inputs = _as_tuple(inputs, "inputs", "hessian")
    if outer_jacobian_strategy not in _STRATEGIES:
        raise AssertionError('Expected strategy to be either "forward-mode" or "reverse-mode".')

    def scalar_func(*inp):
        out = func(*inp)
        out_is_tuple, outs = _as_tuple(out, "outputs of the user-provided function", "hessian")
        _check_requires_grad(outs, "outputs", strict)
        _single_output(outs, out_is_tuple, "hessian")
        return out.squeeze()

    def gradient(*inp):
        jac = jacobian(scalar_func, inp, create_graph=True)
        _check_requires_grad(jac, "jacobian", strict)
        return jac

    # Forward-over-reverse would need tangents through the backward pass itself (saved outputs,
    # gradient buffers): the outer Jacobian is built in reverse mode, which gives the same matrix.
    result = _jacobian(gradient, inputs, create_graph, strict, vectorize, outer_jacobian_strategy,
                       real_forward_mode=False)
    return _unpack_nested(result, inputs_is_tuple, inputs_is_tuple)


def _scalar_and_gradient(func, inputs, v, create_graph, strict, fn_name):
    """Shared first half of vhp and hvp: inputs, v, the scalar output and its gradient (with graph)."""
    inputs_is_tuple, inputs = _as_tuple(inputs, "inputs", fn_name)
    inputs = _fresh(inputs, create_graph, need_graph=True)
    v = _prepare_v(v, inputs, inputs_is_tuple, fn_name, create_graph,
                   "The vector v can only be None if the input to the user-provided function is a single Tensor "
                   "with a single element.")
    outputs_is_tuple, outputs = _as_tuple(func(*inputs), "outputs of the user-provided function", fn_name)
    _check_requires_grad(outputs, "outputs", strict)
    _single_output(outputs, outputs_is_tuple, fn_name)
    jac = _grad(outputs, inputs, create_graph=True)
    _check_requires_grad(jac, "jacobian", strict)
    return inputs_is_tuple, inputs, v, outputs_is_tuple, outputs, jac


def vhp(func, inputs, v=None, create_graph=False, strict=False) -> tuple:
    """(func(inputs), v^T H): differentiate <gradient, v> once more."""
    with enable_grad():
        inputs_is_tuple, inputs, v, outputs_is_tuple, outputs, jac = _scalar_and_gradient(
            func, inputs, v, create_graph, strict, "vhp")
    with set_grad_enabled(True if create_graph else is_grad_enabled()):
        grads = _grad(jac, inputs, v, create_graph=create_graph)
        result = _zeros_for_missing(grads, inputs, strict, create_graph, "double_back")
    return (_unpack(_finish(outputs, create_graph), outputs_is_tuple),
            _unpack(_finish(result, create_graph), inputs_is_tuple))


def hvp(func, inputs, v=None, create_graph=False, strict=False) -> tuple:
    """(func(inputs), H v), by the double-backward trick on top of the gradient."""
    with enable_grad():
        inputs_is_tuple, inputs, v, outputs_is_tuple, outputs, jac = _scalar_and_gradient(
            func, inputs, v, create_graph, strict, "hvp")
        dummies = tuple(zeros_like(inp, requires_grad=True) for inp in inputs)
        transposed = _grad(jac, inputs, dummies, create_graph=True)
        _check_requires_grad(jac, "hessian", strict)  # (as PyTorch: the gradient is checked, again)
    with set_grad_enabled(True if create_graph else is_grad_enabled()):
        grads = _grad(transposed, dummies, v, create_graph=create_graph)
        result = _zeros_for_missing(grads, inputs, strict, create_graph, "double_back_trick")
    return (_unpack(_finish(outputs, create_graph), outputs_is_tuple),
            _unpack(_finish(result, create_graph), inputs_is_tuple))
