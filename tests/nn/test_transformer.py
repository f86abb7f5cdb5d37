"""nn.TransformerEncoderLayer / TransformerEncoder / TransformerDecoderLayer / TransformerDecoder /
Transformer against PyTorch: torch's state dict is loaded into gradtable's module, the same inputs and
masks (bool or float, 2-D or per-head 3-D, key padding, causal hints) are run in train mode with dropout
0 and in eval mode, and outputs plus the gradients of the inputs and every parameter are compared in
float64. Also reprs, state-dict names, PyTorch's warnings and errors, the causal mask helper, and a small
GPT-like model (a causal TransformerEncoder) trained for a few SGD steps with the same losses as torch."""
import warnings

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import gradtable


def twins(torch, build):
    """(torch module, gradtable module) in float64, torch's weights loaded into gradtable's."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        theirs, ours = build(torch).double(), build(gradtable).double()
    result = ours.load_state_dict({k: gradtable.tensor(v.detach().numpy()) for k, v in theirs.state_dict().items()})
    assert not result.missing_keys and not result.unexpected_keys
    return theirs, ours


def run_both(torch, build, inputs, masks, kwargs, train, no_grad=False):
    """Run both modules on the same float inputs (leaves) and masks; return (output, grads) per library."""
    theirs, ours = twins(torch, build)
    results = []
    for lib, module in ((torch, theirs), (gradtable, ours)):
        module.train(train)
        leaves = [lib.tensor(a, requires_grad=not no_grad) for a in inputs]
        mask_args = {k: None if m is None else lib.tensor(m) for k, m in masks.items()}
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            if no_grad:
                with lib.no_grad():
                    out = module(*leaves, **mask_args, **kwargs)
                results.append((out.numpy(), {}))
                continue
            out = module(*leaves, **mask_args, **kwargs)
        weights = lib.tensor(np.cos(np.arange(out.numel())).reshape(out.shape))
        (out * weights).sum().backward()
        grads = {f"input{i}": x.grad.numpy() for i, x in enumerate(leaves)}
        grads.update({n: p.grad.numpy() for n, p in module.named_parameters() if p.grad is not None})
        results.append((out.detach().numpy(), grads))
    return results


def assert_same(results):
    (out_t, grads_t), (out_g, grads_g) = results
    np.testing.assert_allclose(out_g, out_t, rtol=1e-9, atol=1e-10)
    assert sorted(grads_g) == sorted(grads_t)
    for name in grads_t:
        np.testing.assert_allclose(grads_g[name], grads_t[name], rtol=1e-8, atol=1e-9, err_msg=name)


def activation_for(lib, name):
    return {"relu": "relu", "gelu": "gelu", "F.gelu": lib.nn.functional.gelu, "GELU()": lib.nn.GELU(),
            "tanh": lib.tanh}[name]


def shaped(seq, batch, d, batch_first):
    if batch is None:
        return (seq, d)
    return (batch, seq, d) if batch_first else (seq, batch, d)


def draw_mask(draw, rng, shape, kind, causal=False):
    """None, a bool mask (True = blocked) or a float mask (0 / -inf / finite offsets)."""
    if kind == "none":
        return None
    blocked = np.triu(np.ones(shape, bool), 1) if causal else rng.random(shape) < 0.3
    if kind == "bool":
        return blocked
    return np.where(blocked, -np.inf, rng.normal(size=shape) if draw(st.booleans()) else 0.0)


@st.composite
def cases(draw):
    nhead = draw(st.sampled_from([1, 2]))
    return dict(
        nhead=nhead, d_model=nhead * draw(st.sampled_from([2, 3])), ff=draw(st.sampled_from([3, 5])),
        batch=draw(st.sampled_from([None, 1, 3])), src_len=draw(st.integers(1, 4)), tgt_len=draw(st.integers(1, 4)),
        batch_first=draw(st.booleans()), norm_first=draw(st.booleans()), bias=draw(st.booleans()),
        activation=draw(st.sampled_from(["relu", "gelu", "F.gelu", "GELU()", "tanh"])),
        mask_kind=draw(st.sampled_from(["none", "bool", "float"])), mask_3d=draw(st.booleans()),
        causal=draw(st.booleans()), is_causal=draw(st.sampled_from([None, False, True])),
        padding=draw(st.booleans()), train=draw(st.booleans()), seed=draw(st.integers(0, 2 ** 16)),
        draw=draw)


def layer_kwargs(lib, c):
    return dict(dim_feedforward=c["ff"], dropout=0.0, activation=activation_for(lib, c["activation"]),
                batch_first=c["batch_first"], norm_first=c["norm_first"], bias=c["bias"])


def attn_mask(c, rng, q_len, k_len, square_causal):
    """A 2-D (q_len, k_len) mask or, with mask_3d, one per (batch, head)."""
    causal = square_causal and c["causal"] and q_len == k_len
    shape = (q_len, k_len)
    if c["mask_3d"] and c["mask_kind"] != "none" and not causal:
        shape = ((c["batch"] or 1) * c["nhead"], q_len, k_len)
    return draw_mask(c["draw"], rng, shape, c["mask_kind"], causal)


def padding_mask(c, rng, length):
    if not c["padding"]:
        return None
    kind = "bool" if c["mask_kind"] == "none" else c["mask_kind"]
    return draw_mask(c["draw"], rng, (length,) if c["batch"] is None else (c["batch"], length), kind)


SETTINGS = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@SETTINGS
@given(cases(), st.sampled_from(["layer", "stack"]))
def test_encoder_matches_torch(torch, c, which):
    rng = np.random.default_rng(c["seed"])
    src = rng.normal(size=shaped(c["src_len"], c["batch"], c["d_model"], c["batch_first"]))
    masks = {"src_key_padding_mask": padding_mask(c, rng, c["src_len"])}
    mask = attn_mask(c, rng, c["src_len"], c["src_len"], True)
    is_causal = c["is_causal"] if mask is not None else None
    if which == "layer":
        def build(lib):
            return lib.nn.TransformerEncoderLayer(c["d_model"], c["nhead"], **layer_kwargs(lib, c))
        masks["src_mask"] = mask
        kwargs = {} if is_causal is None else {"is_causal": is_causal}
    else:
        def build(lib):
            layer = lib.nn.TransformerEncoderLayer(c["d_model"], c["nhead"], **layer_kwargs(lib, c))
            return lib.nn.TransformerEncoder(layer, 2, norm=lib.nn.LayerNorm(c["d_model"]))
        masks["mask"] = mask
        kwargs = {"is_causal": is_causal}
    assert_same(run_both(torch, build, [src], masks, kwargs, c["train"]))


@SETTINGS
@given(cases(), st.sampled_from(["layer", "stack", "transformer"]))
def test_decoder_and_transformer_match_torch(torch, c, which):
    rng = np.random.default_rng(c["seed"])
    src = rng.normal(size=shaped(c["src_len"], c["batch"], c["d_model"], c["batch_first"]))
    tgt = rng.normal(size=shaped(c["tgt_len"], c["batch"], c["d_model"], c["batch_first"]))
    masks = {"tgt_mask": attn_mask(c, rng, c["tgt_len"], c["tgt_len"], True),
             "memory_mask": attn_mask(c, rng, c["tgt_len"], c["src_len"], False),
             "tgt_key_padding_mask": padding_mask(c, rng, c["tgt_len"]),
             "memory_key_padding_mask": padding_mask(c, rng, c["src_len"])}
    tgt_is_causal = c["is_causal"] if masks["tgt_mask"] is not None else None
    kwargs = {} if tgt_is_causal is None else {"tgt_is_causal": tgt_is_causal}
    if which == "layer":
        def build(lib):
            return lib.nn.TransformerDecoderLayer(c["d_model"], c["nhead"], **layer_kwargs(lib, c))
    elif which == "stack":
        def build(lib):
            layer = lib.nn.TransformerDecoderLayer(c["d_model"], c["nhead"], **layer_kwargs(lib, c))
            return lib.nn.TransformerDecoder(layer, 2)
    else:
        def build(lib):
            return lib.nn.Transformer(c["d_model"], c["nhead"], 1, 2, custom_encoder=None, **layer_kwargs(lib, c))
        masks["src_mask"] = attn_mask(c, rng, c["src_len"], c["src_len"], True)
        masks["src_key_padding_mask"] = padding_mask(c, rng, c["src_len"])
        assert_same(run_both(torch, build, [src, tgt], masks, kwargs, c["train"]))
        return
    assert_same(run_both(torch, build, [tgt, src], masks, kwargs, c["train"]))


def test_eval_without_gradients_matches_torch_fast_path(torch):
    """In eval mode under no_grad, batch_first with even heads, torch takes its fused fast path;
    gradtable's regular path gives the same values (padded positions aside, which torch zeroes)."""
    rng = np.random.default_rng(1)
    src = rng.normal(size=(2, 5, 4))

    def build(lib):
        layer = lib.nn.TransformerEncoderLayer(4, 2, 8, batch_first=True)
        return lib.nn.TransformerEncoder(layer, 2, enable_nested_tensor=True)
    for mask in (None, np.triu(np.ones((5, 5), bool), 1)):
        (theirs, _), (ours, _) = run_both(torch, build, [src], {"mask": mask}, {}, train=False, no_grad=True)
        np.testing.assert_allclose(ours, theirs, rtol=1e-9, atol=1e-10)
    padding = np.array([[False] * 5, [False, False, False, True, True]])
    (theirs, _), (ours, _) = run_both(torch, build, [src], {"src_key_padding_mask": padding}, {}, train=False,
                                      no_grad=True)
    np.testing.assert_allclose(ours[~padding], theirs[~padding], rtol=1e-9, atol=1e-10)
    assert not theirs[padding].any()  # torch's nested-tensor path: zeros where padded


