"""Where the names a table may use live in the runtime package: the one registry of them.

A table's `numpy:` forward calls `kernels.cat(...)`, `nn_kernels.conv2d(...)`; its `composite:` names
`composite.f` or `nn_composite.f`. Those short names are the table's vocabulary and stay valid when the
runtime's files move: the generator imports each one from the module listed here.
"""

#: Kernel modules a `numpy:` forward (and an inlined array formula) may call: NumPy in, NumPy out.
KERNEL_MODULES = {
    "kernels": "gradtable.kernels.core",
    "indexing_kernels": "gradtable.kernels.indexing",
    "reduction_kernels": "gradtable.kernels.reduction",
    "pointwise_kernels": "gradtable.kernels.pointwise",
    "elementwise_kernels": "gradtable.kernels.elementwise",
    "statistics_kernels": "gradtable.kernels.statistics",
    "histogram_kernels": "gradtable.kernels.histogram",
    "special_kernels": "gradtable.kernels.special",
    "polynomial_kernels": "gradtable.kernels.polynomials",
    "activation_kernels": "gradtable.kernels.activation",
    "nn_kernels": "gradtable.kernels.nn",
    "pooling_kernels": "gradtable.kernels.pooling",
    "linalg_kernels": "gradtable.kernels.linalg",
    "diagonal_kernels": "gradtable.kernels.diagonals",
    "factor_kernels": "gradtable.kernels.linalg_factor",
    "lstsq_kernels": "gradtable.kernels.linalg_lstsq",
    "eig_kernels": "gradtable.kernels.linalg_eig",
    "norm_kernels": "gradtable.kernels.norms",
    "matmul_kernels": "gradtable.kernels.matmul",
    "loss_kernels": "gradtable.kernels.loss",
    "normalization_kernels": "gradtable.kernels.normalization",
    "complex_kernels": "gradtable.kernels.complex",
    "fft_kernels": "gradtable.kernels.fft",
    "scatter_kernels": "gradtable.kernels.scatter",
    "strided_kernels": "gradtable.kernels.strided",
    "distance_kernels": "gradtable.kernels.distance",
    "search_kernels": "gradtable.kernels.search",
    "distribution_kernels": "gradtable.kernels.distributions",
    "matrix_function_kernels": "gradtable.kernels.matrix_functions",
    "unique_kernels": "gradtable.kernels.unique",
    "layout_kernels": "gradtable.kernels.output_layout",
}

#: Modules of forwards written with other gradtable ops (`composite: <module>.<function>`).
COMPOSITE_MODULES = {
    "composite": "gradtable.ops.composite",
    "linalg_composite": "gradtable.ops.linalg_composite",
    "nn_composite": "gradtable.ops.nn_composite",
    "loss_composite": "gradtable.ops.loss_composite",
    "complex_composite": "gradtable.ops.complex_composite",
    "fft_composite": "gradtable.ops.fft_composite",
    "shape_composite": "gradtable.ops.shape_composite",
    "pointwise_composite": "gradtable.ops.pointwise_composite",
    "statistics_composite": "gradtable.ops.statistics_composite",
    "legacy_norms": "gradtable.ops.legacy_norms",
    "linalg_products": "gradtable.ops.linalg_products",
    "linalg_solvers": "gradtable.ops.linalg_solvers",
}

#: Other names a `numpy:` forward may use.
FORWARD_BUILTINS = ("np", "math", "None", "True", "False", "len", "tuple", "int", "float", "isinstance")


def import_line(short_name: str, registry: dict[str, str]) -> str:
    """`from gradtable.kernels import core as kernels`: the import a generated module writes."""
    package, module = registry[short_name].rsplit(".", 1)
    return f"from {package} import {module}" + (f" as {short_name}" if module != short_name else "")
