"""Infer what each backward node must save, PyTorch's way.

A formula that uses `self` keeps the tensor; one that only reads `self.shape`
keeps just the shape (`_saved_self_sym_sizes`, PyTorch's name), so the tensor's memory can go.
Non-tensor arguments (dim, keepdim, ...) are kept as plain values, and
`result` (or a named output) is kept as a saved output of the node.
"""
import ast
from dataclasses import dataclass

from .load import DERIVED_ATTRS

#: Kinds kept in a SavedTensor / SavedIndex, released after backward (a second one then raises).
#: An advanced index is one: PyTorch keeps its index tensors as saved variables.
FREED_AFTER_BACKWARD = ("tensor", "tensor_list", "output", "index")

#: Calls on Tensor[] arguments that only need their shapes.
DERIVED_CALLS = {"sizes_of": "args_sizes"}
#: Calls on a tensor argument that only need its shape and dtype: `zeros_like(other)` keeps other's
#: (PyTorch's `other_info`), so the node holds no tensor an in-place op could change under it
#: (x.eq_(x) after x.eq_(y), a scatter's src written after).
INFO_CALLS = {"zeros_like": "info"}


@dataclass(frozen=True)
class Saved:
    attr: str         # the attribute suffix: _saved_<attr>
    kind: str         # tensor | tensor_list | output | index | value | derived | derived_list
    source: str       # the argument or output it comes from
    derive: str = ""  # for derived: shape | strides | ndim | dtype | geometry | sizes_of

    @property
    def slot(self):
        """The slot the node stores it in (SavedTensor objects live in _raw_saved_*)."""
        return f"_raw_saved_{self.attr}" if self.kind in FREED_AFTER_BACKWARD else f"_saved_{self.attr}"


def analyse(entry):
    """Fill entry.saved and return it: the ordered list of Saved values."""
    sig = entry.signature
    params = {p.name: p for p in sig.params}
    outputs = [r.name for r in sig.returns]
    full, derived, values = [], [], []

    def add(lst, item):
        if item not in lst:
            lst.append(item)

    for formula in entry.formulas:
        parents = {}
        for node in ast.walk(formula.tree):
            for child in ast.iter_child_nodes(node):
                parents[child] = node
        for node in ast.walk(formula.tree):
            if not isinstance(node, ast.Name):
                continue
            name = node.id
            parent = parents.get(node)
            is_tensor_like = name in outputs or (name in params and (params[name].is_tensor
                                                                     or params[name].is_tensor_list))
            if name in params and not is_tensor_like:
                add(values, name)
            elif is_tensor_like:
                if isinstance(parent, ast.Attribute) and parent.attr in DERIVED_ATTRS and name in params:
                    add(derived, (name, parent.attr))
                elif (isinstance(parent, ast.Call) and isinstance(parent.func, ast.Name)
                      and parent.func.id in DERIVED_CALLS and parent.args and parent.args[0] is node):
                    add(derived, (name, parent.func.id))
                elif (isinstance(parent, ast.Call) and isinstance(parent.func, ast.Name) and name in params
                      and parent.func.id in INFO_CALLS and parent.args == [node] and not parent.keywords
                      and params[name].is_tensor):
                    add(derived, (name, parent.func.id))
                else:
                    add(full, name)

    # A tensor whose strides a formula reads keeps its sizes and strides beside it even when it is saved
    # whole, as PyTorch's MmBackward0 keeps `_saved_mat2_sym_strides` beside `_saved_mat2`: they describe
    # the input as it was (mm_mat2_backward's layout test), not as a saved-tensor hook may give it back.
    kept_with_tensor = {name for name, how in derived if how == "strides"}
    saved = []
    for p in sig.params:  # signature order keeps the output stable and readable
        if p.name in full:
            saved.append(Saved(p.name, "tensor_list" if p.is_tensor_list else "tensor", p.name))
        for name, how in derived:
            if name == p.name and (name not in full or name in kept_with_tensor):
                suffix = DERIVED_ATTRS.get(how) or DERIVED_CALLS.get(how) or INFO_CALLS[how]
                saved.append(Saved(f"{name}_{suffix}", "derived_list" if how in DERIVED_CALLS else "derived",
                                   name, how))
        if p.name in values:
            saved.append(Saved(p.name, "index" if p.type == "Index" else "value", p.name))
    for r in sig.returns:
        if r.name in full:
            saved.append(Saved(r.name, "output", r.name))
    # Tensors are saved, and their pack hooks run, in PyTorch's order: its generated code saves the inputs by
    # name, then the outputs by name (`x * w` packs other, then self; layer_norm bias, input, weight).
    for kinds in (("tensor", "tensor_list"), ("output",)):
        slots = [i for i, s in enumerate(saved) if s.kind in kinds]
        for i, s in zip(slots, sorted((saved[i] for i in slots), key=lambda s: s.source)):
            saved[i] = s
    entry.saved = saved
    return saved


class RewriteDerived(ast.NodeTransformer):
    """Turn `self.shape` into `self_sym_sizes` (and sizes_of(tensors) into tensors_args_sizes)
    where only the derived value is saved."""

    def __init__(self, saved):
        self.derived = {(s.source, s.derive): s.attr for s in saved if s.kind in ("derived", "derived_list")}

    def visit_Attribute(self, node):
        if isinstance(node.value, ast.Name) and (node.value.id, node.attr) in self.derived:
            return ast.copy_location(ast.Name(self.derived[(node.value.id, node.attr)], ast.Load()), node)
        return self.generic_visit(node)

    def visit_Call(self, node):
        if (isinstance(node.func, ast.Name) and node.args and isinstance(node.args[0], ast.Name)
                and (node.args[0].id, node.func.id) in self.derived):
            saved = ast.Name(self.derived[(node.args[0].id, node.func.id)], ast.Load())
            if node.func.id in INFO_CALLS:   # zeros_like(other) -> zeros_of(other_info)
                return ast.copy_location(ast.Call(ast.Name("zeros_of", ast.Load()), [saved], []), node)
            return ast.copy_location(saved, node)
        return self.generic_visit(node)
