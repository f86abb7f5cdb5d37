"""NumPy forwards too long for one expression in derivatives.yaml.

Each takes and returns NumPy arrays (never Tensors): they are the forward half
of a table entry; the backward half is that entry's formulas.
"""
import numpy as np


def dims(dim, ndim):
    """A NumPy axis argument from PyTorch's int / int[] / None dim (None or [] = all)."""
    if dim is None:
        return None
    if isinstance(dim, (int, np.integer)):
        dim = (dim,)
    if len(dim) == 0:
        return None
    out = tuple(wrap_dim(d, ndim) for d in dim)
    if len(set(out)) != len(out):
        raise RuntimeError(f"dim {out[0]} appears multiple times in the list of dims")
    return out


def wrap_dim(dim, ndim):
    n = max(ndim, 1)
    if not -n <= dim < n:
        raise IndexError(f"Dimension out of range (expected to be in range of [{-n}, {n - 1}], but got {dim})")
    return dim % n


def correction_of(unbiased, correction):
    if correction is not None:
        return correction
    return 0 if unbiased is False else 1


def var(x, dim, unbiased, keepdim, correction):
    axis = dims(dim, x.ndim)
    return np.var(x, axis=axis, ddof=correction_of(unbiased, correction), keepdims=keepdim)


def std(x, dim, unbiased, keepdim, correction):
    return np.sqrt(var(x, dim, unbiased, keepdim, correction))


def max_dim(x, dim, keepdim, largest=True):
    """(values, indices) along dim; ties pick the first index, as PyTorch's CPU kernel."""
    d = wrap_dim(dim, x.ndim)
    if x.ndim == 0:
        return x.copy(), np.zeros((), np.int64)
    idx = np.argmax(x, axis=d) if largest else np.argmin(x, axis=d)
    values = np.take_along_axis(x, np.expand_dims(idx, d), axis=d)
    if not keepdim:
        values = values.squeeze(d)
    else:
        idx = np.expand_dims(idx, d)
    return values, idx.astype(np.int64)


def full_reduce(x, fn):
    if x.size == 0:
        raise RuntimeError("max(): Expected reduction dim to be specified for input.numel() == 0. "
                           "Specify the reduction dim with the 'dim' argument.")
    return fn(x)


def softmax(x, dim, dtype=None):
    if dtype is not None:
        x = x.astype(numpy_dtype(dtype))
    d = wrap_dim(dim, x.ndim)
    shifted = x - np.max(x, axis=d, keepdims=True)
    e = np.exp(shifted)
    return e / np.sum(e, axis=d, keepdims=True)


def log_softmax(x, dim, dtype=None):
    if dtype is not None:
        x = x.astype(numpy_dtype(dtype))
    d = wrap_dim(dim, x.ndim)
    shifted = x - np.max(x, axis=d, keepdims=True)
    return shifted - np.log(np.sum(np.exp(shifted), axis=d, keepdims=True))


def expand(x, size):
    size = tuple(size)
    if len(size) < x.ndim:
        raise RuntimeError(f"expand(torch.FloatTensor{{[{', '.join(map(str, x.shape))}]}}, size=[{', '.join(map(str, size))}]): "
                           "the number of sizes provided must be greater or equal to the number of dimensions in the tensor")
    lead = len(size) - x.ndim
    target = tuple(x.shape[i - lead] if s == -1 else s for i, s in enumerate(size))
    for i, s in enumerate(x.shape):
        if s != 1 and s != target[lead + i]:
            raise RuntimeError(f"The expanded size of the tensor ({target[lead + i]}) must match the existing size ({s}) "
                               f"at non-singleton dimension {lead + i}.  Target sizes: [{', '.join(map(str, size))}].  "
                               f"Tensor sizes: [{', '.join(map(str, x.shape))}]")
    return np.broadcast_to(x, target)


def view(x, shape):
    """x with a new shape on the same memory; PyTorch's errors when the size or the strides forbid it."""
    if len(shape) == 1 and isinstance(shape[0], (tuple, list)):
        shape = shape[0]
    shape = tuple(int(s) for s in shape)
    try:
        return np.reshape(x, shape, copy=False)
    except ValueError:
        try:
            np.empty(x.shape, dtype=bool).reshape(shape)  # a size mismatch fails here too
        except ValueError:
            raise RuntimeError(f"shape '[{', '.join(map(str, shape))}]' is invalid for input of size {x.size}") from None
        raise RuntimeError("view size is not compatible with input tensor's size and stride (at least one dimension "
                           "spans across two contiguous subspaces). Use .reshape(...) instead.") from None


