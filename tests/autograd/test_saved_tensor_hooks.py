"""Saved-tensor hooks (autograd.graph.saved_tensors_hooks, grad_fn._raw_saved_*.register_hooks,
disable_saved_tensors_hooks, save_on_disk): each behaviour is checked on gradtable and on PyTorch."""
import os
import threading

import numpy as np
import pytest

import gradtable


def _leaves(lib, *arrays):
    return [lib.tensor(np.asarray(a, dtype=np.float64), requires_grad=True) for a in arrays]


X = [[0.5, -1.0, 2.0], [1.5, 0.25, -0.75]]
W = [[1.0, 2.0], [-0.5, 0.5], [0.25, -2.0]]


def _model(x, w):
    """A few ops that save inputs (mm, mul), outputs (exp, tanh) and non-leaf inputs."""
    h = (x.mm(w)).tanh()
    return (h * h.exp()).sum() + (x * x).mean()


def _grads(lib, hooks=None):
    x, w = _leaves(lib, X, W)
    if hooks is None:
        loss = _model(x, w)
    else:
        with hooks:
            loss = _model(x, w)
    loss.backward()
    return x.grad.numpy(), w.grad.numpy()


def test_identity_hooks_see_every_saved_tensor_and_keep_gradients(lib):
    packed, unpacked = [], []

    def pack(t):
        packed.append(tuple(t.shape))
        return t

    def unpack(t):
        unpacked.append(tuple(t.shape))
        return t

    expected = _grads(lib)
    got = _grads(lib, lib.autograd.graph.saved_tensors_hooks(pack, unpack))
    for e, g in zip(expected, got):
        np.testing.assert_allclose(g, e, rtol=1e-12)
    # mm saves x and w, tanh its result, mul both h and exp(h), exp its result, x * x x twice
    assert sorted(packed) == sorted([(2, 3), (3, 2), (2, 2), (2, 2), (2, 2), (2, 2), (2, 3), (2, 3)])
    assert sorted(unpacked) == sorted(packed)


def test_pack_hook_gets_the_input_itself_and_runs_without_grad(lib):
    a = lib.tensor([1.0, 2.0], requires_grad=True)
    seen = []

    def pack(t):
        seen.append((t is a, lib.is_grad_enabled()))
        return t

    with lib.autograd.graph.saved_tensors_hooks(pack, lambda t: t):
        a * a
    assert seen == [(True, False), (True, False)]


def test_unpacked_tensors_are_put_back_in_the_graph(lib):
    a = lib.tensor([0.5, 1.0], requires_grad=True)
    with lib.autograd.graph.saved_tensors_hooks(lambda t: t * 1, lambda t: t):
        b = a * 3
        y = b * a  # saves the non-leaf b and the leaf a
        e = a.exp()  # saves its own output
    self_, other = y.grad_fn._saved_self, y.grad_fn._saved_other
    assert self_ is not b and self_.grad_fn is b.grad_fn and self_.requires_grad
    assert other is not a and other.grad_fn is None and other.requires_grad
    result = e.grad_fn._saved_result
    assert result is not e and result.grad_fn is e.grad_fn
    # the unpacked leaf still leads to the leaf: double backward through hooked saves is exact
    g, = lib.autograd.grad((y * e).sum(), a, create_graph=True)
    g.sum().backward()
    c = lib.tensor([0.5, 1.0], requires_grad=True)
    g2, = lib.autograd.grad((c * 3 * c * c.exp()).sum(), c, create_graph=True)
    g2.sum().backward()
    np.testing.assert_allclose(a.grad.numpy(), c.grad.numpy(), rtol=1e-6)


