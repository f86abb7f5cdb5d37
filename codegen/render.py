"""Render the checked table into readable Python (generated/*.py) with Jinja2 templates.

Formulas are copied in as written in the YAML; the only rewrites are that
calls to table ops become `ops.<name>(...)` (formulas run on gradtable's own
ops, which is what makes double backward work) and that derived values
(`self.shape`) read the saved `self_sym_sizes`.
"""
import ast
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import jinja2

from . import aliases
from .arguments import (
    NUMBER_OPERAND_OPS,
    numpy_lines,
    numpy_names,
    overload_spec,
    python_params,
    renames_self,
    tensor_checks,
)
from .array_formulas import inlinable_ops
from .backward import backward_class, helper_imports
from .batching import batch_function
from .complex_refusal import complex_refusal
from .deprecated import deprecated_orders
from .entry import Entry, TableError
from .forward import forward_function, inplace_forward_lines, op_forward_lines
from .layout import fill, fit
from .numpy_forward import _fast_inplace_code, _forward_code, _is_elementwise, _operands_line, result_code
from .runtime_modules import COMPOSITE_MODULES, KERNEL_MODULES, import_line
from .save_lines import save_lines
from .saved import analyse
from .signature import varargs_param

HEADER = "# Generated from derivatives.yaml by `make generate`. Do not edit: change the table and regenerate."


@dataclass
class Target:
    """The package a table is generated into, and what its formulas and forwards may call besides the
    table's own ops. The built-in table is `gradtable.generated`; a user table (codegen/user_table.py)
    is its own package, whose formulas may also call gradtable's ops (`gradtable_ops.<name>` in the
    generated code) and whose forwards may call its own kernel module."""
    package: str = "gradtable.generated"
    table_name: str = "derivatives.yaml"
    header: str = HEADER
    gradtable_ops: frozenset = frozenset()     # gradtable's op names, for a user table
    kernels: dict[str, str] = field(default_factory=dict)   # the table's own kernel module: short -> dotted

    @property
    def user(self) -> bool:
        return self.package != "gradtable.generated"


BUILT_IN = Target()
#: Reflected operators whose op takes the operands the other way round.
SWAPPED_OPERATORS = {"__rpow__", "__rmatmul__", "__rtruediv__", "__rfloordiv__", "__rmod__", "__rand__", "__ror__",
                     "__rxor__", "__rlshift__", "__rrshift__"}
#: Comparison operators: an operand that is neither a tensor nor a number gives NotImplemented, so that
#: Python's fallback answers, as PyTorch's operators do (`t == None` is False, `t < "a"` Python's TypeError).
COMPARISON_OPERATORS = {"__eq__", "__ne__", "__lt__", "__le__", "__gt__", "__ge__"}
#: The augmented assignment an in-place variant also gets, from its entry's binary operator.
AUGMENTED_OPERATORS = {"__add__": "__iadd__", "__sub__": "__isub__", "__mul__": "__imul__",
                       "__truediv__": "__itruediv__", "__pow__": "__ipow__", "__floordiv__": "__ifloordiv__",
                       "__mod__": "__imod__", "__and__": "__iand__", "__or__": "__ior__", "__xor__": "__ixor__",
                       "__lshift__": "__ilshift__", "__rshift__": "__irshift__"}


def tuple_literal(names: list[str]) -> str:
    """`("a", "b")`, `("a",)` or `()`: a tuple of strings as Python source."""
    return "(" + ", ".join(f'"{n}"' for n in names) + ("," if len(names) == 1 else "") + ")"


def _environment():
    env = jinja2.Environment(loader=jinja2.FileSystemLoader(str(Path(__file__).parent / "templates")),
                             keep_trailing_newline=True, trim_blocks=True, lstrip_blocks=True,
                             undefined=jinja2.StrictUndefined)
    env.filters.update(fit=fit, fill=fill, tuple_literal=tuple_literal)
    return env


def python_name(entry: Entry, overloaded: bool = True) -> str:
    """The Python function an overload is generated as (the public name dispatches)."""
    if not overloaded:
        return entry.name
    return f"_{entry.name}_{entry.signature.overload or 'default'}"


def overloaded(entry: Entry, group: list[Entry]) -> bool:
    """Whether an entry's function is one of several behind a dispatcher of its name. The one public
    overload of an op whose others are internal (mul beside mul.Scalar) is the public function itself:
    no overload is chosen at run time."""
    public = [e for e in group if e.variants]
    return len(group) > 1 and public != [entry]


