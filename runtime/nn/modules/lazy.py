"""Lazy modules: layers whose input size (in_features, in_channels, num_features) is read from the
first input. Until then their parameters and buffers are UninitializedParameter / UninitializedBuffer
placeholders; the first forward materializes them, runs the layer's own reset_parameters, and turns
the module into the plain layer (LazyLinear becomes Linear), as PyTorch's LazyModuleMixin.
A state_dict saved either way loads either way: loading real tensors into placeholders gives them
the saved shapes first."""
from ...autograd.grad_mode import no_grad
from ...core import creation, dtypes
from ..parameter import UninitializedBuffer, UninitializedParameter, is_lazy
from .batchnorm import BatchNorm1d, BatchNorm2d, BatchNorm3d, _BatchNorm
from .conv import (
    Conv1d,
    Conv2d,
    Conv3d,
    ConvTranspose1d,
    ConvTranspose2d,
    ConvTranspose3d,
)
from .instancenorm import InstanceNorm1d, InstanceNorm2d, InstanceNorm3d, _InstanceNorm
from .linear import Linear


class LazyModuleMixin:
    """Hooks a layer class's __init__ with a forward pre-hook that sizes the placeholders from the
    first input (initialize_parameters) and a load_state_dict pre-hook that sizes them from a checkpoint."""

    cls_to_become = None

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self._load_hook = self._register_load_state_dict_pre_hook(self._lazy_load_hook)
        self._initialize_hook = self.register_forward_pre_hook(self._infer_parameters, with_kwargs=True)

    def _save_to_state_dict(self, destination, prefix, keep_vars):
        # (placeholders are saved as they are: detach() is one of the calls they refuse)
        for name, param in self._parameters.items():
            if param is not None:
                destination[prefix + name] = param if is_lazy(param) or keep_vars else param.detach()
        for name, buf in self._buffers.items():
            if buf is not None and name not in self._non_persistent_buffers_set:
                destination[prefix + name] = buf if is_lazy(buf) or keep_vars else buf.detach()

    def _lazy_load_hook(self, state_dict, prefix, local_metadata, strict, missing_keys, unexpected_keys, error_msgs):
        for name, tensor in (*self._parameters.items(), *self._buffers.items()):
            key = prefix + name
            if key in state_dict and tensor is not None and is_lazy(tensor) and not is_lazy(state_dict[key]):
                with no_grad():
                    tensor.materialize(state_dict[key].shape)

    def initialize_parameters(self, *args, **kwargs):
        raise NotImplementedError(f"initialize_parameters is not implemented for {type(self).__name__}")

    def has_uninitialized_params(self):
        return any(t is not None and is_lazy(t) for t in (*self._parameters.values(), *self._buffers.values()))

    def _infer_parameters(self, module, args, kwargs=None):
        """The first forward's pre-hook: size everything from the input, then become the plain layer."""
        module.initialize_parameters(*args, **(kwargs or {}))
        if module.has_uninitialized_params():
            raise RuntimeError(f"module {self._get_name()} has not been fully initialized")
        module._initialize_hook.remove()
        module._load_hook.remove()
        delattr(module, "_initialize_hook")
        delattr(module, "_load_hook")
        if module.cls_to_become is not None:
            module.__class__ = module.cls_to_become

    def _replicate_for_data_parallel(self):
        raise RuntimeError("Modules with uninitialized parameters can't be used with `DataParallel`. Run a dummy "
                           "forward pass to correctly initialize the modules")


# -- Linear ------------------------------------------------------------------------------------------

