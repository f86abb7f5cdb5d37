"""Saved values: what a node keeps from the forward for its backward (tensors, advanced
indices), checked against in-place changes and freed after backward."""
import weakref

from ..core.dtypes import type_string
from ..core.printing import format_shape
from ..core.tensor import Tensor
from . import dispatch_state
from . import saved_tensor_hooks as _saved_hooks
from .dispatch_state import has_own_dispatch
from .forward_grad import state as _fw_state
from .grad_mode import state as _grad_state
from .node import AccumulateGrad, Node, grad_accumulator, short_name
from .version_counter import VersionCounter

_DETACHED = ("Trying to use a saved tensor that has been detached in-place, i.e. with .detach_().This is not "
             "supported, please use out-of-place `.detach()` instead")
_FREED = ("Trying to backward through the graph a second time (or directly access saved tensors "
          "after they have already been freed). Saved intermediate values of the graph are freed "
          "when you call .backward() or autograd.grad(). Specify retain_graph=True if you need to "
          "backward through the graph a second time or if you need to access saved tensors after "
          "calling backward.")


def _own_values(tensor):
    """What a saved output keeps of a tensor: its array; a wrapper subclass's detached wrapper (made by
    its __torch_dispatch__, as PyTorch keeps tensor_data()); a BatchedTensor's batch, in a new wrapper
    (the batch keeps its own graph, which a transform outside the vmap differentiates through)."""
    if dispatch_state.is_batched(tensor):
        return dispatch_state.batched_alias(tensor)
    return tensor.detach() if has_own_dispatch(tensor) else tensor._data


