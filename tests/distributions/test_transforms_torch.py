"""Transforms, constraints and the constraint registry against PyTorch's: every Transform's forward,
inverse and log_abs_det_jacobian with their first and second derivatives, shapes, signs, domains and
reprs; every constraint's check; biject_to and transform_to for every registered constraint."""
import numpy as np
import pytest
from dist_oracle import assert_close, compare_gradients, same_outcome, to_numpy

import gradtable

rng = np.random.default_rng(0)
REAL = rng.uniform(-2, 2, (2, 3))
POS = rng.uniform(0.2, 3, (2, 3))
SQUARE = rng.uniform(-1, 1, (2, 3, 3))

#: (name, code making the transform from D (distributions), T (library) and P (its parameter tensors),
#: the input x); P holds `a` (shape (3,)) and `b` (positive, shape (3,)), leaves that require grad.
TRANSFORMS = [
    ("Exp", "D.transforms.ExpTransform()", REAL),
    ("Power", "D.transforms.PowerTransform(P['b'])", POS),
    ("Power-number", "D.transforms.PowerTransform(2.5)", POS),
    ("Sigmoid", "D.transforms.SigmoidTransform()", REAL * 20),
    ("Softplus", "D.transforms.SoftplusTransform()", REAL),
    ("Tanh", "D.transforms.TanhTransform()", REAL),
    ("Abs", "D.transforms.AbsTransform()", REAL),
    ("Affine", "D.transforms.AffineTransform(P['a'], P['b'])", REAL),
    ("Affine-numbers", "D.transforms.AffineTransform(1.5, -2.0)", REAL),
    ("Affine-event", "D.transforms.AffineTransform(P['a'], P['b'], event_dim=1)", REAL),
    ("Compose", "D.transforms.ComposeTransform([D.transforms.ExpTransform(), "
     "D.transforms.AffineTransform(P['a'], P['b'])])", REAL),
    ("Compose-events", "D.transforms.ComposeTransform([D.transforms.AffineTransform(P['a'], P['b']), "
     "D.transforms.StickBreakingTransform()])", REAL),
    ("identity", "D.transforms.identity_transform", REAL),
    ("Independent", "D.transforms.IndependentTransform(D.transforms.SigmoidTransform(), 1)", REAL),
    ("Reshape", "D.transforms.ReshapeTransform((2, 3), (3, 2))", REAL),
    ("CorrCholesky", "D.transforms.CorrCholeskyTransform()", REAL),
    ("Softmax", "D.transforms.SoftmaxTransform()", REAL),
    ("StickBreaking", "D.transforms.StickBreakingTransform()", REAL),
    ("LowerCholesky", "D.transforms.LowerCholeskyTransform()", SQUARE),
    ("PositiveDefinite", "D.transforms.PositiveDefiniteTransform()", SQUARE),
    ("Cat", "D.transforms.CatTransform([D.transforms.ExpTransform(), D.transforms.AffineTransform(0.5, 2.0)], "
     "dim=-1, lengths=[2, 1])", REAL),
    ("Cat-batch", "D.transforms.CatTransform([D.transforms.ExpTransform(), D.transforms.SigmoidTransform()], "
     "dim=0, lengths=[1, 1])", REAL),
    ("Stack", "D.transforms.StackTransform([D.transforms.ExpTransform(), D.transforms.TanhTransform(), "
     "D.transforms.AffineTransform(1.0, 3.0)], dim=1)", REAL),
    ("CumulativeDistribution", "D.transforms.CumulativeDistributionTransform(D.Normal(P['a'], P['b']))", REAL),
    ("inverse", "D.transforms.ExpTransform().inv", POS),
    ("inverse-affine", "D.transforms.AffineTransform(P['a'], P['b']).inv", REAL),
    ("inverse-compose", "D.transforms.ComposeTransform([D.transforms.TanhTransform(), "
     "D.transforms.AffineTransform(P['a'], P['b'])]).inv", REAL),
    ("cached", "D.transforms.SigmoidTransform(cache_size=1)", REAL),
    ("cached-affine", "D.transforms.AffineTransform(P['a'], P['b']).with_cache()", REAL),
]

