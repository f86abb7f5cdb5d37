"""gradtable.func against torch.func: the same program run with each library gives the same values,
structures and errors (vmap with pytrees, in_dims/out_dims, nesting and chunks; grad, vjp, jvp, jacrev,
jacfwd, hessian, linearize with argnums and has_aux; their compositions, with one another and with an
ordinary backward())."""
import numpy as np
import pytest

import gradtable


def _arrays(tree):
    """A result tree with every tensor as a NumPy array (structure kept, for comparison)."""
    if isinstance(tree, dict):
        return {k: _arrays(v) for k, v in tree.items()}
    if isinstance(tree, (tuple, list)):
        return type(tree)(_arrays(v) for v in tree)
    if hasattr(tree, "detach"):
        return tree.detach().numpy()
    return tree


def _same(a, b, rtol=1e-10, atol=1e-12):
    assert type(a) is type(b) or (isinstance(a, np.ndarray) and isinstance(b, np.ndarray)), (type(a), type(b))
    if isinstance(a, dict):
        assert list(a) == list(b)
        for k in a:
            _same(a[k], b[k], rtol, atol)
    elif isinstance(a, (tuple, list)):
        assert len(a) == len(b)
        for x, y in zip(a, b):
            _same(x, y, rtol, atol)
    elif isinstance(a, np.ndarray):
        assert a.shape == b.shape and a.dtype == b.dtype, (a.shape, b.shape, a.dtype, b.dtype)
        np.testing.assert_allclose(a, b, rtol=rtol, atol=atol)
    else:
        assert a == b


def both(torch, program, **tolerance):
    """program(lib) with gradtable and with torch: the same results."""
    _same(_arrays(program(gradtable)), _arrays(program(torch)), **tolerance)


def _data(lib, *shape, seed=0):
    return lib.tensor(np.random.default_rng(seed).standard_normal(shape))


def _raises_like(torch, program):
    """program(lib) raises the same exception type and text with both libraries."""
    with pytest.raises(Exception) as theirs:
        program(torch)
    with pytest.raises(type(theirs.value)) as ours:
        program(gradtable)
    assert str(ours.value) == str(theirs.value)


# -- vmap ---------------------------------------------------------------------------------------------

@pytest.mark.parametrize("in_dims, out_dims", [(0, 0), (1, 0), (0, 1), (-1, -1), ((0, None), 0), ((None, 1), 2)])
def test_vmap_dims(torch, in_dims, out_dims):
    def program(lib):
        x, y = _data(lib, 3, 3, 3), _data(lib, 3, 3, seed=1)
        return lib.func.vmap(lambda a, b: lib.sin(a) * b + a.sum(0), in_dims=in_dims, out_dims=out_dims)(x, y)
    both(torch, program)


def test_vmap_pytrees_in_and_out(torch):
    def program(lib):
        def f(d, pair):
            a, b = pair
            return {"sum": d["x"] + a, "prod": [d["y"] * b, a.mean()]}
        d = {"x": _data(lib, 4, 3), "y": _data(lib, 4, 2, seed=1)}
        pair = (_data(lib, 4, 3, seed=2), _data(lib, 2, seed=3))
        return lib.func.vmap(f, in_dims=({"x": 0, "y": 0}, (0, None)), out_dims={"sum": 1, "prod": [0, 0]})(d, pair)
    both(torch, program)


def test_nested_vmap_and_chunks(torch):
    def program(lib):
        x, y = _data(lib, 2, 3, 5), _data(lib, 3, 5, seed=1)
        inner = lib.func.vmap(lambda a, b: lib.dot(a, b))
        outer = lib.func.vmap(inner, in_dims=(0, None), chunk_size=1)
        return outer(x, y), lib.func.vmap(lambda a: a @ a.T, chunk_size=2)(x)
    both(torch, program)


