"""What `make check-op` says when an entry is wrong: a small table with deliberately wrong entries is
written to tmp_path, rendered into a throwaway package (as test_codegen.py does for an added op), and
the table tests' own checks run on it. Each message must name the op, the sample and the input, quote
the formula with its file:line, and show where the numbers disagree.
"""
import importlib
import sys

import numpy as np
import pytest
from op_checks import FormulaCheckFailed, leaf_names
from table_cases import cases, parse_sample
from test_forward_ad_table import forward_checks
from test_ops_table import gradient_checks, pytorch_checks, torch_callable

from gradtable.codegen import generate as gen

# Every entry here is wrong in one way; the comment says how. Formulas use only operators and
# Tensor methods, so the throwaway ops module needs no other table op.
WRONG_TABLE = """\
- name: hypot(Tensor self, Tensor other) -> Tensor
  numpy: np.hypot(self, other)
  self: grad * self / result
  other: grad * self / result
  samples: ["T(3, 4), T(4)"]

- name: mul(Tensor self, Tensor other) -> Tensor
  numpy: np.multiply(self, other)
  self: grad * other.detach()
  other: grad * self
  samples: ["T(3, 4), T(4)"]

- name: neg(Tensor self) -> Tensor
  numpy: np.negative(self)
  self: grad
  samples: ["T(2, 3)"]

- name: sin(Tensor self) -> Tensor
  numpy: np.sin(self) + 0.001
  self: grad * self.cos()
  samples: ["T(3, 4)"]

- name: exp(Tensor self) -> Tensor
  numpy: np.exp(self)
  self: grad * result
  node: ExpBackward7
  samples: ["T(3)"]

- name: atan2(Tensor self, Tensor other) -> Tensor
  numpy: np.arctan2(self, other)
  self: grad * other / (self * self + other * other)
  other: grad * self[5]
  samples: ["T(3, 4), T(3, 4)"]

- name: abs(Tensor self) -> Tensor
  numpy: np.abs(self)
  self: grad * self / result
  result: self_t * self_p / result
  samples: ["V([1.5, -0.5, -2.0])"]

- name: cos(Tensor self) -> Tensor
  numpy: np.cos(self)
  self: -grad * self.sin()
  samples: ["T(3)"]

- name: sub.Tensor(Tensor self, Tensor other) -> Tensor
  numpy: np.subtract(self, other)
  self: grad
  other: -grad
  result: self_t + other_t
  samples: ["T(3, 4), T(4)"]

- name: add.Tensor(Tensor self, Tensor other) -> Tensor
  numpy: np.add(self, other)
  self: grad
  other: grad
  result: self_t + other_t * 1.00001
  samples: ["T(3, 4), T(3, 4)"]
"""
# hypot: the formula for `other` uses self.      mul: first order right, but .detach() breaks double backward.
# neg: the sign is flipped.                      sin: the forward is off by 1e-3.   exp: the wrong node name.
# sub: the forward formula's sign for `other` is flipped.   add: the forward formula is off by 1e-5 x other_t: finite
# differences cannot see that, reverse mode can.
# atan2: the formula for `other` raises (self has 3 rows, not 6).   abs, cos: right (cos is there for sin's formula;
# Tensor methods in formulas run the real gradtable ops, but the table must declare the names it uses).


@pytest.fixture(scope="module")
def wrong(tmp_path_factory):
    """(table path, {op name: its generated function}, {op name: its Case}) for WRONG_TABLE."""
    tmp = tmp_path_factory.mktemp("wrong_table")
    table = tmp / "derivatives.yaml"
    table.write_text(WRONG_TABLE)
    pkg_name = "gradtable_check_op_messages"
    pkg = tmp / pkg_name
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    for name, text in gen.render(table).items():
        if name != "tensor_methods.py":   # it would rebind the real Tensor's methods
            (pkg / name).write_text(text.replace("gradtable.generated", pkg_name))
    sys.path.insert(0, str(tmp))
    try:
        ops = importlib.import_module(f"{pkg_name}.ops")
        yield table, {c.entry.name: getattr(ops, c.entry.name) for c in cases(table=table)}, \
            {c.entry.name: c for c in cases(table=table)}
    finally:
        sys.path.remove(str(tmp))
        for mod in [m for m in sys.modules if m == pkg_name or m.startswith(pkg_name + ".")]:
            del sys.modules[mod]


def line_of(table, text):
    """1-based line of the table where `text` starts a line (after indentation)."""
    lines = table.read_text().splitlines()
    return next(i for i, line in enumerate(lines, 1) if line.strip().startswith(text))


