"""Load derivatives.yaml and check every entry; errors name the file, line and entry.

PyYAML's safe composer gives us nodes with line numbers; values are read from
the nodes, never evaluated. Formulas are parsed with `ast` and checked for
unknown names here, so a typo fails at `make generate`, not at backward time.
"""
import ast
import keyword
import re
from pathlib import Path

import yaml

from . import batching, trust
from .aliases import read_aliases
from .deprecated import read_deprecated
from .entry import Entry, Formula, ForwardFormula, TableError
from .entry_keys import ENTRY_KEYS, FLAG_KEYS, TABLE_KEYS
from .runtime_modules import COMPOSITE_MODULES, FORWARD_BUILTINS, KERNEL_MODULES
from .signature import SignatureError, parse_signature

#: Forward formulas that are derived, not written (PyTorch's shorthands).
FORWARD_SHORTHANDS = ("auto_linear", "auto_element_wise")

#: Functions a formula may call besides the table's ops and formula helpers.
FORMULA_BUILTINS = {"len", "range", "tuple", "list", "int", "float", "bool", "min", "max", "abs", "isinstance",
                    "zip", "enumerate", "sorted", "reversed", "any", "all", "math", "None", "True", "False"}
#: Tensor attributes (non-op) a formula may use.
TENSOR_ATTRS = {"shape", "strides", "ndim", "dtype", "geometry", "T", "mT", "mH", "real", "imag"}
#: (`inplace`: True in the forward of the in-place variant, which writes into self's own memory)
FORWARD_NAMES = set(KERNEL_MODULES) | set(FORWARD_BUILTINS) | {"inplace"}
#: Derived values: `self.shape` in a formula saves only `_saved_self_sym_sizes` (PyTorch's name: its
#: formulas read `self.sym_sizes()`, and the tests and tools that inspect nodes use that attribute).
DERIVED_ATTRS = {"shape": "sym_sizes", "strides": "sym_strides", "ndim": "dim", "dtype": "scalar_type",
                 "geometry": "geometry"}


def load_table(path, helper_names=(), tensor_method_names=(), kernel_functions=None, helper_specs=None,
               reserved=None, gradtable_ops=None, gradtable_names=None):
    """Read and validate the table. Returns the list of Entry, in file order.

    The optional arguments give what the table may name (codegen/trust.py): kernel module -> its
    public functions, formula helper -> its parameters, namespace -> its hand-written names. A user
    table also gets gradtable_ops (gradtable's op -> its parameters: its formulas may call them) and
    gradtable_names (namespace -> gradtable's op names there, which its ops may take only with
    `overrides: true`)."""
    path = Path(path)
    text = path.read_text()
    try:
        root = _compose(text)
    except yaml.YAMLError as err:
        mark = getattr(err, "problem_mark", None)
        line = mark.line + 1 if mark else 0
        # Name the entry around the error (the last `name:` line before it), as every other error does;
        # and say where an unclosed construct began, since the problem mark may be the end of the file.
        context, context_mark = getattr(err, "context", None), getattr(err, "context_mark", None)
        where = f" ({context} at line {context_mark.line + 1})" if context and context_mark else ""
        raise TableError(path, line, _entry_before(text, line),
                         f"bad YAML: {getattr(err, 'problem', err)}{where}") from None
    if root is None:
        raise TableError(path, 1, None, "the table has no entries (a YAML list of '- name: ...' entries)")
    if isinstance(root, yaml.MappingNode):
        root = table_parts(path, root)["ops"]
    if not isinstance(root, yaml.SequenceNode):
        raise TableError(path, root.start_mark.line + 1, None,
                         "the table must be a YAML list of entries ('- name: ...')")
    entries = []
    for i, node in enumerate(root.value, 1):
        # An entry without a usable name is named by its position, so the error still says which entry.
        position = f"#{i}" + (f", after {entries[-1].signature.full_name}" if entries else "")
        entries.append(_read_entry(path, node, position, FORWARD_NAMES | set(kernel_functions or ())))
    if not entries:
        raise TableError(path, root.start_mark.line + 1, None, "the table has no entries")
    for e in entries:
        if e.numpy is not None:
            trust.check_numpy_forward(path, e.numpy_line, e.signature.full_name, ast.parse(e.numpy, mode="eval"),
                                      {p.name for p in e.signature.params}, kernel_functions)
    _check_unique(path, entries)
    trust.check_namespace_clashes(entries, reserved or {}, gradtable_names)
    op_names = {e.name for e in entries} | set(gradtable_ops or ())
    for entry in entries:
        _check_formulas(entry, op_names, set(helper_names), set(tensor_method_names) | op_names)
        _check_forward_formulas(entry, op_names, set(helper_names), set(tensor_method_names) | op_names)
        if entry.batch is not None:
            batching.check(entry, op_names, lambda message, e=entry: TableError(e.path, e.batch_line,
                                                                                 e.signature.full_name, message))
    own = {e.name for e in entries}
    trust.check_formula_calls(entries, {**{n: s for n, s in (gradtable_ops or {}).items() if n not in own},
                                        **(helper_specs or {})})
    number_backward_classes(entries)
    return entries


