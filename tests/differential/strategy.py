"""The Hypothesis strategy that draws random programs.

A program is drawn step by step while PyTorch runs it, so each step can pick arguments that fit
the shapes so far (a valid dim most of the time, a broadcastable second operand, an index within
range); now and then an argument is deliberately off, so errors are compared too. The drawn
program is plain data (program.py): the runner replays it in each library independently.

Shapes include 0-dim, size-0 and size-1 dims and broadcasting; values come from a small grid (so
ties and exact zeros are common) plus nan, +-inf and -0.0.
"""
import math

from hypothesis import strategies as st

from . import catalogue, motifs
from .program import Backward, Index, Leaf, Lit, Program, Ref, Slice, Step
from .runner import MISSING, execute, tensors_of

GRID = (-2.0, -1.5, -1.0, -0.5, -0.25, 0.0, 0.25, 0.5, 1.0, 1.5, 2.0, 3.0)
SPECIAL = (math.nan, math.inf, -math.inf, -0.0)
SCALARS = (0.0, -0.0, 1.0, -1.0, 0.5, 2.0, 3, -2, 1.5, math.inf, -math.inf, math.nan)
OPERATORS = ("+", "-", "*", "/", "//", "%", "**", "@", ">", "==")

# Arguments drawn from a short list of meaningful choices, by parameter name.
STRING_CHOICES = {
    "approximate": ("none", "tanh"), "rounding_mode": (None, "trunc", "floor"),
    "reduction": ("mean", "sum", "none"),
}


class Pool:
    """The tensors so far (as PyTorch computed them): where each lives and its shape."""

    def __init__(self):
        self.items = []                  # (Ref, torch tensor)

    def add(self, slot, value, torch):
        tensors = tensors_of(torch, value)
        single = isinstance(value, torch.Tensor)
        for i, tensor in enumerate(tensors):
            self.items.append((Ref(slot) if single else Ref(slot, i), tensor))

    def floats(self):
        return [(ref, t) for ref, t in self.items if t.is_floating_point()]


def _size(shape):
    return math.prod(shape)


@st.composite
def shapes(draw, max_dims=3):
    ndim = draw(st.integers(0, max_dims))
    return tuple(draw(st.sampled_from((0, 1, 1, 2, 2, 3, 3, 4))) for _ in range(ndim))


@st.composite
def leaves(draw):
    first = draw(shapes())
    result = []
    for i in range(draw(st.integers(1, 3))):
        shape = first if i == 0 else draw(st.one_of(shapes(), _broadcastable(first)))
        special = draw(st.booleans()) and draw(st.booleans())
        element = st.sampled_from(GRID + SPECIAL) if special else st.sampled_from(GRID)
        values = tuple(draw(st.lists(element, min_size=_size(shape), max_size=_size(shape))))
        result.append(Leaf(shape, values, draw(st.sampled_from((True, True, True, False))),
                           reshaped=draw(st.integers(0, 5)) == 0))
    return result


@st.composite
def _broadcastable(draw, shape):
    """A shape that broadcasts with `shape`: a suffix of it with some sizes replaced by 1."""
    keep = draw(st.integers(0, len(shape)))
    suffix = shape[len(shape) - keep:]
    return tuple(1 if draw(st.booleans()) and draw(st.booleans()) else s for s in suffix)


def _dim(draw, ndim, valid_bias=True):
    """A dim, valid (wrapped either way) most of the time; 0-dim tensors take -1 and 0 as PyTorch."""
    span = max(ndim, 1)
    if valid_bias and draw(st.integers(0, 19)) > 0:
        return draw(st.integers(-span, span - 1))
    return draw(st.integers(-span - 1, span))


def _pick(draw, pool, prefer_float=True, shape=None):
    candidates = pool.floats() if prefer_float and pool.floats() else pool.items
    if shape is not None:
        fitting = [c for c in candidates if _broadcasts(tuple(c[1].shape), shape)]
        if fitting and draw(st.integers(0, 9)) > 0:
            candidates = fitting
    return draw(st.sampled_from(candidates))


