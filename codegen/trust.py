"""What a table may contain: the table is code that other people write, so the generator vouches
for every name it emits before anything is written, and refuses the rest with the file, the line and
the entry (TableError), as it does for formulas.

- Names: an op or argument named after a Python keyword (`lambda`, `class`) or dunder would write a
  generated module that does not parse; an op named like a hand-written name of the namespace it
  lands in (`gradtable.tensor`, `nn.functional.relu`, `Tensor.backward`) would silently replace it.
- `numpy:` forwards: every attribute is checked against what exists, without running anything
  from the table: `np.<name>` and `math.<name>` must exist, `<kernel module>.<name>` must be a public
  function of that module (read with ast), any other `.name` must be a public attribute of a NumPy
  array, dtype or scalar; no private or dunder attribute anywhere (`np.__builtins__` is how an expression would
  reach `__import__`), and only the small set of pure builtins in FORWARD_BUILTINS.
- Calls in formulas (backward and forward) to the table's ops and to formula helpers must fit a
  signature: `mul(grad)` or `mul(grad, other, bogus=1)` fail here, not when a backward runs.
"""
import ast
import keyword
import math

import numpy as np

from .entry import Entry, TableError
from .runtime_modules import KERNEL_MODULES


def check_identifier(path, line, label, what, name):
    """An op or argument name the generated Python can use as it is."""
    if not name.isidentifier() or keyword.iskeyword(name) or name.startswith("__"):
        raise TableError(path, line, label, f"{what} '{name}' cannot be a Python name in the generated code "
                                            "(a keyword, a dunder or not an identifier)")


def alias_names(entry: Entry, place: str) -> list[str]:
    """The names an entry's aliases may take in a namespace ('Tensor' or a function namespace), for the
    clash checks of codegen/trust.py (every possible place, whatever the op's variants)."""
    if place == "Tensor":
        names = [a.name for a in entry.aliases if not a.python_module]
        return names + [n + "_" for n in names if not n.endswith("_")]
    return [a.name for a in entry.aliases if (a.python_module or entry.python_module or "torch") == place]


def _names_in(entry, place):
    """The names an entry binds in one namespace: its function, or on Tensor its method, its in-place
    method and its operators."""
    if place != "Tensor":
        own = [entry.name] if place == (entry.python_module or "torch") else []
        return own + alias_names(entry, place)
    return ([entry.name] + ([entry.name + "_"] if entry.inplace_method else []) + list(entry.operators)
            + alias_names(entry, place))


def check_namespace_clashes(entries, reserved, gradtable_names=None):
    """reserved: namespace ('torch', 'nn.functional', 'Tensor', ...) -> hand-written names there.
    gradtable_names (a user table): namespace -> the names gradtable's own table binds there; a user
    op may take one of those only when its entry says `overrides: true` (its method then replaces
    gradtable's), and never a hand-written name. A user table's functions are checked against
    gradtable's ('torch'), the namespace they mirror."""
    for e in entries:
        places = []
        if "function" in e.variants:
            places.append(e.python_module or "torch")
        if "method" in e.variants or e.inplace_method or e.aliases:
            places.append("Tensor")
        places += [a.python_module for a in e.aliases if a.python_module and a.python_module not in places]
        for place in places:
            where = "gradtable" if place == "torch" else ("gradtable.Tensor" if place == "Tensor"
                                                           else f"gradtable.{place}")
            for name in _names_in(e, place):
                if name in reserved.get(place, ()):
                    raise TableError(e.path, e.line, e.signature.full_name,
                                     f"op '{e.name}' would replace the hand-written {where}.{name}: rename the op")
                if gradtable_names is not None and name in gradtable_names.get(place, ()) and not e.overrides:
                    raise TableError(e.path, e.line, e.signature.full_name,
                                     f"op '{e.name}' clashes with gradtable's own {where}.{name}: rename the op, or "
                                     "add 'overrides: true' to the entry to replace it")


#: Attributes an expression's value may have in a forward: those of NumPy arrays, dtypes and scalars.
ARRAY_ATTRIBUTES = frozenset(n for t in (np.ndarray, np.dtype, np.generic) for n in dir(t) if not n.startswith("_"))


def _attribute_chain(node):
    """np.linalg.norm -> ['np', 'linalg', 'norm'], or None when the chain does not start at a name."""
    parts = []
    while isinstance(node, ast.Attribute):
        parts.append(node.attr)
        node = node.value
    if isinstance(node, ast.Name):
        return [node.id] + parts[::-1]
    return None


