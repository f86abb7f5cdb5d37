"""The rules of in-place ops, views and version counters (issue 4). Each test body runs on
gradtable and on PyTorch (the `lib` fixture) with the same expectations, so the rules are
PyTorch's by construction; error texts are compared with PyTorch's where it raises."""
import numpy as np
import pytest


def leaf(lib, *shape):
    return lib.arange(float(np.prod(shape))).reshape(*shape).double().requires_grad_()


def raises(fn):
    with pytest.raises(RuntimeError) as err:
        fn()
    return str(err.value)


# ---------------------------------------------------------------- version counters

def test_every_inplace_op_bumps_the_version(lib):
    x = lib.ones(3)
    assert x._version == 0
    x.add_(1)
    x.mul_(2)
    x += 1
    x[0] = 5.0
    x.zero_()
    assert x._version == 5


def test_views_share_their_base_version_counter(lib):
    x = lib.zeros(3, 4)
    v = x.t()
    w = x[1]
    w.fill_(1.0)
    assert x._version == v._version == w._version == 1
    assert v._base is x and w._base is x and x._base is None
    assert v._is_view() and w._is_view() and not x._is_view()
    assert x[1:, ::2]._base is x  # a view of a view has the root as base


@pytest.mark.parametrize("make", [lambda x: x.view(12), lambda x: x.reshape(2, 6), lambda x: x.t(),
                                  lambda x: x.transpose(0, 1), lambda x: x.unsqueeze(0), lambda x: x[None].squeeze(0),
                                  lambda x: x.select(1, 2), lambda x: x[1:, 1:3], lambda x: x[..., 0],
                                  lambda x: x.unbind(1)[2], lambda x: x[:, :1].expand(3, 5)],
                         ids=["view", "reshape", "t", "transpose", "unsqueeze", "squeeze", "select", "slice",
                              "ellipsis", "unbind", "expand"])
def test_view_ops_share_memory(lib, make):
    x = lib.arange(12.0).reshape(3, 4).clone()
    v = make(x)
    assert v._is_view() and v._base is x
    with lib.no_grad():
        x.mul_(10)
    np.testing.assert_array_equal(v.numpy(), make(lib.arange(12.0).reshape(3, 4) * 10).numpy())


def test_reshape_copies_when_it_cannot_view_and_view_refuses(lib):
    x = lib.arange(6.0).reshape(2, 3).clone().t()
    assert not x.reshape(6)._is_view()
    assert "view size is not compatible with input tensor's size and stride" in raises(lambda: x.view(6))
    assert x.contiguous() is not x and x.t().contiguous() is not None


def test_detach_shares_memory_and_version_but_is_not_a_view(lib):
    x = leaf(lib, 3)
    d = x.detach()
    assert not d._is_view() and d._base is None
    with lib.no_grad():
        x.add_(1)
    assert d._version == 1 and d[0].item() == 1.0


def test_modifying_a_saved_tensor_is_detected_at_backward(lib):
    x = leaf(lib, 3, 4)
    y = x * 1
    z = y * y  # saves y
    y.add_(1)
    message = raises(lambda: z.sum().backward())
    assert message.startswith("one of the variables needed for gradient computation has been modified by an "
                              "inplace operation: [torch.DoubleTensor [3, 4]], which is output 0 of Add, is at "
                              "version 1; expected version 0 instead. Hint:")


def test_modifying_a_saved_output_is_detected(lib):
    x = leaf(lib, 3)
    y = x.exp()  # saves its result
    y.mul_(2)
    assert "which is output 0 of Exp, is at version 1; expected version 0" in raises(lambda: y.sum().backward())


def test_modifying_a_saved_tensor_through_detach_or_a_view_is_detected(lib):
    x = leaf(lib, 3, 4)
    y = x * 1
    z = y * y
    y.detach().add_(1)
    assert "which is output 0 of Mul, is at version 1" in raises(lambda: z.sum().backward())
    y = x * 1
    z = y.pow(2)
    with lib.no_grad():
        y.view(12)[0] = 7.0
    assert "is at version 1; expected version 0" in raises(lambda: z.sum().backward())


def test_an_unsaved_tensor_may_be_modified(lib):
    x = leaf(lib, 3)
    y = x * 1
    s = y.exp()  # exp saves its result, not y
    y.mul_(2)
    s.sum().backward()
    np.testing.assert_allclose(x.grad.numpy(), np.exp(np.arange(3.0)))


def test_mul_by_itself_in_place_is_detected(lib):
    x = leaf(lib, 3)
    a = x * 1
    a.mul_(a)  # `other` is saved, then changed by the op itself
    assert "is at version 1; expected version 0" in raises(lambda: a.sum().backward())


# ---------------------------------------------------------------- leaves

def test_leaf_that_requires_grad_refuses_inplace(lib):
    x = leaf(lib, 3)
    assert raises(lambda: x.mul_(2)) == "a leaf Variable that requires grad is being used in an in-place operation."
    assert raises(lambda: x.__iadd__(1)) == "a leaf Variable that requires grad is being used in an in-place operation."
    assert raises(lambda: x[0].mul_(2)) == ("a view of a leaf Variable that requires grad is being used in an "
                                            "in-place operation.")
    assert x._version == 0


