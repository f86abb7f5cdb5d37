"""nn.ParameterList and nn.ParameterDict against PyTorch: wrapping of plain tensors, registration
names, state_dict moving across, list/dict behaviour, printed forms and error texts."""
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


def make_holder(lib):
    nn = lib.nn

    class Holder(nn.Module):
        def __init__(self):
            super().__init__()
            self.pl = nn.ParameterList([nn.Parameter(lib.ones(2, 3)), lib.zeros(4), lib.arange(2).float()])
            self.pd = nn.ParameterDict({"b": lib.ones(1), "a": nn.Parameter(lib.zeros(2, 2, dtype=lib.float64))})
            self.pl.append(nn.Linear(1, 1))
            self.pl.append(3)
            self.pd["obj"] = "text"

        def forward(self, x):
            return x * self.pl[0].sum() + self.pd["b"]
    return Holder()


def test_registration_names_and_repr_match_torch(torch):
    ours, theirs = make_holder(gradtable), make_holder(torch)
    assert repr(ours) == repr(theirs)
    assert [n for n, _ in ours.named_parameters()] == [n for n, _ in theirs.named_parameters()]
    assert list(ours.state_dict()) == list(theirs.state_dict())
    assert [n for n, _ in ours.named_modules()] == [n for n, _ in theirs.named_modules()]


def test_state_dict_moves_across(torch):
    ours, theirs = make_holder(gradtable), make_holder(torch)
    for p in theirs.parameters():
        with torch.no_grad():
            p.copy_(torch.randn(p.shape, dtype=p.dtype))
    state = {k: gradtable.tensor(v.numpy()) for k, v in theirs.state_dict().items()}
    result = ours.load_state_dict(state)
    assert list(result.missing_keys) == [] and list(result.unexpected_keys) == []
    for (name, p), (_, q) in zip(ours.named_parameters(), theirs.named_parameters()):
        np.testing.assert_array_equal(p.detach().numpy(), q.detach().numpy(), err_msg=name)
    back = {k: torch.tensor(v.numpy()) for k, v in ours.state_dict().items()}
    make_holder(torch).load_state_dict(back)


def test_plain_tensors_become_parameters(lib):
    nn = lib.nn
    pl = nn.ParameterList([lib.ones(2)])
    pl.extend([lib.zeros(3)])
    pl += [lib.zeros(1)]
    pl[0] = lib.full((2,), 5.0)
    assert all(type(p) is nn.Parameter and p.requires_grad for p in pl)
    assert pl[0].tolist() == [5.0, 5.0]
    pd = nn.ParameterDict()
    pd["w"] = lib.ones(2)
    pd.update([("v", lib.ones(1))])
    assert pd.setdefault("u", lib.zeros(1)).requires_grad
    assert all(type(p) is nn.Parameter for p in pd.values())
    int_param = nn.Parameter(lib.ones(2, dtype=lib.int64), requires_grad=False)
    pl.append(int_param)
    assert pl[-1] is int_param


def test_list_behaviour(lib):
    nn = lib.nn
    params = [nn.Parameter(lib.full((1,), float(i))) for i in range(5)]
    pl = nn.ParameterList(params)
    assert len(pl) == 5 and pl[-1] is params[4] and pl[2] is params[2]
    assert list(pl) == params
    sliced = pl[1:4:2]
    assert type(sliced) is nn.ParameterList and list(sliced) == [params[1], params[3]]
    assert len(pl[5:]) == 0 and list(pl[::-1]) == params[::-1]
    assert [n for n, _ in pl.named_parameters()] == ["0", "1", "2", "3", "4"]
    assert pl.append(params[0]) is pl and len(pl) == 6
    assert len(list(pl.parameters())) == 5  # the same Parameter twice is given once
    assert not any(k.isdigit() for k in dir(pl))


