"""How a generated op takes its arguments in Python: PyTorch's keyword names (a tensor `self` is
`input` in a function), NumPy's names for some of them (axis, keepdims), a trailing size list as
*varargs, PyTorch's deprecated argument orders (as *deprecated), the numbered positions of PyTorch's
type errors, and the spec its overload dispatcher matches calls against."""
from collections.abc import Sequence

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


#: NumPy's names PyTorch's argument parser takes for its own where a call does not use those
#: (python_arg_parser.cpp): x.sum(axis=1, keepdims=True). (It also takes x, a or x1 for input and x2
#: for other, which the generated ops do not.)
NUMPY_NAMES = {"dim": "axis", "keepdim": "keepdims"}


def numpy_names(entry: Entry, overloaded: bool) -> list[tuple[str, str, str, tuple[str, ...]]]:
    """(parameter, its NumPy name, its default as Python source or "ABSENT", the required parameters
    after it) for each parameter the generated function also takes by NumPy's name. An overloaded
    op's dispatcher renames them instead (op_support.call_overload); ops marked `numpy_names: false`
    are Python functions in PyTorch (torch.norm, nn.functional.softmax), which take only their own names.
    A required parameter (cumsum's dim) and the required ones after it (unflatten's sizes) default to
    ABSENT, so that the NumPy name may stand for it: the generated code then checks that each was given."""
    sig = entry.signature
    if overloaded or not entry.numpy_names:
        return []
    positional = [p for p in sig.params if not p.kw_only]
    found = []
    for p in sig.params:
        alias = NUMPY_NAMES.get(p.name)
        if alias is None or sig.param(alias) is not None or p.name == varargs_param(sig):
            continue
        later: tuple[str, ...] = ()
        if not p.has_default:
            if p.kw_only:
                continue
            later = tuple(q.name for q in positional[positional.index(p) + 1:] if not q.has_default)
            if varargs_param(sig) in later:
                continue
        found.append((p.name, alias, repr(p.default) if p.has_default else "ABSENT", later))
    return found


def numpy_lines(op: str, numpy: Sequence[tuple[str, str, str, tuple[str, ...]]]) -> list[tuple[str, str]]:
    """(condition, assignment) lines that take each numpy_names parameter from its NumPy name when given
    (op_support.numpy_keyword, which also says which required arguments are missing)."""
    lines = []
    for name, alias, default, later in numpy:
        required = (name, *later) if default == "ABSENT" else ()
        condition = " or ".join([f"{alias} is not ABSENT"] + [f"{n} is ABSENT" for n in required])
        rest = ", (" + ", ".join(f'("{n}", {n})' for n in later) + ",)" if later else ""
        lines.append((condition, f'{name} = numpy_keyword("{op}", "{name}", {name}, {default}, {alias}{rest})'))
    return lines


def python_params(sig: Signature, numpy: Sequence[tuple[str, str, str, tuple[str, ...]]] = (),
                  deprecated: bool = False, out: bool = False) -> str:
    """The generated function's parameters, with PyTorch's keyword names (python_name_of): the body
    keeps the table's names, so a renamed `self` is bound back (`self = input`) in its first line.
    numpy (numpy_names): the parameters also taken by NumPy's name, keyword-only at the end (a
    required one defaults to ABSENT, so that the NumPy name may stand for it); deprecated: the op
    has deprecated argument orders, whose extra positional arguments *deprecated collects; out: the
    function also takes PyTorch's keyword-only out= (runtime/ops/out_argument.py)."""
    parts, star = [], False
    star_name = varargs_param(sig)
    absent = {n for name, _, default, later in numpy if default == "ABSENT" for n in (name, *later)}
    for p in sig.params:
        if p.name == star_name:
            # x.view(2, 3), x.view((2, 3)) and x.view(size=(2, 3)): the values, and the keyword
            parts += [f"*{p.name}_values", f"{p.name}=None"]
            star = True
            continue
        if p.kw_only and not star:
            parts.append("*deprecated" if deprecated else "*")
            star = True
        parts.append(f"{python_name_of(sig, p.name)}=ABSENT" if p.name in absent else _param_text(sig, p))
    if deprecated and not star:
        parts.append("*deprecated")
        star = True
    if (numpy or out) and not star:
        parts.append("*")
    parts += [f"{alias}=ABSENT" for _, alias, _, _ in numpy]
    if out:
        parts.append("out=None")
    return ", ".join(parts)


#: Functions whose first argument may still be a Python number, though PyTorch's refuses it: the backward
#: formulas of mul, div and lerp apply conj to an operand that may be a number (x * 2.5 keeps the 2.5).
#: Anything else that is not a tensor is refused as elsewhere.
NUMBER_OPERAND_OPS = {"conj"}


def tensor_checks(entry: Entry, method: bool = False) -> list[tuple[str, str, int]]:
    """For a `tensors_only` op: (argument, name in the message, position) of each Tensor parameter,
    numbered as PyTorch's argument parser does: the function's `self` is 'input' at position 1; a
    method's is 'self' at position 0, and its other arguments count from 1. Any other function whose
    first parameter is a Tensor, and whose other tensor parameters are optional, checks the first
    (`torch.exp(0.5)` is PyTorch's TypeError: no overload of such an op takes a number there); its
    method needs no check (self is a tensor)."""
    params = entry.signature.params
    if entry.tensors_only:
        checked = [(position, p) for position, p in enumerate(params, 0 if method else 1) if p.is_tensor]
    elif not method and params and params[0].type == "Tensor" and all(
            "Tensor" not in p.type or p.type == "Tensor?" for p in params[1:]):
        checked = [(1, params[0])]
    else:
        return []
    return [(p.name, p.name if method or p.name != "self" else "input", position) for position, p in checked]


def overload_spec(entry: Entry) -> tuple[tuple[str, str, bool, bool], ...]:
    """(name, type, required, keyword-only) per parameter, for runtime overload selection."""
    sig = entry.signature
    return tuple((python_name_of(sig, p.name), p.type, not p.has_default, p.kw_only) for p in sig.params)
