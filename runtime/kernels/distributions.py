"""Kernels of the samplers behind torch.distributions: Gamma, Dirichlet and Binomial draws, and the
reparameterized gradients of Gamma and Beta/Dirichlet samples.

A Gamma(alpha) sample x has no closed-form inverse CDF to differentiate, so its gradient is the
implicit one: dx/dalpha = -(dF/dalpha)(x; alpha) / f(x; alpha), with F the CDF and f the density
(Figurnov et al., 2018, "Implicit reparameterization gradients"). PyTorch evaluates it with series,
saddle-point and fitted rational approximations by region (Jankowiak and Obermeyer, 2018, "Pathwise
derivatives beyond the reparameterization trick"); these kernels use the same regions and the same
published coefficients, so the gradients are PyTorch's, element-wise in float64.

The draws use NumPy's generators (the caller passes gradtable's), then take PyTorch's boundary
conventions: a Gamma draw is at least the dtype's smallest normal number, a Dirichlet draw lies in
[tiny, 1) component-wise.
"""
import numpy as np

from ..core.dtypes import FLOATING_KINDS, scalar_type_name
from .core import broadcast_shape
from .pointwise import digamma


def _check_floating(kernel, *arrays):
    """PyTorch dispatches these kernels on float and double only; all arguments share the first's dtype."""
    dtype = arrays[0].dtype
    if dtype.kind not in FLOATING_KINDS or dtype.itemsize < 4:
        raise NotImplementedError(f"\"{kernel}\" not implemented for '{scalar_type_name(dtype)}'")
    for other in arrays[1:]:
        if other.dtype != dtype:
            raise RuntimeError(f"Found dtype {scalar_type_name(other.dtype)} but expected {scalar_type_name(dtype)}")
    return dtype


def _broadcast(*arrays):
    """The arguments broadcast together, in float64 (the kernels' working precision, as PyTorch's CPU
    kernels compute these in double)."""
    shape = ()
    for a in arrays:
        shape = broadcast_shape(shape, a.shape)
    return [np.broadcast_to(a, shape).astype(np.float64) for a in arrays]


# -- Gamma ------------------------------------------------------------------------------------------

#: The rational approximation of dx/dalpha in the middle region, in u = log(x / alpha), v = log(alpha):
#: exp(p / q) with p, q cubic in v whose coefficients are quadratic in u (rows: u^0, u^1, u^2; columns:
#: p's v^0..v^3, then q's v^0..v^3).
_GAMMA_UV = np.array([
    [0.16009398, -0.094634809, 0.025146376, -0.0030648343, 1, 0.32668115, 0.10406089, 0.0014179084],
    [0.53487893, 0.1298071, 0.065735949, -0.0015649758, 0.16639465, 0.020070113, -0.0035938915, -0.00058392623],
    [0.040121004, -0.0065914022, -0.0026286047, -0.0013441777, 0.017050642, -0.0021309326, 0.00085092367,
     -1.5247877e-07],
])


def _gamma_grad_small_x(alpha, x):
    """x < 0.8: F and dF/dalpha from six terms of the series of the lower incomplete gamma function."""
    numer = np.ones_like(x)
    denom = alpha.copy()
    series1 = numer / denom
    series2 = numer / (denom * denom)
    for i in range(1, 6):
        numer = numer * (-x / i)
        denom = denom + 1
        series1 = series1 + numer / denom
        series2 = series2 + numer / (denom * denom)
    pow_x_alpha = x ** alpha
    pdf = x ** (alpha - 1) * np.exp(-x)
    cdf = pow_x_alpha * series1
    cdf_alpha = (np.log(x) - digamma(alpha)) * cdf - pow_x_alpha * series2
    result = -cdf_alpha / pdf
    return np.where(np.isnan(result), 0.0, result)   # PyTorch's answer where the series breaks down


