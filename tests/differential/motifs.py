"""Motifs: short sequences of steps drawn together, for the corners one random step at a time rarely
reaches (issue 29 found them with a differential run written outside the project):

- in-place writes into an expanded tensor (every in-place op of the table, index assignment,
  masked_fill_, index_put_ with accumulate, copy_ of itself, fill_), also of an empty one;
- layouts made by LAPACK (inv, cholesky, solve), advanced indexing, cat of expanded tensors and
  softmax of a permuted one, then probed: view, reshape (a copy or a view, then written in place),
  contiguous, stride, is_contiguous;
- a result-saving in-place op (exp_, sigmoid_, ...) on a view of a tensor that is still used, with
  hooks and retained grads, before a second-order backward;
- size-0 tensors under create_graph.

A motif is a list of step drawers. Each drawer runs when its turn comes, with the pool as PyTorch
left it (the motif's earlier steps have run), and gives a strategy of a Step or None (None ends the
motif: an earlier step raised). `slot` is the slot the drawn step will fill, so `Ref(slot - 1)` is the result
of the step before it.
"""
from dataclasses import dataclass

from hypothesis import strategies as st

from .program import Index, Lit, Ref, Slice, Step

#: In-place ops whose backward uses their result (PyTorch saves it): their double backward goes
#: through the saved result, which is where a view's history matters.
RESULT_SAVING = ("exp_", "sigmoid_", "tanh_", "reciprocal_", "sqrt_", "rsqrt_", "relu_")
#: LAPACK ops whose results are column-major in PyTorch.
LAPACK = ("linalg.inv", "inverse", "linalg.solve", "linalg.inv_ex")


@dataclass(frozen=True)
class Motif:
    name: str
    drawers: tuple
    backward: tuple = ()      # backward modes that show the corner (the program's backward is drawn among them)


def _held(pool, ref):
    return dict(pool.items).get(ref)


def _floats(pool, requires_grad=None, predicate=None):
    return [(ref, t) for ref, t in pool.floats()
            if (requires_grad is None or t.requires_grad == requires_grad) and (predicate is None or predicate(t))]


# -- in-place writes into an expanded tensor

@st.composite
def _expand(draw, pool, slot):
    choices = _floats(pool, predicate=lambda t: t.dim() <= 2 and t.numel() <= 12)
    if not choices:
        return None
    ref, tensor = draw(st.sampled_from(choices))
    shape = tuple(tensor.shape)
    sizes = tuple(draw(st.sampled_from((2, 3))) if n == 1 else n for n in shape)
    return Step("method", "expand", (ref, (draw(st.sampled_from((1, 2, 3))),) + sizes))


def _write_into_previous(inplace_specs, arguments, index_of):
    """A drawer of an in-place write into the previous result: any in-place op of the table, an index
    assignment, masked_fill_, index_put_ (accumulating or not), copy_ (of itself, or another), fill_."""
    @st.composite
    def drawer(draw, pool, slot):
        target = Ref(slot - 1)
        tensor = _held(pool, target)
        if tensor is None:
            return None
        shape = tuple(tensor.shape)
        kind = draw(st.sampled_from(("op",) * 4 + ("setitem",) * 3 + ("masked_fill_", "index_put_", "copy_", "fill_")))
        if kind == "op":
            spec = draw(st.sampled_from(inplace_specs))
            drawn = arguments(draw, spec, pool, self_ref=target)
            if drawn is None or not drawn[0]:
                return None
            return Step("method" if spec.kind == "method" else "call", spec.name, *drawn)
        if kind == "setitem":
            source = draw(st.sampled_from((0.5, -1.0, 2.0))) if draw(st.booleans()) else \
                draw(st.sampled_from([ref for ref, _ in pool.floats()]))
            return Step("setitem", "", (target, draw(index_of(shape)), source))
        if kind == "masked_fill_":
            mask = draw(st.lists(st.booleans(), min_size=tensor.numel(), max_size=tensor.numel()))
            value = draw(st.sampled_from((1.0, -0.5)))
            return Step("method", "masked_fill_", (target, Lit(tuple(mask), shape, "bool"), value))
        if kind == "index_put_" and shape:
            rows = draw(st.lists(st.integers(0, max(shape[0] - 1, 0)), min_size=1, max_size=3))
            value = Lit((draw(st.sampled_from((1.0, 0.25))),), (), "float64")
            return Step("method", "index_put_", (target, (Lit(tuple(rows), (len(rows),), "int64"),), value),
                        (("accumulate", draw(st.booleans())),))
        if kind == "copy_":
            source = target if draw(st.booleans()) else draw(st.sampled_from([ref for ref, _ in pool.floats()]))
            return Step("method", "copy_", (target, source))
        return Step("method", "fill_", (target, 1.5))
    return drawer