def viewable(x, shape):
    """Whether view(x, shape) can share x's memory (else reshape copies)."""
    try:
        np.reshape(x, tuple(shape), copy=False)
    except ValueError:
        return False
    return True


def squeeze(x, dim):
    if dim is None:
        return x.reshape(tuple(s for s in x.shape if s != 1))
    axes = dims(dim, x.ndim) or ()
    return x.reshape(tuple(s for i, s in enumerate(x.shape) if not (i in axes and s == 1)))


def unsqueeze(x, dim):
    return np.expand_dims(x, wrap_dim(dim, x.ndim + 1))


def transpose(x, dim0, dim1):
    if x.ndim == 0:
        return x
    return np.swapaxes(x, wrap_dim(dim0, x.ndim), wrap_dim(dim1, x.ndim))


def t(x):
    if x.ndim > 2:
        raise RuntimeError(f"t() expects a tensor with <= 2 dimensions, but self is {x.ndim}D")
    return x.T


def select(x, dim, index):
    d = wrap_dim(dim, x.ndim)
    size = x.shape[d]
    if not -size <= index < size:
        raise IndexError(f"select(): index {index} out of range for tensor of size {list(x.shape)} at dimension {d}")
    return x[(slice(None),) * d + (index, Ellipsis)]  # Ellipsis: a 0-d view, never a NumPy scalar


def select_backward(grad, sizes, dim, index):
    out = np.zeros(tuple(sizes), grad.dtype)
    out[(slice(None),) * wrap_dim(dim, len(sizes)) + (index,)] = grad
    return out


def slice_(x, dim, start, end, step):
    d = wrap_dim(dim, x.ndim)
    return x[(slice(None),) * d + (slice(start, end, step),)]


def slice_backward(grad, sizes, dim, start, end, step):
    out = np.zeros(tuple(sizes), grad.dtype)
    out[(slice(None),) * wrap_dim(dim, len(sizes)) + (slice(start, end, step),)] = grad
    return out


def index(x, idx):
    try:
        return x[idx]
    except IndexError as err:
        raise IndexError(str(err)) from None


def index_put_zeros(grad, sizes, idx):
    """Zeros of `sizes` with grad added at idx (repeated indices accumulate)."""
    out = np.zeros(tuple(sizes), grad.dtype)
    np.add.at(out, idx, grad)
    return out


def cat(arrays, dim):
    arrays = [a for a in arrays if not (a.ndim == 1 and a.shape[0] == 0)] or arrays[:1]
    d = wrap_dim(dim, arrays[0].ndim)
    return np.concatenate(arrays, axis=d)


def stack(arrays, dim):
    return np.stack(arrays, axis=wrap_dim(dim, arrays[0].ndim + 1))


def unbind(x, dim):
    d = wrap_dim(dim, x.ndim)
    return [x[(slice(None),) * d + (i, Ellipsis)] for i in range(x.shape[d])]


def clamp(x, lo, hi):
    if lo is None and hi is None:
        raise RuntimeError("torch.clamp: At least one of 'min' or 'max' must not be None")
    out = x
    if lo is not None:
        out = np.maximum(out, lo)
    if hi is not None:
        out = np.minimum(out, hi)
    return out


def reduce_loss(loss, reduction):
    if reduction == "none":
        return loss
    if reduction == "mean":
        return np.mean(loss)
    if reduction == "sum":
        return np.sum(loss)
    raise ValueError(f"{reduction} is not a valid value for reduction")


def bce_with_logits(x, target, weight, pos_weight, reduction):
    """Stable form: (1 - y) x + (1 + (pw - 1) y) * log(1 + exp(-x))."""
    log_sig_neg = np.logaddexp(0, -x)  # log(1 + exp(-x)) without overflow
    if pos_weight is not None:
        loss = (1 - target) * x + (1 + (pos_weight - 1) * target) * log_sig_neg
    else:
        loss = (1 - target) * x + log_sig_neg
    if weight is not None:
        loss = loss * weight
    return reduce_loss(loss, reduction)


def numpy_dtype(dtype):
    from .dtypes import to_numpy
    return to_numpy(dtype)


def reduce(fn, x, dim, keepdim, dtype):
    """sum/mean over `dim` (None = all); integer sums give int64 as in PyTorch."""
    axis = dims(dim, x.ndim)
    if dtype is not None:
        x = x.astype(numpy_dtype(dtype))
    elif fn is np.sum and x.dtype.kind in "biu":
        x = x.astype(np.int64)
    elif fn is np.mean and x.dtype.kind not in "fc":
        raise RuntimeError(f"mean(): could not infer output dtype. Input dtype must be either a floating point or "
                           f"complex dtype. Got: {_type_name(x.dtype)}")
    return fn(x, axis=axis, keepdims=keepdim)


