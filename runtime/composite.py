"""Ops defined by other ops (PyTorch's CompositeImplicitAutograd): no formula of
their own; autograd differentiates the ops they call, and grad_fn names match
PyTorch's because the same decomposition is used."""
from .generated import ops
from .kernels import broadcast_shape, wrap_dim
from .op_support import int_list


def matmul(input, other):
    """matmul's shape cases, as PyTorch decomposes them (dot, mv, mm, bmm)."""
    a, b = input.ndim, other.ndim
    if a == 0 or b == 0:
        raise RuntimeError(f"both arguments to matmul need to be at least 1D, but they are {a}D and {b}D")
    if a == 1 and b == 1:
        return ops.dot(input, other)
    if a == 2 and b == 1:
        return ops.mv(input, other)
    if a == 1 and b == 2:
        return ops.squeeze(ops.mm(ops.unsqueeze(input, 0), other), 0)
    if a == 2 and b == 2:
        return ops.mm(input, other)
    if a >= 3 and b <= 2:
        # Fold the batch into rows: one mm.
        lead = input.shape[:-1]
        flat = ops.reshape(input, (-1, input.shape[-1]))
        if b == 1:
            return ops.view(ops.mv(flat, other), lead)
        return ops.view(ops.mm(flat, other), lead + (other.shape[-1],))
    # Batched: broadcast the batch dims, then bmm.
    a_mat = input if a >= 2 else ops.unsqueeze(input, 0)
    b_mat = other if b >= 2 else ops.unsqueeze(other, -1)
    batch = _broadcast_shapes(a_mat.shape[:-2], b_mat.shape[:-2])
    n, k, m = a_mat.shape[-2], a_mat.shape[-1], b_mat.shape[-1]
    if b_mat.shape[-2] != k:
        raise RuntimeError(f"Expected size for first two dimensions of batch2 tensor to be: [{_numel(batch)}, {k}] "
                           f"but got: [{_numel(batch)}, {b_mat.shape[-2]}].")
    a3 = ops.reshape(ops.expand(a_mat, batch + (n, k)), (-1, n, k))
    b3 = ops.reshape(ops.expand(b_mat, batch + (k, m)), (-1, k, m))
    out = ops.view(ops.bmm(a3, b3), batch + (n, m))
    if a == 1:
        out = ops.squeeze(out, -2)
    if b == 1:
        out = ops.squeeze(out, -1)
    return out


def _numel(shape):
    n = 1
    for s in shape:
        n *= s
    return n


def _broadcast_shapes(s1, s2):
    import numpy as np
    try:
        return tuple(np.broadcast_shapes(tuple(s1), tuple(s2)))
    except ValueError:
        raise RuntimeError(f"The size of tensor a ({s1}) must match the size of tensor b ({s2}) at non-singleton "
                           "dimension") from None


def reshape(self, *shape):
    """reshape: a view when the data allows (ViewBackward0, as in PyTorch)."""
    if len(shape) == 1 and isinstance(shape[0], (tuple, list)):
        shape = tuple(shape[0])
    return ops.view(self, shape)


def true_divide_reflected(self, other):
    """`number / tensor`, which PyTorch computes as reciprocal(tensor) * number."""
    return ops.mul(ops.reciprocal(self), other)


def flatten(self, start_dim=0, end_dim=-1):
    if self.ndim == 0:
        return ops.view(self, (1,))
    s, e = start_dim % self.ndim, end_dim % self.ndim
    if s == e:
        return self
    shape = tuple(self.shape)
    return ops.view(self, shape[:s] + (-1,) + shape[e + 1:])


def square(self):
    return ops.pow(self, 2)


# -- norms: torch.norm and linalg.norm are built on linalg.vector_norm (and sum/amax for matrix norms)

