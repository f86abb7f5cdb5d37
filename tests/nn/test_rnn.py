"""nn.RNN / LSTM / GRU and the cells against PyTorch: the same state dict is loaded into both modules, the
same input is run (batched, unbatched, batch_first, packed with unsorted lengths, hx given or not), and
outputs, final states and the gradients of the input, hx and every parameter are compared in float64.
Also parameter names and shapes, state dicts moving both ways, initialisation bounds, reprs, errors,
dropout between layers and double backward."""
import warnings

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import gradtable

MODES = ["RNN", "LSTM", "GRU"]


def same_error(torch, build):
    with pytest.raises(Exception) as expected:
        build(torch)
    with pytest.raises(type(expected.value)) as got:
        build(gradtable)
    assert str(got.value) == str(expected.value)


def twin_modules(torch, cls, *args, **kwargs):
    """(torch module, gradtable module) in float64 with torch's weights loaded into gradtable's."""
    theirs = getattr(torch.nn, cls)(*args, **kwargs).double()
    ours = getattr(gradtable.nn, cls)(*args, **kwargs).double()
    missing = ours.load_state_dict({k: gradtable.tensor(v.detach().numpy()) for k, v in theirs.state_dict().items()})
    assert not missing.missing_keys and not missing.unexpected_keys
    return theirs, ours


def leaf(lib, array):
    return lib.tensor(array, requires_grad=True)


def as_tuple(state):
    return tuple(state) if isinstance(state, tuple) else (state,)


def assert_close(got, expected):
    np.testing.assert_allclose(got.detach().numpy(), expected.detach().numpy(), rtol=1e-10, atol=1e-12)


def run_twins(torch, theirs, ours, make_input, hx_arrays):
    """Run both modules on the same input and hx, backpropagate the same scalar of every result, and
    compare results and gradients of the input leaves, hx and every parameter."""
    results, leaves = [], []
    for lib, module in ((torch, theirs), (gradtable, ours)):
        x_leaf, x = make_input(lib)
        hx = None if hx_arrays is None else tuple(leaf(lib, a) for a in hx_arrays)
        output, state = module(x, None if hx is None else (hx if len(hx) == 2 else hx[0]))
        if isinstance(output, lib.nn.utils.rnn.PackedSequence):
            output = lib.nn.utils.rnn.pad_packed_sequence(output, batch_first=module.batch_first)[0]
        state = as_tuple(state)
        weights = lib.tensor(np.linspace(-1, 1, output.numel()).reshape(output.shape))
        loss = (output * weights).sum() + sum((s * s).sum() for s in state)
        loss.backward()
        results.append((output, state))
        leaves.append([x_leaf, *(hx or ())])
    (o_t, s_t), (o_g, s_g) = results
    assert o_g.shape == o_t.shape and len(s_g) == len(s_t)
    assert_close(o_g, o_t)
    for a, b in zip(s_g, s_t):
        assert a.shape == b.shape
        assert_close(a, b)
    for a, b in zip(leaves[1], leaves[0]):
        assert_close(a.grad, b.grad)
    for (name_g, p_g), (name_t, p_t) in zip(ours.named_parameters(), theirs.named_parameters()):
        assert name_g == name_t
        assert_close(p_g.grad, p_t.grad)


@st.composite
def configurations(draw):
    mode = draw(st.sampled_from(MODES))
    config = dict(num_layers=draw(st.integers(1, 2)), bidirectional=draw(st.booleans()),
                  batch_first=draw(st.booleans()), bias=draw(st.booleans()))
    if mode == "LSTM":
        config["proj_size"] = draw(st.sampled_from([0, 2]))
    if mode == "RNN":
        config["nonlinearity"] = draw(st.sampled_from(["tanh", "relu"]))
    layout = draw(st.sampled_from(["batched", "unbatched", "packed"]))
    steps, batch = draw(st.integers(1, 4)), draw(st.integers(1, 3))
    lengths = draw(st.lists(st.integers(1, steps), min_size=batch, max_size=batch))
    return mode, config, layout, steps, batch, lengths, draw(st.booleans()), draw(st.integers(0, 2 ** 31))


