"""The Backward classes of generated/functions.py: each entry's formulas, guarded by the inputs that
need a gradient, written on tensors (`apply`) and, where every formula allows it, on NumPy arrays
(`apply_arrays`); and which input a saved value is kept for.
"""
import ast
import copy
import re
from pathlib import Path

from .array_formulas import ARRAY_HELPERS, COMPLEX_GRAD, array_formula
from .saved import FREED_AFTER_BACKWARD, RewriteDerived


def op_modules(op_names):
    """op name -> the module alias a generated file calls it through. op_names is a set (every op is
    the table's own: `ops`) or already such a mapping (a user table: its own ops in `ops`, gradtable's
    in `gradtable_ops`)."""
    return op_names if isinstance(op_names, dict) else dict.fromkeys(op_names, "ops")


class QualifyOps(ast.NodeTransformer):
    """`sum(x)` -> `ops.sum(x)` for table ops that are not shadowed by an argument name (op_names:
    a set, or a mapping op name -> module alias, see op_modules)."""

    def __init__(self, op_names, local_names):
        self.op_names = op_modules(op_names)
        self.local_names = local_names

    def visit_Call(self, node):
        self.generic_visit(node)
        if isinstance(node.func, ast.Name) and node.func.id in self.op_names and node.func.id not in self.local_names:
            module = self.op_names[node.func.id]
            node.func = ast.copy_location(ast.Attribute(ast.Name(module, ast.Load()), node.func.id, ast.Load()),
                                          node.func)
        return node


def helper_imports(used: set[str], helper_modules: dict[str, str]) -> list[tuple[str, list[str]]]:
    """(module, names) for each module of runtime/ops/formula_helpers/ a generated file uses."""
    modules: dict[str, list[str]] = {}
    for name in sorted(used):
        modules.setdefault(helper_modules[name], []).append(name)
    return sorted(modules.items())


def should_compute_output(index: int, node: str = "ctx") -> str:
    """The guard of a formula: does input `index` of the node need a gradient. It is
    Node.should_compute_output written inline, so that apply_arrays (the engine's hot path)
    pays no call for it; apply, apply_arrays and the ops' conditional saves all use this text."""
    return f"{node}.next_functions[{index}][0] is not None"


def any_output(indices: list[int], node: str = "ctx") -> str:
    """`should_compute_output(i) or ...`: the guard of a value several formulas use
    (parenthesized, so that a long one breaks inside its parentheses)."""
    guards = " or ".join(should_compute_output(i, node) for i in indices)
    return f"({guards})" if len(indices) > 1 else guards


def _formula_code(entry, formula, op_names, helper_names, used_helpers):
    sig = entry.signature
    local = {p.name for p in sig.params} | {r.name for r in sig.returns} | {"grad", "grads", "result"}
    tree = RewriteDerived(entry.saved).visit(ast.parse(formula.text, mode="eval"))
    tree = QualifyOps(op_names, local).visit(tree)
    for node in ast.walk(tree):
        if isinstance(node, ast.Name) and node.id in helper_names and node.id not in local:
            used_helpers.add(node.id)
    return ast.unparse(ast.fix_missing_locations(tree))


