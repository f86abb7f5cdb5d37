"""Leaves' .grad never aliases an array anyone else holds, yet a gradient only the engine
holds is taken without a copy (accumulate_grad.HELD_ONCE is calibrated against these)."""
import sys

import numpy as np
import pytest

import gradtable as gt
from gradtable.autograd import accumulate_grad


@pytest.mark.parametrize("path", ["short", "with_post_hook"])
def test_fresh_gradient_is_taken_without_copy(monkeypatch, path):
    # "short": a hook-free leaf (the engine's short path); "with_post_hook": a post-hook on the
    # leaf's AccumulateGrad sends it through the engine's hook path, which may still take the buffer.
    seen = []
    original = accumulate_grad._store_grad_array

    def spy(variable, data, stealable):
        seen.append((data, stealable))
        return original(variable, data, stealable)

    monkeypatch.setattr(accumulate_grad, "_store_grad_array", spy)
    w = gt.randn(3, 4, requires_grad=True)
    y = gt.randn(2, 3) @ w
    calls = []
    if path == "with_post_hook":
        y.grad_fn.next_functions[1][0].register_hook(lambda grad_inputs, grad_outputs: calls.append(1))
    y.sum().backward()
    (array, stealable), = seen
    assert stealable and w.grad._data is array
    assert calls == ([1] if path == "with_post_hook" else [])


def test_shared_gradient_is_copied():
    a = gt.randn(3, requires_grad=True)
    b = gt.randn(3, requires_grad=True)
    (a + b).sum().backward()
    assert not np.shares_memory(a.grad.numpy(), b.grad.numpy())
    (a + b).sum().backward()  # in-place accumulation into a.grad must not touch b.grad
    assert a.grad.tolist() == [2.0, 2.0, 2.0] and b.grad.tolist() == [2.0, 2.0, 2.0]


def test_user_gradient_is_copied():
    a = gt.randn(3, requires_grad=True)
    g = gt.ones(3)
    a.backward(g)
    assert not np.shares_memory(a.grad.numpy(), g.numpy())
    a.backward(g)
    assert g.tolist() == [1.0, 1.0, 1.0]


def test_gradient_seen_by_a_hook_is_copied():
    kept = []
    a = gt.randn(3, requires_grad=True)
    a.register_hook(lambda g: kept.append(g * 1) or kept[-1])
    (a * 2).sum().backward()
    (a * 2).sum().backward()
    assert kept[0].tolist() == [2.0, 2.0, 2.0]


def test_same_gradient_to_leaf_and_node():
    a = gt.randn(3, requires_grad=True)
    b = gt.randn(3, requires_grad=True)
    y = a + b
    (y * 1).sum().backward()
    assert not np.shares_memory(a.grad.numpy(), b.grad.numpy())


def _count_as_sole_holder_reads_it(grads):
    return sys.getrefcount(grads[0])


def test_reference_counts_are_as_calibrated():
    # accumulate_grad checks at import that sys.getrefcount counts as HELD_ONCE says; if not, every
    # .grad is a copy (correct, but slower), and this test says what to look at.
    counts = (_count_as_sole_holder_reads_it([np.empty(1)]),
              _count_as_sole_holder_reads_it([gt.ones(1)]))
    assert accumulate_grad._COUNTS_AS_EXPECTED, (
        f"Python {sys.version.split()[0]} counts references otherwise than runtime/autograd/accumulate_grad.py "
        f"expects (HELD_ONCE = {accumulate_grad.HELD_ONCE}; an array or tensor held by one list alone "
        f"counts {counts} here), so gradient buffers are always copied. Check what holds a leaf's "
        "gradient on its way to sole_holder on this interpreter, update HELD_ONCE, and make sure the "
        "other tests of this file pass (fresh buffers taken, shared ones copied).")


def test_without_calibration_every_gradient_is_copied(monkeypatch):
    # The fallback for an interpreter that counts otherwise: correct results, nothing taken uncopied.
    monkeypatch.setattr(accumulate_grad, "_COUNTS_AS_EXPECTED", False)
    seen = []
    original = accumulate_grad._store_grad_array

    def spy(variable, data, stealable):
        seen.append(stealable)
        return original(variable, data, stealable)

    monkeypatch.setattr(accumulate_grad, "_store_grad_array", spy)
    w = gt.ones(3, 4, requires_grad=True)
    x = gt.ones(2, 3)
    (x @ w).sum().backward()
    (x @ w).sum().backward()
    assert seen == [False, False] and w.grad.tolist() == [[4.0] * 4] * 3