def test_dropout_in_training_changes_values_and_eval_is_deterministic():
    gradtable.manual_seed(0)
    layer = gradtable.nn.TransformerEncoderLayer(4, 2, 8, dropout=0.5)
    x = gradtable.randn(3, 2, 4)
    assert not np.allclose(layer(x).detach().numpy(), layer(x).detach().numpy())
    layer.eval()
    np.testing.assert_array_equal(layer(x).detach().numpy(), layer(x).detach().numpy())


REPRS = [
    "nn.TransformerEncoderLayer(8, 2)",
    "nn.TransformerEncoderLayer(8, 2, 16, 0.2, 'gelu', 1e-6, True, True, False)",
    "nn.TransformerEncoderLayer(8, 2, activation=nn.GELU())",
    "nn.TransformerDecoderLayer(8, 2, dim_feedforward=4, activation=nn.ReLU(), bias=False)",
    "nn.TransformerEncoder(nn.TransformerEncoderLayer(8, 2, 4), 3, norm=nn.LayerNorm(8))",
    "nn.TransformerEncoder(nn.TransformerEncoderLayer(8, 2, 4), 0)",
    "nn.TransformerDecoder(nn.TransformerDecoderLayer(8, 2, 4), 2)",
    "nn.Transformer(8, 2, 2, 1, 16)",
    "nn.Transformer(8, 2, 1, 1, 16, custom_encoder=nn.Identity(), norm_first=True, bias=False)",
    "nn.Transformer(8, 2, 1, 1, 16, custom_decoder=nn.Linear(8, 8), dtype=lib.float64)",
]