def _broadcasts(a, b):
    for x, y in zip(reversed(a), reversed(b)):
        if x != y and x != 1 and y != 1:
            return False
    return True


def _reshape_target(draw, shape):
    n = _size(shape)
    options = [(-1,), shape + (1,), (1,) + shape]
    if len(shape) >= 2:
        options.append(shape[:-2] + (shape[-2] * shape[-1],))
        options.append((-1, shape[-1]))
    if n == 0:
        options.append((0, -1) if len(shape) else (0,))
    return draw(st.sampled_from(options))


def _expand_target(draw, shape):
    sizes = tuple(draw(st.sampled_from((1, 2, 3, -1))) if s == 1 else s for s in shape)
    if draw(st.booleans()):
        sizes = (draw(st.sampled_from((1, 2))),) + sizes
    return sizes


def _int_index(draw, size, shape):
    """An int64 index tensor of `shape` with values in [0, size) (or one bad value, now and then)."""
    high = max(size, 1)
    bad = draw(st.integers(0, 19)) == 0
    values = tuple(draw(st.integers(-high if bad else 0, high if bad else max(size - 1, 0)))
                   for _ in range(_size(shape)))
    return Lit(values, shape, "int64")


def _arguments(draw, spec, pool, self_ref=None):
    """Arguments for one call of `spec`, or None when the pool cannot feed it. `self_ref`: the first
    tensor argument (a motif's target)."""
    args, kwargs = [], []
    self_tensor = None
    context = {}
    by_keyword = False          # once an optional argument is left out, the rest go by keyword
    for param in spec.params:
        optional = param.has_default
        if optional and param.name not in ("dim", "keepdim", "correction", "approximate", "rounding_mode",
                                            "reduction", "descending", "min", "max", "ord", "p", "diagonal",
                                            "offset", "dim1", "dim2", "start_dim", "end_dim", "alpha",
                                            "equal_nan", "weight", "dims", "shifts", "stable"):
            by_keyword = True
            continue
        if optional and param.name != "stable" and draw(st.booleans()):
            by_keyword = True
            continue
        if self_ref is not None and self_tensor is None and param.type in ("Tensor", "Tensor?"):
            value = self_ref
        else:
            value = _argument(draw, spec, param, pool, self_tensor, context)
        if value is _CANNOT:
            return None
        if value is _OMIT:
            by_keyword = True
            continue
        if self_tensor is None and isinstance(value, Ref):
            self_tensor = dict(pool.items)[value]
        if param.kw_only or by_keyword:
            kwargs.append((param.name, value))
        else:
            args.append(value)
    return tuple(args), tuple(kwargs)


_CANNOT, _OMIT = object(), object()


