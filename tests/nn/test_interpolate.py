"""F.interpolate (and upsample, Upsample, UpsamplingNearest2d/Bilinear2d) against PyTorch:
Hypothesis over sizes, scale factors, modes, align_corners and recompute_scale_factor, with
gradients; float32 source positions; errors and deprecation warnings; pixel_shuffle/unshuffle."""
import warnings

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from spatial_oracle import arrays, assert_same, compare, same_error

import gradtable

FIXTURE = settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
MODES = {1: ["nearest", "nearest-exact", "linear", "area"], 2: ["nearest", "nearest-exact", "bilinear", "area"],
         3: ["nearest", "nearest-exact", "trilinear"]}
scales = st.floats(0.3, 4.0).map(lambda s: round(s, 3)) | st.sampled_from([0.5, 1.0, 1.5, 2.0, 3.0, 1 / 3])


@st.composite
def calls(draw):
    nd = draw(st.sampled_from([1, 2, 3]))
    mode = draw(st.sampled_from(MODES[nd]))
    in_sizes = draw(st.lists(st.integers(1, 7), min_size=nd, max_size=nd))
    kwargs = {"mode": mode}
    if draw(st.booleans()):
        kwargs["size"] = draw(st.lists(st.integers(1, 9), min_size=nd, max_size=nd).map(tuple))
        if nd == 1 and draw(st.booleans()):
            kwargs["size"] = kwargs["size"][0]
    else:
        factors = draw(st.lists(scales, min_size=nd, max_size=nd))
        sizes = [int(n * f) for n, f in zip(in_sizes, factors)]
        if min(sizes) < 1:
            factors = [max(f, 1.0) for f in factors]
        kwargs["scale_factor"] = tuple(factors) if draw(st.booleans()) or nd > 1 else factors[0]
        if draw(st.booleans()):
            kwargs["recompute_scale_factor"] = draw(st.booleans())
    if "linear" in mode and draw(st.booleans()):
        kwargs["align_corners"] = draw(st.booleans())
    return (draw(st.integers(0, 2)), 2) + tuple(in_sizes), kwargs


@FIXTURE
@given(call=calls())
def test_interpolate_matches_pytorch(torch, call):
    shape, kwargs = call
    compare(torch, lambda lib, x: lib.nn.functional.interpolate(x, **kwargs), shape,
            grad=shape[0] > 0 and not _pytorch_nearest_grad_differs(shape, kwargs))


def _pytorch_nearest_grad_differs(shape, kwargs):
    """PyTorch's nearest backward treats a dim whose size is kept as a copy, and one whose size
    doubles as i // 2, even when a scale_factor made the forward read other rows (its 1-d and
    3-d forwards do; the 2-d one takes the same shortcuts): gradtable's gradient is that of its
    forward, so those calls compare values only."""
    if (kwargs["mode"] != "nearest" or len(shape) == 4 or "scale_factor" not in kwargs
            or kwargs.get("recompute_scale_factor")):
        return False
    factors = kwargs["scale_factor"]
    factors = factors if isinstance(factors, tuple) else (factors,) * (len(shape) - 2)
    return any(int(n * f) == n and f != 1.0 or int(n * f) == 2 * n and f != 2.0 for n, f in zip(shape[2:], factors))


def test_nearest_gradient_follows_the_forward():
    x = gradtable.tensor([[[1.0, 2.0]]], requires_grad=True)
    y = gradtable.nn.functional.interpolate(x, scale_factor=1.25)
    assert y.tolist() == [[[1.0, 1.0]]]
    y.sum().backward()
    assert x.grad.tolist() == [[[2.0, 0.0]]]


@FIXTURE
@given(call=calls())
def test_float32_source_positions(torch, call):
    """float32 inputs: the same rows are read (index arithmetic in float32, as PyTorch)."""
    shape, kwargs = call
    (data,) = arrays(shape)
    data = data.astype(np.float32)
    ours = gradtable.nn.functional.interpolate(gradtable.tensor(data), **kwargs)
    theirs = torch.nn.functional.interpolate(torch.tensor(data), **kwargs)
    assert_same(ours, theirs, rtol=2e-6, atol=2e-6)


@pytest.mark.parametrize("size,mode", [(7, "nearest"), (37, "nearest-exact"), (29, "linear"), (3, "nearest")])
def test_large_ratios(size, mode, torch):
    """Long axes, where float32 rounding of the scale decides the row."""
    compare(torch, lambda lib, x: lib.nn.functional.interpolate(x, size=size, mode=mode), (1, 1, 100))
    compare(torch, lambda lib, x: lib.nn.functional.interpolate(x, scale_factor=1.7, mode=mode), (1, 1, 97))