def failure(check, *args):
    with pytest.raises(FormulaCheckFailed) as err:
        check(*args)
    return str(err.value)


def test_gradcheck_names_the_wrong_input_and_quotes_its_formula(wrong):
    table, fns, case = wrong
    message = failure(gradient_checks, case["hypot"], fns["hypot"])
    first, second = message.splitlines()[:2]
    assert first.startswith("check-op hypot: gradcheck failed") and second == "  sample #0: T(3, 4), T(4)"
    assert "the gradient for `other` is wrong" in message
    assert f"derivatives.yaml:{line_of(table, 'other: grad * self / result')}: other: grad * self / result" in message
    assert "d(result)/d(other): max |numerical - analytical| = " in message
    assert "the gradient for `self` agrees with finite differences" in message
    assert "the gradient for `self` is wrong" not in message


def test_gradcheck_reports_where_and_by_how_much(wrong):
    _, fns, case = wrong
    message = failure(gradient_checks, case["hypot"], fns["hypot"])
    # Recompute the worst Jacobian entry independently: hypot's true d/d(other) is other / result.
    args, _ = case["hypot"].build()
    x, y = args[0].array, args[1].array
    r = np.hypot(x, y)
    wrong_grad, right_grad = x / r, y / r      # per element of the (3, 4) output; other (4,) is broadcast
    # d(result[i, k])/d(other[k]) differs by |x - y| / r; the largest is what the message must report.
    diff = np.abs(wrong_grad - right_grad)
    i, k = np.unravel_index(np.argmax(diff), diff.shape)
    assert f"at other[{k}], result[{i}, {k}]" in message
    assert f"= {diff[i, k]:.3g} at" in message
    assert f"numerical {right_grad[i, k]:.6g}, analytical {wrong_grad[i, k]:.6g}" in message


def test_a_flipped_sign_is_pointed_out(wrong):
    table, fns, case = wrong
    message = failure(gradient_checks, case["neg"], fns["neg"])
    assert "the gradient for `self` is wrong" in message
    assert f"derivatives.yaml:{line_of(table, '- name: neg(') + 2}: self: grad" in message
    assert "analytical = -numerical everywhere: the sign is flipped" in message


def test_gradgradcheck_says_the_formula_is_differentiated_incorrectly(wrong):
    table, fns, case = wrong
    message = failure(gradient_checks, case["mul"], fns["mul"])
    assert message.splitlines()[0].startswith("check-op mul: gradgradcheck failed")
    assert ("the formula for `self` is itself differentiated incorrectly: check the ops/helpers it uses"
            in message)
    assert f"derivatives.yaml:{line_of(table, 'self: grad * other.detach()')}: self: grad * other.detach()" in message
    assert "it calls: detach" in message
    assert "d(gradient for self)/d(other): max |numerical - analytical|" in message
    assert "the formula for `other` is itself differentiated incorrectly" not in message


def test_an_exception_in_a_formula_names_the_formula(wrong):
    table, fns, case = wrong
    message = failure(gradient_checks, case["atan2"], fns["atan2"])
    assert message.splitlines()[0].startswith("check-op atan2: backward failed during gradcheck")
    assert "IndexError: index 5 is out of bounds for dimension 0 with size 3" in message
    assert "while running the formula for `other`" in message
    assert f"derivatives.yaml:{line_of(table, 'other: grad * self[5]')}: other: grad * self[5]" in message


def test_pytorch_value_mismatch_shows_both_values_and_the_forward(wrong, torch):
    table, fns, case = wrong
    message = failure(pytorch_checks, case["sin"], fns["sin"], torch_callable(torch, case["sin"].entry), torch)
    assert message.splitlines()[0].startswith("check-op sin: the forward value of the result differs from PyTorch's")
    assert f"derivatives.yaml:{line_of(table, 'numpy: np.sin(self) + 0.001')}: numpy: np.sin(self) + 0.001" in message
    args, _ = case["sin"].build()
    x = args[0].array
    flat = int(np.argmax(np.abs((np.sin(x) + 0.001) - np.sin(x))))
    i, k = np.unravel_index(flat, x.shape)
    assert f"max |ours - torch| = 0.001 at result[{i}, {k}]: ours {np.sin(x[i, k]) + 0.001:.10g}, " \
           f"torch {np.sin(x[i, k]):.10g}" in message


def test_pytorch_grad_fn_mismatch_names_both(wrong, torch):
    table, fns, case = wrong
    message = failure(pytorch_checks, case["exp"], fns["exp"], torch_callable(torch, case["exp"].entry), torch)
    assert message.startswith("check-op exp: the result's grad_fn differs from PyTorch's\n  sample #0: T(3)\n")
    assert "grad_fn ExpBackward7 here, ExpBackward0 in PyTorch" in message  # (node: of the numbered pattern)
    assert f"derivatives.yaml:{line_of(table, '- name: exp(')}: exp(Tensor self) -> Tensor" in message


