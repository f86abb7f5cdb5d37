"""KL(p || q) between the multivariate normals (full and low-rank covariance), in closed form:
1/2 (log det Sigma_q / det Sigma_p + tr(Sigma_q^-1 Sigma_p) + Mahalanobis(mu_q - mu_p) - n), each term
through Cholesky or capacitance factors, never an n x n inverse."""
from .. import linalg
from ._kl_registry import register_kl
from .lowrank_multivariate_normal import (
    LowRankMultivariateNormal,
    _batch_lowrank_logdet,
    _batch_lowrank_mahalanobis,
)
from .multivariate_normal import MultivariateNormal, _batch_mahalanobis
from .utils import broadcast_shapes


def _batch_trace_XXT(bmat):
    """tr(X X^T) over a batch: the sum of the squares of each matrix's entries."""
    n, m = bmat.size(-1), bmat.size(-2)
    return bmat.reshape(-1, m * n).pow(2).sum(-1).reshape(bmat.shape[:-2])


def _check_events(p, q, what):
    if p.event_shape != q.event_shape:
        raise ValueError(f"KL-divergence between two {what} with                          different event shapes "
                         "cannot be computed")


def _log_det_tril(L):
    return L.diagonal(dim1=-2, dim2=-1).log().sum(-1)


def _q_lowrank_terms(p, q):
    """q's log det and the Mahalanobis term of the mean difference, and A = C_q^-1 W_q^T D_q^-1."""
    log_det_q = _batch_lowrank_logdet(q._unbroadcasted_cov_factor, q._unbroadcasted_cov_diag, q._capacitance_tril)
    mahalanobis = _batch_lowrank_mahalanobis(q._unbroadcasted_cov_factor, q._unbroadcasted_cov_diag, q.loc - p.loc,
                                             q._capacitance_tril)
    qWt_qDinv = q._unbroadcasted_cov_factor.mT / q._unbroadcasted_cov_diag.unsqueeze(-2)
    return log_det_q, mahalanobis, linalg.solve_triangular(q._capacitance_tril, qWt_qDinv, upper=False)


@register_kl(LowRankMultivariateNormal, LowRankMultivariateNormal)
def _kl_lowrankmultivariatenormal_lowrankmultivariatenormal(p, q):
    _check_events(p, q, "Low Rank Multivariate Normals")
    log_det_q, term3, A = _q_lowrank_terms(p, q)
    term1 = log_det_q - _batch_lowrank_logdet(p._unbroadcasted_cov_factor, p._unbroadcasted_cov_diag,
                                              p._capacitance_tril)
    # tr(Sigma_q^-1 Sigma_p), Sigma_q^-1 = D_q^-1 - A^T A, Sigma_p = W_p W_p^T + D_p
    term21 = (p._unbroadcasted_cov_diag / q._unbroadcasted_cov_diag).sum(-1)
    term22 = _batch_trace_XXT(p._unbroadcasted_cov_factor * q._unbroadcasted_cov_diag.rsqrt().unsqueeze(-1))
    term23 = _batch_trace_XXT(A * p._unbroadcasted_cov_diag.sqrt().unsqueeze(-2))
    term24 = _batch_trace_XXT(A.matmul(p._unbroadcasted_cov_factor))
    return 0.5 * (term1 + term21 + term22 - term23 - term24 + term3 - p.event_shape[0])


@register_kl(MultivariateNormal, LowRankMultivariateNormal)
def _kl_multivariatenormal_lowrankmultivariatenormal(p, q):
    _check_events(p, q, "(Low Rank) Multivariate Normals")
    log_det_q, term3, A = _q_lowrank_terms(p, q)
    term1 = log_det_q - 2 * _log_det_tril(p._unbroadcasted_scale_tril)
    term21 = _batch_trace_XXT(p._unbroadcasted_scale_tril * q._unbroadcasted_cov_diag.rsqrt().unsqueeze(-1))
    term22 = _batch_trace_XXT(A.matmul(p._unbroadcasted_scale_tril))
    return 0.5 * (term1 + term21 - term22 + term3 - p.event_shape[0])


@register_kl(LowRankMultivariateNormal, MultivariateNormal)
def _kl_lowrankmultivariatenormal_multivariatenormal(p, q):
    _check_events(p, q, "(Low Rank) Multivariate Normals")
    term1 = 2 * _log_det_tril(q._unbroadcasted_scale_tril) - _batch_lowrank_logdet(
        p._unbroadcasted_cov_factor, p._unbroadcasted_cov_diag, p._capacitance_tril)
    term3 = _batch_mahalanobis(q._unbroadcasted_scale_tril, q.loc - p.loc)
    batch = broadcast_shapes(q._unbroadcasted_scale_tril.shape[:-2], p._unbroadcasted_cov_factor.shape[:-2])
    n = p.event_shape[0]
    q_scale_tril = q._unbroadcasted_scale_tril.expand(batch + (n, n))
    p_cov_factor = p._unbroadcasted_cov_factor.expand(batch + (n, p.cov_factor.size(-1)))
    p_cov_diag = p._unbroadcasted_cov_diag.sqrt().diag_embed().expand(batch + (n, n))
    term21 = _batch_trace_XXT(linalg.solve_triangular(q_scale_tril, p_cov_factor, upper=False))
    term22 = _batch_trace_XXT(linalg.solve_triangular(q_scale_tril, p_cov_diag, upper=False))
    return 0.5 * (term1 + term21 + term22 + term3 - p.event_shape[0])


@register_kl(MultivariateNormal, MultivariateNormal)
def _kl_multivariatenormal_multivariatenormal(p, q):
    _check_events(p, q, "Multivariate Normals")
    half_term1 = _log_det_tril(q._unbroadcasted_scale_tril) - _log_det_tril(p._unbroadcasted_scale_tril)
    batch = broadcast_shapes(q._unbroadcasted_scale_tril.shape[:-2], p._unbroadcasted_scale_tril.shape[:-2])
    n = p.event_shape[0]
    q_scale_tril = q._unbroadcasted_scale_tril.expand(batch + (n, n))
    p_scale_tril = p._unbroadcasted_scale_tril.expand(batch + (n, n))
    term2 = _batch_trace_XXT(linalg.solve_triangular(q_scale_tril, p_scale_tril, upper=False))
    term3 = _batch_mahalanobis(q._unbroadcasted_scale_tril, q.loc - p.loc)
    return half_term1 + 0.5 * (term2 + term3 - n)