@st.composite
def _emptied_any(draw, pool, slot):
    choices = _floats(pool, predicate=lambda t: t.dim() >= 1)
    if not choices:
        return None
    ref, _ = draw(st.sampled_from(choices))
    return Step("getitem", "", (ref, Index((Slice(None, 0),))))


def _unsqueeze_expand_previous(pool, slot):
    tensor = _held(pool, Ref(slot - 1))
    return st.just(None if tensor is None else Step("method", "expand", (Ref(slot - 1), (2,) + tuple(tensor.shape))))


# -- layouts, then what depends on them

@st.composite
def _square(draw, pool, slot):
    """A square matrix (or a batch of them) sliced from the pool, or None."""
    choices = _floats(pool, predicate=lambda t: t.dim() >= 2 and min(t.shape[-2:]) >= 2)
    if not choices:
        return None
    ref, tensor = draw(st.sampled_from(choices))
    n = draw(st.integers(2, min(tensor.shape[-2:])))
    return Step("getitem", "", (ref, Index((Ellipsis, Slice(None, n), Slice(None, n)))))


@st.composite
def _lapack_of_previous(draw, pool, slot):
    ref = Ref(slot - 1)
    if _held(pool, ref) is None:
        return None
    name = draw(st.sampled_from(LAPACK))
    return Step("call", name, (ref, ref) if name == "linalg.solve" else (ref,))


def _transpose_previous(pool, slot):
    return st.just(Step("method", "transpose", (Ref(slot - 1), -1, -2))
                   if _held(pool, Ref(slot - 1)) is not None else None)


def _gram(pool, slot):
    """A A^T from the square A and its transpose (the two steps before): positive-definite unless A is
    singular, for cholesky."""
    if _held(pool, Ref(slot - 1)) is None or _held(pool, Ref(slot - 2)) is None:
        return st.just(None)
    return st.just(Step("call", "matmul", (Ref(slot - 2), Ref(slot - 1))))


def _cholesky_of_previous(pool, slot):
    return st.just(Step("call", "linalg.cholesky", (Ref(slot - 1),)) if _held(pool, Ref(slot - 1)) is not None
                   else None)


@st.composite
def _advanced_index(draw, pool, slot):
    choices = _floats(pool, predicate=lambda t: t.dim() >= 2 and t.shape[-1] >= 1 and t.numel() > 0)
    if not choices:
        return None
    ref, tensor = draw(st.sampled_from(choices))
    last, dim1 = tensor.shape[-1], tensor.shape[1]
    where = draw(st.sampled_from(("last", "second")))
    size = last if where == "last" else dim1
    if not size:
        return None
    values = draw(st.lists(st.integers(0, size - 1), min_size=1, max_size=3))
    index = Lit(tuple(values), (len(values),), "int64")
    items = (Ellipsis, index) if where == "last" else (Slice(), index)
    return Step("getitem", "", (ref, Index(items)))


@st.composite
def _cat_of_expanded(draw, pool, slot):
    ref = Ref(slot - 1)
    tensor = _held(pool, ref)
    if tensor is None or tensor.dim() == 0:
        return None
    return Step("call", "cat", ([ref, ref],), (("dim", draw(st.integers(0, tensor.dim() - 1))),))


@st.composite
def _permute(draw, pool, slot):
    choices = _floats(pool, predicate=lambda t: t.dim() >= 2)
    if not choices:
        return None
    ref, tensor = draw(st.sampled_from(choices))
    return Step("method", "transpose", (ref, 0, tensor.dim() - 1))


@st.composite
def _softmax_of_previous(draw, pool, slot):
    ref = Ref(slot - 1)
    tensor = _held(pool, ref)
    if tensor is None:
        return None
    name = draw(st.sampled_from(("log_softmax", "softmax", "nn.functional.log_softmax")))
    return Step("call", name, (ref,), (("dim", draw(st.integers(0, max(tensor.dim() - 1, 0)))),))


@st.composite
def _probe_layout(draw, pool, slot):
    """What depends on the previous result's layout: view (which refuses a layout it cannot keep),
    reshape and flatten (a view or a copy), contiguous (itself or a copy), stride, is_contiguous."""
    ref = Ref(slot - 1)
    tensor = _held(pool, ref)
    if tensor is None:
        return None
    probe = draw(st.sampled_from(("view", "view", "view_swapped", "reshape", "flatten", "contiguous", "stride",
                                  "is_contiguous")))
    if probe == "view":
        return Step("method", "view", (ref, (-1,)))
    if probe == "view_swapped" and tensor.dim() >= 2:
        return Step("method", "view", (ref, tuple(tensor.shape[:-2]) + (tensor.shape[-1], tensor.shape[-2])))
    if probe == "reshape":
        return Step("method", "reshape", (ref, (-1,)))
    return Step("method", probe if probe != "view_swapped" else "stride", (ref,))


