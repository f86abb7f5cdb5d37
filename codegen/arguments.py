"""How a generated op takes its arguments in Python: PyTorch's keyword names (a tensor `self` is
`input` in a function), a trailing size list as *varargs, the numbered positions of PyTorch's type
errors, and the spec its overload dispatcher matches calls against."""
from .entry import Entry
from .signature import Signature, varargs_param


def renames_self(sig: Signature) -> bool:
    """Whether PyTorch's Python binding calls this signature's `self` `input`: it does where `self`
    is a Tensor (torch.sum(input=x)); a number `self` keeps its name (torch.pow(self=2, exponent=x)).
    A method binds that argument to the tensor, so only the function form sees the name."""
    return any(p.name == "self" and p.type in ("Tensor", "Tensor?") for p in sig.params)


def python_name_of(sig: Signature, name: str) -> str:
    """The keyword a parameter is given by in Python: `input` for a renamed `self`, else its own."""
    return "input" if name == "self" and renames_self(sig) else name


def _param_text(sig, p):
    name = python_name_of(sig, p.name)
    return name if not p.has_default else f"{name}={p.default!r}"


def python_params(sig: Signature) -> str:
    """The generated function's parameters, with PyTorch's keyword names (python_name_of): the body
    keeps the table's names, so a renamed `self` is bound back (`self = input`) in its first line."""
    parts, star = [], False
    star_name = varargs_param(sig)
    for p in sig.params:
        if p.name == star_name:
            # x.view(2, 3), x.view((2, 3)) and x.view(size=(2, 3)): the values, and the keyword
            parts += [f"*{p.name}_values", f"{p.name}=None"]
            star = True
            continue
        if p.kw_only and not star:
            parts.append("*")
            star = True
        parts.append(_param_text(sig, p))
    return ", ".join(parts)


def tensor_checks(entry: Entry, method: bool = False) -> list[tuple[str, str, int]]:
    """For a `tensors_only` op: (argument, name in the message, position) of each Tensor parameter,
    numbered as PyTorch's argument parser does: the function's `self` is 'input' at position 1; a
    method's is 'self' at position 0, and its other arguments count from 1."""
    if not entry.tensors_only:
        return []
    checks = []
    for position, p in enumerate(entry.signature.params, 0 if method else 1):
        if p.is_tensor:
            label = p.name if method or p.name != "self" else "input"
            checks.append((p.name, label, position))
    return checks


def overload_spec(entry: Entry) -> tuple[tuple[str, str, bool, bool], ...]:
    """(name, type, required, keyword-only) per parameter, for runtime overload selection."""
    sig = entry.signature
    return tuple((python_name_of(sig, p.name), p.type, not p.has_default, p.kw_only) for p in sig.params)