def test_vmap_of_a_model_with_parameters_that_require_grad(torch):
    def program(lib):
        lib.manual_seed(0)
        layer = lib.nn.Linear(3, 2).double()
        with lib.no_grad():
            layer.weight.copy_(_data(lib, 2, 3))
            layer.bias.copy_(_data(lib, 2, seed=1))
        out = lib.func.vmap(lambda x: lib.tanh(layer(x)).sum())(_data(lib, 5, 3, seed=2))
        out.sum().backward()
        return out, layer.weight.grad, layer.bias.grad
    both(torch, program)


def test_vmap_inplace_on_batched_and_views(torch):
    def program(lib):
        x = _data(lib, 4, 3)

        def f(a):
            b = a.clone()
            b[0].mul_(2)
            b.add_(1)
            return b
        return lib.func.vmap(f)(x), lib.func.vmap(lambda a: a.t())(_data(lib, 2, 3, 4))
    both(torch, program)


@pytest.mark.parametrize("case", ["in_dims structure", "in_dims type", "in_dim range", "sizes", "no inputs",
                                  "non-tensor output", "out_dims structure", "out_dims type", "randomness",
                                  "chunk_size", "item", "format of 0-dim", "control flow", "inplace on unbatched",
                                  "random op", "out= on a batch", "out= of a list op", "boolean mask", "equal",
                                  "allclose", "data_ptr", "nonzero", "unique", "unique by dim", "unique_consecutive",
                                  "masked_select by a batched mask"])
def test_vmap_errors(torch, case):
    def program(lib):
        x = lib.ones(3, 4)
        vmap = lib.func.vmap
        if case == "in_dims structure":
            return vmap(lambda t: t, in_dims=(0, 0))(x)
        if case == "in_dims type":
            return vmap(lambda t: t, in_dims=[0])(x)
        if case == "in_dim range":
            return vmap(lambda t: t, in_dims=5)(x)
        if case == "sizes":
            return vmap(lambda t, u: t)(x, lib.ones(2, 4))
        if case == "no inputs":
            return vmap(lambda: 1)()
        if case == "non-tensor output":
            return vmap(lambda t: (t, 3))(x)
        if case == "out_dims structure":
            return vmap(lambda t: t, out_dims=(0, 1))(x)
        if case == "out_dims type":
            return vmap(lambda t: t, out_dims="a")(x)
        if case == "randomness":
            return vmap(lambda t: t, randomness="foo")
        if case == "chunk_size":
            return vmap(lambda t: t, chunk_size=0)
        if case == "item":
            return vmap(lambda t: t.sum().item())(x)
        if case == "format of 0-dim":   # (an f-string of a 0-dim tensor reads its item)
            return vmap(lambda t: t.add(len(f"{t.sum():.2f}")))(x)
        if case == "control flow":
            return vmap(lambda t: 1 if t.sum() > 0 else 0)(x)
        if case == "inplace on unbatched":
            return vmap(lambda t, u: u.add_(t), in_dims=(0, None))(x, lib.ones(4))
        if case == "out= on a batch":
            return vmap(lambda t: lib.sin(t, out=t))(x)
        if case == "out= of a list op":
            return vmap(lambda t: lib.cat([t, t], out=lib.empty(8)))(x)
        if case == "boolean mask":
            return vmap(lambda t: t[t > 0])(x)
        if case == "equal":
            return vmap(lambda t: lib.equal(t, t))(x)
        if case == "allclose":
            return vmap(lambda t: t.allclose(t))(x)
        if case == "data_ptr":
            return vmap(lambda t: t.data_ptr())(x)
        if case == "nonzero":   # (even where every sample has as many nonzero elements)
            return vmap(lib.nonzero)(x)
        if case == "unique":
            return vmap(lib.unique)(x)
        if case == "unique by dim":
            return vmap(lambda t: lib.unique(t.view(2, 2), dim=0))(x)
        if case == "unique_consecutive":
            return vmap(lib.unique_consecutive)(x)
        if case == "masked_select by a batched mask":
            return vmap(lambda t: lib.masked_select(t, t > 0))(x)
        return vmap(lambda t: lib.randn(2))(x)
    _raises_like(torch, program)


