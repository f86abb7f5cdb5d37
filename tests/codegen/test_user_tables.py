"""User tables (issue 18): a table in derivatives.yaml's schema compiled into its own package by the
same generator as the built-in table (codegen/user_table.py), with the example of
examples/custom_table/ (my_ops.yaml, its kernel module and its checked-in package my_ops)."""
import importlib
import os
import subprocess
import sys
import warnings
from pathlib import Path

import numpy as np
import pytest

import gradtable
from gradtable.autograd import gradcheck, gradgradcheck
from gradtable.codegen import compile_table
from gradtable.codegen.entry import TableError
from gradtable.codegen.user_table import check_package

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "examples" / "custom_table"
TABLE = EXAMPLE / "my_ops.yaml"


def _codegen(*args, cwd=EXAMPLE):
    return subprocess.run([sys.executable, "-m", "gradtable.codegen", *map(str, args)], cwd=cwd, capture_output=True,
                          text=True, timeout=300)


@pytest.fixture
def my_ops():
    """The example's package, imported; afterwards the Tensor methods it bound and its modules are
    removed again, so that other tests see gradtable's Tensor as it ships."""
    before = set(vars(gradtable.Tensor))
    sys.path.insert(0, str(EXAMPLE))
    try:
        yield importlib.import_module("my_ops")
    finally:
        sys.path.remove(str(EXAMPLE))
        for name in set(vars(gradtable.Tensor)) - before:
            delattr(gradtable.Tensor, name)
        for name in [m for m in sys.modules if m == "my_ops" or m.startswith("my_ops.")]:
            del sys.modules[name]


def _x(*shape, seed=0):
    rng = np.random.default_rng(seed)
    return gradtable.tensor(rng.standard_normal(shape), requires_grad=True)


def test_the_checked_in_package_is_what_the_table_gives():
    assert check_package(TABLE, "my_ops", EXAMPLE) == []
    result = _codegen("my_ops.yaml", "--package", "my_ops", "--out", ".", "--check")
    assert result.returncode == 0, result.stderr
    assert "my_ops matches my_ops.yaml" in result.stdout


def test_compile_writes_an_importable_package(tmp_path):
    written = compile_table(TABLE, "other_ops", tmp_path)
    names = sorted(Path(p).name for p in written)
    assert names == ["__init__.py", "batching.py", "forward.py", "functions.py", "my_kernels.py", "ops.py",
                     "tensor_methods.py"]
    # the same files as the checked-in package, but for the package name
    for name in names:
        ours = (tmp_path / "other_ops" / name).read_text()
        assert ours == (EXAMPLE / "my_ops" / name).read_text().replace("my_ops", "other_ops").replace(
            "other_ops.yaml", "my_ops.yaml")


def test_command_line_compiles(tmp_path):
    result = _codegen(TABLE, "--package", "cli_ops", "--out", tmp_path)
    assert result.returncode == 0, result.stderr
    assert (tmp_path / "cli_ops" / "__init__.py").exists()
    usage = _codegen(TABLE)
    assert usage.returncode == 2 and "needs both the table and --package" in usage.stderr


def test_user_ops_batch_under_vmap_by_their_rules(my_ops):
    """A user table's `batch:` keys reach gradtable's batching layer: the ops run once on the batch (no
    loop, no performance warning) and give what a loop of the unbatched op gives."""
    x, y = _x(4, 3), _x(4, 3)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        clipped = gradtable.vmap(lambda a: my_ops.soft_clip(a, 0.5))(x)
        dots = gradtable.vmap(lambda a, b: my_ops.scaled_dot(a, b, scale=2.0))(x, y)
        grads = gradtable.func.vmap(gradtable.func.grad(lambda a: my_ops.swish(a).sum()))(x)
    np.testing.assert_allclose(clipped.detach().numpy(),
                               np.stack([my_ops.soft_clip(r, 0.5).detach().numpy() for r in x]))
    np.testing.assert_allclose(dots.detach().numpy(),
                               np.stack([my_ops.scaled_dot(a, b, scale=2.0).detach().numpy() for a, b in zip(x, y)]))
    for r, g in zip(x, grads):
        leaf = r.detach().requires_grad_()
        (want,) = gradtable.autograd.grad(my_ops.swish(leaf).sum(), leaf)
        np.testing.assert_allclose(g.detach().numpy(), want.numpy())


def test_ops_are_callable_with_gradients(my_ops):
    x = _x(3, 4)
    y = my_ops.soft_clip(x, 0.5)
    np.testing.assert_allclose(y.detach().numpy(), 0.5 * np.tanh(x.detach().numpy() / 0.5))
    assert type(y.grad_fn).__name__ == "SoftClipBackward0" and y.dtype == gradtable.float64
    y.sum().backward()
    np.testing.assert_allclose(x.grad.numpy(), 1 - np.tanh(x.detach().numpy() / 0.5) ** 2)
    assert my_ops.__all__ == ["scaled_dot", "soft_clip", "swish", "swish_grad"]
    # float32 stays float32, as for gradtable's own ops
    assert my_ops.swish(gradtable.ones(2)).dtype == gradtable.float32