def _type_name(d):
    return {"int64": "Long", "int32": "Int", "bool": "Bool", "uint8": "Byte"}.get(str(d), str(d))


def sigmoid(x):
    """1 / (1 + exp(-x)) without overflow warnings for large |x|."""
    if x.dtype.kind not in "fc":
        x = x.astype(np.float32)
    out = np.empty_like(x)
    pos = x >= 0
    out[pos] = 1.0 / (1.0 + np.exp(-x[pos]))
    e = np.exp(x[~pos])
    out[~pos] = e / (1.0 + e)
    return out


def _shape_text(shape):
    return "x".join(str(s) for s in shape)


def mm(a, b):
    if a.ndim != 2:
        raise RuntimeError("self must be a matrix")
    if b.ndim != 2:
        raise RuntimeError("mat2 must be a matrix")
    if a.shape[1] != b.shape[0]:
        raise RuntimeError(f"mat1 and mat2 shapes cannot be multiplied ({_shape_text(a.shape)} and {_shape_text(b.shape)})")
    return a @ b


def bmm(a, b):
    if a.ndim != 3 or b.ndim != 3:
        raise RuntimeError("batch1 must be a 3D tensor" if a.ndim != 3 else "batch2 must be a 3D tensor")
    if a.shape[0] != b.shape[0] or a.shape[2] != b.shape[1]:
        raise RuntimeError(f"Expected size for first two dimensions of batch2 tensor to be: [{a.shape[0]}, {a.shape[2]}] "
                           f"but got: [{b.shape[0]}, {b.shape[1]}].")
    return a @ b


def mv(a, v):
    if a.ndim != 2 or v.ndim != 1:
        raise RuntimeError(f"vector + matrix @ vector expected, got {v.ndim}, {a.ndim}, {v.ndim}")
    if a.shape[1] != v.shape[0]:
        raise RuntimeError(f"size mismatch, got input ({a.shape[0]}), mat ({_shape_text(a.shape)}), vec ({v.shape[0]})")
    return a @ v


def dot(a, b):
    if a.ndim != 1 or b.ndim != 1:
        raise RuntimeError(f"1D tensors expected, but got {a.ndim}D and {b.ndim}D tensors")
    if a.shape[0] != b.shape[0]:
        raise RuntimeError(f"inconsistent tensor size, expected tensor [{a.shape[0]}] and src [{b.shape[0]}] to have "
                           f"the same number of elements, but got {a.shape[0]} and {b.shape[0]} elements respectively")
    return np.dot(a, b)


def threshold_backward(grad, x, threshold):
    """grad where x > threshold, else exactly 0 (also where grad is inf or nan, as PyTorch).
    For floats the mask is applied to the bits: several times faster than np.where."""
    keep = np.greater(x, threshold)
    grad, keep = np.broadcast_arrays(grad, keep)
    if grad.dtype in (np.float32, np.float64):
        bits = np.uint32 if grad.dtype == np.float32 else np.uint64
        mask = np.negative(keep, dtype=bits)  # True -> all ones, False -> 0
        return np.bitwise_and(np.ascontiguousarray(grad).view(bits), mask).view(grad.dtype)
    return np.where(keep, grad, 0)


def fill(x, value):
    if value.ndim != 0:
        raise RuntimeError(f"fill_ only supports 0-dimension value tensor but got tensor with {value.ndim} dimensions.")
    return np.full_like(x, value)


def copy_into(x, src):
    """src broadcast to x's shape in x's dtype (copy_ casts freely, as PyTorch's does)."""
    try:
        src = np.broadcast_to(src, x.shape)
    except ValueError:
        try:
            shape = np.broadcast_shapes(x.shape, np.shape(src))
        except ValueError:
            shape = np.shape(src)
        raise RuntimeError(f"output with shape [{', '.join(map(str, x.shape))}] doesn't match the broadcast shape "
                           f"[{', '.join(map(str, shape))}]") from None
    return src.astype(x.dtype, copy=False)


def index_put(x, idx, values, accumulate):
    """x with values written (or, with accumulate, added: repeated indices add up) at idx."""
    out = x.copy()
    if accumulate:
        np.add.at(out, idx, values)
    else:
        out[idx] = values
    return out
