"""Optimizer: the bookkeeping every optimizer shares (param groups, per-parameter state,
zero_grad, state_dict), as in torch.optim.Optimizer. Subclasses only write
`_update_group` (the update rule for the parameters of one group that have a gradient).

The updates themselves run on the NumPy arrays behind the tensors: an optimizer step is
not part of any graph, so there is nothing for autograd to record. Writes go through
`write_` so each changed tensor keeps its identity and gets its version bumped, as a
PyTorch in-place op would.
"""
import functools
import warnings
from collections import defaultdict
from copy import deepcopy
from itertools import chain
from typing import Any

import numpy as np

from ..autograd import profiler
from ..autograd.grad_mode import enable_grad, no_grad
from ..core import dtypes
from ..core.tensor import Tensor
from ..core.typename import typename as _typename


class _RequiredParameter:
    """Marks a default that every param group must set itself (e.g. an lr with no default)."""

    def __repr__(self):
        return "<required parameter>"


required = _RequiredParameter()


class Optimizer:
    """Holds `param_groups` (lists of tensors, each with its own options) and `state`
    (a dict per tensor, filled lazily by the subclass's step)."""

    def __init__(self, params, defaults):
        self.defaults = defaults
        if isinstance(params, Tensor):
            raise TypeError("params argument given to the optimizer should be an iterable of Tensors or dicts, "
                            "but got " + _typename(params))
        if defaults.get("differentiable"):
            raise NotImplementedError("differentiable=True is not supported by gradtable's optimizers")
        self.state = defaultdict(dict)
        self.param_groups = []
        param_groups = list(params)
        if len(param_groups) == 0:
            raise ValueError("optimizer got an empty parameter list")
        if not isinstance(param_groups[0], dict):
            param_groups = [{"params": param_groups}]
        for group in param_groups:
            self.add_param_group(group)

    def add_param_group(self, param_group) -> None:
        """Add tensors with their own options (missing options come from the defaults)."""
        if not isinstance(param_group, dict):
            raise TypeError(f"param_group must be a dict, but got {type(param_group)}")
        params = param_group["params"]
        if isinstance(params, Tensor):
            params = [params]
        elif isinstance(params, set):
            raise TypeError("optimizer parameters need to be organized in ordered collections, but the ordering "
                            "of tensors in sets will change between runs. Please use a list instead.")
        params = list(params)
        # model.named_parameters() gives (name, tensor) pairs: keep the names beside the tensors.
        names = [p[0] for p in params if isinstance(p, tuple)]
        param_group["params"] = params = [p[1] if isinstance(p, tuple) else p for p in params]
        if names:
            if len(names) != len(params):
                raise ValueError("all optimizer params should be with/without names. Some param names are missing")
            param_group["param_names"] = names

        for p in params:
            if not isinstance(p, Tensor):
                raise TypeError("optimizer can only optimize Tensors, but one of the params is " + _typename(p))
            if not (p.is_leaf or p.retains_grad):
                raise ValueError("can't optimize a non-leaf Tensor")

        for name, default in self.defaults.items():
            if default is required and name not in param_group:
                raise ValueError(f"parameter group didn't specify a value of required optimization parameter {name}")
            param_group.setdefault(name, default)

        if len(params) != len(set(params)):
            warnings.warn("optimizer contains a parameter group with duplicate parameters; in future, this will "
                          "cause an error; see github.com/pytorch/pytorch/issues/40967 for more information",
                          stacklevel=3)
        seen = set()
        for group in self.param_groups:
            seen.update(group["params"])
            if ("param_names" in param_group) != ("param_names" in group):
                which = "with names" if "param_names" in param_group else "without names"
                raise ValueError("all optimizer param groups should be with/without names. "
                                 f"cannot add param group {which} to the optimizer")
        if not seen.isdisjoint(params):
            raise ValueError("some parameters appear in more than one parameter group")
        self.param_groups.append(param_group)

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        if "step" in vars(cls):
            cls.step = _profiled_step(cls.step)

    def zero_grad(self, set_to_none=True) -> None:
        """Forget the gradients before the next backward (None by default, zeros if asked)."""
        if not profiler.recording():
            return self._zero_grad(set_to_none)
        with profiler.record_function(f"Optimizer.zero_grad#{type(self).__name__}.zero_grad"):
            self._zero_grad(set_to_none)

    def _zero_grad(self, set_to_none):
        for group in self.param_groups:
            for p in group["params"]:
                if p.grad is None:
                    continue
                if set_to_none:
                    p.grad = None
                else:
                    if p.grad.grad_fn is not None:
                        p.grad.detach_()
                    else:
                        p.grad.requires_grad_(False)
                    p.grad.zero_()

    def step(self, closure=None) -> Any:
        """Run the closure (if any) with grad enabled, update every group, return the closure's loss."""
        loss = None
        if closure is not None:
            with enable_grad():
                loss = closure()
        with no_grad():
            for group in self.param_groups:
                self._update_group(group, [p for p in group["params"] if p.grad is not None])
        return loss

    def _update_group(self, group, params):  # pragma: no cover - every optimizer overrides it
        raise NotImplementedError

    # -- checkpoints ----------------------------------------------------------
    def state_dict(self) -> dict:
        """PyTorch's format: tensors replaced by their index in the order of the param groups."""
        index = {}
        packed_groups = []
        for group in self.param_groups:
            packed = {k: v for k, v in group.items() if k != "params"}
            for p in group["params"]:
                index.setdefault(id(p), len(index))
            packed["params"] = [index[id(p)] for p in group["params"]]
            packed_groups.append(packed)
        packed_state = {(index[id(k)] if isinstance(k, Tensor) else k): v for k, v in self.state.items()}
        return {"state": packed_state, "param_groups": packed_groups}

    def load_state_dict(self, state_dict) -> None:
        """Restore options and state saved by `state_dict` onto this optimizer's own tensors."""
        groups = self.param_groups
        saved_groups = deepcopy(state_dict["param_groups"])
        if len(groups) != len(saved_groups):
            raise ValueError("loaded state dict has a different number of parameter groups")
        if any(len(g["params"]) != len(s["params"]) for g, s in zip(groups, saved_groups)):
            raise ValueError("loaded state dict contains a parameter group that doesn't match the size of "
                             "optimizer's group")
        id_map = dict(zip(chain.from_iterable(g["params"] for g in saved_groups),
                          chain.from_iterable(g["params"] for g in groups)))
        state = defaultdict(dict)
        for k, v in state_dict["state"].items():
            if k in id_map:
                param = id_map[k]
                state[param] = _cast_state(param, v)
            else:
                state[k] = v
        for group, saved in zip(groups, saved_groups):
            saved["params"] = group["params"]
            if "param_names" in group and "param_names" not in saved:
                saved["param_names"] = group["param_names"]
        self.state = state
        self.param_groups = saved_groups

    def __repr__(self):
        lines = [self.__class__.__name__ + " ("]
        for i, group in enumerate(self.param_groups):
            lines.append(f"Parameter Group {i}")
            lines.extend(f"    {key}: {group[key]}" for key in sorted(group) if key != "params")
        return "\n".join(lines) + "\n)"


