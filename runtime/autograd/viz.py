"""A picture of the backward graph: what `loss.backward()` will walk.

`make_dot(loss, params=dict(model.named_parameters()))` follows `grad_fn` and `next_functions`
from a tensor and describes every node for Graphviz: Backward nodes by `name()` (grey), leaves
(AccumulateGrad) by parameter name and shape (blue), tensors a node saved for backward with
their shapes (orange, dashed edge), and the output itself (green). `.source` is DOT text;
`.render(path)` writes SVG/PNG when Graphviz's `dot` program is installed.
"""
import shutil
import subprocess
from pathlib import Path

from .node import AccumulateGrad
from .saved import SavedTensor

_STYLE = {
    "node": 'shape=box, style="filled,rounded", fillcolor=lightgrey',
    "leaf": 'shape=box, style=filled, fillcolor=lightblue',
    "saved": 'shape=box, style=filled, fillcolor=orange',
    "output": 'shape=box, style=filled, fillcolor=darkolivegreen1',
}


class Graph:
    """A graph description with the DOT text (`source`) and ways to write it out."""

    def __init__(self, source):
        self.source = source

    def __str__(self):
        return self.source

    def save(self, path):
        """Write the DOT text (open it with any Graphviz viewer)."""
        Path(path).write_text(self.source)
        return str(path)

    def render(self, path, format=None):
        """Write a picture (format from the suffix: .svg, .png, .pdf) with Graphviz's `dot`."""
        path = Path(path)
        format = format or path.suffix.lstrip(".") or "svg"
        dot = shutil.which("dot")
        if dot is None:
            raise RuntimeError("gradtable.viz: rendering needs Graphviz's `dot` program, which is not installed "
                               "(e.g. `apt-get install graphviz`); Graph.save(path) writes the DOT text instead")
        subprocess.run([dot, f"-T{format}", "-o", str(path)], input=self.source.encode(), check=True)
        return str(path)

    def _repr_svg_(self):  # notebooks show the picture when `dot` is there
        dot = shutil.which("dot")
        if dot is None:
            return None
        return subprocess.run([dot, "-Tsvg"], input=self.source.encode(), capture_output=True,
                              check=True).stdout.decode()


def make_dot(*outputs, params=None, show_saved=True):
    """The backward graph behind `outputs` (tensors) as a Graph.

    params: {name: tensor} (e.g. `dict(model.named_parameters())`) to label leaves by name.
    show_saved: also draw the tensors each node saved for backward, and its saved values.
    """
    names = {id(t): name for name, t in (params or {}).items()}
    lines = ["digraph backward {", '  graph [rankdir=BT, fontname="Helvetica", fontsize=10];',
             '  node [fontname="Helvetica", fontsize=10];']
    ids = {}

    def node_id(obj):
        if id(obj) not in ids:
            ids[id(obj)] = f"n{len(ids)}"
        return ids[id(obj)]

    seen = set()
    stack = []
    for i, out in enumerate(outputs):
        oid = f"out{i}"
        lines.append(f'  {oid} [label="{_shape(out._data.shape)}", {_STYLE["output"]}];')
        if out.grad_fn is not None:
            lines.append(f"  {node_id(out.grad_fn)} -> {oid};")
            stack.append(out.grad_fn)
    while stack:
        fn = stack.pop()
        if id(fn) in seen:
            continue
        seen.add(id(fn))
        me = node_id(fn)
        if isinstance(fn, AccumulateGrad):
            var = fn.variable
            label = f"{names.get(id(var), '')}\\n{_shape(var._data.shape)}".lstrip("\\n")
            lines.append(f'  {me} [label="{label}", {_STYLE["leaf"]}];')
            continue
        label = fn.name()
        if show_saved:
            label += "".join(f"\\n{k}: {_quote(v)}" for k, v in _saved_values(fn))
            for k, shape in _saved_tensors(fn):
                sid = f"{me}_{k}"
                lines.append(f'  {sid} [label="{k}\\n{shape}", {_STYLE["saved"]}];')
                lines.append(f"  {sid} -> {me} [style=dashed, arrowhead=none];")
        lines.append(f'  {me} [label="{label}", {_STYLE["node"]}];')
        for next_fn, _ in fn.next_functions:
            if next_fn is not None:
                lines.append(f"  {node_id(next_fn)} -> {me};")
                stack.append(next_fn)
    lines.append("}")
    return Graph("\n".join(lines) + "\n")


def _shape(shape):
    return "(" + ", ".join(str(s) for s in shape) + ")"


def _quote(value):
    return str(value).replace("\\", "\\\\").replace('"', '\\"')


def _saved_tensors(fn):
    """(name, shape) of each tensor the node saved; freed ones (after backward) are left out."""
    for slot in type(fn)._saved_tensor_slots:
        value = getattr(fn, slot, None)
        for i, saved in enumerate(value if isinstance(value, list) else [value]):
            if not isinstance(saved, SavedTensor) or saved._freed:
                continue
            data = saved._data if saved._is_output else getattr(saved._tensor, "_data", None)
            if data is None:  # packed by a saved-tensor hook: its shape is not ours to read
                continue
            name = slot.replace("_raw_saved_", "")
            yield (name if not isinstance(value, list) else f"{name}[{i}]"), _shape(data.shape)


def _saved_values(fn):
    """Non-tensor values a node saved (dims, scalars, shapes): shown inside its box."""
    for cls in type(fn).__mro__:
        for slot in getattr(cls, "__slots__", ()):
            if slot.startswith("_saved_") and not slot.startswith("_saved_tensor"):
                value = getattr(fn, slot, None)
                if value is not None and not isinstance(value, (SavedTensor, list)):
                    yield slot.removeprefix("_saved_"), value
