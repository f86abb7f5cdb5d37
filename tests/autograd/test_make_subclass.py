"""Tensor._make_subclass (a subclass instance on real data), no_dispatch() / torch._C._DisableTorchDispatch
inside a __torch_dispatch__ handler, enable_reentrant_dispatch, a subclass with its own __torch_dispatch__
getting the disabled __torch_function__, and make_dual of such a subclass, against PyTorch."""
import importlib

import pytest


def _subclass(lib, seen):
    no_dispatch = importlib.import_module(lib.__name__ + ".utils._mode_utils").no_dispatch

    class Real(lib.Tensor):
        def __new__(cls, data, require_grad=False):
            return lib.Tensor._make_subclass(cls, data, require_grad)

        @classmethod
        def __torch_dispatch__(cls, func, types, args=(), kwargs=None):
            seen.append(str(func))
            if func.overloadpacket == lib.ops.aten.alias:
                with lib.overrides.enable_reentrant_dispatch():   # autograd records inside the handler again
                    probe = lib.ones(1, requires_grad=True)
                    seen.append(type(probe.exp().grad_fn).__name__)
            with no_dispatch():
                return func(*args, **(kwargs or {}))
    return Real


@pytest.mark.parametrize("require_grad", [False, True])
def test_make_subclass_shares_memory_and_version(lib, torch, require_grad):
    def run(lib):
        class Plain(lib.Tensor):
            pass
        a = lib.tensor([1.0, 2.0])
        s = lib.Tensor._make_subclass(Plain, a, require_grad)
        before = s._version
        a.add_(1)
        return (type(s).__name__, s.requires_grad, s.is_leaf, s._base is None, s._version - before,
                s.detach().clone().as_subclass(lib.Tensor).tolist())
    assert run(lib) == run(torch)


def test_make_subclass_of_a_tensor_in_a_graph_is_a_leaf(lib, torch):
    def run(lib):
        class Plain(lib.Tensor):
            pass
        x = lib.ones(2, requires_grad=True) * 2
        s = lib.Tensor._make_subclass(Plain, x)
        return s.requires_grad, s.grad_fn is None
    assert run(lib) == run(torch)


def test_a_handler_computes_under_no_dispatch(lib, torch):
    def run(lib):
        seen = []
        s = _subclass(lib, seen)(lib.tensor([1.0, 2.0]))
        out = s * 3
        with lib._C._DisableTorchDispatch():
            direct = s + 1    # no handler: the subclass's own data
        return seen, type(out).__name__, out.as_subclass(lib.Tensor).tolist(), type(direct).__name__
    assert run(lib) == run(torch)


def test_make_dual_of_a_subclass_aliases_its_primal_once(lib, torch):
    def run(lib):
        fwAD = importlib.import_module(lib.__name__ + ".autograd.forward_ad")
        seen = []
        s = _subclass(lib, seen)(lib.tensor(1.0))
        with fwAD.dual_level():
            dual = fwAD.make_dual(s, lib.tensor(0.5))
            first = [x for x in seen if "alias" in x or "Backward" in x]
            fwAD.make_dual(lib.tensor(2.0), s)
            second = [x for x in seen if "alias" in x or "Backward" in x]
            return first, second, type(dual).__name__, fwAD.unpack_dual(dual).tangent.item()
    assert run(lib) == run(torch)


def test_own_dispatch_disables_the_inherited_torch_function(lib, torch):
    def run(lib):
        class WithDispatch(lib.Tensor):
            __torch_dispatch__ = None

        class KeepsOwn(lib.Tensor):
            @classmethod
            def __torch_function__(cls, func, types, args=(), kwargs=None):
                return super().__torch_function__(func, types, args, kwargs or {})

        class Both(KeepsOwn):
            @classmethod
            def __torch_dispatch__(cls, func, types, args=(), kwargs=None):
                return NotImplemented
        return ["disabled" in getattr(c.__torch_function__, "__name__", "") for c in (WithDispatch, Both)]
    assert run(lib) == run(torch) == [True, False]