def _hook_order_grad(lib):
    """Every kind of hook on one leaf: the tensor pre-hook, the AccumulateGrad node's pre-hook, the
    post-accumulate hook (which edits .grad in place) and the node's post-hook (which reads its
    grad_outputs). The node post-hook sees the post-accumulate hook's edit only if .grad took the
    incoming gradient's buffer, as PyTorch's AccumulateGrad steals it when nothing else holds it."""
    leaf = lib.ones(3, requires_grad=True)
    accumulate = leaf.view_as(leaf).grad_fn.next_functions[0][0]
    leaf.register_hook(lambda grad: grad.sub(2.))
    accumulate.register_prehook(lambda grad_outputs: (grad_outputs[0].div(5.),))

    def post_accumulate_hook(tensor):
        tensor.grad.add_(0.5)

    leaf.register_post_accumulate_grad_hook(post_accumulate_hook)

    def node_post_hook(grad_inputs, grad_outputs):
        leaf.grad = grad_outputs[0].mul(10)

    accumulate.register_hook(node_post_hook)
    leaf.sum().backward()
    return leaf.grad.tolist()


def test_hooks_on_a_leaf_see_the_stolen_gradient_as_pytorch(torch):
    assert _hook_order_grad(gt) == _hook_order_grad(torch) == pytest.approx([3.0, 3.0, 3.0])


def test_a_kept_gradient_is_not_stolen_even_without_hooks_on_the_leaf():
    kept = []
    a = gt.ones(3, requires_grad=True)
    accumulate = a.view_as(a).grad_fn.next_functions[0][0]
    accumulate.register_prehook(lambda grad_outputs: kept.append(grad_outputs[0]))
    (a * 2).sum().backward()
    a.grad.add_(1.)
    assert kept[0].tolist() == [2.0, 2.0, 2.0]   # the node pre-hook's tensor is not .grad's buffer


def _leaf_of_layout(lib, layout):
    """A float32 leaf of shape (2, 3, 4, 5) (or (2, 2) for the strided ones), laid out as named."""
    values = np.arange(120, dtype=np.float32).reshape(2, 3, 4, 5) / 7
    if layout == "contiguous":
        t = lib.tensor(values)
    elif layout == "channels_last":
        t = lib.tensor(values).to(memory_format=lib.channels_last)
    elif layout == "permuted":          # dense, dims in another order
        t = lib.tensor(values.transpose(3, 1, 0, 2).copy()).permute(2, 1, 3, 0)
    elif layout == "gapped":            # not dense: every other column
        t = lib.empty_strided((2, 2), (4, 2)).copy_(lib.tensor([[1.0, 2.0], [3.0, 4.0]]))
    else:                               # "sliced": a non-dense slice kept as a leaf
        t = lib.tensor(values)[:, :, ::2].detach()
    return t.requires_grad_()


@pytest.mark.parametrize("layout", ["contiguous", "channels_last", "permuted", "gapped", "sliced"])
@pytest.mark.parametrize("how", ["sum", "mul", "mul_contiguous_other", "create_graph", "twice"])
def test_first_grad_follows_the_leaf_layout_as_pytorch(lib, torch, layout, how):
    """PyTorch's layout contract for .grad: a dense leaf's own strides, a non-dense leaf's row-major
    ones, whatever layout the formula gave (the broadcast of sum's backward, mul's other operand)."""
    def strides(lib):
        a = _leaf_of_layout(lib, layout)
        other = lib.ones(a.shape) if how == "mul_contiguous_other" else a.detach() * 2
        if how == "sum":
            a.sum().backward()
        elif how == "create_graph":
            (a * other).sum().backward(create_graph=True)
        else:
            (a * other).sum().backward()
            if how == "twice":
                (a * other).sum().backward()
        return a.grad.stride(), a.grad.detach().numpy().tolist()
    assert strides(lib) == strides(torch)