class SavedTensor:
    """A tensor an op keeps for its backward, with the version it had when saved.

    An op's own output is kept without its grad_fn (that would be a cycle:
    output -> node -> output) and rebuilt on unpack with the node as grad_fn.

    With saved-tensor hooks (autograd.graph.saved_tensors_hooks, or
    `register_hooks` on the `grad_fn._raw_saved_*` object itself) only what the
    pack hook returned is kept, plus where the tensor sits in the graph; unpack
    rebuilds the tensor from the unpack hook's result. As in PyTorch, the version
    check is then skipped: the hooks own the value, in-place changes to the
    original no longer reach it.
    """

    __slots__ = ("_tensor", "_data", "_counter", "_version", "_is_output", "_output_nr",
                 "_requires_grad", "_non_leaf", "_freed", "_hooks", "_view_grad_fn")

    def __init__(self, tensor=None, is_output=False):
        if tensor is None:
            raise RuntimeError("Trying to create a SavedTensor object from Python is forbidden.")
        if tensor._is_inference:
            raise RuntimeError(_INFERENCE_SAVED)
        self._freed = False
        self._hooks = None
        self._is_output = is_output
        counter = tensor._version_counter
        if is_output:
            if counter is None:  # shared with the output so later in-place changes are seen
                counter = tensor._version_counter = VersionCounter()
            self._counter = counter
            self._version = counter.value
            self._tensor = None
            # (a wrapper subclass keeps its values in its attributes: its output is kept as a
            # detached wrapper, made by its __torch_dispatch__, as PyTorch keeps tensor_data())
            # (inside a dual level the output itself is kept, so that its tangent, set after this,
            # reaches the formulas: forward-over-reverse; the cycle through its grad_fn is the GC's)
            if _fw_state.level is not None:
                self._data = tensor
            elif type(tensor) is Tensor:   # (_own_values' answer for a plain tensor without its calls: ~680 -> ~500 ns)
                self._data = tensor._data
            else:
                self._data = _own_values(tensor)
            self._output_nr = tensor._output_nr
            self._requires_grad = tensor._requires_grad
            # The result of an in-place op on a view: its grad_fn is now the view's (rebuilt from the
            # base's CopySlices), and PyTorch unpacks it onto that node while it lives, so a recorded
            # backward reaches the view's and the base's nodes (and their hooks) again.
            grad_fn = tensor._grad_node
            self._view_grad_fn = weakref.ref(grad_fn) if tensor._base is not None and grad_fn is not None else None
        else:
            # Inputs are kept themselves, so their counter can be read (or created) later.
            self._counter = None
            self._version = 0 if counter is None else counter.value
            self._tensor = tensor
            self._data = None
            self._output_nr = 0
            self._requires_grad = False
            self._view_grad_fn = None
        self._non_leaf = tensor._grad_node is not None   # to tell a later detach_() (see unpack)
        if _saved_hooks.used and _saved_hooks.state.stack:
            packed = None if is_output else _saved_hooks.take_prepacked(tensor)
            if packed is not None:  # packed before the op's dispatch layer: the same object's state
                for slot in SavedTensor.__slots__:
                    setattr(self, slot, getattr(packed, slot))
            else:
                self._pack(tensor, *_saved_hooks.current())

    def register_hooks(self, *hooks):
        """Pack this saved tensor now with `pack_hook`; `unpack_hook` gives it back in backward."""
        if len(hooks) != 2:
            raise TypeError(_REGISTER_HOOKS_ARGUMENTS + f"\n\nInvoked with: {self!r}, " + ", ".join(map(repr, hooks)))
        pack_hook, unpack_hook = hooks
        _check_callable_hooks("register_hooks", pack_hook, unpack_hook)
        if self._hooks is not None:
            raise RuntimeError("Calling register_hooks on a saved tensor whose hooks have already been set. "
                               "Hint: only one pair of hooks is allowed at a time.")
        if self._freed:
            raise RuntimeError("Calling register_hooks on a saved tensor after it has been freed. Saved "
                               "intermediate values of the graph are freed when you call .backward() or "
                               "autograd.grad(). Specify retain_graph=True if you need to backward through "
                               "the graph a second time or if you need to access saved variables after "
                               "calling backward.")
        tensor = self._tensor
        if self._is_output:
            tensor = self._data if isinstance(self._data, Tensor) else Tensor._make(self._data)
            tensor._version_counter = self._counter
        self._pack(tensor, pack_hook, unpack_hook)

    def _pack(self, tensor, pack_hook, unpack_hook):
        """Keep pack_hook(tensor) instead of the tensor, and the edge the tensor hangs on."""
        origin = None  # outputs get the node itself back at unpack
        if not self._is_output:
            if tensor._grad_node is not None:
                origin = tensor._grad_node
                self._output_nr = tensor._output_nr
            elif tensor._requires_grad:
                origin = grad_accumulator(tensor)
        counter = tensor._version_counter
        version = 0 if counter is None else counter.value
        if self._is_output:  # the hook sees a new tensor object on the output, as in PyTorch
            alias = _own_values(tensor)
            alias = Tensor._make(alias) if not isinstance(alias, Tensor) else alias
            alias._version_counter = tensor._version_counter
            alias._grad_node, alias._output_nr, alias._requires_grad = (
                tensor._grad_node, tensor._output_nr, tensor._requires_grad)
            tensor = alias
        previous, _grad_state.enabled = _grad_state.enabled, False  # pack hooks run in no_grad, as PyTorch
        try:
            packed = pack_hook(tensor)
        finally:
            _grad_state.enabled = previous
        counter = tensor._version_counter
        if (0 if counter is None else counter.value) != version:
            raise RuntimeError("A saved tensor pack hook is modifying its input in place. Tensors provided as "
                               "input to pack hook cannot be modified by in-place operations as this can lead "
                               "to unexpected side-effects. Please open an issue if you need to perform in-place "
                               "operations on the input to a pack hook.")
        self._hooks = (unpack_hook, packed, origin)
        self._tensor = None
        self._data = None

    def _current_version(self):
        counter = self._counter if self._is_output else self._tensor._version_counter
        return 0 if counter is None else counter.value

    def unpack(self, node=None):
        if self._freed:
            raise RuntimeError(_FREED)
        if self._hooks is not None:
            return self._unpack_hooked(node)
        if self._current_version() != self._version:
            raise RuntimeError(_modified_message(self, node))
        if not self._is_output:
            if self._non_leaf and not self._tensor._requires_grad:
                raise RuntimeError(_DETACHED)   # its history is gone: the gradient would stop there
            return self._tensor
        t = self._data if isinstance(self._data, Tensor) else Tensor._make(self._data)
        t._version_counter = self._counter
        if self._requires_grad and node is not None:
            self._attach(t, node)
        return t

    def _attach(self, t, node):
        """Put an unpacked output back in the graph: on the view's grad_fn when the output is an
        in-place op's view and that node still lives, else on the node that saved it."""
        view_node = self._view_grad_fn() if self._view_grad_fn is not None else None
        if view_node is not None:
            t._grad_node = view_node
            t._output_nr = 0
        else:
            t._grad_node = node
            t._output_nr = self._output_nr
        t._requires_grad = True

    def _unpack_hooked(self, node):
        """A fresh tensor on the unpack hook's data, put back where the saved one was in the graph."""
        unpack_hook, packed, origin = self._hooks
        value = unpack_hook(packed)
        if not isinstance(value, Tensor):
            raise TypeError("Output of saved tensor unpack_hook expected to be a Tensor but got result "
                            f"of type {type(value).__name__}")
        if origin is None and not (self._is_output and self._requires_grad) and not value._requires_grad \
                and _fw_state.level is None:
            return value  # nothing to attach it to: the hook's own tensor, as PyTorch (no detach)
        t = _own_values(value)
        t = Tensor._make(t) if not isinstance(t, Tensor) else t
        if self._version:
            t._version_counter = VersionCounter()
            t._version_counter.value = self._version
        if self._is_output:
            if self._requires_grad and node is not None:
                self._attach(t, node)
        elif type(origin) is AccumulateGrad:
            t._requires_grad = True
            t._grad_accumulator = weakref.ref(origin)
        elif origin is not None:
            t._grad_node = origin
            t._output_nr = self._output_nr
            t._requires_grad = True
        return t

    def release(self):
        self._freed = True
        self._tensor = None
        self._data = None
        self._hooks = None


