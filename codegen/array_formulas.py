"""Backward formulas rewritten onto NumPy arrays, for `apply_arrays`.

Without create_graph nothing a formula computes is recorded, so running it through
gradtable's ops only adds their bookkeeping (unwrapping, wrapping, dispatch) to the
NumPy work. For formulas built from arithmetic operators and calls to table ops whose
forward is a plain NumPy expression of their arguments, the generator inlines those
forwards and emits a second body that works on arrays: `grad * cos(self)` becomes
`grad * np.cos(self)` with `grad` and `self` the arrays. Any other formula keeps only the
tensor path (`apply`), so this is an optimisation, never a second definition of a rule.
"""
import ast
import copy

from .runtime_modules import KERNEL_MODULES
from .signature import varargs_param

#: Operators that mean the same on NumPy arrays as on tensors. Mixed dtypes: a 0-dim saved
#: tensor comes back as a Python number beside a dimensioned gradient (array_backward.saved_array),
#: as the forward ops treat it, and the engine casts each returned gradient to its input's dtype.
_OPERATORS = (ast.Add, ast.Sub, ast.Mult, ast.Div, ast.Pow)
#: Parameter types an inlined op may have (lists and optionals need the op's own argument handling).
_PARAM_TYPES = ("Tensor", "Scalar", "int", "bool", "float", "int[]")
#: Helpers that are written for tensors but do the same on arrays.
ARRAY_SAFE_HELPERS = {"maybe_multiply", "scalar_conj"}
#: What `x.conj()` / `conj(x)` becomes on arrays: the conjugate only when the gradient is complex (a
#: complex result), so that real backwards pay one test per node and no copy. (A formula whose output is
#: real but whose operand is complex must take the conjugate through a helper: the tensor path.)
COMPLEX_GRAD = "complex_grad"
#: Helpers (and ops) with an array version of the same name in runtime/autograd/array_backward.py,
#: each computing what the tensor version computes, with the same kernels.
ARRAY_HELPERS = {"sum_backward", "mean_backward", "softmax_backward", "log_softmax_backward", "gelu_backward",
                 "layer_norm_backward", "sum_to", "pow_backward", "nll_loss_backward", "index_put_zeros", "cat",
                 "convolution_grads", "mm_mat1_backward", "mm_mat2_backward"}
#: Tensor methods whose NumPy method of the same name computes the same values (the call is kept
#: as it is written: `grad.reshape(self_sym_sizes)`, a view or a copy as the layout allows).
ARRAY_METHODS = {"reshape"}
#: Modules an inlined NumPy forward may call into (functions.py imports the ones used).
ARRAY_MODULES = ("np", "math", *KERNEL_MODULES)


def inlinable_ops(entries):
    """name -> entry for table ops a formula may call on arrays: one overload, one tensor
    result, a NumPy forward (not a composite or in-place op) over tensors, scalars, ints, bools,
    floats and int lists the op takes as they are (a `*size` list only as a saved shape: _inline).
    A view op's forward is a NumPy view: formulas only read it."""
    groups = {}
    for e in entries:
        groups.setdefault(e.name, []).append(e)
    ops = {}
    for name, group in groups.items():
        plain = [e for e in group if not e.is_inplace]
        if len(plain) != 1 and not _same_forward(plain):
            continue
        e = plain[0]
        sig = e.signature
        if (e.numpy is None or e.composite or len(sig.returns) != 1 or sig.returns_list
                or any(p.type not in _PARAM_TYPES or p.has_default or p.kw_only for p in sig.params)):
            continue
        ops[name] = e
    return ops


def _same_forward(overloads):
    """Overloads that differ only in a parameter's type (masked_fill's Scalar and Tensor value) and
    share one NumPy forward: on arrays they are one function, whichever overload a call would pick."""
    if len(overloads) < 2:
        return False
    first = overloads[0]
    names = [p.name for p in first.signature.params]
    return all(
        e.numpy is not None and e.numpy == first.numpy and [p.name for p in e.signature.params] == names
        for e in overloads)


class _NotArrays(Exception):
    """The formula uses something apply_arrays cannot run on arrays."""


def array_formula(tree, arrays, values, ops, modules):
    """The NumPy source of a formula (an ast.Expression), or None when it cannot run on arrays.

    arrays: names that are arrays in apply_arrays (grad, saved tensors, saved outputs);
    values: names of saved non-tensor values (Python numbers); ops: inlinable_ops();
    modules: a set that collects the kernel modules the source uses."""
    used = set()
    try:
        body = _rewrite(copy.deepcopy(tree.body), arrays, values, ops, used)
    except _NotArrays:
        return None
    modules |= used - {COMPLEX_GRAD}
    return ast.unparse(ast.fix_missing_locations(body))


