"""gradtable.compile and torch.compiler's questions.

PyTorch's compiler traces Python into graphs and generates kernels. gradtable runs every op eagerly in
NumPy: there is nothing to compile, so `compile` returns the model or function itself (not PyTorch's
OptimizedModule wrapper: the state_dict keys and repr stay the model's own)."""


def compile(model=None, *, fullgraph=False, dynamic=None, backend="inductor", mode=None, options=None,
            disable=False):
    """torch.compile: returns `model` unchanged (nothing to compile); without a model, a decorator that
    does the same (`@torch.compile(mode="max-autotune")`)."""
    if model is None:
        return lambda fn: fn
    return model


def is_compiling():
    return False


def disable(fn=None, recursive=True, *, reason=None):
    """torch.compiler.disable: nothing is compiled, so nothing to exclude."""
    if fn is None:
        return lambda f: f
    return fn


def reset():
    """torch.compiler.reset: no compile caches to clear."""