def test_uint8_nearest(torch):
    data = np.arange(24, dtype=np.uint8).reshape(1, 2, 3, 4)
    ours = gradtable.nn.functional.interpolate(gradtable.tensor(data), scale_factor=1.5)
    theirs = torch.nn.functional.interpolate(torch.tensor(data), scale_factor=1.5)
    assert ours.dtype == gradtable.uint8 and ours.tolist() == theirs.tolist()


def test_double_backward():
    x = gradtable.randn(1, 2, 3, 4, dtype=gradtable.float64, requires_grad=True)
    for kwargs in ({"size": (5, 3), "mode": "bilinear"}, {"scale_factor": 1.5, "mode": "nearest"},
                   {"size": (4, 7), "mode": "bilinear", "align_corners": True}):
        def fn(t, kwargs=kwargs):
            return gradtable.nn.functional.interpolate(t, **kwargs)
        assert gradtable.autograd.gradcheck(fn, (x,))
        assert gradtable.autograd.gradgradcheck(fn, (x,))


ERRORS = {
    "size 0": lambda lib, x: lib.nn.functional.interpolate(x, size=0),
    "negative size": lambda lib, x: lib.nn.functional.interpolate(x, size=-2, mode="linear"),
    "tiny scale": lambda lib, x: lib.nn.functional.interpolate(x, scale_factor=0.1),
    "2-d size 0": lambda lib, x: lib.nn.functional.interpolate(x[None], size=(0, 3), mode="bilinear"),
    "3-d size 0": lambda lib, x: lib.nn.functional.interpolate(x[None, None], size=(0, 1, 1)),
    "2-D input": lambda lib, x: lib.nn.functional.interpolate(x[0], size=5),
    "sizes for 2 dims": lambda lib, x: lib.nn.functional.interpolate(x, size=(2, 3)),
    "float size in a tuple": lambda lib, x: lib.nn.functional.interpolate(x, size=(2.5,)),
    "scale factors for 2 dims": lambda lib, x: lib.nn.functional.interpolate(x, scale_factor=(2, 3)),
    "bicubic 3-D": lambda lib, x: lib.nn.functional.interpolate(x, size=3, mode="bicubic"),
    "unknown mode": lambda lib, x: lib.nn.functional.interpolate(x, size=3, mode="foo"),
    "align_corners with nearest": lambda lib, x: lib.nn.functional.interpolate(x, size=3, align_corners=True),
    "size and scale": lambda lib, x: lib.nn.functional.interpolate(x, size=3, scale_factor=2.0),
    "neither": lambda lib, x: lib.nn.functional.interpolate(x),
    "recompute with size": lambda lib, x: lib.nn.functional.interpolate(x, size=3, recompute_scale_factor=True),
    "antialias 3-D": lambda lib, x: lib.nn.functional.interpolate(x, size=3, antialias=True),
    "bilinear 3-D": lambda lib, x: lib.nn.functional.interpolate(x, size=3, mode="bilinear"),
    "linear 4-D": lambda lib, x: lib.nn.functional.interpolate(x[None], size=3, mode="linear"),
    "trilinear 4-D": lambda lib, x: lib.nn.functional.interpolate(x[None], size=3, mode="trilinear"),
    "empty channels": lambda lib, x: lib.nn.functional.interpolate(x[:, :0], size=3),
    "empty length": lambda lib, x: lib.nn.functional.interpolate(x[..., :0], size=3, mode="linear"),
    "int input nearest": lambda lib, x: lib.nn.functional.interpolate(x.int(), size=3),
    "int input linear": lambda lib, x: lib.nn.functional.interpolate(x.int(), size=3, mode="linear"),
    "pixel_shuffle channels": lambda lib, x: lib.nn.functional.pixel_shuffle(x[None, :, :1].expand(1, 5, 2, 2), 2),
    "pixel_shuffle 2-D": lambda lib, x: lib.nn.functional.pixel_shuffle(x[0], 2),
    "pixel_shuffle factor 0": lambda lib, x: lib.nn.functional.pixel_shuffle(x[None], 0),
    "pixel_shuffle negative factor": lambda lib, x: lib.nn.functional.pixel_shuffle(x[None], -1),
    "pixel_shuffle float factor": lambda lib, x: lib.nn.functional.pixel_shuffle(x[None], 2.0),
    "pixel_unshuffle height": lambda lib, x: lib.nn.functional.pixel_unshuffle(x[None, :, :3], 2),
    "pixel_unshuffle width": lambda lib, x: lib.nn.functional.pixel_unshuffle(x[None, :, :, :3], 2),
    "pixel_unshuffle 1-D": lambda lib, x: lib.nn.functional.pixel_unshuffle(x[0, 0], 2),
    "pixel_unshuffle factor 0": lambda lib, x: lib.nn.functional.pixel_unshuffle(x[None], 0),
}


@pytest.mark.parametrize("case", ERRORS)
def test_error_matches_pytorch(case, torch):
    same_error(torch, ERRORS[case], (2, 4, 4))