@pytest.mark.parametrize("name", ["soft_clip", "swish", "swish_grad", "scaled_dot"])
def test_gradcheck_gradgradcheck_and_forward_mode(my_ops, name):
    fn = getattr(my_ops, name)
    inputs = (_x(3, 4), _x(3, 4, seed=1)) if name == "scaled_dot" else (_x(3, 4),)
    call = (lambda a, b: fn(a, b, scale=1.5)) if name == "scaled_dot" else fn
    assert gradcheck(call, inputs)
    assert gradgradcheck(call, inputs)
    assert gradcheck(call, inputs, check_forward_ad=True, check_backward_ad=False)


def test_forward_mode_with_dual_tensors(my_ops):
    import gradtable.autograd.forward_ad as fwAD
    x, t = _x(5).detach(), _x(5, seed=3).detach()
    with fwAD.dual_level():
        out = my_ops.swish(fwAD.make_dual(x, t))
        tangent = fwAD.unpack_dual(out).tangent
    s = 1 / (1 + np.exp(-x.numpy()))
    np.testing.assert_allclose(tangent.numpy(), t.numpy() * (s + x.numpy() * s * (1 - s)), rtol=1e-12)


def test_methods_are_bound_onto_tensor(my_ops):
    x = _x(2, 3)
    assert isinstance(gradtable.Tensor.__dict__["swish"], type(my_ops.swish))
    np.testing.assert_allclose(x.swish().detach().numpy(), my_ops.swish(x).detach().numpy())
    np.testing.assert_allclose(x.soft_clip(limit=1.0).detach().numpy(), my_ops.soft_clip(x, 1.0).detach().numpy())
    assert not hasattr(gradtable.Tensor, "scaled_dot")   # variants: function
    assert not hasattr(gradtable.Tensor, "swish_grad")


def test_training_a_tiny_model_with_the_custom_ops(my_ops):
    """A two-layer regression with soft_clip and swish activations learns (its loss falls tenfold)."""
    gradtable.manual_seed(0)
    inputs = gradtable.randn(64, 3)
    targets = (inputs[:, :1] * 2 - inputs[:, 1:2]).tanh()
    layer1, layer2 = gradtable.nn.Linear(3, 16), gradtable.nn.Linear(16, 1)
    optimizer = gradtable.optim.Adam(list(layer1.parameters()) + list(layer2.parameters()), lr=0.02)
    losses = []
    for _ in range(200):
        optimizer.zero_grad()
        hidden = my_ops.soft_clip(layer1(inputs).swish(), 2.0)
        loss = ((layer2(hidden) - targets) ** 2).mean()
        loss.backward()
        optimizer.step()
        losses.append(loss.item())
    assert losses[-1] < losses[0] / 10


# -- errors at generation time ----------------------------------------------------------------------

def _table(tmp_path, text, kernels=None):
    if kernels is not None:
        (tmp_path / "k.py").write_text(kernels)
    path = tmp_path / "t.yaml"
    path.write_text(text)
    return path


def _refused(tmp_path, text, match, kernels=None):
    with pytest.raises(TableError, match=match) as err:
        compile_table(_table(tmp_path, text, kernels), "t_ops", tmp_path / "out")
    assert not (tmp_path / "out" / "t_ops").exists(), "nothing is written when the table is refused"
    return err.value


@pytest.mark.parametrize("entry, where", [
    ("- name: sin(Tensor self) -> Tensor\n  numpy: np.sin(self)\n  self: grad * cos(self)\n", "gradtable.sin"),
    ("- name: sinx(Tensor self) -> Tensor\n  numpy: np.sin(self)\n  self: grad * cos(self)\n  inplace: true\n"
     "  operators: [__neg__]\n", "gradtable.Tensor.__neg__"),
    ("- name: relu6(Tensor self) -> Tensor\n  numpy: np.sin(self)\n  self: grad * cos(self)\n  variants: method\n",
     None),
])
def test_a_name_of_gradtable_is_refused_unless_the_entry_overrides(tmp_path, entry, where):
    if where is None:   # relu6 is no Tensor method in gradtable: no clash
        compile_table(_table(tmp_path, entry), "t_ops", tmp_path / "out")
        return
    err = _refused(tmp_path, entry, "clashes with gradtable's own")
    assert f"{where}: rename the op, or add 'overrides: true'" in str(err) and "t.yaml:1" in str(err)
    compile_table(_table(tmp_path, entry + "  overrides: true\n"), "t_ops", tmp_path / "out")