def _compose(text):
    """The YAML node tree, by libyaml where PyYAML has it (five times faster on derivatives.yaml: 0.17 s
    against 0.91, and the test suite reads the table at every collection); a text it refuses is read
    again by the pure-Python parser, whose error gives the problem and context marks the message names."""
    fast = getattr(yaml, "CSafeLoader", None)
    if fast is not None:
        try:
            return yaml.compose(text, Loader=fast)
        except yaml.YAMLError:
            pass
    return yaml.compose(text, Loader=yaml.SafeLoader)


def table_parts(path, root):
    """The nodes of a table written as a mapping: `ops:` (the entries) and `kernels:` (optional)."""
    parts = {k.value: v for k, v in root.value}
    unknown = [k for k in parts if k not in TABLE_KEYS]
    if unknown or "ops" not in parts:
        raise TableError(path, root.start_mark.line + 1, None,
                         "the table must be a YAML list of entries ('- name: ...'), or a mapping with 'ops:' (that "
                         "list) and 'kernels:' (the table's own kernel module)"
                         + (f"; unknown key '{unknown[0]}'" if unknown else "; no 'ops:' key"))
    return parts


_NAME_LINE = re.compile(r"^\s*(?:-\s*)?name:\s*['\"]?\s*([A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z0-9_]+)?)")


def _entry_before(text, line):
    """The op named by the last `name:` line at or before `line` (1-based), or None."""
    for raw in reversed(text.splitlines()[:line]):
        m = _NAME_LINE.match(raw)
        if m:
            return m.group(1)
    return None


def _scalar(path, node, entry, key):
    if not isinstance(node, yaml.ScalarNode):
        raise TableError(path, node.start_mark.line + 1, entry,
                         f"'{key}' must be a single value, not a list or mapping")
    return node.value


def _plain(path, node, entry, key):
    """A YAML value as Python data (lists, strings, booleans), built by the safe constructor."""
    loader = yaml.SafeLoader("")
    try:
        return loader.construct_object(node, deep=True)
    except yaml.YAMLError as err:
        raise TableError(path, node.start_mark.line + 1, entry, f"'{key}': {err}") from None


