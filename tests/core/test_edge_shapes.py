"""Shape edge cases compared with PyTorch: dims of 0-dim tensors (PyTorch treats them as 1-d for
wrapping: dim 0 and -1 are accepted, others raise its "Dimension out of range"), size-0 dims and
empty matrices, std/var with no degrees of freedom, 0-dim masks, stable sorts.

Every case runs the same code on gradtable and on PyTorch and compares the outcome: the exception
type and first line of its text, or every result's shape, dtype and values (nan and the sign of
zero included), the gradient of the input (None vs a tensor) and the warnings raised (no NumPy
RuntimeWarning may reach the user where PyTorch is silent)."""
import warnings

import numpy as np
import pytest

import gradtable as gt

torch = pytest.importorskip("torch")

SHAPES = [(), (0,), (0, 3), (3, 0), (1,), (2, 1, 3)]
DIMS = [-1, 0, 1, -2, 3]
INF = float("inf")


def _outcome(lib, fn, data, grad=True):
    """What fn(lib, x) does on a float64 leaf x: ("raises", type, first line) or (results, x.grad),
    with the warnings it raised."""
    x = lib.tensor(data, dtype=lib.float64, requires_grad=grad)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            out = fn(lib, x)
            outs = tuple(out) if isinstance(out, (tuple, list)) else (out,)
            results = [(tuple(o.shape), str(o.dtype).split(".")[-1], o.detach().numpy().copy()) for o in outs]
            diff = [o for o in outs if o.requires_grad]
            if diff:
                sum(((o * 1.5).sum() for o in diff), lib.zeros((), dtype=lib.float64)).backward()
            g = None if x.grad is None else x.grad.numpy().copy()
            result = (results, g)
        except Exception as error:  # noqa: BLE001 - the exception is what is compared
            result = ("raises", type(error).__name__, str(error).split("\n")[0])
    messages = [f"{w.category.__name__}: {w.message}" for w in caught
                if not issubclass(w.category, DeprecationWarning)]
    return result, messages


def _same(a, b):
    """Equal shapes, nan where torch has nan, values close (float32 results: float32 rounding), and
    -0.0 where torch has -0.0 (where both are exactly zero)."""
    if a.shape != b.shape or a.dtype != b.dtype:
        return False
    if a.dtype.kind != "f":
        return np.array_equal(a, b)
    rtol, atol = (1e-6, 1e-7) if a.dtype == np.float32 else (1e-10, 1e-12)
    zeros = (a == 0) & (b == 0)
    return (np.array_equal(np.isnan(a), np.isnan(b)) and np.allclose(a, b, rtol=rtol, atol=atol, equal_nan=True)
            and np.array_equal(np.signbit(a[zeros]), np.signbit(b[zeros])))


def mismatch(fn, shape):
    """None when gradtable does what PyTorch does for fn on a random tensor of `shape`, else a description."""
    data = np.random.default_rng(0).standard_normal(shape)
    (ours, our_warnings), (theirs, their_warnings) = _outcome(gt, fn, data), _outcome(torch, fn, data)
    problem = None
    if ours[0] == "raises" or theirs[0] == "raises":
        if ours != theirs:
            problem = f"gradtable: {ours[:3] if ours[0] == 'raises' else 'no error'}, torch: {theirs}"
    else:
        (rows, g), (their_rows, their_g) = ours, theirs
        if [r[:2] for r in rows] != [r[:2] for r in their_rows]:
            problem = f"shapes/dtypes {[r[:2] for r in rows]} vs {[r[:2] for r in their_rows]}"
        elif not all(_same(r[2], t[2]) for r, t in zip(rows, their_rows)):
            problem = f"values {[r[2] for r in rows]} vs {[t[2] for t in their_rows]}"
        elif (g is None) != (their_g is None) or (g is not None and not (
                _same(g, their_g) if all(r[1] != "float32" for r in rows)  # (float32 results: float32 gradients)
                else g.shape == their_g.shape and np.allclose(g, their_g, rtol=1e-5, atol=1e-6, equal_nan=True))):
            problem = f"gradient {g} vs {their_g}"
    # PyTorch's warnings end with "(Triggered internally at ...)": ours must be their beginning
    if len(our_warnings) != len(their_warnings) or not all(
            t.startswith(o) for o, t in zip(our_warnings, their_warnings)):
        problem = (problem or "") + f" warnings {our_warnings} vs {their_warnings}"
    return problem and f"shape {shape}: {problem}"


def _idx(lib, x, fill=0):
    return lib.full(x.shape, fill, dtype=lib.int64)


