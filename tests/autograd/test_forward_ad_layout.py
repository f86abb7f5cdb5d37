"""Forward-mode tangents are laid out as their primals (PyTorch's rule), checked against PyTorch:
make_dual keeps a tangent only when its sizes, strides, storage offset, storage length and conj/neg
bits are the primal's, else copies it into zeros laid out so (aten._new_zeros_with_same_feature_meta);
an in-place op giving a view its first tangent gives the base one too; inside vmap a batched tangent's
layout is one sample's, and as_strided refuses a window outside the sample."""
import re

import numpy as np
import pytest

import gradtable


def _storage_length(t):
    return len(t.untyped_storage()) // t.element_size()


def _layout(t):
    return tuple(t.shape), t.stride(), t.storage_offset(), _storage_length(t)


# (primal, tangent, whether make_dual keeps the tangent itself)
LAYOUTS = {
    "same": (lambda m: m.zeros(2, 3), lambda m: m.randn(2, 3), True),
    "transposed-primal": (lambda m: m.zeros(3, 2).t(), lambda m: m.randn(2, 3), False),
    "shorter-storage": (lambda m: m.randn(5)[:4], lambda m: m.randn(4), False),
    "offset": (lambda m: m.randn(5)[1:], lambda m: m.randn(5)[:4], False),
    "same-offset-and-storage": (lambda m: m.randn(5)[1:], lambda m: m.randn(5)[1:], True),
    "size-one-dim-stride": (lambda m: m.zeros(3, 1), lambda m: m.randn(1, 3).t(), True),
    "no-elements": (lambda m: m.ones(1).as_strided((0,), (1,), 1), lambda m: m.ones(1).as_strided((0,), (1,), 0),
                    True),
}


@pytest.mark.parametrize("case", LAYOUTS, ids=list(LAYOUTS))
def test_make_dual_keeps_only_a_tangent_laid_out_as_its_primal(case, lib):
    make_primal, make_tangent, kept = LAYOUTS[case]
    fw = lib.autograd.forward_ad
    primal, tangent = make_primal(lib), make_tangent(lib)
    before = tangent.clone()
    with fw.dual_level():
        dual = fw.make_dual(primal, tangent)
        unpacked = fw.unpack_dual(dual).tangent
        assert (unpacked is tangent) == kept
        if not kept:
            assert _layout(unpacked) == _layout(primal)
        assert lib.equal(unpacked, before)
        unpacked.mul_(2)   # a copy is the dual's own: the given tangent keeps its values
        assert lib.equal(tangent, before * 2 if kept else before)


def test_as_strided_reads_the_tangent_where_it_reads_the_primal(lib):
    """The primal is 4 elements of a storage of 5: as_strided may reach the fifth, and the tangent has one."""
    fw = lib.autograd.forward_ad
    storage = lib.arange(5.0)
    with fw.dual_level():
        dual = fw.make_dual(storage[:4], lib.tensor([1.0, 2.0, 3.0, 4.0]))
        whole = dual.as_strided((5,), (1,), 0)
        assert fw.unpack_dual(whole).tangent.tolist() == [1.0, 2.0, 3.0, 4.0, 0.0]
        assert fw.unpack_dual(dual[1:]).tangent.storage_offset() == 1


BITS = {"plain": lambda x: x, "conj": lambda x: x.conj(), "neg": lambda x: x._neg_view()}


