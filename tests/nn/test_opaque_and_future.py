"""Opaque object types (registered classes whose instances pass through untouched; reference-type
ones may be a parametrization's `original`), the __future__ switches for module conversion
(overwrite / swap) and utils.swap_tensors, against PyTorch."""
import importlib

import numpy as np
import pytest

import gradtable


def _opaque(lib):
    return importlib.import_module(f"{lib.__name__}._library.opaque_object")


def _future(lib):
    return importlib.import_module(f"{lib.__name__}.__future__")


def test_opaque_registry_matches_torch(torch):
    seen = []
    for lib in (gradtable, torch):
        oo = _opaque(lib)
        base = lib.nn.utils.parametrize.OpaqueBase
        assert base is oo.OpaqueBase

        class Ref(base):
            pass

        class SubRef(Ref):
            pass

        class Val:
            def __init__(self, x):
                self.x = x

            def __eq__(self, other):
                return isinstance(other, Val) and other.x == self.x

            def __hash__(self):
                return hash(self.x)

            def __fx_repr__(self):
                return (f"Val({self.x})", {"Val": Val})

        class Plain:
            pass

        before = (oo.is_opaque_type(Ref), isinstance(Ref(), base))
        oo.register_opaque_type(Ref, typ="reference")
        oo.register_opaque_type(Val, typ="value")
        is_ref = lib.nn.utils.parametrize.is_opaque_reference_type
        row = [before, is_ref(Ref), is_ref(SubRef), is_ref(Val), is_ref(Plain), is_ref(3),
               oo.is_opaque_value_type(Val), oo.is_opaque_type(SubRef), isinstance(SubRef(), base),
               isinstance(Val(1), base), isinstance(Plain(), base), isinstance(3, base)]
        for call in (lambda: oo.register_opaque_type(int, typ="reference"),
                     lambda: oo.register_opaque_type(lib.Tensor, typ="value"),
                     lambda: oo.register_opaque_type(Plain, typ="reference"),
                     lambda: oo.register_opaque_type(type("K", (base,), {}), typ="other"),
                     lambda: oo.register_opaque_type(Plain, typ="value")):
            with pytest.raises(Exception) as info:
                call()
            text = str(info.value).replace("torch.", "").replace(lib.__name__ + ".", "").replace("core.tensor.", "")
            row.append((type(info.value).__name__, text))
        seen.append(row)
    assert seen[0] == seen[1]
    assert seen[0][1] is True and seen[0][3] is False


def test_parametrization_keeps_a_reference_opaque_original(torch):
    outputs = []
    for lib in (gradtable, torch):
        oo = _opaque(lib)

        class Scale(oo.OpaqueBase):
            def __init__(self, factor):
                self.factor = factor

        oo.register_opaque_type(Scale, typ="reference")

        class Scaled(lib.nn.Module):
            def forward(self, x, scale):
                return x * scale.factor

            def right_inverse(self, w):
                return [w / 2, Scale(2.0)]

        class BadScale(oo.OpaqueBase):
            pass

        class Bad(Scaled):
            def right_inverse(self, w):
                return [w, Val()]

        class Val(BadScale):
            def __eq__(self, other):
                return True

            def __hash__(self):
                return 0

            def __fx_repr__(self):
                return ("Val()", {})

        oo.register_opaque_type(Val, typ="value")
        layer = lib.nn.Linear(2, 2)
        with lib.no_grad():
            layer.weight.copy_(lib.tensor([[1.0, 2.0], [3.0, 4.0]]))
        lib.nn.utils.parametrize.register_parametrization(layer, "weight", Scaled())
        originals = layer.parametrizations.weight
        keys = sorted(layer.state_dict())
        layer.weight = lib.tensor([[2.0, 2.0], [2.0, 2.0]])   # right_inverse again: a new Scale kept as it is
        with pytest.raises(ValueError) as info:
            lib.nn.utils.parametrize.register_parametrization(lib.nn.Linear(2, 2), "weight", Bad())
        outputs.append((type(originals.original1).__name__, originals.original1.factor, keys,
                        layer.weight.detach().numpy().tolist(), originals.original0.detach().numpy().tolist(),
                        str(info.value)))
    assert outputs[0] == outputs[1]


@pytest.mark.parametrize("switch", ["none", "overwrite", "swap"])
def test_module_conversion_switches_match_torch(torch, switch):
    seen = []
    for lib in (gradtable, torch):
        future = _future(lib)
        future.set_overwrite_module_params_on_conversion(switch == "overwrite")
        future.set_swap_module_params_on_conversion(switch == "swap")
        try:
            layer = lib.nn.Linear(2, 3)
            weight = layer.weight
            layer.weight.grad = lib.ones(3, 2)
            layer.double()
            seen.append((future.get_overwrite_module_params_on_conversion(),
                         lib.nn.utils.parametrize.get_swap_module_params_on_conversion(),
                         layer.weight is weight, repr(weight.dtype), repr(layer.weight.dtype),
                         type(layer.weight).__name__, repr(layer.weight.grad.dtype), repr(weight.grad.dtype)))
        finally:
            future.set_overwrite_module_params_on_conversion(False)
            future.set_swap_module_params_on_conversion(False)
    assert seen[0] == seen[1]


def test_swap_tensors_matches_torch(torch):
    seen = []
    for lib in (gradtable, torch):
        a, b = lib.nn.Parameter(lib.ones(2)), lib.zeros(3, dtype=lib.float64)
        a.tag = "a"
        lib.utils.swap_tensors(a, b)
        seen.append((type(a).__name__, type(b).__name__, tuple(a.shape), tuple(b.shape), b.tag, hasattr(a, "tag"),
                     a.requires_grad, b.requires_grad, np.asarray(b.detach().numpy()).tolist()))
    assert seen[0] == seen[1]
    # (PyTorch fails on a non-tensor with an AttributeError from inside; gradtable says what is wrong)
    with pytest.raises(TypeError, match="Expected t1 and t2 to be tensors, but got Parameter and int"):
        gradtable.utils.swap_tensors(gradtable.nn.Parameter(gradtable.ones(1)), 3)
