"""torch.nn.utils.spectral_norm / remove_spectral_norm, the hook form of spectral normalisation:
the parameter `name` moves to `name_orig`, buffers `name_u` and `name_v` hold the power iteration's
left and right singular vector estimates, and a forward pre-hook sets `name = name_orig / sigma`
before each forward (sigma = u . W v, with W the parameter flattened to a matrix around `dim`). In
training each forward first runs n_power_iterations steps, updating u and v in place.
nn.utils.parametrizations.spectral_norm is the current form."""
from ...autograd.grad_mode import no_grad
from ...generated import ops as _ops
from ...ops.nn_composite import normalize
from ..modules.conv import ConvTranspose1d, ConvTranspose2d, ConvTranspose3d
from ..parameter import Parameter, UninitializedParameter

__all__ = ["SpectralNorm", "spectral_norm", "remove_spectral_norm"]


class SpectralNorm:
    """The forward pre-hook (and the record of what it normalises)."""

    _version = 1   # (version 0 checkpoints saved the normalised weight but not v: the load hook rebuilds v)

    def __init__(self, name="weight", n_power_iterations=1, dim=0, eps=1e-12):
        self.name = name
        self.dim = dim
        if n_power_iterations <= 0:
            raise ValueError("Expected n_power_iterations to be positive, but got "
                             f"n_power_iterations={n_power_iterations}")
        self.n_power_iterations = n_power_iterations
        self.eps = eps

    def reshape_weight_to_matrix(self, weight):
        """dim first, the other dims flattened: (weight.size(dim), -1)."""
        if self.dim != 0:
            weight = weight.permute(self.dim, *[d for d in range(weight.dim()) if d != self.dim])
        return weight.reshape(weight.size(0), -1)

    def compute_weight(self, module, do_power_iteration):
        weight = getattr(module, self.name + "_orig")
        u = getattr(module, self.name + "_u")
        v = getattr(module, self.name + "_v")
        weight_mat = self.reshape_weight_to_matrix(weight)
        if do_power_iteration:
            with no_grad():
                for _ in range(self.n_power_iterations):
                    v.copy_(normalize(_ops.mv(weight_mat.t(), u), dim=0, eps=self.eps))
                    u.copy_(normalize(_ops.mv(weight_mat, v), dim=0, eps=self.eps))
                # the buffers change in place at the next forward: the graph keeps copies
                u = u.clone()
                v = v.clone()
        sigma = _ops.dot(u, _ops.mv(weight_mat, v))
        return weight / sigma

    def remove(self, module):
        with no_grad():
            weight = self.compute_weight(module, do_power_iteration=False)
        delattr(module, self.name)
        delattr(module, self.name + "_u")
        delattr(module, self.name + "_v")
        delattr(module, self.name + "_orig")
        module.register_parameter(self.name, Parameter(weight.detach()))

    def __call__(self, module, inputs):
        setattr(module, self.name, self.compute_weight(module, do_power_iteration=module.training))

    def _solve_v_and_rescale(self, weight_mat, u, target_sigma):
        """A v with u . W v = target_sigma (the least-squares solution of W v = u, rescaled)."""
        v = _ops.linalg_multi_dot([_ops.pinverse(weight_mat.t().mm(weight_mat)), weight_mat.t(), u.unsqueeze(1)])
        v = v.squeeze(1)
        return v * (target_sigma / _ops.dot(u, _ops.mv(weight_mat, v)))

    @staticmethod
    def apply(module, name, n_power_iterations, dim, eps):
        for hook in module._forward_pre_hooks.values():
            if isinstance(hook, SpectralNorm) and hook.name == name:
                raise RuntimeError(f"Cannot register two spectral_norm hooks on the same parameter {name}")
        fn = SpectralNorm(name, n_power_iterations, dim, eps)
        weight = module._parameters[name]
        if weight is None:
            raise ValueError(f"`SpectralNorm` cannot be applied as parameter `{name}` is None")
        if isinstance(weight, UninitializedParameter):
            raise ValueError("The module passed to `SpectralNorm` can't have uninitialized parameters. Make sure to "
                             "run the dummy forward before applying spectral normalization")
        with no_grad():
            h, w = fn.reshape_weight_to_matrix(weight).shape
            # random unit starting vectors, drawn from the generator as PyTorch draws them
            u = normalize(weight.new_empty(h).normal_(0, 1), dim=0, eps=fn.eps)
            v = normalize(weight.new_empty(w).normal_(0, 1), dim=0, eps=fn.eps)
        delattr(module, fn.name)
        module.register_parameter(fn.name + "_orig", weight)
        setattr(module, fn.name, weight.data)   # (a plain attribute until the first forward recomputes it)
        module.register_buffer(fn.name + "_u", u)
        module.register_buffer(fn.name + "_v", v)
        module.register_forward_pre_hook(fn)
        module._register_state_dict_hook(_StateDictHook(fn))
        module._register_load_state_dict_pre_hook(_LoadStateDictPreHook(fn))
        return fn


