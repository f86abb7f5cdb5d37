"""Custom autograd.Functions under the transforms, against torch.func: setup_context is required,
vmap needs a `vmap` staticmethod or generate_vmap_rule=True (PyTorch's errors otherwise), a `vmap`
staticmethod is called with PyTorch's in_dims and info, and grad / vmap(grad) differentiate through
the Function's backward."""
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
        else:
            out = func.vmap(func.grad(lambda u: cls.apply(u).sum()))(xs)
        return "ok", out.detach().numpy(), calls
    except Exception as error:
        return type(error).__name__, str(error), calls


@pytest.mark.parametrize("name", ["legacy", "separate", "generated", "own rule"])
@pytest.mark.parametrize("how", ["vmap", "grad", "vmap(grad)"])
def test_custom_functions_under_transforms(torch, name, how):
    import gradtable
    ours, theirs = _run(gradtable, name, how), _run(torch, name, how)
    assert ours[0] == theirs[0]
    if ours[0] == "ok":
        np.testing.assert_allclose(ours[1], theirs[1], rtol=1e-12)
    else:
        assert ours[1] == theirs[1]
    assert ours[2] == theirs[2]   # the vmap staticmethod's calls: in_dims, batch size, randomness
