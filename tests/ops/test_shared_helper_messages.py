"""Messages built by the helpers every op shares (the broadcast of two shapes, PyTorch's dtype names),
checked against PyTorch: each helper has one copy, so one wrong word would show in many ops."""
import pytest

import gradtable


def _outcome(lib, fn):
    """(exception type name, message), or ('ok', the result's shape)."""
    try:
        value = fn(lib)
    except Exception as err:   # the exception is what is compared
        return type(err).__name__, str(err)
    return "ok", tuple(value.shape)


@pytest.mark.parametrize("shapes", [
    ((2, 3, 4), (3, 4, 5)),        # batch dims 2 and 3: dimension 0
    ((7, 2, 3, 4), (3, 4, 5)),     # counted from the right: dimension 1
    ((2, 1, 3, 4), (5, 3, 4, 5)),
    ((2, 5, 3, 4), (3, 4, 5)),
    ((4,), (2, 3, 4, 5)),
    ((2, 3, 4), (2, 4, 5)),
])
def test_matmul_batch_broadcast_errors_match_torch(torch, shapes):
    a, b = shapes
    fn = lambda lib: lib.matmul(lib.ones(*a), lib.ones(*b))   # noqa: E731
    assert _outcome(gradtable, fn) == _outcome(torch, fn)


@pytest.mark.parametrize("name", ["float16", "float32", "float64", "int8", "uint8", "int16", "int32", "int64",
                                  "bool", "complex64", "complex128"])
def test_legacy_type_names(lib, name):
    # x.type() prints PyTorch's legacy class name for every dtype, not only the common ones.
    want = {"float16": "Half", "float32": "Float", "float64": "Double", "int8": "Char", "uint8": "Byte",
            "int16": "Short", "int32": "Int", "int64": "Long", "bool": "Bool", "complex64": "ComplexFloat",
            "complex128": "ComplexDouble"}[name]
    assert lib.zeros(2, dtype=getattr(lib, name)).type() == f"torch.{want}Tensor"


@pytest.mark.parametrize("case", [
    lambda lib: lib.mm(lib.ones(2, 2), lib.ones(2, 2, dtype=lib.int16)),
    lambda lib: lib.mm(lib.ones(2, 2, dtype=lib.int8), lib.ones(2, 2, dtype=lib.float64)),
    lambda lib: lib.ones(2).masked_fill(lib.ones(2, dtype=lib.int16), 1.0),
    lambda lib: lib.where(lib.ones(2, dtype=lib.int8), lib.ones(2), lib.ones(2)),
    lambda lib: lib.dot(lib.ones(2), lib.ones(2, dtype=lib.int16)),
])
def test_dtype_names_in_messages_match_torch(torch, case):
    assert _outcome(gradtable, case) == _outcome(torch, case)