class _StateDictHook:
    """Records the format's version in the state dict's metadata: spectral_norm[<name>.version]."""

    def __init__(self, fn):
        self.fn = fn

    def __call__(self, module, state_dict, prefix, local_metadata):
        versions = local_metadata.setdefault("spectral_norm", {})
        key = self.fn.name + ".version"
        if key in versions:
            raise RuntimeError(f"Unexpected key in metadata['spectral_norm']: {key}")
        versions[key] = self.fn._version


class _LoadStateDictPreHook:
    """Loads a version-0 checkpoint (normalised weight saved, v missing): v is solved from it."""

    def __init__(self, fn):
        self.fn = fn

    def __call__(self, state_dict, prefix, local_metadata, strict, missing_keys, unexpected_keys, error_msgs):
        fn = self.fn
        version = local_metadata.get("spectral_norm", {}).get(fn.name + ".version", None)
        if version is not None and version >= 1:
            return
        key = prefix + fn.name
        # (gradtable's state dicts carry no metadata: the current format is recognised by its keys)
        if version is None and all(key + s in state_dict for s in ("_orig", "_u", "_v")) and key not in state_dict:
            return
        missing = [key + s for s in ("_orig", "", "_u") if key + s not in state_dict]
        if missing:
            if strict:
                missing_keys.extend(missing)
            return
        with no_grad():
            weight_orig = state_dict[key + "_orig"]
            sigma = (weight_orig / state_dict.pop(key)).mean()
            state_dict[key + "_v"] = fn._solve_v_and_rescale(fn.reshape_weight_to_matrix(weight_orig),
                                                            state_dict[key + "_u"], sigma)


def spectral_norm(module, name="weight", n_power_iterations=1, eps=1e-12, dim=None):
    """Normalise module.<name> by its largest singular value, estimated by power iteration in
    each training forward. dim defaults to 1 for transposed convolutions (their output channels), else 0."""
    if dim is None:
        dim = 1 if isinstance(module, (ConvTranspose1d, ConvTranspose2d, ConvTranspose3d)) else 0
    SpectralNorm.apply(module, name, n_power_iterations, dim, eps)
    return module


def remove_spectral_norm(module, name="weight"):
    """Undo spectral_norm: module.<name> becomes a Parameter holding the normalised weight."""
    for key, hook in module._forward_pre_hooks.items():
        if isinstance(hook, SpectralNorm) and hook.name == name:
            hook.remove(module)
            del module._forward_pre_hooks[key]
            break
    else:
        raise ValueError(f"spectral_norm of '{name}' not found in {module}")
    for hooks in (module.__dict__.get("_state_dict_hooks", {}), module.__dict__.get("_load_state_dict_pre_hooks", {})):
        for key, hook in list(hooks.items()):
            if isinstance(hook, (_StateDictHook, _LoadStateDictPreHook)) and hook.fn.name == name:
                del hooks[key]
                break
    return module
