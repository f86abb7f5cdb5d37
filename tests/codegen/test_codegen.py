"""The generator (codegen/): table validation, signatures, saved-value inference, class
naming, rendering, determinism, the `python -m codegen` CLI, and adding an op by editing YAML.

Small tables are written to tmp_path; the real derivatives.yaml is only read (or copied).
"""
import ast
import importlib
import os
import re
import subprocess
import sys
import textwrap
from pathlib import Path

import numpy as np
import pytest

import gradtable
from gradtable.autograd import forward_ad, gradcheck, gradgradcheck
from gradtable.codegen import generate as gen
from gradtable.codegen.arguments import python_params
from gradtable.codegen.entry import TableError
from gradtable.codegen.load import class_base_name, load_table
from gradtable.codegen.render import render_all
from gradtable.codegen.saved import analyse
from gradtable.codegen.signature import NO_DEFAULT, SignatureError, parse_signature

ROOT = Path(gen.ROOT)
TABLE = ROOT / "derivatives.yaml"
GENERATED = ROOT / "generated"

#: A stand-in for runtime/ops/formula_helpers/ (each helper -> its module) and the Tensor class,
#: for the small tables.
HELPERS = {name: "gradtable.ops.formula_helpers.core" for name in
           ("maybe_multiply", "sum_to", "sum_backward", "sizes_of", "cat_backward", "unbind_backward", "zeros_like",
            "zeros_of")}
ATTRS = {"shape", "ndim", "dtype", "T", "mT", "t", "expand", "view", "to", "select"}

NEG = """\
- name: neg(Tensor self) -> Tensor
  numpy: np.negative(self)
  self: -grad
"""


def write(tmp_path, text, name="table.yaml"):
    path = tmp_path / name
    path.write_text(textwrap.dedent(text))
    return path


def load_small(tmp_path, text):
    return load_table(write(tmp_path, text), helper_names=HELPERS, tensor_method_names=ATTRS)


def run_cli(*args, env=None):
    return subprocess.run([sys.executable, "-m", "codegen", *map(str, args)], cwd=ROOT, capture_output=True,
                          text=True, env=env, timeout=120)


# ---------------------------------------------------------------- validation errors