# Every op with a dim argument (derivatives.yaml's int dim / int[1]? dim / int[] dims), called at `d`.
DIM_OPS = {
    "sum": lambda L, x, d: x.sum(d),
    "sum_keepdim": lambda L, x, d: x.sum(d, keepdim=True),
    "sum_list": lambda L, x, d: x.sum([d, 0]),
    "mean": lambda L, x, d: x.mean(d),
    "mean_keepdim": lambda L, x, d: x.mean([d], True),
    "prod": lambda L, x, d: x.prod(d),
    "prod_keepdim": lambda L, x, d: x.prod(d, True),
    "var": lambda L, x, d: x.var(d),
    "var_correction0": lambda L, x, d: x.var(d, correction=0, keepdim=True),
    "std": lambda L, x, d: x.std(d),
    "std_correction0": lambda L, x, d: x.std(d, correction=0),
    "amax": lambda L, x, d: x.amax(d),
    "amin_keepdim": lambda L, x, d: x.amin(d, True),
    "max": lambda L, x, d: x.max(d),
    "min_keepdim": lambda L, x, d: x.min(d, keepdim=True),
    "argmax": lambda L, x, d: x.argmax(d),
    "argmin_keepdim": lambda L, x, d: x.argmin(d, True),
    "logsumexp": lambda L, x, d: x.logsumexp(d),
    "logsumexp_keepdim": lambda L, x, d: x.logsumexp(d, True),
    "softmax": lambda L, x, d: x.softmax(d),
    "log_softmax": lambda L, x, d: x.log_softmax(d),
    "softmax_dtype": lambda L, x, d: L.nn.functional.softmax(x, d, dtype=L.float32),
    "cumsum": lambda L, x, d: x.cumsum(d),
    "cumsum_bool": lambda L, x, d: (x > 0).cumsum(d),
    "cumprod": lambda L, x, d: x.cumprod(d),
    "vector_norm": lambda L, x, d: L.linalg.vector_norm(x, dim=d),
    "vector_norm_1": lambda L, x, d: L.linalg.vector_norm(x, 1, d),
    "vector_norm_3_keepdim": lambda L, x, d: L.linalg.vector_norm(x, 3, d, True),
    "vector_norm_inf": lambda L, x, d: L.linalg.vector_norm(x, INF, d),
    "vector_norm_-inf": lambda L, x, d: L.linalg.vector_norm(x, -INF, d),
    "norm": lambda L, x, d: x.norm(dim=d),
    "topk": lambda L, x, d: x.topk(1, d),
    "topk_0": lambda L, x, d: x.topk(0, d),
    "sort": lambda L, x, d: x.sort(d),
    "sort_descending": lambda L, x, d: x.sort(d, descending=True),
    "sort_stable": lambda L, x, d: L.sort(x, stable=True, dim=d),
    "argsort": lambda L, x, d: x.argsort(d),
    "argsort_stable": lambda L, x, d: L.argsort(x, stable=True, dim=d, descending=True),
    "all": lambda L, x, d: (x > 0).all(d),
    "any_keepdim": lambda L, x, d: (x > 0).any(d, True),
    "squeeze": lambda L, x, d: x.squeeze(d),
    "unsqueeze": lambda L, x, d: x.unsqueeze(d),
    "flatten": lambda L, x, d: x.flatten(d),
    "flatten_to": lambda L, x, d: x.flatten(0, d),
    "flatten_from": lambda L, x, d: x.flatten(d, 0),
    "unflatten": lambda L, x, d: x.unflatten(d, (1, -1)),
    "select": lambda L, x, d: x.select(d, 0),
    "narrow": lambda L, x, d: x.narrow(d, 0, 1),
    "index_select": lambda L, x, d: x.index_select(d, L.tensor([0])),
    "index_select_0dim_index": lambda L, x, d: x.index_select(d, L.tensor(0)),
    "gather": lambda L, x, d: x.gather(d, _idx(L, x)),
    "gather_one": lambda L, x, d: x.gather(d, L.zeros((1,) * x.ndim, dtype=L.int64)),
    "take_along_dim": lambda L, x, d: L.take_along_dim(x, _idx(L, x), d),
    "scatter": lambda L, x, d: x.scatter(d, _idx(L, x), x * 2),
    "scatter_add": lambda L, x, d: x.scatter_add(d, _idx(L, x), x),
    "index_add": lambda L, x, d: x.index_add(d, L.tensor([0]), x.narrow(d, 0, 1) if x.ndim else x),
    "cat": lambda L, x, d: L.cat([x, x], d),
    "stack": lambda L, x, d: L.stack([x, x * 2], d),
    "flip": lambda L, x, d: x.flip(d),
    "roll": lambda L, x, d: x.roll(1, d),
    "movedim": lambda L, x, d: x.movedim(d, 0),
    "transpose": lambda L, x, d: x.transpose(d, 0),
    "unbind": lambda L, x, d: x.unbind(d),
    "split": lambda L, x, d: x.split(1, d),
    "chunk": lambda L, x, d: x.chunk(2, d),
    "normalize": lambda L, x, d: L.nn.functional.normalize(x, dim=d),
    "cosine_similarity": lambda L, x, d: L.nn.functional.cosine_similarity(x, x * 2, dim=d),
    "masked_fill_0dim_mask": lambda L, x, d: x.masked_fill(L.tensor(d == 0), 2.0),
    "squeeze_dims": lambda L, x, d: x.squeeze((d,)),
    "permute": lambda L, x, d: x.permute([d] if x.ndim else []),
    "permute_0dim": lambda L, x, d: x.permute([d]),
    "diagonal": lambda L, x, d: x.diagonal(0, d, 0),
    "diag_embed": lambda L, x, d: L.diag_embed(x, 0, d, 0),
    "split_with_sizes": lambda L, x, d: x.split_with_sizes([1], d),
    "scatter_value": lambda L, x, d: x.scatter(d, _idx(L, x), 3.0),
    "norm_fro": lambda L, x, d: x.norm("fro", dim=d),
    "linalg_norm_dim": lambda L, x, d: L.linalg.norm(x, dim=d),
    "linalg_norm_ord1_dim": lambda L, x, d: L.linalg.norm(x, 1, d),
    "tile": lambda L, x, d: x.tile((2,)),
}


