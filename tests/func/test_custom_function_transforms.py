"""Custom autograd.Functions under the transforms, against torch.func: setup_context is required,
vmap needs a `vmap` staticmethod or generate_vmap_rule=True (PyTorch's errors otherwise, jacfwd's
included), a `vmap` staticmethod is called with PyTorch's in_dims and info, and grad / vmap(grad) /
grad(vmap) / backward() through a vmap differentiate through the Function's backward."""
import numpy as np
import pytest


def _classes(lib):
    class Legacy(lib.autograd.Function):
        @staticmethod
        def forward(ctx, x):
            ctx.save_for_backward(x)
            return x.sin()

        @staticmethod
        def backward(ctx, g):
            x, = ctx.saved_tensors
            return g * x.cos()

    class Separate(lib.autograd.Function):
        @staticmethod
        def forward(x):
            return x.sin()

        @staticmethod
        def setup_context(ctx, inputs, output):
            ctx.save_for_backward(inputs[0])

        @staticmethod
        def backward(ctx, g):
            x, = ctx.saved_tensors
            return g * x.cos()

    class Generated(Separate):
        generate_vmap_rule = True

    calls = []

    class OwnRule(Separate):
        @staticmethod
        def vmap(info, in_dims, x):
            calls.append((in_dims, info.batch_size, info.randomness))
            return x.sin(), in_dims[0]

    return {"legacy": Legacy, "separate": Separate, "generated": Generated, "own rule": OwnRule}, calls


def _run(lib, name, how):
    classes, calls = _classes(lib)
    cls = classes[name]
    x = lib.tensor([0.1, 0.2, 0.3], dtype=lib.float64)
    xs = lib.tensor([[0.1, 0.2], [0.3, 0.4]], dtype=lib.float64)
    func = lib.func
    try:
        if how == "vmap":
            out = func.vmap(cls.apply)(x)
        elif how == "grad":
            out = func.grad(lambda u: cls.apply(u).sum())(x)
        elif how == "jacfwd":
            out = func.jacfwd(cls.apply)(x)
        elif how == "grad(vmap)":
            out = func.grad(lambda u: func.vmap(cls.apply)(u).pow(2).sum())(xs)
        elif how == "backward through vmap":
            leaf = xs.clone().requires_grad_()
            func.vmap(cls.apply)(leaf).pow(2).sum().backward()
            out = leaf.grad
        else:
            out = func.vmap(func.grad(lambda u: cls.apply(u).sum()))(xs)
        return "ok", out.detach().numpy(), calls
    except Exception as error:
        return type(error).__name__, str(error), calls


@pytest.mark.parametrize("name", ["legacy", "separate", "generated", "own rule"])
@pytest.mark.parametrize("how", ["vmap", "grad", "vmap(grad)", "jacfwd", "grad(vmap)", "backward through vmap"])
def test_custom_functions_under_transforms(torch, name, how):
    import gradtable
    ours, theirs = _run(gradtable, name, how), _run(torch, name, how)
    assert ours[0] == theirs[0]
    if ours[0] == "ok":
        np.testing.assert_allclose(ours[1], theirs[1], rtol=1e-12)
    else:
        assert ours[1] == theirs[1]
    assert ours[2] == theirs[2]   # the vmap staticmethod's calls: in_dims, batch size, randomness


def _scaled_product(lib):
    class ScaledProduct(lib.autograd.Function):
        generate_vmap_rule = True

        @staticmethod
        def forward(x, w, scale):
            return x * w * scale

        @staticmethod
        def setup_context(ctx, inputs, output):
            x, w, scale = inputs
            ctx.save_for_backward(x, w)
            ctx.scale = scale

        @staticmethod
        def backward(ctx, g):
            x, w = ctx.saved_tensors
            return g * w * ctx.scale, g * x * ctx.scale, None
    return ScaledProduct


@pytest.mark.parametrize("how", ["unbatched weight", "both", "nested", "inside and outside", "backward"])
def test_generated_rule_under_a_gradient_outside_the_vmap(torch, how):
    """generate_vmap_rule=True with the gradient taken outside the vmap: an unbatched argument's gradient
    sums the samples', nested vmaps batch the generated Function again, a grad inside the vmap still sees
    the Function's own backward."""
    import gradtable

    def run(lib):
        fn, func = _scaled_product(lib).apply, lib.func
        xs = lib.tensor(np.arange(6.0).reshape(3, 2) / 5 + 0.1, dtype=lib.float64)
        w = lib.tensor([0.5, -1.5], dtype=lib.float64)
        per_row = func.vmap(fn, in_dims=(0, None, None))
        if how == "unbatched weight":
            return func.grad(lambda v: per_row(xs, v, 2.0).pow(2).sum())(w)
        if how == "both":
            return func.grad(lambda a, v: per_row(a, v, 2.0).pow(2).sum(), argnums=(0, 1))(xs, w)
        if how == "nested":
            return func.grad(lambda a: func.vmap(func.vmap(fn, in_dims=(0, None, None)), in_dims=(0, None, None))(
                a.view(3, 2, 1), w[:1], 3.0).pow(2).sum())(xs)
        if how == "inside and outside":
            inner = func.grad(lambda x, v: fn(x, v, 2.0).pow(2).sum(), argnums=1)
            return func.grad(lambda v: func.vmap(inner, in_dims=(0, None))(xs, v).sum())(w)
        leaf = w.clone().requires_grad_()
        per_row(xs, leaf, 3.0).sum().backward()
        return leaf.grad

    def arrays(out):
        return [o.detach().numpy() for o in (out if isinstance(out, tuple) else (out,))]

    for ours, theirs in zip(arrays(run(gradtable)), arrays(run(torch)), strict=True):
        np.testing.assert_allclose(ours, theirs, rtol=1e-12)