# (id, table text, line of the error, entry named in the message, part of the message).
# Each bad entry follows a good one, so the line number is not trivially 1.
ERRORS = [
    ("bad-yaml", NEG + """
- name: exp(Tensor self) -> Tensor
  numpy: np.exp(self)
  self: grad: result
""", 7, "exp", "bad YAML"),
    ("bad-yaml-unclosed-list", NEG + """\
- name: exp(Tensor self) -> Tensor
  numpy: np.exp(self)
  self: grad
  samples: ["T(3)"
""", 8, "exp", "bad YAML"),
    ("no-name", NEG + """\
- numpy: np.exp(self)
  self: grad
""", 4, "#2, after neg", "has no 'name:'"),
    ("entry-not-a-mapping", NEG + """\
- exp(Tensor self) -> Tensor
""", 4, "#2, after neg", "must be a mapping"),
    ("malformed-signature", NEG + """\
- name: exp(Tensor self) => Tensor
  numpy: np.exp(self)
  self: grad
""", 4, "exp(Tensor self) => Tensor", "is not of the form"),
    ("malformed-argument", NEG + """\
- name: exp(self) -> Tensor
  numpy: np.exp(self)
  self: grad
""", 4, "exp(self) -> Tensor", "'Type name'"),
    ("unknown-type", NEG + """\
- name: exp(Tensr self) -> Tensor
  numpy: np.exp(self)
  self: grad
""", 4, "exp(Tensr self) -> Tensor", "unknown type 'Tensr'"),
    ("formula-for-non-input", NEG + """\
- name: exp(Tensor self) -> Tensor
  numpy: np.exp(self)
  self: grad * result
  other: grad
""", 7, "exp", "formula for 'other', which is not an input"),
    ("misspelt-entry-key", NEG + """\
- name: exp(Tensor self) -> Tensor
  numpi: np.exp(self)
  self: grad * result
""", 5, "exp", "entry keys: name, numpy"),
    ("formula-for-non-tensor-input", NEG + """\
- name: mul.Scalar(Tensor self, Scalar other) -> Tensor
  numpy: np.multiply(self, other)
  self: grad * other
  other: grad * self
""", 7, "mul.Scalar", "'other' is a Scalar, not a Tensor"),
    ("missing-formula", NEG + """\
- name: mul(Tensor self, Tensor other) -> Tensor
  numpy: np.multiply(self, other)
  self: grad * other
""", 4, "mul", "no formula for differentiable input 'other'"),
    ("two-formulas-for-one-input", NEG + """\
- name: mul(Tensor self, Tensor other) -> Tensor
  numpy: np.multiply(self, other)
  self: grad * other
  self, other: (grad, grad)
""", 4, "mul", "input 'self' has more than one formula"),
    ("unknown-name-in-formula", NEG + """\
- name: mul(Tensor self, Tensor other) -> Tensor
  numpy: np.multiply(self, other)
  self: grad * ohter
  other: grad * self
""", 6, "mul", "unknown name 'ohter'"),
    ("unknown-helper-in-formula", NEG + """\
- name: sum(Tensor self) -> Tensor
  numpy: np.sum(self)
  self: sum_backwards(grad, self.shape, None, False)
""", 6, "sum", "unknown name 'sum_backwards'"),
    ("unknown-tensor-attribute", NEG + """\
- name: exp(Tensor self) -> Tensor
  numpy: np.exp(self)
  self: grad.frobnicate(result)
""", 6, "exp", "unknown tensor attribute or method '.frobnicate'"),
    ("grad-in-multi-output-entry", NEG + """\
- name: max.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)
  numpy: kernels.max_dim(self, dim, keepdim)
  self: grad * indices
  output_differentiability: [true, false]
""", 6, "max.dim", "unknown name 'grad' (use 'grads[i]'"),
    ("grads-in-single-output-entry", NEG + """\
- name: exp(Tensor self) -> Tensor
  numpy: np.exp(self)
  self: grads[0] * result
""", 6, "exp", "unknown name 'grads' (use 'grad'"),
    ("duplicate-entry", NEG + "\n" + NEG, 5, "neg", "duplicate entry (first at line 1)"),
    ("duplicate-key", NEG + """\
- name: exp(Tensor self) -> Tensor
  numpy: np.exp(self)
  self: grad * result
  self: grad
""", 7, "exp", "key 'self' appears twice"),
    ("both-numpy-and-composite", NEG + """\
- name: exp(Tensor self) -> Tensor
  numpy: np.exp(self)
  composite: exp
  self: grad * result
""", 4, "exp", "exactly one of 'numpy:'"),
    ("neither-numpy-nor-composite", NEG + """\
- name: exp(Tensor self) -> Tensor
  self: grad * result
""", 4, "exp", "exactly one of 'numpy:'"),
    ("composite-with-formula", NEG + """\
- name: matmul(Tensor self, Tensor other) -> Tensor
  composite: matmul
  self: grad
""", 4, "matmul", "takes no formulas"),
    ("output-differentiability-length", NEG + """\
- name: max.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)
  numpy: kernels.max_dim(self, dim, keepdim)
  self: grads[0] * indices
  output_differentiability: [true]
""", 7, "max.dim", "output_differentiability has 1 values but the op returns 2"),
    ("output-differentiability-not-bools", NEG + """\
- name: exp(Tensor self) -> Tensor
  numpy: np.exp(self)
  self: grad * result
  output_differentiability: [yes please]
""", 7, "exp", "list of true/false"),
    ("unknown-name-in-numpy", NEG + """\
- name: exp(Tensor self) -> Tensor
  numpy: np.exp(slef)
  self: grad * result
""", 5, "exp", "numpy forward uses unknown name 'slef'"),
    ("numpy-not-an-expression", NEG + """\
- name: exp(Tensor self) -> Tensor
  numpy: "y = np.exp(self)"
  self: grad * result
""", 5, "exp", "numpy forward is not a Python expression"),
    ("formula-not-an-expression", NEG + """\
- name: exp(Tensor self) -> Tensor
  numpy: np.exp(self)
  self: "grad = result"
""", 6, "exp", "formula for 'self' is not a Python expression"),
    ("formula-with-lambda", NEG + """\
- name: exp(Tensor self) -> Tensor
  numpy: np.exp(self)
  self: "(lambda g: g * result)(grad)"
""", 6, "exp", "plain expression"),
    ("forward-formula-unknown-name", NEG + """\
- name: exp(Tensor self) -> Tensor
  numpy: np.exp(self)
  self: grad * result
  result: slef_t * result
""", 7, "exp", "forward formula for 'result' uses unknown name 'slef_t'"),
    ("forward-formula-uses-grad", NEG + """\
- name: exp(Tensor self) -> Tensor
  numpy: np.exp(self)
  self: grad * result
  result: grad * result
""", 7, "exp", "uses unknown name 'grad' (a forward formula uses the inputs' tangents"),
    ("forward-formula-not-an-expression", NEG + """\
- name: exp(Tensor self) -> Tensor
  numpy: np.exp(self)
  self: grad * result
  result: "t = self_t"
""", 7, "exp", "forward formula for 'result' is not a Python expression"),
    ("auto-element-wise-of-a-binary-op", NEG + """\
- name: mul(Tensor self, Tensor other) -> Tensor
  numpy: np.multiply(self, other)
  self: grad * other
  other: grad * self
  result: auto_element_wise
""", 8, "mul", "auto_element_wise is for element-wise ops with one differentiable input"),
    ("forward-formula-of-a-composite", NEG + """\
- name: square(Tensor self) -> Tensor
  composite: square
  result: auto_linear
""", 6, "square", "gets forward-mode AD through the ops it calls"),
    ("tangent-of-a-non-differentiable-input", NEG + """\
- name: masked_fill(Tensor self, Tensor mask, Scalar value) -> Tensor
  numpy: np.where(mask, value, self)
  self: grad.masked_fill(mask, 0)
  mask: non_differentiable
  result: self_t.masked_fill(mask_t, 0)
""", 8, "masked_fill", "'mask' is not a differentiable tensor input"),
    ("bad-variants", NEG + """\
- name: exp(Tensor self) -> Tensor
  numpy: np.exp(self)
  self: grad * result
  variants: functoin
""", 7, "exp", "variants is"),
    ("bad-python-module", NEG + """\
- name: exp(Tensor self) -> Tensor
  numpy: np.exp(self)
  self: grad * result
  python_module: torch.special
""", 7, "exp", "python_module must be"),
    ("bad-sample", NEG + """\
- name: exp(Tensor self) -> Tensor
  numpy: np.exp(self)
  self: grad * result
  samples: ["T(3, 4"]
""", 7, "exp", "is not an argument list"),
    # Regression: a quoted 'false' used to be bool()-ed into True.
    ("keeps-dtype-not-a-bool", NEG + """\
- name: exp(Tensor self) -> Tensor
  numpy: np.exp(self)
  self: grad * result
  keeps_dtype: "false"
""", 7, "exp", "keeps_dtype must be true or false"),
    # Regression: a comprehension variable of one formula used to be accepted in the next one.
    ("comprehension-variable-leaks", NEG + """\
- name: mul(Tensor self, Tensor other) -> Tensor
  numpy: np.multiply(self, other)
  self: grad * sum([x for x in (other,)])
  other: grad * x
""", 7, "mul", "unknown name 'x'"),
    # Regression: `-> ()` used to load and then fail with a confusing "unknown name 'grad'".
    ("no-returns", NEG + """\
- name: exp(Tensor self) -> ()
  numpy: np.exp(self)
  self: grad
""", 4, "exp(Tensor self) -> ()", "at least one Tensor"),
    ("inplace-not-a-bool", NEG + """\
- name: exp(Tensor self) -> Tensor
  numpy: np.exp(self)
  self: grad * result
  inplace: yes please
""", 7, "exp", "inplace must be true, false, 'method', 'function', 'method, function' or 'none'"),
    ("inplace-of-a-view", NEG + """\
- name: t(Tensor(a) self) -> Tensor(a)
  numpy: self.T
  self: grad.t()
  inplace: true
""", 4, "t", "a view op cannot have an in-place variant"),
    ("inplace-without-self", NEG + """\
- name: exp2(Tensor x) -> Tensor
  numpy: np.exp2(x)
  x: grad * result
  inplace: true
""", 4, "exp2", "takes 'Tensor self' first"),
    ("inplace-entry-badly-written", NEG + """\
- name: exp_(Tensor(a!) self) -> Tensor
  numpy: np.exp(self)
  self: grad * result
""", 4, "exp_", "op_(Tensor(a!) self, ...) -> Tensor(a!)"),
    ("alias-not-a-list", NEG + """\
- name: exp(Tensor self) -> Tensor
  numpy: np.exp(self)
  self: grad * result
  aliases: expo
""", 7, "exp", "aliases is a list of names"),
    ("alias-unknown-namespace", NEG + """\
- name: exp(Tensor self) -> Tensor
  numpy: np.exp(self)
  self: grad * result
  aliases: [fft.exp]
""", 7, "exp", "its namespace is one of"),
    ("alias-bad-place", NEG + """\
- name: exp(Tensor self) -> Tensor
  numpy: np.exp(self)
  self: grad * result
  aliases: [expo: operator]
""", 7, "exp", "an alias's place is 'method', 'function'"),
    ("deprecated-unknown-parameter", NEG + """\
- name: add(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor
  numpy: np.add(self, other)
  self: grad
  other: grad
  deprecated: ["add(Tensor self, Scalar beta, Tensor other)"]
""", 8, "add", "'Scalar beta' is not a parameter of add"),
    ("deprecated-no-more-positional", NEG + """\
- name: add(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor
  numpy: np.add(self, other)
  self: grad
  other: grad
  deprecated: ["add(Tensor other, Tensor self)"]
""", 8, "add", "more positional ones than add"),
]