class LazyLinear(LazyModuleMixin, Linear):
    """Linear with in_features taken from the input's last dim."""

    cls_to_become = Linear

    def __init__(self, out_features, bias=True, device=None, dtype=None):
        super().__init__(0, 0, False, device, dtype)
        self.weight = UninitializedParameter(dtype=dtype)
        self.out_features = out_features
        if bias:
            self.bias = UninitializedParameter(dtype=dtype)

    def reset_parameters(self):
        if not self.has_uninitialized_params() and self.in_features != 0:
            super().reset_parameters()

    def initialize_parameters(self, input):
        if self.has_uninitialized_params():
            with no_grad():
                self.in_features = input.shape[-1]
                self.weight.materialize((self.out_features, self.in_features))
                if self.bias is not None:
                    self.bias.materialize((self.out_features,))
                self.reset_parameters()
        if self.in_features == 0:   # (sized by load_state_dict: in_features is read now, as PyTorch does)
            if input.shape[-1] != self.weight.shape[-1]:
                raise AssertionError(f"The in_features inferred from input: {input.shape[-1]} is not equal to "
                                     f"in_features from self.weight: {self.weight.shape[-1]}")
            self.in_features = input.shape[-1]


# -- convolutions ------------------------------------------------------------------------------------

class _LazyConvMixin(LazyModuleMixin):
    """in_channels from the input's channel dim (dim 1 batched, 0 unbatched)."""

    def _lazy_setup(self, out_channels, bias, dtype):
        self.weight = UninitializedParameter(dtype=dtype)
        self.out_channels = out_channels
        if bias:
            self.bias = UninitializedParameter(dtype=dtype)

    def reset_parameters(self):
        if not self.has_uninitialized_params() and self.in_channels != 0:
            super().reset_parameters()

    def _get_in_channels(self, input):
        unbatched = len(self.kernel_size) + 1
        if input.dim() not in (unbatched, unbatched + 1):
            raise RuntimeError(f"Expected {unbatched}D (unbatched) or {unbatched + 1}D (batched) input to "
                               f"{type(self).__name__}, but got input of size: {input.shape}")
        return input.shape[1] if input.dim() == unbatched + 1 else input.shape[0]

    def initialize_parameters(self, input, *args, **kwargs):
        if self.has_uninitialized_params():
            self.in_channels = self._get_in_channels(input)
            if self.in_channels % self.groups != 0:
                raise ValueError("in_channels must be divisible by groups")
            if self.transposed:
                shape = (self.in_channels, self.out_channels // self.groups)
            else:
                shape = (self.out_channels, self.in_channels // self.groups)
            with no_grad():
                self.weight.materialize(shape + tuple(self.kernel_size))
                if self.bias is not None:
                    self.bias.materialize((self.out_channels,))
                self.reset_parameters()


def _lazy_conv(name, base):
    def __init__(self, out_channels, kernel_size, stride=1, padding=0, dilation=1, groups=1, bias=True,
                 padding_mode="zeros", device=None, dtype=None):
        # (the mixin's __init__ builds the layer, the next class in the MRO, then adds its hooks)
        LazyModuleMixin.__init__(self, 0, 0, kernel_size, stride, padding, dilation, groups, False, padding_mode,
                                 device, dtype)
        self._lazy_setup(out_channels, bias, dtype)

    return type(name, (_LazyConvMixin, base), {"__init__": __init__, "cls_to_become": base, "__module__": __name__,
                                                 "__doc__": f"{base.__name__} with in_channels taken from the input."})


def _lazy_conv_transpose(name, base):
    def __init__(self, out_channels, kernel_size, stride=1, padding=0, output_padding=0, groups=1, bias=True,
                 dilation=1, padding_mode="zeros", device=None, dtype=None):
        LazyModuleMixin.__init__(self, 0, 0, kernel_size, stride, padding, output_padding, groups, False, dilation,
                                 padding_mode, device, dtype)
        self._lazy_setup(out_channels, bias, dtype)

    return type(name, (_LazyConvMixin, base), {"__init__": __init__, "cls_to_become": base, "__module__": __name__,
                                                 "__doc__": f"{base.__name__} with in_channels taken from the input."})


LazyConv1d = _lazy_conv("LazyConv1d", Conv1d)
LazyConv2d = _lazy_conv("LazyConv2d", Conv2d)
LazyConv3d = _lazy_conv("LazyConv3d", Conv3d)
LazyConvTranspose1d = _lazy_conv_transpose("LazyConvTranspose1d", ConvTranspose1d)
LazyConvTranspose2d = _lazy_conv_transpose("LazyConvTranspose2d", ConvTranspose2d)
LazyConvTranspose3d = _lazy_conv_transpose("LazyConvTranspose3d", ConvTranspose3d)


# -- batch and instance norm -------------------------------------------------------------------------

class _LazyNormBase(LazyModuleMixin):
    """num_features from the input's dim 1; weight/bias and the running statistics are placeholders."""

    def __init__(self, eps=1e-5, momentum=0.1, affine=True, track_running_stats=True, device=None, dtype=None, *,
                 bias=True):
        # built with neither parameters nor statistics, then given placeholders for the ones asked for
        super().__init__(0, eps, momentum, False, False, device, dtype, bias=bias)
        self.affine = affine
        self.track_running_stats = track_running_stats
        if affine:
            self.weight = UninitializedParameter(dtype=dtype)
            if bias:
                self.bias = UninitializedParameter(dtype=dtype)
        if track_running_stats:
            self.running_mean = UninitializedBuffer(dtype=dtype)
            self.running_var = UninitializedBuffer(dtype=dtype)
            self.num_batches_tracked = creation.tensor(0, dtype=dtypes.long)

    def reset_parameters(self):
        if not self.has_uninitialized_params() and self.num_features != 0:
            super().reset_parameters()

    def initialize_parameters(self, input):
        if self.has_uninitialized_params():
            self.num_features = input.shape[1]
            with no_grad():
                if self.affine:
                    self.weight.materialize((self.num_features,))
                    if self.bias is not None:
                        self.bias.materialize((self.num_features,))
                if self.track_running_stats:
                    self.running_mean.materialize((self.num_features,))
                    self.running_var.materialize((self.num_features,))
                self.reset_parameters()


def _lazy_norm(name, base, plain):
    """A lazy norm class: _LazyNormBase over base, checking input as `plain` does, becoming `plain`."""
    members = {"cls_to_become": plain, "_check_input_dim": plain._check_input_dim, "__module__": __name__,
               "__doc__": f"{plain.__name__} with num_features taken from the input."}
    if hasattr(plain, "_get_no_batch_dim"):
        members["_get_no_batch_dim"] = plain._get_no_batch_dim
    return type(name, (_LazyNormBase, base), members)


LazyBatchNorm1d = _lazy_norm("LazyBatchNorm1d", _BatchNorm, BatchNorm1d)
LazyBatchNorm2d = _lazy_norm("LazyBatchNorm2d", _BatchNorm, BatchNorm2d)
LazyBatchNorm3d = _lazy_norm("LazyBatchNorm3d", _BatchNorm, BatchNorm3d)
LazyInstanceNorm1d = _lazy_norm("LazyInstanceNorm1d", _InstanceNorm, InstanceNorm1d)
LazyInstanceNorm2d = _lazy_norm("LazyInstanceNorm2d", _InstanceNorm, InstanceNorm2d)
LazyInstanceNorm3d = _lazy_norm("LazyInstanceNorm3d", _InstanceNorm, InstanceNorm3d)


def _publish_by_pytorch_path():
    """Each lazy class also by the path PyTorch keeps it at (torch.nn.modules.conv.LazyConv2d, as a script's
    safe_globals list spells it, and as a checkpoint names it): set on the module of its eager twin."""
    from . import batchnorm, conv, instancenorm, linear
    homes = {"LazyBatchNorm": batchnorm, "LazyConv": conv, "LazyInstanceNorm": instancenorm, "LazyLinear": linear}
    for name, value in list(globals().items()):
        for prefix, home in homes.items():
            if name.startswith(prefix) and isinstance(value, type):
                setattr(home, name, value)


_publish_by_pytorch_path()
