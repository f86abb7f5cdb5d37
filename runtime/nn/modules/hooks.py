"""Module hooks: forward (pre-)hooks, backward (pre-)hooks, and the global hooks every module runs.

A module call is forward() wrapped by hooks, in PyTorch's order: global then per-module forward
pre-hooks, forward, global then per-module forward hooks. Full backward hooks see the gradients
with respect to the module's inputs and outputs as one event, although the autograd graph of a
forward can be any number of nodes: as in PyTorch, the tensors going in and coming out are passed
through an identity autograd Function (BackwardHookFunction), whose node gives one place where
all the output gradients arrive (a post-hook on the output node: backward pre-hooks run there)
and one place where all the input gradients leave (a post-hook on the input node: backward hooks
run there, and may replace them).

The global hooks (register_module_forward_hook, ...) are exported from module.py, where PyTorch
has them (torch.nn.modules.module.register_module_forward_hook).
"""
import warnings
from collections import OrderedDict

from ...autograd.function import Function
from ...autograd.grad_mode import is_grad_enabled
from ...autograd.hooks import RemovableHandle, add_hook
from ...core.stacklevel import user_stacklevel
from ...core.tensor import Tensor

_global_backward_pre_hooks: dict = OrderedDict()
_global_backward_hooks: dict = OrderedDict()
_global_forward_pre_hooks: dict = OrderedDict()
_global_forward_hooks: dict = OrderedDict()
_global_forward_hooks_always_called: set = set()
_global_forward_hooks_with_kwargs: set = set()
_global_is_full_backward_hook = None


def register_module_forward_pre_hook(hook) -> RemovableHandle:
    """hook(module, args) before every module's forward (before the module's own pre-hooks)."""
    return add_hook(_global_forward_pre_hooks, hook)


def register_module_forward_hook(hook, *, with_kwargs=False, always_call=False) -> RemovableHandle:
    """hook(module, args, output) after every module's forward (before the module's own hooks)."""
    handle = add_hook(_global_forward_hooks, hook)
    if with_kwargs:
        _global_forward_hooks_with_kwargs.add(handle.id)
    if always_call:
        _global_forward_hooks_always_called.add(handle.id)
    return handle


def _set_global_kind(full):
    global _global_is_full_backward_hook
    if _global_is_full_backward_hook is (not full):
        raise RuntimeError("Cannot use both regular backward hooks and full backward hooks as a global Module hook. "
                           "Please use only one of them.")
    _global_is_full_backward_hook = full


def register_module_backward_hook(hook) -> RemovableHandle:
    """The deprecated non-full form of register_module_full_backward_hook."""
    _set_global_kind(False)
    return add_hook(_global_backward_hooks, hook)


def register_module_full_backward_pre_hook(hook) -> RemovableHandle:
    return add_hook(_global_backward_pre_hooks, hook)


def register_module_full_backward_hook(hook) -> RemovableHandle:
    _set_global_kind(True)
    return add_hook(_global_backward_hooks, hook)


class BackwardHookFunction(Function):
    """Identity on tensors: its node is where a module's backward hooks are attached."""

    @staticmethod
    def forward(ctx, *args):
        ctx.mark_non_differentiable(*[arg for arg in args if not arg.requires_grad])
        return args

    @staticmethod
    def backward(ctx, *args):
        return args