@pytest.mark.parametrize("text, line, entry, message", [e[1:] for e in ERRORS], ids=[e[0] for e in ERRORS])
def test_validation_error_names_file_line_and_entry(tmp_path, text, line, entry, message):
    path = write(tmp_path, text)
    with pytest.raises(TableError) as info:
        load_table(path, helper_names=HELPERS.keys() | {"sum"}, tensor_method_names=ATTRS)
    err = info.value
    text = str(err)
    assert text.startswith(f"{path}:{line}: "), text
    assert f"in entry {entry!r}" in text, text
    assert message in text, text
    assert (err.line, err.entry) == (line, entry)


def test_table_must_be_a_list(tmp_path):
    path = write(tmp_path, "name: neg(Tensor self) -> Tensor\n")
    with pytest.raises(TableError, match=rf"{path}:1: the table must be a YAML list"):
        load_table(path)


def test_empty_table_is_refused(tmp_path):
    """A table without entries would write a generated/ that breaks `import gradtable`."""
    for text in ("# nothing yet\n", "[]\n"):
        with pytest.raises(TableError, match="the table has no entries"):
            load_table(write(tmp_path, text))


def test_real_helper_names_are_used(tmp_path):
    """generate.load reads the helper names from runtime/ops/formula_helpers/ and the Tensor
    attributes from runtime/core/tensor.py: a real helper loads, a misspelt one is refused."""
    good = write(tmp_path, """\
        - name: exp(Tensor self, Scalar alpha=1) -> Tensor
          numpy: np.exp(self)
          self: maybe_multiply(grad, alpha).to(self.dtype)
        """, "good.yaml")
    entries, helpers = gen.load(good)
    assert "maybe_multiply" in helpers and "sum_to" in helpers
    assert entries[0].class_name == "ExpBackward0"
    bad = write(tmp_path, good.read_text().replace("maybe_multiply", "maybe_multiplie"), "bad.yaml")
    with pytest.raises(TableError, match=rf"{bad}:3: in entry 'exp': .*unknown name 'maybe_multiplie'"):
        gen.load(bad)
    bad = write(tmp_path, good.read_text().replace(".to(", ".too("), "bad2.yaml")
    with pytest.raises(TableError, match=rf"{bad}:3: in entry 'exp': .*'\.too'"):
        gen.load(bad)


def test_non_differentiable_and_not_implemented_inputs(tmp_path):
    e, = load_small(tmp_path, """\
        - name: bce(Tensor input, Tensor target, Tensor? weight=None) -> Tensor
          numpy: input
          input: grad * target
          target: non_differentiable
          weight: not_implemented
        """)
    assert e.non_differentiable == {"target", "weight"} and e.not_implemented == {"weight"}
    assert [p.name for p in e.differentiable_inputs] == ["input"]


def test_requires_grad_error_inputs(tmp_path):
    e, = load_small(tmp_path, """\
        - name: bce(Tensor input, Tensor? weight=None) -> Tensor
          numpy: input
          input: grad
          weight: requires_grad_error
        """)
    assert e.non_differentiable == {"weight"} and e.requires_grad_error == {"weight"} and not e.not_implemented
    assert "reject_requires_grad(\"bce\", \"weight\", weight)" in render_all([e], {})["ops.py"]


def test_aliases_bind_the_same_function_where_the_op_is(tmp_path):
    entries = load_small(tmp_path, """\
        - name: abs(Tensor self) -> Tensor
          numpy: np.abs(self)
          self: grad * self
          inplace: method, function
          aliases: [absolute, absolute_: method, linalg.absolute]
        - name: acos(Tensor self) -> Tensor
          numpy: np.arccos(self)
          self: grad * self
          variants: method
          aliases: [arccos]
        """)
    files = render_all(entries, HELPERS)
    assert "absolute = abs\nabsolute_ = abs_\nlinalg_absolute = abs\narccos = acos\n" in files["ops.py"]
    methods = files["tensor_methods.py"]
    assert "Tensor.absolute = ops.absolute\nTensor.absolute_ = ops.absolute_\n" in methods
    assert "Tensor.arccos = ops.arccos\n" in methods and "arccos_" not in methods
    functions = ast.literal_eval(methods.split("TORCH_FUNCTIONS = ")[1].split("\n")[0])
    assert "absolute" in functions and "absolute_" not in functions and "abs_" in functions
    assert "arccos" not in functions   # (acos is a method only)
    assert "linalg_absolute" in methods.split("LINALG = ")[1].split("\n")[0]


@pytest.mark.parametrize("aliases, message", [
    ("[exp_]", "names an in-place variant, but exp has none"),
    ("[neg]", "already the name of an op or of another alias"),
])
def test_alias_that_cannot_be_bound_is_refused(tmp_path, aliases, message):
    entries = load_small(tmp_path, NEG + f"""\
- name: exp(Tensor self) -> Tensor
  numpy: np.exp(self)
  self: grad * result
  aliases: {aliases}
""")
    with pytest.raises(TableError, match=re.escape(message)):
        render_all(entries, HELPERS)


def test_inplace_says_where_the_inplace_variant_appears(tmp_path):
    """`inplace:` places the variant as `variants:` places the entry: a method (true), a function,
    or only the internal op; a Tensor(a!) entry of its own is a method only when its variants say so."""
    entries = load_small(tmp_path, """\
        - name: act(Tensor self) -> Tensor
          numpy: self
          self: grad
          variants: none
          inplace: none
        - name: clip(Tensor self) -> Tensor
          numpy: self
          self: grad
          python_module: nn.functional
          variants: none
          inplace: function
        - name: neg(Tensor self) -> Tensor
          numpy: -self
          self: -grad
          inplace: true
        - name: shift_(Tensor(a!) self) -> Tensor(a!)
          numpy: self
          self: grad
          variants: function
        """)
    methods = render_all(entries, HELPERS)["tensor_methods.py"]
    bound = re.findall(r"^Tensor\.(\w+) = ", methods, re.M)
    assert "neg_" in bound and not {"act_", "clip_", "shift_"} & set(bound)
    assert re.search(r"NN_FUNCTIONAL = \(\"clip_\",?\)", methods)
    assert re.search(r"TORCH_FUNCTIONS = \([^)]*\"shift_\"", methods)
    ops = render_all(entries, HELPERS)["ops.py"]
    assert "def act_(" in ops and "def clip_(" in ops


