"""Compare gradtable's record of a program with PyTorch's and name each disagreement's family.

A family is (what differs, where): ('raises where torch runs', 'softmax'), ('value', 'mul_'),
('leaf grad', 'create_graph'). The fuzzer counts programs by the family of their first
disagreement, which is the root cause: later steps only inherit it.
"""
from dataclasses import dataclass

import numpy as np

from .program import Ref
from .runner import Observation

RTOL, ATOL = 1e-6, 1e-9

#: Steps whose zeros' signs are not defined by PyTorch, so not compared: LU/QR/SVD results (they
#: follow LAPACK's pivoting), and ties of -0.0 against 0.0 in maximum/minimum, amax/amin and clamp
#: with tensor bounds, which PyTorch's vectorized loops and their scalar tails break differently
#: (maximum(-0., 0.) is 0. in the first 8 elements of a float64 tensor and -0. after them).
SIGNED_ZERO_NOT_COMPARED = {"linalg.det", "det", "linalg.slogdet", "slogdet", "logdet", "linalg.inv", "inverse",
                            "linalg.inv_ex", "linalg.solve", "linalg.cholesky", "linalg.cholesky_ex",
                            "linalg.svdvals", "linalg.matrix_norm", "linalg.norm", "linalg.eigvalsh",
                            "maximum", "minimum", "max", "min", "clamp", "clamp_", "clip", "clip_",
                            "clamp_min", "clamp_min_", "clamp_max", "clamp_max_", "fmax", "fmin", "amax", "amin",
                            "linalg.lu", "lu", "linalg.lu_factor", "lu_factor", "linalg.lu_factor_ex", "svd",
                            "linalg.lstsq", "lstsq", "qr", "linalg.pinv", "pinverse",
                            # (softshrink's SIMD loop ORs masked values, +0. inside [-lambd, lambd]; its scalar
                            # tail computes x * 0, -0. for a negative x: which one an element gets is its position)
                            "nn.functional.softshrink", "softshrink"}


def _zero_sign_unspecified(label):
    """A SIGNED_ZERO_NOT_COMPARED step, or a Fourier transform: the sign of a zero it gives follows the
    order its butterflies add terms in (MKL's and pocketfft's orders differ), which PyTorch does not define."""
    label = label.replace("final ", "", 1)
    return label in SIGNED_ZERO_NOT_COMPARED or label.startswith("fft.")

#: Activations whose gradient at a nan input depends on where the element sits in memory: PyTorch's
#: CPU kernels run full SIMD vectors (16 float64 elements with AVX-512) through a blend that gives
#: 0 or nan there, and the scalar tail through if/else branches that pass the gradient on
#: (hardtanh(full((17,), nan)) has gradient [0] * 16 + [1]). gradtable gives the scalar answer (the
#: one for tensors smaller than a vector); after such a step met a nan, gradient values are not
#: compared (whether a gradient exists, its shape, dtype and requires_grad still are).
NAN_GRADIENT_BY_POSITION = {"hardtanh", "relu6", "hardswish", "elu", "celu", "selu", "hardshrink", "softshrink"}

#: Steps whose result's _version is an implementation detail of PyTorch, not compared.
VERSION_NOT_COMPARED = {
    "isclose": "PyTorch's isclose writes into its own fresh result in place (its _version is 1)",
    "linalg.matrix_norm": "PyTorch's 2 / -2 / nuc matrix norms reduce in place into their result",
    "linalg.norm": "as linalg.matrix_norm",
}