def test_innermost_hooks_win(lib):
    calls = []

    def tagged(tag):
        def pack(t):
            calls.append(tag)
            return t
        return pack

    a = lib.tensor([1.0], requires_grad=True)
    with lib.autograd.graph.saved_tensors_hooks(tagged("outer"), lambda t: t):
        a.exp()
        with lib.autograd.graph.saved_tensors_hooks(tagged("inner"), lambda t: t):
            a.exp()
        a.exp()
    a.exp()
    assert calls == ["outer", "inner", "outer"]


def test_hooks_belong_to_the_thread_that_set_them(lib):
    calls = []
    a = lib.tensor([1.0], requires_grad=True)
    with lib.autograd.graph.saved_tensors_hooks(lambda t: calls.append("pack") or t, lambda t: t):
        worker = threading.Thread(target=lambda: a.exp())
        worker.start()
        worker.join()
        assert calls == []
        a.exp()
    assert calls == ["pack"]


def test_unpack_hook_runs_on_every_access(lib):
    unpacks = []
    a = lib.tensor([1.0, 2.0], requires_grad=True)
    with lib.autograd.graph.saved_tensors_hooks(lambda t: t, lambda t: unpacks.append(1) or t):
        y = a.exp()
    y.grad_fn._saved_result
    y.grad_fn._saved_result
    assert len(unpacks) == 2


def test_packed_value_can_be_anything(lib):
    a = lib.tensor([0.5, -1.5], requires_grad=True)
    with lib.autograd.graph.saved_tensors_hooks(lambda t: t.detach().numpy().tolist(), lambda v: lib.tensor(v)):
        y = (a * a.sin()).sum()
    y.backward()
    x = a.detach().numpy()
    np.testing.assert_allclose(a.grad.numpy(), np.sin(x) + x * np.cos(x), rtol=1e-6)


def test_unpack_hook_must_return_a_tensor(lib):
    a = lib.tensor([1.0], requires_grad=True)
    with lib.autograd.graph.saved_tensors_hooks(lambda t: t, lambda t: 3):
        y = a * a
    with pytest.raises(TypeError, match="^Output of saved tensor unpack_hook expected to be a Tensor but got "
                                        "result of type int$"):
        y.grad_fn._saved_self


def test_pack_hook_may_not_modify_its_input(lib):
    c = lib.tensor([1.0, 2.0])
    d = lib.tensor([3.0, 4.0], requires_grad=True)

    def pack(t):
        t.fill_(0.0)
        return t

    with pytest.raises(RuntimeError, match="^A saved tensor pack hook is modifying its input in place. Tensors "
                                           "provided as input to pack hook cannot be modified by in-place "):
        with lib.autograd.graph.saved_tensors_hooks(pack, lambda t: t):
            c * d


def test_hooks_take_over_the_version_check(lib):
    """With hooks the saved value is whatever unpack returns: PyTorch does not compare versions."""
    a = lib.tensor([1.0, 2.0], requires_grad=True)
    with lib.autograd.graph.saved_tensors_hooks(lambda t: t.clone(), lambda t: t):
        b = a * 1
        y = (b * b).sum()
    with lib.no_grad():
        b.fill_(10.0)
    y.backward()
    np.testing.assert_allclose(a.grad.numpy(), [2.0, 4.0])


def test_register_hooks_on_one_saved_tensor(lib):
    a = lib.tensor([0.5, 2.0], requires_grad=True)
    y = a.exp()
    log = []
    y.grad_fn._raw_saved_result.register_hooks(lambda t: log.append("pack") or t.detach().numpy().copy(),
                                               lambda v: log.append("unpack") or lib.tensor(v))
    assert log == ["pack"]  # packed at once
    y.sum().backward()
    assert log == ["pack", "unpack"]
    np.testing.assert_allclose(a.grad.numpy(), np.exp([0.5, 2.0]), rtol=1e-6)