def test_composite_may_name_nn_composite(tmp_path):
    e, = load_small(tmp_path, """\
        - name: layer_norm(Tensor input) -> Tensor
          composite: nn_composite.layer_norm
        """)
    assert "return nn_composite.layer_norm(input)" in render_all([e], {})["ops.py"]
    with pytest.raises(TableError, match="nn_composite"):
        load_small(tmp_path, """\
            - name: layer_norm(Tensor input) -> Tensor
              composite: numpy.layer_norm
            """)


# ---------------------------------------------------------------- signatures

def test_signature_defaults_and_keyword_only():
    sig = parse_signature("add(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor")
    assert (sig.name, sig.overload, sig.full_name) == ("add", "", "add")
    assert [(p.name, p.type, p.kw_only) for p in sig.params] == [
        ("self", "Tensor", False), ("other", "Tensor", False), ("alpha", "Scalar", True)]
    assert sig.params[0].default is NO_DEFAULT and not sig.params[0].has_default
    assert sig.param("alpha").default == 1 and sig.param("alpha").has_default
    assert sig.param("nope") is None
    assert [(r.name, r.type) for r in sig.returns] == [("result", "Tensor")] and not sig.returns_list


def test_signature_default_literals():
    sig = parse_signature('f(Tensor self, str reduction="mean", str sep=",", int[] dims=[0, 1], float eps=-1e-05, '
                          'bool? flag=None, Scalar? lo=None, bool keep=True) -> Tensor')
    assert {p.name: p.default for p in sig.params[1:]} == {
        "reduction": "mean", "sep": ",", "dims": (0, 1), "eps": -1e-05, "flag": None, "lo": None, "keep": True}
    assert sig.param("dims").type == "int[]"


def test_signature_overload_and_sized_optional_list():
    sig = parse_signature("sum.dim_IntList(Tensor self, int[1]? dim, bool keepdim=False, *, ScalarType? dtype=None)"
                          " -> Tensor")
    assert (sig.name, sig.overload, sig.full_name) == ("sum", "dim_IntList", "sum.dim_IntList")
    dim = sig.param("dim")
    assert (dim.type, dim.has_default, dim.kw_only) == ("int[]?", False, False)
    assert sig.param("dtype").kw_only and sig.param("dtype").default is None
    assert not sig.param("keepdim").kw_only


def test_signature_multiple_named_returns():
    sig = parse_signature("max.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)")
    assert [(r.name, r.type) for r in sig.returns] == [("values", "Tensor"), ("indices", "Tensor")]
    assert not sig.returns_list
    unnamed = parse_signature("f(Tensor self) -> (Tensor, Tensor)")
    assert [r.name for r in unnamed.returns] == ["result0", "result1"]


def test_signature_tensor_list_returns_and_arguments():
    sig = parse_signature("unbind.int(Tensor self, int dim=0) -> Tensor[]")
    assert [(r.name, r.type) for r in sig.returns] == [("result", "Tensor[]")] and sig.returns_list
    cat = parse_signature("cat(Tensor[] tensors, int dim=0) -> Tensor")
    assert cat.params[0].is_tensor_list and not cat.params[0].is_tensor
    assert parse_signature("f(Tensor? w=None) -> Tensor").params[0].is_tensor


def test_signature_alias_annotations():
    view = parse_signature("view(Tensor(a) self, int[] size) -> Tensor(a)")
    assert view.params[0].type == "Tensor" and view.view_of.name == "self" and view.mutated is None
    split = parse_signature("unbind.int(Tensor(a -> *) self, int dim=0) -> Tensor(a)[]")
    assert split.returns_list and split.view_of.name == "self"
    fill = parse_signature("fill_.Scalar(Tensor(a!) self, Scalar value) -> Tensor(a!)")
    assert fill.mutated.name == "self" and fill.view_of is None
    assert parse_signature("mul(Tensor self, Tensor other) -> Tensor").view_of is None


def test_signature_symint_is_int_marked_for_the_view_replay():
    sig = parse_signature("slice.Tensor(Tensor(a) self, int dim=0, SymInt? start=None, SymInt[] sizes=[1], "
                          "SymInt step=1) -> Tensor(a)")
    assert [(p.type, p.symint) for p in sig.params] == [
        ("Tensor", False), ("int", False), ("int?", True), ("int[]", True), ("int", True)]


def test_view_replay_records_the_op_and_which_arguments_are_symint_or_tensor(tmp_path):
    """A view op's replay is a ViewFunc naming its SymInt and Tensor argument positions (not a closure), so
    Tensor._view_func can show them to its visitors; an op returning several views picks output i."""
    table = write(tmp_path, """\
        - name: window(Tensor(a) self, Tensor src, int dim, SymInt index, SymInt[] size) -> Tensor(a)
          numpy: self
          self: grad
          src: non_differentiable
        - name: pieces(Tensor(a -> *) self, SymInt size) -> Tensor(a)[]
          numpy: kernels.split(self, size, 0)
          self: grads[0]
        """)
    entries, helpers = gen.load(table)
    ops = render_all(entries, helpers)["ops.py"]
    assert "as_view(self, result, ViewFunc(window, (src, dim, index, size), symints=(2, 3), tensors=(0,)))" in ops
    assert "as_views(self, result, lambda i: ViewFunc(pieces, (size,), symints=(0,), output=i))" in ops


@pytest.mark.parametrize("text, message", [
    ("f(Tensor self)", "is not of the form 'name(Type arg, ...) -> Type'"),
    ("f(Tensor self) -> int", "return type 'int' is not supported"),
    ("f(Tensor self) -> (Tensor a, Tensor b", "unbalanced parentheses"),
    ("f(Tensor self) -> (Tensor a b)", "is not of the form 'Type' or 'Type name'"),
    ("f(Tensor self) -> ()", "at least one Tensor"),
    ("f(Tensor self, int self) -> Tensor", "argument 'self' appears twice"),
    ("f(Tensor self, int dim=dim0) -> Tensor", "is not a Python literal"),
    ("f(Tensr self) -> Tensor", "unknown type 'Tensr'"),
    ("f(self) -> Tensor", "is not of the form 'Type name'"),
    ("f(Tensor self) -> Tensor(a)", "aliases no argument"),
    ("f(int(a) n) -> Tensor", "is not of the form 'Type name'"),
])
def test_signature_errors(text, message):
    with pytest.raises(SignatureError) as info:
        parse_signature(text)
    assert message in str(info.value)