@pytest.mark.parametrize("primal_bits", BITS)
@pytest.mark.parametrize("tangent_bits", BITS)
def test_make_dual_gives_the_tangent_the_primals_conj_and_neg_bits(primal_bits, tangent_bits, lib):
    fw = lib.autograd.forward_ad
    gen = np.random.default_rng(0)
    values = (gen.standard_normal((2, 3)) + 1j * gen.standard_normal((2, 3)))
    primal = BITS[primal_bits](lib.tensor(values, dtype=lib.complex128))
    tangent = BITS[tangent_bits](lib.tensor(values[::-1].copy(), dtype=lib.complex128))
    expected = tangent.resolve_conj().resolve_neg()
    with fw.dual_level():
        dual = fw.make_dual(primal, tangent)
        unpacked = fw.unpack_dual(dual).tangent
        assert (unpacked is tangent) == (primal_bits == tangent_bits)
        assert (unpacked.is_conj(), unpacked.is_neg()) == (primal.is_conj(), primal.is_neg())
        assert lib.equal(unpacked.resolve_conj().resolve_neg(), expected)
        # real and imag read the memory as the bits say: the same for the primal and its tangent
        assert lib.equal(fw.unpack_dual(lib.real(dual)).tangent, expected.real)
        assert lib.equal(fw.unpack_dual(lib.imag(dual)).tangent, expected.imag)


def _zeros_meta(m, make_self, make_other, dims):
    r = m.ops.aten._new_zeros_with_same_feature_meta(make_self(m), make_other(m), self_num_batch_dims=dims)
    return _layout(r), str(r.dtype), r.is_contiguous(), float(r.abs().sum())


NEW_ZEROS = [
    (lambda m: m.randn(5), lambda m: m.randn(2, 3, 4, dtype=m.float64), 0),
    (lambda m: m.randn(2, 3, 4, dtype=m.float64), lambda m: m.randn(5), 2),
    (lambda m: m.randn(2, 3, 4).transpose(0, 1).contiguous().transpose(0, 1), lambda m: m.randn(2, 3, 4), 1),
    (lambda m: m.randn(3, 2), lambda m: m.randn(5).narrow(0, 1, 2), 1),
    (lambda m: m.randn(1, 0, 2), lambda m: m.randn(1, 2), 2),
    (lambda m: m.randn(4, 3), lambda m: m.randn(2, 6)[:, 1:4].t(), 1),
    (lambda m: m.tensor(1.0), lambda m: m.randn(1, 2), 0),
    (lambda m: m.randn(2, 3), lambda m: m.tensor(2.0), 2),
]


@pytest.mark.parametrize("case", range(len(NEW_ZEROS)))
def test_new_zeros_with_same_feature_meta_matches_pytorch(case, torch):
    """Zeros with other's sizes, strides, storage offset and storage length under self's batch dims."""
    make_self, make_other, dims = NEW_ZEROS[case]
    assert _zeros_meta(gradtable, make_self, make_other, dims) == _zeros_meta(torch, make_self, make_other, dims)


def test_new_zeros_with_same_feature_meta_refuses_more_batch_dims_than_self_has():
    """(PyTorch reads past self's sizes here and may make any tensor: gradtable says what is wrong.)"""
    f = gradtable.ops.aten._new_zeros_with_same_feature_meta
    for dims in (-1, 2):
        with pytest.raises(RuntimeError, match=re.escape(f"self_num_batch_dims must be in [0, 1] (self has 1 "
                                                         f"dimensions), but got {dims}")):
            f(gradtable.randn(3), gradtable.randn(2), self_num_batch_dims=dims)


def _jvp_in_vmap(lib, primal, tangents, body):
    fw = lib.autograd.forward_ad

    def jvp(tangent):
        with fw.dual_level():
            return body(fw, fw.make_dual(primal, tangent))
    return lib._vmap_internals._vmap(jvp, 0, 0)(tangents)


def test_vmap_make_dual_copies_a_sample_layout_unlike_the_primals(lib):
    tangents = lib.arange(8.0).reshape(2, 2, 2)
    primal = lib.zeros(2, 2).t()
    out = _jvp_in_vmap(lib, primal, tangents, lambda fw, x: fw.unpack_dual(x).tangent)
    assert out is not tangents
    assert lib.equal(out, tangents)
    assert out.stride()[1:] == primal.stride()
    same = _jvp_in_vmap(lib, lib.zeros(2, 2), tangents, lambda fw, x: fw.unpack_dual(x).tangent)
    assert same is tangents