def test_is_all_true_answers_for_the_whole_batch(torch):
    """torch._is_all_true / _is_any_true: a 0-dim bool tensor, unbatched inside vmap (over every level's batch),
    so distributions can test their arguments' validity under vmap; a non-bool or non-tensor input raises
    PyTorch's errors."""
    def program(lib):
        x = lib.tensor([[1.0, 2.0], [3.0, -4.0]])
        checks = [f(t) for f in (lib._is_all_true, lib._is_any_true)
                  for t in (lib.tensor([True, False]), lib.tensor([], dtype=lib.bool), lib.ones(2, 3, dtype=lib.bool))]
        inner = lib.func.vmap(lambda row: lib.func.vmap(lambda v: lib._is_all_true(v > 0))(row))(x)
        seen = []
        lib.func.vmap(lambda v: seen.append(bool(lib._is_any_true(v < -3))) or v)(x)
        return checks, inner, seen
    both(torch, program)
    for bad in (lambda lib: lib._is_all_true(lib.ones(2)), lambda lib: lib._is_any_true(lib.tensor([1])),
                lambda lib: lib._is_all_true(True)):
        _raises_like(torch, bad)


_WRITES_INTO_UNBATCHED = {   # one op of each way PyTorch words the refusal, and one that broadcasts first
    "mul_": lambda lib, t, u: u.mul_(t),
    "copy_ into a diagonal": lambda lib, t, u: lib.zeros(3, 3).diagonal().copy_(t),
    "masked_fill_ by a mask": lambda lib, t, u: u.masked_fill_(t > 0, 2.0),
    "setitem": lambda lib, t, u: u.__setitem__(slice(None), t),
    "setitem of one element": lambda lib, t, u: u.__setitem__(0, t[0]),
    "index_put_": lambda lib, t, u: u.index_put_((lib.tensor([0, 1, 2]),), t),
    "scatter_add_": lambda lib, t, u: u.scatter_add_(0, lib.tensor([0, 1, 2]), t),
    "pow_": lambda lib, t, u: u.pow_(t),
    "addcmul_": lambda lib, t, u: u.addcmul_(t, t),
    "index_copy_": lambda lib, t, u: u.index_copy_(0, lib.tensor([0, 1, 2]), t),
    "add_": lambda lib, t, u: u.add_(t),
}


@pytest.mark.parametrize("case", list(_WRITES_INTO_UNBATCHED))
def test_inplace_into_an_unbatched_tensor_refused_as_pytorch(torch, case):
    def program(lib):
        return lib.func.vmap(lambda t, u: _WRITES_INTO_UNBATCHED[case](lib, t, u), in_dims=(0, None))(
            lib.ones(4, 3), lib.ones(3))
    _raises_like(torch, program)


def test_inplace_into_a_tensor_batched_only_outside_refused_at_the_inner_level(torch):
    def program(lib):
        inner = lib.func.vmap(lambda t, u: u.pow_(t), in_dims=(0, None))
        return lib.func.vmap(inner, in_dims=(None, 0))(lib.ones(4, 3), lib.ones(2, 3))
    _raises_like(torch, program)


def test_vmap_indexing_by_a_batched_index(torch):
    def program(lib):
        x = lib.tensor([[1.0, 0.0, 2.0], [0.0, 3.0, 1.0]])
        table = lib.arange(10.0).view(5, 2)
        return (lib.func.vmap(lambda t: table[t.long()])(x),
                lib.func.vmap(lambda t: lib.masked_select(t, lib.tensor([True, False, True])))(x),
                lib.func.vmap(lib.argwhere)(x),   # (PyTorch's argwhere loops: the samples' shapes agree here)
                lib.func.vmap(lambda t: table.view(2, 5)[:, t.long()])(x),
                lib.func.vmap(lambda t: (t * 2)[t.long() % 3])(x),
                lib.func.vmap(lambda t: t[lib.tensor([True, False, True])])(x))
    both(torch, program)