def test_optimizer_updates_are_allowed_under_no_grad(lib):
    w = leaf(lib, 5, 5)
    (w * w).sum().backward()
    with lib.no_grad():
        w.sub_(0.1 * w.grad)
        w.view(5, 5).sub_(1.0)
        w -= 0.5 * w.grad
    expected = np.arange(25.0).reshape(5, 5) * (1 - 0.2 - 1.0) - 1.0
    np.testing.assert_allclose(w.detach().numpy(), expected)
    assert w.is_leaf and w.requires_grad and w.grad_fn is None and w._version == 3


def test_inplace_with_an_input_that_requires_grad_makes_a_leaf_a_non_leaf(lib):
    w = leaf(lib, 3)
    y = lib.zeros(3, dtype=lib.float64)
    y.copy_(w * 2)
    assert not y.is_leaf and y.grad_fn.name() == "torch::autograd::CopyBackwards"
    y.sum().backward()
    np.testing.assert_allclose(w.grad.numpy(), [2.0, 2.0, 2.0])


# ---------------------------------------------------------------- non-leaves: history is rewritten

@pytest.mark.parametrize("op, name", [(lambda y: y.mul_(3), "MulBackward0"), (lambda y: y.add_(1), "AddBackward0"),
                                      (lambda y: y.exp_(), "ExpBackward0"), (lambda y: y.relu_(), "ReluBackward0"),
                                      (lambda y: y.clamp_(min=1), "ClampBackward1"),
                                      (lambda y: y.pow_(2), "PowBackward0"), (lambda y: y.fill_(2), "FillBackward2"),
                                      (lambda y: y.zero_(), "ZeroBackward0"),
                                      (lambda y: y.__itruediv__(2), "DivBackward0"),
                                      (lambda y: y.__ipow__(2), "PowBackward0"),
                                      (lambda y: y.sigmoid_(), "SigmoidBackward0")])
def test_inplace_on_a_non_leaf_rewrites_its_history(lib, op, name):
    x = leaf(lib, 2, 3)
    y = x * 1
    assert op(y) is y
    assert y.grad_fn.name() == name
    y.sum().backward()
    assert x.grad is not None


def test_chained_inplace_gradients(lib):
    x = leaf(lib, 2, 3)
    y = x * 1
    y.mul_(3).add_(x).pow_(2)
    y.sum().backward()
    np.testing.assert_allclose(x.grad.numpy(), 2 * 4 * np.arange(6.0).reshape(2, 3) * 4)


def test_retain_grad_follows_the_tensor(lib):
    x = leaf(lib, 3)
    y = x * 1
    y.retain_grad()
    y.mul_(2)
    y.sum().backward()
    np.testing.assert_allclose(y.grad.numpy(), [1.0, 1.0, 1.0])


# ---------------------------------------------------------------- views of non-leaves (CopySlices)

def test_inplace_on_a_view_updates_the_base_history(lib):
    x = leaf(lib, 3, 4)
    y = x * 1
    y[0].mul_(5)
    assert y.grad_fn.name() == "torch::autograd::CopySlices"
    y.sum().backward()
    expected = np.ones((3, 4))
    expected[0] = 5
    np.testing.assert_allclose(x.grad.numpy(), expected)


def test_setitem_with_a_slice_sends_gradients_to_both(lib):
    x = leaf(lib, 4, 3)
    v = (lib.arange(6.0).reshape(2, 3).double() + 1).requires_grad_()
    y = x * 1
    y[1:3] = v * v
    assert y.grad_fn.name() == "torch::autograd::CopySlices"
    (y * y).sum().backward()
    expected_x = 2 * np.arange(12.0).reshape(4, 3)
    expected_x[1:3] = 0
    np.testing.assert_allclose(x.grad.numpy(), expected_x)
    vv = (np.arange(6.0).reshape(2, 3) + 1)
    np.testing.assert_allclose(v.grad.numpy(), 2 * vv ** 2 * 2 * vv)


def test_setitem_forms(lib):
    x = leaf(lib, 3, 4)
    y = x * 1
    y[:] = 2.0
    assert y.grad_fn.name() == "FillBackward3"
    y = x * 1
    y[lib.tensor([0, 2])] = 0.0
    assert y.grad_fn.name() == "IndexPutBackward0"
    y[y > 5] = 1.0
    w = lib.tensor(2.0, dtype=lib.float64, requires_grad=True)
    z = x * 1
    z[:] = w
    assert z.grad_fn.name() == "FillBackward3"
    z[0] = lib.ones(4, dtype=lib.float64)
    assert z.grad_fn.name() == "torch::autograd::CopySlices"
    with pytest.raises(TypeError, match="can't assign a list to a torch.DoubleTensor"):
        z[1] = [1.0, 2.0, 3.0, 4.0]
    (y.sum() + z.sum()).backward()
    assert w.grad.item() == 8.0
    np.testing.assert_allclose(x.grad.numpy(), [[0, 0, 0, 0], [1, 1, 0, 0], [0, 0, 0, 0]])