PARAMS = {"a": rng.uniform(-1, 1, 3), "b": rng.uniform(0.5, 2, 3)}


def _make(lib, code, x):
    params = {k: lib.tensor(v, dtype=lib.float64, requires_grad=True) for k, v in PARAMS.items()}
    t = eval(code, {"D": lib.distributions, "T": lib, "P": params})
    xt = lib.tensor(x, dtype=lib.float64, requires_grad=True)
    return t, xt, {"x": xt, **params}


@pytest.mark.parametrize("code,x", [(c, x) for _, c, x in TRANSFORMS], ids=[n for n, _, _ in TRANSFORMS])
def test_transform(code, x, torch):
    (t, xt, leaves), (tt, txt, tleaves) = _make(gradtable, code, x), _make(torch, code, x)
    assert repr(t) == repr(tt)
    for attr in ("bijective", "event_dim"):
        assert same_outcome(lambda a=attr: getattr(t, a), lambda a=attr: getattr(tt, a), attr) in (None,) or \
            getattr(t, attr) == getattr(tt, attr)
    for attr in ("domain", "codomain"):
        assert repr(getattr(t, attr)) == repr(getattr(tt, attr))
        assert getattr(t, attr).event_dim == getattr(tt, attr).event_dim
    outcome = same_outcome(lambda: t.sign, lambda: tt.sign, "sign")
    if outcome is not None:
        assert_close(outcome[0], outcome[1], "sign")
    shape = tuple(x.shape)
    outcome = same_outcome(lambda: t.forward_shape(shape), lambda: tt.forward_shape(shape), "forward_shape")
    if outcome is not None:
        assert tuple(outcome[0]) == tuple(outcome[1])
    y, ty = t(xt), tt(txt)
    assert_close(y, ty, "forward")
    compare_gradients(y, ty, leaves, tleaves, "forward", 1e-6, 1e-9, torch)
    assert tuple(t.inverse_shape(tuple(ty.shape))) == tuple(tt.inverse_shape(tuple(ty.shape)))
    y_in = gradtable.tensor(to_numpy(ty), dtype=gradtable.float64, requires_grad=True)
    ty_in = torch.tensor(to_numpy(ty), dtype=torch.float64, requires_grad=True)
    outcome = same_outcome(lambda: t.inv(y_in), lambda: tt.inv(ty_in), "inverse")
    if outcome is not None:
        assert_close(*outcome, "inverse", 1e-6, 1e-8)
        compare_gradients(*outcome, {"y": y_in, **leaves}, {"y": ty_in, **tleaves}, "inverse", 1e-5, 1e-8, torch)
    assert t.inv.inv is t
    outcome = same_outcome(lambda: t.log_abs_det_jacobian(xt, y), lambda: tt.log_abs_det_jacobian(txt, ty),
                           "log_abs_det_jacobian")
    if outcome is not None:
        assert_close(*outcome, "log_abs_det_jacobian")
        compare_gradients(*outcome, leaves, tleaves, "log_abs_det_jacobian", 1e-6, 1e-9, torch)


def test_cache_returns_the_very_input(lib):
    t = lib.distributions.transforms.ExpTransform(cache_size=1)
    x = lib.tensor([0.5, 1.0], requires_grad=True)
    y = t(x)
    assert t(x) is y and t.inv(y) is x
    assert lib.distributions.transforms.ExpTransform().with_cache(1)._cache_size == 1
    with pytest.raises(ValueError, match="cache_size must be 0 or 1"):
        lib.distributions.transforms.ExpTransform(cache_size=2)


def test_transform_equality(lib):
    tr = lib.distributions.transforms
    assert tr.ExpTransform() == tr.ExpTransform() and tr.ExpTransform() != tr.SigmoidTransform()
    assert tr.AffineTransform(1.0, 2.0) == tr.AffineTransform(1.0, 2.0)
    assert tr.AffineTransform(lib.tensor([1.0]), 2.0) != tr.AffineTransform(lib.tensor([1.5]), 2.0)
    assert tr.ExpTransform().inv == tr.ExpTransform().inv
    assert tr.ComposeTransform([tr.ExpTransform()]) == tr.ComposeTransform([tr.ExpTransform()])
    assert tr.PowerTransform(2.0) == tr.PowerTransform(2.0)