def test_fallback_warns_and_loops(torch):
    """An op without a batching rule runs per sample, with PyTorch's warning (aten::index_add here)."""
    x, index, src = gradtable.zeros(3, 5), gradtable.tensor([[0, 2], [1, 1], [4, 0]]), gradtable.ones(3, 2)
    with pytest.warns(UserWarning, match=r"performance drop because we have not yet implemented the batching rule "
                                         r"for aten::index_add"):
        got = gradtable.vmap(lambda a, i, s: a.index_add(0, i, s))(x, index, src)
    want = np.stack([np.asarray(x[b].index_add(0, index[b], src[b])._data) for b in range(3)])
    np.testing.assert_array_equal(got.numpy(), want)


# -- the autograd transforms ---------------------------------------------------------------------------

def _f(lib, x, y):
    return (lib.sin(x) * y).sum() + (x ** 2).mean()


@pytest.mark.parametrize("argnums", [0, 1, (0, 1), (1, 0), -1])
def test_grad_and_value(torch, argnums):
    def program(lib):
        x, y = _data(lib, 3, 2), _data(lib, 3, 2, seed=1)
        return lib.func.grad_and_value(lambda a, b: _f(lib, a, b), argnums=argnums)(x, y)
    both(torch, program)


def test_grad_pytree_input_and_aux(torch):
    def program(lib):
        params = {"w": _data(lib, 3), "b": _data(lib, 1, seed=1)}
        x = _data(lib, 4, 3, seed=2)

        def loss(p, x):
            out = x @ p["w"] + p["b"]
            return (out ** 2).mean(), out
        return lib.func.grad(loss, has_aux=True)(params, x)
    both(torch, program)


def test_vjp_jvp_linearize(torch):
    def program(lib):
        x, v = _data(lib, 3), _data(lib, 3, seed=1)

        def f(a):
            return lib.exp(a) * a, a.sum()
        out, vjp_fn = lib.func.vjp(f, x)
        _, jvp_fn = lib.func.linearize(lambda a: lib.exp(a) * a, x)
        return out, vjp_fn((v, lib.tensor(2.0, dtype=lib.float64))), lib.func.jvp(f, (x,), (v,)), jvp_fn(v)
    both(torch, program)


@pytest.mark.parametrize("transform", ["jacrev", "jacfwd"])
@pytest.mark.parametrize("argnums", [0, (0, 1)])
def test_jacobians(torch, transform, argnums):
    def program(lib):
        x, y = _data(lib, 3), _data(lib, 2, 3, seed=1)

        def f(a, b):
            return lib.tanh(b @ a), {"n": (a * a).sum()}
        return getattr(lib.func, transform)(f, argnums=argnums)(x, y)
    both(torch, program)


def test_jacobians_with_aux_chunks_and_hessian_argnums(torch):
    def program(lib):
        x, y = _data(lib, 3), _data(lib, 2, 3, seed=1)
        func = lib.func

        def f(a, b):
            return lib.tanh(b @ a) * a.sum(), {"aux": (a * a).sum()}
        return (func.jacrev(f, argnums=(0, 1), has_aux=True, chunk_size=2)(x, y),
                func.jacrev(f, has_aux=True, chunk_size=1)(x, y),
                func.jacfwd(f, argnums=1, has_aux=True, randomness="same")(x, y),
                func.hessian(lambda a, b: (b @ a).pow(3).sum(), argnums=(0, 1))(x, y),
                func.hessian(lambda a, b: (b @ a).pow(3).sum(), argnums=1)(x, y))
    both(torch, program, rtol=1e-9, atol=1e-10)


