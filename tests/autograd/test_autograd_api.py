"""The user-facing autograd API: backward(), autograd.grad(), requires_grad, .grad, errors, repr.

Like test_engine.py, each test runs on gradtable and on PyTorch (the `lib` fixture) with literal
expectations, so the gradtable run needs no torch and the torch run shows the literal is right.
Error messages are compared verbatim with PyTorch 2.13's.
"""
import warnings

import pytest

FREED_PREFIX = "Trying to backward through the graph a second time"
NOT_LEAF = ("you can only change requires_grad flags of leaf variables. If you want to use a computed variable "
            "in a subgraph that doesn't require differentiation use var_no_grad = var.detach().")


def leaf(lib, data, **kwargs):
    return lib.tensor(data, requires_grad=True, **kwargs)


def message(fn, exc=RuntimeError):
    with pytest.raises(exc) as info:
        fn()
    return str(info.value)


# ---------------------------------------------------------------------------------------------
# Errors, verbatim
# ---------------------------------------------------------------------------------------------

def test_implicit_grad_needs_a_scalar(lib):
    x = leaf(lib, [1.0, 2.0])
    expected = "grad can be implicitly created only for scalar outputs"
    assert message(lambda: (x * 2).backward()) == expected
    assert message(lambda: lib.autograd.grad(x * 2, x)) == expected
    # with several outputs, one missing grad_output is implicit too
    assert message(lambda: lib.autograd.grad([x * 2, x * 3], [x], [lib.ones(2), None])) == expected


def test_backward_of_a_tensor_without_grad(lib):
    expected = "element 0 of tensors does not require grad and does not have a grad_fn"
    assert message(lambda: lib.tensor([1.0, 2.0]).sum().backward()) == expected
    x = leaf(lib, [1.0])
    assert message(lambda: lib.autograd.grad(lib.tensor([1.0, 2.0]).sum(), [x])) == expected
    assert message(lambda: lib.autograd.backward([(x * 2).sum(), lib.tensor(1.0)])) == (
        "element 1 of tensors does not require grad and does not have a grad_fn")
    _, indices = leaf(lib, [1.0, 3.0, 2.0]).max(dim=0)
    assert message(lambda: lib.autograd.grad(indices, [x])) == expected


def test_integer_tensors_cannot_require_grad(lib):
    assert message(lambda: lib.tensor([1, 2], requires_grad=True)) == (
        "Only Tensors of floating point and complex dtype can require gradients")
    assert message(lambda: lib.tensor([1, 2]).requires_grad_()) == (
        "only Tensors of floating point dtype can require gradients")
    t = lib.tensor([1, 2])
    assert message(lambda: setattr(t, "requires_grad", True)) == (
        "only Tensors of floating point and complex dtype can require gradients")
    t.requires_grad_(False)  # turning it off is fine
    assert not t.requires_grad


def test_requires_grad_of_non_leaves(lib):
    y = leaf(lib, [1.0]) * 2
    assert message(lambda: y.requires_grad_(False)) == NOT_LEAF
    assert message(lambda: setattr(y, "requires_grad", False)) == NOT_LEAF
    assert y.requires_grad_(True) is y  # asking for what it already has is allowed


def test_requires_grad_flag_round_trip(lib):
    x = lib.tensor([1.0, 2.0])
    assert not x.requires_grad and x.is_leaf
    assert x.requires_grad_() is x and x.requires_grad
    x.requires_grad = False
    assert not x.requires_grad
    y = leaf(lib, [1.0]) * 2
    assert y.requires_grad and not y.is_leaf
    assert lib.tensor([1.0], dtype=lib.float64, requires_grad=True).requires_grad


def test_unused_input(lib):
    x = leaf(lib, [1.0])
    z = leaf(lib, [1.0])
    y = (x * 2).sum()
    assert message(lambda: lib.autograd.grad(y, [x, z], retain_graph=True)) == (
        "The differentiated Tensor at index 1 appears to not have been used in the graph. "
        "Set allow_unused=True if this is the desired behavior.")
    assert message(lambda: lib.autograd.grad(y, z, retain_graph=True)) == (
        "The differentiated Tensor at index 0 appears to not have been used in the graph. "
        "Set allow_unused=True if this is the desired behavior.")