@pytest.mark.parametrize("name", DIM_OPS)
def test_dim_ops_on_edge_shapes_match_torch(name):
    op = DIM_OPS[name]
    problems = [mismatch(lambda L, x, d=d: op(L, x, d), shape) for shape in SHAPES for d in DIMS]
    problems = [f"dim {d} {p}" for p, (_, d) in zip(problems, [(s, d) for s in SHAPES for d in DIMS]) if p]
    assert not problems, "\n".join(problems)


def test_the_sweep_can_fail():
    """The comparison sees a wrong value, a wrong error text and a stray warning."""
    assert mismatch(lambda L, x: x.sum(0) + (1 if L is gt else 0), (2,))
    assert mismatch(lambda L, x: x.sum(5), ()) is None
    assert mismatch(lambda L, x: x.sum(5) if L is torch else x.sum(4), ())

    def noisy(L, x):
        if L is gt:
            warnings.warn("divide by zero", RuntimeWarning, stacklevel=2)
        return x * 1
    assert mismatch(noisy, (2,))


def test_zero_dim_dims_and_their_error_text():
    x = gt.tensor(2.0, requires_grad=True)
    for op in ("sum", "mean", "prod", "amax", "amin", "logsumexp", "softmax", "log_softmax", "cumsum", "cumprod"):
        for d in (0, -1):
            y = getattr(x, op)(d)
            assert y.shape == () and float(y.detach()) == float(getattr(torch.tensor(2.0), op)(d))
    with pytest.raises(IndexError,
                       match=r"^Dimension out of range \(expected to be in range of \[-1, 0\], but got 2\)$"):
        x.sum(2)
    x.std(0, correction=0).backward()
    assert x.grad.shape == () and float(x.grad) == 0.0