def test_hessians_and_compositions(torch):
    def program(lib):
        x = _data(lib, 4)
        xs = _data(lib, 3, 4, seed=1)

        def f(a):
            return (lib.tanh(a) ** 2).sum() * a.prod()
        func = lib.func
        return (func.hessian(f)(x), func.jacfwd(func.jacrev(f))(x), func.jacrev(func.jacrev(f))(x),
                func.jacfwd(func.jacfwd(f))(x), func.vmap(func.grad(f))(xs), func.vmap(func.hessian(f))(xs),
                func.grad(lambda a: func.vmap(f)(a).sum())(xs), func.grad(lambda a: func.grad(f)(a).sum())(x),
                func.vmap(func.jacrev(lambda a: lib.sin(a) * a.sum()))(xs))
    both(torch, program, rtol=1e-9, atol=1e-10)


def test_transforms_under_backward(torch):
    """A transform inside code that later calls backward(): the gradient reaches the caller's leaves."""
    def program(lib):
        w = _data(lib, 3).requires_grad_()
        x = _data(lib, 5, 3, seed=1)
        per_sample = lib.func.vmap(lib.func.grad(lambda xi: (lib.tanh(xi * w) ** 2).sum()))(x)
        hess = lib.func.hessian(lambda a: (a * w).pow(3).sum())(x[0])
        (per_sample.sum() + hess.sum()).backward()
        return per_sample, hess, w.grad
    both(torch, program)


@pytest.mark.parametrize("case", ["not scalar", "argnums range", "argnums repeat", "argnums type", "argnums empty",
                                  "aux not tuple", "not a tensor", "vjp structure", "jvp primals", "jvp structure",
                                  "jvp output", "jacrev chunk_size", "grad aux leaf", "vjp aux leaf", "jvp aux leaf",
                                  "jacfwd aux leaf", "vjp integer output", "jacrev integer output", "jvp strict",
                                  "vjp no output", "jacfwd no output"])
def test_transform_errors(torch, case):
    def program(lib):
        func, x = lib.func, lib.ones(3, 4)
        if case == "not scalar":
            return func.grad(lambda t: t)(x)
        if case == "argnums range":
            return func.grad(lambda t: t.sum(), argnums=2)(x)
        if case == "argnums repeat":
            return func.grad(lambda t, u: t.sum(), argnums=(0, 0))(x, x)
        if case == "argnums type":
            return func.grad(lambda t: t.sum(), argnums=[0])(x)
        if case == "argnums empty":
            return func.grad(lambda t: t.sum(), argnums=())(x)
        if case == "aux not tuple":
            return func.grad(lambda t: t.sum(), has_aux=True)(x)
        if case == "not a tensor":
            return func.grad(lambda t: t.sum())(3.0)
        if case == "vjp structure":
            return func.vjp(lambda t: (t, t), x)[1](lib.ones(3, 4))
        if case == "jvp primals":
            return func.jvp(lambda t: t, x, x)
        if case == "jvp structure":
            return func.jvp(lambda t: t, (x,), (x, x))
        if case == "jacrev chunk_size":
            return func.jacrev(lambda t: t.sin(), chunk_size=0)
        if case == "grad aux leaf":
            return func.grad(lambda t: (t.sum(), {"n": 3}), has_aux=True)(x)
        if case == "vjp aux leaf":
            return func.vjp(lambda t: ((t > 0).long(), None), x, has_aux=True)
        if case == "jvp aux leaf":
            return func.jvp(lambda t: (t, [t, 3]), (x,), (x,), has_aux=True)
        if case == "jacfwd aux leaf":
            return func.jacfwd(lambda t: (t, 3), has_aux=True)(x)
        if case == "vjp integer output":
            return func.vjp(lambda t: (t, (t > 0).long()), x)
        if case == "jacrev integer output":
            return func.jacrev(lambda t: (t > 0).long())(x)
        if case == "jvp strict":
            return func.jvp(lambda t: (t * 2, t.detach()), (x,), (x,), strict=True)
        if case == "vjp no output":
            return func.vjp(lambda t: (), x)
        if case == "jacfwd no output":
            return func.jacfwd(lambda t: ())(x)
        return func.jvp(lambda t: 3.0, (x,), (x,))
    _raises_like(torch, program)