def _autocast_targets(sig):
    """The left-hand side `input, weight, bias` of an autocast op's cast line: its tensor arguments
    (`input,` for one)."""
    names = [p.name for p in sig.params if p.type in ("Tensor", "Tensor?")]
    return ", ".join(names) + ("," if len(names) == 1 else "")


def _view_replay(entry, name):
    """`ViewFunc(select, (dim, index), symints=(1,))`: this view op redone on another tensor, its arguments kept
    as values (core/view_func.py), so Tensor._view_func can show PyTorch's SymInt and Tensor arguments to its
    visitors; an op returning several views names its output `i` (the template's `lambda i:`)."""
    sig = entry.signature
    source = sig.view_of
    if sig.params[0] is not source:
        raise ValueError(f"{sig.full_name}: a view op's viewed tensor must be its first argument")
    positional = [p for p in sig.params[1:] if not p.kw_only]
    keywords = [p for p in sig.params[1:] if p.kw_only]
    if any(p.symint or p.is_tensor for p in keywords):
        raise ValueError(f"{sig.full_name}: a view op's SymInt and Tensor arguments must be positional")
    parts = [", ".join(p.name for p in positional) + ("," if len(positional) == 1 else "")]
    symints = tuple(i for i, p in enumerate(positional) if p.symint)
    tensors = tuple(i for i, p in enumerate(positional) if p.is_tensor)
    if keywords:
        parts.append("{" + ", ".join(f'"{p.name}": {p.name}' for p in keywords) + "}")
    if symints:
        parts.append(f"symints={symints}")
    if tensors:
        parts.append(f"tensors={tensors}")
    if sig.returns_list:
        parts.append("output=i")
    return f"ViewFunc({name}, ({parts[0]}){''.join(', ' + part for part in parts[1:])})"


def _name_refs(op: dict[str, Any], sig) -> dict[str, Any]:
    """How the op's body names its own function (routed to __torch_function__/__torch_dispatch__):
    by name, unless a parameter shadows it (torch.threshold's `threshold`)."""
    params = {p.name for p in sig.params} | {"input"}
    for key in ("name", "public"):
        op[key + "_ref"] = f'globals()["{op[key]}"]' if op[key] in params else op[key]
    return op


