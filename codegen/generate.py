"""Glue: load the table, render it, and write, compare or list the result."""
import ast
import importlib.util
import os
from pathlib import Path

from . import trust
from .entry import Entry, TableError
from .load import TENSOR_ATTRS, load_table
from .numpy_forward import _is_elementwise
from .render import render_all
from .runtime_modules import KERNEL_MODULES
from .saved import analyse
from .stubs import render_stubs

#: The source tree (derivatives.yaml, generated/, runtime/) when the generator runs from one.
ROOT = Path(__file__).resolve().parent.parent


def _runtime_dir() -> Path:
    """The directory of the package `gradtable` (the hand-written runtime): runtime/ beside the generator
    in the source tree; in an installed gradtable (pip install), site-packages/gradtable, found with
    find_spec, which does not import it."""
    if (ROOT / "runtime" / "__init__.py").exists() and (ROOT / "codegen").is_dir():
        return ROOT / "runtime"
    spec = importlib.util.find_spec("gradtable")
    if spec is not None and spec.submodule_search_locations:
        return Path(list(spec.submodule_search_locations)[0]).resolve()
    return ROOT / "runtime"


RUNTIME = _runtime_dir()
#: The built-in table's generated package: generated/ in the source tree, gradtable/generated installed.
GENERATED = RUNTIME / "generated" if (RUNTIME / "generated" / "ops.py").exists() else ROOT / "generated"


#: The package of the helpers formulas may call, one module per topic (core, nn, linalg).
HELPERS = RUNTIME / "ops" / "formula_helpers"


def helper_modules(package: Path = HELPERS) -> dict[str, str]:
    """Each helper a formula may call -> the module that defines it (`sum_to` ->
    `gradtable.ops.formula_helpers.core`), read with ast: nothing is imported. A name defined
    in two modules is refused, since a formula could not say which it means."""
    found: dict[str, str] = {}
    for path in sorted(Path(package).glob("*.py")):
        if path.name == "__init__.py":
            continue
        module = "gradtable." + ".".join(path.relative_to(RUNTIME).with_suffix("").parts)
        for name in trust.function_specs(ast.parse(path.read_text())):
            if name in found:
                raise TableError(str(path), 1, None, f"helper '{name}' is defined in both {found[name]} and {module}")
            found[name] = module
    return found


def _tensor_attributes(path: str | Path) -> set[str]:
    """Attribute names of the hand-written Tensor class (read with ast: nothing is imported)."""
    tree = ast.parse(Path(path).read_text())
    for node in tree.body:
        if isinstance(node, ast.ClassDef) and node.name == "Tensor":
            names = set()
            for item in node.body:
                if isinstance(item, ast.FunctionDef):
                    names.add(item.name)
                elif isinstance(item, ast.Assign):
                    names.update(t.id for t in item.targets if isinstance(t, ast.Name))
            return names
    return set()


def _module_file(dotted: str) -> Path:
    """gradtable.kernels.core -> runtime/kernels/core.py (or a package's __init__.py)."""
    path = RUNTIME.joinpath(*dotted.split(".")[1:])
    return path.with_suffix(".py") if path.with_suffix(".py").exists() else path / "__init__.py"


def kernel_functions() -> dict[str, set[str]]:
    """Each kernel module's short name -> its public top-level names (ast: nothing is imported)."""
    found = {}
    for short, dotted in KERNEL_MODULES.items():
        found[short] = trust.public_names(ast.parse(_module_file(dotted).read_text()))
    return found


def helper_specs(package: Path = HELPERS) -> dict[str, tuple]:
    """Each formula helper -> its parameters, to check the formulas' calls (ast: nothing is imported)."""
    specs: dict[str, tuple] = {}
    for path in sorted(Path(package).glob("*.py")):
        if path.name != "__init__.py":
            specs.update(trust.function_specs(ast.parse(path.read_text())))
    return specs


#: Where each namespace's hand-written names live: a table op must not silently replace one.
NAMESPACE_FILES = {"torch": RUNTIME / "__init__.py", "nn.functional": RUNTIME / "nn" / "functional.py",
                   "linalg": RUNTIME / "linalg.py", "special": RUNTIME / "special.py",
                   "fft": RUNTIME / "fft.py"}


def reserved_names() -> dict[str, set[str]]:
    reserved = {place: trust.hand_written_names(ast.parse(path.read_text()))
                for place, path in NAMESPACE_FILES.items() if path.exists()}
    reserved["Tensor"] = _tensor_attributes(RUNTIME / "core" / "tensor.py")
    return reserved


def load(table: str | Path) -> tuple[list[Entry], dict[str, str]]:
    helpers = helper_modules()
    attrs = _tensor_attributes(RUNTIME / "core" / "tensor.py") | TENSOR_ATTRS
    entries = load_table(table, helper_names=helpers, tensor_method_names=attrs, kernel_functions=kernel_functions(),
                         helper_specs=helper_specs(), reserved=reserved_names())
    return entries, helpers