def test_differentiated_tensor_must_require_grad(lib):
    x = leaf(lib, [1.0])
    c = lib.tensor([1.0])
    assert message(lambda: lib.autograd.grad((x * 2).sum(), [x, c])) == (
        "One of the differentiated Tensors does not require grad")
    # backward(inputs=...) first calls retain_grad() on each input, which is what fails.
    assert message(lambda: (x * 2).sum().backward(inputs=[c])) == (
        "can't retain_grad on Tensor that has requires_grad=False")


def test_inputs_must_not_be_empty(lib):
    x = leaf(lib, [1.0])
    assert message(lambda: (x * 2).sum().backward(inputs=[])) == "`inputs` argument to `backward()` cannot be empty."
    assert message(lambda: lib.autograd.grad((x * 2).sum(), [])) == "`inputs` argument to `grad()` cannot be empty."


def test_inputs_must_be_tensors(lib):
    x = leaf(lib, [1.0])
    assert message(lambda: lib.autograd.grad((x * 2).sum(), [x, 3])) == (
        "all inputs have to be Tensors or GradientEdges, but got int")


def test_wrong_shape_of_gradient(lib):
    x = leaf(lib, [1.0, 2.0])
    assert message(lambda: (x * 2).backward(lib.ones(3))) == (
        "Mismatch in shape: grad_output[0] has a shape of torch.Size([3]) and output[0] has a shape of "
        "torch.Size([2]).")
    assert message(lambda: lib.autograd.grad(x * 2, [x], lib.ones(2, 1))) == (
        "Mismatch in shape: grad_output[0] has a shape of torch.Size([2, 1]) and output[0] has a shape of "
        "torch.Size([2]).")
    assert message(lambda: lib.autograd.grad((x * 2).sum(), [x], lib.ones(1))) == (
        "Mismatch in shape: grad_output[0] has a shape of torch.Size([1]) and output[0] has a shape of "
        "torch.Size([]).")


def test_fewer_gradients_than_outputs(lib):
    x = leaf(lib, [1.0, 2.0])
    a = x * 2
    assert message(lambda: lib.autograd.backward([a, a], [lib.ones(2)])) == "got 2 tensors and 1 gradients"
    assert message(lambda: lib.autograd.grad([a, a], [x], [lib.ones(2)])) == "got 2 tensors and 1 gradients"


def test_materialize_grads_with_allow_unused_false(lib):
    x = leaf(lib, [1.0])
    assert message(lambda: lib.autograd.grad((x * 2).sum(), x, materialize_grads=True, allow_unused=False),
                   ValueError) == ("Expected allow_unused to be True or not passed when materialize_grads=True, "
                                   "but got: allow_unused=False.")


def test_hooks_need_requires_grad(lib):
    t = lib.tensor([1.0])
    assert message(lambda: t.register_hook(lambda g: g)) == (
        "cannot register a hook on a tensor that doesn't require gradient")
    assert message(lambda: t.register_post_accumulate_grad_hook(lambda t: None)) == (
        "cannot register a hook on a tensor that doesn't require gradient")
    assert message(lambda: t.retain_grad()) == "can't retain_grad on Tensor that has requires_grad=False"
    y = leaf(lib, [1.0]) * 2
    assert message(lambda: y.register_post_accumulate_grad_hook(lambda t: None)) == (
        "post accumulate grad hooks cannot be registered on non-leaf tensors")