def _cast_state(param, value, key=None):
    """Saved state tensors take the dtype of their parameter, except the step counter."""
    if isinstance(value, Tensor):
        if key != "step" and param.is_floating_point() and value.dtype != param.dtype:
            return value.to(param.dtype)
        return value
    if isinstance(value, dict):
        return {k: _cast_state(param, v, k) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return type(value)(_cast_state(param, v) for v in value)
    return value


# -- helpers for the update rules ----------------------------------------------
def check_lr(lr):
    """The lr checks every PyTorch optimizer starts with."""
    if isinstance(lr, Tensor) and lr.numel() != 1:
        raise ValueError("Tensor lr must be 1-element")
    if not 0.0 <= lr:
        raise ValueError(f"Invalid learning rate: {lr}")


def scalar(value):
    """A hyperparameter as a Python number (options may be given as 1-element tensors)."""
    return value.item() if isinstance(value, Tensor) else value


def values(t):
    """The array an update rule works on. Complex tensors are seen as (real, imag) pairs, as
    PyTorch's optimizers see them through view_as_real: each part gets its own averages."""
    a = t._data
    return a[..., None].view(a.real.dtype) if a.dtype.kind == "c" else a


def grad_array(p, maximize):
    """The gradient the update follows: ascent when maximizing."""
    g = values(p.grad)
    return -g if maximize else g


def new_step():
    """The step counter PyTorch keeps in state: a 0-d tensor of the default float dtype."""
    return scalar_state(0.0)


def count_step(step):
    """step += 1 in place; returns the new count as a Python number."""
    write_(step, step._data + 1)
    return step._data.item()


def zeros_state(p, fill=0.0):
    """A state buffer shaped and typed like the parameter (complex ones filled in both parts)."""
    return Tensor._make(np.full_like(p._data, complex(fill, fill) if p.is_complex() else fill))


def write_(tensor, value):
    """Overwrite a tensor's values in place: same storage and identity, version bumped."""
    values(tensor)[...] = value
    tensor._bump_version()


def lerp(start, end, weight):
    """start + weight * (end - start), evaluated as PyTorch's lerp kernel does for accuracy."""
    if abs(weight) < 0.5:
        return start + weight * (end - start)
    return end - (end - start) * (1 - weight)


def lerp_into(start, end, weight, scratch):
    """start[...] = lerp(start, end, weight) for a Python float weight, in place: the same operations
    (the same bits), with end - start in `scratch` (an array of start's shape and dtype)."""
    np.subtract(end, start, out=scratch)
    if abs(weight) < 0.5:
        scratch *= weight
        start += scratch
    else:
        scratch *= 1 - weight
        np.subtract(end, scratch, out=start)


def check_capturable(group, tensors="params and state_steps", supports_xla=True):
    """capturable=True keeps the step counters on the accelerator for CUDA graphs: PyTorch
    refuses it for CPU tensors when stepping (fused kernels aside), with this assertion
    (naming the optimizer's own state `tensors`)."""
    if group.get("capturable") and not group.get("fused"):
        devices = ["cuda", "xpu", "hpu", "privateuseone"] + (["xla"] if supports_xla else [])
        raise AssertionError(f"If capturable=True, {tensors} must be on supported devices: {devices}.")


def check_betas_eps_wd(betas, eps, weight_decay):
    """The option checks the Adam family shares, in PyTorch's order and words."""
    if not 0.0 <= eps:
        raise ValueError(f"Invalid epsilon value: {eps}")
    if not 0.0 <= betas[0] < 1.0:
        raise ValueError(f"Invalid beta parameter at index 0: {betas[0]}")
    if not 0.0 <= betas[1] < 1.0:
        raise ValueError(f"Invalid beta parameter at index 1: {betas[1]}")
    if not 0.0 <= weight_decay:
        raise ValueError(f"Invalid weight_decay value: {weight_decay}")


def scalar_state(value):
    """A per-parameter scalar PyTorch keeps as a 0-d tensor of the default float dtype
    (NAdam's mu_product, ASGD's eta and mu): its value is rounded to that dtype."""
    return Tensor._make(np.array(value, dtype=dtypes.default_float.numpy))


def _profiled_step(step):
    """An optimizer's step as a profiler range named as PyTorch names it ("Optimizer.step#SGD.step")."""
    @functools.wraps(step)
    def profiled(self, *args, **kwargs):
        if not profiler.recording():
            return step(self, *args, **kwargs)
        with profiler.record_function(f"Optimizer.step#{type(self).__name__}.step"):
            return step(self, *args, **kwargs)
    return profiled


Optimizer.step = _profiled_step(Optimizer.step)
