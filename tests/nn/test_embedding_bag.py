"""F.embedding_bag and nn.EmbeddingBag against PyTorch: random bags (offsets, 2-D input, empty
bags, padding_idx, per_sample_weights, include_last_offset) in every mode, with values and
gradients (the max mode's to the one row that was the maximum), double backward, the module's
repr and from_pretrained, and the argument errors."""
import warnings

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import gradtable
import gradtable.nn.functional as F


@st.composite
def bag_cases(draw):
    num, dim = draw(st.integers(1, 5)), draw(st.integers(1, 3))
    n = draw(st.integers(0, 8))
    indices = draw(st.lists(st.integers(0, num - 1), min_size=n, max_size=n))
    mode = draw(st.sampled_from(["sum", "mean", "max"]))
    two_d = n > 0 and draw(st.booleans()) and n % 2 == 0
    cuts = sorted(draw(st.lists(st.integers(0, n), max_size=4)))
    include_last = not two_d and draw(st.booleans())
    offsets = [0] + cuts + ([n] if include_last else [])
    # weights on a coarse grid: ties in max mode are common
    weight = draw(st.lists(st.integers(-2, 2), min_size=num * dim, max_size=num * dim))
    padding_idx = draw(st.one_of(st.none(), st.integers(-num, num - 1)))
    psw = draw(st.lists(st.integers(-2, 2), min_size=n, max_size=n)) if mode == "sum" and draw(st.booleans()) else None
    return dict(num=num, dim=dim, indices=indices, mode=mode, two_d=two_d, offsets=offsets,
                include_last=include_last, weight=weight, padding_idx=padding_idx, psw=psw)


def run_bag(lib, case, dtype_name="float64"):
    dtype = getattr(lib, dtype_name)
    weight = lib.tensor(np.array(case["weight"], dtype=float).reshape(case["num"], case["dim"]), dtype=dtype,
                        requires_grad=True)
    indices = lib.tensor(case["indices"], dtype=lib.int64)
    offsets = lib.tensor(case["offsets"], dtype=lib.int64)
    psw = leaf_psw = None
    if case["psw"] is not None:
        psw = leaf_psw = lib.tensor([v + 0.5 for v in case["psw"]], dtype=dtype, requires_grad=True)
    if case["two_d"]:
        indices = indices.reshape(2, -1)
        offsets = None
        psw = None if psw is None else psw.reshape(2, -1)
    out = lib.nn.functional.embedding_bag(indices, weight, offsets, mode=case["mode"], per_sample_weights=psw,
                                          include_last_offset=case["include_last"], padding_idx=case["padding_idx"])
    seed = lib.tensor(np.arange(out.numel(), dtype=float).reshape(tuple(out.shape)) - 2.0, dtype=dtype)
    (out * seed).sum().backward()
    return (out.detach().numpy(), weight.grad.numpy() if weight.grad is not None else None,
            None if leaf_psw is None else (leaf_psw.grad.numpy() if leaf_psw.grad is not None else None))


@settings(max_examples=150, deadline=None)
@given(bag_cases())
def test_random_bags_match_torch(torch, case):
    ours, theirs = run_bag(gradtable, case), run_bag(torch, case)
    for name, a, b in zip(("value", "weight.grad", "per_sample_weights.grad"), ours, theirs):
        assert (a is None) == (b is None), name
        if a is not None:
            np.testing.assert_allclose(a, b, rtol=1e-12, atol=1e-12, err_msg=name)


def test_float32_and_shapes(lib):
    w = lib.arange(12.0).reshape(4, 3).requires_grad_()
    out = lib.nn.functional.embedding_bag(lib.tensor([[0, 1], [2, 3]]), w, mode="max")
    assert out.dtype == lib.float32 and out.tolist() == [[3.0, 4.0, 5.0], [9.0, 10.0, 11.0]]
    assert tuple(lib.nn.functional.embedding_bag(lib.zeros(0, 3, dtype=lib.int64), w).shape) == (0, 3)
    assert lib.nn.functional.embedding_bag(lib.tensor([], dtype=lib.int64), w, lib.tensor([0, 0])).tolist() == \
        [[0.0] * 3] * 2
    int32 = lib.nn.functional.embedding_bag(lib.tensor([0, 1, 2, 3], dtype=lib.int32), w,
                                            lib.tensor([0, 2], dtype=lib.int32))
    assert int32.tolist() == [[1.5, 2.5, 3.5], [7.5, 8.5, 9.5]]