def test_assigning_grad(lib):
    x = leaf(lib, [1.0, 2.0])
    assert message(lambda: setattr(x, "grad", lib.ones(3))) == (
        "attempting to assign a gradient of size '[3]' to a tensor of size '[2]'. Please ensure that the "
        "gradient and the tensor are the same size")
    dtype_message = (
        "attempting to assign a gradient with dtype '{}' to a tensor with grad_dtype '{}'. The gradient must match "
        "the tensor's grad_dtype (defaults to the tensor's dtype). You can set the tensor's grad_dtype attribute "
        "with a specific dtype, or None to allow any dtype. Set grad_dtype with caution. Diverging the dtypes of "
        "a tensor and its gradient may break downstream systems that assume they match.")
    assert message(lambda: setattr(x, "grad", lib.ones(2, dtype=lib.float64))) == dtype_message.format(
        "double", "Float")
    # dtype is checked before size
    assert message(lambda: setattr(x, "grad", lib.ones(3, dtype=lib.int64))) == dtype_message.format(
        "long int", "Float")
    h = leaf(lib, [1.0], dtype=lib.float16)
    assert message(lambda: setattr(h, "grad", lib.ones(1))) == dtype_message.format("float", "Half")
    assert message(lambda: setattr(x, "grad", 3), TypeError) == (
        "assigned grad expected to be a Tensor or None but got grad of type int")
    x.grad = lib.tensor([5.0, 6.0])
    (x * 1).sum().backward()
    assert x.grad.tolist() == [6.0, 7.0]
    x.grad = None
    assert x.grad is None


def test_reading_grad_of_a_non_leaf_warns(lib):
    y = leaf(lib, [1.0, 2.0]) * 2
    with pytest.warns(UserWarning, match="The .grad attribute of a Tensor that is not a leaf Tensor is being "
                                         "accessed"):
        assert y.grad is None
    y.retain_grad()
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert y.grad is None


def test_non_leaf_grad_warning_text_is_pytorchs(torch):
    """The whole sentence, pointing at the caller; PyTorch adds where in its C++ sources it was raised."""
    import gradtable

    def warning(lib):
        y = leaf(lib, [1.0]) * 2
        with pytest.warns(UserWarning) as record:
            y.grad
        return str(record[0].message), record[0].filename

    ours, where = warning(gradtable)
    theirs, their_where = warning(torch)
    assert where == their_where == __file__
    assert theirs.startswith(ours + " (Triggered internally at ")
    assert ours.endswith("See github.com/pytorch/pytorch/pull/30531 for more information.")


# ---------------------------------------------------------------------------------------------
# autograd.grad
# ---------------------------------------------------------------------------------------------

def test_grad_returns_a_tuple(lib):
    x = leaf(lib, [1.0, 2.0])
    result = lib.autograd.grad((x * 2).sum(), x)
    assert type(result) is tuple and len(result) == 1
    assert result[0].tolist() == [2.0, 2.0]


def test_allow_unused_and_materialize_grads(lib):
    x = leaf(lib, [1.0])
    z = leaf(lib, [1.0, 3.0])
    gx, gz = lib.autograd.grad((x * 2).sum(), [x, z], allow_unused=True)
    assert gx.tolist() == [2.0] and gz is None
    gx, gz = lib.autograd.grad((x * 2).sum(), [x, z], materialize_grads=True)
    assert gx.tolist() == [2.0] and gz.tolist() == [0.0, 0.0]
    assert gz.dtype == z.dtype and not gz.requires_grad


def test_create_graph_gives_higher_derivatives(lib):
    x = leaf(lib, [1.0, 2.0])
    y = (x ** 3).sum()
    (g,) = lib.autograd.grad(y, x, create_graph=True)
    assert g.tolist() == [3.0, 12.0] and g.requires_grad and g.grad_fn is not None
    (g2,) = lib.autograd.grad(g.sum(), x, create_graph=True)
    assert g2.tolist() == [6.0, 12.0]
    (g3,) = lib.autograd.grad(g2.sum(), x)
    assert g3.tolist() == [6.0, 6.0] and not g3.requires_grad


def test_without_create_graph_the_result_is_detached(lib):
    x = leaf(lib, [1.0, 2.0])
    (g,) = lib.autograd.grad((x ** 3).sum(), x)
    assert not g.requires_grad and g.grad_fn is None