#: Differences we know of and have not removed, each with its reason (README, "Known differences").
#: The bounded test in `make test` tolerates them; `make fuzz` still counts them as disagreements.
#: Keys: (what differs, the step's label); the label may end in '*' to match a prefix.
KNOWN_DIFFERENCES = {
    ("raises where torch runs", "take_along_dim"): "PyTorch does not check take_along_dim's indices (an index out "
                                                    "of range reads whatever element it lands on); gradtable raises "
                                                    "gather's IndexError",
    ("signed zero", "leaf grad*"): "the sign of a zero gradient follows the order a backward formula "
                                   "multiplies in (grad * 0 vs 0 * grad, -0.0 * x); the values are equal",
    ("signed zero", "returned grad*"): "as for leaf gradients",
    ("signed zero", "retained grad*"): "as for leaf gradients",
    ("signed zero", "hook argument*"): "as for leaf gradients",
    ("inherited roundoff", "*"): "the step's inputs differed in their last bits (LAPACK/BLAS or SIMD rounding, within "
                                 "tolerance) or in the sign of a zero whose sign PyTorch leaves undefined, and the "
                                 "step amplified that, or a max/min-like step broke ties differently because of "
                                 "it; the step's own computation agrees",
    ("partial backward", "*"): "the backward raised in both libraries; which leaves already had .grad depends on "
                               "the order the engines ran the nodes before the failing one",
    ("python value", "stride"): "stride() of a view of an empty tensor (zeros(0, 3, 2)[..., :2, :2]): PyTorch's keeps "
                                "its base's strides, gradtable's are row-major (NumPy gives empty arrays zero "
                                "strides, which say nothing); make fuzz still counts it",
    ("strides", "*"): "the layout of a result computed from operands of different layouts (element-wise ops, "
                      "copies): PyTorch's TensorIterator orders dims from all operands, gradtable follows NumPy's "
                      "rule in places; values, shapes and view/reshape outcomes are compared as before. Being "
                      "aligned (issue 29, strides); make fuzz still counts it",
    ("requires_grad", "no_grad view"): "a view made under no_grad keeps the requires_grad it had when made; PyTorch's "
                                       "follows its base when an in-place op later makes the base require grad "
                                       "(README, Known differences: rebuilt view histories)",
    ("zero tensor gradient", "*"): "PyTorch's gradient of sgn of a real tensor is an immutable ZeroTensor, and a "
                                   "second backward accumulating into a leaf's .grad of that kind raises there; "
                                   "gradtable's zero gradient is an ordinary tensor, so the second backward adds to it",
}


@dataclass(frozen=True)
class Disagreement:
    family: tuple
    detail: str

    def __str__(self):
        return f"{self.family[0]} [{self.family[1]}]: {self.detail}"

    @property
    def known(self):
        """The reason, when this is a known difference (KNOWN_DIFFERENCES); else None."""
        kind, label = self.family
        for (known_kind, pattern), reason in KNOWN_DIFFERENCES.items():
            if known_kind == kind and (label == pattern or (pattern.startswith("*") and label.endswith(pattern[1:]))
                                       or (pattern.endswith("*") and label.startswith(pattern[:-1]))):
                return reason
        return None