def _argument(draw, spec, param, pool, self_tensor, context):
    ptype, name = param.type, param.name
    shape = tuple(self_tensor.shape) if self_tensor is not None else ()
    ndim = len(shape)
    if ptype in ("Tensor", "Tensor?"):
        if name in ("condition", "mask"):
            mask_shape = draw(_broadcastable(shape)) if draw(st.booleans()) else shape
            return Lit(tuple(draw(st.lists(st.booleans(), min_size=_size(mask_shape), max_size=_size(mask_shape)))),
                       mask_shape, "bool")
        if name in ("index", "indices"):
            dim = context.get("dim", 0)
            if not isinstance(dim, int) or not -max(ndim, 1) <= dim < max(ndim, 1):
                dim = 0
            size = shape[dim] if ndim else 1
            if spec.name.startswith("index_select"):
                return _int_index(draw, size, (draw(st.integers(0, 3)),) if ndim else draw(st.sampled_from(((), (1,)))))
            index_shape = tuple(draw(st.integers(0 if s == 0 else 1, s)) if s else 0 for s in shape)
            return _int_index(draw, size, index_shape)
        if self_tensor is None:
            return _pick(draw, pool)[0]
        if name == "value" and draw(st.booleans()):
            return Lit((draw(st.sampled_from(GRID)),), (), "float64")
        return _pick(draw, pool, shape=shape)[0]
    if ptype == "Tensor[]":
        first_ref, first = _pick(draw, pool)
        same = [ref for ref, t in pool.items if tuple(t.shape) == tuple(first.shape)] or [first_ref]
        return [first_ref] + [draw(st.sampled_from(same)) for _ in range(draw(st.integers(0, 2)))]
    if ptype in ("Scalar", "Scalar?"):
        if name == "correction":
            return draw(st.sampled_from((0, 1, 2)))
        if name == "ord":
            return draw(st.sampled_from((2, 1, math.inf, -math.inf, 0, 3, -1, 0.5)))
        if name == "p":
            return draw(st.sampled_from((2, 1, 0, math.inf, 3)))
        return draw(st.sampled_from(SCALARS))
    if ptype in ("int", "int?"):
        if name in ("dim", "dim0", "dim1", "dim2", "start_dim", "end_dim"):
            if ptype == "int?" and draw(st.booleans()):
                return None
            dim = _dim(draw, ndim)
            context.setdefault("dim", dim)
            return dim
        if name in ("offset", "diagonal"):
            return draw(st.integers(-2, 2))
        if name == "n":
            return draw(st.integers(0, 2))
        if name == "decimals":
            return draw(st.integers(0, 2))
        if name in ("chunks", "split_size"):
            return draw(st.integers(1, 3))
        if name in ("index", "start", "length"):
            dim = context.get("dim", 0)
            size = shape[dim] if ndim and -ndim <= dim < ndim else 1
            if name == "index":
                return draw(st.integers(-size - 1, size))
            if name == "start":
                context["start"] = draw(st.integers(0, size))
                return context["start"]
            return draw(st.integers(0, max(size - context.get("start", 0), 0)))
        return _CANNOT
    if ptype in ("int[]", "int[1]", "int[1]?", "int[]?", "int[2]"):
        if name == "dim":
            if ptype.endswith("?") and draw(st.booleans()):
                return None
            span = max(ndim, 1)
            dims = draw(st.lists(st.integers(-span, span - 1), max_size=min(span, 2), unique=True))
            if spec.name.startswith(("logsumexp", "squeeze")) and not dims:
                dims = [_dim(draw, ndim)]
            return tuple(dims)
        if name in ("size", "shape"):
            return _expand_target(draw, shape) if spec.name.startswith(("expand", "broadcast_to")) \
                else _reshape_target(draw, shape)
        if name == "dims" and spec.name.startswith("permute"):
            return tuple(draw(st.permutations(range(ndim))))
        if name in ("dims", "source", "destination"):
            span = max(ndim, 1)
            return tuple(draw(st.lists(st.integers(-span, span - 1), min_size=1 if name != "dims" else 0,
                                       max_size=1 if name != "dims" else min(span, 2), unique=True)))
        if name == "shifts":
            return tuple(draw(st.lists(st.integers(-3, 3), min_size=1, max_size=1)))
        if name in ("repeats",) or (name == "dims" and spec.name.startswith("tile")):
            return tuple(draw(st.lists(st.integers(0, 2), min_size=ndim, max_size=ndim + 1)))
        if name == "sizes":
            dim = context.get("dim", 0)
            size = shape[dim] if ndim and -ndim <= dim < ndim else 1
            return draw(st.sampled_from(((size,), (-1,), (1, size), (size, 1), (1, -1))))
        if name in ("split_size", "split_sizes"):
            return tuple(draw(st.lists(st.integers(0, 2), min_size=1, max_size=3)))
        return _CANNOT
    if ptype in ("bool", "bool?"):
        if name in ("keepdim", "descending", "equal_nan"):
            return draw(st.booleans())
        if name == "stable":  # sort(stable=True): ties keep their order, so the answer is unique
            return True
        if name == "as_tuple":
            return True
        return _OMIT if param.has_default else _CANNOT
    if ptype in ("str", "str?"):
        if name in STRING_CHOICES:
            return draw(st.sampled_from(STRING_CHOICES[name]))
        if name in ("ord", "p"):
            # ("nuc" is not drawn: its gradient U V^H is not unique for the rank-deficient matrices
            # random programs make all the time, e.g. by filling a view with one value; the issue
            # excludes such ambiguous answers. tests/differential/test_long_tail.py tests it by hand.)
            return "fro"
        return _OMIT if param.has_default else _CANNOT
    if ptype in ("float", "float?"):
        return _OMIT if param.has_default else _CANNOT
    if ptype == "ScalarType?":
        return _OMIT
    return _CANNOT


