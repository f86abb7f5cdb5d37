"""The floors of runtime/ (docs/architecture.md), checked from the source with ast: nothing is imported.

Each rule says which way imports may point, so a change that breaks the layering fails here with the
module and the import to move, instead of as a partially-initialised module at some later import.
"""
import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
#: Source folders and the package each one is, as pyproject.toml maps them.
PACKAGES = {"runtime": "gradtable", "generated": "gradtable.generated"}
#: Hand-written modules stay small enough to read whole (the generated ones are tables, not prose).
MAX_LINES = 550


def _modules():
    """dotted name -> (path, is_package) for every module of runtime/ and generated/."""
    found = {}
    for folder, prefix in PACKAGES.items():
        for path in sorted((ROOT / folder).rglob("*.py")):
            parts = list(path.relative_to(ROOT / folder).with_suffix("").parts)
            is_package = parts[-1] == "__init__"
            if is_package:
                parts = parts[:-1]
            found[".".join([prefix, *parts])] = (path, is_package)
    return found


MODULES = _modules()


def _targets(importer, is_package, node):
    """The gradtable modules one import statement loads (a `from pkg import name` names a module or not)."""
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names if alias.name in MODULES]
    if node.level:
        base = importer.split(".") if is_package else importer.split(".")[:-1]
        base = base[:len(base) - (node.level - 1)]
        module = ".".join(base + ([node.module] if node.module else []))
    else:
        module = node.module or ""
    targets = []
    for alias in node.names:
        if f"{module}.{alias.name}" in MODULES:
            targets.append(f"{module}.{alias.name}")
        elif module in MODULES:
            targets.append(module)
    return targets


def _imports():
    """module -> (imports run at import time, imports inside functions: name -> line)."""
    graph = {}
    for name, (path, is_package) in MODULES.items():
        at_import, in_functions = {}, {}

        def walk(body, in_function):
            for node in body:
                if isinstance(node, (ast.Import, ast.ImportFrom)):
                    for target in _targets(name, is_package, node):
                        if target != name:
                            (in_functions if in_function else at_import).setdefault(target, node.lineno)
                elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                    walk(node.body, True)
                else:  # class bodies, if/try/with blocks run at import time when their parent does
                    for field in ("body", "orelse", "finalbody", "handlers"):
                        block = getattr(node, field, None)
                        if isinstance(block, list):
                            walk(block, in_function)

        walk(ast.parse(path.read_text()).body, False)
        graph[name] = (at_import, in_functions)
    return graph


GRAPH = _imports()


def _reachable(start, edges):
    seen, todo = set(), [start]
    while todo:
        for target in edges(todo.pop()):
            if target not in seen:
                seen.add(target)
                todo.append(target)
    return seen


def _everything(name):
    at_import, in_functions = GRAPH[name]
    return set(at_import) | set(in_functions)


def _floor(name):
    parts = name.split(".")
    return parts[1] if len(parts) > 1 else ""


def test_kernels_never_reach_tensor():
    """kernels/ is NumPy in, NumPy out: no kernel, at import or in a function, reaches Tensor or the floors
    above it, so a kernel can be read, tested and reused without the autograd."""
    for name in MODULES:
        if _floor(name) == "kernels":
            reached = _reachable(name, _everything)
            assert "gradtable.core.tensor" not in reached, f"{name} reaches Tensor"
            above = sorted(t for t in reached if _floor(t) not in ("kernels", "core"))
            assert not above, f"{name} reaches {above}: kernels may import kernels/ and pure data modules only"


@pytest.mark.parametrize("floor", ["core", "autograd", "kernels", "ops"])
def test_lower_floors_do_not_import_nn_optim_utils(floor):
    """nn, optim and utils are built on the tensor, the autograd and the ops, never the other way round."""
    for name in MODULES:
        if _floor(name) == floor:
            for target in _everything(name):
                assert _floor(target) not in ("nn", "optim", "utils"), f"{name} imports {target}"


def _cycles():
    """Strongly connected components (more than one module) of the import-time graph (Tarjan)."""
    index, low, stack, on_stack, components = {}, {}, [], set(), []

    def visit(v):
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in GRAPH[v][0]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = set()
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.add(w)
                if w == v:
                    break
            if len(component) > 1:
                components.append(component)

    for name in MODULES:
        if name not in index:
            visit(name)
    return components


def test_the_only_import_cycle_is_the_ops_binding():
    """Generated ops call composites and Backward classes; those are written with the generated ops. That
    binding (generated/ and ops/) is the one cycle a table of formulas-written-with-ops needs. Anything else
    (Tensor <-> node, node -> engine, ...) is a design knot to cut, not to hide in a function-level import."""
    for component in _cycles():
        outside = sorted(m for m in component if _floor(m) not in ("generated", "ops"))
        assert not outside, f"import cycle {sorted(component)}: {outside} are outside the ops binding"


#: Function-level imports kept although no import-time cycle explains them, each with its reason.
LAZY_ON_PURPOSE = {
    # Tensor.backward -> the engine: the one lazy call of the design (the engine imports Tensor).
    ("gradtable.core.tensor", "gradtable.autograd.differentiate"),
    # The engine sums a create_graph gradient to its input's shape with the differentiable helper; the
    # helpers import the generated ops, which import the autograd package the engine is part of (the
    # cycle runs through gradtable/autograd/__init__.py, which this module-to-module graph does not see).
    ("gradtable.autograd.engine", "gradtable.ops.formula_helpers"),
}


def test_function_level_imports_guard_a_cycle():
    """A function-level import is only for an import that would close a cycle at import time: the imported
    module (or the package it lives in) reaches the importer back. Any other belongs at the top."""
    def reaches(target, importer):
        # Importing gradtable.a.b first runs gradtable.a's __init__: a package's imports count too.
        parents = {".".join(target.split(".")[:i]) for i in range(2, len(target.split(".")))}
        starts = {target} | (parents & set(MODULES))
        return any(importer in _reachable(s, lambda n: GRAPH[n][0]) | {s} for s in starts)

    unnecessary = []
    for importer, (_, in_functions) in GRAPH.items():
        for target, line in in_functions.items():
            if (importer, target) in LAZY_ON_PURPOSE or target == "gradtable":
                continue
            if not reaches(target, importer):
                unnecessary.append(f"{MODULES[importer][0].relative_to(ROOT)}:{line} imports {target}")
    assert not unnecessary, "function-level imports that guard no cycle:\n" + "\n".join(unnecessary)


def test_hand_written_modules_stay_readable():
    """No hand-written module grows past what one reading holds; split along its concepts instead."""
    long = [f"{p.relative_to(ROOT)}: {n} lines" for p in sorted((ROOT / "runtime").rglob("*.py"))
            + sorted((ROOT / "codegen").rglob("*.py")) if (n := len(p.read_text().splitlines())) > MAX_LINES]
    assert not long, f"modules over {MAX_LINES} lines:\n" + "\n".join(long)