def op_function(entry: Entry, overloaded: bool, inplace: bool = False) -> dict[str, Any]:
    """What the ops template needs for one out-of-place op (inplace: the parts its in-place
    variant shares, where `self` is saved as a clone of its value before the write)."""
    sig = entry.signature
    diff = entry.differentiable_inputs
    record_args = ", ".join(("*" + p.name) if p.is_tensor_list else p.name for p in diff)
    connect_inputs = (diff[0].name if len(diff) == 1 and diff[0].is_tensor_list
                      else "(" + ", ".join(p.name for p in diff) + ("," if len(diff) == 1 else "") + ")")
    tensor_inputs = [p.name for p in sig.params if p.is_tensor or p.is_tensor_list]
    dtype_ref = "(" + ", ".join(tensor_inputs) + ("," if len(tensor_inputs) == 1 else "") + ")"
    keeps_dtype = entry.keeps_dtype or any(p.name == "dtype" for p in sig.params)
    outputs = [r.name for r in sig.returns]
    saves_before, saves_after, presave = save_lines(entry, inplace, record_args)
    differentiable_outputs = [r.name for r, d in zip(sig.returns, entry.output_differentiability or ()) if d]
    if sig.returns_list:
        linked = None
        outputs_expr = outputs[0]
    else:
        # The node's outputs are the op's outputs up to its last differentiable one (as PyTorch's:
        # max.dim's node has one output, values; indices are not an output of it).
        linked = [r if r in differentiable_outputs else "None" for r in outputs]
        while linked[-1] == "None" and len(linked) > 1:
            linked.pop()
        outputs_expr = "(" + ", ".join(linked) + ("," if len(linked) == 1 else "") + ")"
    if linked == [outputs[0]] and len(diff) <= 2 and not any(p.is_tensor_list for p in diff):
        # The common shapes of call get a record without packing (runtime/autograd/node.py).
        record_call = (f"record_{('one', 'two')[len(diff) - 1]}({entry.class_name}, "
                       f"{', '.join(p.name for p in diff)}, {outputs[0]})")
    else:
        record_call = f"record({entry.class_name}, {connect_inputs}, {outputs_expr})"
    numpy = numpy_names(entry, overloaded)
    # torch.add(a, b, out=c): a public function's out= form (an overloaded op's dispatcher takes it)
    takes_out = not inplace and not overloaded and entry.takes_out
    return _name_refs({
        "name": python_name(entry, overloaded),
        "public": entry.name,
        "params": python_params(sig, numpy, bool(entry.deprecated), takes_out),
        "out": takes_out,
        "numpy_lines": numpy_lines(entry.name, numpy),
        "deprecated": None,   # set by render_all (deprecated_orders)
        "renames_self": renames_self(sig),
        "signature": sig.text,
        "line": entry.line,
        "path": Path(entry.path).name,
        "composite": (entry.composite if entry.composite is None or "." in entry.composite
                      else f"composite.{entry.composite}"),
        "call_args": ", ".join(f"{p.name}={p.name}" if p.kw_only
                               else ("*" if p.name == varargs_param(sig) else "") + p.name
                               for p in sig.params),
        "varargs": varargs_param(sig),
        "forward": (_forward_code(entry, inplace=inplace or entry.is_inplace, layout=not (inplace or entry.is_inplace))
                    if entry.numpy else None),
        "operands": _operands_line(entry) if entry.numpy else None,
        "result": (result_code(entry, dtype_ref, keeps_dtype)
                   if entry.numpy and not (inplace or entry.is_inplace) else None),
        "outputs": outputs,
        "returns_list": sig.returns_list,
        # (unnamed results, `-> (Tensor, Tensor)`, come back as a plain tuple, as PyTorch's var_mean)
        "tuple_type": f"{entry.name}_result" if len(outputs) > 1 and not sig.unnamed_returns else None,
        "dtype_ref": dtype_ref,
        "broadcasts": len(tensor_inputs) >= 2,
        "keeps_dtype": keeps_dtype,
        "class_name": entry.class_name,
        "record_args": record_args,
        "connect_inputs": connect_inputs,
        "record_call": record_call,
        "saves_before": saves_before,
        "presave": presave if entry.class_name else None,
        "not_implemented": [p.name for p in sig.params if p.name in entry.not_implemented],
        # No tensor input has a formula: PyTorch's NotImplemented node, which fails only in backward.
        "not_implemented_node": bool(entry.not_implemented) and all(
            p.name in entry.not_implemented for p in sig.params if p.is_tensor or p.is_tensor_list),
        "requires_grad_error": [p.name for p in sig.params if p.name in entry.requires_grad_error],
        "checks": _forward_code(entry, ast.parse(entry.checks, mode="eval")) if entry.checks else None,
        "record_checks": (_forward_code(entry, ast.parse(entry.record_checks, mode="eval"))
                          if entry.record_checks else None),
        "saves_after": saves_after,
        "view_of": sig.view_of.name if sig.view_of and not entry.composite else None,
        "view_replay": _view_replay(entry, python_name(entry, overloaded)) if sig.view_of else None,
        "tensor_checks": tensor_checks(entry),
        "checked_types": "TENSOR_OR_NUMBER" if entry.name in NUMBER_OPERAND_OPS else "Tensor",
        "complex_refusal": complex_refusal(entry, _names_tuple),
        "complex_autograd": entry.complex_autograd,
        "autocast": _autocast_targets(sig) if entry.autocast else None,
        "autocast_to": "_autocast.cpu_dtype" if entry.autocast == "lower_precision" else "_float32",
        "aten": aten_name(entry.name, sig.overload),
        "route_args": _names_tuple([p.name for p in sig.params if not p.kw_only]),
        "route_kwargs": "{" + ", ".join(f'"{p.name}": {p.name}' for p in sig.params if p.kw_only) + "}",
    }, sig)


def _names_tuple(names):
    return "(" + ", ".join(names) + ("," if len(names) == 1 else "") + ")"


def aten_name(name: str, overload: str) -> str:
    """The op's name as PyTorch's dispatcher prints it after `aten.` (`mm.default`, `add.Tensor`):
    the table's name and overload, where the table leaves the overload of a binary op with a Tensor
    `other` unnamed, PyTorch's `Tensor` (ATEN_OVERLOADS)."""
    full = f"{name}.{overload or ATEN_OVERLOADS.get(name.rstrip('_'), 'default')}"
    return ATEN_RENAMED.get(full, full)