def _read_entry(path, node, position, forward_names=FORWARD_NAMES):
    line = node.start_mark.line + 1
    if not isinstance(node, yaml.MappingNode):
        raise TableError(path, line, position, "each entry must be a mapping starting with 'name:'")
    items = [(k.value, k.start_mark.line + 1, v) for k, v in node.value]
    names = [v for k, _, v in items if k == "name"]
    if not names:
        raise TableError(path, line, position, "entry has no 'name:' (its typed signature)")
    sig_text = _scalar(path, names[0], position, "name")
    try:
        signature = parse_signature(sig_text)
    except SignatureError as err:
        raise TableError(path, names[0].start_mark.line + 1, sig_text, str(err)) from None
    entry = Entry(str(path), line, signature)
    label = signature.full_name
    trust.check_identifier(path, names[0].start_mark.line + 1, label, "op", signature.name)
    for p in signature.params:
        trust.check_identifier(path, names[0].start_mark.line + 1, label, "argument", p.name)
    param_names = {p.name: p for p in signature.params}
    seen_keys = set()
    for key, key_line, value in items:
        if key in seen_keys:
            raise TableError(path, key_line, label, f"key '{key}' appears twice")
        seen_keys.add(key)
        if key == "name":
            continue
        if key == "numpy":
            entry.numpy = _scalar(path, value, label, key)
            entry.numpy_line = key_line
            _check_forward(path, key_line, label, entry.numpy, param_names, forward_names)
        elif key == "meta":
            entry.meta = _scalar(path, value, label, key)
            _check_forward(path, key_line, label, entry.meta, param_names, forward_names)
        elif key == "checks":
            entry.checks = _scalar(path, value, label, key)
            _check_forward(path, key_line, label, entry.checks, param_names, forward_names)
        elif key == "record_checks":
            entry.record_checks = _scalar(path, value, label, key)
            _check_forward(path, key_line, label, entry.record_checks, param_names, forward_names)
        elif key == "composite":
            entry.composite = _scalar(path, value, label, key)
            module, _, function = entry.composite.rpartition(".")
            if module not in ("", *COMPOSITE_MODULES) or not function.isidentifier():
                raise TableError(path, key_line, label, "'composite' names a function of runtime/ops/composite.py "
                                                        "or <module>.<function> with a module of "
                                                        f"{', '.join(COMPOSITE_MODULES)}")
        elif key == "output_differentiability":
            od = _plain(path, value, label, key)
            if not isinstance(od, list) or not all(isinstance(b, bool) for b in od):
                raise TableError(path, key_line, label, "output_differentiability must be a list of true/false")
            if len(od) != len(signature.returns):
                raise TableError(path, key_line, label, f"output_differentiability has {len(od)} values but the op "
                                                         f"returns {len(signature.returns)}")
            entry.output_differentiability = tuple(od)
        elif key == "variants":
            v = _scalar(path, value, label, key)
            variants = tuple(s.strip() for s in v.split(",") if s.strip() and s.strip() != "none")
            if any(s not in ("function", "method") for s in variants):
                raise TableError(path, key_line, label,
                                 "variants is 'function', 'method', 'function, method' or 'none'")
            entry.variants = variants
        elif key == "python_module":
            entry.python_module = _scalar(path, value, label, key)
            if entry.python_module not in ("nn.functional", "linalg", "special", "fft"):
                raise TableError(path, key_line, label, "python_module must be nn.functional, linalg, special or fft")
        elif key == "operators":
            ops = _plain(path, value, label, key)
            if not isinstance(ops, list) or not all(isinstance(o, str) and o.startswith("__") for o in ops):
                raise TableError(path, key_line, label, "operators is a list of dunder names, e.g. [__mul__, __rmul__]")
            entry.operators = tuple(ops)
        elif key in FLAG_KEYS:
            # Checked, not bool()-ed: a quoted 'false' would otherwise be truthy.
            flag = _plain(path, value, label, key)
            if not isinstance(flag, bool):
                raise TableError(path, key_line, label, f"{key} must be true or false")
            setattr(entry, key, flag)
        elif key == "no_overlap":
            names = _plain(path, value, label, key)
            tensors = {p.name for p in signature.params if p.type.startswith("Tensor")}
            if not isinstance(names, list) or not names or not all(isinstance(n, str) and n in tensors for n in names):
                raise TableError(path, key_line, label, f"no_overlap is a list of the op's Tensor arguments "
                                                        f"({', '.join(sorted(tensors))})")
            entry.no_overlap = tuple(names)
        elif key == "expanded":
            entry.expanded = _scalar(path, value, label, key)
            if entry.expanded not in ("warn", "write", "same_source"):
                raise TableError(path, key_line, label, "expanded is warn, write or same_source")
        elif key == "autocast":
            entry.autocast = _scalar(path, value, label, key)
            if entry.autocast not in ("lower_precision", "float32"):
                raise TableError(path, key_line, label, "autocast is lower_precision or float32")
        elif key == "inplace":
            where = _plain(path, value, label, key)
            # true is `method`; otherwise where the in-place variant appears, as `variants` says it.
            places = ({True: ("method",), False: ()}[where] if isinstance(where, bool) else
                      {"method, function": ("method", "function"), "function": ("function",), "none": (),
                       "method": ("method",)}.get(where) if isinstance(where, str) else None)
            if places is None:
                raise TableError(path, key_line, label,
                                 "inplace must be true, false, 'method', 'function', 'method, function' or 'none'")
            entry.inplace = where is not False
            entry.inplace_method = "method" in places
            entry.inplace_function = "function" in places
        elif key == "node":
            entry.node = _scalar(path, value, label, key)
            if not entry.node.isidentifier():
                raise TableError(path, key_line, label, "'node' is a Python class name, e.g. CopyBackwards")
        elif key == "no_complex":
            text = _scalar(path, value, label, key)
            if text in ("kernel", "unsupported"):   # the kernel raises PyTorch's error; gradtable's gap
                entry.no_complex = (text, "")
                continue
            kind, _, message = text.partition(": ")
            if kind not in ("RuntimeError", "NotImplementedError", "TypeError", "ValueError") or not message:
                raise TableError(path, key_line, label, "no_complex is '<RuntimeError|NotImplementedError|TypeError|"
                                                        "ValueError>: <PyTorch's message>'")
            entry.no_complex = (kind, message)
        elif key == "aliases":
            entry.aliases = read_aliases(path, key_line, label, _plain(path, value, label, key))
        elif key == "deprecated":
            entry.deprecated = read_deprecated(path, key_line, label, signature, _plain(path, value, label, key))
        elif key == "batch":
            entry.batch = _scalar(path, value, label, key).strip()
            entry.batch_line = key_line
        elif key in ("samples", "complex_samples"):
            samples = _plain(path, value, label, key)
            if not isinstance(samples, list) or not all(isinstance(s, str) for s in samples):
                raise TableError(path, key_line, label, "samples is a list of strings like 'T(3, 4), 2.0'")
            for s in samples:
                try:
                    ast.parse(f"f({s})", mode="eval")
                except SyntaxError as err:
                    raise TableError(path, key_line, label,
                                     f"sample {s!r} is not an argument list: {err.msg}") from None
            setattr(entry, key, tuple(samples))
        else:
            inputs = tuple(s.strip() for s in key.split(","))
            output_names = {r.name for r in signature.returns}
            if all(n in output_names and n not in param_names for n in inputs):
                text = _scalar(path, value, label, key).strip()
                entry.forward.append(_read_forward(path, key_line, label, inputs, text))
                continue
            for name in inputs:
                if name not in param_names:
                    known = ", ".join(param_names) or "none"
                    hint = "" if key in ENTRY_KEYS else f" (entry keys: {', '.join(ENTRY_KEYS)})"
                    raise TableError(path, key_line, label, f"formula for '{name}', which is not an input of the op "
                                                            f"(inputs: {known}){hint}")
                p = param_names[name]
                if not (p.is_tensor or p.is_tensor_list):
                    raise TableError(path, key_line, label, f"'{name}' is a {p.type}, not a Tensor: only tensor inputs "
                                                            "have gradient formulas")
            text = _scalar(path, value, label, key).strip()
            if text == "non_differentiable":
                entry.non_differentiable.update(inputs)
                continue
            if text == "not_implemented":
                entry.non_differentiable.update(inputs)
                entry.not_implemented.update(inputs)
                continue
            if text == "requires_grad_error":
                entry.non_differentiable.update(inputs)
                entry.requires_grad_error.update(inputs)
                continue
            try:
                tree = ast.parse(text, mode="eval")
            except SyntaxError as err:
                raise TableError(path, key_line, label,
                                 f"formula for '{key}' is not a Python expression: {err.msg}") from None
            entry.formulas.append(Formula(inputs, text, key_line, tree))
    if (entry.numpy is None) == (entry.composite is None):
        raise TableError(path, line, label, "an entry needs exactly one of 'numpy:' (NumPy forward) or 'composite:'")
    if entry.composite is not None and (entry.formulas or entry.non_differentiable):
        raise TableError(path, line, label, "a composite op is differentiated through the ops it calls: it takes "
                                            "no formulas")
    if entry.composite is None:
        covered = {n for f in entry.formulas for n in f.inputs} | entry.non_differentiable
        for p in signature.params:
            if (p.is_tensor or p.is_tensor_list) and p.name not in covered:
                raise TableError(path, line, label, f"no formula for differentiable input '{p.name}': add "
                                                    f"'{p.name}: <formula>' or '{p.name}: non_differentiable'")
        twice = [n for n in covered if sum(n in f.inputs for f in entry.formulas) + (n in entry.non_differentiable) > 1]
        if twice:
            raise TableError(path, line, label, f"input '{twice[0]}' has more than one formula")
    if entry.output_differentiability is None:
        entry.output_differentiability = (True,) * len(signature.returns)
    _check_aliasing(path, line, label, entry)
    _derive_forward(path, label, entry)
    return entry