def _array_blocks(entry, inline_ops, array_modules, used_helpers):
    """apply_arrays' body: the saved values it loads (each unpacked once, as apply does) and, per
    formula, its NumPy source; None when some formula has no array form (then only apply)."""
    sig = entry.signature
    diff = entry.differentiable_inputs
    if any(p.is_tensor_list for p in diff):
        return None
    if len(sig.returns) > 1 and not _reads_first_grad_only(entry):
        return None  # (the engine calls apply_arrays with the other outputs' gradients possibly None)
    index = {p.name: i for i, p in enumerate(diff)}
    arrays = {"grad"} | {s.source for s in entry.saved if s.kind in ("tensor", "output")}
    if sig.returns_list:
        # A list of views (split): `grads` is a list of arrays; the engine calls apply_arrays only
        # when every output got a gradient (else apply, which fills in zeros).
        arrays.add("grads")
    values = {s.attr for s in entry.saved if s.kind in ("value", "index", "derived")}  # numbers, dims, shapes
    blocks, used = [], set()
    for f in entry.formulas:
        masked = "grad_input_mask" in f.text
        if masked and not _calls_array_helper(f.tree):
            return None
        if len(f.inputs) != 1 and not masked:
            return None
        tree = RewriteDerived(entry.saved).visit(copy.deepcopy(f.tree))  # self.shape -> self_sym_sizes
        code = array_formula(tree, arrays | {"grad_input_mask"} if masked else arrays, values, inline_ops,
                             array_modules)
        if code is None:
            return None
        idx = [index[n] for n in f.inputs]
        # (names of the emitted code: an inlined forward may not use every argument of its call)
        used |= {n.id for n in ast.walk(ast.parse(code)) if isinstance(n, ast.Name)} & (arrays | values) - {"grad"}
        used_helpers.update(h for h in ("maybe_multiply",) if h + "(" in code)
        target = ", ".join(f"grad_inputs[{i}]" for i in idx)
        if len(idx) > 1 and idx == list(range(len(diff))):  # every input's gradient: the shorter line
            target, code = "grad_inputs", f"list({code})"
        block = {"index": idx[0], "condition": should_compute_output(idx[0]), "mask": None,
                 "target": target, "code": code}
        if masked:  # as apply: the mask of this formula's inputs; it runs when any needs a gradient
            block["mask"] = grad_input_mask_text(idx)
            block["condition"] = "any(grad_input_mask)"
        blocks.append(block)
    loads = []
    for slot in entry.saved:  # in the order apply loads them
        name = slot.source if slot.kind in ("tensor", "output") else slot.attr
        if name not in used:
            continue
        if name in values:
            loads.append(f"{name} = ctx._saved_{slot.attr}")
            continue
        load = f"saved_array(ctx.{slot.slot}, ctx, grad)"
        # Loaded under the condition it was saved under (outputs are always saved), all before any formula
        # runs and in the order they were saved, as PyTorch's apply unpacks them (the order unpack hooks see).
        only_for = None if slot.kind == "output" else saved_only_for(entry, name)
        if not only_for:
            loads.append(f"{name} = {load}")
        else:
            loads.append(f"{name} = {load} if {any_output(only_for)} else None")
    if any(COMPLEX_GRAD in b["code"] for b in blocks):
        loads.insert(0, f'{COMPLEX_GRAD} = grad.dtype.kind == "c"')
    # A list of outputs (split) has a formula of `grads`; `grad` (grads[0]) is then read only if a
    # saved tensor is loaded (saved_array compares dtypes with it).
    code = [*loads, *(b["code"] for b in blocks)]
    reads_grad = not sig.returns_list or any(
        isinstance(n, ast.Name) and n.id == "grad" for text in code for n in ast.walk(ast.parse(text)))
    return {"loads": loads, "blocks": blocks, "grad_line": reads_grad}


def grad_input_mask_text(indices):
    """The tuple a formula's grad_input_mask is: whether each of its inputs needs a gradient."""
    return "(" + ", ".join(should_compute_output(i) for i in indices) + ("," if len(indices) == 1 else "") + ")"


def _reads_first_grad_only(entry):
    """Whether an entry with several outputs reads only grads[0] (the others are never needed)."""
    for f in entry.formulas:
        nodes = list(ast.walk(f.tree))
        uses = sum(isinstance(n, ast.Name) and n.id == "grads" for n in nodes)
        firsts = sum(isinstance(n, ast.Subscript) and isinstance(n.value, ast.Name) and n.value.id == "grads"
                     and isinstance(n.slice, ast.Constant) and n.slice.value == 0 for n in nodes)
        if uses != firsts:
            return False
    return True


def _calls_array_helper(tree):
    """A formula that is one call of a helper with an array version (which takes grad_input_mask)."""
    body = tree.body
    return isinstance(body, ast.Call) and isinstance(body.func, ast.Name) and body.func.id in ARRAY_HELPERS