# -- modules ------------------------------------------------------------------------------------------

def test_functional_call_tied_weights_and_strict(torch):
    def program(lib):
        lib.manual_seed(0)
        model = lib.nn.Sequential(lib.nn.Linear(3, 3, bias=False), lib.nn.Linear(3, 3, bias=False)).double()
        model[1].weight = model[0].weight   # tied
        w = _data(lib, 3, 3)
        x = _data(lib, 2, 3, seed=1)
        out = lib.func.functional_call(model, {"0.weight": w}, (x,))
        untied = lib.func.functional_call(model, {"0.weight": w}, x, tie_weights=False)
        expected = x @ w.T @ w.T
        return out, expected, untied - x @ w.T @ model[1].weight.T
    both(torch, program)
    _raises_like(torch, lambda lib: lib.func.functional_call(
        lib.nn.Linear(2, 2), {"weight": lib.ones(2, 2), "foo": lib.ones(1)}, (lib.ones(2),), strict=True))
    _raises_like(torch, lambda lib: lib.func.functional_call(
        lib.nn.Linear(2, 2), ({"weight": lib.ones(2, 2)}, {"weight": lib.ones(2, 2)}), (lib.ones(2),)))
    for name in ("foo.weight", "0.foo.weight", "0.in_features.weight"):   # (a path through no submodule)
        _raises_like(torch, lambda lib: lib.func.functional_call(
            lib.nn.Sequential(lib.nn.Linear(2, 2)), {name: lib.ones(2, 2)}, (lib.ones(2),)))


def test_stack_module_state_ensemble(torch):
    def program(lib):
        lib.manual_seed(0)
        models = [lib.nn.Linear(3, 2).double() for _ in range(4)]
        with lib.no_grad():
            for i, m in enumerate(models):
                m.weight.copy_(_data(lib, 2, 3, seed=10 + i))
                m.bias.copy_(_data(lib, 2, seed=20 + i))
        params, buffers = lib.func.stack_module_state(models)
        x = _data(lib, 5, 3)

        def run(p, b, x):
            return lib.func.functional_call(models[0], (p, b), (x,))
        return (lib.func.vmap(run, in_dims=(0, 0, None))(params, buffers, x),
                {k: (v.requires_grad, v.is_leaf) for k, v in params.items()})
    both(torch, program)
    _raises_like(torch, lambda lib: lib.func.stack_module_state([]))
    _raises_like(torch, lambda lib: lib.func.stack_module_state([lib.nn.Linear(2, 2), lib.nn.Conv1d(2, 3, 1)]))


def test_vectorized_jacobian_hessian_and_batched_grads(torch):
    """autograd.functional.jacobian/hessian(vectorize=True) and autograd.grad(is_grads_batched=True)
    run on vmap (one backward of a batch of cotangents)."""
    def program(lib):
        x = _data(lib, 2, 3)
        functional = lib.autograd.functional
        jac = functional.jacobian(lambda a, b: (a.sin() * b.sum(), a @ b.T), (x, x * 2), vectorize=True)
        hess = functional.hessian(lambda a: (a ** 3).sum() * a.sum(), x, vectorize=True)
        y = x.clone().requires_grad_()
        batched = lib.autograd.grad(y.exp() * y, y, lib.eye(6, dtype=lib.float64).view(6, 2, 3),
                                    is_grads_batched=True)
        return jac, hess, batched
    both(torch, program)