@st.composite
def _op_step(draw, pool, specs, inplace):
    spec = draw(st.sampled_from([s for s in specs if s.inplace == inplace]))
    drawn = _arguments(draw, spec, pool)
    if drawn is None:
        return None
    args, kwargs = drawn
    if not args:
        return None
    return Step("method" if spec.kind == "method" else "call", spec.name, args, kwargs)


@st.composite
def _index(draw, shape):
    """A subscript for x[...]: basic (ints, slices with steps, None, ...) or one advanced index."""
    items = []
    dims = list(shape)
    if draw(st.integers(0, 4)) == 0 and dims:
        if draw(st.booleans()):
            return Index((Lit(tuple(draw(st.lists(st.booleans(), min_size=dims[0], max_size=dims[0]))),
                              (dims[0],), "bool"),))
        return Index((_int_index(draw, dims[0], (draw(st.integers(0, 3)),)),))
    for size in dims[:draw(st.integers(0, len(dims)))]:
        choice = draw(st.integers(0, 5))
        if choice == 0:
            items.append(draw(st.integers(-size - 1 if size else -1, size)))
        elif choice == 1:
            items.append(None)
        else:
            items.append(Slice(draw(st.sampled_from((None, 0, 1, -1))), draw(st.sampled_from((None, 2, -1))),
                               draw(st.sampled_from((None, 1, 2)))))
    if draw(st.integers(0, 5)) == 0:
        items.insert(draw(st.integers(0, len(items))), Ellipsis)
    if not items:
        items.append(Slice())
    return Index(tuple(items))


@st.composite
def _step(draw, pool, specs, leaf_count):
    kind = draw(st.sampled_from(("op",) * 9 + ("inplace",) * 3 + ("operator",) * 2 + ("getitem",) * 2 +
                                ("setitem", "retain_grad", "hook", "detach")))
    if kind == "op":
        step = draw(_op_step(pool, specs, False))
    elif kind == "inplace":
        step = draw(_op_step(pool, specs, True))
    elif kind == "operator":
        symbol = draw(st.sampled_from(OPERATORS + ("neg",)))
        ref, tensor = _pick(draw, pool)
        if symbol == "neg":
            step = Step("operator", "-", (ref,))
        else:
            other = draw(st.sampled_from(SCALARS)) if draw(st.integers(0, 3)) == 0 \
                else _pick(draw, pool, shape=tuple(tensor.shape))[0]
            operands = (ref, other) if draw(st.integers(0, 4)) else (other, ref)
            if not isinstance(operands[0], Ref) and symbol == "@":
                operands = (ref, other)
            step = Step("operator", symbol, operands)
    elif kind in ("getitem", "setitem"):
        ref, tensor = _pick(draw, pool)
        index = draw(_index(tuple(tensor.shape)))
        if kind == "getitem":
            step = Step("getitem", "", (ref, index))
        else:
            source = draw(st.sampled_from(GRID + SPECIAL)) if draw(st.booleans()) else _pick(draw, pool)[0]
            step = Step("setitem", "", (ref, index, source))
    else:
        ref, tensor = _pick(draw, pool, prefer_float=True)
        step = Step(kind, draw(st.sampled_from(("observe", "double"))) if kind == "hook" else "", (ref,))
    if step is not None and step.kind in ("call", "method", "operator", "getitem") and draw(st.integers(0, 11)) == 0:
        step = Step(step.kind, step.name, step.args, step.kwargs, no_grad=True)
    return step


