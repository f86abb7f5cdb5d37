"""PyTorch's deprecated argument orders (`deprecated:` in derivatives.yaml): `torch.add(x, 2, y)` is
add(x, y, alpha=2), `x.addcmul_(0.5, a, b)` is x.addcmul_(a, b, value=0.5). PyTorch still accepts them,
with one UserWarning per process (its parser warns once for all of them), and so do the generated ops:
a call with more positional arguments than the op's signature takes is matched against these orders.
"""
from .entry import TableError
from .signature import SignatureError, parse_signature


def read_deprecated(path, line, label, signature, items):
    """`deprecated: ['add(Tensor self, Scalar alpha, Tensor other)']`: the op's own parameters in
    another order, with more of them positional (PyTorch's deprecated.yaml)."""
    if not isinstance(items, list) or not all(isinstance(i, str) for i in items) or not items:
        raise TableError(path, line, label, "deprecated is a list of signatures, e.g. "
                                            "['add(Tensor self, Scalar alpha, Tensor other)']")
    own = {p.name: p for p in signature.params}
    positional = sum(1 for p in signature.params if not p.kw_only)
    parsed = []
    for text in items:
        try:
            sig = parse_signature(text if "->" in text else text + " -> Tensor")
        except SignatureError as err:
            raise TableError(path, line, label, f"deprecated signature {text!r}: {err}") from None
        if sig.name != signature.name:
            raise TableError(path, line, label, f"deprecated signature {text!r} is not one of {signature.name}")
        for p in sig.params:
            if p.name not in own or own[p.name].type != p.type:
                raise TableError(path, line, label, f"deprecated signature {text!r}: '{p.type} {p.name}' is not a "
                                                    f"parameter of {signature.full_name}")
            if p.kw_only:
                raise TableError(path, line, label, f"deprecated signature {text!r}: its parameters are all "
                                                    "positional (PyTorch's deprecated orders are)")
        missing = [n for n, p in own.items() if not p.has_default and n not in {q.name for q in sig.params}]
        if missing or len(sig.params) <= positional:
            raise TableError(path, line, label, f"deprecated signature {text!r} must take every required parameter "
                                                f"and more positional ones than {signature.full_name}")
        parsed.append(sig)
    return tuple(parsed)


def deprecated_orders(entry, name):
    """Python source of the op_support.DeprecatedOrders an op with `deprecated:` orders is generated
    with (name: the op's public name, add or add_): its own parameters (name, type, keyword-only,
    default), from which the warning's texts are made, and each order's parameter names."""
    params = "".join(f"\n    {(p.name, p.type.rstrip('?'), p.kw_only, repr(p.default) if p.has_default else None)!r},"
                     for p in entry.signature.params)
    orders = "".join(f"\n    {tuple(p.name for p in order.params)!r}," for order in entry.deprecated)
    return f"DeprecatedOrders({name!r}, ({params}\n), ({orders}\n))"
