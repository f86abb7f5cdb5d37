"""The table as a trust boundary (codegen/trust.py): a table someone else wrote either generates
code that compiles, or stops with one TableError naming the file, the line and the entry; never
a traceback, never silently broken or hostile output, and a failed generation writes nothing."""
import textwrap

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gradtable.codegen import generate as gen
from gradtable.codegen.entry import TableError
from gradtable.codegen.load import load_table
from gradtable.codegen.render import render_all

BASE = [
    {"name": "exp(Tensor self) -> Tensor", "numpy": "np.exp(self)", "self": "grad * result",
     "result": "auto_element_wise"},
    {"name": "mul.Tensor(Tensor self, Tensor other) -> Tensor", "numpy": "np.multiply(self, other)",
     "self": "grad * other", "other": "grad * self"},
    {"name": "scale(Tensor self, float factor=2.0) -> Tensor", "numpy": "self * factor",
     "self": "mul(grad, factor)"},
]
KNOWN = dict(helper_names=gen.helper_modules(), tensor_method_names=gen.TENSOR_ATTRS | {"to", "view", "expand"},
             kernel_functions=gen.kernel_functions(), helper_specs=gen.helper_specs(), reserved=gen.reserved_names())


def _table(tmp_path, entries, name="table.yaml"):
    path = tmp_path / name
    path.write_text(yaml.safe_dump(entries, sort_keys=False))
    return path


def _entry_with(**changes):
    entry = dict(BASE[1])
    entry.update(changes)
    return [BASE[0], entry]


HOSTILE = [
    ("dunder in numpy", _entry_with(numpy="np.__builtins__['__import__']('os').system('true')"),
     "private attribute '.__builtins__'"),
    ("misspelt NumPy function", _entry_with(numpy="np.multiplyy(self, other)"), "'np.multiplyy', which does not exist"),
    ("unknown kernel function", _entry_with(numpy="kernels.no_such_kernel(self)"),
     "kernels.no_such_kernel, which that kernel module does not define"),
    ("method that arrays lack", _entry_with(numpy="self.system(other)"), "'.system', which is not an attribute"),
    ("builtin outside the set", _entry_with(numpy="eval('self')"), "unknown name 'eval'"),
    ("op named after a keyword", _entry_with(name="lambda(Tensor self, Tensor other) -> Tensor"),
     "op 'lambda' cannot be a Python name"),
    ("argument named after a keyword", _entry_with(name="mul.Tensor(Tensor self, Tensor class) -> Tensor",
                                                   numpy="np.multiply(self, self)", other=None),
     "argument 'class' cannot be a Python name"),
    ("op replacing gradtable.tensor", _entry_with(name="tensor(Tensor self, Tensor other) -> Tensor"),
     "would replace the hand-written gradtable.tensor"),
    ("op replacing Tensor.backward", _entry_with(name="backward(Tensor self, Tensor other) -> Tensor"),
     "would replace the hand-written gradtable.Tensor.backward"),
    ("formula call with too few arguments", _entry_with(self="mul(grad)"),
     "formula calls mul(grad), which does not fit"),
    ("formula call with an unknown keyword", _entry_with(self="mul(grad, other, bogus=1)"),
     "formula calls mul(grad, other, bogus=1)"),
    ("helper call with too many arguments", _entry_with(self="sum_to(grad, self.shape, 1, 2, 3)"),
     "formula calls sum_to(grad, self.shape, 1, 2, 3)"),
]


@pytest.mark.parametrize("label, entries, message", HOSTILE, ids=[h[0] for h in HOSTILE])
def test_hostile_or_broken_entries_are_refused_with_file_line_and_entry(tmp_path, label, entries, message):
    entries = [{k: v for k, v in e.items() if v is not None} for e in entries]
    path = _table(tmp_path, entries)
    with pytest.raises(TableError) as info:
        load_table(path, **KNOWN)
    text = str(info.value)
    assert text.startswith(f"{path}:") and " in entry '" in text, text
    assert message in text, text


