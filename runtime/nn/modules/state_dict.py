"""state_dict() and load_state_dict(): a Module's parameters and buffers as a flat mapping, and back.

PyTorch keeps these in nn/modules/module.py with the rest of Module. Here they are the
one concept of Module that reads on its own (it touches the module only through its
three dicts and the _save_to_state_dict / _load_from_state_dict steps that layers such as
BatchNorm override), so they live in this mixin and module.py stays about the module tree,
attribute protocol, conversion and calling. Module is the only class that inherits it.
"""
import itertools
from collections import OrderedDict, namedtuple
from collections.abc import Mapping

from ...autograd.grad_mode import no_grad
from ...autograd.hooks import RemovableHandle, add_hook
from ...core.tensor import Tensor


class _IncompatibleKeys(namedtuple("IncompatibleKeys", ["missing_keys", "unexpected_keys"])):
    """What load_state_dict returns: the keys it could not match, either way."""

    def __repr__(self):
        if not self.missing_keys and not self.unexpected_keys:
            return "<All keys matched successfully>"
        return super().__repr__()

    __str__ = __repr__


class _StateDictMixin:
    """Module's state_dict / load_state_dict and the per-module steps they call on every submodule,
    with PyTorch's hooks around them (weight_norm's and spectral_norm's compatibility hooks use them)."""

    def _hooks_of(self, kind):
        # Made on first use (in the instance's __dict__, past Module.__setattr__).
        return self.__dict__.setdefault(kind, OrderedDict())

    def register_state_dict_pre_hook(self, hook) -> RemovableHandle:
        """hook(module, prefix, keep_vars), before the module saves its entries."""
        return add_hook(self._hooks_of("_state_dict_pre_hooks"), hook)

    def register_state_dict_post_hook(self, hook) -> RemovableHandle:
        """hook(module, state_dict, prefix, local_metadata) -> None, after the module and its children saved."""
        def checked(module, state_dict, prefix, local_metadata):
            if hook(module, state_dict, prefix, local_metadata) is not None:
                raise RuntimeError("state_dict post-hook must return None")
        checked._public = hook
        return add_hook(self._hooks_of("_state_dict_hooks"), checked)

    def _register_state_dict_hook(self, hook) -> RemovableHandle:
        """The older private form: the hook may return a state dict that replaces the one given."""
        return add_hook(self._hooks_of("_state_dict_hooks"), hook)

    def register_load_state_dict_pre_hook(self, hook) -> RemovableHandle:
        """hook(module, state_dict, prefix, local_metadata, strict, missing_keys, unexpected_keys, error_msgs),
        before the module loads its entries: it may rename or add keys of state_dict."""
        return self._register_load_state_dict_pre_hook(hook, with_module=True)

    def _register_load_state_dict_pre_hook(self, hook, with_module=False) -> RemovableHandle:
        if with_module:
            return add_hook(self._hooks_of("_load_state_dict_pre_hooks"),
                            lambda *args: hook(self, *args))
        return add_hook(self._hooks_of("_load_state_dict_pre_hooks"), hook)

    def register_load_state_dict_post_hook(self, hook) -> RemovableHandle:
        """hook(module, incompatible_keys) -> None after the module and its children loaded; it may
        edit incompatible_keys' lists in place (load_state_dict's strict check sees the result)."""
        return add_hook(self._hooks_of("_load_state_dict_post_hooks"), hook)

    def _save_to_state_dict(self, destination, prefix, keep_vars):
        for name, param in self._parameters.items():
            if param is not None:
                destination[prefix + name] = param if keep_vars else param.detach()
        for name, buf in self._buffers.items():
            if buf is not None and name not in self._non_persistent_buffers_set:
                destination[prefix + name] = buf if keep_vars else buf.detach()

    def state_dict(self, *, destination=None, prefix="", keep_vars=False):
        """Parameters and persistent buffers by dotted name, own entries before children's.
        Values are detached tensors sharing the module's data (keep_vars=True: the tensors themselves)."""
        if destination is None:
            destination = OrderedDict()
        for hook in self.__dict__.get("_state_dict_pre_hooks", {}).values():
            hook(self, prefix, keep_vars)
        self._save_to_state_dict(destination, prefix, keep_vars)
        for name, module in self._modules.items():
            if module is not None:
                module.state_dict(destination=destination, prefix=prefix + name + ".", keep_vars=keep_vars)
        for hook in self.__dict__.get("_state_dict_hooks", {}).values():
            result = hook(self, destination, prefix, {})
            if result is not None:
                destination = result
        return destination

    def _load_from_state_dict(self, state_dict, prefix, local_metadata, strict, missing_keys, unexpected_keys,
                              error_msgs):
        """Copy this module's own entries (not its children's) from state_dict, recording problems."""
        for hook in self.__dict__.get("_load_state_dict_pre_hooks", {}).values():
            hook(state_dict, prefix, local_metadata, strict, missing_keys, unexpected_keys, error_msgs)
        persistent_buffers = {k: v for k, v in self._buffers.items() if k not in self._non_persistent_buffers_set}
        local_state = {k: v for k, v in itertools.chain(self._parameters.items(), persistent_buffers.items())
                       if v is not None}
        for name, param in local_state.items():
            key = prefix + name
            if key not in state_dict:
                if strict:
                    missing_keys.append(key)
                continue
            value = state_dict[key]
            if not isinstance(value, Tensor):
                error_msgs.append(f'While copying the parameter named "{key}", expected torch.Tensor or Tensor-like '
                                  f"object from checkpoint but received {type(value)}")
                continue
            if param.dim() == 0 and value.dim() == 1:  # old checkpoints stored scalars as [1] tensors
                value = value[0]
            if value.shape != param.shape:
                error_msgs.append(f"size mismatch for {key}: copying a param with shape {value.shape} from "
                                  f"checkpoint, the shape in current model is {param.shape}.")
                continue
            try:
                param._data[...] = value._data
                param._bump_version()
            except Exception as ex:  # e.g. a value that cannot be cast to the parameter's dtype
                error_msgs.append(f'While copying the parameter named "{key}", whose dimensions in the model are '
                                  f"{param.size()} and whose dimensions in the checkpoint are {value.size()}, an "
                                  f"exception occurred : {ex.args}.")
        if strict:
            for key in state_dict:
                if not key.startswith(prefix):
                    continue
                head = key[len(prefix):].split(".", 1)
                if len(head) > 1:
                    if head[0] not in self._modules:
                        unexpected_keys.append(key)
                elif head[0] not in local_state:
                    unexpected_keys.append(key)

    def load_state_dict(self, state_dict, strict=True, assign=False):
        """Copy values into the existing parameters and buffers (in place, keeping their identity).
        strict=True: keys must match exactly; shapes must always match."""
        if not isinstance(state_dict, Mapping):
            raise TypeError(f"Expected state_dict to be dict-like, got {type(state_dict)}.")
        if assign:
            raise NotImplementedError("load_state_dict(assign=True) is not supported by gradtable yet")
        missing_keys, unexpected_keys, error_msgs = [], [], []

        def load(module, local_state_dict, prefix=""):
            module._load_from_state_dict(local_state_dict, prefix, {}, True, missing_keys, unexpected_keys,
                                         error_msgs)
            for name, child in module._modules.items():
                if child is not None:
                    child_prefix = prefix + name + "."
                    load(child, {k: v for k, v in local_state_dict.items() if k.startswith(child_prefix)},
                         child_prefix)
            incompatible = _IncompatibleKeys(missing_keys, unexpected_keys)
            for hook in module.__dict__.get("_load_state_dict_post_hooks", {}).values():
                if hook(module, incompatible) is not None:
                    raise AssertionError("Hooks registered with ``register_load_state_dict_post_hook`` are not "
                                       "expected to return new values, if incompatible_keys need to be modified, "
                                       "it should be done inplace.")

        with no_grad():
            load(self, OrderedDict(state_dict))
        if strict:
            if unexpected_keys:
                error_msgs.insert(0, "Unexpected key(s) in state_dict: {}. ".format(
                    ", ".join(f'"{k}"' for k in unexpected_keys)))
            if missing_keys:
                error_msgs.insert(0, "Missing key(s) in state_dict: {}. ".format(
                    ", ".join(f'"{k}"' for k in missing_keys)))
        if error_msgs:
            raise RuntimeError("Error(s) in loading state_dict for {}:\n\t{}".format(
                type(self).__name__, "\n\t".join(error_msgs)))
        return _IncompatibleKeys(missing_keys, unexpected_keys)