def test_pytorch_gradient_mismatch_quotes_the_formula(wrong, torch):
    table, fns, case = wrong
    message = failure(pytorch_checks, case["neg"], fns["neg"], torch_callable(torch, case["neg"].entry), torch)
    assert "check-op neg: the gradient for `self` differs from PyTorch's" in message
    assert f"derivatives.yaml:{line_of(table, '- name: neg(') + 2}: self: grad" in message
    args, _ = case["neg"].build()
    seed = np.random.default_rng(1).standard_normal(args[0].array.shape)   # pytorch_checks' grad_output
    flat = int(np.argmax(np.abs(seed)))
    where = ", ".join(map(str, np.unravel_index(flat, seed.shape)))
    assert f"max |ours - torch| = {2 * abs(seed.flat[flat]):.3g} at grad of self[{where}]: " \
           f"ours {seed.flat[flat]:.10g}, torch {-seed.flat[flat]:.10g}" in message


def test_pytorch_second_order_mismatch(wrong, torch):
    table, fns, case = wrong
    message = failure(pytorch_checks, case["mul"], fns["mul"], torch_callable(torch, case["mul"].entry), torch)
    assert "check-op mul: second derivatives differ from PyTorch's" in message
    assert "d/d(other) of the sum of (first derivatives x random weights): max |ours - torch| = " in message
    assert " at other[" in message
    assert "self: grad * other.detach()" in message


def test_forward_gradcheck_names_the_tangent_and_quotes_the_result_formula(wrong):
    table, fns, case = wrong
    message = failure(forward_checks, case["sub"], fns["sub"])
    lines = message.splitlines()
    assert lines[0].startswith("check-op sub: forward-mode gradcheck failed (the `result:` formula disagrees with "
                               "finite differences)")
    assert lines[1] == "  sample #0 (sub.Tensor): T(3, 4), T(4)"
    assert "the tangent of `result` is wrong when `other` carries a tangent; the forward formula:" in message
    assert f"derivatives.yaml:{line_of(table, 'result: self_t + other_t')}: result: self_t + other_t" in message
    assert "d(result)/d(other): max |numerical - forward mode| = " in message
    assert "forward mode = -numerical everywhere: the sign is flipped" in message
    assert "the tangent from `self` is right" in message
    # d(result[i, k])/d(other[k]) is -1 in truth and +1 in the formula (12 entries, each off by 2); the
    # first such entry is reported.
    assert "= 2 at other[0], result[0, 0]: numerical -1, forward mode 1 (12 of 48 Jacobian entries" in message


def test_forward_mode_that_disagrees_with_reverse_mode_quotes_both(wrong):
    table, fns, case = wrong
    message = failure(forward_checks, case["add"], fns["add"])
    assert message.splitlines()[0].startswith("check-op add: forward mode disagrees with reverse mode")
    assert "the tangent of `result` is wrong when `other` carries a tangent" in message
    assert f"derivatives.yaml:{line_of(table, 'result: self_t + other_t * 1.00001')}: result: " in message
    assert "d(result)/d(other): max |reverse mode - forward mode| = 1e-05 at other[0, 0], result[0, 0]: " \
           "reverse mode 1, forward mode 1.00001" in message
    assert "forward mode = 1.00001 x reverse mode everywhere: a constant factor is off" in message
    assert f"derivatives.yaml:{line_of(table, '- name: add.Tensor(') + 3}: other: grad" in message
    assert "`self`" in message and "the tangent from `self` is right" in message


def test_a_right_entry_passes_every_check(wrong, torch):
    _, fns, case = wrong
    gradient_checks(case["abs"], fns["abs"])
    forward_checks(case["abs"], fns["abs"])
    pytorch_checks(case["abs"], fns["abs"], torch_callable(torch, case["abs"].entry), torch)


def test_leaf_names_follow_the_signature(wrong):
    _, _, case = wrong
    entry = case["hypot"].entry
    args, kwargs = parse_sample("T(2), other=T(2)", 0)
    assert leaf_names(entry, args, kwargs) == ["self", "other"]
    cat = next(e for e in gen.load(gen.ROOT / "derivatives.yaml")[0] if e.name == "cat")
    args, kwargs = parse_sample("[T(2), T(3)], 0", 0)
    assert leaf_names(cat, args, kwargs) == ["tensors[0]", "tensors[1]"]