def backward_class(entry, op_names, helper_names, used_helpers, inline_ops=None, array_modules=None):
    """Everything the functions template needs for one Backward class."""
    sig = entry.signature
    diff = entry.differentiable_inputs
    index = {p.name: i for i, p in enumerate(diff)}
    list_input = any(p.is_tensor_list for p in diff)
    blocks = []
    for f in entry.formulas:
        code = _formula_code(entry, f, op_names, helper_names, used_helpers)
        if list_input:
            blocks.append({"condition": "any(edge[0] is not None for edge in ctx.next_functions)",
                           "mask": None, "targets": None, "code": code, "text": f.text})
            continue
        idx = [index[n] for n in f.inputs]
        cond = " or ".join(should_compute_output(i) for i in idx)
        mask = None
        if "grad_input_mask" in f.text:
            # As PyTorch: the mask of the inputs this formula gives gradients for, and the formula
            # runs when any of them needs one.
            mask = grad_input_mask_text(idx)
            cond = "any(grad_input_mask)"
        targets = ", ".join(f"grad_inputs[{i}]" for i in idx)
        blocks.append({"condition": cond, "mask": mask, "targets": targets, "code": code, "text": f.text})
    loads = []
    for s in entry.saved:
        if s.kind in ("tensor", "tensor_list", "output"):
            loads.append(f"{s.source} = ctx._saved_{s.attr}")
        else:
            loads.append(f"{s.attr} = ctx._saved_{s.attr}")
    if sig.returns_list or len(sig.returns) > 1:
        grad_line = None
    else:
        grad_line = "grad = grads[0]"
    return {
        "name": entry.class_name,
        "signature": sig.text,
        "line": entry.line,
        "path": Path(entry.path).name,
        "formulas": [(", ".join(f.inputs), f.text) for f in entry.formulas],
        "slots": [s.slot for s in entry.saved],
        "tensor_slots": [s for s in entry.saved if s.kind in FREED_AFTER_BACKWARD],
        "loads": loads,
        "grad_line": grad_line,
        "list_input": list_input,
        "no_grads": "[None]" if len(diff) == 1 else f"[None] * {len(diff)}",
        "blocks": blocks,
        "array_blocks": (_array_blocks(entry, inline_ops, array_modules, used_helpers)
                         if inline_ops is not None else None),
        # PyTorch's hand-written nodes (named by `node:`) live in the torch::autograd namespace; a
        # `node:` of the generated pattern (NormBackward1: an overload numbered among ones the table
        # writes as composites; ViewBackward0_copy: torchgen's node of a view op's *_copy form) is named
        # as generated nodes are.
        "qualified_name": (f"torch::autograd::{entry.node}"
                           if entry.node and not re.search(r"Backward\d+(_copy)?$", entry.node) else None),
        "undefined_grads": entry.undefined_grads,
        # apply_arrays of a node with several outputs reads grads[0] only: the engine may call it
        # while the other outputs' gradients are None (apply would see zeros there).
        "array_missing_grads": len(sig.returns) > 1,
    }


def inputs_needing(entry):
    """For each name a formula reads: the indices of the differentiable inputs whose formulas read it.
    A tensor read only for a derived value saved on its own (`mat1.strides` in mat1's own formula) is
    not read there."""
    index = {p.name: i for i, p in enumerate(entry.differentiable_inputs)}
    users = {}
    for f in entry.formulas:
        tree = RewriteDerived(entry.saved).visit(copy.deepcopy(f.tree)) if entry.saved else f.tree
        names = {n.id for n in ast.walk(tree) if isinstance(n, ast.Name)}
        for name in names:
            users.setdefault(name, set()).update(index[i] for i in f.inputs)
    return users


def saved_only_for(entry, name):
    """The differentiable inputs (indices) one of which must need a gradient for the op to save
    input tensor `name`, or None when it is always saved. As PyTorch: `x * w` keeps x only when
    w needs a gradient. (apply_arrays loads it under the same condition.)"""
    diff = entry.differentiable_inputs
    users = inputs_needing(entry)[name]
    if len(diff) > 1 and not diff[0].is_tensor_list and len(users) < len(diff):
        return sorted(users)
    return None
