"""nn.Parameter, nn.Module and the containers, against PyTorch: registration, traversal order,
state_dict/load_state_dict (including error texts), modes, conversion, hooks and repr."""
import copy
import pickle
from collections import OrderedDict

import numpy as np
import pytest

import gradtable


def same_error(torch, build):
    """build(lib) raises on PyTorch; it must raise the same exception type with the same text here."""
    with pytest.raises(Exception) as expected:
        build(torch)
    with pytest.raises(type(expected.value)) as got:
        build(gradtable)
    assert str(got.value) == str(expected.value)
    return got.value


def make_scale(lib):
    """A small module written against the public API only (forward uses plain tensor ops)."""
    class Scale(lib.nn.Module):
        def __init__(self, n):
            super().__init__()
            self.weight = lib.nn.Parameter(lib.ones(n))
            self.bias = lib.nn.Parameter(lib.zeros(n))

        def forward(self, x):
            return x * self.weight + self.bias

        def extra_repr(self):
            return f"n={self.weight.shape[0]}"
    return Scale


def make_net(lib):
    nn = lib.nn
    Scale = make_scale(lib)

    class Net(nn.Module):
        def __init__(self):
            super().__init__()
            self.fc1 = nn.Linear(3, 4)
            self.gain = nn.Parameter(lib.ones(4))
            self.register_buffer("steps", lib.zeros(1))
            self.register_buffer("cache", lib.zeros(2), persistent=False)
            self.block = nn.Sequential(OrderedDict([("scale", Scale(4)), ("act", nn.Tanh())]))
            self.heads = nn.ModuleList([nn.Linear(4, 2, bias=False), nn.Linear(4, 2, bias=False), nn.ReLU()])
            self.named = nn.ModuleDict({"norm": nn.LayerNorm(4), "drop": nn.Dropout(0.25)})
            self.register_parameter("unused", None)

        def forward(self, x):
            return self.block(x * self.gain)
    return Net()


def to_gradtable_state(torch_module):
    return {k: gradtable.tensor(v.detach().numpy()) for k, v in torch_module.state_dict().items()}


# -- Parameter -----------------------------------------------------------------
def test_parameter_is_a_tensor_sharing_data(torch):
    t = gradtable.tensor([1.0, 2.0])
    p = gradtable.nn.Parameter(t)
    assert isinstance(p, gradtable.Tensor) and isinstance(p, gradtable.nn.Parameter)
    assert p.requires_grad and p.is_leaf and not t.requires_grad
    t._data[0] = 5.0  # same storage
    assert p.tolist() == [5.0, 2.0]
    with gradtable.no_grad():
        t.mul_(2)
    assert p._version == t._version == 1  # and the same version counter


def test_parameter_repr_matches_torch(torch):
    data = np.array([[0.5, -1.25], [3.0, 4.0]], dtype=np.float32)
    for requires_grad in (True, False):
        ours = gradtable.nn.Parameter(gradtable.tensor(data), requires_grad=requires_grad)
        theirs = torch.nn.Parameter(torch.tensor(data), requires_grad=requires_grad)
        assert repr(ours) == repr(theirs)
        assert str(ours) == str(theirs)
    assert repr(gradtable.nn.Parameter()) == repr(torch.nn.Parameter())


def test_ops_on_parameters_give_plain_tensors_and_gradients(torch):
    p = gradtable.nn.Parameter(gradtable.tensor([1.0, 2.0, 3.0]))
    y = (p * p).sum()
    assert type(p * 2) is gradtable.Tensor
    assert type(y) is gradtable.Tensor and y.grad_fn is not None
    y.backward()
    assert p.grad.tolist() == [2.0, 4.0, 6.0]
    assert type(p.grad) is gradtable.Tensor
    assert type(p.detach()) is gradtable.Tensor


def test_parameter_of_integers_cannot_require_grad(torch):
    same_error(torch, lambda lib: lib.nn.Parameter(lib.tensor([1, 2])))
    p = gradtable.nn.Parameter(gradtable.tensor([1, 2]), requires_grad=False)
    assert not p.requires_grad