# Ops whose unnamed table overload PyTorch names otherwise: `.Tensor` (its `.default` is the Python-number
# op); `.correction`, where every Python call of the variance family lands (its `.default` is unbiased only)
ATEN_OVERLOADS = {"add": "Tensor", "sub": "Tensor", "mul": "Tensor", "div": "Tensor",
                  "var": "correction", "std": "correction", "var_mean": "correction", "std_mean": "correction"}
# In-place overloads PyTorch names apart from their out-of-place ones
ATEN_RENAMED = {"pow_.Tensor_Scalar": "pow_.Scalar", "pow_.Tensor_Tensor": "pow_.Tensor"}


def inplace_name(entry: Entry) -> str:
    """The in-place op an entry gives: `add` with `inplace: true` -> add_; `fill_` is itself in-place."""
    return entry.name if entry.is_inplace else entry.name + "_"


def inplace_python_name(entry: Entry, overloaded: bool) -> str:
    name = inplace_name(entry)
    return f"_{name}_{entry.signature.overload or 'default'}" if overloaded else name


def _dispatcher(name, group, function_names, single=None):
    return {
        "name": name,
        "overloads": [(fn, overload_spec(e)) for fn, e in zip(function_names, group)],
        "signatures": [e.signature.text for e in group],
        "single": len(group) == 1 if single is None else single,
        "numpy_names": all(e.numpy_names for e in group),
        "out": any(e.takes_out for e in group),
        "out_functions": "(" + "".join(f"{fn}, " for fn, e in zip(function_names, group) if e.takes_out) + ")",
    }


def inplace_function(entry: Entry, overloaded: bool) -> dict[str, Any]:
    """What the in-place template needs: the entry's op, run on self's memory, recorded as the entry's
    node. In the formulas `self` is the value before the op (saved as a clone) and `result` is self after."""
    op = op_function(entry, False, inplace=True)
    op["name"] = inplace_python_name(entry, overloaded)
    op["public"] = inplace_name(entry)
    op["aten"] = aten_name(inplace_name(entry), entry.signature.overload)
    op["saves_after"] = [f"grad_fn.{s.slot} = saved_output(self)"
                         for s in entry.saved or [] if s.kind == "output"]
    op["fast_forward"] = _fast_inplace_code(entry)
    op["fills"] = entry.fills
    op["expanded"] = entry.expanded
    op["inplace_view"] = _inplace_view_steps(entry) if entry.inplace_view else None
    op["own_overlap_check"] = entry.own_overlap_check
    op["no_overlap"] = entry.no_overlap
    op["meta"] = _forward_code(entry, ast.parse(entry.meta, mode="eval"), inplace=True) if entry.meta else None
    op["structured_inplace"] = entry.structured_inplace
    op["unchecked_inplace"] = entry.unchecked_inplace
    if op["not_implemented_node"]:
        # No derivative at all (floor_divide_): recorded in place as PyTorch's NotImplemented node, whose
        # backward fails naming the op; the written tensor requires grad as after any in-place op.
        inputs = op["not_implemented"]
        op.update(class_name="NotImplementedNode", record_args=", ".join(inputs), not_implemented=[],
                  connect_inputs="(" + ", ".join(inputs) + ("," if len(inputs) == 1 else "") + ")",
                  saves_before=[f'grad_fn.op = "{op["public"]}"'])
    return _name_refs(op, entry.signature)


def _inplace_view_steps(entry: Entry) -> dict[str, str]:
    """An inplace_view op's replay (its out-of-place view op, for rebuilding self from its base) and undo
    (from the new geometry back to the old, for the views of self): a transpose undoes itself, the others
    only add or remove dims of size 1, which a view to the old shape puts back. Both are ViewFuncs, as a
    view op's replay (core/view_func.py)."""
    sig = entry.signature
    base = sig.name.rstrip("_")
    params = sig.params[1:]
    args = ", ".join(p.name for p in params) + ("," if len(params) == 1 else "")
    symints = tuple(i for i, p in enumerate(params) if p.symint)
    replay = f"ViewFunc({base}, ({args}){f', symints={symints}' if symints else ''})"
    undo = replay if base in ("t", "transpose") else "None"
    return {"replay": replay, "undo": undo}