@st.composite
def _write_previous_in_place(draw, pool, slot):
    """An in-place op on the previous result (a reshape that must have copied, when PyTorch copies)."""
    ref = Ref(slot - 1)
    if _held(pool, ref) is None:
        return None
    return Step("method", draw(st.sampled_from(("mul_", "add_"))), (ref, 2.0))


# -- result-saving in-place ops on views, then hooks and a second-order backward

@st.composite
def _scaled(draw, pool, slot):
    choices = _floats(pool, requires_grad=True, predicate=lambda t: t.numel() > 0)
    if not choices:
        return None
    ref, _ = draw(st.sampled_from(choices))
    return Step("operator", "*", (ref, 1.5))


@st.composite
def _view_of_previous(draw, pool, slot):
    ref = Ref(slot - 1)
    tensor = _held(pool, ref)
    if tensor is None:
        return None
    kind = draw(st.sampled_from(("view", "slice", "select", "t", "unsqueeze")))
    if kind == "view" or tensor.dim() == 0:
        return Step("method", "view", (ref, (-1,)))
    if kind == "slice":
        return Step("getitem", "", (ref, Index((Slice(None, max(tensor.shape[0] - 1, 1)),))))
    if kind == "select":
        return Step("method", "select", (ref, 0, 0))
    if kind == "t" and tensor.dim() <= 2:
        return Step("method", "t", (ref,))
    return Step("method", "unsqueeze", (ref, 0))


@st.composite
def _result_saving_inplace(draw, pool, slot):
    ref = Ref(slot - 1)
    if _held(pool, ref) is None:
        return None
    return Step("method", draw(st.sampled_from(RESULT_SAVING)), (ref,))


def _observe(back):
    """A hook or retain_grad on the result `back` steps before this one (the base or the view)."""
    @st.composite
    def drawer(draw, pool, slot):
        ref = Ref(slot - back)
        if _held(pool, ref) is None:
            return None
        kind = draw(st.sampled_from(("hook", "hook", "retain_grad")))
        return Step(kind, draw(st.sampled_from(("observe", "double"))) if kind == "hook" else "", (ref,))
    return drawer


# -- size-0 tensors under create_graph

@st.composite
def _emptied(draw, pool, slot):
    choices = _floats(pool, requires_grad=True, predicate=lambda t: t.dim() >= 1)
    if not choices:
        return None
    ref, tensor = draw(st.sampled_from(choices))
    kind = draw(st.sampled_from(("slice", "narrow", "tile", "repeat")))
    if kind == "slice":
        return Step("getitem", "", (ref, Index((Slice(None, 0),))))
    if kind == "narrow":
        return Step("call", "narrow", (ref, 0, 0, 0))
    if kind == "tile":
        return Step("call", "tile", (ref, (0,) + (1,) * (tensor.dim() - 1)))
    return Step("method", "repeat", (ref, (0,) * tensor.dim()))


@st.composite
def _combine_previous(draw, pool, slot):
    ref = Ref(slot - 1)
    if _held(pool, ref) is None:
        return None
    others = [r for r, t in pool.floats() if t.requires_grad and t.dim() == 0]
    kind = draw(st.sampled_from(("mul", "exp", "sum", "pow")))
    if kind == "mul" and others:
        return Step("operator", "*", (ref, draw(st.sampled_from(others))))
    if kind == "sum":
        return Step("call", "sum", (ref,))
    if kind == "pow":
        return Step("operator", "**", (ref, 2.0))
    return Step("call", "exp", (ref,))


def motifs(inplace_specs, arguments, index_of):
    """The motifs, given what they draw with: the catalogue's in-place specs and strategy.py's
    argument and index drawers (passed in: strategy.py imports this module)."""
    write = _write_into_previous(inplace_specs, arguments, index_of)
    return (
        Motif("expanded write", (_expand, write)),
        Motif("expanded empty write", (_emptied_any, _unsqueeze_expand_previous, write)),
        Motif("lapack layout", (_square, _lapack_of_previous, _probe_layout)),
        Motif("lapack reshape then write", (_square, _lapack_of_previous, _probe_layout, _write_previous_in_place),
              ("plain", "grad")),
        Motif("cholesky layout", (_square, _transpose_previous, _gram, _cholesky_of_previous, _probe_layout)),
        Motif("advanced index layout", (_advanced_index, _probe_layout)),
        Motif("cat of expanded layout", (_expand, _cat_of_expanded, _probe_layout)),
        Motif("softmax of permuted layout", (_permute, _softmax_of_previous, _probe_layout)),
        Motif("in-place on a view, second order", (_scaled, _view_of_previous, _result_saving_inplace, _observe(3),
                                                   _observe(2)), ("create_graph", "create_graph", "grad")),
        Motif("size-0 under create_graph", (_emptied, _combine_previous, _observe(1)), ("create_graph",)),
    )