def test_retain_graph_defaults_to_create_graph(lib):
    x = leaf(lib, [1.0, 2.0])
    y = (x ** 3).sum()
    lib.autograd.grad(y, x, create_graph=True)  # graph kept
    (again,) = lib.autograd.grad(y, x)           # ... so this works, and frees it
    assert again.tolist() == [3.0, 12.0]
    with pytest.raises(RuntimeError, match=FREED_PREFIX):
        lib.autograd.grad(y, x)


def test_create_graph_with_retain_graph_false(lib):
    x = leaf(lib, [1.0, 2.0])
    y = (x ** 3).sum()
    (g,) = lib.autograd.grad(y, x, create_graph=True, retain_graph=False)
    (g2,) = lib.autograd.grad(g.sum(), x)  # the new graph of g is separate from y's freed one
    assert g2.tolist() == [6.0, 12.0]
    with pytest.raises(RuntimeError, match=FREED_PREFIX):
        lib.autograd.grad(y, x)


def test_grad_outputs(lib):
    x = leaf(lib, [1.0, 2.0])
    (g,) = lib.autograd.grad(x * x, x, grad_outputs=lib.tensor([10.0, 100.0]))
    assert g.tolist() == [20.0, 400.0]


def test_several_outputs_and_inputs(lib):
    x = leaf(lib, [1.0, 2.0])
    z = leaf(lib, [3.0, 4.0])
    a = x * z
    b = x + z
    gx, gz = lib.autograd.grad([a.sum(), b.sum()], [x, z], retain_graph=True)
    assert gx.tolist() == [4.0, 5.0] and gz.tolist() == [2.0, 3.0]
    gx, gz = lib.autograd.grad([a, b], [x, z], [lib.ones(2), 2 * lib.ones(2)])
    assert gx.tolist() == [5.0, 6.0] and gz.tolist() == [3.0, 4.0]


def test_the_same_input_twice(lib):
    x = leaf(lib, [1.0, 2.0])
    g1, g2 = lib.autograd.grad((x * x).sum(), [x, x])
    assert g1.tolist() == g2.tolist() == [2.0, 4.0]


def test_grad_with_respect_to_non_leaves(lib):
    x = leaf(lib, [1.0, 2.0])
    y = x * 3
    z = (y * y).sum()
    gy, gx = lib.autograd.grad(z, [y, x])
    assert gy.tolist() == [6.0, 12.0]
    assert gx.tolist() == [18.0, 36.0]


def test_grad_of_an_output_with_respect_to_itself(lib):
    x = leaf(lib, [1.0, 2.0])
    y = x * 2
    (g,) = lib.autograd.grad(y, y, lib.tensor([3.0, 4.0]))
    assert g.tolist() == [3.0, 4.0]
    g_root = lib.ones(2)
    assert lib.autograd.grad(x, x, g_root)[0] is g_root  # nothing ran: the root gradient itself


def test_grad_leaves_dot_grad_alone(lib):
    x = leaf(lib, [1.0, 2.0])
    w = leaf(lib, [1.0, 2.0])
    x.grad = lib.tensor([5.0, 5.0])
    lib.autograd.grad((x * w).sum(), x)
    assert x.grad.tolist() == [5.0, 5.0]
    assert w.grad is None


def test_grad_runs_only_the_part_of_the_graph_it_needs(lib):
    log = []
    x = leaf(lib, [1.0, 2.0])
    u = leaf(lib, [1.0, 2.0])
    a = x * 2
    b = u.exp()   # unrelated branch
    y = a * 3
    out = (y + b).sum()
    b.grad_fn.register_prehook(lambda g: log.append("unrelated branch"))
    u.register_hook(lambda g: log.append("unrelated leaf"))
    x.register_post_accumulate_grad_hook(lambda t: log.append("x accumulated"))
    y.grad_fn.register_prehook(lambda g: log.append("y node"))
    a.grad_fn.register_prehook(lambda g: log.append("a node"))
    out.grad_fn.register_prehook(lambda g: log.append("root"))
    (gy,) = lib.autograd.grad(out, y, retain_graph=True)
    assert gy.tolist() == [1.0, 1.0]
    assert log == ["root"]  # y's own node does not run: grad() stops where y's gradient arrives
    log.clear()
    (gx,) = lib.autograd.grad(out, x)
    assert gx.tolist() == [6.0, 6.0]
    assert log == ["root", "y node", "a node"]
    assert x.grad is None and u.grad is None


