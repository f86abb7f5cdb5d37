"""BatchedTensor: what a function under `vmap` sees in place of a tensor with a batch dimension.

A BatchedTensor is a Tensor whose shape is one sample's (the logical shape) and whose values are
those of every sample at once: `_value`, the physical tensor, holds them with the batch dimension
first. `_level` says which vmap made it; nested vmaps nest wrappers (the innermost vmap's wrapper
outermost), so `_value` may itself be a BatchedTensor of a lower level.

Everything that reads a tensor's metadata (shape, dtype, ndim, the autograd's checks) works on the
wrapper as on any tensor. Its `_data` is a placeholder with the logical shape and no values (the
wrapper subclasses' NoData, ops/subclass.py): code that would compute on a batched tensor's array
raises instead of computing with a placeholder. Ops reach the values through the batching layer
(ops/batching.py), which generated ops call at their kernel while a vmap is active.

The wrapper takes part in the autograd like a tensor: a transform inside the vmap (grad, vjp, jvp)
records nodes that save wrappers, and the backward's formulas, running on them, are batched again.
"""
import numpy as np

from ..autograd import dispatch_state
from ..core import dtypes
from ..core.tensor import Tensor
from .dispatch import disabled_torch_function_impl
from .subclass import NoData

_ITEM = ("vmap: It looks like you're calling .item() on a Tensor. We don't support vmap over calling .item() on a "
         "Tensor, please try to rewrite what you're doing with other operations. If error is occurring somewhere "
         "inside PyTorch internals, please file a bug report.")
_CONTROL_FLOW = ("vmap: It looks like you're attempting to use a Tensor in some data-dependent control flow. We don't "
                 "support that yet, please file an issue at https://github.com/pytorch/pytorch/issues .")
_NO_STORAGE = "Cannot access data pointer of Tensor that doesn't have storage"


class BatchedData(NoData):
    """The placeholder array of a BatchedTensor: a shape and a dtype, and no values."""

    owner = "BatchedTensor"

    def _refusal(self, what):
        return NotImplementedError(
            f"{what} was called on the data of a tensor inside vmap (a BatchedTensor, whose values are those of "
            "the whole batch): this gradtable function computes on arrays directly and has no batching rule yet; "
            "call it outside vmap, or write the computation with tensor ops")


_fillers: dict = {}


def placeholder(shape, dtype):
    """A BatchedData of `shape` and `dtype` on one element (zero strides: it costs no memory)."""
    filler = _fillers.get(dtype)
    if filler is None:
        filler = _fillers[dtype] = np.full(1, np.nan if dtype.kind in "fc" else 0, dtype=dtype)
    data = np.ndarray.__new__(BatchedData, shape, dtype, filler, 0, (0,) * len(shape))
    return data


class BatchedTensor(Tensor):
    """A tensor inside vmap: one sample's shape, the whole batch's values (`_value`, batch first)."""

    __slots__ = ("_value", "_level")
    # (Parameter's choice: no __torch_function__ of its own, so defining this class turns on no
    # override layer; the batching layer is reached through dispatch_state.batching instead)
    __torch_function__ = disabled_torch_function_impl

    def item(self):
        raise RuntimeError(_ITEM)

    def __bool__(self):
        raise RuntimeError(_CONTROL_FLOW)

    def __float__(self):
        raise RuntimeError(_ITEM)

    def __int__(self):
        raise RuntimeError(_ITEM)

    def __index__(self):
        raise RuntimeError(_ITEM)

    def tolist(self):
        raise RuntimeError(_NO_STORAGE)

    def numpy(self, force=False):
        raise RuntimeError(_NO_STORAGE)

    def __array__(self, dtype=None, copy=None):
        raise RuntimeError(_NO_STORAGE)

    def __format__(self, spec):
        if self._data.ndim == 0:   # (to PyTorch it is a plain Tensor, whose 0-dim format reads the item)
            raise RuntimeError(_ITEM)
        return object.__format__(self, spec)

    def __repr__(self):
        value = repr(self._value).replace("\n", "\n    ")
        return f"BatchedTensor(lvl={self._level}, bdim=0, value=\n    {value}\n)"

    def __deepcopy__(self, memo):
        raise RuntimeError("vmap: deepcopy of a tensor inside vmap is not supported")


_new = object.__new__
dispatch_state.batched_type = BatchedTensor


def wrap(value, level):
    """The BatchedTensor of `level` whose samples are value[0], value[1], ..."""
    t = _new(BatchedTensor)
    data = value._data
    t._data = placeholder(data.shape[1:], data.dtype)
    t._requires_grad = False
    t._grad_node = None
    t._version_counter = None
    t._value = value
    t._level = level
    return t


def is_batched_at(x, level):
    return type(x) is BatchedTensor and x._level == level


def level_of(args, kwargs):
    """The highest vmap level among the arguments' BatchedTensors (one level into lists), or 0."""
    level = 0
    for a in args:
        t = type(a)
        if t is BatchedTensor:
            if a._level > level:
                level = a._level
        elif t is list or t is tuple:
            for b in a:
                if type(b) is BatchedTensor and b._level > level:
                    level = b._level
    if kwargs:
        for a in kwargs.values():
            if type(a) is BatchedTensor and a._level > level:
                level = a._level
    return level


dispatch_state.batched_alias = lambda t: wrap(t._value, t._level)


def _reduce_through_batches(name, self, reduce):
    """reduce(every element of the bool tensor self), over every vmap level's batch: a 0-dim bool tensor."""
    if not isinstance(self, Tensor):
        raise TypeError(f"_is_{name}_true(): argument 'input' (position 1) must be Tensor, not {type(self).__name__}")
    if self.dtype is not dtypes.bool:
        line = 2144 if name == "all" else 2148   # (PyTorch's own assertion, in ReduceOps.cpp)
        raise RuntimeError(f'self.scalar_type() == at::kBool INTERNAL ASSERT FAILED at "/__w/pytorch/pytorch/aten/'
                           f'src/ATen/native/ReduceOps.cpp":{line}, please report a bug to PyTorch. ')
    while type(self) is BatchedTensor:
        self = self._value
    return Tensor._make(np.array(reduce(self._data)))


def _is_all_true(self):
    """torch._is_all_true: whether every element of a bool tensor is True, as a 0-dim bool tensor. Inside
    vmap it answers for the whole batch, unbatched, so `if not _is_all_true(valid)` is no data-dependent
    control flow: distributions check their arguments this way under vmap, as PyTorch's do."""
    return _reduce_through_batches("all", self, np.all)


def _is_any_true(self):
    """torch._is_any_true: whether some element of a bool tensor is True (over the whole batch in vmap)."""
    return _reduce_through_batches("any", self, np.any)