def test_python_params_keyword_only_and_varargs():
    # PyTorch's keyword names: a tensor self is `input` (torch.add(input=x, other=y)); a number self keeps its name.
    assert python_params(parse_signature("add(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor")) == \
        "input, other, *, alpha=1"
    assert python_params(parse_signature("pow.Scalar(Scalar self, Tensor exponent) -> Tensor")) == "self, exponent"
    # A trailing size list is taken as *size (x.view(2, 3)) or by its keyword (x.view(size=(2, 3))),
    # which already makes what follows keyword-only.
    assert python_params(parse_signature("view(Tensor self, int[] size) -> Tensor")) == "input, *size_values, size=None"
    assert python_params(parse_signature("mse(Tensor input, str reduction='mean') -> Tensor")) == \
        "input, reduction='mean'"


# ---------------------------------------------------------------- saved values

def saved_of(tmp_path, text):
    entries = load_small(tmp_path, text)
    return [[(s.attr, s.kind) for s in analyse(e)] for e in entries]


def test_shape_only_saves_sizes_not_tensor(tmp_path):
    entry, = load_small(tmp_path, """\
        - name: sum(Tensor self) -> Tensor
          numpy: np.sum(self)
          self: grad.expand(self.shape)
        """)
    saved = analyse(entry)
    assert [(s.attr, s.kind, s.source, s.derive) for s in saved] == [("self_sym_sizes", "derived", "self", "shape")]
    assert saved[0].slot == "_saved_self_sym_sizes"
    assert entry.saved is saved


def test_shape_and_full_use_saves_only_the_tensor(tmp_path):
    assert saved_of(tmp_path, """\
        - name: f(Tensor self) -> Tensor
          numpy: self
          self: grad.expand(self.shape) * self
        """) == [[("self", "tensor")]]


def test_ndim_and_dtype_are_derived(tmp_path):
    assert saved_of(tmp_path, """\
        - name: f(Tensor self, Tensor other) -> Tensor
          numpy: self + other
          self: grad.to(self.dtype)
          other: grad * other.ndim
        """) == [[("self_scalar_type", "derived"), ("other_dim", "derived")]]


def test_result_saves_the_output(tmp_path):
    entry, = load_small(tmp_path, """\
        - name: exp(Tensor self) -> Tensor
          numpy: np.exp(self)
          self: grad * result
        """)
    saved = analyse(entry)
    assert [(s.attr, s.kind) for s in saved] == [("result", "output")]
    assert saved[0].slot == "_raw_saved_result"


def test_named_outputs_and_values_in_signature_order(tmp_path):
    assert saved_of(tmp_path, """\
        - name: max.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)
          numpy: kernels.max_dim(self, dim, keepdim)
          self: sum_backward(grads[0], self.shape, dim, keepdim) * indices
          output_differentiability: [true, false]
        """) == [[("self_sym_sizes", "derived"), ("dim", "value"), ("keepdim", "value"), ("indices", "output")]]


def test_non_tensor_arguments_saved_as_values(tmp_path):
    entry, = load_small(tmp_path, """\
        - name: add(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor
          numpy: self + alpha * other
          self: grad
          other: maybe_multiply(grad, alpha)
        """)
    saved = analyse(entry)
    assert [(s.attr, s.kind, s.slot) for s in saved] == [("alpha", "value", "_saved_alpha")]


def test_both_tensors_saved(tmp_path):
    assert saved_of(tmp_path, """\
        - name: mul(Tensor self, Tensor other) -> Tensor
          numpy: self * other
          self: grad * other
          other: grad * self
        """) == [[("other", "tensor"), ("self", "tensor")]]  # by name, as PyTorch saves (and packs) them


def test_zeros_like_of_an_input_saves_its_shape_and_dtype_only(tmp_path):
    entry, = load_small(tmp_path, """\
        - name: f(Tensor self, Tensor other) -> Tensor
          numpy: np.equal(self, other)
          self: grad * self
          other: zeros_like(other)
        """)
    saved = analyse(entry)
    assert [(s.attr, s.kind, s.derive) for s in saved] == [("self", "tensor", ""), ("other_info", "derived",
                                                                                     "zeros_like")]
    rendered = render_all([entry], HELPERS)
    assert "grad_inputs[1] = zeros_of(other_info)" in rendered["functions.py"]
    assert "grad_fn._saved_other_info = info_of(other)" in rendered["ops.py"]


def test_sizes_of_tensor_list_saves_args_sizes(tmp_path):
    entry, = load_small(tmp_path, """\
        - name: cat(Tensor[] tensors, int dim=0) -> Tensor
          numpy: kernels.cat(tensors, dim)
          tensors: cat_backward(grad, sizes_of(tensors), dim)
          variants: function
        """)
    saved = analyse(entry)
    assert [(s.attr, s.kind, s.derive) for s in saved] == [("tensors_args_sizes", "derived_list", "sizes_of"),
                                                            ("dim", "value", "")]
    functions = render_all([entry], HELPERS)["functions.py"]
    assert "tensors_args_sizes = ctx._saved_tensors_args_sizes" in functions
    assert "cat_backward(grad, tensors_args_sizes, dim)" in functions
    ops = render_all([entry], HELPERS)["ops.py"]
    assert "grad_fn._saved_tensors_args_sizes = [shape_of(t) for t in tensors]" in ops


def test_tensor_list_used_whole_is_saved(tmp_path):
    assert saved_of(tmp_path, """\
        - name: stack(Tensor[] tensors, int dim=0) -> Tensor
          numpy: kernels.stack(tensors, dim)
          tensors: "[grad * t for t in tensors]"
        """) == [[("tensors", "tensor_list")]]


def test_no_formula_saves_nothing(tmp_path):
    assert saved_of(tmp_path, """\
        - name: eq(Tensor self, Tensor other) -> Tensor
          numpy: np.equal(self, other)
          self, other: non_differentiable
        """) == [[]]


def test_render_reads_the_derived_value(tmp_path):
    """self.shape in a formula becomes the saved self_sym_sizes; the tensor itself is never saved."""
    entries = load_small(tmp_path, """\
        - name: sum(Tensor self) -> Tensor
          numpy: np.sum(self)
          self: grad.expand(self.shape)
        """)
    files = render_all(entries, HELPERS)
    assert "self_sym_sizes = ctx._saved_self_sym_sizes" in files["functions.py"]
    assert "grad_inputs[0] = grad.expand(self_sym_sizes)" in files["functions.py"]
    assert "grad_fn._saved_self_sym_sizes = shape_of(self)" in files["ops.py"]
    assert "save(self" not in files["ops.py"]