def render(table: str | Path) -> dict[str, str]:
    entries, helpers = load(table)
    return render_all(entries, helpers)


def _outputs(table: str | Path, out: str | Path) -> dict[Path, str]:
    """Every file the table gives, by path: generated/*.py, and for the repository's own table
    (written to its generated/) the type stubs beside the runtime modules they describe."""
    out = Path(out)
    entries, helpers = load(table)
    files = render_all(entries, helpers)
    outputs = {out / name: text for name, text in files.items()}
    if out.resolve() == (ROOT / "generated").resolve():
        outputs.update({ROOT / name: text for name, text in render_stubs(ROOT, files, entries).items()})
    return outputs


def generate(table: str | Path, out: str | Path) -> list[str]:
    """Write what the table gives. Every Python file is compiled first, and the files are written
    beside their targets and then moved over them, so a failed generation leaves the old ones whole."""
    Path(out).mkdir(exist_ok=True)
    return write_all(table, _outputs(table, out))


def write_all(table: str | Path, outputs: dict[Path, str]) -> list[str]:
    """Write outputs (path -> text) as generate does: all compiled first, then replaced together."""
    for path, text in outputs.items():
        try:
            compile(text, str(path), "exec")
        except SyntaxError as err:  # a bug of the generator, or a table it failed to refuse
            raise TableError(str(table), 0, None, f"the generated {path.name} would not compile (line {err.lineno}: "
                                                  f"{err.msg}); nothing was written") from None
    changed = {path: text for path, text in outputs.items() if not path.exists() or path.read_text() != text}
    temporary = {}
    try:
        for path, text in changed.items():
            temporary[path] = path.with_name(path.name + ".tmp")
            temporary[path].write_text(text)
        for path, tmp in temporary.items():
            os.replace(tmp, path)
    finally:
        for tmp in temporary.values():
            tmp.unlink(missing_ok=True)
    return [str(path.relative_to(ROOT)) if path.is_relative_to(ROOT) else str(path) for path in outputs]


def check(table: str | Path, out: str | Path) -> list[str]:
    """Names of generated files that differ from what the table gives."""
    return [path.name if path.parent == Path(out) else str(path.relative_to(ROOT))
            for path, text in _outputs(table, out).items() if not path.exists() or path.read_text() != text]


def _forward_summary(entry: Entry) -> str:
    """How the op propagates tangents, for --list."""
    if entry.composite:
        return "through the ops it calls (composite)"
    if not entry.differentiable_inputs:
        return "nothing to propagate (no differentiable input)"
    if not entry.forward:
        return "no formula (a dual input raises)"
    return "; ".join(f"{', '.join(f.outputs)}: {f.shorthand or f.text}"
                     + (f"  ({f.derived_from})" if f.derived_from else "") for f in entry.forward)


def list_table(table: str | Path, entries: list[Entry] | None = None) -> str:
    """--list: each entry of the table (entries: already loaded, as a user table is)."""
    entries = entries if entries is not None else load(table)[0]
    lines = []
    for e in entries:
        saved = analyse(e)
        lines.append(f"{e.signature.text}")
        where = e.python_module or "torch"
        lines.append(f"    node: {e.class_name or '(none)'}   namespace: {where}   "
                     f"variants: {', '.join(e.variants) or 'none'}   at: {Path(e.path).name}:{e.line}")
        if e.composite:
            lines.append(f"    composite: {e.composite} (differentiated through the ops it calls)")
        if e.is_view:
            lines.append(f"    view of: {e.signature.view_of.name} (shares its memory and version counter)")
        if e.inplace:
            lines.append(f"    in-place variant: {e.name}_ (same node)")
        if e.is_inplace:
            lines.append("    in place: writes into self")
        for f in e.formulas:
            lines.append(f"    {', '.join(f.inputs)}: {f.text}")
        for n in sorted(e.non_differentiable):
            marker = ("not_implemented" if n in e.not_implemented
                      else "requires_grad_error" if n in e.requires_grad_error else "non_differentiable")
            lines.append(f"    {n}: {marker}")
        if saved:
            lines.append(f"    saves: {', '.join('_saved_' + s.attr for s in saved)}")
        lines.append(f"    forward-mode: {_forward_summary(e)}")
        lines.append(f"    vmap: {batch_summary(e)}")
    return "\n".join(lines)


def batch_summary(entry: Entry) -> str:
    """How an op runs under vmap: by its `batch:` rule, the element-wise rule, through the ops it is
    made of, or the loop fallback (codegen/batching.py)."""
    if entry.composite or entry.numpy is None:
        return "through the ops it calls (composite)"
    if entry.batch == "elementwise" or (entry.batch is None and _is_elementwise(ast.parse(entry.numpy, mode="eval"))):
        return "element-wise rule"
    if entry.batch is not None:
        return f"batch: {entry.batch}"
    return "no rule: loop fallback (a performance warning)"