def release_saved(node):
    """Node.release_saved: free the saved values after a backward without retain_graph. A slot holds a
    SavedTensor, another saved value with a release() (SavedIndex, SavedNone), a list of them (Tensor[]
    inputs: cat, stack, ...), or what was kept as it is (None; a Python number: x * 2 keeps 2).
    (A SavedTensor's release() is written out, without looking the method up: every node a backward
    frees runs this, six a char MLP step.)"""
    for slot in node._saved_tensor_slots:
        saved = getattr(node, slot, None)
        if type(saved) is SavedTensor:
            saved._freed = True
            saved._tensor = saved._data = saved._hooks = None
        elif type(saved) is list:
            for item in saved:
                _release(item)
        elif saved is not None:
            _release(saved)


def _release(saved):
    release = getattr(saved, "release", None)
    if release is not None:
        release()


Node.release_saved = release_saved


_new = object.__new__


def saved_output(tensor):
    """SavedTensor(tensor, is_output=True), what a generated op keeps of its own result. A plain tensor
    that is no view, with no saved-tensor hooks and no dual level, gets its slots set here: the same
    object, without the class call's argument packing and __init__ (~5.8k -> ~3.8k instructions,
    three a char MLP step). Everything else goes through the constructor."""
    if type(tensor) is not Tensor or tensor._is_inference or tensor._base is not None \
            or _fw_state.level is not None or (_saved_hooks.used and _saved_hooks.state.stack):
        return SavedTensor(tensor, is_output=True)
    counter = tensor._version_counter
    if counter is None:  # shared with the output so later in-place changes are seen
        counter = tensor._version_counter = VersionCounter()
    saved = _new(SavedTensor)
    saved._freed = False
    saved._hooks = None
    saved._is_output = True
    saved._counter = counter
    saved._version = counter.value
    saved._tensor = None
    saved._data = tensor._data
    saved._output_nr = tensor._output_nr
    saved._requires_grad = tensor._requires_grad
    saved._view_grad_fn = None
    saved._non_leaf = tensor._grad_node is not None
    return saved


def saved_input(tensor):
    """SavedTensor(tensor) for a generated op's input, as saved_output does it (~3.8k -> ~3.0k
    instructions, six a char MLP step); anything else (a Python number in a tensor's place: x * 2
    keeps 2) is kept as it is (op_support.save)."""
    if not isinstance(tensor, Tensor):
        return tensor
    if tensor._is_inference or (_saved_hooks.used and _saved_hooks.state.stack):
        return SavedTensor(tensor)
    counter = tensor._version_counter
    saved = _new(SavedTensor)
    saved._freed = False
    saved._hooks = None
    saved._is_output = False
    saved._counter = None
    saved._version = 0 if counter is None else counter.value
    saved._tensor = tensor
    saved._data = None
    saved._output_nr = 0
    saved._requires_grad = False
    saved._view_grad_fn = None
    saved._non_leaf = tensor._grad_node is not None
    return saved