def test_the_repository_table_passes_every_check():
    entries, _ = gen.load(gen.ROOT / "derivatives.yaml")
    assert len(entries) > 300


def test_a_failed_generation_writes_nothing(tmp_path, monkeypatch):
    """Each file is compiled before any is written; a file that would not compile stops everything."""
    table = _table(tmp_path, BASE)
    out = tmp_path / "out"
    out.mkdir()
    (out / "ops.py").write_text("# the old one\n")
    real = gen.render_all

    def broken(entries, helpers):
        files = real(entries, helpers)
        files["functions.py"] = files["functions.py"] + "\ndef (:\n"
        return files
    monkeypatch.setattr(gen, "render_all", broken)
    monkeypatch.setattr(gen, "load", lambda t: (load_table(t, **KNOWN), KNOWN["helper_names"]))
    with pytest.raises(TableError, match="would not compile .* nothing was written"):
        gen.generate(table, out)
    assert (out / "ops.py").read_text() == "# the old one\n"
    assert sorted(p.name for p in out.iterdir()) == ["ops.py"]  # no temporary files left behind
    monkeypatch.setattr(gen, "render_all", real)
    gen.generate(table, out)
    assert (out / "ops.py").read_text() != "# the old one\n" and not list(out.glob("*.tmp"))


# -- property: mutated tables -----------------------------------------------------------------------

ODD_TEXT = st.sampled_from([
    "", " ", "lambda", "class", "__init__", "None", "self", "grad", "np", "np.exp", "np.__dict__", "1 +", "x",
    "grad * other", "mul(grad)", "exp(Tensor self) -> Tensor", "f(Tensor self) ->", "ops.exp(self)",
    "self.__class__", "kernels.cat(self)", "[1, 2]", "é", "grad if grad else grad", "auto_linear",
    "open('x')", "math.pi * self", "self[0]", "(self, other)", "np.add(self, other, bogus=1)",
])
ODD_VALUE = st.one_of(ODD_TEXT, st.integers(-2, 2), st.none(), st.booleans(), st.lists(ODD_TEXT, max_size=2),
                      st.dictionaries(ODD_TEXT, ODD_TEXT, max_size=1))
KEYS = st.sampled_from(["name", "numpy", "self", "other", "result", "inplace", "operators", "samples",
                        "composite", "variants", "bogus_key", "python_module", "factor"])


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture,
                                                                  HealthCheck.too_slow])
@given(changes=st.lists(st.tuples(st.integers(0, 2), KEYS, st.one_of(st.just("<delete>"), ODD_VALUE)), max_size=3),
       drop=st.sets(st.integers(0, 2), max_size=2))
def test_mutated_tables_generate_compiling_code_or_one_clear_error(tmp_path, changes, drop):
    entries = [dict(e) for e in BASE]
    for index, key, value in changes:
        if value == "<delete>":
            entries[index].pop(key, None)
        else:
            entries[index][key] = value
    entries = [e for i, e in enumerate(entries) if i not in drop]
    path = tmp_path / "mutated.yaml"
    path.write_text(yaml.safe_dump(entries, sort_keys=False))
    try:
        loaded = load_table(path, **KNOWN)
    except TableError as err:
        assert str(err).startswith(f"{path}:"), str(err)
        assert "Traceback" not in str(err)
        return
    files = render_all(loaded, KNOWN["helper_names"])
    for name, text in files.items():
        compile(text, name, "exec")  # a SyntaxError here is a table the generator failed to refuse


def test_text_tables_with_yaml_errors_name_the_place(tmp_path):
    path = tmp_path / "bad.yaml"
    path.write_text(textwrap.dedent("""\
        - name: exp(Tensor self) -> Tensor
          numpy: [np.exp(self)
        """))
    with pytest.raises(TableError, match="bad YAML"):
        load_table(path, **KNOWN)