def render_all(entries: list[Entry], helper_names: dict[str, str], target: Target = BUILT_IN) -> dict[str, str]:
    """The generated files' text by name. helper_names maps each formula helper to the module
    that defines it (generate.helper_modules); target says which package they form (the built-in
    table's gradtable.generated, or a user table's package, which also gets an __init__.py)."""
    env = _environment()
    own = {e.name for e in entries}
    # (a table's own op shadows gradtable's of the same name: an entry that overrides it)
    op_names = {**dict.fromkeys(target.gradtable_ops - own, "gradtable_ops"), **dict.fromkeys(own, "ops")}
    kernel_modules = {**KERNEL_MODULES, **target.kernels}
    used_helpers: set[str] = set()
    classes = []
    for e in entries:
        analyse(e)
    inline_ops = inlinable_ops(entries)
    array_modules: set[str] = set()
    for e in entries:
        if e.class_name:
            classes.append(backward_class(e, op_names, helper_names, used_helpers, inline_ops, array_modules))
    groups: dict[str, list[Entry]] = {}
    for e in entries:
        groups.setdefault(e.name, []).append(e)
    for group in groups.values():
        if len(group) > 1 and any(e.deprecated for e in group):
            e = next(e for e in group if e.deprecated)
            raise TableError(e.path, e.line, e.signature.full_name, "deprecated: orders are for an op with one "
                                                                    "overload (its function takes *deprecated)")
    ops = [op_function(e, overloaded(e, groups[e.name])) for e in entries if not e.is_inplace]
    for op, e in zip(ops, [e for e in entries if not e.is_inplace]):
        op["forward_lines"] = op_forward_lines(e, op["name"])
        if e.deprecated:
            op["deprecated"] = {"const": f"DEPRECATED_{e.name}", "orders": deprecated_orders(e, e.name),
                                "method": False}
    forward_helpers: set[str] = set()
    jvps = [f for f in (forward_function(e, python_name(e, overloaded(e, groups[e.name])), op_names, helper_names,
                                         forward_helpers) for e in entries) if f]
    inplace_groups: dict[str, list[Entry]] = {}
    for e in entries:
        if e.inplace or e.is_inplace:
            inplace_groups.setdefault(inplace_name(e), []).append(e)
    inplace_ops = []
    for group in inplace_groups.values():
        for e in group:
            op = inplace_function(e, len(group) > 1)
            op["forward_lines"] = inplace_forward_lines(e, op["name"], op["public"],
                                                        python_name(e, overloaded(e, groups[e.name])), op["call_args"])
            if e.deprecated:
                op["deprecated"] = {"const": f"DEPRECATED_{op['public']}",
                                    "orders": deprecated_orders(e, op["public"]), "method": not e.inplace_function}
            inplace_ops.append(op)
    dispatchers = []
    for name, group in groups.items():
        if not group[0].is_inplace:
            # Internal overloads (variants: none) are not chosen by the public function, as PyTorch's
            # Python bindings skip e.g. div.Scalar: x / 2.0 is div.Tensor (DivBackward0) there too.
            public = [e for e in group if e.variants] or group
            dispatchers.append(_dispatcher(name, public, [python_name(e, overloaded(e, group)) for e in public],
                                           single=not any(overloaded(e, group) for e in public)))
    for name, group in inplace_groups.items():
        dispatchers.append(_dispatcher(name, group, [inplace_python_name(e, len(group) > 1) for e in group]))
    tuple_types = sorted({(o["tuple_type"], tuple(o["outputs"])) for o in ops if o["tuple_type"]})
    exported_inplace = {name: any(e.inplace_function or (e.is_inplace and "function" in e.variants) for e in group)
                        for name, group in inplace_groups.items()}
    bindings = aliases.resolve(entries, exported_inplace)
    methods: list[str] = []
    operators: list[tuple[str, str, bool, bool, bool]] = []
    namespaces: dict[str, list[str]] = {"": [], "nn.functional": [], "linalg": [], "special": [], "fft": []}
    # Methods of tensors_only ops check their arguments with a method's positions.
    # Methods of ops with deprecated argument orders word PyTorch's warning as a method's (x.add(2, y)).
    deprecated_methods = [{"name": o["public"], "const": o["deprecated"]["const"],
                           "params": "self" + python_params(e.signature, (), True)[len("input"):],
                           "positional": o["route_args"].strip("()").rstrip(","), "call": o["call_args"]}
                          for o, e in zip(ops, [e for e in entries if not e.is_inplace])
                          if o["deprecated"] and "method" in e.variants and renames_self(e.signature)]
    checked_methods = {e.name: tensor_checks(e, method=True) for e in entries
                       if e.tensors_only and "method" in e.variants}
    # (the other arguments, which follow the tensors in every such signature, pass through: x.diag(1))
    passed_on = set()
    for e in entries:
        if e.name in checked_methods and len(e.signature.params) > len(checked_methods[e.name]):
            if not all(p.is_tensor for p in e.signature.params[:len(checked_methods[e.name])]):
                raise ValueError(f"{e.name}: a tensors_only method's tensor arguments must come first")
            passed_on.add(e.name)
    for name, group in groups.items():
        first = group[0]
        if first.is_inplace:
            continue
        if "method" in first.variants:
            methods.append(name)
        if "function" in first.variants:
            namespaces[first.python_module].append(name)
        for e in group:
            for op in e.operators:
                operators.append((op, name, op in SWAPPED_OPERATORS, e.tensors_only, op in COMPARISON_OPERATORS))
    for name, group in inplace_groups.items():
        # A Tensor(a!) entry is a method when its variants say so, an entry's in-place variant when its
        # `inplace:` does (PyTorch has no Tensor.elu_ or Tensor.silu_, only functions or internal ops).
        if any("method" in e.variants if e.is_inplace else e.inplace_method for e in group):
            methods.append(name)
        if exported_inplace[name]:
            namespaces[group[0].python_module].append(name)
        for e in group:
            for op in e.operators:
                if op in AUGMENTED_OPERATORS and not e.is_inplace:
                    operators.append((AUGMENTED_OPERATORS[op], name, False, e.tensors_only, False))
    for b in bindings:
        if b.namespace is not None:
            namespaces[b.namespace].append(b.name)
    rules, batch_functions = [], []
    for e in entries:
        if e.composite is not None:
            continue  # (it batches through the ops it calls)
        python = python_name(e, overloaded(e, groups[e.name])) if not e.is_inplace else None
        atens = [] if e.is_inplace else [aten_name(e.name, e.signature.overload)]
        if e.inplace or e.is_inplace:
            atens_inplace = [aten_name(inplace_name(e), e.signature.overload)]
        else:
            atens_inplace = []
        if e.batch == "elementwise":
            rules += [(a, "elementwise") for a in atens + atens_inplace]
        elif e.batch is not None:
            f = batch_function(e, python or inplace_python_name(e, True), op_names)
            batch_functions.append(f)
            # (an in-place entry's own rule is for its in-place op; an op's expression rule is not for its `_` form)
            rules += [(a, f["name"]) for a in atens + (atens_inplace if f["inplace_too"] or e.is_inplace else [])]
        elif e.numpy is not None and _is_elementwise(ast.parse(e.numpy, mode="eval")):
            rules += [(a, "elementwise") for a in atens + atens_inplace]
    common = {"header": target.header, "package": target.package, "table_name": target.table_name,
              "gradtable_ops": target.user, "user": target.user}
    files = {
        "functions.py": env.get_template("functions.py.j2").render(
            classes=classes, helper_imports=helper_imports(used_helpers, helper_names),
            array_imports=sorted(import_line(m, kernel_modules) for m in array_modules - {"np", "math"}),
            **common),
        "ops.py": env.get_template("ops.py.j2").render(
            ops=ops, inplace_ops=inplace_ops, dispatchers=dispatchers, tuple_types=tuple_types, aliases=bindings,
            classes=sorted(c["name"] for c in classes), jvps=bool(jvps),
            module_imports=sorted([import_line(m, kernel_modules) for m in kernel_modules]
                                  + [import_line(m, COMPOSITE_MODULES) for m in COMPOSITE_MODULES]), **common),
        "forward.py": env.get_template("forward.py.j2").render(
            functions=jvps, helper_imports=helper_imports(forward_helpers, helper_names), **common),
        "batching.py": env.get_template("batching.py.j2").render(
            functions=batch_functions, rules=rules, inplace=sorted(op["aten"] for op in inplace_ops), **common),
        "tensor_methods.py": env.get_template("tensor_methods.py.j2").render(
            methods=sorted(methods), operators=sorted(operators), namespaces=namespaces,
            method_aliases=sorted((b.method, b.name, b.target) for b in bindings if b.method),
            checked=checked_methods, checked_methods=sorted(checked_methods.items()), passed_on=passed_on,
            deprecated_methods=deprecated_methods, **common),
    }
    if target.user:
        files["__init__.py"] = env.get_template("package_init.py.j2").render(
            functions=sorted(namespaces[""]), methods=bool(methods), **common)
    return files
