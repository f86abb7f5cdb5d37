"""mm and addmm compute an operand's gradient in that operand's layout, as PyTorch's mm_mat1_backward /
mm_mat2_backward do: a column-major operand (a transposed matrix: linear's weight.t()) gets its gradient made
as a transposed product, so a weight's .grad needs no copy into the weight's layout. The nodes keep each
operand's sizes and strides as PyTorch's do. Compared with torch: saved attributes, gradient values and
strides (of leaves and of retained non-leaf views), alpha and beta, complex operands, size-0 and one-row or
one-column matrices, and the double backward."""
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import gradtable as gt

LAYOUTS = ("rows", "columns", "strided")


def _operand(lib, values, layout):
    """A leaf holding `values` laid out by rows, by columns (the transpose of a row-major leaf) or with
    a step (every other column of a wider leaf); returns (leaf, operand)."""
    if layout == "rows":
        leaf = lib.tensor(values, requires_grad=True)
        return leaf, leaf
    if layout == "columns":
        # (a fresh copy: NumPy's own strides for its size-1 dims, which torch.tensor would keep)
        leaf = lib.tensor(values.T.copy(order="C"), requires_grad=True)
        return leaf, leaf.t()
    wide = np.repeat(values, 2, axis=1)
    leaf = lib.tensor(wide, requires_grad=True)
    return leaf, leaf[:, ::2]


def _run(lib, a, b, layout_a, layout_b, bias=None, alpha=1, beta=1):
    leaf_a, mat1 = _operand(lib, a, layout_a)
    leaf_b, mat2 = _operand(lib, b, layout_b)
    mat1.retain_grad()
    mat2.retain_grad()
    if bias is None:
        out = lib.mm(mat1, mat2)
    else:
        out = lib.addmm(lib.tensor(bias), mat1, mat2, alpha=alpha, beta=beta)
    node = out.grad_fn
    names = ("self", "mat2") if bias is None else ("mat1", "mat2")
    saved = {f"{n}_{what}": tuple(getattr(node, f"_saved_{n}_{what}"))
             for n in names for what in ("sym_sizes", "sym_strides")}
    for name, operand in zip(names, (mat1, mat2)):   # the operands as they were
        assert saved[f"{name}_sym_sizes"] == tuple(operand.shape)
        assert saved[f"{name}_sym_strides"] == operand.stride()
    seed = np.linspace(-1, 1, out.numel(), dtype=a.dtype).reshape(tuple(out.shape))
    out.backward(lib.tensor(seed))
    grads = {name: (t.grad.numpy(), t.grad.stride()) for name, t in
             (("leaf_a", leaf_a), ("leaf_b", leaf_b), ("mat1", mat1), ("mat2", mat2))}
    return saved, grads


def _check(a, b, layout_a, layout_b, torch, **kwargs):
    ours_saved, ours = _run(gt, a, b, layout_a, layout_b, **kwargs)
    theirs_saved, theirs = _run(torch, a, b, layout_a, layout_b, **kwargs)
    if a.size and b.size:   # (torch.tensor keeps an empty array's NumPy strides, (0, 0): not mm's concern)
        assert ours_saved == theirs_saved
    for name in ours:
        value, stride = ours[name]
        want_value, want_stride = theirs[name]
        np.testing.assert_allclose(value, want_value, rtol=1e-5, atol=1e-5, err_msg=name)
        if value.size and min(value.shape) > 1:   # (strides of size-1 dims are not compared: PyTorch's vary)
            assert stride == want_stride, name


@pytest.mark.parametrize("layout_a", LAYOUTS)
@pytest.mark.parametrize("layout_b", LAYOUTS)
@pytest.mark.parametrize("dtype", [np.float32, np.float64, np.complex64])
def test_mm_gradients_come_out_in_each_operands_layout(layout_a, layout_b, dtype, torch):
    rng = np.random.default_rng(0)
    a, b = (rng.standard_normal(s).astype(dtype) for s in ((5, 3), (3, 4)))
    if dtype == np.complex64:
        a, b = a + 1j * rng.standard_normal(a.shape), b + 1j * rng.standard_normal(b.shape)
        a, b = a.astype(dtype), b.astype(dtype)
    _check(a, b, layout_a, layout_b, torch)


@pytest.mark.parametrize("layout_b", LAYOUTS)
@pytest.mark.parametrize("alpha, beta", [(1, 1), (2.5, 0.5), (-1, 0)])
def test_addmm_with_alpha_and_beta(layout_b, alpha, beta, torch):
    rng = np.random.default_rng(1)
    a, b = (rng.standard_normal(s).astype(np.float32) for s in ((5, 3), (3, 4)))
    _check(a, b, "rows", layout_b, torch, bias=rng.standard_normal(4).astype(np.float32), alpha=alpha, beta=beta)


@settings(max_examples=60, deadline=None)
@given(n=st.integers(0, 4), k=st.integers(0, 4), m=st.integers(0, 4),
       layout_a=st.sampled_from(LAYOUTS), layout_b=st.sampled_from(LAYOUTS))
def test_any_sizes_and_layouts_against_torch(n, k, m, layout_a, layout_b, torch):
    rng = np.random.default_rng(n * 100 + k * 10 + m)
    a, b = rng.standard_normal((n, k)).astype(np.float32), rng.standard_normal((k, m)).astype(np.float32)
    _check(a, b, layout_a, layout_b, torch)


def test_a_linear_weights_grad_is_laid_out_as_the_weight_without_a_copy(torch):
    """The weight's gradient is made as (grad^T @ x), already row-major like the weight."""
    for lib in (gt, torch):
        layer = lib.nn.Linear(3, 4)
        layer(lib.ones(5, 3)).sum().backward()
        assert layer.weight.grad.stride() == (3, 1)
    layer = gt.nn.Linear(3, 4)
    out = layer(gt.ones(5, 3))
    product = out.grad_fn.apply_arrays([np.ones((5, 4), np.float32)])[2]
    assert product.T.flags.c_contiguous   # mat2's gradient, then t(): the weight's layout as it comes


def test_double_backward_through_the_transposed_products(torch):
    def grads(lib):
        x = lib.tensor(np.linspace(-1, 1, 15).reshape(5, 3), requires_grad=True)
        w = lib.tensor(np.linspace(0.5, -0.5, 12).reshape(4, 3), requires_grad=True)
        out = (lib.nn.functional.linear(x, w, None) ** 2).sum()
        gw, = lib.autograd.grad(out, w, create_graph=True)
        gx, = lib.autograd.grad((gw * gw).sum(), x)
        return gw.detach().numpy(), gx.numpy()

    for ours, theirs in zip(grads(gt), grads(torch)):
        np.testing.assert_allclose(ours, theirs, rtol=1e-12, atol=1e-13)


def test_only_what_a_gradient_needs_is_kept():
    """x @ w keeps x only when w needs a gradient (and w only for x's), sizes and strides always."""
    x, w = gt.ones(2, 3, requires_grad=True), gt.ones(3, 4)
    node = gt.mm(x, w).grad_fn
    assert node._raw_saved_self is None and node._raw_saved_mat2 is not None
    assert node._saved_self_sym_strides == (3, 1) and node._saved_mat2_sym_strides == (4, 1)