def test_a_hand_written_name_is_refused_even_with_overrides(tmp_path):
    _refused(tmp_path, "- name: backward(Tensor self) -> Tensor\n  numpy: np.sin(self)\n  self: grad\n"
                       "  variants: method\n  overrides: true\n",
             "would replace the hand-written gradtable.Tensor.backward")


def test_overriding_method_replaces_gradtables(tmp_path):
    table = _table(tmp_path, "- name: sin(Tensor self) -> Tensor\n  numpy: np.sin(self) * 2\n"
                             "  self: grad * 2 * cos(self)\n  overrides: true\n")
    compile_table(table, "sin_ops", tmp_path)
    code = ("import gradtable, sin_ops; x = gradtable.tensor([1.0]); "
            "print(x.sin().item() == 2 * gradtable.sin(x).item(), sin_ops.sin(x).item() == x.sin().item())")
    out = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, capture_output=True, text=True, timeout=120)
    assert out.stdout.split() == ["True", "True"], out.stderr


F = "- name: f(Tensor self) -> Tensor\n"


@pytest.mark.parametrize("text, match", [
    (F + "  numpy: k.g(self)\n  self: grad\n", "calls k.g, which that kernel module"),
    (F + "  numpy: k._secret(self)\n  self: grad\n", "private attribute '._secret'"),
    (F + "  numpy: kk.f(self)\n  self: grad\n", "unknown name 'kk'.*modules: .*k"),
    (F + "  numpy: np.sin(self)\n  self: grad * mystery(self)\n", "unknown name 'mystery'"),
    (F + "  numpy: np.sin(self)\n  self: grad * cos(self, 1, 2, 3)\n", "does not fit cos"),
    (F + "  numpy: np.sin(self)\n  self: grad\n  python_module: linalg\n", "python_module is for gradtable's"),
])
def test_kernel_module_and_formula_names_are_checked(tmp_path, text, match):
    _refused(tmp_path, "kernels: k\nops:\n" + text, match, kernels="def f(x):\n    return x\n\n\ndef _secret(x):\n"
                                                                  "    return x\n")


@pytest.mark.parametrize("head, match", [
    ("kernels: missing\nops:\n", "missing.py does not exist"),
    ("kernels: nn_kernels\nops:\n", "has the name of one of gradtable's"),
    ("kernels: [a]\nops:\n", "'kernels' names a Python module"),
    ("kernel: k\nops:\n", "unknown key 'kernel'"),
])
def test_bad_kernel_declarations(tmp_path, head, match):
    _refused(tmp_path, head + "- name: f(Tensor self) -> Tensor\n  numpy: np.sin(self)\n  self: grad\n", match,
             kernels="")


def test_the_kernel_module_is_read_not_imported(tmp_path):
    """Its public functions are found with ast: a module that would fail (or do anything) on import compiles."""
    kernels = "raise SystemExit('imported')\n\n\ndef f(x):\n    return x\n"
    compile_table(_table(tmp_path, "kernels: k\nops:\n- name: f(Tensor self) -> Tensor\n  numpy: k.f(self)\n"
                                   "  self: grad\n", kernels), "t_ops", tmp_path / "out")
    assert (tmp_path / "out" / "t_ops" / "k.py").read_text() == kernels


@pytest.mark.parametrize("package", ["gradtable.mine", "my-ops", "1ops"])
def test_bad_package_names(tmp_path, package):
    with pytest.raises(TableError, match="is not a Python package name"):
        compile_table(TABLE, package, tmp_path)


# -- check-op ---------------------------------------------------------------------------------------

def test_check_op_passes_on_the_example():
    result = _codegen("my_ops.yaml", "--package", "my_ops", "--out", ".", "--check-op", "scaled_dot")
    assert result.returncode == 0, result.stdout + result.stderr
    assert "ok    scaled_dot#1: gradcheck and gradgradcheck" in result.stdout
    assert "ok    scaled_dot#1: forward mode" in result.stdout
    assert "check-op scaled_dot: 4 passed, 0 failed" in result.stdout


def _check_op(tmp_path, text, op):
    table = _table(tmp_path, text)
    compile_table(table, "chk_ops", tmp_path)
    return _codegen(table, "--package", "chk_ops", "--out", tmp_path, "--check-op", op, cwd=tmp_path)


def test_check_op_explains_a_wrong_formula(tmp_path):
    result = _check_op(tmp_path, "- name: cube(Tensor self) -> Tensor\n  numpy: np.power(self, 3)\n"
                                 "  self: -3 * grad * self * self\n  result: self_t * 3 * self * self\n", "cube")
    assert result.returncode == 1
    out = result.stdout
    assert "FAIL  cube#0: gradcheck and gradgradcheck" in out
    assert "gradcheck failed (the backward formula disagrees with finite differences)" in out
    assert "the gradient for `self` is wrong; its formula:" in out and "t.yaml:3: self: -3 * grad * self * self" in out
    assert "the sign is flipped" in out
    # the right `result:` formula then disagrees with the wrong backward one: forward mode says so too
    assert "FAIL  cube#0: forward mode" in out and "forward mode disagrees with reverse mode" in out
    assert "check-op cube: 0 passed, 2 failed" in out


