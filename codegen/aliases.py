"""PyTorch's other names for an op (`aliases:` in derivatives.yaml): `absolute` for abs, `arccos` for
acos, `multiply` for mul. PyTorch's aliases run the op itself (torch.absolute(x).grad_fn is
AbsBackward0), so an alias is the same function object bound under a second name: one line of
generated/ops.py (`absolute = abs`), one Tensor binding, one name in the namespace's list.

Where an alias appears follows the op: a function where the op is one, a method where the op is
one, and `<alias>_` for the op's in-place variant (a method, and a function where the op's in-place
variant is one: torch.arccos_ as torch.acos_). An item `absolute_: method` says otherwise for that
name (PyTorch has Tensor.absolute_ but no torch.absolute_); `linalg.matmul` is a function of
another namespace (torch.linalg.matmul is torch.matmul).
"""
from dataclasses import dataclass

from . import trust
from .entry import Alias, Entry, TableError

#: The prefix a namespace's functions carry in generated/ops.py (linalg_norm is gradtable.linalg.norm).
OPS_PREFIX = {"": "", "nn.functional": "", "linalg": "linalg_", "special": "special_"}


@dataclass(frozen=True)
class Binding:
    """One alias made concrete: `ops.<name> = ops.<target>`, bound as a method and/or exported as a
    function of `namespace`."""
    name: str          # its name in generated/ops.py (`linalg_matmul` for linalg.matmul)
    target: str        # the op's name in generated/ops.py
    method: str | None     # its Tensor method name, or None
    namespace: str | None  # the namespace it is a function of ('' for gradtable), or None


def resolve(entries: list[Entry], inplace_function: dict[str, bool]) -> list[Binding]:
    """Every alias of the table as bindings. inplace_function: each in-place op's name -> whether it is
    exported as a function too (torch.abs_)."""
    groups: dict[str, list[Entry]] = {}
    for e in entries:
        groups.setdefault(e.name, []).append(e)
    taken = set(groups) | set(inplace_function)
    bindings: list[Binding] = []
    for name, group in groups.items():
        aliases = [a for e in group for a in e.aliases]
        if not aliases:
            continue
        first = group[0]
        where_op = tuple(w for w in ("function", "method") if w in first.variants)
        explicit = {a.name for a in aliases if not a.python_module}
        inplace = name + "_" if name + "_" in inplace_function and not first.is_inplace else None
        inplace_where = ("method", "function") if inplace and inplace_function[inplace] else ("method",)

        def bind(alias_name, target, where, namespace, entry=first):
            ops_name = OPS_PREFIX[namespace] + alias_name
            if ops_name in taken:
                raise TableError(entry.path, entry.line, entry.signature.full_name,
                                 f"alias '{alias_name}' is already the name of an op or of another alias")
            taken.add(ops_name)
            bindings.append(Binding(ops_name, target, alias_name if "method" in where else None,
                                    namespace if "function" in where else None))

        for a in aliases:
            if a.python_module:
                bind(a.name, name, ("function",), a.python_module)
            elif a.name.endswith("_"):
                if inplace is None:
                    raise TableError(first.path, first.line, first.signature.full_name,
                                     f"alias '{a.name}' names an in-place variant, but {name} has none "
                                     "(inplace: true)")
                bind(a.name, inplace, a.where or inplace_where, "")
            else:
                bind(a.name, name, a.where or where_op, first.python_module)
                if inplace and a.name + "_" not in explicit:
                    bind(a.name + "_", inplace, inplace_where, "")
    return bindings


#: Namespaces an alias may name before its name (`linalg.matmul`), as python_module does.
ALIAS_NAMESPACES = ("nn.functional", "linalg", "special")


def _where(path, line, label, text):
    """'method', 'function' or 'method, function' -> a tuple of those words."""
    where = tuple(s.strip() for s in str(text).split(",") if s.strip())
    if not where or any(w not in ("function", "method") for w in where):
        raise TableError(path, line, label, "an alias's place is 'method', 'function' or 'method, function'")
    return where


def read_aliases(path, line, label, items):
    """`aliases: [absolute, absolute_: method, linalg.matmul]` -> Alias tuples (codegen/aliases.py
    resolves them against the op's variants)."""
    if not isinstance(items, list) or not items:
        raise TableError(path, line, label, "aliases is a list of names, e.g. [absolute] or [absolute, absolute_: "
                                            "method]")
    aliases = []
    for item in items:
        where = None
        if isinstance(item, dict) and len(item) == 1:
            item, where = next(iter(item.items()))
            where = _where(path, line, label, where)
        if not isinstance(item, str):
            raise TableError(path, line, label, f"alias {item!r} is not a name (a string, or `name: method`)")
        module, _, name = item.rpartition(".")
        if module and module not in ALIAS_NAMESPACES:
            raise TableError(path, line, label, f"alias '{item}': its namespace is one of "
                                                f"{', '.join(ALIAS_NAMESPACES)}")
        if module and where not in (None, ("function",)):
            raise TableError(path, line, label, f"alias '{item}' names a function of gradtable.{module}, not a method")
        trust.check_identifier(path, line, label, "alias", name)
        aliases.append(Alias(name, module, where))
    names = [(a.python_module, a.name) for a in aliases]
    if len(set(names)) != len(names):
        raise TableError(path, line, label, "an alias is listed twice")
    return tuple(aliases)
