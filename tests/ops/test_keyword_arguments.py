"""Every table op called with PyTorch's keyword names, in both libraries.

PyTorch's Python bindings accept every argument by keyword; the function form calls a tensor
`self` `input` (torch.sum(input=x, dim=1)), the method form binds it to the tensor
(x.add(other=y)). Each sample of derivatives.yaml is called with all of its arguments as keywords
and the results compared; a call PyTorch refuses must be refused with the same TypeError.
"""
import numpy as np
import pytest
from test_ops_table import (
    TORCH_CASES,
    _case_inputs,
    _gradtable_tensors,
    _outputs,
    _torch_tensors,
    public_name,
)

import gradtable
from gradtable.codegen.samples import substitute as _substitute

#: PyTorch's torch.split and Tensor.split are Python functions (torch/functional.py, torch/_tensor.py)
#: with names of their own (tensor, split_size_or_sections), not the native signature's.
PYTHON_WRAPPED = {"split"}


def _keyword_call(entry, args, kwargs, method):
    """args and kwargs of a sample with every argument named: PyTorch's names, a tensor `self` as
    `input` in the function form; in the method form the tensor stays the receiver."""
    params = [p for p in entry.signature.params if not p.kw_only]
    named = {}
    receiver = None
    for p, value in zip(params, args):
        if method and p.name == "self":
            receiver = value
            continue
        named["input" if p.name == "self" and p.type in ("Tensor", "Tensor?") else p.name] = value
    return receiver, {**named, **kwargs}  # (in the sample's order: its tensors are substituted in turn)


def _function_cases():
    return [c for c in TORCH_CASES if "function" in c.entry.variants and c.entry.name not in PYTHON_WRAPPED]


def _method_cases():
    return [c for c in TORCH_CASES if "method" in c.entry.variants and c.entry.name not in PYTHON_WRAPPED
            and c.entry.signature.params[0].type == "Tensor"]


def _substitute_all(args, kwargs, tensors):
    it = iter(range(len(tensors)))
    return [_substitute(v, tensors, it) for v in args], {k: _substitute(v, tensors, it) for k, v in kwargs.items()}


def _run(lib_fn, args, kwargs, tensors):
    a, k = _substitute_all(args, kwargs, tensors)
    try:
        return _outputs(lib_fn(*a, **k)), None
    except TypeError as error:
        return None, str(error)


def _compare(ours, theirs):
    (o, o_err), (t, t_err) = ours, theirs
    assert (o_err is None) == (t_err is None), f"gradtable raised {o_err!r}, torch raised {t_err!r}"
    if t_err is not None:
        return
    assert len(o) == len(t)
    for x, y in zip(o, t):
        wide = np.complex128 if x.is_complex() else np.float64   # (conj and neg views resolved, as NumPy needs)
        ours, theirs = (np.asarray(v.detach().resolve_conj().resolve_neg().numpy(), dtype=wide) for v in (x, y))
        np.testing.assert_allclose(ours, theirs, rtol=1e-6, atol=1e-6, equal_nan=True)


def _module(lib, entry):
    return {"": lib, "nn.functional": lib.nn.functional, "linalg": lib.linalg,
            "special": lib.special, "fft": lib.fft}[entry.python_module]


@pytest.mark.parametrize("case", _function_cases(), ids=lambda c: c.id)
def test_function_form_takes_every_argument_by_keyword(case, torch):
    args, kwargs, leaves = _case_inputs(case)
    _, named = _keyword_call(case.entry, args, kwargs, method=False)
    name = public_name(case.entry)
    ours = _run(getattr(_module(gradtable, case.entry), name), (), named, _gradtable_tensors(leaves))
    theirs = _run(getattr(_module(torch, case.entry), name), (), named, _torch_tensors(torch, leaves))
    _compare(ours, theirs)


@pytest.mark.parametrize("case", _method_cases(), ids=lambda c: c.id)
def test_method_form_takes_the_other_arguments_by_keyword(case, torch):
    args, kwargs, leaves = _case_inputs(case)
    receiver, named = _keyword_call(case.entry, args, kwargs, method=True)
    name = public_name(case.entry)

    def bound(lib):
        return lambda self, **k: getattr(self, name)(**k)
    ours = _run(bound(gradtable), (receiver,), named, _gradtable_tensors(leaves))
    theirs = _run(bound(torch), (receiver,), named, _torch_tensors(torch, leaves))
    _compare(ours, theirs)


# -- refused calls: PyTorch's TypeError and its text ------------------------------------------------

REFUSED = [
    "lib.exp(x, foo=1)",                    # a keyword that names no parameter
    "lib.matmul(x, y.mT, foo=1)",
    "lib.exp(x, input=x)",                  # given by position and by keyword
    "lib.exp(x, x)",                        # too many positional arguments
    "lib.sum(x, dim=1, foo=2)",             # overloaded: the one overload that takes 3 arguments says why
    "lib.sum(x, dim=1, keepdim=True, foo=1)",
    "lib.sum(x, 1, dim=1)",
    "lib.sum(x, dim=1, input=x)",
    "lib.sum(dim=1)",
    "x.sum(dim=1, self=x)",                 # a method's tensor is not a keyword
]