def test_scale_grad_by_freq_and_padding(torch):
    def run(lib):
        w = lib.arange(12.0).reshape(4, 3).requires_grad_()
        o = lib.nn.functional.embedding_bag(lib.tensor([0, 1, 1, 3, 2, 2]), w, lib.tensor([0, 3, 3, 5]),
                                            mode="mean", scale_grad_by_freq=True, padding_idx=3)
        o.backward(lib.ones(4, 3))
        return o.tolist(), w.grad.tolist()
    ours, theirs = run(gradtable), run(torch)
    assert ours[0] == theirs[0] and np.allclose(ours[1], theirs[1])


def test_double_backward(torch):
    """First derivatives as PyTorch's; PyTorch has no second derivative through per_sample_weights
    (_embedding_bag_backward), gradtable's composite has one: gradgradcheck it."""
    def run(lib):
        w = lib.tensor([[0.5, -1.0], [2.0, 0.25], [1.5, 3.0]], dtype=lib.float64, requires_grad=True)
        psw = lib.tensor([0.5, 2.0, -1.0], dtype=lib.float64, requires_grad=True)
        out = lib.nn.functional.embedding_bag(lib.tensor([0, 2, 2]), w, lib.tensor([0, 1]), mode="sum",
                                              per_sample_weights=psw)
        return lib.autograd.grad((out ** 2).sum(), (w, psw), create_graph=True), (w, psw)
    (g_w, g_p), _ = run(gradtable)
    (t_w, t_p), inputs = run(torch)
    assert np.allclose(g_w.detach().numpy(), t_w.detach().numpy())
    assert np.allclose(g_p.detach().numpy(), t_p.detach().numpy())
    with pytest.raises(NotImplementedError, match="_embedding_bag_backward"):
        torch.autograd.grad(t_w.sum(), inputs[1])
    idx, offs = gradtable.tensor([0, 2, 2]), gradtable.tensor([0, 1])
    w = gradtable.randn(3, 2, dtype=gradtable.float64, requires_grad=True)
    psw = gradtable.randn(3, dtype=gradtable.float64, requires_grad=True)
    assert gradtable.autograd.gradgradcheck(
        lambda w, p: F.embedding_bag(idx, w, offs, mode="sum", per_sample_weights=p), (w, psw))


def test_gradcheck():
    w = gradtable.randn(5, 3, dtype=gradtable.float64, requires_grad=True)
    psw = gradtable.randn(6, dtype=gradtable.float64, requires_grad=True)
    idx, offs = gradtable.tensor([0, 4, 1, 1, 3, 2]), gradtable.tensor([0, 2, 2, 5])
    for mode in ("sum", "mean"):
        assert gradtable.autograd.gradcheck(lambda w: F.embedding_bag(idx, w, offs, mode=mode), (w,))
        assert gradtable.autograd.gradgradcheck(lambda w: F.embedding_bag(idx, w, offs, mode=mode), (w,))
    assert gradtable.autograd.gradcheck(lambda w, p: F.embedding_bag(idx, w, offs, mode="sum", per_sample_weights=p),
                                        (w, psw))
    assert gradtable.autograd.gradcheck(lambda w: F.embedding_bag(idx, w, offs, mode="max"), (w,))


def test_module_repr_init_and_from_pretrained(torch):
    def build(lib):
        nn = lib.nn
        lib.manual_seed(0)
        mods = [nn.EmbeddingBag(10, 3), nn.EmbeddingBag(4, 2, mode="max", padding_idx=-2),
                nn.EmbeddingBag(4, 2, max_norm=1.0, norm_type=1.0, scale_grad_by_freq=True, mode="sum")]
        pre = nn.EmbeddingBag.from_pretrained(lib.tensor([[1.0, 2.0], [3.0, 4.0]]), mode="sum")
        thawed = nn.EmbeddingBag.from_pretrained(lib.ones(3, 2), freeze=False, include_last_offset=True, padding_idx=0)
        out = pre(lib.tensor([[0, 1], [1, 1]]))
        return ([repr(m) for m in mods + [pre, thawed]], mods[1].weight[2].tolist(), out.tolist(),
                pre.weight.requires_grad, thawed.weight.requires_grad, thawed.include_last_offset,
                [n for n, _ in mods[0].named_parameters()], tuple(mods[0].weight.shape))
    assert build(gradtable) == build(torch)


def test_module_forward_with_offsets_and_weights(torch):
    def run(lib):
        bag = lib.nn.EmbeddingBag.from_pretrained(lib.arange(8.0).reshape(4, 2), freeze=False, mode="sum")
        out = bag(lib.tensor([1, 2, 3]), lib.tensor([0, 1]), per_sample_weights=lib.tensor([1.0, 2.0, -1.0]))
        out.sum().backward()
        return out.tolist(), bag.weight.grad.tolist()
    assert run(gradtable) == run(torch)