def test_register_hooks_misuse(lib):
    a = lib.tensor([0.5, 2.0], requires_grad=True)
    y = a.exp()
    raw = y.grad_fn._raw_saved_result
    with pytest.raises(TypeError, match=r"^register_hooks\(\): incompatible function arguments"):
        raw.register_hooks(1, 2)
    raw.register_hooks(lambda t: t, lambda t: t)
    with pytest.raises(RuntimeError, match="^Calling register_hooks on a saved tensor whose hooks have already "
                                           r"been set. Hint: only one pair of hooks is allowed at a time.$"):
        raw.register_hooks(lambda t: t, lambda t: t)
    with lib.autograd.graph.saved_tensors_hooks(lambda t: t, lambda t: t):
        z = a.exp()
    with pytest.raises(RuntimeError, match="whose hooks have already been set"):
        z.grad_fn._raw_saved_result.register_hooks(lambda t: t, lambda t: t)
    w = a.exp()
    w.sum().backward()
    with pytest.raises(RuntimeError) as info:
        w.grad_fn._raw_saved_result.register_hooks(lambda t: t, lambda t: t)
    assert str(info.value) == (
        "Calling register_hooks on a saved tensor after it has been freed. Saved intermediate values of the "
        "graph are freed when you call .backward() or autograd.grad(). Specify retain_graph=True if you need "
        "to backward through the graph a second time or if you need to access saved variables after calling "
        "backward.")


def test_non_callable_hooks_are_refused_on_entry(lib):
    with pytest.raises(TypeError, match=r"^_push_saved_tensors_default_hooks\(\): incompatible function arguments"):
        with lib.autograd.graph.saved_tensors_hooks(1, 2):
            pass


def test_disable_saved_tensors_hooks(lib):
    graph = lib.autograd.graph
    with graph.disable_saved_tensors_hooks("no hooks here"):
        with pytest.raises(RuntimeError, match="^no hooks here$"):
            with graph.saved_tensors_hooks(lambda t: t, lambda t: t):
                pass
        with graph.disable_saved_tensors_hooks("inner message"):
            with pytest.raises(RuntimeError, match="^inner message$"):
                with graph.saved_tensors_hooks(lambda t: t, lambda t: t):
                    pass
        with pytest.raises(RuntimeError, match="^no hooks here$"):  # the outer message is back
            with graph.saved_tensors_hooks(lambda t: t, lambda t: t):
                pass
    with graph.saved_tensors_hooks(lambda t: t, lambda t: t):  # enabled again
        with pytest.raises(RuntimeError, match="^active hooks$"):
            with graph.disable_saved_tensors_hooks("active hooks"):
                pass
        with graph.saved_tensors_hooks(lambda t: t, lambda t: t):  # the failed entry left nothing behind
            pass


def test_save_on_disk_keeps_gradients_and_removes_its_files(tmp_path):
    expected = _grads(gradtable)
    x, w = _leaves(gradtable, X, W)
    with gradtable.autograd.graph.save_on_disk(directory=str(tmp_path)):
        loss = _model(x, w)
    files = sorted(os.listdir(tmp_path))
    assert len(files) == 8 and all(f.endswith(".npy") for f in files)
    loss.backward()
    for e, g in zip(expected, (x.grad.numpy(), w.grad.numpy())):
        np.testing.assert_array_equal(g, e)
    assert os.listdir(tmp_path) == []  # freed with the graph's saved tensors


def test_save_on_disk_default_directory_keeps_dtype_and_survives_retain_graph():
    a = gradtable.tensor([0.5, 1.5], dtype=gradtable.float32, requires_grad=True)
    hooks = gradtable.autograd.graph.save_on_disk()
    with hooks:
        y = (a * a.exp()).sum()
    directory = hooks._owned_directory.name
    assert len(os.listdir(directory)) == 3
    y.backward(retain_graph=True)
    first = a.grad.numpy().copy()
    assert a.grad.dtype == gradtable.float32
    y.backward()
    np.testing.assert_allclose(a.grad.numpy(), 2 * first)
    del y
    assert not os.path.exists(directory) or os.listdir(directory) == []