def _constraint_values():
    return [np.array([-1.0, 0.0, 0.5, 1.0, 2.0, np.nan, np.inf]), np.array([[0.2, 0.8], [0.5, 0.6]]),
            np.array([[1.0, 0.0], [0.3, 2.0]]), np.array([[[1.0, 0.5], [0.5, 1.0]], [[1.0, 2.0], [2.0, 1.0]]]),
            np.array([[0.0, 1.0, 0.0], [1.0, 1.0, 0.0]]), np.array([[1.0, 0.0], [0.6, 0.8]])]


CONSTRAINTS = ["C.real", "C.positive", "C.nonnegative", "C.unit_interval", "C.boolean", "C.nonnegative_integer",
               "C.positive_integer", "C.greater_than(0.5)", "C.greater_than_eq(0.5)", "C.less_than(1.0)",
               "C.interval(-0.5, 1.0)", "C.half_open_interval(0.0, 1.0)", "C.integer_interval(0, 1)",
               "C.real_vector", "C.simplex", "C.one_hot", "C.multinomial(2)", "C.lower_triangular",
               "C.lower_cholesky", "C.corr_cholesky", "C.square", "C.symmetric", "C.positive_semidefinite",
               "C.positive_definite", "C.independent(C.positive, 1)", "C.cat([C.positive, C.real], -1, [1, 1])",
               "C.stack([C.positive, C.unit_interval], -1)", "C.MixtureSameFamilyConstraint(C.positive)",
               "C.dependent", "C.dependent(is_discrete=True, event_dim=1)"]


@pytest.mark.parametrize("code", CONSTRAINTS)
def test_constraint(code, torch):
    c = eval(code, {"C": gradtable.distributions.constraints})
    tc = eval(code, {"C": torch.distributions.constraints})
    assert repr(c) == repr(tc)
    for attr in ("is_discrete", "event_dim"):
        outcome = same_outcome(lambda a=attr: getattr(c, a), lambda a=attr: getattr(tc, a), attr)
        assert outcome is None or outcome[0] == outcome[1]
    for v in _constraint_values():
        outcome = same_outcome(lambda v=v: c.check(gradtable.tensor(v)), lambda v=v: tc.check(torch.tensor(v)),
                               f"check({v.tolist()})")
        if outcome is not None:
            np.testing.assert_array_equal(to_numpy(outcome[0]), to_numpy(outcome[1]))
    assert gradtable.distributions.constraints.is_dependent(c) == torch.distributions.constraints.is_dependent(tc)


@pytest.mark.parametrize("registry", ["biject_to", "transform_to"])
@pytest.mark.parametrize("code", [c for c in CONSTRAINTS if c != "C.dependent" and "dependent(" not in c])
def test_constraint_registry(code, registry, torch):
    D, TD = gradtable.distributions, torch.distributions
    c, tc = eval(code, {"C": D.constraints}), eval(code, {"C": TD.constraints})
    outcome = same_outcome(lambda: getattr(D, registry)(c), lambda: getattr(TD, registry)(tc), registry)
    if outcome is None:
        return
    t, tt = outcome
    assert repr(t) == repr(tt)
    shape = (2, 6) if "corr" in code else (2, 4, 4) if tc.event_dim == 2 else (2, 2)
    x = np.random.default_rng(1).uniform(-1, 1, shape)
    y = t(gradtable.tensor(x))
    ty = tt(torch.tensor(x))
    assert_close(y, ty, f"{registry}({code})")
    assert bool(c.check(y).all()) == bool(tc.check(ty).all())


def test_registering_a_constraint(lib):
    D = lib.distributions
    registry = D.constraint_registry.ConstraintRegistry()
    registry.register(D.constraints.positive, lambda c: D.transforms.ExpTransform())
    assert isinstance(registry(D.constraints.positive), D.transforms.ExpTransform)
    with pytest.raises(NotImplementedError, match="Cannot transform _Real constraints"):
        registry(D.constraints.real)
    with pytest.raises(TypeError, match="Expected constraint to be either a Constraint subclass or instance"):
        registry.register(3, lambda c: None)