def test_parameter_deepcopy_and_pickle():
    p = gradtable.nn.Parameter(gradtable.tensor([1.0, 2.0]))
    for q in (copy.deepcopy(p), pickle.loads(pickle.dumps(p))):
        assert type(q) is gradtable.nn.Parameter and q.requires_grad
        assert q.tolist() == [1.0, 2.0]
        q._data[0] = 9.0
        assert p.tolist() == [1.0, 2.0]


# -- registration and traversal ------------------------------------------------
def test_names_and_order_match_torch(torch):
    ours, theirs = make_net(gradtable), make_net(torch)
    for method in ("named_parameters", "named_buffers", "named_modules", "named_children"):
        assert [n for n, _ in getattr(ours, method)()] == [n for n, _ in getattr(theirs, method)()], method
    assert list(ours.state_dict()) == list(theirs.state_dict())
    assert [type(m).__name__ for m in ours.modules()] == [type(m).__name__ for m in theirs.modules()]
    assert [type(m).__name__ for m in ours.children()] == [type(m).__name__ for m in theirs.children()]
    assert len(list(ours.parameters())) == len(list(theirs.parameters()))
    assert len(list(ours.buffers())) == len(list(theirs.buffers()))
    assert ([n for n, _ in ours.named_parameters(recurse=False)]
            == [n for n, _ in theirs.named_parameters(recurse=False)])
    assert ([n for n, _ in ours.named_parameters(prefix="model")]
            == [n for n, _ in theirs.named_parameters(prefix="model")])
    assert [n for n, _ in ours.named_modules(prefix="m")] == [n for n, _ in theirs.named_modules(prefix="m")]


def test_repr_matches_torch(torch):
    assert repr(make_net(gradtable)) == repr(make_net(torch))
    assert repr(gradtable.nn.Module()) == repr(torch.nn.Module())


def test_shared_parameters_and_modules_are_given_once(torch):
    def given(lib):
        a, b = lib.nn.Linear(3, 3), lib.nn.Linear(3, 3)
        b.weight = a.weight
        seq = lib.nn.Sequential(a, b, a)
        names = [n for n, _ in seq.named_parameters()]
        names_all = [n for n, _ in seq.named_parameters(remove_duplicate=False)]
        modules = [n for n, _ in seq.named_modules()]
        modules_all = [n for n, _ in seq.named_modules(remove_duplicate=False)]
        keys = list(seq.state_dict())
        return (names, names_all, modules, modules_all, keys)
    ours = given(gradtable)
    assert given(torch) == ours
    assert ours[0] == ["0.weight", "0.bias", "1.bias"]


def test_state_dict_shares_storage_and_keep_vars(torch):
    net = make_net(gradtable)
    sd = net.state_dict()
    assert type(sd) is OrderedDict
    assert type(sd["gain"]) is gradtable.Tensor and not sd["gain"].requires_grad
    sd["gain"]._data[0] = 7.0
    assert net.gain.tolist()[0] == 7.0
    kept = net.state_dict(keep_vars=True)
    assert kept["gain"] is net.gain and kept["steps"] is net.steps


def test_setattr_moves_names_between_kinds(torch):
    def names_after_assignments(lib):
        m = lib.nn.Module()
        m.x = lib.nn.Linear(2, 2)
        m.x = lib.nn.Parameter(lib.ones(2))  # a module name reused for a parameter
        m.register_buffer("b", lib.zeros(1))
        m.b = lib.ones(1)  # assigning a tensor to a buffer name keeps it a buffer
        m.x = None  # assigning None to a parameter name keeps the slot
        return (list(m._parameters), list(m._buffers), list(m._modules), m.x)
    assert names_after_assignments(torch) == names_after_assignments(gradtable)
    assert gradtable.nn.Module.__dict__["__setattr__"]  # defined here, not inherited by accident


@pytest.mark.parametrize("case", [
    "tensor_to_parameter", "int_to_module", "parameter_before_init", "module_before_init", "buffer_before_init",
    "buffer_dot", "buffer_empty", "buffer_exists", "buffer_not_tensor", "buffer_name_type", "param_dot",
    "param_empty", "param_exists", "param_not_parameter", "add_module_not_module",
    "add_module_dot", "add_module_empty", "add_module_exists", "int_to_buffer", "getattr_missing",
    "forward_missing", "train_not_bool", "to_int", "load_not_mapping", "delattr_missing"])