def test_check_op_compares_with_pytorch_where_it_has_the_op(tmp_path, torch):
    ok = _check_op(tmp_path, "- name: sinh(Tensor self) -> Tensor\n  numpy: np.sinh(self)\n"
                             "  self: grad * cosh(self)\n  result: auto_element_wise\n  overrides: true\n", "sinh")
    assert ok.returncode == 0, ok.stdout + ok.stderr
    assert "ok    sinh#0: against torch.sinh" in ok.stdout
    wrong = _check_op(tmp_path, "- name: sinh(Tensor self) -> Tensor\n  numpy: np.sinh(self) + 1\n"
                                "  self: grad * cosh(self)\n  overrides: true\n", "sinh")
    assert wrong.returncode == 1
    assert "FAIL  sinh#0: against torch.sinh" in wrong.stdout
    assert "the forward value of the result differs from PyTorch's" in wrong.stdout
    assert "the forward: t.yaml:2: numpy: np.sinh(self) + 1" in wrong.stdout


def test_check_op_refuses_an_unknown_op_and_a_stale_package(tmp_path):
    result = _check_op(tmp_path, "- name: cube(Tensor self) -> Tensor\n  numpy: np.power(self, 3)\n"
                                 "  self: 3 * grad * self * self\n", "cubic")
    assert result.returncode == 2 and "no op named 'cubic' in" in result.stdout and "(its ops: cube)" in result.stdout
    (tmp_path / "t.yaml").write_text((tmp_path / "t.yaml").read_text().replace("3 * grad", "3.0 * grad"))
    stale = _codegen(tmp_path / "t.yaml", "--package", "chk_ops", "--out", tmp_path, "--check-op", "cube", cwd=tmp_path)
    assert stale.returncode == 2 and "chk_ops is out of date with" in stale.stdout


# -- from an installed gradtable ----------------------------------------------------------------------

def test_compile_import_and_check_op_from_the_installed_wheel(tmp_path):
    """What a user who only pip-installed gradtable has: the wheel's files (gradtable/, with codegen/ and
    generated/ inside, no derivatives.yaml, no runtime/), unpacked and first on the path, run outside
    the source tree. The package it writes is the checked-in one."""
    import shutil
    import zipfile

    wheels = tmp_path / "wheels"
    built = subprocess.run([sys.executable, "-m", "pip", "wheel", str(ROOT), "-w", str(wheels), "--no-deps", "-q"],
                           capture_output=True, text=True, timeout=300)
    assert built.returncode == 0, built.stderr
    site = tmp_path / "site"
    with zipfile.ZipFile(next(wheels.glob("gradtable-*.whl"))) as wheel:
        wheel.extractall(site)
    work = tmp_path / "work"
    work.mkdir()
    for name in ("my_ops.yaml", "my_kernels.py"):
        shutil.copy(EXAMPLE / name, work)
    env = {**os.environ, "PYTHONPATH": str(site)}

    def run(*args):
        return subprocess.run([sys.executable, *args], cwd=work, env=env, capture_output=True, text=True, timeout=300)

    compiled = run("-m", "gradtable.codegen", "my_ops.yaml", "--package", "my_ops", "--out", "out")
    assert compiled.returncode == 0, compiled.stderr
    for path in (EXAMPLE / "my_ops").glob("*.py"):
        assert (work / "out" / "my_ops" / path.name).read_text() == path.read_text(), path.name
    used = run("-c", "import sys; sys.path.insert(0, 'out'); import gradtable, my_ops; from gradtable.codegen import "
                     "generate; print(gradtable.__file__); print(generate.RUNTIME); "
                     "x = gradtable.randn(3, dtype=gradtable.float64, requires_grad=True); "
                     "print(gradtable.autograd.gradgradcheck(my_ops.swish, (x,)), "
                     "type(x.soft_clip(1.0).grad_fn).__name__)")
    assert used.returncode == 0, used.stderr
    lines = used.stdout.split("\n")
    assert lines[0] == str(site / "gradtable" / "__init__.py") and lines[1] == str((site / "gradtable").resolve())
    assert lines[2] == "True SoftClipBackward0"
    checked = run("-m", "gradtable.codegen", "my_ops.yaml", "--package", "my_ops", "--out", "out",
                  "--check-op", "swish")
    assert checked.returncode == 0 and "check-op swish: 2 passed, 0 failed" in checked.stdout, checked.stdout
