"""gradtable.library (torch.library): custom ops written in Python.

    @torch.library.custom_op("mylib::scaled_sin", mutates_args=())
    def scaled_sin(x: torch.Tensor, k: float) -> torch.Tensor:
        return x.sin() * k

    def setup_context(ctx, inputs, output):
        x, k = inputs
        ctx.save_for_backward(x)
        ctx.k = k

    def backward(ctx, grad):
        x, = ctx.saved_tensors
        return grad * x.cos() * ctx.k, None

    scaled_sin.register_autograd(backward, setup_context=setup_context)
    y = torch.ops.mylib.scaled_sin(x, 2.0)      # or scaled_sin(x, 2.0)

How the op runs (autograd node, one op to dispatch modes, kernel below autograd) is in
_library/custom_ops.py. Not here: ops defined by schema strings (`Library.define` / `Library.impl`) and
fake tensors (register_fake keeps the function; gradtable never traces).
"""
import contextlib
import sys

from ._library.custom_ops import REGISTRY, CustomNamespace, CustomOpDef

__all__ = ["Library", "custom_op", "register_autograd", "register_fake", "register_kernel"]


def custom_op(name, fn=None, /, *, mutates_args, device_types=None, schema=None):
    """Make a Python function an op named "<namespace>::<name>" (a decorator, or called with fn)."""
    def make(function):
        namespace, op_name = _split(name)
        opdef = CustomOpDef(namespace, op_name, function, mutates_args)
        if device_types is not None:
            opdef.register_kernel(device_types, function)
        REGISTRY.setdefault(namespace, {})[op_name] = opdef
        _publish(namespace)
        for library in _open_libraries:
            if library.ns == namespace:
                library._ops.append(op_name)
        return opdef
    return make if fn is None else make(fn)


def register_autograd(op, backward, /, *, setup_context=None, lib=None):
    """register_autograd on the op named "<namespace>::<name>" (or its CustomOpDef)."""
    _opdef(op).register_autograd(backward, setup_context=setup_context)


def register_fake(op, fn=None, /, *, lib=None, _stacklevel=1):
    """Keep the op's fake (meta) function; usable as a decorator."""
    def register(function):
        return _opdef(op).register_fake(function)
    return register if fn is None else register(fn)


def register_kernel(op, device_types, fn=None, /, *, lib=None):
    """The op's kernel for device_types ("cpu" runs here); usable as a decorator."""
    return _opdef(op).register_kernel(device_types, fn)


class Library:
    """torch.library.Library(ns, kind): the ops a scope defined in a namespace, removed by _destroy()
    (which _scoped_library calls on exit). Defining ops from schema strings is not supported: use
    custom_op."""

    def __init__(self, ns, kind, dispatch_key=""):
        if kind not in ("IMPL", "DEF", "FRAGMENT"):
            raise ValueError("Unsupported kind: ", kind)
        self.ns, self.kind, self.dispatch_key = ns, kind, dispatch_key
        self._ops = []
        _open_libraries.append(self)

    def define(self, schema, alias_analysis="", *, tags=()):
        raise NotImplementedError("gradtable's torch.library defines ops with torch.library.custom_op "
                                  "(a Python function with type annotations), not from schema strings")

    def impl(self, op_name, fn, dispatch_key="", *, with_keyset=False, allow_override=False):
        raise NotImplementedError("gradtable's torch.library implements ops with torch.library.custom_op and "
                                  "register_kernel / register_autograd, not Library.impl")

    def _destroy(self):
        if self in _open_libraries:
            _open_libraries.remove(self)
        ops = REGISTRY.get(self.ns, {})
        for name in self._ops:
            ops.pop(name, None)
        self._ops = []

    def __repr__(self):
        return f"Library(kind={self.kind}, ns={self.ns}, dispatch_key={self.dispatch_key})>"


@contextlib.contextmanager
def _scoped_library(*args, **kwargs):
    """A Library whose ops are removed when the block ends."""
    library = Library(*args, **kwargs)
    try:
        yield library
    finally:
        library._destroy()


_open_libraries = []


def _split(qualname):
    if "::" not in qualname:
        raise ValueError(f"Expected `name` to be of the form \"namespace::name\", got {qualname!r}")
    namespace, name = qualname.split("::", 1)
    if not namespace or not name or "." in name:
        raise ValueError(f"Expected `name` to be of the form \"namespace::name\", got {qualname!r}")
    return namespace, name


def _opdef(op):
    if isinstance(op, CustomOpDef):
        return op
    namespace, name = _split(op if isinstance(op, str) else str(op).replace(".", "::", 1).rsplit(".", 1)[0])
    found = REGISTRY.get(namespace, {}).get(name)
    if found is None:
        raise ValueError(f"register_autograd(op): the op {op!r} was not made by torch.library.custom_op "
                         "(gradtable's torch.library has no other kind of op)")
    return found


def _publish(namespace):
    """torch.ops.<namespace>: made the first time an op of that namespace is defined."""
    ops_module = sys.modules[__name__.rsplit(".", 1)[0] + ".ops"]
    if not isinstance(getattr(ops_module, namespace, None), CustomNamespace):
        setattr(ops_module, namespace, CustomNamespace(namespace))