def test_module_helpers(torch):
    """replace_all_batch_norm_modules_ drops running statistics in place; debug_unwrap shows the batch
    behind a tensor inside vmap; functionalize computes what the function does, mutations included."""
    def program(lib):
        net = lib.nn.Sequential(lib.nn.Linear(2, 2), lib.nn.BatchNorm1d(2))
        lib.func.replace_all_batch_norm_modules_(net)
        bn = net[1]
        seen = []
        x = _data(lib, 3, 2)
        lib.func.vmap(lambda t: seen.append(lib.func.debug_unwrap(t)) or t)(x)

        def mutate(a):
            a.mul_(2)
            return a + 1
        y = x.clone()
        out = lib.func.functionalize(mutate)(y)
        return (bn.running_mean is None, bn.running_var is None, bn.track_running_stats), seen[0], out, y
    both(torch, program)
    _raises_like(torch, lambda lib: lib.func.functionalize(lambda t: t, remove="foo"))


def test_per_sample_gradients_through_batch_norm(torch):
    """A conv + batch norm model with replace_all_batch_norm_modules_: under vmap each sample is
    normalized by its own statistics, and its per-sample gradients are torch.func's."""
    def program(lib):
        x = _data(lib, 3, 4, 2, 5, 5)
        net = lib.nn.Sequential(lib.nn.Conv2d(2, 3, 3), lib.nn.BatchNorm2d(3)).double()
        with lib.no_grad():
            for p in net.parameters():
                p.copy_(lib.tensor(np.linspace(-0.5, 0.5, p.numel()).reshape(p.shape)))
        lib.func.replace_all_batch_norm_modules_(net)
        params = {k: v.detach() for k, v in net.named_parameters()}

        def loss(p, xi):
            return lib.func.functional_call(net, p, (xi,)).pow(2).sum()
        return lib.func.vmap(net)(x), lib.func.vmap(lib.func.grad(loss), in_dims=(None, 0))(params, x)
    both(torch, program, rtol=1e-8, atol=1e-10)


@pytest.mark.parametrize("grad_shape, scalar", [((2, 2), False), ((2, 1), True), ((3, 2, 2), False), ((), True)])
def test_batched_grad_outputs_checked_as_pytorch(torch, grad_shape, scalar):
    """grad(is_grads_batched=True): a grad_output whose first sample has not its output's shape is
    refused with PyTorch's message (IndexError for a 0-dim one, which has no batch)."""
    def run(lib):
        x = lib.ones(2, 2, requires_grad=True)
        out = x.sum() if scalar else x * 2
        try:
            grad, = lib.autograd.grad(out, (x,), (lib.ones(grad_shape),), is_grads_batched=True)
            return "ok", tuple(grad.shape), grad.sum().item()
        except (RuntimeError, IndexError) as error:
            return type(error).__name__, str(error)

    assert run(gradtable) == run(torch)


def test_legacy_vmap_internals_as_torch(torch):
    """torch._vmap_internals._vmap / vmap, the vmap older code calls, batch as torch.func.vmap does."""
    def run(lib):
        x = lib.arange(6.).reshape(2, 3)
        doubled = lib._vmap_internals._vmap(lambda row: row * 2, 0, 0)(x)
        summed = lib._vmap_internals._vmap(lambda col: col.sum(), 1, 0)(x)
        return doubled.tolist(), summed.tolist()

    assert run(gradtable) == run(torch)
    with pytest.raises(NotImplementedError, match="allow_none_pass_through"):
        gradtable._vmap_internals._vmap(lambda v: v, 0, 0, allow_none_pass_through=True)


def test_top_level_vmap_is_func_vmap(torch):
    """torch.vmap is torch.func.vmap, in both libraries (the same function, not a second implementation)."""
    assert (gradtable.vmap is gradtable.func.vmap) == (torch.vmap is torch.func.vmap) is True
    assert gradtable.vmap(gradtable.sin)(gradtable.ones(2, 3)).shape == torch.vmap(torch.sin)(torch.ones(2, 3)).shape
