"""Tensor: a NumPy array plus what autograd needs to know about it.

Ops (generated/ops.py) are bound onto this class as methods and operators by
generated/tensor_methods.py; what is written here is the part that is not an
op: properties, conversion, hooks, and the entry to backward.
"""
import warnings
import weakref
from operator import attrgetter

import numpy as np

from ..autograd.grad_mode import departed as _departed
from ..autograd.grad_mode import state as _grad_state
from ..autograd.hooks import add_hook
from ..autograd.node import BrokenView, grad_accumulator
from ..autograd.version_counter import VersionCounter
from ..kernels.core import as_storage, element_strides, wrap_dim
from . import dtypes, shadows
from . import layout as formats
from .device import CPU, check_device
from .dtypes import FLOATING_KINDS, INEXACT_KINDS
from .layout import strided
from .printing import format_shape, format_tensor
from .size import Size  # noqa: F401  (re-exported: torch.Size is reached through core.tensor too)
from .stacklevel import user_stacklevel
from .views import MULTI_OUTPUT_NODE

_differentiate = [None]   # autograd.differentiate.backward (which imports this module), for Tensor.backward


def _undeletable(slot, message, doc=None):
    """A property over `slot` whose `del` raises `message`, as PyTorch's autograd attributes refuse it."""
    def refuse(self):
        raise RuntimeError(message)
    return property(attrgetter(slot), lambda self, value: setattr(self, slot, value), refuse, doc)


