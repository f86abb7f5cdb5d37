"""gradtable.special: torch.special, the functions named after scipy.special.

Two kinds of names, as in PyTorch: the functions only torch.special has, generated from table
entries with `python_module: special` (named `special_<name>`, as in PyTorch's native functions,
so their nodes are SpecialErfcxBackward0, ...), and aliases of ops that also live at the top level
(special.erf is torch.erf's computation, with its node ErfBackward0; special.gammaln is lgamma).
"""
from .generated import ops as _ops
from .generated.tensor_methods import SPECIAL as _SPECIAL

globals().update({name.removeprefix("special_"): getattr(_ops, name) for name in _SPECIAL})

# Aliases of top-level ops, under scipy.special's names where they differ.
digamma = psi = _ops.digamma
gammaln = _ops.lgamma
polygamma = _ops.polygamma
erf = _ops.erf
erfc = _ops.erfc
erfinv = _ops.erfinv
exp2 = _ops.exp2
expm1 = _ops.expm1
log1p = _ops.log1p
expit = _ops.sigmoid
logit = _ops.logit
xlogy = _ops.xlogy
sinc = _ops.sinc
i0 = _ops.i0
gammainc = _ops.igamma
gammaincc = _ops.igammac
softmax = _ops.softmax
log_softmax = _ops.log_softmax
logsumexp = _ops.logsumexp


def multigammaln(input, p):
    """The multivariate log-gamma function of dimension p: torch.mvlgamma (its node MvlgammaBackward0)."""
    if not isinstance(p, int) or isinstance(p, bool):
        raise TypeError(f"special_multigammaln(): argument 'p' (position 2) must be int, not {type(p).__name__}")
    return _ops.mvlgamma(input, p)


def round(input, *, decimals=0):
    """torch.round with `decimals` always passed: special.round(x) is RoundBackward1, as in PyTorch."""
    return _ops.round(input, decimals=decimals)