def test_other_views_see_the_new_history(lib):
    x = leaf(lib, 3, 4)
    y = x * 1
    whole = y.view(12)
    row = y[1]
    y.mul_(2)            # changes what `whole` and `row` show
    y[1].add_(1)
    assert whole.grad_fn.name() == "AsStridedBackward0"
    (whole.sum() + 10 * row.sum()).backward()
    expected = np.full((3, 4), 2.0)
    expected[1] = 22.0
    np.testing.assert_allclose(x.grad.numpy(), expected)


def test_inplace_on_a_view_of_a_view(lib):
    x = leaf(lib, 3, 4)
    y = x * 1
    y.t()[1:3, 0].mul_(10)
    y.sum().backward()
    expected = np.ones((3, 4))
    expected[0, 1:3] = 10
    np.testing.assert_allclose(x.grad.numpy(), expected)


def test_views_from_multi_output_ops_refuse_inplace(lib):
    x = leaf(lib, 3, 4)
    a, b, c = (x * 1).unbind()
    assert raises(lambda: a.mul_(2)) == (
        "Output 0 of UnbindBackward0 is a view and is being modified inplace. This view is the output of a function "
        "that returns multiple views. Such functions do not allow the output views to be modified inplace. You should "
        "replace the inplace operation by an out-of-place one.").replace("UnbindBackward0", "Unbind")


def test_view_made_in_no_grad_refuses_inplace_with_grad(lib):
    x = leaf(lib, 3, 4)
    with lib.no_grad():
        v = x.view(12)
    assert raises(lambda: v.mul_(2)).startswith("A view was created in no_grad mode and is being modified inplace "
                                                "with grad mode enabled.")


def test_expanded_views_refuse_inplace(lib):
    e = lib.ones(3, 1).expand(3, 4)
    assert raises(lambda: e.mul_(2)) == (
        "unsupported operation: more than one element of the written-to tensor refers to a single memory location. "
        "Please clone() the tensor before performing the operation.")


def test_dtype_and_shape_rules(lib):
    i = lib.ones(3, dtype=lib.int64)
    assert raises(lambda: i.add_(1.5)) == "result type Float can't be cast to the desired output type Long"
    assert raises(lambda: i.exp_()) == "result type Float can't be cast to the desired output type Long"
    i.copy_(lib.tensor([1.7, 2.0, 3.0]))  # copy_ casts
    assert i.tolist() == [1, 2, 3]
    f = lib.ones(3)
    f.add_(lib.ones(3, dtype=lib.float64))
    assert f.dtype == lib.float32 and f.tolist() == [2.0, 2.0, 2.0]
    assert raises(lambda: f.add_(lib.ones(2, 3))) == "output with shape [3] doesn't match the broadcast shape [2, 3]"


# ---------------------------------------------------------------- inference mode

def test_inference_tensors(lib):
    x = leaf(lib, 3)
    with lib.inference_mode():
        t = lib.ones(3, dtype=lib.float64)
        t.add_(1)  # allowed inside
        v = x.view(3)
    assert t.is_inference()
    assert raises(lambda: t.add_(1)).startswith("Inplace update to inference tensor outside InferenceMode is not "
                                                "allowed.You can make a clone")
    assert raises(lambda: t._version) == "Inference tensors do not track version counter."
    assert raises(lambda: (x * t).sum()).startswith("Inference tensors cannot be saved for backward. Please do not "
                                                    "use Tensors created in inference mode in computation tracked by "
                                                    "autograd.")
    assert (x + t).grad_fn.name() == "AddBackward0"  # add saves nothing: allowed
    assert raises(lambda: v.mul_(2)).startswith("A view was created in inference mode and is being modified inplace "
                                                "in normal mode.")
    assert raises(lambda: t.requires_grad_()) == ("Setting requires_grad=True on inference tensor outside "
                                                  "InferenceMode is not allowed.")
    c = t.clone()
    c.add_(1)
    assert not c.is_inference()


def test_view_taken_before_its_base_required_grad_is_refused_in_place(lib):
    """The view's requires_grad follows its base's in PyTorch: writing into a view of a leaf that now
    requires grad is refused, as writing into the leaf is."""
    import pytest
    a = lib.randn(2, 3)
    b = a[:]
    a.requires_grad = True
    with pytest.raises(RuntimeError, match="^a leaf Variable that requires grad is being used in an in-place"):
        a.add_(5)
    with pytest.raises(RuntimeError, match="^a view of a leaf Variable that requires grad is being used in an"):
        b.add_(5)
    c = lib.randn(2, 3)
    c[:].add_(5)              # a view of a base that does not require grad: fine
    c.requires_grad = True
    c.sum().backward()
    assert c.grad.tolist() == [[1.0] * 3] * 2