def _gamma_grad_large_alpha(alpha, x):
    """alpha > 8: Rice's saddle-point expansion; near x = alpha, its regular limit (a polynomial)."""
    near = (0.9 * alpha <= x) & (x <= 1.1 * alpha)
    numer_1 = 1 + 24 * alpha * (1 + 12 * alpha)
    numer_2 = 1440 * alpha ** 2 + 6 * x * (53 - 120 * x) - 65 * x * x / alpha + alpha * (107 + 3600 * x)
    at_mean = numer_1 * numer_2 / (1244160 * alpha ** 4)
    denom = np.sqrt(8 * alpha)
    term2 = denom / (alpha - x)
    term3 = (x - alpha - alpha * np.log(x / alpha)) ** -1.5
    term23 = np.where(x < alpha, term2 - term3, term2 + term3)
    term1 = np.log(x / alpha) * term23 - np.sqrt(2 / alpha) * (alpha + x) / ((alpha - x) ** 2)
    stirling = 1 + 1 / (12 * alpha) * (1 + 1 / (24 * alpha))
    away = -stirling * x * term1 / denom
    return np.where(near, at_mean, away)


def _gamma_grad_middle(alpha, x):
    u, v = np.log(x / alpha), np.log(alpha)
    coef = _GAMMA_UV[0][:, None] + u * (_GAMMA_UV[1][:, None] + u * _GAMMA_UV[2][:, None])   # (8, n)
    p = coef[0] + v * (coef[1] + v * (coef[2] + v * coef[3]))
    q = coef[4] + v * (coef[5] + v * (coef[6] + v * coef[7]))
    return np.exp(p / q)


def standard_gamma_grad(alpha, x):
    """d x / d alpha for x drawn from Gamma(alpha, 1) (torch._standard_gamma_grad(alpha, x))."""
    dtype = _check_floating("_standard_gamma_grad_cpu", alpha, x)
    a, s = _broadcast(alpha, x)
    out = np.empty(a.shape)
    flat_a, flat_s, flat_out = a.reshape(-1), s.reshape(-1), out.reshape(-1)
    small = flat_s < 0.8
    large = ~small & (flat_a > 8.0)
    middle = ~small & ~large          # (nan x falls here: nan out, as PyTorch's)
    with np.errstate(all="ignore"):
        for region, kernel in ((small, _gamma_grad_small_x), (large, _gamma_grad_large_alpha),
                               (middle, _gamma_grad_middle)):
            if region.any():
                flat_out[region] = kernel(flat_a[region], flat_s[region])
    return out.astype(dtype)


def gamma_array(rng, alpha):
    """Gamma(alpha, 1) draws of alpha's dtype, at least its smallest normal number (so log stays finite)."""
    dtype = alpha.dtype
    if dtype.kind not in FLOATING_KINDS or dtype.itemsize < 4:
        raise NotImplementedError(f"\"gamma_cpu\" not implemented for '{scalar_type_name(dtype)}'")
    draws = _gamma_draws(rng, alpha)
    with np.errstate(over="ignore"):
        return np.maximum(draws.astype(dtype), np.finfo(dtype).tiny)


def _gamma_draws(rng, alpha):
    """float64 draws; alpha <= 0 (or nan) gives 0 and inf gives inf, where NumPy would refuse."""
    a = np.asarray(alpha, dtype=np.float64)
    valid = (a > 0) & np.isfinite(a)
    draws = np.zeros(a.shape)
    draws[valid] = rng.standard_gamma(a[valid])
    draws[a == np.inf] = np.inf
    return draws


def dirichlet_array(rng, alpha):
    """Dirichlet(alpha) draws over the last dimension: normalised Gamma draws, each in [tiny, 1)."""
    dtype = alpha.dtype
    if dtype.kind not in FLOATING_KINDS or dtype.itemsize < 4:
        raise NotImplementedError(f"\"dirichlet\" not implemented for '{scalar_type_name(dtype)}'")
    gammas = np.maximum(_gamma_draws(rng, alpha), np.finfo(np.float64).tiny)
    with np.errstate(invalid="ignore"):
        values = (gammas / gammas.sum(-1, keepdims=True)).astype(dtype)
    return np.clip(values, np.finfo(dtype).tiny, np.nextafter(dtype.type(1), dtype.type(0)))


# -- Beta / Dirichlet ---------------------------------------------------------------------------------

