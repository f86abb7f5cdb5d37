"""Parse the typed signatures of derivatives.yaml (`mul(Tensor self, Tensor other) -> Tensor`)."""
import ast
import re
from dataclasses import dataclass

NO_DEFAULT = object()

#: Argument types the table may use, and what Python values they accept.
TYPES = {
    "Tensor", "Tensor?", "Tensor[]", "Scalar", "Scalar?", "int", "int?", "int[]", "int[]?", "bool", "bool?",
    "float", "float?", "str", "str?", "ScalarType", "ScalarType?", "Index", "Scalar[]",
    "MemoryFormat?", "float[]?", "bool[]",
}

#: PyTorch's SymInt spellings: the same Python values as int, int? and int[]. The table writes them where
#: PyTorch's schema does for a view op's arguments, which Tensor._view_func shows to its symint visitor.
_SYMINT = re.compile(r"^SymInt(\[\]|\?)?$")


class SignatureError(ValueError):
    pass


@dataclass(frozen=True)
class Param:
    name: str
    type: str
    default: object = NO_DEFAULT
    kw_only: bool = False
    alias: str | None = None # PyTorch's alias annotation: `Tensor(a) self` -> "a"
    mutated: bool = False   # `Tensor(a!) self`: the op writes into this argument
    symint: bool = False    # written SymInt / SymInt? / SymInt[] (type says int / int? / int[])

    @property
    def is_tensor(self):
        return self.type in ("Tensor", "Tensor?")

    @property
    def is_tensor_list(self):
        return self.type == "Tensor[]"

    @property
    def has_default(self):
        return self.default is not NO_DEFAULT


@dataclass(frozen=True)
class Return:
    name: str
    type: str
    alias: str | None = None # `-> Tensor(a)`: the result shares memory with the input annotated (a)


@dataclass(frozen=True)
class Signature:
    text: str
    name: str        # base name: "sum"
    overload: str    # "dim_IntList", or "" for the default overload
    params: tuple
    returns: tuple

    @property
    def full_name(self):
        return f"{self.name}.{self.overload}" if self.overload else self.name

    @property
    def unnamed_returns(self):
        """`-> (Tensor, Tensor)`: several results without names (PyTorch returns a plain tuple)."""
        return len(self.returns) > 1 and all(r.name == f"result{i}" for i, r in enumerate(self.returns))

    @property
    def returns_list(self):
        return len(self.returns) == 1 and self.returns[0].type == "Tensor[]"

    @property
    def view_of(self):
        """The input a view op's results alias (`Tensor(a) self -> Tensor(a)`), or None."""
        aliases = {r.alias for r in self.returns if r.alias}
        for p in self.params:
            if p.alias in aliases and not p.mutated:
                return p
        return None

    @property
    def mutated(self):
        """The argument an in-place op writes into (`Tensor(a!) self`), or None."""
        for p in self.params:
            if p.mutated:
                return p
        return None

    def param(self, name):
        for p in self.params:
            if p.name == name:
                return p
        return None


_HEAD = re.compile(r"^\s*([A-Za-z_][A-Za-z0-9_]*)(?:\.([A-Za-z0-9_]+))?\s*\((.*)\)\s*->\s*(.+?)\s*$")
_PARAM = re.compile(r"^([A-Za-z]+(?:\[\d*\])?\??)\s+([A-Za-z_][A-Za-z0-9_]*)(?:\s*=\s*(.+))?$")
#: `Tensor(a)`, `Tensor(a!)`, `Tensor(a -> *)` (an input whose views are a list), `Tensor(a)[]`.
_ALIAS = re.compile(r"^Tensor\(\s*([a-z])\s*(!?)\s*(?:->\s*\*\s*)?\)")


def _strip_alias(text):
    """`Tensor(a!)? x` -> ("Tensor? x", "a", True): the annotation is read, the type is plain."""
    m = _ALIAS.match(text)
    if not m:
        return text, None, False
    return "Tensor" + text[m.end():], m.group(1), bool(m.group(2))


