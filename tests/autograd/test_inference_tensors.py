"""Inference tensors and inference_mode views, as PyTorch's: every case runs on gradtable and torch and
compares what a user can observe (requires_grad, is_inference, _is_view, is_leaf, errors).

PyTorch's rules: an inference tensor carries neither autograd's dispatch key nor view metadata, so a
call whose only tensor arguments are inference tensors is not recorded even in normal mode (a Python
number for a Tensor argument, as in `c * 2`, is a normal tensor to PyTorch, and that call is), and its
views share memory without being views. A view of a normal tensor made in inference mode is a normal
tensor that reports its base's requires_grad, and may not be written in place in normal mode."""
import pytest

import gradtable


def _observe(lib, build):
    try:
        r = build(lib)
    except Exception as error:  # noqa: BLE001  (the type and text are what is compared)
        return type(error).__name__, str(error)
    return r.requires_grad, lib.is_inference(r), r._is_view(), r.is_leaf


def _inference_leaf(lib, requires_grad=True):
    with lib.inference_mode():
        return lib.ones(2, 3, requires_grad=requires_grad)


# Calls on an inference leaf that requires grad, made in normal mode. (Left out: ops PyTorch implements
# by wrapping a Scalar argument into a tensor inside the kernel, fmod(c, 2), c % 2, 1 - c, masked_fill:
# those PyTorch records and gradtable does not, see README's known differences.)
CALLS = {
    "exp": lambda lib, c: c.exp(),
    "sum": lambda lib, c: c.sum(),
    "view": lambda lib, c: c.view(-1),
    "slice": lambda lib, c: c[0:1],
    "t": lambda lib, c: c.t(),
    "expand": lambda lib, c: c[:1].expand(3, 3),
    "reshape": lambda lib, c: c.reshape(3, 2),
    "pow_scalar": lambda lib, c: c.pow(2),
    "clamp_numbers": lambda lib, c: c.clamp(0, 1),
    "sigmoid": lambda lib, c: lib.sigmoid(c),
    "cat_inference_only": lambda lib, c: lib.cat([c, c]),
    "matmul_inference_only": lambda lib, c: c @ c.t(),
    "mul_number": lambda lib, c: c * 2,
    "add_number": lambda lib, c: c.add(1),
    "where_number": lambda lib, c: lib.where(c > 0, c, 0.0),
    "add_normal": lambda lib, c: c + lib.ones(2, 3),
    "cat_with_normal": lambda lib, c: lib.cat([c, lib.ones(2, 3)]),
    "mul_normal_requiring_grad": lambda lib, c: c * lib.ones(2, 3, requires_grad=True),
    "detach": lambda lib, c: c.detach(),
}


@pytest.mark.parametrize("name", sorted(CALLS))
def test_calls_on_an_inference_tensor_in_normal_mode_as_torch(torch, name):
    call = CALLS[name]
    ours = _observe(gradtable, lambda lib: call(lib, _inference_leaf(lib)))
    assert ours == _observe(torch, lambda lib: call(lib, _inference_leaf(lib)))


@pytest.mark.parametrize("requires_grad", [True, False])
def test_views_of_inference_tensors_are_not_views_as_torch(lib, requires_grad):
    with lib.inference_mode():
        c = lib.ones(2, 3, requires_grad=requires_grad)
        inside = c.view(-1)
    outside = c.view(-1)
    for v in (inside, outside):
        assert lib.is_inference(v) and not v._is_view() and v._base is None and v.is_leaf
    assert not outside.requires_grad
    with lib.inference_mode():
        inside.add_(1)
    assert c[0, 0].item() == 2.0   # the memory is shared all the same


@pytest.mark.parametrize("requires_grad", [True, False])
def test_inference_mode_view_of_a_normal_tensor_as_torch(lib, requires_grad):
    a = lib.ones(1, 2, 3, requires_grad=requires_grad).clone()
    with lib.inference_mode():
        out = a.view(-1)
        assert not lib.is_inference(out) and out._is_view() and out.is_leaf
        assert out.requires_grad == requires_grad
    tmp = out * out
    assert not lib.is_inference(tmp) and tmp.requires_grad == requires_grad
    again = out.view(2, 3)
    assert not lib.is_inference(again) and again.requires_grad == requires_grad
    if requires_grad:
        with pytest.raises(RuntimeError, match="A view was created in inference mode and is being modified inplace"):
            out.add_(2)
    else:
        out.add_(2)


@pytest.mark.parametrize("requires_grad", [True, False])
def test_inference_mode_view_after_its_base_changed_as_torch(lib, requires_grad):
    a = lib.ones(1, 2, 3, requires_grad=requires_grad).clone()
    with lib.inference_mode():
        view_out = a.view(-1)
    a.add_(2)
    if requires_grad:
        message = "A view was created in inference mode and its base or another view of its base has been modified"
        with pytest.raises(RuntimeError, match=message):
            view_out.grad_fn
    else:
        assert view_out.grad_fn is None


def test_in_place_on_a_normal_tensor_in_inference_mode_as_torch(lib):
    for requires_grad in (True, False):
        a = lib.ones(1, 2, 3, requires_grad=requires_grad).clone()
        with lib.inference_mode():
            a.add_(2)
            assert not lib.is_inference(a) and a.requires_grad == requires_grad
            view_out = a.view(-1)
            assert not lib.is_inference(view_out) and view_out.requires_grad == requires_grad


def test_is_inference_function_as_torch(lib):
    with lib.inference_mode():
        c = lib.ones(2)
    assert lib.is_inference(c) and not lib.is_inference(lib.ones(2))
    with pytest.raises(TypeError, match=r"is_inference\(\): argument 'input' \(position 1\) must be Tensor, not list"):
        lib.is_inference([1.0])



@pytest.mark.parametrize("requires_grad", [True, False])
@pytest.mark.parametrize("op", ["transpose_", "unsqueeze_", "t_", "as_strided_", "resize_", "add_"])
def test_in_place_shape_ops_on_an_inference_tensor_in_inference_mode_as_torch(torch, requires_grad, op):
    """An inference tensor has no version counter: an in-place op that changes its shape (which tells
    the tensor's views, normally) keeps it an inference tensor (transpose_ raised AttributeError)."""
    calls = {"transpose_": lambda c: c.transpose_(0, 1), "unsqueeze_": lambda c: c.unsqueeze_(0),
             "t_": lambda c: c.t_(), "as_strided_": lambda c: c.as_strided_((3,), (1,)),
             "resize_": lambda c: c.resize_(3), "add_": lambda c: c.add_(2)}

    def run(lib):
        with lib.inference_mode():
            c = lib.ones(2, 3, requires_grad=requires_grad)
            calls[op](c)
            return lib.is_inference(c), c.requires_grad, tuple(c.shape), c.stride(), c.tolist()
    assert run(gradtable) == run(torch)
