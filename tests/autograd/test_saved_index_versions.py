"""An index tensor is kept for backward as PyTorch keeps it (a saved variable): changing it in place
before backward raises PyTorch's "modified by an inplace operation" error, in x[idx], x[mask] and
x[idx] = v alike, instead of sending the gradient to the new positions. Also the type names PyTorch's
C++ messages use (CPUBoolType for bool) there and in expand's error."""
import pytest


def _expect_modified(lib, fn, kind, shape):
    with pytest.raises(RuntimeError) as caught:
        fn()
    assert str(caught.value).startswith("one of the variables needed for gradient computation has been modified by "
                                        f"an inplace operation: [{kind} {shape}] is at version 1; expected version 0")


@pytest.mark.parametrize("case", ["index", "mask", "setitem", "setitem-mask", "masked_fill"])
def test_a_changed_index_raises_in_backward(lib, case):
    x = lib.zeros(3, requires_grad=True)
    v = lib.tensor([1.0, 2.0], requires_grad=True)
    idx = lib.tensor([True, False, True]) if "mask" in case else lib.tensor([0, 2])
    y = x * 1
    if case.startswith("setitem"):
        y[idx] = v
        out = y
    elif case == "masked_fill":
        out = y.masked_fill(idx, 0.0)
    else:
        out = y[idx]
    idx[0] = 1 if idx.dtype == lib.long else False
    kind, shape = ("CPUBoolType", "[3]") if "mask" in case else ("torch.LongTensor", "[2]")
    _expect_modified(lib, lambda: out.sum().backward(), kind, shape)


def test_an_unchanged_index_backpropagates(lib):
    x = lib.zeros(3, requires_grad=True)
    idx = lib.tensor([0, 2, 2])
    (x * 1)[idx].sum().backward()
    assert x.grad.tolist() == [1.0, 0.0, 2.0]
    idx[0] = 1   # after backward: nothing is kept any more
    assert idx.tolist() == [1, 2, 2]


@pytest.mark.parametrize("dtype,name", [("float32", "torch.FloatTensor"), ("int64", "torch.LongTensor"),
                                        ("bool", "CPUBoolType")])
def test_expand_names_the_type_and_counts(lib, dtype, name):
    x = lib.ones(3, 2, dtype=getattr(lib, dtype))
    with pytest.raises(RuntimeError, match=r"^expand\(" + name.replace(".", r"\.") + r"\{\[3, 2\]\}, size=\[2\]\): "
                       r"the number of sizes provided \(1\) must be greater or equal to the number of dimensions "
                       r"in the tensor \(2\)$"):
        x.expand(2)