@given(configurations())
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
def test_recurrent_layers_match_torch(torch, case):
    mode, config, layout, steps, batch, lengths, with_hx, seed = case
    rng = np.random.default_rng(seed)
    input_size, hidden = 3, 4
    theirs, ours = twin_modules(torch, mode, input_size, hidden, **config)
    batch_first = config["batch_first"]
    if layout == "unbatched":
        x = rng.standard_normal((steps, input_size))
        state_batch = ()
    else:
        x = rng.standard_normal((batch, steps, input_size) if batch_first else (steps, batch, input_size))
        state_batch = (batch,)

    def make_input(lib):
        x_leaf = leaf(lib, x)
        if layout != "packed":
            return x_leaf, x_leaf
        return x_leaf, lib.nn.utils.rnn.pack_padded_sequence(x_leaf, lib.tensor(lengths), batch_first=batch_first,
                                                             enforce_sorted=False)

    hx_arrays = None
    if with_hx:
        layers = config["num_layers"] * (2 if config["bidirectional"] else 1)
        h_size = config.get("proj_size") or hidden
        hx_arrays = (rng.standard_normal((layers, *state_batch, h_size)),)
        if mode == "LSTM":
            hx_arrays += (rng.standard_normal((layers, *state_batch, hidden)),)
    run_twins(torch, theirs, ours, make_input, hx_arrays)


@pytest.mark.parametrize("cls,states", [("RNNCell", 1), ("LSTMCell", 2), ("GRUCell", 1)])
@pytest.mark.parametrize("batched", [True, False])
@pytest.mark.parametrize("bias", [True, False])
@pytest.mark.parametrize("with_hx", [True, False])
def test_cells_match_torch(torch, cls, states, batched, bias, with_hx):
    rng = np.random.default_rng(0)
    kwargs = {"bias": bias}
    theirs, ours = twin_modules(torch, cls, 3, 5, **kwargs)
    batch = (2,) if batched else ()
    x = rng.standard_normal((*batch, 3))
    hx_arrays = tuple(rng.standard_normal((*batch, 5)) for _ in range(states)) if with_hx else None
    results = []
    for lib, module in ((torch, theirs), (gradtable, ours)):
        xl = leaf(lib, x)
        hx = None if hx_arrays is None else tuple(leaf(lib, a) for a in hx_arrays)
        out = as_tuple(module(xl, None if hx is None else (hx if states == 2 else hx[0])))
        sum((o * o).sum() for o in out).backward()
        results.append((out, [xl, *(hx or ())], list(module.parameters())))
    (out_t, leaves_t, params_t), (out_g, leaves_g, params_g) = results
    for a, b in zip(out_g, out_t):
        assert a.shape == b.shape
        assert_close(a, b)
    for a, b in zip(leaves_g + params_g, leaves_t + params_t):
        assert_close(a.grad, b.grad)


def test_relu_cell_matches_torch(torch):
    theirs, ours = twin_modules(torch, "RNNCell", 3, 4, nonlinearity="relu")
    x = np.random.default_rng(1).standard_normal((2, 3))
    assert_close(ours(gradtable.tensor(x)), theirs(torch.tensor(x)))


@pytest.mark.parametrize("cls,kwargs", [
    ("RNN", {}), ("RNN", {"num_layers": 2, "nonlinearity": "relu", "bias": False}),
    ("LSTM", {"num_layers": 2, "bidirectional": True, "proj_size": 3}), ("GRU", {"bidirectional": True}),
])
def test_parameter_names_shapes_and_state_dicts_both_ways(torch, cls, kwargs):
    theirs = getattr(torch.nn, cls)(5, 6, **kwargs).double()
    ours = getattr(gradtable.nn, cls)(5, 6, **kwargs).double()
    assert [(n, tuple(p.shape)) for n, p in ours.named_parameters()] == \
        [(n, tuple(p.shape)) for n, p in theirs.named_parameters()]
    assert ours._flat_weights_names == theirs._flat_weights_names
    assert [[tuple(w.shape) for w in ws] for ws in ours.all_weights] == \
        [[tuple(w.shape) for w in ws] for ws in theirs.all_weights]
    theirs.load_state_dict({k: torch.tensor(v.numpy()) for k, v in ours.state_dict().items()})
    for name, value in ours.state_dict().items():
        np.testing.assert_array_equal(theirs.state_dict()[name].numpy(), value.numpy())
    ours.flatten_parameters()
    theirs.flatten_parameters()


@pytest.mark.parametrize("cls,args", [("LSTM", (3, 16)), ("GRU", (2, 25, 2)), ("RNN", (4, 9)),
                                      ("LSTMCell", (3, 16)), ("GRUCell", (2, 4)), ("RNNCell", (1, 100))])