@pytest.mark.parametrize("call", REFUSED)
def test_refused_calls_raise_pytorchs_type_error(call, torch):
    def run(lib):
        x, y = lib.ones(2, 3), lib.ones(2, 3)
        with pytest.raises(TypeError) as info:
            eval(call, {"lib": lib, "x": x, "y": y})
        return str(info.value)
    assert run(gradtable) == run(torch)


@pytest.mark.parametrize("call", ["lib.add(self=x, other=y)", "lib.exp(self=x)", "lib.sum(self=x, dim=1)",
                                  "x.view(size=6)", "lib.max(x, 0, True, 3)", "x.view(3, size=(6,))", "lib.sum(x, 'a')",
                                  "x.sum(input=x)", "lib.add(x, foo=1)"])
def test_calls_pytorch_refuses_are_refused(call, torch):
    """The same refusal; the text is Python's or a shorter one (PyTorch's depends on overloads
    gradtable does not have: Dimname lists, out=)."""
    for lib in (gradtable, torch):
        x, y = lib.ones(2, 3), lib.ones(2, 3)
        with pytest.raises(TypeError):
            eval(call, {"lib": lib, "x": x, "y": y})


@pytest.mark.parametrize("call", ["lib.add(input=x, other=y, alpha=2)", "lib.add(x, other=y, alpha=2)",
                                  "x.add(other=y)", "lib.Tensor.add(x, other=y)", "lib.sum(input=x, dim=1)",
                                  "x.sum(dim=1)", "lib.pow(self=2, exponent=x)", "lib.max(input=x, dim=1)[0]",
                                  "lib.max(x, other=y)", "x.view(size=(3, 2))", "x.view((3, 2))", "x.view(3, 2)",
                                  "lib.reshape(x, shape=(6,))", "x.permute(dims=(1, 0))", "lib.flip(input=x, dims=[0])",
                                  "lib.where(condition=x > 1, input=x, other=y)",
                                  "lib.nn.functional.relu(input=x)", "lib.transpose(input=x, dim0=0, dim1=1)"])
def test_keyword_calls(call, torch):
    def run(lib):
        x, y = lib.arange(6.).reshape(2, 3), lib.ones(2, 3)
        return eval(call, {"lib": lib, "x": x, "y": y}).numpy()
    np.testing.assert_array_equal(run(gradtable), run(torch))


# -- NumPy's names: PyTorch's parser takes axis for dim and keepdims for keepdim ----------------------

def _numpy_named(named):
    renamed = {{"dim": "axis", "keepdim": "keepdims"}.get(k, k): v for k, v in named.items()}
    return renamed if renamed.keys() != named.keys() else None


@pytest.mark.parametrize("case", [c for c in _function_cases() if {"dim", "keepdim"} & {p.name for p in
                                                                                        c.entry.signature.params}],
                         ids=lambda c: c.id)
def test_numpy_names_of_dim_and_keepdim(case, torch):
    """Every sample of an op with dim or keepdim, those given as axis and keepdims (the function form;
    nn.functional's Python functions refuse them, in both)."""
    args, kwargs, leaves = _case_inputs(case)
    _, named = _keyword_call(case.entry, args, kwargs, method=False)
    named = _numpy_named(named)
    if named is None:
        pytest.skip("the sample gives neither dim nor keepdim")
    name = public_name(case.entry)
    ours = _run(getattr(_module(gradtable, case.entry), name), (), named, _gradtable_tensors(leaves))
    theirs = _run(getattr(_module(torch, case.entry), name), (), named, _torch_tensors(torch, leaves))
    _compare(ours, theirs)


@pytest.mark.parametrize("call", ["x.sum(axis=1, keepdims=True)", "lib.sum(x, axis=0)", "x.max(axis=1)[1]",
                                  "x.min(axis=0, keepdims=True)[0]", "lib.cumsum(x, axis=1)", "x.unsqueeze(axis=0)",
                                  "lib.softmax(x, axis=0)", "x.mean(axis=(0, 1))", "lib.amax(x, axis=1, keepdims=True)",
                                  "x.std(axis=1)", "lib.cat([x, y], axis=1)", "x.logsumexp(axis=0)",
                                  "lib.argmax(x, axis=1, keepdims=True)", "x.cumsum_(axis=0)"])
def test_numpy_names(call, torch):
    def run(lib):
        x, y = lib.arange(6.).reshape(2, 3), lib.ones(2, 3)
        return eval(call, {"lib": lib, "x": x, "y": y}).numpy()
    np.testing.assert_array_equal(run(gradtable), run(torch))


@pytest.mark.parametrize("call", ["lib.sum(x, dim=0, axis=0)", "lib.cumsum(x, 0, axis=0)", "lib.cumsum(x)",
                                  "x.cumsum()", "lib.amax(x, keepdim=True, keepdims=True)",
                                  "lib.nn.functional.softmax(x, axis=0)"])
def test_numpy_names_refused_as_pytorch_refuses_them(call, torch):
    def run(lib):
        x = lib.ones(2, 3)
        with pytest.raises(TypeError) as info:
            eval(call, {"lib": lib, "x": x})
        return str(info.value)
    ours, theirs = run(gradtable), run(torch)
    if "softmax" not in call:   # (F.softmax: PyTorch's text names its own Python signature)
        assert ours == theirs