class BackwardHook:
    """The backward hooks of one module call: wraps its inputs and outputs and runs the user's
    hooks with gradients laid out as the arguments were (None where an argument is not a tensor)."""

    def __init__(self, module, user_hooks, user_pre_hooks):
        self.module = module
        self.user_hooks = user_hooks
        self.user_pre_hooks = user_pre_hooks
        self.grad_outputs = None
        self.n_outputs = -1
        self.output_tensors_index = None
        self.n_inputs = -1
        self.input_tensors_index = None

    @staticmethod
    def _pack_with_none(indices, values, size):
        packed = [None] * size
        for i, value in zip(indices, values):
            packed[i] = value
        return tuple(packed)

    def _wrap_tensors(self, on_node, args):
        """Pass the tensors among args through BackwardHookFunction; on_node(its node)."""
        indices = [i for i, arg in enumerate(args) if isinstance(arg, Tensor)]
        tensors = [args[i] for i in indices]
        if not (any(t.requires_grad for t in tensors) and is_grad_enabled()):
            return args, None
        wrapped = BackwardHookFunction.apply(*tensors)
        on_node(next(t.grad_fn for t in wrapped if t.grad_fn is not None))
        new_args = list(args)
        for i, tensor in zip(indices, wrapped):
            new_args[i] = tensor
        return (tuple(new_args) if type(args) is tuple else type(args)(*new_args)), indices

    def setup_input_hook(self, args):
        def on_node(node):
            def hook(grad_inputs, _):
                if self.grad_outputs is None:  # the gradient reached the inputs without passing the outputs
                    return None
                grads = self._pack_with_none(self.input_tensors_index, grad_inputs, self.n_inputs)
                for user_hook in self.user_hooks:
                    out = user_hook(self.module, grads, self.grad_outputs)
                    if out is None:
                        continue
                    if len(out) != len(grads):
                        raise RuntimeError("Backward hook returned an invalid number of grad_input, "
                                           f"got {len(out)}, but expected {len(grads)}")
                    grads = out
                self.grad_outputs = None
                return tuple(grads[i] for i in self.input_tensors_index)
            node.register_hook(hook)

        result, self.input_tensors_index = self._wrap_tensors(on_node, args)
        self.n_inputs = len(args)
        return result

    def setup_output_hook(self, result):
        def on_node(node):
            def hook(_, grad_outputs):
                self.grad_outputs = self._pack_with_none(self.output_tensors_index, grad_outputs, self.n_outputs)
                for pre_hook in self.user_pre_hooks:
                    out = pre_hook(self.module, self.grad_outputs)
                    if out is None:
                        continue
                    if len(out) != len(self.grad_outputs):
                        raise RuntimeError("Backward pre hook returned an invalid number of grad_output, "
                                           f"got {len(out)}, but expected {len(self.grad_outputs)}")
                    self.grad_outputs = out
                local_grad_outputs = self.grad_outputs
                if self.input_tensors_index is None:
                    # No input needs a gradient: the hooks run here, with None for every input.
                    warnings.warn("Full backward hook is firing when gradients are computed with respect to module "
                                  "outputs since no inputs require gradients. See "
                                  "https://docs.pytorch.org/docs/main/generated/torch.nn.Module.html"
                                  "#torch.nn.Module.register_full_backward_hook for more details.",
                                  stacklevel=user_stacklevel())
                    grad_inputs = (None,) * self.n_inputs
                    for user_hook in self.user_hooks:
                        out = user_hook(self.module, grad_inputs, self.grad_outputs)
                        if out is not None and not (isinstance(out, tuple) and all(g is None for g in out)):
                            raise RuntimeError("Backward hook for Modules where no input requires gradient should "
                                               "always return None or None for all gradients.")
                    self.grad_outputs = None
                return tuple(local_grad_outputs[i] for i in self.output_tensors_index)
            node.register_hook(hook)

        is_tuple = isinstance(result, tuple)
        args = result if is_tuple else (result,)
        wrapped, self.output_tensors_index = self._wrap_tensors(on_node, args)
        self.n_outputs = len(args)
        return wrapped if is_tuple else wrapped[0]


class _WrappedHook:
    """A non-full backward hook as a node post-hook: hook(module, grad_input, grad_output)."""

    def __init__(self, hook, module):
        self.hook = hook
        self.module = module

    def __call__(self, grad_inputs, grad_outputs):
        return self.hook(self.module, grad_inputs, grad_outputs)


def _warn_non_full(message):
    warnings.warn(message, FutureWarning, stacklevel=4)