LINALG_OPS = {
    "inv": lambda L, x: L.linalg.inv(x),
    "det": lambda L, x: L.linalg.det(x),
    "slogdet": lambda L, x: L.linalg.slogdet(x),
    "solve": lambda L, x: L.linalg.solve(x, x),
    "qr": lambda L, x: L.linalg.qr(x),
    "svd": lambda L, x: L.linalg.svd(x),
    "svd_reduced": lambda L, x: L.linalg.svd(x, full_matrices=False),
    "svdvals": lambda L, x: L.linalg.svdvals(x),
    "cholesky": lambda L, x: L.linalg.cholesky(x),
    "eigh": lambda L, x: L.linalg.eigh(x),
    "eigvalsh": lambda L, x: L.linalg.eigvalsh(x),
    "matmul_mT": lambda L, x: x @ x.mT,
    "mT_matmul": lambda L, x: x.mT @ x,
    "einsum": lambda L, x: L.einsum("...ij,...kj->...ik", x, x),
    "flatten": lambda L, x: x.flatten(),
    "flatten_1": lambda L, x: x.flatten(1),
    "sum": lambda L, x: x.sum(),
    "prod": lambda L, x: x.prod(),
    "mean": lambda L, x: x.mean(),
    "var": lambda L, x: x.var(),
    "std": lambda L, x: x.std(),
    "mean_0": lambda L, x: x.mean(0),
    "var_0": lambda L, x: x.var(0),
    "std_0": lambda L, x: x.std(0),
    "prod_0": lambda L, x: x.prod(0),
    "logsumexp_0": lambda L, x: x.logsumexp(0),
    "softmax_0": lambda L, x: x.softmax(0),
    "log_softmax_0": lambda L, x: x.log_softmax(0),
    "amax_0": lambda L, x: x.amax(0),
    "max_0": lambda L, x: x.max(0),
    "max": lambda L, x: x.max(),
}
for _ord in ["fro", "nuc", 1, -1, 2, -2, INF, -INF]:
    LINALG_OPS[f"matrix_norm_{_ord}"] = lambda L, x, o=_ord: L.linalg.matrix_norm(x, ord=o)
    LINALG_OPS[f"linalg_norm_{_ord}"] = lambda L, x, o=_ord: L.linalg.norm(x, ord=o)


@pytest.mark.parametrize("name", LINALG_OPS)
def test_empty_matrices_and_batches_match_torch(name):
    op = LINALG_OPS[name]
    problems = [mismatch(op, shape)
                for shape in [(0, 0), (0, 3, 3), (2, 0, 0), (3, 0), (0, 3), (2, 4, 0), (2, 0, 4), (0,)]]
    assert not [p for p in problems if p], "\n".join(p for p in problems if p)


#: linalg.solve(A, B) where B's batch is empty and A's is not: nothing to solve, yet PyTorch factors A (a
#: singular A still raises) and solve_ex's info has A's batch shape.
EMPTY_RHS = {
    "solve": lambda L, A: L.linalg.solve(A, L.ones(0, 3, 1, dtype=A.dtype)),
    "solve_broadcast": lambda L, A: L.linalg.solve(A, L.ones(2, 0, 3, 1, dtype=A.dtype)),
    "solve_left_false": lambda L, A: L.linalg.solve(A, L.ones(0, 1, 3, dtype=A.dtype), left=False),
    "solve_singular": lambda L, A: L.linalg.solve(A * 0, L.ones(0, 3, 1, dtype=A.dtype)),
    "solve_ex_info": lambda L, A: L.linalg.solve_ex(A, L.ones(0, 3, 1, dtype=A.dtype)).info,
    "solve_ex_singular_info": lambda L, A: L.linalg.solve_ex(A * 0, L.ones(0, 3, 1, dtype=A.dtype)).info,
}


@pytest.mark.parametrize("name", EMPTY_RHS)
def test_solve_with_an_empty_batch_of_right_hand_sides(name):
    problems = [mismatch(EMPTY_RHS[name], shape) for shape in [(3, 3), (2, 1, 3, 3)]]
    assert not [p for p in problems if p], "\n".join(p for p in problems if p)


def test_empty_reductions_values():
    assert np.array_equal(gt.zeros(0, 3).logsumexp(0).numpy(), np.full(3, -np.inf, np.float32))
    assert gt.softmax(gt.zeros(0, 3), 0).shape == (0, 3)
    assert tuple((gt.zeros(2, 4, 0) @ gt.zeros(2, 4, 0).mT).shape) == (2, 4, 4)
    with pytest.raises(IndexError, match=r"^max\(\): Expected reduction dim 0 to have non-zero size\.$"):
        gt.zeros(0, 3).max(0)
    with pytest.raises(IndexError, match=r"^amax\(\): Expected reduction dim -2 to have non-zero size\.$"):
        gt.zeros(0, 3).amax(-2)


UNARY = ["relu", "sigmoid", "tanh", "exp", "abs", "neg", "square", "sin", "erf", "floor", "clone", "t", "flatten",
         "nn.functional.relu", "nn.functional.gelu", "nn.functional.silu", "nn.functional.elu",
         "nn.functional.leaky_relu", "nn.functional.hardtanh", "nn.functional.softplus", "nn.functional.relu6"]


def _resolve(lib, path):
    for part in path.split("."):
        lib = getattr(lib, part)
    return lib