def _read_forward(path, line, label, outputs, text):
    if text in FORWARD_SHORTHANDS:
        return ForwardFormula(outputs, text, line, shorthand=text)
    try:
        tree = ast.parse(text, mode="eval")
    except SyntaxError as err:
        raise TableError(path, line, label, f"forward formula for '{', '.join(outputs)}' is not a Python "
                                            f"expression: {err.msg}") from None
    return ForwardFormula(outputs, text, line, tree=tree)


class _GradToTangent(ast.NodeTransformer):
    """grad -> the tangent (its conjugate, `conjugate`: the tangent of a formula that conjugates)."""

    def __init__(self, tangent, conjugate=False):
        self.tangent = tangent
        self.conjugate = conjugate

    def visit_Name(self, node):
        if node.id != "grad":
            return node
        name = ast.Name(self.tangent, ast.Load())
        if self.conjugate:
            name = ast.Call(ast.Attribute(name, "conj", ast.Load()), [], [])
        return ast.copy_location(name, node)


def _derive_forward(path, label, entry):
    """Check forward formulas against the entry; auto_element_wise becomes its backward formula
    with grad replaced by the input's tangent (PyTorch's rule for element-wise ops)."""
    sig = entry.signature
    seen = set()
    for f in entry.forward:
        for name in f.outputs:
            if name in seen:
                raise TableError(path, f.line, label, f"output '{name}' has more than one forward formula")
            seen.add(name)
        if entry.composite is not None:
            raise TableError(path, f.line, label, "a composite op gets forward-mode AD through the ops it calls: "
                                                  "it takes no forward formula")
        if f.shorthand == "auto_element_wise":
            diff = entry.differentiable_inputs
            single = len(sig.returns) == 1 and not sig.returns_list
            if len(diff) != 1 or not single or len(entry.formulas) != 1:
                raise TableError(path, f.line, label, "auto_element_wise is for element-wise ops with one "
                                                      "differentiable input, one output and one backward formula")
            tangent = diff[0].name + "_t"
            backward = entry.formulas[0].text
            conjugates = "conj" in backward
            # PyTorch's rule: the tangent is conj(backward(conj(tangent))), which for a real op (or a formula
            # without conjugates, whose op is real) is backward(tangent)
            f.tree = _GradToTangent(tangent, conjugates).visit(ast.parse(backward, mode="eval"))
            if conjugates:
                f.tree.body = ast.Call(ast.Attribute(f.tree.body, "conj", ast.Load()), [], [])
            f.tree = ast.fix_missing_locations(f.tree)
            f.text = ast.unparse(f.tree)
            f.shorthand = ""
            f.derived_from = "auto_element_wise"