def build_spec(lib, spec):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return eval(spec, {"nn": lib.nn, "lib": lib})


def settings_of(module):
    return {k: v for k, v in vars(module).items() if not k.startswith("_") and isinstance(v, (bool, int, float, str))}


@pytest.mark.parametrize("spec", REPRS)
def test_repr_state_dict_and_settings_match_torch(torch, spec):
    ours, theirs = build_spec(gradtable, spec), build_spec(torch, spec)
    assert repr(ours) == repr(theirs)
    ours_state, theirs_state = ours.state_dict(), theirs.state_dict()
    assert list(ours_state) == list(theirs_state)
    assert [(tuple(v.shape), str(v.dtype)) for v in ours_state.values()] == \
        [(tuple(v.shape), str(v.dtype)) for v in theirs_state.values()]
    assert [settings_of(m) for m in ours.modules()] == [settings_of(m) for m in theirs.modules()]


def test_layers_are_independent_deep_copies():
    layer = gradtable.nn.TransformerEncoderLayer(4, 2, 8)
    encoder = gradtable.nn.TransformerEncoder(layer, 2, enable_nested_tensor=False)
    first, second = encoder.layers
    assert first is not layer and first.linear1.weight is not second.linear1.weight
    np.testing.assert_array_equal(first.linear1.weight.detach().numpy(), layer.linear1.weight.detach().numpy())
    with gradtable.no_grad():
        first.linear1.weight.add_(1.0)
    assert not np.allclose(first.linear1.weight.detach().numpy(), second.linear1.weight.detach().numpy())


