"""torch.typename, the one function every error message that names a value's type uses (the module
registration checks of nn.Module and the optimizers' parameter checks), compared with PyTorch's."""
import pytest

import gradtable


class Plain:
    pass


def plain_function():
    pass


def _samples(lib):
    """(label, object) pairs built the same way in both libraries."""
    return [
        ("float tensor", lib.ones(2)),
        ("double tensor", lib.ones(2, dtype=lib.float64)),
        ("int tensor", lib.ones(2, dtype=lib.int32)),
        ("0-dim bool", lib.tensor(True)),
        ("int", 3),
        ("str", "x"),
        ("None", None),
        ("set", {1}),
        ("generator", (x for x in [])),
        ("class", Plain),
        ("instance", Plain()),
        ("function", plain_function),
        ("builtin function", len),
    ]


def test_typename_matches_pytorch(torch):
    ours = [(label, gradtable.typename(obj)) for label, obj in _samples(gradtable)]
    theirs = [(label, torch.typename(obj)) for label, obj in _samples(torch)]
    assert ours == theirs


@pytest.mark.parametrize("params", ["a class", "a generator of numbers", "a group with a set"])
def test_optimizer_names_a_bad_parameter_as_pytorch(torch, params):
    def make(lib):
        return {"a class": [Plain], "a generator of numbers": (x for x in [1.0]),
                "a group with a set": [{"params": {lib.ones(1)}}]}[params]

    def message(lib):
        with pytest.raises(TypeError) as info:
            lib.optim.SGD(make(lib), lr=0.1)
        return str(info.value)

    assert message(gradtable) == message(torch)


def test_module_names_a_bad_submodule_as_pytorch(torch):
    def message(lib):
        with pytest.raises(TypeError) as info:
            lib.nn.Module().add_module("child", Plain())
        return str(info.value)

    assert message(gradtable) == message(torch)