def _check_aliasing(path, line, label, entry):
    """In-place and view entries must have the shapes codegen knows how to generate."""
    sig = entry.signature
    first = sig.params[0] if sig.params else None
    takes_self = first is not None and first.name == "self" and first.type == "Tensor"
    if entry.inplace or entry.is_inplace:
        if entry.composite is not None:
            raise TableError(path, line, label, "an in-place variant needs a numpy: forward (not composite)")
        if not takes_self or len(sig.returns) != 1 or sig.returns_list:
            raise TableError(path, line, label, "an in-place op takes 'Tensor self' first and returns one Tensor")
        if entry.is_view:
            raise TableError(path, line, label, "a view op cannot have an in-place variant")
        # (An op with no derivative at all may be in place: as PyTorch, it is not recorded, x.logical_not_().)
        if "self" in entry.non_differentiable and entry.formulas:
            raise TableError(path, line, label, "an in-place op needs a formula for 'self' (its old value's gradient)")
    if entry.no_overlap and not (entry.inplace or entry.is_inplace):
        raise TableError(path, line, label, "no_overlap is for an op with an in-place variant (inplace: true)")
    if entry.meta and not entry.no_overlap:
        raise TableError(path, line, label, "meta: runs before the no_overlap check: give no_overlap too")
    if entry.unchecked_inplace and (entry.formulas or not entry.inplace):
        raise TableError(path, line, label,
                         "unchecked_inplace is for the in-place variant of an op without a derivative")
    if entry.is_inplace:
        if entry.inplace:
            raise TableError(path, line, label, "an in-place entry (Tensor(a!) self) cannot declare 'inplace: true'")
        if not (first.mutated and sig.name.endswith("_") and sig.returns[0].alias == first.alias):
            raise TableError(path, line, label,
                             "an in-place entry is written `op_(Tensor(a!) self, ...) -> Tensor(a!)`")


