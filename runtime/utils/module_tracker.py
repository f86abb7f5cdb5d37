"""torch.utils.module_tracker.ModuleTracker: which modules are running, forward or backward.

`parents` is the set of the names of the modules whose forward is running ("Global" always in it),
named from the first module seen as its class name and its children by their attribute path
("MyModel", "MyModel.head.1"). Global forward pre-/post-hooks add and remove a module's name; for
the backward, a multi-grad hook on the module's outputs adds it again when their gradients are in
(the module's backward starts) and one on its inputs removes it when theirs are (it ends). A
module whose inputs need no gradient never gets that second event, so at the end of each
backward call the set goes back to {"Global"}, through the engine's queue_callback.

FlopCounterMode reads `parents` to attribute each op's FLOPs to every running module."""
import logging
import weakref

from ..autograd import graph_task as _graph_task
from ..autograd.multi_grad_hook import register_multi_grad_hook
from ..core.tensor import Tensor
from ..nn.modules.module import register_module_forward_hook, register_module_forward_pre_hook

logger = logging.getLogger(__name__)

__all__ = ["ModuleTracker"]


def _grad_tensors(value):
    """The tensors requiring grad in a (nested) forward input or output, in order."""
    if isinstance(value, Tensor):
        return [value] if value.requires_grad else []
    if isinstance(value, dict):
        value = list(value.values())
    if isinstance(value, (list, tuple)):
        return [t for item in value for t in _grad_tensors(item)]
    return []


class ModuleTracker:
    """`with ModuleTracker() as tracker:` then `tracker.parents` anywhere (in a function the
    modules call, in a TorchDispatchMode) and `tracker.is_bw`."""

    def __init__(self):
        self.parents = {"Global"}
        self._known_modules = weakref.WeakKeyDictionary()
        self._seen_modules = weakref.WeakSet()
        self._has_callback = False
        self._hooks = []

    def _maybe_set_engine_callback(self):
        if self._has_callback:
            return

        def reset():
            self.parents = {"Global"}
            self._has_callback = False

        _graph_task.queue_callback(reset)
        self._has_callback = True

    @property
    def is_bw(self):
        """Whether a backward call is running now."""
        return _graph_task.current_graph_task_id() != -1

    def _get_mod_name(self, mod):
        """A module's name: its class name the first time it is met at the top, and its
        children's names below it (a child met first keeps the name its parent gives it later)."""
        if mod not in self._known_modules:
            self._known_modules[mod] = type(mod).__name__
        name = self._known_modules[mod]
        if mod not in self._seen_modules:
            for child_name, child in mod.named_children():
                self._known_modules[child] = f"{name}.{child_name}"
                self._get_mod_name(child)
            self._seen_modules.add(mod)
        return name

    def _get_append_fn(self, name, is_bw):
        def enter(*args):
            if is_bw:
                self._maybe_set_engine_callback()
            if name in self.parents:
                logger.info("The module hierarchy tracking seems to be broken as this Module was already entered. "
                            "%s during %s", name, "backward" if is_bw else "forward")
            self.parents.add(name)
        return enter

    def _get_pop_fn(self, name, is_bw):
        def leave(*args):
            if name in self.parents:
                self.parents.remove(name)
            else:
                logger.info("The Module hierarchy tracking is confused as we're exiting a Module that was never "
                            "entered. %s during %s", name, "backward" if is_bw else "forward")
        return leave

    def _fw_pre_hook(self, mod, inputs):
        name = self._get_mod_name(mod)
        self._get_append_fn(name, False)()
        tensors = _grad_tensors(inputs)
        if tensors:
            self._hooks.append(register_multi_grad_hook(tensors, self._get_pop_fn(name, True)))

    def _fw_post_hook(self, mod, inputs, output):
        name = self._get_mod_name(mod)
        self._get_pop_fn(name, False)()
        tensors = _grad_tensors(output)
        if tensors:
            self._hooks.append(register_multi_grad_hook(tensors, self._get_append_fn(name, True)))

    def __enter__(self):
        self._fw_pre_handle = register_module_forward_pre_hook(self._fw_pre_hook)
        self._fw_post_handle = register_module_forward_hook(self._fw_post_hook)
        return self

    def __exit__(self, *args):
        self._fw_pre_handle.remove()
        self._fw_post_handle.remove()
        for hook in self._hooks:
            hook.remove()
        self._hooks.clear()
