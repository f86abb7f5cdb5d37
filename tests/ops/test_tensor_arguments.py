"""A function's first Tensor argument refuses what is not a tensor, as PyTorch's argument parser does:
`torch.exp(0.5)` is "exp(): argument 'input' (position 1) must be Tensor, not float", not a computed
tensor (or an AttributeError from a kernel). Generated for every table op whose first parameter is a
Tensor and whose other tensor parameters are optional (codegen/arguments.py tensor_checks); checked
here against PyTorch for each such function that can be called with its first argument alone (and its
in-place function where PyTorch has one).
"""
import warnings

import pytest
from table_cases import entries, public_name

import gradtable
from gradtable.codegen.arguments import NUMBER_OPERAND_OPS

#: gradtable's table names linalg.eigh's tensor `A` (as its documentation does); PyTorch's parser says 'input'.
LABELS = {"eigh": ("'A'", "'input'")}

NOT_TENSORS = [0.5, 3, None, "a", [1.0, 2.0]]


def _namespace(lib, module):
    return {"": lib, "nn.functional": lib.nn.functional, "linalg": lib.linalg, "special": lib.special,
            "fft": lib.fft}[module]


def _functions():
    seen = {}
    for e in entries():
        params = e.signature.params
        if not params or params[0].type != "Tensor" or e.name.startswith("_"):
            continue
        if not all(p.has_default or p.kw_only for p in params[1:]):   # (called with the first argument alone)
            continue
        if "function" not in e.variants and not e.inplace_function:
            continue
        names = [public_name(e)] if "function" in e.variants else []
        names += [public_name(e) + "_"] if e.inplace_function and "function" in e.variants else []
        for name in names:
            seen.setdefault((e.python_module, name), e)
    return sorted(seen)


FUNCTIONS = _functions()


def _outcome(fn, value):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            fn(value)
        except Exception as error:  # noqa: BLE001 (the error is what is compared)
            return type(error), str(error)
    return None, None


def test_the_table_gives_such_functions():
    assert len(FUNCTIONS) > 200


@pytest.mark.parametrize(("module", "name"), FUNCTIONS, ids=[f"{m}.{n}".lstrip(".") for m, n in FUNCTIONS])
def test_a_non_tensor_first_argument_is_refused_as_pytorch_refuses_it(module, name, torch):
    theirs = getattr(_namespace(torch, module), name, None)
    ours = getattr(_namespace(gradtable, module), name, None)
    if theirs is None or ours is None:
        pytest.skip(f"{name}: not a function of {'PyTorch' if theirs is None else 'gradtable'}")
    for value in NOT_TENSORS:
        their_type, their_text = _outcome(theirs, value)
        our_type, our_text = _outcome(ours, value)
        if name in NUMBER_OPERAND_OPS and isinstance(value, (int, float, complex)):
            # conj takes a number (mul's backward conjugates a number operand): documented, and kept so
            assert their_type is TypeError and our_type is None, (value, our_text)
            continue
        if their_type is AttributeError:
            # PyTorch's Python wrapper (torch.norm, F.normalize, F.softsign, F.tanhshrink) calls a tensor
            # method on the value first; gradtable says what is wrong (docs/known-differences.md)
            assert our_type is TypeError and "must be Tensor, not" in our_text, (value, our_text)
            continue
        assert our_type is their_type, (value, their_text, our_text)
        if their_text and "must be Tensor, not" in their_text:
            assert our_text.replace(*LABELS.get(name, ("", ""))) == their_text, value
        elif their_type is TypeError:   # PyTorch's text for ops of several overloads: "invalid combination"
            assert "must be Tensor, not" in our_text or "invalid combination" in our_text, our_text


@pytest.mark.parametrize("value", NOT_TENSORS, ids=repr)
def test_the_message_names_the_function_the_argument_and_the_type(value, torch):
    with pytest.raises(TypeError) as ours:
        gradtable.special.ndtr(value)
    with pytest.raises(TypeError) as theirs:
        torch.special.ndtr(value)
    assert str(ours.value) == str(theirs.value)
    assert f"not {type(value).__name__}" in str(ours.value)


def test_a_tensor_subclass_and_a_torch_function_object_still_pass(torch):
    class Mine(gradtable.Tensor):
        pass

    x = gradtable.tensor([0.5, 1.0]).as_subclass(Mine)
    assert gradtable.exp(x).tolist() == pytest.approx(torch.exp(torch.tensor([0.5, 1.0])).tolist())

    class Traced:
        @classmethod
        def __torch_function__(cls, func, types, args=(), kwargs=None):
            return ("routed", func.__name__)

    assert gradtable.exp(Traced()) == ("routed", "exp")
