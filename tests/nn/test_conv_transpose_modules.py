"""ConvTranspose1d/2d modules and F.conv_transpose1d/2d against PyTorch: values and gradients
over strides, paddings, dilations, groups and output paddings; forward's output_size=; weight
shape, initialisation bounds, state_dict exchange, reprs and error texts."""
import math

import numpy as np
import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st
from spatial_oracle import arrays, assert_same, compare, same_error

import gradtable

FIXTURE = settings(max_examples=50, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


@FIXTURE
@given(nd=st.sampled_from([1, 2]), batched=st.booleans(), groups=st.integers(1, 2), cin=st.integers(1, 2),
       cout=st.integers(1, 2), size=st.integers(1, 5), k=st.integers(1, 3), stride=st.integers(1, 3),
       padding=st.integers(0, 2), dilation=st.integers(1, 2), op=st.integers(0, 2), bias=st.booleans())
def test_functional_matches_pytorch(torch, nd, batched, groups, cin, cout, size, k, stride, padding, dilation, op,
                                    bias):
    assume(op < max(stride, dilation))
    assume((size - 1) * stride - 2 * padding + dilation * (k - 1) + op + 1 > 0)
    cin, cout = cin * groups, cout * groups
    shape = ((2,) if batched else ()) + (cin,) + (size,) * nd
    shapes = [shape, (cin, cout // groups) + (k,) * nd] + ([(cout,)] if bias else [])
    name = f"conv_transpose{nd}d"

    def fn(lib, x, w, b=None):
        return getattr(lib.nn.functional, name)(x, w, b, stride, padding, op, groups, dilation)
    compare(torch, fn, *shapes, rtol=1e-9, atol=1e-10)


@pytest.mark.parametrize("nd", [1, 2])
def test_module_weight_shape_init_and_repr(nd, torch):
    cls = f"ConvTranspose{nd}d"
    ours = getattr(gradtable.nn, cls)(4, 6, 3, 2, 1, 1, 2, True, 2)
    theirs = getattr(torch.nn, cls)(4, 6, 3, 2, 1, 1, 2, True, 2)
    assert repr(ours) == repr(theirs)
    assert tuple(ours.weight.shape) == tuple(theirs.weight.shape) == (4, 3) + (3,) * nd
    bound = 1 / math.sqrt(3 * 3 ** nd)     # kaiming_uniform(a=sqrt(5)) with fan_in = out / groups * k^nd
    assert float(ours.weight.abs().max()) <= bound and float(ours.bias.abs().max()) <= bound
    assert float(ours.weight.abs().max()) > bound / 2
    for spec in ("(2, 3, 1)", "(2, 4, (2, 3) if nd == 2 else 2, bias=False, dilation=2)",
                 "(3, 3, 2, padding=1, groups=3)"):
        assert repr(eval(f"gradtable.nn.{cls}{spec}")) == repr(eval(f"torch.nn.{cls}{spec}"))


@pytest.mark.parametrize("nd", [1, 2])
def test_state_dict_from_pytorch(nd, torch):
    cls = f"ConvTranspose{nd}d"
    theirs = getattr(torch.nn, cls)(4, 6, 3, stride=2, padding=1, groups=2).double()
    ours = getattr(gradtable.nn, cls)(4, 6, 3, stride=2, padding=1, groups=2, dtype=gradtable.float64)
    ours.load_state_dict({k: gradtable.tensor(v.numpy()) for k, v in theirs.state_dict().items()})
    (x,) = arrays((2, 4) + (5,) * nd)
    assert_same(ours(gradtable.tensor(x)), theirs(torch.tensor(x)))
    size = [10] * nd
    assert_same(ours(gradtable.tensor(x), output_size=size), theirs(torch.tensor(x), output_size=size))


@pytest.mark.parametrize("output_size", [[9], [10], [2, 6, 10], (9,)])
def test_output_size_picks_the_output_padding(output_size, torch):
    for batched in (True, False):
        shape = (2, 6, 5) if batched else (6, 5)
        if not batched and len(output_size) == 3:
            continue
        results = []
        for lib in (gradtable, torch):
            lib.manual_seed(0)
            m = lib.nn.ConvTranspose1d(6, 4, 3, stride=2, padding=1).double()
            m.weight.data.copy_(lib.tensor(np.linspace(-1, 1, 72).reshape(6, 4, 3)))
            m.bias.data.zero_()
            results.append(m(lib.tensor(np.arange(np.prod(shape), dtype=float).reshape(shape)),
                             output_size=output_size))
        assert_same(*results)


MODULE_ERRORS = {
    "output_size too big": lambda lib, x: lib.nn.ConvTranspose1d(3, 2, 3, stride=2)(x, output_size=[20]),
    "output_size too small": lambda lib, x: lib.nn.ConvTranspose1d(3, 2, 3, stride=2)(x, output_size=[5]),
    "output_size length": lambda lib, x: lib.nn.ConvTranspose1d(3, 2, 3, stride=2)(x, output_size=[1, 17]),
    "output_size 2-d": lambda lib, x: lib.nn.ConvTranspose2d(3, 2, 3)(x[..., None], output_size=[8, 1, 1]),
    "padding_mode": lambda lib, x: lib.nn.ConvTranspose2d(3, 2, 3, padding_mode="reflect"),
    "in channels": lambda lib, x: lib.nn.ConvTranspose1d(4, 2, 3)(x),
    "groups": lambda lib, x: lib.nn.ConvTranspose1d(3, 2, 3, groups=2),
    "output_padding too big": lambda lib, x: lib.nn.ConvTranspose1d(3, 2, 3, output_padding=1)(x),
    "functional weight channels": lambda lib, x: lib.nn.functional.conv_transpose1d(x, lib.ones(4, 2, 3)),
    "functional 4-D input": lambda lib, x: lib.nn.functional.conv_transpose1d(x[None], lib.ones(3, 2, 3)),
}


@pytest.mark.parametrize("case", MODULE_ERRORS)
def test_error_matches_pytorch(case, torch):
    same_error(torch, MODULE_ERRORS[case], (2, 3, 8))


def test_double_backward():
    x = gradtable.randn(1, 2, 4, 3, dtype=gradtable.float64, requires_grad=True)
    w = gradtable.randn(2, 2, 2, 3, dtype=gradtable.float64, requires_grad=True)

    def fn(x, w):
        return gradtable.nn.functional.conv_transpose2d(x, w, None, 2, 1, 1, 2, (1, 2))
    assert gradtable.autograd.gradcheck(fn, (x, w))
    assert gradtable.autograd.gradgradcheck(fn, (x, w))