def compare(program, expected, got):
    """Disagreements of `got` (gradtable's record) with `expected` (PyTorch's), in program order."""
    found = []
    labels = ["leaf"] * len(program.leaves) + [step.label for step in program.steps]
    # (a view of such a step's result shares its version counter: broadcast_to(linalg.norm(...)))
    unversioned = {slot for slot, label in enumerate(labels) if label in VERSION_NOT_COMPARED}
    for offset, step in enumerate(program.steps):
        if any(isinstance(arg, Ref) and arg.slot in unversioned for arg in step.args[:1]):
            unversioned.add(len(program.leaves) + offset)
    for slot, (want, have) in enumerate(zip(expected.slots, got.slots)):
        where = f"v{slot} ({labels[slot]})"
        found += _outcome(labels[slot], where, want, have, slot not in unversioned)
        step = program.steps[slot - len(program.leaves)] if slot >= len(program.leaves) else None
        if found and found[0].family[0] == "value" and step is not None and \
                (_transform_of_non_finite(step, expected) or _lapack_of_non_finite(step, expected)
                 or _reads_a_nans_sign(step, expected)
                 or _same_decomposition(labels[slot], _arrays(want), _arrays(have))):
            found = []          # (values PyTorch does not define: see the four functions)
        if found and found[0].family[0] in ("runs where torch raises", "raises where torch runs") and \
                step is not None and _lapack_of_non_finite(step, expected):
            found[0] = Disagreement(("inherited roundoff", labels[slot]), found[0].detail + " (a nan or inf input: "
                                    "whether LAPACK gives up on it is the library's arithmetic)")
        if found:
            if found[0].family[0] == "value" and slot >= len(program.leaves) and \
                    _inputs_differ(program.steps[slot - len(program.leaves)], expected, got):
                found[0] = Disagreement(("inherited roundoff", labels[slot]), found[0].detail + " (its inputs "
                                        "differ in the last bits: LAPACK/BLAS rounding, amplified here)")
            elif found[0].family[0] in ("runs where torch raises", "raises where torch runs") and \
                    slot >= len(program.leaves) and _ill_conditioned(program.steps[slot - len(program.leaves)],
                                                                     expected):
                found[0] = Disagreement(("inherited roundoff", labels[slot]), found[0].detail + " (a singular "
                                        "input: whether a pivot rounds to zero or below is LAPACK's rounding)")
            return found        # what follows inherits the first difference
    for slot, (want, have) in enumerate(zip(expected.final, got.final)):
        fields = ("values", "requires_grad") if slot in unversioned else \
            ("values", "version", "requires_grad")
        step = program.steps[slot - len(program.leaves)] if slot >= len(program.leaves) else None
        no_grad_step = step is not None and step.no_grad
        undefined = step is not None and (_transform_of_non_finite(step, expected) or _lapack_of_non_finite(
            step, expected) or _reads_a_nans_sign(step, expected) or _same_decomposition(
            labels[slot], _arrays(want), _arrays(have)))
        for i, (w, h) in enumerate(zip(want, have)):
            for d in _observation(("final " + labels[slot]), f"v{slot}[{i}] after the forward", w, h, fields=fields):
                if undefined and d.family[0] == "value":
                    continue
                if no_grad_step and d.family[0] == "requires_grad":
                    d = Disagreement(("requires_grad", "no_grad view"), d.detail)
                found.append(d)
    if found:
        return found
    mode = program.backward.mode
    if expected.backward is not None or got.backward is not None:
        found += _outcome(f"backward {mode}", "the backward", expected.backward, got.backward)
    fields = GRAD_FIELDS
    if _nan_through_position_dependent_gradient(program, expected):
        fields = tuple(f for f in GRAD_FIELDS if f != "values")
    grads_found = []
    for i, (w, h) in enumerate(zip(expected.grads, got.grads)):
        grads_found += _maybe(f"returned grad ({mode})", f"autograd.grad result {i}", w, h, fields)
    for i, (w, h) in enumerate(zip(expected.leaf_grads, got.leaf_grads)):
        grads_found += _maybe(f"leaf grad ({mode})", f"v{i}.grad", w, h, fields)
    if len(expected.retained) != len(got.retained):
        grads_found.append(Disagreement(("retained grad", mode), "different retained tensors"))
    for (slot, w), (_, h) in zip(expected.retained, got.retained):
        grads_found += _maybe(f"retained grad ({mode})", f"v{slot}.grad (retain_grad)", w, h, fields)
    if _ties_differ(program, expected, got) or _zero_signs_differ(program, expected, got) or \
            _factor_rounded(program, expected, got) or \
            any(_transform_of_non_finite(step, expected) or _lapack_of_non_finite(step, expected)
                for step in program.steps):
        # A max/min-like step's input had ties in one library and not in the other (values equal
        # to the last bit, e.g. PyTorch's vectorized tan and its scalar tail round 1 ulp apart), so
        # the gradient went to different elements: an inherited rounding, not a wrong formula.
        grads_found = [Disagreement(("inherited roundoff", d.family[1]), d.detail) if d.family[0] == "value"
                       else d for d in grads_found]
    if _both_raised(expected.backward, got.backward):
        # A backward that raised (a NotImplemented node: floor_divide, igamma) leaves the .grad of
        # whichever leaves the engine reached before the failing node; PyTorch's engine runs that
        # node before leaves gradtable's runs first (README, "Known differences").
        grads_found = [Disagreement(("partial backward", d.family[1]), d.detail) if d.family[0] == "None vs tensor"
                       else d for d in grads_found]
    found += grads_found
    want_hooks = [slot for slot, _ in expected.hooks]
    have_hooks = [slot for slot, _ in got.hooks]
    if want_hooks != have_hooks:
        found.append(Disagreement(("hook calls", mode), f"torch calls hooks of {want_hooks}, gradtable {have_hooks}"))
    else:
        for (slot, w), (_, h) in zip(expected.hooks, got.hooks):
            found += _observation(f"hook argument ({mode})", f"hook of v{slot}", w, h,
                                  fields=tuple(f for f in ("shape", "values") if f in fields))
    return found


