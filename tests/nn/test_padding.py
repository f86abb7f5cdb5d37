"""F.pad in every mode (constant, reflect, replicate, circular) over 1, 2 and 3 padded dims, and
the padding layers, against PyTorch: values, gradients, grad_fn, second derivatives of circular
padding (a composite of copies), reprs, settings and error texts."""
import pytest
from spatial_oracle import compare, same_error
from test_nn_layers import check_forward, randn
from test_nn_layers import test_layer_matches_torch as layer_matches_torch

import gradtable
from gradtable.autograd import gradcheck, gradgradcheck

PADS = {1: [(1, 2), (0, 3), (-1, 2), (2, -2)],
        2: [(1, 2, 0, 1), (2, 0, -1, 1), (1, 1, 1, 1)],
        3: [(1, 0, 2, 1, 1, 1), (0, 2, -1, 1, 1, 0), (1, 1, 1, 1, 1, 1)]}
CASES = [(mode, nd, batched, pad) for mode in ("constant", "reflect", "replicate", "circular")
         for nd in (1, 2, 3) for batched in (True, False) for pad in PADS[nd]]


@pytest.mark.parametrize("mode, nd, batched, pad", CASES,
                         ids=[f"{m}-{n}d-{'b' if b else 'u'}-{p}" for m, n, b, p in CASES])
def test_pad_matches_torch(torch, mode, nd, batched, pad):
    shape = (2, 3, 4, 5)[-nd - 1:] if not batched else (2, 3, 4, 5, 3)[:nd + 2]
    compare(torch, lambda lib, x: lib.nn.functional.pad(x, pad, mode), shape)
    ours = gradtable.nn.functional.pad(gradtable.ones(shape, requires_grad=True), pad, mode)
    theirs = torch.nn.functional.pad(torch.ones(shape, requires_grad=True), pad, mode)
    assert ours.grad_fn.name() == theirs.grad_fn.name()


@pytest.mark.parametrize("pad", [(1, 2), (2, 1, 1, 0), (1, 1, 0, 2, 1, 1)])
def test_circular_pad_second_derivatives(pad):
    x = gradtable.randn((2, 3, 4, 5)[:len(pad) // 2 + 1], dtype=gradtable.float64, requires_grad=True)
    assert gradcheck(lambda t: gradtable.nn.functional.pad(t, pad, "circular"), (x,))
    assert gradgradcheck(lambda t: gradtable.nn.functional.pad(t * t, pad, "circular"), (x,))


ERRORS = [
    ("F.pad(x, (1, 1), 'circular')", (2, 3, 4, 5)), ("F.pad(x, (6, 1), 'circular')", (3, 5)),
    ("F.pad(x, (2, 1), 'circular', 1.0)", (3, 5)), ("F.pad(x, (2, 1), 'bogus')", (3, 5)),
    ("F.pad(x, (2, 1, 1), 'reflect')", (3, 5)), ("F.pad(x, (5, 0, 0, 0, 0, 0), 'reflect')", (1, 2, 3, 4, 5)),
    ("F.pad(x, (0, 0, 4, 0, 0, 0), 'reflect')", (1, 2, 3, 4, 5)),
    ("F.pad(x, (0, 0, 0, 0, 0, 3), 'reflect')", (2, 3, 4, 5)),
    ("F.pad(x, (1, 1, 1, 1, 1, 1, 1, 1), 'replicate')", (1, 2, 3, 4, 5)), ("F.pad(x, (2, 2), 'reflect')", (2, 2)),
    ("F.pad(x, (1, 1), 'reflect')", (2, 0, 4)), ("F.pad(x, (1, 1), 'replicate')", (2, 0, 4)),
    ("nn.CircularPad2d(1)(x)", (4, 5)), ("nn.CircularPad1d(1)(x)", (1, 2, 3, 4)),
]


@pytest.mark.parametrize("call, shape", ERRORS, ids=[c for c, _ in ERRORS])
def test_errors_match_torch(torch, call, shape):
    same_error(torch, lambda lib, x: eval(call, {"F": lib.nn.functional, "nn": lib.nn, "x": x}), shape)


LAYERS = [f"nn.{kind}Pad{nd}d({pad})" for kind in ("Circular", "Reflection", "Replication", "Zero")
          for nd, pad in ((1, "2"), (2, "(1, 0, 2, 1)"), (3, "1"))]
LAYERS += ["nn.ConstantPad1d((1, 2), 3.5)", "nn.ConstantPad2d(1, -1.0)", "nn.ConstantPad3d((1, 0, 0, 1, 2, 2), 0.5)"]


@pytest.mark.parametrize("spec", LAYERS)
def test_layers_match_torch(torch, spec):
    layer_matches_torch(torch, spec)


FORWARD = [
    ("nn.CircularPad1d(2)", (randn(2, 3, 4),)), ("nn.CircularPad2d((1, 0, 2, 1))", (randn(2, 3, 4),)),
    ("nn.CircularPad3d(1)", (randn(1, 2, 3, 3, 4),)), ("nn.ReflectionPad3d((1, 0, 2, 1, 1, 1))", (randn(2, 3, 4, 5),)),
    ("nn.ReplicationPad3d(2)", (randn(1, 2, 3, 3, 3),)), ("nn.ZeroPad3d((1, 0, 0, 1, 2, 0))", (randn(1, 2, 3, 3, 3),)),
    ("nn.ConstantPad2d((1, 2, 0, 1), 3.5)", (randn(2, 3, 4),)), ("nn.ZeroPad1d((2, 1))", (randn(3, 4),)),
    ("nn.Conv3d(2, 4, (3, 1, 2), padding=1, padding_mode='reflect')", (randn(1, 2, 5, 4, 4),)),
    ("nn.Conv3d(2, 2, 3, padding=1, padding_mode='circular')", (randn(1, 2, 4, 4, 4),)),
    ("nn.Conv3d(2, 2, 3, padding=(1, 0, 1), padding_mode='replicate')", (randn(2, 4, 3, 4),)),
]


@pytest.mark.parametrize("spec, inputs", FORWARD, ids=[c[0] for c in FORWARD])
def test_layers_forward_matches_torch(torch, spec, inputs):
    check_forward(torch, spec, *inputs)