def bad_calls():
    def w(lib, **kw):
        return lib.arange(12.0).reshape(4, 3)
    return [
        lambda lib: F_of(lib).embedding_bag(lib.tensor([0, 1, 2, 3]), w(lib), lib.tensor([0, 2]), mode="mean",
                                            padding_idx=7),
        lambda lib: F_of(lib).embedding_bag(lib.tensor([0, 1, 2, 3]), w(lib), lib.tensor([1, 2])),
        lambda lib: F_of(lib).embedding_bag(lib.tensor([0, 1, 2, 3]), w(lib), lib.tensor([0, 5])),
        lambda lib: F_of(lib).embedding_bag(lib.tensor([0, 1, 2, 9]), w(lib), lib.tensor([0, 2])),
        lambda lib: F_of(lib).embedding_bag(lib.tensor([0, 1, 2, -1]), w(lib), lib.tensor([0, 2])),
        lambda lib: F_of(lib).embedding_bag(lib.tensor([0.0, 1.0]), w(lib), lib.tensor([0, 1])),
        lambda lib: F_of(lib).embedding_bag(lib.tensor([0, 1]), w(lib), lib.tensor([0.0])),
        lambda lib: F_of(lib).embedding_bag(lib.tensor([0, 1]), w(lib).long(), lib.tensor([0])),
        lambda lib: F_of(lib).embedding_bag(lib.tensor([0, 1]), w(lib), lib.tensor([0]), mode="sum",
                                            per_sample_weights=lib.ones(2, dtype=lib.float64)),
        lambda lib: F_of(lib).embedding_bag(lib.tensor([[0, 1]]), w(lib), mode="max",
                                            per_sample_weights=lib.ones(1, 2)),
        lambda lib: F_of(lib).embedding_bag(lib.tensor([[0, 1]]), w(lib), per_sample_weights=lib.ones(2)),
        lambda lib: F_of(lib).embedding_bag(lib.tensor([[0, 1]]), w(lib), lib.tensor([0])),
        lambda lib: F_of(lib).embedding_bag(lib.tensor([0, 1]), w(lib)),
        lambda lib: F_of(lib).embedding_bag(lib.tensor([0, 1]), w(lib), lib.tensor([[0]])),
        lambda lib: F_of(lib).embedding_bag(lib.tensor([[[0]]]), w(lib)),
        lambda lib: F_of(lib).embedding_bag(lib.tensor([0]), lib.ones(3), lib.tensor([0])),
        lambda lib: F_of(lib).embedding_bag(lib.tensor([0]), w(lib), lib.tensor([0]), mode="median"),
        lambda lib: F_of(lib).embedding_bag(lib.tensor([0]), w(lib), lib.tensor([0]), mode="max",
                                            scale_grad_by_freq=True),
        lambda lib: F_of(lib).embedding_bag(lib.tensor([0]), w(lib), lib.tensor([0]), mode="max", sparse=True),
        lambda lib: F_of(lib).embedding_bag(lib.zeros(2, 0, dtype=lib.int64), w(lib)),
        lambda lib: lib.nn.EmbeddingBag(3, 2, padding_idx=3),
        lambda lib: lib.nn.EmbeddingBag(3, 2, padding_idx=-4),
        lambda lib: lib.nn.EmbeddingBag(3, 2, _weight=lib.ones(2, 2)),
        lambda lib: lib.nn.EmbeddingBag.from_pretrained(lib.ones(3)),
    ]


def F_of(lib):
    return lib.nn.functional


@pytest.mark.parametrize("bad", bad_calls())
def test_errors_match_torch(torch, bad):
    with pytest.raises(Exception) as expected:
        bad(torch)
    with pytest.raises(type(expected.value)) as got:
        bad(gradtable)
    # (type(offsets) prints as gradtable's class where PyTorch prints its own)
    assert str(got.value).replace("gradtable.core.tensor.", "torch.") == str(expected.value)


def test_old_argument_order_warns(torch):
    for lib in (gradtable, torch):
        with warnings.catch_warnings(record=True) as record:
            warnings.simplefilter("always")
            out = lib.nn.functional.embedding_bag(lib.ones(2, 2), lib.tensor([0, 1]), lib.tensor([0]))
        assert out.tolist() == [[1.0, 1.0]]
        assert "Argument order of nn.functional.embedding_bag was changed" in str(record[0].message)
        assert record[0].filename == __file__