def test_initialisation_is_uniform_within_one_over_sqrt_hidden(cls, args):
    gradtable.manual_seed(0)
    module = getattr(gradtable.nn, cls)(*args)
    bound = 1 / np.sqrt(args[1])
    values = np.concatenate([p.detach().numpy().ravel() for p in module.parameters()])
    assert values.dtype == np.float32 and np.abs(values).max() <= bound
    assert np.abs(values).max() > 0.8 * bound
    gradtable.manual_seed(0)
    again = getattr(gradtable.nn, cls)(*args)
    for p, q in zip(module.parameters(), again.parameters()):
        np.testing.assert_array_equal(p.detach().numpy(), q.detach().numpy())


@pytest.mark.parametrize("build", [
    lambda nn: nn.LSTM(10, 20, num_layers=2, batch_first=True),
    lambda nn: nn.LSTM(10, 20, 1, True, False, 0.0, True, 5),
    lambda nn: nn.RNN(3, 4, 2, "relu"),
    lambda nn: nn.RNN(3, 4, nonlinearity="tanh", bias=False, dropout=0.25, num_layers=3),
    lambda nn: nn.GRU(3, 4, bidirectional=True, batch_first=False),
    lambda nn: nn.Sequential(nn.GRU(3, 4), nn.Linear(4, 2)),
    lambda nn: nn.RNNCell(3, 4, False, "relu"),
    lambda nn: nn.LSTMCell(3, 4),
    lambda nn: nn.GRUCell(3, 4, bias=False),
])
def test_reprs_match_torch(torch, build):
    assert repr(build(gradtable.nn)) == repr(build(torch.nn))


@pytest.mark.parametrize("build", [
    lambda lib: lib.nn.RNN(3, 4, proj_size=2),
    lambda lib: lib.nn.GRU(3, 4, proj_size=2),
    lambda lib: lib.nn.RNN(3, 4, nonlinearity="gelu"),
    lambda lib: lib.nn.LSTM(3, 4, proj_size=4),
    lambda lib: lib.nn.LSTM(3, 4, proj_size=-1),
    lambda lib: lib.nn.LSTM(3, 4, dropout=1.5),
    lambda lib: lib.nn.LSTM(3, 4, dropout=True),
    lambda lib: lib.nn.LSTM(3, 4, bias=1),
    lambda lib: lib.nn.LSTM(3, 4, batch_first=None),
    lambda lib: lib.nn.LSTM(3.0, 4),
    lambda lib: lib.nn.LSTM(3, 0),
    lambda lib: lib.nn.LSTM(3, 4, num_layers=0),
    lambda lib: lib.nn.GRU(3, 4)(lib.zeros(2, 3, 4, 3)),
    lambda lib: lib.nn.RNN(3, 4)(lib.zeros(3)),
    lambda lib: lib.nn.LSTM(3, 4)(lib.zeros(5, 2, 3), (lib.zeros(1, 2, 4), lib.zeros(2, 4))),
    lambda lib: lib.nn.LSTM(3, 4)(lib.zeros(5, 3), (lib.zeros(1, 1, 4), lib.zeros(1, 1, 4))),
    lambda lib: lib.nn.RNN(3, 4)(lib.zeros(5, 2, 3), lib.zeros(2, 4)),
    lambda lib: lib.nn.GRU(3, 4)(lib.zeros(5, 3), lib.zeros(1, 1, 4)),
    lambda lib: lib.nn.GRU(3, 4)(lib.zeros(5, 2, 2)),
    lambda lib: lib.nn.GRU(3, 4)(lib.zeros(5, 2, 3), lib.zeros(1, 3, 4)),
    lambda lib: lib.nn.GRU(3, 4, bidirectional=True)(lib.zeros(5, 2, 3), lib.zeros(1, 2, 4)),
    lambda lib: lib.nn.LSTM(3, 4, proj_size=2)(lib.zeros(5, 2, 3), (lib.zeros(1, 2, 4), lib.zeros(1, 2, 4))),
    lambda lib: lib.nn.LSTM(3, 4, proj_size=2)(lib.zeros(5, 2, 3), (lib.zeros(1, 2, 2), lib.zeros(1, 2, 2))),
    lambda lib: lib.nn.LSTM(3, 4)(lib.zeros(5, 2, 3, dtype=lib.float64)),
    lambda lib: lib.nn.GRU(3, 4)(lib.nn.utils.rnn.pack_sequence([lib.zeros(2, 5)])),
    lambda lib: lib.nn.RNNCell(3, 4)(lib.zeros(2, 2, 3)),
    lambda lib: lib.nn.RNNCell(3, 4)(lib.zeros(2, 3), lib.zeros(1, 2, 4)),
    lambda lib: lib.nn.RNNCell(3, 4)(lib.zeros(2, 5)),
    lambda lib: lib.nn.RNNCell(3, 4)(lib.zeros(2, 3), lib.zeros(3, 4)),
    lambda lib: lib.nn.GRUCell(3, 4)(lib.zeros(2, 3), lib.zeros(2, 5)),
    lambda lib: lib.nn.LSTMCell(3, 4)(lib.zeros(2, 3), (lib.zeros(2, 4), lib.zeros(2, 5))),
    lambda lib: lib.nn.LSTMCell(3, 4)(lib.zeros(2, 3), (lib.zeros(2, 4), lib.zeros(1, 2, 4))),
    lambda lib: lib.nn.LSTMCell(3, 4)(lib.zeros(3, 3, 3)),
])
def test_errors_match_torch(torch, build):
    same_error(torch, build)