def test_real_table_saved_values():
    entries, _ = gen.load(TABLE)
    saved = {e.signature.full_name: [s.attr for s in analyse(e)] for e in entries}
    assert saved["mul"] == ["other", "self"]  # PyTorch's order, by name
    assert saved["sum"] == ["self_sym_sizes"]
    assert saved["sum.dim_IntList"] == ["self_sym_sizes", "dim", "keepdim"]
    assert saved["exp"] == ["result"]
    assert saved["cat"] == ["tensors_args_sizes", "dim"]
    assert saved["_to_copy"] == ["self_scalar_type"]
    assert saved["max.dim"] == ["self_sym_sizes", "dim", "keepdim", "indices"]


# ---------------------------------------------------------------- class names

def test_class_base_name():
    assert class_base_name("mul") == "Mul"
    assert class_base_name("log_softmax") == "LogSoftmax"
    assert class_base_name("_to_copy") == "ToCopy"
    assert class_base_name("binary_cross_entropy_with_logits") == "BinaryCrossEntropyWithLogits"
    assert class_base_name("max_pool2d_with_indices") == "MaxPool2DWithIndices"
    assert class_base_name("constant_pad_nd") == "ConstantPadNd"

    # torchgen title-cases each part and drops `_forward`: PyTorch's NllLoss2DBackward0.
    assert class_base_name("nll_loss2d_forward") == "NllLoss2D"
    assert class_base_name("native_layer_norm") == "NativeLayerNorm"

    assert class_base_name("log1p") == "Log1P"          # as PyTorch's Log1PBackward0
    assert class_base_name("upsample_bilinear2d") == "UpsampleBilinear2D"


def test_overloads_numbered_in_table_order(tmp_path):
    entries = load_small(tmp_path, """\
        - name: sum.dim_IntList(Tensor self, int[1]? dim, bool keepdim=False) -> Tensor
          numpy: np.sum(self, dim, keepdims=keepdim)
          self: sum_backward(grad, self.shape, dim, keepdim)

        - name: sum.other(Tensor self, Tensor other) -> Tensor
          numpy: np.sum(self)
          self, other: non_differentiable

        - name: sum(Tensor self) -> Tensor
          numpy: np.sum(self)
          self: grad.expand(self.shape)

        - name: _to_copy(Tensor self) -> Tensor
          numpy: self.copy()
          self: grad
        """)
    # An entry with no formula gets no node and takes no number.
    assert [(e.signature.full_name, e.class_name) for e in entries] == [
        ("sum.dim_IntList", "SumBackward0"), ("sum.other", None), ("sum", "SumBackward1"),
        ("_to_copy", "ToCopyBackward0")]


def test_real_table_class_names():
    entries, _ = gen.load(TABLE)
    names = {e.signature.full_name: e.class_name for e in entries}
    assert names["sum"] == "SumBackward0" and names["sum.dim_IntList"] == "SumBackward1"
    assert names["mean"] == "MeanBackward0" and names["mean.dim"] == "MeanBackward1"
    assert names["rsub.Tensor"] == "RsubBackward0" and names["rsub.Scalar"] == "RsubBackward1"
    assert names["log_softmax.int"] == "LogSoftmaxBackward0"
    assert names["_to_copy"] == "ToCopyBackward0"
    assert names["mul"] == "MulBackward0"
    assert names["matmul"] is None       # composite
    assert names["eq.Tensor"] is None    # nothing differentiable
    classes = [n for n in names.values() if n]
    assert len(classes) == len(set(classes))


# ---------------------------------------------------------------- determinism

def test_rendering_is_deterministic_and_matches_checked_in_files():
    first = gen.render(TABLE)
    second = gen.render(TABLE)
    assert first == second
    assert sorted(first) == ["batching.py", "forward.py", "functions.py", "ops.py", "tensor_methods.py"]
    for name, text in first.items():
        assert (GENERATED / name).read_text() == text, f"generated/{name} is stale: run `python -m codegen`"
    assert gen.check(TABLE, GENERATED) == []


@pytest.mark.parametrize("seed", ["0", "12345"])
def test_check_passes_under_any_hash_seed(seed):
    """Set iteration order must not leak into the output."""
    proc = run_cli("--check", env={**os.environ, "PYTHONHASHSEED": seed})
    assert proc.returncode == 0, proc.stderr


# ---------------------------------------------------------------- the CLI

@pytest.fixture
def table_copy(tmp_path):
    table = tmp_path / "derivatives.yaml"
    table.write_text(TABLE.read_text())
    return table


def test_cli_generate_then_check(tmp_path, table_copy):
    out = tmp_path / "out"
    proc = run_cli("--table", table_copy, "--out", out)
    assert proc.returncode == 0, proc.stderr
    assert sorted(p.name for p in out.iterdir()) == ["batching.py", "forward.py", "functions.py", "ops.py",
                                                     "tensor_methods.py"]
    for p in out.iterdir():
        assert p.read_text() == (GENERATED / p.name).read_text()

    proc = run_cli("--check", "--table", table_copy, "--out", out)
    assert proc.returncode == 0, proc.stderr
    assert "matches" in proc.stdout

    (out / "ops.py").write_text((out / "ops.py").read_text() + "# hand edit\n")
    proc = run_cli("--check", "--table", table_copy, "--out", out)
    assert proc.returncode == 1
    assert "out of date" in proc.stderr and "ops.py" in proc.stderr
    assert "functions.py" not in proc.stderr and "tensor_methods.py" not in proc.stderr

    (out / "functions.py").unlink()
    proc = run_cli("--check", "--table", table_copy, "--out", out)
    assert proc.returncode == 1
    assert "functions.py" in proc.stderr and "ops.py" in proc.stderr

    # Regenerating repairs both; a second run rewrites nothing.
    assert run_cli("--table", table_copy, "--out", out).returncode == 0
    before = {p.name: p.stat().st_mtime_ns for p in out.iterdir()}
    assert run_cli("--table", table_copy, "--out", out).returncode == 0
    assert {p.name: p.stat().st_mtime_ns for p in out.iterdir()} == before
    assert run_cli("--check", "--table", table_copy, "--out", out).returncode == 0