def _both_raised(want, have):
    return (want is not None and have is not None and want.status == have.status == "raise"
            and want.error == have.error)


def _observed_inputs(step, record):
    """The Observations of a step's tensor arguments in `record` (when, and after the forward)."""
    for arg in step.args:
        # (a record cut short, where observing a result raised, has no slot for the later steps)
        if not isinstance(arg, Ref) or arg.slot >= len(record.slots) or record.slots[arg.slot].status != "ok":
            continue
        item = arg.item or 0
        for observations in (record.slots[arg.slot].observed, record.final[arg.slot] if record.final else []):
            if item < len(observations) and isinstance(observations[item], Observation):
                yield observations[item]


def _inputs_differ(step, expected, got):
    """Whether some tensor argument of `step` had values not bit for bit the same in both libraries
    (equal within tolerance, or the comparison would have stopped at an earlier step; a zero's sign
    counts: see _zero_signs_differ)."""
    for want, have in zip(_observed_inputs(step, expected), _observed_inputs(step, got)):
        if want.values.shape == have.values.shape and (
                not np.array_equal(want.values, have.values, equal_nan=True)
                or _zero_signs(want.values) != _zero_signs(have.values)):
            return True
    return False


#: LAPACK factorizations: their results differ from MKL's in the last bits, and their gradients divide
#: by what they factor out (a nearly singular matrix's tiny pivot), which amplifies that rounding.
FACTORIZATIONS = {"cholesky", "inv", "inverse", "solve", "det", "slogdet", "logdet", "qr", "svd", "eigh", "lu",
                  "lu_factor", "pinv", "pinverse", "cholesky_ex", "inv_ex", "solve_ex", "triangular_solve",
                  "solve_triangular", "lstsq", "matrix_power", "matrix_exp"}


def _factor_rounded(program, expected, got):
    """A FACTORIZATIONS step's result differs in its last bits (within tolerance), or its input matrix
    is so ill-conditioned (condition number over 1e8) that its gradients are rounding amplified by it
    in either library (cholesky of a rank-1 matrix: second derivatives of 1e-9 noise)."""
    for offset, step in enumerate(program.steps):
        if step.kind in ("call", "method") and step.name.rsplit(".", 1)[-1] in FACTORIZATIONS:
            slot = len(program.leaves) + offset
            want, have = expected.slots[slot], got.slots[slot]
            if want.status == have.status == "ok" and any(
                    w.values.shape == h.values.shape and not np.array_equal(w.values, h.values, equal_nan=True)
                    for w, h in zip(want.observed, have.observed)):
                return True
            if _ill_conditioned(step, expected):
                return True
    return False


def _ill_conditioned(step, record):
    """A FACTORIZATIONS step whose input matrix has a condition number over 1e8 (a singular one too)."""
    if step.kind not in ("call", "method") or step.name.rsplit(".", 1)[-1] not in FACTORIZATIONS:
        return False
    for matrix in _observed_inputs(step, record):
        values = matrix.values
        if values.ndim >= 2 and values.shape[-1] == values.shape[-2] and values.size and \
                values.dtype.kind == "f" and np.isfinite(values).all():
            with np.errstate(all="ignore"):
                if np.max(np.linalg.cond(values.astype(np.float64))) > 1e8:
                    return True
    return False


#: Ops whose gradient goes to the element(s) chosen by comparing values: ties decide where it goes.
TIE_DECIDED = {"max", "min", "amax", "amin", "maximum", "minimum", "fmax", "fmin", "median", "nanmedian",
               "kthvalue", "mode", "cummax", "cummin", "clamp", "clip", "sort", "topk", "msort",
               "vector_norm", "norm", "relu", "hardtanh", "relu6"}


def _ties_differ(program, expected, got):
    """A TIE_DECIDED step saw inputs whose equal elements are not the same in both libraries."""
    for step in program.steps:
        if step.kind in ("call", "method") and step.name.rsplit(".", 1)[-1].rstrip("_") in TIE_DECIDED:
            for want, have in zip(_observed_inputs(step, expected), _observed_inputs(step, got)):
                if want.values.shape == have.values.shape and want.values.size < 4096 and \
                        not np.array_equal(_equal_pairs(want.values), _equal_pairs(have.values)):
                    return True
    return False