def test_errors_match_torch(torch, case):
    def build(lib):
        nn = lib.nn
        m = nn.Module()
        m.lin = nn.Linear(2, 2)
        m.register_buffer("buf", lib.zeros(1))

        class Early(nn.Module):
            def __init__(self, value):
                self.x = value
        if case == "tensor_to_parameter":
            m.lin.weight = lib.ones(2, 2)
        elif case == "int_to_module":
            m.lin = 3
        elif case == "parameter_before_init":
            Early(nn.Parameter(lib.ones(1)))
        elif case == "module_before_init":
            Early(nn.Linear(1, 1))
        elif case == "buffer_before_init":
            Early.register_buffer(Early.__new__(Early), "b", lib.ones(1))
        elif case == "buffer_dot":
            m.register_buffer("a.b", lib.ones(1))
        elif case == "buffer_empty":
            m.register_buffer("", lib.ones(1))
        elif case == "buffer_exists":
            m.register_buffer("lin", lib.ones(1))
        elif case == "buffer_not_tensor":
            m.register_buffer("c", [1.0])
        elif case == "buffer_name_type":
            m.register_buffer(1, lib.ones(1))
        elif case == "param_dot":
            m.register_parameter("a.b", nn.Parameter(lib.ones(1)))
        elif case == "param_empty":
            m.register_parameter("", nn.Parameter(lib.ones(1)))
        elif case == "param_exists":
            m.register_parameter("buf", nn.Parameter(lib.ones(1)))
        elif case == "param_not_parameter":
            m.register_parameter("p", lib.ones(1))
        elif case == "add_module_not_module":
            m.add_module("x", lib.ones(1))
        elif case == "add_module_dot":
            m.add_module("a.b", nn.ReLU())
        elif case == "add_module_empty":
            m.add_module("", nn.ReLU())
        elif case == "add_module_exists":
            m.add_module("buf", nn.ReLU())
        elif case == "int_to_buffer":
            m.buf = 3
        elif case == "getattr_missing":
            m.lin.nothing
        elif case == "forward_missing":
            m(lib.ones(1))
        elif case == "train_not_bool":
            m.train("yes")
        elif case == "to_int":
            m.to(lib.int64)
        elif case == "load_not_mapping":
            m.load_state_dict([1, 2])
        elif case == "delattr_missing":
            del m.nothing
    same_error(torch, build)


def test_delattr_and_dir(torch):
    def after_deletions(lib):
        net = make_net(lib)
        del net.gain
        del net.steps
        del net.fc1
        listing = dir(net)
        return (list(net.state_dict()), "block" in listing, "gain" in listing, "named" in listing,
                "0" in dir(net.heads), "forward" in listing)
    ours = after_deletions(gradtable)
    assert after_deletions(torch) == ours
    assert ours[1] and not ours[2]


# -- load_state_dict -----------------------------------------------------------
def test_load_state_dict_copies_in_place(torch):
    theirs = make_net(torch)
    ours = make_net(gradtable)
    params_before = {n: p for n, p in ours.named_parameters()}
    result = ours.load_state_dict(to_gradtable_state(theirs))
    assert repr(result) == repr(torch.nn.Module().load_state_dict({})) == "<All keys matched successfully>"
    for name, value in theirs.state_dict().items():
        np.testing.assert_array_equal(ours.state_dict()[name].numpy(), value.numpy())
    assert all(p is params_before[n] for n, p in ours.named_parameters())  # same Parameter objects
    assert ours.fc1.weight.requires_grad and ours.fc1.weight.is_leaf


def test_load_state_dict_non_strict_reports_keys(torch):
    results = []
    for lib in (gradtable, torch):
        net = make_net(lib)
        sd = OrderedDict(net.state_dict())
        del sd["fc1.bias"]
        del sd["steps"]
        sd["extra"] = lib.ones(1)
        sd["block.nope.weight"] = lib.ones(1)
        sd["fc1.weight.x"] = lib.ones(1)
        sd["cache"] = lib.zeros(2)  # non-persistent buffers are not expected
        result = net.load_state_dict(sd, strict=False)
        results.append((repr(result), str(result), result.missing_keys, result.unexpected_keys,
                        type(result).__name__))
    assert results[0] == results[1]


