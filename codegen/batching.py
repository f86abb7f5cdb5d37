"""Render batching rules (vmap) into generated/batching.py, from each entry's `batch:` key.

An entry gets its rule in one of three ways:
- an element-wise NumPy forward (numpy_forward._is_elementwise) batches with no text: the shared
  `elementwise` rule of runtime/ops/batch_rules.py (batch dims first, aligned for broadcasting);
- `batch:` with a shorthand: `dims(a, b)` (the op itself on the batch-first tensors, the named dim
  arguments shifted past the batch dim; several tensor inputs are all given the batch dim) or
  `sizes(size)` (the op itself, the batch size put in front of the named size argument);
- `batch:` with an expression over the physical tensors (each batched tensor argument with its batch
  dim first, an unbatched one as it is), `<arg>_b` (whether that argument is batched), `<arg>_ndim`
  (its logical ndim) and `B` (the batch size), written with table ops like a formula.
An op without either runs under vmap through the loop fallback (a warning says so); a composite op
needs none (it batches through the ops it calls).
"""
import ast
from pathlib import Path

SHORTHANDS = ("dims", "sizes", "fold", "elementwise")
#: The names an expression may use besides the op's arguments and table ops.
#: Python builtins an expression may use (pure ones only: a user table's rule is code others write).
BUILTINS = ("None", "True", "False", "NotImplemented", "len", "tuple", "list", "int", "range", "isinstance")
HELPERS = ("shift", "shift_dims", "expand_to", "pad_to", "reduced", "conv_batched", "conv_weight_batched",
           "nll_batched", "batch_norm_batched", "index_batched", "index_put_zeros_batched", "as_strided_batched",
           "new_zeros_feature_batched", "no_batching_rule", "fn", "B")


def rule_name(python_name):
    return "batch_" + python_name.lstrip("_")


def shorthand(entry):
    """(kind, argument names) for a `dims(...)`/`sizes(...)` key, else None (an expression)."""
    tree = ast.parse(entry.batch, mode="eval").body
    if isinstance(tree, ast.Name) and tree.id == "elementwise":
        return "elementwise", []
    if isinstance(tree, ast.Call) and isinstance(tree.func, ast.Name) and tree.func.id in SHORTHANDS:
        return tree.func.id, [a.id if isinstance(a, ast.Name) else a.value for a in tree.args]
    return None


def check(entry, op_names, error):
    """A `batch:` key's names must be the op's arguments (shorthands: of the right types) or known names."""
    sig = entry.signature
    params = {p.name: p for p in sig.params}
    try:
        tree = ast.parse(entry.batch, mode="eval")
    except SyntaxError as err:
        raise error(f"batch rule is not a Python expression: {err.msg}") from None
    short = shorthand(entry)
    if short is not None:
        kind, names = short
        if kind == "fold":
            if len(names) != 1 or not isinstance(names[0], int):
                raise error("batch: fold(N) takes the number of dims of the op's batched input form, e.g. fold(4)")
            return
        for n in names:
            p = params.get(n)
            wanted = ("int", "int?", "int[]", "int[]?") if kind == "dims" else ("int[]",)
            if p is None or p.type not in wanted:
                raise error(f"batch: {kind}() takes the op's {' or '.join(wanted)} arguments; '{n}' is not one")
        return
    known = set(params) | {n + "_b" for n in params} | {n + "_ndim" for n in params} | set(HELPERS) | set(op_names)
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and node.attr.startswith("_"):
            raise error(f"batch rule reads the private attribute '{node.attr}'")
        if isinstance(node, ast.comprehension) and isinstance(node.target, ast.Name):
            known.add(node.target.id)
        if isinstance(node, ast.Name) and node.id not in known and node.id not in BUILTINS:
            raise error(f"batch rule uses unknown name '{node.id}' (the op's arguments, <arg>_b, <arg>_ndim, B, "
                        f"{', '.join(HELPERS[:-1])} and table ops)")


def _unpack(entry):
    """The lines that name the rule's arguments as the op's parameters."""
    sig = entry.signature
    positional = [p.name for p in sig.params if not p.kw_only]
    lines = []
    if positional:
        lines.append(", ".join(positional) + ("," if len(positional) == 1 else "") + " = args")
    lines += [f'{p.name} = kwargs["{p.name}"]' for p in sig.params if p.kw_only]
    return lines


def _call(entry, values):
    """`fn(a, b, key=key)` with each parameter's value from `values` (default: its own name)."""
    parts = []
    for p in entry.signature.params:
        value = values.get(p.name, p.name)
        parts.append(f"{p.name}={value}" if p.kw_only else value)
    return f"fn({', '.join(parts)})"