def _zero_signs_differ(program, expected, got):
    """A step saw inputs equal in both libraries except for the sign of a zero. The comparison went
    on past the step that made them, so that step's zero signs are not defined (a LAPACK result,
    a tie of -0. and 0. in clamp or maximum: SIGNED_ZERO_NOT_COMPARED); a division or a log then
    turns the sign into +-inf, in the values and in the gradients."""
    for step in program.steps:
        for want, have in zip(_observed_inputs(step, expected), _observed_inputs(step, got)):
            w, h = np.asarray(want.values), np.asarray(have.values)
            if w.shape == h.shape and np.array_equal(w, h, equal_nan=True) and _zero_signs(w) != _zero_signs(h):
                return True
    return False


#: Steps whose Q from Householder reflectors of a matrix with nan or inf is MKL's blocked dorgqr's
#: arithmetic (it skips what the reference algorithm multiplies by 0, inf * 0 = nan): geqrf and R are
#: reproduced (kernels/householder.py), those Qs are not.
HOUSEHOLDER_Q = {"qr", "householder_product", "linalg.householder_product", "orgqr", "ormqr"}


#: LAPACK-based steps whose outcome for an input with an inf (no nan) is the library's arithmetic: MKL's gesdd
#: gives nan singular vectors for some, fails to converge for others (svd refuses a nan, as gradtable does).
LAPACK_UNDEFINED_FOR_INF = {"svd", "linalg.svd", "linalg.svdvals", "linalg.pinv", "pinverse", "linalg.matrix_rank",
                            "linalg.matrix_norm", "linalg.norm", "linalg.cond", "nuclear_norm"}
#: ... and those whose outcome for any nan or inf is: sytrf's pivoting, gelsy's (MKL refuses some with an
#: internal assert).
LAPACK_UNDEFINED_FOR_NON_FINITE = {"linalg.ldl_factor", "linalg.ldl_factor_ex", "linalg.lstsq"}


def _lapack_of_non_finite(step, record):
    """A LAPACK_UNDEFINED_FOR_INF step given an inf, or a LAPACK_UNDEFINED_FOR_NON_FINITE one given an inf
    or a nan (in PyTorch's run)."""
    if step.kind not in ("call", "method") or \
            step.name not in LAPACK_UNDEFINED_FOR_INF | LAPACK_UNDEFINED_FOR_NON_FINITE:
        return False
    for observed in _observed_inputs(step, record):
        values = observed.values
        if values.dtype.kind in "fc" and (np.isinf(values).any() or (
                step.name in LAPACK_UNDEFINED_FOR_NON_FINITE and np.isnan(values).any())):
            return True
    return False


def _reads_a_nans_sign(step, record):
    """copysign or signbit of an input holding a nan: IEEE 754 leaves the sign of a nan an invalid operation
    made open (PyTorch's log10(-0.5) is +nan, NumPy's -nan, as x86's default), so what reads it is not
    compared."""
    if step.kind in ("call", "method") and step.name in ("histogram", "histogramdd"):
        # (so for a histogram over given edges that do not increase: PyTorch's binary search defines nothing)
        edges = list(_observed_inputs(step, record))[1:2]
        return any(e.values.ndim == 1 and np.any(~(np.diff(e.values) >= 0)) for e in edges)
    return step.kind in ("call", "method") and step.name.rstrip("_") in ("copysign", "signbit") and any(
        o.values.dtype.kind in "fc" and np.isnan(o.values).any() for o in _observed_inputs(step, record))


def _transform_of_non_finite(step, record):
    """A Fourier transform of an input with inf or nan (in PyTorch's run): each output mixes every input
    of its line, and whether inf - inf or inf * 0 turns up, and where, follows the butterfly order of
    the FFT library (MKL's fft([inf, 1, 1]) is [inf, inf-infj, inf+infj], pocketfft's nan+nanj after
    the first): those values are not compared, and the values and gradients after them inherit that.
    So for a HOUSEHOLDER_Q step."""
    if step.kind not in ("call", "method") or step.name in ("fft.fftshift", "fft.ifftshift") or \
            not (step.name.startswith("fft.") or step.name in HOUSEHOLDER_Q):
        return False
    return any(observed.values.dtype.kind in "fc" and not np.isfinite(observed.values).all()
               for observed in _observed_inputs(step, record))


