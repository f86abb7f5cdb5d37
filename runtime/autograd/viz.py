"""A picture of the backward graph: what `loss.backward()` will walk, as torchviz draws it.

`make_dot(loss, params=dict(model.named_parameters()))` takes torchviz's arguments and describes
the same graph: grey boxes for Backward nodes (by class name; with `show_attrs`, the values they
saved), blue boxes for the leaves that will receive `.grad` (named from `params`, with their shape),
orange for saved tensors (`show_saved`, and always those of custom Functions), green for the
outputs (dark green for the base of an output that is a view, joined by a dotted edge).

The result's `.source` is Graphviz DOT text. It draws itself, with Graphviz's `dot` program when
that is installed and otherwise with gradtable's own layered layout (viz_layout.py, viz_draw.py):
SVG always, PNG when Pillow is installed. `.render(outfile="graph.svg")`, `.pipe("png")`, and in a
notebook `_repr_svg_`.
"""
import os
import shutil
import subprocess
import webbrowser
from pathlib import Path

from ..core.tensor import Tensor
from .viz_draw import Drawing, png_available, to_png, to_svg

SAVED_PREFIX = "_saved_"
_INTERNAL = {"_saved_tensor_slots"}     # gradtable's bookkeeping, not a saved value
_NODE_ATTR = "align=left fontname=monospace fontsize=10 height=0.2 ranksep=0.1 shape=box style=filled"


class Graph:
    """A described graph: `.source` (DOT), and the ways to draw it. Its methods follow the
    graphviz package's Digraph (which torchviz returns), so code written for torchviz runs."""

    format = "svg"

    def __init__(self, nodes, edges, size):
        self.nodes = nodes        # id -> (label, fillcolor or None)
        self.edges = edges        # [(a, b, attributes dict)]
        self.size = size
        self.source = _dot(nodes, edges, size)
        self._drawing = None

    def __str__(self):
        return self.source

    # -- drawing ---------------------------------------------------------------------------------
    def pipe(self, format=None, encoding=None, engine=None):
        """The picture as bytes (str with `encoding`): Graphviz draws it when installed (or with
        engine='dot'), gradtable's own layout otherwise (engine='builtin': svg, and png with Pillow)."""
        format = (format or self.format).lower()
        engine = engine or ("dot" if shutil.which("dot") else "builtin")
        if format in ("gv", "dot") and engine == "builtin":
            data = self.source.encode()
        elif engine == "dot":
            dot = shutil.which("dot")
            if dot is None:
                raise RuntimeError("make_dot: engine='dot' needs Graphviz's `dot` program, which is not installed "
                                   "(e.g. `apt-get install graphviz`); without it gradtable draws svg (and png with "
                                   "Pillow) itself: leave engine unset")
            data = subprocess.run([dot, f"-T{format}"], input=self.source.encode(), capture_output=True,
                                  check=True).stdout
        elif engine == "builtin":
            data = self._builtin(format)
        else:
            raise ValueError(f"make_dot: unknown engine {engine!r}: 'dot' (Graphviz) or 'builtin'")
        return data.decode(encoding) if encoding else data

    def _builtin(self, format):
        if self._drawing is None:
            self._drawing = Drawing({n: (label.split("\n"), fill or "lightgrey") for n, (label, fill) in
                                     self.nodes.items()},
                                    [(a, b, attrs.get("style", "solid"), attrs.get("dir") != "none")
                                     for a, b, attrs in self.edges])
        if format == "svg":
            return to_svg(self._drawing).encode()
        if format == "png":
            if not png_available():
                raise RuntimeError("make_dot: drawing png without Graphviz needs Pillow (pip install pillow); svg "
                                   "needs nothing: render(format='svg')")
            return to_png(self._drawing)
        raise ValueError(f"make_dot: without Graphviz, gradtable draws 'svg', 'png' and 'gv' (DOT text), not "
                         f"{format!r}; install Graphviz for other formats")

    def render(self, filename=None, directory=None, view=False, cleanup=False, format=None, outfile=None,
               engine=None):
        """Write the DOT source and the picture, as graphviz's render: render("g", format="png") writes g
        and g.png; render(outfile="out/g.svg") writes out/g.gv and out/g.svg (the format from the suffix).
        Returns the picture's path."""
        if outfile is not None:
            outfile = Path(outfile)
            format = format or outfile.suffix.lstrip(".") or self.format
            source_path = outfile.with_suffix(".gv") if filename is None else Path(directory or "") / filename
        else:
            format = format or self.format
            source_path = Path(directory or "") / (filename or "Digraph.gv")
            outfile = source_path.with_name(f"{source_path.name}.{format}")
        data = self.pipe(format, engine=engine)
        outfile.parent.mkdir(parents=True, exist_ok=True)
        outfile.write_bytes(data)
        if cleanup:
            source_path.unlink(missing_ok=True)
        else:
            self.save(source_path)
        if view:
            webbrowser.open(outfile.resolve().as_uri())
        return os.fspath(outfile)

    def save(self, filename=None, directory=None):
        """Write the DOT text; returns its path."""
        path = Path(directory or "") / (filename or "Digraph.gv")
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(self.source)
        return os.fspath(path)

    def view(self, filename=None, directory=None, cleanup=False):
        return self.render(filename, directory, view=True, cleanup=cleanup)

    def _repr_svg_(self):
        """What a notebook shows."""
        return self.pipe("svg", encoding="utf-8")

    def _repr_mimebundle_(self, include=None, exclude=None):
        return {"image/svg+xml": self._repr_svg_()}