def _split_top(text):
    """Split on commas that are not inside brackets or quotes."""
    parts, depth, cur, quote = [], 0, "", None
    for ch in text:
        if quote:
            cur += ch
            if ch == quote:
                quote = None
            continue
        if ch in "\"'":
            quote = ch
        elif ch in "([":
            depth += 1
        elif ch in ")]":
            depth -= 1
        if ch == "," and depth == 0:
            parts.append(cur.strip())
            cur = ""
        else:
            cur += ch
    if cur.strip():
        parts.append(cur.strip())
    return parts


def _parse_default(text):
    text = text.strip()
    try:
        value = ast.literal_eval(text)
    except (ValueError, SyntaxError):
        raise SignatureError(f"default value {text!r} is not a Python literal "
                             "(None, True, 1, 0.5, 'mean', [0, 1])") from None
    return tuple(value) if isinstance(value, list) else value


def parse_signature(text):
    m = _HEAD.match(text)
    if not m:
        raise SignatureError(f"signature {text!r} is not of the form 'name(Type arg, ...) -> Type'")
    name, overload, params_text, returns_text = m.groups()
    params, kw_only, seen = [], False, set()
    for part in _split_top(params_text):
        if part == "*":
            kw_only = True
            continue
        plain, alias, mutated = _strip_alias(part)
        pm = _PARAM.match(plain)
        if not pm:
            raise SignatureError(f"argument {part!r} is not of the form 'Type name' or 'Type name=default'")
        ptype, pname, default = pm.groups()
        ptype = re.sub(r"\[\d+\]", "[]", ptype)   # int[1] -> int[]
        symint = bool(_SYMINT.match(ptype))
        if symint:
            ptype = "int" + ptype[len("SymInt"):]
        if ptype not in TYPES:
            raise SignatureError(f"argument {pname!r} has unknown type {ptype!r}; "
                                 f"known types: {', '.join(sorted(TYPES))}")
        if pname in seen:
            raise SignatureError(f"argument {pname!r} appears twice")
        seen.add(pname)
        if alias and ptype != "Tensor":
            raise SignatureError(f"argument {pname!r}: only a Tensor can carry an alias annotation like Tensor(a)")
        params.append(Param(pname, ptype, _parse_default(default) if default is not None else NO_DEFAULT, kw_only,
                            alias, mutated, symint))
    returns = _parse_returns(returns_text)
    known = {p.alias for p in params if p.alias}
    for r in returns:
        if r.alias and r.alias not in known:
            raise SignatureError(f"return {r.type}({r.alias}) aliases no argument: annotate the input it views, "
                                 f"e.g. Tensor({r.alias}) self")
    return Signature(text.strip(), name, overload or "", tuple(params), returns)


def _parse_returns(text):
    text = text.strip()
    if text.startswith("("):
        if not text.endswith(")"):
            raise SignatureError(f"returns {text!r}: unbalanced parentheses")
        items = _split_top(text[1:-1])
        if not items:  # `-> ()`: an op must return something for its Backward node to connect to
            raise SignatureError(f"returns {text!r}: an op returns at least one Tensor")
    else:
        items = [text]
    returns = []
    for i, item in enumerate(items):
        item, alias, _ = _strip_alias(item)
        bits = item.split()
        if len(bits) == 1:
            rtype, rname = bits[0], ("result" if len(items) == 1 else f"result{i}")
        elif len(bits) == 2:
            rtype, rname = bits
        else:
            raise SignatureError(f"return {item!r} is not of the form 'Type' or 'Type name'")
        if rtype not in ("Tensor", "Tensor[]"):
            raise SignatureError(f"return type {rtype!r} is not supported (Tensor or Tensor[])")
        returns.append(Return(rname, rtype, alias))
    return tuple(returns)


def varargs_param(sig):
    """`view(Tensor self, int[] size)` is called as x.view(2, 3) too: such a trailing size
    list becomes *size in Python, as PyTorch's argument parser allows."""
    positional = [p for p in sig.params if not p.kw_only]
    if positional and positional[-1].type == "int[]" and not positional[-1].has_default \
            and positional[-1].name in ("size", "shape", "dims", "repeats"):
        return positional[-1].name
    return None