def _arrays(outcome):
    """The arrays of an Outcome's results, or of a list of Observations (None unless all are tensors)."""
    if outcome is None or getattr(outcome, "status", "ok") != "ok":
        return None
    observed = getattr(outcome, "observed", outcome)
    return [o.values for o in observed] if all(isinstance(o, Observation) for o in observed) else None


def _same_decomposition(label, w, h):
    """The legacy svd's (U, S, V) or linalg.eig's (L, V) agree in what defines them: singular vectors of a
    simple nonzero singular value up to one sign for U's and V's column together, eigenvectors of a simple
    eigenvalue up to a unit complex factor; the others only span a subspace (a rank-1 matrix's second
    column of U is any unit vector orthogonal to the first), so there U diag(S) V^T is compared. The
    vectors LAPACK returns follow its algorithm (MKL's and OpenBLAS's differ), which PyTorch leaves open.
    The values after such a step inherit the difference (compare's _inputs_differ)."""
    if label.replace("final ", "", 1) not in ("svd", "linalg.eig") or w is None or h is None or len(w) != len(h) \
            or len(w) < 2:
        return False
    if any(a.shape != b.shape or a.dtype != b.dtype for a, b in zip(w, h)) or _values_differ(w[-2], h[-2]):
        return False
    values, (w_vectors, h_vectors) = w[-2], (w[-1], h[-1])
    with np.errstate(all="ignore"):
        if label.endswith("svd"):
            k = values.shape[-1]
            w_left, h_left = w[0][..., :k], h[0][..., :k]
            if _values_differ(_product(w_left, values, w_vectors[..., :k]),
                              _product(h_left, values, h_vectors[..., :k])):
                return False
            w_columns, h_columns = np.concatenate([w_left, w_vectors[..., :k]], -2), \
                np.concatenate([h_left, h_vectors[..., :k]], -2)
        else:
            w_columns, h_columns = w_vectors, h_vectors
        # (a singular value at rounding level, 1e-17 beside 2.1, is a zero one: its vectors span the null space)
        significant = np.abs(values) > np.abs(values).max(axis=-1, keepdims=True, initial=0.0) * 1e-8 + ATOL
        simple = _simple(values) & (significant if label.endswith("svd") else True)
        inner = np.sum(np.conj(w_columns) * h_columns, axis=-2, keepdims=True)
        phase = np.where(np.abs(inner) > 0, inner / np.abs(inner), 1)
        aligned = np.where(simple[..., None, :], w_columns * phase, h_columns)
        return not _values_differ(aligned.astype(h_columns.dtype), h_columns)


def _product(U, S, V):
    """U diag(S) V^H over a batch."""
    return (U * S[..., None, :]) @ np.conj(np.swapaxes(V, -1, -2))


def _simple(values):
    """Which of each matrix's values occur once (to within the comparison's tolerance)."""
    values = np.asarray(values)
    close = np.isclose(values[..., :, None], values[..., None, :], rtol=RTOL, atol=ATOL)
    return close.sum(axis=-1) == 1


def _zero_signs(values):
    """Which elements are -0. (positions of zeros and their signs), for float arrays; else ()."""
    values = np.asarray(values)
    if values.dtype.kind != "f":
        return ()
    return tuple(np.flatnonzero((values == 0) & np.signbit(values)))


def _equal_pairs(values):
    flat = np.asarray(values).reshape(-1)
    return flat[:, None] == flat[None, :]


def _nan_through_position_dependent_gradient(program, expected):
    """A NAN_GRADIENT_BY_POSITION activation saw a nan in its input (in PyTorch's run)."""
    for step in program.steps:
        if step.kind in ("call", "method") and step.name.rsplit(".", 1)[-1].rstrip("_") in NAN_GRADIENT_BY_POSITION:
            for observed in _observed_inputs(step, expected):
                if observed.values.dtype.kind in "fc" and np.isnan(observed.values).any():
                    return True
    return False


