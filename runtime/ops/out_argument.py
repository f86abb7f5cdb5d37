"""`out=`: PyTorch's out variants of its functions (torch.add(a, b, out=c)), for every table op.

The op runs as usual, unrecorded, and its result is written into the given tensor(s), which are
returned. As PyTorch's out= functions:
- they are not differentiable: with grad mode on, an input or an out tensor that requires grad is
  refused, and any forward-mode tangent too (PyTorch has no derivative for `*_out` kernels);
- the result's dtype must cast to out's ("result type Float can't be cast to the desired output type
  Long"); an integer result written into a float tensor is converted;
- an out tensor of another shape is resized, with PyTorch's deprecation warning when it had elements;
  its layout is kept when the shape fits (out=x.t() stays transposed);
- the write is an in-place op on out: its version goes up, and an inference tensor outside inference
  mode or an out whose elements share memory (an expanded tensor) is refused by copy_'s checks.
"""
import functools
import warnings

import numpy as np

from ..autograd.forward_grad import any_tangent
from ..autograd.grad_mode import no_grad
from ..autograd.grad_mode import state as _grad_state
from ..core.dtypes import scalar_type_name
from ..core.inplace import refuse_overlap, refuse_partial_overlap
from ..core.printing import format_shape
from ..core.stacklevel import user_stacklevel
from ..core.tensor import Tensor
from .batched_tensor import BatchedTensor
from .op_support import call_overload, return_type, select_overload


def with_out(name, function, args, kwargs, out):
    """`function(*args, **kwargs)` (op `name`) written into `out` (a tensor, or a tuple of them for an
    op with several results); returns out."""
    outs = tuple(out) if isinstance(out, (tuple, list)) else (out,)
    if not all(isinstance(o, Tensor) for o in outs):
        raise TypeError(f"{name}(): argument 'out' must be Tensor, not {type(out).__name__}")
    tensors = [t for a in (*args, *kwargs.values()) for t in (a if type(a) in (list, tuple) else (a,))
               if isinstance(t, Tensor)]   # (a Tensor[] argument's tensors too: torch.cat)
    if any(type(t) is BatchedTensor for t in (*tensors, *outs)):
        raise _no_batching_rule(name, args)
    if any_tangent(*tensors, *outs):
        raise NotImplementedError(f"Trying to use forward AD with {name}_out that does not support it because "
                                  "it is an out= function")
    if _grad_state.enabled and any(t.requires_grad for t in (*tensors, *outs)):
        raise RuntimeError(f"{name}(): functions with out=... arguments don't support automatic differentiation, "
                           "but one of the arguments requires grad.")
    for target in outs:
        if name in _READ_WHILE_WRITTEN:   # assert_no_overlap: even out=x itself is refused
            refuse_overlap(target, tensors, itself=_READ_WHILE_WRITTEN[name])
        else:
            refuse_partial_overlap(target, tensors)
    with no_grad():
        result = function(*args, **kwargs)
        results = tuple(result) if isinstance(result, tuple) else (result,)
        if len(results) != len(outs):
            raise TypeError(f"{name}(): argument 'out' must be a tuple of {len(results)} Tensors")
        for target, value in zip(outs, results):
            _write(target, value, contiguous=name.startswith(("fft_", "_fft_")))
    if isinstance(result, tuple):   # (torch.max(x, 1, out=(v, i)) is a torch.return_types.max_out)
        return _out_type(type(result).__name__, result._fields)(*outs) if hasattr(result, "_fields") else outs
    return out


def _no_batching_rule(name, args):
    """Inside vmap, an out= call on a batch has no rule, as in PyTorch (whose loop fallback cannot write
    into out either). Its overload is named `out` here; a few of PyTorch's have other names (sort.values)."""
    qualified = f"aten::{name.replace('.', '_')}.out"
    if any(type(a) in (list, tuple) for a in args):
        return RuntimeError(f"Batching rule not implemented for {qualified}. We could not generate a fallback.")
    return RuntimeError(f"Batching rule not implemented for {qualified}; the fallback path doesn't work on out= or "
                        "view ops.")


@functools.cache
def _out_type(name, fields):
    return return_type(f"{name}_out", fields)


def call_with_out(name, overloads, args, kwargs, takes_out):
    """An overloaded op's call with out= among kwargs (None: the plain call); `takes_out`: the
    overloads' functions that have an out= form in PyTorch (torch.sum(x, out=y) has none)."""
    kwargs = dict(kwargs)
    out = kwargs.pop("out")
    if out is None:
        return call_overload(name, overloads, args, kwargs)
    chosen = select_overload(name, overloads, args, kwargs)
    if chosen not in takes_out:   # PyTorch's parser finds no overload with this out: its error
        select_overload(name, overloads, args, {**kwargs, "out": out})
    return with_out(name, lambda *a, **k: call_overload(name, overloads, a, k), args, kwargs, out)


#: Ops whose out= kernel gathers from its inputs while it writes, so PyTorch refuses an out sharing any
#: of their memory (assert_no_overlap); True: out being the input itself is refused even when empty
#: (gather checks it first; index_select checks the index's dtype first, take_along_dim reads a
#: broadcast view of self: for them an empty out shares nothing).
_READ_WHILE_WRITTEN = {"gather": True, "index_select": False, "take_along_dim": False}


def resize_unversioned(self, shape, like=None):
    """self given a new array of `shape`, its leading elements kept: resize_'s work, which an out=
    function does too without counting it as a write of its own (PyTorch's resize_output). `like`:
    an array whose layout the new one takes (an out= result is laid out as the op's own result,
    column-major for LAPACK's, as PyTorch's kernels restride a resized out)."""
    old = self._data
    new = np.zeros(shape, old.dtype) if like is None else np.zeros_like(like, dtype=old.dtype)
    keep = min(old.size, new.size)
    new.reshape(-1)[:keep] = old.reshape(-1)[:keep]
    self._data = new


def _write(target, value, contiguous=False):
    """value written into target, resized first when its shape differs: laid out as value (PyTorch's
    kernels restride a resized out as their own result), or row-major where `contiguous` (the Fourier
    transforms' out= kernels resize out plainly, then copy their result in)."""
    source, wanted = value._data.dtype, target._data.dtype
    if source != wanted and not np.can_cast(source, wanted, "same_kind"):
        raise RuntimeError(f"result type {scalar_type_name(source)} can't be cast to the desired output type "
                           f"{scalar_type_name(wanted)}")
    if tuple(target.shape) != tuple(value.shape):
        if target.numel():
            warnings.warn(f"An output with one or more elements was resized since it had shape "
                          f"{format_shape(target.shape)}, which does not match the required output shape "
                          f"{format_shape(value.shape)}. This behavior is deprecated, and in a future PyTorch "
                          "release outputs will not be resized unless they have zero elements. You can explicitly "
                          "reuse an out tensor t by resizing it, inplace, to zero elements with t.resize_(0).",
                          UserWarning, stacklevel=user_stacklevel())
        resize_unversioned(target, tuple(value.shape), like=None if contiguous else value._data)
    target.copy_(value)