@pytest.mark.parametrize("name", UNARY)
def test_unary_ops_on_zero_dim_backward(name):
    for value in (0.5, -0.3, 0.0):
        problem = mismatch(lambda L, x: _resolve(L, name)(x), ())
        assert problem is None, problem
        v = gt.tensor(value, requires_grad=True)  # float32 too (the default dtype)
        _resolve(gt, name)(v).backward()
        t = torch.tensor(value, requires_grad=True)
        _resolve(torch, name)(t).backward()
        assert v.grad.shape == () and np.isclose(float(v.grad), float(t.grad), rtol=1e-6, atol=1e-7)


def test_masked_fill_with_a_zero_dim_mask():
    for lib in (gt, torch):
        x = lib.zeros(2, requires_grad=True)
        y = x.masked_fill(lib.tensor(True), 1.0)
        (y * lib.tensor([2.0, 3.0])).sum().backward()
        assert y.tolist() == [1.0, 1.0] and x.grad.tolist() == [0.0, 0.0]
        assert lib.zeros(2).masked_fill(lib.tensor(False), 1.0).tolist() == [0.0, 0.0]
    with pytest.raises(RuntimeError,
                       match=r"^masked_fill_ only supports boolean masks, but got mask with dtype long int$"):
        gt.zeros(2).masked_fill(gt.tensor(1), 1.0)


def test_std_var_without_degrees_of_freedom():
    for lib in (gt, torch):
        for op in ("std", "var"):
            x = lib.tensor([1.5], requires_grad=True)
            with pytest.warns(UserWarning, match=rf"^{op}\(\): degrees of freedom is <= 0\. Correction should be "
                                                 r"strictly less than the reduction factor"):
                y = getattr(x, op)()
            with warnings.catch_warnings():
                warnings.simplefilter("error")  # no NumPy RuntimeWarning, no ZeroDivisionError
                y.backward()
            assert np.isnan(y.item()) and np.isnan(x.grad.item())
    for shape, dim in [((0,), 0), ((0, 3), 0), ((3, 0), 1), ((0, 3), None)]:
        assert mismatch(lambda L, x: (x.var(dim, correction=0), x.std(dim),
                                      x.mean(dim) if dim is not None else x.mean()),
                        shape) is None


def test_stable_sort_matches_torch_on_ties():
    data = [3.0, 1.0, 3.0, 1.0, 2.0, 3.0]
    for kwargs in ({}, {"stable": True}, {"stable": False}, {"stable": None}, {"descending": True},
                   {"stable": True, "descending": True, "dim": 0}):
        ours, theirs = gt.sort(gt.tensor(data, requires_grad=True), **kwargs), torch.sort(
            torch.tensor(data, requires_grad=True), **kwargs)
        assert ours.indices.tolist() == theirs.indices.tolist() and ours.values.tolist() == theirs.values.tolist()
        assert ours.values.grad_fn.name() == theirs.values.grad_fn.name()
    assert gt.tensor(data).sort(stable=True, descending=True).indices.tolist() == [0, 2, 5, 4, 1, 3]
    assert gt.argsort(gt.tensor(data), stable=True).tolist() == torch.argsort(torch.tensor(data), stable=True).tolist()
    # (topk's order among equal values is PyTorch's partial sort, not a stable order: not compared)
    assert gt.tensor([3.0, 1.0, 3.0, 1.0]).topk(2).indices.tolist() == [0, 2]
    for lib in (gt, torch):
        with pytest.raises(TypeError):
            lib.sort(lib.tensor(data), 0, False, True)  # stable is keyword-only


FORWARD_AD = ["sum", "mean", "prod", "amax", "logsumexp", "softmax", "log_softmax", "cumsum", "cumprod", "sort",
              "topk", "squeeze", "unsqueeze", "flip", "relu", "index_select", "gather",
              "norm", "max", "var_correction0"]


@pytest.mark.parametrize("name", FORWARD_AD)
def test_forward_ad_of_dim_ops_on_zero_dim(name):
    """The tangent through a 0-dim tensor's dim op, as PyTorch (same ops as the sweep above)."""
    op = DIM_OPS.get(name) or (lambda L, x, d: getattr(x, name)())
    tangents = []
    for lib in (gt, torch):
        fa = lib.autograd.forward_ad
        with fa.dual_level():
            x = fa.make_dual(lib.tensor(0.7, dtype=lib.float64), lib.tensor(2.0, dtype=lib.float64))
            out = op(lib, x, 0)
            out = out[0] if isinstance(out, tuple) else out
            tangent = fa.unpack_dual(out).tangent
            tangents.append((tuple(tangent.shape), float(tangent)))
    assert tangents[0] == tangents[1]