def norm(self, p=2, dim=None, keepdim=False, dtype=None):
    """torch.norm: 'fro' and numeric p are vector norms over dim (all elements by default)."""
    if isinstance(dim, int):
        dim = (dim,)
    if isinstance(p, str):
        if p == "fro" and (dim is None or len(dim) <= 2):
            return ops.linalg_vector_norm(self, 2, dim, keepdim, dtype=dtype)
        if dim is None:
            dim = tuple(range(self.ndim))
        return _matrix_norm(self, p, dim, keepdim, dtype)
    return ops.linalg_vector_norm(self, 2 if p is None else p, dim, keepdim, dtype=dtype)


def linalg_norm(self, ord=None, dim=None, keepdim=False, dtype=None):
    """linalg.norm: a vector norm for 1-D input or one dim, a matrix norm for 2-D input or two dims."""
    if isinstance(dim, int):
        dim = (dim,)
    if ord is None:
        return ops.linalg_vector_norm(self, 2, dim, keepdim, dtype=dtype)
    if dim is None:
        if self.ndim not in (1, 2):
            raise RuntimeError("linalg.norm: If dim is not specified but ord is, the input must be 1D or 2D. "
                               f"Got {self.ndim}D.")
        dim = tuple(range(self.ndim))
    if len(dim) == 1 and not isinstance(ord, str):
        return ops.linalg_vector_norm(self, ord, dim, keepdim, dtype=dtype)
    return _matrix_norm(self, ord, dim, keepdim, dtype)


def _matrix_norm(self, ord, dim, keepdim, dtype):
    """'fro' is the 2-norm of all entries; 1 / inf are the largest column / row sums of |A|
    (-1 / -inf the smallest), reduced as sum then amax (so grad_fn is AmaxBackward0, as PyTorch)."""
    if self.ndim < 2:
        raise RuntimeError("linalg.matrix_norm: The input tensor A must have at least 2 dimensions.")
    if len(dim) != 2:
        raise RuntimeError(f"linalg.matrix_norm: dim must be a 2-tuple. Got {' '.join(str(d) for d in dim)}")
    if ord == "fro":
        return ops.linalg_vector_norm(self, 2, dim, keepdim, dtype=dtype)
    if ord in ("nuc", 2, -2):
        raise NotImplementedError(f"linalg.matrix_norm: ord={ord!r} needs singular values, which gradtable "
                                  "does not compute yet")
    if isinstance(ord, str) or ord not in (1, -1, float("inf"), -float("inf")):
        raise RuntimeError(f"linalg.matrix_norm: Order {ord} not supported.")
    rows, cols = (d % self.ndim for d in dim)
    summed, kept = (rows, cols) if abs(ord) == 1 else (cols, rows)  # 1: column sums, inf: row sums
    if not keepdim and summed < kept:
        kept -= 1
    a = ops.abs(self) if dtype is None else ops.abs(self.to(dtype))
    reduce = ops.amax if ord > 0 else ops.amin
    return reduce(ops.sum(a, [summed], keepdim=keepdim), [kept], keepdim)


# -- shape and indexing ops that PyTorch builds from others (grad_fn names follow from the ops used)

def movedim(self, source, destination):
    """Move dims to new positions (the others keep their order): a permute."""
    src = (source,) if isinstance(source, int) else tuple(source)
    dst = (destination,) if isinstance(destination, int) else tuple(destination)
    if len(src) != len(dst):
        raise RuntimeError(f"movedim: Invalid source or destination dims: source ({list(src)} dims) should contain "
                           f"the same number of dims as destination ({list(dst)} dims)")
    n = self.ndim
    src, dst = [wrap_dim(d, n) for d in src], [wrap_dim(d, n) for d in dst]
    for name, given in (("source", src), ("destination", dst)):
        if len(set(given)) != len(given):
            raise RuntimeError(f"movedim: repeated dim in `{name}` ({given})")
    order = [None] * n
    for s, d in zip(src, dst):
        order[d] = s
    rest = iter(i for i in range(n) if i not in src)
    return ops.permute(self, [o if o is not None else next(rest) for o in order])