def make_dot(var, params=None, show_attrs=False, show_saved=False, max_attr_chars=50):
    """The backward graph behind `var` (a tensor, or a tuple of tensors), as torchviz.make_dot describes it.

    params: {name: tensor} (e.g. dict(model.named_parameters())) to name the leaves.
    show_attrs: show each Backward node's saved values (truncated to max_attr_chars characters).
    show_saved: draw the tensors each Backward node saved (a custom Function's are always drawn).
    """
    if params is not None:
        for name, p in params.items():
            if not isinstance(p, Tensor):
                raise TypeError(f"make_dot: params must map names to tensors; {name!r} is a {type(p).__name__}")
    builder = _Builder({id(v): k for k, v in (params or {}).items()}, show_attrs, show_saved, max_attr_chars)
    for v in var if isinstance(var, tuple) else (var,):
        builder.base_tensor(v)
    rows = len(builder.nodes) + len(builder.edges)
    return Graph(builder.nodes, builder.edges, max(12, rows * 0.15))


class _Builder:
    def __init__(self, names, show_attrs, show_saved, max_attr_chars):
        self.names, self.show_attrs, self.show_saved = names, show_attrs, show_saved
        self.max_attr_chars = max_attr_chars
        self.nodes, self.edges, self.ids, self.keep, self.seen = {}, [], {}, [], set()

    def id(self, obj):
        if id(obj) not in self.ids:
            self.ids[id(obj)] = str(len(self.ids))
            self.keep.append(obj)      # (alive while the graph is built: ids stay unique)
        return self.ids[id(obj)]

    def node(self, obj, label, fill=None):
        self.nodes[self.id(obj)] = (label, fill)

    def edge(self, a, b, **attrs):
        self.edges.append((self.id(a), self.id(b), attrs))

    def var_name(self, var, name=None):
        name = name or self.names.get(id(var), "")
        return f"{name}\n ({', '.join(str(int(v)) for v in var.shape)})"

    def base_tensor(self, var, fill="darkolivegreen1"):
        while var is not None and id(var) not in self.seen:
            self.seen.add(id(var))
            self.id(var)
            self.node(var, self.var_name(var), fill)
            if var.grad_fn is not None:
                self.functions(var.grad_fn)
                self.edge(var.grad_fn, var)
            base = var._base
            if base is not None:
                self.edge(base, var, style="dotted")
            var, fill = base, "darkolivegreen3"

    def functions(self, root):
        """Every node reachable from root, depth first as torchviz visits them (without its recursion)."""
        stack = [(root, None)]
        while stack:
            fn, nexts = stack[-1]
            if nexts is None:
                if id(fn) in self.seen:
                    stack.pop()
                    continue
                self.seen.add(id(fn))
                self.visit(fn)
                nexts = iter(getattr(fn, "next_functions", ()))
                stack[-1] = (fn, nexts)
            child = next(nexts, None)
            if child is None:
                stack.pop()
                self.custom_saved(fn)
                continue
            if child[0] is not None:
                self.edge(child[0], fn)
                stack.append((child[0], None))

    def visit(self, fn):
        if self.show_saved:
            for attr, value in _saved(fn):
                if isinstance(value, Tensor):
                    self.edge(fn, value, dir="none")
                    self.node(value, self.var_name(value, attr), "orange")
                elif isinstance(value, tuple):
                    for i, t in enumerate(value):
                        if isinstance(t, Tensor):
                            self.edge(fn, t, dir="none")
                            self.node(t, self.var_name(t, f"{attr}[{i}]"), "orange")
        variable = getattr(fn, "variable", None)
        if variable is not None:
            self.seen.add(id(variable))
            self.node(variable, self.var_name(variable), "lightblue")
            self.edge(variable, fn)
        self.node(fn, self.fn_name(fn))

    def custom_saved(self, fn):
        """A custom Function's saved_tensors, drawn whatever show_saved says (as torchviz)."""
        if not hasattr(type(fn), "saved_tensors"):
            return
        try:
            tensors = fn.saved_tensors
        except RuntimeError:   # freed by a backward
            return
        for t in tensors:
            self.seen.add(id(t))
            self.edge(t, fn, dir="none")
            self.node(t, self.var_name(t), "orange")

    def fn_name(self, fn):
        name = type(fn).__name__
        if not self.show_attrs:
            return name
        attrs = {}
        for attr, value in _saved(fn):
            if isinstance(value, Tensor):
                attrs[attr] = "[saved tensor]"
            elif isinstance(value, tuple) and any(isinstance(t, Tensor) for t in value):
                attrs[attr] = "[saved tensors]"
            else:
                attrs[attr] = str(value)
        if not attrs:
            return name
        limit = max(self.max_attr_chars, 3)
        key_width = max(len(k) for k in attrs)
        value_width = min(max(len(v) for v in attrs.values()), limit)
        rule = "-" * max(key_width + value_width + 2, len(name))
        rows = "\n".join(f"{k:<{key_width}}: {_truncate(v, value_width):>{value_width}}" for k, v in attrs.items())
        return f"{name}\n{rule}\n{rows}"