def test_transformer_reinitialises_matrices_with_xavier_uniform():
    model = gradtable.nn.Transformer(16, 2, 1, 1, 32, dropout=0.0)
    w = model.encoder.layers[0].linear1.weight.detach().numpy()  # (32, 16)
    bound = np.sqrt(6 / (16 + 32))
    assert np.abs(w).max() <= bound and np.abs(w).max() > 0.8 * bound
    assert not model.encoder.layers[0].self_attn.in_proj_bias.detach().numpy().any()


WARNING_SPECS = [
    "nn.TransformerEncoder(nn.TransformerEncoderLayer(8, 2), 1)",
    "nn.TransformerEncoder(nn.TransformerEncoderLayer(8, 2, batch_first=True), 1)",
    "nn.TransformerEncoder(nn.TransformerEncoderLayer(8, 2, batch_first=True, norm_first=True), 1)",
    "nn.TransformerEncoder(nn.TransformerEncoderLayer(8, 2, batch_first=True, norm_first=True), 1, "
    "enable_nested_tensor=False)",
    "nn.TransformerEncoder(nn.TransformerEncoderLayer(8, 2, batch_first=True, bias=False), 1)",
    "nn.TransformerEncoder(nn.TransformerEncoderLayer(8, 2, batch_first=True, activation=lib.tanh), 1)",
    "nn.TransformerEncoder(nn.TransformerEncoderLayer(8, 2, batch_first=True, activation=nn.GELU()), 1)",
    "nn.TransformerEncoder(nn.TransformerEncoderLayer(8, 1, batch_first=True), 1)",
    "nn.TransformerEncoder(nn.Linear(2, 2), 1)",
    "nn.Transformer(8, 2, 1, 1, 16, batch_first=True)",
]


@pytest.mark.parametrize("spec", WARNING_SPECS)
def test_warnings_match_torch(torch, spec):
    messages = []
    for lib in (torch, gradtable):
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            module = eval(spec, {"nn": lib.nn, "lib": lib})
        encoder = module.encoder if isinstance(module, lib.nn.Transformer) else module
        messages.append(([str(w.message) for w in caught], encoder.use_nested_tensor))
    assert messages[1] == messages[0]


def test_mismatched_mask_dtypes_warn_as_torch(torch):
    src = np.random.default_rng(2).normal(size=(3, 2, 4))
    padding = np.array([[False, False, True], [False, False, False]])
    for build in (lambda lib: lib.nn.TransformerEncoderLayer(4, 2, 8, dropout=0.0),
                  lambda lib: lib.nn.TransformerEncoder(lib.nn.TransformerEncoderLayer(4, 2, 8, dropout=0.0), 2,
                                                        enable_nested_tensor=False)):
        theirs, ours = twins(torch, build)
        messages, outputs = [], []
        for lib, module in ((torch, theirs), (gradtable, ours)):
            mask = lib.zeros(3, 3, dtype=lib.float64)
            with warnings.catch_warnings(record=True) as caught:
                warnings.simplefilter("always")
                outputs.append(module(lib.tensor(src), mask, lib.tensor(padding)).detach().numpy())
            messages.append([str(w.message) for w in caught])
        assert messages[1] == messages[0] and len(messages[0]) == 1
        np.testing.assert_allclose(outputs[1], outputs[0], rtol=1e-9, atol=1e-10)