def unflatten(self, dim, sizes):
    """Split one dim into several (a view); one size may be -1."""
    d = wrap_dim(dim, self.ndim)
    sizes = tuple(int(s) for s in sizes)
    if not sizes:
        raise RuntimeError("unflatten: sizes must be non-empty")
    known = 1
    for s in sizes:
        known *= s if s != -1 else 1
    n = self.shape[d]
    if (-1 not in sizes and known != n) or (-1 in sizes and (known == 0 or n % known)):
        raise RuntimeError(f"unflatten: Provided sizes [{', '.join(map(str, sizes))}] don't multiply up to the size "
                           f"of dim {dim} ({n}) in the input tensor")
    shape = tuple(self.shape)
    return ops.view(self, shape[:d] + sizes + shape[d + 1:])


def expand_as(self, other):
    return ops.expand(self, other.shape)


def broadcast_to(self, *size):
    return ops.expand(self, *size)


def tile(self, *dims):
    """repeat, with dims padded by leading 1s when shorter than the tensor's rank."""
    dims = int_list(dims)
    return ops.repeat(self, (1,) * (self.ndim - len(dims)) + dims)


def split_by_sizes(self, split_size, dim=0):
    """x.split([2, 3]): a list of sizes goes to split_with_sizes, as torch.Tensor.split does."""
    return ops.split_with_sizes(self, split_size, dim)


def chunk(self, chunks, dim=0):
    """`chunks` pieces of equal size ceil(n / chunks) (fewer if they run out): a split."""
    if chunks <= 0:
        raise RuntimeError(f"chunk expects `chunks` to be greater than 0, got: {chunks}")
    n = self.shape[wrap_dim(dim, self.ndim)]
    split_size = (n + chunks - 1) // chunks
    if split_size == 0 and n == 0:
        return ops.split_with_sizes(self, [0] * chunks, dim)
    return ops.split(self, split_size, dim)


def narrow(self, dim, start, length):
    """`length` elements from `start` along dim: a slice (a view)."""
    if self.ndim == 0:
        raise RuntimeError("narrow() cannot be applied to a 0-dim tensor.")
    d = wrap_dim(dim, self.ndim)
    size = self.shape[d]
    if not -size <= start <= size:
        raise IndexError(f"start out of range (expected to be in range of [{-size}, {size}], but got {start})")
    if length < 0:
        raise RuntimeError("narrow(): length must be non-negative.")
    start = start + size if start < 0 else start
    if start + length > size:
        raise RuntimeError(f"start ({start}) + length ({length}) exceeds dimension size ({size}).")
    return ops.slice(self, d, start, start + length, 1)


def take_along_dim(self, indices, dim=None):
    """Pick values along dim at indices (broadcast against each other elsewhere): a gather.
    Without dim, indices address the flattened tensor."""
    if indices.dtype.numpy.kind not in "iu":
        raise RuntimeError(f"torch.take_along_dim(): dtype of indices should be Long but got "
                           f"{str(indices.dtype).removeprefix('torch.').capitalize()}")
    if dim is None:
        return ops.gather(ops.reshape(self, (-1,)), 0, ops.reshape(indices, (-1,)))
    if self.ndim != indices.ndim:
        raise RuntimeError("torch.take_along_dim(): input and indices should have the same number of dimensions, "
                           f"but got {self.ndim} dimensions for input, and {indices.ndim} dimensions for indices")
    d = wrap_dim(dim, self.ndim)
    index_shape = broadcast_shape(_with(self.shape, d, indices.shape[d]), indices.shape)
    self_shape = broadcast_shape(_with(indices.shape, d, self.shape[d]), self.shape)
    if tuple(indices.shape) != index_shape:
        indices = ops.expand(indices, index_shape)
    if tuple(self.shape) != self_shape:
        self = ops.expand(self, self_shape)
    return ops.gather(self, d, indices)


def _with(shape, d, size):
    shape = list(shape)
    shape[d] = size
    return tuple(shape)


def nonzero_as_tuple(self, as_tuple):
    """nonzero(as_tuple=True): one index tensor per dim (a 0-d input counts as 1-d, as PyTorch)."""
    if not as_tuple:
        return ops.nonzero(self)
    found = ops.nonzero(self if self.ndim else ops.reshape(self, (1,)))
    return ops.unbind(found, 1)