def test_load_state_dict_error_texts(torch):
    def missing_and_unexpected(lib):
        net = make_net(lib)
        sd = net.state_dict()
        del sd["fc1.bias"]
        del sd["heads.0.weight"]
        sd["surprise"] = lib.ones(1)
        net.load_state_dict(sd)

    def size_mismatch(lib):
        net = make_net(lib)
        sd = net.state_dict()
        sd["fc1.weight"] = lib.ones(5, 3)
        sd["gain"] = lib.ones(2)
        del sd["steps"]
        net.load_state_dict(sd)

    def not_a_tensor(lib):
        net = make_net(lib)
        sd = net.state_dict()
        sd["gain"] = [1.0, 2.0, 3.0, 4.0]
        net.load_state_dict(sd)

    for build in (missing_and_unexpected, size_mismatch, not_a_tensor):
        error = same_error(torch, build)
        assert str(error).startswith("Error(s) in loading state_dict for Net:\n\t")


def test_size_mismatch_is_reported_even_when_not_strict(torch):
    def build(lib):
        lin = lib.nn.Linear(2, 3)
        lin.load_state_dict({"weight": lib.ones(3, 3)}, strict=False)
    same_error(torch, build)


def test_load_state_dict_casts_to_parameter_dtype(torch):
    lin = gradtable.nn.Linear(2, 3)
    lin.load_state_dict({"weight": gradtable.ones(3, 2, dtype=gradtable.float64), "bias": gradtable.zeros(3)})
    assert lin.weight.dtype == gradtable.float32 and lin.weight.tolist() == [[1.0, 1.0]] * 3


# -- modes, gradients, conversion ----------------------------------------------
def test_train_eval_recurse(torch):
    net = make_net(gradtable)
    assert all(m.training for m in net.modules())
    assert net.eval() is net
    assert not any(m.training for m in net.modules())
    net.block.train()
    assert net.block.scale.training and not net.training
    net.train(False)
    assert not net.block.act.training


def test_zero_grad_and_requires_grad_(torch):
    Scale = make_scale(gradtable)
    m = Scale(3)
    (m(gradtable.ones(3)) * 2).sum().backward()
    assert m.weight.grad.tolist() == [2.0, 2.0, 2.0]
    m.zero_grad(set_to_none=False)
    assert m.weight.grad.tolist() == [0.0, 0.0, 0.0] and not m.weight.grad.requires_grad
    m.zero_grad()
    assert m.weight.grad is None and m.bias.grad is None
    assert m.requires_grad_(False) is m
    assert not any(p.requires_grad for p in m.parameters())


def test_apply_visits_children_first(torch):
    orders = []
    for lib in (gradtable, torch):
        net = make_net(lib)
        seen = []
        assert net.apply(lambda mod: seen.append(type(mod).__name__)) is net
        orders.append(seen)
    assert orders[0] == orders[1]


def test_to_double_keeps_parameter_identity(torch):
    net = gradtable.nn.Sequential(gradtable.nn.Linear(2, 3), gradtable.nn.BatchNorm1d(3))
    weight = net[0].weight
    (weight * 1).sum().backward()
    assert net.double() is net
    assert net[0].weight is weight and weight.dtype == gradtable.float64 and weight.grad.dtype == gradtable.float64
    assert net[1].running_mean.dtype == gradtable.float64
    assert net[1].num_batches_tracked.dtype == gradtable.int64  # integer buffers are left alone
    net.float()
    assert weight.dtype == gradtable.float32
    net.to(gradtable.float64)
    assert weight.dtype == gradtable.float64
    net.to(dtype=gradtable.float32)
    assert weight.dtype == gradtable.float32
    assert net.to("cpu") is net and net.cpu() is net
    assert weight.requires_grad and weight.is_leaf