def _beta_grad_alpha_small(x, alpha, beta):
    """dx/dalpha of a Beta(alpha, beta) draw x near 0: a Taylor series in x."""
    factor = digamma(alpha) - digamma(alpha + beta) - np.log(x)
    numer = np.ones_like(x)
    series = numer / alpha * (factor + 1 / alpha)
    for i in range(1, 11):
        numer = numer * ((i - beta) * x / i)
        denom = alpha + i
        series = series + numer / denom * (factor + 1 / denom)
    result = x * (1 - x) ** -beta * series
    return np.where(np.isnan(result), 0.0, result)


def _beta_grad_beta_small(x, alpha, beta):
    """dx/dbeta of a Beta(alpha, beta) draw x near 0: a Taylor series in x."""
    factor = digamma(alpha + beta) - digamma(beta)
    numer, betas, dbetas = np.ones_like(x), np.ones_like(x), np.zeros_like(x)
    series = factor / alpha
    for i in range(1, 9):
        numer = numer * (-x / i)
        dbetas = dbetas * (beta - i) + betas
        betas = betas * (beta - i)
        series = series + numer / (alpha + i) * (dbetas + factor * betas)
    result = -(1 - x) ** (1 - beta) * series
    return np.where(np.isnan(result), 0.0, result)


def _beta_grad_alpha_mid(x, alpha, beta):
    """dx/dalpha when alpha and beta are both large: Rice's saddle-point expansion, with its regular
    limit (a polynomial) within a tenth of a standard deviation of the mean."""
    total = alpha + beta
    mean = alpha / total
    std = np.sqrt(alpha * beta / (total + 1)) / total
    near = (mean - 0.1 * std <= x) & (x <= mean + 0.1 * std)
    poly = 47 * x * beta ** 4 + alpha * (
        (43 + 20 * (16 + 27 * beta) * x) * beta ** 3 + alpha * (
            3 * (59 + 180 * beta - 90 * x) * beta ** 2 + alpha * (
                (453 + 1620 * beta * (1 - x) - 455 * x) * beta + alpha * (8 * (1 - x) * (135 * beta - 11)))))
    prefactor_num = (1 + 12 * alpha) * (1 + 12 * beta) / (total * total)
    prefactor_den = 12960 * alpha ** 3 * beta ** 2 * (1 + 12 * total)
    at_mean = prefactor_num / (1 - x) * poly / prefactor_den
    prefactor = -x / np.sqrt(2 * alpha * beta / total)
    stirling = ((1 + 1 / (12 * alpha) + 1 / (288 * alpha * alpha)) * (1 + 1 / (12 * beta) + 1 / (288 * beta * beta))
                / (1 + 1 / (12 * total) + 1 / (288 * total * total)))
    axbx = alpha * (x - 1) + beta * x
    term1 = ((2 * alpha * alpha * (x - 1) + alpha * beta * (x - 1) - x * beta * beta)
             / (np.sqrt(2 * alpha / beta) * total ** 1.5 * axbx * axbx))
    term2 = 0.5 * np.log(alpha / (total * x))
    term3 = np.sqrt(8 * alpha * beta / total) / (beta * x + alpha * (x - 1))
    term4 = (beta * np.log(beta / (total * (1 - x))) + alpha * np.log(alpha / (total * x))) ** -1.5
    away = stirling * prefactor * (term1 + term2 * (term3 + np.where(x < mean, term4, -term4)))
    return np.where(near, at_mean, away)