def test_grad_keeps_the_graph_behind_its_inputs(lib):
    """The nodes grad() did not run keep their saved tensors."""
    x = leaf(lib, [1.0, 2.0])
    y = x * 2
    y.register_hook(lambda g: g * 2)
    (g1,) = lib.autograd.grad(y.sum(), y)
    (g2,) = lib.autograd.grad((y * 1).sum(), x)
    assert g1.tolist() == [2.0, 2.0] and g2.tolist() == [4.0, 4.0]


def test_tensor_hooks_apply_to_what_grad_returns(lib):
    x = leaf(lib, [1.0, 2.0])
    b = leaf(lib, [3.0, 4.0])
    log = []
    x.register_hook(lambda g: log.append("x hook") or g * 2)
    x.register_post_accumulate_grad_hook(lambda t: log.append("accumulated"))
    (gx,) = lib.autograd.grad((x * b).sum(), x)
    assert gx.tolist() == [6.0, 8.0]
    assert log == ["x hook"]  # no accumulation in grad()


def test_hook_of_an_input_whose_node_also_runs(lib):
    """PyTorch reads an input's gradient before its hooks when its node runs anyway (for another input)."""
    x = leaf(lib, [1.0, 2.0])
    y = x * 3
    y.register_hook(lambda g: g * 100)
    z = (y * y).sum()
    gy, gx = lib.autograd.grad(z, [y, x], retain_graph=True)
    assert gy.tolist() == [6.0, 12.0]
    assert gx.tolist() == [1800.0, 3600.0]
    (gy_alone,) = lib.autograd.grad(z, [y])
    assert gy_alone.tolist() == [600.0, 1200.0]


def test_retain_grad_is_filled_by_grad_too(lib):
    x = leaf(lib, [1.0, 2.0])
    y = x * 2
    y.retain_grad()
    lib.autograd.grad((y * y).sum(), x)
    assert y.grad.tolist() == [4.0, 8.0]
    assert x.grad is None


def test_only_inputs_is_deprecated(lib):
    x = leaf(lib, [1.0, 2.0])
    with pytest.warns(FutureWarning, match="only_inputs argument is deprecated and is ignored now"):
        (g,) = lib.autograd.grad((x * 2).sum(), x, only_inputs=False)
    assert g.tolist() == [2.0, 2.0]


def test_deprecation_warnings_name_the_callers_line(lib):
    """Both warnings point at the user's call, with PyTorch's text."""
    x = leaf(lib, [1.0, 2.0])
    with pytest.warns(FutureWarning) as record:
        lib.autograd.grad((x * 2).sum(), x, only_inputs=False)
        lib.autograd.backward((x * 2).sum(), grad_variables=lib.tensor(1.0))
    assert [str(w.message) for w in record] == [
        "only_inputs argument is deprecated and is ignored now (defaults to True). To accumulate gradient for "
        "other parts of the graph, please use torch.autograd.backward.",
        "`grad_variables` is deprecated. Use `grad_tensors` instead."]
    assert [w.filename for w in record] == [__file__, __file__]
    assert x.grad.tolist() == [2.0, 2.0]


# ---------------------------------------------------------------------------------------------
# backward(inputs=...)
# ---------------------------------------------------------------------------------------------

def test_backward_inputs_accumulates_only_into_them(lib):
    x = leaf(lib, [1.0, 2.0])
    w = leaf(lib, [3.0, 4.0])
    (x * w).sum().backward(inputs=[w])
    assert x.grad is None and w.grad.tolist() == [1.0, 2.0]
    (x * w).sum().backward(inputs=w)  # a single tensor works too, and accumulates
    assert x.grad is None and w.grad.tolist() == [2.0, 4.0]


