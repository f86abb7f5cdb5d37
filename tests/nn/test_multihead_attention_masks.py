"""MultiheadAttention's mask handling against PyTorch, as the Transformer layers use it: need_weights=False
(PyTorch runs scaled_dot_product_attention, where a query with every key masked gets zeros, not nan),
the is_causal hint (with need_weights=False and no padding mask PyTorch applies the causal mask itself and
ignores attn_mask), float key padding masks, per-head 3-D masks, unbatched inputs, PyTorch's rank checks
and its warning for mismatched mask dtypes. Values and gradients in float64."""
import warnings

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import gradtable


def run(lib, state, query, key, kwargs, masks):
    mha = lib.nn.MultiheadAttention(4, 2, batch_first=kwargs.pop("batch_first", False)).double()
    mha.load_state_dict({k: lib.tensor(v) for k, v in state.items()})
    q, k = lib.tensor(query, requires_grad=True), lib.tensor(key, requires_grad=True)
    out, weights = mha(q, k, k, **{n: None if m is None else lib.tensor(m) for n, m in masks.items()}, **kwargs)
    out.sum().backward()
    return (out.detach().numpy(), None if weights is None else weights.detach().numpy(), q.grad.numpy(),
            k.grad.numpy(), mha.in_proj_weight.grad.numpy())


@settings(max_examples=60, deadline=None)
@given(batched=st.booleans(), need_weights=st.booleans(), is_causal=st.booleans(), mask=st.sampled_from(
    ["none", "bool", "float", "bool3d"]), padding=st.sampled_from(["none", "bool", "float"]),
    seed=st.integers(0, 2 ** 16))
def test_masks_and_causal_hint_match_torch(torch, batched, need_weights, is_causal, mask, padding, seed):
    rng = np.random.default_rng(seed)
    state = {k: v.double().numpy() for k, v in torch.nn.MultiheadAttention(4, 2).state_dict().items()}
    state["in_proj_bias"] = rng.normal(size=12)
    L, S, N = 3, 3, 2
    query = rng.normal(size=(L, N, 4) if batched else (L, 4))
    key = rng.normal(size=(S, N, 4) if batched else (S, 4))
    blocked = rng.random((L, S)) < 0.4
    blocked[0] = True  # one query that may attend to nothing
    masks = {"attn_mask": {"none": None, "bool": blocked, "float": np.where(blocked, -np.inf, rng.normal(size=(L, S))),
                           "bool3d": rng.random(((N if batched else 1) * 2, L, S)) < 0.4}[mask]}
    pad = rng.random((N, S) if batched else (S,)) < 0.3
    masks["key_padding_mask"] = {"none": None, "bool": pad, "float": np.where(pad, -np.inf, 0.0)}[padding]
    kwargs = {"need_weights": need_weights, "is_causal": is_causal and masks["attn_mask"] is not None}
    if need_weights and (masks["attn_mask"] is not None and blocked[0].all() or masks["key_padding_mask"] is not None):
        return  # need_weights=True softmaxes over -inf only: nan in both, compared below without nan rows
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        expected = run(torch, state, query, key, dict(kwargs), masks)
        got = run(gradtable, state, query, key, dict(kwargs), masks)
    for g, e in zip(got, expected):
        if e is None:
            assert g is None
        else:
            np.testing.assert_allclose(g, e, rtol=1e-9, atol=1e-10)


def test_fully_masked_queries_give_zeros_without_weights_and_nan_with(torch):
    results = []
    for lib in (torch, gradtable):
        lib.manual_seed(0)
        mha = lib.nn.MultiheadAttention(4, 2)
        x = lib.ones(3, 2, 4)
        padding = lib.tensor([[True, True, True], [False, True, False]])
        fast = mha(x, x, x, key_padding_mask=padding, need_weights=False)[0]
        with np.errstate(invalid="ignore"):  # the softmax over -inf only is nan by design
            slow = mha(x, x, x, key_padding_mask=padding)[0]
        results.append((fast[:, 0].tolist(), bool(slow[:, 0].isnan().all()), bool(slow[:, 1].isnan().any())))
    assert results[1] == results[0] == ([[0.0] * 4] * 3, True, False)


def test_scaled_dot_product_attention_float_mask_blocking_a_row(torch):
    q = np.random.default_rng(4).normal(size=(1, 2, 3, 4))
    mask = np.zeros((3, 3))
    mask[0] = -np.inf
    results = []
    for lib in (torch, gradtable):
        x = lib.tensor(q, requires_grad=True)
        out = lib.nn.functional.scaled_dot_product_attention(x, x, x, attn_mask=lib.tensor(mask))
        out.sum().backward()
        results.append((out.detach().numpy(), x.grad.numpy()))
    for got, expected in zip(results[1], results[0]):
        np.testing.assert_allclose(got, expected, rtol=1e-9, atol=1e-10)
    assert not results[1][0][0, :, 0].any()


def test_mismatched_mask_dtypes_warn_as_torch(torch):
    messages = []
    for lib in (torch, gradtable):
        mha = lib.nn.MultiheadAttention(4, 2)
        x = lib.ones(3, 2, 4)
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            mha(x, x, x, key_padding_mask=lib.zeros(2, 3, dtype=lib.bool), attn_mask=lib.zeros(3, 3))
        messages.append([str(w.message) for w in caught])
    assert messages[1] == messages[0] and len(messages[0]) == 1


@pytest.mark.parametrize("call", [
    "mha(lib.ones(3, 2, 4), lib.ones(3, 4), lib.ones(3, 4))",
    "mha(lib.ones(3, 4), lib.ones(3, 2, 4), lib.ones(3, 2, 4))",
    "mha(lib.ones(3, 2, 4), lib.ones(3, 2, 4), lib.ones(3, 2, 4), key_padding_mask=lib.ones(2) > 0)",
    "mha(lib.ones(3, 4), lib.ones(3, 4), lib.ones(3, 4), key_padding_mask=lib.ones(1, 3) > 0)",
    "mha(lib.ones(3, 2, 4), lib.ones(3, 2, 4), lib.ones(3, 2, 4), attn_mask=lib.ones(3) > 0)",
    "mha(lib.ones(3, 4), lib.ones(3, 4), lib.ones(3, 4), attn_mask=lib.ones(4, 3, 3) > 0)",
    "mha(lib.ones(3, 2, 4), lib.ones(3, 2, 4), lib.ones(3, 2, 4), attn_mask=lib.ones(5, 3, 3) > 0)",
    "mha(lib.ones(3, 2, 4), lib.ones(3, 2, 4), lib.ones(3, 2, 4), key_padding_mask=lib.ones(3, 3) > 0)",
    "mha(lib.ones(3, 2, 4), lib.ones(3, 2, 4), lib.ones(3, 2, 4), key_padding_mask=lib.ones(2, 2) > 0)",
    "mha(lib.ones(1, 3, 2, 4), lib.ones(3, 2, 4), lib.ones(3, 2, 4))",
    "mha(lib.ones(3, 2, 4), lib.ones(3, 2, 4), lib.ones(3, 2, 4), is_causal=True)",
])
def test_shape_errors_match_torch(torch, call):
    outcomes = []
    for lib in (torch, gradtable):
        mha = lib.nn.MultiheadAttention(4, 2)
        with pytest.raises(Exception) as info:
            eval(call, {"mha": mha, "lib": lib})
        outcomes.append((type(info.value), str(info.value)))
    assert outcomes[1] == outcomes[0]
