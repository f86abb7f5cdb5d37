"""Every table op's samples through a wrapper subclass (the logging tensor of
test_dispatch_subclass.py): each either gives the values and gradients the op gives on plain
tensors, or refuses with NotImplementedError naming the subclass (a formula helper that computes
on arrays). Never other numbers: a wrapper's own array has no values (ops/subclass.NoData)."""
import warnings

import numpy as np
import pytest
from table_cases import cases, gradtable_callable
from test_dispatch_subclass import _logging_tensor

import gradtable
from gradtable.codegen.samples import call_with, flatten_args, outputs_of

# Ops whose forward or backward computes on arrays in a hand-written helper (a NaN check, a
# singular-matrix test, an index mask), so a wrapper subclass gets a clear refusal there.
REFUSED_ON_WRAPPERS = {
    "_loss_slope", "cross_entropy", "cumprod", "det", "embedding_dense_backward", "fmax", "fmin", "linalg_cholesky",
    "linalg_cholesky_ex", "linalg_det", "linalg_eigh", "linalg_slogdet", "linalg_svd", "logdet", "max", "min",
    "nan_to_num", "nll_loss", "nll_loss2d_forward", "nll_loss_forward", "prod", "scaled_dot_product_attention",
    "slogdet", "tensor_split", "linalg_vander", "index_fill", "svd",
}

CASES = cases()


@pytest.fixture(scope="module")
def logging_tensor():
    return _logging_tensor(gradtable)[0]


def _run(case, wrap, LoggingTensor):
    args, kwargs = case.build()
    leaves = flatten_args(args, []) + flatten_args(kwargs, [])
    tensors = []
    for leaf in leaves:
        t = gradtable.tensor(leaf.array)
        differentiable = leaf.differentiable and leaf.array.dtype.kind == "f"
        tensors.append(LoggingTensor(t, requires_grad=differentiable) if wrap else t.requires_grad_(differentiable))
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        outs = [o for o in outputs_of(call_with(gradtable_callable(case.entry), args, kwargs, tensors))
                if isinstance(o, gradtable.Tensor)]
    values = [_array(o, LoggingTensor) for o in outs]
    grads = []
    differentiable = [o for o in outs if o.requires_grad]
    if differentiable:
        sum((o * 1.5).sum() for o in differentiable).backward()
        grads = [None if t.grad is None else _array(t.grad, LoggingTensor) for t in tensors]
    return values, grads


def _array(t, LoggingTensor):
    return (t.elem if isinstance(t, LoggingTensor) else t).detach().numpy().copy()


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_op_on_wrapper_subclass(case, logging_tensor):
    try:
        plain = _run(case, False, logging_tensor)
    except Exception:  # noqa: BLE001  (samples meant to raise are checked by the table tests)
        return
    try:
        wrapped = _run(case, True, logging_tensor)
    except NotImplementedError as error:
        assert "on the data of a LoggingTensor tensor, a __torch_dispatch__ wrapper subclass" in str(error)
        assert case.entry.name in REFUSED_ON_WRAPPERS, f"{case.id} now refuses wrapper subclasses: {error}"
        return
    for mine, reference in zip(wrapped, plain):
        assert len(mine) == len(reference)
        for a, b in zip(mine, reference):
            assert (a is None) == (b is None)
            if a is not None:
                assert a.shape == b.shape and a.dtype == b.dtype
                np.testing.assert_allclose(a, b, rtol=1e-6, atol=1e-12, equal_nan=True)
