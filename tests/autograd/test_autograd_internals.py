"""Smaller pieces of torch.autograd's surface that PyTorch's own tests and older code reach, on gradtable
and torch alike: nodes' sequence numbers and input metadata, _calculate_shape, SavedTensor's refusal to be
made from Python, grad modes decorating a class, Variable.volatile, torch.autograd.torch."""
import warnings

import pytest


def test_sequence_numbers_order_the_engine_as_torch(lib):
    x, y, z = (lib.randn(4, requires_grad=True) for _ in range(3))
    a, b = x + y, y + z
    c = a + b
    assert a.grad_fn._sequence_nr() < b.grad_fn._sequence_nr() < c.grad_fn._sequence_nr()
    for node, nr in ((a, 100), (b, 99), (c, 98)):
        node.grad_fn._set_sequence_nr(nr)
    assert [t.grad_fn._sequence_nr() for t in (a, b, c)] == [100, 99, 98]
    order = []
    for name, t in (("a", a), ("b", b), ("c", c)):
        t.register_hook(lambda g, name=name: order.append(name))
    c.sum().backward()
    assert order == ["c", "a", "b"]   # a root runs first; then the highest number
    assert y.grad.tolist() == [2.0] * 4


def test_input_metadata_as_torch(torch):
    import gradtable

    def run(lib):
        x = lib.rand(2, 3, requires_grad=True, dtype=lib.float64)
        meta = (x * 2).grad_fn._input_metadata
        return [(tuple(m.shape), str(m.dtype), str(m.device), m.is_nested_tensor, m.is_cpp_nested_tensor)
                for m in meta]

    assert run(gradtable) == run(torch)


def test_calculate_shape_as_torch(lib):
    out = lib.randn(10, 5, requires_grad=True)
    grad = lib.randn(5, 10)
    assert lib.autograd._calculate_shape(out, grad, False) == (lib.Size([10, 5]), lib.Size([5, 10]))
    assert lib.autograd._calculate_shape(out, lib.randn(3, 10, 5), True) == (lib.Size([10, 5]), lib.Size([10, 5]))
    edge = lib.autograd.graph.get_gradient_edge(out * 2)
    assert tuple(lib.autograd._calculate_shape(edge, grad, False)[0]) == (10, 5)
    with pytest.raises(RuntimeError, match="^Batched grads are not supported with GradientEdge$"):
        lib.autograd._calculate_shape(edge, grad, True)


def test_saved_tensor_cannot_be_made_from_python(lib):
    with pytest.raises(RuntimeError, match="^Trying to create a SavedTensor object from Python is forbidden"):
        lib.autograd.SavedTensor()


def test_decorating_a_class_with_a_grad_mode_as_torch(lib):
    with pytest.warns(FutureWarning, match="^Decorating classes is deprecated and will be disabled in future"):
        @lib.no_grad()
        class Made:
            def __init__(self):
                self.grad_enabled = lib.is_grad_enabled()

            def later(self):
                return lib.is_grad_enabled()

    made = Made()
    assert not made.grad_enabled and made.later() and not isinstance(Made, type)
    with warnings.catch_warnings():
        warnings.simplefilter("error")

        @lib.no_grad()
        def plain():
            return lib.is_grad_enabled()

        assert not plain()


def test_volatile_is_gone_with_a_warning_as_torch(lib):
    v = lib.autograd.torch.randn(3, 3)
    with pytest.warns(UserWarning, match=r"^volatile was removed \(Variable.volatile is always False\)$"):
        assert v.volatile is False
    with pytest.warns(UserWarning, match="^volatile was removed and now has no effect. Use `with torch.no_grad"):
        v.volatile = True
