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


def _error(build):
    try:
        build()
    except Exception as error:  # noqa: BLE001  (type and text are compared)
        return type(error).__name__, str(error)
    return None


def test_deleting_and_setting_autograd_attributes_as_torch(torch):
    """`del x.grad` clears it; the attributes autograd relies on cannot be deleted; .data takes tensors
    only, and a float one while the tensor requires grad (PyTorch's messages)."""
    import gradtable

    def run(lib):
        x = lib.randn(2, 2, requires_grad=True)
        x.grad = lib.ones(2, 2)
        del x.grad
        outcomes = [x.grad is None]
        for build in (lambda: delattr(x, "data"), lambda: setattr(x, "data", None),
                      lambda: setattr(x, "data", [1.0, 2.0]), lambda: delattr(x, "requires_grad"),
                      lambda: delattr(x, "_grad_fn"), lambda: delattr(x, "_backward_hooks"),
                      lambda: delattr(x, "_post_accumulate_grad_hooks"),
                      lambda: setattr(x, "data", lib.tensor([3], dtype=lib.int64))):
            outcomes.append(_error(build))
        x.data = lib.zeros(3)
        outcomes.append((tuple(x.shape), x.requires_grad))
        y = lib.zeros(2)
        y.data = lib.tensor([1, 2])
        outcomes.append(str(y.dtype))
        return outcomes

    assert run(gradtable) == run(torch)


def test_pickle_at_every_protocol_as_torch(lib):
    import pickle
    x = lib.randn(3, 2, requires_grad=True)
    y = lib.arange(4)
    for protocol in range(pickle.HIGHEST_PROTOCOL + 1):
        xc, yc = pickle.loads(pickle.dumps([x, y], protocol=protocol))
        assert xc.tolist() == x.tolist() and xc.requires_grad and xc.dtype == x.dtype
        assert yc.tolist() == y.tolist() and not yc.requires_grad and yc.dtype == lib.int64


def test_attribute_stores_take_the_c_path():
    """Python's __setattr__ and __delattr__ share one C slot: a __delattr__ written in Python on Tensor
    sent every attribute store of every tensor (four or more per op) through object.__setattr__
    called from Python, ~11% of the instructions of a small op. The refusals of `del x.data` and
    the others (test above) live in those attributes' deleters instead."""
    import gradtable

    assert "__delattr__" not in vars(gradtable.Tensor) and "__setattr__" not in vars(gradtable.Tensor)
    assert gradtable.Tensor.__setattr__ is object.__setattr__