def test_manual_seed_makes_models_reproducible():
    gradtable.manual_seed(123)
    a = gradtable.nn.Sequential(gradtable.nn.Linear(4, 5), gradtable.nn.Conv2d(2, 3, 3), gradtable.nn.Embedding(5, 2))
    gradtable.manual_seed(123)
    b = gradtable.nn.Sequential(gradtable.nn.Linear(4, 5), gradtable.nn.Conv2d(2, 3, 3), gradtable.nn.Embedding(5, 2))
    c = gradtable.nn.Sequential(gradtable.nn.Linear(4, 5), gradtable.nn.Conv2d(2, 3, 3), gradtable.nn.Embedding(5, 2))
    for (name, x), y, z in zip(a.state_dict().items(), b.state_dict().values(), c.state_dict().values()):
        assert x.equal(y), name
        assert not x.equal(z), name


def test_deepcopy_of_a_model_is_independent(torch):
    net = make_net(gradtable)
    clone = copy.deepcopy(net)
    assert list(clone.state_dict()) == list(net.state_dict())
    assert clone.fc1.weight is not net.fc1.weight and clone.fc1.weight.equal(net.fc1.weight)
    clone.fc1.weight._data[...] = 0
    assert not net.fc1.weight.equal(clone.fc1.weight)


# -- calling and hooks -----------------------------------------------------------
def run_hooks(lib):
    Scale = make_scale(lib)
    m = Scale(2)
    calls = []

    def pre_double(module, args):
        calls.append("pre_double")
        return args[0] * 2  # a single value is wrapped into a tuple

    def pre_first(module, args):
        calls.append("pre_first")

    def post_add(module, args, output):
        calls.append("post_add")
        return output + 1

    def post_kwargs(module, args, kwargs, output):
        calls.append(f"post_kwargs:{sorted(kwargs)}")

    def pre_kwargs(module, args, kwargs):
        calls.append("pre_kwargs")
        return (args[0] + 10,), kwargs

    h1 = m.register_forward_pre_hook(pre_double)
    h2 = m.register_forward_pre_hook(pre_first, prepend=True)
    h3 = m.register_forward_hook(post_add)
    h4 = m.register_forward_hook(post_kwargs, with_kwargs=True)
    x = lib.tensor([1.0, 2.0])
    out1 = m(x).tolist()
    h1.remove()
    out2 = m(x).tolist()
    h3.remove()
    h2.remove()
    h4.remove()
    out3 = m(x).tolist()
    with m.register_forward_pre_hook(pre_kwargs, with_kwargs=True):
        out4 = m(x).tolist()
    out5 = m(x).tolist()
    return out1, out2, out3, out4, out5, calls


def test_forward_hooks_match_torch(torch):
    ours, theirs = run_hooks(gradtable), run_hooks(torch)
    assert ours == theirs
    assert ours[0] == [3.0, 5.0]


def test_forward_hook_always_call_runs_on_error(torch):
    for lib in (gradtable, torch):
        class Boom(lib.nn.Module):
            def forward(self, x):
                raise ValueError("boom")
        m = Boom()
        seen = []
        m.register_forward_hook(lambda mod, args, out: seen.append(("always", out)), always_call=True)
        m.register_forward_hook(lambda mod, args, out: seen.append(("normal", out)))
        with pytest.raises(ValueError, match="boom"):
            m(lib.ones(1))
        assert seen == [("always", None)]


# -- containers ------------------------------------------------------------------
def container_facts(lib):
    nn = lib.nn
    seq = nn.Sequential(nn.ReLU(), nn.Tanh(), nn.Sigmoid(), nn.Identity())
    facts = [len(seq), type(seq[-1]).__name__, type(seq[1]).__name__, repr(seq[1:3]), list(seq[1:3]._modules),
             [type(m).__name__ for m in seq]]
    seq.append(nn.ReLU6())
    seq.insert(1, nn.GELU())
    facts.append(repr(seq))
    del seq[0]
    facts.append(list(seq._modules))
    popped = seq.pop(1)
    facts += [type(popped).__name__, repr(seq)]
    seq[0] = nn.ELU()
    facts.append(repr(seq + nn.Sequential(nn.Tanh())))
    del seq[1:3]
    facts.append(repr(seq))
    named = nn.Sequential(OrderedDict([("first", nn.ReLU()), ("second", nn.Tanh())]))
    facts += [list(named._modules), type(named[1]).__name__, repr(named), repr(named[:1])]
    facts.append([k for k in dir(seq) if k.isdigit()])

    lst = nn.ModuleList([nn.Linear(2, 2), nn.Linear(2, 2), nn.Linear(2, 2), nn.ReLU(), nn.Linear(2, 2)])
    facts += [repr(lst), len(lst), type(lst[-2]).__name__, repr(lst[1:3])]
    lst.append(nn.ReLU())
    lst.extend([nn.Tanh(), nn.Tanh()])
    lst.insert(0, nn.Sigmoid())
    del lst[1]
    facts += [repr(lst), list(lst._modules)]
    lst += [nn.Identity()]
    facts += [repr(lst + nn.ModuleList([nn.ReLU()])), repr(nn.ModuleList()), repr(lst.pop(0))]
    lst[0] = nn.ReLU()
    facts.append(repr(lst))

    d = nn.ModuleDict({"a": nn.ReLU(), "b": nn.Tanh()})
    d["c"] = nn.Sigmoid()
    d.update([("d", nn.Identity())])
    d.update({"a": nn.GELU()})
    facts += [list(d), list(d.keys()), [type(v).__name__ for v in d.values()], "c" in d, len(d), repr(d)]
    del d["b"]
    facts += [type(d.pop("c")).__name__, [k for k, _ in d.items()], repr(d)]
    d.clear()
    facts.append(len(d))
    return facts