def _check_non_full_hook_use(inputs, result, grad_fn):
    """PyTorch's warnings where a non-full backward hook cannot see what its documentation says."""
    result = (result,) if isinstance(result, Tensor) else result
    if not (isinstance(result, tuple) and all(isinstance(r, Tensor) for r in result)):
        return _warn_non_full("Using non-full backward hooks on a Module that does not return a single Tensor or a "
                              "tuple of Tensors is deprecated and will be removed in future versions. This hook will "
                              "be missing some of the grad_output. Please use register_full_backward_hook to get "
                              "the documented behavior.")
    inputs = (inputs,) if isinstance(inputs, Tensor) else inputs
    if not (isinstance(inputs, tuple) and all(isinstance(i, Tensor) for i in inputs)):
        return _warn_non_full("Using non-full backward hooks on a Module that does not take as input a single Tensor "
                              "or a tuple of Tensors is deprecated and will be removed in future versions. This hook "
                              "will be missing some of the grad_input. Please use register_full_backward_hook to get "
                              "the documented behavior.")
    out_nodes = {r.grad_fn for r in result if r.grad_fn is not None}
    if not out_nodes or (len(out_nodes) == 1 and grad_fn not in out_nodes):
        return _warn_non_full("Using a non-full backward hook when outputs are nested in python data structure is "
                              "deprecated and will be removed in future versions. This hook will be missing some "
                              "grad_output.")
    if len(out_nodes) > 1:
        return _warn_non_full("Using a non-full backward hook when outputs are generated by different autograd Nodes "
                              "is deprecated and will be removed in future versions. This hook will be missing some "
                              "grad_output. Please use register_full_backward_hook to get the documented behavior.")
    if {i.grad_fn for i in inputs if i.grad_fn is not None} != {edge[0] for edge in grad_fn.next_functions}:
        _warn_non_full("Using a non-full backward hook when the forward contains multiple autograd Nodes is "
                       "deprecated and will be removed in future versions. This hook will be missing some "
                       "grad_input. Please use register_full_backward_hook to get the documented behavior.")
    return None


def _run_forward_hook(module, hook_id, hook, args, kwargs, result):
    if hook_id in module._forward_hooks_with_kwargs or hook_id in _global_forward_hooks_with_kwargs:
        return hook(module, args, kwargs, result)
    return hook(module, args, result)


