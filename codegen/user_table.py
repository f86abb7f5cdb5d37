"""Your own table: compile an op table in derivatives.yaml's schema into an importable package.

    python -m gradtable.codegen my_ops.yaml --package my_ops --out DIR
    gradtable.codegen.compile_table("my_ops.yaml", "my_ops", "DIR")

write DIR/my_ops/ (functions.py, ops.py, forward.py, tensor_methods.py, __init__.py), by the very
code path that writes the built-in table's gradtable.generated (render.render_all with a Target).
Importing the package makes each op `my_ops.<name>` and binds its methods onto gradtable.Tensor.

What the user table may name beyond its own entries is gradtable's, read with ast from the installed
(or source) gradtable, never imported: gradtable's ops (callable from formulas, `gradtable_ops.<name>`
in the generated code), the formula helpers, the kernel modules, and the table's own kernel module
(`kernels: my_kernels` for my_kernels.py beside the table, copied into the package). An op named like
one of gradtable's (function, method, in-place method or operator) is refused unless its entry says
`overrides: true`; a hand-written name is always refused.
"""
import ast
from pathlib import Path

import yaml

from . import generate as gen
from . import trust
from .entry import Entry, TableError
from .load import TENSOR_ATTRS, load_table, table_parts
from .render import Target, render_all
from .runtime_modules import FORWARD_BUILTINS, KERNEL_MODULES


def gradtable_ops() -> dict[str, tuple]:
    """gradtable's table ops -> their parameters (the public functions of generated/ops.py, with
    PyTorch's keyword names, which is how a formula calls them)."""
    return trust.function_specs(ast.parse((gen.GENERATED / "ops.py").read_text()))


def _bound_on_tensor(tree) -> set[str]:
    """X for each `Tensor.X = ...` at the top level of a module."""
    return {t.attr for n in tree.body if isinstance(n, ast.Assign) for t in n.targets
            if isinstance(t, ast.Attribute) and isinstance(t.value, ast.Name) and t.value.id == "Tensor"}


def gradtable_names() -> dict[str, set[str]]:
    """Namespace -> the names gradtable binds there besides the hand-written Tensor class: the table's
    functions (`TORCH_FUNCTIONS` of generated/tensor_methods.py) and the Tensor methods and operators the
    table and the runtime's modules bind (`Tensor.mul = ops.mul`). A user op may replace these only
    with `overrides: true`."""
    tree = ast.parse((gen.GENERATED / "tensor_methods.py").read_text())
    functions: set[str] = set()
    for n in tree.body:
        if isinstance(n, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "TORCH_FUNCTIONS" for t in n.targets):
            functions = set(ast.literal_eval(n.value))
    methods = _bound_on_tensor(tree)
    for path in gen.RUNTIME.rglob("*.py"):
        methods |= _bound_on_tensor(ast.parse(path.read_text()))
    return {"torch": functions | set(gradtable_ops()), "Tensor": methods}


def _kernel_module(table: Path, root) -> tuple[str, Path] | None:
    """The table's own kernel module (`kernels: name` -> name.py beside the table), or None."""
    if not isinstance(root, yaml.MappingNode):
        return None
    node = table_parts(table, root).get("kernels")
    if node is None:
        return None
    line = node.start_mark.line + 1
    name = node.value if isinstance(node, yaml.ScalarNode) else None
    if not isinstance(name, str) or not name.isidentifier() or name.startswith("_"):
        raise TableError(table, line, None, "'kernels' names a Python module beside the table: kernels: my_kernels "
                                            "for my_kernels.py")
    if name in KERNEL_MODULES or name in FORWARD_BUILTINS:
        raise TableError(table, line, None, f"kernel module '{name}' has the name of one of gradtable's (or of a "
                                            "builtin a forward may use): rename it")
    path = table.parent / f"{name}.py"
    if not path.exists():
        raise TableError(table, line, None, f"kernel module {path} does not exist")
    return name, path


def _public_names(path: Path) -> set[str]:
    """A kernel module's public top-level functions and constants, read with ast (never imported)."""
    try:
        tree = ast.parse(path.read_text(), str(path))
    except SyntaxError as err:
        raise TableError(path, err.lineno or 0, None, f"the kernel module does not parse: {err.msg}") from None
    return trust.public_names(tree)


def load_user_table(table: str | Path, package: str) -> tuple[list[Entry], dict[str, str], Target, Path | None]:
    """Read and check a user table: (entries, formula helpers, the Target to render, its kernel file)."""
    table = Path(table)
    if not all(part.isidentifier() for part in package.split(".")) or package.split(".")[0] == "gradtable":
        raise TableError(table, 0, None, f"package {package!r} is not a Python package name outside gradtable")
    try:
        root = yaml.compose(table.read_text(), Loader=yaml.SafeLoader)
    except yaml.YAMLError:
        root = None  # load_table reports it, with the line
    except OSError as err:
        raise TableError(table, 0, None, f"cannot read the table: {err.strerror}") from None
    kernel = _kernel_module(table, root)
    kernels = gen.kernel_functions()
    if kernel:
        kernels[kernel[0]] = _public_names(kernel[1])
    helpers = gen.helper_modules()
    names = gradtable_names()
    attrs = gen._tensor_attributes(gen.RUNTIME / "core" / "tensor.py") | TENSOR_ATTRS | names["Tensor"]
    entries = load_table(table, helper_names=helpers, tensor_method_names=attrs, kernel_functions=kernels,
                         helper_specs=gen.helper_specs(), reserved=gen.reserved_names(),
                         gradtable_ops=gradtable_ops(), gradtable_names=names)
    for e in entries:
        if e.python_module:
            raise TableError(table, e.line, e.signature.full_name, "python_module is for gradtable's own table: a user "
                                                                   f"table's functions are {package}.<name>")
    target = Target(package=package, table_name=table.name,
                    header=f"# Generated from {table.name} by `python -m gradtable.codegen`. Do not edit: change the "
                           "table and regenerate.\n# ruff: noqa: F401, I001, E501",
                    gradtable_ops=frozenset(gradtable_ops()),
                    kernels={kernel[0]: f"{package}.{kernel[0]}"} if kernel else {})
    return entries, helpers, target, kernel[1] if kernel else None


def package_files(table: str | Path, package: str, out: str | Path) -> dict[Path, str]:
    """Every file of the package, by path (out/<package as a path>/...)."""
    entries, helpers, target, kernel = load_user_table(table, package)
    directory = Path(out).joinpath(*package.split("."))
    files = {directory / name: text for name, text in render_all(entries, helpers, target).items()}
    if kernel is not None:
        files[directory / kernel.name] = kernel.read_text()
    return files


def compile_table(table: str | Path, package: str, out: str | Path = ".") -> list[str]:
    """Compile a user table into the importable package out/<package>/ and return the files written.
    A TableError (file, line, entry and what is wrong) stops it before anything is written."""
    files = package_files(table, package, out)
    next(iter(files)).parent.mkdir(parents=True, exist_ok=True)
    written = gen.write_all(table, files)
    return written


def check_package(table: str | Path, package: str, out: str | Path) -> list[str]:
    """The files of out/<package>/ that differ from what the table gives (empty: up to date)."""
    return [str(path) for path, text in package_files(table, package, out).items()
            if not path.exists() or path.read_text() != text]