def check_numpy_forward(path, line, label, tree, params, kernel_functions):
    """Every attribute of a `numpy:` forward exists and is public (see the module docstring).
    kernel_functions: kernel module short name -> its public function names (None: not checked)."""
    attributes = [node for node in ast.walk(tree) if isinstance(node, ast.Attribute)]
    for node in attributes:  # (first: the most telling error for `np.__builtins__[...]`)
        if node.attr.startswith("_"):
            raise TableError(path, line, label, f"numpy forward uses the private attribute '.{node.attr}' "
                                                "(only public NumPy, math and kernel names are allowed)")
    for node in attributes:
        chain = _attribute_chain(node)
        if chain and chain[0] in ("np", "math") and chain[0] not in params:
            target = np if chain[0] == "np" else math
            for i, part in enumerate(chain[1:], 1):
                if not hasattr(target, part):
                    raise TableError(path, line, label, f"numpy forward uses '{'.'.join(chain[:i + 1])}', "
                                                        f"which does not exist")
                target = getattr(target, part)
                if not isinstance(target, type(np)):  # stop at the first non-module (np.float32.max)
                    break
        elif chain and chain[0] in (KERNEL_MODULES if kernel_functions is None else kernel_functions) \
                and chain[0] not in params:
            if kernel_functions is not None and chain[1] not in kernel_functions.get(chain[0], ()):
                raise TableError(path, line, label, f"numpy forward calls {chain[0]}.{chain[1]}, which that "
                                                    f"kernel module does not define")
        elif node.attr not in ARRAY_ATTRIBUTES:
            raise TableError(path, line, label, f"numpy forward uses '.{node.attr}', which is not an attribute "
                                                "of a NumPy array, dtype or scalar")


def _accepts(spec, n_positional, keywords):
    """Whether a call with that many positional arguments and those keywords fits spec =
    (parameter names, number required, takes *args, takes **kwargs)."""
    names, required, varargs, varkw = spec
    if n_positional > len(names) and not varargs:
        return False
    given = set(names[:n_positional]) | set(keywords)
    if any(k not in names for k in keywords) and not varkw:
        return False
    if any(k in names[:n_positional] for k in keywords):
        return False  # given twice
    return all(n in given for n in names[:required]) or varargs


def check_formula_calls(entries, helper_specs):
    """Each call of a table op or a formula helper in a formula fits one of its signatures."""
    specs = {}
    for e in entries:
        params = [p.name for p in e.signature.params]
        required = sum(1 for p in e.signature.params if not p.has_default)
        # (a table op's Python wrapper takes its keyword-only arguments by keyword; positional is accepted
        # by formulas for the leading ones, which is all the count below allows)
        specs.setdefault(e.name, []).append((params, required, False, False))
    for name, spec in helper_specs.items():
        specs.setdefault(name, []).append(spec)
    for e in entries:
        for f in list(e.formulas) + [g for g in e.forward if g.tree is not None]:
            for node in ast.walk(f.tree):
                if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in specs):
                    continue
                if any(isinstance(a, ast.Starred) for a in node.args) or any(k.arg is None for k in node.keywords):
                    continue  # *args / **kwargs: the count is not known here
                keywords = [k.arg for k in node.keywords]
                if not any(_accepts(s, len(node.args), keywords) for s in specs[node.func.id]):
                    shown = ast.unparse(node)
                    signatures = " or ".join(f"{node.func.id}({', '.join(s[0])})" for s in specs[node.func.id])
                    raise TableError(e.path, f.line, e.signature.full_name,
                                     f"formula calls {shown}, which does not fit {signatures}")


def function_specs(tree):
    """Top-level public functions of a module's ast -> (parameter names, required, *args, **kwargs)."""
    specs = {}
    for node in tree.body:
        if isinstance(node, ast.FunctionDef) and not node.name.startswith("_"):
            a = node.args
            names = [x.arg for x in a.posonlyargs + a.args] + [x.arg for x in a.kwonlyargs]
            required = len(a.posonlyargs) + len(a.args) - len(a.defaults)
            specs[node.name] = (names, required, a.vararg is not None, a.kwarg is not None)
    return specs


def public_names(tree):
    """A kernel module's public top-level functions and constants (what a forward may call on it)."""
    return set(function_specs(tree)) | {t.id for n in tree.body if isinstance(n, ast.Assign) for t in n.targets
                                        if isinstance(t, ast.Name) and not t.id.startswith("_")}


def hand_written_names(tree):
    """Names a hand-written module binds at its top level (imports, defs, classes, assignments)."""
    names = set()
    for node in tree.body:
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            names.update((a.asname or a.name).split(".")[0] for a in node.names)
        elif isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            names.add(node.name)
        elif isinstance(node, ast.Assign):
            names.update(t.id for t in node.targets if isinstance(t, ast.Name))
    return names