def _rewrite(node, arrays, values, ops, used):
    if isinstance(node, ast.Name):
        if node.id in arrays or node.id in values:
            return node
        raise _NotArrays(node.id)
    if isinstance(node, ast.Constant):
        if node.value is None or type(node.value) in (int, float, bool, complex):
            return node
        raise _NotArrays(repr(node.value))
    if isinstance(node, ast.BinOp) and isinstance(node.op, _OPERATORS):
        node.left = _rewrite(node.left, arrays, values, ops, used)
        node.right = _rewrite(node.right, arrays, values, ops, used)
        return node
    if (isinstance(node, ast.Subscript) and isinstance(node.value, ast.Name) and node.value.id == "grads"
            and isinstance(node.slice, ast.Constant) and type(node.slice.value) is int):
        return node  # one output's gradient of a node with several outputs: an array like grad
    if (isinstance(node, ast.Subscript) and isinstance(node.value, ast.Name) and node.value.id in values
            and isinstance(node.slice, ast.Constant) and type(node.slice.value) is int):
        return node  # one size of a saved shape: weight.shape[0]
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.UAdd)):
        node.operand = _rewrite(node.operand, arrays, values, ops, used)
        return node
    conj_of = _conj_operand(node)
    if conj_of is not None:
        operand = _rewrite(conj_of, arrays, values, ops, used)
        used.add(COMPLEX_GRAD)
        conjugate = ast.Call(ast.Attribute(operand, "conjugate", ast.Load()), [], [])
        return ast.IfExp(ast.Name(COMPLEX_GRAD, ast.Load()), conjugate, copy.deepcopy(operand))
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and not node.keywords:
        args = [_rewrite(a, arrays, values, ops, used) for a in node.args]
        name = node.func.id
        if name in ARRAY_SAFE_HELPERS:
            node.args = args
            return node
        if name in ARRAY_HELPERS:
            node.args = args
            node.func = ast.Attribute(ast.Name("array_backward", ast.Load()), name, ast.Load())
            return node
        if name in ops:
            return _inline(ops[name], args, values, used)
    if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and not node.keywords
            and node.func.attr in ARRAY_METHODS):
        node.func.value = _rewrite(node.func.value, arrays, values, ops, used)
        node.args = [_rewrite(a, arrays, values, ops, used) for a in node.args]
        return node
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and not node.keywords:
        name = node.func.attr  # a method call x.mm(y) is the op mm(x, y)
        if name in ops:
            args = [_rewrite(a, arrays, values, ops, used) for a in [node.func.value] + node.args]
            return _inline(ops[name], args, values, used)
    raise _NotArrays(ast.dump(node))


def _conj_operand(node):
    """x for a formula's `x.conj()` or `conj(x)`, else None."""
    if not isinstance(node, ast.Call) or node.keywords:
        return None
    if isinstance(node.func, ast.Attribute) and node.func.attr == "conj" and not node.args:
        return node.func.value
    if isinstance(node.func, ast.Name) and node.func.id == "conj" and len(node.args) == 1:
        return node.args[0]
    return None


def _inline(entry, args, values, used):
    """The op's NumPy forward with its parameters replaced by the call's arguments."""
    params = [p.name for p in entry.signature.params]
    if len(args) != len(params):
        raise _NotArrays(entry.name)
    sizes = varargs_param(entry.signature)
    if sizes is not None and not (isinstance(args[params.index(sizes)], ast.Name)
                                  and args[params.index(sizes)].id in values):
        # The op's wrapper turns `*size` into a tuple of ints; a saved shape (grad.expand(self.shape)) is one.
        raise _NotArrays(entry.name)
    forward = ast.parse(entry.numpy, mode="eval").body
    uses = {}
    for n in ast.walk(forward):
        if isinstance(n, ast.Name) and n.id in params:
            uses[n.id] = uses.get(n.id, 0) + 1
        elif isinstance(n, ast.Name):
            if n.id not in ARRAY_MODULES:
                raise _NotArrays(n.id)
            used.add(n.id)
    by_name = dict(zip(params, args))
    for name, count in uses.items():  # an argument is computed once, as in the call it replaces
        if count > 1 and not isinstance(by_name[name], (ast.Name, ast.Constant)):
            raise _NotArrays(entry.name)

    class Substitute(ast.NodeTransformer):
        def visit_Name(self, n):
            return copy.deepcopy(by_name[n.id]) if n.id in by_name else n

    return Substitute().visit(forward)
