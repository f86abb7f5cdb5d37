"""Which of the table's ops a random program may call, read from derivatives.yaml itself.

Every public entry whose required arguments we know how to draw is in the catalogue, as a function
(`torch.add`), a method (`x.view`) and, for `inplace: true` entries, an in-place method (`x.add_`).
So an op added to the table is fuzzed without touching this file. Left out, each for a reason:
"""
from dataclasses import dataclass
from pathlib import Path

from gradtable.codegen.generate import load

TABLE = Path(__file__).resolve().parents[2] / "derivatives.yaml"

EXCLUDED = {
    # Random: the two libraries draw different numbers by design.
    "dropout": "random",
    # Genuinely ambiguous answers: which of several correct results a library returns.
    "linalg_qr": "signs of Q's columns are arbitrary (and rank-deficient inputs have no unique Q)",
    "linalg_svd": "singular vectors are unique only up to sign (and not at all for repeated values)",
    "linalg_eigh": "eigenvectors are unique only up to sign (and not at all for repeated eigenvalues)",
    "topk": "which of several tied elements is returned is unspecified",
    "median": "which of several tied elements' index median.dim returns is unspecified (docs/known-differences.md)",
    "nanmedian": "which of several tied elements' index nanmedian.dim returns is unspecified",
    "kthvalue": "which of several tied elements' index is returned is unspecified",
    "mode": "the index of a tied value past 16 elements, and where nan sorts, are unspecified in PyTorch's mode",
    "sort": "unstable sort: the order of ties is unspecified (the stable= overloads are fuzzed, with stable=True)",
    "argsort": "unstable sort: the order of ties is unspecified (the stable= overloads are fuzzed, with stable=True)",
    # Inputs with structure a random pool rarely has (image batches, class targets, weights of a
    # given layout): they have their own differential tests against PyTorch in tests/test_nn_*.py.
    "convolution": "structured", "conv1d": "structured", "conv2d": "structured",
    "conv_transpose1d": "structured", "conv_transpose2d": "structured", "max_pool2d": "structured",
    "avg_pool2d": "structured", "adaptive_avg_pool2d": "structured", "batch_norm": "structured",
    "layer_norm": "structured", "group_norm": "structured", "embedding": "structured",
    "scaled_dot_product_attention": "structured", "nll_loss": "structured", "cross_entropy": "structured",
    "binary_cross_entropy": "structured (targets in [0, 1])", "einsum": "structured (an equation)",
    "index_add": "structured", "scatter": "structured", "scatter_add": "structured",
    "constant_pad_nd": "structured", "pad": "structured", "linalg_solve_ex": "structured",
    "linalg_solve": "structured",
}

#: In-place variants left out while gradtable differs (their out-of-place ops are fuzzed).
INPLACE_EXCLUDED = {
    "addbmm_": "PyTorch's addbmm_ resizes a self of another shape to the product's (as its out= form resizes out); "
               "gradtable refuses or keeps self's shape. Open: issue 29's fuzz families",
}


@dataclass(frozen=True)
class OpSpec:
    entry: str           # the table's name with overload, for messages
    name: str            # what the program calls: 'add', 'nn.functional.gelu', 'linalg.det', 'add_'
    kind: str            # 'call' | 'method'
    params: tuple        # the signature's Param objects (self first for methods)
    inplace: bool        # writes into its first argument
    view: bool           # returns a view of its first argument


def _public_name(entry):
    name = entry.name
    if entry.python_module == "linalg":
        return "linalg." + name[len("linalg_"):]
    if entry.python_module == "fft":
        return "fft." + name[len("fft_"):]
    if entry.python_module == "nn.functional":
        return "nn.functional." + name
    return name


def build():
    """The catalogue: OpSpecs for every entry a program may call."""
    entries, _ = load(TABLE)
    specs = []
    for entry in entries:
        name = entry.name
        stable_sort = name in ("sort", "argsort") and entry.signature.overload == "stable"
        if (name.startswith("_") or name.endswith("_backward") or (name in EXCLUDED and not stable_sort)
                or not entry.variants
                or name in ("index", "index_put", "index_put_zeros", "slice", "alias", "diagonal_copy")):
            continue
        params = entry.signature.params
        public = _public_name(entry)
        if "function" in entry.variants:
            specs.append(OpSpec(entry.signature.full_name, public, "call", params, entry.is_inplace, entry.is_view))
        if "method" in entry.variants and "function" not in entry.variants:
            specs.append(OpSpec(entry.signature.full_name, name, "method", params, entry.is_inplace, entry.is_view))
        elif "method" in entry.variants and entry.is_view:
            # Views are mostly reached as methods in real code (x.view(...), x.transpose(...)).
            specs.append(OpSpec(entry.signature.full_name, name, "method", params, False, True))
        if entry.inplace and "method" in entry.variants and name + "_" not in INPLACE_EXCLUDED:
            specs.append(OpSpec(entry.signature.full_name + " (in place)", name + "_", "method", params, True, False))
    return specs