def _truncate(text, width):
    return text[:width - 3] + "..." if len(text) > width else text


def _saved(fn):
    """(name without the prefix, value) of each value a node saved, in dir() order; a tensor freed by
    a backward shows as '[freed]' (PyTorch raises on reading one)."""
    for attr in dir(fn):
        if not attr.startswith(SAVED_PREFIX) or attr in _INTERNAL:
            continue
        try:
            value = getattr(fn, attr)
        except RuntimeError:
            value = "[freed]"
        yield attr[len(SAVED_PREFIX):], value


def _quote(text):
    """A DOT string: quoted, with backslashes and quotes escaped and newlines as \\n, so any name
    (quotes, <html>, backslashes) is shown as written."""
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'


def _dot(nodes, edges, size):
    lines = ["digraph {", f'\tgraph [size="{size},{size}"]', f"\tnode [{_NODE_ATTR}]"]
    for n, (label, fill) in nodes.items():
        lines.append(f"\t{n} [label={_quote(label)}" + (f" fillcolor={fill}]" if fill else "]"))
    for a, b, attrs in edges:
        extra = " ".join(f"{k}={v}" for k, v in attrs.items())
        lines.append(f"\t{a} -> {b}" + (f" [{extra}]" if extra else ""))
    lines.append("}")
    return "\n".join(lines) + "\n"
