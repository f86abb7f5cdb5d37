"""The NumPy forward of a generated op, as code: the table's `numpy:` expression with its tensor
arguments unwrapped to arrays, the one-line unwrapping of an element-wise op's operands, and the form
an in-place op writes straight into self's memory with (`np.add(self, other, out=out)`)."""
import ast

import numpy as np


def _is_elementwise(tree):
    """A forward that is a NumPy ufunc (or np.where) of its arguments, or one of the element-wise
    kernels of runtime/kernels/pointwise.py, special.py, polynomials.py or elementwise.py, possibly chosen by an if."""
    node = tree.body if isinstance(tree, ast.Expression) else tree
    if isinstance(node, ast.IfExp):
        return _is_elementwise(node.body) and _is_elementwise(node.orelse)
    f = getattr(node, "func", None)
    if not (isinstance(node, ast.Call) and isinstance(f, ast.Attribute) and isinstance(f.value, ast.Name)):
        return False
    if f.value.id in ("pointwise_kernels", "special_kernels", "polynomial_kernels", "elementwise_kernels"):
        return True
    if f.value.id == "layout_kernels" and node.args:   # an element-wise result laid out as PyTorch's (2 ** x)
        return _is_elementwise(node.args[-1])
    return f.value.id == "np" and (f.attr == "where" or isinstance(getattr(np, f.attr, None), np.ufunc))


#: The ops whose PyTorch CPU kernels take a Python-number operand of a bfloat16 tensor at float32
#: ("opmath") instead of rounding it to bfloat16 first: unwrap_operands leaves their numbers alone.
OPMATH_SCALAR_OPS = {"mul", "div", "div.Tensor_mode", "floor_divide", "lerp.Scalar"}


def _flat_ufunc(node):
    """Whether a forward (or one branch of it) is one NumPy ufunc call on names and constants (`np.add(self,
    other)`): its number operand may come as a 0-d array of its tensor's dtype (unwrap_ufunc_pair), which
    NumPy computes with in the same loop, to the same bits. A number that meets other arithmetic first
    (`np.multiply(other, alpha)`) stays a Python number: NumPy computes that product in float64."""
    return (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
            and isinstance(node.func.value, ast.Name) and node.func.value.id == "np"
            and isinstance(getattr(np, node.func.attr, None), np.ufunc) and not node.keywords
            and all(isinstance(a, (ast.Name, ast.Constant)) for a in node.args))


def _operands_line(entry):
    """For an element-wise op: the line that unwraps its tensors all at once (`self_array, other_array =
    unwrap_pair(self, other)`; `self_array = unwrap(self)` for one), else None. A binary op whose forward is one
    flat ufunc call unwraps with unwrap_ufunc_pair (faster); `np.add(self, other) if alpha == 1 else ...`
    does so when its condition holds."""
    tensors = [p.name for p in entry.signature.params if p.type in ("Tensor", "Tensor?")]
    tree = ast.parse(entry.numpy, mode="eval")
    if len(tensors) == 1 and _is_elementwise(tree):
        # (once: the forward and its layout both read the array, `elementwise_result((self_array,), np.sin(self_array),
        # ...)`; a plain tensor's array read here, without unwrap's call: ~40 ns of a ~1.3 us op in the chain)
        t = tensors[0]
        return f"{t}_array = {t}._data if type({t}) is Tensor else unwrap({t})"
    if len(tensors) >= 2 and _is_elementwise(tree):
        opmath = entry.signature.full_name in OPMATH_SCALAR_OPS
        names, targets = ", ".join(tensors), ", ".join(t + "_array" for t in tensors)
        if len(tensors) > 2:
            return f"{targets} = unwrap_operands({names}{', keep_float_scalars=True' if opmath else ''})"
        general = f"unwrap_pair({names}{', True' if opmath else ''})"
        fast = f"unwrap_ufunc_pair({names}{', True' if opmath else ''})"
        body = tree.body
        if _flat_ufunc(body):
            return f"{targets} = {fast}"
        if (isinstance(body, ast.IfExp) and _flat_ufunc(body.body)
                and not {n.id for n in ast.walk(body.test) if isinstance(n, ast.Name)} & set(tensors)):
            return f"{targets} = {fast} if {ast.unparse(body.test)} else {general}"
        return f"{targets} = {general}"
    return None