def _check_forward(path, line, label, text, params, forward_names=FORWARD_NAMES):
    try:
        tree = ast.parse(text, mode="eval")
    except SyntaxError as err:
        raise TableError(path, line, label, f"numpy forward is not a Python expression: {err.msg}") from None
    for node in ast.walk(tree):
        if isinstance(node, ast.Name) and node.id not in params and node.id not in forward_names:
            modules = ", ".join([*KERNEL_MODULES, *sorted(set(forward_names) - FORWARD_NAMES)])
            raise TableError(path, line, label, f"numpy forward uses unknown name '{node.id}' (arguments: "
                                                f"{', '.join(params) or 'none'}; modules: np, math, {modules})")
        if isinstance(node, (ast.Lambda, ast.NamedExpr)):
            raise TableError(path, line, label, "numpy forward must be a plain expression (no lambda or :=)")


def _check_unique(path, entries):
    seen = {}
    for e in entries:
        key = e.signature.full_name
        if key in seen:
            raise TableError(path, e.line, key, f"duplicate entry (first at line {seen[key]})")
        seen[key] = e.line


def _check_formulas(entry, op_names, helpers, attrs):
    sig = entry.signature
    params = {p.name for p in sig.params}
    outputs = {r.name for r in sig.returns}
    single = len(sig.returns) == 1 and not sig.returns_list
    allowed = params | outputs | helpers | op_names | FORMULA_BUILTINS | {"grad_input_mask"}
    entry_allowed = allowed | ({"grad", "result"} if single else {"grads"})
    for f in entry.formulas:
        # Comprehension variables are local to their formula: they must not leak into the next one
        # (a name accepted there would only fail as a NameError at backward time).
        allowed = entry_allowed
        for node in ast.walk(f.tree):
            if isinstance(node, (ast.Lambda, ast.NamedExpr, ast.Yield, ast.Await)):
                raise TableError(entry.path, f.line, sig.full_name, "a formula is a plain expression (no lambda or :=)")
            if isinstance(node, ast.comprehension):
                for t in ast.walk(node.target):
                    if isinstance(t, ast.Name):
                        allowed = allowed | {t.id}
        for node in ast.walk(f.tree):
            if isinstance(node, ast.Name) and node.id not in allowed:
                hint = " (use 'grads[i]' for an op with several outputs)" if node.id == "grad" else ""
                hint = hint or (" (use 'grad' for an op with one output)" if node.id == "grads" else "")
                raise TableError(entry.path, f.line, sig.full_name, f"formula for '{', '.join(f.inputs)}' uses unknown "
                                                                    f"name '{node.id}'{hint}")
            if isinstance(node, ast.Attribute) and node.attr not in attrs and not (
                    isinstance(node.value, ast.Name) and node.value.id == "math"):
                raise TableError(entry.path, f.line, sig.full_name, f"formula for '{', '.join(f.inputs)}' uses unknown "
                                                                    f"tensor attribute or method '.{node.attr}'")
            if isinstance(node, ast.Name) and keyword.iskeyword(node.id):
                raise TableError(entry.path, f.line, sig.full_name, f"'{node.id}' is a Python keyword")