def test_dropout_warning_matches_torch(torch):
    messages = []
    for lib in (torch, gradtable):
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            lib.nn.GRU(3, 4, dropout=0.5)
        messages.append([(w.category, str(w.message)) for w in caught])
    assert messages[0] == messages[1] and len(messages[0]) == 1


def test_dropout_between_layers_only_while_training():
    gradtable.manual_seed(0)
    module = gradtable.nn.LSTM(3, 8, num_layers=2, dropout=0.5).double()
    x = gradtable.randn(4, 2, 3, dtype=gradtable.float64)
    module.eval()
    first, second = module(x)[0], module(x)[0]
    np.testing.assert_array_equal(first.detach().numpy(), second.detach().numpy())
    module.train()
    trained = module(x)[0]
    assert not np.allclose(trained.detach().numpy(), first.detach().numpy())
    last_layer_only = gradtable.nn.LSTM(3, 8, dropout=0.0).double()
    last_layer_only.train()
    np.testing.assert_array_equal(last_layer_only(x)[0].detach().numpy(), last_layer_only(x)[0].detach().numpy())


@pytest.mark.parametrize("mode", MODES)
def test_double_backward_gradgradcheck(mode):
    gradtable.manual_seed(0)
    module = getattr(gradtable.nn, mode)(2, 3, bidirectional=True).double()
    x = gradtable.randn(3, 2, 2, dtype=gradtable.float64, requires_grad=True)
    params = tuple(module.parameters())

    assert gradtable.autograd.gradcheck(lambda x: module(x)[0], (x,))
    assert gradtable.autograd.gradgradcheck(lambda x: module(x)[0], (x,))
    (grad,) = gradtable.autograd.grad(module(x)[0].pow(2).sum(), params[0], create_graph=True)
    grad.sum().backward()
    assert x.grad is not None and params[1].grad is not None


def test_packed_output_keeps_packing_and_order(torch):
    theirs, ours = twin_modules(torch, "GRU", 2, 3)
    seqs = [np.random.default_rng(k).standard_normal((n, 2)) for k, n in enumerate([2, 4, 1])]
    out_t, h_t = theirs(torch.nn.utils.rnn.pack_sequence([torch.tensor(s) for s in seqs], enforce_sorted=False))
    out_g, h_g = ours(gradtable.nn.utils.rnn.pack_sequence([gradtable.tensor(s) for s in seqs],
                                                           enforce_sorted=False))
    assert isinstance(out_g, gradtable.nn.utils.rnn.PackedSequence)
    assert out_g.batch_sizes.tolist() == out_t.batch_sizes.tolist()
    assert out_g.sorted_indices.tolist() == out_t.sorted_indices.tolist()
    assert out_g.unsorted_indices.tolist() == out_t.unsorted_indices.tolist()
    assert_close(out_g.data, out_t.data)
    assert_close(h_g, h_t)
    # the final state of each sequence is its output at its own last step
    for b, s in enumerate(seqs):
        padded = gradtable.nn.utils.rnn.pad_packed_sequence(out_g)[0]
        np.testing.assert_allclose(padded[len(s) - 1, b].detach().numpy(), h_g[0, b].detach().numpy())
