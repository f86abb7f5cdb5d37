"""Regression tests for the families `make fuzz` found (issue 29's fuzz bar), each compared with
PyTorch: the expected behaviour is whatever torch does."""
import numpy as np
import pytest

import gradtable

from .test_outside_families import same


@pytest.mark.parametrize("values, bins", [
    ([-1.0, 1.0, -2.0, -0.5], 100), ([0.25, -3.0, 1.5, 0.75, 2.0], 100), ([-2.0, 1.0], 7), ([0.1, 0.7, 0.3], 60)])
@pytest.mark.parametrize("dtype", ["float64", "float32"])
def test_histogram_equal_bins_edges_are_pytorchs_bits(torch, values, bins, dtype):
    # Found by make fuzz: histogram([-1., 1., -2., -0.5]) put -0.5 in bin 50, PyTorch in bin 49: its
    # edge 50 is -0.49999999999999994, linspace's start + step * i fused into one rounding
    same(torch, lambda lib: lib.histogram(lib.tensor(values, dtype=getattr(lib, dtype)), bins))


def test_histogram_edges_match_pytorch_linspace_over_many_ranges(torch):
    rng = np.random.default_rng(0)
    cases = [(float(a), float(b), int(n)) for a, b, n in zip(rng.standard_normal(60) * 50, rng.standard_normal(60),
                                                             rng.integers(1, 400, 60))]

    def program(lib):
        return [lib.histogram(lib.tensor([min(a, b), max(a, b) + 1], dtype=dtype), n).bin_edges
                for a, b, n in cases for dtype in (lib.float64, lib.float32)]
    want, have = program(torch), program(gradtable)
    for w, h in zip(want, have):
        assert np.array_equal(w.numpy(), h.numpy())