def test_antialias_is_refused_clearly():
    with pytest.raises(NotImplementedError, match="antialias=True"):
        gradtable.nn.functional.interpolate(gradtable.ones(1, 1, 4, 4), size=2, mode="bilinear", antialias=True)


@pytest.mark.parametrize("name,kwargs", [("upsample", {"size": 5}), ("upsample_nearest", {"scale_factor": 2}),
                                         ("upsample_bilinear", {"size": (3, 5)})])
def test_deprecated_names_warn(name, kwargs, torch):
    shape = (1, 2, 4, 4)
    texts = []
    for lib in (gradtable, torch):
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            getattr(lib.nn.functional, name)(lib.ones(shape), **kwargs)
        texts.append([str(w.message) for w in caught if issubclass(w.category, UserWarning)])
    assert texts[0] == texts[1] and texts[0]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        compare(torch, lambda lib, x: getattr(lib.nn.functional, name)(x, **kwargs), shape)


MODULES = ["Upsample(scale_factor=2)", "Upsample(size=3, mode='bilinear')",
           "Upsample((3, 4), mode='bilinear', align_corners=True)",
           "Upsample(scale_factor=(2, 1.5), mode='nearest-exact')", "UpsamplingNearest2d(scale_factor=2)",
           "UpsamplingBilinear2d(size=4)", "UpsamplingBilinear2d(scale_factor=1.5)", "PixelShuffle(2)",
           "PixelUnshuffle(2)"]


@pytest.mark.parametrize("spec", MODULES)
def test_modules_match_pytorch(spec, torch):
    ours, theirs = eval("gradtable.nn." + spec), eval("torch.nn." + spec)
    assert repr(ours) == repr(theirs)
    compare(torch, lambda lib, x: (ours if lib is gradtable else theirs)(x), (2, 4, 4, 6))


@FIXTURE
@given(lead=st.lists(st.integers(1, 2), max_size=2), c=st.integers(1, 2), r=st.integers(1, 3), h=st.integers(1, 3),
       w=st.integers(1, 3))
def test_pixel_shuffle_matches_pytorch(torch, lead, c, r, h, w):
    compare(torch, lambda lib, x: lib.nn.functional.pixel_shuffle(x, r), tuple(lead) + (c * r * r, h, w))
    compare(torch, lambda lib, x: lib.nn.functional.pixel_unshuffle(x, r), tuple(lead) + (c, h * r, w * r))


@pytest.mark.parametrize("nd", [1, 2, 3])
@pytest.mark.parametrize("factor", [1.25, 2.25, 0.6])
@pytest.mark.parametrize("mode", ["nearest", "nearest-exact", "linear"])
def test_scale_factors_that_keep_or_double_a_size(nd, factor, mode, torch):
    """A scale_factor giving the same or twice the size: PyTorch's 2-d nearest kernel copies or
    halves the index, its 1-d and 3-d ones use the scale; the linear modes copy an unchanged dim."""
    mode = {"linear": ["linear", "bilinear", "trilinear"][nd - 1]}.get(mode, mode)
    for d in range(nd):
        shape = [1, 2] + [1] * nd
        shape[2 + d] = 2 if factor != 0.6 else 5
        factors = [1.0] * nd
        factors[d] = factor
        compare(torch, lambda lib, x: lib.nn.functional.interpolate(x, scale_factor=tuple(factors), mode=mode),
                tuple(shape), grad=nd == 2 or mode != "nearest")


FORWARD_MODE = {
    "interpolate bilinear": lambda F, d: F.interpolate(d, size=(5, 3), mode="bilinear"),
    "interpolate nearest-exact": lambda F, d: F.interpolate(d, scale_factor=1.7, mode="nearest-exact"),
    "adaptive_max_pool2d": lambda F, d: F.adaptive_max_pool2d(d, (2, 3)),
    "max_pool1d": lambda F, d: F.max_pool1d(d[0], 2),
    "pixel_shuffle": lambda F, d: F.pixel_shuffle(d[:, :1].expand(1, 4, 3, 4), 2),
    "instance_norm": lambda F, d: F.instance_norm(d),
    "local_response_norm": lambda F, d: F.local_response_norm(d, 2),
}


@pytest.mark.parametrize("case", FORWARD_MODE)
def test_forward_mode_matches_pytorch(case, torch):
    """The compositions get forward-mode AD from their ops: same tangents as PyTorch."""
    x, t = arrays((1, 2, 3, 4), (1, 2, 3, 4))
    tangents = []
    for lib in (gradtable, torch):
        with lib.autograd.forward_ad.dual_level():
            dual = lib.autograd.forward_ad.make_dual(lib.tensor(x), lib.tensor(t))
            out = FORWARD_MODE[case](lib.nn.functional, dual)
            tangents.append(lib.autograd.forward_ad.unpack_dual(out).tangent)
    assert_same(*tangents)