def _forward_code(entry, tree=None, inplace=False, layout=False):
    """The NumPy forward with tensor arguments unwrapped to arrays. In an element-wise op of
    several tensors, they are the `<name>_array` locals of _operands_line (where a 0-dim tensor
    beside dimensioned ones is a Python number, so that NumPy's type promotion treats it as
    PyTorch does: it does not widen the result). The name `inplace` becomes True in the in-place
    variant's forward, False in the out-of-place op's. `layout`: an element-wise forward's new
    array is laid out as PyTorch's TensorIterator allocates it (NumPy orders dims its own way)."""
    params = {p.name: p for p in entry.signature.params}
    tree = tree or ast.parse(entry.numpy, mode="eval")
    tensors = [p.name for p in entry.signature.params if p.type in ("Tensor", "Tensor?")]
    operands = len(tensors) >= 1 and _is_elementwise(tree)

    class Unwrap(ast.NodeTransformer):
        def visit_Name(self, node):
            p = params.get(node.id)
            if node.id == "inplace" and p is None:
                return ast.copy_location(ast.Constant(inplace), node)
            if p is None:
                return node
            fn = {"Tensor": "unwrap", "Tensor?": "unwrap", "Tensor[]": "unwrap_list",
                  "Index": "numpy_index"}.get(p.type)
            if fn is None:
                return node
            if operands and fn == "unwrap":
                return ast.copy_location(ast.Name(node.id + "_array", ast.Load()), node)
            return ast.copy_location(ast.Call(ast.Name(fn, ast.Load()), [node], []), node)

    arrays = _layout_arrays(entry, tree) if layout else None
    code = ast.unparse(ast.fix_missing_locations(Unwrap().visit(tree)))
    return code if arrays is None else f"layout_kernels.iterated({arrays}, {code})"


def _layout_arrays(entry, tree):
    """For an element-wise forward whose new array is laid out as PyTorch's TensorIterator allocates it: the
    tuple of operand arrays that decide the layout, as code (`(self_array, other_array)`); else None (not
    element-wise, or the forward lays out its result itself)."""
    tensors = [p.name for p in entry.signature.params if p.type in ("Tensor", "Tensor?")]
    body = tree.body if isinstance(tree, ast.Expression) else tree
    laid_out = isinstance(body, ast.Call) and ast.unparse(body.func).startswith("layout_kernels.")
    if not tensors or laid_out or not _is_elementwise(tree):
        return None
    arrays = [t + "_array" for t in tensors]
    return f"({', '.join(arrays)}{',' if len(arrays) == 1 else ''})"


def result_code(entry, dtype_ref, keeps_dtype):
    """The expression that makes a one-output op's tensor from its NumPy forward (out-of-place ops):
    `elementwise_result(arrays, forward, inputs)` for an element-wise forward, which lays the array out as
    PyTorch would and wraps it in one call; `make_result(forward, inputs)` for any other."""
    keep = ", keeps_dtype=True" if keeps_dtype else ""
    tree = ast.parse(entry.numpy, mode="eval")
    arrays = _layout_arrays(entry, tree)
    if arrays is None:
        return f"make_result({_forward_code(entry, tree)}, {dtype_ref}{keep})"
    return f"elementwise_result({arrays}, {_forward_code(entry, tree)}, {dtype_ref}{keep})"


#: Kernels that take `out=` as a ufunc does (a ufunc with PyTorch's checks in front), so their
#: in-place ops write straight into self too (p.sub_(lr * g) in every optimizer step).
KERNELS_WITH_OUT = {"pointwise_kernels.subtract", "pointwise_kernels.negative", "pointwise_kernels.absolute"}


class _WriteIntoOut(ast.NodeTransformer):
    """`np.add(a, b) if c else np.subtract(a, b)` -> the same with `out=out` on each ufunc call
    that makes the result; anything else (a kernel, an expression around the ufunc) fails."""

    def visit_IfExp(self, node):
        node.body, node.orelse = self.visit(node.body), self.visit(node.orelse)
        return node

    def visit_Call(self, node):
        f = node.func
        ufunc = (isinstance(f, ast.Attribute) and isinstance(f.value, ast.Name) and f.value.id == "np"
                 and isinstance(getattr(np, f.attr, None), np.ufunc))
        kernel = (isinstance(f, ast.Attribute) and isinstance(f.value, ast.Name)
                  and f"{f.value.id}.{f.attr}" in KERNELS_WITH_OUT)
        if not (ufunc or kernel) or node.keywords:
            raise ValueError("not a ufunc call")
        node.keywords = [ast.keyword("out", ast.Name("out", ast.Load()))]
        return node

    def generic_visit(self, node):
        raise ValueError("not a ufunc call")


def _fast_inplace_code(entry):
    """The forward written straight into self's array (`np.add(self, other, out=out)`), or None
    when the forward is not a plain NumPy ufunc call (then the in-place op computes and copies)."""
    try:
        tree = _WriteIntoOut().visit(ast.parse(entry.numpy, mode="eval").body)
    except ValueError:
        return None
    return _forward_code(entry, ast.Expression(tree), inplace=True)