def _partially_overlapping_write(torch, env, step):
    """True when an in-place step would read an input that overlaps its target only partly:
    what either library computes then depends on the order it visits elements (left out; the exact
    refusals PyTorch makes, such as x.mul_(x.t()), have their own tests)."""
    if not (step.kind == "setitem" or (step.kind in ("call", "method") and step.name.endswith("_"))):
        return False
    values = []
    for arg in step.args:
        if isinstance(arg, Ref) and env[arg.slot] is not MISSING:
            held = tensors_of(torch, env[arg.slot])
            if arg.item is None and held:
                values.append(held[0])
            elif arg.item is not None and len(held) > arg.item:
                values.append(held[arg.item])
    if len(values) < 2:
        return False
    target = values[0]
    for other in values[1:]:
        if other.untyped_storage().data_ptr() != target.untyped_storage().data_ptr():
            continue
        if other.data_ptr() == target.data_ptr() and other.stride() == target.stride() \
                and other.shape == target.shape:
            continue
        return True
    return False


@st.composite
def programs(draw, max_steps=12):
    """A random program; PyTorch (the oracle) must be importable."""
    import torch
    specs = [s for s in catalogue_specs() if _exists(torch, s)]
    drawn_leaves = draw(leaves())
    pool, env = Pool(), []
    for slot, leaf in enumerate(drawn_leaves):
        tensor = leaf.build(torch)
        env.append(tensor)
        pool.add(slot, tensor, torch)
    steps, pending, modes = [], [], ()
    for _ in range(draw(st.integers(3, max_steps))):
        if not pending and draw(st.integers(0, 4)) == 0:
            motif = draw(st.sampled_from(_motifs(specs)))
            pending, modes = list(motif.drawers), motif.backward or modes
        if pending:
            step = draw(pending.pop(0)(pool, len(env)))
            if step is None:
                pending = []
        else:
            step = draw(_step(pool, specs, len(drawn_leaves)))
        if step is None or _partially_overlapping_write(torch, env, step):
            continue
        slot = len(env)
        try:
            import warnings
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                value = execute(torch, env, step)
        except Exception:
            value = MISSING
        steps.append(step)
        env.append(value)
        if value is not MISSING and value is not None:
            pool.add(slot, value, torch)
    return Program(tuple(drawn_leaves), tuple(steps), draw(_backward(pool, modes)))


_MOTIFS = []


def _motifs(specs):
    if not _MOTIFS:
        _MOTIFS.extend(motifs.motifs([s for s in specs if s.inplace and s.kind == "method"], _arguments, _index))
    return _MOTIFS


@st.composite
def _backward(draw, pool, modes=()):
    """The backward: mostly one of `modes` when a motif asked for them (its corner shows there)."""
    if modes and draw(st.integers(0, 3)):
        mode = draw(st.sampled_from(modes))
    else:
        mode = draw(st.sampled_from(("plain",) * 4 + ("twice",) * 2 + ("create_graph",) * 2 + ("grad",) * 2
                                    + ("none",)))
    if mode == "none":
        return Backward("none")
    differentiable = [(ref, t) for ref, t in pool.items if t.requires_grad]
    leaves = [ref for ref, t in pool.items if _is_leaf(t) and t.requires_grad]
    root = differentiable[-1][0] if differentiable and draw(st.integers(0, 4)) else pool.items[-1][0]
    wrt = ()
    if mode == "create_graph":
        wrt = tuple(leaves) or (root,)
    elif mode == "grad":
        chosen = draw(st.lists(st.sampled_from([ref for ref, _ in differentiable] or [root]), min_size=1,
                               max_size=2, unique=True))
        wrt = tuple(chosen)
    return Backward(mode, root, wrt)


def _is_leaf(tensor):
    try:
        return tensor.is_leaf
    except RuntimeError:         # a no_grad view whose base changed in place: PyTorch refuses to say
        return False


_SPECS = []


def catalogue_specs():
    if not _SPECS:
        _SPECS.extend(catalogue.build())
    return _SPECS


def _exists(torch, spec):
    if spec.kind == "method":
        return hasattr(torch.Tensor, spec.name)
    owner = torch
    for part in spec.name.split("."):
        owner = getattr(owner, part, None)
        if owner is None:
            return False
    return True
