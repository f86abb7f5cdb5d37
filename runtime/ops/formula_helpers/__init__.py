"""Helpers that derivatives.yaml formulas call, written with gradtable ops so that
what they compute is itself differentiable (double backward for free).

Names defined in these modules (without a leading underscore) are the only helpers a
formula may use; the generator reads the modules to check formulas.
"""
from .core import (maybe_multiply, zeros_like, sum_to, sum_backward, mean_backward, var_backward, std_backward, evenly_distribute_backward, amax_backward, prod_backward, logsumexp_backward, norm_backward, cumsum_backward, cumprod_backward, value_selecting_reduction_backward, softmax_backward, log_softmax_backward, pow_backward, pow_backward_self, pow_backward_exponent, clamp_backward, clamp_min_max_backward, cat_backward, unbind_backward, permute_backward, repeat_backward, roll_backward, index_select_backward, gather_backward, masked_select_backward, sizes_of, ones_like, reduction_jvp, var_jvp, clamp_jvp, cumprod_jvp)  # noqa: F401
from .nn import (mse_loss_backward, bce_with_logits_backward, bce_with_logits_target_backward, conv_output_padding, conv_input_backward, convolution_backward, max_pool_double_backward, nll_loss_backward, smooth_l1_loss_backward, huber_loss_backward, binary_cross_entropy_backward, binary_cross_entropy_target_backward, finite_mask, nan_mask, masked_fill_backward, elu_backward, gelu_backward, silu_backward, mish_backward, hardswish_backward, embedding_dense_double_backward, layer_norm_backward, batch_norm_backward, group_norm_backward, loss_jvp, layer_norm_jvp, batch_norm_jvp, group_norm_jvp)  # noqa: F401
from .linalg import (trace_backward, det_backward, slogdet_backward, solve_backward, cholesky_backward, qr_backward, eigh_backward, svd_backward, cholesky_jvp, eigh_jvp, solve_jvp, qr_jvp, svd_jvp)  # noqa: F401
