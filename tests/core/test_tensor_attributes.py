"""Tensors accept extra Python attributes, as PyTorch's do: code such as the seed notes' toy autograd
engine (examples/seeds/s23_toy_autograd_engine.py) stores its results on the tensors themselves."""


def test_a_tensor_carries_extra_python_attributes(lib):
    a = lib.tensor([3.0], requires_grad=True)
    b = a * 2
    a.auto_grad = lib.tensor([1.0])
    b.note = "intermediate"
    assert a.auto_grad.tolist() == [1.0] and b.note == "intermediate"
    assert vars(b) == {"note": "intermediate"}
    b.sum().backward()
    assert a.grad.tolist() == [2.0]      # the attributes do not disturb autograd
    del a.auto_grad
    assert not hasattr(a, "auto_grad")


def test_attributes_belong_to_one_tensor_object(lib):
    a = lib.tensor([1.0, 2.0])
    a.tag = 1
    assert not hasattr(a.view(2), "tag")
    assert not hasattr(a.detach(), "tag")