def test_vmap_make_dual_does_not_compare_storage_lengths(lib):
    """A batched tangent's storage holds the whole batch: only its sample's layout counts."""
    tangents = lib.randn(3, 4)
    out = _jvp_in_vmap(lib, lib.randn(5)[:4], tangents, lambda fw, x: fw.unpack_dual(x).tangent)
    assert out is tangents


def _copy_into_view(lib, view):
    tangents = lib.arange(8.0).reshape(2, 2, 2)

    def body(fw, x):
        view.copy_(x)
        return fw.unpack_dual(x).tangent, fw.unpack_dual(view).tangent, fw.unpack_dual(view._base).tangent
    return tangents, _jvp_in_vmap(lib, lib.zeros(2, 2), tangents, body)


def test_vmap_inplace_on_a_view_laid_out_as_its_base_shares_one_tangent(lib):
    base = lib.zeros(2, 2)
    tangents, (x_t, view_t, base_t) = _copy_into_view(lib, base.view_as(base))
    assert x_t is tangents
    assert view_t is base_t and not view_t._is_view()
    assert lib.equal(view_t, tangents)


def test_vmap_inplace_on_a_view_of_another_layout_gives_its_base_a_tangent(lib):
    tangents, (x_t, view_t, base_t) = _copy_into_view(lib, lib.zeros(2, 2).t())
    assert x_t is tangents
    assert view_t is not tangents and view_t._base is base_t
    assert lib.equal(view_t, tangents)
    assert lib.equal(base_t, tangents.transpose(1, 2))


def test_inplace_on_a_transposed_view_gives_its_base_the_transposed_tangent(lib):
    fw = lib.autograd.forward_ad
    base = lib.zeros(2, 3)
    view = base.t()
    tangent = lib.arange(6.0).reshape(3, 2)
    with fw.dual_level():
        view.copy_(fw.make_dual(lib.ones(3, 2), tangent))
        assert lib.equal(fw.unpack_dual(base).tangent, tangent.t())
        assert fw.unpack_dual(view).tangent.stride() == view.stride()


def _as_strided_error(m, make_input, size, stride, offset=None):
    try:
        m.func.vmap(lambda t: t.as_strided(size, stride, offset))(make_input(m))
    except RuntimeError as error:
        return str(error)
    return None


@pytest.mark.parametrize("make_input, size, stride, offset", [
    (lambda m: m.randn(3, 4), (5,), (1,), 0),             # past the sample's end
    (lambda m: m.randn(3, 5)[:, 1:], (2,), (1,), 0),      # before the sample's start
    (lambda m: m.randn(3, 0), (1,), (1,), 0),             # a sample with no memory at all
    (lambda m: m.randn(3, 4), (2,), (2,), 1),             # inside: allowed
    (lambda m: m.randn(3, 4), (0,), (1,), 9),             # no element: allowed
], ids=["past-end", "before-start", "no-storage", "inside", "empty"])
def test_vmap_as_strided_refuses_a_window_outside_the_sample(make_input, size, stride, offset, torch):
    ours = _as_strided_error(gradtable, make_input, size, stride, offset)
    assert ours == _as_strided_error(torch, make_input, size, stride, offset)


def test_vmap_as_strided_inside_the_sample_reads_what_pytorch_reads(torch):
    def run(m):
        x = m.arange(12.0).reshape(3, 4)
        return [m.func.vmap(lambda t: t.as_strided((2, 2), (1, 2), 0))(x).tolist(),
                m.func.vmap(lambda t: t.as_strided((2,), (1,), 0), in_dims=1)(x).tolist()]
    assert run(gradtable) == run(torch)


def test_vmap_jvp_as_strided_outside_the_sample_is_refused(lib):
    def body(fw, dual):
        with pytest.raises(RuntimeError, match="can access memory outside of `tensor`"):
            dual.as_strided((5,), (1,), 0)
        return fw.unpack_dual(dual).tangent
    _jvp_in_vmap(lib, lib.randn(5)[:4], lib.randn(10, 4), body)