def test_containers_match_torch(torch):
    ours, theirs = container_facts(gradtable), container_facts(torch)
    for i, (a, b) in enumerate(zip(ours, theirs)):
        assert a == b, i
    assert len(ours) == len(theirs)


@pytest.mark.parametrize("case", ["seq_index", "list_index", "list_extend", "dict_update",
                                  "dict_update_pair", "dict_missing"])
def test_container_errors_match_torch(torch, case):
    def build(lib):
        nn = lib.nn
        if case == "seq_index":
            nn.Sequential(nn.ReLU())[3]
        elif case == "list_index":
            nn.ModuleList([nn.ReLU()])[-2]
        elif case == "list_extend":
            nn.ModuleList().extend(nn.ReLU())
        elif case == "dict_update":
            nn.ModuleDict().update(3)
        elif case == "dict_update_pair":
            nn.ModuleDict().update([("a", nn.ReLU(), 1)])
        elif case == "dict_missing":
            nn.ModuleDict()["x"]
    same_error(torch, build)


def test_sequential_add_needs_a_sequential(torch):
    with pytest.raises(ValueError) as expected:
        torch.nn.Sequential(torch.nn.ReLU()) + torch.nn.ReLU()
    with pytest.raises(ValueError) as got:
        gradtable.nn.Sequential(gradtable.nn.ReLU()) + gradtable.nn.ReLU()
    assert str(got.value) == str(expected.value).replace("torch.nn", "gradtable.nn")


def test_sequential_forward_chains_modules(torch):
    Scale = make_scale(gradtable)
    a, b = Scale(2), Scale(2)
    with gradtable.no_grad():
        a.weight.fill_(2.0)
        b.bias.fill_(1.0)
    seq = gradtable.nn.Sequential(a, gradtable.nn.Identity(), b)
    out = seq(gradtable.tensor([1.0, -1.0]))
    assert out.tolist() == [3.0, -1.0]
    out.sum().backward()
    assert a.weight.grad.tolist() == [1.0, -1.0] and b.bias.grad.tolist() == [1.0, 1.0]


def test_submodule_lookup(torch):
    net = make_net(gradtable)
    assert net.get_submodule("block.scale") is net.block.scale
    assert net.get_submodule("") is net
    assert net.get_submodule("heads.1") is net.heads[1]
    same_error(torch, lambda lib: make_net(lib).get_submodule("block.missing"))


def test_pickle_round_trip_keeps_state():
    nn = gradtable.nn
    net = nn.Sequential(nn.Linear(2, 3), nn.BatchNorm1d(3), nn.ModuleDict({"act": nn.ReLU()}))
    net[1].register_buffer("scratch", gradtable.ones(2), persistent=False)
    clone = pickle.loads(pickle.dumps(net))
    assert repr(clone) == repr(net)
    for (name, a), b in zip(net.state_dict().items(), clone.state_dict().values()):
        assert a.equal(b), name
    assert all(type(p) is gradtable.nn.Parameter and p.requires_grad for p in clone.parameters())