def same_error(torch, run):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        with pytest.raises(Exception) as expected:
            run(torch)
        with pytest.raises(type(expected.value)) as got:
            run(gradtable)
    assert str(got.value) == str(expected.value)


ERRORS = [
    "nn.Transformer(8, 2, 1, 1, 16)(lib.ones(3, 2, 8), lib.ones(4, 3, 8))",
    "nn.Transformer(8, 2, 1, 1, 16, batch_first=True)(lib.ones(2, 3, 8), lib.ones(3, 3, 8))",
    "nn.Transformer(8, 2, 1, 1, 16)(lib.ones(3, 2, 6), lib.ones(4, 2, 6))",
    "nn.Transformer(8, 2, 1, 1, 16)(lib.ones(3, 8), lib.ones(4, 6))",
    "nn.TransformerEncoderLayer(8, 2, activation='tanh')",
    "nn.TransformerDecoderLayer(8, 2, activation='swish')",
    "nn.TransformerEncoderLayer(8, 3)",
    "nn.TransformerEncoderLayer(8, 2)(lib.ones(3, 2, 6))",
    "nn.TransformerEncoderLayer(8, 2)(lib.ones(3, 2, 8), is_causal=True)",
    "nn.TransformerEncoder(nn.TransformerEncoderLayer(8, 2), 1)(lib.ones(3, 2, 8), is_causal=True)",
    "nn.TransformerEncoderLayer(8, 2)(lib.ones(3, 2, 8), src_mask=lib.ones(3, 4))",
    "nn.TransformerEncoderLayer(8, 2)(lib.ones(3, 2, 8), src_mask=lib.ones(5, 3, 3))",
    "nn.TransformerEncoderLayer(8, 2)(lib.ones(3, 2, 8), src_mask=lib.ones(3, 3, dtype=lib.int64))",
    "nn.TransformerEncoderLayer(8, 2)(lib.ones(3, 2, 8), src_key_padding_mask=lib.ones(2, 3, dtype=lib.int32))",
    "nn.TransformerEncoderLayer(8, 2)(lib.ones(3, 2, 8), src_key_padding_mask=lib.ones(2, 3, 1) > 0)",
    "nn.TransformerEncoderLayer(8, 2)(lib.ones(3, 8), src_key_padding_mask=lib.ones(1, 3) > 0)",
    "nn.TransformerEncoderLayer(8, 2)(lib.ones(3, 8), src_mask=lib.ones(3, 3, 3))",
    "nn.TransformerEncoderLayer(8, 2)(lib.ones(3, 8), src_mask=lib.ones(1, 1, 3, 3))",
    "nn.TransformerEncoderLayer(8, 2)(lib.ones(1, 3, 2, 8))",
    "nn.TransformerDecoderLayer(8, 2)(lib.ones(3, 2, 8), lib.ones(4, 8))",
    "nn.TransformerDecoderLayer(8, 2)(lib.ones(3, 2, 8), lib.ones(4, 2, 8), memory_mask=lib.ones(3, 3))",
    "nn.TransformerDecoderLayer(8, 2)(lib.ones(3, 2, 8), lib.ones(4, 2, 8), memory_is_causal=True)",
    "nn.TransformerDecoder(nn.TransformerDecoderLayer(8, 2), 1)(lib.ones(3, 2, 8), lib.ones(4, 2, 8), "
    "tgt_key_padding_mask=lib.ones(2, 4) > 0)",
]


@pytest.mark.parametrize("spec", ERRORS)
def test_errors_match_torch(torch, spec):
    same_error(torch, lambda lib: eval(spec, {"nn": lib.nn, "lib": lib}))


