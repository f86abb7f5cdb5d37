"""Issue 27's remaining Tensor methods against PyTorch: the conversions byte/char/short, the Python-callable
methods apply_/map_/map2_ (element types, conversion back, overflow, expansion, the refusals), as_strided_
(in place: shape, strides, storage offset, version, node), addmm_ (structured: self's shape and dtype
checks), torch.resize_as_, const_data_ptr and name."""
import pytest
from call_outcomes import same


def f(lib):
    return lib.tensor([[1.5, -2.25, 300.0], [0.5, 7.0, -0.75]])


CASES = [
    # conversions: wrap-around and truncation as C casts, from every kind of source
    lambda lib: (f(lib).byte(), f(lib).char(), f(lib).short()),
    lambda lib: (lib.tensor([True, False]).short(), lib.tensor([70000, -1]).short(), lib.tensor([-1, 256]).byte()),
    lambda lib: (lib.zeros(0, 2).char(), lib.tensor(3.5).byte(), f(lib).requires_grad_().short()),
    # apply_ / map_ / map2_: Python numbers in, converted back to self's dtype; no version bump
    lambda lib: f(lib).apply_(lambda v: v * 2 + 1),
    lambda lib: lib.tensor([1, 2, 3], dtype=lib.int32).apply_(lambda v: v + 0.7),
    lambda lib: lib.tensor([1, 2], dtype=lib.int32).apply_(lambda v: type(v) is int),
    lambda lib: lib.tensor([True, False]).apply_(lambda v: not v),
    lambda lib: lib.ones(2, dtype=lib.float16).apply_(lambda v: v / 3),
    lambda lib: lib.ones(2).apply_(lambda v: 2 ** 70),
    lambda lib: lib.ones(2, dtype=lib.float64).apply_(lambda v: float("nan")),
    lambda lib: f(lib).t().apply_(lambda v: -v),
    lambda lib: lib.zeros(0).apply_(lambda v: 1 / 0),
    lambda lib: lib.tensor(2.0).apply_(lambda v: v ** 3),
    lambda lib: (lambda x: (x[:, 1].apply_(lambda v: 5.0), x, x._version))(f(lib)),
    lambda lib: f(lib).map_(lib.tensor([10.0, 20.0, 30.0]), lambda a, b: a + b),
    lambda lib: f(lib).map_(lib.tensor(5.0), lambda a, b: a - b),
    lambda lib: f(lib).map2_(lib.tensor([[1.0], [2.0]]), lib.tensor(2.0), lambda a, b, c: a + b * c),
    lambda lib: lib.tensor([3, 4]).map2_(lib.tensor([1, 2]), lib.tensor([5, 6]), lambda a, b, c: a * b - c),
    # the refusals: grad, dtypes, shapes, results that are not numbers, overflow, not callable
    lambda lib: f(lib).requires_grad_().apply_(lambda v: v),
    lambda lib: (f(lib).requires_grad_() * 1).map_(f(lib), lambda a, b: a),
    lambda lib: f(lib).requires_grad_().map2_(f(lib), f(lib), lambda a, b, c: a),
    lambda lib: f(lib).map_(lib.ones(3, dtype=lib.int64), lambda a, b: a),
    lambda lib: f(lib).map2_(lib.ones(3, dtype=lib.int64), f(lib), lambda a, b, c: a),
    lambda lib: f(lib).map2_(f(lib), lib.ones(3, dtype=lib.float64), lambda a, b, c: a),
    lambda lib: f(lib).map_(lib.ones(2), lambda a, b: a),
    lambda lib: lib.ones(3).map2_(lib.ones(3), lib.ones(2), lambda a, b, c: a),
    lambda lib: lib.ones(2).apply_(lambda v: None),
    lambda lib: lib.ones(2, dtype=lib.int32).apply_(lambda v: 2 ** 40),
    lambda lib: lib.ones(2, dtype=lib.int32).apply_(lambda v: 2 ** 70),
    lambda lib: lib.ones(2).apply_(5),
    lambda lib: lib.ones(2).apply_(lambda v: 1 / 0),
    # as_strided_: the tensor itself, restrided over its storage, a node over its history
    lambda lib: (lambda y: (lib.as_strided_(y, (2, 2), (1, 2), 1), y.stride(), y.storage_offset(), y._version))(
        lib.arange(6.0, requires_grad=True) * 1),
    lambda lib: (lambda y: (y.as_strided_((3,), (2,)), y.stride(), y.storage_offset()))(lib.arange(6.0)[1:]),
    lambda lib: lib.as_strided(lib.arange(6.0), (2, 2), (1, 2), 1).storage_offset(),
    lambda lib: lib.arange(6.0).as_strided_((4, 4), (1, 1)),
    lambda lib: lib.arange(6.0).as_strided_((2,), (-1,)),
    # addmm_: written into self (AddmmBackward0); a self of another shape or dtype is refused
    lambda lib: lib.zeros(2, 4).addmm_(lib.ones(2, 3), lib.ones(3, 4), beta=2, alpha=3),
    lambda lib: (lib.zeros(2, 4, requires_grad=True) * 1).addmm_(lib.ones(2, 3), lib.ones(3, 4)),
    lambda lib: lib.zeros(4).addmm_(lib.ones(2, 3), lib.ones(3, 4)),
    lambda lib: lib.zeros(2, 1).addmm_(lib.ones(2, 3), lib.ones(3, 4)),
    lambda lib: lib.zeros(2, 4, dtype=lib.int64).addmm_(lib.ones(2, 3), lib.ones(3, 4)),
    lambda lib: lib.addmm(lib.zeros(2, 4), lib.ones(2, 3, dtype=lib.float64), lib.ones(3, 4)),
    lambda lib: lib.addmm(lib.zeros(2, 4), lib.ones(2, 3), lib.ones(3, 4, dtype=lib.float64)),
    # torch.resize_as_, const_data_ptr, name
    lambda lib: (lambda x: (lib.resize_as_(x, lib.zeros(3)), x._version))(f(lib)),
    lambda lib: lib.resize_as_(input=lib.ones(2), the_template=lib.ones(2, 2)).shape,
    lambda lib: lib.resize_as_(lib.ones(2, requires_grad=True), lib.ones(3)),
    lambda lib: (lambda x: (x.const_data_ptr() == x.data_ptr(), x[1:].const_data_ptr() - x.data_ptr()))(f(lib)),
    lambda lib: (f(lib).name, lib.nn.Parameter(f(lib)).name),
]


@pytest.mark.parametrize("build", CASES, ids=range(len(CASES)))
def test_matches_pytorch(build, torch):
    same(torch, build)


def test_name_is_read_only(torch):
    import gradtable

    for lib in (gradtable, torch):
        with pytest.raises(AttributeError):
            f(lib).name = "x"