class _HooksMixin:
    """Module's hook registration and __call__ (forward wrapped by the hooks)."""

    def register_forward_pre_hook(self, hook, *, prepend=False, with_kwargs=False) -> RemovableHandle:
        """hook(module, args) -> None or new args, run before forward.
        with_kwargs=True: hook(module, args, kwargs) -> None or (new_args, new_kwargs)."""
        handle = add_hook(self._forward_pre_hooks, hook)
        if with_kwargs:
            self._forward_pre_hooks_with_kwargs.add(handle.id)
        if prepend:
            self._forward_pre_hooks.move_to_end(handle.id, last=False)
        return handle

    def register_forward_hook(self, hook, *, prepend=False, with_kwargs=False, always_call=False) -> RemovableHandle:
        """hook(module, args, output) -> None or a replacement output, run after forward.
        with_kwargs=True: hook(module, args, kwargs, output). always_call: also when forward raised."""
        handle = add_hook(self._forward_hooks, hook)
        if with_kwargs:
            self._forward_hooks_with_kwargs.add(handle.id)
        if always_call:
            self._forward_hooks_always_called.add(handle.id)
        if prepend:
            self._forward_hooks.move_to_end(handle.id, last=False)
        return handle

    def register_full_backward_pre_hook(self, hook, prepend=False) -> RemovableHandle:
        """hook(module, grad_output) -> None or a new grad_output, run when the gradients with
        respect to the module's outputs are known."""
        handle = add_hook(self._backward_pre_hooks, hook)
        if prepend:
            self._backward_pre_hooks.move_to_end(handle.id, last=False)
        return handle

    def _set_backward_kind(self, full):
        if self._is_full_backward_hook is (not full):
            raise RuntimeError("Cannot use both regular backward hooks and full backward hooks on a single Module. "
                               "Please use only one of them.")
        self._is_full_backward_hook = full

    def register_full_backward_hook(self, hook, prepend=False) -> RemovableHandle:
        """hook(module, grad_input, grad_output) -> None or a new grad_input, run when the gradients
        with respect to the module's inputs are computed (None for inputs that need none)."""
        self._set_backward_kind(True)
        handle = add_hook(self._backward_hooks, hook)
        if prepend:
            self._backward_hooks.move_to_end(handle.id, last=False)
        return handle

    def register_backward_hook(self, hook) -> RemovableHandle:
        """Deprecated: the hook goes on the grad_fn of the first output, so it sees only that node's
        gradients (PyTorch warns when those are not the module's)."""
        self._set_backward_kind(False)
        return add_hook(self._backward_hooks, hook)

    def _get_backward_hooks(self):
        full, non_full = [], []
        if _global_is_full_backward_hook is True:
            full += _global_backward_hooks.values()
        if self._is_full_backward_hook is True:
            full += self._backward_hooks.values()
        if _global_is_full_backward_hook is False:
            non_full += _global_backward_hooks.values()
        if self._is_full_backward_hook is False:
            non_full += self._backward_hooks.values()
        return full, non_full

    def __call__(self, *args, **kwargs):
        if not (self._backward_hooks or self._backward_pre_hooks or self._forward_hooks or self._forward_pre_hooks
                or _global_backward_pre_hooks or _global_backward_hooks or _global_forward_hooks
                or _global_forward_pre_hooks):
            return self.forward(*args, **kwargs)
        called = set()  # the always_call hooks that ran before an exception
        state = {"args": args, "kwargs": kwargs, "result": None}
        try:
            return self._call_with_hooks(state, called)
        except Exception:
            self._run_always_called_hooks(state, called)
            raise

    def _call_with_hooks(self, state, called):
        args, kwargs = state["args"], state["kwargs"]
        backward_pre_hooks = [*_global_backward_pre_hooks.values(), *self._backward_pre_hooks.values()]
        full_hooks, non_full_hooks = self._get_backward_hooks()
        for hook_id, hook in (*_global_forward_pre_hooks.items(), *self._forward_pre_hooks.items()):
            if hook_id in self._forward_pre_hooks_with_kwargs:
                hook_result = hook(self, args, kwargs)
                if hook_result is not None:
                    if not (isinstance(hook_result, tuple) and len(hook_result) == 2):
                        raise RuntimeError("forward pre-hook must return None or a tuple of (new_args, new_kwargs), "
                                           f"but got {hook_result}.")
                    args, kwargs = hook_result
            else:
                hook_result = hook(self, args)
                if hook_result is not None:
                    args = hook_result if isinstance(hook_result, tuple) else (hook_result,)
            state["args"], state["kwargs"] = args, kwargs
        bw_hook = None
        if full_hooks or backward_pre_hooks:
            bw_hook = BackwardHook(self, full_hooks, backward_pre_hooks)
            args = bw_hook.setup_input_hook(args)
            state["args"] = args
        result = self.forward(*args, **kwargs)
        state["result"] = result
        for hook_id, hook in (*_global_forward_hooks.items(), *self._forward_hooks.items()):
            if hook_id in self._forward_hooks_always_called or hook_id in _global_forward_hooks_always_called:
                called.add(hook_id)
            hook_result = _run_forward_hook(self, hook_id, hook, args, kwargs, result)
            if hook_result is not None:
                result = state["result"] = hook_result
        if bw_hook is not None:
            if not isinstance(result, (Tensor, tuple)):
                warnings.warn("For backward hooks to be called, module output should be a Tensor or a tuple of "
                              f"Tensors but received {type(result)}", stacklevel=3)
            result = bw_hook.setup_output_hook(result)
        if non_full_hooks:
            first = result
            while not isinstance(first, Tensor):
                if isinstance(first, dict):
                    first = next(v for v in first.values() if isinstance(v, Tensor))
                else:
                    first = first[0]
            if first.grad_fn is not None:
                for hook in non_full_hooks:
                    first.grad_fn.register_hook(_WrappedHook(hook, self))
                _check_non_full_hook_use(args, result, first.grad_fn)
        return result

    def _run_always_called_hooks(self, state, called):
        """After forward (or a hook) raised: the always_call forward hooks that have not run yet;
        their own exceptions become warnings, so the first error is the one raised."""
        args, kwargs = state["args"], state["kwargs"]
        for hooks, always, label in ((_global_forward_hooks, _global_forward_hooks_always_called, "global module"),
                                     (self._forward_hooks, self._forward_hooks_always_called, "module")):
            for hook_id, hook in list(hooks.items()):
                if hook_id not in always or hook_id in called:
                    continue
                try:
                    if label == "module":
                        hook_result = _run_forward_hook(self, hook_id, hook, args, kwargs, state["result"])
                    else:
                        hook_result = hook(self, args, state["result"])
                    if hook_result is not None:
                        state["result"] = hook_result
                except Exception as e:
                    warnings.warn(f"{label} forward hook with ``always_call=True`` raised an exception that was "
                                  f"silenced as another error was raised in forward: {str(e)}", stacklevel=3)