def _outcome(label, where, want, have, versioned=True):
    if want is None or have is None:
        return [] if want is have else [Disagreement(("backward", label), f"{where}: ran in one library only")]
    if have.error == "hang":
        return [Disagreement(("hang", label), f"{where}: {have.message}")]
    if have.error and have.error.startswith("numpy."):
        return [Disagreement(("numpy exception", label), f"{where}: {have.error}: {have.message}")]
    if want.status != have.status:
        if want.status == "ok" and have.status == "raise":
            return [Disagreement(("raises where torch runs", label), f"{where}: {have.error}: {have.message}")]
        if want.status == "raise" and have.status == "ok":
            if "ZeroTensors are immutable" in want.message:
                return [Disagreement(("zero tensor gradient", label), f"{where}: torch raises {want.message}")]
            return [Disagreement(("runs where torch raises", label),
                                 f"{where}: torch raises {want.error}: {want.message}")]
        return [Disagreement(("skipped differently", label), f"{where}: torch {want.status}, gradtable {have.status}")]
    if want.status == "raise" and want.error != have.error:
        return [Disagreement(("exception type", label),
                             f"{where}: torch {want.error}: {want.message} | gradtable {have.error}: {have.message}")]
    if len(want.observed) != len(have.observed):
        return [Disagreement(("number of results", label), f"{where}: torch {len(want.observed)}, "
                             f"gradtable {len(have.observed)}")]
    found = []
    fields = FIELDS if versioned and label not in VERSION_NOT_COMPARED else tuple(f for f in FIELDS if f != "version")
    for i, (w, h) in enumerate(zip(want.observed, have.observed)):
        found += _observation(label, f"{where} result {i}", w, h, fields=fields)
    return found


GRAD_FIELDS = ("shape", "dtype", "values", "requires_grad")


def _maybe(label, where, want, have, fields=GRAD_FIELDS):
    if want is None and have is None:
        return []
    if want is None or have is None:
        return [Disagreement(("None vs tensor", label), f"{where}: torch {'None' if want is None else 'a tensor'}, "
                             f"gradtable {'None' if have is None else 'a tensor'}")]
    return _observation(label, where, want, have, fields=fields)


FIELDS = ("shape", "dtype", "values", "requires_grad", "is_leaf", "grad_fn", "version", "strides")


def _observation(label, where, want, have, fields=FIELDS):
    if not isinstance(want, Observation) or not isinstance(have, Observation):
        if want != have:
            return [Disagreement(("python value", label), f"{where}: torch {want!r}, gradtable {have!r}")]
        return []
    for name in fields:
        w, h = getattr(want, name), getattr(have, name)
        if name == "values":
            family = _values_differ(w, h)
            if family == "signed zero" and _zero_sign_unspecified(label):
                family = None
            if family:
                return [Disagreement((family, label), f"{where}: torch {_short(w)}, gradtable {_short(h)}")]
        elif w != h:
            return [Disagreement((name, label), f"{where}: torch {w!r}, gradtable {h!r}")]
    return []


def _values_differ(want, have):
    """None when equal; else 'value' or 'signed zero' (equal but for the sign of a zero)."""
    if want.shape != have.shape:
        return "shape"
    if want.dtype.kind not in "fc" or have.dtype.kind not in "fc":
        return None if np.array_equal(want, have) else "value"
    if want.dtype.kind == "c" or have.dtype.kind == "c":
        # complex values compare as (real, imaginary) pairs: a cast to float would drop the imaginary parts
        want, have = np.stack([want.real, want.imag]), np.stack([have.real, have.imag])
    want, have = want.astype(np.float64), have.astype(np.float64)
    if not np.array_equal(np.isnan(want), np.isnan(have)):
        return "value"
    finite = np.isfinite(want)
    if not np.array_equal(want[~finite & ~np.isnan(want)], have[~finite & ~np.isnan(want)]):
        return "value"
    if not np.allclose(want[finite], have[finite], rtol=RTOL, atol=ATOL):
        return "value"
    zeros = (want == 0) & (have == 0)
    if not np.array_equal(np.signbit(want[zeros]), np.signbit(have[zeros])):
        return "signed zero"
    return None


def _short(values):
    text = np.array2string(values, precision=6, threshold=12).replace("\n", " ")
    return text if len(text) < 160 else text[:157] + "..."