def test_dict_behaviour(lib):
    nn = lib.nn
    a, b, c = (nn.Parameter(lib.full((1,), float(i))) for i in range(3))
    pd = nn.ParameterDict({"b": b, "a": a})  # a plain dict is added in sorted key order
    assert list(pd.keys()) == ["a", "b"]
    pd2 = nn.ParameterDict(OrderedDict([("b", b), ("a", a)]))
    assert list(pd2) == ["b", "a"] and list(reversed(pd2)) == ["a", "b"]
    assert "a" in pd and "z" not in pd and len(pd) == 2
    assert pd.get("a") is a and pd.get("z") is None and pd.get("z", 7) == 7
    assert list(pd.items()) == [("a", a), ("b", b)] and list(pd.values()) == [a, b]
    merged = pd | nn.ParameterDict({"c": c})
    assert list(merged) == ["a", "b", "c"] and list(pd) == ["a", "b"]
    assert list(nn.ParameterDict({"c": c}).__ror__(pd)) == ["a", "b", "c"]
    pd |= nn.ParameterDict({"c": c})
    assert list(pd) == ["a", "b", "c"]
    copied = pd.copy()
    assert type(copied) is nn.ParameterDict and copied["a"] is a
    assert pd.popitem() == ("c", c) and list(pd) == ["a", "b"]
    assert pd.pop("a") is a and list(pd) == ["b"] and [n for n, _ in pd.named_parameters()] == ["b"]
    del pd["b"]
    assert len(pd) == 0 and list(pd.parameters()) == []
    keys = pd.fromkeys(["x", "y"], lib.ones(1))
    assert list(keys) == ["x", "y"] and type(keys["x"]) is nn.Parameter
    none_keys = pd.fromkeys(["x"])
    assert none_keys["x"] is None
    pd2.clear()
    assert len(pd2) == 0


def test_empty_and_other_dtypes_print_as_torch(torch):
    def build(lib):
        nn = lib.nn
        return [nn.ParameterList(), nn.ParameterDict(), nn.ParameterList([lib.ones(2, 0, dtype=lib.float64)]),
                nn.ParameterDict({"w": lib.ones((), dtype=lib.float64)}),
                nn.ParameterList([nn.Parameter(lib.ones(1))]), nn.ParameterDict({"m": nn.ReLU()})]
    assert [repr(m) for m in build(gradtable)] == [repr(m) for m in build(torch)]


@pytest.mark.parametrize("bad", [
    lambda lib: lib.nn.ParameterList()(1),
    lambda lib: lib.nn.ParameterDict()(1),
    lambda lib: lib.nn.ParameterList([lib.ones(1)])[1],
    lambda lib: lib.nn.ParameterList([lib.ones(1)])[-2],
    lambda lib: lib.nn.ParameterList([lib.ones(1)])["0"],
    lambda lib: lib.nn.ParameterList().extend(lib.ones(2)),
    lambda lib: lib.nn.ParameterList().extend(3),
    lambda lib: lib.nn.ParameterDict().update(3),
    lambda lib: lib.nn.ParameterDict().update([(1, 2, 3)]),
    lambda lib: lib.nn.ParameterDict().update([3]),
    lambda lib: lib.nn.ParameterDict()[3],
    lambda lib: lib.nn.ParameterDict()["missing"],
    lambda lib: lib.nn.ParameterDict().pop("missing"),
    lambda lib: lib.nn.ParameterDict().popitem(),
    lambda lib: lib.nn.ParameterList([lib.ones(2, dtype=lib.int64)]),
])
def test_errors_match_torch(torch, bad):
    same_error(torch, bad)


def test_gradients_reach_the_parameters(lib):
    nn = lib.nn
    pl = nn.ParameterList([lib.tensor([1.0, 2.0]), lib.tensor([3.0])])
    pd = nn.ParameterDict({"s": lib.tensor(2.0)})
    loss = (pl[0] * pl[1]).sum() * pd["s"]
    loss.backward()
    assert pl[0].grad.tolist() == [6.0, 6.0] and pl[1].grad.tolist() == [6.0] and pd["s"].grad.item() == 9.0
    holder = nn.Module()
    holder.params = pl
    holder.zero_grad()
    assert pl[0].grad is None
    holder.double()
    assert pl[0].dtype == lib.float64