class SavedNone(SavedTensor):
    """A custom Function's ctx.save_for_backward(None): a saved value that unpacks to None, on which
    hooks cannot be registered (PyTorch keeps an undefined tensor there)."""

    def __init__(self):
        self._freed = False
        self._hooks = None

    def register_hooks(self, *hooks):
        raise RuntimeError("Calling register_hooks on a saved tensor with value None is forbidden")

    def unpack(self, node=None):
        if self._freed:
            raise RuntimeError(_FREED)
        return None

    def release(self):
        self._freed = True


_REGISTER_HOOKS_ARGUMENTS = (
    "register_hooks(): incompatible function arguments. The following argument types are supported:\n"
    "    1. (self: torch._C._autograd.SavedTensor, arg0: collections.abc.Callable, arg1: collections.abc.Callable) "
    "-> None")


def _check_callable_hooks(where, pack_hook, unpack_hook):
    if not callable(pack_hook) or not callable(unpack_hook):
        raise TypeError(f"{where}(): incompatible function arguments. Both the pack hook and the unpack hook "
                        f"must be callable (got {type(pack_hook).__name__} and {type(unpack_hook).__name__})")


_INFERENCE_SAVED = ("Inference tensors cannot be saved for backward. Please do not use Tensors created in "
                    "inference mode in computation tracked by autograd. To work around this, you can make a "
                    "clone to get a normal tensor and use it in autograd, or use `torch.no_grad()` instead of "
                    "`torch.inference_mode()`.")


def _modified_message(saved, node):
    data = saved._data if saved._is_output else saved._tensor._data
    where = ""
    if saved._is_output and node is not None:
        where = f", which is output {saved._output_nr} of {short_name(node)},"
    elif not saved._is_output and saved._tensor._grad_node is not None:
        where = f", which is output {saved._tensor._output_nr} of {short_name(saved._tensor._grad_node)},"
    return ("one of the variables needed for gradient computation has been modified by an inplace "
            f"operation: [{type_string(data.dtype)} {format_shape(data.shape)}]{where} is at version "
            f"{saved._current_version()}; expected version {saved._version} instead. Hint: enable anomaly "
            "detection to find the operation that failed to compute its gradient, with "
            "torch.autograd.set_detect_anomaly(True, check_nan=False).")


class SavedIndex:
    """An advanced index (x[[0, 2]], x[mask] = v) kept for backward. PyTorch keeps its index
    tensors as saved variables, so after backward frees them a second backward raises, and an index
    tensor changed in place before backward makes it raise PyTorch's "modified by an inplace
    operation" error (the gradient would go to the new positions)."""

    __slots__ = ("_index", "_freed", "_tensors")

    def __init__(self, index):
        self._index = index
        self._freed = False
        self._tensors = [saved_input(t) for t in _index_tensors(index)]

    def unpack(self, node=None):
        if self._freed:
            raise RuntimeError(_FREED)
        for saved in self._tensors:
            saved.unpack(node)   # (checks its version)
        return self._index

    def release(self):
        self._freed = True
        self._index = None
        self._tensors = ()


def _index_tensors(index):
    """The tensors in an index: itself, or the tensors among a tuple's or list's items.
    (A list, not a generator: C[X]'s index (X, slice(None)) took five generator frames, ~1 us.)"""
    if isinstance(index, Tensor):
        return [index]
    found = []
    if isinstance(index, (tuple, list)):
        for item in index:
            if type(item) is slice or item is None:   # (told by their type first: ~0.5k instructions an item)
                continue
            if isinstance(item, Tensor):
                found.append(item)
            elif isinstance(item, (tuple, list)):
                found += _index_tensors(item)
    return found


def unpack(value, node):
    """Saved values that are not tensors (ints, shapes, Python scalars) come back as they are."""
    if type(value) is SavedTensor or type(value) is SavedIndex:
        return value.unpack(node)
    return value


class saved_tensor:
    """Descriptor for `_saved_<name>`: unpacks the SavedTensor(s) kept in a raw slot."""

    __slots__ = ("slot",)

    def __init__(self, slot):
        self.slot = slot

    def __get__(self, node, owner=None):
        if node is None:
            return self
        value = getattr(node, self.slot, None)  # None: not saved (no input needed it)
        if type(value) is list:
            return [unpack(v, node) for v in value]
        return unpack(value, node)