def test_backward_inputs_with_a_non_leaf(lib):
    log = []
    x = leaf(lib, [1.0, 2.0])
    y = x * 2
    y.grad_fn.register_prehook(lambda g: log.append("y node"))
    z = (y * y).sum()
    assert not y.retains_grad
    z.backward(inputs=[y], retain_graph=True)
    assert y.grad.tolist() == [4.0, 8.0]
    assert y.retains_grad  # PyTorch makes it retain its grad
    assert x.grad is None
    assert log == ["y node"]  # backward() runs the input's own node (its hooks fire)
    z.backward(inputs=[y])
    assert y.grad.tolist() == [8.0, 16.0]


def test_backward_inputs_unused_leaf_stays_none(lib):
    x = leaf(lib, [1.0, 2.0])
    u = leaf(lib, [1.0, 2.0])
    (x * x).sum().backward(inputs=[x, u])
    assert x.grad.tolist() == [2.0, 4.0] and u.grad is None


def test_backward_inputs_listed_twice(lib):
    x = leaf(lib, [1.0, 2.0])
    (x * x).sum().backward(inputs=[x, x])
    assert x.grad.tolist() == [2.0, 4.0]


def test_backward_inputs_hooks(lib):
    log = []
    x = leaf(lib, [1.0, 2.0])
    b = leaf(lib, [3.0, 4.0])
    x.register_hook(lambda g: log.append("x hook") or g * 2)
    b.register_hook(lambda g: log.append("b hook"))
    x.register_post_accumulate_grad_hook(lambda t: log.append("x accumulated"))
    (x * b).sum().backward(inputs=[x])
    assert log == ["x hook", "x accumulated"]
    assert x.grad.tolist() == [6.0, 8.0] and b.grad is None


# ---------------------------------------------------------------------------------------------
# repr
# ---------------------------------------------------------------------------------------------

def test_repr_of_tensors_in_the_graph(lib):
    x = leaf(lib, [1.0, 2.0])
    assert repr(x) == "tensor([1., 2.], requires_grad=True)"
    assert repr(x * 2) == "tensor([2., 4.], grad_fn=<MulBackward0>)"
    assert repr(leaf(lib, 3.0).exp()) == "tensor(20.0855, grad_fn=<ExpBackward0>)"
    assert repr(x.sum()) == "tensor(3., grad_fn=<SumBackward0>)"
    assert repr(leaf(lib, [1.0, 2.0], dtype=lib.float64) + 1) == (
        "tensor([2., 3.], dtype=torch.float64, grad_fn=<AddBackward0>)")
    assert repr(leaf(lib, [[1.0, 2.0]]).t()) == "tensor([[1.],\n        [2.]], grad_fn=<TBackward0>)"
    assert repr(x.detach()) == "tensor([1., 2.])"
    assert repr(leaf(lib, [1.5, 2.25])[0]) == "tensor(1.5000, grad_fn=<SelectBackward0>)"
    assert repr(leaf(lib, [1e10, 1.0]) * 1) == "tensor([1.0000e+10, 1.0000e+00], grad_fn=<MulBackward0>)"
    assert repr(leaf(lib, [1.0, 2.0], dtype=lib.float16)) == (
        "tensor([1., 2.], dtype=torch.float16, requires_grad=True)")
    _, indices = leaf(lib, [[1.0, 2.0], [3.0, 0.0]]).max(dim=0)
    assert repr(indices) == "tensor([1, 0])"
    with lib.no_grad():
        assert repr(x * 2) == "tensor([2., 4.])"
    (g,) = lib.autograd.grad((x ** 3).sum(), x, create_graph=True)
    assert repr(g) == "tensor([ 3., 12.], grad_fn=<MulBackward0>)"


def test_repr_of_nodes(lib):
    y = leaf(lib, [1.0]) * 2
    assert repr(y.grad_fn).startswith("<MulBackward0 object at 0x")
    assert repr(y.grad_fn.next_functions[0][0]).startswith("<AccumulateGrad object at 0x")