def test_cli_check_sees_a_table_edit(tmp_path, table_copy):
    out = tmp_path / "out"
    assert run_cli("--table", table_copy, "--out", out).returncode == 0
    table_copy.write_text(table_copy.read_text() + CUBE)
    proc = run_cli("--check", "--table", table_copy, "--out", out)
    assert proc.returncode == 1
    assert "functions.py" in proc.stderr and "ops.py" in proc.stderr and "tensor_methods.py" in proc.stderr


def test_cli_reports_table_errors(tmp_path, table_copy):
    lines = table_copy.read_text().splitlines(keepends=True)
    index = next(i for i, line in enumerate(lines) if line.startswith("- name: mul("))
    assert lines[index + 2].startswith("  self: grad * conj(other)")
    lines[index + 2] = "  self: grad * conj(ohter)\n"
    table_copy.write_text("".join(lines))
    for args in ([], ["--check"], ["--list"]):
        proc = run_cli(*args, "--table", table_copy, "--out", tmp_path / "out")
        assert proc.returncode == 2
        assert f"error: {table_copy}:{index + 3}: in entry 'mul': " in proc.stderr
        assert "unknown name 'ohter'" in proc.stderr
    assert not (tmp_path / "out").exists() or not any((tmp_path / "out").iterdir())  # nothing written


def _list_blocks(text):
    blocks, current = {}, None
    for line in text.splitlines():
        if not line.startswith(" "):
            current = line
            blocks[current] = []
        else:
            blocks[current].append(line.strip())
    return blocks


def test_cli_list():
    proc = run_cli("--list")
    assert proc.returncode == 0, proc.stderr
    blocks = _list_blocks(proc.stdout)
    entries, _ = gen.load(TABLE)
    assert list(blocks) == [e.signature.text for e in entries]

    mul = blocks["mul(Tensor self, Tensor other) -> Tensor"]
    assert any("node: MulBackward0" in line for line in mul)
    assert "self: grad * conj(other)" in mul and "other: grad * conj(self)" in mul
    assert "saves: _saved_other, _saved_self" in mul

    sums = [block for sig, block in blocks.items() if sig.startswith("sum")]
    assert any("node: SumBackward0" in line for line in sums[0])
    assert "self: grad.expand(self.shape)" in sums[0]
    assert "saves: _saved_self_sym_sizes" in sums[0]
    assert any("node: SumBackward1" in line for line in sums[1])
    assert "saves: _saved_self_sym_sizes, _saved_dim, _saved_keepdim" in sums[1]

    matmul = blocks["matmul(Tensor self, Tensor other) -> Tensor"]
    assert any("node: (none)" in line for line in matmul)
    assert any(line.startswith("composite: matmul") for line in matmul)
    eq = next(block for sig, block in blocks.items() if sig.startswith("eq.Tensor"))
    assert "self: non_differentiable" in eq and "other: non_differentiable" in eq
    mse = next(block for sig, block in blocks.items() if sig.startswith("mse_loss"))
    assert any("namespace: nn.functional" in line for line in mse)

    # How each op runs under vmap: the element-wise rule, its batch: key, its ops, or the loop.
    assert "vmap: element-wise rule" in mul
    assert "vmap: through the ops it calls (composite)" in matmul
    assert "vmap: batch: dims(dim)" in next(block for sig, block in blocks.items() if sig.startswith("sum.dim_IntList"))
    index_add = next(block for sig, block in blocks.items() if sig.startswith("index_add("))
    assert "vmap: no rule: loop fallback (a performance warning)" in index_add

    # Inputs without a formula say why; every entry says where it is in the table.
    bce = blocks[next(e.signature.text for e in entries if e.name == "binary_cross_entropy_with_logits")]
    assert "weight: requires_grad_error" in bce and "pos_weight: requires_grad_error" in bce
    for e in entries:
        assert any(line.endswith(f"at: derivatives.yaml:{e.line}") for line in blocks[e.signature.text])
    lines = TABLE.read_text().splitlines()
    assert lines[entries[0].line - 1].startswith(f"- name: {entries[0].signature.text}")


# ---------------------------------------------------------------- adding an op by editing the YAML

CUBE = """
- name: cube(Tensor self) -> Tensor
  numpy: self ** 3
  self: 3 * grad * self * self
"""


def test_add_an_op_by_editing_yaml(tmp_path):
    table = tmp_path / "derivatives.yaml"
    table.write_text(TABLE.read_text() + CUBE)
    files = gen.render(table)
    functions, ops, methods = files["functions.py"], files["ops.py"], files["tensor_methods.py"]

    assert "class CubeBackward0(Node):" in functions
    cube_class = functions.split("class CubeBackward0(Node):")[1].split("\nclass ")[0]
    assert '_saved_self = saved_tensor("_raw_saved_self")' in cube_class
    assert "self = ctx._saved_self" in cube_class
    assert "grad_inputs[0] = 3 * grad * self * self" in cube_class
    assert "def cube(input, *, out=None):" in ops
    cube_fn = ops.split("def cube(input, *, out=None):")[1].split("\ndef ")[0]
    assert "make_result(unwrap(self) ** 3, (self,))" in cube_fn
    assert "grad_fn = record_one(CubeBackward0, self, result)" in cube_fn
    # Arithmetic on the saved input: the formula also runs on arrays when nothing is recorded.
    assert "def apply_arrays(ctx, grads):" in cube_class
    on_arrays = cube_class.split("def apply_arrays(ctx, grads):")[1]
    assert "self = saved_array(ctx._raw_saved_self, ctx, grad)" in on_arrays
    assert "grad_inputs[0] = 3 * grad * self * self" in on_arrays
    assert "grad_fn._raw_saved_self = saved_input(self)" in cube_fn
    assert "    CubeBackward0,\n" in ops   # imported from functions
    assert "Tensor.cube = ops.cube" in methods

    # Everything that was there before is still rendered the same way (cube has no forward formula:
    # forward.py is unchanged).
    for name, text in files.items():
        old = (GENERATED / name).read_text()
        assert len(text) > len(old) if name not in ("forward.py", "batching.py") else text == old
    assert functions.startswith((GENERATED / "functions.py").read_text().split("\nclass ")[0])