def _check_forward_formulas(entry, op_names, helpers, attrs):
    """Unknown names in a forward formula fail here, with file:line and the entry, as backward ones do."""
    sig = entry.signature
    tensors = [p.name for p in entry.differentiable_inputs]
    allowed = ({p.name for p in sig.params} | {r.name for r in sig.returns} | {n + "_t" for n in tensors}
               | {p.name + "_p" for p in sig.params if p.is_tensor or p.is_tensor_list}
               | helpers | op_names | FORMULA_BUILTINS)
    for f in entry.forward:
        if f.tree is None:
            continue
        local = allowed
        for node in ast.walk(f.tree):
            if isinstance(node, (ast.Lambda, ast.NamedExpr, ast.Yield, ast.Await)):
                raise TableError(entry.path, f.line, sig.full_name, "a formula is a plain expression (no lambda or :=)")
            if isinstance(node, ast.comprehension):
                local = local | {t.id for t in ast.walk(node.target) if isinstance(t, ast.Name)}
        for node in ast.walk(f.tree):
            if isinstance(node, ast.Name) and node.id not in local:
                hint = ""
                if node.id == "grad" or node.id == "grads":
                    hint = " (a forward formula uses the inputs' tangents, e.g. 'self_t', not grad)"
                elif node.id.endswith("_t") and node.id[:-2] in {p.name for p in sig.params}:
                    hint = f" ('{node.id[:-2]}' is not a differentiable tensor input)"
                raise TableError(entry.path, f.line, sig.full_name, f"forward formula for '{', '.join(f.outputs)}' "
                                                                    f"uses unknown name '{node.id}'{hint}")
            if isinstance(node, ast.Attribute) and node.attr not in attrs and not (
                    isinstance(node.value, ast.Name) and node.value.id == "math"):
                raise TableError(entry.path, f.line, sig.full_name, f"forward formula for '{', '.join(f.outputs)}' "
                                                                    f"uses unknown tensor attribute or method "
                                                                    f"'.{node.attr}'")


def class_base_name(op_name):
    """torchgen's rule: title-case each part (nll_loss2d -> NllLoss2D) and drop a `_forward`
    suffix (nll_loss_forward -> NllLossBackward0)."""
    name = "".join(part.title() for part in op_name.split("_") if part)
    return name[:-len("Forward")] if name.endswith("Forward") else name


def number_backward_classes(entries):
    """PyTorch's naming: <Op>Backward<N>, N counting that op's overloads in table order. The copy
    variant of a view op (diagonal_copy) is named after the view's node: DiagonalBackward0_copy."""
    counts = {}
    views = {(e.name, e.signature.overload): e for e in entries if e.signature.view_of is not None}
    copies = []
    for e in entries:
        if not e.formulas:
            continue
        if e.node:
            e.class_name = e.node
            continue
        if e.name.endswith("_copy") and (e.name[:-len("_copy")], e.signature.overload) in views:
            copies.append(e)
            continue
        base = class_base_name(e.name)
        n = counts.get(base, 0)
        counts[base] = n + 1
        e.class_name = f"{base}Backward{n}"
    for e in copies:
        e.class_name = views[(e.name[:-len("_copy")], e.signature.overload)].class_name + "_copy"
