"""The keys a derivatives.yaml entry may have, with what each means (load.py reads them; its
unknown-key error lists them): the table's vocabulary in one place."""

#: Keys an entry may have besides input names (`self:`, `a, b:`).
ENTRY_KEYS = {
    "name": "typed signature, e.g. mul(Tensor self, Tensor other) -> Tensor",
    "numpy": "forward: a NumPy expression over the arguments (np.*, kernels.*)",
    "composite": "forward written with other gradtable ops: <module>.<function> (codegen/runtime_modules.py)",
    "output_differentiability": "list of booleans, one per return",
    "variants": "where the op appears: function, method (default both), or none",
    "python_module": "nn.functional or linalg: the namespace of the function variant",
    "operators": "Python operators bound to the op, e.g. [__add__, __radd__]",
    "keeps_dtype": "true when the forward already returns the dtype PyTorch gives (no float32 default cast)",
    "inplace": "true: also generate the in-place method <name>_ (and __iadd__-style operators) reusing this entry;"
               " 'method, function': torch.<name>_ too, for the ops PyTorch exposes it for"
               " (torch.exp_, not torch.add_); 'function': the function only (F.hardtanh_); 'none': only the"
               " internal op (F.silu(inplace=True)'s silu_)",
    "tensors_only": "true when PyTorch refuses Python numbers for the Tensor arguments (torch.maximum(x, 2.0))",
    "fills": "true for an in-place op that writes one value everywhere (fill_, zero_): PyTorch lets it write "
             "into a tensor whose elements share memory (an expanded one)",
    "expanded": "what PyTorch's in-place op does with a target whose elements share memory (an expanded tensor), "
                "besides refusing it: 'warn' writes with its deprecation warning (masked_fill_, index_put_); "
                "'write' writes without one (tril_); 'same_source' skips writing a source that is the target's own "
                "memory in the same layout (copy_)",
    "inplace_view": "true for an in-place op that changes only self's shape and strides (unsqueeze_, t_): its "
                    "forward is a NumPy view of self, which self then shows; recorded over self's history, as "
                    "PyTorch's inplace_view ops, not rebased onto a view's base",
    "unchecked_inplace": "true for a non-differentiable op whose in-place variant PyTorch writes through its out= "
                         "op, so autograd's in-place checks do not run (logical_and_ on a leaf that requires grad)",
    "undefined_grads": "true when the formulas take None (not zeros) for an output that got no gradient, as "
                       "PyTorch's take undefined tensors (only slogdet's sign used: no gradient at all)",
    "structured_inplace": "true for an op whose in-place form PyTorch writes through a structured kernel (addmv_, "
                          "baddbmm_): a result that is not self's shape is refused with 'Bad in-place call', not "
                          "the element-wise 'doesn't match the broadcast shape'",
    "own_overlap_check": "true for an in-place op whose kernel decides itself which inputs may share memory with "
                         "self (index_put_: PyTorch's own test, not the generic partial-overlap one)",
    "no_out": "true when PyTorch's function has no out= form (torch.flip, torch.roll: composites mostly); "
              "otherwise a public function takes out= (runtime/ops/out_argument.py)",
    "no_overlap": "the Tensor arguments the in-place variant refuses when they share any memory with self, "
                  "even all of it (x.index_copy_(0, i, x), x.scatter_(0, i, x)): PyTorch's assert_no_overlap, "
                  "checked before the kernel",
    "meta": "with no_overlap: a NumPy-level expression over the arguments (a kernel's checks) that the in-place "
            "variant runs before its overlap check, where PyTorch checks the arguments first (index_add_, put_)",
    "record_checks": "a NumPy-level expression over the arguments that runs before the kernel when the call records "
                     "a node: what PyTorch's autograd reads while it saves (lu_unpack's LU_data.size(-1), an "
                     "IndexError for a 0-dim LU_data that requires grad)",
    "checks": "a NumPy-level expression over the arguments (a kernel's checks) that runs before autograd's "
              "refusals (requires_grad_error), where PyTorch's Python function checks first (F.binary_cross_entropy's "
              "target size)",
    "autocast": "lower_precision or float32: PyTorch's CPU autocast lists. In an enabled CPU region the op's "
                "floating tensor arguments (not float64) are cast first to the region's dtype (mm, linear, "
                "conv...) or to float32 (losses, prod, LAPACK ops)",
    "node": "the Backward class name when PyTorch's is not <Op>Backward<N> (e.g. CopyBackwards)",
    "overrides": "true (user tables) when the op may take the name of one of gradtable's ops or Tensor methods: "
                 "its method then replaces gradtable's (without it, such a name is an error)",
    "samples": "argument lists used by the table-driven tests, e.g. ['T(3, 4), T(4)']",
    "complex_samples": "argument lists of complex samples (Z(3, 4)); by default the table tests derive one from the "
                       "first sample, its float tensors made complex",
    "complex_autograd": "false when PyTorch computes the op on complex inputs but does not differentiate it: "
                        "recording it with a complex output raises '<op> does not support automatic differentiation "
                        "for outputs with complex dtype.'",
    "no_complex": "PyTorch's refusal of complex inputs, 'NotImplementedError: \"clamp_cpu\" not implemented for "
                  "'{dtype}'' ({dtype}: ComplexFloat or ComplexDouble): raised when a tensor argument is complex; "
                  "'kernel': the forward's kernel raises PyTorch's error itself (the tests check it); "
                  "'unsupported': PyTorch computes the op on complex inputs but gradtable does not yet, and says so",
    "aliases": "PyTorch's other names for the op, e.g. [absolute] (absolute_ too when the op has an in-place "
               "variant); an item `name: method` (or function) says where that name appears; `linalg.name` "
               "puts it in another namespace",
    "numpy_names": "false for an op PyTorch writes in Python (torch.norm, torch.split): its parser's NumPy names "
                   "(axis= for dim=, keepdims= for keepdim=) are not taken",
    "deprecated": "PyTorch's deprecated argument orders, e.g. ['add(Tensor self, Scalar alpha, Tensor other)']: "
                  "accepted with PyTorch's warning, once per process",
    "batch": "the batching rule under vmap: dims(<dim args>), sizes(<size arg>), or an expression over the physical "
             "tensors (batch dim first), <arg>_b, <arg>_ndim and B (codegen/batching.py); element-wise ops need none",
    "result": "forward-mode formula (tangent of the output) over <input>_t, <input>_p, result; or auto_linear / "
              "auto_element_wise",
}
#: Entry keys that are true or false, stored on the Entry under the same name.
FLAG_KEYS = ("keeps_dtype", "unchecked_inplace", "own_overlap_check", "structured_inplace", "fills", "tensors_only",
             "undefined_grads", "overrides", "numpy_names", "inplace_view", "no_out", "complex_autograd")
#: Top-level keys of a table written as a mapping (a user table with its own kernel module).
TABLE_KEYS = {"ops": "the list of entries", "kernels": "the table's own kernel module: <name> for <name>.py beside the "
                                                        "table, whose public functions `numpy:` forwards may call"}