def _fold_function(entry, python_name, full):
    """fold(N): every tensor argument batch-first (unbatched ones expanded); when the op is given its
    batched form (N dims), the vmap batch is merged into the op's own batch dim and split out after."""
    sig = entry.signature
    tensors = [p.name for p in sig.params if p.is_tensor]
    first = tensors[0]
    lines = _unpack(entry) + ["vmap_size = batch_size(level, args, kwargs)",
                              f"folded = {first}.ndim == {full}"]
    values = {t: f"fold(front({t}, level, vmap_size), vmap_size, {full})" for t in tensors}
    lines.append(f"return wrap_outputs(unfold({_call(entry, values)}, vmap_size, folded), level)")
    return {"name": rule_name(python_name), "signature": sig.text, "path": Path(entry.path).name, "line": entry.line,
            "rule": entry.batch, "lines": lines, "inplace_too": True}


def batch_function(entry, python_name, op_names):
    """What batching.py.j2 needs for one entry with a `batch:` key."""
    from .backward import QualifyOps  # (load.py imports this module, and backward.py imports load.py)
    sig = entry.signature
    tensors = [p for p in sig.params if p.is_tensor or p.is_tensor_list]
    short = shorthand(entry)
    lines = _unpack(entry)
    if short is not None:
        kind, names = short
        if kind == "fold":
            return _fold_function(entry, python_name, names[0])
        first = tensors[0]
        ndim = f"{first.name}[0].ndim" if first.is_tensor_list else f"{first.name}.ndim"
        if kind == "dims" and names:  # (a 0-dim sample has no dim to shift: its few calls loop, which is exact)
            lines += [f"ndim = {ndim}", "if ndim == 0:", "    return loop(fn, level, args, kwargs)"]
        values = {}
        for p in tensors:
            if len(tensors) > 1 or p.is_tensor_list:
                values[p.name] = (f"front_all({p.name}, level, vmap_size)" if p.is_tensor_list
                                  else f"front({p.name}, level, vmap_size)")
            else:
                values[p.name] = f"physical({p.name}, level)"
        if any("vmap_size" in v for v in values.values()) or kind == "sizes":
            lines.append("vmap_size = batch_size(level, args, kwargs)")
        for n in names:
            p = next(q for q in sig.params if q.name == n)
            if kind == "sizes":
                values[n] = f"(vmap_size,) + tuple({n})"
            elif p.type.startswith("int[]"):
                values[n] = f"shift_dims({n}, ndim)"
            elif p.type.endswith("?"):
                values[n] = f"None if {n} is None else shift({n}, ndim)"
            else:
                values[n] = f"shift({n}, ndim)"
        lines.append(f"return wrap_outputs({_call(entry, values)}, level)")
    else:
        used = {n.id for n in ast.walk(ast.parse(entry.batch, mode="eval")) if isinstance(n, ast.Name)}
        # (`B` is the batch size, unless an argument is called B: linalg_solve_triangular's B is its operand)
        size = "vmap_size" if any(p.name == "B" for p in sig.params) else "B"
        if (size == "B" and "B" in used) or any(p.is_tensor_list for p in tensors):
            lines.append(f"{size} = batch_size(level, args, kwargs)")
        for p in tensors:  # (each name the expression reads: whether batched, logical ndim, physical tensor)
            if p.name + "_b" in used:
                lines.append(f"{p.name}_b = " + (f"any(is_batched(t, level) for t in {p.name})" if p.is_tensor_list
                                                 else f"is_batched({p.name}, level)"))
            if p.name + "_ndim" in used:
                lines.append(f"{p.name}_ndim = " + (f"{p.name}[0].ndim" if p.is_tensor_list else f"ndim_of({p.name})"))
            if p.is_tensor_list:  # (a list's tensors are all given the batch dim)
                lines.append(f"{p.name} = front_all({p.name}, level, {size})")
            else:
                lines.append(f"{p.name} = physical({p.name}, level)")
        local = {p.name for p in sig.params} | {"B", "fn"}
        tree = QualifyOps(op_names, local).visit(ast.parse(entry.batch, mode="eval"))
        code = ast.unparse(ast.fix_missing_locations(tree))
        # (a rule, or a helper it calls, may cover some cases only: NotImplemented loops over the others)
        lines += [f"out = {code}", "if out is NotImplemented:",
                  "    return loop(fn, level, args, kwargs)", "return wrap_outputs(out, level)"]
    # (a shorthand calls the op itself, so its in-place variant batches by the same rule)
    return {"name": rule_name(python_name), "signature": sig.text, "path": Path(entry.path).name, "line": entry.line,
            "rule": entry.batch, "lines": lines, "inplace_too": short is not None}