def test_added_op_runs(tmp_path, monkeypatch):
    """Import the rendered functions.py and ops.py as a throwaway package (not gradtable.generated)
    and differentiate through the new op."""
    table = tmp_path / "derivatives.yaml"
    table.write_text(TABLE.read_text() + CUBE)
    pkg_name = "gradtable_codegen_test_cube"
    pkg = tmp_path / pkg_name
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    for name in ("functions.py", "forward.py", "ops.py"):   # not tensor_methods.py: it would rebind the real Tensor
        text = gen.render(table)[name].replace("gradtable.generated", pkg_name)
        (pkg / name).write_text(text)
    monkeypatch.syspath_prepend(str(tmp_path))
    try:
        ops = importlib.import_module(f"{pkg_name}.ops")
        x = gradtable.tensor(np.array([0.5, -1.0, 2.0]), requires_grad=True)
        y = ops.cube(x)
        assert type(y.grad_fn).__name__ == "CubeBackward0"
        np.testing.assert_allclose(y.detach().numpy(), x.detach().numpy() ** 3)
        y.sum().backward()
        np.testing.assert_allclose(x.grad.numpy(), 3 * x.detach().numpy() ** 2)
        x64 = gradtable.tensor(np.random.default_rng(0).standard_normal((3, 4)), requires_grad=True)
        assert gradcheck(ops.cube, (x64,))
        assert gradgradcheck(ops.cube, (x64,))
        # cube has no forward formula (`result:`): a dual input gets PyTorch's error.
        with forward_ad.dual_level():
            dual = forward_ad.make_dual(x64.detach(), gradtable.ones_like(x64))
            with pytest.raises(NotImplementedError, match="^Trying to use forward AD with cube that does not "
                                                          "support it because it has not been implemented yet"):
                ops.cube(dual)
    finally:
        for mod in [m for m in sys.modules if m == pkg_name or m.startswith(pkg_name + ".")]:
            del sys.modules[mod]


# -- apply_arrays: formulas on NumPy arrays ---------------------------------------------------

def _array_source(text, arrays=("grad", "self", "result"), values=("alpha",)):
    from gradtable.codegen.array_formulas import array_formula, inlinable_ops
    table_entries = gen.load(TABLE)[0]
    modules = set()
    tree = ast.parse(text, mode="eval")
    return array_formula(tree, set(arrays), set(values), inlinable_ops(table_entries), modules), modules


def test_array_formulas_inline_the_numpy_forwards_of_table_ops():
    assert _array_source("grad * cos(self)")[0] == "grad * np.cos(self)"
    assert _array_source("-0.5 * grad * result * result")[0] == "-0.5 * grad * result * result"
    assert _array_source("maybe_multiply(-grad, alpha)")[0] == "maybe_multiply(-grad, alpha)"
    source, modules = _array_source("threshold_backward(grad, result, 0)")
    assert source == "activation_kernels.threshold_backward(grad, result, 0)" and modules == {"activation_kernels"}
    # Methods are the ops of the same name; a view op's forward is a NumPy view.
    assert _array_source("self.t().mm(grad)")[0] == "matmul_kernels.mm(kernels.t(self), grad)"


@pytest.mark.parametrize("text", [
    "grad.sum()",                       # a method call: tensor semantics
    "sum_to(grad, self_sym_sizes)",         # a helper that needs tensors and shapes
    "grad * self.shape[0]",             # an attribute of a tensor
    "where(self > 0, grad, 0)",         # a comparison
    "grad * sigmoid(self, extra=1)",    # keywords
    "grad * unknown_name",              # a name apply_arrays does not have
    "sum(grad, 0)",                     # an op with several overloads
])
def test_formulas_outside_the_array_subset_keep_only_the_tensor_backward(text):
    assert _array_source(text)[0] is None


# ---------------------------------------------------------------- the generated text itself

def test_generated_lines_fit_in_120_columns():
    for path in sorted(GENERATED.glob("*.py*")):
        long = [i for i, line in enumerate(path.read_text().splitlines(), 1) if len(line) > 120]
        assert not long, f"{path.name}: lines {long[:5]} are over 120 characters"


def test_tensors_only_checks_are_in_the_generated_op():
    """maximum's refusal of a number is written in generated/ops.py itself (and the method's,
    with a method's argument positions, in tensor_methods.py): nothing patches the ops at import."""
    ops_text = (GENERATED / "ops.py").read_text()
    body = ops_text[ops_text.index("\ndef maximum("):]
    body = body[:body.index("\ndef ", 1)]
    assert 'raise not_a_tensor("maximum", "input", 1, self)' in body
    assert 'raise not_a_tensor("maximum", "other", 2, other)' in body
    methods = (GENERATED / "tensor_methods.py").read_text()
    assert "Tensor.maximum = _maximum" in methods and "argument 'other' (position 1)" in methods
    assert gradtable.maximum is gradtable.generated.ops.maximum
    with pytest.raises(TypeError, match=r"maximum\(\): argument 'other' \(position 2\) must be Tensor, not float"):
        gradtable.maximum(gradtable.ones(2), 2.0)
    with pytest.raises(TypeError, match=r"maximum\(\): argument 'other' \(position 1\) must be Tensor, not int"):
        gradtable.ones(2).maximum(2)


def test_both_apply_paths_use_one_guard():
    """apply and apply_arrays guard each formula with the same inline should_compute_output, and
    load their saved values in the same order: PyTorch's, by name, before any formula runs."""
    text = (GENERATED / "functions.py").read_text()
    cls = text[text.index("class LerpBackward1("):]
    cls = cls[:cls.index("\nclass ")]
    apply, arrays = cls.split("    def apply_arrays(")
    for i in range(3):
        guard = f"ctx.next_functions[{i}][0] is not None"
        assert guard in apply and guard in arrays
    assert "should_compute_output(" not in cls
    order = lambda part: sorted((n for n in ("self = ", "end = ", "weight = ") if n in part), key=part.index)  # noqa: E731
    assert order(apply) == order(arrays) == ["end = ", "self = ", "weight = "]
    assert "[None] * 1" not in text


def test_helpers_are_imported_from_their_modules():
    text = (GENERATED / "functions.py").read_text()
    assert "from gradtable.ops.formula_helpers.core import (" in text
    assert "from gradtable.ops.formula_helpers.linalg import (" in text
    ops_text = (GENERATED / "ops.py").read_text()
    # (under a name no op argument takes: fft's ops have an argument named forward)
    assert "from gradtable.generated import forward as _jvps\n" in ops_text and "_jvps.jvp_mul(" in ops_text
    assert "from gradtable.generated.forward import" not in ops_text


def test_fit_breaks_inside_brackets_only():
    from gradtable.codegen.layout import fit_line
    line = "        result = make_result(" + ", ".join(f"argument_{i}" for i in range(20)) + ")"
    lines = fit_line(line, 80)
    assert len(lines) > 1 and all(len(out) <= 80 for out in lines)
    assert ast.dump(ast.parse("\n".join(lines).strip())) == ast.dump(ast.parse(line.strip()))
    value = "        x = " + " + ".join(f"term_{i}" for i in range(20))
    lines = fit_line(value, 60)
    assert all(len(out) <= 60 for out in lines)
    assert ast.dump(ast.parse("\n".join(lines).strip())) == ast.dump(ast.parse(value.strip()))