@pytest.mark.parametrize("sz", [0, 1, 4])
@pytest.mark.parametrize("dtype", [None, "float64", "bool"])
def test_generate_square_subsequent_mask_matches_torch(torch, sz, dtype):
    ours = gradtable.nn.Transformer.generate_square_subsequent_mask(
        sz, dtype=None if dtype is None else getattr(gradtable, dtype))
    theirs = torch.nn.Transformer.generate_square_subsequent_mask(
        sz, dtype=None if dtype is None else getattr(torch, dtype))
    assert repr(ours) == repr(theirs)
    assert isinstance(gradtable.nn.Transformer.__dict__["generate_square_subsequent_mask"], staticmethod)


def test_decoder_copies_compute_relu_with_an_activation_module_as_torch(torch):
    """PyTorch's TransformerDecoderLayer.__setstate__ gives every deep copy F.relu when the
    activation is a module (the module stays registered and printed): the same numbers here."""
    def build(lib):
        return lib.nn.TransformerDecoder(lib.nn.TransformerDecoderLayer(4, 2, 8, 0.0, activation=lib.nn.GELU()), 1)
    theirs, ours = twins(torch, build)
    assert ours.layers[0].activation is gradtable.nn.functional.relu
    assert "(activation): GELU(approximate='none')" in repr(ours)
    rng = np.random.default_rng(3)
    assert_same(run_both(torch, build, [rng.normal(size=(3, 2, 4)), rng.normal(size=(2, 2, 4))], {}, {}, True))


def tiny_gpt(lib, vocab=7, d_model=8, context=6):
    """A decoder-only language model: token + position embeddings, a causal TransformerEncoder
    (pre-norm, batch_first), a final LayerNorm and a linear head, as GPT is built from torch.nn."""
    class TinyGPT(lib.nn.Module):
        def __init__(self):
            super().__init__()
            self.tokens = lib.nn.Embedding(vocab, d_model)
            self.positions = lib.nn.Embedding(context, d_model)
            layer = lib.nn.TransformerEncoderLayer(d_model, 2, 4 * d_model, dropout=0.0, activation="gelu",
                                                   batch_first=True, norm_first=True)
            self.blocks = lib.nn.TransformerEncoder(layer, 2, norm=lib.nn.LayerNorm(d_model),
                                                    enable_nested_tensor=False)
            self.head = lib.nn.Linear(d_model, vocab)

        def forward(self, idx):
            length = idx.shape[1]
            x = self.tokens(idx) + self.positions(lib.arange(length))
            mask = lib.nn.Transformer.generate_square_subsequent_mask(length, dtype=x.dtype)
            return self.head(self.blocks(x, mask=mask, is_causal=True))
    return TinyGPT()


def test_tiny_gpt_trains_like_torch(torch):
    """A few SGD steps from the same weights on next-token prediction: the same losses, falling."""
    theirs, ours = twins(torch, tiny_gpt)
    rng = np.random.default_rng(5)
    data = np.stack([np.roll(np.arange(7), -s)[:6] for s in rng.integers(0, 7, size=4)])  # counting mod 7
    losses = []
    for lib, model in ((torch, theirs), (gradtable, ours)):
        optimizer = lib.optim.SGD(model.parameters(), lr=0.3, momentum=0.9)
        idx = lib.tensor(data)
        history = []
        for _ in range(8):
            logits = model(idx[:, :-1])
            loss = lib.nn.functional.cross_entropy(logits.reshape(-1, 7), idx[:, 1:].reshape(-1))
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
            history.append(loss.item())
        losses.append(history)
    np.testing.assert_allclose(losses[1], losses[0], rtol=1e-8)
    assert losses[1][-1] < 0.5 * losses[1][0]
    for name, value in theirs.state_dict().items():
        np.testing.assert_allclose(ours.state_dict()[name].numpy(), value.numpy(), rtol=1e-7, atol=1e-9)
