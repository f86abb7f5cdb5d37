"""The small public names of torch.nn and torch.nn.functional (issue 28) against PyTorch: nn.Buffer's
registration and persistence, the deprecated nn.Container, nn.factory_kwargs's merging and errors,
and F's helpers (broadcasting-list annotations, grid_sample mode tables, assert_int_or_pair,
boolean_dispatch, the __torch_function__ checks, the doc-note dictionaries' keys)."""
import warnings

import pytest

import gradtable


def test_buffer_registers_and_keeps_persistence(lib):
    m = lib.nn.Module()
    source = lib.ones(2, requires_grad=True)
    b = lib.nn.Buffer(source, persistent=False)
    assert isinstance(b, lib.nn.Buffer) and not isinstance(lib.ones(1), lib.nn.Buffer)
    assert type(b) is lib.Tensor and b.requires_grad and b.is_leaf and b.persistent is False
    assert type(b * 2) is lib.Tensor and not isinstance(b * 2, lib.nn.Buffer)
    m.x = b
    m.y = lib.nn.Buffer(lib.zeros(3))
    assert list(m._buffers) == ["x", "y"] and m.x is b
    assert list(m.state_dict()) == ["y"]
    m.y = lib.ones(3)  # a plain tensor replacing a buffer stays a persistent buffer
    assert list(m.state_dict()) == ["y"] and m.state_dict()["y"].tolist() == [1.0, 1.0, 1.0]
    m.x = lib.ones(1)  # ... and a non-persistent one stays non-persistent
    assert list(m.state_dict()) == ["y"]
    assert lib.nn.Buffer().shape == (0,)
    with pytest.raises(TypeError, match=r"cannot assign 'int' as buffer 'y' \(torch.nn.Buffer, torch.Tensor or None"):
        m.y = 3
    # assigning a Buffer where a parameter lives is refused as any non-Parameter
    lin = lib.nn.Linear(1, 1)
    with pytest.raises(TypeError, match="cannot assign .* as parameter 'bias'"):
        lin.bias = lib.nn.Buffer(lib.ones(1))


def test_container_warns_as_torch(torch):
    seen = []
    for lib in (gradtable, torch):
        with warnings.catch_warnings(record=True) as record:
            warnings.simplefilter("always")
            c = lib.nn.Container(a=lib.nn.Linear(1, 1))

            class Sub(lib.nn.Container):
                pass

            Sub(b=lib.nn.Linear(2, 1))
        seen.append(([(w.category, str(w.message)) for w in record], repr(c), list(c.state_dict())))
    assert len(seen[0][0]) == 2  # building Container, subclassing it; not building the subclass
    assert seen[0] == seen[1]


def test_factory_kwargs_matches_torch(torch):
    for lib in (gradtable, torch):
        fk = lib.nn.factory_kwargs
        assert fk(None) == {}
        assert fk({"dtype": lib.float64, "device": "cpu"}) == {"dtype": lib.float64, "device": "cpu"}
        given = {"factory_kwargs": {"dtype": lib.float16}, "memory_format": lib.contiguous_format}
        assert fk(given) == {"dtype": lib.float16, "memory_format": lib.contiguous_format}
        assert given["factory_kwargs"] == {"dtype": lib.float16}  # the argument is left as it was
        with pytest.raises(TypeError, match=r"unexpected kwargs \{'bad'\}"):
            fk({"bad": 1, "dtype": lib.float32})
        with pytest.raises(TypeError, match="dtype specified twice, in \\*\\*kwargs and in factory_kwargs"):
            fk({"dtype": lib.float32, "factory_kwargs": {"dtype": lib.float64}})


def test_functional_helpers_match_torch(torch):
    ours, theirs = gradtable.nn.functional, torch.nn.functional
    assert ours.Tensor is gradtable.Tensor
    for name in ("BroadcastingList1", "BroadcastingList2", "BroadcastingList3"):
        assert getattr(ours, name)[int] is None and getattr(ours, name)[float] is getattr(theirs, name)[float]
    assert ours.GRID_SAMPLE_INTERPOLATION_MODES == theirs.GRID_SAMPLE_INTERPOLATION_MODES
    assert ours.GRID_SAMPLE_PADDING_MODES == theirs.GRID_SAMPLE_PADDING_MODES
    assert ours.reproducibility_notes.keys() == theirs.reproducibility_notes.keys()
    assert ours.tf32_notes.keys() == theirs.tf32_notes.keys()
    for F in (ours, theirs):
        F.assert_int_or_pair(3, "kernel_size", "{} bad")
        F.assert_int_or_pair((1, 2), "kernel_size", "{} bad")
        with pytest.raises(AssertionError, match="^kernel_size must be a pair$"):
            F.assert_int_or_pair([1, 2, 3], "kernel_size", "{} must be a pair")


def test_boolean_dispatch_matches_torch(torch):
    def make(F):
        def with_flag(x, flag=False):
            """the documented one"""
            return ("true", x)

        def without_flag(x, flag=False):
            return ("false", x)

        return F.boolean_dispatch("flag", 1, False, with_flag, without_flag, "mymod", "pick"), without_flag

    for F in (gradtable.nn.functional, torch.nn.functional):
        pick, without_flag = make(F)
        assert (pick(1), pick(1, True), pick(1, flag=True), pick(1, 0)) == (
            ("false", 1), ("true", 1), ("true", 1), ("false", 1))
        assert (pick.__name__, pick.__module__, pick.__doc__) == ("pick", "mymod", "the documented one")
        assert without_flag.__doc__ == "the documented one"

        def a():
            """a"""

        def b():
            """b"""

        with pytest.raises(RuntimeError, match="only one function can have a docstring"):
            F.boolean_dispatch("f", 0, False, a, b, None, None)


def test_torch_function_checks(lib):
    F = lib.nn.functional

    class Wrapped:
        @classmethod
        def __torch_function__(cls, func, types, args=(), kwargs=None):
            return ("handled", func.__name__)

    t = lib.ones(1)
    assert not F.has_torch_function((t, 1)) and not F.has_torch_function_unary(t)
    assert not F.has_torch_function_variadic(t, t)
    assert F.has_torch_function((t, Wrapped())) and F.has_torch_function_unary(Wrapped())
    assert F.has_torch_function_variadic(t, Wrapped())

    def mine(x):
        return F.handle_torch_function(mine, (x,), x)

    assert mine(Wrapped()) == ("handled", "mine")