class Tensor:
    # Every op result sets the four slots; the rest keep these class-level defaults until set
    # (then they live in the instance dict), so making a tensor costs four stores, not thirteen.
    # The dict also lets a tensor carry extra Python attributes (x.note = ...), as PyTorch's do.
    # (`_grad_node` is the grad_fn as it was recorded; `_grad_fn` below is its undeletable name.)
    __slots__ = ("_data", "_requires_grad", "_grad_node", "_version_counter", "__dict__", "__weakref__")
    _output_nr = 0
    _grad = None
    _backward_hooks_dict = None
    _post_accumulate_grad_hooks_dict = None
    _retains_grad = False
    _grad_accumulator = None
    _base = None
    _view = None
    _is_inference = False
    _fw_grad = None  # the tangent at the active dual level (forward_grad.py, autograd/forward_ad.py)

    # PyTorch makes a tensor "unhashable by value": hashing is by identity, == is elementwise.
    __hash__ = object.__hash__
    # Make NumPy defer to Tensor's reflected operators (ndarray + Tensor -> Tensor.__radd__).
    __array_priority__ = 1000

    def __init__(self, *args, dtype=None, requires_grad=False):
        # `gradtable.Tensor(data)` / `Tensor(2, 3)` as in PyTorch's legacy constructor.
        if type(self) is not Tensor and hasattr(self, "_data"):
            return  # a subclass's own __new__ made it (r = _make_wrapper_subclass(...)): as PyTorch, left as is
        if len(args) == 1 and not isinstance(args[0], int):
            data = np.array(args[0], dtype=dtypes.to_numpy(dtype or dtypes.default_float))
        else:
            data = np.empty(tuple(args), dtype=dtypes.to_numpy(dtype or dtypes.default_float))
        _init(self, data)
        if requires_grad:
            self.requires_grad_(True)

    @staticmethod
    def _make(data):
        """Fast constructor used by ops: no checks, no copies. (_init's stores, written out:
        every op result and every gradient is made here, and a call more costs ~4% per op.)"""
        if type(data) is not _ndarray:
            data = as_storage(data)
        t = _new(Tensor)
        t._data = data
        t._requires_grad = False
        t._grad_node = None
        t._version_counter = None
        if _departed and _grad_state.inference:   # (the thread-local read only when some thread left the defaults)
            t._is_inference = True
        return t

    # -- autograd attributes ----------------------------------------------
    @property
    def requires_grad(self):
        return self._requires_grad

    @requires_grad.setter
    def requires_grad(self, value):
        # PyTorch's attribute setter words this error differently from requires_grad_().
        if value and self._grad_node is None and self._data.dtype.kind not in INEXACT_KINDS:
            raise RuntimeError("only Tensors of floating point and complex dtype can require gradients")
        self.requires_grad_(value)

    @requires_grad.deleter
    def requires_grad(self):
        raise RuntimeError("requires_grad must be a bool")   # (PyTorch's words for `del x.requires_grad`)

    def requires_grad_(self, requires_grad=True):
        if self._grad_node is not None:
            if requires_grad:
                return self
            raise RuntimeError("you can only change requires_grad flags of leaf variables. If you want "
                               "to use a computed variable in a subgraph that doesn't require "
                               "differentiation use var_no_grad = var.detach().")
        if requires_grad and self._data.dtype.kind not in INEXACT_KINDS:
            raise RuntimeError("only Tensors of floating point dtype can require gradients")
        if requires_grad and self._is_inference and not _grad_state.inference:
            raise RuntimeError("Setting requires_grad=True on inference tensor outside InferenceMode is not allowed.")
        self._requires_grad = bool(requires_grad)
        return self

    @property
    def grad_fn(self):
        view = self._view
        if view is not None and view.version != self._version_counter.value and self._requires_grad:
            # Its memory changed where autograd did not rebuild its history (under no_grad, or the
            # view of a leaf): rebuilt now, as PyTorch does on access (or refused, for some views).
            from .inplace import refresh_stale_view
            refresh_stale_view(self)
        return self._grad_node

    @property
    def is_leaf(self):
        return self.grad_fn is None

    @property
    def output_nr(self):
        return self._output_nr

    @property
    def grad(self):
        if self._grad_node is not None and not self._retains_grad:
            warnings.warn(
                "The .grad attribute of a Tensor that is not a leaf Tensor is being accessed. Its .grad "
                "attribute won't be populated during autograd.backward(). If you indeed want the .grad "
                "field to be populated for a non-leaf Tensor, use .retain_grad() on the non-leaf Tensor. "
                "If you access the non-leaf Tensor by mistake, make sure you access the leaf Tensor "
                "instead. See github.com/pytorch/pytorch/pull/30531 for more information.", UserWarning,
                stacklevel=user_stacklevel())  # (the caller's line, also through a __torch_function__ wrapper)
        return self._grad

    @grad.setter
    def grad(self, value):
        if value is not None:
            if not isinstance(value, Tensor):
                raise TypeError(f"assigned grad expected to be a Tensor or None but got grad of type "
                                f"{type(value).__name__}")
            if value is self:
                raise RuntimeError("can't assign Variable as its own grad")
            # PyTorch's messages, dtype checked first.
            if value._data.dtype != self._data.dtype:
                raise RuntimeError(
                    f"attempting to assign a gradient with dtype '{dtypes.cpp_type_name(value._data.dtype)}' to "
                    f"a tensor with grad_dtype '{dtypes.scalar_type_name(self._data.dtype)}'. The gradient must "
                    "match the tensor's grad_dtype (defaults to the tensor's dtype). You can set the tensor's "
                    "grad_dtype attribute with a specific dtype, or None to allow any dtype. Set grad_dtype with "
                    "caution. Diverging the dtypes of a tensor and its gradient may break downstream systems that "
                    "assume they match.")
            if value._data.shape != self._data.shape:
                raise RuntimeError(
                    f"attempting to assign a gradient of size '{format_shape(value._data.shape)}' to a "
                    f"tensor of size '{format_shape(self._data.shape)}'. Please ensure that the gradient "
                    "and the tensor are the same size")
        self._grad = value

    @grad.deleter
    def grad(self):
        self._grad = None

    @property
    def retains_grad(self):
        return self._retains_grad

    def retain_grad(self):
        """Keep .grad for this non-leaf after backward (a no-op on leaves)."""
        # (as PyTorch's is_leaf here, the node as it was recorded: a no_grad view whose base was then
        # changed in place has none, so it is a leaf and nothing is retained, without an error)
        if (type(self._grad_node) is BrokenView and self._view.creation != MULTI_OUTPUT_NODE) or self.grad_fn is None:
            if not self._requires_grad:
                raise RuntimeError("can't retain_grad on Tensor that has requires_grad=False")
            return
        if self._retains_grad:
            return
        self._retains_grad = True
        self._grad_node._retains_grad_hooks = self._grad_node._retains_grad_hooks or {}
        self._grad_node._hooked = True
        self._grad_node._retains_grad_hooks[self._output_nr] = weakref.ref(self)

    def register_hook(self, hook):
        """hook(grad) runs when this tensor's gradient is computed; it may return a replacement."""
        if not self._requires_grad:
            raise RuntimeError("cannot register a hook on a tensor that doesn't require gradient")
        if self.grad_fn is not None:
            return self._grad_node._register_tensor_pre_hook(self._output_nr, hook)
        if self._backward_hooks is None:
            self._backward_hooks = {}
        self._mark_accumulator_hooked()
        return add_hook(self._backward_hooks, hook)

    def _mark_accumulator_hooked(self):
        """A leaf's hooks run at its AccumulateGrad, which the engine's short path must not skip
        (a no_grad view has none: gradients never reach it, so its hooks never run, as in PyTorch)."""
        accumulator = grad_accumulator(self)
        if accumulator is not None:
            accumulator._hooked = True

    def register_post_accumulate_grad_hook(self, hook):
        """hook(tensor) runs after .grad of this leaf has been updated."""
        if not self._requires_grad:
            raise RuntimeError("cannot register a hook on a tensor that doesn't require gradient")
        if self.grad_fn is not None:
            raise RuntimeError("post accumulate grad hooks cannot be registered on non-leaf tensors")
        if self._post_accumulate_grad_hooks is None:
            self._post_accumulate_grad_hooks = {}
        self._mark_accumulator_hooked()
        return add_hook(self._post_accumulate_grad_hooks, hook)

    def backward(self, gradient=None, retain_graph=None, create_graph=False, inputs=None):
        if _differentiate[0] is None:   # (imported once: each call's import cost ~12k of a backward's instructions)
            from ..autograd.differentiate import backward as first
            _differentiate[0] = first
        _differentiate[0](self, gradient, retain_graph, create_graph, inputs=inputs)

    def detach(self):
        """A new tensor on the same data and version counter, outside the graph (so an in-place
        change made through it is still seen by backward)."""
        t = Tensor._make(self._data.view())   # a tensor of its own on the same memory, as in PyTorch
        if self._version_counter is None:
            self._version_counter = VersionCounter()
        t._version_counter = self._version_counter
        t._is_inference = self._is_inference
        return t

    def __invert__(self):
        """~x: bitwise_not, for integer and bool tensors only (PyTorch's own check, before the op's)."""
        if self._data.dtype.kind not in "biu":
            raise TypeError("~ (operator.invert) is only implemented on integer and Boolean-type tensors")
        from ..generated import ops
        return ops.bitwise_not(self)

    def detach_(self):
        if self._base is not None:
            raise RuntimeError("Can't detach views in-place. Use detach() instead.")
        self._grad_node = None
        self._output_nr = 0
        self._requires_grad = False
        if self._fw_grad is not None:
            self._fw_grad = None   # (its forward-mode tangent goes too, as PyTorch's)
        return self

    @property
    def data(self):
        """The same memory with its own version counter: changes made through .data are not
        seen by autograd (PyTorch's escape hatch; detach() is the checked way)."""
        t = Tensor._make(self._data)
        t._is_inference = self._is_inference
        return t

    @data.setter
    def data(self, value):
        if not isinstance(value, Tensor):
            raise TypeError(f"Variable data has to be a tensor, but got {type(value).__name__}")
        if self._requires_grad and value._data.dtype.kind not in INEXACT_KINDS:
            raise RuntimeError("data set to a tensor that requires gradients must be floating point or complex dtype")
        old = self._data
        data = self._data = value._data
        if data is old:   # (`p.data += u` wrote in place and sets the same array back: 4.8k -> 3.1k instructions)
            return
        # A graph already recorded keeps checking gradients against the old (shape, dtype), which
        # its nodes read from this leaf's AccumulateGrad (as PyTorch's keep their input metadata);
        # ops recorded from now on get a new AccumulateGrad that knows the new ones. (A non-leaf's
        # producer keeps one entry: ops recorded after such a change still see the old shape.)
        if self._grad_node is None and (data.shape != old.shape or data.dtype != old.dtype):
            self._grad_accumulator = None

    @data.deleter   # (refusals in deleters, not a __delattr__: see _grad_fn below)
    def data(self):
        raise RuntimeError("Deleting tensor data is not allowed. Delete tensor instead!")

    def __reduce_ex__(self, protocol):
        # (below protocol 2 copyreg refuses __slots__: pickled as array, requires_grad and attributes)
        if protocol < 2 and type(self) is Tensor:
            return (_rebuild_tensor, (self._data, self._requires_grad, self.__dict__ or None))
        return super().__reduce_ex__(protocol)

    # As PyTorch, the attributes autograd relies on cannot be deleted (`del x.grad` sets it to None):
    # each refuses in its own deleter. (Not in a __delattr__: __setattr__ and __delattr__ share one
    # C slot, so a Python __delattr__ sent every attribute store of every tensor through a call of
    # object.__setattr__ from Python: ~11% of the instructions of the 1000-op chain.)
    _grad_fn = _undeletable("_grad_node", "Deletion of _grad_fn not allowed. Detach tensor instead!",
                            "The grad_fn as recorded (grad_fn also rebuilds a stale view's); gradtable's own code "
                            "reads and writes the slot `_grad_node` itself.")
    _backward_hooks = _undeletable("_backward_hooks_dict", "Deletion of _backwards_hooks not allowed!")
    _post_accumulate_grad_hooks = _undeletable("_post_accumulate_grad_hooks_dict",
                                               "Deletion of _post_accumulate_grad_hooks not allowed!")

    @property
    def _version(self):
        if self._is_inference:
            raise RuntimeError("Inference tensors do not track version counter.")
        return 0 if self._version_counter is None else self._version_counter.value

    def _bump_version(self):
        """Record an in-place change (views share the counter with their base)."""
        if self._is_inference:
            if not _grad_state.inference:
                raise RuntimeError(_INFERENCE_INPLACE)
            return
        if self._version_counter is None:
            self._version_counter = VersionCounter()
        self._version_counter.value += 1
        if self._version_counter.fragile_views:
            from .inplace import break_fragile_views
            break_fragile_views(self._version_counter)
        if shadows.state.live:   # conj / neg views exist: keep them and their memory in step
            shadows.after_write(self._data)

    def is_inference(self):
        return self._is_inference

    def _is_view(self):
        """Whether this tensor is a view of another (its _base) made by a view op."""
        return self._base is not None

    # -- shape and type ---------------------------------------------------
    @property
    def shape(self):
        return Size(self._data.shape)

    def size(self, dim=None):
        if dim is None:
            return Size(self._data.shape)
        return self._data.shape[wrap_dim(dim, self._data.ndim)]

    def dim(self):
        return self._data.ndim

    ndimension = dim

    @property
    def ndim(self):
        return self._data.ndim

    def numel(self):
        return self._data.size

    nelement = numel

    @property
    def dtype(self):
        return dtypes.from_numpy(self._data.dtype)

    @property
    def device(self):
        return CPU

    @property
    def layout(self):
        return strided   # every tensor here is a strided NumPy array

    @property
    def is_cuda(self):
        return False

    def is_floating_point(self):
        return self._data.dtype.kind in FLOATING_KINDS

    def is_complex(self):
        return self._data.dtype.kind == "c"

    def element_size(self):
        return self._data.itemsize

    def stride(self, dim=None):
        strides = element_strides(self._data)
        return strides if dim is None else strides[wrap_dim(dim, self._data.ndim)]

    def is_contiguous(self, memory_format=formats.contiguous_format):
        formats.check_memory_format(memory_format, "is_contiguous")
        return formats.is_contiguous_as(self._data, memory_format)

    def to(self, *args, **kwargs):
        """to(dtype) / to(other) / to(device), and memory_format=: only dtype and layout changes matter
        on a NumPy backend. No copy when neither changes (a layout PyTorch would suggest counts as kept)."""
        dtype = kwargs.pop("dtype", None)
        copy = kwargs.pop("copy", False)
        check_device(kwargs.pop("device", None))
        memory_format = formats.checked(kwargs.pop("memory_format", formats.preserve_format), self._data.shape, "to")
        for a in args:
            if isinstance(a, dtypes.dtype):
                dtype = a
            elif isinstance(a, Tensor):
                dtype = a.dtype
            elif a is not None:
                check_device(a)
        if (dtype is None or dtype.numpy == self._data.dtype) and not copy and formats.matches_format(self._data,
                                                                                                     memory_format):
            return self
        from ..generated import ops
        return ops._to_copy(self, dtype, memory_format=memory_format)

    def float(self):
        return self.to(dtypes.float32)

    def double(self):
        return self.to(dtypes.float64)

    def half(self):
        return self.to(dtypes.float16)

    def bfloat16(self):
        return self.to(dtypes.bfloat16)

    def long(self):
        return self.to(dtypes.int64)

    def int(self):
        return self.to(dtypes.int32)

    def bool(self):
        return self.to(dtypes.bool)

    def cpu(self):
        return self

    def contiguous(self, *args, memory_format=formats.contiguous_format):
        """self if laid out as memory_format (row-major by default), else such a copy (CloneBackward0)."""
        if formats.is_laid_out(self._data, memory_format, args):
            return self
        from ..generated import ops
        return ops.clone(self, memory_format=memory_format)

    # -- values -----------------------------------------------------------
    def numpy(self, force=False):
        # As PyTorch: refused only where the array could be used to bypass recording (grad mode on).
        if self._requires_grad and _grad_state.enabled and not force:
            raise RuntimeError("Can't call numpy() on Tensor that requires grad. Use tensor.detach().numpy() instead.")
        if self._data.dtype is dtypes.BFLOAT16:   # PyTorch hands NumPy its own dtypes only
            raise TypeError("Got unsupported ScalarType BFloat16")
        if shadows.state.live:   # a conj / neg view's array is a copy: NumPy would not alias the memory
            return shadows.numpy_of(self._data, force)
        return self._data

    def __array__(self, dtype=None, copy=None):
        """NumPy's view of the tensor (np.asarray(t), np.exp(t)): numpy()'s rules, and NumPy 2's copy= honoured."""
        data = self.numpy()
        if dtype is not None and np.dtype(dtype) != data.dtype:
            if copy is False:
                raise ValueError("Unable to avoid copy while creating an array as requested.")
            return data.astype(dtype)
        return data.copy() if copy else data

    def __array_wrap__(self, array, context=None, return_scalar=False):
        """As PyTorch, a NumPy ufunc of a tensor gives a tensor (np.sin(t)); a bool result becomes uint8."""
        if array.dtype == np.bool_:
            array = array.astype(np.uint8)
        return Tensor._make(np.asarray(array))

    def item(self):
        if self._data.size != 1:
            raise RuntimeError(f"a Tensor with {self._data.size} elements cannot be converted to Scalar")
        return self._data.reshape(()).item()

    def tolist(self):
        return self._data.tolist()

    def __len__(self):
        if self._data.ndim == 0:
            raise TypeError("len() of a 0-d tensor")
        return self._data.shape[0]

    def __iter__(self):
        if self._data.ndim == 0:
            raise TypeError("iteration over a 0-d tensor")
        return iter(self.unbind(0))

    def __bool__(self):
        if self._data.size != 1:
            raise RuntimeError("Boolean value of Tensor with more than one value is ambiguous")
        return bool(self._data.reshape(()).item())

    def __float__(self):
        return float(self.item())

    def __int__(self):
        return int(self.item())

    def __index__(self):
        if self._data.dtype.kind not in "iub" or self._data.size != 1:
            raise TypeError("only integer tensors of a single element can be converted to an index")
        return int(self.item())

    def __repr__(self, *, tensor_contents=None):
        # (the class name, as PyTorch prints it: name() can differ, e.g. torch::autograd::Error)
        try:
            grad_fn = self.grad_fn   # (a view whose history cannot be rebuilt raises: PyTorch prints Invalid)
            name = type(grad_fn).__name__ if grad_fn is not None else None
        except RuntimeError:
            name = "Invalid"
        cls = type(self)  # (a subclass prints its name: MyT([1., 1.]); Parameter prints as tensor)
        prefix = "tensor(" if cls is Tensor or "_prints_as_tensor" in cls.__dict__ else f"{cls.__name__}("
        tangent = self._fw_grad
        if tangent is not None:   # (a dual tensor prints its tangent, as PyTorch's)
            from ..autograd.forward_grad import tangent_of  # (autograd's forward_grad imports this module)
            tangent = tangent_of(self)
        return format_tensor(self._data, grad_fn_name=name, requires_grad=self._requires_grad, prefix=prefix,
                             contents=tensor_contents, tangent=None if tangent is None else repr(tangent))

    # (no __str__: object's calls the type's __repr__, so a subclass's own repr prints with print())

    def __format__(self, spec):
        if self._data.ndim == 0 and type(self) is Tensor:
            return self.item().__format__(spec)
        return object.__format__(self, spec)



_INFERENCE_INPLACE = ("Inplace update to inference tensor outside InferenceMode is not allowed.You can make a "
                      "clone to get a normal tensor before doing inplace update.See "
                      "https://github.com/pytorch/rfcs/pull/17 for more details.")
_new = object.__new__
_ndarray = np.ndarray


def _rebuild_tensor(data, requires_grad, attributes):
    """What unpickles a tensor pickled below protocol 2 (Tensor.__reduce_ex__)."""
    t = Tensor._make(data)
    t._requires_grad = requires_grad
    if attributes:
        t.__dict__.update(attributes)
    return t


def _init(t, data):
    """A tensor's own slots, for Tensor(...) and Parameter (ops use Tensor._make)."""
    if type(data) is not _ndarray:
        data = as_storage(data)
    t._data = data
    t._requires_grad = False
    t._grad_node = None
    t._version_counter = None  # a slot: every saved output and every view needs one
    if _grad_state.inference:
        t._is_inference = True
