"""Render forward-mode formulas (`result:` in derivatives.yaml) into generated/forward.py.

One function per entry with a forward formula: `jvp_<op>(outputs..., arguments...)` returns
the outputs' tangents (or None when no input has one). In a formula, `<input>_t` is that
input's tangent (zeros when it has none), `<input>_p` and the plain name its primal value,
`result` (or a named output) the op's output. `auto_linear` is the op itself applied to the
tangents. ops.py calls these only while a dual level is active (forward_grad.py), through
the module (`_jvps.jvp_mul_Tensor(...)`: the generated module, imported under a name no op
argument takes, as _fft_c2c's `forward` does): one import for all of them.
"""
import ast
from pathlib import Path

from .backward import QualifyOps


class _Rewrite(QualifyOps):
    """`self_p` -> `self`; table ops -> `ops.<name>` unless shadowed by an argument (QualifyOps)."""

    def __init__(self, primal_names, op_names, local_names):
        super().__init__(op_names, local_names)
        self.primal_names = primal_names

    def visit_Name(self, node):
        if node.id in self.primal_names:
            return ast.copy_location(ast.Name(self.primal_names[node.id], node.ctx), node)
        return node


def jvp_name(python_name):
    return "jvp_" + python_name.lstrip("_")


def jvp_params(entry):
    """Outputs first, then the op's parameters with their defaults (keyword-only kept)."""
    parts = [r.name for r in entry.signature.returns]
    star = False
    for p in entry.signature.params:
        if p.kw_only and not star:
            parts.append("*")
            star = True
        parts.append(p.name if not p.has_default else f"{p.name}={p.default!r}")
    return ", ".join(parts)


def jvp_call_args(entry):
    """How ops.py passes its outputs and arguments (already normalised, e.g. view's size tuple)."""
    sig = entry.signature
    return ", ".join([r.name for r in sig.returns]
                     + [f"{p.name}={p.name}" if p.kw_only else p.name for p in sig.params])


def _auto_linear(entry, python_name):
    """The op applied to the tangents: e.g. `ops.cat(tensors_t, dim)`."""
    diff = {p.name for p in entry.differentiable_inputs}
    args = []
    for p in entry.signature.params:
        value = p.name + "_t" if p.name in diff else p.name
        args.append(f"{p.name}={value}" if p.kw_only else value)
    return f"ops.{python_name}({', '.join(args)})"


def forward_function(entry, python_name, op_names, helper_names, used_helpers):
    """What forward.py.j2 needs for one entry, or None when it has no forward formula."""
    if not entry.forward:
        return None
    sig = entry.signature
    diff = entry.differentiable_inputs
    tensor_params = [p.name for p in sig.params if p.is_tensor or p.is_tensor_list]
    primal_names = {n + "_p": n for n in tensor_params}
    local = {p.name for p in sig.params} | {r.name for r in sig.returns} | {n + "_t" for n in tensor_params}
    codes, used_names, uses = [], set(), []
    for f in entry.forward:
        if f.shorthand == "auto_linear":
            code = _auto_linear(entry, python_name)
            names = {p.name + "_t" for p in diff}
        else:
            tree = _Rewrite(primal_names, op_names, local).visit(ast.parse(f.text, mode="eval"))
            names = {n.id for n in ast.walk(tree) if isinstance(n, ast.Name)}
            used_helpers.update(n for n in names if n in helper_names and n not in local)
            code = ast.unparse(ast.fix_missing_locations(tree))
        used_names |= names
        codes.append((f.outputs, code))
        uses.append([p.name for p in diff if p.name + "_t" in names])
    outputs = [r.name for r in sig.returns]
    given = []   # inputs whose having a tangent decides whether some output gets one
    if sig.returns_list:  # one formula giving the list of tangents
        assigns, returns = [("result_tangents", codes[0][1], None)], "result_tangents"
    else:
        assigns, tangent_of_output = [], {}
        for (outs, code), used in zip(codes, uses):
            # As PyTorch, an output whose own formula reads only tangents no input has gets none (not zeros),
            # when the op has several formulas: convolution_backward's grad_input has none for a dual input.
            gate = None
            if len(codes) > 1 and len(used) < len(diff):
                gate = " or ".join(f"{name}_given" for name in used) or "False"
                given += [name for name in used if name not in given]
            assigns.append((", ".join(o + "_tangent" for o in outs), code, gate))
            tangent_of_output.update({o: o + "_tangent" for o in outs})
        returns = ("(" + ", ".join(tangent_of_output.get(o, "None") for o in outputs)
                   + ("," if len(outputs) == 1 else "") + ")")
    inputs = [{"name": p.name, "is_list": p.is_tensor_list, "used": p.name + "_t" in used_names} for p in diff]
    return {
        "name": jvp_name(python_name),
        "params": jvp_params(entry),
        "signature": sig.text,
        "path": Path(entry.path).name,
        "line": entry.line,
        "formulas": [(", ".join(f.outputs), f.derived_from and f"{f.text}   ({f.derived_from})" or f.text)
                     for f in entry.forward],
        "inputs": inputs,
        "given": given,
        "assigns": assigns,
        "returns": returns,
    }


def _inputs_tuple(names):
    return "(" + ", ".join(names) + ("," if len(names) == 1 else "") + ")"


def op_forward_lines(entry, python_name):
    """The lines an out-of-place op runs before returning: its outputs' tangents while a dual
    level is active, or PyTorch's error for an op without a forward formula."""
    diff = [p.name for p in entry.differentiable_inputs]
    if entry.composite is not None or not diff:
        return []
    if not entry.forward:
        return ["if _fw.active:", f'    fw_unsupported("{entry.name}", {", ".join(diff)})']
    sig = entry.signature
    outputs = "result" if sig.returns_list else _inputs_tuple([r.name for r in sig.returns])
    inputs = "None" if entry.is_view else _inputs_tuple(diff)
    return ["if _fw.active:",
            f"    set_result_tangents({outputs}, _jvps.{jvp_name(python_name)}({jvp_call_args(entry)}), {inputs})"]


def inplace_forward_lines(entry, function_name, public_name, jvp_python_name, call_args):
    """The lines an in-place op starts with: with a tangent somewhere, run it through
    forward_grad.inplace, which also updates self's tangent."""
    diff = [p.name for p in entry.differentiable_inputs]
    if entry.inplace_view:   # (the tangent changes shape with self: the same op on it)
        return ["if _fw.active and any_tangent(self):", f"    return fw_inplace_view({function_name}, {call_args})"]
    if not entry.forward:
        return ["if _fw.active:", f'    fw_unsupported("{public_name}", {", ".join(diff)})']
    return [f"if _fw.active and any_tangent({', '.join(diff)}):",
            f"    return fw_inplace({function_name}, _jvps.{jvp_name(jvp_python_name)}, {call_args})"]
