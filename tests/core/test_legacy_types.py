"""torch.FloatTensor and its kin, Tensor.new and Tensor.type, against PyTorch."""
import pytest

import gradtable as gt

NAMES = ["FloatTensor", "DoubleTensor", "HalfTensor", "BFloat16Tensor", "ByteTensor", "CharTensor", "ShortTensor",
         "IntTensor", "LongTensor", "BoolTensor"]


def _made(lib, make):
    """What a call makes (shape, dtype, values unless uninitialized), or its error's type and first line."""
    try:
        made = make(lib)
    except (TypeError, ValueError) as error:
        return type(error).__name__, str(error).splitlines()[0]
    return tuple(made.shape), str(made.dtype)


CALLS = {
    "data": lambda lib: lib.LongTensor([1, 2]),
    "data_tuple": lambda lib: lib.LongTensor((1, 2)),
    "sizes": lambda lib: lib.LongTensor(2, 3),
    "nothing": lambda lib: lib.LongTensor(),
    "a_size": lambda lib: lib.LongTensor(lib.Size([2])),
    "an_empty_size": lambda lib: lib.ones(2).new(lib.Size([])),
    "int_data_as_float": lambda lib: lib.FloatTensor([1, 2]),
    "float_data_as_long": lambda lib: lib.LongTensor([1.5]),
    "other_dtype_tensor": lambda lib: lib.LongTensor(lib.tensor([1., 2.])),
    "dtype_keyword": lambda lib: lib.LongTensor(2, dtype=lib.int64),
    "requires_grad_keyword": lambda lib: lib.LongTensor(requires_grad=True),
    "a_string": lambda lib: lib.LongTensor("a"),
    "a_float": lambda lib: lib.LongTensor(2.5),
    "new_data": lambda lib: lib.ones(2).new([1, 2]),
    "new_size": lambda lib: lib.ones(2).new(3),
    "new_nothing": lambda lib: lib.ones(2, dtype=lib.int32).new(),
    "new_tensor": lambda lib: lib.ones(2).new(lib.ones(1)),
    "type_as_class": lambda lib: lib.tensor([1, 2]).type(lib.FloatTensor),
    "type_as_name": lambda lib: lib.tensor([1, 2]).type("torch.DoubleTensor"),
}


@pytest.mark.parametrize("call", CALLS)
def test_legacy_constructors_as_torch(torch, call):
    assert _made(gt, CALLS[call]) == _made(torch, CALLS[call])


@pytest.mark.parametrize("name", NAMES)
def test_each_type_makes_its_dtype_and_answers_isinstance(torch, name):
    def facts(lib):
        cls = getattr(lib, name)
        made = cls([1, 0])
        return (str(made.dtype), made.tolist(), isinstance(made, cls), isinstance(lib.ones(1, dtype=lib.int16), cls),
                issubclass(cls, lib.Tensor), repr(cls), cls.__name__, type(made).__name__, made.type())

    assert facts(gt) == facts(torch)


def test_the_same_dtype_gives_an_alias_in_the_graph(torch):
    def alias(lib):
        y = lib.ones(2, requires_grad=True)
        w = lib.FloatTensor(y)
        w.sum().backward()
        same_tensor = lib.tensor([1, 2])
        return (w is y, w.requires_grad, type(w.grad_fn).__name__, y.grad.tolist(),
                lib.LongTensor(same_tensor).data_ptr() == same_tensor.data_ptr())

    assert alias(gt) == alias(torch)


def test_type_keeps_the_tensor_when_the_dtype_is_its_own():
    x = gt.ones(2)
    assert x.type(gt.FloatTensor) is x and x.type("torch.FloatTensor") is x and x.type(gt.float32) is x
    with pytest.raises(ValueError, match="invalid type: 'torch.Foo'"):
        x.type("torch.Foo")