#: The rational correction of the analytic approximation elsewhere: p / q with p, q polynomials in
#: u = log x, a = log(alpha) - u, b = log(total) - a; [p or q][power of u][power of a][power of b].
_DIRICHLET_C = np.array([
    [[[1.003668233, -0.01061107488, -0.0657888334, 0.01201642863],
      [0.6336835991, -0.3557432599, 0.05486251648, -0.001465281033],
      [-0.03276231906, 0.004474107445, 0.002429354597, -0.0001557569013]],
     [[0.221950385, -0.3187676331, 0.01799915743, 0.01074823814],
      [-0.2951249643, 0.06219954479, 0.01535556598, 0.001550077057],
      [0.02155310298, 0.004170831599, 0.001292462449, 6.976601077e-05]],
     [[-0.05980841433, 0.008441916499, 0.01085618172, 0.002319392565],
      [0.02911413504, 0.01400243777, -0.002721828457, 0.000751041181],
      [0.005900514878, -0.001936558688, -9.495446725e-06, 5.385558597e-05]]],
    [[[1, -0.02924021934, -0.04438342661, 0.007285809825],
      [0.6357567472, -0.3473456711, 0.05454656494, -0.002407477521],
      [-0.03301322327, 0.004845219414, 0.00231480583, -0.0002307248149]],
     [[0.5925320577, -0.1757678135, 0.01505928619, 0.000564515273],
      [0.1014815858, -0.06589186703, 0.01272886114, -0.0007316646956],
      [-0.007258481865, 0.001096195486, 0.0003934994223, -4.12701925e-05]],
     [[0.06469649321, -0.0236701437, 0.002902096474, -5.896963079e-05],
      [0.001925008108, -0.002869809258, 0.0008000589141, -6.063713228e-05],
      [-0.0003477407336, 6.959756487e-05, 1.097287507e-05, -1.650964693e-06]]],
])


def _beta_grad_rational(x, alpha, total):
    u = np.log(x)
    a = np.log(alpha) - u
    b = np.log(total) - a
    p, q = np.zeros_like(x), np.zeros_like(x)
    for i in range(3):
        for j in range(3):
            ua = u ** i * a ** j
            cp, cq = _DIRICHLET_C[0, i, j], _DIRICHLET_C[1, i, j]
            p = p + ua * (cp[0] + b * (cp[1] + b * (cp[2] + b * cp[3])))
            q = q + ua * (cq[0] + b * (cq[1] + b * (cq[2] + b * cq[3])))
    approx = x * (digamma(total) - digamma(alpha)) / (total - alpha)
    return p / q * approx


def dirichlet_grad(x, alpha, total):
    """-(dF/dalpha) / f / (1 - x) for x drawn from Beta(alpha, total - alpha): the piece of a Dirichlet
    sample's gradient each component contributes (torch._dirichlet_grad(x, alpha, total))."""
    dtype = _check_floating("_dirichlet_grad_cpu", x, alpha, total)
    x, alpha, total = _broadcast(x, alpha, total)
    beta = total - alpha
    boundary = total * x * (1 - x)
    near_zero = (x <= 0.5) & (boundary < 2.5)
    near_one = ~near_zero & (x >= 0.5) & (boundary < 0.75)
    both_large = ~near_zero & ~near_one & (alpha > 6) & (beta > 6)
    rest = ~(near_zero | near_one | both_large)
    out = np.empty(x.shape)
    flat = [v.reshape(-1) for v in (x, alpha, total, beta, out)]
    fx, fa, ft, fb, fo = flat
    with np.errstate(all="ignore"):
        for region, fn in ((near_zero, lambda i: _beta_grad_alpha_small(fx[i], fa[i], fb[i])),
                           (near_one, lambda i: -_beta_grad_beta_small(1 - fx[i], fb[i], fa[i])),
                           (both_large, lambda i: _beta_grad_alpha_mid(fx[i], fa[i], fb[i])),
                           (rest, lambda i: _beta_grad_rational(fx[i], fa[i], ft[i]))):
            index = region.reshape(-1)
            if index.any():
                fo[index] = fn(index)
    return out.astype(dtype)


# -- Binomial -------------------------------------------------------------------------------------------

def binomial_array(rng, count, prob):
    """Binomial(count, prob) draws of count's dtype: 0 for count <= 0 or prob <= 0, count for prob >= 1,
    nan for a nan probability (PyTorch's conventions; NumPy refuses those arguments)."""
    dtype = count.dtype
    n, p = _broadcast(count, prob)
    out = np.zeros(n.shape)
    ordinary = (n > 0) & (p > 0) & (p < 1)
    # (a fractional count: PyTorch's samplers count whole trials, as the floor does)
    out[ordinary] = rng.binomial(np.floor(n[ordinary]).astype(np.int64), p[ordinary])
    sure = (n > 0) & (p >= 1)
    out[sure] = n[sure]
    out[np.isnan(p)] = np.nan
    return out.astype(dtype)
